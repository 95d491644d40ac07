"""Builds exercises/solutions/tongits.ipynb (executed) and its student copy exercises/tongits.ipynb.

Run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_exercises.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import code, md, notebook, tidy  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

CHECK = "nbval-check-output"

intro = md("""
# Tongits exercises · Bài tập Tongits

Eleven graded questions, easiest first. **When you have finished you will be able to**
tell a meld from a near miss, count deadwood (*bài rác*), decide when a card may be laid
off (*sapaw*, gửi bài) or a discard chowed (*ăn bài*), choose the best discard, and settle
every ending: who may call **Fight** (*Khiêu chiến*), who is **burned** (*Cháy bài*), who
wins a Fight or a stock-out (*Hết bài Nọc*) and what they collect.

**How it works.** Each question shows its cards. Write your answer in place of the `...`
on the `answer = ...` line and run the cell (Shift + Enter): a green **✔** means right,
a red **✘** comes with a hint drawn from the rules engine's own reasons. Try again as
often as you like; hints grow more explicit on the second try. Stuck? `ex.q3.solution()`
shows the engine's answer (and the summary at the end notes that you looked).

* Change `SEED` to be dealt your own hands; every expected answer is computed by the
  engine for those hands, so nobody can copy a neighbour's answers.
* Switch a **house rule** by building `rules = tongits.Rules(...)`, e.g.
  `tongits.Rules(ace_high_in_runs=True)` (Q-K-A counts as a run) or
  `tongits.Rules(fight_tie_winner="caller")`. The questions say which options they use.
* `cardlab.set_language("vi")` switches the questions and the hints to Vietnamese.

<!-- BEGIN SOLUTION -->
> **For teachers.** This is the solution notebook: each answer sits between
> `# BEGIN SOLUTION` and `# END SOLUTION`. Make the student copy (outputs cleared,
> each solution replaced by `answer = ...  # your answer here`) from the project folder,
> no Makefile needed:
>
> ```
> python -m cardlab.exercises.student exercises/solutions/tongits.ipynb exercises/tongits.ipynb --execute
> ```
>
> `--execute` saves the copy with its outputs, so the cards show even before a student
> runs it. The solutions below use the engine's calculators, so they stay right for any
> `SEED` and any house rules. This note is removed from the student copy.
<!-- END SOLUTION -->
""")

setup = code("""
import cardlab
from cardlab import tongits
from cardlab.exercises import tongits_set

cardlab.set_language("en")
SEED = 2024                  # change this number to be dealt your own hands
rules = tongits.Rules()      # house rules; e.g. tongits.Rules(ace_high_in_runs=True)
ex = tongits_set(seed=SEED, rules=rules)
ex
""")

# (heading markdown, solution lines)
QUESTIONS = [
    ("""
## 1 · Meld or not?

A **set** is 3 or 4 cards of one rank; a **run** (*sảnh*) is 3 or more consecutive cards **of
one suit**. Aces are low: A-2-3 is a run, Q-K-A is not (unless the house rule
`ace_high_in_runs` is on). Answer `True` or `False`.
""", """
answer = tongits.check_meld(ex.q1.cards, rules).ok
"""),
    ("""
## 2 · Count the deadwood

Cards in melds — even melds still held in the hand — do not count. The rest do:
A = 1, 2–9 their face value, 10 J Q K = 10. Answer with a number.
""", """
answer = tongits.deadwood(ex.q2.hand, rules)
"""),
    ("""
## 3 · Sapaw (gửi bài)

You may lay a card off onto **any** exposed meld, yours or an opponent's: the fourth card of a
set, or a card that extends a run at either end. Answer `True` or `False`.
""", """
answer = tongits.check_sapaw(ex.q3.card, ex.q3.meld, rules).ok
"""),
    ("""
## 4 · Chow (ăn bài)

You may take the previous player's discard only if it at once completes a **new** meld with
cards from your hand; that meld is exposed immediately. Answer `False` if you may not chow it,
otherwise the cards from your hand that go with it, e.g. `answer = "6S 7S"`.
""", """
verdict = tongits.check_chow(ex.q4.discard, ex.q4.hand, rules=rules)
answer = verdict.used if verdict else False
"""),
    ("""
## 5 · The best arrangement

Some cards could go in two melds; each card belongs to one. Answer with a list of melds, e.g.
`answer = ["7S 7H 7D", "9C 10C JC"]` (`[]` if there is none). Any arrangement that leaves the
least deadwood is right.
""", """
answer = tongits.arrange(ex.q5.hand, rules).melds
"""),
    ("""
## 6 · May you call Fight?

Fight needs at least one meld of your own on the table, and **no opponent may have laid off
(sapawed) onto your melds since your last turn**. Answer `True` or `False`.
""", """
my_melds = sum(1 for owner, meld in ex.q6.table if owner == "A")
sapawed_on_me = any(ex.q6.table[i][0] == "A" for by, card, i in ex.q6.events)
answer = tongits.check_fight(my_melds, sapawed_on_me, rules).ok
"""),
    ("""
## 7 · The best discard

After drawing you hold one card too many. Which discard leaves the least deadwood? Answer
with one card, e.g. `answer = "KH"`. If several are equally good, any of them is right.
""", """
answer = tongits.arrange(ex.q7.hand, rules).best_discard().card
"""),
    ("""
## 8 · Who is burned? (Cháy bài)

At any ending, a player who has **exposed no meld** is burned: out of the comparison, last,
and paying the highest penalty. Laying cards off on other players' melds does not count as
exposing one. Answer with a list of players, e.g. `["B"]`, or `[]` for nobody.
""", """
q = ex.q8
points = {p: tongits.deadwood(q.hands[p], rules) for p in q.names}
answer = tongits.stock_out_result(points, q.last_drawer, q.exposed_counts, rules,
                                  concealed_fours=q.concealed_fours).burned
"""),
    ("""
## 9 · Who wins the Fight?

Opponents with a meld on the table answer the Fight: **Fold** (*Bỏ cuộc*, lose at once) or
**Challenge** (*Thách đấu*). Among the caller and the challengers the lowest deadwood wins;
a tie follows the house rule `fight_tie_winner`. Answer with a player, e.g. `"B"`.
""", """
q = ex.q9
points = {p: tongits.deadwood(q.hands[p], rules) for p in q.names}
answer = tongits.fight_result(q.caller, points, q.responses, q.exposed_counts, rules,
                              order=q.order).winner
"""),
    ("""
## 10 · Settling the Fight

Every loser pays the winner a multiple of the base stake: a folder `fold_penalty`, a beaten
challenger (or caller) `challenge_loss`, a burned player `burn_penalty`. Payments are
zero-sum. Answer with a number.
""", """
q = ex.q10
points = {p: tongits.deadwood(q.hands[p], rules) for p in q.names}
outcome = tongits.fight_result(q.caller, points, q.responses, q.exposed_counts, rules, order=q.order)
answer = outcome.payments[outcome.winner]
"""),
    ("""
## 11 · Stock out, with a tie

When the stock runs out everybody counts deadwood and the lowest wins. The sources disagree
about ties, so a room picks a tie-break: `last_drawer_loses` (the default, from the seed's
FAQ), `last_drawer_wins` or `fewer_cards`. This question picks one for you. Answer with a player.
""", """
q = ex.q11
points = {p: tongits.deadwood(q.hands[p], q.rules) for p in q.names}
answer = tongits.stock_out_result(points, q.last_drawer, q.exposed_counts, q.rules,
                                  cards=q.cards, order=q.order).winner
"""),
]

cells = [intro, setup]
for n, (heading, solution) in enumerate(QUESTIONS, start=1):
    cells.append(md(heading))
    cells.append(code(f"ex.q{n}"))
    cells.append(code(f"# BEGIN SOLUTION\n{solution.strip()}\n# END SOLUTION\nex.q{n}.check(answer)", CHECK))

cells += [
    md("""
## Your progress

Run this cell at any time: ✔ right, ✘ not yet right, – not answered.
"""),
    code("ex.progress()"),
    md("""
**Next.** Deal yourself a fresh set with another `SEED`, or try a house rule and see
which answers change. The course notebooks in `notebooks/tongits/` explain every rule
these questions use.
"""),
]

if __name__ == "__main__":
    from cardlab.exercises.student import make_student_copy

    solution = notebook(ROOT / "exercises" / "solutions" / "tongits.ipynb", cells)
    path, count = make_student_copy(solution, ROOT / "exercises" / "tongits.ipynb", execute=True)
    tidy(path)
    print(f"wrote {solution} and {path} ({count} solution blocks)")
