"""One language switch for the whole page: every widget's English / Tiếng Việt toggle switches them all.

What the browser does with it (the bilingual text cells of a tools page follow too) is checked in
``test_classroom.py`` on a Voilà app; here, the kernel's side.
"""
from html import unescape
import re

import pytest

import cardlab
from cardlab.errors import CardlabError

pytest.importorskip("ipywidgets")
from cardlab.widgets import DeclarationChecker, HandBuilder, PhomHandBuilder, Table  # noqa: E402
from cardlab.widgets.common import PAGE_TEXT_CSS  # noqa: E402


def text_of(value: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", value))


def shown(*widgets):
    """The widgets as a notebook shows them (the last expression of a cell): each joins the page."""
    for widget in widgets:
        assert "application/vnd.jupyter.widget-view+json" in widget._repr_mimebundle_()
    return list(widgets)


@pytest.fixture(autouse=True)
def english():
    cardlab.set_language("en")
    yield
    cardlab.set_language("en")


def test_switching_one_widget_s_language_switches_every_widget_on_the_page():
    page = shown(HandBuilder(hand="AS 2S 3S KD"), PhomHandBuilder(), DeclarationChecker(), Table(seed=3, game="chan"))
    page[1].language.value = "vi"
    assert cardlab.get_language() == "vi"
    assert [w.language.value for w in page] == ["vi"] * 4
    assert "Xếp bài trên tay" in page[0].title.value and "Bài rác 10 điểm" in text_of(page[0].feedback_html)
    assert "Bàn Chắn" in text_of(page[3].title.value) and "Đến lượt" in text_of(page[3].status.value)
    page[3].language.value = "en"
    assert [w.language.value for w in page] == ["en"] * 4
    assert "Deadwood 10" in text_of(page[0].feedback_html)


def test_every_toggle_names_its_language_for_the_page_s_bilingual_text():
    builder, table = shown(HandBuilder(), Table(seed=3))
    for toggle in (builder.language, table.language):
        assert "cardlab-page-en" in toggle._dom_classes and toggle.page_text.value == PAGE_TEXT_CSS
        assert toggle.page_text.layout.display == "none"                  # a rule for the page, nothing shown
    table.language.value = "vi"
    for toggle in (builder.language, table.language):
        assert "cardlab-page-vi" in toggle._dom_classes and "cardlab-page-en" not in toggle._dom_classes
    # The rule hides the other language's text and shows this one's, per notebook.
    assert ".jp-Notebook:has(.cardlab-page-vi) .cardlab-text[lang]:not([lang=vi])" in PAGE_TEXT_CSS
    assert ".jp-Notebook:has(.cardlab-page-en) .cardlab-text[lang=en]{display:block}" in PAGE_TEXT_CSS


def test_a_closed_widget_is_left_alone_when_the_page_switches():
    closed, open_ = shown(HandBuilder(), HandBuilder())
    closed.language.close()
    open_.language.value = "vi"
    assert closed.language.value == "en" and open_.language.value == "vi"


def test_a_page_of_many_widgets_switches_without_running_out_of_stack():
    builders = shown(*[HandBuilder() for _ in range(70)])   # more than the switches kept: the newest follow
    builders[-1].language.value = "vi"
    assert all(b.language.value == "vi" for b in builders[-64:])
    builders[-1].language.value = "en"
    assert all(b.language.value == "en" for b in builders[-64:])


def test_a_widget_not_shown_or_half_built_does_not_follow_the_page():
    aside, page = HandBuilder(), shown(HandBuilder())[0]
    with pytest.raises(CardlabError):
        Table(seed="7")                  # refused after its switch was made: never shown, so never followed
    page.language.value = "vi"
    assert aside.language.value == "en" and page.language.value == "vi"
    page.language.value = "en"
    shown(aside)                         # displayed later: from then on it follows
    page.language.value = "vi"
    assert aside.language.value == "vi"
