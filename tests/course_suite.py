"""The tests every game course must pass, written once: a game's test file subclasses :class:`CourseSuite`
and fills in its data (notebooks, builders, terms, the notebooks that must show cards).

Each lesson is built by one script in ``tools/notebooks/`` (``course_build.lesson_merged(...)``): its answer
key lives in ``exercises/[vi/]solutions/lessons/<game>/`` and the learner's copy in ``notebooks/[vi/]<game>/``.
A page (``page(...)``, no questions) is its own key. The notebooks run under
``pytest --nbval-lax --nbval-current-env``; these tests check the committed files without a kernel, with the
checks of ``course_checks.py``.

While the Indian Rummy and Chắn lessons are being written, their test files
(``test_course_indian_rummy.py``, ``test_course_chan.py``) wait on the branch ``course-tests``:
merge that branch into yours to run them.
"""
from dataclasses import fields
from functools import lru_cache
from pathlib import Path

import pytest

from course_checks import (LANGS, ROOT, RULES_PAGES, broken_links, card_pictures, check_built_from_script,
                           check_checked_cells_have_output, check_checked_questions, check_deterministic_reprs,
                           check_english_agrees_in_number, check_executed_in_order, check_opening,
                           check_page_built_from_script, check_rules_line, check_same_cells, check_speaks_its_language,
                           check_terms, check_vietnamese_glossary, check_widget_cells_ignored, code_cells, links, markdown, option_switched, read,
                           src, sub)


@lru_cache(maxsize=None)
def _read(path: Path) -> dict:
    return read(path)


class CourseSuite:
    """The course of one game; a subclass named ``Test…`` sets the class attributes below and is collected."""

    GAME = ""            # folder under notebooks/, e.g. "phom"
    MODULE = ""          # the engine module the notebooks import, e.g. "phom"
    RULES = None         # the game's Rules dataclass: every field must be switched somewhere in the course
    QUIZ_SET = ""        # the exercises function that deals a lesson's questions, e.g. "phom_set"
    TITLE = ""           # how every lesson's first cell starts, e.g. "# Phỏm "
    GUIDE = ""           # the rules document's name in English prose
    EXERCISES = ""       # the game's exercise notebook, e.g. "phom.ipynb"
    LESSONS: dict = {}   # lesson stem -> builder script
    PAGES: dict = {}     # page stem -> builder script
    TERMS: dict = {}     # notebook stem -> the words its Markdown names in both languages (case ignored)
    PICTURES: tuple = ()  # notebook stems whose saved outputs show at least 10 cards
    FORBIDDEN_VI: tuple = ()  # words the game's Vietnamese text must not use (another game's terms)

    # -- where things are -------------------------------------------------------------------------------------

    @classmethod
    def notebooks(cls) -> dict:
        return {**cls.LESSONS, **cls.PAGES}

    @classmethod
    def learner_path(cls, name: str, lang: str) -> Path:
        return ROOT / "notebooks" / sub(lang) / cls.GAME / f"{name}.ipynb"

    @classmethod
    def key_path(cls, name: str, lang: str) -> Path:
        """The answer key of a lesson; a page is its own key."""
        if name in cls.PAGES:
            return cls.learner_path(name, lang)
        return ROOT / "exercises" / sub(lang) / "solutions" / "lessons" / cls.GAME / f"{name}.ipynb"

    def load(self, name_lang) -> tuple:
        """(name, language, answer key, learner's copy) of one notebook (a page: the page twice)."""
        name, lang = name_lang
        return name, lang, _read(self.key_path(name, lang)), _read(self.learner_path(name, lang))

    def both(self, name_lang) -> list:
        name, lang, key, copy = self.load(name_lang)
        return [(f"{name} [{lang}] key", key), (f"{name} [{lang}] learner copy", copy)]

    @classmethod
    def other_pages(cls) -> set:
        """Pages written by other parts of the course: a link to one is right when it names its place."""
        return RULES_PAGES | {f"exercises/{sub(lang)}{name}" for lang in LANGS
                              for name in (cls.EXERCISES, "for_teachers.ipynb")} | {
            f"notebooks/{sub(lang)}{cls.GAME}/{name}.ipynb" for lang in LANGS for name in cls.notebooks()}

    # Parametrisation: ``notebook`` runs over every notebook in both languages, ``lesson`` over the lessons,
    # ``name`` over the notebooks (one language at a time), ``lang`` over the languages, ``option`` over the
    # fields of the game's Rules, ``picture`` over the notebooks that must show cards.
    def pytest_generate_tests(self, metafunc):
        def cases(names):
            return [pytest.param((name, lang), id=f"{name}-{lang}") for name in sorted(names) for lang in LANGS]

        args = metafunc.fixturenames
        if "notebook" in args:
            metafunc.parametrize("notebook", cases(self.notebooks()))
        if "lesson" in args:
            metafunc.parametrize("lesson", cases(self.LESSONS))
        if "picture" in args:
            metafunc.parametrize("picture", cases(self.PICTURES))
        if "name" in args:
            metafunc.parametrize("name", sorted(self.notebooks()))
        if "lang" in args:
            metafunc.parametrize("lang", LANGS)
        if "option" in args:
            metafunc.parametrize("option", [option.name for option in fields(self.RULES)])

    # -- the tests --------------------------------------------------------------------------------------------

    def test_every_course_notebook_exists(self, notebook):
        name, lang = notebook
        assert self.learner_path(name, lang).exists(), f"{name} [{lang}] is missing"
        assert self.key_path(name, lang).exists(), f"{name} [{lang}] has no answer key"
        assert (ROOT / "tools" / "notebooks" / self.notebooks()[name]).exists(), f"{name} has no builder script"

    def test_the_course_holds_no_other_lesson(self, lang):
        # 00_rules is the rules page, written by its own builder and tested with the other rules pages.
        found = {p.stem for p in self.learner_path("x", lang).parent.glob("0[1-9]*.ipynb")}
        assert found <= set(self.LESSONS), f"lessons nobody tests: {sorted(found - set(self.LESSONS))}"

    def test_every_notebook_is_built_from_its_script_and_up_to_date(self, notebook):
        name, lang, key, copy = self.load(notebook)
        if name in self.PAGES:
            check_page_built_from_script(self.PAGES[name], lang, key, self.learner_path(name, lang))
        else:
            check_built_from_script(self.LESSONS[name], lang, key, copy, self.key_path(name, lang),
                                    self.learner_path(name, lang))

    def test_the_english_and_vietnamese_notebooks_have_the_same_cells_in_the_same_order(self, notebook):
        name, lang, key, _ = self.load(notebook)
        check_same_cells(key, _read(self.key_path(name, "en")))

    def test_every_lesson_ends_with_two_or_three_checked_questions(self, lesson):
        name, lang, key, copy = self.load(lesson)
        check_checked_questions(f"{name} [{lang}]", key, copy, self.QUIZ_SET, self.MODULE)

    def test_a_page_asks_no_questions(self, lang):
        for name in self.PAGES:
            assert "# BEGIN SOLUTION" not in "".join(src(c) for c in _read(self.learner_path(name, lang))["cells"])

    def test_every_code_cell_was_executed_in_order_without_error(self, notebook):
        for where, nb in self.both(notebook):
            check_executed_in_order(where, nb)

    def test_each_lesson_opens_with_what_the_learner_will_be_able_to_do(self, lesson):
        name, lang, key, _ = self.load(lesson)
        check_opening(key, lang, self.TITLE)

    def test_each_notebook_names_its_terms(self, notebook):
        name, lang, key, _ = self.load(notebook)
        check_terms(f"{name} [{lang}]", key, self.TERMS[name])

    def test_each_notebook_speaks_its_language_from_the_first_code_cell(self, notebook):
        name, lang, key, _ = self.load(notebook)
        check_speaks_its_language(key, lang)

    def test_each_lesson_lets_the_learner_switch_house_rules(self, lesson):
        name, lang, key, _ = self.load(lesson)
        check_rules_line(name, key, self.MODULE)

    def test_every_house_rule_option_is_switched_somewhere_in_the_course(self, option, lang):
        # Only the notebooks present are read: a missing one fails test_every_course_notebook_exists.
        code = "\n".join(src(c) for name in self.notebooks() if self.key_path(name, lang).exists()
                         for c in code_cells(_read(self.key_path(name, lang))))
        assert option_switched(code, option), \
            f"{self.MODULE}.Rules option {option} is never switched in the course [{lang}]"

    def test_widget_progress_and_figure_cells_are_not_compared_by_nbval(self, notebook):
        name, lang, key, _ = self.load(notebook)
        check_widget_cells_ignored(name, key)

    def test_outputs_have_deterministic_reprs(self, notebook):
        for where, nb in self.both(notebook):
            check_deterministic_reprs(where, nb)

    def test_printed_output_is_saved_in_one_piece_so_a_rebuild_changes_no_byte(self, notebook):
        # The kernel splits printed text at moments that depend on timing; the builders join the pieces
        # (course_build.lesson_merged, rules_common.merge_streams).
        for where, nb in self.both(notebook):
            for cell in code_cells(nb):
                kinds = [(o["output_type"], o.get("name")) for o in cell.get("outputs", [])]
                assert all(a != b or a[0] != "stream" for a, b in zip(kinds, kinds[1:])), \
                    f"{where}: {src(cell)[:60]!r} saved its printed text in pieces"

    def test_checked_cells_print_text_nbval_can_compare(self, lesson):
        name, lang, key, _ = self.load(lesson)
        check_checked_cells_have_output(name, key)

    def test_the_card_pictures_are_in_the_saved_outputs(self, picture):
        name, lang = picture
        for path in (self.key_path(name, lang), self.learner_path(name, lang)):
            assert card_pictures(path) >= 10, path

    # -- wording: the standards of the course's text ----------------------------------------------------------

    def test_english_text_agrees_in_number_and_names_the_rules_document(self, name):
        check_english_agrees_in_number(name, _read(self.key_path(name, "en")), self.GUIDE)

    def test_vietnamese_text_uses_the_glossary(self, name):
        nb = _read(self.key_path(name, "vi"))
        check_vietnamese_glossary(name, nb)
        used = [word for word in self.FORBIDDEN_VI if word.casefold() in markdown(nb).casefold()]
        assert not used, f"{name}: {used} belong to another game's words"

    # -- links ------------------------------------------------------------------------------------------------

    def test_the_links_of_a_notebook_lead_to_notebooks(self, notebook):
        name, lang = notebook
        path = self.learner_path(name, lang)
        found = links(_read(path))
        if name in self.LESSONS:
            assert found, f"{name} [{lang}] links nowhere"
            # Every lesson links its twin in the other language and the rules page.
            twin = f"../../{self.GAME}/{name}.ipynb" if lang == "vi" else f"../vi/{self.GAME}/{name}.ipynb"
            assert {twin, "00_rules.ipynb"} <= set(found), f"{name} [{lang}]: no link to its twin or the rules"
        assert not broken_links(path, self.other_pages())
