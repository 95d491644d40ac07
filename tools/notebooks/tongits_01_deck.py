"""Builds the Tongits lesson 1 (deck, deal, words), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/tongits/01_deck_deal_words.ipynb;
learner's copy: notebooks/[vi/]tongits/01_deck_deal_words.ipynb.
Run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_01_deck.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, Tr, checkpoint, code, md, lesson  # noqa: E402

REL = "tongits/01_deck_deal_words.ipynb"


def exercises_link(t: Tr) -> str:
    return "../../exercises/tongits.ipynb" if t.lang == "en" else "../../../exercises/vi/tongits.ipynb"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Tongits 1 · The deck, the deal and the words

Tongits is a three-player rummy game from the Philippines, also played in Vietnamese online
lobbies. The rules in this course follow the H19 Tongits guide ("Tongits H19 – Luật Chơi & Cách
Xếp Bài"), a Vietnamese description of the game, so every term comes with its English, Filipino
and Vietnamese names.

**By the end of this notebook you will be able to**

* say what is in the deck and what each card is worth,
* deal a hand from a deal number and read it: who holds 13 cards, who holds 12, what is left in
  the stock,
* name every part of a turn and every way a hand ends, in English, Filipino and Vietnamese,
* list the house-rule options and switch one.

Run the cells in order with **Shift + Enter**. [Tiếng Việt](../vi/tongits/01_deck_deal_words.ipynb)
""", """
# Tongits 1 · Bộ bài, cách chia và các thuật ngữ

Tongits là trò chơi bài họ Rummy cho ba người, xuất xứ từ Philippines và cũng có trong các sảnh
bài trực tuyến ở Việt Nam. Luật trong khoá học theo hướng dẫn Tongits H19 ("Tongits H19 – Luật
Chơi & Cách Xếp Bài"), nên mỗi thuật ngữ đều có tên tiếng Việt, tiếng Anh và tiếng Philippines.

**Học xong bài này, bạn sẽ biết**

* bộ bài gồm những lá nào và mỗi lá tính bao nhiêu điểm,
* chia một ván theo số ván chia và đọc nó: ai cầm 13 lá, ai cầm 12 lá, nọc còn bao nhiêu lá,
* gọi tên từng bước của một lượt và từng cách kết thúc ván, bằng tiếng Việt, tiếng Anh và tiếng
  Philippines,
* liệt kê các tuỳ chọn luật nhà và đổi thử một tuỳ chọn.

Chạy lần lượt từng ô bằng **Shift + Enter**. [English](../../tongits/01_deck_deal_words.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # {t('"vi": every explanation in Vietnamese', '"en": mọi lời giải thích bằng tiếng Anh')}
RULES = tongits.Rules()        # {t("the H19 Tongits guide's game: change an option, run again",
                                   "luật của hướng dẫn Tongits H19: đổi tuỳ chọn, chạy lại")}
"""),
        md(t("""
## The deck

One ordinary 52-card deck, **no jokers**. Each card is written as its rank and its suit:
`AS` is A♠, `10H` is 10♥ (`TH` works too), `QD` is Q♦, `7C` is 7♣.
""", """
## Bộ bài

Một bộ bài tây 52 lá bình thường, **không có joker**. Mỗi lá viết bằng giá trị rồi đến chất:
`AS` là A♠, `10H` là 10♥ (gõ `TH` cũng được), `QD` là Q♦, `7C` là 7♣.
""")),
        code("""
from cardlab.cards import STANDARD_52, Suit

for suit in Suit:
    display(cardlab.Hand([card for card in STANDARD_52 if card.suit is suit]))
"""),
        md(t("""
### What a card is worth

Cards that end a hand outside any meld are **deadwood** (*bài rác*) and count against you:
an ace is 1, 2 to 9 their face value, and 10, J, Q, K are 10 each.
""", """
### Mỗi lá đáng bao nhiêu điểm

Những lá còn nằm ngoài phỏm khi ván kết thúc là **bài rác** và bị tính điểm: lá A tính 1 điểm,
từ 2 đến 9 tính đúng số trên lá, còn 10, J, Q, K mỗi lá 10 điểm.
""")),
        code("""
hearts = [card for card in STANDARD_52 if card.suit is Suit.HEARTS]
print("  ".join(f"{card.pretty}={tongits.points(card, RULES)}" for card in hearts))
""", CHECK),
        md(t("""
## The deal

Three players. The first player (the table's creator, later the previous winner) gets **13**
cards, the other two **12** each; the remaining **15** cards form the face-down **stock**
(*nọc*). A game is dealt from a **deal number** (the `seed=` argument): the same number always
deals the same cards, so we can all look at the same hand.
""", """
## Chia bài

Ba người chơi. Người đi đầu (người tạo bàn, các ván sau là người thắng ván trước) nhận **13**
lá, hai người còn lại mỗi người **12** lá; **15** lá còn lại úp giữa bàn làm **nọc**. Mỗi ván
được chia theo một **số ván chia** (tham số `seed=`): cùng một số thì luôn chia ra đúng những
lá ấy, nên cả lớp có thể cùng nhìn một ván bài.
""")),
        code(t("""
game = tongits.new_game(seed=5, rules=RULES)
for player in range(3):
    print(f"Player {player}: {len(game.hands[player])} cards")
print(f"Stock: {len(game.stock)} cards, discard pile: {len(game.discards)} cards")
""", """
game = tongits.new_game(seed=5, rules=RULES)
for player in range(3):
    print(f"Người chơi {player}: {len(game.hands[player])} lá")
print(f"Nọc: {len(game.stock)} lá, bài bỏ: {len(game.discards)} lá")
"""), CHECK),
        md(t("""
Each player sees only their own hand. The engine gives each player a **view** — their cards
and what is public on the table — and never shows the other hands or the order of the stock:
""", """
Mỗi người chơi chỉ thấy bài trên tay mình. Bộ máy luật cho mỗi người chơi một **góc nhìn**
(`view`) — các lá của họ và những gì công khai trên bàn — và không bao giờ cho thấy bài của
người khác hay thứ tự các lá trong nọc:
""")),
        code(t("""
view = game.view(0)
print("Player 0 sees", len(view.hand), "of their own cards; the others hold",
      view.hand_sizes[1], "and", view.hand_sizes[2], "cards; the stock holds", view.stock_size)
view.hand
""", """
view = game.view(0)
print("Người chơi 0 thấy", len(view.hand), "lá của mình; hai người kia cầm",
      view.hand_sizes[1], "và", view.hand_sizes[2], "lá; nọc còn", view.stock_size, "lá")
view.hand
""")),
        md(t("""
The first player **does not draw** on the first turn: they may expose melds, then discard.
Here are the moves the engine allows player 0 right now: no draw; exposing one of the melds this
hand holds (10♣ J♣ Q♣, K♥ K♦ K♣ …); or discarding any card:
""", """
Người đi đầu **không bốc** ở lượt đầu tiên: họ có thể hạ phỏm, rồi đánh một lá. Đây là các nước
đi bộ máy luật cho phép người chơi 0 lúc này: không có bốc; hạ một trong các phỏm có trên tay
(10♣ J♣ Q♣, K♥ K♦ K♣ …); hoặc đánh bất kỳ lá nào:
""")),
        code("""
from collections import Counter

moves = game.legal_actions()
print(Counter(move.kind for move in moves))
print([move.text for move in moves if move.kind == "expose"])
""", CHECK),
        md(t("""
## The words of the game

Filipino players mostly use the English words (*draw*, *fight*, *burn*); the everyday Tagalog
ones you will hear at a table are given where they exist. The Vietnamese words are the ones this
course uses; where the H19 Tongits guide says it differently, its word follows in brackets.

| English (cardlab) | Filipino | Vietnamese | meaning |
|---|---|---|---|
| cards | *baraha* | bài, lá bài | one 52-card deck, no jokers |
| stock | — | *nọc* (guide: Chồng bài nọc) | the face-down pile players draw from |
| discard pile | — | *bài bỏ* | the face-up discards |
| draw | *bunot* | *bốc* | take the top card of the stock |
| discard | *tapon* | *đánh* | put one card face up; this ends your turn |
| meld: set / run | — | *phỏm* (guide: Meld): *bộ* / *sảnh* | 3–4 cards of one rank / 3 or more in sequence in one suit |
| four of a kind | — | *tứ quý* | a set of four |
| expose | — | *hạ phỏm* (Open / Drop) | lay a meld face up on the table |
| chow | *kain* ("eat") | *ăn bài* | take the previous player's discard — only to complete a new meld at once |
| sapaw | *sapaw* | *gửi bài* (Sapaw) | lay a card off onto any exposed meld, yours or an opponent's |
| deadwood | — | *bài rác* | cards in no meld, counted in points (*điểm*) |
| Fight (also "Draw") | — | *Khiêu chiến (Fight)* | call a showdown: lowest deadwood wins |
| Fold / Challenge | — | *bỏ cuộc* / *thách đấu* | the answers to a Fight |
| Tongits | *Tongits!* | *Thắng tuyệt đối* (Tongits) | an empty hand: an outright win |
| stock out | — | *hết nọc* (guide: Hết bài Nọc) | the stock is used up: everybody counts deadwood |
| burned | *sunog* | *cháy bài* (Burn) | exposed no meld by the end: out of the comparison, last, pays most |

## A turn, in one picture

1. **Draw or chow** — take the top stock card, *or* chow the previous player's discard if it at
   once completes a new meld with cards from your hand (that meld is exposed immediately).
2. **Expose and sapaw** — lay down any melds; lay cards off onto any meld on the table.
3. **Discard** one card — or, instead of discarding, call **Fight**.

A hand ends with **Tongits** (someone's hand is empty), a **Fight**, or when the **stock runs
out**. Whoever exposed no meld by then is **burned**. The next lessons take these one at a time:
[melds and deadwood](02_melds_deadwood.ipynb), [a turn](03_a_turn.ipynb) and
[endings and payments](04_endings_payments.ipynb).
""", """
## Thuật ngữ của trò chơi

Người Philippines phần lớn dùng luôn từ tiếng Anh (*draw*, *fight*, *burn*); những từ tiếng
Tagalog hay nghe ở bàn chơi được ghi kèm nếu có. Cột tiếng Việt là từ khoá học này dùng; chỗ nào
hướng dẫn Tongits H19 gọi khác, từ của hướng dẫn ghi trong ngoặc.

| tiếng Việt | tiếng Anh (cardlab) | tiếng Philippines | nghĩa |
|---|---|---|---|
| bài, lá bài | cards | *baraha* | một bộ 52 lá, không có joker |
| *nọc* (hướng dẫn: Chồng bài nọc) | stock | — | chồng bài úp giữa bàn để bốc |
| *bài bỏ* | discard pile | — | các lá đã đánh ra, để ngửa |
| *bốc* | draw | *bunot* | lấy lá trên cùng của nọc |
| *đánh* | discard | *tapon* | đặt ngửa một lá xuống bàn; việc này kết thúc lượt của bạn |
| *phỏm* (hướng dẫn: Meld): *bộ* / *sảnh* | meld: set / run | — | 3–4 lá cùng giá trị / từ 3 lá liên tiếp cùng chất |
| *tứ quý* | four of a kind | — | bộ bốn lá |
| *hạ phỏm* (Open / Drop) | expose | — | đặt ngửa một phỏm lên bàn |
| *ăn bài* | chow | *kain* ("ăn") | lấy lá người liền trước vừa đánh — chỉ để ghép ngay thành phỏm mới |
| *gửi bài* (Sapaw) | sapaw | *sapaw* | gửi một lá vào bất kỳ phỏm nào đã hạ, của mình hay của đối thủ |
| *bài rác* | deadwood | — | những lá không thuộc phỏm nào, bị tính *điểm* |
| *Khiêu chiến (Fight)* | Fight (còn gọi "Draw") | — | gọi so bài: ai ít điểm bài rác nhất thì thắng |
| *bỏ cuộc* / *thách đấu* | Fold / Challenge | — | hai cách đáp lại lời Khiêu chiến |
| *Thắng tuyệt đối* (Tongits) | Tongits | *Tongits!* | hết sạch bài trên tay: thắng ngay |
| *hết nọc* (hướng dẫn: Hết bài Nọc) | stock out | — | nọc đã hết: mọi người cùng tính điểm bài rác |
| *cháy bài* (Burn) | burned | *sunog* | đến cuối ván chưa hạ phỏm nào: không được so điểm, xếp chót, trả nhiều nhất |

## Một lượt, tóm trong một hình

1. **Bốc hoặc ăn bài** — bốc lá trên cùng của nọc, *hoặc* ăn lá người liền trước vừa đánh nếu
   nó ghép ngay với các lá trên tay thành một phỏm mới (phỏm đó phải hạ ngay).
2. **Hạ phỏm và gửi bài** — hạ bao nhiêu phỏm tuỳ ý; gửi lá vào bất kỳ phỏm nào trên bàn.
3. **Đánh** một lá — hoặc, thay vì đánh, gọi **Khiêu chiến (Fight)**.

Ván kết thúc khi có người **Thắng tuyệt đối** (hết sạch bài trên tay), khi có **Khiêu chiến**,
hoặc khi **hết nọc**. Ai đến lúc đó chưa hạ phỏm nào thì bị **cháy bài**. Các bài sau lần lượt
đi sâu từng phần: [phỏm và bài rác](02_melds_deadwood.ipynb), [một lượt chơi](03_a_turn.ipynb) và
[kết thúc ván và thanh toán](04_endings_payments.ipynb).
""")),
        md(t("""
## House rules

The H19 Tongits guide leaves some rules open and contradicts itself on others. cardlab makes
each such rule a named **option** of `tongits.Rules`, with the guide's choice as the default.
The options and their defaults:
""", """
## Luật nhà

Hướng dẫn Tongits H19 bỏ ngỏ một số luật và tự mâu thuẫn ở vài chỗ khác. cardlab biến mỗi luật
như thế thành một **tuỳ chọn** có tên trong `tongits.Rules`, mặc định theo lựa chọn của hướng
dẫn. Các tuỳ chọn và giá trị mặc định:
""")),
        code("""
from dataclasses import fields

for option in fields(tongits.Rules):
    print(f"{option.name:40} {option.default!r}")
""", CHECK),
        md(t("""
An option is switched by building new rules. A value that is not allowed is refused, with the
allowed values named — never silently replaced:
""", """
Muốn đổi một tuỳ chọn thì tạo bộ luật mới. Giá trị không hợp lệ sẽ bị từ chối, kèm danh sách
các giá trị được phép — không bao giờ bị lặng lẽ thay bằng giá trị khác:
""")),
        code("""
try:
    tongits.Rules(fight_timing="whenever")
except cardlab.InvalidRulesError as error:
    print(error)
""", CHECK),
        md(t("""
For example, `turn_direction` says who plays after whom. The H19 Tongits guide plays clockwise;
some tables play the other way:
""", """
Ví dụ, `turn_direction` quy định ai đi sau ai. Hướng dẫn Tongits H19 đi theo chiều kim đồng hồ;
có bàn lại đi theo chiều ngược lại:
""")),
        code(t("""
for direction in ("clockwise", "counterclockwise"):
    rules = tongits.Rules(turn_direction=direction)
    print(f"{direction:17} turn order from player 0:", tongits.new_game(seed=5, rules=rules).order(0))
""", """
for direction in ("clockwise", "counterclockwise"):
    rules = tongits.Rules(turn_direction=direction)
    print(f"{direction:17} thứ tự lượt từ người chơi 0:", tongits.new_game(seed=5, rules=rules).order(0))
"""), CHECK),
        md(t("""
**Try it:** set `RULES = tongits.Rules(turn_direction="counterclockwise")` in the first code
cell and run the notebook again.

## In Vietnamese

Every explanation the engine gives exists in English and Vietnamese:
""", """
**Thử xem:** đặt `RULES = tongits.Rules(turn_direction="counterclockwise")` ở ô mã đầu tiên
rồi chạy lại cả notebook.

## Bằng tiếng Anh

Mọi lời giải thích của bộ máy luật đều có cả tiếng Việt lẫn tiếng Anh:
""")),
        code(f"""
cardlab.set_language("{'vi' if t.lang == 'en' else 'en'}")
print(tongits.check_meld("6S 7D 8C"))
print(tongits.check_sapaw("7H", "7S 7C 7D"))
cardlab.set_language("{t.lang}")
print(tongits.check_sapaw("7H", "7S 7C 7D"))
""", CHECK),
        *checkpoint(t, t("""
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=5, rules=RULES, questions=["meld", "deadwood", "burn"],
                   name="Tongits lesson 1", var="quiz")
quiz
""", """
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=5, rules=RULES, questions=["meld", "deadwood", "burn"],
                   name="Tongits – bài 1", var="quiz")
quiz
"""), [
            (t("""
### 1 · Set, run, or neither?

A **set** is 3 or 4 cards of one rank; a **run** is 3 or more consecutive cards **of one suit**.
Answer `True` or `False`.
""", """
### 1 · Bộ, sảnh, hay không phải phỏm?

**Bộ** là 3 hoặc 4 lá cùng giá trị; **sảnh** là từ 3 lá liên tiếp trở lên **cùng chất**.
Trả lời `True` (đúng) hoặc `False` (sai).
"""), """
answer = tongits.check_meld(quiz.q1.cards, RULES).ok
"""),
            (t("""
### 2 · What is the hand worth?

Find the meld in this hand; every other card is deadwood: A = 1, 2–9 face value, 10 J Q K = 10.
Answer with a number.
""", """
### 2 · Bài này bao nhiêu điểm?

Tìm phỏm trong bài này; mọi lá còn lại là bài rác: A = 1, 2–9 theo số, 10 J Q K = 10.
Trả lời bằng một con số.
"""), """
answer = tongits.deadwood(quiz.q2.hand, RULES)
"""),
            (t("""
### 3 · Who is burned?

The stock has run out. A player who has **exposed no meld** of their own is burned — laying
cards off onto other players' melds does not count. Answer with a list of players, e.g.
`["B"]`, or `[]` for nobody.
""", """
### 3 · Ai bị cháy bài?

Nọc đã hết. Người chơi nào **chưa tự hạ phỏm nào** thì bị cháy bài — gửi bài vào phỏm của người
khác không được tính. Trả lời bằng danh sách người chơi, ví dụ `["B"]`, hoặc `[]` nếu không ai.
"""), """
q = quiz.q3
points = {player: tongits.deadwood(q.hands[player], RULES) for player in q.names}
answer = tongits.stock_out_result(points, q.last_drawer, q.exposed_counts, RULES,
                                  concealed_fours=q.concealed_fours).burned
"""),
        ]),
        md(t(f"""
## Next

* [2 · Melds and deadwood](02_melds_deadwood.ipynb) — what counts as a meld, and the best way to arrange a hand
* [3 · A turn](03_a_turn.ipynb) — draw or chow, expose, sapaw, discard
* [4 · Endings and payments](04_endings_payments.ipynb) — Fight, Tongits, stock out, burn
* [5 · Play against the bots](05_play_the_bots.ipynb) · [6 · Strategy lab](06_strategy_lab.ipynb)
* [Exercises]({exercises_link(t)}) — graded questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [2 · Phỏm và bài rác](02_melds_deadwood.ipynb) — thế nào là phỏm, và cách xếp bài tốt nhất
* [3 · Một lượt chơi](03_a_turn.ipynb) — bốc hoặc ăn bài, hạ phỏm, gửi bài, đánh
* [4 · Kết thúc ván và thanh toán](04_endings_payments.ipynb) — Khiêu chiến, Thắng tuyệt đối, hết nọc, cháy bài
* [5 · Chơi với máy](05_play_the_bots.ipynb) · [6 · Phòng thí nghiệm chiến thuật](06_strategy_lab.ipynb)
* [Bài tập]({exercises_link(t)}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson(REL, cells)
