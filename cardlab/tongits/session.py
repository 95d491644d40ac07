"""A Tongits session: hand after hand at one table, the winner opening the next, with running totals."""
from __future__ import annotations

import json
import random
from typing import Sequence

from ..engine import Outcome, SeatName, rules_to_dict
from ..errors import CardlabError
from ..explain import Reason, quoted
from .game import State, new_game
from .rules import PLAYERS, Rules, _rules


class Session:
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
        CardlabError: for a seed that is not a whole number or a
            ``first_player`` that is not a seat; InvalidRulesError for bad
            rules.
    """

    def __init__(self, seed: int = 0, rules=None, first_player: int = 0):
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError.of("error.whole_number", name="seed", value=quoted(seed))
        if isinstance(first_player, bool) or first_player not in range(PLAYERS):
            raise CardlabError.of("error.seat", name="first_player", value=quoted(first_player), last=PLAYERS - 1)
        self.seed = seed
        self.rules: Rules = _rules(rules)
        self.opener = first_player              # who opened the first hand
        self.first_player = first_player        # who opens the next hand
        self.hands: list[State] = []
        self.totals = {p: 0 for p in range(PLAYERS)}
        # Hand seeds come from their own generator, so a session never touches global randomness.
        self._seeds = random.Random(seed)
        self._seed_list: list[int] = []

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

    def new_hand(self) -> State:
        """Deal the next hand, opened by :attr:`first_player`."""
        return new_game(self.hand_seed(len(self.hands)), self.rules, first_player=self.first_player)

    def record(self, state: State) -> Outcome:
        """Add a finished hand (dealt by :meth:`new_hand`) to the totals; its winner opens the next hand.

        Raises:
            CardlabError: if ``state`` is not over, or is not the hand this
                session deals next (another seed, opener or rules).
        """
        if not isinstance(state, State):
            raise CardlabError.of("error.session.not_a_hand", value=quoted(state), game="Tongits")
        k = len(self.hands)
        expected = (self.hand_seed(k), self.first_player, self.rules)
        if (state.seed, state.first_player, state.rules) != expected or state._position is not None:
            raise CardlabError.of("error.session.wrong_hand", value=quoted(state), k=k, seed=expected[0],
                                  player=SeatName(expected[1]), n=PLAYERS)
        if not state.is_terminal():
            raise CardlabError.of("error.session.not_over", value=quoted(state))
        out = state.outcome()
        for p, amount in out.payments.items():
            self.totals[p] += amount
        self.hands.append(state)
        if out.winner is not None:
            self.first_player = out.winner
        return out

    def play(self, bots: Sequence = ("greedy", "random", "random"), hands: int = 1,
             max_actions: int = 100_000) -> "Session":
        """Let ``bots`` (one per seat: bot objects or ``"greedy"`` / ``"random"``) play ``hands`` more hands.

        Raises:
            CardlabError: for a wrong number of bots, an unknown bot name, a
                bad number of hands, or a hand that does not end.
        """
        from ..bots import make_bot
        from .. import tongits

        if isinstance(hands, bool) or not isinstance(hands, int) or hands < 0:
            raise CardlabError.of("error.int_min", name="hands", value=quoted(hands), minimum=0)
        if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
            raise CardlabError.of("error.session.bots", value=quoted(bots), n=PLAYERS)
        bots = list(bots)
        if len(bots) != PLAYERS:
            raise CardlabError.of("error.session.bots", value=quoted(bots), n=PLAYERS)
        players = [make_bot(tongits, b, seed=self.seed * 101 + i) if isinstance(b, str) else b
                   for i, b in enumerate(bots)]
        for _ in range(hands):
            state = self.new_hand()
            for _ in range(max_actions):
                if state.is_terminal():
                    break
                p = state.current_player
                state.apply(players[p].choose(state.view(p)))
            else:
                raise CardlabError.of("error.session.no_end", k=len(self.hands), game="Tongits", seed=self.seed,
                                      n=max_actions)
            self.record(state)
        return self

    def to_json(self) -> str:
        """The session's record: seed, rules, first opener and each hand's record."""
        return json.dumps({"game": "tongits-session", "seed": self.seed, "rules": rules_to_dict(self.rules),
                           "first_player": self.opener,
                           "hands": [json.loads(s.to_json()) for s in self.hands]}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Session":
        """Replay a record made by :meth:`to_json`: every hand again, the totals recomputed.

        Raises:
            CardlabError: if the text is not a Tongits session record or a
                hand in it does not replay as this session deals it.
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise CardlabError.of("error.session.not_a_record", text=quoted(str(text), 60), detail=exc) from None
        if not isinstance(data, dict) or data.get("game") != "tongits-session":
            raise CardlabError.of("error.session.wrong_record", game="Tongits",
                                  found=quoted(data.get("game") if isinstance(data, dict) else None))
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise CardlabError.of("error.session.bad_record", game="Tongits",
                                  detail=Reason("error.record_rules", value=quoted(rules)))
        try:
            rules = Rules(**rules)
        except TypeError as exc:
            raise CardlabError.of("error.session.bad_record", game="Tongits",
                                  detail=Reason("error.record_bad_rules", detail=str(exc))) from None
        session = cls(data.get("seed"), rules, data.get("first_player", 0))
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise CardlabError.of("error.session.bad_record", game="Tongits",
                                  detail=Reason("error.record_hands", value=quoted(hands)))
        for hand in hands:
            session.record(State.from_json(json.dumps(hand)))
        return session

    def __repr__(self) -> str:
        totals = ", ".join(f"{p}: {v:+d}" for p, v in self.totals.items())
        return f"<tongits.Session seed={self.seed} hands={len(self.hands)} totals {totals}>"


def play_session(bots: Sequence = ("greedy", "random", "random"), hands: int = 5, seed: int = 0, rules=None,
                 first_player: int = 0) -> Session:
    """Play ``hands`` hands between ``bots`` at one table: the winner of each hand opens the next.

    The same arguments always give the same session (deals and bots are
    seeded from ``seed``). ``.totals`` is the running total per seat.

    Raises:
        CardlabError: as :class:`Session` and :meth:`Session.play`.
    """
    return Session(seed, rules, first_player).play(bots, hands)
