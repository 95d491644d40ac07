"""Seeded Phỏm simulations for the strategy lab (``notebooks/phom/07_strategy_lab.ipynb``).

Questions a player asks, answered by many hands between bots of
:mod:`cardlab.bots.phom`, every hand dealt from a deal number:

* :func:`table_study` — four greedy bots: how often each seat (in turn
  order) wins and what it earns, how hands end (points, Ù, Ù tròn, Ù khan,
  everyone móm, Ù đền), how often a player is móm, and how the players who
  ate 0, 1 or 2+ cards fared (an observation: a player who could eat often
  had the better cards anyway);
* :func:`habit_study` — the experiment behind the observation: one bot with
  a habit changed (never eat, eat half the time, forget its cạ, stop
  guarding its discards, the gentle bot) against three standard greedy
  bots, on the very same deals and seats for every habit, so differences
  come from the habit and not from luckier cards; :func:`habit_differences`
  compares each habit with the control deal by deal, which cancels most of
  the luck the habits share and narrows the intervals.

Both studies take ``n_jobs`` to play their hands in several processes (see
:func:`cardlab.lab.stats.run_deals`); the numbers do not depend on it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Iterable

from .. import phom
from ..bots.phom import GentleBot, GreedyBot
from ..errors import CardlabError
from ..explain import message, quoted, register_messages
from .stats import (Group, PairedDifference, Share, group as _group, jobs, number, paired_games, play_out,
                    prepared, run_deals, trial_deal, trial_summary)

__all__ = ["ENDINGS", "EAT_GROUPS", "HABITS", "TableStudy", "HabitPoint", "HabitDifference", "table_study", "habit_study",
           "habit_differences"]

#: How a Phỏm hand ends, in the order the lab shows them.
ENDINGS = ("points", "u", "u_tron", "u_khan", "all_mom")
#: The players of a hand grouped by how many cards they ate.
EAT_GROUPS = ("0", "1", "2+")
SEATS = 4

#: The habits :func:`habit_study` can test: how to build the test bot from its seed.
HABITS: dict[str, Callable] = {
    "greedy": lambda seed: GreedyBot(seed),
    "never_eat": lambda seed: GreedyBot(seed, eat_chance=0.0),
    "half_eat": lambda seed: GreedyBot(seed, eat_chance=0.5),
    "no_ca": lambda seed: GreedyBot(seed, keep_pairs=False),
    "careless": lambda seed: GreedyBot(seed, mind_next=False),
    "gentle": lambda seed: GentleBot(seed),
}

register_messages({
    "lab.ph.turn": {"en": "plays {n}. (seat {seat})", "vi": "đi thứ {n} (ghế {seat})"},
    "lab.ph.money": {"en": "mean result {result} ± {se} bets a hand", "vi": "kết quả trung bình {result} ± {se} tiền cược mỗi ván"},
    "lab.ph.endings": {"en": "endings: {parts}; Ù đền {den}", "vi": "kết thúc: {parts}; Ù đền {den}"},
    "lab.ph.end_points": {"en": "by points", "vi": "tính điểm"},
    "lab.ph.end_u": {"en": "Ù", "vi": "Ù"},
    "lab.ph.end_u_tron": {"en": "Ù tròn", "vi": "Ù tròn"},
    "lab.ph.end_u_khan": {"en": "Ù khan", "vi": "Ù khan"},
    "lab.ph.end_all_mom": {"en": "everyone móm", "vi": "cả bàn móm"},
    "lab.ph.mom": {"en": "móm: {n} of {hands:player-hand|player-hands}", "vi": "móm: {n}/{hands} lượt người chơi"},
    "lab.ph.ate": {"en": "ate {group}: {hands:player-hand|player-hands}, {share}; {money}",
                   "vi": "ăn {group} lá: {hands} lượt người chơi, {share}; {money}"},
    "lab.ph.habit": {"en": "{habit:<10}: {share}; {money}", "vi": "{habit:<10}: {share}; {money}"},
    "lab.ph.difference": {
        "en": "{habit:<10} − {baseline}: win rate {wins} points (95% interval {low} to {high}), result {result} ± {se} bets a hand",
        "vi": "{habit:<10} − {baseline}: tỉ lệ thắng {wins} điểm phần trăm (khoảng tin cậy 95%: {low} đến {high}), "
              "kết quả {result} ± {se} tiền cược mỗi ván"},
    "error.lab.habit_baseline": {
        "en": "baseline={value}: expected one of the study's habits, {habits}",
        "vi": "baseline={value}: cần một trong các thói quen của nghiên cứu, {habits}"},
    "error.lab.habits": {
        "en": "habits={value}: expected a list of habit names from {names}",
        "vi": "habits={value}: cần một danh sách tên thói quen trong số {names}"},
})


def _money(m: float, se: float) -> str:
    return message("lab.ph.money", result=number(m, 2, signed=True), se=number(se, 2))


@dataclass(frozen=True)
class TableStudy:
    """Four greedy bots, ``games`` hands (deals ``first_deal``…).

    ``seats[i]``: the player who plays ``i+1``-th in a hand (``order[i]`` is
    its seat; the first holds 10 cards and opens) as a :class:`Group`;
    ``endings[kind]``: hands ending so (:data:`ENDINGS`), ``den``: hands
    with Ù đền; ``mom``: móm player-hands out of ``4 × games``;
    ``by_eats[group]``: player-hands by cards eaten (:data:`EAT_GROUPS`).
    """

    games: int
    first_deal: int
    order: tuple
    seats: tuple
    endings: dict
    den: int
    mom: int
    by_eats: dict

    def ending(self, kind: str) -> Share:
        """The share of hands that ended as ``kind`` (one of :data:`ENDINGS`), with its interval."""
        return Share(self.endings[kind], self.games)

    def __str__(self) -> str:
        lines = []
        for i, g in enumerate(self.seats):
            lines.append(f"{message('lab.ph.turn', n=i + 1, seat=self.order[i])}: {g.wins}; "
                         f"{_money(g.result, g.result_se)}")
        parts = ", ".join(f"{message('lab.ph.end_' + k)} {self.endings[k]}" for k in ENDINGS)
        lines.append(message("lab.ph.endings", parts=parts, den=self.den))
        lines.append(message("lab.ph.mom", n=self.mom, hands=SEATS * self.games))
        for k in EAT_GROUPS:
            g = self.by_eats[k]
            share = g.wins if g.wins is not None else "-"
            lines.append(message("lab.ph.ate", group=k, hands=g.hands, share=share,
                                 money=_money(g.result, g.result_se)))
        return "\n".join(lines)


def _greedy_table(deal: int):
    """The four greedy bots of a deal, seeded as :func:`cardlab.lab.stats.seat_trial` seeds them."""
    return [GreedyBot(seed=deal * 101 + s) for s in range(SEATS)]


def _table_deal(deal: int, rules) -> tuple:
    """One hand of :func:`table_study`: (ending, Ù đền?, móm players, (won, payment, cards eaten) in turn order)."""
    state = phom.new_game(seed=deal, rules=rules)
    outcome = play_out(state, _greedy_table(deal))
    mom = len(state.mom) if outcome.end not in ("u", "u_tron", "u_khan") else 0
    players = tuple((outcome.winner == seat, outcome.payments[seat], len(state.eaten[seat])) for seat in state.order)
    return outcome.end, outcome.details.get("den_payer") is not None, mom, players


def table_study(games: int, rules=None, first_deal: int = 0, progress: Callable | None = None, *,
                n_jobs: int | None = None) -> TableStudy:
    """Four greedy bots play ``games`` hands from deal ``first_deal`` on; see :class:`TableStudy` for what is counted.

    ``progress`` is ``None`` or a bar such as ``tqdm``; ``n_jobs`` the processes to play in, as joblib
    counts them (``None`` follows :func:`joblib.parallel_config`, ``-1`` every core) — the numbers are
    the same for any value.

    Raises:
        CardlabError: for bad sizes, ``progress`` or ``n_jobs`` (see :func:`cardlab.lab.stats.prepared`);
            InvalidRulesError for rules that are not Phỏm's.
    """
    rules, bar = prepared(games, first_deal, progress, rules, phom.Rules)
    jobs(n_jobs)
    order = phom.new_game(seed=first_deal, rules=rules).order
    seat_wins: list[list] = [[] for _ in range(SEATS)]
    seat_money: list[list] = [[] for _ in range(SEATS)]
    eat_wins: dict = {k: [] for k in EAT_GROUPS}
    eat_money: dict = {k: [] for k in EAT_GROUPS}
    endings = dict.fromkeys(ENDINGS, 0)
    den = mom = 0
    records = run_deals(_table_deal, range(first_deal, first_deal + games), (rules,), n_jobs, bar, "hands")
    for end, dened, momed, players in records:
        endings[end] += 1
        den += dened
        mom += momed
        for i, (won, payment, ate) in enumerate(players):
            seat_wins[i].append(won)
            seat_money[i].append(payment)
            group = EAT_GROUPS[min(ate, 2)]
            eat_wins[group].append(won)
            eat_money[group].append(payment)
    return TableStudy(games, first_deal, tuple(order),
                      tuple(_group(seat_wins[i], seat_money[i]) for i in range(SEATS)),
                      endings, den, mom, {k: _group(eat_wins[k], eat_money[k]) for k in EAT_GROUPS})


@dataclass(frozen=True)
class HabitPoint:
    """One habit of :func:`habit_study`: the test bot's wins (:class:`Share`) and mean result (bets) ± its standard error.

    ``games`` holds ``(won, payment)`` for every hand in deal order, for comparisons deal by deal
    (:func:`habit_differences`).
    """

    habit: str
    wins: Share
    result: float
    result_se: float
    games: tuple = field(default=(), repr=False)

    def __str__(self) -> str:
        return message("lab.ph.habit", habit=self.habit, share=self.wins, money=_money(self.result, self.result_se))


def _new_game(seed: int, rules):
    return phom.new_game(seed=seed, rules=rules)


def _habit_bot(seed: int, habit: str):
    return HABITS[habit](seed)


def _habit_deal(deal: int, first_deal: int, habits: tuple, rules) -> tuple:
    """Deal ``deal`` played once per habit, the test bot in seat ``(deal - first_deal) % 4``: ``((won, payment), …)``.

    Habits travel to the workers by name: the bot is built there from :data:`HABITS`.
    """
    return trial_deal(deal, (deal - first_deal) % SEATS, partial(_new_game, rules=rules),
                      [partial(_habit_bot, habit=h) for h in habits], GreedyBot, SEATS)


def habit_study(habits: Iterable[str], games: int, rules=None, first_deal: int = 0,
                progress: Callable | None = None, *, n_jobs: int | None = None) -> list[HabitPoint]:
    """For each habit of :data:`HABITS`, ``games`` hands of one bot with it against three standard greedy bots.

    Seats and deals as in :func:`cardlab.lab.stats.seat_trial`: every habit
    meets the same hands. ``"greedy"`` is the control: by symmetry it wins a
    quarter of the hands and breaks even. ``n_jobs`` as in :func:`table_study`.

    Raises:
        CardlabError: for no habits or a name not in :data:`HABITS`, or bad
            sizes, ``progress`` or ``n_jobs``; InvalidRulesError for rules that are not Phỏm's.
    """
    names = ", ".join(HABITS)
    if isinstance(habits, (str, bytes)) or not hasattr(habits, "__iter__"):
        raise CardlabError.of("error.lab.habits", value=quoted(habits), names=names)
    habits = list(habits)
    if not habits or any(not isinstance(h, str) or h not in HABITS for h in habits):
        raise CardlabError.of("error.lab.habits", value=quoted(habits), names=names)
    rules, bar = prepared(games, first_deal, progress, rules, phom.Rules)
    jobs(n_jobs)
    records = run_deals(_habit_deal, range(first_deal, first_deal + games), (first_deal, tuple(habits), rules),
                        n_jobs, bar, "hands")
    points = []
    for i, habit in enumerate(habits):
        hands = tuple(record[i] for record in records)
        points.append(HabitPoint(habit, *trial_summary(hands), hands))
    return points


@dataclass(frozen=True)
class HabitDifference(PairedDifference):
    """One habit against the baseline, hand by hand on the same deals: the mean differences and their errors.

    See :class:`cardlab.lab.stats.PairedDifference` for the numbers.
    """

    habit: str
    baseline: str

    def __str__(self) -> str:
        points = lambda x: number(100 * x, 1, signed=True)  # noqa: E731
        return message("lab.ph.difference", habit=self.habit, baseline=self.baseline, wins=points(self.wins),
                       low=points(self.low), high=points(self.high), result=number(self.result, 2, signed=True),
                       se=number(1.96 * self.result_se, 2))


def habit_differences(points: list[HabitPoint], baseline: str = "greedy") -> list[HabitDifference]:
    """Every habit of ``points`` but ``baseline``, compared with it hand by hand (:func:`cardlab.lab.stats.paired`).

    Every habit played the same deals in the same seats against the same opponents, so much of the
    luck of a hand is shared and cancels in the difference: its interval is much narrower than two
    separate win rates suggest. The result's ``±`` is the 95% half-width.

    Raises:
        CardlabError: for a ``baseline`` that is not one of the habits (with their hands) in ``points``.
    """
    base = next((p for p in points if p.habit == baseline), None)
    if base is None or not base.games:
        raise CardlabError.of("error.lab.habit_baseline", value=quoted(baseline), habits=[p.habit for p in points])
    out = []
    for p in points:
        if p.habit == baseline:
            continue
        out.append(HabitDifference(habit=p.habit, baseline=baseline, **paired_games(p.games, base.games)))
    return out
