"""The Chắn exercise set: dealt from a seed, every expected answer equal to the engine's."""
import base64
import random
import re

import pytest

import cardlab
from cardlab import chan
from cardlab.chan.table import Phase
from cardlab.errors import CardlabError
from cardlab.exercises import chan_set, core
from cardlab.exercises import chan as X
from cardlab.exercises.chan import QUESTIONS, deal_question
from helpers_exercises import (check_hint_steps, check_slips_named_only_when_wrong, feedback_seen, norm,
                               number_given)

SEEDS = range(40)


@pytest.fixture(scope="module")
def sets():
    return [chan_set(seed) for seed in SEEDS]


def _right(q):
    """An answer the learner would type for the engine's answer."""
    if isinstance(q, core.VerdictQuestion):
        return bool(q.verdict)
    if q.key == "name":
        return q.card.name
    if q.key == "capture":
        return q.expected[0] if q.expected else False
    return q.expected


def test_the_set_has_twelve_kinds_of_rising_difficulty():
    ex = chan_set(0)
    assert [q.key for q in ex] == ["name", "red", "pairs", "combos", "win", "wait", "discard", "capture", "bonuses",
                                   "score", "settle", "deal"]
    assert [q.number for q in ex] == list(range(1, 13))
    assert len({q.title for q in ex}) == 12


def test_the_same_seed_deals_the_same_questions_and_others_differ(sets):
    assert [str(q) for q in chan_set(5)] == [str(q) for q in chan_set(5)]
    assert [q.expected for q in chan_set(5)] == [q.expected for q in chan_set(5)]
    assert len({ex.q3.cards for ex in sets}) == len(sets)
    assert len({ex.q8.hand for ex in sets}) == len(sets)


def test_answers_vary_from_seed_to_seed(sets):
    assert {bool(ex.q5.verdict) for ex in sets} == {True, False}
    assert {ex.q8.expected is False for ex in sets} == {True, False}
    assert len({ex.q1.card for ex in sets}) > 15
    assert len({len(ex.q6.faces) for ex in sets}) >= 2
    assert len({ex.q10.expected for ex in sets}) >= 4
    assert {ex.q11.expected > 0 for ex in sets} == {True, False}


# -- every kind: its answer is the engine's -------------------------------------

def test_name_answer_is_the_card_in_any_notation(sets):
    for ex in sets:
        q = ex.q1
        for answer in (q.card.name, str(q.card), q.card.chinese, q.card):
            assert q.check(answer).correct, answer


def test_red_answer_counts_is_red(sets):
    for ex in sets:
        assert ex.q2.expected == sum(chan.is_red(c) for c in ex.q2.hand)


def test_pairs_answer_is_decompose(sets):
    for ex in sets:
        p = chan.decompose(ex.q3.cards)
        assert ex.q3.expected == (p.n_chan, p.n_ca)
        assert ex.q3.check(f"{p.n_chan} chắn {p.n_ca} cạ").correct and ex.q3.check(p).correct


def test_combos_answer_is_find_combos(sets):
    for ex in sets:
        assert ex.q4.expected == chan.find_combos(ex.q4.hand)[ex.q4.combo]


def test_win_answer_is_check_win(sets):
    for ex in sets:
        q = ex.q5
        assert bool(q.verdict) == bool(chan.check_win(q.cards, q.winning_card, q.win_source))


def test_wait_answer_is_waiting_cards(sets):
    for ex in sets:
        q = ex.q6
        assert set(q.expected) == {w.card for w in chan.waiting_cards(q.hand)}
        assert q.check(" ".join(str(c) for c in q.expected) or []).correct
        assert q.check([c.name for c in q.expected]).correct


def test_discard_answer_is_the_games_legal_discards(sets):
    for ex in sets:
        q = ex.q7
        assert q.state.phase is Phase.DISCARD
        legal = {a.cards[0] for a in q.state.legal_actions() if a.kind == "discard"}
        assert set(q.expected) == legal and legal <= set(q.hand)


def test_capture_answer_is_the_games_legal_captures(sets):
    for ex in sets:
        q = ex.q8
        moves = [a for a in q.state.legal_actions() if a.kind in ("chan", "ca")]
        if q.expected is False:
            assert not moves and q.check("no").correct
        else:
            assert {a.cards[1] for a in moves} == set(q.expected)
            for card in q.expected:
                assert q.check(card.name).correct


def test_bonuses_score_and_deal_answers_are_score_and_settle(sets):
    for ex in sets:
        for q in (ex.q9, ex.q10, ex.q12):
            s = chan.score(q.cards, q.winning_card, q.win_source, q.history)
            if q.key == "bonuses":
                assert sorted(q.expected) == sorted(chan.BONUS_NAMES[k] for k in s.keys)
            elif q.key == "score":
                assert q.expected == s.points
            else:
                assert q.expected == chan.settle(s.points, q.winner)[q.player]
        q = ex.q11
        assert q.expected == chan.settle(q.points, q.winner)[q.player]


def test_worked_example_u_chi_with_one_tom_scores_five():
    cards = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N"
    q = X.ScoreQuestion(cards=cards, winning_card="7N", win_source="own_gate_stock")
    assert q.expected == 5 and q.check(5).correct
    b = X.BonusesQuestion(cards=cards, winning_card="7N", win_source="own_gate_stock")
    assert b.check("Tôm, Ù chì").correct and b.check(["tom", "u chi"]).correct


def test_every_question_grades_the_engines_own_answer_as_correct(sets):
    for ex in sets:
        for q in ex:
            assert q.check(_right(q)).correct, (q.key, q.expected)
            assert q.answer_lines()[0] and q.solution().headline


# -- feedback that teaches without giving the answer away ----------------------

FEEDBACK_SEEDS = range(25)


def _wrong_answers(q) -> list:
    if isinstance(q, core.VerdictQuestion):
        return [not bool(q.verdict), "yes" if not q.verdict else "no"]
    if q.key == "name":
        return [f for f in chan.FACES if f != q.card][:6]
    if q.key == "pairs":
        c, a = q.expected
        return [(c + 1, a), (c, a + 1), (max(c - 1, 0), a), (c, a + 2)]
    if q.key in ("wait", "discard"):
        exp = list(q.expected)
        return [exp[1:], exp + [f for f in chan.FACES if f not in exp][:1], [], exp[:-1]]
    if q.key == "capture":
        near = [c for c in set(q.hand) if c not in (q.expected or [])][:4]
        return ([] if q.expected is False else ["no"]) + near
    if q.key == "bonuses":
        return [["Tôm"], [], ["Lèo", "Ù chì"], ["Thập thành"]]
    values = [q.expected + 1, q.expected - 1, q.expected * 2 + 3, 0, 5, 4, 3, -q.expected]
    return [v for v in values if not q.judge(v)]


def _giveaways(q) -> list:
    """Texts that would tell the answer."""
    lines = q.answer_lines()
    if isinstance(q, core.VerdictQuestion):
        return [q.verdict.text()]
    if q.key == "capture" and q.expected:
        return [q._move_text(c) for c in q.expected]
    if q.key in ("name", "wait", "discard", "bonuses", "pairs"):
        return lines[:2] if q.key != "discard" else lines[:1]
    return lines[1:]


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_no_hint_gives_the_answer_away_however_many_tries(n):
    numbers = 0
    for seed in FEEDBACK_SEEDS:
        q = deal_question(n, seed)
        answers = [a for a in _wrong_answers(q) if not q.judge(q.read(a))]
        assert answers, (q.key, seed)
        seen = feedback_seen(q, answers, seed)
        rule = norm(q.hint_steps()[0])          # the rule itself, the same for every hand
        for hints in seen:
            text = norm(" ".join(h for h in hints if norm(h) != rule))
            for giveaway in _giveaways(q):
                if giveaway and norm(giveaway) not in norm(q.prompt()):
                    assert norm(giveaway) not in text, (seed, q.key, giveaway, hints)
            if q.key in ("red", "score", "settle", "deal") and abs(q.expected) > 5:
                assert not number_given(q, hints), (seed, q.key, hints)
                numbers += 1
    if QUESTIONS[n - 1].key in ("settle", "deal"):
        assert numbers > 0


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_hint_steps_go_from_the_rule_to_this_hand(n):
    for seed in range(8):
        q = deal_question(n, seed)
        check_hint_steps(q)


@pytest.mark.parametrize("n", range(1, len(QUESTIONS) + 1))
def test_misconceptions_are_named_only_for_their_value(n):
    """A slip is named for a wrong value only, and a right answer never names one."""
    for seed in range(20):
        q = deal_question(n, seed)
        check_slips_named_only_when_wrong(q, _right(q), _wrong_answers(q), seed)


def _position(kind, predicate, tries=3000):
    """A game position of ``kind`` ("capture" or "discard") for which ``predicate(question)`` holds."""
    cls = X.CaptureQuestion if kind == "capture" else X.DiscardQuestion
    for seed in range(tries):
        q = cls(rng=random.Random(seed))
        if predicate(q):
            return q
    raise AssertionError("no such position")  # pragma: no cover


def test_a_ca_is_the_same_rank_in_different_suits():
    q = X.PairsQuestion(cards="3V 4V 6S 6N")
    assert q.expected == (0, 1)
    assert "pairing cards of the same suit as Cạ" in " ".join(q.check((0, 2)).hints)
    assert "pairing cards of the same suit as Cạ" not in " ".join(q.check((1, 1)).hints)


def test_counting_chiu_as_one_chan_is_named():
    q = X.PairsQuestion(cards="5S 5S 5S 5S 2V 2N")
    assert q.expected == (2, 1)
    assert "Chíu as one Chắn" in " ".join(q.check((1, 1)).hints)
    cards = "5S 5S 5S 5S 2V 2V 3V 3V 4N 4N 6V 6S 7V 7S 8V 8S 9N 9N 2S 2N"
    win = X.WinQuestion(cards=cards, winning_card="9N", win_source="own_gate_stock")
    assert bool(win.verdict) and "Chíu as one Chắn" in " ".join(win.check(False).hints)


def test_an_identical_pair_is_never_split_to_make_ca():
    q = X.PairsQuestion(cards="3V 3V 3S")
    assert q.expected == (1, 0)
    assert "splitting an identical pair" in " ".join(q.check((0, 1)).hints)


def test_capturing_as_ca_while_holding_the_same_card_is_named():
    q = _position("capture", lambda q: q.moves and q.card in q.hand and any(
        c.rank == q.card.rank and c != q.card and not c.is_chi_chi for c in q.hand))
    other = next(c for c in q.hand if c.rank == q.card.rank and c != q.card)
    feedback = q.check(other)
    assert not feedback.correct
    assert "capturing as Cạ while holding the identical card" in " ".join(feedback.hints)
    assert f"You may capture {q.card.name} only as Chắn, never as Cạ" in " ".join(feedback.hints)


def test_no_win_on_an_ordinary_discard_and_the_chi_chi_rule():
    cards = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N"
    q = X.WinQuestion(cards=cards, winning_card="7N", win_source="discard")
    assert not q.verdict and "ordinary discard" in " ".join(q.check(True).hints)
    chi = "CC CC 2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N"
    q = X.WinQuestion(cards=chi, winning_card="CC", win_source="own_gate_stock")
    assert not q.verdict and "exactly 6 Chắn and 4 Cạ" in " ".join(q.check(True).hints)


@pytest.mark.parametrize("build, value, words", [
    (lambda: X.NameQuestion(card="7N"), "7V", "without its breve"),
    (lambda: X.NameQuestion(card="7S"), "7V", "suit character"),
    (lambda: X.RedQuestion(hand="8V 9S CC 3V"), 2, "forgetting Chi chi"),
    (lambda: X.RedQuestion(hand="8V 9N 8N 3V"), 3, "Bát văn and Cửu văn"),
    (lambda: X.CombosQuestion(hand="3V 3V 3S 7N 7N", combo="tom"), 2, "a card in two sets"),
    (lambda: X.SettleQuestion(points=5, winner=1, player=1), 5, "each of the three losers pays"),
    (lambda: X.SettleQuestion(points=5, winner=1, player=2), 5, "gain and payment"),
    (lambda: X.SettleQuestion(points=5, winner=1, player=2), -15, "three times the score"),
    (lambda: X.ScoreQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                             winning_card="7N", win_source="own_gate_stock"), 7, "adding every main value"),
    (lambda: X.ScoreQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                             winning_card="7N", win_source="own_gate_stock"), 4, "forgetting the dịch"),
    (lambda: X.ScoreQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                             winning_card="7N", win_source="other_gate_stock"), 6, "adding Ù xuông's 2"),
    (lambda: X.BonusesQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                               winning_card="7N", win_source="own_gate_stock"), ["Tôm"], "at whose gate the winning card was turned up"),
])
def test_named_misconceptions(build, value, words):
    q = build()
    feedback = q.check(value)
    assert not feedback and words in " ".join(feedback.hints), feedback.hints


def test_waiting_for_chi_chi_without_exactly_six_chan_is_named():
    q = X.WaitQuestion(hand="CC 2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 7V 7N 8V 8S")
    assert chan.CHI_CHI not in q.faces
    wrong = list(q.faces | {chan.CHI_CHI})
    assert "waiting for Chi chi" in " ".join(q.check(wrong).hints)


def test_breaking_a_pair_to_discard_is_named():
    q = _position("discard", lambda q: any(q.hand.count(c) == 2 for c in q.hand))
    paired = {c for c in q.hand if q.hand.count(c) % 2 == 0}
    feedback = q.check(sorted(q.legal | paired))
    assert "breaking an identical pair to discard" in " ".join(feedback.hints)
    assert "never broken to discard" in " ".join(feedback.hints)


# -- teacher constructors --------------------------------------------------------

def test_teacher_questions_on_chosen_cards_use_the_engine_and_mix_with_dealt_kinds():
    cards = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N"
    ex = chan_set(3, questions=[X.PairsQuestion(cards="3V 3V 3S 4N 4N 4N 4N"), "win",
                                X.ScoreQuestion(cards=cards, winning_card="7N", win_source="own_gate_stock")],
                  name="Quiz", var="quiz")
    assert ex.q1.expected == (3, 0) and ex.q2.key == "win" and ex.q3.expected == 5
    assert ex.q3.number == 3 and ex.q3.call == "quiz.q3"
    assert ex.progress().total == 3


def test_teacher_questions_on_a_game_position():
    state = chan.new_game(4)
    while state.phase not in (Phase.RESPOND, Phase.TURNED):
        state.apply(state.legal_actions()[-1])
    q = X.CaptureQuestion(state=state)
    moves = {a.cards[1] for a in state.legal_actions() if a.kind in ("chan", "ca")}
    assert (q.expected is False) == (not moves)
    opening = chan.new_game(4)
    d = X.DiscardQuestion(state=opening)
    assert set(d.expected) == {a.cards[0] for a in opening.legal_actions() if a.kind == "discard"}
    assert "first discard" in d.prompt()


@pytest.mark.parametrize("build, words", [
    (lambda: X.PairsQuestion(cards="3V 3V 3V 3V 3V"), "at most 4 times"),
    (lambda: X.PairsQuestion(cards="3V XX"), "cannot be read"),
    (lambda: X.PairsQuestion(cards=17), "expected cards such as '3V 3S 7N CC'"),
    (lambda: X.NameQuestion(card="3V 4V"), "expected 1 card"),
    (lambda: X.NameQuestion(card="AS"), "cannot be read"),
    (lambda: X.WinQuestion(cards="3V 3V", winning_card="3V", win_source="own_gate_stock"), "expected 20 cards"),
    (lambda: X.WinQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                           winning_card="8V", win_source="own_gate_stock"), "not among the cards"),
    (lambda: X.WinQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                           winning_card="7N", win_source="gate"), "expected one of"),
    (lambda: X.WaitQuestion(hand="3V 3V"), "expected 19 cards"),
    (lambda: X.CombosQuestion(hand="3V 3S 7N", combo="tam"), "'tom' or 'leo'"),
    (lambda: X.ScoreQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 8N",
                             winning_card="7N", win_source="own_gate_stock"), "expected a win"),
    (lambda: X.ScoreQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                             winning_card="7N", win_source="discard"), "ordinary discard"),
    (lambda: X.ScoreQuestion(cards="2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N",
                             winning_card="7N", win_source="own_gate_stock", history="luck"), "history="),
    (lambda: X.SettleQuestion(points=5, winner=4, player=0), "seat number from 0 to 3"),
    (lambda: X.SettleQuestion(points=-1, winner=1, player=0), "points=-1"),
    (lambda: X.CaptureQuestion(state="game"), "expected a chan game"),
    (lambda: X.DiscardQuestion(state=chan.new_game(1).apply(chan.new_game(1).legal_actions()[-1])),
     "expected a chan game"),
    (lambda: X.PairsQuestion(cards="3V 3S", rng=random.Random(1)), "either rng"),
    (lambda: X.PairsQuestion(), "needs cards"),
    (lambda: chan_set(0, rules="seed"), "chan.Rules"),
    (lambda: chan_set("7"), "whole number"),
    (lambda: chan_set(0, questions=["chow"]), "unknown"),
    (lambda: deal_question(13), "1 to 12"),
])
def test_teacher_questions_refuse_bad_input_saying_what_is_expected(build, words):
    with pytest.raises(CardlabError) as error:
        build()
    assert words in str(error.value)


def test_bad_input_is_quoted():
    with pytest.raises(CardlabError) as error:
        X.PairsQuestion(cards="3V ZZ 4N")
    assert "'3V ZZ 4N'" in str(error.value)


def test_any_answer_is_checked_without_raising():
    ex = chan_set(2)
    for q in ex:
        for answer in (None, 3.5, "nonsense", [1, 2], {"a": 1}, object(), 10 ** 50, "", [], True, "AS",
                       ("x", "y"), "Tam van van"):
            feedback = q.check(answer)
            assert feedback.status in (core.WRONG, core.UNREADABLE, core.CORRECT)


def test_unreadable_answers_say_which_form_is_expected():
    ex = chan_set(1)
    assert "such as 'Tam vạn' or '3V'" in ex.q1.check("XX").headline
    assert "two numbers" in ex.q3.check("six").headline
    assert "not a bonus" in ex.q9.check("Tứ quý").headline
    assert "with which card" not in ex.q8.check("yes").headline and ex.q8.check("yes").status == core.UNREADABLE


# -- core: the card readers serve the long cards too ---------------------------

def test_core_chosen_cards_reads_chan_cards_with_four_copies():
    cards = core.chosen_cards("hand", "3V 3V 3V 3V Chi chi", 1, 20, "Chắn", parse=chan.parse_cards, copies=4,
                              example="3V")
    assert [str(c) for c in cards] == ["3V", "3V", "3V", "3V", "CC"]
    with pytest.raises(CardlabError, match="gives AS twice"):
        core.chosen_cards("hand", "AS AS", 1, 5, "Phỏm")


def test_core_read_cards_takes_the_games_parser():
    assert [str(c) for c in core.read_cards("Tam vạn 7N", parse=chan.parse_cards)] == ["3V", "7N"]
    assert str(core.read_card("CC", "ex.chan.form_card", chan.parse_cards)) == "CC"
    with pytest.raises(core.AnswerError):
        core.read_cards("3V", parse=cardlab.parse_cards)


# -- Vietnamese ----------------------------------------------------------------

ENGLISH = {"the", "and", "card", "cards", "player", "players", "pair", "pairs", "points", "discard", "capture",
           "hand", "pays", "wins", "win", "yes", "not", "with", "which", "rule", "look", "who", "what", "how",
           "many", "much", "winner", "loser", "laid", "down", "red", "black", "stock", "gate", "bonus", "main"}


def _english_words(text: str) -> set:
    text = re.sub(r"`[^`]*`|'[^']*'|\{[^}]*\}|\w+=\S+|\b\w+_\w+\b|\([^)]*\d[^)]*\)", " ", text)
    return {w for w in re.findall(r"[A-Za-z]+", text)} & ENGLISH


def test_vietnamese_texts_have_no_english_words():
    from cardlab.explain import _catalogue
    texts = {code: t["vi"] for code, t in _catalogue.items() if code.startswith("ex.chan.")}
    assert len(texts) > 100
    for code, text in texts.items():
        assert not _english_words(text), (code, _english_words(text))


def test_vietnamese_questions_and_feedback_read_as_vietnamese():
    cardlab.set_language("vi")
    for seed in range(6):
        for q in chan_set(seed):
            texts = [q.title, q.prompt(), q.form()] + list(q.hint_steps()) + list(q.solution().hints)
            for answer in _wrong_answers(q)[:2]:
                texts += list(q.check(answer).hints)
            for text in texts:
                assert not _english_words(text), (q.key, text)
    assert chan_set(1).q5.check(True).headline.startswith(("Chưa đúng", "Chính xác"))


def test_english_and_vietnamese_feedback_differ_and_both_name_the_slip():
    q = X.PairsQuestion(cards="5S 5S 5S 5S 2V 2N")
    english = " ".join(q.check((1, 1)).hints)
    cardlab.set_language("vi")
    vietnamese = " ".join(q.check((1, 1)).hints)
    assert "Chíu as one Chắn" in english and "tính Chíu là một Chắn" in vietnamese


def test_english_counts_agree_in_number():
    from cardlab.explain import message
    assert "1 card is left over" in message("ex.chan.s2_wait", n=1)
    assert "2 cards are left over" in message("ex.chan.s2_wait", n=2)


def test_questions_draw_long_cards():
    for q in chan_set(0):
        drawn = q._repr_html_().count("data:image/svg+xml")
        assert drawn == (0 if q.key == "settle" else len(_shown_cards(q))), q.key


def _shown_cards(q):
    if q.key == "name":
        return [q.card]
    if q.key == "capture":
        return [q.card] + list(q.hand) + [c for g in q.laid for c in g.cards]
    if q.key == "discard":
        return list(q.hand) + [c for g in q.laid for c in g.cards]
    if q.key in ("win", "bonuses", "score", "deal"):
        return list(q.cards) + ([q.winning_card] if q.winning_card is not None else [])
    return list(getattr(q, "hand", None) or q.cards)


def test_the_name_question_draws_the_characters_without_the_name():
    for seed in range(30):
        q = deal_question(1, seed)
        body = q.body_html()
        drawn = "".join(base64.b64decode(m).decode() for m in re.findall(r"base64,([^\"]+)", body))
        assert q.card.chinese[0] in drawn
        for giveaway in (q.card.name, f">{q.card}<", "<code"):
            assert giveaway not in drawn and giveaway not in body, (seed, giveaway)


def test_long_cards_without_labels_show_only_the_characters():
    from cardlab import render
    card = chan.parse_card("7N")
    bare = render.long_card_svg(card, labels=False)
    assert "七" in bare and "文" in bare and "Thất" not in bare and ">7N<" not in bare
    full = render.long_card_svg(card)
    assert "Thất" in full and ">7N<" in full
    assert "<code" not in render.long_cards_html([card], labels=False)
