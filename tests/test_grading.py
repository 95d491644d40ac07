"""A learner's own check of an exercise notebook with nbval, for real: the three facts.

(The class grader, which judges answers itself, is tested in ``test_grader.py``.)

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

from cardlab.exercises.answers import questions_of

ROOT = Path(__file__).resolve().parent.parent
ALL_KEYS = sorted(p for p in (ROOT / "exercises").rglob("*.ipynb") if "solutions" in p.parts
                  and ".ipynb_checkpoints" not in p.parts)


def _first_lesson(key: Path) -> bool:
    return "lessons" not in key.parts or key.name.startswith("01_")


# nbval for real, on one notebook of each kind per game and language: the exercise set and the first lesson's
# checkpoint. Each fact starts a kernel per notebook; over all ~60 keys the three facts took 7 minutes each on
# two cores. The answers of every other key are checked by the class grader (test_grader.py), and every
# learner's copy runs under nbval in make test (notebooks/), so nothing here depends on the others.
KEYS = [k for k in ALL_KEYS if _first_lesson(k)]


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
    for key in ALL_KEYS:
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
