"""Exact best arrangement of a hand into melds and deadwood.

The search is exact, not greedy. Cards are counted by value (so two-deck
duplicates and jokers are handled), and the hand is packed into one integer
with a 4-bit field per distinct card. The search takes the lowest card still
unplaced and tries every meld that contains it and fits, then leaving it as
deadwood, memoising on what is left. Every arrangement is reachable, so the
minimum is the true minimum; tests compare it with a brute-force oracle.

Ties are broken deterministically: lowest points, then fewest deadwood
cards; among arrangements still equal, the one found first when cards are
placed in ascending order (rank, then suit S H D C; wild cards last) and
melds are tried before deadwood, in :func:`cardlab.melds.enumerate_melds`
order (sets before runs, fewer substitutes first).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable

from .cards import Card, Hand, parse_cards
from .errors import ArrangementError
from .melds import Meld, MeldRules, enumerate_melds

_FIELD = 4          # bits per distinct card: 3 for the count, 1 guard bit
_MAX_COPIES = 7
FORBIDDEN = 10**6   # deadwood cost of a card that must end up in a meld

PointsFn = Callable[[Card], int]


def _tongits_like_points(card: Card) -> int:
    return 0 if card.is_joker else min(int(card.rank), 10)


@dataclass(frozen=True)
class Arrangement:
    """A hand split into melds and deadwood.

    ``points`` is the deadwood count under the game's points function.
    ``feasible`` is false when some card that had to be melded (an eaten card
    in Phỏm, say) could not be; ``points`` then counts it as deadwood.
    """

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    points: int
    feasible: bool = True
    _search: "_Search | None" = field(default=None, repr=False, compare=False)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards) + self.deadwood

    def best_discard(self) -> "Discard":
        """Which single card to discard so that what is left has least deadwood.

        Meant for 11- and 14-card hands (Tongits/Gin after a draw, Indian
        Rummy). Ties: the discard with the highest points, then the highest
        card. Raises ``ArrangementError`` for an empty hand.
        """
        if self._search is None:
            raise ArrangementError("this arrangement was not made by arrange(): it cannot search discards")
        return self._search.best_discard(list(self.cards))

    def __str__(self) -> str:
        parts = [f"[{m.pretty}]" for m in self.melds]
        dead = " ".join(c.pretty for c in self.deadwood) or "—"
        return f"{' '.join(parts) or 'no melds'} | deadwood {dead} = {self.points}"

    def __repr__(self) -> str:
        return f"<Arrangement {self}>"

    def _repr_html_(self) -> str:
        from . import render

        return render.arrangement_html(self)


@dataclass(frozen=True)
class Discard:
    """The best single discard and the arrangement of the cards kept."""

    card: Card
    arrangement: Arrangement

    @property
    def points(self) -> int:
        return self.arrangement.points

    def __str__(self) -> str:
        return f"discard {self.card.pretty}: {self.arrangement}"

    def __repr__(self) -> str:
        return f"<Discard {self}>"


class _Search:
    """One configured search: meld rules, points, optional meld filter and required cards."""

    def __init__(self, rules: MeldRules, points: PointsFn, meld_filter=None, required: Iterable[Card] = ()):
        self.rules = rules
        self.points = points
        self.meld_filter = meld_filter
        self.required = Counter(required)

    def arrange(self, cards: list[Card]) -> Arrangement:
        counts = Counter(cards)
        if any(n > _MAX_COPIES for n in counts.values()):
            raise ArrangementError(f"a hand may hold at most {_MAX_COPIES} copies of a card: {Hand(cards)}")
        # Wild cards last, so natural cards pick their melds first.
        values = sorted(counts, key=lambda c: (self.rules.is_wild(c), c.sort_key))
        index = {c: i for i, c in enumerate(values)}
        guard = 0
        for i in range(len(values)):
            guard |= 1 << (i * _FIELD + _FIELD - 1)
        state = 0
        for c, n in counts.items():
            state += n << (index[c] * _FIELD)

        melds = enumerate_melds(cards, self.rules)
        if self.meld_filter is not None:
            melds = [m for m in melds if self.meld_filter(m)]
        by_pivot: list[list[tuple[int, Meld]]] = [[] for _ in values]
        for m in melds:
            packed = 0
            for c in m.cards:
                packed += 1 << (index[c] * _FIELD)
            lowest = min(index[c] for c in m.cards)
            by_pivot[lowest].append((packed, m))

        # Copies of one value cannot be told apart, so a value with k required
        # copies (Phỏm's eaten cards) may leave only its other copies as
        # deadwood; each required copy left over costs FORBIDDEN.
        cost = [self.points(c) for c in values]
        total_copies = [counts[c] for c in values]
        required = [min(self.required.get(c, 0), counts[c]) for c in values]
        memo: dict[int, tuple[int, int]] = {}
        mask = (1 << _FIELD) - 1

        def best(state: int) -> tuple[int, int]:
            """(points, deadwood cards) of the best arrangement of ``state``."""
            if state == 0:
                return (0, 0)
            hit = memo.get(state)
            if hit is not None:
                return hit
            low = (state & -state).bit_length() - 1
            i = low // _FIELD
            result = None
            g = state | guard
            for packed, _ in by_pivot[i]:
                if (g - packed) & guard == guard:
                    sub = best(state - packed)
                    if result is None or sub < result:
                        result = sub
            # Leave every remaining copy of this card as deadwood in one step:
            # copies are identical, so only how many are melded matters, and
            # the meld options above already cover melding some of them.
            n = (state >> (i * _FIELD)) & mask
            free = total_copies[i] - required[i]
            forced = max(0, n - free)
            pts = cost[i] * (n - forced) + FORBIDDEN * forced
            sub = best(state & ~(mask << (i * _FIELD)))
            cand = (sub[0] + pts, sub[1] + n)
            if result is None or cand < result:
                result = cand
            memo[state] = result
            return result

        start = state
        total = best(start)
        # Rebuild the chosen arrangement by replaying the same decisions.
        chosen: list[Meld] = []
        dead: list[Card] = []
        state = start
        while state:
            low = (state & -state).bit_length() - 1
            i = low // _FIELD
            target = best(state)
            g = state | guard
            step = None
            for packed, m in by_pivot[i]:
                if (g - packed) & guard == guard and best(state - packed) == target:
                    step = (packed, m)
                    break
            if step is not None:
                chosen.append(step[1])
                state -= step[0]
                continue
            n = (state >> (i * _FIELD)) & mask
            dead.extend([values[i]] * n)
            state &= ~(mask << (i * _FIELD))
        points = sum(self.points(c) for c in dead)
        feasible = not (Counter(self.required) - _melded(chosen))
        return Arrangement(tuple(chosen), tuple(sorted(dead)), points, feasible, self)

    def best_discard(self, cards: list[Card]) -> Discard:
        if not cards:
            raise ArrangementError("an empty hand has no card to discard")
        best = None
        for card in sorted(set(cards), key=lambda c: (-self.points(c), [-x for x in c.sort_key])):
            rest = list(cards)
            rest.remove(card)
            arrangement = self.arrange(rest)
            key = (not arrangement.feasible, arrangement.points, len(arrangement.deadwood))
            if best is None or key < best[0]:
                best = (key, Discard(card, arrangement))
        return best[1]


def _melded(melds: Iterable[Meld]) -> Counter:
    return Counter(c for m in melds for c in m.cards)


def arrange(hand, rules: MeldRules | None = None, points: PointsFn | None = None, *,
            meld_filter: Callable[[Meld], bool] | None = None, required: Iterable[Card] = ()) -> Arrangement:
    """The arrangement of ``hand`` with the least deadwood points.

    ``points`` gives one card's deadwood value (default: A=1, 2-9, 10/J/Q/K
    = 10, jokers 0). ``meld_filter`` rejects melds a game forbids;
    ``required`` cards must end up in melds (Phỏm's eaten cards).

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read.
        ArrangementError: for more than 7 copies of one card.
    """
    cards = list(parse_cards(hand)) if not (isinstance(hand, (list, tuple)) and not hand) else []
    search = _Search(rules or MeldRules(), points or _tongits_like_points, meld_filter,
                     parse_cards(required) if required else ())
    return search.arrange(cards)


def best_discard(hand, rules: MeldRules | None = None, points: PointsFn | None = None, **kwargs) -> Discard:
    """The single discard from ``hand`` that leaves the least deadwood.

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read.
        ArrangementError: for an empty hand.
    """
    return arrange(hand, rules, points, **kwargs).best_discard()
