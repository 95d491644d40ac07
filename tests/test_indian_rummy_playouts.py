"""Thousands of seeded Indian Rummy games with random and greedy bots, invariants after every action.

Every action of every game is checked for card conservation (two decks and
two jokers, every card in exactly one place), hand sizes and a legal action
to take; on every 4th game an illegal move is also tried after every action
and must leave the state unchanged, and every view is checked for leaks.
Every game must end with zero-sum payments, penalties within the rules, and
replay identically from its JSON record. Shows carry groupings (the greedy
bot's own, the best one, or one spoiled on purpose), and every show is
judged as the rules say: as grouped under ``show_grouping="player"``, by the
best grouping under ``"best"``.
"""
import random
from collections import Counter

import pytest

from cardlab import Action
from cardlab import indian_rummy as ir
from cardlab.bots import RandomBot
from cardlab.bots.indian_rummy import GreedyBot
from cardlab.errors import IllegalActionError


def random_rules(rng):
    return ir.Rules(
        format=rng.choice(ir.FORMATS),
        after_wrong_show=rng.choice(ir.AFTER_WRONG_SHOW),
        max_reshuffles=rng.choice([None, None, 0, 1]),
        loser_grouping_requirement=rng.choice(ir.GROUPING_REQUIREMENTS),
        no_pure_sequence_penalty=rng.choice(ir.NO_PURE_PENALTIES),
        joker_in_set_allowed=rng.random() < 0.8,
        printed_joker_indicator_makes_aces_wild=rng.random() < 0.8,
        deals=rng.choice([1, 2, 3]),
        discarded_joker_pickable=rng.random() < 0.5,
        discard_taken_card=rng.random() < 0.5,
        drop_in_two_player_deals=rng.random() < 0.5,
        show_grouping=rng.choice(ir.SHOW_GROUPINGS),
    )


def regroup(rng, kept, wild, rules):
    """A grouping of ``kept``: the best one (loose cards one by one), or one spoiled by moving cards about."""
    best = ir.arrange(kept, wild, rules)
    groups = [list(m.cards) for m in best.melds] + [[c] for c in best.deadwood]
    if rng.random() < 0.5 and len(groups) > 1:
        # Spoil it: one card of the first group goes to the last one.
        groups[-1].append(groups[0].pop())
        groups = [g for g in groups if g]
    return groups


def check_state(state):
    rules = state.rules
    assert Counter(state.all_cards()) == Counter(rules.deck.cards)
    for p in range(state.players):
        size = len(state.hands[p])
        if state.statuses[p] == ir.OUT:
            assert size == 0
        elif p == state.current_player and state.phase is ir.Phase.DISCARD:
            assert size == rules.hand_size + 1
        else:
            assert size == rules.hand_size
    assert state.legal_actions(), "a legal action exists until the end"
    if state.phase is ir.Phase.DRAW:
        assert state.stock, "an empty stock is refilled (or the deal ends) before the next draw"
    assert state.statuses[state.current_player] == ir.PLAYING


def try_illegal(state, rng):
    """An illegal move is refused with a reason and changes nothing."""
    before = (state.to_json(), [list(h) for h in state.hands], list(state.stock), list(state.discards))
    p = state.current_player
    other = (p + 1) % state.players
    candidates = [Action("draw", (), ir.STOCK, other), Action("drop", (), None, other), Action("fight", (), None, p)]
    card = state.hands[p][0]
    if state.phase is ir.Phase.DRAW:
        candidates.append(Action("discard", (card,), None, p))
        candidates.append(ir.show_action(p, card, [[card]]))
    else:
        candidates.append(Action("drop", (), None, p))
        candidates.append(Action("draw", (), ir.STOCK, p))
        candidates.append(Action("declare", (card,), "not cards", p))
        candidates.append(ir.show_action(p, card, [[card, card, card]]))  # more copies than kept
    bad = rng.choice(candidates)
    with pytest.raises(IllegalActionError) as info:
        state.apply(bad)
    assert info.value.verdict is not None and info.value.verdict.reasons
    assert (state.to_json(), [list(h) for h in state.hands], list(state.stock), list(state.discards)) == before


def check_views(state):
    for p in range(state.players):
        v = state.view(p)
        assert list(v.hand) == sorted(state.hands[p])
        assert bool(v.legal_actions) == (p == state.current_player)
        assert v.stock_size == len(state.stock)


def check_end(state):
    out = state.outcome()
    rules = state.rules
    assert out.zero_sum, out.payments
    assert state.legal_actions() == []
    for result in state.results:
        assert sum(result.payments.values()) == 0
        for p, pts in result.penalties.items():
            status = result.statuses[p]
            if status == ir.DROPPED:
                assert pts in (rules.first_drop, rules.middle_drop)
            elif status == ir.WRONG_SHOW:
                assert pts == rules.wrong_show
            else:
                assert 0 <= pts <= rules.max_penalty
            if result.winner == p:
                assert pts == 0
        if result.end == "show":
            assert result.shown[result.winner].valid_declaration
    if rules.format == "points":
        assert len(state.results) == 1
    elif rules.format == "deals":
        assert len(state.results) >= rules.deals
        assert sum(state.scores) == state.players * rules.deals * rules.max_penalty
    else:
        alive = [p for p in range(state.players) if state.scores[p] < rules.pool_limit]
        assert alive == [out.winner]
    again = ir.State.from_json(state.to_json())
    assert again.to_json() == state.to_json() and again.hands == state.hands
    assert again.outcome().payments == out.payments and again.scores == state.scores
    return out


def play(seed, kinds, rules, players, thorough):
    rng = random.Random(seed)
    bots = [GreedyBot(seed * 7 + i) if kinds[i % len(kinds)] == "greedy" else RandomBot(seed * 7 + i)
            for i in range(players)]
    state = ir.new_game(seed, rules, players)
    shows = Counter()
    actions = 0
    while not state.is_terminal():
        check_state(state)
        if thorough:
            try_illegal(state, rng)
            check_views(state)
        p = state.current_player
        action = bots[p].choose(state.view(p))
        if action.kind == "declare":
            shows[show(state, action, rng)] += 1
        else:
            state.apply(action)
        actions += 1
        assert actions < 20_000
    return check_end(state), state, shows


def show(state, action, rng):
    """Apply the show ``action`` (its grouping sometimes replaced) and check it was judged as the rules say.

    Returns how it went: ``"valid"``, ``"wrong"``, or ``"grouped_badly"`` (a valid hand shown wrongly
    because of its grouping).
    """
    p, rules = state.current_player, state.rules
    kept = list(state.hands[p])
    kept.remove(action.cards[0])
    if action.target is None and rng.random() < 0.5 or action.target is not None and rng.random() < 0.3:
        action = ir.show_action(p, action.cards[0], regroup(rng, kept, state.wild, rules))
    best = ir.arrange(kept, state.wild, rules).valid_declaration
    if action.target is not None and rules.show_grouping == "player":
        valid = bool(ir.check_declaration(action.target, state.wild, rules, hand=kept))
    else:
        valid = best
    deals = len(state.results)
    state.apply(action)
    if len(state.results) > deals:
        status = state.results[-1].statuses[p]
        shown = state.results[-1].shown[p]
    else:
        status, shown = state.statuses[p], state.shown[p]
    assert status == (ir.WON if valid else ir.WRONG_SHOW)
    assert shown.valid_declaration == valid
    return "valid" if valid else "grouped_badly" if best else "wrong"


def test_random_bots_play_two_thousand_games_keeping_every_invariant():
    ends, shows = Counter(), Counter()
    for seed in range(2000):
        rng = random.Random(seed)
        players = rng.randint(2, 6)
        out, state, more = play(seed, ["random"], random_rules(rng), players, thorough=seed % 4 == 0)
        ends[out.end] += 1
        shows += more
    # every kind of ending turned up
    assert {"last_player", "pool", "deals"} <= set(ends)
    assert shows["wrong"] > 100

def test_greedy_and_random_bots_play_three_hundred_games_keeping_every_invariant():
    ends, shows = Counter(), Counter()
    for seed in range(300):
        rng = random.Random(10_000 + seed)
        players = rng.randint(2, 6)
        kinds = rng.choice([["greedy"], ["greedy", "random"], ["random", "greedy"]])
        rules = random_rules(rng) if seed % 3 == 0 else ir.Rules()
        out, state, more = play(10_000 + seed, kinds, rules, players, thorough=seed % 4 == 0)
        ends[out.end] += 1
        shows += more
        for result in state.results:
            if result.end == "show":
                w = result.winner
                assert ir.check_declaration(result.shown[w].groups, wild_rank=result.wild_rank, rules=state.rules)
    assert ends["show"] > 50  # greedy players do reach valid shows
    assert shows["grouped_badly"] > 5  # and a valid hand shown with a spoiled grouping is a wrong show


def test_greedy_beats_random_head_to_head():
    wins = Counter()
    for seed in range(200):
        bots = [GreedyBot(seed), RandomBot(seed)] if seed % 2 == 0 else [RandomBot(seed), GreedyBot(seed)]
        greedy = seed % 2
        state = ir.new_game(seed)
        while not state.is_terminal():
            p = state.current_player
            state.apply(bots[p].choose(state.view(p)))
        wins["greedy" if state.outcome().winner == (0 if greedy == 0 else 1) else "random"] += 1
    assert wins["greedy"] > 0.9 * 200


def test_greedy_explains_every_choice():
    state = ir.new_game(21, players=3)
    bots = [GreedyBot(i) for i in range(3)]
    reasons = set()
    while not state.is_terminal():
        p = state.current_player
        action = bots[p].choose(state.view(p))
        assert bots[p].last_reason
        reasons.add(bots[p].last_reason.split()[0])
        state.apply(action)
    assert {"discard", "draw"} <= reasons or {"discard", "take"} <= reasons
