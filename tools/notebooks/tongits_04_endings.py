"""Builds notebooks/tongits/04_endings_payments.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_04_endings.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHECK = "nbval-check-output"

cells = [
    md("""
# Tongits 4 · Endings and payments

**By the end of this notebook you will be able to**

* say when a player may call **Fight** (*Khiêu chiến*, also called "Draw"), and what the others
  may answer: **Fold** (*Bỏ cuộc*) or **Challenge** (*Thách đấu*),
* settle a Fight: who wins, who is **burned** (*Cháy bài*, Filipino *sunog*), who pays what,
* recognise the other two endings: **Tongits** (*thắng tuyệt đối*, an empty hand) and the
  **stock running out** (*Hết bài Nọc*),
* switch every house rule that decides an ending, and see which outcomes change.

The seed's worked example — players A, B and C — runs through the whole notebook.
"""),
    code("""
import cardlab
from cardlab import tongits

cardlab.set_language("en")     # "vi" for Vietnamese explanations
RULES = tongits.Rules()        # try fight_tie_winner="caller", burn_penalty=5, ...
"""),
    md("""
## Who may call Fight

Two conditions, both from the seed: the player has **exposed at least one meld**, and **no
opponent has laid off (sapawed) onto their melds since their own last turn**.
`tongits.check_fight(exposed_melds, sapawed_since_last_turn)` checks them:
"""),
    code("""
for melds, sapawed in [(0, False), (1, False), (2, True)]:
    verdict = tongits.check_fight(melds, sapawed, rules=RULES)
    print(f"{melds} meld(s), sapawed on: {sapawed!s:5}", "✔" if verdict else "✘", verdict)
""", CHECK),
    md("""
When a Fight is called, each opponent **with a meld on the table** answers: *Fold* (give up and
pay) or *Challenge* (show the hand). Among the caller and the challengers, the **lowest
deadwood** wins. An opponent with no meld on the table does not answer: they are **burned** —
out of the comparison, ranked last, paying the highest penalty.

## The seed's example, played out

* **A** has exposed 9♠ 10♠ J♠ and holds 3♦ 4♦ (7 points).
* **B** has exposed K♠ K♣ K♦ and holds Q♥ 8♣ (18 points).
* **C** has exposed nothing and holds 12 loose cards.

It is A's turn, and the top of the stock is K♥. `State.from_position` sets up exactly this table
(seats 0, 1, 2 are A, B, C):
"""),
    code("""
C_HAND = "2S 5S 8S AH 4H 6H 10H 2C 4C 7C QD AD"

def seed_example(rules=RULES, **options):
    return tongits.State.from_position(
        hands=["3D 4D", "QH 8C", C_HAND], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
        stock=["KH"], stock_size=6, current_player=0, phase="draw", rules=rules, **options)

game = seed_example()
print(game)
"""),
    md("""
1. A draws K♥.
2. A lays it off (sapaw) onto **B's** kings, making four of a kind (*Tứ quý*); A is left with
   3♦ 4♦, 7 points.
3. Instead of discarding, A calls **Fight**:
"""),
    code("""
game.apply("draw")
game.apply("sapaw KH on meld 1")
print("A's legal moves now:", [action.text for action in game.legal_actions()])
game.apply("fight")
print("Player", game.current_player, "must answer:", [action.text for action in game.legal_actions()])
""", CHECK),
    md("""
4. C has no meld on the table: C is burned and does not answer.
5. B, with 18 points against A's 7, folds.

The engine settles the hand (seat 0 is A, 1 is B, 2 is C):
"""),
    code("""
game.apply("fold")
game.outcome()
"""),
    md("""
The same ending from the calculator, with the players named as in the seed.
`fight_result(caller, deadwood, responses, exposed_melds)`:
"""),
    code("""
seed_fight = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}, RULES)
print(seed_fight)
""", CHECK),
    md("""
**What if B had challenged?** The hands are compared; A's 7 beats B's 18, and losing a
challenge costs B more than folding would have:
"""),
    code("""
print(tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0}, RULES))
""", CHECK),
    md("""
### The Fight calculator

The widget below holds the seed's example. Change a player's exposed melds or hand, who calls,
or an answer, and it says at once who may Fight, who is burned, who wins and who pays what —
every answer from the same engine functions as above. *(It needs a running kernel.)*
"""),
    code("""
from cardlab.widgets import FightCalculator

FightCalculator(rules=RULES)
""", "nbval-ignore-output"),
    md("""
### House rule: a tie in the comparison

Had B also held 7 points, who wins? The seed does not say. By default a challenger who ties the
caller wins (`fight_tie_winner="challenger"`: calling Fight should need a strictly better hand);
some tables give the tie to the caller:
"""),
    code("""
for option in ("challenger", "caller"):
    tie = tongits.fight_result("A", {"A": 7, "B": 7}, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0},
                               tongits.Rules(fight_tie_winner=option))
    print(f"fight_tie_winner={option!r:13} winner: {tie.winner}")
""", CHECK),
    md("""
### House rule: when in the turn

The seed's example calls Fight **after drawing**, instead of discarding (`fight_timing="after_draw"`).
Some tables call it at the **start** of the turn, instead of drawing. The legal moves of A at the
start of the turn show the difference:
"""),
    code("""
for option in ("after_draw", "before_draw"):
    start = seed_example(tongits.Rules(fight_timing=option))
    print(f"fight_timing={option!r:13} A may:", [action.text for action in start.legal_actions()])
""", CHECK),
    md("""
### A sapaw blocks a Fight

Had C laid a card off onto A's meld since A's last turn, A could not call Fight this turn:
"""),
    code("""
blocked = seed_example(sapawed_on=[0])
blocked.apply("draw")
try:
    blocked.apply("fight")
except cardlab.IllegalActionError as error:
    print(error)
""", CHECK),
    md("""
### House rule: melds kept in the hand

Suppose B still holds a meld, 5♥ 6♥ 7♥, plus 2♣ — 2 points, since a meld held in the hand does
not count by default. B challenges and wins. Under `concealed_melds_count_as_deadwood=True`
every card in the hand counts — 20 points — and A wins instead:
"""),
    code("""
b_hand = "5H 6H 7H 2C"
for option in (False, True):
    rules = tongits.Rules(concealed_melds_count_as_deadwood=option)
    points = {"A": tongits.deadwood("3D 4D", rules), "B": tongits.deadwood(b_hand, rules)}
    result = tongits.fight_result("A", points, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0}, rules)
    print(f"concealed_melds_count_as_deadwood={option!s:5} deadwood {points} -> winner {result.winner}")
""", CHECK),
    md("""
## Burned (Cháy bài)

At **any** ending, a player who has exposed no meld is burned. Laying cards off onto other
players' melds does not count: only a meld of your own does. A house rule,
`burn_exempt_with_secret`, lets a player who holds a **concealed four of a kind** escape the burn
(they still lose, as if they had folded). Say C holds 2♠ 2♥ 2♦ 2♣ in the hand:
"""),
    code("""
for option in (False, True):
    result = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0},
                                  tongits.Rules(burn_exempt_with_secret=option), concealed_fours=["C"])
    print(f"burn_exempt_with_secret={option!s:5} burned: {list(result.burned)}, payments: {result.payments}")
""", CHECK),
    md("""
## Tongits: an empty hand

A player whose hand becomes **empty** through melds and sapaw wins at once, whatever the others
hold. Here A's last card, 8♦, extends A's own run:
"""),
    code("""
empty = tongits.State.from_position(
    hands=["8D", "QH 8C", C_HAND], exposed=[(0, "5D 6D 7D"), (1, "KS KC KD")],
    stock_size=6, current_player=0, phase="meld", rules=RULES)
empty.apply("sapaw 8D on meld 0")
empty.outcome()
"""),
    md("""
### House rule: the last card discarded

What if the last card leaves the hand as a **discard**? By default (`tongits_on_final_discard=True`)
that is Tongits too; otherwise the hand simply goes on with an empty hand:
"""),
    code("""
for option in (True, False):
    last = tongits.State.from_position(
        hands=["9C", "QH 8C", C_HAND], exposed=[(0, "5D 6D 7D"), (1, "KS KC KD")], stock_size=6,
        current_player=0, phase="meld", rules=tongits.Rules(tongits_on_final_discard=option))
    last.apply("discard 9C")
    ending = last.outcome().end if last.is_terminal() else f"play goes on: player {last.current_player} to draw"
    print(f"tongits_on_final_discard={option!s:5} -> {ending}")
""", CHECK),
    md("""
## The stock runs out (Hết bài Nọc)

When the last stock card has been drawn and that player has discarded with no winner, everybody
counts deadwood and the lowest wins (burned players aside). The seed's FAQ on **ties** is vague —
"the one who drew later ranks behind, or fewer cards first, depending on the room" — so it is a
house rule, `stock_out_tiebreak`. Here A and B tie on 5 points; C drew the last card, so B drew
after A; A holds two deadwood cards (2♥ 3♥), B only one (5♣):
"""),
    code("""
deadwood = {"A": 5, "B": 5, "C": 9}
cards = {"A": 2, "B": 1, "C": 2}
for option in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
    result = tongits.stock_out_result(deadwood, "C", {"A": 1, "B": 1, "C": 1},
                                      tongits.Rules(stock_out_tiebreak=option), cards=cards)
    print(f"stock_out_tiebreak={option!r:20} winner {result.winner}, ranking {result.ranking}")
""", CHECK),
    code("""
tongits.stock_out_result(deadwood, "C", {"A": 1, "B": 1, "C": 1}, RULES, cards=cards)
"""),
    md("""
## Payments

The seed names no amounts, so the stakes are options too, all multiples of `base_stake` (1):

| ending | each loser pays | option |
|---|---|---|
| stock out, beaten | 1 | — |
| Fight, folded | 1 | `fold_penalty` |
| Fight, beaten in the comparison | 2 | `challenge_loss` |
| Tongits | 2 | `tongits_bonus` |
| burned, at any ending | 3 (the most) | `burn_penalty` |

The winner collects everything, so payments always add up to zero. The seed's example at a
table playing for 10 a point, with a harsher burn:
"""),
    code("""
stakes = tongits.Rules(base_stake=10, burn_penalty=5)
result = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}, stakes)
print(result.payments, "| zero-sum:", result.zero_sum)
""", CHECK),
    md("""
A burn penalty smaller than another penalty is refused — being burned must cost the most:
"""),
    code("""
try:
    tongits.Rules(burn_penalty=1)
except cardlab.InvalidRulesError as error:
    print(error)
""", CHECK),
    md("""
## Every ending option at a glance

| option | default (seed) | alternative | shown above |
|---|---|---|---|
| `fight_timing` | `after_draw` | `before_draw` | when A may call Fight |
| `fight_tie_winner` | `challenger` | `caller` | 7 against 7 |
| `concealed_melds_count_as_deadwood` | false | true | B's hidden 5♥ 6♥ 7♥ |
| `burn_exempt_with_secret` | false | true | C's concealed 2s |
| `tongits_on_final_discard` | true | false | discarding the last card |
| `stock_out_tiebreak` | `last_drawer_loses` | `last_drawer_wins`, `fewer_cards` | A and B on 5 |
| stakes | 1, 1, 2, 2, 3 | any whole numbers | the seed's example at 10 a point |

**Try it:** set `RULES` in the first cell to another combination and run the notebook again.
The [exercises](../../exercises/tongits.ipynb) (questions 6 and 8–11) practise all of this.

## Next

[5 · Play against the bots](05_play_the_bots.ipynb).
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "tongits" / "04_endings_payments.ipynb", cells)
