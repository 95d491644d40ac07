"""The welcome notebook and the Tongits course: present in both languages, built from their scripts, executed,
ending with checked questions, and fit for nbval.

Each lesson is built by one script in ``tools/notebooks/`` defining ``cells(t)``:
its answer key lives in ``exercises/[vi/]solutions/lessons/tongits/`` and the
learner's copy (made from the key by ``student_notebook``) in
``notebooks/[vi/]tongits/``. The notebooks themselves run under
``pytest --nbval-lax --nbval-current-env``; these tests check the committed
files without a kernel.
"""
import re
import runpy

import pytest

from course_checks import (BUILDERS, LANGS, ROOT, RULES_PAGES, broken_links, card_pictures, check_built_from_script,
                           check_checked_cells_have_output, check_checked_questions, check_deterministic_reprs,
                           check_english_agrees_in_number, check_executed_in_order, check_opening,
                           check_page_built_from_script, check_rules_line, check_same_cells, check_speaks_its_language,
                           check_terms, check_vietnamese_glossary, check_widget_cells_ignored, code_cells, links,
                           markdown, option_switched, read, src, sub, text)

NOTEBOOKS = {
    "01_deck_deal_words": "tongits_01_deck.py",
    "02_melds_deadwood": "tongits_02_melds.py",
    "03_a_turn": "tongits_03_turn.py",
    "04_endings_payments": "tongits_04_endings.py",
    "05_play_the_bots": "tongits_05_bots.py",
    "06_strategy_lab": "tongits_06_lab.py",
}

# The words each notebook teaches, named in its Markdown in both languages (compared ignoring case): the
# course's Vietnamese glossary words and, where used, the Filipino ones.
TERMS = {
    "00_welcome": ["phỏm", "bộ", "sảnh", "bài rác"],
    "01_deck_deal_words": ["nọc", "bốc", "đánh", "bài bỏ", "phỏm", "hạ phỏm", "ăn bài", "gửi bài", "bài rác",
                           "Khiêu chiến (Fight)", "bỏ cuộc", "thách đấu", "cháy bài", "hết nọc", "tứ quý",
                           "bộ", "sảnh", "bunot", "tapon", "kain", "sapaw", "sunog"],
    "02_melds_deadwood": ["phỏm", "bài rác", "sảnh", "bộ", "tứ quý"],
    "03_a_turn": ["bốc", "nọc", "ăn bài", "gửi bài", "hạ phỏm", "đánh", "bài bỏ", "bunot", "kain", "tapon"],
    "04_endings_payments": ["Khiêu chiến", "bỏ cuộc", "thách đấu", "cháy bài", "hết nọc", "tứ quý", "sunog"],
    "05_play_the_bots": ["bốc", "ăn bài", "hạ phỏm", "gửi bài", "Khiêu chiến", "cháy bài"],
    "06_strategy_lab": ["bài rác", "Khiêu chiến", "cháy bài", "hết nọc"],
}

# Every house-rule option of RULES.md §1 is switched somewhere in the course.
OPTIONS = ["turn_direction", "ace_high_in_runs", "chow_requires_new_meld", "dealer_may_expose_before_first_discard",
           "fight_timing", "fight_tie_winner", "stock_out_tiebreak", "concealed_melds_count_as_deadwood",
           "burn_exempt_with_secret", "tongits_on_final_discard"]

# Pages other parts of the course write: a link to them is right when it names their place.
# (Lessons 4-6, the hand builder and the exercises have their Vietnamese twins written in parallel.)
OTHER_PAGES = RULES_PAGES | {
    "exercises/for_teachers.ipynb", "exercises/vi/for_teachers.ipynb", "exercises/vi/tongits.ipynb",
    "notebooks/vi/tongits/hand_builder.ipynb"} | {
    f"notebooks/vi/tongits/{name}.ipynb" for name in ("04_endings_payments", "05_play_the_bots", "06_strategy_lab")}


def key_path(name: str, lang: str):
    return ROOT / "exercises" / sub(lang) / "solutions" / "lessons" / "tongits" / f"{name}.ipynb"


def learner_path(name: str, lang: str):
    return ROOT / "notebooks" / sub(lang) / "tongits" / f"{name}.ipynb"


def welcome_path(lang: str):
    return ROOT / "notebooks" / sub(lang) / "00_welcome.ipynb"


CASES = [pytest.param((name, lang), id=f"{name}-{lang}") for name in sorted(NOTEBOOKS) for lang in LANGS]


@pytest.fixture(scope="module", params=CASES)
def course(request):
    """(name, language, answer key, learner's copy) of one lesson."""
    name, lang = request.param
    return name, lang, read(key_path(name, lang)), read(learner_path(name, lang))


def _both(course):
    name, lang, key, copy = course
    return [(f"{name} [{lang}] key", key), (f"{name} [{lang}] learner copy", copy)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_course_notebook_exists_in_order(lang):
    names = sorted(p.stem for p in learner_path("x", lang).parent.glob("0[1-9]*.ipynb"))     # 00_rules is the rules page, not a lesson
    assert names == sorted(NOTEBOOKS)
    for name in NOTEBOOKS:
        assert key_path(name, lang).exists(), f"{name} [{lang}] has no answer key"


def test_every_notebook_is_built_from_its_script_and_up_to_date(course):
    name, lang, key, copy = course
    check_built_from_script(NOTEBOOKS[name], lang, key, copy, key_path(name, lang), learner_path(name, lang))


def test_the_english_and_vietnamese_notebooks_have_the_same_cells_in_the_same_order(course):
    name, lang, key, _ = course
    check_same_cells(key, read(key_path(name, "en")))


def test_every_lesson_ends_with_two_or_three_checked_questions(course):
    name, lang, key, copy = course
    check_checked_questions(f"{name} [{lang}]", key, copy, "tongits_set", "tongits")


def test_every_code_cell_was_executed_in_order_without_error(course):
    for where, nb in _both(course):
        check_executed_in_order(where, nb)


def test_each_notebook_opens_with_what_the_learner_will_be_able_to_do(course):
    name, lang, key, _ = course
    check_opening(key, lang, "# Tongits ")


def test_each_notebook_names_its_vietnamese_and_filipino_terms(course):
    name, lang, key, _ = course
    check_terms(f"{name} [{lang}]", key, TERMS[name])


def test_each_notebook_speaks_its_language_from_the_first_code_cell(course):
    name, lang, key, _ = course
    check_speaks_its_language(key, lang)


def test_each_notebook_lets_the_learner_switch_house_rules(course):
    name, lang, key, _ = course
    check_rules_line(name, key, "tongits")


@pytest.mark.parametrize("lang", LANGS)
def test_every_house_rule_option_is_switched_somewhere_in_the_course(lang):
    code = "\n".join(src(c) for name in NOTEBOOKS for c in code_cells(read(key_path(name, lang))))
    for option in OPTIONS:
        assert option_switched(code, option), f"{option} is never switched"


def test_widget_progress_and_figure_cells_are_not_compared_by_nbval(course):
    name, lang, key, _ = course
    check_widget_cells_ignored(name, key)


def test_outputs_have_deterministic_reprs(course):
    for where, nb in _both(course):
        check_deterministic_reprs(where, nb)


def test_checked_cells_print_text_nbval_can_compare(course):
    name, lang, key, _ = course
    check_checked_cells_have_output(name, key)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["01_deck_deal_words", "02_melds_deadwood", "05_play_the_bots"])
def test_the_card_pictures_are_in_the_saved_outputs(name, lang):
    for path in (key_path(name, lang), learner_path(name, lang)):
        assert card_pictures(path) >= 15, path


# -- wording: the standards of the course's text --------------------------------------------------------------

@pytest.mark.parametrize("name", [n for n in sorted(NOTEBOOKS)])
def test_english_text_agrees_in_number_and_names_the_rules_document(name):
    check_english_agrees_in_number(name, read(key_path(name, "en")), "the H19 Tongits guide")


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_vietnamese_text_uses_the_glossary(name):
    check_vietnamese_glossary(name, read(key_path(name, "vi")))


# -- links ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["01_deck_deal_words", "02_melds_deadwood", "03_a_turn"])
def test_the_links_of_a_lesson_lead_to_notebooks(name, lang):
    path = learner_path(name, lang)
    assert links(read(path)), f"{name} [{lang}] links nowhere"
    assert not broken_links(path, OTHER_PAGES)


# -- the welcome notebook -------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_welcome_notebook_is_built_from_its_script_and_executed(lang):
    nb = read(welcome_path(lang))
    check_page_built_from_script("welcome.py", lang, nb, welcome_path(lang))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert [c["execution_count"] for c in code] == list(range(1, len(code) + 1))
    assert all(o.get("output_type") != "error" for c in code for o in c.get("outputs", []))
    assert f'cardlab.set_language("{lang}")' in src(code[0])


@pytest.mark.parametrize("lang", LANGS)
def test_the_welcome_notebook_maps_the_whole_course_in_both_languages(lang):
    path = welcome_path(lang)
    nb = read(path)
    opening = src(nb["cells"][0])
    assert opening.startswith("# Welcome to cardlab · Chào mừng")       # both languages greet
    twin = "vi/00_welcome.ipynb" if lang == "en" else "../00_welcome.ipynb"
    up = "../" if lang == "en" else "../../"
    found = set(links(nb))
    expected = {twin, "tongits/hand_builder.ipynb", f"{up}exercises/{sub(lang)}tongits.ipynb",
                f"{up}exercises/{sub(lang)}for_teachers.ipynb"}
    expected |= {f"{game}/00_rules.ipynb" for game in ("tongits", "phom", "indian_rummy", "chan")}
    expected |= {f"tongits/{name}.ipynb" for name in NOTEBOOKS}
    # Every game's lessons, tools page and exercises that the map names, all linked (and, below, all present).
    welcome = runpy.run_path(str(BUILDERS / "welcome.py"), run_name="not_main")
    expected |= {f"{game}/{stem}.ipynb" for game, lessons in welcome["LESSONS"].items() for stem, *_ in lessons}
    expected |= {f"{game}/{stem}.ipynb" for game, (stem, *_) in welcome["TOOLS"].items()}
    expected |= {f"{up}exercises/{sub(lang)}{name}" for name, *_ in welcome["EXERCISES"].values()}
    assert expected <= found, f"the welcome notebook [{lang}] misses {sorted(expected - found)}"
    assert twin in opening
    assert not broken_links(path, OTHER_PAGES)
    # The other three games: lessons announced, one calculator call each shown working.
    code = "\n".join(src(c) for c in nb["cells"] if c["cell_type"] == "code")
    for call in ("phom.", "indian_rummy.", "chan."):
        assert call in code
    text = markdown(nb).casefold()
    for term in TERMS["00_welcome"]:
        assert term in text


def test_the_welcome_notebooks_have_the_same_cells_in_the_same_order():
    en, vi = (read(welcome_path(lang)) for lang in LANGS)
    check_same_cells(vi, en)


# -- notebooks with a single purpose --------------------------------------------------------------------------

def test_the_strategy_lab_says_how_big_its_simulations_are():
    nb = read(learner_path("06_strategy_lab", "en"))
    intro = src(nb["cells"][0])
    setup = src(next(c for c in nb["cells"] if c["cell_type"] == "code"))
    sizes = dict(re.findall(r"^(N_\w+) = (\d+)", setup, re.M))
    assert set(sizes) == {"N_DEALS", "N_GREEDY", "N_VS_RANDOM", "N_SWEEP", "N_RULE"}
    for value in sizes.values():
        assert f"{int(value):,}" in intro
    # How long it takes and that it uses every core, with a progress bar while it runs.
    code = "".join(src(c) for c in nb["cells"] if c["cell_type"] == "code")
    assert "tqdm" in code and "seconds on a two-core laptop" in intro and "n_jobs=-1" in intro
    outputs = "".join(text(o) for c in nb["cells"] for o in c.get("outputs", []))
    assert "±" in outputs


def test_the_h19_guide_worked_example_is_played_through_in_the_endings_notebook():
    nb = read(learner_path("04_endings_payments", "en"))
    sources = "\n".join(src(c) for c in nb["cells"])
    assert 'fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}' in sources
    outputs = "".join(text(o) for c in nb["cells"] for o in c.get("outputs", []))
    assert "winner A; payments A: +4, B: -1, C: -3" in outputs
    assert "Player C exposed no meld: burned" in outputs
