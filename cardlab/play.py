"""Play whole hands between bots: ``cardlab.play("tongits", ["greedy", "random", "random"], seed=7)``."""
from __future__ import annotations

import importlib
from typing import Sequence

from .errors import CardlabError
from .explain import quoted, register_messages
from .records import check_seed

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
        CardlabError: for an unknown game or bot name, bots that are not a
            list, a bad seed or ``max_actions``, or a game that did not end
            within ``max_actions`` (a bug, reported rather than hanging).
    """
    from .engine import check_int

    module = game_module(game)
    check_seed(seed)
    check_int("max_actions", max_actions, 1, 10_000_000)
    players = make_players(module, bots, seed)
    state = module.new_game(seed=seed, rules=rules, players=len(players))
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        p = state.current_player
        state.apply(players[p].choose(state.view(p)))
    raise CardlabError.of("error.no_end", game=game, seed=seed, n=max_actions)


def make_players(module, bots: Sequence, seed: int = 0) -> list:
    """The bots of a table, one per seat: bot objects kept, names made into bots seeded from ``seed``.

    :func:`play` and the terminal (:mod:`cardlab.terminal`) build their tables here, so the same
    names and seed give the same bots and the same hand.

    Raises:
        CardlabError: for a bad seed, bots that are not a list, or an unknown bot.
    """
    from . import bots as bot_lib

    check_seed(seed)
    if isinstance(bots, (str, bytes)) or not isinstance(bots, (list, tuple)):
        raise CardlabError.of("error.bots_type", value=quoted(bots))
    for b in bots:
        if not isinstance(b, str) and not callable(getattr(b, "choose", None)):
            raise CardlabError.of("error.not_a_bot", value=quoted(b), kinds=", ".join(bot_lib.bot_kinds(module)))
    return [bot_lib.make_bot(module, b, seed=seed * 101 + i) if isinstance(b, str) else b
            for i, b in enumerate(bots)]


register_messages({
    "error.bots_type": {
        "en": "bots={value}: expected a list with one bot per player, such as ['greedy', 'random', 'random']",
        "vi": "bots={value}: cần một danh sách mỗi người chơi một máy, như ['greedy', 'random', 'random']"},
})
