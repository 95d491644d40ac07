"""Builds the Chắn lesson 1 (the 100 cards, how to read them, the deal), in Vietnamese and English.

Key: exercises/[vi/]solutions/lessons/chan/01_the_100_cards.ipynb;
learner's copy: notebooks/[vi/]chan/01_the_100_cards.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/chan_01_cards.py

Vietnamese is the course's first language: the English text keeps the game's Vietnamese words and
explains each one where it first appears.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402

REL = "chan/01_the_100_cards.ipynb"


def cells(t: Tr) -> list:
    return [
        md(t("""
# Chắn 1 — The 100 cards and how to read them

**Chắn** is the long-card game of northern Vietnam, played by four with the narrow cards of the
Tổ Tôm deck. The name of the game is also its most important word: a *Chắn* is **a pair of two
identical cards**. The rules in this course follow the **Tổ Tôm / Chắn page**; its Vietnamese words
are kept in English too, and each is explained where it first appears. The whole game is on the
[rules page](00_rules.ipynb).

**By the end of this notebook you will be able to**

* say what is in the deck: 25 faces, four copies of each, 100 cards;
* name the three suits — **Vạn** (萬), **Sách** (索), **Văn** (文) — and the odd card **Chi chi**
  (半文), and read a card from the Chinese characters printed on it;
* tell the red cards from the black ones;
* deal a hand from a deal number and read it: who holds 20 cards, who holds 19, what is left in
  the stock (*nọc*);
* recognise the two pairs of the game, a **Chắn** and a **Cạ**, and use the `ChanCards` widget to
  look up any card.

Run the cells in order with **Shift + Enter**. [Tiếng Việt](../vi/chan/01_the_100_cards.ipynb)
""", """
# Chắn 1 — Bộ bài 100 lá và cách đọc lá bài

**Chắn** là trò chơi bài lá dài quen thuộc ở miền Bắc, bốn người chơi, dùng bộ bài Tổ Tôm. Tên trò
chơi cũng là từ quan trọng nhất của nó: một **chắn** là **hai lá giống hệt nhau**. Luật trong khoá
học theo **trang Tổ Tôm / Chắn**; toàn bộ luật chơi có ở [trang luật chơi](00_rules.ipynb).

**Học xong bài này, bạn sẽ biết**

* bộ bài gồm những gì: 25 loại lá, mỗi loại bốn lá, tổng cộng 100 lá;
* gọi tên ba chất — **Vạn** (萬), **Sách** (索), **Văn** (文) — và lá riêng **Chi chi** (半文), và
  đọc được một lá bài từ chữ Hán in trên lá;
* phân biệt lá đỏ với lá đen;
* chia một ván theo số ván chia và đọc nó: ai cầm 20 lá, ai cầm 19 lá, **nọc** còn bao nhiêu lá;
* nhận ra hai kiểu cặp của trò chơi, **Chắn** và **Cạ**, và dùng widget `ChanCards` để tra bất kỳ
  lá nào.

Chạy lần lượt từng ô bằng **Shift + Enter**. [English](../../chan/01_the_100_cards.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import chan
from cardlab.engine import seat_name

cardlab.set_language("{t.lang}")     # {t('"vi": every explanation in Vietnamese', '"en": mọi lời giải thích bằng tiếng Anh')}
RULES = chan.Rules()           # {t("the Tổ Tôm / Chắn page's game: change an option, run again",
                                   "luật của trang Tổ Tôm / Chắn: đổi tuỳ chọn rồi chạy lại")}
"""),
        md(t("""
## The deck: 25 faces × 4 = 100 cards

The Tổ Tôm deck has 120 cards; Chắn leaves out the 1s, Ông cụ and Thang thang and plays with the
other 100. They come in three **suits** (*chất*), each with the **ranks** 2 to 9:

| suit | character | letter in cardlab | meaning of the character |
|---|---|---|---|
| **Vạn** | 萬 | `V` | ten thousand ("myriads") |
| **Sách** | 索 | `S` | a string (of coins) |
| **Văn** | 文 | `N` (the last letter of vă**n**) | a coin ("cash") |

and one card with no rank and no suit, **Chi chi** (`CC`). That is 3 × 8 + 1 = **25 faces**, and
the deck holds **four identical copies** of each face: 25 × 4 = **100 cards**. Here are the 25
faces, one row per suit:
""", """
## Bộ bài: 25 loại × 4 = 100 lá

Bộ bài Tổ Tôm có 120 lá; chơi Chắn thì bỏ các lá hàng nhất, Ông cụ và Thang thang, còn lại 100 lá.
Bài có ba **chất**, mỗi chất có các **hàng** từ 2 đến 9:

| chất | chữ Hán | chữ cái trong cardlab | nghĩa của chữ |
|---|---|---|---|
| **Vạn** | 萬 | `V` | mười nghìn |
| **Sách** | 索 | `S` | dây xâu tiền |
| **Văn** | 文 | `N` (chữ cuối của vă**n**) | đồng tiền |

và một lá không có hàng cũng không có chất là **Chi chi** (`CC`). Tổng cộng 3 × 8 + 1 = **25 loại
lá**, mỗi loại có **bốn lá giống hệt nhau**: 25 × 4 = **100 lá**. Đây là 25 loại lá, mỗi chất một
hàng:
""")),
        code(bilingual(t, """
from cardlab.widgets.chan import cards_html
from IPython.display import HTML

def show(cards, width=56):
    \"\"\"$doc\"\"\"
    display(HTML(cards_html(chan.parse_cards(cards), width)))

for suit in chan.ChanSuit:
    print(f"$suit {suit.vietnamese.capitalize()} ({suit.chinese}, {suit.letter}):")
    show([face for face in chan.FACES if face.suit is suit])
print("Chi chi (CC):")
show([chan.CHI_CHI])
print(len(chan.FACES), "$faces ×", RULES.COPIES, "=", len(chan.DECK), "$cards")
""", suit=("Suit", "Chất"), faces=("faces", "loại lá"), cards=("cards", "lá"),
            doc=("Draw cards large enough to read their characters.", "Vẽ lá bài đủ to để đọc rõ chữ Hán."))),
        md(t("""
## Reading a card

Each card carries two Chinese characters, one above the other (in the drawings, as on the real
cards): **the upper one is the rank, the lower one the suit**. The ranks are written with the
Chinese numerals and read with their Sino-Vietnamese names:

| 二 | 三 | 四 | 五 | 六 | 七 | 八 | 九 |
|---|---|---|---|---|---|---|---|
| **nhị** 2 | **tam** 3 | **tứ** 4 | **ngũ** 5 | **lục** 6 | **thất** 7 | **bát** 8 | **cửu** 9 |

A card's name is **rank first, then suit**: 三 over 萬 is *Tam vạn* (3 of Vạn, `3V`), 八 over 索 is
*Bát sách* (`8S`), 七 over 文 is *Thất văn* (`7N`). Chi chi shows 半文, "half a coin".

On printed cards the characters are drawn in a free, cursive hand; Vietnamese players remember the
three suits by their look: *"vạn vuông, văn chéo, sách loằng ngoằng"* — Vạn is square, Văn is
crossed, Sách is squiggly. The drawings here use the plain printed characters, with the short
notation and the Vietnamese name underneath.
""", """
## Đọc một lá bài

Mỗi lá có hai chữ Hán xếp chồng lên nhau (trong hình vẽ cũng như trên lá thật): **chữ trên là
hàng, chữ dưới là chất**. Hàng viết bằng chữ số Hán và đọc theo âm Hán Việt:

| 二 | 三 | 四 | 五 | 六 | 七 | 八 | 九 |
|---|---|---|---|---|---|---|---|
| **nhị** 2 | **tam** 3 | **tứ** 4 | **ngũ** 5 | **lục** 6 | **thất** 7 | **bát** 8 | **cửu** 9 |

Tên lá đọc **hàng trước, chất sau**: 三 trên 萬 là *Tam vạn* (`3V`), 八 trên 索 là *Bát sách*
(`8S`), 七 trên 文 là *Thất văn* (`7N`). Lá Chi chi in chữ 半文 ("nửa đồng tiền").

Trên lá bài in thật, chữ được viết phóng bút nên khó đọc; người chơi nhớ ba chất qua câu
*"vạn vuông, văn chéo, sách loằng ngoằng"*. Hình vẽ ở đây dùng chữ in chân phương, bên dưới có
ký hiệu viết tắt và tên tiếng Việt.
""")),
        code(bilingual(t, """
print("  ".join(f"{chan.RANK_CHINESE[rank]} {rank} {name}" for rank, name in chan.RANK_NAMES.items()))
print("  ".join(f"{suit.chinese} {suit.vietnamese}" for suit in chan.ChanSuit), f" {chan.CHI_CHI_CHINESE} Chi chi")
print("$same")
for text in ("7N", "七文", "Thất văn", "that văn"):
    print(f"  {text!r:12} → {chan.parse_card(text).name}")
""", same=("Four ways to write the same card:", "Bốn cách viết cùng một lá:")), CHECK),
        md(t("""
cardlab reads a card in any of these forms: the short notation (`7N`), the characters (`七文`) or the
Vietnamese name, with or without diacritics. One trap: without diacritics `van` means **Vạn**, so
write **Văn** with its breve (`Thất văn`) or use the letter `N`. Something that is not a card is
refused, and the message says what was expected:
""", """
cardlab đọc được lá bài viết theo mọi cách trên: ký hiệu viết tắt (`7N`), chữ Hán (`七文`) hay tên
tiếng Việt, có dấu hoặc không dấu. Có một chỗ dễ nhầm: viết không dấu thì `van` là **Vạn**, nên
muốn viết **Văn** thì phải gõ đủ dấu (`Thất văn`) hoặc dùng chữ `N`. Thứ gì không phải lá bài thì
bị từ chối, kèm lời giải thích cần viết thế nào:
""")),
        code(bilingual(t, """
print("that van →", chan.parse_card("that van").name, "· that văn →", chan.parse_card("that văn").name)
try:
    chan.parse_card("1V")
except cardlab.errors.CardlabError as error:
    print("$refused", error)
""", refused=("Refused:", "Bị từ chối:")), CHECK),
        md(t("""
## Red cards and black cards

Five faces are **red** (*lá đỏ*): **Bát vạn, Cửu vạn, Bát sách, Cửu sách** and **Chi chi** — five
faces, so 5 × 4 = 20 red cards. On real cards they carry a red stamp; in the drawings their
characters are red and a red band runs along the top. Every other card is black, Bát văn and Cửu
văn too. Colour matters only for scoring (lesson 4): an all-black winning hand is *Bạch định*,
exactly eight red cards are *Tám đỏ*.
""", """
## Lá đỏ và lá đen

Có năm loại lá **đỏ**: **Bát vạn, Cửu vạn, Bát sách, Cửu sách** và **Chi chi** — năm loại nên có
5 × 4 = 20 lá đỏ. Trên lá thật chúng có dấu son đỏ; trong hình vẽ, chữ của chúng màu đỏ và có một
vạch đỏ ở mép trên. Mọi lá khác là lá đen, kể cả Bát văn và Cửu văn. Màu bài chỉ dùng khi tính
cước (bài 4): bài ù toàn lá đen là *Bạch định*, có đúng tám lá đỏ là *Tám đỏ*.
""")),
        code(bilingual(t, """
show(chan.RED_FACES)
print("$red", sum(card.is_red for card in chan.DECK), "$of", len(chan.DECK))
print("$not_red", chan.is_red("8N"), chan.is_red("9N"))
""", red=("Red cards in the deck:", "Số lá đỏ trong bộ bài:"), of=("of", "trên"),
            not_red=("Bát văn and Cửu văn red?", "Bát văn và Cửu văn có đỏ không?")), CHECK),
        md(t("""
## Two kinds of pair: Chắn and Cạ

The whole game is about **pairs**, and there are two kinds (lesson 2 takes them further):

* a **Chắn** — two **identical** cards: Tam vạn + Tam vạn;
* a **Cạ** — two cards of the **same rank in different suits**: Tam vạn + Tam sách. Chi chi has no
  rank, so it never makes a Cạ.

Two cards of the same suit but different ranks (Tam vạn + Tứ vạn) are no pair at all: Chắn has no
runs.
""", """
## Hai kiểu cặp: Chắn và Cạ

Cả trò chơi xoay quanh các **cặp**, và có hai kiểu cặp (bài 2 sẽ học kỹ hơn):

* **Chắn** — hai lá **giống hệt nhau**: Tam vạn + Tam vạn;
* **Cạ** — hai lá **cùng hàng, khác chất**: Tam vạn + Tam sách. Chi chi không có hàng nên không bao
  giờ thành cạ.

Hai lá cùng chất nhưng khác hàng (Tam vạn + Tứ vạn) thì không thành cặp nào: Chắn không có
sảnh.
""")),
        code(bilingual(t, """
for cards in ("3V 3V", "3V 3S", "3V 4V"):
    pairs = chan.decompose(cards)
    show(cards)
    print(f"  Chắn: {pairs.n_chan} · Cạ: {pairs.n_ca} · $single {len(pairs.unpaired)}")
""", single=("unpaired:", "lá lẻ:"))),
        md(t("""
## The deal

Four players sit at seats 0 to 3 and play in that order (after seat 3 comes seat 0 again). A dealer
(*nhà cái*) is chosen at random and gets **20 cards**; each of the three others gets **19**; the
last **23 cards** stay face down in the middle as the stock (**nọc**): 20 + 3 × 19 + 23 = 100. The
dealer opens the deal by discarding (*đánh*) one card, and from then on every player holds 19
cards between turns.

Every deal is dealt from a **deal number** (the `seed=` argument): the same number always deals
the same cards, so a whole class can look at the same deal. Deal 18:
""", """
## Chia bài

Bốn người chơi ngồi ở các ghế 0 đến 3 và đi theo thứ tự đó (sau ghế 3 lại đến ghế 0). Chọn ngẫu
nhiên một **nhà cái**: nhà cái được **20 lá**, ba người còn lại mỗi người **19 lá**; **23 lá** cuối
cùng úp ở giữa làm **nọc**: 20 + 3 × 19 + 23 = 100. Nhà cái mở ván bằng cách **đánh** ra một lá, và
từ đó giữa hai lượt, ai cũng cầm 19 lá.

Mỗi ván được chia theo một **số ván chia** (tham số `seed=`): cùng một số thì luôn ra đúng những lá
ấy, nên cả lớp có thể cùng nhìn một ván. Ván số 18:
""")),
        code(bilingual(t, """
game = chan.new_game(seed=18, rules=RULES)
print("$dealer", seat_name(game.dealer))
for player, hand in enumerate(game.hands):
    print(f"{seat_name(player)}: {len(hand)} $cards")
print("$stock", len(game.stock), "$cards")
stock = len(chan.DECK) - RULES.DEALER_CARDS - 3 * RULES.HAND_CARDS
print(f"$sizes {RULES.DEALER_CARDS} + 3 × {RULES.HAND_CARDS} + {stock} = {len(chan.DECK)}")
""", dealer=("Dealer (nhà cái):", "Nhà cái:"), cards=("cards", "lá"), stock=("Stock (nọc):", "Nọc:"),
            sizes=("The rules: dealer + three others + stock =", "Theo luật: nhà cái + ba người + nọc =")), CHECK),
        md(t("""
At a real table each player sees only their own cards. The engine gives each player a **view**:
their hand and what lies face up on the table, never the other hands nor the order of the stock.
Here is what Player 0 sees of deal 18 — 19 long cards, sorted by rank and suit:
""", """
Khi chơi thật, mỗi người chỉ thấy bài của mình. Bộ máy luật cho mỗi người chơi một **góc nhìn**
(`view`): bài trên tay họ và những gì đang ngửa trên bàn, không bao giờ có bài của người khác hay
thứ tự các lá trong nọc. Đây là những gì Người chơi 0 thấy ở ván số 18 — 19 lá bài dài, xếp theo
hàng và chất:
""")),
        code(bilingual(t, """
view = game.view(0)
print("$holds", len(view.hand), "$cards · $others", view.hand_sizes, "· $stock", view.stock_size)
view
""", holds=("Player 0 holds", "Người chơi 0 cầm"), cards=("cards", "lá"),
            others=("cards in every hand:", "số lá trên tay mỗi người:"), stock=("stock:", "nọc:"))),
        md(t("""
## Look up any card: `ChanCards`

The `ChanCards` widget shows the 25 faces with their characters, Vietnamese name, English name,
notation and colour. Click **+ add** under a card to put a copy in your hand, or type cards in the
box in any notation and press Enter; the table below lists what it read.

Run the cell to get the buttons (a saved notebook shows only the hand and the table).

**Try it:** type `tam van, 三萬, Chi chi`, then add the red cards of ranks 8 and 9 one by one.
""", """
## Tra mọi lá bài: `ChanCards`

Widget `ChanCards` cho xem 25 loại lá cùng chữ Hán, tên tiếng Việt, tên tiếng Anh, ký hiệu và màu.
Bấm **+ thêm** dưới một lá để đưa một lá vào bài trên tay, hoặc gõ bài vào ô chữ theo bất kỳ cách
viết nào rồi nhấn Enter; bảng bên dưới liệt kê những lá nó đọc được.

Hãy chạy ô để hiện các nút (notebook đã lưu chỉ cho thấy bài trên tay và bảng).

**Thử xem:** gõ `tam van, 三萬, Chi chi`, rồi lần lượt thêm các lá đỏ hàng 8 và hàng 9.
""")),
        code("""
from cardlab.widgets import ChanCards

gallery = ChanCards(rules=RULES, hand="3V 3S 7N CC")
gallery
""", IGNORE),
        md(t("""
The widget can be driven from code too: `set_hand` reads a whole hand, `hand` is what it holds.
""", """
Widget này cũng điều khiển được bằng mã: `set_hand` đọc cả một bài, `hand` là những lá nó đang giữ.
""")),
        code("""
gallery.set_hand("tam van, 三萬, Chi chi")
print(*[card.name for card in gallery.hand], sep=" · ")
""", CHECK),
        md(t("""
## House rules

`chan.Rules()` is the Tổ Tôm / Chắn page's game. Its options change the scoring and one capture
rule, never the deck or the deal; `chan.Rules.traditional()` adds three traditional bonuses. The
options and their values in `RULES`:
""", """
## Luật nhà

`chan.Rules()` là luật của trang Tổ Tôm / Chắn. Các tuỳ chọn chỉ đổi cách tính cước và một luật ăn
bài, không bao giờ đổi bộ bài hay cách chia; `chan.Rules.traditional()` bật thêm ba cước truyền
thống. Các tuỳ chọn và giá trị của chúng trong `RULES`:
""")),
        code("""
from dataclasses import fields

for option in fields(chan.Rules):
    if option.name != "bonus_values":
        print(f"{option.name:30} {getattr(RULES, option.name)!r}")
""", CHECK),
        *checkpoint(t, t("""
from cardlab.exercises import chan_set

quiz = chan_set(seed=5, rules=RULES, questions=["name", "red"], name="Chắn lesson 1", var="quiz")
quiz
""", """
from cardlab.exercises import chan_set

quiz = chan_set(seed=5, rules=RULES, questions=["name", "red"], name="Chắn – bài 1", var="quiz")
quiz
"""), [
            (t("""
### 1 · Name this card

The card is drawn without its name: read the characters. The upper one is the rank (二 nhị,
三 tam, 四 tứ, 五 ngũ, 六 lục, 七 thất, 八 bát, 九 cửu), the lower one the suit (萬 Vạn, 索 Sách,
文 Văn); 半文 is Chi chi. Answer with the name, e.g. `"Thất văn"`, or the notation, e.g. `"7N"`.
""", """
### 1 · Đây là lá gì?

Lá bài được vẽ không kèm tên: hãy đọc chữ Hán. Chữ trên là hàng (二 nhị, 三 tam, 四 tứ, 五 ngũ,
六 lục, 七 thất, 八 bát, 九 cửu), chữ dưới là chất (萬 Vạn, 索 Sách, 文 Văn); 半文 là Chi chi. Trả
lời bằng tên lá, ví dụ `"Thất văn"`, hoặc ký hiệu, ví dụ `"7N"`.
"""), """
answer = chan.parse_card(quiz.q1.card).name
"""),
            (t("""
### 2 · How many red cards?

Red are Bát vạn, Cửu vạn, Bát sách, Cửu sách and Chi chi; Bát văn and Cửu văn are black. Answer
with a number.
""", """
### 2 · Có bao nhiêu lá đỏ?

Lá đỏ là Bát vạn, Cửu vạn, Bát sách, Cửu sách và Chi chi; Bát văn và Cửu văn là lá đen. Trả lời
bằng một số.
"""), """
answer = sum(chan.is_red(card) for card in quiz.q2.hand)
"""),
        ]),
        md(t(f"""
## Next

* [2 · Chắn, Cạ, què and a winning hand](02_pairs_winning_hand.ipynb) — pairing a hand, ù and the
  waiting cards (chờ)
* [3 · A turn](03_a_turn.ipynb) — bốc, ăn, Chíu, đánh, and what is barred
* [The rules of Chắn](00_rules.ipynb) · [Exercises]({exercises_link(t, "chan")}) — graded
  questions, dealt from your own deal number
""", f"""
## Tiếp theo

* [2 · Chắn, Cạ, què và bài ù](02_pairs_winning_hand.ipynb) — ghép cặp, ù và cây chờ
* [3 · Một lượt chơi](03_a_turn.ipynb) — bốc, ăn, chíu, đánh, và những gì bị cấm
* [Luật chơi Chắn](00_rules.ipynb) · [Bài tập]({exercises_link(t, "chan")}) — câu hỏi có chấm
  điểm, chia từ số ván chia của riêng bạn
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
