"""The Chắn page in a real browser: a whole deal played by clicking, and the cước scorer used.

JupyterLab is served from the repository by the ``lab`` fixture of
``test_browser.py`` and driven by Playwright with Debian's chromium.
``notebooks/chan/hand_builder.ipynb`` is opened and run; in its pair finder
three cards are clicked; at its table the learner's moves are clicked (the
coach's move, or a move button) until the deal ends; in its cước scorer the
winning card's source, a typed hand and the winner are chosen and the score
and money read. The notebook must come out byte for byte as it went in.
Screenshots go to ``/tmp/cardlab_browser_chan_*.png``.
"""
from __future__ import annotations

import re

import pytest

from test_browser import (  # noqa: F401  (fixtures)
    ROOT, SHOTS, UI_TIMEOUT, lab, open_and_run, page, wait_for_the_table)

pytestmark = pytest.mark.browser

NOTEBOOK = "notebooks/chan/hand_builder.ipynb"
CHI_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC 3V 3N 4V 4N 7V 7N 6S 6N CC"
MAX_CLICKS = 200     # a deal asks the learner for far fewer decisions (23 stock cards)


def test_a_deal_at_the_chan_table_and_the_cuoc_scorer_in_jupyterlab(lab, page):  # noqa: F811
    from playwright.sync_api import expect

    before = (ROOT / NOTEBOOK).read_bytes()
    try:
        open_and_run(page, lab, NOTEBOOK)

        # The first widget is the pair finder: three clicks make a Chắn and a què card.
        finder = page.locator(".cardlab-hand-builder").first
        finder.locator(".cardlab-card-3V").wait_for()
        for face in ("3V", "3V", "3S"):
            finder.locator(f".cardlab-card-{face}").click()
        expect(finder.locator(".cardlab-feedback")).to_contain_text("1 Chắn · 0 Cạ · 1 unpaired card (què)")
        finder.screenshot(path=str(SHOTS / "cardlab_browser_chan_finder.png"))

        # The table: click the learner's moves until the deal ends.
        table = page.locator(".cardlab-table").first
        table.scroll_into_view_if_needed()
        result = table.locator(".cardlab-table-result")
        coach = table.locator("button", has_text="Play the coach's move")
        moves = table.locator(".cardlab-table-actions .cardlab-action")
        clicks = 0
        while not wait_for_the_table(page, table):
            assert clicks < MAX_CLICKS, "the deal did not end"
            log = table.locator(".cardlab-table-log").inner_text()
            # Mostly the coach's move; every fifth decision the first move button, as a beginner might.
            if clicks % 5 == 4 and moves.count():
                moves.first.click()
            else:
                coach.click()
            clicks += 1
            if clicks == 3:
                table.screenshot(path=str(SHOTS / "cardlab_browser_chan_table.png"))
            # Every move is logged, and the log is redrawn after the buttons: once it changed, they are current.
            page.wait_for_function("([el, log]) => el.querySelector('.cardlab-table-log').innerText !== log",
                                   arg=[table.element_handle(), log], timeout=UI_TIMEOUT)
        expect(result).to_contain_text(re.compile(r"You win!|wins|Nobody wins"))
        expect(table.locator(".cardlab-table-status")).to_contain_text("The deal is over")
        assert moves.count() == 0
        table.screenshot(path=str(SHOTS / "cardlab_browser_chan_table_end.png"))

        # The cước scorer starts on the rules page's example: Tôm 4 + Ù chì dịch 1 = 5, the winner gets 15.
        scorer = page.locator(".cardlab-cuoc-scorer").first
        scorer.scroll_into_view_if_needed()
        score = scorer.locator(".cardlab-chan-score")
        expect(score).to_contain_text("Tôm 4 + Ù chì dịch 1 = 5")
        expect(score.locator(".cardlab-chan-money")).to_contain_text("+15")
        scorer.locator(".cardlab-chan-source label", has_text="turned up at another gate").click()
        expect(score).to_contain_text("Tôm 4 = 4")
        box = scorer.locator(".cardlab-hand-text input")
        box.fill(CHI_WIN)
        box.press("Enter")
        expect(score.locator(".cardlab-chan-col-page")).to_contain_text("Bạch thủ")
        expect(score.locator(".cardlab-chan-col-traditional")).to_contain_text("Bạch thủ chi")
        scorer.locator("select").last.select_option(label="Player 2")
        money = score.locator(".cardlab-chan-money")
        expect(money).to_contain_text("Player 2")
        expect(money.locator("tr").nth(3)).to_contain_text("+12")       # Bạch thủ 4, three losers pay 4
        scorer.screenshot(path=str(SHOTS / "cardlab_browser_chan_scorer.png"))
        # A typing mistake is quoted and the score is kept.
        box.fill("2V 2V 1X")
        box.press("Enter")
        expect(scorer.locator(".cardlab-error")).to_contain_text("'1X'")
        expect(score).to_contain_text("Bạch thủ")
        print(f"Chắn deal played in {clicks} clicks")
    finally:
        after = (ROOT / NOTEBOOK).read_bytes()
        if after != before:
            (ROOT / NOTEBOOK).write_bytes(before)
            pytest.fail(f"{NOTEBOOK} was rewritten by the browser session (restored)")
