"""The classroom modes: the static site (``make site``), a notebook as a projector app (``make present``,
Voilà) and the course in the browser with nothing installed (``make lite``, JupyterLite + Pyodide).

Each is built or served here from the repository, on 127.0.0.1, and opened in Debian's chromium with
every request to another host blocked and counted: a student's browser must get everything from the
course's own server. Voilà's page template hard-codes two Font Awesome style sheets on a CDN (its
icons come from Voilà itself, so nothing is lost); those two, and only those, are allowed to fail.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import warnings
from pathlib import Path

import pytest

from test_browser import CHROMIUM, CHROMIUM_ARGS, SHOTS, _free_port, _run_all

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import lite  # noqa: E402
import static_site as course_site  # noqa: E402

#: The two style sheets Voilà's template links on a CDN (icons still show: Voilà ships Font Awesome).
VOILA_CDN = ("https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/all.min.css",
             "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/v4-shims.min.css")
KERNEL_TIMEOUT = 300_000     # ms: Pyodide boots in ~10 s alone, much slower on 2 busy cores
LITE_STALL = 150_000         # ms: a Lite notebook runs all its cells in ~15 s here; 10x that is a stall


class LiteStallWarning(UserWarning):
    """A Lite-site run stalled and passed when tried again in a fresh page."""


# -- helpers ------------------------------------------------------------------------------------------------

def _serve(folder: Path, log: Path):
    """A static file server for ``folder`` on 127.0.0.1 (a free port); returns (process, base URL)."""
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                             "-d", str(folder)], stdout=subprocess.DEVNULL, stderr=open(log, "w"),
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    _wait_for(base + "/", proc, log, 30)
    return proc, base


def _wait_for(url: str, proc, log: Path, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        if proc.poll() is not None:
            pytest.fail(f"the server exited with {proc.returncode}: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"{url} did not answer within {seconds} s: {log.read_text()[-2000:]}")
        time.sleep(0.5)


def _listening(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def _stop(proc) -> None:
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@pytest.fixture
def browser():
    """Headless chromium (Debian's) with every request to another host blocked; ``outside`` lists them."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    pytest.importorskip("playwright.sync_api", reason="pip install playwright (no browser download needed)")
    from playwright.sync_api import sync_playwright

    outside: list[str] = []

    def route(r):
        url = r.request.url
        if url.startswith(("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:")):
            r.continue_()
        else:
            outside.append(url)
            r.abort()

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            def new_page(width=1400, height=1100):
                context = b.new_context(viewport={"width": width, "height": height})
                context.route("**/*", route)
                page = context.new_page()
                page.set_default_timeout(120_000)
                return page
            yield new_page, outside
        finally:
            b.close()


def _images_loaded(page) -> tuple[int, int]:
    """(images on the page, images that failed to load)."""
    states = page.evaluate("Array.from(document.images).map(i => i.complete && i.naturalWidth > 0)")
    return len(states), states.count(False)


# -- the static site ------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def site_dir(tmp_path_factory):
    pytest.importorskip("nbconvert")
    out = tmp_path_factory.mktemp("site")
    summary = course_site.build(out)
    assert summary["pages"] == len(course_site.notebooks())
    return out


def test_the_site_has_a_page_for_every_published_notebook_and_no_answer_key(site_dir):
    published = course_site.notebooks()
    assert any(p.parts[:2] == ("notebooks", "vi") for p in published)
    assert Path("exercises/tongits.ipynb") in published
    for rel in published:
        assert (site_dir / rel.with_suffix(".html")).is_file(), rel
    pages = [p.relative_to(site_dir) for p in site_dir.rglob("*.html")]
    assert not [p for p in pages if "solutions" in p.parts]
    # The answer keys' answers are nowhere on the site.
    key = (ROOT / "exercises/solutions/tongits.ipynb").read_text()
    answer_lines = [line for line in re.findall(r'"(answer = [^"\\]{12,})', key)]
    assert answer_lines
    text = (site_dir / "exercises/tongits.html").read_text()
    assert not [a for a in answer_lines if a in text]


def test_the_site_asks_nothing_from_another_server(site_dir):
    for page in site_dir.rglob("*.html"):
        text = page.read_text()
        fetched = re.findall(r'<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)="(https?:[^"]+)"', text)
        assert not fetched, (page, fetched)


def test_widgets_show_their_static_pictures_on_the_site(site_dir):
    text = (site_dir / "notebooks/tongits/hand_builder.html").read_text()
    assert "data:image/svg+xml" in text                       # the cards, as images
    assert "widget-view+json" not in text and "Loading widget" not in text
    # Every output area holds something a reader can see.
    outputs = re.findall(r'<div class="jp-RenderedHTMLCommon jp-RenderedHTML jp-OutputArea-output[^"]*"[^>]*>'
                         r"(.*?)</div>\s*</div>", text, re.S)
    assert outputs and all(o.strip() for o in outputs)


def test_the_index_lists_every_page_in_both_languages(site_dir):
    index = (site_dir / "index.html").read_text()
    assert '<section lang="en">' in index and '<section lang="vi">' in index
    for rel in course_site.notebooks():
        assert f'href="{rel.with_suffix(".html").as_posix()}"' in index, rel
    assert course_site.broken_links(site_dir) == []


def test_links_between_notebooks_become_links_between_pages(site_dir):
    welcome = (site_dir / "notebooks/00_welcome.html").read_text()
    assert 'href="tongits/00_rules.html"' in welcome and ".ipynb\"" not in welcome
    # A link to an answer key keeps its words and loses its target: keys are not published.
    teachers = (site_dir / "exercises/for_teachers.html").read_text()
    assert 'href="solutions/' not in teachers


@pytest.mark.browser
def test_the_static_site_reads_on_a_phone(site_dir, browser, tmp_path):
    new_page, outside = browser
    server, base = _serve(site_dir, tmp_path / "site.log")
    try:
        page = new_page(390, 844)
        page.goto(f"{base}/index.html")
        page.locator('section[lang="vi"] a', has_text="Tongits 2").first.click()
        page.wait_for_load_state("load")
        assert page.url.endswith("/notebooks/vi/tongits/02_melds_deadwood.html")
        count, broken = _images_loaded(page)
        assert count > 20 and broken == 0
        # No output area is an empty box waiting for a kernel.
        empty = page.evaluate("""Array.from(document.querySelectorAll('.jp-OutputArea-output'))
            .filter(e => !e.innerText.trim() && !e.querySelector('img,svg')).length""")
        assert empty == 0
        page.screenshot(path=str(SHOTS / "cardlab_site_phone.png"))
    finally:
        _stop(server)
    assert outside == []


# -- Voilà: a notebook as an app ------------------------------------------------------------------------------

@pytest.fixture
def voila(tmp_path):
    pytest.importorskip("voila")
    port, log = _free_port(), tmp_path / "voila.log"
    # The same command as `make present`: grading off, bound to 127.0.0.1.
    env = dict(os.environ, CARDLAB_GRADING="0", JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"))
    proc = subprocess.Popen([sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}",
                             "notebooks/tongits/hand_builder.ipynb"], cwd=ROOT, env=env,
                            stdout=open(log, "w"), stderr=subprocess.STDOUT, start_new_session=True)
    try:
        # Voilà answers its root only after running the notebook: wait for the port, the page waits for the rest.
        deadline = time.monotonic() + 120
        while not _listening(port):
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"voila did not start: {log.read_text()[-2000:]}")
            time.sleep(0.5)
        yield f"http://127.0.0.1:{port}/"
    finally:
        _stop(proc)


@pytest.mark.browser
def test_present_serves_the_hand_builder_as_an_app(voila, browser):
    from playwright.sync_api import expect

    new_page, outside = browser
    page = new_page()
    page.goto(voila, timeout=180_000)
    builder = page.locator(".cardlab-hand-builder").first
    builder.locator(".cardlab-card-AS").wait_for(timeout=180_000)
    assert "HandBuilder(" not in page.inner_text("body")                # the code is hidden
    for token in ("AS", "2S", "3S"):
        builder.locator(f".cardlab-card-{token}").click()
        expect(builder.locator(".cardlab-hand")).to_contain_text(token)
    expect(builder.locator(".cardlab-feedback")).to_contain_text("A♠ 2♠ 3♠ is a run")
    page.screenshot(path=str(SHOTS / "cardlab_voila.png"))
    assert set(outside) <= set(VOILA_CDN), outside


# -- JupyterLite: the course in the browser -------------------------------------------------------------------

@pytest.fixture(scope="module")
def lite_dir(tmp_path_factory):
    pytest.importorskip("jupyterlite_core")
    pytest.importorskip("jupyterlite_pyodide_kernel")
    if shutil.which("npm") is None:
        pytest.skip("npm is missing (apt-get install npm): Pyodide for the Lite site comes from the npm registry")
    out = tmp_path_factory.mktemp("lite")
    summary = lite.build(out)
    assert summary["notebooks"] > 20
    return out


def test_the_lite_site_has_pyodide_and_every_package_it_loads(lite_dir):
    static = lite_dir / "static" / "pyodide"
    config = json.loads((lite_dir / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"] is True
    assert {"cardlab", "ipywidgets"} <= set(kernel["loadPyodideOptions"]["packages"])
    lock = json.loads((static / "pyodide-lock.json").read_text())["packages"]
    needed = lite._closure({"packages": lock}, (*lite.KERNEL_NEEDS, *kernel["loadPyodideOptions"]["packages"]))
    assert "ipython" in needed and "cardlab" in needed
    for name in needed:
        wheel = static / lock[name]["file_name"]
        assert wheel.is_file(), name
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == lock[name]["sha256"], name


def test_the_lite_site_holds_the_course_but_no_answer_key(lite_dir):
    files = lite_dir / "files"
    assert (files / "notebooks/00_welcome.ipynb").is_file()
    assert (files / "notebooks/vi/tongits/hand_builder.ipynb").is_file()
    assert (files / "exercises/tongits.ipynb").is_file()
    assert not [p for p in files.rglob("*.ipynb") if "solutions" in p.parts]
    lab = json.loads((files / "notebooks/tongits/06_strategy_lab.ipynb").read_text())
    assert lab["cells"][0]["source"] == lite.LAB_NOTE["en"]
    lesson = json.loads((files / "notebooks/tongits/02_melds_deadwood.ipynb").read_text())
    assert lesson["cells"][0]["source"] != lite.LAB_NOTE["en"]
    settings = json.loads((lite_dir / "jupyter-lite.json").read_text())["jupyter-config-data"]["settingsOverrides"]
    assert settings["@jupyterlab/notebook-extension:tracker"]["windowingMode"] == "none"


def test_the_lite_site_ships_only_what_the_course_uses_and_gzipped_copies(lite_dir):
    import gzip

    config = json.loads((lite_dir / "jupyter-lite.json").read_text())["jupyter-config-data"]
    assert sorted(e["name"] for e in config["federated_extensions"]) == sorted(lite.EXTENSIONS)
    static = lite_dir / "static" / "pyodide"
    lock = json.loads((static / "pyodide-lock.json").read_text())["packages"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    # Every package of the lock is loaded with Pyodide (the kernel then installs nothing afterwards).
    assert sorted(lock) == sorted(kernel["loadPyodideOptions"]["packages"])
    assert {"piplite", "pyodide-kernel", "ipykernel", "ipython", "jedi", "comm"} <= set(lock)
    assert not list(lite_dir.rglob("*.map")) and not list(static.glob("*.d.ts"))
    for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide-lock.json"):
        packed = static / (name + ".gz")
        assert gzip.decompress(packed.read_bytes()) == (static / name).read_bytes(), name
    assert lite.cache_control("build/jlab_core.a86436d.js").endswith("immutable")
    assert lite.cache_control("static/pyodide/pyodide.asm.wasm") == "no-cache"


@pytest.mark.browser
def test_a_learners_first_load_of_the_lite_site_is_at_most_15_mb_and_a_reload_fetches_nothing(lite_dir):
    """Counts bytes at the server (bodies as sent by ``tools/lite.py serve``: gzipped), never time."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    pytest.importorskip("playwright.sync_api", reason="pip install playwright (no browser download needed)")
    sys.path.insert(0, str(ROOT))
    from bench import bench_lite

    server = bench_lite.Server(lite_dir, "gzip")
    browser = bench_lite.Browser()
    try:
        load = bench_lite.cold_start(browser, server, reload=True)
    finally:
        browser.close()
        server.close()
    assert browser.outside == []
    assert load["bytes"] <= 15_000_000, f"{load['bytes'] / 1e6:.1f} MB"
    assert load["reload"]["bytes"] == 0 and load["reload"]["fetched"] == [], load["reload"]


def _lite_run_all(page, base: str, path: str) -> None:
    """Open ``path`` in the Lite site, wait for the Pyodide kernel, run every cell and wait until all ran.

    A run that stalls (no cell run, or some cell still queued, after LITE_STALL ms) is tried once more
    in a fresh page, and the stall is reported as a LiteStallWarning. CI saw one stall
    (exercises/tongits.ipynb); the ones reproduced here came from Run All clicked before the kernel
    was connected, which ``_run_all`` now waits for (``wait_for_kernel``). Two stalls fail with what
    the page showed (prompts, execution status, dialogs).
    """
    stalls = []
    for timeout in (LITE_STALL, KERNEL_TIMEOUT):
        stalled = _lite_try_run_all(page, base, path, timeout)
        if stalled is None:
            if stalls:  # passed on the retry: say so in pytest's warnings summary, not silently
                warnings.warn(f"{path} stalled once in the Lite site and ran on the retry: {stalls[0]}",
                              LiteStallWarning)
            return
        stalls.append(stalled)
        page.screenshot(path=str(SHOTS / f"cardlab_lite_stalled_{Path(path).stem}.png"), full_page=True)
    raise AssertionError(f"every run of {path} stalled: " + "; then ".join(stalls))


def _lite_try_run_all(page, base: str, path: str, timeout: int) -> str | None:
    """One try of :func:`_lite_run_all`: None when every cell ran, else what the page showed."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    page.goto(f"{base}/lab/index.html?path={path}")
    page.locator(".jp-Notebook").first.wait_for(timeout=KERNEL_TIMEOUT)
    indicator = page.locator(".jp-Notebook-ExecutionIndicator").first
    expect(indicator).to_have_attribute("data-status", "idle", timeout=KERNEL_TIMEOUT)
    _run_all(page, KERNEL_TIMEOUT)
    # The site renders every cell (windowingMode none): when none is queued or running ([*]) and the
    # kernel is idle again, all ran. A cell with hidden input shows no number.
    try:
        page.wait_for_function("""() => {
            const prompts = Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')).map(p => p.innerText);
            return prompts.some(p => /\\d/.test(p)) && !prompts.some(p => p.includes('*'));
        }""", timeout=timeout)
    except PlaywrightTimeout:
        return str(page.evaluate("""({
            prompts: Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')).map(p => p.innerText.trim()),
            status: Array.from(document.querySelectorAll('.jp-Notebook-ExecutionIndicator')).map(e => e.dataset.status),
            dialogs: Array.from(document.querySelectorAll('.jp-Dialog')).map(e => e.innerText),
        })"""))
    expect(indicator).to_have_attribute("data-status", "idle", timeout=KERNEL_TIMEOUT)
    unrun = page.evaluate("""Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
        .filter(p => /\\[ \\]/.test(p.innerText)).length""")
    assert unrun == 0, f"{unrun} cells of {path} did not run"
    return None


class _StalledPage:
    """Stands in for a page whose runs return ``results`` in turn (None: every cell ran)."""

    def __init__(self, monkeypatch, *results):
        self.shots, self.timeouts = [], []
        answers = iter(results)

        def try_run_all(page, base, path, timeout):
            self.timeouts.append(timeout)
            return next(answers)
        monkeypatch.setattr(sys.modules[__name__], "_lite_try_run_all", try_run_all)

    def screenshot(self, path, full_page):
        self.shots.append(Path(path).name)


def test_a_lite_run_that_stalls_once_is_tried_again_and_reported(monkeypatch):
    page = _StalledPage(monkeypatch, "{'prompts': ['[ ]:']}", None)
    with pytest.warns(LiteStallWarning, match=r"x\.ipynb stalled once .*\[ \]:"):
        _lite_run_all(page, "http://127.0.0.1:1", "x.ipynb")
    assert page.timeouts == [LITE_STALL, KERNEL_TIMEOUT]
    assert page.shots == ["cardlab_lite_stalled_x.png"]


def test_a_lite_run_that_stalls_twice_fails_with_what_each_page_showed(monkeypatch):
    page = _StalledPage(monkeypatch, "first view", "second view")
    with pytest.raises(AssertionError, match="every run of x.ipynb stalled: first view; then second view"):
        _lite_run_all(page, "http://127.0.0.1:1", "x.ipynb")


def test_a_lite_run_that_passes_at_once_is_not_retried(monkeypatch, recwarn):
    page = _StalledPage(monkeypatch, None)
    _lite_run_all(page, "http://127.0.0.1:1", "x.ipynb")
    assert page.timeouts == [LITE_STALL] and page.shots == [] and not recwarn.list


def _error_outputs(page) -> list[str]:
    return page.evaluate("""Array.from(document.querySelectorAll(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).map(e => e.innerText)""")


@pytest.mark.browser
def test_the_hand_builder_runs_unchanged_in_the_lite_site(lite_dir, browser, tmp_path):
    from playwright.sync_api import expect

    new_page, outside = browser
    server, base = _serve(lite_dir, tmp_path / "lite.log")
    try:
        page = new_page()
        _lite_run_all(page, base, "notebooks/tongits/hand_builder.ipynb")
        assert _error_outputs(page) == []
        builder = page.locator(".cardlab-hand-builder").first
        builder.scroll_into_view_if_needed()
        for token in ("AS", "2S", "3S"):
            builder.locator(f".cardlab-card-{token}").click()
        expect(builder.locator(".cardlab-feedback")).to_contain_text("A♠ 2♠ 3♠ is a run")
        page.screenshot(path=str(SHOTS / "cardlab_lite_hand_builder.png"))
    finally:
        _stop(server)
    assert outside == []


@pytest.mark.browser
@pytest.mark.parametrize("path", ["notebooks/vi/tongits/02_melds_deadwood.ipynb", "exercises/tongits.ipynb"])
def test_a_lesson_and_the_exercises_run_every_cell_in_the_lite_site(lite_dir, browser, tmp_path, path):
    new_page, outside = browser
    server, base = _serve(lite_dir, tmp_path / "lite.log")
    try:
        page = new_page()
        _lite_run_all(page, base, path)
        assert _error_outputs(page) == []
        page.screenshot(path=str(SHOTS / f"cardlab_lite_{Path(path).stem}.png"))
    finally:
        _stop(server)
    assert outside == []
