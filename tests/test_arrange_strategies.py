"""Each named strategy of the arrangement search agrees with brute force and with the general search.

``arrange._SingleCopies`` searches hands of distinct natural cards on one bit
per card; the general search (``_Search._search``) handles copies, wild cards
and requirements. Both must give the same arrangement (same melds, same ties),
and the shortcuts the single-copy strategy takes (melds that share no card,
discards pruned by the dearest deadwood card, one memo shared by every
discard) must not change an answer.
"""
import random

import pytest
from hypothesis import given, settings, strategies as st

from cardlab import Deck, Rank, parse_cards, tongits
from cardlab import arrange as arrange_module
from cardlab.arrange import _Search, _SingleCopies, arrange, deadwood_points
from cardlab.cards import JOKER, STANDARD_52, Hand
from cardlab.errors import NotationError
from cardlab.melds import MeldRules, candidates, meld_cards, read_meld, single_candidates

from oracle import brute_force

GIN = MeldRules()
ACE_HIGH = MeldRules(ace_high=True)
SHORT_SETS = MeldRules(min_set=3, max_set=3)


def gin_points(card):
    return min(int(card.rank), 10)


def general(rules, points=gin_points):
    """A search with the single-copy strategy switched off: every hand goes through the general search."""
    search = _Search(rules, points)
    search.single = None
    return search


def single(rules, points=gin_points):
    search = _Search(rules, points)
    assert isinstance(search.single, _SingleCopies)
    return search


def every_discard(search, hand):
    """The discard rule spelled out: every card tried, highest points then highest card first, the first least kept."""
    best = None
    for card in sorted(set(hand), key=lambda c: (-gin_points(c), -c.code)):
        got = search.arrange([c for c in hand if c != card])
        key = (got.points, len(got.deadwood))
        if best is None or key < best[0]:
            best = (key, card, got)
    return best


# Hands drawn near one another (few ranks, few suits) meld often, and their melds overlap:
# the case where the single-copy strategy searches rather than takes every meld at once.
dense_hands = st.integers(3, 14).flatmap(lambda n: st.lists(
    st.sampled_from([c for c in STANDARD_52 if int(c.rank) <= 7 and c.suit.index < 3]), min_size=n, max_size=n,
    unique=True))
any_hands = st.lists(st.sampled_from(STANDARD_52), min_size=3, max_size=14, unique=True)


@settings(max_examples=300, deadline=None)
@given(st.one_of(dense_hands, any_hands), st.sampled_from([GIN, ACE_HIGH, SHORT_SETS]))
def test_single_copy_strategy_matches_brute_force_and_the_general_search(hand, rules):
    ours = single(rules).arrange(list(hand))
    theirs = general(rules).arrange(list(hand))
    assert (ours.points, len(ours.deadwood)) == brute_force(hand, rules, gin_points)
    assert ours.melds == theirs.melds and ours.deadwood == theirs.deadwood and ours.points == theirs.points


@settings(max_examples=300, deadline=None)
@given(st.one_of(dense_hands, any_hands), st.sampled_from([GIN, ACE_HIGH]))
def test_deadwood_points_without_the_arrangement_are_the_arrangements_points(hand, rules):
    assert deadwood_points(list(hand), rules, gin_points) == arrange(list(hand), rules, gin_points).points


def test_deadwood_points_of_hands_with_copies_go_through_the_general_search():
    hand = list(parse_cards("9H 9H 9S 9D 10H JH"))
    assert deadwood_points(hand, GIN, gin_points) == arrange(hand, GIN, gin_points).points == 0


@settings(max_examples=150, deadline=None)
@given(st.one_of(dense_hands, any_hands).filter(lambda h: len(h) >= 4), st.sampled_from([GIN, ACE_HIGH]))
def test_pruned_best_discard_is_the_discard_rule_spelled_out(hand, rules):
    search = single(rules)
    got = search.arrange(list(hand)).best_discard()
    key, card, arrangement = every_discard(general(rules), list(hand))
    assert got.card == card
    assert got.arrangement.melds == arrangement.melds and got.arrangement.deadwood == arrangement.deadwood
    assert (got.points, len(got.arrangement.deadwood)) == key


def test_best_discard_of_cards_alone_finds_the_whole_hands_arrangement_itself_and_agrees():
    rng = random.Random(17)
    search = single(GIN)
    for _ in range(200):
        hand = rng.sample(STANDARD_52, 11)
        with_whole = search.arrange(hand).best_discard()
        alone = search.best_discard(hand)
        assert (with_whole.card, with_whole.arrangement.melds) == (alone.card, alone.arrangement.melds)


@settings(max_examples=300, deadline=None)
@given(any_hands, st.sampled_from([GIN, ACE_HIGH, SHORT_SETS]))
def test_single_candidates_from_presence_bits_are_the_hands_candidates(hand, rules):
    bits = sum(c.bit for c in hand)
    assert [c.codes for c in single_candidates(bits, rules)] == [c.codes for c in candidates(list(hand), rules)]


def test_a_memo_kept_from_a_bigger_hand_serves_its_parts_only():
    search = single(GIN)
    first = parse_cards("5S 6S 7S 7H 7D 8S 9S 2C 3C 4C KD")
    expected = general(GIN).arrange(list(first))
    assert search.arrange(list(first)).points == expected.points == 24
    # A hand that is not part of the last one builds its own melds; a part of it reuses them.
    assert search.arrange(list(parse_cards("AH 2H 3H QC QS QD"))).points == 0
    assert search.single.score(sum(c.bit for c in parse_cards("AH 2H 3H QC QS"))) == (20 << 6) + 2
    assert search.arrange(list(first)).melds == expected.melds


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52), min_size=1, max_size=11, unique=True))
def test_tongits_deadwood_fast_path_equals_the_checked_path(hand):
    as_text = " ".join(str(c) for c in hand)
    assert tongits.deadwood(Hand(hand)) == tongits.deadwood(list(hand)) == tongits.deadwood(as_text)


def test_tongits_deadwood_fast_path_still_refuses_a_repeated_card_and_a_joker():
    with pytest.raises(NotationError, match="7H"):
        tongits.deadwood(list(parse_cards("7H 7H 8H")))
    with pytest.raises(NotationError):
        tongits.deadwood([JOKER] + list(parse_cards("7H 8H")))


def test_deck_counts_copies_by_code():
    two = Deck(decks=2, jokers=2)
    assert two.count(parse_cards("9H")[0]) == 2 and two.count(JOKER) == 2 and Deck().count(JOKER) == 0
    assert Deck().count("9H") == 0


def test_deck_check_holds_reads_any_iterable_once_per_pass_and_names_the_extra_copy():
    Deck(2).check_holds(c for c in parse_cards("9H 9H 10S"))
    with pytest.raises(NotationError, match="9H"):
        Deck(2).check_holds(c for c in parse_cards("9H 9H 9H"))
    with pytest.raises(NotationError, match="JK"):
        Deck().check_holds(parse_cards("9H JK"))


@settings(max_examples=300, deadline=None)
@given(any_hands, st.sampled_from([GIN, ACE_HIGH, MeldRules(min_run=4), MeldRules(ace_low=False, ace_high=True)]))
def test_meld_cards_are_exactly_the_cards_of_the_hands_melds(hand, rules):
    bits = sum(c.bit for c in hand)
    union = 0
    for c in candidates(list(hand), rules):
        union |= c.bits
    assert meld_cards(rules)(bits) == union


def test_arrangements_kept_per_meld_cards_are_bounded_and_never_change_an_answer(monkeypatch):
    rng = random.Random(23)
    hands = [rng.sample(STANDARD_52, rng.choice([10, 11, 14])) for _ in range(300)]
    roomy = single(GIN)
    expected = [roomy.arrange(h) for h in hands]
    monkeypatch.setattr(arrange_module, "COVERED_LIMIT", 3)
    tight = single(GIN)
    for hand, want in zip(hands, expected):
        got = tight.arrange(hand)
        assert (got.melds, got.deadwood, got.points) == (want.melds, want.deadwood, want.points)
        assert len(tight.single._known) <= 3


def test_each_hand_goes_to_the_strategy_named_for_it(monkeypatch):
    calls = []
    monkeypatch.setattr(_SingleCopies, "arrange", lambda self, search, bits: calls.append("single"))
    monkeypatch.setattr(_Search, "_search", lambda self, *args, **kwargs: calls.append("general"))
    arrange(list(parse_cards("AS 2S 3S 9H KD")), GIN, gin_points)              # distinct natural cards
    arrange(list(parse_cards("AS 2S 3S 3S 9H")), GIN, gin_points)              # a copy: two decks
    arrange(list(parse_cards("AS 2S 3S 9H")), GIN, gin_points, required=["AS"])  # a card that must meld
    pool = _Search._pool

    def pooled(self, cards, state):
        found = pool(self, cards, state)
        calls.append("pooled" if found is not None else "not pooled")
        return found

    monkeypatch.setattr(_Search, "_pool", pooled)
    wild_fives = MeldRules(wild_rank=Rank.FIVE, jokers_wild=True)
    wild_free = lambda card: 0 if card.is_joker or card.rank == Rank.FIVE else gin_points(card)  # noqa: E731
    arrange(list(parse_cards("5S 2S 3S 9H JK")), wild_fives, wild_free)       # a wild rank: its cards pooled
    # Wild cards worth 0: the pooled search runs first without spare jokers (here it finds nothing: it is
    # replaced by a stub), then with them.
    assert calls == ["single", "general", "general", "pooled", "general", "general"]


def searched_with(call) -> set:
    """Which form of the general search ``call()`` ran: ``best`` (exact values) or ``bounded`` (see arrange)."""
    import sys

    names = set()

    def watch(frame, event, arg):
        if event == "call" and frame.f_code.co_name in ("best", "bounded"):
            names.add(frame.f_code.co_name)

    sys.setprofile(watch)
    try:
        call()
    finally:
        sys.setprofile(None)
    return names


def test_tracked_requirements_and_bounds_go_to_the_bounded_search():
    from cardlab.arrange import _arrange_at_most

    def sequences(meld):
        return ("sequence", "pure") if meld.kind == "run" else ()

    # Copies and melds that overlap: the search proper runs (no meld is taken alone).
    hand = list(parse_cards("3S 4S 5S 5S 6S 7S 5H 5D 6H 7H"))
    assert searched_with(lambda: arrange(hand, GIN, gin_points)) == {"best"}
    assert searched_with(lambda: arrange(hand, GIN, gin_points, labels=sequences, require={"pure": 1})) == {"best"}
    assert searched_with(lambda: arrange(hand, GIN, gin_points, labels=sequences,
                                         require={"sequence": 2})) == {"bounded"}
    assert searched_with(lambda: _arrange_at_most(hand, GIN, gin_points, 64 * 5)) == {"bounded"}
    got = _arrange_at_most(hand, GIN, gin_points, 1 << 40)
    want = general(GIN).arrange(hand)
    assert (got.melds, got.deadwood, got.points) == (want.melds, want.deadwood, want.points)
    assert (want.points << 6) + len(want.deadwood) > 64 * 5 or _arrange_at_most(hand, GIN, gin_points, 64 * 5)
    assert _arrange_at_most(hand, GIN, gin_points, (want.points << 6) + len(want.deadwood) - 1) is None


@pytest.mark.parametrize("strategy", [single, general])
def test_a_whole_suit_with_the_ace_high_shows_as_read_meld_reads_it(strategy):
    spades = [c for c in STANDARD_52 if c.suit.letter == "S"]
    got = strategy(ACE_HIGH).arrange(spades)
    assert got.points == 0 and len(got.melds) == 1
    assert str(got.melds[0]) == "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    assert got.melds[0] == read_meld(spades, ACE_HIGH)
