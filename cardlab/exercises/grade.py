"""Score a class: run each learner's notebook through nbval and write one row per learner.

    python -m cardlab.exercises.grade submissions/ --csv scores.csv
    python -m cardlab.exercises.grade alice.ipynb bob.ipynb --timeout 300
    make grade DIR=submissions/

Each notebook runs in a fresh kernel under ``pytest --nbval-lax`` with
grading on (see :func:`cardlab.exercises.core.grading`), so every question
that is not right fails its cell with a ``[cardlab Q3 wrong]`` tag. A
question's mark is ✔ (right), ✘ (wrong or unreadable), – (not answered) or
"answer shown" (right, but only after ``solution()`` showed it); the total
counts the ✔. A notebook that cannot be read, whose kernel fails, or that
runs past the time limit gets a row saying so, with every question counted
as not right, and the batch goes on.

The module needs pytest and nbval (the ``test`` extra) only when it runs a notebook.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import CardlabError
from .core import NotYetRight

RIGHT, WRONG, BLANK, SHOWN = "✔", "✘", "–", "answer shown"
_STATUS_MARK = {"wrong": WRONG, "unreadable": WRONG, "unanswered": BLANK, "not_earned": SHOWN}
_CHECK_CALL = re.compile(r"\b(\w+)\.q(\d+)\.check\(")
_SOLUTION_CALL = re.compile(r"\b(\w+)\.q(\d+)\.solution\(")
_CELL_NUMBER = re.compile(r"Cell (\d+)")


@dataclass
class Result:
    """One learner's notebook: a mark per question, the total, and a note when something went wrong."""

    path: Path
    marks: dict = field(default_factory=dict)      # "Q1" -> ✔ / ✘ / – / answer shown
    note: str = ""

    @property
    def learner(self) -> str:
        return self.path.stem

    @property
    def total(self) -> int:
        return sum(1 for m in self.marks.values() if m == RIGHT)


def _source(cell) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else str(src)


def questions_of(notebook: dict) -> dict:
    """``{"Q1": index of the code cell that checks it, …}`` for the questions a notebook checks.

    Cells are counted as nbval counts them: code cells only, from 0.
    """
    found = {}
    code_cells = [c for c in notebook.get("cells", []) if c.get("cell_type") == "code"]
    for index, cell in enumerate(code_cells):
        for _, number in _CHECK_CALL.findall(_source(cell)):
            found.setdefault(f"Q{int(number)}", index)
    return dict(sorted(found.items(), key=lambda kv: int(kv[0][1:])))


def _shown_in(notebook: dict) -> set:
    return {f"Q{int(n)}" for c in notebook.get("cells", []) if c.get("cell_type") == "code"
            for _, n in _SOLUTION_CALL.findall(_source(c))}


def grade_notebook(path, timeout: float = 300, cell_timeout: float = 60) -> Result:
    """Run one notebook through nbval with grading on; never raises for a bad notebook."""
    path = Path(path)
    result = Result(path)
    try:
        notebook = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
            raise ValueError("no list of cells")
    except (OSError, UnicodeDecodeError, ValueError) as error:
        result.note = f"cannot read the notebook: {str(error)[:120]}"
        return result
    questions = questions_of(notebook)
    if not questions:
        result.note = "no question is checked in this notebook (no '.qN.check(' call)"
        return result
    cell_of = {index: q for q, index in questions.items()}
    result.marks = {q: RIGHT for q in questions}
    with tempfile.TemporaryDirectory(prefix="cardlab-grade-") as tmp:
        report = Path(tmp) / "report.xml"
        (Path(tmp) / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", str(Path(tmp) / "pytest.ini"),
                   "--rootdir", str(path.parent.resolve()), "--nbval-lax", "--nbval-current-env",
                   f"--nbval-cell-timeout={cell_timeout:g}", f"--junitxml={report}", str(path.resolve())]
        env = dict(os.environ, CARDLAB_GRADING="1")
        try:
            run = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env,
                                 cwd=str(path.parent.resolve()))
        except subprocess.TimeoutExpired:
            result.marks = {q: WRONG for q in questions}
            result.note = f"did not finish within {timeout:g} s (a cell that never ends?)"
            return result
        if not report.exists():
            result.marks = {q: WRONG for q in questions}
            tail = (run.stdout + run.stderr).strip().splitlines()[-1:] or ["no output"]
            result.note = f"nbval could not run it: {tail[0][:160]}"
            return result
        other = _read_report(report, cell_of, result)
    shown = _shown_in(notebook)
    for q in shown:
        if result.marks.get(q) == WRONG:
            result.marks[q] = f"{WRONG} ({SHOWN})"
    if other:
        result.note = "errors outside the questions, in " + ", ".join(other)
    return result


def _read_report(report: Path, cell_of: dict, result: Result) -> list:
    """Fill ``result.marks`` from nbval's JUnit report; return the failing cells that check no question.

    A question is ✔ only when its check cell ran and passed: a cell skipped
    after a kernel failure or a time-out counts as not right.
    """
    other = []
    passed = set()
    for case in ET.parse(report).iter("testcase"):
        cell = _CELL_NUMBER.search(case.get("name", ""))
        question = cell_of.get(int(cell.group(1))) if cell else None
        failure = case.find("failure")
        if failure is None:
            failure = case.find("error")
        if failure is None:
            if question is not None and case.find("skipped") is None:
                passed.add(question)
            continue
        text = (failure.get("message") or "") + "\n" + (failure.text or "")
        tagged = NotYetRight.TAG.search(text)
        if tagged:
            result.marks[f"Q{int(tagged.group(1))}"] = _STATUS_MARK.get(tagged.group(2), WRONG)
        elif question is not None:            # the check cell broke in another way (NameError…)
            result.marks[question] = WRONG
        else:
            other.append(case.get("name", "?"))
    for question, mark in result.marks.items():
        if mark == RIGHT and question not in passed:
            result.marks[question] = WRONG
    return other


def grade(paths, timeout: float = 300, cell_timeout: float = 60) -> list[Result]:
    """Grade notebooks (folders are searched for ``*.ipynb``), in name order.

    Raises:
        CardlabError: when no notebook is found.
    """
    files = []
    for p in map(Path, paths):
        if p.is_dir():
            files.extend(sorted(f for f in p.glob("*.ipynb") if not f.name.startswith(".")))
        else:
            files.append(p)
    if not files:
        raise CardlabError(f"no notebook to grade in {', '.join(map(str, paths))[:200]}: expected .ipynb files "
                           f"or a folder holding them")
    return [grade_notebook(f, timeout, cell_timeout) for f in files]


def _columns(results) -> list[str]:
    names = {q for r in results for q in r.marks}
    return sorted(names, key=lambda q: int(q[1:]))


def write_csv(results, target) -> None:
    """One row per learner: learner, file, a column per question, total, out of, note."""
    columns = _columns(results)
    with open(target, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["learner", "file", *columns, "total", "out_of", "note"])
        for r in results:
            writer.writerow([r.learner, str(r.path), *(r.marks.get(q, "") for q in columns), r.total,
                             len(r.marks) or len(columns), r.note])


def table(results) -> str:
    """The summary printed after grading: a plain-text table, one letter-wide mark per question."""
    columns = _columns(results)
    short = {SHOWN: "s"}
    width = max([len("learner")] + [len(r.learner) for r in results])
    lines = ["learner".ljust(width) + "  " + " ".join(q.rjust(3) for q in columns) + "  total  note"]
    for r in results:
        marks = " ".join(short.get(r.marks.get(q, ""), r.marks.get(q, " ")[:1]).rjust(3) for q in columns)
        lines.append(f"{r.learner.ljust(width)}  {marks}  {r.total:>2}/{len(r.marks) or len(columns):<2}  {r.note}")
    lines.append(f"{RIGHT} right · {WRONG} not right · {BLANK} not answered · s right after the answer was shown")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardlab.exercises.grade",
        description="Grade learners' exercise notebooks with nbval: one row per learner, one column per question.")
    parser.add_argument("paths", nargs="+", help="notebooks, or folders of notebooks")
    parser.add_argument("--csv", help="write the scores to this CSV file")
    parser.add_argument("--timeout", type=float, default=300, help="seconds allowed per notebook (default 300)")
    parser.add_argument("--cell-timeout", type=float, default=60, help="seconds allowed per cell (default 60)")
    args = parser.parse_args(argv)
    try:
        results = grade(args.paths, args.timeout, args.cell_timeout)
    except CardlabError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.csv:
        write_csv(results, args.csv)
    print(table(results))
    if args.csv:
        print(f"wrote {args.csv}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
