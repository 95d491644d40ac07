"""How strong each game's greedy bot is against random bots, and how many whole games a second are played.

What ``make bench`` does not measure: it times calculators and decisions beside other engines, not who wins.
Here each game plays ``--games`` seeded deals of one greedy bot against random bots, the greedy seat
alternating (deal ``k`` puts it in seat ``k % seats``, so no seat's advantage is counted as skill). A win
rate is given with its 95% Wilson interval, beside the fair share of a seat (1 / seats): an interval above
it means the greedy bot really plays better. Games per second come from the thread's CPU time of each game
(dealing and playing it out), every game played once with the garbage collector on, as a learner's
notebook plays it.

    python -m bench.strength                 # 300 deals of each game (about a minute)
    python -m bench.strength --games 60 chan # fewer deals, one game
"""
from __future__ import annotations

import argparse
import importlib
import sys
import time

from cardlab.bots import RandomBot
from cardlab.errors import CardlabError
from cardlab.explain import quoted, register_messages
from cardlab.lab.stats import Share, count, play_out, wilson

#: Each game's engine module and greedy bot class.
GAMES = {"tongits": ("cardlab.tongits", "cardlab.bots.tongits"), "phom": ("cardlab.phom", "cardlab.bots.phom"),
         "indian_rummy": ("cardlab.indian_rummy", "cardlab.bots.indian_rummy"),
         "chan": ("cardlab.chan", "cardlab.bots.chan")}


register_messages({"error.bench.game": {"en": "game={value}: expected one of {games}",
                                         "vi": "game={value}: cần một trong {games}"}})


def strength(game: str, games: int, first_deal: int = 0) -> dict:
    """One greedy bot against random bots in ``games`` seeded deals of ``game``, its seat alternating.

    Returns ``{"game", "seats", "wins": Share, "drawn", "greedy_seats", "per_s"}``: ``wins`` the greedy
    bot's wins, ``drawn`` the deals nobody won, ``greedy_seats`` the greedy bot's seat in each deal,
    ``per_s`` whole games a second from the thread CPU time of each game.

    Raises:
        CardlabError: for a game not in :data:`GAMES` or a number of games below 1.
    """
    if not isinstance(game, str) or game not in GAMES:
        raise CardlabError.of("error.bench.game", value=quoted(game), games=", ".join(GAMES))
    count("games", games, 1)
    count("first_deal", first_deal)
    engine = importlib.import_module(GAMES[game][0])
    greedy = importlib.import_module(GAMES[game][1]).GreedyBot
    won = drawn = 0
    seats_used, cpu_ns = [], 0
    seats = engine.new_game(first_deal).players
    for k in range(games):
        deal = first_deal + k
        seat = k % seats
        bots = [RandomBot(deal * 101 + s) for s in range(seats)]
        bots[seat] = greedy(seed=deal * 101 + seat)
        started = time.thread_time_ns()  # CPU time: on a shared machine the wall clock counts other processes
        outcome = play_out(engine.new_game(deal), bots)
        cpu_ns += time.thread_time_ns() - started
        won += outcome.winner == seat
        drawn += outcome.winner is None
        seats_used.append(seat)
    return {"game": game, "seats": seats, "wins": Share(won, games), "drawn": drawn, "greedy_seats": seats_used,
            "per_s": games / cpu_ns * 1e9 if cpu_ns else None}


def line(result: dict) -> str:
    """One result as a line: the win rate, its interval beside a seat's fair share, and games per second."""
    seats, wins = result["seats"], result["wins"]
    low, high = wilson(wins.wins, wins.games)
    fair = 1 / seats
    verdict = "stronger than random" if low > fair else "not shown stronger" if high >= fair else "weaker"
    drawn = f", {result['drawn']} drawn" if result["drawn"] else ""
    return (f"{result['game']:<13} greedy vs {seats - 1} random, seat alternating: {wins}{drawn}; "
            f"a seat's fair share {fair:.1%} → {verdict}; {result['per_s']:,.0f} games/s (thread CPU, GC on)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="game", help=f"games to play: {', '.join(GAMES)} (default: all)")
    parser.add_argument("--games", dest="n", type=int, default=300, help="deals per game (default 300)")
    args = parser.parse_args(argv)
    try:
        results = [strength(game, args.n) for game in (args.games or list(GAMES))]
    except CardlabError as exc:
        parser.error(str(exc))
    for result in results:
        print(line(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
