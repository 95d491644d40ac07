"""Seeded Tongits simulations for the strategy lab: win rates with honest error bars.

Every game is dealt from a deal number and every bot draws its choices from
its own seeded generator, so a study gives the same numbers every time it
runs: the lab notebook (``notebooks/tongits/06_strategy_lab.ipynb``) prints
them, and a test recomputes them and compares.

* :func:`wilson` — the 95% Wilson score interval of a win rate;
* :func:`seat_study` — three identical greedy bots: how often each seat wins,
  by which ending, and how good each seat's starting hand is;
* :func:`fight_threshold_sweep` — one greedy bot with another Fight
  threshold against two standard ones, the same deals for every threshold.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import sqrt
from statistics import mean, stdev
from typing import Callable, Iterable, Sequence

from . import tongits
from .bots.tongits import GreedyBot
from .errors import CardlabError
from .explain import message, quoted, register_messages

__all__ = ["wilson", "Share", "SeatStudy", "SweepPoint", "seat_study", "fight_threshold_sweep", "ENDINGS"]

#: The three ways a Tongits hand ends, in the order the lab shows them.
ENDINGS = ("fight", "tongits", "stock_out")
SEATS = 3

register_messages({
    "lab.seat": {"en": "seat {seat}", "vi": "ghế {seat}"},
    "lab.share": {"en": "{wins} of {games} games won = {rate} (95% interval {low} to {high})",
                  "vi": "thắng {wins}/{games} ván = {rate} (khoảng tin cậy 95%: {low} đến {high})"},
    "lab.endings": {"en": "  won by Fight {fight}, by Tongits {tongits}, at stock out {stock_out}",
                    "vi": "  thắng nhờ Khiêu chiến {fight}, nhờ Tongits {tongits}, khi hết nọc {stock_out}"},
    "lab.burned": {"en": "  of them with both opponents burned: {n}",
                   "vi": "  trong đó cả hai đối thủ đều cháy bài: {n}"},
    "lab.length": {"en": "games ending by {kind}: {games}, mean length {moves} moves",
                   "vi": "ván kết thúc bằng {kind}: {games}, dài trung bình {moves} nước đi"},
    "lab.end_fight": {"en": "Fight", "vi": "Khiêu chiến"},
    "lab.end_tongits": {"en": "Tongits", "vi": "Tongits"},
    "lab.end_stock_out": {"en": "stock out", "vi": "hết nọc"},
    "lab.start": {"en": "  starting deadwood after the first discard: mean {mean} ± {se} points",
                  "vi": "  điểm bài rác lúc đầu (sau lá đánh đầu tiên): trung bình {mean} ± {se} điểm"},
    "lab.threshold": {"en": "threshold {threshold}: {share}; mean result {result} ± {se} stakes a game",
                      "vi": "ngưỡng {threshold}: {share}; kết quả trung bình {result} ± {se} tiền cược mỗi ván"},
    # Answers to bad input: they quote what the caller passed and say what was expected.
    "error.lab.count": {"en": "{name}={value}: expected a whole number, {least} or more",
                        "vi": "{name}={value}: cần một số nguyên, từ {least} trở lên"},
    "error.lab.wins_over_games": {
        "en": "wins={wins} is more than games={games}: expected 0 ≤ wins ≤ games",
        "vi": "wins={wins} lớn hơn games={games}: cần 0 ≤ wins ≤ games"},
    "error.lab.z": {"en": "z={value}: expected a positive number, such as 1.96 for 95%",
                    "vi": "z={value}: cần một số dương, như 1.96 cho mức 95%"},
    "error.lab.progress": {"en": "progress={value}: expected None or a function such as tqdm",
                           "vi": "progress={value}: cần None hoặc một hàm như tqdm"},
    "error.lab.no_end": {"en": "deal {seed} did not end within {n:move|moves}",
                         "vi": "ván chia số {seed} không kết thúc sau {n} nước đi"},
    "error.lab.thresholds": {
        "en": "thresholds={value}: expected a list of deadwood points, such as [0, 5, 10]",
        "vi": "thresholds={value}: cần một danh sách điểm bài rác, như [0, 5, 10]"},
    "error.lab.no_thresholds": {
        "en": "thresholds={value}: expected at least one deadwood threshold, such as [0, 5, 10]",
        "vi": "thresholds={value}: cần ít nhất một ngưỡng điểm bài rác, như [0, 5, 10]"},
})


def _count(name: str, value, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise CardlabError.of("error.lab.count", name=name, value=quoted(value), least=least)
    return value


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate: ``(low, high)``, 95% for the default ``z``.

    Unlike ``p ± z·√(p(1−p)/n)`` it stays inside 0..1 and is honest for small
    samples and rates near 0 or 1.

    >>> [round(x, 3) for x in wilson(30, 90)]
    [0.245, 0.436]

    Raises:
        CardlabError: for counts that are not whole numbers with 0 ≤ wins ≤ games, games ≥ 1,
            or ``z`` that is not a positive number.
    """
    _count("games", games, 1)
    _count("wins", wins)
    if wins > games:
        raise CardlabError.of("error.lab.wins_over_games", wins=quoted(wins), games=quoted(games))
    if isinstance(z, bool) or not isinstance(z, (int, float)) or not z > 0:
        raise CardlabError.of("error.lab.z", value=quoted(z))
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def _pct(x: float) -> str:
    return f"{x:.1%}"


@dataclass(frozen=True)
class Share:
    """``wins`` out of ``games``, with its rate and 95% Wilson interval (``low``, ``high``)."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def low(self) -> float:
        return wilson(self.wins, self.games)[0]

    @property
    def high(self) -> float:
        return wilson(self.wins, self.games)[1]

    def __str__(self) -> str:
        return message("lab.share", wins=self.wins, games=self.games, rate=_pct(self.rate), low=_pct(self.low),
                       high=_pct(self.high))


def _mean_se(values: Sequence[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for fewer than two values)."""
    if len(values) < 2:
        return (float(values[0]) if values else 0.0), 0.0
    return mean(values), stdev(values) / sqrt(len(values))


def _progress(progress):
    if progress is None:
        return lambda items, **_kw: items
    if not callable(progress):
        raise CardlabError.of("error.lab.progress", value=quoted(progress))
    return progress


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
            lines.append(message("lab.start", mean=f"{self.start[s]:.1f}", se=f"{self.start_se[s]:.1f}"))
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


def seat_study(games: int, rules=None, first_deal: int = 0, progress: Callable | None = None) -> SeatStudy:
    """Play ``games`` hands between three standard greedy bots (deals ``first_deal``, ``first_deal + 1``, …).

    ``progress``: ``None`` or a wrapper such as ``tqdm`` that shows a bar.

    Raises:
        CardlabError: for a number of games below 1, a deal number that is
            not a whole number, or a ``progress`` that is not callable;
            InvalidRulesError for bad rules.
    """
    _count("games", games, 1)
    _count("first_deal", first_deal)
    rules = tongits.Rules() if rules is None else rules
    bar = _progress(progress)
    wins = [0] * SEATS
    by_ending = [{kind: 0 for kind in ENDINGS} for _ in range(SEATS)]
    burned_wins = [0] * SEATS
    lengths: dict = {kind: [] for kind in ENDINGS}
    starts: list[list[int]] = [[] for _ in range(SEATS)]
    for deal in bar(range(first_deal, first_deal + games), desc="seats"):
        dealt = tongits.new_game(seed=deal, rules=rules)
        for s in range(SEATS):
            starts[s].append(_starting_deadwood(dealt, s))
        bots = [GreedyBot(seed=deal * 101 + s) for s in range(SEATS)]
        outcome = _play(dealt, bots)
        lengths[outcome.end].append(len(dealt.history))
        if outcome.winner is not None:
            wins[outcome.winner] += 1
            by_ending[outcome.winner][outcome.end] += 1
            burned_wins[outcome.winner] += len(outcome.burned) == SEATS - 1
    stats = [_mean_se(v) for v in starts]
    return SeatStudy(games, first_deal, tuple(Share(w, games) for w in wins), tuple(by_ending),
                     tuple(burned_wins), lengths, tuple(m for m, _ in stats), tuple(se for _, se in stats))


def _play(state, bots):
    for _ in range(10_000):
        if state.is_terminal():
            return state.outcome()
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
    raise CardlabError.of("error.lab.no_end", seed=state.seed, n=10_000)


@dataclass(frozen=True)
class SweepPoint:
    """One Fight threshold of a sweep: the test bot's wins (:class:`Share`) and mean result per game."""

    threshold: int
    wins: Share
    result: float
    result_se: float

    def __str__(self) -> str:
        return message("lab.threshold", threshold=f"{self.threshold:>2}", share=self.wins,
                       result=f"{self.result:+.2f}", se=f"{self.result_se:.2f}")


def fight_threshold_sweep(thresholds: Iterable[int], games: int, rules=None, first_deal: int = 0,
                          progress: Callable | None = None) -> list[SweepPoint]:
    """For each Fight threshold, ``games`` hands of one greedy bot using it against two standard greedy bots.

    The test bot sits in seat 0, 1, 2 in turn (game ``k`` in seat ``k % 3``),
    so no threshold gets the better seat; every threshold plays the very
    same deals with the same bot seeds, so differences come from the
    threshold, not from luckier cards. ``result`` is the test bot's mean
    payment per game (in stakes) and ``result_se`` its standard error.

    Raises:
        CardlabError: for no thresholds, a threshold or number of games that
            is not a whole number (games ≥ 1), or a bad ``progress``;
            InvalidRulesError for bad rules.
    """
    if isinstance(thresholds, (str, bytes)) or not hasattr(thresholds, "__iter__"):
        raise CardlabError.of("error.lab.thresholds", value=quoted(thresholds))
    thresholds = list(thresholds)
    if not thresholds:
        raise CardlabError.of("error.lab.no_thresholds", value=quoted(thresholds))
    for t in thresholds:
        _count("threshold", t)
    _count("games", games, 1)
    _count("first_deal", first_deal)
    rules = tongits.Rules() if rules is None else rules
    bar = _progress(progress)
    points = []
    for threshold in bar(thresholds, desc="thresholds"):
        won, results = 0, []
        for k in range(games):
            deal = first_deal + k
            seat = k % SEATS
            bots = [GreedyBot(seed=deal * 101 + s) for s in range(SEATS)]
            bots[seat] = GreedyBot(seed=deal * 101 + seat, fight_threshold=threshold)
            outcome = _play(tongits.new_game(seed=deal, rules=rules), bots)
            won += outcome.winner == seat
            results.append(outcome.payments[seat])
        m, se = _mean_se(results)
        points.append(SweepPoint(threshold, Share(won, games), m, se))
    return points
