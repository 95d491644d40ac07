"""Set-up: the two dependency lists agree, and the engine imports no Jupyter."""
import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def test_pyproject_and_environment_yml_list_the_same_packages():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    from_pyproject = {_name(r) for r in project["dependencies"]}
    for extra in project["optional-dependencies"].values():
        from_pyproject |= {_name(r) for r in extra}
    text = (ROOT / "environment.yml").read_text().split("dependencies:", 1)[1]
    lines = [l.strip()[2:].strip() for l in text.splitlines() if l.strip().startswith("- ")]
    from_env = {_name(l) for l in lines if l not in ("pip", "-e .", "pip:") and not l.startswith(("python", "-e"))}
    assert from_pyproject == from_env


def test_importing_cardlab_loads_no_jupyter_widgets_or_matplotlib():
    package = ROOT / "cardlab"
    engine = sorted(p.stem for p in package.glob("*.py") if p.stem not in ("__init__", "__main__"))
    # Every module of the subpackages (bots, the games split into packages such as cardlab.tongits, the
    # exercises) too; only cardlab.widgets, the Jupyter edge, is left out.
    engine += sorted(p.parent.name if p.stem == "__init__" else f"{p.parent.name}.{p.stem}"
                     for p in package.glob("*/*.py") if p.parent.name != "widgets")
    assert "tongits.game" in engine and "bots.tongits" in engine
    code = ("import sys, cardlab, " + ", ".join(f"cardlab.{m}" for m in engine) + ";"
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('ipywidgets', 'IPython', 'ipykernel', 'matplotlib', 'jupyterlab', 'notebook', 'numpy')];"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_importing_the_widgets_freezes_the_kernels_objects_so_full_collections_skip_them():
    # In a fresh process: IPython and ipywidgets loaded (a kernel's objects), then the widgets, as a course
    # notebook's first cell imports them. What was alive is moved to the permanent generation; the engine
    # alone freezes nothing; a cycle made afterwards is still collected.
    code = ("import gc, cardlab.indian_rummy; engine = gc.get_freeze_count();"
            "import IPython, ipywidgets, cardlab.widgets;"
            "frozen = gc.get_freeze_count(); left = len(gc.get_objects());"
            "a = []; a.append(a); del a; found = gc.collect();"
            "print(engine, frozen, left, found)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    engine, frozen, left, found = map(int, out.stdout.split())
    assert engine == 0
    assert frozen > 20_000 and left < frozen / 4, (frozen, left)
    assert found >= 1


def test_ci_runs_the_readme_test_command():
    assert "make test" in (ROOT / ".ci" / "run").read_text()
    assert "make test" in (ROOT / "README.md").read_text()
