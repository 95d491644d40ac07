"""Read a learner's answers from their notebook's code, without running any of it.

Learners answer a question with ``answer = <something>`` then
``ex.q3.check(answer)`` (or ``ex.q3.check(<something>)``). When the
something is a value — ``17``, ``"6S 7S"``, ``True``, ``["A", "C"]``,
``...`` — it is read here with :func:`ast.literal_eval`, which evaluates
literals only: no name is looked up and no code runs. When it is computed
(``phom.deadwood(ex.q2.hand, rules)``), the answer is :data:`COMPUTED` and
the grader runs the notebook in a sandbox (:mod:`cardlab.exercises.sandbox`)
to learn it.

Only a call at the top level of a cell counts as a static answer; a check
inside a loop, a function or an ``if`` is computed. The last check of a
question in the notebook is its answer, as it would be after *Run All*.
"""
from __future__ import annotations

import ast
import re
import threading
from dataclasses import dataclass
from typing import Any

from ..errors import CardlabError
from ..inputs import read_json

VALUE, COMPUTED, TYPED, MISSING = "value", "computed", "typed", "missing"
MAX_CELL = 200_000          # characters of one cell's code read; a longer cell is read as computed
MAX_NOTEBOOK_BYTES = 20_000_000   # a larger file is not a notebook of this course
NOTEBOOK_DEPTH = 100        # lists and objects nested in a notebook's JSON (a widget's saved state nests deep)


def read_notebook(data) -> dict:
    """A notebook's JSON (``bytes`` or ``str``), read by the package's bounded reader with a notebook's sizes.

    Raises:
        CardlabError: for data that is not a notebook: not JSON within the limits, or no list of cells.
    """
    try:
        # An output may hold a long number: digits are bounded below Python's own limit, not at 64 bits.
        notebook = read_json(data, max_chars=MAX_NOTEBOOK_BYTES, max_depth=NOTEBOOK_DEPTH, max_digits=4000)
    except CardlabError as error:
        raise CardlabError(f"not a notebook ({str(error)[:160]})") from None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise CardlabError("not a notebook (no list of cells)")
    return notebook


@dataclass(frozen=True)
class Found:
    """What the notebook answers to one question.

    ``how`` is :data:`VALUE` (``value`` holds the literal; ``...`` means not
    answered), :data:`COMPUTED` (the notebook must run), :data:`TYPED` (a
    word or cards typed without quotes: ``answer = no``, ``answer = 10C``;
    ``text`` is what was typed) or :data:`MISSING` (no check of it at all).
    """

    how: str
    value: Any = None
    text: str = ""


def cell_source(cell) -> str:
    """A notebook cell's source as text; anything malformed (numbers, a list of numbers…) reads as empty."""
    source = cell.get("source", "") if isinstance(cell, dict) else ""
    if isinstance(source, list):
        source = "".join(s for s in source if isinstance(s, str))
    return source if isinstance(source, str) else ""


def code_cells(notebook: dict) -> list[str]:
    """The sources of a notebook's code cells, in order (anything malformed reads as empty)."""
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list):
        return []
    return [cell_source(c) for c in cells if isinstance(c, dict) and c.get("cell_type") == "code"]


#: Held around every parse of a notebook's code. The grader reads submissions in threads, and CPython before
#: 3.11.8 / 3.12.1 keeps the AST converter's recursion count in one global (gh-106905): two threads converting
#: at once can fail with "SystemError: AST constructor recursion depth mismatch", which graded an honest
#: submission 0 on CI.
AST_LOCK = threading.Lock()


def _parse(source: str):
    if len(source) > MAX_CELL:
        return None
    try:
        with AST_LOCK:
            return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _question_of(call: ast.Call, var: str, method: str) -> int | None:
    """N for ``var.qN.method(...)``, ``var[N].method(...)`` or ``var.method(N, ...)``; else None."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == method):
        return None
    target = func.value
    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == var:
        if target.attr[:1] == "q" and target.attr[1:].isdigit() and len(target.attr) < 8:
            return int(target.attr[1:])
    if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id == var:
        index = target.slice
        if isinstance(index, ast.Constant) and isinstance(index.value, int) and not isinstance(index.value, bool):
            return index.value if 0 < index.value < 10_000 else None
    if method == "check" and isinstance(target, ast.Name) and target.id == var and call.args:
        first = call.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, int) and not isinstance(first.value, bool):
            return first.value if 0 < first.value < 10_000 else None
    return None


def _argument(call: ast.Call, by_number: bool):
    """The answer expression of a check call (None when it has none: not answered)."""
    args = call.args[1:] if by_number else call.args
    if args:
        return args[0]
    for keyword in call.keywords:
        if keyword.arg == "answer":
            return keyword.value
    return None


def _literal(node):
    """``(True, value)`` when ``node`` is a literal, else ``(False, None)``."""
    try:
        with AST_LOCK:
            return True, ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        return False, None


def _bindings(tree) -> dict:
    """Names bound at the top level of a cell by a plain ``name = value`` (name -> value node, the last wins),
    and the names bound in any other way (-> None: the value is known only by running)."""
    out = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(statement.targets[0], ast.Name):
            out[statement.targets[0].id] = statement.value
            for node in ast.walk(statement.value):           # a walrus inside the value
                if isinstance(node, ast.NamedExpr):
                    out[node.target.id] = None
            continue
        for node in ast.walk(statement):
            if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                out[node.id] = None
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out[node.name] = None
            elif isinstance(node, ast.alias):
                out[(node.asname or node.name).split(".")[0]] = None
    return out


_TYPED_LINE = "answer"


def find_answers(notebook: dict, var: str) -> dict[int, Found]:
    """Each question's answer as the notebook gives it: ``{number: Found}`` for every question it checks.

    Never raises and never runs code: a cell that is not valid Python is
    read line by line for ``answer = <typed text>`` (a learner who left the
    quotes out), and otherwise gives no answers.
    """
    found: dict[int, Found] = {}
    earlier: dict = {}                       # bindings of the cells before (name -> value node or None)
    for source in code_cells(notebook):
        tree = _parse(source)
        if tree is None:
            _typed_cell(source, var, found)
            continue
        here: dict = {}
        for statement in tree.body:
            calls = [n for n in ast.walk(statement) if isinstance(n, ast.Call)]
            for call in calls:
                number = _question_of(call, var, "check")
                if number is None:
                    continue
                top = isinstance(statement, (ast.Expr, ast.Assign)) and (
                    statement.value is call)
                found[number] = _resolve(call, top, here, earlier, var) if top else Found(COMPUTED)
            here.update(_bindings(ast.Module(body=[statement], type_ignores=[])))
        earlier.update(here)
    return found


def _resolve(call: ast.Call, top: bool, here: dict, earlier: dict, var: str) -> Found:
    by_number = isinstance(call.func.value, ast.Name)
    node = _argument(call, by_number)
    if node is None:
        return Found(VALUE, ...)
    for _ in range(3):                      # answer = x; x = "no"  — follow a name a few steps
        if not isinstance(node, ast.Name):
            break
        if node.id in here:
            node = here[node.id]
        elif node.id in earlier:
            node = earlier[node.id]
        else:
            # A name never bound: a word typed without quotes (answer = no).
            return Found(TYPED, text=node.id)
        if node is None:
            return Found(COMPUTED)
    ok, value = _literal(node)
    if ok:
        return Found(VALUE, value)
    return Found(COMPUTED)


def _typed_cell(source: str, var: str, found: dict) -> None:
    """A cell Python cannot read: ``answer = 10C`` then ``ex.q3.check(answer)`` is a typed answer to Q3."""
    typed = None
    for line in source.splitlines():
        stripped = line.strip()
        if stripped.startswith(_TYPED_LINE) and "=" in stripped:
            name, _, rest = stripped.partition("=")
            if name.strip() == _TYPED_LINE and rest.strip():
                typed = rest.split("#", 1)[0].strip()
        tree = _parse(stripped)
        if tree is None or not tree.body or not isinstance(tree.body[0], ast.Expr):
            continue
        call = tree.body[0].value
        if isinstance(call, ast.Call):
            number = _question_of(call, var, "check")
            if number is not None:
                found[number] = Found(TYPED, text=typed or "")


def shown(notebook: dict, var: str) -> set[int]:
    """The questions whose answer the notebook asks to see: ``var.qN.solution()`` or ``var.qN.expected``
    anywhere in its code (in a loop or a function too)."""
    out = set()
    for source in code_cells(notebook):
        tree = _parse(source)
        if tree is None:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                number = _question_of(node, var, "solution")
                if number is not None:
                    out.add(number)
            elif isinstance(node, ast.Attribute) and node.attr == "expected":
                target = node.value
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                        and target.value.id == var and target.attr[1:].isdigit():
                    out.add(int(target.attr[1:]))
    return out


def questions_of(notebook: dict, var: str | None = None) -> dict:
    """``{"Q1": index of the first code cell that checks it, …}`` for the questions a notebook checks.

    Cells are counted as nbval counts them: code cells only, from 0. ``var``
    None accepts any variable (``ex``, ``quiz``).
    """
    name = re.escape(var) if var else r"\w+"
    pattern = re.compile(r"\b" + name + r"\.q(\d+)\.check\(")
    found = {}
    for index, source in enumerate(code_cells(notebook)):
        for number in pattern.findall(source):
            found.setdefault(f"Q{int(number)}", index)
    return dict(sorted(found.items(), key=lambda kv: int(kv[0][1:])))
