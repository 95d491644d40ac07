"""Indian Rummy declarations and scores: :func:`check_declaration`, penalties, drops, wrong shows and
:func:`settle_deal`."""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from ..cards import Card, Hand, parse_cards
from ..engine import Outcome, SeatList, check_player_id
from ..errors import ArrangementError, CardlabError, CardTypeError, NotationError
from ..explain import Reason, Verdict, quoted
from ..melds import Meld
from .groups import _meld_verdict
from .rules import IMPURE, PURE, SET, _check_deck, _read_cards, _rules, _total, _wild
from .search import RummyArrangement, _evaluate


def _read_groups(groups) -> list[list[Card]]:
    """Groups as lists of cards: a list of groups, or a string with ``|`` between groups."""
    if isinstance(groups, str):
        parts = [p for p in groups.replace(";", "|").split("|")]
        if not any(p.strip() for p in parts):
            raise NotationError.of("error.indian_rummy.no_groups", value=quoted(groups))
        return [list(parse_cards(p)) for p in parts if p.strip()]
    if groups is None or isinstance(groups, (int, float, bytes, Card)):
        raise CardTypeError.of("error.indian_rummy.groups_type", value=quoted(groups))
    try:
        items = list(groups)
    except TypeError:
        raise CardTypeError.of("error.indian_rummy.groups_type", value=quoted(groups)) from None
    out = []
    for g in items:
        if isinstance(g, Card):
            out.append([g])
        elif isinstance(g, Meld):
            out.append(list(g.cards))
        else:
            out.append(list(parse_cards(g)))
    return out


def check_declaration(groups, wild_rank=None, rules=None, *, hand=None) -> Verdict:
    """Is this show (*khai bài*) valid? Every failure is named.

    ``groups`` is the shown grouping (a list of groups, or a string such as
    ``"3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"``). A valid show has
    all ``hand_size`` (13) cards in valid groups, at least two sequences and
    at least one pure sequence. With ``hand``, the groups must use exactly
    the hand's cards (a card left out or used twice is named).

    ``.kind`` is ``"valid_show"`` or ``"wrong_show"``; ``.groups`` holds one
    :func:`check_meld` verdict per group; ``.sequences`` and ``.pure`` count.

    Raises:
        NotationError / CardTypeError: if the groups or hand cannot be read,
            or hold more copies of a card than the decks do.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    parsed = _read_groups(groups)
    shown = [c for g in parsed for c in g]
    _check_deck(shown, rules)
    reasons: list[Reason] = []
    if hand is not None:
        held = _read_cards(hand)
        _check_deck(held, rules)
        have, used = Counter(held), Counter(shown)
        missing = [c for c in sorted(have) for _ in range(have[c] - used.get(c, 0))]
        if missing:
            reasons.append(Reason("indian_rummy.not_grouped", cards=tuple(missing)))
        for c in sorted(used):
            if used[c] > have.get(c, 0):
                if have.get(c, 0):
                    reasons.append(Reason("indian_rummy.used_twice", card=c, n=used[c], held=have[c]))
                else:
                    reasons.append(Reason("indian_rummy.not_in_hand", card=c))
        if len(held) != rules.hand_size:
            reasons.append(Reason("indian_rummy.wrong_count", n=len(held), need=rules.hand_size))
    elif len(shown) != rules.hand_size:
        reasons.append(Reason("indian_rummy.wrong_count", n=len(shown), need=rules.hand_size))
    verdicts = tuple(_meld_verdict(g, wild, rules) for g in parsed)
    for g, v in zip(parsed, verdicts):
        if not v:
            reasons.append(Reason("indian_rummy.invalid_group", cards=tuple(g)))
            reasons.extend(v.reasons)
    valid = [v for v in verdicts if v]
    sequences = [v for v in valid if PURE in v.kinds or IMPURE in v.kinds]
    pure = [v for v in sequences if v.kind == PURE]
    if len(sequences) < 2:
        reasons.append(_too_few_sequences(len(sequences)))
    if not pure:
        if sequences:
            reasons.append(Reason("indian_rummy.no_pure_sequence", n=len(sequences)))
            for v in sequences:
                jokers = tuple(j for j, _ in v.stand_ins)
                wanted = tuple(m for _, m in v.stand_ins)
                reasons.append(Reason("indian_rummy.uses_joker", cards=v.meld.cards, jokers=jokers, missing=wanted))
        else:
            reasons.append(Reason("indian_rummy.no_sequence_at_all"))
    ok = not reasons
    if ok:
        detail = [r for v in verdicts for r in v.reasons]
        reasons = detail + [Reason("indian_rummy.valid_show", n=rules.hand_size, sequences=len(sequences),
                                   pure=len(pure))]
    else:
        reasons.insert(0, Reason("indian_rummy.wrong_show"))
    return Verdict(ok, "valid_show" if ok else "wrong_show", reasons, groups=verdicts,
                   sequences=len(sequences), pure=len(pure))


def explain_penalty(hand, groups=None, wild_rank=None, rules=None) -> Verdict:
    """A loser's penalty points (*điểm phạt*) with the reasons; ``.points`` holds the number.

    With ``groups`` (the loser's own grouping; cards of the hand in no group
    are loose; groups that are not valid count as loose cards), else the
    best arrangement. Under ``loser_grouping_requirement="pure_sequence"``
    (the Indian Rummy guide) a loser with a pure sequence counts only the cards outside
    valid groups; under ``"two_sequences_one_pure"`` (most apps) only a
    loser with two sequences, one of them pure, does, and any other loser
    counts every card. A loser with no pure sequence counts all cards
    (``no_pure_sequence_penalty``). Penalties are capped at ``max_penalty``.
    The seed's Bình (7♣8♣9♣, three 5s, three Js, K♠ 9♦ 4♠ 2♥ loose) pays
    25 under the first, 80 (94 capped) under the second.

    Raises:
        NotationError / CardTypeError: if the hand or groups cannot be read.
        ArrangementError: if the groups use a card the hand does not hold.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = [] if isinstance(hand, (list, tuple)) and not hand else list(parse_cards(hand))
    _check_deck(cards, rules)
    if groups is None:
        return _evaluate(cards, wild, rules).verdict
    parsed = _read_groups(groups)
    left = Counter(cards)
    for g in parsed:
        for c in g:
            if left.get(c, 0) <= 0:
                raise ArrangementError.of("error.indian_rummy.group_not_held", card=quoted(str(c)), hand=Hand(cards))
            left[c] -= 1
    verdicts = [_meld_verdict(g, wild, rules) for g in parsed]
    loose = [c for g, v in zip(parsed, verdicts) if not v for c in g]
    loose += [c for c in sorted(left) for _ in range(left[c])]
    sequences = [v for v in verdicts if v and (PURE in v.kinds or IMPURE in v.kinds)]
    pure = [v for v in sequences if v.kind == PURE]
    meets = bool(pure) if rules.loser_grouping_requirement == "pure_sequence" else (len(sequences) >= 2 and pure)
    cap = rules.max_penalty
    total = _total(cards, wild, rules)
    if meets and len(loose) == 0 and len(sequences) >= 2 and len(cards) == rules.hand_size:
        return Verdict(True, "valid_show", [Reason("indian_rummy.valid_show", n=rules.hand_size,
                                                   sequences=len(sequences), pure=len(pure))], points=0)
    if meets:
        points = _total(loose, wild, rules)
        reasons = [Reason("indian_rummy.counts_loose", points=min(points, cap), loose=points)]
        if points > cap:
            reasons.append(Reason("indian_rummy.capped", cap=cap))
        return Verdict(False, "counts_loose", reasons, points=min(points, cap))
    if not pure and rules.no_pure_sequence_penalty == "fixed_max":
        return Verdict(False, "fixed_max", [Reason("indian_rummy.fixed_max", points=cap, total=total)], points=cap)
    why = "indian_rummy.all_count_no_pure" if not pure else "indian_rummy.all_count_two_sequences"
    reasons = [Reason(why, points=min(total, cap), total=total)]
    if total > cap:
        reasons.append(Reason("indian_rummy.capped", cap=cap))
    return Verdict(False, why.split(".")[1], reasons, points=min(total, cap))


def penalty(hand, groups=None, wild_rank=None, rules=None) -> int:
    """A loser's penalty points, from their grouping or (``groups=None``) the best arrangement.

    See :func:`explain_penalty` for the rule and the reasons.

    >>> penalty("7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H")
    25

    Raises:
        NotationError / CardTypeError: if the hand or groups cannot be read.
        ArrangementError: if the groups use a card the hand does not hold.
    """
    return explain_penalty(hand, groups, wild_rank, rules).points


def drop_penalty(first: bool = True, rules=None) -> int:
    """Points for dropping (*bỏ cuộc*): ``first_drop`` before one's first draw, else ``middle_drop``.

    Raises:
        CardTypeError: when ``first`` is not ``True`` or ``False``; InvalidRulesError: for bad ``rules``.
    """
    rules = _rules(rules)
    if not isinstance(first, bool):
        raise CardTypeError.of("error.indian_rummy.first_drop", value=quoted(first))
    return rules.first_drop if first else rules.middle_drop


def wrong_show_penalty(rules=None) -> int:
    """Points for a wrong show (*khai sai*): ``wrong_show`` (80)."""
    return _rules(rules).wrong_show


def settle_deal(winner, penalties: Mapping, rules=None) -> Outcome:
    """Points Rummy settlement: every loser pays their penalty points to the winner.

    ``penalties`` maps each loser to their points (the winner scores 0).
    ``winner=None`` (no valid show) splits nothing: every payment is 0.

    Raises:
        CardlabError: for penalties that are not whole numbers from 0 up, or
            a winner listed among the losers.
    """
    rules = _rules(rules)
    if not isinstance(penalties, Mapping):
        raise CardTypeError.of("error.indian_rummy.penalties_type", value=quoted(penalties))
    for name, p in [("winner", winner)] * (winner is not None) + [("player", p) for p in penalties]:
        check_player_id(name, p)
    for p, v in penalties.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardlabError.of("error.indian_rummy.penalty", value=quoted(v), player=quoted(p))
    if winner is not None and winner in penalties and penalties[winner]:
        raise CardlabError.of("error.indian_rummy.winner_penalty", player=quoted(winner), points=quoted(penalties[winner]))
    payments = {p: 0 for p in penalties}
    reasons = []
    if winner is not None:
        payments[winner] = 0
        for p, v in penalties.items():
            if p == winner:
                continue
            payments[p] -= v
            payments[winner] += v
            reasons.append(Reason("indian_rummy.pays", player=p, points=v, winner=winner))
    ranking = tuple(sorted(payments, key=lambda p: (-payments[p], str(p))))
    return Outcome(winner, ranking, (), payments, "show" if winner is not None else "no_winner", tuple(reasons),
                   {"penalties": dict(penalties)})


def _show_failures(a: RummyArrangement) -> list[Reason]:
    """Why the best arrangement of a wrong show is no show: loose cards, too few sequences, no pure one."""
    out = []
    if a.deadwood:
        out.append(Reason("indian_rummy.not_grouped", cards=tuple(a.deadwood)))
    sequences = [(m, k) for m, k in zip(a.melds, a.kinds) if k != SET]
    if len(sequences) < 2:
        out.append(_too_few_sequences(len(sequences)))
    if not any(k == PURE for _, k in sequences):
        out.append(Reason("indian_rummy.no_pure_sequence", n=len(sequences)) if sequences
                   else Reason("indian_rummy.no_sequence_at_all"))
    return out


def match_totals(deals, rules=None) -> Verdict:
    """Running totals over several deals, and who is out or wins, in the format of ``rules``.

    ``deals`` is a list with one mapping per deal: seat → the penalty points
    that deal (the deal's winner 0), e.g. ``[{0: 0, 1: 25, 2: 80}, …]``.

    * ``format="pool101"`` / ``"pool201"``: each player's points add up; a
      player reaching 101 (201) is out and plays no more deals; the last
      one left wins the pool.
    * ``"deals"``: everyone starts with ``deals × max_penalty`` chips; in
      each deal the winner (the one seat with 0 points) takes every loser's
      penalty in chips; after ``deals`` deals the most chips wins (a tie
      asks for an extra deal).
    * ``"points"``: the points add up, nobody is out.

    ``bool(verdict)`` is True once the match is decided; ``.totals`` holds
    the running table after each deal (a dict per deal), ``.out`` maps each
    eliminated seat to the deal (1, 2 …) that put it out, ``.winner`` the
    winner or None; the reasons say what happened.

    >>> match_totals([{0: 0, 1: 80, 2: 40}, {0: 25, 1: 30, 2: 0}], Rules.pool(101)).totals[-1]
    {0: 25, 1: 110, 2: 40}

    Raises:
        CardlabError: for deals that are not a list of mappings seat → whole
            points from 0, a seat already out playing again, or a Deals deal
            without exactly one winner.
    """
    rules = _rules(rules)
    if isinstance(deals, (str, bytes, Mapping)) or not isinstance(deals, (list, tuple)):
        raise CardTypeError.of("error.indian_rummy.deals_type", value=quoted(deals))
    for deal in deals:
        if not isinstance(deal, Mapping) or not deal:
            raise CardTypeError.of("error.indian_rummy.deals_type", value=quoted(deals))
        for p, v in deal.items():
            check_player_id("player", p)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise CardlabError.of("error.indian_rummy.penalty", value=quoted(v), player=quoted(p))
    fmt, limit = rules.format, rules.pool_limit
    seats = sorted({p for deal in deals for p in deal}, key=str)
    start = rules.deals * rules.max_penalty if fmt == "deals" else 0
    totals = {p: start for p in seats}
    table, out, reasons = [], {}, []
    winner = None
    for n, deal in enumerate(deals, start=1):
        if winner is not None:
            raise CardlabError.of("error.indian_rummy.match_over", deal=n, value=quoted(dict(deal)))
        back = [p for p in deal if p in out]
        if back:
            raise CardlabError.of("error.indian_rummy.out_plays", player=quoted(back[0]), deal=n, out=out[back[0]])
        if fmt == "deals":
            won = [p for p, v in deal.items() if v == 0]
            if len(won) != 1:
                raise CardlabError.of("error.indian_rummy.deal_winner", deal=n, value=quoted(dict(deal)))
            gain = sum(deal.values())
            for p, v in deal.items():
                totals[p] -= v
            totals[won[0]] += gain
            reasons.append(Reason("indian_rummy.deal_won", player=won[0], deal=n, chips=gain))
        else:
            for p, v in deal.items():
                totals[p] += v
        if limit is not None:
            for p in deal:
                if totals[p] >= limit:
                    out[p] = n
                    reasons.append(Reason("indian_rummy.eliminated", player=p, score=totals[p], limit=limit))
            left = [p for p in seats if p not in out]
            if len(left) == 1:
                winner = left[0]
                reasons.append(Reason("indian_rummy.pool_winner", player=winner, limit=limit))
        elif fmt == "deals" and n >= rules.deals:
            top = max(totals.values())
            leaders = [p for p in seats if totals[p] == top]
            if len(leaders) == 1:
                winner = leaders[0]
                reasons.append(Reason("indian_rummy.deals_winner", player=winner, chips=top, deals=n))
            elif n == len(deals):
                reasons.append(Reason("indian_rummy.deals_tie", players=SeatList(leaders), chips=top))
        table.append(dict(totals))
    if winner is None and limit is not None and deals:
        reasons.append(Reason("indian_rummy.pool_goes_on", players=SeatList([p for p in seats if p not in out]),
                              limit=limit))
    elif winner is None and fmt == "deals" and len(deals) < rules.deals:
        reasons.append(Reason("indian_rummy.deals_to_go", n=rules.deals - len(deals)))
    return Verdict(winner is not None, fmt, reasons, totals=tuple(table), out=out, winner=winner)


def _too_few_sequences(n: int) -> Reason:
    """Why fewer than two sequences make a wrong show ("no sequence" rather than "only 0 sequences")."""
    return Reason("indian_rummy.no_sequence") if n == 0 else Reason("indian_rummy.too_few_sequences", n=n)
