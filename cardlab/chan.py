"""Chắn: the 100 long cards, pairs and wins (ù), cước scoring, and a playable deal.

The deck (bộ bài Chắn) is the Tổ Tôm deck without the 1s, Ông cụ and Thang
thang: ranks 2 to 9 (nhị, tam, tứ, ngũ, lục, thất, bát, cửu) in three suits,
Vạn (萬, myriads), Sách (索, strings) and Văn (文, cash), plus Chi chi; four
copies of each of the 25 faces.

Notation: one canonical short form per face, rank then suit letter —
``3V`` (Tam vạn), ``8S`` (Bát sách), ``7N`` (Thất văn, N for văN) — and ``CC``
for Chi chi. Vietnamese names parse too, with or without diacritics and in
any case (``"Tam vạn"``, ``"tam van"``, ``"Chi chi"``); so do the Chinese
characters (``"三萬"``, ``"半文"``). Without diacritics ``van`` means Vạn: write
Văn with its breve (``"Thất văn"``) or use the letter N.

>>> parse_cards("3V 3S 7N CC")
ChanHand('3V 3S 7N CC')
>>> ChanCard.parse("thất văn")
ChanCard.parse('7N')
>>> score("2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N", "7N", "own_gate_stock").points
5

Pairs (RULES.md §4): a *Chắn* is two identical cards, a *Cạ* two cards of one
rank in different suits, a *Chíu* four identical cards (two Chắn). Because an
identical pair is never split to make Cạ, the pairing of a set of cards is
unique: each face gives ``count // 2`` Chắn and the odd cards left over must
pair up as Cạ within their rank. :func:`decompose` computes it.

The game (:func:`new_game`) follows §4 with the turn, the capture
constraints, Chíu out of turn, claim priority and the dead hand; the way the
garbled seed was resolved is written in :class:`State`'s docstring.
"""
from __future__ import annotations

import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Iterable, Mapping

from .engine import Action, GameState, Outcome, check_number, check_option, rules_to_dict, seat_order
from .errors import CardlabError, CardTypeError, IllegalActionError, InvalidRulesError, NotationError
from .explain import Reason, Verdict, register_messages

__all__ = [
    "ChanSuit", "ChanCard", "ChanHand", "CHI_CHI", "FACES", "DECK", "RED_FACES", "TOM", "LEO",
    "parse_card", "parse_cards", "is_red", "decompose", "Pairing", "find_combos", "check_win",
    "Rules", "Score", "score", "settle", "Wait", "waiting_cards", "Group", "Offer", "Phase",
    "ChanView", "State", "new_game", "SEATS", "WIN_SOURCES", "HISTORY_FLAGS",
]


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------

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
            raise CardTypeError(f"rank {self.rank!r} is not a Chắn rank: expected a whole number 2-9 (0 for Chi chi)")
        if self.suit is None:
            if self.rank != 0:
                raise NotationError(f"rank {self.rank!r} without a suit: only Chi chi (rank 0) has no suit")
        else:
            if not isinstance(self.suit, ChanSuit):
                raise CardTypeError(f"suit {self.suit!r} is not a ChanSuit (V, S or N)")
            if not 2 <= self.rank <= 9:
                raise NotationError(f"rank {self.rank!r} is not in the Chắn deck: expected 2-9")
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
            kind = "a French card, not a Chắn card" if type(token).__name__ == "Card" else "not a Chắn card"
            raise CardTypeError(f"{token!r} is {kind}: expected a string such as '7N' or 'Thất văn', or a ChanCard")
        card = _lookup(token)
        if card is None:
            raise NotationError(f"{token!r} is not a Chắn card: expected {EXPECTED}")
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
        from . import render

        return render.long_cards_html([self])


FACES: tuple[ChanCard, ...] = tuple(ChanCard(r, s) for r in range(2, 10) for s in ChanSuit) + (ChanCard(0, None),)
CHI_CHI = FACES[24]
DECK: tuple[ChanCard, ...] = tuple(f for f in FACES for _ in range(4))
RED_INDEXES = frozenset({ChanCard(8, ChanSuit.MYRIADS).index, ChanCard(9, ChanSuit.MYRIADS).index,
                         ChanCard(8, ChanSuit.STRINGS).index, ChanCard(9, ChanSuit.STRINGS).index, 24})
RED_FACES = tuple(FACES[i] for i in sorted(RED_INDEXES))
TOM = (FACES[3], FACES[4], FACES[17])          # Tam vạn, Tam sách, Thất văn
LEO = (FACES[21], FACES[19], CHI_CHI)          # Cửu vạn, Bát sách, Chi chi
SEATS = ("You", "AI 1", "AI 2", "AI 3")


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
        from . import render

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
        out = _parse_text(cards)
    elif cards is None or isinstance(cards, (int, float, bytes, dict)):
        raise CardTypeError(f"{cards!r} is not a list of Chắn cards: expected a string such as '3V 3S 7N CC', "
                            "tokens or ChanCards")
    else:
        try:
            items = list(cards)
        except TypeError:
            raise CardTypeError(f"{cards!r} is not a list of Chắn cards: expected a string such as '3V 3S 7N CC', "
                                "tokens or ChanCards") from None
        out = [ChanCard.parse(item) for item in items]
    return ChanHand(out) if _as_hand else out


def _parse_text(text: str) -> list[ChanCard]:
    words = text.replace(",", " ").replace(";", " ").split()
    if not words:
        raise NotationError(f"{text!r} holds no cards: expected cards such as '3V 3S 7N CC'")
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
        where = f" (in {text!r})" if len(words) > 1 else ""
        raise NotationError(f"{words[i]!r} is not a Chắn card{where}: expected {EXPECTED}")
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


def _check_holds(cards: list[ChanCard], what: str = "") -> list[int]:
    """Counts per face; refuses a fifth copy of a face (the deck holds four)."""
    cnt = _counts(cards)
    for i, n in enumerate(cnt):
        if n > 4:
            raise NotationError(f"{str(FACES[i])!r} ({FACES[i].name}) appears {n} times{what} but the Chắn deck "
                                "holds 4 of each face: remove the extra copies")
    return cnt


# ---------------------------------------------------------------------------
# Pairs, combos, wins
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Pairing:
    """How cards pair up: ``chan`` (identical pairs), ``ca`` (same rank, other suit),
    ``chiu`` (faces held four times, each also counted as two Chắn) and ``unpaired``."""

    chan: tuple = ()
    ca: tuple = ()
    chiu: tuple = ()
    unpaired: tuple = ()

    @property
    def n_chan(self) -> int:
        return len(self.chan)

    @property
    def n_ca(self) -> int:
        return len(self.ca)

    def __str__(self) -> str:
        parts = [f"Chắn {a}{b}" for a, b in self.chan] + [f"Cạ {a}{b}" for a, b in self.ca]
        if self.unpaired:
            parts.append("unpaired " + " ".join(str(c) for c in self.unpaired))
        return ", ".join(parts)


def _pair_counts(cnt: list[int]) -> tuple[list[int], list[tuple[int, int]], list[int]]:
    """Chắn faces, Cạ face pairs and unpaired faces of a count vector (unique pairing)."""
    chan = [f for f in range(25) for _ in range(cnt[f] // 2)]
    ca, odd = [], []
    for base in range(0, 24, 3):
        singles = [f for f in (base, base + 1, base + 2) if cnt[f] & 1]
        if len(singles) >= 2:
            ca.append((singles[0], singles[1]))
            odd.extend(singles[2:])
        else:
            odd.extend(singles)
    if cnt[24] & 1:
        odd.append(24)
    return chan, ca, odd


def _group_kind(cards: tuple) -> str | None:
    if len(cards) == 2:
        a, b = cards
        if a == b:
            return "chan"
        if not a.is_chi_chi and not b.is_chi_chi and a.rank == b.rank:
            return "ca"
    if len(cards) == 4 and len(set(cards)) == 1:
        return "chiu"
    return None


def _parse_exposed(exposed, cards: list[ChanCard] | None = None) -> list[tuple]:
    """Exposed groups as tuples of cards, each a Chắn, a Cạ or a Chíu, all among ``cards``."""
    if exposed is None or isinstance(exposed, (str, int, float, bytes)):
        raise CardTypeError(f"exposed={exposed!r}: expected a list of groups such as [('3V', '3V'), ('7N', '7V')]")
    groups = []
    for g in exposed:
        cards_g = tuple(parse_cards(getattr(g, "cards", g), _as_hand=False))
        if _group_kind(cards_g) is None:
            raise NotationError(f"exposed group {' '.join(map(str, cards_g))!r} is not a Chắn, a Cạ or a Chíu")
        groups.append(cards_g)
    if cards is not None:
        have = _counts(cards)
        for g in groups:
            for c in g:
                have[c._index] -= 1
                if have[c._index] < 0:
                    raise NotationError(f"exposed card {str(c)!r} is not among the cards given: exposed groups "
                                        "must be part of the hand")
    return groups


def decompose(cards, exposed=()) -> Pairing:
    """Pair up cards as Chắn, Cạ and Chíu without splitting identical pairs.

    ``exposed``: groups already laid down (kept as they are); the other cards
    pair by the unique rule: ``count // 2`` Chắn per face, leftovers as Cạ.

    Raises:
        NotationError / CardTypeError: for junk cards or a fifth copy.
    """
    hand = parse_cards(cards, _as_hand=False)
    _check_holds(hand)
    return _pairing(hand, _parse_exposed(exposed, hand))


def _pairing(hand: list[ChanCard], groups: list[tuple]) -> Pairing:
    """The pairing of already checked cards and exposed groups."""
    free = _counts(hand)
    total = list(free)
    chan, ca = [], []
    for g in groups:
        for c in g:
            free[c._index] -= 1
        kind = _group_kind(g)
        if kind == "chan":
            chan.append(g)
        elif kind == "ca":
            ca.append(tuple(sorted(g)))
        else:
            chan += [g[:2], g[2:]]
    cf, caf, odd = _pair_counts(free)
    chan += [(FACES[f], FACES[f]) for f in cf]
    ca += [(FACES[a], FACES[b]) for a, b in caf]
    return Pairing(tuple(sorted(chan)), tuple(sorted(ca)), tuple(FACES[f] for f in range(25) if total[f] == 4),
                   tuple(FACES[f] for f in odd))


def find_combos(cards) -> dict:
    """Count Tôm and Lèo sets, never reusing a card: ``{"tom": n, "leo": n}``.

    Tôm is Tam vạn + Tam sách + Thất văn; Lèo is Cửu vạn + Bát sách + Chi chi.

    Raises:
        NotationError / CardTypeError: for junk cards or a fifth copy.
    """
    cnt = _check_holds(parse_cards(cards, _as_hand=False))
    return {"tom": min(cnt[c._index] for c in TOM), "leo": min(cnt[c._index] for c in LEO)}


WIN_SOURCES = ("own_gate_stock", "other_gate_stock", "dealt", "chiu", "discard")
HISTORY_FLAGS = ("thien_khai", "chiu_u", "bon", "dia_u", "thong")


def _check_source(win_source) -> str:
    if win_source not in WIN_SOURCES:
        raise CardlabError(f"win_source={win_source!r} is not a way to win: expected one of "
                           f"{', '.join(map(repr, WIN_SOURCES))}")
    return win_source


def _win_facts(cnt, fixed_chan, fixed_ca, win_index, source, rules):
    """(ok, n_chan, n_ca, unpaired faces, failing Reason or None) for counts + fixed groups."""
    chan, ca, odd = _pair_counts(cnt)
    n_chan, n_ca = fixed_chan + len(chan), fixed_ca + len(ca)
    if odd:
        return False, n_chan, n_ca, odd, Reason("chan.unpaired", cards=", ".join(FACES[f].name for f in odd))
    if n_chan < rules.MIN_CHAN:
        return False, n_chan, n_ca, odd, Reason("chan.too_few_chan", chan=n_chan, minimum=rules.MIN_CHAN)
    if win_index == 24 and not (n_chan == rules.MIN_CHAN and n_ca == 10 - rules.MIN_CHAN):
        return False, n_chan, n_ca, odd, Reason("chan.chi_chi_exact", chan=n_chan, ca=n_ca)
    return True, n_chan, n_ca, odd, None


def _win_quick(cnt, fixed_chan, fixed_ca, win_index, min_chan=6) -> bool:
    """The yes/no of :func:`_win_facts` without building the pairing (hot path of the game)."""
    if cnt[24] & 1:
        return False
    n_ca = fixed_ca
    for base in (0, 3, 6, 9, 12, 15, 18, 21):
        s = (cnt[base] & 1) + (cnt[base + 1] & 1) + (cnt[base + 2] & 1)
        if s & 1:
            return False
        n_ca += s >> 1
    n_chan = fixed_chan + sum(c >> 1 for c in cnt)
    if n_chan < min_chan:
        return False
    return win_index != 24 or (n_chan == min_chan and n_ca == 10 - min_chan)


def check_win(cards, winning_card, win_source, rules=None, *, exposed=()) -> Verdict:
    """Is this a win (ù)? Ten pairs with at least six Chắn, on a card that may win.

    ``cards`` are all 20 cards, the winning card among them; ``win_source``
    is how the winning card came: ``"own_gate_stock"`` (turned up at your own
    gate), ``"other_gate_stock"``, ``"dealt"`` (the dealer's first 20 cards,
    Thiên ù; ``winning_card`` may then be ``None``), ``"chiu"`` (the fourth of
    a triple taken by Chíu) or ``"discard"`` (never a win). If Chi chi is the
    winning card the hand needs exactly 6 Chắn and 4 Cạ. ``exposed``: groups
    already laid down, kept as they are.

    The verdict's ``.pairing`` shows the pairs; ``.chan`` / ``.ca`` count them.

    Raises:
        NotationError / CardTypeError: junk cards, a fifth copy of a face.
        CardlabError: an unknown ``win_source``, or a winning card that is not
            among the cards.
    """
    rules = _rules(rules)
    hand = parse_cards(cards, _as_hand=False)
    cnt = _check_holds(hand)
    source = _check_source(win_source)
    win = None
    if winning_card is not None:
        win = ChanCard.parse(winning_card)
        if cnt[win._index] == 0:
            raise CardlabError(f"the winning card {str(win)!r} is not among the cards {' '.join(map(str, hand))!r}: "
                               "pass all 20 cards, the winning card included")
    elif source != "dealt":
        raise CardlabError(f"winning_card=None: only a dealt hand (Thiên ù) has no winning card; "
                           f"win_source={source!r} needs the card that completed the hand")
    return _check_win(hand, cnt, win, source, _parse_exposed(exposed, hand), rules)


def _check_win(hand, cnt, win, source, groups, rules) -> Verdict:
    """:func:`check_win` on cards already parsed and checked."""
    pairing = _pairing(hand, groups)
    data = dict(pairing=pairing, chan=pairing.n_chan, ca=pairing.n_ca, winning_card=win, win_source=source)
    if source == "discard":
        return Verdict(False, reasons=[Reason("chan.no_win_on_discard", card=win)], **data)
    if len(hand) != rules.WIN_CARDS:
        return Verdict(False, reasons=[Reason("chan.win_needs_twenty", count=len(hand))], **data)
    if source == "chiu" and win is not None and cnt[win._index] != 4:
        return Verdict(False, reasons=[Reason("chan.chiu_needs_four", card=win, count=cnt[win._index])], **data)
    free = list(cnt)
    fixed_chan = fixed_ca = 0
    for g in groups:
        for c in g:
            free[c._index] -= 1
        kind = _group_kind(g)
        fixed_chan += {"chan": 1, "chiu": 2}.get(kind, 0)
        fixed_ca += kind == "ca"
    ok, _, _, _, why = _win_facts(free, fixed_chan, fixed_ca, None if win is None else win._index, source, rules)
    if not ok:
        return Verdict(False, reasons=[why], **data)
    return Verdict(True, kind="u", reasons=[Reason("chan.win", chan=pairing.n_chan, ca=pairing.n_ca)], **data)


# ---------------------------------------------------------------------------
# Rules and cước scoring
# ---------------------------------------------------------------------------

# key -> Vietnamese name; the order is the order of RULES.md's table, with the
# optional bonuses placed next to their relatives.
BONUS_NAMES = {
    "u_chi": "Ù chì", "thien_u": "Thiên ù", "dia_u": "Địa ù", "thong": "Thông",
    "tom": "Tôm", "bach_thu": "Bạch thủ", "bach_thu_chi": "Bạch thủ chi", "leo": "Lèo",
    "thien_khai": "Thiên khai", "chiu_u": "Chíu ù", "bon": "Bòn", "bach_dinh": "Bạch định",
    "tam_do": "Tám đỏ", "kinh_tu_chi": "Kính tứ chi", "thap_thanh": "Thập thành",
}
DEFAULT_BONUS_VALUES = {
    "u_chi": (3, 1), "thien_u": (3, 1), "tom": (4, 1), "bach_thu": (4, 1), "leo": (5, 2),
    "thien_khai": (5, 2), "chiu_u": (5, 2), "bon": (5, 2), "bach_dinh": (7, 4), "tam_do": (8, 5),
    "kinh_tu_chi": (12, 9), "thap_thanh": (12, 9),
    # Used only when their options are on; the values are those of common
    # online tables (house values: change them through bonus_values).
    "bach_thu_chi": (4, 3), "dia_u": (2, 1), "thong": (3, 1),
}


class _Table(dict):
    """The cước table inside a frozen Rules: a dict that refuses changes."""

    def _read_only(self, *args, **kwargs):
        raise TypeError("bonus_values is read-only: build new Rules(bonus_values={...}) instead")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self):
        return (_Table, (dict(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


@dataclass(frozen=True)
class Rules:
    """Every Chắn option of RULES.md §4, defaults as stated (``Rules()`` is the seed's game).

    * ``xuong_points`` (2): a plain win, Ù xuông.
    * ``bonus_values``: ``{key: (main, dịch)}`` — the cước table. A partial
      mapping is laid over the default table (keys: ``u_chi thien_u tom
      bach_thu leo thien_khai chiu_u bon bach_dinh tam_do kinh_tu_chi
      thap_thanh``, and ``bach_thu_chi dia_u thong`` for the options below).
    * ``thap_thanh_adds_main_values`` (True): with Thập thành, add the main
      values of all bonuses instead of main + dịch.
    * ``bach_thu_chi_separate_bonus`` (False): if True, a Bạch thủ won on Chi
      chi scores as its own bonus *Bạch thủ chi* (table value, default 4/3)
      instead of Bạch thủ.
    * ``extra_traditional_bonuses`` (False): if True, two traditional bonuses
      not in the seed also count: *Địa ù* (a win on the first card turned up
      from the stock in the deal; the game records it as the history flag
      ``"dia_u"``) and *Thông* (the winner also won the previous deal; a
      single deal cannot know this, so the caller passes the flag
      ``"thong"``). The named combinations of the folk tables (Hoa rơi cửa
      Phật, Cá lội sân đình…) are not implemented.
    * ``passed_faces_barred`` (True, from the seed): a face you declined to
      capture as Chắn, discarded, or played from your hand into a Cạ cannot
      be captured by you later.

    Raises:
        InvalidRulesError: naming the option and the allowed values.
    """

    xuong_points: int = 2
    bonus_values: Mapping = field(default_factory=lambda: dict(DEFAULT_BONUS_VALUES), hash=False)
    thap_thanh_adds_main_values: bool = True
    bach_thu_chi_separate_bonus: bool = False
    extra_traditional_bonuses: bool = False
    passed_faces_barred: bool = True

    # Sizes of the game (the deck is fixed: 25 faces x 4 copies).
    COPIES: ClassVar[int] = 4
    DEALER_CARDS: ClassVar[int] = 20
    HAND_CARDS: ClassVar[int] = 19
    WIN_CARDS: ClassVar[int] = 20
    MIN_CHAN: ClassVar[int] = 6

    def __post_init__(self):
        check_number("xuong_points", self.xuong_points, 0)
        for name in ("thap_thanh_adds_main_values", "bach_thu_chi_separate_bonus", "extra_traditional_bonuses",
                     "passed_faces_barred"):
            check_option(name, getattr(self, name), (False, True))
        values = self.bonus_values
        if not isinstance(values, Mapping):
            raise InvalidRulesError(f"bonus_values={values!r} is not allowed: expected a mapping such as "
                                    "{'tom': (4, 1)} of bonus keys to (main, dịch)")
        table = dict(DEFAULT_BONUS_VALUES)
        for key, pair in values.items():
            if key not in DEFAULT_BONUS_VALUES:
                raise InvalidRulesError(f"bonus_values key {key!r} is not a bonus: expected one of "
                                        f"{', '.join(DEFAULT_BONUS_VALUES)}")
            if (isinstance(pair, (str, bytes)) or not hasattr(pair, "__len__") or len(pair) != 2
                    or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in pair)):
                raise InvalidRulesError(f"bonus_values[{key!r}]={pair!r} is not allowed: expected (main, dịch), "
                                        "two whole numbers of at least 0")
            table[key] = (pair[0], pair[1])
        object.__setattr__(self, "bonus_values", _Table(table))

    @classmethod
    def seed(cls) -> "Rules":
        """The seed's game (the defaults)."""
        return cls()

    @classmethod
    def traditional(cls) -> "Rules":
        """The seed's game plus Bạch thủ chi, Địa ù and Thông."""
        return cls(bach_thu_chi_separate_bonus=True, extra_traditional_bonuses=True)


_DEFAULT_RULES = Rules()


def _rules(rules) -> Rules:
    if rules is None:
        return _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRulesError(f"rules={rules!r} is not chan.Rules: build one with chan.Rules(...)")
    return rules


@dataclass(frozen=True)
class Score:
    """The cước of a win: ``points`` and the ``bonuses`` as (name, main, dịch).

    ``main`` is the name of the bonus whose main value counts (``None`` for
    Ù xuông or a Thập thành sum); ``keys`` are the bonus keys in the order of
    ``bonuses``; ``method`` is ``"xuong"``, ``"main_plus_dich"`` or
    ``"sum_of_mains"``. ``str(score)`` shows the arithmetic:
    ``"Tôm 4 + Ù chì dịch 1 = 5"``.
    """

    points: int
    bonuses: tuple = ()
    main: str | None = None
    keys: tuple = ()
    method: str = "xuong"
    verdict: Verdict | None = field(default=None, compare=False, repr=False)

    @property
    def arithmetic(self) -> str:
        if self.method == "xuong":
            return f"Ù xuông = {self.points}"
        if self.method == "sum_of_mains":
            return " + ".join(f"{n} {m}" for n, m, _ in self.bonuses) + f" = {self.points}"
        terms, used = [], False
        for name, main, dich in self.bonuses:
            if not used and name == self.main:
                terms.insert(0, f"{name} {main}")
                used = True
            else:
                terms.append(f"{name} dịch {dich}")
        return " + ".join(terms) + f" = {self.points}"

    @property
    def reasons(self) -> tuple:
        """One reason per bonus, then the rule that adds them up."""
        out = [Reason(f"chan.bonus.{k}", main=m, dich=d) for k, (_, m, d) in zip(self.keys, self.bonuses)]
        if self.method == "xuong":
            out.append(Reason("chan.score.xuong", points=self.points))
        elif self.method == "sum_of_mains":
            out.append(Reason("chan.score.sum", arithmetic=self.arithmetic))
        else:
            out.append(Reason("chan.score.main", arithmetic=self.arithmetic))
        return tuple(out)

    def text(self, language: str | None = None) -> str:
        return " ".join(r.text(language) for r in self.reasons)

    def __str__(self) -> str:
        return self.arithmetic

    def __repr__(self) -> str:
        return f"<Score {self.arithmetic}>"

    def _repr_html_(self) -> str:
        from html import escape

        from . import render

        cards = "" if self.verdict is None else render.long_cards_html(
            [c for pair in self.verdict.pairing.chan + self.verdict.pairing.ca for c in pair])
        items = "".join(f"<li>{escape(r.text())}</li>" for r in self.reasons)
        return (f'<div style="font-family:system-ui,sans-serif;font-size:15px">{cards}'
                f'<ul style="margin:4px 0 0 18px;padding:0">{items}</ul>'
                f'<b>{escape(self.arithmetic)}</b></div>')


_BONUS_ORDER = ("u_chi", "thien_u", "dia_u", "thong", "tom", "bach_thu", "bach_thu_chi", "leo", "thien_khai",
                "chiu_u", "bon", "bach_dinh", "tam_do", "kinh_tu_chi", "thap_thanh")


def _flag_set(history) -> frozenset:
    """History flags as a set; refuses non-iterables and unknown flags."""
    if isinstance(history, str):
        history = (history,)
    try:
        flags = frozenset(history)
    except TypeError:
        raise CardTypeError(f"history={history!r}: expected flags such as ('bon',) from "
                            f"{', '.join(HISTORY_FLAGS)}") from None
    for flag in flags:
        if flag not in HISTORY_FLAGS:
            raise CardlabError(f"history flag {flag!r} is not known: expected some of {', '.join(HISTORY_FLAGS)}")
    return flags


def _check_history(history, cnt, win, source) -> frozenset:
    flags = _flag_set(history)
    if ("thien_khai" in flags or "bon" in flags) and 4 not in cnt:
        bad = "thien_khai" if "thien_khai" in flags else "bon"
        raise CardlabError(f"history flag {bad!r} needs four identical cards in the hand, and there are none")
    if "chiu_u" in flags and (win is None or cnt[win._index] != 4):
        raise CardlabError("history flag 'chiu_u' (Chíu ù) needs the winning card to be the fourth of its face")
    if "dia_u" in flags and source not in ("own_gate_stock", "other_gate_stock"):
        raise CardlabError(f"history flag 'dia_u' (Địa ù) is a win on a stock card, not win_source={source!r}")
    return flags


def _bonus_keys(cnt, pairing, win, source, flags, rules) -> list[str]:
    keys = []
    extra = rules.extra_traditional_bonuses
    if source == "own_gate_stock":
        keys.append("u_chi")
    if source == "dealt":
        keys.append("thien_u")
    if extra and "dia_u" in flags:
        keys.append("dia_u")
    if extra and "thong" in flags:
        keys.append("thong")
    keys += ["tom"] * min(cnt[c._index] for c in TOM)
    if win is not None and pairing.n_chan == rules.MIN_CHAN and not any(
            a.rank == win.rank and not win.is_chi_chi for a, _ in pairing.ca):
        keys.append("bach_thu_chi" if win.is_chi_chi and rules.bach_thu_chi_separate_bonus else "bach_thu")
    keys += ["leo"] * min(cnt[c._index] for c in LEO)
    if "thien_khai" in flags:
        keys.append("thien_khai")
    if "chiu_u" in flags or source == "chiu":
        keys.append("chiu_u")
    if "bon" in flags:
        keys.append("bon")
    red = sum(cnt[i] for i in RED_INDEXES)
    if red == 0:
        keys.append("bach_dinh")
    if red == 8:
        keys.append("tam_do")
    if cnt[24] == 4 and red == 4:
        keys.append("kinh_tu_chi")
    if pairing.n_chan == 10:
        keys.append("thap_thanh")
    return keys


def _total(keys: list[str], rules: Rules, verdict) -> Score:
    table = rules.bonus_values
    if not keys:
        return Score(rules.xuong_points, verdict=verdict)
    bonuses = tuple((BONUS_NAMES[k], table[k][0], table[k][1]) for k in keys)
    if "thap_thanh" in keys and rules.thap_thanh_adds_main_values:
        order = sorted(range(len(keys)), key=lambda i: keys[i] != "thap_thanh")
        return Score(sum(b[1] for b in bonuses), tuple(bonuses[i] for i in order), None,
                     tuple(keys[i] for i in order), "sum_of_mains", verdict)
    # Highest main value; on a tie the one with the higher dịch is the main one.
    best = max(range(len(bonuses)), key=lambda i: (bonuses[i][1], bonuses[i][2], -i))
    points = bonuses[best][1] + sum(b[2] for i, b in enumerate(bonuses) if i != best)
    return Score(points, bonuses, bonuses[best][0], tuple(keys), "main_plus_dich", verdict)


def score(cards, winning_card, win_source, history=(), rules=None, *, exposed=()) -> Score:
    """The cước (points) of a win, with its bonuses and arithmetic.

    ``cards``: the 20 winning cards (the winning card among them);
    ``win_source`` as in :func:`check_win`; ``history``: flags the hand
    earned on the way that the cards cannot show — ``"thien_khai"`` (four
    identical cards dealt), ``"chiu_u"`` (the winning card completed a triple
    to four; implied by ``win_source="chiu"``), ``"bon"`` (a pair completed
    to four), and with ``extra_traditional_bonuses`` ``"dia_u"``, ``"thong"``.

    Ù xuông (no bonus) scores ``xuong_points``; otherwise the highest main
    value plus the dịch of every other bonus (equal mains: the one with the
    higher dịch is the main one); with Thập thành the main values are added.

    Raises:
        CardlabError: if the cards are not a win (the message gives the
            reason), for unknown or impossible history flags, or bad input
            as in :func:`check_win`.
    """
    rules = _rules(rules)
    verdict = check_win(cards, winning_card, win_source, rules, exposed=exposed)
    if not verdict:
        shown = cards if isinstance(cards, str) else " ".join(str(c) for c in parse_cards(cards))
        raise CardlabError(f"{shown!r} is not a win, so it has no score: {verdict.text()}")
    cnt = _counts(parse_cards(cards, _as_hand=False))
    return _score(cnt, verdict, history, rules)


def _score(cnt, verdict, history, rules) -> Score:
    win, source = verdict.winning_card, verdict.win_source
    flags = _check_history(history, cnt, win, source)
    return _total(_bonus_keys(cnt, verdict.pairing, win, source, flags, rules), rules, verdict)


def settle(points, winner, players: int = 4) -> tuple[int, ...]:
    """Payments of a deal: each loser pays ``points``, the winner receives three times it.

    With ``players`` other than 4, the winner receives ``(players - 1) *
    points``. ``winner=None`` is a drawn deal: all zeros.

    Raises:
        CardlabError: for a negative or non-numeric score, or a winner who is
            not a seat 0..players-1.
    """
    if isinstance(players, bool) or not isinstance(players, int) or players < 2:
        raise CardlabError(f"players={players!r}: expected a whole number of players, at least 2")
    if isinstance(points, bool) or not isinstance(points, (int, float)) or points < 0:
        raise CardlabError(f"points={points!r}: expected the score of the win, a number of at least 0")
    if winner is None:
        return (0,) * players
    if isinstance(winner, bool) or not isinstance(winner, int) or not 0 <= winner < players:
        raise CardlabError(f"winner={winner!r}: expected a seat 0..{players - 1} or None for a drawn deal")
    return tuple((players - 1) * points if p == winner else -points for p in range(players))


@dataclass(frozen=True)
class Wait:
    """A card that completes a 19-card hand: ``card``, ``score`` when it is
    turned up at another gate, ``own_gate_score`` at your own gate (Ù chì)."""

    card: ChanCard
    score: Score
    own_gate_score: Score

    @property
    def points(self) -> int:
        return self.score.points

    def __str__(self) -> str:
        return (f"{self.card} ({self.card.name}): {self.score.arithmetic}; "
                f"at your own gate {self.own_gate_score.arithmetic}")


def waiting_cards(cards, rules=None, *, exposed=(), history=()) -> list[Wait]:
    """Which faces complete a 19-card hand (chờ), with the score each would give.

    Faces the hand already holds four times are left out (no fifth copy).
    Chi chi completes only an exact 6 Chắn + 4 Cạ.

    Raises:
        CardlabError: if the hand does not have 19 cards; junk as in
            :func:`check_win`.
    """
    rules = _rules(rules)
    hand = parse_cards(cards, _as_hand=False)
    cnt = _check_holds(hand)
    if len(hand) != rules.HAND_CARDS:
        raise CardlabError(f"{' '.join(map(str, hand))!r} has {len(hand)} cards: waiting cards are those that "
                           f"complete a {rules.HAND_CARDS}-card hand")
    groups = _parse_exposed(exposed, hand)
    history = _flag_set(history)
    free = list(cnt)
    fixed_chan = fixed_ca = 0
    for g in groups:
        for c in g:
            free[c._index] -= 1
        kind = _group_kind(g)
        fixed_chan += {"chan": 1, "chiu": 2}.get(kind, 0)
        fixed_ca += kind == "ca"
    out = []
    for face in FACES:
        if cnt[face._index] >= rules.COPIES:
            continue
        free[face._index] += 1
        ok = _win_quick(free, fixed_chan, fixed_ca, face._index, rules.MIN_CHAN)
        free[face._index] -= 1
        if ok:
            full = hand + [face]
            cnt[face._index] += 1
            scores = []
            for source in ("other_gate_stock", "own_gate_stock"):
                verdict = _check_win(full, cnt, face, source, groups, rules)
                try:
                    scores.append(_score(cnt, verdict, history, rules))
                except CardlabError:
                    # A history flag this card cannot carry (e.g. chiu_u):
                    # score it without the flags rather than hide the wait.
                    scores.append(_score(cnt, verdict, (), rules))
            cnt[face._index] -= 1
            out.append(Wait(face, *scores))
    return out


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------

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
        from . import render

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


class State(GameState):
    """A Chắn deal in progress (see RULES.md §4). Seats 0..3: You, AI 1, AI 2, AI 3.

    How the turn runs (and how the garbled seed was resolved):

    * The dealer (random, from the seed) gets 20 cards, the others 19; 23
      form the stock. The dealer declares Thiên ù if the 20 cards win (the
      20th card dealt counts as the winning card, so the Chi chi rule
      applies), or discards (a dealer may let a Thiên ù go and discard). A
      dealer with no legal opening discard and no Thiên ù has a dead hand:
      they only draw, and never capture, Chíu or win.
    * Every exposed card lies at a gate (cửa): a discard at the discarder's
      gate, a turned-up stock card at the gate of the player who turned it.
      Before anyone captures it, players who may *claim* it are asked in
      turn (``Phase.CLAIM``): first wins (only on a card turned up from the
      stock), then Chíu (a player holding three identical cards takes the
      fourth), each in seat order starting from the exposing gate. Then the
      ordinary capture: the player who turned up a stock card may pair it
      (Chắn or Cạ) and discard, or leave it; the next player may pair the
      previous card (discard or left stock card) and discard, or pass and
      turn up a stock card.
    * A Chíu by the player whose decision the card was is in turn: they
      discard and play goes on to the next seat. A Chíu out of turn: the
      claimant discards once, that discard replaces the taken card at the
      interrupted gate, and the interrupted player decides on it as they
      would have on the taken card; the turn does not jump past them.
      A Chíu that completes the hand wins at once (win_source ``"chiu"``).
    * Holding three identical cards, the fourth is taken only by Chíu (not
      by an ordinary Chắn capture). Holding two, a third may be captured as
      Chắn with one of them; completing such a pair to four is Bòn.
    * Capture constraints are those of §4; where the seed's sentence says
      so (option ``passed_faces_barred``), a face you declined as Chắn,
      discarded, or played from hand into a Cạ cannot be captured by you
      later. "Already holding a Cạ in a rank" counts a Cạ laid down and
      two odd cards of that rank in the hand; an "unpaired" card is one in
      neither an identical pair nor a Cạ in the hand. After capturing a Cạ
      of faces A and B you may not discard both A and B (the second one is
      refused); after discarding both A and B you may not capture the Cạ
      A–B. Passing on a card you could capture as Chắn (drawing, leaving
      it, or letting a Chíu go) is declining it.
    * A drawn deal: a player must turn up a stock card and the stock is
      empty. Payments are zero-sum: each loser pays the score, the winner
      receives three times it.
    * History flags: Thiên khai (four identical cards dealt to the winner),
      Chíu ù (the winning card is the fourth of a triple held in hand), Bòn
      (four identical cards otherwise, e.g. a dealt pair captured to four),
      Địa ù (a win on the first stock card turned up in the deal).
    """

    game = "chan"

    def __init__(self, seed: int, rules: Rules, players: int, dealer: int, hands: list[list[ChanCard]],
                 stock: list[ChanCard], last_dealt: ChanCard | None = None, rigged: bool = False):
        self.seed = seed
        self.rules = rules
        self.players = players
        self.history = []
        self._history_text: list[str] = []
        self.dealer = dealer
        self._cnt = [_counts(h) for h in hands]
        self._dealt = [list(c) for c in self._cnt]
        self.exposed: list[list[Group]] = [[] for _ in range(players)]
        self.stock = list(stock)       # the next card turned up is stock[-1]
        self.gates: list[list[ChanCard]] = [[] for _ in range(players)]
        self.offer: Offer | None = None
        self.claims: list[tuple[int, str]] = []
        self._then: tuple[Phase, int] | None = None
        self._discard_gate: int | None = None
        self._after_discard: tuple[Phase, int] | None = None
        self.turned_up = 0
        self.dead = [False] * players
        self.flags: list[set] = [set() for _ in range(players)]
        self.declined: list[set] = [set() for _ in range(players)]
        self.discarded: list[set] = [set() for _ in range(players)]
        self.ca_from_hand: list[set] = [set() for _ in range(players)]
        self.captured_ca: list[list[tuple[int, int]]] = [[] for _ in range(players)]
        self.winner: int | None = None
        self.win_card: ChanCard | None = None
        self.win_source: str | None = None
        self.final_score: Score | None = None
        self.end: str | None = None
        self.last_dealt = last_dealt
        self._rigged = rigged
        self._deal_record = ([[str(c) for c in h] for h in hands], [str(c) for c in stock], dealer,
                             None if last_dealt is None else str(last_dealt))
        self._legal_cache: tuple[int, list] | None = None
        self._version = 0
        for p in range(players):
            if 4 in self._cnt[p]:
                self.flags[p].add("thien_khai")
        self.phase = Phase.OPENING
        self.current_player = dealer
        if not self._thien_u_ok() and not self._legal_discards(dealer):
            self.dead[dealer] = True

    # -- construction --------------------------------------------------------
    @classmethod
    def _default_rules(cls):
        return Rules()

    @staticmethod
    def _card_parser(token: str):
        return ChanCard.parse(token)

    @classmethod
    def _new(cls, seed, rules, players):
        rules = _rules(rules)
        players = _check_players(players)
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        dealer = rng.randrange(players)
        hands, pos = [], 0
        for p in range(players):
            n = rules.DEALER_CARDS if p == dealer else rules.HAND_CARDS
            hands.append(deck[pos:pos + n])
            pos += n
        last = hands[dealer][-1]
        return cls(seed, rules, players, dealer, hands, deck[pos:], last)

    @classmethod
    def from_deal(cls, dealer: int, hands, stock, rules=None, last_dealt=None) -> "State":
        """A deal set up by hand (for lessons and tests): ``hands[p]`` as cards,
        ``stock`` with the next card to turn up LAST, ``last_dealt`` the
        dealer's 20th card (default: the last card of the dealer's hand).

        Raises:
            CardlabError: unless the dealer has 20 cards, the others 19, and
                hands plus stock are exactly the 100-card deck.
        """
        rules = _rules(rules)
        if not isinstance(hands, (list, tuple)):
            raise CardTypeError(f"hands={hands!r}: expected one list of cards per player")
        players = _check_players(len(hands))
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
            raise CardlabError(f"dealer={dealer!r}: expected a seat 0..{players - 1}")
        parsed = [parse_cards(h, _as_hand=False) for h in hands]
        stock_cards = parse_cards(stock, _as_hand=False) if stock else []
        for p, h in enumerate(parsed):
            need = rules.DEALER_CARDS if p == dealer else rules.HAND_CARDS
            if len(h) != need:
                raise CardlabError(f"player {p} has {len(h)} cards: expected {need}")
        everything = [c for h in parsed for c in h] + stock_cards
        if _counts(everything) != [4] * 25:
            raise CardlabError("hands plus stock must be exactly the 100-card deck (four of each face)")
        last = parsed[dealer][-1] if last_dealt is None else ChanCard.parse(last_dealt)
        return cls(None, rules, players, dealer, parsed, stock_cards, last, rigged=True)

    def to_json(self) -> str:
        data = json.loads(super().to_json())
        if self._rigged:
            hands, stock, dealer, last = self._deal_record
            data["deal"] = {"hands": hands, "stock": stock, "dealer": dealer, "last_dealt": last}
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Rebuild a deal by replaying its record (a set-up deal is stored in the record).

        Raises:
            CardlabError: if the text is not a Chắn record or an action in it is illegal.
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError):
            data = None
        if not isinstance(data, dict) or "deal" not in data:
            return super().from_json(text)
        if data.get("game") != cls.game:
            raise CardlabError(f"not a {cls.game} record: game={data.get('game')!r}")
        deal = data["deal"]
        state = cls.from_deal(deal["dealer"], deal["hands"], deal["stock"], Rules(**data.get("rules", {})),
                              deal.get("last_dealt"))
        for item in data["actions"]:
            state.apply(Action.from_dict(item, cls._card_parser))
        return state

    # -- public reading -------------------------------------------------------
    @property
    def hands(self) -> list[list[ChanCard]]:
        """Each player's concealed cards, sorted."""
        return [self._hand(p) for p in range(self.players)]

    def _hand(self, p: int) -> list[ChanCard]:
        cnt = self._cnt[p]
        return [FACES[f] for f in range(25) for _ in range(cnt[f])]

    @property
    def discards(self) -> list[list[ChanCard]]:
        """The cards lying at each gate (discards and stock cards nobody took)."""
        return [list(g) for g in self.gates]

    def cards_of(self, player: int) -> list[ChanCard]:
        """All of a player's cards, concealed and laid down."""
        return self._hand(player) + [c for g in self.exposed[player] for c in g.cards]

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    # -- bookkeeping helpers ---------------------------------------------------
    def _next(self, p: int) -> int:
        return (p + 1) % self.players

    def _fixed(self, p: int) -> tuple[int, int]:
        chan = ca = 0
        for g in self.exposed[p]:
            if g.kind == "chan":
                chan += 1
            elif g.kind == "chiu":
                chan += 2
            else:
                ca += 1
        return chan, ca

    def _thien_u_ok(self) -> bool:
        d = self.dealer
        if self.phase is not Phase.OPENING or self.history:
            return False
        fc, fa = self._fixed(d)
        win = None if self.last_dealt is None else self.last_dealt._index
        return _win_quick(self._cnt[d], fc, fa, win, self.rules.MIN_CHAN)

    def _wins_with(self, p: int, card: ChanCard, source: str) -> bool:
        cnt = self._cnt[p]
        if cnt[card._index] >= 4:
            return False
        fc, fa = self._fixed(p)
        cnt[card._index] += 1
        try:
            return _win_quick(cnt, fc, fa, card._index, self.rules.MIN_CHAN)
        finally:
            cnt[card._index] -= 1

    def _discard_problem(self, p: int, f: int, cnt: list[int] | None = None) -> Reason | None:
        cnt = self._cnt[p] if cnt is None else cnt
        card = FACES[f]
        if cnt[f] == 0:
            return Reason("chan.not_in_hand", player=self._name(p), card=card)
        if cnt[f] % 2 == 0:
            return Reason("chan.pair_not_discarded", card=card)
        if f in self.declined[p]:
            return Reason("chan.declined_no_discard", card=card)
        for a, b in self.captured_ca[p]:
            if f in (a, b):
                other = b if f == a else a
                if other in self.discarded[p]:
                    return Reason("chan.captured_ca_no_discard", card=card, other=FACES[other])
        return None

    def _legal_discards(self, p: int, cnt: list[int] | None = None) -> list[int]:
        cnt = self._cnt[p] if cnt is None else cnt
        return [f for f in range(25) if cnt[f] & 1 and self._discard_problem(p, f, cnt) is None]

    def _capture_bars(self, p: int, f: int) -> Reason | None:
        if not self.rules.passed_faces_barred:
            return None
        card = FACES[f]
        if f in self.declined[p]:
            return Reason("chan.declined_no_capture", card=card)
        if f in self.discarded[p]:
            return Reason("chan.discarded_no_capture", card=card)
        if f in self.ca_from_hand[p]:
            return Reason("chan.ca_face_no_capture", card=card)
        return None

    def _leaves_discard(self, p: int, used: dict[int, int]) -> bool:
        cnt = list(self._cnt[p])
        for f, n in used.items():
            cnt[f] -= n
        return bool(self._legal_discards(p, cnt))

    def _chan_problem(self, p: int, f: int) -> Reason | None:
        card = FACES[f]
        if self.dead[p]:
            return Reason("chan.dead_hand", player=self._name(p))
        n = self._cnt[p][f]
        if n == 0:
            return Reason("chan.not_in_hand", player=self._name(p), card=card)
        if n >= 3:
            return Reason("chan.three_means_chiu", card=card)
        bar = self._capture_bars(p, f)
        if bar is not None:
            return bar
        if not self._leaves_discard(p, {f: 1}):
            return Reason("chan.no_discard_left")
        return None

    def _ca_problem(self, p: int, f: int, h: int) -> Reason | None:
        card, mine = FACES[f], FACES[h]
        if self.dead[p]:
            return Reason("chan.dead_hand", player=self._name(p))
        if f == 24 or h == 24 or f == h or f // 3 != h // 3:
            return Reason("chan.not_ca", card=card, other=mine)
        cnt = self._cnt[p]
        if cnt[h] == 0:
            return Reason("chan.not_in_hand", player=self._name(p), card=mine)
        if cnt[f] > 0:
            return Reason("chan.must_capture_as_chan", card=card)
        if cnt[h] % 2 == 0:
            return Reason("chan.pair_not_for_ca", card=mine)
        for x in (h, f):
            if x in self.declined[p]:
                return Reason("chan.declined_no_ca", card=FACES[x])
        if f in self.discarded[p] and h in self.discarded[p]:
            return Reason("chan.ca_discarded_both", card=card, other=mine)
        bar = self._capture_bars(p, f)
        if bar is not None:
            return bar
        base = f - f % 3
        odd_in_rank = sum(cnt[x] & 1 for x in (base, base + 1, base + 2))
        if odd_in_rank >= 2 or any(g.kind == "ca" and g.cards[0].rank == card.rank for g in self.exposed[p]):
            return Reason("chan.ca_rank_held", rank=RANK_NAMES[card.rank])
        if _unpaired_count(cnt) == 1:
            return Reason("chan.ca_last_unpaired")
        if not self._leaves_discard(p, {h: 1}):
            return Reason("chan.no_discard_left")
        return None

    def _chiu_problem(self, p: int, f: int) -> Reason | None:
        card = FACES[f]
        if self.dead[p]:
            return Reason("chan.dead_hand", player=self._name(p))
        if self._cnt[p][f] != 3:
            return Reason("chan.need_three", card=card, count=self._cnt[p][f])
        bar = self._capture_bars(p, f)
        if bar is not None:
            return bar
        if not self._leaves_discard(p, {f: 3}):
            return Reason("chan.no_discard_left")
        return None

    def _name(self, p: int) -> str:
        return SEATS[p] if self.players == 4 else f"player {p}"

    # -- legal actions ------------------------------------------------------------
    def _act(self, kind: str, cards=(), target=None, text: str = "") -> Action:
        return Action(kind, tuple(cards), target, self.current_player, text)

    def legal_actions(self) -> list[Action]:
        if self._legal_cache is not None and self._legal_cache[0] == self._version:
            return list(self._legal_cache[1])
        acts = self._compute_legal()
        self._legal_cache = (self._version, acts)
        return list(acts)

    def _capture_actions(self, p: int) -> list[Action]:
        acts = []
        card = self.offer.card
        f = card._index
        if self._chan_problem(p, f) is None:
            acts.append(self._act("chan", (card, card), text=f"chắn {card} with {card}"))
        if f != 24 and self._cnt[p][f] == 0:
            base = f - f % 3
            for h in (base, base + 1, base + 2):
                if h != f and self._cnt[p][h] and self._ca_problem(p, f, h) is None:
                    acts.append(self._act("ca", (card, FACES[h]), text=f"cạ {card} with {FACES[h]}"))
        return acts

    def _compute_legal(self) -> list[Action]:
        ph, p = self.phase, self.current_player
        if ph is Phase.OVER:
            return []
        if ph is Phase.OPENING:
            if self.dead[p]:
                return [self._act("draw", text="draw: turn up a stock card (dead hand)")]
            acts = []
            if self._thien_u_ok():
                acts.append(self._act("u", (), "dealt", "ù: Thiên ù (the dealt cards win)"))
            acts += [self._act("discard", (FACES[f],), text=f"discard {FACES[f]}") for f in self._legal_discards(p)]
            return acts
        if ph is Phase.DISCARD:
            return [self._act("discard", (FACES[f],), text=f"discard {FACES[f]}") for f in self._legal_discards(p)]
        card = self.offer.card
        if ph is Phase.CLAIM:
            kind = self.claims[0][1]
            acts = []
            if kind == "win":
                source = "own_gate_stock" if p == self.offer.gate else "other_gate_stock"
                acts.append(self._act("u", (card,), source, f"ù on {card} ({_SOURCE_WORDS[source]})"))
            else:
                if self.offer.source == "discard" and self._wins_with(p, card, "chiu"):
                    acts.append(self._act("u", (card,), "chiu", f"ù on {card} by Chíu"))
                if self._chiu_problem(p, card._index) is None:
                    acts.append(self._act("chiu", (card,), text=f"chíu {card}"))
            acts.append(self._act("decline", (card,), kind, f"let {card} go"))
            return acts
        if ph is Phase.RESPOND:
            acts = self._capture_actions(p)
            text = "draw: turn up a stock card" if self.stock else "draw: the stock is empty, the deal is drawn"
            acts.append(self._act("draw", text=text))
            return acts
        if ph is Phase.TURNED:
            acts = self._capture_actions(p)
            acts.append(self._act("leave", (card,), text=f"leave {card}"))
            return acts
        return []

    # -- why an action is illegal -------------------------------------------------
    def why_illegal(self, action: Action) -> Verdict:
        reasons = self._why(action)
        return Verdict(False, reasons=reasons)

    def _why(self, action) -> list[Reason]:
        if not isinstance(action, Action):
            return [Reason("chan.not_an_action", action=repr(action))]
        if self.phase is Phase.OVER:
            return [Reason("chan.game_over")]
        p = self.current_player
        if action.kind not in _ACTION_KINDS:
            return [Reason("chan.unknown_action", kind=action.kind, kinds=", ".join(_ACTION_KINDS))]
        if action.player is None:
            return [Reason("chan.player_missing", current=p)]
        if action.player != p:
            return [Reason("chan.not_your_turn", current=self._name(p), player=self._name(action.player)
                           if isinstance(action.player, int) and 0 <= action.player < self.players
                           else action.player)]
        if action.kind not in _PHASE_KINDS[self.phase] or (
                self.phase is Phase.OPENING and (action.kind == "draw") != self.dead[p]):
            return [Reason(f"chan.phase.{self.phase.value}", action=str(action))]
        cards = action.cards
        if any(not isinstance(c, ChanCard) for c in cards):
            return [Reason("chan.not_legal", action=str(action), legal=self._legal_text())]
        if action.kind == "discard" and len(cards) == 1:
            why = self._discard_problem(p, cards[0]._index)
            if why is not None:
                return [why]
        if self.offer is not None and action.kind in ("chan", "ca", "chiu", "leave", "decline") and cards \
                and cards[0] != self.offer.card:
            return [Reason("chan.not_on_offer", card=cards[0], offer=self.offer.card)]
        if action.kind == "chan" and cards:
            why = self._chan_problem(p, cards[0]._index)
            if why is not None:
                return [why]
        if action.kind == "ca" and len(cards) == 2:
            why = self._ca_problem(p, cards[0]._index, cards[1]._index)
            if why is not None:
                return [why]
        if action.kind == "chiu" and cards:
            if self.claims and self.claims[0][1] != "chiu":
                return [Reason("chan.need_three", card=cards[0], count=self._cnt[p][cards[0]._index])]
            why = self._chiu_problem(p, cards[0]._index)
            if why is not None:
                return [why]
        if action.kind == "u":
            return self._why_not_win(p, action)
        return [Reason("chan.not_legal", action=str(action), legal=self._legal_text())]

    def _why_not_win(self, p: int, action: Action) -> list[Reason]:
        if self.dead[p]:
            return [Reason("chan.dead_hand", player=self._name(p))]
        source = action.target
        if self.phase is Phase.OPENING:
            cnt = self._cnt[p]
            win = None if self.last_dealt is None else self.last_dealt._index
            why = _win_facts(cnt, 0, 0, win, "dealt", self.rules)[4]
            return [why] if why else [Reason("chan.not_legal", action=str(action), legal=self._legal_text())]
        card = self.offer.card
        if self.offer.source == "discard" and source != "chiu":
            return [Reason("chan.no_win_on_discard", card=card)]
        cnt = list(self._cnt[p])
        cnt[card._index] += 1
        fc, fa = self._fixed(p)
        why = _win_facts(cnt, fc, fa, card._index, source, self.rules)[4]
        return [why] if why else [Reason("chan.not_legal", action=str(action), legal=self._legal_text())]

    def _legal_text(self) -> str:
        return "; ".join(str(a) for a in self.legal_actions()) or "none"

    # -- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._version += 1
        self.history.append(action)
        self._history_text.append(str(action))
        getattr(self, "_do_" + action.kind)(action)

    def _enter(self, phase: Phase, player: int) -> None:
        self.phase = phase
        self.current_player = player

    def _open_claims(self, then: tuple[Phase, int]) -> None:
        """Ask the players who may claim the offered card, in priority order."""
        offer = self.offer
        f = offer.card._index
        claims = []
        order = seat_order(offer.gate, self.players)
        if offer.source == "stock":
            for q in order:
                if not self.dead[q]:
                    source = "own_gate_stock" if q == offer.gate else "other_gate_stock"
                    if self._wins_with(q, offer.card, source):
                        claims.append((q, "win"))
        for q in order:
            if q == offer.by and offer.source == "discard":
                continue
            if not self.dead[q] and self._cnt[q][f] == 3:
                if self._chiu_problem(q, f) is None or (offer.source == "discard" and
                                                         self._wins_with(q, offer.card, "chiu")):
                    claims.append((q, "chiu"))
        self.claims = claims
        self._then = then
        if claims:
            self._enter(Phase.CLAIM, claims[0][0])
        else:
            self._enter(*then)

    def _take_offer(self) -> ChanCard:
        card = self.offer.card
        pile = self.gates[self.offer.gate]
        # The offered card is the last one put at its gate.
        pile.pop()
        return card

    def _do_discard(self, a: Action) -> None:
        p = self.current_player
        card = a.cards[0]
        self._cnt[p][card._index] -= 1
        self.discarded[p].add(card._index)
        gate = p if self.phase is Phase.OPENING else self._discard_gate
        then = (Phase.RESPOND, self._next(p)) if self.phase is Phase.OPENING else self._after_discard
        self.gates[gate].append(card)
        self.offer = Offer(card, gate, "discard", p)
        self._discard_gate = self._after_discard = None
        self._open_claims(then)

    def _mark_declined(self, p: int) -> None:
        """Passing up an available Chắn (or Chíu) bars that face (bỏ chắn)."""
        if self.offer is not None and self._chan_problem(p, self.offer.card._index) is None:
            self.declined[p].add(self.offer.card._index)

    def _do_draw(self, a: Action) -> None:
        p = self.current_player
        if self.phase is Phase.RESPOND and self.offer is not None:
            self._mark_declined(p)
        self.offer = None
        if not self.stock:
            self._finish(None)
            return
        card = self.stock.pop()
        self.turned_up += 1
        self.gates[p].append(card)
        self.offer = Offer(card, p, "stock", p)
        self._open_claims((Phase.TURNED, p))

    def _do_leave(self, a: Action) -> None:
        p = self.current_player
        self._mark_declined(p)
        self._enter(Phase.RESPOND, self._next(p))

    def _do_decline(self, a: Action) -> None:
        q, kind = self.claims.pop(0)
        if kind == "chiu" and self._chiu_problem(q, self.offer.card._index) is None:
            self.declined[q].add(self.offer.card._index)
        if self.claims:
            self._enter(Phase.CLAIM, self.claims[0][0])
        else:
            self._enter(*self._then)

    def _capture(self, p: int, kind: str, hand_card: ChanCard) -> None:
        gate = self.offer.gate
        card = self._take_offer()
        self._cnt[p][hand_card._index] -= 1
        if kind == "chan":
            self.exposed[p].append(Group("chan", (card, card), card, gate))
            total = sum(1 for c in self.cards_of(p) if c == card)
            if total == 4 and self._dealt[p][card._index] < 4:
                self.flags[p].add("bon")
        else:
            self.exposed[p].append(Group("ca", tuple(sorted((card, hand_card))), card, gate))
            self.ca_from_hand[p].add(hand_card._index)
            self.captured_ca[p].append((card._index, hand_card._index))
        self.offer = None
        self.claims = []
        self._discard_gate = p
        self._after_discard = (Phase.RESPOND, self._next(p))
        self._enter(Phase.DISCARD, p)

    def _do_chan(self, a: Action) -> None:
        self._capture(self.current_player, "chan", a.cards[1])

    def _do_ca(self, a: Action) -> None:
        self._capture(self.current_player, "ca", a.cards[1])

    def _do_chiu(self, a: Action) -> None:
        q = self.current_player
        offer = self.offer
        card = self._take_offer()
        self._cnt[q][card._index] -= 3
        self.exposed[q].append(Group("chiu", (card,) * 4, card, offer.gate))
        then_phase, decider = self._then
        if q == decider:
            # In turn: discard at your own gate, play goes on to the next seat.
            self._discard_gate, self._after_discard = q, (Phase.RESPOND, self._next(q))
        else:
            # Out of turn: the discard replaces the taken card at the interrupted
            # gate and the interrupted player decides on it.
            self._discard_gate, self._after_discard = offer.gate, (then_phase, decider)
        self.offer = None
        self.claims = []
        self._enter(Phase.DISCARD, q)

    def _do_u(self, a: Action) -> None:
        p = self.current_player
        source = a.target
        if source == "dealt":
            card = self.last_dealt
        else:
            card = self._take_offer()
            held = self._cnt[p][card._index]
            self._cnt[p][card._index] += 1
            if held == 3:
                self.flags[p].add("chiu_u")
            elif sum(1 for c in self.cards_of(p) if c == card) == 4:
                self.flags[p].add("bon")
            if self.turned_up == 1 and source in ("own_gate_stock", "other_gate_stock"):
                self.flags[p].add("dia_u")
        self.offer = None
        self.claims = []
        self.win_card, self.win_source = card, source
        self._finish(p)

    def _finish(self, winner: int | None) -> None:
        self.winner = winner
        if winner is None:
            self.end = "drawn"
        else:
            self.end = "thien_u" if self.win_source == "dealt" else "u"
            self.final_score = score(self.cards_of(winner), self.win_card, self.win_source,
                                     tuple(sorted(self.flags[winner])), self.rules,
                                     exposed=[g.cards for g in self.exposed[winner]])
        self.phase = Phase.OVER
        self.current_player = None

    # -- ending -------------------------------------------------------------------
    def outcome(self) -> Outcome:
        """The result: winner, zero-sum payments and the score's explanation.

        Raises:
            CardlabError: if the deal is not over yet.
        """
        if not self.is_terminal():
            raise CardlabError("the deal is not over: no outcome yet (play until state.is_terminal())")
        n = self.players
        if self.winner is None:
            pays = settle(0, None, n)
            return Outcome(None, (), (), {p: pays[p] for p in range(n)}, "drawn",
                           (Reason("chan.outcome.drawn"),), {"stock_left": len(self.stock)})
        w = self.winner
        pts = self.final_score.points
        pays = settle(pts, w, n)
        reason = Reason(f"chan.outcome.{self.win_source}", player=self._name(w),
                        card=self.win_card if self.win_card is not None else "—",
                        score=self.final_score.arithmetic, points=pts, total=pays[w])
        ranking = (w,) + tuple(p for p in seat_order(self._next(w), n) if p != w)
        return Outcome(w, ranking, (), {p: pays[p] for p in range(n)}, self.end, (reason,),
                       {"score": self.final_score, "win_source": self.win_source, "winning_card": self.win_card,
                        "flags": tuple(sorted(self.flags[w]))})

    def view(self, player: int) -> ChanView:
        """What ``player`` may see (their hand, everything public, their legal actions).

        Raises:
            CardlabError: for a seat that is not 0..players-1.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError(f"player={player!r}: expected a seat 0..{self.players - 1}")
        mine = player == self.current_player
        pays = ()
        if self.is_terminal():
            pays = settle(0 if self.final_score is None else self.final_score.points, self.winner, self.players)
        return ChanView(
            player=player, phase=self.phase, current_player=self.current_player, dealer=self.dealer,
            hand=tuple(self._hand(player)), exposed=tuple(tuple(g) for g in self.exposed),
            gates=tuple(tuple(g) for g in self.gates), offer=self.offer,
            claim=self.claims[0][1] if self.phase is Phase.CLAIM and self.claims else None,
            stock_size=len(self.stock), hand_sizes=tuple(sum(c) for c in self._cnt), dead=tuple(self.dead),
            declined=frozenset(FACES[f] for f in self.declined[player]),
            discarded=frozenset(FACES[f] for f in self.discarded[player]),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            history=tuple(self._history_text), winner=self.winner, payments=pays)

    def __repr__(self) -> str:
        turn = "over" if self.phase is Phase.OVER else f"{self.phase.value}, {self._name(self.current_player)} to act"
        return f"<chan.State seed={self.seed} dealer={self._name(self.dealer)} stock={len(self.stock)} {turn}>"


def _unpaired_count(cnt: list[int]) -> int:
    """Cards in neither an identical pair nor a Cạ of the hand (lẻ)."""
    n = cnt[24] & 1
    for base in range(0, 24, 3):
        n += ((cnt[base] & 1) + (cnt[base + 1] & 1) + (cnt[base + 2] & 1)) & 1
    return n


def _check_players(players) -> int:
    if players is None:
        return 4
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise InvalidRulesError(f"players={players!r} is not allowed: Chắn is for 4 players (2 or 3 also play)")
    return players


def new_game(seed: int = 0, rules=None, players=None) -> State:
    """Deal a Chắn hand: a random dealer (from the seed) with 20 cards, the others 19, 23 in the stock.

    Raises:
        InvalidRulesError: for rules that are not ``chan.Rules`` or a player
            count outside 2..4.
    """
    return State._new(seed, rules, players)


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------

register_messages({
    "chan.win": {"en": "{chan} Chắn and {ca} Cạ make ten pairs: a win (ù).",
                 "vi": "{chan} Chắn và {ca} Cạ đủ mười cặp: ù."},
    "chan.win_needs_twenty": {"en": "{count} cards: a win (ù) needs all 20 cards in ten pairs.",
                              "vi": "{count} lá: muốn ù phải đủ 20 lá thành mười cặp."},
    "chan.unpaired": {"en": "{cards} cannot be paired: every card must be in a Chắn or a Cạ.",
                      "vi": "{cards} không thành cặp: mọi lá phải nằm trong một Chắn hoặc một Cạ."},
    "chan.too_few_chan": {"en": "Only {chan} Chắn: a win needs at least {minimum}.",
                          "vi": "Chỉ có {chan} Chắn: muốn ù cần ít nhất {minimum} Chắn."},
    "chan.chi_chi_exact": {
        "en": "Chi chi is the winning card, so the hand needs exactly 6 Chắn and 4 Cạ; it has {chan} Chắn and {ca} Cạ.",
        "vi": "Chi chi là lá ù nên bài phải có đúng 6 Chắn và 4 Cạ; bài này có {chan} Chắn và {ca} Cạ."},
    "chan.no_win_on_discard": {
        "en": "{card} is an ordinary discard: nobody wins (ù) on it, only on a card turned up from the stock or by Chíu.",
        "vi": "{card} là lá đánh ra thường: không ai được ù lá đó, chỉ ù lá lật từ nọc hoặc bằng Chíu."},
    "chan.chiu_needs_four": {
        "en": "A win by Chíu completes three identical cards to four, but the hand has {count} {card}.",
        "vi": "Ù bằng Chíu là bộ ba thành bốn lá giống nhau, nhưng bài chỉ có {count} lá {card}."},
    # cước
    "chan.bonus.u_chi": {"en": "Ù chì (won on the stock card turned up at your own gate): main {main}, dịch {dich}.",
                         "vi": "Ù chì (ù lá nọc lật ở cửa mình): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thien_u": {"en": "Thiên ù (the dealer's first 20 cards win): main {main}, dịch {dich}.",
                           "vi": "Thiên ù (20 lá đầu của nhà cái đã ù): điểm chính {main}, dịch {dich}."},
    "chan.bonus.dia_u": {"en": "Địa ù (won on the first card turned up from the stock): main {main}, dịch {dich}.",
                         "vi": "Địa ù (ù ngay lá nọc đầu tiên được lật): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thong": {"en": "Thông (the winner also won the previous deal): main {main}, dịch {dich}.",
                         "vi": "Thông (người ù cũng ù ván trước): điểm chính {main}, dịch {dich}."},
    "chan.bonus.tom": {"en": "Tôm (Tam vạn, Tam sách and Thất văn): main {main}, dịch {dich}.",
                       "vi": "Tôm (Tam vạn, Tam sách và Thất văn): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bach_thu": {
        "en": "Bạch thủ (exactly 6 Chắn and no Cạ in the winning card's rank): main {main}, dịch {dich}.",
        "vi": "Bạch thủ (đúng 6 Chắn và không có Cạ ở hàng của lá ù): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bach_thu_chi": {"en": "Bạch thủ chi (Bạch thủ won on Chi chi): main {main}, dịch {dich}.",
                                "vi": "Bạch thủ chi (Bạch thủ ù bằng Chi chi): điểm chính {main}, dịch {dich}."},
    "chan.bonus.leo": {"en": "Lèo (Cửu vạn, Bát sách and Chi chi): main {main}, dịch {dich}.",
                       "vi": "Lèo (Cửu vạn, Bát sách và Chi chi): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thien_khai": {"en": "Thiên khai (four identical cards dealt): main {main}, dịch {dich}.",
                              "vi": "Thiên khai (được chia bốn lá giống nhau): điểm chính {main}, dịch {dich}."},
    "chan.bonus.chiu_u": {"en": "Chíu ù (won by completing a triple to four): main {main}, dịch {dich}.",
                          "vi": "Chíu ù (ù bằng lá thứ tư của bộ ba): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bon": {"en": "Bòn (a pair completed to four identical cards): main {main}, dịch {dich}.",
                       "vi": "Bòn (một đôi thành bốn lá giống nhau): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bach_dinh": {"en": "Bạch định (no red card): main {main}, dịch {dich}.",
                             "vi": "Bạch định (không có lá đỏ nào): điểm chính {main}, dịch {dich}."},
    "chan.bonus.tam_do": {"en": "Tám đỏ (exactly eight red cards): main {main}, dịch {dich}.",
                          "vi": "Tám đỏ (đúng tám lá đỏ): điểm chính {main}, dịch {dich}."},
    "chan.bonus.kinh_tu_chi": {"en": "Kính tứ chi (four Chi chi, every other card black): main {main}, dịch {dich}.",
                               "vi": "Kính tứ chi (bốn Chi chi, mọi lá khác đều đen): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thap_thanh": {"en": "Thập thành (all ten pairs are Chắn): main {main}, dịch {dich}.",
                              "vi": "Thập thành (cả mười cặp đều là Chắn): điểm chính {main}, dịch {dich}."},
    "chan.score.xuong": {"en": "No bonus: a plain win, Ù xuông, scores {points}.",
                         "vi": "Không có cước nào: Ù xuông được {points} điểm."},
    "chan.score.main": {"en": "The highest main value plus the dịch of every other bonus: {arithmetic}.",
                        "vi": "Lấy điểm chính cao nhất cộng dịch của các cước còn lại: {arithmetic}."},
    "chan.score.sum": {"en": "With Thập thành the main values of all bonuses are added: {arithmetic}.",
                       "vi": "Có Thập thành thì cộng điểm chính của mọi cước: {arithmetic}."},
    # the game
    "chan.not_an_action": {"en": "{action} is not an action: pick one of state.legal_actions().",
                           "vi": "{action} không phải một nước đi: hãy chọn trong state.legal_actions()."},
    "chan.game_over": {"en": "The deal is over: no more moves.", "vi": "Ván đã kết thúc: không còn nước đi nào."},
    "chan.unknown_action": {"en": "'{kind}' is not a Chắn move: expected one of {kinds}.",
                            "vi": "'{kind}' không phải nước đi trong Chắn: phải là một trong {kinds}."},
    "chan.player_missing": {"en": "Say who makes the move: this action needs player={current}.",
                            "vi": "Hãy cho biết ai đi: nước này cần player={current}."},
    "chan.not_your_turn": {"en": "It is {current}'s decision now, not {player}'s.",
                           "vi": "Bây giờ đến lượt {current} quyết định, không phải {player}."},
    "chan.phase.opening": {"en": "{action} is not possible now: the dealer first declares Thiên ù or discards.",
                           "vi": "Chưa thể {action}: nhà cái phải báo Thiên ù hoặc đánh lá đầu tiên."},
    "chan.phase.claim": {"en": "{action} is not possible now: the card just exposed may be claimed (ù or Chíu) "
                               "or let go.",
                         "vi": "Chưa thể {action}: lá vừa lộ chỉ có thể ù, Chíu hoặc bỏ qua."},
    "chan.phase.respond": {"en": "{action} is not possible now: capture the previous card (Chắn or Cạ) or draw "
                                 "(turn up a stock card).",
                           "vi": "Chưa thể {action}: hãy ăn lá vừa đánh (Chắn hoặc Cạ) hoặc bốc một lá nọc."},
    "chan.phase.turned": {"en": "{action} is not possible now: capture the card turned up at your gate or leave it.",
                          "vi": "Chưa thể {action}: hãy ăn lá nọc vừa lật ở cửa mình hoặc bỏ qua."},
    "chan.phase.discard": {"en": "{action} is not possible now: after a capture you discard one card.",
                           "vi": "Chưa thể {action}: ăn xong phải đánh ra một lá."},
    "chan.phase.over": {"en": "{action} is not possible: the deal is over.",
                        "vi": "Không thể {action}: ván đã kết thúc."},
    "chan.not_legal": {"en": "{action} is not one of the legal moves now: {legal}.",
                       "vi": "{action} không phải nước đi hợp lệ lúc này: {legal}."},
    "chan.not_on_offer": {"en": "{card} is not the card on offer ({offer}).",
                          "vi": "{card} không phải lá đang được mời ({offer})."},
    "chan.not_in_hand": {"en": "{player} holds no {card}.", "vi": "{player} không có lá {card} trên tay."},
    "chan.not_ca": {"en": "{card} and {other} are not a Cạ: a Cạ is one rank in two different suits (Chi chi has "
                          "none).",
                    "vi": "{card} và {other} không thành Cạ: Cạ là hai lá cùng hàng khác chất (Chi chi không có Cạ)."},
    "chan.must_capture_as_chan": {
        "en": "You hold {card}: holding an identical card, you capture it as Chắn, never as Cạ.",
        "vi": "Bạn có lá {card} trên tay: có lá giống hệt thì phải ăn thành Chắn, không được ăn Cạ."},
    "chan.three_means_chiu": {"en": "You hold three {card}: the fourth is taken only by Chíu.",
                              "vi": "Bạn có ba lá {card}: lá thứ tư chỉ được lấy bằng Chíu."},
    "chan.pair_not_discarded": {
        "en": "{card} is part of an identical pair: a pair is never broken to discard (a triple may lose one card).",
        "vi": "{card} nằm trong một đôi giống hệt: không được xé Chắn để đánh (bộ ba được đánh một lá)."},
    "chan.pair_not_for_ca": {
        "en": "{card} is part of an identical pair: a pair is never broken to make Cạ (a triple may lend one card).",
        "vi": "{card} nằm trong một đôi giống hệt: không được xé Chắn để ăn Cạ (bộ ba được dùng một lá)."},
    "chan.declined_no_discard": {"en": "You declined to capture {card} as Chắn earlier, so you may not discard it.",
                                 "vi": "Bạn đã bỏ không ăn Chắn {card}, nên không được đánh lá đó."},
    "chan.declined_no_ca": {"en": "You declined to capture {card} as Chắn earlier, so you may not use it in a Cạ.",
                            "vi": "Bạn đã bỏ không ăn Chắn {card}, nên không được dùng lá đó trong Cạ."},
    "chan.declined_no_capture": {"en": "You declined to capture {card} as Chắn earlier, so you may not capture it "
                                       "later.",
                                 "vi": "Bạn đã bỏ Chắn {card}, nên về sau không được ăn lá đó."},
    "chan.discarded_no_capture": {"en": "You discarded {card} earlier, so you may not capture it.",
                                  "vi": "Bạn đã đánh {card} ra rồi, nên không được ăn lá đó."},
    "chan.ca_face_no_capture": {"en": "You played {card} from your hand into a Cạ, so you may not capture it.",
                                "vi": "Bạn đã đưa {card} từ tay ra ăn Cạ, nên không được ăn lá đó nữa."},
    "chan.ca_rank_held": {"en": "You already hold a Cạ in the {rank} rank: no Cạ capture in that rank.",
                          "vi": "Bạn đã có Cạ hàng {rank}: không được ăn Cạ hàng đó nữa."},
    "chan.ca_last_unpaired": {"en": "Only one unpaired card remains in your hand: no Cạ capture.",
                              "vi": "Trên tay chỉ còn một lá lẻ: không được ăn Cạ."},
    "chan.ca_discarded_both": {"en": "You discarded both {card} and {other}: you may no longer capture that Cạ.",
                               "vi": "Bạn đã đánh cả {card} và {other}: không được ăn Cạ đó nữa."},
    "chan.captured_ca_no_discard": {
        "en": "You captured the Cạ of {card} and {other} and already discarded {other}: discarding both its cards "
              "is forbidden.",
        "vi": "Bạn đã ăn Cạ {card}–{other} và đã đánh {other}: không được đánh cả hai lá của Cạ đã ăn."},
    "chan.no_discard_left": {
        "en": "After this capture you would have no legal discard: a capture must leave a legal discard.",
        "vi": "Ăn xong bạn sẽ không còn lá nào được đánh: mỗi lần ăn phải còn lá đánh hợp lệ."},
    "chan.dead_hand": {"en": "{player} has a dead hand: only drawing, no capture and no win.",
                       "vi": "{player} bị chết bài: chỉ được bốc, không được ăn và không được ù."},
    "chan.need_three": {"en": "Chíu needs three {card} in your hand; you hold {count}.",
                        "vi": "Muốn Chíu phải có ba lá {card} trên tay; bạn có {count}."},
    "chan.outcome.own_gate_stock": {
        "en": "{player} wins (ù) on {card} turned up at their own gate: {score}; each other player pays {points} "
              "and {player} receives {total}.",
        "vi": "{player} ù lá {card} lật ở cửa mình: {score}; mỗi người thua trả {points}, {player} nhận {total}."},
    "chan.outcome.other_gate_stock": {
        "en": "{player} wins (ù) on {card} turned up at another gate: {score}; each other player pays {points} "
              "and {player} receives {total}.",
        "vi": "{player} ù lá {card} lật ở cửa người khác: {score}; mỗi người thua trả {points}, "
              "{player} nhận {total}."},
    "chan.outcome.dealt": {
        "en": "{player} wins with the dealt cards, Thiên ù (last card dealt {card}): {score}; each other player pays "
              "{points} and {player} receives {total}.",
        "vi": "{player} Thiên ù ngay với bài được chia (lá chia cuối {card}): {score}; mỗi người thua trả {points}, "
              "{player} nhận {total}."},
    "chan.outcome.chiu": {
        "en": "{player} wins (ù) by Chíu on {card}: {score}; each other player pays {points} and {player} receives "
              "{total}.",
        "vi": "{player} Chíu ù lá {card}: {score}; mỗi người thua trả {points}, {player} nhận {total}."},
    "chan.outcome.drawn": {"en": "The stock ran out with no winner: the deal is drawn and nobody pays.",
                           "vi": "Hết nọc mà không ai ù: ván hòa, không ai phải trả."},
})
