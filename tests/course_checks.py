"""What every course's lessons must satisfy, checked on the committed notebooks without a kernel.

One place for the checks the Tongits and Phỏm course tests share
(``test_course_tongits.py``, ``test_course_phom.py``): each test file names
its notebooks, builders, terms and options, and calls these. A check fails
with an ``AssertionError`` naming the notebook and what is wrong.
"""
import json
import re
import runpy
import sys
from pathlib import Path

from cardlab.exercises.answers import questions_of
from cardlab.exercises.student import student_notebook

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = ROOT / "tools" / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))
from nbbuild import Tr, relink  # noqa: E402

LANGS = ("en", "vi")

# What the opening cell promises, per language.
OPENING = {"en": "By the end of this notebook you will be able to", "vi": "Học xong bài này, bạn sẽ biết"}

# Pages written by the other parts of the course: a link to them is right when it names their place.
RULES_PAGES = {f"notebooks/{lang}{game}/00_rules.ipynb" for lang in ("", "vi/")
               for game in ("tongits", "phom", "indian_rummy", "chan")}


def sub(lang: str) -> str:
    return "vi/" if lang == "vi" else ""


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def text(output) -> str:
    data = output.get("data", {})
    t = output.get("text", "") or data.get("text/plain", "")
    return "".join(t) if isinstance(t, list) else t


def tags(cell) -> list:
    return cell.get("metadata", {}).get("tags", [])


def markdown(nb) -> str:
    return "\n".join(src(c) for c in nb["cells"] if c["cell_type"] == "markdown")


def code_cells(nb) -> list:
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def built(script: str, lang: str) -> list:
    """The cells a builder script makes for ``lang``; builds them only, executes nothing."""
    made = runpy.run_path(str(BUILDERS / script), run_name="not_main")
    return made["cells"](Tr(lang, made.get("REL")))        # a page's path: its text in both languages


def check_built_from_script(script: str, lang: str, key: dict, copy: dict, key_path: Path, learner_path: Path):
    """The key is what ``script`` builds (links moved to the key's folder); the learner copy is made from the key."""
    cells = built(script, lang)
    here, there = learner_path.parent, key_path.parent
    # The builder writes links for the learner copy; the key has them rewritten for its own folder.
    moved = [relink(c.source, here, there) if c.cell_type == "markdown" else c.source for c in cells]
    assert [(c.cell_type, m) for c, m in zip(cells, moved)] == [(c["cell_type"], src(c)) for c in key["cells"]], \
        f"{key_path} differs from {script}: rebuild it with tools/nbbuild.py"
    expected, _ = student_notebook(key)
    back = [relink(src(c), there, here) if c["cell_type"] == "markdown" else src(c) for c in expected["cells"]]
    assert [(c["cell_type"], b) for c, b in zip(expected["cells"], back)] == \
        [(c["cell_type"], src(c)) for c in copy["cells"]], \
        f"{learner_path} is not the learner's copy of its key: rebuild it with tools/nbbuild.py"


def check_page_built_from_script(script: str, lang: str, nb: dict, path: Path):
    """A page (no answer key) is exactly what ``script`` builds for ``lang``."""
    cells = built(script, lang)
    assert [(c.cell_type, c.source) for c in cells] == [(c["cell_type"], src(c)) for c in nb["cells"]], \
        f"{path} differs from {script}: rebuild it with tools/nbbuild.py"


def check_same_cells(nb: dict, twin: dict):
    assert [(c["cell_type"], tags(c)) for c in nb["cells"]] == [(c["cell_type"], tags(c)) for c in twin["cells"]]


def check_checked_questions(name: str, key: dict, copy: dict, quiz_set: str, module: str):
    """2–3 questions dealt from a fixed deal with the lesson's RULES, answered by the engine, closing the lesson."""
    questions = questions_of(key)
    assert 2 <= len(questions) <= 3, f"{name}: {len(questions)} checked questions"
    assert questions_of(copy) == questions
    code = code_cells(key)
    setup = next(c for c in code if f"{quiz_set}(" in src(c))
    assert re.search(rf"{quiz_set}\(seed=\d+, rules=RULES,", src(setup)), f"{name}: the quiz needs a fixed deal"
    checks = [c for c in code if "# BEGIN SOLUTION" in src(c)]
    assert len(checks) == len(questions)
    for cell in checks:
        solution = re.search(r"# BEGIN SOLUTION\n(.*)# END SOLUTION", src(cell), re.S).group(1)
        assert re.search(rf"\b{module}\.\w+\(", solution) and re.search(r"^answer = ", solution, re.M), \
            f"{name}: the answer must come from the engine:\n{solution}"
        assert not re.search(r"^answer = *([\"'\d\[]|True|False)", solution, re.M), f"{name}: a literal answer"
        assert "nbval-check-output" in tags(cell) and cell.get("outputs"), f"{name}: a check with no verdict"
    # The questions close the lesson: only Markdown (what comes next) follows the last check.
    last = max(i for i, c in enumerate(key["cells"]) if c in checks)
    assert all(c["cell_type"] == "markdown" for c in key["cells"][last + 1:])


def check_executed_in_order(where: str, nb: dict):
    code = code_cells(nb)
    assert code and [c["execution_count"] for c in code] == list(range(1, len(code) + 1)), where
    for cell in code:
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", f"{where}: {src(cell)[:60]!r} raised"
            assert output.get("name") != "stderr" or "nbval-ignore-output" in tags(cell), \
                f"{where}: {src(cell)[:60]!r} wrote to stderr"
    # Only set-up cells (imports, RULES, helper functions) may run silently.
    silent = [c for c in code if not c.get("outputs")]
    assert len(silent) <= max(2, len(code) // 4), f"{where}: {len(silent)} code cells show nothing"
    assert all(not re.search(r"^(print|display)\(", src(c), re.M) for c in silent), f"{where}: lost output"


def check_opening(key: dict, lang: str, title: str):
    first = key["cells"][0]
    assert first["cell_type"] == "markdown" and src(first).startswith(title)
    assert OPENING[lang] in src(first)


def check_terms(where: str, key: dict, terms: list):
    found = markdown(key).casefold()
    missing = [t for t in terms if t.casefold() not in found]
    assert not missing, f"{where} does not name {missing}"


def check_speaks_its_language(key: dict, lang: str):
    setup = next(c for c in key["cells"] if c["cell_type"] == "code")
    assert f'cardlab.set_language("{lang}")' in src(setup)


def check_rules_line(name: str, key: dict, module: str):
    """The first code cell holds ``RULES = <module>.Rules()`` for the learner to edit, and later cells use it."""
    setup = next(c for c in key["cells"] if c["cell_type"] == "code")
    assert re.search(rf"^RULES = {module}\.Rules\(\)", src(setup), re.M), f"{name}: no RULES line to edit"
    later = "\n".join(src(c) for c in key["cells"][2:] if c["cell_type"] == "code")
    assert "RULES" in later


def option_switched(code: str, option: str) -> bool:
    return bool(re.search(rf"Rules\([^)]*{option}=|replace\(RULES, {option}=", code))


def check_widget_cells_ignored(name: str, key: dict):
    for cell in code_cells(key):
        kinds = {k for o in cell.get("outputs", []) for k in o.get("data", {})}
        if kinds & {"application/vnd.jupyter.widget-view+json", "image/png"}:
            assert "nbval-ignore-output" in tags(cell), f"{name}: {src(cell)[:60]!r} needs nbval-ignore-output"
            assert "nbval-check-output" not in tags(cell)
        if "image/png" in kinds:
            assert src(cell).rstrip().endswith(";"), f"{name}: plot cell should end with ';'"


def check_deterministic_reprs(where: str, nb: dict):
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            shown = text(output) + "".join(output.get("data", {}).get("text/html", ""))
            assert not re.search(r" at 0x[0-9a-f]{6,}", shown), f"{where}: a memory address in {src(cell)[:60]!r}"


def check_checked_cells_have_output(name: str, key: dict):
    checked = [c for c in key["cells"] if "nbval-check-output" in tags(c)]
    assert checked, f"{name}: no cell has its output checked"
    for cell in checked:
        assert cell.get("outputs"), f"{name}: checked cell {src(cell)[:60]!r} has no output"


def card_pictures(path: Path) -> int:
    """How many card pictures (SVG) the saved outputs of a notebook hold."""
    html = "".join("".join(o.get("data", {}).get("text/html", "")) for c in read(path)["cells"]
                   for o in c.get("outputs", []))
    return html.count("<svg") + html.count("data:image/svg+xml")


def english_text(nb) -> str:
    """What the learner reads: the Markdown and what the cells print (code such as ``count(s)`` is not prose)."""
    return "\n".join([src(c) for c in nb["cells"] if c["cell_type"] == "markdown"]
                     + [text(o) for c in nb["cells"] for o in c.get("outputs", [])])


def check_english_agrees_in_number(name: str, nb: dict, guide: str):
    shown = english_text(nb)
    assert not re.findall(r"\w+\(s\)", shown), f"{name}: write '1 card' / '2 cards', not 'card(s)'"
    assert not re.search(r"\b1 (cards|melds|points|stakes)\b", shown), f"{name}: '1' takes the singular"
    assert not re.search(r"\bthe seed\b|\bseed's\b", markdown(nb)), \
        f"{name}: the rules document is '{guide}'; a random seed is 'a deal number'"


def check_vietnamese_glossary(name: str, nb: dict):
    found = markdown(nb)
    # The guide's loan word "Meld" may be named once, in a glossary; the course says "phỏm".
    assert found.count("Meld") <= 1, f"{name}: say 'phỏm', not 'Meld'"
    assert "đánh bài rác" not in found.casefold(), f"{name}: discarding is 'đánh'; 'bài rác' is only deadwood"
    assert not re.search(r"\bseed\b", re.sub(r"`[^`]*`", "", found)), f"{name}: a seed is 'số ván chia'"


def links(nb) -> list:
    return [target for target in re.findall(r"\]\(([^)\s]+)\)", markdown(nb)) if "://" not in target]


def broken_links(path: Path, other_pages: set) -> list:
    """The relative links of a notebook that lead nowhere (pages written elsewhere count when named right)."""
    broken = []
    for target in links(read(path)):
        resolved = (path.parent / target.split("#")[0]).resolve()
        rel = resolved.relative_to(ROOT).as_posix() if resolved.is_relative_to(ROOT) else str(resolved)
        if not resolved.exists() and rel not in other_pages:
            broken.append(target)
    return broken
