"""Build a static website of the course: every committed notebook as an HTML page, with an index in both languages.

Run: ``make site`` (or ``python tools/static_site.py [OUT]``; ``OUT`` defaults to ``build/site``).

What a student sees there is what the notebook shows without a kernel: the lesson
text, the saved outputs and each widget's static picture (its cards and verdicts;
the notebooks are committed without saved widget state, so no empty widget area
waits for a kernel that will never come). Links between notebooks point to the
pages, so the course reads like a website, on a phone too.

Answer keys (``exercises/**/solutions/``) are left out: the site is public.
No page asks anything from another server: nbconvert's template would load
MathJax and require.js from a CDN, which the course does not need (it has no
formulas and no live widgets on a static page), so those two tags are dropped.

Raises (as a command): SystemExit with a message when a notebook cannot be read
or a link inside the site leads nowhere.
"""
from __future__ import annotations

import functools
import html
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "site"

#: The notebooks the site holds, as globs from the repository root (answer keys excluded below).
SOURCES = ("notebooks/**/*.ipynb", "exercises/*.ipynb", "exercises/vi/*.ipynb")

#: The games in course order: (folder, English name, Vietnamese name).
GAMES = (("tongits", "Tongits", "Tongits"), ("phom", "Phỏm (Tá Lả)", "Phỏm (Tá Lả)"),
         ("indian_rummy", "Indian Rummy", "Rummy Ấn Độ"), ("chan", "Chắn", "Chắn"))

_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+?)\.ipynb(#[^)\s]*)?\)")
_CDN = re.compile(r'<script[^>]+src="https?://[^"]+"[^>]*>\s*</script>\s*')
_TITLE = re.compile(r"^#\s+(.+)$", re.M)


def notebooks(root: Path = ROOT) -> list[Path]:
    """The notebooks the site publishes, relative to ``root``, sorted (answer keys and checkpoints left out)."""
    found = {p.relative_to(root) for pattern in SOURCES for p in root.glob(pattern)}
    return sorted(p for p in found if "solutions" not in p.parts and ".ipynb_checkpoints" not in p.parts)


def language(rel: Path) -> str:
    """``"vi"`` for a notebook under a ``vi/`` folder, else ``"en"``."""
    return "vi" if "vi" in rel.parts else "en"


def title(nb: dict, rel: Path) -> str:
    """The notebook's first ``# heading``, or its file name when it has none."""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            m = _TITLE.search("".join(cell.get("source", "")))
            if m:
                return m.group(1).strip()
    return rel.stem


def _relink(nb: dict) -> dict:
    """The notebook with every Markdown link to another notebook pointing to its page (``x.ipynb`` → ``x.html``).

    A link to an answer key keeps its words but loses its target: keys are not published.
    """
    def page(m: re.Match) -> str:
        text, target, anchor = m.group(1), m.group(2), m.group(3) or ""
        if "solutions" in target.split("/"):
            return text
        return f"[{text}]({target}.html{anchor})"

    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            cell["source"] = _LINK.sub(page, "".join(cell.get("source", "")))
    return nb


@functools.lru_cache(maxsize=None)
def _exporter():
    """One HTML exporter for the whole site: loading its templates costs as much as exporting a page."""
    from nbconvert import HTMLExporter
    from nbconvert.preprocessors import CoalesceStreamsPreprocessor

    exporter = HTMLExporter(template_name="lab")
    # One print can reach the notebook as two stream outputs (text, then its newline): show them as one.
    exporter.register_preprocessor(CoalesceStreamsPreprocessor(enabled=True), enabled=True)
    return exporter


def export(rel: Path, out: Path, root: Path = ROOT) -> tuple[str, str]:
    """Write ``rel`` (a notebook) as ``out/<rel>.html``; return its title and its HTML.

    Raises:
        SystemExit: when the notebook cannot be read.
    """
    import nbformat

    try:
        nb = nbformat.reads((root / rel).read_text(encoding="utf-8"), as_version=4)
    except (OSError, ValueError) as err:
        raise SystemExit(f"site: cannot read {rel}: {err}") from err
    nb.metadata.pop("widgets", None)          # a saved widget state would hide the static pictures
    name = title(nb, rel)
    body, _ = _exporter().from_notebook_node(_relink(nb))
    body = _CDN.sub("", body)
    body = body.replace("<title>Notebook</title>", f"<title>{html.escape(name)} · cardlab</title>", 1)
    target = out / rel.with_suffix(".html")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(body, encoding="utf-8")
    return name, body


def _index(pages: dict[Path, str]) -> str:
    """The site's front page: for each language, the welcome page, then each game's pages, then the exercises."""
    words = {"en": ("English", "Start here", "Exercises", "rules and lessons"),
             "vi": ("Tiếng Việt", "Bắt đầu từ đây", "Bài tập", "luật chơi và bài học")}
    columns = []
    for lang in ("en", "vi"):
        head, start, exercises, _ = words[lang]
        mine = {rel: name for rel, name in pages.items() if language(rel) == lang}
        items = [f"<h2>{head}</h2>"]
        welcome = [rel for rel in mine if rel.name == "00_welcome.ipynb"]
        items += [f'<p class="start"><a href="{rel.with_suffix(".html").as_posix()}">{start}: '
                  f"{html.escape(mine[rel])}</a></p>" for rel in welcome]
        for folder, en, vi in GAMES:
            game = sorted(rel for rel in mine if rel.parent.name == folder)
            if game:
                items.append(f"<h3>{html.escape(en if lang == 'en' else vi)}</h3><ol>")
                items += [f'<li><a href="{rel.with_suffix(".html").as_posix()}">{html.escape(mine[rel])}</a></li>'
                          for rel in game]
                items.append("</ol>")
        practice = sorted(rel for rel in mine if rel.parts[0] == "exercises")
        if practice:
            items.append(f"<h3>{exercises}</h3><ul>")
            items += [f'<li><a href="{rel.with_suffix(".html").as_posix()}">{html.escape(mine[rel])}</a></li>'
                      for rel in practice]
            items.append("</ul>")
        columns.append(f'<section lang="{lang}">' + "\n".join(items) + "</section>")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>cardlab · Tongits, Phỏm, Indian Rummy, Chắn</title>
<style>
 body {{ font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; line-height: 1.5; }}
 main {{ display: flex; flex-wrap: wrap; gap: 2rem; }}
 section {{ flex: 1 1 20rem; }}
 a {{ color: #0b5394; }}
 .start {{ font-size: 1.15rem; font-weight: bold; }}
</style></head>
<body>
<h1>cardlab</h1>
<p>A course in four card games — Tongits, Phỏm, Indian Rummy and Chắn — readable here without installing
anything. To run the widgets and play against the bots, open the course in JupyterLab (<code>make lab</code>).</p>
<p lang="vi">Khoá học bốn trò chơi bài — Tongits, Phỏm, Rummy Ấn Độ và Chắn — đọc được ngay tại đây, không cần
cài gì. Muốn dùng các công cụ tương tác và chơi với máy, hãy mở khoá học trong JupyterLab (<code>make lab</code>).</p>
<main>
{chr(10).join(columns)}
</main>
</body></html>
"""


def broken_links(out: Path) -> list[str]:
    """Links between pages of the site (``*.html``) that lead to no page, as ``page -> target``."""
    bad = []
    for page in sorted(out.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r'href="([^"#:]+\.html)(?:#[^"]*)?"', text):
            if not (page.parent / html.unescape(target)).resolve().is_file():
                bad.append(f"{page.relative_to(out)} -> {target}")
    return bad


def build(out: Path = OUT, root: Path = ROOT) -> dict:
    """Export every published notebook under ``out`` and write ``out/index.html``; return a summary.

    Raises:
        SystemExit: when a notebook cannot be read or a link leads nowhere.
    """
    start = time.perf_counter()
    pages = {rel: export(rel, out, root)[0] for rel in notebooks(root)}
    (out / "index.html").write_text(_index(pages), encoding="utf-8")
    bad = broken_links(out)
    if bad:
        raise SystemExit("site: links that lead nowhere:\n  " + "\n  ".join(bad))
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    return {"pages": len(pages), "bytes": size, "seconds": round(time.perf_counter() - start, 1)}


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    summary = build(target.resolve())
    print(json.dumps(summary), f"-> open {target / 'index.html'}")
