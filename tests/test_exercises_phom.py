"""The Phỏm exercise set: dealt from a seed, every expected answer equal to the engine's."""
import itertools
import re

import pytest

import cardlab
from cardlab import phom
from cardlab.cards import parse_cards
from cardlab.errors import CardlabError
from cardlab.exercises import core, phom_set
from cardlab.exercises import phom as X
from cardlab.exercises.phom import QUESTIONS, deal_question
from cardlab.phom.search import _fits, _layable, _spare
from helpers_exercises import (check_hint_steps, check_slips_named_only_when_wrong, feedback_seen, norm,
                               number_given)

SEEDS = range(60)


@pytest.fixture(scope="module")
def sets():
    return [phom_set(seed) for seed in SEEDS]


def test_the_set_has_twelve_kinds_of_rising_difficulty():
    ex = phom_set(0)
    assert [q.key for q in ex] == ["phom", "points", "eat", "laydown", "send", "u", "eat_cost", "mom", "winner",
                                   "settle", "u_den", "hand_total"]
    assert [q.number for q in ex] == list(range(1, 13))
    assert len({q.title for q in ex}) == 12


def test_the_same_seed_deals_the_same_questions_and_others_differ(sets):
    assert [str(q) for q in phom_set(5)] == [str(q) for q in phom_set(5)]
    assert len({ex.q2.hand for ex in sets}) == len(sets)
    assert len({(ex.q3.discard, ex.q3.hand) for ex in sets}) == len(sets)


def test_answers_vary_from_seed_to_seed(sets):
    for n in (1, 3, 5):
        assert {bool(ex[n].expected) for ex in sets} == {True, False}
    assert {ex.q6.expected for ex in sets} == {"u", "u_tron", None}
    assert {ex.q9.expected for ex in sets} >= {"A", "B", "C"}
    assert {ex.q7.rules.eat_payment_scheme for ex in sets} == {"by_round", "by_eat_order"}
    assert len({ex.q8.expected for ex in sets}) >= 4
    assert {ex.q11.den is None for ex in sets} == {True, False}


# -- every kind answers its engine answer as right -----------------------------

def test_phom_answer_is_check_meld_with_eaten(sets):
    for ex in sets:
        q = ex.q1
        v = phom.check_meld(q.cards, q.eaten)
        assert q.verdict == v and q.check(bool(v)).correct and not q.check(not v).correct


def test_points_answer_is_the_engines_deadwood(sets):
    for ex in sets:
        q = ex.q2
        assert q.check(phom.deadwood(q.hand)).correct
        assert not q.check(phom.deadwood(q.hand) + 1).correct


def test_eat_answer_follows_the_games_own_eat_rule(sets):
    for ex in sets:
        q = ex.q3
        after = list(q.hand) + [q.discard]
        new = list(q.eaten) + [q.discard]
        legal = _fits(after, new, q.rules) and _spare(after, new, q.rules)
        assert q.legal == legal
        if not legal:
            assert q.check(False).correct and q.check("không").correct and not q.check(True).correct
            continue
        for option in q.options:
            assert q.check(sorted(option, key=lambda c: c.sort_key)).correct
            assert q.check(list(option) + [q.discard]).correct       # naming the discard too is fine
            rest = [c for c in q.hand if c not in option]
            assert phom.arrange(rest, eaten=[c for c in q.eaten if c not in option]).feasible
        assert not q.check(False).correct
        assert "which cards" in " ".join(q.check(True).hints)


def test_an_eat_that_would_put_two_eaten_cards_in_one_phom_is_refused():
    q = X.EatQuestion(discard="7S", hand="7H 7D 7C 2S 9C KD", eaten="7H")
    assert not q.legal and q.reason.code == "phom.eat_breaks_limit"
    slip = q.check("7H 7D")
    assert not slip and "2 eaten cards" in " ".join(slip.hints)
    ok = X.EatQuestion(discard="7S", hand="7H 8H 9H 7D 7C 2S KD", eaten="7H")
    assert ok.legal and ok.check("7D 7C").correct and not ok.check("7H 7D").correct
    more = X.EatQuestion(discard="7S", hand="7H 7D 7C 2S 9C KD", eaten="7H",
                         rules=phom.Rules(max_eaten_cards_per_phom=2))
    assert more.legal


def test_laydown_answer_is_any_lay_down_as_good_as_the_engines(sets):
    for ex in sets:
        q = ex.q4
        best = phom.arrange(q.hand, eaten=q.eaten)
        assert q.check([m.cards for m in best.melds]).correct
        assert q.check(best).correct
        assert not q.check([]).correct


def test_an_eaten_card_must_be_laid_down():
    q = X.LayDownQuestion(hand="7S 7H 7D 8S 9S KC", eaten="8S")
    assert q.check(["7S 8S 9S"]).correct
    slip = q.check(["7S 7H 7D"])
    assert not slip and "must be laid down" in " ".join(slip.hints)
    assert "leaving an eaten card out" in " ".join(slip.hints)


def test_send_answer_is_check_send(sets):
    for ex in sets:
        q = ex.q5
        v = phom.check_send(q.card, q.phom, round=q.round, sender_has_phom=q.laid_down,
                            target_laid_down_before_sender=q.before)
        assert q.verdict == v and q.check(bool(v)).correct


def test_u_answer_is_the_kind_of_check_u(sets):
    for ex in sets:
        q = ex.q6
        kind = phom.check_u(q.hand, eaten=q.eaten).kind
        answer = {"u": "ù", "u_tron": "Ù tròn", None: "no"}[kind]
        assert q.check(answer).correct and q.check(phom.check_u(q.hand, eaten=q.eaten)).correct
        wrong = [a for a in ("u", "u_tron", False) if {"u": "u", "u_tron": "u_tron", False: None}[a] != kind]
        assert all(not q.check(a).correct for a in wrong)


def test_u_definition_option_changes_the_u_answer():
    hand = "2S 3S 4S 5S 6S 9H 9D 9C 9S KD"
    assert X.UQuestion(hand=hand).expected is None
    assert X.UQuestion(hand=hand, rules=phom.Rules(u_definition="no_deadwood")).expected == "u"
    slip = X.UQuestion(hand=hand).check("ù")
    assert "fewer than 3 phỏm" in " ".join(slip.hints)


def test_an_eaten_card_is_never_the_odd_card_of_u():
    q = X.UQuestion(hand="5S 6S 7S 5H 6H 7H 7D 9C 9D 9H", eaten="7D")
    assert q.expected is None
    assert "eaten card as the odd card" in " ".join(q.check("ù").hints)


def test_eat_cost_answer_is_eat_payment(sets):
    for ex in sets:
        q = ex.q7
        amount = phom.eat_payment(q.round, q.nth, is_chot=q.round == q.rules.rounds, bet=q.bet, rules=q.rules)
        assert q.check(amount).correct and not q.check(amount + 1).correct


def test_eat_cost_scheme_options_round_one_vs_chot():
    assert X.EatCostQuestion(round=1).expected == 1
    assert X.EatCostQuestion(round=4).expected == 4
    assert X.EatCostQuestion(round=4, rules=phom.Rules(chot_multiplier=3)).expected == 3
    assert X.EatCostQuestion(round=2, nth=1, rules=phom.Rules.eat_order()).expected == 1
    assert X.EatCostQuestion(round=3, nth=2, bet=5).expected == 15


def test_mom_answer_is_who_holds_no_phom_to_lay_down(sets):
    for ex in sets:
        q = ex.q8
        assert q.expected == frozenset(p for p in q.names if _layable(q.hands[p], q.rules) is None)
        assert q.check(sorted(q.expected)).correct


def test_winner_and_settle_answers_are_settle(sets):
    for ex in sets:
        for q in (ex.q9, ex.q10):
            out = phom.settle(q.table.table(), bet=q.bet)
            if q.key == "winner":
                assert q.check(out.winner).correct
            else:
                assert q.check(-out.payments[q.player]).correct
                assert out.payments[q.player] < 0


def test_ties_go_to_the_earlier_lay_down_and_mom_ranks_last():
    melds = {"A": ["AS 2S 3S"], "B": ["9H 9D 9C"], "C": []}
    left = {"A": "5D", "B": "2C 3H", "C": "AH"}
    q = X.WinnerQuestion(melds=melds, left=left, order="BAC")
    assert q.expected == "B"
    assert "later lay-down" in " ".join(q.check("A").hints)
    assert "móm player by their points" in " ".join(q.check("C").hints)
    s = X.SettleQuestion(melds=melds, left=left, order="BAC", player="C")
    assert s.expected == 4
    assert "only what last place pays" in " ".join(s.check(3).hints)


def test_u_den_answer_is_settle_u(sets):
    for ex in sets:
        q = ex.q11
        out = phom.settle_u(q.winner, q.players, kind=q.kind, den_payer=q.den)
        assert q.check(-out.payments[q.player]).correct


def test_u_den_three_eats_and_tai_chot_follow_the_game_rule():
    q = X.UDenQuestion(players="ABCD", winner="A", eats="BBB", player="B")
    assert q.den == "B" and q.expected == 15
    assert "only their own share" in " ".join(q.check(5).hints)
    other = X.UDenQuestion(players="ABCD", winner="A", eats="BBB", player="C")
    assert other.expected == 0
    two = X.UDenQuestion(players="ABCD", winner="A", eats="BBC", player="B")
    assert two.den is None and two.expected == 5
    assert "without Ù đền" in " ".join(two.check(15).hints)
    tai = X.UDenQuestion(players="ABC", winner="A", eats="CB", player="B", tai_chot="B")
    assert tai.den == "B" and tai.expected == 10
    off = X.UDenQuestion(players="ABC", winner="A", eats="CB", player="B", tai_chot="B",
                         rules=phom.Rules(den_on_tai_chot=False))
    assert off.den is None and off.expected == 5


def test_hand_total_adds_eat_payments_and_the_end(sets):
    for ex in sets:
        q = ex.q12
        end = phom.settle(q.table.table()).payments[q.player]
        eats, seen = 0, {}
        for e, v, r in q.eats:
            seen[(e, v)] = seen.get((e, v), 0) + 1
            cost = phom.eat_payment(r, seen[(e, v)])
            eats += cost if e == q.player else -cost if v == q.player else 0
        assert q.check(eats + end).correct


def test_every_question_grades_the_engines_own_solution_as_correct(sets):
    for ex in sets[:10]:
        for q in ex:
            line = q.answer_lines()[0]
            assert line and q.solution().headline


# -- feedback that teaches without giving the answer away ----------------------

FEEDBACK_SEEDS = range(25)


def _wrong_answers(q) -> list:
    if isinstance(q, core.VerdictQuestion):
        return [not bool(q.verdict), "yes" if not q.verdict else "no"]
    if q.key == "u":
        return [a for a in ("ù", "ù tròn", "no") if q.read(a) != q.expected]
    if q.key == "eat":
        pairs = [list(p) for p in itertools.combinations(q.hand, 2) if frozenset(p) not in q.options][:4]
        return (["no"] if q.legal else ["yes"]) + pairs
    if q.key == "laydown":
        best = [m.cards for m in q.arrangement.melds]
        out = [[], [q.hand[:3]]] + ([[m] for m in best] if len(best) > 1 else [])
        return [a for a in out if not q.judge(q.read(a))]
    if q.key == "mom":
        subsets = [frozenset(s) for n in range(len(q.names) + 1) for s in itertools.combinations(q.names, n)]
        return [sorted(s) for s in subsets if s != q.expected]
    if q.key == "winner":
        return [p for p in q.names if p != q.expected]
    values = [q.expected + 1, q.expected - 1, q.expected * 2 + 3, 0, 5, 4, 3]
    return [v for v in values if not q.judge(v)]


def _giveaways(q) -> list:
    if isinstance(q, core.VerdictQuestion):
        return [q.verdict.text()] + [r.text() for r in q.verdict.reasons]
    if q.key == "u":
        return [q.verdict.text()]
    if q.key == "eat":
        return [q.reason.text()] if not q.legal else [X._text(core.in_order(o)) for o in q.options]
    if q.key in ("points", "laydown"):
        return [X._arrangement_text(q.arrangement)]
    if q.key == "winner":
        return [r.text() for r in q.outcome.reasons if r.code in ("phom.winner_points", "phom.all_mom")]
    if q.key == "settle":
        return [r.text() for r in q.outcome.reasons if r.get("player") == q.player]
    if q.key == "u_den":       # "each other player pays 5" is the rule itself, the same for every hand
        return [r.text() for r in q.outcome.reasons if r.code != "phom.u_each_pays"]
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
            if q.key in ("points", "eat_cost", "settle", "u_den", "hand_total") and abs(q.expected) > 5:
                assert not number_given(q, hints), (seed, q.key, hints)
                numbers += 1
    if QUESTIONS[n - 1].key in ("points", "hand_total"):
        assert numbers > 0


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_hint_steps_go_from_the_rule_to_this_hand(n):
    for seed in range(8):
        check_hint_steps(deal_question(n, seed))


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_misconceptions_are_named_only_for_their_value(n):
    """A slip is named for a wrong value only, and a right answer never names one."""
    for seed in range(20):
        q = deal_question(n, seed)
        check_slips_named_only_when_wrong(q, _right(q), _wrong_answers(q), seed)


def _right(q):
    if isinstance(q, core.VerdictQuestion):
        return bool(q.verdict)
    if q.key == "eat":
        return sorted(next(iter(q.options)), key=lambda c: c.sort_key) if q.legal else False
    if q.key == "laydown":
        return q.arrangement
    if q.key == "u":
        return q.verdict
    if q.key == "mom":
        return sorted(q.expected)
    return q.expected


@pytest.mark.parametrize("build, value, words", [
    (lambda: X.PointsQuestion(hand="AS 2S 3S 7H KD QC"), 27, "Tongits values"),
    (lambda: X.PointsQuestion(hand="AS 2S 3S 7H KD QC"), 38, "cards in phỏm too"),
    (lambda: X.PhomQuestion(cards="6S 7D 8C"), True, "mixed suits"),
    (lambda: X.PhomQuestion(cards="QH KH AH"), True, "Q-K-A"),
    (lambda: X.PhomQuestion(cards="7H 7D 7C", eaten="7H 7D"), True, "2 eaten cards"),
    (lambda: X.PhomQuestion(cards="7H 7D 7C", eaten="7H"), False, "spoils"),
    (lambda: X.PhomQuestion(cards="7H 7D 7C 7S"), False, "tứ quý"),
    (lambda: X.SendQuestion(card="8S", phom="5S 6S 7S", laid_down=False), True, "without having laid down"),
    (lambda: X.SendQuestion(card="8S", phom="5S 6S 7S", round=2), True, "before the last round"),
    (lambda: X.SendQuestion(card="8S", phom="5S 6S 7S", before=False), True, "laid down after you"),
    (lambda: X.EatCostQuestion(round=4, rules=phom.Rules(chot_multiplier=3)), 4, "by its round"),
    (lambda: X.EatCostQuestion(round=3, nth=1, bet=2), 3, "multiply by the bet"),
    (lambda: X.EatCostQuestion(round=3, nth=1), 1, "the other payment table"),
    (lambda: X.UQuestion(hand="2S 3S 4S 7H 7D 7C 9C 10C JC QC"), "ù", "no odd card at all"),
    (lambda: X.UQuestion(hand="2S 3S 4S 7H 7D 7C 9C 10C JC KD"), "ù tròn", "with an odd card"),
])
def test_named_misconceptions(build, value, words):
    q = build()
    feedback = q.check(value)
    assert not feedback and words in " ".join(feedback.hints), feedback.hints


def test_mom_taken_for_last_place_and_ca_for_phom():
    hands = {"A": "AS 2S 3S 5H 7D 9C JH QD KS 4C", "B": "2H 3H 5D 7C 9S 10D 10H JC QH KH",
             "C": "AD 4H 6S 8C 9D 10S 10C JD 8D 6C"}
    q = X.MomQuestion(hands=hands)
    assert q.expected == frozenset("BC")
    assert "cạ" in " ".join(q.check(["C"]).hints)
    assert "last place only" in " ".join(q.check(["B"]).hints)
    big = X.MomQuestion(hands={"A": "AS 2S 3S 9C JH QD KS 10C 8H 6D", "B": "2H 2D 2C 3D 4D 5C AH 6H 7C 4S",
                               "C": "AD 3H 4H 5H 6S 7D 8C 9H 10H JS"})
    assert big.expected == frozenset()
    assert "last place only" in " ".join(big.check(["A"]).hints)


def test_hand_total_misconceptions():
    q = X.HandTotalQuestion(melds={"A": ["AS 2S 3S"], "B": ["9H 9D 9C"], "C": []},
                            left={"A": "KD", "B": "5C 7H", "C": "QS JD 2H"}, order="BAC",
                            eats=[("A", "C", 4)], player="A")
    # A: +4 (the chốt from C); end: B wins on 12 points against A's 13, so A, 2nd, pays 1.
    assert q.expected == 4 - 1
    assert "money of the eaten cards" in " ".join(q.check(-1).hints)
    assert "end of the hand" in " ".join(q.check(4).hints)
    assert "gain and loss" in " ".join(q.check(-3).hints)


# -- teacher constructors --------------------------------------------------------

def test_teacher_questions_on_chosen_cards_use_the_engine_and_mix_with_dealt_kinds():
    ex = phom_set(3, questions=[X.PointsQuestion(hand="AS 2S 3S 7H KD"), "phom", X.UQuestion(
        hand="2S 3S 4S 7H 7D 7C 9C 10C JC KD")], name="Quiz", var="quiz")
    assert ex.q1.expected == 20 and ex.q3.expected == "u" and ex.q2.key == "phom"
    assert ex.q1.number == 1 and ex.q3.call == "quiz.q3"
    assert ex.progress().total == 3


@pytest.mark.parametrize("build, words", [
    (lambda: X.PointsQuestion(hand="AS AS 3S"), "twice"),
    (lambda: X.PointsQuestion(hand="AS 2S XX"), "cannot be read"),
    (lambda: X.PointsQuestion(hand=17), "expected cards"),
    (lambda: X.PhomQuestion(cards="7H 7D"), "expected 3 to 13"),
    (lambda: X.PhomQuestion(cards="7H 7D 7C", eaten="8S"), "not among the cards held"),
    (lambda: X.PhomQuestion(cards="7H 7D 7C", rng=__import__("random").Random(1)), "either rng"),
    (lambda: X.PhomQuestion(), "needs cards"),
    (lambda: X.EatQuestion(discard="7S", hand="7S 7D 7C"), "also in hand"),
    (lambda: X.EatQuestion(discard="7S 8S", hand="7D 7C"), "expected 1 card"),
    (lambda: X.EatQuestion(discard="7S", hand="7D 7C 2H", eaten="2H"), "cannot all sit in phỏm"),
    (lambda: X.LayDownQuestion(hand="7S 7H 7D 8S 9S KC", eaten="KC"), "no lay-down"),
    (lambda: X.SendQuestion(card="8S", phom="5S 6D 7S"), "is not a phỏm"),
    (lambda: X.SendQuestion(card="7S", phom="5S 6S 7S"), "already in"),
    (lambda: X.SendQuestion(card="8S", phom="5S 6S 7S", round=5), "from 1 to 4"),
    (lambda: X.SendQuestion(card="8S", phom="5S 6S 7S", laid_down="yes"), "True or False"),
    (lambda: X.UQuestion(hand="2S 3S 4S"), "expected 10 cards"),
    (lambda: X.EatCostQuestion(round=2, nth=3), "from 1 to 2"),
    (lambda: X.EatCostQuestion(round=2, bet=0), "bet=0"),
    (lambda: X.MomQuestion(hands={"A": "AS 2S 3S", "E": "4H 5H 6H"}), "2 to 4 of A, B, C, D"),
    (lambda: X.WinnerQuestion(melds={"A": ["AS 2S 4S"]}, left={"A": "KD", "B": "5C"}, order="AB"), "not a phỏm"),
    (lambda: X.WinnerQuestion(melds={}, left={"A": "KD KH KS", "B": "5C"}, order="AB"), "still holds a phỏm"),
    (lambda: X.WinnerQuestion(melds={}, left={"A": "KD", "B": "5C"}, order="AC"), "lay-down order"),
    (lambda: X.SettleQuestion(melds={"A": ["AS 2S 3S"]}, left={"A": "KD", "B": "5C"}, order="AB", player="A"),
     "expected one of the players B"),
    (lambda: X.UDenQuestion(players="ABC", winner="A", eats="AB", player="B"), "eats="),
    (lambda: X.UDenQuestion(players="ABE", winner="A", eats="B", player="B"), "A, B, C, D"),
    (lambda: X.UDenQuestion(players="ABC", winner="A", eats="B", player="B", tai_chot="C"), "must end with"),
    (lambda: X.HandTotalQuestion(melds={"A": ["AS 2S 3S"]}, left={"A": "KD", "B": "5C"}, order="AB",
                                 eats=[("B", "A", 2)], player="A"), "móm"),
    (lambda: X.HandTotalQuestion(melds={"A": ["AS 2S 3S"]}, left={"A": "KD", "B": "5C"}, order="AB",
                                 eats=[("A", "A", 2)], player="A"), "two different players"),
    (lambda: phom_set(0, rules="xeeng"), "phom.Rules"),
    (lambda: phom_set("7"), "whole number"),
    (lambda: phom_set(0, questions=["chow"]), "unknown"),
    (lambda: deal_question(13), "1 to 12"),
])
def test_teacher_questions_refuse_bad_input_saying_what_is_expected(build, words):
    with pytest.raises(CardlabError) as error:
        build()
    assert words in str(error.value)


def test_any_answer_is_checked_without_raising():
    ex = phom_set(2)
    for q in ex:
        for answer in (None, 3.5, "nonsense", [1, 2], {"a": 1}, object(), 10 ** 50, "", [], True):
            feedback = q.check(answer)
            assert feedback.status in (core.WRONG, core.UNREADABLE, core.CORRECT)


# -- Vietnamese ----------------------------------------------------------------

ENGLISH = {"the", "and", "card", "cards", "player", "players", "meld", "melds", "points", "round", "discard",
           "eat", "eaten", "hand", "pays", "wins", "send", "yes", "not", "with", "which", "deadwood", "bet",
           "rule", "look", "who", "what", "how", "many", "much", "winner", "loser", "laid", "down"}


def _english_words(text: str) -> set:
    text = re.sub(r"`[^`]*`|'[^']*'|\{[^}]*\}|\w+=\S+|\b\w+_\w+\b", " ", text)     # option names and quoted answers
    return {w for w in re.findall(r"[A-Za-z]+", text)} & ENGLISH


def test_vietnamese_texts_have_no_english_words():
    from cardlab.explain import _catalogue
    texts = {code: t["vi"] for code, t in _catalogue.items() if code.startswith("ex.phom.")}
    assert len(texts) > 100
    for code, text in texts.items():
        assert not _english_words(text), (code, _english_words(text))
        assert "bài rác" not in text or "điểm" in text, code


def test_vietnamese_questions_and_feedback_read_as_vietnamese():
    cardlab.set_language("vi")
    for seed in range(6):
        for q in phom_set(seed):
            texts = [q.title, q.prompt(), q.form()] + list(q.hint_steps()) + list(q.solution().hints)
            for answer in _wrong_answers(q)[:2]:
                texts += list(q.check(answer).hints)
            for text in texts:
                assert not _english_words(text), (q.key, text)


def test_english_counts_agree_in_number():
    from cardlab.explain import message
    assert "1 eaten card" in message("ex.phom.s1_phom", ace="x", max=1)
    assert "2 eaten cards" in message("ex.phom.s1_phom", ace="x", max=2)
    from cardlab.explain import _catalogue
    for code, t in _catalogue.items():
        if code.startswith("ex.phom."):
            assert "(s)" not in t["en"], code
