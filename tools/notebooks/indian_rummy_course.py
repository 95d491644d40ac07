"""Pieces shared by the Indian Rummy lessons (``tools/notebooks/indian_rummy_0*.py``): the first code cell and
the links under each lesson's title.

The first code cell sets the language, holds the ``RULES`` line the learner edits, and defines ``grouped``,
which draws a hand as the engine groups it best (groups framed green, loose cards red) with the penalty and
its reason, in the notebook's language. The worked example's hands (An, Bình, Chi) come from the rules page's
builder, ``indian_rummy_rules.py``, so that the course tells one story.
"""
from __future__ import annotations

from nbbuild import Tr, code
from course_build import exercises_link

__all__ = ["setup_cell", "links_line", "play_out_cell"]


def setup_cell(t: Tr, rules_comment: tuple[str, str]):
    """The lesson's first code cell: language, ``RULES = indian_rummy.Rules()`` and ``grouped(hand)``.

    ``rules_comment`` is the English and Vietnamese comment after ``RULES``, naming the options to try.
    """
    doc = t("The engine's best grouping of a hand: groups framed green,\n    loose cards red, then what the hand costs and why.",
            "Cách xếp nhóm tốt nhất của máy: nhóm viền xanh,\n    lá lẻ viền đỏ, rồi bài bị phạt bao nhiêu và vì sao.")
    return code(f'''
import cardlab
from cardlab import indian_rummy
from cardlab.widgets.indian_rummy import arrangement_html
from IPython.display import HTML, display

cardlab.set_language("{t.lang}")
RULES = indian_rummy.Rules()   # {t(*rules_comment)}


def grouped(hand, rules=None, wild=None):
    """{doc}"""
    best = indian_rummy.arrange(hand, wild, rules or RULES)
    why = best.verdict.text()
    return HTML(arrangement_html(best) + f'<div style="font-size:15px;margin-bottom:8px"><b>{{why}}</b></div>')
''')


def play_out_cell(t: Tr):
    """A code cell defining ``SEED`` (a deal number) and ``play_out(game)``, which lets greedy bots finish a game."""
    return code(f'''
from cardlab.bots import make_bot

SEED = 5   # {t("a deal number: change it for other cards", "số ván chia: đổi số này để có bài khác")}


def play_out(game):
    """{t("Let greedy bots play the game to its end.", "Cho các máy tham chơi nốt đến hết.")}"""
    bots = [make_bot(indian_rummy, "greedy", SEED + seat) for seat in range(game.players)]
    while not game.is_terminal():
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat)))
''')


def links_line(t: Tr, name: str, previous: tuple[str, str, str] | None, following: tuple[str, str, str] | None) -> str:
    """The links under a lesson's title: its twin, the previous and next lessons, the rules page, the exercises.

    ``previous`` / ``following`` are ``(file name, English label, Vietnamese label)`` or None.
    """
    twin = (f"[Tiếng Việt](../vi/indian_rummy/{name}.ipynb)" if t.lang == "en"
            else f"[English](../../indian_rummy/{name}.ipynb)")
    parts = [twin]
    for lesson in (previous, following):
        if lesson is not None:
            parts.append(f"[{t(lesson[1], lesson[2])}]({lesson[0]})")
    parts.append(t("[The rules of Indian Rummy](00_rules.ipynb)", "[Luật chơi Indian Rummy](00_rules.ipynb)"))
    parts.append(f"[{t('Exercises', 'Bài tập')}]({exercises_link(t, 'indian_rummy')})")
    return " · ".join(parts)
