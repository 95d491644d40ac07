"""Indian Rummy groups: how cards read as a pure or impure sequence or a set (cached), and :func:`check_meld`."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import CARD_BY_CODE, JOKER_CODE, Card, Rank, Suit
from ..explain import Reason, Verdict
from ..melds import MELD_CACHES, READ_LIMIT, Meld, classify, in_game_words, make_room, read_kinds
from .rules import IMPURE, PURE, SET, Rules, _check_deck, _is_wild, _meld_rules, _read_cards, _rules, _wild


@dataclass(frozen=True)
class _Reading:
    kind: str
    meld: Meld
    stand_ins: tuple  # (joker card, the card it stands for)


_LABELS: dict = {}


def _labels_fn(rules: Rules, wild: Rank | None):
    """Tags of a group for the search: ("sequence", "pure"), ("sequence",) or () for a set.

    The search hands over groups read with their fewest jokers. A group read
    as a run is a sequence, pure without jokers. A group read as a set is
    also a sequence when at most one of its cards is natural (its suit and
    rank then fit a sequence, the jokers filling the rest): never a pure one.
    """
    key = (rules.set_max_size, rules.joker_in_set_allowed, wild)
    fn = _LABELS.get(key)
    if fn is None:
        def fn(meld: Meld, _wild=wild) -> tuple:
            if meld.kind == "run":
                return ("sequence",) if meld.substitutes else ("sequence", "pure")
            naturals = [c for c in meld.cards if not _is_wild(c, _wild)]
            if len(naturals) > 1 or len(meld.cards) > 13 or (not naturals and all(c.is_joker for c in meld.cards)):
                return ()
            return ("sequence",)
        # A spare joker adds no tag: without it a sequence stays a sequence
        # (a one-card one is read as a set, tagged a sequence too) and may
        # become pure; a set stays a set (see arrange's pooled search).
        fn.spare_jokers_add_no_tags = True
        slot = int(wild) - 1 if wild is not None else -1

        def of_codes(kind: str, substitutes: int, codes: tuple) -> tuple:
            # fn's tags for the meld of these card codes (arrange's candidates), without making the Meld:
            # the search asks for the tags of every meld a hand could form, and shows few of them.
            if kind == "run":
                return ("sequence",) if substitutes else ("sequence", "pure")
            naturals = [c for c in codes if c != JOKER_CODE and c >> 2 != slot]
            if len(naturals) > 1 or len(codes) > 13 or (not naturals and all(c == JOKER_CODE for c in codes)):
                return ()
            return ("sequence",)
        fn.of_codes = of_codes
        _LABELS[key] = fn
    return fn


def _stand_ins_run(meld: Meld, wild: Rank | None) -> tuple:
    """Which jokers stand in for which cards in a sequence read as ``meld`` (display order)."""
    cards = meld.cards
    n = len(cards)
    suits = {c.suit for c in cards if not _is_wild(c, wild)} or {c.suit for c in cards if not c.is_joker}
    for suit in sorted(suits, key=lambda s: s.index):
        for start in range(15 - n, 0, -1):
            if start == 1 and start + n - 1 == 14:
                continue
            out = []
            ok = True
            for i, c in enumerate(cards):
                pos = start + i
                # The card wanted here, by code: (rank - 1) * 4 + suit, the ace high at 14.
                want = ((pos if pos < 14 else 1) - 1) * 4 + suit.index
                if c.code == want:
                    continue
                if _is_wild(c, wild):
                    out.append((c, CARD_BY_CODE[want]))
                else:
                    ok = False
                    break
            if ok and len(out) == meld.substitutes:
                return tuple(out)
    return ()


def _stand_ins_set(meld: Meld, wild: Rank | None) -> tuple:
    naturals = [c for c in meld.cards if not _is_wild(c, wild)]
    rank = naturals[0].rank if naturals else next((c.rank for c in meld.cards if not c.is_joker), None)
    if rank is None:
        return ()
    natural = list(meld.cards[:len(meld.cards) - meld.substitutes])
    missing = [Card(rank, s) for s in Suit if all(c.suit != s for c in natural)]
    subs = meld.cards[len(meld.cards) - meld.substitutes:]
    return tuple(zip(subs, missing))


_READINGS: dict = {}
MELD_CACHES.append(_READINGS)


def _readings(cards: list[Card], wild: Rank | None, rules: Rules) -> list[_Reading]:
    """Every way ``cards`` count as one group: pure or impure sequence, set (best first; cached)."""
    # Kept as tuples of ints and strings (rank numbers, card codes), the readings made from them per call:
    # the collector stops tracking such tuples, so a full cache adds nothing to what a full collection
    # walks (a Rank, a Meld or a Card in them would be tracked objects).
    key = (rules.set_max_size, rules.joker_in_set_allowed, None if wild is None else int(wild),
           tuple(sorted(c.code for c in cards)))
    hit = _READINGS.get(key)
    if hit is None:
        make_room(_READINGS, READ_LIMIT)  # bounded as the meld readings are (cardlab.melds)
        hit = _READINGS[key] = tuple([
            (r.kind, r.meld.kind, r.meld.substitutes, tuple([c.code for c in r.meld.cards]),
             tuple([(a.code, b.code) for a, b in r.stand_ins])) for r in _read_group(cards, wild, rules)])
    return [_Reading(kind, Meld(tuple([CARD_BY_CODE[c] for c in codes]), meld_kind, substitutes),
                     tuple([(CARD_BY_CODE[a], CARD_BY_CODE[b]) for a, b in stand_ins]))
            for kind, meld_kind, substitutes, codes, stand_ins in hit]


def _read_group(cards: list[Card], wild: Rank | None, rules: Rules) -> list[_Reading]:
    out = []
    group, run = read_kinds(cards, _meld_rules(rules, wild))
    if run is not None:
        kind = PURE if run.substitutes == 0 else IMPURE
        out.append(_Reading(kind, run, _stand_ins_run(run, wild)))
    if group is not None:
        out.append(_Reading(SET, group, _stand_ins_set(group, wild)))
    # Fewest jokers standing in first; on a tie the sequence (what a show needs).
    out.sort(key=lambda r: (r.meld.substitutes, r.kind == SET))
    return out


def check_meld(cards, wild_rank=None, rules=None) -> Verdict:
    """Is this a valid group? ``.kind`` is ``"pure_sequence"``, ``"impure_sequence"`` or ``"set"``.

    A group that can be read both ways (``7♠ 🃏 🃏``) is a sequence: that is
    what a show needs. The verdict carries ``.meld`` (the reading, jokers
    placed), ``.kinds`` (every possible reading), ``.substitutes`` and
    ``.stand_ins`` (pairs: joker, the card it stands for).

    >>> check_meld("4C 5C 6C", wild_rank="5").kind
    'pure_sequence'

    Raises:
        NotationError / CardTypeError: if ``cards`` cannot be read, or hold
            more copies of a card than the decks do.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = _read_cards(cards)
    _check_deck(cards, rules)
    return _meld_verdict(cards, wild, rules)


def _meld_verdict(cards: list[Card], wild: Rank | None, rules: Rules) -> Verdict:
    readings = _readings(cards, wild, rules)
    if not readings:
        # The generic reason, in Indian Rummy's words (nhóm, dãy, bộ cùng số: never phỏm or sảnh).
        why = in_game_words(classify(cards, _meld_rules(rules, wild)).reasons, "indian_rummy")
        return Verdict(False, None, why, meld=None, kinds=(), substitutes=None, stand_ins=())
    best = readings[0]
    meld = best.meld
    reasons = []
    if best.kind == PURE:
        reasons.append(Reason("indian_rummy.pure_sequence", cards=meld.cards))
        natural_wilds = [c for c in meld.cards if wild is not None and c.rank == wild]
        for c in natural_wilds:
            reasons.append(Reason("indian_rummy.wild_in_own_place", card=c, cards=meld.cards))
    elif best.kind == IMPURE:
        reasons.append(Reason("indian_rummy.impure_sequence", cards=meld.cards))
    else:
        rank = next(c for c in meld.cards if not c.is_joker).rank
        reasons.append(Reason("indian_rummy.set", cards=meld.cards, rank=rank.symbol))
    for joker, missing in best.stand_ins:
        reasons.append(Reason("indian_rummy.stands_in", joker=joker, missing=missing))
    if len(readings) > 1:
        reasons.append(Reason("indian_rummy.also_a_set" if best.kind != SET else "indian_rummy.also_a_sequence",
                              cards=meld.cards))
    return Verdict(True, best.kind, reasons, meld=meld, kinds=tuple(r.kind for r in readings),
                   substitutes=meld.substitutes, stand_ins=best.stand_ins)
