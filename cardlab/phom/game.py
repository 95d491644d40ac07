"""The playable Phỏm hand: :class:`State` and :func:`new_game`."""
from __future__ import annotations

import json
import random

from ..cards import Card, Deck
from ..engine import Action, FrozenDict, GameState, Outcome, SeatName, seat_order
from ..errors import CardlabError
from ..explain import Reason, Verdict, quoted
from ..records import FIRST_PLAYER, check_seed, read_record, rules_of
from ..melds import read_meld
from .calculators import _u_cached, check_meld, check_u, check_u_khan
from .payments import eat_payment, settle, settle_u, u_den_payer
from .rules import Rules, _rules, card_points
from .search import _bits, _cards_of, _fits, _key, _layable, _phom_masks, _place, _placements, _popcount, _spare
from .table import KINDS, Eat, Phase, View, _act, _cards_text, _name


_ONE_DECK = Deck()


class State(GameState):
    """A hand of Phỏm in progress (see the module docstring for the flow).

    Public attributes: ``hands`` (per seat, eaten cards included), ``stock``
    (top = last), ``discards`` (per seat, the discards still on the table),
    ``eaten`` (per seat, every card eaten), ``laid`` (per seat, laid-down
    phỏm), ``eats`` (:class:`Eat` records), ``laydown_order``, ``mom``,
    ``payments`` (running money, eat payments included), ``phase``,
    ``current_player``, ``first_player`` (who opened the hand: seat 0, or
    the previous hand's winner at a table, see :class:`Session`).
    """

    game = "phom"
    rules_class = Rules
    card_class = Card

    @classmethod
    def _new(cls, seed, rules, players, first_player=0) -> "State":
        check_seed(seed)
        rules = _rules(rules)
        if players is None:
            players = 4
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise CardlabError.of("error.players", value=quoted(players), game="Phỏm", minimum=2, maximum=4)
        if isinstance(first_player, bool) or not isinstance(first_player, int) or not 0 <= first_player < players:
            raise CardlabError.of("error.seat", name="first_player", value=quoted(first_player), last=players - 1)
        self = cls.__new__(cls)
        self.seed, self.rules, self.players, self.history = seed, rules, players, []
        self.first_player = first_player
        deck = _ONE_DECK.shuffled(random.Random(seed))
        # Cards are dealt in turn order from the first player, so first_player=0 deals as before.
        self.order = seat_order(first_player, players, rules.turn_direction)
        self.hands = [[] for _ in range(players)]
        for i, seat in enumerate(self.order):
            size = rules.hand_size if i == 0 else rules.cards_per_player
            self.hands[seat] = sorted(deck[:size])
            deck = deck[size:]
        self.stock = deck
        self.discards = [[] for _ in range(players)]
        self.eaten = [[] for _ in range(players)]
        self.laid = [[] for _ in range(players)]
        self.eats: list[Eat] = []
        self.sent: list[tuple] = []
        self.discard_count = [0] * players
        self.laydown_order: list[int] = []
        self.mom: list[int] = []
        self.payments = {p: 0 for p in range(players)}
        self.ledger: list[Reason] = []
        self.turn = 0                     # index into self.order
        self.phase = Phase.DISCARD        # the opener starts by discarding
        self.last_discard: tuple | None = None
        self.turn_eat: Eat | None = None  # the eat of the current turn, if any
        self.laid_this_turn = False
        self.result: Outcome | None = None
        self._legal = None
        return self

    # -- reading the state ---------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase is Phase.OVER else self.order[self.turn]

    @property
    def round(self) -> int:
        """The current player's round (1..rules.rounds)."""
        if self.phase is Phase.OVER:
            return self.rules.rounds
        return self.discard_count[self.current_player] + 1

    def eaten_in_hand(self, player: int) -> list[Card]:
        """The cards ``player`` ate that are still in their hand (they must end up in phỏm).

        Raises:
            CardlabError: for a seat that is not at this table.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError.of("error.seat", name="player", value=quoted(player), last=self.players - 1)
        return [c for c in self.eaten[player] if c in self.hands[player]]

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome:
        """How the hand ended and who paid whom (eat payments included).

        Raises:
            CardlabError: while the hand is still being played.
        """
        if self.result is None:
            raise CardlabError.of("error.not_over")
        return self.result

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase is Phase.OVER:
            return []
        p = self.current_player
        hand = self.hands[p]
        rules = self.rules
        out: list[Action] = []
        if self.phase is Phase.DRAW:
            if self._u_khan_possible(p):
                out.append(_act("u_khan", p, text="declare Ù khan"))
            if self.last_discard is not None:
                card = self.last_discard[1]
                after, eaten = hand + [card], self.eaten_in_hand(p) + [card]
                if _spare(after, eaten, rules) or (_fits(after, eaten, rules) and self._u_on(after, eaten)):
                    out.append(_act("eat", p, (card,), text=f"eat {card} from {_name(self.last_discard[0])}",
                                    label=Reason("action.phom.eat", card=card, player=SeatName(self.last_discard[0]))))
            if self.stock:
                out.append(_act("draw", p, text="draw"))
            return out
        if self.phase in (Phase.DISCARD, Phase.LAY_DOWN):
            if self._u_possible(p):
                out.append(_act("u", p, text="declare Ù"))
            if self.phase is Phase.DISCARD and self._u_khan_possible(p):
                out.append(_act("u_khan", p, text="declare Ù khan"))
        if self.phase is Phase.DISCARD:
            key, _, free = _place(hand, self.eaten_in_hand(p), rules)
            for i, c in enumerate(key):
                if free >> i & 1:
                    out.append(_act("discard", p, (c,), text=f"discard {c}"))
            return out
        if self.phase is Phase.LAY_DOWN:
            options = self._lay_down_options(p)
            out.extend(options)
            # Stopping is allowed only once no phỏm is left to lay down (and no
            # eaten card is held): a player who holds a phỏm is never móm.
            if not options and not self.eaten_in_hand(p):
                if self.laid[p]:
                    out.append(_act("finish_laying_down", p, text="finish laying down"))
                else:
                    # The learner's language says why nothing is laid down, as the notation does.
                    out.append(_act("finish_laying_down", p, text="lay down nothing (móm)",
                                    label=Reason("action.phom.mom")))
            return out
        if self.phase is Phase.SEND:
            out.extend(self._send_options(p))
            out.append(_act("finish_sending", p, text="stop sending"))
            return out
        return out

    def _u_possible(self, p: int) -> bool:
        if len(self.hands[p]) != self.rules.hand_size or self.laid_this_turn:
            return False
        return self._u_on(self.hands[p], self.eaten_in_hand(p))

    def _u_on(self, cards, eaten) -> bool:
        key = _key(cards)
        masks = _phom_masks(key, self.rules.ace_high_in_runs)
        union = 0
        for m in masks:
            union |= m
        if bin(union).count("1") < len(key) - 1:
            return False  # too few cards in any phỏm: skip the search
        return _u_cached(key, _key(c for c in eaten if c in key), self.rules)

    def _u_khan_possible(self, p: int) -> bool:
        if not self.rules.u_khan_enabled or self.discard_count[p] or self.eaten[p]:
            return False
        first = self.turn == 0 and self.discard_count[p] == 0
        if self.phase is Phase.DISCARD and not (first and len(self.hands[p]) == self.rules.hand_size):
            return False
        return bool(check_u_khan(self.hands[p], self.rules))

    def _lay_down_options(self, p: int) -> list[Action]:
        hand = _key(self.hands[p])
        eaten = _key(self.eaten_in_hand(p))
        rules = self.rules
        limit = rules.max_eaten_cards_per_phom
        emask = _bits(hand, eaten)
        full = (1 << len(hand)) - 1
        out = []
        for m in _phom_masks(hand, rules.ace_high_in_runs):
            if m == full or _popcount(m & emask) > limit:
                continue
            if emask & ~m:
                rest = _cards_of(hand, full & ~m)
                left = _cards_of(hand, emask & ~m)
                if not _placements(rest, left, limit, rules.ace_high_in_runs)[1]:
                    continue
            cards = _cards_of(hand, m)
            out.append(_act("lay_down", p, cards, text=f"lay down {_cards_text(read_meld(cards, self.rules.meld_rules).cards)}"))
        return out

    def _send_targets(self, p: int) -> list[tuple[int, int]]:
        mine = self.laydown_order.index(p) if p in self.laydown_order else len(self.laydown_order)
        return [(owner, i) for owner in self.laydown_order[:mine] for i in range(len(self.laid[owner]))]

    def _send_options(self, p: int) -> list[Action]:
        if not self.laid[p] or len(self.hands[p]) < 2:
            return []
        out = []
        for owner, i in self._send_targets(p):
            phom = self.laid[owner][i]
            for c in self.hands[p]:
                if read_meld(phom + [c], self.rules.meld_rules) is not None:
                    out.append(_act("send", p, (c,), (owner, i),
                                    text=f"send {c} onto {_cards_text(phom)} of {_name(owner)}",
                                    label=Reason("action.phom.send", card=c, phom=tuple(phom), player=SeatName(owner))))
        return out

    # -- applying actions ------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._legal = None
        p = self.current_player
        kind = action.kind
        if kind == "draw":
            self.hands[p].append(self.stock.pop())
            self.hands[p].sort()
            self._after_pickup()
        elif kind == "eat":
            self._eat(p, action.cards[0])
            self._after_pickup()
        elif kind == "discard":
            self._discard(p, action.cards[0])
        elif kind == "u":
            self._declare_u(p)
        elif kind == "u_khan":
            self._finish_u(p, "u_khan", None, [])
        elif kind == "lay_down":
            for c in action.cards:
                self.hands[p].remove(c)
            self.laid[p].append(list(read_meld(action.cards, self.rules.meld_rules).cards))
            self.laid_this_turn = True
        elif kind == "finish_laying_down":
            self.laydown_order.append(p)
            if not self.laid[p]:
                self.mom.append(p)
            self.phase = Phase.SEND if self._send_options(p) else Phase.DISCARD
        elif kind == "send":
            owner, i = action.target
            card = action.cards[0]
            self.hands[p].remove(card)
            self.laid[owner][i] = list(read_meld(self.laid[owner][i] + [card], self.rules.meld_rules).cards)
            self.sent.append((p, card, owner, i))
            if not self._send_options(p):
                self.phase = Phase.DISCARD
        elif kind == "finish_sending":
            self.phase = Phase.DISCARD
        self.history.append(action)

    def _after_pickup(self) -> None:
        self.last_discard = None
        last = self.discard_count[self.current_player] + 1 == self.rules.rounds
        self.phase = Phase.LAY_DOWN if last else Phase.DISCARD

    def _eat(self, p: int, card: Card) -> None:
        victim = self.last_discard[0]
        self.discards[victim].pop()
        self.hands[p].append(card)
        self.hands[p].sort()
        self.eaten[p].append(card)
        rnd = self.discard_count[p] + 1
        nth = sum(1 for e in self.eats if e.eater == p and e.victim == victim) + 1
        chot = rnd == self.rules.rounds
        amount = eat_payment(rnd, nth, is_chot=chot, rules=self.rules)
        record = Eat(p, victim, card, rnd, nth, chot, amount)
        self.eats.append(record)
        self.turn_eat = record
        self.payments[victim] -= amount
        self.payments[p] += amount
        code = "phom.chot_paid" if chot else ("phom.eat_paid_order" if self.rules.eat_payment_scheme == "by_eat_order"
                                             else "phom.eat_paid")
        self.ledger.append(Reason(code, victim=SeatName(victim), eater=SeatName(p), card=card, round=rnd, nth=nth,
                                  amount=amount))

    def _discard(self, p: int, card: Card) -> None:
        self.hands[p].remove(card)
        self.discards[p].append(card)
        self.discard_count[p] += 1
        self.last_discard = (p, card)
        self.turn_eat = None
        self.laid_this_turn = False
        self.turn = (self.turn + 1) % self.players
        nxt = self.order[self.turn]
        if self.discard_count[nxt] >= self.rules.rounds:
            self.phase = Phase.OVER
            self.last_discard = None
            self._finish_points()
        else:
            self.phase = Phase.DRAW

    def _declare_u(self, p: int) -> None:
        kind = check_u(self.hands[p], self.rules, eaten=self.eaten_in_hand(p)).kind
        # The engine's Ù đền rule decides who pays for the table: three discards eaten by the winner, or the
        # tái chốt (the winner Ù'd by eating the chốt of a player who had eaten a chốt).
        eat = self.turn_eat
        tai = eat.victim if eat is not None and eat.chot and any(
            e.eater == eat.victim and e.chot for e in self.eats) else None
        verdict = u_den_payer(SeatName(p), [SeatName(e.victim) for e in self.eats if e.eater == p],
                              tai_chot=None if tai is None else SeatName(tai), rules=self.rules)
        den = None if verdict.payer is None else verdict.payer.player
        why = list(verdict.reasons) if verdict else []
        self._finish_u(p, kind, den, why)

    def _finish_u(self, p: int, kind: str, den, why: list) -> None:
        names = [SeatName(s) for s in self.order]
        res = settle_u(SeatName(p), names, kind=kind, den_payer=None if den is None else SeatName(den), rules=self.rules)
        self._close(res, why, kind, {"kind": kind, "den_payer": den})

    def _finish_points(self) -> None:
        table = {}
        for s in range(self.players):
            pos = self.laydown_order.index(s) + 1
            table[SeatName(s)] = {"deadwood": sum(card_points(c, self.rules) for c in self.hands[s]),
                               "mom": s in self.mom, "laydown_order": pos,
                               "mom_order": self.mom.index(s) + 1 if s in self.mom else pos}
        res = settle(table, rules=self.rules)
        self._close(res, [], res.end, {})

    def _close(self, res: Outcome, why: list, end: str, extra: dict) -> None:
        self.phase = Phase.OVER
        self.last_discard = None
        seat = {SeatName(s): s for s in range(self.players)}
        back = lambda k: seat.get(k, k)  # noqa: E731 - "house" stays as it is
        settlement = {back(k): v for k, v in res.payments.items()}
        totals = dict(self.payments)
        for k, v in settlement.items():
            totals[k] = totals.get(k, 0) + v
        details = {
            "eats": [e.to_dict() for e in self.eats],
            "eat_payments": dict(self.payments),
            "settlement": settlement,
            "deadwood": {s: sum(card_points(c, self.rules) for c in self.hands[s]) for s in range(self.players)},
            "laid": {s: [list(m) for m in self.laid[s]] for s in range(self.players)},
            "laydown_order": list(self.laydown_order),
            **extra,
        }
        self.payments = totals
        # The settlement's "collects" sentence counts the end of the hand only; the
        # summary gives each player's whole total instead, from the same numbers as
        # the payments (eaten cards, chốt included, plus the settlement).
        end_reasons = tuple(r for r in res.reasons if r.code != "phom.winner_collects")
        summary = tuple(Reason("phom.hand_total", player=SeatName(q), total=f"{totals[q]:+d}",
                               eats=f"{details['eat_payments'][q]:+d}", end=f"{settlement.get(q, 0):+d}")
                        for q in range(self.players))
        self.result = Outcome(back(res.winner), tuple(back(x) for x in res.ranking),
                              tuple(back(x) for x in res.burned), totals, end,
                              tuple(self.ledger) + tuple(why) + end_reasons + summary, details)

    # -- explaining refusals ---------------------------------------------------
    def why_illegal(self, action: Action) -> Verdict:
        """The rule ``action`` breaks now (a yes verdict if it is legal)."""
        if not isinstance(action, Action):
            return Verdict(False, reasons=[Reason("phom.not_an_action", action=quoted(action))])
        if self.can(action):
            return Verdict(True, reasons=[Reason("phom.legal", action=str(action))])
        if self.phase is Phase.OVER:
            return Verdict(False, reasons=[Reason("phom.game_over")])
        p = self.current_player
        if action.player != p:
            other = SeatName(action.player) if isinstance(action.player, int) else repr(action.player)
            return Verdict(False, reasons=[Reason("phom.not_your_turn", player=SeatName(p), other=other)])
        if action.kind not in KINDS:
            return Verdict(False, reasons=[Reason("phom.unknown_action", kind=quoted(action.kind, 60),
                                                  kinds=", ".join(KINDS))])
        reason = self._why(p, action)
        return Verdict(False, reasons=[reason])

    def _why(self, p: int, action: Action) -> Reason:
        kind, phase = action.kind, self.phase
        hand = self.hands[p]
        card = action.cards[0] if len(action.cards) == 1 and isinstance(action.cards[0], Card) else None
        wrong_phase = {
            Phase.DRAW: "phom.must_draw_or_eat", Phase.DISCARD: "phom.must_discard",
            Phase.LAY_DOWN: "phom.must_lay_down", Phase.SEND: "phom.must_send_or_stop"}[phase]
        if kind in ("draw", "eat") and phase is not Phase.DRAW:
            if self.turn == 0 and self.discard_count[p] == 0 and phase is Phase.DISCARD:
                return Reason("phom.opener_discards")
            return Reason("phom.already_picked_up") if phase in (Phase.DISCARD, Phase.LAY_DOWN) else Reason(wrong_phase)
        if kind == "eat":
            if self.last_discard is None:
                return Reason("phom.nothing_to_eat")
            if card != self.last_discard[1]:
                return Reason("phom.eat_only_last", card=self.last_discard[1], player=SeatName(self.last_discard[0]))
            eaten = self.eaten_in_hand(p)
            if not _fits(hand + [card], [card], self.rules):
                return Reason("phom.eat_no_phom", card=card)
            if not _fits(hand + [card], eaten + [card], self.rules):
                return Reason("phom.eat_breaks_limit", card=card, eaten=tuple(eaten),
                              max=self.rules.max_eaten_cards_per_phom)
            return Reason("phom.eat_leaves_no_discard", card=card)
        if kind == "draw":
            return Reason("phom.stock_empty")
        if kind == "u":
            if phase not in (Phase.DISCARD, Phase.LAY_DOWN) or self.laid_this_turn:
                return Reason("phom.u_not_now")
            verdict = check_u(hand, self.rules, eaten=self.eaten_in_hand(p)) if len(hand) == self.rules.hand_size \
                else Verdict(False, reasons=[Reason("phom.u_wrong_size", n=len(hand), need=self.rules.hand_size)])
            return verdict.reasons[0]
        if kind == "u_khan":
            if not self.rules.u_khan_enabled:
                return Reason("phom.u_khan_disabled")
            opening = self.turn == 0 and phase is Phase.DISCARD and len(hand) == self.rules.hand_size
            if self.discard_count[p] or self.eaten[p] or not (phase is Phase.DRAW or opening):
                return Reason("phom.u_khan_first_turn")
            verdict = check_u_khan(hand, self.rules)
            return verdict.reasons[0] if not verdict else Reason("phom.u_khan_first_turn")
        if kind == "discard":
            if phase is not Phase.DISCARD:
                return Reason(wrong_phase)
            if card is None or card not in hand:
                return Reason("phom.not_in_hand", cards=tuple(action.cards))
            eaten = self.eaten_in_hand(p)
            if card in eaten:
                return Reason("phom.discard_eaten", card=card)
            return Reason("phom.discard_strands_eaten", card=card, eaten=tuple(eaten))
        if kind in ("lay_down", "finish_laying_down"):
            if phase is not Phase.LAY_DOWN:
                return Reason("phom.lay_down_last_round", last=self.rules.rounds) if phase in (
                    Phase.DRAW, Phase.DISCARD) and self.round < self.rules.rounds else Reason(wrong_phase)
            eaten = self.eaten_in_hand(p)
            if kind == "finish_laying_down":
                if eaten:
                    return Reason("phom.eaten_must_be_laid", eaten=tuple(eaten))
                code = "phom.phom_left_in_hand" if self.laid[p] else "phom.not_mom_holds_phom"
                return Reason(code, phom=_layable(hand, self.rules))
            cards = list(action.cards)
            if not cards or any(not isinstance(c, Card) or c not in hand for c in cards):
                return Reason("phom.not_in_hand", cards=tuple(cards))
            verdict = check_meld(cards, [c for c in cards if c in eaten], self.rules)
            if not verdict:
                return verdict.reasons[-1]
            if len(hand) - len(cards) < 1:
                return Reason("phom.keep_one_card")
            if list(action.cards) != sorted(action.cards):
                return Reason("phom.cards_in_order", cards=tuple(sorted(cards)))
            rest = [c for c in hand if c not in cards]
            left = tuple(c for c in eaten if c not in cards)
            if not _fits(rest, left, self.rules):
                return Reason("phom.lay_strands_eaten", cards=tuple(cards), eaten=left)
            return Reason("phom.lay_leaves_no_discard", cards=tuple(cards), eaten=left)
        if kind in ("send", "finish_sending"):
            if phase is not Phase.SEND:
                if phase in (Phase.DRAW, Phase.DISCARD) and self.round < self.rules.rounds:
                    return Reason("phom.send_not_last_round", round=self.round, last=self.rules.rounds)
                if not self.laid[p] and p in self.laydown_order:
                    return Reason("phom.send_needs_phom")
                return Reason(wrong_phase)
            if kind == "finish_sending":
                return Reason(wrong_phase)
            if card is None or card not in hand:
                return Reason("phom.not_in_hand", cards=tuple(action.cards))
            if len(hand) < 2:
                return Reason("phom.keep_one_card")
            target = action.target
            if not (isinstance(target, tuple) and len(target) == 2 and all(isinstance(t, int) for t in target)
                    and 0 <= target[0] < self.players and 0 <= target[1] < len(self.laid[target[0]])):
                return Reason("phom.no_such_phom", target=str(target))
            owner, i = target
            if (owner, i) not in self._send_targets(p):
                return Reason("phom.send_only_earlier")
            return Reason("phom.send_does_not_fit", card=card, phom=tuple(self.laid[owner][i]))
        return Reason(wrong_phase)

    # -- views and records ---------------------------------------------------
    def view(self, player: int) -> View:
        """What ``player`` sees (their hand, the table); other hands and the stock stay hidden.

        A read-only snapshot that shares nothing with the game: tuples, frozen records, and ``payments`` a
        :class:`~cardlab.engine.FrozenDict` (changing it raises, and never changes the game).

        Raises:
            CardlabError: for a seat that is not at this table.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError.of("error.seat", name="player", value=quoted(player), last=self.players - 1)
        mine = self.current_player == player
        return View(
            player=player, hand=tuple(self.hands[player]), players=self.players, rules=self.rules,
            phase=self.phase, current_player=self.current_player, round=self.round,
            turn_order=tuple(self.order), hand_sizes=tuple(len(h) for h in self.hands),
            eaten=tuple(tuple(e) for e in self.eaten), discards=tuple(tuple(d) for d in self.discards),
            laid=tuple(tuple(tuple(m) for m in ms) for ms in self.laid),
            laydown_order=tuple(self.laydown_order), mom=tuple(self.mom), stock_size=len(self.stock),
            last_discard=self.last_discard[1] if self.last_discard else None,
            last_discarder=self.last_discard[0] if self.last_discard else None,
            payments=FrozenDict(self.payments), eats=tuple(self.eats), history=tuple(self.history),
            legal_actions=tuple(self.legal_actions()) if mine else ())

    def snapshot(self) -> dict:
        """Everything that defines the position, for comparing two states."""
        return {
            "hands": [list(map(str, h)) for h in self.hands], "stock": list(map(str, self.stock)),
            "discards": [list(map(str, d)) for d in self.discards], "eaten": [list(map(str, e)) for e in self.eaten],
            "laid": [[list(map(str, m)) for m in ms] for ms in self.laid], "eats": [e.to_dict() for e in self.eats],
            "discard_count": list(self.discard_count), "laydown_order": list(self.laydown_order),
            "mom": list(self.mom), "payments": dict(self.payments), "turn": self.turn, "phase": self.phase.value,
            "first_player": self.first_player,
            "last_discard": None if self.last_discard is None else [self.last_discard[0], str(self.last_discard[1])],
            "history": [a.to_dict() for a in self.history],
            "result": None if self.result is None else self.result.to_dict(),
        }

    def to_json(self) -> str:
        """The record: seed, rules, players, first player and actions; :meth:`from_json` replays it."""
        data = json.loads(super().to_json())
        data["first_player"] = self.first_player
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Rebuild a hand by replaying its record (records without ``first_player`` were opened by seat 0).

        Raises:
            CardlabError: if the text is not a Phỏm record, or an action in it
                is illegal (the record was edited).
        """
        data = read_record(text, cls.game, Rules, FIRST_PLAYER)
        # Records made before first_player existed were all opened by seat 0.
        state = cls._new(data["seed"], rules_of(data, Rules), data.get("players"), data.get("first_player", 0))
        return state._replay(data["actions"])

    def __repr__(self) -> str:
        who = "over" if self.phase is Phase.OVER else f"P{self.current_player} to {self.phase.value}"
        return f"<phom.State seed={self.seed} players={self.players} round {self.round}: {who}>"


def new_game(seed=0, rules=None, players=None, *, first_player=0) -> State:
    """Deal a new hand of Phỏm: 9 cards each, 10 to ``first_player``, who opens by discarding.

    ``players``: 2, 3 or 4 (default 4). ``first_player`` is seat 0 by default
    (the room creator); at a table it is the previous hand's winner (see
    :class:`Session`). Cards are dealt in turn order from the first player,
    so a seed gives the same cards relative to whoever opens. Deterministic
    from ``seed``.

    Raises:
        CardlabError: for a seed that is not a whole number, a table not of
            2–4, or a ``first_player`` that is not a seat at the table.
        InvalidRulesError: if ``rules`` is not a :class:`Rules`.
    """
    return State._new(seed, rules, players, first_player)
