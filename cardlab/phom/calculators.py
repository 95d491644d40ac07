"""Phỏm calculators: phỏm, sending, arrangement, deadwood, Ù and Ù khan."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ..arrange import Arrangement, arrange as _arrange
from ..cards import Card, Hand, parse_cards
from ..errors import ArrangementError, CardlabError, CardTypeError
from ..explain import Reason, Verdict
from ..melds import SET, classify, read_meld
from .rules import Rules, _points_fn, _read, _read_eaten, _rules
from .search import _bits, _cards_of, _key, _phom_masks, _popcount, _positions


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
