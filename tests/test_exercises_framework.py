"""The exercise framework: reading any answer, feedback, hints, progress, languages."""
import re

import pytest

import cardlab
from cardlab import tongits
from cardlab.cards import parse_cards
from cardlab.exercises import (AnswerError, Feedback, read_card, read_cards, read_melds, read_number, read_player,
                               read_players, read_yes_no, tongits_set)
from cardlab.errors import CardlabError
from cardlab.exercises import NotYetRight, grading
from cardlab.exercises.core import CORRECT, UNANSWERED, UNREADABLE, WRONG, show

def pictures(html: str) -> int:
    """Cards drawn in HTML: inline SVG, or SVG images as data URIs (how cardlab.render may embed them)."""
    return html.count("<svg") + html.count("data:image/svg+xml")


# Whatever a learner might type, from nothing at all to nonsense.
JUNK = [None, 42, -3, 3.5, float("nan"), True, False, "", "   ", "1X", "maybe", "KC", "10C JC QC", "Player A",
        "nobody", [], ["AS"], ["AS", "1X"], [None], {"a": 1}, {1, 2}, (), b"bytes", object(), Ellipsis.__class__,
        [["AS", "2S"]], "AS | 2S 3S", 10 ** 30, complex(1, 2)]


@pytest.fixture(scope="module")
def sets():
    return [tongits_set(seed) for seed in (0, 1, 2, 3)]


# -- reading answers ---------------------------------------------------------

@pytest.mark.parametrize("answer, value", [
    (True, True), (False, False), ("yes", True), ("Y", True), ("no", False), (" No. ", False), ("có", True),
    ("không", False), ("true", True), ("False", False)])
def test_yes_no_answers_accept_bools_and_words(answer, value):
    assert read_yes_no(answer) is value


def test_yes_no_accepts_a_verdict_as_its_truth():
    assert read_yes_no(tongits.check_meld("AS 2S 3S")) is True
    assert read_yes_no(tongits.check_meld("6S 7D 8C")) is False


@pytest.mark.parametrize("answer", [None, 1, 0, "maybe", [], 2.0, "1X"])
def test_yes_no_refuses_other_answers_saying_which_form_it_wants(answer):
    with pytest.raises(AnswerError, match="True or False"):
        read_yes_no(answer)


@pytest.mark.parametrize("answer, value", [(17, 17), (17.0, 17), ("17", 17), (" 17 points ", 17), ("17 điểm", 17),
                                           ("-2", -2)])
def test_number_answers_accept_ints_floats_and_digits(answer, value):
    assert read_number(answer) == value


def test_number_answer_takes_an_arrangements_points():
    assert read_number(tongits.arrange("AS 2S 3S 9H")) == 9


@pytest.mark.parametrize("answer", [None, True, 3.5, "seventeen", "1X", [17], {"n": 17}])
def test_number_refuses_other_answers_saying_which_form_it_wants(answer):
    with pytest.raises(AnswerError, match="whole number"):
        read_number(answer)


def test_card_answers_accept_every_notation_the_engine_reads():
    expected = parse_cards("6S 7S")
    for answer in ("6S 7S", "6♠ 7♠", "6s,7s", ["6S", "7S"], parse_cards("6S 7S"), ["6S 7S"]):
        assert read_cards(answer) == expected
    assert read_card("10h") == parse_cards("10H")[0]
    assert read_card(tongits.arrange("AS 2S 3S KD QH").best_discard()) == parse_cards("KD")[0]


def test_bad_card_notation_is_quoted_in_the_message():
    with pytest.raises(AnswerError, match="'1X'"):
        read_cards("AS 1X")
    with pytest.raises(AnswerError, match="one card"):
        read_card("AS 2S")


def test_player_answers_ignore_case_and_the_word_player():
    names = ("A", "B", "C")
    for answer in ("B", "b", "Player B", "player b", " B. ", "Người chơi B"):
        assert read_player(answer, names) == "B"
    outcome = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0})
    assert read_player(outcome, names) == "A"
    with pytest.raises(AnswerError, match="A, B, C"):
        read_player("D", names)
    with pytest.raises(AnswerError, match="A, B, C"):
        read_player(0, names)


def test_players_answers_read_lists_strings_and_nobody():
    names = ("A", "B", "C")
    assert read_players(["A", "c"], names) == {"A", "C"}
    assert read_players("A, C", names) == {"A", "C"}
    assert read_players("Player A and Player C", names) == {"A", "C"}
    assert read_players("B", names) == {"B"}
    for nobody in ([], "nobody", "none", "", "không ai", ()):
        assert read_players(nobody, names) == frozenset()
    with pytest.raises(AnswerError, match=r"list of players"):
        read_players(None, names)
    with pytest.raises(AnswerError, match=r"list of players"):
        read_players(["A", "Z"], names)


def test_meld_answers_read_lists_strings_and_arrangements():
    melds = [parse_cards("AS 2S 3S"), parse_cards("7H 7D 7C")]
    assert read_melds(["AS 2S 3S", "7H 7D 7C"]) == melds
    assert read_melds("AS 2S 3S | 7H 7D 7C") == melds
    assert read_melds([["AS", "2S", "3S"], "7H 7D 7C"]) == melds
    assert read_melds(["AS", "2S", "3S"]) == melds[:1]        # single tokens: one meld
    assert read_melds([]) == []
    assert read_melds(tongits.arrange("AS 2S 3S 7H 7D 7C 9C")) == [list(m.cards) for m in
                                                                     tongits.arrange("AS 2S 3S 7H 7D 7C 9C").melds]
    with pytest.raises(AnswerError, match="list of melds"):
        read_melds(None)


def test_show_never_prints_a_memory_address():
    for value in JUNK:
        assert not re.search(r"0x[0-9a-f]{4,}", show(value))


# -- checking: never a traceback ---------------------------------------------

def test_check_never_raises_whatever_the_answer(sets):
    for ex in sets:
        for q in ex:
            for answer in JUNK:
                feedback = q.check(answer)
                assert isinstance(feedback, Feedback)
                assert feedback.status in (CORRECT, WRONG, UNREADABLE)
                assert str(feedback).startswith(("✔", "✘"))
                assert not re.search(r"0x[0-9a-f]{4,}", str(feedback) + feedback._repr_html_())


def test_an_unreadable_answer_is_a_cross_that_names_the_expected_form(sets):
    q = sets[0].q2
    feedback = q.check("twelve")
    assert feedback.status == UNREADABLE and not feedback
    assert "✘" in str(feedback) and "whole number" in str(feedback)
    none = q.check(None)
    assert "None is not an answer" in none.headline and "whole number" in none.headline


def test_the_placeholder_means_not_answered_yet(sets):
    ex = tongits_set(5)
    feedback = ex.q1.check(...)
    assert feedback.status == UNANSWERED and not feedback
    assert "Not answered yet" in str(feedback) and str(feedback).startswith("✘")
    assert "Not answered yet" in feedback._repr_html_()
    assert ex.q1.attempts == 0
    assert ex.q1.check().status == UNANSWERED        # no argument: the same


def test_feedback_shows_a_tick_or_a_cross_in_colour(sets):
    q = sets[1].q1
    right = q.check(bool(q.expected))
    wrong = q.check(not q.expected)
    assert right and right.correct and str(right).startswith("✔")
    assert not wrong and str(wrong).startswith("✘")
    assert "✔" in right._repr_html_() and "#2e7d32" in right._repr_html_()
    assert "✘" in wrong._repr_html_() and "#c62828" in wrong._repr_html_()


def test_a_right_yes_no_answer_is_explained_by_the_engines_reasons(sets):
    for ex in sets:
        q = ex.q1
        feedback = q.check(bool(q.expected))
        assert feedback.hints == (q.expected.text(),)
        for h in feedback.hints:
            assert not h[0].islower() and h.endswith((".", "!", "?"))


def test_a_wrong_yes_no_answer_points_at_the_rule_not_the_verdict(sets):
    for ex in sets:
        q = ex.q1
        feedback = q.check(not q.expected)
        assert q.expected.text() not in " ".join(feedback.hints)
        rule = q.hint_steps()[0]
        assert rule.startswith("The rule to look at") and rule + "." in feedback.hints


def test_hints_grow_more_explicit_on_the_second_wrong_try_but_never_give_the_answer():
    q = tongits_set(3).q2
    first = q.check(q.expected + 5)
    second = q.check(q.expected + 5)
    nudge = q.hint_steps()[1] + "."
    assert nudge not in first.hints and nudge in second.hints
    for feedback in (first, second, q.check(q.expected + 5)):
        assert not any(str(q.expected) in h or "deadwood " in h for h in feedback.hints)


def test_the_question_shows_its_cards_and_how_to_answer(sets):
    q = sets[0].q2
    html = q._repr_html_()
    assert pictures(html) == len(q.hand)
    assert "ex.q2.check(answer)" in html and "whole number" in html
    assert "Q2" in str(q) and "whole number" in str(q)


def test_solution_shows_the_engines_answer_and_is_noted_in_progress():
    ex = tongits_set(8)
    shown = ex.q2.solution()
    assert str(ex.q2.expected) in shown.headline and shown.mark == "ℹ"
    assert "answer shown" in str(ex.progress())


def test_a_right_answer_after_the_solution_is_not_earned():
    ex = tongits_set(8)
    ex.q2.solution()
    feedback = ex.q2.check(ex.q2.expected)
    assert feedback.correct and "not counted" in feedback.headline
    progress = ex.progress()
    assert progress.correct == 0 and "not earned" in str(progress)
    row = progress.to_dict()["questions"][1]
    assert row == {"number": 2, "title": ex.q2.title, "status": "correct", "tries": 1, "answer_shown": True,
                   "earned": False}
    assert "Q2," in progress.to_csv() and ",yes" in progress.to_csv().splitlines()[2]


def test_progress_counts_done_and_correct_per_question():
    ex = tongits_set(4)
    p = ex.progress()
    assert (p.total, p.done, p.correct) == (len(ex), 0, 0)
    ex.q1.check(bool(ex.q1.expected))
    ex.q2.check(ex.q2.expected + 1)
    ex.q3.check("1X")                                   # unreadable: not done
    p = ex.progress()
    assert (p.done, p.correct) == (2, 1)
    text = str(p)
    assert f"1 of {len(ex)} correct, 2 answered" in text
    lines = text.splitlines()
    assert lines[1].startswith("  ✔ Q1") and lines[2].startswith("  ✘ Q2") and lines[4].startswith("  – Q4")
    html = p._repr_html_()
    assert html.count("<tr>") == len(ex) and "✔" in html


def test_a_later_wrong_answer_replaces_a_right_one_in_progress():
    ex = tongits_set(4)
    ex.q1.check(bool(ex.q1.expected))
    ex.q1.check(not ex.q1.expected)
    assert ex.progress().correct == 0 and ex.q1.attempts == 2


def test_questions_are_reached_by_number_or_attribute():
    ex = tongits_set(0)
    assert ex[1] is ex.q1 and ex[len(ex)] is ex.questions[-1]
    assert ex.check(1, bool(ex.q1.expected)).correct
    for bad in (0, len(ex) + 1, "1", True):
        with pytest.raises(cardlab.CardlabError):
            ex[bad]
    with pytest.raises(AttributeError):
        ex.q99


def test_feedback_speaks_vietnamese_when_asked():
    ex = tongits_set(2)
    cardlab.set_language("vi")
    assert "Chưa trả lời" in str(ex.q1.check(...))
    right = ex.q1.check(bool(ex.q1.expected))
    assert "Chính xác" in str(right)
    assert right.hints == (ex.q1.expected.text("vi"),)
    assert "Không đọc được" in str(ex.q2.check("hai mươi"))
    assert "Đúng 1 trên" in str(ex.progress())
    assert "Đây có phải là một phỏm không?" in ex.q1._repr_html_()


def test_every_framework_message_exists_in_both_languages():
    from cardlab.explain import _catalogue

    codes = [c for c in _catalogue if c.startswith(("exercises.", "ex.tongits."))]
    assert len(codes) > 50
    for code in codes:
        assert _catalogue[code]["en"] and _catalogue[code]["vi"]


def test_numpy_values_are_read_or_refused_without_a_traceback():
    np = pytest.importorskip("numpy")
    ex = tongits_set(6)
    assert ex.q2.check(np.int64(ex.q2.expected)).correct
    assert ex.q1.check(np.bool_(bool(ex.q1.expected))).correct
    for q in ex:
        feedback = q.check(np.array([1, 2, 3]))
        assert feedback.status == UNREADABLE and str(feedback).startswith("✘")


# -- graded runs ---------------------------------------------------------------

def test_plain_python_never_grades(monkeypatch):
    monkeypatch.delenv("CARDLAB_GRADING", raising=False)
    assert grading() is False
    q = tongits_set(5).q2
    assert not q.check(q.expected + 1)          # feedback, no exception


def test_a_graded_run_raises_once_per_question_not_right(monkeypatch):
    monkeypatch.setenv("CARDLAB_GRADING", "1")
    ex = tongits_set(5)
    q = ex.q2
    assert q.check(q.expected).correct           # right: no exception
    for answer, status in ((..., "unanswered"), (q.expected + 1, "wrong"), ("twelve-ish", "unreadable")):
        with pytest.raises(NotYetRight) as caught:
            q.check(answer)
        assert caught.value.status == status
        assert NotYetRight.TAG.match(str(caught.value)).groups() == ("2", status)
    q.solution()
    with pytest.raises(NotYetRight) as caught:
        q.check(q.expected)
    assert caught.value.status == "not_earned"


def test_the_graded_failure_shows_as_feedback_not_as_a_traceback(monkeypatch):
    monkeypatch.setenv("CARDLAB_GRADING", "1")
    q = tongits_set(5).q2
    with pytest.raises(NotYetRight) as caught:
        q.check(q.expected + 1)
    lines = caught.value._render_traceback_()
    assert lines[0].startswith("[cardlab Q2 wrong]") and "Traceback" not in "\n".join(lines)
    assert str(q.expected) not in "\n".join(lines)


def test_cardlab_grading_0_never_grades(monkeypatch):
    monkeypatch.setenv("CARDLAB_GRADING", "0")
    assert grading() is False


def test_hint_steps_up_and_names_the_solution_call_at_the_end():
    ex = tongits_set(5, var="quiz")
    q = ex.q2
    steps = q.hint_steps()
    shown = [q.hint() for _ in range(len(steps) + 1)]
    if steps:
        assert len(shown[0].hints) == 1 and shown[0].mark == "ℹ"
        assert "quiz.q2.solution()" in shown[-1].hints[-1]
        assert str(q.expected) not in " ".join(h for f in shown for h in f.hints)
    else:
        assert "quiz.q2.solution()" in shown[0].headline
    assert not q.revealed


@pytest.mark.parametrize("answer", [10 ** 5000, -10 ** 5000, [], {}, b"17", bytearray(b"x"), ["AS", "AS"],
                                    "AS AS", float("nan"), float("inf"), object(), "x" * 100000],
                         ids=["huge", "-huge", "[]", "{}", "bytes", "bytearray", "twice", "twice-str", "nan", "inf",
                              "object", "long-str"])
def test_any_answer_gets_feedback_never_a_traceback(answer):
    ex = tongits_set(2)
    for q in ex:
        feedback = q.check(answer)
        assert feedback.status in ("wrong", "unreadable", "correct") and len(str(feedback)) < 2000


def test_self_containing_answers_are_shown_briefly():
    loop = []
    loop.append(loop)
    nest = {}
    nest["me"] = nest
    ex = tongits_set(2)
    for q in ex:
        assert not q.check(loop) and not q.check(nest)


def test_a_teacher_picks_question_kinds_and_their_order():
    ex = tongits_set(9, questions=["deadwood", "meld"], name="Lesson 2")
    assert [q.key for q in ex] == ["deadwood", "meld"] and [q.number for q in ex] == [1, 2]
    assert "Lesson 2" in str(ex)
    with pytest.raises(CardlabError, match="'fight!'.*expected one of meld, deadwood"):
        tongits_set(9, questions=["fight!"])
    with pytest.raises(CardlabError, match="expected a list of question kinds"):
        tongits_set(9, questions="meld")
