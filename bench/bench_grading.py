"""Grading a class: the grader (answers judged in its own process) beside nbval run on each notebook.

A class of learners' Phỏm notebooks whose answers are written as values
(``answer = 17``, ``answer = "yes"``; a mix of right, wrong and blank,
different in each notebook) is graded two ways, as a teacher would run them,
each a whole process from the shell: ``python -m cardlab.exercises.grade
DIR`` once for the class, then ``pytest --nbval-lax`` on each notebook in
turn (what the grader did before, one fresh kernel per learner). The marks
are checked to agree: nbval fails exactly the questions the grader does not
mark right. Wall-clock time, since both are mostly other processes; nbval's
30 runs take about 3 minutes, so the section runs once.
"""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

from cardlab.exercises.answers import questions_of

from .timing import compared, stats

ROOT = Path(__file__).resolve().parent.parent
ANSWERS = [True, False, "yes", "no", 0, 3, 17, 40, "A", "B", "C", ["A"], ["B", "C"], ...]


def class_of(folder: Path, n: int, seed: int = 1) -> list[Path]:
    """``n`` learner notebooks of the published Phỏm set, each with other value answers."""
    copy = json.loads((ROOT / "exercises" / "phom.ipynb").read_text(encoding="utf-8"))
    rng = random.Random(seed)
    paths = []
    for k in range(n):
        nb = json.loads(json.dumps(copy))
        for cell in nb["cells"]:
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            m = re.search(r"\bex\.q(\d+)\.check\(", source) if cell["cell_type"] == "code" else None
            if m:
                cell["source"] = f"answer = {rng.choice(ANSWERS)!r}\nex.q{m.group(1)}.check(answer)"
        path = folder / f"learner_{k:02d}.ipynb"
        path.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
        paths.append(path)
    return paths


def grade_class(folder: Path, out: Path) -> dict:
    """The grader on the whole class, as a process: ``{learner: number of questions right}``."""
    subprocess.run([sys.executable, "-m", "cardlab.exercises.grade", str(folder), "--csv", str(out / "s.csv"),
                    "--no-report"], check=True, capture_output=True, timeout=900)
    import csv
    rows = csv.DictReader((out / "s.csv").read_text(encoding="utf-8-sig").splitlines())
    return {r["learner"]: int(r["total"]) for r in rows}


def nbval_one(path: Path, out: Path) -> int:
    """nbval on one notebook (grading on, as the grader ran it): the number of questions right."""
    report = out / f"{path.stem}.xml"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax",
                    "--nbval-current-env", f"--junitxml={report}", "--rootdir", str(path.parent), str(path)],
                   capture_output=True, timeout=600, env={**os.environ, "CARDLAB_GRADING": "1"},
                   cwd=str(out))
    cases = list(ET.parse(report).iter("testcase"))
    failed = sum(1 for c in cases if c.find("failure") is not None or c.find("error") is not None)
    return len(questions_of(json.loads(path.read_text(encoding="utf-8")))) - failed


def run(quick: bool = False) -> list[dict]:
    n = 10 if quick else 30
    with tempfile.TemporaryDirectory(prefix="cardlab-bench-grade-") as tmp:
        folder = Path(tmp) / "class"
        folder.mkdir()
        paths = class_of(folder, n)
        out = Path(tmp) / "out"
        out.mkdir()
        started = time.perf_counter_ns()
        ours = grade_class(folder, out)
        class_ns = time.perf_counter_ns() - started
        theirs, theirs_ns = {}, []
        for path in paths:
            started = time.perf_counter_ns()
            theirs[path.stem] = nbval_one(path, out)
            theirs_ns.append(time.perf_counter_ns() - started)
    # The grader's one sample is the whole class: per notebook, the class's time over its size.
    mine = stats([class_ns // n] * n)
    note = (f"{n} value-answer notebooks, whole processes, wall clock; the grader's median and p99 are its "
            f"class time per notebook ({class_ns / 1e9:.1f} s for the class); marks "
            f"{'agree' if ours == theirs else 'DISAGREE'}")
    return [compared(f"grade a class of {n} value-answer Phỏm notebooks, per notebook", mine, stats(theirs_ns),
                     "nbval per notebook", note, goal=10, unit="notebook")]
