"""Issue #17: hands with 8 to 10 wild cards are searched with the wild cards pooled, and stay exact.

Two printed jokers and eight wild-rank cards can meet in one hand under the default rules. The pooled
search (``arrange._Search._pool``) once counted at most 7 jokers in a packed field and left such hands
to the search that takes wild cards one by one, which cost seconds; the joker field now counts 15.
"""
import random

import pytest

from cardlab import arrange as arrange_module
from cardlab import indian_rummy as ir
from cardlab.cards import JOKER, STANDARD_52
from cardlab.errors import CardlabError
from test_indian_rummy_property import consistent, oracle

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def many_wild_hands(n, size, seed, least=8, most=10):
    """Seeded hands of ``size`` cards from two decks with ``least``..``most`` wild cards (≤ 2 printed jokers)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        wild = rng.choice(RANKS)
        wilds = rng.randint(least, most)
        printed = rng.randint(max(0, wilds - 8), 2)
        wild_cards = [c for c in STANDARD_52 if c.rank.symbol == wild] * 2
        plain = [c for c in STANDARD_52 if c.rank.symbol != wild] * 2
        hand = [JOKER] * printed + rng.sample(wild_cards, wilds - printed) + rng.sample(plain, size - wilds)
        rng.shuffle(hand)
        out.append((hand, wild))
    return out


def test_a_hand_with_ten_wild_cards_is_searched_with_its_wild_cards_pooled(monkeypatch):
    slots = []
    real = arrange_module.hand_candidates

    def spy(cards, rules, state, slot=None, spare=True):
        slots.append(slot)
        return real(cards, rules, state, slot, spare)

    monkeypatch.setattr(arrange_module, "hand_candidates", spy)
    hand, wild = many_wild_hands(1, 14, seed=1, least=10)[0]
    assert sum(c.is_joker or c.rank.symbol == wild for c in hand) == 10
    ir.arrange(hand, wild)
    assert slots and None not in slots  # the wild rank's slot: the pooled search


def test_thirteen_cards_with_eight_to_ten_wild_cards_match_brute_force():
    # The brute force takes seconds a hand here: a few hands, each a different mix of jokers.
    rules = ir.Rules()
    for hand, wild in many_wild_hands(3, 13, seed=101):
        got = ir.arrange(hand, wild_rank=wild, rules=rules)
        consistent(hand, got, _rank(wild), rules)
        assert (got.valid_declaration, got.penalty) == oracle(hand, _rank(wild), rules)


def test_fourteen_cards_with_eight_to_ten_wild_cards_match_the_search_without_pooling(monkeypatch):
    cases = many_wild_hands(4, 14, seed=7)
    pooled = [ir.arrange(hand, wild) for hand, wild in cases]
    monkeypatch.setattr(arrange_module, "_MAX_POOLED_JOKERS", 7)  # the old limit: wild cards taken one by one
    arrange_module._MEMOS.clear()
    for (hand, wild), fast in zip(cases, pooled):
        slow = ir.arrange(hand, wild)
        # Ties between discards may be broken differently; what the hand is worth may not.
        assert (fast.penalty, fast.points, fast.valid_declaration, fast.has_pure_sequence) == \
            (slow.penalty, slow.points, slow.valid_declaration, slow.has_pure_sequence)
        consistent(hand, fast, _rank(wild), ir.Rules())


def test_a_hand_of_more_printed_jokers_than_a_packed_field_counts_is_still_refused():
    from cardlab.arrange import arrange
    from cardlab.melds import MeldRules

    with pytest.raises(CardlabError, match="copies"):
        arrange([JOKER] * 8 + list(STANDARD_52[:3]), MeldRules(jokers_wild=True))


def _rank(symbol):
    from cardlab.cards import Rank

    return next(r for r in Rank if r.symbol == symbol)
