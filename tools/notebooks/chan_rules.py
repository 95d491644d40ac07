"""Builds the Chắn rules page, notebooks/chan/00_rules.ipynb and notebooks/vi/chan/00_rules.ipynb.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/chan_rules.py

Vietnamese is the game's first language: the English page keeps the Vietnamese
words and explains each one where it first appears.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, Tr, code, md, page  # noqa: E402

REL = "chan/00_rules.ipynb"

# Winning hands used on the page (20 cards each), written once for both languages.
TOM_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N"   # the source's example: Ù chì + Tôm
FIVE_CHAN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3V 4V 4N 7V 7N 6S 6N 2S 2N"
CHI_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC CC 3V 3N 4V 4N 7V 7N 6S 6N"
CHI_SEVEN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC CC 3V 3V 4V 4N 7V 7N 6S 6N"
THAP_THANH = "2V 2V 3S 3S 4N 4N 5V 5V 6S 6S 7N 7N 8V 8V 9S 9S 2N 2N 4V 4V"
TAM_DO = "8V 8V 9V 9V 8S 8S CC CC 2V 2V 3S 3S 4N 4N 5V 5N 6V 6S 7N 7V"
BACH_DINH = "2V 2V 3S 3S 4N 4N 5V 5V 6S 6S 7N 7N 2N 2S 3V 3N 4V 4S 5S 5N"
WAITING = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"       # TOM_WIN without its 7N


#: The keys of chan.Rules.bonus_values with their names and default values (main / dịch), as the engine has them.
BONUSES = (
    ("u_chi", "Ù chì", "3 / 1"),
    ("thien_u", "Thiên ù", "3 / 1"),
    ("tom", "Tôm", "4 / 1"),
    ("bach_thu", "Bạch thủ", "4 / 1"),
    ("leo", "Lèo", "5 / 2"),
    ("thien_khai", "Thiên khai", "5 / 2"),
    ("chiu_u", "Chíu ù", "5 / 2"),
    ("bon", "Bòn", "5 / 2"),
    ("bach_dinh", "Bạch định", "7 / 4"),
    ("tam_do", "Tám đỏ", "8 / 5"),
    ("kinh_tu_chi", "Kính tứ chi", "12 / 9"),
    ("thap_thanh", "Thập thành", "12 / 9"),
)


def _bonus_table(when: str) -> str:
    """The rows of the bonus-values table; ``when`` says "with" an option in the page's language."""
    optional = (("bach_thu_chi", "Bạch thủ chi", "bach_thu_chi_separate_bonus", "4 / 3"),
                ("dia_u", "Địa ù", "extra_traditional_bonuses", "2 / 1"),
                ("thong", "Thông", "extra_traditional_bonuses", "3 / 1"))
    return "".join([f"| `{key}` | {name} | {values} |\n" for key, name, values in BONUSES]
                   + [f"| `{key}` | {name} ({when} `{option}`) | {values} |\n"
                      for key, name, option, values in optional])


def cells(t: Tr) -> list:
    return [
        md(t("""
# Chắn · The complete rules

**Chắn** is a Vietnamese game for four players, played with the long, narrow cards of the Tổ Tôm deck.
Its words are Vietnamese and this page keeps them: each one is explained the first time it appears
(and again in the glossary of section 8). *Chắn* itself means **a pair of identical cards**, the pair
the whole game is about.

This page is the whole game, to read from top to bottom. Nothing needs to run: every example was
computed by cardlab's engine when the page was built, and the cards are drawn in place. Change `RULES`
in the first code cell and run the page again (**Run ▸ Run All Cells**) to try a house rule.

**The source.** The rules follow the **Tổ Tôm / Chắn page**, a Vietnamese web page that presents the
Tổ Tôm deck and the game of Chắn against three computer players. Its text is a machine translation and
is garbled in places. Where it is unclear or silent, cardlab had to choose; each such choice is marked
**▸ cardlab's choice** below, and is an option of `chan.Rules` when another reading is common
(section 7 lists every option).

**Contents:** 1 the 100 cards · 2 players and the deal · 3 pairs: Chắn, Cạ, Chíu, què · 4 a turn:
ăn, bốc, đánh, chíu · 5 winning: ù and waiting cards · 6 scoring: cước · 7 every option · 8 glossary
""", """
# Chắn · Luật chơi đầy đủ

**Chắn** là trò chơi bài lá dài của người Việt, bốn người chơi, dùng bộ bài Tổ Tôm. Cả trò chơi xoay quanh
các cặp bài, nhất là **chắn**: hai lá giống hệt nhau.

Trang này gói trọn luật chơi, đọc từ trên xuống dưới là đủ. Không cần chạy gì cả: mọi ví dụ đã được bộ
máy luật của cardlab tính sẵn khi dựng trang, các lá bài được vẽ ngay trong trang. Muốn thử luật riêng
của bàn mình, hãy đổi `RULES` ở ô mã đầu tiên rồi chạy lại cả trang (**Run ▸ Run All Cells**).

**Nguồn.** Luật ở đây theo **trang Tổ Tôm / Chắn** (the Tổ Tôm / Chắn page), một trang web tiếng Việt giới
thiệu bộ bài Tổ Tôm và cách chơi Chắn với ba người máy. Trang này được dịch máy nên có chỗ câu chữ rối.
Chỗ nào trang nguồn không rõ hoặc không nói, cardlab phải tự chọn; mỗi lựa chọn như vậy được đánh dấu
**▸ cardlab chọn** bên dưới, và nếu cách chơi khác cũng phổ biến thì nó là một tùy chọn của `chan.Rules`
(mục 7 liệt kê mọi tùy chọn).

**Nội dung:** 1 bộ bài 100 lá · 2 người chơi và chia bài · 3 các cặp: chắn, cạ, chíu, què · 4 một lượt:
ăn, bốc, đánh, chíu · 5 ù và cây chờ · 6 tính cước · 7 mọi tùy chọn · 8 bảng từ
""")),
        code(f"""
import cardlab
from cardlab import chan
from cardlab.engine import seat_name

cardlab.set_language("{t.lang}")
RULES = chan.Rules()   # {t("the source's game; change an option here and run the page again",
                            "luật theo trang nguồn; đổi một tùy chọn ở đây rồi chạy lại trang")}
"""),
        md(t("""
## 1. The 100 cards

Chắn uses the Tổ Tôm deck without its 1s, Ông cụ and Thang thang. There are three **suits**:

* **Vạn** (萬, *myriads*), letter `V`;
* **Sách** (索, *strings*), letter `S`;
* **Văn** (文, *cash*), letter `N` (the N of vă**n**);

each with the **ranks 2 to 9**, named with Sino-Vietnamese numerals: **nhị** 2, **tam** 3, **tứ** 4,
**ngũ** 5, **lục** 6, **thất** 7, **bát** 8, **cửu** 9. A card is named rank first, then suit:
*Tam vạn* (3 of Vạn, `3V`), *Bát sách* (8 of Sách, `8S`), *Thất văn* (7 of Văn, `7N`). One card stands
apart, **Chi chi** (`CC`), with no rank and no suit. That makes 3 × 8 + 1 = 25 faces, each **four
times**: 100 cards. Each drawing shows the Chinese characters of the real card, the short notation
and the Vietnamese name:
""", """
## 1. Bộ bài 100 lá

Chắn dùng bộ bài Tổ Tôm, bỏ các lá hàng một, Ông cụ và Thang thang. Bài có ba **chất** (hoa):

* **Vạn** (萬), chữ cái `V`;
* **Sách** (索), chữ cái `S`;
* **Văn** (文), chữ cái `N` (chữ N cuối của vă**n**);

mỗi chất có **các hàng từ 2 đến 9**: **nhị**, **tam**, **tứ**, **ngũ**, **lục**, **thất**, **bát**, **cửu**.
Tên lá đọc hàng trước, chất sau: *Tam vạn* (`3V`), *Bát sách* (`8S`), *Thất văn* (`7N`). Riêng lá **Chi chi**
(`CC`) không thuộc hàng nào, chất nào. Tổng cộng 3 × 8 + 1 = 25 loại lá, mỗi loại **bốn lá**: 100 lá.
Mỗi hình vẽ có chữ Hán như trên lá thật, ký hiệu viết tắt và tên tiếng Việt:
""")),
        code(f"""
print(len(chan.DECK), "{t("cards", "lá")},", len(chan.FACES), "{t("faces, four of each", "loại lá, mỗi loại bốn lá")}")
chan.ChanHand(chan.FACES)
""", CHECK),
        md(t("""
**Red cards** (*lá đỏ*): Bát vạn, Cửu vạn, Bát sách, Cửu sách and Chi chi — 5 faces, 20 cards. All the
other cards are black. Colour matters only for scoring (section 6).
""", """
**Lá đỏ**: Bát vạn, Cửu vạn, Bát sách, Cửu sách và Chi chi, tức 5 loại, 20 lá. Mọi lá khác là lá đen.
Màu bài chỉ dùng khi tính cước (mục 6).
""")),
        code("""
chan.ChanHand(chan.RED_FACES)
"""),
        md(t("""
## 2. Players and the deal

* **Four players**; in cardlab's game you play against three bots. The seats are numbered 0 to 3 in
  order of play: you sit in seat 0, shown as *Player 0 (you)*, and the bots are Players 1, 2 and 3.
* A random **dealer** (*nhà cái*) gets **20 cards**, each other player **19**; the last **23 cards** form
  the face-down **stock** (*nọc*).
* The dealer starts by **discarding** (*đánh*) one card.

Each player has a **gate** (*cửa*): the spot on the table in front of them where their discards and the
stock cards they turn up lie.
""", """
## 2. Người chơi và chia bài

* **Bốn người chơi**; trong trò chơi của cardlab, bạn chơi với ba máy. Các ghế được đánh số từ 0 đến 3
  theo thứ tự đi: bạn ngồi ghế 0, hiện là *Người chơi 0 (bạn)*, còn ba máy là Người chơi 1, 2 và 3.
* Chọn ngẫu nhiên một **nhà cái**: nhà cái được chia **20 lá**, mỗi người còn lại **19 lá**; **23 lá** còn
  lại úp xuống làm **nọc**.
* Nhà cái **đánh** lá đầu tiên.

Mỗi người chơi có một **cửa**: chỗ trên bàn trước mặt mình, nơi đặt những lá mình đánh ra và những lá nọc
mình lật lên.
""")),
        code(f"""
game = chan.new_game(seed=18, rules=RULES)
print("{t("Dealer", "Nhà cái")}:", seat_name(game.dealer, you=0))
print("{t("Cards in hand", "Số lá trên tay")}:", {{seat_name(p, you=0): len(hand) for p, hand in enumerate(game.hands)}},
      "· {t("stock", "nọc")}:", len(game.stock))
game.view(0)   # {t("the 19 cards of Player 0 (you)", "19 lá của Người chơi 0 (bạn)")}
""", CHECK),
        md(t("""
## 3. Pairs: Chắn, Cạ, Chíu, què

A hand is made of **pairs**:

* **Chắn** — two **identical** cards: Nhị vạn + Nhị vạn.
* **Cạ** — two cards of the **same rank, different suits**: Tam vạn + Tam văn. Chi chi has no rank, so
  it makes no Cạ.
* **Chíu** — **four** identical cards; they count as two Chắn.
* **Què** (a "lame" card) — a card that pairs with nothing. (The source does not use the word; players do.)

**An identical pair is never split to make Cạ.** So the pairing of a hand is unique: each face gives as
many Chắn as it has pairs, and only the odd cards left over may pair as Cạ within their rank.
""", """
## 3. Các cặp: chắn, cạ, chíu, què

Bài được ghép thành **cặp**:

* **Chắn**: hai lá **giống hệt nhau**, như Nhị vạn + Nhị vạn.
* **Cạ**: hai lá **cùng hàng, khác chất**, như Tam vạn + Tam văn. Chi chi không có hàng nên không có cạ.
* **Chíu**: **bốn** lá giống hệt nhau, tính là hai chắn.
* **Què**: lá lẻ, không ghép được với lá nào. (Trang nguồn không dùng chữ này, nhưng người chơi vẫn gọi thế.)

**Không bao giờ xé một chắn để ghép cạ.** Vì vậy mỗi bài chỉ có một cách ghép: mỗi loại lá cho số chắn bằng
số đôi của nó, rồi chỉ những lá lẻ còn lại mới được ghép cạ trong cùng hàng.
""")),
        code(f"""
cards = chan.parse_cards("2V 2V 3V 3V 3V 3V 5S 5N 7N 7N 7N 9V 9S CC")
pairs = chan.decompose(cards)
display(cards)
print("Chắn:", *[f"{{a}}+{{b}}" for a, b in pairs.chan])
print("Cạ:  ", *[f"{{a}}+{{b}}" for a, b in pairs.ca])
print("Chíu:", *pairs.chiu)
print("{t("què (unpaired)", "què (lá lẻ)")}:", *pairs.unpaired)
"""),
        md(t("""
Four Tam vạn: a Chíu, two Chắn. Three Thất văn: one Chắn and a lone Thất văn, which finds no partner in
rank 7 (Thất vạn and Thất sách are missing), so it is què, like Chi chi.

## 4. A turn: ăn, bốc, đánh, chíu

After the dealer's first discard, each turn goes like this:

1. Look at the card the previous player just exposed. You may **capture** it (*ăn*): pair it with a card
   of your hand as a Chắn or a Cạ, lay the pair face up, then **discard** (*đánh*) one card at your gate.
2. If you do not capture it, you **draw** (*bốc*): turn up the top card of the stock **at your own gate**.
   You may capture that card (then discard); otherwise it stays exposed. A turned-up card never goes
   straight into your hand.
3. The next player may capture the card you left (your discard or the stock card you turned up), or
   draw in their turn.

**Chíu out of turn.** A player holding **three** identical cards may take the fourth as soon as it is
exposed, whoever's turn it is (*chíu*), and then discards once. **▸ cardlab's choice** (the source is
garbled here): that discard replaces the taken card at the interrupted gate, and the interrupted player
decides on it; the turn does not jump past them. Holding three, the fourth is taken only by Chíu.

**Priority** on an exposed card: a win first, then Chíu, then an ordinary capture; equal claims go in seat
order starting from the gate where the card lies.

Here the dealer, Player 3, opened with Nhị vạn. You hold a Nhị vạn too, so your choices are to capture it as
Chắn or to draw:
""", """
Bốn lá Tam vạn là một chíu, tức hai chắn. Ba lá Thất văn cho một chắn và một lá Thất văn lẻ; hàng 7 không
còn lá nào khác (thiếu Thất vạn và Thất sách) nên lá đó là què, cũng như Chi chi.

## 4. Một lượt: ăn, bốc, đánh, chíu

Sau khi nhà cái đánh lá đầu tiên, mỗi lượt diễn ra như sau:

1. Xem lá người chơi trước vừa đưa ra. Bạn có thể **ăn** lá đó: ghép với một lá trên tay thành chắn hoặc
   cạ, hạ cặp đó ngửa ra, rồi **đánh** một lá ra cửa mình.
2. Nếu không ăn, bạn **bốc**: lật lá trên cùng của nọc ra **ở cửa mình**. Bạn có thể ăn lá đó (rồi đánh
   một lá); nếu không thì lá đó nằm lại ở cửa. Lá nọc lật lên không bao giờ tự vào tay bạn.
3. Người tiếp theo có thể ăn lá bạn để lại (lá bạn đánh hoặc lá nọc bạn lật), hoặc bốc khi đến lượt.

**Chíu ngoài lượt.** Ai đang cầm **ba** lá giống nhau thì được lấy lá thứ tư ngay khi nó lộ ra, dù đang là
lượt của ai (gọi là **chíu**), rồi đánh ra một lá. **▸ cardlab chọn** (trang nguồn viết rối ở đoạn này): lá
đánh ra đó thay vào chỗ lá vừa bị lấy ở cửa bị cắt ngang, và người bị cắt lượt quyết định với lá đó; lượt
chơi không nhảy qua họ. Đã cầm ba lá thì lá thứ tư chỉ được lấy bằng chíu.

**Thứ tự ưu tiên** với một lá vừa lộ: ù trước, rồi đến chíu, rồi mới đến ăn thường; nhiều người cùng quyền thì
theo thứ tự chỗ ngồi, bắt đầu từ cửa có lá đó.

Ở ví dụ này, nhà cái là Người chơi 3, đánh lá đầu là Nhị vạn. Bạn cũng có Nhị vạn, nên bạn được chọn ăn chắn hoặc bốc:
""")),
        code(f"""
game.apply(game.legal_actions()[0])      # {t("Player 3, the dealer, discards Nhị vạn (2V)", "Người chơi 3 (nhà cái) đánh Nhị vạn (2V)")}
WORDS = {{"chan": "{t("capture as Chắn", "ăn chắn")}", "ca": "{t("capture as Cạ", "ăn cạ")}", "draw": "{t("draw (bốc)", "bốc")}"}}
for action in game.legal_actions():
    print(WORDS[action.kind], *action.cards)
""", CHECK),
        md(t("""
**What a capture may not do** (the engine refuses these moves and says why):

* holding an identical card, you capture **as Chắn**, never as Cạ;
* never break an identical pair to discard or to make Cạ (a triple may give up one card and keep its pair);
* declining an identical capture you could have made bars you from later discarding that face or using
  it in a Cạ; a face you declined, discarded, or played from your hand into a Cạ cannot be captured by you
  later (`passed_faces_barred`);
* no Cạ capture in a rank where you already hold a Cạ, nor when only one unpaired card is left in your
  hand;
* after discarding both cards of a Cạ you may no longer capture that Cạ; after capturing a Cạ you may not
  discard both its cards;
* a capture must leave you a legal discard.

A dealer who can neither discard legally nor win at once has a **dead hand** (*chết bài*): they only draw,
and never capture or win.

Trying to capture Nhị vạn as a Cạ with Nhị sách, while holding a Nhị vạn:
""", """
**Những điều không được làm khi ăn** (bộ máy từ chối các nước này và nói rõ lý do):

* có lá giống hệt trên tay thì phải **ăn chắn**, không được ăn cạ;
* không được xé chắn để đánh hay để ăn cạ (bộ ba thì được bỏ ra một lá mà vẫn giữ đôi);
* đã bỏ không ăn một chắn có thể ăn thì sau đó không được đánh lá đó hay dùng nó để ăn cạ; lá mình đã bỏ
  không ăn, đã đánh ra, hoặc đã đưa từ tay ra ăn cạ thì về sau mình không được ăn lá đó nữa
  (`passed_faces_barred`);
* không được ăn cạ ở hàng mình đã có cạ, hoặc khi trên tay chỉ còn một lá lẻ;
* đã đánh cả hai lá của một cạ thì không được ăn cạ đó nữa; đã ăn một cạ thì không được đánh cả hai lá
  của nó;
* ăn xong phải còn lá đánh hợp lệ.

Nhà cái không có lá nào đánh hợp lệ mà cũng không ù ngay được thì bị **chết bài**: chỉ được bốc, không được
ăn và không được ù.

Thử ăn Nhị vạn thành cạ với Nhị sách, trong khi trên tay có Nhị vạn:
""")),
        code("""
from cardlab.engine import Action

print(game.why_illegal(Action("ca", tuple(chan.parse_cards("2V 2S")), None, 0)))
""", CHECK),
        md(t("""
## 5. Winning: ù and waiting cards

You **win** (*ù*) when **all 20 cards** (in hand and laid down) form **10 pairs**, with **at least 6 Chắn**.

* A win is possible only on a card **turned up from the stock** (by anyone, at any gate) or by **Chíu**,
  never on an ordinary discard.
* If **Chi chi** is the winning card, the hand needs **exactly 6 Chắn and 4 Cạ**.
* A dealer whose 20 dealt cards already win has **Thiên ù** ("heaven's win"). **▸ cardlab's choice** (the
  source does not say which card would be the winning card): a Thiên ù has **no winning card**. It is
  judged and scored on the dealt hand alone, whatever order the cards were dealt in, so neither the Chi
  chi rule above nor Bạch thủ (section 6) applies. The calculators take it as
  `chan.check_win(cards, None, "dealt")` and `chan.score(cards, None, "dealt")`.
* If the stock runs out with no winner, the deal is drawn and nobody pays.

The source's example hand: 6 Chắn and 4 Cạ, won on Thất văn turned up at the winner's own gate. The
cell after it checks the Chi chi rule: 5 Chắn are too few; won on Chi chi, 6 Chắn and 4 Cạ win but
7 Chắn and 3 Cạ do not. The same 7 Chắn and 3 Cạ dealt to the dealer are a Thiên ù: there is no winning
card, so the Chi chi rule does not apply.
""", """
## 5. Ù và cây chờ

Bạn **ù** khi **cả 20 lá** (trên tay và đã hạ) ghép đủ **10 cặp**, trong đó **ít nhất 6 chắn**.

* Chỉ được ù bằng lá **lật từ nọc** (ai lật, ở cửa nào cũng được) hoặc bằng **chíu**, không bao giờ ù lá
  đánh ra thường.
* Nếu lá ù là **Chi chi** thì bài phải có **đúng 6 chắn và 4 cạ**.
* Nhà cái mà 20 lá được chia đã ù sẵn thì gọi là **Thiên ù**. **▸ cardlab chọn** (trang nguồn không nói khi
  đó lá nào là lá ù): Thiên ù **không có lá ù**. Bài được xét và tính cước trên cả 20 lá được chia, bất kể
  các lá được chia theo thứ tự nào, nên cả luật Chi chi ở trên lẫn cước Bạch thủ (mục 6) đều không áp
  dụng. Hàm tính nhận Thiên ù dưới dạng `chan.check_win(cards, None, "dealt")` và
  `chan.score(cards, None, "dealt")`.
* Hết nọc mà không ai ù thì ván hòa, không ai phải trả.

Bài mẫu của trang nguồn: 6 chắn và 4 cạ, ù lá Thất văn lật ở chính cửa mình. Ô mã tiếp theo kiểm tra luật
Chi chi: 5 chắn thì chưa đủ; ù bằng Chi chi thì 6 chắn 4 cạ được ù, còn 7 chắn 3 cạ thì không. Cũng 7 chắn
3 cạ ấy mà nhà cái được chia sẵn thì là Thiên ù: không có lá ù nên luật Chi chi không áp dụng.
""")),
        code(f"""
WIN = "{TOM_WIN}"
display(chan.parse_cards(WIN))
print("{t("Turned up at your own gate", "Lật ở cửa mình")}:", chan.check_win(WIN, "7N", "own_gate_stock", rules=RULES))
print("{t("An ordinary discard", "Lá đánh ra thường")}:", chan.check_win(WIN, "7N", "discard", rules=RULES))
""", CHECK),
        code(f"""
print(chan.check_win("{FIVE_CHAN}", "7N", "own_gate_stock", rules=RULES))
print(chan.check_win("{CHI_WIN}", "CC", "own_gate_stock", rules=RULES))
print(chan.check_win("{CHI_SEVEN}", "CC", "own_gate_stock", rules=RULES))
print("Thiên ù:", chan.check_win("{CHI_SEVEN}", None, "dealt", rules=RULES), "→", chan.score("{CHI_SEVEN}", None, "dealt", rules=RULES))
""", CHECK),
        md(t("""
A hand of 19 cards that one more card would complete is **waiting** (*chờ*); the cards it waits for are
its **waiting cards** (*cây chờ*). Take away the Thất văn from the example: the hand waits for any card
of rank 7, and each would score differently (section 6):
""", """
Bài 19 lá chỉ thiếu một lá nữa là ù thì gọi là **chờ**; những lá nó đợi là **cây chờ**. Bỏ lá Thất văn khỏi
bài mẫu: bài chờ bất kỳ lá hàng 7 nào, và mỗi lá cho số cước khác nhau (mục 6):
""")),
        code(f"""
for wait in chan.waiting_cards("{WAITING}", rules=RULES):
    print(wait.card.name, "·", "{t("another gate", "cửa người khác")}:", wait.score, "·", "{t("own gate", "cửa mình")}:", wait.own_gate_score)
""", CHECK),
        md(t("""
## 6. Scoring: cước

The score of a win is its **cước**. A plain win with no bonus, **Ù xuông**, scores **2** (`xuong_points`).
Each bonus (also called a cước) has a **main value** and a secondary value, its **dịch**:

> **score = the highest main value + the dịch of every other bonus.**
> If two main values are equal, the bonus with the higher dịch is the main one.
> Exception, **Thập thành**: add up the **main** values of all bonuses (`thap_thanh_adds_main_values`).

| bonus | when | main / dịch |
|---|---|---|
| **Ù chì** | won on the stock card turned up at your **own** gate | 3 / 1 |
| **Thiên ù** | the dealer's 20 dealt cards win | 3 / 1 |
| **Tôm** | one each of Tam vạn, Tam sách, Thất văn (each such set counts) | 4 / 1 |
| **Bạch thủ** | exactly 6 Chắn and no Cạ in the winning card's rank (never with Thiên ù, which has no winning card) | 4 / 1 |
| **Lèo** | one each of Cửu vạn, Bát sách, Chi chi (each such set counts) | 5 / 2 |
| **Thiên khai** | four identical cards dealt | 5 / 2 |
| **Chíu ù** | won by Chíu: a triple completed to four | 5 / 2 |
| **Bòn** | a pair completed to four identical cards | 5 / 2 |
| **Bạch định** | no red card at all ("all white") | 7 / 4 |
| **Tám đỏ** | exactly eight red cards | 8 / 5 |
| **Kính tứ chi** | four Chi chi, every other card black | 12 / 9 |
| **Thập thành** | all ten pairs are Chắn | 12 / 9 |

Several Tôm or Lèo count separately, without reusing a card. Thiên khai, Chíu ù and Bòn depend on how the
cards arrived, not on the final 20 cards: the game records them, and the calculator takes them as
`history` flags.

**Payments.** Each of the three losers pays the score; the winner receives three times it.

The source's worked example — Ù chì with one Tôm: Tôm's main value 4 + Ù chì's dịch 1 = **5**:
""", """
## 6. Tính cước

Điểm của một ván ù gọi là **cước**. Ù không có cước gì thêm gọi là **Ù xuông**, được **2** điểm
(`xuong_points`). Mỗi cước có một **điểm chính** và một điểm phụ gọi là **dịch**:

> **điểm = điểm chính cao nhất + dịch của mọi cước còn lại.**
> Nếu hai điểm chính bằng nhau thì cước có dịch cao hơn được lấy làm cước chính.
> Ngoại lệ là **Thập thành**: cộng **điểm chính** của mọi cước (`thap_thanh_adds_main_values`).

| cước | khi nào | điểm chính / dịch |
|---|---|---|
| **Ù chì** | ù lá nọc lật ở **chính cửa mình** | 3 / 1 |
| **Thiên ù** | 20 lá nhà cái được chia đã ù | 3 / 1 |
| **Tôm** | có đủ Tam vạn, Tam sách, Thất văn (mỗi bộ như vậy tính một lần) | 4 / 1 |
| **Bạch thủ** | đúng 6 chắn và không có cạ ở hàng của lá ù (không bao giờ có khi Thiên ù, vì Thiên ù không có lá ù) | 4 / 1 |
| **Lèo** | có đủ Cửu vạn, Bát sách, Chi chi (mỗi bộ như vậy tính một lần) | 5 / 2 |
| **Thiên khai** | được chia bốn lá giống nhau | 5 / 2 |
| **Chíu ù** | ù bằng chíu: bộ ba thành bốn | 5 / 2 |
| **Bòn** | một đôi thành bốn lá giống nhau | 5 / 2 |
| **Bạch định** | không có lá đỏ nào | 7 / 4 |
| **Tám đỏ** | đúng tám lá đỏ | 8 / 5 |
| **Kính tứ chi** | bốn lá Chi chi, mọi lá khác đều đen | 12 / 9 |
| **Thập thành** | cả mười cặp đều là chắn | 12 / 9 |

Nhiều bộ Tôm hay Lèo được tính riêng, miễn không dùng lại lá nào. Thiên khai, Chíu ù và Bòn phụ thuộc vào
cách các lá về tay chứ không nhìn được từ 20 lá cuối: trò chơi tự ghi lại, còn hàm tính nhận chúng qua
tham số `history`.

**Trả tiền.** Mỗi người trong ba người thua trả số điểm đó; người ù nhận gấp ba.

Ví dụ tính điểm của trang nguồn: Ù chì kèm một Tôm, lấy điểm chính của Tôm là 4 cộng dịch của Ù chì là 1,
được **5** điểm:
""")),
        code("""
chan.score(WIN, "7N", "own_gate_stock", rules=RULES)
"""),
        code(f"""
print({{seat_name(p, you=0): amount for p, amount in enumerate(chan.settle(5, winner=0))}})   # {t("you won; each bot pays 5", "bạn ù; mỗi máy trả 5")}
""", CHECK),
        md(t("""
More wins, each scored by the engine: the same hand won at another gate (only Tôm); a Thập thành won at
your own gate (main values added); Tám đỏ with two Lèo; Bạch định with a Tôm; and Bạch thủ won on Chi chi.
""", """
Thêm vài ván ù, điểm do bộ máy tính: cùng bài mẫu nhưng ù ở cửa người khác (chỉ còn Tôm); Thập thành ù ở cửa
mình (cộng các điểm chính); Tám đỏ kèm hai Lèo; Bạch định kèm Tôm; và Bạch thủ ù bằng Chi chi.
""")),
        code(f"""
print(chan.score(WIN, "7N", "other_gate_stock", rules=RULES))
print(chan.score("{THAP_THANH}", "4V", "own_gate_stock", rules=RULES))
print(chan.score("{TAM_DO}", "2V", "other_gate_stock", rules=RULES))
print(chan.score("{BACH_DINH}", "5N", "other_gate_stock", rules=RULES))
print(chan.score("{CHI_WIN}", "CC", "other_gate_stock", rules=RULES))
""", CHECK),
        code(f"""
chan.score("{TAM_DO}", "2V", "other_gate_stock", rules=RULES)
"""),
        md(t("""
### Deal after deal: `chan.Session`

The source plays a single deal. For a table that plays on, `chan.Session(seed, rules)` deals one deal after
another (`session.new_hand()`, then `session.record(deal)` once it is over) and keeps the **running totals**
of the payments in `session.totals`, which always add up to 0. `chan.play_session(bots, hands, seed, rules)`
lets bots play the deals.

* **▸ cardlab's choice** (the source is silent; this is the usual table custom): **the winner of a deal
  deals the next one**; after a drawn deal the same dealer deals again.
* Each deal knows who won the previous one. With `extra_traditional_bonuses=True`, a winner who also
  won the previous deal scores **Thông** (3 / 1). Thông exists only at a table and only after a win: a
  drawn deal in between breaks the run.

Six deals between bots (Player 0 is the greedy bot, the others play at random), with Thông on. After the
drawn deal 2, Player 0 deals again and wins deal 3 without Thông, then wins deals 4 and 5 with it:
""", """
### Nhiều ván liên tiếp: `chan.Session`

Trang nguồn chỉ nói về một ván. Để chơi nhiều ván ở cùng một bàn, `chan.Session(seed, rules)` chia lần lượt
từng ván (`session.new_hand()`, chơi xong thì `session.record(deal)`) và giữ **tổng cộng dồn** tiền trả
của mỗi người trong `session.totals`, tổng các số này luôn bằng 0. `chan.play_session(bots, hands, seed, rules)`
để các máy chơi các ván đó.

* **▸ cardlab chọn** (trang nguồn không nói; đây là lệ thường gặp ở bàn chơi): **người ù ván trước làm nhà
  cái ván sau**; ván hòa thì nhà cái cũ chia tiếp.
* Mỗi ván biết ai đã ù ván trước. Khi bật `extra_traditional_bonuses=True`, người ù mà cũng đã ù ván trước
  được thêm cước **Thông** (3 / 1). Thông chỉ có khi chơi nhiều ván ở một bàn và chỉ sau một ván thắng:
  một ván hòa xen giữa làm đứt chuỗi.

Sáu ván giữa các máy (Người chơi 0 là máy greedy, các máy khác đánh ngẫu nhiên), có bật Thông. Sau ván 2
hòa, Người chơi 0 chia tiếp và ù ván 3 mà không có Thông, rồi ù ván 4 và ván 5 có Thông:
""")),
        code(f"""
session = chan.play_session(hands=6, seed=3, rules=chan.Rules(extra_traditional_bonuses=True))
running = dict.fromkeys(range(session.players), 0)
for k, deal in enumerate(session.hands):
    for p, amount in deal.outcome().payments.items():
        running[p] += amount
    won = (f"{t("won by", "người ù")} {{seat_name(deal.winner)}}: {{deal.final_score}}" if deal.winner is not None
           else "{t("drawn: nobody wins", "hòa: không ai ù")}")
    print(f"{t("deal", "ván")} {{k}} · {t("dealer", "nhà cái")} {{seat_name(deal.dealer)}} · {{won}}")
    print("    {t("running totals", "cộng dồn")}:", " · ".join(f"{{seat_name(p)}} {{total:+d}}" for p, total in running.items()))
print("{t("Totals", "Tổng")}:", {{seat_name(p): total for p, total in session.totals.items()}})
""", CHECK),
        md(t("""
## 7. Every option

`chan.Rules()` is the source's game (`chan.Rules.seed()` gives the same); `chan.Rules.traditional()` turns on
the three traditional extras below. "Source" means the default is what the Tổ Tôm / Chắn page says;
"cardlab" means the page is silent or garbled there and cardlab chose.

| option | default | values and what they mean | from |
|---|---|---|---|
| `xuong_points` | `2` | points of a plain win, Ù xuông (a number, 0 or more) | source |
| `bonus_values` | the table below | `{key: (main, dịch)}`: the cước table; a partial mapping such as `{"tom": (5, 2)}` changes only those bonuses | source |
| `thap_thanh_adds_main_values` | `True` | `True`: with Thập thành, add the main values of all bonuses · `False`: score it like any other win (highest main + dịch) | source |
| `bach_thu_chi_separate_bonus` | `False` | `False`: a Bạch thủ won on Chi chi is an ordinary Bạch thủ · `True`: it is its own bonus, **Bạch thủ chi** (4 / 3) | cardlab |
| `extra_traditional_bonuses` | `False` | `False`: only the source's bonuses · `True`: two traditional ones also count: **Địa ù**, a win on the first card turned up from the stock (2 / 1), and **Thông**, the winner also won the previous deal (3 / 1; at a table `chan.Session` knows it, a single deal is told with `new_game(previous_winner=…)`, the calculator takes the `history` flag `"thong"`) | cardlab |
| `passed_faces_barred` | `True` | `True`: a face you declined as Chắn, discarded, or played from your hand into a Cạ cannot be captured by you later (the source's sentence) · `False`: no such bar | source |

The named combinations of the folk scoring tables (Hoa rơi cửa Phật, Cá lội sân đình…) are not part of
cardlab. The sizes of the game are fixed, not options: 4 copies of each face, 20 cards for the dealer,
19 for the others, 20 cards and at least 6 Chắn to win.

The keys of `bonus_values` and their defaults, read from the engine:

| key | bonus | main / dịch |
|---|---|---|
""" + _bonus_table("with"), """
## 7. Mọi tùy chọn

`chan.Rules()` là luật theo trang nguồn (`chan.Rules.seed()` cho kết quả y hệt); `chan.Rules.traditional()`
bật thêm ba cước truyền thống bên dưới. Cột "nguồn": "trang nguồn" nghĩa là mặc định theo trang Tổ Tôm /
Chắn; "cardlab" nghĩa là trang nguồn không nói hoặc viết rối ở chỗ đó và cardlab tự chọn.

| tùy chọn | mặc định | các giá trị và ý nghĩa | nguồn |
|---|---|---|---|
| `xuong_points` | `2` | điểm của ván Ù xuông (một số, từ 0 trở lên) | trang nguồn |
| `bonus_values` | bảng bên dưới | `{khóa: (điểm chính, dịch)}`: bảng cước; chỉ ghi vài cước, như `{"tom": (5, 2)}`, thì chỉ các cước đó đổi | trang nguồn |
| `thap_thanh_adds_main_values` | `True` | `True`: có Thập thành thì cộng điểm chính của mọi cước · `False`: tính như mọi ván khác (điểm chính cao nhất + dịch) | trang nguồn |
| `bach_thu_chi_separate_bonus` | `False` | `False`: Bạch thủ ù bằng Chi chi vẫn là Bạch thủ thường · `True`: thành một cước riêng, **Bạch thủ chi** (4 / 3) | cardlab |
| `extra_traditional_bonuses` | `False` | `False`: chỉ các cước của trang nguồn · `True`: tính thêm hai cước truyền thống: **Địa ù**, ù ngay lá nọc đầu tiên được lật (2 / 1), và **Thông**, người ù cũng ù ván trước (3 / 1; chơi nhiều ván thì `chan.Session` tự biết, một ván lẻ thì báo bằng `new_game(previous_winner=…)`, hàm tính nhận cờ `history` là `"thong"`) | cardlab |
| `passed_faces_barred` | `True` | `True`: lá mình đã bỏ không ăn chắn, đã đánh ra, hoặc đã đưa từ tay ra ăn cạ thì về sau mình không được ăn (theo câu của trang nguồn) · `False`: không cấm | trang nguồn |

Các cước ghép có tên trong bảng cước dân gian (Hoa rơi cửa Phật, Cá lội sân đình…) không có trong cardlab.
Kích thước ván chơi là cố định, không phải tùy chọn: mỗi loại lá 4 lá, nhà cái 20 lá, người khác 19 lá, ù
cần 20 lá và ít nhất 6 chắn.

Các khóa của `bonus_values` và giá trị mặc định, đọc từ bộ máy:

| khóa | cước | điểm chính / dịch |
|---|---|---|
""" + _bonus_table("khi bật"))),
        code("""
from dataclasses import fields

for option in fields(chan.Rules):
    if option.name != "bonus_values":
        print(f"{option.name:30} {getattr(RULES, option.name)!r}")
for key, (main, dich) in RULES.bonus_values.items():
    print(f"{key:14} {chan.BONUS_NAMES[key]:13} {main} / {dich}")
""", CHECK),
        md(t("""
Two options at work: the Chi chi win above scored as Bạch thủ chi, and a Thông counted for a player who
also won the previous deal.
""", """
Hai tùy chọn trong thực tế: ván ù bằng Chi chi ở trên được tính là Bạch thủ chi, và cước Thông cho người
cũng đã ù ván trước.
""")),
        code(f"""
print(chan.score("{CHI_WIN}", "CC", "other_gate_stock", rules=chan.Rules(bach_thu_chi_separate_bonus=True)))
print(chan.score(WIN, "7N", "own_gate_stock", history=["thong"], rules=chan.Rules(extra_traditional_bonuses=True)))
""", CHECK),
        md(t("""
## 8. Glossary

| Vietnamese | meaning |
|---|---|
| **Chắn** | a pair of identical cards; also the name of the game |
| **Cạ** | a pair of one rank in two different suits |
| **Chíu** | four identical cards; also taking the fourth out of turn while holding three |
| **què** | a lone card that pairs with nothing |
| **Vạn, Sách, Văn** | the three suits: myriads (萬), strings (索), cash (文) |
| **Chi chi** | the card with no rank and no suit (半文, "half cash") |
| **nhị, tam, tứ, ngũ, lục, thất, bát, cửu** | the ranks 2, 3, 4, 5, 6, 7, 8, 9 |
| **lá đỏ / lá đen** | red card / black card |
| **nhà cái** | the dealer |
| **nọc** | the stock |
| **cửa** | a player's gate, the spot where their discards and turned-up cards lie |
| **ăn** | to capture an exposed card with a card of your hand |
| **bốc** | to draw: turn up a stock card at your gate |
| **đánh** | to discard |
| **chết bài** | a dead hand: only draws, never captures or wins |
| **ù** | to win; **chờ** waiting, **cây chờ** the waiting cards |
| **cước** | the score of a win, and each bonus in it |
| **dịch** | a bonus's secondary value |
| **Ù xuông, Ù chì, Thiên ù, Tôm, Bạch thủ, Lèo, Thiên khai, Chíu ù, Bòn, Bạch định, Tám đỏ, Kính tứ chi, Thập thành** | the bonuses of section 6 |
""", """
## 8. Bảng từ

Bảng này giúp đọc mã và các câu giải thích tiếng Anh của cardlab, vì bộ máy dùng tên tiếng Anh cho hàm và tham số.

| tiếng Việt | trong mã của cardlab | nghĩa |
|---|---|---|
| **chắn** | `chan` | hai lá giống hệt nhau; cũng là tên trò chơi |
| **cạ** | `ca` | hai lá cùng hàng, khác chất |
| **chíu** | `chiu` | bốn lá giống nhau; cũng là việc lấy lá thứ tư ngoài lượt khi đang cầm ba lá |
| **què** | `unpaired` | lá lẻ, không ghép được |
| **Vạn, Sách, Văn** | `V`, `S`, `N` | ba chất |
| **Chi chi** | `CC` | lá không hàng, không chất (半文) |
| **nhà cái** | `dealer` | người chia bài, được 20 lá |
| **nọc** | `stock` | chồng bài úp để bốc |
| **cửa** | `gates` | chỗ trước mặt mỗi người, nơi đặt lá đánh ra và lá nọc lật lên |
| **ăn** | `chan`, `ca` (nước đi) | lấy lá vừa lộ để ghép với lá trên tay |
| **bốc** | `draw` | lật một lá nọc ở cửa mình |
| **đánh** | `discard` | đánh một lá ra |
| **chết bài** | `dead` | chỉ được bốc, không được ăn, không được ù |
| **ù** | `u`, `check_win` | thắng ván |
| **cây chờ** | `waiting_cards` | những lá làm bài 19 lá ù |
| **cước** | `score` | điểm của ván ù, và từng khoản trong đó |
| **dịch** | `(main, dịch)` | điểm phụ của một cước |
""")),
    ]


if __name__ == "__main__":
    page(REL, cells)
