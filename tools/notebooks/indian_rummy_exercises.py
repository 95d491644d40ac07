"""Builds the Indian Rummy exercise notebook in English and Vietnamese: the keys
exercises/[vi/]solutions/indian_rummy.ipynb (executed, graded) and the learners' copies
exercises/[vi/]indian_rummy.ipynb.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_exercises.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import code, exercise, md  # noqa: E402
from exercise_cells import closing_cells, question_cells, rules_page  # noqa: E402


def _rules_page(t) -> str:
    return rules_page(t, "indian_rummy")


def intro(t):
    return md(t(f"""
# Indian Rummy exercises

Twelve graded questions, easiest first. **When you have finished you will be able to** read the
wild rank of a deal, tell a valid group from a near miss, tell a **pure** sequence from an
**impure** one (a wild card in its own place keeps a sequence pure), count penalty points, price a
drop, judge a show, find the card to put face down and group a hand into a valid show, decide
between dropping and playing on, and settle a deal in Points and in Pool. The rules are those of
the **Indian Rummy guide** (its Vietnamese article), set out on
[the Indian Rummy rules page]({_rules_page(t)}).

**How it works.** Each question shows its cards. Write your answer in place of the `...` on
the `answer = ...` line and run the cell (Shift + Enter):

* a green **✔** means right, and the engine explains why;
* a red **✘** says which rule to look at; from your second try it also gives a closer nudge
  about these cards, and it names a common slip when your answer is the one that slip gives
  (same colour taken for same suit, say, K-A-2 taken for a sequence, or a show without a pure
  sequence). It never tells you the answer;
* `ex.q3.hint()` gives the hints one at a time: first the rule, then the nudge;
* `ex.q3.solution()` shows the answer with the engine's explanation. The question is then
  marked *answer shown*: a right answer after that is not counted.

**Your score** is what `pytest --nbval-lax exercises/indian_rummy.ipynb` says: one failed test per
question not yet right (or right only after its solution was shown), nothing else. While you
work in JupyterLab a ✘ never stops the notebook.

* Card notation: `7H` is 7♥, `10S` is 10♠, `JK` a printed joker 🃏. Two decks are in play, so
  the same card may appear twice.
* Change `SEED`, the deal number, to be dealt other cards; every expected answer is computed by
  the engine for those cards.
* Switch a **house rule** with `rules = indian_rummy.Rules(...)`, e.g.
  `indian_rummy.Rules(loser_grouping_requirement="two_sequences_one_pure")` or
  `indian_rummy.Rules(joker_in_set_allowed=False)`. The questions say which options they use;
  questions 5 and 12 pick their own format (Points, Pool 101, Pool 201).

<!-- BEGIN SOLUTION -->
> **For teachers.** This is the answer key: each answer sits between `# BEGIN SOLUTION` and
> `# END SOLUTION` and uses the engine's calculators, so it stays right for any `SEED` and any
> house rules. The learners' copy `exercises/indian_rummy.ipynb` is made from it (each answer
> replaced by `answer = ...`, this note removed). How to hand it out, collect and grade a class:
> [the teachers' notebook](for_teachers.ipynb); questions on chosen cards are built like
> `PenaltyQuestion(hand="7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H")` (the guide's Bình) from
> `cardlab.exercises.indian_rummy`.
<!-- END SOLUTION -->
""", f"""
# Bài tập Indian Rummy

Mười hai câu hỏi có chấm điểm, từ dễ đến khó. **Làm xong, bạn sẽ** đọc được joker chỉ định của
ván, phân biệt nhóm hợp lệ với những nhóm "suýt đúng", phân biệt **dãy thuần** với **dãy có
joker** (lá joker chỉ định nằm đúng vị trí của nó thì dãy vẫn thuần), đếm điểm phạt, biết bỏ cuộc
bị phạt bao nhiêu, chấm một lần khai bài, tìm lá cần úp và xếp nhóm để khai hợp lệ, chọn giữa bỏ
cuộc và chơi tiếp, và tính điểm một ván theo Points và Pool. Luật chơi theo **bài hướng dẫn Indian
Rummy** (bài viết tiếng Việt), được trình bày ở [trang luật chơi Indian Rummy]({_rules_page(t)}).

**Cách làm bài.** Mỗi câu hỏi hiện các lá bài của nó. Viết câu trả lời thay cho dấu `...` ở dòng
`answer = ...` rồi chạy ô (Shift + Enter):

* dấu **✔** màu xanh là đúng, kèm lời giải thích của máy;
* dấu **✘** màu đỏ cho biết luật cần xem lại; từ lần thử thứ hai, nó gợi ý sát hơn về chính các lá
  bài này, và chỉ ra lỗi hay gặp khi câu trả lời của bạn đúng là kết quả của lỗi đó (ví dụ coi cùng
  màu là cùng chất, coi K-A-2 là dãy, hay khai bài mà không có dãy thuần). Nó không bao giờ nói đáp
  án;
* `ex.q3.hint()` cho từng gợi ý một: trước là luật, sau là gợi ý sát hơn;
* `ex.q3.solution()` cho xem đáp án kèm giải thích của máy. Câu hỏi khi đó được ghi là *đã xem
  đáp án*: trả lời đúng sau đó không được tính điểm.

**Điểm của bạn** là kết quả của lệnh `pytest --nbval-lax exercises/vi/indian_rummy.ipynb`: mỗi câu
chưa đúng (hoặc chỉ đúng sau khi đã xem đáp án) là một lỗi, ngoài ra không có lỗi nào khác. Khi bạn
làm bài trong JupyterLab, dấu ✘ không bao giờ làm notebook dừng lại.

* Cách ghi lá bài: `7H` là 7♥, `10S` là 10♠, `JK` là joker in hình 🃏. Ván chơi dùng hai bộ bài nên
  một lá có thể xuất hiện hai lần.
* Đổi `SEED` (số ván chia) để được chia những ván bài khác; máy tính lại mọi đáp án cho các ván đó.
* Bật **luật nhà** bằng `rules = indian_rummy.Rules(...)`, ví dụ
  `indian_rummy.Rules(loser_grouping_requirement="two_sequences_one_pure")` hoặc
  `indian_rummy.Rules(joker_in_set_allowed=False)`. Mỗi câu hỏi đều ghi rõ những tùy chọn nó dùng;
  câu 5 và câu 12 tự chọn hình thức chơi (Points, Pool 101, Pool 201).

<!-- BEGIN SOLUTION -->
> **Dành cho giáo viên.** Đây là bản đáp án: mỗi đáp án nằm giữa `# BEGIN SOLUTION` và
> `# END SOLUTION` và dùng các hàm tính của máy, nên luôn đúng với mọi `SEED` và mọi luật nhà.
> Bản cho người học `exercises/vi/indian_rummy.ipynb` được tạo từ bản này (mỗi đáp án thay bằng
> `answer = ...`, ghi chú này bị bỏ đi). Cách phát bài, thu bài và chấm điểm cả lớp:
> [notebook dành cho giáo viên](for_teachers.ipynb); câu hỏi trên những lá bài bạn chọn được tạo
> như `PenaltyQuestion(hand="7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H")` (bài của Bình trong bài
> hướng dẫn) từ `cardlab.exercises.indian_rummy`.
<!-- END SOLUTION -->
"""))


def setup(t):
    return code(f"""
import cardlab
from cardlab import indian_rummy
from cardlab.exercises import indian_rummy_set

cardlab.set_language("{t.lang}")
SEED = 2024                          # {t("the deal number: change it to be dealt other cards",
                                          "số ván chia: đổi số này để được chia những ván khác")}
rules = indian_rummy.Rules()         # {t("house rules, e.g. indian_rummy.Rules(joker_in_set_allowed=False)",
                                          "luật nhà, ví dụ indian_rummy.Rules(joker_in_set_allowed=False)")}
ex = indian_rummy_set(seed=SEED, rules=rules, name="Indian Rummy")
ex
""")


#: A player's points for a deal, from what happened to them: written out in each key that needs it.
POINTS_OF = """
def points_of(event, wild, rules):
    kind = event[0]
    if kind == "hand":
        return indian_rummy.penalty(event[1], wild_rank=wild, rules=rules)
    if kind == "penalty":
        return event[1]
    if kind == "wrong_show":
        return indian_rummy.wrong_show_penalty(rules)
    if kind in ("first_drop", "middle_drop"):
        return indian_rummy.drop_penalty(kind == "first_drop", rules)
    return 0                                   # WINNER
"""

# (English text, Vietnamese text, solution code)
QUESTIONS = [
    ("""
## 1 · The wild rank

After the deal one card is cut from the stock: every card of its rank, in all four suits, is a
**wild joker** for the deal. A printed joker cut as the indicator makes the **Aces** wild. Answer
with a rank, e.g. `"7"` or `"A"` (`"none"` if no rank is wild).
""", """
## 1 · Joker chỉ định

Sau khi chia, một lá được lật từ nọc: mọi lá cùng giá trị với lá đó, ở cả bốn chất, là **joker chỉ
định** của ván. Nếu lật trúng joker in hình thì các lá **A** là joker chỉ định. Trả lời bằng một giá
trị, ví dụ `"7"` hoặc `"A"` (`"không"` nếu không có joker chỉ định).
""", """
answer = indian_rummy.wild_rank(ex.q1.indicator, rules)
"""),
    ("""
## 2 · A valid group?

A **sequence** is 3 or more consecutive cards **of one suit** (A-2-3 and Q-K-A count, K-A-2 does
not); a **set** is 3 or 4 cards of one rank in **different** suits — two 9♥ from the two decks
are one suit. A joker may stand in for a missing card. Answer `True` or `False`.
""", """
## 2 · Có phải nhóm hợp lệ không?

**Dãy** là từ 3 lá liên tiếp trở lên **cùng chất** (A-2-3 và Q-K-A được, K-A-2 thì không); **bộ cùng
số** là 3 hoặc 4 lá cùng giá trị **khác chất** — hai lá 9♥ của hai bộ bài vẫn là một chất. Joker có
thể thay cho lá còn thiếu. Trả lời `True` (có) hoặc `False` (không).
""", """
answer = indian_rummy.check_meld(ex.q2.cards, ex.q2.wild, rules).ok
"""),
    ("""
## 3 · Pure or impure?

A **pure sequence** uses no joker for a missing card. A wild card standing in **its own
place** is a natural card there, so the sequence stays pure; a joker standing in for a missing
card makes it **impure**. Answer `"pure"`, `"impure"`, `"set"` or `"none"`.
""", """
## 3 · Dãy thuần hay dãy có joker?

**Dãy thuần** không dùng joker thay cho lá còn thiếu. Lá joker chỉ định nằm **đúng vị trí của nó**
vẫn là lá thường ở đó, nên dãy vẫn thuần; có joker thay cho lá còn thiếu thì là **dãy có joker**.
Trả lời `"dãy thuần"`, `"dãy có joker"`, `"bộ"` hoặc `"không"`.
""", """
q = ex.q3
answer = indian_rummy.check_meld(q.cards, q.wild, rules).kind or "none"
"""),
    ("""
## 4 · Penalty points of loose cards

A, K, Q, J count **10**; 2–10 their face value; printed and wild jokers **0**. Answer with a
number.
""", """
## 4 · Điểm phạt của các lá lẻ

Lá A, K, Q, J tính **10** điểm; 2–10 tính theo số; joker in hình và joker chỉ định tính **0**. Trả lời
bằng một số.
""", """
q = ex.q4
answer = sum(indian_rummy.card_points(c, q.wild, rules) for c in q.cards)
"""),
    ("""
## 5 · What does a drop cost?

A **first drop** (before one's first draw) costs 20 points and a **middle drop** 40 — in Pool 201,
25 and 50. This question picks the format. Answer with a number.
""", """
## 5 · Bỏ cuộc bị phạt bao nhiêu?

**Bỏ cuộc ở lượt đầu** (trước lần bốc đầu tiên) bị 20 điểm, **bỏ cuộc giữa ván** bị 40 — ở Pool 201
là 25 và 50. Câu hỏi này tự chọn hình thức chơi. Trả lời bằng một số.
""", """
q = ex.q5
answer = indian_rummy.drop_penalty(q.first, q.rules)
"""),
    ("""
## 6 · A valid show?

To show, a player puts the 14th card face down and shows 13 cards: **all** in valid groups, with
at least **two sequences**, at least **one of them pure**. Otherwise it is a wrong show (80
points). Answer `True` or `False`.
""", """
## 6 · Khai hợp lệ không?

Khi khai bài, người chơi úp lá thứ 14 và khai 13 lá: **tất cả** nằm trong các nhóm hợp lệ, có ít nhất
**hai dãy**, trong đó ít nhất **một dãy thuần**. Nếu không thì là khai sai (80 điểm). Trả lời `True`
hoặc `False`.
""", """
q = ex.q6
answer = indian_rummy.check_declaration(q.groups, q.wild, rules).ok
"""),
    ("""
## 7 · A loser's penalty

A loser **with a pure sequence** counts only the cards outside valid groups; a loser **without one**
counts every card. A penalty is capped at **80**. Answer with a number.
""", """
## 7 · Điểm phạt của người thua

Người thua **có dãy thuần** chỉ bị tính các lá nằm ngoài các nhóm hợp lệ; người thua **không có dãy
thuần** bị tính toàn bộ bài. Điểm phạt tối đa là **80**. Trả lời bằng một số.
""", """
q = ex.q7
answer = indian_rummy.penalty(q.hand, wild_rank=q.wild, rules=rules)
"""),
    ("""
## 8 · Which card to put face down?

You hold 14 cards just after drawing. Put one face down so that the other 13 make a valid show.
Answer with one card, e.g. `"KH"` (`"JK"` for a printed joker). Any card that works is right.
""", """
## 8 · Úp lá nào?

Bạn vừa bốc bài và đang có 14 lá. Hãy úp một lá để 13 lá còn lại khai hợp lệ. Trả lời bằng một lá,
ví dụ `"KH"` (`"JK"` là joker in hình). Lá nào làm được điều đó cũng đều đúng.
""", """
answer = indian_rummy.arrange(ex.q8.hand, ex.q8.wild, rules).discard
"""),
    ("""
## 9 · Group a valid show

Group the 13 cards into a valid show: every card in one group, two sequences or more, one of
them pure. Answer with a list of groups, e.g. `["3H 4H 5H", "8S JK 10S JS", "QH QD QC",
"6H 6S 6C"]`. Any valid grouping is right.
""", """
## 9 · Xếp nhóm để khai hợp lệ

Hãy xếp 13 lá thành một lần khai hợp lệ: mỗi lá nằm trong một nhóm, có từ hai dãy trở lên, trong đó
một dãy thuần. Trả lời bằng danh sách các nhóm, ví dụ `["3H 4H 5H", "8S JK 10S JS", "QH QD QC",
"6H 6S 6C"]`. Cách xếp nào hợp lệ cũng đều đúng.
""", """
answer = indian_rummy.arrange(ex.q9.hand, ex.q9.wild, rules).groups
"""),
    ("""
## 10 · Drop or play on?

Dropping now costs the drop; playing on, if someone shows before you improve, costs this
hand's penalty. Which costs fewer points now? Answer `"drop"` or `"play"` (on equal costs,
play on: the hand may still improve).
""", """
## 10 · Bỏ cuộc hay chơi tiếp?

Bỏ cuộc ngay thì bị mức phạt bỏ cuộc; chơi tiếp mà có người khai trước khi bạn kịp cải thiện bài
thì bị điểm phạt của bài này. Lúc này cách nào bị ít điểm hơn? Trả lời `"bỏ cuộc"` hoặc
`"chơi tiếp"` (nếu bằng nhau thì chơi tiếp: bài vẫn có thể khá lên).
""", """
q = ex.q10
drop = indian_rummy.drop_penalty(q.first, rules)
answer = "drop" if drop < indian_rummy.penalty(q.hand, wild_rank=q.wild, rules=rules) else "play"
"""),
    ("""
## 11 · What does the winner collect?

In Points Rummy every loser pays the winner their points: a drop (20 or 40), a wrong show
(80), or a loser's penalty. Answer with a number.
""", """
## 11 · Người thắng thu được bao nhiêu điểm?

Trong Points Rummy mỗi người thua trả cho người thắng số điểm của mình: bỏ cuộc (20 hoặc 40), khai sai
(80), hoặc điểm phạt của người thua. Trả lời bằng một số.
""", """
q = ex.q11""" + POINTS_OF + """
penalties = {p: points_of(e, q.wild, rules) for p, e in q.events.items() if p != q.winner}
answer = indian_rummy.settle_deal(q.winner, penalties, rules).payments[q.winner]
"""),
    ("""
## 12 · Pool: who is out?

In Pool each deal's points add up, and a player whose score **reaches** the limit (101 or 201) is
eliminated. Pool 201 charges 25 and 50 for drops. Answer with a list of players, e.g. `["B"]`,
or `[]` for nobody.
""", """
## 12 · Pool: ai bị loại?

Ở Pool, điểm mỗi ván được cộng dồn, và người chơi có điểm **đạt** giới hạn (101 hoặc 201) thì bị loại.
Pool 201 phạt bỏ cuộc 25 và 50. Trả lời bằng danh sách người chơi, ví dụ `["B"]`, hoặc `[]` nếu không
ai bị loại.
""", """
q = ex.q12""" + POINTS_OF + """
limit = q.rules.pool_limit
answer = [p for p in q.names if q.before[p] + points_of(q.events[p], None, q.rules) >= limit]
"""),
]


def cells(t):
    # The keys' code comments in the notebook's language.
    questions = [(en, vi, solution.replace("# WINNER", t("# the winner", "# người thắng")))
                 for en, vi, solution in QUESTIONS]
    return [intro(t), setup(t)] + question_cells(t, questions) + \
        closing_cells(t, _rules_page(t), "Indian Rummy")


if __name__ == "__main__":
    exercise("indian_rummy.ipynb", cells)
