"""Hand out an exercise set: one notebook per learner, each dealt its own deal, and the assignment for the grader.

From the project folder::

    python -m cardlab.exercises.handout phom --roster roster.csv --out handouts/
    python -m cardlab.exercises.handout notebooks/phom/02_phom_points.ipynb --roster roster.csv \\
        --out handouts/ --no-solutions --assignment-title "Week 3"

``TEMPLATE`` is a published learner notebook (an exercise set, or a lesson
ending with checked questions) or a game's name (``tongits``, ``phom``,
``indian_rummy``, ``chan``: its ``exercises/<game>.ipynb``, or
``exercises/vi/<game>.ipynb`` with ``--language vi``). The roster is a CSV
file with a ``learner`` column and optional ``id``, ``email`` and ``deal``;
a learner without a deal is dealt one at random (``--seed`` makes the draw
repeatable).

Each learner's notebook is the template with its setup cell replaced by the
assignment's (``DEAL = …`` and the set call), every output cleared, a first
cell saying for whom it was dealt, and the learner recorded in the
notebook's metadata. ``assignment.json`` next to them holds the game, the
rules, the questions and every learner's deal: the grader judges each
notebook against that, never against what the notebook itself says.
"""
from __future__ import annotations

import argparse
import ast
import copy
import csv
import importlib
import io
import json
import random
import re
import secrets
import sys
import unicodedata
from dataclasses import replace
from pathlib import Path

import cardlab

from ..errors import CardlabError
from ..explain import get_language, set_language
from ..inputs import read_json
from .assignment import GAMES, LANGUAGES, MAX_DEAL, Assignment, Learner, check_deal, from_notebook, \
    question_spec, rules_from_options, set_call
from .answers import MAX_NOTEBOOK_BYTES, read_notebook
from .core import Question, known_arguments
from .student import PROMPTS

__all__ = ["handout", "read_roster", "roster_learners", "template_path", "handout_notebook", "main"]

#: Where the published notebooks are, so a game's name finds its notebook from any working folder.
EXERCISES = Path(cardlab.__file__).resolve().parent.parent / "exercises"
ASSIGNMENT_FILE = "assignment.json"
MAX_ROSTER_BYTES = 2_000_000          # a roster of thousands of learners is far smaller
#: Deals drawn for learners without one: far enough from the published notebooks' small deal numbers.
DRAWN_DEALS = (1000, 999_999)
ROSTER_COLUMNS = ("learner", "id", "email", "deal")
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
                     *(f"lpt{i}" for i in range(1, 10))}


# ---------------------------------------------------------------------------
# The roster


def read_roster(path) -> list[dict]:
    """The learners of a roster CSV file, as dicts with ``learner``, ``id``, ``email`` and ``deal`` (None if blank).

    The header must have a ``learner`` column; ``id``, ``email`` and ``deal``
    are optional and other columns are ignored (so a spreadsheet export can be
    used as it is). Headers and values are stripped of spaces, a UTF-8 byte
    order mark (Excel's "CSV UTF-8") is accepted, and empty rows are skipped.
    Names are compared ignoring case and spaces, as the grader matches them.

    Raises:
        CardlabError: for a file that cannot be read or is not UTF-8 text, a
            header without ``learner``, a row without a name, a learner listed
            twice, or a deal that is not a whole number from 0 to 10**9 (the
            row is quoted).
    """
    path = Path(path)
    try:
        if path.stat().st_size > MAX_ROSTER_BYTES:
            raise CardlabError(f"the roster {path} is larger than {MAX_ROSTER_BYTES} bytes: expected a CSV of names")
        data = path.read_bytes()
    except OSError as error:
        raise CardlabError(f"cannot read the roster {path}: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CardlabError(f"the roster {path} is not UTF-8 text: save it as \"CSV UTF-8\"") from None
    try:
        table = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as error:
        raise CardlabError(f"the roster {path} is not a readable CSV file: {error}") from None
    table = [[value.strip() for value in row] for row in table]
    while table and not any(table[0]):
        table.pop(0)
    if not table:
        raise CardlabError(f"the roster {path} is empty: expected a header 'learner' and one name per row")
    header = [name.lower() for name in table[0]]
    if "learner" not in header:
        raise CardlabError(f"the roster {path} has no 'learner' column: its header is {', '.join(table[0]) or '(empty)'};"
                           f" expected learner and optionally id, email, deal")
    column = {name: header.index(name) for name in ROSTER_COLUMNS if name in header}
    rows, seen = [], {}
    for line, values in enumerate(table[1:], start=2):
        if not any(values):
            continue
        entry = {name: values[i] if i < len(values) else "" for name, i in column.items()}
        where = f"row {line} of {path} ({', '.join(values)[:80]})"
        if not entry["learner"]:
            raise CardlabError(f"{where} has no learner name")
        key = "".join(entry["learner"].lower().split())
        if key in seen:
            raise CardlabError(f"{where}: the learner {entry['learner']!r} is already on row {seen[key]}: "
                               f"every learner must appear once (add a surname or an initial)")
        seen[key] = line
        deal = entry.get("deal", "")
        if deal == "":
            deal = None
        elif not re.fullmatch(r"[0-9]{1,10}", deal) or int(deal) > MAX_DEAL:
            raise CardlabError(f"{where}: deal {deal!r} is not a deal number: expected a whole number from 0 to "
                               f"{MAX_DEAL}, or leave it empty to deal one")
        else:
            deal = int(deal)
        rows.append({"learner": entry["learner"], "id": entry.get("id", ""), "email": entry.get("email", ""),
                     "deal": deal})
    if not rows:
        raise CardlabError(f"the roster {path} lists no learner: expected one name per row under 'learner'")
    return rows


def roster_learners(rows, seed: int | None = None) -> list[Learner]:
    """The roster's learners with a deal each: a learner without one is dealt a number none of the others has.

    ``rows`` are :func:`read_roster`'s dicts (or :class:`Learner`). Drawn deals
    come from 1000 to 999999; ``seed`` makes the draw repeatable, otherwise it
    is unpredictable (a learner cannot guess a neighbour's deal).

    Raises:
        CardlabError: for a row without a learner name, a name listed twice or a
            deal that is not a deal number.
    """
    entries, seen = [], set()
    for row in rows:
        if isinstance(row, Learner):
            row = {"learner": row.learner, "deal": row.deal, "id": row.id, "email": row.email}
        if not isinstance(row, dict) or not isinstance(row.get("learner"), str) or not row["learner"].strip():
            raise CardlabError(f"roster entry {str(row)[:80]}: expected a learner name")
        key = "".join(row["learner"].lower().split())
        if key in seen:
            raise CardlabError(f"the learner {row['learner']!r} is on the roster twice: every learner must appear "
                               f"once (add a surname or an initial)")
        seen.add(key)
        if row.get("deal") is not None:
            check_deal(row["deal"])
        entries.append(row)
    taken = {row["deal"] for row in entries if row.get("deal") is not None}
    draw = random.Random(seed) if seed is not None else secrets.SystemRandom()
    learners = []
    for row in entries:
        deal = row.get("deal")
        if deal is None:
            deal = draw.randint(*DRAWN_DEALS)
            while deal in taken:
                deal = draw.randint(*DRAWN_DEALS)
            taken.add(deal)
        learners.append(Learner(row["learner"].strip(), deal, str(row.get("id") or ""), str(row.get("email") or "")))
    return learners


def file_names(names) -> list[str]:
    """A distinct, portable notebook file name for each learner name (``Nguyễn Văn Đức`` → ``nguyen_van_duc.ipynb``)."""
    used, files = set(), []
    for name in names:
        text = unicodedata.normalize("NFKD", name.replace("đ", "d").replace("Đ", "D"))
        text = "".join(c for c in text if not unicodedata.combining(c))
        stem = re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_").lower()[:60] or "learner"
        if stem in _WINDOWS_RESERVED:
            stem = "learner_" + stem
        candidate, n = stem, 1
        while candidate in used:
            n += 1
            candidate = f"{stem}_{n}"
        used.add(candidate)
        files.append(candidate + ".ipynb")
    return files


# ---------------------------------------------------------------------------
# The template


def template_path(template, language: str | None = None) -> Path:
    """The notebook ``template`` names: a path, or a game's name (its published exercise notebook in ``language``).

    Raises:
        CardlabError: for a path that does not exist and is no game's name, or an unknown language.
    """
    if language is not None and language not in LANGUAGES:
        raise CardlabError(f"language={language!r}: expected one of {', '.join(LANGUAGES)}")
    path = Path(template)
    if path.is_file():
        return path
    game = str(template).strip().lower().replace("-", "_").replace(" ", "_")
    if game in GAMES:
        return EXERCISES / ("vi" if language == "vi" else "") / f"{game}.ipynb"
    raise CardlabError(f"template {str(template)!r} is neither a notebook nor a game: expected a path to a learner "
                       f"notebook or one of {', '.join(GAMES)}")


def _read_notebook(path: Path) -> dict:
    try:
        if path.stat().st_size > MAX_NOTEBOOK_BYTES:
            raise CardlabError(f"{path} is larger than {MAX_NOTEBOOK_BYTES} bytes: expected a course notebook")
        data = path.read_bytes()
    except OSError as error:
        raise CardlabError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        notebook = read_notebook(data)
    except CardlabError as error:
        raise CardlabError(f"{path} is {error}: expected a .ipynb file") from None
    for cell in notebook["cells"]:
        if isinstance(cell, dict) and cell.get("cell_type") == "code" and re.search(r"#\s*BEGIN SOLUTION",
                                                                                    _source(cell)):
            # Handing out a key would hand out its answers.
            raise CardlabError(f"{path} is an answer key (it has '# BEGIN SOLUTION'): hand out the learners' copy "
                               f"(python -m cardlab.exercises.student makes it)")
    return notebook


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


# ---------------------------------------------------------------------------
# One learner's notebook

_HEADER = {
    "en": ("**Dealt for:** {learner} · deal {deal}",
           "Your teacher dealt this notebook for you. Keep `DEAL = {deal}` in the setup cell as it is: your "
           "answers are graded against this deal, and with another one they would not match.",
           "Hints (`hint()`) are switched off for this assignment.",
           "Answers (`solution()`) are switched off for this assignment."),
    "vi": ("**Chia cho:** {learner} · ván chia số {deal}",
           "Giáo viên đã chia notebook này riêng cho bạn. Hãy giữ nguyên `DEAL = {deal}` trong ô thiết lập: bài "
           "của bạn được chấm theo đúng ván chia này, đổi sang ván khác thì câu trả lời sẽ không khớp.",
           "Gợi ý (`hint()`) đã được tắt trong bài này.",
           "Xem đáp án (`solution()`) đã được tắt trong bài này."),
}


def _markdown_text(text: str) -> str:
    """A learner's name as literal Markdown text (a name must not become a link, a heading or HTML)."""
    return re.sub(r"([\\`*_\[\]<>#|!])", r"\\\1", " ".join(text.split()))


def header_cell(assignment: Assignment, learner: Learner) -> dict:
    """The first cell of a learner's notebook: for whom and with which deal it was dealt, and what is switched off."""
    title, lead, no_hints, no_solutions = _HEADER[assignment.language]
    lines = []
    if assignment.title:
        lines += [f"## {_markdown_text(assignment.title)}", ""]
    lines.append(title.format(learner=_markdown_text(learner.learner), deal=learner.deal))
    lines += ["", lead.format(deal=learner.deal)]
    off = ([no_hints] if not assignment.hints else []) + ([no_solutions] if not assignment.solutions else [])
    if off:
        lines += ["", " ".join(off)]
    return {"cell_type": "markdown", "metadata": {"cardlab": {"dealt_for": True}}, "source": "\n".join(lines)}


def _question_cells(assignment: Assignment, deal: int) -> list[dict]:
    """A heading, the question and an answer cell per question: used when the questions differ from the template's."""
    exercise_set = assignment.exercise_set(deal)
    before = get_language()
    set_language(assignment.language)
    try:
        cells = []
        for question in exercise_set.questions:
            ref = f"{assignment.var}.q{question.number}"
            cells += [_markdown(f"## {question.number} · {question.title}"), _code(ref),
                      _code(f"answer = {PROMPTS[assignment.language]}\n{ref}.check(answer)")]
        return cells
    finally:
        set_language(before)


def _markdown(text: str) -> dict:
    return {"cell_type": "markdown", "metadata": {}, "source": text}


def _code(text: str, metadata: dict | None = None) -> dict:
    return {"cell_type": "code", "execution_count": None, "metadata": metadata or {}, "outputs": [], "source": text}


def _with_new_questions(cells: list, setup: int, var: str, new: list) -> list:
    """``cells`` with the template's question cells (and their headings) after ``setup`` replaced by ``new``."""
    asks = re.compile(rf"\b{re.escape(var)}\.q[0-9]+\b")
    kept, insert_at = [], None
    for index, cell in enumerate(cells):
        if index > setup and cell.get("cell_type") == "code" and asks.search(_source(cell)):
            if len(kept) > setup + 1 and kept[-1].get("cell_type") == "markdown" \
                    and _source(kept[-1]).lstrip().startswith("#"):
                kept.pop()
            if insert_at is None:
                insert_at = len(kept)
            continue
        kept.append(cell)
    insert_at = setup + 1 if insert_at is None else insert_at
    return kept[:insert_at] + new + kept[insert_at:]


def _deal_variable_fix(notebook: dict, setup: int, deal: int) -> None:
    """Set an earlier ``SEED = 2024`` that the template's set call used to the learner's deal.

    The setup cell no longer reads it (it deals from its own ``DEAL``), but a
    learner reading ``SEED`` above, or a later cell using it, must see the deal
    they were handed, not the published one.
    """
    found = set_call(notebook)
    if found is None:
        return
    _, call, _ = found
    seed = call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "seed"), None)
    if not isinstance(seed, ast.Name):
        return
    for cell in reversed(notebook["cells"][:setup]):
        if cell.get("cell_type") != "code":
            continue
        source = _source(cell)
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError):
            continue
        targets = [node for node in tree.body if isinstance(node, ast.Assign) and len(node.targets) == 1
                   and isinstance(node.targets[0], ast.Name) and node.targets[0].id == seed.id]
        if not targets:
            continue
        value = targets[-1].value
        lines = source.splitlines(keepends=True)
        if value.lineno != value.end_lineno:
            return
        line = lines[value.lineno - 1]
        start = len(line.encode()[:value.col_offset].decode())
        end = len(line.encode()[:value.end_col_offset].decode())
        lines[value.lineno - 1] = line[:start] + str(deal) + line[end:]
        cell["source"] = "".join(lines)
        return


def handout_notebook(template: dict, assignment: Assignment, learner: Learner) -> dict:
    """One learner's notebook: ``template`` dealt ``learner.deal``, with every output cleared.

    Raises:
        CardlabError: when ``template`` deals no exercise set.
    """
    notebook = copy.deepcopy(template)
    found = set_call(notebook)
    if found is None:
        raise CardlabError("the template deals no exercise set: expected a call such as phom_set(seed=...)")
    setup = found[0]
    _deal_variable_fix(notebook, setup, learner.deal)
    cells = notebook["cells"]
    cells[setup] = _code(assignment.setup_source(learner.deal, learner.learner), {"cardlab": {"setup": True}})
    if assignment.questions != from_notebook(template, assignment.language).questions:
        cells = _with_new_questions(cells, setup, assignment.var, _question_cells(assignment, learner.deal))
    for cell in cells:
        if cell.get("cell_type") == "code":
            cell["outputs"], cell["execution_count"] = [], None
        cell.pop("id", None)            # ids are per notebook; nbformat 4.4 has none, Jupyter adds fresh ones
    notebook["cells"] = [header_cell(assignment, learner)] + cells
    notebook["nbformat"], notebook["nbformat_minor"] = 4, 4
    metadata = notebook.setdefault("metadata", {})
    mine = {k: v for k, v in (metadata.get("cardlab") or {}).items() if k == "student_copy"}
    metadata["cardlab"] = {**mine, "assignment": assignment.id, "learner": learner.learner, "id": learner.id,
                           "email": learner.email, "deal": learner.deal, "game": assignment.game}
    return notebook


# ---------------------------------------------------------------------------
# The class


@known_arguments
def handout(template, roster, out_dir, *, title: str = "", hints: bool | None = None,
            solutions: bool | None = None, rules: dict | None = None, questions=None, language: str | None = None,
            seed: int | None = None, overwrite: bool = False) -> Assignment:
    """Write one notebook per learner of ``roster`` into ``out_dir``, and ``assignment.json`` for the grader.

    ``template``: a published learner notebook (path) or a game's name.
    ``roster``: a roster CSV path (see :func:`read_roster`) or a list of dicts
    / :class:`Learner`. The assignment is the template's set, with these
    overrides: ``rules`` (options laid over the template's), ``questions``
    (kinds by key, or questions built on chosen cards), ``hints`` /
    ``solutions`` (False switches them off), ``title``. ``language`` picks the
    notebook of a game's name. ``seed`` makes the drawn deals repeatable.
    Existing hand-outs are only replaced with ``overwrite=True``: dealing a
    class again would change the deals the learners already have.

    Returns the :class:`Assignment`, with each learner's ``file``.

    Raises:
        CardlabError: for a template that is not a learner notebook dealing a
            set, a bad roster, unknown rules options or question kinds, a
            language that is not the template's, or hand-outs already in
            ``out_dir``.
    """
    path = template_path(template, language)
    notebook = _read_notebook(path)
    base = from_notebook(notebook)
    if language is not None and Path(str(template)).is_file() and language != base.language:
        raise CardlabError(f"language={language!r}, but {path} is in {base.language!r}: pick the notebook of "
                           f"that language")
    changes = {"title": str(title or "")}
    if hints is not None:
        changes["hints"] = hints
    if solutions is not None:
        changes["solutions"] = solutions
    if rules is not None:
        if not isinstance(rules, dict):
            raise CardlabError(f"rules={rules!r}: expected a dict of {base.game}.Rules options, e.g. "
                               f"{{\"ace_high_in_runs\": true}}")
        from ..engine import rules_to_dict
        merged = {**base.rules, **rules}
        plain = rules_to_dict(rules_from_options(base.game, merged))
        changes["rules"] = {k: v for k, v in plain.items() if k in merged}
    if questions is not None:
        if isinstance(questions, str) or not hasattr(questions, "__iter__"):
            raise CardlabError(f"questions={questions!r}: expected a list of question kinds, such as ['points']")
        questions = list(questions)
        module = importlib.import_module(GAMES[base.game][0])
        kinds = [cls.key for cls in module.QUESTIONS]
        for q in questions:
            if not isinstance(q, Question) and q not in kinds:
                raise CardlabError(f"question kind {q!r} is unknown for {base.game}: expected one of "
                                   f"{', '.join(kinds)}")
        if any(isinstance(q, Question) for q in questions):
            # Putting the questions in a set marks the ones built on chosen cards as chosen (a question made on
            # its own does not know it was not dealt), so that question_spec stores their cards.
            make = getattr(module, GAMES[base.game][1])
            built = make(seed=base.deal, rules=rules_from_options(base.game, changes.get("rules", base.rules)),
                         questions=questions).questions
            questions = [b if isinstance(q, Question) else q for q, b in zip(questions, built)]
        changes["questions"] = [question_spec(q, base.game) if isinstance(q, Question) else {"kind": q}
                                for q in questions]
    assignment = replace(base, **changes)
    assignment.exercise_set()           # an unknown kind or a bad question is refused before anything is written

    rows = read_roster(roster) if isinstance(roster, (str, Path)) else list(roster)
    learners = roster_learners(rows, seed)
    learners = [replace(learner, file=name) for learner, name in zip(learners, file_names(l.learner for l in learners))]
    assignment = assignment.with_learners(learners)

    out = Path(out_dir)
    targets = [out / ASSIGNMENT_FILE] + [out / learner.file for learner in learners]
    existing = [p.name for p in targets if p.exists()]
    if existing and not overwrite:
        raise CardlabError(f"{out} already holds {', '.join(existing[:3])}{'…' if len(existing) > 3 else ''}: "
                           f"handing out again would deal new numbers; pass overwrite=True (--overwrite) or "
                           f"choose another folder")
    notebooks = []
    for learner in learners:
        assignment.exercise_set(learner.deal)          # every learner's set deals before any file is written
        notebooks.append(handout_notebook(notebook, assignment, learner))
    try:
        out.mkdir(parents=True, exist_ok=True)
        for learner, learner_notebook in zip(learners, notebooks):
            (out / learner.file).write_text(json.dumps(learner_notebook, ensure_ascii=False, indent=1) + "\n",
                                            encoding="utf-8")
        assignment.save(out / ASSIGNMENT_FILE)
    except OSError as error:
        raise CardlabError(f"cannot write the hand-outs into {out}: {error.strerror or error}") from None
    return assignment


def main(argv=None) -> int:
    """The command line: ``python -m cardlab.exercises.handout TEMPLATE --roster CSV --out DIR [options]``.

    Raises:
        CardlabError: for ``--rules`` that is not JSON, and whatever :func:`handout` refuses.
    """
    parser = argparse.ArgumentParser(
        prog="python -m cardlab.exercises.handout",
        description="Deal an exercise set to each learner of a roster: one notebook per learner and "
                    "assignment.json for the grader.")
    parser.add_argument("template", help="a learner notebook (exercises or a lesson) or a game: "
                                         + ", ".join(GAMES))
    parser.add_argument("--roster", required=True, help="CSV with a 'learner' column; optional id, email, deal")
    parser.add_argument("--out", required=True, help="folder for the notebooks and assignment.json")
    parser.add_argument("--assignment-title", default="", help="a title shown above each learner's name")
    parser.add_argument("--no-hints", action="store_true", help="switch hint() off")
    parser.add_argument("--no-solutions", action="store_true", help="switch solution() off")
    parser.add_argument("--rules", help="house rules as JSON, e.g. '{\"ace_high_in_runs\": true}'")
    parser.add_argument("--questions", help="question kinds, comma-separated, e.g. phom,points")
    parser.add_argument("--language", choices=LANGUAGES, help="the language of a game's notebook")
    parser.add_argument("--seed", type=int, help="draw the missing deals repeatably")
    parser.add_argument("--overwrite", action="store_true", help="replace hand-outs already in --out")
    args = parser.parse_args(argv)
    try:
        rules = None
        if args.rules is not None:
            try:
                rules = read_json(args.rules)
            except CardlabError as error:
                raise CardlabError(f"--rules: {error}: expected e.g. "
                                   f"'{{\"ace_high_in_runs\": true}}'") from None
        questions = None
        if args.questions is not None:
            questions = [kind.strip() for kind in args.questions.split(",") if kind.strip()]
        assignment = handout(args.template, args.roster, args.out, title=args.assignment_title,
                             hints=False if args.no_hints else None, solutions=False if args.no_solutions else None,
                             rules=rules, questions=questions, language=args.language, seed=args.seed,
                             overwrite=args.overwrite)
    except CardlabError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    width = max(len(learner.file) for learner in assignment.learners)
    for learner in assignment.learners:
        print(f"{learner.file:{width}}  deal {learner.deal:>9}  {learner.learner}")
    print(f"{len(assignment.learners)} notebooks and {ASSIGNMENT_FILE} written to {args.out} "
          f"({assignment.game}, assignment {assignment.id})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
