"""A Chắn match: deal after deal at one table, the winner dealing the next, with running totals."""
from __future__ import annotations

import json
import random
from typing import Sequence

from ..engine import Outcome, SeatName, rules_to_dict
from ..errors import CardlabError
from ..explain import Reason, quoted
from .game import _FRESH_SEEDS, State, _check_seat, new_game
from .rules import Rules, _rules


class Session:
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
        CardlabError: for a seed that is not a whole number (or None), a
            table not of 2–4 players or a ``dealer`` that is not a seat;
            InvalidRulesError for bad rules.
    """

    def __init__(self, seed: int | None = 0, rules=None, dealer: int | None = None, players: int = 4):
        if seed is None:
            seed = _FRESH_SEEDS.randrange(2 ** 31)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError.of("error.whole_number", name="seed", value=quoted(seed))
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise CardlabError.of("error.players", value=quoted(players), game="Chắn", minimum=2, maximum=4)
        self.players = players
        dealer = _check_seat("dealer", dealer, players)
        self.seed = seed
        self.rules: Rules = _rules(rules)
        self.hands: list[State] = []
        self.totals: dict = {p: 0 for p in range(players)}
        self.previous_winner: int | None = None
        # Deal seeds come from their own generator, so a session never touches global randomness.
        self._seeds = random.Random(seed)
        self._seed_list: list[int] = []
        if dealer is None:
            dealer = new_game(self.hand_seed(0), self.rules, players).dealer
        self.first_dealer = dealer              # who dealt the first deal
        self.dealer = dealer                    # who deals the next deal

    def hand_seed(self, k: int) -> int:
        """The seed deal ``k`` (0 for the first) is dealt from; fixed by the session's seed.

        Raises:
            CardlabError: for ``k`` that is not a whole number ≥ 0.
        """
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise CardlabError.of("error.session.hand_number", value=quoted(k))
        while len(self._seed_list) <= k:
            self._seed_list.append(self._seeds.randrange(2 ** 31))
        return self._seed_list[k]

    def new_hand(self) -> State:
        """Deal the next deal: dealt by :attr:`dealer`, told who won the previous one."""
        return new_game(self.hand_seed(len(self.hands)), self.rules, self.players, dealer=self.dealer,
                        previous_winner=self.previous_winner)

    def record(self, state: State) -> Outcome:
        """Add a finished deal (dealt by :meth:`new_hand`) to the totals; its winner deals the next one.

        Raises:
            CardlabError: if ``state`` is not over, or is not the deal this
                session deals next (another seed, dealer, previous winner,
                table or rules).
        """
        if not isinstance(state, State):
            raise CardlabError.of("error.session.not_a_hand", value=quoted(state, 60), game="Chắn")
        k = len(self.hands)
        expected = (self.hand_seed(k), self.dealer, self.previous_winner, self.players, self.rules)
        if (state.seed, state.dealer, state.previous_winner, state.players, state.rules) != expected:
            previous = (Reason("chan.session.no_previous_winner") if self.previous_winner is None
                        else SeatName(self.previous_winner))
            raise CardlabError.of("error.chan.session_wrong_hand", value=quoted(state), k=k, seed=expected[0],
                                  dealer=SeatName(self.dealer), previous=previous, n=self.players)
        if not state.is_terminal():
            raise CardlabError.of("error.session.not_over", value=quoted(state))
        out = state.outcome()
        for p, amount in out.payments.items():
            self.totals[p] = self.totals.get(p, 0) + amount
        self.hands.append(state)
        # The winner deals next; after a drawn deal the dealer deals again.
        if out.winner is not None:
            self.dealer = out.winner
        self.previous_winner = out.winner
        return out

    def play(self, bots: Sequence = ("greedy", "random", "random", "random"), hands: int = 1,
             max_actions: int = 100_000) -> "Session":
        """Let ``bots`` (one per seat: bot objects or ``"greedy"`` / ``"random"``) play ``hands`` more deals.

        Raises:
            CardlabError: for a wrong number of bots, an unknown bot name, a
                bad number of deals, or a deal that does not end.
        """
        from .. import chan
        from ..bots import make_bot

        if isinstance(hands, bool) or not isinstance(hands, int) or hands < 0:
            raise CardlabError.of("error.int_min", name="hands", value=quoted(hands), minimum=0)
        if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
            raise CardlabError.of("error.session.bots", value=quoted(bots, 60), n=self.players)
        bots = list(bots)
        if len(bots) != self.players:
            raise CardlabError.of("error.session.bots", value=quoted(bots, 60), n=self.players)
        seated = [make_bot(chan, b, seed=self.seed * 101 + i) if isinstance(b, str) else b
                  for i, b in enumerate(bots)]
        for _ in range(hands):
            state = self.new_hand()
            for _ in range(max_actions):
                if state.is_terminal():
                    break
                p = state.current_player
                state.apply(seated[p].choose(state.view(p)))
            else:
                raise CardlabError.of("error.session.no_end", k=len(self.hands), game="Chắn", seed=self.seed,
                                      n=max_actions)
            self.record(state)
        return self

    def to_json(self) -> str:
        """The session's record: seed, rules, table size, first dealer and each deal's record."""
        return json.dumps({"game": "chan-session", "seed": self.seed, "rules": rules_to_dict(self.rules),
                           "players": self.players, "dealer": self.first_dealer,
                           "hands": [json.loads(s.to_json()) for s in self.hands]}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Session":
        """Replay a record made by :meth:`to_json`: every deal again, the totals recomputed.

        Raises:
            CardlabError: if the text is not a Chắn session record or a deal
                in it does not replay as this session deals it.
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise CardlabError.of("error.session.not_a_record", text=quoted(str(text), 60), detail=exc) from None
        if not isinstance(data, dict) or data.get("game") != "chan-session":
            raise CardlabError.of("error.session.wrong_record", game="Chắn",
                                  found=quoted(data.get("game") if isinstance(data, dict) else None))
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise CardlabError.of("error.session.bad_record", game="Chắn",
                                  detail=Reason("error.record_rules", value=quoted(rules, 60)))
        try:
            rules = Rules(**rules)
        except TypeError as exc:
            raise CardlabError.of("error.session.bad_record", game="Chắn",
                                  detail=Reason("error.record_bad_rules", detail=str(exc))) from None
        if data.get("seed") is None:
            # A record always holds the seed it was dealt from; None would deal something else.
            raise CardlabError.of("error.session.bad_record", game="Chắn", detail=Reason("error.record_no_seed"))
        session = cls(data.get("seed"), rules, data.get("dealer"), data.get("players", 4))
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise CardlabError.of("error.session.bad_record", game="Chắn",
                                  detail=Reason("error.record_hands", value=quoted(hands, 60)))
        for hand in hands:
            session.record(State.from_json(json.dumps(hand)))
        return session

    def __repr__(self) -> str:
        totals = ", ".join(f"{p}: {v:+d}" for p, v in self.totals.items())
        return f"<chan.Session seed={self.seed} hands={len(self.hands)} totals {totals}>"


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
    if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
        raise CardlabError.of("error.session.bots_range", value=quoted(bots, 60), minimum=2, maximum=4)
    bots = list(bots)
    # The table's size comes from the bots: a wrong count is about bots=, not a players= the caller never gave.
    if not 2 <= len(bots) <= 4:
        raise CardlabError.of("error.session.bots_range", value=quoted(bots, 60), minimum=2, maximum=4)
    return Session(seed, rules, dealer, players=len(bots)).play(bots, hands)
