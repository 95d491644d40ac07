"""Phỏm benchmarks: exact arrangement of seeded 10-card hands, and whole games per second.

``run(quick=False)`` returns rows ``{"name", "median_us", "p99_us", "per_s", "note"}``
measured with ``time.perf_counter``; ``python -m bench.bench_phom`` prints them.
"""
from __future__ import annotations

import random
import time

from bench.timing import per_call, play_seeded, quiet_gc, row, time_games
from cardlab import phom
from cardlab.bots.phom import GreedyBot
from cardlab.cards import STANDARD_52


def _hands(n: int, seed: int, size: int = 10) -> list[list]:
    rng = random.Random(seed)
    return [rng.sample(STANDARD_52, size) for _ in range(n)]


def bench_arrange(n: int) -> list[dict]:
    rows = []
    hands = _hands(n, 2024)
    rows.append(row("phom.arrange 10 cards", per_call(phom.arrange, hands), f"{n} seeded random hands"))
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
        rows.append(row("phom.arrange 10 cards + eaten", samples, f"{measured} hands with 1-3 eaten cards"))
    rows.append(row("phom.check_u 10 cards", per_call(phom.check_u, hands), f"{n} seeded random hands"))
    return rows


def _play(seed: int, kinds: list[str]) -> None:
    play_seeded(phom.new_game, GreedyBot, seed, kinds, players=len(kinds))


def bench_games(n: int) -> list[dict]:
    rows = []
    for label, kinds in (("random", ["random"] * 4), ("greedy", ["greedy"] * 4),
                         ("greedy vs 3 random", ["greedy", "random", "random", "random"])):
        rows.append(row(f"phom game, 4 {label} bots" if label != "greedy vs 3 random" else f"phom game, {label}",
                        time_games(_play, n, kinds), f"{n} seeded games; per_s = games per second (from the median)"))
    return rows


def run(quick: bool = False) -> list[dict]:
    """All Phỏm rows; ``quick`` uses fewer hands and games."""
    with quiet_gc():
        rows = bench_arrange(300 if quick else 3000)
    return rows + bench_games(20 if quick else 200)


if __name__ == "__main__":
    for r in run():
        print(f"{r['name']:<40} median {r['median_us']:>10} µs  p99 {r['p99_us']:>10} µs  "
              f"{r['per_s']:>10}/s  {r['note']}")
