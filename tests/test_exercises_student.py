"""The student-copy command, and the Tongits exercise notebooks it makes.

The solution notebook, executed from scratch, must show ✔ on every question;
its student copy must run without error and say "not answered yet".
"""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardlab.errors import CardlabError
from cardlab.exercises.student import (default_student_path, main, make_student_copy, strip_code, strip_markdown,
                                       student_notebook)

ROOT = Path(__file__).resolve().parent.parent
SOLUTION = ROOT / "exercises" / "solutions" / "tongits.ipynb"
STUDENT = ROOT / "exercises" / "tongits.ipynb"


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _notebook(*cells):
    out = []
    for kind, text, *tags in cells:
        cell = {"cell_type": kind, "metadata": {"tags": list(tags)} if tags else {}, "source": text}
        if kind == "code":
            cell.update(outputs=[{"output_type": "stream", "name": "stdout", "text": "✔ secret\n"}], execution_count=3)
        out.append(cell)
    return {"cells": out, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


# -- the marker rules ----------------------------------------------------------

def test_a_solution_block_becomes_a_prompt_line_that_still_runs():
    src = "# BEGIN SOLUTION\nanswer = tongits.deadwood(hand)\n# END SOLUTION\nex.q2.check(answer)"
    out, n = strip_code(src)
    assert n == 1
    assert out == "answer = ...  # your answer here\nex.q2.check(answer)"
    ns = {"ex": type("E", (), {"q2": type("Q", (), {"check": staticmethod(lambda a: a)})})}
    exec(compile(out, "<cell>", "exec"), ns)
    assert ns["answer"] is Ellipsis


def test_only_the_variables_the_cell_uses_afterwards_get_a_prompt():
    src = ("x = 1\n# BEGIN SOLUTION\nverdict = check(x)\nanswer = verdict.used if verdict else False\n"
           "# END SOLUTION\nex.q4.check(answer)")
    out, _ = strip_code(src)
    assert out == "x = 1\nanswer = ...  # your answer here\nex.q4.check(answer)"
    assert "verdict" not in out


def test_a_block_assigning_nothing_used_later_keeps_its_last_name_or_a_bare_prompt():
    assert strip_code("# BEGIN SOLUTION\na = 1\nb = 2\n# END SOLUTION")[0] == "b = ...  # your answer here"
    assert strip_code("# BEGIN SOLUTION\nprint(42)\n# END SOLUTION")[0] == "...  # your answer here"


def test_indented_blocks_keep_their_indentation():
    src = "def f():\n    # BEGIN SOLUTION\n    a = 1\n    b = a + 1\n    # END SOLUTION\n    return b"
    assert strip_code(src)[0] == "def f():\n    b = ...  # your answer here\n    return b"


def test_several_blocks_in_one_cell_are_all_replaced():
    src = "# BEGIN SOLUTION\na = 1\n# END SOLUTION\nprint(a)\n# BEGIN SOLUTION\nb = 2\n# END SOLUTION\nprint(b)"
    out, n = strip_code(src)
    assert n == 2 and "= 1" not in out and "= 2" not in out and out.count("# your answer here") == 2


@pytest.mark.parametrize("src, message", [
    ("# BEGIN SOLUTION\na = 1", "never closed"),
    ("a = 1\n# END SOLUTION", "without a BEGIN"),
    ("# BEGIN SOLUTION\n# BEGIN SOLUTION\na = 1\n# END SOLUTION", "inside the block"),
])
def test_unbalanced_markers_are_refused_naming_the_line(src, message):
    with pytest.raises(CardlabError, match=message):
        strip_code(src, "cell 4")
    with pytest.raises(CardlabError, match="cell 4, line"):
        strip_code(src, "cell 4")


def test_teachers_notes_in_markdown_are_removed():
    text = "Intro.\n<!-- BEGIN SOLUTION -->\nThe answer is 7.\n<!-- END SOLUTION -->\nMore."
    out, n = strip_markdown(text)
    assert n == 1 and "answer is 7" not in out and "Intro." in out and "More." in out
    with pytest.raises(CardlabError, match="unbalanced"):
        strip_markdown("<!-- BEGIN SOLUTION --> no end")


def test_the_copy_clears_every_output_and_drops_output_checks_from_the_first_solution_on():
    nb = _notebook(("markdown", "# T"), ("code", "x = 1", "nbval-check-output", "keep"),
                   ("code", "# BEGIN SOLUTION\nanswer = 2\n# END SOLUTION\ncheck(answer)", "nbval-check-output"),
                   ("code", "progress()", "nbval-check-output"))
    copy, n = student_notebook(nb)
    assert n == 1
    code = [c for c in copy["cells"] if c["cell_type"] == "code"]
    assert all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    assert code[0]["metadata"]["tags"] == ["nbval-check-output", "keep"]      # a lesson's teaching cell
    assert "tags" not in code[1]["metadata"] and "tags" not in code[2]["metadata"]
    assert "secret" not in json.dumps(copy)
    assert nb["cells"][1]["outputs"], "the solution notebook itself is left untouched"


def test_the_default_student_path_is_next_to_the_solutions_folder():
    assert default_student_path(Path("exercises/solutions/tongits.ipynb")) == Path("exercises/tongits.ipynb")
    assert default_student_path(Path("x/quiz.ipynb")) == Path("x/quiz_student.ipynb")


def test_the_command_refuses_a_notebook_without_solutions_and_never_overwrites_it(tmp_path, capsys):
    plain = tmp_path / "plain.ipynb"
    plain.write_text(json.dumps(_notebook(("code", "x = 1"))))
    assert main([str(plain), str(tmp_path / "out.ipynb")]) == 2
    assert "no '# BEGIN SOLUTION'" in capsys.readouterr().err
    with pytest.raises(CardlabError, match="overwrite"):
        make_student_copy(plain, plain)
    assert main([str(tmp_path / "missing.ipynb")]) == 2
    bad = tmp_path / "bad.ipynb"
    bad.write_text("{not json")
    assert main([str(bad)]) == 2


# -- the real Tongits notebooks ------------------------------------------------

def test_the_command_line_makes_the_tongits_student_copy(tmp_path):
    out = tmp_path / "tongits.ipynb"
    run = subprocess.run([sys.executable, "-m", "cardlab.exercises.student", str(SOLUTION), str(out)],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert "solution block(s) replaced" in run.stdout
    solution = json.loads(SOLUTION.read_text())
    copy = json.loads(out.read_text())
    text = "\n".join(_src(c) for c in copy["cells"])
    assert "BEGIN SOLUTION" not in text and "END SOLUTION" not in text
    solved = [_src(c) for c in solution["cells"] if "BEGIN SOLUTION" in _src(c)]
    for cell in solved:
        inner = cell.split("BEGIN SOLUTION", 1)[1].split("END SOLUTION", 1)[0]
        for line in inner.splitlines()[1:-1]:
            if line.strip():
                assert line not in text, f"solution line left in the student copy: {line!r}"
    checks = [_src(c) for c in copy["cells"] if ".check(answer)" in _src(c)]
    assert len(checks) == 11
    assert all(c.startswith("answer = ...  # your answer here\n") for c in checks)
    assert "For teachers" not in text and "python -m cardlab.exercises.student" not in text
    assert all(not c.get("outputs") for c in copy["cells"] if c["cell_type"] == "code")


def test_the_committed_student_copy_is_up_to_date():
    sys.path.insert(0, str(ROOT / "tools"))
    from nbbuild import relink

    copy, _ = student_notebook(json.loads(SOLUTION.read_text()))
    committed = json.loads(STUDENT.read_text())
    # The key's links to other notebooks are written for its own folder; the copy's for the learner's.
    moved = [relink(_src(c), SOLUTION.parent, STUDENT.parent) if c["cell_type"] == "markdown" else _src(c)
             for c in copy["cells"]]
    assert list(zip(moved, [c["cell_type"] for c in copy["cells"]])) == \
           [(_src(c), c["cell_type"]) for c in committed["cells"]]


def _execute(path: Path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}}).execute()
    return nb


def _texts(cell) -> str:
    out = []
    for o in cell.get("outputs", []):
        data = o.get("data", {})
        out.append(data.get("text/plain", "") + data.get("text/html", "") + o.get("text", ""))
    return "".join(out)


def test_the_solution_notebook_shows_a_tick_on_every_question():
    nb = _execute(SOLUTION)
    checks = [c for c in nb.cells if c.cell_type == "code" and ".check(answer)" in c.source]
    assert len(checks) == 11
    for cell in checks:
        assert _texts(cell).startswith("✔"), _texts(cell)[:200]
    progress = next(c for c in nb.cells if c.cell_type == "code" and c.source.strip() == "ex.progress()")
    assert "11 of 11 correct, 11 answered" in _texts(progress)
    assert not any(o.get("output_type") == "error" for c in nb.cells for o in c.get("outputs", []))


def test_the_student_copy_runs_ungraded_without_error_and_says_not_answered_yet(tmp_path, monkeypatch):
    # As at the keyboard: no grading (the graded run is tests/test_grading.py's).
    monkeypatch.setenv("CARDLAB_GRADING", "0")
    out = tmp_path / "tongits.ipynb"
    make_student_copy(SOLUTION, out)
    nb = _execute(out)
    assert not any(o.get("output_type") == "error" for c in nb.cells for o in c.get("outputs", []))
    checks = [c for c in nb.cells if c.cell_type == "code" and ".check(answer)" in c.source]
    assert len(checks) == 11
    for cell in checks:
        assert "Not answered yet" in _texts(cell) and "✔" not in _texts(cell)
    questions = [c for c in nb.cells if c.cell_type == "code" and c.source.strip().startswith("ex.q")
                 and ".check" not in c.source]
    assert len(questions) == 11
    assert all("<svg" in _texts(c) or "data:image/svg+xml" in _texts(c) for c in questions)
    progress = next(c for c in nb.cells if c.cell_type == "code" and c.source.strip() == "ex.progress()")
    assert "0 of 11 correct, 0 answered" in _texts(progress)


def test_the_prompt_speaks_the_language_the_notebook_sets():
    def notebook(lang):
        return {"cells": [{"cell_type": "code", "source": f'import cardlab\ncardlab.set_language("{lang}")',
                           "metadata": {}, "outputs": []},
                          {"cell_type": "code", "source": "# BEGIN SOLUTION\nanswer = 3\n# END SOLUTION\nex.q1.check(answer)",
                           "metadata": {}, "outputs": []}]}
    vi, _ = student_notebook(notebook("vi"))
    en, _ = student_notebook(notebook("en"))
    assert vi["cells"][1]["source"].startswith("answer = ...  # câu trả lời của bạn\n")
    assert en["cells"][1]["source"].startswith("answer = ...  # your answer here\n")
