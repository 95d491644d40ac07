"""A Chắn match: deal after deal at one table, the winner dealing the next, with running totals."""
from __future__ import annotations

from typing import Sequence

from ..engine import Outcome, SeatName
from ..errors import CardlabError
from ..explain import Reason, quoted
from ..records import optional, whole_number
from ..session import Session as _Session, table_bots
from .game import _FRESH_SEEDS, State, _check_seat, new_game
from .rules import Rules, _rules


class Session(_Session):
    """Deals (ván) of Chắn played one after another at one table, with running totals.

    ``seed`` decides every deal: deal ``k`` (0, 1, 2…) is dealt from
    :meth:`hand_seed` ``(k)`` (``seed=None`` draws a seed and keeps it in
    ``.seed``, so the record replays). ``players``: 2, 3 or 4.

    **Who deals.** The rules page is silent (the Tổ Tôm / Chắn page plays a
    single deal), so cardlab follows the usual table custom: the winner of a
    deal deals the next one; after a drawn deal the same dealer deals again.
    ``dealer`` deals the first deal (default: the dealer the first deal's
    seed draws, as :func:`new_game` does).

    **Cước that depend on the previous deal.** Each deal is told who won the
    previous one (``State.previous_winner``; ``None`` after a drawn deal):
    with ``extra_traditional_bonuses``, a winner who also won the previous
    deal scores *Thông* (a drawn deal in between breaks the run). *Địa ù*
    (a win on the first stock card of the deal) is recorded by the deal
    itself. Without the option both are noted in the deal's flags but score
    nothing.

    ``hands``: the finished deals (:class:`State`, each with its record);
    ``totals``: ``{seat: sum of that seat's payments}`` (zero-sum);
    ``dealer``: who deals the next deal; ``first_dealer``: who dealt the
    first; ``previous_winner``: the last deal's winner (``None`` if drawn or
    before the first deal).

    Play a deal with :meth:`new_hand`, then hand it back with :meth:`record`;
    or let bots play with :meth:`play` (see :func:`play_session`).

    Raises:
        CardlabError: for a seed that is not a whole number from 0 to 2**63 - 1 (or None), a
            table not of 2–4 players or a ``dealer`` that is not a seat;
            InvalidRulesError for bad rules.
    """

    _KEY, _GAME = "chan", "Chắn"
    _STATE, _RULES = State, Rules
    _make_rules = staticmethod(_rules)
    _RECORD_FIELDS = {"players": (False, optional(whole_number)), "dealer": (False, optional(whole_number))}
    rules: Rules
    hands: list[State]

    def __init__(self, seed: int | None = 0, rules=None, dealer: int | None = None, players: int = 4):
        if seed is None:
            seed = _FRESH_SEEDS.randrange(2 ** 31)
        super().__init__(seed, rules, dealer, players)

    def _check_opener(self, dealer):
        return _check_seat("dealer", dealer, self.players)

    def _start(self, dealer) -> None:
        self.previous_winner: int | None = None
        if dealer is None:
            dealer = new_game(self.hand_seed(0), self.rules, self.players).dealer
        self.first_dealer = dealer              # who dealt the first deal
        self.dealer = dealer                    # who deals the next deal

    def _advance(self, out: Outcome) -> None:
        # The winner deals next; after a drawn deal the dealer deals again.
        if out.winner is not None:
            self.dealer = out.winner
        self.previous_winner = out.winner

    def new_hand(self) -> State:
        """Deal the next deal: dealt by :attr:`dealer`, told who won the previous one."""
        return new_game(self.hand_seed(len(self.hands)), self.rules, self.players, dealer=self.dealer,
                        previous_winner=self.previous_winner)

    def _is_next_hand(self, state: State, seed: int) -> bool:
        return ((state.seed, state.dealer, state.previous_winner, state.players, state.rules)
                == (seed, self.dealer, self.previous_winner, self.players, self.rules))

    def _wrong_hand(self, state: State, k: int, seed: int) -> CardlabError:
        previous = (Reason("chan.session.no_previous_winner") if self.previous_winner is None
                    else SeatName(self.previous_winner))
        return CardlabError.of("error.chan.session_wrong_hand", value=quoted(state), k=k, seed=seed,
                               dealer=SeatName(self.dealer), previous=previous, n=self.players)

    def _record_table(self) -> dict:
        return {"players": self.players, "dealer": self.first_dealer}

    @classmethod
    def _from_record(cls, data: dict, rules: Rules) -> "Session":
        # The base class has refused a record without a seed: None would deal something else.
        return cls(data.get("seed"), rules, data.get("dealer"), data.get("players", 4))


def play_session(bots: Sequence = ("greedy", "random", "random", "random"), hands: int = 5, seed: int | None = 0,
                 rules=None, dealer: int | None = None) -> Session:
    """Play ``hands`` deals of Chắn between ``bots`` (one per seat, 2–4) at one table.

    The winner of each deal deals the next (after a drawn deal the same
    dealer deals again); ``dealer`` deals the first (default: drawn from the
    seed). The same arguments always give the same session (deals and bots
    are seeded from ``seed``). ``.totals`` is the running total per seat.

    Raises:
        CardlabError: for ``bots`` that is not 2 to 4 bots, and as
            :class:`Session` and :meth:`Session.play`.
    """
    bots = table_bots(bots)
    return Session(seed, rules, dealer, players=len(bots)).play(bots, hands)
