"""Hand after hand at one table with running totals: the part every game's session shares.

Each game's ``session`` module subclasses :class:`Session` with the two
things that differ between games — how a hand is dealt from the seat that
opens (or deals) it, and who opens the next hand — plus its record's table
fields. Seeds, running totals, bot play, records and replay, and the checks
of bad input live here once.
"""
from __future__ import annotations

import importlib
import json
import random
from typing import Any, Sequence

from .engine import Outcome, SeatName, rules_to_dict
from .errors import CardlabError
from .explain import Reason, quoted


class Session:
    """Hands (ván) of one game played one after another at one table, with running totals.

    A game's subclass sets the class attributes below and the hooks
    :meth:`new_hand`, :meth:`_is_next_hand` and :meth:`_record_table` /
    :meth:`_from_record`; the default opener hooks follow a ``first_player``
    who opens each hand, the winner opening the next one (the same player
    again after a hand without a winner).

    ``hands``: the finished hands (each with its record); ``totals``:
    ``{seat: sum of that seat's payments}``; ``players``: the table's size.

    Raises:
        CardlabError: for a seed that is not a whole number, a table of a
            size the game does not play or an opener that is not a seat;
            InvalidRulesError for bad rules.
    """

    _KEY = ""                       # the game's module name: "tongits", the record's "tongits-session"
    _GAME = ""                      # the game's name in messages: "Tongits"
    _TABLE = (2, 4)                 # the table sizes the game plays
    _QUOTE = 60                     # how much of a bad input a message quotes
    _STATE: type = object           # the game's State
    _RULES: type = object           # the game's Rules
    _DEFAULT_BOTS: tuple = ("greedy", "random", "random", "random")

    @staticmethod
    def _make_rules(rules):
        """The game's rules from ``rules`` (None, a dict or Rules); InvalidRulesError if bad."""
        raise NotImplementedError

    def __init__(self, seed: int, rules, opener, players: int):
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError.of("error.whole_number", name="seed", value=quoted(seed))
        low, high = self._TABLE
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise CardlabError.of("error.players", value=quoted(players), game=self._GAME, minimum=low, maximum=high)
        self.players = players
        opener = self._check_opener(opener)
        self.seed = seed
        self.rules = self._make_rules(rules)
        self.hands: list = []
        self.totals: dict = {p: 0 for p in range(players)}
        # Hand seeds come from their own generator, so a session never touches global randomness.
        self._seeds = random.Random(seed)
        self._seed_list: list[int] = []
        self._start(opener)

    # -- hooks: who opens -------------------------------------------------------------------

    def _check_opener(self, opener):
        """``opener`` if it is a seat at this table (the ``first_player`` argument)."""
        if isinstance(opener, bool) or opener not in range(self.players):
            raise CardlabError.of("error.seat", name="first_player", value=quoted(opener), last=self.players - 1)
        return opener

    def _start(self, opener) -> None:
        """Seat ``opener`` to open the first hand."""
        self.opener = opener                    # who opened the first hand
        self.first_player = opener              # who opens the next hand

    def _advance(self, out: Outcome) -> None:
        """After a finished hand: its winner opens the next; after a hand without a winner, the same player."""
        if out.winner is not None:
            self.first_player = out.winner

    def _wrong_hand(self, state, k: int, seed: int) -> CardlabError:
        """The error for a ``state`` that is not hand ``k`` as this session deals it."""
        return CardlabError.of("error.session.wrong_hand", value=quoted(state), k=k, seed=seed,
                               player=SeatName(self.first_player), n=self.players)

    # -- hooks: the game's deal and record --------------------------------------------------

    def new_hand(self):
        """Deal the next hand."""
        raise NotImplementedError

    def _is_next_hand(self, state, seed: int) -> bool:
        """Whether ``state`` is the hand :meth:`new_hand` deals from ``seed`` now."""
        raise NotImplementedError

    def _record_table(self) -> dict:
        """The record's fields that set the table (size, first opener), in the record's order."""
        return {"first_player": self.opener}

    @classmethod
    def _from_record(cls, data: dict, rules) -> "Session":
        """The empty session a record's fields describe."""
        raise NotImplementedError

    # -- shared ---------------------------------------------------------------------------

    def hand_seed(self, k: int) -> int:
        """The seed hand ``k`` (0 for the first) is dealt from; fixed by the session's seed.

        Raises:
            CardlabError: for ``k`` that is not a whole number ≥ 0.
        """
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise CardlabError.of("error.session.hand_number", value=quoted(k))
        while len(self._seed_list) <= k:
            self._seed_list.append(self._seeds.randrange(2 ** 31))
        return self._seed_list[k]

    def record(self, state) -> Outcome:
        """Add a finished hand (dealt by :meth:`new_hand`) to the totals; its winner opens the next hand.

        Raises:
            CardlabError: if ``state`` is not over, or is not the hand this
                session deals next (another seed, opener, table or rules).
        """
        if not isinstance(state, self._STATE):
            raise CardlabError.of("error.session.not_a_hand", value=quoted(state, self._QUOTE), game=self._GAME)
        k = len(self.hands)
        seed = self.hand_seed(k)
        if not self._is_next_hand(state, seed):
            raise self._wrong_hand(state, k, seed)
        if not state.is_terminal():
            raise CardlabError.of("error.session.not_over", value=quoted(state))
        out = state.outcome()
        for p, amount in out.payments.items():
            self.totals[p] = self.totals.get(p, 0) + amount
        self.hands.append(state)
        self._advance(out)
        return out

    def play(self, bots: Sequence = _DEFAULT_BOTS, hands: int = 1, max_actions: int = 100_000) -> "Session":
        """Let ``bots`` (one per seat: bot objects or ``"greedy"`` / ``"random"``) play ``hands`` more hands.

        Raises:
            CardlabError: for a wrong number of bots, an unknown bot name, a
                bad number of hands, or a hand that does not end.
        """
        from .bots import make_bot

        if isinstance(hands, bool) or not isinstance(hands, int) or hands < 0:
            raise CardlabError.of("error.int_min", name="hands", value=quoted(hands), minimum=0)
        if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
            raise CardlabError.of("error.session.bots", value=quoted(bots, self._QUOTE), n=self.players)
        bots = list(bots)
        if len(bots) != self.players:
            raise CardlabError.of("error.session.bots", value=quoted(bots, self._QUOTE), n=self.players)
        # Imported here: the game's package imports its session module while it loads.
        game = importlib.import_module(f"cardlab.{self._KEY}")
        seated = [make_bot(game, b, seed=self.seed * 101 + i) if isinstance(b, str) else b
                  for i, b in enumerate(bots)]
        for _ in range(hands):
            state = self.new_hand()
            for _ in range(max_actions):
                if state.is_terminal():
                    break
                p = state.current_player
                state.apply(seated[p].choose(state.view(p)))
            else:
                raise CardlabError.of("error.session.no_end", k=len(self.hands), game=self._GAME, seed=self.seed,
                                      n=max_actions)
            self.record(state)
        return self

    def to_json(self) -> str:
        """The session's record: seed, rules, table (size, first opener) and each hand's record."""
        return json.dumps({"game": f"{self._KEY}-session", "seed": self.seed, "rules": rules_to_dict(self.rules),
                           **self._record_table(),
                           "hands": [json.loads(s.to_json()) for s in self.hands]}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Session":
        """Replay a record made by :meth:`to_json`: every hand again, the totals recomputed.

        Raises:
            CardlabError: if the text is not a session record of this game or
                a hand in it does not replay as this session deals it.
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise CardlabError.of("error.session.not_a_record", text=quoted(str(text), 60), detail=exc) from None
        if not isinstance(data, dict) or data.get("game") != f"{cls._KEY}-session":
            raise CardlabError.of("error.session.wrong_record", game=cls._GAME,
                                  found=quoted(data.get("game") if isinstance(data, dict) else None))
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise CardlabError.of("error.session.bad_record", game=cls._GAME,
                                  detail=Reason("error.record_rules", value=quoted(rules, cls._QUOTE)))
        try:
            rules = cls._RULES(**rules)
        except TypeError as exc:
            raise CardlabError.of("error.session.bad_record", game=cls._GAME,
                                  detail=Reason("error.record_bad_rules", detail=str(exc))) from None
        session = cls._from_record(data, rules)
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise CardlabError.of("error.session.bad_record", game=cls._GAME,
                                  detail=Reason("error.record_hands", value=quoted(hands, cls._QUOTE)))
        for hand in hands:
            session.record(cls._STATE.from_json(json.dumps(hand)))
        return session

    def __repr__(self) -> str:
        totals = ", ".join(f"{p}: {v:+d}" for p, v in self.totals.items())
        return f"<{self._KEY}.Session seed={self.seed} hands={len(self.hands)} totals {totals}>"


def table_bots(bots: Any, minimum: int = 2, maximum: int = 4) -> list:
    """``bots`` as a list, when it is one bot per seat of a table of ``minimum``–``maximum`` players.

    Raises:
        CardlabError: for ``bots`` that is not a sequence of that many bots.
    """
    if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
        raise CardlabError.of("error.session.bots_range", value=quoted(bots, 60), minimum=minimum, maximum=maximum)
    bots = list(bots)
    # The table's size comes from the bots: a wrong count is about bots=, not a players= the caller never gave.
    if not minimum <= len(bots) <= maximum:
        raise CardlabError.of("error.session.bots_range", value=quoted(bots, 60), minimum=minimum, maximum=maximum)
    return bots
