"""Seeded Tongits playouts with random and greedy bots, checking invariants after every action.

In total about 3,000 whole hands: random bots under the default rules and under
every option value, greedy against random in every seat, and greedy against
greedy. After EVERY action: each of the 52 cards is in exactly one place
(hands, stock, discard pile, exposed melds); exposed melds are valid melds with
owners; a legal action exists until the end, all of them the current player's;
an illegal action is refused and leaves the state unchanged. At the end:
payments are zero-sum, the ranking is consistent with winner and burn, and
``from_json(to_json())`` replays to an identical state. On one game in four
every legal action is also tried on a clone (none may raise), and the JSON
replay is also checked in mid-game.
"""
import random

import pytest

from cardlab import Action
from cardlab.bots import RandomBot
from cardlab.bots.tongits import GreedyBot
from cardlab.cards import STANDARD_52
from cardlab.errors import IllegalActionError
from cardlab.tongits import Phase, Rules, State, check_meld, new_game

ALL = frozenset(STANDARD_52)


def snapshot(s: State):
    return (tuple(map(tuple, s.hands)), tuple(s.stock), tuple(s.discards), tuple(s.exposed), s.phase,
            s.current_player, tuple(s.has_exposed), tuple(s.sapawed_on), s.first_turn, s.chowable,
            tuple(s.history), s.outcome())


def check_cards(s: State):
    places = [c for h in s.hands for c in h] + s.stock + s.discards + [c for m in s.exposed for c in m.cards]
    assert len(places) == 52 and set(places) == ALL, "a card is missing or in two places"
    for h in s.hands:
        assert h == sorted(h)


_KIND: dict = {}


def check_table(s: State):
    for m in s.exposed:
        key = (m.cards, s.rules.ace_high_in_runs)
        if key not in _KIND:
            v = check_meld(list(m.cards), s.rules)
            _KIND[key] = v.kind if v else None
        assert _KIND[key] == m.kind and m.owner in (0, 1, 2)
    for p in range(3):
        assert s.has_exposed[p] == any(m.owner == p for m in s.exposed)


def check_turn(s: State, rng: random.Random):
    legal = s.legal_actions()
    if s.is_terminal():
        assert legal == []
        return
    assert legal, "no legal action before the end"
    p = s.current_player
    assert all(a.player == p for a in legal)
    assert len(set(legal)) == len(legal)
    kinds = {a.kind for a in legal}
    if s.phase is Phase.DRAW:
        assert "draw" in kinds and kinds <= {"draw", "chow", "fight"}
    elif s.phase is Phase.MELD:
        assert "discard" in kinds and kinds <= {"expose", "sapaw", "discard", "fight"}
    else:
        assert kinds == {"challenge", "fold"}
    assert s.view(p).legal_actions == tuple(legal)
    for q in range(3):
        v = s.view(q)
        assert list(v.hand) == s.hands[q] and v.stock_size == len(s.stock)
        if q != p:
            assert v.legal_actions == ()
    # An illegal action is refused and changes nothing.
    not_mine = s.stock + s.discards          # never in the hand of the player to act
    illegal = rng.choice([
        Action("discard", (rng.choice(not_mine),), player=p) if not_mine else Action("fly", player=p),
        Action("draw", player=(p + 1) % 3),
        Action("challenge", player=p) if s.phase is not Phase.RESPOND else Action("draw", player=p),
        Action("sapaw", (rng.choice(s.hands[p]) if s.hands[p] else STANDARD_52[0],), target=99, player=p),
    ])
    before = snapshot(s)
    with pytest.raises(IllegalActionError) as info:
        s.apply(illegal)
    assert snapshot(s) == before
    assert info.value.verdict is not None and not info.value.verdict and info.value.verdict.reasons


def check_end(s: State):
    out = s.outcome()
    assert out is not None and out.zero_sum
    assert sorted(out.ranking) == [0, 1, 2]
    # The concealed four bonus is paid to its holder whoever wins, so only without it must every loser pay.
    plain = not s.rules.bonus_concealed_four or not out.details["concealed_fours"]
    if out.winner is not None:
        assert out.ranking[0] == out.winner and out.winner not in out.burned
        if plain:
            assert out.payments[out.winner] > 0
            assert all(out.payments[p] < 0 for p in range(3) if p != out.winner)
    assert out.ranking[len(out.ranking) - len(out.burned):] == out.burned
    for p in out.burned:
        assert not s.has_exposed[p]
        if plain:
            assert out.payments[p] == min(out.payments.values())
    assert out.end in ("fight", "tongits", "stock_out")
    if out.end == "tongits":
        assert not s.hands[out.winner]          # under both values of tongits_on_final_discard
    if out.end == "fight" and s.rules.burn_exempt_with_secret:
        # Everyone not burned answered the Fight, the saved holders of a concealed four included.
        assert set(out.details["responses"]) == set(range(3)) - {out.details["caller"]} - set(out.burned)
    if out.end == "stock_out":
        assert not s.stock
    assert out.reasons and out.text("en") and out.text("vi")
    replay = State.from_json(s.to_json())
    assert snapshot(replay) == snapshot(s)


def play_game(seed: int, bots, rules=None, thorough=False):
    s = new_game(seed, rules)
    rng = random.Random(seed)
    steps = 0
    while True:
        check_cards(s)
        check_table(s)
        check_turn(s, rng)
        if s.is_terminal():
            break
        if thorough:
            for a in s.legal_actions():
                c = s.clone()
                c.apply(a)
                check_cards(c)
            if steps == 7:
                assert snapshot(State.from_json(s.to_json())) == snapshot(s)
        p = s.current_player
        s.apply(bots[p].choose(s.view(p)))
        steps += 1
        assert steps < 500
    check_end(s)
    return s


@pytest.mark.parametrize("chunk", range(6))
def test_random_playouts_keep_every_invariant(chunk):
    ends = set()
    for seed in range(chunk * 250, chunk * 250 + 250):
        bots = [RandomBot(seed * 3 + i) for i in range(3)]
        s = play_game(seed, bots, thorough=seed % 4 == 0)
        ends.add(s.outcome().end)
    assert {"fight", "stock_out"} <= ends


OPTION_VALUES = [
    ("turn_direction", "counterclockwise"), ("ace_high_in_runs", True), ("chow_requires_new_meld", False),
    ("dealer_may_expose_before_first_discard", False), ("fight_timing", "before_draw"),
    ("fight_tie_winner", "caller"), ("stock_out_tiebreak", "last_drawer_wins"),
    ("stock_out_tiebreak", "fewer_cards"), ("concealed_melds_count_as_deadwood", True),
    ("burn_exempt_with_secret", True), ("tongits_on_final_discard", False), ("fight_after_melding", False),
    ("bonus_per_ace", 1), ("bonus_per_king", 2), ("bonus_concealed_four", 3),
]


@pytest.mark.parametrize("option,value", OPTION_VALUES)
def test_random_and_greedy_playouts_under_each_option_value(option, value):
    rules = Rules(**{option: value})
    for seed in range(80):
        bots = [RandomBot(seed * 3 + i) for i in range(3)]
        if seed % 2:
            bots[seed % 3] = GreedyBot(seed)
        play_game(10_000 + seed, bots, rules, thorough=seed % 8 == 0)


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_greedy_against_random_playouts_keep_every_invariant(seat):
    for seed in range(120):
        bots = [RandomBot(seed * 3 + i) for i in range(3)]
        bots[seat] = GreedyBot(seed)
        play_game(20_000 + seed, bots, thorough=seed % 10 == 0)


def test_greedy_against_greedy_playouts_keep_every_invariant():
    ends = set()
    for seed in range(150):
        s = play_game(30_000 + seed, [GreedyBot(seed * 3 + i) for i in range(3)])
        ends.add(s.outcome().end)
    assert "fight" in ends
