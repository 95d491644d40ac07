"""The grader's class report and feedback pages, from results built by hand.

Five learners of a three-question Tongits set (one with a hostile name, one with a Vietnamese
name, two whose names give the same file name), two more on the roster who have not handed in;
the pages are written in English and in Vietnamese and read back as text.
"""
import html
import re

import pytest

from cardlab.errors import CardlabError
from cardlab.exercises.assignment import Assignment, Learner
from cardlab.exercises.report import NBSP, slug, status_text, write_report
from cardlab.exercises.results import (NEEDS_RUNNING, RIGHT, SHOWN, STATUSES, UNANSWERED, UNREADABLE, WRONG,
                                       LearnerResult, Mark)
from cardlab.explain import get_language

HOSTILE = "<script>alert('x')</script> & Bob"
SLIP_ACE = "counts the ace as high"
SLIP_RUN = "a run of two cards is not a meld"
SOLUTION = "SECRET-ANSWER-7♠ 8♠ 9♠"


def _mark(number, status, answer="", misconception="", **kw):
    titles = {1: "Is this a meld?", 2: "Points in hand", 3: "Best discard"}
    return Mark(number, titles[number], status, answer=answer, misconception=misconception,
                headline=kw.pop("headline", "Not quite." if status == WRONG else ""),
                hints=kw.pop("hints", ("Look at the suits.",) if status == WRONG else ()),
                solution=SOLUTION, **kw)


def _results():
    return [
        LearnerResult("Ana", deal=11, marks=[_mark(1, RIGHT, "True"), _mark(2, WRONG, "14", SLIP_ACE),
                                             _mark(3, RIGHT, "K♣")]),
        LearnerResult(HOSTILE, deal=12, marks=[_mark(1, WRONG, "<b>False</b>", SLIP_RUN),
                                               _mark(2, WRONG, "15", SLIP_ACE), _mark(3, UNANSWERED)],
                      note="<img src=x onerror=alert(1)>"),
        LearnerResult("Nguyễn Văn Đức", deal=13, marks=[_mark(1, WRONG, "False", SLIP_RUN),
                                                        _mark(2, WRONG, "14", SLIP_ACE),
                                                        _mark(3, SHOWN, "K♣")]),
        LearnerResult("Chi Le", deal=14, marks=[_mark(1, RIGHT, "True"), _mark(2, UNREADABLE, "fourteen"),
                                                _mark(3, NEEDS_RUNNING, "best_discard(hand)", computed=True)]),
        LearnerResult("chi-le", deal=15, marks=[_mark(1, RIGHT, "True"), _mark(2, WRONG, "13", "forgot the 10"),
                                                _mark(3, UNANSWERED)]),
    ]


def _assignment(language):
    roster = tuple(Learner(name, deal) for name, deal in
                   [("Ana", 11), (HOSTILE, 12), ("Nguyễn Văn Đức", 13), ("Chi Le", 14), ("chi-le", 15),
                    ("Dana", 16), ("Trần Thị Bích", 17)])
    return Assignment(game="tongits", name="tongits-week-3", title="Week 3: melds", language=language,
                      learners=roster)


MISSING = ["Dana", "Trần Thị Bích"]


def _text(path):
    """A page as a reader sees it: tags dropped, entities decoded, no-break spaces as spaces."""
    text = re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))
    return " ".join(html.unescape(text).replace(NBSP, " ").split())


@pytest.fixture(scope="module", params=["en", "vi"])
def written(request, tmp_path_factory):
    out = tmp_path_factory.mktemp(f"report-{request.param}")
    before = get_language()
    paths = write_report(_results(), _assignment(request.param), out, missing=MISSING)
    assert get_language() == before            # the pages' language is the assignment's, set nowhere
    return request.param, out, paths


def test_files(written):
    language, out, paths = written
    assert paths["report"] == out / "report.html" and paths["report"].is_file()
    assert paths["chart"] == out / "report.png"
    assert paths["chart"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert paths["chart"].stat().st_size > 5000
    assert set(paths["feedback"]) == {r.learner for r in _results()}
    assert all(p.parent == out / "feedback" and p.is_file() for p in paths["feedback"].values())
    page = paths["report"].read_text(encoding="utf-8")
    assert '<img class="chart" src="report.png"' in page
    assert f'<html lang="{language}">' in page and 'name="viewport"' in page and "@media print" in page
    # Self-contained: nothing fetched from elsewhere, no script.
    assert "<script" not in page and "http://" not in page and "https://" not in page


def test_slugs_are_safe_and_distinct(written):
    _, _, paths = written
    names = {learner: p.stem for learner, p in paths["feedback"].items()}
    assert names["Nguyễn Văn Đức"] == "nguyen-van-duc"
    assert names["Ana"] == "ana"
    assert {names["Chi Le"], names["chi-le"]} == {"chi-le", "chi-le-2"}
    assert all(re.fullmatch(r"[a-z0-9-]+", s) for s in names.values())
    assert slug("<script>") == "script" and slug("日本") == "learner" and slug("CON") == "con-learner"


SHARES = {"en": ["3 of 5 right · 60 %", "0 of 5 right · 0 %", "1 of 5 right · 20 %",
                 "0 of 5 not answered · 0 %", "2 of 5 not answered · 40 %"],
          "vi": ["3/5 người đúng · 60 %", "0/5 người đúng · 0 %", "1/5 người đúng · 20 %",
                 "0/5 người chưa trả lời · 0 %", "2/5 người chưa trả lời · 40 %"]}


def test_report_shares_and_misconceptions(written):
    language, _, paths = written
    text = _text(paths["report"])
    assert "Week 3: melds" in text and "Tongits" in text
    assert ("5 learners graded" if language == "en" else "đã chấm 5 người học") in text
    for share in SHARES[language]:
        assert share in text
    # Per question, in order: Q1 3 right, Q2 none, Q3 1 right (a shown answer is not earned).
    q1, q2, q3 = re.split(r"(?:Q|Câu )[123]\. ", text)[1:4]
    assert SHARES[language][0] in q1 and SHARES[language][1] in q2 and SHARES[language][2] in q3
    # Most often first, with counts; Q2's slips are counted across learners.
    people = (lambda n: f"{n} learner{'s' * (n != 1)}") if language == "en" else (lambda n: f"{n} người")
    assert f"{SLIP_ACE} ({people(3)})" in q2 and f"forgot the 10 ({people(1)})" in q2
    assert q2.index(SLIP_ACE) < q2.index("forgot the 10")
    assert f"{SLIP_RUN} ({people(2)})" in q1
    # The other statuses in words, where a learner had them.
    assert f"{status_text(SHOWN, language)}: 1" in q3 and f"{status_text(NEEDS_RUNNING, language)}: 1" in q3


def test_report_top_three_only(tmp_path):
    results = [LearnerResult(f"L{i}", marks=[_mark(1, WRONG, "x", slip)])
               for i, slip in enumerate(["a", "a", "a", "b", "b", "c", "c", "d"])]
    paths = write_report(results, _assignment("en"), tmp_path)
    text = _text(paths["report"])
    assert "a (3 learners)" in text and "b (2 learners)" in text and "c (2 learners)" in text
    assert "d (1 learner)" not in text


def test_report_learners_and_missing(written):
    language, _, paths = written
    page = paths["report"].read_text(encoding="utf-8")
    text = _text(paths["report"])
    # learner, deal, total/out_of, percent (the language's decimal mark; a whole number without ".0"), note
    assert ("Ana 11 2/3 66.7 %" if language == "en" else "Ana 11 2/3 66,7 %") in text
    assert "Nguyễn Văn Đức 13 0/3 0 %" in text and "Chi Le 14 1/3 33" in text
    assert 'href="feedback/nguyen-van-duc.html"' in page
    heading = "Not handed in" if language == "en" else "Chưa nộp bài"
    tail = text[text.index(heading):]
    assert "Dana" in tail and "Trần Thị Bích" in tail
    assert ("2 not handed in" if language == "en" else "2 người chưa nộp") in text


def test_hostile_text_is_escaped(written):
    _, _, paths = written
    for path in [paths["report"], paths["feedback"][HOSTILE]]:
        page = path.read_text(encoding="utf-8")
        assert "<script" not in page and "<img src=x" not in page and "<b>False" not in page
    report = paths["report"].read_text(encoding="utf-8")
    assert html.escape(HOSTILE) in report
    assert "&lt;img src=x onerror=alert(1)&gt;" in report
    assert "&lt;b&gt;False&lt;/b&gt;" in paths["feedback"][HOSTILE].read_text(encoding="utf-8")
    assert html.escape(HOSTILE) in paths["feedback"][HOSTILE].read_text(encoding="utf-8")


def test_feedback_page(written):
    language, _, paths = written
    text = _text(paths["feedback"]["Nguyễn Văn Đức"])
    assert "Nguyễn Văn Đức" in text
    assert ("Deal 13" if language == "en" else "Ván 13") in text
    assert ("0 of 3 right · 0 %" if language == "en" else "Đúng 0/3 câu · 0 %") in text
    assert "✘ " + status_text(WRONG, language) in text and "✘ " + status_text(SHOWN, language) in text
    assert "Not quite." in text and "Look at the suits." in text and SLIP_RUN in text
    assert SOLUTION not in text                        # the answer key stays with the teacher
    ana = _text(paths["feedback"]["Ana"])
    assert "✔ " + status_text(RIGHT, language) in ana and "K♣" in ana
    chi = _text(paths["feedback"]["Chi Le"])
    assert "– " + status_text(NEEDS_RUNNING, language) in chi and "✘ " + status_text(UNREADABLE, language) in chi
    assert "best_discard(hand)" in chi
    hostile = _text(paths["feedback"][HOSTILE])
    assert "– " + status_text(UNANSWERED, language) in hostile
    assert ("(no answer)" if language == "en" else "(chưa có câu trả lời)") in hostile


def test_feedback_shows_answers_when_asked(tmp_path):
    paths = write_report(_results(), _assignment("vi"), tmp_path, show_answers=True)
    text = _text(paths["feedback"]["Ana"])
    assert "Đáp án: " + SOLUTION in text
    assert SOLUTION not in _text(paths["report"])      # the class report never lists answers


def test_statuses_in_words():
    assert [status_text(s, "en") for s in (RIGHT, WRONG, UNANSWERED, SHOWN, NEEDS_RUNNING)] == [
        "right", "not right", "not answered", "answer shown (not earned)", "needs running"]
    assert status_text(UNANSWERED, "vi") == "chưa trả lời" and status_text(RIGHT, "vi") == "đúng"
    assert len({status_text(s, "vi") for s in STATUSES}) == len(STATUSES)
    with pytest.raises(CardlabError):
        status_text("maybe", "en")


def test_refusals_write_nothing(tmp_path):
    with pytest.raises(CardlabError, match="is not a LearnerResult"):
        write_report([{"learner": "Ana"}], _assignment("en"), tmp_path / "a")
    with pytest.raises(CardlabError, match="has two results"):
        write_report([LearnerResult("Ana"), LearnerResult("Ana")], _assignment("en"), tmp_path / "b")
    with pytest.raises(CardlabError, match="not a Mark"):
        write_report([LearnerResult("Ana", marks=[Mark(1, "t", "maybe")])], _assignment("en"), tmp_path / "c")
    with pytest.raises(CardlabError, match="not an Assignment"):
        write_report([], "tongits", tmp_path / "d")
    assert not any(tmp_path.iterdir())


def test_no_results_yet(tmp_path):
    paths = write_report([], _assignment("en"), tmp_path, missing=["Ana", "Dana"])
    text = _text(paths["report"])
    assert "No notebook has been graded yet." in text and "0 learners graded" in text
    assert paths["chart"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and paths["feedback"] == {}
