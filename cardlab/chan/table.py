"""What lies on the Chắn table: seats, phases, laid-down groups, the exposed card, a player's view."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import ChanCard


# The Tổ Tôm / Chắn page's table as a lesson tells it, the learner at seat 0 against three bots: labels
# for a lesson that seats the learner there, never used by the engine. The engine names a seat with
# SeatName ("Player 2" / "Người chơi 2", "(you)" only for a learner's seat the caller names), so in a
# game of bots nobody is "You".
SEATS = ("You", "AI 1", "AI 2", "AI 3")


class Phase(Enum):
    """What the game waits for.

    ``OPENING``: the dealer declares Thiên ù or makes the first discard (a
    dead dealer draws); ``CLAIM``: a player may claim the card just exposed
    out of the normal order (win or Chíu) or let it go; ``RESPOND``: the next
    player captures the previous card or passes and turns up a stock card;
    ``TURNED``: the player who turned up a card captures it or leaves it;
    ``DISCARD``: after a capture or Chíu, one discard; ``OVER``.
    """

    OPENING = "opening"
    CLAIM = "claim"
    RESPOND = "respond"
    TURNED = "turned"
    DISCARD = "discard"
    OVER = "over"


@dataclass(frozen=True)
class Group:
    """Cards a player laid down: ``kind`` ``"chan"`` / ``"ca"`` / ``"chiu"``; ``taken`` the card
    captured from ``gate``."""

    kind: str
    cards: tuple
    taken: ChanCard | None = None
    gate: int | None = None

    def __str__(self) -> str:
        word = {"chan": "Chắn", "ca": "Cạ", "chiu": "Chíu"}[self.kind]
        return f"{word} {' '.join(map(str, self.cards))}"


@dataclass(frozen=True)
class Offer:
    """The card now exposed: ``card`` lying at ``gate``, from ``source``
    (``"discard"`` or ``"stock"``), put there by player ``by``."""

    card: ChanCard
    gate: int
    source: str
    by: int


@dataclass(frozen=True)
class ChanView:
    """What one player may see: their own concealed ``hand`` and everything public.

    ``legal_actions`` is empty unless it is this player's decision. Other
    hands and the stock order are never shown (only ``hand_sizes`` and
    ``stock_size``).
    """

    player: int
    phase: Phase
    current_player: int | None
    dealer: int
    hand: tuple
    exposed: tuple
    gates: tuple
    offer: Offer | None
    claim: str | None
    stock_size: int
    hand_sizes: tuple
    dead: tuple
    declined: frozenset
    discarded: frozenset
    legal_actions: tuple
    history: tuple
    winner: int | None = None
    payments: tuple = ()

    @property
    def cards(self) -> list[ChanCard]:
        """All this player's cards: concealed and laid down (what a win is made of)."""
        return list(self.hand) + [c for g in self.exposed[self.player] for c in g.cards]

    def _repr_html_(self) -> str:
        from .. import render

        return render.long_cards_html(self.hand)


_ACTION_KINDS = ("discard", "chan", "ca", "chiu", "u", "draw", "leave", "decline")
_PHASE_KINDS = {
    Phase.OPENING: ("u", "discard", "draw"),
    Phase.CLAIM: ("u", "chiu", "decline"),
    Phase.RESPOND: ("chan", "ca", "draw"),
    Phase.TURNED: ("chan", "ca", "leave"),
    Phase.DISCARD: ("discard",),
    Phase.OVER: (),
}
_SOURCE_WORDS = {"own_gate_stock": "own gate", "other_gate_stock": "another gate", "dealt": "Thiên ù",
                 "chiu": "Chíu"}
