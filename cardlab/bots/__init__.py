"""Bots choose an action from a player's view: they never see the state itself.

``RandomBot`` plays any legal action; each game has a ``GreedyBot`` in
``cardlab.bots.<game>`` that plays sensibly and explains its choice
(``bot.last_reason``), which the coach in the widgets shows.
"""
from __future__ import annotations

import importlib
import random

from ..errors import CardlabError


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.last_reason = ""

    def choose(self, view):
        actions = view.legal_actions
        if not actions:
            raise CardlabError(f"player {view.player} has no legal action to choose from")
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
