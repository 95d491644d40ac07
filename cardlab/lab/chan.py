"""Seeded Chắn simulations for the strategy lab (``notebooks/chan/07_strategy_lab.ipynb``).

Questions a Chắn player asks, answered by many deals between the greedy bots
of :mod:`cardlab.bots.chan`, every deal dealt from a deal number:

* :func:`table_study` — how deals end (ù, Thiên ù, drawn), how often each
  cước (bonus of a win, :data:`cardlab.chan.BONUS_NAMES`) comes with a win
  and what a win scores, where the winning card came from (Ù chì at your
  own gate, another gate, Chíu), and whether the dealer (20 cards, the first
  discard) wins more often than the players after them;
* :func:`wait_study` — the first moment each player is ready (*chờ*: 19
  cards that one more card would make a win), how many faces they wait on
  and how many copies of those faces they have not seen (their *outs*),
  and how often a player ready with so many outs goes on to win the deal.

Both take ``n_jobs`` to play their deals in several processes (see
:func:`cardlab.lab.stats.run_deals`); the numbers do not depend on it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .. import chan
from ..bots.chan import GreedyBot, _unseen
from ..explain import message, register_messages
from .stats import Share, jobs, number, mean_se, play_out, prepared, run_deals

__all__ = ["ENDINGS", "SOURCES", "BONUSES", "OUT_GROUPS", "TableStudy", "WaitGroup", "WaitStudy",
           "table_study", "wait_study"]

#: How a Chắn deal ends, in the order the lab shows them.
ENDINGS = ("u", "thien_u", "drawn")
#: Where a winning card came from (``win_source`` of :func:`cardlab.chan.check_win`).
SOURCES = ("own_gate_stock", "other_gate_stock", "chiu", "dealt")
#: The cước the lab counts, in the order of the rules page's table; ``"xuong"`` is a win with none.
BONUSES = ("xuong",) + tuple(chan.BONUS_NAMES)
#: Players ready (chờ) grouped by their outs: unseen copies of the faces they wait on. A hand waiting on a
#: Chắn alone has at most 3 outs; one waiting on a Chắn or two Cạ (three faces) has up to 11.
OUT_GROUPS = ("1-3", "4-8", "9+")
SEATS = 4

register_messages({
    "lab.ch.endings": {"en": "endings: {parts}", "vi": "kết thúc: {parts}"},
    "lab.ch.end_u": {"en": "ù", "vi": "ù"},
    "lab.ch.end_thien_u": {"en": "Thiên ù", "vi": "Thiên ù"},
    "lab.ch.end_drawn": {"en": "drawn (stock ran out)", "vi": "hòa (hết nọc)"},
    "lab.ch.seat": {"en": "{place}: {share}", "vi": "{place}: {share}"},
    "lab.ch.place_0": {"en": "the dealer", "vi": "nhà cái"},
    "lab.ch.place_1": {"en": "1st after the dealer", "vi": "người thứ 1 sau nhà cái"},
    "lab.ch.place_2": {"en": "2nd after the dealer", "vi": "người thứ 2 sau nhà cái"},
    "lab.ch.place_3": {"en": "3rd after the dealer", "vi": "người thứ 3 sau nhà cái"},
    "lab.ch.points": {"en": "a win scores {mean} ± {se} points on average",
                      "vi": "một ván ù được trung bình {mean} ± {se} điểm"},
    "lab.ch.source": {"en": "won {what}: {n} of {wins:win|wins}", "vi": "ù {what}: {n}/{wins} ván ù"},
    "lab.ch.src_own_gate_stock": {"en": "at their own gate (Ù chì)", "vi": "ở cửa mình (Ù chì)"},
    "lab.ch.src_other_gate_stock": {"en": "at another gate", "vi": "ở cửa người khác"},
    "lab.ch.src_chiu": {"en": "by Chíu", "vi": "bằng Chíu"},
    "lab.ch.src_dealt": {"en": "on the dealt cards (Thiên ù)", "vi": "ngay khi chia bài (Thiên ù)"},
    "lab.ch.bonus": {"en": "{name}: in {n} of {wins:win|wins}", "vi": "{name}: {n}/{wins} ván ù"},
    "lab.ch.xuong": {"en": "Ù xuông (no cước)", "vi": "Ù xuông (không cước)"},
    "lab.ch.turned": {"en": "stock cards turned up a deal: {mean} on average",
                      "vi": "số lá nọc lật mỗi ván: trung bình {mean}"},
    "lab.ch.ready": {"en": "players ready (chờ) at some point: {n} of {players:player-deal|player-deals}",
                     "vi": "người chơi đã chờ ở một lúc nào đó: {n}/{players} lượt người chơi"},
    "lab.ch.outs": {"en": "{group} outs: {ready} ready, {share}", "vi": "{group} lá chờ chưa thấy: {ready} người, {share}"},
    "lab.ch.faces": {"en": "waiting on {n:face|faces}: {ready} ready, {share}",
                     "vi": "chờ {n} cây: {ready} người, {share}"},
})


@dataclass(frozen=True)
class TableStudy:
    """Four greedy bots, ``games`` deals (deal numbers ``first_deal``…).

    ``endings[kind]``: deals ending so (:data:`ENDINGS`); ``seats[k]``: wins
    of the player ``k`` places after the dealer (``0``: the dealer) as a
    :class:`Share` of all deals; ``bonuses[key]``: wins that scored that
    cước (:data:`BONUSES`, ``"xuong"`` for none); ``sources[key]``: wins by
    where the winning card came from (:data:`SOURCES`); ``points``: the
    score of every win, in deal order; ``turned``: stock cards turned up in
    every deal.
    """

    games: int
    first_deal: int
    endings: dict
    seats: tuple
    bonuses: dict
    sources: dict
    points: tuple
    turned: tuple

    @property
    def wins(self) -> int:
        """The deals somebody won (all but the drawn ones)."""
        return self.games - self.endings["drawn"]

    def bonus(self, key: str) -> Share:
        """The share of wins that scored the cước ``key`` (one of :data:`BONUSES`), with its interval."""
        return Share(self.bonuses[key], max(self.wins, 1))

    def ending(self, kind: str) -> Share:
        """The share of deals that ended as ``kind`` (one of :data:`ENDINGS`), with its interval."""
        return Share(self.endings[kind], self.games)

    def __str__(self) -> str:
        parts = ", ".join(f"{message('lab.ch.end_' + k)} {self.endings[k]}" for k in ENDINGS)
        lines = [message("lab.ch.endings", parts=parts)]
        for k, share in enumerate(self.seats):
            lines.append(message("lab.ch.seat", place=message(f"lab.ch.place_{k}"), share=share))
        m, se = mean_se(self.points)
        lines.append(message("lab.ch.points", mean=number(m, 2), se=number(se, 2)))
        for key in SOURCES:
            lines.append(message("lab.ch.source", what=message("lab.ch.src_" + key), n=self.sources[key],
                                 wins=self.wins))
        for key in BONUSES:
            name = message("lab.ch.xuong") if key == "xuong" else chan.BONUS_NAMES[key]
            if self.bonuses[key] or key == "xuong":
                lines.append(message("lab.ch.bonus", name=name, n=self.bonuses[key], wins=self.wins))
        lines.append(message("lab.ch.turned", mean=number(mean_se(self.turned)[0])))
        return "\n".join(lines)


def _greedy_table(deal: int) -> list:
    """The four greedy bots of a deal, each seeded from the deal number and its seat."""
    return [GreedyBot(seed=deal * 101 + s) for s in range(SEATS)]


def _table_deal(deal: int, rules) -> tuple:
    """One deal of :func:`table_study`: (ending, stock cards turned up, and for a win: the winner's place
    after the dealer, where the card came from, the points and the cước scored)."""
    state = chan.new_game(seed=deal, rules=rules)
    outcome = play_out(state, _greedy_table(deal))
    if state.winner is None:
        return outcome.end, state.turned_up, None
    score = state.final_score
    # A cước counted twice (two Tôm) is one win that scored it: the share is of wins. Sorted, so the
    # record does not depend on the order a set happens to have in the process that made it.
    keys = tuple(sorted(set(score.keys) or {"xuong"}))
    return outcome.end, state.turned_up, ((state.winner - state.dealer) % SEATS, state.win_source, score.points, keys)


def table_study(games: int, rules=None, first_deal: int = 0, progress: Callable | None = None, *,
                n_jobs: int | None = None) -> TableStudy:
    """Four greedy bots play ``games`` deals from deal ``first_deal`` on; see :class:`TableStudy` for what is counted.

    ``progress`` is ``None`` or a bar such as ``tqdm``; ``n_jobs`` the processes to play in, as joblib
    counts them (``None`` follows :func:`joblib.parallel_config`, ``-1`` every core) — the numbers are
    the same for any value.

    Raises:
        CardlabError: for a number of games below 1, a deal number that is not
            a whole number, a ``progress`` that is not callable or a bad ``n_jobs``;
            InvalidRulesError for rules that are not Chắn's.
    """
    rules, bar = prepared(games, first_deal, progress, rules, chan.Rules)
    jobs(n_jobs)
    endings = dict.fromkeys(ENDINGS, 0)
    seat_wins = [0] * SEATS
    bonuses = dict.fromkeys(BONUSES, 0)
    sources = dict.fromkeys(SOURCES, 0)
    points, turned = [], []
    for end, up, win in run_deals(_table_deal, range(first_deal, first_deal + games), (rules,), n_jobs, bar, "deals"):
        endings[end] += 1
        turned.append(up)
        if win is None:
            continue
        place, source, score, keys = win
        seat_wins[place] += 1
        sources[source] += 1
        points.append(score)
        for key in keys:
            bonuses[key] += 1
    return TableStudy(games, first_deal, endings, tuple(Share(w, games) for w in seat_wins), bonuses, sources,
                      tuple(points), tuple(turned))


@dataclass(frozen=True)
class WaitGroup:
    """Players first ready (chờ) in one group: how many, and how many of them won the deal (:class:`Share`)."""

    ready: int
    wins: Share | None


@dataclass(frozen=True)
class WaitStudy:
    """The first moment each player of ``games`` greedy deals was ready (chờ).

    ``ready``: player-deals that were ever ready, out of ``4 × games``;
    ``by_outs[group]`` / ``by_faces[group]``: those players grouped by
    their outs (:data:`OUT_GROUPS`) or by the number of faces they waited
    on (only numbers that occurred, in increasing order), as :class:`WaitGroup`; ``outs``: every ready
    player's outs, in deal and seat order; ``stock_left``: the stock's size
    at each of those moments.
    """

    games: int
    first_deal: int
    ready: int
    by_outs: dict
    by_faces: dict
    outs: tuple
    stock_left: tuple

    def __str__(self) -> str:
        lines = [message("lab.ch.ready", n=self.ready, players=SEATS * self.games)]
        for group in OUT_GROUPS:
            g = self.by_outs[group]
            lines.append(message("lab.ch.outs", group=group, ready=g.ready, share=g.wins if g.wins else "-"))
        for n, g in self.by_faces.items():
            lines.append(message("lab.ch.faces", n=n, ready=g.ready, share=g.wins))
        return "\n".join(lines)


def out_group(outs: int) -> str:
    """The :data:`OUT_GROUPS` label of a number of outs (``5`` → ``"4-6"``)."""
    return OUT_GROUPS[0] if outs <= 3 else OUT_GROUPS[1] if outs <= 8 else OUT_GROUPS[2]


def _first_waits(state, found: dict, checked: dict) -> None:
    """Record in ``found`` every player not yet there who is now ready: (faces waited on, outs, stock left).

    ``checked[p]`` holds the cards last found not ready, so a hand that did not change is not searched again.
    """
    for p in range(state.players):
        if p in found or state.dead[p]:
            continue
        cards = state.cards_of(p)
        if len(cards) != state.rules.HAND_CARDS or checked.get(p) == cards:
            continue
        checked[p] = cards
        waits = chan.waiting_cards(cards, state.rules, exposed=[g.cards for g in state.exposed[p]])
        if waits:
            # Outs are counted from what p can see, as a player at the table counts them.
            unseen = _unseen(state.view(p))
            found[p] = (len(waits), sum(unseen[w.card.index] for w in waits), len(state.stock))


def _wait_deal(deal: int, rules) -> tuple:
    """One deal of :func:`wait_study`: for each player ever ready, in seat order, (faces, outs, stock left, won)."""
    state = chan.new_game(seed=deal, rules=rules)
    found: dict = {}
    checked: dict = {}
    play_out(state, _greedy_table(deal), lambda s: _first_waits(s, found, checked))
    return tuple((*found[p], state.winner == p) for p in sorted(found))


def wait_study(games: int, rules=None, first_deal: int = 0, progress: Callable | None = None, *,
               n_jobs: int | None = None) -> WaitStudy:
    """Four greedy bots play ``games`` deals; for each player, the first moment they are ready and whether they win.

    The deals are those of :func:`table_study` with the same arguments (the
    same bots, the same moves). See :class:`WaitStudy` for what is counted;
    ``n_jobs`` as in :func:`table_study`.

    Raises:
        CardlabError: for a number of games below 1, a deal number that is not
            a whole number, a ``progress`` that is not callable or a bad ``n_jobs``;
            InvalidRulesError for rules that are not Chắn's.
    """
    rules, bar = prepared(games, first_deal, progress, rules, chan.Rules)
    jobs(n_jobs)
    outs_won: dict = {k: [] for k in OUT_GROUPS}
    faces_won: dict = {}
    all_outs, stock_left = [], []
    for ready in run_deals(_wait_deal, range(first_deal, first_deal + games), (rules,), n_jobs, bar, "deals"):
        for faces, outs, left, won in ready:
            outs_won[out_group(outs)].append(won)
            faces_won.setdefault(faces, []).append(won)
            all_outs.append(outs)
            stock_left.append(left)

    def group(won: list) -> WaitGroup:
        return WaitGroup(len(won), Share(sum(won), len(won)) if won else None)

    return WaitStudy(games, first_deal, len(all_outs), {k: group(v) for k, v in outs_won.items()},
                     {k: group(faces_won[k]) for k in sorted(faces_won)}, tuple(all_outs), tuple(stock_left))
