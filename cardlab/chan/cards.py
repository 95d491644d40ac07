"""Chắn cards: suits, the 25 faces and the 100-card deck, parsing (short forms, Vietnamese and
Chinese names) and counting.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum
from itertools import islice
from typing import Iterable

from ..cards import MAX_CARDS
from ..errors import CardTypeError, NotationError
from ..explain import message, quoted


class ChanSuit(Enum):
    """The three suits: Vạn (萬, myriads), Sách (索, strings), Văn (文, cash)."""

    MYRIADS = "V"
    STRINGS = "S"
    CASH = "N"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def vietnamese(self) -> str:
        """``vạn``, ``sách`` or ``văn`` (as it reads after the rank: *Tam vạn*)."""
        return _SUIT_NAME[self]

    @property
    def chinese(self) -> str:
        return _SUIT_CHINESE[self]

    @property
    def index(self) -> int:
        return _SUIT_INDEX[self]


_SUIT_NAME = {ChanSuit.MYRIADS: "vạn", ChanSuit.STRINGS: "sách", ChanSuit.CASH: "văn"}
_SUIT_CHINESE = {ChanSuit.MYRIADS: "萬", ChanSuit.STRINGS: "索", ChanSuit.CASH: "文"}
_SUIT_INDEX = {s: i for i, s in enumerate(ChanSuit)}
RANK_NAMES = {2: "Nhị", 3: "Tam", 4: "Tứ", 5: "Ngũ", 6: "Lục", 7: "Thất", 8: "Bát", 9: "Cửu"}
RANK_CHINESE = {2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九"}
CHI_CHI_CHINESE = "半文"  # "half cash", the lowest card of the money-suited decks
EXPECTED = ("a rank 2-9 then a suit letter V (Vạn), S (Sách) or N (Văn), or CC for Chi chi; "
            "or a Vietnamese name such as 'Tam vạn', 'Thất văn', 'Chi chi'")


@dataclass(frozen=True)
class ChanCard:
    """One long card: a rank 2–9 and a suit, or Chi chi (rank 0, no suit).

    Cards are values (the four copies of a face are equal). ``str`` gives the
    short notation (``"7N"``), ``.name`` the Vietnamese name (``"Thất văn"``),
    ``.chinese`` the characters printed on the card (``"七文"``).

    Raises:
        CardTypeError / NotationError: for a rank or suit outside the deck.
    """

    rank: int
    suit: ChanSuit | None

    def __post_init__(self):
        if isinstance(self.rank, bool) or not isinstance(self.rank, int):
            raise CardTypeError.of("error.chan.rank_type", value=quoted(self.rank))
        if self.suit is None:
            if self.rank != 0:
                raise NotationError.of("error.chan.no_suit", value=quoted(self.rank))
        else:
            if not isinstance(self.suit, ChanSuit):
                raise CardTypeError.of("error.chan.suit_type", value=quoted(self.suit))
            if not 2 <= self.rank <= 9:
                raise NotationError.of("error.chan.rank_range", value=quoted(self.rank))
        index = 24 if self.suit is None else (self.rank - 2) * 3 + self.suit.index
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_code", "CC" if self.suit is None else f"{self.rank}{self.suit.value}")

    # Cards are immutable values: copies are the card itself.
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @classmethod
    def parse(cls, token: "str | ChanCard") -> "ChanCard":
        """Read one card: ``7N``, ``7n``, ``Thất văn``, ``that văn``, ``七文``, ``CC``, ``chi chi``.

        Raises:
            NotationError: quoting the token when it is not a Chắn card.
            CardTypeError: when ``token`` is neither a string nor a ChanCard.
        """
        if isinstance(token, ChanCard):
            return token
        if not isinstance(token, str):
            french = type(token).__name__ == "Card"
            raise CardTypeError.of("error.chan.french_card" if french else "error.chan.card_type", value=quoted(token))
        card = _lookup(token)
        if card is None:
            raise NotationError.of("error.chan.not_a_card", value=quoted(token), expected=message("error.chan.expected"))
        return card

    @property
    def index(self) -> int:
        """0–23 for rank-major faces (2V 2S 2N 3V …), 24 for Chi chi."""
        return self._index

    @property
    def is_chi_chi(self) -> bool:
        return self.suit is None

    @property
    def is_red(self) -> bool:
        """Red cards: Bát vạn, Cửu vạn, Bát sách, Cửu sách and Chi chi."""
        return self._index in RED_INDEXES

    @property
    def name(self) -> str:
        """The Vietnamese name, rank then suit: ``Tam vạn``, ``Chi chi``."""
        return "Chi chi" if self.suit is None else f"{RANK_NAMES[self.rank]} {self.suit.vietnamese}"

    @property
    def pretty(self) -> str:
        """How explanations show the card: its Vietnamese name."""
        return self.name

    @property
    def chinese(self) -> str:
        """The characters on the card: numeral and suit (``三萬``), or ``半文`` for Chi chi."""
        return CHI_CHI_CHINESE if self.suit is None else RANK_CHINESE[self.rank] + self.suit.chinese

    @property
    def sort_key(self) -> int:
        return self._index

    def __lt__(self, other: "ChanCard") -> bool:
        if not isinstance(other, ChanCard):
            return NotImplemented
        return self._index < other._index

    def __str__(self) -> str:
        return self._code

    def __repr__(self) -> str:
        return f"ChanCard.parse({self._code!r})"

    def _repr_html_(self) -> str:
        from .. import render

        return render.long_cards_html([self])


FACES: tuple[ChanCard, ...] = tuple(ChanCard(r, s) for r in range(2, 10) for s in ChanSuit) + (ChanCard(0, None),)
CHI_CHI = FACES[24]
DECK: tuple[ChanCard, ...] = tuple(f for f in FACES for _ in range(4))
RED_INDEXES = frozenset({ChanCard(8, ChanSuit.MYRIADS).index, ChanCard(9, ChanSuit.MYRIADS).index,
                         ChanCard(8, ChanSuit.STRINGS).index, ChanCard(9, ChanSuit.STRINGS).index, 24})
RED_FACES = tuple(FACES[i] for i in sorted(RED_INDEXES))
TOM = (FACES[3], FACES[4], FACES[17])          # Tam vạn, Tam sách, Thất văn
LEO = (FACES[21], FACES[19], CHI_CHI)          # Cửu vạn, Bát sách, Chi chi


def _fold(text: str, keep_breve: bool = False) -> str:
    """Lower case without diacritics (đ -> d); the breve of ``ă`` kept on request."""
    out = []
    for ch in unicodedata.normalize("NFD", text.lower()):
        if unicodedata.combining(ch):
            if keep_breve and ch == "\u0306":
                out.append(ch)
            continue
        out.append("d" if ch == "đ" else ch)
    return unicodedata.normalize("NFC", "".join(out))


_RANK_WORDS = {_fold(n): r for r, n in RANK_NAMES.items()}
_SUIT_WORDS = {"van": ChanSuit.MYRIADS, "sach": ChanSuit.STRINGS, _fold("văn", keep_breve=True): ChanSuit.CASH}
_BY_TEXT: dict[str, ChanCard] = {}
for _f in FACES:
    _BY_TEXT[str(_f)] = _f
    _BY_TEXT[_f.chinese] = _f
    if _f.suit is not None:
        _BY_TEXT[_f.chinese.replace("萬", "万")] = _f
_BY_TEXT.update({"CHI CHI": CHI_CHI, "CHICHI": CHI_CHI, "CHI-CHI": CHI_CHI})


def _lookup(token: str) -> ChanCard | None:
    text = " ".join(token.split())
    card = _BY_TEXT.get(text.upper()) or _BY_TEXT.get(text)
    if card is not None:
        return card
    words = text.split(" ")
    if len(words) == 2:
        return _name_card(words[0], words[1])
    if len(words) == 1 and _fold(words[0]) in ("chichi", "chi-chi"):
        return CHI_CHI
    return None


def _name_card(first: str, second: str) -> ChanCard | None:
    if _fold(first) == "chi" and _fold(second) == "chi":
        return CHI_CHI
    rank = _RANK_WORDS.get(_fold(first))
    suit = _SUIT_WORDS.get(_fold(second, keep_breve=True))
    if rank is None or suit is None:
        return None
    return FACES[(rank - 2) * 3 + suit.index]


class ChanHand(list):
    """A list of Chắn cards that prints in notation and shows as long cards in Jupyter.

    ``ChanHand("3V 3S 7N")`` accepts whatever :func:`parse_cards` accepts.
    """

    def __init__(self, cards: "str | Iterable[str | ChanCard]" = ()):
        super().__init__(parse_cards(cards, _as_hand=False) if cards != () else ())

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    @property
    def pretty(self) -> str:
        return ", ".join(c.name for c in self)

    def __repr__(self) -> str:
        return f"ChanHand({str(self)!r})"

    def _repr_html_(self) -> str:
        from .. import render

        return render.long_cards_html(self)


def parse_card(token: "str | ChanCard") -> ChanCard:
    """Read exactly one Chắn card (see :meth:`ChanCard.parse`)."""
    return ChanCard.parse(token)


def parse_cards(cards: "str | Iterable[str | ChanCard] | ChanCard", _as_hand: bool = True) -> ChanHand:
    """Read Chắn cards from a string, tokens or cards, in the order given.

    A string may mix short forms and names: ``"3V tam sách Thất văn, CC"``.

    Raises:
        NotationError: quoting the token that is not a card and the whole input.
        CardTypeError: for ``None``, numbers and other non-card values.
    """
    if isinstance(cards, ChanCard):
        out = [cards]
    elif isinstance(cards, str):
        if len(cards) > MAX_CARDS * 16:  # names are long ("thất sách"), but no hand is this long
            raise NotationError.of("cards.too_long", value=quoted(cards), n=len(cards), maximum=MAX_CARDS)
        out = _parse_text(cards)
    elif cards is None or isinstance(cards, (int, float, bytes, dict)):
        raise CardTypeError.of("error.chan.list_type", value=quoted(cards))
    else:
        try:
            items = list(islice(cards, MAX_CARDS + 1))
        except TypeError:
            raise CardTypeError.of("error.chan.list_type", value=quoted(cards)) from None
        out = [ChanCard.parse(item) for item in items]
    if len(out) > MAX_CARDS:
        raise NotationError.of("cards.too_many", value=quoted(cards), maximum=MAX_CARDS)
    return ChanHand(out) if _as_hand else out


def _parse_text(text: str) -> list[ChanCard]:
    words = text.replace(",", " ").replace(";", " ").split()
    if not words:
        raise NotationError.of("error.chan.empty", value=quoted(text))
    out, i = [], 0
    while i < len(words):
        card = _BY_TEXT.get(words[i].upper()) or _BY_TEXT.get(words[i])
        if card is None and _fold(words[i]) in ("chichi", "chi-chi"):
            card = CHI_CHI
        if card is not None:
            out.append(card)
            i += 1
            continue
        if i + 1 < len(words):
            card = _name_card(words[i], words[i + 1])
            if card is not None:
                out.append(card)
                i += 2
                continue
        code = "error.chan.not_a_card_in" if len(words) > 1 else "error.chan.not_a_card"
        raise NotationError.of(code, value=quoted(words[i]), cards=quoted(text), expected=message("error.chan.expected"))
    return out


def is_red(card: "str | ChanCard") -> bool:
    """True for the red cards: Bát vạn, Cửu vạn, Bát sách, Cửu sách and Chi chi.

    Raises:
        NotationError / CardTypeError: for something that is not a Chắn card.
    """
    return ChanCard.parse(card).is_red


def _counts(cards: Iterable[ChanCard]) -> list[int]:
    cnt = [0] * 25
    for c in cards:
        cnt[c._index] += 1
    return cnt


def _check_holds(cards: list[ChanCard]) -> list[int]:
    """Counts per face; refuses a fifth copy of a face (the deck holds four)."""
    cnt = _counts(cards)
    for i, n in enumerate(cnt):
        if n > 4:
            raise NotationError.of("error.chan.too_many_copies", value=quoted(str(FACES[i])), name=FACES[i].name, n=n)
    return cnt
