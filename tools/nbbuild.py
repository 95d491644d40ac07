"""Build course notebooks from Python, in English and Vietnamese, then execute them with outputs.

A builder script in ``tools/notebooks/`` defines ``cells(t)``, a function
returning the notebook's cells made with :func:`md` and :func:`code`, where
``t("English", "Tiếng Việt")`` picks the text of the language being built
and ``t.lang`` is ``"en"`` or ``"vi"``. One call then writes both languages
(``python tools/nbbuild.py tools/notebooks/welcome.py``):

* :func:`page` — a notebook with no questions (welcome, rules pages, the hand
  builder): ``notebooks/<path>`` and ``notebooks/vi/<path>``;
* :func:`lesson` — a lesson ending with checked questions (see
  :func:`checkpoint`): its answer key goes to
  ``exercises/solutions/lessons/<path>`` (``exercises/vi/solutions/lessons/…``)
  and the learner's copy, made from the key, to ``notebooks/<path>``;
* :func:`exercise` — a graded exercise notebook: key
  ``exercises/solutions/<name>``, learner's copy ``exercises/<name>`` (and
  ``exercises/vi/…``).

Keeping the source as Python keeps reviews readable and the outputs
reproducible; ``tidy`` makes rebuilds byte-identical.
"""
from __future__ import annotations

import os
import re
import runpy
import subprocess
import sys
from pathlib import Path
from typing import Callable

import nbformat

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "vi")
CHECK = "nbval-check-output"
IGNORE = "nbval-ignore-output"
#: JupyterLab shows the installed ipykernel under this name; a notebook that says
#: otherwise is marked "modified" as soon as it is opened.
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


class Tr:
    """Picks the text of one language: ``t("English", "Tiếng Việt")``; ``t.lang`` is the code.

    ``rel`` is the page's path under ``notebooks/`` (given by :func:`page`), needed by :meth:`both`.
    """

    def __init__(self, lang: str, rel: str | None = None):
        if lang not in LANGS:
            raise ValueError(f"language {lang!r}: expected one of {LANGS}")
        self.lang = lang
        self.rel = rel

    def __call__(self, en: str, vi: str) -> str:
        return vi if self.lang == "vi" else en

    def both(self, en: str, vi: str) -> str:
        """A text cell in both languages: the page's own shown, the other hidden (``hidden``) until the page's
        language switch (any widget's English / Tiếng Việt toggle) shows it instead.

        Each text is a ``<div class="cardlab-text" lang="…">`` around Markdown (blank lines inside, so that
        JupyterLab and nbconvert still read it as Markdown); the widgets carry the CSS that switches them
        (``cardlab.widgets.common.PAGE_TEXT_CSS``). The other language's links are rewritten for this page.

        Raises:
            ValueError: for a page built without its path (``rel``), whose links could not be rewritten.
        """
        if self.rel is None:
            raise ValueError("Tr.both needs the page's path: build the page with page(rel, cells)")
        other = "vi" if self.lang == "en" else "en"
        here = _localised("notebooks", self.lang, self.rel).parent
        there = _localised("notebooks", other, self.rel).parent
        own, foreign = (en, vi) if self.lang == "en" else (vi, en)
        foreign = relink(foreign, there, here)
        return (f'<div class="cardlab-text" lang="{self.lang}">\n\n{own.strip()}\n\n</div>\n'
                f'<div class="cardlab-text" lang="{other}" hidden>\n\n{foreign.strip()}\n\n</div>')


def md(text: str):
    return nbformat.v4.new_markdown_cell(text.strip("\n"))


def code(source: str, *tags: str):
    cell = nbformat.v4.new_code_cell(source.strip("\n"))
    if tags:
        cell.metadata["tags"] = list(tags)
    return cell


def checkpoint(t: Tr, setup: str, questions: list[tuple[str, str]], var: str = "quiz") -> list:
    """The checked questions that end a lesson: a heading, the set, then per question its cards and check.

    ``setup`` is the code that deals the set into ``var`` (e.g.
    ``quiz = tongits_set(seed=3, questions=["meld", "deadwood"])``);
    ``questions`` holds ``(markdown, solution code)`` pairs. The solution code
    must assign ``answer``; it sits between ``# BEGIN SOLUTION`` / ``# END
    SOLUTION`` so the learner's copy shows ``answer = ...`` there instead.
    """
    cells = [md(t("""
## Check yourself

Answer each question in place of the `...` and run the cell: ✔ means right, ✘ comes with a
hint that names the rule to look at. `quiz.q1.hint()` gives a hint, `quiz.q1.solution()` shows
the answer (and notes that you looked). Running `pytest --nbval-lax` on this notebook counts
one failure per question not yet right.
""", """
## Tự kiểm tra

Viết câu trả lời thay cho dấu `...` rồi chạy ô: ✔ là đúng, ✘ kèm gợi ý chỉ ra luật cần xem lại.
`quiz.q1.hint()` cho một gợi ý, `quiz.q1.solution()` cho xem đáp án (và ghi lại là bạn đã xem).
Chạy `pytest --nbval-lax` trên notebook này sẽ đếm một lỗi cho mỗi câu chưa đúng.
""").replace("quiz.", f"{var}.")), code(setup)]
    for n, (text, solution) in enumerate(questions, start=1):
        cells.append(md(text))
        cells.append(code(f"{var}.q{n}"))
        cells.append(code(f"# BEGIN SOLUTION\n{solution.strip()}\n# END SOLUTION\n{var}.q{n}.check(answer)", CHECK))
    return cells


def write(path: str | Path, cells: list, execute: bool = True) -> Path:
    """Write one notebook and (by default) execute it in place with the project's Python, then tidy it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    nbformat.write(nb, path)
    if execute:
        # A batch run grades: a key whose answer is wrong stops the build here.
        env = dict(os.environ, CARDLAB_GRADING="1")
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                        "--ExecutePreprocessor.timeout=900", str(path)], check=True, env=env)
    tidy(path)
    return path


# Kept for builder scripts written before the two languages.
notebook = write


def _localised(root: str, lang: str, rel: str) -> Path:
    return ROOT / root / ("vi" if lang == "vi" else "") / rel


def page(rel: str, cells: Callable[[Tr], list], langs=LANGS) -> list[Path]:
    """Write ``notebooks/<rel>`` and ``notebooks/vi/<rel>`` from one ``cells(t)`` function."""
    return [write(_localised("notebooks", lang, rel), cells(Tr(lang, rel))) for lang in langs]


_LINK = re.compile(r"(\]\()([^)\s#]+?\.ipynb)(#[^)\s]*)?\)")


def relink(text: str, src: Path, dst: Path) -> str:
    """Markdown links to notebooks written for a notebook in folder ``src``, rewritten for one in ``dst``.

    A lesson's key and its learner copy live in different folders; the
    builder writes links for the learner copy, and the key gets them moved.
    """
    def moved(m):
        target = m.group(2)
        if "://" in target or target.startswith("/"):
            return m.group(0)
        where = os.path.normpath(Path(src) / target)
        return f"{m.group(1)}{os.path.relpath(where, dst)}{m.group(3) or ''})"
    return _LINK.sub(moved, text)


def _relinked(cells: list, src: Path, dst: Path) -> list:
    for cell in cells:
        if cell.cell_type == "markdown":
            cell.source = relink(cell.source, src, dst)
    return cells


def _with_student_copy(key: Path, student: Path) -> Path:
    from cardlab.exercises.student import make_student_copy

    path, count = make_student_copy(key, student, execute=True)
    nb = nbformat.read(path, as_version=4)
    nb.cells = _relinked(nb.cells, key.parent, path.parent)
    nbformat.write(nb, path)
    tidy(path)
    print(f"wrote {key} and {path} ({count} solution blocks)")
    return path


def lesson(rel: str, cells: Callable[[Tr], list], langs=LANGS) -> list[Path]:
    """Write a lesson's key (``exercises/[vi/]solutions/lessons/<rel>``) and its learner copy (``notebooks/[vi/]<rel>``).

    ``cells`` writes links for the learner copy; the key gets them rewritten for its own folder.
    """
    out = []
    for lang in langs:
        learner = _localised("notebooks", lang, rel)
        key_path = _localised("exercises", lang, f"solutions/lessons/{rel}")
        key = write(key_path, _relinked(cells(Tr(lang)), learner.parent, key_path.parent))
        out.append(_with_student_copy(key, learner))
    return out


def exercise(name: str, cells: Callable[[Tr], list], langs=LANGS) -> list[Path]:
    """Write an exercise notebook's key (``exercises/[vi/]solutions/<name>``) and student copy (``exercises/[vi/]<name>``).

    ``cells`` writes links for the student copy; the key gets them rewritten for its own folder.
    """
    out = []
    for lang in langs:
        learner = _localised("exercises", lang, name)
        key_path = _localised("exercises", lang, f"solutions/{name}")
        key = write(key_path, _relinked(cells(Tr(lang)), learner.parent, key_path.parent))
        out.append(_with_student_copy(key, learner))
    return out


def tidy(path: Path) -> None:
    """Keep the static pictures of widgets, not their live state, and make rebuilds byte-identical.

    Saved widget state and widget-view outputs hold random model ids (a new
    diff at every build) and mean nothing until the cells run again; without
    them an unexecuted notebook shows each widget's static HTML fallback
    (the cards and the feedback) in JupyterLab, nbviewer and GitHub. Cell
    ids are numbered and execution timestamps dropped for the same reason;
    the kernelspec is the installed ipykernel's, so opening a notebook in
    JupyterLab does not mark it modified.
    """
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{path.stem.replace('_', '-')[:40]}-{i:02d}"
        cell.metadata.pop("execution", None)
        for out in cell.get("outputs", []):
            out.get("data", {}).pop("application/vnd.jupyter.widget-view+json", None)
    nbformat.write(nb, path)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    for script in sys.argv[1:]:
        runpy.run_path(script, run_name="__main__")
