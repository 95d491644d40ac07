"""A best discard prints in the learner's language (the Tongits lesson on melds prints one)."""
import pytest

import cardlab
from cardlab import tongits


@pytest.fixture
def vietnamese():
    cardlab.set_language("vi")
    yield
    cardlab.set_language("en")


HAND = "AS 2S 3S 7H 7D 7C 8H 9H 10H QD QC"


def test_a_discard_prints_in_english_as_before():
    choice = tongits.arrange(HAND).best_discard()
    assert str(choice) == "discard Q♣: [A♠ 2♠ 3♠] [7♥ 7♦ 7♣] [8♥ 9♥ 10♥] | deadwood Q♦ = 10"


def test_a_discard_prints_in_vietnamese_after_set_language(vietnamese):
    choice = tongits.arrange(HAND).best_discard()
    assert str(choice) == "đánh Q♣: [A♠ 2♠ 3♠] [7♥ 7♦ 7♣] [8♥ 9♥ 10♥] | bài rác Q♦ = 10 điểm"


def test_a_discards_repr_stays_english(vietnamese):
    choice = tongits.arrange(HAND).best_discard()
    assert repr(choice) == "<Discard discard Q♣: [A♠ 2♠ 3♠] [7♥ 7♦ 7♣] [8♥ 9♥ 10♥] | deadwood Q♦ = 10>"
