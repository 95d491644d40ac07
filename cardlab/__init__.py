"""cardlab: rules, exact calculators and playable games for Tongits, Phỏm (Tá Lả),
Indian Rummy and Chắn, with explanations in English and Vietnamese.

The engine imports no Jupyter package; ``cardlab.widgets`` is the only part
that does.

>>> import cardlab
>>> cardlab.parse_cards("AS 10H JK")
Hand('AS 10H JK')
"""
from .cards import Card, Deck, Hand, Rank, Suit, parse_card, parse_cards
from .errors import (ArrangementError, CardlabError, CardTypeError, IllegalActionError, InvalidRulesError,
                     NotationError)
from .explain import Reason, Verdict, get_language, set_language
from .engine import Action, Outcome
from .play import GAMES, play

__version__ = "0.1.0"

__all__ = [
    "Card", "Deck", "Hand", "Rank", "Suit", "parse_card", "parse_cards",
    "CardlabError", "NotationError", "CardTypeError", "InvalidRulesError", "IllegalActionError", "ArrangementError",
    "Reason", "Verdict", "set_language", "get_language", "Action", "Outcome", "play", "GAMES",
]
