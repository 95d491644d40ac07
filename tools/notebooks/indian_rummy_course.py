"""Pieces shared by the Indian Rummy lessons (``tools/notebooks/indian_rummy_0*.py``): the first code cells, the
links under and after each lesson, and the cell that deals a lesson's checked questions.

Lessons 1–3 open with :func:`look_setup_cell` (``look`` draws cards with the engine's answer), lessons 4–5 with
:func:`setup_cell` (``grouped`` draws the engine's best grouping with the penalty). The worked example's hands
(An, Bình, Chi) come from the rules page's builder, ``indian_rummy_rules.py``, so that the course tells one story.
"""
from __future__ import annotations

import json

from nbbuild import Tr, code
from course_build import exercises_link

__all__ = ["LESSONS", "look_setup_cell", "setup_cell", "play_out_cell", "twin_link", "opening_links", "next_links",
           "links_line", "quiz_setup"]

GAME = "indian_rummy"

#: The lessons of the course, in order: file stem and title in both languages.
LESSONS = [
    ("01_cards_jokers", "Cards, decks and jokers", "Lá bài, bộ bài và joker"),
    ("02_sequences_sets", "Sequences and sets", "Dãy và bộ cùng số"),
    ("03_valid_show", "A valid show", "Khai hợp lệ"),
    ("04_penalties_drops", "Penalties and drops", "Điểm phạt và bỏ cuộc"),
    ("05_points_pool_deals", "Points, Pool and Deals", "Points, Pool và Deals"),
    ("06_play_the_bots", "Play the bots", "Chơi với máy"),
    ("07_strategy_lab", "A strategy lab", "Phòng thí nghiệm chiến thuật"),
]


def look_setup_cell(t: Tr, comment_en: str, comment_vi: str) -> object:
    """Lessons 1–3's first code cell: the language, ``RULES`` for the learner to edit, and ``look`` (cards + answer)."""
    return code(f'''
import cardlab
from dataclasses import replace
from IPython.display import HTML
from cardlab import indian_rummy
from cardlab.render import banner
from cardlab.widgets.indian_rummy import cards_html, kind_label

cardlab.set_language("{t.lang}")
# {t(comment_en, comment_vi)}
RULES = indian_rummy.Rules()
SHOWS = {{"valid_show": "{t("valid show", "khai hợp lệ")}", "wrong_show": "{t("wrong show", "khai sai")}"}}


def look(cards, answer=None, wild=None):
    """{t("Cards as pictures (groups split by |, this deal's jokers framed purple), then the engine's ✔/✘ answer.",
          "Vẽ các lá (các nhóm cách nhau bởi |, joker của ván viền tím), rồi câu trả lời ✔/✘ của bộ máy.")}"""
    row = "".join(f'<span style="margin-right:16px">{{cards_html(cardlab.parse_cards(group), wild)}}</span>'
                  for group in str(cards).split("|"))
    if answer is None:
        return HTML(row)
    title = SHOWS.get(answer.kind) or kind_label(answer.kind)
    return HTML(row + banner(answer.ok, title, [reason.text() for reason in answer.reasons]))
''')


def _title(t: Tr, stem: str) -> str:
    n = [s for s, _, _ in LESSONS].index(stem) + 1
    en, vi = next((e, v) for s, e, v in LESSONS if s == stem)
    return f"{n} · {t(en, vi)}"


def opening_links(t: Tr, stem: str) -> str:
    """The line under a lesson's goals: its twin, the previous lesson (if any) and the rules page."""
    parts = [twin_link(t, stem)]
    stems = [s for s, _, _ in LESSONS]
    at = stems.index(stem)
    if at > 0:
        parts.append(f"[{t('Lesson', 'Bài')} {_title(t, stems[at - 1])}]({stems[at - 1]}.ipynb)")
    parts.append(f"[{t('The rules of Indian Rummy', 'Luật chơi Indian Rummy')}](00_rules.ipynb)")
    return " · ".join(parts)


def next_links(t: Tr, stem: str, exercises: str, what_next: tuple[str, str]) -> str:
    """The closing Markdown: the next lesson and what it teaches, the checker page, the rules and the exercises."""
    stems = [s for s, _, _ in LESSONS]
    following = stems[stems.index(stem) + 1]
    return t(f"""
## Next

* [{_title(t, following)}]({following}.ipynb) — {what_next[0]}
* [Check a show](declaration_checker.ipynb) — the declaration checker, the penalty calculator and a table
* [The rules of Indian Rummy](00_rules.ipynb) · [Exercises]({exercises}) — graded questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [{_title(t, following)}]({following}.ipynb) — {what_next[1]}
* [Kiểm tra khai bài](declaration_checker.ipynb) — bảng kiểm tra khai bài, bảng tính điểm phạt và một bàn chơi
* [Luật chơi Indian Rummy](00_rules.ipynb) · [Bài tập]({exercises}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")


def quiz_setup(t: Tr, lesson: int, seed: int, kinds: list[str]) -> str:
    """The code that deals a lesson's checked questions: ``kinds`` of ``indian_rummy_set`` from deal ``seed``."""
    name = t(f"Indian Rummy lesson {lesson}", f"Indian Rummy – bài {lesson}")
    return f"""
from cardlab.exercises import indian_rummy_set

quiz = indian_rummy_set(seed={seed}, rules=RULES, questions={json.dumps(kinds)}, name="{name}", var="quiz")
quiz
"""


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
    parts = [twin_link(t, name)]
    for lesson in (previous, following):
        if lesson is not None:
            parts.append(f"[{t(lesson[1], lesson[2])}]({lesson[0]})")
    parts.append(t("[The rules of Indian Rummy](00_rules.ipynb)", "[Luật chơi Indian Rummy](00_rules.ipynb)"))
    parts.append(f"[{t('Exercises', 'Bài tập')}]({exercises_link(t, 'indian_rummy')})")
    return " · ".join(parts)


def twin_link(t: Tr, name: str) -> str:
    """The Markdown link from lesson ``name`` (a stem such as ``06_play_the_bots``) to its twin in the other language."""
    if t.lang == "en":
        return f"[Tiếng Việt](../vi/indian_rummy/{name}.ipynb)"
    return f"[English](../../indian_rummy/{name}.ipynb)"
