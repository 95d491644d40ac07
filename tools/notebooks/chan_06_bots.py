"""Builds the lesson "Chắn 6 · Play against the bots", in Vietnamese and English.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/chan_06_bots.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/chan/06_play_the_bots.ipynb`` and the learner copies
``notebooks/[vi/]chan/06_play_the_bots.ipynb``. The widget cells are plain ``Table(...)`` /
``Replay(...)`` calls tagged ``nbval-ignore-output``: the widgets are tested on their own
(``tests/test_widgets_chan.py``) and in a browser (``tests/test_browser_chan.py``).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))     # replay_cells, course_build
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from replay_cells import replay_cells, terminal_code  # noqa: E402

REL = "chan/06_play_the_bots.ipynb"

#: The coach's deal: the coach in seat 0 Chíus the very first card it may, captures a Chắn and a Cạ and
#: wins Ù chì; the same deal between four greedy bots shows a Chíu, captures and an 11-point win.
SEED = 39

# The coach's cell: each decision, the advice, and the move it made (the learner's moves in the table's log).
_COACH = """
from cardlab.widgets import Table

table = Table(seed=SEED, game="chan", rules=RULES)    # $you
decisions = 0
while table.outcome is None:
    decisions += 1
    print(f"$decision {decisions} ($stock: {table.view.stock_size}) · {table.coach_text}")
    table.play_coach()
print()
print(table.outcome.text(you=0))
print(f"$count: {decisions}; $moves: {len(table.log)}")
"""

_READING = """
from collections import Counter
from IPython.display import HTML, display
from cardlab.widgets.chan import table_html

table = Table(seed=SEED, game="chan", rules=RULES)
for _ in range(5):                 # $five
    table.play_coach()
view = table.view
display(HTML(table_html(view, you=0)))

# $seen_comment
seen = Counter(view.hand)
seen.update(card for groups in view.exposed for group in groups for card in group.cards)
seen.update(card for gate in view.gates for card in gate)
for card in chan.decompose(view.hand).unpaired:
    partners = [other for other in chan.FACES if other.rank == card.rank and other != card and not card.is_chi_chi]
    print(f"{card.name:<10} $twins {4 - seen[card]}; $partners {sum(4 - seen[p] for p in partners)}")
"""

_REPLAY = """
from html import escape
from IPython.display import HTML
from cardlab.bots.chan import GreedyBot
from cardlab.widgets.table import action_label

game = chan.new_game(seed=SEED, rules=RULES)
bots = [GreedyBot(seed=player) for player in range(4)]
rows = []
while not game.is_terminal():
    player = game.current_player
    stock = len(game.stock)
    action = bots[player].choose(game.view(player))
    rows.append((stock, f"$player {player}", action_label(action), bots[player].last_reason))
    game.apply(action)


def row(cells, tag="td"):
    # $row_comment
    return "<tr>" + "".join(f"<{tag} style='text-align:left;vertical-align:top;padding:2px 8px'>{escape(str(c))}</{tag}>"
                            for c in cells) + "</tr>"


head = row($heads, "th")
HTML("<table style='font-size:14px'>" + head + "".join(row(r) for r in rows) + "</table>")
"""

_RECORD = """
record = game.to_json()
again = chan.State.from_json(record)
print(f"$record: {len(record)} $chars, {len(again.history)} $moves")
print("$same", again.outcome() == game.outcome())
print(again.outcome().text())
"""

def cells(t):
    """The lesson's cells in the language of ``t``."""
    heads = t('("stock", "who", "move", "why (the bot\'s own words)")',
              '("nọc", "ai", "nước đi", "vì sao (lời của chính máy)")')
    return [
        md(t("""
# Chắn 6 · Play against the bots

**By the end of this notebook you will be able to**

* play a whole deal of Chắn against three bots: **draw** (*bốc*: turn up a stock card at your
  gate), **capture** (*ăn*: pair the exposed card with a card of your hand), claim a **Chíu** (the fourth
  of three identical cards you hold) even out of turn, **discard** (*đánh*) and **win** (*ù*);
* read the table as players do: the four **gates** (*cửa*: the spot in front of each player where
  their discards and turned-up stock cards lie), what each player laid down, and which cards you have
  not seen yet;
* follow the **coach** (*người hướng dẫn*), and read the bots' own reasons in a replayed deal;
* replay a finished deal move by move, and play in a terminal (`cardlab play --game chan --you 0`,
  `cardlab chan-wait`).

Everything from lessons 1–5 comes together: a **Chắn** (a true pair: two identical cards), a **Cạ**
(two cards of one rank in different suits), a **què** card (one that pairs with nothing), being
**chờ** (ready: 19 cards that one more card makes a win) and the **cước** (the bonuses a win scores).
The rules are on [the rules page](00_rules.ipynb); the previous lesson is
[lesson 5](05_dead_hand_match.ipynb). [Tiếng Việt](../vi/chan/06_play_the_bots.ipynb)
""", """
# Chắn 6 · Chơi với máy

**Học xong bài này, bạn sẽ biết**

* chơi trọn một ván Chắn với ba máy: **bốc** (lật một lá nọc ra cửa mình), **ăn** (ghép lá đang mời
  với một lá trên tay), **Chíu** (lấy lá thứ tư khi đang cầm ba lá giống nhau) kể cả khi chưa đến lượt,
  **đánh** và **ù**;
* đọc bàn chơi như người chơi thật: bốn **cửa** (chỗ trước mặt mỗi người, nơi nằm các lá họ đánh ra và
  các lá nọc họ lật), những gì mỗi người đã hạ, và những lá bạn chưa thấy;
* nghe **người hướng dẫn**, và đọc lý do của chính các máy trong một ván được xem lại;
* xem lại từng nước một ván đã chơi xong, và chơi trong cửa sổ dòng lệnh
  (`cardlab play --game chan --you 0`, `cardlab chan-wait`).

Mọi điều ở bài 1–5 được dùng cùng lúc: **Chắn** (hai lá giống hệt nhau), **Cạ** (hai lá cùng hàng khác
chất), lá **què** (lá không ghép được với lá nào), **chờ** (19 lá chỉ cần thêm một lá là ù) và **cước**.
Luật chơi ở [trang luật](00_rules.ipynb); bài trước là [bài 5](05_dead_hand_match.ipynb).
[English](../../chan/06_play_the_bots.ipynb)
""")),
        code(t(f"""
import cardlab
from cardlab import chan

cardlab.set_language("{t.lang}")     # "vi": the table, the coach and the reasons in Vietnamese
RULES = chan.Rules()           # the table's house rules; try chan.Rules(passed_faces_barred=False) or chan.Rules.traditional()
SEED = {SEED}                      # the deal number of the examples below; change it for another deal
""", f"""
import cardlab
from cardlab import chan

cardlab.set_language("{t.lang}")     # "en": bàn chơi, người hướng dẫn và lý do bằng tiếng Anh
RULES = chan.Rules()           # luật nhà của bàn; thử chan.Rules(passed_faces_barred=False) hoặc chan.Rules.traditional()
SEED = {SEED}                      # số ván chia của các ví dụ bên dưới; đổi số để có ván khác
""")),
        md(t("""
## The table

You are **player 0**, at the bottom; play goes on to your right (player 1), across (player 2) and to
your left (player 3), then back to you. A random **dealer** (*nhà cái*) holds 20 cards and opens by
discarding; everybody else holds 19, and 23 cards form the **stock** (*nọc*).

Every seat shows its hidden cards (face down for the bots), what the player **laid down** (green: each
Chắn, Cạ or Chíu they captured, face up) and their **gate** (*cửa*, grey). In the middle: the stock and
the **card on offer**, with where it lies — *discarded by player 3 at player 3's gate*, or *turned up
from the stock at your gate*. That matters at a real table: a win on a stock card turned up at **your
own gate** scores the cước **Ù chì**. At the bottom, **your hand, paired**: Chắn, Cạ and què; when you
hold 19 cards and are ready, the cards you are **waiting** (*chờ*) on are listed with what each would
score.

On the right, under the coach, the buttons are exactly the moves the rules allow now — an illegal move
has no button — grouped as a decision goes:

1. **Ù** (green): win on the card turned up from the stock (any gate), or by Chíu;
2. **Chíu**, even out of turn: you hold three of the exposed card; you take the fourth (two Chắn at
   once) and discard once — or **let it go**;
3. **Capture** (*ăn*): as a **Chắn** with the identical card in your hand, or as a **Cạ** with a card
   of the same rank in another suit;
4. **Pass**: **turn up a stock card** (*bốc*) at your gate, or **leave** the card you turned up;
5. **Discard** (*đánh*) one card: your decision ends.

A line in red warns you when passing would **bar** a face (declining a Chắn you could capture forbids
you to discard or capture that face later) and when you may Chíu.

The **coach** says what the greedy bot would do in your seat and why; **Play the coach's move** plays
it. *Since your last move* lists the bots' moves (moves only: a bot's reasons would give away its
cards). Above the table you choose the opponents: **Greedy (strong)**, the default, or **Random (for a
first try)**. **New hand** deals again, from a number nobody sees. When the deal ends, every hand lies
face up with the cước and who pays whom.

**A deal of Chắn is short.** A win comes on any stock card that completes a ready hand, whoever turns it
up, so a deal between greedy players lasts about 7 stock cards and you decide only 5 to 10 times. Play
several deals: against the random bots you decide a few more times a deal, and win more often.

*(The table needs a running kernel: if you see nothing, or a still picture, run the cell.)*
""", """
## Bàn chơi

Bạn là **người chơi 0**, ngồi phía dưới; lượt đi sang bên phải bạn (người chơi 1), sang người đối diện
(người chơi 2), sang bên trái (người chơi 3), rồi lại về bạn. **Nhà cái** (chọn ngẫu nhiên) cầm 20 lá và
đánh lá đầu tiên; mỗi người còn lại cầm 19 lá, 23 lá còn lại làm **nọc**.

Mỗi chỗ ngồi cho thấy bài trên tay (của máy thì úp), những gì người đó **đã hạ** (khung xanh: các Chắn,
Cạ, Chíu họ đã ăn, lật ngửa) và **cửa** của họ (khung xám). Ở giữa bàn là nọc và **lá đang mời**, kèm chỗ
nó nằm — *người chơi 3 đánh ra ở cửa người chơi 3*, hay *lật từ nọc ở cửa bạn*. Ở bàn thật điều đó quan
trọng: ù lá nọc lật ở **chính cửa mình** được cước **Ù chì**. Dưới cùng là **bài trên tay của bạn, đã
ghép**: Chắn, Cạ và lá què; khi bạn có 19 lá và đã chờ, các lá bạn **chờ** được liệt kê cùng số điểm mỗi
lá sẽ mang lại.

Bên phải, dưới người hướng dẫn, các nút đúng là những nước luật cho phép lúc này — nước không hợp lệ thì
không có nút — xếp theo thứ tự một quyết định:

1. **Ù** (nút xanh): ù lá lật từ nọc (ở cửa nào cũng được), hoặc ù bằng Chíu;
2. **Chíu**, kể cả khi chưa đến lượt: bạn cầm ba lá giống lá vừa lộ ra; bạn lấy lá thứ tư (được hai
   Chắn một lúc) rồi đánh một lá — hoặc **bỏ qua**;
3. **Ăn**: ăn **Chắn** với lá giống hệt trên tay, hoặc ăn **Cạ** với một lá cùng hàng khác chất;
4. **Bỏ qua**: **bốc** một lá nọc ra cửa mình, hoặc **để lại** lá bạn vừa lật;
5. **Đánh** một lá: hết quyết định của bạn.

Một dòng đỏ cảnh báo khi bỏ qua sẽ làm một mặt bài **bị cấm** (bỏ không ăn một Chắn ăn được thì về sau
không được đánh hay ăn mặt bài đó) và khi bạn được Chíu.

**Người hướng dẫn** cho biết máy tham sẽ đi nước nào nếu ở chỗ bạn, và vì sao; nút **Đi theo gợi ý** đi
nước đó giúp bạn. Mục *Từ nước đi trước của bạn* liệt kê nước đi của các máy (chỉ nước đi: lý do của máy
sẽ làm lộ bài của nó). Phía trên bàn, bạn chọn đối thủ: **Tham (mạnh)**, mặc định, hoặc **Ngẫu nhiên (để
chơi thử)**. Nút **Ván mới** chia ván khác, từ một số không ai thấy. Hết ván, mọi bài trên tay được lật
ngửa, kèm cước và ai trả ai bao nhiêu.

**Một ván Chắn rất ngắn.** Lá nọc nào làm ù một bài đang chờ thì ù ngay, bất kể ai lật, nên một ván giữa
những người chơi tham chỉ kéo dài chừng 7 lá nọc và bạn chỉ quyết định 5 đến 10 lần. Hãy chơi nhiều ván:
gặp máy ngẫu nhiên, mỗi ván bạn được quyết định thêm vài lần, và thắng thường hơn.

*(Bàn chơi cần kernel đang chạy: nếu bạn không thấy gì, hoặc chỉ thấy một hình tĩnh, hãy chạy ô.)*
""")),
        code("""
from cardlab.widgets import Table

Table(game="chan", rules=RULES)
""", IGNORE),
        md(t("""
**Things to try:** capture a Chắn the moment one is offered (and read the red warning first); keep
a card whose twin nobody has shown yet; when you hold three identical cards, watch for the fourth — the
Chíu button appears even when it is not your turn; then deal again with **New hand**.

## What the coach says, and why

The coach is the greedy bot (`cardlab.bots.chan.GreedyBot`) looking at your cards only. Its habits, in
the order of a decision:

* **ù** whenever it can, and **Chíu** whenever it may (two Chắn at once);
* **capture a Chắn** whenever one is offered: a win needs at least six Chắn among its ten pairs;
* **capture a Cạ** only when the card of its hand that the Cạ uses has poor chances of becoming a Chắn
  (few copies unseen), and never past four Cạ;
* **discard** first a single that can no longer pair at all (every copy and every Cạ partner already
  seen), otherwise the card whose loss hurts the hand least: the one with the fewest unseen copies.

Here the coach plays the whole deal in your seat (the same deal every time you run the cell). Each line
is one of your decisions: how many stock cards are left, and the coach's advice, which it then follows.
""", """
**Thử xem:** ăn ngay một Chắn khi có lá mời (và đọc dòng cảnh báo đỏ trước); giữ lá mà chưa ai để lộ lá
giống nó; khi cầm ba lá giống nhau, hãy canh lá thứ tư — nút Chíu hiện ra kể cả khi chưa đến lượt bạn; rồi
chia lại bằng nút **Ván mới**.

## Người hướng dẫn nói gì, và vì sao

Người hướng dẫn là máy tham (`cardlab.bots.chan.GreedyBot`) chỉ nhìn bài của bạn. Thói quen của nó, theo
thứ tự một quyết định:

* **ù** mỗi khi được, và **Chíu** mỗi khi được (hai Chắn một lúc);
* **ăn Chắn** mỗi khi có lá mời: muốn ù phải có ít nhất sáu Chắn trong mười cặp;
* **ăn Cạ** chỉ khi lá trên tay mà Cạ dùng đến khó thành Chắn (còn ít lá giống nó chưa thấy), và không
  bao giờ quá bốn Cạ;
* **đánh** trước hết lá lẻ không thể thành đôi được nữa (mọi lá giống nó và mọi lá cùng hàng đều đã lộ),
  nếu không thì đánh lá mà bỏ đi bài ít bị ảnh hưởng nhất: lá còn ít bản chưa thấy nhất.

Ở đây người hướng dẫn chơi giúp bạn cả ván (cùng một ván chia mỗi lần chạy ô). Mỗi dòng là một quyết định
của bạn: nọc còn bao nhiêu lá, và lời khuyên của người hướng dẫn, rồi nó đi đúng nước đó.
""")),
        code(bilingual(t, _COACH, you=("you in seat 0 against three greedy bots", "bạn ở ghế 0, gặp ba máy tham"),
                       decision=("decision", "quyết định"), stock=("stock", "nọc"),
                       count=("your decisions", "số quyết định của bạn"),
                       moves=("moves at the table", "số nước đi cả bàn")), CHECK),
        md(t("""
In this deal the coach **Chíus** the first card it may (player 3 discarded a Thất vạn while you held
three), captures a Chắn, then a Cạ, another Chắn, and wins on a stock card turned up at its own gate:
**Ù chì**, 3 points from each of the three others.

## Reading the table

At a real table every discard, every turned-up stock card and every pair laid down stays in sight. A
card you have seen can no longer come to you, so a player counts, for each of their què cards, how many
**twins** (identical copies) and how many **Cạ partners** (same rank, other suits) are still unseen —
in the other hands or the stock. A què whose twins and partners are all seen is dead: discard it first.
This is exactly what the coach counts.

Below: the table from your seat after five of the coach's decisions, then that count for your què cards:
""", """
Trong ván này, người hướng dẫn **Chíu** ngay lá đầu tiên có thể (người chơi 3 đánh ra một lá Thất vạn
trong khi bạn đang cầm ba lá), ăn một Chắn, rồi một Cạ, thêm một Chắn nữa, và ù một lá nọc lật ở chính cửa
mình: **Ù chì**, mỗi người trong ba người kia trả 3 điểm.

## Đọc bàn chơi

Ở bàn thật, mọi lá đánh ra, mọi lá nọc đã lật và mọi cặp đã hạ đều nằm trước mắt. Lá nào bạn đã thấy thì
không thể đến tay bạn nữa, nên người chơi đếm, với từng lá què của mình, còn bao nhiêu lá **giống hệt** và
bao nhiêu lá **cùng hàng khác chất** (để thành Cạ) chưa thấy — đang ở tay người khác hay trong nọc. Lá què
mà mọi lá giống nó và mọi lá cùng hàng đều đã lộ là lá chết: đánh nó trước. Người hướng dẫn đếm đúng như
vậy.

Dưới đây là bàn chơi nhìn từ ghế của bạn sau năm quyết định của người hướng dẫn, rồi phép đếm đó cho các
lá què của bạn:
""")),
        code(bilingual(t, _READING, five=("the coach makes five of your decisions",
                                          "người hướng dẫn đi giúp bạn năm quyết định"),
                       seen_comment=("every card in sight: your hand, every pair laid down, every gate",
                                     "mọi lá đã thấy: bài trên tay, mọi cặp đã hạ, mọi cửa"),
                       twins=("twins unseen:", "lá giống hệt chưa thấy:"),
                       partners=("Cạ partners unseen:", "lá cùng hàng chưa thấy:")), IGNORE),
        md(t("""
## A whole deal, replayed with the bots' reasons

Now four greedy bots — one of them in your seat — play the same deal number to the end. Each move comes
with the bot's own reason, so you can follow its thinking; at a real table you would not hear it. The
first column is the number of stock cards left before the move. Look for the **Chíu** of player 0, the
captures as **Cạ** ("whose chances of a Chắn are poor") and the winning stock card at the end:
""", """
## Xem lại trọn một ván, kèm lý do của các máy

Giờ bốn máy tham — một máy ngồi ghế của bạn — chơi đến hết ván chia cùng số đó. Mỗi nước đi kèm lý do của
chính máy, để bạn theo được cách nó nghĩ; ở bàn thật bạn sẽ không nghe được. Cột đầu là số lá nọc còn lại
trước nước đi. Hãy tìm nước **Chíu** của người chơi 0, các lần ăn **Cạ** ("lá này khó thành Chắn") và lá
nọc làm ù ở cuối ván:
""")),
        code(bilingual(t, _REPLAY, player=("Player", "Người chơi"), heads=(heads, heads),
                       row_comment=("one row of the table; escape() keeps the card names as text",
                                    "một dòng của bảng; escape() giữ tên lá bài nguyên văn"))),
        md(t("""
The same deal ended differently from the coach's: the bots break ties between equally good discards at
random, each from its own seed, and one other discard changes every card turned up after it. Here
player 2, the dealer, wins on its own gate with no red card at all: **Bạch định** 7 + Ù chì dịch 1 + Tôm
dịch 1 + Thiên khai dịch 2 = 11 points (the *dịch* of a cước is its smaller value, added when another
cước counts in full).

### The table at four moments

`Replay` rebuilds the deal from its **record** — the deal number, the rules and the list of moves — and
shows the table after any number of moves, every hand face up: the deal, the first Chíu, the first
capture as Chắn, and the end with the result.
""", """
Cùng một ván chia mà kết thúc khác ván của người hướng dẫn: khi có nhiều lá đánh tốt ngang nhau, mỗi máy
chọn ngẫu nhiên theo số riêng của nó, và chỉ một lá đánh khác là mọi lá nọc lật sau đó đều khác. Ở đây
người chơi 2, nhà cái, ù ở cửa mình mà không có lá đỏ nào: **Bạch định** 7 + Ù chì dịch 1 + Tôm dịch 1 +
Thiên khai dịch 2 = 11 điểm (*dịch* của một cước là giá trị nhỏ của nó, được cộng thêm khi có cước khác
tính đủ điểm chính).

### Bàn chơi ở bốn thời điểm

`Replay` dựng lại ván từ **biên bản** của nó — số ván chia, luật chơi và danh sách nước đi — và cho thấy
bàn chơi sau bất kỳ số nước nào, mọi bài trên tay đều lật ngửa: lúc chia bài, lần Chíu đầu tiên, lần ăn
Chắn đầu tiên, và lúc kết thúc cùng kết quả.
""")),
    ] + replay_cells(t, "chiu", "chan") + [
        md(t("""
A record is a short JSON text; replaying it deals the same cards and applies the same moves, so the deal
ends the same way, payments included:
""", """
Biên bản là một đoạn JSON ngắn; chơi lại từ biên bản sẽ chia đúng những lá đó và đi đúng những nước đó,
nên ván kết thúc y như cũ, kể cả tiền:
""")),
        code(bilingual(t, _RECORD, record=("record", "biên bản"), chars=("characters", "ký tự"),
                       moves=("moves", "nước đi"), same=("same ending:", "kết thúc như cũ:")), CHECK),
        md(t("""
## In a terminal

The same game runs without Jupyter. In a terminal, in the course folder, type

```
cardlab play --game chan --you 0
```

(`cardlab --lang vi play --game chan --you 0` speaks Vietnamese; add `--seed 39` for this lesson's deal,
`--coach` to hear the coach at every decision). The table is printed as text: the stock, the card on
offer and where it lies, every seat's gate and laid-down pairs, your hand. Each decision lists the legal
moves by number; type a number, a move in words (`chan`, `ca`, `chiu`, `draw`, `leave`, `discard 2V`;
in Vietnamese `ăn`, `bốc`, `đánh 2V` work too), `?` for the coach's advice, or `q` to leave. A Chíu out of
turn is asked of you when you hold three of the card just exposed. The cell below plays the start of a
deal that way: the learner types `?`, then the first move on the list twice, then `q`:
""", """
## Trong cửa sổ dòng lệnh

Cùng trò chơi này chạy được không cần Jupyter. Trong cửa sổ dòng lệnh, ở thư mục của khóa học, gõ

```
cardlab play --game chan --you 0
```

(gõ `cardlab --lang vi play --game chan --you 0` để chơi bằng tiếng Việt; thêm `--seed 39` để có ván chia
của bài này, `--coach` để nghe người hướng dẫn ở mọi quyết định). Bàn chơi được in ra dạng chữ: nọc, lá
đang mời và chỗ nó nằm, cửa và các cặp đã hạ của từng người, bài trên tay bạn. Mỗi quyết định liệt kê các
nước hợp lệ theo số; gõ một số, một nước đi bằng chữ (`ăn`, `bốc`, `đánh 2V`; tiếng Anh `chan`, `ca`,
`chiu`, `draw`, `leave`, `discard 2V` cũng được), `?` để nghe người hướng dẫn, hoặc `q` để rời bàn. Khi bạn
cầm ba lá giống lá vừa lộ ra, máy hỏi bạn có Chíu không, kể cả khi chưa đến lượt. Ô dưới đây chơi phần đầu
một ván như thế: người học gõ `?`, rồi hai lần chọn nước đầu tiên trong danh sách, rồi gõ `q`:
""")),
        code(terminal_code("chan")),
        md(t("""
When you are ready (*chờ*), `cardlab chan-wait` lists the cards that would make your 19 cards a win, with
what each would score at another gate and at your own (Ù chì). Type the cards in quotes:

```
cardlab chan-wait "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"
```

The cell below runs the same command from Python:
""", """
Khi bạn đã **chờ**, lệnh `cardlab chan-wait` liệt kê các lá làm 19 lá của bạn thành ù, kèm số điểm mỗi lá
mang lại ở cửa người khác và ở cửa mình (Ù chì). Gõ các lá trong dấu ngoặc kép:

```
cardlab --lang vi chan-wait "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"
```

Ô dưới đây chạy đúng lệnh đó từ Python:
""")),
        code(f"""
from cardlab.__main__ import main

status = main(["--lang", "{t.lang}", "chan-wait", "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"])
""", CHECK),
        md(t(f"""
## Questions to think about

* Play three deals against the greedy bots and count your decisions. Where did you hesitate most:
  capture or pass, or which card to discard?
* The coach captures every Chắn. When could passing one up be right — and what does it cost you
  afterwards (think of the face it bars)?
* In the replay, find a card a bot discarded that the next player captured. Could the discarder have seen
  it coming from the gates?

The [strategy lab](07_strategy_lab.ipynb) plays hundreds of deals and measures how often each cước comes,
how the number of cards you wait on changes your chances, and whether the dealer is better off. To
practise more, open [the Chắn exercises]({exercises_link(t, "chan")}).
""", f"""
## Câu hỏi để suy nghĩ

* Chơi ba ván với máy tham và đếm số quyết định của bạn. Bạn phân vân nhất ở đâu: ăn hay bỏ qua, hay đánh
  lá nào?
* Người hướng dẫn ăn mọi Chắn. Khi nào bỏ qua một Chắn có thể đúng — và về sau bạn mất gì (nghĩ đến mặt bài
  bị cấm)?
* Trong bản xem lại, tìm một lá một máy đánh ra mà người kế tiếp ăn ngay. Nhìn các cửa, người đánh có thể
  đoán trước được không?

[Phòng thí nghiệm chiến lược](07_strategy_lab.ipynb) cho máy chơi hàng trăm ván và đo xem mỗi cước đến
thường đến đâu, số lá chờ thay đổi cơ hội ù ra sao, và nhà cái có lợi hơn không. Muốn luyện thêm, hãy mở
[bài tập Chắn]({exercises_link(t, "chan")}).
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import chan_set

quiz = chan_set(seed=6, rules=RULES, questions=["wait", "win", "settle"], name="Lesson 6 check", var="quiz")
""", """
from cardlab.exercises import chan_set

quiz = chan_set(seed=6, rules=RULES, questions=["wait", "win", "settle"], name="Kiểm tra bài 6", var="quiz")
"""), [
        (t("""
**Question 1 · What are you waiting on?** The table lists your waiting cards (*chờ*) when you hold 19;
now find them yourself. Answer with cards, e.g. `"3V 3S"` or `["Tam vạn", "Tam sách"]`, or `[]` if the
hand waits for nothing.
""", """
**Câu 1 · Bạn đang chờ lá nào?** Khi bạn cầm 19 lá, bàn chơi liệt kê các lá bạn **chờ**; giờ hãy tự tìm.
Trả lời bằng các lá bài, ví dụ `"3V 3S"` hoặc `["Tam vạn", "Tam sách"]`, hoặc `[]` nếu bài không chờ lá nào.
"""), """
answer = list(w.card for w in chan.waiting_cards(quiz.q1.hand, RULES))
"""),
        (t("""
**Question 2 · Is it ù?** Twenty cards, the card that came last and where it came from. A win is ten
pairs with at least six Chắn, on a card turned up from the stock or by Chíu — never on an ordinary
discard. Answer `True` or `False`.
""", """
**Câu 2 · Có ù không?** Hai mươi lá, lá đến sau cùng và lá đó đến từ đâu. Ù là mười cặp có ít nhất sáu
Chắn, bằng lá lật từ nọc hoặc bằng Chíu — không bao giờ ù lá đánh ra thường. Trả lời `True` hoặc `False`.
"""), """
q = quiz.q2
answer = chan.check_win(q.cards, q.winning_card, q.win_source, RULES).ok
"""),
        (t("""
**Question 3 · Who pays what?** At the end of a deal each of the three losers pays the winner's score,
and the winner receives three times it. Answer a gain as a positive number, a payment as a negative one.
""", """
**Câu 3 · Ai trả bao nhiêu?** Hết ván, mỗi người trong ba người thua trả số điểm của người ù, còn người ù
nhận gấp ba số đó. Được ghi số dương, phải trả ghi số âm.
"""), """
q = quiz.q3
answer = chan.settle(q.points, q.winner)[q.player]
"""),
    ])


if __name__ == "__main__":
    lesson_merged(REL, cells)
