"""The strategy labs in several processes: the same numbers with 1 worker, 4 workers or a Dask cluster.

Every study cuts its deals into chunks that joblib workers play, and adds
up one record per deal in deal order, so neither the number of workers nor
the size of the chunks may change a single number (``MAX_CHUNKS`` is
lowered here so that a few deals already make several chunks).
"""
import sys
from dataclasses import replace

import pytest

import cardlab
from cardlab.errors import CardlabError
from cardlab.lab import chan as chlab, indian_rummy as irlab, phom as phlab, stats, tongits as tglab

joblib = pytest.importorskip("joblib")

STUDIES = {
    "tongits_seats": lambda n_jobs: tglab.seat_study(7, first_deal=3, n_jobs=n_jobs),
    "tongits_sweep": lambda n_jobs: tglab.fight_threshold_sweep([0, 9, 30], 7, first_deal=2, n_jobs=n_jobs),
    "phom_table": lambda n_jobs: phlab.table_study(6, first_deal=1, n_jobs=n_jobs),
    "phom_habits": lambda n_jobs: phlab.habit_study(["greedy", "never_eat"], 6, n_jobs=n_jobs),
    "indian_rummy_drop": lambda n_jobs: irlab.drop_study(5, players=3, n_jobs=n_jobs),
    "indian_rummy_race": lambda n_jobs: irlab.race_study((0, 2), 6, cap=12, n_jobs=n_jobs),
    "chan_table": lambda n_jobs: chlab.table_study(7, n_jobs=n_jobs),
    "chan_wait": lambda n_jobs: chlab.wait_study(7, first_deal=4, n_jobs=n_jobs),
}


@pytest.fixture
def small_chunks(monkeypatch):
    """Two or three deals a chunk, so that 4 workers each get some and the merge order is put to the test."""
    monkeypatch.setattr(stats, "MAX_CHUNKS", 3)


@pytest.mark.parametrize("name", STUDIES)
def test_a_study_gives_the_same_numbers_with_one_and_four_workers(name, small_chunks):
    one = STUDIES[name](1)
    four = STUDIES[name](4)
    assert one == four
    cardlab.set_language("vi")
    text = [str(one), str(four)] if not isinstance(one, list) else ["\n".join(map(str, r)) for r in (one, four)]
    assert text[0] == text[1]


def test_the_sweep_difference_is_the_same_with_one_and_four_workers(small_chunks):
    one = tglab.sweep_differences(STUDIES["tongits_sweep"](1))
    assert one == tglab.sweep_differences(STUDIES["tongits_sweep"](4))
    assert [d.threshold for d in one] == [0, 30] and all(d.games == 7 for d in one)


def test_n_jobs_none_follows_the_joblib_context(small_chunks):
    with joblib.parallel_config(n_jobs=2):
        assert STUDIES["chan_table"](None) == STUDIES["chan_table"](1)


def test_a_study_on_a_dask_cluster_gives_the_numbers_of_one_worker(small_chunks):
    distributed = pytest.importorskip("dask.distributed")
    expected = STUDIES["tongits_sweep"](1)
    # Threads, not processes, for the cluster: starting it stays quick, and the chunks still travel
    # to the workers through Dask's scheduler as they would on a real cluster.
    with distributed.LocalCluster(n_workers=2, processes=False, threads_per_worker=1,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        with joblib.parallel_config(backend="dask"):
            on_dask = STUDIES["tongits_sweep"](None)
    assert on_dask == expected


def test_the_progress_bar_sees_every_deal_once_in_order(small_chunks):
    seen = []

    def bar(items, desc=""):
        assert len(items) == 7
        for record in items:
            seen.append(record)
            yield record

    tglab.seat_study(7, progress=bar, n_jobs=2)
    assert len(seen) == 7


def test_in_the_browser_the_deals_are_played_here_without_joblib(monkeypatch, small_chunks):
    expected = STUDIES["chan_wait"](1)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "joblib", None)     # importing it would fail, as in Pyodide without it
    assert STUDIES["chan_wait"](-1) == expected


def test_without_joblib_one_process_works_and_more_asks_for_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "joblib", None)
    assert chlab.table_study(2, n_jobs=None) == chlab.table_study(2, n_jobs=1)
    with pytest.raises(CardlabError, match="joblib"):
        chlab.table_study(2, n_jobs=2)


@pytest.mark.parametrize("bad", [0, 1.5, "2", True])
def test_a_study_refuses_a_bad_n_jobs_quoting_it(bad):
    for call in (lambda: tglab.seat_study(2, n_jobs=bad), lambda: phlab.habit_study(["greedy"], 2, n_jobs=bad),
                 lambda: irlab.race_study((0,), 2, n_jobs=bad), lambda: chlab.wait_study(2, n_jobs=bad)):
        with pytest.raises(CardlabError, match="n_jobs="):
            call()


def test_sweep_differences_refuses_a_baseline_the_sweep_did_not_play():
    sweep = tglab.fight_threshold_sweep([0, 9], 2)
    with pytest.raises(CardlabError, match="baseline=5"):
        tglab.sweep_differences(sweep, baseline=5)


def test_a_paired_difference_of_a_threshold_with_itself_is_exactly_zero():
    base, twin = tglab.fight_threshold_sweep([9, 9], 4)
    (same,) = tglab.sweep_differences([base, replace(twin, threshold=10)])
    assert (same.threshold, same.baseline, same.games) == (10, 9, 4)
    assert (same.wins, same.wins_se, same.result, same.result_se) == (0, 0, 0, 0)
