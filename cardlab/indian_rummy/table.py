"""What lies on the Indian Rummy table: turn phases, seat statuses, a deal's result, a player's view, and actions."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping

from ..cards import Card
from ..engine import Action
from ..errors import CardTypeError, quoted
from ..explain import Reason, language_of, paragraph
from .declaration import _read_groups
from .rules import Rules


class Phase(Enum):
    """What the current player must do now."""

    DRAW = "draw"          # draw from the stock (nọc) or the discard pile (bài bỏ), or drop (bỏ cuộc)
    DISCARD = "discard"    # discard one card, or show (khai bài) with one card face down
    OVER = "over"          # the match is over


PLAYING, DROPPED, WRONG_SHOW, WON, OUT = "playing", "dropped", "wrong_show", "won", "out"


@dataclass(frozen=True)
class DealResult:
    """How one deal ended: who won, what everyone scored and why.

    ``penalties`` maps each seat dealt in to its penalty points (the winner
    0); ``payments`` is what changed hands for this deal (zero-sum: losers
    pay the winner; with no winner, the points of those who dropped or
    showed wrongly are shared by the others); ``shown`` maps seats to the
    :class:`RummyArrangement` their cards were counted from (the winner's
    show, a wrong show, the losers' best arrangements); ``end`` is
    ``"show"``, ``"last_player"`` (everyone else dropped or showed wrongly),
    ``"wrong_show"`` (with ``after_wrong_show="deal_ends"``) or
    ``"stock_out"``.
    """

    number: int
    winner: int | None
    end: str
    penalties: Mapping
    payments: Mapping
    statuses: Mapping
    shown: Mapping
    indicator: Card
    wild_rank: str | None
    reasons: tuple = ()

    def text(self, language: str | None = None) -> str:
        """The reasons as one paragraph in ``language`` (default: the current one).

        Raises:
            CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
        """
        language = language_of(language)
        return paragraph(r.text(language) for r in self.reasons)

    def __str__(self) -> str:
        pays = ", ".join(f"P{p}: {v:+d}" for p, v in self.payments.items())
        return f"Deal {self.number + 1}: {self.text()} Payments {pays}."

    def __repr__(self) -> str:
        return f"<DealResult {self}>"

    def to_dict(self) -> dict:
        return {"number": self.number, "winner": self.winner, "end": self.end,
                "penalties": {str(k): v for k, v in self.penalties.items()},
                "payments": {str(k): v for k, v in self.payments.items()},
                "statuses": {str(k): v for k, v in self.statuses.items()},
                "shown": {str(k): str(v) for k, v in self.shown.items()},
                "indicator": str(self.indicator), "wild_rank": self.wild_rank,
                "reasons": [r.text("en") for r in self.reasons]}


@dataclass(frozen=True)
class View:
    """What ``player`` may see: their own hand and the table, never other hands or the stock order.

    ``discard_pile`` is the open pile (top last); ``taken`` lists, per
    seat, the cards they took from the pile this deal (public: the table
    saw them); ``shown`` holds wrong shows made this deal (shown to all);
    ``statuses`` per seat: ``"playing"``, ``"dropped"``, ``"wrong_show"``,
    ``"won"`` or ``"out"`` (eliminated from a pool); ``scores`` the running
    table (see :class:`State`); ``results`` the finished deals.
    ``legal_actions`` is empty unless it is ``player``'s decision.
    """

    player: int
    players: int
    rules: Rules
    phase: Phase
    current_player: int | None
    deal: int
    hand: tuple
    indicator: Card
    wild_rank: str | None
    discard_pile: tuple
    stock_size: int
    hand_sizes: tuple
    statuses: tuple
    drawn: tuple
    taken: tuple
    shown: Mapping
    scores: tuple
    results: tuple
    legal_actions: tuple = ()

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def first_turn(self) -> bool:
        """True before this player's first draw of the deal (a drop now is a first drop)."""
        return not self.drawn[self.player]


def _act(kind: str, player: int, cards=(), target=None, text: str = "", label: Reason | None = None) -> Action:
    return Action(kind, tuple(cards), target, player, text, label)


def _grouping_text(groups) -> str:
    """Groups of cards written the engine's way, as a record stores them: ``"3H 4H 5H | QH QD QC"``."""
    return " | ".join(" ".join(str(c) for c in g) for g in groups)


def _show_text(card: Card, grouping: str | None = None) -> str:
    text = f"show, putting {card} face down"
    return f"{text}: {grouping}" if grouping is not None else text


def show_action(player: int, card, groups) -> Action:
    """A show (*khai bài*) by ``player`` with ``card`` face down and the other 13 cards as ``groups``.

    ``groups`` is a list of groups or a string such as ``"3H 4H 5H | 8S JK
    10S JS | QH QD QC | 6H 6S 6C"``. Under ``show_grouping="player"`` the
    game judges the show as grouped here.

    >>> show_action(0, "KC", "3H 4H 5H | QH QD QC").target
    '3H 4H 5H | QH QD QC'

    Raises:
        NotationError / CardTypeError: if the card or the groups cannot be read.
    """
    if isinstance(player, bool) or not isinstance(player, int):
        raise CardTypeError.of("error.indian_rummy.show_player", value=quoted(player))
    card = Card.parse(card)
    groups = _read_groups(groups)
    grouping = _grouping_text(groups)
    return Action("declare", (card,), grouping, player, _show_text(card, grouping), _show_label(card, groups))


def _show_label(card: Card, groups=None) -> Reason:
    """A show in the learner's language (the log and the buttons): the card put face down, and the groups
    as the learner reads cards (``4♦ K♥ A♥ | …``, not the record's ``4D KH AH``)."""
    if groups is None:
        return Reason("action.indian_rummy.show", card=card)
    pretty = " | ".join(" ".join(c.pretty for c in g) for g in groups)
    return Reason("action.indian_rummy.show_grouped", card=card, groups=pretty)


KINDS = ("draw", "drop", "discard", "declare")
STOCK, PILE = "stock", "discard_pile"
