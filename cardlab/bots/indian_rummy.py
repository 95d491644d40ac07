"""A greedy Indian Rummy bot: pure sequence first, jokers used well, early drop with a hopeless hand.

It sees only its :class:`~cardlab.indian_rummy.View`. It judges a hand by
the exact arrangement search, counting the cards left out of groups (then
their points) in the best arrangement that meets, in this order of
preference, the show's requirement (two sequences, one pure), a pure
sequence only, or nothing. That gives the hand a *stage*: 0 (a show is in
reach), 1 (a pure sequence, not yet a second sequence), 2 (no pure
sequence: every card would count).

* **Show** as soon as the 14 cards leave a valid show after one discard,
  with the bot's own grouping (judged as grouped under
  ``show_grouping="player"``).
* **Draw**: take the open card if it is a joker (printed or wild, while
  the hand holds fewer than four) or if it joins a group and brings the
  hand to a better stage or leaves fewer loose cards (at stage 2: if it
  has two neighbours in its suit); otherwise draw from the stock. A card
  taken from the pile is never thrown straight back, and after five turns
  in a row on the pile the bot draws from the stock (two bots cannot trade
  cards forever).
* **Drop** (first drop, before the first draw) when the dealt hand is
  hopeless: no pure sequence, no joker, hardly two cards that could
  become one, and many points.
* **Discard** the loose card that costs most and connects least (a card
  one or two places from another of its suit, or of the same rank as
  another, may still make a group); never a joker while another card will
  do. With no pure sequence in sight, keep what could become one: the
  cards with fewest links in their suit go first, even out of a set.
"""
from __future__ import annotations

from .. import indian_rummy as ir
from ..cards import Card, Rank
from . import Bot, register_reasons

LOOSE = 100        # a loose card counts this much plus its points: fewer loose cards first
STAGE = 10_000     # each stage further from a show
MANY_JOKERS = 4    # with this many jokers, an open joker is no longer taken on sight
PILE_STREAK = 5    # after this many turns in a row from the discard pile, draw from the stock

_COSTS: dict = {}


def _cost_fn(wild, rules):
    """Points for the search: a loose card costs LOOSE plus its penalty value (cached per wild rank)."""
    key = (wild, rules.ace_points, rules.court_points, rules.joker_points)
    fn = _COSTS.get(key)
    if fn is None:
        table = ir._value_table(wild, rules)

        def fn(card, _table=table):
            return LOOSE + _table[card.code]
        _COSTS[key] = fn
    return fn


def _search(cards, wild, rules, require):
    mr = ir._meld_rules(rules, wild)
    if require:
        return ir._search(cards, mr, _cost_fn(wild, rules), labels=ir._labels_fn(rules, wild), require=require)
    return ir._search(cards, mr, _cost_fn(wild, rules))


def shape(cards: list[Card], wild, rules) -> tuple[int, object]:
    """(stage, arrangement): the best arrangement meeting the show's requirement (stage 0), a pure
    sequence only (1), or nothing (2), with as few loose cards as possible."""
    if ir._has_pure_run(cards, wild):
        a = _search(cards, wild, rules, ir._DECLARE)
        if a.feasible:
            return 0, a
        a = _search(cards, wild, rules, ir._PURE)
        if a.feasible:
            return 1, a
    return 2, _search(cards, wild, rules, None)


def score(stage: int, arrangement) -> int:
    return stage * STAGE + arrangement.points


def _links(card: Card, others, wild) -> tuple[int, int]:
    """(suit links, rank links): other natural cards one or two places away in the suit, or of the same rank."""
    suit = rank = 0
    if ir._is_wild(card, wild):
        return 0, 0
    seen = set()
    for o in others:
        if o == card or ir._is_wild(o, wild) or o in seen:
            continue
        seen.add(o)
        if o.rank == card.rank:
            rank += o.suit != card.suit
        elif o.suit == card.suit:
            d = abs(int(o.rank) - int(card.rank))
            if d <= 2 or (Rank.ACE in (o.rank, card.rank) and 14 - d <= 2):
                suit += 1
    return suit, rank


class GreedyBot(Bot):
    """Plays Indian Rummy greedily from its view; ``last_reason`` says why, in one sentence."""

    name = "greedy"
    game = "indian_rummy"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.taken: Card | None = None  # the card just taken from the discard pile, kept this turn
        self.pile_streak = 0            # turns in a row that began with a card from the pile

    def choose(self, view):
        """Pick one of ``view.legal_actions``.

        Raises:
            CardlabError: if the view offers no legal action (not this bot's turn).
        """
        actions = self.legal(view)
        if view.phase is ir.Phase.DRAW:
            return self._draw(view, actions)
        return self._discard(view, actions)

    # -- start of the turn -------------------------------------------------------
    def _draw(self, view, actions):
        rules, wild = view.rules, ir._wild(view.wild_rank)
        hand = list(view.hand)
        by_kind = {(a.kind, a.target): a for a in actions}
        stage, now = shape(hand, wild, rules)
        drop = by_kind.get(("drop", None))
        if view.first_turn and drop is not None and self._hopeless(hand, stage, now, wild, rules):
            self._say("drop", points=ir._total(hand, wild, rules), cost=rules.first_drop)
            return drop
        take = by_kind.get(("draw", ir.PILE))
        if self.pile_streak >= PILE_STREAK:
            take = None  # after several turns on the pile, draw fresh cards: two bots cannot trade forever
        if take is not None:
            top = take.cards[0]
            jokers = sum(ir._is_wild(c, wild) for c in hand)
            if ir._is_wild(top, wild) and jokers < MANY_JOKERS:
                self._say("take_joker", card=top)
                return self._took(take, top)
            if not ir._is_wild(top, wild):
                after_stage, after = shape(hand + [top], wild, rules)
                if after_stage == 2:
                    # Still no pure sequence: only a card with two neighbours in its suit is worth it.
                    if _links(top, hand, wild)[0] >= 2:
                        self._say("take_pure", card=top)
                        return self._took(take, top)
                elif top not in after.deadwood:
                    loose = [c for c in after.deadwood if not ir._is_wild(c, wild)]
                    best_after = score(after_stage, after) - (LOOSE + max(
                        (ir._card_value(c, wild, rules) for c in loose), default=-LOOSE))
                    if best_after < score(stage, now):
                        group = next(m for m in after.melds if top in m.cards)
                        self._say("take_group", card=top, group=group.pretty)
                        return self._took(take, top)
        self._say("draw")
        self.pile_streak = 0
        return by_kind[("draw", ir.STOCK)]

    def _took(self, action, card):
        # Remember the card taken from the pile: throwing it straight back would undo the turn.
        self.taken = card
        self.pile_streak += 1
        return action

    def _hopeless(self, hand, stage, arrangement, wild, rules) -> bool:
        if stage < 2 or any(ir._is_wild(c, wild) for c in hand):
            return False
        pairs = sum(_links(c, hand, wild)[0] for c in hand) // 2
        loose_points = sum(ir._card_value(c, wild, rules) for c in arrangement.deadwood)
        return pairs <= 2 and loose_points >= 2 * rules.first_drop

    # -- after drawing -------------------------------------------------------------
    def _discard(self, view, actions):
        rules, wild = view.rules, ir._wild(view.wild_rank)
        hand = list(view.hand)
        by_kind = {(a.kind, a.cards[0]): a for a in actions}
        stage, arrangement = shape(hand, wild, rules)
        if stage == 0 and len(arrangement.deadwood) <= 1:
            shown = self._show(hand, wild, rules, by_kind)
            if shown is not None:
                down, melds = shown
                groups = " | ".join(m.pretty for m in melds)
                self._say("show", card=down, groups=groups)
                return ir.show_action(view.player, down, [m.cards for m in melds])
        taken, self.taken = self.taken, None
        # Only cards the rules let go (discard_taken_card=False keeps the card just taken).
        allowed = [c for c in hand if ("discard", c) in by_kind]
        naturals = [c for c in allowed if not ir._is_wild(c, wild)]
        if taken is not None and any(c != taken for c in naturals):
            naturals = [c for c in naturals if c != taken]
        if stage == 2:
            # No pure sequence in sight: keep what could become one.
            pool = naturals or allowed
            card = min(pool, key=lambda c: (3 * _links(c, hand, wild)[0] + _links(c, hand, wild)[1],
                                            -ir._card_value(c, wild, rules), -c.code))
            why = "discard_no_pure"
        else:
            loose = [c for c in arrangement.deadwood if not ir._is_wild(c, wild) and c != taken]
            if loose:
                def cost(c):
                    suit, rank = _links(c, loose, wild)
                    return (ir._card_value(c, wild, rules) - 5 * (2 * suit + rank), c.code)
                card = max(loose, key=cost)
                why = "discard_loose"
            else:
                # Every card is in a group but one sequence is missing: break a set, not the pure sequence.
                pure = {c for m, tags in ((m, ir._labels_fn(rules, wild)(m)) for m in arrangement.melds)
                        if "pure" in tags for c in m.cards}
                pool = [c for c in naturals if c not in pure] or naturals or allowed
                card = min(pool, key=lambda c: (_links(c, hand, wild)[0], -ir._card_value(c, wild, rules), -c.code))
                why = "discard_second_sequence"
        self._say(why, card=card)
        return by_kind[("discard", card)]

    @staticmethod
    def _show(hand, wild, rules, by_kind):
        """(card face down, groups) of a valid show the rules allow, or None."""
        shown = ir._declaration_discard(hand, wild, rules)
        if shown is None:
            return None
        if ("declare", shown.discard) in by_kind:
            return shown.discard, shown.melds
        # The card found for face down is the one just taken (discard_taken_card=False): try the others.
        for c in sorted({c for c in hand if ("declare", c) in by_kind}, key=lambda c: -c.code):
            rest = list(hand)
            rest.remove(c)
            a = ir.arrange(rest, wild, rules)
            if a.valid_declaration:
                return c, a.melds
        return None

register_reasons("indian_rummy", {
    "drop": {
        "en": "drop: no pure sequence in sight and {points:point|points} in hand; a first drop costs only {cost}",
        "vi": "bỏ cuộc: chưa thấy dãy thuần nào và bài trên tay đang {points} điểm; bỏ lượt đầu chỉ mất {cost} điểm",
        "coach_en": "you could drop: no pure sequence in sight and {points:point|points} in hand; "
                    "a first drop costs only {cost}",
        "coach_vi": "bạn có thể bỏ cuộc: chưa thấy dãy thuần nào và bài trên tay đang {points} điểm; "
                    "bỏ lượt đầu chỉ mất {cost} điểm"},
    "take_joker": {
        "en": "take {card} from the discard pile: a joker fits any group",
        "vi": "lấy {card} từ bài bỏ: joker ghép được vào mọi nhóm",
        "coach_en": "you could take {card} from the discard pile: a joker fits any group",
        "coach_vi": "bạn có thể lấy {card} từ bài bỏ: joker ghép được vào mọi nhóm"},
    "take_pure": {
        "en": "take {card} from the discard pile: it could make a pure sequence",
        "vi": "lấy {card} từ bài bỏ: lá này có thể tạo dãy thuần",
        "coach_en": "you could take {card} from the discard pile: it could make a pure sequence",
        "coach_vi": "bạn có thể lấy {card} từ bài bỏ: lá này có thể tạo dãy thuần"},
    "take_group": {
        "en": "take {card} from the discard pile: it makes {group}",
        "vi": "lấy {card} từ bài bỏ: lá này tạo thành {group}",
        "coach_en": "you could take {card} from the discard pile: it makes {group}",
        "coach_vi": "bạn có thể lấy {card} từ bài bỏ: lá này tạo thành {group}"},
    "draw": {
        "en": "draw from the stock: the open card does not help",
        "vi": "bốc từ nọc: lá đang mở không giúp được gì",
        "coach_en": "you could draw from the stock: the open card does not help",
        "coach_vi": "bạn nên bốc từ nọc: lá đang mở không giúp được gì"},
    "show": {
        "en": "show with {card} face down: {groups}", "vi": "khai bài, úp lá {card}: {groups}",
        "coach_en": "you could show with {card} face down: {groups}",
        "coach_vi": "bạn có thể khai bài, úp lá {card}: {groups}"},
    "discard_no_pure": {
        "en": "discard {card}: no pure sequence yet, and it has the fewest neighbours in its suit",
        "vi": "đánh {card}: chưa có dãy thuần, và lá này ít lá gần nó cùng chất nhất",
        "coach_en": "you could discard {card}: no pure sequence yet, and it has the fewest neighbours in its suit",
        "coach_vi": "bạn có thể đánh {card}: chưa có dãy thuần, và lá này ít lá gần nó cùng chất nhất"},
    "discard_loose": {
        "en": "discard {card}: the loose card worth most and least likely to join a group",
        "vi": "đánh {card}: lá lẻ nhiều điểm nhất và khó vào nhóm nhất",
        "coach_en": "you could discard {card}: the loose card worth most and least likely to join a group",
        "coach_vi": "bạn có thể đánh {card}: lá lẻ nhiều điểm nhất và khó vào nhóm nhất"},
    "discard_second_sequence": {
        "en": "discard {card}: a second sequence is missing, and it has the fewest neighbours in its suit",
        "vi": "đánh {card}: còn thiếu dãy thứ hai, và lá này ít lá gần nó cùng chất nhất",
        "coach_en": "you could discard {card}: a second sequence is missing, and it has the fewest neighbours "
                    "in its suit",
        "coach_vi": "bạn có thể đánh {card}: còn thiếu dãy thứ hai, và lá này ít lá gần nó cùng chất nhất"},
})


class GentleBot(GreedyBot):
    """A greedy player that gives learners time: it draws only from the stock and never drops.

    It groups, discards and shows like :class:`GreedyBot`, but never takes
    the open card (so it never snaps up the learner's discard or a joker)
    and plays every deal to its end, however poor its cards.
    """

    name = "gentle"

    def _draw(self, view, actions):
        self._say("draw")
        self.pile_streak = 0
        return next(a for a in actions if a.kind == "draw" and a.target == ir.STOCK)
