"""The public calculators learners call, on distinct seeded hands, each called once, GC on.

Tongits rows run beside RLCard's Gin Rummy meld search on the same hands, taking turns hand by hand,
and beside OpenSpiel's (C++) when it is installed; each row counts the hands where the answers differ.
Phỏm and Chắn have no other engine to compare with: their rows are cardlab's alone. (Indian Rummy:
``bench_ir_worst``.)
"""
from __future__ import annotations

import random

from cardlab import chan, phom, tongits
from cardlab.cards import STANDARD_52

from .peers import open_spiel_calculators, rlcard_calculators
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
        return rows + open_spiel_rows(n, best_discard)
    to_rl, rl_deadwood, rl_best_discard = rl
    rl_ten = [[to_rl(c) for c in h] for h in ten]
    rl_eleven = [[to_rl(c) for c in h] for h in eleven]
    _warm(rl_deadwood, rl_ten[:50])
    # Timed first, answers checked after: arrange keeps the melds of the cards it has seen (a search's
    # _known), so a check before would make every timed call one the cache already answered.
    ours, theirs = alternate(tongits.deadwood, ten, rl_deadwood, rl_ten)
    wrong = sum(tongits.deadwood(h) != rl_deadwood(r) for h, r in zip(ten, rl_ten))
    rows.append(compared("tongits.deadwood(hand), 10 cards", stats(ours), stats(theirs), "RLCard",
                         f"{n} distinct hands; RLCard get_best_meld_clusters + get_deadwood_count; "
                         f"answers differing: {wrong}", goal=3))
    ours, theirs = alternate(best_discard, eleven, rl_best_discard, rl_eleven)
    wrong = sum(best_discard(h).points != rl_best_discard(r) for h, r in zip(eleven, rl_eleven))
    rows.append(compared("tongits.arrange(hand).best_discard(), 11 cards", stats(ours), stats(theirs), "RLCard",
                         f"{len(eleven)} distinct hands; RLCard: every meld cluster of the 11 cards; "
                         f"answers differing: {wrong}", goal=2))
    return rows + open_spiel_rows(n, best_discard)


def open_spiel_rows(n: int, best_discard) -> list[dict]:
    """The two Tongits calculators beside OpenSpiel's ``MinDeadwood`` (C++), on hands of their own (those of
    the RLCard rows are in arrange's caches by now); rows saying they were skipped without ``open_spiel``."""
    names = ("tongits.deadwood(hand), 10 cards vs OpenSpiel", "tongits best discard, 11 cards vs OpenSpiel")
    spiel = open_spiel_calculators()
    if spiel is None:
        return [alone(name, None, "skipped: open_spiel is not installed here (pip install open_spiel)")
                for name in names]
    to_os, min_deadwood = spiel
    ten = seeded_hands(n, 10, seed=2027)
    eleven = seeded_hands(max(1, n // 4), 11, seed=8)
    os_ten = [[to_os(c) for c in h] for h in ten]
    os_eleven = [[to_os(c) for c in h] for h in eleven]
    _warm(min_deadwood, os_ten[:50])
    rows = []
    ours, theirs = alternate(tongits.deadwood, ten, min_deadwood, os_ten)
    wrong = sum(tongits.deadwood(h) != min_deadwood(o) for h, o in zip(ten, os_ten))
    rows.append(compared(names[0], stats(ours), stats(theirs), "OpenSpiel",
                         f"{len(ten)} distinct hands; GinRummyUtils.min_deadwood through its Python bindings; "
                         f"answers differing: {wrong}"))
    ours, theirs = alternate(best_discard, eleven, min_deadwood, os_eleven)
    wrong = sum(best_discard(h).points != min_deadwood(o) for h, o in zip(eleven, os_eleven))
    rows.append(compared(names[1], stats(ours), stats(theirs), "OpenSpiel",
                         f"{len(eleven)} distinct hands; min_deadwood of 11 cards drops the highest loose card of "
                         f"one best meld group, not always the best discard; answers differing: {wrong}"))
    return rows


def phom_rows(n: int) -> list[dict]:
    # Each row its own hands: the second calculator on the first one's hands would find them in the caches.
    _warm(phom.deadwood, seeded_hands(50, 10, seed=3))
    return [alone("phom.deadwood(hand), 10 cards", stats(each_once(phom.deadwood, seeded_hands(n, 10, seed=2024))),
                  f"{n} distinct hands; no other engine plays Phỏm"),
            alone("phom.check_u(hand), 10 cards", stats(each_once(phom.check_u, seeded_hands(n, 10, seed=2025))),
                  f"{n} distinct hands")]


def chan_rows(n: int) -> list[dict]:
    rng = random.Random(5)
    deck = list(chan.DECK)
    nineteen = [rng.sample(deck, 19) for _ in range(n)]
    # Hands of their own: waiting_cards(h) has tried every card with h already.
    twenty = [(h, c) for h in [rng.sample(deck, 19) for _ in range(n // 2)] for c in [rng.choice(deck)]
              if h.count(c) < 4]
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
