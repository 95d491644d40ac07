"""Tongits rules: the :class:`Rules` options, card points, and reading cards (one deck, no jokers)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..cards import STANDARD_52, Card, Deck, Hand, parse_cards
from ..engine import check_number, check_option
from ..errors import CardTypeError, InvalidRulesError, NotationError
from ..explain import Reason, quoted
from ..melds import MeldRules, read_meld


PLAYERS = 3
_DECK = Deck()


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

    Raises:
        InvalidRulesError: naming the option and its allowed values.
    """

    turn_direction: str = "clockwise"
    ace_high_in_runs: bool = False
    chow_requires_new_meld: bool = True
    dealer_may_expose_before_first_discard: bool = True
    fight_timing: str = "after_draw"
    fight_tie_winner: str = "challenger"
    stock_out_tiebreak: str = "last_drawer_loses"
    concealed_melds_count_as_deadwood: bool = False
    burn_exempt_with_secret: bool = False
    tongits_on_final_discard: bool = True
    fight_after_melding: bool = True
    ace_points: int = 1
    high_card_points: int = 10
    first_player_cards: int = 13
    other_player_cards: int = 12
    stock_size: int = 15
    base_stake: int = 1
    tongits_bonus: int = 2
    burn_penalty: int = 3
    fold_penalty: int = 1
    challenge_loss: int = 2
    bonus_per_ace: int = 0
    bonus_per_king: int = 0
    bonus_concealed_four: int = 0

    def __post_init__(self):
        check_option("turn_direction", self.turn_direction, ("clockwise", "counterclockwise"))
        for name in ("ace_high_in_runs", "chow_requires_new_meld", "dealer_may_expose_before_first_discard",
                     "concealed_melds_count_as_deadwood", "burn_exempt_with_secret", "tongits_on_final_discard",
                     "fight_after_melding"):
            check_option(name, getattr(self, name), (False, True))
        check_option("fight_timing", self.fight_timing, ("after_draw", "before_draw"))
        check_option("fight_tie_winner", self.fight_tie_winner, ("challenger", "caller"))
        check_option("stock_out_tiebreak", self.stock_out_tiebreak,
                     ("last_drawer_loses", "last_drawer_wins", "fewer_cards"))
        for name in ("ace_points", "high_card_points", "base_stake", "tongits_bonus", "burn_penalty",
                     "fold_penalty", "challenge_loss", "first_player_cards", "other_player_cards", "stock_size",
                     "bonus_per_ace", "bonus_per_king", "bonus_concealed_four"):
            value = getattr(self, name)
            check_number(name, value, 1 if name in ("first_player_cards", "other_player_cards", "stock_size") else 0)
            if not isinstance(value, int):
                # Whole numbers keep every payment exact, hence exactly zero-sum.
                raise InvalidRulesError.of("error.whole_number", name=name, value=quoted(value))
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
