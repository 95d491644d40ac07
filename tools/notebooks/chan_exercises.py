"""Builds the Chắn exercise notebook in Vietnamese and English: the keys
exercises/[vi/]solutions/chan.ipynb (executed, graded) and the learners' copies exercises/[vi/]chan.ipynb.

Chắn is a Vietnamese game: the Vietnamese notebook is the main one, the English one its twin.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/chan_exercises.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import code, exercise, md  # noqa: E402
from exercise_cells import closing_cells, question_cells, rules_page  # noqa: E402


def _rules_page(t) -> str:
    return rules_page(t, "chan")


def intro(t):
    return md(t(f"""
# Chắn exercises

Twelve graded questions, easiest first, on the 100 long cards of Chắn. **When you have finished
you will be able to** name a card from its characters, spot the red cards, pair a hand into
**Chắn** (two identical cards) and **Cạ** (the same rank in different suits), count **Tôm** and
**Lèo**, tell a win (**ù**) from a near miss, find the cards a hand waits for (**cây chờ**),
know which cards you may discard and when you may capture a card (as Chắn or as Cạ), list the
bonuses (**cước**) of a win, score it, and settle the deal. The rules are those of the **Tổ Tôm /
Chắn page**, set out on [the Chắn rules page]({_rules_page(t)}).

Cards are written rank then suit letter: `3V` *Tam vạn*, `8S` *Bát sách*, `7N` *Thất văn* (N for
vă**n**), `CC` *Chi chi*. You may also answer with the Vietnamese names (`"Tam vạn"`) or the
characters on the cards (`"三萬"`); without its breve `van` means Vạn, so write `văn` or `N`.

**How it works.** Each question shows its cards. Write your answer in place of the `...` on
the `answer = ...` line and run the cell (Shift + Enter):

* a green **✔** means right, and the engine explains why;
* a red **✘** says which rule to look at; from your second try it also gives a closer nudge
  about this hand, and it names a common slip when your answer is the one that slip gives
  (a Cạ taken for the same suit, a Chíu counted as one Chắn, a Cạ captured while holding the
  identical card…). It never tells you the answer;
* `ex.q3.hint()` gives the hints one at a time: first the rule, then the nudge;
* `ex.q3.solution()` shows the answer with the engine's explanation. The question is then
  marked *answer shown*: a right answer after that is not counted.

**Your score** is what `pytest --nbval-lax exercises/chan.ipynb` says: one failed test per
question not yet right (or right only after its solution was shown), nothing else. While you
work in JupyterLab a ✘ never stops the notebook.

* Change `SEED`, the deal number, to be dealt other hands; every expected answer is computed by
  the engine for those hands.
* Switch a **house rule** with `rules = chan.Rules(...)`, e.g. `chan.Rules(xuong_points=3)` or
  `chan.Rules(thap_thanh_adds_main_values=False)`.

<!-- BEGIN SOLUTION -->
> **For teachers.** This is the answer key: each answer sits between `# BEGIN SOLUTION` and
> `# END SOLUTION` and uses the engine's calculators, so it stays right for any `SEED` and any
> house rules. The learners' copy `exercises/chan.ipynb` is made from it (each answer replaced
> by `answer = ...`, this note removed). How to hand it out, collect and grade a class:
> [the teachers' notebook](for_teachers.ipynb); questions on chosen cards are built like
> `PairsQuestion(cards="3V 3V 3S 4N 4N")` from `cardlab.exercises.chan`, and questions on a game
> position like `CaptureQuestion(state=...)`.
<!-- END SOLUTION -->
""", f"""
# Bài tập Chắn

Mười hai câu hỏi có chấm điểm, từ dễ đến khó, với bộ bài Chắn 100 lá. **Làm xong, bạn sẽ** đọc được
tên lá bài từ chữ in trên lá, nhận ra lá đỏ, ghép bài thành **Chắn** (hai lá giống hệt) và **Cạ**
(hai lá cùng hàng khác chất), đếm được **Tôm** và **Lèo**, phân biệt bài **ù** với bài "suýt ù",
tìm **cây chờ** của một tay bài, biết được đánh những lá nào và khi nào được ăn một lá (ăn Chắn
hay ăn Cạ), kể ra các **cước** của một ván ù, tính điểm và tính tiền cả ván. Luật chơi theo **trang
Tổ Tôm / Chắn**, được trình bày ở [trang luật chơi Chắn]({_rules_page(t)}).

Lá bài viết hàng trước rồi chữ cái của chất: `3V` *Tam vạn*, `8S` *Bát sách*, `7N` *Thất văn* (N là
chữ cuối của vă**n**), `CC` *Chi chi*. Bạn cũng có thể trả lời bằng tên tiếng Việt (`"Tam vạn"`) hoặc
bằng chữ in trên lá (`"三萬"`); viết `van` không dấu là Vạn, nên hãy viết `văn` hoặc `N`.

**Cách làm bài.** Mỗi câu hỏi hiện các lá bài của nó. Viết câu trả lời thay cho dấu `...` ở dòng
`answer = ...` rồi chạy ô (Shift + Enter):

* dấu **✔** màu xanh là đúng, kèm lời giải thích của máy;
* dấu **✘** màu đỏ cho biết luật cần xem lại; từ lần thử thứ hai, nó gợi ý sát hơn về chính tay bài
  này, và chỉ ra lỗi hay gặp khi câu trả lời của bạn đúng là kết quả của lỗi đó (coi Cạ là hai lá
  cùng chất, tính Chíu là một Chắn, ăn Cạ khi đang có lá giống hệt…). Nó không bao giờ nói đáp án;
* `ex.q3.hint()` cho từng gợi ý một: trước là luật, sau là gợi ý sát hơn;
* `ex.q3.solution()` cho xem đáp án kèm giải thích của máy. Câu hỏi khi đó được ghi là *đã xem
  đáp án*: trả lời đúng sau đó không được tính điểm.

**Điểm của bạn** là kết quả của lệnh `pytest --nbval-lax exercises/vi/chan.ipynb`: mỗi câu chưa đúng
(hoặc chỉ đúng sau khi đã xem đáp án) là một lỗi, ngoài ra không có lỗi nào khác. Khi bạn làm bài
trong JupyterLab, dấu ✘ không bao giờ làm notebook dừng lại.

* Đổi `SEED` (số ván chia) để được chia những ván bài khác; máy tính lại mọi đáp án cho các ván đó.
* Bật **luật nhà** bằng `rules = chan.Rules(...)`, ví dụ `chan.Rules(xuong_points=3)` hoặc
  `chan.Rules(thap_thanh_adds_main_values=False)`.

<!-- BEGIN SOLUTION -->
> **Dành cho giáo viên.** Đây là bản đáp án: mỗi đáp án nằm giữa `# BEGIN SOLUTION` và
> `# END SOLUTION` và dùng các hàm tính của máy, nên luôn đúng với mọi `SEED` và mọi luật nhà.
> Bản cho người học `exercises/vi/chan.ipynb` được tạo từ bản này (mỗi đáp án thay bằng
> `answer = ...`, ghi chú này bị bỏ đi). Cách phát bài, thu bài và chấm điểm cả lớp:
> [notebook dành cho giáo viên](for_teachers.ipynb); câu hỏi trên những lá bài bạn chọn được tạo
> như `PairsQuestion(cards="3V 3V 3S 4N 4N")` từ `cardlab.exercises.chan`, còn câu hỏi trên một thế
> bài đang chơi thì như `CaptureQuestion(state=...)`.
<!-- END SOLUTION -->
"""))


def setup(t):
    return code(f"""
import cardlab
from cardlab import chan
from cardlab.exercises import chan_set

cardlab.set_language("{t.lang}")
SEED = 2024                  # {t("the deal number: change it to be dealt other hands",
                                  "số ván chia: đổi số này để được chia những ván khác")}
rules = chan.Rules()         # {t("house rules, e.g. chan.Rules(xuong_points=3)",
                                  "luật nhà, ví dụ chan.Rules(xuong_points=3)")}
ex = chan_set(seed=SEED, rules=rules, name="Chắn")
ex
""")


# (English text, Vietnamese text, solution code)
QUESTIONS = [
    ("""
## 1 · Name this card

The upper character is the rank — 二 nhị, 三 tam, 四 tứ, 五 ngũ, 六 lục, 七 thất, 八 bát, 九 cửu —
and the lower one the suit: 萬 **Vạn**, 索 **Sách**, 文 **Văn**. 半文 is **Chi chi**. A name
reads rank then suit: *Thất văn*. Answer e.g. `"Thất văn"` or `"7N"`.
""", """
## 1 · Đây là lá gì?

Chữ trên là hàng — 二 nhị, 三 tam, 四 tứ, 五 ngũ, 六 lục, 七 thất, 八 bát, 九 cửu — còn chữ dưới là
chất: 萬 **Vạn**, 索 **Sách**, 文 **Văn**. 半文 là **Chi chi**. Tên lá đọc hàng trước, chất sau:
*Thất văn*. Trả lời ví dụ `"Thất văn"` hoặc `"7N"`.
""", """
answer = ex.q1.card.name
"""),
    ("""
## 2 · Red cards

Twenty cards are red: **Bát vạn, Cửu vạn, Bát sách, Cửu sách** and the four **Chi chi**; all
others are black, Bát văn and Cửu văn too. Red cards matter for Bạch định and Tám đỏ. Answer
with a number.
""", """
## 2 · Lá đỏ

Có hai mươi lá đỏ: **Bát vạn, Cửu vạn, Bát sách, Cửu sách** và bốn lá **Chi chi**; mọi lá khác đều
đen, kể cả Bát văn và Cửu văn. Lá đỏ quyết định cước Bạch định và Tám đỏ. Trả lời bằng một số.
""", """
answer = sum(chan.is_red(c) for c in ex.q2.hand)
"""),
    ("""
## 3 · Chắn and Cạ

A **Chắn** is two identical cards; a **Cạ** two cards of **the same rank in different suits**
(Tam vạn + Tam sách), never the same suit; a **Chíu**, four identical cards, counts as **two**
Chắn. An identical pair is never split to make Cạ, and Chi chi has no Cạ. Answer with two
numbers, Chắn then Cạ, e.g. `(3, 2)`.
""", """
## 3 · Chắn và Cạ

**Chắn** là hai lá giống hệt; **Cạ** là hai lá **cùng hàng khác chất** (Tam vạn + Tam sách), không bao
giờ cùng chất; **Chíu**, bốn lá giống nhau, tính là **hai** Chắn. Không bao giờ xé một đôi giống hệt
để ghép Cạ, và Chi chi không có Cạ. Trả lời bằng hai số, Chắn trước rồi Cạ, ví dụ `(3, 2)`.
""", """
pairing = chan.decompose(ex.q3.cards)
answer = (pairing.n_chan, pairing.n_ca)
"""),
    ("""
## 4 · Tôm and Lèo

**Tôm** is one each of Tam vạn, Tam sách and Thất văn; **Lèo** one each of Cửu vạn, Bát sách and
Chi chi. Several sets count, but no card is used twice. Answer with a number.
""", """
## 4 · Tôm và Lèo

**Tôm** gồm một lá Tam vạn, một lá Tam sách và một lá Thất văn; **Lèo** gồm một lá Cửu vạn, một lá Bát
sách và một lá Chi chi. Có nhiều bộ thì tính nhiều bộ, nhưng không lá nào được dùng hai lần. Trả lời
bằng một số.
""", """
answer = chan.find_combos(ex.q4.hand)[ex.q4.combo]
"""),
    ("""
## 5 · Is it a win (ù)?

A win is all **20 cards in ten pairs with at least 6 Chắn**. If **Chi chi** is the winning card
the hand needs **exactly 6 Chắn and 4 Cạ**. You win only on a card **turned up from the stock**
(or by Chíu), never on an ordinary discard. Answer `True` or `False`.
""", """
## 5 · Bài này có ù không?

Ù là cả **20 lá thành mười cặp, trong đó ít nhất 6 Chắn**. Nếu lá ù là **Chi chi** thì bài phải có
**đúng 6 Chắn và 4 Cạ**. Chỉ được ù lá **lật từ nọc** (hoặc bằng Chíu), không bao giờ ù lá đánh ra
thường. Trả lời `True` (có) hoặc `False` (không).
""", """
q = ex.q5
answer = chan.check_win(q.cards, q.winning_card, q.win_source, rules).ok
"""),
    ("""
## 6 · Waiting cards (cây chờ)

A 19-card hand waits for every card that would make it a win. Pair the hand first and look at
the cards left over; Chi chi wins only with exactly 6 Chắn and 4 Cạ. Answer with cards, e.g.
`"3V 3S"` or `["Tam vạn", "Tam sách"]`, or `[]` if it waits for nothing.
""", """
## 6 · Cây chờ

Một tay 19 lá chờ mọi lá làm cho nó ù. Hãy ghép cặp trước và xem những lá còn lẻ; Chi chi chỉ ù khi
đúng 6 Chắn và 4 Cạ. Trả lời bằng các lá bài, ví dụ `"3V 3S"` hoặc `["Tam vạn", "Tam sách"]`, hoặc
`[]` nếu không chờ lá nào.
""", """
answer = [w.card for w in chan.waiting_cards(ex.q6.hand, rules)]
"""),
    ("""
## 7 · Which cards may you discard?

A deal in progress: after a capture you discard one card. **Never break an identical pair** to
discard (a triple may lose one card); a card you **declined to capture as Chắn** may not be
discarded; after capturing a Cạ you may not discard both of its cards. Answer with every card
you may discard, e.g. `"2V 5S CC"`.
""", """
## 7 · Được đánh những lá nào?

Một ván đang chơi: ăn xong thì phải đánh ra một lá. **Không được xé đôi giống hệt** để đánh (bộ ba
được đánh một lá); lá bạn **đã bỏ không ăn Chắn** thì không được đánh; đã ăn một Cạ thì không được
đánh cả hai lá của Cạ đó. Trả lời bằng mọi lá bạn được đánh, ví dụ `"2V 5S CC"`.
""", """
answer = [a.cards[0] for a in ex.q7.state.legal_actions() if a.kind == "discard"]
"""),
    ("""
## 8 · May you capture it, as Chắn or as Cạ?

Holding an **identical card, you capture as Chắn, never as Cạ**. Never break an identical pair to
make Cạ; no Cạ in a rank where you already hold a Cạ, nor when one unpaired card remains; a card
you declined or discarded earlier may not be captured; a capture must leave a legal discard.
Answer `False` if you may not capture it; otherwise the card **from your hand** that pairs with
it (the identical card for a Chắn, the other suit for a Cạ), e.g. `"3S"`.
""", """
## 8 · Có được ăn không, ăn Chắn hay ăn Cạ?

Có **lá giống hệt trên tay thì phải ăn Chắn, không được ăn Cạ**. Không xé đôi giống hệt để ăn Cạ;
không ăn Cạ ở hàng đã có Cạ, hay khi chỉ còn một lá lẻ; lá đã bỏ Chắn hoặc đã đánh thì không được ăn;
ăn xong phải còn lá đánh hợp lệ. Trả lời `False` nếu không được ăn; nếu được, hãy ghi lá **trên tay
bạn** ghép với nó (lá giống hệt nếu ăn Chắn, lá khác chất nếu ăn Cạ), ví dụ `"3S"`.
""", """
moves = [a for a in ex.q8.state.legal_actions() if a.kind in ("chan", "ca")]
answer = moves[0].cards[1] if moves else False
"""),
    ("""
## 9 · The bonuses (cước) of a win

Ù chì (won on the card turned up at your own gate), Thiên ù, Tôm, Bạch thủ, Lèo, Thiên khai,
Chíu ù, Bòn, Bạch định, Tám đỏ, Kính tứ chi, Thập thành — the table is on the rules page. Each
Tôm or Lèo counts separately. Answer with the names, e.g. `["Tôm", "Ù chì"]`, or `[]` for a plain
win (Ù xuông).
""", """
## 9 · Các cước của một ván ù

Ù chì (ù lá nọc lật ở cửa mình), Thiên ù, Tôm, Bạch thủ, Lèo, Thiên khai, Chíu ù, Bòn, Bạch định, Tám
đỏ, Kính tứ chi, Thập thành — bảng cước có ở trang luật chơi. Mỗi bộ Tôm hay Lèo được tính riêng. Trả
lời bằng tên các cước, ví dụ `["Tôm", "Ù chì"]`, hoặc `[]` nếu là ván ù không cước (Ù xuông).
""", """
q = ex.q9
answer = [name for name, main, dich in chan.score(q.cards, q.winning_card, q.win_source, q.history, rules).bonuses]
"""),
    ("""
## 10 · What does the win score?

A plain win (**Ù xuông**) scores 2. Otherwise take the **highest main value plus the dịch of
every other bonus**; with **Thập thành** add the main values of all bonuses. The worked example
of the rules page: Ù chì with one Tôm is Tôm 4 + Ù chì's dịch 1 = **5**. Answer with a number.
""", """
## 10 · Ván ù được bao nhiêu điểm?

Ù không có cước (**Ù xuông**) được 2 điểm. Có cước thì lấy **điểm chính cao nhất cộng dịch của mọi cước
còn lại**; có **Thập thành** thì cộng điểm chính của mọi cước. Ví dụ của trang luật chơi: Ù chì có một
Tôm là Tôm 4 + dịch của Ù chì 1 = **5** điểm. Trả lời bằng một số.
""", """
q = ex.q10
answer = chan.score(q.cards, q.winning_card, q.win_source, q.history, rules).points
"""),
    ("""
## 11 · Who pays what?

Each of the three losers pays the score; the winner receives **three times** it. Answer a gain
as a positive number, a payment as a negative one.
""", """
## 11 · Ai trả bao nhiêu?

Mỗi người trong ba người thua trả số điểm của ván; người ù nhận **gấp ba** số đó. Được ghi số dương,
phải trả ghi số âm.
""", """
q = ex.q11
answer = chan.settle(q.points, q.winner)[q.player]
"""),
    ("""
## 12 · A whole deal

Put it together: score the win, then settle the payments. Answer a gain as a positive number, a
payment as a negative one.
""", """
## 12 · Cả một ván

Ghép tất cả lại: tính điểm ván ù, rồi tính tiền từng người. Được ghi số dương, phải trả ghi số âm.
""", """
q = ex.q12
points = chan.score(q.cards, q.winning_card, q.win_source, q.history, rules).points
answer = chan.settle(points, q.winner)[q.player]
"""),
]


def cells(t):
    return [intro(t), setup(t)] + question_cells(t, QUESTIONS) + closing_cells(t, _rules_page(t), "Chắn")


if __name__ == "__main__":
    exercise("chan.ipynb", cells)
