"""Build course notebooks from Python, then execute them so they are committed with outputs.

A notebook script calls :func:`notebook` with a list of cells made by
:func:`md` and :func:`code`; ``python tools/nbbuild.py notebooks/00_welcome.py``
writes ``notebooks/00_welcome.ipynb`` and executes it in place. Keeping the
source as Python keeps reviews readable and the outputs reproducible.
"""
from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import nbformat


def md(text: str):
    return nbformat.v4.new_markdown_cell(text.strip("\n"))


def code(source: str, *tags: str):
    cell = nbformat.v4.new_code_cell(source.strip("\n"))
    if tags:
        cell.metadata["tags"] = list(tags)
    return cell


def notebook(path: str | Path, cells: list, execute: bool = True) -> Path:
    """Write the notebook and (by default) execute it in place with the project's Python, then tidy it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nbformat.write(nb, path)
    if execute:
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                        "--ExecutePreprocessor.timeout=600", str(path)], check=True)
    tidy(path)
    return path


def tidy(path: Path) -> None:
    """Keep the static pictures of widgets, not their live state, and make rebuilds byte-identical.

    Saved widget state and widget-view outputs hold random model ids (a new
    diff at every build) and mean nothing until the cells run again; without
    them an unexecuted notebook shows each widget's static HTML fallback
    (the cards and the feedback) in JupyterLab, nbviewer and GitHub. Cell
    ids are numbered and execution timestamps dropped for the same reason.
    """
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{path.stem.replace('_', '-')[:40]}-{i:02d}"
        cell.metadata.pop("execution", None)
        for out in cell.get("outputs", []):
            out.get("data", {}).pop("application/vnd.jupyter.widget-view+json", None)
    nbformat.write(nb, path)


if __name__ == "__main__":
    for script in sys.argv[1:]:
        runpy.run_path(script, run_name="__main__")
