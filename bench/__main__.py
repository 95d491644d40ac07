"""Run every benchmark module ``bench/bench_*.py`` and print one table.

Each module exposes ``run(quick=False) -> list[dict]`` with rows such as
``{"name": ..., "median_us": ..., "p99_us": ..., "per_s": ..., "note": ...}``.
Speed is reported, never asserted: ratios against other engines are measured
in the same run, on the same machine, on the same inputs.

    python -m bench            # everything
    python -m bench --quick    # fewer repetitions
    python -m bench arrange    # only bench_arrange.py
"""
from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import platform
import sys
import time
from pathlib import Path


def _fmt(value) -> str:
    if value is None or value == "":
        return ""
    if isinstance(value, float):
        return f"{value:,.1f}" if value >= 10 else f"{value:.2f}"
    return str(value)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="benchmark modules to run (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--json", type=Path, help="also write the rows to this file")
    args = parser.parse_args(argv)
    here = Path(__file__).parent
    modules = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    if args.names:
        modules = [m for m in modules if any(m == f"bench_{n}" or m == n for n in args.names)]
    print(f"cardlab benchmarks — Python {platform.python_version()} on {platform.machine()}, "
          f"{time.strftime('%Y-%m-%d %H:%M')}")
    all_rows = []
    for name in modules:
        module = importlib.import_module(f"bench.{name}")
        started = time.perf_counter()
        rows = module.run(quick=args.quick)
        print(f"\n## {name[6:]}  ({time.perf_counter() - started:.1f} s)")
        print(f"{'benchmark':58} {'median µs':>11} {'p99 µs':>10} {'per s':>10}  note")
        for row in rows:
            print(f"{row['name'][:58]:58} {_fmt(row.get('median_us')):>11} {_fmt(row.get('p99_us')):>10} "
                  f"{_fmt(row.get('per_s')):>10}  {row.get('note', '')}")
            all_rows.append({"module": name, **row})
    if args.json:
        args.json.write_text(json.dumps(all_rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
