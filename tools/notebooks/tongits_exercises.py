"""Builds the Tongits exercise notebook in English and Vietnamese: the keys
exercises/[vi/]solutions/tongits.ipynb (executed, graded) and the learners' copies exercises/[vi/]tongits.ipynb.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_exercises.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, IGNORE, code, exercise, md  # noqa: E402


def _lessons(t) -> str:
    """The folder of the Tongits lessons, relative to this notebook (exercises/ or exercises/vi/)."""
    return t("../notebooks/tongits", "../../notebooks/vi/tongits")


def intro(t):
    return md(t(f"""
# Tongits exercises

Eleven graded questions, easiest first. **When you have finished you will be able to**
tell a meld from a near miss, count deadwood, decide when a card may be laid off
(*sapaw*) or a discard chowed, choose the best discard, and settle every ending: who may
call **Fight**, who is **burned**, who wins a Fight or a stock-out and what they collect.
The rules are those of the **H19 Tongits guide** ("Tongits H19 – Luật Chơi & Cách Xếp Bài"),
taught in the [Tongits lessons]({_lessons(t)}/01_deck_deal_words.ipynb).

**How it works.** Each question shows its cards. Write your answer in place of the `...`
on the `answer = ...` line and run the cell (Shift + Enter):

* a green **✔** means right, and the engine explains why;
* a red **✘** says which rule to look at; from your second try it also gives a closer
  nudge about this hand, and it names a common slip when your answer is the one that
  slip gives (counting J, Q, K as 11, 12, 13, say). It never tells you the answer;
* `ex.q3.hint()` gives the hints one at a time: first the rule, then the nudge;
* `ex.q3.solution()` shows the answer with the engine's explanation. The question is
  then marked *answer shown*: a right answer after that is not counted.

**Your score** is what `pytest --nbval-lax exercises/tongits.ipynb` says: one failed test
per question not yet right (or right only after its solution was shown), nothing else.
While you work in JupyterLab a ✘ never stops the notebook.

* Change `SEED`, the deal number, to be dealt other hands; every expected answer is computed
  by the engine for those hands.
* Switch a **house rule** with `rules = tongits.Rules(...)`, e.g.
  `tongits.Rules(ace_high_in_runs=True)` (Q-K-A counts as a run) or
  `tongits.Rules(fight_tie_winner="caller")`. The questions say which options they use.

<!-- BEGIN SOLUTION -->
> **For teachers.** This is the answer key: each answer sits between `# BEGIN SOLUTION`
> and `# END SOLUTION` and uses the engine's calculators, so it stays right for any `SEED`
> and any house rules. The learners' copy `exercises/tongits.ipynb` is made from it (each
> answer replaced by `answer = ...`, this note removed). How to hand it out, collect and
> grade a class, and build your own questions on chosen cards:
> [the teachers' notebook](for_teachers.ipynb).
<!-- END SOLUTION -->
""", f"""
# Bài tập Tongits

Mười một câu hỏi có chấm điểm, từ dễ đến khó. **Làm xong, bạn sẽ** phân biệt được phỏm với
những bộ bài "suýt thành phỏm", đếm được điểm bài rác, biết khi nào được gửi bài hay ăn lá vừa
đánh, chọn được lá nên đánh, và phân xử mọi tình huống kết thúc ván: ai được **Khiêu chiến
(Fight)**, ai bị **cháy bài**, ai thắng khi Khiêu chiến hay khi hết nọc, và người thắng thu về
bao nhiêu. Luật chơi theo **hướng dẫn Tongits của H19** ("Tongits H19 – Luật Chơi & Cách Xếp
Bài"), được giảng trong [các bài học Tongits]({_lessons(t)}/01_deck_deal_words.ipynb).

**Cách làm bài.** Mỗi câu hỏi hiện các lá bài của nó. Viết câu trả lời thay cho dấu `...` ở
dòng `answer = ...` rồi chạy ô (Shift + Enter):

* dấu **✔** màu xanh là đúng, kèm lời giải thích của máy;
* dấu **✘** màu đỏ cho biết luật cần xem lại; từ lần thử thứ hai, nó gợi ý sát hơn về chính ván
  bài này, và chỉ ra lỗi hay gặp khi câu trả lời của bạn đúng là kết quả của lỗi đó (ví dụ tính
  J, Q, K là 11, 12, 13). Nó không bao giờ nói đáp án;
* `ex.q3.hint()` cho từng gợi ý một: trước là luật, sau là gợi ý sát hơn;
* `ex.q3.solution()` cho xem đáp án kèm giải thích của máy. Câu hỏi khi đó được ghi là *đã xem
  đáp án*: trả lời đúng sau đó không được tính điểm.

**Điểm của bạn** là kết quả của lệnh `pytest --nbval-lax exercises/vi/tongits.ipynb`: mỗi câu
chưa đúng (hoặc chỉ đúng sau khi đã xem đáp án) là một lỗi, ngoài ra không có lỗi nào khác.
Khi bạn làm bài trong JupyterLab, dấu ✘ không bao giờ làm notebook dừng lại.

* Đổi `SEED` (số ván chia) để được chia những ván bài khác; máy tính lại mọi đáp án cho các
  ván đó.
* Bật **luật nhà** bằng `rules = tongits.Rules(...)`, ví dụ `tongits.Rules(ace_high_in_runs=True)`
  (Q-K-A được tính là sảnh) hoặc `tongits.Rules(fight_tie_winner="caller")`. Mỗi câu hỏi đều
  ghi rõ những tùy chọn nó dùng.

<!-- BEGIN SOLUTION -->
> **Dành cho giáo viên.** Đây là bản đáp án: mỗi đáp án nằm giữa `# BEGIN SOLUTION` và
> `# END SOLUTION` và dùng các hàm tính của máy, nên luôn đúng với mọi `SEED` và mọi luật nhà.
> Bản cho người học `exercises/vi/tongits.ipynb` được tạo từ bản này (mỗi đáp án thay bằng
> `answer = ...`, ghi chú này bị bỏ đi). Cách phát bài, thu bài, chấm điểm cả lớp và tự soạn câu
> hỏi trên những lá bài bạn chọn: [notebook dành cho giáo viên](for_teachers.ipynb).
<!-- END SOLUTION -->
"""))


def setup(t):
    return code(f"""
import cardlab
from cardlab import tongits
from cardlab.exercises import tongits_set

cardlab.set_language("{t.lang}")
SEED = 2024                  # {t("the deal number: change it to be dealt other hands",
                                  "số ván chia: đổi số này để được chia những ván khác")}
rules = tongits.Rules()      # {t("house rules, e.g. tongits.Rules(ace_high_in_runs=True)",
                                  "luật nhà, ví dụ tongits.Rules(ace_high_in_runs=True)")}
ex = tongits_set(seed=SEED, rules=rules, name="{t("Tongits", "Tongits")}")
ex
""")


# (English heading, Vietnamese heading, solution code)
QUESTIONS = [
    ("""
## 1 · Meld or not?

A **set** is 3 or 4 cards of one rank; a **run** is 3 or more consecutive cards **of one
suit**. Aces are low: A-2-3 is a run, Q-K-A is not (unless the house rule `ace_high_in_runs`
is on). Answer `True` or `False`.
""", """
## 1 · Có phải là phỏm không?

**Bộ** là 3 hoặc 4 lá cùng số; **sảnh** là từ 3 lá liên tiếp trở lên **cùng chất**. Lá A là lá
nhỏ nhất: A-2-3 là sảnh, Q-K-A thì không (trừ khi bật luật nhà `ace_high_in_runs`). Trả lời
`True` (có) hoặc `False` (không).
""", """
answer = tongits.check_meld(ex.q1.cards, rules).ok
"""),
    ("""
## 2 · Count the deadwood

Cards in melds — even melds still held in the hand — do not count. The rest do:
A = 1, 2–9 their face value, 10 J Q K = 10. Answer with a number.
""", """
## 2 · Đếm điểm bài rác

Lá nằm trong phỏm — kể cả phỏm còn giữ trên tay — không bị tính. Các lá còn lại bị tính:
A = 1, 2–9 theo số, 10 J Q K = 10. Trả lời bằng một số.
""", """
answer = tongits.deadwood(ex.q2.hand, rules)
"""),
    ("""
## 3 · Laying off (sapaw)

You may lay a card off onto **any** exposed meld, yours or an opponent's: the fourth card of a
set, or a card that extends a run at either end. Answer `True` or `False`.
""", """
## 3 · Gửi bài

Bạn được gửi một lá vào **bất kỳ** phỏm nào đã hạ, của mình hay của đối thủ: lá thứ tư của một
bộ, hoặc một lá nối dài sảnh ở một trong hai đầu. Trả lời `True` hoặc `False`.
""", """
answer = tongits.check_sapaw(ex.q3.card, ex.q3.meld, rules).ok
"""),
    ("""
## 4 · Chow

You may take the previous player's discard only if it at once completes a **new** meld with
cards from your hand; that meld is exposed immediately. Answer `False` if you may not chow it,
otherwise the cards from your hand that go with it, e.g. `answer = "6S 7S"`.
""", """
## 4 · Ăn bài

Bạn chỉ được ăn lá người chơi liền trước vừa đánh nếu nó ghép ngay với các lá trên tay thành
một phỏm **mới**; phỏm đó phải hạ xuống ngay. Trả lời `False` nếu không được ăn, còn nếu được
thì ghi các lá trên tay ghép với nó, ví dụ `answer = "6S 7S"`.
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
## 5 · Cách xếp bài tốt nhất

Có lá có thể thuộc hai phỏm, nhưng mỗi lá chỉ được nằm trong một phỏm. Trả lời bằng danh sách
các phỏm, ví dụ `answer = ["7S 7H 7D", "9C 10C JC"]` (`[]` nếu không có phỏm nào). Cách xếp nào
để lại ít điểm bài rác nhất cũng đều đúng.
""", """
answer = tongits.arrange(ex.q5.hand, rules).melds
"""),
    ("""
## 6 · May you call Fight?

Fight needs at least one meld of your own on the table, and **no opponent may have laid off
onto your melds since your last turn**. Answer `True` or `False`.
""", """
## 6 · Bạn có được Khiêu chiến không?

Muốn Khiêu chiến (Fight), bạn phải có ít nhất một phỏm của mình trên bàn, và **từ lượt trước
của bạn chưa đối thủ nào gửi bài vào phỏm của bạn**. Trả lời `True` hoặc `False`.
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
## 7 · Nên đánh lá nào?

Sau khi bốc, bạn thừa một lá. Đánh lá nào thì điểm bài rác còn lại ít nhất? Trả lời bằng một
lá, ví dụ `answer = "KH"`. Nếu có nhiều lá tốt như nhau, lá nào trong số đó cũng đúng.
""", """
answer = tongits.arrange(ex.q7.hand, rules).best_discard().card
"""),
    ("""
## 8 · Who is burned?

At any ending, a player who has **exposed no meld** is burned: out of the comparison, last,
and paying the highest penalty. Laying cards off on other players' melds does not count as
exposing one. Answer with a list of players, e.g. `["B"]`, or `[]` for nobody.
""", """
## 8 · Ai bị cháy bài?

Khi ván kết thúc, người chơi **chưa hạ phỏm nào** thì bị cháy bài: không được so điểm, xếp chót
và chịu mức phạt cao nhất. Gửi bài vào phỏm của người khác không tính là đã hạ phỏm. Trả lời
bằng danh sách người chơi, ví dụ `["B"]`, hoặc `[]` nếu không ai bị cháy.
""", """
q = ex.q8
points = {p: tongits.deadwood(q.hands[p], rules) for p in q.names}
answer = tongits.stock_out_result(points, q.last_drawer, q.exposed_counts, rules,
                                  concealed_fours=q.concealed_fours).burned
"""),
    ("""
## 9 · Who wins the Fight?

Opponents with a meld on the table answer the Fight: **fold** (lose at once) or **challenge**.
Among the caller and the challengers the lowest deadwood wins; a tie follows the house rule
`fight_tie_winner`. Answer with a player, e.g. `"B"`.
""", """
## 9 · Ai thắng cuộc Khiêu chiến?

Đối thủ nào đã có phỏm trên bàn thì trả lời lời Khiêu chiến: **bỏ cuộc** (thua ngay) hoặc
**thách đấu**. Giữa người Khiêu chiến và những người thách đấu, ai ít điểm bài rác nhất thì
thắng; hòa điểm thì theo luật nhà `fight_tie_winner`. Trả lời bằng tên một người chơi, ví dụ
`"B"`.
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
## 10 · Thanh toán sau Khiêu chiến

Mỗi người thua trả cho người thắng một bội số của tiền cược cơ bản: người bỏ cuộc trả
`fold_penalty`, người thua khi so bài (thách đấu hay Khiêu chiến) trả `challenge_loss`, người bị
cháy bài trả `burn_penalty`. Tổng tiền thắng thua luôn bằng không. Trả lời bằng một số.
""", """
q = ex.q10
points = {p: tongits.deadwood(q.hands[p], rules) for p in q.names}
outcome = tongits.fight_result(q.caller, points, q.responses, q.exposed_counts, rules, order=q.order)
answer = outcome.payments[outcome.winner]
"""),
    ("""
## 11 · Stock out, with a tie

When the stock runs out everybody counts deadwood and the lowest wins. Ties are settled by a
tie-break the room picks: `last_drawer_loses` (the default, from the H19 Tongits guide's FAQ),
`last_drawer_wins` or `fewer_cards`. This question picks one for you. Answer with a player.
""", """
## 11 · Hết nọc, có người bằng điểm

Khi hết nọc, mọi người đếm điểm bài rác và ai ít điểm nhất thì thắng. Hòa điểm thì phân định theo
luật của phòng: `last_drawer_loses` (mặc định, theo phần hỏi đáp của hướng dẫn Tongits của H19),
`last_drawer_wins` hoặc `fewer_cards`. Câu hỏi này chọn sẵn một luật cho bạn. Trả lời bằng tên
một người chơi.
""", """
q = ex.q11
points = {p: tongits.deadwood(q.hands[p], q.rules) for p in q.names}
answer = tongits.stock_out_result(points, q.last_drawer, q.exposed_counts, q.rules,
                                  cards=q.cards, order=q.order).winner
"""),
]


def cells(t):
    out = [intro(t), setup(t)]
    for n, (en, vi, solution) in enumerate(QUESTIONS, start=1):
        out.append(md(t(en, vi)))
        out.append(code(f"ex.q{n}"))
        out.append(code(f"# BEGIN SOLUTION\n{solution.strip()}\n# END SOLUTION\nex.q{n}.check(answer)", CHECK))
    out += [
        md(t("""
## Your progress

Run this cell at any time: ✔ right, ✘ not yet right (or right only after the answer was
shown), – not answered. `ex.progress().to_csv()` gives the same as a table to save.
""", """
## Tiến độ của bạn

Chạy ô này bất cứ lúc nào: ✔ đúng, ✘ chưa đúng (hoặc chỉ đúng sau khi đã xem đáp án), – chưa
trả lời. `ex.progress().to_csv()` cho cùng bảng đó dưới dạng CSV để lưu lại.
""")),
        code("ex.progress()", IGNORE),
        md(t(f"""
**Next.** Deal yourself a fresh set with another `SEED`, or try a house rule and see which
answers change. The [Tongits lessons]({_lessons(t)}/02_melds_deadwood.ipynb) explain every
rule these questions use.
""", f"""
**Tiếp theo.** Tự chia một bộ câu hỏi mới với `SEED` khác, hoặc bật một luật nhà và xem đáp án
nào thay đổi. [Các bài học Tongits]({_lessons(t)}/02_melds_deadwood.ipynb) giải thích mọi luật
mà các câu hỏi này dùng.
""")),
    ]
    return out


if __name__ == "__main__":
    exercise("tongits.ipynb", cells)
