"""Play whole hands between bots: ``cardlab.play("tongits", ["greedy", "random", "random"], seed=7)``."""
from __future__ import annotations

import importlib
from typing import Sequence

from .errors import CardlabError
from .explain import quoted

# Game name (as typed on the command line) -> module.
GAMES = {
    "tongits": "cardlab.tongits",
    "phom": "cardlab.phom",
    "indian-rummy": "cardlab.indian_rummy",
    "chan": "cardlab.chan",
}


def game_module(game: str):
    """The module of a game by its name (``tongits``, ``phom``, ``indian-rummy``, ``chan``).

    Raises:
        CardlabError: for an unknown game, listing the known ones.
    """
    key = str(game).strip().lower().replace("_", "-")
    key = {"ta-la": "phom", "tala": "phom", "indian": "indian-rummy", "rummy": "indian-rummy"}.get(key, key)
    if key not in GAMES:
        raise CardlabError.of("error.not_a_game", value=quoted(game), games=", ".join(GAMES))
    return importlib.import_module(GAMES[key])


def play(game: str, bots: Sequence = ("greedy", "random", "random"), seed: int = 0, rules=None,
         max_actions: int = 100_000):
    """Play one whole hand of ``game`` between ``bots`` and return the final state.

    ``bots`` are bot objects (with ``choose(view)``) or the names
    ``"random"`` / ``"greedy"``; there is one per player. The final state's
    ``history`` and ``to_json()`` are the record; replaying it gives the same
    game.

    Raises:
        CardlabError: for an unknown game or bot name, or a game that did not
            end within ``max_actions`` (a bug, reported rather than hanging).
    """
    from . import bots as bot_lib

    module = game_module(game)
    players = [bot_lib.make_bot(module, b, seed=seed * 101 + i) if isinstance(b, str) else b
               for i, b in enumerate(bots)]
    state = module.new_game(seed=seed, rules=rules, players=len(players))
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        p = state.current_player
        state.apply(players[p].choose(state.view(p)))
    raise CardlabError.of("error.no_end", game=game, seed=seed, n=max_actions)
