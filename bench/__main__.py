"""``make bench``: cardlab's speed where learners feel it, beside other engines on the same inputs.

Every row calls the public API (what a notebook calls), on distinct seeded inputs, each called once, with
the garbage collector on. Where another engine computes the same thing (RLCard's Gin Rummy, OpenSpiel's
when installed), both run in this process taking turns input by input, and their answers are checked to
agree. Throughput (inputs or decisions per second over all inputs: the mean) is the headline; median and
p99 of single calls stand beside it. A row where cardlab is slower says "CARDLAB LOSES"; a row with a
goal (issue #17, DESIGN.md) says whether it is met. Speed is reported here, never asserted in tests.

    python -m bench                  # every section (a few minutes)
    python -m bench --quick          # fewer inputs: a fast look
    python -m bench playouts memory  # only these sections
    python -m bench --json run.json  # also keep the rows; python -m bench.report a.json b.json c.json
                                     # prints the spread of several runs

Sections: calculators (Tongits vs RLCard and OpenSpiel when installed, Phỏm, Chắn), indian_rummy (14
cards, 0-8 wild cards, dense hands), playouts (per decision, vs RLCard's bare game loop and env.run;
OpenSpiel when installed), memory (100,000 calculator calls: resident size and the longest collector
pause), widgets (a click to the updated feedback), grading (a class of 30 notebooks: the grader vs nbval on
each). ``python -m bench.strength`` is a separate tool (bot
strength, whole games per second), not part of this table.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import sys
import time
from pathlib import Path

from .report import format_rows


def _sections():
    from . import bench_calculators, bench_grading, bench_ir_worst, bench_lite, bench_playouts, bench_widgets
    return {"calculators": bench_calculators.run, "indian_rummy": bench_ir_worst.run,
            "playouts": bench_playouts.run, "memory": bench_ir_worst.memory_rows, "widgets": bench_widgets.run,
            "grading": bench_grading.run, "lite": bench_lite.run}


def _widget_rows(rows: list[dict]) -> list[dict]:
    """bench_widgets' rows (medians in µs) in the table's shape: cardlab alone, goal 50 ms."""
    out = []
    for r in rows:
        ours = {"per_s": r.get("per_s"), "median_us": r.get("median_us"), "p99_us": r.get("p99_us")}
        met = r.get("p99_us") is not None and r["p99_us"] < 50_000
        out.append({"name": r["name"], "unit": "click", "cardlab": ours, "peer": None, "peer_name": "",
                    "ratio": None, "goal": "< 50 ms in the kernel", "met": met, "note": r.get("note", "")})
    return out


def machine() -> str:
    """Python, CPU and load: the context every number here needs."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (f"Python {platform.python_version()}, {cpu}, {os.cpu_count()} cores, load average {load} "
            f"(1, 5, 15 min)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="sections to run (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer inputs, for a fast look")
    parser.add_argument("--json", type=Path, help="also write the rows to this file")
    args = parser.parse_args(argv)
    sections = _sections()
    unknown = [n for n in args.names if n not in sections]
    if unknown:
        parser.error(f"unknown section {', '.join(map(repr, unknown))}: expected some of {', '.join(sections)}")
    chosen = args.names or list(sections)
    print(f"# cardlab benchmarks — {time.strftime('%Y-%m-%d %H:%M %Z')}{' (quick)' if args.quick else ''}")
    print(f"{machine()}\n")
    all_rows = []
    started_all = time.perf_counter()
    for name in chosen:
        # Each section starts with what the sections before it left collected: a row then pays for the
        # collections of its own garbage, not for a full collection of an earlier section's (GC stays on).
        gc.collect()
        started = time.perf_counter()
        rows = sections[name](quick=args.quick)
        if name == "widgets":
            rows = _widget_rows(rows)
        print(f"## {name}  ({time.perf_counter() - started:.1f} s)\n")
        print("\n".join(format_rows(rows)) + "\n", flush=True)
        all_rows += [{"section": name, **r} for r in rows]
    losses = [r["name"] for r in all_rows if r.get("ratio") is not None and r["ratio"] < 1]
    missed = [r["name"] for r in all_rows if r.get("met") is False]
    print(f"cardlab loses: {'; '.join(losses) or 'nowhere'}")
    print(f"goals not met: {'; '.join(missed) or 'none'}")
    print(f"total {time.perf_counter() - started_all:.0f} s")
    if args.json:
        args.json.write_text(json.dumps({"when": time.strftime("%Y-%m-%d %H:%M %Z"), "machine": machine(),
                                         "quick": args.quick, "rows": all_rows}, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
