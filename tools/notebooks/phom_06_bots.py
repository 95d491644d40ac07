"""Builds the lesson "Phỏm 6 · Play against the bots", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_06_bots.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/phom/06_play_the_bots.ipynb`` and the learner copies
``notebooks/[vi/]phom/06_play_the_bots.ipynb``. The widget cells are plain ``Table(...)`` /
``Replay(...)`` calls tagged ``nbval-ignore-output``: the widgets are tested on their own
(``tests/test_widgets_phom.py``) and in a browser (``tests/test_browser_phom.py``).
"""
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))     # replay_cells, shared with the other games
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import lesson_merged  # noqa: E402
from replay_cells import replay_cells, terminal_code  # noqa: E402

REL = "phom/06_play_the_bots.ipynb"


def _coach_code(t) -> str:
    """The cell where the coach plays your seat: the same code in both languages but for its words."""
    return Template("""
from cardlab.widgets import Table

table = Table(seed=SEED, game="phom", rules=RULES)    # $comment
while table.outcome is None:
    print(f"$round {table.view.round}: {table.coach_text}")
    table.play_coach()
print()
print(table.outcome.text(you=0))
""").substitute(comment=t("you in seat 0 against three gentle bots", "bạn ở ghế 0, gặp ba máy hiền"),
                round=t("round", "vòng"))


def _reading_code(t) -> str:
    """The cell that shows the table from seat 0 at the start of the last round, and what it tells."""
    return Template("""
from IPython.display import HTML, display
from cardlab.bots.phom import GentleBot
from cardlab.widgets.phom import table_html

game = phom.new_game(seed=SEED, rules=RULES)
bots = [GentleBot(seed=player) for player in range(4)]
while not (game.current_player == 0 and game.round == RULES.rounds):
    player = game.current_player
    game.apply(bots[player].choose(game.view(player)))

view = game.view(0)
display(HTML(table_html(view, you=0)))
for player in range(4):
    if player != 0:
        eaten = " ".join(card.pretty for card in view.eaten[player]) or "-"
        thrown = " ".join(card.pretty for card in view.discards[player])
        print(f"$player {player}: $eaten {eaten:<8} $thrown {thrown}")
print(f"$seen {len(view.seen)}")
""").substitute(player=t("Player", "Người chơi"), eaten=t("ate", "đã ăn"), thrown=t("discarded", "đã đánh"),
                seen=t("cards you have seen (your hand, every discard, every eaten card):",
                       "số lá bạn đã thấy (bài trên tay, mọi lá đã đánh, mọi lá đã ăn):"))


def _replay_code(who: str, heads: tuple, comment: str) -> str:
    """The cell replaying a whole hand of greedy bots: the same code in both languages but for its words."""
    return Template("""
from html import escape
from cardlab.bots.phom import GreedyBot
from cardlab.widgets.table import action_label     # $comment

game = phom.new_game(seed=SEED, rules=RULES)
bots = [GreedyBot(seed=player) for player in range(4)]
moves = []
while not game.is_terminal():
    player = game.current_player
    round_ = game.round
    action = bots[player].choose(game.view(player))
    moves.append((round_, player, action_label(action), bots[player].last_reason))
    game.apply(action)

cell = "<td style='text-align:left;vertical-align:top;padding:2px 8px;white-space:{}'>{}</td>"
rows = "".join("<tr>" + cell.format("nowrap", r) + cell.format("nowrap", f"$who {p}")
               + cell.format("nowrap", f"<b>{escape(move)}</b>") + cell.format("normal", escape(reason)) + "</tr>"
               for r, p, move, reason in moves)
head = "".join(f"<th style='text-align:left;padding:2px 8px'>{h}</th>"
               for h in ($heads))
HTML(f"<table style='font-size:14px'><tr>{head}</tr>{rows}</table>")
""").substitute(who=who, heads=", ".join(f'"{head}"' for head in heads), comment=comment)


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t("""
# Phỏm 6 · Play against the bots

**By the end of this notebook you will be able to**

* play a whole hand of Phỏm against three bots: **eat** (*ăn*) or **draw** (*bốc*), **discard**
  (*đánh*), and in the last round **lay down** (*hạ phỏm*) and **send** (*gửi bài*);
* follow the **coach** (*người hướng dẫn*): what it suggests and why;
* read the table as a real player does: each player's discards (*bài bỏ*, one a round) and
  the cards they ate tell you which phỏm they hold and which cards are dead;
* replay a finished hand move by move, and play a hand in a terminal
  (`cardlab play --game phom --you 0`).

Everything from lessons 1–5 comes together: **phỏm ngang** and **phỏm dọc**, **cạ** (a pair waiting
for its third card), **rác** (odd cards, *bài rác*), the **chốt** (a card eaten in the last round),
**móm** (no phỏm when you lay down) and **Ù**. The rules are on [the rules page](00_rules.ipynb).
[Tiếng Việt](../vi/phom/06_play_the_bots.ipynb)
""", """
# Phỏm 6 · Chơi với máy

**Học xong bài này, bạn sẽ biết**

* chơi trọn một ván Phỏm với ba máy: **ăn bài** hoặc **bốc**, **đánh** bài, và ở vòng cuối
  **hạ phỏm** và **gửi bài**;
* nghe **người hướng dẫn**: gợi ý nước nào và vì sao;
* đọc bàn chơi như một người chơi thật: bài mỗi người đã đánh (mỗi vòng một lá) và các lá họ đã
  ăn cho biết họ đang giữ phỏm nào và lá nào đã "chết";
* xem lại một ván đã chơi xong từng nước một, và chơi một ván trong cửa sổ dòng lệnh
  (`cardlab play --game phom --you 0`).

Mọi điều ở bài 1–5 được dùng cùng lúc: **phỏm ngang** và **phỏm dọc**, **cạ** (hai lá chờ lá thứ ba),
**rác** (lá lẻ, bài rác), **chốt** (lá bị ăn ở vòng cuối), **móm** (không có phỏm nào khi hạ) và
**Ù**. Luật chơi ở [trang luật](00_rules.ipynb). [English](../../phom/06_play_the_bots.ipynb)
""")),
        code(t(f"""
import cardlab
from cardlab import phom

cardlab.set_language("{t.lang}")     # "vi": the table, the coach and the reasons in Vietnamese
RULES = phom.Rules()           # the table's house rules; try phom.Rules(eat_payment_scheme="by_eat_order")
SEED = 8                       # the deal number of the examples below; change it for another hand
""", f"""
import cardlab
from cardlab import phom

cardlab.set_language("{t.lang}")     # "en": bàn chơi, người hướng dẫn và lý do bằng tiếng Anh
RULES = phom.Rules()           # luật nhà của bàn; thử phom.Rules(eat_payment_scheme="by_eat_order")
SEED = 8                       # số ván chia của các ví dụ bên dưới; đổi số để có ván khác
""")),
        md(t("""
## The table

You are **player 0** and open the hand: you hold 10 cards and start by discarding. Play then goes
counter-clockwise: player 3, player 2, player 1, back to you. The table shows, from the top:
whose turn it is and the round (1 to 4); for every player the cards they **ate** (orange frame,
face up: an eaten card must stay in a phỏm), their laid-down phỏm, and their **discards** in front of
them; the stock (*nọc*) and the card you may eat now. At the bottom, **your hand in its best
arrangement**: phỏm framed green, odd cards red, with their points (A = 1 … J = 11, Q = 12, K = 13).

On the right, under the coach, the buttons are exactly the moves the rules allow now — an illegal
move has no button — in rows that follow a turn:

1. **Eat or draw**: eat the previous player's discard (orange button) if it makes a phỏm with your
   cards, or draw from the stock;
2. **Declare Ù** (green) when your 10 cards make three phỏm;
3. in round 4 only: **lay down** your phỏm one at a time, then **finish laying down**; a player
   with no phỏm is **móm**;
4. **send** odd cards onto the phỏm of players who laid down before you;
5. **discard** one card: your turn ends.

A red line warns you when the next player may eat your discard, and what it would cost you.

The **coach** says what the greedy bot would do in your seat and why; **Play the coach's move**
plays it. *Since your last move* lists the bots' moves (moves only: a bot's reasons would give away
its cards). Above the table you choose your opponents: **Gentle (for learning)**, the default, lets
half of its chances to eat go and does not guard its discards, so you get cards to eat; **Greedy
(strong)** plays as well as the coach; **Random** picks any legal move. **New hand** deals again,
from a number nobody sees. When the hand ends, the result shows who won, every hand face up and
who pays whom.

*(The table needs a running kernel: if you see nothing, or a still picture, run the cell.)*
""", """
## Bàn chơi

Bạn là **người chơi 0** và đi đầu: bạn có 10 lá và mở ván bằng một lá đánh. Sau đó lượt đi ngược
chiều kim đồng hồ: người chơi 3, người chơi 2, người chơi 1, rồi lại đến bạn. Từ trên xuống, bàn chơi
cho thấy: đến lượt ai và đang ở vòng mấy (1 đến 4); với từng người: các lá họ đã **ăn** (khung cam,
lật ngửa: lá ăn phải nằm trong phỏm), các phỏm họ đã hạ, và các lá họ **đã đánh** đặt trước mặt họ;
**nọc** và lá bạn có thể ăn lúc này. Dưới cùng là **bài trên tay bạn theo cách xếp tốt nhất**: phỏm
viền xanh, lá rác viền đỏ, kèm điểm (A = 1 … J = 11, Q = 12, K = 13).

Bên phải, dưới người hướng dẫn, các nút đúng là những nước luật cho phép lúc này — nước không hợp
lệ thì không có nút — xếp theo thứ tự một lượt đi:

1. **Ăn bài hoặc bốc**: ăn lá người liền trước vừa đánh (nút cam) nếu nó ghép được phỏm với bài của
   bạn, hoặc bốc một lá từ nọc;
2. **Báo Ù** (nút xanh) khi 10 lá của bạn đủ ba phỏm;
3. chỉ ở vòng 4: **hạ phỏm** từng phỏm một, rồi bấm **hạ xong**; người không có phỏm nào là
   **móm**;
4. **gửi bài**: gửi lá lẻ vào phỏm của những người đã hạ trước bạn;
5. **đánh** một lá: hết lượt.

Một dòng đỏ cảnh báo khi người kế tiếp có thể ăn lá bạn đánh, và bạn sẽ mất bao nhiêu.

**Người hướng dẫn** cho biết máy tham lam sẽ đi nước nào nếu ở chỗ bạn, và vì sao; nút **Đi theo
gợi ý** đi nước đó giúp bạn. Mục *Từ nước đi trước của bạn* liệt kê nước đi của các máy (chỉ nước đi:
lý do của máy sẽ làm lộ bài của nó). Phía trên bàn, bạn chọn đối thủ: **Hiền (để học)**, mặc định,
bỏ qua một nửa số lần được ăn bài và không giữ bài khi đánh, nên bạn có lá để ăn; **Tham (mạnh)**
chơi giỏi như người hướng dẫn; **Ngẫu nhiên** chọn bất kỳ nước hợp lệ nào. Nút **Ván mới** chia ván
khác, từ một số không ai thấy. Hết ván, kết quả cho biết ai thắng, mọi bài trên tay lật ngửa, và ai
trả ai bao nhiêu.

*(Bàn chơi cần kernel đang chạy: nếu bạn không thấy gì, hoặc chỉ thấy một hình tĩnh, hãy chạy ô.)*
""")),
        code("""
from cardlab.widgets import Table

Table(game="phom", rules=RULES)
""", IGNORE),
        md(t("""
**Things to try:** eat a discard the moment it completes a phỏm (and watch the money move at once:
the discarder pays you); keep a **cạ** early and throw your K and Q first; in round 4, lay down so
that your odd cards can be **sent**; then deal again with **New hand**, and try the greedy bots.

## What the coach says, and why

The coach is the greedy bot (`cardlab.bots.phom.GreedyBot`) looking at your cards only. Its
habits, in the order of a turn:

* **Ù** whenever it can;
* **eat** whenever the rules allow: an eaten card always completes a phỏm, and the discarder pays;
* **discard** the card that leaves the fewest points, counting early on the **cạ** that may
  still grow into phỏm, so it throws high odd cards first and keeps low cards and live pairs;
* avoid discards the next player could eat: a card that makes a phỏm with two cards nobody has
  seen yet is a risk, heaviest in the last round, where an eaten card is the **chốt**;
* in round 4, **lay down** and **send** so that the fewest points stay in hand.

Here the coach plays your whole hand for you (the same deal every time you run the cell). Each line
is one decision: your round and the coach's reason.
""", """
**Thử xem:** ăn ngay lá vừa đánh khi nó hoàn thành một phỏm (và xem tiền chuyển ngay: người đánh
trả bạn); giữ **cạ** lúc đầu và đánh K, Q trước; ở vòng 4, hạ sao cho các lá lẻ **gửi** được; rồi
chia lại bằng nút **Ván mới**, và thử chơi với máy tham.

## Người hướng dẫn nói gì, và vì sao

Người hướng dẫn là máy tham lam (`cardlab.bots.phom.GreedyBot`) chỉ nhìn bài của bạn. Thói quen của
nó, theo thứ tự một lượt:

* **Ù** mỗi khi được;
* **ăn bài** mỗi khi luật cho: lá ăn luôn hoàn thành một phỏm, và người đánh phải trả tiền;
* **đánh** lá làm điểm còn lại ít nhất, lúc đầu có tính đến các **cạ** còn có thể thành phỏm, nên nó
  đánh lá rác cao điểm trước và giữ lá nhỏ cùng các cạ còn sống;
* tránh đánh lá mà người kế tiếp ăn được: một lá ghép phỏm được với hai lá chưa ai thấy là lá nguy
  hiểm, nguy hiểm nhất ở vòng cuối, khi lá bị ăn là **chốt**;
* ở vòng 4, **hạ phỏm** và **gửi bài** sao cho số điểm còn lại trên tay ít nhất.

Ở đây người hướng dẫn chơi giúp bạn cả ván (cùng một ván chia mỗi lần chạy ô). Mỗi dòng là một
quyết định: vòng của bạn và lý do của người hướng dẫn.
""")),
        code(_coach_code(t), CHECK),
        md(t("""
## Reading the table

At a real table you see every discard and every eaten card. They say a lot:

* a player who **ate** a card shows you part of a phỏm: eating 7♥ with 7♠ 7♦ in hand, or with 6♥ 8♥,
  means one of those is in their hand — do not throw them the cards that extend it;
* a player's **discards** say what they do not collect: after someone throws a 9♣, a 9 or a club
  near it is safer to throw to them than a card they may be waiting for;
* every card you have seen is **dead**: it cannot complete a phỏm of anybody's. A cạ whose third
  cards are all dead will never grow, so throw it; this is how the coach counts its *live* cạ.

Below is the table from your seat at the start of your last round (a hand between gentle bots),
then what each opponent ate and discarded, in the order they did it:
""", """
## Đọc bàn chơi

Ở bàn chơi thật bạn thấy mọi lá đã đánh và mọi lá đã ăn. Chúng cho biết nhiều điều:

* người đã **ăn** một lá là cho bạn thấy một phần phỏm của họ: ăn 7♥ khi trên tay có 7♠ 7♦, hoặc
  6♥ 8♥, nghĩa là một trong các bộ đó đang ở trên tay họ — đừng đánh cho họ lá nối được phỏm đó;
* các lá một người **đã đánh** cho biết họ không gom gì: sau khi ai đó đánh 9♣, một lá 9 hay một lá
  nhép gần đó đánh cho họ an toàn hơn lá họ có thể đang chờ;
* mọi lá bạn đã thấy đều là **lá chết**: nó không còn hoàn thành phỏm của ai được nữa. Một cạ mà các
  lá thứ ba đều đã chết thì không bao giờ thành phỏm, nên hãy đánh nó đi; người hướng dẫn đếm các
  cạ *còn sống* theo cách này.

Dưới đây là bàn chơi nhìn từ ghế của bạn lúc bắt đầu vòng cuối của bạn (một ván giữa các máy hiền),
rồi các lá mỗi đối thủ đã ăn và đã đánh, theo thứ tự:
""")),
        code(_reading_code(t), IGNORE),
        md(t("""
## A whole hand, replayed

Three greedy bots and a fourth in your seat play the hand dealt with the same deal number to the
end. Each move comes with the bot's own reason, so you can follow its thinking — at a real table
you would not hear it. The first column is the player's round:
""", """
## Xem lại trọn một ván

Bốn máy tham lam (một máy ngồi ghế của bạn) chơi đến hết ván chia cùng số đó. Mỗi nước đi kèm lý do
của chính máy, để bạn theo được cách nó nghĩ — ở bàn chơi thật bạn sẽ không nghe được. Cột đầu là
vòng của người chơi:
""")),
        code(t(_replay_code("Player", ("round", "who", "move", "why (the bot's own words)"),
                            "a move in words, cards with suit symbols"),
               _replay_code("Người chơi", ("vòng", "ai", "nước đi", "vì sao (lời của chính máy)"),
                            "nước đi bằng chữ, lá bài có ký hiệu chất"))),
        md(t("""
### The table at four moments

`Replay` rebuilds the hand from its **record** — the deal number, the rules and the list of moves —
and shows the table after any number of moves, every hand face up: the deal, the first eat, the
first phỏm laid down, and the end with the result.
""", """
### Bàn chơi ở bốn thời điểm

`Replay` dựng lại ván từ **biên bản** của nó — số ván chia, luật chơi và danh sách nước đi — và cho
thấy bàn chơi sau bất kỳ số nước nào, mọi bài trên tay đều lật ngửa: lúc chia bài, lần ăn bài đầu
tiên, phỏm đầu tiên được hạ, và lúc kết thúc cùng kết quả.
""")),
    ] + replay_cells(t, "eat", "lay_down") + [
        md(t("""
A record is a short JSON text; replaying it deals the same cards and applies the same moves, so
the hand ends the same way, payments included:
""", """
Biên bản là một đoạn JSON ngắn; chơi lại từ biên bản sẽ chia đúng những lá đó và đi đúng những
nước đó, nên ván kết thúc y như cũ, kể cả tiền:
""")),
        code(t("""
record = game.to_json()
again = phom.State.from_json(record)
print(f"record: {len(record)} characters, {len(again.history)} moves")
print("same ending:", again.outcome() == game.outcome())
print(again.outcome().text())
""", """
record = game.to_json()
again = phom.State.from_json(record)
print(f"biên bản: {len(record)} ký tự, {len(again.history)} nước đi")
print("kết thúc như cũ:", again.outcome() == game.outcome())
print(again.outcome().text())
"""), CHECK),
        md(t("""
## In a terminal

The same game runs without Jupyter. In a terminal, in the course folder, type

```
cardlab play --game phom --you 0
```

(`cardlab --lang vi play --game phom --you 0` speaks Vietnamese; add `--seed 8` for this lesson's
deal, `--coach` to hear the coach at every decision). Each decision lists the legal
moves by number; type a number, a move in words (`discard 9S`, `eat 7H`), `?` for the coach's
advice, or `q` to leave. A wrong entry is explained and the same decision is asked again. The cell
below plays the start of a hand that way: the learner types `?`, then the first move on the list
twice, then `q`:
""", """
## Trong cửa sổ dòng lệnh

Cùng trò chơi này chạy được không cần Jupyter. Trong cửa sổ dòng lệnh, ở thư mục của khóa học, gõ

```
cardlab play --game phom --you 0
```

(gõ `cardlab --lang vi play --game phom --you 0` để chơi bằng tiếng Việt; thêm `--seed 8` để có ván
chia của bài này, `--coach` để nghe người hướng dẫn ở mọi quyết định). Mỗi quyết định
liệt kê các nước hợp lệ theo số; gõ một số, một nước đi bằng chữ (`discard 9S`, `eat 7H`), `?` để
nghe người hướng dẫn, hoặc `q` để rời bàn. Gõ sai thì được giải thích và được hỏi lại đúng quyết
định đó. Ô dưới đây chơi phần đầu một ván như thế: người học gõ `?`, rồi hai lần chọn nước đầu
tiên trong danh sách, rồi gõ `q`:
""")),
        code(terminal_code("phom")),
        md(t("""
## Questions to think about

* Play a hand against the gentle bots, then the same number of hands against the greedy ones. Which
  eats did the greedy bots take that the gentle ones let go?
* The coach eats every time it may. When could eating be a mistake (think of the chốt, and of what
  an eaten card shows the table)?
* Find a moment in the replay where a bot threw a card another player then ate. Could the discarder
  have seen it coming from the table?

The [strategy lab](07_strategy_lab.ipynb) plays hundreds of hands and measures what eating and
keeping cạ are worth. To practise more, open [the Phỏm exercises](../../exercises/phom.ipynb).
""", """
## Câu hỏi để suy nghĩ

* Chơi một ván với máy hiền, rồi cũng ngần ấy ván với máy tham. Máy tham đã ăn những lá nào mà máy
  hiền bỏ qua?
* Người hướng dẫn ăn mỗi khi được ăn. Khi nào ăn bài có thể là sai lầm (nghĩ đến chốt, và đến những
  gì một lá ăn cho cả bàn thấy)?
* Tìm trong bản xem lại một lúc một máy đánh lá mà người khác ăn ngay. Nhìn bàn chơi, người đánh có
  thể đoán trước được không?

[Phòng thí nghiệm chiến lược](07_strategy_lab.ipynb) cho máy chơi hàng trăm ván và đo xem ăn bài và
giữ cạ đáng giá bao nhiêu. Muốn luyện thêm, hãy mở [bài tập Phỏm](../../../exercises/vi/phom.ipynb).
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=8, rules=RULES, questions=["eat", "laydown", "send"], name="Lesson 6 check", var="quiz")
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=8, rules=RULES, questions=["eat", "laydown", "send"], name="Kiểm tra bài 6", var="quiz")
"""), [
        (t("""
**Question 1 · Eat or draw?** The previous player discards the card shown. Answer `False` if you
may not eat it, otherwise the cards from your hand that make a phỏm with it, e.g. `"6S 7S"`.
""", """
**Câu 1 · Ăn hay bốc?** Người chơi liền trước vừa đánh lá bài trong câu hỏi. Trả lời `False` nếu
không được ăn, nếu được thì ghi các lá trên tay ghép với nó thành phỏm, ví dụ `"6S 7S"`.
"""), """
q = quiz.q1
verdict = phom.check_eat(q.discard, q.hand, eaten=q.eaten, rules=q.rules)
answer = verdict.melds[0] if verdict else False
"""),
        (t("""
**Question 2 · Lay down like the coach.** Which phỏm do you lay down in round 4 to keep the fewest
points? Answer with a list of phỏm, e.g. `["7S 7H 7D", "9C 10C JC"]` (`[]` if there is none).
""", """
**Câu 2 · Hạ phỏm như người hướng dẫn.** Ở vòng 4, bạn hạ những phỏm nào để điểm còn lại ít nhất?
Trả lời bằng danh sách các phỏm, ví dụ `["7S 7H 7D", "9C 10C JC"]` (`[]` nếu không có phỏm nào).
"""), """
answer = phom.arrange(quiz.q2.hand, quiz.q2.rules, eaten=quiz.q2.eaten).melds
"""),
        (t("""
**Question 3 · Send it?** May this card be sent (*gửi bài*) onto that phỏm now? Answer `True` or
`False`.
""", """
**Câu 3 · Gửi được không?** Lúc này lá đó có gửi vào phỏm kia được không? Trả lời `True` hoặc
`False`.
"""), """
q = quiz.q3
answer = phom.check_send(q.card, q.phom, round=q.round, sender_has_phom=q.laid_down,
                         target_laid_down_before_sender=q.before, rules=q.rules).ok
"""),
    ])


if __name__ == "__main__":
    lesson_merged(REL, cells)
