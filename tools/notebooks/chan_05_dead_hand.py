"""Builds the lesson "Chắn 5 · The dead hand, drawn deals and a match", in Vietnamese and English.

Run: ``PYTHONPATH=$PWD /work/main/.venv/bin/python tools/nbbuild.py tools/notebooks/chan_05_dead_hand.py``;
it writes the keys ``exercises/[vi/]solutions/lessons/chan/05_dead_hand_match.ipynb`` and the learner copies
``notebooks/[vi/]chan/05_dead_hand_match.ipynb``.

The Tổ Tôm / Chắn page plays a single deal: it states the dead hand (chết bài) and the drawn deal, and
nothing about a match. The lesson shows why a dealer's dead hand cannot arise from a real deal (a dealer
with no legal discard holds ten Chắn, a Thiên ù), then follows one match of six deals (match number 42,
the greedy bot against three random ones): a win, a drawn deal (the same dealer deals again), an Địa ù, and
two wins in a row (Thông) — played once with the page's rules and once with ``extra_traditional_bonuses``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from chan_course import lesson_links  # noqa: E402
from chan_rules import BACH_DINH, TAM_DO, THAP_THANH, WAITING  # noqa: E402  (the rules page's hands)

REL = "chan/05_dead_hand_match.ipynb"


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t(f"""
# Chắn 5 · The dead hand, drawn deals and a match

**By the end of this notebook you will be able to**

* say what a **dead hand** (*chết bài*) is — a hand that may only draw (*bốc*), never capture (*ăn*)
  nor win (*ù*) — who can get one, and why a real deal never gives one;
* explain what happens when the **stock** (*nọc*, the 23 face-down cards) runs out: a **drawn deal**
  (*ván hòa*), in which nobody pays;
* play a **match** of several deals (*ván*) at one table with `chan.Session`: who deals the next
  deal, and the **running totals** of each player's money;
* score the two traditional bonuses (*cước*) that depend on the match, **Thông** (winning two deals in
  a row) and **Địa ù** (winning on the very first stock card), which count only with the house rule
  `extra_traditional_bonuses=True`.

Reminders: the **dealer** (*nhà cái*) gets 20 cards and discards (*đánh*) first, the others get 19; a
**Chắn** is two identical cards, a **Cạ** two of the same rank in different suits; a win is 20 cards in
ten pairs with at least 6 Chắn, on a card turned up from the nọc or by **Chíu** (taking the fourth of
three identical cards). [Lesson 4](04_winning_cuoc.ipynb) scored the wins.

{lesson_links(t, "05_dead_hand_match", "04_winning_cuoc", "06_play_the_bots")}
""", f"""
# Chắn 5 · Chết bài, ván hòa và chơi nhiều ván

**Học xong bài này, bạn sẽ biết**

* **chết bài** là gì — bài chỉ được **bốc**, không được **ăn**, không được **ù** — ai có thể bị chết bài,
  và vì sao một ván chia thật không bao giờ sinh ra chết bài;
* chuyện gì xảy ra khi **nọc** (23 lá úp) hết: **ván hòa**, không ai phải trả tiền;
* chơi **nhiều ván** liền ở một bàn bằng `chan.Session`: ai chia ván sau, và **tiền cộng dồn** của từng
  người chơi;
* tính hai **cước** truyền thống phụ thuộc vào các ván trước, **Thông** (ù hai ván liền) và **Địa ù**
  (ù ngay lá nọc đầu tiên), chỉ được tính khi bật luật nhà `extra_traditional_bonuses=True`.

Nhắc lại: **nhà cái** được chia 20 lá và **đánh** lá đầu tiên, mỗi người khác 19 lá; **chắn** là hai lá
giống hệt nhau, **cạ** là hai lá cùng hàng khác chất; ù là 20 lá thành mười cặp, ít nhất 6 chắn, bằng
một lá lật từ nọc hoặc bằng **chíu** (lấy lá thứ tư khi đang cầm ba lá giống nhau).
[Bài 4](04_winning_cuoc.ipynb) đã dạy cách tính cước các ván ù.

{lesson_links(t, "05_dead_hand_match", "04_winning_cuoc", "06_play_the_bots")}
""")),
        code(f"""
import random

import cardlab
from cardlab import chan
from cardlab.bots import make_bot
from cardlab.engine import Action, seat_name

cardlab.set_language("{t.lang}")
RULES = chan.Rules()   # {t("the Tổ Tôm / Chắn page's game; try chan.Rules(extra_traditional_bonuses=True)",
                            "luật theo trang Tổ Tôm / Chắn; thử chan.Rules(extra_traditional_bonuses=True)")}


def deal_with(chosen, first_stock="", rules=RULES, dealer=0, number=5):
    \"\"\"{t("A deal dealt by `dealer` where the seats of `chosen` ({seat: cards}) hold those cards and the "
          "stock turns up `first_stock` first; the other cards are shuffled from deal number `number`.",
          "Một ván do `dealer` chia, trong đó các ghế của `chosen` ({ghế: các lá}) cầm đúng các lá đó và "
          "lá nọc lật đầu tiên là `first_stock`; các lá còn lại được xáo theo số ván chia `number`.")}\"\"\"
    deck = list(chan.DECK)
    for card in chan.parse_cards(" ".join([*chosen.values(), first_stock])):
        deck.remove(card)
    random.Random(number).shuffle(deck)
    hands = []
    for seat in range(4):
        if seat in chosen:
            hands.append(list(chan.parse_cards(chosen[seat])))
        else:
            size = 20 if seat == dealer else 19
            hands.append(deck[:size])
            deck = deck[size:]
    # {t("The stock's next card is its last one.", "Lá nọc lật tiếp theo là lá cuối danh sách.")}
    stock = deck + (list(chan.parse_cards(first_stock)) if first_stock else [])
    return chan.State.from_deal(dealer, hands, stock, rules=rules)
"""),
        md(t("""
## 1 · The dead hand (chết bài)

The Tổ Tôm / Chắn page: *a dealer with no legal opening discard and no Thiên ù has a dead hand*. A
player with a **dead hand** (*chết bài*, "dead cards") only draws: they turn up a card from the nọc at
their turn, and never capture, Chíu or win.

Only the dealer can have one: the dealer must discard before anything else, while every other player
discards only after a capture, and a capture is allowed only if it leaves a legal discard. And when
has the dealer no legal discard? **A pair is never broken to discard**, so only a card held an odd
number of times may be discarded. No legal discard means every face is held an even number of times:
twenty cards in **ten Chắn** — that is a win on the dealt cards, a **Thiên ù** (and a Thập thành).
So a dealer who cannot discard can always declare Thiên ù, and **a real deal never gives a dead
hand**: cardlab keeps the rule as the page states it. The engine agrees — in 2,000 deals, no dealer
is dead (`game.dead` holds one flag per seat):
""", """
## 1 · Chết bài

Trang Tổ Tôm / Chắn viết: *nhà cái không có lá nào đánh hợp lệ để mở ván và cũng không có Thiên ù thì
bị chết bài*. Người bị **chết bài** chỉ được bốc: đến lượt thì lật một lá nọc, và không bao giờ được ăn,
được chíu hay được ù.

Chỉ nhà cái mới có thể bị chết bài: nhà cái phải đánh một lá trước mọi việc khác, còn những người khác
chỉ đánh sau khi ăn, mà đã ăn thì phải còn lá đánh hợp lệ. Vậy khi nào nhà cái không có lá nào đánh hợp
lệ? **Không được xé đôi để đánh**, nên chỉ lá nào đang cầm một số lẻ lá mới được đánh. Không có lá đánh
hợp lệ nghĩa là mọi loại lá đều cầm một số chẵn lá: hai mươi lá thành **mười chắn** — tức là bài chia
đã ù, **Thiên ù** (lại còn Thập thành). Vậy nhà cái không đánh được lá nào thì luôn báo được Thiên ù, và
**một ván chia thật không bao giờ sinh ra chết bài**: cardlab vẫn giữ luật này đúng như trang nguồn viết.
Bộ máy cũng cho thấy như vậy — trong 2.000 ván chia, không nhà cái nào bị chết bài (`game.dead` có một
cờ cho mỗi ghế):
""")),
        code(bilingual(t, """
games = [chan.new_game(number, RULES) for number in range(2000)]
print("${w1}:", sum(game.dead[game.dealer] for game in games))
print("${w2}:", sum(any(a.kind == "u" for a in game.legal_actions()) for game in games))
""", w1=("dead dealers in 2,000 deals", "nhà cái chết bài trong 2.000 ván"),
         w2=("dealers who may declare Thiên ù", "nhà cái được báo Thiên ù")), CHECK),
        md(t("""
A dealer dealt ten Chắn, to see it happen: no card may be discarded (the engine says why), the only
move is the Thiên ù, and it scores Thiên ù 3 + Thập thành 12 = 15 (with Thập thành the main values are
added, [lesson 4](04_winning_cuoc.ipynb)). The dealer is not dead:
""", """
Thử chia cho nhà cái mười chắn để xem tận mắt: không lá nào được đánh (bộ máy nói rõ vì sao), nước đi duy
nhất là báo Thiên ù, và được Thiên ù 3 + Thập thành 12 = 15 (có Thập thành thì cộng các điểm chính, xem
[bài 4](04_winning_cuoc.ipynb)). Nhà cái không bị chết bài:
""")),
        code(bilingual(t, f"""
game = deal_with({{0: "{THAP_THANH}"}})
display(chan.parse_cards(game.cards_of(0)))
print("${{w1}}:", game.dead[0])
print("${{w2}}:", [action.describe() for action in game.legal_actions()])
print("${{w3}}:", game.why_illegal(Action("discard", tuple(chan.parse_cards("2V")), None, 0)))
game.apply(game.legal_actions()[0])
print(game.outcome().text())
""", w1=("dead hand", "chết bài"), w2=("the dealer may", "nhà cái được"),
         w3=("discard Nhị vạn", "đánh Nhị vạn")), CHECK),
        md(t("""
## 2 · A match of several deals

The page plays one deal at a time. At a real table the deals follow one another, and two questions
come up: **who deals next**, and **how much has each player won or lost so far**. `chan.Session`
keeps the table: `session.new_hand()` deals the next deal, `session.record(deal)` adds its money to
the **running totals** `session.totals` once it is over.

* **▸ cardlab's choice** (the page is silent; this is the usual table custom): **the winner of a deal
  deals the next one**; after a drawn deal, the same dealer deals again.
* The totals always add up to zero: what the winner receives, the three losers pay.

Six deals at one table: Player 0 is the greedy bot (it wins when it can, captures Chắn, keeps the
cards that may still pair), Players 1–3 play random legal moves. The match is fixed by its number, 42:
run it again and the same deals come out.
""", """
## 2 · Chơi nhiều ván liền

Trang nguồn chỉ nói về từng ván một. Ở bàn chơi thật, các ván nối tiếp nhau và có hai câu hỏi: **ai chia
ván sau**, và **đến giờ mỗi người được thua bao nhiêu**. `chan.Session` giữ cả bàn: `session.new_hand()`
chia ván tiếp theo, chơi xong thì `session.record(deal)` cộng tiền của ván đó vào **tiền cộng dồn**
`session.totals`.

* **▸ cardlab chọn** (trang nguồn không nói; đây là lệ thường gặp ở bàn chơi): **người ù ván trước làm
  nhà cái ván sau**; ván hòa thì nhà cái cũ chia tiếp.
* Tiền cộng dồn của cả bàn luôn bằng 0: người ù nhận bao nhiêu thì ba người thua trả bấy nhiêu.

Sáu ván ở một bàn: Người chơi 0 là máy "greedy" (được ù là ù, ăn chắn, giữ những lá còn có thể thành
đôi), Người chơi 1–3 đi ngẫu nhiên các nước hợp lệ. Cả trận được cố định bằng số 42: chạy lại sẽ ra đúng
những ván đó.
""")),
        code(f"""
BOTS = ["greedy", "random", "random", "random"]


def play_match(rules, deals=6, number=42):
    \"\"\"{t("Six deals at one table, played by BOTS; the match is fixed by `number`.",
          "Sáu ván ở một bàn, do các máy BOTS chơi; cả trận được cố định bằng `number`.")}\"\"\"
    bots = [make_bot(chan, kind, number * 101 + seat) for seat, kind in enumerate(BOTS)]
    session = chan.Session(number, rules)
    for _ in range(deals):
        deal = session.new_hand()      # {t("dealt by session.dealer", "do session.dealer chia")}
        while not deal.is_terminal():
            seat = deal.current_player
            deal.apply(bots[seat].choose(deal.view(seat)))
        session.record(deal)           # {t("money into session.totals; the winner deals next",
                                            "cộng tiền vào session.totals; người ù chia ván sau")}
    return session
"""),
        code(bilingual(t, """
match = play_match(RULES)
running = dict.fromkeys(range(4), 0)
for k, deal in enumerate(match.hands):
    for seat, amount in deal.outcome().payments.items():
        running[seat] += amount
    won = (f"${w1} {seat_name(deal.winner)}: {deal.final_score}" if deal.winner is not None
           else "${w2}")
    print(f"${w3} {k} · ${w4} {seat_name(deal.dealer)} · {won}")
    print("    ${w5}:", " · ".join(f"{seat_name(p)} {total:+d}" for p, total in running.items()))
print("${w6}:", seat_name(match.dealer), "· session.totals:", match.totals, "· ${w7}:", sum(match.totals.values()))
""", w1=("won by", "người ù"), w2=("drawn: the stock ran out", "hòa: hết nọc"), w3=("deal", "ván"),
         w4=("dealer", "nhà cái"), w5=("running totals", "cộng dồn"), w6=("next dealer", "nhà cái ván sau"),
         w7=("sum", "tổng")), CHECK),
        md(t("""
Read the dealers: Player 3 deals deal 0 and Player 0 wins it, so Player 0 deals deal 1; deal 1 is drawn,
so Player 0 deals again; Player 2 wins deal 2 and deals deal 3, and so on.

## 3 · A drawn deal: the nọc runs out

The nọc holds 23 cards and each draw turns one up. When a player must draw and the nọc is empty, the
deal ends with no winner: a **drawn deal** (*ván hòa*). Nobody pays (`chan.settle(0, None)`), and at a
table the same dealer deals again. Deal 1 of the match, its last moves and its result:
""", """
Xem cột nhà cái: Người chơi 3 chia ván 0 và Người chơi 0 ù, nên Người chơi 0 chia ván 1; ván 1 hòa, nên
Người chơi 0 chia tiếp; Người chơi 2 ù ván 2 và chia ván 3, cứ thế tiếp tục.

## 3 · Ván hòa: hết nọc

Nọc có 23 lá, mỗi lần bốc lật một lá. Đến lượt một người phải bốc mà nọc đã hết thì ván kết thúc, không ai
ù: đó là **ván hòa**. Không ai phải trả (`chan.settle(0, None)`), và ở bàn chơi thì nhà cái cũ chia tiếp.
Ván 1 của trận trên, mấy nước đi cuối và kết quả:
""")),
        code(bilingual(t, """
drawn = match.hands[1]
print("${w1}:", len(drawn.stock), "· ${w2}:", [action.describe() for action in drawn.history[-4:]])
print(drawn.outcome().text())
print("${w3}:", drawn.outcome().payments, "· chan.settle(0, None):", chan.settle(0, None))
""", w1=("cards left in the nọc", "số lá còn trong nọc"), w2=("last moves", "các nước cuối"),
         w3=("payments", "tiền của từng người")), CHECK),
        md(t("""
How often does it happen? With these bots, count the drawn deals of a longer match of 100 deals (a
deal with random players drags on; strong players end it sooner):
""", """
Ván hòa có hay gặp không? Với các máy này, hãy đếm số ván hòa trong một trận dài 100 ván (người chơi ngẫu
nhiên làm ván kéo dài; người chơi giỏi thường kết thúc ván sớm hơn):
""")),
        code(bilingual(t, """
long_match = chan.play_session(BOTS, hands=100, seed=7, rules=RULES)
print("${w1}:", sum(deal.winner is None for deal in long_match.hands), "${w2}")
""", w1=("drawn deals", "số ván hòa"), w2=("of 100", "trên 100 ván")), CHECK),
        md(t("""
## 4 · Thông and Địa ù: bonuses that look back

Two traditional cước are not on the Tổ Tôm / Chắn page; cardlab counts them only with
`extra_traditional_bonuses=True` (without it the game still notes them, but they score nothing):

* **Thông** — the winner **also won the previous deal** at the table: main 3, dịch 1. Only a match
  knows it: each deal is told who won the one before (`deal.previous_winner`), and a drawn deal in
  between breaks the run.
* **Địa ù** ("earth's win", the counterpart of Thiên ù, "heaven's win") — a win on the **first card turned
  up from the nọc** in the deal: main 2, dịch 1.

The same match with the house rule on (the same deals, the same moves): deal 2 is an Địa ù — alone
it scores 2, like an Ù xuông — and Player 0, who wins deals 3, 4 and 5 in a row, scores Thông in deals
4 and 5 (deal 3 follows a win by Player 2, so it is no Thông). A "—" means there was no previous
winner: the first deal, or after a drawn deal:
""", """
## 4 · Thông và Địa ù: những cước nhìn lại ván trước

Hai cước truyền thống không có trong trang Tổ Tôm / Chắn; cardlab chỉ tính chúng khi bật
`extra_traditional_bonuses=True` (không bật thì trò chơi vẫn ghi nhận, nhưng không tính điểm):

* **Thông** — người ù **cũng đã ù ván trước** ở cùng bàn: điểm chính 3, dịch 1. Chỉ khi chơi nhiều ván mới
  biết được: mỗi ván được báo ai đã ù ván trước (`deal.previous_winner`), và một ván hòa xen giữa làm đứt
  chuỗi.
* **Địa ù** (đối với Thiên ù) — ù ngay **lá đầu tiên lật từ nọc** trong ván: điểm chính 2, dịch 1.

Cũng trận đấu đó khi bật luật nhà (cùng những ván ấy, cùng những nước đi ấy): ván 2 là Địa ù — đứng
một mình thì được 2, bằng Ù xuông — còn Người chơi 0 ù liền ba ván 3, 4 và 5 nên có Thông ở ván 4 và ván 5
(ván 3 đến sau ván Người chơi 2 ù, nên không có Thông). Dấu "—" nghĩa là không có người ù ván trước: ván đầu
tiên, hoặc ván ngay sau một ván hòa:
""")),
        code(bilingual(t, """
TRADITION = chan.Rules(extra_traditional_bonuses=True)
traditional = play_match(TRADITION)
for k, (page, extra) in enumerate(zip(match.hands, traditional.hands)):
    if page.winner is not None:
        before = "—" if page.previous_winner is None else seat_name(page.previous_winner)
        print(f"${w1} {k} · ${w4} {seat_name(page.winner)} · ${w2}: {before}")
        print(f"    RULES:     {page.final_score}")
        print(f"    TRADITION: {extra.final_score}")
print("${w3}:", match.totals, "->", traditional.totals)
""", w1=("deal", "ván"), w2=("previous winner", "người ù ván trước"), w3=("totals", "tổng"),
         w4=("won by", "người ù")), CHECK),
        md(t("""
Thông is worth its dịch, 1, beside a bigger bonus (Thiên khai 5 + Thông 1 = 6) and its main value, 3,
alone. Địa ù adds its dịch to the other bonuses of a win. Here the page's worked hand ([lesson
4](04_winning_cuoc.ipynb): Ù chì with one Tôm, 5) is dealt to Player 1, waiting for Thất văn; the dealer
discards, Player 1 draws, and the very first card of the nọc is Thất văn, at Player 1's own gate:
""", """
Thông chỉ đáng dịch của nó là 1 khi đi cùng một cước lớn hơn (Thiên khai 5 + Thông 1 = 6), và đáng điểm
chính 3 khi đứng một mình. Địa ù cộng dịch của nó vào các cước khác của ván ù. Dưới đây bài mẫu của trang
nguồn ([bài 4](04_winning_cuoc.ipynb): Ù chì kèm một Tôm, 5 điểm) được chia cho Người chơi 1, đang chờ lá
Thất văn; nhà cái đánh một lá, Người chơi 1 bốc, và lá nọc đầu tiên chính là Thất văn, ở cửa Người chơi 1:
""")),
        code(f"""
for rules in (RULES, TRADITION):
    game = deal_with({{1: "{WAITING}"}}, first_stock="7N", rules=rules)
    for kind in ("discard", "draw", "u"):
        game.apply(next(action for action in game.legal_actions() if action.kind == kind))
    print(f"extra_traditional_bonuses={{rules.extra_traditional_bonuses}}:", game.outcome().text())
""", CHECK),
    ] + checkpoint(t, f"""
from cardlab.exercises import chan_set
from cardlab.exercises.chan import DealQuestion, ScoreQuestion

# {t("Questions 2 and 3 are played with the traditional bonuses on (their own rules, quiz.q2.rules).",
     "Câu 2 và câu 3 chơi với các cước truyền thống được bật (luật riêng của câu, quiz.q2.rules).")}
quiz = chan_set(seed=5, rules=RULES, questions=[
    "settle",
    DealQuestion(rules=TRADITION, cards="{BACH_DINH}", winning_card="5N",
                 win_source="other_gate_stock", history=["thong"], winner=1, player=3),
    ScoreQuestion(rules=TRADITION, cards="{TAM_DO}", winning_card="2V",
                  win_source="own_gate_stock", history=["dia_u"]),
], name="{t("Lesson 5 check", "Kiểm tra bài 5")}", var="quiz")
""", [
        (t("""
**Question 1 · Who pays what?** Each of the three losers pays the score, the winner receives three
times it. Answer a gain as a positive number, a payment as a negative one.
""", """
**Câu 1 · Ai trả bao nhiêu?** Mỗi người trong ba người thua trả số điểm của ván, người ù nhận gấp ba.
Được ghi số dương, phải trả ghi số âm.
"""), """
q = quiz.q1
answer = chan.settle(q.points, q.winner)[q.player]
"""),
        (t("""
**Question 2 · Two deals in a row.** This table plays the traditional bonuses
(`extra_traditional_bonuses=True`), and the winner also won the previous deal. Score the win (do not
forget Thông), then say what Player 3 gets. A gain is positive, a payment negative.
""", """
**Câu 2 · Ù hai ván liền.** Bàn này chơi các cước truyền thống (`extra_traditional_bonuses=True`), và
người ù cũng đã ù ván trước. Hãy tính cước ván ù (đừng quên Thông), rồi cho biết Người chơi 3 được hay mất
bao nhiêu. Được ghi số dương, phải trả ghi số âm.
"""), """
q = quiz.q2
points = chan.score(q.cards, q.winning_card, q.win_source, q.history, q.rules).points
answer = chan.settle(points, q.winner)[q.player]
"""),
        (t("""
**Question 3 · An Địa ù.** The same table; this win came on the first card turned up from the nọc,
at the winner's own gate. How many points does it score? Answer with a number.
""", """
**Câu 3 · Một ván Địa ù.** Vẫn bàn đó; ván này ù ngay lá đầu tiên lật từ nọc, ở chính cửa người ù. Ván ù
được bao nhiêu điểm? Trả lời bằng một số.
"""), """
q = quiz.q3
answer = chan.score(q.cards, q.winning_card, q.win_source, q.history, q.rules).points
"""),
    ]) + [
        md(t(f"""
## Next

[Lesson 6](06_play_the_bots.ipynb): sit at the table yourself and play whole deals against the bots.
The [exercises]({exercises_link(t, "chan")}) (questions 11 and 12) practise the money of a deal.
""", f"""
## Bài tiếp theo

[Bài 6](06_play_the_bots.ipynb): tự ngồi vào bàn và chơi trọn các ván với máy. [Bài tập]({exercises_link(t, "chan")})
(câu 11 và 12) cho bạn luyện tính tiền một ván.
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
