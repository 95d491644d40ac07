"""Builds the Indian Rummy lesson 2 (groups: pure and impure sequences, sets, the wild card in its own place),
in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/indian_rummy/02_sequences_sets.ipynb;
learner's copy: notebooks/[vi/]indian_rummy/02_sequences_sets.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_02_sequences.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from indian_rummy_course import look_setup_cell, next_links, opening_links, quiz_setup  # noqa: E402

STEM = "02_sequences_sets"
REL = f"indian_rummy/{STEM}.ipynb"
#: The guide's "one card, one group": 7♦ 8♦ 9♦ and the nines 9♦ 9♥ 9♠ share the 9♦ (a hand of our own around it).
ONE_CARD = "7D 8D 9D 9H 9S 2C 3C 4C KS KH KD 5S 6H"


def cells(t: Tr) -> list:
    return [
        md(t(f"""
# Indian Rummy 2 — Sequences and sets

To finish a deal you must put all your cards in **groups**. There are only two kinds of
group, and one of them comes in two flavours — the difference between the two flavours is what
wins or loses real-money games.

**By the end of this notebook you will be able to**

* tell a **sequence** (3 or more consecutive cards of one suit) from cards that only look
  like one — same colour but not same suit, K-A-2, a gap,
* tell a **pure sequence** (no joker standing in) from an **impure sequence**,
* see that a **wild card in its own place** is a natural card: the sequence stays pure,
* tell a **set** (3 or 4 cards of one rank in different suits) from two copies of the
  same card,
* switch the house rules that change these answers (`joker_in_set_allowed`, `set_max_size`).

{opening_links(t, STEM)}
""", f"""
# Indian Rummy 2 — Dãy và bộ cùng số

Muốn kết thúc ván, bạn phải xếp hết bài vào các **nhóm**. Chỉ có hai loại nhóm, và một loại lại chia
làm hai kiểu — phân biệt được hai kiểu đó là thắng hay thua ở các ván chơi ăn tiền.

**Học xong bài này, bạn sẽ biết**

* phân biệt **dãy** (từ 3 lá liên tiếp trở lên, cùng chất) với những bộ bài chỉ trông giống dãy — cùng
  màu mà không cùng chất, K-A-2, thiếu lá ở giữa,
* phân biệt **dãy thuần** (không có joker thay lá nào) với **dãy có joker** (dãy không thuần),
* hiểu rằng **lá joker chỉ định nằm đúng vị trí của nó** là lá thường: dãy vẫn thuần,
* phân biệt **bộ cùng số** (3 hoặc 4 lá cùng giá trị, khác chất) với hai bản của cùng một lá,
* đổi các luật nhà làm thay đổi những câu trả lời này (`joker_in_set_allowed`, `set_max_size`).

{opening_links(t, STEM)}
""")),
        look_setup_cell(t, "the Indian Rummy guide's game: try indian_rummy.Rules(joker_in_set_allowed=False)",
              "luật theo bài hướng dẫn Indian Rummy: thử indian_rummy.Rules(joker_in_set_allowed=False)"),
        md(t("""
## Sequences

A **sequence** is 3 or more **consecutive** cards **of one suit**: 4♣ 5♣ 6♣, or longer, 8♠ 9♠ 10♠ J♠.
The ace goes low in A-2-3 or high in Q-K-A, but never around the corner: **K-A-2 is not a
sequence**. (In gin rummy the ace is low only — do not bring that habit here.)

The guide's way to check a sequence: lay the cards in order and ask three questions. *Same suit?
Consecutive? Is a joker standing in anywhere?* And do not go by colour: **same colour is not same
suit** — 5♥ 6♦ 7♥ are all red, and not a sequence.

`indian_rummy.check_meld` answers, and says why:
""", """
## Dãy

**Dãy** là từ 3 lá **liên tiếp** trở lên, **cùng chất**: 4♣ 5♣ 6♣, hoặc dài hơn, 8♠ 9♠ 10♠ J♠. Lá A đứng
thấp trong A-2-3 hoặc đứng cao trong Q-K-A, nhưng không nối vòng: **K-A-2 không phải dãy**. (Trong tá lả
và gin rummy lá A chỉ là lá nhỏ nhất — đừng đem thói quen đó sang đây.)

Cách tự kiểm tra của bài hướng dẫn: xếp các lá theo thứ tự rồi hỏi ba điều. *Cùng chất không? Liên tiếp
không? Có vị trí nào đang nhờ joker không?* Và đừng nhìn màu: **cùng màu chưa chắc cùng chất** —
5♥ 6♦ 7♥ đều đỏ, nhưng không phải dãy.

`indian_rummy.check_meld` trả lời, kèm lý do:
""")),
        code("""
for cards in ["4C 5C 6C", "8S 9S 10S JS", "AH 2H 3H", "QD KD AD", "KS AS 2S", "5H 6D 7H", "4C 6C 7C"]:
    display(look(cards, indian_rummy.check_meld(cards, rules=RULES)))
"""),
        md(t("""
## Pure and impure sequences

A joker (printed 🃏, or a card of the wild rank) may **stand in** for a card a sequence is missing.

* **Pure sequence**: no joker stands in for anything — 4♣ 5♣ 6♣.
* **Impure sequence**: a joker stands in for a missing card — 4♣ 🃏 6♣, where the
  🃏 plays the 5♣; or 7♠ 8♠ 🃏 🃏 with two jokers.

Why it matters: you may only finish with a pure sequence in your hand (lesson 3).
""", """
## Dãy thuần và dãy có joker

Joker (joker in hình 🃏, hoặc một lá của giá trị được chỉ định) có thể **thay** cho lá mà dãy đang thiếu.

* **Dãy thuần**: không có joker nào thay cho lá nào — 4♣ 5♣ 6♣.
* **Dãy có joker** (dãy không thuần): có joker thay cho lá còn thiếu — 4♣ 🃏 6♣, lá 🃏 đóng vai 5♣; hoặc
  7♠ 8♠ 🃏 🃏 với hai joker.

Vì sao quan trọng: chỉ khi có dãy thuần bạn mới được kết thúc ván (bài 3).
""")),
        code("""
for cards in ["4C 5C 6C", "4C JK 6C", "7S 8S JK JK"]:
    display(look(cards, indian_rummy.check_meld(cards, rules=RULES)))
"""),
        md(t("""
## The wild card in its own place

This is the detail the guide says is most often misread. Say a 5 was cut, so **all fives are
jokers** this deal. You hold the real 4♣ 5♣ 6♣. The 5♣ is a joker — but here it stands **in its own
place**: it is simply the 5♣. Nothing is standing in, so 4♣ 5♣ 6♣ is still a **pure** sequence.

Only when a wild card plays **another** card does the sequence become impure: in 4♣ 5♦ 6♣ the 5♦
plays the 5♣. `wild="5"` frames the fives purple:
""", """
## Lá joker chỉ định nằm đúng vị trí của nó

Bài hướng dẫn nói đây là chỗ hay bị hiểu sai nhất. Giả sử lá lật là một lá 5, nên **mọi lá 5 đều là
joker** trong ván. Bạn cầm 4♣ 5♣ 6♣ thật. Lá 5♣ là joker — nhưng ở đây nó nằm **đúng vị trí tự nhiên
của nó**: nó chỉ là lá 5♣. Không có lá nào được thay, nên 4♣ 5♣ 6♣ vẫn là **dãy thuần**.

Chỉ khi lá joker chỉ định đóng vai **một lá khác** thì dãy mới thành dãy có joker: trong 4♣ 5♦ 6♣, lá
5♦ đóng vai 5♣. `wild="5"` viền tím các lá 5:
""")),
        code("""
for cards in ["4C 5C 6C", "4C 5D 6C"]:
    display(look(cards, indian_rummy.check_meld(cards, wild_rank="5", rules=RULES), wild="5"))
"""),
        code(bilingual(t, """
# $comment
for wild in [None, "5"]:
    print(f"$wild {wild}: 4♣ 5♣ 6♣ ->", kind_label(indian_rummy.check_meld("4C 5C 6C", wild_rank=wild, rules=RULES).kind),
          "| 4♣ 5♦ 6♣ ->", kind_label(indian_rummy.check_meld("4C 5D 6C", wild_rank=wild, rules=RULES).kind))
""", comment=("the same cards, with and without fives wild: 4♣ 5♣ 6♣ stays pure either way",
              "cùng các lá, có và không có lá 5 làm joker: 4♣ 5♣ 6♣ lúc nào cũng là dãy thuần"),
            wild=("wild rank", "joker chỉ định")), CHECK),
        md(t("""
(`wild rank None`: no rank is wild, and then 4♣ 5♦ 6♣ mixes suits — not a group at all.)

## Sets

A **set** is 3 or 4 cards of **one rank** in **different suits**: 9♥ 9♦ 9♠, or all four nines.

Two decks are in play, so you may hold **two 9♥** — but they are the same suit, so 9♥ 9♥ 9♠ is
**not** a set. A joker may complete a set: 7♥ 7♦ 🃏, the 🃏 playing a third seven.
""", """
(`joker chỉ định None`: không có joker chỉ định, và khi đó 4♣ 5♦ 6♣ lẫn chất — hoàn toàn không phải nhóm.)

## Bộ cùng số

**Bộ cùng số** (gọi tắt là bộ) là 3 hoặc 4 lá **cùng giá trị**, **khác chất**: 9♥ 9♦ 9♠, hoặc cả bốn lá 9.

Ván chơi dùng hai bộ bài nên bạn có thể cầm **hai lá 9♥** — nhưng hai lá đó cùng một chất, nên
9♥ 9♥ 9♠ **không** phải bộ. Joker có thể thay lá còn thiếu trong bộ: 7♥ 7♦ 🃏, lá 🃏 đóng vai lá 7 thứ ba.
""")),
        code("""
for cards in ["9H 9D 9S", "9H 9H 9S", "9H 9D 9S 9C", "7H 7D JK"]:
    display(look(cards, indian_rummy.check_meld(cards, rules=RULES)))
"""),
        md(t("""
**House rules: `joker_in_set_allowed` and `set_max_size`.** The guide allows a joker in a set "if
the rules allow it": some tables do not (`joker_in_set_allowed=False`). Some count a set of 3 only,
others let a joker make a fifth card (`set_max_size`):
""", """
**Luật nhà: `joker_in_set_allowed` và `set_max_size`.** Bài hướng dẫn cho joker thay lá trong bộ "nếu
luật cho phép": có bàn không cho (`joker_in_set_allowed=False`). Có nơi chỉ tính bộ 3 lá, có nơi cho
joker làm lá thứ năm (`set_max_size`):
""")),
        code("""
for name, rules, cards in [("Rules()", RULES, "7H 7D JK"),
                           ("Rules(joker_in_set_allowed=False)", indian_rummy.Rules(joker_in_set_allowed=False), "7H 7D JK"),
                           ("Rules()", RULES, "9H 9D 9S 9C JK"),
                           ("Rules(set_max_size=5)", indian_rummy.Rules(set_max_size=5), "9H 9D 9S 9C JK"),
                           ("Rules(set_max_size=3)", indian_rummy.Rules(set_max_size=3), "9H 9D 9S 9C")]:
    print(f"{name}: {indian_rummy.check_meld(cards, rules=rules)}")
""", CHECK),
        md(t("""
## One card, one group

A card can sit in only one group. The guide's example: you hold 7♦ 8♦ 9♦ and the nines 9♦ 9♥ 9♠. If
the 9♦ goes into the sequence, the nines are down to two cards — no set. You choose **one grouping
for the whole hand**. `indian_rummy.arrange` tries every grouping and keeps the one that leaves the
fewest penalty points (here the nines, since 7♦ 8♦ cost less than 9♥ 9♠):
""", """
## Mỗi lá chỉ thuộc một nhóm

Một lá chỉ được nằm trong một nhóm. Ví dụ của bài hướng dẫn: bạn có 7♦ 8♦ 9♦ và ba lá 9 là 9♦ 9♥ 9♠.
Nếu đưa 9♦ vào dãy thì bộ 9 chỉ còn hai lá — không thành bộ. Bạn phải chọn **một cách xếp cho cả
bài**. `indian_rummy.arrange` thử mọi cách xếp và giữ cách để lại ít điểm phạt nhất (ở đây là bộ 9, vì
7♦ 8♦ bị ít điểm hơn 9♥ 9♠):
""")),
        code(f"""
best = indian_rummy.arrange("{ONE_CARD}", rules=RULES)
print(best.describe())
""", CHECK),
        md(t(f"""
### Try it with the declaration checker

The widget starts from the same hand, grouped by you: nothing yet.

1. Switch to **Group cards**, click 7♦ 8♦ 9♦ and press **Close group**: a pure sequence. Then click
   9♥ 9♠ and close: "not a group" — the 9♦ is taken.
2. Press **Clear groups**, then **Engine's grouping**: the engine's choice.
3. Choose **5** as the **wild joker rank**: 5♠ is now a joker, and the engine puts it to work —
   count the loose cards again.
""", f"""
### Thử với bảng kiểm tra khai bài

Widget bắt đầu từ đúng bài ở trên, chưa xếp nhóm nào.

1. Chuyển sang **Xếp nhóm**, bấm 7♦ 8♦ 9♦ rồi nhấn **Đóng nhóm**: một dãy thuần. Rồi bấm 9♥ 9♠ và đóng
   nhóm: "không phải nhóm" — lá 9♦ đã bị dùng.
2. Nhấn **Xóa các nhóm**, rồi **Máy xếp nhóm**: cách máy chọn.
3. Chọn **5** ở ô **Joker chỉ định**: lá 5♠ giờ là joker, và máy dùng nó ngay — đếm lại các lá lẻ.
""")),
        code(f"""
from cardlab.widgets import DeclarationChecker

DeclarationChecker(rules=RULES, hand="{ONE_CARD}")
""", IGNORE),
        *checkpoint(t, quiz_setup(t, 2, 2, ["group", "kind"]), [
            (t("""
### 1 · A valid group?

A sequence: 3 or more consecutive cards **of one suit** (A-2-3 and Q-K-A count, K-A-2 does not);
a set: 3 or 4 cards of one rank in **different** suits. A joker may stand in for a missing card.
Answer `True` or `False`.
""", """
### 1 · Có phải nhóm hợp lệ không?

Dãy: từ 3 lá liên tiếp trở lên **cùng chất** (A-2-3 và Q-K-A được, K-A-2 thì không); bộ cùng số: 3
hoặc 4 lá cùng giá trị **khác chất**. Joker có thể thay lá còn thiếu. Trả lời `True` (có) hoặc
`False` (không).
"""), """
answer = indian_rummy.check_meld(quiz.q1.cards, quiz.q1.wild, RULES).ok
"""),
            (t("""
### 2 · Pure sequence, impure sequence or set?

Look at the wild rank first: a wild card **in its own place** stands in for nothing. Answer
`"pure"`, `"impure"`, `"set"` or `"none"`.
""", """
### 2 · Dãy thuần, dãy có joker hay bộ cùng số?

Xem joker chỉ định trước: lá joker chỉ định **nằm đúng vị trí của nó** thì không thay cho lá nào. Trả
lời `"dãy thuần"`, `"dãy có joker"`, `"bộ"` hoặc `"không"`.
"""), """
answer = indian_rummy.check_meld(quiz.q2.cards, quiz.q2.wild, RULES).kind or "none"
"""),
        ]),
        md(next_links(t, STEM, exercises_link(t, "indian_rummy"),
                      ("the four conditions of a valid show, and the classic wrong shows",
                       "bốn điều kiện để khai hợp lệ, và những kiểu khai sai hay gặp"))),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
