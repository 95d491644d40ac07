"""What every strategy-lab study shares: win rates with 95% Wilson intervals, means with standard errors,
progress bars, argument checks, playing a hand out between bots and spreading a study's deals over processes.

A study describes one deal as a *record* (a small tuple: who won, what was paid, …) computed by a
module-level function of the deal number alone; :func:`run_deals` computes the records of all deals,
in chunks and in worker processes if asked, and returns them in deal order. Since every deal is
seeded by its number and the study adds its records up in that order, its numbers are the same
whatever the number of workers or the size of the chunks.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from numbers import Real
from math import ceil, sqrt
from statistics import mean, stdev
from typing import Callable, Sequence

from ..errors import CardlabError
from ..explain import get_language, message, quoted, register_messages

#: A hand has fewer than 200 moves in every game; this only guards against a bot that never ends.
MAX_MOVES = 10_000

register_messages({
    "lab.share": {"en": "{wins} of {games:game|games} won = {rate} (95% interval {low} to {high})",
                  "vi": "thắng {wins}/{games} ván = {rate} (khoảng tin cậy 95%: {low} đến {high})"},
    "lab.rate": {"en": "{rate} (95% interval {low} to {high})",
                 "vi": "{rate} (khoảng tin cậy 95%: {low} đến {high})"},
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
    "error.lab.number": {"en": "{name}={value}: expected a number",
                         "vi": "{name}={value}: cần một số"},
    "error.lab.no_end": {"en": "deal {seed} did not end within {n:move|moves}",
                         "vi": "ván chia số {seed} không kết thúc sau {n} nước đi"},
    "error.lab.n_jobs": {"en": "n_jobs={value}: expected None or a whole number other than 0, such as -1 for every core",
                         "vi": "n_jobs={value}: cần None hoặc một số nguyên khác 0, như -1 để dùng mọi nhân CPU"},
    "error.lab.no_joblib": {
        "en": "n_jobs={value} needs joblib, which is not installed: pip install joblib (or pass n_jobs=1)",
        "vi": "n_jobs={value} cần joblib, mà joblib chưa được cài: pip install joblib (hoặc dùng n_jobs=1)"},
})

#: A study is cut into at most this many chunks: enough for the progress bar to move and for the
#: workers to share the load evenly, few enough that sending a chunk costs nothing next to playing it.
MAX_CHUNKS = 64


def count(name: str, value, least: int = 0) -> int:
    """``value`` if it is a whole number ``>= least``.

    Raises:
        CardlabError: otherwise, quoting ``name`` and the value.
    """
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
    count("games", games, 1)
    count("wins", wins)
    if wins > games:
        raise CardlabError.of("error.lab.wins_over_games", wins=quoted(wins), games=quoted(games))
    if isinstance(z, bool) or not isinstance(z, (int, float)) or not z > 0:
        raise CardlabError.of("error.lab.z", value=quoted(z))
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


#: The decimal mark each language writes in prose: Vietnamese writes "28,0%" and "6,6 lượt".
DECIMAL_MARK = {"en": ".", "vi": ","}


def _real(name: str, value) -> float:
    if isinstance(value, bool) or not isinstance(value, Real):
        raise CardlabError.of("error.lab.number", name=name, value=quoted(value))
    return value


def decimal_mark(language: str | None = None) -> str:
    """The decimal mark the language writes: ``"."`` in English, ``","`` in Vietnamese (default: the current language).

    Raises:
        CardlabError: for a language other than ``"en"`` and ``"vi"``.
    """
    mark = DECIMAL_MARK.get(language or get_language())
    if mark is None:
        raise CardlabError.of("explain.no_language", value=quoted(language), languages=", ".join(DECIMAL_MARK))
    return mark


def _marked(text: str, language: str | None) -> str:
    # The formats used here never group thousands, so the only "." in the text is the decimal point.
    return text.replace(".", decimal_mark(language))


def number(x: float, places: int = 1, signed: bool = False, language: str | None = None) -> str:
    """``x`` with ``places`` decimals, written the way sentences of the language write numbers.

    ``number(6.6)`` is ``6.6`` in English and ``6,6`` in Vietnamese (default: the current
    language); ``signed=True`` always shows the sign (``+0.5``), as results around zero need.
    Every number a lab prints in a sentence goes through here, and so do the numbers on its plots' axes
    (:func:`cardlab.lab.plots.localize_ticks`).

    Raises:
        CardlabError: for ``x`` that is not a number, ``places`` that is not a whole number ≥ 0
            or a language other than ``"en"`` and ``"vi"``.
    """
    _real("x", x)
    count("places", places)
    return _marked(f"{x:{'+' if signed else ''}.{places}f}", language)


def pct(x: float, language: str | None = None, places: int = 1) -> str:
    """A rate as a percentage with one decimal (``0.25`` → ``25.0%``; ``25,0%`` in Vietnamese).

    ``places`` sets another number of decimals: a plot's axis writes ``25%`` or ``2,5%`` as its ticks need.

    Raises:
        CardlabError: for ``x`` that is not a number, ``places`` that is not a whole number ≥ 0
            or a language other than ``"en"`` and ``"vi"``.
    """
    _real("x", x)
    count("places", places)
    return _marked(f"{x:.{places}%}", language)


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

    def rate_text(self) -> str:
        """The rate and its interval alone (``4.0% (95% interval 2.3% to 6.9%)``), for shares that are not wins."""
        return message("lab.rate", rate=pct(self.rate), low=pct(self.low), high=pct(self.high))

    def __str__(self) -> str:
        return message("lab.share", wins=self.wins, games=self.games, rate=pct(self.rate), low=pct(self.low),
                       high=pct(self.high))


def error_bars(shares: Sequence[Share]) -> list[list[float]]:
    """How far each share's 95% interval reaches below and above its rate, as matplotlib's ``yerr`` wants.

    At a rate of 0 or 1 the interval's end meets the rate up to rounding: the reach is never below 0,
    which matplotlib refuses."""
    return [[max(0.0, s.rate - s.low) for s in shares], [max(0.0, s.high - s.rate) for s in shares]]


def mean_se(values: Sequence[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for fewer than two values)."""
    if len(values) < 2:
        return (float(values[0]) if values else 0.0), 0.0
    return mean(values), stdev(values) / sqrt(len(values))


@dataclass(frozen=True)
class Group:
    """Player-hands of one kind: how many, their wins (:class:`Share`, None for none) and mean result ± its
    standard error (bets, or penalty points in Indian Rummy)."""

    hands: int
    wins: Share | None
    result: float
    result_se: float


def group(wins: Sequence[bool], results: Sequence[float]) -> Group:
    """A :class:`Group` from each player-hand's win (True/False) and result, in the same order."""
    m, se = mean_se(results)
    return Group(len(results), Share(sum(wins), len(wins)) if wins else None, m, se)


def progress_bar(progress):
    """``progress`` (such as ``tqdm``) as a wrapper of iterables; ``None`` shows nothing.

    Raises:
        CardlabError: for anything else that is not callable.
    """
    if progress is None:
        return lambda items, **_kw: items
    if not callable(progress):
        raise CardlabError.of("error.lab.progress", value=quoted(progress))
    return progress


def prepared(games, first_deal, progress, rules, rules_class):
    """A study's arguments checked: ``(rules, bar)``, the game's standard rules for ``None``.

    Raises:
        CardlabError: for a number of games below 1, a deal number that is
            not a whole number, or a ``progress`` that is not callable.
    """
    count("games", games, 1)
    count("first_deal", first_deal)
    return (rules_class() if rules is None else rules), progress_bar(progress)


def seat_trial(new_game: Callable, test_bot: Callable, other_bot: Callable, games: int, first_deal: int,
               seats: int) -> tuple[Share, float, float]:
    """One test bot against standard ones: its wins and mean result ± standard error over ``games`` hands.

    Hand ``k`` is ``new_game(first_deal + k)`` with the test bot in seat
    ``k % seats``, so no bot gets the better seat; the bots are built from
    their seeds (``deal * 101 + seat``), so every test bot meets the very
    same deals and opponents and differences come from the test bot alone.
    """
    return trial_summary([trial_deal(first_deal + k, k % seats, new_game, (test_bot,), other_bot, seats)[0]
                          for k in range(games)])


def jobs(n_jobs):
    """``n_jobs`` checked: ``None`` (joblib's default, from :func:`joblib.parallel_config`) or a whole number ≠ 0.

    Raises:
        CardlabError: for anything else (``0``, a fraction, a string, ``True``).
    """
    if n_jobs is not None and (isinstance(n_jobs, bool) or not isinstance(n_jobs, int) or n_jobs == 0):
        raise CardlabError.of("error.lab.n_jobs", value=quoted(n_jobs))
    return n_jobs


class _Records:
    """The records of a study's deals as they arrive, in deal order; its length lets a bar such as tqdm
    show how many deals are done out of how many."""

    def __init__(self, chunks, size: int):
        self._chunks, self._size = chunks, size

    def __len__(self) -> int:
        return self._size

    def __iter__(self):
        for records in self._chunks:
            yield from records


def _chunk(work: Callable, deals: range, args: tuple) -> list:
    """The records of consecutive ``deals``: what one worker computes at a time."""
    return [work(deal, *args) for deal in deals]


def run_deals(work: Callable, deals: range, args: tuple = (), n_jobs=None, bar=None, desc: str = "deals") -> list:
    """``[work(deal, *args) for deal in deals]``, computed in chunks by joblib workers, in deal order.

    ``work`` must be a module-level function (it is sent to other processes) that depends on its
    arguments alone, so every record is the same in any process. ``n_jobs`` is joblib's: ``None``
    follows :func:`joblib.parallel_config` (one process unless a context says otherwise), ``-1`` uses
    every core. The backend is not chosen here, so ``with joblib.parallel_config(backend="dask"):``
    runs the chunks on a Dask cluster. In the browser (JupyterLite, where ``sys.platform`` is
    ``"emscripten"``) there are no processes to start: the deals are played here, one after another,
    as they are when joblib is not installed and ``n_jobs`` is ``None`` or ``1``. ``bar`` (from
    :func:`progress_bar`) is called once, with ``desc``, on the records as they arrive.

    Raises:
        CardlabError: for a bad ``n_jobs``, or ``n_jobs`` other than ``None``/``1`` without joblib;
            whatever ``work`` raises.
    """
    n_jobs = jobs(n_jobs)
    bar = bar or progress_bar(None)
    size = max(1, ceil(len(deals) / MAX_CHUNKS))
    chunks = [deals[i:i + size] for i in range(0, len(deals), size)]
    if sys.platform == "emscripten":
        return list(bar(_Records((_chunk(work, c, args) for c in chunks), len(deals)), desc=desc))
    try:
        import joblib
    except ImportError:
        if n_jobs not in (None, 1):
            raise CardlabError.of("error.lab.no_joblib", value=quoted(n_jobs)) from None
        return list(bar(_Records((_chunk(work, c, args) for c in chunks), len(deals)), desc=desc))
    # An ordered generator: chunks come back in deal order whichever worker finishes first, and the bar
    # moves as they do.
    parallel = joblib.Parallel(n_jobs=n_jobs, return_as="generator")
    results = parallel(joblib.delayed(_chunk)(work, c, args) for c in chunks)
    return list(bar(_Records(results, len(deals)), desc=desc))


@dataclass(frozen=True)
class PairedDifference:
    """One arm against a baseline on the same deals, game by game: the mean differences and their errors.

    ``wins`` is the difference of the win rates (``-0.07``: seven games in a hundred fewer) and
    ``wins_se`` its standard error; ``result`` and ``result_se`` the same for the mean result (stakes,
    bets). Each lab's subclass names its arm and its baseline and prints itself in words.
    """

    games: int
    wins: float
    wins_se: float
    result: float
    result_se: float

    @property
    def low(self) -> float:
        """The low end of the 95% interval of the win-rate difference."""
        return self.wins - 1.96 * self.wins_se

    @property
    def high(self) -> float:
        """The high end of the 95% interval of the win-rate difference."""
        return self.wins + 1.96 * self.wins_se


def paired_games(games: Sequence[tuple], baseline: Sequence[tuple]) -> dict:
    """The fields of a :class:`PairedDifference` from two arms' per-game ``(won, result)`` on the same deals.

    Raises:
        ValueError: when the two arms did not play the same number of games.
    """
    wins, wins_se = paired([float(w) for w, _ in games], [float(w) for w, _ in baseline])
    result, result_se = paired([r for _, r in games], [r for _, r in baseline])
    return {"games": len(games), "wins": wins, "wins_se": wins_se, "result": result, "result_se": result_se}


def paired(values: Sequence[float], baseline: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values[k] - baseline[k]`` and its standard error: a difference measured on the same deals.

    When both were played on the same deals, the luck of the cards is largely shared and cancels in
    each difference, so this interval is narrower than the two separate intervals suggest.
    """
    return mean_se([v - b for v, b in zip(values, baseline, strict=True)])


def trial_deal(deal: int, seat: int, new_game: Callable, test_bots: Sequence[Callable], other_bot: Callable,
               seats: int) -> tuple:
    """Deal ``deal`` once for each test bot, in ``seat`` against standard bots: ``((won, payment), …)``.

    The bots are built from their seeds (``deal * 101 + seat``), so every test bot meets the very same
    cards and opponents; see :func:`seat_trial`.
    """
    out = []
    for test_bot in test_bots:
        bots = [other_bot(deal * 101 + s) for s in range(seats)]
        bots[seat] = test_bot(deal * 101 + seat)
        outcome = play_out(new_game(deal), bots)
        out.append((outcome.winner == seat, outcome.payments[seat]))
    return tuple(out)


def trial_summary(records: Sequence[tuple]) -> tuple[Share, float, float]:
    """The test bot's wins and mean result ± standard error from ``(won, payment)`` per game."""
    m, se = mean_se([payment for _, payment in records])
    return Share(sum(won for won, _ in records), len(records)), m, se


def play_out(state, bots, watch: Callable | None = None):
    """Let ``bots`` (one per seat) play ``state`` to its end and return the outcome.

    ``watch``, if given, is called with the state before every move and once at the end
    (a study that reads the deal as it goes, such as the Chắn lab's waiting cards).

    Raises:
        CardlabError: if the hand has not ended after :data:`MAX_MOVES` moves.
    """
    for _ in range(MAX_MOVES):
        if watch is not None:
            watch(state)
        if state.is_terminal():
            return state.outcome()
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
    raise CardlabError.of("error.lab.no_end", seed=state.seed, n=MAX_MOVES)


__all__ = ["wilson", "Share", "Group", "group", "error_bars", "mean_se", "progress_bar", "play_out", "count", "number", "pct", "decimal_mark", "DECIMAL_MARK", "prepared", "seat_trial", "MAX_MOVES",
           "run_deals", "jobs", "paired", "trial_deal", "trial_summary", "MAX_CHUNKS"]
