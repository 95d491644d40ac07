"""Make the student copy of a solution notebook.

Teachers write one notebook with the answers between markers::

    # BEGIN SOLUTION
    answer = tongits.deadwood(ex.q2.hand)
    # END SOLUTION
    ex.q2.check(answer)

and run (no Makefile needed)::

    python -m cardlab.exercises.student exercises/solutions/tongits.ipynb exercises/tongits.ipynb

In the copy, each marked block becomes a prompt line that still runs
(``answer = ...  # your answer here``; ``check(...)`` then says "not answered
yet"), every output is cleared so no answer shows, and output checks for
nbval are dropped. In Markdown cells, text between ``<!-- BEGIN SOLUTION -->``
and ``<!-- END SOLUTION -->`` (teacher's notes) is removed. ``--execute``
runs the copy afterwards so it is saved with its outputs (the questions'
cards, "not answered yet").

The notebook is read and written as plain JSON, so this module needs no
Jupyter package unless ``--execute`` is given.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

from ..errors import CardlabError

PROMPT = "...  # your answer here"
#: The prompt line per language; the notebook's language is read from its ``set_language("…")`` call.
PROMPTS = {"en": PROMPT, "vi": "...  # câu trả lời của bạn"}
_LANGUAGE = re.compile(r"""set_language\(\s*["'](\w+)["']\s*\)""")
_BEGIN = re.compile(r"^(?P<indent>[ \t]*)#\s*BEGIN SOLUTION\b")
_END = re.compile(r"^[ \t]*#\s*END SOLUTION\b")
_MD_BEGIN = re.compile(r"<!--\s*BEGIN SOLUTION\s*-->")
_MD_END = re.compile(r"<!--\s*END SOLUTION\s*-->")
_ASSIGN = re.compile(r"^(?P<indent>[ \t]*)(?P<name>[A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)")
_CHECK_TAGS = {"nbval-check-output"}


def _source(cell) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else src


def strip_code(source: str, where: str = "cell", prompt: str = PROMPT) -> tuple[str, int]:
    """Replace each ``# BEGIN SOLUTION`` … ``# END SOLUTION`` block by prompt lines.

    The prompt assigns ``...`` to each variable the block assigns (at its
    own indentation) that the rest of the cell uses — usually just
    ``answer = ...  # your answer here`` — or, if the cell uses none, to the
    last one assigned; a block assigning nothing becomes a bare
    ``...  # your answer here``. Returns the new source and the number of
    blocks replaced.

    Raises:
        CardlabError: for a BEGIN without END, an END without BEGIN, or a
            block inside a block, naming the cell and the line.
    """
    lines = source.split("\n")
    blocks: list[tuple[int, int, str]] = []          # (BEGIN line index, END line index, indentation)
    open_at: int | None = None
    indent = ""
    for i, line in enumerate(lines):
        begin, end = _BEGIN.match(line), _END.match(line)
        if begin:
            if open_at is not None:
                raise CardlabError(f"{where}, line {i + 1}: BEGIN SOLUTION inside the block opened on line "
                                   f"{open_at + 1}")
            open_at, indent = i, begin.group("indent")
        elif end:
            if open_at is None:
                raise CardlabError(f"{where}, line {i + 1}: END SOLUTION without a BEGIN SOLUTION before it")
            blocks.append((open_at, i, indent))
            open_at = None
    if open_at is not None:
        raise CardlabError(f"{where}, line {open_at + 1}: BEGIN SOLUTION is never closed by END SOLUTION")
    out: list[str] = []
    kept_from = 0
    for b, e, indent in blocks:
        out.extend(lines[kept_from:b])
        assigned: list[str] = []
        for inner in lines[b + 1:e]:
            m = _ASSIGN.match(inner)
            if m and m.group("indent") == indent and m.group("name") not in assigned:
                assigned.append(m.group("name"))
        after = "\n".join(lines[e + 1:])
        used = [n for n in assigned if re.search(rf"\b{re.escape(n)}\b", after)]
        names = used or assigned[-1:]
        if names:
            out.extend(f"{indent}{name} = {prompt}" for name in names)
        else:
            out.append(indent + prompt)
        kept_from = e + 1
    out.extend(lines[kept_from:])
    return "\n".join(out), len(blocks)


def strip_markdown(source: str, where: str = "cell") -> tuple[str, int]:
    """Remove ``<!-- BEGIN SOLUTION -->`` … ``<!-- END SOLUTION -->`` spans from Markdown.

    Raises:
        CardlabError: for unbalanced markers.
    """
    count = 0
    text = source
    while True:
        b, e = _MD_BEGIN.search(text), _MD_END.search(text)
        if b is None and e is None:
            return text.strip("\n"), count
        if b is None or e is None or e.start() < b.start():
            raise CardlabError(f"{where}: unbalanced <!-- BEGIN SOLUTION --> / <!-- END SOLUTION --> markers")
        nested = _MD_BEGIN.search(text, b.end())
        if nested and nested.start() < e.start():
            raise CardlabError(f"{where}: BEGIN SOLUTION inside another solution block")
        text = text[:b.start()] + text[e.end():]
        count += 1


def student_notebook(notebook: dict) -> tuple[dict, int]:
    """The student copy of a notebook (as loaded JSON) and the number of solution blocks removed.

    Outputs are cleared. Output checks (``nbval-check-output``) are kept on
    the cells before the first solution block — a lesson's teaching cells
    stay checked — and dropped from there on, where outputs show answers
    and progress. The prompt line is in the notebook's language (its first
    ``set_language("…")`` call).
    """
    nb = json.loads(json.dumps(notebook))         # a deep copy
    code = "\n".join(_source(c) for c in nb.get("cells", []) if c.get("cell_type") == "code")
    found = _LANGUAGE.search(code)
    prompt = PROMPTS.get(found.group(1) if found else "en", PROMPT)
    total = 0
    for i, cell in enumerate(nb.get("cells", []), start=1):
        where = f"cell {i}"
        if cell.get("cell_type") == "code":
            source, n = strip_code(_source(cell), where, prompt)
            cell["outputs"] = []
            cell["execution_count"] = None
            if total + n:                             # at or after the first solution block
                tags = [t for t in cell.get("metadata", {}).get("tags", []) if t not in _CHECK_TAGS]
                if "tags" in cell.get("metadata", {}):
                    cell["metadata"]["tags"] = tags
                    if not tags:
                        del cell["metadata"]["tags"]
        elif cell.get("cell_type") == "markdown":
            source, n = strip_markdown(_source(cell), where)
        else:
            continue
        cell["source"] = source
        total += n
    nb.setdefault("metadata", {})["cardlab"] = {"student_copy": True}
    return nb, total


def default_student_path(solution: Path) -> Path:
    """``exercises/solutions/x.ipynb`` → ``exercises/x.ipynb``; otherwise ``x_student.ipynb`` next to it."""
    if solution.parent.name == "solutions":
        return solution.parent.parent / solution.name
    return solution.with_name(solution.stem + "_student.ipynb")


def make_student_copy(solution, student=None, execute: bool = False) -> tuple[Path, int]:
    """Write the student copy of ``solution`` to ``student``; return its path and the blocks replaced.

    Raises:
        CardlabError: if the solution notebook cannot be read, has no
            solution block, or has unbalanced markers.
    """
    solution = Path(solution)
    student = Path(student) if student is not None else default_student_path(solution)
    if solution.resolve() == student.resolve():
        raise CardlabError(f"the student copy would overwrite the solution notebook {solution}")
    try:
        notebook = json.loads(solution.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise CardlabError(f"cannot read the notebook {solution}: {error}") from None
    copy, count = student_notebook(notebook)
    if count == 0:
        raise CardlabError(f"{solution} has no '# BEGIN SOLUTION' / '# END SOLUTION' block")
    student.parent.mkdir(parents=True, exist_ok=True)
    student.write_text(json.dumps(copy, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if execute:
        execute_notebook(student)
    return student, count


def execute_notebook(path: Path, timeout: int = 600) -> None:
    """Run a notebook in its own folder and save it with its outputs (needs nbclient)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    # The copy is saved as a learner first sees it: "not answered yet", not graded
    # (a batch run would otherwise stop at the first blank answer).
    saved = os.environ.get("CARDLAB_GRADING")
    os.environ["CARDLAB_GRADING"] = "0"
    try:
        # No timing metadata: a rebuilt copy stays byte-identical when nothing changed.
        NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                       resources={"metadata": {"path": str(Path(path).parent)}}).execute()
    finally:
        if saved is None:
            os.environ.pop("CARDLAB_GRADING", None)
        else:
            os.environ["CARDLAB_GRADING"] = saved
    nbformat.write(nb, path)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardlab.exercises.student",
        description="Write the student copy of a solution notebook: solution blocks become "
                    "'answer = ...  # your answer here' and outputs are cleared.")
    parser.add_argument("solution", help="the solution notebook, e.g. exercises/solutions/tongits.ipynb")
    parser.add_argument("student", nargs="?", help="where to write the copy (default: exercises/<name>.ipynb)")
    parser.add_argument("--execute", action="store_true", help="run the copy afterwards and save its outputs")
    args = parser.parse_args(argv)
    try:
        path, count = make_student_copy(args.solution, args.student, execute=args.execute)
    except CardlabError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path}: {count} solution block(s) replaced")
    return 0


if __name__ == "__main__":
    sys.exit(main())
