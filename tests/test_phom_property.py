"""Property tests: Phỏm arrangement, Ù and phỏm checks against brute-force oracles.

The oracles below are written from the rules alone (no use of cardlab.melds
or cardlab.arrange): every subset of the hand is tested for being a phỏm, and
every way of choosing disjoint phỏm is tried.
"""
from itertools import combinations

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from cardlab import phom
from cardlab.cards import STANDARD_52, Rank, Suit
from cardlab.phom import Rules

# A small pool (A-6 in three suits) gives hands full of overlapping phỏm; the
# whole deck gives ordinary hands.
SMALL = [c for c in STANDARD_52 if int(c.rank) <= 6 and c.suit is not Suit.CLUBS]
HIGH = [c for c in STANDARD_52 if int(c.rank) >= 9 or c.rank is Rank.ACE]
POOLS = st.sampled_from([SMALL, HIGH, list(STANDARD_52)])


def oracle_is_phom(cards, ace_high: bool) -> bool:
    if len(cards) < 3:
        return False
    if len({c.rank for c in cards}) == 1:
        return True
    if len({c.suit for c in cards}) != 1:
        return False
    for values in ([int(c.rank) for c in cards], [14 if c.rank is Rank.ACE else int(c.rank) for c in cards]):
        values = sorted(values)
        if values == list(range(values[0], values[0] + len(values))):
            if 14 in values and not ace_high:
                continue
            return True
    return False


def oracle_phoms(hand, eaten, limit, ace_high):
    out = []
    for k in range(3, len(hand) + 1):
        for sub in combinations(hand, k):
            if oracle_is_phom(sub, ace_high) and sum(c in eaten for c in sub) <= limit:
                out.append(frozenset(sub))
    return out


def oracle_best(hand, eaten, limit, ace_high, ace_points):
    """Least deadwood points with every eaten card in a phỏm, or None if impossible."""
    phoms = oracle_phoms(hand, eaten, limit, ace_high)
    value = {c: ace_points if c.rank is Rank.ACE else int(c.rank) for c in hand}
    best = [None]

    def search(left: frozenset, points: int):
        if best[0] is not None and points >= best[0]:
            return
        if not left:
            best[0] = points
            return
        c = min(left)
        for p in phoms:
            if c in p and p <= left:
                search(left - p, points)
        if c not in eaten:
            search(left - {c}, points + value[c])

    search(frozenset(hand), 0)
    return best[0]


@st.composite
def hands_with_eaten(draw, low=3, high=10):
    pool = draw(POOLS)
    hand = draw(st.lists(st.sampled_from(pool), min_size=low, max_size=high, unique=True))
    eaten = draw(st.lists(st.sampled_from(hand), max_size=min(3, len(hand)), unique=True))
    return hand, eaten


SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(hands_with_eaten(), st.sampled_from([1, 2, 3]), st.booleans(), st.sampled_from([1, 2]))
def test_arrangement_with_eaten_cards_matches_brute_force(case, limit, ace_high, ace_points):
    hand, eaten = case
    rules = Rules(max_eaten_cards_per_phom=limit, ace_high_in_runs=ace_high, ace_points=ace_points)
    arr = phom.arrange(hand, rules, eaten=eaten)
    expected = oracle_best(hand, set(eaten), limit, ace_high, ace_points)
    assert arr.feasible == (expected is not None)
    if expected is None:
        return
    assert arr.points == expected
    # The arrangement itself is a legal laydown of exactly this hand.
    assert sorted(arr.cards) == sorted(hand)
    for m in arr.melds:
        assert oracle_is_phom(m.cards, ace_high)
        assert sum(c in eaten for c in m.cards) <= limit
    assert not set(eaten) & set(arr.deadwood)
    assert arr.points == sum(phom.card_points(c, rules) for c in arr.deadwood)
    assert phom.deadwood(hand, rules, eaten=eaten) == expected


def oracle_u(hand, eaten, limit, ace_high, definition):
    phoms = oracle_phoms(hand, eaten, limit, ace_high)
    n = len(hand)
    kind = None
    for trio in combinations(phoms, 3):
        a, b, c = trio
        if a & b or a & c or b & c:
            continue
        covered = a | b | c
        if len(covered) >= n - 1 and set(eaten) <= covered:
            kind = "u_tron" if len(covered) == n else (kind or "u")
    if definition == "no_deadwood" and kind != "u_tron":
        # Any number of phỏm holding every card but at most one (never an eaten card).
        def partition(left, odd_allowed):
            if not left:
                return True
            c = min(left)
            if odd_allowed and c not in eaten and partition(left - {c}, False):
                return True
            return any(c in p and p <= left and partition(left - p, odd_allowed) for p in phoms)
        if partition(frozenset(hand), False):
            kind = "u_tron"
        elif partition(frozenset(hand), True):
            kind = "u"
    return kind


def oracle_cover(hand, ace_high, most):
    """The most cards that at most ``most`` disjoint phỏm hold (eaten cards ignored)."""
    phoms = oracle_phoms(hand, set(), 99, ace_high)
    best = 0
    for k in range(1, most + 1):
        for group in combinations(phoms, k):
            if sum(len(p) for p in group) == len(frozenset().union(*group)):
                best = max(best, sum(len(p) for p in group))
    return best


@st.composite
def ten_card_hands(draw):
    # Build from a few random phỏm plus fillers, so Ù hands are common.
    deck = list(STANDARD_52)
    hand = []
    for _ in range(draw(st.integers(0, 3))):
        if draw(st.booleans()):
            rank = draw(st.sampled_from(list(Rank)[1:]))
            group = [c for c in deck if c.rank == rank][:draw(st.integers(3, 4))]
        else:
            suit = draw(st.sampled_from(list(Suit)))
            start = draw(st.integers(1, 11))
            length = draw(st.integers(3, 5))
            group = [c for c in deck if c.suit is suit and start <= int(c.rank) < start + length]
        group = [c for c in group if c not in hand]
        hand.extend(group[:10 - len(hand)])
    rest = [c for c in deck if c not in hand]
    hand += draw(st.lists(st.sampled_from(rest), min_size=10 - len(hand), max_size=10 - len(hand), unique=True))
    eaten = draw(st.lists(st.sampled_from(hand), max_size=3, unique=True))
    return hand, eaten


@SETTINGS
@given(ten_card_hands(), st.sampled_from([1, 2, 3]), st.booleans(), st.sampled_from(["three_phom", "no_deadwood"]))
def test_u_matches_brute_force(case, limit, ace_high, definition):
    hand, eaten = case
    rules = Rules(max_eaten_cards_per_phom=limit, ace_high_in_runs=ace_high, u_definition=definition)
    verdict = phom.check_u(hand, rules, eaten=eaten)
    expected = oracle_u(hand, set(eaten), limit, ace_high, definition)
    assert verdict.kind == expected
    assert bool(verdict) == (expected is not None)
    if verdict:
        used = [c for m in verdict.melds for c in m.cards]
        assert len(used) == len(set(used)) and all(oracle_is_phom(m.cards, ace_high) for m in verdict.melds)
        assert set(eaten) <= set(used)
        assert (verdict.odd is None) == (len(used) == 10)
        assert verdict.odd not in eaten
        if definition == "three_phom":
            assert len(verdict.melds) == 3


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(ten_card_hands(), st.sampled_from([1, 2, 3]), st.booleans(), st.sampled_from(["three_phom", "no_deadwood"]))
def test_a_hand_that_is_not_u_is_told_what_is_really_missing(case, limit, ace_high, definition):
    hand, eaten = case
    rules = Rules(max_eaten_cards_per_phom=limit, ace_high_in_runs=ace_high, u_definition=definition)
    verdict = phom.check_u(hand, rules, eaten=eaten)
    assume(not verdict)
    shape = oracle_u(hand, set(), 99, ace_high, definition)  # the shape alone, eaten cards ignored
    codes = verdict.codes
    if shape is None:
        # Too few cards or too few phỏm: the eaten cards are not to blame.
        assert not any("eaten" in c for c in codes)
        if codes[0] in ("phom.not_u", "phom.not_u_no_deadwood"):
            best = verdict.reasons[0]["best"]
            assert best == oracle_cover(hand, ace_high, 3) and best < 9  # 10 cards hold at most 3 phỏm
            assert oracle_u(hand, set(), 99, ace_high, "no_deadwood") is None
        else:
            assert definition == "three_phom" and codes[0] in ("phom.u_needs_three", "phom.u_needs_three_odd")
            assert verdict.reasons[0]["k"] != 3
    else:
        # The shape is there: an eaten card is the odd card or crowds a phỏm.
        assert codes and all(c in ("phom.u_eaten_left_out", "phom.u_eaten_odd", "phom.u_eaten_limit") for c in codes)
        assert eaten


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(SMALL + HIGH[:8]), min_size=1, max_size=6, unique=True), st.booleans())
def test_check_meld_matches_the_rule(cards, ace_high):
    assert bool(phom.check_meld(cards, rules=Rules(ace_high_in_runs=ace_high))) == oracle_is_phom(cards, ace_high)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(SMALL), min_size=3, max_size=5, unique=True), st.sampled_from(SMALL))
def test_check_send_means_the_card_extends_the_phom(target, card):
    assume(card not in target)
    verdict = phom.check_send(card, target)
    assert bool(verdict) == (oracle_is_phom(target, False) and oracle_is_phom(target + [card], False))
