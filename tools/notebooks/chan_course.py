"""Pieces the Chắn lesson builders share: the line of links under a lesson's goals.

Each lesson links its twin in the other language, the previous and the next lesson, the rules page and the
graded exercises (the course tests check the twin and the rules page).
"""
from nbbuild import Tr
from course_build import exercises_link

__all__ = ["lesson_links"]


def lesson_links(t: Tr, stem: str, previous: str, following: str) -> str:
    """The Markdown links of lesson ``stem`` (e.g. ``"04_winning_cuoc"``), seen from ``notebooks/[vi/]chan/``.

    ``previous`` and ``following`` are the stems of the lessons before and after it; the lesson numbers
    shown are their two-digit prefixes.

    Raises:
        ValueError: if a stem does not start with a lesson number.
    """
    twin = f"../vi/chan/{stem}.ipynb" if t.lang == "en" else f"../../chan/{stem}.ipynb"
    lesson = t("Lesson", "Bài")
    return (f"[{t('Tiếng Việt', 'English')}]({twin}) · [{lesson} {int(previous[:2])}]({previous}.ipynb) ·\n"
            f"[{lesson} {int(following[:2])}]({following}.ipynb) · [{t('The rules of Chắn', 'Luật chơi Chắn')}]"
            f"(00_rules.ipynb) ·\n[{t('Exercises', 'Bài tập')}]({exercises_link(t, 'chan')})")
