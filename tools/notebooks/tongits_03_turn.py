"""Builds notebooks/tongits/03_a_turn.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_03_turn.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHECK = "nbval-check-output"

cells = [
    md("""
# Tongits 3 · A turn

**By the end of this notebook you will be able to**

* play the three steps of a turn: **draw or chow**, **expose and sapaw**, **discard**,
* say when a discard may be **chowed** (*ăn bài*) and which meld you must then expose,
* say when a card may be laid off — **sapaw** (*gửi bài*) — onto a meld on the table,
* read the legal moves of a real, seeded position and understand why a move is refused.

Words: **draw** (*bốc bài*, Filipino *bunot*) from the **stock** (*Chồng bài nọc*); **chow**
(*ăn bài*, Filipino *kain*); **expose** a meld (*hạ Meld*); **sapaw** (*gửi bài*);
**discard** (*đánh bài rác*, Filipino *tapon*).
"""),
    code("""
import cardlab
from cardlab import tongits

cardlab.set_language("en")     # "vi" for Vietnamese explanations
RULES = tongits.Rules()        # try chow_requires_new_meld=False, dealer_may_expose_before_first_discard=False
"""),
    md("""
## Step 1 · Draw or chow

Take the top card of the stock — **or** take the card the previous player has just discarded,
but only if it **at once completes a new meld** with cards from your hand. That meld is exposed
immediately: a chowed card never goes into the hand. `tongits.check_chow(discard, hand)` says
whether you may, and `.meld` is the meld you would expose:
"""),
    code("""
verdict = tongits.check_chow("8S", "6S 7S 2D KH", rules=RULES)
verdict
"""),
    code("""
print("expose:", verdict.meld.pretty, "| from the hand:", " ".join(card.pretty for card in verdict.used))
""", CHECK),
    md("""
Consecutive cards of mixed suits make no meld, so they cannot be used to chow, and neither can a
single matching card:
"""),
    code("""
for discard, hand in [("8C", "6S 7D 2D"), ("8C", "8S 4H 2D")]:
    verdict = tongits.check_chow(discard, hand, rules=RULES)
    print(f"{discard} with {hand}:", "✔" if verdict else "✘", verdict)
""", CHECK),
    md("""
A discard may complete more than one meld. `.options` lists them all; `.meld` is the one that
leaves the least deadwood in the hand:
"""),
    code("""
verdict = tongits.check_chow("8S", "6S 7S 8H 8D 9S", rules=RULES)
for meld in verdict.options:
    print(meld.kind, meld.pretty)
print("best:", verdict.meld.pretty)
""", CHECK),
    md("""
### House rule: chowing onto your own meld

The seed requires a **new** meld (`chow_requires_new_meld=True`). Some tables also let you chow
a card that extends a meld you have already exposed:
"""),
    code("""
exposed = [["6S", "7S", "8S"]]            # your meld on the table
for rules in (tongits.Rules(), tongits.Rules(chow_requires_new_meld=False)):
    verdict = tongits.check_chow("9S", "2D 5H", exposed, rules=rules)
    print(f"chow_requires_new_meld={rules.chow_requires_new_meld}:", "✔" if verdict else "✘", verdict)
""", CHECK),
    md("""
## Step 2 · Expose and sapaw

After drawing you may lay down (**expose**) any melds from your hand, and **lay off** (sapaw)
cards onto any meld on the table — yours or an opponent's: the fourth card of a set, or a card
that extends a run at either end. The seed's two examples: 7♥ onto an opponent's 7♠ 7♣ 7♦, and
K♥ onto player B's K♠ K♣ K♦:
"""),
    code("""
tongits.check_sapaw("KH", "KS KC KD", rules=RULES)
"""),
    code("""
for card, meld in [("7H", "7S 7C 7D"), ("8S", "9S 10S JS"), ("QS", "9S 10S JS"),
                   ("8H", "9S 10S JS"), ("KS", "9S 10S JS"), ("AS", "JS QS KS")]:
    verdict = tongits.check_sapaw(card, meld, rules=RULES)
    print("✔" if verdict else "✘", verdict)
""", CHECK),
    md("""
The last one depends on the ace: with the house rule `ace_high_in_runs`, A♠ does extend
J♠ Q♠ K♠.
"""),
    code("""
print(tongits.check_sapaw("AS", "JS QS KS", rules=tongits.Rules(ace_high_in_runs=True)))
""", CHECK),
    md("""
Laying off onto an opponent's meld is more than getting rid of a card: it also stops that
opponent from calling **Fight** on their next turn (notebook 4).

## Step 3 · Discard

End the turn by discarding one card face up. The next player may chow it.

## A real position

Let us watch the first turns of a real game, dealt from seed 5, played by three **greedy bots**
(notebook 5 says how they choose). Each line shows the move and the bot's own one-sentence reason.
We stop as soon as a player may chow.
"""),
    code("""
from cardlab.bots.tongits import GreedyBot

game = tongits.new_game(seed=5, rules=RULES)
bots = [GreedyBot(seed=player) for player in range(3)]

def play_until(game, stop):
    while not game.is_terminal() and not stop(game):
        player = game.current_player
        action = bots[player].choose(game.view(player))
        print(f"Player {player}: {action.text:34} {bots[player].last_reason}")
        game.apply(action)

can_chow = lambda game: any(action.kind == "chow" for action in game.legal_actions())
play_until(game, can_chow)
"""),
    md("""
The first player exposed two melds without drawing (the first player never draws on the first
turn), then discarded. Player 1 laid K♠ off onto player 0's kings — which also means player 0 may
not call Fight on their next turn. Here is the whole table, face up as a teacher would lay it out;
the players themselves see only their own hand:
"""),
    code("""
print(game)
"""),
    md("""
It is now the turn of the player shown below. The previous player's discard can be chowed: the
engine lists the chow among the legal moves, next to the plain draw:
"""),
    code("""
player = game.current_player
view = game.view(player)
print(f"Player {player} to play; the discard on offer is {view.chowable.pretty}")
for action in view.legal_actions:
    print("   ", action.text)
view.hand
"""),
    code("""
tongits.check_chow(view.chowable, view.hand, rules=RULES)
"""),
    md("""
Let the bot play the chow. The meld goes straight onto the table, and the turn moves on to
step 2: the player may now expose, lay off, discard — or call Fight:
"""),
    code("""
from collections import Counter

play_until(game, lambda game: game.current_player != player or game.history[-1].kind == "chow")
print("On the table:", [meld.pretty for meld in game.exposed])
print("Moves now:", Counter(action.kind for action in game.legal_actions()))
"""),
    md("""
### A refused move says which rule it breaks

Drawing now is not allowed — the player has already taken a card this turn. The engine refuses
the move, leaves the game unchanged and names the rule:
"""),
    code("""
try:
    game.apply("draw")
except cardlab.IllegalActionError as error:
    print(error)
""", CHECK),
    md("""
## House rule: exposing on the first turn

The first player does not draw on the first turn. By default they may still expose melds before
their first discard (`dealer_may_expose_before_first_discard=True`); some tables only let them
discard:
"""),
    code("""
for rules in (tongits.Rules(), tongits.Rules(dealer_may_expose_before_first_discard=False)):
    first = tongits.new_game(seed=5, rules=rules)
    print(f"dealer_may_expose_before_first_discard={rules.dealer_may_expose_before_first_discard}:",
          dict(Counter(action.kind for action in first.legal_actions())))
""", CHECK),
    md("""
**Try it:** change `RULES` in the first cell (for example `tongits.Rules(turn_direction="counterclockwise")`)
and run the notebook again: the same deal is played in another order.

## Next

[4 · Endings and payments](04_endings_payments.ipynb): Fight, Tongits, the stock running out, and
being burned.
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "tongits" / "03_a_turn.ipynb", cells)
