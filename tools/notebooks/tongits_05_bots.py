"""Builds the lesson "Tongits 5 · Play against the bots", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_05_bots.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/tongits/05_play_the_bots.ipynb`` and the learner copies
``notebooks/[vi/]tongits/05_play_the_bots.ipynb``. The widget cells are plain ``Table(...)`` /
``Replay(...)`` calls tagged ``nbval-ignore-output``: the widgets are tested on their own.
"""
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))     # replay_cells, shared with the other games
from nbbuild import CHECK, IGNORE, checkpoint, code, lesson, md  # noqa: E402
from replay_cells import replay_cells  # noqa: E402

REL = "tongits/05_play_the_bots.ipynb"


def _replay_code(who: str, heads: tuple) -> str:
    """The cell replaying a whole hand of greedy bots: the same code in both languages but for its words."""
    return Template("""
from html import escape
from IPython.display import HTML
from cardlab.bots.tongits import GreedyBot

game = tongits.new_game(seed=SEED, rules=RULES)
bots = [GreedyBot(seed=player) for player in range(3)]
moves = []
while not game.is_terminal():
    player = game.current_player
    action = bots[player].choose(game.view(player))
    moves.append((player, action.text, bots[player].last_reason))
    game.apply(action)

cell = "<td style='text-align:left;vertical-align:top;padding:2px 8px;white-space:{}'>{}</td>"
rows = "".join("<tr>" + cell.format("nowrap", i) + cell.format("nowrap", f"$who {p}")
               + cell.format("nowrap", f"<b>{escape(move)}</b>") + cell.format("normal", escape(reason)) + "</tr>"
               for i, (p, move, reason) in enumerate(moves, start=1))
head = "".join(f"<th style='text-align:left;padding:2px 8px'>{h}</th>"
               for h in ($heads))
HTML(f"<table style='font-size:14px'><tr>{head}</tr>{rows}</table>")
""").substitute(who=who, heads=", ".join(f'"{head}"' for head in heads))


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t("""
# Tongits 5 · Play against the bots

**By the end of this notebook you will be able to**

* play a whole hand of Tongits against two bots, with a **coach** that explains their moves and
  suggests yours,
* read a bot's reason for each move, and say what the greedy strategy does well and badly,
* replay a recorded game move by move, and rebuild it exactly from its record.

Everything from the earlier notebooks comes together: draw or chow (*bốc* / *ăn bài*), expose a
meld (*hạ phỏm*), lay off (*sapaw*, *gửi bài*), discard (*đánh*), **Fight** (*Khiêu chiến*) —
and avoid being **burned** (*cháy bài*).
""", """
# Tongits 5 · Chơi với máy

**Học xong bài này, bạn sẽ biết**

* chơi trọn một ván Tongits với hai máy, có **người hướng dẫn** giải thích nước đi của máy và
  gợi ý nước đi cho bạn;
* đọc lý do máy đưa ra cho từng nước đi, và nói được chiến lược tham lam (greedy) mạnh ở đâu,
  yếu ở đâu;
* xem lại một ván đã ghi từng nước một, và dựng lại đúng ván đó từ biên bản của nó.

Mọi điều ở các bài trước được dùng cùng lúc: **bốc** hay **ăn bài**, **hạ phỏm**, **gửi bài**
(sapaw), **đánh** bài, **Khiêu chiến (Fight)** — và tránh bị **cháy bài**.
""")),
        code(t(f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # "vi": the table, the coach and the reasons in Vietnamese
RULES = tongits.Rules()        # the table's house rules; try tongits.Rules(fight_timing="before_draw")
SEED = 5                       # the deal number; change it for another hand
""", f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # "en": bàn chơi, người hướng dẫn và lý do bằng tiếng Anh
RULES = tongits.Rules()        # luật nhà của bàn; thử tongits.Rules(fight_timing="before_draw")
SEED = 5                       # số ván chia; đổi số để có ván khác
""")),
        md(t("""
## The greedy bot

Both opponents are `GreedyBot`s (`cardlab.bots.tongits`). They see only what a player sees — their
own hand and the table — and follow a few simple principles:

1. **Expose** every meld of the best arrangement: a player with no meld on the table is burned,
   and Fight needs a meld.
2. **Lay off** (sapaw) deadwood cards onto any meld that takes them, highest first.
3. **Chow** a discard only when that lowers the deadwood, or to expose a first meld cheaply.
4. **Discard** the highest deadwood card that does not belong to a near-meld (a pair, or two close
   cards of a suit), avoiding cards the next player could visibly chow.
5. Call **Fight** when the deadwood is low (9 points or less), or when every opponent would be
   burned; **challenge** a Fight with low deadwood, otherwise **fold**.

## Play a hand

You are player 0. The table shows, from the top: whose turn it is; each player's exposed melds
and how many cards they hold, the stock and the discard pile; then **your hand in its best
arrangement** (melds framed green, deadwood red). Under **Your move:** the buttons are exactly the
moves the rules allow now — an illegal move has no button — in rows by kind: *draw / chow*,
*Fight* (with *challenge* and *fold* when someone has called it), *expose*, *sapaw*, *discard*.
You may also type a move in the box (`discard 9C`).

The **coach** always says what the greedy bot would play in your place, and why; the button
**Play the coach's move** plays it for you. Below it, *Since your last move* lists the bots' moves
(moves only: a bot's reasons would give away its hand), and the **Moves** list keeps the whole hand.
Above the table you choose your opponents: **Gentle (for learning)**, the default, never calls
Fight before everyone has had a few turns, and a red warning tells you when a Fight is coming and
why; **Greedy (strong)** plays the bot described above. **New hand** deals the next one, from a
number nobody sees.

*(The table needs a running kernel: if you see nothing, or a still picture, run the cell. Without a
kernel, read the replayed game further down.)*
""", """
## Hai máy tham lam

Cả hai đối thủ đều là `GreedyBot` (`cardlab.bots.tongits`). Chúng chỉ thấy những gì một người chơi
thấy — bài trên tay mình và bàn chơi — và theo vài nguyên tắc đơn giản:

1. **Hạ** mọi phỏm của cách xếp bài tốt nhất: người chưa có phỏm trên bàn sẽ bị cháy bài, và muốn
   Khiêu chiến thì phải có phỏm.
2. **Gửi bài** rác vào bất kỳ phỏm nào nhận được, lá cao điểm trước.
3. Chỉ **ăn bài** khi ăn làm giảm điểm bài rác, hoặc để hạ phỏm đầu tiên mà không tốn bao nhiêu.
4. **Đánh** lá bài rác cao điểm nhất không thuộc một "cạ" (một đôi, hay hai lá cùng chất gần nhau),
   tránh những lá mà người kế tiếp rõ ràng ăn được.
5. Gọi **Khiêu chiến** khi điểm bài rác thấp (từ 9 điểm trở xuống), hoặc khi cả hai đối thủ đều
   sẽ bị cháy bài; **thách đấu** khi điểm bài rác thấp, nếu không thì **bỏ cuộc**.

## Chơi một ván

Bạn là người chơi 0. Từ trên xuống, bàn chơi cho thấy: đến lượt ai; phỏm đã hạ của từng người và
số lá họ đang cầm, nọc và bài bỏ; rồi **bài trên tay bạn theo cách xếp tốt nhất** (phỏm viền xanh,
bài rác viền đỏ). Dưới dòng **Lượt của bạn:** các nút đúng là những nước luật cho phép lúc này —
nước đi không hợp lệ thì không có nút — xếp theo hàng: *bốc / ăn bài*, *Fight* (Khiêu chiến; có
thêm thách đấu và bỏ cuộc khi có người gọi), *hạ phỏm*, *gửi bài*, *đánh*. Bạn cũng có thể gõ
nước đi vào ô chữ (`discard 9C`).

**Người hướng dẫn** luôn cho biết máy tham lam sẽ đi nước nào nếu ở chỗ bạn, và vì sao; nút
**Đi theo gợi ý** đi nước đó giúp bạn. Bên dưới, mục *Từ nước đi trước của bạn* liệt kê nước đi
của các máy (chỉ nước đi: lý do của máy sẽ làm lộ bài trên tay nó), còn danh sách **Các nước đã đi**
ghi lại cả ván. Phía trên bàn, bạn chọn đối thủ: **Hiền (để học)**, mặc định, không gọi Khiêu chiến
trước khi mọi người đã đi vài lượt, và một dòng cảnh báo màu đỏ báo trước khi sắp có Khiêu chiến
và vì sao; **Tham (mạnh)** là máy tham lam mô tả ở trên. Nút **Ván mới** chia ván tiếp theo, từ một
số không ai thấy.

*(Bàn chơi cần kernel đang chạy: nếu bạn không thấy gì, hoặc chỉ thấy một hình tĩnh, hãy chạy ô.
Không có kernel thì hãy đọc ván chơi lại ở phía dưới.)*
""")),
        code("""
from cardlab.widgets import Table

Table(rules=RULES)
""", IGNORE),
        md(t("""
**Things to try:** chow a discard the moment it completes a meld; lay a card off onto an
opponent's meld just before they would call Fight; call Fight while an opponent still has no meld
(they are burned). Then deal again with **New hand**.

## A whole game, replayed

Readers without a kernel can follow a complete game here: three greedy bots play the hand dealt
with deal number 5 — the game whose first turns we watched in notebook 3 — to the end. Each move
comes with the bot's own reason:
""", """
**Thử xem:** ăn bài ngay khi lá bỏ xuống ghép được phỏm; gửi bài vào phỏm của đối thủ ngay trước
khi họ định Khiêu chiến; gọi Khiêu chiến khi một đối thủ còn chưa có phỏm (người đó bị cháy bài).
Rồi chia lại bằng nút **Ván mới**.

## Xem lại trọn một ván

Không có kernel vẫn theo dõi được một ván hoàn chỉnh ở đây: ba máy tham lam chơi đến hết ván chia
số 5 — ván mà ta đã xem mấy lượt đầu ở bài 3. Mỗi nước đi kèm lý do của chính máy:
""")),
        code(t(_replay_code("Player", ("#", "who", "move", "why (the bot's own words)")),
               _replay_code("Người chơi", ("#", "ai", "nước đi", "vì sao (lời của chính máy)")))),
        md(t("""
### The table at four moments

A replay rebuilds the game from its **record** — the deal number, the rules and the list of
moves — and shows the table after any number of moves, every hand face up. Here: the deal, the
first chow, the Fight, and the end.
""", """
### Bàn chơi ở bốn thời điểm

Bản xem lại dựng lại ván từ **biên bản** của nó — số ván chia, luật chơi và danh sách nước đi — và
cho thấy bàn chơi sau bất kỳ số nước nào, mọi bài trên tay đều lật ngửa. Ở đây: lúc chia bài, lần
ăn bài đầu tiên, lúc Khiêu chiến, và lúc kết thúc.
""")),
    ] + replay_cells(t, "chow", "fight") + [
        md(t("""
## Records replay exactly

A game's record is a short JSON text. Replaying it deals the same cards and applies the same
moves, so it ends the same way — which is what lets the replay, the tests and a teacher's
worked example all show the very same game:
""", """
## Biên bản cho ra đúng ván cũ

Biên bản của một ván là một đoạn JSON ngắn. Chơi lại từ biên bản sẽ chia đúng những lá đó và đi
đúng những nước đó, nên ván kết thúc y như cũ — nhờ vậy bản xem lại, các bài kiểm thử và ví dụ
của giáo viên đều cho thấy cùng một ván:
""")),
        code(t("""
record = game.to_json()
again = tongits.State.from_json(record)
print(f"record: {len(record)} characters, {len(again.history)} moves")
print("same ending:", again.outcome() == game.outcome())
print(again.outcome())
""", """
record = game.to_json()
again = tongits.State.from_json(record)
print(f"biên bản: {len(record)} ký tự, {len(again.history)} nước đi")
print("kết thúc như cũ:", again.outcome() == game.outcome())
print(again.outcome())
"""), CHECK),
        md(t("""
## Questions to think about

* Find a move in the log where the greedy bot's choice looks poor. What would you have done?
* The bot discards high cards first. When is keeping a high card better?
* The bot calls Fight with low deadwood. How does an opponent's sapaw onto its melds stop it
  (notebook 4)?

The [strategy lab](06_strategy_lab.ipynb) plays hundreds of these games and measures how the bots do.
""", """
## Câu hỏi để suy nghĩ

* Tìm trong nhật ký một nước đi mà máy tham lam chọn có vẻ dở. Nếu là bạn, bạn sẽ đi thế nào?
* Máy đánh lá cao điểm trước. Khi nào giữ lại một lá cao điểm thì tốt hơn?
* Máy gọi Khiêu chiến khi điểm bài rác thấp. Một đối thủ gửi bài vào phỏm của nó thì chặn được
  việc đó ra sao (bài 4)?

[Phòng thí nghiệm chiến lược](06_strategy_lab.ipynb) cho máy chơi hàng trăm ván như thế và đo xem
chúng chơi ra sao.
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=5, rules=RULES, questions=["discard", "chow", "sapaw"],
                   name="Lesson 5 check", var="quiz")
""", """
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=5, rules=RULES, questions=["discard", "chow", "sapaw"],
                   name="Kiểm tra bài 5", var="quiz")
"""), [
        (t("""
**Question 1 · Discard like the bot.** Which discard leaves the least deadwood? Answer with one
card, e.g. `"KH"`; if several are equally good, any of them is right.
""", """
**Câu 1 · Đánh như máy.** Đánh lá nào thì điểm bài rác còn lại ít nhất? Trả lời bằng một lá, ví dụ
`"KH"`; nếu nhiều lá tốt như nhau thì lá nào trong số đó cũng đúng.
"""), """
answer = tongits.arrange(quiz.q1.hand, quiz.q1.rules).best_discard().card
"""),
        (t("""
**Question 2 · Chow or draw?** Answer `False` if the discard may not be chowed, otherwise the
cards from your hand that go with it, e.g. `"6S 7S"`.
""", """
**Câu 2 · Ăn bài hay bốc?** Trả lời `False` nếu không được ăn lá đó, nếu được thì ghi các lá trên
tay ghép với nó, ví dụ `"6S 7S"`.
"""), """
verdict = tongits.check_chow(quiz.q2.discard, quiz.q2.hand, rules=quiz.q2.rules)
answer = verdict.used if verdict else False
"""),
        (t("""
**Question 3 · Lay it off?** May this card be laid off (sapaw) onto the meld? Answer `True` or
`False`.
""", """
**Câu 3 · Gửi bài được không?** Lá này có gửi vào phỏm đó được không? Trả lời `True` hoặc `False`.
"""), """
answer = tongits.check_sapaw(quiz.q3.card, quiz.q3.meld, quiz.q3.rules).ok
"""),
    ])


if __name__ == "__main__":
    lesson(REL, cells)
