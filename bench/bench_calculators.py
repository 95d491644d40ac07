"""The public calculators learners call, on distinct seeded hands, each called once, GC on.

Tongits rows run beside RLCard's Gin Rummy meld search on the same hands, taking turns hand by hand;
both must give the same deadwood on every hand before a time is shown. Phỏm and Chắn have no other
engine to compare with: their rows are cardlab's alone. (Indian Rummy: ``bench_ir_worst``.)
"""
from __future__ import annotations

import random

from cardlab import chan, phom, tongits
from cardlab.cards import STANDARD_52

from .peers import rlcard_calculators
from .timing import alone, alternate, compared, each_once, stats


def seeded_hands(n: int, size: int, seed: int) -> list[list]:
    """``n`` distinct-by-seed random hands of ``size`` cards from one deck (parsed cards)."""
    rng = random.Random(seed)
    return [rng.sample(STANDARD_52, size) for _ in range(n)]


def _warm(fn, hands) -> None:
    # A few other hands first: imports, first-call set-up and cached tables are not what a learner waits for.
    for h in hands:
        fn(h)


def tongits_rows(n: int) -> list[dict]:
    rows = []
    rl = rlcard_calculators()
    ten = seeded_hands(n, 10, seed=2026)
    eleven = seeded_hands(max(1, n // 4), 11, seed=7)

    def best_discard(hand):
        return tongits.arrange(hand).best_discard()

    _warm(tongits.deadwood, seeded_hands(50, 10, seed=1))
    _warm(best_discard, seeded_hands(20, 11, seed=1))
    if rl is None:
        note = "RLCard not installed (pip install rlcard): no peer"
        rows.append(alone("tongits.deadwood(hand), 10 cards", stats(each_once(tongits.deadwood, ten)), note))
        rows.append(alone("tongits.arrange(hand).best_discard(), 11 cards", stats(each_once(best_discard, eleven)),
                          note))
        return rows
    to_rl, rl_deadwood, rl_best_discard = rl
    rl_ten = [[to_rl(c) for c in h] for h in ten]
    rl_eleven = [[to_rl(c) for c in h] for h in eleven]
    _warm(rl_deadwood, rl_ten[:50])
    wrong = sum(tongits.deadwood(h) != rl_deadwood(r) for h, r in zip(ten, rl_ten))
    ours, theirs = alternate(tongits.deadwood, ten, rl_deadwood, rl_ten)
    rows.append(compared("tongits.deadwood(hand), 10 cards", stats(ours), stats(theirs), "RLCard",
                         f"{n} distinct hands; RLCard get_best_meld_clusters + get_deadwood_count; "
                         f"answers differing: {wrong}", goal=3))
    wrong = sum(best_discard(h).points != rl_best_discard(r) for h, r in zip(eleven, rl_eleven))
    ours, theirs = alternate(best_discard, eleven, rl_best_discard, rl_eleven)
    rows.append(compared("tongits.arrange(hand).best_discard(), 11 cards", stats(ours), stats(theirs), "RLCard",
                         f"{len(eleven)} distinct hands; RLCard: every meld cluster of the 11 cards; "
                         f"answers differing: {wrong}", goal=2))
    return rows


def phom_rows(n: int) -> list[dict]:
    ten = seeded_hands(n, 10, seed=2024)
    _warm(phom.deadwood, seeded_hands(50, 10, seed=3))
    return [alone("phom.deadwood(hand), 10 cards", stats(each_once(phom.deadwood, ten)),
                  f"{n} distinct hands; no other engine plays Phỏm"),
            alone("phom.check_u(hand), 10 cards", stats(each_once(phom.check_u, ten)), f"{n} distinct hands")]


def chan_rows(n: int) -> list[dict]:
    rng = random.Random(5)
    deck = list(chan.DECK)
    nineteen = [rng.sample(deck, 19) for _ in range(n)]
    twenty = [(h, c) for h in nineteen[: n // 2] for c in [rng.choice(deck)] if h.count(c) < 4]
    _warm(chan.waiting_cards, [rng.sample(deck, 19) for _ in range(20)])
    return [alone("chan.waiting_cards(hand), 19 cards", stats(each_once(chan.waiting_cards, nineteen)),
                  f"{n} distinct hands; no other engine plays Chắn"),
            alone("chan.check_win(hand + card), 20 cards",
                  stats(each_once(lambda x: chan.check_win(x[0] + [x[1]], x[1], "other_gate_stock"), twenty)),
                  f"{len(twenty)} distinct hands")]


def run(quick: bool = False) -> list[dict]:
    """Calculator rows; ``quick`` uses fewer hands."""
    n = 1000 if quick else 6000
    return tongits_rows(n) + phom_rows(n // 4) + chan_rows(n // 10)


if __name__ == "__main__":
    import sys

    from .report import print_rows

    print_rows(run(quick="--quick" in sys.argv))
