"""The course in a real browser: JupyterLab on 127.0.0.1, driven by Playwright and Debian's chromium.

Opens ``notebooks/tongits/hand_builder.ipynb``, runs all its cells, clicks
A♠ 2♠ 3♠ in the hand builder's palette and reads the feedback the kernel
sends back. No browser is downloaded: Playwright drives ``/usr/bin/chromium``
(``apt-get install chromium``; ``.ci/run`` installs it). The server gets its
own settings, workspace and runtime folders (autosave off), so the notebook
in the repository is never rewritten; a screenshot for humans is saved to
``/tmp/cardlab_browser_*.png``.
"""
from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = "notebooks/tongits/hand_builder.ipynb"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = Path("/tmp")
START_TIMEOUT = 120      # seconds for JupyterLab to answer (2 shared cores can be slow)
UI_TIMEOUT = 120_000     # milliseconds for the page, the kernel and the cells


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _settings(folder: Path) -> None:
    """User settings for this server only: no autosave, no news or update checks."""
    files = {
        "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
        # Every cell rendered at once, so links and widgets far down a notebook are in the page.
        "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
        "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false",
                                                                             "checkForUpdates": False},
    }
    for name, data in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data))


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server on a free port with a random token; always stopped afterwards."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium) "
                    "to run the browser test")
    pytest.importorskip("playwright.sync_api", reason="pip install playwright (no browser download needed)")
    pytest.importorskip("jupyterlab")
    tmp = tmp_path_factory.mktemp("lab")
    _settings(tmp / "settings")
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(tmp / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp / "workspaces"), JUPYTER_RUNTIME_DIR=str(tmp / "runtime"))
    log = open(tmp / "lab.log", "w")
    args = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}", "--ServerApp.port_retries=0",
            f"--LabApp.user_settings_dir={tmp / 'settings'}", f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
            "--LabApp.extension_manager=readonly", "--LabApp.news_url=None"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")   # CI containers run as root
    proc = subprocess.Popen(
        args, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(f"jupyter lab exited with {proc.returncode}: {(tmp / 'lab.log').read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=5) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"jupyter lab did not answer within {START_TIMEOUT} s: "
                            f"{(tmp / 'lab.log').read_text()[-2000:]}")
            time.sleep(0.5)
        yield {"base": base, "token": token, "log": tmp / "lab.log"}
    finally:
        # Stop the server and the kernels it started (they share its process group).
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(timeout=10)
        log.close()


@pytest.fixture
def page(lab):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        page = None
        try:
            context = browser.new_context(viewport={"width": 1400, "height": 1100}, device_scale_factor=1)
            page = context.new_page()
            page.set_default_timeout(UI_TIMEOUT)
            yield page
        finally:
            if page is not None and not page.is_closed():
                try:
                    # What the page looked like at the end (after a failure: where it got stuck).
                    page.screenshot(path=str(SHOTS / "cardlab_browser_last.png"))
                except Exception:   # the screenshot is a courtesy; never hide the real outcome
                    pass
            browser.close()


@pytest.fixture
def untouched_notebook():
    """The repository's notebook must come out of the test byte for byte as it went in."""
    path = ROOT / NOTEBOOK
    before = path.read_bytes()
    yield
    after = path.read_bytes()
    if after != before:
        path.write_bytes(before)
        pytest.fail(f"{NOTEBOOK} was rewritten by the browser session (restored)")


def wait_for_the_table(page, table, timeout: int = UI_TIMEOUT) -> bool:
    """Wait until a table widget has settled after a move; ``True`` when the deal is over.

    The kernel's redraw reaches the page as one message per widget, so a
    changed log alone does not say the redraw is complete: the result line
    comes after it. Settled means the result is shown, or the coach's button
    is there to click (the learner's turn).
    """
    page.wait_for_function(
        """el => {
            if (el.querySelector('.cardlab-table-result').innerText.trim()) return true;
            const coach = el.querySelector('.cardlab-coach-button');
            return coach !== null && !coach.disabled && coach.offsetParent !== null;
        }""", arg=table.element_handle(), timeout=timeout)
    return bool(table.locator(".cardlab-table-result").inner_text().strip())


def _accept_dialogs(page, seconds: float) -> None:
    """Accept any dialog JupyterLab raises within ``seconds`` (e.g. "Select Kernel": the default is right)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        button = page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept")
        if button.count() and button.first.is_visible():
            button.first.click()
        page.wait_for_timeout(250)


def wait_for_kernel(page, timeout: int = UI_TIMEOUT) -> None:
    """Wait until the notebook's kernel is connected and idle, as the status bar shows it.

    The toolbar's execution indicator already reads "idle" while the session has no kernel at all
    (the status bar then says "No Kernel | Initializing"), and a Run All clicked then skips every
    cell: in the Lite site that left all cells "[ ]" in 2 of 25 runs with both cores busy. The status
    bar's "<kernel name> | Idle" comes once the kernel is up.
    Raises playwright's TimeoutError after ``timeout`` milliseconds.
    """
    page.wait_for_function("""() => Array.from(document.querySelectorAll('.jp-StatusBar-TextItem'))
        .some(e => /^(?!No Kernel).+ [|] Idle$/.test(e.innerText.trim()))""", timeout=timeout)


def _run_all(page, timeout: int = UI_TIMEOUT) -> None:
    """Run ▸ Run All Cells, once the kernel is up (within ``timeout`` ms); accept a dialog it raises."""
    wait_for_kernel(page, timeout)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator(".lm-Menu-item:visible", has_text="Run All Cells").first.click()
    _accept_dialogs(page, 3)


def open_and_run(page, lab, notebook: str) -> None:
    """Open ``notebook`` (a path from the repository's root) in JupyterLab and run all its cells."""
    from playwright.sync_api import expect

    page.goto(f"{lab['base']}/lab/tree/{notebook}?reset&token={lab['token']}")
    page.locator(".jp-Notebook").first.wait_for()
    _accept_dialogs(page, 5)
    expect(page.locator(".jp-Notebook-ExecutionIndicator").first).to_have_attribute(
        "data-status", "idle", timeout=UI_TIMEOUT)
    _run_all(page)


def test_hand_builder_in_jupyterlab(lab, page, untouched_notebook):
    from playwright.sync_api import expect

    open_and_run(page, lab, NOTEBOOK)

    builder = page.locator(".cardlab-hand-builder").first
    builder.locator(".cardlab-card-AS").wait_for()
    feedback = builder.locator(".cardlab-feedback")
    timings = []
    for token in ("AS", "2S", "3S"):
        start = time.perf_counter()
        builder.locator(f".cardlab-card-{token}").click()
        expect(builder.locator(".cardlab-hand")).to_contain_text(token)
        timings.append(time.perf_counter() - start)
    expect(feedback).to_contain_text("Deadwood 0")
    text = feedback.inner_text()
    assert "run" in text and "A♠ 2♠ 3♠ is a run" in text, text
    builder.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "cardlab_browser_page.png"))
    builder.screenshot(path=str(SHOTS / "cardlab_browser_hand_builder.png"))

    # Two more cards: a deadwood card is explained, in red, with its points.
    builder.locator(".cardlab-card-KD").click()
    expect(feedback).to_contain_text("Deadwood 10")
    expect(feedback).to_contain_text("K♦ (10 points): no other card of the hand is close to a meld")

    # A typing mistake shows the engine's message and loses nothing.
    box = builder.locator(".cardlab-hand-text input")
    box.fill("AS 2S 1X")
    box.press("Enter")
    expect(builder.locator(".cardlab-error")).to_contain_text("'1X' is not a card")
    expect(feedback).to_contain_text("Deadwood 10")
    builder.screenshot(path=str(SHOTS / "cardlab_browser_hand_builder_error.png"))
    print(f"browser click -> feedback: {', '.join(f'{t * 1000:.0f} ms' for t in timings)}")

    # One switch changes the whole page: every widget, and the text cells written in both languages.
    english = page.locator(".cardlab-text[lang=en]").first
    vietnamese = page.locator(".cardlab-text[lang=vi]").first
    expect(english).to_be_visible()
    expect(vietnamese).to_be_hidden()
    builder.locator(".widget-toggle-buttons button", has_text="Tiếng Việt").click()
    expect(vietnamese).to_be_visible()
    expect(english).to_be_hidden()
    expect(feedback).to_contain_text("Bài rác 10 điểm")
    expect(page.locator(".cardlab-table").first).to_contain_text("Bàn Tongits")
    page.locator(".cardlab-table .widget-toggle-buttons button", has_text="English").click()
    expect(english).to_be_visible()
    expect(feedback).to_contain_text("Deadwood 10")
