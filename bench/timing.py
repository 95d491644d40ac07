"""Small timing helpers shared by the benchmarks: medians and percentiles of single calls."""
from __future__ import annotations

import statistics
import time


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
