"""Whom a Chắn refusal is about: "You" for the learner's own move, the seat's name for anyone else's.

The engine explains a barred capture or discard for whichever seat tried it (a bot at the table, a deal
replayed in a lesson) and cannot know which seat the learner plays, so its reasons carry ``who=Who(seat)``,
which reads "Player 2" / "Người chơi 2". A caller that knows the learner's seat passes the verdict through
:func:`yours`, and the learner's own refusals read "You …" / "Bạn …" again.
"""
from __future__ import annotations

from ..errors import CardlabError
from ..explain import Reason, Verdict, message, quoted, register_messages

register_messages({
    "chan.who.you": {"en": "You", "vi": "Bạn"},
    "chan.who.player": {"en": "Player {player}", "vi": "Người chơi {player}"},
    "error.chan.yours": {"en": "{value}: expected a Verdict or a Reason of the Chắn engine",
                         "vi": "{value}: cần một Verdict hoặc một Reason của Chắn"},
})


class Who:
    """The subject of a Chắn refusal (it always opens the sentence): ``Who(2)`` reads "Player 2" /
    "Người chơi 2", ``Who(0, you=True)`` reads "You" / "Bạn". It renders in the language of its sentence."""

    __slots__ = ("player", "you")

    def __init__(self, player: int, you: bool = False):
        self.player, self.you = player, you

    def localized(self, language: str | None = None) -> str:
        if self.you:
            return message("chan.who.you", language)
        return message("chan.who.player", language, player=self.player)

    text = localized

    def __str__(self) -> str:
        return self.localized()

    def __repr__(self) -> str:
        return f"Who({self.player!r}{', you=True' if self.you else ''})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Who) and (self.player, self.you) == (other.player, other.you)

    def __hash__(self) -> int:
        return hash((Who, self.player, self.you))


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
    if you is None:
        return explanation
    params = {}
    for name, value in explanation.params:
        if isinstance(value, Who) and value.player == you:
            value = Who(you, you=True)
        elif isinstance(value, Reason):
            value = yours(value, you)
        params[name] = value
    return Reason(explanation.code, **params)


__all__ = ["Who", "yours"]
