"""Phỏm found as bit masks over a short list of cards (the game's hot path).

Where eaten cards can sit, and which cards are free to discard.
"""
from __future__ import annotations

from functools import lru_cache
from operator import attrgetter
from itertools import combinations
from typing import Iterable

from ..cards import Card
from .rules import Rules


def _positions(card: Card, ace_high: bool) -> tuple[int, ...]:
    r = int(card.rank)
    return (r, 14) if (ace_high and r == 1) else (r,)


_CODE = attrgetter("code")


def _key(cards: Iterable[Card]) -> tuple:
    """Cards in their canonical order (rank, then suit): the cache key of a hand."""
    return tuple(sorted(cards, key=_CODE))


def _popcount(x: int) -> int:
    return bin(x).count("1")


# Bounded small: keys are tuples of cards (tracked objects, with the cache's link lists), walked by every full
# collection, and hands repeat within a deal (50 games fill ~1,800 entries of each cache).
@lru_cache(maxsize=4096)
def _phom_masks(cards: tuple, ace_high: bool) -> tuple[int, ...]:
    """Every phỏm inside ``cards`` (distinct cards in canonical order), as masks of their positions."""
    masks: list[int] = []
    by_rank: dict[int, list[int]] = {}
    by_suit: list[dict[int, int]] = [{}, {}, {}, {}]
    for i, c in enumerate(cards):
        rank, suit = c.code >> 2, c.code & 3
        by_rank.setdefault(rank, []).append(i)
        by_suit[suit][rank + 1] = i
        if ace_high and rank == 0:
            by_suit[suit][14] = i
    for idx in by_rank.values():
        if len(idx) >= 3:
            for k in range(3, len(idx) + 1):
                for combo in combinations(idx, k):
                    masks.append(sum(1 << i for i in combo))
    for pos in by_suit:
        if len(pos) < 3:
            continue
        for start in sorted(pos):
            if start - 1 in pos:
                continue
            run = [pos[start]]
            p = start
            while p + 1 in pos and pos[p + 1] not in run:
                p += 1
                run.append(pos[p])
            for a in range(len(run) - 2):
                mask = (1 << run[a]) | (1 << run[a + 1])
                for b in range(a + 2, len(run)):
                    mask |= 1 << run[b]
                    masks.append(mask)
    return tuple(dict.fromkeys(masks))


def _bits(cards: tuple, chosen: Iterable[Card]) -> int:
    index = {c: i for i, c in enumerate(cards)}
    return sum(1 << index[c] for c in chosen)


def _cards_of(cards: tuple, mask: int) -> tuple:
    return tuple(c for i, c in enumerate(cards) if mask >> i & 1)


@lru_cache(maxsize=4096)  # bounded small, as _phom_masks
def _placements(cards: tuple, eaten: tuple, limit: int, ace_high: bool) -> tuple[bool, int]:
    """(can every eaten card sit in disjoint phỏm, at most ``limit`` eaten each; mask of cards free to discard).

    A card is free when some placement of the eaten cards leaves it out, so
    discarding it keeps the hand legal.
    """
    full = (1 << len(cards)) - 1
    if not eaten:
        return True, full
    emask = _bits(cards, eaten)
    wanted = full & ~emask
    masks = [m for m in _phom_masks(cards, ace_high) if m & emask and _popcount(m & emask) <= limit]
    found = [False, 0]
    _place_eaten(masks, full, wanted, found, 0, emask)
    return found[0], found[1]


def _place_eaten(masks: list, full: int, wanted: int, found: list, used: int, left: int) -> bool:
    """One step of :func:`_placements`: sit the lowest eaten card of ``left`` in a phỏm disjoint from ``used``.

    Each complete placement marks the cards it leaves free in ``found``; True
    stops the search (every card is free). A module function: a nested one
    calling itself would be a reference cycle left for the collector per call.
    """
    if not left:
        found[0] = True
        found[1] |= full & ~used
        return found[1] == wanted  # every card is already free: stop
    low = left & -left
    for m in masks:
        if m & low and not m & used and _place_eaten(masks, full, wanted, found, used | m, left & ~m):
            return True
    return False


def _place(cards: Iterable[Card], eaten: Iterable[Card], rules: Rules) -> tuple[tuple, bool, int]:
    key = _key(cards)
    if eaten:
        held = set(key)
        eaten = _key(c for c in eaten if c in held)
    else:
        eaten = ()
    ok, free = _placements(key, eaten, rules.max_eaten_cards_per_phom, rules.ace_high_in_runs)
    return key, ok, free


def _fits(cards: Iterable[Card], eaten: Iterable[Card], rules: Rules) -> bool:
    """Can every eaten card among ``cards`` sit in a phỏm (respecting the eaten-card limit)?"""
    return _place(cards, eaten, rules)[1]


def _spare(cards: Iterable[Card], eaten: Iterable[Card], rules: Rules) -> bool:
    """Is there a card to discard that leaves every eaten card able to sit in a phỏm?"""
    return _place(cards, eaten, rules)[2] != 0


def _layable(cards: Iterable[Card], rules: Rules) -> tuple | None:
    """A phỏm among ``cards`` that can be laid down keeping a card to discard (the longest), or None.

    A player in the lay-down turn may stop only when this is None: every phỏm
    held must be laid down, and only a hand without one is móm. The whole
    hand being one phỏm does not count, since a card must stay to discard.
    """
    key = _key(cards)
    full = (1 << len(key)) - 1
    best = 0
    for m in _phom_masks(key, rules.ace_high_in_runs):
        if m != full and _popcount(m) > _popcount(best):
            best = m
    return _cards_of(key, best) if best else None
