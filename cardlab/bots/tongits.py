"""Greedy Tongits players that explain each choice in one sentence (and a gentle one for beginners).

It sees only its :class:`~cardlab.tongits.View` (its own hand and the public
table) and plays by simple, teachable principles:

* keep melds; expose every meld of the hand's best arrangement (a player who
  exposes nothing is burned, and Fight needs an exposed meld);
* lay off (sapaw, gửi bài) deadwood cards onto any meld that takes them;
* chow (ăn bài) a discard only when that lowers its deadwood, or when it has
  not yet exposed a meld and chowing costs little;
* discard the highest deadwood card that is not part of a near-meld (a pair
  or two cards of a suit close in rank), avoiding cards the next player can
  visibly chow;
* call Fight when its deadwood is low (at most ``fight_threshold``) or lower
  than what the opponents' hand sizes suggest, or when every opponent would
  be burned; challenge a Fight when its deadwood is low.

``bot.last_reason`` holds the sentence for the last choice (the coach in the
widgets shows it).
"""
from __future__ import annotations

from collections import Counter

from ..cards import STANDARD_52
from ..engine import SeatName
from ..explain import Reason
from .. import tongits as T
from . import Bot, register_reasons

#: A rough expected deadwood per card an opponent still holds (some of their
#: cards sit in concealed melds), used to guess whether a Fight is winnable.
POINTS_PER_HIDDEN_CARD = 3.5


class GreedyBot(Bot):
    """Plays Tongits greedily from a view; ``last_reason`` says why in one sentence.

    ``fight_threshold``: call Fight at or below this deadwood.
    ``challenge_threshold``: challenge a Fight at or below this deadwood, or
    below ``caller_points_per_card`` × the caller's hand size (a card the
    caller still holds is worth about 5 points on average).
    ``seed`` breaks exact ties, so the bot is deterministic per seed.
    """

    name = "greedy"
    game = "tongits"

    def __init__(self, seed: int = 0, fight_threshold: int = 9, challenge_threshold: int = 6,
                 caller_points_per_card: float = 5.0):
        super().__init__(seed)
        self.fight_threshold = fight_threshold
        self.challenge_threshold = challenge_threshold
        self.caller_points_per_card = caller_points_per_card

    # -- entry point ---------------------------------------------------------
    def choose(self, view):
        """Pick one of ``view.legal_actions``.

        Raises:
            CardlabError: if the view offers no legal action (not this bot's turn).
        """
        actions = self.legal(view)
        if view.phase is T.Phase.RESPOND:
            return self._respond(view, actions)
        if view.phase is T.Phase.DRAW:
            return self._draw(view, actions)
        return self._meld(view, actions)

    # -- helpers -------------------------------------------------------------
    def _pick(self, actions, key: str, **params):
        self._say(key, **params)
        return actions[0] if len(actions) == 1 else actions[self.rng.randrange(len(actions))]

    @staticmethod
    def _points(cards, rules) -> int:
        return T.arrange(list(cards), rules).points if cards else 0

    def _best_after_discard(self, cards, rules) -> int:
        """Least deadwood left after discarding one of ``cards``."""
        if len(cards) <= 1:
            return 0
        return min(self._points([c for c in cards if c != x], rules) for x in set(cards))

    def _opponent_estimate(self, view) -> float | None:
        """A guess of the lowest deadwood among opponents who could challenge (None: nobody can)."""
        guesses = [view.hand_sizes[q] * POINTS_PER_HIDDEN_CARD
                   for q in range(view.players) if q != view.player and view.has_exposed[q]]
        return min(guesses) if guesses else None

    def _want_fight(self, view, deadwood: int) -> tuple[bool, str, dict]:
        """Whether to call Fight, and the reason's key and parameters."""
        guess = self._opponent_estimate(view)
        if guess is None:
            return True, "all_burned", {}
        if deadwood <= self.fight_threshold:
            return True, "low", {"deadwood": deadwood}
        if deadwood < guess - 2:
            return True, "below_guess", {"deadwood": deadwood, "guess": f"{guess:.0f}"}
        return False, "", {}

    # -- decisions -----------------------------------------------------------
    def _respond(self, view, actions):
        d = view.deadwood()
        caller_cards = view.hand_sizes[view.fight_caller]
        challenge = [a for a in actions if a.kind == "challenge"]
        fold = [a for a in actions if a.kind == "fold"]
        # A caller holding many cards probably still has a lot of deadwood.
        if d <= self.challenge_threshold or d < caller_cards * self.caller_points_per_card:
            return self._pick(challenge, "challenge", deadwood=d, n=caller_cards)
        return self._pick(fold, "fold", deadwood=d, n=caller_cards)

    def _draw(self, view, actions):
        rules = view.rules
        hand = list(view.hand)
        fights = [a for a in actions if a.kind == "fight"]
        if fights:
            ok, why, params = self._want_fight(view, view.deadwood())
            if ok:
                return self._pick(fights, "fight_before_draw", why=Reason(f"bot.tongits.why_{why}", **params))
        now = self._points(hand, rules)
        best, best_value = None, None
        for a in actions:
            if a.kind != "chow":
                continue
            used = a.cards[1:]
            rest = list(hand)
            for c in used:
                rest.remove(c)
            value = self._best_after_discard(rest, rules)
            if best_value is None or value < best_value:
                best, best_value = a, value
        if best is not None:
            if best_value < now:
                return self._pick([best], "chow_lowers", card=best.cards[0], before=now, after=best_value)
            if not view.has_exposed[view.player] and best_value <= now + 3:
                return self._pick([best], "chow_first_meld", card=best.cards[0])
        draws = [a for a in actions if a.kind == "draw"]
        return self._pick(draws, "draw")

    def _meld(self, view, actions):
        rules = view.rules
        hand = list(view.hand)
        arrangement = T.arrange(hand, rules)
        # 1. Expose the melds of the best arrangement.
        keep = {frozenset(m.cards) for m in arrangement.melds}
        exposes = [a for a in actions if a.kind == "expose" and frozenset(a.cards) in keep]
        if exposes:
            a = max(exposes, key=lambda a: (len(a.cards), [c.sort_key for c in a.cards]))
            key = "expose" if view.has_exposed[view.player] else "expose_first"
            return self._pick([a], key, cards=a.cards)
        if not rules.tongits_on_final_discard and not arrangement.deadwood:
            # Going out takes a final discard: a hand made only of melds exposes the largest meld it may,
            # keeping a card to discard.
            exposes = [a for a in actions if a.kind == "expose"]
            if exposes:
                a = max(exposes, key=lambda a: (len(a.cards), [c.sort_key for c in a.cards]))
                return self._pick([a], "expose_keep_last", cards=a.cards)
        # 2. Lay off deadwood, highest first.
        dead = set(arrangement.deadwood)
        sapaws = [a for a in actions if a.kind == "sapaw" and a.cards[0] in dead]
        if sapaws:
            a = max(sapaws, key=lambda a: (rules.points(a.cards[0]), a.cards[0].sort_key, -a.target))
            m = view.exposed[a.target]
            if m.owner == view.player:
                return self._pick([a], "sapaw_own", card=a.cards[0], meld=m.pretty, points=rules.points(a.cards[0]))
            return self._pick([a], "sapaw", card=a.cards[0], meld=m.pretty, owner=SeatName(m.owner),
                              points=rules.points(a.cards[0]))
        # 3. A last card discarded is Tongits (under both values of tongits_on_final_discard): better than any Fight.
        if len(hand) == 1:
            a = [a for a in actions if a.kind == "discard"]
            return self._pick(a, "last_card", card=hand[0])
        # 4. Fight, when it looks winnable.
        fights = [a for a in actions if a.kind == "fight"]
        if fights:
            ok, why, params = self._want_fight(view, arrangement.points)
            if ok:
                return self._pick(fights, "fight", why=Reason(f"bot.tongits.why_{why}", **params))
        # 5. Discard.
        return self._discard(view, actions, hand, arrangement)

    def _discard(self, view, actions, hand, arrangement):
        rules = view.rules
        discards = [a for a in actions if a.kind == "discard"]
        dead = list(arrangement.deadwood)
        risky = self._chow_risk(view, hand)
        scored = []
        for a in discards:
            c = a.cards[0]
            rest = [x for x in hand if x != c]
            left = self._points(rest, rules)
            near = sum(1 for x in dead if x != c and (x.rank == c.rank or
                                                      (x.suit == c.suit and abs(int(x.rank) - int(c.rank)) <= 2)))
            risk = risky.get(c, 0)
            scored.append((left + 3 * near + risk, -rules.points(c), -_ORDER[c], a, left, near, risk))
        scored.sort(key=lambda t: t[:3])
        _, _, _, a, left, near, risk = scored[0]
        c = a.cards[0]
        key = "discard_deadwood" if c in set(dead) else "discard_break"
        if near == 0 and risk == 0:
            key += "_safe_alone"
        elif near == 0:
            key += "_alone"
        elif risk == 0:
            key += "_safe"
        self._say(key, card=c, left=left)
        return a

    @staticmethod
    def _chow_risk(view, hand) -> dict:
        """How chowable each card looks to the next player, from what is visible.

        Certain (8): with ``chow_requires_new_meld=False`` it extends the next
        player's exposed meld. Possible (1 per way): the cards that would
        complete a new meld with it are all still unseen by me.
        """
        nxt = view.next_player
        seen = set(hand) | set(view.discards) | {c for m in view.exposed for c in m.cards}
        unseen = set(STANDARD_52) - seen
        unseen_by_rank = Counter(c.rank for c in unseen)
        risk = {}
        for c in hand:
            r = 0
            if not view.rules.chow_requires_new_meld:
                if any(m.owner == nxt and c in m.accepts for m in view.exposed):
                    r += 8
            if unseen_by_rank[c.rank] >= 2:
                r += 1
            rank = int(c.rank)
            neighbours = [(rank - 2, rank - 1), (rank - 1, rank + 1), (rank + 1, rank + 2)]
            for pair in neighbours:
                if all(1 <= x <= 13 and _card(x, c.suit) in unseen for x in pair):
                    r += 1
            risk[c] = r
        return risk



def turns_played(view, player: int) -> int:
    """How many turns ``player`` has finished, from the public history (a turn ends with a discard)."""
    return sum(1 for a in view.history if a.player == player and a.kind == "discard")


class GentleBot(GreedyBot):
    """A greedy player that gives learners time: it calls Fight late and only with very little deadwood.

    It plays like :class:`GreedyBot` (same melds, lay-offs, chows, discards
    and answers to a Fight) but calls Fight only once every opponent has
    finished ``grace_turns`` turns, and only when its deadwood is at most
    ``fight_threshold`` (5): never to burn a beginner who has not yet had
    the time to expose a meld, never on a mere guess about the opponents.
    """

    name = "gentle"

    def __init__(self, seed: int = 0, fight_threshold: int = 5, challenge_threshold: int = 6,
                 caller_points_per_card: float = 5.0, grace_turns: int = 3):
        super().__init__(seed, fight_threshold, challenge_threshold, caller_points_per_card)
        self.grace_turns = grace_turns

    def _want_fight(self, view, deadwood: int) -> tuple[bool, str, dict]:
        waiting = [q for q in range(view.players)
                   if q != view.player and turns_played(view, q) < self.grace_turns]
        if waiting or deadwood > self.fight_threshold:
            return False, "", {}
        return True, "low", {"deadwood": deadwood}


_ORDER = {c: i for i, c in enumerate(sorted(STANDARD_52))}
_CARDS = {(int(c.rank), c.suit): c for c in STANDARD_52}


def _card(rank: int, suit):
    return _CARDS[(rank, suit)]


# The reasons in both voices: the bot's own ("my deadwood") and the coach's to the learner ("your deadwood").
# why_* reasons are the clause after "fight:"; Bot.advice renders that clause in the coach's voice too.
_WHY = {
    "why_all_burned": {
        "en": "every opponent has exposed no meld and would be burned, so Fight wins outright",
        "vi": "mọi đối thủ đều chưa hạ phỏm nào và sẽ bị cháy bài, nên Khiêu chiến thắng ngay",
        "coach_en": "every opponent has exposed no meld and would be burned, so Fight wins outright",
        "coach_vi": "mọi đối thủ đều chưa hạ phỏm nào và sẽ bị cháy bài, nên Khiêu chiến thắng ngay"},
    "why_low": {
        "en": "my deadwood is only {deadwood}, low enough to Fight",
        "vi": "bài rác của tôi chỉ còn {deadwood} điểm, đủ thấp để Khiêu chiến",
        "coach_en": "your deadwood is only {deadwood}, low enough to Fight",
        "coach_vi": "bài rác của bạn chỉ còn {deadwood} điểm, đủ thấp để Khiêu chiến"},
    "why_below_guess": {
        "en": "my deadwood {deadwood} is well below what the opponents' hand sizes suggest (about {guess})",
        "vi": "bài rác của tôi ({deadwood} điểm) thấp hơn hẳn mức mà số lá của đối thủ gợi ý (khoảng {guess})",
        "coach_en": "your deadwood {deadwood} is well below what the opponents' hand sizes suggest (about {guess})",
        "coach_vi": "bài rác của bạn ({deadwood} điểm) thấp hơn hẳn mức mà số lá của đối thủ gợi ý (khoảng {guess})"},
}
_REASONS = {
    "challenge": {
        "en": "challenge: my deadwood is {deadwood}, low enough to beat the caller, who holds {n:card|cards}",
        "vi": "thách đấu: bài rác của tôi là {deadwood} điểm, đủ thấp để thắng người gọi, người đó còn {n} lá",
        "coach_en": "you could challenge: your deadwood is {deadwood}, low enough to beat the caller, "
                    "who holds {n:card|cards}",
        "coach_vi": "bạn có thể thách đấu: bài rác của bạn là {deadwood} điểm, đủ thấp để thắng người gọi, "
                    "người đó còn {n} lá"},
    "fold": {
        "en": "fold: my deadwood is {deadwood}, too high to risk a challenge against a caller holding {n:card|cards}",
        "vi": "bỏ cuộc: bài rác của tôi là {deadwood} điểm, quá cao để thách đấu người gọi đang còn {n} lá",
        "coach_en": "you could fold: your deadwood is {deadwood}, too high to risk a challenge against a caller "
                    "holding {n:card|cards}",
        "coach_vi": "bạn nên bỏ cuộc: bài rác của bạn là {deadwood} điểm, quá cao để thách đấu người gọi "
                    "đang còn {n} lá"},
    "fight_before_draw": {
        "en": "fight before drawing: {why}", "vi": "Khiêu chiến trước khi bốc: {why}",
        "coach_en": "you could call Fight before drawing: {why}",
        "coach_vi": "bạn có thể Khiêu chiến trước khi bốc: {why}"},
    "fight": {
        "en": "fight: {why}", "vi": "Khiêu chiến: {why}",
        "coach_en": "you could call Fight: {why}", "coach_vi": "bạn có thể Khiêu chiến: {why}"},
    "chow_lowers": {
        "en": "chow {card}: the new meld lowers my deadwood from {before} to {after} after my discard",
        "vi": "ăn bài {card}: phỏm mới làm bài rác của tôi giảm từ {before} xuống {after} điểm sau khi đánh",
        "coach_en": "you could chow {card}: the new meld lowers your deadwood from {before} to {after} "
                    "after your discard",
        "coach_vi": "bạn có thể ăn bài {card}: phỏm mới làm bài rác của bạn giảm từ {before} xuống {after} "
                    "điểm sau khi đánh"},
    "chow_first_meld": {
        "en": "chow {card}: it exposes my first meld, so I cannot be burned, at little cost",
        "vi": "ăn bài {card}: nhờ đó tôi hạ được phỏm đầu tiên nên không bị cháy bài, mà tốn ít điểm",
        "coach_en": "you could chow {card}: it exposes your first meld, so you cannot be burned, at little cost",
        "coach_vi": "bạn có thể ăn bài {card}: nhờ đó bạn hạ được phỏm đầu tiên nên không bị cháy bài, "
                    "mà tốn ít điểm"},
    "draw": {
        "en": "draw from the stock: no chow would lower my deadwood",
        "vi": "bốc từ nọc: không lần ăn bài nào làm giảm bài rác của tôi",
        "coach_en": "you could draw from the stock: no chow would lower your deadwood",
        "coach_vi": "bạn nên bốc từ nọc: không lần ăn bài nào làm giảm bài rác của bạn"},
    "expose": {
        "en": "expose {cards}: it is a meld of my best arrangement",
        "vi": "hạ phỏm {cards}: đó là một phỏm trong cách xếp bài tốt nhất của tôi",
        "coach_en": "you could expose {cards}: it is a meld of your best arrangement",
        "coach_vi": "bạn có thể hạ phỏm {cards}: đó là một phỏm trong cách xếp bài tốt nhất của bạn"},
    "expose_first": {
        "en": "expose {cards}: it is a meld of my best arrangement; now I cannot be burned",
        "vi": "hạ phỏm {cards}: đó là một phỏm trong cách xếp bài tốt nhất của tôi; giờ tôi không bị cháy bài",
        "coach_en": "you could expose {cards}: it is a meld of your best arrangement, and then you cannot be burned",
        "coach_vi": "bạn có thể hạ phỏm {cards}: đó là một phỏm trong cách xếp bài tốt nhất của bạn, "
                    "và khi đó bạn không bị cháy bài"},
    "expose_keep_last": {
        "en": "expose {cards}: every card of my hand melds, and I keep one to discard for Tongits",
        "vi": "hạ phỏm {cards}: mọi lá trên tay tôi đều vào phỏm, tôi giữ lại một lá để đánh ra thắng Tongits",
        "coach_en": "you could expose {cards}: every card of your hand melds; keep one to discard for Tongits",
        "coach_vi": "bạn có thể hạ phỏm {cards}: mọi lá trên tay bạn đều vào phỏm; hãy giữ lại một lá để đánh ra "
                    "thắng Tongits"},
    "sapaw_own": {
        "en": "sapaw {card} onto my own meld {meld}: it sheds {points:deadwood point|deadwood points}",
        "vi": "gửi bài {card} vào phỏm {meld} của chính tôi: bớt được {points} điểm bài rác",
        "coach_en": "you could lay off (sapaw) {card} onto your own meld {meld}: it sheds "
                    "{points:deadwood point|deadwood points}",
        "coach_vi": "bạn có thể gửi bài {card} vào phỏm {meld} của chính bạn: bớt được {points} điểm bài rác"},
    "sapaw": {
        "en": "sapaw {card} onto {owner}'s meld {meld}: it sheds {points:deadwood point|deadwood points}",
        "vi": "gửi bài {card} vào phỏm {meld} của {owner}: bớt được {points} điểm bài rác",
        "coach_en": "you could lay off (sapaw) {card} onto {owner}'s meld {meld}: it sheds "
                    "{points:deadwood point|deadwood points}",
        "coach_vi": "bạn có thể gửi bài {card} vào phỏm {meld} của {owner}: bớt được {points} điểm bài rác"},
    "last_card": {
        "en": "discard {card}, my last card: an empty hand is Tongits",
        "vi": "đánh {card}, lá cuối cùng của tôi: hết bài trên tay là thắng Tongits",
        "coach_en": "you could discard {card}, your last card: an empty hand is Tongits",
        "coach_vi": "bạn có thể đánh {card}, lá cuối cùng của bạn: hết bài trên tay là thắng Tongits"},
}
# Discards: which card (deadwood, or a meld broken) and what else speaks for it.
_HEAD = {
    "discard_deadwood": ("discard {card}: my highest-value deadwood card worth keeping least",
                         "đánh {card}: lá bài rác điểm cao ít đáng giữ nhất của tôi",
                         "you could discard {card}: your highest-value deadwood card worth keeping least",
                         "bạn có thể đánh {card}: lá bài rác điểm cao ít đáng giữ nhất của bạn"),
    "discard_break": ("discard {card}: breaking this meld costs least",
                      "đánh {card}: phá phỏm này tốn ít nhất",
                      "you could discard {card}: breaking this meld costs least",
                      "bạn có thể đánh {card}: phá phỏm này tốn ít nhất"),
}
_TAIL = {
    "": ("", ""),
    "_alone": (" (it helps no near-meld)", " (lá này không giúp phỏm nào sắp thành)"),
    "_safe": (" (the next player cannot visibly chow it)", " (người kế tiếp rõ ràng không ăn được lá này)"),
    "_safe_alone": (" (it helps no near-meld; the next player cannot visibly chow it)",
                    " (lá này không giúp phỏm nào sắp thành; người kế tiếp rõ ràng không ăn được)"),
}
for head, (en, vi, coach_en, coach_vi) in _HEAD.items():
    for tail, (tail_en, tail_vi) in _TAIL.items():
        _REASONS[head + tail] = {
            "en": f"{en}{tail_en}, leaving {{left}} deadwood", "vi": f"{vi}{tail_vi}, còn lại {{left}} điểm bài rác",
            "coach_en": f"{coach_en}{tail_en}, leaving {{left}} deadwood",
            "coach_vi": f"{coach_vi}{tail_vi}, còn lại {{left}} điểm bài rác"}
register_reasons("tongits", {**_WHY, **_REASONS})
