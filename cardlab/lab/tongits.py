"""Seeded Tongits simulations for the strategy lab: win rates with honest error bars.

Every game is dealt from a deal number and every bot draws its choices from
its own seeded generator, so a study gives the same numbers every time it
runs: the lab notebook (``notebooks/tongits/06_strategy_lab.ipynb``) prints
them, and a test recomputes them and compares.

* :func:`seat_study` — three identical greedy bots: how often each seat wins,
  by which ending, and how good each seat's starting hand is;
* :func:`fight_threshold_sweep` — one greedy bot with another Fight
  threshold against two standard ones, the same deals for every threshold.
"""
from __future__ import annotations

from dataclasses import dataclass
from statistics import mean
from typing import Callable, Iterable

from .. import tongits
from ..bots.tongits import GreedyBot
from ..errors import CardlabError
from ..explain import message, quoted, register_messages
from .stats import Share, count, number, mean_se, play_out, prepared, seat_trial

__all__ = ["SeatStudy", "SweepPoint", "seat_study", "fight_threshold_sweep", "ENDINGS"]

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


def seat_study(games: int, rules=None, first_deal: int = 0, progress: Callable | None = None) -> SeatStudy:
    """Play ``games`` hands between three standard greedy bots (deals ``first_deal``, ``first_deal + 1``, …).

    ``progress``: ``None`` or a wrapper such as ``tqdm`` that shows a bar.

    Raises:
        CardlabError: for a number of games below 1, a deal number that is
            not a whole number, or a ``progress`` that is not callable;
            InvalidRulesError for bad rules.
    """
    rules, bar = prepared(games, first_deal, progress, rules, tongits.Rules)
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
        outcome = play_out(dealt, bots)
        lengths[outcome.end].append(len(dealt.history))
        if outcome.winner is not None:
            wins[outcome.winner] += 1
            by_ending[outcome.winner][outcome.end] += 1
            burned_wins[outcome.winner] += len(outcome.burned) == SEATS - 1
    stats = [mean_se(v) for v in starts]
    return SeatStudy(games, first_deal, tuple(Share(w, games) for w in wins), tuple(by_ending),
                     tuple(burned_wins), lengths, tuple(m for m, _ in stats), tuple(se for _, se in stats))


@dataclass(frozen=True)
class SweepPoint:
    """One Fight threshold of a sweep: the test bot's wins (:class:`Share`) and mean result per game."""

    threshold: int
    wins: Share
    result: float
    result_se: float

    def __str__(self) -> str:
        return message("lab.threshold", threshold=f"{self.threshold:>2}", share=self.wins,
                       result=number(self.result, 2, signed=True), se=number(self.result_se, 2))


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
        count("threshold", t)
    rules, bar = prepared(games, first_deal, progress, rules, tongits.Rules)
    deal = lambda seed: tongits.new_game(seed=seed, rules=rules)  # noqa: E731
    return [SweepPoint(threshold, *seat_trial(deal, lambda seed, t=threshold: GreedyBot(seed=seed, fight_threshold=t),
                                              GreedyBot, games, first_deal, SEATS))
            for threshold in bar(thresholds, desc="thresholds")]
