"""The class grader judges answers itself, for the deal handed out; no notebook can raise its own mark.

Honest notebooks get exactly the marks ``check`` gives in the notebook;
cheat notebooks of every kind the grading issue lists, for every game, never
raise a mark; a notebook that writes files, loops or kills its process
changes no other learner's row; results are saved as they come and a second
run resumes. The notebooks are the published learner copies and answer keys,
edited the way a learner would.
"""
import csv
import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from cardlab.exercises import answers as A
from cardlab.exercises import grade as G
from cardlab.exercises.assignment import Assignment, Learner, from_notebook
from cardlab.exercises.results import NEEDS_RUNNING, RIGHT, SHOWN, UNANSWERED, UNREADABLE, WRONG
from cardlab.exercises.sandbox import CodecError, decode, encode, run_notebook

ROOT = Path(__file__).resolve().parent.parent
GAMES = ["tongits", "phom", "indian_rummy", "chan"]


def blank(game: str, lang: str = "") -> dict:
    return json.loads((ROOT / "exercises" / lang / f"{game}.ipynb").read_text(encoding="utf-8"))


def key(game: str, lang: str = "") -> dict:
    return json.loads((ROOT / "exercises" / lang / "solutions" / f"{game}.ipynb").read_text(encoding="utf-8"))


def source(cell) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def check_cells(nb: dict) -> dict:
    """{question number: its check cell}."""
    out = {}
    for cell in nb["cells"]:
        m = re.search(r"\bex\.q(\d+)\.check\(", source(cell)) if cell["cell_type"] == "code" else None
        if m:
            out[int(m.group(1))] = cell
    return out


def setup_cell(nb: dict) -> dict:
    return next(c for c in nb["cells"] if c["cell_type"] == "code" and "_set(" in source(c))


def write(folder: Path, name: str, nb: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    return path


def by_learner(results) -> dict:
    return {r.learner: r for r in results}


def literal_answers(game: str, deal: int = 2024) -> dict:
    """A right answer written as a plain value, for each question that takes one (found by trying forms)."""
    ex = from_notebook(blank(game)).exercise_set(deal)
    out = {}
    for q in ex:
        expected = q.expected
        tries = [expected, bool(expected) if hasattr(expected, "reasons") else None]
        if isinstance(expected, (frozenset, set, list, tuple)):
            tries.append(sorted(map(str, expected)))
        for value in tries:
            if value is None or type(value) not in (int, str, bool, list):
                continue
            if isinstance(value, list) and not all(type(v) in (str, int) for v in value):
                continue
            fresh = from_notebook(blank(game)).exercise_set(deal)[q.number]
            if fresh.check(value).correct:
                out[q.number] = value
                break
    return out


def with_answers(game: str, values: dict) -> dict:
    """The learner copy with ``answer = <value>`` written for the questions in ``values``."""
    nb = blank(game)
    for number, cell in check_cells(nb).items():
        if number in values:
            cell["source"] = f"answer = {values[number]!r}\nex.q{number}.check(answer)"
    return nb


# ---------------------------------------------------------------------------
# Honest notebooks


@pytest.mark.parametrize("game", GAMES)
def test_keys_earn_every_mark_and_copies_as_handed_out_none(game, tmp_path):
    write(tmp_path / "in", "key.ipynb", key(game))
    write(tmp_path / "in", "key_vi.ipynb", key(game, "vi"))
    write(tmp_path / "in", "blank.ipynb", blank(game))
    rows = by_learner(G.grade([tmp_path / "in"], jobs=2))
    n = len(from_notebook(blank(game)).exercise_set())
    assert rows["key"].total == rows["key_vi"].total == rows["key"].out_of == n, rows["key"].marks
    assert rows["blank"].total == 0 and rows["blank"].out_of == n
    assert {m.status for m in rows["blank"].marks} == {UNANSWERED}
    assert all(m.computed for m in rows["key"].marks)          # the keys compute: they ran in the sandbox


@pytest.mark.parametrize("game", GAMES)
def test_value_answers_get_exactly_the_marks_check_gives_and_run_nothing(game, tmp_path):
    right = literal_answers(game)
    assert len(right) >= 4, right
    # Half right, a few wrong (the right answer of another question), the rest blank.
    numbers = sorted(right)
    values = {n: right[n] for n in numbers[::2]}
    values.update({n: right[numbers[(i + 1) % len(numbers)]] for i, n in enumerate(numbers[1::2][:2])})
    write(tmp_path / "in", "mixed.ipynb", with_answers(game, values))

    def no_run(*args, **kwargs):
        raise AssertionError("value answers must not run the notebook")

    result, = G.grade([tmp_path / "in"], runner=no_run)
    ex = from_notebook(blank(game)).exercise_set()
    for mark in result.marks:
        if mark.number in values:
            assert (mark.status == RIGHT) == ex[mark.number].check(values[mark.number]).correct, mark
        else:
            assert mark.status == UNANSWERED
    fresh = from_notebook(blank(game)).exercise_set()
    assert result.total == sum(fresh[n].check(v).correct for n, v in values.items()) >= 2


LESSON_KEYS = sorted((ROOT / "exercises").glob("**/solutions/lessons/*/*.ipynb"))


def test_every_lesson_checkpoint_key_earns_every_mark_without_looking_at_an_answer():
    """Every lesson key, in both languages, earns every mark from the grader, and the sandbox's watch on a
    question's answer never fires for honest code (the keys compute as the lessons teach). This is also what
    checks the keys' answers: nbval runs only one key of each kind (test_grading.py). Slow on purpose
    (about 100 s on two cores): 56 notebooks, each run once in its own sandboxed process."""
    from concurrent.futures import ThreadPoolExecutor

    def judged(path):
        nb = json.loads(path.read_text(encoding="utf-8"))
        try:
            assignment = from_notebook(nb)
        except Exception:                 # a checkpoint built from computed rules (Chắn lesson 5)
            return path, None, ""
        return (path, *G.judge(nb, assignment, assignment.deal))

    with ThreadPoolExecutor(os.cpu_count()) as pool:
        results = list(pool.map(judged, LESSON_KEYS))
    for path, marks, note in results:
        if marks is not None:
            assert [m.status for m in marks] == [RIGHT] * len(marks) and not note, (path, marks, note)
    unread = [path.name for path, marks, _ in results if marks is None]
    assert len(unread) <= 2 and all(name.startswith("05_dead_hand") for name in unread), unread
    assert len(results) >= 40


# ---------------------------------------------------------------------------
# Cheat notebooks: every kind, every game


def cheat(game: str, kind: str) -> dict:
    """A cheat notebook of ``kind`` for ``game``."""
    nb = blank(game)
    cells = check_cells(nb)
    if kind == "grading_off":             # switch grading off from the setup cell, answers blank
        setup_cell(nb)["source"] = 'import os\nos.environ["CARDLAB_GRADING"] = "0"\n' + source(setup_cell(nb))
    elif kind == "try_except":            # swallow check's error, answers blank
        for n, cell in cells.items():
            cell["source"] = f"try:\n    ex.q{n}.check(...)\nexcept Exception:\n    pass"
    elif kind == "replace_check":         # make check always right, answers blank
        setup_cell(nb)["source"] = source(setup_cell(nb)) + (
            "\nfrom cardlab.exercises.core import Question, Feedback\n"
            "Question.check = lambda self, answer=None: Feedback('correct', self.number, '', 'Correct!')")
    elif kind == "expected":              # hand back the question's own answer
        for n, cell in cells.items():
            cell["source"] = f"ex.q{n}.check(ex.q{n}.expected)"
    elif kind == "peek":                  # read it in other ways
        for n, cell in cells.items():
            way = ["ex.q{n}.answer_lines()[0]", "vars(ex.q{n}).get('verdict')", "getattr(ex.q{n}, 'expected')",
                   "ex.q{n}.__dict__", "type(ex.q{n}).expected.fget(ex.q{n})",
                   "ex.q{n}.feedback_for"][n % 6].format(n=n)
            cell["source"] = f"answer = {way}\nex.q{n}.check(answer)"
    elif kind == "brute_force":           # try answers until check says right
        for n, cell in cells.items():
            cell["source"] = (f"for answer in [True, False, 'A', 'B', 'C', 'D', *range(-60, 60)]:\n"
                              f"    if ex.q{n}.check(answer):\n        break")
    elif kind == "solution":              # see the answer first
        nb = key(game)
        for n, cell in check_cells(nb).items():
            cell["source"] = f"ex.q{n}.solution()\n" + source(cell)
    elif kind == "delete":                # the questions one got wrong deleted: out_of must not shrink
        nb = key(game)
        gone = {id(c) for n, c in check_cells(nb).items() if n % 2 == 0}
        nb["cells"] = [c for c in nb["cells"] if id(c) not in gone]
    elif kind == "forged_outputs":        # outputs and metadata that claim success
        for n, cell in cells.items():
            cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": f"✔ Q{n} Correct!\n"}]
        nb["metadata"].setdefault("cardlab", {})["score"] = 12
    else:
        raise ValueError(kind)
    return nb


CHEATS = ["grading_off", "try_except", "replace_check", "expected", "peek", "brute_force", "solution", "delete",
          "forged_outputs"]


@pytest.mark.parametrize("game", GAMES)
def test_cheat_notebooks_never_raise_a_mark(game, tmp_path):
    folder = tmp_path / "in"
    for kind in CHEATS:
        write(folder, f"{kind}.ipynb", cheat(game, kind))
    # The brute-force loop's last try, written as a value: what that notebook honestly answers.
    last = with_answers(game, {n: 59 for n in check_cells(blank(game))})
    write(folder, "last_try.ipynb", last)
    rows = by_learner(G.grade([folder], jobs=2, timeout=90))
    n = len(from_notebook(blank(game)).exercise_set())
    for kind in ["grading_off", "try_except", "replace_check", "expected", "peek", "solution", "forged_outputs"]:
        assert rows[kind].total == 0, (kind, [(m.number, m.status) for m in rows[kind].marks], rows[kind].note)
        assert rows[kind].out_of == n
    # The answer handed back is the question's own: shown (or, where check cannot read that object, unreadable).
    assert SHOWN in {m.status for m in rows["expected"].marks} <= {SHOWN, UNREADABLE}
    assert {m.status for m in rows["solution"].marks} == {SHOWN}
    assert rows["brute_force"].total == rows["last_try"].total
    assert rows["delete"].out_of == n and rows["delete"].total == len(range(1, n + 1, 2))
    assert all(m.status == UNANSWERED for m in rows["delete"].marks if m.number % 2 == 0)


def test_editing_the_deal_the_rules_or_a_hand_changes_only_that_learners_answers(tmp_path):
    game = "phom"
    right = literal_answers(game)
    honest = with_answers(game, right)
    edited = with_answers(game, right)
    setup_cell(edited)["source"] = source(setup_cell(edited)).replace("SEED = 2024", "SEED = 7").replace(
        "phom.Rules()", "phom.Rules(max_eaten_cards_per_phom=3)")
    # A key that deals itself another Q2 before computing its answer.
    swapped = key(game)
    cell = check_cells(swapped)[2]
    cell["source"] = "ex.questions[1] = phom_set(seed=99).q2\n" + source(cell)
    # A key whose setup deals another deal: the grader restores the setup cell, so honest code is still right.
    reseeded = key(game)
    setup_cell(reseeded)["source"] = source(setup_cell(reseeded)).replace("SEED = 2024", "SEED = 99")
    for name, nb in [("honest", honest), ("edited", edited), ("swapped", swapped), ("reseeded", reseeded)]:
        write(tmp_path / "in", f"{name}.ipynb", nb)
    rows = by_learner(G.grade([tmp_path / "in"], jobs=2))
    assert [m.status for m in rows["edited"].marks] == [m.status for m in rows["honest"].marks]
    assert rows["honest"].total == len(right)
    assert rows["reseeded"].total == 12
    other = from_notebook(blank(game)).exercise_set(99).q2.expected
    assert other != from_notebook(blank(game)).exercise_set(2024).q2.expected
    assert rows["swapped"].marks[1].status == WRONG and rows["swapped"].total == 11


# ---------------------------------------------------------------------------
# One notebook never touches another's result


def test_files_loops_and_crashes_change_no_other_row(tmp_path):
    folder = tmp_path / "in"
    good = key("chan")
    write(folder, "a_before.ipynb", blank("chan"))
    writer = key("chan")
    writer["cells"].insert(1, {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                               "source": "import os, pathlib\n"
                                         "for d in ['.', '..', os.path.expanduser('~')]:\n"
                                         "    pathlib.Path(d, 'conftest.py').write_text('raise SystemExit')\n"
                                         "print(os.getcwd())"})
    write(folder, "b_writer.ipynb", writer)
    crasher = key("chan")
    check_cells(crasher)[5]["source"] = "import os\nos._exit(3)"
    write(folder, "c_crasher.ipynb", crasher)
    looper = key("chan")
    check_cells(looper)[7]["source"] = "while True:\n    pass"
    write(folder, "d_looper.ipynb", looper)
    write(folder, "e_after.ipynb", good)
    write(folder, "f_blank.ipynb", blank("chan"))
    before = sorted(p.name for p in folder.iterdir())
    rows = by_learner(G.grade([folder], jobs=2, timeout=20))
    assert sorted(p.name for p in folder.iterdir()) == before          # nothing written beside the submissions
    assert not (tmp_path / "conftest.py").exists()
    assert rows["a_before"].total == rows["f_blank"].total == 0
    assert rows["e_after"].total == 12 and rows["b_writer"].total == 12
    crashed = rows["c_crasher"]
    assert crashed.total == 4 and "abnormally" in crashed.note
    assert [m.status for m in crashed.marks[:4]] == [RIGHT] * 4 and crashed.marks[5].status == UNANSWERED
    looped = rows["d_looper"]
    assert looped.total == 6 and "stopped after 20 s" in looped.note


def test_the_sandbox_sees_a_clean_folder_and_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDLAB_TEACHER_SECRET", "s3cret")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "conftest.py").write_text("raise SystemExit")
    probe = ["import os\n"
             "assert 'CARDLAB_TEACHER_SECRET' not in os.environ, 'the environment is not cleaned'\n"
             "assert os.listdir('.') == [], 'the folder is not empty'\n"
             "assert os.environ['HOME'] != os.path.expanduser('~root'), 'HOME is the real one'\n"
             "ex.q2.check(3)"]
    assignment = from_notebook(blank("chan"))
    run = run_notebook(probe, None, assignment.setup_source(), "ex", timeout=60)
    assert run.errors == [] and run.answers == {2: {"value": 3}}, run


def test_a_notebook_that_kills_its_grader_is_graded_without_running_on_the_next_run(tmp_path):
    folder = tmp_path / "in"
    write(folder, "a.ipynb", key("phom"))
    killer = key("phom")
    check_cells(killer)[3]["source"] = "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)"
    write(folder, "killer.ipynb", killer)
    command = [sys.executable, "-m", "cardlab.exercises.grade", str(folder), "--csv", str(tmp_path / "s.csv"),
               "-j", "1", "--no-report"]
    first = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert first.returncode != 0 and not (tmp_path / "s.csv").exists()
    second = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert second.returncode == 0, second.stderr
    rows = {r["learner"]: r for r in csv.DictReader((tmp_path / "s.csv").read_text(encoding="utf-8-sig")
                                                     .splitlines())}
    assert rows["a"]["total"] == "12"
    assert "grader stopped while this notebook ran" in rows["killer"]["notes"]
    assert rows["killer"]["Q1"] == "" and rows["killer"]["total"] == "0"     # computed answers: not run again


# ---------------------------------------------------------------------------
# Reading answers without running code


def test_answers_read_from_the_code_without_running_it():
    cells = ["ex = phom_set(seed=1)",
             "answer = 17\nex.q1.check(answer)",
             'ex.q2.check("no")',
             "x = ['A', 'C']\nanswer = x\nex.q3.check(answer)",
             "answer = phom.deadwood(ex.q4.hand)\nex.q4.check(answer)",
             "for a in [1, 2]:\n    ex.q5.check(a)",
             "answer = no\nex.q6.check(answer)",
             "answer = 10C\nex.q7.check(answer)",
             "answer = ...\nex.q8.check(answer)",
             "ex.check(9, True)",
             "ex[10].check(answer=5)",
             "answer = " + "9" * 5000 + "\nex.q11.check(answer)",
             "ex.q12.check(" * 300 + ")" * 300,
             "ex.q1.check(18)"]                       # the last check of a question is its answer
    nb = {"cells": [{"cell_type": "code", "source": c} for c in cells]}
    found = A.find_answers(nb, "ex")
    assert found[1] == A.Found(A.VALUE, 18)
    assert found[2] == A.Found(A.VALUE, "no") and found[3] == A.Found(A.VALUE, ["A", "C"])
    assert found[4].how == found[5].how == A.COMPUTED
    assert found[6] == A.Found(A.TYPED, text="no") and found[7] == A.Found(A.TYPED, text="10C")
    assert found[8] == A.Found(A.VALUE, ...) and found[9] == A.Found(A.VALUE, True)
    assert found[10] == A.Found(A.VALUE, 5)
    assert found[11].how in (A.TYPED, A.COMPUTED)          # a 5,000-digit number: no crash, no value
    assert A.shown({"cells": [{"cell_type": "code", "source": "ex.q3.solution()\nx = ex.q4.expected"}]}, "ex") \
        == {3, 4}


def test_a_typed_answer_is_not_right_and_says_how_to_write_it(tmp_path):
    nb = blank("phom")
    check_cells(nb)[1]["source"] = "answer = no\nex.q1.check(answer)"
    check_cells(nb)[2]["source"] = "answer = 10C\nex.q2.check(answer)"
    write(tmp_path / "in", "typed.ipynb", nb)
    result, = G.grade([tmp_path / "in"])
    assert result.marks[0].status == result.marks[1].status == UNREADABLE
    assert 'answer = "no"' in result.marks[0].headline and 'answer = "10C"' in result.marks[1].headline


def test_no_execute_never_runs_learner_code(tmp_path):
    write(tmp_path / "in", "key.ipynb", key("tongits"))

    def no_run(*args, **kwargs):
        raise AssertionError("--no-execute ran learner code")

    result, = G.grade([tmp_path / "in"], execute=False, runner=no_run)
    assert {m.status for m in result.marks} == {NEEDS_RUNNING} and result.total == 0


def test_read_answers_travel_from_the_sandbox_as_tagged_json():
    from cardlab.cards import Card
    from cardlab.chan import parse_cards as chan_cards
    values = [None, True, 3, "yes", (Card.parse("AS"), Card.parse("10H")), frozenset({"A", "C"}),
              [("cards", (Card.parse("7H"),))], chan_cards("2V CC")[1], 2.5]
    for value in values:
        assert decode(json.loads(json.dumps(encode(value)))) == value
    for bad in [object(), 10 ** 30, float("nan")]:
        with pytest.raises(CodecError):
            encode(bad)
    for junk in [{"$card": "ZZ"}, {"$eval": "1"}, {"$tuple": 5}, 10 ** 30]:
        with pytest.raises(CodecError):
            decode(junk)


# ---------------------------------------------------------------------------
# Finding submissions and learners


def test_submissions_as_files_moodle_folders_zips_and_lite_downloads(tmp_path):
    assignment = from_notebook(blank("phom")).with_learners([
        Learner("Ana Nguyễn", 11, id="1001", email="ana@school.edu"), Learner("Bình Trần", 22),
        Learner("Chi Lê", 33), Learner("Dũng Phạm", 44)])
    hand_out = blank("phom")
    setup_cell(hand_out)["source"] = assignment.setup_source(33)
    hand_out["metadata"]["cardlab"] = {"learner": "Chi Lê", "deal": 33}
    folder = tmp_path / "in"
    # Moodle: one folder per learner, named after them
    write(folder / "Ana Nguyen_1001_assignsubmission_file_", "phom.ipynb", key("phom"))
    # a ZIP of Moodle folders
    with zipfile.ZipFile(folder / "export.zip", "w") as archive:
        archive.writestr("Binh Tran_1002_assignsubmission_file_/phom.ipynb", json.dumps(key("phom")))
        archive.writestr("__MACOSX/._phom.ipynb", "junk")
    # a JupyterLite download: the file name says nothing, the hand-out's metadata names the learner
    write(folder, "exercises_phom.ipynb", hand_out)
    # two submissions for one learner: both graded, both flagged
    write(folder / "Dung Pham_1004_assignsubmission_file_", "phom.ipynb", blank("phom"))
    write(folder, "Dung Pham.ipynb", key("phom"))
    write(folder, "broken.ipynb", {"cells": "no"})
    results = G.grade([folder], assignment=assignment, out_dir=tmp_path / "out", jobs=2)
    rows = {}
    for r in results:
        rows.setdefault(r.learner, []).append(r)
    seen = {r.source.rsplit("/in/", 1)[-1]: (r.learner, r.total, r.note) for r in results}
    assert {"Ana Nguyễn", "Bình Trần", "Chi Lê", "Dũng Phạm", "broken"} <= set(rows), seen
    assert rows["Ana Nguyễn"][0].deal == 11 and rows["Ana Nguyễn"][0].email == "ana@school.edu"
    assert rows["Ana Nguyễn"][0].total == 12, seen                 # computed on her own deal
    assert rows["Bình Trần"][0].total == 12 and rows["Bình Trần"][0].deal == 22
    assert rows["Chi Lê"][0].deal == 33 and rows["Chi Lê"][0].total == 0
    assert len(rows["Dũng Phạm"]) == 2 and all("2 submissions" in r.note for r in rows["Dũng Phạm"])
    assert "cannot read" in rows["broken"][0].note and rows["broken"][0].out_of == 12


def test_a_failure_of_the_grader_keeps_the_row_under_the_learner_and_the_batch_goes_on(tmp_path):
    assignment = from_notebook(blank("phom")).with_learners([Learner("Ana Nguyễn", 11), Learner("Bình Trần", 22)])
    folder = tmp_path / "in"
    write(folder / "Ana Nguyen_1001_assignsubmission_file_", "phom.ipynb", key("phom"))
    write(folder / "Binh Tran_1002_assignsubmission_file_", "phom.ipynb", key("phom"))

    def broken(*args, **kwargs):
        raise RuntimeError("a bug of ours")

    results = by_learner(G.grade([folder], assignment=assignment, runner=broken))
    assert set(results) == {"Ana Nguyễn", "Bình Trần"}
    for learner, deal in (("Ana Nguyễn", 11), ("Bình Trần", 22)):
        row = results[learner]
        assert row.deal == deal and "could not be graded (RuntimeError: a bug of ours)" in row.note
        assert row.total == 0 and row.out_of == 12


def test_results_are_saved_as_they_come_and_a_second_run_resumes(tmp_path):
    folder = tmp_path / "in"
    write(folder, "a.ipynb", key("chan"))
    write(folder, "b.ipynb", blank("chan"))
    calls = []

    def counting(*args, **kwargs):
        calls.append(1)
        return run_notebook(*args, **kwargs)

    out = tmp_path / "out"
    first = G.grade([folder], out_dir=out, runner=counting)
    assert len(calls) == 1 and len((out / G.RESULTS).read_text().splitlines()) == 3   # started, a, b
    again = G.grade([folder], out_dir=out, runner=counting)
    assert len(calls) == 1 and [r.total for r in again] == [r.total for r in first]
    changed = blank("chan")
    check_cells(changed)[1]["source"] = "ex.q1.check('Nhị vạn')"
    write(folder, "b.ipynb", changed)
    G.grade([folder], out_dir=out, runner=counting)
    assert len(calls) == 1                                  # b has a value answer only: judged, not run


def test_the_csv_opens_in_a_spreadsheet(tmp_path):
    folder = tmp_path / "in"
    write(folder, "=HYPERLINK(1).ipynb", key("phom"))
    write(folder, "blank.ipynb", blank("phom"))
    results = G.grade([folder])
    G.write_csv(results, tmp_path / "s.csv")
    data = (tmp_path / "s.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(data.decode("utf-8-sig").splitlines()))
    assert list(rows[0])[:5] == ["learner", "id", "email", "deal", "Q1"]
    assert list(rows[0])[-4:] == ["total", "out_of", "percent", "notes"]
    by = {r["learner"]: r for r in rows}
    assert by["'=HYPERLINK(1)"]["percent"] == "100.0" and by["blank"]["Q1"] == "" and by["blank"]["total"] == "0"
    G.write_csv(results, tmp_path / "plain.csv", bom=False)
    assert not (tmp_path / "plain.csv").read_bytes().startswith(b"\xef\xbb\xbf")


def test_the_command_line_keeps_its_columns_with_a_roster(tmp_path):
    folder = tmp_path / "in"
    write(folder, "ana.ipynb", key("tongits"))
    write(folder, "binh.ipynb", blank("tongits"))
    (tmp_path / "roster.csv").write_text("learner,deal\nana,2024\nbinh,5\nchi,6\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "cardlab.exercises.grade", str(folder), "--csv",
                          str(tmp_path / "scores.csv"), "--roster", str(tmp_path / "roster.csv"), "--no-report"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    rows = {r["learner"]: r for r in csv.DictReader((tmp_path / "scores.csv").read_text(encoding="utf-8-sig")
                                                     .splitlines())}
    assert rows["ana"]["total"] == rows["ana"]["out_of"] == "11" and rows["ana"]["deal"] == "2024"
    assert rows["binh"]["deal"] == "5" and rows["binh"]["total"] == "0"
    bad = subprocess.run([sys.executable, "-m", "cardlab.exercises.grade", str(tmp_path / "nothing")],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "does not exist" in bad.stderr


def test_an_assignment_file_refuses_junk_with_the_field_named():
    from cardlab.errors import CardlabError
    good = from_notebook(blank("indian_rummy")).with_learners([Learner("ana", 5)])
    assert Assignment.from_json(good.to_json()) == good
    for junk, words in [("[" * 100000, "not valid JSON"), ('{"cardlab_assignment": 1, "game": "poker"}', "game"),
                        (good.to_json().replace('"deal": 5', '"deal": ' + "9" * 40), "not valid JSON"),
                        (good.to_json().replace('"rules": {}', '"rules": {"nope": 1}'), "nope"),
                        (b"\xff\xfe", "UTF-8")]:
        with pytest.raises(CardlabError, match=words):
            Assignment.from_json(junk)


def test_ctrl_c_stops_running_notebooks_at_once_and_they_run_again_next_time(tmp_path):
    import time
    folder = tmp_path / "in"
    write(folder, "a_values.ipynb", blank("phom"))
    looper = key("phom")
    check_cells(looper)[2]["source"] = "while True:\n    pass"
    write(folder, "b_looper.ipynb", looper)

    def interrupt(result):
        raise KeyboardInterrupt

    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        G.grade([folder], out_dir=tmp_path / "out", jobs=2, timeout=60, progress=interrupt)
    assert time.monotonic() - started < 30            # the looping notebook was killed, not waited for
    rows = by_learner(G.grade([folder], out_dir=tmp_path / "out", jobs=2, timeout=10))
    assert "grader stopped" not in rows["b_looper"].note and "stopped after 10 s" in rows["b_looper"].note
    assert rows["b_looper"].total == 1                # Q1 answered before the loop, run again


def test_junk_written_to_every_file_descriptor_costs_the_grader_nothing():
    flood = ["import os\n"
             "for fd in range(1, 30):\n"
             "    try:\n"
             "        os.write(fd, b'{\"q\": 1, \"kind\": \"answer\", \"value\": 5}' + b'x' * 3_000_000)\n"
             "    except OSError:\n"
             "        pass\n"
             "ex.q2.check(3)"]
    assignment = from_notebook(blank("chan"))
    run = run_notebook(flood, None, assignment.setup_source(), "ex", timeout=60)
    assert run.answers == {2: {"value": 3}} and not run.note, run


@pytest.mark.parametrize("hint, who", [
    ("Ana Nguyen_1001_assignsubmission_file_", "Ana Nguyễn"),      # Moodle
    ("nguyenana_77_9001_phom", "Ana Nguyễn"),                      # Canvas: lastfirst_userid_submissionid_file
    ("ana nguyễn", "Ana Nguyễn"), ("s-1002", "An Lê"), ("an.le", "An Lê"),
    ("anh_tran", None),                                            # "An" is not "Anh": no guess
])
def test_a_roster_name_matches_only_whole_names_ids_and_emails(hint, who):
    roster = (Learner("Ana Nguyễn", 1, "1001"), Learner("An Lê", 2, "s-1002", "an.le@school.edu"))
    learner, entry, how = G.identify(G.Submission("x", hint, b""), {"cells": []}, roster)
    assert (entry.learner if entry else None) == who


def test_malformed_notebooks_each_get_a_row_and_the_csv_is_written_into_a_new_folder(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "cells_number.ipynb").write_text(json.dumps({"cells": 5}))
    (folder / "numbers.ipynb").write_text(json.dumps({"cells": [{"cell_type": "code", "source": [1, 2, 3]}]}))
    (folder / "deep.ipynb").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "huge_numbers.ipynb").write_text(json.dumps({"cells": [
        {"cell_type": "code", "source": "from cardlab.exercises import phom_set\nex = phom_set(seed=10**5000)"},
        {"cell_type": "code", "source": "ex.q" + "9" * 5000 + ".check(1)\nex.q1.check(" + "7" * 5000 + ")"}]}))
    (folder / "bytes.ipynb").write_bytes(b"\xff\xfe\x00 not text")
    target = tmp_path / "new" / "folder" / "scores.csv"
    assert G.main([str(folder), "--csv", str(target), "--no-report"]) == 0
    rows = {r["learner"]: r for r in csv.DictReader(target.read_text(encoding="utf-8-sig").splitlines())}
    assert set(rows) == {"cells_number", "numbers", "deep", "huge_numbers", "bytes"}
    assert all(len(r["notes"]) <= 500 for r in rows.values())
    assert "cannot read" in rows["deep"]["notes"] and "cannot read" in rows["bytes"]["notes"]
    assert rows["huge_numbers"]["out_of"] == "12" and rows["huge_numbers"]["total"] == "0"
