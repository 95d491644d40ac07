"""Builds notebooks/phom/00_rules.ipynb and notebooks/vi/phom/00_rules.ipynb: the complete rules of Phỏm (Tá Lả).

Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_rules.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import Tr, code, md, page  # noqa: E402
from rules_common import merge_streams, options_table, setup_cell  # noqa: E402

from cardlab import phom  # noqa: E402

XEENG = "“Luật Chơi Phỏm trong Xeeng Online”"


def option_rows(t: Tr) -> list:
    """(option, what its values mean, where the rule comes from), in the page's language."""
    guide = t("Xeeng guide", "hướng dẫn Xeeng")
    chosen = t("**sources silent**", "**nguồn không nói**")
    return [
        ("turn_direction", t('`"counterclockwise"`: with four players seats 0 → 3 → 2 → 1; `"clockwise"`: '
                             '0 → 1 → 2 → 3', '`"counterclockwise"`: ngược chiều kim đồng hồ, bốn người thì ghế '
                             '0 → 3 → 2 → 1; `"clockwise"`: 0 → 1 → 2 → 3'), guide),
        ("ace_points", t("deadwood points of an ace (2–10 count their face value, J 11, Q 12, K 13)",
                         "điểm của lá A (2–10 tính theo số, J 11, Q 12, K 13)"),
         t("**sources silent** on the ace (J, Q, K: Xeeng guide)", "**nguồn không nói** về lá A (J, Q, K: "
           "hướng dẫn Xeeng)")),
        ("ace_high_in_runs", t("`False`: the ace is only low (A-2-3); `True`: Q-K-A is a phỏm dọc too (K-A-2 "
                               "never is)", "`False`: A chỉ là lá nhỏ nhất (A-2-3); `True`: Q-K-A cũng là phỏm dọc "
                               "(K-A-2 thì không bao giờ)"), chosen),
        ("max_eaten_cards_per_phom", t("how many eaten cards one phỏm may hold: `1`, `2` or `3`",
                                       "một phỏm được chứa tối đa bao nhiêu lá ăn: `1`, `2` hoặc `3`"), chosen),
        ("u_definition", t('`"three_phom"`: Ù is 3 phỏm with at most one odd card; `"no_deadwood"`: also any 10 '
                           'cards all in phỏm, however many (e.g. two 5-card phỏm dọc)',
                           '`"three_phom"`: Ù là 3 phỏm, dư nhiều nhất một lá lẻ; `"no_deadwood"`: thêm cả trường '
                           'hợp 10 lá đều nằm trong phỏm, bao nhiêu phỏm cũng được (ví dụ hai phỏm dọc 5 lá)'),
         t("Xeeng guide (`\"no_deadwood\"`: house rule)", "hướng dẫn Xeeng (`\"no_deadwood\"`: luật nhà)")),
        ("eat_payment_scheme", t('`"by_round"`: a card eaten in round x costs x bets, the chốt costs '
                                 '`chot_multiplier`; `"by_eat_order"`: the 1st, 2nd, 3rd card eaten from the same '
                                 'player costs 1, 2, 3, the chốt 3', '`"by_round"`: lá bị ăn ở vòng x mất x lần tiền '
                                 'cược, cây chốt mất `chot_multiplier`; `"by_eat_order"`: lá thứ 1, 2, 3 bị cùng '
                                 'một người ăn mất 1, 2, 3 lần, cây chốt 3 lần'),
         t("Xeeng guide gives both tables", "hướng dẫn Xeeng nêu cả hai bảng")),
        ("chot_multiplier", t("bets a chốt costs under `\"by_round\"`: `4` or `3`",
                              "số lần tiền cược của cây chốt với `\"by_round\"`: `4` hoặc `3`"),
         t("Xeeng guide says 4 and, elsewhere, 3", "hướng dẫn Xeeng ghi 4, chỗ khác ghi 3")),
        ("u_payment", t("bets each loser pays for Ù (Ù tròn, Ù khan)", "mỗi người thua trả bao nhiêu lần tiền "
                        "cược khi có Ù (Ù tròn, Ù khan)"), guide),
        ("rank_payments", t("bets paid by 2nd, 3rd and last place", "số lần tiền cược người về nhì, ba, bét phải trả"),
         guide),
        ("mom_extra", t("bets a móm player pays on top of last place", "người móm trả thêm bao nhiêu lần, ngoài phần "
                        "của người về bét"), guide),
        ("house_fee", t("tiền xâu: bets the house takes from the winner's takings each hand (never more than "
                        "the takings)", "tiền xâu: nhà cái lấy bao nhiêu lần tiền cược từ tiền thắng mỗi ván (không "
                        "quá số tiền thắng)"),
         t("Xeeng guide names it, **gives no amount**", "hướng dẫn Xeeng có nhắc, **không nêu số tiền**")),
        ("u_khan_enabled", t("`False`: no Ù khan; `True`: a dealt hand with no phỏm and no cạ is Ù khan, declared "
                             "at the player's first turn", "`False`: không có Ù khan; `True`: bài chia ra không có "
                             "phỏm và không có cạ nào là Ù khan, báo ở lượt đầu tiên của người đó"),
         t("Xeeng guide names it, **never defines it**", "hướng dẫn Xeeng có nhắc, **không định nghĩa**")),
        ("cards_per_player", t("cards dealt to each player", "số lá chia cho mỗi người"), guide),
        ("first_player_cards", t("cards dealt to the first player (one more: they open by discarding)",
                                 "số lá của người đánh đầu (hơn một lá: họ mở màn bằng một lá đánh)"), guide),
        ("rounds", t("rounds of discards in a hand", "số vòng đánh trong một ván"), guide),
        ("den_on_tai_chot", t("`True`: whoever ate the chốt pays for the whole table when the next player Ù's by "
                              "eating their discard (tái chốt); `False`: no đền for it",
                              "`True`: người ăn cây chốt phải đền cả bàn nếu người sau ăn lá họ đánh để Ù (tái "
                              "chốt); `False`: trường hợp này không phải đền"), guide),
        ("short_table_payments", t('with 2–3 players, `"by_place"`: 2nd pays 1, 3rd pays 2; `"last_pays_most"`: '
                                   'the last place pays 3', 'khi chỉ có 2–3 người, `"by_place"`: về nhì trả 1, về '
                                   'ba trả 2; `"last_pays_most"`: người về bét trả 3'), chosen),
    ]


def cells(t: Tr) -> list:
    table = options_table(t, phom.Rules, option_rows(t),
                          t(("option", "default", "values and what they mean", "where it comes from"),
                            ("tùy chọn", "mặc định", "các giá trị và ý nghĩa", "nguồn gốc")))
    return [
        md(t(f"""
# Phỏm (Tá Lả) · the complete rules

**Phỏm**, also called **Tá Lả**, is the rummy game of northern Vietnam: four players draw and eat each
other's discards to build *phỏm* and end the hand with the fewest points. This page states every rule cardlab
plays, from the deal to the money, and ends with the table of **house-rule options** you can switch. The cards
and verdicts below were computed by cardlab's engine when the page was built: you can read it without running
anything.

**Source.** The rules follow the Vietnamese guide {XEENG} (the *Xeeng guide*), written for the Xeeng Online
game portal. Where the guide is silent (how many eaten cards a phỏm may hold, what Ù khan is, how a table of
three pays) or says two things (the chốt costs 4 in one place and 3 in another), cardlab made a choice, said
so on this page, and made it an option of `phom.Rules`: look for **sources silent** below.

Contents: [1 Players and cards](#1-players-and-cards) · [2 The deal](#2-the-deal) ·
[3 A turn](#3-a-turn) · [4 Phỏm](#4-phom) · [5 Eating](#5-eating) ·
[6 Laying down and sending](#6-laying-down-and-sending) · [7 How a hand ends](#7-how-a-hand-ends) ·
[8 Money](#8-money) · [9 A whole hand](#9-a-whole-hand) · [10 House rules](#10-house-rules) ·
[11 Where the sources are silent](#11-where-the-sources-are-silent)

**Words.** *phỏm* (a meld), *phỏm ngang* (a set), *phỏm dọc* (a run), *cạ* (two cards that could sit in one
phỏm), *ăn* (eat a discard), *bốc* (draw), *đánh* (discard), *hạ phỏm* (lay your phỏm down), *gửi bài* (send a
card onto another player's phỏm), *bài rác* (deadwood), *móm* (no phỏm at the end), *Ù* (a hand made of phỏm),
*chốt* (a card eaten in the last round), *đền* (one player pays for the table).
""", f"""
# Phỏm (Tá Lả) · luật chơi đầy đủ

**Phỏm**, còn gọi là **Tá Lả**, là trò chơi bài kiểu Rummy phổ biến ở miền Bắc: bốn người chơi bốc bài và ăn
bài của nhau để gom thành *phỏm*, cuối ván ai ít điểm nhất thì thắng. Trang này trình bày mọi luật mà cardlab áp
dụng, từ lúc chia bài đến lúc tính tiền, và kết thúc bằng bảng **luật nhà** (các tùy chọn) mà bạn có thể đổi. Các
lá bài và kết luận dưới đây do bộ máy của cardlab tính ra khi dựng trang: bạn có thể đọc mà không cần chạy gì cả.

**Nguồn.** Luật theo bài hướng dẫn {XEENG} (gọi tắt là *hướng dẫn Xeeng*), viết cho cổng game Xeeng Online. Ở
những chỗ bài hướng dẫn không nói (một phỏm được chứa mấy lá ăn, Ù khan là gì, bàn ba người trả tiền ra sao)
hoặc nói hai cách (cây chốt chỗ thì 4 lần, chỗ thì 3 lần tiền cược), cardlab tự chọn, ghi rõ trên trang này và
biến lựa chọn đó thành một tùy chọn của `phom.Rules`: hãy tìm chữ **nguồn không nói** bên dưới.

Mục lục: [1 Người chơi và bộ bài](#1-nguoi-choi-va-bo-bai) · [2 Chia bài](#2-chia-bai) ·
[3 Một lượt chơi](#3-mot-luot-choi) · [4 Phỏm](#4-phom) · [5 Ăn bài](#5-an-bai) ·
[6 Hạ phỏm và gửi bài](#6-ha-phom-va-gui-bai) · [7 Các cách kết thúc ván](#7-cac-cach-ket-thuc-van) ·
[8 Tính tiền](#8-tinh-tien) · [9 Một ván trọn vẹn](#9-mot-van-tron-ven) · [10 Luật nhà](#10-luat-nha) ·
[11 Những chỗ nguồn không nói](#11-nhung-cho-nguon-khong-noi)
""")),
        setup_cell(t, "phom", "phom.arrange(hand, RULES)"),
        md(t("""
<a id="1-players-and-cards"></a>
## 1 Players and cards

* **Four players** (cardlab also deals for two or three).
* **One 52-card deck, no jokers.** A card is written rank then suit: `AS` is A♠, `10H` is 10♥.
* Cards left outside phỏm at the end are **bài rác** (deadwood) and count **points**: ace **1**, 2 to 10 their
  face value, **J 11, Q 12, K 13**. The fewest points win.
""", """
<a id="1-nguoi-choi-va-bo-bai"></a>
## 1 Người chơi và bộ bài

* **Bốn người chơi** (cardlab cũng chia được cho hai hoặc ba người).
* **Một bộ bài 52 lá, không có lá Joker.** Mỗi lá được viết bằng số rồi đến chất: `AS` là A♠, `10H` là 10♥.
* Những lá nằm ngoài phỏm khi hết ván là **bài rác** và bị tính **điểm**: A là **1**, từ 2 đến 10 tính theo
  số trên mặt bài, **J 11, Q 12, K 13**. Ai ít điểm nhất thì thắng.
""")),
        code(t("""
spades = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
display(show(spades))
print("points:", ", ".join(f"{card.pretty} = {phom.card_points(card, RULES)}"
                           for card in cardlab.parse_cards(spades)))
""", """
spades = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
display(show(spades))
print("điểm:", ", ".join(f"{card.pretty} = {phom.card_points(card, RULES)}"
                         for card in cardlab.parse_cards(spades)))
""")),
        md(t("""
<a id="2-the-deal"></a>
## 2 The deal

Each player gets **9 cards**; the **first player** gets **10** and opens the hand by discarding. The first
player is the one who created the room; in later hands it is the winner of the hand before (or, if the winner
left, the next player in turn). The cards left form the **stock** in the middle. Play goes
**counter-clockwise**: with four players, seat 0, then 3, 2, 1 (option `turn_direction`). A deal (deal
number 4):
""", """
<a id="2-chia-bai"></a>
## 2 Chia bài

Mỗi người được chia **9 lá**; **người đánh đầu** được **10 lá** và mở màn bằng một lá đánh. Ván đầu, người đánh
đầu là người lập phòng; các ván sau là người thắng ván trước (nếu người đó đã rời bàn thì đến người kế tiếp). Số
bài còn lại đặt giữa bàn làm **nọc** để bốc. Vòng chơi đi **ngược chiều kim đồng hồ**: bốn người thì ghế 0, rồi
3, 2, 1 (tùy chọn `turn_direction`). Một lần chia bài (số ván chia 4):
""")),
        code(t("""
game = phom.new_game(seed=4, rules=RULES)
display(show(*[(f"P{seat}: {len(game.hands[seat])} cards", game.hands[seat])
               for seat in game.order]))
print("turn order:", game.order, "· stock:", len(game.stock), "cards")
""", """
game = phom.new_game(seed=4, rules=RULES)
display(show(*[(f"P{seat}: {len(game.hands[seat])} lá", game.hands[seat])
               for seat in game.order]))
print("thứ tự lượt:", game.order, "· nọc:", len(game.stock), "lá")
""")),
        md(t("""
<a id="3-a-turn"></a>
## 3 A turn

On your turn you either

* **eat** (*ăn*) the card the player before you just discarded — only if it makes a phỏm with cards in your
  hand (section 5) — or
* **draw** (*bốc*) the top card of the stock,

and then **discard** (*đánh*) one card. The first player's first turn is just a discard. A hand has **4
rounds**: each player discards four times (option `rounds`). In the 4th round, before discarding, every
player **lays down** their phỏm and may **send** cards (section 6).
""", """
<a id="3-mot-luot-choi"></a>
## 3 Một lượt chơi

Đến lượt mình, bạn

* **ăn** lá người ngồi trước vừa đánh — chỉ khi nó tạo thành phỏm với bài trên tay (mục 5) — hoặc
* **bốc** lá trên cùng của nọc,

rồi **đánh** ra một lá. Lượt đầu tiên của người đánh đầu chỉ là đánh một lá. Một ván có **4 vòng**: mỗi người
đánh bốn lần (tùy chọn `rounds`). Ở vòng 4, trước khi đánh, mỗi người **hạ phỏm** và có thể **gửi bài** (mục 6).
""")),
        md(t("""
<a id="4-phom"></a>
## 4 Phỏm

A **phỏm** is

* a **phỏm ngang**: 3 or 4 cards of the same rank, or
* a **phỏm dọc**: 3 or more consecutive cards **of one suit**.

The **ace is low**: A-2-3 is a phỏm dọc, Q-K-A and K-A-2 are not (option `ace_high_in_runs`; the guide does not
say). Two cards that could still become one phỏm — same rank, or same suit at most two apart — are a **cạ**.
""", """
<a id="4-phom"></a>
## 4 Phỏm

**Phỏm** là

* **phỏm ngang**: 3 hoặc 4 lá cùng số, hoặc
* **phỏm dọc**: từ 3 lá liên tiếp **cùng chất** trở lên.

**Lá A là lá nhỏ nhất**: A-2-3 là phỏm dọc, còn Q-K-A và K-A-2 thì không (tùy chọn `ace_high_in_runs`; bài hướng
dẫn không nói). Hai lá còn có thể thành một phỏm — cùng số, hoặc cùng chất và cách nhau không quá hai — gọi là
một **cạ**.
""")),
        code("""
for cards in ["7S 7H 7D", "7S 7H 7D 7C", "5H 6H 7H 8H", "AS 2S 3S", "6S 7D 8C", "QH KH AH"]:
    display(show(cards, verdict=phom.check_meld(cards, rules=RULES)))
"""),
        md(t("""
Your points are counted on the **best arrangement** of the cards you hold: phỏm framed green, bài rác red.
""", """
Điểm được tính theo **cách xếp tốt nhất** của bài trên tay: phỏm viền xanh, bài rác viền đỏ.
""")),
        code("""
layout("AS 2S 3S 7H 7D 7C 9C KS QD")
"""),
        md(t("""
<a id="5-eating"></a>
## 5 Eating

You may eat the previous player's discard only if it makes a **phỏm** with cards in your hand. The eaten card
stays face up in front of you: it must end the hand **inside a phỏm**, and it is laid down with it. **No phỏm
may hold two eaten cards** (option `max_eaten_cards_per_phom`; the guide does not say, and one is the usual
rule). The player whose card you ate **pays you** at once (section 8).
""", """
<a id="5-an-bai"></a>
## 5 Ăn bài

Bạn chỉ được ăn lá người ngồi trước vừa đánh khi nó tạo thành **phỏm** với bài trên tay. Lá đã ăn được để ngửa
trước mặt bạn: cuối ván nó phải **nằm trong một phỏm** và được hạ cùng phỏm đó. **Mỗi phỏm không được chứa hai
lá ăn** (tùy chọn `max_eaten_cards_per_phom`; bài hướng dẫn không nói, một lá là luật thường gặp). Người bị ăn
bài **trả tiền cho bạn** ngay (mục 8).
""")),
        code(t("""
for cards, eaten in [("5H 6H 7H", "6H"), ("5H 6H 7H 8H", "6H 8H")]:
    display(show((f"eaten: {eaten}", cards),
                 verdict=phom.check_meld(cards, eaten=eaten, rules=RULES)))
""", """
for cards, eaten in [("5H 6H 7H", "6H"), ("5H 6H 7H 8H", "6H 8H")]:
    display(show((f"đã ăn: {eaten}", cards),
                 verdict=phom.check_meld(cards, eaten=eaten, rules=RULES)))
""")),
        md(t("""
<a id="6-laying-down-and-sending"></a>
## 6 Laying down and sending

In the **4th round**, after eating or drawing and before discarding, each player in turn **lays down**
(*hạ*) their phỏm. Whoever holds a phỏm must lay it down (choosing which one when cards overlap) and goes on
until no phỏm is left in hand; one card always stays to discard. A player with **no phỏm** to lay down is
**móm** (also *cháy*).

Then a player who has laid down a phỏm may **send** (*gửi bài*) cards onto the phỏm of players who laid down
**before** them: a card that extends that phỏm. A móm player may not send.
""", """
<a id="6-ha-phom-va-gui-bai"></a>
## 6 Hạ phỏm và gửi bài

Ở **vòng 4**, sau khi ăn hoặc bốc và trước khi đánh, lần lượt từng người **hạ phỏm**. Ai có phỏm thì phải hạ
(được chọn phỏm nào khi các lá chồng lên nhau) và hạ tiếp cho đến khi trên tay không còn phỏm; luôn giữ lại một
lá để đánh. Người **không có phỏm** nào để hạ là **móm** (còn gọi là *cháy*).

Sau đó, người đã hạ phỏm được **gửi bài** vào phỏm của những người hạ **trước** mình: lá gửi phải nối dài được
phỏm đó. Người móm không được gửi bài.
""")),
        code(t("""
for target, card in [("5H 6H 7H", "8H"), ("7S 7H 7D", "9C")]:
    display(show(("laid down before you", target), ("your card", card),
                 verdict=phom.check_send(card, target, rules=RULES)))
display(show(("round 3, no phỏm of yours", "5H 6H 7H"), ("your card", "8H"),
             verdict=phom.check_send("8H", "5H 6H 7H", round=3, sender_has_phom=False,
                                     rules=RULES)))
""", """
for target, card in [("5H 6H 7H", "8H"), ("7S 7H 7D", "9C")]:
    display(show(("hạ trước bạn", target), ("lá của bạn", card),
                 verdict=phom.check_send(card, target, rules=RULES)))
display(show(("vòng 3, bạn chưa có phỏm", "5H 6H 7H"), ("lá của bạn", "8H"),
             verdict=phom.check_send("8H", "5H 6H 7H", round=3, sender_has_phom=False,
                                     rules=RULES)))
""")),
        md(t("""
<a id="7-how-a-hand-ends"></a>
## 7 How a hand ends

**Ù** ends the hand at once, whoever's turn it is. A player can declare Ù while holding 10 cards (the first
player's dealt hand, or any hand just after a draw or an eat; in the last round only before laying down):

* **Ù**: the 10 cards form **3 phỏm and one odd card**;
* **Ù tròn**: 3 phỏm holding all 10 cards, no odd card.

Option `u_definition` (`"no_deadwood"`) also lets 10 cards that all lie in phỏm count as Ù tròn however many
phỏm they make — two 5-card phỏm dọc, say; by default that is not Ù.
""", """
<a id="7-cac-cach-ket-thuc-van"></a>
## 7 Các cách kết thúc ván

**Ù** kết thúc ván ngay lập tức. Người chơi được báo Ù khi đang cầm 10 lá (bài chia của người đánh đầu, hoặc
ngay sau khi bốc hay ăn bài; ở vòng cuối thì chỉ trước khi hạ phỏm):

* **Ù**: 10 lá ghép thành **3 phỏm và dư 1 lá lẻ**;
* **Ù tròn**: 3 phỏm chứa đủ 10 lá, không dư lá nào.

Tùy chọn `u_definition` (`"no_deadwood"`) cho phép 10 lá đều nằm trong phỏm được tính là Ù tròn dù thành bao
nhiêu phỏm — chẳng hạn hai phỏm dọc 5 lá; theo mặc định thì đó không phải Ù.
""")),
        code("""
two_runs = "AS 2S 3S 4S 5S 7H 8H 9H 10H JH"
for hand in ["AS 2S 3S 7H 7D 7C 9C 10C JC KS", "AS 2S 3S 7H 7D 7C 9C 10C JC QC", two_runs]:
    display(show(hand, verdict=phom.check_u(hand, rules=RULES)))
display(show(('u_definition="no_deadwood"', two_runs),
             verdict=phom.check_u(two_runs, rules=phom.Rules(u_definition="no_deadwood"))))
"""),
        md(t("""
**Ù đền.** If one player eats **three** discards of the same player and then wins by Ù, the player whose cards
were eaten **pays for the whole table** (*đền*). Likewise (*tái chốt*, option `den_on_tai_chot`): if a player
ate the chốt and the next player then wins Ù by eating that player's discard, the one who ate the chốt pays for
the table.

**Ù khan** is named by the guide but never defined, so it is off by default (`u_khan_enabled`). When it is on,
cardlab reads it as a dealt hand with **no phỏm and no cạ**, declared at the player's first turn:
""", """
**Ù đền.** Nếu một người ăn **cả ba** lá của cùng một người rồi Ù, thì người bị ăn phải **đền** (trả tiền cho cả
bàn). Tương tự (*tái chốt*, tùy chọn `den_on_tai_chot`): nếu một người ăn cây chốt, rồi người sau ăn lá người đó
đánh ra để Ù, thì người ăn cây chốt phải đền cả bàn.

**Ù khan** có được bài hướng dẫn nhắc tới nhưng không được định nghĩa, nên mặc định bị tắt (`u_khan_enabled`).
Khi bật, cardlab hiểu đó là bài chia ra **không có phỏm và không có cạ nào**, báo ở lượt đầu tiên của người đó:
""")),
        code("""
hand = "2S 6S 10S 4H 8H QH AD 7D KD"
show(hand, verdict=phom.check_u_khan(hand, rules=phom.Rules(u_khan_enabled=True)))
"""),
        md(t("""
**Without Ù**, the hand ends after the last player's 4th discard. Everyone counts the points of their bài rác:

* the **fewest points win**; then 2nd, 3rd, last;
* **equal points**: whoever laid down **later** ranks below;
* a **móm** player loses outright and ranks last; if **everyone is móm**, the first to be móm wins.
""", """
**Nếu không ai Ù**, ván kết thúc sau lá đánh thứ tư của người cuối cùng. Mọi người cộng điểm bài rác:

* **ít điểm nhất thì thắng**; rồi đến nhì, ba, bét;
* **bằng điểm**: ai hạ bài **sau** thì xếp dưới;
* người **móm** bị xử thua, xếp bét; nếu **tất cả đều móm**, người móm đầu tiên thắng.
""")),
        md(t("""
<a id="8-money"></a>
## 8 Money

Everything is counted in **bets** (tiền cược). Payments add up to zero: what losers pay, the winner (or the
eater) collects.

**Eaten cards** are paid at once, by the discarder to the eater. The Xeeng guide gives two tables; the first is
the default (`eat_payment_scheme="by_round"`): a card eaten in **round x costs x** bets, the **chốt** (a card
eaten in the last round) **4** (`chot_multiplier`). The other (`"by_eat_order"`): the 1st, 2nd, 3rd card eaten
from the same player costs 1, 2, 3, the chốt 3.
""", """
<a id="8-tinh-tien"></a>
## 8 Tính tiền

Mọi khoản được tính theo **tiền cược**. Tổng các khoản luôn bằng 0: người thua trả bao nhiêu thì người thắng
(hoặc người ăn bài) nhận bấy nhiêu.

**Bị ăn bài** thì trả ngay: người đánh trả cho người ăn. Hướng dẫn Xeeng nêu hai bảng; bảng thứ nhất là mặc
định (`eat_payment_scheme="by_round"`): lá bị ăn ở **vòng x mất x lần** tiền cược, **cây chốt** (lá bị ăn ở vòng
cuối) mất **4 lần** (`chot_multiplier`). Bảng kia (`"by_eat_order"`): lá thứ 1, 2, 3 bị cùng một người ăn mất 1,
2, 3 lần, cây chốt 3 lần.
""")),
        code(t("""
order = phom.Rules.eat_order()
print("by_round:     rounds 1, 2, 3 ->", [phom.eat_payment(r, 1, rules=RULES) for r in (1, 2, 3)],
      "· chốt ->", phom.eat_payment(4, 1, rules=RULES))
print("by_eat_order: 1st, 2nd, 3rd ->", [phom.eat_payment(1, n, rules=order) for n in (1, 2, 3)],
      "· chốt ->", phom.eat_payment(4, 1, rules=order))
""", """
order = phom.Rules.eat_order()
print("by_round:     vòng 1, 2, 3 ->", [phom.eat_payment(r, 1, rules=RULES) for r in (1, 2, 3)],
      "· chốt ->", phom.eat_payment(4, 1, rules=RULES))
print("by_eat_order: lá thứ 1, 2, 3 ->", [phom.eat_payment(1, n, rules=order) for n in (1, 2, 3)],
      "· chốt ->", phom.eat_payment(4, 1, rules=order))
""")),
        md(t("""
**End of the hand** (no Ù): 2nd, 3rd and last place pay **1, 2, 3** bets to the winner (`rank_payments`); a
**móm** player pays **1 more**, 4 in all (`mom_extra`). The guide's rules at work: A and B tie on 12 points but
B laid down later, C has 30, D is móm:
""", """
**Hết ván** (không ai Ù): người về nhì, ba, bét trả người thắng **1, 2, 3** lần tiền cược (`rank_payments`);
người **móm** trả **thêm 1 lần**, tổng cộng 4 lần (`mom_extra`). Luật của bài hướng dẫn khi áp dụng: A và B cùng
12 điểm nhưng B hạ bài sau, C có 30 điểm, D bị móm:
""")),
        code("""
phom.settle({"A": {"deadwood": 12, "mom": False, "laydown_order": 2},
             "B": {"deadwood": 12, "mom": False, "laydown_order": 3},
             "C": {"deadwood": 30, "mom": False, "laydown_order": 1},
             "D": {"deadwood": 40, "mom": True, "laydown_order": 4}}, rules=RULES)
"""),
        md(t("""
**Ù** (Ù tròn, and Ù khan when it is on): each loser pays **5** bets (`u_payment`). **Ù đền**: the đền player
alone pays every loser's share, 3 × 5. Here A wins Ù, first normally, then with B đền:
""", """
**Ù** (Ù tròn, và Ù khan khi được bật): mỗi người thua trả **5 lần** tiền cược (`u_payment`). **Ù đền**: một mình
người phải đền trả phần của mọi người thua, 3 × 5. Dưới đây A Ù, lần đầu bình thường, lần sau B phải đền:
""")),
        code("""
display(phom.settle_u("A", ["A", "B", "C", "D"], kind="u", rules=RULES))
display(phom.settle_u("A", ["A", "B", "C", "D"], kind="u", den_payer="B", rules=RULES))
"""),
        md(t("""
**Tiền xâu.** The guide says the winner collects the losers' money "less the tiền xâu" (the dealing fee) but
names no amount: `house_fee` is 0 by default. With `house_fee=1`, the house (`"house"`) takes 1 bet from the
winner:
""", """
**Tiền xâu.** Bài hướng dẫn nói người thắng nhận tiền của người thua "trừ đi tiền xâu" (phí chia bài) nhưng
không nêu bao nhiêu: `house_fee` mặc định là 0. Với `house_fee=1`, nhà cái (`"house"`) lấy 1 lần tiền cược từ
người thắng:
""")),
        code("""
phom.settle_u("A", ["A", "B", "C", "D"], rules=phom.Rules(house_fee=1))
"""),
        md(t("""
<a id="9-a-whole-hand"></a>
## 9 A whole hand

The deal of section 2, played to the end by four `"greedy"` bots. P3 eats in round 1 (P0 pays 1), P0 in round
2 (P1 pays 2), P1 eats the chốt in round 4 (P2 pays 4); P0 and P2 tie on 19 points and P2, who laid down later,
ranks below:
""", """
<a id="9-mot-van-tron-ven"></a>
## 9 Một ván trọn vẹn

Lần chia bài ở mục 2, do bốn máy `"greedy"` chơi đến hết ván. P3 ăn bài ở vòng 1 (P0 trả 1), P0 ăn ở vòng 2 (P1
trả 2), P1 ăn cây chốt ở vòng 4 (P2 trả 4); P0 và P2 cùng 19 điểm, P2 hạ bài sau nên xếp dưới:
""")),
        code(t("""
from cardlab.bots import make_bot

bots = [make_bot(phom, "greedy", seed=seat) for seat in range(4)]
while not game.is_terminal():
    game.apply(bots[game.current_player].choose(game.view(game.current_player)))
for seat in game.order:
    melds = [(f"P{seat}: phỏm", cards) for cards in game.laid[seat]]
    display(show(*melds, (f"P{seat}: deadwood", game.hands[seat])))
game.outcome()
""", """
from cardlab.bots import make_bot

bots = [make_bot(phom, "greedy", seed=seat) for seat in range(4)]
while not game.is_terminal():
    game.apply(bots[game.current_player].choose(game.view(game.current_player)))
for seat in game.order:
    melds = [(f"P{seat}: phỏm", cards) for cards in game.laid[seat]]
    display(show(*melds, (f"P{seat}: bài rác", game.hands[seat])))
game.outcome()
""")),
        md(t(f"""
<a id="10-house-rules"></a>
## 10 House rules

Every rule the guide leaves open or states twice, every amount and every deal size is an **option** of
`phom.Rules`, with the default used everywhere in cardlab. Switch one by building new rules, e.g.
`phom.Rules(max_eaten_cards_per_phom=2)` or `phom.Rules.eat_order()` (the guide's second payment table); a value
that is not allowed is refused with the allowed values named. In the last column, *Xeeng guide* means the guide
states the rule; **sources silent** means it says nothing and the default is cardlab's choice.

{table}
""", f"""
<a id="10-luat-nha"></a>
## 10 Luật nhà

Mọi luật mà bài hướng dẫn bỏ ngỏ hoặc nêu hai cách, mọi số tiền và số lá chia đều là một **tùy chọn** của
`phom.Rules`, với giá trị mặc định được dùng khắp cardlab. Muốn đổi, hãy tạo bộ luật mới, ví dụ
`phom.Rules(max_eaten_cards_per_phom=2)` hoặc `phom.Rules.eat_order()` (bảng tiền thứ hai của bài hướng dẫn);
giá trị không hợp lệ sẽ bị từ chối, kèm danh sách các giá trị được phép. Ở cột cuối, *hướng dẫn Xeeng* nghĩa là
bài hướng dẫn có nêu luật đó; **nguồn không nói** nghĩa là bài hướng dẫn không đề cập và giá trị mặc định do
cardlab chọn.

{table}
""")),
        md(t("""
With three players, `short_table_payments` decides what the last place pays (A 10 points, B 20, C 30):
""", """
Khi chỉ có ba người, `short_table_payments` quyết định người về bét trả bao nhiêu (A 10 điểm, B 20, C 30):
""")),
        code("""
table = {"A": {"deadwood": 10, "mom": False, "laydown_order": 1},
         "B": {"deadwood": 20, "mom": False, "laydown_order": 2},
         "C": {"deadwood": 30, "mom": False, "laydown_order": 3}}
for rule in ("by_place", "last_pays_most"):
    result = phom.settle(table, rules=phom.Rules(short_table_payments=rule))
    print(f"short_table_payments={rule!r:17}", result.payments)
"""),
        md(t(f"""
<a id="11-where-the-sources-are-silent"></a>
## 11 Where the sources are silent

The Xeeng guide {XEENG} is the only source. cardlab's choices where it says nothing or says two things, each an
option (section 10):

* the ace counts 1 point and is low only (`ace_points`, `ace_high_in_runs`);
* a phỏm holds at most one eaten card (`max_eaten_cards_per_phom`);
* two ways to reach Ù besides 3 phỏm — not by default (`u_definition`);
* the guide gives two payment tables for eaten cards, and the chốt costs 4 in one and 3 in the other: the
  first table with 4 is the default (`eat_payment_scheme`, `chot_multiplier`);
* tiền xâu is named with no amount (`house_fee` 0);
* Ù khan is named but not defined (`u_khan_enabled`, off);
* a table of two or three players (`short_table_payments`).

Not modelled: the guide's *luật tái gửi* (sending again after the round ends). In cardlab a player sends once,
in their last turn.

**Next:** the [welcome notebook](../00_welcome.ipynb) shows how to ask the engine about any hand.
""", f"""
<a id="11-nhung-cho-nguon-khong-noi"></a>
## 11 Những chỗ nguồn không nói

Bài hướng dẫn Xeeng {XEENG} là nguồn duy nhất. Những lựa chọn của cardlab ở chỗ bài hướng dẫn không nói gì hoặc
nói hai cách, mỗi lựa chọn là một tùy chọn (mục 10):

* lá A tính 1 điểm và chỉ là lá nhỏ nhất (`ace_points`, `ace_high_in_runs`);
* mỗi phỏm chứa nhiều nhất một lá ăn (`max_eaten_cards_per_phom`);
* một cách Ù khác ngoài 3 phỏm — mặc định không tính (`u_definition`);
* bài hướng dẫn nêu hai bảng tiền ăn bài, và cây chốt bảng này 4 lần, bảng kia 3 lần: mặc định là bảng thứ nhất
  với 4 lần (`eat_payment_scheme`, `chot_multiplier`);
* tiền xâu có nhắc nhưng không nêu số tiền (`house_fee` bằng 0);
* Ù khan có nhắc nhưng không định nghĩa (`u_khan_enabled`, tắt);
* bàn chỉ có hai hoặc ba người (`short_table_payments`).

Chưa mô phỏng: *luật tái gửi* của bài hướng dẫn (gửi bài thêm lần nữa sau khi hết vòng). Trong cardlab mỗi người
chỉ gửi bài một lần, ở lượt cuối của mình.

**Tiếp theo:** notebook [chào mừng](../../00_welcome.ipynb) chỉ cách hỏi bộ máy về bất kỳ bài trên tay nào.
""")),
    ]


if __name__ == "__main__":
    merge_streams(page("phom/00_rules.ipynb", cells))
