"""Issue #17: the meld caches hold no object the garbage collector tracks, and the candidates made from
them are exactly those a fresh, uncached computation makes.

The caches keep each candidate as one plain tuple of ints and strings (``melds.Candidate``'s fields);
a collection stops tracking such tuples, so however full the caches are, a full collection does not walk
them. A search gets ``Candidate`` objects made from those tuples, per call.
"""
from __future__ import annotations

import gc
import random

import pytest

from cardlab import Rank, chan, phom, tongits
from cardlab import arrange as arrange_module
from cardlab import indian_rummy as ir
from cardlab import melds
from cardlab.bots import RandomBot
from cardlab.cards import STANDARD_52
from cardlab.indian_rummy import groups
from cardlab.melds import MeldRules

from bench.bench_ir_worst import hands as ir_hands  # the bench's hands: 0-8 wild cards, dense or not

IR_RULES = [ir.Rules(), ir.Rules(joker_in_set_allowed=False), ir.Rules(set_max_size=3),
            ir.Rules(set_max_size=6), ir.Rules(joker_in_set_allowed=False, set_max_size=5)]

# The caches of melds.py (MELD_CACHES also holds arrange's tags per candidate and Indian Rummy's readings of
# a group: see the tests below) and its tables of set patterns, run starts and wild-card subsets.
MELDS_CACHES = ("_READ_CACHE", "_CANDIDATE_CACHE", "_CANDIDATE_OF", "_WILD_CACHE", "_HANDS", "_PARENTS",
                "_SET_CACHE", "_RUN_STARTS", "_SUBSETS")


def ir_cases(per_row: int, seed: int):
    """``(k, hand, wild, rules)``: the bench's hands, ``per_row`` for each of 0-8 wild cards, dense or not,
    under each rule set of ``IR_RULES`` in turn (``k`` counts the cases from 1)."""
    k = 0
    for wilds in range(9):
        for dense in (False, True):
            for hand, wild in ir_hands(per_row, wilds, seed=seed + wilds + 50 * dense, dense=dense):
                k += 1
                yield k, hand, wild, IR_RULES[(k - 1) % len(IR_RULES)]


def _play_tongits(seeds) -> None:
    for seed in seeds:
        bots = [RandomBot(seed * 3 + i) for i in range(3)]
        s = tongits.new_game(seed)
        while not s.is_terminal():
            p = s.current_player
            s.apply(bots[p].choose(s.view(p)))


def _workload() -> None:
    """Calls of all four games: Tongits games and calculators, Phỏm and Chắn calculators, Indian Rummy
    arrangements, discards and waiting cards with 0 to 8 wild cards, dense hands, every rule variant."""
    _play_tongits(range(3))
    rng = random.Random(11)
    for _ in range(40):
        hand = rng.sample(STANDARD_52, 11)
        tongits.arrange(hand).best_discard()
        phom.deadwood(hand[:10])
        phom.check_u(hand[:10])
    deck = list(chan.DECK)
    for _ in range(5):
        chan.waiting_cards(rng.sample(deck, 19))
    for k, hand, wild, rules in ir_cases(4, seed=100):
        ir.arrange(hand, wild, rules=rules).best_discard()
        if k % 3 == 0:
            ir.waiting_cards(hand[:13], wild, rules=rules)
    # Every Indian Rummy hand pools its wild cards; a wild rank whose cards count their face value (jokers 0)
    # takes the wild cards one by one, through the table of wild-card subsets.
    wild_fives = MeldRules(wild_rank=Rank.FIVE, jokers_wild=True)
    for hand, _ in ir_hands(20, 3, seed=7):
        arrange_module.arrange(hand[:11], wild_fives)


def _tracked_in(obj, seen: set) -> list:
    """The objects the collector tracks in ``obj``: a dict's keys and values (dicts of dicts too), or obj."""
    if isinstance(obj, dict):
        out = []
        for key, value in obj.items():
            out.extend(_tracked_in(key, seen))
            out.extend(_tracked_in(value, seen))
        return out
    return [obj] if gc.is_tracked(obj) and id(obj) not in seen else []


@pytest.fixture(scope="module")
def after_workload():
    """Runs the workload; yields the ids of the candidates alive before it (other tests' own data)."""
    for cache in melds.MELD_CACHES:
        cache.clear()
    gc.collect()
    before = {id(o) for o in gc.get_objects() if type(o) is melds.Candidate}
    _workload()
    # A collection stops tracking a tuple whose items are untracked by then: nested tuples may need one
    # collection per level.
    for _ in range(4):
        gc.collect()
    yield before


def test_no_cache_of_melds_py_holds_a_tracked_object_after_all_four_games(after_workload):
    for name in MELDS_CACHES:
        cache = getattr(melds, name)
        assert cache, name  # the workload filled it: the test looks at something
        tracked = _tracked_in(cache, set())
        assert not tracked, (name, len(tracked), type(tracked[0]).__name__, repr(tracked[0])[:200])


def test_indian_rummys_readings_of_a_group_hold_no_tracked_object_after_all_four_games(after_workload):
    from cardlab.indian_rummy import groups

    assert groups._READINGS
    tracked = _tracked_in(groups._READINGS, set())
    assert not tracked, (len(tracked), repr(tracked[0])[:200])


def test_arranges_tags_per_candidate_hold_no_tracked_object(after_workload):
    from cardlab import arrange as arrange_module

    assert arrange_module._TAGS
    # Keyed by the labels function's number (an int, not the function) and the candidate's fields.
    tracked = _tracked_in(arrange_module._TAGS, set())
    assert not tracked, (len(tracked), repr(tracked[0])[:200])


def test_no_cache_keeps_candidates_alive_after_the_workload(after_workload):
    # Candidates made per call are freed with the call: no cache keeps them alive (arrange's tags are kept
    # per candidate's fields, a plain tuple). What is left is one search's own tables (the last hand of
    # distinct cards, a few melds), not thousands of cached candidates.
    alive = [o for o in gc.get_objects() if type(o) is melds.Candidate and id(o) not in after_workload]
    assert len(alive) <= 50, len(alive)


def _fields(cands) -> list:
    return [c.fields for c in cands]


def _fresh(fn, *args, **kwargs):
    """``fn(*args)`` computed with every meld cache empty (and emptied again after)."""
    saved = [dict(c) for c in melds.MELD_CACHES]
    for c in melds.MELD_CACHES:
        c.clear()
    try:
        return fn(*args, **kwargs)
    finally:
        for c, kept in zip(melds.MELD_CACHES, saved):
            c.clear()
            c.update(kept)


@pytest.mark.parametrize("spare", [True, False], ids=["spare", "no_spare"])
def test_cached_hand_candidates_are_those_a_fresh_computation_lists(spare):
    # The lists a search gets from the caches (filled by the hands before, by the hand holding this one, or
    # extended for more jokers) are the same candidates, in the same order, as built from empty caches:
    # 0-8 wild cards, dense hands, sets with and without jokers, sets up to 3 to 6, pooled and not.
    for _, hand, wild, rules in ir_cases(3, seed=300):
        mr = ir.rules._meld_rules(rules, ir.rules._wild(wild))
        for cards in (hand, hand[:13], hand[1:]):
            state = melds.pack(cards)
            got = melds.hand_candidates(cards, mr, state, None, spare)
            assert _fields(got) == _fields(_fresh(melds.candidates, cards, mr, state, spare=spare))
            if mr.wild_rank is not None:
                slot = int(mr.wild_rank) - 1
                pr = melds.pooled_rules(mr)
                pstate = state + melds.rank_copies(state, slot) * melds.UNIT[56]
                got = melds.hand_candidates(cards, pr, pstate, slot, spare)
                fresh = _fresh(melds.hand_candidates, cards, pr, pstate, slot, spare)
                assert _fields(got) == _fields(fresh)
                assert all(type(c) is melds.Candidate for c in got)


def test_a_candidate_is_made_from_its_fields_and_equal_to_one_built_from_its_meld():
    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=Rank.FIVE)
    hand, _ = ir_hands(1, 5, seed=4)[0]
    for c in melds.candidates(hand, rules):
        again = melds.Candidate(c.mask, c.low, c.kind, c.codes, c.substitutes)
        assert again == c and hash(again) == hash(c)
        assert c.bits == sum(1 << code for code in set(c.codes))
        assert c.high == max([code for code in c.codes if code < 56], default=56)
        assert c.presence == (c.mask | c.mask >> 1 | c.mask >> 2 | c.mask >> 3) & melds.ONES


def test_rank_copies_counts_every_copy_of_every_suit_of_the_rank():
    rng = random.Random(6)
    for _ in range(500):
        counts = [[rng.choice([0, 0, 1, 2, 7, 15]) for _ in range(4)] for _ in range(13)]
        state = sum(n << (16 * r + 4 * s) for r in range(13) for s, n in enumerate(counts[r]))
        for slot in range(13):
            assert melds.rank_copies(state, slot) == sum(counts[slot]), (counts[slot], slot)


def test_a_pooled_candidate_has_the_fields_of_a_candidate_built_with_its_jokers():
    # pooled_candidate adds a joker per wild-rank card played as itself, and derives the presence from the
    # old one: the same fields as a candidate built from scratch with that mask.
    for wilds in (1, 3, 6):
        for hand, wild in ir_hands(3, wilds, seed=40 + wilds):
            rules = melds.pooled_rules(ir.rules._meld_rules(ir.Rules(), ir.rules._wild(wild)))
            slot = int(ir.rules._wild(wild)) - 1
            for c in melds.candidates(hand, rules):
                pooled = melds.pooled_candidate(c, slot)
                n = melds.rank_copies(c.mask, slot)
                assert pooled == melds.Candidate(c.mask + n * melds.UNIT[56], c.low, c.kind, c.codes, c.substitutes)
                assert (pooled == c) == (n == 0)  # unchanged exactly when it plays no wild-rank card


def _answer(cards, wild, rules) -> tuple:
    a = ir.arrange(cards, wild, rules=rules)
    return repr(a), [str(m) for m in a.melds], a.points, a.penalty, repr(a.discard)


def test_arrangements_discards_and_waiting_cards_from_full_caches_are_those_from_empty_ones():
    # The whole answer (melds in order, deadwood, discard, waiting cards), not only the points: what the
    # caches give after many hands equals what a process with empty caches computes.
    for k, hand, wild, rules in ir_cases(2, seed=500):
        _same_answers(_fresh, hand, wild, rules, waiting=k % 4 == 0)


def _same_answers(oracle, hand, wild, rules, waiting: bool) -> None:
    """The 14 cards' and the first 13's answers (and, if ``waiting``, the 13's waiting cards) equal ``oracle``'s."""
    for cards in (hand, hand[:13]):
        assert _answer(cards, wild, rules) == oracle(_answer, cards, wild, rules), (cards, wild)
    if waiting:
        got = ir.waiting_cards(hand[:13], wild, rules=rules)
        assert got == oracle(ir.waiting_cards, hand[:13], wild, rules=rules), (hand, wild)


def _tongits_answer(cards) -> tuple:
    a = tongits.arrange(cards)
    return repr(a), [str(m) for m in a.melds], repr(a.best_discard())


def _verdict(cards, wild, rules) -> tuple:
    v = ir.check_meld(cards, wild, rules=rules)
    return repr(v), v.kinds, str(v.meld), v.stand_ins, v.substitutes


SMALL_LIMITS = {(melds, "READ_LIMIT"): 40, (melds, "CANDIDATE_LIMIT"): 10, (melds, "WILD_LIMIT"): 12,
                (melds, "HANDS_LIMIT"): 6, (arrange_module, "TAGS_LIMIT"): 40, (groups, "READ_LIMIT"): 40}


def _unbounded_fresh(fn, *args, **kwargs):
    """:func:`_fresh` with limits no cache reaches: nothing is dropped while ``fn`` runs."""
    saved = {where: getattr(*where) for where in SMALL_LIMITS}
    for module, name in SMALL_LIMITS:
        setattr(module, name, 10 ** 9)
    try:
        return _fresh(fn, *args, **kwargs)
    finally:
        for (module, name), value in saved.items():
            setattr(module, name, value)


def test_answers_from_caches_that_dropped_their_oldest_halves_mid_hand_are_those_from_empty_caches(monkeypatch):
    # Small limits: each cache drops its oldest half many times within a hand and between hands while the
    # others keep theirs, so a search mixes entries of different ages across caches. Every answer (melds in
    # order, deadwood, discard, waiting cards) equals the one computed from empty caches that drop nothing.
    for (module, name), value in SMALL_LIMITS.items():
        monkeypatch.setattr(module, name, value)
    for cache in melds.MELD_CACHES:
        cache.clear()
    cuts = []
    real_make_room = melds.make_room

    def counted(cache, limit):
        if len(cache) >= limit:
            cuts.append(id(cache))
        real_make_room(cache, limit)
    for module in (melds, arrange_module, groups):
        monkeypatch.setattr(module, "make_room", counted)
    for k, hand, wild, rules in ir_cases(1, seed=700):
        _same_answers(_unbounded_fresh, hand, wild, rules, waiting=k % 3 == 0)
        for group in (hand[:3], hand[3:7], hand[7:12]):  # Indian Rummy's readings of a group (their own cache)
            assert _verdict(group, wild, rules) == _unbounded_fresh(_verdict, group, wild, rules), (group, wild)
    rng = random.Random(12)
    for _ in range(15):
        hand = rng.sample(STANDARD_52, 11)
        assert _tongits_answer(hand) == _unbounded_fresh(_tongits_answer, hand), hand
    # Every cache of the search was cut, most many times: the comparison saw mixed ages.
    assert {id(c) for c in (melds._READ_CACHE, melds._CANDIDATE_OF, melds._WILD_CACHE, melds._HANDS,
                            arrange_module._TAGS, groups._READINGS)} <= set(cuts)
    assert len(cuts) > 100, len(cuts)
