"""Builds the Tongits lesson 2 (melds and deadwood), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/tongits/02_melds_deadwood.ipynb;
learner's copy: notebooks/[vi/]tongits/02_melds_deadwood.ipynb.
Run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_02_melds.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md, lesson  # noqa: E402

REL = "tongits/02_melds_deadwood.ipynb"
#: The hand the lesson's hand builder starts from; the "Try it" steps below start from it too.
BUILDER_HAND = "7H 8H 9H 7D 7C 6S 7S"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Tongits 2 · Melds and deadwood

**By the end of this notebook you will be able to**

* tell a **meld** from a near miss, and say why, the way the engine does,
* avoid the classic mistake: consecutive cards of **mixed suits** (6♠ 7♦ 8♣) are never a meld,
* use the ace correctly: **low** (A-2-3), and what the `ace_high_in_runs` house rule changes,
* find the **best arrangement** of a hand and count its **deadwood**,
* say how melds kept **concealed** in the hand are counted, and switch that house rule.

Words: a *meld* (Vietnamese *phỏm*) is a **set** (*bộ*; four of a kind is *tứ quý*) or a
**run** (*sảnh*); **deadwood** is *bài rác*. [Tiếng Việt](../vi/tongits/02_melds_deadwood.ipynb)
""", """
# Tongits 2 · Phỏm và bài rác

**Học xong bài này, bạn sẽ biết**

* phân biệt một **phỏm** với một bộ "suýt thành phỏm", và nói được vì sao, như bộ máy luật,
* tránh lỗi kinh điển: các lá liên tiếp nhưng **khác chất** (6♠ 7♦ 8♣) không bao giờ là phỏm,
* dùng lá A cho đúng: A là lá **nhỏ nhất** (A-2-3), và luật nhà `ace_high_in_runs` thay đổi gì,
* tìm **cách xếp bài tốt nhất** và đếm điểm **bài rác**,
* biết các phỏm còn **giấu trên tay** được tính thế nào, và đổi luật nhà đó.

Thuật ngữ: **phỏm** (tiếng Anh *meld*) là một **bộ** (*set*; bốn lá cùng giá trị là **tứ quý**)
hoặc một **sảnh** (*run*); **bài rác** là *deadwood*. [English](../../tongits/02_melds_deadwood.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # {t('"vi" for Vietnamese explanations', '"en": lời giải thích bằng tiếng Anh')}
RULES = tongits.Rules()        # {t("try", "thử")} tongits.Rules(ace_high_in_runs=True) {t("or", "hoặc")} concealed_melds_count_as_deadwood=True
"""),
        md(t("""
## What counts as a meld

* a **set**: 3 or 4 cards of one rank — 7♥ 7♦ 7♣;
* a **run**: 3 or more consecutive cards **of one suit** — 4♠ 5♠ 6♠.

`tongits.check_meld` answers with a **verdict**: yes or no, the kind of meld, and the reason.
Here it is on a row of examples:
""", """
## Thế nào là phỏm

* **bộ**: 3 hoặc 4 lá cùng giá trị — 7♥ 7♦ 7♣;
* **sảnh**: từ 3 lá liên tiếp trở lên **cùng chất** — 4♠ 5♠ 6♠.

`tongits.check_meld` trả lời bằng một **kết luận** (*verdict*): có hay không, loại phỏm gì, và
lý do. Thử với một loạt ví dụ:
""")),
        code("""
examples = ["7H 7D 7C", "KS KH KD KC", "4S 5S 6S", "9D 10D JD QD KD",
            "6S 7D 8C", "5H 6H 8H", "7S 7H", "7S 7H 8H"]
for cards in examples:
    verdict = tongits.check_meld(cards, RULES)
    print("✔" if verdict else "✘", verdict)
""", CHECK),
        md(t("""
In a notebook a verdict draws itself as a banner — green ✔ or red ✘ — and its parts can be read
from code:
""", """
Trong notebook, một kết luận tự hiện thành một dải màu — xanh ✔ hoặc đỏ ✘ — và từng phần của
nó đọc được bằng mã:
""")),
        code("""
verdict = tongits.check_meld("6S 7D 8C", RULES)
verdict
"""),
        code("""
print(bool(verdict), verdict.kind, verdict.codes)
""", CHECK),
        md(t("""
### The classic mistake: 6♠ 7♦ 8♣

The H19 Tongits guide warns about it by name: consecutive cards of **different suits** are not a
meld in Tongits and must be counted as deadwood, card by card. Arranged, those three cards are
all deadwood — 21 points:
""", """
### Lỗi kinh điển: 6♠ 7♦ 8♣

Hướng dẫn Tongits H19 nhắc đích danh lỗi này: các lá liên tiếp nhưng **khác chất** không phải là
phỏm trong Tongits và phải tính là bài rác, từng lá một. Xếp thế nào thì ba lá này cũng đều là
bài rác — 21 điểm:
""")),
        code("""
tongits.arrange("6S 7D 8C", RULES)
"""),
        md(t("""
### Aces are low

A-2-3 is a run. Q-K-A is **not** (the ace is not above the king), and K-A-2 never is (a run does
not wrap around). Some tables play the ace high as well; that is the house rule
`ace_high_in_runs`. Compare:
""", """
### Lá A là lá nhỏ

A-2-3 là sảnh. Q-K-A thì **không** (A không đứng trên K), còn K-A-2 không bao giờ là sảnh (sảnh
không vòng từ K về A). Có bàn cho A đứng cả sau K; đó là luật nhà `ace_high_in_runs`. So sánh:
""")),
        code("""
for rules in (tongits.Rules(), tongits.Rules(ace_high_in_runs=True)):
    print(f"ace_high_in_runs={rules.ace_high_in_runs}")
    for cards in ("AS 2S 3S", "QS KS AS", "KS AS 2S"):
        verdict = tongits.check_meld(cards, rules)
        print("   ", "✔" if verdict else "✘", verdict)
""", CHECK),
        md(t("""
## Deadwood and the best arrangement

At the end of a hand every card **outside a meld** counts: A = 1, 2–9 face value, 10 J Q K = 10.
A card belongs to **one meld only**, so a hand can often be split in several ways; the count
uses the **best** one. In the H19 Tongits guide's worked example, player A still holds 3♦ 4♦ and
player B holds Q♥ 8♣:
""", """
## Bài rác và cách xếp bài tốt nhất

Khi ván kết thúc, mọi lá **nằm ngoài phỏm** đều bị tính: A = 1, 2–9 theo số, 10 J Q K = 10.
Mỗi lá chỉ thuộc **một phỏm**, nên thường có nhiều cách chia bài trên tay; điểm được tính theo
cách **tốt nhất**. Trong ví dụ của hướng dẫn Tongits H19, người A còn cầm 3♦ 4♦ và người B cầm
Q♥ 8♣:
""")),
        code(t("""
print("A holds 3♦ 4♦:", tongits.deadwood("3D 4D", RULES), "points")
print("B holds Q♥ 8♣:", tongits.deadwood("QH 8C", RULES), "points")
""", """
print("A cầm 3♦ 4♦:", tongits.deadwood("3D 4D", RULES), "điểm")
print("B cầm Q♥ 8♣:", tongits.deadwood("QH 8C", RULES), "điểm")
"""), CHECK),
        md(t("""
With 7 points against 18, A calls Fight and wins; how a Fight is settled is the subject of
[lesson 4](04_endings_payments.ipynb).

`tongits.arrange` shows the split: melds framed in green, deadwood in red. In this hand the 7♠
could join the 7s **or** the 5♠ 6♠:
""", """
Với 7 điểm so với 18 điểm, A gọi Khiêu chiến và thắng; một ván Khiêu chiến được phân xử thế nào
là nội dung của [bài 4](04_endings_payments.ipynb).

`tongits.arrange` cho thấy cách chia: phỏm đóng khung xanh, bài rác khung đỏ. Trong bài dưới
đây, lá 7♠ có thể vào bộ ba lá 7 **hoặc** ghép với 5♠ 6♠:
""")),
        code("""
hand = "7S 7H 7D 5S 6S 2C KD QH 9C"
best = tongits.arrange(hand, RULES)
best
"""),
        md(t("""
Why the set? Taking the run 5♠ 6♠ 7♠ instead would leave 7♥ and 7♦ as deadwood (14 points)
where the set leaves 5♠ and 6♠ (11 points). The engine does not guess: it searches every way to
split the hand, so its arrangement is provably the one with the least deadwood.
""", """
Vì sao chọn bộ? Nếu lấy sảnh 5♠ 6♠ 7♠ thì 7♥ và 7♦ thành bài rác (14 điểm), còn giữ bộ ba lá 7
thì chỉ còn 5♠ và 6♠ (11 điểm). Bộ máy luật không đoán: nó thử mọi cách chia bài, nên cách xếp
nó đưa ra chắc chắn là cách để lại ít bài rác nhất.
""")),
        code(t("""
set_left = tongits.points("5S") + tongits.points("6S")
run_left = tongits.points("7H") + tongits.points("7D")
print(f"keep the set: {set_left} of these points left; keep the run: {run_left}")
print(best)
""", """
set_left = tongits.points("5S") + tongits.points("6S")
run_left = tongits.points("7H") + tongits.points("7D")
print(f"giữ bộ: còn {set_left} điểm trong số các lá này; giữ sảnh: còn {run_left} điểm")
print(best)
"""), CHECK),
        md(t("""
Sometimes the best split breaks up a four of a kind. With 7♠ 7♥ 7♦ 7♣ 8♠ 9♠, the set of four
leaves 8♠ 9♠ as deadwood, while 7♥ 7♦ 7♣ + 7♠ 8♠ 9♠ leaves nothing:
""", """
Đôi khi cách chia tốt nhất lại tách một tứ quý. Với 7♠ 7♥ 7♦ 7♣ 8♠ 9♠, giữ nguyên tứ quý thì
8♠ 9♠ thành bài rác, còn chia thành 7♥ 7♦ 7♣ + 7♠ 8♠ 9♠ thì không còn lá rác nào:
""")),
        code("""
tongits.arrange("7S 7H 7D 7C 8S 9S", RULES)
"""),
        md(t("""
### The best discard

After drawing you hold one card too many. `best_discard()` tries every discard and keeps the one
that leaves the least deadwood (this is the 13-card hand player 0 is dealt with deal number 5):
""", """
### Lá nên đánh

Sau khi bốc, bạn cầm thừa một lá. `best_discard()` thử đánh từng lá và giữ lại lá nào để lại ít
bài rác nhất (đây là 13 lá người chơi 0 được chia ở số ván chia 5):
""")),
        code("""
hand = tongits.new_game(seed=5, rules=RULES).hands[0]
choice = tongits.arrange(hand, RULES).best_discard()
print(choice)
""", CHECK),
        md(t("""
## Concealed melds

You do not have to expose a meld to have it count as a meld: by default the deadwood of a hand
is its best arrangement, so a meld still held in the hand costs nothing. Some tables count every
card still in the hand instead — the house rule `concealed_melds_count_as_deadwood`. Under that
rule, expose your melds before anyone calls [Fight](04_endings_payments.ipynb)!
""", """
## Phỏm giấu trên tay

Phỏm không cần hạ xuống bàn mới được tính là phỏm: mặc định, điểm bài rác là theo cách xếp tốt
nhất của bài trên tay, nên một phỏm còn giữ trên tay không mất điểm nào. Có bàn lại tính mọi lá
còn trên tay — đó là luật nhà `concealed_melds_count_as_deadwood`. Chơi theo luật này thì hãy hạ
phỏm trước khi có người gọi [Khiêu chiến](04_endings_payments.ipynb)!
""")),
        code(t("""
hand = "AS 2S 3S 9H KD"
for rules in (tongits.Rules(), tongits.Rules(concealed_melds_count_as_deadwood=True)):
    print(f"concealed_melds_count_as_deadwood={rules.concealed_melds_count_as_deadwood}:",
          tongits.deadwood(hand, rules), "points")
""", """
hand = "AS 2S 3S 9H KD"
for rules in (tongits.Rules(), tongits.Rules(concealed_melds_count_as_deadwood=True)):
    print(f"concealed_melds_count_as_deadwood={rules.concealed_melds_count_as_deadwood}:",
          tongits.deadwood(hand, rules), "điểm")
"""), CHECK),
        md(t("""
## Build your own hand

The **hand builder** does all of the above live. Click a card in the palette to add it to the
hand, click it again to take it out (or type cards in the box and press Enter): the best
arrangement, the deadwood, each meld's reason and, for a full hand, the best discard update at
once. The two check boxes switch the house rules `ace_high_in_runs` and
`concealed_melds_count_as_deadwood`.

This one starts with **7♥ 8♥ 9♥ 7♦ 7♣ 6♠ 7♠**: four 7s, and the 7♥ also fits the hearts. As
with the four 7s above, the engine breaks up the four of a kind — 7♥ 8♥ 9♥ and 7♠ 7♦ 7♣ — and
only the 6♠ is left (6 points).

*(The widget needs a running kernel: if you see nothing, or a still picture, run the cell.)*
""", """
## Tự xếp bài của bạn

**Bảng xếp bài** làm tất cả những việc trên ngay tức thì. Bấm một lá trong bảng chọn để thêm vào
bài trên tay, bấm lại để bỏ ra (hoặc gõ các lá vào ô rồi nhấn Enter): cách xếp tốt nhất, điểm
bài rác, lý do của từng phỏm và, khi đủ 13 lá, lá nên đánh đều cập nhật ngay. Hai ô đánh dấu bật
tắt luật nhà `ace_high_in_runs` và `concealed_melds_count_as_deadwood`.

Bảng này bắt đầu với **7♥ 8♥ 9♥ 7♦ 7♣ 6♠ 7♠**: bốn lá 7, và lá 7♥ cũng ghép được với các lá cơ.
Giống ví dụ bốn lá 7 ở trên, bộ máy luật tách tứ quý — 7♥ 8♥ 9♥ và 7♠ 7♦ 7♣ — và chỉ còn lá 6♠
là bài rác (6 điểm).

*(Bảng xếp bài cần kernel đang chạy: nếu bạn không thấy gì, hoặc chỉ thấy một hình tĩnh, hãy
chạy ô này.)*
""")),
        code(f"""
from cardlab.widgets import HandBuilder

HandBuilder(rules=RULES, hand="{BUILDER_HAND}")
""", IGNORE),
        md(t("""
**Try it**

1. Click **5♠** to add it: 5♠ 6♠ 7♠ would be a run, but the engine still keeps 7♠ 7♦ 7♣ —
   taking the 7♠ away from the set would leave two 7s (14 points) instead of 5♠ 6♠ (11 points).
2. Now click **7♦** to take it out: the set is gone, so the 7♠ moves to the run
   5♠ 6♠ 7♠ and only the 7♣ is left.
3. Press **Clear**, then click **6♠ 7♦ 8♣**: no meld. Click 7♦ and 8♣ again to take them out,
   then click **7♠ 8♠**: now it is a run.
4. Build **Q♠ K♠ A♠** and tick `ace_high_in_runs`.
5. Build a 13-card hand with **no deadwood at all**.

A fuller page with more experiments: [Build a hand](hand_builder.ipynb).
""", """
**Thử xem**

1. Bấm **5♠** để thêm vào: 5♠ 6♠ 7♠ có thể thành sảnh, nhưng bộ máy luật vẫn giữ bộ 7♠ 7♦ 7♣ —
   rút lá 7♠ ra khỏi bộ thì còn lại hai lá 7 (14 điểm) thay vì 5♠ 6♠ (11 điểm).
2. Giờ bấm **7♦** để bỏ ra: bộ ba lá 7 không còn, nên lá 7♠ chuyển sang sảnh 5♠ 6♠ 7♠ và chỉ còn
   lá 7♣ là bài rác.
3. Bấm **Xóa hết**, rồi bấm **6♠ 7♦ 8♣**: không có phỏm. Bấm lại 7♦ và 8♣ để bỏ ra, rồi bấm
   **7♠ 8♠**: giờ đã thành sảnh.
4. Xếp **Q♠ K♠ A♠** rồi đánh dấu `ace_high_in_runs`.
5. Xếp 13 lá mà **không còn lá bài rác nào**.

Trang đầy đủ hơn, với nhiều thí nghiệm khác: [Tự xếp bài](hand_builder.ipynb).
""")),
        *checkpoint(t, t("""
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=3, rules=RULES, questions=["meld", "deadwood", "arrange"],
                   name="Tongits lesson 2", var="quiz")
quiz
""", """
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=3, rules=RULES, questions=["meld", "deadwood", "arrange"],
                   name="Tongits – bài 2", var="quiz")
quiz
"""), [
            (t("""
### 1 · Meld or not?

Mind the ace: A-2-3 is a run, Q-K-A is not (unless `ace_high_in_runs` is on). Answer `True` or
`False`.
""", """
### 1 · Có phải phỏm không?

Để ý lá A: A-2-3 là sảnh, Q-K-A thì không (trừ khi bật `ace_high_in_runs`). Trả lời `True` (đúng)
hoặc `False` (sai).
"""), """
answer = tongits.check_meld(quiz.q1.cards, RULES).ok
"""),
            (t("""
### 2 · Count the deadwood

Melds still held in the hand do not count (under the default rules); every other card does.
Answer with a number.
""", """
### 2 · Đếm điểm bài rác

Phỏm còn giữ trên tay không bị tính (theo luật mặc định); mọi lá khác đều bị tính. Trả lời bằng
một con số.
"""), """
answer = tongits.deadwood(quiz.q2.hand, RULES)
"""),
            (t("""
### 3 · The best arrangement

One card here could go in two melds, but it belongs to one only. Answer with a list of melds,
e.g. `answer = ["7S 7H 7D", "9C 10C JC"]`; any arrangement that leaves the least deadwood is right.
""", """
### 3 · Cách xếp bài tốt nhất

Ở đây có một lá vào được hai phỏm, nhưng nó chỉ thuộc một phỏm. Trả lời bằng danh sách các
phỏm, ví dụ `answer = ["7S 7H 7D", "9C 10C JC"]`; cách xếp nào để lại ít bài rác nhất đều đúng.
"""), """
answer = tongits.arrange(quiz.q3.hand, RULES).melds
"""),
        ]),
        md(t("""
## Next

[3 · A turn](03_a_turn.ipynb): drawing or chowing, exposing, laying off (sapaw) and discarding.
""", """
## Tiếp theo

[3 · Một lượt chơi](03_a_turn.ipynb): bốc hoặc ăn bài, hạ phỏm, gửi bài và đánh.
""")),
    ]


if __name__ == "__main__":
    lesson(REL, cells)
