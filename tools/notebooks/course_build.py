"""Helpers shared by the course builders: code cells written once for both languages, lessons saved whole.

``bilingual`` keeps one copy of a code cell whose English and Vietnamese versions differ only in the
words it prints; ``lesson_merged`` writes a lesson (key and learner copy) with each cell's printed
pieces joined, so that rebuilding it changes no byte.
"""
from __future__ import annotations

from pathlib import Path
from string import Template

from nbbuild import ROOT, Tr, lesson, md
from rules_common import merge_streams

__all__ = ["bilingual", "lesson_merged", "exercises_link", "page_language_cell"]


def bilingual(t: Tr, source: str, **words: tuple[str, str]) -> str:
    """``source`` with each ``$name`` replaced by ``t(*words[name])``: one cell, its printed words translated.

    Raises:
        KeyError: if ``source`` names a word that is not given.
    """
    return Template(source).substitute({name: t(*pair) for name, pair in words.items()})


def exercises_link(t: Tr, game: str) -> str:
    """The graded exercises of ``game`` (``exercises/[vi/]<game>.ipynb``), seen from ``notebooks/[vi/]<game>/``."""
    return f"../../exercises/{game}.ipynb" if t.lang == "en" else f"../../../exercises/vi/{game}.ipynb"


def page_language_cell(t: Tr):
    """A tools page's last text cell: one switch changes the whole page; the page in the other language.

    The page is ``t.rel`` (given by :func:`nbbuild.page`); the text is in both languages (:meth:`Tr.both`).
    """
    rel = t.rel
    return md(t.both(f"""
## English · Tiếng Việt

The **English / Tiếng Việt** switch at the top right of any widget changes the whole page: every widget
and this text. In code, `cardlab.set_language("vi")` chooses the language of what the engine prints, as
the cell below does. This page opens in Vietnamese at [notebooks/vi/{rel}](../vi/{rel}).
""", f"""
## English · Tiếng Việt

Nút chuyển **English / Tiếng Việt** ở góc trên bên phải của bất kỳ tiện ích nào đổi ngôn ngữ cả trang:
mọi tiện ích và phần chữ này. Trong mã, `cardlab.set_language("en")` chọn ngôn ngữ cho những gì bộ máy
in ra, như ô dưới đây. Trang này mở sẵn bằng tiếng Anh ở [notebooks/{rel}](../../{rel}).
"""))


def lesson_merged(rel: str, cells) -> list[Path]:
    """Write a lesson with :func:`nbbuild.lesson`, then join the printed pieces of each cell in the key and the copy."""
    learners = lesson(rel, cells)
    keys = [ROOT / "exercises" / sub / "solutions" / "lessons" / rel for sub in ("", "vi")]
    merge_streams(keys + learners)
    return learners
