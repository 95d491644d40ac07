"""Bots choose an action from a player's view: they never see the state itself.

``RandomBot`` plays any legal action; each game has a ``GreedyBot`` in
``cardlab.bots.<game>`` that plays sensibly and explains its choice.

Every reason is a catalogue message in two voices: ``bot.last_reason`` is the
bot speaking of its own move ("my deadwood…" / "bài rác của tôi…"), and
``bot.advice()`` is the same reason addressed to the learner by the coach
("you could…" / "bạn có thể…"), for when a bot's choice is shown as a hint.
Both render in the current language (``cardlab.set_language``).
"""
from __future__ import annotations

import importlib
import random
from typing import Any, Mapping

from ..errors import CardlabError
from ..explain import Reason, message, quoted, register_messages


def _coach(reason: Reason) -> Reason:
    """The coach's form of a bot's reason, clauses included (``bot.x.y`` → ``coach.x.y``)."""
    params = {k: _coach(v) if isinstance(v, Reason) and v.code.startswith("bot.") else v
              for k, v in reason.params}
    return Reason("coach." + reason.code.split(".", 1)[1], **params)


def register_reasons(game: str, reasons: Mapping[str, Mapping[str, str]]) -> None:
    """Register a bot's reasons in both voices: ``{key: {"en", "vi", "coach_en", "coach_vi"}}``.

    ``bot.<game>.<key>`` is the bot's own sentence, ``coach.<game>.<key>`` the coach's sentence
    to the learner; both take the same parameters.
    """
    register_messages({f"bot.{game}.{k}": {"en": t["en"], "vi": t["vi"]} for k, t in reasons.items()})
    register_messages({f"coach.{game}.{k}": {"en": t["coach_en"], "vi": t["coach_vi"]} for k, t in reasons.items()})


class Bot:
    """What every bot shares: a seeded generator, the reason for its last choice, the legal actions.

    ``seed`` seeds ``self.rng`` (a bot never draws from global randomness);
    ``reason`` is the :class:`~cardlab.explain.Reason` for the last choice,
    ``last_reason`` that sentence in the bot's voice and :meth:`advice` in
    the coach's voice, both in the current language. Subclasses implement
    :meth:`choose`, usually starting with ``actions = self.legal(view)``, and
    explain with :meth:`_say`.
    """

    name = "bot"
    game = "common"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.reason: Reason | None = None

    @property
    def last_reason(self) -> str:
        """Why the bot chose its last move, in its own voice and the current language ("" before any move)."""
        return self.reason.text() if self.reason is not None else ""

    def advice(self, language: str | None = None) -> str:
        """The reason for the last choice as the coach tells it to the learner ("you could…")."""
        if self.reason is None:
            return ""
        return _coach(self.reason).text(language)

    def _say(self, key: str, **params: Any) -> None:
        """Record the reason ``bot.<game>.<key>`` for the move being chosen."""
        if params:
            self.reason = Reason(f"bot.{self.game}.{key}", **params)
            return
        # A reason without parameters is a frozen value: made once per key, not once per move.
        reason = _PLAIN_REASONS.get((self.game, key))
        if reason is None:
            reason = _PLAIN_REASONS[self.game, key] = Reason(f"bot.{self.game}.{key}")
        self.reason = reason

    def legal(self, view) -> list:
        """The view's legal actions as a list.

        Raises:
            CardlabError: if the view offers no legal action (not this player's turn).
        """
        actions = list(view.legal_actions)
        if not actions:
            raise CardlabError.of("error.no_legal_action", player=view.player)
        return actions

    def choose(self, view):
        """One of ``view.legal_actions``."""
        raise NotImplementedError


# RandomBot.choose draws as random.Random.choice does only while Random picks with getrandbits.
_STANDARD_RANDBELOW = random.Random._randbelow is random.Random._randbelow_with_getrandbits

_PLAIN_REASONS: dict = {}  # (game, key) -> Reason; as many as there are reason codes
_RANDOM_REASONS: dict = {}  # game -> its RandomBot's reason (the plain reason of key "random")
_Random = random.Random


class RandomBot(Bot):
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def choose(self, view):
        actions = view.legal_actions
        # The views' move tuple is used as it is (the same draw from the generator as from a copy of it).
        if actions.__class__ is not tuple or not actions:
            actions = self.legal(view)
        # The reason is the same plain one every move: looked up by the bot's game alone.
        reason = _RANDOM_REASONS.get(self.game)
        if reason is None:
            self._say("random")
            _RANDOM_REASONS[self.game] = self.reason
        else:
            self.reason = reason
        rng = self.rng
        if rng.__class__ is not _Random or not _STANDARD_RANDBELOW:
            return rng.choice(actions)
        # random.Random.choice with its _randbelow_with_getrandbits written out (the same in Python 3.11-3.13):
        # the very same draws, two calls fewer per move of a playout.
        n = len(actions)
        k = n.bit_length()
        r = rng.getrandbits(k)
        while r >= n:
            r = rng.getrandbits(k)
        return actions[r]


def bot_kinds(game_module) -> list[str]:
    """The bot kinds a game has: ``"random"``, ``"greedy"`` and, where the game has one, ``"gentle"``."""
    name = game_module.__name__.rsplit(".", 1)[-1]
    module = importlib.import_module(f"cardlab.bots.{name}")
    return ["random", "greedy"] + (["gentle"] if hasattr(module, "GentleBot") else [])


def make_bot(game_module, kind: str, seed: int = 0):
    """A bot for a game by kind: ``"random"``, ``"greedy"`` or (where the game has one) ``"gentle"``.

    Raises:
        CardlabError: for another kind, naming the kinds this game has.
    """
    kinds = bot_kinds(game_module)
    if kind not in kinds:
        raise CardlabError.of("error.not_a_bot", value=quoted(kind), kinds=", ".join(kinds))
    if kind == "random":
        return RandomBot(seed)
    module = importlib.import_module(f"cardlab.bots.{game_module.__name__.rsplit('.', 1)[-1]}")
    return (module.GreedyBot if kind == "greedy" else module.GentleBot)(seed)


register_reasons("common", {
    "random": {"en": "chosen at random", "vi": "chọn ngẫu nhiên",
               "coach_en": "any legal move will do: this one was picked at random",
               "coach_vi": "nước nào hợp lệ cũng được: nước này được chọn ngẫu nhiên"},
})
