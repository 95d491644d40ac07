"""Build the course as a JupyterLite site: JupyterLab and Python running in the browser, nothing to install.

Run: ``make lite`` (or ``python tools/lite.py [OUT]``; ``OUT`` defaults to ``build/lite``).

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


def build(out: Path = OUT, cache: Path = CACHE) -> dict:
    """Build the JupyterLite site of the course into ``out``; return a summary (notebooks, size, time, Pyodide).

    Raises:
        SystemExit: naming the step that failed.
    """
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    start = time.perf_counter()
    stage = cache / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    static = stage / "static" / "pyodide"
    lock = pyodide(PYODIDE_VERSION, static, cache)
    ours = course_wheels(static, cache)
    for wheel in ours:
        entry = _wheel_entry(wheel, lock)
        lock["packages"][entry["name"]] = entry
    preload = sorted(_norm(w.name.split("-")[0]) for w in ours)
    needed = _closure(lock, (*KERNEL_NEEDS, *preload))
    fetched = lock_packages(lock, needed, static, cache)
    (static / "pyodide-lock.json").write_text(json.dumps(lock))
    notebooks = stage_contents(stage / "files")
    config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "cardlab",
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "pyodideUrl": "./static/pyodide/pyodide.mjs",
            "disablePyPIFallback": True,
            # cardlab and ipywidgets are loaded when the kernel starts: the notebooks import them unchanged.
            "loadPyodideOptions": {"packages": sorted({"micropip", *preload})},
        }}}}
    (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=1))
    # Every cell rendered at once (a lesson is short; find-in-page and scrolling then see the whole notebook),
    # and no prompt about JupyterLab's news over the course.
    (stage / "overrides.json").write_text(json.dumps(SETTINGS, indent=1))
    shutil.rmtree(out, ignore_errors=True)
    _run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(stage), "--output-dir", str(out),
          "--contents", str(stage / "files"),
          "--settings-overrides", str(stage / "overrides.json")], cwd=stage, step="jupyter lite build")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    return {"notebooks": notebooks, "bytes": size, "seconds": round(time.perf_counter() - start, 1),
            "pyodide": PYODIDE_VERSION, "fetched_from_pypi": len(fetched), "preloaded": preload}


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    summary = build(target.resolve())
    print(json.dumps(summary), f"-> serve it with: python -m http.server -d {target} (then open /lab/index.html)")
