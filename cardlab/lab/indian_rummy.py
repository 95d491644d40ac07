"""Seeded Indian Rummy simulations for the strategy lab (``notebooks/indian_rummy/07_strategy_lab.ipynb``).

Questions a player asks, answered by many deals between the greedy bots of
:mod:`cardlab.bots.indian_rummy`, every deal made from a deal number:

* :func:`drop_study` — *should I drop this hand?* Every bot plays every
  deal to its end (none drops), and each dealt hand is put in a group by
  what it held at the deal: the jokers (printed and wild) and the cards
  already in sequences. A group's mean result (penalty points won or paid)
  is what playing on is worth; a first drop (*bỏ cuộc ở lượt đầu*) costs
  ``rules.first_drop`` for sure, so where playing on loses more, dropping
  was the better choice.
* :func:`race_study` — *how many turns does a pure sequence take?* One
  greedy player alone draws from the stock (no open pile, no opponent),
  starting from 13 cards with no pure sequence and exactly 0, 1, 2… jokers;
  it counts the turns until its cards hold a pure sequence (*dãy thuần*)
  and until they make a valid show. Every joker count is dealt from the same
  deal numbers, so the counts differ by the jokers, not by luckier deals.

Both take ``n_jobs`` to play their deals in several processes (see
:func:`cardlab.lab.stats.run_deals`); the numbers do not depend on it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable, Iterable

from .. import indian_rummy as ir
from ..indian_rummy.rules import _rules
from ..bots.indian_rummy import GreedyBot
from ..engine import Action
from ..errors import CardlabError
from ..explain import message, quoted, register_messages
from .stats import Group, Share, count, jobs, number, group, mean_se, play_out, prepared, run_deals

__all__ = ["JOKER_GROUPS", "SEQUENCE_GROUPS", "MAX_TURNS", "PlayOnBot", "DropStudy", "RaceLine", "RaceStudy",
           "drop_study", "race_study", "dealt_features"]

#: Dealt hands grouped by the jokers they held (printed jokers and wild-rank cards).
JOKER_GROUPS = ("0", "1", "2", "3+")
#: Dealt hands grouped by how many of their cards already stood in sequences (pure or impure).
SEQUENCE_GROUPS = ("0", "3", "4–5", "6+")
#: A solitaire race stops after this many turns: a hand that has not made it by then counts as "not yet".
MAX_TURNS = 40

register_messages({
    # The unit stands in the heading: "± 7.1 points" would read as "1 points".
    "lab.ir.group": {"en": "{label:<16} {hands:hand|hands}: mean result {result} ± {se}, {share}",
                     "vi": "{label:<16} {hands} bài: kết quả trung bình {result} ± {se}, {share}"},
    "lab.ir.jokers": {"en": "jokers held {n}", "vi": "giữ {n} joker"},
    "lab.ir.sequence_cards": {"en": "in sequences {n}", "vi": "{n} lá trong dãy"},
    "lab.ir.drop_head": {
        "en": "{games:deal|deals} of {players:player|players}, {hands:dealt hand|dealt hands}; a first drop costs {drop:point|points}; "
              "results in points (+ won, − paid)",
        "vi": "{games} ván {players} người chơi, {hands} bài được chia; bỏ cuộc ở lượt đầu mất {drop} điểm; "
              "kết quả tính bằng điểm (+ thắng, − trả)"},
    "lab.ir.all": {"en": "every hand", "vi": "mọi bài"},
    "lab.ir.costly": {"en": "playing on cost more than a first drop in {n} of {hands:hand|hands}: {rate}",
                      "vi": "chơi tiếp mất nhiều hơn bỏ cuộc ở lượt đầu ở {n}/{hands} bài: {rate}"},
    "lab.ir.race_line": {
        "en": "jokers held {jokers}: pure sequence in {pure} turns on average (not in {cap}: {missed}), "
              "valid show in {show} turns (not in {cap}: {unshown})",
        "vi": "giữ {jokers} joker: có dãy thuần sau trung bình {pure} lượt (chưa có sau {cap} lượt: {missed}), "
              "khai hợp lệ sau {show} lượt (chưa khai được sau {cap} lượt: {unshown})"},
    "lab.ir.race_head": {"en": "{games:solitaire deal|solitaire deals} for each joker count, at most {cap:turn|turns} each",
                         "vi": "mỗi số joker {games} ván chơi một mình, tối đa {cap} lượt mỗi ván"},
    "error.lab.jokers": {"en": "jokers={value}: expected a list of joker counts, each 0 to {most}",
                         "vi": "jokers={value}: cần một danh sách số joker, mỗi số từ 0 đến {most}"},
    "error.lab.players_ir": {"en": "players={value}: expected a whole number from 2 to 6",
                             "vi": "players={value}: cần một số nguyên từ 2 đến 6"},
})


class PlayOnBot(GreedyBot):
    """The greedy bot that never drops: it plays every dealt hand to the end, so the hand's worth can be measured."""

    name = "play_on"

    def _hopeless(self, hand, stage, arrangement, wild, rules) -> bool:
        return False


def dealt_features(hand, wild_rank, rules) -> tuple[int, int]:
    """(jokers, cards in sequences) of a dealt hand: printed jokers and wild-rank cards held, and how many
    cards stand in the sequences (pure or impure) of the hand's best arrangement (:func:`indian_rummy.arrange`)."""
    wild = ir._wild(wild_rank)
    jokers = sum(ir._is_wild(c, wild) for c in hand)
    a = ir.arrange(list(hand), wild_rank, rules)
    in_sequences = sum(len(m.cards) for m, kind in zip(a.melds, a.kinds) if kind in (ir.PURE, ir.IMPURE))
    return jokers, in_sequences


def _joker_group(jokers: int) -> str:
    return JOKER_GROUPS[min(jokers, 3)]


def _sequence_group(cards: int) -> str:
    if cards == 0:
        return "0"
    if cards == 3:
        return "3"
    return "4–5" if cards <= 5 else "6+"


@dataclass(frozen=True)
class DropStudy:
    """What playing on from a dealt hand was worth, against the sure cost of a first drop.

    ``games`` deals of ``players`` greedy bots that never drop, from deal
    ``first_deal`` on; every seat's dealt hand is one player-hand. ``drop``
    is the first drop's points (:func:`indian_rummy.drop_penalty`); each
    :class:`~cardlab.lab.stats.Group` holds the player-hands' wins and their
    mean result in points (+ won from the others, − paid): ``overall``,
    ``by_jokers`` (keys :data:`JOKER_GROUPS`) and ``by_sequences`` (keys
    :data:`SEQUENCE_GROUPS`). A group whose mean result is below ``-drop``
    lost more by playing on than a first drop would have cost. ``costly``: the
    player-hands that paid more than ``drop`` by playing on (:class:`Share` of
    all of them) — the hands a first drop would, in hindsight, have saved points on.
    """

    games: int
    players: int
    first_deal: int
    drop: int
    overall: Group
    by_jokers: dict
    by_sequences: dict
    costly: Share

    def drop_pays(self, g: Group) -> bool:
        """True when playing on lost clearly more than dropping: the whole 95% range of the mean lies below ``-drop``."""
        return g.hands >= 2 and g.result + 1.96 * g.result_se < -self.drop

    def __str__(self) -> str:
        def line(label, g):
            share = g.wins if g.wins is not None else "-"
            # The count is padded as text so the column lines up; "{hands:hand|hands}" still agrees with it.
            return message("lab.ir.group", label=label, hands=f"{g.hands:>4}", result=number(g.result, signed=True),
                           se=number(g.result_se), share=share)
        lines = [message("lab.ir.drop_head", games=self.games, players=self.players,
                         hands=self.overall.hands, drop=self.drop),
                 line(message("lab.ir.all"), self.overall)]
        lines += [line(message("lab.ir.jokers", n=k), g) for k, g in self.by_jokers.items()]
        lines += [line(message("lab.ir.sequence_cards", n=k), g) for k, g in self.by_sequences.items()]
        lines.append(message("lab.ir.costly", n=self.costly.wins, hands=self.costly.games,
                             rate=self.costly.rate_text()))
        return "\n".join(lines)


def _players(players) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 6:
        raise CardlabError.of("error.lab.players_ir", value=quoted(players))
    return players


def drop_study(games: int, rules=None, players: int = 2, first_deal: int = 0,
               progress: Callable | None = None, *, n_jobs: int | None = None) -> DropStudy:
    """``games`` deals of ``players`` greedy bots that never drop; see :class:`DropStudy` for what is counted.

    Only Points Rummy deals are played (one deal each, whatever ``format`` says), so
    that a result is the points of that one hand. ``n_jobs``: processes to play in, as joblib
    counts them (``None`` follows :func:`joblib.parallel_config`, ``-1`` every core); the numbers
    are the same for any value.

    Raises:
        CardlabError: for bad sizes, ``players`` outside 2–6, a ``progress``
            that is not callable or a bad ``n_jobs``; InvalidRulesError for rules that are not Indian Rummy's.
    """
    rules, bar = prepared(games, first_deal, progress, rules, ir.Rules)
    rules = replace(_rules(rules), format="points")   # ir._rules names bad rules as the engine does
    players = _players(players)
    jobs(n_jobs)
    wins, results = [], []
    jokers = {k: ([], []) for k in JOKER_GROUPS}
    sequences = {k: ([], []) for k in SEQUENCE_GROUPS}
    records = run_deals(_drop_deal, range(first_deal, first_deal + games), (rules, players), n_jobs, bar, "deals")
    for seats in records:
        for won, result, j, s in seats:
            for where in (jokers[_joker_group(j)], sequences[_sequence_group(s)]):
                where[0].append(won)
                where[1].append(result)
            wins.append(won)
            results.append(result)
    drop = ir.drop_penalty(True, rules)
    return DropStudy(games, players, first_deal, drop, group(wins, results),
                     {k: group(*v) for k, v in jokers.items()}, {k: group(*v) for k, v in sequences.items()},
                     Share(sum(r < -drop for r in results), len(results)))


def _drop_deal(deal: int, rules, players: int) -> tuple:
    """One deal of :func:`drop_study`: per seat (won, result, jokers dealt, cards dealt in sequences)."""
    state = ir.new_game(seed=deal, rules=rules, players=players)
    dealt = [tuple(h) for h in state.hands]
    outcome = play_out(state, [PlayOnBot(seed=deal * 101 + s) for s in range(players)])
    return tuple((outcome.winner == seat, outcome.payments[seat], *dealt_features(dealt[seat], state.wild, rules))
                 for seat in range(players))


@dataclass(frozen=True)
class RaceLine:
    """One joker count of :func:`race_study`: for each solitaire deal, the turn its cards first held a pure
    sequence (``pure``) and could first make a valid show (``show``), ``None`` when not within ``cap`` turns."""

    jokers: int
    cap: int
    pure: tuple
    show: tuple

    def by_turn(self, turn: int, what: str = "pure") -> Share:
        """The share of deals that reached a pure sequence (``what="pure"``) or a valid show (``"show"``) by ``turn``."""
        turns = self.pure if what == "pure" else self.show
        return Share(sum(t is not None and t <= turn for t in turns), len(turns))

    def mean_turns(self, what: str = "pure") -> tuple[float, float]:
        """Mean turns ± standard error, a deal not there within ``cap`` turns counted as ``cap`` (so a lower bound)."""
        turns = self.pure if what == "pure" else self.show
        return mean_se([self.cap if t is None else t for t in turns])

    def __str__(self) -> str:
        pure, show = self.mean_turns("pure"), self.mean_turns("show")
        missed = sum(t is None for t in self.pure)
        unshown = sum(t is None for t in self.show)
        return message("lab.ir.race_line", jokers=self.jokers, pure=f"{number(pure[0])} ± {number(pure[1])}",
                       show=f"{number(show[0])} ± {number(show[1])}", cap=self.cap, missed=missed, unshown=unshown)


@dataclass(frozen=True)
class RaceStudy:
    """:func:`race_study`'s answer: ``games`` solitaire deals from ``first_deal`` for each joker count (``lines``)."""

    games: int
    first_deal: int
    cap: int
    lines: tuple

    def __str__(self) -> str:
        head = message("lab.ir.race_head", games=self.games, cap=self.cap)
        return "\n".join([head] + [str(line) for line in self.lines])


def _jokers(jokers, rules) -> list[int]:
    most = min(rules.hand_size - 3, rules.printed_jokers + 4 * rules.decks)
    bad = (isinstance(jokers, (str, bytes)) or not hasattr(jokers, "__iter__"))
    values = [] if bad else list(jokers)
    if bad or not values or any(isinstance(j, bool) or not isinstance(j, int) or not 0 <= j <= most for j in values):
        raise CardlabError.of("error.lab.jokers", value=quoted(jokers), most=most)
    return values


def _solitaire_hand(deal: int, jokers: int, rules):
    """The deal's wild rank and a template view, 13 cards with exactly ``jokers`` jokers and no pure sequence,
    and the stock to draw from; the same deal number gives the same cards for every joker count."""
    state = ir.new_game(seed=deal, rules=rules, players=2)
    wild = ir._wild(state.wild)
    rng = random.Random(f"indian_rummy:lab:race:{deal}")
    cards = list(rules.deck.cards)
    cards.remove(state.indicator)
    while True:
        rng.shuffle(cards)
        wilds = [c for c in cards if ir._is_wild(c, wild)]
        naturals = [c for c in cards if not ir._is_wild(c, wild)]
        hand = wilds[:jokers] + naturals[:rules.hand_size - jokers]
        if not ir._has_pure_run(hand, wild):
            break
    stock = wilds[jokers:] + naturals[rules.hand_size - jokers:]
    rng.shuffle(stock)
    return state.wild, state.view(0), hand, stock


def _race(deal: int, jokers: int, rules, cap: int) -> tuple:
    """(turn of the first pure sequence, turn of the first valid show) of one solitaire deal, None past ``cap``."""
    wild_rank, template, hand, stock = _solitaire_hand(deal, jokers, rules)
    wild = ir._wild(wild_rank)
    bot = GreedyBot(seed=deal)
    pure = show = None
    for turn in range(1, cap + 1):
        hand.append(stock.pop())
        if pure is None and ir._has_pure_run(hand, wild):
            pure = turn
        if pure is not None and ir._declaration_discard(hand, wild, rules) is not None:
            return pure, turn
        # The greedy bot discards from a view of these 14 cards (no show offered: the race stops at one).
        moves = tuple(Action("discard", (c,), None, 0) for c in sorted(set(hand)))
        view = replace(template, phase=ir.Phase.DISCARD, current_player=0, hand=tuple(sorted(hand)),
                       legal_actions=moves)
        hand.remove(bot.choose(view).cards[0])
    return pure, show


def _race_deal(deal: int, counts: tuple, rules, cap: int) -> tuple:
    """One deal number of :func:`race_study`, raced once per joker count: ``((pure, show), …)``."""
    return tuple(_race(deal, j, rules, cap) for j in counts)


def race_study(jokers: Iterable[int] = (0, 1, 2), games: int = 100, rules=None, first_deal: int = 0,
               cap: int = MAX_TURNS, progress: Callable | None = None, *, n_jobs: int | None = None) -> RaceStudy:
    """For each joker count, ``games`` solitaire deals: turns to a pure sequence and to a valid show.

    See the module's docstring; a deal that has not got there after
    ``cap`` turns is recorded as ``None``. ``n_jobs`` as in :func:`drop_study`.

    Raises:
        CardlabError: for joker counts that are not whole numbers the hand can
            hold, bad sizes, a ``cap`` below 1, a ``progress`` that is not callable or a bad ``n_jobs``;
            InvalidRulesError for rules that are not Indian Rummy's.
    """
    rules, bar = prepared(games, first_deal, progress, rules, ir.Rules)
    rules = _rules(rules)
    counts = _jokers(jokers, rules)
    cap = count("cap", cap, 1)
    jobs(n_jobs)
    records = run_deals(_race_deal, range(first_deal, first_deal + games), (tuple(counts), rules, cap), n_jobs, bar,
                        "deals")
    lines = []
    for i, j in enumerate(counts):
        races = [record[i] for record in records]
        lines.append(RaceLine(j, cap, tuple(r[0] for r in races), tuple(r[1] for r in races)))
    return RaceStudy(games, first_deal, cap, tuple(lines))
