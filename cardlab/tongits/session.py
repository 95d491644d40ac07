"""A Tongits session: hand after hand at one table, the winner opening the next, with running totals."""
from __future__ import annotations

from typing import Sequence

from ..session import Session as _Session
from .game import State, new_game
from .rules import PLAYERS, Rules, _rules


class Session(_Session):
    """Hands (ván) played one after another at one table, with running totals.

    ``seed`` decides every deal: hand ``k`` (0, 1, 2…) is dealt from
    :meth:`hand_seed` ``(k)``. ``first_player`` opens the first hand; the
    winner of each hand opens (deals) the next one, and after a hand without
    a winner (everybody burned at a stock out) the same player opens again.

    ``hands``: the finished hands (:class:`State`, each with its record);
    ``totals``: ``{seat: sum of that seat's payments}`` (zero-sum);
    ``first_player``: who opens the next hand.

    Play a hand with :meth:`new_hand`, then hand it back with :meth:`record`;
    or let bots play with :meth:`play` (see :func:`play_session`).

    Raises:
        CardlabError: for a seed that is not a whole number from 0 to
            2**63 - 1 or a ``first_player`` that is not a seat;
            InvalidRulesError for bad rules.
    """

    _KEY, _GAME, _TABLE, _QUOTE = "tongits", "Tongits", (PLAYERS, PLAYERS), 200
    _STATE, _RULES = State, Rules
    _make_rules = staticmethod(_rules)
    rules: Rules
    hands: list[State]

    def __init__(self, seed: int = 0, rules=None, first_player: int = 0):
        super().__init__(seed, rules, first_player, PLAYERS)

    def new_hand(self) -> State:
        """Deal the next hand, opened by :attr:`first_player`."""
        return new_game(self.hand_seed(len(self.hands)), self.rules, first_player=self.first_player)

    def _is_next_hand(self, state: State, seed: int) -> bool:
        return ((state.seed, state.first_player, state.rules) == (seed, self.first_player, self.rules)
                and state._position is None)

    @classmethod
    def _from_record(cls, data: dict, rules: Rules) -> "Session":
        return cls(data.get("seed"), rules, data.get("first_player", 0))

    def play(self, bots: Sequence = ("greedy", "random", "random"), hands: int = 1,
             max_actions: int = 100_000) -> "Session":
        """Let ``bots`` (one per seat: bot objects or ``"greedy"`` / ``"random"``) play ``hands`` more hands.

        Raises:
            CardlabError: for a wrong number of bots, something that is not a
                bot or a bot's name, a number of hands that is not a whole
                number or would take the session past ``MAX_HANDS``
                (:data:`cardlab.session.MAX_HANDS`), or a hand that does not end.
            InvalidRulesError: for ``max_actions`` that is not a whole number
                from 1 to :data:`cardlab.play.MAX_ACTIONS`.
        """
        return super().play(bots, hands, max_actions)


def play_session(bots: Sequence = ("greedy", "random", "random"), hands: int = 5, seed: int = 0, rules=None,
                 first_player: int = 0) -> Session:
    """Play ``hands`` hands between ``bots`` at one table: the winner of each hand opens the next.

    The same arguments always give the same session (deals and bots are
    seeded from ``seed``). ``.totals`` is the running total per seat.

    Raises:
        CardlabError: as :class:`Session` and :meth:`Session.play`.
    """
    return Session(seed, rules, first_player).play(bots, hands)
