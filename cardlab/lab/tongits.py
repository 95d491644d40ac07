"""Seeded Tongits simulations for the strategy lab: win rates with honest error bars.

Every game is dealt from a deal number and every bot draws its choices from
its own seeded generator, so a study gives the same numbers every time it
runs: the lab notebook (``notebooks/tongits/06_strategy_lab.ipynb``) prints
them, and a test recomputes them and compares.

* :func:`seat_study` — three identical greedy bots: how often each seat wins,
  by which ending, and how good each seat's starting hand is;
* :func:`fight_threshold_sweep` — one greedy bot with another Fight
  threshold against two standard ones, the same deals for every threshold;
  :func:`sweep_differences` compares each threshold with a baseline deal by deal.

Both take ``n_jobs`` to play their deals in several processes (see
:func:`cardlab.lab.stats.run_deals`); the numbers do not depend on it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from statistics import mean
from typing import Callable, Iterable

from .. import tongits
from ..bots.tongits import GreedyBot
from ..errors import CardlabError
from ..explain import message, quoted, register_messages
from .stats import (PairedDifference, Share, count, jobs, mean_se, number, paired_games, play_out, prepared,
                    run_deals, trial_deal, trial_summary)

__all__ = ["SeatStudy", "SweepPoint", "SweepDifference", "seat_study", "fight_threshold_sweep",
           "sweep_differences", "ENDINGS"]

#: The three ways a Tongits hand ends, in the order the lab shows them.
ENDINGS = ("fight", "tongits", "stock_out")
SEATS = 3

register_messages({
    "lab.seat": {"en": "seat {seat}", "vi": "ghế {seat}"},
    "lab.endings": {"en": "  won by Fight {fight}, by Tongits {tongits}, at stock out {stock_out}",
                    "vi": "  thắng nhờ Khiêu chiến {fight}, nhờ Tongits {tongits}, khi hết nọc {stock_out}"},
    "lab.burned": {"en": "  of them with both opponents burned: {n}",
                   "vi": "  trong đó cả hai đối thủ đều cháy bài: {n}"},
    "lab.length": {"en": "games ending by {kind}: {games}, mean length {moves:move|moves}",
                   "vi": "ván kết thúc bằng {kind}: {games}, dài trung bình {moves} nước đi"},
    "lab.end_fight": {"en": "Fight", "vi": "Khiêu chiến"},
    "lab.end_tongits": {"en": "Tongits", "vi": "Tongits"},
    "lab.end_stock_out": {"en": "stock out", "vi": "hết nọc"},
    "lab.start": {"en": "  starting deadwood after the first discard: mean {mean} ± {se} points",
                  "vi": "  điểm bài rác lúc đầu (sau lá đánh đầu tiên): trung bình {mean} ± {se} điểm"},
    "lab.threshold": {"en": "threshold {threshold}: {share}; mean result {result} ± {se} stakes a game",
                      "vi": "ngưỡng {threshold}: {share}; kết quả trung bình {result} ± {se} tiền cược mỗi ván"},
    "lab.difference": {
        "en": "threshold {threshold} − threshold {baseline}: win rate {wins} points (95% interval {low} to {high}); "
              "result {result} ± {se} stakes a game",
        "vi": "ngưỡng {threshold} − ngưỡng {baseline}: tỉ lệ thắng {wins} điểm phần trăm (khoảng tin cậy 95%: "
              "{low} đến {high}); kết quả {result} ± {se} tiền cược mỗi ván"},
    "error.lab.baseline": {
        "en": "baseline={value}: expected one of the sweep's thresholds {thresholds}",
        "vi": "baseline={value}: cần một trong các ngưỡng của lượt quét {thresholds}"},
    "error.lab.thresholds": {
        "en": "thresholds={value}: expected a list of deadwood points, such as [0, 5, 10]",
        "vi": "thresholds={value}: cần một danh sách điểm bài rác, như [0, 5, 10]"},
    "error.lab.no_thresholds": {
        "en": "thresholds={value}: expected at least one deadwood threshold, such as [0, 5, 10]",
        "vi": "thresholds={value}: cần ít nhất một ngưỡng điểm bài rác, như [0, 5, 10]"},
})


@dataclass(frozen=True)
class SeatStudy:
    """Three greedy bots, ``games`` hands: per seat its wins, wins by ending and starting deadwood.

    ``wins[s]`` is a :class:`Share`; ``by_ending[s][kind]`` counts seat
    ``s``'s wins ending in ``kind`` (see :data:`ENDINGS`); ``burned_wins[s]``
    counts seat ``s``'s wins with both opponents burned; ``lengths[kind]``
    holds the number of moves of every game ending in ``kind``; ``start[s]`` is
    the mean starting deadwood of seat ``s`` and ``start_se[s]`` its
    standard error — for seat 0, which is dealt 13 cards and discards
    first, the deadwood of the best 12 cards it keeps.
    """

    games: int
    first_deal: int
    wins: tuple
    by_ending: tuple
    burned_wins: tuple
    lengths: dict
    start: tuple
    start_se: tuple

    def __str__(self) -> str:
        lines = []
        for s in range(SEATS):
            lines.append(f"{message('lab.seat', seat=s)}: {self.wins[s]}")
            lines.append(message("lab.endings", **self.by_ending[s]))
            lines.append(message("lab.burned", n=self.burned_wins[s]))
            lines.append(message("lab.start", mean=number(self.start[s]), se=number(self.start_se[s])))
        for kind in ENDINGS:
            moves = self.lengths[kind]
            lines.append(message("lab.length", kind=message("lab.end_" + kind), games=len(moves),
                                 moves=f"{mean(moves):.0f}" if moves else "-"))
        return "\n".join(lines)


def _starting_deadwood(game, seat: int) -> int:
    """Seat 0 holds 13 cards and discards before anyone draws, so its start is the best 12 of them."""
    if len(game.hands[seat]) > game.rules.other_player_cards:
        arrangement = game.arrangement(seat)
        card = arrangement.best_discard().card
        return tongits.deadwood([c for c in game.hands[seat] if c != card], game.rules)
    return game.deadwood(seat)


def _seat_deal(deal: int, rules) -> tuple:
    """One deal of :func:`seat_study`: (starting deadwood per seat, winner, ending, burned wins, moves)."""
    dealt = tongits.new_game(seed=deal, rules=rules)
    starts = tuple(_starting_deadwood(dealt, s) for s in range(SEATS))
    outcome = play_out(dealt, [GreedyBot(seed=deal * 101 + s) for s in range(SEATS)])
    return starts, outcome.winner, outcome.end, len(outcome.burned) == SEATS - 1, len(dealt.history)


def seat_study(games: int, rules=None, first_deal: int = 0, progress: Callable | None = None, *,
               n_jobs: int | None = None) -> SeatStudy:
    """Play ``games`` hands between three standard greedy bots (deals ``first_deal``, ``first_deal + 1``, …).

    ``progress``: ``None`` or a wrapper such as ``tqdm`` that shows a bar. ``n_jobs``: processes to
    play in, as joblib counts them (``None`` follows :func:`joblib.parallel_config`, ``-1`` every
    core); the numbers are the same for any value.

    Raises:
        CardlabError: for a number of games below 1, a deal number that is
            not a whole number, a ``progress`` that is not callable or a bad ``n_jobs``;
            InvalidRulesError for bad rules.
    """
    rules, bar = prepared(games, first_deal, progress, rules, tongits.Rules)
    jobs(n_jobs)
    wins = [0] * SEATS
    by_ending = [{kind: 0 for kind in ENDINGS} for _ in range(SEATS)]
    burned_wins = [0] * SEATS
    lengths: dict = {kind: [] for kind in ENDINGS}
    starts: list[list[int]] = [[] for _ in range(SEATS)]
    records = run_deals(_seat_deal, range(first_deal, first_deal + games), (rules,), n_jobs, bar, "seats")
    for start, winner, end, burned, moves in records:
        for s in range(SEATS):
            starts[s].append(start[s])
        lengths[end].append(moves)
        if winner is not None:
            wins[winner] += 1
            by_ending[winner][end] += 1
            burned_wins[winner] += burned
    stats = [mean_se(v) for v in starts]
    return SeatStudy(games, first_deal, tuple(Share(w, games) for w in wins), tuple(by_ending),
                     tuple(burned_wins), lengths, tuple(m for m, _ in stats), tuple(se for _, se in stats))


@dataclass(frozen=True)
class SweepPoint:
    """One Fight threshold of a sweep: the test bot's wins (:class:`Share`) and mean result per game.

    ``games`` holds ``(won, payment)`` for every game in deal order, for comparisons deal by deal
    (:func:`sweep_differences`).
    """

    threshold: int
    wins: Share
    result: float
    result_se: float
    games: tuple = field(default=(), repr=False)

    def __str__(self) -> str:
        return message("lab.threshold", threshold=f"{self.threshold:>2}", share=self.wins,
                       result=number(self.result, 2, signed=True), se=number(self.result_se, 2))


def _sweep_deal(deal: int, seat: int, thresholds: tuple, rules) -> tuple:
    """Deal ``deal`` played once per threshold, the test bot in ``seat``: ``((won, payment), …)``."""
    return trial_deal(deal, seat, partial(_new_game, rules=rules),
                      [partial(_threshold_bot, threshold=t) for t in thresholds], _greedy, SEATS)


def _new_game(seed: int, rules):
    return tongits.new_game(seed=seed, rules=rules)


def _greedy(seed: int):
    return GreedyBot(seed=seed)


def _threshold_bot(seed: int, threshold: int):
    return GreedyBot(seed=seed, fight_threshold=threshold)


def _sweep_work(deal: int, first_deal: int, thresholds: tuple, rules) -> tuple:
    # The seat turns with the game's place in the study (game k in seat k % 3), not with the deal number.
    return _sweep_deal(deal, (deal - first_deal) % SEATS, thresholds, rules)


def fight_threshold_sweep(thresholds: Iterable[int], games: int, rules=None, first_deal: int = 0,
                          progress: Callable | None = None, *, n_jobs: int | None = None) -> list[SweepPoint]:
    """For each Fight threshold, ``games`` hands of one greedy bot using it against two standard greedy bots.

    The test bot sits in seat 0, 1, 2 in turn (game ``k`` in seat ``k % 3``),
    so no threshold gets the better seat; every threshold plays the very
    same deals with the same bot seeds, so differences come from the
    threshold, not from luckier cards. ``result`` is the test bot's mean
    payment per game (in stakes) and ``result_se`` its standard error.
    ``n_jobs`` as in :func:`seat_study`: the points are the same for any value.

    Raises:
        CardlabError: for no thresholds, a threshold or number of games that
            is not a whole number (games ≥ 1), a bad ``progress`` or ``n_jobs``;
            InvalidRulesError for bad rules.
    """
    if isinstance(thresholds, (str, bytes)) or not hasattr(thresholds, "__iter__"):
        raise CardlabError.of("error.lab.thresholds", value=quoted(thresholds))
    thresholds = list(thresholds)
    if not thresholds:
        raise CardlabError.of("error.lab.no_thresholds", value=quoted(thresholds))
    for t in thresholds:
        count("threshold", t)
    rules, bar = prepared(games, first_deal, progress, rules, tongits.Rules)
    jobs(n_jobs)
    records = run_deals(_sweep_work, range(first_deal, first_deal + games), (first_deal, tuple(thresholds), rules),
                        n_jobs, bar, "games")
    points = []
    for i, threshold in enumerate(thresholds):
        played = tuple(record[i] for record in records)
        points.append(SweepPoint(threshold, *trial_summary(played), played))
    return points


@dataclass(frozen=True)
class SweepDifference(PairedDifference):
    """One threshold against the baseline, game by game on the same deals: the mean differences and their errors.

    See :class:`cardlab.lab.stats.PairedDifference` for the numbers.
    """

    threshold: int
    baseline: int

    def __str__(self) -> str:
        points = lambda x: number(100 * x, 1, signed=True)  # noqa: E731
        return message("lab.difference", threshold=f"{self.threshold:>2}", baseline=self.baseline,
                       wins=points(self.wins), low=points(self.low), high=points(self.high),
                       result=number(self.result, 2, signed=True), se=number(1.96 * self.result_se, 2))


def sweep_differences(sweep: list[SweepPoint], baseline: int = 9) -> list[SweepDifference]:
    """Every threshold of ``sweep`` but ``baseline``, compared with it deal by deal.

    All thresholds played the same deals in the same seats, so much of the luck is the same in a
    game at either threshold; the difference game by game (:func:`cardlab.lab.stats.paired`) has a
    much narrower interval than two separate win rates. The result's ``± `` is the 95% half-width.

    Raises:
        CardlabError: for a ``baseline`` that is not one of the sweep's thresholds.
    """
    base = next((p for p in sweep if p.threshold == baseline), None)
    if base is None or not base.games:
        raise CardlabError.of("error.lab.baseline", value=quoted(baseline),
                              thresholds=[p.threshold for p in sweep])
    out = []
    for p in sweep:
        if p.threshold == baseline:
            continue
        out.append(SweepDifference(threshold=p.threshold, baseline=baseline, **paired_games(p.games, base.games)))
    return out
