"""The Indian Rummy course: seven lessons and the declaration-checker page, present in both languages, built from
their scripts, executed, the lessons ending with checked questions, and fit for nbval (the tests:
``course_suite.py``)."""
import re

from cardlab import indian_rummy
from course_checks import check_terms, markdown
from course_suite import CourseSuite

#: A Vietnamese letter (checked on casefolded text).
VIETNAMESE_LETTER = re.compile("[ạảãàáâậầấẩẫăắằặẳẵđêếềệểễôốồộổỗơớờợởỡưứừựửữọỏòóõíìịỉĩùúụủũýỳỵỷỹ]")
#: The other language's text a page carries hidden (``Tr.both``), shown by the language switch.
HIDDEN_VI = re.compile(r'<div class="cardlab-text" lang="vi" hidden>.*?</div>', re.S)
#: Vietnamese letters allowed in the English pages: the link to the Vietnamese twin, and Bình, a player of
#: the Indian Rummy guide's worked example (An, Bình and Chi), a name rather than a game word.
ENGLISH_ALLOWED = ("Tiếng Việt", "Bình")


class TestIndianRummyCourse(CourseSuite):
    GAME = MODULE = "indian_rummy"
    RULES = indian_rummy.Rules
    QUIZ_SET = "indian_rummy_set"
    TITLE = "# Indian Rummy "
    GUIDE = "the Indian Rummy guide"
    EXERCISES = "indian_rummy.ipynb"
    LESSONS = {
        "01_cards_jokers": "indian_rummy_01_cards.py",
        "02_sequences_sets": "indian_rummy_02_sequences.py",
        "03_valid_show": "indian_rummy_03_show.py",
        "04_penalties_drops": "indian_rummy_04_penalties.py",
        "05_points_pool_deals": "indian_rummy_05_formats.py",
        "06_play_the_bots": "indian_rummy_06_bots.py",
        "07_strategy_lab": "indian_rummy_07_lab.py",
    }
    PAGES = {"declaration_checker": "indian_rummy_tools.py"}
    # The Vietnamese words of the Indian Rummy guide each Vietnamese notebook names (English ones: TERMS_EN).
    TERMS = {
        "01_cards_jokers": ["joker in hình", "joker chỉ định", "nọc", "bài bỏ", "bốc", "đánh"],
        "02_sequences_sets": ["nhóm", "dãy", "dãy thuần", "dãy có joker", "bộ cùng số"],
        "03_valid_show": ["khai bài", "khai hợp lệ", "khai sai", "dãy thuần"],
        "04_penalties_drops": ["điểm phạt", "bỏ cuộc", "khai sai"],
        "05_points_pool_deals": ["điểm phạt", "bỏ cuộc"],
        "06_play_the_bots": ["bốc", "đánh", "khai bài", "bài bỏ"],
        "07_strategy_lab": ["bỏ cuộc", "dãy thuần"],
        "declaration_checker": ["khai bài", "dãy thuần"],
    }
    # The English Indian Rummy words each English notebook names instead (issue #32: no Vietnamese word there).
    TERMS_EN = {
        "01_cards_jokers": ["printed joker", "wild joker", "closed deck", "open deck", "stock", "discard pile", "draw",
                            "discard"],
        "02_sequences_sets": ["group", "sequence", "pure sequence", "impure sequence", "set"],
        "03_valid_show": ["show", "valid show", "wrong show", "pure sequence"],
        "04_penalties_drops": ["penalty points", "drop", "wrong show"],
        "05_points_pool_deals": ["penalty points", "drop"],
        "06_play_the_bots": ["draw", "discard", "show", "open deck", "stock"],
        "07_strategy_lab": ["drop", "pure sequence"],
        "declaration_checker": ["show", "pure sequence"],
    }
    PICTURES = ("01_cards_jokers", "02_sequences_sets", "03_valid_show", "06_play_the_bots")
    # Indian Rummy's groups are nhóm, dãy and bộ; "phỏm" is Tongits' and Phỏm's word.
    FORBIDDEN_VI = ("phỏm",)

    def test_each_notebook_names_its_terms(self, notebook):
        name, lang, key, _ = self.load(notebook)
        check_terms(f"{name} [{lang}]", key, (self.TERMS if lang == "vi" else self.TERMS_EN)[name])

    def test_the_english_notebooks_use_no_vietnamese_word(self, notebook):
        name, lang, key, copy = self.load(notebook)
        if lang != "en":
            return
        for nb in (key, copy):
            text = HIDDEN_VI.sub("", markdown(nb))
            for allowed in ENGLISH_ALLOWED:
                text = text.replace(allowed, "")
            found = [line for line in text.splitlines() if VIETNAMESE_LETTER.search(line.casefold())]
            assert not found, f"{name}: {found[:3]}"
