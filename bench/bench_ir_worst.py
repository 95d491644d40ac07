"""Indian Rummy's worst cases and memory (issue #17): 14-card hands with 0–8 wild cards, GC on.

``python -m bench`` shows its rows (:func:`run`, :func:`memory_rows`); ``python -m bench.bench_ir_worst
[--hands N] [--calls N]`` prints, per number of wild cards (printed jokers + wild-rank cards), the median, p99 and max of single :func:`cardlab.indian_rummy.arrange`
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

from bench.timing import PauseWatch, alone, rss_mb, stats

RANK_SYMBOLS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def hands(n: int, wilds: int, seed: int, dense: bool = False) -> list[tuple[list, str]]:
    """``n`` seeded 14-card hands from two decks holding exactly ``wilds`` wild cards (≤ 2 printed jokers).

    ``dense``: the other cards come from two suits and five neighbouring ranks (20 cards, twice), so
    sequences and groups overlap everywhere: the hands with the most melds to weigh.
    """
    from cardlab.cards import JOKER, STANDARD_52

    rng = random.Random(seed)
    out = []
    for _ in range(n):
        wild = rng.choice(RANK_SYMBOLS)
        printed = rng.randint(max(0, wilds - 8), min(2, wilds))
        wild_cards = [c for c in STANDARD_52 if c.rank.symbol == wild] * 2
        plain = [c for c in STANDARD_52 if c.rank.symbol != wild]
        if dense:
            suits = rng.sample(sorted({c.suit for c in plain}, key=str), 2)
            low = rng.randrange(1, 10)
            plain = [c for c in plain if c.suit in suits and low <= int(c.rank) < low + 5]
        plain = plain * 2
        hand = [JOKER] * printed + rng.sample(wild_cards, wilds - printed) + rng.sample(plain, 14 - wilds)
        rng.shuffle(hand)
        out.append((hand, wild))
    return out


WILDS = tuple(range(9))  # 0 to 8 wild cards: printed jokers and wild-rank cards together
DENSE_WILDS = (0, 2, 4, 6, 8)


def worst(n: int, dense: bool = False) -> dict:
    """Per number of wild cards: nanoseconds (thread CPU time, collections included) of ``arrange`` on
    ``n`` distinct 14-card hands, each called once, GC on."""
    from cardlab import indian_rummy as ir

    clock = time.thread_time_ns  # on a loaded machine the wall clock also counts other processes' turns
    for hand, wild in hands(20, 3, seed=99):  # warm-up: first-call set-up is not a learner's wait
        ir.arrange(hand, wild)
    out = {}
    for wilds in (DENSE_WILDS if dense else WILDS):
        samples = []
        for hand, wild in hands(n, wilds, seed=(5000 if dense else 4000) + wilds, dense=dense):
            t = clock()
            ir.arrange(hand, wild)
            samples.append(clock() - t)
        out[wilds] = samples
    return out


# What a course notebook's kernel has loaded: its first cell imports cardlab.widgets, which freezes the objects
# alive by then (see cardlab/widgets/__init__.py); matplotlib comes later, with a lesson's first plot.
KERNEL_MODULES = ("IPython", "ipywidgets", "cardlab.widgets", "matplotlib.pyplot")


def memory(calls: int, kernel: bool = False) -> dict:
    """RSS and the longest GC pause over ``calls`` calculator calls spread over the four games (GC on).

    With ``kernel``, the modules a course notebook's kernel holds (:data:`KERNEL_MODULES`) are imported
    first: a full collection walks their objects too, so the result says what a learner waits for, and
    ``kernel_full_collection_ms`` what the kernel's own objects cost before any cardlab call.
    """
    import importlib

    before_import = None
    if kernel:
        for name in KERNEL_MODULES:
            importlib.import_module(name)
        t = time.thread_time()
        gc.collect()
        before_import = round((time.thread_time() - t) * 1e3, 1)
    from cardlab import chan, indian_rummy as ir, phom, tongits
    from cardlab.cards import JOKER, STANDARD_52

    rng = random.Random(17)
    deck = list(STANDARD_52)
    chan_deck = list(chan.DECK)
    two_decks = deck * 2 + [JOKER, JOKER]
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
                # 14 cards as a deal gives them (two decks, two printed jokers, a random wild rank); one
                # call in 25 holds 8 wild cards, the worst case (see run()).
                if i % 100 == 2:
                    hand, wild = hands(1, 8, seed=i)[0]
                else:
                    hand, wild = rng.sample(two_decks, 14), rng.choice(RANK_SYMBOLS)
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
            "longest_gc_pause_ms": round(watch.longest * 1e3, 2), "collections": watch.collections,
            "seconds": round(seconds, 1), "per_s": calls / seconds if seconds > 0 else None,  # before rounding
            "kernel_full_collection_ms": before_import}


def run(quick: bool = False) -> list[dict]:
    """Rows for ``python -m bench``: per number of wild cards, random then dense hands (goal: p99 < 5 ms, max < 50 ms).

    300 hands a row: the p99 of 100 calls is set by two hands (the 99th and the largest), of 300 by four.
    """
    n = 40 if quick else 300
    rows = []
    for dense in (False, True):
        for wilds, samples in worst(n, dense).items():
            s = stats(samples)
            met = s["p99_us"] < 5_000 and s["max_us"] < 50_000
            rows.append(alone(f"indian_rummy.arrange 14 cards, {wilds} wild{'' if wilds == 1 else 's'}"
                              f"{', dense' if dense else ''}", s,
                              f"{n} distinct hands, each once (CPU time); max {s['max_us'] / 1e3:.1f} ms",
                              goal="p99 < 5 ms, max < 50 ms", met=met))
    return rows


def memory_rows(quick: bool = False) -> list[dict]:
    """The memory rows: 100,000 calculator calls of the four games (10,000 with ``quick``), each in a fresh process.

    A fresh process, because the bench's own process holds RLCard, numpy and the earlier sections' objects,
    which every full collection walks too (~60,000 tracked objects: not what cardlab costs). Two rows: cardlab
    alone (the goal), and after the modules a course notebook's kernel loads (:data:`KERNEL_MODULES`), whose
    own objects set a floor under every full collection that no change to cardlab can lower.
    """
    calls = 10_000 if quick else 100_000
    rows = []
    for kernel in (False, True):
        try:
            m = _child_result("memory-kernel" if kernel else "memory", calls)
        except subprocess.CalledProcessError as failed:
            if kernel and "ModuleNotFoundError" in failed.stderr:
                rows.append(alone(f"memory in a notebook kernel: {calls:,} calculator calls", None,
                                  "skipped: the course's modules (IPython, ipywidgets, matplotlib) are not installed"))
                continue
            raise
        met = m["max_rss_mb"] < 200 and m["longest_gc_pause_ms"] < 50
        note = (f"resident {m['rss_after_mb']} MB (peak {m['max_rss_mb']} MB, {m['rss_before_mb']} MB before); "
                f"longest collector pause {m['longest_gc_pause_ms']} ms over {m['collections']} collections; "
                f"{m['tracked_objects']:,} tracked objects; a full collection {m['full_collection_ms']} ms")
        if kernel:
            rows.append(alone(f"memory in a notebook kernel: {calls:,} calculator calls", {"per_s": m["per_s"]},
                              note + f"; the kernel's modules alone: a full collection {m['kernel_full_collection_ms']} ms",
                              met=None))
        else:
            rows.append(alone(f"memory: {calls:,} calculator calls, four games", {"per_s": m["per_s"]},
                              note + "; a fresh process holding cardlab only", goal="< 200 MB, no pause > 50 ms",
                              met=met))
    return rows


def _child_result(what: str, calls: int) -> dict:
    """``memory(calls)`` (``what`` "memory" or "memory-kernel") measured in a fresh Python process on this tree."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-m", "bench.bench_ir_worst", "--child", what, "--calls", str(calls)]
    done = subprocess.run(cmd, env=env, cwd=root, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])["memory"]


def _child(args) -> None:
    if args.what == "worst":
        cells = {}
        for wilds, samples in worst(args.hands).items():
            s = stats(samples)
            cells[wilds] = {"p50": s["median_us"] / 1e3, "p99": s["p99_us"] / 1e3, "max": s["max_us"] / 1e3}
        result = {"worst": cells}
    else:
        result = {"memory": memory(args.calls, kernel=args.what == "memory-kernel")}
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
    parser.add_argument("--child", choices=["worst", "memory", "memory-kernel"], help=argparse.SUPPRESS)
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
