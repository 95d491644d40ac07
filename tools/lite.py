"""Build the course as a JupyterLite site: JupyterLab and Python running in the browser, nothing to install.

Run: ``make lite`` (or ``python tools/lite.py [OUT]``; ``OUT`` defaults to ``build/lite``).
Serve: ``python tools/lite.py serve [OUT] [PORT]`` (gzipped copies and cache headers, see :func:`handler`).

The site is static files: publish the folder on any web server (GitHub Pages,
a school server, ``python -m http.server``) and students open the course in a
browser. Every file it needs is inside it; nothing is fetched from a CDN:

* **Pyodide** (Python compiled to WebAssembly) comes from the npm package
  ``pyodide`` at exactly the version the installed kernel expects
  (``jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION``), unpacked into
  ``static/pyodide/``. That package holds the interpreter and the standard
  library but not the packages of its lock file, which Pyodide would load from
  its CDN.
* **The packages the kernel loads** (micropip, IPython and what it needs) are
  pure-Python wheels: they are downloaded from PyPI at the versions the lock
  file names, and the lock file's hashes are rewritten to those of the files
  downloaded (PyPI's builds are not byte-identical to Pyodide's).
* **cardlab and ipywidgets** are added to the lock file from local wheels (the
  versions installed in the environment that builds the site), and the kernel
  loads them when it starts, so the notebooks run unchanged.
* The course: ``notebooks/`` and the learners' copies of ``exercises/`` (never
  the answer keys), at the same paths as in the repository, so every link works.

* Only what the course uses is published (issue #37): the widgets' and the kernel's lab extensions (not
  every extension of the building environment), the apps of :data:`APPS`, no source maps, Pyodide without
  its unused files, and a lock file listing only the packages the site has, all of which the kernel loads
  with Pyodide at once. Big text and WebAssembly files get a gzipped copy ``NAME.gz`` (:func:`precompress`)
  for servers that send those as they are.

What cannot run there: matplotlib has no build for Pyodide on PyPI or npm, so
the strategy labs show their saved plots, with a note at the top that says how
to run the simulations (``make lab``).

Raises (as a command): SystemExit naming the step that failed (npm or pip
missing or offline, a package of the lock that is not pure Python).
"""
from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from email.parser import Parser
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "lite"
CACHE = ROOT / "build" / "cache" / "lite"

#: What the kernel installs when it starts (read from the kernel's worker), and what the course imports.
KERNEL_NEEDS = ("micropip", "ipython", "jedi", "comm")
COURSE_WHEELS = ("ipywidgets", "jupyterlab-widgets", "comm")     # besides cardlab itself
#: The kernel's own wheels (from the Pyodide kernel's lab extension), added to the lock file and loaded with
#: Pyodide: the kernel then installs nothing one package at a time when it starts.
KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")
#: The lab extensions the course uses: the widgets and the Pyodide kernel (not Voilà's preview button, nor
#: the pygments theme, which the environment that builds the site may also have).
EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension")
#: The JupyterLite apps published: JupyterLab, and Notebook's views of a notebook and of the files.
APPS = ("lab", "notebooks", "tree")
#: The notebook the site's address opens, and the widest screen (CSS pixels) that gets Notebook's one-notebook
#: view instead of JupyterLab (at 390 px JupyterLab squeezes a notebook to a strip; a tablet gets JupyterLab).
WELCOME = "notebooks/00_welcome.ipynb"
NARROW = 760
#: Put before the site's own redirect (to JupyterLab) in its root ``index.html``: the address to share with a
#: class opens the welcome notebook in the view that fits the screen. Classic scripts run before module ones.
LANDING = (f'<script>(function () {{ var app = window.matchMedia("(max-width: {NARROW}px)").matches ? '
           f'"notebooks" : "lab"; window.location.replace("./" + app + "/index.html?path={WELCOME}"); }})();'
           f'</script>')
#: The JupyterLite pages that open a notebook (JupyterLab, and Notebook's one-notebook view used on phones).
NOTEBOOK_PAGES = ("lab/index.html", "notebooks/index.html")
#: What a notebook says while Python starts, by the language of its folder (``vi/``: Vietnamese).
STARTING_TEXT = {"en": "Python is starting… the first time this takes up to a minute; wait before running cells",
                 "vi": "Python đang khởi động… lần đầu mất tới một phút; hãy đợi rồi hãy chạy các ô"}
#: Put in the head of :data:`NOTEBOOK_PAGES`: Pyodide boots for 15-60 s after the notebook shows, and a Run All
#: clicked then seems to do nothing (Notebook's view has no status bar to say why). A banner says so until the
#: notebook's kernel answers ``kernel_info``, which the Pyodide kernel does only once Python is up (the
#: toolbar's execution indicator reads "idle" long before). It needs ``window.jupyterapp``
#: (``exposeAppInBrowser``); without it, or on any error, it shows nothing. One check every 250 ms follows the
#: app appearing, the current notebook changing and the layout moving, for a few property reads each.
STARTING = r"""<script>(function () {
  var TEXT = STARTING_TEXT;
  var ready = new WeakMap(), banner = null;
  function hide() { if (banner) banner.style.display = "none"; }
  function update() {
    var app = window.jupyterapp, panel = app && app.shell && app.shell.currentWidget;
    var ctx = panel && panel.sessionContext;
    if (!ctx || !/\.ipynb$/.test(ctx.path || "") || !panel.isVisible) return hide();
    var kernel = ctx.session && ctx.session.kernel;
    if (kernel && !ready.has(kernel)) {
      ready.set(kernel, false);
      // A failed kernel_info (the kernel died) also takes the banner away: one that never goes is worse.
      var done = function () { ready.set(kernel, true); };
      kernel.info.then(done, done);
    }
    // No kernel yet: starting, unless the learner chose none (the session is then ready without one).
    if (kernel ? ready.get(kernel) || kernel.status === "dead" : ctx.isReady) return hide();
    if (!banner) {
      banner = document.createElement("div");
      banner.className = "cardlab-starting";
      banner.setAttribute("role", "status");
      // Over the notebook's first lines, never over a menu or a button: clicks go through it, and first in
      // the page at z-index 1 it stays under what JupyterLab opens over the notebook (menus, dialogs, and the
      // toolbar's "more commands" popup on a phone, at z-index 1 itself).
      banner.style.cssText = "position:fixed;z-index:1;box-sizing:border-box;pointer-events:none;" +
        "padding:10px 14px;background:#fff3b0;color:#1b1b1b;border-bottom:3px solid #b58100;" +
        "box-shadow:0 2px 6px rgba(0,0,0,.3);font:600 16px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif;";
      document.body.insertBefore(banner, document.body.firstChild);
    }
    var lang = /(^|\/)vi\//.test(ctx.path) ? "vi" : "en";
    if (banner.lang !== lang) { banner.lang = lang; banner.textContent = TEXT[lang]; }
    // Just under the notebook's toolbar and as wide as the notebook.
    var box = panel.node.getBoundingClientRect();
    var bar = panel.toolbar && panel.toolbar.node ? panel.toolbar.node.getBoundingClientRect() : box;
    banner.style.top = Math.max(bar.bottom, box.top) + "px";
    banner.style.left = box.left + "px";
    banner.style.width = box.width + "px";
    banner.style.display = "block";
  }
  setInterval(function () { try { update(); } catch (err) { try { hide(); } catch (e) {} } }, 250);
})();</script>""".replace("STARTING_TEXT", json.dumps(STARTING_TEXT, ensure_ascii=False))
#: Files of Pyodide's npm package the site never loads (TypeScript types, the UMD build, its consoles, maps).
PYODIDE_UNUSED = re.compile(r"(\.d\.ts|\.map|^pyodide\.js|^console.*\.html|^package\.json|^README\.md)$")
#: What is written again gzipped (``NAME.gz`` beside ``NAME``) for a server that sends it as it is.
COMPRESSIBLE = (".js", ".mjs", ".wasm", ".json", ".css", ".html", ".svg", ".ipynb", ".txt", ".ttf", ".woff", ".eot")
#: A file name with a content hash in it (JupyterLab's chunks, the extensions' entry points): never changes.
HASHED = re.compile(r"[.-][0-9a-f]{7,}\.(js|css|svg|woff2?|ttf|eot|png)$")
#: The course's folders, published at the same paths (answer keys left out).
CONTENTS = ("notebooks", "exercises")
#: A notebook whose code needs matplotlib gets this note as its first cell.
NEEDS_MATPLOTLIB = re.compile(r"^\s*(import matplotlib|from matplotlib)", re.M)
LAB_NOTE = {
    "en": ("> **In the browser version of the course** the simulations of this lab cannot run: "
           "matplotlib, which draws the plots, has no build for the in-browser Python. "
           "The plots below are the ones saved when the course was built. To run the simulations "
           "yourself, open the course on your computer with `make lab`."),
    "vi": ("> **Trong bản chạy trên trình duyệt** không chạy được các mô phỏng của bài này: "
           "matplotlib, thư viện vẽ biểu đồ, chưa có bản dùng được cho Python trong trình duyệt. "
           "Các biểu đồ bên dưới là những biểu đồ đã lưu khi xây dựng khoá học. Muốn tự chạy mô phỏng, "
           "hãy mở khoá học trên máy tính của bạn bằng `make lab`."),
}


#: JupyterLab settings of the Lite site.
SETTINGS = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
            "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False}}


def _run(cmd: list[str], cwd: Path | None = None, step: str = "") -> None:
    try:
        subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except FileNotFoundError as err:
        raise SystemExit(f"lite: {step}: {cmd[0]} is not installed ({err})") from err
    except subprocess.CalledProcessError as err:
        raise SystemExit(f"lite: {step} failed: {' '.join(cmd)}\n{err.stderr[-2000:]}") from err


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide(version: str, into: Path, cache: Path = CACHE) -> dict:
    """Unpack npm's ``pyodide@version`` into ``into``; return its lock file (as a dict).

    Raises:
        SystemExit: when npm is missing or the package cannot be fetched.
    """
    cache.mkdir(parents=True, exist_ok=True)
    tgz = cache / f"pyodide-{version}.tgz"
    if not tgz.exists():
        _run(["npm", "pack", f"pyodide@{version}", "--silent"], cwd=cache, step="fetching Pyodide from npm")
    into.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith("package/"):
                member.name = member.name[len("package/"):]
                tar.extract(member, into, filter="data")
    return json.loads((into / "pyodide-lock.json").read_text())


def _wheel_entry(wheel: Path, lock: dict) -> dict:
    """A lock-file entry for a local pure-Python wheel: its name, version, imports and the lock's packages it needs."""
    with zipfile.ZipFile(wheel) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(meta_name).decode())
        tops = {n.split("/")[0] for n in z.namelist() if "/" in n and not n.split("/")[0].endswith(".dist-info")}
        tops |= {n[:-3] for n in z.namelist() if "/" not in n and n.endswith(".py")}
    depends = []
    for req in meta.get_all("Requires-Dist") or ():
        if "extra ==" in req:
            continue                       # optional extras are not installed
        dep = _norm(re.match(r"[A-Za-z0-9_.-]+", req).group(0))
        if dep in lock["packages"] or dep in {_norm(w) for w in COURSE_WHEELS}:
            depends.append(dep)
    return {"name": _norm(meta["Name"]), "version": meta["Version"], "file_name": wheel.name,
            "install_dir": "site", "sha256": _sha256(wheel), "package_type": "package",
            "imports": sorted(tops), "depends": sorted(depends), "unvendored_tests": False}


def course_wheels(into: Path, cache: Path = CACHE) -> list[Path]:
    """cardlab's wheel (built from this checkout) and the wheels of what its widgets import, at the installed versions.

    Raises:
        SystemExit: when pip cannot build or download them.
    """
    wheels = cache / "wheels"
    shutil.rmtree(wheels, ignore_errors=True)
    wheels.mkdir(parents=True)
    # Built from a clean copy of the sources: setuptools builds in the project's build/lib, where a module
    # deleted since the last build would still be found and shipped.
    source = cache / "source"
    shutil.rmtree(source, ignore_errors=True)
    shutil.copytree(ROOT / "cardlab", source / "cardlab", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(source)],
         step="building cardlab's wheel")
    pins = [f"{name}=={metadata.version(name)}" for name in COURSE_WHEELS]
    _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
          "-d", str(wheels), *pins], step="downloading the widgets' wheels from PyPI")
    found = sorted(wheels.glob("*.whl"))
    for w in found:
        shutil.copy2(w, into / w.name)
    return [into / w.name for w in found]


def _closure(lock: dict, roots) -> list[str]:
    seen, todo = set(), [_norm(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen or name not in lock["packages"]:
            continue
        seen.add(name)
        todo.extend(_norm(d) for d in lock["packages"][name]["depends"])
    return sorted(seen)


def lock_packages(lock: dict, names, into: Path, cache: Path = CACHE) -> list[str]:
    """Download from PyPI every package of ``names`` the lock file lists but ``into`` lacks; rewrite their hashes.

    Raises:
        SystemExit: for a package that is not pure Python (only Pyodide's CDN has it) or that pip cannot fetch.
    """
    python = ".".join(lock["info"]["python"].split(".")[:2])     # Pyodide's Python, e.g. 3.14
    pypi = cache / "pypi"
    pypi.mkdir(parents=True, exist_ok=True)
    fetched = []
    for name in names:
        entry = lock["packages"][name]
        target = into / entry["file_name"]
        if not target.exists():
            if not re.search(r"-py(2\.py)?3-none-any\.whl$", entry["file_name"]):
                raise SystemExit(f"lite: {name} ({entry['file_name']}) is not pure Python; "
                                 "only Pyodide's CDN has it, and the site must not depend on a CDN")
            cached = pypi / entry["file_name"]
            if not cached.exists():
                _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                      "--python-version", python, "-d", str(pypi), f"{name}=={entry['version']}"],
                     step=f"downloading {name} {entry['version']} from PyPI")
            if not cached.exists():
                raise SystemExit(f"lite: PyPI's wheel of {name} {entry['version']} is not named {entry['file_name']}")
            shutil.copy2(cached, target)
            fetched.append(name)
        entry["sha256"] = _sha256(target)
    return fetched


def stage_contents(stage: Path, root: Path = ROOT) -> int:
    """Copy the course's notebooks (no answer keys) under ``stage``; add the note to notebooks that need matplotlib."""
    count = 0
    for folder in CONTENTS:
        for nb_path in sorted((root / folder).rglob("*.ipynb")):
            rel = nb_path.relative_to(root)
            if "solutions" in rel.parts or ".ipynb_checkpoints" in rel.parts:
                continue
            nb = json.loads(nb_path.read_text(encoding="utf-8"))
            code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
            if NEEDS_MATPLOTLIB.search(code):
                lang = "vi" if "vi" in rel.parts else "en"
                nb["cells"].insert(0, {"cell_type": "markdown", "metadata": {"tags": ["lite-note"]},
                                       "source": LAB_NOTE[lang]})
            target = stage / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(nb, ensure_ascii=False, indent=1), encoding="utf-8")
            count += 1
    return count


def labextensions() -> dict[str, Path]:
    """Where the environment installed each lab extension of :data:`EXTENSIONS`.

    Raises:
        SystemExit: for one that is not installed.
    """
    from jupyter_core.paths import jupyter_path

    found = {}
    for name in EXTENSIONS:
        for root in jupyter_path("labextensions"):
            if (Path(root) / name / "package.json").is_file():
                found[name] = Path(root) / name
                break
        else:
            raise SystemExit(f"lite: the lab extension {name} is not installed (pip install the course's extras)")
    return found


def kernel_wheels(into: Path) -> list[Path]:
    """The Pyodide kernel's own wheels (piplite, pyodide_kernel, its ipykernel stand-in), copied into ``into``."""
    pypi = labextensions()["@jupyterlite/pyodide-kernel-extension"] / "static" / "pypi"
    out = []
    for name in KERNEL_WHEELS:
        wheel = next(iter(sorted(pypi.glob(f"{name}-*-py3-none-any.whl"))), None)
        if wheel is None:
            raise SystemExit(f"lite: the Pyodide kernel's extension has no {name} wheel in {pypi}")
        shutil.copy2(wheel, into / wheel.name)
        out.append(into / wheel.name)
    return out


def precompress(out: Path, smallest: int = 1024) -> dict:
    """Write ``NAME.gz`` beside every compressible file of ``out`` that gzip makes at least 10 % smaller.

    A server that sends a file's ``.gz`` (``Content-Encoding: gzip``) when the browser accepts gzip —
    :func:`serve`, nginx's ``gzip_static on``, Apache's MultiViews — then sends these bytes without
    compressing anything on the fly. Returns the bytes before and after, over the files written.
    """
    import gzip

    raw = packed = 0
    for path in sorted(out.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE or path.stat().st_size < smallest:
            continue
        data = path.read_bytes()
        small = gzip.compress(data, compresslevel=9, mtime=0)
        if len(small) <= 0.9 * len(data):
            path.with_name(path.name + ".gz").write_bytes(small)
            raw, packed = raw + len(data), packed + len(small)
    return {"raw": raw, "gzip": packed}


def _trim_pyodide(static: Path, lock: dict, keep) -> None:
    """Drop Pyodide's files the site never loads, and the lock's entries of packages the site does not have."""
    for path in static.iterdir():
        if path.is_file() and PYODIDE_UNUSED.search(path.name):
            path.unlink()
    lock["packages"] = {name: entry for name, entry in lock["packages"].items() if name in keep}


def build(out: Path = OUT, cache: Path = CACHE) -> dict:
    """Build the JupyterLite site of the course into ``out``; return a summary (notebooks, size, time, Pyodide).

    What a learner's browser loads is only what the course uses: JupyterLab's code for the apps published
    (:data:`APPS`), the widgets' and the kernel's lab extensions, Pyodide, and the wheels the kernel loads
    when it starts, all of them at once with Pyodide (nothing installed package by package afterwards).
    Every big text or WebAssembly file also gets a gzipped copy (:func:`precompress`).

    Raises:
        SystemExit: naming the step that failed.
    """
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    start = time.perf_counter()
    stage = cache / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    static = stage / "static" / "pyodide"
    lock = pyodide(PYODIDE_VERSION, static, cache)
    ours = course_wheels(static, cache) + kernel_wheels(static)
    for wheel in ours:
        entry = _wheel_entry(wheel, lock)
        lock["packages"][entry["name"]] = entry
    preload = sorted(_norm(w.name.split("-")[0]) for w in ours)
    needed = _closure(lock, (*KERNEL_NEEDS, *preload))
    fetched = lock_packages(lock, needed, static, cache)
    _trim_pyodide(static, lock, needed)
    (static / "pyodide-lock.json").write_text(json.dumps(lock))
    notebooks = stage_contents(stage / "files")
    config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "cardlab",
        # window.jupyterapp, which the "Python is starting…" banner (STARTING) reads the notebook's kernel from.
        "exposeAppInBrowser": True,
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "pyodideUrl": "./static/pyodide/pyodide.mjs",
            "disablePyPIFallback": True,
            # Everything the kernel needs is loaded with Pyodide, in parallel (it would otherwise install
            # piplite, then ipykernel, comm, pyodide-kernel, jedi and IPython one after the other), and
            # cardlab and ipywidgets with it: the notebooks import them unchanged.
            "loadPyodideOptions": {"packages": needed},
        }}}}
    (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=1))
    # Only the extensions copied above (not every one the building environment has), no source maps,
    # and no shared package that no published app uses.
    (stage / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "ignore_sys_prefix": ["federated_extensions"],
        "federated_extensions": [str(path) for path in labextensions().values()], "no_sourcemaps": True,
        "no_unused_shared_packages": True, "apps": list(APPS)}}, indent=1))
    # Every cell rendered at once (a lesson is short; find-in-page and scrolling then see the whole notebook),
    # and no prompt about JupyterLab's news over the course.
    (stage / "overrides.json").write_text(json.dumps(SETTINGS, indent=1))
    shutil.rmtree(out, ignore_errors=True)
    _run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(stage), "--output-dir", str(out),
          "--contents", str(stage / "files"),
          "--settings-overrides", str(stage / "overrides.json")], cwd=stage, step="jupyter lite build")
    for path in out.rglob("*.map"):                    # maps the build copied from elsewhere (the apps)
        path.unlink()
    land(out)
    starting(out)                 # before precompress: the pages' gzipped copies must have it too
    gz = precompress(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file() and p.suffix != ".gz")
    return {"notebooks": notebooks, "bytes": size, "gzipped": gz, "seconds": round(time.perf_counter() - start, 1),
            "pyodide": PYODIDE_VERSION, "fetched_from_pypi": len(fetched), "preloaded": needed}


def land(out: Path) -> None:
    """Make the site's address open :data:`WELCOME` in Notebook's view on a phone, in JupyterLab otherwise.

    Raises:
        SystemExit: when the built site has no root ``index.html`` to change.
    """
    _put_in_head(out / "index.html", LANDING, "landing")


def starting(out: Path) -> None:
    """Make every notebook of the built site say "Python is starting…" until its kernel is ready (:data:`STARTING`).

    Raises:
        SystemExit: when a page of :data:`NOTEBOOK_PAGES` is missing or has no ``<head>``.
    """
    for name in NOTEBOOK_PAGES:
        _put_in_head(out / name, STARTING, "starting")


def _put_in_head(index: Path, script: str, what: str) -> None:
    """Put ``script`` first in the head of ``index`` (once: building again changes nothing)."""
    try:
        page = index.read_text(encoding="utf-8")
    except OSError as err:
        raise SystemExit(f"lite: the built site has no {index}: {err}") from err
    if script not in page:
        if "<head>" not in page:
            raise SystemExit(f"lite: {index} has no <head> to put the {what} script in")
        index.write_text(page.replace("<head>", "<head>\n    " + script, 1), encoding="utf-8")


def cache_control(name: str) -> str:
    """The ``Cache-Control`` a file of the site is served with.

    A name with a content hash (JupyterLab's chunks, the extensions' entry points) never changes: the browser
    keeps it a year and does not ask again. Anything else (the pages, ``jupyter-lite.json``, Pyodide's files
    and wheels, the notebooks) is checked on every load (``no-cache``): an unchanged file costs a ``304 Not
    Modified`` with no body, and a file changed by a new build is fetched again.
    """
    return "public, max-age=31536000, immutable" if HASHED.search(name) else "no-cache"


def handler(folder: Path):
    """A :class:`http.server.SimpleHTTPRequestHandler` for ``folder`` that sends ``NAME.gz`` gzipped when the
    browser accepts gzip, and :func:`cache_control` headers."""
    import email.utils
    import os
    from functools import partial
    from http import HTTPStatus
    from http.server import SimpleHTTPRequestHandler

    class Handler(SimpleHTTPRequestHandler):
        extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                          ".mjs": "text/javascript", ".whl": "application/zip"}

        def end_headers(self):
            if getattr(self, "_cache", None):
                self.send_header("Cache-Control", self._cache)
                self.send_header("Vary", "Accept-Encoding")
            super().end_headers()

        def send_head(self):
            path = self.translate_path(self.path)
            self._cache = cache_control(path) if os.path.isfile(path) else None
            packed = path + ".gz"
            if not (self._cache and "gzip" in self.headers.get("Accept-Encoding", "") and os.path.isfile(packed)):
                return super().send_head()
            f = open(packed, "rb")
            stat = os.fstat(f.fileno())
            since = self.headers.get("If-Modified-Since")
            if since and "If-None-Match" not in self.headers:
                try:
                    if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                        f.close()
                        self.send_response(HTTPStatus.NOT_MODIFIED)
                        self.end_headers()
                        return None
                except (TypeError, ValueError, OverflowError, IndexError):
                    pass
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(stat.st_size))
            self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
            self.end_headers()
            return f

    return partial(Handler, directory=str(folder))


def serve(folder: Path = OUT, port: int = 8000, bind: str = "") -> None:
    """Serve the site as :func:`handler` does, on every address of this machine (a classroom network)."""
    from http.server import ThreadingHTTPServer

    with ThreadingHTTPServer((bind, port), handler(folder)) as server:
        print(f"serving {folder} on port {port}: students open http://<this machine>:{port}/lab/index.html")
        server.serve_forever()


if __name__ == "__main__":
    if sys.argv[1:2] == ["serve"]:
        serve(Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else OUT, int(sys.argv[3]) if len(sys.argv) > 3 else 8000)
        raise SystemExit(0)
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    summary = build(target.resolve())
    print(json.dumps(summary), f"-> serve it with: python tools/lite.py serve {target} (then open /lab/index.html)")
