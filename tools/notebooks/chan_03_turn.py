"""Builds the Chắn lesson 3 (a turn: bốc, ăn, Chíu, đánh, the trì and what is barred), in Vietnamese and English.

Key: exercises/[vi/]solutions/lessons/chan/03_a_turn.ipynb;
learner's copy: notebooks/[vi/]chan/03_a_turn.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/chan_03_turn.py

The worked turn is deal 10 played move by move (a Chắn and a Cạ captured, a stock card captured at
its own gate, a Chíu out of turn); the barred capture is deal 2 after 17 moves of the greedy bots, where
Player 0 is offered a face they discarded earlier.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, Tr, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402

REL = "chan/03_a_turn.ipynb"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Chắn 3 — A turn: bốc, ăn, Chíu, đánh

Chắn is played card by card: every card that comes face up — a discard, or a card turned up from
the stock — is offered to the players, and each of them may take it only in certain ways. This
lesson follows a real deal move by move.

**By the end of this notebook you will be able to**

* play a turn: **ăn** (capture the card just exposed, as a Chắn or a Cạ) and **đánh** (discard), or
  **bốc** (turn up a card of the stock at your own gate, your **trì**) and capture or leave it;
* recognise a **Chíu**: a player holding three identical cards takes the fourth, even out of turn,
  and what happens to the turn after it;
* say which captures are barred and why, and switch the house rule `passed_faces_barred`;
* follow a seeded deal with `legal_actions`, `apply` and `describe()`.

[Tiếng Việt](../vi/chan/03_a_turn.ipynb) · [Lesson 2](02_pairs_winning_hand.ipynb) ·
[The rules of Chắn](00_rules.ipynb)
""", """
# Chắn 3 — Một lượt chơi: bốc, ăn, chíu, đánh

Chắn đi từng lá một: lá nào vừa lộ ra — lá đánh ra, hay lá lật từ nọc — đều được đưa ra cho người
chơi, và mỗi người chỉ được lấy nó theo những cách nhất định. Bài này theo dõi một ván thật, từng nước
một.

**Học xong bài này, bạn sẽ biết**

* chơi một lượt: **ăn** (lấy lá vừa lộ, ghép thành Chắn hoặc Cạ) rồi **đánh** một lá, hoặc **bốc**
  (lật một lá nọc ra ở cửa của mình, **cửa trì**) rồi ăn hay để lại lá đó;
* nhận ra **Chíu**: ai đang cầm ba lá giống hệt thì được lấy lá thứ tư, kể cả khi chưa đến lượt, và
  lượt chơi đi tiếp thế nào sau đó;
* biết những lần ăn nào bị cấm và vì sao, và đổi luật nhà `passed_faces_barred`;
* theo dõi một ván đã chia bằng `legal_actions`, `apply` và `describe()`.

[English](../../chan/03_a_turn.ipynb) · [Bài 2](02_pairs_winning_hand.ipynb) ·
[Luật chơi Chắn](00_rules.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import chan
from cardlab.engine import seat_name
from cardlab.widgets.chan import table_html
from IPython.display import HTML

cardlab.set_language("{t.lang}")
RULES = chan.Rules()           # {t("the Tổ Tôm / Chắn page's game: try chan.Rules(passed_faces_barred=False)",
                                   "luật của trang Tổ Tôm / Chắn: thử chan.Rules(passed_faces_barred=False)")}
"""),
        md(t("""
## A turn, in words

Every player has a **gate** (*cửa*): the spot on the table in front of them where their discards and
the stock cards they turn up lie. Your own gate is your **trì** (*cửa trì*, also written *cửa chì*).
After the dealer's first discard, each turn goes like this:

1. **Ăn** — look at the card the previous player left face up (their discard, or the stock card they
   turned up and did not take). You may **capture** it: pair it with a card of your hand as a
   **Chắn** (the identical card) or a **Cạ** (same rank, other suit), lay the pair face up, then
   **đánh** — discard one card at your gate.
2. **Bốc** — if you do not capture it, you draw: turn up the top card of the stock (*nọc*) **at your
   own gate, your trì**. You may capture that card too (then discard), or **leave** it lying there.
   A turned-up card never goes straight into your hand.
3. The next player may capture the card you left — your discard, or the stock card you left at your
   trì — or draw in their turn.

A win (**ù**) comes only on a card turned up from the stock — at your own trì it is *Ù chì*, a bonus
of lesson 4 — or by Chíu, never on an ordinary discard.

To follow a deal, the engine lists the moves allowed now (`legal_actions()`), each with its words
(`describe()`); `apply` plays one. Each move also has a short code, `move.text`, the same in both
languages: `discard CC`, `draw: turn up a stock card`, `chắn 8V with 8V`, `cạ 8N with 8V` (the card
captured, then the card from the hand), `chíu 5V`. The helper below plays the move with the code given
and says who did what:
""", """
## Một lượt, nói bằng lời

Mỗi người chơi có một **cửa**: chỗ trên bàn trước mặt mình, nơi đặt những lá mình đánh ra và những
lá nọc mình lật lên. Cửa của chính mình gọi là **cửa trì** (cũng viết là *cửa chì*). Sau khi nhà cái
đánh lá đầu tiên, mỗi lượt diễn ra như sau:

1. **Ăn** — xem lá người chơi trước để ngửa lại (lá họ đánh ra, hoặc lá nọc họ lật mà không lấy). Bạn
   có thể **ăn** lá đó: ghép với một lá trên tay thành **Chắn** (lá giống hệt) hoặc **Cạ** (cùng hàng,
   khác chất), hạ cặp đó ngửa ra, rồi **đánh** một lá ra cửa mình.
2. **Bốc** — nếu không ăn, bạn bốc: lật lá trên cùng của **nọc** ra **ở cửa mình, cửa trì**. Bạn cũng
   có thể ăn lá đó (rồi đánh một lá), hoặc **để lại** nó nằm ở cửa. Lá nọc lật lên không bao giờ tự vào
   tay bạn.
3. Người tiếp theo có thể ăn lá bạn để lại — lá bạn đánh, hoặc lá nọc bạn để lại ở cửa trì — hoặc
   bốc khi đến lượt.

Chỉ được **ù** bằng lá lật từ nọc — ù lá lật ở cửa trì của mình là *Ù chì*, một cước của bài 4 — hoặc
bằng Chíu, không bao giờ ù lá đánh ra thường.

Để theo dõi một ván, bộ máy liệt kê các nước được phép đi lúc này (`legal_actions()`), mỗi nước kèm
lời mô tả (`describe()`); `apply` đi một nước. Mỗi nước còn có một mã ngắn, `move.text`, giống nhau ở
cả hai ngôn ngữ: `discard CC` (đánh), `draw: turn up a stock card` (bốc), `chắn 8V with 8V`, `cạ 8N with
8V` (lá được ăn, rồi lá trên tay), `chíu 5V`. Hàm nhỏ dưới đây đi nước có mã cho trước và nói ai vừa
làm gì:
""")),
        code(bilingual(t, """
def play(game, text):
    \"\"\"$doc\"\"\"
    move = next(move for move in game.legal_actions() if move.text == text)
    player = game.current_player
    game.apply(move)
    print(f"{seat_name(player)} → {move.describe()}")

def choices(game):
    \"\"\"$doc_choices\"\"\"
    print(f"{seat_name(game.current_player)} $may", " | ".join(move.describe() for move in game.legal_actions()))
""", doc=("Play the legal move whose text is `text`, and say it.", "Đi nước hợp lệ có mã `text`, và nói nước đó."),
            doc_choices=("Who is to play, and every move they may make.", "Ai đang đi, và mọi nước họ được đi."),
            may=("may:", "được:"))),
        md(t("""
## A worked turn: deal 10

In deal 10 the dealer (*nhà cái*) is Player 2, with 20 cards. The dealer opens by discarding Chi
chi. Player 3, next, holds no Chi chi: they cannot capture it, so their only move is to draw.
""", """
## Một lượt làm mẫu: ván số 10

Ở ván số 10, **nhà cái** là Người chơi 2, cầm 20 lá. Nhà cái mở ván bằng cách đánh Chi chi. Người
chơi 3 đi tiếp, không có lá Chi chi nào nên không ăn được, chỉ còn cách bốc.
""")),
        code(bilingual(t, """
game = chan.new_game(seed=10, rules=RULES)
print("$dealer", seat_name(game.dealer), "·", len(game.hands[game.dealer]), "$cards")
play(game, "discard CC")
choices(game)
""", dealer=("Dealer (nhà cái):", "Nhà cái:"), cards=("cards", "lá")), CHECK),
        md(t("""
Player 3 turns up Bát vạn **at their own gate, their trì**. They hold a Bát vạn already, so they may
capture it as a **Chắn** — or leave it for Player 0. Their hand before choosing:
""", """
Người chơi 3 lật được Bát vạn **ở cửa mình, cửa trì**. Họ đã có một lá Bát vạn trên tay nên được ăn
lá đó thành **Chắn** — hoặc để lại cho Người chơi 0. Bài trên tay họ trước khi chọn:
""")),
        code("""
play(game, "draw: turn up a stock card")
display(chan.ChanHand(game.hands[3]))
choices(game)
""", CHECK),
        md(t("""
Player 3 captures: the pair Bát vạn + Bát vạn is laid face up, and now they must **discard** one
card. Not every card may go: a card that belongs to an identical pair stays (never break a Chắn to
discard). They discard Bát văn.

Player 0 holds one Bát vạn and no Bát văn: with the Bát văn just discarded it makes a **Cạ** (same
rank 8, other suit). Their choices are to capture it as a Cạ, or to draw:
""", """
Người chơi 3 ăn: cặp Bát vạn + Bát vạn được hạ ngửa ra, và giờ họ phải **đánh** một lá. Không phải lá
nào cũng được đánh: lá nằm trong một đôi giống hệt thì phải giữ (không bao giờ xé Chắn để đánh). Họ
đánh Bát văn.

Người chơi 0 có một lá Bát vạn, không có Bát văn: ghép với lá Bát văn vừa đánh ra thì thành **Cạ**
(cùng hàng 8, khác chất). Họ được chọn ăn Cạ, hoặc bốc:
""")),
        code(bilingual(t, """
play(game, "chắn 8V with 8V")
print("$may_discard", " ".join(str(move.cards[0]) for move in game.legal_actions()))
play(game, "discard 8N")
display(chan.ChanHand(game.hands[0]))
choices(game)
""", may_discard=("Player 3 may discard:", "Người chơi 3 được đánh:")), CHECK),
        md(t("""
Player 0 captures the Cạ Bát văn + Bát vạn and discards Chi chi. Player 1 cannot use it, draws, and
turns up Nhị sách at their trì: a Chắn with the Nhị sách in hand. They capture it, then discard
Ngũ vạn.
""", """
Người chơi 0 ăn Cạ Bát văn + Bát vạn rồi đánh Chi chi. Người chơi 1 không dùng được lá đó nên bốc,
lật được Nhị sách ở cửa trì của mình: thành Chắn với lá Nhị sách trên tay. Họ ăn, rồi đánh Ngũ vạn.
""")),
        code("""
for text in ("cạ 8N with 8V", "discard CC", "draw: turn up a stock card", "chắn 2S with 2S", "discard 5V"):
    play(game, text)
""", CHECK),
        md(t("""
## Chíu: the fourth card, out of turn

It is Player 2's turn now — but **Player 3 holds three Ngũ vạn** (look back at their hand above). A player holding three identical
cards may take the fourth as soon as it comes face up, **whoever's turn it is**: that is a **Chíu**
(four identical cards, laid down, counting as two Chắn). Before Player 2 may act, the engine asks
Player 3 whether to Chíu or let the card go. The order of claims on a card that comes up: a win
first, then a Chíu, then the ordinary capture.
""", """
## Chíu: lá thứ tư, ngoài lượt

Lẽ ra đến lượt Người chơi 2 — nhưng **Người chơi 3 đang cầm ba lá Ngũ vạn** (xem lại bài của họ ở trên). Ai cầm ba lá giống hệt
nhau thì được lấy lá thứ tư ngay khi nó lộ ra, **dù đang là lượt của ai**: đó là **Chíu** (bốn lá giống
hệt nhau, hạ xuống, tính là hai Chắn). Trước khi Người chơi 2 được đi, bộ máy hỏi Người chơi 3 có chíu
hay bỏ qua lá đó. Thứ tự ưu tiên với một lá vừa lộ: ù trước, rồi đến chíu, rồi mới đến ăn thường.
""")),
        code("""
choices(game)
play(game, "chíu 5V")
choices(game)
""", CHECK),
        md(t("""
After a Chíu the player discards once. Player 3 discards Nhị văn — and here is the rule the Tổ Tôm /
Chắn page states: the discard **goes to the interrupted gate**, Player 1's, in place of the Ngũ vạn
taken from it, and **the interrupted player decides on it**. The turn does not jump past Player 2:
it is still Player 2 who may capture the card or draw. Player 2 holds a Nhị văn, so a Chắn is on
offer:
""", """
Chíu xong thì đánh ra một lá. Người chơi 3 đánh Nhị văn — và đây là luật trang Tổ Tôm / Chắn nêu:
lá đánh đó **nằm vào cửa bị cắt ngang**, cửa của Người chơi 1, thay cho lá Ngũ vạn vừa bị lấy đi, và
**người bị cắt lượt quyết định với lá đó**. Lượt chơi không nhảy qua Người chơi 2: vẫn là Người chơi
2 được ăn lá đó hay bốc. Người chơi 2 có một lá Nhị văn nên được ăn Chắn:
""")),
        code(bilingual(t, """
play(game, "discard 2N")
for player in range(4):
    laid = " · ".join(str(group) for group in game.exposed[player]) or "-"
    gate = " ".join(str(card) for card in game.gates[player]) or "-"
    print(f"{seat_name(player)}: $laid {laid} | $gate {gate}")
choices(game)
""", laid=("laid down", "đã hạ"), gate=("gate (cửa)", "cửa")), CHECK),
        md(t("""
The whole table as Player 2 sees it now: their own cards face up, the others' backs, what each
player laid down, each gate, and the card on offer ringed in blue at Player 1's gate.
""", """
Cả bàn chơi theo góc nhìn của Người chơi 2 lúc này: bài của họ ngửa, bài người khác úp, những gì
mỗi người đã hạ, từng cửa, và lá đang được đưa ra, viền xanh ở cửa của Người chơi 1.
""")),
        code("""
HTML(table_html(game.view(2)))
"""),
        md(t("""
## What is barred, and why

The engine refuses a capture that breaks a rule of the Tổ Tôm / Chắn page, and says why:

* holding an identical card you capture **as Chắn, never as Cạ**;
* never break an identical pair, neither to discard nor to make a Cạ (three identical cards may give
  up one and keep their pair);
* no Cạ capture in a rank where you already hold a Cạ, nor when only one unpaired card is left in
  your hand; after discarding both cards of a Cạ you may no longer capture that Cạ, and after
  capturing a Cạ you may not discard both its cards;
* a capture must leave you a legal discard;
* **passing up a Chắn you could capture** — drawing instead, leaving it, letting a Chíu go — is
  *declining* it: from then on you may not discard that face nor use it in a Cạ;
* and, the house rule `passed_faces_barred` (on by default, as the page says): **a face you declined,
  discarded, or played from your hand into a Cạ cannot be captured by you later.**

Why? These rules keep a player to what they have shown the table. A face you let go, threw away or
spent in a Cạ is a face you told the others you do not need; without the bar you could throw a card
and then take back its twin when it suits you.

If Player 2 drew here instead of capturing the Nhị văn, that would be declining it — the engine
keeps the declined faces of each player:
""", """
## Những gì bị cấm, và vì sao

Bộ máy từ chối mọi lần ăn trái luật của trang Tổ Tôm / Chắn, và nói rõ lý do:

* có lá giống hệt trên tay thì phải **ăn Chắn, không được ăn Cạ**;
* không bao giờ xé đôi giống hệt, dù để đánh hay để ăn Cạ (ba lá giống nhau thì được bỏ ra một lá mà
  vẫn giữ đôi);
* không được ăn Cạ ở hàng mình đã có Cạ, hoặc khi trên tay chỉ còn một lá lẻ; đã đánh cả hai lá của
  một Cạ thì không được ăn Cạ đó nữa, đã ăn một Cạ thì không được đánh cả hai lá của nó;
* ăn xong phải còn lá đánh hợp lệ;
* **có Chắn để ăn mà không ăn** — bốc thay vì ăn, để lại lá, bỏ qua một lần chíu — gọi là *bỏ Chắn*: từ
  đó không được đánh lá đó ra, cũng không được dùng nó để ăn Cạ;
* và luật nhà `passed_faces_barred` (mặc định bật, theo trang nguồn): **lá mình đã bỏ không ăn, đã
  đánh ra, hoặc đã đưa từ tay ra ăn Cạ thì về sau mình không được ăn lá đó nữa.**

Vì sao? Các luật này buộc người chơi giữ đúng những gì mình đã cho cả bàn thấy. Lá mình đã bỏ qua,
đã đánh đi hay đã dùng để ăn Cạ là lá mình đã cho mọi người biết là mình không cần; nếu không cấm,
người ta có thể đánh một lá đi rồi chờ lúc có lợi mới ăn lại lá giống hệt nó.

Nếu ở đây Người chơi 2 bốc thay vì ăn Nhị văn thì đó là bỏ Chắn — bộ máy ghi lại những lá mỗi người
đã bỏ:
""")),
        code(bilingual(t, """
what_if = chan.State.from_json(game.to_json())     # $copy
play(what_if, "draw: turn up a stock card")
print("$declined", [card.name for card in what_if.view(2).declined])
""", copy=("a copy of the deal, to try a move", "một bản sao của ván, để thử một nước"),
            declined=("Player 2 declined:", "Người chơi 2 đã bỏ:")), CHECK),
        md(t("""
### `passed_faces_barred`, both ways

Deal 2, after the first 17 moves of the greedy bots. Player 3 has just discarded Nhị vạn. Player 0
holds two Nhị vạn — a capture as Chắn would seem natural — but Player 0 **discarded a Nhị vạn
earlier** (move 10). With the page's rule the capture is barred and Player 0 may only draw; with
`chan.Rules(passed_faces_barred=False)`, the same deal and the same moves, the capture is allowed.
(The engine's reason names the player concerned, Player 0; at the table, a move of your own that is
refused is explained to you as "You …".)
""", """
### `passed_faces_barred`, cả hai cách

Ván số 2, sau 17 nước đầu của các máy *greedy*. Người chơi 3 vừa đánh Nhị vạn. Người chơi 0 có hai lá
Nhị vạn — tưởng như ăn Chắn là đương nhiên — nhưng Người chơi 0 **đã đánh một lá Nhị vạn trước đó**
(nước thứ 10). Theo luật của trang nguồn thì không được ăn, Người chơi 0 chỉ được bốc; với
`chan.Rules(passed_faces_barred=False)`, cùng ván và cùng các nước đi ấy, thì được ăn. (Lời giải
thích của bộ máy gọi tên người chơi đó, Người chơi 0; ở bàn chơi, nước đi của chính bạn bị từ chối thì
lời giải thích nói với bạn: "Bạn …".)
""")),
        code(bilingual(t, """
from cardlab.bots.chan import GreedyBot
from cardlab.engine import Action

def after_17_moves(rules):
    \"\"\"$doc\"\"\"
    deal = chan.new_game(seed=2, rules=rules)
    bots = [GreedyBot(seed=seat) for seat in range(4)]
    for _ in range(17):
        deal.apply(bots[deal.current_player].choose(deal.view(deal.current_player)))
    return deal

capture = Action("chan", (chan.parse_card("2V"),) * 2, None, 0)
for rules in (RULES, chan.Rules(passed_faces_barred=False)):
    deal = after_17_moves(rules)
    earlier = deal.history[9]
    print(f"passed_faces_barred={rules.passed_faces_barred} · $move_10 {seat_name(earlier.player)} → {earlier.describe()}")
    choices(deal)
    if not any(move.kind == "chan" for move in deal.legal_actions()):
        print("   ", deal.why_illegal(capture))
""", doc=("Deal 2 after its first 17 moves by the greedy bots.", "Ván số 2 sau 17 nước đầu của các máy greedy."),
            move_10=("move 10:", "nước thứ 10:")),
            CHECK),
        md(t("""
**Try it:** set `RULES = chan.Rules(passed_faces_barred=False)` in the first code cell and run the
notebook again (**Run ▸ Run All Cells**): the worked turn above does not change — nobody there was
offered a face they had passed — but the first line of the cell above does.
""", """
**Thử xem:** đặt `RULES = chan.Rules(passed_faces_barred=False)` ở ô mã đầu tiên rồi chạy lại cả
notebook (**Run ▸ Run All Cells**): lượt làm mẫu ở trên không đổi — ở đó không ai được đưa lại lá mình
đã bỏ qua — nhưng dòng đầu của ô ngay trên thì đổi.
""")),
        *checkpoint(t, t("""
from cardlab.exercises import chan_set

quiz = chan_set(seed=7, rules=RULES, questions=["capture", "discard"], name="Chắn lesson 3", var="quiz")
quiz
""", """
from cardlab.exercises import chan_set

quiz = chan_set(seed=7, rules=RULES, questions=["capture", "discard"], name="Chắn – bài 3", var="quiz")
quiz
"""), [
            (t("""
### 1 · May you capture it, as Chắn or as Cạ?

Holding the identical card, you capture as Chắn, never as Cạ; never break an identical pair; no Cạ
in a rank where you already hold a Cạ, nor with one unpaired card left; a face you declined or
discarded may not be captured; a capture must leave a legal discard. Answer `False` if you may not
capture it, otherwise the card **from your hand** that pairs with it, e.g. `"3S"`.
""", """
### 1 · Có được ăn không, ăn Chắn hay ăn Cạ?

Có lá giống hệt thì phải ăn Chắn, không được ăn Cạ; không xé đôi giống hệt; không ăn Cạ ở hàng đã có
Cạ, hay khi chỉ còn một lá lẻ; lá đã bỏ Chắn hoặc đã đánh thì không được ăn; ăn xong phải còn lá đánh
hợp lệ. Trả lời `False` nếu không được ăn; nếu được, ghi lá **trên tay bạn** ghép với nó, ví dụ `"3S"`.
"""), """
captures = [move for move in quiz.q1.state.legal_actions() if move.kind in ("chan", "ca")]
answer = chan.parse_card(captures[0].cards[1]) if captures else False
"""),
            (t("""
### 2 · Which cards may you discard?

Never break an identical pair (three identical cards may give up one); a face you declined as Chắn
may not be discarded; after capturing a Cạ you may not discard both its cards. Answer with every
card you may discard, e.g. `"2V 5S CC"`.
""", """
### 2 · Được đánh những lá nào?

Không xé đôi giống hệt (ba lá giống nhau thì được đánh một lá); lá đã bỏ Chắn thì không được đánh; đã
ăn một Cạ thì không được đánh cả hai lá của nó. Trả lời bằng mọi lá bạn được đánh, ví dụ `"2V 5S CC"`.
"""), """
answer = chan.ChanHand(move.cards[0] for move in quiz.q2.state.legal_actions() if move.kind == "discard")
"""),
        ]),
        md(t(f"""
## Next

* [4 · Winning and the cước](04_winning_cuoc.ipynb) — Ù xuông, Ù chì and the other bonuses, with worked examples
* [2 · Chắn, Cạ, què and a winning hand](02_pairs_winning_hand.ipynb) ·
  [The rules of Chắn](00_rules.ipynb) · [Exercises]({exercises_link(t, "chan")}) — graded
  questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [4 · Ù và cước](04_winning_cuoc.ipynb) — Ù xuông, Ù chì và các cước khác, có ví dụ tính sẵn
* [2 · Chắn, Cạ, què và bài ù](02_pairs_winning_hand.ipynb) · [Luật chơi Chắn](00_rules.ipynb) ·
  [Bài tập]({exercises_link(t, "chan")}) — câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
