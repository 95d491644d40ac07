"""Chắn pairs, combos and wins: :func:`decompose`, :func:`find_combos`, :func:`check_win`."""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import CardlabError, CardTypeError, NotationError
from ..explain import Reason, Verdict, message, quoted, register_messages
from .cards import FACES, LEO, TOM, ChanCard, _check_holds, _counts, parse_cards
from .rules import _rules


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


def _fixed_counts(kinds) -> tuple[int, int]:
    """Chắn and Cạ laid down, from the kinds of the groups (``"chan"``, ``"ca"``, ``"chiu"``: two Chắn)."""
    chan = ca = 0
    for kind in kinds:
        if kind == "chan":
            chan += 1
        elif kind == "chiu":
            chan += 2
        else:
            ca += 1
    return chan, ca


def _free_counts(cnt: list[int], groups) -> tuple[list[int], int, int]:
    """A hand's face counts less its laid-down groups (checked, as tuples of cards), and the Chắn
    and Cạ those groups fix."""
    free = list(cnt)
    for g in groups:
        for c in g:
            free[c._index] -= 1
    return (free, *_fixed_counts(_group_kind(g) for g in groups))


def _parse_exposed(exposed, cards: list[ChanCard] | None = None) -> list[tuple]:
    """Exposed groups as tuples of cards, each a Chắn, a Cạ or a Chíu, all among ``cards``."""
    if exposed is None or isinstance(exposed, (str, bytes, ChanCard)) or not hasattr(exposed, "__iter__"):
        raise CardTypeError.of("error.chan.exposed_type", value=quoted(exposed))
    groups = []
    for g in exposed:
        cards_g = tuple(parse_cards(getattr(g, "cards", g), _as_hand=False))
        if _group_kind(cards_g) is None:
            raise NotationError.of("error.chan.exposed_group", value=quoted(" ".join(map(str, cards_g))))
        groups.append(cards_g)
    if cards is not None:
        have = _counts(cards)
        for g in groups:
            for c in g:
                have[c._index] -= 1
                if have[c._index] < 0:
                    raise NotationError.of("error.chan.exposed_not_held", value=quoted(str(c)))
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
        raise CardlabError.of("error.chan.win_source", value=quoted(win_source), sources=", ".join(map(repr, WIN_SOURCES)))
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
    Thiên ù), ``"chiu"`` (the fourth of a triple taken by Chíu) or
    ``"discard"`` (never a win). If Chi chi is the winning card the hand
    needs exactly 6 Chắn and 4 Cạ. ``exposed``: groups already laid down,
    kept as they are.

    A Thiên ù has no winning card: it is judged on the dealt cards alone,
    whatever order they were dealt in, so with ``"dealt"`` the
    ``winning_card`` may be ``None`` and a card given plays no part (no Chi
    chi condition; the verdict's ``winning_card`` is ``None``).

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
            raise CardlabError.of("error.chan.win_not_held", card=quoted(str(win)), cards=quoted(" ".join(map(str, hand))))
    elif source != "dealt":
        raise CardlabError.of("error.chan.no_winning_card", value=quoted(source))
    if source == "dealt":
        # Thiên ù: the dealt hand wins as a whole; no card of it is "the last one".
        win = None
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
    free, fixed_chan, fixed_ca = _free_counts(cnt, groups)
    ok, _, _, _, why = _win_facts(free, fixed_chan, fixed_ca, None if win is None else win._index, source, rules)
    if not ok:
        return Verdict(False, reasons=[why], **data)
    return Verdict(True, kind="u", reasons=[Reason("chan.win", chan=pairing.n_chan, ca=pairing.n_ca)], **data)
