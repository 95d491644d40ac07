"""Exact best arrangement of a hand into melds and deadwood.

The search is exact, not greedy. Cards are counted by value (so two-deck
duplicates and jokers are handled), and the hand is packed into one integer
with a 4-bit field per distinct card. The search takes the highest card still
unplaced and tries every meld that contains it and fits, then leaving it as
deadwood, memoising on what is left. Every arrangement is reachable, so the
minimum is the true minimum; tests compare it with a brute-force oracle.

Ties are broken deterministically: lowest points, then fewest deadwood
cards; among arrangements still equal, the one found first when cards are
placed in descending order (rank, then suit C D H S; wild cards last) and
melds are tried before deadwood, in :func:`cardlab.melds.enumerate_melds`
order (sets before runs, fewer substitutes first).

With a wild rank and wild cards that all count the same (Indian Rummy),
the search pools the wild cards (see ``_PooledWilds``) and gives them
their places at the end: printed jokers stand in first, then the wild-rank
cards in card order, melds taken in the order of their first card. When
they count 0, the search first leaves out jokers a meld does not need and
gives the loose ones to melds at the end; and unless a meld is required,
wild-rank cards only stand in (one that lands in its own place is shown
there, as a natural card).

Which strategies a hand goes through (``_Search.strategies`` names them;
each is checked against brute force in ``tests/test_arrange_strategies.py``,
with a routing test):

* distinct natural cards, nothing required (Tongits, Gin, most Phỏm
  hands): ``_SingleCopies``, one bit per card, arrangements kept per set of
  cards that meld;
* everything else: the packed-count core ``_Core`` (one meld loop, a memo
  and a bound), with around it, as they apply:
  ``_take_isolated`` (melds that share no card are taken without search),
  ``_PooledWilds`` (a wild rank whose cards count the same: wild cards
  pooled, and when they count 0 a first pass without spare jokers),
  ``_one_required`` (one meld of one kind required: Indian Rummy's pure
  sequence, tried meld by meld), ``_need_tables`` (other requirements,
  tracked as counts still needed), ``_required_cards_table`` (cards that
  must meld: Phỏm's eaten cards), and a bound ``most``
  (:func:`_arrange_at_most`: Indian Rummy's "a show with at most one loose
  card?"), which lets the core stop as soon as no arrangement can score
  that little (``tests/test_arrange_bounded.py``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import count
from operator import attrgetter
from typing import Callable, Iterable

from .cards import CARD_BY_CODE, JOKER_CODE, Card, Hand, parse_cards
from .errors import ArrangementError, CardlabError
from .explain import message, quoted, register_messages
from .melds import (GUARDS, MELD_CACHES, ONES, SET, UNIT, Candidate, Meld, MeldRules, _candidate_of,
                    candidates, fits_own_place, hand_candidates, make_room, meld_cards, meld_rules,
                    pooled_candidate, pooled_rules, rank_copies, single_candidates, unpack)

_MAX_COPIES = 7     # a packed field counts up to 7 copies of a card
_MAX_POOLED_JOKERS = 15  # the joker field is wider (see melds.GUARDS): a pool of wild cards fits
FORBIDDEN = 10**6   # deadwood cost of a card that must end up in a meld
UNMET = 10**15      # score of an arrangement whose melds miss a requirement
_NONE_YET = 1 << 62  # above every score: nothing tried yet
_OVER = object()     # a bounded search's answer: every arrangement scores more than asked (see _Search.arrange)

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
        search = self._search
        if search is None:
            raise ArrangementError.of("arrange.not_searched")
        bits = self.__dict__.get("_bits")  # set by the single-copy search: its hand, one bit per card
        if bits and search.single is not None:  # (an empty hand: the general path says there is no discard)
            return search.single.best_discard(search, bits, self)
        return search.best_discard(list(self.cards), self)

    def __str__(self) -> str:
        parts = [f"[{m.pretty}]" for m in self.melds]
        dead = " ".join(c.pretty for c in self.deadwood) or "—"
        return f"{' '.join(parts) or 'no melds'} | deadwood {dead} = {self.points}"

    def describe(self, language: str | None = None) -> str:
        """The arrangement in words, in ``language`` (default: the current one); ``str()`` stays English."""
        melds = " ".join(f"[{m.pretty}]" for m in self.melds) or message("arrange.no_melds", language)
        dead = " ".join(c.pretty for c in self.deadwood) or "—"
        return message("arrange.describe", language, melds=melds, deadwood=dead, points=self.points)

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
        """The discard and the arrangement left, in the current language (English: ``discard Q♠: [..] | ...``)."""
        return message("arrange.discard_short", None, card=self.card.pretty,
                       arrangement=self.arrangement.describe())

    def describe(self, language: str | None = None) -> str:
        """The discard and what it leaves, in ``language``: the least deadwood any discard can leave."""
        return message("arrange.discard", language, card=self.card, points=self.arrangement.points,
                       arrangement=self.arrangement.describe(language))

    def __repr__(self) -> str:
        return f"<Discard discard {self.card.pretty}: {self.arrangement}>"  # English, as every repr


_CODE = attrgetter("code")
_UNIT = attrgetter("unit")
_BIT = attrgetter("bit")
_JOKER_SHIFT = 4 * JOKER_CODE
_JOKER_FIELD = 15 << _JOKER_SHIFT
_CARD_AT_CODE = [CARD_BY_CODE.get(code) for code in range(64)]
# The cards of each byte of a one-bit-per-card set, in code order: a set's cards are then seven look-ups.
_CARDS_OF_BYTE = [[tuple(CARD_BY_CODE[8 * k + i] for i in range(8) if byte >> i & 1 and 8 * k + i in CARD_BY_CODE)
                   for byte in range(256)] for k in range(8)]


def _cards_of(bits: int) -> tuple:
    """The cards of a one-bit-per-card set (``sum(card.bit)``), in code order."""
    b0, b1, b2, b3, b4, b5, b6, b7 = _CARDS_OF_BYTE
    return (b0[bits & 255] + b1[bits >> 8 & 255] + b2[bits >> 16 & 255] + b3[bits >> 24 & 255]
            + b4[bits >> 32 & 255] + b5[bits >> 40 & 255] + b6[bits >> 48 & 255] + b7[bits >> 56 & 255])
_COSTS: dict = {}
_SEARCHES: dict = {}
_MEMOS: dict = {}     # (rules, points, wild slot, spare jokers) -> (the hand searched last, its memo)
_DEFAULT_RULES = MeldRules()
_new = object.__new__


def _cost_table(points: PointsFn) -> tuple[list[int], list[tuple[int, int]], list[int]]:
    """Deadwood value of every card code under ``points``, its bit planes and dead-card scores (cached per function).

    The score of one copy of a card left as deadwood is its points * 64 + 1
    (one card), so that one comparison ranks by points, then by fewer cards.

    Raises:
        ValueError: if a value is not a whole number >= 0 (the search relies
            on melding never costing points).
    """
    table = _COSTS.get(points)
    if table is None:
        table = [points(CARD_BY_CODE[c]) if c in CARD_BY_CODE else 0 for c in range(64)]
        for code, value in enumerate(table):
            if type(value) is not int or value < 0:
                raise CardlabError.of("arrange.bad_points", card=quoted(CARD_BY_CODE.get(code)), value=quoted(value))
        table = _COSTS[points] = table, _bit_planes(table), [(value << 6) + 1 for value in table]
    return table


def _bit_planes(cost: list[int]) -> list[tuple[int, int]]:
    """``(k, mask of the codes whose value has binary digit k)`` for each digit of the card values.

    The deadwood value of cards without copies is then the sum of
    ``(bits & mask).bit_count() << k`` over a few planes: cheaper than adding
    up the cards one by one.
    """
    return [(k, sum(1 << code for code, v in enumerate(cost) if v >> k & 1)) for k in range(max(cost).bit_length())]


def _least(state: int, memo: dict, by_high: dict, dead_unit: list[int]) -> int:
    """The least score of the cards of ``state`` (points * 64 + cards left, see _cost_table), kept in ``memo``.

    For _SingleCopies. A module function, not a closure: a closure that calls itself holds its own cell, a
    reference cycle that every search would leave for the garbage collector to find and free.
    """
    top = state.bit_length() - 1
    # The highest card left as deadwood, then each meld it heads, which wins only if strictly better:
    # the same choice as the general search's (melds first, deadwood only if strictly better).
    rest = state ^ (1 << top)
    sub = memo.get(rest)
    if sub is None:
        sub = _least(rest, memo, by_high, dead_unit)
    dead = sub + dead_unit[top]
    result = _NONE_YET
    for c in by_high.get(top, ()):
        m = c.bits
        if state & m == m:
            rest = state ^ m
            sub = memo.get(rest)
            if sub is None:
                sub = _least(rest, memo, by_high, dead_unit)
            if sub < result:
                result = sub
    if dead < result:
        result = dead
    memo[state] = result
    return result


COVERED_LIMIT = 20_000  # arrangements kept per search, one per set of cards that melds (see _SingleCopies)


class _SingleCopies:
    """The search for hands of distinct natural cards with nothing required (Tongits, Gin Rummy, Phỏm's plain hands).

    One bit per card (``card.bit``) is the whole state: melds are taken out
    with one ``^``, and the memo is keyed on small integers. It finds the
    same arrangement as the general search (same scores, same order of
    melds tried, melds before deadwood on ties), so the two are
    interchangeable; tests check both against brute force.

    Only the cards some meld can use matter (``melds.meld_cards``): the
    others are deadwood whatever happens. Different hands share those cards
    often (one set, one run), so the melds chosen for them are kept
    (``_known``, at most :data:`COVERED_LIMIT`), and a hand costs a few bit
    operations and one look-up. Working out new ones, a search of part of
    the last cards searched starts from their memo (a state's score depends
    only on its cards).
    """

    def __init__(self, rules: MeldRules, dead_unit: list[int], planes: list[tuple[int, int]], covered):
        self.rules = rules
        self.dead_unit = dead_unit
        self.planes = planes
        self.covered = covered
        # Cards that meld -> (the cards melded, each meld's cards in display order of the melds), all ints: a
        # tuple of ints is not tracked by the garbage collector, so a full _known costs no collection any time.
        self._known: dict[int, tuple] = {}
        self._melds: dict[int, Meld] = {}  # a meld's cards -> the meld (the natural melds: a few hundred at most)
        self._last = (0, None, None)  # (cards searched last, melds by highest card, memo)
        # (score of a card as deadwood, the codes that score it), dearest first: the order discards are tried in.
        values = sorted(set(dead_unit), reverse=True)
        self.by_value = [(v, sum(1 << code for code, u in enumerate(dead_unit) if u == v)) for v in values]

    def _points(self, bits: int) -> int:
        """Points of the cards of ``bits`` left as deadwood (a few population counts)."""
        points = 0
        for shift, plane in self.planes:
            points += (bits & plane).bit_count() << shift
        return points

    def _melded(self, bits: int) -> tuple:
        """``(the cards melded, each meld's cards)`` of the best arrangement of ``bits``; ``(0, ())`` when nothing
        melds (see :meth:`_melds_of`)."""
        covered = self.covered(bits)
        if not covered:
            return 0, ()
        known = self._known.get(covered)
        if known is None:
            if len(self._known) >= COVERED_LIMIT:
                self._known.clear()
            known = self._known[covered] = self._search(covered)
        return known

    def _search(self, covered: int) -> tuple:
        """The melds of the best arrangement of the cards ``covered`` (each in some meld), searched."""
        cands = single_candidates(covered, self.rules)
        once = twice = 0
        for c in cands:
            twice |= once & c.bits
            once |= c.bits
        if not twice:
            # The melds share no card (most hands that meld: one meld, or two apart): each is taken.
            chosen = cands
        else:
            by_high, memo = self._tables(covered, cands)
            dead_unit = self.dead_unit
            # Rebuild the choice: the first meld of the highest card that reaches the best score, else deadwood.
            chosen = []
            state = covered
            no_melds = ()
            while state:
                top = state.bit_length() - 1
                target = memo.get(state)
                if target is None:
                    target = _least(state, memo, by_high, dead_unit)
                for c in by_high.get(top, no_melds):
                    m = c.bits
                    if state & m != m:
                        continue
                    rest = state ^ m
                    score = memo.get(rest)
                    if score is None:
                        score = _least(rest, memo, by_high, dead_unit)
                    if score == target:
                        chosen.append(c)
                        state = rest
                        break
                else:
                    state ^= 1 << top  # deadwood
        if len(chosen) > 1:
            chosen.sort(key=_by_first_card)
        melded = 0
        melds = self._melds
        for c in chosen:
            melded |= c.bits
            if c.bits not in melds:
                melds[c.bits] = c.meld()
        return melded, tuple([c.bits for c in chosen])

    def _melds_of(self, chosen: tuple) -> tuple:
        """The melds whose cards ``_melded`` gives (one bit per card each), in that order."""
        melds = self._melds
        return tuple([melds[m] for m in chosen])

    def _tables(self, covered: int, cands: list) -> tuple[dict, dict]:
        """The melds filed under their highest card, and the memo: the last search's when ``covered`` is part of it."""
        hand, by_high, memo = self._last
        if by_high is not None and covered & hand == covered:
            return by_high, memo
        by_high = {}
        for c in cands:
            group = by_high.get(c.high)
            if group is None:
                by_high[c.high] = [c]
            else:
                group.append(c)
        memo = {0: 0}
        self._last = (covered, by_high, memo)
        return by_high, memo

    def score(self, bits: int) -> int:
        """The least score of the hand ``bits``: its deadwood points * 64 + deadwood cards."""
        dead = bits ^ self._melded(bits)[0]
        return (self._points(dead) << 6) + dead.bit_count()

    def arrange(self, search: "_Search", bits: int) -> Arrangement:
        """The best arrangement of the hand ``bits``, as the general search would choose it."""
        melded, chosen = self._melded(bits)
        melds = self._melds_of(chosen) if chosen else ()
        dead = bits ^ melded
        # Filled as _result does (nothing is required here: the arrangement is feasible), with the hand and
        # its deadwood, one bit per card, for best_discard (not fields: not shown, not compared).
        result = _new(Arrangement)
        result.__dict__.update(melds=melds, deadwood=_cards_of(dead), points=self._points(dead), feasible=True,
                               _search=search, _bits=bits, _dead=dead)
        return result

    def best_discard(self, search: "_Search", bits: int, whole: Arrangement | None) -> Discard:
        """The best single discard from the hand ``bits``, with the general search's ties (see _Search.best_discard).

        ``whole`` is the hand's own best arrangement (found here if None).
        Adding a discarded card back as deadwood arranges the whole hand, so
        no discard leaves less than the whole hand's score minus the card's
        own: discards are tried dearest first and the loop stops when that
        bound cannot beat the best found. That bound is reached exactly by a
        card the whole arrangement leaves as deadwood: its discard needs no
        search, and leaves the whole arrangement without it (the search,
        walking the same states less that card, makes the same choices).
        """
        if whole is None:
            whole = self.arrange(search, bits)
        whole_score = (whole.points << 6) + len(whole.deadwood)
        dead_bits = whole.__dict__.get("_dead")
        if dead_bits is None:
            dead_bits = bits
            for m in whole.melds:
                for c in m.cards:
                    dead_bits ^= c.bit
        best_code, best_score = -1, _NONE_YET
        for unit, mask in self.by_value:  # dearest first, the highest card first within a value
            bound = whole_score - unit
            if bound >= best_score:
                break  # later discards are worth no more: none can leave strictly less
            group = bits & mask
            while group:
                code = group.bit_length() - 1
                group ^= 1 << code
                score = bound if dead_bits >> code & 1 else self.score(bits ^ (1 << code))
                if score < best_score:
                    best_code, best_score = code, score
                    if score == bound:
                        break  # the least this value allows: a lower card of it cannot leave strictly less
        if dead_bits >> best_code & 1:
            # The deadwood is in code order: the card's place is the number of dead cards below it.
            at = (dead_bits & ((1 << best_code) - 1)).bit_count()
            kept = _new(Arrangement)  # as in arrange
            kept.__dict__.update(melds=whole.melds, deadwood=whole.deadwood[:at] + whole.deadwood[at + 1:],
                                 points=whole.points - search.cost[best_code], feasible=True, _search=search,
                                 _bits=bits ^ (1 << best_code), _dead=dead_bits ^ (1 << best_code))
        else:
            kept = self.arrange(search, bits ^ (1 << best_code))
        found = _new(Discard)  # as _result does: the values are checked already
        found.__dict__.update(card=_CARD_AT_CODE[best_code], arrangement=kept)
        return found


class _Core:
    """The packed-count search every configuration but ``_SingleCopies`` shares: one meld loop, a memo, a bound.

    A state is a hand packed 4 bits a card (``Candidate.mask`` fields). The
    search takes the highest natural card left (wild cards last: one taken
    early would branch into every meld it could stand in), tries each meld
    filed under it (``moves``, in candidate order), then every copy of it
    left as deadwood, and keeps the least score (points * 64 + cards).
    With requirements tracked (see :func:`_need_tables`), ``need`` numbers
    the counts still needed and a meld moves it through ``trans``; untracked,
    ``need`` is always 0.

    It is exact because every arrangement is one path through these
    choices (a meld's cards are in it, or its highest card is deadwood), and
    the memo only says what the state's cards alone decide. The bound:
    :meth:`least` answers ``min(score, cap)`` and searches each branch only
    while it can still beat the best found (a meld's rest is searched below
    the best so far; the deadwood branch below what is left once its cards
    are paid). The memo keeps a score when it is exact (below the cap it was
    searched with) and ``~cap`` (negative) when only "at least cap" is
    known; a later call with a higher cap searches the state again. With
    the cap above every score (``_NONE_YET``) the answer is the exact score.

    A class, not nested functions: a nested function that calls itself holds
    itself in its closure cell, a reference cycle left to the collector.
    """

    __slots__ = ("memos", "moves", "trans", "natural_fields", "dead_of")

    def __init__(self, memos: list, moves: dict, trans: list, natural_fields: int, dead_of: list):
        self.memos = memos                    # per need: state -> least score, or ~cap (see above)
        self.moves = moves                    # highest natural card's code -> [(meld mask, label)]
        self.trans = trans                    # trans[need][label]: the need after a meld of that label
        self.natural_fields = natural_fields  # the packed fields of natural cards (wild ones are placed last)
        self.dead_of = dead_of                # dead_of[code << 4 | n]: score of n copies of a card as deadwood

    def least(self, state: int, need: int, cap: int) -> int:
        """``min(least score of state with need still needed, cap)``, searching only what scores below ``cap``."""
        memo = self.memos[need]
        hit = memo.get(state)
        if hit is not None:
            if hit >= 0:
                return hit if hit < cap else cap
            if cap <= ~hit:
                return cap
        pick = state & self.natural_fields or state
        code = (pick.bit_length() - 1) >> 2
        result = cap
        g = state | GUARDS
        row, memos = self.trans[need], self.memos
        # Each branch's memo is read here, not in a call (most states are reached more than once): a
        # score below the cap is used, a score or a bound at or above it rules the branch out.
        for mask, label in self.moves.get(code, ()):
            if (g - mask) & GUARDS == GUARDS:
                rest, after = state - mask, row[label]
                sub = memos[after].get(rest)
                if sub is None or sub < 0 and ~sub < result:
                    sub = self.least(rest, after, result)
                if 0 <= sub < result:
                    result = sub
                    if not sub:
                        break  # nothing scores below 0
        # Then every copy of the card left as deadwood (melding some of them is covered by the melds above).
        # That costs at least the cards themselves, so it is searched only if it could win.
        shift = code << 2
        dead = self.dead_of[code << 4 | (state >> shift) & 15]
        if dead < result:
            rest, below = state & ~(15 << shift), result - dead
            sub = memo.get(rest)
            if sub is None or sub < 0 and ~sub < below:
                sub = self.least(rest, need, below)
            if 0 <= sub < below:
                result = sub + dead
        memo[state] = result if result < cap else ~cap
        return result

    def dead_cost(self, part: int) -> int:
        """Score of leaving every card of the packed ``part`` as deadwood."""
        dead_of = self.dead_of
        total = 0
        while part:
            code = ((part & -part).bit_length() - 1) >> 2
            total += dead_of[code << 4 | (part >> (code << 2)) & 15]
            part &= ~(15 << (code << 2))
        return total

    def rebuild(self, state: int, need: int, target: int, by_high: dict, label_of: dict | None) -> tuple:
        """The melds of an arrangement of ``state`` scoring ``target`` (its least score), and the deadwood left.

        The first meld of the highest card whose rest still reaches the target
        (no fewer: the target is the least), else its copies as deadwood:
        melds are preferred to deadwood on ties, in candidate order.
        Returns ``(melds chosen, packed deadwood)``.
        """
        chosen, dead_state = [], 0
        dead_of, natural_fields, trans = self.dead_of, self.natural_fields, self.trans
        while state:
            pick = state & natural_fields or state
            code = (pick.bit_length() - 1) >> 2
            g = state | GUARDS
            for cand in by_high.get(code, ()):
                if (g - cand.mask) & GUARDS == GUARDS:
                    after = trans[need][label_of[cand.mask]] if label_of else 0
                    if self.least(state - cand.mask, after, target + 1) == target:
                        chosen.append(cand)
                        state -= cand.mask
                        need = after
                        break
            else:
                field = 15 << (code << 2)
                target -= dead_of[code << 4 | (state >> (code << 2)) & 15]
                dead_state |= state & field
                state &= ~field
        return chosen, dead_state


_DEAD_TABLES: dict = {}  # dead-card scores per card (a 64-tuple) -> the same per number of copies (see _dead_table)


def _dead_table(dead_unit: list[int]) -> list[int]:
    """``table[code << 4 | n]``: the score of ``n`` copies of the card ``code`` left as deadwood (cached)."""
    key = tuple(dead_unit)
    table = _DEAD_TABLES.get(key)
    if table is None:
        if len(_DEAD_TABLES) > 64:
            _DEAD_TABLES.clear()
        table = _DEAD_TABLES[key] = [unit * n for unit in dead_unit for n in range(16)]
    return table


def _required_cards_table(dead_of: list[int], cost: list[int], held: Counter, required: dict) -> list[int]:
    """The strategy for required cards (Phỏm's eaten cards): deadwood scores with their copies forbidden.

    Applies when cards must end up in melds. Copies cannot be told apart,
    so of ``n`` copies of a card left as deadwood only those beyond the
    required ones are free; the others cost :data:`FORBIDDEN` each, more
    than any hand's deadwood, so the search melds every required card it
    can. Exact: it is the same search with a dearer deadwood, and an
    arrangement that leaves one out is marked infeasible (see ``_result``).
    """
    table = list(dead_of)
    for code, need in required.items():
        free = held[code] - need
        for n in range(16):
            forced = n - free if n > free else 0
            table[code << 4 | n] = ((cost[code] * (n - forced) + FORBIDDEN * forced) << 6) + n
    return table


def _take_isolated(cands: list, state: int) -> tuple[list, list, int]:
    """The strategy for melds that share no card with another: taken without search.

    Applies unless requirements are tracked. Such a meld only removes
    deadwood, so it is in a best arrangement (and if it is of a kind
    required, the requirement is met). Taken as often as its cards are held
    (two decks: it may fit twice). Returns ``(taken, the other melds, state
    without the taken melds)``; nothing is taken when every card is shared.
    """
    once = twice = 0
    for c in cands:
        twice |= once & c.presence
        once |= c.presence
    taken: list[Candidate] = []
    if once == twice:
        return taken, cands, state
    rest = []
    for c in cands:
        if c.presence & twice:
            rest.append(c)
        else:
            taken.append(c)
            state -= c.mask
            while ((state | GUARDS) - c.mask) & GUARDS == GUARDS:
                taken.append(c)
                state -= c.mask
    return taken, rest, state


def _one_required(core: _Core, cands: list, tagged: set, state: int, fields: int,
                  bound: bool = True) -> Candidate | None:
    """The strategy for one meld of one kind required (Indian Rummy's pure sequence): which one to take.

    Applies when the only requirement is one meld of one tag and no meld
    taken without search has it. Each meld of that kind is tried and the
    cards left searched with nothing required; those searches share one
    memo, which costs less than carrying "still needed" through one search.
    Exact: a best arrangement with such a meld contains one of them, and the
    first that reaches the least score wins, as the melds are tried in
    candidate order. With ``bound`` (the default; False searches every rest
    in full, for the tests), each rest is searched only below the best
    score so far, less what its cards outside every meld cost: a meld that
    cannot beat it strictly is dropped as soon as that is known (about 30%
    fewer states searched on Indian Rummy's slow hands). The meld kept was
    searched below a cap above its score, so its score is exact.
    Returns the meld, or None when no meld of that kind fits.
    """
    top, first = UNMET, None
    g = state | GUARDS
    for c in cands:
        if c.mask in tagged and (g - c.mask) & GUARDS == GUARDS:
            left = state - c.mask
            dead = core.dead_cost(left & ~fields)
            if bound:
                cap = top - dead
                score = (core.least(left & fields, 0, cap) if cap > 0 else cap) + dead
            else:
                score = core.least(left & fields, 0, _NONE_YET) + dead
            if score < top:
                top, first = score, c
    return first


def _by_highest_natural(cands: list, wild_codes) -> tuple[dict, int]:
    """The melds filed under their highest natural card (their highest card if all are wild), in candidate
    order, and the packed fields of every card some meld uses.

    The core takes the highest natural card first and wild cards last: a
    wild card taken early would branch into every meld it could stand in.
    High to low, because the discard Indian Rummy searches next is most
    often a high card: the hand without it is then a state of this search
    (see ``_Search._memo``).
    """
    by_high: dict[int, list[Candidate]] = {}
    covered = 0
    if wild_codes:
        for c in cands:
            natural = [code for code in c.codes if code not in wild_codes]
            by_high.setdefault(max(natural) if natural else max(c.codes), []).append(c)
            covered |= c.mask
    else:
        for c in cands:
            by_high.setdefault(c.high, []).append(c)
            covered |= c.mask
    return by_high, covered


class _PooledWilds:
    """The strategy for a wild rank whose wild cards all count the same (Indian Rummy): wild cards pooled.

    Applies with a wild rank, jokers wild, no meld filter and no required
    cards, when every wild-rank card counts what a printed joker counts and
    the hand holds a wild card (a hand with printed jokers only is pooled
    too: it has nothing to pool, but gets the spare-joker pass below).
    A wild-rank card may stand for any card or play as itself (5♥ in 4♥ 5♥
    6♥ when fives are wild). Which wild card stands in where does not
    matter when they all count the same, so the search treats each
    wild-rank card as a plain card plus one joker: melds take jokers from
    the pool, and a meld that plays a wild-rank card as itself also takes
    one joker from the pool (the card cannot also stand in). A wild-rank
    card not played as itself is not deadwood (its joker is), so its plain
    copy scores nothing. This keeps the search from trying every assignment
    of 2-4 wild cards to the gaps they could fill; the wild cards get their
    places at the end (:meth:`place`).

    The spare-joker pass: with loose jokers counted as nothing, a meld
    with more jokers than it needs (4♣ 5♣ 6♣ 🃏) gains nothing over the
    same meld without them, the spare joker loose. The search first leaves
    such melds out, counts the loose jokers as nothing, and then gives them
    to melds that can take them (:meth:`give_jokers`). That is exact
    whatever a joker counts (0 points in Indian Rummy's penalty, one card
    when the show check counts loose cards): counting loose jokers as
    nothing can only lower a score, so the least score of the natural cards
    left loose is a bound no arrangement beats, and once every joker is
    placed the arrangement scores exactly that bound. When a joker finds no
    meld, the search is made again with every meld. With requirements on the
    melds' tags, this needs a meld to keep its tags when a spare joker is
    taken out (``labels.spare_jokers_add_no_tags``, true for Indian Rummy's
    tags); otherwise every meld is searched (``strip_spare``).
    """

    def __init__(self, rules: MeldRules, cost: list[int], dead_unit: list[int], labels, track: bool):
        self.rules = rules                  # the game's rules (a meld re-read with its wild cards in place)
        self.pool_rules = pooled_rules(rules)
        self.slot = int(rules.wild_rank) - 1
        self.cost = cost
        self.dead_unit = dead_unit
        self.labels = labels if track else None  # tags a joker given to a meld must keep
        self.strip_spare = labels is None or getattr(labels, "spare_jokers_add_no_tags", False)

    def pack(self, state: int) -> tuple | None:
        """``(state, dead-card scores, wild rank's slot, dead-card scores with loose jokers free)`` for the
        packed hand ``state``, or None when the search takes its wild cards one by one."""
        slot = self.slot
        n_wild = rank_copies(state, slot)
        jokers = (state >> _JOKER_SHIFT) & 15
        if not n_wild and not jokers:
            return None
        cost = self.cost
        if jokers + n_wild > _MAX_POOLED_JOKERS or any(cost[4 * slot + s] != cost[JOKER_CODE] for s in range(4)):
            return None
        dead_unit = list(self.dead_unit)
        for s in range(4):
            dead_unit[4 * slot + s] = 0
        free = list(dead_unit)
        free[JOKER_CODE] = 0
        return state + n_wild * UNIT[JOKER_CODE], dead_unit, slot, free

    def natural_only(self, cands: list, tagged: set | None) -> tuple[list, list]:
        """In the spare-joker pass, the melds without a wild-rank card playing as itself, and those left out
        that are of the one kind required (``tagged``), tried for it apart.

        Such a meld is no better than the same meld with a joker in the card's
        place (the card's joker is taken either way, and the card left over
        scores nothing), but for a required meld of that kind (a pure
        sequence with the card in its own place).
        """
        wild_rank = 0xFFFF << (16 * self.slot)
        wild_tagged = [c for c in cands if c.mask & wild_rank and c.mask in tagged] if tagged is not None else []
        return [c for c in cands if not c.mask & wild_rank], wild_tagged

    def give_jokers(self, chosen: list[Candidate], loose: int, require: dict | None = None) -> bool:
        """Add ``loose`` pooled jokers to the melds ``chosen`` (in place); False if some joker finds no meld.

        With tags to keep (a search with requirements), each meld keeps its
        tags; with ``require`` (met by ``chosen``), a meld may lose a tag
        while the melds together still meet it: a pure sequence takes a joker
        when another pure sequence is left. Either way the arrangement found
        meets what the search was asked to meet, the exactness argument above.

        Melds that already hold jokers take them first, then sets, then runs,
        so that a pure sequence stays pure when it can.
        """
        rules, labels = self.pool_rules, self.labels
        counts = None  # with ``require``: how many melds carry each tag
        if labels is not None and require:
            counts = Counter()
            for c in chosen:
                counts.update(_tags(c, labels))
        order = sorted(range(len(chosen)), key=lambda i: (not chosen[i].substitutes, chosen[i].kind != SET))
        for i in order:
            meld = chosen[i]
            while loose:
                bigger = _candidate_of(sum([UNIT[code] for code in meld.codes]) + UNIT[JOKER_CODE], rules)
                if bigger is None:
                    break
                if labels is not None:
                    old, new = _tags(meld, labels), _tags(bigger, labels)
                    if counts is not None:
                        after = counts - Counter(old) + Counter(new)
                        if any(after[name] < n for name, n in require.items()):
                            break
                        counts = after
                    elif not set(old) <= set(new):
                        break
                meld = chosen[i] = pooled_candidate(bigger, self.slot)
                loose -= 1
            if not loose:
                return True
        return False

    def place(self, melds: list[Meld], dead: list[Card], cards: list[Card]) -> tuple:
        """Give the pooled search's jokers their cards: printed jokers first, then the wild-rank cards not
        played as themselves; the wild cards no meld needs are deadwood."""
        wild_rank = range(4 * self.slot, 4 * self.slot + 4)
        stand_ins = [c for c in cards if c.code == JOKER_CODE] + [c for c in dead if c.code in wild_rank]
        stand_ins.reverse()  # taken from the end
        placed = []
        for meld in melds:
            if meld.substitutes:
                # This meld's stand-ins, in the order a reading fills the gaps: wild-rank cards, then jokers.
                mine = sorted([stand_ins.pop() for c in meld.cards if c.code == JOKER_CODE], key=_CODE)
                naturals = [c.code for c in meld.cards if c.code != JOKER_CODE and c.code not in wild_rank]
                if not naturals or (meld.kind != SET or len(naturals) == 1) and any(
                        c.code in wild_rank and fits_own_place(naturals, c.code, len(meld.cards)) for c in mine):
                    # A wild-rank card of the suit of a run (or of a set that could be
                    # read as one) may stand in its own place, and so be natural there;
                    # wild cards alone may be read in any suit. Read the meld again (a
                    # wild card can stand wherever a joker did, so the reading exists).
                    mask = sum(UNIT[c.code] for c in meld.cards if c.code != JOKER_CODE) + sum(UNIT[c.code] for c in mine)
                    meld = _candidate_of(mask, self.rules).meld()
                else:
                    # Otherwise each stands in, as the joker did: the reading is the same.
                    fill = iter(mine)
                    meld = Meld(tuple([next(fill) if c.code == JOKER_CODE else c for c in meld.cards]), meld.kind,
                                meld.substitutes)
            placed.append(meld)
        dead = [c for c in dead if c.code != JOKER_CODE and c.code not in wild_rank] + stand_ins
        dead.sort(key=_CODE)
        return placed, dead


class _Search:
    """One configured search: meld rules, points, optional meld filter and required cards.

    It routes each hand to its strategies (:meth:`strategies` names them):
    ``single`` is the single-copy strategy when the configuration allows it
    (see the module's notes) and :meth:`arrange` hands it every hand of
    distinct cards; the rest goes to :meth:`_search`, the packed-count core
    (:class:`_Core`) with the strategies that apply around it.
    """

    def __init__(self, rules: MeldRules, points: PointsFn, meld_filter=None, required: Iterable[Card] = (),
                 labels=None, require=None):
        self.rules = rules
        self.points = points
        self.meld_filter = meld_filter
        self.required = Counter(required)
        self.cost, self.planes, self.dead_unit = _cost_table(points)
        self.labels = labels
        self.require = dict(require or {})
        self.names = sorted(self.require)
        self.start_need = tuple(self.require[n] for n in self.names)
        self.track = any(self.start_need)
        # One meld of one kind (Indian Rummy's pure sequence) is tried meld by meld (_one_required); other
        # requirements are tracked as counts still needed (_need_tables).
        self.one_needed = self.start_need == (1,)
        self.tracked = self.track and not self.one_needed
        # No wild cards and nothing per call: hands of distinct cards have a search of their own, on one bit
        # per card (when bit tests can tell which cards meld: sets of three, runs of three or more).
        plain = not rules.has_wilds and meld_filter is None and not self.required and not self.require
        covered = meld_cards(rules) if plain else None
        self.single = _SingleCopies(rules, self.dead_unit, self.planes, covered) if covered is not None else None
        # With a wild rank, the search may pool the wild cards (see _PooledWilds).
        poolable = rules.wild_rank is not None and rules.jokers_wild and meld_filter is None and not self.required
        self.wilds = _PooledWilds(rules, self.cost, self.dead_unit, labels, self.track) if poolable else None

    def strategies(self, cards: list[Card]) -> tuple[str, ...]:
        """The names of the strategies a search of ``cards`` goes through, as :meth:`arrange` and
        :meth:`_search` choose them (the routing tests compare the two)."""
        bits = sum(map(_BIT, cards))
        if bits.bit_count() == len(cards) and self.single is not None:
            return ("single copies",)
        names = ["packed counts"]
        pooled = self._pool(cards, sum(map(_UNIT, cards)))
        if pooled is not None:
            names.append("pooled wild cards")
            if self.wilds.strip_spare:
                names.append("spare-joker pass")
        names.append("tracked requirements" if self.tracked else "isolated melds")
        if self.one_needed:
            names.append("one required meld")
        if self.required:
            names.append("required cards")
        return tuple(names)

    def arrange(self, cards: list[Card], bits: int | None = None, most: int | None = None) -> Arrangement | None:
        """The best arrangement of ``cards``; ``bits``, if the caller has it, is the sum of their ``.bit``.

        With ``most`` (a score: points * 64 + deadwood cards, nothing
        required but ``require``): None when the best arrangement scores
        more, found without searching the arrangements that cannot score that
        little (see :class:`_Core`); otherwise the same arrangement.
        """
        if bits is None:
            bits = sum(map(_BIT, cards))
        # A sum of distinct bits has as many bits set as cards: no copies, and
        # then ``bits`` is the hand's presence (one bit per card).
        single = bits.bit_count() == len(cards)
        if single and self.single is not None:
            return _within(self.single.arrange(self, bits), most)  # distinct natural cards, nothing required
        state = sum(map(_UNIT, cards))
        if state & GUARDS or state >> _JOKER_SHIFT > _MAX_COPIES or len(cards) >= 16 and max(
                Counter(cards).values()) > _MAX_COPIES:
            raise ArrangementError.of("arrange.too_many_copies", max=_MAX_COPIES, cards=quoted(str(Hand(cards))))
        pooled = self._pool(cards, state)
        if pooled is not None and self.wilds.strip_spare:
            # Search without spare jokers first, loose jokers free (see _PooledWilds).
            result = self._search(cards, bits, single, state, pooled, spare=False, most=most)
            if result is _OVER:
                return None
            if result is not None:
                return _within(result, most)
        result = self._search(cards, bits, single, state, pooled, spare=True, most=most)
        return None if result is _OVER else _within(result, most)

    def _search(self, cards: list[Card], bits: int, single: bool, state: int, pooled: tuple | None,
                spare: bool, most: int | None = None):
        """The packed-count search of ``cards`` with the strategies that apply; with ``spare`` false, None when
        its spare jokers find no meld to join.

        With ``most`` (see :meth:`arrange`), ``_OVER`` when the core proves
        every arrangement scores more (not with one required meld: the
        caller checks that one); otherwise an arrangement, which the caller
        checks.
        """
        cost = self.cost
        rules, dead_unit = self.rules, self.dead_unit
        if pooled is not None:
            rules, state, slot = self.wilds.pool_rules, pooled[0], pooled[2]
            dead_unit = pooled[1] if spare else pooled[3]
            single = False
            cands = hand_candidates(cards, rules, state, slot, spare)
        elif rules.has_wilds:
            cands = hand_candidates(cards, rules, state)
        else:
            cands = candidates(cards, rules, state, bits if single else None)
        hand = state
        if self.meld_filter is not None:
            cands = [c for c in cands if self.meld_filter(c.meld())]
        if not cands and not self.require:
            # Nothing melds: the whole hand is deadwood (the common case for a
            # random hand, so it skips the search).
            dead = sorted(cards, key=_CODE)
            return self._result((), dead, sum(map(cost.__getitem__, map(_CODE, dead))))

        one_needed, track = self.one_needed, self.tracked
        tagged = _tagged(cands, self.labels, self.names[0]) if one_needed else None
        taken: list[Candidate] = []
        if not track:
            taken, cands, state = _take_isolated(cands, state)
            if taken and not cands:
                # Every meld was isolated: nothing is left to search.
                if single:
                    for c in taken:
                        bits ^= c.bits
                    codes = [code for code in sorted(map(_CODE, cards)) if bits >> code & 1]
                    dead = list(map(_CARD_AT_CODE.__getitem__, codes))
                else:
                    dead = unpack(state)
                met = not one_needed or any(c.mask in tagged for c in taken)
                return self._finish(taken, dead, met, cards, pooled, spare)
        wild_tagged: list[Candidate] = []
        if pooled is not None and not spare and not track:
            cands, wild_tagged = self.wilds.natural_only(cands, tagged)
        wild_codes = {c.code for c in cards if rules.is_wild(c)} if (
            pooled is None and rules.wild_rank is not None) else ()
        wild_fields = sum(15 << (4 * code) for code in wild_codes) | _JOKER_FIELD
        by_high, covered = _by_highest_natural(cands, wild_codes)
        if track:
            needs, trans, label_of = _need_tables(self.start_need, self.names, cands, self.labels)
            moves = {high: [(c.mask, label_of[c.mask]) for c in group] for high, group in by_high.items()}
        else:
            needs, trans, label_of = [()], [[0]], None
            moves = {high: [(c.mask, 0) for c in group] for high, group in by_high.items()}
        # Each memo starts with the empty hand: nothing left scores 0, or
        # cannot meet what is still needed. Without anything per call, a
        # state's score depends on its cards only and memos are shared.
        if track or self.meld_filter is not None or self.required:
            memos: list[dict[int, int]] = [{0: UNMET if i else 0} for i in range(len(needs))]
        else:
            memos = [self._memo(hand, rules, pooled and pooled[2], spare)]
        dead_of = _dead_table(dead_unit)
        if self.required:
            dead_of = _required_cards_table(dead_of, cost, Counter(c.code for c in cards),
                                            {c.code: n for c, n in self.required.items()})
        core = _Core(memos, moves, trans, ~wild_fields, dead_of)
        # Cards in no meld at all are deadwood whatever else happens: take
        # them out before searching, which keeps the search small.
        fields = ((covered | covered >> 1 | covered >> 2 | covered >> 3) & ONES) * 15  # >> 3: 8+ pooled jokers
        dead_state = state & ~fields
        state &= fields
        need = len(needs) - 1 if track else 0   # the start: everything still needed
        if one_needed:
            met = any(c.mask in tagged for c in taken)
            if not met:
                first = _one_required(core, cands + wild_tagged, tagged, state | dead_state, fields)
                if first is not None:
                    met = True
                    taken.append(first)
                    left = (state | dead_state) - first.mask
                    state, dead_state = left & fields, left & ~fields
            # Without such a meld, the arrangement shown is the best with nothing required.
            target = core.least(state, 0, _NONE_YET)
        else:
            # Exact at the start (the cap is above every score), or, with
            # ``most``, exact if within it: the cards outside every meld cost
            # what they cost whatever the rest does.
            cap = _NONE_YET if most is None else most + 1 - core.dead_cost(dead_state)
            target = core.least(state, need, cap) if cap > 0 else cap
            if target >= cap:
                return _OVER
            met = target < UNMET
        chosen, dead_more = core.rebuild(state, need, target, by_high, label_of)
        return self._finish(taken + chosen, unpack(dead_state | dead_more), met, cards, pooled, spare)

    def _memo(self, hand: int, rules: MeldRules, slot: int | None, spare: bool) -> dict[int, int]:
        """The memo of least scores for a search of the packed ``hand`` with nothing required.

        A state's least score depends only on the cards in it (with the same
        rules, points and pooling): a state of a smaller hand is a state of
        any hand that holds it. So a search of part of the last hand searched
        (Indian Rummy: the hand without a discard, or the same cards with a
        pure sequence required) starts from that hand's memo.
        """
        key = (rules, self.points, slot, spare)
        last = _MEMOS.get(key)
        if last is not None and ((last[0] | GUARDS) - hand) & GUARDS == GUARDS:
            return last[1]
        memo = {0: 0}
        if len(_MEMOS) > 64:
            _MEMOS.clear()
        _MEMOS[key] = (hand, memo)
        return memo

    def _pool(self, cards: list[Card], state: int) -> tuple | None:
        """The hand packed with its wild cards pooled (see :class:`_PooledWilds`), or None when the search takes
        them one by one.

        Returns ``(state, dead-card scores, wild rank's slot, dead-card
        scores with loose jokers free)``.
        """
        return None if self.wilds is None else self.wilds.pack(state)

    def _finish(self, chosen: list[Candidate], dead: list[Card], met: bool, cards: list[Card],
                pooled: tuple | None, spare: bool = True) -> Arrangement | None:
        """The arrangement of the melds chosen and the cards left; with pooled wild cards, the wild cards placed.

        Without ``spare`` jokers in the melds searched, the loose jokers join
        melds first; None if one cannot.
        """
        if len(chosen) > 1:
            chosen.sort(key=_by_first_card)
        if not spare:
            loose = sum(c.code == JOKER_CODE for c in dead)
            if loose:
                if not self.wilds.give_jokers(chosen, loose, self.require if met and self.track else None):
                    return None
                dead = [c for c in dead if c.code != JOKER_CODE]
        melds = [c.meld() for c in chosen]
        if pooled is not None:
            melds, dead = self.wilds.place(melds, dead, cards)
        return self._result(tuple(melds), dead, sum([self.cost[c.code] for c in dead]), met)

    def _result(self, melds: tuple, dead: list, points: int, met: bool = True) -> Arrangement:
        feasible = met and (not self.required or not self.required - _melded(melds))
        # Filled directly rather than through the frozen __init__: this is
        # the hot path of every search, and the values are already checked.
        result = _new(Arrangement)
        result.__dict__.update(melds=melds, deadwood=dead if type(dead) is tuple else tuple(dead), points=points,
                               feasible=feasible, _search=self)
        return result

    def best_discard(self, cards: list[Card], whole: Arrangement | None = None) -> Discard:
        """The discard leaving the least deadwood; ``whole`` is the arrangement of ``cards`` if known.

        Raises:
            ArrangementError: for an empty hand.
        """
        if not cards:
            raise ArrangementError.of("arrange.empty_discard")
        if self.single is not None:
            bits = sum(map(_BIT, cards))
            if bits.bit_count() == len(cards):
                return self.single.best_discard(self, bits, whole)
        best = None
        for card in sorted(set(cards), key=lambda c: (-self.cost[c.code], -c.code)):
            rest = list(cards)
            rest.remove(card)
            arrangement = self.arrange(rest)
            key = (not arrangement.feasible, arrangement.points, len(arrangement.deadwood))
            if best is None or key < best[0]:
                best = (key, Discard(card, arrangement))
        return best[1]


def _within(result: Arrangement, most: int | None) -> Arrangement | None:
    """``result``, or None when a bound ``most`` was asked and it scores more (or misses a requirement)."""
    if most is None:
        return result
    return result if result.feasible and (result.points << 6) + len(result.deadwood) <= most else None


def _need_tables(start: tuple, names: list, cands: list, labels) -> tuple[list, list, dict]:
    """Number every vector of counts still needed, and tabulate how melds move between them.

    Vectors are numbered in mixed radix so that 0 is "nothing needed" and
    the last number is ``start``. Returns the vectors, ``trans[need][label]``
    and each candidate mask's label number.
    """
    needs = [()]
    for top in start:
        needs = [v + (k,) for k in range(top + 1) for v in needs]
    index = {v: i for i, v in enumerate(needs)}
    label_vectors: dict[tuple, int] = {}
    label_of = {}
    numbers: dict[tuple, int] = {}  # a meld's tags -> its label's number (melds share a few tag tuples)
    label = _label_id(labels)
    for c in cands:
        tags = _TAGS.get((label, c.fields))
        if tags is None:
            tags = _tags(c, labels, label)
        number = numbers.get(tags)
        if number is None:
            vector = tuple([tags.count(n) for n in names])
            number = numbers[tags] = label_vectors.setdefault(vector, len(label_vectors))
        label_of[c.mask] = number
    trans = [[index[tuple(max(0, a - b) for a, b in zip(v, vector))] for vector in label_vectors] for v in needs]
    return needs, trans, label_of


def _tagged(cands: list, labels, name: str) -> set:
    """The masks of the candidates tagged ``name`` (the tags known per candidate read inline: a hot loop)."""
    label = _label_id(labels)
    tagged = set()
    for c in cands:
        tags = _TAGS.get((label, c.fields))
        if tags is None:
            tags = _tags(c, labels, label)
        if name in tags:
            tagged.add(c.mask)
    return tagged


def _label_id(labels) -> int:
    """The number standing for ``labels`` in _TAGS' keys (a small int: the keys stay untracked tuples)."""
    number = _LABEL_IDS.get(labels)
    if number is None:
        if len(_LABEL_IDS) >= 64:  # Indian Rummy has one labels function per rule variant and wild rank
            # Forgotten functions' tags age out of _TAGS (a number is never given twice, so none is misread).
            _LABEL_IDS.clear()
        number = _LABEL_IDS[labels] = next(_LABEL_NUMBERS)
    return number


def _tags(candidate: Candidate, labels, number: int | None = None) -> tuple:
    """``labels(candidate.meld())``, kept per labels function (``number``: its :func:`_label_id`) and
    candidate's fields.

    Keyed by ``candidate.fields`` (a plain tuple the collector does not
    track), not the candidate: candidates are made per call, and a key that
    outlives its call would keep one alive per meld ever tagged.

    A labels function with an ``of_codes(kind, substitutes, codes)``
    attribute gives the same tags from the candidate's fields: the Meld is
    then not made (most candidates are never shown).
    """
    key = (_label_id(labels) if number is None else number, candidate.fields)
    tags = _TAGS.get(key)
    if tags is None:
        of_codes = getattr(labels, "of_codes", None)
        if of_codes is not None:
            tags = of_codes(candidate.kind, candidate.substitutes, candidate.codes)
        else:
            tags = labels(candidate.meld())
        make_room(_TAGS, TAGS_LIMIT)
        _TAGS[key] = tags
    return tags


# One cache for every labels function, so that one limit bounds them all (see melds.make_room): a game
# deals many wild ranks, each with its labels function, and a search asks for the tags of every candidate.
TAGS_LIMIT = 8_192
_TAGS: dict = {}   # (labels function's number, candidate's fields) -> its tags
_LABEL_IDS: dict = {}  # labels function -> its number
_LABEL_NUMBERS = count()
MELD_CACHES.append(_TAGS)  # a test emptying the meld caches empties the tags too


def _by_first_card(candidate: Candidate) -> tuple:
    return (candidate.low, candidate.codes)


def _melded(melds: Iterable[Meld]) -> Counter:
    return Counter(c for m in melds for c in m.cards)


def arrange(hand, rules: MeldRules | None = None, points: PointsFn | None = None, *,
            meld_filter: Callable[[Meld], bool] | None = None, required: Iterable[Card] = (),
            labels: Callable[[Meld], tuple] | None = None, require: dict | None = None) -> Arrangement:
    """The arrangement of ``hand`` with the least deadwood points.

    ``points`` gives one card's deadwood value (default: A=1, 2-9, 10/J/Q/K
    = 10, jokers 0). ``meld_filter`` rejects melds a game forbids;
    ``required`` cards must end up in melds (Phỏm's eaten cards).
    ``labels(meld)`` tags each meld and ``require`` asks for at least so many
    melds of each tag (Indian Rummy: ``{"sequence": 2, "pure": 1}``). A
    labels function may set ``spare_jokers_add_no_tags = True`` when a meld
    with a joker it does not need has no tag that the meld without it lacks:
    with wild cards worth 0 the search is then quicker.
    ``.feasible`` is false when a requirement cannot be met; the points are
    then those of the best arrangement found while trying and mean little.

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read.
        ArrangementError: for more than 7 copies of one card.
    """
    rules = meld_rules(rules)
    if points is not None and not callable(points):
        raise CardlabError.of("arrange.points_type", value=quoted(points))
    if meld_filter is None and not required and not require:
        search = _plain_search(rules, points)
    elif require and labels is None:
        raise CardlabError.of("arrange.require_labels", value=quoted(require))
    else:
        search = _Search(rules or _DEFAULT_RULES, points or _tongits_like_points, meld_filter,
                         parse_cards(required) if required else (), labels, require)
    if type(hand) is list:
        try:
            bits = sum(map(_BIT, hand))
        except AttributeError:
            pass
        else:
            return search.arrange(hand, bits)  # already cards (only Card has .bit): no second parse
    return search.arrange([] if isinstance(hand, (list, tuple)) and not hand else parse_cards(hand))


def _arrange_at_most(cards: list[Card], rules: MeldRules, points: PointsFn, most: int, *,
                    labels: Callable[[Meld], tuple] | None = None, require: dict | None = None) -> Arrangement | None:
    """:func:`arrange` of ``cards`` (already read: a list of Card), or None if it would score more than ``most``.

    The score is points * 64 + deadwood cards (so ``most=65`` with every
    card worth 1 point asks for at most one loose card), and an arrangement
    that misses ``require`` scores more than any. Asking is quicker than
    arranging when the answer is None: the search leaves out every branch
    that cannot score that little. Otherwise the arrangement is the one
    :func:`arrange` gives.

    Raises:
        ArrangementError: for more than 7 copies of one card.
        CardlabError: for ``require`` without ``labels``.
    """
    if require and labels is None:
        raise CardlabError.of("arrange.require_labels", value=quoted(require))
    if require:
        search = _Search(rules, points, None, (), labels, require)
    else:
        search = _plain_search(rules, points)
    return search.arrange(cards, None, most)


_LAST = [(None, None, _Search(_DEFAULT_RULES, _tongits_like_points))]  # (rules, points) as given, and their search


def _plain_search(rules: MeldRules | None, points: PointsFn | None) -> _Search:
    """The search for ``rules`` and ``points`` with nothing per call (checked by the caller; None = defaults).

    Such searches are reusable: one per configuration, and the one used
    last is found without hashing.
    """
    given_rules, given_points, search = _LAST[0]
    if rules is not given_rules or points is not given_points:
        key = (rules or _DEFAULT_RULES, points or _tongits_like_points)
        search = _SEARCHES.get(key)
        if search is None:
            search = _SEARCHES[key] = _Search(*key)
        _LAST[0] = (rules, points, search)
    return search


def deadwood_points(cards: list[Card], rules: MeldRules, points: PointsFn, bits: int | None = None,
                    search: "_Search | None" = None) -> int:
    """The least deadwood points of ``cards`` (already read: a list of Card), without building the arrangement.

    ``bits``, if the caller has it, is the sum of the cards' ``.bit``, and
    ``search`` the search of ``rules`` and ``points`` if it kept it. The
    same number as ``arrange(cards, rules, points).points``, computed on one
    bit per card when the cards are distinct and the rules natural (the
    calculators' common case); otherwise through :func:`arrange`.

    Raises:
        ArrangementError: for more than 7 copies of one card.
    """
    if search is None:
        search = _plain_search(rules, points)
    if bits is None:
        bits = sum(map(_BIT, cards))
    if search.single is not None and bits.bit_count() == len(cards):
        return search.single.score(bits) >> 6
    return search.arrange(cards, bits).points


def best_discard(hand, rules: MeldRules | None = None, points: PointsFn | None = None, **kwargs) -> Discard:
    """The single discard from ``hand`` that leaves the least deadwood.

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read.
        ArrangementError: for an empty hand.
    """
    return arrange(hand, rules, points, **kwargs).best_discard()


register_messages({
    "arrange.no_melds": {"en": "no melds", "vi": "không có phỏm"},
    "arrange.describe": {"en": "{melds} | deadwood {deadwood} = {points}",
                         "vi": "{melds} | bài rác {deadwood} = {points} điểm"},
    "arrange.discard_short": {"en": "discard {card}: {arrangement}", "vi": "đánh {card}: {arrangement}"},
    "arrange.discard": {
        "en": "discard {card}: it leaves {points:point|points} of deadwood, the least possible — {arrangement}",
        "vi": "Lá nên đánh: {card}, còn lại {points} điểm bài rác, ít nhất có thể — {arrangement}"},
    "arrange.not_searched": {
        "en": "this arrangement was not made by arrange(): it cannot search discards",
        "vi": "cách xếp này không do arrange() tạo ra: không thể tìm lá nên đánh"},
    "arrange.bad_points": {
        "en": "points({card}) returned {value}: expected a whole number >= 0",
        "vi": "points({card}) trả về {value}: cần một số nguyên >= 0"},
    "arrange.too_many_copies": {
        "en": "a hand may hold at most {max} copies of a card: {cards}",
        "vi": "bài trên tay chỉ được có nhiều nhất {max} lá giống nhau: {cards}"},
    "arrange.empty_discard": {
        "en": "an empty hand has no card to discard", "vi": "tay không còn lá nào thì không có lá để đánh"},
    "arrange.points_type": {
        "en": "points={value} is not allowed: expected None or a function giving one card's deadwood points",
        "vi": "không cho phép points={value}: cần None hoặc một hàm cho điểm bài rác của một lá"},
    "arrange.require_labels": {
        "en": "require={value} needs labels=, a function naming each meld's tags",
        "vi": "require={value} cần labels=, một hàm đặt nhãn cho từng phỏm"},
})
