"""Every public function of the package that raises says so in its docstring.

A learner or a teacher reads what a call refuses in its help (``help(cardlab.tongits.deadwood)``), so a
public function or method with a ``raise`` of its own documents it: a ``Raises:`` section, or a sentence
saying what it raises. Private helpers (``_name``), re-raises (bare ``raise``) and abstract methods
(``raise NotImplementedError``: a subclass's to write) are not counted.
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cardlab"


def _abstract(node: ast.Raise) -> bool:
    exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
    return isinstance(exc, ast.Name) and exc.id == "NotImplementedError"


def undocumented(source: str, where: str = "") -> list[str]:
    """``path:line name`` of each public function in ``source`` that raises and whose docstring never says so."""
    found = []

    def visit(nodes, owner=""):
        for node in nodes:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                visit(node.body, f"{owner}{node.name}.")
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
                raises = any(isinstance(n, ast.Raise) and n.exc is not None and not _abstract(n) for n in ast.walk(node))
                doc = (ast.get_docstring(node) or "").lower()
                if raises and "raise" not in doc:
                    found.append(f"{where}:{node.lineno} {owner}{node.name}")

    visit(ast.parse(source).body)
    return found


def test_the_check_finds_an_undocumented_raise_and_accepts_a_documented_one():
    source = ('def f(x):\n    """Double."""\n    raise ValueError(x)\n'
              'def g(x):\n    """Double.\n\n    Raises:\n        ValueError: always.\n    """\n    raise ValueError(x)\n'
              'def _h(x):\n    raise ValueError(x)\n'
              'class C:\n    def m(self):\n        """M."""\n        raise KeyError(1)\n'
              '    def abstract(self):\n        raise NotImplementedError\n')
    assert undocumented(source) == [":1 f", ":14 C.m"]


def test_every_public_function_that_raises_documents_it():
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        missing += undocumented(path.read_text(encoding="utf-8"), path.relative_to(PACKAGE).as_posix())
    assert missing == []
