"""A greedy Indian Rummy bot: pure sequence first, jokers kept, early drop with a hopeless hand.

It sees only its :class:`~cardlab.indian_rummy.View`. Each choice uses the
exact arrangement search on its own cards:

* **Show** as soon as the 14 cards leave a valid show after one discard.
* **Draw**: take the open card if it is a joker (printed or wild) or if it
  joins a group and lowers the hand's score; otherwise draw from the stock.
* **Drop** (first drop only, before the first draw) when the dealt hand is
  hopeless: no pure sequence, no joker, hardly a pair of cards that could
  become one, and many points.
* **Discard** the loose card that costs most and connects least (a card one
  or two places from a loose card of its suit, or of the same rank as
  another, may still make a group); never a joker while another card will do.

The hand's score is its loose points in the best arrangement with a pure
sequence, plus a surcharge without a pure sequence (then every card would
count) and a small one with fewer than two sequences.
"""
from __future__ import annotations

import random

from .. import indian_rummy as ir
from ..cards import Card, Rank

NO_PURE = 30      # surcharge for a hand with no pure sequence: every card would count
ONE_SEQUENCE = 5  # surcharge for fewer than two sequences


def _wild(view) -> Rank | None:
    return ir._wild(view.wild_rank)


def _best(cards: list[Card], wild, rules) -> tuple[object, bool]:
    """The arrangement to judge ``cards`` by: least loose points with a pure sequence if possible."""
    if ir._has_pure_run(cards, wild):
        a = ir._search_arrangement(cards, wild, rules, ir._PURE)
        if a.feasible:
            return a, True
    return ir._search_arrangement(cards, wild, rules, None), False


def _score(arrangement, pure: bool, wild, rules) -> int:
    labels = ir._labels_fn(rules, wild)
    sequences = sum("sequence" in labels(m) for m in arrangement.melds)
    return arrangement.points + (0 if pure else NO_PURE) + (0 if sequences >= 2 else ONE_SEQUENCE)


def _links(card: Card, others: list[Card], wild) -> int:
    """How many other loose cards could one day make a group with ``card``."""
    if card.is_joker:
        return 0
    n = 0
    for o in others:
        if o is card or o.is_joker or ir._is_wild(o, wild):
            continue
        if o.rank == card.rank and o.suit != card.suit:
            n += 1
        elif o.suit == card.suit and o.rank != card.rank:
            d = abs(int(o.rank) - int(card.rank))
            if d <= 2 or (Rank.ACE in (o.rank, card.rank) and 13 - d + 1 <= 2):
                n += 1
    return n


class GreedyBot:
    """Plays Indian Rummy greedily from its view; ``last_reason`` says why, in one sentence."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.last_reason = ""

    def choose(self, view):
        actions = list(view.legal_actions)
        if not actions:
            raise ir.CardlabError(f"player {view.player} has no legal action to choose from")
        if view.phase is ir.Phase.DRAW:
            return self._draw(view, actions)
        return self._discard(view, actions)

    # -- start of the turn -----------------------------------------------------
    def _draw(self, view, actions):
        rules, wild = view.rules, _wild(view)
        hand = list(view.hand)
        by_kind = {(a.kind, a.target): a for a in actions}
        stock = by_kind[("draw", ir.STOCK)]
        now, pure = _best(hand, wild, rules)
        if view.first_turn and ("drop", None) in by_kind and self._hopeless(hand, now, pure, wild, rules):
            self.last_reason = (f"drop: no pure sequence in sight and {ir._total(hand, wild, rules)} points in hand; "
                                f"a first drop costs only {rules.first_drop}")
            return by_kind[("drop", None)]
        take = by_kind.get(("draw", ir.PILE))
        if take is not None:
            top = take.cards[0]
            if ir._is_wild(top, wild):
                self.last_reason = f"take {top.pretty} from the discard pile: a joker fits any group"
                return take
            with_top = hand + [top]
            if ir._declaration_discard(with_top, wild, rules) is not None:
                self.last_reason = f"take {top.pretty}: it completes a valid show"
                return take
            after, after_pure = _best(with_top, wild, rules)
            if top not in after.deadwood:
                loose = [c for c in after.deadwood if not ir._is_wild(c, wild)]
                drop_value = max((ir._card_value(c, wild, rules) for c in loose), default=0)
                score_after = _score(after, after_pure, wild, rules) - drop_value
                if score_after < _score(now, pure, wild, rules):
                    group = next(m for m in after.melds if top in m.cards)
                    self.last_reason = f"take {top.pretty} from the discard pile: it makes {group.pretty}"
                    return take
        self.last_reason = "draw from the stock: the open card does not help"
        return stock

    def _hopeless(self, hand, arrangement, pure, wild, rules) -> bool:
        if pure or any(ir._is_wild(c, wild) for c in hand):
            return False
        total = ir._total(hand, wild, rules)
        near = sum(_links(c, hand, wild) for c in hand) // 2
        return near <= 2 and total >= 3 * rules.first_drop and arrangement.points >= 2 * rules.first_drop

    # -- after drawing -----------------------------------------------------------
    def _discard(self, view, actions):
        rules, wild = view.rules, _wild(view)
        hand = list(view.hand)
        by_kind = {(a.kind, a.cards[0]): a for a in actions}
        shown = ir._declaration_discard(hand, wild, rules)
        if shown is not None:
            groups = " | ".join(m.pretty for m in shown.melds)
            self.last_reason = f"show with {shown.discard.pretty} face down: {groups}"
            return by_kind[("declare", shown.discard)]
        after, _ = _best(hand, wild, rules)
        loose = [c for c in after.deadwood if not ir._is_wild(c, wild)]
        taken = view.taken[view.player][-1:] if view.taken[view.player] else []
        if loose:
            def cost(c):
                return (ir._card_value(c, wild, rules) - 4 * _links(c, loose, wild), c.code)
            # Keep a card just taken from the pile when another loose card will do.
            pool = [c for c in loose if c not in taken] or loose
            card = max(pool, key=cost)
            why = "the loose card worth most and least likely to join a group"
        else:
            naturals = [c for c in hand if not ir._is_wild(c, wild)] or hand
            best = None
            for c in sorted(set(naturals), key=lambda c: -c.code):
                rest = list(hand)
                rest.remove(c)
                a, pure = _best(rest, wild, rules)
                key = (_score(a, pure, wild, rules), -ir._card_value(c, wild, rules))
                if best is None or key < best[0]:
                    best = (key, c)
            card = best[1]
            why = "it breaks the groups least"
        self.last_reason = f"discard {card.pretty}: {why}"
        return by_kind[("discard", card)]
