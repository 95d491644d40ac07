"""Answers typed without quotes: a short message instead of a traceback.

In an exercise notebook a learner writes ``answer = no`` or ``answer = 10C``
or ``answer = 7♠ 8♠``. Python reads that as code: a ``NameError`` traceback
for ``no``, a ``SyntaxError`` for the others — both before ``check`` can say
anything. :func:`install` registers an IPython input transformer that spots
such a line and replaces it with one that raises :class:`UnquotedAnswer`,
whose message (in the notebook's language) shows the line with quotes:
``Write the answer in quotes: answer = "no"``. IPython shows that message
alone, without a traceback, and ``check`` is not run with a wrong value.

The transformer changes only two kinds of line, and only at the top level of
a cell:

* ``answer = <rest>`` (or ``<var>.qN.check(<rest>)``) where ``<rest>`` is not
  a Python expression, in a cell that is not valid (I)Python — and only when
  the cell becomes valid once the line is replaced, so an error elsewhere
  keeps its own ``SyntaxError``;
* ``answer = <name>`` (or ``[<name>, ...]``, or ``<var>.qN.check(<name>)``)
  in a valid cell, where no name is defined: not in the notebook's
  variables, not a builtin, not bound anywhere in the cell itself.

Every other cell is returned unchanged, byte for byte; the transformer never
raises. In plain Python (no IPython shell) :func:`install` does nothing, and
this module imports no Jupyter package.
"""
from __future__ import annotations

import ast
import builtins
import keyword
import re
import sys
import warnings

from ..explain import message, register_messages
from .core import AnswerError

__all__ = ["UnquotedAnswer", "install", "rewrite"]

register_messages({
    "exercises.unquoted": {"en": "Write the answer in quotes: {example}",
                           "vi": "Hãy viết câu trả lời trong dấu ngoặc kép: {example}"},
})

#: ``answer = <rest>`` at the top level of a cell (``==`` is a comparison, not this).
_ASSIGN = re.compile(r"answer[ \t]*=(?!=)[ \t]*(?P<rest>.*?)[ \t]*\r?\n?\Z", re.S)
#: ``<var>.qN.check(<rest>)`` at the top level of a cell.
_CHECK = re.compile(r"(?P<call>[A-Za-z_]\w*\.q\d+\.check)[ \t]*\((?P<rest>.*)\)[ \t]*\r?\n?\Z", re.S)
_QUICK = re.compile(r"^(answer[ \t]*=|[A-Za-z_]\w*\.q\d+\.check[ \t]*\()", re.M)
_MARK = "_cardlab_unquoted_answers"


class UnquotedAnswer(AnswerError):
    """An answer typed without quotes; raised by the line that replaced it in the cell.

    ``example`` is the line as it should be written (``answer = "no"``). IPython
    shows only the message, through ``_render_traceback_``, not a traceback.
    """

    def __init__(self, example: str):
        self.example = example
        # The message is made when the cell runs, so it follows set_language at that moment.
        super().__init__(message("exercises.unquoted", example=example))

    def _render_traceback_(self) -> list[str]:
        return [self.args[0]]


def install() -> bool:
    """Register the unquoted-answer transformer in the running IPython shell, once.

    Several exercise sets in one notebook each call this: the transformer is
    registered only the first time. Returns whether a shell has it now
    (False in plain Python, where nothing is done). Never raises.
    """
    ipython = sys.modules.get("IPython")     # never import IPython: plain Python has no shell to serve
    if ipython is None:
        return False
    try:
        ip = ipython.get_ipython()
        if ip is None:
            return False
        transforms = ip.input_transformers_cleanup
        if not any(getattr(t, _MARK, False) for t in transforms):
            transforms.append(_Transformer(ip))
        return True
    except Exception:           # an IPython without input transformers: keep its plain errors
        return False


class _Transformer:
    """The cleanup transformer: lines of a cell in, the same lines (or one replaced) out."""

    # check_complete (the terminal's "is this input finished?") skips transformers with side
    # effects: it must judge the text as typed, or `answer = [` would count as a finished line.
    has_side_effects = True

    def __init__(self, ip):
        self.ip = ip
        setattr(self, _MARK, True)

    def __call__(self, lines: list[str]) -> list[str]:
        try:
            namespaces = (self.ip.user_ns, getattr(self.ip, "user_global_ns", {}))
            new = rewrite(lines, lambda name: any(name in ns for ns in namespaces))
            return lines if new is None else new
        except Exception:       # a transformer that raises would break every cell: stay out of the way
            return lines


def rewrite(lines: list[str], defined=lambda name: False) -> list[str] | None:
    """The cell's lines with each unquoted answer replaced by a line raising :class:`UnquotedAnswer`.

    ``defined(name)`` says whether the notebook has a variable ``name``.
    Returns None when the cell is left as it is (nearly always).

    Raises:
        Nothing on its own account; the transformer still guards it.
    """
    text = "".join(lines)
    if not _QUICK.search(text):            # the fast path for every other cell
        return None
    try:
        tree = _parse(text)
    except SyntaxError:
        return _rewrite_unreadable(lines)
    except Exception:                      # ValueError (null bytes), RecursionError…: not ours
        return None
    return _rewrite_undefined(lines, tree, defined)


# ---------------------------------------------------------------------------
# answer = 10C, answer = 7♠ 8♠: not Python


def _rewrite_unreadable(lines: list[str]) -> list[str] | None:
    if _parses_in_ipython("".join(lines)):     # valid once IPython turns %magics and !commands into code
        return None
    new, changed = list(lines), False
    for i, line in enumerate(lines):
        found = _unreadable_answer(line)
        if found is not None:
            prefix, rest = found
            new[i] = _raising_line(prefix, _quoted(rest), line)
            changed = True
    # A line inside a string or bracket, or another error in the cell: leave it all to Python.
    if changed and _parses_in_ipython("".join(new)):
        return new
    return None


def _unreadable_answer(line: str) -> tuple[str, str] | None:
    """(``answer = `` or ``ex.q3.check(``, the text typed) for a line whose answer is not Python."""
    code = _strip_comment(line)
    m = _ASSIGN.fullmatch(code)
    if m:
        prefix, rest = "answer = ", m["rest"]
    else:
        m = _CHECK.fullmatch(code)
        if not m:
            return None
        prefix, rest = m["call"] + "(", m["rest"].strip()
    # `answer =`, `answer = (1 +`, `answer = [`: code being written (or continued below), not an answer.
    if not any(c.isalnum() for c in rest) or rest[-1] in "+-*/%@=<>&|^~\\([{.:," or _open_brackets(rest):
        return None
    try:
        _parse(rest, "eval")
        return None
    except SyntaxError:
        return prefix, rest
    except Exception:
        return None


def _open_brackets(text: str) -> bool:
    """Whether brackets outside quotes are left open: ``[AS 2S, 7H`` (the rest may be on the next line)."""
    depth, quote = 0, None
    for c in text:
        if quote:
            quote = None if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
    return depth > 0


def _strip_comment(line: str) -> str:
    """The line without its ``# comment`` (a ``#`` inside quotes is kept)."""
    quote, escaped = None, False
    for i, c in enumerate(line):
        if escaped:
            escaped = False
        elif quote:
            if c == "\\":
                escaped = True
            elif c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "#":
            return line[:i].rstrip(" \t")
    return line.rstrip("\r\n")


# ---------------------------------------------------------------------------
# answer = no, answer = KS: a name nobody defined


def _rewrite_undefined(lines: list[str], tree: ast.Module, defined) -> list[str] | None:
    bound = _bound_names(tree)
    if bound is None:                      # `from x import *`: any name may exist
        return None
    on_line: dict[int, int] = {}
    for stmt in tree.body:
        on_line[stmt.lineno] = on_line.get(stmt.lineno, 0) + 1
    new, changed = list(lines), False
    for stmt in tree.body:
        found = _undefined_answer(stmt)
        if found is None or stmt.lineno != stmt.end_lineno or on_line[stmt.lineno] != 1:
            continue                       # spread over lines or sharing one (`a = 1; answer = no`): leave it
        prefix, value = found
        base = prefix.split(".")[0]
        if prefix.endswith("(") and not (base in bound or defined(base)):
            continue                       # `quiz.q1.check(no)` with no `quiz`: its own NameError says more
        names = [value] if isinstance(value, ast.Name) else list(value.elts)
        if any(n.id in bound or defined(n.id) or hasattr(builtins, n.id) or keyword.iskeyword(n.id)
               for n in names):
            continue
        line = lines[stmt.lineno - 1]
        if isinstance(value, ast.Name):
            example = _quoted(value.id)
        else:
            example = "[" + ", ".join(_quoted(n.id) for n in names) + "]"
        new[stmt.lineno - 1] = _raising_line(prefix, example, line)
        changed = True
    return new if changed else None


def _undefined_answer(stmt: ast.stmt) -> tuple[str, ast.expr] | None:
    """(prefix, the names) for ``answer = X`` / ``ex.qN.check(X)``, X a name or a list of names."""
    if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)
            and stmt.targets[0].id == "answer" and stmt.col_offset == 0):
        prefix, value = "answer = ", stmt.value
    elif (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and stmt.col_offset == 0
          and len(stmt.value.args) == 1 and not stmt.value.keywords and _is_check(stmt.value.func)):
        prefix, value = ast.unparse(stmt.value.func) + "(", stmt.value.args[0]
    else:
        return None
    if isinstance(value, ast.Name):
        return prefix, value
    if isinstance(value, ast.List) and value.elts and all(isinstance(e, ast.Name) for e in value.elts):
        return prefix, value
    return None


def _is_check(func: ast.expr) -> bool:
    """``<name>.qN.check``."""
    return (isinstance(func, ast.Attribute) and func.attr == "check"
            and isinstance(func.value, ast.Attribute) and re.fullmatch(r"q\d+", func.value.attr) is not None
            and isinstance(func.value.value, ast.Name))


def _bound_names(tree: ast.Module) -> set[str] | None:
    """Every name the cell binds anywhere (it may run before the answer line); None for ``import *``."""
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name == "*":
                    return None
                bound.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            bound.update(node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            bound.add(node.rest)
    return bound


# ---------------------------------------------------------------------------
# Shared pieces


def _parse(source: str, mode: str = "exec"):
    """``ast.parse`` that allows a top-level ``await`` (IPython does) and keeps quiet about warnings."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")    # a SyntaxWarning of the learner's text is not ours to show
        return compile(source, "<cell>", mode, ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
                       dont_inherit=True)


def _parses_in_ipython(text: str) -> bool:
    """Whether the cell is valid once IPython's own transforms (``%magic``, ``!cmd``, ``x?``) ran."""
    try:
        from IPython.core.inputtransformer2 import TransformerManager   # only called inside a shell
        _parse(TransformerManager().transform_cell(text))
        return True
    except Exception:
        return False


def _quoted(text: str) -> str:
    """The text as a Python string: ``"no"``; ``[a, b]`` becomes ``["a", "b"]``."""
    text = text.strip()
    if len(text) > 1 and text[0] == "[" and text[-1] == "]":
        items = [item.strip().strip("'\"").strip() for item in text[1:-1].split(",")]
        return "[" + ", ".join(_quoted(item) for item in items if item) + "]"
    text = text.strip("'\"")               # a quote at one end only: `answer = "7♠ 8♠`
    if '"' not in text:
        return f'"{text}"'
    if "'" not in text:
        return f"'{text}'"
    return repr(text)


def _raising_line(prefix: str, example: str, line: str) -> str:
    """One line (so later line numbers stay right) that raises :class:`UnquotedAnswer`."""
    call = prefix + example + (")" if prefix.endswith("(") else "")
    ending = line[len(line.rstrip("\r\n")):]
    return (f'raise __import__("cardlab.exercises.typed", fromlist=["UnquotedAnswer"])'
            f'.UnquotedAnswer({call!r}){ending}')
