"""The classroom modes: the static site (``make site``) and a notebook as a projector app (``make present``,
Voilà); the course in the browser with nothing installed (``make lite``) is ``test_lite_site.py``'s.

Each is built or served here from the repository, on 127.0.0.1, and opened in Debian's chromium with
every request to another host blocked and counted: a student's browser must get everything from the
course's own server. Voilà runs with cardlab's template (``share/jupyter/voila/templates/cardlab``),
which drops the Font Awesome style sheets Voilà's own template asks a CDN for: no request may leave.
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
        page.goto(f"{base}/index.html")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.screenshot(path=str(SHOTS / "cardlab_site_phone_index.png"))
        # A lesson of each game: its cards drawn, nothing cut off at the right edge of the phone.
        for game, lesson in (("tongits", "02_melds_deadwood"), ("phom", "02_phom_points"),
                             ("indian_rummy", "02_sequences_sets"), ("chan", "02_pairs_winning_hand")):
            page.goto(f"{base}/notebooks/{game}/{lesson}.html")
            count, broken = _images_loaded(page)
            assert count > 5 and broken == 0, (game, count, broken)
            assert page.evaluate("document.documentElement.scrollWidth") <= 390, game
            page.screenshot(path=str(SHOTS / f"cardlab_site_phone_{game}.png"))
    finally:
        _stop(server)
    assert outside == []


# -- Voilà: a notebook as an app, for a projector -----------------------------------------------------------

#: Each game's tools page, the hand its first widget (the hand builder) is given, typed as a teacher would,
#: and the verdict that must then be the page's largest text.
TOOLS = {
    "tongits": ("tongits/hand_builder.ipynb", "AS 2S 3S 4S 7H 7D 7C 8H 9H 10H QC QD QS", "✔ Tongits"),
    "phom": ("phom/hand_builder.ipynb", "AS 2S 3S 7H 7D 7C 9C 10C JC KD", "✔ Ù!"),
    "indian_rummy": ("indian_rummy/declaration_checker.ipynb", "3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C",
                     "✔ Valid show"),
    "chan": ("chan/hand_builder.ipynb", "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N",
             "✔ Waiting (chờ) on 3 cards"),
}

#: The largest text on the page, cards aside (a card's rank is drawn large to be seen, it is not text
#: to read): its font size in CSS pixels as drawn (zoom included) and its words.
LARGEST_TEXT = """() => {
  let best = {size: 0, text: ""};
  for (const el of document.querySelectorAll("#rendered_cells *")) {
    if (el.closest("[class*='cardlab-card-'], .cardlab-card, button")) continue;
    const own = Array.from(el.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join("").trim();
    if (!own || el.getClientRects().length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden") continue;
    let z = 1;
    for (let a = el; a; a = a.parentElement) z *= parseFloat(getComputedStyle(a).zoom) || 1;
    const size = parseFloat(style.fontSize) * z;
    if (size > best.size) best = {size, text: el.closest("b, strong, h1, h2, h3, div, span").innerText};
  }
  return best;
}"""


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """``make present``'s Voilà (its cardlab template, grading off, 127.0.0.1) over the notebooks folder."""
    pytest.importorskip("voila")
    tmp = tmp_path_factory.mktemp("voila")
    port, log = _free_port(), tmp / "voila.log"
    env = dict(os.environ, CARDLAB_GRADING="0", JUPYTER_RUNTIME_DIR=str(tmp / "runtime"),
               JUPYTER_PATH=str(ROOT / "share" / "jupyter"))
    proc = subprocess.Popen([sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}",
                             "--template=cardlab", "notebooks"], cwd=ROOT, env=env,
                            stdout=open(log, "w"), stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while not _listening(port):
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"voila did not start: {log.read_text()[-2000:]}")
            time.sleep(0.5)
        yield f"http://127.0.0.1:{port}/voila/render/"
    finally:
        _stop(proc)


def _open_app(browser, url, width=1280, height=720):
    """A Voilà app opened at a projector's size; (page, outside requests, failed requests)."""
    new_page, outside = browser
    page = new_page(width, height)
    failed: list[str] = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.goto(url, timeout=180_000)
    return page, outside, failed


@pytest.mark.browser
@pytest.mark.parametrize("game", TOOLS)
def test_each_tools_page_on_the_projector_puts_the_verdict_as_its_largest_text(voila, browser, game):
    from playwright.sync_api import expect

    rel, hand, verdict = TOOLS[game]
    page, outside, failed = _open_app(browser, voila + rel)
    judge = page.locator(".cardlab-hand-builder").first
    judge.wait_for(timeout=180_000)
    assert "import cardlab" not in page.inner_text("body")                 # the code is hidden
    box = judge.locator(".cardlab-hand-text input")
    box.fill(hand)
    box.press("Enter")
    headline = judge.locator(".cardlab-headline")
    expect(headline).to_contain_text(verdict)
    headline.scroll_into_view_if_needed()
    largest = page.evaluate(LARGEST_TEXT)
    assert verdict in largest["text"], largest
    assert largest["size"] >= 28, largest                                  # readable from the back of a room
    # Nothing wider than the projector: no row of controls cut off at the right edge.
    cut = page.evaluate("""() => Array.from(document.querySelectorAll('#rendered_cells *'))
        .filter(el => el.getBoundingClientRect().right > window.innerWidth + 1).map(el => el.outerHTML.slice(0, 80))""")
    assert cut == [], cut[:5]
    page.screenshot(path=str(SHOTS / f"cardlab_voila_{game}.png"))
    assert outside == [] and failed == [], (outside, failed)                # nothing from the Internet


@pytest.mark.browser
def test_one_click_switches_the_whole_page_s_language_widgets_and_text(voila, browser):
    from playwright.sync_api import expect

    page, outside, failed = _open_app(browser, voila + "phom/hand_builder.ipynb")
    builders = page.locator(".cardlab-hand-builder")
    builders.first.wait_for(timeout=180_000)
    toggles = page.locator(".widget-toggle-buttons:has(button:text-is('Tiếng Việt'))")
    expect(toggles).to_have_count(4)                                       # four widgets, four switches
    english = page.locator(".cardlab-text[lang=en]").first
    vietnamese = page.locator(".cardlab-text[lang=vi]").first
    expect(english).to_be_visible()
    expect(vietnamese).to_be_hidden()
    toggles.first.locator("button", has_text="Tiếng Việt").click()
    expect(vietnamese).to_be_visible()
    expect(english).to_be_hidden()
    for k in range(4):                                                     # every widget switched with it
        expect(toggles.nth(k).locator("button.mod-active")).to_have_text("Tiếng Việt")
    expect(page.locator(".cardlab-table")).to_contain_text("Bàn Phỏm")
    expect(page.locator("h1:visible")).to_contain_text("xếp bài")
    page.screenshot(path=str(SHOTS / "cardlab_voila_phom_vi.png"), full_page=True)
    toggles.last.locator("button", has_text="English").click()           # and back, from another widget
    expect(english).to_be_visible()
    expect(vietnamese).to_be_hidden()
    assert outside == [] and failed == [], (outside, failed)
