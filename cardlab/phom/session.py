"""A Phỏm session: hand after hand at one table, the winner opening the next, with running totals."""
from __future__ import annotations

from typing import Sequence

from ..session import Session as _Session, table_bots
from .game import State, new_game
from .rules import Rules, _rules


class Session(_Session):
    """Hands (ván) of Phỏm played one after another at one table, with running totals.

    ``seed`` decides every deal: hand ``k`` (0, 1, 2…) is dealt from
    :meth:`hand_seed` ``(k)``. ``first_player`` (the room creator) opens the
    first hand; the winner of each hand opens the next one, as the Xeeng guide's
    rules say (every Phỏm hand has a winner: if everyone is móm, the first
    to be móm wins). ``players``: 2, 3 or 4.

    ``hands``: the finished hands (:class:`State`, each with its record);
    ``totals``: ``{seat: sum of that seat's payments}`` (zero-sum, with
    ``"house"`` when there is a house fee); ``first_player``: who opens the
    next hand.

    Play a hand with :meth:`new_hand`, then hand it back with :meth:`record`;
    or let bots play with :meth:`play` (see :func:`play_session`).

    Raises:
        CardlabError: for a seed that is not a whole number from 0 to 2**63 - 1, a table not of
            2–4 players or a ``first_player`` that is not a seat;
            InvalidRulesError for bad rules.
    """

    _KEY, _GAME = "phom", "Phỏm"
    _STATE, _RULES = State, Rules
    _make_rules = staticmethod(_rules)
    rules: Rules
    hands: list[State]

    def __init__(self, seed: int = 0, rules=None, first_player: int = 0, players: int = 4):
        super().__init__(seed, rules, first_player, players)

    def new_hand(self) -> State:
        """Deal the next hand, opened by :attr:`first_player`."""
        return new_game(self.hand_seed(len(self.hands)), self.rules, self.players, first_player=self.first_player)

    def _is_next_hand(self, state: State, seed: int) -> bool:
        return ((state.seed, state.first_player, state.players, state.rules)
                == (seed, self.first_player, self.players, self.rules))

    def _record_table(self) -> dict:
        return {"players": self.players, "first_player": self.opener}

    @classmethod
    def _from_record(cls, data: dict, rules: Rules) -> "Session":
        return cls(data.get("seed"), rules, data.get("first_player", 0), data.get("players", 4))


def play_session(bots: Sequence = ("greedy", "random", "random", "random"), hands: int = 5, seed: int = 0,
                 rules=None, first_player: int = 0) -> Session:
    """Play ``hands`` hands of Phỏm between ``bots`` (one per seat, 2–4) at one table.

    The winner of each hand opens the next. The same arguments always give
    the same session (deals and bots are seeded from ``seed``). ``.totals``
    is the running total per seat.

    Raises:
        CardlabError: for ``bots`` that is not 2 to 4 bots, and as
            :class:`Session` and :meth:`Session.play`.
    """
    bots = table_bots(bots)
    return Session(seed, rules, first_player, players=len(bots)).play(bots, hands)
