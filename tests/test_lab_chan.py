"""The Chắn studies of the strategy lab (cardlab.lab.chan): reproducible, sizes honoured, counts and intervals right."""
import pytest

import cardlab
from cardlab import chan
from cardlab.errors import CardlabError, InvalidRulesError
from cardlab.lab import chan as chlab
from cardlab.lab.stats import play_out

from lab_notebooks import copies, language, printed, setup_sizes  # noqa: F401  (language: a fixture)


def test_table_study_is_the_same_from_the_same_deal_number_and_differs_from_another():
    first = chlab.table_study(10, first_deal=30)
    assert chlab.table_study(10, first_deal=30) == first
    assert str(chlab.table_study(10, first_deal=30)) == str(first)
    assert chlab.table_study(10, first_deal=31) != first


def test_table_study_honours_its_size_and_counts_every_deal_once():
    games = 15
    study = chlab.table_study(games, first_deal=7)
    assert study.games == games and len(study.turned) == games
    assert sum(study.endings.values()) == games
    assert sum(s.wins for s in study.seats) == study.wins == len(study.points)
    assert all(s.games == games for s in study.seats)
    assert sum(study.sources.values()) == study.wins
    # A win with no cước is Ù xuông (2 points); every cước's main value is 3 or more, so no other win scores 2.
    assert study.bonuses["xuong"] == study.points.count(chan.Rules().xuong_points)


def test_table_study_reads_winners_sources_and_cuoc_from_the_deals_themselves():
    study = chlab.table_study(6, first_deal=100)
    places, keys, sources = [0] * 4, {}, {}
    for deal in range(100, 106):
        state = chan.new_game(seed=deal)
        play_out(state, chlab._greedy_table(deal))
        if state.winner is None:
            continue
        places[(state.winner - state.dealer) % 4] += 1
        sources[state.win_source] = sources.get(state.win_source, 0) + 1
        for key in set(state.final_score.keys) or {"xuong"}:
            keys[key] = keys.get(key, 0) + 1
    assert [s.wins for s in study.seats] == places
    assert {k: v for k, v in study.sources.items() if v} == sources
    assert {k: v for k, v in study.bonuses.items() if v} == keys


def test_table_study_bonus_shares_are_of_wins_with_their_wilson_interval():
    study = chlab.table_study(20, first_deal=0)
    share = study.bonus("xuong")
    assert (share.wins, share.games) == (study.bonuses["xuong"], study.wins)
    assert share.low <= share.rate <= share.high
    ending = study.ending("u")
    assert ending.games == 20 and ending.low <= ending.rate <= ending.high


def test_table_study_under_other_rules_scores_with_them():
    plain = chlab.table_study(12, first_deal=50)
    flat = chlab.table_study(12, first_deal=50, rules=chan.Rules(xuong_points=5))
    # The same deals are played (scores do not steer the greedy bots), Ù xuông now scores 5.
    assert plain.bonuses == flat.bonuses
    xuong = [p for p, q in zip(plain.points, flat.points) if p != q]
    assert all(p == 2 for p in xuong) and len(xuong) == plain.bonuses["xuong"]


def test_wait_study_is_reproducible_and_honours_its_size():
    first = chlab.wait_study(8, first_deal=3)
    assert chlab.wait_study(8, first_deal=3) == first
    assert first.games == 8
    assert first.ready == len(first.outs) == len(first.stock_left) <= 4 * 8
    assert sum(g.ready for g in first.by_outs.values()) == first.ready
    assert sum(g.ready for g in first.by_faces.values()) == first.ready
    assert list(first.by_faces) == sorted(first.by_faces)


def test_wait_study_winners_were_ready_before_they_won():
    # A deal won on a stock card or by Chíu is won by a player who was ready; only a Thiên ù is not.
    study = chlab.wait_study(10, first_deal=20)
    table = chlab.table_study(10, first_deal=20)
    ready_wins = sum(g.wins.wins for g in study.by_outs.values() if g.wins)
    assert ready_wins == table.wins - table.endings["thien_u"]


def test_wait_study_outs_are_the_unseen_copies_of_the_waiting_faces():
    found = {}
    state = chan.new_game(seed=5)
    play_out(state, chlab._greedy_table(5), lambda s: chlab._first_waits(s, found, {}))
    assert found
    for p, (faces, outs, left) in found.items():
        assert 1 <= faces <= 25 and 0 <= outs <= 4 * faces and 0 <= left <= 23


def test_out_groups_cover_every_number_of_outs():
    assert [chlab.out_group(n) for n in (0, 1, 3, 4, 8, 9, 11, 40)] == ["1-3", "1-3", "1-3", "4-8", "4-8", "9+",
                                                                          "9+", "9+"]


def test_the_dealer_wins_more_often_than_the_last_player_over_many_deals():
    # The lab's third question; on 400 deals the dealer's interval lies above the last player's rate.
    study = chlab.table_study(400, first_deal=2000)
    assert study.seats[0].low > study.seats[3].rate


@pytest.mark.parametrize("bad", [0, -3, 2.5, "10", True])
def test_a_study_refuses_a_size_that_is_not_a_whole_number_of_deals(bad):
    for study in (chlab.table_study, chlab.wait_study):
        with pytest.raises(CardlabError, match="games="):
            study(bad)


def test_a_study_refuses_bad_deal_numbers_progress_and_rules():
    with pytest.raises(CardlabError, match="first_deal="):
        chlab.table_study(2, first_deal=-1)
    with pytest.raises(CardlabError, match="progress="):
        chlab.wait_study(2, progress="bar")
    with pytest.raises(InvalidRulesError):
        chlab.table_study(2, rules="chan")


def test_a_study_shows_its_progress_and_prints_in_both_languages():
    seen = []

    def bar(items, desc=""):
        seen.append(desc)
        return items

    study = chlab.table_study(3, progress=bar)
    assert seen == ["deals"]
    try:
        cardlab.set_language("vi")
        assert "nhà cái" in str(study) and "Ù xuông" in str(study)
        cardlab.set_language("en")
        assert "the dealer" in str(study) and "1st after the dealer" in str(study)
    finally:
        cardlab.set_language("en")


def test_chan_lab_counts_agree_with_their_unit_in_english():
    from cardlab.explain import message

    assert message("lab.ch.source", what="by Chíu", n=1, wins=1) == "won by Chíu: 1 of 1 win"
    assert message("lab.ch.bonus", name="Tôm", n=0, wins=2) == "Tôm: in 0 of 2 wins"
    assert message("lab.ch.ready", n=1, players=1).endswith("1 of 1 player-deal")


# -- the published lab ------------------------------------------------------------------------------------------
# The lab (keys exercises/[vi/]solutions/lessons/chan/07_strategy_lab.ipynb, learner copies
# notebooks/[vi/]chan/07_strategy_lab.ipynb) prints its numbers in checked cells; they are recomputed here with
# the sizes of its set-up cell, in two processes (the numbers do not depend on the number of workers).

LAB = copies("chan", "07_strategy_lab.ipynb")


def _printed(lang: str, copy: str, code: str) -> str:
    """The committed output of the code cell whose source is ``code``, in that copy of the lab."""
    return printed(LAB[lang, copy], code)


def _setup(lang: str = "en", copy: str = "key") -> dict:
    """The sizes and plain whole numbers of the notebook's set-up cell."""
    return setup_sizes(LAB[lang, copy], "chan")


def test_every_lab_notebook_uses_the_same_sizes():
    assert all(_setup(lang, copy) == _setup() for lang, copy in LAB)


@pytest.fixture(scope="module")
def published():
    """The lab's two studies recomputed once, in two processes."""
    sizes = _setup()
    return chlab.table_study(sizes["N_TABLE"], n_jobs=2), chlab.wait_study(sizes["N_WAIT"], n_jobs=2)


@pytest.mark.parametrize("copy", ["key", "learner"])
def test_the_published_numbers_equal_a_fresh_run(published, language, copy):
    table, waits = published
    assert _printed(language, copy, "print(study)") == str(table)
    assert _printed(language, copy, "print(waits)") == str(waits)


def test_the_headline_share_reaches_three_points_and_early_places_beat_the_last(published):
    # The lab's conclusion: the dealer's share of the wins is known to ±3 percentage points or better, and the
    # dealer's and the first player's intervals lie apart from (above) the last player's.
    table, waits = published
    dealer, first, last = table.seats[0], table.seats[1], table.seats[3]
    assert (dealer.high - dealer.low) / 2 <= 0.03
    assert dealer.low > last.high and first.low > last.high and first.low > 0.25
    assert waits.by_faces[3].wins.low > waits.by_faces[1].wins.high
