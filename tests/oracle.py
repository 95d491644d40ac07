"""A brute-force arrangement oracle, written independently of cardlab.arrange.

It tries every partition of the hand into melds (each checked with
``melds.read_meld``) and deadwood, memoised on the cards left. Slow, simple
and obviously right: the exact search must agree with it.
"""
from functools import lru_cache
from itertools import combinations

from cardlab.melds import read_meld


def brute_force(cards, rules, points, meld_ok=lambda cards: True, required=(), labels=None, require=None):
    """Minimum (points, deadwood cards) over all arrangements, or None if none meets the constraints."""
    cards = tuple(sorted(cards, key=lambda c: (rules.is_wild(c), c.code)))
    required = list(required)
    names = sorted(require or {})
    need0 = tuple((require or {})[n] for n in names)

    def could_meld(pivot, other):
        if rules.is_wild(pivot) or rules.is_wild(other):
            return True
        return pivot.rank == other.rank or pivot.suit == other.suit

    @lru_cache(maxsize=None)
    def best(rest, req, need):
        if not rest:
            return None if any(need) or req else (0, 0)
        pivot, others = rest[0], rest[1:]
        options = []
        # pivot as deadwood (not allowed for a required card)
        if pivot not in req or req.count(pivot) < rest.count(pivot):
            left_req = req
            sub = best(others, left_req, need)
            if sub is not None:
                options.append((sub[0] + points(pivot), sub[1] + 1))
        pool = [i for i, c in enumerate(others) if could_meld(pivot, c)]
        for size in range(2, len(pool) + 1):
            for idx in combinations(pool, size):
                group = (pivot,) + tuple(others[i] for i in idx)
                meld = read_meld(list(group), rules)
                if meld is None or not meld_ok(meld):
                    continue
                left = tuple(c for i, c in enumerate(others) if i not in idx)
                r = list(req)
                for c in group:
                    if c in r:
                        r.remove(c)
                n2 = need
                if labels is not None:
                    tags = labels(meld)
                    n2 = tuple(max(0, a - tags.count(nm)) for a, nm in zip(need, names))
                sub = best(left, tuple(sorted(r, key=lambda c: c.code)), n2)
                if sub is not None:
                    options.append(sub)
        return min(options) if options else None

    return best(cards, tuple(sorted(required, key=lambda c: c.code)), need0)
