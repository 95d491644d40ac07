"""Seeded simulations for the strategy labs: win rates and money with honest error bars.

Every hand is dealt from a deal number and every bot draws its choices from
its own seeded generator, so a study gives the same numbers every time it
runs: the lab notebooks print them, and tests recompute them and compare.

* :mod:`cardlab.lab.stats` — what every study shares: :func:`wilson` (the
  95% Wilson interval of a win rate), :class:`Share`, means with standard
  errors, progress bars, playing a hand out;
* :mod:`cardlab.lab.tongits` — :func:`seat_study`, :func:`fight_threshold_sweep`
  (``notebooks/tongits/06_strategy_lab.ipynb``), also importable from here
  as before;
* :mod:`cardlab.lab.phom` — :func:`~cardlab.lab.phom.table_study`,
  :func:`~cardlab.lab.phom.habit_study` (``notebooks/phom/07_strategy_lab.ipynb``);
* :mod:`cardlab.lab.indian_rummy` — :func:`~cardlab.lab.indian_rummy.drop_study`,
  :func:`~cardlab.lab.indian_rummy.race_study` (``notebooks/indian_rummy/07_strategy_lab.ipynb``);
* :mod:`cardlab.lab.chan` — :func:`~cardlab.lab.chan.table_study`,
  :func:`~cardlab.lab.chan.wait_study` (``notebooks/chan/07_strategy_lab.ipynb``);
* :mod:`cardlab.lab.plots` — :func:`~cardlab.lab.plots.localize_ticks`, the labs' plot axes written
  with the language's decimal mark (matplotlib is imported only when a plot asks; not imported here).
"""
from __future__ import annotations

from . import chan, indian_rummy, phom, stats, tongits
from .stats import Share, wilson
from .tongits import ENDINGS, SeatStudy, SweepDifference, SweepPoint, fight_threshold_sweep, seat_study, sweep_differences

__all__ = ["wilson", "Share", "SeatStudy", "SweepPoint", "SweepDifference", "seat_study", "fight_threshold_sweep",
           "sweep_differences", "ENDINGS",
           "stats", "tongits", "phom", "indian_rummy", "chan"]
