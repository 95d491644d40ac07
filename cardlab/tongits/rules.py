"""Tongits rules: the :class:`Rules` options, card points, and reading cards (one deck, no jokers)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..cards import STANDARD_52, Card, Deck, Hand, parse_cards
from ..errors import CardTypeError, InvalidRulesError, NotationError
from ..explain import Reason, quoted
from ..melds import MeldRules, read_meld
from ..rules_fields import AMOUNT, CARD_POINTS, Choice, Flag, Whole, option, rules_class


PLAYERS = 3
_DECK = Deck()


@rules_class
@dataclass(frozen=True)
class Rules:
    """Every Tongits option (``notebooks/tongits/00_rules.ipynb``); ``Rules()`` is the H19 guide's game.

    House rules (where the H19 guide is silent or contradicts itself):

    * ``turn_direction``: ``"clockwise"`` (H19 guide: seat 0, 1, 2) or
      ``"counterclockwise"`` (seat 0, 2, 1).
    * ``ace_high_in_runs``: Q-K-A also counts as a run (A-2-3 always does;
      K-A-2 never does).
    * ``chow_requires_new_meld``: a chowed discard must complete a **new**
      meld with hand cards (H19 guide); ``False`` also lets it extend one of your
      own exposed melds.
    * ``dealer_may_expose_before_first_discard``: the first player may expose
      melds (and sapaw) on the first turn before discarding.
    * ``fight_timing``: ``"after_draw"`` (Fight instead of discarding, the
      H19 guide's example) or ``"before_draw"`` (Fight instead of drawing).
    * ``fight_tie_winner``: ``"challenger"`` (a challenger tying the caller
      wins) or ``"caller"``. Between tied challengers the first in turn
      order after the caller wins.
    * ``stock_out_tiebreak``: ``"last_drawer_loses"`` (H19 guide FAQ: who drew
      later ranks behind), ``"last_drawer_wins"``, ``"fewer_cards"``
      (fewer deadwood cards ranks ahead; still tied: ``last_drawer_loses``).
    * ``concealed_melds_count_as_deadwood``: melds kept in the hand count
      as deadwood too.
    * ``burn_exempt_with_secret``: a concealed four of a kind (tứ quý giấu
      trên tay) saves a player who exposed no meld from being burned; such a
      player answers a Fight like the others (challenge or fold: the four is
      shown, and as a meld held in the hand it is not deadwood unless
      ``concealed_melds_count_as_deadwood``) but may not call one.
    * ``tongits_on_final_discard``: ``True`` (the default): the hand becomes
      empty either through melds and sapaw or by discarding the last card,
      and either way is Tongits at once. ``False``: the rummy discard rule,
      going out takes a final discard: a player may not expose, sapaw or
      chow with the last cards of the hand, and wins Tongits by
      discarding the one card left, having melded all the others.
    * ``fight_after_melding``: ``True`` (the default): exposing a meld does not
      delay a Fight. ``False``: a player who exposed a meld (by exposing or
      chowing; sapaw does not count) on their previous turn, or earlier in
      this turn, may not call Fight this turn: the meld must first lie on
      the table for a whole round.

    Card points (deadwood): ``ace_points`` (1), 2-9 face value,
    ``high_card_points`` for 10, J, Q, K (10).

    Deal: ``first_player_cards`` (13), ``other_player_cards`` (12),
    ``stock_size`` (15); together they must use the whole 52-card deck.

    Stakes (the H19 guide names no amounts). Every loser pays the winner; the
    amounts are whole multiples of ``base_stake`` (1):

    * stock out: each beaten player pays 1 × ``base_stake``;
    * Fight: a player who folds pays ``fold_penalty`` (1); a challenger or a
      caller beaten in the comparison pays ``challenge_loss`` (2), so
      challenging is a real risk;
    * Tongits: each loser pays ``tongits_bonus`` (2);
    * burned, at any ending: ``burn_penalty`` (3), the highest penalty, so
      it must be at least every other multiple.

    House bonuses, all 0 (off) by default, in multiples of ``base_stake``:

    * ``bonus_per_ace``: at every ending with a winner, each other player
      pays the winner this much per ace the winner holds in the hand or has
      in the melds they own on the table (cards others laid off there
      included);
    * ``bonus_per_king``: the same per king;
    * ``bonus_concealed_four``: at the end of the hand, each four of a kind
      held concealed in a hand earns its holder this much from each other
      player, whoever wins (and whatever ``burn_exempt_with_secret`` says).

    (A Tongits win already has its own multiple, ``tongits_bonus``.)

    The winner receives what the losers pay (and a concealed four's holder
    what the others pay for it): payments are always zero-sum.

    Bounds: card points 0 to 1000; stakes, penalties and bonuses whole numbers from 0 to
    1,000,000 (``cardlab.rules_fields.AMOUNT``); each part of the deal 1 to 52 cards.

    Raises:
        InvalidRulesError: for a value a field does not accept (a bool or a float for a number, a
            number out of its bounds, an unknown choice), naming the field, quoting the value and
            saying what it accepts; for a deal that does not use the whole deck, or a
            ``burn_penalty`` below another penalty; and for an option Rules does not have (a
            misspelling: the accepted names and the nearest one; this error is also a ``TypeError``).
    """

    turn_direction: str = option("clockwise", Choice("clockwise", "counterclockwise"))
    ace_high_in_runs: bool = option(False, Flag())
    chow_requires_new_meld: bool = option(True, Flag())
    dealer_may_expose_before_first_discard: bool = option(True, Flag())
    fight_timing: str = option("after_draw", Choice("after_draw", "before_draw"))
    fight_tie_winner: str = option("challenger", Choice("challenger", "caller"))
    stock_out_tiebreak: str = option("last_drawer_loses",
                                     Choice("last_drawer_loses", "last_drawer_wins", "fewer_cards"))
    concealed_melds_count_as_deadwood: bool = option(False, Flag())
    burn_exempt_with_secret: bool = option(False, Flag())
    tongits_on_final_discard: bool = option(True, Flag())
    fight_after_melding: bool = option(True, Flag())
    ace_points: int = option(1, Whole(0, CARD_POINTS))
    high_card_points: int = option(10, Whole(0, CARD_POINTS))
    # Each part of the deal holds 1 to 52 cards; together they must be the whole deck (checked below).
    first_player_cards: int = option(13, Whole(1, len(STANDARD_52)))
    other_player_cards: int = option(12, Whole(1, len(STANDARD_52)))
    stock_size: int = option(15, Whole(1, len(STANDARD_52)))
    # Whole numbers keep every payment exact, hence exactly zero-sum.
    base_stake: int = option(1, Whole(0, AMOUNT))
    tongits_bonus: int = option(2, Whole(0, AMOUNT))
    burn_penalty: int = option(3, Whole(0, AMOUNT))
    fold_penalty: int = option(1, Whole(0, AMOUNT))
    challenge_loss: int = option(2, Whole(0, AMOUNT))
    bonus_per_ace: int = option(0, Whole(0, AMOUNT))
    bonus_per_king: int = option(0, Whole(0, AMOUNT))
    bonus_concealed_four: int = option(0, Whole(0, AMOUNT))

    def __post_init__(self):
        # Each field was checked on its own (rules_class); these checks tie several together.
        dealt = self.first_player_cards + (PLAYERS - 1) * self.other_player_cards + self.stock_size
        if dealt != len(STANDARD_52):
            raise InvalidRulesError.of("error.tongits.deal_size", first=self.first_player_cards,
                                       other=self.other_player_cards, stock=self.stock_size, dealt=dealt)
        highest = max(1, self.tongits_bonus, self.fold_penalty, self.challenge_loss)
        if self.burn_penalty < highest:
            raise InvalidRulesError.of("error.tongits.burn_penalty", value=quoted(self.burn_penalty), highest=highest)

    @classmethod
    def seed(cls) -> "Rules":
        """The H19 lobby's game as the H19 Tongits guide describes it (all defaults)."""
        return cls()

    @property
    def meld_rules(self) -> MeldRules:
        """Sets of 3-4 cards, same-suit runs of 3+, aces low (and high if ``ace_high_in_runs``)."""
        return _meld_rules(self.ace_high_in_runs)

    def points(self, card: Card) -> int:
        """Deadwood value of one card: A = ``ace_points``, 2-9 face, 10/J/Q/K = ``high_card_points``."""
        r = int(card.rank)
        if r == 1:
            return self.ace_points
        return self.high_card_points if r >= 10 else r


_MELD_RULES = {flag: MeldRules(min_set=3, max_set=4, min_run=3, ace_low=True, ace_high=flag) for flag in (False, True)}


def _meld_rules(ace_high: bool) -> MeldRules:
    return _MELD_RULES[bool(ace_high)]


_DEFAULT_RULES = Rules()


def _rules(rules) -> Rules:
    if rules is None:
        return _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRulesError.of("error.rules_type", value=quoted(rules), expected="tongits.Rules")
    return rules


def points(card, rules=None) -> int:
    """Deadwood points of one card (A=1, 2-9 face value, 10/J/Q/K=10 by default).

    Raises:
        NotationError / CardTypeError: if ``card`` is not one card.
    """
    return _rules(rules).points(_one_card(card, "card"))


# ---------------------------------------------------------------------------
# Input helpers


# What a card argument stands for (the ``what`` of the helpers below), as message codes, so that
# an error about it reads in the learner's language.
_WHAT = {"card": "card", "discard": "discard", "chowable discard": "chowable", "cards": "cards", "a hand": "hand",
         "a meld": "meld", "an exposed meld": "exposed_meld", "discards": "discards", "stock cards": "stock",
         "the cards of a concealed four of a kind": "concealed_four"}


def _what(what: str):
    code = _WHAT.get(what)
    return Reason(f"error.tongits.what.{code}") if code else what


def _one_card(card, what: str = "card") -> Card:
    if isinstance(card, Card):
        if card.is_joker:
            raise NotationError.of("error.tongits.joker", value=quoted(str(card)))
        return card
    if isinstance(card, str):
        cards = parse_cards(card)
        if len(cards) != 1:
            raise NotationError.of("error.tongits.not_one_card", value=quoted(card), what=_what(what))
        return _one_card(cards[0], what)
    raise CardTypeError.of("error.tongits.card_type", value=quoted(card), what=_what(what))


def _cards(cards, what: str = "cards", allow_empty: bool = True) -> list[Card]:
    if isinstance(cards, (list, tuple, Hand)) and len(cards) == 0:
        if not allow_empty:
            raise NotationError.of("error.tongits.no_cards", value=quoted(cards), what=_what(what))
        return []
    out = list(parse_cards(cards))
    jokers = [c for c in out if c.is_joker]
    if jokers:
        raise NotationError.of("error.tongits.jokers", value=quoted(cards), what=_what(what))
    return out


def _check_one_deck(*groups: Iterable[Card]) -> None:
    _DECK.check_holds([c for g in groups for c in g])


def _sort(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=_KEY)


def _KEY(card: Card) -> tuple[int, int]:
    return card.sort_key


def _display(cards: Iterable[Card], rules: Rules) -> tuple[Card, ...]:
    """Cards of a meld in reading order (runs low to high, Q K A when the ace is high)."""
    cards = list(cards)
    meld = read_meld(cards, rules.meld_rules)
    return meld.cards if meld is not None else tuple(_sort(cards))
