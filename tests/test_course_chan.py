"""The Chắn course: seven lessons and the hand-builder page, present in both languages, built from their scripts,
executed, the lessons ending with checked questions, and fit for nbval (the tests: ``course_suite.py``)."""
from cardlab import chan
from course_suite import CourseSuite


class TestChanCourse(CourseSuite):
    GAME = MODULE = "chan"
    RULES = chan.Rules
    QUIZ_SET = "chan_set"
    TITLE = "# Chắn "
    GUIDE = "the Tổ Tôm / Chắn page"
    EXERCISES = "chan.ipynb"
    LESSONS = {
        "01_the_100_cards": "chan_01_cards.py",
        "02_pairs_winning_hand": "chan_02_pairs.py",
        "03_a_turn": "chan_03_turn.py",
        "04_winning_cuoc": "chan_04_cuoc.py",
        "05_dead_hand_match": "chan_05_dead_hand.py",
        "06_play_the_bots": "chan_06_bots.py",
        "07_strategy_lab": "chan_07_lab.py",
    }
    PAGES = {"hand_builder": "chan_tools.py"}
    # The game's own words each notebook names, in both languages (the English text keeps and explains them).
    TERMS = {
        "01_the_100_cards": ["Vạn", "Sách", "Văn", "Chi chi", "nọc", "Chắn", "Cạ"],
        "02_pairs_winning_hand": ["Chắn", "Cạ", "què", "ù", "chờ"],
        "03_a_turn": ["bốc", "ăn", "Chíu", "đánh", "Trì"],
        "04_winning_cuoc": ["cước", "dịch", "Ù xuông", "Thập thành", "Bạch định", "Tám đỏ", "Kính tứ chi", "Lèo",
                            "Tôm", "Thiên ù", "Chíu ù", "Bòn", "Bạch thủ"],
        "05_dead_hand_match": ["Thông", "Địa ù", "nọc"],
        "06_play_the_bots": ["bốc", "ăn", "Chíu", "đánh", "ù"],
        "07_strategy_lab": ["cước", "chờ", "ù"],
        "hand_builder": ["Chắn", "Cạ", "chờ"],
    }
    PICTURES = ("01_the_100_cards", "02_pairs_winning_hand", "03_a_turn", "06_play_the_bots")
    # Chắn pairs cards; it has no phỏm (Tongits' and Phỏm's melds).
    FORBIDDEN_VI = ("phỏm",)
