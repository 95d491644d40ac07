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
import math
from collections.abc import Mapping as _MappingABC
from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from typing import Any, Callable, Iterable, Mapping

from .cards import Card, Hand, parse_cards
from .errors import CardlabError, CardTypeError, IllegalActionError, InvalidRulesError
from .explain import Reason, Verdict, has_message, language_of, message, paragraph, quoted, register_messages
from .records import read_record, rules_of
from .rules_fields import Choice, Flag, Whole


@dataclass(frozen=True)
class Action:
    """One move, frozen and printable (``"chow 8S with 6S 7S"``).

    ``kind`` names the move (``"draw"``, ``"discard"``, ``"chow"``…);
    ``cards`` are the cards it involves; ``target`` is whatever else it
    needs (an exposed meld's number, a player); ``player`` who makes it.
    ``text`` is the readable form, made by the game; it does not take part
    in equality, so an action built by hand matches a legal one. ``str(action)``
    is that stable English notation (records and typed moves use it);
    :meth:`describe` is the same move in the learner's language, from
    ``label`` (a :class:`~cardlab.explain.Reason` the game attaches) or the
    catalogue's ``action.<kind>`` message.
    """

    kind: str
    cards: tuple = ()
    target: Any = None
    player: int | None = None
    text: str = field(default="", compare=False)
    label: Reason | None = field(default=None, compare=False, repr=False)

    def describe(self, language: str | None = None) -> str:
        """The move in words, in ``language`` (default: the current one): ``"ăn bài 8♠ với 6♠ 7♠"``.

        Raises:
            CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
        """
        language = language_of(language)
        if self.label is not None:
            return self.label.text(language)
        code = f"action.{self.kind}"
        if has_message(code):
            return " ".join(message(code, language, cards=self.cards, target=self.target).split())
        return str(self)

    def __str__(self) -> str:
        if self.text:
            return self.text
        # A move built by hand may hold anything: each part printed, cut short (see _part).
        parts = [_part(self.kind)] + ([_part(c) for c in self.cards] if isinstance(self.cards, (tuple, list))
                                      else [_part(self.cards)])
        if self.target is not None:
            parts.append(f"→ {_part(self.target)}")
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


def _part(value) -> str:
    """A part of a move in its printed form, cut short (a number too long to print, or a part whose ``str``
    fails, quoted instead)."""
    if isinstance(value, int) and value.bit_length() > 300:
        return quoted(value, 60)
    try:
        text = str(value)
    except Exception:
        return quoted(value, 60)
    return text if len(text) <= 200 else text[:200] + "…"


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

    def text(self, language: str | None = None, you: int | None = None) -> str:
        """The reasons as one paragraph in ``language`` (default: the current one).

        ``you``: the learner's seat, named "(you)" / "(bạn)" wherever a reason names that seat.

        Raises:
            CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
        """
        language = language_of(language)
        sentences = (_marking_you(r, you).text(language) for r in self.reasons)
        return paragraph(sentences)

    def summary(self, language: str | None = None, you: int | None = None) -> str:
        """Winner, payments and reasons in ``language``, with seat names (``you``: the learner's seat).

        ``str(outcome)`` keeps the short English form that records and logs compare.

        Raises:
            CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
        """
        language = language_of(language)

        def who(p):
            return seat_name(p, you, language) if isinstance(p, int) and not isinstance(p, bool) else str(p)

        pays = ", ".join(message("outcome.payment", language, player=who(p), amount=f"{v:+d}")
                         for p, v in self.payments.items())
        head = (message("outcome.winner", language, player=who(self.winner)) if self.winner is not None
                else message("outcome.no_winner", language))
        return message("outcome.summary", language, head=head, payments=pays or "-",
                       reasons=self.text(language, you)).strip()

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


# -- read-only snapshots -------------------------------------------------------------------------------------------
# A player's view is a snapshot of the game: it shares nothing the game can change, and nothing in it can be
# changed, so a bot (or a learner's cell) holding one can neither alter the game nor see it change later.
class ReadOnlyError(TypeError, CardlabError):
    """Something in a view (a snapshot of the game) was changed in place: views are read-only.

    A ``TypeError``, as changing a tuple is, and a ``ValueError`` like every cardlab error.
    """


def _refuse_change(self, *args, **kwargs):
    raise ReadOnlyError.of("error.read_only", value=quoted(self), copy=_COPY_WITH.get(type(self), "list"))


class FrozenDict(dict):
    """A dict that cannot be changed: what a view holds instead of the game's own dicts (payments…).

    It compares equal to a dict of the same items, prints as one, and is JSON-ready; ``dict(d)`` is a copy
    to change. Any change in place raises :class:`ReadOnlyError`.
    """

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        made = dict.__new__(cls)
        dict.update(made, *args, **kwargs)
        return made

    def __init__(self, *args, **kwargs):  # filled in by __new__: calling it again changes nothing
        pass

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse_change

    def __reduce__(self):
        return type(self), (dict(self),)


class FrozenList(list):
    """A list that cannot be changed (a view's lists); equal to a list of the same items, ``list(x)`` copies it.

    Any change in place raises :class:`ReadOnlyError`.
    """

    __slots__ = ()

    def __new__(cls, items=()):
        made = list.__new__(cls)
        list.extend(made, items)
        return made

    def __init__(self, items=()):  # filled in by __new__: calling it again changes nothing
        pass

    (__setitem__, __delitem__, __iadd__, __imul__, append, extend, insert, remove, pop, clear, sort,
     reverse) = (_refuse_change,) * 12

    def __reduce__(self):
        return type(self), (list(self),)


class FrozenHand(Hand):
    """A :class:`~cardlab.cards.Hand` that cannot be changed: a view's own hand (``Hand(view.hand)`` copies it).

    Any change in place raises :class:`ReadOnlyError`.
    """

    __slots__ = ()

    def __new__(cls, cards=()):
        made = list.__new__(cls)
        list.extend(made, parse_cards(cards, _as_hand=False) if cards else ())
        return made

    def __init__(self, cards=()):  # filled in by __new__: calling it again changes nothing
        pass

    (__setitem__, __delitem__, __iadd__, __imul__, append, extend, insert, remove, pop, clear, sort,
     reverse) = (_refuse_change,) * 12

    def __reduce__(self):
        return type(self), (list(self),)


_COPY_WITH = {FrozenDict: "dict", FrozenList: "list", FrozenHand: "Hand"}
# Values that are what they are: nothing inside them can change.
_ATOMS = frozenset({str, int, float, complex, bool, bytes, type(None), Card, FrozenDict, FrozenList, FrozenHand,
                    frozenset})
# Per dataclass type: the names of the fields a frozen copy looks into (None: not a frozen dataclass).
_FROZEN_FIELDS: dict = {}


def frozen(value):
    """A read-only copy of ``value`` that shares nothing that can change (what a view holds).

    Dicts and other mappings become :class:`FrozenDict`, lists :class:`FrozenList` (a
    :class:`~cardlab.cards.Hand` a :class:`FrozenHand`), sets ``frozenset``; tuples and frozen
    dataclasses (an :class:`Outcome`, a deal's result) are copied around frozen parts when a part had to
    change, else kept. Anything else (cards, reasons of plain values, enums, rules) is kept as it is.
    """
    kind = type(value)
    if kind in _ATOMS or isinstance(value, (Enum, type)):
        return value
    if isinstance(value, _MappingABC):
        return FrozenDict({k: frozen(v) for k, v in value.items()})
    if isinstance(value, Hand):
        return FrozenHand(list(value))
    if isinstance(value, list):
        return FrozenList([frozen(v) for v in value])
    if isinstance(value, (set, frozenset)):
        return frozenset(value)
    if isinstance(value, tuple):
        parts = [frozen(v) for v in value]
        if all(a is b for a, b in zip(parts, value)):
            return value
        return kind._make(parts) if hasattr(kind, "_make") else tuple(parts)
    if is_dataclass(value):
        names = _FROZEN_FIELDS.get(kind, ())
        if names == ():
            params = getattr(kind, "__dataclass_params__", None)
            names = _FROZEN_FIELDS[kind] = (tuple(f.name for f in fields(kind) if f.compare)
                                            if params is not None and params.frozen else None)
        if names is None:
            return value
        changed = {}
        for name in names:
            part = getattr(value, name)
            new = frozen(part)
            if new is not part:
                changed[name] = new
        if not changed:
            return value
        made = copy.copy(value)
        for name, new in changed.items():
            object.__setattr__(made, name, new)
        return made
    return value


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
        self._check_action(action)
        legal = self.legal_actions()
        if action not in legal:
            verdict = self.why_illegal(action)
            raise IllegalActionError.of("error.not_allowed", verdict, action=action.describe(),
                                        reason=verdict)
        # Store the legal action's own text so records print the same way.
        self._apply(legal[legal.index(action)])
        return self

    @classmethod
    def _check_action(cls, action) -> None:
        """Refuse, before any rule is asked, an :class:`Action` whose parts are of the wrong type.

        A move built by hand (``Action(None)``, ``Action("discard", ([],))``) would otherwise fail
        deep inside a game with a bare ``TypeError`` while its refusal is being written.

        Raises:
            IllegalActionError: ``error.not_an_action`` or ``error.action_shape``, quoting the part.
        """
        if not isinstance(action, Action):
            raise IllegalActionError.of("error.not_an_action", value=quoted(action))
        card_class = cls.card_class or object
        if not isinstance(action.kind, str) or not action.kind or len(action.kind) > 40:
            part, value = "kind", action.kind
        elif not isinstance(action.cards, (tuple, list)) or len(action.cards) > 320 or not all(
                isinstance(c, (card_class, str)) for c in action.cards):
            # Cards as text ("9C") are let through: the game's refusal names the move it expected.
            part, value = "cards", action.cards
        elif action.player is not None and (isinstance(action.player, bool) or not isinstance(action.player, int)):
            part, value = "player", action.player
        else:
            try:
                hash(action.target)
                return
            except TypeError:
                part, value = "target", action.target
        raise IllegalActionError.of("error.action_shape", part=part, value=quoted(value),
                                    expected=Reason(f"action.expected.{part}"))

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
        rules_cls = type(cls._default_rules())
        data = read_record(text, cls.game, rules_cls)
        state = cls._new(data["seed"], rules_of(data, rules_cls), data.get("players"))
        return state._replay(data["actions"])

    def _replay(self, actions: list) -> "GameState":
        """Apply the actions of a record checked by :func:`~cardlab.records.read_record`, in order."""
        for item in actions:
            self.apply(Action.from_dict(item, self._card_parser))
        return self

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
    """Raise :class:`InvalidRulesError` unless ``value`` is one of ``allowed`` (of the same type: 1 is not True).

    The checks of :mod:`cardlab.rules_fields` (:class:`~cardlab.rules_fields.Flag`,
    :class:`~cardlab.rules_fields.Choice`), for a value outside a ``Rules`` class.
    """
    allowed = tuple(allowed)
    flags = len(allowed) == 2 and all(a is True or a is False for a in allowed) and allowed[0] is not allowed[1]
    (Flag() if flags else Choice(*allowed))(name, value)


def check_number(name: str, value, minimum=0) -> None:
    """Raise :class:`InvalidRulesError` unless ``value`` is a finite number (int or float, not bool) ≥ ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
            isinstance(value, int) or math.isfinite(value)) or value < minimum:
        raise InvalidRulesError.of("error.number_min", name=name, value=quoted(value), minimum=str(minimum))


def check_int(name: str, value, minimum: int, maximum: int | None = None) -> None:
    """Raise :class:`InvalidRulesError` unless ``value`` is a whole number in ``minimum..maximum``.

    The check of :class:`cardlab.rules_fields.Whole`, for a value outside a ``Rules`` class.
    """
    Whole(minimum, maximum)(name, value)


def check_player_id(name: str, value) -> None:
    """Refuse a player that is not a seat number, a short name or a :class:`SeatName` (calculators take any).

    Raises:
        CardTypeError: ``error.player_id``, quoting the value.
    """
    if isinstance(value, bool) or not (isinstance(value, int) and abs(value) < 2 ** 63
                                       or isinstance(value, str) and len(value) <= 100
                                       or isinstance(value, SeatName)):
        raise CardTypeError.of("error.player_id", name=name, value=quoted(value))


def check_hand_size(cards, maximum: int, what: str, value=None) -> None:
    """Refuse a hand of more than ``maximum`` cards before an exact search spends minutes on it.

    ``what`` is the catalogue code naming the kind of hand (``"hand.indian_rummy"``); ``value`` the
    input as the caller gave it (quoted, cut short).

    Raises:
        CardlabError: ``error.hand_size``.
    """
    if len(cards) > maximum:
        raise CardlabError.of("error.hand_size", value=quoted(cards if value is None else value), n=len(cards),
                              what=Reason(what), maximum=maximum)


def moves_seen_by(state, seat: int | None) -> list[tuple[int, "Action"]]:
    """``(index in state.history, move)`` for every move ``seat`` may know of, in order.

    A game whose state hides some moves from other seats (Chắn: a claim a seat lets go) says so with
    ``history_seen_by``; in the others every move is public. ``seat`` None (a watcher of bots, who sees
    every hand) sees every move. Raises what ``history_seen_by`` raises for a seat not at the table.
    """
    seen_by = getattr(state, "history_seen_by", None)
    if seen_by is None or seat is None:
        return list(enumerate(state.history))
    seen = {id(move) for move in seen_by(seat)}   # the same objects as in history, in the same order
    return [(i, move) for i, move in enumerate(state.history) if id(move) in seen]


def seat_order(start: int, players: int, direction: str = "clockwise") -> list[int]:
    """Seats from ``start`` in turn order; ``counterclockwise`` goes down."""
    step = 1 if direction == "clockwise" else -1
    return [(start + step * k) % players for k in range(players)]


class SeatName:
    """A seat's name that renders in the language of the sentence it sits in.

    ``SeatName(0)`` is "Player 0" / "Người chơi 0"; ``SeatName(0, you=True)`` adds "(you)" / "(bạn)".
    Reasons may carry it as a parameter: the catalogue renders it in the reason's language.
    """

    __slots__ = ("player", "you")

    def __init__(self, player, you: bool = False):
        self.player, self.you = player, you

    def localized(self, language: str | None = None) -> str:
        """The name in ``language`` (default: the current one); CardlabError for a language with no catalogue."""
        return message("seat.you" if self.you else "seat.player", language_of(language), player=self.player)

    text = localized

    def __str__(self) -> str:
        return self.localized()

    def __repr__(self) -> str:
        return f"SeatName({self.player!r}{', you=True' if self.you else ''})"

    def __eq__(self, other) -> bool:
        return isinstance(other, SeatName) and (self.player, self.you) == (other.player, other.you)

    def __hash__(self) -> int:
        return hash((self.player, self.you))


class SeatList:
    """Several seats in one sentence: "Player 1 and Player 3" / "Người chơi 1 và Người chơi 3".

    Like :class:`SeatName`, it renders in the language of the sentence it sits in.
    """

    __slots__ = ("players", "you")

    def __init__(self, players, you: int | None = None):
        self.players, self.you = tuple(players), you

    def localized(self, language: str | None = None) -> str:
        """The names in ``language`` (default: the current one); CardlabError for a language with no catalogue."""
        language = language_of(language)
        names = [SeatName(p, p == self.you).localized(language) for p in self.players]
        if len(names) < 2:
            return "".join(names)
        return message("seat.list", language, first=", ".join(names[:-1]), last=names[-1])

    text = localized

    def __str__(self) -> str:
        return self.localized()

    def __repr__(self) -> str:
        return f"SeatList({self.players!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, SeatList) and (self.players, self.you) == (other.players, other.you)

    def __hash__(self) -> int:
        return hash((self.players, self.you))


def _marking_you(reason: Reason, you: int | None) -> Reason:
    """``reason`` with the learner's seat (``you``) named as theirs; games put plain seats in reasons."""
    if you is None:
        return reason
    params = dict(reason.params)
    for name, value in params.items():
        if isinstance(value, SeatName) and value.player == you:
            params[name] = type(value)(value.player, you=True)  # a game's own kind of name (chan.Who) stays one
        elif isinstance(value, SeatList) and you in value.players:
            params[name] = SeatList(value.players, you)
        elif isinstance(value, Reason):
            params[name] = _marking_you(value, you)
    return Reason(reason.code, **params)


def seat_name(player, you: int | None = None, language: str | None = None) -> str:
    """"Player 2" / "Người chơi 2"; the learner's own seat (``you``) adds "(you)" / "(bạn)".

    In a game between bots pass no ``you``: nobody there is "you".
    """
    return SeatName(player, you is not None and player == you).localized(language)


def phase_name(phase, language: str | None = None, legal=None) -> str:
    """What a game's :class:`Phase` waits for, in words: ``tongits.Phase.MELD`` → "expose, lay off, then discard".

    The message code is ``phase.<game>.<value>`` (the game read from the enum's module). ``legal``: the
    moves (:class:`Action`) or their kinds allowed now, when the words are for the player to act; a phase
    whose words name a move that is only sometimes allowed (Phỏm's Ù, Chắn's Thiên ù and Chíu, see
    :data:`PHASE_CHOICES`) then names only those of them that are allowed.

    Raises:
        CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
    """
    language = language_of(language)
    game = type(phase).__module__.split(".")[1] if type(phase).__module__.startswith("cardlab.") else ""
    code = f"phase.{game}.{getattr(phase, 'value', phase)}"
    if legal is not None and code in PHASE_CHOICES:
        kinds = {getattr(a, "kind", a) for a in legal}
        named = [word for word, its_kinds in PHASE_CHOICES[code] if kinds & set(its_kinds)]
        code = f"{code}.{'_'.join(named) or 'none'}"
    return message(code, language) if has_message(code) else str(getattr(phase, "value", phase))


#: The moves a phase's words name that are only sometimes allowed: ``(word, kinds)`` in the order the words
#: name them. :func:`phase_name` given the legal moves picks ``phase.<game>.<value>.<words present>`` (joined
#: by "_", or ``none``), so a status line never offers a move that has no button (issue #32).
PHASE_CHOICES = {
    "phase.phom.discard": (("u", ("u", "u_khan")),),
    "phase.chan.opening": (("u", ("u",)),),
    "phase.chan.claim": (("u", ("u",)), ("chiu", ("chiu",))),
}


def over_text(phase, language: str | None = None) -> str:
    """The end of a game's hand or deal, as a sentence: "The hand is over" (Tongits, Phỏm), "The deal is over"."""
    words = phase_name(phase, language)
    return words[:1].upper() + words[1:]


def turn_text(player, phase, you: int | None = None, language: str | None = None, legal=None) -> str:
    """"Player 0 (you) to act: draw or chow" / "Đến lượt Người chơi 0 (bạn): bốc hoặc ăn bài".

    ``legal``: the moves allowed now (see :func:`phase_name`), so that only those are offered.
    """
    return message("turn.to_act", language, player=seat_name(player, you, language),
                   phase=phase_name(phase, language, legal))


register_messages({
    "seat.player": {"en": "Player {player}", "vi": "Người chơi {player}"},
    # The kinds of hand check_hand_size names.
    "hand.indian_rummy": {"en": "an Indian Rummy hand (the cards dealt, the one drawn, and two more to practise with)",
                          "vi": "bài trên tay Indian Rummy (các lá được chia, lá vừa bốc, thêm hai lá để luyện tập)"},
    "seat.you": {"en": "Player {player} (you)", "vi": "Người chơi {player} (bạn)"},
    "seat.list": {"en": "{first} and {last}", "vi": "{first} và {last}"},
    "turn.to_act": {"en": "{player} to act: {phase}", "vi": "Đến lượt {player}: {phase}"},
    "outcome.winner": {"en": "winner: {player}", "vi": "người thắng: {player}"},
    "outcome.no_winner": {"en": "no winner", "vi": "không ai thắng"},
    "outcome.payment": {"en": "{player} {amount}", "vi": "{player} {amount}"},
    "outcome.summary": {"en": "{head}; payments: {payments}. {reasons}",
                        "vi": "{head}; tiền trả: {payments}. {reasons}"},
    # Generic moves (a game attaches its own label where a move needs more words).
    "action.draw": {"en": "draw", "vi": "bốc bài"},
    # What each part of an Action must be (error.action_shape).
    "action.expected.kind": {"en": "the name of a move, such as 'draw' or 'discard'",
                             "vi": "tên một nước đi, như 'draw' hoặc 'discard'"},
    "action.expected.cards": {"en": "a tuple of this game's cards, such as (Card.parse('9C'),)",
                              "vi": "một tuple các lá bài của trò chơi này, như (Card.parse('9C'),)"},
    "action.expected.player": {"en": "None or a seat number", "vi": "None hoặc số ghế"},
    "action.expected.target": {"en": "None, a number or a tuple (the meld or the player the move aims at)",
                               "vi": "None, một số hoặc một tuple (phỏm hoặc người chơi mà nước đi nhắm tới)"},
    "action.discard": {"en": "discard {cards}", "vi": "đánh {cards}"},
    "action.fight": {"en": "call Fight", "vi": "gọi Khiêu chiến (Fight)"},
    "action.challenge": {"en": "challenge", "vi": "thách đấu"},
    "action.fold": {"en": "fold", "vi": "bỏ cuộc"},
    "action.expose": {"en": "expose {cards}", "vi": "hạ phỏm {cards}"},
    "action.chow": {"en": "chow {cards}", "vi": "ăn bài {cards}"},
    "action.sapaw": {"en": "sapaw {cards} on meld {target}", "vi": "gửi bài {cards} vào phỏm số {target}"},
    "action.eat": {"en": "eat {cards}", "vi": "ăn {cards}"},
    "action.lay_down": {"en": "lay down {cards}", "vi": "hạ phỏm {cards}"},
    "action.send": {"en": "send {cards}", "vi": "gửi bài {cards}"},
    "action.finish_laying_down": {"en": "finish laying down", "vi": "hạ xong"},
    "action.finish_sending": {"en": "stop sending", "vi": "thôi gửi bài"},
    "action.u": {"en": "declare Ù {cards}", "vi": "báo Ù {cards}"},
    "action.u_khan": {"en": "declare Ù khan", "vi": "báo Ù khan"},
    "action.drop": {"en": "drop", "vi": "bỏ cuộc"},
    "action.declare": {"en": "show, putting {cards} face down", "vi": "khai bài, úp lá {cards}"},
    "action.chan": {"en": "chắn {cards}", "vi": "chắn {cards}"},
    "action.ca": {"en": "cạ {cards}", "vi": "cạ {cards}"},
    "action.chiu": {"en": "chíu {cards}", "vi": "chíu {cards}"},
    "action.decline": {"en": "let {cards} go", "vi": "bỏ qua {cards}"},
    "action.leave": {"en": "leave {cards}", "vi": "để lại {cards}"},
    # Labels a game attaches where the move names more than its cards (a seat, a meld).
    "action.tongits.chow": {"en": "chow {card} with {cards}", "vi": "ăn {card} với {cards}"},
    "action.tongits.chow_onto": {"en": "chow {card} onto meld {n} ({meld})",
                                 "vi": "ăn {card} vào phỏm số {n} ({meld})"},
    "action.tongits.sapaw": {"en": "sapaw {card} on meld {n} ({meld})", "vi": "gửi bài {card} vào phỏm số {n} ({meld})"},
    "action.phom.eat": {"en": "eat {card} from {player}", "vi": "ăn {card} của {player}"},
    "action.phom.mom": {"en": "lay down nothing (móm)", "vi": "không hạ được gì (móm)"},
    "action.phom.send": {"en": "send {card} onto {phom} of {player}", "vi": "gửi bài {card} vào phỏm {phom} của {player}"},
    # Phases, per game.
    "phase.tongits.draw": {"en": "draw or chow", "vi": "bốc hoặc ăn bài"},
    "phase.tongits.meld": {"en": "expose, lay off, then discard", "vi": "hạ phỏm, gửi bài rồi đánh"},
    "phase.tongits.respond": {"en": "answer the Fight: challenge or fold",
                              "vi": "trả lời Khiêu chiến: thách đấu hoặc bỏ cuộc"},
    "phase.tongits.over": {"en": "the hand is over", "vi": "ván đã kết thúc"},
    "phase.phom.draw": {"en": "eat the discard or draw", "vi": "ăn lá vừa đánh hoặc bốc"},
    "phase.phom.discard": {"en": "discard, or declare Ù", "vi": "đánh một lá, hoặc báo Ù"},
    "phase.phom.discard.u": {"en": "discard, or declare Ù", "vi": "đánh một lá, hoặc báo Ù"},
    "phase.phom.discard.none": {"en": "discard", "vi": "đánh một lá"},
    "phase.phom.lay_down": {"en": "lay down phỏm", "vi": "hạ phỏm"},
    "phase.phom.send": {"en": "send cards onto phỏm laid down", "vi": "gửi bài vào phỏm đã hạ"},
    "phase.phom.over": {"en": "the hand is over", "vi": "ván đã kết thúc"},
    "phase.indian_rummy.draw": {"en": "draw from the stock or the discard pile, or drop",
                                "vi": "bốc từ nọc hoặc bài bỏ, hoặc bỏ cuộc"},
    "phase.indian_rummy.discard": {"en": "discard, or show", "vi": "đánh một lá, hoặc khai bài"},
    "phase.indian_rummy.over": {"en": "the deal is over", "vi": "ván đã kết thúc"},
    "phase.chan.opening": {"en": "declare Thiên ù or make the first discard",
                           "vi": "báo Thiên ù hoặc đánh lá đầu tiên"},
    "phase.chan.opening.u": {"en": "declare Thiên ù or make the first discard",
                             "vi": "báo Thiên ù hoặc đánh lá đầu tiên"},
    "phase.chan.opening.none": {"en": "make the first discard", "vi": "đánh lá đầu tiên"},
    "phase.chan.claim": {"en": "claim the card (win or Chíu) or let it go",
                         "vi": "bắt lá vừa ra (ù hoặc Chíu) hoặc bỏ qua"},
    "phase.chan.claim.u_chiu": {"en": "claim the card (win or Chíu) or let it go",
                                "vi": "bắt lá vừa ra (ù hoặc Chíu) hoặc bỏ qua"},
    "phase.chan.claim.u": {"en": "win on the card (ù) or let it go", "vi": "ù lá vừa ra hoặc bỏ qua"},
    "phase.chan.claim.chiu": {"en": "Chíu the card or let it go", "vi": "Chíu lá vừa ra hoặc bỏ qua"},
    "phase.chan.claim.none": {"en": "let the card go", "vi": "bỏ qua lá vừa ra"},
    "phase.chan.respond": {"en": "capture the card or turn up a stock card",
                           "vi": "ăn lá vừa ra hoặc lật một lá nọc"},
    "phase.chan.turned": {"en": "capture the turned-up card or leave it",
                          "vi": "ăn lá vừa lật hoặc để lại"},
    "phase.chan.discard": {"en": "discard", "vi": "đánh một lá"},
    "phase.chan.over": {"en": "the deal is over", "vi": "ván đã kết thúc"},
})
