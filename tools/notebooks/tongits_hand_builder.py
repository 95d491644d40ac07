"""Builds notebooks/tongits/hand_builder.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_hand_builder.py).

The page "Build a hand" of the Tongits course; the browser test
(tests/test_browser.py) opens it, runs it and clicks cards in its first widget.
Widget cells are tagged ``nbval-ignore-output`` (their output is a live widget,
tested in Python and in the browser); the cells that print text are tagged
``nbval-check-output``, so ``pytest --nbval-lax`` compares them.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PATH = ROOT / "notebooks" / "tongits" / "hand_builder.ipynb"
IGNORE = "nbval-ignore-output"
CHECK = "nbval-check-output"

cells = [
    md("""
# Tongits: build a hand

**By the end of this page you will be able to**

* build any Tongits hand by clicking cards, and read its **best arrangement**: which cards form
  *melds* (sets — *bộ* — and runs — *sảnh*) and which are left over as **deadwood** (*bài rác*);
* say why each meld is a meld, and why each deadwood card could not be melded;
* find the **best discard** of a full 13-card hand;
* see how two house rules change the count: Q-K-A runs and concealed melds.

Run the cells in order (**Shift + Enter**). The answers all come from the cardlab engine, which
searches every way to split the hand, so the arrangement it shows is provably the best one.
"""),
    md("""
## The hand builder

The palette holds the 52 cards, one row per suit. **Click a card** to put it in your hand; click it
again to take it out (a Tongits hand holds at most 13 cards). You can also **type** a hand in the
box — `AS 2S 3S 7H`, `th` for 10♥ — and press Enter; a typing mistake is shown in red and your hand
is kept. Below the palette:

* the big line gives the **deadwood** points — green when it is 0;
* melds are framed in **green**, deadwood in **red**; each meld has a ✔ banner with the engine's reason;
* the red ✘ banner says, card by card, why each deadwood card is deadwood;
* with 13 cards, the blue ➜ banner gives the best discard.

Try **A♠ 2♠ 3♠**, then add **7♥ 7♦ 7♣**, then **8♥ 9♥**.
"""),
    code("""
from cardlab import tongits
from cardlab.widgets import HandBuilder

builder = HandBuilder()
builder
""", IGNORE),
    md("""
### Things to try

1. Build a 13-card hand with **0 deadwood** (hint: four melds, one of them with four cards).
2. Click **7♥ 8♥ 9♥ 7♦ 7♣**. The 7s could make a set *or* the hearts a run, but not both: a card
   belongs to one meld only. Which arrangement does the engine keep, and why?
3. Click **6♠ 7♦ 8♣**: consecutive ranks of mixed suits are never a meld.

## The seed's worked example

In the rules' example, player A has exposed 9♠ 10♠ J♠ and still holds 3♦ 4♦; player B holds
Q♥ 8♣. Their deadwood decides the Fight (see the Fight page). A builder can start from any hand:
"""),
    code("""
a_hand = HandBuilder(hand="3D 4D")
a_hand
""", IGNORE),
    md("""
Everything the widget shows can be read from code, too — handy in exercises:
"""),
    code("""
print("A holds", a_hand.hand_text, "-> deadwood", a_hand.deadwood)
b_hand = HandBuilder(hand="QH 8C")
print("B holds", b_hand.hand_text, "-> deadwood", b_hand.deadwood)
""", CHECK),
    code("""
full = HandBuilder(hand="AS 2S 3S 7H 7D 7C 8H 9H 10H QC QD 2C KD")
print(full.arrangement)
print(full.best_discard)
""", CHECK),
    md("""
## House rules

Two options of `tongits.Rules` change how a hand counts (the checkboxes next to the text box
switch them):

* `ace_high_in_runs` (default off): aces are low, so A-2-3 is a run but **Q-K-A is not**. Turn it
  on and Q-K-A becomes a run too (K-A-2 never is).
* `concealed_melds_count_as_deadwood` (default off): melds kept hidden in the hand do not count.
  Turn it on and every card in the hand counts until its melds are exposed on the table.
"""),
    code("""
for rules in (tongits.Rules(), tongits.Rules(ace_high_in_runs=True)):
    print(f"ace_high_in_runs={rules.ace_high_in_runs}: Q-K-A + 7C has deadwood",
          tongits.deadwood("QS KS AS 7C", rules))
""", CHECK),
    code("""
HandBuilder(hand="QS KS AS 7C", rules=tongits.Rules(ace_high_in_runs=True))
""", IGNORE),
    md("""
## Tiếng Việt

Every explanation also exists in Vietnamese: use the **English / Tiếng Việt** switch at the top
right of a builder, or switch the whole course with `cardlab.set_language("vi")`.
"""),
    code("""
import cardlab

cardlab.set_language("vi")
print(tongits.check_meld("AS 2S 3S"))
print(tongits.check_meld("6S 7D 8C"))
cardlab.set_language("en")
""", CHECK),
]


if __name__ == "__main__":
    notebook(PATH, cells)
