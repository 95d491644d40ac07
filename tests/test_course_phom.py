"""The Phỏm course: seven lessons and the hand-builder page, present in both languages, built from their scripts,
executed, the lessons ending with checked questions, and fit for nbval.

Each lesson is built by one script in ``tools/notebooks/`` (``course_build.lesson_merged(...)``):
its answer key lives in ``exercises/[vi/]solutions/lessons/phom/`` and the
learner's copy in ``notebooks/[vi/]phom/``. The hand builder is a page
(``page(...)``, no questions) in ``notebooks/[vi/]phom/``. The notebooks run
under ``pytest --nbval-lax --nbval-current-env``; these tests check the
committed files without a kernel. The shared checks are in ``course_checks.py``.
"""
from dataclasses import fields

import pytest

from cardlab import phom
from course_checks import (LANGS, ROOT, RULES_PAGES, broken_links, card_pictures, check_built_from_script,
                           check_checked_cells_have_output, check_checked_questions, check_deterministic_reprs,
                           check_english_agrees_in_number, check_executed_in_order, check_opening,
                           check_page_built_from_script, check_rules_line, check_same_cells, check_speaks_its_language,
                           check_terms, check_vietnamese_glossary, check_widget_cells_ignored, code_cells, links,
                           option_switched, read, src, sub)

LESSONS = {
    "01_deck_deal_words": "phom_01_deck.py",
    "02_phom_points": "phom_02_phom_points.py",
    "03_a_turn": "phom_03_turn.py",
    "04_laying_down_sending": "phom_04_laying_down.py",
    "05_endings_money": "phom_05_endings.py",
    "06_play_the_bots": "phom_06_bots.py",
    "07_strategy_lab": "phom_07_lab.py",
}
PAGES = {"hand_builder": "phom_hand_builder.py"}
NOTEBOOKS = {**LESSONS, **PAGES}

# The Vietnamese words each notebook names in its Markdown, in both languages (compared ignoring case): the
# English text keeps the Vietnamese words of the game, as the Xeeng Phỏm guide uses them.
TERMS = {
    "01_deck_deal_words": ["phỏm", "phỏm ngang", "phỏm dọc", "cạ", "rác", "móm", "Ù", "Ù tròn", "chốt", "đền",
                           "ăn", "gửi", "hạ", "nọc", "bốc", "đánh", "bài bỏ", "tiền cược"],
    "02_phom_points": ["phỏm ngang", "phỏm dọc", "cạ", "rác", "hạ"],
    "03_a_turn": ["ăn", "bốc", "đánh", "nọc", "cạ", "chốt", "đền"],
    "04_laying_down_sending": ["hạ", "gửi", "móm"],
    "05_endings_money": ["móm", "Ù", "Ù tròn", "Ù đền", "chốt", "tiền cược"],
    "06_play_the_bots": ["ăn", "bốc", "hạ", "gửi"],
    "07_strategy_lab": ["ăn", "cạ", "Ù"],
    "hand_builder": ["phỏm", "rác"],
}

# Every option of phom.Rules (each a house rule of RULES.md §2) is switched somewhere in the course.
OPTIONS = [option.name for option in fields(phom.Rules)]

# Pages written by other parts of the course; the course's own notebooks are checked to exist by
# test_every_course_notebook_exists, so a link to one is right when it names its place.
OTHER_PAGES = RULES_PAGES | {f"{where}/{sub(lang)}{name}" for lang in LANGS for where, name in
                             [("exercises", "phom.ipynb"), ("exercises", "for_teachers.ipynb")]} | {
    f"notebooks/{sub(lang)}phom/{name}.ipynb" for lang in LANGS for name in NOTEBOOKS}


def key_path(name: str, lang: str):
    """The answer key of a lesson; a page is its own key."""
    if name in PAGES:
        return learner_path(name, lang)
    return ROOT / "exercises" / sub(lang) / "solutions" / "lessons" / "phom" / f"{name}.ipynb"


def learner_path(name: str, lang: str):
    return ROOT / "notebooks" / sub(lang) / "phom" / f"{name}.ipynb"


def _cases(names):
    return [pytest.param((name, lang), id=f"{name}-{lang}") for name in sorted(names) for lang in LANGS]


@pytest.fixture(scope="module", params=_cases(NOTEBOOKS))
def notebook(request):
    """(name, language, answer key, learner's copy) of one notebook of the course (a page: the page twice)."""
    name, lang = request.param
    return name, lang, read(key_path(name, lang)), read(learner_path(name, lang))


@pytest.fixture(scope="module", params=_cases(LESSONS))
def lesson(request):
    name, lang = request.param
    return name, lang, read(key_path(name, lang)), read(learner_path(name, lang))


def _both(course):
    name, lang, key, copy = course
    return [(f"{name} [{lang}] key", key), (f"{name} [{lang}] learner copy", copy)]


@pytest.mark.parametrize("name_lang", _cases(NOTEBOOKS))
def test_every_course_notebook_exists(name_lang):
    name, lang = name_lang
    assert learner_path(name, lang).exists(), f"{name} [{lang}] is missing"
    assert key_path(name, lang).exists(), f"{name} [{lang}] has no answer key"
    assert (ROOT / "tools" / "notebooks" / NOTEBOOKS[name]).exists(), f"{name} has no builder script"


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_holds_no_other_lesson(lang):
    found = {p.stem for p in learner_path("x", lang).parent.glob("0[1-9]*.ipynb")}   # 00_rules is the rules page
    assert found <= set(LESSONS), f"lessons nobody tests: {sorted(found - set(LESSONS))}"


def test_every_notebook_is_built_from_its_script_and_up_to_date(notebook):
    name, lang, key, copy = notebook
    if name in PAGES:
        check_page_built_from_script(PAGES[name], lang, key, learner_path(name, lang))
    else:
        check_built_from_script(LESSONS[name], lang, key, copy, key_path(name, lang), learner_path(name, lang))


def test_the_english_and_vietnamese_notebooks_have_the_same_cells_in_the_same_order(notebook):
    name, lang, key, _ = notebook
    check_same_cells(key, read(key_path(name, "en")))


def test_every_lesson_ends_with_two_or_three_checked_questions(lesson):
    name, lang, key, copy = lesson
    check_checked_questions(f"{name} [{lang}]", key, copy, "phom_set", "phom")


def test_the_hand_builder_page_asks_no_questions():
    for lang in LANGS:
        assert "# BEGIN SOLUTION" not in "".join(src(c) for c in read(learner_path("hand_builder", lang))["cells"])


def test_every_code_cell_was_executed_in_order_without_error(notebook):
    for where, nb in _both(notebook):
        check_executed_in_order(where, nb)


def test_each_lesson_opens_with_what_the_learner_will_be_able_to_do(lesson):
    name, lang, key, _ = lesson
    check_opening(key, lang, "# Phỏm ")


def test_each_notebook_names_its_vietnamese_terms(notebook):
    name, lang, key, _ = notebook
    check_terms(f"{name} [{lang}]", key, TERMS[name])


def test_each_notebook_speaks_its_language_from_the_first_code_cell(notebook):
    name, lang, key, _ = notebook
    check_speaks_its_language(key, lang)


def test_each_lesson_lets_the_learner_switch_house_rules(lesson):
    name, lang, key, _ = lesson
    check_rules_line(name, key, "phom")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("option", OPTIONS)
def test_every_house_rule_option_is_switched_somewhere_in_the_course(option, lang):
    # Only the notebooks present are read: a missing one fails test_every_course_notebook_exists.
    code = "\n".join(src(c) for name in NOTEBOOKS if key_path(name, lang).exists()
                     for c in code_cells(read(key_path(name, lang))))
    assert option_switched(code, option), f"phom.Rules option {option} is never switched in the course [{lang}]"


def test_widget_progress_and_figure_cells_are_not_compared_by_nbval(notebook):
    name, lang, key, _ = notebook
    check_widget_cells_ignored(name, key)


def test_outputs_have_deterministic_reprs(notebook):
    for where, nb in _both(notebook):
        check_deterministic_reprs(where, nb)


def test_printed_output_is_saved_in_one_piece_so_a_rebuild_changes_no_byte(notebook):
    # The kernel splits printed text at moments that depend on timing; the builders join the pieces
    # (course_build.lesson_merged, rules_common.merge_streams).
    for where, nb in _both(notebook):
        for cell in code_cells(nb):
            kinds = [(o["output_type"], o.get("name")) for o in cell.get("outputs", [])]
            assert all(a != b or a[0] != "stream" for a, b in zip(kinds, kinds[1:])), \
                f"{where}: {src(cell)[:60]!r} saved its printed text in pieces"


def test_checked_cells_print_text_nbval_can_compare(lesson):
    name, lang, key, _ = lesson
    check_checked_cells_have_output(name, key)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["01_deck_deal_words", "02_phom_points", "03_a_turn", "06_play_the_bots"])
def test_the_card_pictures_are_in_the_saved_outputs(name, lang):
    for path in (key_path(name, lang), learner_path(name, lang)):
        assert card_pictures(path) >= 10, path


# -- wording: the standards of the course's text --------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_english_text_agrees_in_number_and_names_the_rules_document(name):
    check_english_agrees_in_number(name, read(key_path(name, "en")), "the Xeeng Phỏm guide")


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_vietnamese_text_uses_the_glossary(name):
    check_vietnamese_glossary(name, read(key_path(name, "vi")))


# -- links ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name_lang", _cases(NOTEBOOKS))
def test_the_links_of_a_notebook_lead_to_notebooks(name_lang):
    name, lang = name_lang
    path = learner_path(name, lang)
    if name in LESSONS:
        assert links(read(path)), f"{name} [{lang}] links nowhere"
        # Every lesson links its twin in the other language and the rules page.
        twin = f"../../phom/{name}.ipynb" if lang == "vi" else f"../vi/phom/{name}.ipynb"
        assert {twin, "00_rules.ipynb"} <= set(links(read(path))), f"{name} [{lang}]: no link to its twin or the rules"
    assert not broken_links(path, OTHER_PAGES)
