"""In Vietnamese mode every text the Tongits widgets show is Vietnamese (GLOSSARY words).

Each widget is driven headless in Vietnamese — a whole hand at the table,
hands and typos in the hand builder, a typo in the Fight calculator — and
every rendered text, label and button is searched for English game words.
"Khiêu chiến (Fight)", the agreed loan name, is allowed; option names
written with underscores (``ace_high_in_runs``) are identifiers, not words.
"""
import re
from html import unescape

import pytest

import cardlab
from cardlab import tongits

pytest.importorskip("ipywidgets")
from cardlab.widgets import FightCalculator, HandBuilder, Table  # noqa: E402

DENYLIST = ("meld", "melds", "deadwood", "discard", "discards", "discarding", "draw", "player", "players",
            "turn", "turns", "you", "your", "fight", "sapaw", "chow", "stock", "challenge", "challenger", "fold",
            "burned", "wins", "winner", "hand", "card", "cards", "point", "points", "set", "run", "coach",
            "bot", "bots", "expose", "lay", "pile", "caller", "answer", "nobody", "the", "is", "and", "or")
_ENGLISH = re.compile(r"\b(" + "|".join(DENYLIST) + r")\b", re.IGNORECASE)


def text_of(html: str) -> str:
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def english_words(text: str) -> list[str]:
    """The denylisted English words in ``text`` ("Khiêu chiến (Fight)" is the agreed name)."""
    text = text.replace("Khiêu chiến (Fight)", "Khiêu chiến").replace("Khiêu chiến (Khiêu chiến)", "")
    return _ENGLISH.findall(text)


def labels(widget) -> list[str]:
    """Every description, option label and HTML value inside an ipywidgets tree."""
    found = []
    for attr in ("description", "tooltip"):
        v = getattr(widget, attr, None)
        if isinstance(v, str):
            found.append(text_of(v))
    if widget.__class__.__name__ == "HTML":      # other widgets' values are codes or the learner's typing
        found.append(text_of(widget.value))
    for option in getattr(widget, "_options_labels", ()) or ():
        found.append(option)
    for child in getattr(widget, "children", ()) or ():
        found.extend(labels(child))
    return found


def play_through_in_vietnamese(table, max_steps: int, replay_steps=(), forbidden=()):
    """Let the coach play ``table`` to the end of the hand, checking every text shown on the way (and in the
    replay's frames ``replay_steps``, the last one meaning the end) for English words and ``forbidden`` words."""
    from cardlab.widgets import Replay
    steps = 0
    while True:
        shown = labels(table.widget) + [table.coach_text, table.warning_text, table.error] + table.log
        for text in shown:
            assert english_words(text) == [], text
            assert not [word for word in forbidden if word in text], text
        if table.outcome is not None:
            break
        table.play_coach()
        steps += 1
        assert steps < max_steps
    replay = Replay(table.state)
    for step in replay_steps:
        replay.go(min(step, replay.total))
        for text in labels(replay.widget):
            assert english_words(text) == [], text
    return shown


@pytest.fixture
def vietnamese():
    cardlab.set_language("vi")
    yield
    cardlab.set_language("en")


def test_the_denylist_finds_english_and_allows_the_loan_name():
    assert english_words("Player 0 (you) to act: discard") == ["Player", "you", "discard"]
    assert english_words("gọi Khiêu chiến (Fight) · tùy chọn ace_high_in_runs") == []


@pytest.mark.parametrize("level", ["gentle", "greedy"])
def test_a_whole_hand_at_the_table_in_vietnamese_has_no_english_word(vietnamese, level):
    table = Table(seed=1, bots=level)
    assert table.act(cardlab.Action("draw", player=0)) is False   # the dealer may not draw: the reason in Vietnamese
    play_through_in_vietnamese(table, 200)
    assert "Ván đã kết thúc" in text_of(table.status.value)


def test_the_hand_builder_in_vietnamese_has_no_english_word(vietnamese):
    hb = HandBuilder(hand="AS 2S 3S 7H 7D 7C 8H 9H 10H QC QD 2C KD")
    for hand in ("6S 7D 8C KH", "5S 6S 8S KH", "QS KS AS 7C", "7H 8H 9H 7D 7C KS"):
        hb.set_hand(hand)
        for text in labels(hb.widget):
            assert english_words(text) == [], text
    hb.set_option("concealed_melds_count_as_deadwood", True)
    hb.set_hand("AS 2S 3S 9D")
    assert hb.set_hand("AS 2S 1X") is False and hb.toggle("AS AS") is False
    for text in labels(hb.widget) + [hb.error]:
        assert english_words(text) == [], text


def test_the_fight_calculator_in_vietnamese_has_no_english_word(vietnamese):
    fc = FightCalculator()
    for text in labels(fc.widget):
        assert english_words(text) == [], text
    fc.set_player("B", hand="QH 8X")                  # a typo: flagged in Vietnamese
    fc.set_player("C", exposed="5S 6D 7C")            # not a meld
    assert fc.errors
    for text in labels(fc.widget) + fc.errors:
        assert english_words(text) == [], text
    fc.set_caller("C")
    for text in labels(fc.widget):
        assert english_words(text) == [], text
