"""The Phỏm studies of the strategy lab (cardlab.lab.phom): deterministic, consistent, honest error bars."""
import json
import random
import re

import pytest

import cardlab
from cardlab import lab, phom
from cardlab.errors import CardlabError
from cardlab.lab import phom as phlab
from cardlab.lab.stats import Share, play_out, wilson

from lab_notebooks import code_sources, copies, language, printed  # noqa: F401  (language: a fixture)


def test_the_lab_package_keeps_every_name_cardlab_lab_exported():
    for name in ("wilson", "Share", "SeatStudy", "SweepPoint", "seat_study", "fight_threshold_sweep", "ENDINGS"):
        assert hasattr(lab, name), name
    assert lab.wilson is wilson and lab.Share is Share


def test_table_study_is_the_same_from_the_same_deal_number_and_differs_from_another():
    first = phlab.table_study(8, first_deal=40)
    assert phlab.table_study(8, first_deal=40) == first
    assert str(phlab.table_study(8, first_deal=40)) == str(first)
    assert phlab.table_study(8, first_deal=41) != first


def test_table_study_counts_every_hand_and_player_once():
    games = 12
    study = phlab.table_study(games, first_deal=3)
    assert sum(study.endings.values()) == games
    assert sum(g.wins.wins for g in study.seats) == games          # every hand has one winner
    assert sum(g.hands for g in study.by_eats.values()) == 4 * games
    assert sum(g.wins.wins for g in study.by_eats.values() if g.wins) == games
    # Phỏm money is zero-sum with no house fee: the seats' mean results add up to nothing.
    assert abs(sum(g.result for g in study.seats)) < 1e-9
    assert study.order == tuple(phom.new_game(seed=3).order) and study.order[0] == 0


def test_table_study_reads_endings_and_eats_from_the_hands_themselves():
    study = phlab.table_study(6, first_deal=0)
    ends, eats = {}, {"0": 0, "1": 0, "2+": 0}
    for deal in range(6):
        state = phom.new_game(seed=deal)
        outcome = play_out(state, phlab._greedy_table(deal))
        ends[outcome.end] = ends.get(outcome.end, 0) + 1
        for seat in range(4):
            eats[phlab.EAT_GROUPS[min(len(state.eaten[seat]), 2)]] += 1
    assert {k: v for k, v in study.endings.items() if v} == ends
    assert {k: g.hands for k, g in study.by_eats.items()} == eats


def test_habit_study_error_bars_contain_the_truth_of_the_control():
    # A greedy bot against three greedy bots, seats in turn: by symmetry it wins a quarter of the
    # hands and breaks even. Its 95% interval and its mean ± 1.96 standard errors must hold that.
    [control] = phlab.habit_study(["greedy"], 160, first_deal=1000)
    assert control.wins.low <= 0.25 <= control.wins.high
    assert control.result - 1.96 * control.result_se <= 0 <= control.result + 1.96 * control.result_se


def test_habit_study_plays_the_same_deals_for_every_habit():
    greedy, again = phlab.habit_study(["greedy", "greedy"], 8, first_deal=5)
    assert greedy == again
    assert phlab.habit_study(["greedy"], 8, first_deal=5) == [greedy]


def test_wilson_intervals_hold_a_known_rate_about_ninety_five_times_in_a_hundred():
    rng = random.Random(13)
    p, games, trials = 0.3, 60, 400
    held = 0
    for _ in range(trials):
        wins = sum(rng.random() < p for _ in range(games))
        low, high = wilson(wins, games)
        held += low <= p <= high
    assert 0.91 <= held / trials <= 0.99


def test_every_habit_builds_its_bot():
    for name, make in phlab.HABITS.items():
        assert make(3).choose(phom.new_game(seed=1).view(0)).kind == "discard", name


@pytest.mark.parametrize("call, quoted", [
    (lambda: phlab.table_study(0), "games=0"),
    (lambda: phlab.table_study(2, first_deal=-1), "first_deal=-1"),
    (lambda: phlab.table_study(2, progress="bar"), "'bar'"),
    (lambda: phlab.habit_study("greedy", 2), "'greedy'"),
    (lambda: phlab.habit_study([], 2), "[]"),
    (lambda: phlab.habit_study(["lucky"], 2), "'lucky'"),
    (lambda: phlab.habit_study(["greedy"], 1.5), "1.5"),
])
def test_phom_studies_refuse_bad_input_quoting_it_in_both_languages(call, quoted):
    cardlab.set_language("vi")
    try:
        with pytest.raises(CardlabError) as info:
            call()
    finally:
        cardlab.set_language("en")
    error = info.value
    assert error.code.startswith("error.lab.") and quoted in str(error) and "cần" in str(error)
    assert quoted in error.text("en") and "expected" in error.text("en")


@pytest.mark.parametrize("language", ["en", "vi"])
def test_phom_study_reports_speak_the_current_language(language):
    cardlab.set_language(language)
    try:
        text = str(phlab.table_study(2)) + "\n" + str(phlab.habit_study(["never_eat"], 2)[0])
    finally:
        cardlab.set_language("en")
    assert ("plays 1." in text and "Ù đền" in text) == (language == "en")
    assert ("đi thứ 1" in text and "tiền cược mỗi ván" in text) == (language == "vi")


def test_error_bars_reach_from_each_rate_to_its_wilson_interval():
    shares = [Share(3, 10), Share(0, 5)]
    below, above = lab.stats.error_bars(shares)
    assert below == [shares[0].rate - wilson(3, 10)[0], 0.0]
    assert above == [wilson(3, 10)[1] - 0.3, wilson(0, 5)[1]]


@pytest.mark.parametrize("language, rate, words", [("en", "4.0%", "95% interval"), ("vi", "4,0%", "khoảng tin cậy 95%")])
def test_a_share_that_is_not_wins_reads_as_a_rate_with_its_interval(language, rate, words):
    cardlab.set_language(language)
    try:
        text = Share(12, 300).rate_text()
    finally:
        cardlab.set_language("en")
    assert text.startswith(rate + " (") and words in text and "won" not in text and "thắng" not in text


def test_a_share_of_one_game_says_game_not_games():
    assert str(Share(1, 1)).startswith("1 of 1 game won = 100.0%")
    assert str(Share(0, 2)).startswith("0 of 2 games won")


# -- the published lab ------------------------------------------------------------------------------------------
# The lab (keys exercises/[vi/]solutions/lessons/phom/07_strategy_lab.ipynb, learner copies
# notebooks/[vi/]phom/07_strategy_lab.ipynb) prints its numbers in checked cells; they are recomputed here with
# the sizes of its set-up cell, in two processes (the numbers do not depend on the number of workers).

LAB = copies("phom", "07_strategy_lab.ipynb")


def _printed(lang: str, copy: str, code: str) -> str:
    """The committed output of the code cell whose source is ``code``, in that copy of the lab."""
    return printed(LAB[lang, copy], code)


def _setup(lang: str = "en", copy: str = "key") -> dict:
    """The sizes (the value without BIG) and habits of the notebook's set-up cell."""
    setup = code_sources(LAB[lang, copy])[0]
    sizes = {k: int(v) for k, v in re.findall(r"^(N_\w+) = \d+ if BIG else (\d+)", setup, re.M)}
    sizes["HABITS"] = json.loads(re.search(r"^HABITS = (\[[^\]]*\])", setup, re.M).group(1).replace("'", '"'))
    assert re.search(r"^RULES = phom\.Rules\(\)", setup, re.M), "the lab's numbers assume the standard rules"
    return sizes


@pytest.fixture(scope="module")
def published():
    """The lab's studies recomputed once, in two processes."""
    sizes = _setup()
    return (phlab.table_study(sizes["N_TABLE"], n_jobs=2),
            phlab.habit_study(sizes["HABITS"], sizes["N_HABIT"], n_jobs=2))


def test_every_lab_notebook_uses_the_same_sizes():
    assert all(_setup(lang, copy) == _setup() for lang, copy in LAB)


@pytest.mark.parametrize("copy", ["key", "learner"])
def test_the_published_numbers_equal_a_fresh_run(published, language, copy):
    table, habits = published
    assert _printed(language, copy, "print(study)") == str(table)
    assert _printed(language, copy, "for point in habits:\n    print(point)") == "\n".join(map(str, habits))
    assert _printed(language, copy, 'for difference in phlab.habit_differences(habits, baseline="greedy"):\n'
                                    "    print(difference)") == "\n".join(map(str, phlab.habit_differences(habits)))


def test_the_headline_comparison_reaches_three_points_and_never_eating_loses(published):
    # The lab's conclusion: measured hand by hand, never eating wins less than the control, with a 95%
    # interval of ±3 percentage points or narrower that lies wholly below zero, and it loses money.
    _, habits = published
    [never_eat] = [d for d in phlab.habit_differences(habits) if d.habit == "never_eat"]
    assert 1.96 * never_eat.wins_se <= 0.03
    assert never_eat.high < 0 and never_eat.result + 1.96 * never_eat.result_se < 0
    control = habits[0]
    assert control.habit == "greedy" and control.wins.low <= 0.25 <= control.wins.high


def test_habit_differences_are_the_mean_of_hand_by_hand_differences():
    habits = phlab.habit_study(["greedy", "never_eat"], 12, first_deal=7)
    [d] = phlab.habit_differences(habits)
    greedy, never = habits
    assert len(never.games) == d.games == 12
    assert d.wins == pytest.approx(never.wins.rate - greedy.wins.rate)
    assert d.result == pytest.approx(never.result - greedy.result)
    with pytest.raises(CardlabError, match="baseline='half_eat'"):
        phlab.habit_differences(habits, baseline="half_eat")
