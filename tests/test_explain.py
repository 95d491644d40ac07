"""Verdicts and reasons render as sentences in English and Vietnamese."""
import pytest

import cardlab
from cardlab.explain import Reason, Verdict, message, register_messages
from cardlab.melds import classify


def test_a_verdict_is_truthy_when_the_answer_is_yes():
    assert Verdict(True) and not Verdict(False)


def test_str_of_a_verdict_is_a_readable_sentence_in_english():
    verdict = classify("6S 7D 8C")
    assert str(verdict) == "6♠ 7♦ 8♣ is not a run: the suits differ."
    assert verdict.codes == ("meld.run_suits_differ",)


def test_the_same_verdict_reads_in_vietnamese_after_set_language():
    verdict = classify("6S 7D 8C")
    cardlab.set_language("vi")
    assert str(verdict) == "6♠ 7♦ 8♣ không phải là sảnh: các lá khác chất."
    assert verdict.text("en") == "6♠ 7♦ 8♣ is not a run: the suits differ."


def test_every_registered_message_exists_in_both_languages_with_the_same_fields():
    from cardlab import explain

    # Importing every game module registers its messages.
    for name in ("tongits", "phom", "indian_rummy", "chan"):
        try:
            __import__(f"cardlab.{name}")
        except ImportError:
            pass
    for code, texts in explain._catalogue.items():
        assert set(texts) >= {"en", "vi"}, code
        assert explain._fields(texts["en"]) == explain._fields(texts["vi"]), code
        assert texts["vi"].strip(), code


def test_unknown_language_is_refused_naming_the_ones_there_are():
    with pytest.raises(ValueError, match="'fr'.*en, vi"):
        cardlab.set_language("fr")
    assert cardlab.get_language() == "en"


def test_a_message_must_come_in_both_languages():
    with pytest.raises(ValueError, match="lacks vi"):
        register_messages({"test.only_en": {"en": "hello"}})
    with pytest.raises(ValueError, match="different fields"):
        register_messages({"test.fields": {"en": "{a}", "vi": "{b}"}})


def test_an_unknown_code_renders_visibly_instead_of_failing():
    assert message("no.such.code", x=1) == "no.such.code(x=1)"


def test_reasons_compare_by_code_and_parameters():
    assert Reason("a.b", n=1) == Reason("a.b", n=1) != Reason("a.b", n=2)
    assert Reason("a.b", n=1)["n"] == 1
    assert repr(Reason("a.b", n=1)) == "Reason('a.b', n=1)"


def test_verdict_data_is_reachable_as_attributes():
    verdict = classify("AS 2S 3S")
    assert verdict.kind == "run" and str(verdict.meld) == "AS 2S 3S"
    with pytest.raises(AttributeError):
        verdict.nothing_here


def test_verdict_html_shows_a_mark_and_the_reasons():
    html = classify("6S 7D 8C")._repr_html_()
    assert "✘" in html and "the suits differ" in html
    assert "✔" in classify("7H 7D 7C")._repr_html_()


def test_reasons_read_as_one_paragraph_with_every_sentence_closed():
    from cardlab.explain import paragraph
    assert paragraph(["penalty 80", "The penalty is capped at 80.", "Why?"]) == \
        "penalty 80. The penalty is capped at 80. Why?"
    assert paragraph([]) == ""
