"""Chắn benchmarks: win check, waiting cards, scoring, whole games per second, greedy vs random.

``run(quick=False)`` returns rows ``{"name", "median_us", "p99_us", "per_s", "note"}``
(medians of single calls timed with ``time.perf_counter``). Inputs are seeded:
winning 20-card hands built from random Chắn and Cạ, the dealer's 20 cards of
seeded deals (almost never a win), and 19-card hands one card short of a win.
The last row plays seeded deals of one greedy bot against three random bots
(rotating the greedy seat) and reports win rates and points per deal.

    python -m bench.bench_chan
"""
from __future__ import annotations

import random

from cardlab import chan
from cardlab.bots.chan import GreedyBot

try:
    from bench.timing import per_call, play_seeded, row, time_games
except ImportError:  # run as a script from the bench folder
    from timing import per_call, play_seeded, row, time_games


def winning_hands(n: int, seed: int = 0) -> list[tuple[list, chan.ChanCard]]:
    """``n`` seeded winning hands (cards, winning card): 6–10 Chắn, the rest Cạ."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        left = [4] * 25
        cards = []
        n_chan = rng.randint(6, 10)
        for _ in range(n_chan):
            f = rng.choice([f for f in range(25) if left[f] >= 2])
            left[f] -= 2
            cards += [chan.FACES[f]] * 2
        for _ in range(10 - n_chan):
            base = rng.randrange(0, 24, 3)
            a, b = rng.sample([base, base + 1, base + 2], 2)
            if left[a] and left[b]:
                left[a] -= 1
                left[b] -= 1
                cards += [chan.FACES[a], chan.FACES[b]]
        if len(cards) != 20:
            continue
        rng.shuffle(cards)
        win = cards[-1]
        if chan.check_win(cards, win, "other_gate_stock"):
            out.append((cards, win))
    return out


def play(seed: int, kinds=("random",) * 4) -> chan.State:
    """One whole seeded deal between bots of the given kinds."""
    return play_seeded(chan.new_game, GreedyBot, seed, kinds)


def greedy_vs_random(n: int) -> dict:
    """Deals of one greedy bot (seat ``seed % 4``) against three random bots."""
    wins = {"greedy": 0, "random": 0}
    points = {"greedy": 0, "random": 0}
    drawn = 0
    for seed in range(n):
        g = seed % 4
        kinds = ["greedy" if i == g else "random" for i in range(4)]
        out = play(seed, kinds).outcome()
        if out.winner is None:
            drawn += 1
        else:
            wins["greedy" if out.winner == g else "random"] += 1
        for p, v in out.payments.items():
            points["greedy" if p == g else "random"] += v
    return {"deals": n, "drawn": drawn, "greedy_win_rate": wins["greedy"] / n,
            "random_seat_win_rate": wins["random"] / 3 / n, "greedy_points": points["greedy"] / n,
            "random_seat_points": points["random"] / 3 / n}


def run(quick: bool = False) -> list[dict]:
    n_hands = 300 if quick else 2000
    n_games = 60 if quick else 400
    rows = []
    wins = winning_hands(n_hands // 2)
    dealt = [chan.new_game(s).hands[chan.new_game(s).dealer] for s in range(n_hands // 2)]
    inputs = [(c, w) for c, w in wins] + [(h, h[-1]) for h in dealt]
    times = per_call(lambda x: chan.check_win(x[0], x[1], "other_gate_stock"), inputs, repeat=3)
    rows.append(row("chan check_win (20 cards)", times,
                     f"{len(inputs)} hands: half winning, half seeded dealer hands; parsed cards in"))
    times = per_call(lambda x: chan.score(x[0], x[1], "own_gate_stock"), wins, repeat=3)
    rows.append(row("chan score (cước)", times, f"{len(wins)} seeded winning hands, Ù chì"))
    waiting = [[c for i, c in enumerate(cards) if i != len(cards) - 1] for cards, _ in wins]
    waiting += [h[:19] for h in dealt]
    times = per_call(chan.waiting_cards, waiting, repeat=3)
    rows.append(row("chan waiting_cards (19 cards)", times,
                     f"{len(waiting)} hands: half one card from a win, half seeded dealer hands"))
    for name, kinds in (("random bots", ("random",) * 4), ("1 greedy + 3 random", ("greedy",) + ("random",) * 3),
                        ("4 greedy bots", ("greedy",) * 4)):
        rows.append(row(f"chan whole deal, {name}", time_games(play, n_games, kinds),
                        f"{n_games} seeded deals, games/s from the median"))
    result = greedy_vs_random(200 if quick else 2000)
    rows.append({"name": "chan greedy vs random", "median_us": None, "p99_us": None, "per_s": None,
                 "note": (f"{result['deals']} deals, greedy seat rotating: greedy wins "
                          f"{result['greedy_win_rate']:.1%} of deals, each random seat "
                          f"{result['random_seat_win_rate']:.1%}, drawn {result['drawn']}; points per deal "
                          f"greedy {result['greedy_points']:+.2f}, random seat {result['random_seat_points']:+.2f}")})
    return rows


if __name__ == "__main__":
    for r in run():
        print(r)
