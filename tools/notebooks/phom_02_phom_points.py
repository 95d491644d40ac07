"""Builds the Phỏm lesson 2 (phỏm, cạ, points, the best lay-down), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/phom/02_phom_points.ipynb;
learner's copy: notebooks/[vi/]phom/02_phom_points.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_02_phom_points.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import exercises_link, lesson_merged  # noqa: E402

REL = "phom/02_phom_points.ipynb"
#: The hand whose cards overlap: the lesson explains it, and the hand builder starts from it.
OVERLAP = "5H 6H 7H 7D 7C 7S 8S 9S KC QD"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Phỏm 2 · Phỏm and points

The Xeeng Phỏm guide puts the whole game in one line: "Phỏm là nhóm từ 3 lá bài trở lên có cùng
số hoặc số liên tiếp cùng chất" — a phỏm is a group of 3 or more cards of the same rank, or of
consecutive ranks in one suit. Everything else you hold is **rác** and costs points.

**By the end of this notebook you will be able to**

* tell a *phỏm ngang* (set) and a *phỏm dọc* (run) from cards that only look like one — mixed
  suits, Q-K-A, a gap,
* spot a *cạ* and say which cards would complete it,
* count the points of a hand: A = 1, 2–10 face value, **J = 11, Q = 12, K = 13**,
* find the best lay-down when one card could go in two phỏm, with `phom.arrange` and the
  `PhomHandBuilder` widget,
* switch the house rules that change these answers (`ace_high_in_runs`, `ace_points`,
  `u_definition`).

[Tiếng Việt](../vi/phom/02_phom_points.ipynb) · [Lesson 1](01_deck_deal_words.ipynb) ·
[The rules of Phỏm](00_rules.ipynb)
""", """
# Phỏm 2 · Phỏm và điểm

Hướng dẫn Xeeng Phỏm tóm cả trò chơi trong một câu: "Phỏm là nhóm từ 3 lá bài trở lên có cùng số
hoặc số liên tiếp cùng chất". Mọi lá còn lại trên tay là **rác** và bị tính điểm.

**Học xong bài này, bạn sẽ biết**

* phân biệt *phỏm ngang* và *phỏm dọc* với những bộ bài trông giống phỏm mà không phải — lệch
  chất, Q-K-A, thiếu lá ở giữa,
* nhận ra một *cạ* và nói được những lá nào ghép vào thì thành phỏm,
* tính điểm bài trên tay: A = 1, 2–10 theo số, **J = 11, Q = 12, K = 13**,
* tìm cách hạ phỏm tốt nhất khi một lá có thể thuộc hai phỏm, bằng `phom.arrange` và widget
  `PhomHandBuilder`,
* đổi các luật nhà làm thay đổi những câu trả lời này (`ace_high_in_runs`, `ace_points`,
  `u_definition`).

[English](../../phom/02_phom_points.ipynb) · [Bài 1](01_deck_deal_words.ipynb) ·
[Luật chơi Phỏm](00_rules.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import phom

cardlab.set_language("{t.lang}")
RULES = phom.Rules()           # {t("the Xeeng Phỏm guide's game: try phom.Rules(ace_high_in_runs=True)",
                                   "luật của hướng dẫn Xeeng Phỏm: thử phom.Rules(ace_high_in_runs=True)")}
"""),
        md(t("""
## What a phỏm is

* **Phỏm ngang** (a set): 3 or 4 cards of one rank — 9♠ 9♥ 9♦, or all four 9s. With one deck
  there is no fifth.
* **Phỏm dọc** (a run): 3 or more consecutive cards **of one suit** — 4♣ 5♣ 6♣, or longer:
  8♥ 9♥ 10♥ J♥ Q♥. The ace is **low only**: A♠ 2♠ 3♠ is a phỏm dọc.

`phom.check_meld` answers yes or no, and says why:
""", """
## Thế nào là phỏm

* **Phỏm ngang**: 3 hoặc 4 lá cùng số — 9♠ 9♥ 9♦, hoặc cả bốn lá 9. Chỉ có một bộ bài nên không
  có lá thứ năm.
* **Phỏm dọc**: từ 3 lá liên tiếp trở lên **cùng chất** — 4♣ 5♣ 6♣, hoặc dài hơn:
  8♥ 9♥ 10♥ J♥ Q♥. Lá A **chỉ là lá nhỏ nhất**: A♠ 2♠ 3♠ là phỏm dọc.

`phom.check_meld` trả lời có hay không, kèm lý do:
""")),
        code("""
for cards in ["9S 9H 9D", "9S 9H 9D 9C", "4C 5C 6C", "8H 9H 10H JH QH", "AS 2S 3S"]:
    display(cardlab.Hand(cards))
    print(phom.check_meld(cards, rules=RULES))
"""),
        md(t("""
### The classic wrong ideas

New players often lay down cards that look like a phỏm but are not one. Each of these is refused,
and the reason names the rule:

* a "run" in **mixed suits** (5♠ 6♥ 7♠) — a phỏm dọc keeps to one suit;
* **Q-K-A** and **K-A-2** — the ace is low only (`ace_high_in_runs=False`);
* a run with a **gap** (8♥ 10♥ J♥);
* **two cards** (7♠ 7♥) — that is only a cạ, not yet a phỏm.
""", """
### Những lầm tưởng hay gặp

Người mới chơi hay hạ những bộ trông giống phỏm mà thật ra không phải. Bộ máy luật từ chối từng
trường hợp, và lý do chỉ đúng luật bị phạm:

* "dây" **lệch chất** (5♠ 6♥ 7♠) — phỏm dọc phải cùng một chất;
* **Q-K-A** và **K-A-2** — lá A chỉ là lá nhỏ nhất (`ace_high_in_runs=False`);
* dây **thiếu lá ở giữa** (8♥ 10♥ J♥);
* **hai lá** (7♠ 7♥) — đó mới là cạ, chưa thành phỏm.
""")),
        code("""
for cards in ["5S 6H 7S", "QS KS AS", "KS AS 2S", "8H 10H JH", "7S 7H"]:
    print(phom.check_meld(cards, rules=RULES))
""", CHECK),
        md(t("""
## Cạ: two cards that wait for a third

A **cạ** is two cards one card short of a phỏm. Cạ are what you keep: with a cạ you may **eat**
the card that completes it (lesson 3), and at the end it may still become a phỏm. They are not
all worth the same — count the cards that complete each one:

* a pair (7♠ 7♥) waits for the two other 7s;
* two neighbours of one suit (5♣ 6♣) wait for 4♣ or 7♣;
* two cards with a gap (5♣ 7♣) wait for 6♣ only, and so do A♠ 2♠ (only 3♠) and Q♠ K♠ (only J♠).
""", """
## Cạ: hai lá chờ lá thứ ba

**Cạ** là hai lá chỉ còn thiếu một lá nữa là thành phỏm. Cạ là thứ nên giữ: có cạ mới **ăn** được
lá ghép vào nó (bài 3), và đến cuối ván nó vẫn có thể thành phỏm. Nhưng cạ không đáng giá như
nhau — hãy đếm số lá có thể ghép vào từng cạ:

* đôi (7♠ 7♥) chờ hai lá 7 còn lại;
* hai lá liền nhau cùng chất (5♣ 6♣) chờ 4♣ hoặc 7♣;
* hai lá cách một (5♣ 7♣) chỉ chờ được 6♣; A♠ 2♠ (chỉ chờ 3♠) và Q♠ K♠ (chỉ chờ J♠) cũng vậy.
""")),
        code(t("""
from cardlab.cards import STANDARD_52

for ca in ["7S 7H", "5C 6C", "5C 7C", "AS 2S", "QS KS"]:
    held = cardlab.Hand(ca)
    waits = [card for card in STANDARD_52 if card not in held and phom.check_meld([*held, card], rules=RULES).ok]
    print(f"cạ {held.pretty}: waits for {cardlab.Hand(waits).pretty} ({len(waits)})")
""", """
from cardlab.cards import STANDARD_52

for ca in ["7S 7H", "5C 6C", "5C 7C", "AS 2S", "QS KS"]:
    held = cardlab.Hand(ca)
    waits = [card for card in STANDARD_52 if card not in held and phom.check_meld([*held, card], rules=RULES).ok]
    print(f"cạ {held.pretty}: chờ {cardlab.Hand(waits).pretty} ({len(waits)} lá)")
"""), CHECK),
        md(t("""
## Points: J = 11, Q = 12, K = 13

Cards in a phỏm cost nothing. Every other card counts its points: A = 1, 2–10 their face value,
and — unlike Tongits or gin rummy, where every picture card is 10 — **J = 11, Q = 12, K = 13**.
Counting J, Q, K as 10 is the most common mistake at a new Phỏm table: in the hand below the
rác J♠ Q♦ K♥ is worth 36, not 30.
""", """
## Điểm: J = 11, Q = 12, K = 13

Lá nằm trong phỏm không bị tính. Mọi lá khác tính điểm của nó: A = 1, 2–10 theo số, và — khác với
Tongits hay gin rummy, nơi mọi lá hình đều là 10 — **J = 11, Q = 12, K = 13**. Tính J, Q, K là 10
điểm là lỗi hay gặp nhất của người mới chơi Phỏm: ở bài dưới đây, rác J♠ Q♦ K♥ là 36 điểm chứ
không phải 30.
""")),
        code(t("""
hand = "5C 5D 5H JS QD KH"
print("points of each card:", "  ".join(f"{card.pretty}={phom.card_points(card, RULES)}" for card in cardlab.Hand(hand)))
print(phom.arrange(hand, RULES).describe())
print("points left:", phom.deadwood(hand, RULES))
""", """
hand = "5C 5D 5H JS QD KH"
print("điểm từng lá:", "  ".join(f"{card.pretty}={phom.card_points(card, RULES)}" for card in cardlab.Hand(hand)))
print(phom.arrange(hand, RULES).describe())
print("điểm bài rác:", phom.deadwood(hand, RULES))
"""), CHECK),
        md(t("""
## The best lay-down

When the last round comes you lay down (*hạ*) your phỏm, and only the rác is counted. A card may
fit in two phỏm, but it can sit in only one, so you must choose. Take this hand:
""", """
## Hạ phỏm thế nào cho tốt nhất

Đến vòng cuối, bạn **hạ** các phỏm của mình, và chỉ phần rác bị tính điểm. Một lá có thể ghép
được vào hai phỏm, nhưng chỉ được nằm trong một phỏm, nên phải chọn. Xem bài này:
""")),
        code(f"""
cardlab.Hand("{OVERLAP}")
"""),
        md(t("""
The four 7s make a phỏm ngang, 5♥ 6♥ 7♥ and 7♠ 8♠ 9♠ are phỏm dọc — three phỏm that all want a 7.
Three choices:

* the four 7s: 5♥ 6♥ 8♠ 9♠ Q♦ K♣ are left, **53** points;
* 5♥ 6♥ 7♥ and 7♠ 8♠ 9♠: 7♦ 7♣ Q♦ K♣ are left, **39**;
* only **three** of the 7s, 7♥ 7♦ 7♣, with 7♠ 8♠ 9♠: 5♥ 6♥ Q♦ K♣ are left, **36** — the best.

A phỏm ngang of four may give up one card, and that is often the way. `phom.arrange` tries every
choice and keeps the one with the fewest points:
""", """
Bốn lá 7 là một phỏm ngang, còn 5♥ 6♥ 7♥ và 7♠ 8♠ 9♠ là hai phỏm dọc — ba phỏm cùng cần lá 7. Có
ba cách:

* hạ cả bốn lá 7: còn 5♥ 6♥ 8♠ 9♠ Q♦ K♣, **53** điểm;
* hạ 5♥ 6♥ 7♥ và 7♠ 8♠ 9♠: còn 7♦ 7♣ Q♦ K♣, **39** điểm;
* chỉ hạ **ba** lá 7 là 7♥ 7♦ 7♣, cùng với 7♠ 8♠ 9♠: còn 5♥ 6♥ Q♦ K♣, **36** điểm — tốt nhất.

Phỏm ngang bốn lá có thể nhường một lá cho phỏm khác, và nhiều khi đó lại là cách hay nhất.
`phom.arrange` thử mọi cách và giữ cách ít điểm nhất:
""")),
        code(f"""
best = phom.arrange("{OVERLAP}", RULES)
print(best.describe())
print([str(cardlab.Hand(meld.cards)) for meld in best.melds], best.points)
""", CHECK),
        md(t("""
### Try it with the hand builder

The `PhomHandBuilder` widget shows the best lay-down and the points left as you change the hand.
It starts from the same hand.

1. Click **7♥** to take it out: 5♥ 6♥ is only a cạ now. Keeping 7♠ 7♦ 7♣ would leave 53
   points, so the engine keeps the run 7♠ 8♠ 9♠ and leaves 7♦ 7♣ in the rác: 50 points.
2. Click **K♣** and **Q♦** out and **A♣ 2♣** in: the points drop from 50 to 28 — the two picture
   cards were worth 13 + 12.
3. Press **Clear**, tick **Q-K-A is a phỏm (ace_high_in_runs)** and click Q♠ K♠ A♠: they make a phỏm dọc.
""", """
### Thử với bảng xếp bài

Widget `PhomHandBuilder` cho thấy cách hạ phỏm tốt nhất và số điểm còn lại ngay khi bạn đổi bài.
Nó bắt đầu từ đúng bài ở trên.

1. Bấm **7♥** để bỏ lá đó ra: 5♥ 6♥ giờ chỉ còn là cạ. Giữ phỏm 7♠ 7♦ 7♣ thì còn 53 điểm, nên
   bộ máy luật giữ phỏm dọc 7♠ 8♠ 9♠ và để 7♦ 7♣ thành rác: 50 điểm.
2. Bấm bỏ **K♣** và **Q♦**, thêm **A♣ 2♣**: điểm giảm từ 50 xuống 28 — hai lá hình vừa bỏ đáng
   13 + 12 điểm.
3. Bấm **Xóa hết**, đánh dấu ô **Q-K-A là phỏm (tùy chọn ace_high_in_runs)** rồi bấm Q♠ K♠ A♠: ba lá này
   thành phỏm dọc.
""")),
        code(f"""
from cardlab.widgets import PhomHandBuilder

PhomHandBuilder(rules=RULES, hand="{OVERLAP}")
""", IGNORE),
        md(t("""
## House rules that change these answers

The Xeeng Phỏm guide says nothing about the ace beyond "số liên tiếp"; cardlab's default keeps it
low only, as most Vietnamese tables do, and makes the rest options:

* `ace_high_in_runs=True`: Q-K-A counts as a phỏm dọc too (K-A-2 still never does);
* `ace_points`: what an ace costs in the rác (1 by default);
* `u_definition`: whether Ù needs exactly three phỏm (`"three_phom"`, the guide's words) or only
  that every card but the discard sits in a phỏm (`"no_deadwood"`): a 5-card phỏm dọc and a
  4-card phỏm ngang are only two phỏm.
""", """
## Luật nhà làm thay đổi các câu trả lời

Về lá A, hướng dẫn Xeeng Phỏm chỉ nói "số liên tiếp"; mặc định của cardlab coi A chỉ là lá nhỏ
nhất, như phần lớn các bàn chơi ở Việt Nam, còn những cách chơi khác thành tuỳ chọn:

* `ace_high_in_runs=True`: Q-K-A cũng là phỏm dọc (K-A-2 thì vẫn không bao giờ);
* `ace_points`: lá A nằm trong rác tính bao nhiêu điểm (mặc định 1);
* `u_definition`: Ù phải đúng ba phỏm (`"three_phom"`, theo lời hướng dẫn) hay chỉ cần mọi lá trừ
  lá đánh ra đều nằm trong phỏm (`"no_deadwood"`): một phỏm dọc 5 lá và một phỏm ngang 4 lá mới
  chỉ là hai phỏm.
""")),
        code(t("""
from dataclasses import replace

ace_high = replace(RULES, ace_high_in_runs=True)
print("ace_high_in_runs=True: ", phom.check_meld("QS KS AS", rules=ace_high))
print("ace_high_in_runs=True: ", phom.check_meld("KS AS 2S", rules=ace_high))
print("ace_points=1:  points", phom.deadwood("AS 9H 9D 9C KD", RULES))
print("ace_points=11: points", phom.deadwood("AS 9H 9D 9C KD", replace(RULES, ace_points=11)))
""", """
from dataclasses import replace

ace_high = replace(RULES, ace_high_in_runs=True)
print("ace_high_in_runs=True: ", phom.check_meld("QS KS AS", rules=ace_high))
print("ace_high_in_runs=True: ", phom.check_meld("KS AS 2S", rules=ace_high))
print("ace_points=1:  điểm", phom.deadwood("AS 9H 9D 9C KD", RULES))
print("ace_points=11: điểm", phom.deadwood("AS 9H 9D 9C KD", replace(RULES, ace_points=11)))
"""), CHECK),
        code("""
ten = "2S 3S 4S 5S 6S 9H 9D 9C 9S KD"
for definition in ("three_phom", "no_deadwood"):
    print(f"u_definition={definition}:", phom.check_u(ten, replace(RULES, u_definition=definition)))
""", CHECK),
        md(t("""
**Try it:** set `RULES = phom.Rules(ace_high_in_runs=True)` in the first code cell and run the
notebook again: the Q-K-A line of "the classic wrong ideas" turns into a phỏm.
""", """
**Thử xem:** đặt `RULES = phom.Rules(ace_high_in_runs=True)` ở ô mã đầu tiên rồi chạy lại cả
notebook: dòng Q-K-A trong phần "những lầm tưởng hay gặp" sẽ thành phỏm.
""")),
        *checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=8, rules=RULES, questions=["phom", "points", "laydown"], name="Phỏm lesson 2", var="quiz")
quiz
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=8, rules=RULES, questions=["phom", "points", "laydown"], name="Phỏm – bài 2", var="quiz")
quiz
"""), [
            (t("""
### 1 · Phỏm or not?

Same rank (3 or 4 cards), or 3 or more in a row **in one suit**; the ace is low. Answer `True`
or `False`.
""", """
### 1 · Có phải là phỏm không?

Cùng số (3 hoặc 4 lá), hoặc từ 3 lá liên tiếp trở lên **cùng chất**; A là lá nhỏ nhất. Trả lời
`True` (có) hoặc `False` (không).
"""), """
answer = phom.check_meld(quiz.q1.cards, quiz.q1.eaten, RULES).ok
"""),
            (t("""
### 2 · What is the hand worth?

Find the phỏm; every other card counts: A = 1, 2–10 face value, **J = 11, Q = 12, K = 13**.
Answer with a number.
""", """
### 2 · Bài này bao nhiêu điểm?

Tìm các phỏm; mọi lá còn lại đều bị tính: A = 1, 2–10 theo số, **J = 11, Q = 12, K = 13**. Trả
lời bằng một số.
"""), """
answer = phom.deadwood(quiz.q2.hand, RULES)
"""),
            (t("""
### 3 · The best lay-down

Some cards fit in two phỏm; each card sits in one. Answer with the list of phỏm that leaves the
fewest points, e.g. `["7S 7H 7D", "9C 10C JC"]` (`[]` if there is none).
""", """
### 3 · Hạ phỏm thế nào cho tốt nhất

Có lá ghép được vào hai phỏm, nhưng mỗi lá chỉ nằm trong một phỏm. Trả lời bằng danh sách các
phỏm để lại ít điểm nhất, ví dụ `["7S 7H 7D", "9C 10C JC"]` (`[]` nếu không có phỏm nào).
"""), """
answer = phom.arrange(quiz.q3.hand, RULES, eaten=quiz.q3.eaten).melds
"""),
        ]),
        md(t(f"""
## Next

* [3 · A turn](03_a_turn.ipynb) — eat or draw, the eaten card, the chốt and what eating costs
* [4 · Laying down and sending](04_laying_down_sending.ipynb) — hạ, gửi and móm in the last round
* [The rules of Phỏm](00_rules.ipynb) · [Exercises]({exercises_link(t, "phom")}) — graded questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [3 · Một lượt chơi](03_a_turn.ipynb) — ăn hay bốc, lá ăn, cây chốt và ăn bài mất bao nhiêu
* [4 · Hạ phỏm và gửi bài](04_laying_down_sending.ipynb) — hạ, gửi và móm ở vòng cuối
* [Luật chơi Phỏm](00_rules.ipynb) · [Bài tập]({exercises_link(t, "phom")}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
