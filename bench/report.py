"""The benchmark table as Markdown: one row per measurement, and the spread of several runs side by side.

    python -m bench.report run1.json run2.json run3.json   # the table of RESULTS.md: medians and ranges
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

HEADER = ("| measurement | cardlab /s | peer /s | ratio | cardlab median · p99 µs | peer median · p99 µs | goal | "
          "met | note |")
RULE = "|---|--:|--:|--:|--:|--:|---|---|---|"


def _num(value) -> str:
    if value is None:
        return "—"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.1f}" if value >= 10 else f"{value:.2f}"


def _pair(s: dict | None) -> str:
    if not s or s.get("median_us") is None:
        return "—"
    return f"{_num(s['median_us'])} · {_num(s['p99_us'])}"


def _met(row: dict) -> str:
    return {True: "yes", False: "**NO**", None: ""}[row.get("met")]


def _unit(row: dict) -> str:
    return " decisions" if row.get("unit") == "decision" else ""


def format_rows(rows: list[dict]) -> list[str]:
    """Markdown lines of one run's rows."""
    out = [HEADER, RULE]
    for r in rows:
        ours, peer = r.get("cardlab") or {}, r.get("peer")
        ratio = f"{r['ratio']:.2f}×" if r.get("ratio") is not None else "—"
        out.append(f"| {r['name']} | {_num(ours.get('per_s'))}{_unit(r)} | "
                   f"{_num(peer.get('per_s')) if peer else '—'} | {ratio} | {_pair(ours)} | {_pair(peer)} | "
                   f"{r.get('goal', '')} | {_met(r)} | {r.get('note', '')} |")
    return out


def print_rows(rows: list[dict]) -> None:
    print("\n".join(format_rows(rows)))


def _spread(values: list) -> str:
    values = [v for v in values if v is not None]
    if not values:
        return "—"
    mid = statistics.median(values)
    if len(values) == 1:
        return _num(mid)
    return f"{_num(mid)} ({_num(min(values))}–{_num(max(values))})"


def spread_table(runs: list[list[dict]]) -> list[str]:
    """Markdown lines: per row, the median over runs and the range (min–max) of throughputs and the ratio."""
    out = ["| measurement | cardlab /s | peer /s | ratio | cardlab p99 µs | goal | met (per run) | note (last run) |",
           "|---|--:|--:|--:|--:|---|---|---|"]
    for k, row in enumerate(runs[0]):
        same = [run[k] for run in runs if k < len(run) and run[k]["name"] == row["name"]]
        ours = [(r.get("cardlab") or {}).get("per_s") for r in same]
        peer = [(r.get("peer") or {}).get("per_s") for r in same]
        ratio = [r.get("ratio") for r in same]
        p99 = [(r.get("cardlab") or {}).get("p99_us") for r in same]
        met = " ".join(_met(r) or "—" for r in same) if row.get("goal") else ""
        ratio_text = _spread(ratio).replace(" (", "× (") if any(v is not None for v in ratio) else "—"
        if ratio_text != "—" and "(" not in ratio_text:
            ratio_text += "×"
        out.append(f"| {row['name']} | {_spread(ours)} | {_spread(peer)} | {ratio_text} | {_spread(p99)} | "
                   f"{row.get('goal', '')} | {met} | {same[-1].get('note', '')} |")
    return out


def main(argv=None) -> int:
    paths = [Path(p) for p in (argv if argv is not None else sys.argv[1:])]
    runs = [json.loads(p.read_text())["rows"] for p in paths]
    print("\n".join(spread_table(runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
