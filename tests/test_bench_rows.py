"""``make bench``'s rows say where cardlab loses and whether a goal is met; its peers answer as cardlab does.

Nothing here times anything (speed is reported by the benchmark, never asserted in tests).
"""
import random

import pytest

from bench.report import format_rows, spread_table
from bench.timing import alone, compared, percentile, stats
from cardlab import tongits
from cardlab.cards import STANDARD_52, parse_cards


def test_a_row_where_cardlab_is_slower_says_cardlab_loses_and_its_goal_is_not_met():
    row = compared("x", stats([2000, 2000]), stats([1000, 1000]), "RLCard", "note", goal=2)
    assert row["ratio"] == 0.5 and row["met"] is False and "CARDLAB LOSES" in row["note"]
    line = format_rows([row])[-1]
    assert "0.50×" in line and "**NO**" in line and "≥ 2× RLCard" in line


def test_a_row_where_cardlab_is_faster_meets_its_goal_without_a_loss_mark():
    row = compared("x", stats([100, 100]), stats([1000, 1000]), "RLCard", goal=3)
    assert row["ratio"] == 10 and row["met"] is True and "LOSES" not in row["note"]


def test_throughput_is_inputs_per_second_over_all_inputs_and_p99_a_single_call():
    s = stats([1000] * 99 + [100_000])
    assert s["per_s"] == pytest.approx(100 / (199_000 / 1e9))
    assert s["median_us"] == 1 and s["max_us"] == 100 and s["n"] == 100


def test_p99_is_the_nearest_rank_percentile_not_the_largest_sample():
    assert percentile(list(range(1, 101)), 99) == 99      # one sample of 100 lies above the p99
    assert percentile(list(range(1, 301)), 99) == 297     # three of 300
    assert percentile(list(range(1, 1001)), 50) == 500
    assert percentile([7], 99) == 7
    s = stats(list(range(1, 101)))
    assert s["p99_us"] == 0.099 and s["max_us"] == 0.1


def test_the_spread_of_three_runs_shows_the_median_and_the_range():
    runs = [[compared("x", stats([t]), stats([1000]), "RLCard", goal=2)] for t in (250, 500, 400)]
    line = spread_table(runs)[-1]
    assert "2.50× (2.00–4.00)" in line and "yes yes yes" in line


def test_a_row_without_a_peer_shows_dashes_for_the_peer():
    line = format_rows([alone("phom", stats([1000]), "no other engine")])[-1]
    assert line.count("—") >= 3 and "no other engine" in line


def test_rlcards_deadwood_and_best_discard_agree_with_cardlab_on_seeded_hands():
    pytest.importorskip("rlcard")
    from bench.peers import rlcard_calculators

    to_rl, deadwood, best_discard_deadwood = rlcard_calculators()
    rng = random.Random(3)
    for _ in range(150):
        ten, eleven = rng.sample(STANDARD_52, 10), rng.sample(STANDARD_52, 11)
        assert deadwood([to_rl(c) for c in ten]) == tongits.deadwood(ten)
        assert best_discard_deadwood([to_rl(c) for c in eleven]) == tongits.arrange(eleven).best_discard().points


def test_openspiels_min_deadwood_agrees_with_cardlab_on_seeded_hands_but_not_on_every_11_card_hand():
    pytest.importorskip("pyspiel")
    from bench.peers import open_spiel_calculators

    to_os, min_deadwood = open_spiel_calculators()
    rng = random.Random(4)
    for _ in range(150):
        ten, eleven = rng.sample(STANDARD_52, 10), rng.sample(STANDARD_52, 11)
        assert min_deadwood([to_os(c) for c in ten]) == tongits.deadwood(ten)
        assert min_deadwood([to_os(c) for c in eleven]) == tongits.arrange(eleven).best_discard().points
    # What the row's note says: 11 cards, the highest loose card of one best meld group is not always the
    # best discard (tests/test_arrange.py has this hand: discarding 3D leaves 0).
    hand = parse_cards("AC 2D 2H JH JS AH AD 2C 2S 3D JD")
    assert min_deadwood([to_os(c) for c in hand]) == 1 != tongits.arrange(hand).best_discard().points


def test_bench_strength_alternates_the_greedy_seat_and_gives_its_win_rate_with_a_95_interval():
    from bench.strength import line, strength

    result = strength("chan", 6)
    assert result["greedy_seats"] == [0, 1, 2, 3, 0, 1] and result["seats"] == 4
    assert result["wins"].games == 6 and result["per_s"] > 0
    assert strength("chan", 6)["wins"] == result["wins"]       # seeded: the same deals, the same wins
    text = line(result)
    assert "95% interval" in text and "fair share 25.0%" in text and "games/s" in text


@pytest.mark.parametrize("game, games, quoted", [("poker", 3, "'poker'"), ("chan", 0, "games=0")])
def test_bench_strength_refuses_an_unknown_game_or_no_games_quoting_it(game, games, quoted):
    from bench.strength import strength
    from cardlab.errors import CardlabError

    with pytest.raises(CardlabError, match=quoted):
        strength(game, games)



def _tracked(row) -> int:
    """The tracked-object count a memory row's note gives ("…; 33,417 tracked objects; …")."""
    part = next(p for p in row["note"].split("; ") if p.endswith("tracked objects"))
    return int(part.split()[0].replace(",", ""))


def test_the_memory_rows_are_measured_in_a_fresh_process_cardlab_alone_then_with_a_kernels_modules(monkeypatch):
    # 200 calls: the rows' shape, not their figures. The bench process's own imports (RLCard, numpy, the
    # earlier sections' objects) must not count: the child process holds cardlab only, or cardlab and the
    # modules of a course notebook's kernel, which hold more tracked objects.
    import bench.bench_ir_worst as worst

    real = worst._child_result
    monkeypatch.setattr(worst, "_child_result", lambda what, calls: real(what, 200))
    alone_row, kernel_row = worst.memory_rows()
    assert alone_row["goal"] == "< 200 MB, no pause > 50 ms" and "cardlab only" in alone_row["note"]
    assert kernel_row["cardlab"] is not None, kernel_row["note"]  # the test environment has the course's modules
    assert "the kernel's modules alone: a full collection" in kernel_row["note"] and not kernel_row["goal"]
    assert _tracked(kernel_row) > _tracked(alone_row) + 20_000
