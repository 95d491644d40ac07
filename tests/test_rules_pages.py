"""The rules pages (``notebooks/[vi/]<game>/00_rules.ipynb``): present, up to date, complete, in both languages.

One entry of ``PAGES`` per game; every test runs for each entry (and each
language where it applies), so adding a game is adding its entry. The
notebooks themselves run under ``CARDLAB_GRADING=0 pytest --nbval-lax
--nbval-current-env notebooks/<game>/00_rules.ipynb notebooks/vi/<game>/00_rules.ipynb``;
these tests read the committed files without a kernel.

A page marks the rules cardlab chose where its source says nothing with its
entry's ``silent`` words (Tongits and Phỏm: see ``tools/notebooks/rules_common.py``,
whose ``options_table`` writes the table of options these tests look for).
"""
from __future__ import annotations

import importlib
import json
import re
import runpy
import sys
import unicodedata
from dataclasses import MISSING, dataclass, field, fields
from pathlib import Path
from typing import Mapping

import pytest

from cardlab import indian_rummy

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = ROOT / "tools" / "notebooks"
LANGS = ("en", "vi")

#: The words the Tongits and Phỏm pages use for "the sources say nothing here, this is cardlab's choice".
SILENT = {"en": "sources silent", "vi": "nguồn không nói"}
#: The words the Indian Rummy and Chắn pages use for it.
CHOICE = {"en": "▸ cardlab's choice", "vi": "▸ cardlab chọn"}


def _same_in_both(*titles: str) -> dict:
    """Source titles a page gives in the same words in both languages."""
    return {lang: titles for lang in LANGS}


@dataclass(frozen=True)
class RulesPage:
    """One game's rules page: its builder script, the module holding ``Rules``, its sources' titles."""

    game: str          # folder under notebooks/ (and notebooks/vi/)
    script: str        # builder in tools/notebooks/ defining cells(t)
    module: str        # module whose Rules dataclass the page documents
    sources: dict      # {lang: titles of the source documents, as the page must name them}
    silent: dict       # {lang: the words marking where the sources say nothing (lower case)}
    # How a string default is written in the options table: as Python (``"clockwise"``) or bare (``points``).
    python_strings: bool = True
    # {option: its values} for string options whose every value the options table explains.
    choices: dict = field(default_factory=dict)
    min_pictures: int = 3   # code cells showing cards, at least
    # Whether the builder joins what a cell prints into one output (rules_common.merge_streams).
    merges_streams: bool = True

    @property
    def rel(self) -> str:
        return f"{self.game}/00_rules.ipynb"

    def path(self, lang: str) -> Path:
        return ROOT / "notebooks" / ("vi" if lang == "vi" else "") / self.rel

    def __str__(self) -> str:
        return self.game


PAGES = [
    RulesPage("tongits", "tongits_rules.py", "cardlab.tongits", _same_in_both("Tongits H19 – Luật Chơi & Cách Xếp Bài"),
              SILENT),
    RulesPage("phom", "phom_rules.py", "cardlab.phom", _same_in_both("Luật Chơi Phỏm trong Xeeng Online"), SILENT),
    RulesPage("indian_rummy", "indian_rummy_rules.py", "cardlab.indian_rummy",
              {"en": ("Indian Rummy guide",), "vi": ("bài hướng dẫn Indian Rummy",)}, CHOICE, python_strings=False,
              choices={"loser_grouping_requirement": indian_rummy.GROUPING_REQUIREMENTS,
                       "no_pure_sequence_penalty": indian_rummy.NO_PURE_PENALTIES,
                       "format": indian_rummy.FORMATS,
                       "after_wrong_show": indian_rummy.rules.AFTER_WRONG_SHOW,
                       "show_grouping": indian_rummy.SHOW_GROUPINGS}, min_pictures=5),
    RulesPage("chan", "chan_rules.py", "cardlab.chan", {"en": ("Tổ Tôm / Chắn page",), "vi": ("trang Tổ Tôm / Chắn",)},
              CHOICE, python_strings=False, min_pictures=5, merges_streams=False),
]
PAGE = {page.game: page for page in PAGES}

#: Share of the markdown's words carrying a Vietnamese letter: the Vietnamese pages measure about 0.87, the
#: English ones at most 0.10 (Phỏm keeps its Vietnamese terms); 0.6 leaves room for names and code.
VIETNAMESE_SHARE = 0.6
# Letters that only Vietnamese spelling uses (in lower case).
VIETNAMESE_LETTERS = set("àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ")
# Measured with these letters on the built pages: the Vietnamese ones score 0.84-0.88, the English ones 0.01
# (Indian Rummy) and 0.16 (Chắn, which keeps its Vietnamese words); 0.5 sits well between.
VIETNAMESE_LETTER_SHARE = 0.5

# Every Vietnamese word of Chắn that the English page must explain in its glossary.
CHAN_TERMS = ["Chắn", "Cạ", "Chíu", "què", "Vạn, Sách, Văn", "Chi chi", "nhà cái", "nọc", "cửa", "ăn", "bốc",
              "đánh", "chết bài", "ù", "cước", "dịch"]


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _markdown(nb: dict) -> str:
    return "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "markdown")


def _outputs(nb) -> str:
    return "\n".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/html", ""))
                     + "".join(o.get("data", {}).get("text/plain", ""))
                     for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))


def _words(markdown: str) -> list[str]:
    """Alphabetic words of the prose: code spans, HTML tags and link targets left out."""
    text = re.sub(r"`[^`]*`", " ", markdown)
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.findall(r"[^\W\d_]+", text)


def _vietnamese(word: str) -> bool:
    """Does the word carry a Vietnamese letter (đ, ă, â, ê, ô, ơ, ư or a tone mark)?"""
    return any(ord(ch) > 127 and unicodedata.category(ch).startswith("L") for ch in word)


def vietnamese_share(markdown: str) -> float:
    words = _words(markdown)
    return sum(map(_vietnamese, words)) / len(words) if words else 0.0


def _rows(text: str, name: str) -> list[list[str]]:
    """The cells of the Markdown table rows whose first cell is ``name`` in backticks."""
    out = []
    for line in text.splitlines():
        if line.startswith(f"| `{name}` |"):
            out.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return out


def _default(f):
    return f.default if f.default is not MISSING else f.default_factory()


def _rules_fields(page: RulesPage):
    return fields(importlib.import_module(page.module).Rules)


def _default_forms(page: RulesPage, value) -> list[str]:
    """How a default may be written in the table: in backticks, as Python (strings in either quotes) or bare."""
    if isinstance(value, str):
        return [f'`"{value}"`', f"`'{value}'`"] if page.python_strings else [f"`{value}`"]
    return [f"`{value!r}`"]


def _tools_on_path() -> None:
    """The builders import ``nbbuild`` (tools/) and ``rules_common`` (tools/notebooks/)."""
    for folder in (BUILDERS.parent, BUILDERS):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))


def _built_cells(page: RulesPage, lang: str) -> list:
    _tools_on_path()
    from nbbuild import Tr

    script = runpy.run_path(str(BUILDERS / page.script), run_name="not_main")   # builds cells, executes nothing
    return script["cells"](Tr(lang))


@pytest.fixture(scope="module", params=[(p, lang) for p in PAGES for lang in LANGS], ids=lambda v: f"{v[0]}-{v[1]}")
def page_lang(request):
    page, lang = request.param
    return page, lang, _load(page.path(lang))


@pytest.mark.parametrize("page", PAGES, ids=str)
def test_each_rules_page_exists_in_both_languages(page):
    for lang in LANGS:
        assert page.path(lang).exists(), f"missing {page.path(lang).relative_to(ROOT)}: build {page.script}"


def test_each_rules_page_is_built_from_its_script_and_up_to_date(page_lang):
    page, lang, nb = page_lang
    cells = _built_cells(page, lang)
    assert [(c.cell_type, c.source) for c in cells] == [(c["cell_type"], _src(c)) for c in nb["cells"]], \
        f"{page.path(lang).relative_to(ROOT)} differs from {page.script}: rebuild it with tools/nbbuild.py"


@pytest.mark.parametrize("page", PAGES, ids=str)
def test_both_languages_have_the_same_cells_in_the_same_order(page):
    en, vi = (_load(page.path(lang)) for lang in LANGS)
    assert [c["cell_type"] for c in en["cells"]] == [c["cell_type"] for c in vi["cells"]]
    # Code is the same but for words in strings and comments: the calls made are the same.
    calls = [[re.findall(r"\b[a-z_]+\.[a-z_]+\(", _src(c)) for c in nb["cells"] if c["cell_type"] == "code"]
             for nb in (en, vi)]
    assert calls[0] == calls[1]


def test_each_rules_page_sets_its_language_first(page_lang):
    page, lang, nb = page_lang
    first = next(_src(c) for c in nb["cells"] if c["cell_type"] == "code")
    assert f'cardlab.set_language("{lang}")' in first


def test_each_code_cell_ran_in_order_without_error_and_shows_something(page_lang):
    page, lang, nb = page_lang
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert [c["execution_count"] for c in code] == list(range(1, len(code) + 1)), "not executed in order"
    for cell in code:
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", f"{_src(cell)[:60]!r} raised"
            assert output.get("name") != "stderr", f"{_src(cell)[:60]!r} wrote to stderr"
    silent = [c for c in code[1:] if not c.get("outputs")]
    assert not silent, f"{len(silent)} code cells after the set-up show nothing"


def test_each_rules_page_has_its_outputs_saved_with_card_pictures(page_lang):
    page, lang, nb = page_lang
    code_cells = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code_cells
    for cell in code_cells:
        assert cell.get("execution_count") is not None, f"a cell was not run: {_src(cell)[:60]!r}"
        assert not [o for o in cell.get("outputs", []) if o.get("output_type") == "error"], _src(cell)[:60]
    html = json.dumps([c.get("outputs", []) for c in code_cells])
    assert "data:image/svg+xml" in html or "<svg" in html, "no card pictures among the outputs"
    pictured = sum(1 for c in code_cells if "data:image/svg+xml" in json.dumps(c.get("outputs", [])))
    assert pictured >= 3, "a rules page shows cards throughout, not in one cell"
    pictures = [c for c in code_cells
                if any("data:image/svg+xml;base64," in "".join(o.get("data", {}).get("text/html", ""))
                       for o in c.get("outputs", []))]
    assert len(pictures) >= page.min_pictures, f"only {len(pictures)} cells show cards"


def test_each_rules_page_names_its_sources_by_title(page_lang):
    page, lang, nb = page_lang
    text = _markdown(nb)
    for title in page.sources[lang]:
        assert title in text, f"{page.path(lang).relative_to(ROOT)} does not name its source “{title}”"
    assert "the seed" not in text.lower(), "the rules document is named by its title, never 'the seed'"
    assert "RULES.md" not in text
    prose = re.sub(r"`[^`]*`", "", text)              # API names such as chan.Rules.seed() are not prose
    assert not re.search(r"\bseeds?\b", prose, re.I), "the source is named by its title, a seed is a deal number"


def test_each_rules_page_says_where_the_sources_are_silent(page_lang):
    page, lang, nb = page_lang
    assert page.silent[lang] in _markdown(nb).lower()


def test_each_rules_page_gives_every_option_with_its_default(page_lang):
    page, lang, nb = page_lang
    text = _markdown(nb)
    for f in _rules_fields(page):
        rows = _rows(text, f.name)
        assert rows, f"option {f.name} is not on {page.path(lang).relative_to(ROOT)}"
        default = _default(f)
        if isinstance(default, Mapping):
            # A table option: each key gets its own row with its values.
            for key, (main, dich) in default.items():
                assert any(f"{main} / {dich}" in row for row in _rows(text, key)), f"{f.name}[{key!r}]"
        else:
            assert any(row[1] in _default_forms(page, default) for row in rows), \
                f"option {f.name}: its default {default!r} is not beside it on {page.path(lang).relative_to(ROOT)}"


def test_every_value_of_a_choice_or_switch_option_is_explained(page_lang):
    page, lang, nb = page_lang
    text = _markdown(nb)
    for f in _rules_fields(page):
        values = page.choices.get(f.name)
        if values is None and isinstance(_default(f), bool):
            values = (True, False)
        for value in values or ():
            shown = f'`"{value}"`' if isinstance(value, str) else f"`{value}`"
            assert any(shown in row[2] for row in _rows(text, f.name)), f"{f.name}={value!r} unexplained"


@pytest.mark.parametrize("page", PAGES, ids=str)
def test_the_vietnamese_rules_page_reads_as_vietnamese(page):
    vi = vietnamese_share(_markdown(_load(page.path("vi"))))
    en = vietnamese_share(_markdown(_load(page.path("en"))))
    assert vi >= VIETNAMESE_SHARE, f"only {vi:.0%} of the Vietnamese page's words carry Vietnamese letters"
    assert en < 0.3, f"{en:.0%} of the English page's words carry Vietnamese letters: is it translated?"


def test_the_vietnamese_page_reads_as_vietnamese_by_its_letters(page_lang):
    page, lang, nb = page_lang
    text = re.sub(r"`[^`]*`", "", _markdown(nb))     # code and option names are English in both
    words = re.findall(r"[^\W\d_]+", text)
    share = sum(any(ch in VIETNAMESE_LETTERS for ch in w.lower()) for w in words) / len(words)
    if lang == "vi":
        assert share >= VIETNAMESE_LETTER_SHARE, f"only {share:.0%} of the words have Vietnamese diacritics"
    else:
        assert share < VIETNAMESE_LETTER_SHARE, f"{share:.0%} of the English page's words look Vietnamese"


def test_vietnamese_share_tells_the_languages_apart():
    assert vietnamese_share("Người chơi bốc một lá từ nọc rồi đánh ra một lá `Rules`") > 0.8
    assert vietnamese_share("The player draws a card from the stock, then discards one (`phỏm`)") == 0


def test_the_options_table_refuses_a_rules_class_with_an_option_left_out():
    _tools_on_path()
    from nbbuild import Tr
    from rules_common import options_table

    from cardlab import phom

    head = ("option", "default", "meaning", "source")
    rows = [(f.name, "…", "…") for f in fields(phom.Rules)]
    assert "`\"counterclockwise\"`" in options_table(Tr("en"), phom.Rules, rows, head)
    with pytest.raises(ValueError, match="house_fee"):
        options_table(Tr("en"), phom.Rules, [r for r in rows if r[0] != "house_fee"], head)


@pytest.mark.parametrize("page,lang", [(p, lang) for p in PAGES if p.merges_streams for lang in LANGS],
                         ids=lambda v: str(v))
def test_each_rules_page_saves_what_a_cell_prints_as_one_output(page, lang):
    # The kernel splits printed text at random places; joined (rules_common.merge_streams), rebuilds are identical.
    nb = _load(page.path(lang))
    for cell in (c for c in nb["cells"] if c["cell_type"] == "code"):
        kinds = [(o["output_type"], o.get("name")) for o in cell.get("outputs", [])]
        assert all(not (a == b and a[0] == "stream") for a, b in zip(kinds, kinds[1:])), _src(cell)[:60]


def test_the_english_chan_page_explains_every_vietnamese_term():
    text = _markdown(_load(PAGE["chan"].path("en")))
    glossary = text[text.index("## 8. Glossary"):]
    missing = [term for term in CHAN_TERMS if not re.search(rf"^\| \*\*[^|]*\b{re.escape(term)}\b[^|]*\*\* \| \w",
                                                           glossary, re.M)]
    assert not missing, f"the glossary does not explain {missing}"


def test_each_page_computes_its_sources_worked_example():
    ir = _load(PAGE["indian_rummy"].path("en"))
    outputs = "\n".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/html", ""))
                        for c in ir["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))
    assert "25 points, penalty 25" in outputs             # Bình
    assert "96 points, penalty 80" in outputs             # Chi: every card counts, capped at 80
    ch = _load(PAGE["chan"].path("en"))
    outputs = "\n".join("".join(o.get("data", {}).get("text/plain", "")) + "".join(o.get("text", ""))
                        for c in ch["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))
    assert "Tôm 4 + Ù chì dịch 1 = 5" in outputs


@pytest.mark.parametrize("lang", LANGS)
def test_the_indian_rummy_page_computes_both_values_of_loser_grouping_requirement_side_by_side(lang):
    nb = _load(PAGE["indian_rummy"].path(lang))
    cell = next(_src(c) for c in nb["cells"] if c["cell_type"] == "code" and "GROUPING_REQUIREMENTS" in _src(c))
    html = _outputs({"cells": [c for c in nb["cells"] if c["cell_type"] == "code" and _src(c) == cell]})
    points = re.findall(r'font-size:1.6em">(\d+)<', html)
    assert points == ["25", "80", "22", "64"]          # Bình, then the 2♣3♣4♣ hand, under each value


@pytest.mark.parametrize("lang", LANGS)
def test_the_indian_rummy_page_judges_a_show_as_grouped_a_valid_hand_grouped_badly_is_a_wrong_show(lang):
    nb = _load(PAGE["indian_rummy"].path(lang))
    cells = [c for c in nb["cells"] if c["cell_type"] == "code" and "BADLY" in _src(c)]
    assert len(cells) == 1 and "hand=AN_CARDS" in _src(cells[0])
    html = _outputs({"cells": cells})
    valid, wrong = ("A valid show", "A wrong show") if lang == "en" else ("Khai hợp lệ", "Khai sai")
    assert html.index(valid) < html.index(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_the_indian_rummy_page_says_pool_201_charges_its_own_drops(lang):
    nb = _load(PAGE["indian_rummy"].path(lang))
    text = _markdown(nb)
    assert "first_drop=25, middle_drop=50" not in text and "20 (Pool 201: 25)" in text
    assert "Pool 201 · " in _outputs(nb) and re.search(r"Pool 201 · [^\n]*: 25 · [^\n]*: 50", _outputs(nb))


@pytest.mark.parametrize("lang", LANGS)
def test_the_chan_page_names_seats_in_its_language_never_with_the_lesson_labels(lang):
    nb = _load(PAGE["chan"].path(lang))
    sources = "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "code")
    assert "chan.SEATS" not in sources
    outputs = _outputs(nb)
    assert not re.search(r"\bAI \d|'You'", outputs)
    assert ("Player 0 (you)" if lang == "en" else "Người chơi 0 (bạn)") in outputs


@pytest.mark.parametrize("lang", LANGS)
def test_the_chan_page_scores_thien_u_on_the_dealt_hand_with_no_winning_card(lang):
    nb = _load(PAGE["chan"].path(lang))
    text = _markdown(nb)
    assert "20th card dealt" not in text and "lá thứ 20" not in text
    assert "Thiên ù: 7 " in _outputs(nb) and "Thiên ù 3 = 3" in _outputs(nb)


@pytest.mark.parametrize("lang", LANGS)
def test_the_chan_page_shows_a_session_where_the_winner_deals_next_and_thong_follows_a_win(lang):
    nb = _load(PAGE["chan"].path(lang))
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
