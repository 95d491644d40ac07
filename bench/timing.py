"""Small timing helpers shared by the benchmarks: medians and percentiles of single calls, rows,
and seeded games played to the end by bots."""
from __future__ import annotations

import gc
import statistics
import time

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


def percentile(ordered: list, percent: int):
    """The ``percent``-th percentile of the sorted samples ``ordered``, by nearest rank.

    The smallest sample with at least ``percent`` % of the samples at or below it: of 100 samples, p99
    is the 99th (one sample lies above it), not the largest. Integer arithmetic: 0.99 * n in floating
    point can land above a whole number and take the next sample.
    """
    rank = -(-percent * len(ordered) // 100)  # ceil(percent * n / 100), at least 1 for a non-empty list
    return ordered[max(rank, 1) - 1]


def summary(times: list[float]) -> dict:
    """Median and 99th percentile in microseconds."""
    ordered = sorted(times)
    p99 = percentile(ordered, 99)
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


# -- the honest rows of ``make bench`` (issue #17) ----------------------------------------------------------
# Every input is called once, with the garbage collector on; cardlab and its peer take turns input by input
# (the order alternating), so both meet the same machine load. Throughput (inputs per second over all of
# them, i.e. from the mean) is the headline; median, p99 and max of single calls stand beside it.

def stats(samples_ns: list[int], count: int | None = None) -> dict:
    """``{"per_s", "mean_us", "median_us", "p99_us", "max_us", "n"}`` from nanoseconds per input.

    ``count``: how many units the samples hold together (decisions of whole games); default one per sample.
    """
    ordered = sorted(samples_ns)
    total = sum(ordered)
    units = len(ordered) if count is None else count
    return {"per_s": units / total * 1e9 if total else None, "mean_us": total / units / 1e3 if units else None,
            "median_us": ordered[len(ordered) // 2] / 1e3, "p99_us": percentile(ordered, 99) / 1e3,
            "max_us": ordered[-1] / 1e3, "n": len(ordered)}


def alternate(fn_a, inputs_a, fn_b, inputs_b) -> tuple[list[int], list[int]]:
    """Nanoseconds of ``fn_a(x)`` and ``fn_b(y)`` per input pair, each called once, taking turns.

    Input ``k`` runs ``a`` first when ``k`` is even and ``b`` first when odd, so neither engine always
    runs on caches the other warmed or evicted.
    """
    clock = time.thread_time_ns  # CPU time: on a shared machine the wall clock counts other processes too
    a_ns, b_ns = [], []
    for k, (a, b) in enumerate(zip(inputs_a, inputs_b)):
        turns = ((fn_a, a, a_ns), (fn_b, b, b_ns))
        for fn, x, out in (turns if k % 2 == 0 else turns[::-1]):
            t0 = clock()
            fn(x)
            out.append(clock() - t0)
    return a_ns, b_ns


def each_once(fn, inputs) -> list[int]:
    """Nanoseconds of ``fn(x)`` for each input, called once (the rows without a peer)."""
    clock = time.thread_time_ns  # CPU time: on a shared machine the wall clock counts other processes too
    out = []
    for x in inputs:
        t0 = clock()
        fn(x)
        out.append(clock() - t0)
    return out


def compared(name: str, ours: dict, peer: dict | None, peer_name: str, note: str = "", goal: float | None = None,
             unit: str = "call") -> dict:
    """A table row: cardlab's and the peer's stats, the throughput ratio, and whether the goal (a ratio) is met."""
    ratio = ours["per_s"] / peer["per_s"] if peer and peer.get("per_s") else None
    notes = [note] if note else []
    if ratio is not None and ratio < 1:
        notes.append(f"CARDLAB LOSES ({ratio:.2f}×)")
    met = None if goal is None or ratio is None else ratio >= goal
    return {"name": name, "unit": unit, "cardlab": ours, "peer": peer, "peer_name": peer_name, "ratio": ratio,
            "goal": f"≥ {goal:g}× {peer_name}" if goal is not None else "", "met": met, "note": "; ".join(notes)}


def alone(name: str, ours: dict, note: str = "", goal: str = "", met: bool | None = None, unit: str = "call") -> dict:
    """A table row without a peer (no other engine computes this)."""
    return {"name": name, "unit": unit, "cardlab": ours, "peer": None, "peer_name": "", "ratio": None,
            "goal": goal, "met": met, "note": note}


class PauseWatch:
    """The longest garbage-collector pause while installed (``gc.callbacks`` start/stop), in thread CPU time."""

    def __init__(self):
        self.longest = 0.0
        self.collections = 0
        self._start = 0.0

    def __call__(self, phase, info):
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.collections += 1
            self.longest = max(self.longest, time.thread_time() - self._start)

    def __enter__(self):
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc):
        gc.callbacks.remove(self)


def rss_mb() -> float:
    """Resident memory now, in MB (from /proc, as ``ps`` shows it)."""
    import os

    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
