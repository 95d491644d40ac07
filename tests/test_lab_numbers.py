"""Numbers the strategy labs print in sentences: the decimal point in English, the decimal comma in Vietnamese."""
import re

import pytest

import cardlab
from cardlab.errors import CardlabError
from cardlab.lab import chan as chlab, indian_rummy as irlab, phom as phlab, tongits as tglab
from cardlab.lab.stats import Share, decimal_mark, number, pct


def test_pct_writes_the_decimal_comma_in_vietnamese():
    assert pct(0.28) == "28.0%"
    cardlab.set_language("vi")
    assert pct(0.28) == "28,0%"
    assert pct(0.28, language="en") == "28.0%"


def test_pct_places_sets_the_decimals_a_plot_axis_needs():
    assert pct(0.25, language="vi", places=0) == "25%"
    assert pct(0.025, language="vi", places=1) == "2,5%"
    assert pct(0.125, language="en", places=2) == "12.50%"


def test_decimal_mark_is_a_point_in_english_and_a_comma_in_vietnamese():
    assert decimal_mark() == "."
    assert decimal_mark("vi") == ","
    cardlab.set_language("vi")
    assert decimal_mark() == ","


def test_number_writes_the_decimal_comma_in_vietnamese_and_keeps_the_sign_when_asked():
    assert number(6.64) == "6.6"
    assert number(-0.666, 2, signed=True) == "-0.67"
    assert number(0.5, signed=True) == "+0.5"
    cardlab.set_language("vi")
    assert number(6.64) == "6,6"
    assert number(12.345, 2, signed=True) == "+12,35"
    assert number(3, 0) == "3"


def test_a_share_reads_with_the_decimal_comma_in_vietnamese():
    cardlab.set_language("vi")
    assert str(Share(168, 600)) == "thắng 168/600 ván = 28,0% (khoảng tin cậy 95%: 24,6% đến 31,7%)"
    cardlab.set_language("en")
    assert str(Share(168, 600)) == "168 of 600 games won = 28.0% (95% interval 24.6% to 31.7%)"


@pytest.mark.parametrize("report", [
    lambda: str(tglab.seat_study(3)),
    lambda: str(phlab.table_study(2)),
    lambda: str(irlab.drop_study(2)),
    lambda: str(irlab.race_study(games=2, jokers=(0,), cap=5)),
    lambda: str(chlab.table_study(2)),
], ids=["tongits", "phom", "indian_rummy_drop", "indian_rummy_race", "chan"])
def test_every_lab_report_writes_its_decimals_with_a_comma_in_vietnamese(report):
    cardlab.set_language("vi")
    vietnamese = report()
    cardlab.set_language("en")
    english = report()
    assert re.search(r"\d\.\d", english), english
    assert not re.search(r"\d\.\d", vietnamese), vietnamese
    assert re.search(r"\d,\d", vietnamese), vietnamese


@pytest.mark.parametrize("call, quoted", [
    (lambda: number("6.6"), "'6.6'"),
    (lambda: number(True), "True"),
    (lambda: number(1.5, places=-1), "-1"),
    (lambda: pct(None), "None"),
    (lambda: pct(0.5, language="fr"), "'fr'"),
    (lambda: pct(0.5, places=1.5), "1.5"),
    (lambda: decimal_mark("fr"), "'fr'"),
])
def test_number_pct_and_decimal_mark_refuse_bad_input_quoting_it(call, quoted):
    with pytest.raises(CardlabError, match=re.escape(quoted)):
        call()
