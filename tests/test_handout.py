"""Handing out an exercise set: the roster, one notebook per learner dealt its own deal, assignment.json, the CLI."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardlab.errors import CardlabError
from cardlab.exercises import chan_set, indian_rummy_set, phom_set, tongits_set
from cardlab.exercises.assignment import Assignment
from cardlab.exercises.handout import (EXERCISES, file_names, handout, read_roster, roster_learners,
                                       template_path)
from cardlab.exercises.phom import PointsQuestion
from cardlab.exercises.tongits import DeadwoodQuestion

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("tongits", "phom", "indian_rummy", "chan")
LESSON = ROOT / "notebooks" / "phom" / "02_phom_points.ipynb"


def write(path: Path, text: str, bom: bool = False) -> Path:
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
    return path


@pytest.fixture
def roster(tmp_path) -> Path:
    return write(tmp_path / "roster.csv", "learner,id,email,deal\nAn Nguyễn,s1,an@example.org,\nBình,s2,,42\n")


def setup_cell(notebook: dict) -> dict:
    cells = [c for c in notebook["cells"] if c["metadata"].get("cardlab", {}).get("setup")]
    assert len(cells) == 1
    return cells[0]


def run_setup(notebook: dict) -> dict:
    """The variables the setup cell defines, run on its own in a fresh namespace."""
    namespace: dict = {}
    exec(compile(setup_cell(notebook)["source"], "<setup>", "exec"), namespace)
    return namespace


# -- the roster --------------------------------------------------------------


def test_roster_with_bom_spaces_and_empty_rows(tmp_path):
    path = write(tmp_path / "r.csv", " Learner , ID ,email,deal,group\n An , 7 , a@x ,  12 ,A\n,,,,\n\nBình,,,,B\n", bom=True)
    rows = read_roster(path)
    assert rows == [{"learner": "An", "id": "7", "email": "a@x", "deal": 12},
                    {"learner": "Bình", "id": "", "email": "", "deal": None}]


def test_roster_of_names_and_deals_only(tmp_path):
    rows = read_roster(write(tmp_path / "r.csv", "learner,deal\nAn,3\nBinh,4\n"))
    assert [(r["learner"], r["deal"], r["id"]) for r in rows] == [("An", 3, ""), ("Binh", 4, "")]


def test_missing_deals_are_drawn_distinct_and_repeatable():
    rows = [{"learner": f"L{i}", "deal": None} for i in range(300)] + [{"learner": "Given", "deal": 5000}]
    learners = roster_learners(rows, seed=1)
    deals = [learner.deal for learner in learners]
    assert len(set(deals)) == len(deals) and deals[-1] == 5000
    assert all(1000 <= d <= 999_999 for d in deals)
    assert [l.deal for l in roster_learners(rows, seed=1)] == deals
    assert [l.deal for l in roster_learners(rows, seed=2)] != deals


def test_duplicate_learner_refused(tmp_path):
    with pytest.raises(CardlabError, match=r"row 3.*'an nguyen'.*already on row 2"):
        read_roster(write(tmp_path / "r.csv", "learner\nAn Nguyen\nan nguyen\n"))
    with pytest.raises(CardlabError, match="twice"):
        roster_learners([{"learner": "An"}, {"learner": "AN"}])


@pytest.mark.parametrize("deal", ["-1", "1.5", "seven", "1000000001", "1e5"])
def test_bad_deal_refused_quoting_the_row(tmp_path, deal):
    with pytest.raises(CardlabError, match=rf"row 3 of .*Binh.*deal {deal!r} is not a deal number"):
        read_roster(write(tmp_path / "r.csv", f"learner,deal\nAn,1\nBinh,{deal}\n"))


def test_roster_without_learner_column_refused(tmp_path):
    with pytest.raises(CardlabError, match="no 'learner' column: its header is name, deal"):
        read_roster(write(tmp_path / "r.csv", "name,deal\nAn,1\n"))


def test_file_names_are_safe_and_distinct():
    assert file_names(["Nguyễn Văn Đức", "nguyen van duc", "../../etc", "CON", "✓"]) == [
        "nguyen_van_duc.ipynb", "nguyen_van_duc_2.ipynb", "etc.ipynb", "learner_con.ipynb", "learner.ipynb"]


# -- the hand-outs -------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_one_notebook_per_learner_dealt_their_deal(tmp_path, roster, game):
    out = tmp_path / "out"
    assignment = handout(game, roster, out, seed=7, title="Week 3")
    assert sorted(p.name for p in out.iterdir()) == ["an_nguyen.ipynb", "assignment.json", "binh.ipynb"]
    assert Assignment.load(out / "assignment.json") == assignment
    for learner in assignment.learners:
        notebook = json.loads((out / learner.file).read_text(encoding="utf-8"))
        assert notebook["metadata"]["cardlab"] == {
            "student_copy": True, "assignment": assignment.id, "learner": learner.learner, "id": learner.id,
            "email": learner.email, "deal": learner.deal, "game": game}
        first = notebook["cells"][0]
        assert first["cell_type"] == "markdown"
        assert f"**Dealt for:** {learner.learner} · deal {learner.deal}" in first["source"]
        assert "## Week 3" in first["source"] and "switched off" not in first["source"]
        assert all(c.get("outputs", []) == [] and c.get("execution_count") is None
                   for c in notebook["cells"] if c["cell_type"] == "code")
        ex = run_setup(notebook)["ex"]
        assert ex.seed == learner.deal
        expected = assignment.exercise_set(learner.deal)
        assert [q.prompt() for q in ex.questions] == [q.prompt() for q in expected.questions]
        assert ex.q1.prompt() == expected.q1.prompt()
    assert assignment.learner("Bình").deal == 42


def test_vietnamese_notebook_and_switched_off_answers(tmp_path, roster):
    assignment = handout("chan", roster, tmp_path, language="vi", solutions=False, hints=False, seed=1)
    notebook = json.loads((tmp_path / "binh.ipynb").read_text(encoding="utf-8"))
    header = notebook["cells"][0]["source"]
    assert "**Chia cho:** Bình · ván chia số 42" in header
    assert "Gợi ý (`hint()`) đã được tắt" in header and "Xem đáp án (`solution()`) đã được tắt" in header
    ex = run_setup(notebook)["ex"]
    assert assignment.language == "vi" and not assignment.hints and not assignment.solutions
    expected = assignment.exercise_set(42)
    assert ex.q1.prompt() == expected.q1.prompt()
    assert str(ex.q1.solution()) == str(expected.q1.solution())
    assert not ex.q1.revealed         # answers off: solution() shows nothing and marks nothing


def test_no_solutions_says_answers_are_off(tmp_path, roster):
    handout("tongits", roster, tmp_path, solutions=False, seed=1)
    notebook = json.loads((tmp_path / "an_nguyen.ipynb").read_text(encoding="utf-8"))
    assert "Answers (`solution()`) are switched off" in notebook["cells"][0]["source"]
    ex = run_setup(notebook)["ex"]
    said = str(ex.q1.solution())
    assert "Answers are not shown for this graded assignment" in said
    assert not ex.q1.revealed


def test_lesson_checkpoint_with_other_questions_and_rules(tmp_path, roster):
    assignment = handout(LESSON, roster, tmp_path, questions=["points", "u"], seed=3,
                         rules={"max_eaten_cards_per_phom": 2})
    assert assignment.var == "quiz" and assignment.rules_name == "RULES"
    assert assignment.questions == [{"kind": "points"}, {"kind": "u"}]
    notebook = json.loads((tmp_path / "binh.ipynb").read_text(encoding="utf-8"))
    namespace = run_setup(notebook)
    assert namespace["RULES"].max_eaten_cards_per_phom == 2
    quiz = namespace["quiz"]
    assert [q.prompt() for q in quiz.questions] == [q.prompt() for q in assignment.exercise_set(42).questions]
    sources = [c["source"] if isinstance(c["source"], str) else "".join(c["source"]) for c in notebook["cells"]]
    asked = [s for s in sources if s.strip() in ("quiz.q1", "quiz.q2", "quiz.q3")]
    assert asked == ["quiz.q1", "quiz.q2"]          # the lesson's three question cells became the two asked


def test_chosen_questions_and_earlier_seed_variable(tmp_path, roster):
    template = {"cells": [
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 1,
         "source": "import cardlab\nSEED = 2024   # the deal\nprint(SEED)"},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 2,
         "source": "from cardlab.exercises import tongits_set\nex = tongits_set(seed=SEED, name='T')\nex"},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 3, "source": "ex.q1"}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "t.ipynb"
    path.write_text(json.dumps(template), encoding="utf-8")
    assignment = handout(path, roster, tmp_path / "out",
                         questions=[DeadwoodQuestion(hand="AS 2S 3S 7H KD"), "meld"], seed=1)
    notebook = json.loads((tmp_path / "out" / "binh.ipynb").read_text(encoding="utf-8"))
    assert "SEED = 42   # the deal" in notebook["cells"][1]["source"]
    namespace: dict = {}
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code" and "check(" not in cell["source"]:
            exec(compile(cell["source"], "<cell>", "exec"), namespace)
    assert namespace["SEED"] == namespace["DEAL"] == 42
    assert [q.prompt() for q in namespace["ex"].questions] == \
        [q.prompt() for q in assignment.exercise_set(42).questions]
    assert namespace["ex"].q1.hand == DeadwoodQuestion(hand="AS 2S 3S 7H KD").hand


def test_refusals(tmp_path, roster):
    handout("phom", roster, tmp_path, seed=1)
    with pytest.raises(CardlabError, match="already holds .*overwrite=True"):
        handout("phom", roster, tmp_path, seed=1)
    handout("phom", roster, tmp_path, seed=2, overwrite=True)
    with pytest.raises(CardlabError, match="answer key"):
        handout(ROOT / "exercises" / "solutions" / "phom.ipynb", roster, tmp_path / "k")
    with pytest.raises(CardlabError, match="neither a notebook nor a game"):
        handout("poker", roster, tmp_path / "p")
    with pytest.raises(CardlabError, match="question kind 'flush' is unknown"):
        handout("phom", roster, tmp_path / "q", questions=["flush"])
    with pytest.raises(CardlabError, match="not a phom.Rules option"):
        handout("phom", roster, tmp_path / "r", rules={"jokers": 2})
    assert not (tmp_path / "q").exists() and not (tmp_path / "r").exists()
    assert template_path("indian-rummy", "vi") == EXERCISES / "vi" / "indian_rummy.ipynb"


def test_wrong_argument_names_list_the_accepted_ones(tmp_path, roster):
    with pytest.raises(CardlabError, match=r"handout\(\) has no argument 'hint' \(did you mean 'hints'\?\): "
                                           r"expected template, roster, out_dir, title, hints"):
        handout("phom", roster, tmp_path, hint=False)
    for make in (tongits_set, phom_set, indian_rummy_set, chan_set):
        with pytest.raises(CardlabError, match=rf"{make.__name__}\(\) has no argument 'sed' \(did you mean "
                                               rf"'seed'\?\): expected seed, rules, questions, name, var, hints"):
            make(sed=3)
    with pytest.raises(CardlabError, match=r"PointsQuestion\(\) has no argument 'hnd'.*expected number, rules, "
                                           r"rng, hand"):
        PointsQuestion(hnd="AS")
    with pytest.raises(CardlabError, match="too many positional arguments: it takes seed"):
        phom_set(1, None, None, "x")
    assert PointsQuestion(hand="AS 2S 3S").hand            # a right call is untouched


# -- the command line, and the notebooks run end to end ---------------------------


def test_cli(tmp_path, roster):
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "cardlab.exercises.handout", "indian_rummy", "--roster", str(roster),
                           "--out", str(out), "--no-hints", "--questions", "wild,points", "--seed", "5",
                           "--rules", '{"joker_in_set_allowed": false}', "--assignment-title", "Quiz"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "2 notebooks and assignment.json written" in done.stdout
    assignment = Assignment.load(out / "assignment.json")
    assert assignment.hints is False and assignment.title == "Quiz"
    assert assignment.rules == {"joker_in_set_allowed": False}
    assert [l.file for l in assignment.learners] == ["an_nguyen.ipynb", "binh.ipynb"]
    bad = subprocess.run([sys.executable, "-m", "cardlab.exercises.handout", "phom", "--roster", str(roster),
                          "--out", str(tmp_path / "bad"), "--rules", "{oops"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "error: --rules: '{oops' is not JSON" in bad.stderr


@pytest.mark.slow
def test_handed_out_notebooks_run(tmp_path, roster):
    """One hand-out of each game runs from top to bottom in a kernel (ungraded: its answers are blank)."""
    paths = []
    for game in GAMES:
        assignment = handout(game, roster, tmp_path / game, seed=11, solutions=game == "chan")
        path = tmp_path / f"{game}.ipynb"             # distinct names: nbconvert writes them into one folder
        (tmp_path / game / assignment.learners[0].file).rename(path)
        paths.append(path)
    env = {**os.environ, "CARDLAB_GRADING": "0"}
    done = subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                           "--output-dir", str(tmp_path / "run"), *map(str, paths)],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    for path in paths:
        executed = json.loads((tmp_path / "run" / path.name).read_text(encoding="utf-8"))
        errors = [o for c in executed["cells"] for o in c.get("outputs", []) if o.get("output_type") == "error"]
        assert not errors
