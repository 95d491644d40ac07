"""Issue #17: the bounded search (``arrange._Core.least``) and what Indian Rummy asks of it.

Searches that track requirements (Indian Rummy's two sequences, one pure), and searches asked for an
arrangement scoring at most so much (:func:`cardlab.arrange._arrange_at_most`: "at most one loose card?"),
search each branch only while it can still beat the best found. The values kept for the branches cut
short are lower bounds; the arrangement rebuilt from them must be the one the exact search finds, and a
"no" must be right. Brute force is the judge, and the unbounded search (the same search on a hand
without requirements, which has no bounds) gives the arrangement expected.
"""
import gc
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cardlab import indian_rummy as ir
from cardlab.arrange import arrange, _arrange_at_most
from cardlab.cards import CARD_BY_CODE, JOKER, STANDARD_52
from cardlab.errors import CardlabError
from cardlab.indian_rummy.groups import _labels_fn
from cardlab.indian_rummy.rules import _meld_rules, _points_fn
from cardlab.indian_rummy.search import _COUNT_ONE
from cardlab.melds import candidates

from oracle import brute_force
from test_indian_rummy_property import rummy_hands

DECLARE = {"sequence": 2, "pure": 1}
REQUIREMENTS = [DECLARE, {"pure": 1}, {"sequence": 2}, None]


def score(found):
    """The search's score of a brute-force (points, deadwood cards), None for "no arrangement"."""
    return None if found is None else (found[0] << 6) + found[1]


def configured(wild, rules=None):
    rules = rules or ir.Rules()
    return _meld_rules(rules, wild), _labels_fn(rules, wild), _points_fn(wild, rules)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rummy_hands(size=8), st.sampled_from(REQUIREMENTS), st.sampled_from([0, 1, 2, 5, 130, 65 * 3]),
       st.booleans())
def test_at_most_is_none_exactly_when_brute_force_scores_more(case, require, most, count_one):
    cards, wild = case
    mr, labels, points = configured(wild)
    points = _COUNT_ONE if count_one else points
    want = score(brute_force(cards, mr, points, labels=labels if require else None, require=require))
    got = _arrange_at_most(cards, mr, points, most, labels=labels if require else None, require=require)
    if want is None or want > most:
        assert got is None
    else:
        # The same arrangement as the search without a bound gives.
        full = arrange(cards, mr, points, labels=labels, require=require) if require else arrange(cards, mr, points)
        assert got is not None and (got.points << 6) + len(got.deadwood) == want
        assert (got.melds, got.deadwood, got.points, got.feasible) == (
            full.melds, full.deadwood, full.points, full.feasible)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rummy_hands(size=9), st.sampled_from(REQUIREMENTS[:3]), st.booleans())
def test_tracked_requirements_searched_with_bounds_match_brute_force(case, require, count_one):
    cards, wild = case
    mr, labels, points = configured(wild)
    points = _COUNT_ONE if count_one else points
    got = arrange(cards, mr, points, labels=labels, require=require)
    want = brute_force(cards, mr, points, labels=labels, require=require)
    assert got.feasible == (want is not None)
    if want is not None:
        assert (got.points, len(got.deadwood)) == want
        tags = [t for m in got.melds for t in labels(m)]
        assert all(tags.count(name) >= n for name, n in require.items())


def test_the_bounded_search_rebuilds_the_arrangement_of_the_exact_one():
    # With a bound above every score, a search with nothing required goes through the bounded search
    # (lower bounds kept for the branches cut short); without one, through the exact search. Dense
    # hands with copies and wild cards, where many arrangements tie: both pick the same melds, in order.
    rng = random.Random(3)
    for _ in range(80):
        wild = rng.choice(["5", "9", "K"])
        deck = [c for c in STANDARD_52 if c.suit.letter in "SH" and 4 <= int(c.rank) <= 10] * 2 + [JOKER]
        cards = rng.sample(deck, rng.choice([12, 13, 14]))
        mr, _, points = configured(ir.rules._wild(wild))
        for pts in (points, _COUNT_ONE):
            bound = _arrange_at_most(cards, mr, pts, 1 << 40)
            plain = arrange(cards, mr, pts)
            assert (bound.melds, bound.deadwood, bound.points) == (plain.melds, plain.deadwood, plain.points)


def test_indian_rummy_show_search_says_no_without_finishing_the_search():
    # Fourteen cards that leave two cards loose however grouped: no show, and the answer is None.
    from cardlab.cards import parse_cards
    cards = list(parse_cards("2S 3S 4S 7H 8H 9H KD KC KH 5C 9D JC QD 2H"))
    mr, labels, _ = configured(None)
    assert _arrange_at_most(cards, mr, _COUNT_ONE, 65, labels=labels, require=DECLARE) is None
    # One card loose: a show after discarding it, found with the arrangement the search gives.
    cards = list(parse_cards("2S 3S 4S 7H 8H 9H KD KC KH 5C 6C 7C 8C QD"))
    got = _arrange_at_most(cards, mr, _COUNT_ONE, 65, labels=labels, require=DECLARE)
    assert got is not None and [str(c) for c in got.deadwood] == ["QD"]
    shown = ir.arrange(cards)
    assert shown.valid_declaration and shown.discard == CARD_BY_CODE[cards[-1].code]


def test_at_most_with_require_needs_labels():
    from cardlab.cards import parse_cards
    with pytest.raises(CardlabError, match="labels"):
        _arrange_at_most(list(parse_cards("2S 3S 4S")), _meld_rules(ir.Rules(), None), _COUNT_ONE, 0,
                        require=DECLARE)


@pytest.mark.parametrize("wild", [None, "A", "5", "K"])
@pytest.mark.parametrize("joker_in_set", [True, False])
def test_labels_read_from_a_candidates_codes_are_the_labels_of_its_meld(wild, joker_in_set):
    rules = ir.Rules(joker_in_set_allowed=joker_in_set)
    w = ir.rules._wild(wild)
    labels = _labels_fn(rules, w)
    rng = random.Random(11)
    # Dense hands (three suits, six ranks, the wild rank's cards and jokers): many melds of every kind.
    near = [c for c in STANDARD_52 if c.suit.letter != "C" and (4 <= int(c.rank) <= 9 or c.rank == w)] * 2
    seen = 0
    for _ in range(40):
        for c in candidates(rng.sample(near + [JOKER, JOKER], 12), _meld_rules(rules, w)):
            assert labels.of_codes(c.kind, c.substitutes, c.codes) == labels(c.meld())
            seen += 1
    assert seen > 100


def test_a_search_with_requirements_leaves_no_reference_cycle_behind():
    # The search is an object, not closures that refer to themselves: its memos go when it ends instead
    # of waiting for the collector (a pause a learner feels, issue #17).
    rng = random.Random(8)
    two_decks = list(STANDARD_52) * 2 + [JOKER, JOKER]
    hands = [(rng.sample(two_decks, 14), rng.choice(["3", "9", "Q"])) for _ in range(20)]

    def searches():
        for hand, wild in hands:
            mr, labels, points = configured(ir.rules._wild(wild))
            arrange(hand, mr, points, labels=labels, require=DECLARE)
            _arrange_at_most(hand, mr, _COUNT_ONE, 65, labels=labels, require=DECLARE)
            arrange(hand[:13], mr, points)
            ir.arrange(hand, wild)

    searches()  # warm: the caches' first fillings may build what a collection frees
    gc.collect()
    was = gc.isenabled()
    gc.disable()  # in this test only: count what the calls leave to the collector
    try:
        searches()
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


@pytest.mark.parametrize("spare", [True, False])
def test_wild_meld_lists_grown_for_more_jokers_are_the_lists_built_at_once(spare):
    # A list of wild melds made for a few jokers is grown when a hand holds more: only the melds with
    # more jokers are made. Same melds, same order (the search's ties depend on it) as a list built for
    # that many jokers at once, and the melds made before are kept, not copied.
    from cardlab import melds
    rules = melds.pooled_rules(_meld_rules(ir.Rules(), ir.rules._wild("5")))
    key = (rules.key, rules.wild_in_sets, spare)
    rng = random.Random(21 + spare)

    def fields(found):  # the cached fields of each candidate (see melds.Candidate)
        return [(c.mask, c.codes, c.kind, c.substitutes) for c in melds._made(found)]

    for _ in range(60):
        s, column = rng.randrange(4), rng.randrange(1, 1 << 13)
        r, s16 = rng.randrange(13), rng.randrange(1, 1 << 16) & 0x3333
        for name, build, args in (("jrun", melds._joker_runs, (s, column, rules, spare)),
                                  ("jset", melds._joker_sets, (r, s16 or 1, rules, spare))):
            test_key = ("test", name, args[:2], key)
            melds._WILD_CACHE.pop(test_key, None)
            small = melds._up_to(2, spare, test_key, build, *args)  # made for _JOKERS_LISTED jokers
            grown = melds._up_to(9, spare, test_key, build, *args)
            at_once = tuple(sorted(build(*args, 9), key=lambda c: c[melds.SUBSTITUTES]))
            assert fields(grown) == fields(at_once)
            kept = {id(c) for c in melds._WILD_CACHE[test_key][2:]}  # (most, ends) then the melds
            assert all(id(c) in kept for c in small)
            assert fields(melds._up_to(3, spare, test_key, build, *args)) == [
                f for f in fields(at_once) if f[3] <= 3]
            melds._WILD_CACHE.pop(test_key, None)
