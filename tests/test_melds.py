"""Meld validity, parameterised by each game's rules, and the reason for every refusal."""
import pytest

from cardlab import Rank
from hypothesis import given, settings, strategies as st

from cardlab.cards import JOKER, STANDARD_52
from cardlab.melds import MeldRules, classify

GIN = MeldRules()
RUMMY = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=Rank.FIVE)


@pytest.mark.parametrize("cards,kind", [
    ("7H 7D 7C", "set"), ("7H 7D 7C 7S", "set"), ("AS 2S 3S", "run"), ("9H 10H JH QH KH", "run"),
])
def test_sets_are_one_rank_and_runs_are_consecutive_in_one_suit(cards, kind):
    assert classify(cards, GIN).kind == kind


@pytest.mark.parametrize("cards,code", [
    ("6S 7D 8C", "meld.run_suits_differ"),
    ("7H 7D", "meld.too_few"),
    ("QS KS AS", "meld.run_ace_high"),
    ("KS AS 2S", "meld.run_wraps"),
    ("3H 5H 7H", "meld.run_gap"),
    ("3H 3H 4H", "meld.run_repeats_rank"),
    ("2S 5H 9D", "meld.mixed"),
    ("JK 5H 6H", "meld.joker_not_wild"),
])
def test_each_non_meld_names_its_reason(cards, code):
    verdict = classify(cards, GIN)
    assert not verdict and verdict.codes == (code,)


def test_a_set_has_at_most_four_cards():
    verdict = classify("7H 7D 7C 7S 7S", GIN)
    assert not verdict and verdict.codes == ("meld.set_too_big",)


def test_ace_high_rules_accept_q_k_a_but_never_k_a_2():
    assert classify("QS KS AS", RUMMY).kind == "run"
    assert classify("AS 2S 3S", RUMMY).kind == "run"
    assert not classify("KS AS 2S", RUMMY)


def test_distinct_suits_rule_rejects_two_deck_duplicates_in_a_set():
    verdict = classify("9H 9H 9D", RUMMY)
    assert not verdict and verdict.codes == ("meld.set_suit_repeats",)
    assert "9♥ 9♥ share a suit" in str(verdict)
    assert classify("9H 9S 9D", RUMMY)


def test_jokers_and_wild_ranks_substitute_only_when_the_rules_say_so():
    assert classify("4C JK 6C", RUMMY).meld.substitutes == 1
    assert classify("4C 5S 6C", RUMMY).meld.substitutes == 1   # the wild 5 of another suit stands in
    assert classify("4C 5C 6C", RUMMY).meld.substitutes == 0   # the wild 5 in its own place is natural
    assert not classify("4C JK 6C", GIN)
    no_wild_sets = MeldRules(jokers_wild=True, wild_in_sets=False)
    assert classify("9H 9S JK", no_wild_sets).codes == ("meld.no_wild_in_set",)


def test_a_meld_of_only_wild_cards_is_refused_unless_allowed():
    assert classify("JK JK JK", RUMMY).codes == ("meld.only_wild",)
    assert classify("JK JK JK", MeldRules(jokers_wild=True, all_wild_meld=True))


JOKER_RULES = [
    MeldRules(jokers_wild=True),
    MeldRules(jokers_wild=True, ace_high=True, set_distinct_suits=True),
    MeldRules(jokers_wild=True, ace_high=True, set_distinct_suits=True, wild_in_sets=False),
    MeldRules(jokers_wild=True, ace_low=False, ace_high=True, min_run=4, max_set=5),
    MeldRules(jokers_wild=True, ace_low=False, min_run=5),
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52), min_size=0, max_size=13), st.integers(1, 5),
       st.sampled_from(JOKER_RULES))
def test_melds_with_jokers_built_directly_are_those_read_one_by_one(naturals, jokers, rules):
    # With printed jokers the only wild cards, melds are built without read_meld;
    # they must be exactly the melds (and readings) the general path finds.
    from cardlab import melds

    state = melds.pack(naturals + [JOKER] * jokers)
    direct = melds._made(melds._joker_candidates(state, jokers, rules))  # cached fields -> candidates
    general = []
    for r in range(13):
        s16 = (state >> (16 * r)) & 0xFFFF
        if s16 and rules.wild_in_sets:
            general.extend(melds._made(melds._wild_sets(r, s16, jokers, (0, 0, 0, 0), -1, rules)))
    for s in range(4):
        column = sum(1 << r for r in range(13) if (state >> (16 * r + 4 * s)) & 7)
        if column:
            general.extend(melds._made(melds._wild_runs(s, column, jokers, (0, 0, 0, 0), -1, rules)))

    def readings(cands):
        return {c.mask: (c.codes, c.kind, c.substitutes, c.low) for c in cands}

    assert readings(direct) == readings(general)
    assert len(direct) == len(readings(direct))  # each meld once


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52), min_size=0, max_size=14), st.integers(1, 5),
       st.sampled_from(JOKER_RULES))
def test_melds_without_spare_jokers_are_those_a_joker_fewer_would_break(naturals, jokers, rules):
    # candidates(spare=False) keeps each meld that needs all of its jokers: a
    # meld with a joker fewer would not be one. Natural melds are all kept.
    from cardlab import melds

    cards = naturals + [JOKER] * jokers
    every = melds.candidates(cards, rules)
    masks = {c.mask for c in every}
    needed = [c for c in every if not c.substitutes or c.mask - melds.UNIT[56] not in masks]
    fewer = melds.candidates(cards, rules, spare=False)
    assert [c.mask for c in fewer] == [c.mask for c in needed]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(list(STANDARD_52) * 2 + [JOKER] * 2), min_size=3, max_size=14), st.data(),
       st.sampled_from([Rank.FIVE, Rank.ACE, Rank.KING]), st.booleans(), st.booleans())
def test_a_smaller_hands_melds_filtered_from_the_last_hands_are_those_built_for_it(hand, data, wild, pooled, spare):
    # hand_candidates takes a hand's melds from the last hand built when it holds the hand
    # (Indian Rummy: the hand after the draw, then without each discard).
    from cardlab import melds

    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=wild)
    slot = int(wild) - 1
    if pooled:
        rules = melds.pooled_rules(rules)

    def listed(cards):
        state = melds.pack(cards)
        if pooled:
            state += melds.rank_copies(state, slot) * melds.UNIT[56]
        return [c.mask for c in melds.hand_candidates(cards, rules, state, slot if pooled else None, spare)]

    dropped = data.draw(st.lists(st.integers(0, len(hand) - 1), max_size=3, unique=True))
    smaller = [c for i, c in enumerate(hand) if i not in dropped]
    melds._HANDS.clear()
    melds._PARENTS.clear()
    listed(hand)
    from_parent = listed(smaller)
    melds._HANDS.clear()
    melds._PARENTS.clear()
    assert from_parent == listed(smaller)
