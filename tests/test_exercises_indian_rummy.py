"""The Indian Rummy exercise set: dealt from a seed, every expected answer equal to the engine's."""
import itertools
import re

import pytest

import cardlab
from cardlab import indian_rummy as I
from cardlab.errors import CardlabError, InvalidRulesError
from cardlab.exercises import core, indian_rummy_set
from cardlab.exercises import indian_rummy as X
from cardlab.exercises.indian_rummy import QUESTIONS, deal_question
from helpers_exercises import (check_hint_steps, check_slips_named_only_when_wrong, feedback_seen, norm,
                               number_given)

SEEDS = range(40)
BINA = "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H"          # the guide's Bình: 25
AN = "3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"      # the guide's An: a valid show
NO_PURE = "2C 3C JK KS KC KD 5H 5S 5D 9D 9S 9C 4H"       # all grouped but 4♥, no pure sequence: 80, not 4


@pytest.fixture(scope="module")
def sets():
    return [indian_rummy_set(seed) for seed in SEEDS]


def test_the_set_has_twelve_kinds_of_rising_difficulty():
    ex = indian_rummy_set(0)
    assert [q.key for q in ex] == ["wild", "group", "kind", "points", "drop", "show", "penalty", "discard",
                                   "arrange", "drop_or_play", "deal", "pool"]
    assert [q.number for q in ex] == list(range(1, 13))
    assert len({q.title for q in ex}) == 12


def test_the_same_seed_deals_the_same_questions_and_others_differ(sets):
    assert [str(q) for q in indian_rummy_set(5)] == [str(q) for q in indian_rummy_set(5)]
    assert [q.solution().headline for q in indian_rummy_set(5)] == \
        [q.solution().headline for q in indian_rummy_set(5)]
    assert len({ex.q7.hand for ex in sets}) == len(sets)
    assert len({ex.q8.hand for ex in sets}) == len(sets)
    assert [str(deal_question(n, 9)) for n in range(1, 13)] == [str(q) for q in indian_rummy_set(9)]


def test_answers_vary_from_seed_to_seed(sets):
    for n in (2, 6):
        assert {bool(ex[n].expected) for ex in sets} == {True, False}
    assert {ex.q3.expected for ex in sets} == {I.PURE, I.IMPURE, I.SET, None}
    assert {ex.q10.expected for ex in sets} == {"drop", "play"}
    assert {ex.q5.rules.format for ex in sets} == {"points", "pool101", "pool201"}
    assert {ex.q12.rules.format for ex in sets} == {"pool101", "pool201"}
    assert {ex.q1.indicator.is_joker for ex in sets} == {True, False}
    assert len({ex.q12.expected for ex in sets}) >= 3


# -- every kind answers its engine answer as right -----------------------------

def test_wild_answer_is_wild_rank(sets):
    for ex in sets:
        q = ex.q1
        assert q.expected == I.wild_rank(q.indicator)
        assert q.check(I.wild_rank(q.indicator)).correct


def test_printed_joker_indicator_makes_aces_wild_option():
    assert X.WildQuestion(indicator="JK").check("A").correct
    off = X.WildQuestion(indicator="JK", rules=I.Rules(printed_joker_indicator_makes_aces_wild=False))
    assert off.expected is None and off.check(None).correct and off.check("none").correct
    assert "printed_joker_indicator_makes_aces_wild" in off.prompt()


def test_group_answer_is_check_meld(sets):
    for ex in sets:
        q = ex.q2
        assert bool(q.verdict) == bool(I.check_meld(q.cards, q.wild))
        assert q.check(I.check_meld(q.cards, q.wild).ok).correct


def test_joker_in_set_allowed_option_changes_the_group_answer():
    assert X.GroupQuestion(cards="6S 6C JK").expected
    off = X.GroupQuestion(cards="6S 6C JK", rules=I.Rules(joker_in_set_allowed=False))
    assert not off.expected and off.check(False).correct and "joker_in_set_allowed=False" in off.prompt()
    assert X.KindQuestion(cards="6S 6C JK", rules=I.Rules(joker_in_set_allowed=False)).expected is None


def test_set_max_size_option_is_named_in_the_rule():
    q = X.GroupQuestion(cards="6S 6C 6H 6D", rules=I.Rules(set_max_size=3))
    assert not q.expected and "a set is 3 cards of one rank" in q.hint_steps()[0] and "set_max_size=3" in q.prompt()
    assert "a set is 3 or 4 cards" in X.GroupQuestion(cards="6S 6C 6H").hint_steps()[0]
    assert "a set is 3 to 6 cards" in X.GroupQuestion(cards="6S 6C 6H", rules=I.Rules(set_max_size=6)).hint_steps()[0]


def test_kind_answer_is_the_kind_of_check_meld(sets):
    for ex in sets:
        q = ex.q3
        v = I.check_meld(q.cards, q.wild)
        assert q.expected == (v.kind if v else None)
        assert q.check(v.kind or "none").correct
        assert q.check(v).correct


def test_a_wild_card_in_its_own_place_keeps_the_sequence_pure():
    q = X.KindQuestion(cards="4C 5C 6C", wild="5")
    assert q.expected == I.PURE and q.check("pure").correct and q.check("dãy thuần").correct
    assert X.KindQuestion(cards="4C 5H 6C", wild="5").expected == I.IMPURE


def test_a_group_read_two_ways_takes_either_kind():
    q = X.KindQuestion(cards="7S JK JK")
    assert q.check("impure").correct and q.check("set").correct and not q.check("pure").correct


def test_loose_points_answer_is_card_points(sets):
    for ex in sets:
        q = ex.q4
        assert q.expected == sum(I.card_points(c, q.wild) for c in q.cards)
    q = X.LoosePointsQuestion(cards="AS KD 7H 5C JK", wild="5")
    assert q.expected == 10 + 10 + 7 + 0 + 0


def test_drop_answer_is_drop_penalty_by_format(sets):
    for ex in sets:
        q = ex.q5
        assert q.expected == I.drop_penalty(q.first, q.rules)
    assert X.DropQuestion(first=True).expected == 20
    assert X.DropQuestion(first=False).expected == 40
    assert X.DropQuestion(first=True, rules=I.Rules.pool(201)).expected == 25
    assert X.DropQuestion(first=False, rules=I.Rules.pool(201)).expected == 50


def test_show_answer_is_check_declaration(sets):
    for ex in sets:
        q = ex.q6
        assert bool(q.verdict) == bool(I.check_declaration(q.groups, q.wild))
        assert sum(len(g) for g in q.groups) == 13
    assert X.ShowQuestion(groups=AN).verdict.ok


def test_penalty_answer_is_the_engines_penalty(sets):
    for ex in sets:
        q = ex.q7
        assert q.expected == I.penalty(q.hand, wild_rank=q.wild)
    assert X.PenaltyQuestion(hand=BINA).expected == 25


def test_loser_grouping_requirement_option_changes_the_penalty():
    strict = I.Rules(loser_grouping_requirement="two_sequences_one_pure")
    q = X.PenaltyQuestion(hand=BINA, rules=strict)
    assert q.expected == 80 and "two_sequences_one_pure" in q.prompt()


def test_no_pure_sequence_penalty_option_fixed_max():
    hand = "2C 4C 6C 8H 10H QH KS 9S 7D 5D 3D AS JD"
    q = X.PenaltyQuestion(hand=hand, rules=I.Rules(no_pure_sequence_penalty="fixed_max", max_penalty=60))
    assert q.expected == 60 == I.penalty(hand, rules=I.Rules(no_pure_sequence_penalty="fixed_max", max_penalty=60))


def test_discard_answer_leaves_a_valid_show(sets):
    for ex in sets[:20]:
        q = ex.q8
        assert q.options
        for card in set(q.hand):
            rest = list(q.hand)
            rest.remove(card)
            assert (card in q.options) == bool(I.check_declaration(I.arrange(rest, q.wild).groups, q.wild,
                                                                    hand=rest))
        assert q.check(I.arrange(q.hand, q.wild).discard).correct


def test_arrange_answer_is_any_valid_show_of_the_hand(sets):
    for ex in sets[:20]:
        q = ex.q9
        assert q.check(I.arrange(q.hand, q.wild).groups).correct
        assert q.check(I.arrange(q.hand, q.wild)).correct
    q = X.ArrangeShowQuestion(hand=AN.replace("|", " "))
    assert q.check(AN).correct
    assert q.check(["3H 4H 5H", "8S JK 10S JS", "QH QD QC", "6H 6S 6C"]).correct
    assert not q.check("3H 4H 5H 8S | JK 10S JS | QH QD QC | 6H 6S 6C").correct


def test_drop_or_play_compares_drop_penalty_with_penalty(sets):
    for ex in sets:
        q = ex.q10
        drop, cost = I.drop_penalty(q.first), I.penalty(q.hand, wild_rank=q.wild)
        assert q.expected == ("drop" if drop < cost else "play")
    assert X.DropOrPlayQuestion(hand=BINA, first=True).expected == "drop"         # 20 < 25
    assert X.DropOrPlayQuestion(hand=BINA, first=False).expected == "play"        # 40 > 25


def test_deal_answer_is_settle_deal(sets):
    for ex in sets:
        q = ex.q11
        pens = {}
        for p, e in q.events.items():
            if e[0] == "hand":
                pens[p] = I.penalty(e[1], wild_rank=q.wild)
            elif e[0] in ("first_drop", "middle_drop"):
                pens[p] = I.drop_penalty(e[0] == "first_drop")
            elif e[0] == "wrong_show":
                pens[p] = I.wrong_show_penalty()
        assert q.expected == I.settle_deal(q.winner, pens).payments[q.winner]
    q = X.DealQuestion(events={"A": "show", "B": ("hand", BINA), "C": "middle_drop", "D": "wrong_show"})
    assert q.expected == 25 + 40 + 80


def test_pool_answer_is_who_reaches_the_limit(sets):
    for ex in sets:
        q = ex.q12
        limit = q.rules.pool_limit
        assert q.expected == {p for p in q.names if q.before[p] + q.points[p] >= limit}
    q = X.PoolQuestion(before={"A": 80, "B": 61, "C": 95}, events={"A": "show", "B": "middle_drop",
                                                                     "C": ("penalty", 6)}, rules=I.Rules.pool(101))
    assert q.expected == {"B", "C"}                      # 61 + 40 = 101 reaches the limit exactly
    assert q.check(["B", "C"]).correct and q.check("C, B").correct


def test_every_question_grades_the_engines_own_solution_as_correct(sets):
    for ex in sets[:10]:
        for q in ex:
            assert q.check(_right(q)).correct, (q.key,)
            assert q.answer_lines()[0] and q.solution().headline


# -- feedback that teaches without giving the answer away ----------------------

FEEDBACK_SEEDS = range(20)


def _right(q):
    if isinstance(q, core.VerdictQuestion):
        return bool(q.verdict)
    if q.key == "kind":
        return q.kind or "none"
    if q.key == "wild":
        return q.expected or "none"
    if q.key == "discard":
        return sorted(q.options, key=lambda c: c.sort_key)[0]
    if q.key == "arrange":
        return [list(g) for g in q.arrangement.groups]
    if q.key == "pool":
        return sorted(q.expected)
    return q.expected


def _wrong_answers(q) -> list:
    if isinstance(q, core.VerdictQuestion):
        return [not bool(q.verdict), "yes" if not q.verdict else "no"]
    if q.key == "wild":
        return [r for r in ("A", "2", "5", "K", "none") if q.read(r) != q.expected]
    if q.key == "kind":
        return [k for k in ("pure", "impure", "set", "none") if not q.judge(q.read(k))]
    if q.key == "drop_or_play":
        return ["play" if q.expected == "drop" else "drop"]
    if q.key == "discard":
        return [c for c in dict.fromkeys(q.hand) if c not in q.options][:4] + ["AS" if "AS" not in
                                                                               map(str, q.hand) else "KD"]
    if q.key == "arrange":
        groups = [list(g) for g in q.arrangement.groups]
        cut = [groups[0][:-1], groups[0][-1:] + groups[1]] + groups[2:]
        # a wild card moved to the next group may still fit there: keep only the groupings that are wrong
        return [a for a in ([], [q.hand[:3]], groups[1:], cut) if not q.judge(q.read(a))]
    if q.key == "pool":
        subsets = [frozenset(s) for n in range(len(q.names) + 1) for s in itertools.combinations(q.names, n)]
        return [sorted(s) for s in subsets if s != q.expected]
    values = [q.expected + 1, q.expected - 1, q.expected * 2 + 3, 0, 5, 4, 3]
    return [v for v in values if not q.judge(v)]


def _giveaways(q) -> list:
    if isinstance(q, core.VerdictQuestion):      # "a wrong show" alone is the rule's own word
        return [q.verdict.text()] + [r.text() for r in q.verdict.reasons if r.code != "indian_rummy.wrong_show"]
    if q.key == "kind":
        return [q.verdict.text()] + [r.text() for r in q.verdict.reasons]     # the rule itself names every kind
    if q.key in ("penalty", "arrange"):          # (a penalty's number is checked on its own below)
        return [q.arrangement.describe()] + ([q.answer_lines()[0]] if q.key == "arrange" else [])
    if q.key == "drop_or_play":                  # "drop" and "play" are words of the rule itself
        return q.answer_lines()[1:]
    if q.key == "discard":
        return [q.arrangement.describe()]
    if q.key in ("deal", "pool", "wild", "drop", "points"):
        return q.answer_lines()[1:]
    return []


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_no_hint_gives_the_answer_away_however_many_tries(n):
    numbers = 0
    for seed in FEEDBACK_SEEDS:
        q = deal_question(n, seed)
        for hints in feedback_seen(q, _wrong_answers(q), seed):
            text = norm(" ".join(hints))
            for giveaway in _giveaways(q):
                assert norm(giveaway) not in text, (seed, q.key, giveaway, hints)
            if q.key in ("points", "penalty", "deal") and abs(q.expected) > 5:
                assert not number_given(q, hints), (seed, q.key, hints)
                numbers += 1
            if q.key == "wild" and q.expected:
                assert f"every {q.expected} " not in " ".join(hints)
            if q.key == "discard":
                for card in q.options:
                    assert card.pretty not in " ".join(h for h in hints if "not in your hand" not in h)
    if QUESTIONS[n - 1].key in ("points", "penalty", "deal"):
        assert numbers > 0


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_hint_steps_go_from_the_rule_to_these_cards(n):
    for seed in range(8):
        check_hint_steps(deal_question(n, seed))


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_misconceptions_are_named_only_for_their_value(n):
    """A slip is named for a wrong value only, and a right answer never names one."""
    for seed in range(20):
        q = deal_question(n, seed)
        check_slips_named_only_when_wrong(q, _right(q), _wrong_answers(q), seed)


@pytest.mark.parametrize("build, value, words", [
    (lambda: X.KindQuestion(cards="4C 5C 6C", wild="5"), "impure", "in its own place"),
    (lambda: X.KindQuestion(cards="4C 5H 6C", wild="5"), "pure", "makes it impure"),
    (lambda: X.GroupQuestion(cards="6H 7D 8H"), True, "same colour for same suit"),
    (lambda: X.KindQuestion(cards="6S 7C 8S", wild="2"), "pure", "same colour for same suit"),
    (lambda: X.GroupQuestion(cards="KH AH 2H"), True, "K-A-2"),
    (lambda: X.GroupQuestion(cards="QH KH AH"), False, "Q-K-A is a sequence"),
    (lambda: X.GroupQuestion(cards="9H 9H 9S"), True, "two copies of one card"),
    (lambda: X.GroupQuestion(cards="5S 6S 8S"), True, "skip a rank"),
    (lambda: X.GroupQuestion(cards="5S JK 7S"), False, "joker may stand in"),
    (lambda: X.GroupQuestion(cards="5S 5H 5D 5C"), False, "four cards"),
    (lambda: X.WildQuestion(indicator="7H"), "8", "next rank up"),
    (lambda: X.WildQuestion(indicator="JK"), "none", "the Aces are wild"),
    (lambda: X.WildQuestion(indicator="JK", rules=I.Rules(printed_joker_indicator_makes_aces_wild=False)), "A",
     "is off here"),
    (lambda: X.LoosePointsQuestion(cards="AS KD 7H 5C JK", wild="5"), 18, "Ace as 1"),
    (lambda: X.LoosePointsQuestion(cards="AS KD 7H 5C JK", wild="5"), 30, "11, 12, 13"),
    (lambda: X.LoosePointsQuestion(cards="AS KD 7H 5C JK", wild="5"), 32, "wild card at its face value"),
    (lambda: X.DropQuestion(first=True), 40, "first drop and the middle drop"),
    (lambda: X.DropQuestion(first=False, rules=I.Rules.pool(201)), 40, "Pool 201"),
    (lambda: X.DropQuestion(first=True), 80, "wrong-show points"),
    (lambda: X.ShowQuestion(groups="2C JK 4C | 7C 5H 9C 10C | QH QD QC | 6H 6S 6C", wild="5"), True,
     "show without a pure sequence"),
    (lambda: X.ShowQuestion(groups="2C 3C 4C | 9S 9H 9C | QH QD QC | 6H 6S 6C 6D"), True, "fewer than two"),
    (lambda: X.ShowQuestion(groups="2C 3C 4C | KH AH 2H | QH QD QC | 6H 6S 6C 6D"), True, "K-A-2"),
    (lambda: X.ShowQuestion(groups=AN), False, "other may be impure"),
    (lambda: X.ShowQuestion(groups="4C 5C 6C | 8S JK 10S | QH QD QC | 9H 9S 9C 9D", wild="5"), False,
     "in its own place"),
    (lambda: X.PenaltyQuestion(hand=BINA), 94, "holds a pure sequence"),
    (lambda: X.PenaltyQuestion(hand=BINA), 80, "holds a pure sequence"),
    (lambda: X.PenaltyQuestion(hand="2C 4C 6C 8H 10H QH KS 9S 7D 5D 3D AS JD"), 94, "the cap"),
    (lambda: X.PenaltyQuestion(hand=NO_PURE), 4, "without a pure sequence"),
    (lambda: X.DiscardQuestion(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C JK"), "4H",
     "show without a pure sequence"),
    (lambda: X.ArrangeShowQuestion(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C"),
     "3H 4H 5H | 8S JK 10S JS | QH QD QC 6H | 6S 6C", None),
    (lambda: X.DropOrPlayQuestion(hand=NO_PURE, first=True), "play",
     "without a pure sequence"),
    (lambda: X.DropOrPlayQuestion(hand=BINA, first=False), "drop", "first drop and the middle drop"),
    (lambda: X.DealQuestion(events={"A": "show", "B": ("hand", BINA), "C": "middle_drop"}), 120,
     "loser who holds a pure sequence"),
    (lambda: X.DealQuestion(events={"A": "show", "B": ("hand", BINA), "C": "middle_drop"}), 45,
     "first drop and the middle drop"),
    (lambda: X.PoolQuestion(before={"A": 80, "B": 61, "C": 95}, events={"A": "show", "B": "middle_drop",
                                                                         "C": ("penalty", 10)},
                            rules=I.Rules.pool(101)), ["C"], "reaching it exactly"),
    (lambda: X.PoolQuestion(before={"A": 80, "B": 160, "C": 95}, events={"A": "show", "B": "middle_drop",
                                                                          "C": ("penalty", 6)},
                            rules=I.Rules.pool(201)), [], "Pool 201"),
])
def test_named_misconceptions(build, value, words):
    q = build()
    feedback = q.check(value)
    assert not feedback
    if words is None:
        assert not any("common slip" in h for h in feedback.hints), feedback.hints
    else:
        assert words in " ".join(feedback.hints), feedback.hints


def test_a_show_without_a_pure_sequence_is_named_when_grouping():
    q = X.ArrangeShowQuestion(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C")
    feedback = q.check("3H JK 5H | 8S 4H 10S | JS QH QD QC | 6H 6S 6C")
    assert not feedback
    q = X.ArrangeShowQuestion(hand="2C 3C 4C 8S JK 10S JS QH QD QC 6H 6S 6C", wild="4")
    feedback = q.check("2C 3C JK | 8S 4C 10S JS | QH QD QC | 6H 6S 6C")
    assert "show without a pure sequence" in " ".join(feedback.hints), feedback.hints


def test_wrong_grouping_feedback_names_the_learners_own_group():
    q = X.ArrangeShowQuestion(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C")
    feedback = q.check("3H 4H 5H | 8S JK 10S JS | QH QD 6H | QC 6S 6C")
    assert not feedback and "Q♥ Q♦ 6♥ is not a valid group" in " ".join(feedback.hints)


# -- teacher constructors --------------------------------------------------------

def test_teacher_questions_on_chosen_cards_use_the_engine_and_mix_with_dealt_kinds():
    ex = indian_rummy_set(3, questions=[X.PenaltyQuestion(hand=BINA), "show", X.ShowQuestion(groups=AN), "pool"],
                          name="Quiz", var="quiz")
    assert ex.q1.expected == 25 and ex.q3.verdict.ok and ex.q2.key == "show" and ex.q4.key == "pool"
    assert ex.q1.number == 1 and ex.q3.call == "quiz.q3"
    assert ex.progress().total == 4
    assert str(indian_rummy_set(3, questions=["wild"])).startswith("Indian Rummy exercises, deal number 3")


def test_teacher_cards_may_hold_two_copies_and_the_printed_jokers():
    assert X.GroupQuestion(cards="9H 9H 9S").verdict.ok is False
    assert X.GroupQuestion(cards="7S JK JK").verdict.ok is True


@pytest.mark.parametrize("build, words", [
    (lambda: X.GroupQuestion(cards="9H 9H 9H"), "at most 2 times"),
    (lambda: X.GroupQuestion(cards="JK JK JK"), "at most 2"),
    (lambda: X.GroupQuestion(cards="AS 2S XX"), "cannot be read"),
    (lambda: X.GroupQuestion(cards=17), "expected cards"),
    (lambda: X.GroupQuestion(cards="7H 7D"), "expected 3 to 13"),
    (lambda: X.GroupQuestion(cards="7H 7D 7C", rng=__import__("random").Random(1)), "either rng"),
    (lambda: X.GroupQuestion(), "needs cards"),
    (lambda: X.KindQuestion(cards="4C 5C 6C", wild="JK"), "expected a rank"),
    (lambda: X.KindQuestion(cards="4C 5C 6C", wild=5), "expected a rank"),
    (lambda: X.WildQuestion(indicator="5H 6H"), "expected 1 card"),
    (lambda: X.DropQuestion(first="yes"), "True or False"),
    (lambda: X.ShowQuestion(groups=42), "expected groups"),
    (lambda: X.ShowQuestion(groups=""), "at least one group"),
    (lambda: X.ShowQuestion(groups="9H 9H | 9H 2S 3S"), "at most 2 times"),
    (lambda: X.PenaltyQuestion(hand="7C 8C 9C"), "expected 13 cards"),
    (lambda: X.DiscardQuestion(hand=BINA + " 3D"), "no discard leaves a valid show"),
    (lambda: X.DiscardQuestion(hand=BINA), "expected 14 cards"),
    (lambda: X.ArrangeShowQuestion(hand=BINA), "make no valid show"),
    (lambda: X.DropOrPlayQuestion(hand=BINA, first=None), "True or False"),
    (lambda: X.DealQuestion(events={"A": "show"}), "2 to 4 of the players"),
    (lambda: X.DealQuestion(events={"A": "show", "E": "first_drop"}), "2 to 4 of the players"),
    (lambda: X.DealQuestion(events={"A": "show", "B": "show"}), "exactly one player who shows"),
    (lambda: X.DealQuestion(events={"A": "show", "B": "nap"}), "expected one of"),
    (lambda: X.DealQuestion(events={"A": "show", "B": ("hand", "7C 8C")}), "expected 13 cards"),
    (lambda: X.PoolQuestion(before={"A": 0, "B": 0}, events={"A": "show", "B": "first_drop"}), "Pool format"),
    (lambda: X.PoolQuestion(before={"A": 0}, events={"A": "show", "B": "first_drop"}, rules=I.Rules.pool(101)),
     "a score for each of the players A, B"),
    (lambda: X.PoolQuestion(before={"A": 0, "B": 101}, events={"A": "show", "B": "first_drop"},
                            rules=I.Rules.pool(101)), "from 0 to 100"),
    (lambda: X.PoolQuestion(before={"A": 0, "B": 1}, events={"A": "show", "B": ("penalty", 81)},
                            rules=I.Rules.pool(101)), "from 0 to 80"),
    (lambda: indian_rummy_set(0, rules="guide"), "indian_rummy.Rules"),
    (lambda: indian_rummy_set("7"), "whole number"),
    (lambda: indian_rummy_set(0, questions="wild"), "list of question kinds"),
    (lambda: indian_rummy_set(0, questions=["meld"]), "unknown"),
    (lambda: indian_rummy_set(0, var="my set"), "name of a Python variable"),
    (lambda: deal_question(13), "1 to 12"),
])
def test_teacher_questions_refuse_bad_input_saying_what_is_expected(build, words):
    with pytest.raises(CardlabError) as error:
        build()
    assert words in str(error.value)


def test_bad_rules_are_refused_as_invalid_rules():
    with pytest.raises(InvalidRulesError):
        X.PenaltyQuestion(hand=BINA, rules=cardlab.phom.Rules())


def test_bad_input_is_quoted_and_cut_short():
    with pytest.raises(CardlabError) as error:
        X.GroupQuestion(cards="ZZ " * 500)
    assert "'ZZ ZZ" in str(error.value) and len(str(error.value)) < 400


def test_any_answer_is_checked_without_raising():
    ex = indian_rummy_set(2)
    for q in ex:
        for answer in (None, 3.5, "nonsense", [1, 2], {"a": 1}, object(), 10 ** 50, "", [], True, "JK", "9H 9H 9H"):
            feedback = q.check(answer)
            assert feedback.status in (core.WRONG, core.UNREADABLE, core.CORRECT)


def test_unreadable_answers_say_which_form_is_expected():
    ex = indian_rummy_set(2)
    assert "'pure', 'impure', 'set'" in ex.q3.check("purple").headline
    assert "'drop' or 'play'" in ex.q10.check("maybe").headline
    assert "a rank" in ex.q1.check("purple").headline
    assert "list of groups" in ex.q9.check(17).headline
    assert ex.q8.check("5S 6S").status == core.UNREADABLE


def test_the_answer_shown_first_is_not_earned():
    q = indian_rummy_set(4).q7
    q.solution()
    assert q.check(q.expected).correct and not q.earned


# -- Vietnamese ----------------------------------------------------------------

ENGLISH = {"the", "and", "card", "cards", "player", "players", "meld", "melds", "points", "round", "discard",
           "group", "groups", "sequence", "pure", "impure", "set", "show", "drop", "hand", "pays", "wins", "yes",
           "not", "with", "which", "penalty", "rule", "look", "who", "what", "how", "many", "much", "winner",
           "loser", "wild", "joker", "jokers", "loose", "play"}


def _english_words(text: str) -> set:
    text = re.sub(r"`[^`]*`|'[^']*'|\{[^}]*\}|\w+=\S+|\b\w+_\w+\b|\((drop|play)\)", " ", text)
    text = re.sub(r"joker (in hình|chỉ định)|\bjoker\b|Points Rummy|Pool \d+|Deals Rummy|Indian Rummy", " ", text)
    return {w for w in re.findall(r"[A-Za-z]+", text)} & ENGLISH


def test_vietnamese_texts_have_no_english_words_and_use_the_indian_rummy_glossary():
    from cardlab.explain import _catalogue
    texts = {code: t["vi"] for code, t in _catalogue.items() if code.startswith("ex.ir.")}
    assert len(texts) > 100
    for code, text in texts.items():
        assert not _english_words(text), (code, _english_words(text))
        assert "phỏm" not in text.lower() or "Phỏm" in text, code      # only "(as in Phỏm)", the other game
        assert "sảnh" not in text and "bài rác" not in text and "chồng bỏ" not in text, code


def test_vietnamese_questions_and_feedback_read_as_vietnamese():
    cardlab.set_language("vi")
    for seed in range(5):
        for q in indian_rummy_set(seed):
            texts = [q.title, q.prompt(), q.form()] + list(q.hint_steps()) + [q.solution().headline]
            for answer in _wrong_answers(q)[:2]:
                texts += [h for h in q.check(answer).hints]
            for text in texts:
                assert not _english_words(text), (q.key, text)


def test_vietnamese_feedback_names_the_slip_in_vietnamese():
    cardlab.set_language("vi")
    feedback = X.KindQuestion(cards="4C 5C 6C", wild="5").check("dãy có joker")
    assert "Lỗi hay gặp" in " ".join(feedback.hints) and "dãy vẫn thuần" in " ".join(feedback.hints)
    assert X.DropOrPlayQuestion(hand=BINA, first=True).check("bỏ cuộc").correct
    assert "Chính xác" in X.PenaltyQuestion(hand=BINA).check("25 điểm").headline


def test_english_counts_agree_in_number():
    from cardlab.explain import _catalogue, message
    assert message("ex.ir.e_before", score=1) == "1 point before this deal"
    assert message("ex.ir.e_penalty", points=1) == "lost, counting 1 penalty point"
    assert message("ex.ir.e_penalty", points=34) == "lost, counting 34 penalty points"
    for code, t in _catalogue.items():
        if code.startswith("ex.ir."):
            assert "(s)" not in t["en"], code
