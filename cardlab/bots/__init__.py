"""Bots choose an action from a player's view: they never see the state itself.

``RandomBot`` plays any legal action; each game has a ``GreedyBot`` in
``cardlab.bots.<game>`` that plays sensibly and explains its choice
(``bot.last_reason``), which the coach in the widgets shows.
"""
from __future__ import annotations

import importlib
import random

from ..errors import CardlabError


class Bot:
    """What every bot shares: a seeded generator, the reason for its last choice, the legal actions.

    ``seed`` seeds ``self.rng`` (a bot never draws from global randomness);
    ``last_reason`` is one sentence about the last choice (the coach in the
    widgets shows it). Subclasses implement :meth:`choose`, usually starting
    with ``actions = self.legal(view)``.
    """

    name = "bot"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.last_reason = ""

    def legal(self, view) -> list:
        """The view's legal actions as a list.

        Raises:
            CardlabError: if the view offers no legal action (not this player's turn).
        """
        actions = list(view.legal_actions)
        if not actions:
            raise CardlabError(f"player {view.player} has no legal action to choose from")
        return actions

    def choose(self, view):
        """One of ``view.legal_actions``."""
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def choose(self, view):
        actions = self.legal(view)
        self.last_reason = "chosen at random"
        return self.rng.choice(actions)


def make_bot(game_module, kind: str, seed: int = 0):
    """A bot for a game by kind: ``"random"`` or ``"greedy"``.

    Raises:
        CardlabError: for another kind, naming the two there are.
    """
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        name = game_module.__name__.rsplit(".", 1)[-1]
        return importlib.import_module(f"cardlab.bots.{name}").GreedyBot(seed)
    raise CardlabError(f"{kind!r} is not a bot: expected 'random' or 'greedy'")
