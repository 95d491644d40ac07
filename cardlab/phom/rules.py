"""Phỏm rules: the :class:`Rules` options, card points, and reading cards (one deck, no jokers)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..cards import Card, Hand, Rank, parse_cards
from ..errors import CardlabError, CardTypeError, InvalidRulesError, NotationError
from ..explain import quoted
from ..melds import MeldRules
from ..rules_fields import AMOUNT, Choice, Flag, Whole, WholeTuple, option, rules_class


TURN_DIRECTIONS = ("counterclockwise", "clockwise")
U_DEFINITIONS = ("three_phom", "no_deadwood")
EAT_SCHEMES = ("by_round", "by_eat_order")
SHORT_TABLE = ("by_place", "last_pays_most")
HOUSE = "house"


@rules_class
@dataclass(frozen=True)
class Rules:
    """Every option of Phỏm (``notebooks/phom/00_rules.ipynb``); ``Rules()`` is the Xeeng guide's game.

    Options (default first):

    * ``turn_direction``: ``"counterclockwise"`` (Xeeng guide) | ``"clockwise"``.
    * ``ace_points``: deadwood value of an ace, 1.
    * ``ace_high_in_runs``: False (A-2-3 only) | True (Q-K-A too; never K-A-2).
    * ``max_eaten_cards_per_phom``: 1 | 2 | 3.
    * ``u_definition``: how many phỏm Ù takes (the odd card, if any, is the
      one discarded; it is never an eaten card).

      - ``"three_phom"`` (seed): exactly 3 phỏm hold all 10 cards (Ù tròn,
        e.g. ``2S 3S 4S 7H 7D 7C 9C 10C JC QC``) or all but one (Ù, e.g.
        ``2S 3S 4S 7H 7D 7C 9C 10C JC KD``). ``2S 3S 4S 5S 6S 9H 9D 9C 9S
        KD`` (a 5-card run + a 4-card set + 1) is not Ù: only 2 phỏm.
      - ``"no_deadwood"``: every card but the one discarded lies in phỏm,
        whatever their number. ``2S 3S 4S 5S 6S 9H 9D 9C 9S KD`` is Ù (K♦
        is discarded); two 5-card runs ``AS 2S 3S 4S 5S 7C 8C 9C 10C JC`` are
        Ù tròn; 3 phỏm and an odd card are Ù as under ``three_phom``.
    * ``eat_payment_scheme``: ``"by_round"`` (round x costs x, chốt costs
      ``chot_multiplier``) | ``"by_eat_order"`` (1st/2nd/3rd card from one
      victim costs 1/2/3, chốt 3).
    * ``chot_multiplier``: 4 | 3 (the Xeeng guide gives both).
    * ``u_payment``: 5, what each loser pays for Ù (and Ù khan).
    * ``rank_payments``: (1, 2, 3) paid by 2nd, 3rd and last place.
    * ``mom_extra``: 1, paid by a móm player on top of last place.
    * ``house_fee``: 0, tiền xâu: bets the house takes from the winner's
      takings each hand (never more than the takings), shown as ``"house"``.
    * ``u_khan_enabled``: False | True. The Xeeng guide never defines Ù khan; here
      it is a dealt hand with no phỏm and no *cạ* (no two cards that could
      ever share a phỏm), declared at the player's first turn.
    * ``cards_per_player``: 9; ``first_player_cards``: 10 (must be one more);
      ``rounds``: 4. ``cards_per_player + rounds`` may not exceed 13, so the
      stock always suffices.
    * ``den_on_tai_chot``: True (Xeeng guide): whoever ate the chốt pays for the table
      when the next player Ù's by eating their discard.
    * ``short_table_payments``: with 2–3 players, ``"by_place"`` (2nd pays
      1, 3rd pays 2) | ``"last_pays_most"`` (the last pays 3).

    Bounds: ``ace_points`` 0 to 13; ``max_eaten_cards_per_phom`` 1 to 3; ``cards_per_player`` 3
    to 11, ``first_player_cards`` 4 to 12, ``rounds`` 2 to 10; payments, multipliers and the fee
    whole numbers from 0 (``chot_multiplier`` 1) to 1,000,000 (``cardlab.rules_fields.AMOUNT``).

    Raises:
        InvalidRulesError: for a value a field does not accept (a bool or a float for a number, a
            number out of its bounds, an unknown choice, ``rank_payments`` not three whole
            numbers), naming the field, quoting the value and saying what it accepts; for a deal
            that does not fit (see above); and for an option Rules does not have (a misspelling:
            the accepted names and the nearest one; this error is also a ``TypeError``).
    """

    turn_direction: str = option("counterclockwise", Choice(*TURN_DIRECTIONS))
    ace_points: int = option(1, Whole(0, 13))
    ace_high_in_runs: bool = option(False, Flag())
    max_eaten_cards_per_phom: int = option(1, Whole(1, 3))
    u_definition: str = option("three_phom", Choice(*U_DEFINITIONS))
    eat_payment_scheme: str = option("by_round", Choice(*EAT_SCHEMES))
    chot_multiplier: int = option(4, Whole(1, AMOUNT))
    u_payment: int = option(5, Whole(0, AMOUNT))
    # Paid by 2nd, 3rd and last place; a JSON list is kept as a tuple.
    rank_payments: tuple = option((1, 2, 3), WholeTuple(3, 0, AMOUNT, "(1, 2, 3)"))
    mom_extra: int = option(1, Whole(0, AMOUNT))
    house_fee: int = option(0, Whole(0, AMOUNT))
    u_khan_enabled: bool = option(False, Flag())
    # At least 2 rounds: the first player's first turn has no pickup, so no lay-down (the engine's
    # lay-down comes with the pickup of the last round); hence at most 11 cards each (13 - 2).
    cards_per_player: int = option(9, Whole(3, 11))
    first_player_cards: int = option(10, Whole(4, 12))
    rounds: int = option(4, Whole(2, 10))
    den_on_tai_chot: bool = option(True, Flag())
    short_table_payments: str = option("by_place", Choice(*SHORT_TABLE))

    def __post_init__(self):
        # Each field was checked on its own (rules_class); these checks tie several together.
        if self.first_player_cards != self.cards_per_player + 1:
            raise InvalidRulesError.of("error.phom.first_player_cards", value=quoted(self.first_player_cards),
                                       expected=self.cards_per_player + 1)
        if self.cards_per_player + self.rounds > 13:
            raise InvalidRulesError.of("error.phom.deal_too_long", value=quoted(self.cards_per_player),
                                       rounds=quoted(self.rounds))

    @classmethod
    def xeeng(cls) -> "Rules":
        """The game of the Xeeng guide, “Luật Chơi Phỏm trong Xeeng Online” (the defaults)."""
        return cls()

    @classmethod
    def eat_order(cls, **options) -> "Rules":
        """The Xeeng guide's other payment table: eaten cards cost 1/2/3 by order, chốt 3."""
        return cls(**{"eat_payment_scheme": "by_eat_order", "chot_multiplier": 3, **options})

    @cached_property
    def meld_rules(self) -> MeldRules:
        """The shape of a phỏm: 3–4 of a rank, or 3+ in a suit; aces low (and high if allowed)."""
        return MeldRules(min_set=3, max_set=4, min_run=3, ace_low=True, ace_high=self.ace_high_in_runs)

    @property
    def hand_size(self) -> int:
        """Cards held before a discard: 10 by default (what Ù is counted on)."""
        return self.cards_per_player + 1


_DEFAULT_RULES: "Rules | None" = None


def _rules(rules) -> Rules:
    global _DEFAULT_RULES
    if rules is None:
        if _DEFAULT_RULES is None:
            _DEFAULT_RULES = Rules()
        return _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRulesError.of("error.rules_type", value=quoted(rules), expected="phom.Rules")
    return rules


def _bet(bet) -> int:
    if isinstance(bet, bool) or not isinstance(bet, int) or bet < 1:
        raise CardlabError.of("error.phom.bet", value=quoted(bet))
    return bet


def card_points(card, rules=None) -> int:
    """Deadwood points of one card: A = ``ace_points``, 2–10 face value, J 11, Q 12, K 13.

    Raises:
        NotationError / CardTypeError: if ``card`` is not a card.
    """
    rules = _rules(rules)
    card = Card.parse(card)
    if card.is_joker:
        raise CardTypeError.of("error.phom.joker", value=quoted(str(card)))
    return rules.ace_points if card.rank is Rank.ACE else int(card.rank)


_POINTS_FNS: dict = {}


def _points_fn(rules: Rules):
    """One points function per ace value, so the arrangement search can reuse its tables."""
    ace = rules.ace_points
    fn = _POINTS_FNS.get(ace)
    if fn is None:
        fn = _POINTS_FNS[ace] = lambda c: ace if c.rank is Rank.ACE else int(c.rank)
    return fn


def _read(cards) -> list[Card]:
    """Cards of one 52-card deck: parsed, no jokers, no duplicates.

    Raises:
        NotationError / CardTypeError: quoting the bad input.
    """
    if isinstance(cards, (list, tuple)) and all(type(c) is Card for c in cards):
        out = list(cards)  # already cards: skip the parser (the game's hot path)
    else:
        out = list(parse_cards(cards)) if not (isinstance(cards, (list, tuple)) and not cards) else []
    seen = set()
    for c in out:
        if c.is_joker:
            raise NotationError.of("error.phom.joker", value=quoted(str(c)))
        if c in seen:
            raise NotationError.of("error.phom.duplicate", value=quoted(str(c)), cards=quoted(str(Hand(out))))
        seen.add(c)
    return out


def _read_eaten(eaten, cards: list[Card], error=CardlabError) -> list[Card]:
    if eaten is None or (isinstance(eaten, (list, tuple, set, frozenset)) and not eaten):
        return []
    got = _read(eaten)
    missing = [c for c in got if c not in cards]
    if missing:
        raise error.of("error.phom.eaten_not_held", eaten=quoted(str(Hand(got))), missing=Hand(missing),
                       cards=Hand(cards))
    return got
