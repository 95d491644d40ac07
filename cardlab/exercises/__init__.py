"""Graded exercises with instant feedback; expected answers are computed by the engine.

>>> from cardlab.exercises import tongits_set
>>> ex = tongits_set(seed=7)      # each seed deals other hands
>>> ex.q1                         # shows the question with its cards    # doctest: +SKIP
>>> ex.q1.check(True)             # ✔ or ✘ with a hint from the engine's reasons    # doctest: +SKIP
>>> ex.progress()                 # done / correct per question    # doctest: +SKIP

Teachers write one solution notebook with ``# BEGIN SOLUTION`` / ``# END
SOLUTION`` markers; ``python -m cardlab.exercises.student SOLUTION STUDENT``
writes the student copy (see :mod:`cardlab.exercises.student`).
"""
from .core import (NOT_ANSWERED, AnswerError, ExerciseSet, Feedback, Progress, Question, read_card, read_cards,
                   read_melds, read_number, read_player, read_players, read_yes_no)
from .core import NotYetRight, grading
from .tongits import tongits_set
from .phom import phom_set
from .indian_rummy import indian_rummy_set
from .chan import chan_set

__all__ = ["tongits_set", "phom_set", "indian_rummy_set", "chan_set", "NotYetRight", "grading", "ExerciseSet", "Question", "Feedback", "Progress", "AnswerError", "NOT_ANSWERED",
           "read_yes_no", "read_number", "read_card", "read_cards", "read_player", "read_players", "read_melds"]
