"""Chắn deck, notation, names, red cards, Tôm and Lèo lists, junk input, rendering."""
import pytest
from hypothesis import given, strategies as st

import cardlab
from cardlab import chan, render
from cardlab.chan import CHI_CHI, DECK, FACES, ChanCard, ChanHand, ChanSuit
from cardlab.errors import CardlabError, CardTypeError, NotationError


def test_deck_has_25_faces_four_copies_each_100_cards():
    assert len(FACES) == 25 and len(set(FACES)) == 25
    assert len(DECK) == 100
    assert all(DECK.count(f) == 4 for f in FACES)
    ranks = {f.rank for f in FACES if not f.is_chi_chi}
    assert ranks == set(range(2, 10))
    assert {f.suit for f in FACES} == {ChanSuit.MYRIADS, ChanSuit.STRINGS, ChanSuit.CASH, None}


@pytest.mark.parametrize("card", FACES, ids=str)
def test_every_face_round_trips_through_notation_name_and_chinese(card):
    assert ChanCard.parse(str(card)) == card
    assert eval(repr(card), {"ChanCard": ChanCard}) == card
    assert ChanCard.parse(card.name) == card
    assert ChanCard.parse(card.chinese) == card
    assert ChanCard.parse(str(card).lower()) == card


@pytest.mark.parametrize("text,code", [
    ("Tam vạn", "3V"), ("tam van", "3V"), ("TAM VẠN", "3V"), ("Bát sách", "8S"), ("bat sach", "8S"),
    ("Thất văn", "7N"), ("that văn", "7N"), ("Thất vằn", "7N"), ("Chi chi", "CC"), ("chi chi", "CC"),
    ("chichi", "CC"), ("cc", "CC"), ("Nhị vạn", "2V"), ("nhi van", "2V"), ("Tứ sách", "4S"), ("tu sach", "4S"),
    ("Ngũ văn", "5N"), ("Lục vạn", "6V"), ("luc van", "6V"), ("Cửu sách", "9S"), ("cuu sach", "9S"),
    ("三萬", "3V"), ("三万", "3V"), ("八索", "8S"), ("七文", "7N"), ("半文", "CC"), (" 9n ", "9N"),
])
def test_names_parse_with_or_without_diacritics_in_any_case(text, code):
    assert str(ChanCard.parse(text)) == code


def test_without_diacritics_van_means_van_myriads_and_vawn_needs_its_breve():
    assert ChanCard.parse("that van").suit is ChanSuit.MYRIADS
    assert ChanCard.parse("thất văn").suit is ChanSuit.CASH


def test_names_read_rank_then_suit():
    assert ChanCard.parse("3V").name == "Tam vạn"
    assert ChanCard.parse("8S").name == "Bát sách"
    assert ChanCard.parse("7N").name == "Thất văn"
    assert CHI_CHI.name == "Chi chi"
    assert ChanCard.parse("3V").chinese == "三萬"
    assert ChanCard.parse("7N").chinese == "七文"
    assert ChanCard.parse("8S").chinese == "八索"


def test_parse_cards_accepts_strings_tokens_cards_and_mixed_names():
    as_text = chan.parse_cards("3V 3S 7N CC")
    assert str(as_text) == "3V 3S 7N CC"
    assert repr(as_text) == "ChanHand('3V 3S 7N CC')"
    assert eval(repr(as_text), {"ChanHand": ChanHand}) == as_text
    assert chan.parse_cards(["3V", "3S", "7N", "CC"]) == as_text
    assert chan.parse_cards(list(as_text)) == as_text
    assert chan.parse_cards("Tam vạn, tam sách Thất văn chi chi") == as_text
    assert chan.parse_cards(["Tam vạn", "Tam sách", "Thất văn", "Chi chi"]) == as_text
    assert chan.parse_cards(CHI_CHI) == [CHI_CHI]
    assert chan.parse_cards("3V tam sach 7N CC") == as_text


@pytest.mark.parametrize("junk", ["1V", "10S", "3X", "", "   ", "ZZ", "3V 1X", "tam", "tam xyz", "nhat van", "AS",
                                  "CCC", "3V3S"])
def test_junk_strings_raise_notation_error_quoting_the_junk(junk):
    with pytest.raises(NotationError) as info:
        chan.parse_cards(junk)
    assert isinstance(info.value, ValueError)
    if junk.strip():
        assert junk.split()[-1] in str(info.value)


@pytest.mark.parametrize("junk", [None, 42, 4.2, b"3V", {"3V": 1}, [None], [42], [cardlab.Card.parse("AS")]])
def test_non_cards_raise_card_type_error(junk):
    with pytest.raises(CardTypeError) as info:
        chan.parse_cards(junk)
    assert isinstance(info.value, ValueError) and isinstance(info.value, TypeError)


def test_a_french_card_is_refused_naming_the_mix_up():
    with pytest.raises(CardTypeError, match="French"):
        ChanCard.parse(cardlab.Card.parse("AS"))


@pytest.mark.parametrize("rank,suit", [(1, ChanSuit.MYRIADS), (10, ChanSuit.CASH), (3, None), (0, ChanSuit.STRINGS)])
def test_card_constructor_refuses_cards_outside_the_deck(rank, suit):
    with pytest.raises(CardlabError):
        ChanCard(rank, suit)


def test_card_constructor_refuses_wrong_types():
    with pytest.raises(CardTypeError):
        ChanCard("3", ChanSuit.MYRIADS)
    with pytest.raises(CardTypeError):
        ChanCard(3, "V")


RED = ["8V", "9V", "8S", "9S", "CC"]


@pytest.mark.parametrize("card", FACES, ids=str)
def test_red_cards_are_bat_van_cuu_van_bat_sach_cuu_sach_and_chi_chi(card):
    assert chan.is_red(card) == (str(card) in RED)
    assert chan.is_red(str(card)) == (str(card) in RED)


def test_twenty_red_cards_in_the_deck_all_others_black():
    assert sum(c.is_red for c in DECK) == 20
    assert [c.name for c in chan.RED_FACES] == ["Bát vạn", "Bát sách", "Cửu vạn", "Cửu sách", "Chi chi"]


def test_is_red_refuses_junk():
    with pytest.raises(NotationError):
        chan.is_red("1X")
    with pytest.raises(CardTypeError):
        chan.is_red(None)


def test_tom_is_tam_van_tam_sach_that_van_card_by_card():
    assert [c.name for c in chan.TOM] == ["Tam vạn", "Tam sách", "Thất văn"]
    assert chan.find_combos("3V 3S 7N") == {"tom": 1, "leo": 0}
    for missing in ("3V", "3S", "7N"):
        rest = [c for c in ("3V", "3S", "7N") if c != missing]
        assert chan.find_combos(rest) == {"tom": 0, "leo": 0}


def test_leo_is_cuu_van_bat_sach_chi_chi_card_by_card():
    assert [c.name for c in chan.LEO] == ["Cửu vạn", "Bát sách", "Chi chi"]
    assert chan.find_combos("9V 8S CC") == {"tom": 0, "leo": 1}
    for missing in ("9V", "8S", "CC"):
        rest = [c for c in ("9V", "8S", "CC") if c != missing]
        assert chan.find_combos(rest) == {"tom": 0, "leo": 0}
    # Near misses: the other suits of the same ranks are not Lèo.
    assert chan.find_combos("9S 8V CC 9N 8N") == {"tom": 0, "leo": 0}


def test_each_tom_and_leo_set_counts_without_reusing_a_card():
    assert chan.find_combos("3V 3V 3S 3S 7N 7N") == {"tom": 2, "leo": 0}
    assert chan.find_combos("3V 3V 3S 7N 7N") == {"tom": 1, "leo": 0}
    assert chan.find_combos("9V 9V 9V 8S 8S 8S CC CC CC CC") == {"tom": 0, "leo": 3}
    assert chan.find_combos("3V 3S 7N 9V 8S CC") == {"tom": 1, "leo": 1}


def test_find_combos_refuses_a_fifth_copy():
    with pytest.raises(NotationError, match="holds 4"):
        chan.find_combos("3V 3V 3V 3V 3V")


@given(st.lists(st.sampled_from(FACES), min_size=1, max_size=20))
def test_notation_round_trips_for_any_card_list(cards):
    text = " ".join(str(c) for c in cards)
    assert chan.parse_cards(text) == cards
    assert chan.parse_cards(", ".join(c.name for c in cards)) == cards


def test_long_card_svg_shows_name_chinese_and_red_band():
    red = render.long_card_svg(ChanCard.parse("8S"))
    assert "八" in red and "索" in red and "Bát" in red and "sách" in red and render.RED in red
    black = render.long_card_svg(ChanCard.parse("3V"))
    assert "三" in black and "萬" in black and "Tam" in black and render.RED not in black
    cc = render.long_card_svg(CHI_CHI)
    assert "半" in cc and "Chi" in cc and render.RED in cc
    assert red.startswith("<svg") and red.endswith("</svg>")


def test_cards_and_hands_show_as_long_cards_in_jupyter():
    hand = chan.parse_cards("3V 3S 7N CC")
    html = hand._repr_html_()
    # Cards are data-URI images so that untrusted notebooks still show them.
    assert html.count("data:image/svg+xml;base64,") == 4 and "3V 3S 7N CC" in html
    assert CHI_CHI._repr_html_().count("data:image/svg+xml;base64,") == 1
    assert "no cards" in render.long_cards_html([])
