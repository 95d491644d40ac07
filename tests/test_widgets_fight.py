"""The Fight calculator, driven headless: the seed's example, answers, refusals, options, languages."""
import re
from html import unescape

import pytest

import cardlab
from cardlab import tongits
from cardlab.errors import CardlabError, InvalidRulesError

pytest.importorskip("ipywidgets")
from cardlab.widgets import FightCalculator  # noqa: E402


def text_of(html: str) -> str:
    # Cards are data-URI images: their alt text is what a reader sees.
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_seed_example_c_is_burned_b_folds_a_wins():
    fc = FightCalculator()
    o = fc.outcome
    assert o is not None and o.winner == "A"
    assert o.burned == ("C",)
    assert o.details["folders"] == ("B",)
    words = text_of(fc.result_html)
    assert "Player A wins the Fight" in words
    assert "burned (cháy bài): Player C" in words
    assert "Player B folds and loses" in words
    # the payments shown are the engine's, and they add up to zero
    assert o.zero_sum
    for player, amount in o.payments.items():
        assert f"{player} {amount:+g}" in words
    # the players' boxes mark the winner and the burned player
    assert "✔ wins" in text_of(fc.players_view.value)
    assert "✘ burned (cháy bài)" in text_of(fc.players_view.value)


def test_deadwood_of_each_hand_comes_from_the_engine():
    fc = FightCalculator()
    assert fc.deadwood == {"A": tongits.deadwood("3D 4D"), "B": tongits.deadwood("QH 8C"), "C": 0}
    assert "deadwood 7" in text_of(fc.players_view.value) and "deadwood 18" in text_of(fc.players_view.value)


def test_only_opponents_with_an_exposed_meld_answer():
    fc = FightCalculator()
    assert fc.responses["A"].disabled            # the caller
    assert fc.responses["C"].disabled            # exposed nothing: burned, no answer
    assert not fc.responses["B"].disabled
    assert fc.responses["C"].layout.visibility == "hidden"


def test_a_challenge_compares_deadwood():
    fc = FightCalculator()
    fc.responses["B"].value = "challenge"
    expected = tongits.fight_result("A", {"A": 7, "B": 18, "C": 0}, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0},
                                    order=["A", "B", "C"])
    assert fc.outcome.payments == expected.payments
    assert fc.outcome.winner == "A"
    assert "Player B challenges with 18 deadwood" in text_of(fc.result_html)


def test_a_lower_challenger_wins():
    fc = FightCalculator()
    fc.set_player("C", exposed="2C 3C 4C", hand="AH")
    fc.set_response("C", "challenge")
    assert not fc.responses["C"].disabled
    assert fc.outcome.winner == "C"
    assert fc.outcome.burned == ()
    assert "Player C has the lowest deadwood, 1, and wins" in text_of(fc.result_html)


def test_tie_option_decides_a_tie_with_the_caller():
    fc = FightCalculator()
    fc.set_player("B", hand="5D 2C")           # 7, like A
    fc.set_response("B", "challenge")
    assert fc.outcome.winner == "B"            # default: a tie goes to the challenger
    fc.tie.value = "caller"
    assert fc.rules.fight_tie_winner == "caller"
    assert fc.outcome.winner == "A"
    assert "fight_tie_winner=caller" in text_of(fc.result_html)


def test_sapaw_since_last_turn_forbids_fight():
    fc = FightCalculator()
    fc.sapawed.value = True
    assert fc.outcome is None
    assert not fc.fight_verdict
    words = text_of(fc.result_html)
    assert "✘ Player A may not call Fight" in words
    assert "sapawed onto your melds since your last turn" in words


def test_a_caller_without_a_meld_may_not_fight():
    fc = FightCalculator()
    fc.set_caller("C")
    assert fc.outcome is None
    assert "Fight needs at least one exposed meld" in text_of(fc.result_html)


def test_an_exposed_meld_that_is_not_a_meld_is_refused_with_the_reason():
    fc = FightCalculator()
    fc.exposed["C"].value = "5S 6D 7C"
    assert fc.outcome is None
    assert "Player C: an exposed meld must be a meld" in text_of(fc.result_html)
    assert "5♠ 6♦ 7♣ is not a run: the suits differ" in text_of(fc.players_view.value)


def test_several_melds_are_separated_by_a_bar():
    fc = FightCalculator()
    fc.exposed["A"].value = "9S 10S JS | 5H 5D 5C"
    assert fc.errors == []
    assert fc.outcome.details["exposed_melds"]["A"] == 2


def test_a_bad_token_shows_the_error_and_no_result():
    fc = FightCalculator()
    fc.hands["B"].value = "QH 8X"
    assert fc.outcome is None
    assert any("'8X'" in e for e in fc.errors)
    assert "Player B, hand:" in text_of(fc.result_html)
    fc.hands["B"].value = "QH 8C"
    assert fc.outcome is not None and fc.errors == []


def test_a_card_placed_twice_is_refused_by_the_deck():
    fc = FightCalculator()
    fc.hands["C"].value = "3D"                 # A holds 3♦ already
    assert fc.outcome is None
    assert any("3♦ is already held by Player A" in e for e in fc.errors)
    assert fc.bad_fields == {("C", "hand")} and fc.player_errors["A"] == [] and fc.player_errors["B"] == []


def test_example_button_restores_the_seed_example():
    fc = FightCalculator()
    fc.set_player("A", exposed=[["5S", "6S", "7S"]], hand="KD")
    fc.set_caller("B")
    fc.example_button.click()
    assert fc.caller.value == "A" and fc.exposed["A"].value == "9S 10S JS"
    assert fc.outcome.winner == "A"


def test_vietnamese():
    fc = FightCalculator()
    fc.language.value = "vi"
    words = text_of(fc.result_html)
    assert "Người chơi A thắng Khiêu chiến" in words
    assert "Người chơi B chọn bỏ cuộc và chịu thua" in words     # the engine's reason
    assert cardlab.get_language() == "vi"
    assert fc.responses["B"].options[1][0] == "Bỏ cuộc"
    assert [label for label, _ in fc.tie.options] == ["người thách đấu thắng", "người gọi thắng"]
    assert fc.responses["B"].value == "fold"


def test_static_fallback_and_repr():
    fc = FightCalculator()
    bundle = fc._repr_mimebundle_()
    assert "<svg" not in bundle["text/html"] and "data:image/svg+xml;base64," in bundle["text/html"] and "Player A wins the Fight" in bundle["text/html"]
    assert bundle["text/plain"].startswith("FightCalculator(caller='A'")
    assert "0x" not in bundle["text/plain"]


def test_junk_arguments():
    fc = FightCalculator()
    with pytest.raises(CardlabError):
        fc.set_player("D", hand="AS")
    with pytest.raises(CardlabError):
        fc.set_response("B", "maybe")
    with pytest.raises(CardlabError):
        fc.set_caller(None)
    with pytest.raises(InvalidRulesError):
        FightCalculator(rules={"fight_tie_winner": "caller"})
