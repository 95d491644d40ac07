"""Indian Rummy arrangements are exact: they agree with a brute-force oracle on every hand drawn.

The oracle below decides what a group can be straight from the wording of
RULES.md §3 (it does not call cardlab's meld code), then tries every
partition of a hand into groups and loose cards.
"""
import random
from collections import Counter
from functools import lru_cache
from itertools import combinations

from hypothesis import HealthCheck, given, settings, strategies as st

from cardlab import indian_rummy as ir
from cardlab.cards import JOKER, Card, Deck, Rank, Suit


# -- the oracle --------------------------------------------------------------------

def is_wild(card, wild):
    return card.is_joker or (wild is not None and card.rank == wild)


def kinds(cards, wild, set_max=4, joker_in_set=True):
    """The kinds ``cards`` can be read as: "pure_sequence" (or else "impure_sequence"), "set"."""
    cards = list(cards)
    n = len(cards)
    out = set()
    if n < 3:
        return out
    naturals = [c for c in cards if not is_wild(c, wild)]
    wilds = [c for c in cards if is_wild(c, wild)]
    # Sequences: n positions in a row of one suit, 1..14 (the ace is 1 or 14), never wrapping.
    for suit in Suit:
        if any(c.suit != suit for c in naturals):
            continue
        for start in range(1, 15 - n + 1):
            end = start + n - 1
            if start == 1 and end == 14:
                continue

            def place(r):
                return r if start <= r <= end else (14 if r == 1 and end == 14 else None)

            places = [place(int(c.rank)) for c in naturals]
            if None in places or len(set(places)) != len(places):
                continue
            taken = set(places)
            own = 0  # wild-rank cards of this suit sitting in their own place
            for w in wilds:
                if not w.is_joker and w.suit == suit:
                    p = place(int(w.rank))
                    if p is not None and p not in taken:
                        taken.add(p)
                        own += 1
            if not naturals and own == 0:
                continue  # jokers alone are no sequence
            out.add("pure_sequence" if len(wilds) == own else "impure_sequence")
    # Sets: one rank, different suits, 3..set_max cards, jokers if allowed.
    if 3 <= n <= set_max:
        if naturals:
            ok = len({c.rank for c in naturals}) == 1 and len({c.suit for c in naturals}) == len(naturals)
            jokers = len(wilds)
        else:
            plain = [c for c in wilds if not c.is_joker]
            ok = bool(plain)
            jokers = n - len({c.suit for c in plain})
        if ok and (jokers == 0 or joker_in_set):
            out.add("set")
    if "pure_sequence" in out:
        out.discard("impure_sequence")
    return out


def value(card, wild):
    if is_wild(card, wild):
        return 0
    return 10 if card.rank in (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING) else int(card.rank)


def best_split(cards, wild, meld_kinds, need=(0, 0)):
    """Least (loose points, loose cards) over groupings with at least need = (sequences, pure), or None."""
    cards = tuple(sorted(cards, key=lambda c: (is_wild(c, wild), c.code)))

    def could_join(pivot, other):
        return is_wild(pivot, wild) or is_wild(other, wild) or pivot.rank == other.rank or pivot.suit == other.suit

    @lru_cache(maxsize=None)
    def best(rest, seq, pure):
        if not rest:
            return (0, 0) if seq == 0 and pure == 0 else None
        pivot, others = rest[0], rest[1:]
        options = []
        sub = best(others, seq, pure)
        if sub is not None:
            options.append((sub[0] + value(pivot, wild), sub[1] + 1))
        pool = [i for i, c in enumerate(others) if could_join(pivot, c)]
        seen = set()
        for size in range(2, len(pool) + 1):
            for idx in combinations(pool, size):
                group = (pivot,) + tuple(others[i] for i in idx)
                key = tuple(sorted(c.code for c in group))
                if key in seen:
                    continue
                seen.add(key)
                k = meld_kinds(group)
                if not k:
                    continue
                is_seq = bool(k & {"pure_sequence", "impure_sequence"})
                is_pure = "pure_sequence" in k
                left = tuple(c for i, c in enumerate(others) if i not in idx)
                sub = best(left, max(0, seq - is_seq), max(0, pure - is_pure))
                if sub is not None:
                    options.append(sub)
        return min(options) if options else None

    return best(cards, *need)


def oracle(cards, wild, rules):
    """(valid show?, penalty) for ``cards`` kept, straight from RULES.md §3."""
    mk = lambda g: kinds(g, wild, rules.set_max_size, rules.joker_in_set_allowed)  # noqa: E731
    cards = list(cards)
    show = best_split(cards, wild, mk, (2, 1))
    if len(cards) == rules.hand_size and show == (0, 0):
        return True, 0
    cap = rules.max_penalty
    pure = best_split(cards, wild, mk, (0, 1))
    if rules.loser_grouping_requirement == "pure_sequence":
        if pure is not None:
            return False, min(cap, pure[0])
    elif show is not None:
        return False, min(cap, show[0])
    if pure is None and rules.no_pure_sequence_penalty == "fixed_max":
        return False, cap
    return False, min(cap, sum(value(c, wild) for c in cards))


def oracle_after_draw(cards, wild, rules):
    """The best over every discard: a show if any discard leaves one, else the least penalty."""
    results = []
    for c in set(cards):
        rest = list(cards)
        rest.remove(c)
        results.append(oracle(rest, wild, rules))
    if any(show for show, _ in results):
        return True, 0
    return False, min(p for _, p in results)


# -- hands that often hold groups ---------------------------------------------------

RANKS = [r for r in Rank if r is not Rank.JOKER]


@st.composite
def rummy_hands(draw, size):
    """``size`` cards from two decks and two jokers, built from runs, sets, jokers and strays."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    wild = rng.choice([None, Rank.FIVE, Rank.ACE, Rank.KING, Rank.SEVEN])
    kept, counts = [], Counter()

    def add(card):
        if counts[card] < 2:  # what two decks and two jokers hold
            kept.append(card)
            counts[card] += 1

    while len(kept) < size + 3:
        what = rng.choice(["run", "run", "set", "joker", "wild", "stray", "stray"])
        if what == "run":
            suit = rng.choice(list(Suit))
            start = rng.randint(1, 12)
            for p in range(start, min(start + rng.randint(2, 4), 15)):
                add(Card(Rank.ACE if p == 14 else Rank(p), suit))
        elif what == "set":
            rank = rng.choice(RANKS)
            for s in rng.sample(list(Suit), rng.randint(2, 3)):
                add(Card(rank, s))
        elif what == "joker":
            add(JOKER)
        elif what == "wild" and wild is not None:
            add(Card(wild, rng.choice(list(Suit))))
        else:
            add(Card(rng.choice(RANKS), rng.choice(list(Suit))))
    rng.shuffle(kept)
    return kept[:size], wild


options = st.fixed_dictionaries({
    "loser_grouping_requirement": st.sampled_from(ir.GROUPING_REQUIREMENTS),
    "no_pure_sequence_penalty": st.sampled_from(ir.NO_PURE_PENALTIES),
    "joker_in_set_allowed": st.booleans(),
    "max_penalty": st.sampled_from([80, 80, 35]),
})


def consistent(hand, got, wild, rules):
    """The arrangement uses the hand's cards once each, every group is valid, the numbers add up."""
    kept = list(hand)
    if got.discard is not None:
        kept.remove(got.discard)
    assert Counter(got.cards) == Counter(kept)
    mk = lambda g: kinds(g, wild, rules.set_max_size, rules.joker_in_set_allowed)  # noqa: E731
    for meld, kind in zip(got.melds, got.kinds):
        assert kind in mk(meld.cards) | ({"impure_sequence"} if "pure_sequence" in mk(meld.cards) else set())
    assert got.points == sum(value(c, wild) for c in got.deadwood)
    assert 0 <= got.penalty <= rules.max_penalty


# -- the properties ----------------------------------------------------------------

@settings(max_examples=300, deadline=None)
@given(rummy_hands(size=5), st.integers(3, 6), st.booleans())
def test_check_meld_reads_groups_as_the_rules_say(case, n, joker_in_set):
    cards, wild = case
    group = cards[:n]
    if len(group) < 3:
        return
    rules = ir.Rules(joker_in_set_allowed=joker_in_set)
    verdict = ir.check_meld(group, wild_rank=wild, rules=rules)
    expected = kinds(group, wild, 4, joker_in_set)
    assert set(verdict.kinds) == expected
    assert bool(verdict) == bool(expected)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rummy_hands(size=13), options)
def test_thirteen_card_arrangement_matches_brute_force(case, opts):
    hand, wild = case
    rules = ir.Rules(**opts)
    got = ir.arrange(hand, wild_rank=wild, rules=rules)
    consistent(hand, got, wild, rules)
    assert (got.valid_declaration, got.penalty) == oracle(hand, wild, rules)
    assert ir.penalty(hand, wild_rank=wild, rules=rules) == got.penalty
    if got.valid_declaration:
        assert ir.check_declaration(got.groups, wild_rank=wild, rules=rules, hand=hand)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.integers(7, 9), st.data(), options)
def test_best_discard_after_the_draw_matches_brute_force_on_short_hands(size, data, opts):
    hand, wild = data.draw(rummy_hands(size=size + 1))
    rules = ir.Rules(hand_size=size, **opts)
    got = ir.arrange(hand, wild_rank=wild, rules=rules)
    consistent(hand, got, wild, rules)
    assert got.discard in hand
    assert (got.valid_declaration, got.penalty) == oracle_after_draw(hand, wild, rules)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rummy_hands(size=14))
def test_best_discard_from_fourteen_cards_matches_brute_force(case):
    hand, wild = case
    rules = ir.Rules()
    got = ir.arrange(hand, wild_rank=wild, rules=rules)
    consistent(hand, got, wild, rules)
    assert (got.valid_declaration, got.penalty) == oracle_after_draw(hand, wild, rules)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rummy_hands(size=13), options)
def test_a_grouping_fed_back_costs_what_the_arrangement_said(case, opts):
    hand, wild = case
    rules = ir.Rules(**opts)
    got = ir.arrange(hand, wild_rank=wild, rules=rules)
    assert ir.penalty(hand, groups=got.groups, wild_rank=wild, rules=rules) == got.penalty


def test_random_thirteen_card_hands_from_a_shuffled_deck_match_brute_force():
    rng = random.Random(2024)
    deck = list(Deck(2, 2))
    for _ in range(25):
        hand = rng.sample(deck, 13)
        wild = rng.choice([None, Rank.FIVE, Rank.QUEEN])
        got = ir.arrange(hand, wild_rank=wild)
        consistent(hand, got, wild, ir.Rules())
        assert (got.valid_declaration, got.penalty) == oracle(hand, wild, ir.Rules())


@settings(max_examples=300, deadline=None)
@given(rummy_hands(size=6), st.integers(3, 6), st.booleans())
def test_search_labels_agree_with_the_rules(case, n, joker_in_set):
    """The tags the exact search gets for a group (sequence, pure) are what the rules say it can be."""
    from cardlab.melds import read_meld
    cards, wild = case
    group = cards[:n]
    rules = ir.Rules(joker_in_set_allowed=joker_in_set)
    meld = read_meld(group, ir._meld_rules(rules, wild))
    expected = kinds(group, wild, 4, joker_in_set)
    assert (meld is not None) == bool(expected)
    if meld is not None:
        tags = ir._labels_fn(rules, wild)(meld)
        assert ("sequence" in tags) == bool(expected & {"pure_sequence", "impure_sequence"})
        assert ("pure" in tags) == ("pure_sequence" in expected)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([r for r in Rank if r is not Rank.JOKER]), st.data())
def test_a_groups_kind_shown_is_its_best_reading(wild, data):
    # Arrangements show each group's kind without reading the group each way
    # (a wild card that cannot sit in its own place reads as a joker would):
    # it must be the kind of check_meld's readings, a group that is best read
    # as a set but may be a sequence shown as one (a lone group: sequences needed).
    from cardlab.indian_rummy.rules import _rules
    from cardlab.indian_rummy.search import _kinds

    deck = list(Deck(2, 2))
    base = data.draw(st.sampled_from([c for c in deck if not c.is_joker]))
    by_suit = data.draw(st.booleans())
    # A sequence near the wild rank, so that a wild card may sit in its own place.
    near = lambda c: abs(int(c.rank) - int(wild)) <= 3 or {int(c.rank), int(wild)} <= {1, 11, 12, 13}  # noqa: E731
    same = [c for c in deck if not c.is_joker and (c.suit == base.suit and near(c) if by_suit else c.rank == base.rank)]
    same = same or [base]
    wilds = [c for c in deck if c.is_joker or c.rank == wild]
    cards = data.draw(st.lists(st.sampled_from(same), min_size=1, max_size=4)) + data.draw(
        st.lists(st.sampled_from(wilds), max_size=3))
    counts = Counter(cards)
    if counts[JOKER] > 2 or max(counts.values()) > 2:
        return  # more copies than two decks hold
    verdict = ir.check_meld(cards, wild_rank=wild.symbol)
    if not verdict:
        return
    expected = "impure_sequence" if "impure_sequence" in verdict.kinds else verdict.kind
    if verdict.kind == "pure_sequence":
        expected = verdict.kind
    assert _kinds((verdict.meld,), wild, _rules(None)) == (expected,)
