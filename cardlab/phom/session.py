"""A Phỏm session: hand after hand at one table, the winner opening the next, with running totals."""
from __future__ import annotations

import json
import random
from typing import Sequence

from ..engine import Outcome, rules_to_dict
from ..errors import CardlabError
from .game import State, new_game
from .rules import Rules, _rules


class Session:
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
        CardlabError: for a seed that is not a whole number, a table not of
            2–4 players or a ``first_player`` that is not a seat;
            InvalidRulesError for bad rules.
    """

    def __init__(self, seed: int = 0, rules=None, first_player: int = 0, players: int = 4):
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError(f"seed={seed!r}: expected a whole number")
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise CardlabError(f"players={players!r}: Phỏm is played by 2 to 4 players")
        if isinstance(first_player, bool) or first_player not in range(players):
            raise CardlabError(f"first_player={first_player!r}: expected a seat from 0 to {players - 1}")
        self.seed = seed
        self.rules: Rules = _rules(rules)
        self.players = players
        self.opener = first_player              # who opened the first hand
        self.first_player = first_player        # who opens the next hand
        self.hands: list[State] = []
        self.totals: dict = {p: 0 for p in range(players)}
        # Hand seeds come from their own generator, so a session never touches global randomness.
        self._seeds = random.Random(seed)
        self._seed_list: list[int] = []

    def hand_seed(self, k: int) -> int:
        """The seed hand ``k`` (0 for the first) is dealt from; fixed by the session's seed.

        Raises:
            CardlabError: for ``k`` that is not a whole number ≥ 0.
        """
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise CardlabError(f"k={k!r}: expected a hand number 0, 1, 2…")
        while len(self._seed_list) <= k:
            self._seed_list.append(self._seeds.randrange(2 ** 31))
        return self._seed_list[k]

    def new_hand(self) -> State:
        """Deal the next hand, opened by :attr:`first_player`."""
        return new_game(self.hand_seed(len(self.hands)), self.rules, self.players, first_player=self.first_player)

    def record(self, state: State) -> Outcome:
        """Add a finished hand (dealt by :meth:`new_hand`) to the totals; its winner opens the next hand.

        Raises:
            CardlabError: if ``state`` is not over, or is not the hand this
                session deals next (another seed, opener, table or rules).
        """
        if not isinstance(state, State):
            raise CardlabError(f"{str(state)[:60]!r} is not a Phỏm hand: expected the State from session.new_hand()")
        k = len(self.hands)
        expected = (self.hand_seed(k), self.first_player, self.players, self.rules)
        if (state.seed, state.first_player, state.players, state.rules) != expected:
            raise CardlabError(f"{state!r} is not hand {k} of this session: expected the hand dealt by new_hand() "
                               f"(seed {expected[0]}, opened by P{expected[1]}, {self.players} players, the same "
                               "rules)")
        if not state.is_terminal():
            raise CardlabError(f"{state!r} is not over yet: play it to the end before recording it")
        out = state.outcome()
        for p, amount in out.payments.items():
            self.totals[p] = self.totals.get(p, 0) + amount
        self.hands.append(state)
        self.first_player = out.winner
        return out

    def play(self, bots: Sequence = ("greedy", "random", "random", "random"), hands: int = 1,
             max_actions: int = 100_000) -> "Session":
        """Let ``bots`` (one per seat: bot objects or ``"greedy"`` / ``"random"``) play ``hands`` more hands.

        Raises:
            CardlabError: for a wrong number of bots, an unknown bot name, a
                bad number of hands, or a hand that does not end.
        """
        from ..bots import make_bot
        from .. import phom

        if isinstance(hands, bool) or not isinstance(hands, int) or hands < 0:
            raise CardlabError(f"hands={hands!r}: expected a whole number of hands, 0 or more")
        if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
            raise CardlabError(f"bots={str(bots)[:60]!r}: expected one bot per seat, {self.players} in all")
        bots = list(bots)
        if len(bots) != self.players:
            raise CardlabError(f"bots={str(bots)[:60]!r}: expected one bot per seat, {self.players} in all")
        seated = [make_bot(phom, b, seed=self.seed * 101 + i) if isinstance(b, str) else b
                  for i, b in enumerate(bots)]
        for _ in range(hands):
            state = self.new_hand()
            for _ in range(max_actions):
                if state.is_terminal():
                    break
                p = state.current_player
                state.apply(seated[p].choose(state.view(p)))
            else:
                raise CardlabError(f"hand {len(self.hands)} of session seed {self.seed} did not end within "
                                   f"{max_actions} actions")
            self.record(state)
        return self

    def to_json(self) -> str:
        """The session's record: seed, rules, table size, first opener and each hand's record."""
        return json.dumps({"game": "phom-session", "seed": self.seed, "rules": rules_to_dict(self.rules),
                           "players": self.players, "first_player": self.opener,
                           "hands": [json.loads(s.to_json()) for s in self.hands]}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Session":
        """Replay a record made by :meth:`to_json`: every hand again, the totals recomputed.

        Raises:
            CardlabError: if the text is not a Phỏm session record or a hand
                in it does not replay as this session deals it.
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise CardlabError(f"{str(text)[:60]!r}… is not a session record: expected the JSON of "
                               f"Session.to_json() ({exc})") from None
        if not isinstance(data, dict) or data.get("game") != "phom-session":
            raise CardlabError(f"not a Phỏm session record: game="
                               f"{data.get('game') if isinstance(data, dict) else None!r}")
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise CardlabError(f"not a valid session record: rules={str(rules)[:60]!r} is not a dict of options")
        try:
            rules = Rules(**rules)
        except TypeError as exc:
            raise CardlabError(f"not a valid session record: bad rules ({exc})") from None
        session = cls(data.get("seed"), rules, data.get("first_player", 0), data.get("players", 4))
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise CardlabError(f"not a valid session record: hands={str(hands)[:60]!r} is not a list")
        for hand in hands:
            session.record(State.from_json(json.dumps(hand)))
        return session

    def __repr__(self) -> str:
        totals = ", ".join(f"{p}: {v:+d}" for p, v in self.totals.items())
        return f"<phom.Session seed={self.seed} hands={len(self.hands)} totals {totals}>"


def play_session(bots: Sequence = ("greedy", "random", "random", "random"), hands: int = 5, seed: int = 0,
                 rules=None, first_player: int = 0) -> Session:
    """Play ``hands`` hands of Phỏm between ``bots`` (one per seat, 2–4) at one table.

    The winner of each hand opens the next. The same arguments always give
    the same session (deals and bots are seeded from ``seed``). ``.totals``
    is the running total per seat.

    Raises:
        CardlabError: as :class:`Session` and :meth:`Session.play`.
    """
    if isinstance(bots, (str, bytes)) or not hasattr(bots, "__iter__"):
        raise CardlabError(f"bots={str(bots)[:60]!r}: expected one bot per seat, 2 to 4 in all")
    bots = list(bots)
    return Session(seed, rules, first_player, players=len(bots)).play(bots, hands)
