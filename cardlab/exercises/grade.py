"""Grade a class: judge each learner's answers in the grader's own process, for the deal handed out.

    python -m cardlab.exercises.grade submissions/ --csv scores.csv [--assignment handouts/assignment.json]
    python -m cardlab.exercises.grade submissions/ --csv scores.csv --roster roster.csv
    make grade DIR=submissions/

What a mark is: the grader deals the learner's questions itself — game,
rules, questions and deal from the assignment (written by
:mod:`cardlab.exercises.handout`), or, with none, from the published
exercise notebook and the roster's deal — and judges each answer with the
question's own ``check`` logic in this process. Nothing a notebook says
about itself (its setup cell, its deal, its outputs, its ``check`` calls'
results, a deleted question) is believed: a missing question is not
answered; an edited hand only changes what that learner answered.

How answers are read: an answer written as a value (``answer = 17``,
``ex.q3.check("no")``) is read from the notebook's code without running any
of it (:mod:`cardlab.exercises.answers`). Only a computed answer makes the
grader run the notebook, in a sandbox (:mod:`cardlab.exercises.sandbox`): a
separate process on a throwaway copy, with its setup cell restored, limits,
and nothing of the submissions folder in view; the values it hands to
``check`` are judged here. ``--no-execute`` never runs learner code.

Submissions: notebooks, folders (one per learner, as Moodle and Canvas
export them) and ZIP files of either. The learner is named by the
notebook's metadata (a hand-out's), then the roster (a file or folder name
that starts with a roster name or holds its id or e-mail), then the file
name; two submissions for one learner are both graded and flagged.

Each result is appended to ``results.jsonl`` beside the CSV as soon as it is
known: a crash, Ctrl-C or a killed grader loses nothing already graded, and
running again grades only what is new or changed. Notebooks are graded in
parallel (``-j``).
"""
from __future__ import annotations

import argparse
import ast
import csv
import functools
import hashlib
import json
import os
import re
import sys
import threading
import unicodedata
import zipfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from ..errors import CardlabError
from ..explain import get_language, message, register_messages, set_language
from . import answers as A
from .answers import read_notebook
from .assignment import GAMES, Assignment, Learner, language_of, check_deal, from_notebook, set_call
from .core import show
from .results import (NEEDS_RUNNING, RIGHT, SHOWN, UNANSWERED, UNREADABLE, WRONG, LearnerResult, Mark)
from .sandbox import CodecError, allow_runs, decode, run_notebook, stop_all

MAX_NOTEBOOK = A.MAX_NOTEBOOK_BYTES  # bytes of one submission read; a larger file is not a notebook we grade
MAX_ZIP_TOTAL = 500_000_000        # bytes unpacked from one ZIP file
RESULTS = "results.jsonl"

register_messages({
    "grade.typed": {"en": "'{text}' is not Python, so the notebook never checked it: write the answer in quotes, "
                          "answer = \"{text}\".",
                    "vi": "'{text}' không phải là mã Python nên sổ tay chưa bao giờ kiểm tra nó: hãy viết câu trả "
                          "lời trong dấu ngoặc kép, answer = \"{text}\"."},
    "grade.not_reached": {"en": "Not answered: the notebook's code never reached this check (an error in an "
                                "earlier cell?).",
                          "vi": "Chưa trả lời: mã của sổ tay chưa chạy tới lệnh kiểm tra này (có lỗi ở một ô "
                                "phía trên?)."},
    "grade.computed_unreadable": {"en": "The value your code computed cannot be read as an answer here. {form}",
                                  "vi": "Giá trị mã của bạn tính ra không đọc được thành câu trả lời ở đây. "
                                        "{form}"},
    "grade.not_judged": {"en": "This answer could not be judged ({error}).",
                         "vi": "Không chấm được câu trả lời này ({error})."},
    "grade.typed_any": {"en": "This answer is not Python, so the notebook never checked it: write it in quotes.",
                        "vi": "Câu trả lời này không phải là mã Python nên sổ tay chưa kiểm tra nó: hãy viết "
                              "trong dấu ngoặc kép."},
})
_OWN_OUTPUTS = {"feedback", ".ipynb_checkpoints", "__MACOSX"}
# Messages follow one process-wide language: judging (in the assignment's language) is done one notebook at a
# time, while the sandboxed runs, the slow part, go on in parallel.
_JUDGING = threading.Lock()


# ---------------------------------------------------------------------------
# Finding submissions


@dataclass
class Submission:
    """One notebook handed in: where it came from, the name its place suggests, and its bytes."""

    source: str                # "submissions/ana.ipynb", "class.zip:Ana_123_assignsubmission_file_/phom.ipynb"
    hint: str                  # the folder name (one folder per learner) or the file name, without .ipynb
    data: bytes

    @functools.cached_property
    def digest(self) -> str:
        """sha256 of the notebook's bytes: a result is reused only for the very same submission."""
        return hashlib.sha256(self.data).hexdigest()


def find_submissions(paths) -> tuple[list[Submission], list[str]]:
    """Every notebook under ``paths`` (files, folders, ZIP files), and a note per file that could not be read.

    Raises:
        CardlabError: when a path does not exist.
    """
    found, problems = [], []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise CardlabError(f"{str(raw)[:200]!r} does not exist: expected notebooks, folders of notebooks or "
                               f"ZIP files of them")
        if path.is_dir():
            for file in sorted(path.rglob("*")):
                parts = file.relative_to(path).parts
                if any(p in _OWN_OUTPUTS or p.startswith(".") for p in parts) or not file.is_file():
                    continue
                hint = parts[0] if len(parts) > 1 else file.stem
                _take(file, hint, found, problems)
        else:
            _take(path, path.stem, found, problems)
    return found, problems


def _take(file: Path, hint: str, found: list, problems: list) -> None:
    suffix = file.suffix.lower()
    if suffix not in (".ipynb", ".zip"):
        return
    try:
        if file.stat().st_size > (MAX_ZIP_TOTAL if suffix == ".zip" else MAX_NOTEBOOK):
            problems.append(f"{file}: too large to be a notebook")
            return
        if suffix == ".ipynb":
            found.append(Submission(str(file), hint, file.read_bytes()))
            return
        _unzip(file, found, problems)
    except (OSError, zipfile.BadZipFile, RuntimeError, ValueError) as error:
        problems.append(f"{file}: cannot be read ({str(error)[:100]})")


def _unzip(file: Path, found: list, problems: list) -> None:
    """The notebooks of a ZIP file (a class export: one folder per learner, or notebooks side by side)."""
    total = 0
    with zipfile.ZipFile(file) as archive:
        for info in archive.infolist():
            name = info.filename
            parts = [p for p in name.replace("\\", "/").split("/") if p]
            if info.is_dir() or not parts or any(p in _OWN_OUTPUTS or p.startswith(".") for p in parts):
                continue
            if not parts[-1].lower().endswith(".ipynb"):
                continue
            if info.file_size > MAX_NOTEBOOK or total + info.file_size > MAX_ZIP_TOTAL:
                problems.append(f"{file}:{name}: too large to be a notebook")
                continue
            data = archive.read(info)[:MAX_NOTEBOOK + 1]
            total += len(data)
            hint = parts[-2] if len(parts) > 1 else Path(parts[-1]).stem
            found.append(Submission(f"{file}:{name}", hint, data))


def _key(text: str) -> str:
    """A name compared loosely: no accents, lower case, letters and digits only."""
    text = unicodedata.normalize("NFKD", str(text)).replace("đ", "d").replace("Đ", "D")
    return re.sub(r"[^a-z0-9]", "", "".join(c for c in text if not unicodedata.combining(c)).lower())


def identify(submission: Submission, notebook: dict, roster: tuple) -> tuple[str, Learner | None, str]:
    """``(learner, roster entry or None, how)``: from the notebook's metadata, then the roster, then the name.

    The roster matches a file or folder name that is the learner's name (accents, case and spaces
    aside, either name order: Canvas writes "lastfirst"), or whose first part is (Moodle writes
    "Full Name_1234_assignsubmission_file_"), or that holds their id or e-mail as one of its parts.
    """
    meta = notebook.get("metadata", {}).get("cardlab", {}) if isinstance(notebook.get("metadata"), dict) else {}
    named = meta.get("learner") if isinstance(meta, dict) else None
    if isinstance(named, str) and named.strip():
        named = named.strip()[:120]
        entry = next((e for e in roster if e.learner == named), None) or \
            next((e for e in roster if _key(e.learner) == _key(named)), None)
        return (entry.learner if entry else named), entry, "metadata"
    parts = [p for p in re.split(r"[_\s.-]+", submission.hint) if p]
    keys = {_key(submission.hint), _key(submission.hint.split("_")[0])} - {""}
    tokens = {_key(p) for p in parts} - {""}
    for entry in roster:
        words = entry.learner.split()
        if keys & {_key(entry.learner), _key(" ".join(reversed(words)))}:
            return entry.learner, entry, "roster"
    for entry in roster:
        marks = {_key(entry.id), _key(entry.email), _key(entry.email.split("@")[0])} - {""}
        if marks & (tokens | keys):
            return entry.learner, entry, "roster"
    return submission.hint[:120], None, "file name"


# ---------------------------------------------------------------------------
# The assignment when none is given: the published notebook of the set the submission deals


def published_root() -> Path:
    """The folder of the published course (the repository holding the package)."""
    import cardlab
    return Path(cardlab.__file__).resolve().parent.parent


def published_assignment(notebook: dict, root: Path | None = None) -> Assignment:
    """The assignment of the published notebook whose exercise set this submission deals (same function and
    name), in the submission's language: its questions, rules and deal — not the submission's.

    Raises:
        CardlabError: when the submission deals no known set.
    """
    root = root or published_root()
    found = set_call(notebook)
    if found is None:
        raise CardlabError("this notebook deals no exercise set (no phom_set(...) or similar call)")
    _, call, _ = found
    name = next((k.value.value for k in call.keywords if k.arg == "name" and isinstance(k.value, ast.Constant)
                 and isinstance(k.value.value, str)), None)
    language = language_of(notebook)
    game = next(g for g, (_, make, _) in GAMES.items() if make == call.func.id)
    # The game's exercise set, then its lessons' checkpoints; the English copy stands for both languages (the
    # same questions), and the teachers' notebook is an example, not a hand-out.
    candidates = [root / "exercises" / f"{game}.ipynb", *sorted((root / "notebooks" / game).glob("*.ipynb"))]
    for path in candidates:
        try:
            published = json.loads(path.read_text(encoding="utf-8"))
            theirs = set_call(published)
        except (OSError, ValueError):
            continue
        if theirs is None or theirs[1].func.id != call.func.id:
            continue
        their_name = next((k.value.value for k in theirs[1].keywords if k.arg == "name"
                           and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str)), None)
        if their_name == name or name is None:
            try:
                return from_notebook(published, language=language)
            except CardlabError:
                continue                 # a teachers' notebook that builds sets from computed cards
    raise CardlabError(f"no published notebook deals the set {name!r} of {call.func.id}(): grade it with the "
                       f"assignment written by 'make handout' (--assignment)")


# ---------------------------------------------------------------------------
# Judging


def _mark(question, value, *, read: bool, computed: bool, shown: bool) -> Mark:
    """The grader's mark for one answer: ``value`` as typed (``read``) or as already read by the question."""
    try:
        feedback = question._feedback(value) if read else question.feedback_for(value)
    except Exception as error:          # _feedback never raises; a question bug must not stop the class
        return Mark(question.number, question.title, UNREADABLE, show(value),
                    message("grade.not_judged", error=type(error).__name__), computed=computed)
    status = {"correct": RIGHT, "wrong": WRONG, "unreadable": UNREADABLE, "unanswered": UNANSWERED}.get(
        feedback.status, WRONG)
    if status == RIGHT and shown:
        status = SHOWN
    answer, slip = "", ""
    if status != UNANSWERED:
        try:
            got = question.read(value) if read else value
            answer = question.show_value(got)
            # The slip is its own field of the mark (the report counts them), so it leaves the hints.
            slip = (question.misconception(got) or "") if status == WRONG else ""
        except Exception:               # an unreadable answer: quoted as typed
            answer = show(value)
    try:
        solution = question.answer_lines()[0]
    except Exception:
        solution = ""
    hints = tuple(h for h in feedback.hints if not slip or slip not in h)
    return Mark(question.number, question.title, status, str(answer)[:300], feedback.headline, hints, str(slip),
                str(solution)[:300], computed)


def _typed_mark(question, text: str) -> Mark:
    """``answer = no``: not Python, so the notebook never checked it. Not right; the feedback says how to write it."""
    hint = message("grade.typed", text=text[:40]) if text else message("grade.typed_any")
    return Mark(question.number, question.title, UNREADABLE, text[:100], hint, ())


def judge(notebook: dict, assignment: Assignment, deal: int, *, execute: bool = True, timeout: float = 120,
          memory_mb: int = 4096, runner=None, before_run=None) -> tuple[list[Mark], str]:
    """Judge one notebook against ``deal``: ``(marks, note)``. Never raises for anything in the notebook.

    ``before_run`` is called just before learner code runs (the store notes it);
    ``runner`` (tests) replaces :func:`run_notebook`.
    """
    found = A.find_answers(notebook, assignment.var)
    looked = A.shown(notebook, assignment.var)
    computed = sorted(n for n, f in found.items() if f.how == A.COMPUTED)
    run = None
    notes = []
    if computed and execute:
        cells = A.code_cells(notebook)
        setup_at = _setup_index(notebook)
        if before_run:
            before_run()
        run = (runner or run_notebook)(cells, setup_at, assignment.setup_source(deal), assignment.var,
                                       timeout=timeout, memory_mb=memory_mb)
        looked |= run.looked
        if run.looked_names:
            notes.append("the code read the answer of " + ", ".join(sorted(run.looked_names)[:6])
                         + ": not earned")
        if run.note:
            notes.append(run.note)
    with _JUDGING:
        previous = get_language()
        set_language(assignment.language)
        try:
            return _marks(assignment, deal, found, looked, run, notes)
        finally:
            set_language(previous)


def _marks(assignment, deal, found, looked, run, notes) -> tuple[list[Mark], str]:
    """A mark per question of the assignment dealt for ``deal`` (the caller holds the language lock)."""
    questions = list(assignment.exercise_set(deal))
    marks = []
    for question in questions:
        n = question.number
        f = found.get(n, A.Found(A.MISSING))
        if f.how == A.VALUE:
            marks.append(_mark(question, f.value, read=True, computed=False, shown=n in looked))
        elif f.how == A.TYPED:
            marks.append(_typed_mark(question, f.text))
        elif f.how == A.COMPUTED and run is None:
            marks.append(Mark(n, question.title, NEEDS_RUNNING))
        elif f.how == A.COMPUTED:
            marks.append(_computed_mark(question, run, shown=n in looked))
        else:
            marks.append(Mark(n, question.title, UNANSWERED))
    extra = sorted(n for n in found if not 1 <= n <= len(questions))
    if extra:
        notes.append("checks of questions the assignment does not have ignored: "
                     + ", ".join(f"Q{n}" for n in extra[:5]))
    return marks, "; ".join(notes)


def _computed_mark(question, run, *, shown: bool) -> Mark:
    """The mark of an answer the notebook's code computed, from what its sandboxed run sent."""
    given = run.answers.get(question.number)
    if given is None:
        return Mark(question.number, question.title, UNANSWERED, headline=message("grade.not_reached"),
                    computed=True)
    if given.get("blank"):
        return Mark(question.number, question.title, UNANSWERED, computed=True)
    try:
        if "value" not in given:
            raise CodecError("the question could not read it")
        value = decode(given["value"])
    except CodecError:
        return Mark(question.number, question.title, UNREADABLE, "", message("grade.computed_unreadable",
                                                                             form=question.form()), computed=True)
    return _mark(question, value, read=False, computed=True, shown=shown)


def _setup_index(notebook: dict) -> int | None:
    """The code-cell index of the setup cell: the one a hand-out tagged, else the one that deals the set."""
    index = 0
    cells = notebook.get("cells") if isinstance(notebook.get("cells"), list) else []
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        meta = cell.get("metadata")
        if isinstance(meta, dict) and isinstance(meta.get("cardlab"), dict) and meta["cardlab"].get("setup"):
            return index
        index += 1
    found = set_call({"cells": [c for c in cells if isinstance(c, dict) and c.get("cell_type") == "code"]})
    return found[0] if found else None


# ---------------------------------------------------------------------------
# A class


def grade_one(submission: Submission, assignment: Assignment | None, roster: tuple, *, execute=True,
              timeout=120, memory_mb=4096, runner=None, before_run=None) -> LearnerResult:
    """One submission's result; never raises for anything in the submission.

    A submission the grader itself fails on (a bug of ours, not the learner's) gets a row saying so, with
    every question not answered, and the batch goes on.
    """
    # Filled in as it is learnt, so that a failure of ours still leaves the row under the learner's name.
    result = LearnerResult(submission.hint[:120], source=submission.source, digest=submission.digest)
    try:
        return _grade_one(result, submission, assignment, roster, execute=execute, timeout=timeout,
                          memory_mb=memory_mb, runner=runner, before_run=before_run)
    except Exception as error:
        note = f"could not be graded ({type(error).__name__}: {str(error)[:120]})"
        result.note = f"{result.note}; {note}" if result.note else note
        if assignment is not None:
            result.marks, _ = judge({"cells": []}, assignment, assignment.deal, execute=False)
        return result


def _grade_one(result, submission, assignment, roster, *, execute, timeout, memory_mb, runner, before_run):
    try:
        notebook = read_notebook(submission.data)
    except CardlabError as error:
        result.note = f"cannot read the notebook: {error}"
        if assignment is not None:         # every question of the assignment, not answered
            result.marks, _ = judge({"cells": []}, assignment, assignment.deal, execute=False)
        return result
    learner, entry, how = identify(submission, notebook, roster)
    result.learner = learner
    notes = []
    try:
        this = assignment or published_assignment(notebook)
    except CardlabError as error:
        result.note = str(error)
        return result
    if entry is None and assignment is not None:
        entry = assignment.learner(learner)
    if entry is not None:
        deal = entry.deal
        result.id, result.email = entry.id, entry.email
    else:
        deal = this.deal
        if roster:
            notes.append(f"not on the roster ({how}): graded on the deal {deal}")
    result.deal = deal
    result.note = "; ".join(notes)
    result.marks, note = judge(notebook, this, deal, execute=execute, timeout=timeout, memory_mb=memory_mb,
                               runner=runner, before_run=before_run)
    if note:
        notes.append(note)
    result.note = "; ".join(notes)
    return result


def read_roster_file(path) -> tuple:
    """A roster given to the grader: ``learner`` and ``deal`` columns (``id``, ``email`` optional).

    Raises:
        CardlabError: for a file that cannot be read or a row without a learner or a deal.
    """
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise CardlabError(f"cannot read the roster {path}: {error}") from None
    rows = list(csv.DictReader(text.splitlines()))
    learners = []
    for number, row in enumerate(rows, start=2):
        row = {(k or "").strip().lower(): (v or "").strip() for k, v in row.items() if isinstance(v, str)}
        if not any(row.values()):
            continue
        if not row.get("learner"):
            raise CardlabError(f"roster line {number}: no learner: expected the columns learner,deal")
        text_deal = row.get("deal", "")
        if not text_deal.isdigit() or len(text_deal) > 10:
            raise CardlabError(f"roster line {number}: deal={text_deal[:20]!r}: expected a whole number "
                               f"(the deal handed to {row['learner'][:40]})")
        learners.append(Learner(row["learner"], check_deal(int(text_deal)), row.get("id", ""), row.get("email", "")))
    return tuple(learners)


class Store:
    """``results.jsonl``: one line per graded submission, appended the moment it is known.

    Before a notebook's code runs, a "started" line is written too: if the
    grader dies while it runs (a notebook that kills its grader), the next
    run grades that notebook without running it, so the batch always ends.
    """

    def __init__(self, path: Path, assignment_id: str):
        self.path = path
        self.assignment_id = assignment_id
        self._lock = threading.Lock()
        self._open: set = set()             # started in this run, not finished
        self._closed = False                # after an interrupt: no more starts

    def load(self) -> tuple[dict, set]:
        """``({(source, digest): LearnerResult}, {(source, digest) started and never finished})`` saved for this
        assignment (other lines, and lines that do not read, are ignored)."""
        saved, started = {}, set()
        try:
            with open(self.path, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    try:
                        data = json.loads(line)
                        if data.get("assignment") != self.assignment_id:
                            continue
                        if "started" in data or "cancelled" in data:
                            entry = data.get("started") or data["cancelled"]
                            pair = (str(entry["source"]), str(entry["digest"]))
                            (started.add if "started" in data else started.discard)(pair)
                            continue
                        result = LearnerResult.from_dict(data["result"])
                    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
                        continue
                    saved[result.source, result.digest] = result
        except OSError:
            pass
        return saved, started - set(saved)

    def _append(self, data: dict) -> None:
        """Write one line now (the caller holds the lock)."""
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(data, ensure_ascii=False) + "\n")
            handle.flush()
            os.fsync(handle.fileno())

    def start(self, submission: "Submission") -> None:
        with self._lock:
            if self._closed:               # interrupted: this notebook will not run, nothing to note
                return
            self._open.add((submission.source, submission.digest))
            self._append({"assignment": self.assignment_id,
                          "started": {"source": submission.source, "digest": submission.digest}})

    def add(self, result: LearnerResult) -> None:
        with self._lock:
            self._open.discard((result.source, result.digest))
            self._append({"assignment": self.assignment_id, "result": result.to_dict()})

    def cancel_open(self) -> None:
        """The runs this grader stopped itself (Ctrl-C) are no notebook's fault: run them again next time.

        Nothing starts after this (a worker thread still on its way to a run would otherwise note a start
        that no result or cancel follows)."""
        with self._lock:
            self._closed = True
            for source, digest in sorted(self._open):
                self._append({"assignment": self.assignment_id,
                              "cancelled": {"source": source, "digest": digest}})
            self._open.clear()


def grade(paths, *, assignment: Assignment | None = None, roster: tuple = (), out_dir=None, jobs: int | None = None,
          execute: bool = True, timeout: float = 120, memory_mb: int = 4096, runner=None,
          progress=None) -> list[LearnerResult]:
    """Grade every submission under ``paths``; results in learner order.

    Each result is saved in ``out_dir/results.jsonl`` as soon as it is known
    (with ``out_dir``), and a submission already graded there for the same
    assignment and the same bytes is not graded again.

    Raises:
        CardlabError: when a path does not exist or no notebook is found.
    """
    submissions, problems = find_submissions(paths)
    if not submissions:
        raise CardlabError(f"no notebook to grade in {', '.join(map(str, paths))[:200]}: expected .ipynb files, "
                           f"folders holding them (one per learner) or ZIP files of them")
    roster = tuple(roster) or (assignment.learners if assignment else ())
    allow_runs()
    store = None
    if out_dir is not None:
        Path(out_dir).mkdir(parents=True, exist_ok=True)
        store = Store(Path(out_dir) / RESULTS, assignment.id if assignment else "published")
    saved, crashed = store.load() if store else ({}, set())
    results, todo = [], []
    for submission in submissions:
        old = saved.get((submission.source, submission.digest))
        (results.append(old) if old is not None else todo.append(submission))

    def one(submission):
        key = (submission.source, submission.digest)
        runs = execute and key not in crashed
        result = grade_one(submission, assignment, roster, execute=runs, timeout=timeout, memory_mb=memory_mb,
                           runner=runner, before_run=(lambda: store.start(submission)) if store else None)
        if execute and not runs:
            note = "the grader stopped while this notebook ran: graded without running its code"
            result.note = f"{result.note}; {note}" if result.note else note
        return result

    jobs = max(1, jobs or os.cpu_count() or 1)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(one, s) for s in todo]
        try:
            for future in as_completed(futures):
                result = future.result()
                if store:
                    store.add(result)
                results.append(result)
                if progress:
                    progress(result)
        except KeyboardInterrupt:
            for future in futures:
                future.cancel()
            stop_all()
            if store:
                store.cancel_open()
            raise
    for problem in problems:
        results.append(LearnerResult(problem.split(":")[0][-60:], source=problem, note=problem))
    _flag_duplicates(results)
    return sorted(results, key=lambda r: (_key(r.learner), r.source))


def _flag_duplicates(results) -> None:
    by_learner = {}
    for r in results:
        by_learner.setdefault(r.learner, []).append(r)
    for learner, same in by_learner.items():
        if len(same) > 1:
            for r in same:
                others = ", ".join(o.source for o in same if o is not r)
                note = f"{len(same)} submissions for {learner} (also {others}): check which one counts"
                if note not in r.note:
                    r.note = f"{r.note}; {note}" if r.note else note


# ---------------------------------------------------------------------------
# What the teacher gets


def write_csv(results, target, *, bom: bool = True) -> None:
    """One row per learner: learner, id, email, deal, 1/0/empty per question, total, out_of, percent, notes.

    UTF-8 with a byte-order mark (``bom``) so that Excel reads the names right.
    """
    width = max((len(r.marks) for r in results), default=0)
    columns = [f"Q{n}" for n in range(1, width + 1)]
    with open(target, "w", newline="", encoding="utf-8-sig" if bom else "utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["learner", "id", "email", "deal", *columns, "total", "out_of", "percent", "notes"])
        for r in results:
            points = {f"Q{m.number}": ("" if m.point is None else m.point) for m in r.marks}
            writer.writerow([_cell(r.learner), _cell(r.id), _cell(r.email), "" if r.deal is None else r.deal,
                             *(points.get(q, "") for q in columns), r.total, r.out_of, r.percent,
                             _cell(r.note)])


def _cell(text: str) -> str:
    """A text cell a spreadsheet will not run as a formula (a learner's name is their own choice)."""
    text = str(text)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


_LETTER = {RIGHT: "✔", WRONG: "✘", UNREADABLE: "✘", SHOWN: "s", UNANSWERED: "–", NEEDS_RUNNING: "?"}


def table(results) -> str:
    """The summary printed after grading: one letter-wide mark per question."""
    width_q = max((len(r.marks) for r in results), default=0)
    width = max([len("learner")] + [len(r.learner) for r in results])
    lines = ["learner".ljust(width) + "  " + " ".join(f"Q{n}".rjust(3) for n in range(1, width_q + 1))
             + "  total  notes"]
    for r in results:
        marks = {m.number: _LETTER.get(m.status, "?") for m in r.marks}
        row = " ".join(marks.get(n, " ").rjust(3) for n in range(1, width_q + 1))
        lines.append(f"{r.learner.ljust(width)}  {row}  {r.total:>2}/{r.out_of:<2}  {r.note[:100]}")
    lines.append("✔ right · ✘ not right · – not answered · s right after the answer was shown · ? needs running")
    return "\n".join(lines)


def main(argv=None) -> int:
    """The command line: ``python -m cardlab.exercises.grade DIR ... --csv FILE [options]``; the exit status.

    Raises:
        CardlabError: for a bad option (``-j 0``); a bad path or roster is reported and exits non-zero.
    """
    parser = argparse.ArgumentParser(
        prog="python -m cardlab.exercises.grade",
        description="Grade learners' exercise notebooks: each answer judged by the grader for the learner's "
                    "own deal. Writes scores.csv, report.html and one feedback page per learner.")
    parser.add_argument("paths", nargs="+", help="notebooks, folders (one per learner) or ZIP files of them")
    parser.add_argument("--csv", help="the scores file (default: scores.csv in the first folder given)")
    parser.add_argument("--assignment", help="assignment.json written by 'make handout' (default: the one in "
                                             "the first folder given, else the published notebook)")
    parser.add_argument("--roster", help="a CSV with columns learner,deal (and id, email) when there is no "
                                         "assignment")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                        help="notebooks graded at once (default: the CPU count)")
    parser.add_argument("--no-execute", action="store_true",
                        help="never run learner code: computed answers are reported as 'needs running'")
    parser.add_argument("--timeout", type=float, default=120, help="seconds a notebook may run (default 120)")
    parser.add_argument("--cell-timeout", type=float, default=None, help=argparse.SUPPRESS)   # the old flag
    parser.add_argument("--memory", type=int, default=4096, help="megabytes a notebook may use (default 4096)")
    parser.add_argument("--show-answers", action="store_true", help="put the answers in the feedback pages")
    parser.add_argument("--plain-csv", action="store_true", help="UTF-8 without the byte-order mark")
    parser.add_argument("--no-report", action="store_true", help="write only the CSV")
    args = parser.parse_args(argv)
    try:
        first = Path(args.paths[0])
        base = first if first.is_dir() else first.parent
        target = Path(args.csv) if args.csv else base / "scores.csv"
        assignment = None
        if args.assignment:
            assignment = Assignment.load(args.assignment)
        elif (base / "assignment.json").is_file():
            assignment = Assignment.load(base / "assignment.json")
        roster = read_roster_file(args.roster) if args.roster else ()
        if args.jobs < 1:
            raise CardlabError(f"-j {args.jobs}: expected 1 or more")
        target.parent.mkdir(parents=True, exist_ok=True)
        done = []

        def progress(result):
            done.append(result)
            print(f"  graded {result.learner} ({result.total}/{result.out_of})", file=sys.stderr, flush=True)

        try:
            results = grade(args.paths, assignment=assignment, roster=roster, out_dir=target.parent,
                            jobs=args.jobs, execute=not args.no_execute, timeout=args.timeout,
                            memory_mb=args.memory, progress=progress)
        except KeyboardInterrupt:
            write_csv(done, target, bom=not args.plain_csv)
            print(f"stopped: {len(done)} graded and saved; run again to go on. wrote {target}", file=sys.stderr)
            return 130
    except CardlabError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    write_csv(results, target, bom=not args.plain_csv)
    print(table(results))
    print(f"wrote {target}")
    if not args.no_report:
        from .report import write_report
        shown = assignment or _any_assignment(results, args.paths)
        if shown is not None:
            handed = {r.learner for r in results}
            missing = [e.learner for e in (assignment.learners if assignment else roster) if e.learner not in handed]
            paths = write_report(results, shown, target.parent, missing=missing, show_answers=args.show_answers)
            print(f"wrote {paths['report']} and {len(paths['feedback'])} feedback pages")
    return 0


def _any_assignment(results, paths) -> Assignment | None:
    """The published assignment of the first readable submission (for the report's title and language)."""
    for submission in find_submissions(paths)[0]:
        try:
            return published_assignment(read_notebook(submission.data))
        except CardlabError:
            continue
    return None



if __name__ == "__main__":
    sys.exit(main())
