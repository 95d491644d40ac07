"""The gentle Phỏm bot (the table's default for learners) and the greedy bot's switchable habits."""
import pytest

import cardlab
from cardlab import phom
from cardlab.bots.phom import GentleBot, GreedyBot
from cardlab.errors import CardlabError
from cardlab.lab.stats import mean_se, play_out
from cardlab.phom import Phase
from cardlab.widgets import Table


def _hand(deal, bots):
    state = phom.new_game(seed=deal)
    return state, play_out(state, bots)


@pytest.mark.slow
def test_gentle_bots_play_only_legal_moves_in_a_thousand_hands():
    # play_out applies every choice to the engine, which refuses an illegal move with IllegalActionError.
    ends = set()
    for deal in range(1000):
        state, outcome = _hand(deal, [GentleBot(seed=deal * 7 + s) for s in range(4)])
        assert state.is_terminal() and outcome.zero_sum
        ends.add(outcome.end)
    assert "points" in ends


@pytest.mark.slow
def test_gentle_bot_loses_money_to_greedy_bots_measurably():
    # One gentle bot in each seat in turn against three greedy ones: its mean result is below 0
    # with its whole 95% interval, while a greedy bot in its place breaks even (the control).
    results = {"gentle": [], "greedy": []}
    for deal in range(400):
        seat = deal % 4
        for kind, make in (("gentle", GentleBot), ("greedy", GreedyBot)):
            bots = [GreedyBot(seed=deal * 101 + s) for s in range(4)]
            bots[seat] = make(seed=deal * 101 + seat)
            results[kind].append(_hand(deal, bots)[1].payments[seat])
    gentle, gentle_se = mean_se(results["gentle"])
    greedy, greedy_se = mean_se(results["greedy"])
    assert gentle + 1.96 * gentle_se < 0
    assert greedy - 1.96 * greedy_se < 0 < greedy + 1.96 * greedy_se
    assert gentle < greedy


def test_gentle_bot_lets_some_chances_to_eat_go_and_says_so():
    let_go = eaten = 0
    for deal in range(60):
        state = phom.new_game(seed=deal)
        bots = [GentleBot(seed=deal * 7 + s) for s in range(4)]
        while not state.is_terminal():
            p = state.current_player
            view = state.view(p)
            action = bots[p].choose(view)
            if any(a.kind == "eat" for a in view.legal_actions):
                if action.kind == "draw":
                    let_go += 1
                    assert bots[p].reason.code == "bot.phom.let_go"
                    assert view.last_discard.pretty in bots[p].last_reason
                else:
                    eaten += 1
            state.apply(action)
    assert let_go > 0 and eaten > 0


def test_gentle_bot_reasons_speak_both_languages():
    bot = GentleBot(seed=1)
    state = phom.new_game(seed=3)
    bot.choose(state.view(0))               # the opener discards
    assert bot.reason.code == "bot.phom.discard_plain"
    cardlab.set_language("vi")
    try:
        assert bot.last_reason.startswith("Đánh ") and "bài rác" in bot.last_reason
        assert bot.advice().startswith("Bạn có thể đánh")
    finally:
        cardlab.set_language("en")
    assert bot.last_reason.startswith("Discard ") and bot.advice().startswith("You could discard")


def test_a_bot_that_never_eats_draws_every_time():
    for deal in range(40):
        state = phom.new_game(seed=deal)
        bots = [GreedyBot(seed=s) for s in range(4)]
        bots[1] = GreedyBot(seed=1, eat_chance=0.0)
        play_out(state, bots)
        assert state.eaten[1] == []


def test_a_bot_with_eat_chance_one_eats_every_time_it_may():
    state = phom.new_game(seed=0)
    bots = [GreedyBot(seed=s, eat_chance=1.0) for s in range(4)]
    while not state.is_terminal():
        p = state.current_player
        view = state.view(p)
        action = bots[p].choose(view)
        if view.phase is Phase.DRAW and any(a.kind == "eat" for a in view.legal_actions) \
                and not any(a.kind in ("u", "u_khan") for a in view.legal_actions):
            assert action.kind == "eat"
        state.apply(action)


@pytest.mark.parametrize("value", [-0.1, 1.5, "half", True, None])
def test_eat_chance_outside_zero_to_one_is_refused_quoting_it(value):
    with pytest.raises(CardlabError, match="eat_chance=.*expected a number from 0 to 1"):
        GreedyBot(eat_chance=value)


def test_the_phom_table_deals_against_gentle_bots_by_default_and_greedy_stays_selectable():
    table = Table(seed=4, game="phom")
    assert table.level == "gentle" and sorted(table.bots) == [1, 2, 3]
    assert all(type(b) is GentleBot for b in table.bots.values())
    table.set_level("greedy")
    assert table.level == "greedy" and all(type(b) is GreedyBot for b in table.bots.values())
    assert "Gentle (for learning)" in [table.game.level_name(k) for k in table.game.levels]
