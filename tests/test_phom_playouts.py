"""Seeded Phỏm playouts with the random and greedy bots, checking invariants as they go.

About 2,800 whole hands in all. Cheap invariants (every card in one place,
hand sizes, eaten cards placeable, running payments zero-sum, a legal action
until the end, nobody keeps a phỏm back after laying down, stopping and móm
offered only without a phỏm in hand) are checked after every action of every hand; the costlier
ones (an illegal action refused with the state unchanged, every view hiding
what it must, the JSON record replaying identically after each action) run
after every action on a subset of hands, and the JSON replay of the finished
hand on every hand.
"""
import random

import pytest

from cardlab import Action, phom
from cardlab.bots import RandomBot
from cardlab.bots.phom import GreedyBot
from cardlab.cards import STANDARD_52
from cardlab.errors import IllegalActionError
from cardlab.phom import Phase, Rules
from cardlab.phom.search import _key, _phom_masks


def census(s):
    places = [c for h in s.hands for c in h] + list(s.stock) + [c for d in s.discards for c in d] + [
        c for ms in s.laid for m in ms for c in m]
    assert len(places) == 52 and set(places) == set(STANDARD_52)


def holds_phom(cards, rules) -> bool:
    return bool(_phom_masks(_key(cards), rules.ace_high_in_runs))


def laydown_invariants(s):
    """Every phỏm held is laid down: móm only without one; stopping only when none is left."""
    rules = s.rules
    for p in s.laydown_order:
        assert (p in s.mom) == (not s.laid[p])
        if p == s.current_player and s.phase in (Phase.SEND, Phase.DISCARD):
            # Still in the lay-down turn: at most the whole rest is one phỏm, kept to discard from.
            assert phom._layable(s.hands[p], rules) is None, (p, s.hands[p])
        else:
            assert not holds_phom(s.hands[p], rules), (p, s.hands[p])
    for a in s.legal_actions():
        if a.kind == "finish_laying_down":
            p = a.player
            assert phom._layable(s.hands[p], rules) is None and not s.eaten_in_hand(p)
            if str(a) == "lay down nothing (móm)":
                assert not s.laid[p] and not holds_phom(s.hands[p], rules)
    if s.is_terminal() and s.outcome().end in ("points", "all_mom"):
        assert not any(holds_phom(h, rules) for h in s.hands)


def cheap_invariants(s):
    census(s)
    laydown_invariants(s)
    rules = s.rules
    sent_by = [sum(1 for x in s.sent if x[0] == p) for p in range(s.players)]
    sent_to = [sum(1 for x in s.sent if x[2] == p) for p in range(s.players)]
    for p in range(s.players):
        own_laid = sum(len(m) for m in s.laid[p]) - sent_to[p]
        held = len(s.hands[p]) + own_laid + sent_by[p]
        if s.is_terminal() or p != s.current_player:
            allowed = {rules.cards_per_player}
            if s.is_terminal() and s.outcome().end in ("u", "u_tron", "u_khan") and p == s.outcome().winner:
                allowed = {rules.cards_per_player, rules.hand_size}
            if s.is_terminal() and s.outcome().end == "u_khan" and p == s.order[0] and not s.discard_count[p]:
                allowed.add(rules.hand_size)
        elif s.phase is Phase.DRAW:
            allowed = {rules.cards_per_player}
        else:
            allowed = {rules.hand_size}
        assert held in allowed, (p, held, s)
        for c in s.eaten[p]:
            assert c in s.hands[p] or any(c in m for m in s.laid[p])
        assert phom._fits(s.hands[p], s.eaten_in_hand(p), rules)
    assert sum(s.payments.values()) == 0
    if s.is_terminal():
        assert s.legal_actions() == []
    else:
        assert s.legal_actions(), s


def illegal_candidates(s, rng):
    p = s.current_player
    other = (p + 1) % s.players
    mine = s.hands[p]
    foreign = [c for c in STANDARD_52 if c not in mine]
    return [
        Action("draw", player=other),
        Action("discard", (rng.choice(foreign),), player=p),
        Action("discard", (rng.choice(mine),), player=other),
        Action("eat", (rng.choice(foreign),), player=p),
        Action("lay_down", tuple(sorted(rng.sample(mine, min(3, len(mine))))), player=p),
        Action("send", (rng.choice(mine),), (other, 0), player=p),
        Action("u", player=p), Action("u_khan", player=p), Action("finish_laying_down", player=p),
        Action("finish_sending", player=p), Action("draw", player=p), Action("pass", player=p),
    ]


def costly_invariants(s, rng, replay_each=False):
    legal = s.legal_actions()
    before = s.snapshot()
    for action in illegal_candidates(s, rng):
        if action in legal:
            continue
        with pytest.raises(IllegalActionError) as info:
            s.apply(action)
        verdict = info.value.verdict
        assert not verdict and verdict.reasons and verdict.text("en") and verdict.text("vi")
    assert s.snapshot() == before  # after all the refusals: nothing changed
    for p in range(s.players):
        v = s.view(p)
        assert v.hand == tuple(s.hands[p]) and v.stock_size == len(s.stock)
        assert bool(v.legal_actions) == (p == s.current_player)
        hidden = {c for q in range(s.players) if q != p for c in s.hands[q]} - {c for e in s.eaten for c in e}
        assert not hidden & set(v.hand)
    if replay_each:
        assert phom.State.from_json(s.to_json()).snapshot() == before


def check_outcome(s):
    out = s.outcome()
    assert out.zero_sum and sum(out.payments.values()) == 0
    assert set(range(s.players)) <= set(out.payments)
    assert sorted(out.ranking) == list(range(s.players))
    eat_total = out.details["eat_payments"]
    assert sum(eat_total.values()) == 0
    for p in range(s.players):
        assert out.payments[p] == eat_total[p] + out.details["settlement"].get(p, 0)
    # The summary adds up: each player's line says their payment total.
    totals = {r["player"].player: r["total"] for r in out.reasons if r.code == "phom.hand_total"}
    assert totals == {p: f"{out.payments[p]:+d}" for p in range(s.players)}
    assert "phom.winner_collects" not in [r.code for r in out.reasons]
    if out.end in ("u", "u_tron"):
        w = out.winner
        verdict = phom.check_u(s.hands[w], s.rules, eaten=s.eaten_in_hand(w))
        assert verdict and verdict.kind == out.end
        den = out.details["den_payer"]
        if den is not None:
            three = sum(1 for e in s.eats if e.eater == w and e.victim == den) >= 3
            assert three or (s.rules.den_on_tai_chot and s.eats[-1].eater == w and s.eats[-1].victim == den)
            assert out.details["settlement"][den] == -(s.players - 1) * s.rules.u_payment
    elif out.end in ("points", "all_mom"):
        table = {f"P{p}": {"deadwood": sum(phom.card_points(c, s.rules) for c in s.hands[p]), "mom": p in s.mom,
                           "laydown_order": s.laydown_order.index(p) + 1} for p in range(s.players)}
        expected = phom.settle(table, rules=s.rules)
        assert out.details["settlement"] == {(int(k[1:]) if k != "house" else k): v for k, v in expected.payments.items()}
        assert set(out.burned) == set(s.mom)
        assert s.discard_count == [s.rules.rounds] * s.players
    assert phom.State.from_json(s.to_json()).snapshot() == s.snapshot()
    return out


def playout(seed, kinds, rules=None, costly=False, replay_each=False):
    bots = [GreedyBot(seed * 10 + i) if k == "greedy" else RandomBot(seed * 10 + i) for i, k in enumerate(kinds)]
    s = phom.new_game(seed, rules, len(kinds))
    rng = random.Random(seed)
    cheap_invariants(s)
    steps = 0
    while not s.is_terminal():
        if costly:
            costly_invariants(s, rng, replay_each)
        p = s.current_player
        action = bots[p].choose(s.view(p))
        if kinds[p] == "greedy":
            assert bots[p].last_reason.endswith(".") and len(bots[p].last_reason) < 200
        s.apply(action)
        cheap_invariants(s)
        steps += 1
        assert steps < 400
    return s, check_outcome(s)


@pytest.mark.parametrize("chunk", range(6))
def test_random_playouts_four_players(chunk):
    ends = set()
    for seed in range(chunk * 200, chunk * 200 + 200):
        _, out = playout(seed, ["random"] * 4)
        ends.add(out.end)
    assert "points" in ends


@pytest.mark.parametrize("players", [2, 3])
def test_random_playouts_two_and_three_players(players):
    for seed in range(250):
        s, out = playout(seed, ["random"] * players)
        assert len(out.ranking) == players


def test_random_playouts_with_every_invariant_after_every_action():
    for seed in range(1000, 1100):
        playout(seed, ["random"] * 4, costly=True, replay_each=seed < 1010)


OPTIONS = {
    "turn_direction": ["counterclockwise", "clockwise"], "ace_high_in_runs": [False, True],
    "max_eaten_cards_per_phom": [1, 2, 3], "u_definition": ["three_phom", "no_deadwood"],
    "eat_payment_scheme": ["by_round", "by_eat_order"], "chot_multiplier": [4, 3], "house_fee": [0, 1],
    "u_khan_enabled": [False, True], "den_on_tai_chot": [True, False],
    "short_table_payments": ["by_place", "last_pays_most"],
}


def test_playouts_under_random_house_rules():
    rng = random.Random(99)
    for seed in range(300):
        rules = Rules(**{k: rng.choice(v) for k, v in OPTIONS.items()})
        players = rng.choice([2, 3, 4, 4])
        kinds = [rng.choice(["random", "greedy"]) for _ in range(players)]
        playout(seed, kinds, rules, costly=seed < 40)


def test_greedy_playouts():
    for seed in range(300):
        playout(seed, ["greedy"] * 4, costly=seed < 20)


def test_greedy_beats_random():
    """One greedy bot against three random ones, the greedy seat rotating: it should win money."""
    money = wins = 0
    n = 240
    for seed in range(5000, 5000 + n):
        seat = seed % 4
        kinds = ["random"] * 4
        kinds[seat] = "greedy"
        _, out = playout(seed, kinds)
        money += out.payments[seat]
        wins += out.winner == seat
    assert wins / n > 0.45
    assert money / n > 2


def test_greedy_declares_u_whenever_it_can():
    for seed in range(60):
        bots = [GreedyBot(seed + i) for i in range(4)]
        s = phom.new_game(seed)
        while not s.is_terminal():
            p = s.current_player
            legal_u = any(a.kind == "u" for a in s.legal_actions())
            action = bots[p].choose(s.view(p))
            assert (action.kind == "u") == legal_u
            s.apply(action)


def test_greedy_always_eats_when_it_may():
    for seed in range(60):
        bots = [GreedyBot(seed + i) for i in range(4)]
        s = phom.new_game(seed)
        while not s.is_terminal():
            p = s.current_player
            can_eat = any(a.kind == "eat" for a in s.legal_actions())
            action = bots[p].choose(s.view(p))
            if can_eat and not any(a.kind in ("u", "u_khan") for a in s.legal_actions()):
                assert action.kind == "eat" and "Eat" in bots[p].last_reason
            s.apply(action)


def test_play_helper_plays_phom_by_name():
    import cardlab

    s = cardlab.play("phom", ["greedy", "random", "random", "random"], seed=3)
    assert s.is_terminal() and s.outcome().zero_sum
    assert phom.State.from_json(s.to_json()).snapshot() == s.snapshot()
