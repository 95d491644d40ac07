"""A sensible Chắn bot: claims every win, captures Chắn, keeps Cạ options, discards dead singles.

It sees only its :class:`cardlab.chan.ChanView`: its own concealed hand, the
groups laid down, the cards lying at the gates and its legal actions. From
those it counts, for every face, how many copies are still unseen (in other
hands or the stock) — the chances a single card has to become a Chắn.

Choices, in order:

* a win (ù) whenever one is legal; Chíu whenever offered (two Chắn at once);
* an offered card: capture it as Chắn; capture it as Cạ only if that does not
  push the hand past four Cạ (a win needs six Chắn) and the single it uses
  has poor chances of becoming a Chắn; otherwise draw / leave it;
* a discard: the single with the least value — first a singleton that can no
  longer pair at all (every other copy and every Cạ partner already seen),
  then the one with the fewest unseen copies; cards that form a Cạ in hand,
  Tôm/Lèo cards and cards of a hand close to winning are kept.

``last_reason`` says in one sentence why it chose its last action.
"""
from __future__ import annotations

from ..chan import LEO, TOM, ChanView, _win_quick
from ..chan.pairs import _fixed_counts
from . import Bot, register_reasons

_COMBO = frozenset(c.index for c in TOM + LEO)
_BASES = (0, 3, 6, 9, 12, 15, 18, 21)


def _pairs(cnt: list[int]) -> tuple[int, int, list[int]]:
    """Chắn count, Cạ count and the odd (unpaired) faces of a hand's counts."""
    n_chan = sum(c >> 1 for c in cnt)
    n_ca, odd = 0, []
    for base in _BASES:
        singles = [f for f in (base, base + 1, base + 2) if cnt[f] & 1]
        if len(singles) >= 2:
            n_ca += 1
            odd += singles[2:]
        else:
            odd += singles
    if cnt[24] & 1:
        odd.append(24)
    return n_chan, n_ca, odd


def _unseen(view: ChanView) -> list[int]:
    seen = [0] * 25
    for c in view.hand:
        seen[c.index] += 1
    for groups in view.exposed:
        for g in groups:
            for c in g.cards:
                seen[c.index] += 1
    for gate in view.gates:
        for c in gate:
            seen[c.index] += 1
    return [max(0, 4 - n) for n in seen]


def _fixed(view: ChanView) -> tuple[int, int]:
    return _fixed_counts(g.kind for g in view.exposed[view.player])


def _value(cnt: list[int], fixed_chan: int, fixed_ca: int, unseen: list[int]) -> float:
    """How promising a hand is: pairs made, and the chances of its single cards."""
    n_chan, n_ca, odd = _pairs(cnt)
    n_chan += fixed_chan
    n_ca += fixed_ca
    # A Chắn is worth more than a Cạ (a win needs six Chắn), and a formed Cạ
    # more than the chances of the two singles it would otherwise be.
    value = 12.0 * n_chan + 8.0 * min(n_ca, 4) - 6.0 * max(0, n_ca - 4)
    for f in odd:
        value += 0.9 * unseen[f]
        if f != 24:
            base = f - f % 3
            value += 0.1 * sum(unseen[x] for x in (base, base + 1, base + 2) if x != f)
        if f in _COMBO:
            value += 0.3
    if n_chan + n_ca >= 8:
        # Close to a win: reward the number of unseen cards that would complete it.
        outs = 0
        for f in range(25):
            if unseen[f] and cnt[f] < 4:
                cnt[f] += 1
                if _win_quick(cnt, fixed_chan, fixed_ca, f):
                    outs += unseen[f]
                cnt[f] -= 1
        value += 4.0 * outs
    return value


class GreedyBot(Bot):
    """Claims wins, captures Chắn, keeps Cạ options, discards the singles that cannot pair."""

    name = "greedy"
    game = "chan"

    def choose(self, view: ChanView):
        actions = self.legal(view)
        by_kind: dict[str, list] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        if "u" in by_kind:
            self._say("win")
            return by_kind["u"][0]
        if "chiu" in by_kind:
            self._say("chiu")
            return by_kind["chiu"][0]
        if "decline" in by_kind:
            self._say("decline")
            return by_kind["decline"][0]
        unseen = _unseen(view)
        cnt = [0] * 25
        for c in view.hand:
            cnt[c.index] += 1
        fixed_chan, fixed_ca = _fixed(view)
        if "discard" in by_kind:
            return self._discard(by_kind["discard"], cnt, fixed_chan, fixed_ca, unseen)
        if "chan" in by_kind:
            card = by_kind["chan"][0].cards[0]
            self._say("chan", card=card)
            return by_kind["chan"][0]
        best_ca, best_gain = None, 0.0
        base_value = _value(cnt, fixed_chan, fixed_ca, unseen)
        for a in by_kind.get("ca", []):
            mine = a.cards[1]
            cnt[mine.index] -= 1
            too_many = fixed_ca + 1 + _pairs(cnt)[1] > 4
            gain = _value(cnt, fixed_chan, fixed_ca + 1, unseen) - base_value
            cnt[mine.index] += 1
            if not too_many and gain > best_gain:
                best_ca, best_gain = a, gain
        if best_ca is not None:
            card, mine = best_ca.cards
            self._say("ca", card=card, mine=mine, n=unseen[mine.index])
            return best_ca
        passing = by_kind.get("draw", []) + by_kind.get("leave", [])
        self._say("pass_draw" if passing[0].kind == "draw" else "pass_leave")
        return passing[0]

    def _discard(self, options, cnt, fixed_chan, fixed_ca, unseen):
        scored = []
        for a in options:
            f = a.cards[0].index
            cnt[f] -= 1
            value = _value(cnt, fixed_chan, fixed_ca, unseen)
            cnt[f] += 1
            scored.append((value, self.rng.random(), a))
        value, _, best = max(scored, key=lambda t: (t[0], t[1]))
        card = best.cards[0]
        f = card.index
        partners = 0 if f == 24 else sum(unseen[x] for x in range(f - f % 3, f - f % 3 + 3) if x != f)
        if unseen[f] == 0 and partners == 0:
            self._say("discard_dead", card=card)
        else:
            self._say("discard", card=card, n=unseen[f])
        return best


register_reasons("chan", {
    "win": {"en": "a win (ù) is always taken", "vi": "được ù thì luôn ù",
            "coach_en": "you can win (ù): a win is always taken", "coach_vi": "bạn ù được: được ù thì luôn ù"},
    "chiu": {"en": "Chíu lays down four identical cards: two Chắn at once",
             "vi": "Chíu hạ bốn lá giống nhau: được hai Chắn một lúc",
             "coach_en": "you could Chíu: it lays down four identical cards, two Chắn at once",
             "coach_vi": "bạn có thể Chíu: hạ bốn lá giống nhau, được hai Chắn một lúc"},
    "decline": {"en": "nothing worth claiming", "vi": "không có gì đáng bắt",
                "coach_en": "you could let it go: nothing here is worth claiming",
                "coach_vi": "bạn có thể bỏ qua: không có gì đáng bắt"},
    "chan": {"en": "{card} makes a Chắn with the {card} in hand", "vi": "{card} thành Chắn với lá {card} trên tay",
             "coach_en": "you could capture {card}: it makes a Chắn with the {card} in your hand",
             "coach_vi": "bạn có thể ăn {card}: thành Chắn với lá {card} trên tay bạn"},
    "ca": {"en": "{card} makes a Cạ with {mine}, whose chances of a Chắn are poor ({n} unseen)",
           "vi": "{card} thành Cạ với {mine}, lá này khó thành Chắn (còn {n} lá chưa thấy)",
           "coach_en": "you could capture {card}: it makes a Cạ with your {mine}, whose chances of a Chắn are poor "
                       "({n} unseen)",
           "coach_vi": "bạn có thể ăn {card}: thành Cạ với lá {mine} của bạn, lá này khó thành Chắn "
                       "(còn {n} lá chưa thấy)"},
    "pass_draw": {"en": "no capture helps: turn up a stock card", "vi": "ăn không có lợi: lật một lá nọc",
                  "coach_en": "no capture helps you: turn up a stock card",
                  "coach_vi": "ăn không có lợi cho bạn: hãy lật một lá nọc"},
    "pass_leave": {"en": "no capture helps: leave the card", "vi": "ăn không có lợi: để lá đó lại",
                   "coach_en": "no capture helps you: leave the card", "coach_vi": "ăn không có lợi cho bạn: hãy để lá đó lại"},
    "discard_dead": {"en": "discard {card}: a single that can no longer pair",
                     "vi": "đánh {card}: lá lẻ không thể thành đôi nữa",
                     "coach_en": "you could discard {card}: a single that can no longer pair",
                     "coach_vi": "bạn có thể đánh {card}: lá lẻ không thể thành đôi nữa"},
    "discard": {"en": "discard {card}: the card whose loss hurts the hand least ({n:copy|copies} unseen)",
                "vi": "đánh {card}: bỏ lá này bài ít bị ảnh hưởng nhất (còn {n} lá chưa thấy)",
                "coach_en": "you could discard {card}: the card whose loss hurts your hand least "
                            "({n:copy|copies} unseen)",
                "coach_vi": "bạn có thể đánh {card}: bỏ lá này bài của bạn ít bị ảnh hưởng nhất "
                            "(còn {n} lá chưa thấy)"},
})
