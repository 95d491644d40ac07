"""Indian Rummy arrangements: :class:`RummyArrangement`, the exact searches behind :func:`arrange`,
the best discard and a show's discard."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..arrange import Arrangement, Discard, arrange as _search, _arrange_at_most
from ..cards import CARD_BY_CODE, JOKER, JOKER_CODE as _JOKER_CODE, Card, Rank, parse_cards
from ..errors import ArrangementError, CardlabError
from ..explain import Reason, Verdict, language_of, message, quoted, register_messages
from ..melds import _wild_codes, fits_own_place, read_kinds
from .groups import _labels_fn, _readings
from .rules import (IMPURE, PURE, SET, Rules, _card_value, _check_deck, _meld_rules, _points_fn, _rules,
                    _total, _value_table, _wild)


_COUNT_ONE = lambda card: 1  # noqa: E731  (every card counts one: the search then minimises loose cards)
_ONE_LOOSE = (1 << 6) + 1  # the search's score of one loose card under _COUNT_ONE (points * 64 + cards)


@dataclass(frozen=True)
class RummyArrangement(Arrangement):
    """An Indian Rummy arrangement: groups, loose cards, and what they are worth.

    ``melds`` are the groups, ``kinds`` their kinds (``"pure_sequence"``,
    ``"impure_sequence"``, ``"set"``), ``deadwood`` the loose cards and
    ``points`` their value. ``valid_declaration`` tells whether these cards
    make a valid show; ``penalty`` is what a loser holding them pays under
    the rules (all cards, the cap, ``fixed_max``…), explained by
    ``verdict``. For a hand after the draw (``hand_size + 1`` cards),
    ``discard`` is the card to throw (face down when showing) and the rest
    describes the cards kept.
    """

    kinds: tuple = ()
    wild_rank: str | None = None
    valid_declaration: bool = False
    has_pure_sequence: bool = False
    penalty: int = 0
    discard: Card | None = None
    verdict: Verdict | None = field(default=None, compare=False)
    rules: Rules | None = field(default=None, repr=False, compare=False)

    @property
    def groups(self) -> tuple:
        """The groups as tuples of cards."""
        return tuple(m.cards for m in self.melds)

    def best_discard(self) -> Discard:
        """For a hand after the draw: the card to discard and the arrangement of the rest.

        Raises:
            ArrangementError: for an empty hand.
        """
        if self.discard is not None:
            return Discard(self.discard, self)
        cards = list(self.cards)
        if not cards:
            raise ArrangementError.of("arrange.empty_discard")
        return Discard(*_best_discard(cards, _wild(self.wild_rank), self.rules or _rules(None)))

    def describe(self, language: str | None = None) -> str:
        """The grouping in words, in ``language`` (default: the current one); ``str()`` stays English.

        Raises:
            CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
        """
        language = language_of(language)

        def m(code, **kw):
            return message(code, language, **kw)

        body = self.groups_text(language)
        head = m("ir.describe.discard", card=self.discard) if self.discard is not None else ""
        if self.valid_declaration:
            return head + m("ir.describe.valid", groups=body)
        loose = " ".join(c.pretty for c in self.deadwood) or "—"
        text = head + m("ir.describe.loose", groups=body, loose=loose, points=self.points)
        if self.penalty != self.points:
            text += m("ir.describe.penalty", penalty=self.penalty)
        if self.verdict is not None and self.verdict.reasons:
            text += f" ({self.verdict.text(language)})"
        return text

    def groups_text(self, language: str | None = None) -> str:
        """The groups with their kinds, without the loose cards: ``[3♥ 4♥ 5♥] pure sequence · [Q♥ Q♦ Q♣] set``."""
        names = {PURE: "ir.describe.pure", IMPURE: "ir.describe.impure", SET: "ir.describe.set"}
        parts = [f"[{g.pretty}] {message(names[k], language)}" for g, k in zip(self.melds, self.kinds)]
        return " · ".join(parts) or message("ir.describe.no_groups", language)

    def __str__(self) -> str:
        names = {PURE: "pure sequence", IMPURE: "impure sequence", SET: "set"}
        parts = [f"[{m.pretty}] {names[k]}" for m, k in zip(self.melds, self.kinds)]
        head = f"discard {self.discard.pretty}, keep " if self.discard is not None else ""
        body = " · ".join(parts) or "no groups"
        if self.valid_declaration:
            return f"{head}{body} — a valid show, 0 points"
        loose = " ".join(c.pretty for c in self.deadwood) or "—"
        text = f"{head}{body} | loose {loose} = {self.points}"
        if self.penalty != self.points:
            text += f"; penalty {self.penalty}"
        return text + (f" ({self.verdict.text()})" if self.verdict is not None and self.verdict.reasons else "")

    def __repr__(self) -> str:
        return f"<RummyArrangement {self}>"


def _search_arrangement(cards: list[Card], wild: Rank | None, rules: Rules, require: dict | None,
                        count: bool = False) -> Arrangement:
    mr = _meld_rules(rules, wild)
    points = _COUNT_ONE if count else _points_fn(wild, rules)
    if require:
        return _search(cards, mr, points, labels=_labels_fn(rules, wild), require=require)
    return _search(cards, mr, points)


def _loose_at_most(cards: list[Card], wild: Rank | None, rules: Rules, require: dict | None,
                   loose: int) -> Arrangement | None:
    """The arrangement that leaves fewest cards loose (``_search_arrangement(..., count=True)``), or None when
    it would leave more than ``loose`` cards or miss ``require``: then the search stops early."""
    labels = _labels_fn(rules, wild) if require else None
    return _arrange_at_most(cards, _meld_rules(rules, wild), _COUNT_ONE, loose * _ONE_LOOSE, labels=labels,
                           require=require)


_DECLARE = {"sequence": 2, "pure": 1}
_PURE = {"pure": 1}


def _kinds(melds, wild: Rank | None, rules: Rules) -> tuple:
    """The kind to show for each group: its best reading, except that groups that may also be read
    as sequences are shown as sequences when the show's two sequences need them."""
    out, ambiguous = [], []
    mr = _meld_rules(rules, wild)
    wild_codes = _wild_codes(mr)
    for i, m in enumerate(melds):
        codes = [c.code for c in m.cards]
        if wild_codes.isdisjoint(codes):
            # No wild card: a natural run is a pure sequence, and a natural set is only a set.
            out.append(PURE if m.kind == "run" else SET)
            continue
        # Its readings as a set and as a sequence (as _readings orders them: fewest jokers, then the
        # sequence). A wild card that cannot sit in its own place reads as a joker would: the
        # group's joker form, shared by many hands, is read instead.
        naturals = [code for code in codes if code not in wild_codes]
        if naturals:
            codes = [_JOKER_CODE if code in wild_codes and not fits_own_place(naturals, code, len(codes)) else code
                     for code in codes]
        group, run = read_kinds([CARD_BY_CODE[code] for code in codes], mr)
        if run is not None and (group is None or run.substitutes <= group.substitutes):
            out.append(IMPURE if run.substitutes else PURE)
        else:
            out.append(SET)
            if run is not None:
                ambiguous.append(i)  # it may also be read as an impure sequence
    for i in ambiguous:
        if sum(k != SET for k in out) >= 2:
            break
        out[i] = IMPURE
    return tuple(out)


def _has_pure_run(cards: list[Card], wild: Rank | None) -> bool:
    """True if three consecutive cards of one suit are held (wild-rank cards in their own place count)."""
    codes = {c.code for c in cards}
    for code in codes:
        if code < 52 and code + 4 in codes and (code + 8 in codes or (code >= 44 and code - 44 in codes)):
            return True  # r, r+1, r+2 (or Q-K-A: the ace's code is the queen's minus 44)
    return False


def _evaluate(cards: list[Card], wild: Rank | None, rules: Rules, *, known_not_declarable: bool = False,
              discard: Card | None = None) -> RummyArrangement:
    """The arrangement of ``cards`` (no discard) that makes a valid show if any, else has the least penalty.

    Up to three exact searches: with a pure sequence required, with the
    show's requirement (two sequences, one pure), and with nothing required.
    A show is possible only if the least penalty with a pure sequence is 0.
    """
    full = len(cards) == rules.hand_size and not known_not_declarable
    cap = rules.max_penalty
    pure = _search_arrangement(cards, wild, rules, _PURE) if _has_pure_run(cards, wild) else None
    has_pure = pure is not None and pure.feasible
    decl = None
    if has_pure and (rules.loser_grouping_requirement == "two_sequences_one_pure" or (full and pure.points == 0)):
        if pure.points == 0 and not pure.deadwood and sum(_labels_fn(rules, wild)(m).count("sequence")
                                                           for m in pure.melds) >= 2:
            decl = pure  # already a show
        else:
            decl = _search_arrangement(cards, wild, rules, _DECLARE)
        if full and decl.feasible and not decl.deadwood:
            return _make(decl, wild, rules, valid=True, pure=True, penalty=0, discard=discard)
    if rules.loser_grouping_requirement == "pure_sequence":
        if has_pure:
            grouped = decl if decl is not None and decl.feasible and decl.points == pure.points else pure
            return _make(grouped, wild, rules, valid=False, pure=True, penalty=min(grouped.points, cap),
                         discard=discard, why="indian_rummy.counts_loose")
    elif decl is not None and decl.feasible:
        return _make(decl, wild, rules, valid=False, pure=True, penalty=min(decl.points, cap),
                     discard=discard, why="indian_rummy.counts_loose")
    # Every card counts. With a pure sequence (but not the two sequences asked for), the grouping
    # shown keeps it: fed back, that grouping then costs the same (under fixed_max a grouping
    # without a pure sequence would cost the cap).
    shown = pure if has_pure else _search_arrangement(cards, wild, rules, None)
    total = _total(cards, wild, rules)
    if not has_pure and rules.no_pure_sequence_penalty == "fixed_max":
        return _make(shown, wild, rules, valid=False, pure=False, penalty=cap, discard=discard,
                     why="indian_rummy.fixed_max", total=total)
    why = "indian_rummy.all_count_no_pure" if not has_pure else "indian_rummy.all_count_two_sequences"
    return _make(shown, wild, rules, valid=False, pure=has_pure, penalty=min(total, cap), discard=discard, why=why,
                 total=total)


def _make(a: Arrangement, wild, rules: Rules, *, valid: bool, pure: bool, penalty: int, discard=None,
          why: str | None = None, verdict=None, total: int | None = None) -> RummyArrangement:
    kinds = _kinds(a.melds, wild, rules)
    if why is not None:
        params: dict[str, Any] = {"points": penalty}
        if why == "indian_rummy.counts_loose":
            params["loose"] = a.points
        else:
            params["total"] = total
        reasons = [Reason(why, **params)]
        if why != "indian_rummy.fixed_max" and penalty == rules.max_penalty and (
                (total if total is not None else a.points) > rules.max_penalty):
            reasons.append(Reason("indian_rummy.capped", cap=rules.max_penalty))
        verdict = Verdict(False, why.split(".")[1], reasons, points=penalty)
    elif valid:
        verdict = Verdict(True, "valid_show", [Reason("indian_rummy.valid_show", n=rules.hand_size,
                                                      sequences=sum(k != SET for k in kinds),
                                                      pure=sum(k == PURE for k in kinds))], points=0)
    return RummyArrangement(a.melds, a.deadwood, a.points, True, None, kinds=kinds,
                            wild_rank=wild.symbol if wild is not None else None, valid_declaration=valid,
                            has_pure_sequence=pure, penalty=penalty, discard=discard, verdict=verdict, rules=rules)


def _declaration_discard(cards: list[Card], wild: Rank | None, rules: Rules) -> RummyArrangement | None:
    """For ``hand_size + 1`` cards: a discard that leaves a valid show, or None.

    One search counts loose cards (every card one point): a show is possible
    exactly when at most one card is left loose; with none, a group of four
    or more can spare a card (with 14 cards there always is one).
    """
    if not _has_pure_run(cards, wild):
        return None
    a = _loose_at_most(cards, wild, rules, _DECLARE, 1)
    if a is None:
        return None
    labels = _labels_fn(rules, wild)
    melds = list(a.melds)
    if a.deadwood:
        out = _points_arrangement(melds, [], wild, rules)
        return _make(out, wild, rules, valid=True, pure=True, penalty=0, discard=a.deadwood[0])
    for i, m in sorted(enumerate(melds), key=lambda im: -len(im[1].cards)):
        if len(m.cards) < 4:
            break
        tags = labels(m)
        for j in reversed(range(len(m.cards))):
            rest = m.cards[:j] + m.cards[j + 1:]
            readings = _readings(list(rest), wild, rules)
            if not readings:
                continue
            meld = readings[0].meld
            if set(tags) <= set(labels(meld)):
                melds[i] = meld
                out = _points_arrangement(melds, [], wild, rules)
                return _make(out, wild, rules, valid=True, pure=True, penalty=0, discard=m.cards[j])
    # Every group has three cards (hand sizes such as 8 or 11): try each discard.
    for c in sorted(set(cards), key=lambda c: (-_card_value(c, wild, rules), -c.code)):
        rest = list(cards)
        rest.remove(c)
        a = _loose_at_most(rest, wild, rules, _DECLARE, 0)
        if a is not None:
            return _make(_points_arrangement(a.melds, [], wild, rules), wild, rules, valid=True, pure=True,
                         penalty=0, discard=c)
    return None


def _points_arrangement(melds, dead, wild, rules) -> Arrangement:
    return Arrangement(tuple(melds), tuple(dead), _total(dead, wild, rules), True)


def _best_discard(cards: list[Card], wild: Rank | None, rules: Rules) -> tuple[Card, RummyArrangement]:
    """The exact best discard: a valid show if one exists, else the least penalty for the cards kept.

    Ties: a card left loose by the best arrangement of all the cards
    (which keeps the groups whole), the higher-valued first, then the higher
    card. Each discard is searched only if it can still win: keeping
    ``cards - c`` costs at least the best arrangement of all the cards minus
    the value of ``c`` (an arrangement of the cards kept, plus ``c`` loose,
    arranges them all).
    """
    cap = rules.max_penalty
    value = _value_table(wild, rules)
    total = sum([value[c.code] for c in cards])
    pure_run = _has_pure_run(cards, wild)
    two = rules.loser_grouping_requirement == "two_sequences_one_pure"
    whole = _search_arrangement(cards, wild, rules, _DECLARE if two else _PURE) if pure_run else None
    met = whole is not None and whole.feasible
    # A show leaves one card loose beside groups with a pure sequence, so the cards' best
    # arrangement with a pure sequence costs at most that card: otherwise no show is possible.
    if met and len(cards) == rules.hand_size + 1 and whole.points <= max([value[c.code] for c in cards]):
        shown = _declaration_discard(cards, wild, rules)
        if shown is not None:
            return shown.discard, shown
    # Without the requirement met by all the cards, no discard meets it: all cards count.
    no_pure_anywhere = not pure_run or (not met and not two) or (
        not met and not _search_arrangement(cards, wild, rules, _PURE).feasible)
    fixed = rules.no_pure_sequence_penalty == "fixed_max"
    shape = whole if met else _search_arrangement(cards, wild, rules, None)
    loose = set(shape.deadwood)
    distinct = sorted(set(cards), key=lambda c: (c not in loose, -value[c.code], -c.code))
    plan = []  # (lower bound, tie-break index, card, exact penalty or None)
    for i, c in enumerate(distinct):
        v = value[c.code]
        if met:
            plan.append((min(cap, max(0, whole.points - v)), i, c, None))
        elif no_pure_anywhere:
            plan.append((cap if fixed else min(cap, total - v), i, c, "exact"))
        else:
            plan.append((min(cap, total - v), i, c, None))
    plan.sort(key=lambda t: (t[0], t[1]))
    best = None  # (penalty, index, card, arrangement or None)
    for lower, i, c, exact in plan:
        if best is not None and (lower, i) > best[:2]:
            continue
        if exact:
            best = (lower, i, c, None)
            continue
        if met and c in loose:
            # Exact without a search: the best arrangement of all the cards, with c taken out of its
            # loose cards, reaches the bound.
            dead = list(whole.deadwood)
            dead.remove(c)
            kept = _points_arrangement(whole.melds, dead, wild, rules)
            got = _make(kept, wild, rules, valid=False, pure=True, penalty=min(kept.points, cap), discard=c,
                        why="indian_rummy.counts_loose")
        else:
            rest = list(cards)
            rest.remove(c)
            got = _evaluate(rest, wild, rules, known_not_declarable=True, discard=c)
        if best is None or (got.penalty, i) < best[:2]:
            best = (got.penalty, i, c, got)
    card, arrangement = best[2], best[3]
    if arrangement is None and card in loose:
        # No pure sequence anywhere: show the best grouping of the cards kept, which is the best
        # grouping of all the cards with the discard taken out of its loose cards.
        dead = list(shape.deadwood)
        dead.remove(card)
        kept = _points_arrangement(shape.melds, dead, wild, rules)
        rest_total = total - value[card.code]
        why = "indian_rummy.fixed_max" if fixed else "indian_rummy.all_count_no_pure"
        arrangement = _make(kept, wild, rules, valid=False, pure=False, penalty=best[0], discard=card, why=why,
                            total=rest_total)
    elif arrangement is None:
        rest = list(cards)
        rest.remove(card)
        arrangement = _evaluate(rest, wild, rules, known_not_declarable=True, discard=card)
    return card, arrangement


def arrange(hand, wild_rank=None, rules=None) -> RummyArrangement:
    """The best arrangement of a hand: a valid show if possible, else the least penalty.

    For ``hand_size`` (13) cards: the grouping that makes a valid show when
    one exists, otherwise the one with the least penalty under the rules.
    For ``hand_size + 1`` (14) cards, a hand just after the draw: the best
    discard too (``.discard``), and the arrangement of the 13 cards kept.
    Other sizes are arranged as they are. The search is exact.

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read, or holds
            more copies of a card than the decks do.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = [] if isinstance(hand, (list, tuple)) and not hand else list(parse_cards(hand))
    _check_deck(cards, rules)
    if len(cards) == rules.hand_size + 1:
        return _best_discard(cards, wild, rules)[1]
    return _evaluate(cards, wild, rules)


def waiting_cards(hand, wild_rank=None, rules=None) -> list[Card]:
    """The cards that, drawn, let a hand of ``hand_size`` (13) cards show at once (another card put face down).

    Only cards the decks still hold are listed (a card held twice from two
    decks is not waited for). The near miss a learner wants named: "one
    card away". Each candidate is judged exactly (:func:`arrange` of the 14
    cards finds a valid show).

    >>> [str(c) for c in waiting_cards("3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D")]
    ['2H', '6H', '6D', '7S', 'JS', 'QS', 'JK']

    Raises:
        NotationError / CardTypeError: if ``hand`` cannot be read, or holds
            more copies of a card than the decks do.
        CardlabError: for a hand of another size than ``hand_size``.
    """
    rules = _rules(rules)
    wild = _wild(wild_rank)
    cards = [] if isinstance(hand, (list, tuple)) and not hand else list(parse_cards(hand))
    _check_deck(cards, rules)
    if len(cards) != rules.hand_size:
        raise CardlabError.of("error.indian_rummy.waiting_size", n=len(cards), need=rules.hand_size,
                              value=quoted(" ".join(str(c) for c in cards), 80))
    held = Counter(cards)
    out = []
    naturals = [c for c in cards if not _is_wild_card(c, wild)]
    # With two jokers in hand any natural card anchors a group of its own; with fewer, a natural card
    # joins a group only beside a card of its rank or one or two places along its suit.
    anchored = len(cards) - len(naturals) >= 2
    # A show of the 14 cards leaves at most one card out of the groups. A joker could stand wherever the
    # new card stands (in a set too, when the rules let jokers complete sets; not as the one natural card
    # of a group, hence fewer than two jokers in hand), so if the hand and a joker leave two cards out of
    # every grouping, no card makes a show.
    if not anchored and rules.joker_in_set_allowed and _loose_at_most(cards + [JOKER], wild, rules, None, 1) is None:
        return out
    for card in CARD_BY_CODE.values():
        most = rules.printed_jokers if card.is_joker else rules.decks
        if held.get(card, 0) >= most:
            continue
        if not (anchored or _is_wild_card(card, wild) or any(_near(card, c) for c in naturals)):
            continue
        if _declaration_discard(cards + [card], wild, rules) is not None:
            out.append(card)
    # The cards that help most first: naturals before jokers, in the order of the cards.
    return sorted(out, key=lambda c: (_is_wild_card(c, wild), c.code))


def _is_wild_card(card: Card, wild: Rank | None) -> bool:
    return card.is_joker or card.rank == wild


def _near(card: Card, other: Card) -> bool:
    """True if ``card`` could share a group with ``other``: the same rank, or one or two places apart in a suit
    (the ace both below the 2 and above the king)."""
    if card.rank == other.rank:
        return True
    if card.suit != other.suit:
        return False
    d = abs(int(card.rank) - int(other.rank))
    return d <= 2 or 13 - d <= 2


register_messages({
    "ir.describe.pure": {"en": "pure sequence", "vi": "dãy thuần"},
    "ir.describe.impure": {"en": "impure sequence", "vi": "dãy có joker"},
    "ir.describe.set": {"en": "set", "vi": "bộ cùng số"},
    "ir.describe.no_groups": {"en": "no groups", "vi": "không có nhóm nào"},
    "ir.describe.discard": {"en": "discard {card}, keep ", "vi": "đánh {card}, giữ "},
    "ir.describe.valid": {"en": "{groups} — a valid show, 0 points", "vi": "{groups} — khai hợp lệ, 0 điểm"},
    "ir.describe.loose": {"en": "{groups} | loose {loose} = {points:point|points}",
                          "vi": "{groups} | lá lẻ {loose} = {points} điểm"},
    "ir.describe.penalty": {"en": "; penalty {penalty:point|points}", "vi": "; bị phạt {penalty} điểm"},
})
