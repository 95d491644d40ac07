"""``make lab``'s course in a real browser: the welcome notebook's links lead to every part of the course.

JupyterLab is served from the repository (as ``make lab`` does) by the
``lab`` fixture of ``test_browser.py``. Starting from the welcome notebook,
in English and in Vietnamese, each link to a notebook — the exercises, each
game's rules page, the first Tongits lesson — is clicked; the notebook must
open in JupyterLab (no "File Load Error") and not be marked modified.
Screenshots go to ``/tmp/cardlab_browser_welcome_*.png``.
"""
from __future__ import annotations

import re
from urllib.parse import unquote, urlparse

import pytest

from test_browser import SHOTS, _accept_dialogs, lab, page  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

WELCOMES = {"en": "notebooks/00_welcome.ipynb", "vi": "notebooks/vi/00_welcome.ipynb"}
# What each welcome notebook must reach: the exercises, each game's rules page, the first lesson.
TARGETS = ["tongits.ipynb", "tongits/00_rules.ipynb", "phom/00_rules.ipynb", "indian_rummy/00_rules.ipynb",
           "chan/00_rules.ipynb", "tongits/01_deck_deal_words.ipynb"]


def _current_tab(page):
    return page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first


@pytest.mark.parametrize("lang", sorted(WELCOMES))
def test_the_welcome_notebook_links_open_the_course_unmodified(lab, page, lang):  # noqa: F811
    from playwright.sync_api import expect

    welcome = WELCOMES[lang]
    page.goto(f"{lab['base']}/lab/tree/{welcome}?reset&token={lab['token']}")
    page.locator(".jp-Notebook").first.wait_for()
    _accept_dialogs(page, 3)
    page.screenshot(path=str(SHOTS / f"cardlab_browser_welcome_{lang}.png"))
    expect(_current_tab(page)).not_to_have_class(re.compile(r"jp-mod-dirty"))
    # JupyterLab rewrites a relative link to its file URL (/files/<path>?_xsrf=…); clicking opens it in the app.
    links = page.locator(".jp-RenderedMarkdown a[href*='.ipynb']")
    hrefs = [unquote(urlparse(links.nth(i).get_attribute("href")).path) for i in range(links.count())]
    for target in TARGETS:
        matching = [i for i, h in enumerate(hrefs) if h.endswith(target)
                    and (target != "tongits.ipynb" or "exercises" in h)]
        assert matching, f"{welcome} has no link to …/{target}: {hrefs}"
        link = links.nth(matching[0])
        link.scroll_into_view_if_needed()
        link.click()
        name = target.rsplit("/", 1)[-1]
        tab = _current_tab(page)
        expect(tab).to_contain_text(name)
        page.locator(".jp-Notebook").last.wait_for()
        _accept_dialogs(page, 2)
        assert page.locator(".jp-Dialog", has_text="File Load Error").count() == 0, target
        expect(tab).not_to_have_class(re.compile(r"jp-mod-dirty"))
        # Back to the welcome notebook for the next link.
        page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text="00_welcome.ipynb").first.click()
        page.locator(".jp-RenderedMarkdown a[href*='.ipynb']").first.wait_for()
