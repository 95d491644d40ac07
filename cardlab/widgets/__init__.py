"""Jupyter widgets for the cardlab course: the only part of cardlab that imports ipywidgets.

Tongits:

* :class:`HandBuilder` — click cards from a 52-card palette; live best
  arrangement, deadwood, verdicts with reasons, best discard;
* :class:`FightCalculator` — three players' melds and hands: who may Fight,
  who is burned, the answers, the winner and the payments;
* :class:`Table` — play a hand against two greedy bots, with a coach;
* :class:`Replay` — step through a finished game record.

Each widget calls the engine and renders its objects (never re-implements a
rule), switches between English and Vietnamese (``cardlab.set_language``),
and carries a static HTML fallback so an exported notebook still shows the
cards.
"""
from .fight import FightCalculator
from .tongits import HandBuilder
from .replay import Replay, replay_states
from .table import Table

__all__ = ["HandBuilder", "FightCalculator", "Table", "Replay", "replay_states"]
