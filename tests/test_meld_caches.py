"""Issue #17: the meld caches are bounded, a full one drops its oldest half (never every cache at once),
dropping entries never changes an answer, and the caches cost the garbage collector little."""
import copy
import gc
import pickle
import random

import pytest

from cardlab import arrange as arrange_module
from cardlab import indian_rummy as ir
from cardlab import melds
from cardlab import Rank
from cardlab.cards import JOKER, STANDARD_52, parse_cards
from cardlab.melds import MeldRules
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


CACHES = {"READ_LIMIT": ("_READ_CACHE",), "CANDIDATE_LIMIT": ("_CANDIDATE_OF", "_CANDIDATE_CACHE"),
          "WILD_LIMIT": ("_WILD_CACHE",),
          "HANDS_LIMIT": ("_HANDS",)}


TINY = 7


@pytest.fixture
def tiny_caches(monkeypatch):
    """Every meld cache limited to a few entries, so that it drops entries many times within a hand or two."""
    for limit in CACHES:
        monkeypatch.setattr(melds, limit, TINY)
    monkeypatch.setattr(arrange_module, "TAGS_LIMIT", TINY)
    monkeypatch.setattr(groups, "READ_LIMIT", TINY)
    for cache in melds.MELD_CACHES:
        cache.clear()
    arrange_module._MEMOS.clear()
    yield


def _sizes() -> dict:
    """How many entries each meld cache holds, by name."""
    out = {name: len(getattr(melds, name)) for names in CACHES.values() for name in names}
    out.update(_PARENTS=len(melds._PARENTS), _TAGS=len(arrange_module._TAGS), _READINGS=len(groups._READINGS))
    return out


def test_the_best_arrangement_is_the_same_when_the_caches_drop_their_oldest_entries_again_and_again(tiny_caches):
    cases = wild_hands(12, seed=5)
    small = []
    for case in cases:
        small += answers([case])
        # make_room runs before each new entry: a cache never holds more than its limit, the newest ones.
        assert all(n <= TINY for n in _sizes().values()), _sizes()
    assert all(_sizes().values()), _sizes()  # each cache was used, and none is left empty by a cut
    for limit in CACHES:
        setattr(melds, limit, 10 ** 9)  # the fixture restores the real limits afterwards
    arrange_module.TAGS_LIMIT = groups.READ_LIMIT = 10 ** 9
    for cache in melds.MELD_CACHES:
        cache.clear()
    assert answers(cases) == small


def test_the_cache_limits_bound_memory_to_what_a_long_kernel_can_hold():
    # The sizes the issue measured: 200,000-entry caches took 40,000 calls to 1.9 GB.
    assert melds.READ_LIMIT <= 20_000 and melds.CANDIDATE_LIMIT <= 20_000
    assert melds.WILD_LIMIT <= 5_000 and melds.HANDS_LIMIT <= 1_024
    assert groups.READ_LIMIT == melds.READ_LIMIT and arrange_module.TAGS_LIMIT <= 8_192
    # Every meld cache is one of MELD_CACHES (what a test empties) and holds its entries directly: a dict of
    # dicts would hold its limit of entries per inner dict, not in all.
    assert {id(c) for c in melds.MELD_CACHES} >= {id(arrange_module._TAGS), id(groups._READINGS),
                                                  id(melds._WILD_CACHE), id(melds._HANDS), id(melds._PARENTS)}
    assert not any(isinstance(v, dict) for cache in melds.MELD_CACHES for v in cache.values())


def test_a_full_cache_drops_its_oldest_half_and_keeps_its_newest_entries_in_order():
    cache = {("k", i): i for i in range(6)}
    melds.make_room(cache, 7)
    assert list(cache) == [("k", i) for i in range(6)]  # below its limit: nothing dropped
    cache[("k", 6)] = 6
    melds.make_room(cache, 7)  # full: the newest 7 // 2 stay, so the entry about to come fits
    assert list(cache) == [("k", 4), ("k", 5), ("k", 6)]
    big = {i: i for i in range(20_000)}
    melds.make_room(big, 20_000)
    assert list(big) == list(range(10_000, 20_000))


def test_a_full_cache_leaves_the_other_meld_caches_as_they_are(tiny_caches):
    # Emptying every cache at once made the hands right after it the slowest of a session (issue #17).
    for limit in CACHES:
        setattr(melds, limit, 10 ** 9)
    arrange_module.TAGS_LIMIT = groups.READ_LIMIT = 10 ** 9
    ir.arrange(*wild_hands(1, seed=9)[0])
    before = [dict(cache) for cache in melds.MELD_CACHES]
    newest = list(melds._READ_CACHE)[-(len(melds._READ_CACHE) // 2):]
    melds.make_room(melds._READ_CACHE, len(melds._READ_CACHE))  # as if READ_LIMIT were what it holds
    assert list(melds._READ_CACHE) == newest
    for cache, kept in zip(melds.MELD_CACHES, before):
        if cache is not melds._READ_CACHE:
            assert cache == kept
    assert sum(1 for kept in before if kept) >= 5  # the hand filled the other caches: the test looks at them


# The garbage collector (issue #17): a learner's kernel runs with it on, and every full collection walks
# every object it tracks. The caches hold what it need not track (tuples of ints), and a call leaves no
# reference cycle for it to find.

def _pick(n, seed):
    return random.Random(seed).sample(STANDARD_52, n)


def test_the_meld_caches_keys_and_readings_are_tuples_the_collector_does_not_track():
    for hand, wild in wild_hands(6, seed=21):
        ir.arrange(hand, wild)
    arrange_module.arrange(parse_cards("4♠ 5♠ 6♠ 7♠ 4♥ 4♦ 4♣ 9♥ 9♦ 9♣"))  # melds: kept in _SingleCopies._known
    # A collection stops tracking the tuples that hold no tracked object by then: a tuple holding a tuple
    # may wait for the next one (a level of nesting per collection at worst).
    for _ in range(3):
        gc.collect()
    for name in ("_READ_CACHE", "_CANDIDATE_OF", "_WILD_CACHE", "_HANDS", "_CANDIDATE_CACHE"):
        cache = getattr(melds, name)
        assert cache, name
        assert not any(gc.is_tracked(key) for key in cache), name  # no MeldRules object in a key
    assert not any(gc.is_tracked(v) for v in melds._READ_CACHE.values())  # readings as ints, not melds
    single = arrange_module._plain_search(None, None).single
    assert single._known and not any(gc.is_tracked(v) for v in single._known.values())


def test_a_candidates_meld_is_made_anew_each_time_and_equal_each_time():
    # No cache keeps a Meld (a tracked object): a candidate makes its meld when asked, natural or wild.
    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=Rank.FIVE)
    cands = melds.candidates(parse_cards("4♥ 5♠ 6♥ 7♥ 7♠ 7♦ 🃏 9♣"), rules)
    assert any(c.substitutes for c in cands) and any(not c.substitutes for c in cands)
    for c in cands:
        assert c.meld() == c.meld() and c.meld() is not c.meld()
        assert [card.code for card in c.meld().cards] == list(c.codes)
        assert (c.meld().kind, c.meld().substitutes) == (c.kind, c.substitutes)


def test_the_rules_number_of_the_caches_is_the_same_for_equal_rules_and_survives_a_copy():
    a = MeldRules(ace_high=True, wild_rank=Rank.FIVE, jokers_wild=True)
    b = MeldRules(ace_high=True, wild_rank=Rank.FIVE, jokers_wild=True)
    others = [MeldRules(ace_high=True, wild_rank=Rank.SIX, jokers_wild=True), MeldRules(ace_high=True),
              MeldRules(ace_high=True, wild_rank=Rank.FIVE), MeldRules(ace_high=True, wild_rank=Rank.FIVE,
                                                                         jokers_wild=True, all_wild_meld=True)]
    assert a._cache_id == b._cache_id
    assert len({a._cache_id} | {o._cache_id for o in others}) == 1 + len(others)
    copied = pickle.loads(pickle.dumps(a))
    assert copied == a and copied._cache_id == a._cache_id and hash(copied) == hash(a)
    assert copy.deepcopy(a)._cache_id == a._cache_id


def test_the_natural_candidates_cache_is_bounded_by_the_candidate_limit(tiny_caches):
    for hand, wild in wild_hands(4, seed=8):
        ir.arrange(hand, wild)
        assert len(melds._CANDIDATE_CACHE) <= 8  # emptied when full, as the other meld caches


def test_the_single_copy_search_keeps_at_most_its_limit_of_hands(monkeypatch):
    monkeypatch.setattr(arrange_module, "COVERED_LIMIT", 5)
    single = arrange_module._Search(MeldRules(), lambda card: min(int(card.rank), 10)).single
    rng = random.Random(4)
    for _ in range(60):
        single._melded(sum(c.bit for c in rng.sample(STANDARD_52, 12)))
        assert len(single._known) <= 5
    assert len(single._melds) <= 13 * 5 + 4 * 66  # one per natural meld at most: sets and runs of one deck


@pytest.fixture
def collector_off():
    """The collector off during the test (never in the library), so that what a call leaves is counted."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def test_a_search_of_distinct_cards_leaves_no_reference_cycle(collector_off):
    # A points function of its own: a new search, so that every hand is searched, none found in _known.
    search_points = lambda card: min(int(card.rank), 10)  # noqa: E731
    # Melds that share cards (4♠ in a set and a run), so that the search weighs them.
    hands = [parse_cards("4♠ 5♠ 6♠ 7♠ 4♥ 4♦ 4♣ 9♥ 9♦ 9♣ K♠"),
             parse_cards("A♠ 2♠ 3♠ A♥ A♦ 2♥ 2♦ 3♥ 3♦ Q♣")]
    hands += [_pick(11, seed) for seed in range(30)]
    # The collector is off since the fixture's full collection: what a search makes is in the youngest
    # generation, where gc.collect(0) finds its cycles without walking the whole heap (a full collection
    # per hand costs seconds in a test process that has run other files).
    for hand in hands:
        gc.collect(0)
        arrange_module.arrange(hand, None, search_points).best_discard()
        assert gc.collect(0) == 0, hand


def test_listing_wild_melds_from_empty_caches_leaves_no_reference_cycle(collector_off):
    rules = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=Rank.FIVE)
    for hand, _ in wild_hands(5, seed=13):
        for cache in melds.MELD_CACHES + [melds._SUBSETS, melds._SET_CACHE]:
            cache.clear()
        gc.collect(0)
        melds.candidates(hand, rules)
        melds.candidates(hand, MeldRules(max_set=8, jokers_wild=True, wild_rank=Rank.FIVE))
        assert gc.collect(0) == 0, hand


def test_tags_kept_for_one_labels_function_are_never_read_for_another():
    # arrange's tags are one cache for every labels function (one limit bounds them all), keyed by the
    # function's number and the candidate's fields: the same cards tag differently under another wild rank
    # (7♠ 7♥ 🃏 has no natural card when sevens are wild, so it is a sequence; with fives wild it is a set).
    rules = MeldRules(jokers_wild=True, wild_rank=Rank.FIVE)
    found = [c for c in melds.candidates(parse_cards("7♠ 7♥ 🃏"), rules) if len(c.codes) == 3]
    assert found
    sevens, fives = ir._labels_fn(ir.Rules(), Rank.SEVEN), ir._labels_fn(ir.Rules(), Rank.FIVE)
    for c in found:
        assert sevens(c.meld()) != fives(c.meld())  # the test looks at tags that differ
        for labels in (fives, sevens, fives, sevens):
            assert arrange_module._tags(c, labels) == labels(c.meld())


def test_a_labels_function_numbered_again_after_the_numbers_are_forgotten_never_reads_anothers_tags():
    # Numbers are forgotten past 64 labels functions (a long session of rule variants); a function numbered
    # again gets a number never given before, so tags kept under an old number are not read for it.
    c = melds.candidates(parse_cards("4♠ 5♠ 6♠"), MeldRules())[0]
    functions = [(lambda meld, i=i: (f"tag{i}",)) for i in range(150)]
    for _ in range(2):
        for i, labels in enumerate(functions):
            assert arrange_module._tags(c, labels) == (f"tag{i}",)
    assert len(arrange_module._LABEL_IDS) <= 64


def test_the_wild_melds_cache_holds_flat_tuples_the_collector_stops_tracking_within_three_collections():
    # A collection stops tracking a tuple once what it holds is untracked, one level of nesting per
    # collection at worst, and until then every full collection walks it. An entry is its counts, then its
    # melds' fields (each holding its card codes): three levels, not four as (most, melds, ends) was.
    for cache in melds.MELD_CACHES:
        cache.clear()
    gc.collect()
    for hand, wild in wild_hands(5, seed=3):
        ir.arrange(hand, wild)
    assert any(gc.is_tracked(v) for v in melds._WILD_CACHE.values())  # new entries: tracked at first
    for _ in range(3):
        gc.collect()
    assert not any(gc.is_tracked(v) for v in melds._WILD_CACHE.values())
