"""What lies on the Phỏm table: turn phases, eats, a player's view, and actions."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping

from ..cards import Card
from ..engine import Action
from ..errors import CardlabError
from ..explain import quoted
from .rules import Rules


class Phase(Enum):
    """What the current player must do now."""

    DRAW = "draw"            # eat (ăn) the previous discard or draw (bốc)
    DISCARD = "discard"      # discard (đánh), or declare Ù
    LAY_DOWN = "lay_down"    # last round: lay down (hạ) phỏm, or declare Ù
    SEND = "send"            # last round: send (gửi) cards onto earlier phỏm
    OVER = "over"


@dataclass(frozen=True)
class Eat:
    """One eaten card: who ate what from whom, in which round, and what it cost."""

    eater: int
    victim: int
    card: Card
    round: int
    nth: int
    chot: bool
    amount: int

    def to_dict(self) -> dict:
        return {"eater": self.eater, "victim": self.victim, "card": str(self.card), "round": self.round,
                "nth": self.nth, "chot": self.chot, "amount": self.amount}


@dataclass(frozen=True)
class View:
    """What ``player`` may see: their own hand and the table, never other hands or the stock.

    ``eaten`` lists every card each player ate (eaten cards stay visible);
    ``discards`` the discards still on the table per player; ``laid`` each
    player's laid-down phỏm (with cards sent onto them); ``legal_actions``
    is empty unless it is ``player``'s decision. ``round`` is the current
    player's round; ``eats`` the :class:`Eat` records (all public).
    """

    player: int
    hand: tuple
    players: int
    rules: Rules
    phase: Phase
    current_player: int | None
    round: int
    turn_order: tuple
    hand_sizes: tuple
    eaten: tuple
    discards: tuple
    laid: tuple
    laydown_order: tuple
    mom: tuple
    stock_size: int
    last_discard: Card | None
    last_discarder: int | None
    payments: Mapping
    eats: tuple
    history: tuple
    legal_actions: tuple = ()

    @property
    def my_eaten(self) -> tuple:
        """My eaten cards still in my hand (they must end up in phỏm)."""
        return tuple(c for c in self.eaten[self.player] if c in self.hand)

    @property
    def seen(self) -> frozenset:
        """Every card this player has seen: own hand, discards, eaten and laid cards."""
        out = set(self.hand)
        for pile in self.discards:
            out.update(pile)
        for cards in self.eaten:
            out.update(cards)
        for phoms in self.laid:
            for m in phoms:
                out.update(m)
        return frozenset(out)

    def next_player(self, player: int | None = None) -> int:
        """The player who plays after ``player`` (default: after me).

        Raises:
            CardlabError: for a seat that is not at this table.
        """
        p = self.player if player is None else player
        if isinstance(p, bool) or not isinstance(p, int) or p not in self.turn_order:
            raise CardlabError.of("error.seat", name="player", value=quoted(p), last=self.players - 1)
        i = self.turn_order.index(p)
        return self.turn_order[(i + 1) % self.players]


def _name(seat: int) -> str:
    """A seat in the move notation (``"eat 7H from P0"``): stable text that records and typed moves use.

    Sentences name seats with :class:`~cardlab.engine.SeatName` instead, rendered in the learner's language.
    """
    return f"P{seat}"


def _act(kind: str, player: int, cards=(), target=None, text: str = "", label=None) -> Action:
    return Action(kind, tuple(cards), target, player, text, label)


def _cards_text(cards) -> str:
    return " ".join(str(c) for c in cards)


KINDS = ("draw", "eat", "discard", "u", "u_khan", "lay_down", "finish_laying_down", "send", "finish_sending")
