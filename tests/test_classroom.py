"""The classroom modes: the static site (``make site``) and a notebook as a projector app (``make present``,
Voilà); the course in the browser with nothing installed (``make lite``) is ``test_lite_site.py``'s.

Each is built or served here from the repository, on 127.0.0.1, and opened in Debian's chromium with
every request to another host blocked and counted: a student's browser must get everything from the
course's own server. Voilà's page template hard-codes two Font Awesome style sheets on a CDN (its
icons come from Voilà itself, so nothing is lost); those two, and only those, are allowed to fail.
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from test_browser import CHROMIUM, CHROMIUM_ARGS, SHOTS, _free_port

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import static_site as course_site  # noqa: E402

#: The two style sheets Voilà's template links on a CDN (icons still show: Voilà ships Font Awesome).
VOILA_CDN = ("https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/all.min.css",
             "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/v4-shims.min.css")
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
