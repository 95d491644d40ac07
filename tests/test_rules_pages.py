"""The rules pages (``notebooks/[vi/]<game>/00_rules.ipynb``): present, up to date, complete, in both languages.

One entry of ``PAGES`` per game; every test runs for each entry (and each
language where it applies), so adding a game is adding its entry. The
notebooks themselves run under ``CARDLAB_GRADING=0 pytest --nbval-lax
--nbval-current-env notebooks/<game>/00_rules.ipynb notebooks/vi/<game>/00_rules.ipynb``;
these tests read the committed files without a kernel.

A page marks the rules cardlab chose where its source says nothing with the
words ``SILENT[lang]`` (see ``tools/notebooks/rules_common.py``, whose
``options_table`` writes the table of options these tests look for).
"""
from __future__ import annotations

import importlib
import json
import re
import runpy
import sys
import unicodedata
from dataclasses import MISSING, dataclass, fields
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = ROOT / "tools" / "notebooks"
LANGS = ("en", "vi")


@dataclass(frozen=True)
class RulesPage:
    """One game's rules page: its builder script, the module holding ``Rules``, its sources' titles."""

    game: str          # folder under notebooks/ (and notebooks/vi/)
    script: str        # builder in tools/notebooks/ defining cells(t)
    module: str        # module whose Rules dataclass the page documents
    sources: tuple     # titles of the source documents, as the page must name them

    @property
    def rel(self) -> str:
        return f"{self.game}/00_rules.ipynb"

    def path(self, lang: str) -> Path:
        return ROOT / "notebooks" / ("vi" if lang == "vi" else "") / self.rel

    def __str__(self) -> str:
        return self.game


PAGES = [
    RulesPage("tongits", "tongits_rules.py", "cardlab.tongits", ("Tongits H19 – Luật Chơi & Cách Xếp Bài",)),
    RulesPage("phom", "phom_rules.py", "cardlab.phom", ("Luật Chơi Phỏm trong Xeeng Online",)),
]

#: The words a page uses for "the sources say nothing here, this is cardlab's choice".
SILENT = {"en": "sources silent", "vi": "nguồn không nói"}
#: Share of the markdown's words carrying a Vietnamese letter: the Vietnamese pages measure about 0.87, the
#: English ones at most 0.10 (Phỏm keeps its Vietnamese terms); 0.6 leaves room for names and code.
VIETNAMESE_SHARE = 0.6


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _src(cell) -> str:
    s = cell["source"]
    return "".join(s) if isinstance(s, list) else s


def _markdown(nb: dict) -> str:
    return "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "markdown")


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


def _defaults(module: str) -> dict:
    rules = importlib.import_module(module).Rules
    return {f.name: (f.default if f.default is not MISSING else f.default_factory()) for f in fields(rules)}


def _default_forms(value) -> list[str]:
    """How a default may be written in the table: in backticks, as Python (strings in either quotes)."""
    if isinstance(value, str):
        return [f'`"{value}"`', f"`'{value}'`"]
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


@pytest.fixture(params=[(p, lang) for p in PAGES for lang in LANGS], ids=lambda v: f"{v[0]}-{v[1]}")
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


def test_each_rules_page_names_its_sources_by_title(page_lang):
    page, lang, nb = page_lang
    text = _markdown(nb)
    for title in page.sources:
        assert title in text, f"{page.path(lang).relative_to(ROOT)} does not name its source “{title}”"
    assert "the seed" not in text.lower(), "the rules document is named by its title, never 'the seed'"


def test_each_rules_page_says_where_the_sources_are_silent(page_lang):
    page, lang, nb = page_lang
    assert SILENT[lang] in _markdown(nb).lower()


def test_each_rules_page_gives_every_option_with_its_default(page_lang):
    page, lang, nb = page_lang
    lines = _markdown(nb).splitlines()
    for name, default in _defaults(page.module).items():
        rows = [line for line in lines if f"`{name}`" in line]
        assert rows, f"option {name} is not on {page.path(lang).relative_to(ROOT)}"
        assert any(form in row for row in rows for form in _default_forms(default)), \
            f"option {name}: its default {default!r} is not given beside it on {page.path(lang).relative_to(ROOT)}"


@pytest.mark.parametrize("page", PAGES, ids=str)
def test_the_vietnamese_rules_page_reads_as_vietnamese(page):
    vi = vietnamese_share(_markdown(_load(page.path("vi"))))
    en = vietnamese_share(_markdown(_load(page.path("en"))))
    assert vi >= VIETNAMESE_SHARE, f"only {vi:.0%} of the Vietnamese page's words carry Vietnamese letters"
    assert en < 0.3, f"{en:.0%} of the English page's words carry Vietnamese letters: is it translated?"


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


def test_each_rules_page_saves_what_a_cell_prints_as_one_output(page_lang):
    # The kernel splits printed text at random places; joined (rules_common.merge_streams), rebuilds are identical.
    page, lang, nb = page_lang
    for cell in (c for c in nb["cells"] if c["cell_type"] == "code"):
        kinds = [(o["output_type"], o.get("name")) for o in cell.get("outputs", [])]
        assert all(not (a == b and a[0] == "stream") for a, b in zip(kinds, kinds[1:])), _src(cell)[:60]
