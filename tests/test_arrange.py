"""The arrangement search is exact: it agrees with brute force on every hand drawn."""
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cardlab import Card, Deck, Rank, parse_cards
from cardlab.arrange import arrange, best_discard
from cardlab.cards import JOKER, STANDARD_52
from cardlab.errors import ArrangementError
from cardlab.melds import MeldRules, classify, enumerate_melds, read_meld

from oracle import brute_force

GIN = MeldRules()                      # Tongits / Gin: aces low, sets 3-4, runs 3+
ACE_HIGH = MeldRules(ace_high=True)


def gin_points(card):
    return min(int(card.rank), 10)


def rummy_points(card):
    return 0 if card.is_joker else (10 if card.rank in (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING) else int(card.rank))


def check_consistent(hand, arrangement, rules, points):
    """The arrangement uses exactly the hand's cards, every meld is valid and shown as read_meld reads
    it (kind, substitutes, order: wild cards placed after the search included), points add up."""
    assert Counter(arrangement.cards) == Counter(hand)
    for meld in arrangement.melds:
        assert read_meld(list(meld.cards), rules) == meld, meld
    assert arrangement.points == sum(points(c) for c in arrangement.deadwood)


one_deck_hands = st.lists(st.sampled_from(STANDARD_52), min_size=3, max_size=14, unique=True)


@settings(max_examples=300, deadline=None)
@given(one_deck_hands, st.sampled_from([GIN, ACE_HIGH]))
def test_arrangement_matches_brute_force_on_one_deck_hands(hand, rules):
    got = arrange(hand, rules, gin_points)
    check_consistent(hand, got, rules, gin_points)
    assert (got.points, len(got.deadwood)) == brute_force(hand, rules, gin_points)


two_deck_cards = list(Deck(decks=2, jokers=2))


@st.composite
def joker_hands(draw):
    """3-14 cards from two decks and two printed jokers, with up to four jokers in all."""
    wild = draw(st.sampled_from([None, Rank.FIVE, Rank.ACE, Rank.KING]))
    printed = draw(st.integers(0, 2))
    wild_cards = [c for c in STANDARD_52 if c.rank == wild] * 2
    n_wild = draw(st.integers(0, min(2, 4 - printed))) if wild else 0
    chosen = draw(st.lists(st.sampled_from(range(len(wild_cards))), min_size=n_wild, max_size=n_wild, unique=True)) if wild else []
    plain = [c for c in two_deck_cards if not c.is_joker and c.rank != wild]
    size = draw(st.integers(max(0, 3 - printed - n_wild), 14 - printed - n_wild))
    idx = draw(st.lists(st.integers(0, len(plain) - 1), min_size=size, max_size=size, unique=True))
    hand = [plain[i] for i in idx] + [JOKER] * printed + [wild_cards[i] for i in chosen]
    return hand, wild


def points_for(kind, wild):
    """Card values for the joker tests: wild-rank cards at their own value, or every wild card at 0 or 1.

    When every wild card counts the same, the search pools them (a wild-rank
    card is then a plain card plus a joker); otherwise it places them one by one.
    """
    if kind == "own value":
        return rummy_points
    value = 0 if kind == "wild 0" else 1

    def points(card):
        return value if card.is_joker or card.rank == wild else rummy_points(card)

    return points


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(joker_hands(), st.sampled_from(["own value", "wild 0", "wild 1"]))
def test_arrangement_matches_brute_force_with_jokers_and_two_deck_duplicates(case, kind):
    hand, wild = case
    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=wild)
    points = points_for(kind, wild)
    got = arrange(hand, rules, points)
    check_consistent(hand, got, rules, points)
    assert (got.points, len(got.deadwood)) == brute_force(hand, rules, points)


def sequence_labels(meld):
    if meld.kind != "run":
        return ()
    return ("sequence",) if meld.substitutes else ("sequence", "pure")


def labels_keeping_tags(wild):
    """Like sequence_labels, but a set of at most one natural card is a sequence too (as in Indian
    Rummy): a spare joker then adds no tag, and the labels say so."""
    def labels(meld):
        naturals = [c for c in meld.cards if not (c.is_joker or c.rank == wild)]
        if meld.kind == "set" and len(naturals) <= 1 and not all(c.is_joker for c in meld.cards):
            return ("sequence",)
        return sequence_labels(meld)

    labels.spare_jokers_add_no_tags = True
    return labels


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(joker_hands(), st.sampled_from(["own value", "wild 0", "wild 1"]),
       st.sampled_from([{"sequence": 2, "pure": 1}, {"pure": 1}, {"sequence": 1}]), st.booleans())
def test_requirements_on_meld_kinds_match_brute_force(case, kind, need, keeping):
    # One meld of one kind required is searched meld by meld; more, by carrying what is still needed.
    # With wild cards worth 0, labels that a spare joker adds nothing to let the search leave such
    # jokers out; with sequence_labels a spare joker can make a run (A♠ 🃏 🃏 🃏 🃏) of a set.
    hand, wild = case
    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=wild)
    points = points_for(kind, wild)
    labels = labels_keeping_tags(wild) if keeping else sequence_labels
    got = arrange(hand, rules, points, labels=labels, require=need)
    expected = brute_force(hand, rules, points, labels=labels, require=need)
    assert got.feasible == (expected is not None)
    if expected is not None:
        check_consistent(hand, got, rules, points)
        assert (got.points, len(got.deadwood)) == expected
        tags = Counter(t for m in got.melds for t in labels(m))
        assert all(tags[name] >= n for name, n in need.items())


def test_a_tag_that_needs_a_spare_joker_is_found():
    # A♠ and four wild cards: only as a run of five (A♠ 🃏 🃏 🃏 🃏 read high) are they a sequence
    # under sequence_labels, though two of the jokers are spare for the set A♠ 🃏 🃏.
    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=Rank.FIVE)
    got = arrange("AS JK JK 5H 5D", rules, points_for("wild 0", Rank.FIVE), labels=sequence_labels,
                  require={"sequence": 1})
    assert got.feasible and [m.kind for m in got.melds] == ["run"] and len(got.melds[0].cards) == 5


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52), min_size=3, max_size=10, unique=True), st.data())
def test_required_cards_and_meld_filter_match_brute_force(hand, data):
    required = data.draw(st.lists(st.sampled_from(hand), max_size=3, unique=True))
    # Phỏm-like: no meld may hold two required (eaten) cards.
    ok = lambda meld: sum(c in required for c in meld.cards) <= 1
    got = arrange(hand, GIN, gin_points, meld_filter=ok, required=required)
    expected = brute_force(hand, GIN, gin_points, meld_ok=ok, required=required)
    assert got.feasible == (expected is not None)
    if expected is not None:
        check_consistent(hand, got, GIN, gin_points)
        assert (got.points, len(got.deadwood)) == expected
        assert all(sum(c in required for c in m.cards) <= 1 for m in got.melds)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52 + (JOKER,)), min_size=0, max_size=14, unique=True),
       st.sampled_from([GIN, ACE_HIGH, MeldRules(ace_low=False, ace_high=True)]))
def test_the_quick_no_meld_test_never_misses_a_meld(hand, rules):
    from cardlab.melds import candidates, meld_test

    # Without wild cards the quick test must agree exactly with the full enumeration.
    assert bool(meld_test(rules)(sum(c.bit for c in hand))) == bool(candidates(hand, rules))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52 + (JOKER,)), min_size=0, max_size=14, unique=True),
       st.lists(st.integers(0, 10) | st.integers(0, 1000), min_size=57, max_size=57))
def test_deadwood_points_add_up_under_any_card_values(hand, values):
    # Hands that cannot meld take a shortcut that adds the values by binary
    # digit: the total must be the plain sum.
    def points(card):
        return values[card.code]

    got = arrange(hand, GIN, points)
    check_consistent(hand, got, GIN, points)
    assert got.points == brute_force(hand, GIN, points)[0]


@pytest.mark.parametrize("value", [-1, 2.5, "10", None])
def test_points_must_be_whole_numbers_from_zero(value):
    with pytest.raises(ValueError, match=rf"points\(Card.*returned {value!r}: expected a whole number >= 0"):
        arrange("AS 2S 3S", GIN, lambda card: value)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52), min_size=11, max_size=11, unique=True))
def test_best_discard_is_the_minimum_over_every_discard(hand):
    choice = best_discard(hand, GIN, gin_points)
    every = [arrange([c for c in hand if c != d], GIN, gin_points).points for d in hand]
    assert choice.points == min(every)
    assert choice.card in hand


def test_best_discard_finds_what_openspiel_misses():
    # OpenSpiel's 11-card min_deadwood says 1 here; discarding 3D leaves 0.
    choice = arrange("AC 2D 2H JH JS AH AD 2C 2S 3D JD").best_discard()
    assert str(choice.card) == "3D" and choice.points == 0


def test_a_four_of_a_kind_may_lend_a_card_to_a_run():
    got = arrange("7S 7H 7D 7C 8C 9C")
    assert got.points == 0 and sorted(len(m) for m in got.melds) == [3, 3]


def test_ties_are_broken_the_same_way_every_time():
    hand = "7S 7H 7D 7C 5S 6S 8S 5H 6H 8H"
    first = arrange(hand)
    assert all(str(arrange(hand)) == str(first) for _ in range(5))
    assert str(arrange(list(reversed(parse_cards(hand))))) == str(first)


def test_cards_in_no_meld_are_deadwood_and_sorted():
    got = arrange("KS 2H AS QD")
    assert got.melds == () and [str(c) for c in got.deadwood] == ["AS", "2H", "QD", "KS"] and got.points == 23


def test_empty_hand_has_no_deadwood():
    assert arrange([]).points == 0


def test_arrangement_prints_melds_and_deadwood():
    assert str(arrange("AS 2S 3S 7H 7D 7C KS")) == "[A♠ 2♠ 3♠] [7♥ 7♦ 7♣] | deadwood K♠ = 10"


def test_arrange_refuses_junk():
    for junk in ["1X", "11H", "", None, 42]:
        with pytest.raises(ValueError) as info:
            arrange(junk)
        assert repr(junk) in str(info.value)
    with pytest.raises(ArrangementError, match="copies"):
        arrange([Card.parse("9H")] * 8)
    with pytest.raises(ArrangementError):
        best_discard([])


def test_enumeration_lists_sub_melds_once():
    melds = enumerate_melds("AS 2S 3S 4S 7H 7D 7C 7S")
    keys = [tuple(sorted(m.cards)) for m in melds]
    assert len(keys) == len(set(keys)) == 8  # five sets of 7s, three runs


def test_wild_cards_stand_in_for_missing_cards():
    rules = MeldRules(jokers_wild=True, wild_rank=Rank.FIVE, set_distinct_suits=True, ace_high=True)
    v = classify("8S JK 10S JS", rules)
    assert v and v.kind == "run" and v.meld.substitutes == 1
    v = classify("5H 6H 7H", rules)
    assert v and v.meld.substitutes == 0  # a wild card in its own place is natural
    assert not classify("9H 9H 9D", rules)


def test_a_meld_no_other_meld_touches_is_melded_as_often_as_its_cards_are_held():
    # Two decks: J♥ Q♥ K♥ twice. The search takes a meld that shares no card with
    # another meld without searching; it must take it twice here.
    rules = MeldRules(ace_high=True, set_distinct_suits=True)
    got = arrange("JH JH QH QH KH KH 2C", rules, gin_points)
    assert [str(m) for m in got.melds] == ["JH QH KH", "JH QH KH"] and got.points == 2
    pure = arrange("JH JH QH QH KH KH 2C", rules, gin_points, labels=sequence_labels, require={"pure": 1})
    assert len(pure.melds) == 2 and pure.points == 2
