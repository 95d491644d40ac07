"""Phỏm benchmarks: exact arrangement of seeded 10-card hands, and whole games per second.

``run(quick=False)`` returns rows ``{"name", "median_us", "p99_us", "per_s", "note"}``
measured with ``time.perf_counter``; ``python -m bench.bench_phom`` prints them.
"""
from __future__ import annotations

import gc
import random
import statistics
import time
from contextlib import contextmanager

from cardlab import phom
from cardlab.bots import RandomBot
from cardlab.bots.phom import GreedyBot
from cardlab.cards import STANDARD_52


def _row(name: str, samples: list[float], note: str) -> dict:
    samples = sorted(samples)
    median = statistics.median(samples)
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    return {"name": name, "median_us": round(median * 1e6, 1), "p99_us": round(p99 * 1e6, 1),
            "per_s": round(1 / median, 1) if median else None, "note": note}


@contextmanager
def _quiet_gc():
    """Collect first and pause the garbage collector while timing, as ``timeit`` does."""
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _hands(n: int, seed: int, size: int = 10) -> list[list]:
    rng = random.Random(seed)
    return [rng.sample(STANDARD_52, size) for _ in range(n)]


def bench_arrange(n: int) -> list[dict]:
    rows = []
    hands = _hands(n, 2024)
    samples = []
    for hand in hands:
        t = time.perf_counter()
        phom.arrange(hand)
        samples.append(time.perf_counter() - t)
    rows.append(_row("phom.arrange 10 cards", samples, f"{n} seeded random hands"))
    # The same hands with one to three cards marked eaten that can sit in phỏm.
    samples = []
    rng = random.Random(7)
    measured = 0
    for hand in hands:
        arr = phom.arrange(hand)
        melded = [c for m in arr.melds for c in m.cards]
        if not melded:
            continue
        eaten = [m.cards[rng.randrange(len(m.cards))] for m in arr.melds][:3]
        t = time.perf_counter()
        phom.arrange(hand, eaten=eaten)
        samples.append(time.perf_counter() - t)
        measured += 1
    if samples:
        rows.append(_row("phom.arrange 10 cards + eaten", samples, f"{measured} hands with 1-3 eaten cards"))
    samples = []
    for hand in hands:
        t = time.perf_counter()
        phom.check_u(hand)
        samples.append(time.perf_counter() - t)
    rows.append(_row("phom.check_u 10 cards", samples, f"{n} seeded random hands"))
    return rows


def _play(seed: int, kinds: list[str]) -> None:
    bots = [GreedyBot(seed * 10 + i) if k == "greedy" else RandomBot(seed * 10 + i) for i, k in enumerate(kinds)]
    state = phom.new_game(seed, players=len(kinds))
    while not state.is_terminal():
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))


def bench_games(n: int) -> list[dict]:
    rows = []
    for label, kinds in (("random", ["random"] * 4), ("greedy", ["greedy"] * 4),
                         ("greedy vs 3 random", ["greedy", "random", "random", "random"])):
        samples = []
        for seed in range(n):
            t = time.perf_counter()
            _play(seed, kinds)
            samples.append(time.perf_counter() - t)
        rows.append(_row(f"phom game, 4 {label} bots" if label != "greedy vs 3 random" else f"phom game, {label}",
                         samples, f"{n} seeded games; per_s = games per second (from the median)"))
    return rows


def run(quick: bool = False) -> list[dict]:
    """All Phỏm rows; ``quick`` uses fewer hands and games."""
    with _quiet_gc():
        rows = bench_arrange(300 if quick else 3000)
    return rows + bench_games(20 if quick else 200)


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']:<40} median {row['median_us']:>10} µs  p99 {row['p99_us']:>10} µs  "
              f"{row['per_s']:>10}/s  {row['note']}")
