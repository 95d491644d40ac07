"""Builds notebooks/tongits/02_melds_deadwood.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_02_melds.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHECK = "nbval-check-output"
IGNORE = "nbval-ignore-output"

cells = [
    md("""
# Tongits 2 · Melds and deadwood

**By the end of this notebook you will be able to**

* tell a **meld** from a near miss, and say why, the way the engine does,
* avoid the classic mistake: consecutive cards of **mixed suits** (6♠ 7♦ 8♣) are never a meld,
* use the ace correctly: **low** (A-2-3), and what the `ace_high_in_runs` house rule changes,
* find the **best arrangement** of a hand and count its **deadwood**,
* say how melds kept **concealed** in the hand are counted, and switch that house rule.

Words: a *meld* (Vietnamese *Meld*) is a **set** (*bộ*; four of a kind is *Tứ quý*) or a
**run** (*sảnh*); **deadwood** is *bài rác*.
"""),
    code("""
import cardlab
from cardlab import tongits

cardlab.set_language("en")     # "vi" for Vietnamese explanations
RULES = tongits.Rules()        # try tongits.Rules(ace_high_in_runs=True) or concealed_melds_count_as_deadwood=True
"""),
    md("""
## What counts as a meld

* a **set**: 3 or 4 cards of one rank — 7♥ 7♦ 7♣;
* a **run**: 3 or more consecutive cards **of one suit** — 4♠ 5♠ 6♠.

`tongits.check_meld` answers with a **verdict**: yes or no, the kind of meld, and the reason.
Here it is on a row of examples:
"""),
    code("""
examples = ["7H 7D 7C", "KS KH KD KC", "4S 5S 6S", "9D 10D JD QD KD",
            "6S 7D 8C", "5H 6H 8H", "7S 7H", "7S 7H 8H"]
for cards in examples:
    verdict = tongits.check_meld(cards, RULES)
    print("✔" if verdict else "✘", verdict)
""", CHECK),
    md("""
In a notebook a verdict draws itself as a banner — green ✔ or red ✘ — and its parts can be read
from code:
"""),
    code("""
verdict = tongits.check_meld("6S 7D 8C", RULES)
verdict
"""),
    code("""
print(bool(verdict), verdict.kind, verdict.codes)
""", CHECK),
    md("""
### The classic mistake: 6♠ 7♦ 8♣

The seed warns about it by name: consecutive cards of **different suits** are not a meld in
Tongits and must be counted as deadwood, card by card. Arranged, those three cards are all
deadwood — 21 points:
"""),
    code("""
tongits.arrange("6S 7D 8C", RULES)
"""),
    md("""
### Aces are low

A-2-3 is a run. Q-K-A is **not** (the ace is not above the king), and K-A-2 never is (a run does
not wrap around). Some tables play the ace high as well; that is the house rule
`ace_high_in_runs`. Compare:
"""),
    code("""
for rules in (tongits.Rules(), tongits.Rules(ace_high_in_runs=True)):
    print(f"ace_high_in_runs={rules.ace_high_in_runs}")
    for cards in ("AS 2S 3S", "QS KS AS", "KS AS 2S"):
        verdict = tongits.check_meld(cards, rules)
        print("   ", "✔" if verdict else "✘", verdict)
""", CHECK),
    md("""
## Deadwood and the best arrangement

At the end of a hand every card **outside a meld** counts: A = 1, 2–9 face value, 10 J Q K = 10.
A card belongs to **one meld only**, so a hand can often be split in several ways; the count
uses the **best** one. In the seed's worked example, player A still holds 3♦ 4♦ and player B
holds Q♥ 8♣:
"""),
    code("""
print("A holds 3♦ 4♦:", tongits.deadwood("3D 4D", RULES), "points")
print("B holds Q♥ 8♣:", tongits.deadwood("QH 8C", RULES), "points")
""", CHECK),
    md("""
`tongits.arrange` shows the split: melds framed in green, deadwood in red. In this hand the 7♠
could join the 7s **or** the 5♠ 6♠:
"""),
    code("""
hand = "7S 7H 7D 5S 6S 2C KD QH 9C"
best = tongits.arrange(hand, RULES)
best
"""),
    md("""
Why the set? Taking the run 5♠ 6♠ 7♠ instead would leave 7♥ and 7♦ as deadwood (14 points)
where the set leaves 5♠ and 6♠ (11 points). The engine does not guess: it searches every way to
split the hand, so its arrangement is provably the one with the least deadwood.
"""),
    code("""
set_left = tongits.points("5S") + tongits.points("6S")
run_left = tongits.points("7H") + tongits.points("7D")
print(f"keep the set: {set_left} of these points left; keep the run: {run_left}")
print(best)
""", CHECK),
    md("""
Sometimes the best split breaks up a four of a kind. With 7♠ 7♥ 7♦ 7♣ 8♠ 9♠, the set of four
leaves 8♠ 9♠ as deadwood, while 7♥ 7♦ 7♣ + 7♠ 8♠ 9♠ leaves nothing:
"""),
    code("""
tongits.arrange("7S 7H 7D 7C 8S 9S", RULES)
"""),
    md("""
### The best discard

After drawing you hold one card too many. `best_discard()` tries every discard and keeps the one
that leaves the least deadwood (this is the 13-card hand player 0 is dealt with seed 5):
"""),
    code("""
hand = tongits.new_game(seed=5, rules=RULES).hands[0]
choice = tongits.arrange(hand, RULES).best_discard()
print(choice)
""", CHECK),
    md("""
## Concealed melds

You do not have to expose a meld to have it count as a meld: by default the deadwood of a hand
is its best arrangement, so a meld still held in the hand costs nothing. Some tables count every
card still in the hand instead — the house rule `concealed_melds_count_as_deadwood`. Under that
rule, expose your melds before anyone calls Fight!
"""),
    code("""
hand = "AS 2S 3S 9H KD"
for rules in (tongits.Rules(), tongits.Rules(concealed_melds_count_as_deadwood=True)):
    print(f"concealed_melds_count_as_deadwood={rules.concealed_melds_count_as_deadwood}:",
          tongits.deadwood(hand, rules), "points")
""", CHECK),
    md("""
## Build your own hand

The **hand builder** does all of the above live. Click cards in the palette (or type them and
press Enter): the best arrangement, the deadwood, each meld's reason and, for a full hand, the
best discard update at once. The two check boxes switch the house rules `ace_high_in_runs` and
`concealed_melds_count_as_deadwood`.

*(The widget needs a running kernel: if you see nothing, or a still picture, run the cell.)*
"""),
    code("""
from cardlab.widgets import HandBuilder

HandBuilder(rules=RULES, hand="7H 8H 9H 7D 7C 6S 7S")
""", IGNORE),
    md("""
**Try it**

1. Click **6♠ 7♦ 8♣**: no meld. Now change 7♦ to 7♠.
2. Build **Q♠ K♠ A♠** and tick `ace_high_in_runs`.
3. Build a 13-card hand with **no deadwood at all**.

A fuller page with more experiments: [Build a hand](hand_builder.ipynb).

## Next

[3 · A turn](03_a_turn.ipynb): drawing or chowing, exposing, laying off (sapaw) and discarding.
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "tongits" / "02_melds_deadwood.ipynb", cells)
