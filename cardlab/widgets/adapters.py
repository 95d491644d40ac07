"""What every game's table adapter does the same way (see :mod:`cardlab.widgets.table`).

A game's adapter (:class:`~cardlab.widgets.phom.PhomAdapter`,
:class:`~cardlab.widgets.indian_rummy.IndianRummyAdapter`) names its message
prefix and its coach's class; the bots by level, the coach, the titles and
labels, a typed move read as the engine's Action, and the hands shown at the
end come from here.
"""
from __future__ import annotations

from ..cards import Card
from ..engine import Action
from ..errors import CardlabError
from .common import describe, t


class GameAdapter:
    """The shared part of a table adapter; a game sets ``prefix`` (``"widgets.ph.tb"``) and ``coach_class``."""

    prefix = ""
    coach_class: type

    def make_bot(self, level: str, seed: int):
        return self.levels[level](seed=seed)

    def coach(self):
        return self.coach_class(seed=0)   # a fresh bot: the same view always gets the same advice

    def title(self, n: int) -> str:
        return t(f"{self.prefix}.title", n=n)

    def level_name(self, level: str) -> str:
        return t(f"{self.prefix}.level_{level}")

    def level_help(self, level: str) -> str:
        return t(f"{self.prefix}.level_help_{level}")

    def group_name(self, group: str) -> str:
        return t(f"{self.prefix}.group_{group}")

    def read_action(self, state, text: str):
        """A typed move as the engine's Action: the exact text of a legal move is that move; any other
        text is read as ``kind cards…`` for the current player, so the engine explains why it is refused.
        """
        wanted = " ".join(text.split()).lower()
        for a in state.legal_actions():
            if str(a).lower() == wanted:
                return a
        words = wanted.split()
        cards = []
        for w in words[1:]:
            try:
                cards.append(Card.parse(w))
            except CardlabError:
                break
        return Action(words[0] if words else "", tuple(cards), None, state.current_player)

    def public_note(self, bot, action: Action) -> None:
        # Every move is public as it is; the bots' reasons quote their hands, so nothing more is said.
        return None

    def note_line(self, action: Action, who: str, note: str) -> str:
        return t("widgets.tb.move", player=who, action=describe(action))

    def revealed_hands(self, outcome):
        """At the end every hand lies face up."""
        return None if outcome is None else True
