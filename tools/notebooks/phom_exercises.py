"""Builds the Phỏm exercise notebook in English and Vietnamese: the keys
exercises/[vi/]solutions/phom.ipynb (executed, graded) and the learners' copies exercises/[vi/]phom.ipynb.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/phom_exercises.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import code, exercise, md  # noqa: E402
from exercise_cells import closing_cells, question_cells, rules_page  # noqa: E402


def _rules_page(t) -> str:
    return rules_page(t, "phom")


def intro(t):
    return md(t(f"""
# Phỏm exercises

Twelve graded questions, easiest first. **When you have finished you will be able to** tell a
phỏm from a near miss (eaten cards included), count the points of a hand (J = 11, Q = 12,
K = 13), decide when a discard may be eaten and into which phỏm, lay down for the fewest
points, decide when a card may be sent (*gửi bài*), recognise **Ù** and **Ù tròn**, price an
eat (the **chốt** too), spot who is **móm**, and settle a hand: who wins, who pays what, **Ù
đền**, and a player's total. The rules are those of the **Xeeng Phỏm guide** ("Luật Chơi Phỏm
trong Xeeng Online"), set out on [the Phỏm rules page]({_rules_page(t)}).

**How it works.** Each question shows its cards. Write your answer in place of the `...` on
the `answer = ...` line and run the cell (Shift + Enter):

* a green **✔** means right, and the engine explains why;
* a red **✘** says which rule to look at; from your second try it also gives a closer nudge
  about this hand, and it names a common slip when your answer is the one that slip gives
  (counting J as 10 as in Tongits, say, or a phỏm holding two eaten cards). It never tells
  you the answer;
* `ex.q3.hint()` gives the hints one at a time: first the rule, then the nudge;
* `ex.q3.solution()` shows the answer with the engine's explanation. The question is then
  marked *answer shown*: a right answer after that is not counted.

**Your score** is what `pytest --nbval-lax exercises/phom.ipynb` says: one failed test per
question not yet right (or right only after its solution was shown), nothing else. While you
work in JupyterLab a ✘ never stops the notebook.

* Change `SEED`, the deal number, to be dealt other hands; every expected answer is computed by
  the engine for those hands.
* Switch a **house rule** with `rules = phom.Rules(...)`, e.g.
  `phom.Rules(max_eaten_cards_per_phom=2)` or `phom.Rules(u_definition="no_deadwood")`. The
  questions say which options they use; question 7 picks its own payment table.

<!-- BEGIN SOLUTION -->
> **For teachers.** This is the answer key: each answer sits between `# BEGIN SOLUTION` and
> `# END SOLUTION` and uses the engine's calculators, so it stays right for any `SEED` and any
> house rules. The learners' copy `exercises/phom.ipynb` is made from it (each answer replaced
> by `answer = ...`, this note removed). How to hand it out, collect and grade a class:
> [the teachers' notebook](for_teachers.ipynb); questions on chosen cards are built like
> `PointsQuestion(hand="AS 2S 3S 7H KD")` from `cardlab.exercises.phom`.
<!-- END SOLUTION -->
""", f"""
# Bài tập Phỏm

Mười hai câu hỏi có chấm điểm, từ dễ đến khó. **Làm xong, bạn sẽ** phân biệt được phỏm với
những bộ bài "suýt thành phỏm" (kể cả khi có lá ăn), đếm được điểm của bài trên tay (J = 11,
Q = 12, K = 13), biết khi nào được ăn lá vừa đánh và ăn vào phỏm nào, hạ phỏm sao cho còn ít
điểm nhất, biết khi nào được gửi bài, nhận ra **Ù** và **Ù tròn**, tính tiền bị ăn bài (cả ăn
**chốt**), nhận ra ai bị **móm**, và phân xử một ván: ai thắng, ai trả bao nhiêu, **Ù đền**, và
tổng tiền của một người chơi. Luật chơi theo **hướng dẫn Phỏm của Xeeng** ("Luật Chơi Phỏm trong
Xeeng Online"), được trình bày ở [trang luật chơi Phỏm]({_rules_page(t)}).

**Cách làm bài.** Mỗi câu hỏi hiện các lá bài của nó. Viết câu trả lời thay cho dấu `...` ở dòng
`answer = ...` rồi chạy ô (Shift + Enter):

* dấu **✔** màu xanh là đúng, kèm lời giải thích của máy;
* dấu **✘** màu đỏ cho biết luật cần xem lại; từ lần thử thứ hai, nó gợi ý sát hơn về chính ván
  bài này, và chỉ ra lỗi hay gặp khi câu trả lời của bạn đúng là kết quả của lỗi đó (ví dụ tính
  J là 10 như trong Tongits, hay một phỏm chứa hai lá ăn). Nó không bao giờ nói đáp án;
* `ex.q3.hint()` cho từng gợi ý một: trước là luật, sau là gợi ý sát hơn;
* `ex.q3.solution()` cho xem đáp án kèm giải thích của máy. Câu hỏi khi đó được ghi là *đã xem
  đáp án*: trả lời đúng sau đó không được tính điểm.

**Điểm của bạn** là kết quả của lệnh `pytest --nbval-lax exercises/vi/phom.ipynb`: mỗi câu chưa
đúng (hoặc chỉ đúng sau khi đã xem đáp án) là một lỗi, ngoài ra không có lỗi nào khác. Khi bạn
làm bài trong JupyterLab, dấu ✘ không bao giờ làm notebook dừng lại.

* Đổi `SEED` (số ván chia) để được chia những ván bài khác; máy tính lại mọi đáp án cho các ván đó.
* Bật **luật nhà** bằng `rules = phom.Rules(...)`, ví dụ `phom.Rules(max_eaten_cards_per_phom=2)`
  hoặc `phom.Rules(u_definition="no_deadwood")`. Mỗi câu hỏi đều ghi rõ những tùy chọn nó dùng;
  câu 7 tự chọn cách tính tiền ăn bài.

<!-- BEGIN SOLUTION -->
> **Dành cho giáo viên.** Đây là bản đáp án: mỗi đáp án nằm giữa `# BEGIN SOLUTION` và
> `# END SOLUTION` và dùng các hàm tính của máy, nên luôn đúng với mọi `SEED` và mọi luật nhà.
> Bản cho người học `exercises/vi/phom.ipynb` được tạo từ bản này (mỗi đáp án thay bằng
> `answer = ...`, ghi chú này bị bỏ đi). Cách phát bài, thu bài và chấm điểm cả lớp:
> [notebook dành cho giáo viên](for_teachers.ipynb); câu hỏi trên những lá bài bạn chọn được tạo
> như `PointsQuestion(hand="AS 2S 3S 7H KD")` từ `cardlab.exercises.phom`.
<!-- END SOLUTION -->
"""))


def setup(t):
    return code(f"""
import cardlab
from cardlab import phom
from cardlab.exercises import phom_set

cardlab.set_language("{t.lang}")
SEED = 2024                  # {t("the deal number: change it to be dealt other hands",
                                  "số ván chia: đổi số này để được chia những ván khác")}
rules = phom.Rules()         # {t("house rules, e.g. phom.Rules(max_eaten_cards_per_phom=2)",
                                  "luật nhà, ví dụ phom.Rules(max_eaten_cards_per_phom=2)")}
ex = phom_set(seed=SEED, rules=rules, name="{t("Phỏm", "Phỏm")}")
ex
""")


#: The end of a hand as phom.settle takes it, written out in each key that needs it.
END_TABLE = """
table = {p: {"deadwood": sum(phom.card_points(c, rules) for c in q.table.left[p]),
             "mom": not q.table.melds[p],
             "laydown_order": q.table.order.index(p) + 1} for p in q.names}
"""

# (English text, Vietnamese text, solution code)
QUESTIONS = [
    ("""
## 1 · Phỏm or not?

A **phỏm ngang** is 3 or 4 cards of one rank; a **phỏm dọc** is 3 or more consecutive cards **of
one suit**. Aces are low: A-2-3 is a phỏm, Q-K-A is not. One phỏm may hold at most **one eaten
card** (`max_eaten_cards_per_phom`). Answer `True` or `False`.
""", """
## 1 · Có phải là phỏm không?

**Phỏm ngang** là 3 hoặc 4 lá cùng số; **phỏm dọc** là từ 3 lá liên tiếp trở lên **cùng chất**. Lá A
là lá nhỏ nhất: A-2-3 là phỏm, Q-K-A thì không. Mỗi phỏm chỉ được chứa tối đa **một lá ăn**
(`max_eaten_cards_per_phom`). Trả lời `True` (có) hoặc `False` (không).
""", """
answer = phom.check_meld(ex.q1.cards, ex.q1.eaten, rules).ok
"""),
    ("""
## 2 · Points of a hand

Cards in phỏm do not count. The rest count their points: A = 1, 2–10 their face value,
**J = 11, Q = 12, K = 13** (not 10 as in Tongits). Answer with a number.
""", """
## 2 · Điểm của bài trên tay

Lá nằm trong phỏm không bị tính. Các lá còn lại tính điểm của nó: A = 1, 2–10 theo số,
**J = 11, Q = 12, K = 13** (không phải 10 như trong Tongits). Trả lời bằng một số.
""", """
answer = phom.deadwood(ex.q2.hand, rules)
"""),
    ("""
## 3 · Eat (ăn)

You may eat the previous player's discard only if it makes a phỏm with cards in your hand. The
eaten card stays in view and must end the hand in a phỏm, and no phỏm may hold two eaten cards.
Answer `False` if you may not eat it, otherwise the cards from your hand that make the phỏm
with it, e.g. `answer = "6S 7S"`.
""", """
## 3 · Ăn bài

Bạn chỉ được ăn lá người chơi liền trước vừa đánh nếu nó ghép với các lá trên tay thành phỏm.
Lá ăn được để lộ và phải nằm trong phỏm đến cuối ván, và không phỏm nào được chứa hai lá ăn.
Trả lời `False` nếu không được ăn, còn nếu được thì ghi các lá trên tay ghép với nó thành phỏm,
ví dụ `answer = "6S 7S"`.
""", """
q = ex.q3
after = list(q.hand) + [q.discard]
eaten = list(q.eaten) + [q.discard]
best = phom.arrange(after, rules, eaten=eaten)
spare = any(phom.arrange([c for c in after if c != x], rules, eaten=eaten).feasible
            for x in after if x not in eaten)
legal = best.feasible and spare
answer = next(m.cards for m in best.melds if q.discard in m.cards) if legal else False
"""),
    ("""
## 4 · The best lay-down (hạ phỏm)

Some cards could go in two phỏm; each card belongs to one, and every eaten card must be laid
down in a phỏm. Answer with a list of phỏm, e.g. `answer = ["7S 7H 7D", "9C 10C JC"]` (`[]` if
there is none). Any lay-down that leaves the fewest points is right.
""", """
## 4 · Hạ phỏm thế nào cho tốt nhất

Có lá có thể thuộc hai phỏm, nhưng mỗi lá chỉ được nằm trong một phỏm, và mọi lá ăn đều phải
được hạ trong phỏm. Trả lời bằng danh sách các phỏm, ví dụ `answer = ["7S 7H 7D", "9C 10C JC"]`
(`[]` nếu không có phỏm nào). Cách hạ nào để lại ít điểm nhất cũng đều đúng.
""", """
answer = phom.arrange(ex.q4.hand, rules, eaten=ex.q4.eaten).melds
"""),
    ("""
## 5 · Sending (gửi bài)

Cards are sent only in the **4th round**, only by a player who has **laid down a phỏm**, only
onto phỏm of players who laid down **before** them, and the card must extend the phỏm. Answer
`True` or `False`.
""", """
## 5 · Gửi bài

Chỉ được gửi bài ở **vòng 4**, người gửi phải **đã hạ phỏm**, chỉ gửi vào phỏm của người hạ bài
**trước** mình, và lá gửi phải nối được vào phỏm. Trả lời `True` hoặc `False`.
""", """
q = ex.q5
answer = phom.check_send(q.card, q.phom, round=q.round, sender_has_phom=q.laid_down,
                         target_laid_down_before_sender=q.before, rules=rules).ok
"""),
    ("""
## 6 · Ù or Ù tròn?

**Ù**: the 10 cards make 3 phỏm and one odd card; **Ù tròn**: 3 phỏm and no odd card. An eaten
card is never the odd card. Answer `"ù"`, `"ù tròn"` or `False`.
""", """
## 6 · Ù hay Ù tròn?

**Ù**: 10 lá ghép thành 3 phỏm và dư 1 lá lẻ; **Ù tròn**: 3 phỏm, không dư lá nào. Lá ăn không bao
giờ được là lá lẻ. Trả lời `"ù"`, `"ù tròn"` hoặc `False`.
""", """
answer = phom.check_u(ex.q6.hand, rules, eaten=ex.q6.eaten).kind or False
"""),
    ("""
## 7 · What does an eat cost?

The discarder pays the eater at once. With `by_round` a card eaten in round x costs x bets and
the **chốt** (a card eaten in the last round) costs `chot_multiplier`; with `by_eat_order` the
1st, 2nd, 3rd card eaten from the same player costs 1, 2, 3 and the chốt 3. This question picks
the room's table. Answer with a number.
""", """
## 7 · Bị ăn một lá mất bao nhiêu?

Người đánh trả ngay cho người ăn. Với `by_round`, lá bị ăn ở vòng x mất x lần tiền cược, còn **ăn
chốt** (lá bị ăn ở vòng cuối) mất `chot_multiplier` lần; với `by_eat_order`, lá thứ 1, 2, 3 bị cùng
một người ăn mất 1, 2, 3 lần và ăn chốt mất 3 lần. Câu hỏi này tự chọn cách tính của phòng. Trả
lời bằng một số.
""", """
q = ex.q7
answer = phom.eat_payment(q.round, q.nth, is_chot=q.round == q.rules.rounds, bet=q.bet, rules=q.rules)
"""),
    ("""
## 8 · Who is móm?

A player who holds a phỏm must lay it down; only a player with **no phỏm at all** to lay down
is móm — whatever their points. Answer with a list of players, e.g. `["B"]`, or `[]` for nobody.
""", """
## 8 · Ai bị móm?

Người đang có phỏm thì phải hạ; chỉ người **không có phỏm nào** để hạ mới bị móm — dù điểm bao
nhiêu. Trả lời bằng danh sách người chơi, ví dụ `["B"]`, hoặc `[]` nếu không ai bị móm.
""", """
q = ex.q8
answer = [p for p in q.names if not phom.arrange(q.hands[p], rules).melds]
"""),
    ("""
## 9 · Who wins the hand?

Without Ù, the fewest points win; equal points go to whoever laid down **first**; a móm player
ranks last; if everyone is móm, the first móm wins. Answer with a player, e.g. `"B"`.
""", """
## 9 · Ai thắng ván?

Không ai Ù thì ai ít điểm nhất thắng; bằng điểm thì ai hạ bài **trước** thắng; người móm xếp cuối;
nếu tất cả đều móm thì người móm đầu tiên thắng. Trả lời bằng tên một người chơi, ví dụ `"B"`.
""", """
q = ex.q9""" + END_TABLE + """answer = phom.settle(table, rules=rules).winner
"""),
    ("""
## 10 · Who pays what?

2nd, 3rd and last place pay 1, 2 and 3 bets; a **móm** player pays the last place's amount
**plus one** (4 in all). With 3 players, 2nd pays 1 and 3rd pays 2. Answer with a number.
""", """
## 10 · Ai trả bao nhiêu?

Về nhì, ba, bét trả lần lượt 1, 2, 3 lần tiền cược; người **móm** trả bằng người về bét **cộng thêm
một** (tổng cộng 4). Bàn 3 người thì về nhì trả 1, về ba trả 2. Trả lời bằng một số.
""", """
q = ex.q10""" + END_TABLE + """answer = -phom.settle(table, bet=q.bet, rules=rules).payments[q.player]
"""),
    ("""
## 11 · Ù đền

For Ù each other player pays 5 bets. **Ù đền**: if the winner ate three of one player's discards,
that player alone pays every loser's share; so does whoever ate the chốt when the next player
Ù's by eating their discard (*tái chốt*). Answer with a number.
""", """
## 11 · Ù đền

Khi Ù, mỗi người còn lại trả 5 lần tiền cược. **Ù đền**: nếu người Ù đã ăn ba lá của cùng một người
thì riêng người đó trả phần của mọi người thua; người ăn chốt cũng phải đền như vậy khi người kế
tiếp ăn lại lá mình đánh ra mà Ù (*tái chốt*). Trả lời bằng một số.
""", """
q = ex.q11
den = next((v for v in q.players if v != q.winner and q.eats.count(v) >= 3), None)
if den is None and rules.den_on_tai_chot:
    den = q.tai_chot
answer = -phom.settle_u(q.winner, q.players, kind=q.kind, den_payer=den, rules=rules).payments[q.player]
"""),
    ("""
## 12 · A player's total for the hand

Add what the player gained and lost on eaten cards (paid at once, round by round) to what they
gained or lost at the end of the hand. Answer a gain as a positive number, a loss as a negative
one.
""", """
## 12 · Tổng tiền của một người chơi trong ván

Cộng tiền người chơi được và mất khi ăn bài (trả ngay, theo từng vòng) với tiền được hay mất cuối
ván. Được tiền ghi số dương, mất tiền ghi số âm.
""", """
q = ex.q12""" + END_TABLE + """money, nth = 0, {}
for eater, victim, rnd in q.eats:
    nth[eater, victim] = nth.get((eater, victim), 0) + 1
    cost = phom.eat_payment(rnd, nth[eater, victim], is_chot=rnd == rules.rounds, rules=rules)
    money += cost if eater == q.player else -cost if victim == q.player else 0
answer = money + phom.settle(table, rules=rules).payments[q.player]
"""),
]


def cells(t):
    return [intro(t), setup(t)] + question_cells(t, QUESTIONS) + closing_cells(t, _rules_page(t), "Phỏm")


if __name__ == "__main__":
    exercise("phom.ipynb", cells)
