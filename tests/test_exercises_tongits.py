"""The Tongits exercise set: dealt from a seed, every expected answer equal to the engine's."""
from collections import Counter
from dataclasses import replace

import pytest

import cardlab
from cardlab import tongits
from cardlab.cards import parse_cards
from cardlab.exercises import tongits_set
from cardlab.exercises.tongits import QUESTIONS, ShowdownQuestion, deal_question

SEEDS = range(40)


@pytest.fixture(scope="module")
def sets():
    return [tongits_set(seed) for seed in SEEDS]


def _points(q, rules=None):
    return {p: tongits.deadwood(q.hands[p], rules or q.rules) for p in q.names}


def test_the_set_has_at_least_ten_questions_of_rising_difficulty():
    ex = tongits_set(0)
    keys = [q.key for q in ex]
    assert len(ex) >= 10
    assert keys == ["meld", "deadwood", "sapaw", "chow", "arrange", "fight", "discard", "burn", "showdown",
                    "payment", "stock_out"]
    assert [q.number for q in ex] == list(range(1, len(ex) + 1))
    assert len({q.title for q in ex}) == len(ex)


def test_the_same_seed_deals_the_same_questions():
    a, b = tongits_set(11), tongits_set(11)
    assert [str(q) for q in a] == [str(q) for q in b]
    assert a.q2.hand == b.q2.hand and a.q9.hands == b.q9.hands


def test_different_seeds_deal_different_hands(sets):
    assert len({ex.q2.hand for ex in sets}) == len(sets)
    assert len({ex.q5.hand for ex in sets}) == len(sets)
    assert len({ex.q7.hand for ex in sets}) == len(sets)
    assert len({(ex.q4.discard, ex.q4.hand) for ex in sets}) == len(sets)
    assert len({tuple(sorted(ex.q9.hands.items())) for ex in sets}) == len(sets)


def test_answers_vary_from_seed_to_seed(sets):
    # Neither "yes" nor "no" is always right, so guessing one answer is not a strategy.
    for n in (1, 3, 4, 6):
        assert {bool(getattr(ex, f"q{n}").expected) for ex in sets} == {True, False}
    assert len({ex.q8.expected for ex in sets}) >= 3
    assert {ex.q9.expected for ex in sets} == {"A", "B", "C"}
    assert {ex.q11.rules.stock_out_tiebreak for ex in sets} == {"last_drawer_loses", "last_drawer_wins",
                                                                 "fewer_cards"}


# -- expected answers are the engine's ---------------------------------------

def test_meld_answer_is_check_meld(sets):
    for ex in sets:
        assert ex.q1.expected == tongits.check_meld(ex.q1.cards)
        assert ex.q1.check(bool(tongits.check_meld(ex.q1.cards))).correct


def test_deadwood_answer_is_the_engines_deadwood(sets):
    for ex in sets:
        assert ex.q2.expected == tongits.deadwood(ex.q2.hand)
        assert ex.q2.check(tongits.deadwood(ex.q2.hand)).correct
        assert not ex.q2.check(sum(tongits.points(c) for c in ex.q2.hand) + 1).correct


def test_sapaw_answer_is_check_sapaw(sets):
    for ex in sets:
        v = tongits.check_sapaw(ex.q3.card, ex.q3.meld)
        assert ex.q3.expected == v
        assert tongits.check_meld(ex.q3.meld)
        feedback = ex.q3.check(not v)
        assert not feedback and v.text() not in feedback.hints
        assert ex.q3.check(bool(v)).hints == (v.text(),)


def test_chow_answer_accepts_every_meld_the_engine_allows(sets):
    for ex in sets:
        q = ex.q4
        v = tongits.check_chow(q.discard, q.hand)
        if not v:
            assert q.check(False).correct and q.check("no").correct
            assert not q.check(True).correct
            continue
        for meld in v.options:
            used = [c for c in meld.cards if c != q.discard]
            assert q.check(used).correct
            assert q.check(meld.cards).correct          # the discard may be named too
        assert q.check(v).correct                       # the engine's verdict as an answer
        assert not q.check(False).correct
        yes = q.check(True)
        assert not yes and "which cards" in " ".join(yes.hints)


def test_chow_refuses_a_mixed_suit_sequence_with_the_engines_reason():
    q = next(q for q in (deal_question(4, s) for s in range(200)) if not q.expected
             and any(c.rank == q.discard.rank for c in q.hand))
    same = [c for c in q.hand if c.rank == q.discard.rank][:1]
    other = [c for c in q.hand if c not in same][:1]
    feedback = q.check(same + other)
    assert not feedback
    assert tongits.check_meld(same + other + [q.discard]).text() in feedback.hints


def test_arrangement_answer_is_any_arrangement_as_good_as_the_engines(sets):
    for ex in sets:
        q = ex.q5
        best = tongits.arrange(q.hand)
        assert q.expected.points == best.points
        assert q.check([str(m) for m in best.melds]).correct
        assert q.check(best).correct
        if best.melds:
            worse = q.check([])
            assert not worse.correct
            assert f"leave {sum(tongits.points(c) for c in q.hand)} deadwood" in " ".join(worse.hints)


def test_arrangement_answer_explains_a_bad_meld_and_a_card_not_held():
    q = tongits_set(0).q5
    bad = q.check(["6S 7D 8C"])
    assert not bad and tongits.check_meld("6S 7D 8C").text() in bad.hints
    missing = [c for c in parse_cards("AS 2S 3S 4S") if c not in q.hand]
    assert not q.check([missing]).correct


def test_an_equally_good_alternative_arrangement_is_accepted():
    # 7♠ 7♥ 7♦ 7♣ with 5♠ 6♠: the set of four, or 5♠ 6♠ 7♠ + 7♥ 7♦ 7♣, both leave 0.
    q = tongits_set(0).q5
    q.hand = tuple(parse_cards("5S 6S 7S 7H 7D 7C"))
    q.arrangement = tongits.arrange(q.hand)
    assert q.check(["5S 6S 7S", "7H 7D 7C"]).correct


def test_fight_answer_is_check_fight_on_the_table_shown(sets):
    for ex in sets:
        q = ex.q6
        mine = sum(1 for owner, _ in q.table if owner == "A")
        sapawed = any(q.table[i][0] == "A" and by != "A" for by, _, i in q.events)
        assert q.expected == tongits.check_fight(mine, sapawed)
        assert q.check(bool(tongits.check_fight(mine, sapawed))).correct


def test_discard_answer_is_every_card_leaving_the_least_deadwood(sets):
    for ex in sets:
        q = ex.q7
        left = {c: tongits.deadwood([x for x in q.hand if x != c]) for c in q.hand}
        best = {c for c, p in left.items() if p == min(left.values())}
        assert set(q.expected) == best
        assert tongits.arrange(q.hand).best_discard().card in best
        for c in q.hand:
            assert q.check(str(c)).correct == (c in best)


def test_burn_answer_is_the_engines_burned_players(sets):
    for ex in sets:
        q = ex.q8
        outcome = tongits.stock_out_result(_points(q), q.last_drawer, q.exposed_counts, q.rules,
                                           concealed_fours=q.concealed_fours)
        assert q.expected == set(outcome.burned)
        assert q.expected == {p for p in q.names if not q.melds[p]}    # default rules: no meld, burned
        assert q.check(sorted(outcome.burned)).correct
        assert q.check(outcome).correct


def test_laying_off_is_not_exposing_and_the_hint_says_so(sets):
    q = next(ex.q8 for ex in sets if ex.q8.laid_off)
    _, by, _, _ = q.laid_off[0]
    wrong = q.check([p for p in q.expected if p != by])
    assert not wrong
    assert any("is not exposing a meld" in h for h in wrong.hints)


def test_a_concealed_four_saves_from_burn_only_with_the_house_rule():
    for seed in range(300):
        q = deal_question(8, seed, tongits.Rules(burn_exempt_with_secret=True))
        if q.concealed_fours:
            break
    else:
        pytest.fail("no seed dealt a concealed four of a kind")
    saved = q.concealed_fours[0]
    assert saved not in q.expected
    assert "burn_exempt_with_secret=True" in q.prompt()
    default = tongits.stock_out_result(_points(q), q.last_drawer, q.exposed_counts, tongits.Rules(),
                                       concealed_fours=q.concealed_fours)
    assert saved in default.burned


def test_showdown_answer_is_the_engines_fight_result(sets):
    for ex in sets:
        q = ex.q9
        outcome = tongits.fight_result(q.caller, _points(q), q.responses, q.exposed_counts, q.rules, order=q.order)
        assert q.expected == outcome.winner
        assert q.check(f"Player {outcome.winner}").correct
        assert q.check(outcome).correct
        wrong = next(p for p in q.names if p != outcome.winner)
        # The same Fight built on its cards, so that these are the first tries.
        fresh = ShowdownQuestion(caller=q.caller, melds=q.melds, hands=q.hands, responses=q.responses)
        assert fresh.expected == q.expected
        first, second = fresh.check(wrong), fresh.check(wrong)
        # The rule first; the facts of this Fight (each contestant's deadwood) from the second try.
        fact = f"calls Fight with {outcome.details['deadwood'][q.caller]}"
        assert not first and not any(fact in h for h in first.hints)
        assert not second and any(fact in h for h in second.hints)


def test_showdown_ties_follow_the_fight_tie_winner_option():
    found = 0
    for seed in range(120):
        q = deal_question(9, seed, tongits.Rules(fight_tie_winner="caller"))
        if any(r.code == "tongits.tie_caller" for r in q.outcome.reasons):
            assert q.expected == q.caller
            default = tongits.fight_result(q.caller, _points(q), q.responses, q.exposed_counts, order=q.order)
            assert default.winner != q.caller
            assert "fight_tie_winner='caller'" in q.prompt()
            found += 1
    assert found >= 3


def test_payment_answer_is_what_the_engine_pays_the_winner(sets):
    for ex in sets:
        q = ex.q10
        outcome = tongits.fight_result(q.caller, _points(q), q.responses, q.exposed_counts, q.rules, order=q.order)
        assert outcome.zero_sum
        assert q.expected == outcome.payments[outcome.winner] == -sum(v for v in outcome.payments.values() if v < 0)
        assert q.check(q.expected).correct and f"Player {outcome.winner} wins" in q.prompt()
        assert f"you answered {q.expected + 1}." in q.check(q.expected + 1).headline


def test_payments_follow_the_stakes_options():
    rules = tongits.Rules(base_stake=5, fold_penalty=2, challenge_loss=3, burn_penalty=4)
    q = tongits_set(1, rules).q10
    outcome = tongits.fight_result(q.caller, _points(q), q.responses, q.exposed_counts, rules, order=q.order)
    assert q.expected == outcome.payments[outcome.winner]
    assert q.expected % 5 == 0 and "burned player 20" in q.prompt()


def test_stock_out_answer_is_the_engines_winner_and_always_a_tie(sets):
    for ex in sets:
        q = ex.q11
        outcome = tongits.stock_out_result(_points(q), q.last_drawer, q.exposed_counts, q.rules, cards=q.cards,
                                           order=q.order)
        assert q.expected == outcome.winner
        assert any(r.code == "tongits.tie_" + q.rules.stock_out_tiebreak for r in outcome.reasons)
        assert q.rules.stock_out_tiebreak in q.prompt()
        assert q.check(outcome.winner.lower()).correct


def test_stock_out_winner_changes_with_the_tie_break_option(sets):
    changed = 0
    for ex in sets:
        q = ex.q11
        others = {opt: tongits.stock_out_result(_points(q), q.last_drawer, q.exposed_counts,
                                                replace(q.rules, stock_out_tiebreak=opt), cards=q.cards,
                                                order=q.order).winner
                  for opt in ("last_drawer_loses", "last_drawer_wins", "fewer_cards")}
        changed += len(set(others.values())) > 1
    assert changed >= len(sets) // 2


def test_counterclockwise_play_changes_the_turn_order_shown():
    q = tongits_set(3, tongits.Rules(turn_direction="counterclockwise")).q11
    assert q.order == ["A", "C", "B"] and "A → C → B" in q.prompt()


def test_ace_high_house_rule_changes_the_meld_answer():
    seeds = [s for s in range(400) if sorted(int(c.rank) for c in deal_question(1, s).cards) == [1, 12, 13]]
    assert seeds, "no seed dealt Q-K-A"
    low = deal_question(1, seeds[0])
    high = deal_question(1, seeds[0], tongits.Rules(ace_high_in_runs=True))
    assert low.cards == high.cards
    assert not low.expected and high.expected
    assert "ace_high_in_runs=True" in high.prompt() and "ace_high_in_runs" not in low.prompt()


def test_concealed_melds_house_rule_changes_the_deadwood_answer():
    q = tongits_set(5, tongits.Rules(concealed_melds_count_as_deadwood=True)).q2
    assert q.expected == sum(tongits.points(c) for c in q.hand)
    assert any("concealed_melds_count_as_deadwood" in h for h in q.check(q.expected).hints)


def test_every_question_grades_the_engines_own_solution_as_correct():
    for seed in range(10):
        ex = tongits_set(seed)
        answers = {1: ex.q1.expected, 2: ex.q2.expected, 3: ex.q3.expected,
                   4: ex.q4.expected.used if ex.q4.expected else False, 5: ex.q5.expected,
                   6: ex.q6.expected, 7: ex.q7.expected[0], 8: list(ex.q8.expected), 9: ex.q9.expected,
                   10: ex.q10.expected, 11: ex.q11.expected}
        for n, answer in answers.items():
            assert ex[n].check(answer).correct, (seed, n)
        assert ex.progress().correct == len(ex)
        for q in ex:
            shown = q.solution()
            assert shown.status == "revealed" and shown.headline
        assert ex.progress().correct == 0


def test_bad_seeds_and_rules_are_refused():
    for seed in ("7", 1.5, None, True):
        with pytest.raises(cardlab.CardlabError, match="seed"):
            tongits_set(seed)
    with pytest.raises(cardlab.InvalidRulesError, match="tongits.Rules"):
        tongits_set(1, rules={"ace_high_in_runs": True})


def test_questions_use_the_glossary_words_in_vietnamese():
    ex = tongits_set(6)
    cardlab.set_language("vi")
    text = " ".join(q.prompt() + " " + q.title for q in ex)
    for word in ("phỏm", "gửi", "ăn", "bài rác", "Khiêu chiến", "cháy bài", "nọc"):
        assert word in text
    assert "Meld" not in text and "Sapaw" not in text


def test_a_question_dealt_alone_is_the_same_as_in_the_set():
    ex = tongits_set(9)
    for n in range(1, len(ex) + 1):
        assert str(deal_question(n, 9)) == str(ex[n])
    with pytest.raises(cardlab.CardlabError, match="does not exist"):
        deal_question(0, 9)


def test_each_question_class_is_in_the_set():
    assert len(QUESTIONS) == len(tongits_set(0)) and len(set(QUESTIONS)) == len(QUESTIONS)
    assert Counter(type(q) for q in tongits_set(0)) == Counter(QUESTIONS)


# -- feedback that teaches without giving the answer away --------------------

from itertools import combinations  # noqa: E402
import re  # noqa: E402

from cardlab.exercises import core  # noqa: E402
from cardlab.exercises import tongits as X  # noqa: E402
from cardlab.explain import message  # noqa: E402

FEEDBACK_SEEDS = range(30)


def _norm(text: str) -> str:
    return text.strip().rstrip(".").lower()


def _wrong_answers(q) -> list:
    """Answers a learner could give that are not right, including the known mistakes' values."""
    if isinstance(q, core.VerdictQuestion):
        return [not bool(q.verdict), "yes" if not q.verdict else "no"]
    if q.key == "deadwood":
        values = [q.expected + 1, q.expected + 10, max(q.expected - 1, 0), 0]
        values += [X._mistaken_deadwood(q.hand, q.rules, k) for k, _ in X._DEADWOOD_MISTAKES]
        return [v for v in values if v is not None and v != q.expected]
    if q.key == "chow":
        pairs = [list(p) for p in combinations(q.hand, 2) if frozenset(p) not in q.options][:4]
        return (["no", False] if q.expected else ["yes", True]) + pairs + [[q.hand[0], q.hand[0]]]
    if q.key == "arrange":
        best = [m.cards for m in q.arrangement.melds]
        out = [[]] + ([[m] for m in best] if len(best) > 1 else [])
        out.append([q.hand[:3]])
        return [a for a in out if not q.judge(q.read(a))]
    if q.key == "discard":
        return [c for c in q.hand if c not in q.best]
    if q.key == "burn":
        subsets = [frozenset(s) for n in range(4) for s in combinations(q.names, n)]
        return [sorted(s) for s in subsets if s != q.expected]
    if q.key == "payment":
        values = [q.expected + 1, q.expected - 1, 0, q.expected * 2]
        values += [amount for _, _, amount in q._pays()] + [len(q._pays()) * q.rules.base_stake]
        return [v for v in values if v != q.expected]
    return [p for p in q.names if p != q.expected]        # showdown, stock_out


def _giveaways(q, value=None) -> list:
    """Texts that would give this question's answer away."""
    if isinstance(q, core.VerdictQuestion):
        return [q.verdict.text()] + [r.text() for r in q.verdict.reasons]
    if q.key == "deadwood":
        return [X._arrangement_text(q.arrangement)]
    if q.key == "chow":
        if not q.verdict:
            return [q.verdict.text()]
        return [q.verdict.text()] + [X._cards_text(m.cards) for m in q.verdict.options] + \
            [X._cards_text(sorted(o, key=lambda c: c.sort_key)) for o in q.options]
    if q.key == "arrange":
        given = {frozenset(m) for m in (q.read(value) if value is not None else [])}
        return [X._arrangement_text(q.arrangement)] + [m.pretty for m in q.arrangement.melds
                                                       if frozenset(m.cards) not in given]
    if q.key == "discard":
        return [c.pretty for c in q.best]
    if q.key == "burn":
        texts = [r.text() for r in q.outcome.reasons if r.code in ("tongits.burned", "tongits.secret_saves")]
        return texts + ([q.show_value(q.expected)] if len(q.expected) != 1 else [])
    if q.key == "payment":
        return [r.text() for r in q.outcome.reasons if r.code.startswith("tongits.pays_")]
    winner = [r.text() for r in q.outcome.reasons
              if r.code in ("tongits.lowest_wins", "tongits.no_challenger") or r.code.startswith("tongits.tie_")]
    return winner + [f"Player {q.expected} wins", f"Player {q.expected} ranks first"]


def _number_given(q, hints) -> bool:
    """Whether a number answer appears in the hints, the rule statements (same for every hand) set aside."""
    rules = {_norm(q.hint_steps()[0]), _norm(message("ex.tongits.h_too_low", ace=q.rules.ace_points,
                                                     high=q.rules.high_card_points))}
    pattern = re.compile(rf"(?<![\d×]){q.expected}(?!\d)")
    return any(pattern.search(h) for h in hints if _norm(h) not in rules)


def _all_feedback(q) -> list:
    """Every hint a learner can get without solution(): each wrong answer checked 3 times, and hint() 3 times."""
    out = []
    for answer in _wrong_answers(q):
        for _ in range(3):
            feedback = q.check(answer)
            assert not feedback.correct, (q.key, answer)
            out.append((answer, feedback.hints))
    for _ in range(3):
        out.append((None, q.hint().hints))
    return out


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_no_hint_gives_the_answer_away_however_many_tries(n):
    checked_numbers = 0
    for seed in FEEDBACK_SEEDS:
        q = deal_question(n, seed)
        for answer, hints in _all_feedback(q):
            text = _norm(" ".join(hints))
            for giveaway in _giveaways(q, answer if q.key == "arrange" else None):
                assert _norm(giveaway) not in text, (seed, q.key, answer, giveaway, hints)
            if q.key in ("deadwood", "payment") and q.expected > 3:
                assert not _number_given(q, hints), (seed, q.key, answer, hints)
                checked_numbers += 1
    if QUESTIONS[n - 1].key in ("deadwood", "payment"):
        assert checked_numbers > 0


def test_a_right_answer_is_explained_fully():
    ex = tongits_set(4)
    assert ex.q2.check(ex.q2.expected).hints == (core.sentence(
        message("ex.tongits.h_best_is", arrangement=X._arrangement_text(ex.q2.arrangement))),)
    assert ex.q1.check(bool(ex.q1.verdict)).hints == (ex.q1.verdict.text(),)
    assert any("wins" in h for h in ex.q9.check(ex.q9.expected).hints)


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_hint_steps_go_from_the_rule_to_this_hand_for_every_kind(n):
    for seed in range(10):
        q = deal_question(n, seed)
        steps = q.hint_steps()
        assert len(steps) >= 2 and all(steps)
        assert steps[0].startswith("The rule to look at")
        assert len(set(steps)) == len(steps)
        shown = q.hint(), q.hint(), q.hint()
        assert shown[0].hints == (core.sentence(steps[0]),)
        assert len(shown[2].hints) == len(steps) + 1            # every step, then "the last hint"


def test_a_wrong_yes_no_answer_names_the_rule_not_the_verdict():
    q = X.MeldQuestion(cards="6S 7D 8C")
    first = q.check(True)
    assert core.sentence(q.hint_steps()[0]) in first.hints
    assert q.verdict.text() not in first.hints
    second = q.check(True)
    assert core.sentence(q.hint_steps()[1]) in second.hints


# -- misconceptions: named for their value only -------------------------------

def _slip(feedback) -> str:
    return " ".join(h for h in feedback.hints if h.startswith("A common slip"))


@pytest.mark.parametrize("hand, mistaken, words", [
    ("AS 2S 3S 7H KD", 23, "melded cards do not count"),         # 1+2+3+7+10: the run counted too
    ("AS 2S 3S JD QH", 23, "11, 12 and 13"),                      # J = 11, Q = 12
    ("AS 2S 3S 10H 9D", 10, "counting the 10 as 1"),
    ("QS KS AS 5D", 5, "taking Q-K-A as a run"),
    ("7S 7H 7D 7C 2S", 9, "four of a kind is a set"),
])
def test_deadwood_misconceptions_are_named_for_their_value_only(hand, mistaken, words):
    q = X.DeadwoodQuestion(hand=hand)
    assert q.expected != mistaken
    assert words in _slip(q.check(mistaken))
    for other in (mistaken + 1, mistaken - 1, q.expected + 20):
        if other != q.expected:
            assert words not in _slip(q.check(other))


def test_deadwood_misconceptions_are_computed_with_the_engine():
    q = X.DeadwoodQuestion(hand="AS 2S 3S JD QH")
    assert X._mistaken_deadwood(q.hand, q.rules, "face") == 11 + 12
    assert X._mistaken_deadwood(q.hand, q.rules, "melded") == sum(tongits.points(c) for c in q.hand)
    # Under the house rule that counts concealed melds, "melded cards counted" is the right answer, not a slip.
    concealed = X.DeadwoodQuestion(hand="AS 2S 3S JD QH", rules=tongits.Rules(concealed_melds_count_as_deadwood=True))
    assert concealed.check(26).correct


@pytest.mark.parametrize("cards, answer, words", [
    ("6S 7D 8C", True, "mixed suits"),
    ("QH KH AH", True, "Q-K-A"),
    ("KH AH 2H", True, "turn the corner"),
    ("5H 6H 8H", True, "skip a rank"),
    ("9S 9H 9D 9C", False, "four of a kind is a set"),
    ("AD 2D 3D", False, "the ace is low"),
])
def test_meld_misconceptions(cards, answer, words):
    q = X.MeldQuestion(cards=cards)
    assert words in _slip(q.check(answer))
    assert not _slip(q.check(not answer))                # the right answer names no slip


def test_q_k_a_is_no_slip_with_ace_high_in_runs():
    q = X.MeldQuestion(cards="QH KH AH", rules=tongits.Rules(ace_high_in_runs=True))
    assert q.check(True).correct
    assert not _slip(q.check(False))


@pytest.mark.parametrize("card, meld, answer, words", [
    ("8D", "5S 6S 7S", True, "mixed suits"),
    ("9S", "5S 6S 7S", True, "skip a rank"),
    ("AS", "JS QS KS", True, "Q-K-A"),
    ("KS", "AS 2S 3S", True, "turn the corner"),
    ("7C", "7S 7H 7D", False, "four of a kind is a set"),
    ("AS", "2S 3S 4S", False, "the ace is low"),
])
def test_sapaw_misconceptions(card, meld, answer, words):
    q = X.SapawQuestion(card=card, meld=meld)
    assert bool(q.verdict) != answer
    assert words in _slip(q.check(answer))
    assert not _slip(q.check(not answer))


def test_chow_misconceptions():
    own = X.ChowQuestion(discard="9C", hand="5S 6S 7S 2D KH")
    assert "uses the discard" in _slip(own.check("5S 6S 7S"))
    assert "uses the discard" not in _slip(own.check("2D KH"))
    mixed = X.ChowQuestion(discard="8S", hand="6S 7D 2C 5H KD")
    assert not mixed.expected
    assert "mixed suits" in _slip(mixed.check("6S 7D"))
    assert "mixed suits" in _slip(mixed.check("yes"))
    assert not _slip(mixed.check("2C 5H"))


def test_arrangement_misconceptions():
    q = X.ArrangementQuestion(hand="6S 7D 8C 2H 2S 2D")
    assert "mixed suits" in _slip(q.check(["6S 7D 8C", "2H 2S 2D"]))
    assert not _slip(q.check([]))
    # Melding as many cards as possible is not the aim: found by the engine on dealt hands.
    found = 0
    for seed in range(200):
        q = deal_question(5, seed)
        most = X._arrange_with(list(q.hand), q.rules.meld_rules, X._one_point)
        if tongits.deadwood(most.deadwood) > q.expected.points:
            answer = [m.cards for m in most.melds]
            assert "as many cards as possible" in _slip(q.check(answer))
            found += 1
    assert found >= 1


def test_discard_misconception_breaking_a_meld():
    q = X.DiscardQuestion(hand="7S 8S 9S KD 2C")
    assert q.check("KD").correct
    assert "from a meld" in _slip(q.check("8S"))
    assert not _slip(q.check("2C"))


def test_fight_misconceptions():
    others = X.FightQuestion(table=[("A", "7S 8S 9S"), ("B", "KH KD KC KS")], events=[("C", "KS", 1)], hand="2C 5D")
    assert others.expected and "another player's meld" in _slip(others.check(False))
    mine = X.FightQuestion(table=[("A", "6S 7S 8S 9S"), ("B", "KH KD KC")], events=[("B", "9S", 0)], hand="2C 5D")
    assert not mine.expected and "lay-off onto your own meld" in _slip(mine.check(True))
    hand = X.FightQuestion(table=[("B", "KH KD KC")], events=[], hand="2C 3C 4C 9D")
    assert not hand.expected and "held in your hand" in _slip(hand.check(True))


TABLE = dict(melds={"A": ["7S 8S 9S"], "B": [], "C": ["KH KD KC"]}, hands={"A": "QH QS 10D", "B": "2C 3D", "C": "5D"})


def test_burn_misconceptions():
    q = X.BurnQuestion(last_drawer="A", **TABLE)
    assert q.expected == {"B"}
    assert "highest deadwood" in _slip(q.check(["A"]))
    assert not _slip(q.check(["C"]))
    laid = X.BurnQuestion(melds={"A": ["7S 8S 9S"], "B": [], "C": ["KH KD KC KS"]}, hands=TABLE["hands"],
                          last_drawer="A", laid_off=[("KS", "B", "C", 0)])
    assert laid.expected == {"B"} and "lay-off (sapaw) as exposing" in _slip(laid.check([]))
    secret = X.BurnQuestion(melds=TABLE["melds"], hands={"A": "QH", "B": "2C 2D 2H 2S 5D", "C": "4D"},
                            last_drawer="A")
    assert secret.expected == {"B"} and "concealed four of a kind" in _slip(secret.check("nobody"))
    assert secret.check(["B", "B"]).correct                   # a player given twice is the same player


def test_showdown_misconceptions():
    melds = {"A": ["7S 8S 9S"], "B": ["KH KD KC"], "C": ["4H 4D 4C"]}
    out = X.ShowdownQuestion(caller="A", melds=melds, hands={"A": "5S", "B": "8D", "C": "2C"},
                             responses={"B": "challenge", "C": "fold"})
    assert out.expected == "A" and "folds or is burned" in _slip(out.check("C"))
    tie = X.ShowdownQuestion(caller="A", melds=melds, hands={"A": "5S", "B": "5D", "C": "QC"},
                             responses={"B": "challenge", "C": "fold"})
    assert tie.expected == "B" and "the other way" in _slip(tie.check("A"))
    face = X.ShowdownQuestion(caller="A", melds=melds, hands={"A": "9H 2C", "B": "QD", "C": "KS"},
                              responses={"B": "challenge", "C": "fold"})
    assert face.expected == "B" and "11, 12 and 13" in _slip(face.check("A"))
    assert not _slip(face.check("C")) or "11" not in _slip(face.check("C"))


def test_payment_misconceptions():
    melds = {"A": ["7S 8S 9S"], "B": ["KH KD KC"], "C": []}
    q = X.PaymentQuestion(caller="A", melds=melds, hands={"A": "QS", "B": "5D", "C": "2C 9H"},
                          responses={"B": "challenge"})
    assert q.expected == 2 + 3                               # A beaten ×2, C burned ×3
    assert "one base stake" in _slip(q.check(2))
    assert "only one loser" in _slip(q.check(3))
    assert "like a beaten one" in _slip(q.check(4))
    assert not _slip(q.check(7))


def test_stock_out_misconception_names_the_other_tie_break():
    for seed in FEEDBACK_SEEDS:
        q = deal_question(11, seed)
        for other in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
            winner = q._result(replace(q.rules, stock_out_tiebreak=other)).winner
            if winner != q.expected:
                assert f"applying the tie-break {other}" in _slip(q.check(winner))
                return
    pytest.fail("no deal where another tie-break changes the winner")


# -- answers in every form, kind by kind -------------------------------------

def test_chow_cards_given_twice_get_a_hint_not_an_error():
    q = X.ChowQuestion(discard="8S", hand="6S 7S 2C 5H KD")
    feedback = q.check("6S 6S")
    assert feedback.status == "wrong" and any("given twice" in h for h in feedback.hints)
    assert q.check("6S 7S 8S 8S").correct                    # the discard named (even twice) is fine


def test_a_meld_with_a_card_twice_gets_a_hint_not_an_error():
    q = X.ArrangementQuestion(hand="7S 7H 7D 8S 9S KC")
    feedback = q.check(["7S 7S 7H", "7D 8S 9S"])
    assert feedback.status == "wrong" and any("used twice" in h for h in feedback.hints)
    assert q.check(["7H 7D 7S", "KC"]).status == "wrong"


def test_a_player_list_with_duplicates_is_read_as_a_set():
    q = X.BurnQuestion(last_drawer="A", **TABLE)
    assert q.check(["B", "B", "Player B"]).correct
    assert q.check("B, b").correct


# -- teachers' questions on chosen cards --------------------------------------

def test_teacher_questions_on_chosen_cards_use_the_engine():
    assert X.DeadwoodQuestion(hand="AS 2S 3S 7H KD").expected == 17
    assert not X.MeldQuestion(cards="6S 7D 8C").expected
    assert X.SapawQuestion(card="KH", meld="KS KC KD").expected
    assert X.ChowQuestion(discard="8S", hand="6S 7S 2C 5H KD").check("6S 7S").correct
    assert X.ArrangementQuestion(hand="7S 7H 7D 8S 9S KC").expected.points == 7 + 7 + 10
    assert X.DiscardQuestion(hand="7S 8S 9S KD 2C").expected == tuple(parse_cards("KD"))
    assert X.FightQuestion(table=[("A", "7S 8S 9S")]).expected
    assert X.StockOutQuestion(last_drawer="C", tiebreak="last_drawer_wins", **TABLE).rules.stock_out_tiebreak == \
        "last_drawer_wins"


def test_teacher_questions_mix_with_dealt_kinds_and_export_progress():
    ex = tongits_set(3, questions=[X.DeadwoodQuestion(hand="AS 2S 3S 7H KD"), "meld",
                                   X.ChowQuestion(discard="8S", hand="6S 7S 2C 5H KD")], name="Quiz", var="quiz")
    assert [q.number for q in ex] == [1, 2, 3] and ex.q1.hand == tuple(parse_cards("AS 2S 3S 7H KD"))
    assert "quiz.q3.solution()" in str(ex.q3.hint()) + str(ex.q3.hint())
    ex.q1.check(17)
    ex.q3.check("2C 5H")
    data = ex.progress().to_dict()
    assert data["correct"] == 1 and data["answered"] == 2 and data["questions"][2]["status"] == "wrong"
    assert ex.progress().to_csv().splitlines()[1].startswith("Q1,")


def test_dealing_still_works_positionally_and_both_ways_are_refused():
    import random
    q = X.DeadwoodQuestion(4, tongits.Rules(), random.Random(1))
    assert q.number == 4 and len(q.hand) >= 7
    with pytest.raises(cardlab.CardlabError, match="either rng or the chosen cards"):
        X.DeadwoodQuestion(1, None, random.Random(1), hand="AS 2S")
    with pytest.raises(cardlab.CardlabError, match=r"needs hand"):
        X.DeadwoodQuestion()


@pytest.mark.parametrize("build, words", [
    (lambda: X.DeadwoodQuestion(hand="AS 2S 1X"), "'1X'"),
    (lambda: X.DeadwoodQuestion(hand="AS AS 3S"), "gives AS twice"),
    (lambda: X.DeadwoodQuestion(hand="AS 2S JK"), "joker"),
    (lambda: X.DeadwoodQuestion(hand=" ".join(str(c) for c in parse_cards(
        "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH"))), "holds 14 cards: expected 1 to 13 cards"),
    (lambda: X.DeadwoodQuestion(hand=42), "expected cards"),
    (lambda: X.MeldQuestion(cards="AS 2S"), "holds 2 cards: expected 3 to 13 cards"),
    (lambda: X.SapawQuestion(card="AS KH", meld="2S 3S 4S"), "holds 2 cards: expected 1 card"),
    (lambda: X.SapawQuestion(card="AS", meld="2S 3D 4S"), "is not a meld"),
    (lambda: X.SapawQuestion(card="2S", meld="2S 3S 4S"), "already in meld"),
    (lambda: X.ChowQuestion(discard="", hand="6S 7S"), "discard="),
    (lambda: X.ChowQuestion(discard="8S 9S", hand="6S 7S"), "expected 1 card"),
    (lambda: X.ChowQuestion(discard="8S", hand="8S 7S"), "also in hand"),
    (lambda: X.ChowQuestion(discard="8S"), "needs hand"),
    (lambda: X.ArrangementQuestion(hand="AS 2S"), "expected 3 to 13 cards"),
    (lambda: X.DiscardQuestion(hand="AS"), "expected 2 to 14 cards"),
    (lambda: X.DeadwoodQuestion(number=0, hand="AS"), "number=0"),
    (lambda: X.FightQuestion(table=[("D", "7S 8S 9S")]), "owner A, B or C"),
    (lambda: X.FightQuestion(table=[("A", "7S 8S 9S")], events=[("B", "10S", 0)]), "10S is not in table[0]"),
    (lambda: X.FightQuestion(table=[("A", "7S 8S 9S")], events=[("A", "9S", 0)]), "by an opponent"),
    (lambda: X.FightQuestion(table=[("A", "7S 8S 9S")], hand="9S 2C"), "9S appears twice"),
    (lambda: X.BurnQuestion(melds={"A": ["7S 8S"]}, hands={}), "expected 3 to 13 cards"),
    (lambda: X.BurnQuestion(melds={"D": []}, hands={}), "players A, B, C"),
    (lambda: X.BurnQuestion(last_drawer="Z", **TABLE), "last_drawer='Z'"),
    (lambda: X.BurnQuestion(laid_off=[("KS", "B", "C", 0)], **TABLE), "KS is not in meld 0"),
    (lambda: X.ShowdownQuestion(caller="A", responses={"C": "maybe"}, **TABLE), "responses"),
    (lambda: X.ShowdownQuestion(caller="A", responses="B", **TABLE), "expected a dict"),
])
def test_teacher_questions_refuse_bad_input_saying_what_is_expected(build, words):
    with pytest.raises(cardlab.CardlabError) as caught:
        build()
    assert words in str(caught.value)


def test_stock_out_refuses_an_unknown_tie_break():
    with pytest.raises(cardlab.InvalidRulesError, match="stock_out_tiebreak"):
        X.StockOutQuestion(last_drawer="C", tiebreak="coin_toss", **TABLE)


# -- Vietnamese feedback -------------------------------------------------------

def test_vietnamese_exercise_texts_use_the_glossary_never_meld():
    from cardlab.explain import _catalogue
    texts = {code: t["vi"] for code, t in _catalogue.items() if code.startswith(("ex.tongits.", "exercises."))}
    assert len(texts) > 100
    for code, text in texts.items():
        assert "Meld" not in text and "Sapaw" not in text, code
        if "bài rác" in text:
            assert "đánh lá bài rác" not in text and "lá bài rác này" not in text, code


def test_vietnamese_hints_and_slips_contain_no_meld():
    cardlab.set_language("vi")
    for n in range(1, len(QUESTIONS) + 1):
        for seed in range(8):
            q = deal_question(n, seed)
            for answer in _wrong_answers(q)[:3]:
                feedback = deal_question(n, seed).check(answer)     # a first try: the rule, never facts
                hints = " ".join(feedback.hints)
                # the rule, the nudge and any slip are ours; the engine's own sentences come with a right answer
                assert "Meld" not in hints and "common slip" not in hints, (q.key, hints)
            assert "Meld" not in " ".join(q.hint().hints + q.hint().hints)


def test_english_counts_agree_in_number():
    assert X._count(1, "meld") == "1 meld" and X._count(2, "meld") == "2 melds"
    assert X._count(1, "card") == "1 card" and X._count(3, "card") == "3 cards"
    q = X.DeadwoodQuestion(hand="AS 2S 3S 7H KD")
    assert "has 1 meld;" in q.hint_steps()[1]
    from cardlab.explain import _catalogue
    assert not [c for c, t in _catalogue.items() if c.startswith("ex.tongits.") and "(s)" in t["en"]]
