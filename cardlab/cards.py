"""French-suited cards, their one notation, and decks.

Notation: a rank ``A 2 3 4 5 6 7 8 9 10 J Q K`` (``T`` also means 10) then a
suit ``S H D C`` or ``♠ ♥ ♦ ♣``, in any case; ``JK`` is a printed joker. The
canonical printed form is upper case with ``10`` and a suit letter: ``10H``,
``AS``, ``JK``. ``card.pretty`` uses suit symbols (``10♥``).

>>> Card.parse("th")
Card.parse('10H')
>>> str(parse_cards("as 10♥ jk"))
'AS 10H JK'
"""
from __future__ import annotations

import random as _random
from dataclasses import dataclass, field
from itertools import islice
from enum import Enum, IntEnum
from typing import Iterable, Iterator

from .errors import CardlabError, CardTypeError, NotationError
from .explain import message, quoted, register_messages

register_messages({
    "cards.expected": {
        "en": "a rank (A 2-10 J Q K, T for 10) then a suit (S H D C or ♠ ♥ ♦ ♣), or JK for a joker",
        "vi": "một giá trị (A 2-10 J Q K, T là 10) rồi một chất (S H D C hoặc ♠ ♥ ♦ ♣), hoặc JK cho lá phăng teo (joker)"},
    "cards.rank_type": {
        "en": "{value} is not a rank: expected a string such as 'A', '10' or 'K'",
        "vi": "{value} không phải là giá trị lá bài: cần một chuỗi như 'A', '10' hoặc 'K'"},
    "cards.not_a_rank": {
        "en": "{value} is not a rank: expected one of A 2 3 4 5 6 7 8 9 10 J Q K (T for 10)",
        "vi": "{value} không phải là giá trị lá bài: cần một trong A 2 3 4 5 6 7 8 9 10 J Q K (T là 10)"},
    "cards.rank_class": {"en": "rank {value} is not a Rank", "vi": "rank {value} không phải là Rank"},
    "cards.suit_class": {"en": "suit {value} is not a Suit", "vi": "suit {value} không phải là Suit"},
    "cards.joker_suit": {
        "en": "rank {rank} with suit {suit}: only a joker has no suit",
        "vi": "rank {rank} với suit {suit}: chỉ lá phăng teo (joker) là không có chất"},
    "cards.card_type": {
        "en": "{value} is not a card: expected a string such as '10H' or a Card",
        "vi": "{value} không phải là lá bài: cần một chuỗi như '10H' hoặc một Card"},
    "cards.not_a_card": {
        "en": "{value} is not a card: expected {expected}",
        "vi": "{value} không phải là lá bài: cần {expected}"},
    "cards.in_input": {"en": "{error} (in {cards})", "vi": "{error} (trong {cards})"},
    "cards.empty": {
        "en": "{value} holds no cards: expected cards such as 'AS 10H JK'",
        "vi": "{value} không có lá bài nào: cần các lá như 'AS 10H JK'"},
    "cards.list_type": {
        "en": "{value} is not a list of cards: expected a string such as 'AS 10H JK', tokens or Cards",
        "vi": "{value} không phải là danh sách lá bài: cần một chuỗi như 'AS 10H JK', các ký hiệu hoặc Card"},
    "cards.decks": {
        "en": "decks={value}: expected a whole number of decks from 1 to {maximum}",
        "vi": "decks={value}: cần số bộ bài nguyên từ 1 đến {maximum}"},
    "cards.jokers": {
        "en": "jokers={value}: expected a whole number of jokers from 0 to {maximum}",
        "vi": "jokers={value}: cần số lá phăng teo (joker) nguyên từ 0 đến {maximum}"},
    "cards.too_long": {
        "en": "{value} is {n:character|characters} long: expected cards such as 'AS 10H JK', at most {maximum}",
        "vi": "{value} dài {n} ký tự: cần các lá như 'AS 10H JK', nhiều nhất {maximum} lá"},
    "cards.too_many": {
        "en": "{value} holds more than {maximum:card|cards}: expected a hand or a pile of at most {maximum}",
        "vi": "{value} có hơn {maximum} lá: một bài trên tay hay một chồng bài có nhiều nhất {maximum} lá"},
    "cards.too_many_copies": {
        "en": "{card} appears {n:time|times} but this deck ({deck}) holds {have}: remove the duplicate",
        "vi": "{card} xuất hiện {n} lần nhưng bộ bài này ({deck}) chỉ có {have} lá: hãy bỏ lá trùng"},
    "cards.deck": {"en": "{decks:deck|decks}", "vi": "{decks} bộ bài"},
    "cards.deck_jokers": {"en": "{decks:deck|decks} + {jokers:joker|jokers}",
                          "vi": "{decks} bộ bài + {jokers} lá phăng teo"},
})


def _expected() -> str:
    return message("cards.expected")


class Rank(IntEnum):
    """Card ranks, valued 1 (Ace) to 13 (King); ``JOKER`` is 0."""

    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        """``A``, ``2`` … ``10``, ``J``, ``Q``, ``K`` (``JK`` for the joker)."""
        return _RANK_SYMBOL[self]

    @classmethod
    def parse(cls, text: str) -> "Rank":
        """Read a rank symbol (``A``, ``2``…``10``, ``T``, ``J``, ``Q``, ``K``).

        Raises:
            NotationError: quoting ``text`` when it is no rank.
        """
        if not isinstance(text, str):
            raise CardTypeError.of("cards.rank_type", value=quoted(text))
        rank = _RANK_BY_SYMBOL.get(text.strip().upper())
        if rank is None or rank is Rank.JOKER:
            raise NotationError.of("cards.not_a_rank", value=quoted(text))
        return rank


_RANK_SYMBOL = {r: str(int(r)) for r in Rank}
_RANK_SYMBOL.update({Rank.JOKER: "JK", Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"})
_RANK_BY_SYMBOL = {s: r for r, s in _RANK_SYMBOL.items()}
_RANK_BY_SYMBOL["T"] = Rank.TEN


class Suit(Enum):
    """The four French suits, in the order S H D C."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        """``♠ ♥ ♦ ♣``."""
        return _SUIT_SYMBOL[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def index(self) -> int:
        return _SUIT_ORDER[self]


_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_ORDER = {s: i for i, s in enumerate(Suit)}
_SUIT_BY_TEXT = {s.value: s for s in Suit}
_SUIT_BY_TEXT.update({sym: s for s, sym in _SUIT_SYMBOL.items()})
_SUIT_BY_TEXT.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


JOKER_CODE = 56  # codes 52-55 are left free for the ace played high (see melds.py)


@dataclass(frozen=True, eq=False)
class Card:
    """One card: a rank and a suit, or a printed joker (rank ``JOKER``, no suit).

    Cards are values: two 9♥ from two decks are equal. Cards sort by rank,
    then suit (S H D C); jokers sort last. ``code`` numbers the cards in that
    order, ``(rank - 1) * 4 + suit``, the joker 56: the meld search packs
    hands by code.
    """

    rank: Rank
    suit: Suit | None
    code: int = field(init=False, repr=False)
    unit: int = field(init=False, repr=False)
    bit: int = field(init=False, repr=False)

    def __post_init__(self):
        if not isinstance(self.rank, Rank):
            raise CardTypeError.of("cards.rank_class", value=quoted(self.rank))
        if (self.rank is Rank.JOKER) != (self.suit is None):
            raise NotationError.of("cards.joker_suit", rank=quoted(self.rank), suit=quoted(self.suit))
        if self.suit is not None and not isinstance(self.suit, Suit):
            raise CardTypeError.of("cards.suit_class", value=quoted(self.suit))
        code = JOKER_CODE if self.suit is None else (int(self.rank) - 1) * 4 + _SUIT_ORDER[self.suit]
        object.__setattr__(self, "code", code)
        # The card's field in a packed hand (melds.pack): four bits per code;
        # and its bit in a one-bit-per-card set (melds.meld_test, and the deadwood sum in arrange).
        object.__setattr__(self, "unit", 1 << (4 * code))
        object.__setattr__(self, "bit", 1 << code)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.code == other.code

    def __hash__(self) -> int:
        return self.code

    @classmethod
    def parse(cls, token: "str | Card") -> "Card":
        """Read one card token such as ``10H``, ``th``, ``A♠`` or ``JK``.

        Raises:
            NotationError: quoting the token when it is not a card.
            CardTypeError: when ``token`` is not a string or a Card.
        """
        if isinstance(token, Card):
            return token
        if not isinstance(token, str):
            raise CardTypeError.of("cards.card_type", value=quoted(token))
        card = _CARD_BY_TEXT.get(token.strip().upper())
        if card is None:
            raise NotationError.of("cards.not_a_card", value=quoted(token), expected=_expected())
        return card

    @classmethod
    def joker(cls) -> "Card":
        """A printed joker."""
        return JOKER

    @property
    def is_joker(self) -> bool:
        """True for a printed joker (wild ranks are a game's matter, not the card's)."""
        return self.rank is Rank.JOKER

    @property
    def is_red(self) -> bool:
        return self.suit is not None and self.suit.is_red

    @property
    def pretty(self) -> str:
        """The card with a suit symbol: ``10♥``, ``A♠``; a joker is ``🃏``."""
        return "🃏" if self.is_joker else self.rank.symbol + self.suit.symbol

    @property
    def sort_key(self) -> int:
        """Rank, then suit; jokers last (the card's ``code``)."""
        return self.code

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.code < other.code

    def __str__(self) -> str:
        return "JK" if self.is_joker else self.rank.symbol + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def _repr_html_(self) -> str:
        from . import render

        return render.card_html(self)


JOKER = Card(Rank.JOKER, None)
STANDARD_52 = tuple(Card(r, s) for s in Suit for r in Rank if r is not Rank.JOKER)

CARD_BY_CODE: dict[int, Card] = {c.code: c for c in STANDARD_52 + (JOKER,)}

_CARD_BY_TEXT: dict[str, Card] = {"JK": JOKER, "🃏": JOKER, "JOKER": JOKER}
for _c in STANDARD_52:
    for _r in [s for s, r in _RANK_BY_SYMBOL.items() if r is _c.rank]:
        for _s in [t for t, s in _SUIT_BY_TEXT.items() if s is _c.suit]:
            _CARD_BY_TEXT[_r + _s] = _c


class Hand(list):
    """A list of cards that prints in notation and shows as cards in Jupyter.

    ``Hand("AS 2S 3S")`` accepts whatever :func:`parse_cards` accepts.
    """

    def __init__(self, cards: "str | Iterable[str | Card]" = ()):
        super().__init__(parse_cards(cards, _as_hand=False))

    @classmethod
    def _of(cls, cards: list) -> "Hand":
        """A Hand of cards already parsed (no second parse)."""
        hand = cls.__new__(cls)
        list.__init__(hand, cards)
        return hand

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    @property
    def pretty(self) -> str:
        return " ".join(c.pretty for c in self)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"

    def _repr_html_(self) -> str:
        from . import render

        return render.hand_html(self)


MAX_CARDS = 320
"""The most cards one list may hold: six decks with jokers, far more than any hand, pile or table of
the four games. A longer input is a mistake (a pasted file, a string repeated by accident) and would
only make every search and drawing slow."""


def parse_cards(cards: "str | Iterable[str | Card] | Card", _as_hand: bool = True) -> Hand:
    """Read cards from a string (``"AS 10H JK"``; commas allowed), tokens or Cards.

    Returns a :class:`Hand` (a list of :class:`Card`) in the order given.

    Raises:
        NotationError: quoting the bad token and the whole input, or for more
            than :data:`MAX_CARDS` cards.
        CardTypeError: for ``None``, numbers or other non-card values.
    """
    if type(cards) in (list, Hand, tuple) and len(cards) <= MAX_CARDS and set(map(type, cards)) <= {Card}:
        return Hand._of(list(cards)) if _as_hand else list(cards)
    if isinstance(cards, Card):
        items: list = [cards]
    elif isinstance(cards, str):
        # Every card token is at most a few characters: a longer text cannot be a hand, and is not split.
        if len(cards) > MAX_CARDS * 16:
            raise NotationError.of("cards.too_long", value=quoted(cards), n=len(cards), maximum=MAX_CARDS)
        items = cards.replace(",", " ").split()
        if not items:
            raise NotationError.of("cards.empty", value=quoted(cards))
    elif cards is None or isinstance(cards, (int, float, bytes, dict)):
        raise CardTypeError.of("cards.list_type", value=quoted(cards))
    else:
        try:
            items = list(islice(cards, MAX_CARDS + 1))
        except TypeError:
            raise CardTypeError.of("cards.list_type", value=quoted(cards)) from None
    if len(items) > MAX_CARDS:
        raise NotationError.of("cards.too_many", value=quoted(cards), maximum=MAX_CARDS)
    out = []
    for item in items:
        try:
            out.append(Card.parse(item))
        except NotationError as exc:
            if isinstance(cards, str) and len(items) > 1:
                raise NotationError.of("cards.in_input", error=exc, cards=quoted(cards)) from None
            raise
    return Hand._of(out) if _as_hand else out


def parse_card(card: "str | Card") -> Card:
    """Read exactly one card.

    Raises:
        NotationError / CardTypeError: as :meth:`Card.parse`.
    """
    return Card.parse(card)


class Deck:
    """One or more 52-card decks with optional printed jokers.

    ``Deck(decks=2, jokers=2)`` is Indian Rummy's 106 cards. ``deal`` and
    ``shuffled`` take an explicit ``random.Random`` so games stay replayable
    from a seed; the deck itself holds no hidden randomness.
    """

    MAX_DECKS = 6
    MAX_JOKERS = 12

    def __init__(self, decks: int = 1, jokers: int = 0):
        # Bounded so a deck always fits in MAX_CARDS (six decks with jokers is a big casino shoe).
        if not isinstance(decks, int) or isinstance(decks, bool) or not 1 <= decks <= self.MAX_DECKS:
            raise CardlabError.of("cards.decks", value=quoted(decks), maximum=self.MAX_DECKS)
        if not isinstance(jokers, int) or isinstance(jokers, bool) or not 0 <= jokers <= self.MAX_JOKERS:
            raise CardlabError.of("cards.jokers", value=quoted(jokers), maximum=self.MAX_JOKERS)
        self.decks = decks
        self.jokers = jokers
        self.cards: tuple[Card, ...] = STANDARD_52 * decks + (JOKER,) * jokers
        # Copies held, by card code: counting is then a list index, not a scan of the deck
        # with Card.__eq__ per card (checking a hand is on every calculator's path).
        self._copies = [0] * (JOKER_CODE + 1)
        for c in self.cards:
            self._copies[c.code] += 1

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def count(self, card: Card) -> int:
        """How many copies of ``card`` the deck holds (0 for anything that is not a Card)."""
        return self._copies[card.code] if isinstance(card, Card) else 0

    def shuffled(self, rng: "_random.Random | int") -> list[Card]:
        """A shuffled copy of the cards, using ``rng``: a ``random.Random``, or a whole number to seed one
        (``Deck().shuffled(7)`` is always the same order).

        Raises:
            CardlabError: ``error.rng`` for anything else (``None`` too: the deck holds no hidden randomness).
        """
        if not isinstance(rng, _random.Random):
            if isinstance(rng, bool) or not isinstance(rng, int):
                raise CardlabError.of("error.rng", value=quoted(rng))
            rng = _random.Random(rng)
        cards = list(self.cards)
        rng.shuffle(cards)
        return cards

    def check_holds(self, cards: Iterable[Card]) -> None:
        """Check that the deck holds every card of ``cards`` (counting copies).

        ``cards``: Cards, or anything :func:`parse_cards` reads.

        Raises:
            NotationError: naming the card that appears more often than the
                deck holds it, e.g. a second 7H in a one-deck game.
            NotationError / CardTypeError: for ``cards`` that are not cards (see :func:`parse_cards`).
        """
        if not isinstance(cards, (list, tuple)):
            cards = parse_cards(cards, _as_hand=False)  # read twice below
        copies = self._copies
        seen = 0
        try:
            for c in cards:
                # One bit per card seen: a card met once that the deck holds needs no count.
                bit = c.bit
                if seen & bit or not copies[c.code]:
                    break
                seen |= bit
            else:
                return
        except AttributeError:  # not all Cards: read as parse_cards reads them (which refuses what is no card)
            return self.check_holds(parse_cards(cards, _as_hand=False))
        counts: dict[int, int] = {}
        for c in cards:
            n = counts[c.code] = counts.get(c.code, 0) + 1
            if n > copies[c.code]:
                raise NotationError.of("cards.too_many_copies", card=quoted(str(c)), n=n, deck=self,
                                       have=copies[c.code])

    def __repr__(self) -> str:
        return f"Deck(decks={self.decks}, jokers={self.jokers})"

    def __str__(self) -> str:
        if self.jokers:
            return message("cards.deck_jokers", decks=self.decks, jokers=self.jokers)
        return message("cards.deck", decks=self.decks)
