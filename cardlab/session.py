"""Hand after hand at one table with running totals: the part every game's session shares.

Each game's ``session`` module subclasses :class:`Session` with the two
things that differ between games — how a hand is dealt from the seat that
opens (or deals) it, and who opens the next hand — plus its record's table
fields. Seeds, running totals, bot play, records and replay, and the checks
of bad input live here once: numbers through :func:`cardlab.inputs.check_whole_number`,
records through :func:`cardlab.inputs.read_json` and :func:`cardlab.records.check_fields`.
"""
from __future__ import annotations

import importlib
import json
import random
from typing import Any, Sequence

from .engine import Outcome, SeatName, rules_to_dict
from .errors import CardlabError
from .explain import Reason, quoted
from .inputs import check_whole_number, is_whole_number, read_json
from .play import check_max_actions, make_players
from .records import MAX_RECORD_DEPTH, check_fields, check_seed, obj, optional, unknown_rules, whole_number
from .records import seed as seed_shape, text as text_shape

MAX_HANDS = 10_000
"""A session holds at most this many hands (a course session plays 5 to 100).

Hand ``k`` is dealt from the ``k``-th seed a generator draws, so :meth:`Session.hand_seed` draws
``k + 1`` seeds: bounding ``k`` keeps it to milliseconds and a few hundred kilobytes."""

MAX_SESSION_CHARS = 100_000_000
"""The longest session record :meth:`Session.from_json` reads: :data:`MAX_HANDS` hands of up to
10,000 characters each (a hand's record takes 3,000 to 6,000)."""


def hand_records(value):
    """A session record's ``hands``: a list of at most :data:`MAX_HANDS` hand records (each checked when replayed)."""
    ok = isinstance(value, list) and len(value) <= MAX_HANDS
    return None if ok else Reason("input.what.hand_records", limit=MAX_HANDS)


SESSION_RECORD = {"game": (True, text_shape), "seed": (True, optional(seed_shape)), "rules": (False, obj),
                  "hands": (False, hand_records)}
"""The fields every game's session record has; a game adds its table's (:attr:`Session._RECORD_FIELDS`)."""


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
        CardlabError: for a seed that is not a whole number from 0 to 2**63 - 1, a table of a
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
    _RECORD_FIELDS: dict = {"players": (False, optional(whole_number)), "first_player": (False, whole_number)}

    @staticmethod
    def _make_rules(rules):
        """The game's rules from ``rules`` (None, a dict or Rules); InvalidRulesError if bad."""
        raise NotImplementedError

    def __init__(self, seed: int, rules, opener, players: int):
        check_seed(seed)
        low, high = self._TABLE
        if not is_whole_number(players, low, high):
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
        if not is_whole_number(opener, 0, self.players - 1):
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
            CardlabError: for ``k`` that is not a whole number from 0 to :data:`MAX_HANDS` - 1
                (the seeds are drawn in turn, so a hand number must stay small).
        """
        check_whole_number("k", k, 0, MAX_HANDS - 1, Reason("input.what.hand_number", limit=MAX_HANDS))
        while len(self._seed_list) <= k:
            self._seed_list.append(self._seeds.randrange(2 ** 31))
        return self._seed_list[k]

    def record(self, state) -> Outcome:
        """Add a finished hand (dealt by :meth:`new_hand`) to the totals; its winner opens the next hand.

        Raises:
            CardlabError: if ``state`` is not over, or is not the hand this
                session deals next (another seed, opener, table or rules),
                or the session already holds :data:`MAX_HANDS` hands.
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

        ``hands``: 0 or more, up to :data:`MAX_HANDS` in the session; ``max_actions``: the most
        moves one hand may take (1 to :data:`cardlab.play.MAX_ACTIONS`).

        Raises:
            CardlabError: for a wrong number of bots, something that is not a
                bot or a bot's name, a number of hands that is not a whole
                number or would take the session past :data:`MAX_HANDS`, or a
                hand that does not end.
            InvalidRulesError: for ``max_actions`` that is not a whole number
                in range (as :func:`cardlab.play` says).
        """
        played = len(self.hands)
        check_whole_number("hands", hands, 0, MAX_HANDS - played,
                           Reason("input.what.hands", limit=MAX_HANDS, played=played))
        check_max_actions(max_actions)
        if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
            raise CardlabError.of("error.session.bots", value=quoted(bots, self._QUOTE), n=self.players)
        bots = list(bots)
        if len(bots) != self.players:
            raise CardlabError.of("error.session.bots", value=quoted(bots, self._QUOTE), n=self.players)
        # Imported here: the game's package imports its session module while it loads.
        game = importlib.import_module(f"cardlab.{self._KEY}")
        seated = make_players(game, bots, self.seed)
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
        """The session's record: seed, rules, table (size, first opener) and each hand's record.

        Raises nothing: every field was checked when the session was made.
        """
        return json.dumps({"game": f"{self._KEY}-session", "seed": self.seed, "rules": rules_to_dict(self.rules),
                           **self._record_table(),
                           "hands": [json.loads(s.to_json()) for s in self.hands]}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Session":
        """Replay a record made by :meth:`to_json`: every hand again, the totals recomputed.

        ``text``: ``str`` or UTF-8 ``bytes``, read by :func:`cardlab.inputs.read_json` (at most
        :data:`MAX_SESSION_CHARS` characters, nested at most
        :data:`~cardlab.records.MAX_RECORD_DEPTH` deep, no number past 64 bits).

        Raises:
            CardlabError: ``error.session.not_a_record`` if the input is not
                JSON text within those limits, ``error.session.wrong_record``
                for another game's record, ``error.session.bad_record`` naming
                a field that is missing or malformed, or the error of a hand
                in it that does not replay as this session deals it.
        """
        data = read_json(text, "error.session.not_a_record", max_chars=MAX_SESSION_CHARS,
                         max_depth=MAX_RECORD_DEPTH)
        if not isinstance(data, dict) or data.get("game") != f"{cls._KEY}-session":
            raise CardlabError.of("error.session.wrong_record", game=cls._GAME,
                                  found=quoted(data.get("game") if isinstance(data, dict) else None, 60))
        check_fields(data, {**SESSION_RECORD, **cls._RECORD_FIELDS}, cls._GAME, code="error.session.bad_record")
        if data["seed"] is None:
            # A record always holds the seed it was dealt from; None would deal something else.
            raise CardlabError.of("error.session.bad_record", game=cls._GAME, detail=Reason("error.record_no_seed"))
        rules = data.get("rules", {})
        unknown = unknown_rules(rules, cls._RULES)
        if unknown is not None:
            raise CardlabError.of("error.session.bad_record", game=cls._GAME,
                                  detail=Reason("error.record_bad_rules", detail=unknown))
        try:
            rules = cls._RULES(**rules)
        except TypeError as exc:
            # A value of the wrong type, in words of Rules' own (cut short: the sentence must stay short).
            detail = str(exc) if len(str(exc)) <= 200 else str(exc)[:200] + "…"
            raise CardlabError.of("error.session.bad_record", game=cls._GAME,
                                  detail=Reason("error.record_bad_rules", detail=detail)) from None
        session = cls._from_record(data, rules)
        for hand in data.get("hands", []):
            session.record(cls._STATE.from_json(json.dumps(hand, ensure_ascii=False)))
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
