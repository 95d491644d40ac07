"""The exercise framework: questions, answer reading, feedback and progress.

A :class:`Question` shows its prompt with the cards drawn, knows its expected
answer (computed by the engine when the question is dealt) and grades any
answer with :meth:`Question.check`, which returns a :class:`Feedback`: ✔ or ✘
with hints drawn from the engine's reasons. Whatever the learner types —
``None``, a number, a string of cards, a list, bad notation — ``check`` never
raises: an answer it cannot read is a ✘ that says which form it expects.
The ``...`` placeholder of a student copy means "not answered yet".

An :class:`ExerciseSet` holds the questions of one notebook (``ex.q1``,
``ex[1]``) and sums them up with :meth:`ExerciseSet.progress`.

**Grading.** In a batch run of the notebook — nbval, ``nbconvert
--execute``, the class grader — ``check`` raises :class:`NotYetRight` for an
answer that is not right (or not earned: the answer was shown first), so
``pytest --nbval-lax`` on a learner's notebook fails exactly one test per such
question. At the keyboard (JupyterLab, VS Code) it only shows the feedback, so
"Run all" never stops at a question. A batch run is a kernel request that
allows no input (``allow_stdin`` false: nbval and nbclient send that, a
notebook front end does not); ``CARDLAB_GRADING=1`` / ``0`` forces either way.

This module imports no Jupyter package: everything displays itself through
``_repr_html_`` and prints as plain, deterministic text.
"""
from __future__ import annotations

import difflib
import functools
import inspect
import os
import random
import re
import sys
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Iterable, Sequence

from .. import render
from ..cards import Card, Rank, Suit, parse_cards
from ..errors import CardlabError, InvalidRulesError
from ..explain import Verdict, message, plural, register_messages
from ..melds import enumerate_melds

#: What a student copy's ``answer = ...`` holds until the learner writes an answer.
NOT_ANSWERED = ...

UNANSWERED, CORRECT, WRONG, UNREADABLE = "unanswered", "correct", "wrong", "unreadable"
REVEALED = "revealed"       # a Feedback made by Question.solution(), not by an answer
HINT = "hint"               # a Feedback made by Question.hint()
_WAIT = "#9a6700"          # amber: not answered yet
_INFO = "#0b5cad"          # blue: an answer revealed
_FONT = "font-family:system-ui,-apple-system,'Segoe UI',sans-serif"


class AnswerError(CardlabError):
    """An answer the question cannot read; the message says what form it expects."""


# ---------------------------------------------------------------------------
# Messages (English and Vietnamese)

register_messages({
    "exercises.correct": {"en": "Correct!", "vi": "Chính xác!"},
    "exercises.wrong": {"en": "Not quite: you answered {answer}.", "vi": "Chưa đúng: bạn trả lời {answer}."},
    "exercises.unanswered": {"en": "Not answered yet: replace the ... with your answer and run the cell again.",
                             "vi": "Chưa trả lời: thay dấu ... bằng câu trả lời của bạn rồi chạy lại ô này."},
    "exercises.unreadable": {"en": "This answer cannot be read: {why}",
                             "vi": "Không đọc được câu trả lời này: {why}"},
    "exercises.none": {"en": "None is not an answer here. {form}",
                       "vi": "None không phải là câu trả lời ở đây. {form}"},
    "exercises.bad_type": {"en": "{answer} is {type}, which this question cannot take. {form}",
                           "vi": "{answer} là {type}, câu hỏi này không nhận kiểu đó. {form}"},
    "exercises.type_number": {"en": "a number", "vi": "một số"},
    "exercises.type_bool": {"en": "True/False", "vi": "giá trị True/False"},
    "exercises.type_list": {"en": "a list", "vi": "một danh sách"},
    "exercises.type_text": {"en": "text", "vi": "một chuỗi chữ"},
    "exercises.type_other": {"en": "of type {name}", "vi": "kiểu {name}"},
    "exercises.internal": {"en": "the answer {answer} could not be checked ({error}). {form}",
                           "vi": "không kiểm tra được câu trả lời {answer} ({error}). {form}"},
    "exercises.form_yes_no": {"en": "Answer True or False (or the words 'yes' / 'no').",
                              "vi": "Hãy trả lời True hoặc False (hoặc 'có' / 'không')."},
    "exercises.form_number": {"en": "Answer with a whole number, such as 17.",
                              "vi": "Hãy trả lời bằng một số nguyên, ví dụ 17."},
    "exercises.form_card": {"en": "Answer with one card, such as 'KH' or '10S'.",
                            "vi": "Hãy trả lời bằng một lá bài, ví dụ 'KH' hoặc '10S'."},
    "exercises.form_cards": {"en": "Answer with cards, such as '6S 7S'.",
                             "vi": "Hãy trả lời bằng các lá bài, ví dụ '6S 7S'."},
    "exercises.form_player": {"en": "Answer with a player's name: {names}.",
                              "vi": "Hãy trả lời bằng tên người chơi: {names}."},
    "exercises.form_players": {"en": "Answer with a list of players, such as ['B'] or ['A', 'C'], or [] for nobody.",
                               "vi": "Hãy trả lời bằng danh sách người chơi, ví dụ ['B'] hoặc ['A', 'C'], "
                                     "hoặc [] nếu không có ai."},
    "exercises.form_melds": {"en": "Answer with a list of melds, such as ['AS 2S 3S', '7H 7D 7C'] ([] for none).",
                             "vi": "Hãy trả lời bằng danh sách các phỏm, ví dụ ['AS 2S 3S', '7H 7D 7C'] "
                                   "([] nếu không có)."},
    "exercises.number_too_big": {"en": "{answer} is far larger than any score in this game (more than {limit}).",
                                 "vi": "{answer} lớn hơn rất nhiều so với mọi số điểm trong trò chơi này (hơn {limit})."},
    "exercises.not_a_number": {"en": "{answer} is not a whole number.", "vi": "{answer} không phải là số nguyên."},
    "exercises.not_yes_no": {"en": "{answer} is neither yes nor no.", "vi": "{answer} không phải là có hay không."},
    "exercises.not_one_card": {"en": "{answer} is {n} cards, not one.", "vi": "{answer} gồm {n} lá, không phải một lá."},
    "exercises.unknown_player": {"en": "{answer} is not one of the players.",
                                 "vi": "{answer} không phải là một người chơi trong câu hỏi."},
    "exercises.how_to": {"en": "Check it: {call}", "vi": "Kiểm tra: {call}"},
    "exercises.solution": {"en": "The answer: {answer}", "vi": "Đáp án: {answer}"},
    "exercises.hint": {"en": "Hint {n} of {total}", "vi": "Gợi ý {n}/{total}"},
    "exercises.no_more_hints": {"en": "That was the last hint: {call} shows the answer.",
                                "vi": "Đó là gợi ý cuối cùng: {call} cho xem đáp án."},
    "exercises.no_hints": {"en": "This question has no hint: {call} shows the answer.",
                           "vi": "Câu này không có gợi ý: {call} cho xem đáp án."},
    "exercises.arg_unknown": {"en": "{function}() has no argument {arg}{guess}: expected {accepted}",
                              "vi": "{function}() không có tham số {arg}{guess}: cần {accepted}"},
    "exercises.arg_guess": {"en": " (did you mean {name}?)", "vi": " (có phải ý bạn là {name}?)"},
    "exercises.arg_mismatch": {"en": "{function}(): {error}: it takes {accepted}",
                               "vi": "{function}(): {error}: hàm này nhận {accepted}"},
    "exercises.hints_off": {"en": "Hints are switched off for this graded assignment: your teacher chose so.",
                            "vi": "Gợi ý đã bị tắt cho bài được chấm điểm này: giáo viên của bạn đã chọn như vậy."},
    "exercises.solutions_off": {"en": "Answers are not shown for this graded assignment: your teacher chose so. "
                                      "{call} still tells you whether your answer is right.",
                                "vi": "Bài được chấm điểm này không cho xem đáp án: giáo viên của bạn đã chọn như "
                                      "vậy. {call} vẫn cho biết câu trả lời của bạn đúng hay chưa."},
    "exercises.not_earned": {"en": "Correct, but the answer was shown first: not counted as earned.",
                             "vi": "Đúng, nhưng bạn đã xem đáp án trước: không được tính điểm."},
    "exercises.misconception": {"en": "A common slip: {what}", "vi": "Lỗi hay gặp: {what}"},
    "exercises.progress": {"en": "{correct} of {total} correct, {done} answered",
                           "vi": "Đúng {correct} trên {total} câu, đã trả lời {done}"},
    "exercises.col_question": {"en": "question", "vi": "câu hỏi"},
    "exercises.col_tries": {"en": "tries", "vi": "số lần thử"},
    "exercises.col_result": {"en": "result", "vi": "kết quả"},
    "exercises.status_correct": {"en": "correct", "vi": "đúng"},
    "exercises.status_wrong": {"en": "not yet right", "vi": "chưa đúng"},
    "exercises.status_unreadable": {"en": "not readable", "vi": "không đọc được"},
    "exercises.status_unanswered": {"en": "not answered", "vi": "chưa trả lời"},
    "exercises.status_revealed": {"en": "(answer shown)", "vi": "(đã xem đáp án)"},
    "exercises.status_not_earned": {"en": "correct after the answer was shown (not earned)",
                                    "vi": "đúng sau khi đã xem đáp án (không tính điểm)"},
    "exercises.col_shown": {"en": "answer shown", "vi": "đã xem đáp án"},
    "exercises.graded": {"en": "Q{number} is not right yet", "vi": "Câu {number} chưa đúng"},
    "exercises.yes": {"en": "yes", "vi": "có"},
    "exercises.no": {"en": "no", "vi": "không"},
    "exercises.nobody": {"en": "nobody", "vi": "không ai"},
    "exercises.set_title_chosen": {"en": "{name}: {n} questions", "vi": "{name}: {n} câu hỏi"},
    "exercises.set_title": {"en": "{name} exercises, deal number {seed}: {n} questions",
                            "vi": "Bài tập {name}, ván chia số {seed}: {n} câu hỏi"},
})


# ---------------------------------------------------------------------------
# Reading answers. Each reader returns a normalised value or raises AnswerError
# with a sentence saying what was wrong and which form is expected.


def show(value: Any, limit: int = 60, _depth: int = 0) -> str:
    """A short, deterministic rendering of what the learner typed (no memory addresses).

    Safe on anything: huge numbers, very long or self-containing lists and
    dicts, bytes — only the start of a value is looked at.
    """
    if _depth > 3:
        return "…"
    if isinstance(value, str):
        text = repr(value[:limit + 1])
    elif isinstance(value, Card):
        text = value.pretty
    elif isinstance(value, bool) or value is None or isinstance(value, float):
        text = repr(value)
    elif isinstance(value, int):
        # str() of an int over 4300 digits raises; say how long it is instead.
        text = str(value) if abs(value) < 10 ** 40 else f"<a number of {value.bit_length() * 30103 // 100000 + 1} digits>"
    elif isinstance(value, (bytes, bytearray)):
        text = repr(bytes(value[:limit + 1]))
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)[:20] if not isinstance(value, (set, frozenset)) else sorted(
            (show(v, limit, _depth + 1) for v in list(value)[:20]))
        parts = [v if isinstance(value, (set, frozenset)) else show(v, limit, _depth + 1) for v in items]
        inner = ", ".join(parts) + (", …" if len(value) > 20 else "")
        text = {list: f"[{inner}]", tuple: f"({inner})"}.get(type(value), "{" + inner + "}")
    elif isinstance(value, dict):
        pairs = list(value.items())[:20]
        text = "{" + ", ".join(f"{show(k, limit, _depth + 1)}: {show(v, limit, _depth + 1)}" for k, v in pairs) + "}"
    else:
        pretty = getattr(value, "pretty", None)
        text = pretty if isinstance(pretty, str) else f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _short(text: str, limit: int = 120) -> str:
    """At most ``limit`` characters of a text quoted back to the learner (the middle cut out)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit * 2 // 3] + " … " + text[-(limit // 3):]


def _kind(answer) -> str:
    """The kind of a value in the learner's words (no Python jargon where avoidable)."""
    if isinstance(answer, bool):
        return message("exercises.type_bool")
    if isinstance(answer, (int, float)):
        return message("exercises.type_number")
    if isinstance(answer, (list, tuple, set, frozenset)):
        return message("exercises.type_list")
    if isinstance(answer, str):
        return message("exercises.type_text")
    return message("exercises.type_other", name=type(answer).__name__)


def _type_error(answer, form_code: str, **form) -> AnswerError:
    if answer is None:
        return AnswerError(message("exercises.none", form=message(form_code, **form)))
    return AnswerError(message("exercises.bad_type", answer=show(answer), type=_kind(answer),
                               form=message(form_code, **form)))


_YES = {"yes", "y", "true", "t", "có", "co", "đúng", "dung", "oui", "si", "oo"}
_NO = {"no", "n", "false", "f", "không", "khong", "ko", "sai", "non", "hindi"}


def read_yes_no(answer) -> bool:
    """``True``/``False``, a verdict (its truth) or a word: yes/no, có/không, true/false.

    Raises:
        AnswerError: for anything else, saying which forms are read.
    """
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, Verdict):
        return bool(answer)
    if type(answer).__module__ == "numpy" and type(answer).__name__ in ("bool_", "bool"):
        return bool(answer)                         # numpy's booleans, without importing numpy
    if isinstance(answer, str):
        word = answer.strip().lower().rstrip(".!")
        if word in _YES:
            return True
        if word in _NO:
            return False
        raise AnswerError(message("exercises.not_yes_no", answer=show(answer)) + " "
                          + message("exercises.form_yes_no"))
    raise _type_error(answer, "exercises.form_yes_no")


_NUMBER = re.compile(r"^\s*([+-]?\d+)(?:\.0*)?\s*(?:points?|pts?|điểm|diem)?\s*\.?\s*$", re.IGNORECASE)


def read_number(answer) -> int:
    """A whole number: ``17``, ``17.0``, ``"17"``, ``"17 points"``; an arrangement gives its points.

    Raises:
        AnswerError: for an answer of another form or value, saying which forms are read.
    """
    if isinstance(answer, bool):
        raise _type_error(answer, "exercises.form_number")
    if isinstance(answer, int):
        return _bounded(answer, answer)
    if isinstance(answer, float):
        if answer.is_integer():
            return _bounded(int(answer), answer)
        raise AnswerError(message("exercises.not_a_number", answer=show(answer)) + " "
                          + message("exercises.form_number"))
    if isinstance(answer, str):
        m = _NUMBER.match(answer)
        if m:
            # A number too long to be points is refused before int() (which stops at 4,300 digits).
            return _bounded(int(m.group(1)) if len(m.group(1)) <= 20 else 10 ** 20, answer)
        raise AnswerError(message("exercises.not_a_number", answer=show(answer)) + " "
                          + message("exercises.form_number"))
    points = getattr(answer, "points", None)          # an Arrangement or a Discard
    if isinstance(points, int) and not isinstance(points, bool):
        return points
    if hasattr(answer, "__index__"):                  # numpy integers
        try:
            return int(answer.__index__())
        except (TypeError, ValueError):
            pass
    raise _type_error(answer, "exercises.form_number")


MAX_NUMBER = 10 ** 9
"""No count of points, cards or money in these games comes near it; a larger answer is a slip."""


def _bounded(number: int, answer) -> int:
    if abs(number) > MAX_NUMBER:
        raise AnswerError(message("exercises.number_too_big", answer=show(answer), limit=MAX_NUMBER) + " "
                          + message("exercises.form_number"))
    return number


def read_cards(answer, form_code: str = "exercises.form_cards", parse=parse_cards) -> list:
    """Cards in any form the engine accepts: ``"6S 7S"``, ``["6S", "7S"]``, Cards, a meld.

    ``parse`` reads the cards of the game (default the French deck; Chắn passes
    :func:`cardlab.chan.parse_cards`).

    Raises:
        AnswerError: for an answer of another form or value, saying which forms are read.
    """
    if answer is None or isinstance(answer, (bool, int, float, dict)):
        raise _type_error(answer, form_code)
    inner = getattr(answer, "cards", None)            # Meld, ExposedMeld, Arrangement
    if inner is not None and not isinstance(answer, (str, list, tuple)):
        answer = inner
    card = getattr(answer, "card", None)              # a Discard
    if card is not None and not isinstance(card, (str, list, tuple)) and hasattr(card, "sort_key"):
        answer = [card]
    if isinstance(answer, (list, tuple)):
        flat = []
        for item in answer:                           # ["6S 7S", "8S"] and [Meld, ...] too
            sub = getattr(item, "cards", None)
            if isinstance(item, str):
                flat.extend(item.replace(",", " ").split() or [item])
            elif sub is not None:
                flat.extend(sub)
            else:
                flat.append(item)
        answer = flat
    if not (isinstance(answer, (str, list, tuple, set, frozenset)) or hasattr(answer, "sort_key")):
        raise _type_error(answer, form_code)
    try:
        return list(parse(answer))
    except ValueError as error:
        raise AnswerError(f"{error}. {message(form_code)}") from None
    except Exception:                                  # something inside parse_cards does not know at all
        raise _type_error(answer, form_code) from None


def read_card(answer, form_code: str = "exercises.form_card", parse=parse_cards):
    """Exactly one card (``parse``: the game's card reader, as in :func:`read_cards`).

    Raises:
        AnswerError: for an answer of another form or value, saying which forms are read.
    """
    cards = read_cards(answer, form_code, parse)
    if len(cards) != 1:
        raise AnswerError(message("exercises.not_one_card", answer=show(answer), n=len(cards)) + " "
                          + message(form_code))
    return cards[0]


_PLAYER_WORDS = re.compile(r"^(player|người chơi|nguoi choi|người|nguoi|seat|ghế)\s+", re.IGNORECASE)


def read_player(answer, names: Sequence) -> Any:
    """One of ``names``: ``"B"``, ``"b"``, ``"Player B"``; an :class:`Outcome` gives its winner.

    Raises:
        AnswerError: for an answer of another form or value, saying which forms are read.
    """
    form = ", ".join(map(str, names))
    winner = getattr(answer, "winner", None)
    if winner is not None and hasattr(answer, "payments"):
        answer = winner
    if isinstance(answer, str):
        word = _PLAYER_WORDS.sub("", answer.strip()).strip(" .!'\"").lower()
        for name in names:
            if word == str(name).lower():
                return name
        raise AnswerError(message("exercises.unknown_player", answer=show(answer)) + " "
                          + message("exercises.form_player", names=form))
    if not isinstance(answer, bool) and answer in list(names):
        return answer
    if isinstance(answer, (int, float)) and not isinstance(answer, bool):
        raise AnswerError(message("exercises.unknown_player", answer=show(answer)) + " "
                          + message("exercises.form_player", names=form))
    raise _type_error(answer, "exercises.form_player", names=form)


_NOBODY = {"", "nobody", "none", "no one", "noone", "no-one", "không ai", "khong ai", "không có ai", "-", "—"}


def read_players(answer, names: Sequence) -> frozenset:
    """A set of players: ``['A', 'C']``, ``"A, C"``, ``"B"``, ``[]`` or ``"nobody"``.

    Raises:
        AnswerError: for an answer of another form or value, saying which forms are read.
    """
    burned = getattr(answer, "burned", None)
    if burned is not None and hasattr(answer, "payments"):
        answer = list(burned)
    if isinstance(answer, str):
        text = answer.strip().lower()
        if text in _NOBODY:
            return frozenset()
        parts = [p for p in re.split(r"\s*(?:,|;|/|&|\band\b|\bvà\b|\s)\s*", answer.strip()) if p]
        # "Player A and Player C": glue each "player" word to the name after it.
        glued, i = [], 0
        while i < len(parts):
            if _PLAYER_WORDS.match(parts[i] + " ") and i + 1 < len(parts):
                glued.append(parts[i + 1])
                i += 2
            else:
                glued.append(parts[i])
                i += 1
        return frozenset(_one_of_players(p, names) for p in glued)
    if isinstance(answer, (list, tuple, set, frozenset)):
        return frozenset(_one_of_players(p, names) for p in answer)
    if answer is None:
        raise _type_error(answer, "exercises.form_players")
    try:
        return frozenset([read_player(answer, names)])
    except AnswerError:
        raise _type_error(answer, "exercises.form_players") from None


def _one_of_players(answer, names) -> Any:
    try:
        return read_player(answer, names)
    except AnswerError:
        raise AnswerError(message("exercises.unknown_player", answer=show(answer)) + " "
                          + message("exercises.form_players")) from None


def read_melds(answer, form_code: str = "exercises.form_melds") -> list[list[Card]]:
    """A list of melds: ``['AS 2S 3S', '7H 7D 7C']``, ``"AS 2S 3S | 7H 7D 7C"``, an Arrangement, ``[]``.

    ``form_code`` names the message that says which form is expected (a game may call its melds otherwise).

    Raises:
        AnswerError: for an answer of another form or value, saying which forms are read.
    """
    melds = getattr(answer, "melds", None)
    if melds is not None and not isinstance(answer, (str, list, tuple)):
        answer = list(melds)
    if isinstance(answer, str):
        parts = [p for p in re.split(r"[|;/\n]", answer) if p.strip()]
        return [read_cards(p, form_code) for p in parts]
    if isinstance(answer, (list, tuple)):
        if not answer:
            return []
        singles = all(isinstance(x, Card) or (isinstance(x, str) and len(x.split()) == 1) for x in answer)
        if singles:                               # ['AS', '2S', '3S'] is one meld, not three
            return [read_cards(list(answer), form_code)]
        return [read_cards(m, form_code) for m in answer]
    raise _type_error(answer, form_code)


# ---------------------------------------------------------------------------
# Feedback


def sentence(text: str) -> str:
    """A hint as a whole sentence: capitalised, ending with a full stop."""
    text = str(text).strip()
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "…")) else text + "."


@dataclass(frozen=True)
class Feedback:
    """The result of one ``check``: ✔ or ✘, a headline and hints (already in the learner's language).

    ``bool(feedback)`` is true only for a correct answer.
    """

    status: str
    number: int
    title: str
    headline: str
    hints: tuple = ()

    def __bool__(self) -> bool:
        return self.status == CORRECT

    @property
    def correct(self) -> bool:
        return self.status == CORRECT

    @property
    def mark(self) -> str:
        return "✔" if self.correct else "ℹ" if self.status in (REVEALED, HINT) else "✘"

    def __str__(self) -> str:
        lines = [f"{self.mark} Q{self.number} · {self.title} — {self.headline}"]
        lines += [f"  • {h}" for h in self.hints]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        color = {CORRECT: render.OK, UNANSWERED: _WAIT, REVEALED: _INFO, HINT: _INFO}.get(self.status, render.BAD)
        hints = "".join(f"<li>{escape(h)}</li>" for h in self.hints)
        hints = f'<ul style="margin:6px 0 0 20px;padding:0">{hints}</ul>' if hints else ""
        return (f'<div style="{_FONT};border-left:8px solid {color};background:{color}14;padding:8px 12px;'
                f'margin:4px 0;font-size:15px;line-height:1.45">'
                f'<span style="font-size:26px;font-weight:700;color:{color};vertical-align:middle">{self.mark}</span> '
                f'<b style="color:{color}">Q{self.number}</b> <span style="color:#444">· {escape(self.title)}</span>'
                f'<div style="font-weight:600;margin-top:2px">{escape(self.headline)}</div>{hints}</div>')


# ---------------------------------------------------------------------------
# Grading


def grading() -> bool:
    """Whether ``check`` grades (raises :class:`NotYetRight`) rather than only shows feedback.

    ``CARDLAB_GRADING=1``/``0`` decides when set. Otherwise a batch run
    grades: code executed by an IPython kernel for a request that allows no
    input — what nbval, nbconvert and nbclient send — while a notebook front
    end (JupyterLab, VS Code) allows input. Plain Python never grades.
    """
    forced = os.environ.get("CARDLAB_GRADING", "").strip()
    if forced in ("0", "1"):
        return forced == "1"
    shell = sys.modules.get("IPython")
    try:
        ip = shell.get_ipython() if shell is not None else None
    except Exception:          # an IPython too old or half-imported: not a kernel we know
        return False
    kernel = getattr(ip, "kernel", None)
    return kernel is not None and getattr(kernel, "_allow_stdin", True) is False


class NotYetRight(AssertionError):
    """Raised by ``check`` in a graded run for a question that is not right (or not earned).

    Its message starts with a tag the class grader reads, the same in every
    language — ``[cardlab Q3 wrong]`` (status ``wrong``, ``unreadable``,
    ``unanswered`` or ``not_earned``) — then the feedback. IPython shows it as
    the feedback itself, not as a traceback.
    """

    TAG = re.compile(r"\[cardlab Q(\d+) (\w+)\]")

    def __init__(self, feedback: "Feedback", status: str):
        self.feedback = feedback
        self.status = status
        super().__init__(f"[cardlab Q{feedback.number} {status}] "
                         + message("exercises.graded", number=feedback.number) + " — " + feedback.headline)

    def _render_traceback_(self) -> list[str]:
        return [self.args[0]] + [f"  • {h}" for h in self.feedback.hints]


# ---------------------------------------------------------------------------
# Argument names


def known_arguments(function: Callable) -> Callable:
    """Wrap ``function`` so that a call with an argument it does not take raises a :class:`CardlabError`.

    Python's own ``TypeError`` ("unexpected keyword argument 'sed'") does not
    say what *is* accepted; teachers type these calls by hand, so the error
    lists the accepted names and suggests the nearest one. The signature is
    only inspected once a call has failed, so a right call costs nothing more.
    The wrapper keeps ``function``'s signature and docstring (``help`` and
    :func:`inspect.signature` still show them).

    Raises (from the wrapped function):
        CardlabError: for an unknown argument name, a missing one or too many
            positional arguments, naming the accepted ones.
    """
    signature = inspect.signature(function)
    name = function.__qualname__.replace(".__init__", "")

    @functools.wraps(function)
    def checked(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except TypeError as error:
            # Only a call that does not fit the signature is the caller's slip; a TypeError from inside the
            # body is a bug or a deeper error and is re-raised untouched.
            try:
                signature.bind(*args, **kwargs)
            except TypeError as mismatch:
                raise _argument_error(name, signature, args, kwargs, mismatch) from None
            raise error

    return checked


def _argument_error(name: str, signature: inspect.Signature, args, kwargs, mismatch: TypeError) -> CardlabError:
    params = [p for p in signature.parameters.values() if p.name != "self"
              and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    accepted = ", ".join(p.name for p in params) or "no argument"
    unknown = [k for k in kwargs if k not in signature.parameters
               or signature.parameters[k].kind == inspect.Parameter.POSITIONAL_ONLY]
    if unknown:
        near = difflib.get_close_matches(unknown[0], [p.name for p in params], n=1)
        guess = message("exercises.arg_guess", name=repr(near[0])) if near else ""
        return CardlabError(message("exercises.arg_unknown", function=name, arg=show(unknown[0]), guess=guess,
                                    accepted=accepted))
    return CardlabError(message("exercises.arg_mismatch", function=name, error=mismatch, accepted=accepted))


# ---------------------------------------------------------------------------
# Questions


class Question:
    """One graded question. Subclasses deal the question and implement the hooks.

    * :meth:`read` turns an answer into a value or raises :class:`AnswerError`;
    * :meth:`judge` says whether that value is right (the expected answer
      was computed by the engine when the question was dealt);
    * :meth:`hints` gives the feedback sentences for a value, drawn from the
      engine's reasons; they never give the answer away, however many tries
      (``attempt`` counts readable answers so far);
    * :meth:`misconception` names a known mistake a wrong value comes from;
    * :meth:`hint_steps` gives graduated hints for :meth:`hint`: first the
      rule to look at, then a closer nudge, never the answer;
    * :meth:`answer_lines` gives the answer and the engine's explanation, for
      :meth:`solution`.

    ``title_code``/``prompt`` render in the current language.
    """

    key = "question"
    title_code = ""
    form_code = ""
    #: True for a question a teacher built on chosen cards and put in a set (not dealt from its seed).
    chosen = False

    def __init_subclass__(cls, **kwargs):
        # Every question class's own constructor refuses a misspelt argument with the accepted names
        # (``PointsQuestion(hnd=...)``), and marks a question built on chosen cards (its keyword-only
        # arguments given) as ``chosen``, so an assignment stores those cards: wrapped here once, not per class.
        super().__init_subclass__(**kwargs)
        if "__init__" not in cls.__dict__:
            return
        init = known_arguments(cls.__dict__["__init__"])
        given = [p.name for p in inspect.signature(init).parameters.values() if p.kind == p.KEYWORD_ONLY]

        @functools.wraps(init)
        def __init__(self, *args, **kwargs):
            init(self, *args, **kwargs)
            if any(kwargs.get(name) is not None for name in given):
                self.chosen = True

        cls.__init__ = __init__

    def __init__(self, number: int, rules):
        self.number = number
        self.rules = rules
        self.attempts = 0              # readable answers checked
        self.hints_given = 0
        self.last: Feedback | None = None
        self.revealed = False
        # A teacher may switch these off for a graded assignment (ExerciseSet(hints=..., solutions=...)).
        self.hints_allowed = True
        self.solutions_allowed = True

    # -- hooks ----------------------------------------------------------------
    @property
    def expected(self):
        raise NotImplementedError

    def read(self, answer):
        raise NotImplementedError

    def judge(self, value) -> bool:
        return value == self.expected

    def hints(self, value, correct: bool, attempt: int) -> list[str]:
        return []

    def misconception(self, value) -> str | None:
        return None

    def hint_steps(self) -> list[str]:
        return []

    def answer_lines(self) -> list[str]:
        return [show(self.expected)]

    def prompt(self) -> str:
        """The question in words (current language)."""
        raise NotImplementedError

    def body_html(self) -> str:
        """The cards of the question."""
        return ""

    def form(self) -> str:
        return message(self.form_code) if self.form_code else ""

    def show_value(self, value) -> str:
        """How the learner's (read) answer is quoted back in the feedback."""
        return show(value)

    # -- the learner's side ---------------------------------------------------
    @property
    def title(self) -> str:
        return message(self.title_code)

    @property
    def call(self) -> str:
        """How the learner calls this question in the notebook (``ex.q3``), for hints that name a call."""
        return f"{getattr(self, 'var', 'ex')}.q{self.number}"

    def check(self, answer=NOT_ANSWERED) -> Feedback:
        """Grade ``answer``: ✔ or ✘ with hints, never the answer itself.

        Never raises for any ``answer``, except in a graded run, where an
        answer that is not right — or right after :meth:`solution` showed it —
        raises :class:`NotYetRight` (see :func:`grading`).
        """
        feedback = self._feedback(answer)
        if answer is not NOT_ANSWERED or self.last is None:
            self.last = feedback
        if grading() and (not feedback.correct or self.revealed):
            status = feedback.status if not feedback.correct else "not_earned"
            raise NotYetRight(feedback, status)
        return feedback

    def _feedback(self, answer) -> Feedback:
        if answer is NOT_ANSWERED:
            return Feedback(UNANSWERED, self.number, self.title, message("exercises.unanswered"), (self.form(),))
        try:
            value = self.read(answer)
        except AnswerError as error:
            return self._unreadable(str(error))
        except Exception as error:     # never a traceback for the learner
            return self._internal(answer, error)
        return self.feedback_for(value, answer)

    def feedback_for(self, value, answer=None) -> Feedback:
        """The feedback for an answer already read by :meth:`read` (the grader judges values read elsewhere).

        Counts an attempt; never raises (an error while judging is a ✘ naming it).
        """
        self.attempts += 1
        try:
            ok = bool(self.judge(value))
            hints = list(self.hints(value, ok, self.attempts))
            slip = None if ok else self.misconception(value)
            if slip:
                hints.insert(0, message("exercises.misconception", what=slip))
            hints = tuple(dict.fromkeys(sentence(h) for h in hints if h))
            if ok:
                head = message("exercises.not_earned") if self.revealed else message("exercises.correct")
            else:
                head = message("exercises.wrong", answer=_short(self.show_value(value)))
        except Exception as error:
            return self._internal(value if answer is None else answer, error)
        return Feedback(CORRECT if ok else WRONG, self.number, self.title, head, hints)

    def _unreadable(self, why: str) -> Feedback:
        return Feedback(UNREADABLE, self.number, self.title, message("exercises.unreadable", why=_short(why, 400)))

    def _internal(self, answer, error: Exception) -> Feedback:
        """An answer that made reading or grading fail: ✘ naming the error, never a traceback."""
        return self._unreadable(message("exercises.internal", answer=show(answer), error=type(error).__name__,
                                        form=self.form()))

    def hint(self) -> Feedback:
        """The next hint: first the rule to look at, then a closer nudge; never the answer."""
        if not self.hints_allowed:
            return Feedback(HINT, self.number, self.title, message("exercises.hints_off"))
        steps = [sentence(h) for h in self.hint_steps() if h]
        call = f"{self.call}.solution()"
        if not steps:
            return Feedback(HINT, self.number, self.title, message("exercises.no_hints", call=call))
        self.hints_given = min(self.hints_given + 1, len(steps))
        n = self.hints_given
        extra = (sentence(message("exercises.no_more_hints", call=call)),) if n == len(steps) else ()
        return Feedback(HINT, self.number, self.title,
                        message("exercises.hint", n=n, total=len(steps)), tuple(steps[:n]) + extra)

    def solution(self) -> Feedback:
        """Show the answer and the engine's explanation; the question is then marked "answer shown".

        When the teacher switched answers off for the assignment, say so instead (nothing is marked).
        """
        if not self.solutions_allowed:
            return Feedback(HINT, self.number, self.title,
                            message("exercises.solutions_off", call=f"{self.call}.check(answer)"))
        self.revealed = True
        lines = self.answer_lines()
        return Feedback(REVEALED, self.number, self.title,
                        message("exercises.solution", answer=lines[0]), tuple(sentence(h) for h in lines[1:]))

    @property
    def status(self) -> str:
        return self.last.status if self.last is not None else UNANSWERED

    @property
    def earned(self) -> bool:
        """Right, without having been shown the answer first."""
        return self.status == CORRECT and not self.revealed

    # -- display ----------------------------------------------------------------
    def __str__(self) -> str:
        return f"Q{self.number} · {self.title}\n{self.prompt()}\n{self.form()}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        call = f"{self.call}.check(answer)"
        return (f'<div style="{_FONT};border:1px solid #d0d7de;border-radius:10px;padding:10px 14px;margin:4px 0;'
                f'background:#fbfcfd">'
                f'<div style="font-size:17px;font-weight:700;margin-bottom:4px">'
                f'<span style="color:#0b5cad">Q{self.number}</span> · {escape(self.title)}</div>'
                f'<div style="font-size:15px;margin-bottom:8px;line-height:1.45">{escape(self.prompt())}</div>'
                f'{self.body_html()}'
                f'<div style="font-size:13px;color:#555;margin-top:8px">{escape(self.form())}'
                f' · {escape(message("exercises.how_to", call=call))}</div></div>')


class VerdictQuestion(Question):
    """A yes/no question whose answer is the truth of an engine :class:`Verdict`.

    Subclasses set ``self.verdict`` when they deal the question. A right
    answer is explained by the verdict's reasons; a wrong one is pointed at
    the rule to look at (the first of :meth:`hint_steps`), never told the
    verdict.
    """

    form_code = "exercises.form_yes_no"
    verdict: Verdict

    @property
    def expected(self):
        return self.verdict

    def read(self, answer):
        return read_yes_no(answer)

    def judge(self, value):
        return value == bool(self.verdict)

    def show_value(self, value):
        return yes_no(value)

    def hints(self, value, correct, attempt):
        if correct:
            return [self.verdict.text()]
        return self.hint_steps()[:1]

    def answer_lines(self):
        return [yes_no(bool(self.verdict)), self.verdict.text()]


class NudgedVerdictQuestion(VerdictQuestion):
    """A yes/no question whose wrong answer gets the rule, then from the second try the nudge about these cards.

    Never the verdict: that is for a right answer (its reasons) and :meth:`Question.solution`.
    """

    def hints(self, value, correct, attempt):
        if correct:
            return [self.verdict.text()]
        return graduated(self, attempt)


class NumberQuestion(Question):
    """A question answered by a whole number, the engine's value being held in ``self.amount``."""

    form_code = "exercises.form_number"
    amount: int

    @property
    def expected(self):
        return self.amount

    def read(self, answer):
        return read_number(answer)

    def show_value(self, value):
        return str(value)


# ---------------------------------------------------------------------------
# A set of questions and its progress


@dataclass(frozen=True)
class ProgressRow:
    number: int
    title: str
    attempts: int
    status: str
    revealed: bool

    @property
    def earned(self) -> bool:
        return self.status == CORRECT and not self.revealed

    @property
    def mark(self) -> str:
        """✔ earned, ✘ answered but not right (or right after the answer was shown), – not answered."""
        if self.earned:
            return "✔"
        return "✘" if self.status in (CORRECT, WRONG, UNREADABLE) else "–"

    def result(self) -> str:
        if self.status == CORRECT and self.revealed:
            return message("exercises.status_not_earned")
        text = message("exercises.status_" + self.status)
        return text + (" " + message("exercises.status_revealed") if self.revealed else "")


@dataclass(frozen=True)
class Progress:
    """Done / correct per question; ``str`` is a plain table, Jupyter shows a coloured one.

    ``to_dict()`` and ``to_csv()`` export it (one row per question).
    A question answered right after its answer was shown is not counted as correct.
    """

    name: str
    rows: tuple

    @property
    def total(self) -> int:
        return len(self.rows)

    @property
    def correct(self) -> int:
        return sum(1 for r in self.rows if r.earned)

    @property
    def done(self) -> int:
        return sum(1 for r in self.rows if r.status in (CORRECT, WRONG))

    def summary(self) -> str:
        return message("exercises.progress", correct=self.correct, total=self.total, done=self.done)

    def to_dict(self) -> dict:
        """``{"name", "correct", "total", "answered", "questions": [{"number", "title", "status", "tries",
        "answer_shown", "earned"}, …]}`` — plain values, ready for JSON."""
        return {"name": self.name, "correct": self.correct, "total": self.total, "answered": self.done,
                "questions": [{"number": r.number, "title": r.title, "status": r.status, "tries": r.attempts,
                               "answer_shown": r.revealed, "earned": r.earned} for r in self.rows]}

    def to_csv(self) -> str:
        """One line per question: number, title, mark (✔/✘/–), status, tries, answer shown."""
        import csv
        import io

        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["question", "title", "mark", "status", "tries", "answer_shown"])
        for r in self.rows:
            writer.writerow([f"Q{r.number}", r.title, r.mark, r.status, r.attempts, "yes" if r.revealed else ""])
        return buffer.getvalue()

    def __str__(self) -> str:
        lines = [f"{self.name}: {self.summary()}"]
        for r in self.rows:
            lines.append(f"  {r.mark} Q{r.number:<2} {r.title} — {r.result()}, {r.attempts}×")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        rows = []
        for r in self.rows:
            color = {"✔": render.OK, "✘": render.BAD}.get(r.mark, "#888")
            rows.append(f'<tr><td style="padding:3px 10px;font-size:20px;color:{color};text-align:center">'
                        f'{r.mark}</td><td style="padding:3px 10px;text-align:left">Q{r.number} · {escape(r.title)}</td>'
                        f'<td style="padding:3px 10px;text-align:center">{r.attempts}</td>'
                        f'<td style="padding:3px 10px;text-align:left;color:{color}">{escape(r.result())}</td></tr>')
        head = "".join(f'<th style="padding:3px 10px;text-align:left;border-bottom:1px solid #ccc">{escape(h)}</th>'
                       for h in ("", message("exercises.col_question"), message("exercises.col_tries"),
                                 message("exercises.col_result")))
        pct = 100 * self.correct // self.total if self.total else 0
        bar = (f'<div style="width:320px;height:12px;background:#eee;border-radius:6px;margin:4px 0 8px">'
               f'<div style="width:{pct}%;height:12px;background:{render.OK};border-radius:6px"></div></div>')
        return (f'<div style="{_FONT};font-size:15px"><b>{escape(self.name)}: {escape(self.summary())}</b>{bar}'
                f'<table style="border-collapse:collapse">{head}{"".join(rows)}</table></div>')


class ExerciseSet:
    """The questions of one exercise notebook: ``ex.q1`` or ``ex[1]``, ``ex.progress()``.

    ``var`` is the name the notebook gives the set (``ex``, ``quiz``), so that
    hints name the right call. ``hints`` and ``solutions`` False switch
    :meth:`Question.hint` and :meth:`Question.solution` off (a graded
    assignment): they then say so.

    Raises:
        CardlabError: for a ``var`` that is not a Python name, or ``hints`` /
            ``solutions`` that are not True or False.
    """

    def __init__(self, name: str, seed, questions: Iterable[Question], rules=None, var: str = "ex", *,
                 hints: bool = True, solutions: bool = True):
        self.name = name
        self.seed = seed
        self.rules = rules
        self.questions = list(questions)
        if not isinstance(var, str) or not var.isidentifier():
            raise CardlabError(f"var={show(var)}: expected the name of a Python variable, such as 'ex'")
        self.var = var
        self.hints = chosen_bool("hints", hints)
        self.solutions = chosen_bool("solutions", solutions)
        for q in self.questions:
            q.var = var
            q.hints_allowed, q.solutions_allowed = self.hints, self.solutions
        from . import typed     # imported late: typed imports this module
        typed.install()         # in a notebook, `answer = no` then gets a short message, not a traceback

    def __len__(self) -> int:
        return len(self.questions)

    def __iter__(self):
        return iter(self.questions)

    def __getitem__(self, number: int) -> Question:
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self.questions):
            raise CardlabError(f"question {show(number)} does not exist: expected 1 to {len(self.questions)}")
        return self.questions[number - 1]

    def __getattr__(self, name: str) -> Question:
        m = re.fullmatch(r"q(\d+)", name)
        if m and 1 <= int(m.group(1)) <= len(self.__dict__.get("questions", ())):
            return self.questions[int(m.group(1)) - 1]
        raise AttributeError(f"{type(self).__name__} has no attribute {name!r}")

    def check(self, number: int, answer=NOT_ANSWERED) -> Feedback:
        """``ex.check(3, answer)`` is ``ex.q3.check(answer)``."""
        return self[number].check(answer)

    def progress(self) -> Progress:
        """Done / correct per question (export with ``.to_dict()`` / ``.to_csv()``)."""
        return Progress(self.name, tuple(ProgressRow(q.number, q.title, q.attempts, q.status, q.revealed)
                                         for q in self.questions))

    def _title(self) -> str:
        if self.seed is None:
            return message("exercises.set_title_chosen", name=self.name, n=len(self))
        return message("exercises.set_title", name=self.name, seed=self.seed, n=len(self))

    def __str__(self) -> str:
        return "\n".join([self._title()] + [f"  Q{q.number} · {q.title}" for q in self.questions])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        items = "".join(f"<li>Q{q.number} · {escape(q.title)}</li>" for q in self.questions)
        return (f'<div style="{_FONT};font-size:15px"><b>{escape(self._title())}</b>'
                f'<ol style="list-style:none;padding-left:8px">{items}</ol></div>')


# ---------------------------------------------------------------------------
# Small HTML pieces for prompts (cards drawn by cardlab.render)


#: Frame colours of the boxes in a question: cards laid down, a hand, the card on offer.
GREEN = "#2e7d32"
GREY = "#546e7a"
BROWN = "#8d6e63"


def cards_html(cards, width: int = render.CARD_W) -> str:
    return render.cards_row(cards, width=width)


def box(label: str, cards, color: str = "#555", note: str = "", width: int = render.CARD_W, draw=None) -> str:
    """Cards in a labelled frame (green for melds on the table, grey for a hand).

    ``draw`` draws the cards (default the French cards; Chắn passes
    :func:`cardlab.render.long_cards_html`).
    """
    inner = (draw(cards) if draw else cards_html(cards, width)) if cards else '<span style="color:#777;font-style:italic">—</span>'
    note = f'<div style="font-size:12px;color:#555;margin-top:2px">{escape(note)}</div>' if note else ""
    return (f'<div style="display:inline-block;vertical-align:top;border:2px solid {color};border-radius:8px;'
            f'padding:4px 6px 6px;margin:0 8px 6px 0;background:{color}0d">'
            f'<div style="font-size:12px;color:{color};font-weight:600;margin-bottom:3px">{escape(label)}</div>'
            f'{inner}{note}</div>')


def row(label: str, parts: Sequence[str]) -> str:
    """One player's line on a table: their name, then boxes."""
    return (f'<div style="display:flex;align-items:center;gap:6px;margin:4px 0">'
            f'<div style="min-width:92px;font-weight:700;font-size:15px">{escape(label)}</div>'
            f'<div>{"".join(parts)}</div></div>')


def cards_text(cards) -> str:
    """Cards as a learner reads them in a hint: ``"7♥ 8♥ 9♥"``."""
    return " ".join(c.pretty for c in cards)


def joined(*parts) -> str:
    """The parts of a hint that are not empty, one space apart."""
    return " ".join(p for p in parts if p).strip()


def notation(cards) -> str:
    text = " ".join(str(c) for c in cards)
    return f'<code style="font-size:12px;color:#444">{escape(text)}</code>'


def yes_no(value: bool) -> str:
    return message("exercises.yes" if value else "exercises.no")


Reader = Callable[[Any], Any]


# ---------------------------------------------------------------------------
# Helpers shared by the games' question modules (building and dealing a question)


def check_number(number) -> int:
    """A question's number, a whole number from 1.

    Raises:
        CardlabError: quoting ``number`` when it is not a whole number from 1.
    """
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise CardlabError(f"number={show(number)}: expected the question's number, a whole number from 1")
    return number


def dealing(cls, rng, required: dict, optional: dict = None, example: str = "") -> bool:
    """True when the question is dealt from ``rng``; False when built on the cards given.

    Raises:
        CardlabError: for both or neither, or a chosen question missing a part.
    """
    name = cls.__name__
    given = [k for k, v in {**required, **(optional or {})}.items() if v is not None]
    if rng is not None:
        if given:
            raise CardlabError(f"{name}: rng={show(rng)} deals the cards, so {', '.join(given)} cannot be given too: "
                               f"expected either rng or the chosen cards")
        if not isinstance(rng, random.Random):
            raise CardlabError(f"{name}: rng={show(rng)}: expected a random.Random to deal from, or chosen cards "
                               f"such as {name}({example})")
        return True
    missing = [k for k, v in required.items() if v is None]
    if missing:
        raise CardlabError(f"{name}() needs {', '.join(missing)}: expected e.g. {name}({example})")
    return False


def graduated(question: Question, attempt: int) -> list[str]:
    """What a wrong answer gets: the rule to look at, and from the second try the closer nudge too.

    Raises nothing: ``attempt`` is the count kept by :meth:`Question.check`.
    """
    steps = question.hint_steps()
    return steps[:1] if attempt < 2 else steps[:2]


def make_card(rank: int, suit: Suit) -> Card:
    """The card of ``rank`` (1 = Ace … 13 = King) and ``suit``, for dealing code.

    Raises:
        ValueError: from :class:`Rank` for a rank outside 1 to 13.
    """
    return Card(Rank(rank), suit)


def in_order(cards) -> list[Card]:
    """``cards`` in the usual display order (by rank, then suit); raises nothing."""
    return sorted(cards, key=lambda c: c.sort_key)


def contested(hand, meld_rules) -> list[Card]:
    """Cards of ``hand`` that could go in a set or in a run: the choice an arrangement question is about.

    Raises:
        CardlabError: from :func:`cardlab.melds.enumerate_melds` for cards it cannot use (a repeated card).
    """
    kinds = {}
    for m in enumerate_melds(list(hand), meld_rules):
        for c in m.cards:
            kinds.setdefault(c, set()).add(m.kind)
    return [c for c in hand if len(kinds.get(c, ())) > 1]


# ---------------------------------------------------------------------------
# Reading what a teacher gives (questions built on chosen cards)


def chosen_rules(rules, rules_class: type, module: str):
    """A teacher's ``rules``: ``None`` for the standard game, else an instance of the game's ``Rules``.

    Raises:
        InvalidRulesError: for anything else, naming what was expected.
    """
    if rules is None:
        return rules_class()
    if not isinstance(rules, rules_class):
        raise InvalidRulesError(f"rules={show(rules)} is not allowed: expected {module}.Rules(...) or None")
    return rules


def chosen_int(name: str, value, low: int, high: int) -> int:
    """A whole number a teacher chose, from ``low`` to ``high``.

    Raises:
        CardlabError: quoting ``value`` and naming the range.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CardlabError(f"{name}={show(value)}: expected a whole number from {low} to {high}")
    return value


def chosen_bool(name: str, value) -> bool:
    """True or False as a teacher chose it (no truthy stand-ins).

    Raises:
        CardlabError: quoting ``value``.
    """
    if not isinstance(value, bool):
        raise CardlabError(f"{name}={show(value)}: expected True or False")
    return value


def chosen_cards(name: str, value, low: int, high: int, game: str, *, parse=parse_cards, copies: int = 1,
                 jokers: int = 0, example: str = "AS 2S 3S") -> tuple:
    """Cards a teacher chose: readable, ``low`` to ``high`` of them, each card at most ``copies`` times.

    ``game`` names the game in the messages. The defaults are those of
    Tongits and Phỏm: one 52-card deck, each card once, no joker. Indian
    Rummy passes its decks as ``copies`` and its printed jokers as
    ``jokers``; Chắn passes its own reader ``parse``, ``copies=4`` (four
    copies of each face) and an ``example`` in its notation.

    Raises:
        CardlabError: quoting the input and saying what was expected.
    """
    if value is None or isinstance(value, (bool, int, float, dict)):
        raise CardlabError(f"{name}={show(value)}: expected cards such as '{example}'")
    inner = getattr(value, "cards", None)               # a Meld or an Arrangement
    if inner is not None and not isinstance(value, (str, list, tuple)):
        value = inner
    try:
        cards = list(parse(value))
    except CardlabError as error:
        raise CardlabError(f"{name}={show(value)} cannot be read ({error}): expected cards such as '{example}'") \
            from None
    # Chắn's long cards have no jokers at all, hence getattr
    held = sum(1 for c in cards if getattr(c, "is_joker", False))
    if held > jokers:
        if not jokers:
            raise CardlabError(f"{name}={show(value)} holds a joker: {game} is played with one 52-card deck, "
                               f"no jokers")
        raise CardlabError(f"{name}={show(value)} holds {held} printed jokers: expected at most {jokers} ({game})")
    extra = [c for c in dict.fromkeys(cards) if not getattr(c, "is_joker", False) and cards.count(c) > copies]
    if extra:
        if copies == 1:
            raise CardlabError(f"{name}={show(value)} gives {extra[0]} twice: expected each card once (one deck)")
        raise CardlabError(f"{name}={show(value)} gives {extra[0]} {cards.count(extra[0])} times: expected each "
                           f"card at most {copies} times ({game} has {copies} copies of each card)")
    if not low <= len(cards) <= high:
        wanted = plural(low, "card", "cards") if low == high else f"{low} to {high} cards"
        raise CardlabError(f"{name}={show(value)} holds {plural(len(cards), 'card', 'cards')}: expected {wanted}")
    return tuple(cards)


# ---------------------------------------------------------------------------
# Dealing a game's set of questions


def dealt_question(game: str, number, seed, rules, classes, rules_class) -> Question:
    """Question ``number`` of the whole set ``classes`` dealt from ``seed`` for ``game`` (its module: ``"phom"``).

    Each question has its own generator, named after the game, the seed and
    the number, so one question never changes another's cards.

    Raises:
        CardlabError: for a number outside 1..len(classes).
        InvalidRulesError: for rules that are not ``rules_class``.
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(classes):
        raise CardlabError(f"question {show(number)} does not exist: expected 1 to {len(classes)}")
    return classes[number - 1](number, chosen_rules(rules, rules_class, game),
                               random.Random(f"cardlab-{game}-{seed}-{number}"))


def exercise_set(game: str, seed, rules, questions, classes, rules_class, *, name: str, var: str,
                 example_question: str, hints: bool = True, solutions: bool = True) -> ExerciseSet:
    """A game's exercise set: the whole of ``classes`` dealt from ``seed``, or the chosen ``questions``.

    ``game`` is the game's module (``"phom"``, ``"indian_rummy"``, ``"chan"``),
    named in the rules message and in the generators. ``questions`` mixes
    kinds by key or class (dealt from the seed) and questions a teacher built;
    ``example_question`` shows one in the error message
    (``"PointsQuestion(hand='AS 2S 3S KD')"``).

    Raises:
        CardlabError: for a seed that is not a whole number, ``questions``
            that are not a list, or an unknown question kind.
        InvalidRulesError: for rules that are not ``rules_class``.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise CardlabError(f"seed={show(seed)}: expected a whole number, such as 7")
    rules = chosen_rules(rules, rules_class, game)
    if questions is None:
        chosen = [dealt_question(game, i, seed, rules, classes, rules_class) for i in range(1, len(classes) + 1)]
        return ExerciseSet(name, seed, chosen, rules, var=var, hints=hints, solutions=solutions)
    kinds = {cls.key: cls for cls in classes}
    if isinstance(questions, (str, bytes)) or not hasattr(questions, "__iter__"):
        raise CardlabError(f"questions={show(questions)}: expected a list of question kinds, such as "
                           f"{list(kinds)[:2]}")
    chosen = []
    for number, kind in enumerate(questions, start=1):
        if isinstance(kind, Question):
            kind.number = number
            kind.chosen = True
            chosen.append(kind)
            continue
        cls = kinds.get(kind) if isinstance(kind, str) else kind if kind in classes else None
        if cls is None:
            raise CardlabError(f"question kind {show(kind)} is unknown: expected one of {', '.join(kinds)}, "
                               f"or a question built on chosen cards such as {example_question}")
        chosen.append(cls(number, rules, random.Random(f"cardlab-{game}-{seed}-{cls.key}-{number}")))
    return ExerciseSet(name, seed, chosen, rules, var=var, hints=hints, solutions=solutions)
