"""Builds the page "Tongits: build a hand", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_hand_builder.py``; it
writes ``notebooks/tongits/hand_builder.ipynb`` and ``notebooks/vi/tongits/hand_builder.ipynb``.

The browser test (tests/test_browser.py) opens it, runs it and clicks cards in
its first widget. Widget cells are tagged ``nbval-ignore-output`` (their output
is a live widget, tested in Python and in the browser); the cells that print
text are tagged ``nbval-check-output``, so ``pytest --nbval-lax`` compares them.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, code, md, page  # noqa: E402
from course_build import page_language_cell  # noqa: E402
from rules_common import merge_streams  # noqa: E402

REL = "tongits/hand_builder.ipynb"


def cells(t):
    """The page's cells in the language of ``t``."""
    other = "vi" if t.lang == "en" else "en"
    return [
        md(t.both("""
# Tongits: build a hand

**By the end of this page you will be able to**

* build any Tongits hand by clicking cards, and read its **best arrangement**: which cards form
  *melds* (*phỏm*: sets — *bộ* — and runs — *sảnh*) and which are left over as **deadwood**
  (*bài rác*);
* say why each meld is a meld, and why each deadwood card could not be melded;
* find the **best discard** of a full 13-card hand;
* see how two house rules change the count: Q-K-A runs and concealed melds.

Run the cells in order (**Shift + Enter**). The answers all come from the cardlab engine, which
searches every way to split the hand, so the arrangement it shows is provably the best one.
""", """
# Tongits: tự xếp một bài

**Học xong trang này, bạn sẽ biết**

* dựng bất kỳ bài Tongits nào bằng cách bấm vào các lá, và đọc **cách xếp tốt nhất** của nó: những
  lá nào tạo thành **phỏm** (**bộ**: cùng số, và **sảnh**: liên tiếp cùng chất) và những lá nào còn
  lại là **bài rác**;
* giải thích vì sao mỗi phỏm là phỏm, và vì sao mỗi lá bài rác không ghép được;
* tìm **lá nên đánh** của một bài đủ 13 lá;
* thấy hai luật nhà làm thay đổi cách tính điểm ra sao: sảnh Q-K-A và phỏm giữ trên tay.

Chạy các ô theo thứ tự (**Shift + Enter**). Mọi câu trả lời đều từ bộ máy cardlab, vốn thử mọi cách
chia bài, nên cách xếp nó đưa ra chắc chắn là tốt nhất.
""")),
        md(t.both("""
## The hand builder

The palette holds the 52 cards, one row per suit. **Click a card** to put it in your hand; click it
again to take it out (a Tongits hand holds at most 13 cards). You can also **type** a hand in the
box — `AS 2S 3S 7H`, `th` for 10♥ — and press Enter; a typing mistake is shown in red and your hand
is kept. Below the palette:

* the big line is the verdict: **✔ Tongits!** (or the one discard that makes Tongits) when a 13-card hand
  goes out, otherwise the **deadwood** points, with the number of melds in a smaller line below;
* melds are framed in **green**, deadwood in **red**; each meld has a ✔ banner with the engine's reason;
* the red ✘ banner says, card by card, why each deadwood card is deadwood;
* with 13 cards, the blue ➜ banner gives the best discard.

Try **A♠ 2♠ 3♠**, then add **7♥ 7♦ 7♣**, then **8♥ 9♥**.
""", """
## Bảng xếp bài

Bảng chọn có đủ 52 lá, mỗi chất một hàng. **Bấm vào một lá** để đưa vào bài trên tay; bấm lần nữa
để bỏ ra (một bài Tongits có nhiều nhất 13 lá). Bạn cũng có thể **gõ** bài vào ô chữ — `AS 2S 3S 7H`,
`th` là 10♥ — rồi nhấn Enter; gõ sai sẽ được báo bằng chữ đỏ và bài của bạn vẫn giữ nguyên. Bên
dưới bảng chọn:

* dòng chữ lớn là kết luận: **✔ Tongits!** (hoặc lá cần đánh để Tongits) khi bài 13 lá hạ hết được,
  nếu không thì là **điểm bài rác**, kèm số phỏm ở dòng nhỏ bên dưới;
* phỏm có viền **xanh**, bài rác viền **đỏ**; mỗi phỏm có một dải ✔ ghi lý do của máy;
* dải ✘ màu đỏ giải thích từng lá vì sao là bài rác;
* khi đủ 13 lá, dải ➜ màu xanh dương cho biết lá nên đánh.

Thử bấm **A♠ 2♠ 3♠**, rồi thêm **7♥ 7♦ 7♣**, rồi **8♥ 9♥**.
""")),
        code(f"""
import cardlab
from cardlab import tongits
from cardlab.widgets import HandBuilder, Table

cardlab.set_language("{t.lang}")
builder = HandBuilder()
builder
""", IGNORE),
        md(t.both("""
### Things to try

1. Build a 13-card hand with **0 deadwood** (hint: four melds, one of them with four cards).
2. Click **7♥ 8♥ 9♥ 7♦ 7♣**. The 7s could make a set *or* the hearts a run, but not both: a card
   belongs to one meld only. Which arrangement does the engine keep, and why?
3. Click **6♠ 7♦ 8♣**: consecutive ranks of mixed suits are never a meld.

## The H19 guide's worked example

In the example of the H19 Tongits guide, player A has exposed 9♠ 10♠ J♠ and still holds 3♦ 4♦;
player B holds Q♥ 8♣. Their deadwood decides the Fight (see
[lesson 4](04_endings_payments.ipynb)). A builder can start from any hand:
""", """
### Thử xem

1. Dựng một bài 13 lá có **0 điểm bài rác** (gợi ý: bốn phỏm, một phỏm có bốn lá).
2. Bấm **7♥ 8♥ 9♥ 7♦ 7♣**. Ba lá 7 có thể thành một bộ, *hoặc* các lá cơ thành một sảnh, nhưng
   không thể cả hai: mỗi lá chỉ thuộc một phỏm. Máy giữ cách xếp nào, và vì sao?
3. Bấm **6♠ 7♦ 8♣**: các lá liên tiếp nhưng khác chất không bao giờ là phỏm.

## Ví dụ của hướng dẫn H19

Trong ví dụ của hướng dẫn Tongits H19, người chơi A đã hạ 9♠ 10♠ J♠ và trên tay còn 3♦ 4♦; người
chơi B cầm Q♥ 8♣. Điểm bài rác của họ quyết định ván Khiêu chiến (xem
[bài 4](04_endings_payments.ipynb)). Bảng xếp bài có thể bắt đầu từ bất kỳ bài nào:
""")),
        code("""
a_hand = HandBuilder(hand="3D 4D")
a_hand
""", IGNORE),
        md(t.both("""
Everything the widget shows can be read from code, too — handy in exercises:
""", """
Mọi thứ tiện ích hiển thị cũng đọc được bằng mã — tiện khi làm bài tập:
""")),
        code(t("""
print("A holds", a_hand.hand_text, "-> deadwood", a_hand.deadwood)
b_hand = HandBuilder(hand="QH 8C")
print("B holds", b_hand.hand_text, "-> deadwood", b_hand.deadwood)
""", """
print("A cầm", a_hand.hand_text, "-> bài rác", a_hand.deadwood, "điểm")
b_hand = HandBuilder(hand="QH 8C")
print("B cầm", b_hand.hand_text, "-> bài rác", b_hand.deadwood, "điểm")
"""), CHECK),
        code("""
full = HandBuilder(hand="AS 2S 3S 7H 7D 7C 8H 9H 10H QC QD 2C KD")
print(full.arrangement)
print(full.best_discard)
""", CHECK),
        md(t.both("""
## House rules

Two options of `tongits.Rules` change how a hand counts (the checkboxes next to the text box
switch them):

* `ace_high_in_runs` (default off): aces are low, so A-2-3 is a run but **Q-K-A is not**. Turn it
  on and Q-K-A becomes a run too (K-A-2 never is).
* `concealed_melds_count_as_deadwood` (default off): melds kept hidden in the hand do not count.
  Turn it on and every card in the hand counts until its melds are exposed on the table.
""", """
## Luật nhà

Hai tùy chọn của `tongits.Rules` làm thay đổi cách tính điểm một bài (các ô đánh dấu cạnh ô chữ
bật, tắt chúng):

* `ace_high_in_runs` (mặc định tắt): lá át đứng thấp, nên A-2-3 là sảnh nhưng **Q-K-A thì không**.
  Bật lên thì Q-K-A cũng thành sảnh (K-A-2 thì không bao giờ).
* `concealed_melds_count_as_deadwood` (mặc định tắt): phỏm còn giấu trên tay không bị tính điểm.
  Bật lên thì mọi lá trên tay đều bị tính cho đến khi phỏm được hạ xuống bàn.
""")),
        code(t("""
for rules in (tongits.Rules(), tongits.Rules(ace_high_in_runs=True)):
    print(f"ace_high_in_runs={rules.ace_high_in_runs}: Q-K-A + 7C has deadwood",
          tongits.deadwood("QS KS AS 7C", rules))
""", """
for rules in (tongits.Rules(), tongits.Rules(ace_high_in_runs=True)):
    print(f"ace_high_in_runs={rules.ace_high_in_runs}: Q-K-A + 7C có số điểm bài rác là",
          tongits.deadwood("QS KS AS 7C", rules))
"""), CHECK),
        code("""
HandBuilder(hand="QS KS AS 7C", rules=tongits.Rules(ace_high_in_runs=True))
""", IGNORE),
        md(t.both("""
## Play a hand

You are **Player 0** against two gentle bots (the **Greedy** button makes them play their best). On
your turn: draw or chow, expose melds and lay off (**sapaw**), then discard — or call a **Fight**.
Only legal moves have a button; the coach says what a greedy player would do and why.

**Try:** play a whole hand, then read how it ended and what each player pays.
""", """
## Chơi một ván

Bạn là **Người chơi 0**, chơi với hai máy hiền (nút **Tham** cho máy chơi hết sức). Đến lượt mình:
**bốc** hoặc **ăn bài**, hạ phỏm và **gửi bài**, rồi **đánh** một lá — hoặc gọi **Khiêu chiến (Fight)**.
Chỉ nước đi hợp lệ mới có nút; người hướng dẫn cho biết một người chơi tham sẽ đi gì và vì sao.

**Thử xem:** chơi trọn một ván rồi đọc ván kết thúc thế nào và mỗi người trả bao nhiêu.
""")),
        code("""
Table()
""", IGNORE),
        page_language_cell(t),
        code(f"""
cardlab.set_language("{other}")
print(tongits.check_meld("AS 2S 3S"))
print(tongits.check_meld("6S 7D 8C"))
cardlab.set_language("{t.lang}")
""", CHECK),
    ]


if __name__ == "__main__":
    merge_streams(page(REL, cells))  # printed pieces joined: a rebuild changes no byte
