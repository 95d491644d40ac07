"""The published strategy-lab notebooks, as the lab tests read them (``from lab_notebooks import ...``).

Each lab exists four times — the key (``exercises/[vi/]solutions/lessons/<game>/…``) and the learner's
copy (``notebooks/[vi/]<game>/…``), in English and Vietnamese — and prints its numbers in checked cells.
"""
import json
import re
from pathlib import Path

import pytest

import cardlab

ROOT = Path(__file__).resolve().parent.parent


def copies(game: str, name: str) -> dict:
    """``{(language, "key" | "learner"): path}`` of the four copies of a game's lab notebook ``name``."""
    rel = Path(game) / name
    return {("en", "key"): ROOT / "exercises" / "solutions" / "lessons" / rel,
            ("vi", "key"): ROOT / "exercises" / "vi" / "solutions" / "lessons" / rel,
            ("en", "learner"): ROOT / "notebooks" / rel,
            ("vi", "learner"): ROOT / "notebooks" / "vi" / rel}


def source(cell) -> str:
    """A cell's source as one text."""
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def code_sources(path: Path) -> list[str]:
    """The sources of a notebook's code cells, in order."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [source(c) for c in cells if c["cell_type"] == "code"]


def printed(path: Path, code: str) -> str:
    """The committed output of the code cell of ``path`` whose source is ``code``."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["cell_type"] == "code" and source(c).strip() == code)
    return "".join("".join(o.get("text", "")) for o in cell.get("outputs", [])).rstrip("\n")


def setup_sizes(path: Path, game: str) -> dict:
    """The sizes (``N_… = big if BIG else small``: the small value) and plain whole numbers of the lab's set-up
    cell, which must play the game's standard rules (the published numbers assume them)."""
    setup = code_sources(path)[0]
    sizes = {k: int(v) for k, v in re.findall(r"^(N_\w+) = \d+ if BIG else (\d+)", setup, re.M)}
    sizes.update({k: int(v) for k, v in re.findall(r"^([A-Z_]+) = (\d+)\b(?! if)", setup, re.M)})
    assert re.search(rf"^RULES = {game}\.Rules\(\)", setup, re.M), "the lab's numbers assume the standard rules"
    return sizes


@pytest.fixture(params=["en", "vi"])
def language(request):
    """Each language in turn (imported by the lab tests that check printed numbers)."""
    cardlab.set_language(request.param)
    yield request.param
    cardlab.set_language("en")
