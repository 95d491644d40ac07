"""A greedy Tongits player that explains each choice in one sentence.

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
from .. import tongits as T
from . import Bot

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
    def _pick(self, actions, reason: str):
        self.last_reason = reason
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

    def _want_fight(self, view, deadwood: int) -> tuple[bool, str]:
        guess = self._opponent_estimate(view)
        if guess is None:
            return True, "every opponent has exposed no meld and would be burned, so Fight wins outright"
        if deadwood <= self.fight_threshold:
            return True, f"my deadwood is only {deadwood}, low enough to Fight"
        if deadwood < guess - 2:
            return True, (f"my deadwood {deadwood} is well below what the opponents' hand sizes suggest "
                          f"(about {guess:.0f})")
        return False, ""

    # -- decisions -----------------------------------------------------------
    def _respond(self, view, actions):
        d = view.deadwood()
        caller_cards = view.hand_sizes[view.fight_caller]
        challenge = [a for a in actions if a.kind == "challenge"]
        fold = [a for a in actions if a.kind == "fold"]
        # A caller holding many cards probably still has a lot of deadwood.
        if d <= self.challenge_threshold or d < caller_cards * self.caller_points_per_card:
            return self._pick(challenge, f"challenge: my deadwood is {d}, low enough to beat the caller, "
                                         f"who holds {caller_cards} card(s)")
        return self._pick(fold, f"fold: my deadwood is {d}, too high to risk a challenge against a caller "
                                f"holding {caller_cards} card(s)")

    def _draw(self, view, actions):
        rules = view.rules
        hand = list(view.hand)
        fights = [a for a in actions if a.kind == "fight"]
        if fights:
            ok, why = self._want_fight(view, view.deadwood())
            if ok:
                return self._pick(fights, f"fight before drawing: {why}")
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
                return self._pick([best], f"chow {best.cards[0]}: the new meld lowers my deadwood from "
                                          f"{now} to {best_value} after my discard")
            if not view.has_exposed[view.player] and best_value <= now + 3:
                return self._pick([best], f"chow {best.cards[0]}: it exposes my first meld, so I cannot "
                                          f"be burned, at little cost")
        draws = [a for a in actions if a.kind == "draw"]
        return self._pick(draws, "draw from the stock: no chow would lower my deadwood")

    def _meld(self, view, actions):
        rules = view.rules
        hand = list(view.hand)
        arrangement = T.arrange(hand, rules)
        # 1. Expose the melds of the best arrangement.
        keep = {frozenset(m.cards) for m in arrangement.melds}
        exposes = [a for a in actions if a.kind == "expose" and frozenset(a.cards) in keep]
        if exposes:
            a = max(exposes, key=lambda a: (len(a.cards), [c.sort_key for c in a.cards]))
            first = "" if view.has_exposed[view.player] else "; now I cannot be burned"
            return self._pick([a], f"expose {' '.join(c.pretty for c in a.cards)}: it is a meld of my best "
                                   f"arrangement{first}")
        if not rules.tongits_on_final_discard and not arrangement.deadwood:
            # Going out takes a final discard: a hand made only of melds exposes the largest meld it may,
            # keeping a card to discard.
            exposes = [a for a in actions if a.kind == "expose"]
            if exposes:
                a = max(exposes, key=lambda a: (len(a.cards), [c.sort_key for c in a.cards]))
                return self._pick([a], f"expose {' '.join(c.pretty for c in a.cards)}: every card of my hand "
                                       f"melds, and I keep one to discard for Tongits")
        # 2. Lay off deadwood, highest first.
        dead = set(arrangement.deadwood)
        sapaws = [a for a in actions if a.kind == "sapaw" and a.cards[0] in dead]
        if sapaws:
            a = max(sapaws, key=lambda a: (rules.points(a.cards[0]), a.cards[0].sort_key, -a.target))
            m = view.exposed[a.target]
            whose = "my own meld" if m.owner == view.player else f"Player {m.owner}'s meld"
            return self._pick([a], f"sapaw {a.cards[0].pretty} onto {whose} {m.pretty}: it sheds "
                                   f"{rules.points(a.cards[0])} deadwood points")
        # 3. A last card discarded is Tongits (under both values of tongits_on_final_discard): better than any Fight.
        if len(hand) == 1:
            a = [a for a in actions if a.kind == "discard"]
            return self._pick(a, f"discard {hand[0].pretty}, my last card: an empty hand is Tongits")
        # 4. Fight, when it looks winnable.
        fights = [a for a in actions if a.kind == "fight"]
        if fights:
            ok, why = self._want_fight(view, arrangement.points)
            if ok:
                return self._pick(fights, f"fight: {why}")
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
        if c in set(dead):
            parts = [f"discard {c.pretty}: my highest-value deadwood card worth keeping least"]
        else:
            parts = [f"discard {c.pretty}: breaking this meld costs least"]
        if near == 0:
            parts.append("it helps no near-meld")
        if risk == 0:
            parts.append("the next player cannot visibly chow it")
        self.last_reason = f"{parts[0]} ({'; '.join(parts[1:])}), leaving {left} deadwood" if len(parts) > 1 \
            else f"{parts[0]}, leaving {left} deadwood"
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


_ORDER = {c: i for i, c in enumerate(sorted(STANDARD_52))}
_CARDS = {(int(c.rank), c.suit): c for c in STANDARD_52}


def _card(rank: int, suit):
    return _CARDS[(rank, suit)]
