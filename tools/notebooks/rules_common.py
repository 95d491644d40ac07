"""Shared pieces of the rules pages (``notebooks/<game>/00_rules.ipynb``): the options table and the picture helpers.

A rules page reads top to bottom without running anything, so its code
cells are one-liners that draw cards and the engine's verdicts; the helpers
they call live in one setup cell whose source JupyterLab keeps folded.
"""
from __future__ import annotations

from dataclasses import MISSING, fields

import nbformat
from nbbuild import Tr, code

__all__ = ["default_text", "merge_streams", "options_table", "setup_cell"]


def default_text(value) -> str:
    """An option's default as Python writes it: ``"clockwise"``, ``True``, ``1``, ``(1, 2, 3)``.

    Strings get double quotes (as in the docstrings), so the table reads like
    the ``Rules(...)`` call a reader types.
    """
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


def options_table(t: Tr, rules_class, rows: list[tuple[str, str, str]], head: tuple[str, str, str, str]) -> str:
    """The Markdown table of every option of ``rules_class``: name, default, values and meaning, where it comes from.

    ``rows``: ``(option, what its values mean, where the rule comes from)``
    in the page's language, in the order the table shows them. The defaults
    are read from the dataclass, so the table cannot drift from the code.

    Raises:
        ValueError: if ``rows`` misses an option of ``rules_class`` or names
            one it does not have (the page must document every option).
    """
    defaults = {}
    for f in fields(rules_class):
        defaults[f.name] = f.default if f.default is not MISSING else f.default_factory()
    named = [name for name, _, _ in rows]
    missing = [n for n in defaults if n not in named]
    unknown = [n for n in named if n not in defaults]
    if missing or unknown or len(set(named)) != len(named):
        raise ValueError(f"options table of {rules_class.__module__}.Rules: missing {missing}, unknown {unknown}, "
                         f"expected each field once")
    lines = ["| " + " | ".join(head) + " |", "|---|---|---|---|"]
    for name, meaning, source in rows:
        lines.append(f"| `{name}` | `{default_text(defaults[name])}` | {meaning} | {source} |")
    return "\n".join(lines)


def setup_cell(t: Tr, module: str, arrange_call: str):
    """The first code cell: language, default rules, and ``show`` / ``layout`` that draw cards (source folded).

    ``module`` is the game's module (``tongits``, ``phom``); ``arrange_call``
    the call giving a hand's best arrangement from ``hand`` (e.g.
    ``tongits.arrange(hand, RULES)``).
    """
    source = f'''
# {t("Helpers that draw the cards on this page: nothing to change here.",
     "Các hàm vẽ lá bài cho trang này: không cần sửa gì ở đây.")}
import cardlab
from cardlab import render, {module}
from IPython.display import HTML

cardlab.set_language("{t.lang}")
RULES = {module}.Rules()   # {t("the default rules", "luật mặc định")}


def show(*rows, verdict=None):
    """{t('Cards side by side ("AS 2S 3S", or ("label", "AS 2S 3S")), then a verdict: ✔/✘ and why.',
          'Các nhóm lá bài cạnh nhau ("AS 2S 3S", hoặc ("nhãn", "AS 2S 3S")), rồi kết luận: ✔/✘ và lý do.')}"""
    html = '<div style="display:flex;gap:6px 18px;align-items:flex-end;flex-wrap:wrap">'
    for row in rows:
        label, cards = row if isinstance(row, tuple) else ("", row)
        pictures = render.cards_row(cardlab.parse_cards(cards)) if cards else ""
        html += f'<div><div style="font-size:13px;font-weight:600;color:#444">{{label}}</div>{{pictures}}</div>'
    if verdict is not None:
        reasons = [reason.text() for reason in verdict.reasons]
        html += f'<div style="flex:1;min-width:340px">{{render.banner(verdict.ok, "", reasons)}}</div>'
    return HTML(html + "</div>")


def layout(hand):
    """{t("The best arrangement of a hand: melds framed green, deadwood red, and the deadwood points.",
          "Cách xếp tốt nhất của bài trên tay: phỏm viền xanh, bài rác viền đỏ, và điểm bài rác.")}"""
    best = {arrange_call}
    parts = [render.cards_row(meld.cards, "meld") for meld in best.melds]
    parts.append(render.cards_row(best.deadwood, "deadwood"))
    points = {t('f"deadwood: {best.points} point" + ("" if best.points == 1 else "s")', 'f"bài rác: {best.points} điểm"')}
    return HTML('<div style="display:flex;gap:18px;align-items:flex-end;flex-wrap:wrap">' + "".join(parts)
                + f'<b style="font-size:15px">{{points}}</b></div>')
'''
    cell = code(source)
    # JupyterLab shows the cell folded: the page reads as a document, the helpers stay one click away.
    cell.metadata["jupyter"] = {"source_hidden": True}
    return cell


def merge_streams(paths) -> list:
    """Join each cell's consecutive printed outputs into one, so that rebuilding a page changes no byte.

    The kernel sends what a cell prints in pieces whose boundaries depend on
    timing, not on the text; joined, the same cell always saves the same
    output. Returns ``paths`` (the list :func:`nbbuild.page` returned).
    """
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            joined = []
            for out in cell.get("outputs", []):
                last = joined[-1] if joined else None
                if (last is not None and out.output_type == "stream" and last.output_type == "stream"
                        and last.name == out.name):
                    last.text += out.text
                else:
                    joined.append(out)
            if cell.cell_type == "code":
                cell.outputs = joined
        nbformat.write(nb, path)
    return paths
