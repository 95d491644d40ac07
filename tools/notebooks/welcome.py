"""Builds notebooks/00_welcome.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/welcome.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

cells = [
    md("""
# Welcome to cardlab

This is a hands-on course in four rummy-family card games that are played across
Southeast Asia and India:

| game | where it is played | what you do |
|---|---|---|
| **Tongits** | the Philippines | three players race to meld their hand and call *Fight* (Draw) at the right moment |
| **Phỏm** (also called **Tá Lả**) | northern Vietnam | four players eat each other's discards to build *phỏm* and end with the fewest points |
| **Indian Rummy** | India | 13 cards, two decks and wild jokers; show a hand with a *pure sequence* |
| **Chắn** | northern Vietnam | long, narrow cards of the Tổ Tôm deck; make ten pairs and score *cước* |

**By the end of this notebook you will be able to**

* read and type cards in the course's notation,
* ask the engine whether cards form a meld, and read *why* it says yes or no,
* see the best arrangement of a hand and its deadwood,
* switch every explanation to Vietnamese.

Run each cell in order with **Shift + Enter**. Nothing here needs to be installed
by hand: `make lab` set everything up.
"""),
    md("""
## Cards and how to type them

A card is its **rank** followed by its **suit**:

* ranks `A 2 3 4 5 6 7 8 9 10 J Q K` — `T` also means 10,
* suits `S` ♠ spades, `H` ♥ hearts, `D` ♦ diamonds, `C` ♣ clubs — the symbols work too,
* upper or lower case; `JK` is a printed joker.

So `10H`, `th` and `10♥` are the same card. A list of cards is a string with spaces
(or commas) between them. `parse_cards` reads it and Jupyter draws it:
"""),
    code("""
import cardlab
from cardlab import parse_cards

hand = parse_cards("as 2♠ 3S th jd Q♣ KH JK")
hand
"""),
    md("""
Every card has exactly one printed form, which is what the engine shows back to you
(`10H`, never `TH`), and the list can be pasted straight back in:
"""),
    code("""
print(hand)
print(repr(hand))
""", "nbval-check-output"),
    md("""
### A typo is explained, not punished

If a card cannot be read, the error says which token and what was expected. Nothing
is lost: fix the token and run the cell again.
"""),
    code("""
try:
    parse_cards("AS 2S 1X")
except ValueError as error:
    print(error)
""", "nbval-check-output"),
    md("""
## Melds, and why

Most of these games are about **melds** — groups the rules accept:

* a **set**: three or four cards of one rank (7♥ 7♦ 7♣),
* a **run** (a sequence): three or more consecutive cards *of one suit* (A♠ 2♠ 3♠).

Cards that fit in no meld are **deadwood** and count against you. The engine never
just says yes or no: each answer comes with its reasons. Here is the mistake every
beginner makes — consecutive ranks, mixed suits:
"""),
    code("""
from cardlab import tongits

tongits.check_meld("6S 7D 8C")
"""),
    code("""
tongits.check_meld("7H 7D 7C")
"""),
    md("""
## Your first arrangement

Which melds should you keep? `arrange` tries every way to split a hand into melds
and finds the one that leaves the **least deadwood** — exactly, not by guessing. In
Tongits an Ace counts 1, number cards their value, and 10, J, Q, K count 10.
"""),
    code("""
tongits.arrange("AS 2S 3S 7H 7D 7C KS")
""", "nbval-check-output"),
    md("""
The green frames are melds; the red frame is deadwood: only the K♠ (10 points) is
left. Try your own hand: change the string and run the cell again.

You can do the same from a terminal, outside Jupyter:

```
cardlab arrange "AS 2S 3S 7H 7D 7C KS"
```
"""),
    md("""
## Tiếng Việt

Every explanation exists in Vietnamese too. `set_language("vi")` switches them all;
`set_language("en")` switches back.
"""),
    code("""
cardlab.set_language("vi")
print(tongits.check_meld("6S 7D 8C"))
print(tongits.check_sapaw("KH", "KS KC KD"))
cardlab.set_language("en")
""", "nbval-check-output"),
    md("""
## The map of the course

* **Tongits** — [`tongits/`](tongits/): the deck and its words, melds and deadwood,
  a turn, endings and payments, a game against the bots, and a strategy lab.
  Graded exercises are in [`../exercises/`](../exercises/).
* **Phỏm, Indian Rummy and Chắn** — their rules engines, bots and calculators are in
  the `cardlab` package (`cardlab.phom`, `cardlab.indian_rummy`, `cardlab.chan`); try
  `cardlab play --game phom --seed 1` in a terminal to watch a whole hand.

House rules differ from table to table. Wherever the sources leave a rule open,
cardlab names it as an option of the game's `Rules`, and the notebooks let you
switch it and see what changes.
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "00_welcome.ipynb", cells)
