"""The Phỏm course in a real browser: a whole hand at the table, and the hand builder's palette.

JupyterLab and chromium come from the fixtures of ``test_browser.py`` (served
from the repository, autosave off). Two notebooks are opened and run:

* ``notebooks/phom/06_play_the_bots.ipynb``: the first ``Table(game="phom")``
  is played to the end by clicking its move buttons (always the first move
  offered, as a beginner clicking through would), and the end-of-hand result
  must show who won;
* ``notebooks/phom/hand_builder.ipynb``: A♠ 2♠ 3♠ are clicked in the first
  ``PhomHandBuilder``'s palette and the feedback must name the phỏm dọc, then
  K♦ must show as 13 points left over.

Screenshots go to ``/tmp/cardlab_browser_phom_*.png``.
"""
from __future__ import annotations

import time

import pytest

from test_browser import ROOT, SHOTS, UI_TIMEOUT, lab, open_and_run, page, wait_for_the_table  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser

BOTS = "notebooks/phom/06_play_the_bots.ipynb"
BUILDER = "notebooks/phom/hand_builder.ipynb"
MAX_CLICKS = 60          # a Phỏm hand gives one player at most about 20 decisions


@pytest.fixture
def untouched(request):
    """The notebook given (indirect parameter) must come out of the test byte for byte as it went in."""
    rel = request.param
    path = ROOT / rel
    if not path.exists():
        pytest.skip(f"{rel} is not in this checkout")
    before = path.read_bytes()
    yield rel
    if path.read_bytes() != before:
        path.write_bytes(before)
        pytest.fail(f"{rel} was rewritten by the browser session (restored)")


@pytest.mark.parametrize("untouched", [BOTS], indirect=True)
def test_a_whole_phom_hand_is_played_by_clicking_the_move_buttons(lab, page, untouched):  # noqa: F811
    from playwright.sync_api import expect

    open_and_run(page, lab, untouched)
    table = page.locator(".cardlab-table").first
    buttons = table.locator(".cardlab-table-actions .cardlab-action")
    buttons.first.wait_for()
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "cardlab_browser_phom_table_start.png"))
    result = table.locator(".cardlab-table-result")
    log = table.locator(".cardlab-table-log")
    clicks = []
    for _ in range(MAX_CLICKS):
        if wait_for_the_table(page, table):
            break
        before = log.inner_text()
        label = buttons.first.inner_text()
        buttons.first.click()
        clicks.append(label)
        # The kernel applies the move and the bots', then redraws: the list of moves grows.
        deadline = time.monotonic() + UI_TIMEOUT / 1000
        while log.inner_text() == before and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        assert log.inner_text() != before, f"nothing happened after clicking {label!r}"
        if len(clicks) == 3:
            page.screenshot(path=str(SHOTS / "cardlab_browser_phom_table_mid.png"))
    expect(result).to_contain_text("wins", timeout=UI_TIMEOUT)   # "You win!" or "Player 2 wins"
    text = result.inner_text()
    assert "win" in text and ("pays" in text or "collects" in text or "in all" in text), text
    # Discard buttons show the card alone; the draw button says so: both kinds of move were clicked.
    assert any("draw" in c for c in clicks) and any(c.strip()[-1] in "♠♥♦♣" for c in clicks), clicks
    assert table.locator(".cardlab-table-actions .cardlab-action").count() == 0
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "cardlab_browser_phom_table_end.png"))
    print(f"{len(clicks)} clicks: {clicks}")


@pytest.mark.parametrize("untouched", [BUILDER], indirect=True)
def test_the_phom_hand_builder_answers_clicks_on_its_palette(lab, page, untouched):  # noqa: F811
    from playwright.sync_api import expect

    open_and_run(page, lab, untouched)
    builder = page.locator(".cardlab-hand-builder").first
    builder.locator(".cardlab-card-AS").wait_for()
    feedback = builder.locator(".cardlab-feedback")
    for token in ("AS", "2S", "3S"):
        builder.locator(f".cardlab-card-{token}").click()
        expect(builder.locator(".cardlab-hand")).to_contain_text(token)
    expect(feedback).to_contain_text("0 points left over")
    assert "A♠ 2♠ 3♠ is a phỏm" in feedback.inner_text() and "phỏm dọc" in feedback.inner_text()
    builder.locator(".cardlab-card-KD").click()
    expect(feedback).to_contain_text("13 points left over")
    builder.scroll_into_view_if_needed()
    builder.screenshot(path=str(SHOTS / "cardlab_browser_phom_hand_builder.png"))
