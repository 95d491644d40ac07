"""Cells the Indian Rummy lessons share: the set-up cell (RULES and the ``look`` helper) and the links.

Lessons 1–3 (``indian_rummy_01_cards.py``, ``indian_rummy_02_sequences.py``,
``indian_rummy_03_show.py``) open with the same set-up cell, so the helper that
draws cards with the engine's answer is written once, here.
"""
import json

from nbbuild import Tr, code

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


def setup(t: Tr, comment_en: str, comment_vi: str) -> object:
    """The first code cell: the language, ``RULES`` for the learner to edit, and ``look`` (cards + answer)."""
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
    twin = f"../vi/{GAME}/{stem}.ipynb" if t.lang == "en" else f"../../{GAME}/{stem}.ipynb"
    parts = [f"[{t('Tiếng Việt', 'English')}]({twin})"]
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
