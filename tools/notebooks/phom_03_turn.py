"""Builds the Phỏm lesson 3 (a turn: eat or draw, the eaten-card rule, the chốt, what eating costs).

Key: exercises/[vi/]solutions/lessons/phom/03_a_turn.ipynb;
learner's copy: notebooks/[vi/]phom/03_a_turn.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_03_turn.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import exercises_link, lesson_merged  # noqa: E402

REL = "phom/03_a_turn.ipynb"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Phỏm 3 · A turn

The Xeeng Phỏm guide gives a turn two choices: "Ăn lá bài người trước mình đánh ra để tạo thành
phỏm. Sau đó phải đánh ra 1 lá bài" — eat the card the player before you discarded, to make a
phỏm, then discard — or "Bốc thêm 1 lá bài ở giữa. Sau đó phải đánh ra 1 lá bài" — draw a card
from the middle, then discard. Eating is a gift from your neighbour, and they pay you for it.

**By the end of this notebook you will be able to**

* play a turn: **ăn** (eat) or **bốc** (draw), then **đánh** (discard),
* apply the eaten-card rule: an eaten card stays face up and must end the hand in a phỏm, and
  one phỏm holds at most one eaten card,
* say what a **chốt** is and what each eaten card costs the discarder, round by round
  (`phom.eat_payment`),
* follow a turn in a dealt game with `legal_actions`, `apply` and `Action.describe()`, and check an
  eat with the `EatSendCalculator` widget,
* switch the house rules `max_eaten_cards_per_phom`, `eat_payment_scheme` and `chot_multiplier`.

[Tiếng Việt](../vi/phom/03_a_turn.ipynb) · [Lesson 2](02_phom_points.ipynb) ·
[The rules of Phỏm](00_rules.ipynb)
""", """
# Phỏm 3 · Một lượt chơi

Theo hướng dẫn Xeeng Phỏm, đến lượt mình người chơi có hai cách: "Ăn lá bài người trước mình đánh
ra để tạo thành phỏm. Sau đó phải đánh ra 1 lá bài", hoặc "Bốc thêm 1 lá bài ở giữa. Sau đó phải
đánh ra 1 lá bài". Được ăn bài là nhờ người ngồi trên đánh ra, và người đó phải trả tiền cho bạn.

**Học xong bài này, bạn sẽ biết**

* chơi một lượt: **ăn** hoặc **bốc**, rồi **đánh** ra một lá,
* áp dụng luật lá ăn: lá đã ăn để ngửa và phải nằm trong phỏm đến cuối ván, và mỗi phỏm chứa
  nhiều nhất một lá ăn,
* giải thích **chốt** là gì và mỗi lá bị ăn làm người đánh mất bao nhiêu tiền, theo từng vòng
  (`phom.eat_payment`),
* theo dõi một lượt trong một ván đã chia bằng `legal_actions`, `apply` và `Action.describe()`, và
  kiểm tra một lần ăn bằng widget `EatSendCalculator`,
* đổi các luật nhà `max_eaten_cards_per_phom`, `eat_payment_scheme` và `chot_multiplier`.

[English](../../phom/03_a_turn.ipynb) · [Bài 2](02_phom_points.ipynb) ·
[Luật chơi Phỏm](00_rules.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import phom

cardlab.set_language("{t.lang}")
RULES = phom.Rules()           # {t("the Xeeng Phỏm guide's game: try phom.Rules(max_eaten_cards_per_phom=2)",
                                   "luật của hướng dẫn Xeeng Phỏm: thử phom.Rules(max_eaten_cards_per_phom=2)")}
"""),
        md(t("""
## A turn in a dealt game

Take deal 4 from lesson 1. Player 0 opens: with 10 cards they do not draw, they only discard.
Each possible move is an `Action`; `describe()` says it in words. Player 0 discards K♣:
""", """
## Một lượt trong một ván đã chia

Lấy lại ván số 4 ở bài 1. Người chơi 0 đánh đầu: đã có 10 lá nên không bốc, chỉ đánh ra một lá.
Mỗi nước đi được là một `Action`; `describe()` nói nước đó thành lời. Người chơi 0 đánh K♣:
""")),
        code(t("""
game = phom.new_game(seed=4, rules=RULES)
discard = next(move for move in game.legal_actions() if move.text == "discard KC")
player = game.current_player
game.apply(discard)
print("Player", player, "→", discard.describe())
""", """
game = phom.new_game(seed=4, rules=RULES)
discard = next(move for move in game.legal_actions() if move.text == "discard KC")
player = game.current_player
game.apply(discard)
print("Người chơi", player, "→", discard.describe())
"""), CHECK),
        md(t("""
Play is counter-clockwise, so player 3 is next. They hold K♠ K♦: a **cạ** that the K♣ completes.
So they have two choices, eat or draw:
""", """
Vòng chơi đi ngược chiều kim đồng hồ nên tiếp theo là người chơi 3. Họ đang cầm K♠ K♦ — một
**cạ** mà lá K♣ ghép vào vừa đủ phỏm. Vì vậy họ có hai lựa chọn, ăn hoặc bốc:
""")),
        code(t("""
print("Player", game.current_player, "holds:")
display(cardlab.Hand(game.hands[game.current_player]))
print([move.describe() for move in game.legal_actions()])
""", """
print("Người chơi", game.current_player, "đang cầm:")
display(cardlab.Hand(game.hands[game.current_player]))
print([move.describe() for move in game.legal_actions()])
""")),
        md(t("""
Player 3 eats. The K♣ now lies face up in front of them, and the discarder pays the eater at once
(here 1 stake: the first round). Then player 3 must discard — but not K♠, K♦ or K♣: the eaten
card must stay in a phỏm, so the phỏm K♠ K♦ K♣ is locked until the lay-down. Only 7 of their
10 cards may be discarded:
""", """
Người chơi 3 ăn. Lá K♣ giờ nằm ngửa trước mặt họ, và người đánh trả tiền cho người ăn ngay lập
tức (ở đây 1 lần tiền cược: đang là vòng 1). Sau đó người chơi 3 phải đánh một lá — nhưng không
được đánh K♠, K♦ hay K♣: lá ăn phải nằm trong phỏm, nên phỏm K♠ K♦ K♣ bị giữ nguyên cho đến lúc
hạ. Trong 10 lá chỉ có 7 lá được phép đánh:
""")),
        code(t("""
eat = next(move for move in game.legal_actions() if move.kind == "eat")
game.apply(eat)
eaten = {player: cardlab.Hand(cards).pretty for player, cards in enumerate(game.eaten) if cards}
print(f"eaten cards: {eaten}")
print(f"money so far: {game.payments}")
print([move.describe() for move in game.legal_actions()])
""", """
eat = next(move for move in game.legal_actions() if move.kind == "eat")
game.apply(eat)
eaten = {player: cardlab.Hand(cards).pretty for player, cards in enumerate(game.eaten) if cards}
print(f"lá đã ăn: {eaten}")
print(f"tiền đến lúc này: {game.payments}")
print([move.describe() for move in game.legal_actions()])
"""), CHECK),
        md(t("""
Player 3 discards A♥. Player 2 holds only one other ace (A♦) and neither 2♥ nor 3♥, so the A♥
makes no phỏm with their cards: the only move is to draw (*bốc*) from the **nọc**:
""", """
Người chơi 3 đánh A♥. Người chơi 2 chỉ có thêm một lá A (A♦), cũng không có 2♥ hay 3♥, nên A♥
không ghép được thành phỏm với bài của họ: chỉ còn cách **bốc** từ **nọc**:
""")),
        code(t("""
game.apply(next(move for move in game.legal_actions() if move.text == "discard AH"))
print(f"Player {game.current_player}: {[move.describe() for move in game.legal_actions()]}")
""", """
game.apply(next(move for move in game.legal_actions() if move.text == "discard AH"))
print(f"Người chơi {game.current_player}: {[move.describe() for move in game.legal_actions()]}")
"""), CHECK),
        md(t("""
## The eaten-card rule

You may eat a discard only if it makes a phỏm with cards in your hand, and the eaten card must
still be in a phỏm when you lay down. On top of that, **one phỏm holds at most one eaten card**
(`max_eaten_cards_per_phom`, default 1). So a player who has eaten 3♠ into 3♠ 3♥ 3♣ may **not** eat
3♦ as well: every phỏm that could take the 3♦ is the same four 3s, and it would hold two eaten
cards. `phom.check_eat` says so:
""", """
## Luật lá ăn

Bạn chỉ được ăn lá vừa đánh nếu nó ghép với bài trên tay thành phỏm, và lá ăn vẫn phải nằm trong
phỏm khi hạ. Thêm vào đó, **mỗi phỏm chứa nhiều nhất một lá ăn** (`max_eaten_cards_per_phom`,
mặc định 1). Vì thế người đã ăn 3♠ vào 3♠ 3♥ 3♣ thì **không** được ăn thêm 3♦: phỏm nào nhận 3♦
cũng là bốn lá 3 ấy, và phỏm đó sẽ có hai lá ăn. `phom.check_eat` giải thích:
""")),
        code("""
hand = "AH 3S 3H 3C 8H 10D JC KS KH"
print(phom.check_eat("3D", hand, eaten="3S", rules=RULES))
print(phom.check_eat("3D", hand, eaten="3S", rules=phom.Rules(max_eaten_cards_per_phom=2)))
""", CHECK),
        md(t("""
Some tables allow two eaten cards in one phỏm; with `max_eaten_cards_per_phom=2` the same 3♦ may
be eaten, as the second line shows. Another trap: you must keep **one card to discard**. A
player whose every card is already tied to eaten phỏm cannot eat one more card.

### Check an eat yourself

The `EatSendCalculator` widget takes your hand, the cards you ate before and the discard, and
answers with the reason and the best lay-down after eating. It is set to player 3's turn above.
To see the refusal above, type `AH 3S 3H 3C 8H 10D JC KS KH` as the hand, `3S` as the eaten
card and `3D` as the discard.
""", """
Có bàn cho phép một phỏm chứa hai lá ăn; với `max_eaten_cards_per_phom=2` thì lá 3♦ ở trên ăn
được, như dòng thứ hai cho thấy. Một cái bẫy nữa: bạn phải còn **một lá để đánh**. Người mà mọi
lá trên tay đều đã buộc vào các phỏm có lá ăn thì không ăn thêm được nữa.

### Tự kiểm tra một lần ăn

Widget `EatSendCalculator` nhận bài trên tay, các lá đã ăn trước đó và lá vừa đánh, rồi trả lời
kèm lý do và cách hạ phỏm tốt nhất sau khi ăn. Nó đang được đặt đúng lượt của người chơi 3 ở
trên. Muốn thấy lời từ chối ở trên, hãy gõ `AH 3S 3H 3C 8H 10D JC KS KH` vào ô bài trên tay,
`3S` vào ô lá đã ăn và `3D` vào ô lá vừa đánh.
""")),
        code("""
from cardlab.widgets import EatSendCalculator

calculator = EatSendCalculator(rules=RULES)
calculator.set_eat(hand="AH 2C 3S 7D 8S JS JD KS KD", eaten="", discard="KC")
calculator
""", IGNORE),
        md(t("""
## The chốt and what eating costs

Being eaten costs money: the discarder pays the eater at once. The Xeeng Phỏm guide: "Vòng x tính
x lần tiền cược. Riêng vòng chốt tính 4 lần tiền cược" — a card eaten in round x costs x stakes,
and the last round costs 4. A card eaten in the last round (the 4th) is the **chốt** (*ăn chốt*):
it costs the most because it comes when the lay-down is one step away.
""", """
## Cây chốt và ăn bài mất bao nhiêu

Bị ăn bài là mất tiền: người đánh trả cho người ăn ngay lập tức. Hướng dẫn Xeeng Phỏm ghi: "Vòng x
tính x lần tiền cược. Riêng vòng chốt tính 4 lần tiền cược". Lá bị ăn ở vòng cuối (vòng 4) là
**cây chốt** (*ăn chốt*): nó đắt nhất vì đến lúc đó chỉ còn một bước nữa là hạ phỏm.
""")),
        code(t("""
for round in range(1, RULES.rounds + 1):
    chot = round == RULES.rounds
    print(f"round {round}{' (chốt)' if chot else '':8} costs the stake ×",
          phom.eat_payment(round, 1, is_chot=chot, rules=RULES))
""", """
for round in range(1, RULES.rounds + 1):
    chot = round == RULES.rounds
    print(f"vòng {round}{' (chốt)' if chot else '':8} mất", phom.eat_payment(round, 1, is_chot=chot, rules=RULES),
          "lần tiền cược")
"""), CHECK),
        md(t("""
The guide also gives a second table: "Khi bị ăn lá bài đầu tiên … mất 1 lần tiền cược … lá thứ
hai … 2 lần … lá thứ ba … 3 lần", and the chốt 3. There the **order** counts: the 1st, 2nd, 3rd
card eaten from the same player costs 1, 2, 3 (`eat_payment_scheme="by_eat_order"`). The two
tables disagree on the chốt too (4 or 3: `chot_multiplier`). cardlab follows the first by default;
`phom.Rules(eat_payment_scheme="by_eat_order", chot_multiplier=3)` — or `phom.Rules.eat_order()`
for short — switches to the second.

Here is deal 4 played to the end by the bots (lesson 6 plays against them). Three cards are eaten:
K♣ in round 1, Q♠ in round 2, and 10♦ in round 4 — a chốt. What each costs under both tables:
""", """
Hướng dẫn còn nêu một bảng thứ hai: "Khi bị ăn lá bài đầu tiên … mất 1 lần tiền cược … lá thứ hai
… 2 lần … lá thứ ba … 3 lần", còn ăn chốt mất 3 lần. Ở bảng này **thứ tự** mới quan trọng: lá thứ
1, 2, 3 bị cùng một người ăn mất 1, 2, 3 lần (`eat_payment_scheme="by_eat_order"`). Hai bảng cũng
vênh nhau ở cây chốt (4 hay 3 lần: `chot_multiplier`). Mặc định cardlab theo bảng thứ nhất;
`phom.Rules(eat_payment_scheme="by_eat_order", chot_multiplier=3)` — viết gọn là
`phom.Rules.eat_order()` — chuyển sang bảng thứ hai.

Đây là ván số 4 được máy đánh đến hết (bài 6 sẽ cho bạn chơi với máy). Có ba lá bị ăn: K♣ ở vòng
1, Q♠ ở vòng 2, và 10♦ ở vòng 4 — một cây chốt. Mỗi lá mất bao nhiêu theo từng bảng:
""")),
        code("""
from cardlab.bots.phom import GreedyBot

hand = phom.new_game(seed=4, rules=RULES)
bots = [GreedyBot(seed=seat) for seat in range(4)]
while not hand.is_terminal():
    hand.apply(bots[hand.current_player].choose(hand.view(hand.current_player)))

by_order = phom.Rules(eat_payment_scheme="by_eat_order", chot_multiplier=3)
for eat in hand.eats:
    chot = " (chốt)" if eat.chot else ""
    costs = [phom.eat_payment(eat.round, eat.nth, is_chot=eat.chot, rules=rules) for rules in (RULES, by_order)]
""" + t("""    print(f"player {eat.eater} eats {eat.card.pretty} from player {eat.victim} in round {eat.round}{chot}"
""", """    print(f"người chơi {eat.eater} ăn {eat.card.pretty} của người chơi {eat.victim} ở vòng {eat.round}{chot}"
""") + """          f" · by_round: {costs[0]} · by_eat_order: {costs[1]}")
""", CHECK),
        md(t("""
A stake of more than 1 multiplies every amount (`bet=`), and `chot_multiplier=3` makes the chốt
cheaper under the first table:
""", """
Mức cược lớn hơn 1 thì mọi khoản nhân lên theo (`bet=`), còn `chot_multiplier=3` làm cây chốt rẻ
hơn trong bảng thứ nhất:
""")),
        code("""
print("bet=2, chot_multiplier=4:", phom.eat_payment(4, 1, is_chot=True, bet=2, rules=RULES))
print("bet=2, chot_multiplier=3:", phom.eat_payment(4, 1, is_chot=True, bet=2, rules=phom.Rules(chot_multiplier=3)))
""", CHECK),
        md(t("""
Eating three cards from the same player has one more consequence: if the eater then wins by Ù,
that player **đền** — pays for the whole table (*Ù đền*, lesson 5).

**Try it:** set `RULES = phom.Rules.eat_order()` in the first code cell and run the notebook
again: the table of costs by round above changes.
""", """
Bị cùng một người ăn ba lá còn có hậu quả nữa: nếu người ăn sau đó Ù, người bị ăn phải **đền** —
trả tiền thay cho cả bàn (*Ù đền*, bài 5).

**Thử xem:** đặt `RULES = phom.Rules.eat_order()` ở ô mã đầu tiên rồi chạy lại cả notebook: bảng
tiền theo vòng ở trên sẽ đổi.
""")),
        *checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=9, rules=RULES, questions=["eat", "eat_cost"], name="Phỏm lesson 3", var="quiz")
quiz
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=9, rules=RULES, questions=["eat", "eat_cost"], name="Phỏm – bài 3", var="quiz")
quiz
"""), [
            (t("""
### 1 · May you eat it?

The discard may be eaten only if it makes a phỏm with your cards, every eaten card still sits in
a phỏm with **at most one eaten card** each, and a card is left to discard. Answer `False` if
not, otherwise the cards from your hand that make the phỏm with it, e.g. `"6S 7S"`.
""", """
### 1 · Có ăn được không?

Chỉ được ăn lá vừa đánh nếu nó ghép với bài trên tay thành phỏm, mọi lá ăn vẫn nằm trong phỏm mà
mỗi phỏm **nhiều nhất một lá ăn**, và vẫn còn một lá để đánh. Trả lời `False` nếu không được ăn,
còn nếu được thì ghi các lá trên tay ghép với nó thành phỏm, ví dụ `"6S 7S"`.
"""), """
q = quiz.q1
verdict = phom.check_eat(q.discard, q.hand, q.eaten, RULES)
best = phom.arrange([*q.hand, q.discard], RULES, eaten=[*q.eaten, q.discard])
answer = next(m.cards for m in best.melds if q.discard in m.cards) if verdict.ok else False
"""),
            (t("""
### 2 · What does this eat cost?

The question says which payment table the room uses. With `by_round` a card eaten in round x
costs x stakes and the chốt `chot_multiplier`; with `by_eat_order` the 1st, 2nd, 3rd card from
one player costs 1, 2, 3 and the chốt 3; all times the stake. Answer with a number.
""", """
### 2 · Bị ăn lá này mất bao nhiêu?

Câu hỏi cho biết phòng dùng bảng tính tiền nào. Với `by_round`, lá bị ăn ở vòng x mất x lần tiền
cược, còn cây chốt mất `chot_multiplier` lần; với `by_eat_order`, lá thứ 1, 2, 3 bị cùng một người
ăn mất 1, 2, 3 lần và cây chốt 3 lần; tất cả nhân với mức cược. Trả lời bằng một số.
"""), """
q = quiz.q2
answer = phom.eat_payment(q.round, q.nth, is_chot=q.round == q.rules.rounds, bet=q.bet, rules=q.rules)
"""),
        ]),
        md(t(f"""
## Next

* [4 · Laying down and sending](04_laying_down_sending.ipynb) — hạ, gửi and móm in the last round
* [5 · Endings and money](05_endings_money.ipynb) — ranking, ties, Ù, Ù tròn, Ù đền, every payment
* [The rules of Phỏm](00_rules.ipynb) · [Exercises]({exercises_link(t, "phom")}) — graded questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [4 · Hạ phỏm và gửi bài](04_laying_down_sending.ipynb) — hạ, gửi và móm ở vòng cuối
* [5 · Kết thúc ván và tính tiền](05_endings_money.ipynb) — xếp hạng, bằng điểm, Ù, Ù tròn, Ù đền, mọi khoản tiền
* [Luật chơi Phỏm](00_rules.ipynb) · [Bài tập]({exercises_link(t, "phom")}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
