"""What the builders of the Phỏm lessons share: the link to the exercises, and a build whose rebuilds change no byte.

Used by ``phom_0*.py``: ``build_lesson(REL, cells)`` in place of ``nbbuild.lesson``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import LANGS, ROOT, Tr, lesson  # noqa: E402
from rules_common import merge_streams  # noqa: E402


def exercises_link(t: Tr) -> str:
    """The graded Phỏm exercises, seen from ``notebooks/[vi/]phom/``."""
    return "../../exercises/phom.ipynb" if t.lang == "en" else "../../../exercises/vi/phom.ipynb"


def build_lesson(rel: str, cells) -> list:
    """Write the lesson's keys and learner copies (``nbbuild.lesson``), then join each cell's printed pieces.

    The kernel splits what a cell prints at moments that depend on timing;
    joined, a rebuild saves the same outputs byte for byte.
    """
    learners = lesson(rel, cells)
    keys = [ROOT / "exercises" / ("vi" if lang == "vi" else "") / "solutions" / "lessons" / rel for lang in LANGS]
    return merge_streams([*keys, *learners])
