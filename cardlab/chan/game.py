"""The playable Chắn deal: :class:`State` and :func:`new_game`."""
from __future__ import annotations

import json
import random

from ..engine import Action, GameState, Outcome, SeatName, seat_order
from ..errors import CardlabError, CardTypeError, InvalidRulesError
from ..explain import Reason, Verdict, quoted
from ..records import CHAN_FIELDS, DEAL, check_seed, read_record, rules_of
from .cards import DECK, FACES, RANK_NAMES, ChanCard, _counts, parse_cards
from .pairs import _fixed_counts, _win_facts, _win_quick
from .rules import Rules, _rules
from .scoring import Score, score, settle
from .table import _ACTION_KINDS, _PHASE_KINDS, _SOURCE_WORDS, ChanView, Group, Offer, Phase
from .who import Who


def _short(kind) -> str:
    """A move's kind as a message shows it: text cut to 40 characters, anything else quoted."""
    if isinstance(kind, str):
        return kind if len(kind) <= 40 else kind[:40] + "…"
    return quoted(kind, 40)


def _move_words(action: Action) -> Reason:
    """A move as words rendered in the language of the sentence that names it (``discard Nhị vạn`` / ``đánh Nhị
    vạn``): a refusal written in Vietnamese must not quote the move in English notation."""
    # Every Chắn move kind has its action.<kind> words (engine.py); unknown kinds are refused before this.
    return action.label if action.label is not None else Reason(f"action.{action.kind}", cards=action.cards)


class _MoveList:
    """Moves in one sentence, separated by semicolons, rendered in the sentence's language (as a SeatList is)."""

    __slots__ = ("moves",)

    def __init__(self, moves):
        self.moves = tuple(moves)

    def localized(self, language: str | None = None) -> str:
        return "; ".join(_move_words(a).text(language) for a in self.moves) or "-"

    text = localized

    def __str__(self) -> str:
        return self.localized()

    def __eq__(self, other) -> bool:
        return isinstance(other, _MoveList) and other.moves == self.moves

    def __hash__(self) -> int:
        return hash(self.moves)


class State(GameState):
    """A Chắn deal in progress (see ``notebooks/chan/00_rules.ipynb``). Seats 0..players-1, named
    "Player 0"… in the language of each sentence (between bots nobody is "you"; see
    :meth:`Outcome.text`'s ``you``).

    How the turn runs (and how the garbled Tổ Tôm / Chắn page was resolved):

    * The dealer (random, from the seed, unless given) gets 20 cards, the
      others 19; 23 form the stock. The dealer declares Thiên ù if the 20
      cards win, or discards (a dealer may let a Thiên ù go and discard). A
      Thiên ù has no winning card: it is judged and scored on the dealt
      hand alone, whatever order the cards were dealt in (no Chi chi
      condition, no Bạch thủ). A dealer with no legal opening discard and no
      Thiên ù has a dead hand: they only draw, and never capture, Chíu or
      win. (With no winning card this cannot happen in a real deal: a
      dealer with no legal discard holds every face an even number of
      times, ten Chắn, which is a Thiên ù; the rule is kept as the rules
      page states it.)
    * Every exposed card lies at a gate (cửa): a discard at the discarder's
      gate, a turned-up stock card at the gate of the player who turned it.
      Before anyone captures it, players who may *claim* it are asked in
      turn (``Phase.CLAIM``): first wins (only on a card turned up from the
      stock), then Chíu (a player holding three identical cards takes the
      fourth), each in seat order starting from the exposing gate. Then the
      ordinary capture: the player who turned up a stock card may pair it
      (Chắn or Cạ) and discard, or leave it; the next player may pair the
      previous card (discard or left stock card) and discard, or pass and
      turn up a stock card.
    * Being asked is private (issue #31): while one seat is asked, every
      other seat's :meth:`view` shows the turn the claim interrupts (or its
      own claim, if it has one waiting), and a claim let go ("decline") is
      in no other seat's view history (:meth:`history_seen_by`). The record
      (:meth:`to_json`) keeps it, so that a replay is exact. A claim made
      (Chíu, win) is public.
    * A Chíu by the player whose decision the card was is in turn: they
      discard and play goes on to the next seat. A Chíu out of turn: the
      claimant discards once, that discard replaces the taken card at the
      interrupted gate, and the interrupted player decides on it as they
      would have on the taken card; the turn does not jump past them.
      A Chíu that completes the hand wins at once (win_source ``"chiu"``).
    * Holding three identical cards, the fourth is taken only by Chíu (not
      by an ordinary Chắn capture). Holding two, a third may be captured as
      Chắn with one of them; completing such a pair to four is Bòn.
    * Capture constraints are those of the rules page; where the source's sentence says
      so (option ``passed_faces_barred``), a face you declined as Chắn,
      discarded, or played from hand into a Cạ cannot be captured by you
      later. "Already holding a Cạ in a rank" counts a Cạ laid down and
      two odd cards of that rank in the hand; an "unpaired" card is one in
      neither an identical pair nor a Cạ in the hand. After capturing a Cạ
      of faces A and B you may not discard both A and B (the second one is
      refused); after discarding both A and B you may not capture the Cạ
      A–B. Passing on a card you could capture as Chắn (drawing, leaving
      it, or letting a Chíu go) is declining it.
    * A drawn deal: a player must turn up a stock card and the stock is
      empty. Payments are zero-sum: each loser pays the score, the winner
      receives three times it.
    * History flags: Thiên khai (four identical cards dealt to the winner),
      Chíu ù (the winning card is the fourth of a triple held in hand), Bòn
      (four identical cards otherwise, e.g. a dealt pair captured to four),
      Địa ù (a win on the first stock card turned up in the deal), Thông
      (the winner also won the previous deal at the table: ``previous_winner``,
      given by :class:`Session`).
    * Nobody takes back their own discard: a card a player discarded is
      never offered to that player (it can come back to them when a Chíu
      out of turn puts their discard at the gate of a player who leaves it).
    """

    game = "chan"
    rules_class = Rules
    card_class = ChanCard

    def __init__(self, seed: int | None, rules: Rules, players: int, dealer: int, hands: list[list[ChanCard]],
                 stock: list[ChanCard], rigged: bool = False, previous_winner: int | None = None):
        self.seed = seed
        self.rules = rules
        self.players = players
        self.history = []
        self._history_text: list[str] = []
        # Who alone may see each history entry (None: the whole table). Letting a claim go is known only to
        # the seat that let it go: at a real table nobody learns that a seat could have claimed.
        self._private_to: list[int | None] = []
        self.dealer = dealer
        self._cnt = [_counts(h) for h in hands]
        self._dealt = [list(c) for c in self._cnt]
        self.exposed: list[list[Group]] = [[] for _ in range(players)]
        self.stock = list(stock)       # the next card turned up is stock[-1]
        self.gates: list[list[ChanCard]] = [[] for _ in range(players)]
        self.offer: Offer | None = None
        self.claims: list[tuple[int, str]] = []
        self._then: tuple[Phase, int] | None = None
        self._discard_gate: int | None = None
        self._after_discard: tuple[Phase, int] | None = None
        self.turned_up = 0
        self.dead = [False] * players
        self.flags: list[set] = [set() for _ in range(players)]
        self.declined: list[set] = [set() for _ in range(players)]
        self.discarded: list[set] = [set() for _ in range(players)]
        self.ca_from_hand: list[set] = [set() for _ in range(players)]
        self.captured_ca: list[list[tuple[int, int]]] = [[] for _ in range(players)]
        self.winner: int | None = None
        self.win_card: ChanCard | None = None
        self.win_source: str | None = None
        self.final_score: Score | None = None
        self.end: str | None = None
        self.previous_winner = previous_winner
        self._rigged = rigged
        self._deal_record = ([[str(c) for c in h] for h in hands], [str(c) for c in stock], dealer)
        self._legal_cache: tuple[int, list] | None = None
        self._version = 0
        for p in range(players):
            if 4 in self._cnt[p]:
                self.flags[p].add("thien_khai")
        self.phase = Phase.OPENING
        self.current_player = dealer
        if not self._thien_u_ok() and not self._legal_discards(dealer):
            self.dead[dealer] = True

    # -- construction --------------------------------------------------------
    @classmethod
    def _new(cls, seed, rules, players, dealer=None, previous_winner=None):
        if seed is None:
            # Draw the seed here and keep it, so that the record replays the same deal.
            seed = _FRESH_SEEDS.randrange(2 ** 31)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError.of("error.whole_number", name="seed", value=quoted(seed))
        rules = _rules(rules)
        players = _check_players(players)
        check_seed(seed)
        dealer = _check_seat("dealer", dealer, players)
        previous_winner = _check_seat("previous_winner", previous_winner, players)
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        # The random dealer is drawn even when one is given, so a seed always shuffles the same way.
        drawn = rng.randrange(players)
        dealer = drawn if dealer is None else dealer
        hands, pos = [], 0
        for p in range(players):
            n = rules.DEALER_CARDS if p == dealer else rules.HAND_CARDS
            hands.append(deck[pos:pos + n])
            pos += n
        return cls(seed, rules, players, dealer, hands, deck[pos:], previous_winner=previous_winner)

    @classmethod
    def from_deal(cls, dealer: int, hands, stock, rules=None) -> "State":
        """A deal set up by hand (for lessons and tests): ``hands[p]`` as cards,
        ``stock`` with the next card to turn up LAST. The order of the
        dealer's cards does not matter (a Thiên ù has no winning card).

        Raises:
            CardlabError: unless the dealer has 20 cards, the others 19, and
                hands plus stock are exactly the 100-card deck.
        """
        rules = _rules(rules)
        if not isinstance(hands, (list, tuple)):
            raise CardTypeError.of("error.chan.hands_type", value=quoted(hands))
        players = _check_players(len(hands))
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
            raise CardlabError.of("error.seat", name="dealer", value=quoted(dealer), last=players - 1)
        parsed = [parse_cards(h, _as_hand=False) for h in hands]
        stock_cards = parse_cards(stock, _as_hand=False) if stock else []
        for p, h in enumerate(parsed):
            need = rules.DEALER_CARDS if p == dealer else rules.HAND_CARDS
            if len(h) != need:
                raise CardlabError.of("error.chan.hand_size", player=p, n=len(h), need=need)
        everything = [c for h in parsed for c in h] + stock_cards
        if _counts(everything) != [4] * 25:
            raise CardlabError.of("error.chan.whole_deck")
        return cls(None, rules, players, dealer, parsed, stock_cards, rigged=True)

    def to_json(self) -> str:
        """The deal's record: seed (or the set-up cards), rules, dealer, previous winner and actions."""
        data = json.loads(super().to_json())
        if self._rigged:
            hands, stock, dealer = self._deal_record
            data["deal"] = {"hands": hands, "stock": stock, "dealer": dealer}
        else:
            data["dealer"] = self.dealer
        if self.previous_winner is not None:
            data["previous_winner"] = self.previous_winner
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Rebuild a deal by replaying its record (a set-up deal is stored in the record).

        Raises:
            CardlabError: if the text is not a Chắn record or an action in it is illegal.
        """
        # The Chắn record adds a deal set up by hand, its dealer and the previous deal's winner.
        data = read_record(text, cls.game, Rules, {**DEAL, **CHAN_FIELDS})
        deal = data.get("deal")
        if deal is None:
            if data.get("seed") is None:
                # new_game would draw a fresh seed: another deal than the one recorded.
                raise CardlabError.of("error.bad_record", game=cls.game, detail=Reason("error.record_no_seed"))
            state = cls._new(data["seed"], rules_of(data, Rules), data.get("players"), data.get("dealer"),
                             data.get("previous_winner"))
        else:
            # Records written before Thiên ù lost its winning card name a last_dealt card: it is ignored.
            state = cls.from_deal(deal["dealer"], deal["hands"], deal["stock"], rules_of(data, Rules))
            state.previous_winner = _check_seat("previous_winner", data.get("previous_winner"), state.players)
        return state._replay(data["actions"])

    # -- public reading -------------------------------------------------------
    @property
    def hands(self) -> list[list[ChanCard]]:
        """Each player's concealed cards, sorted."""
        return [self._hand(p) for p in range(self.players)]

    def _hand(self, p: int) -> list[ChanCard]:
        cnt = self._cnt[p]
        return [FACES[f] for f in range(25) for _ in range(cnt[f])]

    @property
    def discards(self) -> list[list[ChanCard]]:
        """The cards lying at each gate (discards and stock cards nobody took)."""
        return [list(g) for g in self.gates]

    def cards_of(self, player: int) -> list[ChanCard]:
        """All of a player's cards, concealed and laid down.

        Raises:
            CardlabError: for a seat that is not at the table.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError.of("error.seat", name="player", value=quoted(player), last=self.players - 1)
        return self._hand(player) + [c for g in self.exposed[player] for c in g.cards]

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    # -- bookkeeping helpers ---------------------------------------------------
    def _next(self, p: int) -> int:
        return (p + 1) % self.players

    def _fixed(self, p: int) -> tuple[int, int]:
        return _fixed_counts(g.kind for g in self.exposed[p])

    def _thien_u_ok(self) -> bool:
        d = self.dealer
        if self.phase is not Phase.OPENING or self.history:
            return False
        fc, fa = self._fixed(d)
        # No winning card: the dealt hand wins as a whole.
        return _win_quick(self._cnt[d], fc, fa, None, self.rules.MIN_CHAN)

    def _wins_with(self, p: int, card: ChanCard, source: str) -> bool:
        cnt = self._cnt[p]
        if cnt[card._index] >= 4:
            return False
        fc, fa = self._fixed(p)
        cnt[card._index] += 1
        try:
            return _win_quick(cnt, fc, fa, card._index, self.rules.MIN_CHAN)
        finally:
            cnt[card._index] -= 1

    def _discard_problem(self, p: int, f: int, cnt: list[int] | None = None) -> Reason | None:
        cnt = self._cnt[p] if cnt is None else cnt
        card = FACES[f]
        if cnt[f] == 0:
            return Reason("chan.not_in_hand", player=self._name(p), card=card)
        if cnt[f] % 2 == 0:
            return Reason("chan.pair_not_discarded", card=card)
        if f in self.declined[p]:
            return Reason("chan.declined_no_discard", who=Who(p), card=card)
        for a, b in self.captured_ca[p]:
            if f in (a, b):
                other = b if f == a else a
                if other in self.discarded[p]:
                    return Reason("chan.captured_ca_no_discard", who=Who(p), card=card, other=FACES[other])
        return None

    def _legal_discards(self, p: int, cnt: list[int] | None = None) -> list[int]:
        cnt = self._cnt[p] if cnt is None else cnt
        return [f for f in range(25) if cnt[f] & 1 and self._discard_problem(p, f, cnt) is None]

    def _capture_bars(self, p: int, f: int) -> Reason | None:
        if not self.rules.passed_faces_barred:
            return None
        card = FACES[f]
        if f in self.declined[p]:
            return Reason("chan.declined_no_capture", who=Who(p), card=card)
        if f in self.discarded[p]:
            return Reason("chan.discarded_no_capture", who=Who(p), card=card)
        if f in self.ca_from_hand[p]:
            return Reason("chan.ca_face_no_capture", who=Who(p), card=card)
        return None

    def _leaves_discard(self, p: int, used: dict[int, int]) -> bool:
        cnt = list(self._cnt[p])
        for f, n in used.items():
            cnt[f] -= n
        return bool(self._legal_discards(p, cnt))

    def _chan_problem(self, p: int, f: int) -> Reason | None:
        card = FACES[f]
        if self.dead[p]:
            return Reason("chan.dead_hand", player=self._name(p))
        n = self._cnt[p][f]
        if n == 0:
            return Reason("chan.not_in_hand", player=self._name(p), card=card)
        if n >= 3:
            return Reason("chan.three_means_chiu", who=Who(p), card=card)
        bar = self._capture_bars(p, f)
        if bar is not None:
            return bar
        if not self._leaves_discard(p, {f: 1}):
            return Reason("chan.no_discard_left", who=Who(p))
        return None

    def _ca_problem(self, p: int, f: int, h: int) -> Reason | None:
        card, mine = FACES[f], FACES[h]
        if self.dead[p]:
            return Reason("chan.dead_hand", player=self._name(p))
        if f == 24 or h == 24 or f == h or f // 3 != h // 3:
            return Reason("chan.not_ca", card=card, other=mine)
        cnt = self._cnt[p]
        if cnt[h] == 0:
            return Reason("chan.not_in_hand", player=self._name(p), card=mine)
        if cnt[f] > 0:
            return Reason("chan.must_capture_as_chan", who=Who(p), card=card)
        if cnt[h] % 2 == 0:
            return Reason("chan.pair_not_for_ca", card=mine)
        for x in (h, f):
            if x in self.declined[p]:
                return Reason("chan.declined_no_ca", who=Who(p), card=FACES[x])
        if f in self.discarded[p] and h in self.discarded[p]:
            return Reason("chan.ca_discarded_both", who=Who(p), card=card, other=mine)
        bar = self._capture_bars(p, f)
        if bar is not None:
            return bar
        base = f - f % 3
        odd_in_rank = sum(cnt[x] & 1 for x in (base, base + 1, base + 2))
        if odd_in_rank >= 2 or any(g.kind == "ca" and g.cards[0].rank == card.rank for g in self.exposed[p]):
            return Reason("chan.ca_rank_held", who=Who(p), rank=RANK_NAMES[card.rank])
        if _unpaired_count(cnt) == 1:
            return Reason("chan.ca_last_unpaired", who=Who(p))
        if not self._leaves_discard(p, {h: 1}):
            return Reason("chan.no_discard_left", who=Who(p))
        return None

    def _chiu_problem(self, p: int, f: int) -> Reason | None:
        card = FACES[f]
        if self.dead[p]:
            return Reason("chan.dead_hand", player=self._name(p))
        if self._cnt[p][f] != 3:
            return Reason("chan.need_three", who=Who(p), card=card, count=self._cnt[p][f])
        bar = self._capture_bars(p, f)
        if bar is not None:
            return bar
        if not self._leaves_discard(p, {f: 3}):
            return Reason("chan.no_discard_left", who=Who(p))
        return None

    def _name(self, p: int) -> SeatName:
        # A seat in a reason renders in the reason's language; the game does not know who the learner
        # is, so nobody here is "you" (Outcome.summary(you=...) marks the learner's seat).
        return SeatName(p)

    # -- legal actions ------------------------------------------------------------
    def _act(self, kind: str, cards=(), target=None, text: str = "", player: int | None = None) -> Action:
        # ``player``: the seat a move is built for when it is not the seat to act (a view's moves, see view()).
        return Action(kind, tuple(cards), target, self.current_player if player is None else player, text)

    def legal_actions(self) -> list[Action]:
        if self._legal_cache is not None and self._legal_cache[0] == self._version:
            return list(self._legal_cache[1])
        acts = self._compute_legal()
        self._legal_cache = (self._version, acts)
        return list(acts)

    def _own_discard(self, p: int) -> bool:
        """Is the card on offer a discard ``p`` made (which ``p`` never takes back)?"""
        return self.offer is not None and self.offer.source == "discard" and self.offer.by == p

    def _capture_actions(self, p: int) -> list[Action]:
        if self._own_discard(p):
            return []
        acts = []
        card = self.offer.card
        f = card._index
        if self._chan_problem(p, f) is None:
            acts.append(self._act("chan", (card, card), text=f"chắn {card} with {card}", player=p))
        if f != 24 and self._cnt[p][f] == 0:
            base = f - f % 3
            for h in (base, base + 1, base + 2):
                if h != f and self._cnt[p][h] and self._ca_problem(p, f, h) is None:
                    acts.append(self._act("ca", (card, FACES[h]), text=f"cạ {card} with {FACES[h]}", player=p))
        return acts

    def _compute_legal(self) -> list[Action]:
        claim = self.claims[0][1] if self.phase is Phase.CLAIM else None
        return self._moves(self.phase, self.current_player, claim)

    def _moves(self, ph: Phase, p: int | None, claim: str | None = None) -> list[Action]:
        """The moves seat ``p`` would have if the game waited on it in phase ``ph`` (``claim``: the kind it is
        asked, in ``Phase.CLAIM``). The legal moves are those of the seat to act; view() also asks it for
        the moves a seat would have had if no other seat had been asked to claim."""
        if ph is Phase.OVER:
            return []
        if ph is Phase.OPENING:
            if self.dead[p]:
                return [self._act("draw", text="draw: turn up a stock card (dead hand)", player=p)]
            acts = []
            if self._thien_u_ok():
                acts.append(self._act("u", (), "dealt", "ù: Thiên ù (the dealt cards win)", player=p))
            acts += [self._act("discard", (FACES[f],), text=f"discard {FACES[f]}", player=p)
                     for f in self._legal_discards(p)]
            return acts
        if ph is Phase.DISCARD:
            return [self._act("discard", (FACES[f],), text=f"discard {FACES[f]}", player=p)
                    for f in self._legal_discards(p)]
        card = self.offer.card
        if ph is Phase.CLAIM:
            acts = []
            if claim == "win":
                source = "own_gate_stock" if p == self.offer.gate else "other_gate_stock"
                acts.append(self._act("u", (card,), source, f"ù on {card} ({_SOURCE_WORDS[source]})", player=p))
            else:
                if self.offer.source == "discard" and self._wins_with(p, card, "chiu"):
                    acts.append(self._act("u", (card,), "chiu", f"ù on {card} by Chíu", player=p))
                if self._chiu_problem(p, card._index) is None:
                    acts.append(self._act("chiu", (card,), text=f"chíu {card}", player=p))
            acts.append(self._act("decline", (card,), claim, f"let {card} go", player=p))
            return acts
        if ph is Phase.RESPOND:
            acts = self._capture_actions(p)
            text = "draw: turn up a stock card" if self.stock else "draw: the stock is empty, the deal is drawn"
            acts.append(self._act("draw", text=text, player=p))
            return acts
        if ph is Phase.TURNED:
            acts = self._capture_actions(p)
            acts.append(self._act("leave", (card,), text=f"leave {card}", player=p))
            return acts
        return []

    # -- why an action is illegal -------------------------------------------------
    def why_illegal(self, action: Action) -> Verdict:
        reasons = self._why(action)
        return Verdict(False, reasons=reasons)

    def _why(self, action) -> list[Reason]:
        if not isinstance(action, Action):
            return [Reason("chan.not_an_action", action=quoted(action, 60))]
        if self.phase is Phase.OVER:
            return [Reason("chan.game_over")]
        p = self.current_player
        if action.kind not in _ACTION_KINDS:
            return [Reason("chan.unknown_action", kind=_short(action.kind), kinds=", ".join(_ACTION_KINDS))]
        if action.player is None:
            return [Reason("chan.player_missing", current=p)]
        if action.player != p:
            return [Reason("chan.not_your_turn", current=self._name(p), player=self._name(action.player)
                           if isinstance(action.player, int) and 0 <= action.player < self.players
                           else action.player)]
        if action.kind not in _PHASE_KINDS[self.phase] or (
                self.phase is Phase.OPENING and (action.kind == "draw") != self.dead[p]):
            return [Reason(f"chan.phase.{self.phase.value}", action=_move_words(action))]
        cards = action.cards
        if any(not isinstance(c, ChanCard) for c in cards):
            return [Reason("chan.not_legal", action=_move_words(action), legal=self._legal_text())]
        if action.kind == "discard" and len(cards) == 1:
            why = self._discard_problem(p, cards[0]._index)
            if why is not None:
                return [why]
        if self.offer is not None and action.kind in ("chan", "ca", "chiu", "leave", "decline") and cards \
                and cards[0] != self.offer.card:
            return [Reason("chan.not_on_offer", card=cards[0], offer=self.offer.card)]
        if action.kind in ("chan", "ca") and cards and self._own_discard(p):
            return [Reason("chan.own_discard", who=Who(p), card=cards[0])]
        if action.kind == "chan" and cards:
            why = self._chan_problem(p, cards[0]._index)
            if why is not None:
                return [why]
        if action.kind == "ca" and len(cards) == 2:
            why = self._ca_problem(p, cards[0]._index, cards[1]._index)
            if why is not None:
                return [why]
        if action.kind == "chiu" and cards:
            if self.claims and self.claims[0][1] != "chiu":
                return [Reason("chan.need_three", who=Who(p), card=cards[0], count=self._cnt[p][cards[0]._index])]
            why = self._chiu_problem(p, cards[0]._index)
            if why is not None:
                return [why]
        if action.kind == "u":
            return self._why_not_win(p, action)
        return [Reason("chan.not_legal", action=_move_words(action), legal=self._legal_text())]

    def _why_not_win(self, p: int, action: Action) -> list[Reason]:
        if self.dead[p]:
            return [Reason("chan.dead_hand", player=self._name(p))]
        source = action.target
        if self.phase is Phase.OPENING:
            why = _win_facts(self._cnt[p], 0, 0, None, "dealt", self.rules)[4]
            return [why] if why else [Reason("chan.not_legal", action=_move_words(action), legal=self._legal_text())]
        card = self.offer.card
        if self.offer.source == "discard" and source != "chiu":
            return [Reason("chan.no_win_on_discard", card=card)]
        cnt = list(self._cnt[p])
        cnt[card._index] += 1
        fc, fa = self._fixed(p)
        why = _win_facts(cnt, fc, fa, card._index, source, self.rules)[4]
        return [why] if why else [Reason("chan.not_legal", action=_move_words(action), legal=self._legal_text())]

    def _legal_text(self) -> "_MoveList":
        """The legal moves as words that render in the refusal's language, cards by name."""
        return _MoveList(self.legal_actions())

    # -- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._version += 1
        self.history.append(action)
        self._history_text.append(str(action))
        self._private_to.append(self.current_player if action.kind == "decline" else None)
        getattr(self, "_do_" + action.kind)(action)

    def _enter(self, phase: Phase, player: int) -> None:
        self.phase = phase
        self.current_player = player

    def _open_claims(self, then: tuple[Phase, int]) -> None:
        """Ask the players who may claim the offered card, in priority order."""
        offer = self.offer
        f = offer.card._index
        claims = []
        order = seat_order(offer.gate, self.players)
        if offer.source == "stock":
            for q in order:
                if not self.dead[q]:
                    source = "own_gate_stock" if q == offer.gate else "other_gate_stock"
                    if self._wins_with(q, offer.card, source):
                        claims.append((q, "win"))
        for q in order:
            if q == offer.by and offer.source == "discard":
                continue
            if not self.dead[q] and self._cnt[q][f] == 3:
                if self._chiu_problem(q, f) is None or (offer.source == "discard" and
                                                         self._wins_with(q, offer.card, "chiu")):
                    claims.append((q, "chiu"))
        self.claims = claims
        self._then = then
        if claims:
            self._enter(Phase.CLAIM, claims[0][0])
        else:
            self._enter(*then)

    def _take_offer(self) -> ChanCard:
        card = self.offer.card
        pile = self.gates[self.offer.gate]
        # The offered card is the last one put at its gate.
        pile.pop()
        return card

    def _do_discard(self, a: Action) -> None:
        p = self.current_player
        card = a.cards[0]
        self._cnt[p][card._index] -= 1
        self.discarded[p].add(card._index)
        gate = p if self.phase is Phase.OPENING else self._discard_gate
        then = (Phase.RESPOND, self._next(p)) if self.phase is Phase.OPENING else self._after_discard
        self.gates[gate].append(card)
        self.offer = Offer(card, gate, "discard", p)
        self._discard_gate = self._after_discard = None
        self._open_claims(then)

    def _mark_declined(self, p: int) -> None:
        """Passing up an available Chắn (or Chíu) bars that face (bỏ chắn)."""
        offer = self.offer
        if offer is not None and not self._own_discard(p) and self._chan_problem(p, offer.card._index) is None:
            self.declined[p].add(offer.card._index)

    def _do_draw(self, a: Action) -> None:
        p = self.current_player
        if self.phase is Phase.RESPOND and self.offer is not None:
            self._mark_declined(p)
        self.offer = None
        if not self.stock:
            self._finish(None)
            return
        card = self.stock.pop()
        self.turned_up += 1
        self.gates[p].append(card)
        self.offer = Offer(card, p, "stock", p)
        self._open_claims((Phase.TURNED, p))

    def _do_leave(self, a: Action) -> None:
        p = self.current_player
        self._mark_declined(p)
        self._enter(Phase.RESPOND, self._next(p))

    def _do_decline(self, a: Action) -> None:
        q, kind = self.claims.pop(0)
        if kind == "chiu" and self._chiu_problem(q, self.offer.card._index) is None:
            self.declined[q].add(self.offer.card._index)
        if self.claims:
            self._enter(Phase.CLAIM, self.claims[0][0])
        else:
            self._enter(*self._then)

    def _capture(self, p: int, kind: str, hand_card: ChanCard) -> None:
        gate = self.offer.gate
        card = self._take_offer()
        self._cnt[p][hand_card._index] -= 1
        if kind == "chan":
            self.exposed[p].append(Group("chan", (card, card), card, gate))
            total = sum(1 for c in self.cards_of(p) if c == card)
            if total == 4 and self._dealt[p][card._index] < 4:
                self.flags[p].add("bon")
        else:
            self.exposed[p].append(Group("ca", tuple(sorted((card, hand_card))), card, gate))
            self.ca_from_hand[p].add(hand_card._index)
            self.captured_ca[p].append((card._index, hand_card._index))
        self.offer = None
        self.claims = []
        self._discard_gate = p
        self._after_discard = (Phase.RESPOND, self._next(p))
        self._enter(Phase.DISCARD, p)

    def _do_chan(self, a: Action) -> None:
        self._capture(self.current_player, "chan", a.cards[1])

    def _do_ca(self, a: Action) -> None:
        self._capture(self.current_player, "ca", a.cards[1])

    def _do_chiu(self, a: Action) -> None:
        q = self.current_player
        offer = self.offer
        card = self._take_offer()
        self._cnt[q][card._index] -= 3
        self.exposed[q].append(Group("chiu", (card,) * 4, card, offer.gate))
        then_phase, decider = self._then
        if q == decider:
            # In turn: discard at your own gate, play goes on to the next seat.
            self._discard_gate, self._after_discard = q, (Phase.RESPOND, self._next(q))
        else:
            # Out of turn: the discard replaces the taken card at the interrupted
            # gate and the interrupted player decides on it.
            self._discard_gate, self._after_discard = offer.gate, (then_phase, decider)
        self.offer = None
        self.claims = []
        self._enter(Phase.DISCARD, q)

    def _do_u(self, a: Action) -> None:
        p = self.current_player
        source = a.target
        if source == "dealt":
            card = None                 # Thiên ù has no winning card
        else:
            card = self._take_offer()
            held = self._cnt[p][card._index]
            self._cnt[p][card._index] += 1
            if held == 3:
                self.flags[p].add("chiu_u")
            elif sum(1 for c in self.cards_of(p) if c == card) == 4:
                self.flags[p].add("bon")
            if self.turned_up == 1 and source in ("own_gate_stock", "other_gate_stock"):
                self.flags[p].add("dia_u")
        self.offer = None
        self.claims = []
        self.win_card, self.win_source = card, source
        self._finish(p)

    def _finish(self, winner: int | None) -> None:
        self.winner = winner
        if winner is None:
            self.end = "drawn"
        else:
            self.end = "thien_u" if self.win_source == "dealt" else "u"
            if winner == self.previous_winner:
                self.flags[winner].add("thong")
            self.final_score = score(self.cards_of(winner), self.win_card, self.win_source,
                                     tuple(sorted(self.flags[winner])), self.rules,
                                     exposed=[g.cards for g in self.exposed[winner]])
        self.phase = Phase.OVER
        self.current_player = None

    # -- ending -------------------------------------------------------------------
    def outcome(self) -> Outcome:
        """The result: winner, zero-sum payments and the score's explanation.

        Raises:
            CardlabError: if the deal is not over yet.
        """
        if not self.is_terminal():
            raise CardlabError.of("error.not_over")
        n = self.players
        if self.winner is None:
            pays = settle(0, None, n)
            return Outcome(None, (), (), {p: pays[p] for p in range(n)}, "drawn",
                           (Reason("chan.outcome.drawn"),), {"stock_left": len(self.stock)})
        w = self.winner
        pts = self.final_score.points
        pays = settle(pts, w, n)
        card = {} if self.win_card is None else {"card": self.win_card}
        reason = Reason(f"chan.outcome.{self.win_source}", player=self._name(w), **card,
                        score=self.final_score.arithmetic, points=pts, total=pays[w])
        ranking = (w,) + tuple(p for p in seat_order(self._next(w), n) if p != w)
        return Outcome(w, ranking, (), {p: pays[p] for p in range(n)}, self.end, (reason,),
                       {"score": self.final_score, "win_source": self.win_source, "winning_card": self.win_card,
                        "flags": tuple(sorted(self.flags[w]))})

    def view(self, player: int) -> ChanView:
        """What ``player`` may see (their hand, everything public, their legal actions).

        While another seat is asked whether to claim the card on offer (``Phase.CLAIM``), ``player`` is
        shown the table as if that seat had not been asked: a claim let go leaves no trace for the others,
        as at a real table, where nobody learns that a seat could have won or Chíu'd. So ``player`` sees the
        turn the claims interrupt (its phase, the seat to act and, if that seat is ``player``, its moves),
        or its own claim if it has one waiting; its ``history`` holds no other seat's "let go" (see
        :meth:`history_seen_by`). A move taken from such a view is refused until the claims are settled;
        drivers ask ``state.current_player``, the seat the engine really waits on. A claim made (a Chíu, a
        win) is public.

        Raises:
            CardlabError: for a seat that is not 0..players-1.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError.of("error.seat", name="player", value=quoted(player), last=self.players - 1)
        phase, to_act, claim = self._phase_seen_by(player)
        if to_act != player:
            legal = ()
        elif (phase, to_act) == (self.phase, self.current_player):
            legal = tuple(self.legal_actions())
        else:
            legal = tuple(self._moves(phase, to_act, claim))
        pays = ()
        if self.is_terminal():
            pays = settle(0 if self.final_score is None else self.final_score.points, self.winner, self.players)
        return ChanView(
            player=player, phase=phase, current_player=to_act, dealer=self.dealer,
            hand=tuple(self._hand(player)), exposed=tuple(tuple(g) for g in self.exposed),
            gates=tuple(tuple(g) for g in self.gates), offer=self.offer, claim=claim,
            stock_size=len(self.stock), hand_sizes=tuple(sum(c) for c in self._cnt), dead=tuple(self.dead),
            declined=frozenset(FACES[f] for f in self.declined[player]),
            discarded=frozenset(FACES[f] for f in self.discarded[player]),
            legal_actions=legal, history=tuple(self._history_seen_by(player, self._history_text)),
            winner=self.winner, payments=pays)

    def _phase_seen_by(self, player: int) -> tuple[Phase, int | None, str | None]:
        """The phase, the seat to act and the claim asked, as ``player`` may know them.

        The claims still to be asked, other seats' taken out: ``player``'s own first claim if it has one
        (with no other claimant it would be asked now), else the turn the claims interrupt.
        """
        if self.phase is not Phase.CLAIM:
            return self.phase, self.current_player, None
        mine = [kind for q, kind in self.claims if q == player]
        if mine:
            return Phase.CLAIM, player, mine[0]
        then_phase, then_player = self._then
        return then_phase, then_player, None

    def _history_seen_by(self, player: int, entries: list) -> list:
        return [e for e, only in zip(entries, self._private_to) if only is None or only == player]

    def history_seen_by(self, player: int) -> list[Action]:
        """The moves ``player`` may know of, in order: every move but other seats' claims let go.

        ``history`` (and the record, :meth:`to_json`) keeps every move, so that a replay is exact; a seat's
        view, a log or a transcript shown to one seat should list these instead.

        Raises:
            CardlabError: for a seat that is not 0..players-1.
        """
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise CardlabError.of("error.seat", name="player", value=quoted(player), last=self.players - 1)
        return self._history_seen_by(player, self.history)

    def __repr__(self) -> str:
        turn = "over" if self.phase is Phase.OVER else f"{self.phase.value}, {self._name(self.current_player)} to act"
        return f"<chan.State seed={self.seed} dealer={self._name(self.dealer)} stock={len(self.stock)} {turn}>"


def _unpaired_count(cnt: list[int]) -> int:
    """Cards in neither an identical pair nor a Cạ of the hand (lẻ)."""
    n = cnt[24] & 1
    for base in range(0, 24, 3):
        n += ((cnt[base] & 1) + (cnt[base + 1] & 1) + (cnt[base + 2] & 1)) & 1
    return n


def _check_seat(name: str, seat, players: int) -> int | None:
    """A seat number 0..players-1, or None."""
    if seat is None:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise CardlabError.of("error.seat", name=name, value=quoted(seat), last=players - 1)
    return seat


def _check_players(players) -> int:
    if players is None:
        return 4
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise InvalidRulesError.of("error.chan.players", value=quoted(players))
    return players


def new_game(seed: int | None = 0, rules=None, players=None, *, dealer: int | None = None,
             previous_winner: int | None = None) -> State:
    """Deal a Chắn hand: a random dealer (from the seed) with 20 cards, the others 19, 23 in the stock.

    ``seed=None`` draws a fresh seed and keeps it in ``state.seed`` (so the
    record replays). ``dealer``: the seat that deals (default: drawn from
    the seed); at a table it is the previous deal's winner (see
    :class:`Session`). ``previous_winner``: who won the previous deal at the
    table (``None``: no previous deal, or it was drawn); with
    ``extra_traditional_bonuses``, winning again scores Thông.

    Raises:
        CardlabError: for a seed that is not a whole number, or a
            ``dealer`` / ``previous_winner`` that is not a seat.
        InvalidRulesError: for rules that are not ``chan.Rules`` or a player
            count outside 2..4.
    """
    return State._new(seed, rules, players, dealer, previous_winner)


# Fresh seeds for new_game(seed=None), apart from the global random state.
_FRESH_SEEDS = random.SystemRandom()
