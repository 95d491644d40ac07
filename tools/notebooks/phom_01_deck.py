"""Builds the Phỏm lesson 1 (deck, deal, words), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/phom/01_deck_deal_words.ipynb;
learner's copy: notebooks/[vi/]phom/01_deck_deal_words.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_01_deck.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, Tr, checkpoint, code, md  # noqa: E402
from course_build import exercises_link, lesson_merged  # noqa: E402

REL = "phom/01_deck_deal_words.ipynb"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Phỏm 1 · The deck, the deal and the words

Phỏm, also called Tá Lả, is the rummy game of Vietnam, played above all in the North. The rules in
this course follow the Xeeng Phỏm guide ("Luật Chơi Phỏm trong Xeeng Online"); where the guide is
silent or says two things, cardlab makes the choice a named house rule (see the
[rules page](00_rules.ipynb)). Phỏm has its own words, and English has none for most of them, so
this course keeps the Vietnamese ones: this notebook teaches them.

**By the end of this notebook you will be able to**

* say what is in the deck, how to write a card and what each card is worth (J = 11, Q = 12, K = 13),
* deal a hand from a deal number and read it: who holds 10 cards, who holds 9, what is left in
  the stock (*nọc*), who plays after whom and how many rounds a hand lasts,
* name the words of the game: *phỏm ngang*, *phỏm dọc*, *cạ*, *rác*, *ăn*, *gửi*, *hạ*, *móm*,
  *Ù*, *chốt*, *đền*,
* list the house-rule options and switch one.

Run the cells in order with **Shift + Enter**. [Tiếng Việt](../vi/phom/01_deck_deal_words.ipynb)
""", """
# Phỏm 1 · Bộ bài, cách chia và các thuật ngữ

Phỏm, còn gọi là Tá Lả, là trò bài họ Rummy rất quen thuộc ở Việt Nam, nhất là ở miền Bắc. Luật
trong khoá học theo hướng dẫn Xeeng Phỏm ("Luật Chơi Phỏm trong Xeeng Online"); chỗ nào hướng dẫn
không nói hoặc nói hai kiểu, cardlab biến lựa chọn đó thành một luật nhà có tên (xem
[trang luật chơi](00_rules.ipynb)).

**Học xong bài này, bạn sẽ biết**

* bộ bài gồm những lá nào, cách viết một lá bài và mỗi lá tính bao nhiêu điểm (J = 11, Q = 12,
  K = 13),
* chia một ván theo số ván chia và đọc nó: ai cầm 10 lá, ai cầm 9 lá, **nọc** còn bao nhiêu lá,
  ai đánh sau ai và một ván có mấy vòng,
* gọi đúng tên các thuật ngữ: *phỏm ngang*, *phỏm dọc*, *cạ*, *rác*, *ăn*, *gửi*, *hạ*, *móm*,
  *Ù*, *chốt*, *đền*,
* liệt kê các tuỳ chọn luật nhà và đổi thử một tuỳ chọn.

Chạy lần lượt từng ô bằng **Shift + Enter**. [English](../../phom/01_deck_deal_words.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import phom

cardlab.set_language("{t.lang}")     # {t('"vi": every explanation in Vietnamese', '"en": mọi lời giải thích bằng tiếng Anh')}
RULES = phom.Rules()           # {t("the Xeeng Phỏm guide's game: change an option, run again",
                                   "luật của hướng dẫn Xeeng Phỏm: đổi tuỳ chọn, chạy lại")}
"""),
        md(t("""
## The deck

One ordinary 52-card deck, **no jokers**. In code a card is written as its rank and then its suit:
`AS` is A♠, `10H` is 10♥ (`TH` works too), `QD` is Q♦, `7C` is 7♣. Several cards are written in
one string, separated by spaces: `"7H 7D 7C"`.
""", """
## Bộ bài

Một bộ bài tây 52 lá bình thường, **không có joker**. Trong mã, mỗi lá viết bằng giá trị rồi đến
chất: `AS` là A♠ (át bích), `10H` là 10♥ (gõ `TH` cũng được), `QD` là Q♦ (Q rô), `7C` là 7♣
(7 nhép). Nhiều lá thì viết chung một chuỗi, cách nhau bằng dấu cách: `"7H 7D 7C"`.
""")),
        code("""
from cardlab.cards import STANDARD_52, Suit

for suit in Suit:
    display(cardlab.Hand([card for card in STANDARD_52 if card.suit is suit]))
"""),
        md(t("""
### What a card is worth

At the end of a hand, the cards you hold outside any phỏm are your **rác** (*bài rác*, deadwood)
and you count their points (*điểm*): the fewest points win. The Xeeng Phỏm guide says "Các lá bài
J, Q, K được tính là 11, 12, 13 điểm": **J = 11, Q = 12, K = 13**, not 10 as in many other rummy
games. An ace is 1 (`ace_points`), 2 to 10 their face value.
""", """
### Mỗi lá đáng bao nhiêu điểm

Hết ván, những lá còn trên tay mà không nằm trong phỏm nào là **rác** (*bài rác*) và bị tính
**điểm**: ai ít điểm nhất thì thắng. Hướng dẫn Xeeng Phỏm ghi rõ "Các lá bài J, Q, K được tính là
11, 12, 13 điểm" — tức **J = 11, Q = 12, K = 13**, chứ không phải 10 như nhiều trò Rummy khác.
Lá A tính 1 điểm (`ace_points`), từ 2 đến 10 tính đúng số trên lá.
""")),
        code("""
hearts = [card for card in STANDARD_52 if card.suit is Suit.HEARTS]
print("  ".join(f"{card.pretty}={phom.card_points(card, RULES)}" for card in hearts))
""", CHECK),
        md(t("""
## The deal

Four players. The first player (the one who opened the room; in later hands, the winner of the
previous hand) gets **10** cards and opens the hand by discarding; the three others get **9**
cards each. The remaining 52 − 10 − 3 × 9 = **15** cards form the face-down **stock** (*nọc*).

A game is dealt from a **deal number** (the `seed=` argument): the same number always deals the
same cards, so a whole class can look at the same hand. Here are the four hands of deal 4:
""", """
## Chia bài

Bốn người chơi. Người đánh đầu (người lập phòng; từ ván sau là người thắng ván trước) được **10**
lá và mở ván bằng một lá đánh ra; ba người còn lại mỗi người **9** lá. 52 − 10 − 3 × 9 = **15** lá
còn lại úp giữa bàn làm **nọc** để bốc.

Mỗi ván được chia theo một **số ván chia** (tham số `seed=`): cùng một số thì luôn ra đúng những
lá ấy, nên cả lớp có thể cùng nhìn một ván bài. Đây là bài trên tay của bốn người chơi ở ván số 4:
""")),
        code(t("""
game = phom.new_game(seed=4, rules=RULES)
for player in range(4):
    print(f"Player {player}: {len(game.hands[player])} cards")
    display(cardlab.Hand(game.hands[player]))
print(f"Stock (nọc): {len(game.stock)} cards")
""", """
game = phom.new_game(seed=4, rules=RULES)
for player in range(4):
    print(f"Người chơi {player}: {len(game.hands[player])} lá")
    display(cardlab.Hand(game.hands[player]))
print(f"Nọc: {len(game.stock)} lá")
""")),
        md(t("""
In a real game each player sees only their own cards. The engine gives each player a **view**:
their hand and what lies face up on the table, never the other hands nor the order of the stock.
""", """
Khi chơi thật, mỗi người chỉ thấy bài trên tay mình. Bộ máy luật cho mỗi người chơi một **góc
nhìn** (`view`): bài trên tay họ và những gì đang ngửa trên bàn, không bao giờ có bài của người
khác hay thứ tự các lá trong nọc.
""")),
        code(t("""
view = game.view(0)
print("Player 0 holds", len(view.hand), "cards; the others hold", view.hand_sizes[1:],
      "cards; the stock holds", view.stock_size)
""", """
view = game.view(0)
print("Người chơi 0 cầm", len(view.hand), "lá; ba người kia cầm", view.hand_sizes[1:],
      "lá; nọc còn", view.stock_size, "lá")
"""), CHECK),
        md(t("""
### Who plays after whom, and for how long

The Xeeng Phỏm guide plays **counter-clockwise** ("Vòng chơi diễn ra theo ngược chiều kim đồng
hồ"): with four players, seat 0 is followed by seat 3, then 2, then 1. Each turn ends with one
card discarded (*đánh*), and a hand has **4 rounds** (*vòng*): every player discards four times.
Counting the draws shows why the stock is exactly big enough: the opener does not draw on the
first turn, so the hand needs at most 4 × 4 − 1 = 15 cards from the stock.
""", """
### Ai đánh sau ai, và đánh bao lâu

Theo hướng dẫn Xeeng Phỏm, "vòng chơi diễn ra theo ngược chiều kim đồng hồ": bốn người thì sau
ghế 0 là ghế 3, rồi 2, rồi 1. Mỗi lượt kết thúc bằng việc **đánh** ra một lá, và một ván có
**4 vòng**: mỗi người đánh ra đúng bốn lá. Đếm số lần bốc sẽ thấy vì sao nọc vừa đủ: người đánh
đầu không bốc ở lượt đầu tiên, nên cả ván cần nhiều nhất 4 × 4 − 1 = 15 lá từ nọc.
""")),
        code(t("""
moves = game.legal_actions()
print(f"Turn order: {game.order} · rounds: {RULES.rounds}")
examples = f"{moves[0].describe()}, {moves[1].describe()}, …"
print(f"Player 0 has {len(moves)} possible moves, every one a discard: {examples}")
""", """
moves = game.legal_actions()
print(f"Thứ tự đánh: {game.order} · số vòng: {RULES.rounds}")
examples = f"{moves[0].describe()}, {moves[1].describe()}, …"
print(f"Người chơi 0 có {len(moves)} nước đi, nước nào cũng là đánh một lá: {examples}")
"""), CHECK),
        md(t("""
## The words of the game

These are the words a Vietnamese table uses; this course uses them in both languages.

| Vietnamese | English | meaning |
|---|---|---|
| *phỏm* | meld | 3 or more cards that belong together: a phỏm ngang or a phỏm dọc |
| *phỏm ngang* (*bộ*) | set | 3 or 4 cards of one rank: 7♠ 7♥ 7♦ |
| *phỏm dọc* (*sảnh*) | run | 3 or more consecutive cards of one suit: 4♣ 5♣ 6♣; the ace is low (A-2-3, never Q-K-A) |
| *cạ* | a pair that waits | two cards one card short of a phỏm: 7♠ 7♥, or 5♣ 6♣, or 5♣ 7♣ |
| *rác* (*bài rác*) | deadwood | cards outside every phỏm; their points (*điểm*) count against you |
| *nọc* | stock | the face-down pile in the middle |
| *bốc* | draw | take the top card of the stock |
| *đánh* | discard | put one card face up in front of you; this ends your turn |
| *bài bỏ* | discard pile | the cards players have discarded |
| *ăn* (*ăn bài*) | eat | take the discard of the player just before you, because it makes a phỏm with your cards; it stays face up and must end in a phỏm |
| *vòng* | round | each player's turn once; a hand has 4 rounds |
| *hạ* (*hạ phỏm*) | lay down | in the last round, put your phỏm face up on the table |
| *gửi* (*gửi bài*) | send | after laying down, add a card to a phỏm another player laid down before you |
| *móm* | — | a player who has no phỏm to lay down: loses outright |
| *Ù* | — | 10 cards that make 3 phỏm and one odd card: the hand ends at once, you win |
| *Ù tròn* | — | 3 phỏm with no odd card at all |
| *chốt* (*cây chốt*) | — | a card eaten in the last round; it costs the discarder the most |
| *đền* (*Ù đền*) | pay for the table | a player whose discards gave the winner three eaten cards pays every loser's share |
| *tiền cược* | stake | the bet: every payment is a number of stakes |

## A turn, in one picture

1. **Eat or draw** — eat the previous player's discard if it makes a phỏm with your cards, *or*
   draw the top card of the stock.
2. In the last round only: **lay down** your phỏm, then **send** cards onto other players' phỏm.
3. **Discard** one card.

A hand ends at once when someone has **Ù**; otherwise after the 4th round, when everybody counts
the points of their rác. The next lessons take these one at a time:
[phỏm and points](02_phom_points.ipynb), [a turn](03_a_turn.ipynb),
**laying down and sending** and
**endings and money**.
""", """
## Thuật ngữ của trò chơi

Đây là những từ người chơi Phỏm vẫn dùng ở bàn; khoá học dùng đúng những từ này ở cả hai ngôn ngữ.

| tiếng Việt | tiếng Anh (cardlab) | nghĩa |
|---|---|---|
| *phỏm* | meld | từ 3 lá trở lên đi được với nhau: phỏm ngang hoặc phỏm dọc |
| *phỏm ngang* (*bộ*) | set | 3 hoặc 4 lá cùng số: 7♠ 7♥ 7♦ |
| *phỏm dọc* (*sảnh*) | run | từ 3 lá liên tiếp trở lên cùng chất: 4♣ 5♣ 6♣; A là lá nhỏ nhất (A-2-3, không bao giờ Q-K-A) |
| *cạ* | — | hai lá chỉ còn thiếu một lá nữa là thành phỏm: 7♠ 7♥, hoặc 5♣ 6♣, hoặc 5♣ 7♣ |
| *rác* (*bài rác*) | deadwood | những lá không nằm trong phỏm nào; bị tính *điểm* |
| *nọc* | stock | chồng bài úp ở giữa bàn |
| *bốc* | draw | lấy lá trên cùng của nọc |
| *đánh* | discard | đặt ngửa một lá trước mặt mình; việc này kết thúc lượt |
| *bài bỏ* | discard pile | những lá người chơi đã đánh ra |
| *ăn* (*ăn bài*) | eat | lấy lá người liền trước vừa đánh vì nó ghép với bài trên tay thành phỏm; lá ăn để ngửa và phải nằm trong phỏm đến cuối ván |
| *vòng* | round | mỗi người đánh một lượt; một ván có 4 vòng |
| *hạ* (*hạ phỏm*) | lay down | ở vòng cuối, đặt ngửa các phỏm của mình lên bàn |
| *gửi* (*gửi bài*) | send | sau khi hạ, gửi lá vào phỏm của người đã hạ trước mình |
| *móm* | — | người không có phỏm nào để hạ: thua ngay |
| *Ù* | — | 10 lá ghép thành 3 phỏm và dư 1 lá lẻ: ván kết thúc ngay, bạn thắng |
| *Ù tròn* | — | 3 phỏm, không dư lá nào |
| *chốt* (*cây chốt*) | — | lá bị ăn ở vòng cuối; người đánh lá đó mất nhiều tiền nhất |
| *đền* (*Ù đền*) | — | người để người thắng ăn ba lá của mình phải trả thay cho cả bàn |
| *tiền cược* | stake | mức cược: mọi khoản trả đều tính bằng số lần tiền cược |

## Một lượt, tóm trong một hình

1. **Ăn hoặc bốc** — ăn lá người liền trước vừa đánh nếu nó ghép với bài trên tay thành phỏm,
   *hoặc* bốc lá trên cùng của nọc.
2. Chỉ ở vòng cuối: **hạ phỏm**, rồi **gửi bài** vào phỏm của người khác.
3. **Đánh** ra một lá.

Ván kết thúc ngay khi có người **Ù**; nếu không thì kết thúc sau vòng 4, khi mọi người tính điểm
bài rác của mình. Các bài sau lần lượt đi sâu từng phần: [phỏm và điểm](02_phom_points.ipynb),
[một lượt chơi](03_a_turn.ipynb), **hạ phỏm và gửi bài** và
**kết thúc ván và tính tiền**.
""")),
        md(t("""
The engine checks these words for you, and every answer comes with its reason. A phỏm ngang, a
phỏm dọc, and a "run" whose suits differ:
""", """
Bộ máy luật kiểm tra giúp bạn những khái niệm này, và câu trả lời nào cũng kèm lý do. Một phỏm
ngang, một phỏm dọc, và một "dây" lệch chất:
""")),
        code("""
print(phom.check_meld("7S 7H 7D", rules=RULES))
print(phom.check_meld("4C 5C 6C", rules=RULES))
print(phom.check_meld("4C 5H 6C", rules=RULES))
""", CHECK),
        md(t("""
A **cạ** is what lets you **eat**: holding the cạ 7♠ 7♥, you may eat the 7♦ the player before
you discards. Two cards that are no cạ (7♠ 9♥) give you no way to eat it:
""", """
Có **cạ** thì mới **ăn** được: đang cầm cạ 7♠ 7♥, bạn được ăn lá 7♦ người liền trước vừa đánh.
Hai lá không thành cạ (7♠ 9♥) thì không ăn được:
""")),
        code("""
print(phom.check_eat("7D", "7S 7H 2C 5D 9C JD", rules=RULES))
print(phom.check_eat("7D", "7S 9H 2C 5D 9C JD", rules=RULES))
""", CHECK),
        md(t("""
## House rules

The Xeeng Phỏm guide leaves some rules open and gives two answers for others. cardlab makes each
such rule a named **option** of `phom.Rules`, with the guide's choice as the default; the
[rules page](00_rules.ipynb) says where each comes from. The options and their defaults:
""", """
## Luật nhà

Hướng dẫn Xeeng Phỏm bỏ ngỏ một số luật và nêu hai cách cho vài luật khác. cardlab biến mỗi luật
như thế thành một **tuỳ chọn** có tên trong `phom.Rules`, mặc định theo lựa chọn của hướng dẫn;
[trang luật chơi](00_rules.ipynb) ghi rõ nguồn gốc của từng tuỳ chọn. Các tuỳ chọn và giá trị
mặc định:
""")),
        code("""
from dataclasses import fields

for option in fields(phom.Rules):
    print(f"{option.name:26} {option.default!r}")
""", CHECK),
        md(t("""
An option is switched by building new rules. A value that is not allowed is refused, with the
allowed values named — never silently replaced:
""", """
Muốn đổi một tuỳ chọn thì tạo bộ luật mới. Giá trị không hợp lệ sẽ bị từ chối, kèm danh sách các
giá trị được phép — không bao giờ bị lặng lẽ thay bằng giá trị khác:
""")),
        code("""
try:
    phom.Rules(turn_direction="left")
except cardlab.InvalidRulesError as error:
    print(error)
""", CHECK),
        md(t("""
For example, `turn_direction` says who plays after whom: the Xeeng Phỏm guide plays
counter-clockwise, many home tables clockwise. And a shorter hand — 8 cards each, 9 for the
first player — leaves a bigger stock (`cards_per_player`, `first_player_cards`):
""", """
Ví dụ, `turn_direction` quy định ai đánh sau ai: hướng dẫn Xeeng Phỏm đánh ngược chiều kim đồng
hồ, nhiều bàn chơi ở nhà lại đánh xuôi chiều. Còn chia ít bài hơn — mỗi người 8 lá, người đánh
đầu 9 lá — thì nọc còn nhiều lá hơn (`cards_per_player`, `first_player_cards`):
""")),
        code(t("""
for direction in ("counterclockwise", "clockwise"):
    rules = phom.Rules(turn_direction=direction)
    print(f"{direction:17} turn order: {phom.new_game(seed=4, rules=rules).order}")

short = phom.new_game(seed=4, rules=phom.Rules(cards_per_player=8, first_player_cards=9))
print("8 cards each:", [len(hand) for hand in short.hands], "in hand,", len(short.stock), "in the stock")
""", """
for direction in ("counterclockwise", "clockwise"):
    rules = phom.Rules(turn_direction=direction)
    print(f"{direction:17} thứ tự đánh: {phom.new_game(seed=4, rules=rules).order}")

short = phom.new_game(seed=4, rules=phom.Rules(cards_per_player=8, first_player_cards=9))
print("Mỗi người 8 lá:", [len(hand) for hand in short.hands], "lá trên tay,", len(short.stock), "lá trong nọc")
"""), CHECK),
        md(t("""
The deal sizes and the number of rounds are options too, but not every combination works: with
9 cards each, a fifth round (`rounds=5`) would need more draws than the stock holds, and
cardlab says so rather than let a hand run out of cards:
""", """
Số lá chia và số vòng cũng là tuỳ chọn, nhưng không phải cách kết hợp nào cũng chơi được: chia
mỗi người 9 lá mà đánh thêm vòng thứ năm (`rounds=5`) thì số lần bốc sẽ vượt quá số lá trong nọc,
và cardlab báo lỗi ngay thay vì để ván bài hết bài giữa chừng:
""")),
        code("""
try:
    phom.Rules(rounds=5)
except cardlab.InvalidRulesError as error:
    print(error)
""", CHECK),
        md(t("""
**Try it:** set `RULES = phom.Rules(turn_direction="clockwise")` in the first code cell and run
the notebook again: the turn order printed under "Who plays after whom" becomes [0, 1, 2, 3].

## In Vietnamese

Every explanation the engine gives exists in English and Vietnamese:
""", """
**Thử xem:** đặt `RULES = phom.Rules(turn_direction="clockwise")` ở ô mã đầu tiên rồi chạy lại
cả notebook: thứ tự đánh in ở mục "Ai đánh sau ai" sẽ thành [0, 1, 2, 3].

## Bằng tiếng Anh

Mọi lời giải thích của bộ máy luật đều có cả tiếng Việt lẫn tiếng Anh:
""")),
        code(f"""
cardlab.set_language("{'vi' if t.lang == 'en' else 'en'}")
print(phom.check_meld("QS KS AS", rules=RULES))
cardlab.set_language("{t.lang}")
print(phom.check_meld("QS KS AS", rules=RULES))
""", CHECK),
        *checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=4, rules=RULES, questions=["phom", "mom"], name="Phỏm lesson 1", var="quiz")
quiz
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=4, rules=RULES, questions=["phom", "mom"], name="Phỏm – bài 1", var="quiz")
quiz
"""), [
            (t("""
### 1 · Phỏm or not?

A **phỏm ngang** is 3 or 4 cards of one rank; a **phỏm dọc** is 3 or more consecutive cards
**of one suit**. Answer `True` or `False`.
""", """
### 1 · Có phải là phỏm không?

**Phỏm ngang** là 3 hoặc 4 lá cùng số; **phỏm dọc** là từ 3 lá liên tiếp trở lên **cùng chất**.
Trả lời `True` (có) hoặc `False` (không).
"""), """
answer = phom.check_meld(quiz.q1.cards, quiz.q1.eaten, RULES).ok
"""),
            (t("""
### 2 · Who is móm?

The last round is over. A player with **no phỏm at all** among their cards is **móm** — whatever
their points. Answer with a list of players, e.g. `["B"]`, or `[]` for nobody.
""", """
### 2 · Ai bị móm?

Vòng cuối đã xong. Người chơi nào trong bài **không có phỏm nào** thì bị **móm** — dù điểm bao
nhiêu. Trả lời bằng danh sách người chơi, ví dụ `["B"]`, hoặc `[]` nếu không ai bị móm.
"""), """
q = quiz.q2
answer = sorted(player for player in q.names if not phom.arrange(q.hands[player], RULES).melds)
"""),
        ]),
        md(t(f"""
## Next

* [2 · Phỏm and points](02_phom_points.ipynb) — what a phỏm is, cạ, and the best lay-down
* [3 · A turn](03_a_turn.ipynb) — eat or draw, the eaten card, the chốt and what eating costs
* [4 · Laying down and sending](04_laying_down_sending.ipynb) · [5 · Endings and money](05_endings_money.ipynb)
* [6 · Play against the bots](06_play_the_bots.ipynb) · [7 · Strategy lab](07_strategy_lab.ipynb)
* [The rules of Phỏm](00_rules.ipynb) · [Exercises]({exercises_link(t, "phom")}) — graded questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [2 · Phỏm và điểm](02_phom_points.ipynb) — thế nào là phỏm, cạ, và cách hạ phỏm tốt nhất
* [3 · Một lượt chơi](03_a_turn.ipynb) — ăn hay bốc, lá ăn, cây chốt và ăn bài mất bao nhiêu
* [4 · Hạ phỏm và gửi bài](04_laying_down_sending.ipynb) · [5 · Kết thúc ván và tính tiền](05_endings_money.ipynb)
* [6 · Chơi với máy](06_play_the_bots.ipynb) · [7 · Phòng thí nghiệm chiến thuật](07_strategy_lab.ipynb)
* [Luật chơi Phỏm](00_rules.ipynb) · [Bài tập]({exercises_link(t, "phom")}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
