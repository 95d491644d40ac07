"""What the strategy labs' plots share: numbers on their axes written the way the sentences beside them are.

A Vietnamese lab writes "1,96" and "28,0%" in its text (:func:`cardlab.lab.stats.number` and
:func:`~cardlab.lab.stats.pct`); :func:`localize_ticks` makes the tick labels of a plot agree
("0,05", "25%"), English keeping its decimal point. Only this module knows matplotlib, and it imports
it when a plot asks, so importing :mod:`cardlab.lab` (or the engine) loads no plotting library.
"""
from __future__ import annotations

from functools import cache
from typing import Iterable

from ..errors import CardlabError
from ..explain import get_language, quoted, register_messages
from .stats import decimal_mark, number, pct

register_messages({
    "error.lab.axes": {"en": "ax={value}: expected a matplotlib Axes, such as ax in fig, ax = plt.subplots()",
                       "vi": "ax={value}: cần một Axes của matplotlib, như ax trong fig, ax = plt.subplots()"},
    "error.lab.percent": {"en": 'percent={value}: expected "", "x", "y" or "xy" (the axes that show rates)',
                          "vi": 'percent={value}: cần "", "x", "y" hoặc "xy" (các trục vẽ tỉ lệ)'},
    "error.lab.percent_labels": {
        "en": "percent={value}: the {axis} axis is labelled by categories or fixed labels, not by numbers",
        "vi": "percent={value}: trục {axis} ghi nhãn bằng hạng mục hoặc nhãn cố định, không phải bằng số"},
})

#: More decimals than any tick of a lab plot needs; a tick that would need more is written rounded.
MOST_PLACES = 6


def _places(values: Iterable[float]) -> int:
    """The fewest decimals that write every tick exactly (0.25, 0.5, 0.75 need 2; 0, 5, 10 need none).

    One count for the whole axis, as matplotlib does: "0.0, 0.5, 1.0", not "0, 0.5, 1"."""
    values = list(values)
    for places in range(MOST_PLACES + 1):
        # Ticks are sums of float steps (0.1 + 0.2): equal up to a billionth counts as exact.
        if all(abs(round(v, places) - v) <= 1e-9 * max(1.0, abs(v)) for v in values):
            return places
    return MOST_PLACES


def _tick_text(value: float, ticks: Iterable[float], percent: bool, language: str, minus: str) -> str:
    """How the tick at ``value`` reads among ``ticks``: through :func:`number` or :func:`pct`, the one place
    that decides how a number is written in a language."""
    scale = 100 if percent else 1
    places = _places(scale * v for v in [*ticks, value])
    if round(scale * value, places) == 0:
        value = 0.0                     # a tick at -1e-17 (sums of float steps) reads 0, not -0
    text = pct(value, language, places) if percent else number(value, places, language=language)
    # matplotlib writes negative ticks with the minus sign "−" (rcParams["axes.unicode_minus"]); so do we.
    return minus + text[1:] if text.startswith("-") else text


def localize_ticks(ax, percent: str = "", language: str | None = None) -> None:
    """Write the numbers on ``ax``'s numeric axes as the language writes them: ``0,05`` in Vietnamese, ``0.05`` in English.

    Call it once the data is drawn. ``percent`` names the axes that show rates (``"x"``, ``"y"``,
    ``"xy"``; ``""`` for none): their ticks read like :func:`~cardlab.lab.stats.pct` (0.25 → ``25%``,
    ``2,5%``). An axis labelled by categories (``ax.bar(["seat 0", "seat 1"], …)``) or by fixed labels
    (``ax.set_xticks(ticks, names)``) keeps its labels: only numeric axes get the new formatter.
    ``language`` defaults to the current one, fixed when this is called, so the plot reads the same
    when it is drawn again later.

    Raises:
        CardlabError: for ``ax`` that is not a matplotlib Axes, ``percent`` other than ``""``, ``"x"``,
            ``"y"`` and ``"xy"``, a ``percent`` axis labelled by categories, or a language other than
            ``"en"`` and ``"vi"``.
    """
    # Imported here, not at the top: the package (and the test that imports all of it) stays matplotlib-free.
    from matplotlib import rcParams
    from matplotlib.axes import Axes
    from matplotlib.ticker import ScalarFormatter

    if not isinstance(ax, Axes):
        raise CardlabError.of("error.lab.axes", value=quoted(ax))
    if not isinstance(percent, str) or percent not in ("", "x", "y", "xy"):
        raise CardlabError.of("error.lab.percent", value=quoted(percent))
    language = language or get_language()
    decimal_mark(language)              # refuses an unknown language now, not at the first drawing
    minus = "\N{MINUS SIGN}" if rcParams["axes.unicode_minus"] else "-"

    def numeric(axis) -> bool:
        # matplotlib's default for numbers (or ours, from an earlier call); a categorical axis has a
        # StrCategoryFormatter and set_xticks(ticks, labels) a FixedFormatter, whose labels must stay.
        formatter = axis.get_major_formatter()
        return isinstance(formatter, ScalarFormatter) or getattr(formatter, "cardlab_ticks", False)

    axes = {"x": ax.xaxis, "y": ax.yaxis}
    for name in percent:
        if not numeric(axes[name]):
            raise CardlabError.of("error.lab.percent_labels", value=quoted(percent), axis=name)
    for name, axis in axes.items():
        if numeric(axis):
            axis.set_major_formatter(_formatter_type()(name in percent, language, minus))


@cache
def _formatter_type():
    """The matplotlib tick formatter that writes ticks with :func:`_tick_text` (made once, when a plot asks)."""
    from matplotlib.ticker import Formatter

    class LanguageTicks(Formatter):
        # Ours: a second localize_ticks call may replace it (another language, other rates).
        cardlab_ticks = True

        def __init__(self, percent: bool, language: str, minus: str):
            self.percent, self.language, self.minus = percent, language, minus
            self.ticks: list[float] = []

        def set_locs(self, locs):
            # matplotlib hands over all the axis's ticks before it asks for their labels.
            self.ticks = list(locs)

        def __call__(self, x, pos=None):
            return _tick_text(x, self.ticks, self.percent, self.language, self.minus)

    return LanguageTicks


__all__ = ["localize_ticks", "MOST_PLACES"]
