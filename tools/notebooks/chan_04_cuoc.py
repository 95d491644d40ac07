"""Builds the lesson "Chắn 4 · Winning and the cước", in Vietnamese and English.

Run: ``PYTHONPATH=$PWD /work/main/.venv/bin/python tools/nbbuild.py tools/notebooks/chan_04_cuoc.py``; it
writes the keys ``exercises/[vi/]solutions/lessons/chan/04_winning_cuoc.ipynb`` and the learner copies
``notebooks/[vi/]chan/04_winning_cuoc.ipynb``.

Vietnamese is the course's first language: the English text keeps the game's Vietnamese words and explains
each one where it first appears. The Tổ Tôm / Chắn page has one worked example of scoring (Ù chì with one
Tôm: 4 + 1 = 5); the lesson starts from it and scores one winning hand per cước with the engine
(``chan.score``, ``chan.settle``), the hands being those of the rules page where it has one.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from chan_course import lesson_links  # noqa: E402
from chan_rules import BACH_DINH, CHI_SEVEN, TAM_DO, THAP_THANH, TOM_WIN  # noqa: E402  (the rules page's hands)

REL = "chan/04_winning_cuoc.ipynb"

# Winning hands the rules page does not have (20 cards each, written once for both languages).
XUONG = "2V 2V 4S 4S 5N 5N 6V 6V 7S 7S 9V 9V 3S 3V 4V 4N 6S 6N 2S 2N"      # no bonus at all, won on 3V
KINH = "CC CC CC CC 2V 2V 3S 3S 4N 4N 5V 5V 6S 6S 7N 7N 2N 2S 4V 4S"       # four Chi chi, all else black
CHIU = "3V 3V 3V 3V 2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 4V 4N 7V 7N 6S 6N"       # four Tam vạn: Chíu ù or Bòn
LEO_CHI = "CC CC 9V 9V 8S 8S 2V 2V 4S 4S 5N 5N 3V 3N 4V 4N 7V 7N 6S 6N"    # two Lèo, Bạch thủ on Chi chi


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t(f"""
# Chắn 4 · Winning and the cước

**By the end of this notebook you will be able to**

* score any win (*ù*, all 20 cards in ten pairs with at least 6 Chắn) the way the **Tổ Tôm / Chắn
  page** does: find its bonuses, each called a **cước**, and add the **main value** of the
  highest one to the **dịch** (secondary value) of every other one;
* recognise each cước on the cards: **Ù xuông** (a plain win), **Ù chì**, **Tôm**, **Lèo**,
  **Bạch thủ**, **Bạch định**, **Tám đỏ**, **Kính tứ chi**, **Thập thành**, **Thiên ù**,
  **Chíu ù** and **Bòn** — each with a worked example below;
* say what each of the four players pays or receives;
* switch the house rules of scoring (`xuong_points`, `bonus_values`, `thap_thanh_adds_main_values`,
  `bach_thu_chi_separate_bonus`) and compare the page's table, the traditional one and your own
  house values side by side with the **CuocScorer** widget.

Words from earlier lessons: a **Chắn** is two identical cards, a **Cạ** two cards of the same rank in
different suits, a **Chíu** four identical cards (two Chắn); **Chi chi** is the card with no rank and
no suit; the **red cards** are Bát vạn, Cửu vạn, Bát sách, Cửu sách and Chi chi. A player's
**gate** (*cửa*) is the place in front of them where their discards and the cards they turn up from the
stock (*nọc*) lie.

{lesson_links(t, "04_winning_cuoc", "03_a_turn", "05_dead_hand_match")}
""", f"""
# Chắn 4 · Ù và tính cước

**Học xong bài này, bạn sẽ biết**

* tính điểm bất kỳ ván **ù** nào (cả 20 lá thành mười cặp, ít nhất 6 chắn) đúng như **trang Tổ Tôm /
  Chắn**: tìm các **cước** của ván ù, rồi lấy **điểm chính** của cước cao nhất cộng **dịch** của mọi
  cước còn lại;
* nhận ra từng cước trên các lá bài: **Ù xuông**, **Ù chì**, **Tôm**, **Lèo**, **Bạch thủ**, **Bạch
  định**, **Tám đỏ**, **Kính tứ chi**, **Thập thành**, **Thiên ù**, **Chíu ù** và **Bòn** — cước nào
  cũng có một ván ù mẫu được tính sẵn bên dưới;
* tính tiền của cả bốn người chơi: ai trả, ai nhận, bao nhiêu;
* đổi các luật nhà về tính cước (`xuong_points`, `bonus_values`, `thap_thanh_adds_main_values`,
  `bach_thu_chi_separate_bonus`) và so sánh bảng cước của trang nguồn, bảng truyền thống và luật nhà
  của bạn cạnh nhau bằng bảng **CuocScorer**.

Nhắc lại vài từ của các bài trước: **chắn** là hai lá giống hệt nhau, **cạ** là hai lá cùng hàng khác
chất, **chíu** là bốn lá giống nhau (tính hai chắn); **Chi chi** là lá không hàng, không chất; **lá đỏ**
gồm Bát vạn, Cửu vạn, Bát sách, Cửu sách và Chi chi. **Cửa** là chỗ trước mặt mỗi người, nơi đặt những
lá người đó đánh ra và những lá người đó lật từ **nọc**.

{lesson_links(t, "04_winning_cuoc", "03_a_turn", "05_dead_hand_match")}
""")),
        code(f"""
import cardlab
from cardlab import chan
from cardlab.engine import seat_name
from IPython.display import HTML, display
from cardlab.widgets.chan import pairing_html

cardlab.set_language("{t.lang}")
RULES = chan.Rules()   # {t("the Tổ Tôm / Chắn page's game; try chan.Rules(xuong_points=3)",
                            "luật theo trang Tổ Tôm / Chắn; thử chan.Rules(xuong_points=3)")}


def cuoc(cards, card, source, history=(), rules=RULES, winner=0):
    \"\"\"{t("Score a win with the engine: its pairs (Chắn green, Cạ blue), its cước, the arithmetic, then "
          "each player's money.",
          "Tính cước một ván ù bằng bộ máy: các cặp (chắn viền xanh lá, cạ viền xanh dương), các cước, phép "
          "cộng, rồi tiền của từng người chơi.")}\"\"\"
    score = chan.score(cards, card, source, history, rules)
    display(HTML(pairing_html(chan.decompose(cards))))
    for reason in score.reasons:
        print("•", reason.text())
    money = chan.settle(score.points, winner)
    print("→", " · ".join(f"{{seat_name(p, you=0)}} {{amount:+d}}" for p, amount in enumerate(money)))
"""),
        md(t("""
## 1 · Cước and dịch: how a win is scored

The score of a win is called its **cước**, and so is each bonus that makes it up. A win with no
bonus at all is **Ù xuông** ("a plain win") and scores **2** points (`xuong_points`). Every other
bonus has two values: a **main value** and a smaller **dịch** (its "secondary value"):

> **score = the highest main value + the dịch of every other bonus.**
> When two main values are equal, the bonus with the higher dịch is the main one.
> Exception, **Thập thành**: add up the **main** values of all bonuses.

The table, as the engine holds it (`RULES.bonus_values`, each bonus `(main, dịch)`). The last three
count only when a house rule turns them on (section 9 and lesson 5):
""", """
## 1 · Cước và dịch: tính điểm một ván ù

Điểm của một ván ù gọi là **cước**, và mỗi khoản thưởng trong đó cũng gọi là một cước. Ù mà không có
cước nào gọi là **Ù xuông**, được **2** điểm (`xuong_points`). Mỗi cước có hai giá trị: **điểm chính**
và một điểm phụ nhỏ hơn gọi là **dịch**:

> **điểm = điểm chính cao nhất + dịch của mọi cước còn lại.**
> Hai cước có điểm chính bằng nhau thì cước có dịch cao hơn được lấy làm cước chính.
> Ngoại lệ là **Thập thành**: cộng **điểm chính** của mọi cước.

Bảng cước đúng như bộ máy đang giữ (`RULES.bonus_values`, mỗi cước là `(điểm chính, dịch)`). Ba cước
cuối chỉ được tính khi bật luật nhà tương ứng (mục 9 và bài 5):
""")),
        code(bilingual(t, """
print(f"{'Ù xuông':13} ${w1} {RULES.xuong_points}")
for key, (main, dich) in RULES.bonus_values.items():
    print(f"{chan.BONUS_NAMES[key]:13} ${w2} {main:2} · dịch {dich}")
""", w1=("scores", "được"), w2=("main", "điểm chính")), CHECK),
        md(t("""
## 2 · Ù xuông: a plain win

Six Chắn and four Cạ, won on Tam vạn turned up at another player's gate. No bonus applies — no Tôm,
no Lèo, the winning card completes a Cạ (so no Bạch thủ, section 4), two red cards (neither none nor
eight) — so the win is an **Ù xuông**, worth `xuong_points`. Each of the three other players pays 2
and the winner, here Player 0, receives 3 × 2 = 6. Some tables pay a plain win 3:
`chan.Rules(xuong_points=3)`.
""", """
## 2 · Ù xuông: ù không cước

Sáu chắn và bốn cạ, ù lá Tam vạn lật ở cửa người khác. Không có cước nào — không Tôm, không Lèo, lá ù
ghép thành cạ (nên không có Bạch thủ, mục 4), có hai lá đỏ (không phải không lá nào, cũng không phải
tám lá) — nên đây là **Ù xuông**, được `xuong_points` điểm. Ba người kia mỗi người trả 2, người ù (ở
đây là Người chơi 0) nhận 3 × 2 = 6. Có bàn tính Ù xuông 3 điểm: `chan.Rules(xuong_points=3)`.
""")),
        code(f"""
XUONG = "{XUONG}"
cuoc(XUONG, "3V", "other_gate_stock")
print("xuong_points=3:", chan.score(XUONG, "3V", "other_gate_stock", rules=chan.Rules(xuong_points=3)))
""", CHECK),
        md(t("""
## 3 · The page's worked example: Ù chì with one Tôm

The Tổ Tôm / Chắn page gives one worked example, and every table agrees on it:

* **Ù chì** — won on the card turned up from the stock at **your own** gate: main 3, dịch 1;
* **Tôm** — one each of **Tam vạn, Tam sách and Thất văn** (3 of Vạn, 3 of Sách, 7 of Văn): main 4,
  dịch 1.

The highest main value is Tôm's, 4; add Ù chì's dịch, 1: **5**. Each of the three losers pays 5, so
the winner receives 15 — the four amounts always add up to zero. `chan.score` finds the bonuses and
does the arithmetic; `chan.settle(points, winner)` gives the money:
""", """
## 3 · Ví dụ của trang nguồn: Ù chì kèm một Tôm

Trang Tổ Tôm / Chắn cho đúng một ví dụ tính điểm, và bàn nào cũng tính như vậy:

* **Ù chì** — ù lá nọc lật ở **chính cửa mình**: điểm chính 3, dịch 1;
* **Tôm** — có đủ **Tam vạn, Tam sách và Thất văn**: điểm chính 4, dịch 1.

Điểm chính cao nhất là của Tôm, 4; cộng dịch của Ù chì, 1: được **5** điểm. Ba người thua mỗi người trả
5, nên người ù nhận 15 — bốn số tiền cộng lại luôn bằng 0. `chan.score` tìm các cước và làm phép cộng;
`chan.settle(points, winner)` tính tiền:
""")),
        code(bilingual(t, f"""
TOM_WIN = "{TOM_WIN}"
score = chan.score(TOM_WIN, "7N", "own_gate_stock", rules=RULES)
display(score)
print("${{w1}}:", score.points, "· ${{w2}}:", [name for name, main, dich in score.bonuses])
print("chan.settle:", chan.settle(score.points, winner=0))
""", w1=("points", "điểm"), w2=("cước", "các cước")), CHECK),
        md(t("""
## 4 · Tôm, Bạch thủ and equal main values

The same 20 cards, won on Thất văn turned up at **another** player's gate: no Ù chì, only Tôm, 4.

Now say the last card was **Nhị vạn** (2 of Vạn), turned up at another gate. The hand has exactly 6
Chắn, and the winning card makes a Chắn — there is no Cạ in rank 2. That is **Bạch thủ**: *exactly 6
Chắn and no Cạ in the winning card's rank*, main 4, dịch 1. Tôm and Bạch thủ have the same main value
and the same dịch, so either may be the main one: 4 + 1 = 5.
""", """
## 4 · Tôm, Bạch thủ và hai điểm chính bằng nhau

Cũng 20 lá đó, nhưng ù lá Thất văn lật ở cửa **người khác**: không còn Ù chì, chỉ có Tôm, được 4.

Giờ giả sử lá cuối cùng là **Nhị vạn**, lật ở cửa người khác. Bài có đúng 6 chắn, và lá ù ghép thành
chắn — hàng nhị không có cạ nào. Đó là **Bạch thủ**: *đúng 6 chắn và không có cạ ở hàng của lá ù*, điểm
chính 4, dịch 1. Tôm và Bạch thủ bằng nhau cả điểm chính lẫn dịch, nên lấy cước nào làm chính cũng
vậy: 4 + 1 = 5.
""")),
        code("""
print(chan.score(TOM_WIN, "7N", "other_gate_stock", rules=RULES))
cuoc(TOM_WIN, "2V", "other_gate_stock")
""", CHECK),
        md(t("""
## 5 · Lèo and Tám đỏ

* **Lèo** — one each of **Cửu vạn, Bát sách and Chi chi** (9 of Vạn, 8 of Sách, Chi chi): main 5,
  dịch 2. Like Tôm, each full set counts: two Lèo are two bonuses, but no card is used twice.
* **Tám đỏ** ("eight red") — **exactly eight red cards**: main 8, dịch 5.

This hand holds two Cửu vạn, two Bát sách and two Chi chi (two Lèo) and two Bát vạn: eight red cards.
Tám đỏ's main value is the highest, and each Lèo adds its dịch: 8 + 2 + 2 = **12**:
""", """
## 5 · Lèo và Tám đỏ

* **Lèo** — có đủ **Cửu vạn, Bát sách và Chi chi**: điểm chính 5, dịch 2. Cũng như Tôm, mỗi bộ đủ được
  tính một lần: hai bộ Lèo là hai cước, miễn không lá nào bị dùng hai lần.
* **Tám đỏ** — **đúng tám lá đỏ**: điểm chính 8, dịch 5.

Bài này có hai Cửu vạn, hai Bát sách và hai Chi chi (hai bộ Lèo), thêm hai Bát vạn: tám lá đỏ. Điểm
chính của Tám đỏ cao nhất, mỗi bộ Lèo cộng thêm dịch của nó: 8 + 2 + 2 = **12**:
""")),
        code(f"""
cuoc("{TAM_DO}", "2V", "other_gate_stock")
""", CHECK),
        md(t("""
## 6 · Bạch định and Kính tứ chi: the colour of the cards

* **Bạch định** ("all white") — **not a single red card**: main 7, dịch 4.
* **Kính tứ chi** — **all four Chi chi, and every other card black**: main 12, dịch 9. (The four
  Chi chi are the only red cards, so it is never Tám đỏ or Bạch định as well.)

The first hand is all black and holds a Tôm: 7 + 1 = 8. The second holds the four Chi chi — a Chíu,
which counts as two Chắn — and sixteen black cards: 12.
""", """
## 6 · Bạch định và Kính tứ chi: màu của các lá bài

* **Bạch định** — **không có lá đỏ nào**: điểm chính 7, dịch 4.
* **Kính tứ chi** — **đủ bốn lá Chi chi, mọi lá khác đều đen**: điểm chính 12, dịch 9. (Bốn Chi chi là
  bốn lá đỏ duy nhất, nên không bao giờ đồng thời là Tám đỏ hay Bạch định.)

Bài thứ nhất toàn lá đen và có một bộ Tôm: 7 + 1 = 8. Bài thứ hai có đủ bốn Chi chi — một chíu, tính hai
chắn — và mười sáu lá đen: 12.
""")),
        code(f"""
cuoc("{BACH_DINH}", "5N", "other_gate_stock")
cuoc("{KINH}", "5V", "other_gate_stock")
""", CHECK),
        md(t("""
## 7 · Thập thành: ten Chắn, main values added

**Thập thành** ("ten complete") — **all ten pairs are Chắn**: main 12, dịch 9. It is the exception to
the rule of section 1: with Thập thành the **main values of all bonuses are added**. Won at your own
gate it is Thập thành 12 + Ù chì 3 = 15, not 12 + 1. Tables that score it like any other win turn the
rule off with `thap_thanh_adds_main_values=False`:
""", """
## 7 · Thập thành: mười chắn, cộng các điểm chính

**Thập thành** — **cả mười cặp đều là chắn**: điểm chính 12, dịch 9. Đây là ngoại lệ của quy tắc ở mục
1: có Thập thành thì **cộng điểm chính của mọi cước**. Ù ở cửa mình thì được Thập thành 12 + Ù chì 3 =
15, chứ không phải 12 + 1. Bàn nào tính Thập thành như mọi ván khác thì tắt luật này bằng
`thap_thanh_adds_main_values=False`:
""")),
        code(f"""
THAP_THANH = "{THAP_THANH}"
cuoc(THAP_THANH, "4V", "own_gate_stock")
plain = chan.Rules(thap_thanh_adds_main_values=False)
print("thap_thanh_adds_main_values=False:", chan.score(THAP_THANH, "4V", "own_gate_stock", rules=plain))
""", CHECK),
        md(t("""
## 8 · Thiên ù, Chíu ù, Bòn: how the cards came

Three bonuses depend on **how** the hand won, not only on the 20 cards:

* **Thiên ù** ("heaven's win") — the **dealer's 20 dealt cards already win**: main 3, dịch 1. A Thiên
  ù has **no winning card**: it is scored on the dealt hand alone, whatever order the cards came in,
  so Bạch thủ (which looks at the winning card) never applies, and neither does the Chi chi rule (a
  win on Chi chi needs exactly 6 Chắn and 4 Cạ). The calculators take it as
  `chan.score(cards, None, "dealt")`. The page's hand dealt to the dealer is Thiên ù + Tôm, 4 + 1 = 5,
  with no Bạch thủ although it has 6 Chắn; a hand of 7 Chắn and 3 Cạ with two Chi chi could never win
  on Chi chi, yet dealt it is a Thiên ù.
* **Chíu ù** — won by **Chíu**: holding three identical cards, you take the fourth as soon as it is
  exposed (even out of turn) and that completes the hand: main 5, dịch 2 (`win_source="chiu"`).
* **Bòn** — a **pair completed to four** identical cards during the deal (a Chắn captured onto a pair
  you held): main 5, dịch 2. The 20 cards cannot show it, so the game records it and the calculator
  takes it as a `history` flag, `"bon"`. So does **Thiên khai** (four identical cards dealt: 5 / 2),
  `"thien_khai"`.
""", """
## 8 · Thiên ù, Chíu ù, Bòn: các lá về tay thế nào

Ba cước phụ thuộc vào **cách** ván ù diễn ra, chứ không chỉ vào 20 lá cuối cùng:

* **Thiên ù** — **20 lá nhà cái được chia đã ù sẵn**: điểm chính 3, dịch 1. Thiên ù **không có lá ù**:
  bài được tính cước trên cả 20 lá được chia, bất kể các lá đến theo thứ tự nào, nên không bao giờ có
  Bạch thủ (cước này xét lá ù), và luật Chi chi (ù bằng Chi chi phải đúng 6 chắn 4 cạ) cũng không áp
  dụng. Hàm tính nhận Thiên ù dưới dạng `chan.score(cards, None, "dealt")`. Bài mẫu của trang nguồn mà
  chia cho nhà cái thì được Thiên ù + Tôm, 4 + 1 = 5, không có Bạch thủ dù có 6 chắn; một bài 7 chắn 3
  cạ có hai Chi chi không bao giờ ù được bằng Chi chi, nhưng được chia sẵn thì vẫn là Thiên ù.
* **Chíu ù** — ù bằng **chíu**: đang cầm ba lá giống nhau, bạn lấy lá thứ tư ngay khi nó lộ ra (kể cả
  khi chưa đến lượt) và lá đó làm bài ù: điểm chính 5, dịch 2 (`win_source="chiu"`).
* **Bòn** — trong ván, một **đôi thành bốn lá** giống nhau (ăn chắn vào một đôi đang cầm): điểm chính 5,
  dịch 2. Nhìn 20 lá cuối không thấy được điều này, nên trò chơi tự ghi lại, còn hàm tính nhận nó qua
  cờ `history` là `"bon"`. **Thiên khai** (được chia bốn lá giống nhau: 5 / 2) cũng vậy, cờ
  `"thien_khai"`.
""")),
        code(bilingual(t, f"""
cuoc(TOM_WIN, None, "dealt")
CHI_SEVEN = "{CHI_SEVEN}"
print("${{w1}}:", chan.check_win(CHI_SEVEN, "CC", "other_gate_stock", rules=RULES))
print("${{w2}}:", chan.score(CHI_SEVEN, None, "dealt", rules=RULES))
""", w1=("won on Chi chi", "ù bằng Chi chi"), w2=("dealt (Thiên ù)", "được chia sẵn (Thiên ù)")), CHECK),
        code(bilingual(t, f"""
CHIU = "{CHIU}"
cuoc(CHIU, "3V", "chiu")
print("${{w1}}:", chan.score(CHIU, "7N", "other_gate_stock", history=["bon"], rules=RULES))
print("${{w2}}:", chan.score(CHIU, "7N", "other_gate_stock", history=["thien_khai"], rules=RULES))
""", w1=("Bòn (a pair captured to four), won on 7N", "Bòn (ăn một đôi thành bốn), ù lá 7N"),
                     w2=("Thiên khai (four Tam vạn dealt)", "Thiên khai (được chia bốn Tam vạn)")), CHECK),
        md(t("""
## 9 · House rules: Bạch thủ chi, your own values, the table side by side

**Bạch thủ chi.** A Bạch thủ won on **Chi chi** is an ordinary Bạch thủ on the Tổ Tôm / Chắn page.
Many traditional tables score it apart, as **Bạch thủ chi** (main 4, dịch 3): turn it on with
`bach_thu_chi_separate_bonus=True`. With two Lèo beside it, the difference shows in the dịch: 1 for
Bạch thủ, 3 for Bạch thủ chi.
""", """
## 9 · Luật nhà: Bạch thủ chi, bảng cước của riêng bạn, so sánh cạnh nhau

**Bạch thủ chi.** Theo trang Tổ Tôm / Chắn, Bạch thủ ù bằng **Chi chi** vẫn chỉ là Bạch thủ thường.
Nhiều bàn chơi truyền thống tính riêng thành **Bạch thủ chi** (điểm chính 4, dịch 3): bật bằng
`bach_thu_chi_separate_bonus=True`. Có thêm hai bộ Lèo thì thấy ngay chỗ khác nhau ở dịch: Bạch thủ
dịch 1, Bạch thủ chi dịch 3.
""")),
        code(f"""
LEO_CHI = "{LEO_CHI}"
for rules in (RULES, chan.Rules(bach_thu_chi_separate_bonus=True)):
    print(f"bach_thu_chi_separate_bonus={{rules.bach_thu_chi_separate_bonus}}:",
          chan.score(LEO_CHI, "CC", "other_gate_stock", rules=rules))
""", CHECK),
        md(t("""
**Your own values.** `bonus_values` changes the table: give only the bonuses your table scores
differently, as `{key: (main, dịch)}` — the keys are those printed in section 1. Here a house that
pays Ù xuông 3, Tôm 5 / 2 and Lèo 6 / 3, beside the page's table and the traditional one
(`chan.Rules.traditional()`: the page's values plus Bạch thủ chi and the two bonuses of lesson 5).
Each line is one of the wins above, each column a table: the points, then in brackets what each loser
pays and what the winner (Player 0) receives:
""", """
**Bảng cước của riêng bạn.** `bonus_values` thay đổi bảng cước: chỉ cần ghi những cước mà bàn bạn tính
khác, dạng `{khóa: (điểm chính, dịch)}` — các khóa là những khóa đã in ở mục 1. Dưới đây là một bàn tính
Ù xuông 3 điểm, Tôm 5 / 2 và Lèo 6 / 3, đặt cạnh bảng của trang nguồn và bảng truyền thống
(`chan.Rules.traditional()`: bảng của trang nguồn thêm Bạch thủ chi và hai cước của bài 5). Mỗi dòng là
một ván ù ở trên, mỗi cột là một bảng cước: số điểm, rồi trong ngoặc là số tiền mỗi người thua trả và số
tiền người ù (Người chơi 0) nhận:
""")),
        code(bilingual(t, """
HOUSE = chan.Rules(xuong_points=3, bonus_values={"tom": (5, 2), "leo": (6, 3)})
TABLES = {"${w1}": RULES, "${w2}": chan.Rules.traditional(), "${w3}": HOUSE}
WINS = {"Ù xuông": (XUONG, "3V", "other_gate_stock"), "Ù chì + Tôm": (TOM_WIN, "7N", "own_gate_stock"),
        "Thiên ù + Tôm": (TOM_WIN, None, "dealt"), "Thập thành": (THAP_THANH, "4V", "own_gate_stock"),
        "Lèo ×2 + Bạch thủ": (LEO_CHI, "CC", "other_gate_stock")}
print(f"{'':18}" + "".join(f"{name:>16}" for name in TABLES))
for label, win in WINS.items():
    points = [chan.score(*win, rules=rules).points for rules in TABLES.values()]
    money = [chan.settle(p, winner=0) for p in points]
    print(f"{label:18}" + "".join(f"{f'{p} ({m[1]:+d}/{m[0]:+d})':>16}" for p, m in zip(points, money)))
""", w1=("page", "trang nguồn"), w2=("traditional", "truyền thống"), w3=("house", "luật nhà")), CHECK),
        md(t("""
### The cước scorer

Type (or paste) the 20 cards of a winning hand, choose the winning card, how it came (own gate, another
gate, dealt — Thiên ù —, Chíu) and what the hand earned on the way (Thiên khai, Chíu ù, Bòn…). The
scorer lists every cước that applies, the main + dịch arithmetic and each player's money under the
page's table, the traditional one and your house values (`rules=HOUSE`), side by side; the fold-out
table at the bottom marks the bonuses of this hand. **Try:** press *The page's example*; then choose
Nhị vạn as the winning card (Bạch thủ joins in); then tick *Thông*: only the traditional column counts it.
*(It needs a running kernel.)*
""", """
### Bảng tính cước

Gõ (hoặc dán) 20 lá của một bài ù, chọn lá ù, lá đó đến từ đâu (cửa mình, cửa người khác, bài chia —
Thiên ù —, chíu) và những gì bài có được trong ván (Thiên khai, Chíu ù, Bòn…). Bảng sẽ liệt kê mọi cước
được tính, phép cộng điểm chính + dịch và tiền của từng người theo bảng của trang nguồn, bảng truyền
thống và luật nhà của bạn (`rules=HOUSE`), đặt cạnh nhau; bảng cước gập ở cuối đánh dấu các cước của
bài này. **Thử xem:** bấm *Ví dụ trong trang luật*; rồi chọn Nhị vạn làm lá ù (có thêm Bạch thủ); rồi đánh dấu
*Thông*: chỉ cột truyền thống tính cước này. *(Cần kernel đang chạy.)*
""")),
        code("""
from cardlab.widgets import CuocScorer

CuocScorer(hand=LEO_CHI, win_card="CC", win_source="other_gate_stock", winner=2, rules=HOUSE)
""", IGNORE),
    ] + checkpoint(t, t("""
from cardlab.exercises import chan_set

quiz = chan_set(seed=3, rules=RULES, questions=["bonuses", "score", "deal"], name="Lesson 4 check", var="quiz")
""", """
from cardlab.exercises import chan_set

quiz = chan_set(seed=3, rules=RULES, questions=["bonuses", "score", "deal"], name="Kiểm tra bài 4", var="quiz")
"""), [
        (t("""
**Question 1 · Which cước does this win earn?** Answer with the names, e.g. `["Tôm", "Ù chì"]` (a
name twice if it counts twice), or `[]` for an Ù xuông. Count the Tôm and Lèo sets and the red cards,
and look at where the winning card came from.
""", """
**Câu 1 · Ván ù này có những cước nào?** Trả lời bằng tên các cước, ví dụ `["Tôm", "Ù chì"]` (cước nào
tính hai lần thì ghi hai lần), hoặc `[]` nếu là Ù xuông. Hãy đếm các bộ Tôm, Lèo và số lá đỏ, và xem lá ù
đến từ đâu.
"""), """
q = quiz.q1
score = chan.score(q.cards, q.winning_card, q.win_source, q.history, q.rules)
answer = list(name for name, main, dich in score.bonuses)
"""),
        (t("""
**Question 2 · How many points does this win score?** The highest main value plus the dịch of every
other bonus (with Thập thành, the main values added). Answer with a number.
""", """
**Câu 2 · Ván ù này được bao nhiêu điểm?** Điểm chính cao nhất cộng dịch của mọi cước còn lại (có Thập
thành thì cộng các điểm chính). Trả lời bằng một số.
"""), """
q = quiz.q2
answer = chan.score(q.cards, q.winning_card, q.win_source, q.history, q.rules).points
"""),
        (t("""
**Question 3 · A whole deal: what does this player get?** Score the win, then settle: each loser pays
the score, the winner receives three times it. A gain is positive, a payment negative.
""", """
**Câu 3 · Cả một ván: người chơi này được hay mất bao nhiêu?** Tính cước ván ù, rồi tính tiền: mỗi người
thua trả số điểm đó, người ù nhận gấp ba. Được ghi số dương, phải trả ghi số âm.
"""), """
q = quiz.q3
points = chan.score(q.cards, q.winning_card, q.win_source, q.history, q.rules).points
answer = chan.settle(points, q.winner)[q.player]
"""),
    ]) + [
        md(t(f"""
## Next

[Lesson 5](05_dead_hand_match.ipynb): the dead hand, drawn deals and a match of several deals — who
deals next, running totals, and the two cước that depend on the previous deal, Thông and Địa ù. The
[exercises]({exercises_link(t, "chan")}) (questions 9–12) practise the cước on other hands.
""", f"""
## Bài tiếp theo

[Bài 5](05_dead_hand_match.ipynb): chết bài, ván hòa và chơi nhiều ván liền — ai chia ván sau, tiền
cộng dồn, và hai cước phụ thuộc vào ván trước là Thông và Địa ù. [Bài tập]({exercises_link(t, "chan")})
(câu 9–12) cho bạn luyện tính cước trên những bài khác.
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
