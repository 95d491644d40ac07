"""The numbers on the strategy labs' plot axes: decimal comma in Vietnamese, point in English, categories kept."""
import re
import sys
from pathlib import Path

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")                       # no display: the figures are only drawn to read their labels
import matplotlib.pyplot as plt  # noqa: E402

import cardlab  # noqa: E402
from cardlab.errors import CardlabError  # noqa: E402
from cardlab.lab import chan as chlab, phom as phlab  # noqa: E402
from cardlab.lab.plots import localize_ticks  # noqa: E402
from cardlab.lab.stats import error_bars, pct  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from course_checks import built, code_cells, src  # noqa: E402

LABS = ["tongits_06_lab.py", "phom_07_lab.py", "indian_rummy_07_lab.py", "chan_07_lab.py"]


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def labels(axis) -> list[str]:
    """The tick labels of ``axis`` as drawn."""
    axis.figure.canvas.draw()
    return [t.get_text() for t in axis.get_ticklabels()]


def money_plot():
    """A plot with decimals on both axes: ticks such as 0.25 on x and -0.5 on y."""
    fig, ax = plt.subplots()
    ax.plot([0, 0.25, 0.5, 0.75, 1], [-0.5, 0, 0.5, 1, 1.5])
    ax.set_xticks([0, 0.25, 0.5, 0.75, 1])          # ticks alone, no labels: the axis stays numeric
    return ax


def test_a_vietnamese_lab_axis_writes_its_ticks_with_a_comma():
    cardlab.set_language("vi")
    ax = money_plot()
    localize_ticks(ax)
    assert "0,25" in labels(ax.xaxis)
    assert "0,5" in labels(ax.yaxis) or "0,50" in labels(ax.yaxis)
    assert not any("." in text for text in labels(ax.xaxis) + labels(ax.yaxis))


def test_an_english_lab_axis_writes_its_ticks_with_a_point():
    ax = money_plot()
    localize_ticks(ax)
    assert "0.25" in labels(ax.xaxis)
    assert not any("," in text for text in labels(ax.xaxis) + labels(ax.yaxis))


def test_the_ticks_read_like_matplotlibs_own_but_for_the_decimal_mark():
    ax = money_plot()
    before = [labels(ax.xaxis), labels(ax.yaxis)]
    localize_ticks(ax, language="vi")
    assert [labels(ax.xaxis), labels(ax.yaxis)] == [[t.replace(".", ",") for t in ts] for ts in before]


def test_negative_ticks_keep_matplotlibs_minus_sign_and_zero_has_none():
    ax = money_plot()
    localize_ticks(ax, language="vi")
    ticks = labels(ax.yaxis)
    assert "\N{MINUS SIGN}0,50" in ticks or "\N{MINUS SIGN}0,5" in ticks
    assert not any(t.startswith("-") or re.fullmatch("\N{MINUS SIGN}0(,0+)?", t) for t in ticks)


def test_a_categorical_axis_keeps_its_category_labels():
    cardlab.set_language("vi")
    fig, ax = plt.subplots()
    ax.bar(["ghế 0", "ghế 1", "ghế 2"], [0.25, 0.4, 0.35])
    localize_ticks(ax, percent="y")
    assert labels(ax.xaxis) == ["ghế 0", "ghế 1", "ghế 2"]
    assert labels(ax.yaxis)[:3] == ["0%", "5%", "10%"]


def test_a_horizontal_bar_chart_keeps_its_categories_on_y_and_writes_rates_on_x():
    fig, ax = plt.subplots()
    ax.barh(["Tôm", "Lèo", "Bạch thủ"], [0.025, 0.05, 0.075])
    ax.set_xticks([0, 0.025, 0.05, 0.075])
    localize_ticks(ax, percent="x", language="vi")
    assert labels(ax.yaxis) == ["Tôm", "Lèo", "Bạch thủ"]
    assert "2,5%" in labels(ax.xaxis) and "5,0%" in labels(ax.xaxis)


def test_fixed_tick_labels_stay_as_they_were_set():
    fig, ax = plt.subplots()
    ax.bar([0, 1, 2], [0.5, 1.5, 2.5])
    ax.set_xticks(range(3), ["seat 0", "seat 1", "seat 2"])
    localize_ticks(ax, language="vi")
    assert labels(ax.xaxis) == ["seat 0", "seat 1", "seat 2"]
    assert "1,5" in labels(ax.yaxis)


@pytest.mark.parametrize("percent, rates", [("", ""), ("x", "x"), ("y", "y"), ("xy", "xy")])
def test_percent_option_values_empty_x_y_and_xy_pick_the_axes_written_as_percentages(percent, rates):
    fig, ax = plt.subplots()
    ax.plot([0, 0.5, 1], [0, 0.5, 1])
    localize_ticks(ax, percent=percent, language="en")
    for name, axis in (("x", ax.xaxis), ("y", ax.yaxis)):
        ticks = labels(axis)
        assert all(t.endswith("%") for t in ticks) == (name in rates), (name, ticks)


def test_a_percent_axis_reads_like_pct():
    fig, ax = plt.subplots()
    ax.plot([0, 1], [0.2, 0.3])
    ax.set_yticks([0.2, 0.225, 0.25, 0.275, 0.3])
    localize_ticks(ax, percent="y", language="vi")
    ticks = labels(ax.yaxis)
    assert "25,0%" in ticks and pct(0.25, language="vi") == "25,0%"
    assert ticks[:2] == ["20,0%", "22,5%"]  # one count of decimals for the whole axis, as matplotlib writes it


def test_the_language_is_the_one_current_when_the_ticks_were_localized():
    cardlab.set_language("vi")
    ax = money_plot()
    localize_ticks(ax)
    cardlab.set_language("en")
    assert "0,25" in labels(ax.xaxis)


def test_a_second_call_replaces_the_first():
    ax = money_plot()
    localize_ticks(ax, language="vi")
    localize_ticks(ax, language="en", percent="x")
    assert "25%" in labels(ax.xaxis) and "0.50" in labels(ax.yaxis)


@pytest.mark.parametrize("call, quoted", [
    (lambda ax: localize_ticks("ax"), "'ax'"),
    (lambda ax: localize_ticks(ax, percent="z"), "'z'"),
    (lambda ax: localize_ticks(ax, percent="yx"), "'yx'"),
    (lambda ax: localize_ticks(ax, percent=True), "True"),
    (lambda ax: localize_ticks(ax, language="fr"), "'fr'"),
    (lambda ax: localize_ticks(ax, percent="x"), "'x'"),       # x shows categories
], ids=["not_axes", "unknown_axis", "xy_backwards", "not_text", "unknown_language", "percent_on_categories"])
def test_localize_ticks_refuses_bad_input_quoting_it(call, quoted):
    fig, ax = plt.subplots()
    ax.bar(["a", "b"], [1, 2])
    with pytest.raises(CardlabError, match=re.escape(quoted)):
        call(ax)
    assert labels(ax.xaxis) == ["a", "b"]           # a refused call changes nothing


@pytest.mark.parametrize("script", LABS)
@pytest.mark.parametrize("lang", ["en", "vi"])
def test_every_plot_of_every_lab_localizes_its_ticks(script, lang):
    cells = [src(c) for c in built(script, lang) if c["cell_type"] == "code"]
    plots = [c for c in cells if "plt.subplots" in c]
    assert plots, script
    for cell in plots:
        assert "localize_ticks(" in cell, cell
    assert any("from cardlab.lab.plots import localize_ticks" in c for c in cells)


def _run_lab_cell(script: str, lang: str, marker: str, names: dict):
    """Run the set-up cell and the plot cell containing ``marker`` of a lab as built for ``lang``; its figure."""
    cells = [src(c) for c in code_cells({"cells": built(script, lang)})]
    scope = dict(names)
    exec(cells[0], scope)                                   # imports, set_language, RULES
    scope.update(names)
    exec(next(c for c in cells if marker in c), scope)
    return plt.gcf()


@pytest.mark.parametrize("lang, mark, other", [("vi", ",", "."), ("en", ".", ",")])
def test_the_phom_lab_money_axis_writes_the_languages_decimal_mark(lang, mark, other):
    study = phlab.table_study(8)
    fig = _run_lab_cell("phom_07_lab.py", lang, "study.order", {"study": study, "error_bars": error_bars})
    left, right = fig.axes
    assert labels(left.xaxis)[0].startswith(("plays 1", "đi thứ 1"))      # the turns stay categories
    assert all(t.endswith("%") for t in labels(left.yaxis))
    assert not any(other in t for t in labels(right.yaxis)), labels(right.yaxis)
    right.set_ylim(-1, 1)                   # ticks a quarter of a bet apart: they need decimals
    money = labels(right.yaxis)
    assert f"0{mark}25" in money and not any(other in t for t in money), money


def test_the_chan_lab_bonus_plot_keeps_its_names_and_writes_rates_with_a_comma_in_vietnamese():
    study = chlab.table_study(40)
    fig = _run_lab_cell("chan_07_lab.py", "vi", "ax.barh", {"study": study})
    (ax,) = fig.axes
    assert all(re.fullmatch(r".+ \(\d+\)", t) for t in labels(ax.yaxis)), labels(ax.yaxis)
    rates = labels(ax.xaxis)
    assert all(t.endswith("%") and "." not in t for t in rates), rates
