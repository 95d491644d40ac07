"""Play whole hands between bots: ``cardlab.play("tongits", ["greedy", "random", "random"], seed=7)``."""
from __future__ import annotations

import importlib
from typing import Sequence

from .errors import CardlabError, InvalidRulesError
from .explain import Reason, quoted, register_messages
from .inputs import check_whole_number
from .records import check_seed

MAX_ACTIONS = 10_000_000
"""The most moves ``max_actions`` may allow one hand (the longest real hands take a few hundred)."""

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
        CardlabError: for an unknown game (or a ``game`` that is not text), listing the known ones.
    """
    if not isinstance(game, str):
        raise CardlabError.of("error.not_a_game", value=quoted(game), games=", ".join(GAMES))
    key = game.strip().lower().replace("_", "-")
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
            list, a seed that is not a whole number from 0 to 2**63 - 1, or a
            game that did not end within ``max_actions`` (a bug, reported
            rather than hanging).
        InvalidRulesError: for ``max_actions`` that is not a whole number
            from 1 to :data:`MAX_ACTIONS` (see :func:`check_max_actions`).
    """
    module = game_module(game)
    check_seed(seed)
    check_max_actions(max_actions)
    players = make_players(module, bots, seed)
    state = module.new_game(seed=seed, rules=rules, players=len(players))
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        p = state.current_player
        state.apply(players[p].choose(state.view(p)))
    raise CardlabError.of("error.no_end", game=game, seed=seed, n=max_actions)


def check_max_actions(value) -> int:
    """``value`` if it is a move limit for one hand: a whole number from 1 to :data:`MAX_ACTIONS`.

    :func:`play` and every ``Session.play`` check ``max_actions`` here.

    Raises:
        InvalidRulesError: ``input.whole_number_for``, quoting the value (a ``CardlabError``;
            InvalidRulesError because :func:`play` has always raised it for this argument).
    """
    return check_whole_number("max_actions", value, 1, MAX_ACTIONS, Reason("input.what.max_actions"),
                              error=InvalidRulesError)


def make_players(module, bots: Sequence, seed: int = 0) -> list:
    """The bots of a table, one per seat: bot objects kept, names made into bots seeded from ``seed``.

    :func:`play` and the terminal (:mod:`cardlab.terminal`) build their tables here, so the same
    names and seed give the same bots and the same hand.

    Raises:
        CardlabError: for a seed that is not a whole number from 0 to 2**63 - 1, bots that are not
            a list or tuple, or something in it that is neither a bot's name nor an object with
            ``choose`` (``None`` included), or an unknown bot name.
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
