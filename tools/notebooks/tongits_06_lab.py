"""Builds notebooks/tongits/06_strategy_lab.ipynb (run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_06_lab.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
IGNORE = "nbval-ignore-output"

cells = [
    md("""
# Tongits 6 · Strategy lab

Rules tell you what you *may* do; simulation tells you what tends to *happen*. Here we deal
thousands of seeded hands and play hundreds of games between bots, then plot the results.

**By the end of this notebook you will be able to**

* run a seeded simulation of Tongits with a progress bar, and repeat it exactly,
* read the distribution of **starting deadwood** (*bài rác*) for the first player's 13 cards and
  the others' 12,
* measure how often the **first player** wins, how a **greedy** bot fares against **random**
  play, how games end (Fight / *Khiêu chiến*, Tongits, stock out / *Hết bài Nọc*) and how long
  they last,
* judge whether a difference is real or noise, from the **sample size**,
* change a house rule and measure its effect.

**Sizes.** As built, the notebook deals **5,000** hands and plays **900** games between greedy
bots, **900** games of one greedy bot against two random ones, and **2 × 450** games to compare a
house rule: about 30 seconds on a laptop (each simulation prints its own time). Raise the `N_…`
numbers for tighter estimates — the error bars shrink like 1/√n, so four times the games halve them.
"""),
    code("""
import cardlab
from cardlab import tongits
import matplotlib.pyplot as plt
from tqdm.auto import tqdm

cardlab.set_language("en")
RULES = tongits.Rules()      # the house rules of every simulation below

N_DEALS = 5000               # hands dealt for the deadwood distribution
N_GREEDY = 900               # games between three greedy bots
N_VS_RANDOM = 900            # games of one greedy bot against two random bots
N_RULE = 450                 # games per side of the house-rule comparison
"""),
    md("""
Every game is dealt from a seed and every bot draws its choices from a seeded generator, so each
cell gives the same numbers every time it runs. A small helper turns a share into a 95% margin
of error, ±1.96·√(p(1−p)/n) — the normal approximation, good enough here:
"""),
    code("""
from math import sqrt

def share(count, n):
    p = count / n
    return p, 1.96 * sqrt(p * (1 - p) / n)

def show_share(label, count, n):
    p, margin = share(count, n)
    print(f"{label}: {count}/{n} = {p:.1%} ± {margin:.1%}")
"""),
    md("""
Each simulation shows a progress bar while it runs, then replaces it with how long it took:
"""),
    code("""
from time import perf_counter
from IPython.display import clear_output

def finished(what, started):
    clear_output()                    # the finished bar goes; the time stays
    print(f"{what} in {perf_counter() - started:.1f} s")
"""),
    md("""
## 1 · Starting deadwood

How good is a freshly dealt hand? Deal `N_DEALS` hands and count the deadwood of the first
player's 13 cards and of a 12-card hand, each arranged as well as possible.
"""),
    code("""
started = perf_counter()
first_hand, other_hand = [], []
for seed in tqdm(range(N_DEALS), desc="dealing"):
    game = tongits.new_game(seed=seed, rules=RULES)
    first_hand.append(game.deadwood(0))
    other_hand.append(game.deadwood(1))
finished(f"{N_DEALS} hands dealt and arranged", started)
""", IGNORE),
    code("""
from statistics import mean, median

for label, values in (("first player, 13 cards", first_hand), ("other player, 12 cards", other_hand)):
    print(f"{label}: mean {mean(values):.1f}, median {median(values)}, range {min(values)}-{max(values)}")
""", "nbval-check-output"),
    code("""
fig, ax = plt.subplots(figsize=(8, 3.6))
bins = range(0, max(first_hand + other_hand) + 6, 5)
ax.hist(first_hand, bins=bins, alpha=0.6, label="first player (13 cards)", color="#1565c0")
ax.hist(other_hand, bins=bins, alpha=0.6, label="other players (12 cards)", color="#ef6c00")
ax.axvline(mean(first_hand), color="#1565c0", linestyle="--")
ax.axvline(mean(other_hand), color="#ef6c00", linestyle="--")
ax.set_xlabel("deadwood points of the dealt hand (best arrangement)")
ax.set_ylabel("hands")
ax.set_title(f"Starting deadwood, {N_DEALS} seeded deals")
ax.legend();
""", IGNORE),
    md("""
(These numbers depend only on the deal and the exact arrangement search, so nbval checks them.)
A dealt hand is mostly deadwood: the melds come later, from drawing and chowing. The first
player's extra card adds points, but it also gives one more chance of a meld — and they discard
first.

## 2 · Three greedy bots: who wins, how, and when?

The greedy bot (notebook 5) exposes every meld of its best arrangement, lays off deadwood,
chows only when that lowers its deadwood, and calls Fight when its deadwood is low. Put three of
them at the table, `N_GREEDY` times:
"""),
    code("""
started = perf_counter()
games = []
for seed in tqdm(range(N_GREEDY), desc="greedy games"):
    game = cardlab.play("tongits", ["greedy", "greedy", "greedy"], seed=seed, rules=RULES)
    games.append(game)
finished(f"{N_GREEDY} games played", started)
""", IGNORE),
    code("""
from collections import Counter

wins = Counter(game.outcome().winner for game in games)
for seat in range(3):
    show_share(f"seat {seat} wins", wins[seat], N_GREEDY)
    p, margin = share(wins[seat], N_GREEDY)
    verdict = "above" if p - margin > 1 / 3 else "below" if p + margin < 1 / 3 else "not distinguishable from"
    print(f"    -> {verdict} a fair third at this sample size")
ends = Counter(game.outcome().end for game in games)
print("endings:", dict(ends))
burned = sum(1 for game in games if game.outcome().burned)
show_share("games with someone burned", burned, N_GREEDY)
""", IGNORE),
    code("""
fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.6))
shares = [share(wins[seat], N_GREEDY) for seat in range(3)]
left.bar([f"seat {s}" + (" (first)" if s == 0 else "") for s in range(3)], [p for p, _ in shares],
         yerr=[m for _, m in shares], capsize=6, color=["#1565c0", "#90a4ae", "#90a4ae"])
left.axhline(1 / 3, color="black", linestyle=":", label="1/3: no advantage")
left.set_ylabel("share of games won")
left.set_title("Who wins? (95% error bars)")
left.legend()
kinds = ["fight", "tongits", "stock_out"]
right.bar(kinds, [ends[k] for k in kinds], color=["#6a1b9a", "#2e7d32", "#8d6e63"])
right.set_title("How the games end")
right.set_ylabel("games");
""", IGNORE),
    md("""
**Does the seat matter?** Read the error bars: when a bar's error bar does not reach the dotted
line at 1/3, that seat's advantage (or handicap) is unlikely to be noise at this sample size; when
it does reach it, `N_GREEDY` games cannot tell. Compare two seats the same way. (The first player
holds an extra card, but the next player is the first who may chow — the first player's discard.)

### How long does a game last?

A *move* is one action: a draw, a chow, an exposed meld, a sapaw, a discard, a Fight or an answer.
"""),
    code("""
lengths = {kind: [len(game.history) for game in games if game.outcome().end == kind] for kind in kinds}
for kind in kinds:
    if lengths[kind]:
        print(f"{kind:9}: {len(lengths[kind]):3} games, mean {mean(lengths[kind]):.0f} moves")
""", IGNORE),
    code("""
fig, ax = plt.subplots(figsize=(8, 3.6))
ax.hist([lengths[k] for k in kinds], bins=range(0, 90, 4), stacked=True, label=kinds,
        color=["#6a1b9a", "#2e7d32", "#8d6e63"])
ax.set_xlabel("moves in the game")
ax.set_ylabel("games")
ax.set_title(f"Game length, {N_GREEDY} greedy games")
ax.legend();
""", IGNORE),
    md("""
With three greedy players, a Fight usually ends the hand long before the 15-card stock runs out:
somebody soon has low deadwood and a meld on the table. The spike of very short games has another
cause: a player who exposes a meld while **both** opponents still have none can call Fight at once,
and two burned opponents cannot answer.

## 3 · Greedy against random

One greedy bot against two bots that pick any legal move at random. To be fair to every seat,
the greedy bot takes seat 0, 1 and 2 in turn.
"""),
    code("""
started = perf_counter()
greedy_wins = Counter()
for seed in tqdm(range(N_VS_RANDOM), desc="greedy vs random"):
    seat = seed % 3
    kinds_at_table = ["random"] * 3
    kinds_at_table[seat] = "greedy"
    game = cardlab.play("tongits", kinds_at_table, seed=10_000 + seed, rules=RULES)
    greedy_wins[seat] += game.outcome().winner == seat
finished(f"{N_VS_RANDOM} games played", started)
""", IGNORE),
    code("""
total = sum(greedy_wins.values())
show_share("greedy bot wins", total, N_VS_RANDOM)
for seat in range(3):
    show_share(f"   as seat {seat}", greedy_wins[seat], N_VS_RANDOM // 3)
""", IGNORE),
    code("""
fig, ax = plt.subplots(figsize=(6, 3.4))
p, margin = share(total, N_VS_RANDOM)
ax.bar(["greedy bot", "each random bot"], [p, (1 - p) / 2], yerr=[margin, margin / 2], capsize=6,
       color=["#2e7d32", "#90a4ae"])
ax.axhline(1 / 3, color="black", linestyle=":")
ax.set_ylim(0, 1)
ax.set_ylabel("share of games won")
ax.set_title(f"One greedy bot against two random bots, {N_VS_RANDOM} games");
""", IGNORE),
    md("""
A random player rarely exposes a meld on purpose, so it is often **burned** — and a greedy player
who has exposed anything can call Fight against burned opponents and win outright.

## 4 · A house rule, measured

Does calling Fight at the start of the turn (`fight_timing="before_draw"`) instead of after
drawing change how long games last, or how often the first player wins? Play the same seeds
under both rules:
"""),
    code("""
from dataclasses import replace

started = perf_counter()
by_rule = {}
for option in ("after_draw", "before_draw"):
    rules = replace(RULES, fight_timing=option)
    by_rule[option] = [cardlab.play("tongits", ["greedy"] * 3, seed=seed, rules=rules)
                       for seed in tqdm(range(N_RULE), desc=option)]
finished(f"2 × {N_RULE} games played", started)
""", IGNORE),
    code("""
for option, played in by_rule.items():
    first_wins = sum(game.outcome().winner == 0 for game in played)
    print(f"fight_timing={option!r:13} mean length {mean(len(g.history) for g in played):.1f} moves;", end=" ")
    show_share("first player wins", first_wins, N_RULE)
""", IGNORE),
    md("""
With `N_RULE` = 450 games a side, the margin of error on a win share is about ±4 percentage
points, so a difference of a point or two is invisible: it would take tens of thousands of games.
Differences in the **mean length** are easier to see, because every game contributes a number rather than a yes/no.

## Your turn

* Change `RULES` in the first code cell — `ace_high_in_runs=True`,
  `chow_requires_new_meld=False`, `concealed_melds_count_as_deadwood=True` — and run everything
  again. Which numbers move more than their error bars?
* Make the greedy bot bolder or more careful: `GreedyBot(fight_threshold=…)` in
  `cardlab.bots.tongits`, passed to `cardlab.play` instead of the name `"greedy"`.
* Quadruple `N_GREEDY` and watch the error bars halve.

Back to the [course start](01_deck_deal_words.ipynb) · [Exercises](../../exercises/tongits.ipynb)
"""),
]

if __name__ == "__main__":
    notebook(ROOT / "notebooks" / "tongits" / "06_strategy_lab.ipynb", cells)
