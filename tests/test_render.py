"""Rendering: pure functions to HTML/SVG; engine objects display themselves in Jupyter."""
from cardlab import Card, parse_cards, render
from cardlab.arrange import arrange
from cardlab.melds import classify


def test_a_card_shows_its_rank_and_suit_and_red_suits_are_red():
    svg = render.card_svg(Card.parse("10H"))
    assert ">10<" in svg and "♥" in svg and render.RED in svg
    black = render.card_svg(Card.parse("KS"))
    assert ">K<" in black and "♠" in black and render.RED not in black


def test_a_joker_is_drawn_differently_from_every_card():
    svg = render.card_svg(Card.parse("JK"))
    assert "JOKER" in svg and "★" in svg


def test_cards_carry_an_accessible_label():
    assert 'aria-label="A♠"' in render.card_svg(Card.parse("AS"))


def test_cards_hands_arrangements_and_verdicts_display_in_jupyter():
    assert 'alt="A♠"' in Card.parse("AS")._repr_html_()
    hand = parse_cards("AS 2S 3S")
    assert hand._repr_html_().count("data:image/svg+xml;base64,") == 3 and "AS 2S 3S" in hand._repr_html_()
    html = arrange("AS 2S 3S 7H 7D 7C KS")._repr_html_()
    assert html.count(render.OK) >= 2 and "deadwood · 10" in html
    assert "✘" in classify("6S 7D 8C")._repr_html_()


def test_cards_in_html_are_images_so_untrusted_notebooks_still_show_them():
    # JupyterLab strips inline <svg> from untrusted outputs; data-URI images survive.
    import base64, re

    html = parse_cards("10H")._repr_html_()
    assert "<svg" not in html
    svg = base64.b64decode(re.search(r"base64,([^\"]+)", html).group(1)).decode()
    assert ">10<" in svg and render.RED in svg and "font-family" in svg


def test_melds_are_framed_green_and_deadwood_red():
    html = render.arrangement_html(arrange("AS 2S 3S KD"))
    meld_part, dead_part = html.split("deadwood · 10")
    assert render.OK in meld_part and render.BAD in html


def test_an_empty_hand_says_so():
    assert "no cards" in render.hand_html([])


def test_plain_text_reprs_are_deterministic_and_paste_back():
    assert repr(Card.parse("AS")) == "Card.parse('AS')"
    assert repr(parse_cards("AS 2S")) == "Hand('AS 2S')"
    assert "0x" not in repr(arrange("AS 2S 3S")) and "0x" not in repr(classify("AS 2S 3S"))
