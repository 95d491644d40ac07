"""Answers typed without quotes (cardlab.exercises.typed): a short message, not a traceback.

The cells run in a real IPython shell (``InteractiveShell``), which applies
the input transformers exactly as a notebook kernel does; one test runs a
small notebook through ``jupyter nbconvert --execute`` to see what a learner
sees in the saved outputs.
"""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import cardlab
from cardlab.exercises import phom_set, typed

IPython = pytest.importorskip("IPython")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SETUP = ("from cardlab import phom\n"
         "from cardlab.exercises import phom_set\n"
         "rules = phom.Rules()\n"
         "ex = phom_set(seed=1, rules=rules)\n")


@pytest.fixture(scope="module")
def shell():
    """One IPython shell for the module (history in memory), dropped afterwards so later tests see none."""
    from traitlets.config import Config
    had = InteractiveShell.initialized()
    saved = sys.displayhook, sys.excepthook
    config = Config()
    config.HistoryManager.hist_file = ":memory:"
    ip = InteractiveShell.instance(config=config)
    assert ip.run_cell(SETUP).success
    yield ip
    if not had:
        InteractiveShell.clear_instance()
        sys.displayhook, sys.excepthook = saved


def run(ip, capsys, cell):
    """Run one cell: (the result, what it printed)."""
    capsys.readouterr()
    result = ip.run_cell(cell)
    out = capsys.readouterr()
    return result, out.out + out.err


def ours(ip):
    return [t for t in ip.input_transformers_cleanup if getattr(t, typed._MARK, False)]


@pytest.mark.parametrize("cell, example", [
    ("answer = no\nex.q1.check(answer)\n", 'answer = "no"'),
    ("answer = 10C  # your answer here\nex.q1.check(answer)\n", 'answer = "10C"'),
    ("answer = 7♠ 8♠\nex.q3.check(answer)\n", 'answer = "7♠ 8♠"'),
    ("answer = KS\n", 'answer = "KS"'),
    ("answer = [B, C]\n", 'answer = ["B", "C"]'),
    ("answer = [AS 2S 3S, 7H 7D 7C]\n", 'answer = ["AS 2S 3S", "7H 7D 7C"]'),
    ('answer = "7♠ 8♠\n', 'answer = "7♠ 8♠"'),
    ("ex.q3.check(7♠ 8♠)\n", 'ex.q3.check("7♠ 8♠")'),
    ("ex.q1.check(yes)\n", 'ex.q1.check("yes")'),
])
def test_an_unquoted_answer_gets_a_short_message(shell, capsys, cell, example):
    attempts = [q.attempts for q in shell.user_ns["ex"]]
    result, out = run(shell, capsys, cell)
    assert type(result.error_in_exec).__name__ == "UnquotedAnswer"
    assert out.strip() == f"Write the answer in quotes: {example}"
    assert "Traceback" not in out and "Error" not in out
    assert [q.attempts for q in shell.user_ns["ex"]] == attempts     # check was not run with a wrong value


def test_the_message_follows_the_language(shell, capsys):
    cardlab.set_language("vi")
    _, out = run(shell, capsys, "answer = không\n")
    assert out.strip() == 'Hãy viết câu trả lời trong dấu ngoặc kép: answer = "không"'
    _, out = run(shell, capsys, "answer = 10C\n")
    assert out.strip() == 'Hãy viết câu trả lời trong dấu ngoặc kép: answer = "10C"'


@pytest.mark.parametrize("cell", [
    "answer = 17\nex.q1.check(answer)\n",
    'answer = "no"\nex.q1.check(answer)\n',
    "answer = ...  # your answer here\nex.q1.check(answer)\n",
    "answer = phom.deadwood(ex.q2.hand, rules)\n",
    "answer = True\n",
    "answer = len\n",                                # a builtin
    "mine = 'KS'\nanswer = mine\n",                  # defined earlier in the same cell
    "answer = later\ndef later(): pass\n",           # bound somewhere in the cell: not ours to judge
])
def test_valid_answers_run_unchanged(shell, capsys, cell):
    result, out = run(shell, capsys, cell)
    if "later" in cell:
        assert isinstance(result.error_in_exec, NameError)      # Python's own error, as before
    else:
        assert result.success, out
        assert "quotes" not in out


def test_a_variable_of_the_notebook_is_an_answer(shell, capsys):
    assert run(shell, capsys, "my_guess = 'KS'\n")[0].success
    result, _ = run(shell, capsys, "answer = my_guess\n")
    assert result.success and shell.user_ns["answer"] == "KS"


@pytest.mark.parametrize("cell, error", [
    ("foo + 1\n", NameError),
    ("answer = no + 1\n", NameError),            # not a bare name: Python's error
    ("quiz.q1.check(no)\n", NameError),          # no `quiz`: the error about it says more
    ("x = 10C\n", SyntaxError),                  # not an answer line
    ("answer = 7♠\nex.q1.check(answer\n", SyntaxError),   # another error in the cell: left to Python
    ("answer = (1 +\n", SyntaxError),            # unfinished code, not an answer
    ("if True:\n    answer = 7♠\n", SyntaxError),  # only top-level lines
])
def test_other_errors_keep_their_traceback(shell, capsys, cell, error):
    result, out = run(shell, capsys, cell)
    failure = result.error_in_exec or result.error_before_exec
    assert isinstance(failure, error)
    assert error.__name__ in out and "quotes" not in out


@pytest.mark.parametrize("cell", [
    "answer = 17\n", "x = 1\nprint(x)\n", "answer = no\n" "no = 1\n", "s = '''\nanswer = 7♠\n'''\n",
    "answer = (1 +\n 2)\n", "%time x = 1\n", "x = 10C\n", "",
])
def test_other_cells_are_untouched_byte_for_byte(shell, cell):
    transformer = ours(shell)[0]
    lines = cell.splitlines(keepends=True)
    assert transformer(lines) is lines


def test_the_transformer_never_raises(shell):
    class Broken:
        def __contains__(self, name):
            raise RuntimeError("boom")
    transformer = typed._Transformer(shell)
    transformer.ip = type("Shell", (), {"user_ns": Broken()})()
    lines = ["answer = no\n"]
    assert transformer(lines) is lines
    assert transformer(None) is None


def test_installing_twice_registers_once(shell):
    assert typed.install() and typed.install()
    phom_set(seed=2)
    phom_set(seed=3)
    assert len(ours(shell)) == 1


def test_plain_python_installs_nothing():
    code = ("import sys\nfrom cardlab.exercises import phom_set, typed\nphom_set(seed=1)\n"
            "print(typed.install(), 'IPython' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    assert out.stdout.split() == ["False", "False"]


def test_a_real_kernel_shows_the_message(tmp_path):
    """What a learner sees: nbconvert runs the notebook in an ipykernel and saves the outputs."""
    pytest.importorskip("nbconvert")
    cells = ["from cardlab.exercises import phom_set\nex = phom_set(seed=1)\n",
             "answer = no  # your answer here\nex.q1.check(answer)\n",
             "import cardlab\ncardlab.set_language('vi')\n",
             "answer = 7♠ 8♠\nex.q3.check(answer)\n"]
    notebook = {"nbformat": 4, "nbformat_minor": 5,
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
                "cells": [{"cell_type": "code", "id": f"c{i}", "metadata": {}, "execution_count": None,
                           "outputs": [], "source": source} for i, source in enumerate(cells)]}
    path = tmp_path / "typed.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                    "--allow-errors", "--inplace", str(path)],
                   check=True, capture_output=True, cwd=REPO, timeout=300)
    done = json.loads(path.read_text(encoding="utf-8"))["cells"]
    outputs = [c["outputs"] for c in done]
    assert [o for o in outputs[0] if o["output_type"] == "error"] == []
    for i, example in ((1, 'Write the answer in quotes: answer = "no"'),
                       (3, 'Hãy viết câu trả lời trong dấu ngoặc kép: answer = "7♠ 8♠"')):
        [error] = outputs[i]
        assert error["output_type"] == "error" and error["traceback"] == [example]
        shown = json.dumps(error, ensure_ascii=False)
        assert "Traceback" not in shown and "NameError" not in shown and "SyntaxError" not in shown
