"""How a Tongits hand ends: Fight, stock out and Tongits, with zero-sum payments."""
from __future__ import annotations

from typing import Any, Mapping

from ..engine import Outcome, check_player_id
from ..errors import CardlabError
from ..explain import Reason, quoted
from .rules import Rules, _cards, _rules


def _players_and_order(order, *dicts, extra=()) -> list:
    seen: list = []
    if order is not None:
        if isinstance(order, (str, bytes)) or not hasattr(order, "__iter__"):
            raise CardlabError.of("error.tongits.order_type", value=quoted(order))
        seen = list(order)
        if len(set(map(repr, seen))) != len(seen):
            raise CardlabError.of("error.tongits.order_twice", value=quoted(order))
    for d in dicts:
        for p in d:
            if p not in seen:
                if order is not None:
                    raise CardlabError.of("error.tongits.not_in_order", player=quoted(p), order=quoted(order))
                seen.append(p)
    for p in extra:
        if p not in seen:
            if order is not None:
                raise CardlabError.of("error.tongits.not_in_order", player=quoted(p), order=quoted(order))
            seen.append(p)
    for p in seen[:16]:
        check_player_id("player", p)  # a player is a key of the payments: a seat number or a name
    return seen


def _check_mapping(name: str, value, example: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise CardlabError.of("error.tongits.mapping", name=name, value=quoted(value), example=example)
    return dict(value)


def _check_deadwood(deadwood: Mapping) -> None:
    for p, v in deadwood.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardlabError.of("error.tongits.deadwood_value", player=quoted(p), value=quoted(v))


def _check_exposed_counts(exposed: Mapping) -> None:
    for p, v in exposed.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardlabError.of("error.tongits.exposed_count", player=quoted(p), value=quoted(v))


def _read_fours(concealed_fours, players) -> dict:
    """``concealed_fours`` as ``{player: cards of their fours}`` (``()`` when only the player is named).

    Accepts players (each holding one concealed four of a kind) or a mapping
    ``{player: cards}`` whose cards are whole fours of a kind.
    """
    if concealed_fours is None:
        return {}
    if isinstance(concealed_fours, (str, bytes)) or not hasattr(concealed_fours, "__iter__"):
        raise CardlabError.of("error.tongits.fours_type", value=quoted(concealed_fours))
    if isinstance(concealed_fours, Mapping):
        out = {}
        for p, cards in concealed_fours.items():
            cards = tuple(_cards(cards, "the cards of a concealed four of a kind", allow_empty=False))
            counts: dict = {}
            for c in cards:
                counts[c.rank] = counts.get(c.rank, 0) + 1
            if any(n != 4 for n in counts.values()):
                raise CardlabError.of("error.tongits.fours_not_whole", player=quoted(p),
                                      value=quoted(" ".join(map(str, cards))))
            out[p] = cards
    else:
        out = {p: () for p in concealed_fours}
    for p in out:
        if p not in players:
            raise CardlabError.of("error.tongits.unknown_player", name="concealed_fours", player=quoted(p),
                                  players=quoted(players))
    return out


def _burned_players(players, exposed: Mapping, fours: Mapping, reasons: list, rules: Rules) -> list:
    # A concealed four of a kind saves from burn only under burn_exempt_with_secret.
    burned = []
    for p in players:
        if exposed.get(p, 0) == 0:
            if rules.burn_exempt_with_secret and p in fours:
                if fours[p]:
                    reasons.append(Reason("tongits.secret_shown", player=p, cards=fours[p]))
                reasons.append(Reason("tongits.secret_saves", player=p))
            else:
                burned.append(p)
    return burned


def _settle(winner, losers: list[tuple[Any, int, str]], order: list, rules: Rules, reasons: list) -> dict:
    """Zero-sum payments: each loser pays ``multiple × base_stake`` to the winner."""
    payments = {p: 0 for p in order}
    for p, multiple, why in losers:
        amount = multiple * rules.base_stake
        payments[p] -= amount
        payments[winner] += amount
        reasons.append(Reason("tongits.pays_" + why, player=p, amount=amount, winner=winner))
    return payments


def _check_counts(name: str, counts, players) -> dict:
    counts = _check_mapping(name, counts, "{0: 2, 1: 0, 2: 1}")
    for p, v in counts.items():
        if p not in players:
            raise CardlabError.of("error.tongits.unknown_player", name=name, player=quoted(p), players=quoted(players))
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 4:
            raise CardlabError.of("error.tongits.card_number", name=name, player=quoted(p), value=quoted(v))
    return counts


def _pay_bonuses(payments: dict, winner, players: list, rules: Rules, reasons: list, *, aces, kings,
                 fours: Mapping) -> dict:
    """Add the house bonuses (``bonus_per_ace``, ``bonus_per_king``, ``bonus_concealed_four``): zero-sum.

    ``aces`` / ``kings``: ``{player: number}`` in hand and own melds; only the
    winner's is used, and it is needed only when that bonus is on.
    """
    aces = _check_counts("aces", aces, players)
    kings = _check_counts("kings", kings, players)
    return _bonuses(payments, winner, players, rules, reasons, aces, kings, fours)


def _bonuses(payments: dict, winner, players: list, rules: Rules, reasons: list, aces: Mapping, kings: Mapping,
             fours: Mapping) -> dict:
    """:func:`_pay_bonuses` on counts already checked (``{}`` for a count not given)."""
    details = {}

    def pay(payer, payee, amount, code, **kw):
        payments[payer] -= amount
        payments[payee] += amount
        reasons.append(Reason(code, player=payer, amount=amount, **kw))

    if winner is not None:
        for what, per, counts, code in (("aces", rules.bonus_per_ace, aces, "tongits.pays_ace_bonus"),
                                        ("kings", rules.bonus_per_king, kings, "tongits.pays_king_bonus")):
            if not per:
                continue
            if winner not in counts:
                raise CardlabError.of(f"error.tongits.{what}_needed", per=per, winner=quoted(winner))
            n = counts[winner]
            details[what] = n
            for p in players:
                if p != winner and n:
                    pay(p, winner, per * n * rules.base_stake, code, winner=winner, n=n,
                        each=per * rules.base_stake)
    if rules.bonus_concealed_four:
        for holder in players:
            if holder not in fours:
                continue
            n = max(1, len(fours[holder]) // 4)
            each = rules.bonus_concealed_four * rules.base_stake
            for p in players:
                if p != holder:
                    pay(p, holder, each * n, "tongits.pays_four_bonus", winner=holder, n=n, each=each)
    return details


def fight_result(caller, deadwood: dict, responses: dict, exposed_melds: dict | None = None, rules=None, *,
                 order=None, concealed_fours=(), aces=None, kings=None) -> Outcome:
    """Who wins a Fight (Khiêu chiến), and the zero-sum payments.

    ``deadwood``: points of the caller and of each challenger (others are
    optional). ``responses``: ``{player: "challenge" | "fold"}`` for each
    opponent who answers: every opponent who has exposed a meld and, with
    ``burn_exempt_with_secret``, every opponent saved from burn by a
    concealed four of a kind. ``exposed_melds``: melds each player has
    exposed; a player with none is burned (``None``: every opponent without
    a response is taken as burned). Turn order is ``order`` if given, else
    the order the players first appear in ``exposed_melds``, ``deadwood``,
    ``responses``. ``concealed_fours``: players holding a concealed four of
    a kind, or ``{player: its cards}`` (shown in the reasons); it matters
    with ``burn_exempt_with_secret`` and ``bonus_concealed_four``.
    ``aces`` / ``kings``: ``{player: number}`` of aces / kings in hand and
    own melds, needed for the winner with ``bonus_per_ace`` /
    ``bonus_per_king``.

    Among the caller and the challengers the lowest deadwood wins; ties
    follow ``fight_tie_winner``. Folders pay ``fold_penalty``, beaten
    contestants ``challenge_loss``, burned players ``burn_penalty`` (× base
    stake), then the house bonuses are paid.

    Raises:
        CardlabError: for a caller without an exposed meld, a missing
            response or deadwood, a response other than challenge/fold, a
            burned player who answers, or a bonus count that is missing.
    """
    rules = _rules(rules)
    deadwood = _check_mapping("deadwood", deadwood, "{'A': 7, 'B': 18}")
    responses = _check_mapping("responses", responses, "{'B': 'fold'}")
    exposed = _check_mapping("exposed_melds", exposed_melds, "{'A': 1, 'B': 1, 'C': 0}")
    _check_deadwood(deadwood)
    _check_exposed_counts(exposed)
    try:
        hash(caller)
    except TypeError:
        raise CardlabError.of("error.tongits.caller_type", value=quoted(caller)) from None
    players = _players_and_order(order, exposed, deadwood, responses, extra=(caller,))
    fours = _read_fours(concealed_fours, players)
    i = players.index(caller)
    turn = players[i:] + players[:i]          # caller first, then turn order
    reasons: list = []
    if exposed_melds is None:
        exposed = {p: (1 if p == caller or p in responses else 0) for p in players}
    if exposed.get(caller, 0) < 1:
        raise CardlabError.of("error.tongits.caller_no_meld", player=quoted(caller))
    burned = _burned_players(turn[1:], exposed, fours, reasons, rules)
    for p in burned:
        if p in responses:
            raise CardlabError.of("error.tongits.burned_answers", player=quoted(p), response=quoted(responses[p]))
    for p, r in responses.items():
        if r not in ("challenge", "fold"):
            raise CardlabError.of("error.tongits.response", player=quoted(p), value=quoted(r))
        if p == caller:
            raise CardlabError.of("error.tongits.caller_answers", player=quoted(caller))
    answering = [p for p in turn[1:] if p not in burned]
    for p in answering:
        if p not in responses:
            code = "error.tongits.must_answer" if exposed.get(p, 0) > 0 else "error.tongits.must_answer_saved"
            raise CardlabError.of(code, player=quoted(p))
    for p in [caller] + [p for p in answering if responses[p] == "challenge"]:
        if p not in deadwood:
            raise CardlabError.of("error.tongits.deadwood_needed", player=quoted(p))
    return _fight(caller, deadwood, responses, exposed, rules, players, fours,
                  _check_counts("aces", aces, players), _check_counts("kings", kings, players))


def _fight(caller, deadwood: dict, responses: dict, exposed: dict, rules: Rules, players: list, fours: dict,
           aces: dict, kings: dict) -> Outcome:
    """The Fight's outcome from input :func:`fight_result` checked (the game's endings call it directly).

    ``players``: the turn order; ``exposed``: every player's count; ``fours``
    as :func:`_read_fours` gives them; ``aces`` / ``kings``: checked counts.
    """
    i = players.index(caller)
    turn = players[i:] + players[:i]          # caller first, then turn order
    reasons: list = []
    burned = _burned_players(turn[1:], exposed, fours, reasons, rules)
    # Every opponent not burned answers: those with an exposed meld, and those saved from burn by a
    # concealed four of a kind (burn_exempt_with_secret), who may challenge a Fight though not call one.
    answering = [p for p in turn[1:] if p not in burned]
    challengers = [p for p in answering if responses[p] == "challenge"]
    folders = [p for p in answering if responses[p] == "fold"]
    reasons_head = [Reason("tongits.burned", player=p) for p in burned]
    reasons_head.append(Reason("tongits.fight_called", player=caller, deadwood=deadwood[caller]))
    for p in answering:
        if p in folders:
            reasons_head.append(Reason("tongits.folds", player=p))
        else:
            reasons_head.append(Reason("tongits.challenges", player=p, deadwood=deadwood[p]))
    reasons = reasons + reasons_head
    contestants = [caller] + challengers
    if not challengers:
        winner = caller
        reasons.append(Reason("tongits.no_challenger", player=caller))
    else:
        low = min(deadwood[p] for p in contestants)
        tied = [p for p in contestants if deadwood[p] == low]
        if len(tied) == 1:
            winner = tied[0]
            reasons.append(Reason("tongits.lowest_wins", player=winner, deadwood=low))
        elif caller in tied and rules.fight_tie_winner == "caller":
            winner = caller
            reasons.append(Reason("tongits.tie_caller", players=_names(tied), deadwood=low, player=winner))
        elif caller in tied:
            winner = next(p for p in tied if p != caller)
            reasons.append(Reason("tongits.tie_challenger", players=_names(tied), deadwood=low, player=winner))
        else:
            winner = tied[0]
            reasons.append(Reason("tongits.tie_challengers", players=_names(tied), deadwood=low, player=winner))
    # Ranking: winner, beaten contestants by deadwood (turn order on ties), folders, burned.
    beaten = sorted((p for p in contestants if p != winner), key=lambda p: (deadwood[p], turn.index(p)))
    ranking = (winner, *beaten, *folders, *burned)
    losers = ([(p, rules.challenge_loss, "challenge") for p in beaten]
              + [(p, rules.fold_penalty, "fold") for p in folders]
              + [(p, rules.burn_penalty, "burn") for p in burned])
    payments = _settle(winner, losers, players, rules, reasons)
    bonuses = _bonuses(payments, winner, players, rules, reasons, aces, kings, fours)
    details = {"caller": caller, "deadwood": dict(deadwood), "responses": dict(responses),
               "exposed_melds": dict(exposed), "challengers": tuple(challengers), "folders": tuple(folders),
               "order": tuple(players), "concealed_fours": dict(fours), **bonuses}
    return Outcome(winner, ranking, tuple(burned), payments, "fight", tuple(reasons), details)


def _names(players) -> str:
    return ", ".join(str(p) for p in players)


def _draw_sequence(players: list, last_drawer) -> list:
    """Players from the one who drew longest ago to ``last_drawer`` (who drew last)."""
    i = players.index(last_drawer)
    return players[i + 1:] + players[:i + 1]


def stock_out_result(deadwood: dict, last_drawer, exposed_melds: dict, rules=None, *, cards=None, order=None,
                     concealed_fours=(), aces=None, kings=None) -> Outcome:
    """The ending when the stock runs out (Hết bài Nọc): lowest deadwood wins.

    Burned players (no exposed meld) take no part and rank last. Ties follow
    ``stock_out_tiebreak``: with ``last_drawer_loses`` who drew later ranks
    behind (in turn order ``order``, or the order of ``exposed_melds``,
    ``last_drawer`` drew last); ``fewer_cards`` needs ``cards`` = ``{player:
    number of deadwood cards}``. Each beaten player pays 1 × base stake, a
    burned one ``burn_penalty``; then the house bonuses are paid
    (``concealed_fours``, ``aces``, ``kings`` as in :func:`fight_result`).

    Raises:
        CardlabError: for a missing deadwood of an unburned player, an
            unknown ``last_drawer``, or ``fewer_cards`` ties without
            ``cards``.
    """
    rules = _rules(rules)
    deadwood = _check_mapping("deadwood", deadwood, "{0: 5, 1: 12, 2: 9}")
    exposed = _check_mapping("exposed_melds", exposed_melds, "{0: 1, 1: 2, 2: 0}")
    counts = _check_mapping("cards", cards, "{0: 2, 1: 3}")
    _check_deadwood(deadwood)
    _check_exposed_counts(exposed)
    players = _players_and_order(order, exposed, deadwood)
    if last_drawer not in players:
        raise CardlabError.of("error.tongits.last_drawer", value=quoted(last_drawer), players=quoted(players))
    fours = _read_fours(concealed_fours, players)
    burned = _burned_players(players, exposed, fours, [], rules)
    alive = [p for p in players if p not in burned]
    for p in alive:
        if p not in deadwood:
            raise CardlabError.of("error.tongits.deadwood_needed", player=quoted(p))
    if alive and rules.stock_out_tiebreak == "fewer_cards":
        groups: dict[int, list] = {}
        for p in alive:
            groups.setdefault(deadwood[p], []).append(p)
        for tied in groups.values():
            if len(tied) > 1:
                missing = [p for p in tied if p not in counts]
                if missing:
                    raise CardlabError.of("error.tongits.tie_cards", tied=quoted(tied), missing=quoted(missing))
                for p in tied:
                    v = counts[p]
                    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                        raise CardlabError.of("error.tongits.cards_count", player=quoted(p), value=quoted(v))
    return _stock_out(deadwood, last_drawer, exposed, rules, counts, players, fours,
                      _check_counts("aces", aces, players), _check_counts("kings", kings, players))


def _stock_out(deadwood: dict, last_drawer, exposed: dict, rules: Rules, counts: dict, players: list, fours: dict,
               aces: dict, kings: dict) -> Outcome:
    """The stock-out's outcome from input :func:`stock_out_result` checked (the game's endings call it directly)."""
    reasons: list = [Reason("tongits.stock_out", player=last_drawer)]
    burned = _burned_players(players, exposed, fours, reasons, rules)
    reasons += [Reason("tongits.burned", player=p) for p in burned]
    alive = [p for p in players if p not in burned]
    if not alive:
        reasons.append(Reason("tongits.all_burned"))
        ranking = tuple(burned)
        payments = {p: 0 for p in players}
        # Nobody wins, but a concealed four of a kind still earns its bonus.
        bonuses = _bonuses(payments, None, players, rules, reasons, aces, kings, fours)
        return Outcome(None, ranking, tuple(burned), payments, "stock_out", tuple(reasons),
                       {"deadwood": dict(deadwood), "last_drawer": last_drawer, "exposed_melds": dict(exposed),
                        "order": tuple(players), "concealed_fours": dict(fours), **bonuses})
    for p in alive:
        reasons.append(Reason("tongits.counts", player=p, deadwood=deadwood[p]))
    sequence = _draw_sequence(players, last_drawer)
    rule = rules.stock_out_tiebreak
    groups: dict[int, list] = {}
    for p in alive:
        groups.setdefault(deadwood[p], []).append(p)

    def key(p):
        late = sequence.index(p)
        if rule == "last_drawer_wins":
            late = -late
        if rule == "fewer_cards":
            return (deadwood[p], counts.get(p, 0), late)
        return (deadwood[p], late)

    ordered = sorted(alive, key=key)
    winner = ordered[0]
    for pts, tied in sorted(groups.items()):
        if len(tied) > 1:
            first = min(tied, key=key)
            reasons.append(Reason("tongits.tie_" + rule, players=_names(sorted(tied, key=key)), deadwood=pts,
                                  player=first))
    reasons.append(Reason("tongits.lowest_wins", player=winner, deadwood=deadwood[winner]))
    ranking = tuple(ordered) + tuple(burned)
    losers = [(p, 1, "stock_out") for p in ordered[1:]] + [(p, rules.burn_penalty, "burn") for p in burned]
    payments = _settle(winner, losers, players, rules, reasons)
    bonuses = _bonuses(payments, winner, players, rules, reasons, aces, kings, fours)
    details = {"deadwood": dict(deadwood), "last_drawer": last_drawer, "exposed_melds": dict(exposed),
               "cards": dict(counts), "order": tuple(players), "concealed_fours": dict(fours), **bonuses}
    return Outcome(winner, ranking, tuple(burned), payments, "stock_out", tuple(reasons), details)


def tongits_result(winner, exposed_melds: dict, deadwood: dict | None = None, rules=None, *, order=None,
                   concealed_fours=(), by_discard: bool = False, aces=None, kings=None) -> Outcome:
    """The ending when ``winner`` empties the hand (Tongits): an outright win.

    Each other player pays ``tongits_bonus`` × base stake, or ``burn_penalty``
    if burned; then the house bonuses are paid (``concealed_fours``,
    ``aces``, ``kings`` as in :func:`fight_result`). ``deadwood`` (optional)
    only orders the losers in the ranking. ``by_discard``: the last card
    left the hand as a discard (how the reasons tell it depends on
    ``tongits_on_final_discard``).

    Raises:
        CardlabError: for an unknown winner or bad counts.
    """
    rules = _rules(rules)
    exposed = _check_mapping("exposed_melds", exposed_melds, "{0: 2, 1: 1, 2: 0}")
    deadwood = _check_mapping("deadwood", deadwood, "{1: 12, 2: 30}")
    _check_exposed_counts(exposed)
    _check_deadwood(deadwood)
    if not isinstance(by_discard, bool):
        raise CardlabError.of("error.bool", name="by_discard", value=quoted(by_discard))
    players = _players_and_order(order, exposed, deadwood, extra=(winner,))
    fours = _read_fours(concealed_fours, players)
    return _tongits(winner, exposed, deadwood, rules, players, fours, by_discard,
                    _check_counts("aces", aces, players), _check_counts("kings", kings, players))


def _tongits(winner, exposed: dict, deadwood: dict, rules: Rules, players: list, fours: dict, by_discard: bool,
             aces: dict, kings: dict) -> Outcome:
    """The Tongits win's outcome from input :func:`tongits_result` checked (the game's endings call it directly)."""
    i = players.index(winner)
    turn = players[i:] + players[:i]
    if not by_discard:
        how = "tongits.tongits"
    elif rules.tongits_on_final_discard:
        how = "tongits.tongits_discard"
    else:
        how = "tongits.tongits_went_out"
    reasons: list = [Reason(how, player=winner)]
    burned = _burned_players(turn[1:], exposed, fours, reasons, rules)
    reasons += [Reason("tongits.burned", player=p) for p in burned]
    others = sorted((p for p in turn[1:] if p not in burned), key=lambda p: (deadwood.get(p, 0), turn.index(p)))
    losers = [(p, rules.tongits_bonus, "tongits") for p in others] + [(p, rules.burn_penalty, "burn") for p in burned]
    payments = _settle(winner, losers, players, rules, reasons)
    bonuses = _bonuses(payments, winner, players, rules, reasons, aces, kings, fours)
    return Outcome(winner, (winner, *others, *burned), tuple(burned), payments, "tongits", tuple(reasons),
                   {"deadwood": dict(deadwood), "exposed_melds": dict(exposed), "order": tuple(players),
                    "concealed_fours": dict(fours), **bonuses})
