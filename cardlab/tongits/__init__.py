"""Tongits: rules, exact calculators and a playable three-player game.

Tongits, a rummy game from the Philippines that Vietnamese online lobbies
(the H19 guide) offer too, is played by 3 players with one 52-card deck.
Players draw or *chow* (ăn bài), *expose* melds (hạ Meld), *sapaw* (gửi bài:
lay a card off onto any exposed meld) and discard (đánh bài rác). A hand ends
by **Tongits** (an empty hand), by a **Fight** (Khiêu chiến: the lowest
deadwood among the caller and the challengers wins), or when the stock runs
out (Hết bài Nọc). A player who never exposed a meld is **burned** (Cháy bài).

Calculators (pure functions, each returning a :class:`~cardlab.explain.Verdict`,
an :class:`~cardlab.arrange.Arrangement` or an :class:`~cardlab.engine.Outcome`
with reasons in English and Vietnamese)::

    check_meld("6S 7D 8C")                 # ✘ not a run: the suits differ
    check_sapaw("KH", "KS KC KD")          # ✔ the fourth card of the set
    check_chow("8S", "6S 7S 2D")           # ✔ .meld == 6S 7S 8S
    check_fight(1, False)                  # ✔ may call Fight
    arrange("AS 2S 3S 7H KD"); deadwood("3D 4D") == 7
    fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0})
    stock_out_result({0: 5, 1: 5, 2: 9}, last_drawer=1, exposed_melds={0: 1, 1: 2, 2: 1})

The game: ``state = new_game(seed=7)`` (``first_player=`` chooses who opens);
``state.legal_actions()``;
``state.apply(action)`` (an :class:`~cardlab.engine.Action` or its text, such
as ``"discard 9C"``); ``state.view(player)``; ``state.outcome()``.
:meth:`State.from_position` sets up any position (for examples, exercises and
widgets). Hand after hand at one table: :class:`Session` (or
``play_session(bots, hands=5, seed=0)``), the winner of each hand opening the
next, with running totals.

Every option of the rules is a field of :class:`Rules`; see its docstring for
the stakes, which the H19 guide leaves open (``notebooks/tongits/00_rules.ipynb``).
"""
# The package, one module per part of the game (import order matters: the
# messages are registered first):
#   rules.py        Rules, card points, reading cards (one deck, no jokers)
#   messages.py     the English and Vietnamese message catalogue
#   calculators.py  check_meld, check_sapaw, check_chow, check_fight, arrange, deadwood
#   endings.py      fight_result, stock_out_result, tongits_result (and payments)
#   table.py        Phase, ExposedMeld, View (what lies on the table) and actions
#   game.py         State, new_game
#   session.py      Session, play_session (hands in a row, the winner opening the next)
from . import messages  # noqa: F401  (registers the messages)
from . import error_messages  # noqa: F401  (registers the answers to bad input)
from .rules import PLAYERS, Rules, points
from .calculators import arrange, check_chow, check_fight, check_meld, check_sapaw, deadwood
from .endings import fight_result, stock_out_result, tongits_result
from .table import ExposedMeld, Phase, View
from .game import State, new_game
from .session import Session, play_session

# Private helpers that other parts of cardlab use (the exercises).
from .calculators import _has_concealed_four  # noqa: F401

__all__ = [
    "Rules", "Phase", "ExposedMeld", "State", "View", "new_game", "Session", "play_session",
    "check_meld", "check_sapaw", "check_chow", "check_fight", "arrange", "deadwood",
    "fight_result", "stock_out_result", "tongits_result", "points",
]
