"""Small timing helpers shared by the benchmarks: medians and percentiles of single calls, rows,
and seeded games played to the end by bots."""
from __future__ import annotations

import gc
import statistics
import time
from contextlib import contextmanager

from cardlab.bots import RandomBot


def per_call(fn, inputs, repeat: int = 1) -> list[float]:
    """Seconds taken by ``fn(x)`` for each input (best of ``repeat`` runs per input)."""
    times = []
    for x in inputs:
        best = None
        for _ in range(repeat):
            t = time.perf_counter()
            fn(x)
            dt = time.perf_counter() - t
            best = dt if best is None or dt < best else best
        times.append(best)
    return times


def summary(times: list[float]) -> dict:
    """Median and 99th percentile in microseconds."""
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return {"median_us": statistics.median(ordered) * 1e6, "p99_us": p99 * 1e6}


def row(name: str, samples: list[float], note: str) -> dict:
    """A table row ``{"name", "median_us", "p99_us", "per_s", "note"}`` from single-call times in seconds.

    ``per_s`` is calls (games) per second from the median.
    """
    s = summary(samples)
    median = statistics.median(samples)
    return {"name": name, "median_us": round(s["median_us"], 1), "p99_us": round(s["p99_us"], 1),
            "per_s": round(1 / median, 1) if median else None, "note": note}


def timed(fn, *args) -> float:
    """Seconds taken by one call ``fn(*args)``."""
    t = time.perf_counter()
    fn(*args)
    return time.perf_counter() - t


@contextmanager
def quiet_gc():
    """Collect first and pause the garbage collector while timing, as ``timeit`` does."""
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def play_seeded(new_game, greedy, seed: int, kinds, **options):
    """One whole game ``new_game(seed, **options)`` played to its end by bots of the given kinds.

    Seat ``i`` gets ``greedy(seed * 10 + i)`` for the kind ``"greedy"``, else a
    :class:`cardlab.bots.RandomBot` with that seed. Returns the final state.
    """
    bots = [greedy(seed * 10 + i) if k == "greedy" else RandomBot(seed * 10 + i) for i, k in enumerate(kinds)]
    return play_out(new_game(seed, **options), bots)


def play_out(state, bots):
    """Play ``state`` to its end, ``bots[p]`` choosing from player ``p``'s view; returns the state."""
    while not state.is_terminal():
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
    return state


def time_games(play, n: int, kinds) -> list[float]:
    """Seconds per whole game ``play(seed, kinds)`` for the seeds ``0 .. n - 1``."""
    return [timed(play, seed, kinds) for seed in range(n)]
