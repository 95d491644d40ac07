"""The Tongits hand builder, driven headless: click buttons, type text, read what it renders.

Expected answers come from the engine (``tongits.arrange``/``deadwood``/
``best_discard``); these tests check that the widget shows them.
"""
import re
from html import unescape
from html.parser import HTMLParser

import pytest

import cardlab
from cardlab import tongits
from cardlab.cards import STANDARD_52, Card
from cardlab.errors import CardlabError, InvalidRulesError, NotationError
from cardlab.explain import message
from cardlab.widgets import HandBuilder
from cardlab.widgets.common import BAD, OK

pytest.importorskip("ipywidgets")


def text_of(html: str) -> str:
    """The visible words of an HTML fragment (SVG titles included, like a screen reader)."""
    # Cards are data-URI images: their alt text is what a reader sees.
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


_FONT_SIZE = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")
_COLOR = re.compile(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6})")
_VOID = {"img", "br", "hr", "input", "meta", "link", "source", "wbr", "area", "col", "embed", "param", "track"}


class _Sized(HTMLParser):
    """Every element of an HTML fragment whose inline style sets ``font-size:NNpx``: size, colour, visible text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open, self.found = [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "img":                       # a card picture reads as its alt text
            self.handle_data(f" {attrs.get('alt') or ''} ")
        if tag in _VOID:
            return
        style = attrs.get("style") or ""
        size, color = _FONT_SIZE.search(style), _COLOR.search(style)
        self.open.append((tag, float(size.group(1)) if size else None, color.group(1) if color else None, []))

    def handle_data(self, data):
        for element in self.open:
            element[3].append(data)

    def handle_endtag(self, tag):
        while self.open:
            name, size, color, words = self.open.pop()
            if size is not None:
                self.found.append((size, color, " ".join("".join(words).split())))
            if name == tag:
                break

    def close(self):
        super().close()
        while self.open:
            self.handle_endtag(self.open[-1][0])


def sized_texts(html: str) -> list:
    """``(font size in px, colour, text)`` of every element with an inline font size, the largest first."""
    parser = _Sized()
    parser.feed(html)
    parser.close()
    return sorted(parser.found, key=lambda found: -found[0])


def headline_of(html: str) -> tuple:
    """``(colour, text)`` of the one element of ``html`` with the largest font size, checked to be the first text.

    The verdict must be what a class reads first from the back of the room: the largest text, alone at its
    size, and the first words of the feedback.
    """
    sized = sized_texts(html)
    top = [found for found in sized if found[0] == sized[0][0]]
    assert len(top) == 1, f"several texts share the largest size: {top}"
    size, color, text = top[0]
    words = " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())
    assert words.startswith(text), f"the largest text {text!r} is not the first words of {words[:120]!r}"
    return color, text


def numbers_line_of(html: str) -> str:
    """The text of the second largest size (the numbers line under a verdict)."""
    sized = sized_texts(html)
    return next(text for size, _color, text in sized if size < sized[0][0])


def click(hb, token):
    hb.buttons[Card.parse(token)].click()


def test_palette_has_52_cards_in_four_suit_rows():
    hb = HandBuilder()
    assert set(hb.buttons) == set(STANDARD_52)
    assert len(hb.palette.children) == 4
    assert all(len(row.children) == 13 for row in hb.palette.children)
    # red suits are drawn red, black suits black, each card's rank and suit written large
    assert hb.buttons[Card.parse("KH")].style.text_color == cardlab.render.RED
    assert hb.buttons[Card.parse("KS")].style.text_color == cardlab.render.BLACK
    assert hb.buttons[Card.parse("10D")].description == "10♦"


def test_clicking_ace_two_three_of_spades_shows_a_run_and_no_deadwood():
    hb = HandBuilder()
    for token in ("AS", "2S", "3S"):
        click(hb, token)
    assert hb.hand_text == "AS 2S 3S"
    words = text_of(hb.feedback_html)
    assert "Deadwood 0 points · 1 meld" in words and "meld(s)" not in words
    assert "✔ run" in words and "is a run" in words
    assert "no deadwood" in words
    assert hb.arrangement.points == 0


def test_a_selected_card_is_highlighted_and_a_second_click_takes_it_out():
    hb = HandBuilder()
    plain = hb.buttons[Card.parse("7H")].style.button_color
    click(hb, "7H")
    assert hb.buttons[Card.parse("7H")].style.button_color != plain
    assert "7♥" in text_of(hb.hand_view.value)
    click(hb, "7H")
    assert hb.hand == []
    assert hb.buttons[Card.parse("7H")].style.button_color == plain


def test_a_bad_typed_token_shows_the_error_in_red_and_keeps_the_hand():
    hb = HandBuilder(hand="AS 2S 3S")
    before = hb.feedback_html
    hb.text.value = "AS 2S 1X"
    assert hb.hand_text == "AS 2S 3S"
    assert "'1X'" in hb.error and "nothing was changed" in hb.error
    assert BAD in hb.message.value and "1X" in hb.message.value
    assert hb.feedback_html == before
    # a good text afterwards replaces the hand and clears the error
    hb.text.value = "qs ks as 5d"
    assert hb.hand_text == " ".join(str(c) for c in sorted(cardlab.parse_cards("QS KS AS 5D")))
    assert hb.error == "" and hb.message.value == ""
    assert all(hb.buttons[c].style.button_color == hb.buttons[Card.parse("AS")].style.button_color
               for c in hb.hand)


@pytest.mark.parametrize("junk", ["JK", "AS AS", None, 42, "AS,,"])
def test_junk_input_is_refused_with_the_engines_message(junk):
    hb = HandBuilder(hand="9C")
    if junk == "AS,,":
        # commas are separators: this is a good hand, not junk
        assert hb.set_hand(junk) and hb.hand_text == "AS"
        return
    assert hb.set_hand(junk) is False
    assert hb.hand_text == "9C"
    assert hb.error


def test_the_hand_holds_at_most_thirteen_cards():
    hb = HandBuilder(hand=STANDARD_52[:13])
    assert hb.toggle("KC") is False
    assert len(hb.hand) == 13
    assert "at most 13" in hb.error
    assert hb.set_hand(STANDARD_52[:14]) is False and len(hb.hand) == 13


def test_a_full_hand_shows_the_engines_best_discard():
    hand = "AS 2S 3S 7H 7D 7C 8H 9H 10H QC QD 2C KD"
    hb = HandBuilder(hand=hand)
    best = tongits.arrange(hand).best_discard()
    words = text_of(hb.feedback_html)
    # Q♦, Q♣ and K♦ each leave 22 points: the tie is named, the engine's choice among them
    ties = [c for c in hb.hand if tongits.arrange([x for x in hb.hand if x != c]).points == best.points]
    assert hb.best_discards == sorted(ties) and best.card in ties and len(ties) == 3
    assert "best discard: Q♦ Q♣ K♦ (a tie)" in words
    assert f"discarding any one of Q♦ Q♣ K♦ leaves the least deadwood: {best.points} points in the 12 cards kept" in words
    # with one card fewer there is no discard to advise
    hb.toggle(best.card)
    assert "best discard" not in text_of(hb.feedback_html)


def test_deadwood_is_explained_card_by_card():
    # 7♥ 8♥ 9♥ is the better meld, so 7♦ 7♣ are deadwood although they could make a set with 7♥
    hb = HandBuilder(hand="7H 8H 9H 7D 7C KS")
    words = text_of(hb.feedback_html)
    assert f"Deadwood {tongits.deadwood('7H 8H 9H 7D 7C KS')}" in words
    assert "7♦ (7 points) could make 7♥ 7♦ 7♣, but 7♥ does more good" in words
    assert "K♠ (10 points): no other card of the hand is close to a meld with it" in words
    assert "is in no meld" not in words


def test_ace_high_option_makes_queen_king_ace_a_run():
    hb = HandBuilder(hand="QS KS AS")
    assert hb.deadwood == tongits.deadwood("QS KS AS") > 0
    hb.options["ace_high_in_runs"].value = True
    assert hb.rules.ace_high_in_runs
    assert hb.deadwood == 0
    assert "✔ run" in text_of(hb.feedback_html)
    hb.options["ace_high_in_runs"].value = False
    assert hb.deadwood > 0


def test_concealed_melds_option_counts_every_card():
    hb = HandBuilder(hand="AS 2S 3S 9D")
    assert hb.deadwood == 9
    assert hb.set_option("concealed_melds_count_as_deadwood", True)
    rules = tongits.Rules(concealed_melds_count_as_deadwood=True)
    assert hb.deadwood == tongits.deadwood("AS 2S 3S 9D", rules)
    assert hb.options["concealed_melds_count_as_deadwood"].value is True
    assert "concealed_melds_count_as_deadwood is on" in text_of(hb.feedback_html)


def test_set_option_refuses_other_options_and_bad_values():
    hb = HandBuilder()
    assert hb.set_option("fight_timing", "before_draw") is False
    assert "not an option of the hand builder" in hb.error
    assert hb.set_option("ace_high_in_runs", "yes") is False
    assert "ace_high_in_runs" in hb.error and hb.rules.ace_high_in_runs is False


def test_clear_button_empties_the_hand():
    hb = HandBuilder(hand="AS 2S 3S")
    hb.clear_button.click()
    assert hb.hand == [] and hb.feedback_html == ""
    assert "Click cards above" in text_of(hb.hand_view.value)
    assert all(b.style.button_color == "white" for b in hb.buttons.values())


def test_set_button_reads_the_text_box():
    hb = HandBuilder()
    hb.text.value = "5H 6H 7H"
    hb.clear()
    hb.set_button.click()
    assert hb.hand_text == "5H 6H 7H"


def test_feedback_switches_to_vietnamese():
    hb = HandBuilder(hand="AS 2S 3S KD")
    hb.language.value = "vi"
    assert cardlab.get_language() == "vi"
    words = text_of(hb.feedback_html)
    assert "Bài rác 10 điểm" in words
    assert "là một sảnh" in words            # the engine's own reason, in Vietnamese
    assert "Xếp bài trên tay" in hb.title.value
    hb.language.value = "en"
    assert "Deadwood 10" in text_of(hb.feedback_html)


def test_static_fallback_shows_the_cards_and_feedback():
    hb = HandBuilder(hand="AS 2S 3S")
    bundle = hb._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert "<svg" not in bundle["text/html"] and "data:image/svg+xml;base64," in bundle["text/html"] and "Deadwood 0" in bundle["text/html"]
    assert bundle["text/plain"] == "HandBuilder(hand='AS 2S 3S')"
    # the cards are images with their names as alt text: a sanitized (untrusted) page keeps them
    for name in ("A♠", "2♠", "3♠"):
        assert f'<img alt="{name}"' in bundle["text/html"]
    assert "0x" not in bundle["text/plain"]


def test_bad_constructor_arguments_raise_value_errors():
    with pytest.raises(InvalidRulesError):
        HandBuilder(rules="seed")
    with pytest.raises(NotationError):
        HandBuilder(hand="1X")
    with pytest.raises(CardlabError):
        HandBuilder(hand=STANDARD_52[:20])


def test_toggle_accepts_text_and_refuses_junk():
    hb = HandBuilder()
    assert hb.toggle("th") and hb.hand_text == "10H"
    assert hb.toggle("AS 2S") is False and "not one card" in hb.error
    assert hb.toggle("ZZ") is False and hb.hand_text == "10H"


def test_a_mixed_suit_sequence_is_a_near_miss_because_the_suits_differ():
    hb = HandBuilder(hand="6S 7D 8C KH")
    words = text_of(hb.feedback_html)
    verdict = tongits.check_meld("6S 7D 8C")
    assert verdict.codes == ("meld.run_suits_differ",)
    assert verdict.text() in words and "the suits differ" in words
    assert "6♠ (6 points)" not in words          # explained as a near miss, not card by card
    assert "K♥ (10 points): no other card of the hand is close to a meld with it" in words


def test_a_run_with_a_gap_says_which_card_it_needs():
    hb = HandBuilder(hand="5S 6S 8S KH 2D")
    words = text_of(hb.feedback_html)
    assert tongits.check_meld("5S 6S 8S").text() in words
    assert "It needs 7♠ to become a meld." in words
    [miss] = hb.near_misses
    assert miss.needed == (Card.parse("7S"),) and tongits.check_meld(list(miss.cards) + [Card.parse("7S")])


def test_two_card_near_misses_name_every_card_that_completes_them():
    hb = HandBuilder(hand="5S 6S 5H 9D")
    words = text_of(hb.feedback_html)
    assert "5♠ 5♥ is not a meld: it has 2 cards and a meld needs at least 3. It needs 5♦ or 5♣ to become a meld." in words
    assert "It needs 4♠ or 7♠ to become a meld." in words
    for miss in hb.near_misses:
        for c in miss.needed:
            assert c not in hb.hand and tongits.check_meld(list(miss.cards) + [c])


def test_q_k_a_with_a_low_ace_is_a_near_miss_explained_by_the_engine():
    hb = HandBuilder(hand="QS KS AS 7C")
    assert [m.verdict.codes for m in hb.near_misses] == [("meld.too_few",), ("meld.run_ace_high",)]
    assert hb.near_misses[0].needed == (Card.parse("JS"),)        # Q♠ K♠ needs J♠
    assert "the Ace is low here" in text_of(hb.feedback_html)


def test_a_single_best_discard_is_named_alone():
    hb = HandBuilder(hand="AS 2S 3S 7H 7D 7C 8H 9H 10H 4C 5D 2C KD")
    best = tongits.arrange(hb.hand).best_discard()
    assert hb.best_discards == [best.card] == [Card.parse("KD")]
    words = text_of(hb.feedback_html)
    assert "best discard: K♦" in words and "(a tie)" not in words


# -- the headline: the verdict, largest and first -----------------------------------------------------------

@pytest.mark.parametrize("language, tongits, discard, lost", [
    ("en", "✔ Tongits!", "✔ Tongits: discard K♦", "Deadwood 32 points · 3 melds"),
    ("vi", "✔ Tongits!", "✔ Tongits: đánh K♦", "Bài rác 32 điểm · 3 phỏm"),
])
def test_tongits_is_the_largest_first_text_and_the_deadwood_a_smaller_line(language, tongits, discard, lost):
    cardlab.set_language(language)
    try:
        melded = HandBuilder(hand="AS 2S 3S 4S 5H 5D 5C 9C 10C JC QD QH QS")   # four melds, nothing left
        assert melded.tongits and headline_of(melded.feedback_html) == (OK, tongits)
        assert numbers_line_of(melded.feedback_html) == message("widgets.hb.headline", points=0, melds=4)
        one_over = HandBuilder(hand="AS 2S 3S 5H 5D 5C 9C 10C JC QD QH QS KD")   # K♦ goes out as the discard
        assert one_over.tongits and one_over.best_discard.card == Card.parse("KD")
        assert headline_of(one_over.feedback_html) == (OK, discard)
        assert numbers_line_of(one_over.feedback_html) == message("widgets.hb.headline", points=10, melds=4)
        # No Tongits: the deadwood count stays the headline, red, with no verdict mark.
        losing = HandBuilder(hand="AS 2S 3S 7H 7D 7C 8H 9H 10H QC QD 2C KD")
        assert not losing.tongits and losing.best_discard.points > 0
        assert headline_of(losing.feedback_html) == (BAD, lost)
    finally:
        cardlab.set_language("en")


def test_a_hand_short_of_thirteen_cards_keeps_its_deadwood_as_the_headline():
    hb = HandBuilder(hand="AS 2S 3S 5H 5D 5C 9C 10C JC QD QH QS")        # twelve cards, all in melds
    assert not hb.tongits
    assert headline_of(hb.feedback_html) == (OK, "Deadwood 0 points · 4 melds")


def test_going_out_by_a_final_discard_names_the_card_even_when_every_card_is_melded():
    rules = tongits.Rules(tongits_on_final_discard=False)
    hb = HandBuilder(hand="AS 2S 3S 4S 5H 5D 5C 9C 10C JC QD QH QS", rules=rules)
    assert hb.tongits
    assert headline_of(hb.feedback_html) == (OK, f"✔ Tongits: discard {hb.best_discard.card.pretty}")
