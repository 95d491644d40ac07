"""The course's JupyterLite site (``make lite``) beside a bare JupyterLite site: cold start and bytes.

Both sites are built here, into a temporary folder, in the same run (about a minute on 2 cores, most of it
``jupyter lite build`` twice; ``tools/lite.py`` keeps Pyodide and the wheels in ``build/cache/lite``):

* **the course**: ``tools/lite.py``'s build, opened at ``notebooks/00_welcome.ipynb``;
* **bare JupyterLite**: a default ``jupyter lite build`` in the same environment (every lab extension it
  has, every app, source maps), with the same Pyodide kernel and only what that kernel needs to start:
  Pyodide from the same npm package, served by the site itself (``pyodideUrl``; the default is a CDN, which
  a run with every outside request blocked cannot reach), the wheels of Pyodide's lock file the kernel
  installs (``lite.KERNEL_NEEDS``), and the same notebook as its only content.

Each site is served from this process on 127.0.0.1 and opened in Debian's chromium (headless), every
request to another host aborted (and counted: there must be none). A cold start is a fresh browser context
(empty cache, no service worker) from ``page.goto`` until the status bar reads *Python (Pyodide) | Idle*
and the notebook's kernel is idle, read from ``performance.now()`` in the page (from navigation start). The
sites take turns, three runs each, the order alternating; the median is the row's number. A reload is the
same page reloaded in the same context once the kernel is idle: the requests that reach the server then
are what a warm cache does not answer.

Bytes are counted at the server, body bytes as sent (``Content-Length``):

* **plain**: ``python -m http.server``'s handler (no compression): what a class downloads from it;
* **gzip**: ``tools/lite.py serve``'s handler, which sends the build's precompressed ``.gz`` files and
  cache headers, the bytes a compressing server (nginx ``gzip_static``, GitHub Pages) sends.

    python -m bench lite            # both sites, 3 cold starts each, bytes, reloads
"""
from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from .timing import alone, compared

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import lite  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NOTEBOOK = "notebooks/00_welcome.ipynb"
GOAL_MB = 15
GOAL_RATIO = 0.8              # the course's cold start at most 0.8× the bare site's
TIMEOUT = 300_000             # ms: a kernel start on 2 busy cores

# -- the bare site ----------------------------------------------------------------------------------------


def build_bare(out: Path, cache: Path = lite.CACHE) -> dict:
    """A default ``jupyter lite build`` with the Pyodide kernel served from the site, into ``out``."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    started = time.perf_counter()
    stage = cache / "bare-stage"
    shutil.rmtree(stage, ignore_errors=True)
    static = stage / "static" / "pyodide"
    lock = lite.pyodide(PYODIDE_VERSION, static, cache)
    # comm is not in Pyodide's lock file: the kernel would fetch it from PyPI. Its wheel is added, as the
    # course's build adds it.
    lite._run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "-d",
               str(static), f"comm=={lite.metadata.version('comm')}"], step="downloading comm")
    comm = lite._wheel_entry(next(static.glob("comm-*.whl")), lock)
    lock["packages"][comm["name"]] = comm
    lite.lock_packages(lock, lite._closure(lock, lite.KERNEL_NEEDS), static, cache)
    (static / "pyodide-lock.json").write_text(json.dumps(lock))
    (stage / "files" / "notebooks").mkdir(parents=True)
    shutil.copy2(ROOT / NOTEBOOK, stage / "files" / NOTEBOOK)
    (stage / "jupyter-lite.json").write_text(json.dumps({"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "pyodideUrl": "./static/pyodide/pyodide.mjs", "disablePyPIFallback": True}}}}))
    shutil.rmtree(out, ignore_errors=True)
    lite._run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(stage), "--output-dir", str(out),
               "--contents", str(stage / "files")], cwd=stage, step="jupyter lite build (bare)")
    return {"seconds": round(time.perf_counter() - started, 1),
            "bytes": sum(p.stat().st_size for p in out.rglob("*") if p.is_file())}


# -- serving and counting -----------------------------------------------------------------------------------

def _recording(base, log: list):
    """``base`` (a handler class) that appends ``{"path", "status", "bytes", "t"}`` to ``log`` per request."""

    class Recording(base):
        def send_response(self, code, message=None):
            self._row = {"path": self.path.split("?")[0], "status": code, "bytes": 0, "t": time.perf_counter()}
            log.append(self._row)
            super().send_response(code, message)

        def send_header(self, keyword, value):
            if keyword.lower() == "content-length" and getattr(self, "_row", None) and self._row["status"] == 200:
                self._row["bytes"] = int(value)
            if keyword.lower() == "content-encoding" and getattr(self, "_row", None):
                self._row["encoding"] = value
            super().send_header(keyword, value)

        def log_message(self, *args):
            pass

    return Recording


class Server:
    """A site served from this process on 127.0.0.1: ``plain`` (``python -m http.server``) or ``gzip``
    (``tools/lite.py serve``). ``log`` lists the requests answered."""

    def __init__(self, folder: Path, kind: str):
        from functools import partial

        self.log: list[dict] = []
        if kind == "plain":
            factory = partial(_recording(SimpleHTTPRequestHandler, self.log), directory=str(folder))
        else:
            inner = lite.handler(folder)
            factory = partial(_recording(inner.func, self.log), *inner.args, **inner.keywords)
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), factory)
        self.httpd.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


# -- the browser ----------------------------------------------------------------------------------------------

IDLE = """() => {
    const bar = document.querySelector('#jp-main-statusbar');
    const nb = document.querySelector('.jp-Notebook-ExecutionIndicator');
    return bar && /\\| Idle/.test(bar.innerText) && nb && nb.dataset.status === 'idle' ? performance.now() : false;
}"""


#: Every request to another host goes to a proxy that is not there (chromium never proxies 127.0.0.1), so
#: it fails. Playwright's ``route`` would block them too, but routing turns the browser's HTTP cache off
#: (a reload would fetch everything) and sends every request through the driver, slowing each one.
BLOCK_OUTSIDE = ["--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=127.0.0.1"]


class Browser:
    """Headless chromium; every request to another host fails, and is kept in ``outside``."""

    def __init__(self):
        from playwright.sync_api import sync_playwright

        self.outside: list[str] = []
        self._p = sync_playwright().start()
        self.browser = self._p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                               args=CHROMIUM_ARGS + BLOCK_OUTSIDE)

    def _seen(self, request):
        if not request.url.startswith(("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:")):
            self.outside.append(request.url)

    def context(self):
        context = self.browser.new_context(viewport={"width": 1400, "height": 1000})
        context.on("request", self._seen)
        return context

    def close(self):
        self.browser.close()
        self._p.stop()


def cold_start(browser: Browser, server: Server, reload: bool = False) -> dict:
    """One cold start of ``server``'s site in a fresh context: ms to an idle kernel, requests and bytes.

    With ``reload``, the page is then reloaded (the cache warm) and the reload's requests counted too.
    """
    context = browser.context()
    try:
        page = context.new_page()
        page.set_default_timeout(TIMEOUT)
        server.log.clear()
        started = time.perf_counter()
        page.goto(f"{server.base}/lab/index.html?path={NOTEBOOK}")
        ms = page.wait_for_function(IDLE, polling=50, timeout=TIMEOUT).json_value()
        first = list(server.log)
        out = {"ms": ms, "requests": len(first), "bytes": sum(r["bytes"] for r in first), "log": first,
               "t0": started,
               "resources": page.evaluate("""performance.getEntriesByType('resource').map(e => ({
                   name: e.name, start: e.startTime, end: e.responseEnd, size: e.transferSize}))""")}
        if reload:
            time.sleep(2)                      # let the first load's late requests (settings, icons) land
            server.log.clear()
            page.reload()
            out["reload_ms"] = page.wait_for_function(IDLE, polling=50, timeout=TIMEOUT).json_value()
            again = list(server.log)
            out["reload"] = {"requests": len(again), "bytes": sum(r["bytes"] for r in again),
                             "fetched": sorted({r["path"] for r in again if r["status"] == 200}),
                             "not_modified": sum(r["status"] == 304 for r in again)}
        return out
    finally:
        context.close()


def load_average() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def measure(course: Path, bare: Path, runs: int = 3, kind: str = "gzip") -> dict:
    """Cold starts of both sites taking turns (the order alternating), then one reload each; bytes."""
    servers = {"course": Server(course, kind), "bare": Server(bare, kind)}
    browser = Browser()
    try:
        times = {"course": [], "bare": []}
        detail = {"course": [], "bare": []}
        loads = [load_average()]
        for k in range(runs):
            order = ("course", "bare") if k % 2 == 0 else ("bare", "course")
            for name in order:
                r = cold_start(browser, servers[name], reload=(k == runs - 1))
                times[name].append(r["ms"])
                detail[name].append(r)
            loads.append(load_average())
        return {"times": times, "detail": detail, "loads": loads, "outside": list(browser.outside)}
    finally:
        browser.close()
        for s in servers.values():
            s.close()


def first_download(site: Path, kind: str) -> dict:
    """Requests and body bytes of one cold start of ``site`` served ``plain`` or ``gzip``."""
    server = Server(site, kind)
    browser = Browser()
    try:
        r = cold_start(browser, server)
    finally:
        browser.close()
        server.close()
    return {"requests": r["requests"], "bytes": r["bytes"], "ms": r["ms"], "log": r["log"], "outside": browser.outside}


def _stats_ms(samples_ms: list[float]) -> dict:
    """The bench's stats shape from start times: starts per second from the median, median and max in µs."""
    ordered = sorted(samples_ms)
    mid = statistics.median(ordered)
    return {"per_s": 1000 / mid, "mean_us": statistics.mean(ordered) * 1e3, "median_us": mid * 1e3,
            "p99_us": ordered[-1] * 1e3, "max_us": ordered[-1] * 1e3, "n": len(ordered)}


def run(quick: bool = False) -> list[dict]:
    runs = 1 if quick else 3
    with tempfile.TemporaryDirectory(prefix="cardlab-bench-lite-") as tmp:
        course, bare = Path(tmp) / "course", Path(tmp) / "bare"
        built = lite.build(course)
        bare_built = build_bare(bare)
        timed = measure(course, bare, runs)
        plain = {"course": first_download(course, "plain"), "bare": first_download(bare, "plain")}
        gz = {"course": timed["detail"]["course"][0], "bare": timed["detail"]["bare"][0]}
    ours, theirs = _stats_ms(timed["times"]["course"]), _stats_ms(timed["times"]["bare"])
    runs_text = lambda name: ", ".join(f"{t / 1000:.1f}" for t in timed["times"][name])  # noqa: E731
    rows = [compared(
        f"Lite cold start to an idle kernel ({NOTEBOOK})", ours, theirs, "bare JupyterLite",
        f"wall clock in chromium, {runs} alternating runs each, median; course {runs_text('course')} s, bare "
        f"{runs_text('bare')} s; load average {' → '.join(timed['loads'])}; builds {built['seconds']} s + "
        f"{bare_built['seconds']} s; outside requests {len(timed['outside'])}",
        goal=1 / GOAL_RATIO, unit="start")]
    mb = lambda n: f"{n / 1e6:.1f} MB"  # noqa: E731
    for kind, got in (("plain (python -m http.server)", plain), ("gzip (tools/lite.py serve, nginx gzip_static)", gz)):
        c, b = got["course"], got["bare"]
        rows.append(alone(f"Lite first download, {kind}", {"per_s": None, "median_us": None, "p99_us": None},
                          f"course {mb(c['bytes'])} in {c['requests']} requests; bare {mb(b['bytes'])} in "
                          f"{b['requests']} requests", goal=f"≤ {GOAL_MB} MB", met=c["bytes"] <= GOAL_MB * 1e6,
                          unit="load"))
    last = {name: timed["detail"][name][-1]["reload"] for name in ("course", "bare")}
    rows.append(alone("Lite reload, cache warm (gzip server)", {"per_s": None, "median_us": None, "p99_us": None},
                      f"course {last['course']['requests']} requests ({last['course']['not_modified']} not "
                      f"modified, {mb(last['course']['bytes'])} of bodies: {', '.join(last['course']['fetched'])}); "
                      f"bare {last['bare']['requests']} requests ({mb(last['bare']['bytes'])})",
                      unit="load"))
    return rows
