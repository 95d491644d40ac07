"""What lies on the Tongits table: turn phases, exposed melds, a player's view, and actions."""
from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from enum import Enum
from typing import Iterable

from ..cards import STANDARD_52, Card, Hand
from ..engine import Action, FrozenHand, Outcome, seat_order
from ..history import HistoryView
from ..melds import RUN, SET
from .calculators import _deadwood, _fits
from .rules import PLAYERS, Rules, _display


class Phase(Enum):
    """Where a turn stands: what kind of decision ``current_player`` makes now."""

    DRAW = "draw"          # draw from the stock or chow (or Fight, with fight_timing=before_draw)
    MELD = "meld"          # expose, sapaw, then discard (or Fight, with fight_timing=after_draw)
    RESPOND = "respond"    # an opponent answers a Fight: challenge or fold
    OVER = "over"


@dataclass(frozen=True)
class ExposedMeld:
    """A meld on the table (Meld đã hạ): its ``owner``, cards in reading order and kind.

    ``chowed`` is the discard chowed into it, if any; ``laid_off`` lists
    ``(card, player)`` for every card added later by sapaw (or by chowing
    onto your own meld).
    """

    owner: int
    cards: tuple
    kind: str
    chowed: Card | None = None
    laid_off: tuple = ()
    #: The cards that could be laid off on it now (kept so move lists need no meld search).
    accepts: frozenset = field(default=frozenset(), compare=False, repr=False)
    #: The same cards as one bit per card (``Card.bit``), so a move list tests a whole hand at once.
    accept_bits: int = field(default=0, compare=False, repr=False)
    #: Its own cards as bits: with ``accept_bits``, what a move list keys its cached moves on.
    bits: int = field(default=0, compare=False, repr=False)

    def __str__(self) -> str:
        return " ".join(_S[c] for c in self.cards)

    @property
    def pretty(self) -> str:
        return " ".join(c.pretty for c in self.cards)

    def __repr__(self) -> str:
        return f"ExposedMeld(owner={self.owner}, cards={str(self)!r}, kind={self.kind!r})"

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)


@dataclass(frozen=True)
class View:
    """What one player may see: their own hand and the public table, as a read-only snapshot.

    Never shows other hands or the stock order (only ``stock_size``).
    ``legal_actions`` is empty unless this player decides now.
    ``outcome`` is set once the hand is over (hands are then revealed in its
    details, as at the table). A view made by ``State.view`` shares nothing
    with the game: tuples, frozen melds and moves, a
    :class:`~cardlab.engine.FrozenHand`, a frozen outcome; a change in place
    raises :class:`~cardlab.engine.ReadOnlyError` (or the ``TypeError`` /
    ``FrozenInstanceError`` of a tuple / frozen dataclass).
    """

    player: int
    hand: Hand
    hand_sizes: tuple
    exposed: tuple
    discards: tuple
    chowable: Card | None
    stock_size: int
    phase: Phase
    current_player: int
    has_exposed: tuple
    sapawed_on: tuple
    first_turn: bool
    fight_caller: int | None
    responses: tuple
    legal_actions: tuple
    history: tuple
    rules: Rules
    players: int
    outcome: Outcome | None = None

    def __getattr__(self, name: str):
        # Called only for a name not in the view's __dict__. State.view fills in player, legal_actions (all a
        # random bot reads) and outcome; the other fields are laid out here, all at once, on the first read of
        # any of them, from the immutable values State.view copied into "_snap" (the view holds no state).
        filled = self.__dict__
        snap = filled.pop("_snap", None) if name in _LATER else None
        if snap is None:
            # Python's protocol for a missing attribute (hasattr, getattr with a default, copy, pickle).
            raise AttributeError(name, name=name, obj=self)
        (hand, size0, size1, size2, filled["exposed"], filled["discards"], filled["chowable"],
         filled["stock_size"], filled["phase"], filled["current_player"], shown0, shown1, shown2, sapawed0,
         sapawed1, sapawed2, filled["first_turn"], filled["fight_caller"], filled["responses"], log,
         filled["rules"], filled["players"]) = snap
        filled["hand"] = _hand(hand)
        filled["hand_sizes"] = (size0, size1, size2)
        filled["has_exposed"] = (shown0, shown1, shown2)
        filled["sapawed_on"] = (sapawed0, sapawed1, sapawed2)
        # The moves so far: the game's immutable chain of them when the view was made (State._log), as a tuple.
        moves = []
        while log[2]:
            moves.append(log[1])
            log = log[0]
        moves.reverse()
        filled["history"] = HistoryView(tuple(moves))
        return filled[name]

    def __getstate__(self) -> dict:
        # A copy or a pickle holds the fields laid out (a chain of many moves would be copied by recursion).
        if "_snap" in self.__dict__:
            self.__getattr__("hand")
        return self.__dict__

    @property
    def next_player(self) -> int:
        """Who plays after this player (turn direction applied)."""
        return seat_order(self.player, self.players, self.rules.turn_direction)[1]

    @property
    def previous_player(self) -> int:
        return seat_order(self.player, self.players, self.rules.turn_direction)[-1]

    def deadwood(self) -> int:
        """This player's own deadwood now."""
        return _deadwood(list(self.hand), self.rules)

    def exposed_count(self, player: int) -> int:
        return sum(1 for m in self.exposed if m.owner == player)


# The fields of a view made by State.view that wait in its "_snap" until first read: not those it fills in,
# nor any with a default (a read finds the class's default without calling __getattr__).
_LATER = frozenset(f.name for f in fields(View) if f.default is MISSING) - {"player", "legal_actions"}


def _act(kind: str, player: int, cards: tuple = (), target=None, text: str = "", label=None) -> Action:
    return Action(kind, cards, target, player, text or kind, label)


# Actions are frozen values, so the ones that recur every turn are built once (a large share of a
# random game's time was spent printing cards into new Action texts).
_S = {c: str(c) for c in STANDARD_52}
_SIMPLE = {(k, p): _act(k, p) for k in ("draw", "fight", "challenge", "fold") for p in range(PLAYERS)}
_DISCARD = {(c, p): _act("discard", p, (c,), None, "discard " + _S[c]) for c in STANDARD_52 for p in range(PLAYERS)}


def _hand(cards) -> FrozenHand:
    """A read-only :class:`Hand` of cards already known to be valid (no re-parsing)."""
    h = list.__new__(FrozenHand)
    list.extend(h, cards)
    return h


def _exposed(owner: int, cards: Iterable[Card], kind: str, rules: Rules, chowed=None, laid_off=()) -> ExposedMeld:
    """An exposed meld in reading order, with the set of cards it accepts by sapaw."""
    cards = tuple(cards)
    key = (cards, kind, rules.ace_high_in_runs)  # the reading order and fits depend on no other option
    shape = _SHAPES.get(key)
    if shape is None:
        # Reading order and accepted cards depend only on the cards, kind and rules: worked out once
        # (a scan of the 52 cards), as the same melds recur from hand to hand.
        if len(_SHAPES) >= _SHAPES_MAX:
            _SHAPES.clear()
        shape = _SHAPES[key] = _meld_shape(cards, kind, rules)
    shown, accepts, accept_bits, bits = shape
    return ExposedMeld(owner, shown, kind, chowed, tuple(laid_off), accepts, accept_bits, bits)


_SHAPES: dict = {}
_SHAPES_MAX = 4_096  # 300 games show ~600 shapes; each kept is tracked objects a full collection walks


def _meld_shape(cards: tuple, kind: str, rules: Rules) -> tuple:
    """``(cards in reading order, accepted cards, their bits, the meld's own bits)`` of a meld on the table."""
    cards = _display(cards, rules)
    ace_high = rules.ace_high_in_runs
    bits = 0
    for c in cards:
        bits |= c.bit  # the meld's cards are one deck's: "not in cards" is a bit test (no Card.__eq__ calls)
    # Only the cards of the meld's rank (a set) or suit (a run) can fit: those are scanned, in deck order.
    if kind == SET:
        accepts = frozenset(c for c in _OF_RANK[cards[0].rank] if not c.bit & bits) if len(cards) < 4 else frozenset()
    else:
        accepts = frozenset(c for c in _OF_SUIT[cards[0].suit] if not c.bit & bits and _fits(c, cards, RUN, ace_high))
    return cards, accepts, sum(c.bit for c in accepts), bits


# The deck's cards of each rank and of each suit, in deck order.
_OF_RANK = {r: tuple(c for c in STANDARD_52 if c.rank == r) for r in {c.rank for c in STANDARD_52}}
_OF_SUIT = {s: tuple(c for c in STANDARD_52 if c.suit == s) for s in {c.suit for c in STANDARD_52}}


_KINDS = ("draw", "chow", "expose", "sapaw", "discard", "fight", "challenge", "fold")
