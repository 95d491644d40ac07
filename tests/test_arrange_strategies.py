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
from hypothesis import HealthCheck, given, settings, strategies as st

from cardlab import Deck, Rank, indian_rummy as ir, parse_cards, tongits
from cardlab import arrange as arrange_module
from cardlab.arrange import _Search, _SingleCopies, _arrange_at_most, arrange, deadwood_points
from cardlab.cards import JOKER, STANDARD_52, Hand
from cardlab.errors import NotationError
from cardlab.indian_rummy.groups import _labels_fn
from cardlab.indian_rummy.rules import _meld_rules, _points_fn
from cardlab.melds import (MeldRules, candidates, hand_candidates, meld_cards, read_meld, single_candidate_fields,
                           single_candidates)

from oracle import brute_force
from test_indian_rummy_property import rummy_hands

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



@settings(max_examples=300, deadline=None)
@given(any_hands, st.sampled_from([GIN, ACE_HIGH, SHORT_SETS]))
def test_single_candidate_fields_are_the_fields_of_the_hands_candidates_in_order(hand, rules):
    # Tongits' move lists read the fields without making candidates: the same melds, fields and order.
    bits = sum(c.bit for c in hand)
    assert single_candidate_fields(bits, rules) == [c.fields for c in candidates(list(hand), rules)]
    assert [c.fields for c in single_candidates(bits, rules)] == single_candidate_fields(bits, rules)

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


# The packed-count search's strategies, each against brute force. Small hands (the oracle tries every
# partition), drawn to meld often: from few ranks and suits, with copies (two decks), jokers and wild cards.
NEAR_TWO_DECKS = [c for c in STANDARD_52 if int(c.rank) <= 7 and c.suit.index < 3] * 2
copies_hands = st.lists(st.sampled_from(NEAR_TWO_DECKS), min_size=3, max_size=9).filter(
    lambda h: max(h.count(c) for c in h) <= 2)


def rummy(wild):
    """Indian Rummy's meld rules, tags and points for a wild rank (None: jokers only)."""
    rules = ir.Rules()
    return _meld_rules(rules, wild), _labels_fn(rules, wild), _points_fn(wild, rules)


def outcome(got):
    """(points, deadwood cards) of an arrangement, None when it misses what was required (as the oracle)."""
    return (got.points, len(got.deadwood)) if got.feasible else None


def test_the_core_answers_the_least_score_capped_whatever_it_was_asked_before():
    # least(state, need, cap) is min(least score, cap). Its memo keeps "at least cap" for a branch cut
    # short; a later call with a higher cap must search it again, one with a lower cap may not. Caps
    # near the scores (a joker left loose scores 1: caps one apart matter), on one memo shared by the
    # states of a hand, against a core asked without a cap (exact: the brute-force tests check it).
    rng = random.Random(5)
    rules = MeldRules(jokers_wild=True)
    cost, _, dead_unit = arrange_module._cost_table(arrange_module._tongits_like_points)
    deck = [c for c in STANDARD_52 if int(c.rank) <= 6 and c.suit.index < 3] * 2 + [JOKER, JOKER]
    checked = 0
    for _ in range(60):
        cards = rng.sample(deck, 10)
        state = sum(c.unit for c in cards)
        by_high, _ = arrange_module._by_highest_natural(hand_candidates(cards, rules, state), ())
        moves = {high: [(c.mask, 0) for c in group] for high, group in by_high.items()}
        dead_of = arrange_module._dead_table(dead_unit)

        def core():
            return arrange_module._Core([{0: 0}], moves, [[0]], ~arrange_module._JOKER_FIELD, dead_of)

        exact, capped = core(), core()
        for _ in range(40):
            part = sum(c.unit for c in rng.sample(cards, rng.randint(1, 10)))
            want = exact.least(part, 0, arrange_module._NONE_YET)
            cap = rng.randint(max(1, want - 3), want + 3)
            assert capped.least(part, 0, cap) == min(want, cap)
            checked += 1
    assert checked == 2400


@settings(max_examples=200, deadline=None)
@given(copies_hands, st.sampled_from([GIN, ACE_HIGH, SHORT_SETS]))
def test_packed_counts_core_on_copies_matches_brute_force(hand, rules):
    search = general(rules)
    assert search.strategies(hand)[0] == "packed counts"
    assert outcome(search.arrange(list(hand))) == brute_force(hand, rules, gin_points)


@settings(max_examples=150, deadline=None)
@given(copies_hands, copies_hands)
def test_isolated_melds_taken_without_search_match_brute_force(low, high):
    # Cards of 8-K in clubs and spades beside low cards: what melds up there shares no card with below.
    high = [c for c in STANDARD_52 if int(c.rank) >= 8 and c.suit.letter in "CS"][:len(high)]
    hand = list(low) + high
    assert outcome(general(GIN).arrange(hand)) == brute_force(hand, GIN, gin_points)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rummy_hands(size=9))
def test_pooled_wild_cards_and_the_spare_joker_pass_match_brute_force(case):
    cards, wild = case
    mr, _, points = rummy(wild)
    for pts in (points, ir.search._COUNT_ONE):
        search = _Search(mr, pts)
        assert outcome(search.arrange(list(cards))) == brute_force(cards, mr, pts)
        if wild is not None and any(c.rank == wild for c in cards):
            assert "pooled wild cards" in search.strategies(cards)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rummy_hands(size=9), st.booleans())
def test_one_required_meld_matches_brute_force(case, count_cards):
    cards, wild = case
    mr, labels, points = rummy(wild)
    if count_cards:  # every card counts one, loose jokers too: the spare-joker pass must still be exact
        points = ir.search._COUNT_ONE
    search = _Search(mr, points, labels=labels, require={"pure": 1})
    assert "one required meld" in search.strategies(cards)
    got = search.arrange(list(cards))
    assert outcome(got) == brute_force(cards, mr, points, labels=labels, require={"pure": 1})
    if got.feasible:
        assert any("pure" in labels(m) for m in got.melds)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rummy_hands(size=9), st.sampled_from([{"sequence": 2, "pure": 1}, {"sequence": 2}]), st.booleans())
def test_tracked_requirements_match_brute_force(case, require, count_cards):
    cards, wild = case
    mr, labels, points = rummy(wild)
    if count_cards:  # the show check's search (loose cards counted, jokers too)
        points = ir.search._COUNT_ONE
    search = _Search(mr, points, labels=labels, require=require)
    assert "tracked requirements" in search.strategies(cards)
    assert outcome(search.arrange(list(cards))) == brute_force(cards, mr, points, labels=labels, require=require)


@settings(max_examples=200, deadline=None)
@given(copies_hands, st.data())
def test_required_cards_match_brute_force(hand, data):
    required = data.draw(st.lists(st.sampled_from(hand), min_size=1, max_size=3))
    required = [c for i, c in enumerate(required) if required[:i + 1].count(c) <= hand.count(c)]
    search = _Search(GIN, gin_points, required=required)
    assert "required cards" in search.strategies(hand)
    got = search.arrange(list(hand))
    assert outcome(got) == brute_force(hand, GIN, gin_points, required=required)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rummy_hands(size=9), st.sampled_from([0, 1, 65, 130, 64 * 12]))
def test_a_bound_most_says_no_exactly_when_brute_force_scores_more(case, most):
    cards, wild = case
    mr, _, _ = rummy(wild)
    want = brute_force(cards, mr, ir.search._COUNT_ONE)
    got = _arrange_at_most(list(cards), mr, ir.search._COUNT_ONE, most)
    assert (got is None) == ((want[0] << 6) + want[1] > most)


def test_the_bound_in_the_one_required_meld_loop_never_cuts_a_better_meld(monkeypatch):
    # Each required meld's rest is searched only below the best score so far. Were that cap too low (an
    # equal or better rest cut short), the meld chosen or what is rebuilt after it would differ from the
    # search without the bound. Dense hands (copies, jokers, a wild rank), where many melds tie; fresh
    # memos for each run, so that neither run reads what the other one found.
    rng = random.Random(41)
    mr, labels, points = rummy(Rank.SEVEN)
    deck = [c for c in STANDARD_52 if c.suit.letter in "SHD" and 3 <= int(c.rank) <= 9] * 2 + [JOKER, JOKER]
    real = arrange_module._one_required
    cut = []

    def run(hand, pts, bound):
        arrange_module._MEMOS.clear()

        def one(core, cands, tagged, state, fields, bound_=True):
            first = real(core, cands, tagged, state, fields, bound)
            if bound:  # a rest cut short leaves "at least cap" (negative) in the memo
                cut.append(any(v < 0 for memo in core.memos for v in memo.values()))
            return first

        monkeypatch.setattr(arrange_module, "_one_required", one)
        got = _Search(mr, pts, labels=labels, require={"pure": 1}).arrange(hand)
        return got.melds, got.deadwood, got.points, got.feasible

    for _ in range(120):
        hand = rng.sample(deck, rng.choice([13, 14]))
        for pts in (points, ir.search._COUNT_ONE):
            assert run(hand, pts, True) == run(hand, pts, False)
    assert sum(cut) > 20  # the bound did cut rests short


def test_each_configuration_goes_through_the_strategies_it_names(monkeypatch):
    # strategies() names the route; the calls made while arranging must be the same route.
    calls = []

    def spy(name, function):
        def wrapped(*args, **kwargs):
            calls.append(name)
            return function(*args, **kwargs)
        return wrapped

    for name, attribute in (("isolated melds", "_take_isolated"), ("one required meld", "_one_required"),
                            ("tracked requirements", "_need_tables"), ("required cards", "_required_cards_table")):
        monkeypatch.setattr(arrange_module, attribute, spy(name, getattr(arrange_module, attribute)))
    monkeypatch.setattr(arrange_module._SingleCopies, "arrange",
                        spy("single copies", arrange_module._SingleCopies.arrange))
    monkeypatch.setattr(arrange_module._Core, "least", spy("packed counts", arrange_module._Core.least))
    pack = arrange_module._PooledWilds.pack
    monkeypatch.setattr(arrange_module._PooledWilds, "pack",
                        lambda self, state: calls.append("pooled wild cards") or pack(self, state))
    natural_only = arrange_module._PooledWilds.natural_only
    monkeypatch.setattr(arrange_module._PooledWilds, "natural_only",
                        spy("spare-joker pass", natural_only))

    mr, labels, points = rummy(Rank.FIVE)
    plain, plain_labels, plain_points = rummy(None)
    overlapping = "3S 4S 5S 6S 6S 7S 6H 6D 7H 8H"   # 6S in a set and in runs: the core searches
    cases = [
        (single(GIN), "AS 2S 3S 9H KD", ("single copies",)),
        (general(GIN), overlapping, ("packed counts", "isolated melds")),
        (_Search(GIN, gin_points, required=parse_cards("6H")), overlapping,
         ("packed counts", "isolated melds", "required cards")),
        (_Search(mr, points), "5C 2S 3S 9H 9S 9D JK QH KH", ("packed counts", "pooled wild cards",
                                                            "spare-joker pass", "isolated melds")),
        (_Search(mr, ir.search._COUNT_ONE), "5C 2S 3S 9H 9S 9D JK QH KH", ("packed counts", "pooled wild cards",
                                                                         "spare-joker pass", "isolated melds")),
        (_Search(plain, plain_points, labels=plain_labels, require={"pure": 1}), overlapping,
         ("packed counts", "isolated melds", "one required meld")),
        (_Search(plain, plain_points, labels=plain_labels, require={"sequence": 2, "pure": 1}), overlapping,
         ("packed counts", "tracked requirements")),
    ]
    for search, text, route in cases:
        hand = list(parse_cards(text))
        calls.clear()
        named = search.strategies(hand)
        calls.clear()
        search.arrange(hand)
        assert named == route
        assert set(calls) == set(route), (text, calls)


@pytest.fixture
def passes_seen(monkeypatch):
    """The ``spare`` flag of every pass of the search, in order (False: without spare jokers, True: with)."""
    seen = []
    real = _Search._search

    def search(self, *args, spare, **kwargs):
        seen.append(spare)
        return real(self, *args, spare=spare, **kwargs)

    monkeypatch.setattr(_Search, "_search", search)
    return seen


@pytest.mark.parametrize("text, passes", [
    ("4C 5C 6C 9H 9S 9D KH JK", [False]),              # the joker joins 4-5-6: the pass is the answer
    ("9H 9S 9D 9C 2H 2S 2D 2C JK", [False, True]),     # no meld takes the joker: searched again with every meld
])
def test_the_spare_joker_pass_when_loose_cards_are_counted(passes_seen, text, passes):
    # The show check counts loose cards, jokers too. The pass counts loose jokers as nothing and then
    # places them; when one finds no meld, the whole search runs again. Either way: brute force's answer.
    mr, labels, _ = rummy(Rank.FIVE)
    seen = passes_seen
    hand = list(parse_cards(text + " 5H"))  # a wild-rank card: the wild cards are pooled
    for require in (None, {"sequence": 2, "pure": 1}):
        seen.clear()
        got = _Search(mr, ir.search._COUNT_ONE, labels=labels if require else None, require=require).arrange(hand)
        assert outcome(got) == brute_force(hand, mr, ir.search._COUNT_ONE, labels=labels if require else None,
                                           require=require)
        if require is None:
            assert seen == passes


@pytest.mark.parametrize("require", [{"pure": 1}, {"sequence": 2, "pure": 1}])
def test_a_pure_sequence_takes_a_spare_joker_when_another_pure_sequence_is_left(passes_seen, require):
    # Two pure sequences and two loose wild cards: one sequence takes both (and is no longer pure), the
    # other stays pure, and the requirement is still met: the pass is the answer, without a second search.
    mr, labels, points = rummy(Rank.EIGHT)
    hand = list(parse_cards("9S 10S JS 9C 10C JC 8D 8H"))
    seen = passes_seen
    for pts in (points, ir.search._COUNT_ONE):
        seen.clear()
        got = _Search(mr, pts, labels=labels, require=require).arrange(hand)
        assert seen == [False]
        assert outcome(got) == brute_force(hand, mr, pts, labels=labels, require=require)
        assert not got.deadwood and sum("pure" in labels(m) for m in got.melds) >= 1


@pytest.mark.parametrize("strategy", [single, general])
def test_a_whole_suit_with_the_ace_high_shows_as_read_meld_reads_it(strategy):
    spades = [c for c in STANDARD_52 if c.suit.letter == "S"]
    got = strategy(ACE_HIGH).arrange(spades)
    assert got.points == 0 and len(got.melds) == 1
    assert str(got.melds[0]) == "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    assert got.melds[0] == read_meld(spades, ACE_HIGH)
