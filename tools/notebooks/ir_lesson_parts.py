"""Pieces the Indian Rummy lesson builders of helper C share (``indian_rummy_06_bots.py``, ``indian_rummy_07_lab.py``):
the link to a lesson's twin in the other language and the cell that deals a lesson's checked questions."""
import json

from nbbuild import Tr


def twin_link(t: Tr, name: str) -> str:
    """The Markdown link from lesson ``name`` (a stem such as ``06_play_the_bots``) to its twin in the other language."""
    if t.lang == "en":
        return f"[Tiếng Việt](../vi/indian_rummy/{name}.ipynb)"
    return f"[English](../../indian_rummy/{name}.ipynb)"


def quiz_setup(t: Tr, seed: int, questions: list, lesson: int) -> str:
    """The code cell that deals lesson ``lesson``'s checked questions (kinds of ``indian_rummy_set``) with RULES."""
    name = t(f"Lesson {lesson} check", f"Kiểm tra bài {lesson}")
    return f"""
from cardlab.exercises import indian_rummy_set

quiz = indian_rummy_set(seed={seed}, rules=RULES, questions={json.dumps(questions)}, name="{name}",
                        var="quiz")
"""
