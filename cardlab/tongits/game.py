"""The playable Tongits hand: :class:`State` and :func:`new_game`."""
from __future__ import annotations

import bisect
import json
import random
from collections import Counter
from dataclasses import replace
from functools import reduce
from itertools import repeat
from operator import attrgetter, is_, or_
from typing import Callable, Mapping

from ..arrange import Arrangement
from ..cards import CARD_BY_CODE, STANDARD_52, Card, parse_cards
from ..engine import Action, GameState, Outcome, frozen, seat_order
from ..errors import CardlabError, CardTypeError, IllegalActionError, NotationError
from ..explain import Reason, Verdict, quoted
from ..records import FIRST_PLAYER, POSITION, check_seed, read_record, rules_of
from ..melds import (BITS, CODES, _candidate_fields, classify, meld_cards, meld_test, read_meld,
                     single_candidate_fields)
from .calculators import (_arrange, _concealed_fours, _deadwood, _deadwood_cards, _has_concealed_four,
                          _search_of, check_fight, check_sapaw)
from .endings import _fight, _stock_out, _tongits
from .rules import _DECK, PLAYERS, Rules, _cards, _check_one_deck, _meld_rules, _one_card, _rules, _sort
from .table import _DISCARD, _KINDS, _SIMPLE, ExposedMeld, Phase, View, _act, _exposed, _S


class State(GameState):
    """A Tongits hand in progress (3 players, seats 0, 1, 2; ``first_player``, seat 0 unless chosen, plays first).

    Public attributes: ``hands`` (sorted lists), ``stock`` (the last card is
    the top), ``discards`` (the discard pile, top last), ``exposed`` (the
    melds on the table, :class:`ExposedMeld` with ``owner``; a sapaw's target
    is an index into this list), ``phase``, ``current_player``,
    ``has_exposed`` and ``sapawed_on`` (per player: has exposed a meld; an
    opponent sapawed onto their melds since their own last turn),
    ``first_turn``, ``chowable`` (the discard the current player may chow),
    ``last_drawer``, ``fight_caller``, ``responses``, ``first_player`` (who
    opened the hand), ``melded_this_turn`` and ``melded_last_turn`` (per
    player: exposed a meld in their current / previous turn, which
    ``fight_after_melding=False`` checks); :meth:`deadwood`.
    """

    game = "tongits"
    rules_class = Rules
    card_class = Card

    def __init__(self, seed: int, rules: Rules, players: int = PLAYERS, first_player: int = 0):
        self.seed = seed
        self.first_player = first_player
        self.rules = rules
        self.players = players
        self.history: list[Action] = []
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.exposed: list[ExposedMeld] = []
        self.phase = Phase.MELD
        self.current_player = first_player
        self.has_exposed = [False] * players
        self.sapawed_on = [False] * players
        self.melded_this_turn = [False] * players
        self.melded_last_turn = [False] * players
        self.first_turn = True
        self.chowable: Card | None = None
        self.last_drawer: int | None = None
        self.fight_caller: int | None = None
        self.responses: dict[int, str] = {}
        self._pending: list[int] = []
        self._outcome: Outcome | None = None
        self._ending: tuple | None = None  # (a private copy, the ending, its arguments): see _end and outcome
        self._legal: tuple | None = None  # the move list, made when first asked for
        # Kept per seat as the hand changes (built when first needed, see _track): the hand's card bits and its
        # discard moves in hand order. (Expose moves are kept across hands and games: see _Consts.exposes.)
        self._held: list | None = None
        self._discard_moves: list | None = None
        self._consts = _consts(rules)
        self._position: dict | None = None
        # The moves again, as an immutable chain ``(earlier chain, move, number of moves)`` from ``_NO_MOVES``,
        # one node added per move: a view takes the whole history by taking the chain (see view), copying
        # nothing and sharing nothing that can change. None until rebuilt (after a pickle, see __getstate__).
        self._log: tuple | None = _NO_MOVES

    # -- construction --------------------------------------------------------
    @classmethod
    def _new(cls, seed: int, rules, players, first_player: int = 0) -> "State":
        rules = _rules(rules)
        if players is None:
            players = PLAYERS
        if isinstance(players, bool) or players != PLAYERS:
            raise CardlabError.of("error.players", value=quoted(players), game="Tongits", minimum=3, maximum=3)
        check_seed(seed)
        if isinstance(first_player, bool) or first_player not in range(PLAYERS):
            raise CardlabError.of("error.seat", name="first_player", value=quoted(first_player), last=2)
        state = cls(seed, rules, PLAYERS, first_player)
        deck = _DECK.shuffled(random.Random(seed))
        n0, n = rules.first_player_cards, rules.other_player_cards
        # Seats take the cards from the first player on by seat number, so first_player=0 deals as always.
        first, second, third = ((first_player + k) % PLAYERS for k in range(PLAYERS))
        state.hands[first] = _sort(deck[:n0])
        state.hands[second] = _sort(deck[n0:n0 + n])
        state.hands[third] = _sort(deck[n0 + n:n0 + 2 * n])
        state.stock = deck[n0 + 2 * n:]
        return state

    @classmethod
    def from_position(cls, hands, *, exposed=(), stock=None, discards=(), current_player=0, phase="draw",
                      sapawed_on=(), first_turn=False, chowable=None, rules=None, seed=0,
                      stock_size=None, melded_last_turn=()) -> "State":
        """Set up a position directly (worked examples, exercises, widgets).

        ``hands``: three hands (list or ``{seat: cards}``). ``exposed``:
        ``[(owner, cards), ...]`` melds on the table. ``stock``: the cards
        drawn next, in order (the first is drawn first). Every card not placed
        anywhere else goes below them in the stock (shuffled from ``seed``);
        with ``stock_size`` the stock holds exactly that many cards and the
        rest of the unplaced cards go to the bottom of the discard pile.
        ``discards``: the pile, top last. ``phase``: ``"draw"`` or
        ``"meld"``. ``chowable``: the top discard, if the previous player
        just discarded it and ``current_player`` may chow it.
        ``sapawed_on``: players an opponent sapawed onto since their last
        turn. ``melded_last_turn``: players who exposed a meld on their
        previous turn (for ``fight_after_melding``). The position is kept in
        ``to_json`` so records still replay.

        Raises:
            CardlabError / NotationError: for a card placed twice, a bad meld
                or a bad phase.
        """
        rules = _rules(rules)
        spec = {"hands": hands, "exposed": exposed, "stock": stock, "discards": discards,
                "current_player": current_player, "phase": phase, "sapawed_on": sapawed_on,
                "first_turn": first_turn, "chowable": chowable, "seed": seed, "stock_size": stock_size}
        if melded_last_turn:
            # Kept only when used, so records of positions made before the option replay unchanged.
            spec["melded_last_turn"] = melded_last_turn
        if isinstance(hands, Mapping):
            hands = [hands.get(p, ()) for p in range(PLAYERS)]
        if isinstance(hands, str) or not isinstance(hands, (list, tuple)) or len(hands) != PLAYERS:
            raise CardlabError.of("error.tongits.hands", value=quoted(hands))
        check_seed(seed)
        state = cls(seed, rules, PLAYERS)
        state.hands = [_sort(_cards(h, "a hand")) for h in hands]
        melds = []
        if isinstance(exposed, (str, Mapping)) or not isinstance(exposed, (list, tuple)):
            raise CardlabError.of("error.tongits.exposed_type", value=quoted(exposed))
        for item in exposed:
            try:
                owner, cards = item
            except (TypeError, ValueError):
                raise CardlabError.of("error.tongits.exposed_item", value=quoted(item)) from None
            if not _is_seat(owner):
                raise CardlabError.of("error.seat", name="owner", value=quoted(owner), last=PLAYERS - 1)
            cards = _cards(cards, "a meld", allow_empty=False)
            v = classify(cards, rules.meld_rules)
            if not v:
                raise CardlabError.of("error.tongits.not_a_meld", cards=quoted(' '.join(map(str, cards))), reason=v)
            melds.append(_exposed(owner, v.meld.cards, v.kind, rules))
        state.exposed = melds
        state.discards = _cards(discards, "discards")
        top = [] if stock is None else _cards(stock, "stock cards")
        placed = [c for h in state.hands for c in h] + [c for m in melds for c in m.cards] + state.discards + top
        _check_one_deck(placed)
        rest = [c for c in STANDARD_52 if c not in set(placed)]
        random.Random(seed).shuffle(rest)
        if stock_size is not None:
            if isinstance(stock_size, bool) or not isinstance(stock_size, int) or not len(top) <= stock_size <= len(top) + len(rest):
                raise CardlabError.of("error.tongits.stock_size", value=quoted(stock_size), low=len(top),
                                      high=len(top) + len(rest))
            extra = stock_size - len(top)
            state.discards = rest[extra:] + state.discards
            rest = rest[:extra]
        # stock[-1] is the top: the first card of ``stock`` is drawn first.
        state.stock = rest + list(reversed(top))
        if not _is_seat(current_player):
            raise CardlabError.of("error.seat", name="current_player", value=quoted(current_player), last=2)
        state.current_player = current_player
        try:
            state.phase = Phase(phase) if not isinstance(phase, Phase) else phase
        except ValueError:
            raise CardlabError.of("error.tongits.phase", value=quoted(phase)) from None
        if state.phase not in (Phase.DRAW, Phase.MELD):
            raise CardlabError.of("error.tongits.phase", value=quoted(phase))
        if not state.stock and state.phase == Phase.DRAW:
            raise CardlabError.of("error.tongits.stock_empty")
        for p in range(PLAYERS):
            # Under both values of tongits_on_final_discard an empty hand ends the hand at once (Tongits).
            if not state.hands[p]:
                raise CardlabError.of("error.tongits.empty_hand", player=p)
        state.has_exposed = [any(m.owner == p for m in melds) for p in range(PLAYERS)]
        try:
            sapawed = set(sapawed_on)
        except TypeError:
            sapawed = None
        if sapawed is None or not all(_is_seat(p) for p in sapawed):
            raise CardlabError.of("error.tongits.sapawed_type", value=quoted(sapawed_on))
        state.sapawed_on = [p in sapawed for p in range(PLAYERS)]
        try:
            melded = set(melded_last_turn)
        except TypeError:
            raise CardlabError.of("error.tongits.melded_type", value=quoted(melded_last_turn)) from None
        if not all(_is_seat(p) for p in melded):
            raise CardlabError.of("error.tongits.melded_seats", value=quoted(melded_last_turn))
        if not melded <= {p for p in range(PLAYERS) if state.has_exposed[p]}:
            raise CardlabError.of("error.tongits.melded_no_meld", value=quoted(melded_last_turn))
        state.melded_last_turn = [p in melded for p in range(PLAYERS)]
        state.first_turn = bool(first_turn)
        if chowable is not None:
            card = _one_card(chowable, "chowable discard")
            if not state.discards or state.discards[-1] != card:
                raise CardlabError.of("error.tongits.chowable", value=quoted(chowable))
            state.chowable = card if state.phase == Phase.DRAW else None
        state._position = spec
        return state

    # -- queries -------------------------------------------------------------
    def order(self, start: int | None = None) -> list[int]:
        """Seats in turn order from ``start`` (default: the current player).

        Raises:
            CardlabError: for a ``start`` that is not a seat 0, 1 or 2.
        """
        if start is not None:
            self._check_seat(start, "start")
        return seat_order(self.current_player if start is None else start, self.players, self.rules.turn_direction)

    def next_player(self, player: int) -> int:
        """The seat that plays after ``player`` (turn direction applied).

        Raises:
            CardlabError: for a seat that is not 0, 1 or 2.
        """
        if player.__class__ is not int or not 0 <= player < PLAYERS:
            self._check_seat(player)
        return _NEXT[self.rules.turn_direction][player]

    def deadwood(self, player: int) -> int:
        """Deadwood points of ``player``'s hand now (best arrangement; see the rules' options).

        Raises:
            CardlabError: for a seat that is not 0, 1 or 2.
        """
        self._check_seat(player)
        return _deadwood(self.hands[player], self.rules)

    def arrangement(self, player: int) -> Arrangement:
        """The best arrangement of ``player``'s hand."""
        self._check_seat(player)
        return _arrange(self.hands[player], self.rules)

    def exposed_count(self, player: int) -> int:
        return sum(1 for m in self.exposed if m.owner == player)

    def _check_seat(self, player, name: str = "player") -> None:
        if not _is_seat(player):
            raise CardlabError.of("error.seat", name=name, value=quoted(player), last=2)

    def is_terminal(self) -> bool:
        return self.phase is _OVER

    def outcome(self) -> Outcome | None:
        """The ending (``None`` while the hand goes on)."""
        outcome = self._outcome
        if outcome is None and self._ending is not None:
            snap, ending, args = self._ending
            if snap._outcome is None:  # a clone shares the copy: the outcome is worked out once
                ending(snap, *args)
            outcome = self._outcome = snap._outcome
        return outcome

    def fight_allowed(self, player: int | None = None) -> Verdict:
        """:func:`check_fight` for ``player`` (default: the current player) from the table.

        Raises:
            CardlabError: for a seat that is not 0, 1 or 2.
        """
        if player is not None:
            self._check_seat(player)
        p = self.current_player if player is None else player
        return check_fight(self.exposed_count(p), self.sapawed_on[p], self.rules,
                           melded_last_turn=self._melded_recently(p))

    def _melded_recently(self, p: int) -> bool:
        return self.melded_last_turn[p] or self.melded_this_turn[p]

    # -- legal actions -------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return list(self._legal_tuple())

    def _legal_tuple(self) -> tuple:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple:
        """The move list as a tuple (made once per position: see _legal_tuple)."""
        p = self.current_player
        phase = self.phase
        if phase is _OVER:
            return ()
        if phase is _RESPOND:
            return _ANSWERS[p]
        # Actions are values: the ones made from the same cards recur turn after turn, so each is
        # built (text and label) once and looked up after (see _action).
        k = self._consts
        if k.rules is not self.rules:
            k = self._consts = _consts(self.rules)
        hand = self.hands[p]
        held = self._held
        if held is None:
            held = self._track()
        bits = held[p]
        if phase is _DRAW:
            card = self.chowable
            if card is None and not k.fight_before_draw:
                return _DRAW_ONLY[p]  # a shared tuple: most draw decisions allocate nothing
            acts = None  # made only when there is more than the draw: most draw decisions allocate nothing
            if card is not None:
                # tongits_on_final_discard=False: going out takes a final discard, so one card stays in the hand.
                room = len(hand) - k.keep
                test = k.chow_test
                if test is not None:
                    # Exactly "some meld of the hand's cards with it holds the card": two others of its rank, or
                    # a neighbour pair making a run of three with it (see _chow_test).
                    same, a, b, c = test[card.code]
                    if (bits & same).bit_count() >= 2 or bits & a == a or bits & b == b or bits & c == c:
                        found = _chows(p, card, hand, self.rules, bits, k.covered)
                    else:
                        found = ()
                elif k.covered is None:
                    found = _chows(p, card, hand, self.rules, bits)
                elif (bits & _NEAR_2[card.code]).bit_count() >= 2 and k.covered(bits | card.bit) & card.bit:
                    # Two cards of its rank, or of its suit within two ranks, held; then, exactly: some meld
                    # of the hand's cards with it holds the card.
                    found = _chows(p, card, hand, self.rules, bits, k.covered)
                else:
                    found = ()
                for a in found:
                    if len(a.cards) - 1 <= room:
                        if acts is None:
                            acts = [_DRAWS[p]]
                        acts.append(a)
                if not k.chow_requires_new_meld and self.exposed:
                    for i, m in enumerate(self.exposed):
                        if m.owner == p and m.accept_bits & card.bit:
                            if acts is None:
                                acts = [_DRAWS[p]]
                            acts.append(_lay_off_action("chow", p, card, i, m))
            if k.fight_before_draw and self._can_fight(p):
                if acts is None:
                    acts = [_DRAWS[p]]
                acts.append(_FIGHTS[p])
            return _DRAW_ONLY[p] if acts is None else tuple(acts)
        # MELD: the expose and sapaw moves (a list only when there are sapaws), the discards, a Fight.
        acts = ()
        first_turn = self.first_turn
        if k.may_expose_first or not first_turn:
            room = len(hand) - k.keep
            covered = k.covered
            if covered is None:
                # Meld rules the bit test cannot judge: the search on the whole hand.
                if _could_meld(k.meld_rules)(bits):
                    acts = _expose_moves(p, _candidate_fields(hand, k.meld_rules, bits=bits), room)
            else:
                # Most hands hold no meld at all: the cards some meld can use say so before any search. The
                # melds are those cards' melds, so the moves depend on those cards, the room left in the hand
                # (for the longest melds) and the seat alone: kept under them, for every hand and game with
                # these meld rules (a hand keeps its meld cards turn after turn; hands of other games repeat them).
                usable = covered(bits)
                if usable:
                    fit = min(room, usable.bit_count())  # 0..52: six bits
                    key = (usable << 6 | fit) << 2 | p  # an int: the cache holds no tracked key
                    exposes = k.exposes
                    acts = exposes.get(key)
                    if acts is None:
                        if len(exposes) >= _EXPOSES_MAX:
                            exposes.clear()
                        acts = exposes[key] = _expose_moves(p, single_candidate_fields(usable, k.meld_rules), fit)
            exposed = self.exposed
            if exposed and room > 0:
                # The hand's cards that some meld on the table takes, tested on bits before any card is looked at.
                fits = 0
                for m in exposed:
                    fits |= m.accept_bits
                fits &= bits
                if fits:
                    targets = [(i, m) for i, m in enumerate(exposed) if m.accept_bits & bits]
                    acts = list(acts)
                    # Lowest code first: the hand's order.
                    while fits:
                        low = fits & -fits
                        fits ^= low
                        c = _CARD_OF_BIT[low]
                        for i, m in targets:
                            if m.accept_bits & low:
                                acts.append(_lay_off_action("sapaw", p, c, i, m))
        discards = self._discard_moves[p]  # kept in hand order as cards come and go (see _track)
        if k.fight_after_draw and not first_turn and self.has_exposed[p] and not self.sapawed_on[p]:
            if self.rules.fight_after_melding or not self._melded_recently(p):  # as _can_fight
                return (*acts, *discards, _FIGHTS[p])
        return (*acts, *discards) if acts else tuple(discards)

    def _can_fight(self, p: int) -> bool:
        return (self.has_exposed[p] and not self.sapawed_on[p]
                and (self.rules.fight_after_melding or not self._melded_recently(p)))

    # -- applying ------------------------------------------------------------
    def apply(self, action) -> "State":
        """Play ``action``: an :class:`Action` or its text (``"discard 9C"``, ``"draw"``).

        An action without ``player`` is taken as the current player's, and
        the cards of an expose or chow may come in any order.

        Raises:
            IllegalActionError: naming the rule the action breaks; the state
                is unchanged.
        """
        legal = self._legal
        # Bots hand back one of the legal Action objects themselves: apply it without comparing.
        if legal and action.__class__ is Action:
            # A draw-phase list starts with the draw, most draw decisions' move: looked for there first. Else
            # the identity test over the list, in C (cheaper than finding a discard at its place in Python).
            if legal[0] is action:
                self._apply(action)
                return self
            if any(map(is_, legal, repeat(action))):
                self._apply(action)
                return self
        if isinstance(action, str):
            action = self._from_text(action)
        elif isinstance(action, Action):
            if self._legal is not None and any(map(is_, self._legal, repeat(action))):
                self._apply(action)
                return self
            self._check_action(action)
            action = self._normalise(action)
        return super().apply(action)

    def _from_text(self, text: str) -> Action:
        wanted = " ".join(text.split()).lower()
        legal = self.legal_actions()
        for a in legal:
            if a.text.lower() == wanted:
                return a
        # Not the exact text: read "kind cards [meld N]" and let apply explain a refusal.
        words = wanted.split("(")[0].split()
        if not words:
            verdict = Verdict(False, None, [Reason("tongits.action_text", text=quoted(text, 60),
                                                   legal=_listed(legal))])
            raise IllegalActionError.of("error.not_allowed", verdict, action=quoted(text, 60), reason=verdict)
        kind = words[0]
        if kind not in _KINDS:
            return Action(kind, (), None, self.current_player)
        # A meld number is ASCII digits: str.isdigit() also accepts '²', which int() refuses.
        tokens = [w for w in words[1:] if w not in ("with", "on", "onto", "meld") and not _is_number(w)]
        try:
            cards = tuple(parse_cards(tokens)) if tokens else ()
        except (NotationError, CardTypeError):
            verdict = Verdict(False, None, [Reason("tongits.action_text", text=quoted(text, 60),
                                                   legal=_listed(legal))])
            raise IllegalActionError.of("error.not_allowed", verdict, action=quoted(text, 60), reason=verdict) from None
        target = next((int(w) for w in words[1:] if _is_number(w)), None)
        return self._normalise(Action(kind, cards, target, self.current_player))

    def _normalise(self, action: Action) -> Action:
        if action.player is None:
            action = replace(action, player=self.current_player)
        if len(action.cards) > 1 and action.kind in ("expose", "chow"):
            want = Counter(action.cards)
            for a in self.legal_actions():
                if (a.kind == action.kind and a.player == action.player and a.target == action.target
                        and Counter(a.cards) == want):
                    return a
        return action

    def _apply(self, action: Action) -> None:
        self._legal = None
        p = action.player
        kind = action.kind
        hand = self.hands[p]
        if kind == "draw":
            stock = self.stock
            card = stock.pop()
            # Into the sorted hand, and into the hand's bits and discard moves kept beside it (see _track).
            i = _bisect_right(hand, card.code, key=_CODE)
            hand.insert(i, card)
            held = self._held
            if held is not None:
                held[p] |= card.bit
                self._discard_moves[p].insert(i, _DISCARD_BY_CODE[p][card.code])
            if not stock:
                self.last_drawer = p
            self.chowable = None
            self.phase = _MELD
        elif kind == "discard":
            card = action.cards[0]
            self._take(p, card)
            self.discards.append(card)
            self.sapawed_on[p] = False
            self.melded_last_turn[p] = self.melded_this_turn[p]
            self.melded_this_turn[p] = False
            self.first_turn = False
            if not hand:
                # Both variants: under tongits_on_final_discard=False this is the only way to go out.
                self._end(State._end_tongits, p, True)
            elif not self.stock:
                self._end(State._end_stock_out)
            else:
                self.current_player = _NEXT[self.rules.turn_direction][p]
                self.chowable = card
                self.phase = _DRAW
        elif kind == "chow":
            card = self.discards.pop()
            self.chowable = None
            self.phase = Phase.MELD
            if action.target is None:
                used = action.cards[1:]
                for c in used:
                    self._take(p, c)
                cards, meld_kind = self._reading(action.cards)
                self.exposed.append(_exposed(p, cards, meld_kind, self.rules, chowed=card))
                self.has_exposed[p] = True
                self.melded_this_turn[p] = True
            else:
                self._lay_off(card, action.target, p)
            self._check_empty_hand(p)
        elif kind == "expose":
            for c in action.cards:
                self._take(p, c)
            cards, meld_kind = self._reading(action.cards)
            self.exposed.append(_exposed(p, cards, meld_kind, self.rules))
            self.has_exposed[p] = True
            self.melded_this_turn[p] = True
            self._check_empty_hand(p)
        elif kind == "sapaw":
            card = action.cards[0]
            self._take(p, card)
            self._lay_off(card, action.target, p)
            owner = self.exposed[action.target].owner
            if owner != p:
                self.sapawed_on[owner] = True
            self._check_empty_hand(p)
        elif kind == "fight":
            self.fight_caller = p
            self.chowable = None
            # Who answers: opponents with an exposed meld, and those saved from burn by a concealed four.
            secret = self.rules.burn_exempt_with_secret
            self._pending = [q for q in self.order(p)[1:]
                             if self.has_exposed[q] or (secret and _has_concealed_four(self.hands[q]))]
            self._next_responder()
        elif kind in ("challenge", "fold"):
            self.responses[p] = kind
            self._pending.pop(0)
            self._next_responder()
        self.history.append(action)
        log = self._log
        if log is not None:
            self._log = (log, action, log[2] + 1)

    def _reading(self, cards: tuple) -> tuple:
        """``(cards in reading order, kind)`` of the meld ``cards`` make: :func:`~cardlab.melds.read_meld`, kept.

        A reading depends on the cards alone, not their order: kept by their bits, per meld rules, for
        every hand and game (the same melds are exposed and chowed game after game).
        """
        k = self._consts
        if k.rules is not self.rules:
            k = self._consts = _consts(self.rules)
        bits = 0
        for c in cards:
            bits |= c.bit
        reads = k.reads
        found = reads.get(bits)
        if found is None:
            meld = read_meld(list(cards), k.meld_rules)
            if len(reads) >= _READS_MAX:
                reads.clear()
            found = reads[bits] = (meld.cards, meld.kind)
        return found

    def _track(self) -> list:
        """The hands' card bits per seat, made (with the discard moves in hand order) when first needed."""
        held = self._held
        if held is None:
            # Once per hand, by maps over the cards (no loop in Python for each card).
            held = self._held = [_bits(h) for h in self.hands]
            self._discard_moves = [list(map(_DISCARD_BY_CODE[p].__getitem__, map(_CODE, h)))
                                   for p, h in enumerate(self.hands)]
        return held

    def _take(self, p: int, card: Card) -> None:
        """Remove ``card`` from ``p``'s sorted hand (the caller knows it is there), and from what is kept."""
        hand = self.hands[p]
        held = self._held
        # Kept bits: the card's place in the code-sorted hand is the count of held cards below it.
        i = ((held[p] & (card.bit - 1)).bit_count() if held is not None
             else bisect.bisect_left(hand, card.code, key=_CODE))
        if i < len(hand) and hand[i].code == card.code:
            del hand[i]
            if held is not None:
                held[p] ^= card.bit
                del self._discard_moves[p][i]
        else:  # a hand set up out of order: the plain scan, and what is kept is made again
            hand.remove(card)
            self._held = self._discard_moves = None

    def _lay_off(self, card: Card, index: int, player: int) -> None:
        m = self.exposed[index]
        self.exposed[index] = _exposed(m.owner, list(m.cards) + [card], m.kind, self.rules, m.chowed,
                                       m.laid_off + ((card, player),))

    def _check_empty_hand(self, p: int) -> None:
        if not self.hands[p]:
            self._end(State._end_tongits, p, False)

    def _next_responder(self) -> None:
        if self._pending:
            self.current_player = self._pending[0]
            self.phase = Phase.RESPOND
        else:
            self._end(State._end_fight)

    # -- endings -------------------------------------------------------------
    def _fours(self) -> dict:
        """``{player: the cards of their concealed fours}`` for every hand holding one."""
        # A rank's four suits are one nibble of the card bits: a full nibble is a four (rare: tested first).
        held = self._track()
        fours = {p: _concealed_fours(hand) for p, hand in enumerate(self.hands) if _full_nibbles(held[p])}
        return {p: cards for p, cards in fours.items() if cards}

    def _honours(self, rank: int) -> dict:
        """Cards of ``rank`` per player in hand and in the melds they own (the ace and king bonuses)."""
        mask = 0xF << (4 * (rank - 1))  # the rank's nibble of card bits (codes are rank-major)
        out = {p: (bits & mask).bit_count() for p, bits in enumerate(self._track())}
        for m in self.exposed:
            out[m.owner] += (m.bits & mask).bit_count()
        return out

    def _counts(self) -> dict:
        counts = dict.fromkeys(self.order(0), 0)
        for m in self.exposed:
            counts[m.owner] += 1
        return counts

    def _all_deadwood(self) -> tuple[dict, dict]:
        """Every player's ``({player: deadwood points}, {player: deadwood cards})``: one search per hand."""
        rules = self.rules
        seats = range(self.players)
        if rules.concealed_melds_count_as_deadwood:
            return ({p: _deadwood(self.hands[p], rules) for p in seats},
                    {p: _deadwood_cards(self.hands[p], rules) for p in seats})
        single = _search_of(rules).single
        if single is None:
            return ({p: _deadwood(self.hands[p], rules) for p in seats},
                    {p: _deadwood_cards(self.hands[p], rules) for p in seats})
        # The search's score is points * 64 + cards of the best arrangement, the one arrange() shows.
        scores = [single.score(bits) for bits in self._track()]
        return {p: scores[p] >> 6 for p in seats}, {p: scores[p] & 63 for p in seats}

    def _end(self, ending: Callable, *args) -> None:
        """End the hand now; ``ending(copy, *args)`` works out its outcome when first asked for (outcome())."""
        # A random playout only plays to the end: scores, reasons and payments would be made for nobody.
        # What an ending reads (hands and their bits, melds, answers, seats) is copied now into a private
        # State, so the outcome is the one of this moment whatever happens to the public lists afterwards.
        snap = _new(type(self))
        snap.__dict__.update(self.__dict__)
        snap.hands = [list(h) for h in self.hands]
        snap.exposed = list(self.exposed)
        snap.responses = dict(self.responses)
        if self._held is not None:
            snap._held = list(self._held)
        self._ending = (snap, ending, args)
        self.phase = _OVER
        self.chowable = None

    def _finish(self, outcome: Outcome, deadwood: dict) -> None:
        """End the hand with ``outcome`` (just made: its details are its own); ``deadwood``: every player's."""
        details = outcome.details
        details["hands"] = {p: tuple(self.hands[p]) for p in range(self.players)}
        details["all_deadwood"] = dict(deadwood)
        self._outcome = outcome
        self.phase = Phase.OVER
        self.chowable = None

    # The endings call the outcome builders behind tongits_result, stock_out_result and fight_result
    # directly: the table's counts are well-formed by construction, so the public checks are skipped.
    def _end_tongits(self, p: int, by_discard: bool) -> None:
        dw = self._all_deadwood()[0]
        self._finish(_tongits(p, self._counts(), dw, self.rules, self.order(0), self._fours(), by_discard,
                              self._honours(1), self._honours(13)), dw)

    def _end_stock_out(self) -> None:
        dw, cards = self._all_deadwood()
        last = self.last_drawer if self.last_drawer is not None else self.current_player
        self._finish(_stock_out(dw, last, self._counts(), self.rules, cards, self.order(0), self._fours(),
                                self._honours(1), self._honours(13)), dw)

    def _end_fight(self) -> None:
        caller = self.fight_caller
        dw = self._all_deadwood()[0]
        self._finish(_fight(caller, dw, self.responses, self._counts(), self.rules, self.order(caller),
                            self._fours(), self._honours(1), self._honours(13)), dw)

    def clone(self) -> "State":
        """An independent copy (fast: cards, melds, actions and rules are immutable, so they are shared)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.discards = list(self.discards)
        new.exposed = list(self.exposed)
        new.has_exposed = list(self.has_exposed)
        new.sapawed_on = list(self.sapawed_on)
        new.melded_this_turn = list(self.melded_this_turn)
        new.melded_last_turn = list(self.melded_last_turn)
        new.history = list(self.history)
        new.responses = dict(self.responses)
        new._pending = list(self._pending)
        if self._held is not None:
            new._held = list(self._held)
            new._discard_moves = [list(d) for d in self._discard_moves]
        return new

    # -- explaining refusals -------------------------------------------------
    def why_illegal(self, action: Action) -> Verdict:
        """The rule an action breaks (or a yes-verdict if it is legal).

        ``action``: an :class:`Action` or its text (``"discard 9C"``), as :meth:`apply` takes them. It never
        raises: text that names no move, something that is not an action, or an Action whose parts are of the
        wrong type get a no-verdict saying so (as Phỏm and Chắn answer).
        """
        try:
            if isinstance(action, str):
                action = self._from_text(action)
            elif not isinstance(action, Action):
                return Verdict(False, None, [Reason("tongits.not_an_action", action=quoted(action))])
            self._check_action(action)
        except IllegalActionError as exc:
            return exc.verdict if exc.verdict is not None else Verdict(False, None, [Reason(exc.code, **exc.params)])
        if action in self.legal_actions():
            return Verdict(True, action.kind)
        no = lambda code, **kw: Verdict(False, None, [Reason(code, **kw)])  # noqa: E731
        kind = action.kind
        p = self.current_player
        if self.phase is Phase.OVER:
            return no("tongits.game_over", end=self.outcome().end if self.outcome() else "")
        if kind not in _KINDS:
            return no("tongits.unknown_action", kind=kind)
        if action.player is not None and action.player != p:
            return no("tongits.not_your_turn", current=p, player=action.player)
        hand = self.hands[p]
        if self.phase is Phase.RESPOND:
            if kind not in ("challenge", "fold"):
                return no("tongits.answer_fight", player=p, caller=self.fight_caller)
        elif kind in ("challenge", "fold"):
            return no("tongits.no_fight_to_answer")
        if kind in ("sapaw", "discard") and len(action.cards) != 1:
            return no("tongits.one_card", kind=kind)
        missing = _not_in(action.cards[1:] if kind == "chow" else action.cards, hand)
        if kind == "fight":
            if self.phase is Phase.MELD and self.first_turn:
                return no("tongits.fight_first_turn")
            if self.phase is Phase.DRAW and self.rules.fight_timing == "after_draw":
                return no("tongits.fight_timing_after")
            if self.phase is Phase.MELD and self.rules.fight_timing == "before_draw":
                return no("tongits.fight_timing_before")
            return self.fight_allowed(p)
        if self.phase is Phase.DRAW:
            if kind in ("expose", "sapaw", "discard"):
                return no("tongits.draw_first")
            if kind == "chow":
                return self._why_not_chow(action, hand, missing)
            return Verdict(False, None, [Reason("tongits.draw_first")])
        # MELD phase
        if kind in ("draw", "chow"):
            return no("tongits.first_no_draw") if self.first_turn else no("tongits.already_drew")
        if missing:
            return no("tongits.not_in_hand", cards=missing)
        if kind in ("expose", "sapaw") and self.first_turn and not self.rules.dealer_may_expose_before_first_discard:
            return no("tongits.first_turn_no_expose")
        if kind == "expose":
            if not action.cards:
                return no("tongits.not_in_hand", cards="—")
            verdict = classify(list(action.cards), self.rules.meld_rules)
            return no("tongits.keep_last_card") if verdict and self._empties_hand(len(action.cards), hand) else verdict
        if kind == "sapaw":
            if not self.exposed:
                return no("tongits.no_melds_on_table")
            t = action.target
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < len(self.exposed):
                return no("tongits.no_such_meld", target=t, last=len(self.exposed) - 1)
            verdict = check_sapaw(action.cards[0], self.exposed[t].cards, self.rules)
            return no("tongits.keep_last_card") if verdict and self._empties_hand(1, hand) else verdict
        return Verdict(False, None, [Reason("tongits.discard_ends_turn")])

    def _empties_hand(self, n: int, hand: list) -> bool:
        """Would taking ``n`` cards from the hand leave none to discard, under tongits_on_final_discard=False?"""
        return not self.rules.tongits_on_final_discard and 0 < len(hand) <= n

    def _why_not_chow(self, action: Action, hand: list, missing: tuple) -> Verdict:
        no = lambda code, **kw: Verdict(False, None, [Reason(code, **kw)])  # noqa: E731
        card = action.cards[0] if action.cards else None
        if self.chowable is None:
            return no("tongits.no_discard_to_chow")
        if card != self.chowable:
            return no("tongits.chow_only_last_discard", card=self.chowable)
        p = self.current_player
        t = action.target
        if t is not None:
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < len(self.exposed):
                return no("tongits.no_such_meld", target=t, last=len(self.exposed) - 1)
            meld = self.exposed[t]
            if self.rules.chow_requires_new_meld:
                return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card),
                                             Reason("tongits.chow_no_extend", meld=meld.cards)])
            if meld.owner != p:
                return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card)])
            return check_sapaw(card, meld.cards, self.rules)
        if missing:
            return no("tongits.not_in_hand", cards=missing)
        if (len(action.cards) >= 3 and self._empties_hand(len(action.cards) - 1, hand)
                and classify(list(action.cards), self.rules.meld_rules)):
            return no("tongits.keep_last_card")
        if len(action.cards) < 3:
            return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card),
                                         Reason("tongits.chow_never_in_hand")])
        made = classify(list(action.cards), self.rules.meld_rules)
        return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card), *made.reasons])

    # -- views and records ---------------------------------------------------
    def view(self, player: int) -> View:
        """What ``player`` may see (never other hands or the stock order): a read-only snapshot.

        The view shares nothing with this state that either could change: its fields are tuples, frozen
        melds, a :class:`~cardlab.engine.FrozenHand` and a frozen copy of the outcome
        (:func:`~cardlab.engine.frozen`), and it holds no reference to the state, so a bot given it can
        neither reach the state nor change it, and it keeps showing its own moment as the game goes on.

        Raises:
            CardlabError: for a seat that is not 0, 1 or 2.
        """
        if player.__class__ is not int or not 0 <= player < self.players:
            self._check_seat(player)
        phase = self.phase
        if player == self.current_player and phase is not _OVER:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal()
        else:
            legal = ()
        # Made directly rather than through the frozen dataclass's __init__ (one object.__setattr__ per field):
        # a view is made for every decision. Only the fields a random bot reads are filled in; the others are
        # copied now, as immutable values, into one tuple ("_snap") and laid out into fields on the first read
        # of any of them (View.__getattr__): a view dropped unread (a random playout's) costs that tuple alone.
        # Nothing in the view refers to this state.
        view = _new(View)
        filled = view.__dict__
        filled["player"] = player
        filled["legal_actions"] = legal  # a tuple of frozen moves
        if phase is _OVER:
            # (outcome is filled in now: View's default for it, None, would be found before __getattr__.)
            filled["outcome"] = self._outcome_seen()
        hands = self.hands
        responses = self.responses
        shown = self.has_exposed
        sapawed = self.sapawed_on
        log = self._log
        if log is None or log[2] != len(self.history):  # after a pickle, or moves changed behind the game's back
            log = self._log = _chain(self.history)
        filled["_snap"] = (
            tuple(hands[player]), len(hands[0]), len(hands[1]), len(hands[2]),  # always three players
            tuple(self.exposed), tuple(self.discards), self.chowable, len(self.stock), phase,
            self.current_player, shown[0], shown[1], shown[2], sapawed[0], sapawed[1], sapawed[2],
            self.first_turn, self.fight_caller, tuple(sorted(responses.items())) if responses else (), log,
            self.rules, self.players)
        return view

    def _outcome_seen(self) -> Outcome:
        """The outcome as views show it: a frozen copy (:func:`~cardlab.engine.frozen`), made once per outcome."""
        outcome = self.outcome()
        seen = self.__dict__.get("_frozen_outcome")
        if seen is None or seen[0] is not outcome:
            seen = self._frozen_outcome = (outcome, frozen(outcome))
        return seen[1]

    def __getstate__(self) -> dict:
        # The chain of moves is made again from the history when next needed: a pickle or a deep copy of a chain
        # of many moves would recurse once per move.
        state = self.__dict__.copy()
        state["_log"] = None
        return state

    def to_json(self) -> str:
        """The record: seed, first player, rules and actions (plus the set-up position, if any)."""
        data = json.loads(super().to_json())
        if self._position is None:
            data["first_player"] = self.first_player
        else:
            data["position"] = _position_to_plain(self._position)
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Replay a record made by :meth:`to_json`.

        Raises:
            CardlabError: if the text is not a Tongits record or an action in
                it is illegal.
        """
        data = read_record(text, cls.game, Rules, {**FIRST_PLAYER, **POSITION})
        rules = rules_of(data, Rules)
        actions = data["actions"]
        if "position" in data:
            position = data["position"]
            try:
                state = cls.from_position(rules=rules, **position)
            except TypeError as exc:
                raise CardlabError.of("error.bad_record", game=cls.game,
                                      detail=Reason("error.record_bad_position", detail=str(exc))) from None
        else:
            # Records made before first_player existed were all opened by seat 0.
            state = cls._new(data["seed"], rules, data.get("players"), data.get("first_player", 0))
        return state._replay(actions)

    def __repr__(self) -> str:
        return (f"<tongits.State seed={self.seed} phase={self.phase.value} player={self.current_player} "
                f"stock={len(self.stock)} actions={len(self.history)}>")

    def __str__(self) -> str:
        lines = [f"Tongits, seed {self.seed}: {self.phase.value}, Player {self.current_player} to act, "
                 f"stock {len(self.stock)}"]
        for p in range(self.players):
            lines.append(f"  Player {p}: {' '.join(map(str, self.hands[p])) or '—'}")
        for i, m in enumerate(self.exposed):
            lines.append(f"  meld {i} (Player {m.owner}): {m}")
        lines.append(f"  discards: {' '.join(map(str, self.discards)) or '—'}")
        if self.outcome() is not None:
            lines.append(f"  {self.outcome()}")
        return "\n".join(lines)


_new = object.__new__
_NO_MOVES = (None, None, 0)  # the root of every chain of moves (see State._log)


def _chain(moves) -> tuple:
    """The immutable chain of ``moves`` (see State._log)."""
    log = _NO_MOVES
    for n, move in enumerate(moves, 1):
        log = (log, move, n)
    return log

# The phases the hot paths test, as module constants (no class attribute look-up).
_OVER, _RESPOND, _DRAW, _MELD = Phase.OVER, Phase.RESPOND, Phase.DRAW, Phase.MELD
_bisect_right = bisect.bisect_right
_set = object.__setattr__

# Who plays after each seat, per turn direction.
_NEXT = {d: [seat_order(p, PLAYERS, d)[1] for p in range(PLAYERS)] for d in ("clockwise", "counterclockwise")}


def _could_meld(rules) -> Callable[[int], object]:
    """The quick test of :func:`cardlab.melds.meld_test` for these meld rules (made once per rules)."""
    test = _MELD_TESTS.get(rules)
    if test is None:
        test = _MELD_TESTS[rules] = meld_test(rules) or (lambda bits: True)
    return test


_MELD_TESTS: dict = {}


def _meld_cards(rules):
    """:func:`cardlab.melds.meld_cards` for these meld rules (made once per rules; None if it cannot judge them)."""
    try:
        return _MELD_CARDS[rules]
    except KeyError:
        fn = _MELD_CARDS[rules] = meld_cards(rules)
        return fn


_MELD_CARDS: dict = {}


class _Consts:
    """What a move list asks of its rules, read once per rules (``rules``: the rules it was read from)."""

    __slots__ = ("rules", "keep", "may_expose_first", "chow_requires_new_meld", "fight_before_draw",
                 "fight_after_draw", "meld_rules", "covered", "exposes", "reads", "chow_test")

    def __init__(self, rules: Rules):
        self.rules = rules
        # tongits_on_final_discard=False: going out takes a final discard, so one card stays in the hand.
        self.keep = 0 if rules.tongits_on_final_discard else 1
        self.may_expose_first = rules.dealer_may_expose_before_first_discard
        self.chow_requires_new_meld = rules.chow_requires_new_meld
        self.fight_before_draw = rules.fight_timing == "before_draw"
        self.fight_after_draw = rules.fight_timing == "after_draw"
        self.meld_rules = rules.meld_rules
        self.covered = _meld_cards(rules.meld_rules)
        # Tongits' own meld rules (sets of three or four, runs of three or more): the chow test on bit masks.
        self.chow_test = _CHOW_TESTS.get(rules.meld_rules)
        # The expose moves found so far under these meld rules (see _compute_legal), shared by every state.
        exposes = _EXPOSES.get(rules.meld_rules)
        if exposes is None:
            exposes = _EXPOSES[rules.meld_rules] = {}
        self.exposes = exposes
        # The melds read so far under these meld rules (see State._reading), shared by every state.
        reads = _READS.get(rules.meld_rules)
        if reads is None:
            reads = _READS[rules.meld_rules] = {}
        self.reads = reads

    def __reduce__(self):
        # A pickled or copied state reads its rules again and shares the kept moves, rather than carrying them.
        return _Consts, (self.rules,)


# Per meld rules, ``{(meld cards << 6 | room) << 2 | seat: expose moves}`` (see _compute_legal). Bounded: each
# entry is one tuple of kept moves (an int key, nothing else the collector walks), emptied when full.
_EXPOSES: dict = {}
_EXPOSES_MAX = 2_048
# Per meld rules, ``{the meld's card bits: (its cards in reading order, its kind)}`` (see State._reading). Bounded:
# each entry is one tuple holding the meld's card tuple (the reading's own), emptied when full.
_READS: dict = {}
_READS_MAX = 2_048


_consts = _Consts
# Each seat's draw and Fight moves, by seat number.
_DRAWS = [_SIMPLE["draw", p] for p in range(PLAYERS)]
_FIGHTS = [_SIMPLE["fight", p] for p in range(PLAYERS)]
_DRAW_ONLY = [(_SIMPLE["draw", p],) for p in range(PLAYERS)]
_ANSWERS = [(_SIMPLE["challenge", p], _SIMPLE["fold", p]) for p in range(PLAYERS)]


def _expose_moves(p: int, found, room: int) -> tuple:
    """Player ``p``'s expose moves of the melds ``found`` (candidates' fields, see cardlab.melds.Candidate) that
    leave the hand ``room`` cards or more."""
    acts = []
    for cand in found:
        codes = cand[CODES]
        if len(codes) <= room:
            key = ("expose", p, cand[BITS])
            a = _ACTIONS.get(key)
            if a is None:
                cards = _cards_of(codes)
                a = _remember(key, _act("expose", p, cards, None, "expose " + " ".join(_S[c] for c in cards)))
            acts.append(a)
    return tuple(acts)


def _chow_masks(card: Card) -> tuple:
    """``(the other cards of its rank, the pairs of same-suit neighbours)`` of ``card`` as bit masks.

    A chow needs two cards of the rank (a set) or a neighbour pair around the card (a run: ranks
    r-2 r-1, r-1 r+1 or r+1 r+2); the ace counts as both 1 and 14 here, whatever the rules, so the
    test never refuses a chow the search would find.
    """
    r, suit = int(card.rank), card.suit
    same_rank = 0
    by_rank = {}
    for c in STANDARD_52:
        if c.suit == suit:
            by_rank[int(c.rank)] = c.bit
        if c.rank == card.rank and c != card:
            same_rank |= c.bit
    by_rank[14] = by_rank[1]
    ranks = [r, 14] if r == 1 else [r]
    pairs = []
    for k in ranks:
        for a, b in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2)):
            if a in by_rank and b in by_rank and by_rank[a] != card.bit and by_rank[b] != card.bit:
                pairs.append(by_rank[a] | by_rank[b])
    return same_rank, tuple(pairs)


_CHOW_MASKS = {c.code: _chow_masks(c) for c in STANDARD_52}
# The cards that a meld holding each card may use with it: its rank, and its run neighbours (any pair).
_NEAR_2 = [0] * 52
for _code, (_same, _pairs) in _CHOW_MASKS.items():
    for _pair in _pairs:
        _same |= _pair
    _NEAR_2[_code] = _same
del _code, _same, _pairs, _pair


def _chow_test(ace_high: bool) -> list:
    """Per card code, ``(the other cards of its rank, three neighbour pairs)`` as bit masks: under Tongits' meld
    rules (sets of three or four, same-suit runs of three or more, the ace low, and high with ``ace_high``)
    some meld of a hand's cards with the card holds it exactly when the hand has two of those other cards or
    one whole pair. A card has at most three pairs (ranks r-2 r-1, r-1 r+1, r+1 r+2, the ace also as 14);
    the missing ones are a bit no hand has, so the test needs no loop."""
    table = []
    for card in sorted(STANDARD_52, key=attrgetter("code")):
        r = int(card.rank)
        by_rank = {int(c.rank): c.bit for c in STANDARD_52 if c.suit == card.suit}
        if ace_high:
            by_rank[14] = by_rank[1]
        pairs = []
        for k in ([r, 14] if r == 1 and ace_high else [r]):
            for x, y in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2)):
                if x in by_rank and y in by_rank and card.bit not in (by_rank[x], by_rank[y]):
                    pairs.append(by_rank[x] | by_rank[y])
        table.append((_CHOW_MASKS[card.code][0], *pairs, *[_NO_CARD] * (3 - len(pairs))))
    return table


_NO_CARD = 1 << 63  # a bit no hand has (cards are bits 0-51)
_CHOW_TESTS = {_meld_rules(ace_high): _chow_test(ace_high) for ace_high in (False, True)}
# The cards sharing a rank or a suit with each card: the only hand cards a chow of it can use.
_NEAR = {c.code: sum(d.bit for d in STANDARD_52 if d != c and (d.rank == c.rank or d.suit == c.suit))
         for c in STANDARD_52}


# Hands are kept sorted by card code (``Card.sort_key`` is the code): found by bisection, no Card.__eq__ calls.
_CODE = attrgetter("code")


def _take(hand: list[Card], card: Card) -> None:
    """Remove ``card`` from the sorted ``hand`` (the caller knows it is there)."""
    i = bisect.bisect_left(hand, card.code, key=_CODE)
    if i < len(hand) and hand[i].code == card.code:
        del hand[i]
    else:  # a hand set up out of order: the plain scan
        hand.remove(card)


def _bits(cards) -> int:
    """One bit per card (``Card.bit``) of cards from one deck."""
    return reduce(or_, map(_BIT, cards), 0)


_BIT = attrgetter("bit")


def _full_nibbles(bits: int) -> int:
    """Nonzero when some rank has all four suits among ``bits``."""
    return bits & (bits >> 1) & (bits >> 2) & (bits >> 3) & _NIBBLE_LOWS


_NIBBLE_LOWS = sum(1 << (4 * r) for r in range(13))
_CARD_OF_BIT = {c.bit: c for c in STANDARD_52}


def _may_chow(card: Card, held: int) -> bool:
    """Could ``card`` make a meld with the hand of bits ``held``? False means surely not (no search needed)."""
    same_rank, pairs = _CHOW_MASKS[card.code]
    if (held & same_rank).bit_count() >= 2:
        return True
    return any(held & m == m for m in pairs)


def _chows(p: int, card: Card, hand: list[Card], rules: Rules, held: int | None = None, covered=None) -> list:
    """Player ``p``'s chows of ``card`` into a new meld, whatever the hand's size, in the order of
    :func:`~cardlab.tongits.calculators._chow_melds`: the melds of the card and the hand's cards of its rank
    or suit that hold the card. Each move is made once and kept (see ``_remember``). ``held``: the hand's
    card bits, if known; ``covered``: the rules' :func:`~cardlab.melds.meld_cards`, if the caller has
    already found with it that some meld holds the card."""
    if held is None:
        held = _bits(hand)
    if covered is None and not _may_chow(card, held):
        return []
    near = _NEAR[card.code]
    out = []
    mr = rules.meld_rules
    # The candidates' fields (see cardlab.melds.Candidate): only their card bits and codes are read.
    found = (single_candidate_fields((held & near) | card.bit, mr)
             if covered is not None or _meld_cards(mr) is not None
             else _candidate_fields([c for c in hand if c.bit & near] + [card], mr))
    for cand in found:
        bits = cand[BITS]
        if bits & card.bit:
            key = ("chow", p, card.code, bits, rules.ace_high_in_runs)
            a = _ACTIONS.get(key)
            if a is None:
                a = _remember(key, _chow_action(p, card, _cards_of(cand[CODES])))
            out.append(a)
    return out


def _cards_of(codes: tuple) -> tuple:
    """The cards of a candidate's ``codes``, in its order (``Candidate.meld().cards``)."""
    return tuple([CARD_BY_CODE[c] for c in codes])


# Per seat, the discard of each card by its code (an int index: no Card hashing in the move list).
_DISCARD_BY_CODE = [{c.code: _DISCARD[c, p] for c in STANDARD_52} for p in range(PLAYERS)]
_ACTIONS: dict = {}
_ACTIONS_MAX = 4_096  # a bound: 300 games make ~1,900; each kept move is ~5 objects every full collection walks


def _remember(key: tuple, action: Action) -> Action:
    """Keep ``action`` as the move for ``key`` (the cache is emptied when it grows past its bound)."""
    if len(_ACTIONS) >= _ACTIONS_MAX:
        _ACTIONS.clear()
    _ACTIONS[key] = action
    return action


def _chow_action(p: int, card: Card, meld: tuple) -> Action:
    """Player ``p`` chows ``card`` into the new meld ``meld`` (the hand cards listed in sorted order)."""
    code = card.code
    # Sorted by code, which is the cards' sort key (as _sort orders them), compared by code: no Card methods.
    used = tuple(sorted([c for c in meld if c.code != code], key=_CODE))
    return _act("chow", p, (card,) + used, None, f"chow {_S[card]} with {' '.join([_S[c] for c in used])}",
                _label("action.tongits.chow", (_card_param(card), ("cards", used))))


# The pieces of a new move that depend on its card alone, made once per card and shared by its moves: a kept
# move then holds fewer objects of its own for the collector to walk (see _ACTIONS).
_ONE_CARD = [(c,) for c in sorted(STANDARD_52, key=attrgetter("code"))]
_CARD_PARAMS = [("card", c) for c in sorted(STANDARD_52, key=attrgetter("code"))]
_MELD_NUMBERS = [("n", i) for i in range(52)]


def _card_tuple(card: Card) -> tuple:
    """``(card,)``: the deck's shared tuple when ``card`` is the deck's own card object."""
    one = _ONE_CARD[card.code] if card.code < 52 else None
    return one if one is not None and one[0] is card else (card,)


def _card_param(card: Card) -> tuple:
    """``("card", card)``, a label parameter: shared, as :func:`_card_tuple`."""
    param = _CARD_PARAMS[card.code] if card.code < 52 else None
    return param if param is not None and param[1] is card else ("card", card)


def _label(code: str, params: tuple) -> Reason:
    """``Reason(code, **dict(params))`` for ``params`` already in name order: the same value, made without the
    keyword dictionary and its sorting (a move's label is made for every new move of a playout)."""
    reason = _new(Reason)
    _set(reason, "code", code)
    _set(reason, "params", params)
    return reason


def _lay_off_action(kind: str, p: int, card: Card, i: int, m: ExposedMeld) -> Action:
    """Player ``p`` lays ``card`` off on meld ``i`` (``kind`` "sapaw", or "chow" for the top discard)."""
    key = (kind, p, card.code, i, m.bits)
    a = _ACTIONS.get(key)
    if a is None:
        shown = " ".join([_S[c] for c in m.cards])  # str(m)
        params = (_card_param(card), ("meld", m.cards), _MELD_NUMBERS[i] if i < 52 else ("n", i))
        if kind == "sapaw":
            a = _act("sapaw", p, _card_tuple(card), i, f"sapaw {_S[card]} on meld {i} ({shown})",
                     _label("action.tongits.sapaw", params))
        else:
            a = _act("chow", p, _card_tuple(card), i, f"chow {_S[card]} onto meld {i} ({shown})",
                     _label("action.tongits.chow_onto", params))
        _remember(key, a)
    return a


def _is_seat(value) -> bool:
    """A seat number 0, 1 or 2 (``1.0`` and ``True`` are not seats, though ``1.0 in range(3)``)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < PLAYERS


def _listed(legal, limit: int = 240) -> str:
    """The legal moves' texts, one after another, cut at about ``limit`` characters ("…" then): a refusal
    that lists them stays short."""
    text = ", ".join(a.text for a in legal) or "-"
    if len(text) <= limit:
        return text
    cut = text.rfind(", ", 0, limit)
    return text[:cut if cut > 0 else limit] + ", …"


def _is_number(word: str) -> bool:
    return word.isascii() and word.isdigit() and len(word) <= 3


def _not_in(cards, hand) -> tuple:
    left = Counter(hand)
    missing = []
    for c in cards:
        if left[c] > 0:
            left[c] -= 1
        else:
            missing.append(c)
    return tuple(missing)


def _position_to_plain(spec: dict) -> dict:
    def cards(x):
        if x is None:
            return None
        return [str(c) for c in _cards(x)] if not isinstance(x, str) else x
    hands = spec["hands"]
    if isinstance(hands, Mapping):
        hands = [hands.get(p, ()) for p in range(PLAYERS)]
    return {
        "hands": [cards(h) if not isinstance(h, str) else h for h in hands],
        "exposed": [[owner, cards(c) if not isinstance(c, str) else c] for owner, c in spec["exposed"]],
        "stock": cards(spec["stock"]),
        "discards": cards(spec["discards"]) if spec["discards"] else [],
        "current_player": spec["current_player"],
        "phase": spec["phase"].value if isinstance(spec["phase"], Phase) else spec["phase"],
        "sapawed_on": list(spec["sapawed_on"]),
        "first_turn": spec["first_turn"],
        "chowable": str(spec["chowable"]) if spec["chowable"] is not None else None,
        "seed": spec["seed"],
        "stock_size": spec["stock_size"],
        **({"melded_last_turn": sorted(spec["melded_last_turn"])} if spec.get("melded_last_turn") else {}),
    }


def new_game(seed: int = 0, rules=None, players=None, *, first_player: int = 0) -> State:
    """Deal a new Tongits hand from ``seed``: 13 cards to ``first_player``, 12 to the others, 15 in the stock.

    ``first_player`` (seat 0 by default; at a table, the previous hand's
    winner) plays first and does not draw on the first turn. The deck is
    dealt from that seat on by seat number, so the same seed gives each
    seat the same cards relative to the first player.

    Raises:
        CardlabError: for a seed that is not a whole number, a player count
            other than 3, or a ``first_player`` that is not a seat 0, 1 or 2;
            InvalidRulesError for bad rules.
    """
    return State._new(seed, rules, players, first_player)
