"""Whom a Chắn refusal is about: "You" for the learner's own move, the seat's name for anyone else's.

The engine explains a barred capture or discard for whichever seat tried it (a bot at the table, a deal
replayed in a lesson) and cannot know which seat the learner plays, so its reasons carry ``who=Who(seat)``,
which reads "Player 2" / "Người chơi 2". A caller that knows the learner's seat passes the verdict through
:func:`yours`, and the learner's own refusals read "You …" / "Bạn …" again.
"""
from __future__ import annotations

from ..engine import SeatName, _marking_you
from ..errors import CardlabError
from ..explain import Reason, Verdict, message, quoted, register_messages

register_messages({
    "chan.who.you": {"en": "You", "vi": "Bạn"},
    "error.chan.yours": {"en": "{value}: expected a Verdict or a Reason of the Chắn engine",
                         "vi": "{value}: cần một Verdict hoặc một Reason của Chắn"},
})


class Who(SeatName):
    """The subject of a Chắn refusal (it always opens the sentence): ``Who(2)`` reads "Player 2" /
    "Người chơi 2", ``Who(0, you=True)`` reads "You" / "Bạn" — where a :class:`SeatName` would read
    "Player 0 (you)". It renders in the language of its sentence."""

    __slots__ = ()

    def localized(self, language: str | None = None) -> str:
        return message("chan.who.you", language) if self.you else super().localized(language)

    text = localized

    def __repr__(self) -> str:
        return f"Who({self.player!r}{', you=True' if self.you else ''})"


def yours(explanation, you: int | None):
    """``explanation`` (a :class:`Verdict` or a :class:`Reason`) with seat ``you`` named "You" / "Bạn".

    Other seats keep their names; ``you=None`` (a game between bots) changes nothing.

    Raises:
        CardlabError: for anything but a Verdict or a Reason, quoting it.
    """
    if isinstance(explanation, Verdict):
        return Verdict(explanation.ok, explanation.kind, [yours(r, you) for r in explanation.reasons],
                       **dict(explanation.data))
    if not isinstance(explanation, Reason):
        raise CardlabError.of("error.chan.yours", value=quoted(explanation))
    return _marking_you(explanation, you)  # the engine's marking: a Who stays a Who, now reading "You"


__all__ = ["Who", "yours"]
