"""Chắn cước scoring: :func:`score`, :func:`settle` and the waiting cards of a hand."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import CardlabError, CardTypeError
from ..explain import Reason, Verdict, language_of, message, quoted, register_messages
from .cards import FACES, LEO, RED_INDEXES, TOM, ChanCard, _check_holds, _counts, parse_cards
from .pairs import HISTORY_FLAGS, _check_win, _free_counts, _parse_exposed, _win_quick, check_win
from .rules import BONUS_NAMES, Rules, _rules


@dataclass(frozen=True)
class Score:
    """The cước of a win: ``points`` and the ``bonuses`` as (name, main, dịch).

    ``main`` is the name of the bonus whose main value counts (``None`` for
    Ù xuông or a Thập thành sum); ``keys`` are the bonus keys in the order of
    ``bonuses``; ``method`` is ``"xuong"``, ``"main_plus_dich"`` or
    ``"sum_of_mains"``. ``str(score)`` shows the arithmetic:
    ``"Tôm 4 + Ù chì dịch 1 = 5"``.
    """

    points: int
    bonuses: tuple = ()
    main: str | None = None
    keys: tuple = ()
    method: str = "xuong"
    verdict: Verdict | None = field(default=None, compare=False, repr=False)

    @property
    def arithmetic(self) -> str:
        if self.method == "xuong":
            return f"Ù xuông = {self.points}"
        if self.method == "sum_of_mains":
            return " + ".join(f"{n} {m}" for n, m, _ in self.bonuses) + f" = {self.points}"
        terms, used = [], False
        for name, main, dich in self.bonuses:
            if not used and name == self.main:
                terms.insert(0, f"{name} {main}")
                used = True
            else:
                terms.append(f"{name} dịch {dich}")
        return " + ".join(terms) + f" = {self.points}"

    @property
    def reasons(self) -> tuple:
        """One reason per bonus, then the rule that adds them up."""
        out = [Reason(f"chan.bonus.{k}", main=m, dich=d) for k, (_, m, d) in zip(self.keys, self.bonuses)]
        if self.method == "xuong":
            out.append(Reason("chan.score.xuong", points=self.points))
        elif self.method == "sum_of_mains":
            out.append(Reason("chan.score.sum", arithmetic=self.arithmetic))
        else:
            out.append(Reason("chan.score.main", arithmetic=self.arithmetic))
        return tuple(out)

    def text(self, language: str | None = None) -> str:
        """The reasons in ``language`` (default: the current one).

        Raises:
            CardlabError: for a language with no catalogue.
        """
        language = language_of(language)
        return " ".join(r.text(language) for r in self.reasons)

    def __str__(self) -> str:
        return self.arithmetic

    def __repr__(self) -> str:
        return f"<Score {self.arithmetic}>"

    def _repr_html_(self) -> str:
        from html import escape

        from .. import render

        cards = "" if self.verdict is None else render.long_cards_html(
            [c for pair in self.verdict.pairing.chan + self.verdict.pairing.ca for c in pair])
        items = "".join(f"<li>{escape(r.text())}</li>" for r in self.reasons)
        return (f'<div style="font-family:system-ui,sans-serif;font-size:15px">{cards}'
                f'<ul style="margin:4px 0 0 18px;padding:0">{items}</ul>'
                f'<b>{escape(self.arithmetic)}</b></div>')


_BONUS_ORDER = ("u_chi", "thien_u", "dia_u", "thong", "tom", "bach_thu", "bach_thu_chi", "leo", "thien_khai",
                "chiu_u", "bon", "bach_dinh", "tam_do", "kinh_tu_chi", "thap_thanh")


def _flag_set(history) -> frozenset:
    """History flags as a set; refuses non-iterables and unknown flags."""
    if isinstance(history, str):
        history = (history,)
    try:
        flags = frozenset(history)
    except TypeError:
        raise CardTypeError.of("error.chan.history_type", value=quoted(history), flags=", ".join(HISTORY_FLAGS)) from None
    for flag in flags:
        if flag not in HISTORY_FLAGS:
            raise CardlabError.of("error.chan.history_flag", value=quoted(flag), flags=", ".join(HISTORY_FLAGS))
    return flags


def _check_history(history, cnt, win, source) -> frozenset:
    flags = _flag_set(history)
    if ("thien_khai" in flags or "bon" in flags) and 4 not in cnt:
        bad = "thien_khai" if "thien_khai" in flags else "bon"
        raise CardlabError.of("error.chan.history_four", value=quoted(bad))
    if "chiu_u" in flags and (win is None or cnt[win._index] != 4):
        raise CardlabError.of("error.chan.history_chiu_u")
    if "dia_u" in flags and source not in ("own_gate_stock", "other_gate_stock"):
        raise CardlabError.of("error.chan.history_dia_u", value=quoted(source))
    return flags


def _bonus_keys(cnt, pairing, win, source, flags, rules) -> list[str]:
    keys = []
    extra = rules.extra_traditional_bonuses
    if source == "own_gate_stock":
        keys.append("u_chi")
    if source == "dealt":
        keys.append("thien_u")
    if extra and "dia_u" in flags:
        keys.append("dia_u")
    if extra and "thong" in flags:
        keys.append("thong")
    keys += ["tom"] * min(cnt[c._index] for c in TOM)
    if win is not None and pairing.n_chan == rules.MIN_CHAN and not any(
            a.rank == win.rank and not win.is_chi_chi for a, _ in pairing.ca):
        keys.append("bach_thu_chi" if win.is_chi_chi and rules.bach_thu_chi_separate_bonus else "bach_thu")
    keys += ["leo"] * min(cnt[c._index] for c in LEO)
    if "thien_khai" in flags:
        keys.append("thien_khai")
    if "chiu_u" in flags or source == "chiu":
        keys.append("chiu_u")
    if "bon" in flags:
        keys.append("bon")
    red = sum(cnt[i] for i in RED_INDEXES)
    if red == 0:
        keys.append("bach_dinh")
    if red == 8:
        keys.append("tam_do")
    if cnt[24] == 4 and red == 4:
        keys.append("kinh_tu_chi")
    if pairing.n_chan == 10:
        keys.append("thap_thanh")
    return keys


def _total(keys: list[str], rules: Rules, verdict) -> Score:
    table = rules.bonus_values
    if not keys:
        return Score(rules.xuong_points, verdict=verdict)
    bonuses = tuple((BONUS_NAMES[k], table[k][0], table[k][1]) for k in keys)
    if "thap_thanh" in keys and rules.thap_thanh_adds_main_values:
        order = sorted(range(len(keys)), key=lambda i: keys[i] != "thap_thanh")
        return Score(sum(b[1] for b in bonuses), tuple(bonuses[i] for i in order), None,
                     tuple(keys[i] for i in order), "sum_of_mains", verdict)
    # Highest main value; on a tie the one with the higher dịch is the main one.
    best = max(range(len(bonuses)), key=lambda i: (bonuses[i][1], bonuses[i][2], -i))
    points = bonuses[best][1] + sum(b[2] for i, b in enumerate(bonuses) if i != best)
    return Score(points, bonuses, bonuses[best][0], tuple(keys), "main_plus_dich", verdict)


def score(cards, winning_card, win_source, history=(), rules=None, *, exposed=()) -> Score:
    """The cước (points) of a win, with its bonuses and arithmetic.

    ``cards``: the 20 winning cards (the winning card among them);
    ``win_source`` as in :func:`check_win`; ``history``: flags the hand
    earned on the way that the cards cannot show — ``"thien_khai"`` (four
    identical cards dealt), ``"chiu_u"`` (the winning card completed a triple
    to four; implied by ``win_source="chiu"``), ``"bon"`` (a pair completed
    to four), and with ``extra_traditional_bonuses`` ``"dia_u"``, ``"thong"``.

    Ù xuông (no bonus) scores ``xuong_points``; otherwise the highest main
    value plus the dịch of every other bonus (equal mains: the one with the
    higher dịch is the main one); with Thập thành the main values are added.
    A Thiên ù (``win_source="dealt"``) has no winning card: it is scored on
    the dealt hand alone, so neither the Chi chi rule nor Bạch thủ applies
    and ``winning_card`` (``None`` or a card of the hand) changes nothing.

    Raises:
        CardlabError: if the cards are not a win (the message gives the
            reason), for unknown or impossible history flags, or bad input
            as in :func:`check_win`.
    """
    rules = _rules(rules)
    verdict = check_win(cards, winning_card, win_source, rules, exposed=exposed)
    if not verdict:
        shown = cards if isinstance(cards, str) else " ".join(str(c) for c in parse_cards(cards))
        raise CardlabError.of("error.chan.not_a_win", value=quoted(shown), reason=verdict)
    cnt = _counts(parse_cards(cards, _as_hand=False))
    return _score(cnt, verdict, history, rules)


def _score(cnt, verdict, history, rules) -> Score:
    win, source = verdict.winning_card, verdict.win_source
    flags = _check_history(history, cnt, win, source)
    return _total(_bonus_keys(cnt, verdict.pairing, win, source, flags, rules), rules, verdict)


def settle(points, winner, players: int = 4) -> tuple[int, ...]:
    """Payments of a deal: each loser pays ``points``, the winner receives three times it.

    With ``players`` other than 4, the winner receives ``(players - 1) *
    points``. ``winner=None`` is a drawn deal: all zeros.

    Raises:
        CardlabError: for a negative or non-numeric score, or a winner who is
            not a seat 0..players-1.
    """
    if isinstance(players, bool) or not isinstance(players, int) or players < 2:
        raise CardlabError.of("error.chan.settle_players", value=quoted(players))
    if isinstance(points, bool) or not isinstance(points, (int, float)) or points < 0:
        raise CardlabError.of("error.chan.settle_points", value=quoted(points))
    if winner is None:
        return (0,) * players
    if isinstance(winner, bool) or not isinstance(winner, int) or not 0 <= winner < players:
        raise CardlabError.of("error.chan.settle_winner", value=quoted(winner), last=players - 1)
    return tuple((players - 1) * points if p == winner else -points for p in range(players))


@dataclass(frozen=True)
class Wait:
    """A card that completes a 19-card hand: ``card``, ``score`` when it is
    turned up at another gate, ``own_gate_score`` at your own gate (Ù chì)."""

    card: ChanCard
    score: Score
    own_gate_score: Score

    @property
    def points(self) -> int:
        return self.score.points

    def __str__(self) -> str:
        return (f"{self.card} ({self.card.name}): {self.score.arithmetic}; "
                f"at your own gate {self.own_gate_score.arithmetic}")

    def describe(self, language: str | None = None) -> str:
        """The wait in words, in ``language`` (default: the current one)."""
        return message("chan.wait.describe", language, card=str(self.card), name=self.card.name,
                       score=self.score.arithmetic, own=self.own_gate_score.arithmetic)


def waiting_cards(cards, rules=None, *, exposed=(), history=()) -> list[Wait]:
    """Which faces complete a 19-card hand (chờ), with the score each would give.

    Faces the hand already holds four times are left out (no fifth copy).
    Chi chi completes only an exact 6 Chắn + 4 Cạ.

    Raises:
        CardlabError: if the hand does not have 19 cards; junk as in
            :func:`check_win`.
    """
    rules = _rules(rules)
    hand = parse_cards(cards, _as_hand=False)
    cnt = _check_holds(hand)
    if len(hand) != rules.HAND_CARDS:
        raise CardlabError.of("error.chan.wait_size", value=quoted(" ".join(map(str, hand))), n=len(hand),
                              need=rules.HAND_CARDS)
    groups = _parse_exposed(exposed, hand)
    history = _flag_set(history)
    free, fixed_chan, fixed_ca = _free_counts(cnt, groups)
    out = []
    for face in FACES:
        if cnt[face._index] >= rules.COPIES:
            continue
        free[face._index] += 1
        ok = _win_quick(free, fixed_chan, fixed_ca, face._index, rules.MIN_CHAN)
        free[face._index] -= 1
        if ok:
            full = hand + [face]
            cnt[face._index] += 1
            scores = []
            for source in ("other_gate_stock", "own_gate_stock"):
                verdict = _check_win(full, cnt, face, source, groups, rules)
                try:
                    scores.append(_score(cnt, verdict, history, rules))
                except CardlabError:
                    # A history flag this card cannot carry (e.g. chiu_u):
                    # score it without the flags rather than hide the wait.
                    scores.append(_score(cnt, verdict, (), rules))
            cnt[face._index] -= 1
            out.append(Wait(face, *scores))
    return out


register_messages({
    "chan.wait.describe": {"en": "{card} ({name}): {score}; at your own gate {own}",
                           "vi": "{card} ({name}): {score}; ở cửa mình {own}"},
})
