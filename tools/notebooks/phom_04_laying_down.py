"""Builds the lesson "Phỏm 4 · Laying down, sending and Ù", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_04_laying_down.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/phom/04_laying_down_sending.ipynb`` and the learner copies
``notebooks/[vi/]phom/04_laying_down_sending.ipynb``.

The lesson follows one hand dealt from deal number 23 and played by the greedy bots to its last round: the
opener chooses between four overlapping phỏm, a player who ate the chốt lays it down, two players send
cards, one is móm.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, lesson_merged  # noqa: E402
from rules_common import setup_cell  # noqa: E402

REL = "phom/04_laying_down_sending.ipynb"


def _game_helpers(t) -> str:
    """The cell that plays the bots up to a chosen moment and draws the table (the same code in both languages)."""
    return f'''
from cardlab.bots import make_bot
from cardlab.engine import Action
from cardlab.phom import Phase
from cardlab.widgets.phom import table_html

SEED = 23        # {t("the deal number of the hand this lesson follows", "số ván chia của ván bài dùng trong bài này")}
game = phom.new_game(SEED, RULES)
bots = [make_bot(phom, "greedy", SEED + seat) for seat in range(4)]


def play_until(stop):
    """{t("Let the bots play until stop(game) is true.", "Cho các máy chơi cho đến khi stop(game) đúng.")}"""
    while not game.is_terminal() and not stop(game):
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat)))


def table():
    """{t("The table with every hand face up.", "Bàn chơi, mọi bài trên tay đều lật ngửa.")}"""
    return HTML(table_html(game.view(0), highlight=game.current_player,
                           revealed={{seat: game.hands[seat] for seat in range(game.players)}}))


def play(text):
    """{t("Play the legal move written as text, e.g. play('discard 9S').",
          "Đi nước hợp lệ được viết bằng chữ, ví dụ play('discard 9S').")}"""
    game.apply(next(action for action in game.legal_actions() if action.text == text))


def moves():
    """{t("What the player to move may do now.", "Những nước người đang đến lượt được đi lúc này.")}"""
    return [action.describe() for action in game.legal_actions()]
'''


def cells(t):
    """The lesson's cells in the language of ``t``."""
    vi = t.lang == "vi"
    exercises = "../../../exercises/vi/phom.ipynb" if vi else "../../exercises/phom.ipynb"
    return [
        md(t("""
# Phỏm 4 · Laying down, sending and Ù

**By the end of this notebook you will be able to**

* say **when** the phỏm are laid down (*hạ phỏm*) and **who lays down first**,
* choose **which phỏm** to lay down when cards could go in two of them, and know that every
  **eaten card** (*lá ăn*) must be laid down inside a phỏm,
* explain why a player holding a phỏm **must** lay it down, so that only a player with no phỏm
  at all is **móm**,
* decide when a card may be **sent** (*gửi bài*) onto another player's phỏm, and check it with
  `phom.check_send`; and say why the Xeeng guide's *tái gửi* is not modelled,
* recognise **Ù** (3 phỏm and one odd card) and **Ù tròn** (3 phỏm, no odd card) during play with
  `phom.check_u`, under both settings of the house rule `u_definition`.

The rules are those of the **Xeeng Phỏm guide** ("Luật Chơi Phỏm trong Xeeng Online"), set out on
[the Phỏm rules page](00_rules.ipynb). Words used here: *vòng* (a round), *bốc* (draw from the
stock, the *nọc*), *đánh* (discard), *ăn bài* (eat a discard), *phỏm ngang* (3–4 cards of one rank),
*phỏm dọc* (3 or more cards in a row of one suit), *bài rác* (the points left outside phỏm), *chốt*
(a card eaten in the last round).

[Tiếng Việt](../vi/phom/04_laying_down_sending.ipynb) · [Lesson 3](03_a_turn.ipynb) · [The rules of Phỏm](00_rules.ipynb)
""", """
# Phỏm 4 · Hạ phỏm, gửi bài và Ù

**Học xong bài này, bạn sẽ biết**

* **khi nào** thì **hạ phỏm** và **ai hạ trước**;
* chọn **hạ phỏm nào** khi có lá ghép được vào hai phỏm, và nhớ rằng mọi **lá ăn** đều phải được
  hạ trong một phỏm;
* giải thích vì sao người đang có phỏm **bắt buộc** phải hạ, nên chỉ người không có phỏm nào mới
  bị **móm**;
* xét xem một lá có được **gửi bài** vào phỏm của người khác hay không, và kiểm tra bằng
  `phom.check_send`; hiểu vì sao *luật tái gửi* của hướng dẫn Xeeng không được mô phỏng;
* nhận ra **Ù** (3 phỏm và 1 lá lẻ) và **Ù tròn** (3 phỏm, không dư lá nào) ngay trong ván bằng
  `phom.check_u`, với cả hai cách đặt luật nhà `u_definition`.

Luật chơi theo **hướng dẫn Phỏm của Xeeng** ("Luật Chơi Phỏm trong Xeeng Online"), trình bày đầy đủ
ở [trang luật chơi Phỏm](00_rules.ipynb). Các từ dùng trong bài: *vòng* (mỗi người đánh một lá là
hết một vòng), *bốc* (lấy một lá từ *nọc*), *đánh* (bỏ một lá ra), *ăn bài* (lấy lá người trước vừa
đánh), *phỏm ngang* (3–4 lá cùng số), *phỏm dọc* (từ 3 lá liên tiếp cùng chất trở lên), *bài rác*
(các lá nằm ngoài phỏm, bị tính điểm), *chốt* (lá bị ăn ở vòng cuối).

[English](../../phom/04_laying_down_sending.ipynb) · [Bài 3](03_a_turn.ipynb) · [Luật chơi Phỏm](00_rules.ipynb)
""")),
        setup_cell(t, "phom", "phom.arrange(hand, RULES)"),
        md(t("""
The first cell (folded: click it to open) draws the cards. The house rules of the lesson are set
here: change them and run the notebook again, e.g. `phom.Rules(u_definition="no_deadwood")` or
`phom.Rules(max_eaten_cards_per_phom=2)`.
""", """
Ô đầu tiên (đang thu gọn: bấm vào để mở) vẽ các lá bài. Luật nhà của bài học được đặt ở ô dưới đây:
hãy đổi rồi chạy lại cả bài, ví dụ `phom.Rules(u_definition="no_deadwood")` hoặc
`phom.Rules(max_eaten_cards_per_phom=2)`.
""")),
        code(bilingual(t, """
RULES = phom.Rules()   # ${w1} u_definition="no_deadwood"
RULES
""",
    w1=("the Xeeng guide's game; try", 'luật của hướng dẫn Xeeng; thử')), CHECK),
        md(t("""
## 1 · When, and who first

A hand has **4 rounds**: in each round every player makes one discard. Nobody lays anything down
during the first three rounds. In the **4th round** each player, on their own turn, after eating
or drawing and **before discarding**, lays down their phỏm. So they lay down **in turn order**:
the **first player** (who was dealt 10 cards and opened the hand) lays down first, then the
others in the direction of play (counter-clockwise by default: seats 0, 3, 2, 1).

We follow one hand: the four greedy bots play it up to the moment the first player, seat 0, is
about to lay down. (The table below names seats 0 to 3 "Player 0" to "Player 3"; eaten cards are
framed in orange.)
""", """
## 1 · Hạ phỏm lúc nào, ai hạ trước

Một ván có **4 vòng**: mỗi vòng, mỗi người đánh ra một lá. Trong ba vòng đầu không ai hạ gì cả. Đến
**vòng 4**, đến lượt mình, sau khi ăn hoặc bốc và **trước khi đánh**, mỗi người hạ phỏm của mình. Vì
vậy mọi người hạ **theo thứ tự lượt chơi**: **người đánh đầu** (được chia 10 lá và mở ván) hạ trước,
rồi đến những người khác theo chiều chơi (mặc định ngược chiều kim đồng hồ: ghế 0, 3, 2, 1).

Ta theo dõi một ván: bốn máy chơi "greedy" đánh đến lúc người đánh đầu, ghế 0, sắp hạ phỏm. (Trên bàn
dưới đây, ghế 0 đến ghế 3 được gọi là "Người chơi 0" đến "Người chơi 3"; lá ăn có viền màu cam.)
""")),
        code(_game_helpers(t)),
        code(bilingual(t, """
play_until(lambda g: g.phase is Phase.LAY_DOWN)
print("t${w1}")
table()
""",
    w1=('urn order:", game.order, "| round", game.round, "| player", game.current_player, "lays down', 'hứ tự lượt:", game.order, "| vòng", game.round, "| người chơi", game.current_player, "hạ phỏm')), IGNORE),
        md(t("""
## 2 · Which phỏm?

Seat 0 holds A♣ 2♠ 2♦ 2♣ 3♠ 3♥ 3♣ 4♠ 8♠ 9♠. Four phỏm are possible, but they share cards: the 2s
(a *phỏm ngang*), the 3s, 2♠ 3♠ 4♠ and A♣ 2♣ 3♣ (two *phỏm dọc*). A card can be laid down in
one phỏm only, so the player **chooses**:
""", """
## 2 · Hạ phỏm nào?

Ghế 0 cầm A♣ 2♠ 2♦ 2♣ 3♠ 3♥ 3♣ 4♠ 8♠ 9♠. Có bốn phỏm, nhưng chúng dùng chung lá: bộ ba lá 2 (*phỏm
ngang*), bộ ba lá 3, 2♠ 3♠ 4♠ và A♣ 2♣ 3♣ (hai *phỏm dọc*). Mỗi lá chỉ được hạ trong một phỏm, nên
người chơi phải **chọn**:
""")),
        code("""
print(moves())
""", CHECK),
        md(t("""
Laying down the 2s and the 3s leaves A♣ 4♠ 8♠ 9♠; the two runs leave 2♦ 3♥ 8♠ 9♠. Both leave
22 points, and 13 once 9♠ is discarded: here two lay-downs tie, and `phom.arrange`, which finds the
fewest points, shows one of them. What differs is what the others may **send** later (section 5):
a run grows at both ends, while a set of three only takes its fourth card.
""", """
Hạ bộ ba lá 2 và bộ ba lá 3 thì còn A♣ 4♠ 8♠ 9♠; hạ hai phỏm dọc thì còn 2♦ 3♥ 8♠ 9♠. Cả hai cách
đều còn 22 điểm, đánh 9♠ đi thì còn 13: ở đây hai cách hạ bằng điểm nhau, và `phom.arrange`, hàm tìm
cách hạ ít điểm nhất, chỉ đưa ra một trong hai. Chỗ khác nhau là những lá người khác được **gửi** vào
sau này (mục 5): phỏm dọc nối dài được ở cả hai đầu, còn bộ ba chỉ nhận thêm đúng lá thứ tư.
""")),
        code(bilingual(t, """
print("${w1}",
      phom.deadwood("2D 3H 8S 9S", RULES), "${w2})")
best = phom.arrange(game.hands[0], RULES)
print("phom.arrange:", " | ".join(" ".join(c.pretty for c in m.cards) for m in best.melds), "->", best.points, "${w3}")
layout(game.hands[0])
""",
    w1=('the 2s and the 3s leave", phom.deadwood("AC 4S 8S 9S", RULES), "points, the two runs', 'hạ bộ lá 2 và bộ lá 3 còn", phom.deadwood("AC 4S 8S 9S", RULES), "điểm, hạ hai phỏm dọc còn'),
    w2=('(before the discard', 'điểm (trước khi đánh'),
    w3=('points', 'điểm')), CHECK),
        md(t("""
## 3 · Holding a phỏm means laying it down

May seat 0 keep its phỏm in hand and lay nothing down? **No.** A player who holds a phỏm must lay
it down, and may stop only when **no phỏm is left** in hand. So nobody chooses to be **móm**: only
a player with **no phỏm at all** is móm. The engine refuses the move and says why:
""", """
## 3 · Có phỏm thì phải hạ

Ghế 0 có được giữ phỏm trên tay mà không hạ gì không? **Không.** Người đang có phỏm thì phải hạ, và
chỉ được dừng khi trên tay **không còn phỏm nào**. Vậy không ai tự chọn bị **móm** được: chỉ người
**không có phỏm nào** mới bị móm. Máy từ chối nước đi này và nói rõ lý do:
""")),
        code("""
try:
    game.apply(Action("finish_laying_down", player=0))
except cardlab.IllegalActionError as error:
    print(error)
""", CHECK),
        md(t("""
Seat 0 lays down the two runs. After the first one, only 2♠ 3♠ 4♠ is left to lay down (the 2s
and 3s are broken); after the second, no phỏm is left and seat 0 may finish, then discards 9♠:
""", """
Ghế 0 hạ hai phỏm dọc. Hạ phỏm đầu xong, chỉ còn 2♠ 3♠ 4♠ để hạ (bộ ba lá 2 và lá 3 đã bị tách); hạ
nốt phỏm thứ hai thì trên tay hết phỏm, ghế 0 được dừng rồi đánh 9♠:
""")),
        code(bilingual(t, """
play("lay down AC 2C 3C")
print("${w1} A♣ 2♣ 3♣:", moves())
play("lay down 2S 3S 4S")
print("${w2} 2♠ 3♠ 4♠:", moves())
play("finish laying down")
play("discard 9S")
""",
    w1=('after', 'sau'),
    w2=('after', 'sau')), CHECK),
        md(t("""
## 4 · An eaten card is laid down in its phỏm

Next comes seat 3. It **eats** 9♠, seat 0's last discard: a card eaten in the last round is the
**chốt** (it costs seat 0 dearly: lesson 5). An eaten card stays face up and must end the hand
**inside a phỏm**, so seat 3's only legal lay-down is the phỏm holding it, 9♠ 10♠ J♠:
""", """
## 4 · Lá ăn phải được hạ trong phỏm của nó

Tiếp theo là ghế 3. Ghế 3 **ăn** lá 9♠ mà ghế 0 vừa đánh: lá bị ăn ở vòng cuối gọi là **chốt** (ghế 0
sẽ mất nhiều tiền vì nó: xem bài 5). Lá ăn luôn để ngửa và phải nằm **trong một phỏm** đến cuối ván,
nên cách hạ duy nhất của ghế 3 là phỏm chứa lá đó, 9♠ 10♠ J♠:
""")),
        code(bilingual(t, """
play_until(lambda g: g.phase is Phase.LAY_DOWN)
eaten = " ".join(map(str, game.eaten_in_hand(3)))
print(f"${w1} {eaten} -> {moves()}")
""",
    w1=('seat {game.current_player} ate', 'ghế {game.current_player} đã ăn')), CHECK),
        md(t("""
A phỏm may hold **one** eaten card by default (`max_eaten_cards_per_phom=1`): two eaten cards in
one phỏm are refused. Some tables allow two or three — switch the option to see:
""", """
Theo mặc định, mỗi phỏm chỉ được chứa **một** lá ăn (`max_eaten_cards_per_phom=1`): phỏm có hai lá ăn
bị từ chối. Có bàn cho phép hai hoặc ba lá — hãy đổi tùy chọn để xem:
""")),
        code("""
for limit in (1, 2):
    verdict = phom.check_meld("9S 10S JS", eaten="9S JS", rules=phom.Rules(max_eaten_cards_per_phom=limit))
    print(f"max_eaten_cards_per_phom={limit}:", "✔" if verdict else "✘", verdict.text())
""", CHECK),
        md(t("""
## 5 · Sending (gửi bài)

Sending happens once, in the sender's own lay-down turn of the last round. After laying down
their phỏm, and only if they laid down at least one, a player may send cards from their hand, one
at a time, onto phỏm of players who laid down **before** them. They keep one card to discard; once
they discard, their sending is over. Nobody sends onto their own phỏm, onto phỏm laid down after
them, or in a later turn, and a móm player never sends.

Seat 3 lays down 9♠ 10♠ J♠. Only seat 0 laid down before it, so seat 3 may send onto seat 0's
phỏm: 4♣ onto A♣ 2♣ 3♣, 5♠ onto 2♠ 3♠ 4♠ — and onto nothing else:
""", """
## 5 · Gửi bài

Gửi bài chỉ diễn ra một lần, ngay trong lượt hạ bài của người gửi ở vòng cuối. Sau khi hạ phỏm, và
chỉ khi đã hạ ít nhất một phỏm, người chơi có thể gửi từng lá trên tay vào phỏm của những người hạ
bài **trước** mình. Họ phải giữ lại ít nhất một lá để đánh; đánh xong là hết lượt gửi. Không ai được
gửi vào phỏm của chính mình, vào phỏm của người hạ sau mình, hay ở lượt sau; người bị móm không được
gửi bài.

Ghế 3 hạ 9♠ 10♠ J♠. Chỉ có ghế 0 hạ trước ghế 3, nên ghế 3 được gửi vào phỏm của ghế 0: 4♣ vào
A♣ 2♣ 3♣, 5♠ vào 2♠ 3♠ 4♠ — và không gửi được vào đâu khác:
""")),
        code(bilingual(t, """
play("lay down 9S 10S JS")
play("finish laying down")
print("${w1}:", moves())
table()
""",
    w1=('seat 3 may', 'ghế 3 được đi')), IGNORE),
        md(t("""
Seat 3 sends both. Then seat 2 lays down Q♠ Q♦ Q♣ and sends 5♣ and 6♣ onto seat 0's club run,
which seat 3 has just made longer. Onto its **own** phỏm seat 2 may never send:
""", """
Ghế 3 gửi cả hai lá. Sau đó ghế 2 hạ Q♠ Q♦ Q♣ rồi gửi 5♣ và 6♣ vào phỏm dọc chất nhép của ghế 0, mà
ghế 3 vừa nối dài thêm. Còn gửi vào phỏm của chính mình thì ghế 2 không bao giờ được:
""")),
        code(bilingual(t, """
play("send 5S onto 2S 3S 4S of P0")
play("send 4C onto AC 2C 3C of P0")
play_until(lambda g: g.current_player == 2 and g.phase is Phase.SEND)
print("${w1}:", moves())
own = Action("send", (cardlab.Card.parse("KS"),), (2, 0), player=2)
print(game.why_illegal(own).text())
""",
    w1=('seat 2 may', 'ghế 2 được đi')), CHECK),
        md(t("""
### `phom.check_send`: the same rule as a calculator

`phom.check_send(card, phom, round=…, sender_has_phom=…, target_laid_down_before_sender=…)` says
whether a card may be sent and gives **every** broken condition. The last player, seat 1, holds
6♠, which would extend seat 0's 2♠ 3♠ 4♠ 5♠ — but seat 1 has no phỏm: it is **móm**, and a móm
player never sends.
""", """
### `phom.check_send`: cùng luật đó, thành hàm tính

`phom.check_send(card, phom, round=…, sender_has_phom=…, target_laid_down_before_sender=…)` cho biết
một lá có được gửi hay không, và nêu **mọi** điều kiện bị vi phạm. Người cuối cùng, ghế 1, cầm 6♠ —
lá nối dài được 2♠ 3♠ 4♠ 5♠ của ghế 0 — nhưng ghế 1 không có phỏm nào: ghế 1 bị **móm**, mà người
móm thì không bao giờ được gửi bài.
""")),
        code(bilingual(t, """
cases = [
    ("${onto_0}", "5S", "2S 3S 4S", dict(round=4)),
    ("${round_3}", "5S", "2S 3S 4S", dict(round=3)),
    ("${mom}", "6S", "2S 3S 4S 5S", dict(sender_has_phom=False)),
    ("${later}", "8S", "9S 10S JS", dict(target_laid_down_before_sender=False)),
    ("${no_fit}", "8D", "9S 10S JS", dict()),
]
for label, card, target, when in cases:
    verdict = phom.check_send(card, target, rules=RULES, **when)
    print(f"{label:38}", "✔" if verdict else "✘", verdict.text())
""",
    onto_0=("seat 3, round 4, onto seat 0", "ghế 3, vòng 4, gửi vào ghế 0"),
    round_3=("the same card in round 3", "cùng lá đó nhưng ở vòng 3"),
    mom=("seat 1, móm", "ghế 1, bị móm"),
    later=("seat 0 onto seat 3 (laid down later)", "ghế 0 gửi vào ghế 3 (hạ sau)"),
    no_fit=("a card that does not fit", "lá không nối được")), CHECK),
        md(t("""
The hand ends after seat 1's discard. Seat 1 lays down nothing — the only move it has — and is
móm (the money is lesson 5):
""", """
Ván kết thúc sau lá đánh của ghế 1. Ghế 1 không hạ được gì — đó là nước duy nhất của ghế 1 — và bị
móm (chuyện tiền nong xem ở bài 5):
""")),
        code(bilingual(t, """
play_until(lambda g: g.current_player == 1 and g.phase is Phase.LAY_DOWN)
print("${w1}", " ".join(map(str, game.hands[1])), "->", moves())
play_until(lambda g: False)
print("${w2}:", game.laydown_order, "| móm:", game.mom)
table()
""",
    w1=('seat 1 holds', 'ghế 1 cầm'),
    w2=('laid down in this order', 'thứ tự hạ phỏm')), IGNORE),
        md(t("""
### Why "tái gửi" is not modelled

The Xeeng guide lists, among its default rules, a "luật tái gửi" (re-sending): "gửi bài khi hết
vòng và có Ù đền" — sending when the rounds are over and there is an Ù đền. It names the rule
without saying who may send, onto which phỏm, when, or how it changes the payments, so any version
would be invented. cardlab therefore plays sending exactly as above: once, in the sender's own
lay-down turn.
""", """
### Vì sao không mô phỏng "tái gửi"

Trong các luật mặc định, hướng dẫn Xeeng có nêu "luật tái gửi": "gửi bài khi hết vòng và có Ù đền".
Hướng dẫn chỉ nêu tên luật mà không nói ai được gửi, gửi vào phỏm nào, lúc nào, và tiền thay đổi ra
sao, nên mọi cách hiểu đều là tự đặt ra. Vì vậy cardlab chỉ cho gửi bài đúng như trên: một lần, ngay
trong lượt hạ bài của người gửi.
""")),
        md(t("""
### The eat and send calculator

Type a hand, the cards you ate and the discard on the left: may you eat it, and into which phỏm?
On the right, a card, the phỏm on the table (separated by `|`), the round, and the two
checkboxes (*I have laid down a phỏm*, *the phỏm's owner laid down before me*). **Try:** untick the first
box — the móm seat 1 with its 6♠. *(It needs a running kernel.)*
""", """
### Máy tính ăn bài và gửi bài

Bên trái, gõ bài trên tay, các lá đã ăn và lá vừa bị đánh: có được ăn không, ăn vào phỏm nào? Bên
phải, gõ một lá, các phỏm trên bàn (ngăn cách bằng `|`), vòng, rồi đánh dấu hai ô (*tôi đã hạ phỏm*,
*chủ phỏm đã hạ bài trước tôi*). **Thử xem:** bỏ dấu ô đầu tiên — đó là ghế 1 bị móm với lá 6♠. *(Cần
kernel đang chạy.)*
""")),
        code("""
from cardlab.widgets import EatSendCalculator, PhomHandBuilder

calculator = EatSendCalculator(rules=RULES)
calculator.set_send(card="6S", phom="2S 3S 4S 5S | 9S 10S JS", round=4)
calculator
""", IGNORE),
        md(t("""
## 6 · Ù during play

A player who holds **10 cards** — the opener's dealt hand, or any hand just after drawing or
eating — may declare **Ù** if the cards make **3 phỏm and one odd card** (the odd card is then
discarded), or **Ù tròn** if they make **3 phỏm with no odd card**. Ù ends the hand at once; in
the last round it can be declared only before the first phỏm is laid down. An eaten card is never
the odd card. `phom.check_u(hand, rules, eaten=...)` decides:
""", """
## 6 · Ù ngay trong ván

Người chơi đang cầm **10 lá** — bài người đánh đầu vừa được chia, hoặc bất kỳ bài nào vừa bốc hay
vừa ăn — được báo **Ù** nếu các lá ghép thành **3 phỏm và dư 1 lá lẻ** (lá lẻ đó được đánh đi), hoặc
**Ù tròn** nếu ghép thành **3 phỏm không dư lá nào**. Ù là ván kết thúc ngay; ở vòng cuối chỉ được
báo Ù trước khi hạ phỏm đầu tiên. Lá ăn không bao giờ được là lá lẻ. `phom.check_u(hand, rules,
eaten=...)` phân xử:
""")),
        code(bilingual(t, """
for hand, eaten in [("2S 3S 4S 7H 7D 7C 9C 10C JC KD", ()),      # 3 phỏm + K♦
                    ("2S 3S 4S 7H 7D 7C 9C 10C JC QC", ()),      # 3 + 3 + 4
                    ("2S 3S 4S 7H 7D 7C 9C 10C JC KD", ("KD",)), # ${w1}n
                    ("2S 3S 4S 7H 7D 7C 9C 10C 5D KD", ())]:     # ${w2}
    verdict = phom.check_u(hand, RULES, eaten=eaten)
    print(f"{hand}  ${w3}n {list(eaten)}: {verdict.kind or '✘'} — {verdict.text()}")
""",
    w1=('the odd card was eate', 'lá lẻ lại là lá ă'),
    w2=('two phỏm only', 'chỉ có hai phỏm'),
    w3=('eate', 'lá ă')), CHECK),
        md(t("""
### House rule: how many phỏm make Ù? (`u_definition`)

The Xeeng guide says Ù is **3 phỏm**. Under the default `u_definition="three_phom"`, a 5-card run
and a 4-card set with one odd card are **not** Ù: all but one card sit in phỏm, but only two of
them. Many tables count any hand with no deadwood but the discard as Ù:
`u_definition="no_deadwood"`. Two examples under both settings:
""", """
### Luật nhà: mấy phỏm thì Ù? (`u_definition`)

Hướng dẫn Xeeng nói Ù là **3 phỏm**. Với mặc định `u_definition="three_phom"`, một phỏm dọc 5 lá và
một phỏm ngang 4 lá cùng 1 lá lẻ thì **không** phải Ù: mọi lá trừ một lá đều nằm trong phỏm, nhưng
chỉ có hai phỏm. Nhiều bàn tính mọi bài không còn bài rác (trừ lá sẽ đánh) là Ù:
`u_definition="no_deadwood"`. Hai ví dụ, với cả hai cách đặt luật:
""")),
        code("""
for hand in ("2S 3S 4S 5S 6S 9H 9D 9C 9S KD", "AS 2S 3S 4S 5S 7C 8C 9C 10C JC"):
    display(show(hand))
    for setting in ("three_phom", "no_deadwood"):
        verdict = phom.check_u(hand, phom.Rules(u_definition=setting))
        print(f"  u_definition={setting!r:13}: {verdict.kind or '✘'} — {verdict.text()}")
""", CHECK),
        md(t("""
### The hand builder

Click cards to build a hand of up to 10 cards; press **Mark eaten** and click a card to mark it as
eaten. The builder shows the best lay-down, the points, whether the hand is Ù or Ù tròn, and
whether it is móm; its checkboxes switch `max_eaten_cards_per_phom` and `u_definition`. **Try:**
seat 0's hand below — then mark 3♥ as eaten: the 3s must now be laid down, and which phỏm go
with them?
""", """
### Bảng xếp bài

Bấm vào các lá để dựng một bài tới 10 lá; bấm **Đánh dấu lá ăn** rồi bấm vào một lá để đánh dấu nó là
lá ăn. Bảng cho biết cách hạ phỏm tốt nhất, số điểm, bài có Ù hay Ù tròn không, có bị móm không;
các ô tùy chọn đổi `max_eaten_cards_per_phom` và `u_definition`. **Thử xem:** bài của ghế 0 dưới đây
— đánh dấu 3♥ là lá ăn: giờ bộ ba lá 3 bắt buộc phải hạ, vậy những phỏm nào đi cùng?
""")),
        code("""
PhomHandBuilder(rules=RULES, hand="AC 2S 2D 2C 3S 3H 3C 4S 8S 9S")
""", IGNORE),
        md(t(f"""
## Summary

| rule | in this lesson |
|---|---|
| lay down in the 4th round, in turn order: the first player first | seat 0, then 3, 2, 1 |
| choose which phỏm when they share cards | seat 0's 2s, 3s and two runs |
| holding a phỏm means laying it down; móm only with no phỏm | seat 0 may not stop; seat 1 is móm |
| an eaten card is laid down in its phỏm (`max_eaten_cards_per_phom`) | seat 3's chốt 9♠ |
| send once, in your lay-down turn, onto phỏm laid down before you | seats 3 and 2 onto seat 0's phỏm |
| Ù: 3 phỏm + 1; Ù tròn: 3 phỏm (`u_definition`) | `phom.check_u` |

The [exercises]({exercises}) (questions 4–6) practise all of this.
""", f"""
## Tóm tắt

| luật | trong bài này |
|---|---|
| hạ phỏm ở vòng 4, theo thứ tự lượt: người đánh đầu hạ trước | ghế 0, rồi 3, 2, 1 |
| chọn hạ phỏm nào khi các phỏm dùng chung lá | bộ lá 2, lá 3 và hai phỏm dọc của ghế 0 |
| có phỏm thì phải hạ; chỉ người không có phỏm mới móm | ghế 0 không được dừng; ghế 1 bị móm |
| lá ăn phải được hạ trong phỏm của nó (`max_eaten_cards_per_phom`) | lá chốt 9♠ của ghế 3 |
| gửi bài một lần, trong lượt hạ của mình, vào phỏm hạ trước mình | ghế 3 và ghế 2 gửi vào phỏm ghế 0 |
| Ù: 3 phỏm + 1 lá lẻ; Ù tròn: 3 phỏm (`u_definition`) | `phom.check_u` |

[Bài tập]({exercises}) (câu 4–6) luyện tất cả những điều này.
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=4, rules=RULES, questions=["laydown", "send", "u"], name="Lesson 4 check", var="quiz")
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=4, rules=RULES, questions=["laydown", "send", "u"], name="Kiểm tra bài 4", var="quiz")
"""), [
        (t("""
**Question 1 · Which phỏm do you lay down?** Answer with a list of phỏm, e.g.
`["7S 7H 7D", "9C 10C JC"]` (`[]` if there is none). Every eaten card must be inside one; any
lay-down leaving the fewest points is right.
""", """
**Câu 1 · Bạn hạ những phỏm nào?** Trả lời bằng danh sách các phỏm, ví dụ `["7S 7H 7D", "9C 10C JC"]`
(`[]` nếu không có phỏm nào). Mọi lá ăn đều phải nằm trong phỏm; cách hạ nào để lại ít điểm nhất
cũng đều đúng.
"""), """
q = quiz.q1
answer = phom.arrange(q.hand, q.rules, eaten=q.eaten).melds
"""),
        (t("""
**Question 2 · May this card be sent?** Answer `True` or `False`. Look at the round, whether the
sender has laid down a phỏm, and who laid down first.
""", """
**Câu 2 · Lá này có được gửi không?** Trả lời `True` hoặc `False`. Hãy xem vòng nào, người gửi đã hạ
phỏm chưa, và ai hạ trước.
"""), """
q = quiz.q2
answer = phom.check_send(q.card, q.phom, round=q.round, sender_has_phom=q.laid_down,
                         target_laid_down_before_sender=q.before, rules=q.rules).ok
"""),
        (t("""
**Question 3 · Ù, Ù tròn, or neither?** Answer `"ù"`, `"ù tròn"` or `False`.
""", """
**Câu 3 · Ù, Ù tròn, hay không Ù?** Trả lời `"ù"`, `"ù tròn"` hoặc `False`.
"""), """
q = quiz.q3
answer = phom.check_u(q.hand, q.rules, eaten=q.eaten).kind or False
"""),
    ]) + [
        md(t("""
## Next

[5 · Endings and money](05_endings_money.ipynb).
""", """
## Bài tiếp theo

[5 · Kết thúc ván và tính tiền](05_endings_money.ipynb).
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
