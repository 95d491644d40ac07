"""The Tongits exercise set: dealt from a seed, every expected answer equal to the engine's."""
from collections import Counter
from dataclasses import replace

import pytest

import cardlab
from cardlab import tongits
from cardlab.cards import parse_cards
from cardlab.exercises import tongits_set
from cardlab.exercises.tongits import QUESTIONS, deal_question

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
        feedback = q.check(wrong)
        assert not feedback and any(f"calls Fight with {outcome.details['deadwood'][q.caller]}" in h
                                    for h in feedback.hints)


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


def test_questions_use_the_seeds_words_in_vietnamese():
    ex = tongits_set(6)
    cardlab.set_language("vi")
    text = " ".join(q.prompt() + " " + q.title for q in ex)
    for word in ("Meld", "Sapaw", "ăn", "bài rác", "Fight", "Cháy bài", "Hết bài Nọc"):
        assert word in text


def test_a_question_dealt_alone_is_the_same_as_in_the_set():
    ex = tongits_set(9)
    for n in range(1, len(ex) + 1):
        assert str(deal_question(n, 9)) == str(ex[n])
    with pytest.raises(cardlab.CardlabError, match="does not exist"):
        deal_question(0, 9)


def test_each_question_class_is_in_the_set():
    assert len(QUESTIONS) == len(tongits_set(0)) and len(set(QUESTIONS)) == len(QUESTIONS)
    assert Counter(type(q) for q in tongits_set(0)) == Counter(QUESTIONS)
