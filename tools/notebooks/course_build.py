"""Helpers shared by the course builders: code cells written once for both languages, lessons saved whole.

``bilingual`` keeps one copy of a code cell whose English and Vietnamese versions differ only in the
words it prints; ``lesson_merged`` writes a lesson (key and learner copy) with each cell's printed
pieces joined, so that rebuilding it changes no byte.
"""
from __future__ import annotations

from pathlib import Path
from string import Template

from nbbuild import ROOT, Tr, lesson
from rules_common import merge_streams

__all__ = ["bilingual", "lesson_merged", "exercises_link"]


def bilingual(t: Tr, source: str, **words: tuple[str, str]) -> str:
    """``source`` with each ``$name`` replaced by ``t(*words[name])``: one cell, its printed words translated.

    Raises:
        KeyError: if ``source`` names a word that is not given.
    """
    return Template(source).substitute({name: t(*pair) for name, pair in words.items()})


def exercises_link(t: Tr, game: str) -> str:
    """The graded exercises of ``game`` (``exercises/[vi/]<game>.ipynb``), seen from ``notebooks/[vi/]<game>/``."""
    return f"../../exercises/{game}.ipynb" if t.lang == "en" else f"../../../exercises/vi/{game}.ipynb"


def lesson_merged(rel: str, cells) -> list[Path]:
    """Write a lesson with :func:`nbbuild.lesson`, then join the printed pieces of each cell in the key and the copy."""
    learners = lesson(rel, cells)
    keys = [ROOT / "exercises" / sub / "solutions" / "lessons" / rel for sub in ("", "vi")]
    merge_streams(keys + learners)
    return learners
