"""Builds the page "Chắn: cards, pairs, cước and a deal", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/chan_tools.py``; it writes
``notebooks/chan/hand_builder.ipynb`` and ``notebooks/vi/chan/hand_builder.ipynb``.

Its first widget is the pair finder (``ChanHandBuilder()``), then the card
gallery, the cước scorer with the Tổ Tôm / Chắn page's worked example, a
table against three bots and a replay. ``tests/test_browser_chan.py`` plays a
deal at its table and uses its cước scorer. Widget cells are tagged
``nbval-ignore-output`` (tested in Python and in the browser); the cells that
print text are tagged ``nbval-check-output``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, code, md, page  # noqa: E402
from course_build import page_language_cell  # noqa: E402
from rules_common import merge_streams  # noqa: E402

REL = "chan/hand_builder.ipynb"

# The Tổ Tôm / Chắn page's worked example (Ù chì with one Tôm = 5) and the same hand one card short.
TOM_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N 7N"
WAITING = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"


def cells(t: Tr) -> list:
    """The page's cells in the language of ``t``."""
    other = "vi" if t.lang == "en" else "en"
    return [
        md(t.both("""
# Chắn: cards, pairs, cước and a deal

**By the end of this page you will be able to**

* read every Chắn card by its Vietnamese name, its English name and its characters, and tell the red
  cards from the black ones;
* split a hand into **Chắn** (two identical cards), **Cạ** (same rank, other suit) and unpaired cards
  (**què**), and see which cards a 19-card hand is **waiting** for (*chờ*);
* score a win: every **cước** (bonus) that applies, the main value plus the **dịch** of the others,
  and what each player pays;
* play a whole deal against three bots, with a coach (*người hướng dẫn*) who tells you what they
  would do.

The rules themselves are on [the rules page](00_rules.ipynb). Run the cells in order
(**Shift + Enter**); every answer comes from the cardlab engine.
""", """
# Chắn: lá bài, Chắn Cạ, cước và một ván

**Học xong trang này, bạn sẽ biết**

* đọc mọi lá bài Chắn theo tên tiếng Việt, tên tiếng Anh và chữ Hán in trên lá, và phân biệt lá đỏ
  với lá đen;
* tách bài trên tay thành **Chắn** (hai lá giống hệt nhau), **Cạ** (cùng hàng, khác chất) và **lá
  què** (lá lẻ), và biết một bài 19 lá đang **chờ** những lá nào;
* tính cước một ván ù: mọi **cước** được tính, lấy điểm chính cao nhất cộng **dịch** của các cước còn
  lại, và mỗi người phải trả bao nhiêu;
* chơi trọn một ván với ba máy, có **người hướng dẫn** gợi ý nước đi.

Luật chơi đầy đủ có ở [trang luật](00_rules.ipynb). Chạy các ô theo thứ tự (**Shift + Enter**); mọi
câu trả lời đều do bộ máy cardlab tính.
""")),
        md(t.both("""
## The pair finder

The buttons hold the 25 faces: a row for each suit — **Vạn** (萬, myriads), **Sách** (索, strings),
**Văn** (文, cash) — and **Chi chi**. **Click a face** to add one copy (a face has four copies in the
deck); switch to *Click removes a copy* to take one out. You can also **type** a hand — `3V 3S 7N CC`,
or names such as `Tam vạn` — and press Enter; a typing mistake is shown in red and your hand is kept.

Below: Chắn framed **green**, Cạ **blue**, què **red**. With **19 cards** you see the waiting cards
and what each would score; with **20 cards**, whether the hand wins (ù) on the winning card you choose.

**What to try:** type the 19 cards `""" + WAITING + """` — it waits on three
cards; then click **Thất văn** and switch *came* to *turned up at my own gate*.
""", """
## Tìm Chắn, Cạ

Các nút là 25 mặt bài: mỗi chất một hàng — **Vạn** (萬), **Sách** (索), **Văn** (文) — và **Chi chi**.
**Bấm vào một mặt** để thêm một lá (mỗi mặt có bốn lá trong bộ bài); chọn *Bấm để bỏ một lá* để bỏ
bớt. Bạn cũng có thể **gõ** bài — `3V 3S 7N CC`, hoặc tên lá như `Tam vạn` — rồi nhấn Enter; gõ sai sẽ
được báo bằng chữ đỏ và bài của bạn vẫn giữ nguyên.

Bên dưới: Chắn viền **xanh lá**, Cạ viền **xanh dương**, lá què viền **đỏ**. Đủ **19 lá** thì thấy các
lá chờ và cước của từng lá; đủ **20 lá** thì biết bài có ù lá bạn chọn làm lá ù hay không.

**Thử xem:** gõ 19 lá `""" + WAITING + """` — bài chờ ba lá; rồi bấm
**Thất văn** và chọn *lá ù đến từ* là *lật ở cửa mình*.
""")),
        code(f"""
import cardlab
from cardlab import chan
from cardlab.widgets import ChanCards, ChanHandBuilder, CuocScorer, Replay, Table

cardlab.set_language("{t.lang}")
finder = ChanHandBuilder()
finder
""", IGNORE),
        md(t.both("""
Everything the pair finder shows can be read from code too: here the same 19 cards, their pairs and
their waiting cards.
""", """
Mọi thứ bảng tìm Chắn, Cạ hiển thị cũng đọc được bằng mã: đây là 19 lá ở trên, các cặp và các lá chờ
của chúng.
""")),
        code(f"""
waiting = ChanHandBuilder(hand="{WAITING}")
pairs = waiting.pairing
print("Chắn:", ", ".join(a.name for a, b in pairs.chan))
print("Cạ:", ", ".join(f"{{a.name}} + {{b.name}}" for a, b in pairs.ca))
print("{t("unpaired (què)", "lá què")}:", ", ".join(c.name for c in pairs.unpaired))
for wait in waiting.waits:
    print(wait.describe())
""", CHECK),
        md(t.both("""
## The cards

The deck has 100 long cards: 25 faces, four copies of each. The **red** cards are Bát vạn, Cửu vạn,
Bát sách, Cửu sách and Chi chi; all the others are black. Each card below shows its characters, its
Vietnamese name, its English name and its notation. Click **+ add** to put a copy in the hand, or type
names in the box: the reader lists what it understood.

**What to try:** type `tam van, 三萬, Chi chi` and press Enter; then add the three cards of a
**Tôm** (Tam vạn, Tam sách, Thất văn) and of a **Lèo** (Cửu vạn, Bát sách, Chi chi).
""", """
## Các lá bài

Bộ bài có 100 lá bài dài: 25 mặt, mỗi mặt bốn lá. Các lá **đỏ** là Bát vạn, Cửu vạn, Bát sách, Cửu sách
và Chi chi; mọi lá khác đều đen. Mỗi lá dưới đây có chữ Hán, tên tiếng Việt, tên tiếng Anh và ký hiệu
của nó. Bấm **+ thêm** để đưa một lá vào bài, hoặc gõ tên lá vào ô chữ: phần đọc bài liệt kê những gì
nó hiểu được.

**Thử xem:** gõ `tam van, 三萬, Chi chi` rồi nhấn Enter; sau đó thêm ba lá của một **Tôm** (Tam vạn,
Tam sách, Thất văn) và của một **Lèo** (Cửu vạn, Bát sách, Chi chi).
""")),
        code("""
gallery = ChanCards()
gallery
""", IGNORE),
        md(t.both("""
## The cước scorer

A plain win (**Ù xuông**) scores 2. Each **cước** has a main value and a **dịch**: the score is the
highest main value plus the dịch of every other cước (Thập thành adds the main values instead). Some
cước depend on how the cards came — the winning card turned up at your own gate (**Ù chì**), the
fourth of a triple taken by **Chíu**, a pair completed to four (**Bòn**) — so the scorer asks.

The rules page's worked example: *Ù chì with one Tôm — Tôm's main value 4 plus Ù chì's dịch 1 = 5*;
each of the three others pays 5 and the winner receives 15. The scorer starts on it and shows the
Tổ Tôm / Chắn page's table beside the traditional one (which also counts Bạch thủ chi, Địa ù and Thông).

**What to try:** switch the winning card to *turned up at another gate* (Tôm alone: 4); tick **Bòn**
(the engine refuses: no four identical cards); choose **Player 2** as the winner.
""", """
## Tính cước

Ù không có cước nào (**Ù xuông**) được 2 điểm. Mỗi **cước** có điểm chính và **dịch**: điểm của ván là
điểm chính cao nhất cộng dịch của mọi cước còn lại (riêng Thập thành thì cộng điểm chính của mọi
cước). Có những cước tùy vào cách lá bài đến — ù lá nọc lật ở cửa mình (**Ù chì**), lá thứ tư của bộ
ba lấy bằng **Chíu**, một đôi thành bốn lá (**Bòn**) — nên bảng tính cước hỏi bạn những điều đó.

Ví dụ trong trang luật: *Ù chì có một Tôm — điểm chính của Tôm là 4 cộng dịch của Ù chì là 1, được 5
điểm*; mỗi người trong ba người thua trả 5, người ù nhận 15. Bảng tính bắt đầu từ ví dụ đó và đặt bảng
cước của trang Tổ Tôm / Chắn cạnh bảng truyền thống (tính thêm Bạch thủ chi, Địa ù và Thông).

**Thử xem:** đổi lá ù thành *lật ở cửa người khác* (chỉ còn Tôm: 4 điểm); đánh dấu **Bòn** (máy từ
chối: không có bốn lá giống nhau); chọn **Người chơi 2** là người ù.
""")),
        code(f"""
scorer = CuocScorer(hand="{TOM_WIN}", win_card="7N", win_source="own_gate_stock")
scorer
""", IGNORE),
        code(f"""
example = chan.score("{TOM_WIN}", "7N", "own_gate_stock")
print(example, "->", chan.settle(example.points, 0))
print(example.text())
""", CHECK),
        md(t.both("""
## Play a deal

You are **Player 0**, against three greedy bots. The table is drawn as you sit: the player after you on
your right, then across, then on your left. Each player's **gate** (*cửa*) lies in front of them: the
cards they discarded and the stock cards turned up there that nobody took. The card on offer is in the
middle, with where it came from.

On your turn you may capture (**ăn**) the card on offer as Chắn or Cạ, then discard (**đánh**); or
pass and turn up a stock card (**bốc**) at your gate. A player holding three identical cards may
**Chíu** the fourth, even out of turn. A win (**ù**) comes only on a card turned up from the stock, or
by Chíu. Only the legal moves have a button; the coach says what a greedy player would do and why.

**What to try:** play a whole deal; when you hold 19 cards, read *You are waiting on* under your hand;
when the coach says you could capture a Chắn, read the warning before you pass.
""", """
## Chơi một ván

Bạn là **Người chơi 0**, chơi với ba máy tham. Bàn được vẽ như lúc bạn ngồi: người đi sau bạn ngồi bên
phải, rồi người đối diện, rồi người bên trái. **Cửa** của mỗi người nằm trước mặt họ: các lá họ đã đánh
và các lá nọc lật ở đó mà không ai ăn. Lá đang mời nằm ở giữa, kèm nơi nó đến.

Đến lượt mình, bạn có thể **ăn** lá đang mời thành Chắn hoặc Cạ rồi **đánh** một lá; hoặc bỏ qua và
**bốc** một lá nọc lật ở cửa mình. Người có ba lá giống nhau được **Chíu** lá thứ tư, kể cả khi chưa
đến lượt. Chỉ được **ù** lá lật từ nọc, hoặc bằng Chíu. Chỉ nước đi hợp lệ mới có nút; người hướng dẫn
cho biết một người chơi tham sẽ đi gì và vì sao.

**Thử xem:** chơi trọn một ván; khi có 19 lá, đọc dòng *Bạn đang chờ* dưới bài của bạn; khi người
hướng dẫn nói bạn ăn được Chắn, đọc lời cảnh báo trước khi bỏ qua.
""")),
        code("""
table = Table(game="chan")
table
""", IGNORE),
        md(t.both("""
## Replay a deal

A finished deal can be replayed move by move, every hand face up. Here four greedy bots play deal
number 11; step through it with ◀ ▶ or the slider. (To replay your own deal: `Replay(table.state)`.)

**What to try:** find the move where the winner's hand first waits on a card.
""", """
## Xem lại một ván

Một ván đã xong có thể xem lại từng nước, mọi bài đều lật ngửa. Ở đây bốn máy tham chơi ván chia số
11; bấm ◀ ▶ hoặc kéo thanh trượt để xem. (Xem lại ván của chính bạn: `Replay(table.state)`.)

**Thử xem:** tìm nước đi mà bài của người ù bắt đầu chờ một lá.
""")),
        code("""
from cardlab.bots.chan import GreedyBot

deal = chan.new_game(seed=11)
bots = [GreedyBot(seed=p) for p in range(4)]
while not deal.is_terminal():
    player = deal.current_player
    deal.apply(bots[player].choose(deal.view(player)))
print(deal.outcome().text())
""", CHECK),
        code("""
Replay(deal)
""", IGNORE),
        page_language_cell(t),
        code(f"""
cardlab.set_language("{other}")
print(chan.check_win("{TOM_WIN}", "7N", "own_gate_stock"))
print(example.text())
cardlab.set_language("{t.lang}")
""", CHECK),
    ]


if __name__ == "__main__":
    merge_streams(page(REL, cells))  # printed pieces joined: a rebuild changes no byte
