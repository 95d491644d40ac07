"""Indian Rummy: rules, exact calculators and a playable game for 2–6 players.

13-card Indian Rummy with two 52-card decks and two printed jokers
(RULES.md §3). Vocabulary (the seed's Vietnamese in brackets):

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
  later (40). *Penalty points* (*điểm phạt*): A, K, Q, J = 10, 2–10 face value,
  jokers 0; capped at 80.

Calculators (pure functions; ``rules=None`` means :class:`Rules()`;
``wild_rank`` is a rank such as ``"5"`` or ``None`` for printed jokers only):
:func:`wild_rank`, :func:`card_points`, :func:`check_meld`,
:func:`check_declaration`, :func:`penalty`, :func:`explain_penalty`,
:func:`arrange` (a :class:`RummyArrangement`), :func:`drop_penalty`,
:func:`wrong_show_penalty`, :func:`settle_deal`.

Where RULES.md and the seed are silent: a group made only of jokers is no
group (``🃏 🃏 🃏``), but one natural card anchors it (``7♠ 🃏 🃏`` is an
impure sequence, or a set); wild-rank cards are natural cards of their own
rank (``5♠ 5♥ 5♦`` with fives wild is a set, and a second ``5♣`` may stand in
for a missing suit). A group that may be read as a sequence or a set counts
as a sequence towards a show.

The game: :func:`new_game` returns a :class:`State`; see its docstring for
how a deal flows and how the Pool and Deals formats carry scores across deals.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Iterable, Mapping

from .arrange import Arrangement, Discard, arrange as _search
from .cards import JOKER as JOKER_CARD, Card, Deck, Hand, Rank, Suit, parse_cards
from .engine import Action, GameState, Outcome, check_option
from .errors import ArrangementError, CardlabError, CardTypeError, InvalidRulesError, NotationError
from .explain import Reason, Verdict, register_messages
from .melds import Meld, MeldRules, classify, read_meld

GROUPING_REQUIREMENTS = ("pure_sequence", "two_sequences_one_pure")
NO_PURE_PENALTIES = ("sum_capped", "fixed_max")
FORMATS = ("points", "pool101", "pool201", "deals")
AFTER_WRONG_SHOW = ("play_on", "deal_ends")
POOL_LIMITS = {"pool101": 101, "pool201": 201}

PURE = "pure_sequence"
IMPURE = "impure_sequence"
SET = "set"


def _check_int(name: str, value, minimum: int, maximum: int | None = None) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum or (
            maximum is not None and value > maximum):
        upto = f" and at most {maximum}" if maximum is not None else ""
        raise InvalidRulesError(f"{name}={value!r} is not allowed: expected a whole number of at least {minimum}{upto}")


@dataclass(frozen=True)
class Rules:
    """Every option of Indian Rummy (RULES.md §3); ``Rules()`` is the seed's game.

    Options (default first):

    * ``decks`` 2 and ``printed_jokers`` 2: the cards in play.
    * ``printed_joker_indicator_makes_aces_wild``: True | False (then a cut
      printed joker makes no rank wild; printed jokers stay wild).
    * ``joker_in_set_allowed``: True | False.
    * ``set_max_size``: 4 (3 or more).
    * ``loser_grouping_requirement``: ``"pure_sequence"`` (seed: a loser with
      a pure sequence counts only the cards outside valid groups) |
      ``"two_sequences_one_pure"`` (without two sequences including a pure
      one, all cards count).
    * ``no_pure_sequence_penalty``: ``"sum_capped"`` (all cards count, up to
      ``max_penalty``) | ``"fixed_max"`` (``max_penalty`` at once).
    * ``max_penalty`` 80, ``first_drop`` 20, ``middle_drop`` 40,
      ``wrong_show`` 80: penalty points.
    * ``format``: ``"points"`` (one deal) | ``"pool101"`` | ``"pool201"``
      (deals until all but one player reach 101 / 201 points) | ``"deals"``
      (``deals`` deals, chips change hands).

    What RULES.md and the seed leave open, as options:

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

    Raises:
        InvalidRulesError: naming the option and its allowed values.
    """

    decks: int = 2
    printed_jokers: int = 2
    printed_joker_indicator_makes_aces_wild: bool = True
    joker_in_set_allowed: bool = True
    set_max_size: int = 4
    loser_grouping_requirement: str = "pure_sequence"
    no_pure_sequence_penalty: str = "sum_capped"
    max_penalty: int = 80
    first_drop: int = 20
    middle_drop: int = 40
    wrong_show: int = 80
    format: str = "points"
    after_wrong_show: str = "play_on"
    deals: int = 2
    max_reshuffles: int | None = None
    ace_points: int = 10
    court_points: int = 10
    joker_points: int = 0
    hand_size: int = 13

    def __post_init__(self):
        _check_int("decks", self.decks, 1, 4)
        _check_int("printed_jokers", self.printed_jokers, 0, 6)
        check_option("printed_joker_indicator_makes_aces_wild", self.printed_joker_indicator_makes_aces_wild,
                     (True, False))
        check_option("joker_in_set_allowed", self.joker_in_set_allowed, (True, False))
        _check_int("set_max_size", self.set_max_size, 3, 8)
        check_option("loser_grouping_requirement", self.loser_grouping_requirement, GROUPING_REQUIREMENTS)
        check_option("no_pure_sequence_penalty", self.no_pure_sequence_penalty, NO_PURE_PENALTIES)
        _check_int("max_penalty", self.max_penalty, 1)
        _check_int("first_drop", self.first_drop, 0)
        _check_int("middle_drop", self.middle_drop, 0)
        _check_int("wrong_show", self.wrong_show, 0)
        check_option("format", self.format, FORMATS)
        check_option("after_wrong_show", self.after_wrong_show, AFTER_WRONG_SHOW)
        _check_int("deals", self.deals, 1, 100)
        if self.max_reshuffles is not None:
            _check_int("max_reshuffles", self.max_reshuffles, 0)
        _check_int("ace_points", self.ace_points, 0)
        _check_int("court_points", self.court_points, 0)
        _check_int("joker_points", self.joker_points, 0)
        _check_int("hand_size", self.hand_size, 7, 13)

    @classmethod
    def pool(cls, limit: int = 101, **options) -> "Rules":
        """Pool Rummy: deals until one player is left under ``limit`` (101 or 201) points."""
        if limit not in (101, 201):
            raise InvalidRulesError(f"limit={limit!r} is not allowed: expected 101 or 201")
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
        raise InvalidRulesError(f"rules={rules!r} is not an indian_rummy.Rules: expected indian_rummy.Rules(...) or None")
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
        raise NotationError(f"{indicator!r} is not one card: expected the cut card, such as '5H' or 'JK'")
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
        raise CardTypeError(f"wild_rank={value!r} is a card: expected a rank such as '5' "
                            "(wild_rank(indicator) turns the cut card into its rank)")
    if isinstance(value, str):
        return Rank.parse(value)
    raise CardTypeError(f"wild_rank={value!r} is not a rank: expected None or a rank such as 'A', '5', '10' or 'K'")


_MELD_RULES: dict = {}


def _meld_rules(rules: Rules, wild: Rank | None, kind: str = "both") -> MeldRules:
    """The shape of a group under ``rules``: sets 3..set_max_size in distinct suits, sequences 3+, aces low or high.

    ``kind`` "run" or "set" gives rules that read only that kind (used to
    tell the readings of an ambiguous group such as ``7♠ 🃏 🃏`` apart).
    """
    key = (rules.set_max_size, rules.joker_in_set_allowed, wild, kind)
    hit = _MELD_RULES.get(key)
    if hit is None:
        big = 99  # a size no group reaches: turns the other kind off
        hit = _MELD_RULES[key] = MeldRules(
            min_set=big if kind == "run" else 3, max_set=big if kind == "run" else rules.set_max_size,
            min_run=big if kind == "set" else 3, ace_low=True, ace_high=True, set_distinct_suits=True,
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


_COUNT_ONE = lambda card: 1  # noqa: E731  (every card counts one: the search then minimises loose cards)


# ---------------------------------------------------------------------------
# Groups (melds)


@dataclass(frozen=True)
class _Reading:
    kind: str
    meld: Meld
    stand_ins: tuple  # (joker card, the card it stands for)


_LABELS: dict = {}


def _labels_fn(rules: Rules, wild: Rank | None):
    """Tags of a group for the search: ("sequence", "pure"), ("sequence",) or () for a set.

    The search hands over groups read with their fewest jokers. A group read
    as a run is a sequence, pure without jokers. A group read as a set is
    also a sequence when at most one of its cards is natural (its suit and
    rank then fit a sequence, the jokers filling the rest): never a pure one.
    """
    key = (rules.set_max_size, rules.joker_in_set_allowed, wild)
    fn = _LABELS.get(key)
    if fn is None:
        def fn(meld: Meld, _wild=wild) -> tuple:
            if meld.kind == "run":
                return ("sequence",) if meld.substitutes else ("sequence", "pure")
            naturals = [c for c in meld.cards if not _is_wild(c, _wild)]
            if len(naturals) > 1 or len(meld.cards) > 13 or (not naturals and all(c.is_joker for c in meld.cards)):
                return ()
            return ("sequence",)
        _LABELS[key] = fn
    return fn


def _stand_ins_run(meld: Meld, wild: Rank | None) -> tuple:
    """Which jokers stand in for which cards in a sequence read as ``meld`` (display order)."""
    cards = meld.cards
    n = len(cards)
    suits = {c.suit for c in cards if not _is_wild(c, wild)} or {c.suit for c in cards if not c.is_joker}
    for suit in sorted(suits, key=lambda s: s.index):
        for start in range(15 - n, 0, -1):
            if start == 1 and start + n - 1 == 14:
                continue
            out = []
            ok = True
            for i, c in enumerate(cards):
                pos = start + i
                want = Card(Rank.ACE if pos == 14 else Rank(pos), suit)
                if c == want:
                    continue
                if _is_wild(c, wild):
                    out.append((c, want))
                else:
                    ok = False
                    break
            if ok and len(out) == meld.substitutes:
                return tuple(out)
    return ()


def _stand_ins_set(meld: Meld, wild: Rank | None) -> tuple:
    naturals = [c for c in meld.cards if not _is_wild(c, wild)]
    rank = naturals[0].rank if naturals else next((c.rank for c in meld.cards if not c.is_joker), None)
    if rank is None:
        return ()
    natural = list(meld.cards[:len(meld.cards) - meld.substitutes])
    missing = [Card(rank, s) for s in Suit if all(c.suit != s for c in natural)]
    subs = meld.cards[len(meld.cards) - meld.substitutes:]
    return tuple(zip(subs, missing))


_READINGS: dict = {}


def _readings(cards: list[Card], wild: Rank | None, rules: Rules) -> list[_Reading]:
    """Every way ``cards`` count as one group: pure or impure sequence, set (best first; cached)."""
    key = (rules.set_max_size, rules.joker_in_set_allowed, wild, tuple(sorted(c.code for c in cards)))
    hit = _READINGS.get(key)
    if hit is None:
        if len(_READINGS) > 100_000:
            _READINGS.clear()
        hit = _READINGS[key] = _read_group(cards, wild, rules)
    return hit


def _read_group(cards: list[Card], wild: Rank | None, rules: Rules) -> list[_Reading]:
    out = []
    run = read_meld(cards, _meld_rules(rules, wild, "run"))
    if run is not None:
        kind = PURE if run.substitutes == 0 else IMPURE
        out.append(_Reading(kind, run, _stand_ins_run(run, wild)))
    group = read_meld(cards, _meld_rules(rules, wild, "set"))
    if group is not None:
        out.append(_Reading(SET, group, _stand_ins_set(group, wild)))
    # Fewest jokers standing in first; on a tie the sequence (what a show needs).
    out.sort(key=lambda r: (r.meld.substitutes, r.kind == SET))
    return out


def _read_cards(cards) -> list[Card]:
    if isinstance(cards, Meld):
        return list(cards.cards)
    return list(parse_cards(cards))


def _check_deck(cards: Iterable[Card], rules: Rules) -> None:
    """Refuse more copies of a card than the decks hold (NotationError naming it)."""
    counts = Counter(cards)
    if not counts:
        return
    most = max(n for c, n in counts.items() if not c.is_joker) if len(counts) > (JOKER_CARD in counts) else 0
    if most > rules.decks or counts.get(JOKER_CARD, 0) > rules.printed_jokers:
        rules.deck.check_holds(cards)  # raises, quoting the card


def check_meld(cards, wild_rank=None, rules=None) -> Verdict:
    """Is this a valid group? ``.kind`` is ``"pure_sequence"``, ``"impure_sequence"`` or ``"set"``.

    A group that can be read both ways (``7♠ 🃏 🃏``) is a sequence: that is
    what a show needs. The verdict carries ``.meld`` (the reading, jokers
    placed), ``.kinds`` (every possible reading), ``.substitutes`` and
    ``.stand_ins`` (pairs: joker, the card it stands for).

    >>> check_meld("4C 5C 6C", wild_rank="5").kind
    'pure_sequence'

    Raises:
        NotationError / CardTypeError: if ``cards`` cannot be read, or hold
            more copies of a card than the decks do.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = _read_cards(cards)
    _check_deck(cards, rules)
    return _meld_verdict(cards, wild, rules)


def _meld_verdict(cards: list[Card], wild: Rank | None, rules: Rules) -> Verdict:
    readings = _readings(cards, wild, rules)
    if not readings:
        why = classify(cards, _meld_rules(rules, wild)).reasons
        return Verdict(False, None, why, meld=None, kinds=(), substitutes=None, stand_ins=())
    best = readings[0]
    meld = best.meld
    reasons = []
    if best.kind == PURE:
        reasons.append(Reason("indian_rummy.pure_sequence", cards=meld.cards))
        natural_wilds = [c for c in meld.cards if wild is not None and c.rank == wild]
        for c in natural_wilds:
            reasons.append(Reason("indian_rummy.wild_in_own_place", card=c, cards=meld.cards))
    elif best.kind == IMPURE:
        reasons.append(Reason("indian_rummy.impure_sequence", cards=meld.cards))
    else:
        rank = next(c for c in meld.cards if not c.is_joker).rank
        reasons.append(Reason("indian_rummy.set", cards=meld.cards, rank=rank.symbol))
    for joker, missing in best.stand_ins:
        reasons.append(Reason("indian_rummy.stands_in", joker=joker, missing=missing))
    if len(readings) > 1:
        reasons.append(Reason("indian_rummy.also_a_set" if best.kind != SET else "indian_rummy.also_a_sequence",
                              cards=meld.cards))
    return Verdict(True, best.kind, reasons, meld=meld, kinds=tuple(r.kind for r in readings),
                   substitutes=meld.substitutes, stand_ins=best.stand_ins)


# ---------------------------------------------------------------------------
# Declarations


def _read_groups(groups) -> list[list[Card]]:
    """Groups as lists of cards: a list of groups, or a string with ``|`` between groups."""
    if isinstance(groups, str):
        parts = [p for p in groups.replace(";", "|").split("|")]
        if not any(p.strip() for p in parts):
            raise NotationError(f"{groups!r} holds no groups: expected groups such as '3H 4H 5H | QH QD QC'")
        return [list(parse_cards(p)) for p in parts if p.strip()]
    if groups is None or isinstance(groups, (int, float, bytes, Card)):
        raise CardTypeError(f"{groups!r} is not a list of groups: expected groups such as "
                            "[['3H', '4H', '5H'], ['QH', 'QD', 'QC']] or '3H 4H 5H | QH QD QC'")
    try:
        items = list(groups)
    except TypeError:
        raise CardTypeError(f"{groups!r} is not a list of groups: expected groups such as "
                            "[['3H', '4H', '5H'], ['QH', 'QD', 'QC']]") from None
    out = []
    for g in items:
        if isinstance(g, Card):
            out.append([g])
        elif isinstance(g, Meld):
            out.append(list(g.cards))
        else:
            out.append(list(parse_cards(g)))
    return out


def check_declaration(groups, wild_rank=None, rules=None, *, hand=None) -> Verdict:
    """Is this show (*khai bài*) valid? Every failure is named.

    ``groups`` is the shown grouping (a list of groups, or a string such as
    ``"3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"``). A valid show has
    all ``hand_size`` (13) cards in valid groups, at least two sequences and
    at least one pure sequence. With ``hand``, the groups must use exactly
    the hand's cards (a card left out or used twice is named).

    ``.kind`` is ``"valid_show"`` or ``"wrong_show"``; ``.groups`` holds one
    :func:`check_meld` verdict per group; ``.sequences`` and ``.pure`` count.

    Raises:
        NotationError / CardTypeError: if the groups or hand cannot be read,
            or hold more copies of a card than the decks do.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    parsed = _read_groups(groups)
    shown = [c for g in parsed for c in g]
    _check_deck(shown, rules)
    reasons: list[Reason] = []
    if hand is not None:
        held = _read_cards(hand)
        _check_deck(held, rules)
        have, used = Counter(held), Counter(shown)
        missing = [c for c in sorted(have) for _ in range(have[c] - used.get(c, 0))]
        if missing:
            reasons.append(Reason("indian_rummy.not_grouped", cards=tuple(missing)))
        for c in sorted(used):
            if used[c] > have.get(c, 0):
                if have.get(c, 0):
                    reasons.append(Reason("indian_rummy.used_twice", card=c, n=used[c], held=have[c]))
                else:
                    reasons.append(Reason("indian_rummy.not_in_hand", card=c))
        if len(held) != rules.hand_size:
            reasons.append(Reason("indian_rummy.wrong_count", n=len(held), need=rules.hand_size))
    elif len(shown) != rules.hand_size:
        reasons.append(Reason("indian_rummy.wrong_count", n=len(shown), need=rules.hand_size))
    verdicts = tuple(_meld_verdict(g, wild, rules) for g in parsed)
    for g, v in zip(parsed, verdicts):
        if not v:
            reasons.append(Reason("indian_rummy.invalid_group", cards=tuple(g)))
            reasons.extend(v.reasons)
    valid = [v for v in verdicts if v]
    sequences = [v for v in valid if PURE in v.kinds or IMPURE in v.kinds]
    pure = [v for v in sequences if v.kind == PURE]
    if len(sequences) < 2:
        reasons.append(Reason("indian_rummy.too_few_sequences", n=len(sequences)))
    if not pure:
        if sequences:
            reasons.append(Reason("indian_rummy.no_pure_sequence", n=len(sequences)))
            for v in sequences:
                jokers = tuple(j for j, _ in v.stand_ins)
                wanted = tuple(m for _, m in v.stand_ins)
                reasons.append(Reason("indian_rummy.uses_joker", cards=v.meld.cards, jokers=jokers, missing=wanted))
        else:
            reasons.append(Reason("indian_rummy.no_sequence_at_all"))
    ok = not reasons
    if ok:
        detail = [r for v in verdicts for r in v.reasons]
        reasons = detail + [Reason("indian_rummy.valid_show", n=rules.hand_size, sequences=len(sequences),
                                   pure=len(pure))]
    else:
        reasons.insert(0, Reason("indian_rummy.wrong_show"))
    return Verdict(ok, "valid_show" if ok else "wrong_show", reasons, groups=verdicts,
                   sequences=len(sequences), pure=len(pure))


# ---------------------------------------------------------------------------
# Best arrangement and penalty


@dataclass(frozen=True)
class RummyArrangement(Arrangement):
    """An Indian Rummy arrangement: groups, loose cards, and what they are worth.

    ``melds`` are the groups, ``kinds`` their kinds (``"pure_sequence"``,
    ``"impure_sequence"``, ``"set"``), ``deadwood`` the loose cards and
    ``points`` their value. ``valid_declaration`` tells whether these cards
    make a valid show; ``penalty`` is what a loser holding them pays under
    the rules (all cards, the cap, ``fixed_max``…), explained by
    ``verdict``. For a hand after the draw (``hand_size + 1`` cards),
    ``discard`` is the card to throw (face down when showing) and the rest
    describes the cards kept.
    """

    kinds: tuple = ()
    wild_rank: str | None = None
    valid_declaration: bool = False
    has_pure_sequence: bool = False
    penalty: int = 0
    discard: Card | None = None
    verdict: Verdict | None = field(default=None, compare=False)
    rules: Rules | None = field(default=None, repr=False, compare=False)

    @property
    def groups(self) -> tuple:
        """The groups as tuples of cards."""
        return tuple(m.cards for m in self.melds)

    def best_discard(self) -> Discard:
        """For a hand after the draw: the card to discard and the arrangement of the rest.

        Raises:
            ArrangementError: for an empty hand.
        """
        if self.discard is not None:
            return Discard(self.discard, self)
        cards = list(self.cards)
        if not cards:
            raise ArrangementError("an empty hand has no card to discard")
        return Discard(*_best_discard(cards, _wild(self.wild_rank), self.rules or _rules(None)))

    def __str__(self) -> str:
        names = {PURE: "pure sequence", IMPURE: "impure sequence", SET: "set"}
        parts = [f"[{m.pretty}] {names[k]}" for m, k in zip(self.melds, self.kinds)]
        head = f"discard {self.discard.pretty}, keep " if self.discard is not None else ""
        body = " · ".join(parts) or "no groups"
        if self.valid_declaration:
            return f"{head}{body} — a valid show, 0 points"
        loose = " ".join(c.pretty for c in self.deadwood) or "—"
        text = f"{head}{body} | loose {loose} = {self.points}"
        if self.penalty != self.points:
            text += f"; penalty {self.penalty}"
        return text + (f" ({self.verdict.text()})" if self.verdict is not None and self.verdict.reasons else "")

    def __repr__(self) -> str:
        return f"<RummyArrangement {self}>"


def _search_arrangement(cards: list[Card], wild: Rank | None, rules: Rules, require: dict | None,
                        count: bool = False) -> Arrangement:
    mr = _meld_rules(rules, wild)
    points = _COUNT_ONE if count else _points_fn(wild, rules)
    if require:
        return _search(cards, mr, points, labels=_labels_fn(rules, wild), require=require)
    return _search(cards, mr, points)


_DECLARE = {"sequence": 2, "pure": 1}
_PURE = {"pure": 1}


def _kinds(melds, wild: Rank | None, rules: Rules) -> tuple:
    """The kind to show for each group: its best reading, except that groups that may also be read
    as sequences are shown as sequences when the show's two sequences need them."""
    out, ambiguous = [], []
    for i, m in enumerate(melds):
        readings = _readings(list(m.cards), wild, rules)
        out.append(readings[0].kind if readings else SET)
        if out[-1] == SET and any(r.kind == IMPURE for r in readings):
            ambiguous.append(i)
    for i in ambiguous:
        if sum(k != SET for k in out) >= 2:
            break
        out[i] = IMPURE
    return tuple(out)


def _has_pure_run(cards: list[Card], wild: Rank | None) -> bool:
    """True if three consecutive cards of one suit are held (wild-rank cards in their own place count)."""
    codes = {c.code for c in cards}
    for code in codes:
        if code < 52 and code + 4 in codes and (code + 8 in codes or (code >= 44 and code - 44 in codes)):
            return True  # r, r+1, r+2 (or Q-K-A: the ace's code is the queen's minus 44)
    return False


def _total(cards: Iterable[Card], wild: Rank | None, rules: Rules) -> int:
    table = _value_table(wild, rules)
    return sum([table[c.code] for c in cards])


def _evaluate(cards: list[Card], wild: Rank | None, rules: Rules, *, known_not_declarable: bool = False,
              discard: Card | None = None) -> RummyArrangement:
    """The arrangement of ``cards`` (no discard) that makes a valid show if any, else has the least penalty.

    Up to three exact searches: with a pure sequence required, with the
    show's requirement (two sequences, one pure), and with nothing required.
    A show is possible only if the least penalty with a pure sequence is 0.
    """
    full = len(cards) == rules.hand_size and not known_not_declarable
    cap = rules.max_penalty
    pure = _search_arrangement(cards, wild, rules, _PURE) if _has_pure_run(cards, wild) else None
    has_pure = pure is not None and pure.feasible
    decl = None
    if has_pure and (rules.loser_grouping_requirement == "two_sequences_one_pure" or (full and pure.points == 0)):
        if pure.points == 0 and not pure.deadwood and sum(_labels_fn(rules, wild)(m).count("sequence")
                                                           for m in pure.melds) >= 2:
            decl = pure  # already a show
        else:
            decl = _search_arrangement(cards, wild, rules, _DECLARE)
        if full and decl.feasible and not decl.deadwood:
            return _make(decl, wild, rules, valid=True, pure=True, penalty=0, discard=discard)
    if rules.loser_grouping_requirement == "pure_sequence":
        if has_pure:
            grouped = decl if decl is not None and decl.feasible and decl.points == pure.points else pure
            return _make(grouped, wild, rules, valid=False, pure=True, penalty=min(grouped.points, cap),
                         discard=discard, why="indian_rummy.counts_loose")
    elif decl is not None and decl.feasible:
        return _make(decl, wild, rules, valid=False, pure=True, penalty=min(decl.points, cap),
                     discard=discard, why="indian_rummy.counts_loose")
    free = _search_arrangement(cards, wild, rules, None)
    total = _total(cards, wild, rules)
    if not has_pure and rules.no_pure_sequence_penalty == "fixed_max":
        return _make(free, wild, rules, valid=False, pure=False, penalty=cap, discard=discard,
                     why="indian_rummy.fixed_max", total=total)
    why = "indian_rummy.all_count_no_pure" if not has_pure else "indian_rummy.all_count_two_sequences"
    return _make(free, wild, rules, valid=False, pure=has_pure, penalty=min(total, cap), discard=discard, why=why,
                 total=total)


def _make(a: Arrangement, wild, rules: Rules, *, valid: bool, pure: bool, penalty: int, discard=None,
          why: str | None = None, verdict=None, total: int | None = None) -> RummyArrangement:
    kinds = _kinds(a.melds, wild, rules)
    if why is not None:
        params: dict[str, Any] = {"points": penalty}
        if why == "indian_rummy.counts_loose":
            params["loose"] = a.points
        else:
            params["total"] = total
        reasons = [Reason(why, **params)]
        if why != "indian_rummy.fixed_max" and penalty == rules.max_penalty and (
                (total if total is not None else a.points) > rules.max_penalty):
            reasons.append(Reason("indian_rummy.capped", cap=rules.max_penalty))
        verdict = Verdict(False, why.split(".")[1], reasons, points=penalty)
    elif valid:
        verdict = Verdict(True, "valid_show", [Reason("indian_rummy.valid_show", n=rules.hand_size,
                                                      sequences=sum(k != SET for k in kinds),
                                                      pure=sum(k == PURE for k in kinds))], points=0)
    return RummyArrangement(a.melds, a.deadwood, a.points, True, None, kinds=kinds,
                            wild_rank=wild.symbol if wild is not None else None, valid_declaration=valid,
                            has_pure_sequence=pure, penalty=penalty, discard=discard, verdict=verdict, rules=rules)


def _declaration_discard(cards: list[Card], wild: Rank | None, rules: Rules) -> RummyArrangement | None:
    """For ``hand_size + 1`` cards: a discard that leaves a valid show, or None.

    One search counts loose cards (every card one point): a show is possible
    exactly when at most one card is left loose; with none, a group of four
    or more can spare a card (with 14 cards there always is one).
    """
    if not _has_pure_run(cards, wild):
        return None
    a = _search_arrangement(cards, wild, rules, _DECLARE, count=True)
    if not a.feasible or len(a.deadwood) > 1:
        return None
    labels = _labels_fn(rules, wild)
    melds = list(a.melds)
    if a.deadwood:
        out = _points_arrangement(melds, [], wild, rules)
        return _make(out, wild, rules, valid=True, pure=True, penalty=0, discard=a.deadwood[0])
    for i, m in sorted(enumerate(melds), key=lambda im: -len(im[1].cards)):
        if len(m.cards) < 4:
            break
        tags = labels(m)
        for j in reversed(range(len(m.cards))):
            rest = m.cards[:j] + m.cards[j + 1:]
            readings = _readings(list(rest), wild, rules)
            if not readings:
                continue
            meld = readings[0].meld
            if set(tags) <= set(labels(meld)):
                melds[i] = meld
                out = _points_arrangement(melds, [], wild, rules)
                return _make(out, wild, rules, valid=True, pure=True, penalty=0, discard=m.cards[j])
    # Every group has three cards (hand sizes such as 8 or 11): try each discard.
    for c in sorted(set(cards), key=lambda c: (-_card_value(c, wild, rules), -c.code)):
        rest = list(cards)
        rest.remove(c)
        a = _search_arrangement(rest, wild, rules, _DECLARE, count=True)
        if a.feasible and not a.deadwood:
            return _make(_points_arrangement(a.melds, [], wild, rules), wild, rules, valid=True, pure=True,
                         penalty=0, discard=c)
    return None


def _points_arrangement(melds, dead, wild, rules) -> Arrangement:
    return Arrangement(tuple(melds), tuple(dead), _total(dead, wild, rules), True)


def _best_discard(cards: list[Card], wild: Rank | None, rules: Rules) -> tuple[Card, RummyArrangement]:
    """The exact best discard: a valid show if one exists, else the least penalty for the cards kept.

    Ties: a card left loose by the best arrangement of all the cards
    (which keeps the groups whole), the higher-valued first, then the higher
    card. Each discard is searched only if it can still win: keeping
    ``cards - c`` costs at least the best arrangement of all the cards minus
    the value of ``c`` (an arrangement of the cards kept, plus ``c`` loose,
    arranges them all).
    """
    cap = rules.max_penalty
    total = _total(cards, wild, rules)
    pure_run = _has_pure_run(cards, wild)
    two = rules.loser_grouping_requirement == "two_sequences_one_pure"
    whole = _search_arrangement(cards, wild, rules, _DECLARE if two else _PURE) if pure_run else None
    met = whole is not None and whole.feasible
    # A show leaves one card loose beside groups with a pure sequence, so the cards' best
    # arrangement with a pure sequence costs at most that card: otherwise no show is possible.
    if met and len(cards) == rules.hand_size + 1 and whole.points <= max(_card_value(c, wild, rules) for c in cards):
        shown = _declaration_discard(cards, wild, rules)
        if shown is not None:
            return shown.discard, shown
    # Without the requirement met by all the cards, no discard meets it: all cards count.
    no_pure_anywhere = not pure_run or (not met and not two) or (
        not met and not _search_arrangement(cards, wild, rules, _PURE).feasible)
    fixed = rules.no_pure_sequence_penalty == "fixed_max"
    shape = whole if met else _search_arrangement(cards, wild, rules, None)
    loose = set(shape.deadwood)
    distinct = sorted(set(cards), key=lambda c: (c not in loose, -_card_value(c, wild, rules), -c.code))
    plan = []  # (lower bound, tie-break index, card, exact penalty or None)
    for i, c in enumerate(distinct):
        v = _card_value(c, wild, rules)
        if met:
            plan.append((min(cap, max(0, whole.points - v)), i, c, None))
        elif no_pure_anywhere:
            plan.append((cap if fixed else min(cap, total - v), i, c, "exact"))
        else:
            plan.append((min(cap, total - v), i, c, None))
    plan.sort(key=lambda t: (t[0], t[1]))
    best = None  # (penalty, index, card, arrangement or None)
    for lower, i, c, exact in plan:
        if best is not None and (lower, i) > best[:2]:
            continue
        if exact:
            best = (lower, i, c, None)
            continue
        if met and c in loose:
            # Exact without a search: the best arrangement of all the cards, with c taken out of its
            # loose cards, reaches the bound.
            dead = list(whole.deadwood)
            dead.remove(c)
            kept = _points_arrangement(whole.melds, dead, wild, rules)
            got = _make(kept, wild, rules, valid=False, pure=True, penalty=min(kept.points, cap), discard=c,
                        why="indian_rummy.counts_loose")
        else:
            rest = list(cards)
            rest.remove(c)
            got = _evaluate(rest, wild, rules, known_not_declarable=True, discard=c)
        if best is None or (got.penalty, i) < best[:2]:
            best = (got.penalty, i, c, got)
    card, arrangement = best[2], best[3]
    if arrangement is None and card in loose:
        # No pure sequence anywhere: show the best grouping of the cards kept, which is the best
        # grouping of all the cards with the discard taken out of its loose cards.
        dead = list(shape.deadwood)
        dead.remove(card)
        kept = _points_arrangement(shape.melds, dead, wild, rules)
        rest_total = total - _card_value(card, wild, rules)
        why = "indian_rummy.fixed_max" if fixed else "indian_rummy.all_count_no_pure"
        arrangement = _make(kept, wild, rules, valid=False, pure=False, penalty=best[0], discard=card, why=why,
                            total=rest_total)
    elif arrangement is None:
        rest = list(cards)
        rest.remove(card)
        arrangement = _evaluate(rest, wild, rules, known_not_declarable=True, discard=card)
    return card, arrangement


def arrange(hand, wild_rank=None, rules=None) -> RummyArrangement:
    """The best arrangement of a hand: a valid show if possible, else the least penalty.

    For ``hand_size`` (13) cards: the grouping that makes a valid show when
    one exists, otherwise the one with the least penalty under the rules.
    For ``hand_size + 1`` (14) cards, a hand just after the draw: the best
    discard too (``.discard``), and the arrangement of the 13 cards kept.
    Other sizes are arranged as they are. The search is exact.

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read, or holds
            more copies of a card than the decks do.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = [] if isinstance(hand, (list, tuple)) and not hand else list(parse_cards(hand))
    _check_deck(cards, rules)
    if len(cards) == rules.hand_size + 1:
        return _best_discard(cards, wild, rules)[1]
    return _evaluate(cards, wild, rules)


def explain_penalty(hand, groups=None, wild_rank=None, rules=None) -> Verdict:
    """A loser's penalty points (*điểm phạt*) with the reasons; ``.points`` holds the number.

    With ``groups`` (the loser's own grouping; cards of the hand in no group
    are loose; groups that are not valid count as loose cards), else the
    best arrangement. A loser with a pure sequence counts only the cards
    outside valid groups (``loser_grouping_requirement="pure_sequence"``);
    otherwise all cards count (``no_pure_sequence_penalty``), capped at
    ``max_penalty``.

    Raises:
        NotationError / CardTypeError: if the hand or groups cannot be read.
        ArrangementError: if the groups use a card the hand does not hold.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = [] if isinstance(hand, (list, tuple)) and not hand else list(parse_cards(hand))
    _check_deck(cards, rules)
    if groups is None:
        return _evaluate(cards, wild, rules).verdict
    parsed = _read_groups(groups)
    left = Counter(cards)
    for g in parsed:
        for c in g:
            if left.get(c, 0) <= 0:
                raise ArrangementError(f"the groups use {c} but the hand {Hand(cards)} does not hold it "
                                       f"(or not that many times): expected groups made of the hand's cards")
            left[c] -= 1
    verdicts = [_meld_verdict(g, wild, rules) for g in parsed]
    loose = [c for g, v in zip(parsed, verdicts) if not v for c in g]
    loose += [c for c in sorted(left) for _ in range(left[c])]
    sequences = [v for v in verdicts if v and (PURE in v.kinds or IMPURE in v.kinds)]
    pure = [v for v in sequences if v.kind == PURE]
    meets = bool(pure) if rules.loser_grouping_requirement == "pure_sequence" else (len(sequences) >= 2 and pure)
    cap = rules.max_penalty
    total = _total(cards, wild, rules)
    if meets and len(loose) == 0 and len(sequences) >= 2 and len(cards) == rules.hand_size:
        return Verdict(True, "valid_show", [Reason("indian_rummy.valid_show", n=rules.hand_size,
                                                   sequences=len(sequences), pure=len(pure))], points=0)
    if meets:
        points = _total(loose, wild, rules)
        reasons = [Reason("indian_rummy.counts_loose", points=min(points, cap), loose=points)]
        if points > cap:
            reasons.append(Reason("indian_rummy.capped", cap=cap))
        return Verdict(False, "counts_loose", reasons, points=min(points, cap))
    if not pure and rules.no_pure_sequence_penalty == "fixed_max":
        return Verdict(False, "fixed_max", [Reason("indian_rummy.fixed_max", points=cap, total=total)], points=cap)
    why = "indian_rummy.all_count_no_pure" if not pure else "indian_rummy.all_count_two_sequences"
    reasons = [Reason(why, points=min(total, cap), total=total)]
    if total > cap:
        reasons.append(Reason("indian_rummy.capped", cap=cap))
    return Verdict(False, why.split(".")[1], reasons, points=min(total, cap))


def penalty(hand, groups=None, wild_rank=None, rules=None) -> int:
    """A loser's penalty points, from their grouping or (``groups=None``) the best arrangement.

    See :func:`explain_penalty` for the rule and the reasons.

    >>> penalty("7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H")
    25

    Raises:
        NotationError / CardTypeError: if the hand or groups cannot be read.
        ArrangementError: if the groups use a card the hand does not hold.
    """
    return explain_penalty(hand, groups, wild_rank, rules).points


def drop_penalty(first: bool = True, rules=None) -> int:
    """Points for dropping (*bỏ cuộc*): ``first_drop`` before one's first draw, else ``middle_drop``."""
    rules = _rules(rules)
    if not isinstance(first, bool):
        raise CardTypeError(f"first={first!r}: expected True (first drop) or False (middle drop)")
    return rules.first_drop if first else rules.middle_drop


def wrong_show_penalty(rules=None) -> int:
    """Points for a wrong show (*khai sai*): ``wrong_show`` (80)."""
    return _rules(rules).wrong_show


def settle_deal(winner, penalties: Mapping, rules=None) -> Outcome:
    """Points Rummy settlement: every loser pays their penalty points to the winner.

    ``penalties`` maps each loser to their points (the winner scores 0).
    ``winner=None`` (no valid show) splits nothing: every payment is 0.

    Raises:
        CardlabError: for penalties that are not whole numbers from 0 up, or
            a winner listed among the losers.
    """
    rules = _rules(rules)
    if not isinstance(penalties, Mapping):
        raise CardTypeError(f"penalties={penalties!r}: expected a mapping player -> penalty points")
    for p, v in penalties.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardlabError(f"penalty {v!r} of {p!r} is not allowed: expected a whole number of points, 0 or more")
    if winner is not None and winner in penalties and penalties[winner]:
        raise CardlabError(f"winner {winner!r} has {penalties[winner]} penalty points: the winner scores 0")
    payments = {p: 0 for p in penalties}
    reasons = []
    if winner is not None:
        payments[winner] = 0
        for p, v in penalties.items():
            if p == winner:
                continue
            payments[p] -= v
            payments[winner] += v
            reasons.append(Reason("indian_rummy.pays", player=p, points=v, winner=winner))
    ranking = tuple(sorted(payments, key=lambda p: (-payments[p], str(p))))
    return Outcome(winner, ranking, (), payments, "show" if winner is not None else "no_winner", tuple(reasons),
                   {"penalties": dict(penalties)})


register_messages({
    "indian_rummy.pure_sequence": {
        "en": "{cards} is a pure sequence: consecutive cards of one suit with no joker standing in",
        "vi": "{cards} là dãy thuần: các lá liên tiếp cùng chất, không có joker thay thế"},
    "indian_rummy.wild_in_own_place": {
        "en": "{card} is a wild joker this deal but stands in its own place in {cards}, so the sequence stays pure",
        "vi": "{card} là joker chỉ định của ván nhưng nằm đúng vị trí tự nhiên của nó trong {cards}, nên dãy vẫn thuần"},
    "indian_rummy.impure_sequence": {
        "en": "{cards} is an impure sequence: consecutive cards of one suit with a joker standing in",
        "vi": "{cards} là dãy có joker: các lá liên tiếp cùng chất, có joker thay cho lá còn thiếu"},
    "indian_rummy.set": {
        "en": "{cards} is a set: {rank}s in different suits",
        "vi": "{cards} là bộ cùng số: các lá {rank} khác chất"},
    "indian_rummy.stands_in": {
        "en": "{joker} stands in for {missing}",
        "vi": "{joker} thay cho {missing}"},
    "indian_rummy.also_a_set": {
        "en": "{cards} could also count as a set, but as a sequence it helps the show more",
        "vi": "{cards} cũng có thể tính là bộ cùng số, nhưng tính là dãy thì có lợi hơn khi khai bài"},
    "indian_rummy.also_a_sequence": {
        "en": "{cards} could also count as an impure sequence, if the show needs one more sequence",
        "vi": "{cards} cũng có thể tính là dãy có joker, nếu khi khai bài còn thiếu một dãy"},
    "indian_rummy.not_grouped": {
        "en": "{cards} in no group: every card of the hand must be shown in a group",
        "vi": "{cards} không nằm trong nhóm nào: mọi lá trên tay phải nằm trong một nhóm"},
    "indian_rummy.used_twice": {
        "en": "{card} is used {n} times but the hand holds it {held} time(s): a card belongs to one group only",
        "vi": "{card} được dùng {n} lần nhưng trên tay chỉ có {held} lá: mỗi lá chỉ được nằm trong một nhóm"},
    "indian_rummy.not_in_hand": {
        "en": "{card} is not in the hand",
        "vi": "{card} không có trên tay"},
    "indian_rummy.wrong_count": {
        "en": "The show holds {n} cards, but a show is exactly {need} cards",
        "vi": "Phần khai có {n} lá, nhưng khai bài phải đủ đúng {need} lá"},
    "indian_rummy.invalid_group": {
        "en": "{cards} is not a valid group",
        "vi": "{cards} không phải là nhóm hợp lệ"},
    "indian_rummy.too_few_sequences": {
        "en": "Only {n} sequence(s): a show needs at least two sequences",
        "vi": "Chỉ có {n} dãy: khai bài cần ít nhất hai dãy"},
    "indian_rummy.no_pure_sequence": {
        "en": "{n} sequence(s) but none is pure: a show needs at least one pure sequence, with no joker standing in",
        "vi": "Có {n} dãy nhưng không dãy nào thuần: khai bài cần ít nhất một dãy thuần, không có joker thay thế"},
    "indian_rummy.uses_joker": {
        "en": "{cards} is not pure: {jokers} stands in for {missing}",
        "vi": "{cards} không thuần: {jokers} thay cho {missing}"},
    "indian_rummy.no_sequence_at_all": {
        "en": "There is no sequence at all, so no pure sequence either",
        "vi": "Không có dãy nào, nên cũng không có dãy thuần"},
    "indian_rummy.valid_show": {
        "en": "A valid show: all {n} cards in groups, {sequences} sequences, {pure} of them pure",
        "vi": "Khai hợp lệ: đủ {n} lá trong các nhóm, có {sequences} dãy, trong đó {pure} dãy thuần"},
    "indian_rummy.wrong_show": {
        "en": "A wrong show",
        "vi": "Khai sai"},
    "indian_rummy.counts_loose": {
        "en": "With a pure sequence only the loose cards count: {loose} points, penalty {points}",
        "vi": "Có dãy thuần nên chỉ tính các lá lẻ ngoài nhóm: {loose} điểm, bị phạt {points} điểm"},
    "indian_rummy.capped": {
        "en": "The penalty is capped at {cap}",
        "vi": "Điểm phạt không vượt quá mức tối đa {cap}"},
    "indian_rummy.fixed_max": {
        "en": "No pure sequence: the penalty is the maximum, {points} (the cards add up to {total})",
        "vi": "Không có dãy thuần: bị phạt mức tối đa {points} điểm (bài cộng lại được {total} điểm)"},
    "indian_rummy.all_count_no_pure": {
        "en": "No pure sequence, so every card counts: {total} points, penalty {points}",
        "vi": "Không có dãy thuần nên toàn bộ bài bị tính điểm: {total} điểm, bị phạt {points} điểm"},
    "indian_rummy.all_count_two_sequences": {
        "en": "Not two sequences with a pure one among them, so every card counts: {total} points, penalty {points}",
        "vi": "Không đủ hai dãy trong đó có một dãy thuần nên toàn bộ bài bị tính điểm: {total} điểm, bị phạt {points} điểm"},
    "indian_rummy.pays": {
        "en": "Player {player} pays {points} to Player {winner}",
        "vi": "Người chơi {player} trả {points} điểm cho người chơi {winner}"},
})


# ---------------------------------------------------------------------------
# The game


class Phase(Enum):
    """What the current player must do now."""

    DRAW = "draw"          # draw from the stock (nọc) or the discard pile (chồng bỏ), or drop (bỏ cuộc)
    DISCARD = "discard"    # discard one card, or show (khai bài) with one card face down
    OVER = "over"          # the match is over


PLAYING, DROPPED, WRONG_SHOW, WON, OUT = "playing", "dropped", "wrong_show", "won", "out"


@dataclass(frozen=True)
class DealResult:
    """How one deal ended: who won, what everyone scored and why.

    ``penalties`` maps each seat dealt in to its penalty points (the winner
    0); ``payments`` is what changed hands for this deal (zero-sum: losers
    pay the winner; with no winner, the points of those who dropped or
    showed wrongly are shared by the others); ``shown`` maps seats to the
    :class:`RummyArrangement` their cards were counted from (the winner's
    show, a wrong show, the losers' best arrangements); ``end`` is
    ``"show"``, ``"last_player"`` (everyone else dropped or showed wrongly),
    ``"wrong_show"`` (with ``after_wrong_show="deal_ends"``) or
    ``"stock_out"``.
    """

    number: int
    winner: int | None
    end: str
    penalties: Mapping
    payments: Mapping
    statuses: Mapping
    shown: Mapping
    indicator: Card
    wild_rank: str | None
    reasons: tuple = ()

    def text(self, language: str | None = None) -> str:
        return " ".join(r.text(language) if r.text(language).endswith(".") else r.text(language) + "."
                        for r in self.reasons)

    def __str__(self) -> str:
        pays = ", ".join(f"P{p}: {v:+d}" for p, v in self.payments.items())
        return f"Deal {self.number + 1}: {self.text()} Payments {pays}."

    def __repr__(self) -> str:
        return f"<DealResult {self}>"

    def to_dict(self) -> dict:
        return {"number": self.number, "winner": self.winner, "end": self.end,
                "penalties": {str(k): v for k, v in self.penalties.items()},
                "payments": {str(k): v for k, v in self.payments.items()},
                "statuses": {str(k): v for k, v in self.statuses.items()},
                "shown": {str(k): str(v) for k, v in self.shown.items()},
                "indicator": str(self.indicator), "wild_rank": self.wild_rank,
                "reasons": [r.text("en") for r in self.reasons]}


@dataclass(frozen=True)
class View:
    """What ``player`` may see: their own hand and the table, never other hands or the stock order.

    ``discard_pile`` is the open pile (top last); ``taken`` lists, per
    seat, the cards they took from the pile this deal (public: the table
    saw them); ``shown`` holds wrong shows made this deal (shown to all);
    ``statuses`` per seat: ``"playing"``, ``"dropped"``, ``"wrong_show"``,
    ``"won"`` or ``"out"`` (eliminated from a pool); ``scores`` the running
    table (see :class:`State`); ``results`` the finished deals.
    ``legal_actions`` is empty unless it is ``player``'s decision.
    """

    player: int
    players: int
    rules: Rules
    phase: Phase
    current_player: int | None
    deal: int
    hand: tuple
    indicator: Card
    wild_rank: str | None
    discard_pile: tuple
    stock_size: int
    hand_sizes: tuple
    statuses: tuple
    drawn: tuple
    taken: tuple
    shown: Mapping
    scores: tuple
    results: tuple
    legal_actions: tuple = ()

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def first_turn(self) -> bool:
        """True before this player's first draw of the deal (a drop now is a first drop)."""
        return not self.drawn[self.player]


def _act(kind: str, player: int, cards=(), target=None, text: str = "") -> Action:
    return Action(kind, tuple(cards), target, player, text)


KINDS = ("draw", "drop", "discard", "declare")
STOCK, PILE = "stock", "discard_pile"


class State(GameState):
    """An Indian Rummy match in progress: one deal (Points) or several (Pool, Deals).

    A deal: the dealer's left (seat ``deal % players`` among those still in,
    seat 0 for the first deal) plays first; each player gets ``hand_size``
    cards one at a time, one card is cut from the stock as the wild-joker
    indicator (set aside face up, out of play), one card opens the discard
    pile. Turns go clockwise (seat + 1) among players still in the deal.

    * At the start of a turn (phase ``DRAW``) a player draws from the stock
      or takes the top of the discard pile, or drops: before their first
      draw of the deal that is a first drop (``first_drop``), later a middle
      drop (``middle_drop``). A dropped hand is set aside unseen.
    * Then (phase ``DISCARD``, 14 cards) they discard one card, or show:
      one card goes face down (``finish``) and the engine arranges the
      other 13 in the best way (a real table lets the player arrange; here
      a show is wrong only if no grouping is valid). A valid show wins the
      deal; every other player still in counts the penalty of their best
      arrangement. A wrong show costs ``wrong_show``: with
      ``after_wrong_show="play_on"`` the player is out of the deal and the
      others go on; with ``"deal_ends"`` the deal ends with no winner.
    * When one player is left in the deal, they win it.
    * When the stock runs out, the discard pile except its top card is
      shuffled into a new stock (from the seed and a counter); after
      ``max_reshuffles`` (if set) the deal ends with no winner.

    Across deals (the running table ``scores``):

    * ``format="points"``: one deal; ``scores`` are its penalty points and
      the payments are points: each loser pays their penalty to the winner.
    * ``"pool101"`` / ``"pool201"``: ``scores`` add up each player's penalty
      points; a player reaching 101 (201) is eliminated (status ``"out"``)
      and deals go on until one player is left, who wins the pool (every
      other player pays one entry to the winner).
    * ``"deals"``: ``deals`` deals; everyone starts with ``deals *
      max_penalty`` chips (``scores``), and each deal's payments move chips.
      Most chips wins; a tie is broken by up to three extra deals, then by
      the lower seat. Payments are the chips won or lost.

    Public attributes: ``hands`` (per seat), ``stock`` (top = last),
    ``discards`` (the open pile, top = last), ``indicator``, ``wild``
    (the wild rank symbol or None), ``finish`` (face-down cards of shows),
    ``statuses``, ``drawn``, ``taken``, ``deal``, ``scores``,
    ``results`` (:class:`DealResult` per finished deal), ``phase``,
    ``current_player``.
    """

    game = "indian_rummy"

    @classmethod
    def _default_rules(cls) -> Rules:
        return Rules()

    @staticmethod
    def _card_parser(token: str) -> Card:
        return Card.parse(token)

    @classmethod
    def _new(cls, seed, rules, players) -> "State":
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError(f"seed={seed!r}: expected a whole number")
        rules = _rules(rules)
        if players is None:
            players = DEFAULT_PLAYERS
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 6:
            raise CardlabError(f"players={players!r}: Indian Rummy is played by 2 to 6 players")
        need = players * rules.hand_size + 4
        if len(rules.deck) < need:
            raise InvalidRulesError(f"decks={rules.decks!r} with printed_jokers={rules.printed_jokers!r} hold "
                                    f"{len(rules.deck)} cards: {players} players need at least {need}")
        self = cls.__new__(cls)
        self.seed, self.rules, self.players, self.history = seed, rules, players, []
        self.deal = 0
        self.results: list[DealResult] = []
        start = rules.deals * rules.max_penalty if rules.format == "deals" else 0
        self.start_chips = start
        self.scores = [start] * players
        self.extra_deals = 0
        self.pool_reasons: list[Reason] = []  # eliminations so far, told at the end of a pool
        self.result: Outcome | None = None
        self._start_deal()
        return self

    # -- dealing -------------------------------------------------------------
    def _in_match(self) -> list[int]:
        return [p for p in range(self.players) if not self._eliminated(p)]

    def _eliminated(self, p: int) -> bool:
        limit = self.rules.pool_limit
        return limit is not None and self.scores[p] >= limit

    def _start_deal(self) -> None:
        rules = self.rules
        rng = random.Random(self.seed) if self.deal == 0 else random.Random(f"indian_rummy:{self.seed}:deal:{self.deal}")
        deck = rules.deck.shuffled(rng)
        seats = self._in_match()
        first = seats[self.deal % len(seats)]
        order = seats[seats.index(first):] + seats[:seats.index(first)]
        self.hands = [[] for _ in range(self.players)]
        for _ in range(rules.hand_size):
            for p in order:
                self.hands[p].append(deck.pop())
        for p in order:
            self.hands[p].sort()
        self.indicator = deck.pop()
        wild = wild_rank(self.indicator, rules)
        self.wild = wild
        self._wild_rank = _wild(wild)
        self.discards = [deck.pop()]
        self.stock = deck
        self.finish: dict[int, Card] = {}
        self.statuses = [PLAYING if p in seats else OUT for p in range(self.players)]
        self.drawn = [False] * self.players
        self.taken: list[list[Card]] = [[] for _ in range(self.players)]
        self.deal_penalties: dict[int, int] = {}
        self.shown: dict[int, RummyArrangement] = {}
        self.reshuffles = 0
        self.first = first
        self._current: int | None = first
        self.phase = Phase.DRAW
        self._legal = None

    # -- reading the state ---------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase is Phase.OVER else self._current

    @property
    def wild_rank(self) -> str | None:
        """The wild rank of the current deal (``"A"``…``"K"``), or None."""
        return self.wild

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome:
        """How the match ended and who paid whom.

        Raises:
            CardlabError: while the match is still being played.
        """
        if self.result is None:
            raise CardlabError("the game is not over yet: play until state.is_terminal()")
        return self.result

    def all_cards(self) -> list[Card]:
        """Every card of the current deal, wherever it is (hands, stock, pile, indicator, face down)."""
        out = [c for h in self.hands for c in h] + list(self.stock) + list(self.discards) + [self.indicator]
        return out + list(self.finish.values())

    def view(self, player: int) -> View:
        """What ``player`` sees (see :class:`View`).

        Raises:
            CardlabError: for a seat that is not in the game.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError(f"player={player!r}: expected a seat from 0 to {self.players - 1}")
        legal = tuple(self.legal_actions()) if player == self.current_player else ()
        return View(player, self.players, self.rules, self.phase, self.current_player, self.deal,
                    tuple(sorted(self.hands[player])), self.indicator, self.wild, tuple(self.discards),
                    len(self.stock), tuple(len(h) for h in self.hands), tuple(self.statuses), tuple(self.drawn),
                    tuple(tuple(t) for t in self.taken), dict(self.shown), tuple(self.scores), tuple(self.results),
                    legal)

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase is Phase.OVER:
            return []
        p = self._current
        out: list[Action] = []
        if self.phase is Phase.DRAW:
            out.append(_act("draw", p, (), STOCK, "draw from the stock"))
            if self.discards:
                top = self.discards[-1]
                out.append(_act("draw", p, (top,), PILE, f"take {top} from the discard pile"))
            first = not self.drawn[p]
            points = self.rules.first_drop if first else self.rules.middle_drop
            out.append(_act("drop", p, (), None, f"drop ({'first' if first else 'middle'} drop, {points} points)"))
            return out
        distinct = sorted(set(self.hands[p]))
        out.extend(_act("discard", p, (c,), None, f"discard {c}") for c in distinct)
        out.extend(_act("declare", p, (c,), None, f"show, putting {c} face down") for c in distinct)
        return out

    def why_illegal(self, action: Action) -> Verdict:
        """The rule an action breaks (a :class:`Verdict` with one reason)."""
        def no(code, **params):
            return Verdict(False, "illegal", [Reason(code, **params)])

        if self.phase is Phase.OVER:
            return no("indian_rummy.game_over")
        p = self._current
        if action.kind not in KINDS:
            return no("indian_rummy.unknown_action", kind=action.kind, kinds=", ".join(KINDS))
        if action.player != p:
            return no("indian_rummy.not_your_turn", player=action.player, current=p)
        if self.phase is Phase.DRAW:
            if action.kind in ("discard", "declare"):
                return no("indian_rummy.draw_first", n=len(self.hands[p]))
            if action.kind == "draw":
                if action.target == PILE:
                    if not self.discards:
                        return no("indian_rummy.empty_pile")
                    return no("indian_rummy.not_top_discard", top=self.discards[-1],
                              cards=" ".join(str(c) for c in action.cards) or "—")
                return no("indian_rummy.bad_draw", target=action.target)
            return no("indian_rummy.bad_drop")
        if action.kind == "drop":
            return no("indian_rummy.drop_before_draw")
        if action.kind == "draw":
            return no("indian_rummy.already_drew")
        if len(action.cards) != 1:
            return no("indian_rummy.one_card", n=len(action.cards))
        card = action.cards[0]
        if card not in self.hands[p]:
            return no("indian_rummy.not_in_hand", card=card)
        return no("indian_rummy.bad_target", target=action.target)

    # -- playing -------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.history.append(action)
        self._legal = None
        p = self._current
        kind = action.kind
        if kind == "draw":
            card = self.stock.pop() if action.target == STOCK else self.discards.pop()
            if action.target == PILE:
                self.taken[p].append(card)
            self.hands[p].append(card)
            self.hands[p].sort()
            self.drawn[p] = True
            self.phase = Phase.DISCARD
        elif kind == "drop":
            first = not self.drawn[p]
            self.statuses[p] = DROPPED
            self.deal_penalties[p] = self.rules.first_drop if first else self.rules.middle_drop
            self._after_exit(p)
        elif kind == "discard":
            self.hands[p].remove(action.cards[0])
            self.discards.append(action.cards[0])
            self._next_turn()
        else:
            self._declare(p, action.cards[0])

    def _declare(self, p: int, card: Card) -> None:
        self.hands[p].remove(card)
        self.finish[p] = card
        shown = _evaluate(list(self.hands[p]), self._wild_rank, self.rules)
        if shown.valid_declaration:
            self.shown[p] = shown
            self._end_deal(p, "show")
            return
        self.statuses[p] = WRONG_SHOW
        self.deal_penalties[p] = self.rules.wrong_show
        self.shown[p] = shown
        if self.rules.after_wrong_show == "deal_ends":
            self._end_deal(None, "wrong_show")
        else:
            self._after_exit(p)

    def _playing(self) -> list[int]:
        return [q for q in range(self.players) if self.statuses[q] == PLAYING]

    def _after_exit(self, p: int) -> None:
        left = self._playing()
        if len(left) == 1:
            self._end_deal(left[0], "last_player")
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        if not self.stock and not self._refill():
            self._end_deal(None, "stock_out")
            return
        q = self._current
        for _ in range(self.players):
            q = (q + 1) % self.players
            if self.statuses[q] == PLAYING:
                break
        self._current = q
        self.phase = Phase.DRAW

    def _refill(self) -> bool:
        """Shuffle the discard pile, all but its top card, into a new stock (seeded by a counter)."""
        limit = self.rules.max_reshuffles
        if (limit is not None and self.reshuffles >= limit) or len(self.discards) < 2:
            return False
        top = self.discards.pop()
        cards = self.discards
        random.Random(f"indian_rummy:{self.seed}:deal:{self.deal}:reshuffle:{self.reshuffles}").shuffle(cards)
        self.stock = cards
        self.discards = [top]
        self.reshuffles += 1
        return True

    # -- the end of a deal and of the match ----------------------------------
    def _end_deal(self, winner: int | None, end: str) -> None:
        rules = self.rules
        seats = [q for q in range(self.players) if self.statuses[q] != OUT]
        reasons: list[Reason] = []
        penalties: dict[int, int] = {}
        shown = dict(self.shown)
        for q in seats:
            if q == winner:
                penalties[q] = 0
            elif q in self.deal_penalties:
                penalties[q] = self.deal_penalties[q]
            elif winner is not None:
                arrangement = _evaluate(list(self.hands[q]), self._wild_rank, rules)
                shown[q] = arrangement
                penalties[q] = arrangement.penalty
            else:
                penalties[q] = 0
        if winner is not None:
            self.statuses[winner] = WON
            reasons.append(Reason("indian_rummy.deal_show" if end == "show" else "indian_rummy.last_player",
                                  player=winner))
        elif end == "stock_out":
            reasons.append(Reason("indian_rummy.stock_out"))
        for q in seats:
            if q == winner:
                continue
            if self.statuses[q] == DROPPED:
                code = "indian_rummy.middle_drop" if self.drawn[q] else "indian_rummy.first_drop"
                reasons.append(Reason(code, player=q, points=penalties[q]))
            elif self.statuses[q] == WRONG_SHOW:
                reasons.append(Reason("indian_rummy.showed_wrongly", player=q, points=penalties[q]))
                reasons.extend(_show_failures(self.shown[q]))
            elif winner is not None:
                reasons.append(Reason("indian_rummy.loser_counts", player=q, points=penalties[q]))
        payments = {q: 0 for q in seats}
        if winner is not None:
            for q in seats:
                if q != winner:
                    payments[q] -= penalties[q]
                    payments[winner] += penalties[q]
        else:
            receivers = [q for q in seats if q not in self.deal_penalties]
            payers = [q for q in seats if q in self.deal_penalties and penalties[q]]
            if receivers:
                for q in payers:
                    share, extra = divmod(penalties[q], len(receivers))
                    order = sorted(receivers, key=lambda r: (r - q) % self.players)
                    for i, r in enumerate(order):
                        payments[r] += share + (1 if i < extra else 0)
                    payments[q] -= penalties[q]
                if payers:
                    reasons.append(Reason("indian_rummy.shared", players=", ".join(f"P{r}" for r in receivers)))
        result = DealResult(self.deal, winner, end, penalties, payments, {q: self.statuses[q] for q in seats},
                            shown, self.indicator, self.wild, tuple(reasons))
        self.results.append(result)
        self._score(result)

    def _score(self, result: DealResult) -> None:
        rules = self.rules
        fmt = rules.format
        if fmt == "points":
            for q, v in result.penalties.items():
                self.scores[q] = v
            self._finish_match(result.winner, result.payments, result.end, list(result.reasons))
            return
        if fmt == "deals":
            for q, v in result.payments.items():
                self.scores[q] += v
            if self.deal + 1 < rules.deals + self.extra_deals:
                return self._next_deal()
            top = max(self.scores)
            leaders = [q for q in range(self.players) if self.scores[q] == top]
            if len(leaders) > 1 and self.extra_deals < 3:
                self.extra_deals += 1
                return self._next_deal()
            winner = leaders[0]
            reasons = [Reason("indian_rummy.deals_winner", player=winner, chips=top, deals=self.deal + 1)]
            if len(leaders) > 1:
                reasons.append(Reason("indian_rummy.tie_lower_seat", players=", ".join(f"P{q}" for q in leaders)))
            payments = {q: self.scores[q] - self.start_chips for q in range(self.players)}
            self._finish_match(winner, payments, "deals", reasons)
            return
        before = [q for q in range(self.players) if result.statuses.get(q, OUT) != OUT]
        for q, v in result.penalties.items():
            self.scores[q] += v
        reasons = []
        for q in before:
            if self._eliminated(q):
                reasons.append(Reason("indian_rummy.eliminated", player=q, score=self.scores[q], limit=rules.pool_limit))
        left = self._in_match()
        if len(left) > 1:
            self.pool_reasons += reasons
            return self._next_deal()
        if not left:  # cannot happen (a deal's winner scores 0), kept as a guard
            left = [min(range(self.players), key=lambda q: (self.scores[q], q))]
        winner = left[0]
        reasons = self.pool_reasons + reasons
        reasons.append(Reason("indian_rummy.pool_winner", player=winner, limit=rules.pool_limit))
        payments = {q: (self.players - 1 if q == winner else -1) for q in range(self.players)}
        self._finish_match(winner, payments, "pool", reasons)

    def _next_deal(self) -> None:
        self.deal += 1
        self._start_deal()

    def _finish_match(self, winner, payments: dict, end: str, reasons: list) -> None:
        self.phase = Phase.OVER
        self._current = None
        self._legal = None
        ranking = tuple(sorted(payments, key=lambda q: (-payments[q], q)))
        details = {"scores": list(self.scores), "deals": [r.to_dict() for r in self.results],
                   "penalties": dict(self.results[-1].penalties)}
        self.result = Outcome(winner, ranking, (), dict(payments), end, tuple(reasons), details)


DEFAULT_PLAYERS = 2


def _show_failures(a: RummyArrangement) -> list[Reason]:
    """Why the best arrangement of a wrong show is no show: loose cards, too few sequences, no pure one."""
    out = []
    if a.deadwood:
        out.append(Reason("indian_rummy.not_grouped", cards=tuple(a.deadwood)))
    sequences = [(m, k) for m, k in zip(a.melds, a.kinds) if k != SET]
    if len(sequences) < 2:
        out.append(Reason("indian_rummy.too_few_sequences", n=len(sequences)))
    if not any(k == PURE for _, k in sequences):
        out.append(Reason("indian_rummy.no_pure_sequence", n=len(sequences)) if sequences
                   else Reason("indian_rummy.no_sequence_at_all"))
    return out


def new_game(seed: int = 0, rules=None, players=None) -> State:
    """A new Indian Rummy game, dealt from ``seed`` (2–6 players, default 2).

    Raises:
        CardlabError: for a bad seed or number of players.
        InvalidRulesError: for rules that are not :class:`Rules`, or decks
            too small for the players.
    """
    return State._new(seed, rules, players)


register_messages({
    "indian_rummy.game_over": {"en": "The game is over: no more moves",
                               "vi": "Ván đã kết thúc: không còn nước đi nào"},
    "indian_rummy.unknown_action": {"en": "{kind} is not a move of Indian Rummy: expected one of {kinds}",
                                    "vi": "{kind} không phải nước đi của Indian Rummy: chỉ có {kinds}"},
    "indian_rummy.not_your_turn": {"en": "It is Player {current}'s turn, not Player {player}'s",
                                   "vi": "Đang là lượt của người chơi {current}, không phải người chơi {player}"},
    "indian_rummy.draw_first": {
        "en": "Draw first, from the stock or the discard pile: you hold {n} cards and discard only after drawing",
        "vi": "Hãy rút bài trước, từ nọc hoặc chồng bỏ: bạn đang có {n} lá và chỉ bỏ bài sau khi rút"},
    "indian_rummy.empty_pile": {"en": "The discard pile is empty: draw from the stock",
                                "vi": "Chồng bỏ đang trống: hãy rút từ nọc"},
    "indian_rummy.not_top_discard": {
        "en": "Only the top card of the discard pile, {top}, may be taken (not {cards})",
        "vi": "Chỉ được lấy lá trên cùng của chồng bỏ là {top} (không phải {cards})"},
    "indian_rummy.bad_draw": {"en": "Draw from 'stock' or 'discard_pile', not {target}",
                              "vi": "Hãy rút từ 'stock' (nọc) hoặc 'discard_pile' (chồng bỏ), không phải {target}"},
    "indian_rummy.bad_drop": {"en": "A drop names no card and no target",
                              "vi": "Bỏ cuộc không kèm lá bài hay mục tiêu nào"},
    "indian_rummy.drop_before_draw": {
        "en": "You may drop only at the start of your turn, before drawing",
        "vi": "Chỉ được bỏ cuộc ở đầu lượt, trước khi rút bài"},
    "indian_rummy.already_drew": {
        "en": "You have already drawn this turn: discard a card or show",
        "vi": "Bạn đã rút bài ở lượt này: hãy bỏ một lá hoặc khai bài"},
    "indian_rummy.one_card": {"en": "Name exactly one card, not {n}",
                              "vi": "Hãy chọn đúng một lá, không phải {n} lá"},
    "indian_rummy.bad_target": {"en": "This move takes no target, not {target}",
                                "vi": "Nước đi này không có mục tiêu, không phải {target}"},
    "indian_rummy.deal_show": {"en": "Player {player} shows validly and wins the deal",
                               "vi": "Người chơi {player} khai hợp lệ và thắng ván"},
    "indian_rummy.last_player": {"en": "Everyone else is out of the deal: Player {player} wins it",
                                 "vi": "Những người khác đều đã rời ván: người chơi {player} thắng"},
    "indian_rummy.stock_out": {
        "en": "The stock ran out and may not be reshuffled again: the deal ends with no winner",
        "vi": "Nọc đã hết và không được xáo lại nữa: ván kết thúc, không ai thắng"},
    "indian_rummy.first_drop": {"en": "Player {player} dropped before their first draw (first drop): {points} points",
                                "vi": "Người chơi {player} bỏ cuộc trước lần rút đầu tiên (bỏ lượt đầu): {points} điểm"},
    "indian_rummy.middle_drop": {"en": "Player {player} dropped after drawing (middle drop): {points} points",
                                 "vi": "Người chơi {player} bỏ cuộc giữa ván, sau khi đã rút bài: {points} điểm"},
    "indian_rummy.showed_wrongly": {"en": "Player {player} showed wrongly: {points} points",
                                    "vi": "Người chơi {player} khai sai: {points} điểm"},
    "indian_rummy.loser_counts": {"en": "Player {player} counts {points} penalty points",
                                  "vi": "Người chơi {player} bị phạt {points} điểm"},
    "indian_rummy.shared": {"en": "With no winner, those points are shared by {players}",
                            "vi": "Không có người thắng nên số điểm đó được chia cho {players}"},
    "indian_rummy.deals_winner": {"en": "After {deals} deals Player {player} has the most chips, {chips}",
                                  "vi": "Sau {deals} ván, người chơi {player} có nhiều chip nhất: {chips}"},
    "indian_rummy.tie_lower_seat": {"en": "{players} still tie after the extra deals: the lower seat wins",
                                    "vi": "{players} vẫn hòa sau các ván phụ: người ngồi ghế số nhỏ hơn thắng"},
    "indian_rummy.eliminated": {"en": "Player {player} reaches {score} points (limit {limit}) and is eliminated",
                                "vi": "Người chơi {player} đạt {score} điểm (giới hạn {limit}) và bị loại"},
    "indian_rummy.pool_winner": {"en": "Player {player} is the last one under {limit} points and wins the pool",
                                 "vi": "Người chơi {player} là người cuối cùng dưới {limit} điểm và thắng cả pool"},
})
