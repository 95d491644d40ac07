"""Builds notebooks/tongits/05_play_the_bots.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_05_bots.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHECK = "nbval-check-output"
IGNORE = "nbval-ignore-output"

cells = [
    md("""
# Tongits 5 · Play against the bots

**By the end of this notebook you will be able to**

* play a whole hand of Tongits against two bots, with a **coach** that explains their moves and
  suggests yours,
* read a bot's reason for each move, and say what the greedy strategy does well and badly,
* replay a recorded game move by move, and rebuild it exactly from its record.

Everything from the earlier notebooks comes together: draw or chow (*bốc* / *ăn bài*), expose
(*hạ Meld*), lay off (*sapaw*, *gửi bài*), discard (*đánh bài rác*), **Fight** (*Khiêu chiến*) —
and avoid being **burned** (*Cháy bài*).
"""),
    code("""
import cardlab
from cardlab import tongits

cardlab.set_language("en")     # "vi": the table, the coach and the reasons in Vietnamese
RULES = tongits.Rules()        # the table's house rules; try tongits.Rules(fight_timing="before_draw")
SEED = 5                       # the deal; change it for another hand
"""),
    md("""
## The greedy bot

Both opponents are `GreedyBot`s (`cardlab.bots.tongits`). They see only what a player sees — their
own hand and the table — and follow a few simple principles:

1. **Expose** every meld of the best arrangement: a player with no meld on the table is burned,
   and Fight needs a meld.
2. **Lay off** (sapaw) deadwood cards onto any meld that takes them, highest first.
3. **Chow** a discard only when that lowers the deadwood, or to expose a first meld cheaply.
4. **Discard** the highest deadwood card that does not belong to a near-meld (a pair, or two close
   cards of a suit), avoiding cards the next player could visibly chow.
5. Call **Fight** when the deadwood is low, or when every opponent would be burned; **challenge**
   a Fight with low deadwood, otherwise **fold**.

## Play a hand

You are player 0. The buttons are exactly the moves the rules allow now — an illegal move has no
button — grouped by kind; you may also type a move (`discard 9C`). **Coach** plays what the greedy
bot would play in your place and says why. The log on the right keeps every move with the bots'
reasons.

*(The table needs a running kernel: if you see nothing, or a still picture, run the cell. Without a
kernel, read the replayed game further down.)*
"""),
    code("""
from cardlab.widgets import Table

table = Table(seed=SEED, rules=RULES)
table
""", IGNORE),
    md("""
**Things to try:** chow a discard the moment it completes a meld; lay a card off onto an
opponent's meld just before they would call Fight; call Fight while an opponent still has no meld
(they are burned). Then deal again with **New hand**.

## A whole game, replayed

Readers without a kernel can follow a complete game here: three greedy bots play the hand dealt
from seed 5 — the game whose first turns we watched in notebook 3 — to the end. Each move comes
with the bot's own reason:
"""),
    code("""
from html import escape
from IPython.display import HTML
from cardlab.bots.tongits import GreedyBot

game = tongits.new_game(seed=SEED, rules=RULES)
bots = [GreedyBot(seed=player) for player in range(3)]
moves = []
while not game.is_terminal():
    player = game.current_player
    action = bots[player].choose(game.view(player))
    moves.append((player, action.text, bots[player].last_reason))
    game.apply(action)

cell = "<td style='text-align:left;vertical-align:top;padding:2px 8px;white-space:{}'>{}</td>"
rows = "".join("<tr>" + cell.format("nowrap", i) + cell.format("nowrap", f"Player {p}")
               + cell.format("nowrap", f"<b>{escape(move)}</b>") + cell.format("normal", escape(reason)) + "</tr>"
               for i, (p, move, reason) in enumerate(moves, start=1))
head = "".join(f"<th style='text-align:left;padding:2px 8px'>{h}</th>"
               for h in ("#", "who", "move", "why (the bot's own words)"))
HTML(f"<table style='font-size:14px'><tr>{head}</tr>{rows}</table>")
"""),
    md("""
### The table at four moments

A replay rebuilds the game from its **record** — the seed, the rules and the list of moves — and
shows the table after any number of moves, every hand face up. Here: the deal, the first chow,
the Fight, and the end.
"""),
    code("""
from cardlab.widgets import Replay

replay = Replay(game)
kinds = [action.kind for action in game.history]
moments = [0, kinds.index("chow") + 1, kinds.index("fight") + 1, len(kinds)]
for step in moments:
    replay.go(step)
    display(HTML(replay.frame_html))
"""),
    md("""
### Step through it yourself

With a kernel, the replay is a widget: ◀ ▶ step one move, the slider jumps anywhere.
"""),
    code("""
Replay(game)
""", IGNORE),
    md("""
## Records replay exactly

A game's record is a short JSON text. Replaying it deals the same cards and applies the same
moves, so it ends the same way — which is what lets the replay, the tests and a teacher's
worked example all show the very same game:
"""),
    code("""
record = game.to_json()
again = tongits.State.from_json(record)
print(f"record: {len(record)} characters, {len(again.history)} moves")
print("same ending:", again.outcome() == game.outcome())
print(again.outcome())
""", CHECK),
    md("""
## Questions to think about

* Find a move in the log where the greedy bot's choice looks poor. What would you have done?
* The bot discards high cards first. When is keeping a high card better?
* The bot calls Fight with low deadwood. How does an opponent's sapaw onto its melds stop it
  (notebook 4)?

The [strategy lab](06_strategy_lab.ipynb) plays hundreds of these games and measures how the bots do.
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "tongits" / "05_play_the_bots.ipynb", cells)
