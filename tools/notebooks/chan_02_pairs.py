"""Builds the Chắn lesson 2 (Chắn, Cạ, què, a winning hand and the waiting cards), in Vietnamese and English.

Key: exercises/[vi/]solutions/lessons/chan/02_pairs_winning_hand.ipynb;
learner's copy: notebooks/[vi/]chan/02_pairs_winning_hand.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/chan_02_pairs.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402

REL = "chan/02_pairs_winning_hand.ipynb"

# The Tổ Tôm / Chắn page's worked example (6 Chắn, 4 Cạ, won on Thất văn), the same hand one card short, and
# two hands that miss a win: five Chắn only, and two cards that pair with nothing.
TOM_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N"
WAITING = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"
FIVE_CHAN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3V 4V 4N 7V 7N 6S 6N 2S 2N"
TWO_SINGLES = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 8N"
CHI_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC CC 3V 3N 4V 4N 7V 7N 6S 6N"
CHI_SEVEN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC CC 3V 3V 4V 4N 7V 7N 6S 6N"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Chắn 2 — Chắn, Cạ, què and a winning hand

In Chắn you never lay down runs or sets: you only make **pairs**, and you win with ten of them. This
lesson teaches how a hand splits into pairs, what makes twenty cards a win, and how to see which
cards a hand is still waiting for.

**By the end of this notebook you will be able to**

* split any hand into **Chắn** (two identical cards), **Cạ** (same rank, different suits) and **què**
  (lone cards that pair with nothing), knowing why the split is always the same;
* say whether twenty cards are a win — **ù**: ten pairs with at least six Chắn — and on which
  cards a win may happen (the special case of Chi chi included);
* find the cards a nineteen-card hand is **waiting** for (*chờ*, the *cây chờ*);
* check all of this with the `ChanHandBuilder` widget.

[Tiếng Việt](../vi/chan/02_pairs_winning_hand.ipynb) · [Lesson 1](01_the_100_cards.ipynb) ·
[The rules of Chắn](00_rules.ipynb)
""", """
# Chắn 2 — Chắn, Cạ, què và bài ù

Chơi Chắn không xếp bộ, không xếp sảnh: bạn chỉ ghép **cặp**, và đủ mười cặp thì ù. Bài này dạy cách
tách bài thành các cặp, khi nào hai mươi lá là một bài ù, và cách nhìn ra bài trên tay còn đợi những
lá nào.

**Học xong bài này, bạn sẽ biết**

* tách mọi bài thành **Chắn** (hai lá giống hệt nhau), **Cạ** (cùng hàng, khác chất) và **què** (lá lẻ,
  không ghép được với lá nào), và hiểu vì sao cách tách luôn chỉ có một;
* nói được hai mươi lá có **ù** không — mười cặp, trong đó ít nhất sáu Chắn — và được ù bằng những lá
  nào (kể cả trường hợp riêng của Chi chi);
* tìm những lá mà một bài mười chín lá đang **chờ** (các *cây chờ*);
* kiểm tra tất cả bằng widget `ChanHandBuilder`.

[English](../../chan/02_pairs_winning_hand.ipynb) · [Bài 1](01_the_100_cards.ipynb) ·
[Luật chơi Chắn](00_rules.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import chan
from cardlab.widgets.chan import pairing_html
from IPython.display import HTML

cardlab.set_language("{t.lang}")
RULES = chan.Rules()           # {t("the Tổ Tôm / Chắn page's game", "luật của trang Tổ Tôm / Chắn")}
"""),
        md(t("""
## Three words: Chắn, Cạ, què

* **Chắn** — two **identical** cards: Nhị vạn + Nhị vạn. Four identical cards are a **Chíu**, and
  count as **two** Chắn.
* **Cạ** — two cards of the **same rank, different suits**: Tam vạn + Tam văn. Chi chi has no rank
  and never makes a Cạ.
* **Què** ("lame") — a lone card that pairs with nothing. The Tổ Tôm / Chắn page does not use the
  word; players at the table do.

The helper below draws a hand the way the rest of the course does: each **Chắn framed green**, each
**Cạ blue**, the **què cards red**.
""", """
## Ba từ: Chắn, Cạ, què

* **Chắn** — hai lá **giống hệt nhau**: Nhị vạn + Nhị vạn. Bốn lá giống hệt nhau là một **Chíu**, tính
  là **hai** Chắn.
* **Cạ** — hai lá **cùng hàng, khác chất**: Tam vạn + Tam văn. Chi chi không có hàng nên không bao giờ
  thành Cạ.
* **Què** — lá lẻ, không ghép được với lá nào. Trang Tổ Tôm / Chắn không dùng chữ này, nhưng người
  chơi vẫn gọi như vậy.

Hàm nhỏ dưới đây vẽ bài theo cùng một kiểu trong cả khoá học: mỗi **Chắn viền xanh lá**, mỗi **Cạ
viền xanh dương**, các **lá què viền đỏ**.
""")),
        code(bilingual(t, """
def show_pairs(cards):
    \"\"\"$doc\"\"\"
    pairs = chan.decompose(cards)
    display(HTML(pairing_html(pairs, 40)))
    print(f"Chắn: {pairs.n_chan} · Cạ: {pairs.n_ca} · què: {len(pairs.unpaired)}")
    return pairs

pairs = show_pairs("2V 2V 3V 3V 3V 3V 5S 5N 7N 7N 7N 9V 9S CC")
""", doc=("Draw the pairs of some cards and count them.", "Vẽ các cặp của mấy lá bài và đếm chúng."))),
        md(t("""
Four Tam vạn are a Chíu: two Chắn. Three Thất văn give one Chắn and a lone Thất văn; rank 7 has no
other card here (no Thất vạn, no Thất sách), so that Thất văn is què — and so is Chi chi.

## An identical pair is never split

**A Chắn is never broken up to make a Cạ.** Holding Tam vạn, Tam vạn and Tam sách, the two Tam vạn
stay a Chắn and the Tam sách is què; you may not pair Tam vạn + Tam sách as a Cạ and leave the
other Tam vạn alone. So the pairing of a hand is **unique**: each face gives as many Chắn as it has
pairs, and only the cards left over pair up as Cạ inside their rank. Three cards of one rank in
three different suits make one Cạ and one què.
""", """
Bốn lá Tam vạn là một Chíu, tức hai Chắn. Ba lá Thất văn cho một Chắn và một lá Thất văn lẻ; ở đây
hàng 7 không có lá nào khác (không có Thất vạn, không có Thất sách), nên lá Thất văn đó là què — Chi
chi cũng vậy.

## Không bao giờ xé Chắn

**Không bao giờ xé một Chắn để ghép Cạ.** Có Tam vạn, Tam vạn và Tam sách thì hai lá Tam vạn vẫn là
một Chắn, còn Tam sách là què; không được ghép Tam vạn + Tam sách thành Cạ rồi để lẻ lá Tam vạn kia.
Vì vậy mỗi bài chỉ có **một cách ghép**: mỗi loại lá cho số Chắn bằng số đôi của nó, rồi chỉ những
lá còn lẻ mới ghép Cạ trong cùng hàng. Ba lá cùng hàng ở ba chất khác nhau thì được một Cạ và một
lá què.
""")),
        code("""
for cards in ("3V 3V 3S", "3V 3S 3N", "3V 3V 3V 3V"):
    show_pairs(cards)
"""),
        md(t("""
## A winning hand: ù

You **win** — *ù* — when **all 20 of your cards** (in hand and laid down) make **ten pairs** with **at
least six Chắn**. That is exactly what the engine checks (`chan.check_win`). Two more conditions:

* the last card must be one you may win on: a card **turned up from the stock** (at your own gate
  or another's), or the fourth card of a **Chíu**; never an ordinary discard;
* if that card is **Chi chi**, the hand needs **exactly 6 Chắn and 4 Cạ**.

The Tổ Tôm / Chắn page's example: 6 Chắn and 4 Cạ, won on Thất văn turned up at the winner's own
gate. The same twenty cards with Thất văn coming as a discard do not win:
""", """
## Bài ù

Bạn **ù** khi **cả 20 lá** của mình (trên tay và đã hạ) ghép được **mười cặp**, trong đó **ít nhất sáu
Chắn**. Bộ máy kiểm tra đúng điều đó (`chan.check_win`). Thêm hai điều kiện:

* lá cuối cùng phải là lá được phép ù: lá **lật từ nọc** (ở cửa mình hay cửa người khác), hoặc lá thứ
  tư lấy bằng **Chíu**; không bao giờ là lá đánh ra thường;
* nếu lá đó là **Chi chi** thì bài phải có **đúng 6 Chắn và 4 Cạ**.

Ví dụ của trang Tổ Tôm / Chắn: 6 Chắn và 4 Cạ, ù lá Thất văn lật ở chính cửa mình. Cũng hai mươi lá
ấy nhưng Thất văn là lá người khác đánh ra thì không ù:
""")),
        code(bilingual(t, f"""
WIN = "{TOM_WIN}"
show_pairs(WIN)
print("$own", chan.check_win(WIN, "7N", "own_gate_stock", rules=RULES))
print(chan.check_win(WIN, "7N", "discard", rules=RULES))
""", own=("Turned up at your own gate:", "Lật ở cửa mình:")), CHECK),
        md(t("""
Two hands that come close but are no win: ten pairs with only **five** Chắn, and a hand with two
**què** cards (Lục sách and Bát văn) that pair with nothing:
""", """
Hai bài suýt ù mà không ù: đủ mười cặp nhưng chỉ có **năm** Chắn, và một bài còn hai lá **què** (Lục
sách và Bát văn) không ghép được với lá nào:
""")),
        code(f"""
show_pairs("{FIVE_CHAN}")
print(chan.check_win("{FIVE_CHAN}", "7N", "other_gate_stock", rules=RULES))
show_pairs("{TWO_SINGLES}")
print(chan.check_win("{TWO_SINGLES}", "7N", "other_gate_stock", rules=RULES))
""", CHECK),
        md(t("""
**Chi chi**, the odd card, wins only with exactly 6 Chắn and 4 Cạ: the first hand below wins on Chi
chi, the second — 7 Chắn and 3 Cạ — does not, although the same hand wins on another card, Thất văn for
instance.
""", """
**Chi chi**, lá riêng của bộ bài, chỉ ù khi bài có đúng 6 Chắn và 4 Cạ: bài thứ nhất dưới đây ù bằng
Chi chi, bài thứ hai — 7 Chắn và 3 Cạ — thì không, dù cũng bài ấy ù được bằng lá khác, chẳng hạn
Thất văn.
""")),
        code(f"""
show_pairs("{CHI_WIN}")
print(chan.check_win("{CHI_WIN}", "CC", "other_gate_stock", rules=RULES))
show_pairs("{CHI_SEVEN}")
print(chan.check_win("{CHI_SEVEN}", "CC", "other_gate_stock", rules=RULES))
print(chan.check_win("{CHI_SEVEN}", "7N", "other_gate_stock", rules=RULES))
""", CHECK),
        md(t("""
## Waiting: chờ

Between turns you hold 19 cards. A 19-card hand that **one more card** would make a win is
**waiting** (*chờ*); the cards it waits for are its **waiting cards** (*cây chờ*).
`chan.waiting_cards` finds them, with what each would score (lesson 4 explains the score).

Take the Thất văn out of the page's example: nineteen cards with 6 Chắn, 3 Cạ and one lone Thất vạn.
Each of the three cards of rank 7 completes it: Thất sách or Thất văn pairs with the Thất vạn as a
Cạ, and a second Thất vạn makes a seventh Chắn:
""", """
## Chờ

Giữa hai lượt, bạn cầm 19 lá. Bài 19 lá mà chỉ cần **thêm một lá** nữa là ù thì gọi là **chờ**; những
lá nó đợi là **cây chờ**. `chan.waiting_cards` tìm ra các lá đó, kèm số điểm mỗi lá sẽ mang lại (bài 4
giải thích cách tính điểm).

Bỏ lá Thất văn khỏi ví dụ của trang nguồn: còn mười chín lá gồm 6 Chắn, 3 Cạ và một lá Thất vạn lẻ.
Cả ba lá hàng 7 đều làm bài ù: Thất sách hay Thất văn ghép với Thất vạn thành Cạ, còn thêm một lá
Thất vạn nữa thì thành Chắn thứ bảy:
""")),
        code(bilingual(t, f"""
waits = chan.waiting_cards("{WAITING}", rules=RULES)
display(chan.ChanHand([wait.card for wait in waits]))
for wait in waits:
    print(f"{{wait.card.name:10}} $other {{wait.score}} · $own {{wait.own_gate_score}}")
""", other=("another gate:", "cửa người khác:"), own=("own gate:", "cửa mình:")), CHECK),
        md(t("""
A hand with two què cards waits for nothing: one card can pair only one of them. Look again at
Player 0's nineteen cards in deal 18 from lesson 1 — far from waiting yet:
""", """
Bài còn hai lá què thì chưa chờ lá nào: một lá chỉ ghép được cho một lá què. Xem lại mười chín lá của
Người chơi 0 ở ván số 18 trong bài 1 — còn xa mới đến lúc chờ:
""")),
        code(bilingual(t, """
hand = chan.new_game(seed=18, rules=RULES).hands[0]
show_pairs(hand)
print("$waiting", len(chan.waiting_cards(hand, rules=RULES)))
""", waiting=("Waiting cards:", "Số cây chờ:"))),
        md(t("""
## The pair finder: `ChanHandBuilder`

The widget below starts on the nineteen waiting cards. It frames every Chắn, Cạ and què, and lists
the waiting cards. **Click a face** to add a copy (or switch to *Click removes a copy*), or type a
hand and press Enter. At twenty cards it says whether the hand wins on the card you choose, and
how it came.

**Try it:** click **Thất văn** — twenty cards — then switch *came* to *turned up at my own gate*;
then remove a Nhị vạn and add a Chi chi, and see why the hand stops winning.
""", """
## Bảng tìm Chắn, Cạ: `ChanHandBuilder`

Widget dưới đây bắt đầu với mười chín lá đang chờ ở trên. Nó viền từng Chắn, Cạ và lá què, và liệt kê
các cây chờ. **Bấm vào một mặt bài** để thêm một lá (hoặc chọn *Bấm để bỏ một lá*), hoặc gõ bài rồi
nhấn Enter. Đủ hai mươi lá thì nó cho biết bài có ù lá bạn chọn không, và lá đó đến từ đâu.

**Thử xem:** bấm **Thất văn** — đủ hai mươi lá — rồi chọn *lá ù đến từ* là *lật ở cửa mình*; sau đó
bỏ một lá Nhị vạn, thêm một lá Chi chi, và xem vì sao bài không còn ù.
""")),
        code(f"""
from cardlab.widgets import ChanHandBuilder

finder = ChanHandBuilder(rules=RULES, hand="{WAITING}")
finder
""", IGNORE),
        md(t("""
The same from code: add Thất văn, say it was turned up at your own gate, and read the verdict.
""", """
Cũng làm được bằng mã: thêm Thất văn, báo rằng lá đó lật ở cửa mình, rồi đọc kết luận.
""")),
        code("""
finder.add("7N")
finder.set_win("7N", win_source="own_gate_stock")
print(len(finder.hand), "·", finder.verdict, "·", finder.score.arithmetic)
""", CHECK),
        *checkpoint(t, t("""
from cardlab.exercises import chan_set

quiz = chan_set(seed=11, rules=RULES, questions=["pairs", "win", "wait"], name="Chắn lesson 2", var="quiz")
quiz
""", """
from cardlab.exercises import chan_set

quiz = chan_set(seed=11, rules=RULES, questions=["pairs", "win", "wait"], name="Chắn – bài 2", var="quiz")
quiz
"""), [
            (t("""
### 1 · How many Chắn and Cạ?

Never split an identical pair; a Chíu counts as two Chắn; only the cards left over pair as Cạ, inside
their rank; Chi chi makes no Cạ. Answer with two numbers, Chắn then Cạ, e.g. `(3, 2)`.
""", """
### 1 · Bao nhiêu Chắn, bao nhiêu Cạ?

Không xé đôi giống hệt; Chíu tính là hai Chắn; chỉ những lá còn lẻ mới ghép Cạ trong cùng hàng; Chi
chi không có Cạ. Trả lời bằng hai số, Chắn trước rồi Cạ, ví dụ `(3, 2)`.
"""), """
pairing = chan.decompose(quiz.q1.cards)
answer = (pairing.n_chan, pairing.n_ca)
"""),
            (t("""
### 2 · Is it a win (ù)?

Twenty cards in ten pairs with at least six Chắn; never on an ordinary discard; on Chi chi exactly
six Chắn and four Cạ. Answer `True` or `False`.
""", """
### 2 · Bài này có ù không?

Hai mươi lá thành mười cặp, ít nhất sáu Chắn; không bao giờ ù lá đánh ra thường; ù bằng Chi chi thì
phải đúng sáu Chắn và bốn Cạ. Trả lời `True` (có) hoặc `False` (không).
"""), """
q = quiz.q2
answer = chan.check_win(q.cards, q.winning_card, q.win_source, RULES).ok
"""),
            (t("""
### 3 · Which cards does it wait for (chờ)?

Pair the nineteen cards first and look at what is left over. Answer with cards, e.g. `"3V 3S"`, or
`[]` if the hand waits for nothing.
""", """
### 3 · Bài này chờ những lá nào?

Ghép cặp mười chín lá trước, rồi xem những lá còn lẻ. Trả lời bằng các lá bài, ví dụ `"3V 3S"`, hoặc
`[]` nếu bài chưa chờ lá nào.
"""), """
waits = chan.waiting_cards(quiz.q3.hand, RULES)
answer = chan.ChanHand(wait.card for wait in waits)
"""),
        ]),
        md(t(f"""
## Next

* [3 · A turn](03_a_turn.ipynb) — bốc, ăn, Chíu, đánh, and what is barred
* [1 · The 100 cards](01_the_100_cards.ipynb) · [The rules of Chắn](00_rules.ipynb) ·
  [Exercises]({exercises_link(t, "chan")}) — graded questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [3 · Một lượt chơi](03_a_turn.ipynb) — bốc, ăn, chíu, đánh, và những gì bị cấm
* [1 · Bộ bài 100 lá](01_the_100_cards.ipynb) · [Luật chơi Chắn](00_rules.ipynb) ·
  [Bài tập]({exercises_link(t, "chan")}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
