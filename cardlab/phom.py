"""Phỏm (Tá Lả): rules, exact calculators and a playable hand for 2–4 players.

The game as played on Xeeng Online (RULES.md §2). One 52-card deck, no
jokers. Vocabulary (Vietnamese in brackets):

* *phỏm*: three or more cards of one rank (*phỏm ngang*) or three or more
  consecutive cards of one suit (*phỏm dọc*); aces are low only by default.
* *eat* (*ăn*) the previous player's discard into a phỏm; the eaten card stays
  visible and must end the hand inside a phỏm, and no phỏm may hold more than
  ``max_eaten_cards_per_phom`` eaten cards. The discarder pays the eater.
* *draw* (*bốc*) from the stock, *discard* (*đánh*), *lay down* (*hạ*) your
  phỏm in the last round, *send* (*gửi*) odd cards onto phỏm of players who laid
  down before you.
* *deadwood* (*bài rác*): the points of the cards outside phỏm; A=1, 2–10 face
  value, J=11, Q=12, K=13. Lowest wins; *móm* (no phỏm) loses outright.
* *Ù*: 10 cards form 3 phỏm and one odd card; *Ù tròn*: no odd card; *Ù đền*:
  one player pays the whole table; *chốt*: a card eaten in the last round.

Calculators (pure functions, ``rules=None`` means :class:`Rules()`):
:func:`check_meld`, :func:`check_send`, :func:`arrange`, :func:`deadwood`,
:func:`check_u`, :func:`check_u_khan`, :func:`eat_payment`, :func:`settle`,
:func:`settle_u`. The game: :func:`new_game` returns a :class:`State`.

How the hand flows, including what RULES.md and the seed leave open (each
house-rule choice is an option of :class:`Rules`):

* Seat 0 is the first player (the room creator): 10 cards, opens by
  discarding; everyone else gets 9. Turns go ``turn_direction`` from seat 0
  (counter-clockwise: 0, 3, 2, 1 with four players).
* Rounds are counted per player: a player's r-th turn is round r, in which
  they make their r-th discard. An eat does not shift anybody's count, so no
  discards need to be moved between piles to keep rounds aligned. A hand
  has ``rounds`` (4) rounds; it ends after the last player's 4th discard.
* The stock never runs out: each turn but the opener's first draws at most one
  card, so a hand needs at most ``players * rounds - 1`` draws (15 with four
  players, exactly the 52 - 37 = 15 cards left after the deal; every eat
  leaves one more card unused). :class:`Rules` refuses deal sizes for which
  a four-player stock would be too small.
* A turn: eat the previous discard or draw; then, before rounds end, Ù may be
  declared whenever a player holds 10 cards (the opener's dealt hand, after a
  draw or after an eat). Declaring is a choice (the bots always do).
* In the last round, after drawing or eating, the player lays down phỏm one at
  a time (every eaten card must be laid down, and one card must stay in hand
  to discard), then ends the laying down; a player who laid down nothing is
  móm. Then they may send cards onto phỏm of players who laid down earlier in
  the round (only if they laid down a phỏm themselves, keeping one card to
  discard), and discard. Ù can be declared in the last round only before the
  first phỏm is laid down.
* Eat payments use the eater's round; every eat in the last round is a chốt.
  The discarder pays at once, so the payments of the whole hand are the eat
  payments plus the settlement, zero-sum (the house fee goes to ``"house"``).
* Ù đền: the winner ate three (or more) of one player's discards; that player
  pays for the table. It applies to a win by Ù (with one eaten card per phỏm,
  a third eaten card always makes Ù at once). Following the seed, a player who
  ate the chốt also pays for the table when the next player Ù's by eating that
  player's discard (*tái chốt*; ``den_on_tai_chot``).
* Without Ù: lowest deadwood wins; equal points go to whoever laid down
  first; every móm player pays the last place's amount plus ``mom_extra``.
  If everyone is móm, the first móm wins and each other player pays as móm.
  With 2–3 players, ``short_table_payments`` says what the last place pays.
* The seed's "luật tái gửi" (re-sending) is not modelled: sending happens once,
  in the sender's last turn.

>>> str(arrange("AS 2S 3S 7H 7D 7C KS"))
'[A♠ 2♠ 3♠] [7♥ 7♦ 7♣] | deadwood K♠ = 13'
>>> eat_payment(2, 1)
2
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from functools import cached_property, lru_cache
from operator import attrgetter
from itertools import combinations
from typing import Iterable, Mapping

from .arrange import Arrangement, arrange as _arrange
from .cards import Card, Deck, Hand, Rank, parse_cards
from .engine import Action, GameState, Outcome, check_option, seat_order
from .errors import ArrangementError, CardlabError, CardTypeError, InvalidRulesError, NotationError
from .explain import Reason, Verdict, register_messages
from .melds import SET, MeldRules, classify, read_meld

__all__ = [
    "Rules", "Phase", "State", "View", "Eat", "new_game", "card_points", "check_meld", "check_send",
    "arrange", "deadwood", "check_u", "check_u_khan", "eat_payment", "settle", "settle_u",
]

TURN_DIRECTIONS = ("counterclockwise", "clockwise")
U_DEFINITIONS = ("three_phom", "no_deadwood")
EAT_SCHEMES = ("by_round", "by_eat_order")
SHORT_TABLE = ("by_place", "last_pays_most")
HOUSE = "house"
_ONE_DECK = Deck()


def _check_int(name: str, value, minimum: int, maximum: int | None = None) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum or (
            maximum is not None and value > maximum):
        upto = f" and at most {maximum}" if maximum is not None else ""
        raise InvalidRulesError(f"{name}={value!r} is not allowed: expected a whole number of at least {minimum}{upto}")


@dataclass(frozen=True)
class Rules:
    """Every option of Phỏm (RULES.md §2); ``Rules()`` is the seed's game.

    Options (default first):

    * ``turn_direction``: ``"counterclockwise"`` (seed) | ``"clockwise"``.
    * ``ace_points``: deadwood value of an ace, 1.
    * ``ace_high_in_runs``: False (A-2-3 only) | True (Q-K-A too; never K-A-2).
    * ``max_eaten_cards_per_phom``: 1 | 2 | 3.
    * ``u_definition``: ``"three_phom"`` (3 phỏm, at most one odd card) |
      ``"no_deadwood"`` (also any 10 cards all in phỏm, e.g. two 5-card runs).
    * ``eat_payment_scheme``: ``"by_round"`` (round x costs x, chốt costs
      ``chot_multiplier``) | ``"by_eat_order"`` (1st/2nd/3rd card from one
      victim costs 1/2/3, chốt 3).
    * ``chot_multiplier``: 4 | 3 (the seed gives both).
    * ``u_payment``: 5, what each loser pays for Ù (and Ù khan).
    * ``rank_payments``: (1, 2, 3) paid by 2nd, 3rd and last place.
    * ``mom_extra``: 1, paid by a móm player on top of last place.
    * ``house_fee``: 0, tiền xâu: bets the house takes from the winner's
      takings each hand (never more than the takings), shown as ``"house"``.
    * ``u_khan_enabled``: False | True. The seed never defines Ù khan; here
      it is a dealt hand with no phỏm and no *cạ* (no two cards that could
      ever share a phỏm), declared at the player's first turn.
    * ``cards_per_player``: 9; ``first_player_cards``: 10 (must be one more);
      ``rounds``: 4. ``cards_per_player + rounds`` may not exceed 13, so the
      stock always suffices.
    * ``den_on_tai_chot``: True (seed): whoever ate the chốt pays for the table
      when the next player Ù's by eating their discard.
    * ``short_table_payments``: with 2–3 players, ``"by_place"`` (2nd pays
      1, 3rd pays 2) | ``"last_pays_most"`` (the last pays 3).

    Raises:
        InvalidRulesError: naming the option and its allowed values.
    """

    turn_direction: str = "counterclockwise"
    ace_points: int = 1
    ace_high_in_runs: bool = False
    max_eaten_cards_per_phom: int = 1
    u_definition: str = "three_phom"
    eat_payment_scheme: str = "by_round"
    chot_multiplier: int = 4
    u_payment: int = 5
    rank_payments: tuple = (1, 2, 3)
    mom_extra: int = 1
    house_fee: int = 0
    u_khan_enabled: bool = False
    cards_per_player: int = 9
    first_player_cards: int = 10
    rounds: int = 4
    den_on_tai_chot: bool = True
    short_table_payments: str = "by_place"

    def __post_init__(self):
        check_option("turn_direction", self.turn_direction, TURN_DIRECTIONS)
        _check_int("ace_points", self.ace_points, 0, 13)
        check_option("ace_high_in_runs", self.ace_high_in_runs, (False, True))
        check_option("max_eaten_cards_per_phom", self.max_eaten_cards_per_phom, (1, 2, 3))
        check_option("u_definition", self.u_definition, U_DEFINITIONS)
        check_option("eat_payment_scheme", self.eat_payment_scheme, EAT_SCHEMES)
        _check_int("chot_multiplier", self.chot_multiplier, 1)
        _check_int("u_payment", self.u_payment, 0)
        payments = self.rank_payments
        if isinstance(payments, (list, tuple)):
            payments = tuple(payments)
            object.__setattr__(self, "rank_payments", payments)  # JSON gives a list; same value
        if not isinstance(payments, tuple) or len(payments) != 3 or any(
                isinstance(p, bool) or not isinstance(p, int) or p < 0 for p in payments):
            raise InvalidRulesError(f"rank_payments={self.rank_payments!r} is not allowed: expected three whole "
                                    "numbers of at least 0, paid by 2nd, 3rd and last place, such as (1, 2, 3)")
        _check_int("mom_extra", self.mom_extra, 0)
        _check_int("house_fee", self.house_fee, 0)
        check_option("u_khan_enabled", self.u_khan_enabled, (False, True))
        _check_int("cards_per_player", self.cards_per_player, 3, 12)
        _check_int("rounds", self.rounds, 1, 10)
        _check_int("first_player_cards", self.first_player_cards, 4, 13)
        if self.first_player_cards != self.cards_per_player + 1:
            raise InvalidRulesError(
                f"first_player_cards={self.first_player_cards!r} is not allowed: expected cards_per_player + 1 = "
                f"{self.cards_per_player + 1}, since the first player opens by discarding")
        if self.cards_per_player + self.rounds > 13:
            raise InvalidRulesError(
                f"cards_per_player={self.cards_per_player!r} with rounds={self.rounds!r} is not allowed: expected "
                "cards_per_player + rounds of at most 13, or four players would empty the stock")
        check_option("den_on_tai_chot", self.den_on_tai_chot, (True, False))
        check_option("short_table_payments", self.short_table_payments, SHORT_TABLE)

    @classmethod
    def xeeng(cls) -> "Rules":
        """The seed's game on Xeeng Online (the defaults)."""
        return cls()

    @classmethod
    def eat_order(cls, **options) -> "Rules":
        """The seed's other payment table: eaten cards cost 1/2/3 by order, chốt 3."""
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
        raise InvalidRulesError(f"rules={rules!r} is not a phom.Rules: expected phom.Rules(...) or None")
    return rules


def _bet(bet) -> int:
    if isinstance(bet, bool) or not isinstance(bet, int) or bet < 1:
        raise CardlabError(f"bet={bet!r} is not a bet: expected a whole number of units, at least 1")
    return bet


def card_points(card, rules=None) -> int:
    """Deadwood points of one card: A = ``ace_points``, 2–10 face value, J 11, Q 12, K 13.

    Raises:
        NotationError / CardTypeError: if ``card`` is not a card.
    """
    rules = _rules(rules)
    card = Card.parse(card)
    if card.is_joker:
        raise CardTypeError(f"{str(card)!r} is not a Phỏm card: Phỏm uses one 52-card deck without jokers")
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
            raise NotationError(f"{str(c)!r} is not a Phỏm card: Phỏm uses one 52-card deck without jokers")
        if c in seen:
            raise NotationError(f"{str(c)!r} appears twice but Phỏm's one deck holds it once: remove the duplicate "
                                f"(in {Hand(out)})")
        seen.add(c)
    return out


def _read_eaten(eaten, cards: list[Card], error=CardlabError) -> list[Card]:
    if eaten is None or (isinstance(eaten, (list, tuple, set, frozenset)) and not eaten):
        return []
    got = _read(eaten)
    missing = [c for c in got if c not in cards]
    if missing:
        raise error(f"eaten={Hand(got)} names {Hand(missing)} which is not among the cards "
                    f"{Hand(cards)}: expected eaten cards to be some of the cards")
    return got


# ---------------------------------------------------------------------------
# Phỏm found as bit masks over a short list of cards (the game's hot path)


def _positions(card: Card, ace_high: bool) -> tuple[int, ...]:
    r = int(card.rank)
    return (r, 14) if (ace_high and r == 1) else (r,)


_CODE = attrgetter("code")


def _key(cards: Iterable[Card]) -> tuple:
    """Cards in their canonical order (rank, then suit): the cache key of a hand."""
    return tuple(sorted(cards, key=_CODE))


def _popcount(x: int) -> int:
    return bin(x).count("1")


@lru_cache(maxsize=65536)
def _phom_masks(cards: tuple, ace_high: bool) -> tuple[int, ...]:
    """Every phỏm inside ``cards`` (distinct cards in canonical order), as masks of their positions."""
    masks: list[int] = []
    by_rank: dict[int, list[int]] = {}
    by_suit: list[dict[int, int]] = [{}, {}, {}, {}]
    for i, c in enumerate(cards):
        rank, suit = c.code >> 2, c.code & 3
        by_rank.setdefault(rank, []).append(i)
        by_suit[suit][rank + 1] = i
        if ace_high and rank == 0:
            by_suit[suit][14] = i
    for idx in by_rank.values():
        if len(idx) >= 3:
            for k in range(3, len(idx) + 1):
                for combo in combinations(idx, k):
                    masks.append(sum(1 << i for i in combo))
    for pos in by_suit:
        if len(pos) < 3:
            continue
        for start in sorted(pos):
            if start - 1 in pos:
                continue
            run = [pos[start]]
            p = start
            while p + 1 in pos and pos[p + 1] not in run:
                p += 1
                run.append(pos[p])
            for a in range(len(run) - 2):
                mask = (1 << run[a]) | (1 << run[a + 1])
                for b in range(a + 2, len(run)):
                    mask |= 1 << run[b]
                    masks.append(mask)
    return tuple(dict.fromkeys(masks))


def _bits(cards: tuple, chosen: Iterable[Card]) -> int:
    index = {c: i for i, c in enumerate(cards)}
    return sum(1 << index[c] for c in chosen)


def _cards_of(cards: tuple, mask: int) -> tuple:
    return tuple(c for i, c in enumerate(cards) if mask >> i & 1)


@lru_cache(maxsize=65536)
def _placements(cards: tuple, eaten: tuple, limit: int, ace_high: bool) -> tuple[bool, int]:
    """(can every eaten card sit in disjoint phỏm, at most ``limit`` eaten each; mask of cards free to discard).

    A card is free when some placement of the eaten cards leaves it out, so
    discarding it keeps the hand legal.
    """
    full = (1 << len(cards)) - 1
    if not eaten:
        return True, full
    emask = _bits(cards, eaten)
    wanted = full & ~emask
    masks = [m for m in _phom_masks(cards, ace_high) if m & emask and _popcount(m & emask) <= limit]
    found = [False, 0]

    def place(used: int, left: int) -> bool:
        if not left:
            found[0] = True
            found[1] |= full & ~used
            return found[1] == wanted  # every card is already free: stop
        low = left & -left
        for m in masks:
            if m & low and not m & used and place(used | m, left & ~m):
                return True
        return False

    place(0, emask)
    return found[0], found[1]


def _place(cards: Iterable[Card], eaten: Iterable[Card], rules: Rules) -> tuple[tuple, bool, int]:
    key = _key(cards)
    if eaten:
        held = set(key)
        eaten = _key(c for c in eaten if c in held)
    else:
        eaten = ()
    ok, free = _placements(key, eaten, rules.max_eaten_cards_per_phom, rules.ace_high_in_runs)
    return key, ok, free


def _fits(cards: Iterable[Card], eaten: Iterable[Card], rules: Rules) -> bool:
    """Can every eaten card among ``cards`` sit in a phỏm (respecting the eaten-card limit)?"""
    return _place(cards, eaten, rules)[1]


def _spare(cards: Iterable[Card], eaten: Iterable[Card], rules: Rules) -> bool:
    """Is there a card to discard that leaves every eaten card able to sit in a phỏm?"""
    return _place(cards, eaten, rules)[2] != 0


# ---------------------------------------------------------------------------
# Calculators


def check_meld(cards, eaten=(), rules=None) -> Verdict:
    """Is this a phỏm, and does it hold no more eaten cards than allowed?

    ``eaten`` names which of ``cards`` were eaten (*ăn*). ``.kind`` is
    ``"set"`` (phỏm ngang) or ``"run"`` (phỏm dọc); ``.meld`` the phỏm.

    Raises:
        NotationError / CardTypeError: for cards that cannot be read, a
            joker or a card twice (one deck).
        CardlabError: if an eaten card is not among ``cards``.
    """
    rules = _rules(rules)
    cards = _read(cards)
    eaten = _read_eaten(eaten, cards)
    shape = classify(cards, rules.meld_rules) if cards else Verdict(
        False, reasons=[Reason("meld.too_few", cards=(), n=0, need=3)], meld=None)
    reasons = []
    ok = bool(shape)
    if ok:
        meld = shape.meld
        reasons.append(Reason("phom.is_set" if meld.kind == SET else "phom.is_run", cards=meld.cards))
    else:
        reasons.extend(shape.reasons)
    limit = rules.max_eaten_cards_per_phom
    if len(eaten) > limit:
        ok = False
        reasons.append(Reason("phom.too_many_eaten", cards=tuple(cards), eaten=tuple(eaten), n=len(eaten), max=limit))
    elif eaten and ok:
        reasons.append(Reason("phom.eaten_within_limit", eaten=tuple(eaten), n=len(eaten), max=limit))
    return Verdict(ok, shape.kind if ok else None, reasons, meld=shape.meld if ok else None, eaten=tuple(eaten))


def check_send(card, phom_cards, *, round=4, sender_has_phom=True, target_laid_down_before_sender=True,
               rules=None) -> Verdict:
    """May ``card`` be sent (*gửi*) onto the laid-down phỏm ``phom_cards``?

    Sending happens only in the last round (``round == rules.rounds``), by a
    player who has laid down a phỏm, onto a phỏm of a player who laid down
    before them; the card must extend the phỏm. Every broken condition is
    given as a reason. ``.meld`` is the phỏm after sending.

    Raises:
        NotationError / CardTypeError: for cards that cannot be read.
        CardlabError: for a round that is not a whole number from 1 to
            ``rules.rounds``, or a card that is already in the phỏm.
    """
    rules = _rules(rules)
    card = Card.parse(card) if not isinstance(card, (list, tuple)) else None
    if card is None:
        raise CardTypeError("card must be one card such as '6S', not a list: send one card at a time")
    target = _read(phom_cards)
    _read([card])
    if card in target:
        raise CardlabError(f"{card} is already in the phỏm {Hand(target)}: expected a card from the sender's hand")
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= rules.rounds:
        raise CardlabError(f"round={round!r} is not a round: expected a whole number from 1 to {rules.rounds}")
    reasons = []
    ok = True
    if round != rules.rounds:
        ok = False
        reasons.append(Reason("phom.send_not_last_round", round=round, last=rules.rounds))
    if not sender_has_phom:
        ok = False
        reasons.append(Reason("phom.send_needs_phom"))
    if not target_laid_down_before_sender:
        ok = False
        reasons.append(Reason("phom.send_only_earlier"))
    base = read_meld(target, rules.meld_rules) if target else None
    result = None
    if base is None:
        ok = False
        reasons.append(Reason("phom.send_target_not_phom", phom=tuple(target)))
    else:
        result = read_meld(list(target) + [card], rules.meld_rules)
        if result is None:
            ok = False
            reasons.append(Reason("phom.send_does_not_fit", card=card, phom=base.cards))
        elif ok:
            reasons.append(Reason("phom.send_fits", card=card, phom=base.cards, result=result.cards))
    return Verdict(ok, "send" if ok else None, reasons, meld=result if ok else None)


def arrange(hand, rules=None, *, eaten=()) -> Arrangement:
    """The phỏm to lay down from ``hand`` for the fewest deadwood points (exact).

    ``eaten`` cards must end up in phỏm, at most ``max_eaten_cards_per_phom``
    per phỏm; ``.feasible`` is False when that is impossible. Points: A =
    ``ace_points``, 2–10, J 11, Q 12, K 13. Ties: fewest deadwood cards.

    Raises:
        NotationError / CardTypeError: for cards that cannot be read, jokers
            or a card twice.
        ArrangementError: if an eaten card is not in the hand.
    """
    rules = _rules(rules)
    cards = _read(hand)
    eaten = _read_eaten(eaten, cards, ArrangementError)
    if not eaten:
        return _arrange(cards, rules.meld_rules, _points_fn(rules))
    eaten_set = frozenset(eaten)
    limit = rules.max_eaten_cards_per_phom
    return _arrange(cards, rules.meld_rules, _points_fn(rules),
                    meld_filter=lambda m: sum(c in eaten_set for c in m.cards) <= limit, required=eaten)


def deadwood(hand, rules=None, *, eaten=()) -> int:
    """Deadwood points (*điểm bài rác*) of the best arrangement of ``hand``.

    Raises:
        NotationError / CardTypeError: for cards that cannot be read.
        ArrangementError: if an eaten card is not in the hand or the eaten
            cards cannot all sit in phỏm.
    """
    result = arrange(hand, rules, eaten=eaten)
    if not result.feasible:
        raise ArrangementError(f"{Hand(parse_cards(hand))}: the eaten cards {Hand(parse_cards(eaten))} cannot all "
                               "sit in phỏm, so this hand has no legal arrangement")
    return result.points


def _u_search(cards: tuple, eaten: tuple, rules: Rules):
    """(kind or None, melds masks, best cover by ≤3 phỏm, full partition masks or None)."""
    n = len(cards)
    full = (1 << n) - 1
    emask = _bits(cards, eaten)
    limit = rules.max_eaten_cards_per_phom
    masks = sorted((m for m in _phom_masks(cards, rules.ace_high_in_runs)
                    if _popcount(m & emask) <= limit), key=lambda m: -_popcount(m))
    pop = {m: _popcount(m) for m in masks}
    best_cover, found = 0, None
    for i, a in enumerate(masks):
        best_cover = max(best_cover, pop[a])
        for j in range(i + 1, len(masks)):
            b = masks[j]
            if a & b:
                continue
            best_cover = max(best_cover, pop[a] + pop[b])
            for k in range(j + 1, len(masks)):
                c = masks[k]
                if (a | b) & c:
                    continue
                cover = pop[a] + pop[b] + pop[c]
                best_cover = max(best_cover, cover)
                union = a | b | c
                if cover >= n - 1 and union & emask == emask:
                    if found is None or cover > found[0]:
                        found = (cover, (a, b, c))
                    if cover == n:
                        break
    partition = None
    if found is None or found[0] < n:
        # Any number of phỏm covering every card (u_definition="no_deadwood").
        def cover_all(left: int, chosen: tuple):
            if not left:
                return chosen
            low = left & -left
            for m in masks:
                if m & low and m & left == m:
                    got = cover_all(left & ~m, chosen + (m,))
                    if got is not None:
                        return got
            return None
        partition = cover_all(full, ())
    if found is not None and found[0] == n:
        return "u_tron", found[1], best_cover, None
    if partition is not None and rules.u_definition == "no_deadwood":
        return "u_tron", partition, best_cover, partition
    if found is not None:
        return "u", found[1], best_cover, partition
    return None, (), best_cover, partition


@lru_cache(maxsize=16384)
def _u_cached(cards: tuple, eaten: tuple, rules: Rules) -> bool:
    return _u_search(cards, eaten, rules)[0] is not None


def check_u(hand, rules=None, *, eaten=()) -> Verdict:
    """Is ``hand`` Ù? ``.kind`` ``"u"`` (3 phỏm + 1 odd card) or ``"u_tron"`` (no odd card).

    Ù is counted on ``rules.hand_size`` (10) cards: the opener's dealt hand
    or a hand just after a draw or an eat. With ``u_definition="no_deadwood"``
    any 10 cards all in phỏm (two 5-card runs) are Ù tròn too. Eaten cards
    must be inside the phỏm, at most ``max_eaten_cards_per_phom`` per phỏm.
    ``.melds`` are the phỏm, ``.odd`` the odd card (or None).

    Raises:
        NotationError / CardTypeError: for cards that cannot be read.
        CardlabError: if an eaten card is not in the hand.
    """
    rules = _rules(rules)
    cards = _read(hand)
    eaten = _read_eaten(eaten, cards)
    need = rules.hand_size
    if len(cards) != need:
        return Verdict(False, None, [Reason("phom.u_wrong_size", n=len(cards), need=need)], melds=(), odd=None)
    key = _key(cards)
    kind, chosen, best, partition = _u_search(key, _key(eaten), rules)
    if kind is not None:
        melds = tuple(sorted((read_meld(_cards_of(key, m), rules.meld_rules) for m in chosen),
                             key=lambda m: min(m.cards).sort_key))
        used = 0
        for m in chosen:
            used |= m
        odd = next((c for i, c in enumerate(key) if not used >> i & 1), None)
        shown = tuple(tuple(m.cards) for m in melds)
        if kind == "u":
            reasons = [Reason("phom.u", melds=_join_melds(shown), odd=odd)]
        elif len(melds) == 3:
            reasons = [Reason("phom.u_tron", melds=_join_melds(shown), n=need)]
        else:
            reasons = [Reason("phom.u_tron_no_deadwood", melds=_join_melds(shown), n=need, k=len(melds))]
        return Verdict(True, kind, reasons, melds=melds, odd=odd)
    reasons = []
    if partition is not None:
        shown = tuple(sorted((read_meld(_cards_of(key, m), rules.meld_rules).cards for m in partition),
                             key=lambda cs: min(cs).sort_key))
        reasons.append(Reason("phom.u_needs_three", melds=_join_melds(shown), k=len(partition)))
    elif best >= need - 1 and eaten:
        reasons.append(Reason("phom.u_eaten_left_out", eaten=tuple(eaten)))
    else:
        reasons.append(Reason("phom.not_u", best=best, need=need - 1))
    return Verdict(False, None, reasons, melds=(), odd=None)


def _join_melds(melds) -> str:
    return ", ".join(" ".join(c.pretty for c in m) for m in melds)


def _ca_pair(a: Card, b: Card, rules: Rules) -> bool:
    """Could ``a`` and ``b`` ever be in one phỏm (a *cạ*)?"""
    if a.rank == b.rank:
        return True
    if a.suit != b.suit:
        return False
    gaps = [abs(p - q) for p in _positions(a, rules.ace_high_in_runs) for q in _positions(b, rules.ace_high_in_runs)]
    return min(gaps) <= 2


def check_u_khan(hand, rules=None) -> Verdict:
    """Is this dealt hand Ù khan: no phỏm and no *cạ* (no two cards that could share a phỏm)?

    Only counts when ``rules.u_khan_enabled``; the seed names Ù khan without
    defining it, so this reading is cardlab's. The hand has the dealt size
    (9, or 10 for the first player). ``.kind`` is ``"u_khan"``.

    Raises:
        NotationError / CardTypeError: for cards that cannot be read.
    """
    rules = _rules(rules)
    cards = sorted(_read(hand))
    if not rules.u_khan_enabled:
        return Verdict(False, None, [Reason("phom.u_khan_disabled")])
    if len(cards) not in (rules.cards_per_player, rules.hand_size):
        return Verdict(False, None, [Reason("phom.u_khan_wrong_size", n=len(cards), need=rules.cards_per_player,
                                            first=rules.hand_size)])
    for a, b in combinations(cards, 2):
        if _ca_pair(a, b, rules):
            return Verdict(False, None, [Reason("phom.not_u_khan", a=a, b=b)])
    return Verdict(True, "u_khan", [Reason("phom.u_khan", cards=tuple(cards))])


def eat_payment(round, nth_from_victim, *, is_chot=False, bet=1, rules=None) -> int:
    """What the discarder pays the eater for one eaten card, in bet units × ``bet``.

    ``by_round``: a card eaten in round x costs x; the chốt (a card eaten in
    the last round) costs ``chot_multiplier``. ``by_eat_order``: the n-th
    card eaten from the same victim costs n; the chốt costs 3. Every card
    eaten in the last round is the chốt, so ``round == rules.rounds`` implies
    ``is_chot``.

    Raises:
        CardlabError: for a round outside 1..``rules.rounds``, an
            ``nth_from_victim`` below 1, a bet below 1, or ``is_chot`` with
            an earlier round.
    """
    rules = _rules(rules)
    bet = _bet(bet)
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= rules.rounds:
        raise CardlabError(f"round={round!r} is not a round: expected a whole number from 1 to {rules.rounds}")
    if isinstance(nth_from_victim, bool) or not isinstance(nth_from_victim, int) or nth_from_victim < 1:
        raise CardlabError(f"nth_from_victim={nth_from_victim!r}: expected 1 for the first card eaten from "
                           "this player, 2 for the second…")
    if not isinstance(is_chot, bool):
        raise CardlabError(f"is_chot={is_chot!r}: expected True or False")
    if is_chot and round != rules.rounds:
        raise CardlabError(f"is_chot=True with round={round}: the chốt is a card eaten in the last round "
                           f"({rules.rounds})")
    chot = is_chot or round == rules.rounds
    if rules.eat_payment_scheme == "by_round":
        units = rules.chot_multiplier if chot else round
    else:
        units = 3 if chot else nth_from_victim
    return units * bet


def _label(name) -> str:
    return str(name)


def _place_payment(place: int, n: int, rules: Rules) -> int:
    """Units paid by the player in ``place`` (2 = second) at a table of ``n``."""
    if rules.short_table_payments == "last_pays_most" and place == n:
        return rules.rank_payments[-1]
    return rules.rank_payments[place - 2]


def _house(payments: dict, winner, total: int, bet: int, rules: Rules, reasons: list) -> None:
    fee = min(rules.house_fee * bet, total)
    payments[winner] = total - fee
    if fee:
        if HOUSE in payments:
            raise CardlabError(f"a player is named {HOUSE!r}, which is where the house fee goes: rename them")
        payments[HOUSE] = fee
        reasons.append(Reason("phom.house_fee", player=_label(winner), fee=fee, total=total))


def settle(players: Mapping, bet=1, rules=None) -> Outcome:
    """Money at the end of a hand with no Ù: rank by deadwood points, then pay.

    ``players[name] = {"deadwood": points, "mom": bool, "laydown_order": n}``
    (optional ``"mom_order"``). Lowest points wins; equal points: whoever
    laid down later ranks below; móm players rank last; if all are móm, the
    first to be móm (lowest ``mom_order``, else ``laydown_order``) wins. 2nd,
    3rd and last pay ``rank_payments`` (1, 2, 3) bets; a móm player pays the
    last place's amount plus ``mom_extra`` (4 in all). The winner collects
    it, less the house fee. Zero-sum.

    Raises:
        CardlabError: for fewer than 2 or more than 4 players, a missing or
            bad field, equal laydown orders, or a bad bet.
    """
    rules = _rules(rules)
    bet = _bet(bet)
    if not isinstance(players, Mapping):
        raise CardlabError(f"players={players!r}: expected a dict name -> {{'deadwood', 'mom', 'laydown_order'}}")
    if not 2 <= len(players) <= 4:
        raise CardlabError(f"{len(players)} players: Phỏm is played by 2 to 4 players")
    info = {}
    for name, data in players.items():
        if not isinstance(data, Mapping):
            raise CardlabError(f"players[{name!r}]={data!r}: expected a dict with 'deadwood', 'mom', 'laydown_order'")
        missing = [k for k in ("deadwood", "mom", "laydown_order") if k not in data]
        if missing:
            raise CardlabError(f"players[{name!r}] lacks {', '.join(map(repr, missing))}: expected 'deadwood', "
                               "'mom' and 'laydown_order'")
        dw, mom, order = data["deadwood"], data["mom"], data["laydown_order"]
        if isinstance(dw, bool) or not isinstance(dw, int) or dw < 0:
            raise CardlabError(f"players[{name!r}]['deadwood']={dw!r}: expected points, a whole number of at least 0")
        if not isinstance(mom, bool):
            raise CardlabError(f"players[{name!r}]['mom']={mom!r}: expected True or False")
        for key in ("laydown_order", "mom_order"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int):
                raise CardlabError(f"players[{name!r}][{key!r}]={value!r}: expected a whole number (1 = first)")
        info[name] = (dw, mom, order, data.get("mom_order", order))
    orders = [v[2] for v in info.values()]
    if len(set(orders)) != len(orders):
        raise CardlabError(f"laydown orders {orders} repeat: expected each player to lay down at a different time")
    n = len(info)
    ok = sorted((p for p in info if not info[p][1]), key=lambda p: (info[p][0], info[p][2]))
    moms = sorted((p for p in info if info[p][1]), key=lambda p: (info[p][3], info[p][2]))
    ranking = ok + moms
    reasons: list[Reason] = []
    payments = {p: 0 for p in info}
    if ok:
        winner, end = ok[0], "points"
        reasons.append(Reason("phom.winner_points", player=_label(winner), points=info[winner][0]))
    else:
        winner, end = moms[0], "all_mom"
        reasons.append(Reason("phom.all_mom", player=_label(winner)))
    total = 0
    for place, p in enumerate(ranking[1:], start=2):
        dw, mom = info[p][0], info[p][1]
        if mom:
            base = rules.rank_payments[-1]
            pay = (base + rules.mom_extra) * bet
            reasons.append(Reason("phom.mom_pays", player=_label(p), base=base * bet, extra=rules.mom_extra * bet,
                                  amount=pay))
        else:
            pay = _place_payment(place, n, rules) * bet
            above = ranking[place - 2]
            if not info[above][1] and info[above][0] == dw:
                reasons.append(Reason("phom.tie_later_loses", player=_label(p), other=_label(above), points=dw))
            reasons.append(Reason("phom.place_pays", player=_label(p), place=place, points=dw, amount=pay))
        payments[p] = -pay
        total += pay
    _house(payments, winner, total, bet, rules, reasons)
    reasons.append(Reason("phom.winner_collects", player=_label(winner), amount=payments[winner]))
    details = {"deadwood": {p: info[p][0] for p in info}, "laydown_order": {p: info[p][2] for p in info}}
    return Outcome(winner, tuple(ranking), tuple(moms), payments, end, tuple(reasons), details)


def settle_u(winner, players, *, kind="u", den_payer=None, bet=1, rules=None) -> Outcome:
    """Money when ``winner`` declares Ù (``kind`` ``"u"``, ``"u_tron"`` or ``"u_khan"``).

    ``players`` lists the table (the winner may be in it or not). Each loser
    pays ``u_payment`` (5) bets; with ``den_payer`` (Ù đền) that player alone
    pays every loser's share. The winner collects it, less the house fee.

    Raises:
        CardlabError: for an unknown kind, Ù khan while it is disabled, a
            den payer who is not a loser, a repeated name, or a table that is
            not 2 to 4 players.
    """
    rules = _rules(rules)
    bet = _bet(bet)
    if kind not in ("u", "u_tron", "u_khan"):
        raise CardlabError(f"kind={kind!r}: expected 'u', 'u_tron' or 'u_khan'")
    if kind == "u_khan" and not rules.u_khan_enabled:
        raise CardlabError("kind='u_khan' is not allowed: Ù khan is off in these rules (u_khan_enabled=False)")
    if isinstance(players, (str, bytes, Mapping)) or not isinstance(players, Iterable):
        raise CardlabError(f"players={players!r}: expected a list of the players' names")
    table = list(players)
    if len(set(map(repr, table))) != len(table):
        raise CardlabError(f"players={table!r} repeats a name: expected each player once")
    losers = [p for p in table if p != winner]
    if not 1 <= len(losers) <= 3:
        raise CardlabError(f"{len(losers) + 1} players: Phỏm is played by 2 to 4 players")
    if den_payer is not None and den_payer not in losers:
        raise CardlabError(f"den_payer={den_payer!r} is not one of the losers {losers!r}")
    share = rules.u_payment * bet
    payments = {winner: 0}
    reasons = [Reason("phom.u_win", player=_label(winner), kind=_U_NAMES[kind])]
    if den_payer is None:
        for p in losers:
            payments[p] = -share
        reasons.append(Reason("phom.u_each_pays", amount=share))
    else:
        for p in losers:
            payments[p] = 0
        payments[den_payer] = -share * len(losers)
        reasons.append(Reason("phom.u_den_pays", player=_label(den_payer), n=len(losers), amount=share,
                              total=share * len(losers)))
    total = share * len(losers)
    _house(payments, winner, total, bet, rules, reasons)
    reasons.append(Reason("phom.winner_collects", player=_label(winner), amount=payments[winner]))
    return Outcome(winner, (winner, *losers), (), payments, kind, tuple(reasons),
                   {"den_payer": den_payer, "kind": kind})


_U_NAMES = {"u": "Ù", "u_tron": "Ù tròn", "u_khan": "Ù khan"}


# ---------------------------------------------------------------------------
# The game


class Phase(Enum):
    """What the current player must do now."""

    DRAW = "draw"            # eat (ăn) the previous discard or draw (bốc)
    DISCARD = "discard"      # discard (đánh), or declare Ù
    LAY_DOWN = "lay_down"    # last round: lay down (hạ) phỏm, or declare Ù
    SEND = "send"            # last round: send (gửi) cards onto earlier phỏm
    OVER = "over"


@dataclass(frozen=True)
class Eat:
    """One eaten card: who ate what from whom, in which round, and what it cost."""

    eater: int
    victim: int
    card: Card
    round: int
    nth: int
    chot: bool
    amount: int

    def to_dict(self) -> dict:
        return {"eater": self.eater, "victim": self.victim, "card": str(self.card), "round": self.round,
                "nth": self.nth, "chot": self.chot, "amount": self.amount}


@dataclass(frozen=True)
class View:
    """What ``player`` may see: their own hand and the table, never other hands or the stock.

    ``eaten`` lists every card each player ate (eaten cards stay visible);
    ``discards`` the discards still on the table per player; ``laid`` each
    player's laid-down phỏm (with cards sent onto them); ``legal_actions``
    is empty unless it is ``player``'s decision. ``round`` is the current
    player's round; ``eats`` the :class:`Eat` records (all public).
    """

    player: int
    hand: tuple
    players: int
    rules: Rules
    phase: Phase
    current_player: int | None
    round: int
    turn_order: tuple
    hand_sizes: tuple
    eaten: tuple
    discards: tuple
    laid: tuple
    laydown_order: tuple
    mom: tuple
    stock_size: int
    last_discard: Card | None
    last_discarder: int | None
    payments: Mapping
    eats: tuple
    history: tuple
    legal_actions: tuple = ()

    @property
    def my_eaten(self) -> tuple:
        """My eaten cards still in my hand (they must end up in phỏm)."""
        return tuple(c for c in self.eaten[self.player] if c in self.hand)

    @property
    def seen(self) -> frozenset:
        """Every card this player has seen: own hand, discards, eaten and laid cards."""
        out = set(self.hand)
        for pile in self.discards:
            out.update(pile)
        for cards in self.eaten:
            out.update(cards)
        for phoms in self.laid:
            for m in phoms:
                out.update(m)
        return frozenset(out)

    def next_player(self, player: int | None = None) -> int:
        """The player who plays after ``player`` (default: after me)."""
        p = self.player if player is None else player
        i = self.turn_order.index(p)
        return self.turn_order[(i + 1) % self.players]


def _name(seat: int) -> str:
    return f"P{seat}"


def _act(kind: str, player: int, cards=(), target=None, text: str = "") -> Action:
    return Action(kind, tuple(cards), target, player, text)


def _cards_text(cards) -> str:
    return " ".join(str(c) for c in cards)


KINDS = ("draw", "eat", "discard", "u", "u_khan", "lay_down", "finish_laying_down", "send", "finish_sending")


class State(GameState):
    """A hand of Phỏm in progress (see the module docstring for the flow).

    Public attributes: ``hands`` (per seat, eaten cards included), ``stock``
    (top = last), ``discards`` (per seat, the discards still on the table),
    ``eaten`` (per seat, every card eaten), ``laid`` (per seat, laid-down
    phỏm), ``eats`` (:class:`Eat` records), ``laydown_order``, ``mom``,
    ``payments`` (running money, eat payments included), ``phase``,
    ``current_player``.
    """

    game = "phom"

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
            players = 4
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise CardlabError(f"players={players!r}: Phỏm is played by 2 to 4 players")
        self = cls.__new__(cls)
        self.seed, self.rules, self.players, self.history = seed, rules, players, []
        deck = _ONE_DECK.shuffled(random.Random(seed))
        self.order = seat_order(0, players, rules.turn_direction)
        self.hands = [[] for _ in range(players)]
        for i, seat in enumerate(self.order):
            size = rules.hand_size if i == 0 else rules.cards_per_player
            self.hands[seat] = sorted(deck[:size])
            deck = deck[size:]
        self.stock = deck
        self.discards = [[] for _ in range(players)]
        self.eaten = [[] for _ in range(players)]
        self.laid = [[] for _ in range(players)]
        self.eats: list[Eat] = []
        self.sent: list[tuple] = []
        self.discard_count = [0] * players
        self.laydown_order: list[int] = []
        self.mom: list[int] = []
        self.payments = {p: 0 for p in range(players)}
        self.ledger: list[Reason] = []
        self.turn = 0                     # index into self.order
        self.phase = Phase.DISCARD        # the opener starts by discarding
        self.last_discard: tuple | None = None
        self.turn_eat: Eat | None = None  # the eat of the current turn, if any
        self.laid_this_turn = False
        self.result: Outcome | None = None
        self._legal = None
        return self

    # -- reading the state ---------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase is Phase.OVER else self.order[self.turn]

    @property
    def round(self) -> int:
        """The current player's round (1..rules.rounds)."""
        if self.phase is Phase.OVER:
            return self.rules.rounds
        return self.discard_count[self.current_player] + 1

    def eaten_in_hand(self, player: int) -> list[Card]:
        return [c for c in self.eaten[player] if c in self.hands[player]]

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome:
        """How the hand ended and who paid whom (eat payments included).

        Raises:
            CardlabError: while the hand is still being played.
        """
        if self.result is None:
            raise CardlabError("the hand is not over yet: play until state.is_terminal()")
        return self.result

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase is Phase.OVER:
            return []
        p = self.current_player
        hand = self.hands[p]
        rules = self.rules
        out: list[Action] = []
        if self.phase is Phase.DRAW:
            if self._u_khan_possible(p):
                out.append(_act("u_khan", p, text="declare Ù khan"))
            if self.last_discard is not None:
                card = self.last_discard[1]
                after, eaten = hand + [card], self.eaten_in_hand(p) + [card]
                if _spare(after, eaten, rules) or (_fits(after, eaten, rules) and self._u_on(after, eaten)):
                    out.append(_act("eat", p, (card,), text=f"eat {card} from {_name(self.last_discard[0])}"))
            if self.stock:
                out.append(_act("draw", p, text="draw"))
            return out
        if self.phase in (Phase.DISCARD, Phase.LAY_DOWN):
            if self._u_possible(p):
                out.append(_act("u", p, text="declare Ù"))
            if self.phase is Phase.DISCARD and self._u_khan_possible(p):
                out.append(_act("u_khan", p, text="declare Ù khan"))
        if self.phase is Phase.DISCARD:
            key, _, free = _place(hand, self.eaten_in_hand(p), rules)
            for i, c in enumerate(key):
                if free >> i & 1:
                    out.append(_act("discard", p, (c,), text=f"discard {c}"))
            return out
        if self.phase is Phase.LAY_DOWN:
            out.extend(self._lay_down_options(p))
            if not self.eaten_in_hand(p):
                text = "finish laying down" if self.laid[p] else "lay down nothing (móm)"
                out.append(_act("finish_laying_down", p, text=text))
            return out
        if self.phase is Phase.SEND:
            out.extend(self._send_options(p))
            out.append(_act("finish_sending", p, text="stop sending"))
            return out
        return out

    def _u_possible(self, p: int) -> bool:
        if len(self.hands[p]) != self.rules.hand_size or self.laid_this_turn:
            return False
        return self._u_on(self.hands[p], self.eaten_in_hand(p))

    def _u_on(self, cards, eaten) -> bool:
        key = _key(cards)
        masks = _phom_masks(key, self.rules.ace_high_in_runs)
        union = 0
        for m in masks:
            union |= m
        if bin(union).count("1") < len(key) - 1:
            return False  # too few cards in any phỏm: skip the search
        return _u_cached(key, _key(c for c in eaten if c in key), self.rules)

    def _u_khan_possible(self, p: int) -> bool:
        if not self.rules.u_khan_enabled or self.discard_count[p] or self.eaten[p]:
            return False
        first = self.turn == 0 and self.discard_count[p] == 0
        if self.phase is Phase.DISCARD and not (first and len(self.hands[p]) == self.rules.hand_size):
            return False
        return bool(check_u_khan(self.hands[p], self.rules))

    def _lay_down_options(self, p: int) -> list[Action]:
        hand = _key(self.hands[p])
        eaten = _key(self.eaten_in_hand(p))
        rules = self.rules
        limit = rules.max_eaten_cards_per_phom
        emask = _bits(hand, eaten)
        full = (1 << len(hand)) - 1
        out = []
        for m in _phom_masks(hand, rules.ace_high_in_runs):
            if m == full or _popcount(m & emask) > limit:
                continue
            if emask & ~m:
                rest = _cards_of(hand, full & ~m)
                left = _cards_of(hand, emask & ~m)
                if not _placements(rest, left, limit, rules.ace_high_in_runs)[1]:
                    continue
            cards = _cards_of(hand, m)
            out.append(_act("lay_down", p, cards, text=f"lay down {_cards_text(read_meld(cards, self.rules.meld_rules).cards)}"))
        return out

    def _send_targets(self, p: int) -> list[tuple[int, int]]:
        mine = self.laydown_order.index(p) if p in self.laydown_order else len(self.laydown_order)
        return [(owner, i) for owner in self.laydown_order[:mine] for i in range(len(self.laid[owner]))]

    def _send_options(self, p: int) -> list[Action]:
        if not self.laid[p] or len(self.hands[p]) < 2:
            return []
        out = []
        for owner, i in self._send_targets(p):
            phom = self.laid[owner][i]
            for c in self.hands[p]:
                if read_meld(phom + [c], self.rules.meld_rules) is not None:
                    out.append(_act("send", p, (c,), (owner, i),
                                    text=f"send {c} onto {_cards_text(phom)} of {_name(owner)}"))
        return out

    # -- applying actions ------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._legal = None
        p = self.current_player
        kind = action.kind
        if kind == "draw":
            self.hands[p].append(self.stock.pop())
            self.hands[p].sort()
            self._after_pickup()
        elif kind == "eat":
            self._eat(p, action.cards[0])
            self._after_pickup()
        elif kind == "discard":
            self._discard(p, action.cards[0])
        elif kind == "u":
            self._declare_u(p)
        elif kind == "u_khan":
            self._finish_u(p, "u_khan", None, [])
        elif kind == "lay_down":
            for c in action.cards:
                self.hands[p].remove(c)
            self.laid[p].append(list(read_meld(action.cards, self.rules.meld_rules).cards))
            self.laid_this_turn = True
        elif kind == "finish_laying_down":
            self.laydown_order.append(p)
            if not self.laid[p]:
                self.mom.append(p)
            self.phase = Phase.SEND if self._send_options(p) else Phase.DISCARD
        elif kind == "send":
            owner, i = action.target
            card = action.cards[0]
            self.hands[p].remove(card)
            self.laid[owner][i] = list(read_meld(self.laid[owner][i] + [card], self.rules.meld_rules).cards)
            self.sent.append((p, card, owner, i))
            if not self._send_options(p):
                self.phase = Phase.DISCARD
        elif kind == "finish_sending":
            self.phase = Phase.DISCARD
        self.history.append(action)

    def _after_pickup(self) -> None:
        self.last_discard = None
        last = self.discard_count[self.current_player] + 1 == self.rules.rounds
        self.phase = Phase.LAY_DOWN if last else Phase.DISCARD

    def _eat(self, p: int, card: Card) -> None:
        victim = self.last_discard[0]
        self.discards[victim].pop()
        self.hands[p].append(card)
        self.hands[p].sort()
        self.eaten[p].append(card)
        rnd = self.discard_count[p] + 1
        nth = sum(1 for e in self.eats if e.eater == p and e.victim == victim) + 1
        chot = rnd == self.rules.rounds
        amount = eat_payment(rnd, nth, is_chot=chot, rules=self.rules)
        record = Eat(p, victim, card, rnd, nth, chot, amount)
        self.eats.append(record)
        self.turn_eat = record
        self.payments[victim] -= amount
        self.payments[p] += amount
        code = "phom.chot_paid" if chot else ("phom.eat_paid_order" if self.rules.eat_payment_scheme == "by_eat_order"
                                             else "phom.eat_paid")
        self.ledger.append(Reason(code, victim=_name(victim), eater=_name(p), card=card, round=rnd, nth=nth,
                                  amount=amount))

    def _discard(self, p: int, card: Card) -> None:
        self.hands[p].remove(card)
        self.discards[p].append(card)
        self.discard_count[p] += 1
        self.last_discard = (p, card)
        self.turn_eat = None
        self.laid_this_turn = False
        self.turn = (self.turn + 1) % self.players
        nxt = self.order[self.turn]
        if self.discard_count[nxt] >= self.rules.rounds:
            self.phase = Phase.OVER
            self.last_discard = None
            self._finish_points()
        else:
            self.phase = Phase.DRAW

    def _declare_u(self, p: int) -> None:
        kind = check_u(self.hands[p], self.rules, eaten=self.eaten_in_hand(p)).kind
        den, why = None, []
        for victim in range(self.players):
            n = sum(1 for e in self.eats if e.eater == p and e.victim == victim)
            if victim != p and n >= 3:
                den = victim
                why.append(Reason("phom.den_three_eaten", winner=_name(p), player=_name(victim), n=n))
                break
        eat = self.turn_eat
        if den is None and self.rules.den_on_tai_chot and eat is not None and eat.chot:
            x = eat.victim
            if any(e.eater == x and e.chot for e in self.eats):
                den = x
                why.append(Reason("phom.den_tai_chot", winner=_name(p), player=_name(x)))
        self._finish_u(p, kind, den, why)

    def _finish_u(self, p: int, kind: str, den, why: list) -> None:
        names = [_name(s) for s in self.order]
        res = settle_u(_name(p), names, kind=kind, den_payer=None if den is None else _name(den), rules=self.rules)
        self._close(res, why, kind, {"kind": kind, "den_payer": den})

    def _finish_points(self) -> None:
        table = {}
        for s in range(self.players):
            pos = self.laydown_order.index(s) + 1
            table[_name(s)] = {"deadwood": sum(card_points(c, self.rules) for c in self.hands[s]),
                               "mom": s in self.mom, "laydown_order": pos,
                               "mom_order": self.mom.index(s) + 1 if s in self.mom else pos}
        res = settle(table, rules=self.rules)
        self._close(res, [], res.end, {})

    def _close(self, res: Outcome, why: list, end: str, extra: dict) -> None:
        self.phase = Phase.OVER
        self.last_discard = None
        seat = {_name(s): s for s in range(self.players)}
        back = lambda k: seat.get(k, k)  # noqa: E731 - "house" stays as it is
        settlement = {back(k): v for k, v in res.payments.items()}
        totals = dict(self.payments)
        for k, v in settlement.items():
            totals[k] = totals.get(k, 0) + v
        details = {
            "eats": [e.to_dict() for e in self.eats],
            "eat_payments": dict(self.payments),
            "settlement": settlement,
            "deadwood": {s: sum(card_points(c, self.rules) for c in self.hands[s]) for s in range(self.players)},
            "laid": {s: [list(m) for m in self.laid[s]] for s in range(self.players)},
            "laydown_order": list(self.laydown_order),
            **extra,
        }
        self.payments = totals
        self.result = Outcome(back(res.winner), tuple(back(x) for x in res.ranking),
                              tuple(back(x) for x in res.burned), totals, end,
                              tuple(self.ledger) + tuple(why) + tuple(res.reasons), details)

    # -- explaining refusals ---------------------------------------------------
    def why_illegal(self, action: Action) -> Verdict:
        """The rule ``action`` breaks now (a yes verdict if it is legal)."""
        if not isinstance(action, Action):
            return Verdict(False, reasons=[Reason("phom.not_an_action", action=repr(action))])
        if self.can(action):
            return Verdict(True, reasons=[Reason("phom.legal", action=str(action))])
        if self.phase is Phase.OVER:
            return Verdict(False, reasons=[Reason("phom.game_over")])
        p = self.current_player
        if action.player != p:
            other = _name(action.player) if isinstance(action.player, int) else repr(action.player)
            return Verdict(False, reasons=[Reason("phom.not_your_turn", player=_name(p), other=other)])
        if action.kind not in KINDS:
            return Verdict(False, reasons=[Reason("phom.unknown_action", kind=action.kind, kinds=", ".join(KINDS))])
        reason = self._why(p, action)
        return Verdict(False, reasons=[reason])

    def _why(self, p: int, action: Action) -> Reason:
        kind, phase = action.kind, self.phase
        hand = self.hands[p]
        card = action.cards[0] if len(action.cards) == 1 and isinstance(action.cards[0], Card) else None
        wrong_phase = {
            Phase.DRAW: "phom.must_draw_or_eat", Phase.DISCARD: "phom.must_discard",
            Phase.LAY_DOWN: "phom.must_lay_down", Phase.SEND: "phom.must_send_or_stop"}[phase]
        if kind in ("draw", "eat") and phase is not Phase.DRAW:
            if self.turn == 0 and self.discard_count[p] == 0 and phase is Phase.DISCARD:
                return Reason("phom.opener_discards")
            return Reason("phom.already_picked_up") if phase in (Phase.DISCARD, Phase.LAY_DOWN) else Reason(wrong_phase)
        if kind == "eat":
            if self.last_discard is None:
                return Reason("phom.nothing_to_eat")
            if card != self.last_discard[1]:
                return Reason("phom.eat_only_last", card=self.last_discard[1], player=_name(self.last_discard[0]))
            eaten = self.eaten_in_hand(p)
            if not _fits(hand + [card], [card], self.rules):
                return Reason("phom.eat_no_phom", card=card)
            if not _fits(hand + [card], eaten + [card], self.rules):
                return Reason("phom.eat_breaks_limit", card=card, eaten=tuple(eaten),
                              max=self.rules.max_eaten_cards_per_phom)
            return Reason("phom.eat_leaves_no_discard", card=card)
        if kind == "draw":
            return Reason("phom.stock_empty")
        if kind == "u":
            if phase not in (Phase.DISCARD, Phase.LAY_DOWN) or self.laid_this_turn:
                return Reason("phom.u_not_now")
            verdict = check_u(hand, self.rules, eaten=self.eaten_in_hand(p)) if len(hand) == self.rules.hand_size \
                else Verdict(False, reasons=[Reason("phom.u_wrong_size", n=len(hand), need=self.rules.hand_size)])
            return verdict.reasons[0]
        if kind == "u_khan":
            if not self.rules.u_khan_enabled:
                return Reason("phom.u_khan_disabled")
            opening = self.turn == 0 and phase is Phase.DISCARD and len(hand) == self.rules.hand_size
            if self.discard_count[p] or self.eaten[p] or not (phase is Phase.DRAW or opening):
                return Reason("phom.u_khan_first_turn")
            verdict = check_u_khan(hand, self.rules)
            return verdict.reasons[0] if not verdict else Reason("phom.u_khan_first_turn")
        if kind == "discard":
            if phase is not Phase.DISCARD:
                return Reason(wrong_phase)
            if card is None or card not in hand:
                return Reason("phom.not_in_hand", cards=tuple(action.cards))
            eaten = self.eaten_in_hand(p)
            if card in eaten:
                return Reason("phom.discard_eaten", card=card)
            return Reason("phom.discard_strands_eaten", card=card, eaten=tuple(eaten))
        if kind in ("lay_down", "finish_laying_down"):
            if phase is not Phase.LAY_DOWN:
                return Reason("phom.lay_down_last_round", last=self.rules.rounds) if phase in (
                    Phase.DRAW, Phase.DISCARD) and self.round < self.rules.rounds else Reason(wrong_phase)
            eaten = self.eaten_in_hand(p)
            if kind == "finish_laying_down":
                return Reason("phom.eaten_must_be_laid", eaten=tuple(eaten))
            cards = list(action.cards)
            if not cards or any(not isinstance(c, Card) or c not in hand for c in cards):
                return Reason("phom.not_in_hand", cards=tuple(cards))
            verdict = check_meld(cards, [c for c in cards if c in eaten], self.rules)
            if not verdict:
                return verdict.reasons[-1]
            if len(hand) - len(cards) < 1:
                return Reason("phom.keep_one_card")
            if list(action.cards) != sorted(action.cards):
                return Reason("phom.cards_in_order", cards=tuple(sorted(cards)))
            rest = [c for c in hand if c not in cards]
            left = tuple(c for c in eaten if c not in cards)
            if not _fits(rest, left, self.rules):
                return Reason("phom.lay_strands_eaten", cards=tuple(cards), eaten=left)
            return Reason("phom.lay_leaves_no_discard", cards=tuple(cards), eaten=left)
        if kind in ("send", "finish_sending"):
            if phase is not Phase.SEND:
                if phase in (Phase.DRAW, Phase.DISCARD) and self.round < self.rules.rounds:
                    return Reason("phom.send_not_last_round", round=self.round, last=self.rules.rounds)
                if not self.laid[p] and p in self.laydown_order:
                    return Reason("phom.send_needs_phom")
                return Reason(wrong_phase)
            if kind == "finish_sending":
                return Reason(wrong_phase)
            if card is None or card not in hand:
                return Reason("phom.not_in_hand", cards=tuple(action.cards))
            if len(hand) < 2:
                return Reason("phom.keep_one_card")
            target = action.target
            if not (isinstance(target, tuple) and len(target) == 2 and all(isinstance(t, int) for t in target)
                    and 0 <= target[0] < self.players and 0 <= target[1] < len(self.laid[target[0]])):
                return Reason("phom.no_such_phom", target=str(target))
            owner, i = target
            if (owner, i) not in self._send_targets(p):
                return Reason("phom.send_only_earlier")
            return Reason("phom.send_does_not_fit", card=card, phom=tuple(self.laid[owner][i]))
        return Reason(wrong_phase)

    # -- views and records ---------------------------------------------------
    def view(self, player: int) -> View:
        """What ``player`` sees (their hand, the table); other hands and the stock stay hidden.

        Raises:
            CardlabError: for a seat that is not at this table.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError(f"player={player!r}: expected a seat from 0 to {self.players - 1}")
        mine = self.current_player == player
        return View(
            player=player, hand=tuple(self.hands[player]), players=self.players, rules=self.rules,
            phase=self.phase, current_player=self.current_player, round=self.round,
            turn_order=tuple(self.order), hand_sizes=tuple(len(h) for h in self.hands),
            eaten=tuple(tuple(e) for e in self.eaten), discards=tuple(tuple(d) for d in self.discards),
            laid=tuple(tuple(tuple(m) for m in ms) for ms in self.laid),
            laydown_order=tuple(self.laydown_order), mom=tuple(self.mom), stock_size=len(self.stock),
            last_discard=self.last_discard[1] if self.last_discard else None,
            last_discarder=self.last_discard[0] if self.last_discard else None,
            payments=dict(self.payments), eats=tuple(self.eats), history=tuple(self.history),
            legal_actions=tuple(self.legal_actions()) if mine else ())

    def snapshot(self) -> dict:
        """Everything that defines the position, for comparing two states."""
        return {
            "hands": [list(map(str, h)) for h in self.hands], "stock": list(map(str, self.stock)),
            "discards": [list(map(str, d)) for d in self.discards], "eaten": [list(map(str, e)) for e in self.eaten],
            "laid": [[list(map(str, m)) for m in ms] for ms in self.laid], "eats": [e.to_dict() for e in self.eats],
            "discard_count": list(self.discard_count), "laydown_order": list(self.laydown_order),
            "mom": list(self.mom), "payments": dict(self.payments), "turn": self.turn, "phase": self.phase.value,
            "last_discard": None if self.last_discard is None else [self.last_discard[0], str(self.last_discard[1])],
            "history": [a.to_dict() for a in self.history],
            "result": None if self.result is None else self.result.to_dict(),
        }

    def __repr__(self) -> str:
        who = "over" if self.phase is Phase.OVER else f"P{self.current_player} to {self.phase.value}"
        return f"<phom.State seed={self.seed} players={self.players} round {self.round}: {who}>"


def new_game(seed=0, rules=None, players=None) -> State:
    """Deal a new hand of Phỏm: 9 cards each, 10 to seat 0, who opens by discarding.

    ``players``: 2, 3 or 4 (default 4). Deterministic from ``seed``.

    Raises:
        CardlabError: for a seed that is not a whole number or a table not of 2–4.
        InvalidRulesError: if ``rules`` is not a :class:`Rules`.
    """
    return State._new(seed, rules, players)


# ---------------------------------------------------------------------------
# Messages (English and Vietnamese)


def _sentences(messages: dict) -> dict:
    """Start every message with a capital letter: verdicts join several of them into a paragraph."""
    return {code: {lang: text[:1].upper() + text[1:] for lang, text in texts.items()}
            for code, texts in messages.items()}


register_messages(_sentences({
    "phom.is_set": {"en": "{cards} is a phỏm: three or more cards of one rank (phỏm ngang)",
                    "vi": "{cards} là phỏm ngang: từ 3 lá cùng số trở lên"},
    "phom.is_run": {"en": "{cards} is a phỏm: three or more consecutive cards of one suit (phỏm dọc)",
                    "vi": "{cards} là phỏm dọc: từ 3 lá liên tiếp cùng chất trở lên"},
    "phom.too_many_eaten": {
        "en": "{cards} holds {n} eaten cards ({eaten}), but a phỏm may hold at most {max}",
        "vi": "{cards} có {n} lá ăn ({eaten}), nhưng mỗi phỏm chỉ được chứa tối đa {max} lá ăn"},
    "phom.eaten_within_limit": {
        "en": "the phỏm holds {n} eaten card(s) ({eaten}), within the limit of {max} per phỏm",
        "vi": "phỏm có {n} lá ăn ({eaten}), không vượt quá {max} lá ăn mỗi phỏm"},
    "phom.send_not_last_round": {
        "en": "cards may be sent only in round {last}, and this is round {round}",
        "vi": "chỉ được gửi bài ở vòng {last}, mà đây mới là vòng {round}"},
    "phom.send_needs_phom": {
        "en": "only a player who has laid down a phỏm may send cards",
        "vi": "người chơi phải có phỏm thì mới được gửi bài"},
    "phom.send_only_earlier": {
        "en": "cards may be sent only onto phỏm of players who laid down before you",
        "vi": "chỉ được gửi bài vào phỏm của những người hạ bài trước mình"},
    "phom.send_target_not_phom": {
        "en": "{phom} is not a phỏm, so nothing can be sent onto it",
        "vi": "{phom} không phải là phỏm nên không thể gửi bài vào"},
    "phom.send_does_not_fit": {
        "en": "{card} does not fit the phỏm {phom}: together they are not a phỏm",
        "vi": "{card} không gửi được vào phỏm {phom}: ghép vào không thành phỏm"},
    "phom.send_fits": {
        "en": "{card} can be sent onto {phom}, making {result}",
        "vi": "có thể gửi {card} vào phỏm {phom}, thành {result}"},
    "phom.u": {"en": "{melds} are 3 phỏm with one odd card, {odd}: Ù",
               "vi": "{melds} là 3 phỏm, dư 1 lá lẻ {odd}: Ù"},
    "phom.u_tron": {"en": "{melds} are 3 phỏm holding all {n} cards, no odd card: Ù tròn",
                    "vi": "{melds} là 3 phỏm chứa đủ {n} lá, không dư lá nào: Ù tròn"},
    "phom.u_tron_no_deadwood": {
        "en": "{melds}: all {n} cards are in {k} phỏm, which counts as Ù tròn under u_definition=no_deadwood",
        "vi": "{melds}: cả {n} lá nằm trong {k} phỏm, được tính là Ù tròn theo luật u_definition=no_deadwood"},
    "phom.u_wrong_size": {
        "en": "Ù is counted on {need} cards (after drawing or eating), and this hand has {n}",
        "vi": "Ù được tính trên {need} lá (sau khi bốc hoặc ăn), mà bài này có {n} lá"},
    "phom.not_u": {
        "en": "at most {best} of these cards fit into 3 phỏm, and Ù needs {need}",
        "vi": "tối đa chỉ {best} lá ghép được vào 3 phỏm, mà Ù cần {need} lá"},
    "phom.u_eaten_left_out": {
        "en": "3 phỏm would leave an eaten card ({eaten}) as the odd card, but eaten cards must stay in phỏm",
        "vi": "ghép 3 phỏm thì lá ăn ({eaten}) thành lá lẻ, mà lá đã ăn phải nằm trong phỏm"},
    "phom.u_needs_three": {
        "en": "{melds}: every card is in {k} phỏm, but Ù needs 3 phỏm here (u_definition=three_phom)",
        "vi": "{melds}: mọi lá đều nằm trong {k} phỏm, nhưng theo luật này Ù phải có 3 phỏm (u_definition=three_phom)"},
    "phom.u_khan": {"en": "{cards} holds no phỏm and no two cards that could share a phỏm: Ù khan",
                    "vi": "{cards} không có phỏm và không có cạ nào: Ù khan"},
    "phom.not_u_khan": {"en": "{a} and {b} could be in one phỏm (a cạ), so this is not Ù khan",
                        "vi": "{a} và {b} có thể ghép chung một phỏm (là một cạ) nên không phải Ù khan"},
    "phom.u_khan_disabled": {"en": "Ù khan is off in these rules (u_khan_enabled=False)",
                             "vi": "luật này không tính Ù khan (u_khan_enabled=False)"},
    "phom.u_khan_wrong_size": {
        "en": "Ù khan is judged on the dealt hand of {need} cards ({first} for the first player), and this hand has {n}",
        "vi": "Ù khan được xét trên bài vừa chia, {need} lá ({first} lá với người đánh đầu), mà bài này có {n} lá"},
    "phom.u_khan_first_turn": {"en": "Ù khan can be declared only on the dealt hand, at your first turn",
                               "vi": "chỉ được báo Ù khan với bài vừa chia, ở lượt đầu tiên của mình"},
    "phom.winner_points": {"en": "{player} wins with {points} points", "vi": "{player} thắng với {points} điểm"},
    "phom.all_mom": {"en": "everyone is móm: {player} was móm first and wins",
                     "vi": "tất cả đều móm: {player} móm đầu tiên nên thắng"},
    "phom.place_pays": {"en": "{player} is number {place} with {points} points and pays {amount}",
                        "vi": "{player} về thứ {place} với {points} điểm, trả {amount}"},
    "phom.tie_later_loses": {
        "en": "{player} and {other} both have {points} points; {player} laid down later and ranks below",
        "vi": "{player} và {other} cùng {points} điểm; {player} hạ bài sau nên xếp dưới"},
    "phom.mom_pays": {"en": "{player} is móm (no phỏm): last place, pays {base} + {extra} = {amount}",
                      "vi": "{player} bị móm (không có phỏm): về bét, trả {base} + {extra} = {amount}"},
    "phom.house_fee": {"en": "the house takes a fee of {fee} (tiền xâu) from {player}'s {total}",
                       "vi": "nhà cái thu {fee} tiền xâu từ {total} của {player}"},
    "phom.winner_collects": {"en": "{player} collects {amount}", "vi": "{player} nhận {amount}"},
    "phom.u_win": {"en": "{player} declares {kind} and wins the hand", "vi": "{player} báo {kind} và thắng ván"},
    "phom.u_each_pays": {"en": "each other player pays {amount}", "vi": "mỗi người còn lại trả {amount}"},
    "phom.u_den_pays": {
        "en": "Ù đền: {player} pays for the whole table, {n} × {amount} = {total}",
        "vi": "Ù đền: {player} trả tiền cho cả bàn, {n} × {amount} = {total}"},
    "phom.den_three_eaten": {
        "en": "{winner} ate {n} of {player}'s discards, so {player} pays for the table (Ù đền)",
        "vi": "{winner} đã ăn {n} lá {player} đánh ra nên {player} phải đền cả bàn (Ù đền)"},
    "phom.den_tai_chot": {
        "en": "{player} ate the chốt, then {winner} Ù'd by eating {player}'s discard (tái chốt), so {player} pays for the table",
        "vi": "{player} ăn chốt, rồi {winner} ăn lại lá {player} đánh ra mà Ù (tái chốt) nên {player} phải đền cả bàn"},
    "phom.eat_paid": {"en": "{eater} ate {card} from {victim} in round {round}: {victim} pays {amount}",
                      "vi": "{eater} ăn {card} của {victim} ở vòng {round}: {victim} trả {amount}"},
    "phom.eat_paid_order": {
        "en": "{eater} ate {card} from {victim} (card number {nth} eaten from {victim}, round {round}): {victim} pays {amount}",
        "vi": "{eater} ăn {card} của {victim} (lá thứ {nth} bị ăn, vòng {round}): {victim} trả {amount}"},
    "phom.chot_paid": {
        "en": "{eater} ate the chốt {card} from {victim} in round {round} (card number {nth}): {victim} pays {amount}",
        "vi": "{eater} ăn chốt {card} của {victim} ở vòng {round} (lá thứ {nth}): {victim} trả {amount}"},
    "phom.not_an_action": {"en": "{action} is not an action: pick one of state.legal_actions()",
                           "vi": "{action} không phải là một nước đi: hãy chọn trong state.legal_actions()"},
    "phom.legal": {"en": "{action} is allowed now", "vi": "{action} hợp lệ lúc này"},
    "phom.game_over": {"en": "the hand is over: no more moves", "vi": "ván đã kết thúc: không còn nước đi nào"},
    "phom.not_your_turn": {"en": "it is {player}'s turn, not {other}'s",
                           "vi": "đang là lượt của {player}, không phải của {other}"},
    "phom.unknown_action": {"en": "{kind} is not a Phỏm move: expected one of {kinds}",
                            "vi": "{kind} không phải nước đi trong Phỏm: phải là một trong {kinds}"},
    "phom.must_draw_or_eat": {"en": "first eat the previous discard or draw from the stock",
                              "vi": "trước hết phải ăn lá vừa đánh hoặc bốc bài"},
    "phom.must_discard": {"en": "now discard a card (or declare Ù)", "vi": "bây giờ phải đánh một lá (hoặc báo Ù)"},
    "phom.must_lay_down": {"en": "now lay down your phỏm, then finish laying down",
                           "vi": "bây giờ phải hạ phỏm, rồi kết thúc hạ bài"},
    "phom.must_send_or_stop": {"en": "now send cards onto earlier phỏm, or stop sending",
                               "vi": "bây giờ gửi bài vào phỏm của người hạ trước, hoặc thôi gửi"},
    "phom.opener_discards": {"en": "the first player starts with 10 cards and opens by discarding, without drawing",
                             "vi": "người đánh đầu được 10 lá và mở ván bằng cách đánh ra một lá, không bốc"},
    "phom.already_picked_up": {"en": "you have already drawn or eaten this turn: one card per turn",
                               "vi": "lượt này đã bốc hoặc ăn rồi: mỗi lượt chỉ lấy một lá"},
    "phom.nothing_to_eat": {"en": "there is no discard to eat", "vi": "không có lá nào để ăn"},
    "phom.eat_only_last": {"en": "only the card {player} just discarded, {card}, may be eaten",
                           "vi": "chỉ được ăn lá {player} vừa đánh ra, {card}"},
    "phom.eat_no_phom": {"en": "{card} makes no phỏm with your cards, so it cannot be eaten",
                         "vi": "{card} không tạo thành phỏm với bài trên tay nên không ăn được"},
    "phom.eat_breaks_limit": {
        "en": "eating {card} would leave no way to keep every eaten card (with {eaten}) in a phỏm holding at most {max} eaten card(s)",
        "vi": "ăn {card} thì không thể xếp mọi lá ăn (cùng {eaten}) vào phỏm với tối đa {max} lá ăn mỗi phỏm"},
    "phom.eat_leaves_no_discard": {
        "en": "after eating {card} every card would have to stay in a phỏm, leaving nothing to discard",
        "vi": "ăn {card} thì mọi lá đều phải nằm trong phỏm, không còn lá nào để đánh"},
    "phom.lay_leaves_no_discard": {
        "en": "after laying down {cards} the eaten card(s) {eaten} would need every remaining card, leaving nothing to discard",
        "vi": "hạ {cards} thì lá đã ăn {eaten} cần hết số bài còn lại, không còn lá nào để đánh"},
    "phom.stock_empty": {"en": "the stock is empty", "vi": "bài ở giữa để bốc đã hết"},
    "phom.u_not_now": {"en": "Ù is declared on 10 cards, before discarding or laying down",
                       "vi": "chỉ báo Ù khi có 10 lá, trước khi đánh hoặc hạ bài"},
    "phom.not_in_hand": {"en": "{cards} is not in your hand", "vi": "{cards} không có trên tay bạn"},
    "phom.discard_eaten": {"en": "{card} was eaten: it stays visible in a phỏm and cannot be discarded",
                           "vi": "{card} là lá đã ăn: phải nằm trong phỏm, không được đánh ra"},
    "phom.discard_strands_eaten": {
        "en": "discarding {card} would leave the eaten card(s) {eaten} unable to stay in phỏm",
        "vi": "đánh {card} thì lá đã ăn {eaten} không còn nằm được trong phỏm"},
    "phom.lay_down_last_round": {"en": "phỏm are laid down only in round {last}",
                                 "vi": "chỉ hạ phỏm ở vòng {last}"},
    "phom.eaten_must_be_laid": {"en": "the eaten card(s) {eaten} must be laid down in a phỏm first",
                                "vi": "phải hạ lá đã ăn {eaten} trong phỏm trước"},
    "phom.keep_one_card": {"en": "keep at least one card in hand to discard",
                           "vi": "phải giữ lại ít nhất một lá trên tay để đánh"},
    "phom.cards_in_order": {"en": "write the phỏm's cards in order: {cards}",
                            "vi": "hãy ghi các lá của phỏm theo thứ tự: {cards}"},
    "phom.lay_strands_eaten": {
        "en": "laying down {cards} would leave the eaten card(s) {eaten} unable to sit in a phỏm",
        "vi": "hạ {cards} thì lá đã ăn {eaten} không còn xếp được vào phỏm"},
    "phom.no_such_phom": {"en": "{target} names no laid-down phỏm: expected (player, phỏm number)",
                          "vi": "{target} không chỉ phỏm nào đã hạ: cần (người chơi, số thứ tự phỏm)"},
}))
