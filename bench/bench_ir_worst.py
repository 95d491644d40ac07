"""Indian Rummy's worst cases and memory (issue #17): 14-card hands with 0–8 wild cards, GC on.

``python -m bench.bench_ir_worst [--hands N] [--calls N]`` prints, per number of wild cards (printed
jokers + wild-rank cards), the median, p99 and max of single :func:`cardlab.indian_rummy.arrange`
calls on distinct seeded hands, each called once with the garbage collector ON (as a learner's kernel
runs); then a memory row: ``--calls`` calculator calls of all four games in one process, the resident
memory after them and the longest collector pause seen (timed with ``gc.callbacks``).

It is run in a fresh process per measurement (``--ab`` alternates two source trees round by round,
so that the load of a shared machine falls on both alike, and reports the median over rounds).
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time

RANK_SYMBOLS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def hands(n: int, wilds: int, seed: int) -> list[tuple[list, str]]:
    """``n`` seeded 14-card hands from two decks holding exactly ``wilds`` wild cards (≤ 2 printed jokers)."""
    from cardlab.cards import JOKER, STANDARD_52

    rng = random.Random(seed)
    out = []
    for _ in range(n):
        wild = rng.choice(RANK_SYMBOLS)
        printed = rng.randint(max(0, wilds - 8), min(2, wilds))
        wild_cards = [c for c in STANDARD_52 if c.rank.symbol == wild] * 2
        plain = [c for c in STANDARD_52 if c.rank.symbol != wild] * 2
        hand = [JOKER] * printed + rng.sample(wild_cards, wilds - printed) + rng.sample(plain, 14 - wilds)
        rng.shuffle(hand)
        out.append((hand, wild))
    return out


class PauseWatch:
    """The longest garbage-collector pause while installed (``gc.callbacks`` start/stop), in thread CPU time."""

    def __init__(self):
        self.longest = 0.0
        self._start = 0.0

    def __call__(self, phase, info):
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.longest = max(self.longest, time.thread_time() - self._start)

    def __enter__(self):
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc):
        gc.callbacks.remove(self)


def rss_mb() -> float:
    """Resident memory now, in MB (from /proc, as ``ps`` shows it)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def worst(n: int) -> dict:
    """Per number of wild cards: median, p99, max in ms (thread CPU time) of ``arrange`` on ``n`` distinct
    14-card hands, GC on."""
    from cardlab import indian_rummy as ir

    out = {}
    for wilds in (0, 2, 4, 6, 7, 8):
        cases = hands(n, wilds, seed=4000 + wilds)
        samples = []
        for hand, wild in cases:
            # CPU time of this thread (collections included): on a loaded machine the wall clock also
            # counts the time other processes held the cores.
            t = time.thread_time()
            ir.arrange(hand, wild)
            samples.append((time.thread_time() - t) * 1e3)
        samples.sort()
        out[wilds] = {"p50": statistics.median(samples), "p99": samples[min(len(samples) - 1, int(0.99 * n))],
                      "max": samples[-1]}
    return out


def memory(calls: int) -> dict:
    """RSS and the longest GC pause over ``calls`` calculator calls spread over the four games."""
    from cardlab import chan, indian_rummy as ir, phom, tongits
    from cardlab.cards import STANDARD_52

    rng = random.Random(17)
    deck = list(STANDARD_52)
    chan_deck = list(chan.DECK)
    before = rss_mb()
    with PauseWatch() as watch:
        start = time.perf_counter()
        for i in range(calls):
            game = i % 4
            if game == 0:
                tongits.deadwood(rng.sample(deck, 10))
            elif game == 1:
                phom.deadwood(rng.sample(deck, 10))
            elif game == 2:
                # Up to 6 wild cards: hands with more take seconds each on the unpooled path (see worst()).
                hand, wild = hands(1, rng.randint(0, 6), seed=i)[0]
                ir.arrange(hand, wild)
            else:
                chan.waiting_cards(rng.sample(chan_deck, 19))  # 19 cards from the deck: never 5 copies
        seconds = time.perf_counter() - start
    tracked = len(gc.get_objects())
    t = time.thread_time()
    gc.collect()
    full = time.thread_time() - t
    return {"calls": calls, "rss_before_mb": round(before, 1), "rss_after_mb": round(rss_mb(), 1),
            "tracked_objects": tracked, "full_collection_ms": round(full * 1e3, 1),
            "max_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            "longest_gc_pause_ms": round(watch.longest * 1e3, 2), "seconds": round(seconds, 1)}


def run(quick: bool = False) -> list[dict]:
    """Rows for ``python -m bench``: the worst-case rows per number of wild cards, then the memory row."""
    n, calls = (40, 10_000) if quick else (200, 100_000)
    rows = []
    for wilds, cells in worst(n).items():
        rows.append({"name": f"indian_rummy.arrange 14 cards, {wilds} wild cards, GC on", "median_us": cells["p50"] * 1e3,
                     "p99_us": cells["p99"] * 1e3, "per_s": 1e3 / cells["p50"] if cells["p50"] else None,
                     "note": f"{n} distinct hands, each once; max {cells['max']:.1f} ms"})
    m = memory(calls)
    rows.append({"name": f"memory: {calls:,} calculator calls, four games", "median_us": None, "p99_us": None,
                 "per_s": round(calls / m["seconds"], 1),
                 "note": f"RSS {m['rss_after_mb']} MB; {m['tracked_objects']:,} tracked objects; longest collector "
                         f"pause {m['longest_gc_pause_ms']} ms; a full collection {m['full_collection_ms']} ms"})
    return rows


def _child(args) -> None:
    result = {"worst": worst(args.hands)} if args.what == "worst" else {"memory": memory(args.calls)}
    print(json.dumps(result))


def _run(tree: str, what: str, args) -> dict:
    env = dict(os.environ, PYTHONPATH=tree)
    cmd = [sys.executable, "-m", "bench.bench_ir_worst", "--child", what, "--hands", str(args.hands),
           "--calls", str(args.calls)]
    done = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=300, help="distinct hands per number of wild cards")
    parser.add_argument("--calls", type=int, default=100_000, help="calculator calls for the memory row")
    parser.add_argument("--rounds", type=int, default=3, help="A/B rounds (each tree once per round)")
    parser.add_argument("--ab", nargs=2, metavar=("BEFORE", "AFTER"), help="two source trees to compare")
    parser.add_argument("--memory", action="store_true", help="also the memory row (slow)")
    parser.add_argument("--child", choices=["worst", "memory"], help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        args.what = args.child
        return _child(args)
    trees = args.ab or [os.getcwd()]
    whats = ["worst"] + (["memory"] if args.memory else [])
    results = {t: {w: [] for w in whats} for t in trees}
    for r in range(args.rounds):
        for what in whats:
            # Interleaved: within each round every tree runs once, the order alternating.
            for tree in (trees if r % 2 == 0 else trees[::-1]):
                results[tree][what].append(_run(tree, what, args)[what])
    for tree in trees:
        print(f"== {tree} (median over {args.rounds} rounds)")
        rounds = results[tree]["worst"]
        for wilds in rounds[0]:
            cells = {k: statistics.median(r[wilds][k] for r in rounds) for k in ("p50", "p99", "max")}
            spread = [round(r[wilds]["max"], 1) for r in rounds]
            print(f"  14 cards, {wilds} wild: p50 {cells['p50']:.2f} ms  p99 {cells['p99']:.2f} ms  "
                  f"max {cells['max']:.1f} ms  (max per round {spread})")
        for m in results[tree].get("memory", []):
            print("  memory:", m)


if __name__ == "__main__":
    main()
