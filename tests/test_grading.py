"""Exercise notebooks are graded by nbval, for real: the three facts, and the class grader.

A learner's score is ``pytest --nbval-lax`` on their notebook: one failed
test per question not right, nothing else. Here every answer key (exercise
sets and lesson checkpoints, both languages) passes with no failure; every
learner's copy as handed out fails once per question; a key with one answer
changed to nonsense fails exactly once. The runs are batched (one pytest run
per fact, over every notebook selected) and do not set ``CARDLAB_GRADING``:
grading is detected the way a learner's own run meets it. Each fact has one
case per notebook (``chan/03_a_turn``, ``vi/tongits/exercises``…), so one
course is checked alone with ``-k "chan/"``.
"""
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from cardlab.exercises.grade import BLANK, RIGHT, SHOWN, WRONG, grade, questions_of, write_csv

ROOT = Path(__file__).resolve().parent.parent
KEYS = sorted(p for p in (ROOT / "exercises").rglob("*.ipynb") if "solutions" in p.parts
              and ".ipynb_checkpoints" not in p.parts)


def learner_copy(key: Path) -> Path:
    """Where the copy handed out to learners lives for this key."""
    rel = key.relative_to(ROOT / "exercises")
    lang = ["vi"] if rel.parts[0] == "vi" else []
    inner = rel.parts[len(lang) + 1:]                  # after "solutions"
    if inner[0] == "lessons":
        return ROOT.joinpath("notebooks", *lang, *inner[1:])
    return ROOT.joinpath("exercises", *lang, *inner)


def nbval(paths, tmp_path, base: Path = ROOT) -> Counter:
    """Run pytest --nbval-lax on notebooks as a learner would; failures per notebook (by path).

    ``base`` is the folder the notebooks are under: the repository, or the
    temporary folder of the mutated keys.
    """
    report = tmp_path / f"report-{len(list(tmp_path.iterdir()))}.xml"
    env = {k: v for k, v in os.environ.items() if k != "CARDLAB_GRADING"}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax",
                          "--nbval-current-env", f"--rootdir={base}", f"--junitxml={report}", *map(str, paths)],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=1500)
    assert report.exists(), run.stdout[-2000:] + run.stderr[-2000:]
    failures = Counter({str(p): 0 for p in paths})
    for case in ET.parse(report).iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            name = case.get("classname", "") + "/" + case.get("file", "")
            # By path, not only by name: exercises/tongits.ipynb and exercises/vi/tongits.ipynb share a stem.
            where = name.replace(".", "/")
            hit = [str(p) for p in paths if str(Path(p).resolve().relative_to(base.resolve()).with_suffix("")) in where]
            if len(hit) != 1:
                hit = [str(p) for p in paths if Path(p).stem in where]
            failures[hit[0] if len(hit) == 1 else name] += 1
    return failures, run


def count_questions(path: Path) -> int:
    return len(questions_of(json.loads(path.read_text(encoding="utf-8"))))


def test_there_are_keys_and_each_has_its_learner_copy():
    assert KEYS, "no answer key found under exercises/**/solutions/"
    for key in KEYS:
        assert learner_copy(key).exists(), f"{key.relative_to(ROOT)} has no learner copy"
        assert count_questions(key) == count_questions(learner_copy(key)) >= 2


def notebook_id(key: Path) -> str:
    """``chan/03_a_turn``, ``vi/chan/03_a_turn``, ``tongits/exercises``: the course first, so that
    ``-k "chan/"`` checks one course (in both languages) and never matches another test's name."""
    rel = key.relative_to(ROOT / "exercises")
    lang = ["vi"] if rel.parts[0] == "vi" else []
    inner = rel.parts[len(lang) + 1:]                  # after "solutions"
    name = [*inner[1:-1], Path(inner[-1]).stem] if inner[0] == "lessons" else [Path(inner[-1]).stem, "exercises"]
    return "/".join([*lang, *name])


def selected_keys(request) -> list[Path]:
    """The keys whose case of the requesting test is selected in this session (all of them, or a ``-k`` subset)."""
    name = request.function.__name__
    return [item.callspec.params["key"] for item in request.session.items
            if getattr(item, "originalname", None) == name and hasattr(item, "callspec")]


# One nbval run per fact, over every selected notebook at once (a run per notebook would start a pytest and
# its kernels a hundred times); each notebook's case then reads its own count of failures from that run.
_BATCHES: dict = {}


def batch(request, fact, paths_of, tmp_path_factory, base: Path = ROOT):
    """``(failures, run)`` of the one nbval run of ``fact`` over the selected keys' notebooks (``paths_of``)."""
    if fact not in _BATCHES:
        paths = [paths_of(k) for k in selected_keys(request)]
        try:
            _BATCHES[fact] = nbval(paths, tmp_path_factory.mktemp(fact), base)
        except Exception as exc:   # the run itself broke: every case of the fact fails with it, none runs it again
            _BATCHES[fact] = exc
    if isinstance(_BATCHES[fact], Exception):
        pytest.fail(f"the nbval run ({fact}) broke: {_BATCHES[fact]}")
    return _BATCHES[fact]


BY_NOTEBOOK = pytest.mark.parametrize("key", KEYS, ids=[notebook_id(k) for k in KEYS])


@BY_NOTEBOOK
def test_every_answer_key_passes_with_no_failure(key, request, tmp_path_factory):
    failures, run = batch(request, "keys", lambda k: k, tmp_path_factory)
    assert failures[str(key)] == 0, run.stdout[-4000:]


@BY_NOTEBOOK
def test_every_learner_copy_as_handed_out_fails_once_per_question(key, request, tmp_path_factory):
    failures, run = batch(request, "copies", learner_copy, tmp_path_factory)
    path = learner_copy(key)
    assert failures[str(path)] == count_questions(path), f"{path.relative_to(ROOT)}\n{run.stdout[-3000:]}"


def _one_answer_changed(key: Path, target: Path) -> None:
    nb = json.loads(key.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        if cell["cell_type"] == "code" and "# END SOLUTION" in src:
            cell["source"] = re.sub(r"# BEGIN SOLUTION\n.*?# END SOLUTION", 'answer = "nonsense"', src,
                                    flags=re.S)
            break
    target.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")


def mutated_path(key: Path, folder: Path) -> Path:
    """Where the key with one answer changed goes: under ``folder``, at the key's place in ``exercises/``.

    A temporary folder, not beside the key: a run that is killed leaves nothing in the repository.
    """
    rel = key.relative_to(ROOT / "exercises")
    return folder.joinpath(*rel.parts[:-1], f"_mutated_{KEYS.index(key)}_{key.name}")


def mutated_copy(key: Path, folder: Path) -> Path:
    """The key with one answer changed to nonsense, written to :func:`mutated_path`."""
    target = mutated_path(key, folder)
    target.parent.mkdir(parents=True, exist_ok=True)
    _one_answer_changed(key, target)
    return target


@BY_NOTEBOOK
def test_a_key_with_one_answer_changed_to_nonsense_fails_exactly_once(key, request, tmp_path_factory):
    folder = tmp_path_factory.getbasetemp() / "mutated-keys"
    failures, run = batch(request, "mutated", lambda k: mutated_copy(k, folder), tmp_path_factory, base=folder)
    path = mutated_path(key, folder)
    assert failures[str(path)] == 1, f"{path.name}\n{run.stdout[-3000:]}"


def test_the_class_grader_writes_one_row_per_learner(tmp_path):
    key = ROOT / "exercises" / "solutions" / "tongits.ipynb"
    blank = learner_copy(key)
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "ana.ipynb").write_text(key.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "binh.ipynb").write_text(blank.read_text(encoding="utf-8"), encoding="utf-8")
    # Chi answers the odd questions as the key does, Q2 with nonsense, shows the answer of Q4 and leaves the rest.
    nb = json.loads(key.read_text(encoding="utf-8"))
    blank_nb = json.loads(blank.read_text(encoding="utf-8"))
    for cell, plain in zip(nb["cells"], blank_nb["cells"]):
        src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        number = re.search(r"ex\.q(\d+)\.check\(", src)
        if number and "# BEGIN SOLUTION" in src:
            n = int(number.group(1))
            if n == 2:
                cell["source"] = f'answer = "nonsense"\nex.q{n}.check(answer)'
            elif n == 4:
                cell["source"] = src + f"\nex.q{n}.solution()\nex.q{n}.check(answer)"
            elif n % 2 == 0:
                cell["source"] = plain["source"]
    (folder / "chi.ipynb").write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    (folder / "dung.ipynb").write_text("{ this is not a notebook", encoding="utf-8")
    results = grade([folder], timeout=240)
    csv_path = tmp_path / "scores.csv"
    write_csv(results, csv_path)
    rows = {r.learner: r for r in results}
    n = count_questions(key)
    assert list(rows) == ["ana", "binh", "chi", "dung"]
    assert rows["ana"].total == n and set(rows["ana"].marks.values()) == {RIGHT}
    assert rows["binh"].total == 0 and set(rows["binh"].marks.values()) == {BLANK}
    chi = rows["chi"].marks
    assert chi["Q2"] == WRONG and chi["Q4"] == SHOWN and chi["Q6"] == BLANK and chi["Q1"] == chi["Q3"] == RIGHT
    assert rows["chi"].total == len(range(1, n + 1, 2))
    assert rows["dung"].total == 0 and "cannot read" in rows["dung"].note
    text = csv_path.read_text(encoding="utf-8").splitlines()
    assert text[0].startswith("learner,file,Q1,Q2") and text[0].endswith("total,out_of,note")
    assert len(text) == 5 and text[3].startswith("chi,") and f",{len(range(1, n + 1, 2))},{n}," in text[3]


def test_a_notebook_that_never_ends_gets_a_row_and_the_batch_goes_on(tmp_path):
    key = ROOT / "exercises" / "solutions" / "tongits.ipynb"
    nb = json.loads(key.read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    code[0]["source"] = "while True:\n    pass"
    (tmp_path / "loop.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    (tmp_path / "ok.ipynb").write_text(key.read_text(encoding="utf-8"), encoding="utf-8")
    results = grade([tmp_path], timeout=120, cell_timeout=5)
    assert [r.learner for r in results] == ["loop", "ok"]
    assert results[0].total == 0 and results[0].note
    assert results[1].total == count_questions(key)
