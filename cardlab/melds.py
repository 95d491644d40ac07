"""Melds: sets and same-suit runs, parameterised by a game's rules.

A *set* is cards of one rank; a *run* is consecutive cards of one suit.
:class:`MeldRules` holds what varies between games (ace high or low, set
sizes, distinct suits, wild cards). :func:`classify` explains why cards are or
are not a meld; :func:`enumerate_melds` lists every meld a hand can form, which
:mod:`cardlab.arrange` searches exactly.
"""
from __future__ import annotations

from collections import Counter
from functools import reduce
from itertools import islice, product
from operator import attrgetter, itemgetter, or_
from dataclasses import dataclass, field, fields, replace
from typing import Callable, Iterable, Iterator

from .cards import CARD_BY_CODE, Card, Rank, parse_cards
from .engine import check_int, check_option
from .errors import InvalidRulesError
from .explain import Reason, Verdict, has_message, quoted, register_messages

SET = "set"
RUN = "run"


_RULES_IDS: dict = {}  # what distinguishes two MeldRules (ints and bools) -> MeldRules._cache_id


@dataclass(frozen=True)
class MeldRules:
    """What makes a meld in one game.

    ``ace_low``: A-2-3 is a run. ``ace_high``: Q-K-A is a run. A run never
    wraps (K-A-2). ``set_distinct_suits``: a set may not repeat a suit (two
    9♥ from two decks are one suit). ``wild_rank``: every card of this rank
    may stand for any card. ``jokers_wild``: printed jokers stand for any
    card. ``wild_in_sets``: wild cards may complete a set.
    ``all_wild_meld``: a meld made only of substitutes counts.
    """

    min_set: int = 3
    max_set: int = 4
    min_run: int = 3
    ace_low: bool = True
    ace_high: bool = False
    set_distinct_suits: bool = False
    wild_rank: Rank | None = None
    jokers_wild: bool = False
    wild_in_sets: bool = True
    all_wild_meld: bool = False
    key: tuple = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        # Checked first: the search loops over run lengths and set sizes, so min_run=2**64 would
        # never end and min_set=0 would index past a pattern table.
        check_int("min_set", self.min_set, 2, 8)
        check_int("max_set", self.max_set, self.min_set, 8)
        check_int("min_run", self.min_run, 2, 14)
        for name in ("ace_low", "ace_high", "set_distinct_suits", "jokers_wild", "wild_in_sets", "all_wild_meld"):
            check_option(name, getattr(self, name), (True, False))
        if self.wild_rank is not None and (not isinstance(self.wild_rank, Rank) or self.wild_rank is Rank.JOKER):
            raise InvalidRulesError.of("meld.wild_rank", value=quoted(self.wild_rank))
        # What the natural-meld caches depend on, computed once; the hash too,
        # as searches are cached per rules.
        object.__setattr__(self, "key", (self.min_set, self.max_set, self.min_run, self.ace_low,
                                         self.ace_high, self.set_distinct_suits))
        object.__setattr__(self, "_hash", hash((self.key, self.wild_rank, self.jokers_wild, self.wild_in_sets,
                                                self.all_wild_meld)))
        # A small number naming these rules (equal rules, equal number): the meld caches are keyed by it, not
        # by the rules object, so that their keys are tuples of ints, which the garbage collector stops
        # tracking; a key holding this object would be one more object for every collection to walk.
        value = (self.key, None if self.wild_rank is None else int(self.wild_rank), self.jokers_wild,
                 self.wild_in_sets, self.all_wild_meld)
        object.__setattr__(self, "_cache_id", _RULES_IDS.setdefault(value, len(_RULES_IDS)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self):
        # Pickled and copied as its fields, rebuilt by __init__: _cache_id numbers rules in this process only.
        return (type(self), tuple(getattr(self, f.name) for f in fields(self) if f.init))

    def is_wild(self, card: Card) -> bool:
        """True if ``card`` may stand in for another card under these rules."""
        if card.is_joker:
            return self.jokers_wild
        return self.wild_rank is not None and card.rank == self.wild_rank

    @property
    def has_wilds(self) -> bool:
        return self.jokers_wild or self.wild_rank is not None


@dataclass(frozen=True)
class Meld:
    """A meld found in a hand: its cards (in display order), kind and substitutes.

    ``substitutes`` counts wild cards standing in for another card; a wild
    card in its own natural place is not a substitute.
    """

    cards: tuple[Card, ...]
    kind: str
    substitutes: int = 0

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    @property
    def pretty(self) -> str:
        return " ".join(c.pretty for c in self.cards)

    def __repr__(self) -> str:
        return f"Meld({str(self)!r}, {self.kind!r})"

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)


# Run positions: 1..13 with the ace at 1; position 14 is the ace played high.
def _position_rank(pos: int) -> Rank:
    return Rank.ACE if pos == 14 else Rank(pos)


def _run_windows(length: int, rules: MeldRules) -> Iterator[range]:
    lo = 1 if rules.ace_low else 2
    hi = 14 if rules.ace_high else 13
    for start in range(lo, hi - length + 2):
        window = range(start, start + length)
        if 1 in window and 14 in window:
            continue  # an ace cannot be both ends: that would wrap
        yield window


_RUN_STARTS: dict[tuple, tuple] = {}


def _run_starts(length: int, rules: MeldRules) -> tuple:
    """First positions of the windows of ``length`` (see :func:`_run_windows`), cached."""
    key = (length, rules.ace_low, rules.ace_high)
    hit = _RUN_STARTS.get(key)
    if hit is None:
        hit = _RUN_STARTS[key] = tuple(w.start for w in _run_windows(length, rules))
    return hit


def _place(rank: int, start: int, end: int) -> int:
    """Position of ``rank`` in the window ``start..end`` (the ace at 1 or 14), or 0 if outside."""
    if start <= rank <= end:
        return rank
    if rank == 1 and end == 14:
        return 14
    return 0


_WILD_CODES: dict = {}
_JOKER = 56  # the printed joker's card code


def _wild_codes(rules: MeldRules) -> frozenset:
    """Card codes that are wild under ``rules`` (cached)."""
    hit = _WILD_CODES.get(rules)
    if hit is None:
        codes = set()
        if rules.jokers_wild:
            codes.add(_JOKER)
        if rules.wild_rank is not None:
            codes.update(4 * (int(rules.wild_rank) - 1) + s for s in range(4))
        hit = _WILD_CODES[rules] = frozenset(codes)
    return hit


def _best_run(cards: list[Card], rules: MeldRules) -> tuple[int, tuple[Card, ...]] | None:
    """Fewest substitutes over every way to read ``cards`` as a run, with display order.

    Natural cards take their own place; a wild card of the run's suit takes
    its own place when it is free (it is then no substitute); the other wild
    cards fill the free places in order. Ties: the latest window, so
    substitutes extend the run upward. (Card codes: rank = code // 4 + 1,
    suit = code % 4, the joker 56.)
    """
    wild_codes = _wild_codes(rules)
    naturals = []
    wilds = []
    for c in cards:
        (wilds if c.code in wild_codes else naturals).append(c)
    if naturals:
        suit = naturals[0].code & 3
        for c in naturals:
            if c.code >= 52 or c.code & 3 != suit:
                return None  # mixed suits, or a joker that is not wild here
        candidate_suits = (suit,)
    else:
        if not rules.all_wild_meld and all(c.code == _JOKER for c in wilds):
            return None
        candidate_suits = sorted({c.code & 3 for c in wilds if c.code != _JOKER}) or (0, 1, 2, 3)
    n = len(cards)
    starts = _run_starts(n, rules)
    if not starts:
        return None
    # Wild cards that are not printed jokers try their own place first, in the order given.
    ordered = [w for w in wilds if w.code != _JOKER] + [w for w in wilds if w.code == _JOKER]
    nat_ranks = [(c.code >> 2) + 1 for c in naturals]
    n_wild = len(wilds)
    # A window must reach the natural cards other than aces (an ace may sit at 1 or 14).
    others = [r for r in nat_ranks if r != 1]
    low, high = (min(others), max(others)) if others else (14, 1)
    best = None
    for suit in candidate_suits:
        own = [(w.code >> 2) + 1 for w in ordered if w.code != _JOKER and w.code & 3 == suit]
        for start in starts:
            end = start + n - 1
            if start > low or end < high:
                continue
            taken = set()
            for r in nat_ranks:
                p = r if start <= r <= end else (14 if r == 1 and end == 14 else 0)
                if not p or p in taken:
                    break
                taken.add(p)
            else:
                placed = 0
                for r in own:
                    p = r if start <= r <= end else (14 if r == 1 and end == 14 else 0)
                    if p and p not in taken:
                        taken.add(p)
                        placed += 1
                if not naturals and not placed and not rules.all_wild_meld:
                    continue
                subs = n_wild - placed
                if best is None or subs <= best[0]:
                    best = (subs, suit, start)
    if best is None:
        return None
    subs, suit, start = best
    end = start + n - 1
    slots: dict[int, Card] = {}
    for c, r in zip(naturals, nat_ranks):
        slots[_place(r, start, end)] = c
    rest = []
    for w in ordered:
        p = _place((w.code >> 2) + 1, start, end) if w.code != _JOKER and w.code & 3 == suit else 0
        if p and p not in slots:
            slots[p] = w
        else:
            rest.append(w)
    free = [p for p in range(start, end + 1) if p not in slots]
    for p, w in zip(free, rest):
        slots[p] = w
    return subs, tuple(slots[p] for p in range(start, end + 1))


def _best_set(cards: list[Card], rules: MeldRules) -> tuple[int, tuple[Card, ...]] | None:
    if not (rules.min_set <= len(cards) <= rules.max_set):
        return None
    wild_codes = _wild_codes(rules)
    naturals = [c for c in cards if c.code not in wild_codes]
    wilds = [c for c in cards if c.code in wild_codes]
    ranks = {c.rank for c in naturals}
    if not naturals:
        # Wild-rank cards of one rank are a natural set of that rank; when
        # suits must differ, a second copy of a suit (two decks) stands in
        # for a missing suit, as any wild card may.
        plain = [c for c in wilds if not c.is_joker]
        ranks = {c.rank for c in plain}
        if len(ranks) != 1:
            return None
        naturals, extra = [], []
        for c in sorted(plain):
            if rules.set_distinct_suits and any(n.suit == c.suit for n in naturals):
                extra.append(c)
            else:
                naturals.append(c)
        wilds = extra + [c for c in wilds if c.is_joker]
    else:
        if len(ranks) != 1:
            return None
        rank = next(iter(ranks))
        # Wild cards of the set's own rank are natural members.
        naturals = naturals + [c for c in wilds if c.rank == rank]
        wilds = [c for c in wilds if c.rank != rank]
    if rules.set_distinct_suits and len({c.suit for c in naturals}) != len(naturals):
        return None
    if wilds and not rules.wild_in_sets:
        return None
    if not naturals and not rules.all_wild_meld:
        return None
    return len(wilds), tuple(sorted(naturals)) + tuple(wilds)


_READ_CACHE: dict = {}

# How many entries each cache of melds keeps (see make_room). Bounded, 100,000 calculator calls stay under
# 200 MB, where 200,000-entry caches reached 1.9 GB and second-long collections (issue #17;
# bench/bench_ir_worst.py measures both). A full cache drops its oldest half, so each one holds between
# half its limit and its limit once warm: the limits are near what the hands of a session reuse (when every
# cache was emptied at once, the others held 1,000-2,500 entries each time the wild melds' one filled up),
# as every entry is one more object each full collection may walk until it stops tracking it. What it
# walks is kept small too: keys and readings are tuples of ints (MeldRules._cache_id, card codes), which
# the collector stops tracking, and so are the candidates (each one tuple of its fields, see Candidate) and
# the lists of them: no Candidate or Meld object is kept. A game keeps one wild rank per deal, so its hands
# share entries far below these sizes.
READ_LIMIT = 4_096         # readings of one multiset (read_kinds), about one per meld a hand could form
CANDIDATE_LIMIT = 4_096    # a wild meld's candidate, by its cards (_candidate_of); natural ones (_CANDIDATE_CACHE)
WILD_LIMIT = 5_000         # lists of wild melds per rank, suit or pick of cards: each holds many candidates
HANDS_LIMIT = 1_024        # a hand's whole list of candidates (hand_candidates); the last one per family too

# Every cache that holds readings, candidates or melds (other modules add theirs: arrange's tags per
# candidate, indian_rummy.groups' readings of a group): what a test empties to compute from scratch.
MELD_CACHES: list = []


def make_room(cache: dict, limit: int) -> None:
    """Drop the oldest entries of ``cache`` when it holds ``limit``: its newest ``limit // 2`` are kept.

    Called before each new entry, so a cache never holds more than ``limit`` entries. Only this cache is
    cut, and only its older half (a dict keeps the order entries came in): emptying every meld cache at
    once made the hands right after rebuild everything they use, the slowest hands of a session (issue
    #17), and a game's next hands mostly use what the last hands added.

    The bound on memory: at most each cache's limit of entries (about 31,600 in all: 4,096 readings,
    4,096 + 4,096 candidates, 5,000 lists of wild melds, 1,024 hands' lists and as many _PARENTS at most,
    arrange's 8,192 tags, Indian Rummy's 4,096 readings of a group), and each entry is bounded by the cards
    of one hand. The caches share objects (lists of wild melds and hands' lists hold the candidates' fields
    that _CANDIDATE_OF and _CANDIDATE_CACHE hold; tags are kept per candidate's fields; _PARENTS holds
    lists that _HANDS holds). When this cache drops an entry, what it refers to stays alive only as long as
    an entry of another cache still refers to it, and what this cache makes again for a new entry belongs
    to that new entry: every object the caches keep is reachable from an entry that some cache holds, so
    they hold at most, over every cache, its limit times its largest entry with all it refers to. That is
    the bound of caches sharing nothing; sharing only makes what they hold less. A reading, a candidate or
    a tag is under 2 KB with what it refers to (under 50 MB for all of them at their limits); a list of
    melds holds a few KB on average, tens of KB for the largest (8 wild cards), and the lists make the
    worst case. What a long session holds is measured by ``python -m bench memory`` (100,000 calls of the
    four games: about 35 MB resident, goal < 200 MB).
    """
    if len(cache) >= limit:
        # list(): the keys are taken before any is deleted (a dict may not change while iterated).
        for key in list(islice(cache, len(cache) - limit // 2)):
            del cache[key]


def read_meld(cards: Iterable[Card], rules: MeldRules) -> Meld | None:
    """The best reading of ``cards`` as one meld (fewest substitutes), or ``None``.

    A set is preferred to a run with as many substitutes. The reading depends
    only on the cards, not their order (it is cached by the cards).
    """
    found = _best_reading(_readings(sorted(cards, key=_card_code), rules))
    return None if found is None else _meld_of(*found)


def read_kinds(cards: Iterable[Card], rules: MeldRules) -> tuple[Meld | None, Meld | None]:
    """The best reading of ``cards`` as a set and as a run (fewest substitutes each), ``None`` where there is none.

    Cached by the cards, whatever their order.
    """
    group, run = _readings(sorted(cards, key=_card_code), rules)
    return (None if group is None else _meld_of(SET, *group)), (None if run is None else _meld_of(RUN, *run))


def _readings(cards: list[Card], rules: MeldRules) -> tuple:
    """``(set, run)`` readings of ``cards`` (in code order), each ``(substitutes, card codes in display order)``
    or None; cached.

    Kept as tuples of ints, not melds: the garbage collector stops tracking such tuples, so a full cache
    adds nothing to the objects every collection walks. The melds are made when asked for.
    """
    key = (rules._cache_id, tuple([c.code for c in cards]))
    hit = _READ_CACHE.get(key)
    if hit is None:
        group = run = None
        if len(cards) >= rules.min_set:
            found = _best_set(cards, rules)
            if found:
                group = (found[0], tuple([c.code for c in found[1]]))
        if len(cards) >= rules.min_run:
            found = _best_run(cards, rules)
            if found:
                run = (found[0], tuple([c.code for c in found[1]]))
        make_room(_READ_CACHE, READ_LIMIT)
        hit = _READ_CACHE[key] = (group, run)
    return hit


def _best_reading(readings: tuple) -> tuple | None:
    """``(kind, substitutes, codes)`` of the better of a ``(set, run)`` pair of readings (a set wins ties), or None."""
    group, run = readings
    if run is None or group is not None and group[0] <= run[0]:
        return None if group is None else (SET, *group)
    return (RUN, *run)


def _meld_of(kind: str, substitutes: int, codes: tuple) -> Meld:
    return Meld(tuple([CARD_BY_CODE[c] for c in codes]), kind, substitutes)


def meld_rules(rules) -> MeldRules:
    """``rules``, or the default :class:`MeldRules` for ``None``.

    Raises:
        InvalidRulesError: for anything else (a game's ``Rules`` gives its own as ``rules.meld_rules``).
    """
    if rules is None:
        return _DEFAULT
    if not isinstance(rules, MeldRules):
        raise InvalidRulesError.of("error.rules_type", value=quoted(rules), expected="MeldRules")
    return rules


def _card_code(card: Card) -> int:
    return card.code


def classify(cards, rules: MeldRules | None = None) -> Verdict:
    """Is this a meld? ``.kind`` is ``"set"`` or ``"run"``; reasons say why (not).

    The verdict carries ``.meld`` (a :class:`Meld`, or ``None``).

    Raises:
        NotationError / CardTypeError: if ``cards`` cannot be read.
    """
    rules = meld_rules(rules)
    cards = list(parse_cards(cards))
    meld = read_meld(cards, rules)
    if meld is not None:
        code = "meld.is_set" if meld.kind == SET else "meld.is_run"
        reasons = [Reason(code, cards=meld.cards)]
        if meld.substitutes:
            reasons.append(Reason("meld.substitutes", n=meld.substitutes))
        return Verdict(True, meld.kind, reasons, meld=meld)
    return Verdict(False, None, [_why_not(cards, rules)], meld=None)


def _why_not(cards: list[Card], rules: MeldRules) -> Reason:
    """The one reason a learner most needs to see for a non-meld."""
    shown = tuple(cards)
    smallest = min(rules.min_set, rules.min_run)
    if len(cards) < smallest:
        return Reason("meld.too_few", cards=shown, n=len(cards), need=smallest)
    if any(c.is_joker for c in cards) and not rules.jokers_wild:
        return Reason("meld.joker_not_wild", cards=shown)
    naturals = [c for c in cards if not rules.is_wild(c)]
    wilds = [c for c in cards if rules.is_wild(c)]
    if not naturals:
        return Reason("meld.only_wild", cards=shown)
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if len(ranks) == 1:
        if len(cards) > rules.max_set:
            return Reason("meld.set_too_big", cards=shown, max=rules.max_set)
        if len(cards) < rules.min_set:
            return Reason("meld.too_few", cards=shown, n=len(cards), need=rules.min_set)
        if wilds and not rules.wild_in_sets:
            return Reason("meld.no_wild_in_set", cards=shown)
        if rules.set_distinct_suits:
            repeated = [s for s, n in Counter(c.suit for c in naturals).items() if n > 1]
            if repeated:
                dup = tuple(c for c in naturals if c.suit == repeated[0])
                return Reason("meld.set_suit_repeats", cards=shown, repeated=dup)
        return Reason("meld.not_a_meld", cards=shown)
    if len(suits) > 1:
        ordered = sorted(naturals, key=lambda c: c.rank)
        values = sorted(c.rank for c in naturals)
        # Consecutive ranks in mixed suits: the classic learner's mistake.
        if len(set(values)) == len(values) and values[-1] - values[0] < len(cards):
            return Reason("meld.run_suits_differ", cards=shown)
        return Reason("meld.mixed", cards=tuple(ordered))
    if len(cards) < rules.min_run:
        return Reason("meld.too_few", cards=shown, n=len(cards), need=rules.min_run)
    counts = Counter(c.rank for c in naturals)
    doubled = [r for r, n in counts.items() if n > 1]
    if doubled:
        return Reason("meld.run_repeats_rank", cards=shown, rank=doubled[0].symbol)
    ranks_present = {int(r) for r in ranks}
    if Rank.ACE in ranks and Rank.KING in ranks and Rank.TWO in ranks:
        return Reason("meld.run_wraps", cards=shown)
    if Rank.ACE in ranks and not rules.ace_high and ranks_present - {1} and min(ranks_present - {1}) >= 14 - len(cards):
        return Reason("meld.run_ace_high", cards=shown)
    if Rank.ACE in ranks and not rules.ace_low and ranks_present - {1} and max(ranks_present - {1}) <= len(cards):
        return Reason("meld.run_ace_low", cards=shown)
    if wilds:
        return Reason("meld.run_gap_too_wide", cards=shown, n=len(wilds))
    return Reason("meld.run_gap", cards=shown)


_DEFAULT = MeldRules()

register_messages({
    "meld.wild_rank": {
        "en": "wild_rank={value} is not allowed: expected None or a Rank other than the joker, such as Rank.FIVE",
        "vi": "không cho phép wild_rank={value}: cần None hoặc một Rank khác joker, như Rank.FIVE"},
})

register_messages({
    "meld.is_set": {"en": "{cards} is a set: cards of one rank",
                    "vi": "{cards} là một bộ: các lá cùng giá trị"},
    "meld.is_run": {"en": "{cards} is a run: consecutive cards of one suit",
                    "vi": "{cards} là một sảnh: các lá liên tiếp cùng chất"},
    "meld.substitutes": {"en": "{n:wild card stands|wild cards stand} in for missing cards",
                         "vi": "{n} lá thay thế đứng thay cho lá còn thiếu"},
    "meld.too_few": {"en": "{cards} is not a meld: it has {n:card|cards} and a meld needs at least {need}",
                     "vi": "{cards} không phải là phỏm: chỉ có {n} lá, cần ít nhất {need} lá"},
    "meld.joker_not_wild": {"en": "{cards} is not a meld: a printed joker is not wild in this game",
                             "vi": "{cards} không phải là phỏm: lá phăng teo (joker) không được dùng thay thế trong trò này"},
    "meld.only_wild": {"en": "{cards} is not a meld: it is made only of wild cards",
                       "vi": "{cards} không phải là phỏm: chỉ toàn lá thay thế"},
    "meld.set_too_big": {"en": "{cards} is not a set: a set has at most {max} cards",
                         "vi": "{cards} không phải là bộ: một bộ có nhiều nhất {max} lá"},
    "meld.no_wild_in_set": {"en": "{cards} is not a set: wild cards may not complete a set under these rules",
                            "vi": "{cards} không phải là bộ: theo luật này lá thay thế không được ghép vào bộ"},
    "meld.set_suit_repeats": {"en": "{cards} is not a set: the suits must all differ, but {repeated} share a suit",
                              "vi": "{cards} không phải là bộ: các chất phải khác nhau, nhưng {repeated} trùng chất"},
    "meld.not_a_meld": {"en": "{cards} is not a meld", "vi": "{cards} không phải là phỏm"},
    "meld.run_suits_differ": {"en": "{cards} is not a run: the suits differ",
                              "vi": "{cards} không phải là sảnh: các lá khác chất"},
    "meld.mixed": {"en": "{cards} is not a meld: the cards share neither a rank nor a suit",
                   "vi": "{cards} không phải là phỏm: các lá không cùng giá trị cũng không cùng chất"},
    "meld.run_repeats_rank": {"en": "{cards} is not a run: the rank {rank} appears twice",
                              "vi": "{cards} không phải là sảnh: lá {rank} xuất hiện hai lần"},
    "meld.run_wraps": {"en": "{cards} is not a run: a run may not wrap around from King to Ace to 2",
                       "vi": "{cards} không phải là sảnh: sảnh không được vòng từ K qua A sang 2"},
    "meld.run_ace_high": {"en": "{cards} is not a run: the Ace is low here, so Q-K-A does not count",
                          "vi": "{cards} không phải là sảnh: ở đây A là lá nhỏ nhất nên Q-K-A không tính"},
    "meld.run_ace_low": {"en": "{cards} is not a run: the Ace is high here, so A-2-3 does not count",
                         "vi": "{cards} không phải là sảnh: ở đây A là lá lớn nhất nên A-2-3 không tính"},
    "meld.run_gap": {"en": "{cards} is not a run: the ranks are not consecutive",
                     "vi": "{cards} không phải là sảnh: các lá không liên tiếp"},
    "meld.run_gap_too_wide": {"en": "{cards} is not a run: the gaps are more than {n:wild card|wild cards} can fill",
                              "vi": "{cards} không phải là sảnh: khoảng trống nhiều hơn {n} lá thay thế có thể lấp"},
})


def in_game_words(reasons: Iterable[Reason], game: str) -> tuple:
    """``reasons`` in ``game``'s own words: a ``meld.*`` reason becomes ``<game>.meld.*`` where that game
    registered its text, with the same parameters.

    The generic texts name a meld *phỏm* and a run *sảnh* in Vietnamese (the words of Tongits and
    Phỏm); Indian Rummy says *nhóm* (group), *dãy* (sequence) and *bộ cùng số* (set), so it registers
    ``indian_rummy.meld.*`` texts and reads its reasons through this.

    >>> [r.code for r in in_game_words([Reason("meld.run_gap", cards=())], "no_such_game")]
    ['meld.run_gap']
    """
    out = []
    for r in reasons:
        code = f"{game}.{r.code}"
        out.append(Reason(code, **dict(r.params)) if r.code.startswith("meld.") and has_message(code) else r)
    return tuple(out)


# ---------------------------------------------------------------------------
# Enumeration


# ---------------------------------------------------------------------------
# Packed hands.
#
# A hand is packed into one integer with a 4-bit field per card code (see
# Card.code): three bits count the copies, the top bit is a guard that shows a
# borrow when a meld is taken out of a hand that lacks one of its cards. Codes
# are rank-major, so the four suits of a rank are adjacent fields (a set is
# one 16-bit slice) and the cards of a run are 16 bits apart.

FIELD = 4
ONES = sum(1 << (FIELD * code) for code in range(64))          # low bit of every field
# The guard bit of every field but the printed joker's: the joker field runs on into the unused field
# above it (code 57), so a pooled search (arrange._Search._pool) can count up to 15 jokers: 2 printed
# and 8 wild-rank cards. Bit 231, the guard of that field, guards the jokers.
GUARDS = (ONES << (FIELD - 1)) & ~(1 << (FIELD * 56 + FIELD - 1))
UNIT = [1 << (FIELD * code) for code in range(64)]


def pack(cards: Iterable[Card]) -> int:
    """The packed form of ``cards`` (copies counted)."""
    return sum([c.unit for c in cards])


def unpack(state: int) -> list[Card]:
    """The cards of a packed hand, in code order (rank, then suit; jokers last)."""
    out = []
    presence = (state | state >> 1 | state >> 2 | state >> 3) & ONES  # >> 3: a pool of 8+ jokers
    if presence == state:
        # One copy of each card: walk the set bits.
        while state:
            low = state & -state
            state ^= low
            out.append(CARD_BY_CODE[(low.bit_length() - 1) >> 2])
        return out
    while presence:
        low = presence & -presence
        presence ^= low
        code = (low.bit_length() - 1) >> 2
        n = (state >> (code << 2)) & 15
        card = CARD_BY_CODE[code]
        if n == 1:
            out.append(card)
        else:
            out.extend([card] * n)
    return out


_MAX_MELD = 24   # melds are shorter: the wild order of a longer one is still a valid sort key

# A candidate's fields, in this order, as one tuple of ints and strings: what the meld caches keep. The
# collector stops tracking such a tuple (and a tuple of them) at its next collection, so full caches add
# nothing to what every full collection walks; the Candidate objects a search uses are made from them per
# call (see Candidate), and left to be freed with the search.
MASK, LOW, HIGH, KIND, CODES, SUBSTITUTES, PRESENCE, BITS, ORDER = range(9)


def _fields(mask: int, low: int, kind: str, codes: tuple, substitutes: int = 0) -> tuple:
    """A candidate's fields (see MASK ... ORDER) as a plain tuple, everything derived computed once."""
    # The low bit of each field used (>> 3: a meld may hold 8 or more pooled jokers).
    presence = (mask | mask >> 1 | mask >> 2 | mask >> 3) & ONES
    bits = 0
    digits = 0
    high = -1
    for code in codes:
        bits |= 1 << code
        digits = digits << 6 | (code + 1)
        if high < code < _JOKER:
            high = code
    # The wild melds' order (see _wild_order) as one int: fewer substitutes,
    # then sets, then by codes (six bits each, a shorter prefix first).
    if len(codes) < _MAX_MELD:
        digits <<= 6 * (_MAX_MELD - len(codes))
    order = (substitutes << 2 | (kind != SET)) << (6 * _MAX_MELD) | digits
    # presence: the same int as mask when equal (one copy of each card), one object fewer to keep.
    return (mask, low, high if high >= 0 else _JOKER, kind, codes, substitutes,
            mask if presence == mask else presence, bits, order)


class Candidate:
    """A meld the hand can form, packed: ``mask`` to subtract, ``low`` its lowest field.

    ``codes`` are its card codes in display order, ``high`` the highest that
    is not a printed joker, ``presence`` the low bit of each field used,
    ``bits`` one bit per card code used, ``order`` the wild melds' order as
    one int; ``fields`` all of them as one plain tuple (see MASK ... ORDER).
    The caches keep only ``fields`` (the garbage collector stops tracking
    such tuples) and each call makes its candidates from them: a class with
    slots, not a named tuple, as searches read these attributes in their
    inner loops (a slot is read quicker). Equal fields, equal candidates.
    """

    __slots__ = ("mask", "low", "high", "kind", "codes", "substitutes", "presence", "bits", "order", "fields")

    def __init__(self, mask: int, low: int, kind: str, codes: tuple, substitutes: int = 0):
        (self.mask, self.low, self.high, self.kind, self.codes, self.substitutes, self.presence, self.bits,
         self.order) = self.fields = _fields(mask, low, kind, codes, substitutes)

    def __eq__(self, other):
        return self.fields == other.fields if type(other) is Candidate else NotImplemented

    def __hash__(self) -> int:
        return hash(self.codes)  # equal fields, equal codes; cheaper to hash than every field

    def __repr__(self) -> str:
        return f"Candidate({self.kind} {self.codes}, substitutes={self.substitutes})"

    def meld(self) -> Meld:
        """The candidate as a :class:`Meld` (equal each time, made anew: no cache keeps a Meld)."""
        return Meld(tuple([CARD_BY_CODE[c] for c in self.codes]), self.kind, self.substitutes)


_new = object.__new__


def _candidate(fields: tuple) -> Candidate:
    """The candidate of cached ``fields`` (see Candidate), made without computing anything."""
    c = _new(Candidate)
    c.mask, c.low, c.high, c.kind, c.codes, c.substitutes, c.presence, c.bits, c.order = c.fields = fields
    return c


def _made(found) -> list:
    """Candidates made from cached fields (see Candidate), in the same order."""
    return list(map(_candidate, found))


_SET_CACHE: dict[tuple, tuple] = {}


def _set_patterns(slice16: int, rules: MeldRules) -> tuple:
    """Sub-multisets of one rank's four suit counts that make a set (cached)."""
    key = (slice16, rules.min_set, rules.max_set, rules.set_distinct_suits)
    hit = _SET_CACHE.get(key)
    if hit is not None:
        return hit
    counts = [(slice16 >> (FIELD * s)) & 7 for s in range(4)]
    if rules.set_distinct_suits:
        counts = [min(n, 1) for n in counts]
    # Every choice of copies per suit, suit 0 varying slowest (loops: a nested function calling itself
    # would be a reference cycle left to the collector).
    out = [taken for taken in product(*[range(n + 1) for n in counts])
           if rules.min_set <= sum(taken) <= rules.max_set]
    # Bigger sets first, then by suit pattern: a stable, documented order.
    out.sort(key=lambda t: (-sum(t), [-k for k in t]))
    result = tuple(out)
    _SET_CACHE[key] = result
    return result


# Natural candidates: sets by rank and suit counts, runs by first card and length. With one deck they are
# a few hundred; with two (Indian Rummy) a rank's suit counts take 81 values, and the sets of each would be
# kept for good, tracked by the garbage collector, so this cache is bounded like the others (make_room).
_CANDIDATE_CACHE: dict[tuple, tuple] = {}


def _rank_sets(r: int, slice16: int, rules: MeldRules, key: tuple) -> tuple:
    """The set candidates of rank slot ``r`` (0 = Ace) given its four suit counts (cached)."""
    ck = ("set", r, slice16, key)
    hit = _CANDIDATE_CACHE.get(ck)
    if hit is None:
        out = []
        for taken in _set_patterns(slice16, rules):
            codes = tuple(4 * r + s for s in range(4) for _ in range(taken[s]))
            out.append(_fields(sum(UNIT[c] for c in codes), codes[0], SET, codes))
        make_room(_CANDIDATE_CACHE, CANDIDATE_LIMIT)
        hit = _CANDIDATE_CACHE[ck] = tuple(out)
    return hit


def _runs(ext: int, rules: MeldRules) -> list:
    """Run candidates' fields from one-bit-per-card presence ``ext`` (the ace also at 52-55 when it plays high)."""
    starts = ext
    for k in range(1, rules.min_run):
        starts &= ext >> (4 * k)
    out = []
    while starts:
        low = starts & -starts
        starts ^= low
        first = low.bit_length() - 1
        length = rules.min_run
        while True:
            last = first + 4 * (length - 1)
            # A whole suit with the ace playing high too reads 2 … K A (read_meld takes the latest window):
            # its A … K window is the same cards, and is left out so that both show the run alike.
            if length <= 13 and not (first < 4 and last >= 52) and not (length == 13 and first < 4 and rules.ace_high):
                out.append(_run_candidate(first, length))
            nxt = last + 4
            if nxt > 55 or not (ext >> nxt) & 1:
                break
            length += 1
    return out


def _run_candidate(first: int, length: int) -> tuple:
    """The fields of the run of ``length`` cards from code ``first`` up (codes 52-55: the ace high); cached."""
    key = ("run", first, length)
    hit = _CANDIDATE_CACHE.get(key)
    if hit is None:
        codes = tuple(c - 52 if c >= 52 else c for c in range(first, first + 4 * length, 4))
        make_room(_CANDIDATE_CACHE, CANDIDATE_LIMIT)
        hit = _CANDIDATE_CACHE[key] = _fields(sum(UNIT[c] for c in codes), min(codes), RUN, codes)
    return hit


_BIT_OF = attrgetter("bit")
_NIBBLE_1 = int("1" * 14, 16)        # bit 0 of each rank's four suit bits
_BITS_52 = (1 << 52) - 1


def _rich_ranks(bits: int) -> int:
    """Bit 4r set for each rank slot r holding at least three of its four suits (presence bits)."""
    # Three of a rank's suit bits b0-b3 are set when b0&b1 and b2|b3, or b2&b3 and b0|b1.
    both = bits & (bits >> 1)
    either = bits | (bits >> 1)
    return (both & (either >> 2) | (both >> 2) & either) & _NIBBLE_1


def _run_presence(bits: int, rules: MeldRules) -> int:
    """Presence bits of the natural cards that may sit in a run, the ace copied to 52-55 when high."""
    ext = bits & _BITS_52
    if rules.ace_high:
        ext |= (ext & 15) << 52
    if not rules.ace_low:
        ext &= ~15
    return ext


def meld_test(rules: MeldRules) -> Callable[[int], int] | None:
    """A quick test for ``rules`` on a one-bit-per-card hand (``sum(card.bit)``, no copies): might a natural meld exist?

    The test answers a nonzero number when a meld may exist. Zero means
    surely none, which is the answer for most random hands, so the search
    can skip all its set-up. Cards are numbered rank-major (see
    ``Card.code``): a rank's four suits are one 4-bit nibble, and a run's
    cards are 4 bits apart. Returns None for rules the test cannot judge
    (sets or runs shorter than three).
    """
    if rules.min_set != 3 or rules.min_run < 3:
        return None
    if rules.ace_low and not rules.ace_high:
        # The usual rules: no need to copy or drop the aces (the joker's bit,
        # 56, can start no run: bits 52-55 are never set).
        def could_meld(bits: int) -> int:
            return _rich_ranks(bits) or bits & (bits >> 4) & (bits >> 8)
    else:
        def could_meld(bits: int) -> int:
            ext = _run_presence(bits, rules)
            return _rich_ranks(bits) or ext & (ext >> 4) & (ext >> 8)
    return could_meld


def meld_cards(rules: MeldRules) -> Callable[[int], int] | None:
    """For ``rules``, a function giving the cards of a one-bit-per-card hand that some natural meld can use.

    Every card of a rank held in three suits or more is in a set; every card
    in ``min_run`` consecutive cards of a suit is in a run. The melds of the
    hand are exactly the melds of those cards, so a search depends on them
    alone (the other cards are deadwood). 0 means no meld. None for rules
    :func:`meld_test` cannot judge.
    """
    if meld_test(rules) is None:
        return None
    shifts = range(4, 4 * rules.min_run, 4)
    usual = rules.ace_low and not rules.ace_high and rules.min_run == 3

    def covered(bits: int) -> int:
        cards = _rich_ranks(bits) * 15 & bits  # a rank's bit 0 times 15: its four suit bits
        ext = bits & _BITS_52 if usual else _run_presence(bits, rules)
        if usual:
            starts = ext & (ext >> 4) & (ext >> 8)
            if starts:
                cards |= starts | starts << 4 | starts << 8
            return cards
        starts = ext
        for k in shifts:
            starts &= ext >> k
        if starts:
            run = starts
            for k in shifts:
                run |= starts << k
            cards |= (run & _BITS_52) | (run >> 52 & 15)  # 52-55: the ace played high
        return cards

    return covered


def candidates(cards: list[Card], rules: MeldRules, state: int | None = None,
               bits: int | None = None, spare: bool = True) -> list[Candidate]:
    """Every distinct meld the cards can form, packed; natural sets, runs, then wild melds.

    Sub-melds are included (three-card sets inside a four of a kind, shorter
    runs inside a long one) because an exact arrangement may need them.
    ``bits``, if given, is the one-bit-per-card presence of the cards. Natural
    melds are found on presence bits (small integers) and built from cached
    candidates, so a hand costs a few bit operations and look-ups.

    With ``spare`` false, melds of natural cards and printed jokers leave out
    the jokers they do not need: each holds the fewest jokers that make its
    natural cards a meld (4♣ 5♣ 6♣ 🃏 is left out, 4♣ 🃏 6♣ kept). Other wild
    melds are all listed.
    """
    return _made(_candidate_fields(cards, rules, state, bits, spare))


def _candidate_fields(cards: list[Card], rules: MeldRules, state: int | None = None, bits: int | None = None,
                      spare: bool = True) -> list:
    """What :func:`candidates` lists, as the candidates' fields (plain tuples, see Candidate)."""
    key = rules.key
    if state is None:
        state = pack(cards)
    if bits is None:
        bits = reduce(or_, map(_BIT_OF, cards), 0)
    out: list = []
    if rules.min_set == 3 and (rules.set_distinct_suits or bits.bit_count() == len(cards)):
        # Only ranks with three suits present can make a set.
        rich = _rich_ranks(bits)
        while rich:
            low = rich & -rich
            rich ^= low
            r = (low.bit_length() - 1) >> 2
            out.extend(_rank_sets(r, (state >> (16 * r)) & 0xFFFF, rules, key))
    else:
        # Copies of a card may fill a set (no distinct-suit rule), or sets are not of three.
        for r in range(13):
            slice16 = (state >> (16 * r)) & 0xFFFF
            if slice16:
                out.extend(_rank_sets(r, slice16, rules, key))
    ext = _run_presence(bits, rules)
    if ext & (ext >> 4) & (ext >> 8):
        out.extend(_runs(ext, rules))
    if rules.has_wilds:
        wild = _wild_candidates(state, rules, spare)
        if wild:
            wild.sort(key=_wild_order)
            if rules.wild_rank is None and not rules.all_wild_meld:
                out.extend(wild)  # printed jokers only: each meld is listed once, and never natural
            else:
                seen = {c[MASK] for c in out}
                for cand in wild:
                    if cand[MASK] not in seen:
                        seen.add(cand[MASK])
                        out.append(cand)
    return out


_SPREAD = [sum(1 << (FIELD * s) for s in range(4) if n >> s & 1) for n in range(16)]  # 4 suit bits -> 4 fields


def single_candidates(bits: int, rules: MeldRules) -> list[Candidate]:
    """The natural melds of a hand of distinct cards given only by its presence ``bits`` (``sum(card.bit)``).

    The same melds, in the same order, as :func:`candidates` lists for those
    cards under rules without wild cards and with sets of three
    (:func:`meld_test` is not None): no card list, no packed hand needed.
    """
    return _made(single_candidate_fields(bits, rules))


def single_candidate_fields(bits: int, rules: MeldRules) -> list:
    """What :func:`single_candidates` lists, as the candidates' fields (plain tuples: see Candidate, ``MASK`` …
    ``ORDER``), for callers that read a field or two of each and need no :class:`Candidate` made."""
    out: list = []
    key = rules.key
    rich = _rich_ranks(bits)
    while rich:
        low = rich & -rich
        rich ^= low
        r = (low.bit_length() - 1) >> 2
        out.extend(_rank_sets(r, _SPREAD[(bits >> (4 * r)) & 15], rules, key))
    ext = _run_presence(bits, rules)
    if ext & (ext >> 4) & (ext >> 8):
        out.extend(_runs(ext, rules))
    return out


_POOL_RULES: dict = {}


def pooled_rules(rules: MeldRules) -> MeldRules:
    """``rules`` without the wild rank, for a search that pools the wild cards (one object per rules).

    In a pooled search (see ``arrange._Search._pool``) each wild-rank card
    is a plain card, which plays as itself, plus one joker in the pool.
    """
    hit = _POOL_RULES.get(rules)
    if hit is None:
        hit = _POOL_RULES[rules] = replace(rules, wild_rank=None)
    return hit


def hand_candidates(cards: list[Card], rules: MeldRules, state: int, slot: int | None = None, spare: bool = True
                    ) -> list[Candidate]:
    """The candidates of a hand with wild cards (packed: ``state``), as :func:`candidates` lists them; cached.

    With ``slot``, the hand is pooled (``rules`` from :func:`pooled_rules`,
    ``slot`` the wild rank's slot): a meld that plays a wild-rank card as
    itself also takes that card's joker from the pool, and only melds the
    pool can pay for are listed. ``spare`` is as for :func:`candidates`.

    Building candidates with wild cards is the costly part of a search, and
    Indian Rummy searches the same cards several times, then the same cards
    less each discard. So the list is cached per hand, and the melds of a
    hand that the last hand built holds are those of that hand that fit in
    it (in the same order): filtering them costs less than building.
    """
    key = (rules._cache_id, state, slot, spare)
    hit = _HANDS.get(key)
    if hit is None:
        family = (rules._cache_id, slot, spare)
        parent = _PARENTS.get(family)
        g = state | GUARDS
        if parent is not None and ((parent[0] | GUARDS) - state) & GUARDS == GUARDS:
            hit = tuple([c for c in parent[1] if (g - c[MASK]) & GUARDS == GUARDS])
        else:
            hit = _candidate_fields(cards, rules, state, spare=spare)
            if slot is not None:
                wild_rank = 15 << (4 * slot)  # the rank's bits in Candidate.bits
                found, hit = hit, []
                for c in found:
                    if c[BITS] & wild_rank:
                        c = _pooled_fields(c, slot)
                        if (g - c[MASK]) & GUARDS != GUARDS:
                            continue  # the pool lacks the jokers of the wild-rank cards played as themselves
                    hit.append(c)
            hit = tuple(hit)  # a tuple of plain tuples: untracked once collected, as the candidates in it
            make_room(_PARENTS, HANDS_LIMIT)  # one per rules, wild slot and spare: bounded as the hands
            _PARENTS[family] = (state, hit)
        make_room(_HANDS, HANDS_LIMIT)  # a list per hand: kept fewer than single melds
        _HANDS[key] = hit
    return _made(hit)


_HANDS: dict = {}
_PARENTS: dict = {}


def fits_own_place(naturals: list[int], code: int, length: int) -> bool:
    """Could the wild card ``code`` sit in its own place in a run of ``length`` cards with these natural cards?

    Same suit, and all within ``length`` consecutive places (an ace low or
    high). When it cannot, the wild card only stands in, exactly as a printed
    joker would: the meld reads the same with a joker there.
    """
    if any((code ^ n) & 3 for n in naturals):
        return False
    ranks = [(n >> 2) + 1 for n in naturals] + [(code >> 2) + 1]
    if max(ranks) - min(ranks) < length:
        return True
    high = [14 if r == 1 else r for r in ranks]
    return 1 in ranks and max(high) - min(high) < length


def rank_copies(state: int, slot: int) -> int:
    """How many cards of rank slot ``slot`` (all suits, all copies) the packed hand ``state`` holds."""
    fields = (state >> (16 * slot)) & 0xFFFF
    pairs = (fields & 0x0F0F) + ((fields >> 4) & 0x0F0F)  # suits 0+1 and 2+3, side by side (sums < 256)
    return (pairs & 0xFF) + (pairs >> 8)


def pooled_candidate(candidate: Candidate, slot: int) -> Candidate:
    """``candidate`` in a pooled search: each wild-rank card it plays as itself also takes a joker."""
    return _candidate(_pooled_fields(candidate.fields, slot))


def _pooled_fields(fields: tuple, slot: int) -> tuple:
    """A candidate's fields in a pooled search: more jokers in its mask and
    presence, the rest unchanged (its cards, shown, are the same)."""
    mask = fields[MASK]
    n = rank_copies(mask, slot)
    if not n:
        return fields
    # Only the joker field changes, and it is now used: its low bit joins the presence.
    return (mask + n * UNIT[_JOKER], fields[LOW], fields[HIGH], fields[KIND], fields[CODES], fields[SUBSTITUTES],
            fields[PRESENCE] | UNIT[_JOKER], fields[BITS], fields[ORDER])


def enumerate_melds(hand, rules: MeldRules | None = None) -> list[Meld]:
    """Every distinct meld (as a multiset of cards) that ``hand`` can form.

    Sub-melds are included (the three-card sets inside a four of a kind, the
    shorter runs inside a long one). Each meld appears once, read with its
    fewest substitutes: natural sets, then natural runs, then melds using
    wild cards.

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read.
    """
    rules = meld_rules(rules)
    cards = list(parse_cards(hand))
    return [c.meld() for c in candidates(cards, rules)]


# ---------------------------------------------------------------------------
# Melds with wild cards (Indian Rummy's printed and wild jokers).
#
# A wild meld is natural cards of one rank (a set) or of one suit at distinct
# run positions (a run), plus a multiset of wild cards. The hand's wild cards
# are few, so their sub-multisets are listed once; the candidates are then
# built per rank and per suit from packed masks and cached by the cards of
# that rank or suit and the wild cards held, so a hand costs a few look-ups.
# Each distinct multiset is read once by read_meld (cached), which decides
# whether it is a meld and how (kind, substitutes, display order).

_WILD_CACHE: dict = {}
_CANDIDATE_OF: dict = {}
_JOKER_FIELD = 4 * 56


_SUBSETS: dict = {}


def _wild_subsets(jokers: int, wild_suits: tuple, wild_slot: int) -> tuple:
    """Every sub-multiset of the wild cards held: ``(size, mask, per-suit counts of wild-rank cards)`` (cached)."""
    key = (jokers, wild_suits, wild_slot)
    hit = _SUBSETS.get(key)
    if hit is None:
        if len(_SUBSETS) > 10_000:
            _SUBSETS.clear()
        hit = _SUBSETS[key] = _list_wild_subsets(jokers, wild_suits, wild_slot)
    return hit


def _list_wild_subsets(jokers: int, wild_suits: tuple, wild_slot: int) -> tuple:
    # Loops, not a nested function calling itself: that would be a reference cycle left to the collector.
    out = []
    for taken in product(*[range(n + 1) for n in wild_suits]):
        size = sum(taken)
        mask = sum(k * UNIT[4 * wild_slot + s] for s, k in enumerate(taken)) if wild_slot >= 0 else 0
        for j in range(jokers + 1):
            out.append((size + j, mask + j * UNIT[56], taken))
    return tuple(sorted(out))


def _candidate_of(mask: int, rules: MeldRules) -> "Candidate | None":
    """The candidate for a multiset given packed, read once per rules and cached."""
    found = _fields_of(mask, rules)
    return None if found is None else _candidate(found)


def _fields_of(mask: int, rules: MeldRules) -> tuple | None:
    """The fields of :func:`_candidate_of`'s candidate (plain tuple, see Candidate), or None; cached."""
    key = (rules._cache_id, mask)
    hit = _CANDIDATE_OF.get(key, False)
    if hit is False:
        found = _best_reading(_readings(unpack(mask), rules))  # unpack: the cards in code order
        hit = None
        if found is not None:
            kind, substitutes, codes = found
            hit = _fields(mask, min(codes), kind, codes, substitutes)
        make_room(_CANDIDATE_OF, CANDIDATE_LIMIT)
        _CANDIDATE_OF[key] = hit
    return hit


_wild_order = itemgetter(ORDER)  # wild melds are tried with fewer substitutes first, sets before runs


def _wild_melds(cards: list[Card], rules: MeldRules) -> Iterator[Meld]:
    """Melds that use at least one wild card as a substitute."""
    unique = {cand[MASK]: cand for cand in _wild_candidates(pack(cards), rules)}
    for cand in sorted(unique.values(), key=_wild_order):
        yield _candidate(cand).meld()


def _wild_candidates(state: int, rules: MeldRules, spare: bool = True) -> list:
    """Candidates using at least one wild card, for the packed hand ``state``."""
    jokers = (state >> _JOKER_FIELD) & 15 if rules.jokers_wild else 0
    slot = int(rules.wild_rank) - 1 if rules.wild_rank is not None else -1
    wslice = (state >> (16 * slot)) & 0xFFFF if slot >= 0 else 0
    wild_suits = tuple((wslice >> (4 * s)) & 15 for s in range(4))
    if not jokers and not wslice:
        return []
    if slot < 0 and not rules.all_wild_meld:
        return _joker_candidates(state, jokers, rules, spare)
    wkey = (jokers, wild_suits)
    rid = rules._cache_id
    out: list = []
    if rules.wild_in_sets or rules.all_wild_meld:
        out.extend(_cached(("wild", wkey, rid), _only_wild, jokers, wild_suits, slot, rules))
    if rules.wild_in_sets:
        for r in range(13):
            if r == slot:
                continue
            s16 = (state >> (16 * r)) & 0xFFFF
            if s16:
                out.extend(_cached(("set", r, s16, wkey, rid), _wild_sets, r, s16, jokers, wild_suits, slot, rules))
    for s, column in enumerate(_columns(state)):
        if slot >= 0:
            column &= ~(1 << slot)
        if column or wild_suits[s]:
            out.extend(_cached(("run", s, column, wkey, rid), _wild_runs, s, column, jokers, wild_suits, slot,
                               rules))
    return out


def _joker_candidates(state: int, jokers: int, rules: MeldRules, spare: bool = True) -> list:
    """Candidates using printed jokers when they are the only wild cards, built without reading each meld.

    The same melds, read the same way, as :func:`read_meld` gives (a test
    compares them): a joker is always a substitute, so a meld of natural
    cards and ``k`` jokers has ``k`` substitutes; it is a set when it can be
    one (sets win ties), else a run placed in its latest window. Without
    ``spare``, only the fewest jokers that make a meld of each choice of
    natural cards.
    """
    out: list = []
    # These rules have no wild rank (jokers alone are wild), so their number stands for (rules.key,
    # wild_in_sets); one int, quicker to hash than the tuples, for the many look-ups of a hand.
    key = rules._cache_id << 1 | spare
    if rules.wild_in_sets:
        for r in range(13):
            s16 = (state >> (16 * r)) & 0xFFFF
            if s16:
                out.extend(_up_to(jokers, spare, ("jset", r, s16, key), _joker_sets, r, s16, rules, spare))
    for s, column in enumerate(_columns(state)):
        if column:
            out.extend(_up_to(jokers, spare, ("jrun", s, column, key), _joker_runs, s, column, rules, spare))
    return out


_SUBSTITUTES = itemgetter(SUBSTITUTES)
_JOKERS_LISTED = 4  # wild cards in a hand: 0-4 in most Indian Rummy hands


def _up_to(jokers: int, spare: bool, key, build, *args) -> tuple:
    """The candidates ``build(*args, most, least)`` lists (those with more than ``least`` and at most
    ``most`` jokers) that hold at most ``jokers`` jokers; kept in the shared cache of wild melds under
    ``key`` for every number of jokers up to the most asked for so far, and at least ``_JOKERS_LISTED``:
    hands with other numbers of jokers then share the lists. A hand with more jokers than the list was
    made for adds only the melds with more jokers: those already made are kept (the same objects, so
    the caches do not hold two copies of a meld)."""
    hit = _WILD_CACHE.get(key)
    if hit is None or hit[0] < jokers:
        most = max(jokers, _JOKERS_LISTED)
        if hit is None:
            found = tuple(sorted(build(*args, most, -1), key=_SUBSTITUTES))
        else:
            # The melds a build up to ``most`` lists with at most hit[0] jokers are those kept, in the same
            # order (sorted stably by jokers, from the same walk): only the others are made.
            found = hit[2:] + tuple(sorted(build(*args, most, hit[0]), key=_SUBSTITUTES))
        # ends[k]: how many melds hold at most k jokers.
        ends = [0] * (most + 1)
        for c in found:
            ends[c[SUBSTITUTES]] += 1
        for k in range(most):
            ends[k + 1] += ends[k]
        make_room(_WILD_CACHE, WILD_LIMIT)
        # One flat tuple (the counts, then the melds), not (most, melds, ends): each level of new nested
        # tuples is one more collection before the collector stops tracking the entry.
        hit = _WILD_CACHE[key] = (most, tuple(ends)) + found
    return hit[2:2 + hit[1][jokers]]


_RANK_FIELDS = sum(1 << (16 * r) for r in range(13))  # the low bit of suit 0's field of each rank


def _columns(state: int) -> list[int]:
    """For each suit, one bit per rank of which the packed hand ``state`` holds a card of that suit."""
    held = (state | state >> 1 | state >> 2) & ONES
    out = []
    for s in range(4):
        spread = (held >> (4 * s)) & _RANK_FIELDS
        column = 0
        while spread:
            low = spread & -spread
            spread ^= low
            column |= 1 << ((low.bit_length() - 1) >> 4)
        out.append(column)
    return out


def _joker_sets(r: int, s16: int, rules: MeldRules, spare: bool, jokers: int, least: int = -1) -> tuple:
    """Sets of rank slot ``r``: some of its cards (one per suit when suits must differ) and 1+ jokers
    (more than ``least``: see _up_to)."""
    counts = [(s16 >> (4 * s)) & 7 for s in range(4)]
    if rules.set_distinct_suits:
        counts = [min(n, 1) for n in counts]
    naturals = [()]
    for s in range(4):
        naturals = [codes + (4 * r + s,) * t for codes in naturals for t in range(counts[s] + 1)]
    out = []
    for codes in sorted(naturals):
        if not codes:
            continue  # jokers alone make no set
        if not spare and len(codes) >= rules.min_set:
            continue  # a set already: every joker would be spare
        natural_mask = sum(UNIT[c] for c in codes)
        for k in range(max(1, rules.min_set - len(codes)), min(jokers, rules.max_set - len(codes)) + 1):
            if k > least:
                out.append(_fields(natural_mask + k * UNIT[_JOKER], codes[0], SET, codes + (_JOKER,) * k, k))
            if not spare:
                break
    return tuple(out)


def _joker_runs(s: int, column: int, rules: MeldRules, spare: bool, jokers: int, least: int = -1) -> tuple:
    """Runs of suit ``s``: cards of the suit at distinct ranks (``column``: one bit per rank) and 1 to
    ``jokers`` jokers (more than ``least``: see _up_to)."""
    key = rules._cache_id << 1 | spare  # as in _joker_candidates
    out = []
    # Each choice of the suit's cards (a subset of the column, as bits) has
    # its runs listed once for all hands.
    pick = column
    while pick:
        # Too many gaps for the jokers held (unless an ace may close them by playing high).
        if pick.bit_length() - (pick & -pick).bit_length() + 1 - pick.bit_count() <= jokers or (
                rules.ace_high and pick & 1):
            found = _up_to(jokers, spare, ("jpick", s, pick, key), _runs_of_ranks, s, pick, rules, spare)
            if least < 0:
                out.extend(found)
            else:
                out.extend([c for c in found if c[SUBSTITUTES] > least])
        pick = (pick - 1) & column
    return tuple(out)


def _runs_of_ranks(s: int, pick: int, rules: MeldRules, spare: bool, jokers: int, least: int = -1) -> tuple:
    """The runs of suit ``s`` made of the cards at the ranks in ``pick`` (one bit per rank) and 1 to
    ``jokers`` jokers, fewest jokers first; without ``spare``, only the one with the fewest jokers. Only
    those with more than ``least`` jokers are made (see _up_to), the walk is the same."""
    chosen = [r for r in range(13) if pick >> r & 1]
    ranks = tuple(r + 1 for r in chosen)
    set_sizes = range(rules.min_set, rules.max_set + 1) if rules.wild_in_sets else ()
    # The jokers must at least fill the gaps (an ace may also sit high,
    # so the gaps are counted both ways) and make the run long enough.
    gaps = chosen[-1] - chosen[0] + 1 - len(chosen)
    if chosen[0] == 0 and rules.ace_high:
        gaps = min(gaps, 13 - chosen[1] - (len(chosen) - 1) if len(chosen) > 1 else 0)
    if not spare and len(chosen) >= rules.min_run and _joker_run_start(ranks, len(chosen), rules) is not None:
        return ()  # a run already: every joker would be spare
    natural_mask = sum(UNIT[4 * r + s] for r in chosen)
    out = []
    for k in range(max(1, gaps, rules.min_run - len(chosen)), min(jokers, 13 - len(chosen)) + 1):
        n = len(chosen) + k
        if len(chosen) == 1 and n in set_sizes:
            if spare:
                continue  # read as a set of that rank (a set wins a tie)
            break  # a set of that rank, and more jokers would be spare
        if not spare and len(chosen) == 1 and n - 1 in set_sizes:
            break  # a joker fewer makes a set of that rank
        start = _joker_run_start(ranks, n, rules)
        if start is None:
            continue
        end = start + n - 1
        if k > least:
            slots = {(rank if start <= rank <= end else 14): 4 * (rank - 1) + s for rank in ranks}
            codes = tuple([slots.get(p, _JOKER) for p in range(start, end + 1)])
            out.append(_fields(natural_mask + k * UNIT[_JOKER], min(codes), RUN, codes, k))
        if not spare:
            break
    return tuple(out)


def _joker_run_start(ranks: tuple, n: int, rules: MeldRules) -> int | None:
    """The latest window of ``n`` <= 13 places that holds these ranks (ascending; an ace at 1 or 14), or None.

    _best_run picks the latest window when substitutes tie, as they do here
    (every joker is a substitute).
    """
    if ranks[0] == 1:
        others = ranks[1:]
        # The ace sits high (the window ends at 14) or else low (it starts at 1).
        if rules.ace_high and (not others or others[0] >= 15 - n):
            return 15 - n
        if rules.ace_low and (not others or others[-1] <= n):
            return 1
        return None
    lo = 1 if rules.ace_low else 2
    hi = 14 if rules.ace_high else 13
    start = min(ranks[0], hi - n + 1)
    return start if start >= lo and start + n - 1 >= ranks[-1] else None


def _cached(key, build, *args):
    """``build(*args)``, kept under ``key`` in the shared cache of wild melds."""
    hit = _WILD_CACHE.get(key)
    if hit is None:
        make_room(_WILD_CACHE, WILD_LIMIT)
        hit = _WILD_CACHE[key] = build(*args)
    return hit


def _keep(masks, rules: MeldRules) -> tuple:
    out = []
    for mask in masks:
        cand = _fields_of(mask, rules)
        if cand is not None and cand[SUBSTITUTES]:
            out.append(cand)
    return tuple(out)


def _only_wild(jokers: int, wild_suits: tuple, slot: int, rules: MeldRules) -> tuple:
    """Melds made of wild cards alone: wild-rank cards as a set of their rank (with jokers), or any
    wild cards when ``all_wild_meld``."""
    masks = set()
    top = max(rules.max_set, 13 if rules.all_wild_meld else 0)
    for size, mask, taken in _wild_subsets(jokers, wild_suits, slot):
        if rules.min_set <= size <= top and (any(taken) or rules.all_wild_meld):
            masks.add(mask)
    return _keep(sorted(masks), rules)


def _wild_sets(r: int, s16: int, jokers: int, wild_suits: tuple, slot: int, rules: MeldRules) -> tuple:
    """Sets of rank slot ``r``: some of its cards (one per suit when suits must differ) plus wild cards."""
    counts = [(s16 >> (4 * s)) & 7 for s in range(4)]
    if rules.set_distinct_suits:
        counts = [min(n, 1) for n in counts]
    naturals = [(0, 0)]
    for s in range(4):
        naturals = [(k + t, m + t * UNIT[4 * r + s]) for k, m in naturals for t in range(counts[s] + 1)]
    masks = set()
    subsets = _wild_subsets(jokers, wild_suits, slot)
    for k, nmask in naturals:
        if not 1 <= k < rules.max_set:
            continue
        for size, wmask, _ in subsets:
            if size and rules.min_set <= k + size <= rules.max_set:
                masks.add(nmask + wmask)
    return _keep(sorted(masks), rules)


def _wild_runs(s: int, column: int, jokers: int, wild_suits: tuple, slot: int, rules: MeldRules) -> tuple:
    """Runs of suit ``s``: cards of the suit at distinct positions (a wild-rank card may stand in its
    own place) plus wild cards filling the gaps or extending the ends."""
    lo = 1 if rules.ace_low else 2
    hi = 14 if rules.ace_high else 13
    # Positions 1..13 by rank slot + 1; the ace may also be 14.
    own = column | ((1 << slot) if slot >= 0 and wild_suits[s] else 0)
    places = [r for r in range(13) if own >> r & 1]
    subsets = _wild_subsets(jokers, wild_suits, slot)
    n_wild = subsets[-1][0]
    masks = set()
    for pick in range(1, 1 << len(places)):
        chosen = [places[i] for i in range(len(places)) if pick >> i & 1]
        if len(chosen) > 13:
            continue
        nmask = sum(UNIT[4 * r + s] for r in chosen)
        uses_wild = slot in chosen
        positions = [r + 1 for r in chosen]
        readings = [positions]
        if chosen[0] == 0:
            readings.append(positions[1:] + [14])
        for pos in readings:
            if pos[0] < lo or pos[-1] > hi:
                continue
            gaps = pos[-1] - pos[0] + 1 - len(pos)
            if gaps > n_wild:
                continue
            for size, wmask, taken in subsets:
                length = len(pos) + size
                if size < gaps or length < rules.min_run or length > 13:
                    continue
                if uses_wild and taken[s] >= wild_suits[s]:
                    continue  # the wild-rank card in its place is not also a substitute
                if max(lo, pos[-1] - length + 1) > min(pos[0], hi - length + 1):
                    continue  # no window of that length holds these positions
                masks.add(nmask + wmask)
    if rules.all_wild_meld:
        for size, wmask, _ in subsets:
            if rules.min_run <= size <= 13:
                masks.add(wmask)
    return _keep(sorted(masks), rules)


MELD_CACHES.extend([_READ_CACHE, _CANDIDATE_CACHE, _CANDIDATE_OF, _WILD_CACHE, _HANDS, _PARENTS])
