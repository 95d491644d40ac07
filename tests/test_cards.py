import pytest
from hypothesis import given, strategies as st

from cardlab import Card, Deck, Hand, Rank, Suit, parse_cards
from cardlab.cards import JOKER, STANDARD_52
from cardlab.errors import CardTypeError, NotationError


@pytest.mark.parametrize("card", STANDARD_52 + (JOKER,), ids=str)
def test_every_card_round_trips_through_its_notation(card):
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.parse(card.pretty) == card


@pytest.mark.parametrize("text,expected", [
    ("10H", "10H"), ("TH", "10H"), ("th", "10H"), ("A♠", "AS"), ("a♠", "AS"), ("jk", "JK"),
    ("qd", "QD"), ("K♣", "KC"), ("9♥", "9H"), ("2♦", "2D"), (" 5c ", "5C"),
])
def test_notation_accepts_every_documented_spelling(text, expected):
    assert str(Card.parse(text)) == expected


def test_parse_cards_accepts_strings_tokens_and_cards():
    as_text = parse_cards("AS 10H, JK")
    assert parse_cards(["AS", "10H", "JK"]) == as_text
    assert parse_cards(list(as_text)) == as_text
    assert parse_cards(Card.parse("AS")) == [Card.parse("AS")]
    assert str(as_text) == "AS 10H JK"
    assert repr(as_text) == "Hand('AS 10H JK')"
    assert eval(repr(as_text), {"Hand": Hand}) == as_text


@pytest.mark.parametrize("junk", ["1X", "11H", "", "   ", "ZZ", "AS 1X", "10", "H", "AJ", "JKK", "10HH"])
def test_junk_strings_raise_notation_error_quoting_the_input(junk):
    with pytest.raises(NotationError) as info:
        parse_cards(junk)
    assert isinstance(info.value, ValueError)
    bad = junk.split()[-1] if junk.strip() else junk
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("junk", [None, 42, 4.2, b"AS", {"AS": 1}])
def test_junk_types_raise_card_type_error_quoting_the_input(junk):
    with pytest.raises(CardTypeError) as info:
        parse_cards(junk)
    assert isinstance(info.value, TypeError) and isinstance(info.value, ValueError)
    assert repr(junk) in str(info.value)


def test_a_list_with_a_non_card_item_is_refused():
    with pytest.raises(CardTypeError, match="42"):
        parse_cards(["AS", 42])


@given(st.text(max_size=8))
def test_random_strings_either_parse_or_raise_a_value_error(text):
    try:
        cards = parse_cards(text)
    except ValueError as exc:
        assert repr(text) in str(exc) or any(repr(t) in str(exc) for t in text.replace(",", " ").split())
    else:
        assert parse_cards(str(cards)) == cards


@given(st.lists(st.sampled_from(STANDARD_52 + (JOKER,)), max_size=20))
def test_any_hand_round_trips_through_its_printed_form(cards):
    if cards:
        assert parse_cards(str(Hand(cards))) == cards


def test_cards_sort_by_rank_then_suit_with_jokers_last():
    assert [str(c) for c in sorted(parse_cards("JK KS 2H AS 2S AC"))] == ["AS", "AC", "2S", "2H", "KS", "JK"]


def test_red_suits_are_hearts_and_diamonds():
    assert [c.is_red for c in parse_cards("AS AH AD AC JK")] == [False, True, True, False, False]


def test_decks_hold_52_cards_each_plus_jokers():
    assert len(Deck()) == 52 and len(set(Deck())) == 52
    two = Deck(decks=2, jokers=2)
    assert len(two) == 106 and two.count(Card.parse("9H")) == 2 and two.count(JOKER) == 2


def test_deck_refuses_a_card_more_often_than_it_holds():
    Deck(2).check_holds(parse_cards("9H 9H"))
    with pytest.raises(NotationError, match="'9H' appears 2 times"):
        Deck(1).check_holds(parse_cards("9H 9H"))


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "2"])
def test_deck_refuses_a_bad_number_of_decks(bad):
    with pytest.raises(ValueError, match=repr(bad).replace(".", r"\.")):
        Deck(decks=bad)


def test_rank_parse_and_symbols():
    assert Rank.parse("t") is Rank.TEN and Rank.TEN.symbol == "10"
    with pytest.raises(NotationError, match="'Z'"):
        Rank.parse("Z")
    assert Suit.HEARTS.symbol == "♥"
