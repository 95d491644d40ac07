"""Chắn: the 100 long cards, pairs and wins (ù), cước scoring, and a playable deal.

The deck (bộ bài Chắn) is the Tổ Tôm deck without the 1s, Ông cụ and Thang
thang: ranks 2 to 9 (nhị, tam, tứ, ngũ, lục, thất, bát, cửu) in three suits,
Vạn (萬, myriads), Sách (索, strings) and Văn (文, cash), plus Chi chi; four
copies of each of the 25 faces.

Notation: one canonical short form per face, rank then suit letter —
``3V`` (Tam vạn), ``8S`` (Bát sách), ``7N`` (Thất văn, N for văN) — and ``CC``
for Chi chi. Vietnamese names parse too, with or without diacritics and in
any case (``"Tam vạn"``, ``"tam van"``, ``"Chi chi"``); so do the Chinese
characters (``"三萬"``, ``"半文"``). Without diacritics ``van`` means Vạn: write
Văn with its breve (``"Thất văn"``) or use the letter N.

>>> parse_cards("3V 3S 7N CC")
ChanHand('3V 3S 7N CC')
>>> ChanCard.parse("thất văn")
ChanCard.parse('7N')
>>> score("2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N", "7N", "own_gate_stock").points
5

Pairs (rules page: ``notebooks/chan/00_rules.ipynb``): a *Chắn* is two identical cards, a *Cạ* two cards of one
rank in different suits, a *Chíu* four identical cards (two Chắn). Because an
identical pair is never split to make Cạ, the pairing of a set of cards is
unique: each face gives ``count // 2`` Chắn and the odd cards left over must
pair up as Cạ within their rank. :func:`decompose` computes it.

The game (:func:`new_game`) follows the rules page with the turn, the capture
constraints, Chíu out of turn, claim priority and the dead hand; the way the
garbled Tổ Tôm / Chắn page was resolved is written in :class:`State`'s docstring.
A match of several deals (:class:`Session`, :func:`play_session`) keeps running
totals; the winner of a deal deals the next.
"""
# The package, one module per part of the game (import order matters: the
# messages are registered first):
#   cards.py        ChanSuit, ChanCard, ChanHand, the faces and the deck, parsing
#   rules.py        the cước table and Rules
#   messages.py     the English and Vietnamese message catalogue
#   pairs.py        Pairing, decompose, find_combos, check_win
#   scoring.py      Score, score, settle, Wait, waiting_cards
#   table.py        seats, Phase, Group, Offer, ChanView (what lies on the table)
#   game.py         State, new_game
#   session.py      Session, play_session (a match of several deals)
#   who.py          Who, yours (whom a refusal is about: "Player 2", or "You" for the learner)
from . import messages  # noqa: F401  (registers the messages)
from . import error_messages  # noqa: F401  (registers the answers to bad input)
from .cards import (CHI_CHI, CHI_CHI_CHINESE, DECK, EXPECTED, FACES, LEO, RANK_CHINESE, RANK_NAMES, RED_FACES,
                    RED_INDEXES, TOM, ChanCard, ChanHand, ChanSuit, is_red, parse_card, parse_cards)
from .rules import BONUS_NAMES, DEFAULT_BONUS_VALUES, Rules
from .pairs import HISTORY_FLAGS, WIN_SOURCES, Pairing, check_win, decompose, find_combos
from .scoring import Score, Wait, score, settle, waiting_cards
from .table import SEATS, ChanView, Group, Offer, Phase
from .game import State, new_game
from .session import Session, play_session
from .who import Who, yours

# Private helpers that other parts of cardlab use (the bot).
from .pairs import _win_quick  # noqa: F401

__all__ = [
    "ChanSuit", "ChanCard", "ChanHand", "CHI_CHI", "FACES", "DECK", "RED_FACES", "TOM", "LEO",
    "parse_card", "parse_cards", "is_red", "decompose", "Pairing", "find_combos", "check_win",
    "Rules", "Score", "score", "settle", "Wait", "waiting_cards", "Group", "Offer", "Phase",
    "ChanView", "State", "new_game", "Session", "play_session", "SEATS", "WIN_SOURCES", "HISTORY_FLAGS", "Who",
    "yours",
]
