"""The rules pages of Indian Rummy and Chắn: present in both languages, built from their scripts,
executed with their card pictures, naming their sources, and listing every option with its default.

The notebooks themselves run under ``pytest --nbval-lax --nbval-current-env``;
these tests check the committed files without a kernel.
"""
import json
import re
import runpy
import sys
from dataclasses import MISSING, fields
from pathlib import Path
from typing import Mapping

import pytest

from cardlab import chan, indian_rummy

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = ROOT / "tools" / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))
from nbbuild import Tr  # noqa: E402

LANGS = ("en", "vi")

# game -> builder script, Rules class, the value lists of its string options, and the source's title per language.
PAGES = {
    "indian_rummy": {
        "script": "indian_rummy_rules.py",
        "rules": indian_rummy.Rules,
        "choices": {"loser_grouping_requirement": indian_rummy.GROUPING_REQUIREMENTS,
                    "no_pure_sequence_penalty": indian_rummy.NO_PURE_PENALTIES,
                    "format": indian_rummy.FORMATS,
                    "after_wrong_show": indian_rummy.rules.AFTER_WRONG_SHOW,
                    "show_grouping": indian_rummy.SHOW_GROUPINGS},
        "title": {"en": "Indian Rummy guide", "vi": "bài hướng dẫn Indian Rummy"},
    },
    "chan": {
        "script": "chan_rules.py",
        "rules": chan.Rules,
        "choices": {},
        "title": {"en": "Tổ Tôm / Chắn page", "vi": "trang Tổ Tôm / Chắn"},
    },
}

# Letters that only Vietnamese spelling uses (in lower case).
VIETNAMESE_LETTERS = set("àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ")
# Measured on the built pages: the Vietnamese ones score 0.84-0.88, the English ones 0.01 (Indian Rummy)
# and 0.16 (Chắn, which keeps its Vietnamese words); 0.5 sits well between.
VIETNAMESE_SHARE = 0.5

# Every Vietnamese word of Chắn that the English page must explain in its glossary.
CHAN_TERMS = ["Chắn", "Cạ", "Chíu", "què", "Vạn, Sách, Văn", "Chi chi", "nhà cái", "nọc", "cửa", "ăn", "bốc",
              "đánh", "chết bài", "ù", "cước", "dịch"]

CASES = [(game, lang) for game in PAGES for lang in LANGS]


def _path(game: str, lang: str) -> Path:
    return ROOT / "notebooks" / ("vi" if lang == "vi" else "") / game / "00_rules.ipynb"


def _load(game: str, lang: str) -> dict:
    return json.loads(_path(game, lang).read_text(encoding="utf-8"))


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _markdown(nb) -> str:
    return "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "markdown")


def _rows(text: str, name: str) -> list[list[str]]:
    """The cells of the Markdown table rows whose first cell is ``name`` in backticks."""
    out = []
    for line in text.splitlines():
        if line.startswith(f"| `{name}` |"):
            out.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return out


def _default(field):
    return field.default if field.default is not MISSING else field.default_factory()


@pytest.fixture(scope="module", params=CASES, ids=[f"{g}-{lang}" for g, lang in CASES])
def case(request):
    game, lang = request.param
    return game, lang, _load(game, lang)


def test_each_rules_page_exists_in_english_and_vietnamese():
    for game in PAGES:
        for lang in LANGS:
            assert _path(game, lang).exists(), f"{_path(game, lang)} is missing: build it with tools/nbbuild.py"


def test_each_rules_page_is_built_from_its_script_and_up_to_date(case):
    game, lang, nb = case
    cells = runpy.run_path(str(BUILDERS / PAGES[game]["script"]), run_name="not_main")["cells"]
    built = [(c.cell_type, c.source) for c in cells(Tr(lang))]
    assert built == [(c["cell_type"], _src(c)) for c in nb["cells"]], \
        f"{_path(game, lang)} differs from {PAGES[game]['script']}: rebuild it with tools/nbbuild.py"


def test_both_languages_have_the_same_cells_in_the_same_order():
    for game in PAGES:
        en, vi = (_load(game, lang)["cells"] for lang in LANGS)
        assert [c["cell_type"] for c in en] == [c["cell_type"] for c in vi]


def test_each_code_cell_sets_the_page_language_and_ran_without_error(case):
    game, lang, nb = case
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert f'cardlab.set_language("{lang}")' in _src(code[0])
    assert [c["execution_count"] for c in code] == list(range(1, len(code) + 1)), "not executed in order"
    for cell in code:
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", f"{_src(cell)[:60]!r} raised"
            assert output.get("name") != "stderr", f"{_src(cell)[:60]!r} wrote to stderr"
    silent = [c for c in code[1:] if not c.get("outputs")]
    assert not silent, f"{len(silent)} code cells after the set-up show nothing"


def test_outputs_are_saved_with_card_pictures(case):
    game, lang, nb = case
    pictures = [c for c in nb["cells"] if c["cell_type"] == "code"
                and any("data:image/svg+xml;base64," in "".join(o.get("data", {}).get("text/html", ""))
                        for o in c.get("outputs", []))]
    assert len(pictures) >= 5, f"only {len(pictures)} cells show cards"


def test_the_source_is_named_by_its_title_and_never_as_the_seed(case):
    game, lang, nb = case
    text = _markdown(nb)
    assert PAGES[game]["title"][lang] in text
    assert "RULES.md" not in text
    prose = re.sub(r"`[^`]*`", "", text)              # API names such as chan.Rules.seed() are not prose
    assert not re.search(r"\bseeds?\b", prose, re.I), "the source is named by its title, a seed is a deal number"


def test_every_option_of_rules_appears_with_its_default(case):
    game, lang, nb = case
    text = _markdown(nb)
    for field in fields(PAGES[game]["rules"]):
        rows = _rows(text, field.name)
        assert rows, f"option {field.name} is missing from the options table"
        default = _default(field)
        if isinstance(default, Mapping):
            # A table option: each key gets its own row with its values.
            for key, (main, dich) in default.items():
                assert any(f"{main} / {dich}" in row for row in _rows(text, key)), f"{field.name}[{key!r}]"
        else:
            assert any(row[1] == f"`{default}`" for row in rows), f"{field.name}: default {default!r} not shown"


def test_every_value_of_a_choice_or_switch_option_is_explained(case):
    game, lang, nb = case
    text = _markdown(nb)
    rules = PAGES[game]["rules"]
    for field in fields(rules):
        values = PAGES[game]["choices"].get(field.name)
        if values is None and isinstance(_default(field), bool):
            values = (True, False)
        for value in values or ():
            shown = f'`"{value}"`' if isinstance(value, str) else f"`{value}`"
            assert any(shown in row[2] for row in _rows(text, field.name)), f"{field.name}={value!r} unexplained"


def test_the_vietnamese_page_reads_as_vietnamese(case):
    game, lang, nb = case
    text = re.sub(r"`[^`]*`", "", _markdown(nb))     # code and option names are English in both
    words = re.findall(r"[^\W\d_]+", text)
    share = sum(any(ch in VIETNAMESE_LETTERS for ch in w.lower()) for w in words) / len(words)
    if lang == "vi":
        assert share >= VIETNAMESE_SHARE, f"only {share:.0%} of the words have Vietnamese diacritics"
    else:
        assert share < VIETNAMESE_SHARE, f"{share:.0%} of the English page's words look Vietnamese"


def test_the_english_chan_page_explains_every_vietnamese_term():
    text = _markdown(_load("chan", "en"))
    glossary = text[text.index("## 8. Glossary"):]
    missing = [term for term in CHAN_TERMS if not re.search(rf"^\| \*\*[^|]*\b{re.escape(term)}\b[^|]*\*\* \| \w",
                                                           glossary, re.M)]
    assert not missing, f"the glossary does not explain {missing}"


def test_each_page_computes_its_sources_worked_example():
    ir = _load("indian_rummy", "en")
    outputs = "\n".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/html", ""))
                        for c in ir["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))
    assert "25 points, penalty 25" in outputs             # Bình
    assert "96 points, penalty 80" in outputs             # Chi: every card counts, capped at 80
    ch = _load("chan", "en")
    outputs = "\n".join("".join(o.get("data", {}).get("text/plain", "")) + "".join(o.get("text", ""))
                        for c in ch["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))
    assert "Tôm 4 + Ù chì dịch 1 = 5" in outputs


def _outputs(nb) -> str:
    return "\n".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/html", ""))
                     + "".join(o.get("data", {}).get("text/plain", ""))
                     for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))


@pytest.mark.parametrize("lang", LANGS)
def test_the_indian_rummy_page_computes_both_values_of_loser_grouping_requirement_side_by_side(lang):
    nb = _load("indian_rummy", lang)
    cell = next(_src(c) for c in nb["cells"] if c["cell_type"] == "code" and "GROUPING_REQUIREMENTS" in _src(c))
    html = _outputs({"cells": [c for c in nb["cells"] if c["cell_type"] == "code" and _src(c) == cell]})
    points = re.findall(r'font-size:1.6em">(\d+)<', html)
    assert points == ["25", "80", "22", "64"]          # Bình, then the 2♣3♣4♣ hand, under each value


@pytest.mark.parametrize("lang", LANGS)
def test_the_indian_rummy_page_judges_a_show_as_grouped_a_valid_hand_grouped_badly_is_a_wrong_show(lang):
    nb = _load("indian_rummy", lang)
    cells = [c for c in nb["cells"] if c["cell_type"] == "code" and "BADLY" in _src(c)]
    assert len(cells) == 1 and "hand=AN_CARDS" in _src(cells[0])
    html = _outputs({"cells": cells})
    valid, wrong = ("A valid show", "A wrong show") if lang == "en" else ("Khai hợp lệ", "Khai sai")
    assert html.index(valid) < html.index(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_the_indian_rummy_page_says_pool_201_charges_its_own_drops(lang):
    nb = _load("indian_rummy", lang)
    text = _markdown(nb)
    assert "first_drop=25, middle_drop=50" not in text and "20 (Pool 201: 25)" in text
    assert "Pool 201 · " in _outputs(nb) and re.search(r"Pool 201 · [^\n]*: 25 · [^\n]*: 50", _outputs(nb))


@pytest.mark.parametrize("lang", LANGS)
def test_the_chan_page_names_seats_in_its_language_never_with_the_lesson_labels(lang):
    nb = _load("chan", lang)
    sources = "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "code")
    assert "chan.SEATS" not in sources
    outputs = _outputs(nb)
    assert not re.search(r"\bAI \d|'You'", outputs)
    assert ("Player 0 (you)" if lang == "en" else "Người chơi 0 (bạn)") in outputs


@pytest.mark.parametrize("lang", LANGS)
def test_the_chan_page_scores_thien_u_on_the_dealt_hand_with_no_winning_card(lang):
    nb = _load("chan", lang)
    text = _markdown(nb)
    assert "20th card dealt" not in text and "lá thứ 20" not in text
    assert "Thiên ù: 7 " in _outputs(nb) and "Thiên ù 3 = 3" in _outputs(nb)


@pytest.mark.parametrize("lang", LANGS)
def test_the_chan_page_shows_a_session_where_the_winner_deals_next_and_thong_follows_a_win(lang):
    nb = _load("chan", lang)
    assert "chan.Session" in _markdown(nb)
    cells = [c for c in nb["cells"] if c["cell_type"] == "code" and "play_session" in _src(c)]
    lines = _outputs({"cells": cells}).splitlines()
    deals = [line for line in lines if "·" in line and not line.startswith(" ")]
    assert len(deals) == 6
    assert ["Thông dịch 1" in line for line in deals] == [False, False, False, False, True, True]
    # Whoever wins a deal deals the next one; after the drawn deal 2 the dealer deals again.
    seat = re.compile(r"(?:Player|Người chơi) (\d)")
    dealers = [seat.findall(line)[0] for line in deals]
    winners = [seat.findall(line)[1] if len(seat.findall(line)) > 1 else None for line in deals]
    assert dealers[1:] == [w if w is not None else d for d, w in zip(dealers, winners)][:-1]
    assert winners[2] is None
