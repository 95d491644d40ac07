"""The published strategy-lab notebooks, as the lab tests read them (``from lab_notebooks import ...``).

Each lab exists four times — the key (``exercises/[vi/]solutions/lessons/<game>/…``) and the learner's
copy (``notebooks/[vi/]<game>/…``), in English and Vietnamese — and prints its numbers in checked cells.
"""
import json
from pathlib import Path

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
