"""The Phỏm course: seven lessons and the hand-builder page, present in both languages, built from their scripts,
executed, the lessons ending with checked questions, and fit for nbval (the tests: ``course_suite.py``)."""
from cardlab import phom
from course_suite import CourseSuite


class TestPhomCourse(CourseSuite):
    GAME = MODULE = "phom"
    RULES = phom.Rules
    QUIZ_SET = "phom_set"
    TITLE = "# Phỏm "
    GUIDE = "the Xeeng Phỏm guide"
    EXERCISES = "phom.ipynb"
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
    # The Vietnamese words each notebook names in its Markdown, in both languages: the English text keeps the
    # Vietnamese words of the game, as the Xeeng Phỏm guide uses them.
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
    PICTURES = ("01_deck_deal_words", "02_phom_points", "03_a_turn", "06_play_the_bots")
