"""Jupyter widgets for the cardlab course: the only part of cardlab that imports ipywidgets.

Tongits:

* :class:`HandBuilder` — click cards from a 52-card palette; live best
  arrangement, deadwood, verdicts with reasons, best discard;
* :class:`FightCalculator` — three players' melds and hands: who may Fight,
  who is burned, the answers, the winner and the payments;
* :class:`Table` — play a hand against bots, with a coach (Tongits by
  default; ``Table(game="phom")`` for Phỏm);
* :class:`Replay` — step through a finished game record (Tongits or Phỏm).

Phỏm:

* :class:`PhomHandBuilder` — a hand with eaten cards marked: best lay-down,
  points, Ù / Ù tròn, móm, best discard;
* :class:`EatSendCalculator` — may I eat the discard (into which phỏm), may I
  send this card;
* :class:`SettlementCalculator` — ranking and money under each payment table.

Chắn (``Table(game="chan")`` plays a deal):

* :class:`ChanCards` — the 25 faces with names and characters, click or type to read them;
* :class:`ChanHandBuilder` — Chắn, Cạ and què; waiting cards (chờ); the win and its cước;
* :class:`CuocScorer` — every cước of a win, main + dịch, and the money, table by table.

Indian Rummy:

* :class:`DeclarationChecker` — 13 or 14 cards, the wild joker, your groups:
  each group's kind, whether the show is valid and why not, the penalty,
  the best grouping and discard, the cards one away from a show;
* :class:`PenaltyCalculator` — a loser's penalty under both grouping rules,
  drops, wrong show, the cap; Pool and Deals running totals;
* ``Table(game="indian_rummy", players=3)`` — a deal against 1–5 greedy bots.

One hand-builder core (``hand_builder.py``), one ``Table`` (``table.py``) and
one ``Replay`` (``replay.py``), each game adding a small adapter on one base
(``adapter.py``; ``tongits.py``, ``phom.py``, ``chan.py``, ``indian_rummy.py``).

Each widget calls the engine and renders its objects (never re-implements a
rule), switches between English and Vietnamese (``cardlab.set_language``),
and carries a static HTML fallback so an exported notebook still shows the
cards.
"""
import gc

from .fight import FightCalculator
from .tongits import HandBuilder
from .phom import EatSendCalculator, PhomHandBuilder, SettlementCalculator
from .chan import ChanCards, ChanHandBuilder, CuocScorer
from .indian_rummy import DeclarationChecker, PenaltyCalculator
from .replay import Replay, replay_states
from .table import Table

# A kernel holds some 50,000 objects of its own (IPython, ipykernel, zmq) before its first cell, 65,000 with
# ipywidgets and these modules, and every full collection walks them all: a pause of tens of milliseconds
# (31 ms in an ipykernel on the 2-core bench machine), in the middle of a click. They live as long as the
# kernel, so they are moved out of the collector's way once, where a kernel first imports the course's
# widgets: collected first (no garbage is kept), then frozen; a full collection then takes 0.1 ms. Objects
# made afterwards are collected as usual. Measured by the bench's "memory in a notebook kernel" row.
gc.collect()
gc.freeze()

__all__ = ["HandBuilder", "FightCalculator", "Table", "Replay", "replay_states", "PhomHandBuilder",
           "EatSendCalculator", "SettlementCalculator", "ChanCards", "ChanHandBuilder", "CuocScorer",
           "DeclarationChecker", "PenaltyCalculator"]
