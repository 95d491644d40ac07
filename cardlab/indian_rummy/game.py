"""The playable Indian Rummy match: :class:`State` and :func:`new_game`."""
from __future__ import annotations

import random
from collections import Counter

from ..arrange import Arrangement
from ..cards import Card
from ..engine import Action, GameState, Outcome, SeatList, frozen
from ..errors import CardlabError, IllegalActionError, InvalidRulesError
from ..explain import Reason, Verdict, quoted
from ..records import check_seed
from .declaration import _read_groups, _show_failures, check_declaration, explain_penalty
from .rules import DEFAULT_PLAYERS, Rules, _is_wild, _rules, _total, _wild, wild_rank
from .search import RummyArrangement, _evaluate, _make
from .table import (DROPPED, KINDS, OUT, PILE, PLAYING, STOCK, WON, WRONG_SHOW, DealResult, Phase, View,
                    _act, _grouping_text, _show_label, _show_text)


class State(GameState):
    """An Indian Rummy match in progress: one deal (Points) or several (Pool, Deals).

    A deal: the dealer's left (seat ``deal % players`` among those still in,
    seat 0 for the first deal) plays first; each player gets ``hand_size``
    cards one at a time, one card is cut from the stock as the wild-joker
    indicator (set aside face up, out of play), one card opens the discard
    pile. Turns go clockwise (seat + 1) among players still in the deal.

    * At the start of a turn (phase ``DRAW``) a player draws from the stock
      or takes the top of the discard pile, or drops: before their first
      draw of the deal that is a first drop (``first_drop``), later a middle
      drop (``middle_drop``). A dropped hand is set aside unseen. With
      ``discarded_joker_pickable=False`` a joker a player discarded stays
      in the pile; with ``drop_in_two_player_deals=False`` no one drops at a
      two-player Deals table.
    * Then (phase ``DISCARD``, 14 cards) they discard one card, or show:
      one card goes face down (``finish``) and the other 13 are shown. With
      ``discard_taken_card=False`` the card just taken from the pile may
      be neither. A show may carry the player's grouping
      (:func:`show_action`, or ``Action("declare", (card,), groups,
      player)``): with ``show_grouping="player"`` it is judged as grouped,
      so a valid hand grouped badly is a wrong show; a show without a
      grouping (the legal actions listed), or any show under
      ``show_grouping="best"``, is judged by the engine's best grouping. A
      valid show wins the deal; every other player still in counts the
      penalty of their best arrangement. A wrong show costs ``wrong_show``:
      with ``after_wrong_show="play_on"`` the player is out of the deal and
      the others go on; with ``"deal_ends"`` the deal ends with no winner.
    * When one player is left in the deal, they win it.
    * When the stock runs out, the discard pile except its top card is
      shuffled into a new stock (from the seed and a counter); after
      ``max_reshuffles`` (if set) the deal ends with no winner.

    Across deals (the running table ``scores``):

    * ``format="points"``: one deal; ``scores`` are its penalty points and
      the payments are points: each loser pays their penalty to the winner.
    * ``"pool101"`` / ``"pool201"``: ``scores`` add up each player's penalty
      points; a player reaching 101 (201) is eliminated (status ``"out"``)
      and deals go on until one player is left, who wins the pool (every
      other player pays one entry to the winner).
    * ``"deals"``: ``deals`` deals; everyone starts with ``deals *
      max_penalty`` chips (``scores``), and each deal's payments move chips.
      Most chips wins; a tie is broken by up to three extra deals, then by
      the lower seat. Payments are the chips won or lost.

    Public attributes: ``hands`` (per seat), ``stock`` (top = last),
    ``discards`` (the open pile, top = last), ``indicator``, ``wild``
    (the wild rank symbol or None), ``finish`` (face-down cards of shows),
    ``statuses``, ``drawn``, ``taken``, ``pile_card`` (the card the current
    player took from the pile this turn, or None), ``deal``, ``scores``,
    ``results`` (:class:`DealResult` per finished deal), ``phase``,
    ``current_player``.
    """

    game = "indian_rummy"
    rules_class = Rules
    card_class = Card

    @classmethod
    def _new(cls, seed, rules, players) -> "State":
        check_seed(seed)
        rules = _rules(rules)
        if players is None:
            players = DEFAULT_PLAYERS
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 6:
            raise CardlabError.of("error.players", value=quoted(players), game="Indian Rummy", minimum=2, maximum=6)
        need = players * rules.hand_size + 4
        if len(rules.deck) < need:
            raise InvalidRulesError.of("error.indian_rummy.deck_too_small", decks=quoted(rules.decks),
                                       jokers=quoted(rules.printed_jokers), cards=len(rules.deck), players=players,
                                       need=need)
        self = cls.__new__(cls)
        self.seed, self.rules, self.players, self.history = seed, rules, players, []
        self.deal = 0
        self.results: list[DealResult] = []
        start = rules.deals * rules.max_penalty if rules.format == "deals" else 0
        self.start_chips = start
        self.scores = [start] * players
        self.extra_deals = 0
        self.pool_reasons: list[Reason] = []  # eliminations so far, told at the end of a pool
        self.result: Outcome | None = None
        self._start_deal()
        return self

    # -- dealing -------------------------------------------------------------
    def _in_match(self) -> list[int]:
        return [p for p in range(self.players) if not self._eliminated(p)]

    def _eliminated(self, p: int) -> bool:
        limit = self.rules.pool_limit
        return limit is not None and self.scores[p] >= limit

    def _start_deal(self) -> None:
        rules = self.rules
        rng = random.Random(self.seed) if self.deal == 0 else random.Random(f"indian_rummy:{self.seed}:deal:{self.deal}")
        deck = rules.deck.shuffled(rng)
        seats = self._in_match()
        first = seats[self.deal % len(seats)]
        order = seats[seats.index(first):] + seats[:seats.index(first)]
        self.hands = [[] for _ in range(self.players)]
        for _ in range(rules.hand_size):
            for p in order:
                self.hands[p].append(deck.pop())
        for p in order:
            self.hands[p].sort()
        self.indicator = deck.pop()
        wild = wild_rank(self.indicator, rules)
        self.wild = wild
        self._wild_rank = _wild(wild)
        self.discards = [deck.pop()]
        self.opening_on_top = True  # the pile's top is the card dealt to open it, which nobody discarded
        self.pile_card: Card | None = None
        self.stock = deck
        self.finish: dict[int, Card] = {}
        self.statuses = [PLAYING if p in seats else OUT for p in range(self.players)]
        self.drawn = [False] * self.players
        self.taken: list[list[Card]] = [[] for _ in range(self.players)]
        self.deal_penalties: dict[int, int] = {}
        self.shown: dict[int, RummyArrangement] = {}
        self.show_failures: dict[int, list[Reason]] = {}  # why each wrong show of the deal was wrong
        self.reshuffles = 0
        self.first = first
        self._current: int | None = first
        self.phase = Phase.DRAW
        self._legal = None

    # -- reading the state ---------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase is Phase.OVER else self._current

    @property
    def wild_rank(self) -> str | None:
        """The wild rank of the current deal (``"A"``…``"K"``), or None."""
        return self.wild

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome:
        """How the match ended and who paid whom.

        Raises:
            CardlabError: while the match is still being played.
        """
        if self.result is None:
            raise CardlabError.of("error.not_over")
        return self.result

    def all_cards(self) -> list[Card]:
        """Every card of the current deal, wherever it is (hands, stock, pile, indicator, face down)."""
        out = [c for h in self.hands for c in h] + list(self.stock) + list(self.discards) + [self.indicator]
        return out + list(self.finish.values())

    def view(self, player: int) -> View:
        """What ``player`` sees (see :class:`View`): a read-only snapshot that shares nothing with the game.

        ``shown`` is a :class:`~cardlab.engine.FrozenDict` and ``results`` frozen copies of the deals'
        results (:func:`~cardlab.engine.frozen`): changing them raises, and never changes the game.

        Raises:
            CardlabError: for a seat that is not in the game.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError.of("error.seat", name="player", value=quoted(player), last=self.players - 1)
        legal = tuple(self.legal_actions()) if player == self.current_player else ()
        return View(player, self.players, self.rules, self.phase, self.current_player, self.deal,
                    tuple(sorted(self.hands[player])), self.indicator, self.wild, tuple(self.discards),
                    len(self.stock), tuple(len(h) for h in self.hands), tuple(self.statuses), tuple(self.drawn),
                    tuple(tuple(t) for t in self.taken), frozen(self.shown), tuple(self.scores),
                    self._results_seen(), legal)

    def _results_seen(self) -> tuple:
        """The finished deals' results as frozen copies, each made once (the results of a match only grow)."""
        seen = self.__dict__.get("_frozen_results", ())
        results = self.results
        if len(seen) != len(results) or any(a is not b for (a, _), b in zip(seen, results)):
            made = {id(a): f for a, f in seen}  # (the results in ``seen`` are alive: their ids are theirs)
            seen = self._frozen_results = tuple((r, made.get(id(r)) or frozen(r)) for r in results)
        return tuple(f for _, f in seen)

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase is Phase.OVER:
            return []
        p = self._current
        out: list[Action] = []
        if self.phase is Phase.DRAW:
            out.append(_act("draw", p, (), STOCK, "draw from the stock", Reason("action.indian_rummy.draw_stock")))
            if self.discards and not self._joker_stays():
                top = self.discards[-1]
                out.append(_act("draw", p, (top,), PILE, f"take {top} from the discard pile",
                                Reason("action.indian_rummy.take_pile", card=top)))
            if not self._no_drop():
                first = not self.drawn[p]
                points = self.rules.first_drop if first else self.rules.middle_drop
                which = "first" if first else "middle"
                out.append(_act("drop", p, (), None, f"drop ({which} drop, {points} points)",
                                Reason(f"action.indian_rummy.{which}_drop", points=points)))
            return out
        distinct = [c for c in sorted(set(self.hands[p])) if not self._taken_stays(c)]
        out.extend(_act("discard", p, (c,), None, f"discard {c}") for c in distinct)
        out.extend(_act("declare", p, (c,), None, _show_text(c), _show_label(c)) for c in distinct)
        return out

    def _joker_stays(self) -> bool:
        """True if the pile's top is a joker a player discarded and ``discarded_joker_pickable`` is off."""
        return (not self.rules.discarded_joker_pickable and not self.opening_on_top and bool(self.discards)
                and _is_wild(self.discards[-1], self._wild_rank))

    def _no_drop(self) -> bool:
        """True at a two-player Deals table with ``drop_in_two_player_deals`` off."""
        return not self.rules.drop_in_two_player_deals and self.rules.format == "deals" and self.players == 2

    def _taken_stays(self, card: Card) -> bool:
        """True if ``card`` was just taken from the pile and ``discard_taken_card`` is off.

        Two copies of a card cannot be told apart, so a second copy stays in the hand too.
        """
        return not self.rules.discard_taken_card and card == self.pile_card

    def why_illegal(self, action: Action) -> Verdict:
        """The rule an action breaks (a :class:`Verdict` with one reason).

        It never raises: something that is not an :class:`Action` (text such as ``"discard 9C"``), or an
        Action whose parts are of the wrong type, gets a no-verdict saying so (as Phỏm and Chắn answer).
        """
        def no(code, **params):
            return Verdict(False, "illegal", [Reason(code, **params)])

        if not isinstance(action, Action):
            return no("indian_rummy.not_an_action", action=quoted(action))
        try:
            self._check_action(action)
        except IllegalActionError as exc:
            return no(exc.code, **exc.params)
        if self.phase is Phase.OVER:
            return no("indian_rummy.game_over")
        p = self._current
        if action.kind not in KINDS:
            return no("indian_rummy.unknown_action", kind=action.kind, kinds=", ".join(KINDS))
        if action.player != p:
            return no("indian_rummy.not_your_turn", player=action.player, current=p)
        if action.kind == "drop" and self._no_drop():
            return no("indian_rummy.no_drop_two_player_deals")
        if self.phase is Phase.DRAW:
            if action.kind in ("discard", "declare"):
                return no("indian_rummy.draw_first", n=len(self.hands[p]))
            if action.kind == "draw":
                if action.target == PILE:
                    if not self.discards:
                        return no("indian_rummy.empty_pile")
                    top = self.discards[-1]
                    if action.cards == (top,) and self._joker_stays():
                        return no("indian_rummy.joker_stays_in_pile", card=top)
                    return no("indian_rummy.not_top_discard", top=top,
                              cards=" ".join(str(c) for c in action.cards) or "—")
                return no("indian_rummy.bad_draw", target=action.target)
            return no("indian_rummy.bad_drop")
        if action.kind == "drop":
            return no("indian_rummy.drop_before_draw")
        if action.kind == "draw":
            return no("indian_rummy.already_drew")
        if len(action.cards) != 1:
            return no("indian_rummy.one_card", n=len(action.cards))
        card = action.cards[0]
        if card not in self.hands[p]:
            return no("indian_rummy.not_in_hand", card=card)
        if self._taken_stays(card) and (action.target is None or action.kind == "declare"):
            code = "indian_rummy.taken_not_discarded" if action.kind == "discard" else "indian_rummy.taken_not_face_down"
            return no(code, card=card)
        return no("indian_rummy.bad_target", target=action.target)

    # -- a show with the player's grouping ------------------------------------------
    def apply(self, action) -> "State":
        """Play ``action`` and return the state (for chaining).

        A show (``"declare"``) may carry the player's grouping as its target
        (see :func:`show_action`); every other action is one of
        :meth:`legal_actions`.

        Raises:
            IllegalActionError: naming the rule the action breaks (for a
                grouping: one that cannot be read, or shows a card the
                player does not keep); the state is unchanged.
        """
        if isinstance(action, Action) and action.kind == "declare" and action.target is not None:
            show, verdict = self._grouped_show(action)
            if show is None:
                raise IllegalActionError.of("error.not_allowed", verdict, action=action.describe(), reason=verdict)
            self._apply(show)
            return self
        return super().apply(action)

    def can(self, action: Action) -> bool:
        """True if ``action`` is legal now, a show with the player's grouping included."""
        if isinstance(action, Action) and action.kind == "declare" and action.target is not None:
            return self._grouped_show(action)[0] is not None
        return super().can(action)

    def _grouped_show(self, action: Action) -> tuple[Action | None, Verdict | None]:
        """The show ``action`` with its grouping written out the engine's way, or (None, why not)."""
        def no(code, **params):
            return None, Verdict(False, "illegal", [Reason(code, **params)])

        base = Action("declare", action.cards, None, action.player)
        if base not in self.legal_actions():
            return None, self.why_illegal(base)
        card = action.cards[0]
        try:
            groups = _read_groups(action.target)
        except CardlabError:
            return no("indian_rummy.grouping_unreadable", groups=repr(action.target)[:80])
        if not groups:
            return no("indian_rummy.grouping_unreadable", groups=repr(action.target)[:80])
        kept = Counter(self.hands[action.player])
        kept[card] -= 1
        shown = Counter(c for g in groups for c in g)
        for c in sorted(shown):
            if shown[c] > kept[c]:
                return no("indian_rummy.grouping_not_kept", card=c, down=card)
        text = _grouping_text(groups)
        return Action("declare", action.cards, text, action.player, _show_text(card, text), _show_label(card, groups)), None

    # -- playing -------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.history.append(action)
        self._legal = None
        p = self._current
        kind = action.kind
        if kind == "draw":
            card = self.stock.pop() if action.target == STOCK else self.discards.pop()
            if action.target == PILE:
                self.taken[p].append(card)
                self.pile_card = card
                self.opening_on_top = False
            self.hands[p].append(card)
            self.hands[p].sort()
            self.drawn[p] = True
            self.phase = Phase.DISCARD
        elif kind == "drop":
            first = not self.drawn[p]
            self.statuses[p] = DROPPED
            self.deal_penalties[p] = self.rules.first_drop if first else self.rules.middle_drop
            self._after_exit(p)
        elif kind == "discard":
            self.hands[p].remove(action.cards[0])
            self.discards.append(action.cards[0])
            self.opening_on_top = False
            self._next_turn()
        else:
            self._declare(p, action.cards[0], action.target)

    def _declare(self, p: int, card: Card, grouping: str | None = None) -> None:
        self.hands[p].remove(card)
        self.finish[p] = card
        kept = list(self.hands[p])
        if grouping is not None and self.rules.show_grouping == "player":
            shown, failures = self._judge_grouping(kept, grouping)
        else:
            shown = _evaluate(kept, self._wild_rank, self.rules)
            failures = [] if shown.valid_declaration else _show_failures(shown)
        self.shown[p] = shown
        if shown.valid_declaration:
            self._end_deal(p, "show")
            return
        self.statuses[p] = WRONG_SHOW
        self.deal_penalties[p] = self.rules.wrong_show
        self.show_failures[p] = failures
        if self.rules.after_wrong_show == "deal_ends":
            self._end_deal(None, "wrong_show")
        else:
            self._after_exit(p)

    def _judge_grouping(self, kept: list[Card], grouping: str) -> tuple[RummyArrangement, list[Reason]]:
        """The show of ``kept`` as the player grouped it, and why it is wrong (empty when valid).

        Groups that are not valid and cards in no group are the loose cards. A wrong show
        whose cards have a valid grouping says so: the grouping, not the hand, was wrong.
        """
        rules, wild = self.rules, self._wild_rank
        groups = _read_groups(grouping)
        verdict = check_declaration(groups, self.wild, rules, hand=kept)
        melds = [v.meld for v in verdict.groups if v]
        loose = [c for g, v in zip(groups, verdict.groups) if not v for c in g]
        left = Counter(kept) - Counter(c for g in groups for c in g)
        loose += sorted(left.elements())
        grouped = Arrangement(tuple(melds), tuple(loose), _total(loose, wild, rules), True)
        if verdict:
            return _make(grouped, wild, rules, valid=True, pure=True, penalty=0), []
        # Its penalty, as for any arrangement, is what a loser grouping the cards so would count.
        shown = _make(grouped, wild, rules, valid=False, pure=verdict.pure > 0,
                      penalty=explain_penalty(kept, groups, self.wild, rules).points, verdict=verdict)
        failures = [r for r in verdict.reasons if r.code != "indian_rummy.wrong_show"]
        best = _evaluate(kept, wild, rules)
        if best.valid_declaration:
            failures.append(Reason("indian_rummy.could_have_shown",
                                   groups=" | ".join(m.pretty for m in best.melds)))
        return shown, failures

    def _playing(self) -> list[int]:
        return [q for q in range(self.players) if self.statuses[q] == PLAYING]

    def _after_exit(self, p: int) -> None:
        left = self._playing()
        if len(left) == 1:
            self._end_deal(left[0], "last_player")
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        if not self.stock and not self._refill():
            self._end_deal(None, "stock_out")
            return
        q = self._current
        for _ in range(self.players):
            q = (q + 1) % self.players
            if self.statuses[q] == PLAYING:
                break
        self._current = q
        self.phase = Phase.DRAW
        self.pile_card = None

    def _refill(self) -> bool:
        """Shuffle the discard pile, all but its top card, into a new stock (seeded by a counter)."""
        limit = self.rules.max_reshuffles
        if (limit is not None and self.reshuffles >= limit) or len(self.discards) < 2:
            return False
        top = self.discards.pop()
        cards = self.discards
        random.Random(f"indian_rummy:{self.seed}:deal:{self.deal}:reshuffle:{self.reshuffles}").shuffle(cards)
        self.stock = cards
        self.discards = [top]
        self.reshuffles += 1
        return True

    # -- the end of a deal and of the match ----------------------------------
    def _end_deal(self, winner: int | None, end: str) -> None:
        rules = self.rules
        seats = [q for q in range(self.players) if self.statuses[q] != OUT]
        reasons: list[Reason] = []
        penalties: dict[int, int] = {}
        shown = dict(self.shown)
        for q in seats:
            if q == winner:
                penalties[q] = 0
            elif q in self.deal_penalties:
                penalties[q] = self.deal_penalties[q]
            elif winner is not None:
                arrangement = _evaluate(list(self.hands[q]), self._wild_rank, rules)
                shown[q] = arrangement
                penalties[q] = arrangement.penalty
            else:
                penalties[q] = 0
        if winner is not None:
            self.statuses[winner] = WON
            reasons.append(Reason("indian_rummy.deal_show" if end == "show" else "indian_rummy.last_player",
                                  player=winner))
        elif end == "stock_out":
            reasons.append(Reason("indian_rummy.stock_out"))
        for q in seats:
            if q == winner:
                continue
            if self.statuses[q] == DROPPED:
                code = "indian_rummy.middle_drop" if self.drawn[q] else "indian_rummy.first_drop"
                reasons.append(Reason(code, player=q, points=penalties[q]))
            elif self.statuses[q] == WRONG_SHOW:
                reasons.append(Reason("indian_rummy.showed_wrongly", player=q, points=penalties[q]))
                reasons.extend(self.show_failures[q])
            elif winner is not None:
                reasons.append(Reason("indian_rummy.loser_counts", player=q, points=penalties[q]))
        payments = {q: 0 for q in seats}
        if winner is not None:
            for q in seats:
                if q != winner:
                    payments[q] -= penalties[q]
                    payments[winner] += penalties[q]
        else:
            receivers = [q for q in seats if q not in self.deal_penalties]
            payers = [q for q in seats if q in self.deal_penalties and penalties[q]]
            if receivers:
                for q in payers:
                    share, extra = divmod(penalties[q], len(receivers))
                    order = sorted(receivers, key=lambda r: (r - q) % self.players)
                    for i, r in enumerate(order):
                        payments[r] += share + (1 if i < extra else 0)
                    payments[q] -= penalties[q]
                if payers:
                    reasons.append(Reason("indian_rummy.shared", players=SeatList(receivers)))
        result = DealResult(self.deal, winner, end, penalties, payments, {q: self.statuses[q] for q in seats},
                            shown, self.indicator, self.wild, tuple(reasons))
        self.results.append(result)
        self._score(result)

    def _score(self, result: DealResult) -> None:
        rules = self.rules
        fmt = rules.format
        if fmt == "points":
            for q, v in result.penalties.items():
                self.scores[q] = v
            self._finish_match(result.winner, result.payments, result.end, list(result.reasons))
            return
        if fmt == "deals":
            for q, v in result.payments.items():
                self.scores[q] += v
            if self.deal + 1 < rules.deals + self.extra_deals:
                return self._next_deal()
            top = max(self.scores)
            leaders = [q for q in range(self.players) if self.scores[q] == top]
            if len(leaders) > 1 and self.extra_deals < 3:
                self.extra_deals += 1
                return self._next_deal()
            winner = leaders[0]
            reasons = [Reason("indian_rummy.deals_winner", player=winner, chips=top, deals=self.deal + 1)]
            if len(leaders) > 1:
                reasons.append(Reason("indian_rummy.tie_lower_seat", players=SeatList(leaders)))
            payments = {q: self.scores[q] - self.start_chips for q in range(self.players)}
            self._finish_match(winner, payments, "deals", reasons)
            return
        before = [q for q in range(self.players) if result.statuses.get(q, OUT) != OUT]
        for q, v in result.penalties.items():
            self.scores[q] += v
        reasons = []
        for q in before:
            if self._eliminated(q):
                reasons.append(Reason("indian_rummy.eliminated", player=q, score=self.scores[q], limit=rules.pool_limit))
        left = self._in_match()
        if len(left) > 1:
            self.pool_reasons += reasons
            return self._next_deal()
        if not left:  # cannot happen (a deal's winner scores 0), kept as a guard
            left = [min(range(self.players), key=lambda q: (self.scores[q], q))]
        winner = left[0]
        reasons = self.pool_reasons + reasons
        reasons.append(Reason("indian_rummy.pool_winner", player=winner, limit=rules.pool_limit))
        payments = {q: (self.players - 1 if q == winner else -1) for q in range(self.players)}
        self._finish_match(winner, payments, "pool", reasons)

    def _next_deal(self) -> None:
        self.deal += 1
        self._start_deal()

    def _finish_match(self, winner, payments: dict, end: str, reasons: list) -> None:
        self.phase = Phase.OVER
        self._current = None
        self._legal = None
        ranking = tuple(sorted(payments, key=lambda q: (-payments[q], q)))
        details = {"scores": list(self.scores), "deals": [r.to_dict() for r in self.results],
                   "penalties": dict(self.results[-1].penalties)}
        self.result = Outcome(winner, ranking, (), dict(payments), end, tuple(reasons), details)


def new_game(seed: int = 0, rules=None, players=None) -> State:
    """A new Indian Rummy game, dealt from ``seed`` (2–6 players, default 2).

    Raises:
        CardlabError: for a bad seed or number of players.
        InvalidRulesError: for rules that are not :class:`Rules`, or decks
            too small for the players.
    """
    return State._new(seed, rules, players)
