"""Phỏm payments: eaten cards, the settlement by points, and Ù."""
from __future__ import annotations

from typing import Iterable, Mapping

from ..engine import Outcome, check_player_id
from ..errors import CardlabError
from ..explain import Reason, Verdict, quoted
from .rules import HOUSE, Rules, _bet, _rules


def eat_payment(round, nth_from_victim, *, is_chot=False, bet=1, rules=None) -> int:
    """What the discarder pays the eater for one eaten card, in bet units × ``bet``.

    ``by_round``: a card eaten in round x costs x; the chốt (a card eaten in
    the last round) costs ``chot_multiplier``. ``by_eat_order``: the n-th
    card eaten from the same victim costs n; the chốt costs 3. Every card
    eaten in the last round is the chốt, so ``round == rules.rounds`` implies
    ``is_chot``.

    Raises:
        CardlabError: for a round outside 1..``rules.rounds``, an
            ``nth_from_victim`` below 1, a bet below 1, or ``is_chot`` with
            an earlier round.
    """
    rules = _rules(rules)
    bet = _bet(bet)
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= rules.rounds:
        raise CardlabError.of("error.phom.round", value=quoted(round), rounds=rules.rounds)
    if isinstance(nth_from_victim, bool) or not isinstance(nth_from_victim, int) or nth_from_victim < 1:
        raise CardlabError.of("error.phom.nth_from_victim", value=quoted(nth_from_victim))
    if not isinstance(is_chot, bool):
        raise CardlabError.of("error.bool", name="is_chot", value=quoted(is_chot))
    if is_chot and round != rules.rounds:
        raise CardlabError.of("error.phom.chot_round", value=quoted(round), rounds=rules.rounds)
    chot = is_chot or round == rules.rounds
    if rules.eat_payment_scheme == "by_round":
        units = rules.chot_multiplier if chot else round
    else:
        units = 3 if chot else nth_from_victim
    return units * bet


def _label(name):
    # A seat name that renders itself (the game's SeatName) stays an object, so the reason reads
    # in whatever language it is shown in; any other name is shown as its text.
    return name if callable(getattr(name, "localized", None)) else str(name)


def _place_payment(place: int, n: int, rules: Rules) -> int:
    """Units paid by the player in ``place`` (2 = second) at a table of ``n``."""
    if rules.short_table_payments == "last_pays_most" and place == n:
        return rules.rank_payments[-1]
    return rules.rank_payments[place - 2]


def _house(payments: dict, winner, total: int, bet: int, rules: Rules, reasons: list) -> None:
    fee = min(rules.house_fee * bet, total)
    payments[winner] = total - fee
    if fee:
        if HOUSE in payments:
            raise CardlabError.of("error.phom.house_name", value=quoted(HOUSE))
        payments[HOUSE] = fee
        reasons.append(Reason("phom.house_fee", player=_label(winner), fee=fee, total=total))


def settle(players: Mapping, bet=1, rules=None) -> Outcome:
    """Money at the end of a hand with no Ù: rank by deadwood points, then pay.

    ``players[name] = {"deadwood": points, "mom": bool, "laydown_order": n}``
    (optional ``"mom_order"``). Lowest points wins; equal points: whoever
    laid down later ranks below; móm players rank last; if all are móm, the
    first to be móm (lowest ``mom_order``, else ``laydown_order``) wins. 2nd,
    3rd and last pay ``rank_payments`` (1, 2, 3) bets; a móm player pays the
    last place's amount plus ``mom_extra`` (4 in all). The winner collects
    it, less the house fee. Zero-sum.

    Raises:
        CardlabError: for fewer than 2 or more than 4 players, a missing or
            bad field, equal laydown orders, or a bad bet.
    """
    rules = _rules(rules)
    bet = _bet(bet)
    if not isinstance(players, Mapping):
        raise CardlabError.of("error.phom.players_dict", value=quoted(players))
    if not 2 <= len(players) <= 4:
        raise CardlabError.of("error.phom.players_count", n=len(players))
    info = {}
    for name, data in players.items():
        check_player_id("player", name)
        if not isinstance(data, Mapping):
            raise CardlabError.of("error.phom.player_data", name=quoted(name), value=quoted(data))
        missing = [k for k in ("deadwood", "mom", "laydown_order") if k not in data]
        if missing:
            raise CardlabError.of("error.phom.player_lacks", name=quoted(name), missing=", ".join(map(repr, missing)))
        dw, mom, order = data["deadwood"], data["mom"], data["laydown_order"]
        if isinstance(dw, bool) or not isinstance(dw, int) or dw < 0:
            raise CardlabError.of("error.phom.player_deadwood", name=quoted(name), value=quoted(dw))
        if not isinstance(mom, bool):
            raise CardlabError.of("error.phom.player_mom", name=quoted(name), value=quoted(mom))
        for key in ("laydown_order", "mom_order"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int):
                raise CardlabError.of("error.phom.player_order", name=quoted(name), key=quoted(key), value=quoted(value))
        info[name] = (dw, mom, order, data.get("mom_order", order))
    orders = [v[2] for v in info.values()]
    if len(set(orders)) != len(orders):
        raise CardlabError.of("error.phom.orders_repeat", orders=quoted(orders))
    n = len(info)
    ok = sorted((p for p in info if not info[p][1]), key=lambda p: (info[p][0], info[p][2]))
    moms = sorted((p for p in info if info[p][1]), key=lambda p: (info[p][3], info[p][2]))
    ranking = ok + moms
    reasons: list[Reason] = []
    payments = {p: 0 for p in info}
    if ok:
        winner, end = ok[0], "points"
        reasons.append(Reason("phom.winner_points", player=_label(winner), points=info[winner][0]))
    else:
        winner, end = moms[0], "all_mom"
        reasons.append(Reason("phom.all_mom", player=_label(winner)))
    total = 0
    for place, p in enumerate(ranking[1:], start=2):
        dw, mom = info[p][0], info[p][1]
        if mom:
            base = rules.rank_payments[-1]
            pay = (base + rules.mom_extra) * bet
            reasons.append(Reason("phom.mom_pays", player=_label(p), base=base * bet, extra=rules.mom_extra * bet,
                                  amount=pay))
        else:
            pay = _place_payment(place, n, rules) * bet
            above = ranking[place - 2]
            if not info[above][1] and info[above][0] == dw:
                reasons.append(Reason("phom.tie_later_loses", player=_label(p), other=_label(above), points=dw))
            reasons.append(Reason("phom.place_pays", player=_label(p), place=place, points=dw, amount=pay))
        payments[p] = -pay
        total += pay
    _house(payments, winner, total, bet, rules, reasons)
    reasons.append(Reason("phom.winner_collects", player=_label(winner), amount=payments[winner]))
    details = {"deadwood": {p: info[p][0] for p in info}, "laydown_order": {p: info[p][2] for p in info}}
    return Outcome(winner, tuple(ranking), tuple(moms), payments, end, tuple(reasons), details)


def settle_u(winner, players, *, kind="u", den_payer=None, bet=1, rules=None) -> Outcome:
    """Money when ``winner`` declares Ù (``kind`` ``"u"``, ``"u_tron"`` or ``"u_khan"``).

    ``players`` lists the table (the winner may be in it or not). Each loser
    pays ``u_payment`` (5) bets; with ``den_payer`` (Ù đền) that player alone
    pays every loser's share. The winner collects it, less the house fee.

    Raises:
        CardlabError: for an unknown kind, Ù khan while it is disabled, a
            den payer who is not a loser, a repeated name, or a table that is
            not 2 to 4 players.
    """
    rules = _rules(rules)
    bet = _bet(bet)
    if kind not in ("u", "u_tron", "u_khan"):
        raise CardlabError.of("error.phom.u_kind", value=quoted(kind))
    if kind == "u_khan" and not rules.u_khan_enabled:
        raise CardlabError.of("error.phom.u_khan_off")
    if isinstance(players, (str, bytes, Mapping)) or not isinstance(players, Iterable):
        raise CardlabError.of("error.phom.players_list", value=quoted(players))
    table = list(players)
    for name, p in [("winner", winner)] + [("player", p) for p in table[:8]] + [("den_payer", den_payer)] * (
            den_payer is not None):
        check_player_id(name, p)
    if len(set(map(repr, table))) != len(table):
        raise CardlabError.of("error.phom.players_repeat", value=quoted(table))
    losers = [p for p in table if p != winner]
    if not 1 <= len(losers) <= 3:
        raise CardlabError.of("error.phom.players_count", n=len(losers) + 1)
    if den_payer is not None and den_payer not in losers:
        raise CardlabError.of("error.phom.den_payer", value=quoted(den_payer), losers=quoted(losers))
    share = rules.u_payment * bet
    payments = {winner: 0}
    reasons = [Reason("phom.u_win", player=_label(winner), kind=_U_NAMES[kind])]
    if den_payer is None:
        for p in losers:
            payments[p] = -share
        reasons.append(Reason("phom.u_each_pays", amount=share))
    else:
        for p in losers:
            payments[p] = 0
        payments[den_payer] = -share * len(losers)
        reasons.append(Reason("phom.u_den_pays", player=_label(den_payer), n=len(losers), amount=share,
                              total=share * len(losers)))
    total = share * len(losers)
    _house(payments, winner, total, bet, rules, reasons)
    reasons.append(Reason("phom.winner_collects", player=_label(winner), amount=payments[winner]))
    return Outcome(winner, (winner, *losers), (), payments, kind, tuple(reasons),
                   {"den_payer": den_payer, "kind": kind})


def u_den_payer(winner, eaten_from, *, tai_chot=None, rules=None) -> Verdict:
    """Who pays for the whole table (*Ù đền*) when ``winner`` declares Ù, and why.

    ``eaten_from`` lists whose discards the winner ate during the hand, in
    order (a player per eaten card). The player three of whose discards the
    winner ate pays for the table. Otherwise, when the winner made Ù by eating
    the chốt that ``tai_chot`` discarded after eating a chốt themselves (*tái
    chốt*), ``tai_chot`` pays, if ``rules.den_on_tai_chot``. The verdict is
    yes when somebody pays for the table; ``.payer`` names them (or is None),
    ready for :func:`settle_u`'s ``den_payer``.

    Raises:
        CardlabError: for a winner or player that is not a player name,
            ``eaten_from`` that is not a list of players, or the winner
            among them.
    """
    rules = _rules(rules)
    check_player_id("winner", winner)
    if isinstance(eaten_from, (str, bytes, Mapping)) or not isinstance(eaten_from, Iterable):
        raise CardlabError.of("error.phom.eaten_from", value=quoted(eaten_from))
    victims = list(eaten_from)
    for victim in victims[:20] + ([tai_chot] if tai_chot is not None else []):
        check_player_id("eaten_from", victim)
        if victim == winner:
            raise CardlabError.of("error.phom.eaten_from_winner", value=quoted(victim))
    for i, victim in enumerate(victims):
        n = victims.count(victim)  # players may be unhashable seat names, hence no Counter
        if n >= 3 and victim not in victims[:i]:
            return Verdict(True, "three_eaten", [Reason("phom.den_three_eaten", winner=_label(winner),
                                                        player=_label(victim), n=n)], payer=victim)
    if tai_chot is not None and rules.den_on_tai_chot:
        return Verdict(True, "tai_chot", [Reason("phom.den_tai_chot", winner=_label(winner),
                                                 player=_label(tai_chot))], payer=tai_chot)
    why = Reason("phom.no_den", winner=_label(winner)) if tai_chot is None else Reason(
        "phom.no_den_tai_off", winner=_label(winner), player=_label(tai_chot))
    return Verdict(False, None, [why], payer=None)


_U_NAMES = {"u": "Ù", "u_tron": "Ù tròn", "u_khan": "Ù khan"}
