"""The Indian Rummy page in a real browser: JupyterLab on 127.0.0.1, driven by Playwright and Debian's chromium.

Opens ``notebooks/indian_rummy/declaration_checker.ipynb``, runs all its cells, builds the Indian
Rummy guide's An by clicking cards in the declaration checker and reads the verdict, then plays a whole
deal at the table by clicking the coach's move until the deal ends. The server and the browser are
the fixtures of ``tests/test_browser.py``; screenshots go to ``/tmp/cardlab_browser_ir_*.png``.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from test_browser import SHOTS, UI_TIMEOUT, _accept_dialogs, _run_all, lab, page, wait_for_the_table  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = "notebooks/indian_rummy/declaration_checker.ipynb"
AN = ("3H", "4H", "5H", "8S", "10S", "JS", "QH", "QD", "QC", "6H", "6S", "6C")   # and a printed joker


@pytest.fixture
def opened(lab, page):
    """The page opened and run; the notebook in the repository comes out byte for byte as it went in."""
    from playwright.sync_api import expect

    path = ROOT / NOTEBOOK
    before = path.read_bytes()
    page.goto(f"{lab['base']}/lab/tree/{NOTEBOOK}?reset&token={lab['token']}")
    page.locator(".jp-Notebook").first.wait_for()
    _accept_dialogs(page, 5)
    expect(page.locator(".jp-Notebook-ExecutionIndicator").first).to_have_attribute(
        "data-status", "idle", timeout=UI_TIMEOUT)
    _run_all(page)
    yield page
    if path.read_bytes() != before:
        path.write_bytes(before)
        pytest.fail(f"{NOTEBOOK} was rewritten by the browser session (restored)")


def test_declaration_checker_by_clicking(opened):
    from playwright.sync_api import expect

    page = opened
    checker = page.locator(".cardlab-hand-builder").first
    checker.locator(".cardlab-card-3H").wait_for()
    feedback = checker.locator(".cardlab-feedback")
    for token in AN:
        checker.locator(f".cardlab-card-{token}").click()
        expect(checker.locator(".cardlab-hand")).to_contain_text(token)
    expect(feedback).to_contain_text("Not a show yet")          # twelve cards, the joker still missing
    checker.locator(".cardlab-card-JK").click()
    expect(feedback.locator(".cardlab-headline")).to_have_text("✔ Valid show")   # the verdict, first and largest
    expect(feedback).to_contain_text("A valid show: all 13 cards in groups, 2 sequences, 1 of them pure")

    # Group three cards by clicking: a pure sequence, and the show is judged as grouped.
    checker.locator(".cardlab-ir-mode button", has_text="Group cards").click()
    for token in ("3H", "4H", "5H"):
        checker.locator(f".cardlab-card-{token}").click()
    checker.locator(".cardlab-ir-close").click()
    expect(feedback).to_contain_text("Your groups")
    expect(feedback).to_contain_text("A wrong show")
    expect(feedback).to_contain_text("Only 1 sequence: a show needs at least two sequences")
    checker.locator(".cardlab-ir-engine").click()
    expect(feedback).to_contain_text("A valid show — 0 points")
    checker.scroll_into_view_if_needed()
    checker.screenshot(path=str(SHOTS / "cardlab_browser_ir_checker.png"))

    # A typing mistake shows the engine's message and keeps the hand.
    box = checker.locator(".cardlab-hand-text input")
    box.fill("3H 4H 5X")
    box.press("Enter")
    expect(checker.locator(".cardlab-error")).to_contain_text("'5X'")
    expect(feedback).to_contain_text("A valid show — 0 points")


def test_a_whole_deal_at_the_table_by_clicking(opened):
    from playwright.sync_api import expect

    page = opened
    table = page.locator(".cardlab-table").first
    table.scroll_into_view_if_needed()
    coach = table.locator("button", has_text="Play the coach's move")
    result = table.locator(".cardlab-table-result")
    log = table.locator(".cardlab-table-log summary")
    coach.wait_for()
    for _ in range(150):
        if wait_for_the_table(page, table):
            break
        before = log.inner_text()
        coach.click()
        deadline = time.monotonic() + 60
        while log.inner_text() == before and not result.inner_text().strip():
            assert time.monotonic() < deadline, "the table did not answer a click"
            page.wait_for_timeout(100)
    expect(result).to_contain_text("Winner" if "No winner" not in result.inner_text() else "No winner")
    expect(table).to_contain_text("The deal is over")
    table.screenshot(path=str(SHOTS / "cardlab_browser_ir_table.png"))
