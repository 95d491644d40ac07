"""A greedy Phỏm (Tá Lả) bot that plays from its view only and explains each choice.

The bot follows the habits a careful beginner is taught:

* it declares Ù (and Ù khan) whenever it can;
* it eats (*ăn*) the previous discard whenever that is legal, since an eat
  always completes a phỏm and the discarder pays for it;
* it discards the card that leaves the fewest deadwood points, counting early
  on the unfinished pairs (*cạ*) that may still grow into phỏm, so it keeps low
  cards and live pairs late and throws high cards early;
* it avoids feeding the next player: a card that could complete a phỏm with
  cards nobody has seen yet is a risk, heavier in the last round where an
  eaten card is the chốt;
* in the last round it lays down (*hạ*) and sends (*gửi*) to leave the fewest
  points, choosing the final discard at the same time; it never keeps a phỏm
  back, since every phỏm held must be laid down.

``bot.last_reason`` is one sentence about its last choice (``bot.advice()`` the coach's form).
"""
from __future__ import annotations

from functools import lru_cache

from .. import phom
from ..cards import STANDARD_52, Card, Rank
from ..melds import read_meld
from ..engine import SeatName
from ..errors import CardlabError
from ..explain import quoted, register_messages
from . import Bot, register_reasons

# How much a live pair (cạ) is worth, by round: a lot early, nothing at the end.
_PAIR_WEIGHT = {1: 5.0, 2: 3.5, 3: 2.0}
# What one way of feeding the next player costs, by round (the chốt costs most).
_FEED_WEIGHT = {1: 1.0, 2: 1.5, 3: 2.0}
_CHOT_FEED_WEIGHT = 3.0


@lru_cache(maxsize=32768)
def _best(cards: tuple, eaten: tuple, rules: phom.Rules):
    return phom.arrange(list(cards), rules, eaten=list(eaten))


def _arrangement(cards, eaten, rules):
    cards = tuple(sorted(cards))
    return _best(cards, tuple(sorted(c for c in eaten if c in cards)), rules)


def _pts(card: Card, rules) -> int:
    return rules.ace_points if card.rank is Rank.ACE else int(card.rank)


def _partners(card: Card, rules) -> tuple[tuple[Card, Card], ...]:
    """Every pair of other cards that would make a three-card phỏm with ``card``."""
    return _partners_of(card, rules.ace_high_in_runs)


@lru_cache(maxsize=None)
def _partners_of(card: Card, ace_high: bool) -> tuple[tuple[Card, Card], ...]:
    out = []
    same = [c for c in STANDARD_52 if c.rank == card.rank and c != card]
    for i in range(len(same)):
        for j in range(i + 1, len(same)):
            out.append((same[i], same[j]))
    pos = phom._positions(card, ace_high)
    at = {}
    for c in STANDARD_52:
        if c.suit is card.suit and c != card:
            for p in phom._positions(c, ace_high):
                at[p] = c
    for p in pos:
        for a, b in ((p - 2, p - 1), (p - 1, p + 1), (p + 1, p + 2)):
            if a in at and b in at and at[a] != at[b]:
                out.append((at[a], at[b]))
    return tuple(out)


def _danger(card: Card, seen: frozenset, rules) -> int:
    """Ways the next player could hold the two cards that make ``card`` a phỏm."""
    return sum(1 for a, b in _partners(card, rules) if a not in seen and b not in seen)


def _live_pairs(cards, seen: frozenset, rules) -> int:
    """Pairs among ``cards`` (a cạ) whose third card has not been seen yet."""
    cards = list(cards)
    n = 0
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            if not phom._ca_pair(a, b, rules):
                continue
            thirds = [x for x, y in _partners(a, rules) if y == b] + [y for x, y in _partners(a, rules) if x == b]
            if any(t not in seen for t in thirds):
                n += 1
    return n


class GreedyBot(Bot):
    """Plays Phỏm greedily (see the module docstring); ``last_reason`` says why.

    Three habits can be switched off, for the strategy lab to measure what
    each is worth (:mod:`cardlab.lab.phom`) and for :class:`GentleBot`:
    ``eat_chance`` (1.0: eat every time the rules allow; 0.0: never eat),
    ``keep_pairs`` (count live cạ when choosing a discard) and
    ``mind_next`` (avoid discards the next player could eat).

    Raises:
        CardlabError: for an ``eat_chance`` outside 0..1.
    """

    name = "greedy"
    game = "phom"

    def __init__(self, seed: int = 0, eat_chance: float = 1.0, keep_pairs: bool = True, mind_next: bool = True):
        super().__init__(seed)
        if isinstance(eat_chance, bool) or not isinstance(eat_chance, (int, float)) or not 0 <= eat_chance <= 1:
            raise CardlabError.of("error.bot.eat_chance", value=quoted(eat_chance))
        self.eat_chance = float(eat_chance)
        self.keep_pairs = bool(keep_pairs)
        self.mind_next = bool(mind_next)

    # ------------------------------------------------------------------
    def choose(self, view):
        actions = self.legal(view)
        by_kind: dict[str, list] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        if "u" in by_kind:
            verdict = phom.check_u(view.hand, view.rules, eaten=view.my_eaten)
            self._say("u", kind="Ù tròn" if verdict.kind == "u_tron" else "Ù")
            return by_kind["u"][0]
        if "u_khan" in by_kind:
            self._say("u_khan")
            return by_kind["u_khan"][0]
        phase = view.phase
        if phase is phom.Phase.DRAW:
            return self._draw_or_eat(view, by_kind)
        if phase is phom.Phase.LAY_DOWN:
            return self._lay_down(view, by_kind)
        if phase is phom.Phase.SEND:
            return self._send(view, by_kind)
        return self._discard(view, by_kind)

    # ------------------------------------------------------------------
    def _draw_or_eat(self, view, by_kind):
        if "eat" in by_kind and self.eat_chance < 1 and self.rng.random() >= self.eat_chance:
            # A chance let go on purpose (a gentle or a lab bot): the stock instead.
            self._say("let_go", card=by_kind["eat"][0].cards[0])
            return by_kind["draw"][0]
        if "eat" in by_kind:
            action = by_kind["eat"][0]
            card = action.cards[0]
            arr = _arrangement(list(view.hand) + [card], list(view.my_eaten) + [card], view.rules)
            meld = next((m for m in arr.melds if card in m.cards), None)
            key = "eat_chot" if view.round == view.rules.rounds else "eat"
            self._say(key, card=card, meld=" " + meld.pretty if meld else "", victim=SeatName(view.last_discarder))
            return action
        if view.last_discard is not None:
            self._say("draw", card=view.last_discard)
        else:
            self._say("draw_nothing")
        return by_kind["draw"][0]

    def _feeds(self, view) -> bool:
        """Can the next player still eat my discard this hand (and do I care)?"""
        if not self.mind_next:
            return False
        nxt = view.next_player()
        last_round = view.round == view.rules.rounds
        return not (last_round and view.turn_order.index(view.player) == view.players - 1) and nxt != view.player

    def _discard(self, view, by_kind):
        rules = view.rules
        seen = view.seen
        feeds = self._feeds(view)
        last = view.round >= rules.rounds
        best = None
        for action in by_kind["discard"]:
            card = action.cards[0]
            rest = [c for c in view.hand if c != card]
            if last:
                # After laying down, what is left is deadwood: shed points, but mind the chốt.
                points = sum(_pts(c, rules) for c in rest)
                feed = _CHOT_FEED_WEIGHT * _danger(card, seen, rules) if feeds else 0.0
                pairs = 0
            else:
                arr = _arrangement(rest, view.my_eaten, rules)
                points = arr.points
                pairs = _live_pairs(arr.deadwood, seen, rules) if self.keep_pairs else 0
                feed = _FEED_WEIGHT.get(view.round, 2.0) * _danger(card, seen, rules) if feeds else 0.0
            score = points - _PAIR_WEIGHT.get(view.round, 0.0) * pairs + feed
            key = (score, -_pts(card, rules), card.sort_key)
            if best is None or key < best[0]:
                best = (key, action, points, feed)
        _, action, points, feed = best
        card = action.cards[0]
        key = "discard_last" if last else ("discard" if self.keep_pairs else "discard_plain")
        self._say(key + ("_safe" if feed == 0 and feeds else ""), card=card, points=points)
        return action

    # -- last round ----------------------------------------------------
    def _targets(self, view):
        """The phỏm I could send onto: those of players who already laid down."""
        return [list(m) for owner in view.laydown_order if owner != view.player for m in view.laid[owner]]

    def _plan(self, view):
        """(score, final discard, phỏm to lay down) leaving the fewest points after sending."""
        rules = view.rules
        seen = view.seen
        feeds = self._feeds(view)
        eaten = view.my_eaten
        laid_already = bool(view.laid[view.player])
        best = None
        for d in view.hand:
            if d in eaten:
                continue
            rest = [c for c in view.hand if c != d]
            arr = _arrangement(rest, eaten, rules)
            if not arr.feasible:
                continue
            if phom._layable(list(arr.deadwood) + [d], rules) is not None:
                continue  # a phỏm would stay in hand, and every phỏm held must be laid down
            dead = sorted(arr.deadwood, key=lambda c: -_pts(c, rules))
            if arr.melds or laid_already:
                targets = self._targets(view)
                changed = True
                while changed:
                    changed = False
                    for c in list(dead):
                        for t in targets:
                            if read_meld(t + [c], rules.meld_rules) is not None:
                                t.append(c)
                                dead.remove(c)
                                changed = True
                                break
            points = sum(_pts(c, rules) for c in dead)
            feed = _CHOT_FEED_WEIGHT * _danger(d, seen, rules) if feeds else 0.0
            key = (points + feed, -_pts(d, rules), d.sort_key)
            if best is None or key < best[0]:
                best = (key, d, arr.melds, points)
        return best

    def _lay_down(self, view, by_kind):
        plan = self._plan(view)
        if plan is not None:
            _, discard, melds, points = plan
            legal = {a.cards: a for a in by_kind.get("lay_down", [])}
            for m in melds:
                action = legal.get(tuple(sorted(m.cards)))
                if action is not None:
                    self._say("lay_down", meld=m.pretty, points=points, card=discard)
                    return action
        if "finish_laying_down" in by_kind:
            action = by_kind["finish_laying_down"][0]
            if view.laid[view.player]:
                self._say("finish")
            else:
                self._say("finish_mom")
            return action
        # A phỏm or an eaten card is still in hand: lay down any phỏm the rules allow.
        action = by_kind["lay_down"][0]
        self._say("lay_down_must", cards=action.cards)
        return action

    def _send(self, view, by_kind):
        rules = view.rules
        sends = by_kind.get("send", [])
        sendable = {a.cards[0] for a in sends}
        seen = view.seen
        feeds = self._feeds(view)

        def discard_cost(c):
            return (-_pts(c, rules) + (_CHOT_FEED_WEIGHT * _danger(c, seen, rules) if feeds else 0.0), c.sort_key)

        keep_pool = [c for c in view.hand if c not in sendable] or list(view.hand)
        keep = min(keep_pool, key=discard_cost)
        options = [a for a in sends if a.cards[0] != keep]
        if options:
            action = max(options, key=lambda a: (_pts(a.cards[0], rules), a.cards[0].sort_key))
            owner, _ = action.target
            self._say("send", card=action.cards[0], owner=SeatName(owner), points=_pts(action.cards[0], rules))
            return action
        self._say("stop_sending", card=keep)
        return by_kind["finish_sending"][0]


class GentleBot(GreedyBot):
    """A sensible Phỏm player for learners: it misses some chances and does not guard its discards.

    It plays like :class:`GreedyBot` (Ù whenever it can, the same lay-down,
    sending and final discard) but lets half of its chances to eat go
    (``eat_chance`` 0.5, drawn from its own seeded generator), forgets its
    unfinished pairs (cạ) when it discards, and never asks whether the next
    player could eat its discard: a learner gets cards to eat, and the
    table is not over before the learner has had time to think.
    """

    name = "gentle"

    def __init__(self, seed: int = 0, eat_chance: float = 0.5):
        super().__init__(seed, eat_chance=eat_chance, keep_pairs=False, mind_next=False)


register_messages({
    "error.bot.eat_chance": {"en": "eat_chance={value}: expected a number from 0 to 1, such as 0.5",
                             "vi": "eat_chance={value}: cần một số từ 0 đến 1, như 0.5"},
})

register_reasons("phom", {
    "let_go": {"en": "Draw: I let {card} go this time and try the stock.",
               "vi": "Bốc: lần này tôi bỏ qua lá {card} và bốc nọc.",
               "coach_en": "You could draw: let {card} go and try the stock.",
               "coach_vi": "Bạn có thể bốc: bỏ qua lá {card} và bốc nọc."},
    "discard_plain": {
        "en": "Discard {card}: it keeps my phỏm, leaving {points:deadwood point|deadwood points}.",
        "vi": "Đánh {card}: giữ được phỏm của tôi, còn lại {points} điểm bài rác.",
        "coach_en": "You could discard {card}: it keeps your phỏm, leaving {points:deadwood point|deadwood points}.",
        "coach_vi": "Bạn có thể đánh {card}: giữ được phỏm của bạn, còn lại {points} điểm bài rác."},
    "discard_plain_safe": {
        "en": "Discard {card}: it keeps my phỏm, leaving {points:deadwood point|deadwood points}, "
              "and it is unlikely to feed the next player.",
        "vi": "Đánh {card}: giữ được phỏm của tôi, còn lại {points} điểm bài rác, "
              "và người kế tiếp khó ăn được lá này.",
        "coach_en": "You could discard {card}: it keeps your phỏm, leaving "
                    "{points:deadwood point|deadwood points}, and it is unlikely to feed the next player.",
        "coach_vi": "Bạn có thể đánh {card}: giữ được phỏm của bạn, còn lại {points} điểm bài rác, "
                    "và người kế tiếp khó ăn được lá này."},

    "u": {"en": "Declare {kind}: my cards make 3 phỏm.", "vi": "Báo {kind}: bài của tôi đủ 3 phỏm.",
          "coach_en": "You can declare {kind}: your cards make 3 phỏm.",
          "coach_vi": "Bạn báo {kind} được: bài của bạn đủ 3 phỏm."},
    "u_khan": {"en": "Declare Ù khan: no two of my cards could ever share a phỏm.",
               "vi": "Báo Ù khan: không hai lá nào của tôi có thể cùng nằm trong một phỏm.",
               "coach_en": "You can declare Ù khan: no two of your cards could ever share a phỏm.",
               "coach_vi": "Bạn báo Ù khan được: không hai lá nào của bạn có thể cùng nằm trong một phỏm."},
    "eat": {"en": "Eat {card}: it completes a phỏm{meld} and {victim} pays for it.",
            "vi": "Ăn {card}: lá này hoàn thành phỏm{meld} và {victim} phải trả tiền.",
            "coach_en": "You could eat {card}: it completes a phỏm{meld} and {victim} pays for it.",
            "coach_vi": "Bạn có thể ăn {card}: lá này hoàn thành phỏm{meld} và {victim} phải trả tiền."},
    "eat_chot": {"en": "Eat {card} (the chốt): it completes a phỏm{meld} and {victim} pays for it.",
                 "vi": "Ăn {card} (ăn chốt): lá này hoàn thành phỏm{meld} và {victim} phải trả tiền.",
                 "coach_en": "You could eat {card} (the chốt): it completes a phỏm{meld} and {victim} pays for it.",
                 "coach_vi": "Bạn có thể ăn {card} (ăn chốt): lá này hoàn thành phỏm{meld} và {victim} phải trả tiền."},
    "draw": {"en": "Draw: {card} makes no phỏm I may eat.", "vi": "Bốc: {card} không tạo phỏm nào để tôi ăn.",
             "coach_en": "You could draw: {card} makes no phỏm you may eat.",
             "coach_vi": "Bạn nên bốc: {card} không tạo phỏm nào để bạn ăn."},
    "draw_nothing": {"en": "Draw: there is no discard to eat.", "vi": "Bốc: không có lá nào để ăn.",
                     "coach_en": "Draw: there is no discard for you to eat.",
                     "coach_vi": "Hãy bốc: không có lá nào để bạn ăn."},
    "discard_last": {
        "en": "Discard {card}: the costliest card I can safely throw, leaving {points:point|points}.",
        "vi": "Đánh {card}: lá nhiều điểm nhất tôi đánh được an toàn, còn lại {points} điểm.",
        "coach_en": "You could discard {card}: the costliest card you can safely throw, leaving {points:point|points}.",
        "coach_vi": "Bạn có thể đánh {card}: lá nhiều điểm nhất bạn đánh được an toàn, còn lại {points} điểm."},
    "discard_last_safe": {
        "en": "Discard {card}: the costliest card I can safely throw, leaving {points:point|points} "
              "and it is unlikely to feed the next player.",
        "vi": "Đánh {card}: lá nhiều điểm nhất tôi đánh được an toàn, còn lại {points} điểm, "
              "và người kế tiếp khó ăn được lá này.",
        "coach_en": "You could discard {card}: the costliest card you can safely throw, leaving "
                    "{points:point|points} and it is unlikely to feed the next player.",
        "coach_vi": "Bạn có thể đánh {card}: lá nhiều điểm nhất bạn đánh được an toàn, còn lại {points} điểm, "
                    "và người kế tiếp khó ăn được lá này."},
    "discard": {
        "en": "Discard {card}: it keeps my phỏm and pairs, leaving {points:deadwood point|deadwood points}.",
        "vi": "Đánh {card}: giữ được phỏm và các đôi của tôi, còn lại {points} điểm bài rác.",
        "coach_en": "You could discard {card}: it keeps your phỏm and pairs, leaving "
                    "{points:deadwood point|deadwood points}.",
        "coach_vi": "Bạn có thể đánh {card}: giữ được phỏm và các đôi của bạn, còn lại {points} điểm bài rác."},
    "discard_safe": {
        "en": "Discard {card}: it keeps my phỏm and pairs, leaving {points:deadwood point|deadwood points} "
              "and it is unlikely to feed the next player.",
        "vi": "Đánh {card}: giữ được phỏm và các đôi của tôi, còn lại {points} điểm bài rác, "
              "và người kế tiếp khó ăn được lá này.",
        "coach_en": "You could discard {card}: it keeps your phỏm and pairs, leaving "
                    "{points:deadwood point|deadwood points} and it is unlikely to feed the next player.",
        "coach_vi": "Bạn có thể đánh {card}: giữ được phỏm và các đôi của bạn, còn lại {points} điểm bài rác, "
                    "và người kế tiếp khó ăn được lá này."},
    "lay_down": {
        "en": "Lay down {meld}: part of the laydown that leaves {points:point|points} once I send and discard {card}.",
        "vi": "Hạ phỏm {meld}: một phần của cách hạ bài còn lại {points} điểm sau khi tôi gửi bài và đánh {card}.",
        "coach_en": "You could lay down {meld}: part of the laydown that leaves {points:point|points} once you send "
                    "and discard {card}.",
        "coach_vi": "Bạn có thể hạ phỏm {meld}: một phần của cách hạ bài còn lại {points} điểm sau khi bạn gửi bài "
                    "và đánh {card}."},
    "finish": {"en": "Finish laying down: the rest of my cards make no phỏm.",
               "vi": "Hạ xong: các lá còn lại của tôi không tạo phỏm nào.",
               "coach_en": "You could finish laying down: the rest of your cards make no phỏm.",
               "coach_vi": "Bạn có thể hạ xong: các lá còn lại của bạn không tạo phỏm nào."},
    "finish_mom": {"en": "Finish laying down with nothing: I have no phỏm, so I am móm.",
                   "vi": "Hạ xong mà không có gì: tôi không có phỏm nào nên bị móm.",
                   "coach_en": "Finish laying down with nothing: you have no phỏm, so you are móm.",
                   "coach_vi": "Hạ xong mà không có gì: bạn không có phỏm nào nên bị móm."},
    "lay_down_must": {"en": "Lay down {cards}: every phỏm I hold and every eaten card must be laid down.",
                      "vi": "Hạ phỏm {cards}: mọi phỏm đang cầm và mọi lá đã ăn đều phải hạ.",
                      "coach_en": "Lay down {cards}: every phỏm you hold and every card you ate must be laid down.",
                      "coach_vi": "Hãy hạ phỏm {cards}: mọi phỏm bạn đang cầm và mọi lá bạn đã ăn đều phải hạ."},
    "lay_down_eaten": {"en": "Lay down {cards}: eaten cards must be laid down.",
                       "vi": "Hạ phỏm {cards}: các lá đã ăn phải được hạ.",
                       "coach_en": "Lay down {cards}: the cards you ate must be laid down.",
                       "coach_vi": "Hãy hạ phỏm {cards}: các lá bạn đã ăn phải được hạ."},
    "send": {"en": "Send {card} onto {owner}'s phỏm to shed {points:point|points}.",
             "vi": "Gửi bài {card} vào phỏm của {owner} để bớt {points} điểm.",
             "coach_en": "You could send {card} onto {owner}'s phỏm to shed {points:point|points}.",
             "coach_vi": "Bạn có thể gửi bài {card} vào phỏm của {owner} để bớt {points} điểm."},
    "stop_sending": {"en": "Stop sending: I keep {card} to discard.", "vi": "Thôi gửi bài: tôi giữ {card} để đánh.",
                     "coach_en": "You could stop sending: keep {card} to discard.",
                     "coach_vi": "Bạn có thể thôi gửi bài: giữ {card} để đánh."},
})
