"""The welcome notebook and the Tongits course: present in both languages, built from their scripts, executed,
ending with checked questions, and fit for nbval.

Each lesson is built by one script in ``tools/notebooks/`` defining ``cells(t)``:
its answer key lives in ``exercises/[vi/]solutions/lessons/tongits/`` and the
learner's copy (made from the key by ``student_notebook``) in
``notebooks/[vi/]tongits/``. The notebooks themselves run under
``pytest --nbval-lax --nbval-current-env``; these tests check the committed
files without a kernel.
"""
import json
import re
import runpy
import sys
from pathlib import Path

import pytest

from cardlab.exercises.grade import questions_of
from cardlab.exercises.student import student_notebook

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = ROOT / "tools" / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))
from nbbuild import Tr, relink  # noqa: E402

LANGS = ("en", "vi")

NOTEBOOKS = {
    "01_deck_deal_words": "tongits_01_deck.py",
    "02_melds_deadwood": "tongits_02_melds.py",
    "03_a_turn": "tongits_03_turn.py",
    "04_endings_payments": "tongits_04_endings.py",
    "05_play_the_bots": "tongits_05_bots.py",
    "06_strategy_lab": "tongits_06_lab.py",
}

# The words each notebook teaches, named in its Markdown in both languages (compared ignoring case): the
# course's Vietnamese glossary words and, where used, the Filipino ones.
TERMS = {
    "00_welcome": ["phỏm", "bộ", "sảnh", "bài rác"],
    "01_deck_deal_words": ["nọc", "bốc", "đánh", "bài bỏ", "phỏm", "hạ phỏm", "ăn bài", "gửi bài", "bài rác",
                           "Khiêu chiến (Fight)", "bỏ cuộc", "thách đấu", "cháy bài", "hết nọc", "tứ quý",
                           "bộ", "sảnh", "bunot", "tapon", "kain", "sapaw", "sunog"],
    "02_melds_deadwood": ["phỏm", "bài rác", "sảnh", "bộ", "tứ quý"],
    "03_a_turn": ["bốc", "nọc", "ăn bài", "gửi bài", "hạ phỏm", "đánh", "bài bỏ", "bunot", "kain", "tapon"],
    "04_endings_payments": ["Khiêu chiến", "bỏ cuộc", "thách đấu", "cháy bài", "hết nọc", "tứ quý", "sunog"],
    "05_play_the_bots": ["bốc", "ăn bài", "hạ phỏm", "gửi bài", "Khiêu chiến", "cháy bài"],
    "06_strategy_lab": ["bài rác", "Khiêu chiến", "cháy bài", "hết nọc"],
}

# What the opening cell promises, per language.
OPENING = {"en": "By the end of this notebook you will be able to", "vi": "Học xong bài này, bạn sẽ biết"}

# Every house-rule option of RULES.md §1 is switched somewhere in the course.
OPTIONS = ["turn_direction", "ace_high_in_runs", "chow_requires_new_meld", "dealer_may_expose_before_first_discard",
           "fight_timing", "fight_tie_winner", "stock_out_tiebreak", "concealed_melds_count_as_deadwood",
           "burn_exempt_with_secret", "tongits_on_final_discard"]

# Pages other parts of the course write: a link to them is right when it names their place.
# (Lessons 4-6, the hand builder and the exercises have their Vietnamese twins written in parallel.)
OTHER_PAGES = {f"notebooks/{lang}{game}/00_rules.ipynb" for lang in ("", "vi/")
               for game in ("tongits", "phom", "indian_rummy", "chan")} | {
    "exercises/for_teachers.ipynb", "exercises/vi/for_teachers.ipynb", "exercises/vi/tongits.ipynb",
    "notebooks/vi/tongits/hand_builder.ipynb"} | {
    f"notebooks/vi/tongits/{name}.ipynb" for name in ("04_endings_payments", "05_play_the_bots", "06_strategy_lab")}


def _sub(lang: str) -> str:
    return "vi/" if lang == "vi" else ""


def key_path(name: str, lang: str) -> Path:
    return ROOT / "exercises" / _sub(lang) / "solutions" / "lessons" / "tongits" / f"{name}.ipynb"


def learner_path(name: str, lang: str) -> Path:
    return ROOT / "notebooks" / _sub(lang) / "tongits" / f"{name}.ipynb"


def welcome_path(lang: str) -> Path:
    return ROOT / "notebooks" / _sub(lang) / "00_welcome.ipynb"


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _text(output) -> str:
    data = output.get("data", {})
    t = output.get("text", "") or data.get("text/plain", "")
    return "".join(t) if isinstance(t, list) else t


def _tags(cell) -> list:
    return cell.get("metadata", {}).get("tags", [])


def _markdown(nb) -> str:
    return "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "markdown")


def _built(script: str, lang: str) -> list:
    """The cells a builder script makes for ``lang``; builds them only, executes nothing."""
    return runpy.run_path(str(BUILDERS / script), run_name="not_main")["cells"](Tr(lang))


CASES = [pytest.param((name, lang), id=f"{name}-{lang}") for name in sorted(NOTEBOOKS) for lang in LANGS]


@pytest.fixture(scope="module", params=CASES)
def course(request):
    """(name, language, answer key, learner's copy) of one lesson."""
    name, lang = request.param
    return name, lang, _read(key_path(name, lang)), _read(learner_path(name, lang))


def _both(course):
    name, lang, key, copy = course
    return [(f"{name} [{lang}] key", key), (f"{name} [{lang}] learner copy", copy)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_course_notebook_exists_in_order(lang):
    names = sorted(p.stem for p in learner_path("x", lang).parent.glob("0[1-9]*.ipynb"))     # 00_rules is the rules page, not a lesson
    assert names == sorted(NOTEBOOKS)
    for name in NOTEBOOKS:
        assert key_path(name, lang).exists(), f"{name} [{lang}] has no answer key"


def test_every_notebook_is_built_from_its_script_and_up_to_date(course):
    name, lang, key, copy = course
    cells = _built(NOTEBOOKS[name], lang)
    here, there = learner_path(name, lang).parent, key_path(name, lang).parent
    # The builder writes links for the learner copy; the key has them rewritten for its own folder.
    moved = [relink(c.source, here, there) if c.cell_type == "markdown" else c.source for c in cells]
    assert [(c.cell_type, m) for c, m in zip(cells, moved)] == [(c["cell_type"], _src(c)) for c in key["cells"]], \
        f"{key_path(name, lang)} differs from {NOTEBOOKS[name]}: rebuild it with tools/nbbuild.py"
    expected, _ = student_notebook(key)
    back = [relink(_src(c), there, here) if c["cell_type"] == "markdown" else _src(c) for c in expected["cells"]]
    assert [(c["cell_type"], b) for c, b in zip(expected["cells"], back)] == \
        [(c["cell_type"], _src(c)) for c in copy["cells"]], \
        f"{learner_path(name, lang)} is not the learner's copy of its key: rebuild it with tools/nbbuild.py"


def test_the_english_and_vietnamese_notebooks_have_the_same_cells_in_the_same_order(course):
    name, lang, key, _ = course
    other = _read(key_path(name, "en"))
    assert [(c["cell_type"], _tags(c)) for c in key["cells"]] == [(c["cell_type"], _tags(c)) for c in other["cells"]]


def test_every_lesson_ends_with_two_or_three_checked_questions(course):
    name, lang, key, copy = course
    questions = questions_of(key)
    assert 2 <= len(questions) <= 3, f"{name} [{lang}]: {len(questions)} checked questions"
    assert questions_of(copy) == questions
    code = [c for c in key["cells"] if c["cell_type"] == "code"]
    setup = next(c for c in code if "tongits_set(" in _src(c))
    assert re.search(r"tongits_set\(seed=\d+, rules=RULES,", _src(setup)), f"{name}: the quiz needs a fixed deal"
    checks = [c for c in code if "# BEGIN SOLUTION" in _src(c)]
    assert len(checks) == len(questions)
    for cell in checks:
        solution = re.search(r"# BEGIN SOLUTION\n(.*)# END SOLUTION", _src(cell), re.S).group(1)
        assert re.search(r"\btongits\.\w+\(", solution) and re.search(r"^answer = ", solution, re.M), \
            f"{name}: the answer must come from the engine:\n{solution}"
        assert not re.search(r"^answer = *([\"'\d\[]|True|False)", solution, re.M), f"{name}: a literal answer"
        assert "nbval-check-output" in _tags(cell) and cell.get("outputs"), f"{name}: a check with no verdict"
    # The questions close the lesson: only Markdown (what comes next) follows the last check.
    last = max(i for i, c in enumerate(key["cells"]) if c in checks)
    assert all(c["cell_type"] == "markdown" for c in key["cells"][last + 1:])


def test_every_code_cell_was_executed_in_order_without_error(course):
    for where, nb in _both(course):
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        assert code and [c["execution_count"] for c in code] == list(range(1, len(code) + 1)), where
        for cell in code:
            for output in cell.get("outputs", []):
                assert output.get("output_type") != "error", f"{where}: {_src(cell)[:60]!r} raised"
                assert output.get("name") != "stderr" or "nbval-ignore-output" in _tags(cell), \
                    f"{where}: {_src(cell)[:60]!r} wrote to stderr"
        # Only set-up cells (imports, RULES, helper functions) may run silently.
        silent = [c for c in code if not c.get("outputs")]
        assert len(silent) <= max(2, len(code) // 4), f"{where}: {len(silent)} code cells show nothing"
        assert all(not re.search(r"^(print|display)\(", _src(c), re.M) for c in silent), f"{where}: lost output"


def test_each_notebook_opens_with_what_the_learner_will_be_able_to_do(course):
    name, lang, key, _ = course
    first = key["cells"][0]
    assert first["cell_type"] == "markdown" and _src(first).startswith("# Tongits ")
    assert OPENING[lang] in _src(first)


def test_each_notebook_names_its_vietnamese_and_filipino_terms(course):
    name, lang, key, _ = course
    text = _markdown(key).casefold()
    missing = [t for t in TERMS[name] if t.casefold() not in text]
    assert not missing, f"{name} [{lang}] does not name {missing}"


def test_each_notebook_speaks_its_language_from_the_first_code_cell(course):
    name, lang, key, _ = course
    setup = next(c for c in key["cells"] if c["cell_type"] == "code")
    assert f'cardlab.set_language("{lang}")' in _src(setup)


def test_each_notebook_lets_the_learner_switch_house_rules(course):
    name, lang, key, _ = course
    setup = next(c for c in key["cells"] if c["cell_type"] == "code")
    assert re.search(r"^RULES = tongits\.Rules\(\)", _src(setup), re.M), f"{name}: no RULES line to edit"
    later = "\n".join(_src(c) for c in key["cells"][2:] if c["cell_type"] == "code")
    assert "RULES" in later


@pytest.mark.parametrize("lang", LANGS)
def test_every_house_rule_option_is_switched_somewhere_in_the_course(lang):
    code = "\n".join(_src(c) for name in NOTEBOOKS for c in _read(key_path(name, lang))["cells"]
                     if c["cell_type"] == "code")
    for option in OPTIONS:
        assert re.search(rf"Rules\([^)]*{option}=|replace\(RULES, {option}=", code), f"{option} is never switched"


def test_widget_progress_and_figure_cells_are_not_compared_by_nbval(course):
    name, lang, key, _ = course
    for cell in key["cells"]:
        if cell["cell_type"] != "code":
            continue
        kinds = {k for o in cell.get("outputs", []) for k in o.get("data", {})}
        if kinds & {"application/vnd.jupyter.widget-view+json", "image/png"}:
            assert "nbval-ignore-output" in _tags(cell), f"{name}: {_src(cell)[:60]!r} needs nbval-ignore-output"
            assert "nbval-check-output" not in _tags(cell)
        if "image/png" in kinds:
            assert _src(cell).rstrip().endswith(";"), f"{name}: plot cell should end with ';'"


def test_outputs_have_deterministic_reprs(course):
    for where, nb in _both(course):
        for cell in nb["cells"]:
            for output in cell.get("outputs", []):
                text = _text(output) + "".join(output.get("data", {}).get("text/html", ""))
                assert not re.search(r" at 0x[0-9a-f]{6,}", text), f"{where}: a memory address in {_src(cell)[:60]!r}"


def test_checked_cells_print_text_nbval_can_compare(course):
    name, lang, key, _ = course
    checked = [c for c in key["cells"] if "nbval-check-output" in _tags(c)]
    assert checked, f"{name}: no cell has its output checked"
    for cell in checked:
        assert cell.get("outputs"), f"{name}: checked cell {_src(cell)[:60]!r} has no output"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["01_deck_deal_words", "02_melds_deadwood", "05_play_the_bots"])
def test_the_card_pictures_are_in_the_saved_outputs(name, lang):
    for path in (key_path(name, lang), learner_path(name, lang)):
        html = "".join("".join(o.get("data", {}).get("text/html", "")) for c in _read(path)["cells"]
                       for o in c.get("outputs", []))
        assert html.count("<svg") + html.count("data:image/svg+xml") >= 15, path


# -- wording: the standards of the course's text --------------------------------------------------------------

def _english_text(nb) -> str:
    """What the learner reads: the Markdown and what the cells print (code such as ``count(s)`` is not prose)."""
    return "\n".join([_src(c) for c in nb["cells"] if c["cell_type"] == "markdown"]
                     + [_text(o) for c in nb["cells"] for o in c.get("outputs", [])])


@pytest.mark.parametrize("name", [n for n in sorted(NOTEBOOKS)])
def test_english_text_agrees_in_number_and_names_the_rules_document(name):
    nb = _read(key_path(name, "en"))
    text = _english_text(nb)
    assert not re.findall(r"\w+\(s\)", text), f"{name}: write '1 card' / '2 cards', not 'card(s)'"
    assert not re.search(r"\b1 (cards|melds|points)\b", text), f"{name}: '1' takes the singular"
    assert not re.search(r"\bthe seed\b|\bseed's\b", _markdown(nb)), \
        f"{name}: the rules document is 'the H19 Tongits guide'; a random seed is 'a deal number'"


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_vietnamese_text_uses_the_glossary(name):
    text = _markdown(_read(key_path(name, "vi")))
    # The guide's loan word "Meld" may be named once, in a glossary; the course says "phỏm".
    assert text.count("Meld") <= 1, f"{name}: say 'phỏm', not 'Meld'"
    assert "đánh bài rác" not in text.casefold(), f"{name}: discarding is 'đánh'; 'bài rác' is only deadwood"
    assert not re.search(r"\bseed\b", re.sub(r"`[^`]*`", "", text)), f"{name}: a seed is 'số ván chia'"


# -- links ----------------------------------------------------------------------------------------------------

def _links(nb) -> list:
    return [target for target in re.findall(r"\]\(([^)\s]+)\)", _markdown(nb)) if "://" not in target]


def _check_links(path: Path) -> list:
    """The relative links of a notebook that lead nowhere (pages written elsewhere count when named right)."""
    broken = []
    for target in _links(_read(path)):
        resolved = (path.parent / target.split("#")[0]).resolve()
        rel = resolved.relative_to(ROOT).as_posix() if resolved.is_relative_to(ROOT) else str(resolved)
        if not resolved.exists() and rel not in OTHER_PAGES:
            broken.append(target)
    return broken


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["01_deck_deal_words", "02_melds_deadwood", "03_a_turn"])
def test_the_links_of_a_lesson_lead_to_notebooks(name, lang):
    path = learner_path(name, lang)
    assert _links(_read(path)), f"{name} [{lang}] links nowhere"
    assert not _check_links(path)


# -- the welcome notebook -------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_welcome_notebook_is_built_from_its_script_and_executed(lang):
    nb = _read(welcome_path(lang))
    cells = _built("welcome.py", lang)
    assert [(c.cell_type, c.source) for c in cells] == [(c["cell_type"], _src(c)) for c in nb["cells"]], \
        f"{welcome_path(lang)} differs from welcome.py: rebuild it with tools/nbbuild.py"
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert [c["execution_count"] for c in code] == list(range(1, len(code) + 1))
    assert all(o.get("output_type") != "error" for c in code for o in c.get("outputs", []))
    assert f'cardlab.set_language("{lang}")' in _src(code[0])


@pytest.mark.parametrize("lang", LANGS)
def test_the_welcome_notebook_maps_the_whole_course_in_both_languages(lang):
    path = welcome_path(lang)
    nb = _read(path)
    opening = _src(nb["cells"][0])
    assert opening.startswith("# Welcome to cardlab · Chào mừng")       # both languages greet
    twin = "vi/00_welcome.ipynb" if lang == "en" else "../00_welcome.ipynb"
    up = "../" if lang == "en" else "../../"
    links = set(_links(nb))
    expected = {twin, "tongits/hand_builder.ipynb", f"{up}exercises/{_sub(lang)}tongits.ipynb",
                f"{up}exercises/{_sub(lang)}for_teachers.ipynb"}
    expected |= {f"{game}/00_rules.ipynb" for game in ("tongits", "phom", "indian_rummy", "chan")}
    expected |= {f"tongits/{name}.ipynb" for name in NOTEBOOKS}
    # Every game's lessons, tools page and exercises that the map names, all linked (and, below, all present).
    welcome = runpy.run_path(str(BUILDERS / "welcome.py"), run_name="not_main")
    expected |= {f"{game}/{stem}.ipynb" for game, lessons in welcome["LESSONS"].items() for stem, *_ in lessons}
    expected |= {f"{game}/{stem}.ipynb" for game, (stem, *_) in welcome["TOOLS"].items()}
    expected |= {f"{up}exercises/{_sub(lang)}{name}" for name, *_ in welcome["EXERCISES"].values()}
    assert expected <= links, f"the welcome notebook [{lang}] misses {sorted(expected - links)}"
    assert twin in opening
    assert not _check_links(path)
    # The other three games: lessons announced, one calculator call each shown working.
    code = "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "code")
    for call in ("phom.", "indian_rummy.", "chan."):
        assert call in code
    text = _markdown(nb).casefold()
    for term in TERMS["00_welcome"]:
        assert term in text


def test_the_welcome_notebooks_have_the_same_cells_in_the_same_order():
    en, vi = (_read(welcome_path(lang)) for lang in LANGS)
    assert [(c["cell_type"], _tags(c)) for c in en["cells"]] == [(c["cell_type"], _tags(c)) for c in vi["cells"]]


# -- notebooks with a single purpose --------------------------------------------------------------------------

def test_the_strategy_lab_says_how_big_its_simulations_are():
    nb = _read(learner_path("06_strategy_lab", "en"))
    intro = _src(nb["cells"][0])
    setup = _src(next(c for c in nb["cells"] if c["cell_type"] == "code"))
    sizes = dict(re.findall(r"^(N_\w+) = (\d+)", setup, re.M))
    assert set(sizes) == {"N_DEALS", "N_GREEDY", "N_VS_RANDOM", "N_SWEEP", "N_RULE"}
    for value in sizes.values():
        assert f"{int(value):,}" in intro
    assert "tqdm" in setup and "minutes on one core" in intro
    outputs = "".join(_text(o) for c in nb["cells"] for o in c.get("outputs", []))
    assert "±" in outputs


def test_the_h19_guide_worked_example_is_played_through_in_the_endings_notebook():
    nb = _read(learner_path("04_endings_payments", "en"))
    sources = "\n".join(_src(c) for c in nb["cells"])
    assert 'fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}' in sources
    outputs = "".join(_text(o) for c in nb["cells"] for o in c.get("outputs", []))
    assert "winner A; payments A: +4, B: -1, C: -3" in outputs
    assert "Player C exposed no meld: burned" in outputs
