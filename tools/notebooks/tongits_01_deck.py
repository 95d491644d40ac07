"""Builds notebooks/tongits/01_deck_deal_words.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_01_deck.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHECK = "nbval-check-output"

cells = [
    md("""
# Tongits 1 · The deck, the deal and the words

Tongits is a three-player rummy game from the Philippines, also played in Vietnamese online
lobbies. The rules in this course follow a Vietnamese description of the game, so every term
comes with its English, Filipino and Vietnamese names.

**By the end of this notebook you will be able to**

* say what is in the deck and what each card is worth,
* deal a hand from a seed and read it: who holds 13 cards, who holds 12, what is left in the stock,
* name every part of a turn and every way a hand ends, in English, Filipino and Vietnamese,
* list the house-rule options and switch one.

Run the cells in order with **Shift + Enter**.
"""),
    code("""
import cardlab
from cardlab import tongits

cardlab.set_language("en")     # "vi": every explanation in Vietnamese
RULES = tongits.Rules()        # the seed's game; change an option here and re-run the notebook
"""),
    md("""
## The deck

One ordinary 52-card deck, **no jokers**. Each card is written as its rank and its suit:
`AS` is A♠, `10H` is 10♥ (`TH` works too), `QD` is Q♦, `7C` is 7♣.
"""),
    code("""
from cardlab.cards import STANDARD_52, Suit

for suit in Suit:
    display(cardlab.Hand([card for card in STANDARD_52 if card.suit is suit]))
"""),
    md("""
### What a card is worth

Cards that end a hand outside any meld are **deadwood** (*bài rác*) and count against you:
an ace is 1, 2 to 9 their face value, and 10, J, Q, K are 10 each.
"""),
    code("""
hearts = [card for card in STANDARD_52 if card.suit is Suit.HEARTS]
print("  ".join(f"{card.pretty}={tongits.points(card, RULES)}" for card in hearts))
""", CHECK),
    md("""
## The deal

Three players. The first player (the table's creator, later the previous winner) gets **13**
cards, the other two **12** each; the remaining **15** cards form the face-down **stock**
(*Chồng bài nọc*). A game is dealt from a **seed**: the same seed always deals the same cards,
so we can all look at the same hand.
"""),
    code("""
game = tongits.new_game(seed=5, rules=RULES)
for player in range(3):
    print(f"Player {player}: {len(game.hands[player])} cards")
print(f"Stock: {len(game.stock)} cards, discard pile: {len(game.discards)} cards")
""", CHECK),
    md("""
Each player sees only their own hand. The engine gives each player a **view** — their cards
and what is public on the table — and never shows the other hands or the order of the stock:
"""),
    code("""
view = game.view(0)
print("Player 0 sees", len(view.hand), "of their own cards; the others hold",
      view.hand_sizes[1], "and", view.hand_sizes[2], "cards; the stock holds", view.stock_size)
view.hand
"""),
    md("""
The first player **does not draw** on the first turn: they may expose melds, then discard.
Here are the moves the engine allows player 0 right now: no draw; exposing one of the melds this
hand holds (10♣ J♣ Q♣, K♥ K♦ K♣ …); or discarding any card:
"""),
    code("""
from collections import Counter

moves = game.legal_actions()
print(Counter(move.kind for move in moves))
print([move.text for move in moves if move.kind == "expose"])
""", CHECK),
    md("""
## The words of the game

Filipino players mostly use the English words (*draw*, *fight*, *burn*); the everyday Tagalog
ones you will hear at a table are given where they exist. The Vietnamese words are the ones the
seed document uses.

| English (cardlab) | Filipino | Vietnamese (seed) | meaning |
|---|---|---|---|
| cards | *baraha* | bài, lá bài | one 52-card deck, no jokers |
| stock | — | *Chồng bài nọc* (Nọc) | the face-down pile players draw from |
| draw | *bunot* | *Bốc bài* | take the top card of the stock |
| discard | *tapon* | *Đánh bài rác* | put one card face up; this ends your turn |
| meld: set / run | — | *Meld*; bộ (set), *sảnh* (run) | 3–4 cards of one rank / 3 or more in sequence in one suit |
| four of a kind | — | *Tứ quý* | a set of four |
| expose | — | *Hạ Meld* (Open / Drop) | lay a meld face up on the table |
| chow | *kain* ("eat") | *Ăn bài* | take the previous player's discard — only to complete a new meld at once |
| sapaw | *sapaw* | *Gửi bài* (Sapaw) | lay a card off onto any exposed meld, yours or an opponent's |
| deadwood | — | *Bài rác* | cards in no meld, counted in points |
| Fight (also "Draw") | — | *Khiêu chiến* (Fight) | call a showdown: lowest deadwood wins |
| Fold / Challenge | — | *Bỏ cuộc* / *Thách đấu* | the answers to a Fight |
| Tongits | *Tongits!* | *Thắng tuyệt đối* (Tongits) | an empty hand: an outright win |
| stock out | — | *Hết bài Nọc* | the stock is used up: everybody counts deadwood |
| burned | *sunog* | *Cháy bài* (Burn) | exposed no meld by the end: out of the comparison, last, pays most |

## A turn, in one picture

1. **Draw or chow** — take the top stock card, *or* chow the previous player's discard if it at
   once completes a new meld with cards from your hand (that meld is exposed immediately).
2. **Expose and sapaw** — lay down any melds; lay cards off onto any meld on the table.
3. **Discard** one card — or, instead of discarding, call **Fight**.

A hand ends with **Tongits** (someone's hand is empty), a **Fight**, or when the **stock runs
out**. Whoever exposed no meld by then is **burned**. Notebooks 2–4 take these one at a time.
"""),
    md("""
## House rules

The Vietnamese source leaves some rules open and contradicts itself on others. cardlab makes each
such rule a named **option** of `tongits.Rules`, with the seed's choice as the default. The
options and their defaults:
"""),
    code("""
from dataclasses import fields

for option in fields(tongits.Rules):
    print(f"{option.name:40} {option.default!r}")
""", CHECK),
    md("""
An option is switched by building new rules. A value that is not allowed is refused, with the
allowed values named — never silently replaced:
"""),
    code("""
try:
    tongits.Rules(fight_timing="whenever")
except cardlab.InvalidRulesError as error:
    print(error)
""", CHECK),
    md("""
For example, `turn_direction` says who plays after whom. The seed plays clockwise; some tables
play the other way:
"""),
    code("""
for direction in ("clockwise", "counterclockwise"):
    rules = tongits.Rules(turn_direction=direction)
    print(f"{direction:17} turn order from player 0:", tongits.new_game(seed=5, rules=rules).order(0))
""", CHECK),
    md("""
**Try it:** set `RULES = tongits.Rules(turn_direction="counterclockwise")` in the first code
cell and run the notebook again.

## In Vietnamese

Every explanation the engine gives exists in English and Vietnamese:
"""),
    code("""
cardlab.set_language("vi")
print(tongits.check_meld("6S 7D 8C"))
print(tongits.check_sapaw("7H", "7S 7C 7D"))
cardlab.set_language("en")
print(tongits.check_sapaw("7H", "7S 7C 7D"))
""", CHECK),
    md("""
## Next

* [2 · Melds and deadwood](02_melds_deadwood.ipynb) — what counts as a meld, and the best way to arrange a hand
* [3 · A turn](03_a_turn.ipynb) — draw or chow, expose, sapaw, discard
* [4 · Endings and payments](04_endings_payments.ipynb) — Fight, Tongits, stock out, burn
* [5 · Play against the bots](05_play_the_bots.ipynb) · [6 · Strategy lab](06_strategy_lab.ipynb)
* [Exercises](../../exercises/tongits.ipynb) — graded questions, dealt from your own seed
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "tongits" / "01_deck_deal_words.ipynb", cells)
