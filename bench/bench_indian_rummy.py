"""Indian Rummy benchmarks: exact best arrangement with 0–4 jokers, whole games per second, greedy vs random.

``run(quick=False)`` returns rows ``{"name", "median_us", "p99_us", "per_s", "note"}``
measured with ``time.perf_counter``; ``python -m bench.bench_indian_rummy`` prints them.

Hands are seeded: two decks and two printed jokers, a random wild rank,
and exactly ``j`` jokers in the hand (printed jokers and wild-rank cards
together). A 14-card hand is a hand after the draw: ``arrange`` also finds
the best discard, exactly. Each hand is timed once; the meld readings
cached by earlier hands stay warm, as they do in a game.
"""
from __future__ import annotations

import random
import time
from collections import Counter

from bench.timing import play_out, quiet_gc, row, timed
from cardlab import indian_rummy as ir
from cardlab.bots import RandomBot
from cardlab.bots.indian_rummy import GreedyBot
from cardlab.cards import JOKER, STANDARD_52, Rank


RANKS = [r for r in Rank if r is not Rank.JOKER]


def hands_with_jokers(n: int, size: int, jokers: int, seed: int) -> list[tuple[list, str]]:
    """``n`` seeded hands of ``size`` cards holding exactly ``jokers`` jokers (printed or wild), with their wild rank."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        wild = rng.choice(RANKS)
        printed = rng.randint(max(0, jokers - 8), min(2, jokers))
        wild_cards = [c for c in STANDARD_52 if c.rank == wild] * 2
        plain = [c for c in STANDARD_52 if c.rank != wild] * 2
        hand = [JOKER] * printed + rng.sample(wild_cards, jokers - printed) + rng.sample(plain, size - jokers)
        rng.shuffle(hand)
        out.append((hand, wild.symbol))
    return out


def bench_arrange(n: int) -> list[dict]:
    rows = []
    for size in (13, 14):
        for jokers in range(5):
            cases = hands_with_jokers(n, size, jokers, seed=1000 * size + jokers)
            with quiet_gc():
                samples = [timed(ir.arrange, hand, wild) for hand, wild in cases]
            what = "show or least penalty" if size == 13 else "best discard + show or least penalty"
            rows.append(row(f"indian_rummy.arrange {size} cards, {jokers} jokers", samples,
                            f"{n} seeded hands, random wild rank; {what}"))
            if jokers == 4:
                # The same hands again: the meld readings are cached, as in a deal where the wild
                # rank stays and the hand changes one card a turn; what is left is the search.
                with quiet_gc():
                    samples = [timed(ir.arrange, hand, wild) for hand, wild in cases]
                rows.append(row(f"indian_rummy.arrange {size} cards, 4 jokers, readings cached", samples,
                                "the same hands again"))
    # Hands as dealt in games (about one joker in a hand on average).
    samples = []
    counts = Counter()
    with quiet_gc():
        for seed in range(n):
            state = ir.new_game(seed)
            hand = state.hands[0] + [state.stock[-1]]
            counts[sum(ir._is_wild(c, ir._wild(state.wild)) for c in hand)] += 1
            samples.append(timed(ir.arrange, hand, state.wild))
    spread = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
    rows.append(row("indian_rummy.arrange 14 cards as dealt", samples, f"{n} deals; hands by jokers held {spread}"))
    return rows


def _play(seed: int, kinds: list[str], rules=None) -> ir.State:
    # Bots seeded seed * 7 + seat (play_seeded uses seed * 10 + seat): the games measured so far.
    bots = [GreedyBot(seed * 7 + i) if k == "greedy" else RandomBot(seed * 7 + i) for i, k in enumerate(kinds)]
    return play_out(ir.new_game(seed, rules, len(kinds)), bots)


def bench_games(n: int) -> list[dict]:
    rows = []
    for kinds, label, rules in (
            (["random"] * 2, "random vs random, 2 players", None),
            (["random"] * 6, "random bots, 6 players", None),
            (["greedy"] * 2, "greedy vs greedy, 2 players", None),
            (["greedy"] * 6, "greedy bots, 6 players", None),
            (["greedy", "random", "random"], "pool 101, greedy + 2 random", ir.Rules.pool(101))):
        count = n if "greedy" not in kinds else max(10, n // 5)
        samples, actions = [], 0
        with quiet_gc():
            for seed in range(count):
                t = time.perf_counter()
                state = _play(seed, kinds, rules)
                samples.append(time.perf_counter() - t)
                actions += len(state.history)
        rows.append(row(f"indian_rummy game: {label}", samples,
                        f"{count} seeded games, {actions / count:.1f} actions/game; per_s = games per second"))
    return rows


def greedy_vs_random(n: int) -> list[dict]:
    """Head to head over ``n`` seeded two-player Points games, seats alternating.

    The patient random bot (never drops, shows only validly) plays ``n // 5`` games: they last long.
    """
    rows = []
    for label, random_cls, count in (("random", RandomBot, n), ("patient random", PatientRandomBot, max(20, n // 5))):
        wins, points, ends = 0, 0, Counter()
        samples = []
        for seed in range(count):
            greedy_seat = seed % 2
            bots = [None, None]
            bots[greedy_seat] = GreedyBot(seed)
            bots[1 - greedy_seat] = random_cls(seed)
            state = ir.new_game(seed)
            samples.append(timed(play_out, state, bots))
            out = state.outcome()
            wins += out.winner == greedy_seat
            points += out.payments[greedy_seat]
            ends[out.end] += 1
        how = ", ".join(f"{k} {v}" for k, v in ends.most_common())
        rows.append(row(f"greedy vs {label}: greedy wins {wins}/{count}", samples,
                        f"greedy nets {points / count:+.1f} points/game; endings: {how}"))
    return rows


class PatientRandomBot(RandomBot):
    """A random bot that never drops and shows only when its show is valid (a fairer opponent)."""

    name = "patient random"

    def choose(self, view):
        actions = [a for a in view.legal_actions if a.kind not in ("drop", "declare")]
        hand = list(view.hand)
        if view.phase is ir.Phase.DISCARD:
            shown = ir._declaration_discard(hand, ir._wild(view.wild_rank), view.rules)
            if shown is not None:
                self.last_reason = "a valid show"
                return next(a for a in view.legal_actions if a.kind == "declare" and a.cards[0] == shown.discard)
        self.last_reason = "chosen at random"
        return self.rng.choice(actions)


def run(quick: bool = False) -> list[dict]:
    n = 60 if quick else 300
    return bench_arrange(n) + bench_games(40 if quick else 200) + greedy_vs_random(100 if quick else 2000)


if __name__ == "__main__":
    for r in run(quick=True):
        print(r)
