"""The Tongits course notebooks: present, built from their scripts, executed, and fit for nbval.

The notebooks themselves run under ``pytest --nbval-lax --nbval-current-env``
(``make test``); these tests check the committed files without a kernel.
"""
import json
import re
import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "notebooks" / "tongits"
BUILDERS = ROOT / "tools" / "notebooks"

NOTEBOOKS = {
    "01_deck_deal_words": "tongits_01_deck.py",
    "02_melds_deadwood": "tongits_02_melds.py",
    "03_a_turn": "tongits_03_turn.py",
    "04_endings_payments": "tongits_04_endings.py",
    "05_play_the_bots": "tongits_05_bots.py",
    "06_strategy_lab": "tongits_06_lab.py",
}

# Each notebook names the Vietnamese (and where used, Filipino) words for what it teaches.
TERMS = {
    "01_deck_deal_words": ["Chồng bài nọc", "Bốc bài", "Đánh bài rác", "Ăn bài", "Gửi bài", "Bài rác",
                           "Khiêu chiến", "Bỏ cuộc", "Thách đấu", "Cháy bài", "Hết bài Nọc", "Tứ quý",
                           "sảnh", "bunot", "tapon", "kain", "sapaw", "sunog"],
    "02_melds_deadwood": ["bài rác", "sảnh", "bộ", "Tứ quý"],
    "03_a_turn": ["bốc bài", "ăn bài", "gửi bài", "hạ Meld", "đánh bài rác", "Chồng bài nọc"],
    "04_endings_payments": ["Khiêu chiến", "bỏ cuộc", "thách đấu", "cháy bài", "hết nọc", "tứ quý", "sunog"],
    "05_play_the_bots": ["bốc", "ăn bài", "hạ phỏm", "gửi bài", "Khiêu chiến", "cháy bài"],
    "06_strategy_lab": ["bài rác", "Khiêu chiến", "cháy bài", "hết nọc"],
}

# Every house-rule option of RULES.md §1 is switched somewhere in the course.
OPTIONS = ["turn_direction", "ace_high_in_runs", "chow_requires_new_meld", "dealer_may_expose_before_first_discard",
           "fight_timing", "fight_tie_winner", "stock_out_tiebreak", "concealed_melds_count_as_deadwood",
           "burn_exempt_with_secret", "tongits_on_final_discard"]


def _load(name: str) -> dict:
    return json.loads((COURSE / f"{name}.ipynb").read_text(encoding="utf-8"))


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _text(output) -> str:
    data = output.get("data", {})
    t = output.get("text", "") or data.get("text/plain", "")
    return "".join(t) if isinstance(t, list) else t


def _tags(cell) -> list:
    return cell.get("metadata", {}).get("tags", [])


@pytest.fixture(scope="module", params=sorted(NOTEBOOKS))
def course(request):
    return request.param, _load(request.param)


def test_every_course_notebook_exists_in_order():
    names = sorted(p.stem for p in COURSE.glob("0*.ipynb"))
    assert names == sorted(NOTEBOOKS)


def test_every_notebook_is_built_from_its_script_and_up_to_date(course):
    name, nb = course
    script = BUILDERS / NOTEBOOKS[name]
    assert script.exists()
    cells = runpy.run_path(str(script), run_name="not_main")["cells"]     # builds the cells, executes nothing
    assert [(c.cell_type, c.source) for c in cells] == [(c["cell_type"], _src(c)) for c in nb["cells"]], \
        f"{name}.ipynb differs from {script.name}: rebuild it with tools/nbbuild.py"


def test_every_code_cell_was_executed_in_order_without_error(course):
    name, nb = course
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and [c["execution_count"] for c in code] == list(range(1, len(code) + 1))
    for cell in code:
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", f"{name}: {_src(cell)[:60]!r} raised"
            assert output.get("name") != "stderr" or "nbval-ignore-output" in _tags(cell), \
                f"{name}: {_src(cell)[:60]!r} wrote to stderr"
    # Only set-up cells (imports, RULES, helper functions) may run silently.
    silent = [c for c in code if not c.get("outputs")]
    assert len(silent) <= max(2, len(code) // 4), f"{name}: {len(silent)} code cells show nothing"
    assert all(not re.search(r"^(print|display)\(", _src(c), re.M) for c in silent), f"{name}: lost output"


def test_each_notebook_opens_with_what_the_learner_will_be_able_to_do(course):
    name, nb = course
    first = nb["cells"][0]
    assert first["cell_type"] == "markdown" and _src(first).startswith("# Tongits ")
    assert "By the end of this notebook you will be able to" in _src(first)


def test_each_notebook_names_its_vietnamese_and_filipino_terms(course):
    name, nb = course
    text = "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "markdown")
    missing = [t for t in TERMS[name] if t not in text]
    assert not missing, f"{name} does not name {missing}"


def test_each_notebook_lets_the_learner_switch_house_rules(course):
    name, nb = course
    setup = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert re.search(r"^RULES = tongits\.Rules\(\)", _src(setup), re.M), f"{name}: no RULES line to edit"
    later = "\n".join(_src(c) for c in nb["cells"][2:] if c["cell_type"] == "code")
    assert "RULES" in later


def test_every_house_rule_option_is_switched_somewhere_in_the_course():
    code = "\n".join(_src(c) for name in NOTEBOOKS for c in _load(name)["cells"] if c["cell_type"] == "code")
    for option in OPTIONS:
        assert re.search(rf"Rules\([^)]*{option}=|replace\(RULES, {option}=", code), f"{option} is never switched"


def test_widget_progress_and_figure_cells_are_not_compared_by_nbval(course):
    name, nb = course
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        kinds = {k for o in cell.get("outputs", []) for k in o.get("data", {})}
        if kinds & {"application/vnd.jupyter.widget-view+json", "image/png"}:
            assert "nbval-ignore-output" in _tags(cell), f"{name}: {_src(cell)[:60]!r} needs nbval-ignore-output"
            assert "nbval-check-output" not in _tags(cell)
        if "image/png" in kinds:
            assert _src(cell).rstrip().endswith(";"), f"{name}: plot cell should end with ';'"


def test_outputs_have_deterministic_reprs(course):
    name, nb = course
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            text = _text(output) + "".join(output.get("data", {}).get("text/html", ""))
            assert not re.search(r" at 0x[0-9a-f]{6,}", text), f"{name}: a memory address in {_src(cell)[:60]!r}"


def test_checked_cells_print_text_nbval_can_compare(course):
    name, nb = course
    checked = [c for c in nb["cells"] if "nbval-check-output" in _tags(c)]
    assert checked, f"{name}: no cell has its output checked"
    for cell in checked:
        assert cell.get("outputs"), f"{name}: checked cell {_src(cell)[:60]!r} has no output"


def test_the_card_pictures_are_in_the_saved_outputs():
    for name in ("01_deck_deal_words", "02_melds_deadwood", "05_play_the_bots"):
        html = "".join("".join(o.get("data", {}).get("text/html", "")) for c in _load(name)["cells"]
                       for o in c.get("outputs", []))
        assert html.count("<svg") + html.count("data:image/svg+xml") >= 15, name


def test_the_strategy_lab_says_how_big_its_simulations_are():
    nb = _load("06_strategy_lab")
    intro = _src(nb["cells"][0])
    setup = _src(next(c for c in nb["cells"] if c["cell_type"] == "code"))
    sizes = dict(re.findall(r"^(N_\w+) = (\d+)", setup, re.M))
    assert set(sizes) == {"N_DEALS", "N_GREEDY", "N_VS_RANDOM", "N_RULE"}
    for value in sizes.values():
        assert f"{int(value):,}" in intro
    assert "tqdm" in setup and "30 seconds" in intro
    outputs = "".join(_text(o) for c in nb["cells"] for o in c.get("outputs", []))
    assert "±" in outputs


def test_the_seed_worked_example_is_played_through_in_the_endings_notebook():
    nb = _load("04_endings_payments")
    sources = "\n".join(_src(c) for c in nb["cells"])
    assert 'fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}' in sources
    outputs = "".join(_text(o) for c in nb["cells"] for o in c.get("outputs", []))
    assert "winner A; payments A: +4, B: -1, C: -3" in outputs
    assert "Player C exposed no meld: burned" in outputs
