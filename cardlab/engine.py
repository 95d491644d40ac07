"""What every game shares: actions, outcomes, records and the State protocol.

Each game module (``tongits``, ``phom``, ``indian_rummy``, ``chan``) defines a
``State`` subclass driven by its own ``Phase`` enum. The base class here gives
the parts that are the same everywhere, so they are written once:

* :meth:`GameState.apply` refuses an illegal action with the rule that
  forbids it and leaves the state unchanged;
* a game is its seed, its rules and its actions, so ``to_json`` stores that
  record and ``from_json`` replays it: replays are identical by construction;
* ``clone`` and ``view``.

Randomness is explicit: a game draws from ``random.Random`` seeded by the
game's seed (and, for reshuffles, by the seed and a counter), never from
hidden global state.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Iterable, Mapping

from .errors import CardlabError, IllegalActionError, InvalidRulesError
from .explain import Verdict


@dataclass(frozen=True)
class Action:
    """One move, frozen and printable (``"chow 8S with 6S 7S"``).

    ``kind`` names the move (``"draw"``, ``"discard"``, ``"chow"``…);
    ``cards`` are the cards it involves; ``target`` is whatever else it
    needs (an exposed meld's number, a player); ``player`` who makes it.
    ``text`` is the readable form, made by the game; it does not take part
    in equality, so an action built by hand matches a legal one.
    """

    kind: str
    cards: tuple = ()
    target: Any = None
    player: int | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.text:
            return self.text
        parts = [self.kind] + [str(c) for c in self.cards]
        if self.target is not None:
            parts.append(f"→ {self.target}")
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"<Action {self}>"

    def to_dict(self) -> dict:
        target = self.target
        if isinstance(target, tuple):
            target = list(target)
        return {"kind": self.kind, "cards": [str(c) for c in self.cards], "target": target,
                "player": self.player, "text": self.text}

    @classmethod
    def from_dict(cls, data: Mapping, parse_card: Callable[[str], Any]) -> "Action":
        target = data.get("target")
        if isinstance(target, list):
            target = tuple(tuple(t) if isinstance(t, list) else t for t in target)
        return cls(data["kind"], tuple(parse_card(c) for c in data.get("cards", ())), target,
                   data.get("player"), data.get("text", ""))


@dataclass(frozen=True)
class Outcome:
    """How a hand (or a calculator's ending) came out.

    ``winner``: the winning player (``None`` for a drawn deal); ``ranking``:
    players best first; ``burned``: players who were burned or móm;
    ``payments``: ``{player: amount}``, positive received, negative paid;
    ``end``: why it ended (``"fight"``, ``"tongits"``, ``"stock_out"``…);
    ``reasons``: the explanation; ``details``: game-specific extras
    (deadwood per player…).
    """

    winner: Any
    ranking: tuple = ()
    burned: tuple = ()
    payments: Mapping = field(default_factory=dict)
    end: str = ""
    reasons: tuple = ()
    details: Mapping = field(default_factory=dict)

    @property
    def zero_sum(self) -> bool:
        return sum(self.payments.values()) == 0

    def text(self, language: str | None = None) -> str:
        return " ".join(r.text(language) if r.text(language).endswith(".") else r.text(language) + "."
                        for r in self.reasons)

    def __str__(self) -> str:
        pays = ", ".join(f"{p}: {v:+d}" for p, v in self.payments.items())
        head = f"winner {self.winner}" if self.winner is not None else "no winner"
        return f"{head}; payments {pays}. {self.text()}".strip()

    def __repr__(self) -> str:
        return f"<Outcome {self}>"

    def to_dict(self) -> dict:
        return {"winner": self.winner, "ranking": list(self.ranking), "burned": list(self.burned),
                "payments": {str(k): v for k, v in self.payments.items()}, "end": self.end,
                "reasons": [r.text("en") for r in self.reasons]}

    def _repr_html_(self) -> str:
        from . import render

        return render.outcome_html(self)


class GameState:
    """The shared shape of a game in progress; see each game's ``State``.

    Subclasses implement ``legal_actions``, ``_apply`` (which may assume the
    action is legal), ``why_illegal`` (a :class:`Verdict` naming the rule an
    action breaks), ``is_terminal``, ``outcome`` and ``view``, and declare
    ``rules_class`` (the game's ``Rules``) and ``card_class`` (a class with
    ``parse(token)``), from which :meth:`_default_rules` and
    :meth:`_card_parser` are made (a subclass may still override those two
    instead). They keep ``seed``, ``rules``, ``players`` and the list
    ``history`` of applied actions.
    """

    game: str = ""
    rules_class: type | None = None
    card_class: type | None = None
    seed: int
    rules: Any
    history: list

    # -- to implement ------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def why_illegal(self, action: Action) -> Verdict:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        raise NotImplementedError

    def outcome(self) -> Outcome:
        raise NotImplementedError

    def view(self, player: int):
        raise NotImplementedError

    @classmethod
    def _new(cls, seed: int, rules, players):
        raise NotImplementedError

    @classmethod
    def _card_parser(cls, token: str):
        """A card of this game from its notation (records store cards as text)."""
        if cls.card_class is None:
            raise NotImplementedError(f"{cls.__name__} declares no card_class")
        return cls.card_class.parse(token)

    # -- shared ------------------------------------------------------------
    def apply(self, action: Action) -> "GameState":
        """Play ``action`` and return the state (for chaining).

        Raises:
            IllegalActionError: naming the rule the action breaks; the state
                is unchanged.
        """
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an Action: pick one of state.legal_actions()")
        legal = self.legal_actions()
        if action not in legal:
            verdict = self.why_illegal(action)
            raise IllegalActionError(f"{action} is not allowed: {verdict.text()}", verdict)
        # Store the legal action's own text so records print the same way.
        self._apply(legal[legal.index(action)])
        return self

    def can(self, action: Action) -> bool:
        """True if ``action`` is legal now (what a widget uses to enable a button)."""
        return action in self.legal_actions()

    def clone(self) -> "GameState":
        return copy.deepcopy(self)

    def to_json(self) -> str:
        """The game as its seed, rules and actions; :meth:`from_json` replays it."""
        return json.dumps({
            "game": self.game,
            "seed": self.seed,
            "rules": rules_to_dict(self.rules),
            "players": self.players,
            "actions": [a.to_dict() for a in self.history],
        }, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "GameState":
        """Rebuild a game by replaying its record.

        Raises:
            CardlabError: if the text is not a record of this game, or an
                action in it is illegal (the record was edited).
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise CardlabError(f"{str(text)[:60]!r}… is not a game record: expected the JSON of State.to_json() ({exc})") from None
        if not isinstance(data, dict) or data.get("game") != cls.game:
            raise CardlabError(f"not a {cls.game} record: game={data.get('game') if isinstance(data, dict) else None!r}")
        rules_cls = type(cls._default_rules())
        state = cls._new(data["seed"], rules_cls(**data.get("rules", {})), data.get("players"))
        for item in data["actions"]:
            state.apply(Action.from_dict(item, cls._card_parser))
        return state

    @classmethod
    def _default_rules(cls):
        """The game's rules with every option at its default."""
        if cls.rules_class is None:
            raise NotImplementedError(f"{cls.__name__} declares no rules_class")
        return cls.rules_class()


def rules_to_dict(rules) -> dict:
    """A ``Rules`` dataclass as plain JSON-ready values (tuples become lists)."""
    out = {}
    for f in fields(rules):
        value = getattr(rules, f.name)
        out[f.name] = _plain(value)
    return out


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def check_option(name: str, value, allowed: Iterable) -> None:
    """Raise :class:`InvalidRulesError` unless ``value`` is one of ``allowed``."""
    allowed = tuple(allowed)
    if isinstance(value, bool) and not any(isinstance(a, bool) for a in allowed):
        raise InvalidRulesError(f"{name}={value!r} is not allowed: expected one of {', '.join(map(repr, allowed))}")
    if value not in allowed or (isinstance(value, bool) != isinstance(allowed[0], bool)):
        raise InvalidRulesError(f"{name}={value!r} is not allowed: expected one of {', '.join(map(repr, allowed))}")


def check_number(name: str, value, minimum=0) -> None:
    """Raise :class:`InvalidRulesError` unless ``value`` is a number ≥ ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < minimum:
        raise InvalidRulesError(f"{name}={value!r} is not allowed: expected a number of at least {minimum}")


def check_int(name: str, value, minimum: int, maximum: int | None = None) -> None:
    """Raise :class:`InvalidRulesError` unless ``value`` is a whole number in ``minimum..maximum``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum or (
            maximum is not None and value > maximum):
        upto = f" and at most {maximum}" if maximum is not None else ""
        raise InvalidRulesError(f"{name}={value!r} is not allowed: expected a whole number of at least {minimum}{upto}")


def seat_order(start: int, players: int, direction: str = "clockwise") -> list[int]:
    """Seats from ``start`` in turn order; ``counterclockwise`` goes down."""
    step = 1 if direction == "clockwise" else -1
    return [(start + step * k) % players for k in range(players)]
