"""Indian Rummy: rules, exact calculators and a playable game for 2–6 players.

13-card Indian Rummy with two 52-card decks and two printed jokers
(rules page: ``notebooks/indian_rummy/00_rules.ipynb``). Vocabulary (the Vietnamese of the
Indian Rummy guide in brackets):

* *printed joker* (*joker in hình*): the joker printed in the deck.
* *wild joker* (*joker chỉ định*): after the deal one card is cut from the
  stock (*nọc*); every card of its rank, in all suits, is wild for the deal.
  A printed joker cut as the indicator makes the Aces wild
  (``printed_joker_indicator_makes_aces_wild``).
* *pure sequence* (*dãy thuần*): 3+ consecutive cards of one suit with no
  joker standing in; a wild-rank card in its own place keeps it pure.
  *Impure sequence* (*dãy có joker*): a joker stands in for a missing card.
  A-2-3 and Q-K-A are sequences, K-A-2 is not.
* *set* (*bộ cùng số*): 3–4 cards of one rank in **different** suits (two 9♥
  from the two decks are one suit); a joker may complete it
  (``joker_in_set_allowed``).
* *show* (*khai bài*): discard the 14th card face down and show 13 cards all
  in groups, with at least two sequences, one of them pure. Otherwise it is a
  *wrong show* (*khai sai*).
* *drop* (*bỏ cuộc*): give up the deal, at the first turn (20 points) or
  later (40); Pool 201 charges 25 and 50. *Penalty points* (*điểm phạt*): A, K, Q, J = 10, 2–10 face value,
  jokers 0; capped at 80.

Calculators (pure functions; ``rules=None`` means :class:`Rules()`;
``wild_rank`` is a rank such as ``"5"`` or ``None`` for printed jokers only):
:func:`wild_rank`, :func:`card_points`, :func:`check_meld`,
:func:`check_declaration`, :func:`penalty`, :func:`explain_penalty`,
:func:`arrange` (a :class:`RummyArrangement`), :func:`waiting_cards`, :func:`drop_penalty`,
:func:`wrong_show_penalty`, :func:`settle_deal`, :func:`match_totals` (Pool and Deals running totals).

Where the Indian Rummy guide is silent: a group made only of jokers is no
group (``🃏 🃏 🃏``), but one natural card anchors it (``7♠ 🃏 🃏`` is an
impure sequence, or a set); wild-rank cards are natural cards of their own
rank (``5♠ 5♥ 5♦`` with fives wild is a set, and a second ``5♣`` may stand in
for a missing suit). A group that may be read as a sequence or a set counts
as a sequence towards a show.

The game: :func:`new_game` returns a :class:`State`; see its docstring for
how a deal flows, how a show carries the player's grouping (:func:`show_action`) and how the Pool and Deals formats carry scores across deals.
"""

# The package, one module per part of the game (import order matters: the
# messages are registered first):
#   rules.py        Rules, the wild rank, card values, reading cards (two decks, printed jokers)
#   messages.py     the English and Vietnamese message catalogue
#   groups.py       how cards read as a pure or impure sequence or a set; check_meld
#   search.py       RummyArrangement and the exact searches: arrange, the best discard, a show's discard
#   declaration.py  check_declaration, explain_penalty, penalty, drop and wrong-show points, settle_deal
#   table.py        Phase, seat statuses, DealResult, View (what lies on the table) and actions
#   game.py         State, new_game
from . import messages  # noqa: F401  (registers the messages)
from . import error_messages  # noqa: F401  (registers the answers to bad input)
from .rules import (AFTER_WRONG_SHOW, DEFAULT_PLAYERS, FORMATS, GROUPING_REQUIREMENTS, IMPURE, NO_PURE_PENALTIES,
                    POOL_LIMITS, PURE, SET, SHOW_GROUPINGS, Rules, card_points, wild_rank)
from .groups import check_meld
from .search import RummyArrangement, arrange, waiting_cards
from .declaration import (check_declaration, drop_penalty, explain_penalty, match_totals, penalty, settle_deal,
                          wrong_show_penalty)
from .table import DROPPED, KINDS, OUT, PILE, PLAYING, STOCK, WON, WRONG_SHOW, DealResult, Phase, View, show_action
from .game import State, new_game

# Private helpers that other parts of cardlab use (the greedy bot, the bench and the tests).
from .rules import _card_value, _is_wild, _meld_rules, _total, _value_table, _wild  # noqa: F401
from .groups import _labels_fn  # noqa: F401
from .search import _DECLARE, _PURE, _declaration_discard, _has_pure_run, _search  # noqa: F401

__all__ = [
    "Rules", "Phase", "State", "View", "DealResult", "RummyArrangement", "new_game",
    "wild_rank", "card_points", "check_meld", "check_declaration", "penalty", "explain_penalty", "arrange",
    "drop_penalty", "wrong_show_penalty", "settle_deal", "match_totals", "waiting_cards", "show_action",
]
