"""Issue #17: the meld caches are bounded, and emptying them never changes an answer."""
import random

import pytest

from cardlab import arrange as arrange_module
from cardlab import indian_rummy as ir
from cardlab import melds
from cardlab.cards import JOKER, STANDARD_52
from cardlab.indian_rummy import groups

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def wild_hands(n, seed):
    """Seeded 14-card hands from two decks with 2 to 6 wild cards (printed jokers and wild-rank cards)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        wild = rng.choice(RANKS)
        wilds = rng.randint(2, 6)
        printed = rng.randint(0, 2)
        wild_cards = [c for c in STANDARD_52 if c.rank.symbol == wild] * 2
        plain = [c for c in STANDARD_52 if c.rank.symbol != wild] * 2
        hand = [JOKER] * printed + rng.sample(wild_cards, wilds - printed) + rng.sample(plain, 14 - wilds)
        out.append((hand, wild))
    return out


def answers(cases):
    out = []
    for hand, wild in cases:
        a = ir.arrange(hand, wild)
        out.append((a.discard, a.penalty, a.points, a.valid_declaration, a.has_pure_sequence))
    return out


CACHES = {"READ_LIMIT": ("_READ_CACHE",), "CANDIDATE_LIMIT": ("_CANDIDATE_OF",), "WILD_LIMIT": ("_WILD_CACHE",),
          "HANDS_LIMIT": ("_HANDS",)}


@pytest.fixture
def tiny_caches(monkeypatch):
    """Every meld cache limited to a few entries, so that it is emptied many times within a hand or two."""
    for limit in CACHES:
        monkeypatch.setattr(melds, limit, 7)
    monkeypatch.setattr(arrange_module, "READ_LIMIT", 7)
    monkeypatch.setattr(groups, "READ_LIMIT", 7)
    for name in ("_READ_CACHE", "_CANDIDATE_OF", "_WILD_CACHE", "_HANDS", "_PARENTS"):
        getattr(melds, name).clear()
    arrange_module._TAGS.clear()
    arrange_module._MEMOS.clear()
    groups._READINGS.clear()
    yield


def test_the_best_arrangement_is_the_same_when_the_caches_are_emptied_again_and_again(tiny_caches):
    cases = wild_hands(12, seed=5)
    small = answers(cases)
    for limit, names in CACHES.items():
        for name in names:
            assert len(getattr(melds, name)) <= 8, (limit, name)  # a full cache is emptied before it grows
    assert all(len(known) <= 8 for known in arrange_module._TAGS.values())
    assert len(groups._READINGS) <= 8
    for limit in CACHES:
        setattr(melds, limit, 10 ** 9)  # the fixture restores the real limits afterwards
    arrange_module.READ_LIMIT = groups.READ_LIMIT = 10 ** 9
    assert answers(cases) == small


def test_the_cache_limits_bound_memory_to_what_a_long_kernel_can_hold():
    # The sizes the issue measured: 200,000-entry caches took 40,000 calls to 1.9 GB.
    assert melds.READ_LIMIT <= 20_000 and melds.CANDIDATE_LIMIT <= 20_000
    assert melds.WILD_LIMIT <= 5_000 and melds.HANDS_LIMIT <= 1_024
    assert arrange_module.READ_LIMIT == groups.READ_LIMIT == melds.READ_LIMIT


def test_a_full_cache_empties_every_meld_cache_so_none_keeps_copies_of_what_the_others_dropped(tiny_caches):
    ir.arrange(*wild_hands(1, seed=9)[0])
    melds._READ_CACHE.update({("x", i): None for i in range(7)})  # full
    melds.make_room(melds._READ_CACHE, melds.READ_LIMIT)
    assert all(not cache for cache in melds.MELD_CACHES)
    assert {id(c) for c in melds.MELD_CACHES} >= {id(arrange_module._TAGS), id(groups._READINGS),
                                                  id(melds._WILD_CACHE), id(melds._HANDS)}
