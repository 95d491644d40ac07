"""The Phỏm studies of the strategy lab (cardlab.lab.phom): deterministic, consistent, honest error bars."""
import random

import pytest

import cardlab
from cardlab import lab, phom
from cardlab.errors import CardlabError
from cardlab.lab import phom as phlab
from cardlab.lab.stats import Share, play_out, wilson


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
