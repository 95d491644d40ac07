"""Builds the lesson "Indian Rummy 6 · Play against the bots", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_06_bots.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/indian_rummy/06_play_the_bots.ipynb`` and the learner copies
``notebooks/[vi/]indian_rummy/06_play_the_bots.ipynb``. The widget cells are plain ``Table(...)`` /
``Replay(...)`` calls tagged ``nbval-ignore-output``: the widgets are tested on their own
(``tests/test_widgets_indian_rummy.py``) and in a browser (``tests/test_browser_indian_rummy.py``).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))     # replay_cells, shared with the other games
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from indian_rummy_course import quiz_setup, twin_link  # noqa: E402
from replay_cells import replay_cells  # noqa: E402

REL = "indian_rummy/06_play_the_bots.ipynb"
NAME = "06_play_the_bots"

#: The replay's four moments: the deal, the first card taken from the open pile, the winner's last
#: decision (14 cards in hand) and the end.
MOMENTS = ('taken = next(i for i, a in enumerate(game.history) if a.target == indian_rummy.PILE)\n'
           'moments = [0, taken + 1, len(kinds) - 1, len(kinds)]')


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t("""
# Indian Rummy 6 · Play against the bots

**By the end of this notebook you will be able to**

* play a whole deal of Indian Rummy against one to five bots: **draw** from the stock
  or take the top card of the open deck, **discard** one card, **drop**
  when the hand is hopeless, and **show** with your own grouping;
* follow the **coach**: what it suggests and why;
* read the bots' reasons in a finished deal, replay it move by move, and play a deal in a terminal
  (`cardlab play --game indian-rummy --you 0`);
* switch on two rules that many apps add: a joker someone discarded cannot be taken, and the card you
  took from the open deck cannot go straight back.

Everything from lessons 1–5 comes together: the wild joker, **pure** and impure sequences and sets, the
four conditions of a valid show (13 cards all in groups, two sequences, one of them pure), penalty points
and drops. The rules are on [the rules page](00_rules.ipynb); the previous lesson is
[Points, Pool and Deals](05_points_pool_deals.ipynb). """ + twin_link(t, NAME) + """
""", """
# Indian Rummy 6 · Chơi với máy

**Học xong bài này, bạn sẽ biết**

* chơi trọn một ván Indian Rummy với một đến năm máy: **bốc** một lá từ **nọc** hoặc lấy lá đang mở ở
  **bài bỏ**, **đánh** một lá, **bỏ cuộc** khi bài quá xấu, và **khai bài** với cách xếp nhóm của chính
  bạn;
* nghe **người hướng dẫn**: gợi ý nước nào và vì sao;
* đọc lý do của các máy trong một ván đã xong, xem lại ván đó từng nước một, và chơi một ván trong cửa
  sổ dòng lệnh (`cardlab play --game indian-rummy --you 0`);
* bật hai luật mà nhiều ứng dụng thêm vào: không được lấy lá joker người khác vừa đánh, và lá vừa lấy từ
  bài bỏ không được đánh ra lại ngay.

Mọi điều ở bài 1–5 được dùng cùng lúc: joker chỉ định, **dãy thuần**, dãy có joker và bộ cùng số, bốn
điều kiện của một lần khai hợp lệ (13 lá đều nằm trong nhóm, có hai dãy, trong đó một dãy thuần), điểm
phạt và bỏ cuộc. Luật chơi ở [trang luật](00_rules.ipynb); bài trước là
[Points, Pool và Deals](05_points_pool_deals.ipynb). """ + twin_link(t, NAME) + """
""")),
        code(t(f"""
import cardlab
from cardlab import indian_rummy

cardlab.set_language("{t.lang}")     # "vi": the table, the coach and the reasons in Vietnamese
RULES = indian_rummy.Rules()   # the table's house rules; try indian_rummy.Rules(discard_taken_card=False)
PLAYERS = 3                    # you and two bots (2 to 6)
SEED = 6                       # the deal number of the examples below; change it for another deal
""", f"""
import cardlab
from cardlab import indian_rummy

cardlab.set_language("{t.lang}")     # "en": bàn chơi, người hướng dẫn và lý do bằng tiếng Anh
RULES = indian_rummy.Rules()   # luật nhà của bàn; thử indian_rummy.Rules(discard_taken_card=False)
PLAYERS = 3                    # bạn và hai máy (2 đến 6)
SEED = 6                       # số ván chia của các ví dụ bên dưới; đổi số để có ván khác
""")),
        md(t("""
## The table

You are **player 0**. The players sit in a circle and play clockwise, each with 13 cards. From the top,
the table shows each bot (its cards face down, its status, and the cards it **took from the open deck** —
everybody saw those), then the middle of the table: the **stock**, the **open deck**
with its top card, and the **indicator**, the card cut after the deal: every card of its rank is a wild
joker this deal, framed purple like the printed jokers. At the
bottom, **your hand grouped by the engine**, and in red what it would cost you if somebody showed now.

On the right, the buttons are exactly the moves the rules allow now (an illegal move has no button), in
the order of a turn:

1. **Draw**: *Draw from the stock*, or *Take* the open card;
2. **Drop** (red, only before you draw): a first drop costs 20 points, a middle drop 40;
3. **Discard** one of your 14 cards: your turn ends;
4. **Show** (green, one button per card): **⇩ card** puts that card face down and shows the other 13,
   grouped by the engine.

To show with **your own grouping**, type it in the box under the coach, e.g.
`show 5C: 3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C` (the card to put face down, a colon, then the
groups separated by `|`), and press Enter. Under the default rule `show_grouping="player"` the show is
**judged as you grouped it**: a hand that could make a valid show but is grouped badly is a wrong show
and costs 80 points. When a valid show is in reach, the warning above the coach (⚠) says so,
with the engine's grouping ready to type or to change.

The **coach** says what the greedy bot would do in your seat and why; **Play the coach's move** plays it.
Above the table you choose the bots: **greedy** (strong, the default) or **gentle** (it only draws from the
stock, never takes your discard and never drops). `Table(game="indian_rummy", players=6)` seats five bots.

*(The table needs a running kernel: if you see nothing, or a still picture, run the cell.)*
""", """
## Bàn chơi

Bạn là **người chơi 0**. Mọi người ngồi thành vòng và đi theo chiều kim đồng hồ, mỗi người 13 lá. Từ trên
xuống, bàn chơi cho thấy từng máy (bài úp, tình trạng, và các lá nó **đã lấy từ bài bỏ** — ai cũng thấy
các lá đó), rồi đến giữa bàn: **nọc**, **bài bỏ** với lá trên cùng, và **lá chỉ định**, lá được lật sau khi
chia: mọi lá cùng giá trị với nó là **joker chỉ định** của ván, viền tím như **joker in hình**. Dưới cùng
là **bài trên tay bạn do máy xếp nhóm**, và dòng đỏ cho biết bạn sẽ bị phạt bao nhiêu nếu có người khai
ngay lúc này.

Bên phải, các nút đúng là những nước luật cho phép lúc này (nước không hợp lệ thì không có nút), theo thứ
tự một lượt đi:

1. **Bốc bài**: *Bốc từ nọc*, hoặc *Lấy* lá đang mở;
2. **Bỏ cuộc** (nút đỏ, chỉ trước khi bốc): bỏ cuộc ở lượt đầu mất 20 điểm, bỏ cuộc giữa ván mất 40;
3. **Đánh** một trong 14 lá: hết lượt;
4. **Khai bài** (nút xanh, mỗi lá một nút): **⇩ lá** úp lá đó xuống và khai 13 lá còn lại, do máy xếp nhóm.

Muốn khai với **cách xếp nhóm của riêng bạn**, hãy gõ vào ô dưới người hướng dẫn, ví dụ
`show 5C: 3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C` (lá cần úp, dấu hai chấm, rồi các nhóm cách nhau
bởi `|`; gõ `khai` thay cho `show` cũng được), rồi nhấn Enter. Với luật mặc định `show_grouping="player"`,
lần khai được **chấm đúng như bạn đã xếp**: bài có thể khai hợp lệ mà xếp sai vẫn là **khai sai** và bị
phạt 80 điểm. Khi bạn đã có thể khai hợp lệ, dòng cảnh báo phía trên người hướng dẫn (⚠) sẽ báo, kèm cách
xếp nhóm của máy để bạn gõ lại hoặc sửa.

**Người hướng dẫn** cho biết máy tham sẽ đi nước nào nếu ở chỗ bạn, và vì sao; nút **Đi theo gợi ý** đi
nước đó giúp bạn. Phía trên bàn, bạn chọn loại máy: **máy tham** (mạnh, mặc định) hoặc **máy hiền** (chỉ
bốc từ nọc, không bao giờ lấy lá bạn đánh và không bao giờ bỏ cuộc).
`Table(game="indian_rummy", players=6)` cho năm máy cùng ngồi.

*(Bàn chơi cần kernel đang chạy: nếu bạn không thấy gì, hoặc chỉ thấy một hình tĩnh, hãy chạy ô.)*
""")),
        code("""
from cardlab.widgets import Table

Table(game="indian_rummy", rules=RULES, players=PLAYERS)
""", IGNORE),
        md(t("""
**Things to try:** build a **pure sequence** first — without one, every card you hold counts when
somebody else shows; take the open card only when it joins a group; throw high loose cards (A, K, Q, J
count 10) early; never throw a joker. Drop at once when the dealt hand has no pure sequence in sight, no
joker and many points: that costs 20 instead of up to 80. Then deal again with **New hand**, and try
more bots.

## What the coach says, and why

The coach is the greedy bot (`cardlab.bots.indian_rummy.GreedyBot`) looking at your cards only. Its
habits, in the order of a turn:

* **show** as soon as 13 of its 14 cards make a valid show, with its own grouping;
* **take** the open card if it is a joker, or if it joins a group and brings the hand closer to a show;
  otherwise **draw** from the stock;
* **drop** at its first turn when the dealt hand is hopeless: no pure sequence, no joker, hardly two cards
  that could become one, and many points;
* **discard** the loose card that costs most and connects least; never a joker while another card will
  do; with no pure sequence yet, keep the cards that could become one.

Here the coach plays your whole deal for you (the same deal every time you run the cell). Each line is one
decision and the coach's reason. In this deal every **6** is a wild joker, so `A♦ 2♦ 6♥` is an impure
sequence: 6♥ stands in for 3♦.
""", """
**Thử xem:** làm **dãy thuần** trước tiên — chưa có dãy thuần thì khi người khác khai, mọi lá trên tay bạn
đều bị tính điểm; chỉ lấy lá đang mở khi nó vào được một nhóm; đánh sớm các lá lẻ cao điểm (A, K, Q, J
tính 10); đừng bao giờ đánh joker. Bỏ cuộc ngay khi bài được chia chưa thấy dãy thuần nào, không có joker
và nhiều điểm: chỉ mất 20 thay vì có thể đến 80. Rồi chia lại bằng nút **Ván mới**, và thử chơi với nhiều
máy hơn.

## Người hướng dẫn nói gì, và vì sao

Người hướng dẫn là máy tham (`cardlab.bots.indian_rummy.GreedyBot`) chỉ nhìn bài của bạn. Thói quen của
nó, theo thứ tự một lượt:

* **khai bài** ngay khi 13 trong 14 lá của nó khai hợp lệ được, với cách xếp nhóm của nó;
* **lấy** lá đang mở nếu đó là joker, hoặc nếu lá đó vào được một nhóm và đưa bài đến gần lần khai hơn;
  nếu không thì **bốc** từ nọc;
* **bỏ cuộc** ở lượt đầu khi bài được chia vô vọng: không có dãy thuần, không có joker, gần như không có
  hai lá nào có thể thành dãy thuần, và nhiều điểm;
* **đánh** lá lẻ nhiều điểm nhất và khó vào nhóm nhất; không bao giờ đánh joker khi còn lá khác; khi chưa
  có dãy thuần, giữ lại các lá có thể thành dãy thuần.

Ở đây người hướng dẫn chơi giúp bạn cả ván (cùng một ván chia mỗi lần chạy ô). Mỗi dòng là một quyết định
và lý do của người hướng dẫn. Ở ván này mọi lá **6** là joker chỉ định, nên `A♦ 2♦ 6♥` là một dãy có joker:
lá 6♥ thay cho lá 3♦.
""")),
        code(bilingual(t, """
from cardlab.widgets import Table

table = Table(seed=SEED, game="indian_rummy", rules=RULES, players=PLAYERS)   # $comment
decision = 0
while table.outcome is None:
    advice = table.coach_text
    if not table.play_coach():
        break
    decision += 1
    print(f"{decision:>2}. {advice}")
print()
print(table.outcome.text(you=0))
""", comment=("you in seat 0, the bots as greedy as the coach", "bạn ở ghế 0, các máy tham như người hướng dẫn")),
             CHECK),
        md(t("""
## Two rules the apps add

The Indian Rummy guide lets you take any open card and throw it back at once. Many apps forbid two things,
and cardlab has an option for each:

* `discarded_joker_pickable=False`: a joker (printed or wild) that a player **discarded** stays in the
  open deck — nobody may take it (the card that opens the pile after the deal may still be taken);
* `discard_taken_card=False`: the card you just took from the open deck cannot be discarded, nor put face
  down to show, in the same turn.

Below, the same deal under the guide's rules and under the apps' rules: the first player throws a printed
joker — may the next player take it? Then a player takes the open card — may they throw it straight back?
""", """
## Hai luật mà các ứng dụng thêm vào

Bài hướng dẫn Indian Rummy cho phép lấy bất kỳ lá đang mở nào và đánh ra lại ngay. Nhiều ứng dụng cấm hai
điều, và cardlab có một tùy chọn cho mỗi điều:

* `discarded_joker_pickable=False`: lá joker (in hình hay chỉ định) mà một người chơi **đã đánh** nằm lại
  ở bài bỏ — không ai được lấy (lá mở bài bỏ sau khi chia thì vẫn được lấy);
* `discard_taken_card=False`: lá vừa lấy từ bài bỏ không được đánh ra, cũng không được úp xuống để khai,
  trong cùng lượt đó.

Dưới đây là cùng một ván chia theo luật của bài hướng dẫn và theo luật của các ứng dụng: người đi đầu đánh
một lá joker in hình — người kế tiếp có được lấy không? Rồi một người lấy lá đang mở — họ có được đánh
ra lại ngay không?
""")),
        code(bilingual(t, """
from cardlab.engine import Action
from cardlab.widgets.table import action_label

APPS = indian_rummy.Rules(discarded_joker_pickable=False, discard_taken_card=False)

for name, rules in (("$guide", RULES), ("$apps", APPS)):
    print(f"== {name}")
    game = indian_rummy.new_game(seed=9, rules=rules, players=PLAYERS)   # $deal
    first = game.current_player
    game.apply(next(a for a in game.legal_actions() if a.target == indian_rummy.STOCK))
    joker = next(card for card in game.hands[first] if card.is_joker)
    game.apply(next(a for a in game.legal_actions() if a.kind == "discard" and a.cards[0] == joker))
    print("$after_joker", " · ".join(action_label(a) for a in game.legal_actions()))

    game = indian_rummy.new_game(seed=9, rules=rules, players=PLAYERS)
    take = next(a for a in game.legal_actions() if a.target == indian_rummy.PILE)
    game.apply(take)
    back = Action("discard", take.cards, None, game.current_player)
    print(action_label(take), "→", "$may" if game.can(back) else game.why_illegal(back).text())
""", guide=("the Indian Rummy guide (RULES)", "bài hướng dẫn Indian Rummy (RULES)"),
             apps=("the apps (APPS)", "các ứng dụng (APPS)"),
             deal=("deal 9: the first player holds a printed joker", "ván chia 9: người đi đầu có joker in hình"),
             after_joker=("after a joker is discarded, the next player may:",
                          "sau khi một lá joker bị đánh ra, người kế tiếp được:"),
             may=("it may be discarded at once", "được đánh ra lại ngay")), CHECK),
        md(t("""
At a real-money table, check these two rules before you play: a joker you throw hoping nobody wants it
is a gift under the guide's rules, and taking a card you cannot throw back changes what you keep.

## A whole deal, replayed

Below, three greedy bots (one in your seat) play the deal with the same deal number to the end. Each
move comes with the bot's own reason, so you can follow its thinking — at a real table you would not
hear it. Watch for the cards taken from the open deck: everybody at the table sees them, and they tell
you which groups a player is building.
""", """
Ở bàn chơi có tiền thật, hãy hỏi rõ hai luật này trước khi chơi: theo luật của bài hướng dẫn, lá joker bạn
đánh ra vì nghĩ không ai cần lại là món quà cho người kế tiếp, còn lá đã lấy mà không được đánh ra lại
thì làm thay đổi những gì bạn giữ.

## Xem lại trọn một ván

Dưới đây, ba máy tham (một máy ngồi ghế của bạn) chơi đến hết ván chia cùng số đó. Mỗi nước đi kèm lý do
của chính máy, để bạn theo được cách nó nghĩ — ở bàn chơi thật bạn sẽ không nghe được. Hãy để ý các lá
được lấy từ bài bỏ: cả bàn đều thấy chúng, và chúng cho biết người đó đang gom nhóm nào.
""")),
        code(bilingual(t, """
from IPython.display import HTML, display
from cardlab.bots.indian_rummy import GreedyBot
from cardlab.widgets.table import action_label     # $comment

game = indian_rummy.new_game(seed=SEED, rules=RULES, players=PLAYERS)
bots = [GreedyBot(seed=player) for player in range(PLAYERS)]
while not game.is_terminal():
    player = game.current_player
    action = bots[player].choose(game.view(player))
    game.apply(action)
    print(f"{len(game.history):>2}. $who {player}: {action_label(action)}")
    print(f"      $why {bots[player].last_reason}")
print()
print(game.outcome().text())
""", comment=("a move in words, cards with suit symbols", "nước đi bằng chữ, lá bài có ký hiệu chất"),
             who=("Player", "Người chơi"), why=("why:", "vì sao:")), CHECK),
        md(t("""
### The table at four moments

`Replay` rebuilds the deal from its **record** — the deal number, the rules and the list of moves — and
shows the table after any number of moves, every hand face up: the deal, the first card taken from the open
pile, the winner's last decision with 14 cards in hand, and the end with the show and every loser's
penalty.
""", """
### Bàn chơi ở bốn thời điểm

`Replay` dựng lại ván từ **biên bản** của nó — số ván chia, luật chơi và danh sách nước đi — và cho thấy
bàn chơi sau bất kỳ số nước nào, mọi bài trên tay đều lật ngửa: lúc chia bài, lần đầu có người lấy lá từ
bài bỏ, quyết định cuối cùng của người thắng khi đang cầm 14 lá, và lúc kết thúc với lần khai bài cùng
điểm phạt của từng người thua.
""")),
    ] + replay_cells(t, "draw", "declare", MOMENTS) + [
        md(t("""
A record is a short JSON text; replaying it deals the same cards and applies the same moves, so the deal
ends the same way, penalties included:
""", """
Biên bản là một đoạn JSON ngắn; chơi lại từ biên bản sẽ chia đúng những lá đó và đi đúng những nước đó,
nên ván kết thúc y như cũ, kể cả điểm phạt:
""")),
        code(bilingual(t, """
record = game.to_json()
again = indian_rummy.State.from_json(record)
print(f"$record: {len(record)} $chars, {len(again.history)} $moves")
print("$same", again.outcome() == game.outcome())
""", record=("record", "biên bản"), chars=("characters", "ký tự"), moves=("moves", "nước đi"),
             same=("same ending:", "kết thúc như cũ:")), CHECK),
        md(t("""
## In a terminal

The same game runs without Jupyter. In a terminal, in the course folder, type

```
cardlab play --game indian-rummy --you 0
```

(`cardlab --lang vi play --game indian-rummy --you 0` speaks Vietnamese; add `--seed 6` for a fixed deal,
`--coach` to hear the coach at every decision). Each decision lists the legal moves by number; type a
number, a move in words (`draw`, `take`, `drop`, `discard 9C`, `show 5C: 3H 4H 5H | …`), `?` for the
coach's advice, or `q` to leave. A wrong entry is explained and the same decision is asked again. The cell
below plays the start of a deal that way: the learner types `?`, then `draw`, then `discard QH` (a loose
queen, not the wild ace the list offers first), then `q`:
""", """
## Trong cửa sổ dòng lệnh

Cùng trò chơi này chạy được không cần Jupyter. Trong cửa sổ dòng lệnh, ở thư mục của khóa học, gõ

```
cardlab play --game indian-rummy --you 0
```

(gõ `cardlab --lang vi play --game indian-rummy --you 0` để chơi bằng tiếng Việt; thêm `--seed 6` để có
một ván chia cố định, `--coach` để nghe người hướng dẫn ở mọi quyết định). Mỗi quyết định liệt kê các nước
hợp lệ theo số; gõ một số, một nước đi bằng chữ (`draw`, `take`, `drop`, `discard 9C`,
`show 5C: 3H 4H 5H | …`), `?` để nghe người hướng dẫn, hoặc `q` để rời bàn. Gõ sai thì được giải thích và
được hỏi lại đúng quyết định đó. Ô dưới đây chơi phần đầu một ván như thế: người học gõ `?`, rồi `draw`,
rồi `discard QH` (đánh một lá Q lẻ, chứ không đánh lá A đang là joker ở đầu danh sách), rồi gõ `q`:
""")),
        code("""
from cardlab.terminal import play_seat

typed = ["?", "draw", "discard QH", "q"]
screen = []


def keyboard(prompt):
    entry = typed.pop(0) if typed else "q"
    screen.append(prompt + entry)
    return entry


play_seat("indian-rummy", you=0, seed=SEED, read=keyboard, write=screen.append)
print("\\n".join(screen))
""", CHECK),
        md(t("""
## Questions to think about

* Play three deals against the greedy bots. How often did you have a **pure sequence** by your fifth turn?
  What did it cost you when you did not?
* The coach takes every joker from the open deck. Under `discarded_joker_pickable=False`, which jokers can
  you still take?
* In the replay, find a card a bot took from the open deck. What could the other players tell from it
  about the groups in its hand?

The [strategy lab](07_strategy_lab.ipynb) plays hundreds of deals and measures when a drop pays and how
long a pure sequence takes. To practise more, open [the Indian Rummy exercises](""" + exercises_link(t, "indian_rummy")
             + """).
""", """
## Câu hỏi để suy nghĩ

* Chơi ba ván với máy tham. Bao nhiêu lần bạn đã có **dãy thuần** ở lượt thứ năm? Những lần chưa có thì
  bạn bị phạt bao nhiêu?
* Người hướng dẫn lấy mọi lá joker ở bài bỏ. Với `discarded_joker_pickable=False`, bạn còn lấy được lá
  joker nào?
* Trong bản xem lại, hãy tìm một lá máy đã lấy từ bài bỏ. Những người chơi khác đoán được gì về các nhóm
  trên tay nó?

[Phòng thí nghiệm chiến lược](07_strategy_lab.ipynb) cho máy chơi hàng trăm ván và đo xem khi nào bỏ cuộc
có lợi, và một dãy thuần cần bao nhiêu lượt. Muốn luyện thêm, hãy mở
[bài tập Indian Rummy](""" + exercises_link(t, "indian_rummy") + """).
""")),
    ] + checkpoint(t, quiz_setup(t, 6, 6, ["discard", "arrange", "show"]), [
        (t("""
**Question 1 · Which card goes face down?** You hold 14 cards just after drawing and a show is in reach.
Put one card face down so that the other 13 make a valid show. Answer with one card, e.g. `"KH"` (`"JK"`
for a printed joker).
""", """
**Câu 1 · Úp lá nào?** Bạn vừa bốc và đang cầm 14 lá, đã có thể khai. Hãy úp một lá để 13 lá còn lại khai
hợp lệ. Trả lời bằng một lá, ví dụ `"KH"` (`"JK"` là joker in hình).
"""), """
q = quiz.q1
answer = indian_rummy.arrange(q.hand, q.wild, q.rules).discard
"""),
        (t("""
**Question 2 · Group your show.** Type the grouping you would show at the table: every card in one group,
two sequences or more, one of them pure. Answer with a list of groups, e.g. `["3H 4H 5H", "8S JK 10S JS",
"QH QD QC", "6H 6S 6C"]`.
""", """
**Câu 2 · Xếp nhóm để khai.** Hãy ghi cách xếp nhóm bạn sẽ khai ở bàn chơi: mỗi lá trong một nhóm, có từ
hai dãy trở lên, trong đó một dãy thuần. Trả lời bằng danh sách các nhóm, ví dụ `["3H 4H 5H",
"8S JK 10S JS", "QH QD QC", "6H 6S 6C"]`.
"""), """
q = quiz.q2
answer = indian_rummy.arrange(q.hand, q.wild, q.rules).groups
"""),
        (t("""
**Question 3 · Valid or wrong show?** A bot shows these groups. Is it a valid show? Answer `True` or
`False`.
""", """
**Câu 3 · Khai hợp lệ hay khai sai?** Một máy khai các nhóm này. Đó có phải lần khai hợp lệ không? Trả lời
`True` hoặc `False`.
"""), """
q = quiz.q3
answer = indian_rummy.check_declaration(q.groups, q.wild, q.rules).ok
"""),
    ])


if __name__ == "__main__":
    lesson_merged(REL, cells)
