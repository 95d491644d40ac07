"""The whole flow, once per game: roster → hand-out → learners answer → grade → CSV, report, feedback.

Learners are simulated as a class meets them: one computes every answer with
the engine, as the lessons teach, and hands in the JupyterLite download (a
file named ``exercises_<game>.ipynb``); one types value answers and is
collected through a Moodle export (a ZIP of one folder per learner); one
hands in the notebook untouched; one never hands in.
"""
import csv
import json
import re
import zipfile
from pathlib import Path

import pytest

from cardlab.exercises import grade as G
from cardlab.exercises.assignment import Assignment
from cardlab.exercises.handout import handout

ROOT = Path(__file__).resolve().parent.parent
LANGUAGE = {"tongits": "en", "phom": "vi", "indian_rummy": "en", "chan": "vi"}


def source(cell) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def answer_cells(nb: dict) -> dict:
    return {int(m.group(1)): c for c in nb["cells"] if c["cell_type"] == "code"
            and (m := re.search(r"\bex\.q(\d+)\.check\(", source(c)))}


@pytest.mark.parametrize("game", list(LANGUAGE))
def test_roster_handout_answers_grade_report_and_feedback(game, tmp_path):
    lang = LANGUAGE[game]
    roster = tmp_path / "roster.csv"
    roster.write_text("learner,id,email,deal\nAn Phạm,s1,an@school.edu,\nBảo Võ,s2,bao@school.edu,4321\n"
                      "Cúc Đỗ,s3,,\nDuy Hồ,s4,duy@school.edu,\n", encoding="utf-8-sig")
    out = tmp_path / "handouts"
    assignment = handout(game, roster, out, language=lang, solutions=False, title="Week 3", seed=5)
    assert Assignment.load(out / "assignment.json") == assignment
    deals = {e.learner: e.deal for e in assignment.learners}
    assert deals["Bảo Võ"] == 4321 and len(set(deals.values())) == 4
    files = {e.learner: out / e.file for e in assignment.learners}
    key = json.loads((ROOT / "exercises" / ("vi" if lang == "vi" else "") / "solutions" / f"{game}.ipynb")
                     .read_text(encoding="utf-8"))
    solved = {n: source(c) for n, c in answer_cells(key).items()}

    submissions = tmp_path / "submissions"
    submissions.mkdir()
    # An computes every answer with the engine and downloads it from JupyterLite: the file name says nothing.
    an = json.loads(files["An Phạm"].read_text(encoding="utf-8"))
    for n, cell in answer_cells(an).items():
        cell["source"] = solved[n]
    (submissions / f"exercises_{game}.ipynb").write_text(json.dumps(an, ensure_ascii=False), encoding="utf-8")
    # Bảo types values (the same for every question) and is collected by a Moodle export, zipped.
    bao = json.loads(files["Bảo Võ"].read_text(encoding="utf-8"))
    bao.pop("metadata")                          # Moodle keeps the file, not who it was dealt to: the folder says
    for n, cell in answer_cells(bao).items():
        cell["source"] = f"answer = 3\nex.q{n}.check(answer)"
    with zipfile.ZipFile(submissions / "moodle.zip", "w") as archive:
        archive.writestr(f"Bao Vo_s2_assignsubmission_file_/{files['Bảo Võ'].name}", json.dumps(bao))
    # Cúc hands it in untouched; Duy never hands in.
    (submissions / files["Cúc Đỗ"].name).write_bytes(files["Cúc Đỗ"].read_bytes())

    results_dir = tmp_path / "results"
    code = G.main([str(submissions), "--assignment", str(out / "assignment.json"), "--csv",
                   str(results_dir / "scores.csv")])
    assert code == 0
    rows = {r["learner"]: r for r in csv.DictReader((results_dir / "scores.csv").read_text(encoding="utf-8-sig")
                                                     .splitlines())}
    n = len(assignment.exercise_set())
    assert set(rows) == {"An Phạm", "Bảo Võ", "Cúc Đỗ"}
    assert rows["An Phạm"]["total"] == str(n) and rows["An Phạm"]["deal"] == str(deals["An Phạm"])
    assert rows["An Phạm"]["email"] == "an@school.edu" and rows["An Phạm"]["percent"] == "100.0"
    assert rows["Bảo Võ"]["deal"] == "4321" and rows["Bảo Võ"]["id"] == "s2"
    # Bảo's marks are exactly what check gives 3 on his own deal.
    expected = sum(q.check(3).correct for q in assignment.exercise_set(4321))
    assert rows["Bảo Võ"]["total"] == str(expected)
    assert rows["Cúc Đỗ"]["total"] == "0" and rows["Cúc Đỗ"]["Q1"] == ""

    report = (results_dir / "report.html").read_text(encoding="utf-8")
    assert "Duy Hồ" in report and (results_dir / "report.png").read_bytes()[:4] == b"\x89PNG"
    assert f'lang="{lang}"' in report
    feedback = sorted(p.name for p in (results_dir / "feedback").iterdir())
    assert len(feedback) == 3
    page = next((results_dir / "feedback").glob("an*.html")).read_text(encoding="utf-8")
    assert "An Phạm" in page and str(deals["An Phạm"]) in page
    # Answers are switched off for this assignment, and the pages never give them.
    first = assignment.exercise_set(deals["Cúc Đỗ"]).q1
    assert first.solution().status == "hint" and not first.revealed
    cuc, = [r for r in G.grade([submissions], assignment=assignment) if r.learner == "Cúc Đỗ"]
    blank_page = next((results_dir / "feedback").glob("c*.html")).read_text(encoding="utf-8")
    assert not any(f">{m.solution}<" in blank_page for m in cuc.marks if m.solution)
