"""What full collections walk (issue #17: collector pauses): Phỏm's searches leave no reference cycle per
call and stay exact; the Phỏm and Tongits game caches keep a bounded number of tracked objects.

A nested function that calls itself holds itself through its closure cell: every call of the function
around it then leaves a cycle (the function, its cell, its frame's objects) that only a collection frees.
check_u's cover and longest-cover searches and the placement of eaten cards were such functions.
"""
from __future__ import annotations

import gc
import random
from itertools import combinations

import pytest

from cardlab import phom
from cardlab.cards import STANDARD_52, parse_cards
from cardlab.phom import Rules
from cardlab.phom import calculators as phom_calculators
from cardlab.phom import search as phom_search


@pytest.fixture
def collector_off():
    """The collector off during the test (never in the library), so that what a call leaves is counted.

    What a call makes is in the youngest generation until collected: ``gc.collect(0)`` finds its cycles
    without walking the whole test process each time.
    """
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def _hands(count: int, seed: int) -> list:
    """Seeded 10-card hands, every other one dense (five ranks and a few strays: many phỏm share cards)."""
    rng = random.Random(seed)
    deck = list(STANDARD_52)
    out = []
    for i in range(count):
        if i % 2:
            ranks = rng.sample(range(13), 5)
            pool = list(dict.fromkeys([c for c in deck if c.code >> 2 in ranks] + rng.sample(deck, 6)))
            out.append(rng.sample(pool, 10))
        else:
            out.append(rng.sample(deck, 10))
    return out


U_TRON = parse_cards("3♠ 4♠ 5♠ 7♥ 7♦ 7♣ 9♦ 10♦ J♦ Q♦")
NEARLY_U = parse_cards("3♠ 4♠ 5♠ 7♥ 7♦ 7♣ 9♦ 10♦ J♦ K♣")


@pytest.mark.parametrize("rules", [Rules(), Rules(u_definition="no_deadwood"), Rules(ace_high_in_runs=True)],
                         ids=["three_phom", "no_deadwood", "ace_high"])
def test_check_u_leaves_no_reference_cycle(collector_off, rules):
    rng = random.Random(3)
    for hand in [U_TRON, NEARLY_U] + _hands(40, seed=21):
        eaten = tuple(rng.sample(hand, rng.choice([0, 1, 2])))
        gc.collect(0)
        phom.check_u(hand, rules, eaten=eaten)
        assert gc.collect(0) == 0, (hand, eaten)


def test_placing_eaten_cards_leaves_no_reference_cycle(collector_off):
    rng = random.Random(4)
    for hand in _hands(40, seed=22):
        key = phom_search._key(hand)
        eaten = phom_search._key(rng.sample(hand, 2))
        gc.collect(0)
        phom_search._placements.__wrapped__(key, eaten, 1, False)  # the search itself, not its cache
        assert gc.collect(0) == 0, (hand, eaten)


def _max_cover_by_brute_force(masks, most) -> int:
    best = 0
    for k in range(len(masks) + 1 if most is None else min(most, len(masks)) + 1):
        for chosen in combinations(masks, k):
            used = 0
            for m in chosen:
                if m & used:
                    break
                used |= m
            else:
                best = max(best, bin(used).count("1"))
    return best


def test_the_longest_cover_is_the_brute_force_one():
    for hand in _hands(60, seed=23):
        key = phom_search._key(hand)
        masks = sorted(phom_search._phom_masks(key, False), key=lambda m: -bin(m).count("1"))
        if len(masks) > 14:
            masks = masks[:14]  # the brute force stays quick
        for most in (None, 1, 2, 3):
            assert phom_calculators._max_cover(masks, most) == _max_cover_by_brute_force(masks, most), (hand, most)


def test_the_cover_found_holds_every_card_but_one_non_eaten_card():
    found_some = False
    for hand in [U_TRON, NEARLY_U] + _hands(60, seed=24):
        key = phom_search._key(hand)
        masks = sorted(phom_search._phom_masks(key, False), key=lambda m: -bin(m).count("1"))
        emask = phom_search._bits(key, key[:1])
        for k in (None, 3):
            got = phom_calculators._u_cover(len(key), masks, emask, k, 1)
            if got is None:
                continue
            found_some = True
            used = 0
            for m in got:
                assert not m & used and m in masks
                used |= m
            left = ((1 << len(key)) - 1) & ~used
            assert bin(left).count("1") <= 1 and not left & emask
            assert k is None or len(got) == k
    assert found_some


# What the game caches keep is walked by every full collection: at their bounds they must stay a few
# tens of thousands of tracked objects at most (a pause under 50 ms), however long a session plays.
KEPT_OBJECTS_BUDGET = 25_000


def _tracked_per_entry(cache_owner, fill) -> float:
    """Tracked objects a cache keeps per entry, measured over entries that ``fill`` adds."""
    def tracked():
        seen, stack = set(), list(gc.get_referents(cache_owner))
        while stack:
            o = stack.pop()
            if id(o) in seen or not gc.is_tracked(o) or isinstance(o, type):
                continue
            seen.add(id(o))
            stack.extend(gc.get_referents(o))
        return len(seen)
    gc.collect()  # tuples of untracked items stop being tracked at a collection
    before, entries = tracked(), fill()
    gc.collect()
    return (tracked() - before) / entries


@pytest.mark.parametrize("name", ["_phom_masks", "_placements"])
def test_phom_mask_caches_keep_a_bounded_number_of_tracked_objects(name):
    cache = getattr(phom_search, name)
    cache.cache_clear()
    rng = random.Random(5)

    def fill():
        for hand in _hands(200, seed=25):
            key = phom_search._key(hand)
            phom_search._placements(key, phom_search._key(rng.sample(hand, 2)), 1, False)
        return cache.cache_info().currsize
    per_entry = _tracked_per_entry(cache, fill)
    assert per_entry * cache.cache_info().maxsize <= KEPT_OBJECTS_BUDGET, per_entry


def _play_random_tongits(games: int) -> None:
    """``games`` seeded Tongits games played to the end by random bots (what fills the game's caches)."""
    from cardlab.bots import RandomBot
    from cardlab import tongits

    for seed in range(games):
        bots = [RandomBot(seed * 3 + i) for i in range(3)]
        s = tongits.new_game(seed)
        while not s.is_terminal():
            p = s.current_player
            s.apply(bots[p].choose(s.view(p)))


def _tracked_per_entry_of(store: dict, counted_elsewhere: frozenset = frozenset()) -> float:
    """Tracked objects reachable from ``store``'s entries (cards, functions and classes aside), per entry;
    objects whose ids are in ``counted_elsewhere`` belong to another cache and are not walked."""
    seen, stack = set(), list(store.items())
    while stack:
        o = stack.pop()
        if id(o) in seen or id(o) in counted_elsewhere or not gc.is_tracked(o) or isinstance(o, type):
            continue
        seen.add(id(o))
        stack.extend(x for x in gc.get_referents(o) if type(x).__name__ not in ("Card", "function"))
    return len(seen) / len(store)


def test_tongits_kept_moves_and_meld_shapes_stay_within_the_budget():
    from cardlab.tongits import game as tongits_game, table as tongits_table

    tongits_game._ACTIONS.clear()
    tongits_table._SHAPES.clear()
    _play_random_tongits(20)
    gc.collect()
    # per kept move: the action, its cards tuple, its reason; per shape: the key and the shape's tuples
    for store, bound in ((tongits_game._ACTIONS, tongits_game._ACTIONS_MAX),
                         (tongits_table._SHAPES, tongits_table._SHAPES_MAX)):
        assert store
        per_entry = _tracked_per_entry_of(store)
        assert per_entry * bound <= KEPT_OBJECTS_BUDGET, (per_entry, bound)


def test_tongits_expose_moves_and_meld_readings_kept_across_games_stay_within_the_budget():
    # Kept per meld rules: {key: moves} and {card bits: reading}. The moves themselves are _ACTIONS' (counted
    # there), so what an entry adds is its tuple; a reading adds its tuple and the meld's cards tuple.
    from cardlab.tongits import game as tongits_game

    tongits_game._EXPOSES.clear()
    tongits_game._READS.clear()
    _play_random_tongits(20)
    gc.collect()
    moves = frozenset(id(a) for a in tongits_game._ACTIONS.values())
    for caches, bound in ((tongits_game._EXPOSES, tongits_game._EXPOSES_MAX),
                          (tongits_game._READS, tongits_game._READS_MAX)):
        assert caches and all(caches.values())
        for store in caches.values():
            per_entry = _tracked_per_entry_of(store, moves)
            assert per_entry * bound * len(caches) <= KEPT_OBJECTS_BUDGET, (per_entry, bound)
