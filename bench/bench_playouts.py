"""Random playouts, per decision: a player's view, a random choice among its legal actions, the move applied.

Tongits is timed game by game, taking turns with RLCard's gin-rummy bare game loop (judge's legal actions,
a random choice, ``game.step``, which builds the next player's state): the headline is decisions per
second over all games (random Tongits hands end sooner than Gin Rummy games, so games per second would
compare different things). ``env.run`` (which also encodes observations for learning agents) is a second,
slower peer row, and OpenSpiel's gin_rummy a third when ``open_spiel`` is installed. The other three games
have no other engine: their rows are cardlab's alone. GC on; every game is played once; thread CPU time.
The deal is no decision: ``new_game(seed)`` and RLCard's ``init_game()`` are timed apart (the row's note),
and each engine draws its random choices from one generator seeded once.
"""
from __future__ import annotations

import time

from cardlab import chan, indian_rummy, phom, tongits
from cardlab.bots import RandomBot

from .peers import open_spiel_game, rlcard_bare_game, rlcard_env_game
from .timing import alone, compared, percentile, stats


def random_playout(new_game):
    """``play(seed) -> (decisions, deal ns, loop ns)``: ``new_game(seed)`` played to its end by one random bot.

    One :class:`~cardlab.bots.RandomBot`, seeded once, chooses for every seat (as the peer's one generator
    does); thread CPU time, the deal timed apart from the decisions.
    """
    bot = RandomBot(0)
    clock = time.thread_time_ns

    def play(seed: int) -> tuple[int, int, int]:
        t0 = clock()
        state = new_game(seed)
        t1 = clock()
        decisions = 0
        while not state.is_terminal():
            state.apply(bot.choose(state.view(state.current_player)))
            decisions += 1
        return decisions, t1 - t0, clock() - t1
    return play


def per_decision(games: list[tuple[int, int, int]]) -> dict:
    """Stats per decision: throughput over all games' decision time; median and p99 of each game's time per
    decision; decisions per game and the mean deal time."""
    counts = [n for n, _, _ in games]
    out = stats([t for _, _, t in games], count=sum(counts))
    each = sorted(t / max(1, n) for n, _, t in games)
    out["median_us"] = each[len(each) // 2] / 1e3
    out["p99_us"] = percentile(each, 99) / 1e3
    out["max_us"] = each[-1] / 1e3
    out["per_game"] = sum(counts) / len(games)
    out["deal_us"] = sum(d for _, d, _ in games) / len(games) / 1e3
    return out


def alternate_games(play_a, play_b, seeds) -> tuple[dict, dict]:
    """Both engines' games, seed by seed, taking turns (the order alternating); per-decision stats of each."""
    a, b = [], []
    for k, seed in enumerate(seeds):
        if k % 2:
            b.append(play_b(seed))
            a.append(play_a(seed))
        else:
            a.append(play_a(seed))
            b.append(play_b(seed))
    return per_decision(a), per_decision(b)


def tongits_rows(games: int) -> list[dict]:
    ours = random_playout(tongits.new_game)
    for seed in range(10_000, 10_020):  # warm-up games, not measured
        ours(seed)
    rows = []
    seeds = range(games)
    bare = rlcard_bare_game()
    if bare is None:
        rows.append(alone("tongits random playout, per decision", per_decision([ours(s) for s in seeds]),
                          "RLCard not installed", unit="decision"))
    else:
        bare(10_000)
        mine, theirs = alternate_games(ours, bare, seeds)
        rows.append(compared("tongits random playout vs RLCard bare game loop", mine, theirs, "RLCard",
                             f"{games} games each; decisions per game: cardlab {mine['per_game']:.1f}, "
                             f"RLCard {theirs['per_game']:.1f}; the deal, not a decision, apart: "
                             f"new_game {mine['deal_us']:.0f} µs, RLCard init_game {theirs['deal_us']:.0f} µs",
                             goal=2, unit="decision"))
    env = rlcard_env_game()
    if env is not None:
        env(10_000)
        n_env = max(10, games // 6)
        mine, theirs = alternate_games(ours, env, range(n_env))
        rows.append(compared("tongits random playout vs RLCard env.run", mine, theirs, "RLCard env.run",
                             f"{n_env} games each; env.run also encodes observations", unit="decision"))
    spiel = open_spiel_game()
    if spiel is None:
        rows.append(alone("tongits random playout vs OpenSpiel gin_rummy", None,
                          "skipped: open_spiel is not installed here (pip install open_spiel)", unit="decision"))
    else:
        n_spiel = max(10, games // 4)
        mine, theirs = alternate_games(ours, spiel, range(n_spiel))
        rows.append(compared("tongits random playout vs OpenSpiel gin_rummy", mine, theirs, "OpenSpiel",
                             f"{n_spiel} games each; decisions per game: cardlab {mine['per_game']:.1f}, "
                             f"OpenSpiel {theirs['per_game']:.1f} (C++ through its Python bindings, the random "
                             f"choice in Python); the deal apart: OpenSpiel {theirs['deal_us']:.0f} µs",
                             unit="decision"))
    return rows


def other_rows(games: int) -> list[dict]:
    rows = []
    for label, module in (("phom", phom), ("indian_rummy", indian_rummy), ("chan", chan)):
        play = random_playout(module.new_game)
        for seed in range(10_000, 10_005):
            play(seed)
        s = per_decision([play(seed) for seed in range(games)])
        rows.append(alone(f"{label} random playout, per decision", s,
                          f"{games} games, {s['per_game']:.1f} decisions per game, new_game {s['deal_us']:.0f} µs; "
                          f"no other engine", unit="decision"))
    return rows


def run(quick: bool = False) -> list[dict]:
    """Playout rows; ``quick`` plays fewer games."""
    games = 60 if quick else 300
    return tongits_rows(games) + other_rows(games // 6)


if __name__ == "__main__":
    import sys

    from .report import print_rows

    print_rows(run(quick="--quick" in sys.argv))
