"""Builds the page "Phỏm: build a hand, eat, send, settle", in English and Vietnamese, for a projector.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_hand_builder.py``; it writes
``notebooks/phom/hand_builder.ipynb`` and ``notebooks/vi/phom/hand_builder.ipynb``.

The three Phỏm widgets on one page, each with a one-line "what to try". A browser test opens the page, runs
it and clicks the palette of its first widget, which must therefore be the hand builder. Widget cells are
tagged ``nbval-ignore-output``; the cells that print text are tagged ``nbval-check-output``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, code, md, page  # noqa: E402
from course_build import page_language_cell  # noqa: E402
from rules_common import merge_streams  # noqa: E402

REL = "phom/hand_builder.ipynb"


def cells(t):
    """The page's cells in the language of ``t``."""
    other = "vi" if t.lang == "en" else "en"
    return [
        md(t.both("""
# Phỏm · build a hand, eat, send, settle

**By the end of this notebook you will be able to**

* build any Phỏm hand by clicking cards and read its best **lay-down** (*hạ phỏm*): the phỏm
  (*phỏm ngang*, *phỏm dọc*), the points of the cards left (*bài rác*), **Ù**, **Ù tròn** or **móm**;
* mark **eaten cards** (*ăn bài*) and see where they must sit;
* decide whether a discard may be eaten and whether a card may be **sent** (*gửi bài*);
* settle the end of a hand: ranking, **Ù đền**, the **chốt**, who pays what.

Run the cells in order (**Shift + Enter**). Every answer comes from the cardlab engine; the rules
are those of the **Xeeng Phỏm guide** ([the Phỏm rules page](00_rules.ipynb)).
""", """
# Phỏm · xếp bài, ăn bài, gửi bài, tính tiền

**Học xong bài này, bạn sẽ biết**

* dựng bất kỳ bài Phỏm nào bằng cách bấm vào các lá, và đọc **cách hạ phỏm** tốt nhất: các phỏm
  (*phỏm ngang*, *phỏm dọc*), điểm các lá còn lại (*bài rác*), **Ù**, **Ù tròn** hay **móm**;
* đánh dấu **lá ăn** (*ăn bài*) và xem chúng phải nằm ở phỏm nào;
* xét một lá vừa đánh có được ăn không, một lá có được **gửi bài** không;
* tính tiền cuối ván: thứ hạng, **Ù đền**, **chốt**, ai trả bao nhiêu.

Chạy các ô theo thứ tự (**Shift + Enter**). Mọi câu trả lời đều do bộ máy cardlab tính; luật chơi theo
**hướng dẫn Phỏm của Xeeng** ([trang luật chơi Phỏm](00_rules.ipynb)).
""")),
        md(t.both("""
## 1 · The hand builder

**Try:** click A♠ 2♠ 3♠ 7♥ 7♦ 7♣ 9♣ 10♣ J♣ K♦ — Ù; then press **Mark eaten** and click K♦.
""", """
## 1 · Bảng xếp bài

**Thử xem:** bấm A♠ 2♠ 3♠ 7♥ 7♦ 7♣ 9♣ 10♣ J♣ K♦ — Ù; rồi bấm **Đánh dấu lá ăn** và bấm vào K♦.
""")),
        code(f"""
import cardlab
from cardlab import phom
from cardlab.widgets import EatSendCalculator, PhomHandBuilder, SettlementCalculator, Table

cardlab.set_language("{t.lang}")
RULES = phom.Rules()
builder = PhomHandBuilder()
builder
""", IGNORE),
        md(t.both("""
The builder's checkboxes switch three house rules (`max_eaten_cards_per_phom`, `u_definition`,
`ace_high_in_runs`); what it shows can be read from code too:
""", """
Các ô tùy chọn của bảng xếp bài đổi ba luật nhà (`max_eaten_cards_per_phom`, `u_definition`,
`ace_high_in_runs`); những gì bảng hiển thị cũng đọc được bằng mã:
""")),
        code(t("""
shown = PhomHandBuilder(rules=RULES, hand="AS 2S 3S 7H 7D 7C 9C 10C JC KD")
print("phỏm:", " | ".join(" ".join(c.pretty for c in m.cards) for m in shown.arrangement.melds))
print("points left:", shown.points, "| Ù?", shown.u_verdict.kind, "| best discard:", *[c.pretty for c in shown.best_discards])
""", """
shown = PhomHandBuilder(rules=RULES, hand="AS 2S 3S 7H 7D 7C 9C 10C JC KD")
print("phỏm:", " | ".join(" ".join(c.pretty for c in m.cards) for m in shown.arrangement.melds))
print("điểm còn lại:", shown.points, "| Ù?", shown.u_verdict.kind, "| lá nên đánh:", *[c.pretty for c in shown.best_discards])
"""), CHECK),
        md(t.both("""
## 2 · May I eat? May I send?

**Try:** type `8H`, then `7C` as the discard to eat; on the right, untick *I have laid down a phỏm*.
""", """
## 2 · Có được ăn không? Có được gửi không?

**Thử xem:** gõ `8H`, rồi `7C` vào ô *lá vừa đánh*; ở bên phải, bỏ dấu ô *tôi đã hạ phỏm*.
""")),
        code("""
EatSendCalculator(rules=RULES)
""", IGNORE),
        md(t.both("""
## 3 · Who pays what?

**Try:** give seats 0 and 2 the same points, swap their lay-down order, then switch to Ù with a
đền payer.
""", """
## 3 · Ai trả bao nhiêu?

**Thử xem:** cho ghế 0 và ghế 2 bằng điểm, đổi thứ tự hạ phỏm của họ, rồi chuyển sang Ù và chọn người
phải đền.
""")),
        code("""
SettlementCalculator(rules=RULES)
""", IGNORE),
        md(t.both("""
## 4 · Play a hand

You are **Player 0** against three gentle bots (the **Greedy** button makes them play their best). On
your turn: eat (**ăn**) the card just discarded or draw (**bốc**), lay down (**hạ**) and send (**gửi**)
when the time comes, then discard (**đánh**). Only legal moves have a button; the coach says what a
greedy player would do and why.

**Try:** play a whole hand and read the result: who is first, who is móm, and why each player pays.
""", """
## 4 · Chơi một ván

Bạn là **Người chơi 0**, chơi với ba máy hiền (nút **Tham** cho máy chơi hết sức). Đến lượt mình: **ăn**
lá vừa đánh hoặc **bốc**, đến vòng hạ thì **hạ** phỏm và **gửi** bài, rồi **đánh** một lá. Chỉ nước
đi hợp lệ mới có nút; người hướng dẫn cho biết một người chơi tham sẽ đi gì và vì sao.

**Thử xem:** chơi trọn một ván rồi đọc kết quả: ai nhất, ai móm, và vì sao mỗi người phải trả.
""")),
        code("""
Table(game="phom", rules=RULES)
""", IGNORE),
        page_language_cell(t),
        code(f"""
cardlab.set_language("{other}")
print(phom.check_send("5S", "2S 3S 4S", round=3).text())
cardlab.set_language("{t.lang}")
print(phom.check_send("5S", "2S 3S 4S", round=3).text())
""", CHECK),
    ]


if __name__ == "__main__":
    merge_streams(page(REL, cells))  # printed pieces joined: a rebuild changes no byte
