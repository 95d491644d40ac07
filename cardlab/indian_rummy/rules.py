"""Indian Rummy rules: the :class:`Rules` options, the wild rank, card values, and reading cards."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from ..cards import JOKER as JOKER_CARD, Card, Deck, Hand, Rank, parse_cards
from ..engine import check_hand_size
from ..errors import CardTypeError, InvalidRulesError, NotationError
from ..explain import quoted
from ..melds import Meld, MeldRules
from ..rules_fields import AMOUNT, CARD_POINTS, Choice, Flag, Optional, Whole, option, rules_class

GROUPING_REQUIREMENTS = ("pure_sequence", "two_sequences_one_pure")
NO_PURE_PENALTIES = ("sum_capped", "fixed_max")
FORMATS = ("points", "pool101", "pool201", "deals")
AFTER_WRONG_SHOW = ("play_on", "deal_ends")
SHOW_GROUPINGS = ("player", "best")
POOL_LIMITS = {"pool101": 101, "pool201": 201}
# First and middle drop points when the rules do not name them: Pool 201 charges more.
DROP_POINTS = {"pool201": (25, 50)}
DEFAULT_DROPS = (20, 40)
# The most reshuffles of the discard pile a deal may allow (a deal needs a handful at most).
MAX_RESHUFFLES = 1000

PURE = "pure_sequence"
IMPURE = "impure_sequence"
SET = "set"

DEFAULT_PLAYERS = 2  # new_game(players=None)


@rules_class
@dataclass(frozen=True)
class Rules:
    """Every option of Indian Rummy (see ``notebooks/indian_rummy/00_rules.ipynb``); ``Rules()`` is the guide's game.

    Options (default first):

    * ``decks`` 2 and ``printed_jokers`` 2: the cards in play.
    * ``printed_joker_indicator_makes_aces_wild``: True | False (then a cut
      printed joker makes no rank wild; printed jokers stay wild).
    * ``joker_in_set_allowed``: True | False.
    * ``set_max_size``: 4 (3 or more).
    * ``loser_grouping_requirement``: what a loser must hold for only their
      loose cards to count. ``"pure_sequence"`` (the Indian Rummy guide's example: a loser
      with a pure sequence counts only the cards outside valid groups) |
      ``"two_sequences_one_pure"`` (most apps: a loser without two
      sequences, one of them pure, counts every card, capped). The guide's
      Bình (7♣8♣9♣, three 5s, three Js, K♠ 9♦ 4♠ 2♥ loose) pays 25 under
      the first, 80 under the second (all his cards add up to 94).
    * ``no_pure_sequence_penalty``: ``"sum_capped"`` (all cards count, up to
      ``max_penalty``) | ``"fixed_max"`` (``max_penalty`` at once).
    * ``max_penalty`` 80, ``first_drop`` 20, ``middle_drop`` 40,
      ``wrong_show`` 80: penalty points. Left unset, the drops follow the
      format: Pool 201 charges a first drop of 25 and a middle drop of 50
      (``dataclasses.replace`` keeps the values already set).
    * ``format``: ``"points"`` (one deal) | ``"pool101"`` | ``"pool201"``
      (deals until all but one player reach 101 / 201 points) | ``"deals"``
      (``deals`` deals, chips change hands).

    Rules the apps add (defaults keep the guide's game):

    * ``discarded_joker_pickable``: True | False (a joker, printed or wild,
      discarded by a player cannot be taken from the discard pile; the card
      that opens the pile may be).
    * ``discard_taken_card``: True | False (the card just taken from the
      discard pile cannot be discarded, nor put face down to show, in the
      same turn; a second copy of it neither, as copies cannot be told
      apart).
    * ``drop_in_two_player_deals``: True | False (at a two-player table in
      the Deals format no one may drop).
    * ``show_grouping``: ``"player"`` (a show made with the player's own
      grouping is judged as grouped: a valid hand grouped badly is a wrong
      show; a show without a grouping is grouped by the engine) |
      ``"best"`` (every show is judged by the engine's best grouping).

    What the Indian Rummy guide leaves open, as options:

    * ``after_wrong_show``: ``"play_on"`` (the player who showed wrongly pays
      ``wrong_show`` and is out of the deal; the others play on) |
      ``"deal_ends"`` (the deal ends at once; the others share the points).
    * ``deals``: 2, the number of deals in the Deals format.
    * ``max_reshuffles``: None (the discard pile is reshuffled into a new
      stock whenever the stock runs out) or a number, after which an empty
      stock ends the deal with no winner.
    * ``ace_points`` 10, ``court_points`` 10 (J, Q, K), ``joker_points`` 0
      (printed and wild jokers); 2–10 count their face value.
    * ``hand_size``: 13 cards each (7 to 13).

    Bounds: ``decks`` 1 to 4, ``printed_jokers`` 0 to 6, ``set_max_size`` 3 to 8, ``deals`` 1
    to 100, ``max_reshuffles`` 0 to 1000; card points 0 to 1000; penalties whole numbers from 0
    (``max_penalty`` 1) to 1,000,000 (``cardlab.rules_fields.AMOUNT``).

    Raises:
        InvalidRulesError: for a value a field does not accept (a bool or a float for a number, a
            number out of its bounds, an unknown choice), naming the field, quoting the value and
            saying what it accepts; and for an option Rules does not have (a misspelling: the
            accepted names and the nearest one; this error is also a ``TypeError``).
    """

    decks: int = option(2, Whole(1, 4))
    printed_jokers: int = option(2, Whole(0, 6))
    printed_joker_indicator_makes_aces_wild: bool = option(True, Flag())
    joker_in_set_allowed: bool = option(True, Flag())
    set_max_size: int = option(4, Whole(3, 8))
    loser_grouping_requirement: str = option("pure_sequence", Choice(*GROUPING_REQUIREMENTS))
    no_pure_sequence_penalty: str = option("sum_capped", Choice(*NO_PURE_PENALTIES))
    max_penalty: int = option(80, Whole(1, AMOUNT))
    first_drop: int | None = option(None, Optional(Whole(0, AMOUNT)))    # None: by format (20, Pool 201: 25)
    middle_drop: int | None = option(None, Optional(Whole(0, AMOUNT)))   # None: by format (40, Pool 201: 50)
    wrong_show: int = option(80, Whole(0, AMOUNT))
    format: str = option("points", Choice(*FORMATS))
    after_wrong_show: str = option("play_on", Choice(*AFTER_WRONG_SHOW))
    deals: int = option(2, Whole(1, 100))
    max_reshuffles: int | None = option(None, Optional(Whole(0, MAX_RESHUFFLES)))
    ace_points: int = option(10, Whole(0, CARD_POINTS))
    court_points: int = option(10, Whole(0, CARD_POINTS))
    joker_points: int = option(0, Whole(0, CARD_POINTS))
    hand_size: int = option(13, Whole(7, 13))
    discarded_joker_pickable: bool = option(True, Flag())
    discard_taken_card: bool = option(True, Flag())
    drop_in_two_player_deals: bool = option(True, Flag())
    show_grouping: str = option("player", Choice(*SHOW_GROUPINGS))

    def __post_init__(self):
        # Each field was checked on its own (rules_class), the format included.
        first, middle = DROP_POINTS.get(self.format, DEFAULT_DROPS)
        # A frozen dataclass: the drops left unset take the format's points once, here.
        if self.first_drop is None:
            object.__setattr__(self, "first_drop", first)
        if self.middle_drop is None:
            object.__setattr__(self, "middle_drop", middle)

    @classmethod
    def pool(cls, limit: int = 101, **options) -> "Rules":
        """Pool Rummy: deals until one player is left under ``limit`` (101 or 201) points.

        Pool 201 charges a first drop of 25 and a middle drop of 50 (Pool 101: 20 and 40)
        unless ``first_drop`` / ``middle_drop`` are given.

        Raises:
            InvalidRulesError: for another limit, or a bad option.
        """
        if limit not in (101, 201):
            raise InvalidRulesError.of("error.indian_rummy.pool_limit", value=quoted(limit))
        return cls(format=f"pool{limit}", **options)

    @classmethod
    def deals_format(cls, deals: int = 2, **options) -> "Rules":
        """Deals Rummy: ``deals`` deals; chips go from the losers to each deal's winner."""
        return cls(format="deals", deals=deals, **options)

    @property
    def deck(self) -> Deck:
        return Deck(self.decks, self.printed_jokers)

    @property
    def pool_limit(self) -> int | None:
        """101 or 201 in the Pool formats, else None."""
        return POOL_LIMITS.get(self.format)


_DEFAULT_RULES: Rules | None = None


def _rules(rules) -> Rules:
    global _DEFAULT_RULES
    if rules is None:
        if _DEFAULT_RULES is None:
            _DEFAULT_RULES = Rules()
        return _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRulesError.of("error.rules_type", value=quoted(rules), expected="indian_rummy.Rules")
    return rules


# ---------------------------------------------------------------------------
# Wild rank, meld rules and points


def wild_rank(indicator, rules=None) -> str | None:
    """The wild rank for a deal, from the card cut as indicator (*joker chỉ định*).

    Every card of the indicator's rank is wild. A printed joker cut as the
    indicator makes the Aces wild (``"A"``), or nothing wild when
    ``printed_joker_indicator_makes_aces_wild`` is off (``None``).

    >>> wild_rank("5H"), wild_rank("JK")
    ('5', 'A')

    Raises:
        NotationError / CardTypeError: if ``indicator`` is not one card.
    """
    rules = _rules(rules)
    if isinstance(indicator, str) and len(indicator.split()) != 1:
        raise NotationError.of("error.indian_rummy.indicator", value=quoted(indicator))
    card = Card.parse(indicator)
    if card.is_joker:
        return Rank.ACE.symbol if rules.printed_joker_indicator_makes_aces_wild else None
    return card.rank.symbol


def _wild(value) -> Rank | None:
    """Read a ``wild_rank`` argument: ``None``, a Rank or a rank symbol such as ``"5"``."""
    if value is None:
        return None
    if isinstance(value, Rank) and value is not Rank.JOKER:
        return value
    if isinstance(value, Card):
        raise CardTypeError.of("error.indian_rummy.wild_is_card", value=quoted(value))
    if isinstance(value, str):
        return Rank.parse(value)
    raise CardTypeError.of("error.indian_rummy.wild_type", value=quoted(value))


_MELD_RULES: dict = {}


def _meld_rules(rules: Rules, wild: Rank | None) -> MeldRules:
    """The shape of a group under ``rules``: sets 3..set_max_size in distinct suits, sequences 3+, aces low or high.

    One object per rules and wild rank (searches and readings are cached per rules).
    """
    key = (rules.set_max_size, rules.joker_in_set_allowed, wild)
    hit = _MELD_RULES.get(key)
    if hit is None:
        hit = _MELD_RULES[key] = MeldRules(
            min_set=3, max_set=rules.set_max_size, min_run=3, ace_low=True, ace_high=True, set_distinct_suits=True,
            wild_rank=wild, jokers_wild=True, wild_in_sets=rules.joker_in_set_allowed)
    return hit


_VALUES: dict = {}


def _value_table(wild: Rank | None, rules: Rules) -> list[int]:
    """Penalty value of every card code under the rules and wild rank (cached)."""
    key = (wild, rules.ace_points, rules.court_points, rules.joker_points)
    table = _VALUES.get(key)
    if table is None:
        table = [0] * 57
        for code in range(52):
            rank = code // 4 + 1
            if wild is not None and rank == int(wild):
                table[code] = rules.joker_points
            elif rank == 1:
                table[code] = rules.ace_points
            elif rank >= 11:
                table[code] = rules.court_points
            else:
                table[code] = rank
        table[56] = rules.joker_points
        _VALUES[key] = table
    return table


def _card_value(card: Card, wild: Rank | None, rules: Rules) -> int:
    return _value_table(wild, rules)[card.code]


_POINTS: dict = {}


def _points_fn(wild: Rank | None, rules: Rules):
    """Penalty value of one card (one function per wild rank and point table, so searches are reused)."""
    key = (wild, rules.ace_points, rules.court_points, rules.joker_points)
    fn = _POINTS.get(key)
    if fn is None:
        def fn(card: Card, _wild=wild, _rules=rules) -> int:
            return _card_value(card, _wild, _rules)
        _POINTS[key] = fn
    return fn


def card_points(card, wild_rank=None, rules=None) -> int:
    """Penalty points of one card: A, K, Q, J = 10; 2–10 face value; printed and wild jokers 0.

    Raises:
        NotationError / CardTypeError: if ``card`` is not a card.
    """
    return _card_value(Card.parse(card), _wild(wild_rank), _rules(rules))


def _is_wild(card: Card, wild: Rank | None) -> bool:
    return card.is_joker or card.rank == wild


def _total(cards: Iterable[Card], wild: Rank | None, rules: Rules) -> int:
    table = _value_table(wild, rules)
    return sum([table[c.code] for c in cards])


# ---------------------------------------------------------------------------
# Reading cards


def _read_cards(cards) -> list[Card]:
    if isinstance(cards, Meld):
        return list(cards.cards)
    return list(parse_cards(cards))


def _check_deck(cards: Iterable[Card], rules: Rules) -> None:
    """Refuse more copies of a card than the decks hold (NotationError naming it), and hands far
    larger than a hand (CardlabError: the exact search would take minutes on 44 cards)."""
    cards = list(cards)
    check_hand_size(cards, rules.hand_size + 3, "hand.indian_rummy", Hand._of(cards))
    counts = Counter(cards)
    if not counts:
        return
    most = max(n for c, n in counts.items() if not c.is_joker) if len(counts) > (JOKER_CARD in counts) else 0
    if most > rules.decks or counts.get(JOKER_CARD, 0) > rules.printed_jokers:
        rules.deck.check_holds(cards)  # raises, quoting the card
