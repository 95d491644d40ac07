"""The Indian Rummy course: seven lessons and the declaration-checker page, present in both languages, built from
their scripts, executed, the lessons ending with checked questions, and fit for nbval (the tests:
``course_suite.py``)."""
from cardlab import indian_rummy
from course_suite import CourseSuite


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
    # The Vietnamese words of the Indian Rummy guide each notebook names, in both languages.
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
    PICTURES = ("01_cards_jokers", "02_sequences_sets", "03_valid_show", "06_play_the_bots")
    # Indian Rummy's groups are nhóm, dãy and bộ; "phỏm" is Tongits' and Phỏm's word.
    FORBIDDEN_VI = ("phỏm",)
