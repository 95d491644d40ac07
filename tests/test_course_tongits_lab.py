"""The Tongits strategy lab: its committed numbers equal a fresh computation, and cardlab.lab answers bad input.

The lab (its answer key ``exercises/[vi/]solutions/lessons/tongits/06_strategy_lab.ipynb``
and the learner's copy ``notebooks/[vi/]tongits/06_strategy_lab.ipynb``) prints the
numbers behind its plots in ``nbval-check-output`` cells (the learner's copy
drops that tag, so nbval does not compare them there); here they are
recomputed with the same deal numbers and sizes (read from the notebook's
set-up cell) by :mod:`cardlab.lab`, and compared line by line, in both
languages and both copies.
"""
import json
import re
from dataclasses import replace
from pathlib import Path
from statistics import mean, median

import pytest

import cardlab
from cardlab import lab, tongits
from cardlab.errors import CardlabError

ROOT = Path(__file__).resolve().parent.parent
REL = Path("tongits") / "06_strategy_lab.ipynb"
LAB = {("en", "key"): ROOT / "exercises" / "solutions" / "lessons" / REL,
       ("vi", "key"): ROOT / "exercises" / "vi" / "solutions" / "lessons" / REL,
       ("en", "learner"): ROOT / "notebooks" / REL,
       ("vi", "learner"): ROOT / "notebooks" / "vi" / REL}


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _out(cell) -> str:
    text = ""
    for o in cell.get("outputs", []):
        t = o.get("text") or o.get("data", {}).get("text/plain", "")
        text += "".join(t) if isinstance(t, list) else t
    return text.rstrip("\n")


def _cells(lang, copy="key"):
    return json.loads(LAB[lang, copy].read_text(encoding="utf-8"))["cells"]


def _setup(cells) -> dict:
    """The sizes and thresholds of the notebook's set-up cell."""
    setup = _src(next(c for c in cells if c["cell_type"] == "code"))
    names = dict((k, int(v)) for k, v in re.findall(r"^(N_\w+) = (\d+)", setup, re.M))
    names["THRESHOLDS"] = json.loads(re.search(r"^THRESHOLDS = (\[[^\]]*\])", setup, re.M).group(1))
    assert re.search(r"^RULES = tongits\.Rules\(\)", setup, re.M), "the lab's numbers assume the standard rules"
    return names


def _printed(lang, copy, source: str) -> str:
    """The committed output of the cell whose code is ``source`` (checked by nbval in the key)."""
    cell = next(c for c in _cells(lang, copy) if c["cell_type"] == "code" and _src(c).strip() == source)
    if copy == "key":
        assert "nbval-check-output" in cell.get("metadata", {}).get("tags", []), f"{source!r} is not checked"
    return _out(cell)


@pytest.fixture(scope="module")
def fresh():
    """Everything the lab computes with cardlab.lab, recomputed once in two processes (about fifteen seconds).

    The lab's thousands of games would take half a minute in one process; that one process gives the
    very same numbers is checked on a faithful subset (``test_one_process_plays_the_published_games_alike``).
    """
    sizes = _setup(_cells("en"))
    rules = tongits.Rules()
    return sizes, {
        "seats": lab.seat_study(sizes["N_GREEDY"], rules=rules, n_jobs=2),
        "sweep": lab.fight_threshold_sweep(sizes["THRESHOLDS"], sizes["N_SWEEP"], rules=rules, n_jobs=2),
        "slow": lab.seat_study(sizes["N_RULE"], rules=replace(rules, fight_after_melding=False), n_jobs=2),
    }


@pytest.fixture(params=["en", "vi"])
def language(request):
    cardlab.set_language(request.param)
    yield request.param
    cardlab.set_language("en")


@pytest.fixture(params=["key", "learner"])
def copy(request):
    return request.param


def test_every_lab_notebook_uses_the_same_sizes():
    sizes = _setup(_cells("en"))
    for lang, copy in LAB:
        assert _setup(_cells(lang, copy)) == sizes, (lang, copy)


def test_committed_seat_study_equals_a_fresh_run(fresh, language, copy):
    _, results = fresh
    assert _printed(language, copy, "print(seats)") == str(results["seats"])


def test_committed_fight_threshold_sweep_equals_a_fresh_run(fresh, language, copy):
    _, results = fresh
    assert _printed(language, copy, "for point in sweep:\n    print(point)") == \
        "\n".join(str(p) for p in results["sweep"])


def test_committed_paired_differences_equal_a_fresh_run(fresh, language, copy):
    _, results = fresh
    source = "for difference in lab.sweep_differences(sweep, baseline=9):\n    print(difference)"
    assert _printed(language, copy, source) == "\n".join(str(d) for d in lab.sweep_differences(results["sweep"]))


def test_the_published_comparisons_reach_three_points(fresh):
    # The lab's conclusions rest on 95% intervals of ±3 percentage points or narrower: the seat that
    # plays second, and every threshold's win rate against 9, measured deal by deal.
    _, results = fresh
    second = results["seats"].wins[1]
    assert (second.high - second.low) / 2 <= 0.03
    assert all(1.96 * d.wins_se <= 0.03 for d in lab.sweep_differences(results["sweep"]))


def test_one_process_plays_the_published_games_alike(fresh):
    # The first 45 games of each published study, replayed in this process: game for game what the two
    # workers played (the sweep keeps every game's record; a seat study of the first games must count
    # no more wins than the whole study).
    sizes, results = fresh
    head = lab.fight_threshold_sweep(sizes["THRESHOLDS"], 45, rules=tongits.Rules(), n_jobs=1)
    for mine, published in zip(head, results["sweep"], strict=True):
        assert mine.games == published.games[:45]
    again = lab.seat_study(45, rules=tongits.Rules(), n_jobs=1)
    assert again == lab.seat_study(45, rules=tongits.Rules(), n_jobs=2)
    assert all(a.wins <= b.wins for a, b in zip(again.wins, results["seats"].wins))


def test_committed_house_rule_study_equals_a_fresh_run(fresh, language, copy):
    _, results = fresh
    assert _printed(language, copy, "print(slow)") == str(results["slow"])


def test_committed_starting_deadwood_equals_a_fresh_count():
    sizes = _setup(_cells("en"))
    first, other = [], []
    for deal in range(sizes["N_DEALS"]):
        game = tongits.new_game(seed=deal, rules=tongits.Rules())
        first.append(game.deadwood(0))
        other.append(game.deadwood(1))
    for lang, copy in LAB:
        printed = next(_out(c) for c in _cells(lang, copy) if "for label, values in" in _src(c))
        # Vietnamese writes the decimal comma (66,4), English the point (66.4).
        assert not re.search(r"\d\.\d" if lang == "vi" else r"\d,\d", printed), (lang, printed)
        numbers = [float(x.replace(",", ".")) for x in re.findall(r"\d+(?:[.,]\d+)?", printed)]
        expected = []
        for values in (first, other):
            expected += [13 if values is first else 12, round(mean(values), 1), median(values), min(values),
                         max(values)]
        assert numbers == expected, (lang, copy)


def test_the_sweep_plays_the_same_deals_for_every_threshold_and_rotates_the_seat():
    # At the standard threshold the test bot is a standard bot: in game k (deal k, seat k % 3) it
    # wins exactly when that seat wins deal k of the seat study, and is paid what that seat is paid.
    point = lab.fight_threshold_sweep([9], 3)[0]
    studies = [lab.seat_study(1, first_deal=deal) for deal in range(3)]
    assert point.wins.games == 3
    assert point.wins.wins == sum(studies[deal].wins[deal % 3].wins for deal in range(3))


def test_wilson_interval_holds_the_rate_and_stays_within_0_and_1():
    for wins, games in ((0, 10), (3, 10), (10, 10), (30, 90)):
        low, high = lab.wilson(wins, games)
        assert 0 <= low <= wins / games <= high <= 1
    assert [round(x, 3) for x in lab.wilson(30, 90)] == [0.245, 0.436]


def test_wilson_interval_narrows_like_one_over_root_n():
    low1, high1 = lab.wilson(100, 300)
    low4, high4 = lab.wilson(400, 1200)
    assert (high4 - low4) == pytest.approx((high1 - low1) / 2, rel=0.02)


@pytest.mark.parametrize("args", [(5, 0), (-1, 10), (11, 10), (True, 10), (1.5, 10), ("3", 10)])
def test_wilson_refuses_counts_that_are_not_wins_out_of_games(args):
    with pytest.raises(CardlabError, match="expected"):
        lab.wilson(*args)


def test_wilson_refuses_a_z_that_is_not_positive():
    with pytest.raises(CardlabError, match="z=0"):
        lab.wilson(1, 2, z=0)


@pytest.mark.parametrize("call", [
    lambda: lab.seat_study(0),
    lambda: lab.seat_study(2, first_deal=-1),
    lambda: lab.seat_study(2, progress="bar"),
    lambda: lab.fight_threshold_sweep([], 3),
    lambda: lab.fight_threshold_sweep("9", 3),
    lambda: lab.fight_threshold_sweep([-2], 3),
    lambda: lab.fight_threshold_sweep([9], 0),
])
def test_simulations_refuse_bad_sizes_with_a_message_quoting_the_input(call):
    with pytest.raises(CardlabError, match="expected"):
        call()


@pytest.mark.parametrize("call, quoted", [
    (lambda: lab.wilson(3, 2), "wins=3"),
    (lambda: lab.wilson(1, 2, z=-1), "z=-1"),
    (lambda: lab.seat_study(2, progress="bar"), "'bar'"),
    (lambda: lab.fight_threshold_sweep("9", 3), "'9'"),
    (lambda: lab.fight_threshold_sweep([], 3), "[]"),
    (lambda: lab.seat_study("2"), "'2'"),
])
def test_simulation_errors_come_from_the_catalogue_in_both_languages(call, quoted):
    cardlab.set_language("vi")
    try:
        with pytest.raises(CardlabError) as info:
            call()
    finally:
        cardlab.set_language("en")
    error = info.value
    assert error.code.startswith("error.lab.") and quoted in str(error) and "cần" in str(error)
    assert quoted in error.text("en") and "expected" in error.text("en")


def test_seat_study_counts_every_game_once():
    study = lab.seat_study(6)
    decided = sum(s.wins for s in study.wins)
    assert decided == sum(sum(e.values()) for e in study.by_ending)
    assert sum(len(v) for v in study.lengths.values()) == 6
    assert all(study.burned_wins[s] <= study.by_ending[s]["fight"] + study.by_ending[s]["tongits"]
               + study.by_ending[s]["stock_out"] for s in range(3))


def test_seat_zero_starts_from_the_best_twelve_of_its_thirteen_cards():
    game = tongits.new_game(seed=3)
    best = min(tongits.deadwood([c for c in game.hands[0] if c != x]) for x in game.hands[0])
    assert lab.seat_study(1, first_deal=3).start[0] == best


def test_lab_messages_exist_in_both_languages(language):
    text = str(lab.Share(1, 3))
    assert ("games won" in text) == (language == "en") and ("thắng 1/3 ván" in text) == (language == "vi")
