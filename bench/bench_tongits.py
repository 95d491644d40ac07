"""Tongits benchmarks: whole games per second, beside RLCard's Gin Rummy in the same run.

``run(quick=False)`` returns rows ``{"name", "median_us", "p99_us", "per_s", "note"}``
measured with ``time.perf_counter`` per whole game (medians; ``per_s`` is games
per second from the median). RLCard's ``gin-rummy`` environment with random
agents (``rlcard.make('gin-rummy')``, ``RandomAgent``, ``env.run``) is timed
interleaved with our random-bot games, so both see the same machine load; the
ratio row compares the two medians (DESIGN.md's goal: Tongits at least 3×).

    python -m bench.bench_tongits
"""
from __future__ import annotations

import statistics
import time

from bench.timing import play_out, play_seeded, row, time_games, timed
from cardlab import tongits
from cardlab.bots import RandomBot
from cardlab.bots.tongits import GreedyBot


def play(seed: int, kinds=("random", "random", "random")) -> tongits.State:
    """One whole seeded hand between bots of the given kinds."""
    return play_seeded(tongits.new_game, GreedyBot, seed, kinds)


def _rlcard_env():
    """RLCard's gin-rummy environment with random agents (2 players), or None without rlcard."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("gin-rummy", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    return env


def bench_games(n: int) -> list[dict]:
    rows = []
    env = _rlcard_env()
    ours, theirs = [], []
    our_moves = their_moves = 0
    for seed in range(n):
        t = time.perf_counter()
        state = play(seed)
        ours.append(time.perf_counter() - t)
        our_moves += len(state.history)
        if env is not None:
            theirs.append(timed(env.run, False))
            # The move sheet starts with the deal, which is no decision.
            their_moves += len(env.game.round.move_sheet) - 1
    rows.append(row("tongits game, 3 random bots", ours,
                    f"{n} seeded games, interleaved with RLCard's; {our_moves / n:.1f} actions per game"))
    if env is None:
        rows.append({"name": "RLCard gin-rummy game, random agents", "note": "rlcard not installed: pip install rlcard"})
    else:
        rows.append(row("RLCard gin-rummy game, 2 random agents", theirs,
                        f"{n} games: rlcard.make('gin-rummy'), RandomAgent, env.run; "
                        f"{their_moves / n:.1f} moves per game"))
        ratio = statistics.median(theirs) / statistics.median(ours)
        rows.append({"name": "tongits random games / RLCard gin-rummy games", "median_us": None, "p99_us": None,
                     "per_s": round(ratio, 2), "ratio": round(ratio, 2),
                     "note": f"{ratio:.1f}× RLCard's games per second (goal ≥ 3×)"})
        # Random Tongits hands are shorter (a random player often calls Fight as soon as it may), so the
        # speed per decision is reported too.
        per_move = (sum(theirs) / their_moves) / (sum(ours) / our_moves)
        rows.append({"name": "tongits / RLCard gin-rummy, time per decision", "median_us": None, "p99_us": None,
                     "per_s": round(per_move, 2), "ratio": round(per_move, 2),
                     "note": f"{per_move:.1f}× RLCard's decisions per second (total time / total moves)"})
    for label, kinds in (("greedy vs 2 random", ("greedy", "random", "random")),
                         ("3 greedy bots", ("greedy", "greedy", "greedy"))):
        rows.append(row(f"tongits game, {label}", time_games(play, n, kinds), f"{n} seeded games"))
    return rows


def greedy_vs_random(games: int, seats=(0, 1, 2), rules=None, first_seed: int = 0) -> dict:
    """The greedy bot against two random bots: win rate and mean payment per seat.

    Game ``k`` puts the greedy bot in ``seats[k % len(seats)]``; seeds run from
    ``first_seed``. A random player would win about a third of the hands.
    """
    wins = {s: 0 for s in seats}
    played = {s: 0 for s in seats}
    paid = {s: 0 for s in seats}
    ends: dict[str, int] = {}
    for k in range(games):
        seat = seats[k % len(seats)]
        seed = first_seed + k
        bots = [RandomBot(seed * 10 + i) for i in range(3)]
        bots[seat] = GreedyBot(seed)
        out = play_out(tongits.new_game(seed, rules), bots).outcome()
        played[seat] += 1
        wins[seat] += out.winner == seat
        paid[seat] += out.payments[seat]
        ends[out.end] = ends.get(out.end, 0) + 1
    return {"games": games, "win_rate": sum(wins.values()) / games,
            "by_seat": {s: wins[s] / played[s] for s in seats if played[s]},
            "mean_payment": sum(paid.values()) / games, "ends": ends}


def run(quick: bool = False) -> list[dict]:
    """All Tongits rows; ``quick`` plays fewer games."""
    return bench_games(40 if quick else 400)


if __name__ == "__main__":
    import sys

    if "--strength" in sys.argv:
        n = 3000
        for label, rules in (("default rules", None), ("fight_timing=before_draw",
                                                       tongits.Rules(fight_timing="before_draw"))):
            rotated = greedy_vs_random(n, rules=rules)
            seat0 = greedy_vs_random(n // 3, seats=(0,), rules=rules, first_seed=100_000)
            print(f"{label}: greedy vs 2 random, seats rotated over {n} games: win rate {rotated['win_rate']:.3f} "
                  f"(by seat {', '.join(f'{s}: {r:.3f}' for s, r in rotated['by_seat'].items())}), "
                  f"mean payment {rotated['mean_payment']:+.2f}, endings {rotated['ends']}; "
                  f"greedy always in seat 0 over {n // 3} games: {seat0['win_rate']:.3f}")
        sys.exit(0)
    for r in run():
        print(f"{r['name']:<48} median {r.get('median_us') or '':>10} µs  p99 {r.get('p99_us') or '':>10} µs  "
              f"{r.get('per_s') or '':>10}/s  {r['note']}")
