"""Tongits calculators: melds, sapaw, chow, the right to Fight, arrangement and deadwood."""
from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import Iterable

from .. import arrange as _arrange_mod
from ..arrange import Arrangement
from ..cards import JOKER_CODE as _JOKER_CODE, Card, Hand, Rank
from ..errors import CardlabError, CardTypeError
from ..explain import Reason, Verdict, quoted
from ..melds import RUN, SET, Meld, classify, enumerate_melds, read_meld
from .rules import Rules, _cards, _check_one_deck, _display, _one_card, _rules

_BIT = attrgetter("bit")


def check_meld(cards, rules=None) -> Verdict:
    """Is this a Tongits meld? ``.kind`` is ``"set"`` (3-4 of a rank) or ``"run"`` (3+ in suit).

    >>> bool(check_meld("9S 10S JS")), check_meld("6S 7D 8C").text()
    (True, '6♠ 7♦ 8♣ is not a run: the suits differ.')

    Raises:
        NotationError / CardTypeError: for cards that cannot be read, a
            joker, or a card repeated (one deck).
    """
    rules = _rules(rules)
    cards = _cards(cards, "cards", allow_empty=False)
    _check_one_deck(cards)
    return classify(cards, rules.meld_rules)


def _run_span(cards: tuple[Card, ...], ace_high: bool) -> tuple[int, int]:
    """Lowest and highest run position (ace = 1, or 14 in Q-K-A)."""
    ranks = [int(c.rank) for c in cards]
    if ace_high and 1 in ranks and 13 in ranks:
        ranks = [14 if r == 1 else r for r in ranks]
    return min(ranks), max(ranks)


def _fits(card: Card, cards: tuple[Card, ...], kind: str, ace_high: bool) -> bool:
    """Fast test: can ``card`` be laid off on an exposed meld (used by the game's move list)."""
    if kind == SET:
        return len(cards) < 4 and card.rank == cards[0].rank
    if card.suit != cards[0].suit:
        return False
    lo, hi = _run_span(cards, ace_high)
    r = int(card.rank)
    if r == lo - 1 or r == hi + 1:
        return True
    return ace_high and r == 1 and hi == 13 and lo > 1


def check_sapaw(card, meld, rules=None) -> Verdict:
    """Can ``card`` be laid off (sapaw, gửi bài) on the exposed ``meld``?

    The fourth card of a three-card set fits; so does a card extending a run
    at either end. ``.kind`` is the meld's kind; ``.meld`` the meld after the
    sapaw.

    >>> check_sapaw("KH", "KS KC KD").text()
    'K♥ can be laid off (sapaw) on K♠ K♦ K♣: it is the fourth card of the set.'

    Raises:
        NotationError / CardTypeError: for input that is not cards, a
            joker, or a card that is already in the meld.
    """
    rules = _rules(rules)
    card = _one_card(card)
    cards = _cards(meld, "an exposed meld", allow_empty=False)
    _check_one_deck([card], cards)
    mr = rules.meld_rules
    base = read_meld(cards, mr)
    shown = tuple(cards)
    if base is None:
        return Verdict(False, None, [Reason("tongits.sapaw_not_a_meld", meld=shown), classify(cards, mr).reasons[0]],
                       meld=None)
    shown = base.cards
    if base.kind == SET:
        if card.rank != base.cards[0].rank:
            return Verdict(False, SET, [Reason("tongits.sapaw_wrong_rank", card=card, meld=shown,
                                               rank=base.cards[0].rank.symbol)], meld=None)
        if len(base.cards) >= mr.max_set:
            return Verdict(False, SET, [Reason("tongits.sapaw_set_full", card=card, meld=shown)], meld=None)
        new = read_meld(list(base.cards) + [card], mr)
        return Verdict(True, SET, [Reason("tongits.sapaw_set", card=card, meld=shown)], meld=new)
    suit = base.cards[0].suit
    if card.suit != suit:
        return Verdict(False, RUN, [Reason("tongits.sapaw_wrong_suit", card=card, meld=shown, suit=suit.symbol)],
                       meld=None)
    new = read_meld(list(base.cards) + [card], mr)
    if new is not None:
        at_low = new.cards[0] == card
        code = "tongits.sapaw_run_low" if at_low else "tongits.sapaw_run_high"
        return Verdict(True, RUN, [Reason(code, card=card, meld=shown)], meld=new)
    lo, hi = _run_span(base.cards, rules.ace_high_in_runs)
    if card.rank == Rank.ACE and hi == 13 and not rules.ace_high_in_runs:
        return Verdict(False, RUN, [Reason("tongits.sapaw_ace_low", card=card, meld=shown)], meld=None)
    ends = []
    if lo > 1:
        ends.append(Card(Rank(lo - 1), suit))
    if hi < 13:
        ends.append(Card(Rank(hi + 1), suit))
    elif hi == 13 and rules.ace_high_in_runs and lo > 1:
        ends.append(Card(Rank.ACE, suit))
    if not ends:
        return Verdict(False, RUN, [Reason("tongits.sapaw_run_complete", card=card, meld=shown)], meld=None)
    return Verdict(False, RUN, [Reason("tongits.sapaw_not_at_end", card=card, meld=shown, ends=tuple(ends))],
                   meld=None)


def _read_exposed(exposed) -> list[tuple[Card, ...]]:
    if exposed is None:
        return []
    if isinstance(exposed, str):
        raise CardTypeError.of("error.tongits.exposed_type", value=quoted(exposed))
    out = []
    try:
        items = list(exposed)
    except TypeError:
        raise CardTypeError.of("error.tongits.exposed_type", value=quoted(exposed)) from None
    for m in items:
        cards = getattr(m, "cards", m)
        out.append(tuple(_cards(cards, "an exposed meld", allow_empty=False)))
    return out


def _chow_melds(card: Card, hand: list[Card], rules: Rules) -> list[Meld]:
    """Every new meld made of ``card`` and two or more hand cards."""
    near = [c for c in hand if c.rank == card.rank or c.suit == card.suit]
    return [m for m in enumerate_melds(near + [card], rules.meld_rules) if card in m.cards]


def check_chow(discard, hand, exposed=(), rules=None) -> Verdict:
    """May the previous player's ``discard`` be chowed (ăn bài) with this ``hand``?

    It may when it at once completes a **new** meld with cards from the hand;
    that meld (``.meld``, the cards to expose) is laid on the table at once and
    the chowed card never enters the hand. With
    ``chow_requires_new_meld=False`` it may instead extend one of your own
    ``exposed`` melds (``.extends`` is its index). ``.options`` lists every
    new meld possible; ``.meld`` is the one leaving the least deadwood.

    Raises:
        NotationError / CardTypeError: for input that is not cards, jokers,
            or a card held twice.
    """
    rules = _rules(rules)
    card = _one_card(discard, "discard")
    hand = _cards(hand, "a hand")
    own = _read_exposed(exposed)
    _check_one_deck([card], hand, *own)
    options = _chow_melds(card, hand, rules)
    if options:
        def left(m: Meld) -> tuple[int, int]:
            rest = list(hand)
            for c in m.cards:
                if c != card:
                    rest.remove(c)
            return (_arrange(rest, rules).points, -len(m.cards))
        best = min(options, key=left)
        used = tuple(c for c in best.cards if c != card)
        return Verdict(True, best.kind, [Reason("tongits.chow_ok", card=card, meld=best.cards, used=used),
                                         Reason("tongits.chow_never_in_hand")],
                       meld=best, options=tuple(options), extends=None, used=used)
    extendable = [i for i, m in enumerate(own) if read_meld(m, rules.meld_rules)
                  and _fits(card, m, read_meld(m, rules.meld_rules).kind, rules.ace_high_in_runs)]
    if extendable and not rules.chow_requires_new_meld:
        i = extendable[0]
        new = read_meld(list(own[i]) + [card], rules.meld_rules)
        return Verdict(True, new.kind, [Reason("tongits.chow_extend", card=card, meld=_display(own[i], rules))],
                       meld=new, options=(), extends=i, used=())
    reasons = [Reason("tongits.chow_not_new_meld", card=card)]
    if extendable:
        reasons.append(Reason("tongits.chow_no_extend", meld=_display(own[extendable[0]], rules)))
    return Verdict(False, None, reasons, meld=None, options=(), extends=None, used=())


def check_fight(exposed_melds: int, sapawed_since_last_turn: bool, rules=None, *,
                melded_last_turn: bool = False) -> Verdict:
    """May a player call Fight (Khiêu chiến)?

    Yes if they have exposed at least one meld and no opponent has sapawed
    onto their melds since their own last turn. With
    ``fight_after_melding=False`` also not if they exposed a meld on their
    previous turn or earlier in this one (``melded_last_turn``). (When in
    the turn: see ``Rules.fight_timing``; the game checks it.)

    Raises:
        CardlabError: if ``exposed_melds`` is not a whole number ≥ 0, or
            ``sapawed_since_last_turn`` or ``melded_last_turn`` is not a
            bool.
    """
    rules = _rules(rules)
    if isinstance(exposed_melds, bool) or not isinstance(exposed_melds, int) or exposed_melds < 0:
        raise CardlabError.of("error.tongits.exposed_melds", value=quoted(exposed_melds))
    if not isinstance(sapawed_since_last_turn, bool):
        raise CardlabError.of("error.bool", name="sapawed_since_last_turn", value=quoted(sapawed_since_last_turn))
    if not isinstance(melded_last_turn, bool):
        raise CardlabError.of("error.bool", name="melded_last_turn", value=quoted(melded_last_turn))
    reasons = []
    if exposed_melds < 1:
        reasons.append(Reason("tongits.fight_needs_meld"))
    if sapawed_since_last_turn:
        reasons.append(Reason("tongits.fight_sapawed"))
    if melded_last_turn and not rules.fight_after_melding:
        reasons.append(Reason("tongits.fight_after_melding"))
    if reasons:
        return Verdict(False, None, reasons)
    return Verdict(True, "fight", [Reason("tongits.fight_ok", n=exposed_melds)])


def _arrange(cards: list[Card], rules: Rules, bits: int | None = None) -> Arrangement:
    if bits is None:
        return _arrange_mod.arrange(cards, rules.meld_rules, _points_of(rules))
    search = _search_of(rules)
    if search.single is not None:
        return search.single.arrange(search, bits)  # distinct cards of one deck: straight to their search
    return search.arrange(cards, bits)


def arrange(hand, rules=None) -> Arrangement:
    """The exact best arrangement of ``hand`` into melds and deadwood (bài rác).

    ``.melds``, ``.deadwood`` (cards), ``.points`` (A=1, 2-9, 10/J/Q/K=10).
    The arrangement is the same whatever ``concealed_melds_count_as_deadwood``
    says; :func:`deadwood` applies that option.

    Raises:
        NotationError / CardTypeError: for input that is not cards, jokers,
            or a card held twice.
    """
    rules = _rules(rules)
    cards, bits = _read_hand(hand)
    return _arrange(cards, rules, bits)


def deadwood(hand, rules=None) -> int:
    """Deadwood points (điểm bài rác) of a hand: the best arrangement's unmelded cards.

    With ``concealed_melds_count_as_deadwood=True`` every card in the hand
    counts, melded or not.

    >>> deadwood("3D 4D"), deadwood("QH 8C")
    (7, 18)

    Raises:
        NotationError / CardTypeError: as :func:`arrange`.
    """
    rules = _rules(rules)
    cards, bits = _read_hand(hand)
    return _deadwood(cards, rules, bits)


def _read_hand(hand) -> tuple[list[Card], int | None]:
    """The cards of ``hand``, checked (no joker, one deck), and the sum of their ``.bit`` when it was needed.

    Raises:
        NotationError / CardTypeError: as :func:`arrange`.
    """
    if type(hand) is Hand or type(hand) is list:
        # Cards already read (the calculators' hot path): distinct cards of one deck without a joker pass every
        # check below, and that is one sum of bits (only a Card has ``.bit``).
        try:
            bits = sum(map(_BIT, hand))
        except (AttributeError, TypeError):
            bits = None
        if bits is not None and bits.bit_count() == len(hand) and not bits >> _JOKER_CODE:
            return hand, bits  # only read, never changed
    cards = _cards(hand, "a hand")
    _check_one_deck(cards)
    return cards, None


def _deadwood(cards: list[Card], rules: Rules, bits: int | None = None) -> int:
    if rules.concealed_melds_count_as_deadwood:
        return sum(rules.points(c) for c in cards)
    return _arrange_mod.deadwood_points(cards, rules.meld_rules, _points_of(rules), bits, _search_of(rules))


_LAST_RULES = [None, None, None]  # the rules used last, their points method and their search, found by identity


def _points_of(rules: Rules):
    """``rules.points``, the same bound method each time for the same rules (a new one would miss arrange's cache)."""
    if _LAST_RULES[0] is not rules:
        points = rules.points
        _LAST_RULES[:] = [rules, points, _arrange_mod._plain_search(rules.meld_rules, points)]
    return _LAST_RULES[1]


def _search_of(rules: Rules):
    """The arrangement search of ``rules`` (melds and points), kept for the rules used last."""
    if _LAST_RULES[0] is not rules:
        _points_of(rules)
    return _LAST_RULES[2]


def _deadwood_cards(cards: list[Card], rules: Rules) -> int:
    if rules.concealed_melds_count_as_deadwood:
        return len(cards)
    return len(_arrange(cards, rules).deadwood)


def _has_concealed_four(cards: Iterable[Card]) -> bool:
    return any(n == 4 for n in Counter(c.rank for c in cards).values())


def _concealed_fours(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards of every four of a kind in ``cards`` (a hand), in reading order; () if none."""
    cards = list(cards)
    ranks = {r for r, n in Counter(c.rank for c in cards).items() if n == 4}
    return tuple(sorted((c for c in cards if c.rank in ranks), key=lambda c: c.sort_key))
