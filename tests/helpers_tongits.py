"""Helpers shared by the Tongits tests (imported as ``from helpers_tongits import ...``)."""
from cardlab.cards import STANDARD_52, parse_cards
from cardlab.melds import enumerate_melds


def filler(*taken, n=3):
    """``n`` cards nobody uses in the position, forming no meld (a harmless third hand)."""
    used = set()
    for t in taken:
        if t:
            used |= set(parse_cards(t))
    out = []
    for c in sorted(STANDARD_52, reverse=True):
        if c not in used and not enumerate_melds(out + [c]):
            out.append(c)
            if len(out) == n:
                return " ".join(map(str, out))
    raise AssertionError("no filler")
