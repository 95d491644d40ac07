"""Phỏm calculators: phỏm, sending, arrangement, deadwood, Ù and Ù khan."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ..arrange import Arrangement, arrange as _arrange
from ..cards import Card, Hand, parse_cards
from ..errors import ArrangementError, CardlabError, CardTypeError
from ..explain import Reason, Verdict, quoted
from ..melds import SET, classify, read_meld
from .rules import Rules, _points_fn, _read, _read_eaten, _rules
from .search import _bits, _cards_of, _key, _phom_masks, _place, _popcount, _positions


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
    given = card
    card = Card.parse(card) if not isinstance(card, (list, tuple)) else None
    if card is None:
        raise CardTypeError.of("error.phom.send_one_card", value=quoted(given))
    target = _read(phom_cards)
    _read([card])
    if card in target:
        raise CardlabError.of("error.phom.already_in_phom", card=quoted(str(card)), phom=Hand(target))
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= rules.rounds:
        raise CardlabError.of("error.phom.round", value=quoted(round), rounds=rules.rounds)
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
        raise ArrangementError.of("error.phom.no_arrangement", hand=quoted(str(Hand(parse_cards(hand)))),
                                  eaten=Hand(parse_cards(eaten)))
    return result.points


def _u_cover(n: int, masks, emask: int, k, skips: int):
    """Disjoint phỏm (masks) covering every one of ``n`` cards but at most ``skips`` non-eaten ones.

    Exactly ``k`` phỏm, or any number when ``k`` is None. Returns the masks
    chosen, or None. Each step covers the lowest card left, by a phỏm or as
    the odd card, so every way of covering is tried once.
    """
    return _cover(masks, emask, k, (1 << n) - 1, skips, ())


def _cover(masks, emask: int, k, left: int, skips: int, chosen: tuple):
    """One step of :func:`_u_cover`: cover the lowest card of ``left``.

    A module function, not a nested one calling itself: a nested recursive
    function is a reference cycle (its cell holds it) left for the garbage
    collector after every call (issue #17: collector pauses).
    """
    if not left:
        return chosen if k is None or len(chosen) == k else None
    if k is not None and len(chosen) == k:
        # No more phỏm: what is left can only be the odd card.
        return chosen if skips and not left & (left - 1) and not left & emask else None
    low = left & -left
    for m in masks:
        if m & low and m & left == m:
            got = _cover(masks, emask, k, left & ~m, skips, chosen + (m,))
            if got is not None:
                return got
    if skips and not low & emask:
        return _cover(masks, emask, k, left & ~low, skips - 1, chosen)
    return None


def _u_search(cards: tuple, eaten: tuple, rules: Rules):
    """(``"u_tron"``, ``"u"`` or None; the phỏm as masks) for ``cards`` in canonical order.

    ``three_phom``: exactly 3 phỏm hold every card (Ù tròn) or all but one
    (Ù). ``no_deadwood``: any number of phỏm do. The odd card is never an
    eaten card, and no phỏm holds more than ``max_eaten_cards_per_phom``.
    """
    emask = _bits(cards, eaten)
    limit = rules.max_eaten_cards_per_phom
    masks = sorted((m for m in _phom_masks(cards, rules.ace_high_in_runs) if _popcount(m & emask) <= limit),
                   key=lambda m: -_popcount(m))
    k = 3 if rules.u_definition == "three_phom" else None
    for skips, kind in ((0, "u_tron"), (1, "u")):
        found = _u_cover(len(cards), masks, emask, k, skips)
        if found is not None:
            return kind, found
    return None, ()


@lru_cache(maxsize=4096)  # bounded small, as search._phom_masks (tracked keys)
def _u_cached(cards: tuple, eaten: tuple, rules: Rules) -> bool:
    return _u_search(cards, eaten, rules)[0] is not None


def _max_cover(masks, most) -> int:
    """The most cards that at most ``most`` disjoint phỏm (any number if None) can hold."""
    return _grow(masks, most, 0, 0, 0, 0)


def _grow(masks, most, start: int, used: int, count: int, size: int) -> int:
    """The most cards held by ``used`` (``count`` phỏm, ``size`` cards) plus phỏm from ``masks[start:]``.

    A module function (no nested function calling itself: that is a reference
    cycle per call, see :func:`_cover`).
    """
    best = size
    if most is not None and count == most:
        return best
    for i in range(start, len(masks)):
        if not masks[i] & used:
            got = _grow(masks, most, i + 1, used | masks[i], count + 1, size + _popcount(masks[i]))
            if got > best:
                best = got
    return best


def _why_not_u(key: tuple, eaten: tuple, rules: Rules) -> list[Reason]:
    """What keeps ``key`` (canonical order, hand size) from being Ù: the shape first, then the eaten cards.

    Each reason names what is really missing: too few cards in phỏm (and the
    cards no phỏm can hold), too few phỏm under ``three_phom``, or an eaten
    card that would be the odd card or crowd a phỏm beyond the limit.
    """
    n, need = len(key), len(key) - 1
    three = rules.u_definition == "three_phom"
    k = 3 if three else None
    masks = sorted(_phom_masks(key, rules.ace_high_in_runs), key=lambda m: -_popcount(m))
    in_some = 0
    for m in masks:
        in_some |= m
    loose = tuple(c for i, c in enumerate(key) if not in_some >> i & 1)
    loose_reason = [Reason("phom.u_loose_cards", cards=loose)] if loose else []
    shaped = _u_cover(n, masks, 0, k, 1)  # the shape alone, whatever the eaten cards
    if shaped is None:
        fewer = _u_cover(n, masks, 0, None, 1) if three else None
        if fewer is not None:
            melds = _show_masks(key, fewer, rules)
            used = _union(fewer)
            if _popcount(used) == n:
                return [Reason("phom.u_needs_three", melds=melds, k=len(fewer))]
            odd = next(c for i, c in enumerate(key) if not used >> i & 1)
            return [Reason("phom.u_needs_three_odd", melds=melds, k=len(fewer), odd=odd)] + loose_reason
        if three:
            return [Reason("phom.not_u", best=_max_cover(masks, 3), need=need)] + loose_reason
        return [Reason("phom.not_u_no_deadwood", best=_max_cover(masks, None), need=need)] + loose_reason
    # The shape is there, so the eaten cards are what fails: show the nearest try.
    emask = _bits(key, eaten)
    limit = rules.max_eaten_cards_per_phom
    within = [m for m in masks if _popcount(m & emask) <= limit]
    chosen = _u_cover(n, within, 0, k, 1) or _u_cover(n, masks, emask, k, 1) or shaped
    melds = _show_masks(key, chosen, rules)
    reasons = []
    used = _union(chosen)
    odd = tuple(c for i, c in enumerate(key) if not used >> i & 1 and c in eaten)
    if odd:
        code = "phom.u_eaten_left_out" if len(chosen) == 3 else "phom.u_eaten_odd"
        reasons.append(Reason(code, eaten=odd, melds=melds))
    for m in chosen:
        inside = _cards_of(key, m & emask)
        if len(inside) > limit:
            phom = read_meld(_cards_of(key, m), rules.meld_rules).cards
            reasons.append(Reason("phom.u_eaten_limit", melds=melds, phom=phom, n=len(inside), eaten=inside,
                                  max=limit))
    return reasons


def _union(masks) -> int:
    used = 0
    for m in masks:
        used |= m
    return used


def _show_masks(key: tuple, masks, rules: Rules) -> str:
    return _join_melds(sorted((read_meld(_cards_of(key, m), rules.meld_rules).cards for m in masks),
                              key=lambda cs: min(cs).sort_key))


def check_u(hand, rules=None, *, eaten=()) -> Verdict:
    """Is ``hand`` Ù? ``.kind`` ``"u"`` (one odd card) or ``"u_tron"`` (no odd card).

    Ù is counted on ``rules.hand_size`` (10) cards: the opener's dealt hand
    or a hand just after a draw or an eat. Eaten cards must be inside the
    phỏm (never the odd card), at most ``max_eaten_cards_per_phom`` per phỏm.
    ``.melds`` are the phỏm, ``.odd`` the odd card (or None).

    ``u_definition`` says how many phỏm:

    * ``"three_phom"`` (default): 3 phỏm hold all 10 cards (Ù tròn, 3+3+4)
      or all but one (Ù, 3+3+3 and an odd card). A 5-card run + a 4-card set
      + 1 is not Ù (only 2 phỏm), nor are two 5-card runs.
    * ``"no_deadwood"``: any number of phỏm hold every card but at most the
      one to discard. Two 5-card runs are Ù tròn; a 5-card run + a 4-card
      set + 1 is Ù; 3 phỏm and an odd card are still Ù.

    >>> check_u("2S 3S 4S 5S 6S 9H 9D 9C 9S KD").kind is None
    True
    >>> check_u("2S 3S 4S 5S 6S 9H 9D 9C 9S KD", Rules(u_definition="no_deadwood")).kind
    'u'

    A hand that is not Ù says what is missing (too few cards in phỏm, too
    few phỏm, or an eaten card left out or crowding a phỏm).

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
    kind, chosen = _u_search(key, _key(eaten), rules)
    if kind is None:
        return Verdict(False, None, _why_not_u(key, _key(eaten), rules), melds=(), odd=None)
    melds = tuple(sorted((read_meld(_cards_of(key, m), rules.meld_rules) for m in chosen),
                         key=lambda m: min(m.cards).sort_key))
    used = _union(chosen)
    odd = next((c for i, c in enumerate(key) if not used >> i & 1), None)
    shown = _join_melds(tuple(m.cards) for m in melds)
    if kind == "u":
        reasons = [Reason("phom.u", melds=shown, odd=odd) if len(melds) == 3 else
                   Reason("phom.u_no_deadwood", melds=shown, odd=odd, k=len(melds))]
    elif len(melds) == 3:
        reasons = [Reason("phom.u_tron", melds=shown, n=need)]
    else:
        reasons = [Reason("phom.u_tron_no_deadwood", melds=shown, n=need, k=len(melds))]
    return Verdict(True, kind, reasons, melds=melds, odd=odd)


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

    Only counts when ``rules.u_khan_enabled``; the Xeeng guide names Ù khan without
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


def check_eat(card, hand, eaten=(), rules=None) -> Verdict:
    """May the previous player's discard ``card`` be eaten (*ăn*) into a phỏm of ``hand``?

    ``hand``: the cards held before eating (eaten cards included);
    ``eaten``: which of them were eaten earlier (they must stay in phỏm).
    The eat is allowed when the card makes a phỏm and, with every eaten
    card in a phỏm holding at most ``max_eaten_cards_per_phom`` eaten cards,
    one card is still free to discard, or when the cards after eating are Ù.
    ``.melds``: every phỏm the card could sit in (the rest of the eaten
    cards still placed); ``.kind`` is ``"eat_u"`` when the cards after eating
    are Ù (then the check_u reason follows), else ``"eat"``.

    Raises:
        NotationError / CardTypeError: for cards that cannot be read, a
            joker, a card twice, or ``card`` that is not one card.
        CardlabError: if an eaten card is not in ``hand``, or ``card`` is already in it.
    """
    rules = _rules(rules)
    given = card
    card = Card.parse(card) if not isinstance(card, (list, tuple)) else None
    if card is None:
        raise CardTypeError.of("error.phom.eat_one_card", value=quoted(given))
    cards = _read(hand)
    if card in cards:
        raise CardlabError.of("error.phom.eat_in_hand", card=quoted(str(card)), hand=Hand(cards))
    eaten = _read_eaten(eaten, cards)
    after = cards + [card]
    with_card = eaten + [card]
    _read(after)
    limit = rules.max_eaten_cards_per_phom
    into = []
    for m in _phom_masks(_key(after), rules.ace_high_in_runs):
        phom = _cards_of(_key(after), m)
        if card not in phom or sum(c in with_card for c in phom) > limit:
            continue
        rest = [c for c in after if c not in phom]
        if _place(rest, [c for c in eaten if c in rest], rules)[1]:
            into.append(read_meld(phom, rules.meld_rules))
    into.sort(key=lambda m: (len(m.cards), [c.sort_key for c in m.cards]))
    if not into:
        code = "phom.eat_no_phom" if not any(card in _cards_of(_key(after), m)
                                              for m in _phom_masks(_key(after), rules.ace_high_in_runs)) \
            else "phom.eat_breaks_limit"
        return Verdict(False, None, [Reason(code, card=card, eaten=tuple(eaten), max=limit)], melds=())
    shown = _join_melds(m.cards for m in into)
    # Ù first: a player who may declare it after eating does so, whether or not a card is free.
    u = check_u(after, rules, eaten=with_card) if len(after) == rules.hand_size else None
    if u:
        return Verdict(True, "eat_u", [Reason("phom.eat_makes_u", card=card, melds=shown)] + list(u.reasons),
                       melds=tuple(into))
    if _place(after, with_card, rules)[2]:
        return Verdict(True, "eat", [Reason("phom.eat_into", card=card, melds=shown)], melds=tuple(into))
    return Verdict(False, None, [Reason("phom.eat_leaves_no_discard", card=card)], melds=tuple(into))
