"""Builds the Indian Rummy rules page, notebooks/indian_rummy/00_rules.ipynb and notebooks/vi/indian_rummy/00_rules.ipynb.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_rules.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, Tr, code, md, page  # noqa: E402

REL = "indian_rummy/00_rules.ipynb"

# The guide's worked example (An, Bình, Chi), written once for both languages.
AN_SHOW = "3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"
BINH = "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H"
CHI = "4D JK 6D 9H 9S 9C KH KD KS 2C 7S 10D QS"   # the guide gives no cards for Chi: our own heavy hand
LIGHT = "4D JK 6D 9H 9S 9C 2H 2S 2C 3C 5S 4H AD"  # no pure sequence, 65 points in all
TWO_SETS = "2C 3C 4C 5H 5D 5S 6H 6D 6S 3S 2D 8H 9C"  # one pure sequence only: 22 or 64 by loser_grouping_requirement


def cells(t: Tr) -> list:
    return [
        md(t("""
# Indian Rummy · The complete rules

This page is the whole game on one page, to read from top to bottom. Nothing needs to run: every
example below was computed by cardlab's engine when the page was built, and the cards are drawn in
place. Change `RULES` in the first code cell and run the page again (**Run ▸ Run All Cells**) to see
a house rule change the answers. That cell also defines two small helpers, `verdict` and `groups`,
which draw the engine's answers with the cards and with titles in the page's language.

**The source.** The rules follow the **Indian Rummy guide**, a Vietnamese article on 13-card Indian
Rummy with two decks, printed jokers and wild jokers. The guide itself says that details (the number
of decks, the penalties, the formats) vary from table to table. Wherever it is silent, cardlab had to
choose; each such choice is marked **▸ cardlab's choice** below and is an option of `indian_rummy.Rules`
when the other reading is common. Section 9 lists every option.

**Contents:** 1 players and cards · 2 the deal and the wild joker · 3 a turn · 4 groups: sequences and
sets · 5 the show · 6 penalty points · 7 drops and wrong shows · 8 settling, Pool and Deals ·
9 every option · 10 the words of the game
""", """
# Indian Rummy · Luật chơi đầy đủ

Trang này gói trọn luật chơi, đọc từ trên xuống dưới là đủ. Không cần chạy gì cả: mọi ví dụ bên dưới
đã được bộ máy luật của cardlab tính sẵn khi dựng trang, các lá bài được vẽ ngay trong trang. Muốn
thử luật riêng của bàn mình, hãy đổi `RULES` ở ô mã đầu tiên rồi chạy lại cả trang
(**Run ▸ Run All Cells**) để xem câu trả lời thay đổi ra sao. Ô đó cũng định nghĩa hai hàm nhỏ, `verdict`
và `groups`, để vẽ câu trả lời của bộ máy kèm các lá bài và tiêu đề tiếng Việt.

**Nguồn.** Luật ở đây theo **bài hướng dẫn Indian Rummy** (the Indian Rummy guide), một bài viết tiếng
Việt về Indian Rummy 13 lá, chơi bằng hai bộ bài có joker in hình và joker chỉ định. Chính bài viết
cũng nói nhiều chi tiết (số bộ bài, mức phạt, hình thức chơi) mỗi nơi một kiểu. Chỗ nào bài hướng dẫn
không nói, cardlab phải tự chọn; mỗi lựa chọn như vậy được đánh dấu **▸ cardlab chọn** bên dưới, và nếu
cách chơi khác cũng phổ biến thì nó là một tùy chọn của `indian_rummy.Rules`. Mục 9 liệt kê mọi tùy chọn.

**Nội dung:** 1 người chơi và lá bài · 2 chia bài và joker chỉ định · 3 một lượt · 4 nhóm bài: dãy và
bộ cùng số · 5 khai bài · 6 điểm phạt · 7 bỏ cuộc và khai sai · 8 tính tiền, Pool và Deals ·
9 mọi tùy chọn · 10 từ vựng của trò chơi
""")),
        code(f"""
import cardlab
from cardlab import indian_rummy as ir
from cardlab.render import banner, cards_row
from IPython.display import HTML

cardlab.set_language("{t.lang}")
RULES = ir.Rules()   # {t("the guide's game; change an option here and run the page again",
                           "luật theo bài hướng dẫn; đổi một tùy chọn ở đây rồi chạy lại trang")}
NAMES = {{"pure_sequence": "{t("pure sequence", "dãy thuần")}", "impure_sequence": "{t("impure sequence", "dãy có joker")}",
         "set": "{t("set", "bộ cùng số")}", "valid_show": "{t("valid show", "khai hợp lệ")}", "wrong_show": "{t("wrong show", "khai sai")}",
         "loose": "{t("loose cards", "lá lẻ")}", "discard": "{t("discard", "đánh ra")}"}}


def verdict(answer, cards=None):
    \"\"\"{t("Cards (if given), then the engine's ✔/✘ answer titled in this page's language.",
              "Vẽ các lá (nếu có), rồi câu trả lời ✔/✘ của bộ máy, tiêu đề bằng ngôn ngữ của trang.")}\"\"\"
    row = f"<div>{{cards_row(cardlab.parse_cards(cards))}}</div>" if cards else ""
    return HTML(row + banner(answer.ok, NAMES.get(answer.kind, ""), [reason.text() for reason in answer.reasons]))


def groups(best):
    \"\"\"{t("An arrangement: each group named, loose cards in red, then the penalty.",
              "Một cách xếp: tên từng nhóm, lá lẻ viền đỏ, rồi điểm phạt.")}\"\"\"
    parts = [(NAMES[kind], cards_row(group, "meld")) for group, kind in zip(best.groups, best.kinds)]
    if best.deadwood:
        parts.append((f"{{NAMES['loose']}} · {{best.points}}", cards_row(best.deadwood, "deadwood")))
    if best.discard is not None:
        parts.insert(0, (NAMES["discard"], cards_row([best.discard])))
    boxes = "".join(f'<div style="display:inline-block;margin:0 14px 6px 0"><b>{{name}}</b><br>{{row}}</div>'
                    for name, row in parts)
    return HTML(boxes + banner(best.valid_declaration or None, "", [reason.text() for reason in best.verdict.reasons]))
"""),
        md(t("""
## 1. Players and cards

* **2 to 6 players**, each dealt **13 cards**.
* **Two ordinary 52-card decks and 2 printed jokers**: 106 cards. So every card except the jokers
  exists twice (two 9♥), which matters for sets (section 4).
* A card is written rank then suit: `AS` is A♠, `10H` is 10♥, `QD` Q♦, `7C` 7♣, `JK` a printed joker.

**What a card costs.** At the end of a deal the losers count *penalty points* for the cards they could
not group: A, K, Q and J are worth **10**, the cards 2 to 10 their **face value**, and jokers (printed
and wild) **0**.
""", """
## 1. Người chơi và lá bài

* **Từ 2 đến 6 người chơi**, mỗi người được chia **13 lá**.
* **Hai bộ bài Tây 52 lá và 2 lá joker in hình**: 106 lá. Vì vậy mỗi lá (trừ joker) có hai bản, chẳng
  hạn hai lá 9♥; điều này quan trọng với bộ cùng số (mục 4).
* Một lá được viết bằng số rồi đến chất: `AS` là A♠ (bích), `10H` là 10♥ (cơ), `QD` là Q♦ (rô), `7C` là
  7♣ (chuồn), `JK` là joker in hình.

**Giá trị từng lá.** Cuối ván, người thua bị tính *điểm phạt* cho những lá không xếp được vào nhóm:
A, K, Q, J mỗi lá **10 điểm**, các lá từ 2 đến 10 tính **đúng số trên lá**, joker (in hình và chỉ định)
tính **0 điểm**.
""")),
        code(f"""
print(len(RULES.deck), "{t("cards", "lá")}")
hearts = cardlab.parse_cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK")
print("  ".join(f"{{card.pretty}}={{ir.card_points(card, rules=RULES)}}" for card in hearts))
hearts
""", CHECK),
        md(t("""
## 2. The deal and the wild joker

1. Each player gets 13 cards, face down.
2. One card is cut from the stock and laid face up: the **indicator**. Every card of its rank, in all
   four suits, is a **wild joker** for this deal. If the indicator is a 5, all fives are wild.
   If a printed joker is cut, the **Aces** are wild (`printed_joker_indicator_makes_aces_wild`).
3. One card is turned face up to start the **discard pile**; the rest is the face-down **stock**.

So there are two kinds of joker: the **printed joker** (★, always wild) and the **wild joker** (the
indicator's rank, wild for this deal only). Both can stand in for any missing card.

▸ **cardlab's choice** (the guide says "ask before you play" about who deals next): the first deal
is opened by seat 0, and each new deal of a Pool or Deals match by the next seat still in the game.
The indicator stays out of play.
""", """
## 2. Chia bài và joker chỉ định

1. Mỗi người được chia 13 lá úp.
2. Lật một lá từ nọc để ngửa ra: đó là **lá chỉ định**. Mọi lá cùng số với lá này, ở cả bốn chất, trở
   thành **joker chỉ định** trong ván. Lá chỉ định là 5 thì mọi lá 5 đều là joker. Nếu lật trúng joker
   in hình thì các lá **A** thành joker (`printed_joker_indicator_makes_aces_wild`).
3. Lật thêm một lá ngửa để mở **chồng bài bỏ**; phần còn lại úp xuống làm **nọc**.

Như vậy có hai loại joker: **joker in hình** (★, luôn là joker) và **joker chỉ định** (các lá cùng số
với lá chỉ định, chỉ là joker trong ván đó). Cả hai đều thay được cho bất kỳ lá nào còn thiếu.

▸ **cardlab chọn** (bài hướng dẫn chỉ khuyên "hỏi trước" ai chia và ai đi đầu ván sau): ván đầu do ghế
0 đi trước, mỗi ván mới của một trận Pool hay Deals do ghế kế tiếp còn trong cuộc đi trước. Lá chỉ
định nằm ngoài cuộc chơi.
""")),
        code(f"""
game = ir.new_game(seed=7, rules=RULES, players=3)
print("{t("Indicator", "Lá chỉ định")}:", game.indicator.pretty, "→ {t("wild rank", "joker chỉ định là các lá")}", game.wild)
print("{t("Cards in hand", "Số lá trên tay")}:", [len(hand) for hand in game.hands],
      "· {t("stock", "nọc")}:", len(game.stock), "· {t("discard pile", "chồng bài bỏ")}:", game.discards[-1].pretty)
print("{t("If a printed joker is cut, the wild rank is", "Nếu lá chỉ định là joker in hình, joker chỉ định là các lá")}",
      ir.wild_rank("JK", RULES))
cardlab.Hand(game.hands[0])
""", CHECK),
        md(t("""
Player 0's 13 cards above: the indicator is 4♦, so in this deal every 4 is wild, and the 4♠ and 4♥ in
this hand are jokers.

## 3. A turn

Play goes round the table. On your turn:

1. **Draw** one card: the top card of the stock, or the top card of the discard pile. You now hold
   **14 cards** — only for a moment.
2. **Discard** one card face up onto the discard pile, back to 13. Or, if your 14 cards are ready,
   **show** (section 5): the 14th card goes face down and you lay out the other 13.

Instead of drawing, at the start of your turn you may **drop** — give up the deal for a fixed penalty
(section 7).

The guide's example: you hold 6♥ and 7♥ and the open card is 8♥. Take it to complete 6♥ 7♥ 8♥ — but you
still have to discard one card, so look at the whole hand before you choose. Here the engine picks the
discard for a hand just after taking the 8♥:
""", """
Trên đây là 13 lá của người chơi 0: lá chỉ định là 4♦, nên ván này mọi lá 4 đều là joker, và hai lá 4♠,
4♥ trên tay là joker.

## 3. Một lượt

Lượt đi vòng quanh bàn. Đến lượt mình, bạn:

1. **Bốc** (rút) một lá: lá trên cùng của nọc, hoặc lá trên cùng của chồng bài bỏ. Lúc này bạn cầm
   **14 lá**, nhưng chỉ là tạm thời.
2. **Đánh** một lá ngửa lên chồng bài bỏ để trở về 13 lá. Hoặc nếu 14 lá đã đủ thì **khai bài** (mục 5):
   úp lá thứ 14 xuống và bày 13 lá còn lại.

Thay vì bốc, ngay đầu lượt bạn có thể **bỏ cuộc**: rời ván và chịu một mức phạt cố định (mục 7).

Ví dụ trong bài hướng dẫn: bạn có 6♥ và 7♥, lá ngửa là 8♥. Lấy lá đó là đủ dãy 6♥ 7♥ 8♥, nhưng vẫn phải
đánh ra một lá khác, nên hãy xem cả bài rồi mới chọn. Dưới đây bộ máy chọn lá nên đánh cho một bài vừa
lấy lá 8♥:
""")),
        code("""
groups(ir.arrange("6H 7H 8H 2C 2D 2S 9S 10S JS QD KD 3C 5D 5C", rules=RULES))
"""),
        md(t("""
Best discard K♦; the loose cards left (framed in red) would cost 23 points if someone showed now.

The guide is silent on two points that many apps make stricter. The defaults keep the freer reading,
and each stricter rule is an option:

* a joker lying on the discard pile may be taken like any card. With `discarded_joker_pickable=False`,
  a joker (printed or wild) that a player discarded cannot be taken; the card that opened the pile still
  may be;
* the card you just took from the pile may be discarded again in the same turn. With
  `discard_taken_card=False` it can be neither discarded nor put face down to show in that turn, and
  neither can a second copy of it, since the two copies cannot be told apart.

▸ **cardlab's choice**: when the stock runs out, the discard pile except its top card is shuffled into a
new stock (`max_reshuffles`).
""", """
Nên đánh K♦; các lá lẻ còn lại (khung đỏ) sẽ bị tính 23 điểm nếu có người khai ngay lúc này.

Có hai điểm bài hướng dẫn không nói, còn nhiều ứng dụng thì chơi chặt hơn. Mặc định giữ cách chơi thoáng,
còn mỗi luật chặt hơn là một tùy chọn:

* joker nằm trên chồng bài bỏ vẫn được lấy như mọi lá khác. Với `discarded_joker_pickable=False`, lá
  joker (in hình hay chỉ định) do một người chơi đánh ra thì không ai được lấy; riêng lá lật lên để mở
  chồng bài bỏ thì vẫn lấy được;
* lá vừa lấy từ chồng bài bỏ được đánh lại ngay trong lượt đó. Với `discard_taken_card=False`, trong
  lượt đó bạn không được đánh lá ấy, cũng không được úp nó xuống khi khai bài; lá thứ hai giống hệt nó
  cũng vậy, vì hai lá cùng số cùng chất không phân biệt được.

▸ **cardlab chọn**: khi nọc hết, chồng bài bỏ (trừ lá trên cùng) được xáo lại làm nọc mới
(`max_reshuffles`).
""")),
        md(t("""
## 4. Groups: sequences and sets

A hand is played in **groups**. There are two kinds, and a card belongs to one group only.

**Sequence** — 3 or more consecutive cards **of one suit**. An Ace is low in A-2-3 and high in Q-K-A, but
a sequence never turns the corner: K-A-2 is not a sequence. Check the suit, not the colour: 5♥ 6♦ 7♥ is
red but not one suit.

* A **pure sequence** uses no joker: 4♣ 5♣ 6♣. A wild-joker card standing in **its own natural place**
  is an ordinary card: with fives wild, the real 4♣ 5♣ 6♣ is still pure.
* An **impure sequence** has a joker standing in for a missing card: 4♣ ★ 6♣, or with fives wild
  4♣ 5♦ 6♣ (the 5♦ plays the 5♣).
""", """
## 4. Nhóm bài: dãy và bộ cùng số

Bài được xếp thành **nhóm**. Có hai loại nhóm, và mỗi lá chỉ được nằm trong một nhóm.

**Dãy** (cũng gọi là sảnh) là 3 lá liên tiếp trở lên **cùng chất**. Lá A đứng thấp trong A-2-3 hoặc
đứng cao trong Q-K-A, nhưng không nối vòng: K-A-2 không phải dãy. Hãy xem chất chứ đừng xem màu:
5♥ 6♦ 7♥ cùng màu đỏ nhưng không cùng chất.

* **Dãy thuần** không dùng joker nào: 4♣ 5♣ 6♣. Lá joker chỉ định nằm **đúng vị trí tự nhiên** của nó
  thì vẫn là lá thường: nếu các lá 5 là joker, dãy 4♣ 5♣ 6♣ thật vẫn là dãy thuần.
* **Dãy có joker** có một joker thay cho lá còn thiếu: 4♣ ★ 6♣, hoặc khi các lá 5 là joker thì
  4♣ 5♦ 6♣ (lá 5♦ đóng vai 5♣).
""")),
        code("""
for cards in ["4C 5C 6C", "4C JK 6C", "QS KS AS", "KS AS 2S"]:
    display(verdict(ir.check_meld(cards, rules=RULES), cards))
"""),
        code(f"""
# {t("fives are wild in this deal", "ván này các lá 5 là joker chỉ định")}
for cards in ["4C 5C 6C", "4C 5D 6C"]:
    display(verdict(ir.check_meld(cards, wild_rank="5", rules=RULES), cards))
"""),
        md(t("""
**Set** — 3 or 4 cards of one rank in **different suits** (`set_max_size`, 4): 9♥ 9♦ 9♠. With two decks
you may hold two 9♥, but they are the same suit, so 9♥ 9♥ 9♠ is not a set. A joker may complete a set,
7♥ 7♦ ★ (`joker_in_set_allowed`).

▸ **cardlab's choices** where the guide is silent: a group made only of jokers is no group, but one
natural card anchors it (7♠ ★ ★ is a group); wild-rank cards keep their own rank, so 5♠ 5♥ 5♦ with
fives wild is a set; a group that reads both as a sequence and as a set counts as a sequence, because
that is what a show needs.
""", """
**Bộ cùng số** là 3 hoặc 4 lá cùng số nhưng **khác chất** (`set_max_size`, 4): 9♥ 9♦ 9♠. Chơi hai bộ bài
nên bạn có thể cầm hai lá 9♥, nhưng hai lá đó cùng một chất, nên 9♥ 9♥ 9♠ không phải bộ. Joker có thể
thay lá còn thiếu trong bộ, như 7♥ 7♦ ★ (`joker_in_set_allowed`).

▸ **cardlab chọn** ở những chỗ bài hướng dẫn không nói: nhóm chỉ toàn joker không phải là nhóm, nhưng chỉ
cần một lá thật là đủ làm chỗ dựa (7♠ ★ ★ là một nhóm); lá joker chỉ định vẫn giữ số của nó, nên khi
các lá 5 là joker thì 5♠ 5♥ 5♦ vẫn là bộ; nhóm đọc được cả là dãy lẫn là bộ thì được tính là dãy, vì khi
khai bài cần dãy.
""")),
        code("""
for cards in ["9H 9D 9S", "9H 9H 9S", "7H 7D JK", "7S JK JK"]:
    display(verdict(ir.check_meld(cards, rules=RULES), cards))
"""),
        md(t("""
**One card, one group.** Holding 7♦ 8♦ 9♦ and the nines 9♦ 9♥ 9♠, the 9♦ cannot serve both: if it goes
into the sequence, the set of nines has only two cards left. You choose one grouping for the whole hand;
`ir.arrange` finds the best one.

## 5. The show (declaration)

When your 14 cards are ready, discard the 14th card **face down** and **show** the other 13. A show is
valid only if all four conditions hold:

1. exactly 13 cards, each in one group;
2. every group is valid (a sequence or a set);
3. **at least two sequences**;
4. **at least one of them pure**.

The guide's worked example: An draws K♣, sees the hand is complete, puts K♣ face down and shows
3♥ 4♥ 5♥ | 8♠ joker 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣ — one pure sequence, one impure sequence and two sets,
3 + 4 + 3 + 3 = 13 cards. A valid show: An wins the deal and scores 0.
""", """
**Mỗi lá một nhóm.** Bạn có 7♦ 8♦ 9♦ và ba lá 9 là 9♦ 9♥ 9♠: lá 9♦ không thể dùng cho cả hai. Nếu đưa 9♦
vào dãy thì bộ 9 chỉ còn hai lá. Bạn phải chọn một cách xếp cho cả bài; `ir.arrange` tìm cách xếp tốt nhất.

## 5. Khai bài

Khi 14 lá đã sẵn sàng, bạn úp lá thứ 14 xuống và **khai** 13 lá còn lại. Khai hợp lệ khi đủ cả bốn điều:

1. đúng 13 lá, mỗi lá nằm trong một nhóm;
2. mọi nhóm đều hợp lệ (dãy hoặc bộ cùng số);
3. **có ít nhất hai dãy**;
4. **trong đó có ít nhất một dãy thuần**.

Ván mẫu trong bài hướng dẫn: An bốc được K♣, thấy bài đã đủ, úp K♣ xuống và khai
3♥ 4♥ 5♥ | 8♠ joker 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣: một dãy thuần, một dãy có joker và hai bộ cùng số,
3 + 4 + 3 + 3 = 13 lá. Khai hợp lệ: An thắng ván và được 0 điểm phạt.
""")),
        code(f"""
AN = "{AN_SHOW}"
verdict(ir.check_declaration(AN, rules=RULES), AN.replace("|", " "))
"""),
        md(t("""
The two wrong shows the guide warns about: 13 cards all in sets but **no sequence**; and two sequences
that **both need a joker**. One failed condition is enough: the whole show is wrong.
""", """
Hai kiểu khai sai mà bài hướng dẫn cảnh báo: 13 lá xếp kín toàn bộ cùng số nhưng **không có dãy nào**;
và có hai dãy nhưng **cả hai đều nhờ joker**. Chỉ cần sai một điều là cả lần khai bị tính là khai sai.
""")),
        code("""
for show in ["2H 2D 2S | 5H 5D 5C | 9S 9H 9C | KH KD KS KC",
             "4C JK 6C | 8S 9S JK | QH QD QC | 6H 6S 6D 6C"]:
    display(verdict(ir.check_declaration(show, rules=RULES), show.replace("|", " ")))
"""),
        md(t("""
**A show is judged as it is grouped** (`show_grouping="player"`, the default), as on a real table: the
player lays the 13 cards out in groups, and those groups are checked. So a hand that *could* be grouped
validly but is laid out badly is a **wrong show**. Below are An's 13 cards twice: first grouped as in the
guide, then with the 6♥ moved to the end of 3♥ 4♥ 5♥. The sequence 3♥ 4♥ 5♥ 6♥ is fine, but 6♠ 6♣ is
left as a group of two. `hand=` makes the engine check that the groups use exactly the cards held.
""", """
**Khai bài được xét đúng theo cách đã xếp nhóm** (`show_grouping="player"`, mặc định), như ở bàn thật:
người chơi bày 13 lá thành từng nhóm, và chính các nhóm đó được kiểm tra. Vì vậy một bài *có thể* xếp
hợp lệ nhưng bị xếp sai vẫn là **khai sai**. Dưới đây là 13 lá của An, bày hai lần: lần đầu xếp như bài
hướng dẫn, lần sau chuyển lá 6♥ sang cuối dãy 3♥ 4♥ 5♥. Dãy 3♥ 4♥ 5♥ 6♥ vẫn đúng, nhưng 6♠ 6♣ bị bỏ lại
thành một nhóm chỉ có hai lá. Tham số `hand=` bảo bộ máy kiểm tra xem các nhóm có dùng đúng những lá
đang cầm hay không.
""")),
        code(f"""
def laid_out(show):
    \"\"\"{t("The groups of a show, side by side, as the player laid them out.",
              "Các nhóm của một lần khai, đặt cạnh nhau, đúng như người chơi đã bày.")}\"\"\"
    return HTML("".join(f'<div style="display:inline-block;margin:0 14px 6px 0">{{cards_row(cardlab.parse_cards(group))}}</div>'
                        for group in show.split("|")))


AN_CARDS = AN.replace("|", " ")
BADLY = "3H 4H 5H 6H | 8S JK 10S JS | QH QD QC | 6S 6C"   # {t("the same 13 cards, grouped badly",
                                                            "cũng 13 lá ấy, xếp sai")}
for show in [AN, BADLY]:
    display(laid_out(show), verdict(ir.check_declaration(show, hand=AN_CARDS, rules=RULES)))
"""),
        md(t("""
In a game, `ir.show_action(player, card, groups)` makes a show that carries its grouping, and the game
judges it as grouped.

▸ **cardlab's choices**: a show made without a grouping (the plain show among `legal_actions()`, which
the bots use) is grouped by the engine in the best way. With `show_grouping="best"` every show is judged
by the engine's best grouping, so the badly grouped show above would win: a show is then wrong only when
no grouping of the 13 cards is valid.

## 6. Penalty points

The winner scores **0**. Every other player still in the deal groups their cards as well as they can
and counts penalty points:

* a loser **with a pure sequence** counts only the cards outside valid groups
  (`loser_grouping_requirement="pure_sequence"`);
* a loser **with no pure sequence** counts **every card** (`no_pure_sequence_penalty="sum_capped"`);
* the penalty never exceeds **80** (`max_penalty`).

The guide's example goes on: Bình holds the pure sequence 7♣ 8♣ 9♣, three fives and three jacks, and
K♠ 9♦ 4♠ 2♥ fit nowhere: 10 + 9 + 4 + 2 = **25**.
""", """
Khi chơi, `ir.show_action(player, card, groups)` tạo một nước khai bài mang theo cách xếp nhóm, và ván
chơi xét nó đúng theo cách xếp ấy.

▸ **cardlab chọn**: nước khai bài không kèm cách xếp (nước khai có sẵn trong `legal_actions()`, máy dùng
nước này) được bộ máy xếp giúp theo cách tốt nhất. Với `show_grouping="best"`, mọi lần khai đều được xét
theo cách xếp tốt nhất của bộ máy, nên lần khai xếp sai ở trên vẫn thắng: khi đó chỉ khai sai nếu 13 lá
không có cách xếp hợp lệ nào.

## 6. Điểm phạt

Người thắng được **0 điểm**. Mỗi người còn lại trong ván xếp bài tốt nhất có thể rồi tính điểm phạt:

* người thua **có dãy thuần** chỉ bị tính các lá nằm ngoài nhóm hợp lệ
  (`loser_grouping_requirement="pure_sequence"`);
* người thua **không có dãy thuần** bị tính **toàn bộ bài** (`no_pure_sequence_penalty="sum_capped"`);
* điểm phạt không vượt quá **80** (`max_penalty`).

Tiếp ván mẫu của bài hướng dẫn: Bình có dãy thuần 7♣ 8♣ 9♣, ba lá 5, ba lá J, còn K♠ 9♦ 4♠ 2♥ không vào
nhóm nào: 10 + 9 + 4 + 2 = **25** điểm.
""")),
        code(f"""
BINH = "{BINH}"
groups(ir.arrange(BINH, rules=RULES))
"""),
        md(t("""
Chi has no pure sequence, so all of Chi's cards count, capped at 80: Chi pays 80 "although the hand is
not really that heavy", as the guide puts it. The guide does not show Chi's cards; here is a hand of
our own with no pure sequence. Its best grouping leaves only 29 points loose, but without a pure
sequence that does not help: all 13 cards count, 96, capped at 80.
""", """
Chi không có dãy thuần nào nên toàn bộ bài của Chi bị tính điểm, tối đa 80: như bài hướng dẫn viết, Chi
bị phạt 80 điểm "dù bài thật ra không nặng đến vậy". Bài hướng dẫn không cho biết bài của Chi; dưới đây là
một bài tự chọn không có dãy thuần. Cách xếp tốt nhất chỉ còn 29 điểm lá lẻ, nhưng thiếu dãy thuần thì
chẳng giúp gì: cả 13 lá đều bị tính, 96 điểm, giới hạn ở 80.
""")),
        code(f"""
CHI = "{CHI}"
groups(ir.arrange(CHI, rules=RULES))
"""),
        md(t("""
A house rule makes a light hand with no pure sequence dearer: with
`no_pure_sequence_penalty="fixed_max"` such a loser pays the maximum at once (below: 65 points of
cards, penalty 80).
""", """
Một luật riêng khiến bài nhẹ mà không có dãy thuần bị phạt nặng hơn: với
`no_pure_sequence_penalty="fixed_max"`, người thua như vậy bị phạt ngay mức tối đa (dưới đây: bài cộng
lại 65 điểm, vẫn bị phạt 80).
""")),
        code(f"""
LIGHT = "{LIGHT}"
print(ir.explain_penalty(LIGHT, rules=RULES))
print(ir.explain_penalty(LIGHT, rules=ir.Rules(no_pure_sequence_penalty="fixed_max")))
""", CHECK),
        md(t("""
**What must a loser hold for only the loose cards to count?** The guide's example answers: a pure
sequence (`loser_grouping_requirement="pure_sequence"`, the default), and Bình pays 25. Most apps ask a
loser for what a show needs, **two sequences, one of them pure** (`"two_sequences_one_pure"`). Bình has
one sequence only, so every card counts: 94 points, capped at 80. A second hand shows the difference
without the cap: 2♣ 3♣ 4♣ · 5♥ 5♦ 5♠ · 6♥ 6♦ 6♠ with 3♠ 2♦ 8♥ 9♣ loose pays 22 under the first value and
64 (every card) under the second, because its only sequence is 2♣ 3♣ 4♣. The engine computes both
values side by side:
""", """
**Người thua phải có gì thì chỉ bị tính các lá lẻ?** Ván mẫu của bài hướng dẫn trả lời: một dãy thuần
(`loser_grouping_requirement="pure_sequence"`, mặc định), và Bình bị phạt 25. Phần lớn ứng dụng đòi người
thua có đủ điều kiện như khi khai bài, **hai dãy, trong đó một dãy thuần** (`"two_sequences_one_pure"`).
Bình chỉ có một dãy nên toàn bộ bài bị tính: 94 điểm, giới hạn ở 80. Một bài thứ hai cho thấy sự khác
biệt mà không bị mức tối đa che mất: 2♣ 3♣ 4♣ · 5♥ 5♦ 5♠ · 6♥ 6♦ 6♠, lẻ 3♠ 2♦ 8♥ 9♣, bị phạt 22 điểm theo
giá trị thứ nhất và 64 điểm (toàn bộ bài) theo giá trị thứ hai, vì dãy duy nhất của nó là 2♣ 3♣ 4♣. Bộ
máy tính cả hai giá trị, đặt cạnh nhau:
""")),
        code(f"""
from dataclasses import replace
from html import escape

LOSERS = {{"Bình": BINH, "{t("our hand", "bài tự chọn")}": "{TWO_SETS}"}}
header = "".join(f"<th><code>{{value}}</code></th>" for value in ir.GROUPING_REQUIREMENTS)
rows = ""
for name, hand in LOSERS.items():
    row = f"<td style='text-align:left'><b>{{name}}</b><br>{{cards_row(cardlab.parse_cards(hand))}}</td>"
    for value in ir.GROUPING_REQUIREMENTS:
        answer = ir.explain_penalty(hand, rules=replace(RULES, loser_grouping_requirement=value))
        row += (f'<td style="text-align:center;max-width:260px"><b style="font-size:1.6em">{{answer.points}}</b>'
                f"<br>{{escape(str(answer))}}</td>")
    rows += f"<tr>{{row}}</tr>"
HTML(f"<table><tr><th></th>{{header}}</tr>{{rows}}</table>")
"""),
        md(t("""
## 7. Drops and wrong shows

Penalties of the common Points Rummy, as the guide gives them:

| what happens | penalty | option |
|---|---|---|
| **first drop**: giving up at your first turn, before drawing | 20 (Pool 201: 25) | `first_drop` |
| **middle drop**: giving up later in the deal, at the start of a turn | 40 (Pool 201: 50) | `middle_drop` |
| **wrong show** | 80 | `wrong_show` |
| the most a deal can cost | 80 | `max_penalty` |

Pool 201 charges more for a drop, 25 and 50, as the apps do; the game does this by itself.
`first_drop` and `middle_drop` are left at `None`, meaning "the format's points"; a number there charges
that number in every format. With `drop_in_two_player_deals=False`, as in some apps, nobody may drop at a
two-player table in the Deals format.

▸ **cardlab's choice** where the guide is silent: after a wrong show the player pays 80 and is out of the
deal, and the others play on (`after_wrong_show="play_on"`); with `"deal_ends"` the deal stops at once
and the other players share those points.
""", """
## 7. Bỏ cuộc và khai sai

Các mức phạt của hình thức Points Rummy phổ biến, theo bài hướng dẫn:

| trường hợp | điểm phạt | tùy chọn |
|---|---|---|
| **bỏ cuộc ở lượt đầu**, trước lần bốc đầu tiên | 20 (Pool 201: 25) | `first_drop` |
| **bỏ cuộc giữa ván**, vào đầu một lượt sau đó | 40 (Pool 201: 50) | `middle_drop` |
| **khai sai** | 80 | `wrong_show` |
| mức phạt tối đa của một ván | 80 | `max_penalty` |

Ở Pool 201, bỏ cuộc bị phạt nặng hơn, 25 và 50, như các ứng dụng vẫn làm; trò chơi tự áp dụng mức này.
`first_drop` và `middle_drop` để `None`, nghĩa là "theo hình thức chơi"; đặt một con số thì mọi hình thức
đều phạt đúng số đó. Với `drop_in_two_player_deals=False`, như ở một số ứng dụng, bàn hai người chơi theo
hình thức Deals không ai được bỏ cuộc.

▸ **cardlab chọn** ở chỗ bài hướng dẫn không nói: khai sai thì người đó chịu 80 điểm và rời ván, những
người khác chơi tiếp (`after_wrong_show="play_on"`); với `"deal_ends"` ván dừng ngay và những người còn
lại chia nhau số điểm đó.
""")),
        code(f"""
print("{t("first drop", "bỏ cuộc ở lượt đầu")}:", ir.drop_penalty(first=True, rules=RULES))
print("{t("middle drop", "bỏ cuộc giữa ván")}:", ir.drop_penalty(first=False, rules=RULES))
print("{t("wrong show", "khai sai")}:", ir.wrong_show_penalty(rules=RULES))
POOL_201 = ir.Rules.pool(201)
print("Pool 201 · {t("first drop", "bỏ cuộc ở lượt đầu")}:", ir.drop_penalty(first=True, rules=POOL_201),
      "· {t("middle drop", "bỏ cuộc giữa ván")}:", ir.drop_penalty(first=False, rules=POOL_201))
""", CHECK),
        md(t("""
## 8. Settling, Pool and Deals

**Points** (`format="points"`, the default): one deal; every loser pays their penalty points to the
winner. In the guide's example An wins, Bình pays 25 and Chi 80 (players 0, 1, 2):
""", """
## 8. Tính tiền, Pool và Deals

**Points** (`format="points"`, mặc định): chơi một ván; mỗi người thua trả số điểm phạt của mình cho người
thắng. Trong ván mẫu An thắng, Bình trả 25, Chi trả 80 (người chơi 0, 1, 2):
""")),
        code("""
ir.settle_deal(0, {1: 25, 2: 80}, rules=RULES)
"""),
        md(t("""
The guide names the other formats only: "Pool or Deals add up points over several deals and have their
own elimination limits". **▸ cardlab's choices** for how they run:

* **Pool** (`format="pool101"` or `"pool201"`): deals go on; each player's penalty points add up, and a
  player reaching 101 (201) points is eliminated. The last player left wins the pool. Pool 201 charges
  drops of 25 / 50 (section 7).
* **Deals** (`format="deals"`): a fixed number of deals (`deals`, 2). Everyone starts with
  `deals × max_penalty` chips and each deal's payments move chips; the most chips wins (a tie gets up to
  three extra deals, then the lower seat wins). With `drop_in_two_player_deals=False` two players may not
  drop.
* If the stock runs out and may not be reshuffled again (`max_reshuffles`), the deal ends with no winner.
""", """
Bài hướng dẫn chỉ nêu tên các hình thức khác: "Pool hay Deals còn có cách cộng điểm qua nhiều ván và
giới hạn loại riêng". **▸ cardlab chọn** cách chơi cụ thể:

* **Pool** (`format="pool101"` hoặc `"pool201"`): chơi nhiều ván; điểm phạt của mỗi người được cộng dồn,
  ai chạm 101 (201) điểm thì bị loại. Người cuối cùng còn lại thắng cả pool. Pool 201 phạt bỏ cuộc
  25 / 50 (mục 7).
* **Deals** (`format="deals"`): chơi một số ván cố định (`deals`, 2). Mỗi người bắt đầu với
  `deals × max_penalty` chip, tiền trả của mỗi ván chuyển chip giữa mọi người; ai nhiều chip nhất thì
  thắng (nếu hòa thì đánh thêm tối đa ba ván, sau đó người ngồi ghế số nhỏ hơn thắng). Với
  `drop_in_two_player_deals=False`, hai người chơi không được bỏ cuộc.
* Nếu nọc hết mà không được xáo lại nữa (`max_reshuffles`), ván kết thúc không ai thắng.
""")),
        md(t("""
## 9. Every option

`ir.Rules()` is the guide's game. Each option can be changed, e.g. `ir.Rules(joker_in_set_allowed=False)`;
`ir.Rules.pool(201)` and `ir.Rules.deals_format(3)` are short forms for the formats. "Guide" means the
option's default is what the Indian Rummy guide says; "cardlab" means the guide is silent and cardlab chose;
"apps" means a rule many apps play, which the guide does not mention (the default keeps the guide's game).

| option | default | values and what they mean | from |
|---|---|---|---|
| `decks` | `2` | ordinary 52-card decks in play (1–4) | guide |
| `printed_jokers` | `2` | printed jokers in play (0–6) | guide |
| `printed_joker_indicator_makes_aces_wild` | `True` | `True`: a printed joker cut as indicator makes the Aces wild · `False`: then no rank is wild (printed jokers stay wild) | cardlab |
| `joker_in_set_allowed` | `True` | `True`: a joker may complete a set · `False`: sets are natural cards only | guide ("if the rules allow") |
| `set_max_size` | `4` | the largest set (3 or more); 4 = one card per suit | guide |
| `loser_grouping_requirement` | `pure_sequence` | `"pure_sequence"`: a loser with a pure sequence counts only loose cards · `"two_sequences_one_pure"`: only with two sequences, one pure; otherwise every card counts | guide (Bình = 25) |
| `no_pure_sequence_penalty` | `sum_capped` | `"sum_capped"`: with no pure sequence every card counts, up to `max_penalty` · `"fixed_max"`: `max_penalty` at once | guide (Chi = 80) |
| `max_penalty` | `80` | the most a loser pays for one deal | guide |
| `first_drop` | `None` | dropping before your first draw · `None`: the format's points, 20 (Pool 201: 25) · a number: that many points in every format | guide (20); Pool 201: apps |
| `middle_drop` | `None` | dropping later in the deal · `None`: the format's points, 40 (Pool 201: 50) · a number: that many points in every format | guide (40); Pool 201: apps |
| `wrong_show` | `80` | penalty of a wrong show | guide |
| `format` | `points` | `"points"`: one deal · `"pool101"` / `"pool201"`: eliminated at 101 / 201 points · `"deals"`: a fixed number of deals with chips | guide names them; how they run: cardlab |
| `after_wrong_show` | `play_on` | `"play_on"`: the player who showed wrongly is out, the others go on · `"deal_ends"`: the deal ends, the others share the points | cardlab |
| `deals` | `2` | number of deals in the Deals format (1–100) | cardlab |
| `max_reshuffles` | `None` | `None`: the discard pile is reshuffled into a new stock every time the stock runs out · a number: after that many reshuffles an empty stock ends the deal with no winner | cardlab |
| `ace_points` | `10` | penalty points of an Ace | guide |
| `court_points` | `10` | penalty points of J, Q, K | guide |
| `joker_points` | `0` | penalty points of printed and wild jokers | guide |
| `hand_size` | `13` | cards dealt to each player (7–13); a show is all of them | guide |
| `discarded_joker_pickable` | `True` | `True`: a joker on the discard pile may be taken · `False`: a joker (printed or wild) discarded by a player may not; the card that opened the pile may | apps |
| `discard_taken_card` | `True` | `True`: the card just taken from the discard pile may be discarded again at once · `False`: in that turn it (or its twin) may be neither discarded nor put face down to show | apps |
| `drop_in_two_player_deals` | `True` | `True`: dropping is allowed in every format · `False`: at a two-player table in the Deals format no one may drop | apps |
| `show_grouping` | `player` | `"player"`: a show with the player's grouping is judged as grouped (a valid hand grouped badly is a wrong show); a show without one is grouped by the engine · `"best"`: every show is judged by the engine's best grouping | apps (`"player"`); cardlab (`"best"`) |

The engine reads the defaults from `ir.Rules` itself:
""", """
## 9. Mọi tùy chọn

`ir.Rules()` là luật theo bài hướng dẫn. Tùy chọn nào cũng đổi được, ví dụ
`ir.Rules(joker_in_set_allowed=False)`; `ir.Rules.pool(201)` và `ir.Rules.deals_format(3)` là cách viết gọn
cho các hình thức chơi. Cột "nguồn": "bài hướng dẫn" nghĩa là mặc định theo bài hướng dẫn Indian Rummy;
"cardlab" nghĩa là bài hướng dẫn không nói và cardlab tự chọn; "ứng dụng" nghĩa là luật mà nhiều ứng dụng
áp dụng còn bài hướng dẫn không nhắc tới (mặc định vẫn giữ luật của bài hướng dẫn).

| tùy chọn | mặc định | các giá trị và ý nghĩa | nguồn |
|---|---|---|---|
| `decks` | `2` | số bộ bài Tây 52 lá được dùng (1–4) | bài hướng dẫn |
| `printed_jokers` | `2` | số joker in hình được dùng (0–6) | bài hướng dẫn |
| `printed_joker_indicator_makes_aces_wild` | `True` | `True`: lật trúng joker in hình làm lá chỉ định thì các lá A thành joker · `False`: khi đó không có số nào thành joker (joker in hình vẫn là joker) | cardlab |
| `joker_in_set_allowed` | `True` | `True`: joker được thay lá trong bộ cùng số · `False`: bộ chỉ gồm lá thật | bài hướng dẫn ("nếu luật cho phép") |
| `set_max_size` | `4` | số lá tối đa của một bộ (từ 3); 4 là mỗi chất một lá | bài hướng dẫn |
| `loser_grouping_requirement` | `pure_sequence` | `"pure_sequence"`: người thua có dãy thuần chỉ bị tính lá lẻ · `"two_sequences_one_pure"`: chỉ khi có hai dãy, trong đó một dãy thuần; nếu không thì tính toàn bộ bài | bài hướng dẫn (Bình = 25) |
| `no_pure_sequence_penalty` | `sum_capped` | `"sum_capped"`: không có dãy thuần thì tính toàn bộ bài, tối đa `max_penalty` · `"fixed_max"`: phạt ngay `max_penalty` | bài hướng dẫn (Chi = 80) |
| `max_penalty` | `80` | mức phạt tối đa của người thua trong một ván | bài hướng dẫn |
| `first_drop` | `None` | bỏ cuộc trước lần bốc đầu tiên · `None`: theo hình thức chơi, 20 (Pool 201: 25) · một con số: phạt đúng số đó ở mọi hình thức | bài hướng dẫn (20); Pool 201: ứng dụng |
| `middle_drop` | `None` | bỏ cuộc muộn hơn trong ván · `None`: theo hình thức chơi, 40 (Pool 201: 50) · một con số: phạt đúng số đó ở mọi hình thức | bài hướng dẫn (40); Pool 201: ứng dụng |
| `wrong_show` | `80` | điểm phạt khi khai sai | bài hướng dẫn |
| `format` | `points` | `"points"`: một ván · `"pool101"` / `"pool201"`: bị loại khi chạm 101 / 201 điểm · `"deals"`: số ván cố định, tính bằng chip | bài hướng dẫn nêu tên; cách chơi: cardlab |
| `after_wrong_show` | `play_on` | `"play_on"`: người khai sai rời ván, những người khác chơi tiếp · `"deal_ends"`: ván kết thúc, những người còn lại chia điểm | cardlab |
| `deals` | `2` | số ván của hình thức Deals (1–100) | cardlab |
| `max_reshuffles` | `None` | `None`: mỗi lần hết nọc thì xáo chồng bài bỏ làm nọc mới · một con số: sau ngần ấy lần xáo, hết nọc là ván kết thúc không ai thắng | cardlab |
| `ace_points` | `10` | điểm phạt của lá A | bài hướng dẫn |
| `court_points` | `10` | điểm phạt của J, Q, K | bài hướng dẫn |
| `joker_points` | `0` | điểm phạt của joker in hình và joker chỉ định | bài hướng dẫn |
| `hand_size` | `13` | số lá chia cho mỗi người (7–13); khai bài là khai đủ số lá này | bài hướng dẫn |
| `discarded_joker_pickable` | `True` | `True`: joker trên chồng bài bỏ được lấy như mọi lá · `False`: joker (in hình hay chỉ định) do người chơi đánh ra thì không được lấy; lá mở chồng bài bỏ thì vẫn được | ứng dụng |
| `discard_taken_card` | `True` | `True`: lá vừa lấy từ chồng bài bỏ được đánh lại ngay · `False`: trong lượt đó không được đánh lá ấy (hay lá giống hệt nó), cũng không được úp nó khi khai bài | ứng dụng |
| `drop_in_two_player_deals` | `True` | `True`: hình thức nào cũng được bỏ cuộc · `False`: bàn hai người chơi theo hình thức Deals không ai được bỏ cuộc | ứng dụng |
| `show_grouping` | `player` | `"player"`: khai bài kèm cách xếp của người chơi thì xét đúng theo cách xếp đó (bài hợp lệ mà xếp sai vẫn là khai sai); khai không kèm cách xếp thì bộ máy xếp giúp · `"best"`: mọi lần khai được xét theo cách xếp tốt nhất của bộ máy | ứng dụng (`"player"`); cardlab (`"best"`) |

Bộ máy đọc giá trị mặc định thẳng từ `ir.Rules`:
""")),
        code(f"""
from dataclasses import fields

for option in fields(ir.Rules):
    value = getattr(ir.Rules(), option.name)
    # {t("first_drop and middle_drop default to None and take the format's points when the rules are made",
           "first_drop và middle_drop mặc định là None, nhận mức phạt của hình thức chơi khi tạo luật")}
    made = f"   → Rules(): {{value!r}}" if value != option.default else ""
    print(f"{{option.name:42}} {{option.default!r}}{{made}}")
""", CHECK),
        md(t("""
## 10. The words of the game

| word | also called | meaning |
|---|---|---|
| closed deck | stock | the face-down pile you draw from |
| open deck | discard pile | the face-up pile; its top card may be taken |
| printed joker | | a joker printed in the deck |
| wild joker | cut joker | every card of the indicator's rank, for this deal |
| pure sequence | | 3+ consecutive cards of one suit, no joker standing in |
| impure sequence | | a sequence with a joker standing in |
| set | | 3–4 cards of one rank in different suits |
| show | declare | lay out 13 grouped cards to win |
| wrong show | | a show that breaks a condition: 80 points |
| drop | | give up the deal: 20 or 40 points (Pool 201: 25 or 50) |

**Indian Rummy is not Gin Rummy**, the guide insists: Gin deals 10 cards, is usually for two, and lets
you knock with 10 points of deadwood or less. Indian Rummy deals 13, uses jokers, and has no knock: the
only way out is a show with two sequences, one of them pure.
""", """
## 10. Từ vựng của trò chơi

| tiếng Anh | tiếng Việt trong bài hướng dẫn | nghĩa |
|---|---|---|
| stock | nọc | chồng bài úp để bốc |
| discard pile | chồng bỏ (chồng bài bỏ) | chồng bài ngửa; được lấy lá trên cùng |
| printed joker | joker in hình | lá joker có sẵn trong bộ bài |
| wild joker | joker chỉ định | mọi lá cùng số với lá chỉ định, trong ván đó |
| pure sequence | dãy thuần | 3 lá liên tiếp trở lên cùng chất, không có joker thay thế |
| impure sequence | dãy có joker | dãy có joker thay cho một lá |
| set | bộ cùng số | 3–4 lá cùng số khác chất |
| show | khai bài | bày 13 lá đã xếp nhóm để thắng |
| wrong show | khai sai | khai mà thiếu một điều kiện: 80 điểm |
| drop | bỏ cuộc | rời ván: 20 hoặc 40 điểm (Pool 201: 25 hoặc 50) |

Bài hướng dẫn nhấn mạnh **Indian Rummy không phải Gin Rummy**: Gin chia 10 lá, thường hai người chơi, và
cho phép knock khi bài rác không quá 10 điểm. Indian Rummy chia 13 lá, có joker và không có knock: cách
duy nhất để kết thúc là khai đủ hai dãy, trong đó một dãy thuần.
""")),
    ]


if __name__ == "__main__":
    page(REL, cells)
