"""Builds notebooks/tongits/00_rules.ipynb and notebooks/vi/tongits/00_rules.ipynb: the complete rules of Tongits.

Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_rules.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import Tr, code, md, page  # noqa: E402
from rules_common import merge_streams, options_table, setup_cell  # noqa: E402

from cardlab import tongits  # noqa: E402

H19 = "“Tongits H19 – Luật Chơi & Cách Xếp Bài”"


def option_rows(t: Tr) -> list:
    """(option, what its values mean, where the rule comes from), in the page's language."""
    guide = t("H19 guide", "hướng dẫn H19")
    chosen = t("**sources silent**", "**nguồn không nói**")
    stake = t("**no amounts in the sources**", "**nguồn không nêu số tiền**")
    house = t("house rule **not in the sources**", "luật nhà **ngoài nguồn**")
    return [
        ("turn_direction", t('`"clockwise"`: seats 0 → 1 → 2; `"counterclockwise"`: seats 0 → 2 → 1',
                             '`"clockwise"`: theo chiều kim đồng hồ, ghế 0 → 1 → 2; `"counterclockwise"`: '
                             'ngược chiều, ghế 0 → 2 → 1'), guide),
        ("ace_high_in_runs", t("`False`: the ace is only low (A-2-3); `True`: Q-K-A is a run too (K-A-2 never is)",
                               "`False`: A chỉ là lá nhỏ nhất (A-2-3); `True`: Q-K-A cũng là sảnh "
                               "(K-A-2 thì không bao giờ)"), chosen),
        ("chow_requires_new_meld", t("`True`: a chowed discard must make a **new** meld with cards from the hand; "
                                     "`False`: it may also extend one of your own exposed melds",
                                     "`True`: lá ăn phải tạo một phỏm **mới** với bài trên tay; `False`: cũng được "
                                     "ăn để nối vào phỏm bạn đã hạ"), guide),
        ("dealer_may_expose_before_first_discard",
         t("`True`: on the first turn the first player may expose melds (and sapaw) before discarding; "
           "`False`: the first turn is a discard only",
           "`True`: ở lượt đầu, người đi đầu được hạ phỏm (và gửi bài) trước khi đánh; `False`: lượt đầu chỉ "
           "được đánh một lá"), chosen),
        ("fight_timing", t('`"after_draw"`: Fight instead of discarding, after drawing and melding; '
                           '`"before_draw"`: Fight at the start of the turn, instead of drawing',
                           '`"after_draw"`: gọi Khiêu chiến thay cho lá đánh, sau khi bốc và hạ bài; '
                           '`"before_draw"`: gọi ngay đầu lượt, thay cho việc bốc'),
         t("the H19 guide's worked example", "ví dụ của hướng dẫn H19")),
        ("fight_tie_winner", t('`"challenger"`: a challenger who ties the caller wins; `"caller"`: the caller '
                               'wins the tie. Tied challengers: the first in turn order after the caller',
                               '`"challenger"`: người thách đấu bằng điểm người gọi thì thắng; `"caller"`: người '
                               'gọi thắng khi bằng điểm. Hai người thách đấu bằng điểm: ai đi trước (tính từ người '
                               'gọi) thắng'), chosen),
        ("stock_out_tiebreak", t('`"last_drawer_loses"`: who drew from the stock later ranks behind; '
                                 '`"last_drawer_wins"`: the other way round; `"fewer_cards"`: fewer deadwood cards '
                                 'ranks ahead (still tied: the later drawer ranks behind)',
                                 '`"last_drawer_loses"`: ai bốc nọc sau thì xếp sau; `"last_drawer_wins"`: ngược '
                                 'lại; `"fewer_cards"`: ai ít lá bài rác hơn thì xếp trên (vẫn bằng: ai bốc sau '
                                 'xếp sau)'),
         t("the H19 guide's FAQ gives both readings", "phần hỏi đáp của hướng dẫn H19 nêu cả hai cách")),
        ("concealed_melds_count_as_deadwood",
         t("`False`: melds kept in the hand are not deadwood (the best arrangement counts); `True`: every card "
           "in the hand counts", "`False`: phỏm còn giữ trên tay không tính là bài rác (tính theo cách xếp tốt "
           "nhất); `True`: mọi lá trên tay đều tính điểm"), chosen),
        ("burn_exempt_with_secret",
         t("`False`: no exposed meld means burned; `True`: a four of a kind held concealed saves from burn, and "
           "that player may challenge a Fight (not call one)",
           "`False`: chưa hạ phỏm nào là cháy bài; `True`: giữ tứ quý trên tay thì thoát cháy bài, và người đó "
           "được thách đấu khi có người gọi Khiêu chiến (nhưng không được tự gọi)"), chosen),
        ("tongits_on_final_discard",
         t("`True`: the hand emptied through melds and sapaw **or** by discarding the last card is Tongits at "
           "once; `False`: going out takes a final discard, so the last card may not be melded, laid off or "
           "used to chow: you win by discarding it",
           "`True`: hết bài trên tay nhờ hạ phỏm và gửi bài, **hoặc** nhờ đánh lá cuối, đều là Tongits ngay; "
           "`False`: phải kết thúc bằng một lá đánh, nên lá cuối không được hạ, gửi hay dùng để ăn bài: bạn "
           "thắng khi đánh nó ra"), chosen),
        ("fight_after_melding",
         t("`True`: exposing a meld does not delay a Fight; `False`: who exposed a meld (by exposing or chowing, "
           "not by sapaw) on their previous turn or earlier this turn may not call Fight this turn",
           "`True`: vừa hạ phỏm vẫn được gọi Khiêu chiến; `False`: ai đã hạ phỏm (hạ hoặc ăn bài, gửi bài thì "
           "không tính) ở lượt trước hay ngay trong lượt này thì chưa được gọi Khiêu chiến ở lượt này"), chosen),
        ("ace_points", t("deadwood points of an ace", "điểm của lá A khi là bài rác"), guide),
        ("high_card_points", t("deadwood points of 10, J, Q and K", "điểm của 10, J, Q, K khi là bài rác"), guide),
        ("first_player_cards", t("cards dealt to the first player", "số lá chia cho người đi đầu"), guide),
        ("other_player_cards", t("cards dealt to each other player", "số lá chia cho mỗi người còn lại"), guide),
        ("stock_size", t("cards left in the stock (the three sizes must use all 52 cards)",
                         "số lá còn lại làm nọc (ba con số phải dùng đủ 52 lá)"), guide),
        ("base_stake", t("the unit every payment is counted in", "đơn vị tiền cược của mọi khoản trả"), stake),
        ("tongits_bonus", t("what each loser pays for a Tongits (× `base_stake`)",
                            "mỗi người thua trả khi có Tongits (× `base_stake`)"), stake),
        ("burn_penalty", t("what a burned player pays, at any ending: the highest penalty",
                           "người cháy bài trả, ở mọi cách kết thúc: mức phạt cao nhất"), stake),
        ("fold_penalty", t("what a player who folds pays", "người bỏ cuộc trả"), stake),
        ("challenge_loss", t("what the caller or a challenger beaten in the comparison pays",
                             "người gọi hay người thách đấu thua khi so điểm phải trả"), stake),
        ("bonus_per_ace", t("`0` = off; else each other player pays the winner this much per ace in the "
                            "winner's hand and own melds", "`0` = tắt; nếu khác 0, mỗi người khác trả người thắng "
                            "chừng này cho mỗi lá A trên tay và trong các phỏm của người thắng"), house),
        ("bonus_per_king", t("the same per king", "như trên, cho mỗi lá K"), house),
        ("bonus_concealed_four", t("`0` = off; else each four of a kind held concealed at the end earns its "
                                   "holder this much from each other player, whoever wins",
                                   "`0` = tắt; nếu khác 0, mỗi tứ quý còn giữ kín trên tay khi hết ván được mỗi "
                                   "người khác trả chừng này, dù ai thắng"), house),
    ]


def cells(t: Tr) -> list:
    P = t("Player", "Người chơi")
    table = options_table(t, tongits.Rules, option_rows(t),
                          t(("option", "default", "values and what they mean", "where it comes from"),
                            ("tùy chọn", "mặc định", "các giá trị và ý nghĩa", "nguồn gốc")))
    return [
        md(t(f"""
# Tongits · the complete rules

Tongits is a rummy game for **three players** from the Philippines, offered in Vietnamese online lobbies
too. This page states every rule cardlab plays, from the deal to the payments, and ends with the table of
**house-rule options** you can switch. The cards and verdicts below were computed by cardlab's engine when
the page was built: you can read it without running anything.

**Source.** The rules follow the Vietnamese guide {H19} (the *H19 guide*), written for the H19 online lobby.
The guide leaves some things open (it never says whether an ace can follow a king, who wins a tied Fight, or
how much anything costs). Where it is silent, cardlab made a choice, said so on this page, and made the
choice an option of `tongits.Rules`: look for **sources silent** below.

Contents: [1 Players and cards](#1-players-and-cards) · [2 The deal](#2-the-deal) ·
[3 A turn](#3-a-turn) · [4 Melds](#4-melds) · [5 Deadwood](#5-deadwood) ·
[6 Chow, sapaw and Fight](#6-chow-sapaw-and-fight) · [7 How a hand ends](#7-how-a-hand-ends) ·
[8 The H19 guide's example](#8-the-h19-guides-example) · [9 Payments](#9-payments) ·
[10 House rules](#10-house-rules) · [11 Hand after hand](#11-hand-after-hand) ·
[12 Where the sources are silent](#12-where-the-sources-are-silent)
""", f"""
# Tongits · luật chơi đầy đủ

Tongits là trò chơi bài kiểu Rummy dành cho **3 người chơi**, xuất xứ từ Philippines và cũng có mặt trong các
sảnh bài trực tuyến ở Việt Nam. Trang này trình bày mọi luật mà cardlab áp dụng, từ lúc chia bài đến lúc trả
tiền, và kết thúc bằng bảng **luật nhà** (các tùy chọn) mà bạn có thể đổi. Các lá bài và kết luận dưới đây do
bộ máy của cardlab tính ra khi dựng trang: bạn có thể đọc mà không cần chạy gì cả.

**Nguồn.** Luật theo bài hướng dẫn tiếng Việt {H19} (gọi tắt là *hướng dẫn H19*), viết cho sảnh bài trực
tuyến H19. Bài hướng dẫn bỏ ngỏ vài điểm (không nói lá A có đứng sau lá K được không, ai thắng khi Khiêu chiến
(Fight) bằng điểm, hay mỗi khoản phải trả bao nhiêu). Ở những chỗ nguồn không nói, cardlab tự chọn, ghi rõ trên trang
này và biến lựa chọn đó thành một tùy chọn của `tongits.Rules`: hãy tìm chữ **nguồn không nói** bên dưới.

Mục lục: [1 Người chơi và bộ bài](#1-nguoi-choi-va-bo-bai) · [2 Chia bài](#2-chia-bai) ·
[3 Một lượt chơi](#3-mot-luot-choi) · [4 Phỏm](#4-phom) · [5 Bài rác](#5-bai-rac) ·
[6 Ăn bài, gửi bài và Khiêu chiến](#6-an-bai-gui-bai-va-khieu-chien) ·
[7 Các cách kết thúc ván](#7-cac-cach-ket-thuc-van) · [8 Ví dụ của hướng dẫn H19](#8-vi-du-cua-huong-dan-h19) ·
[9 Trả tiền](#9-tra-tien) · [10 Luật nhà](#10-luat-nha) · [11 Nhiều ván liên tiếp](#11-nhieu-van-lien-tiep) ·
[12 Những chỗ nguồn không nói](#12-nhung-cho-nguon-khong-noi)
""")),
        setup_cell(t, "tongits", "tongits.arrange(hand, RULES)"),
        md(t("""
<a id="1-players-and-cards"></a>
## 1 Players and cards

* **Three players**, each for themselves.
* **One 52-card deck, no jokers.** A card is written rank then suit: `AS` is A♠, `10H` is 10♥, `QD` is Q♦,
  `7C` is 7♣.
* Cards left in no meld at the end are **deadwood** and count against you: an ace is **1**, 2 to 9 their face
  value, and 10, J, Q, K are **10** each. Lowest deadwood is best.
""", """
<a id="1-nguoi-choi-va-bo-bai"></a>
## 1 Người chơi và bộ bài

* **Ba người chơi**, ai chơi phần người nấy.
* **Một bộ bài 52 lá, không có lá Joker.** Mỗi lá được viết bằng số rồi đến chất: `AS` là A♠, `10H` là 10♥,
  `QD` là Q♦, `7C` là 7♣.
* Những lá không nằm trong phỏm nào khi kết thúc là **bài rác** và bị tính điểm: lá A tính **1**, từ 2 đến 9
  tính đúng số trên mặt bài, còn 10, J, Q, K mỗi lá **10** điểm. Ít điểm bài rác nhất là tốt nhất.
""")),
        code(t("""
hearts = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
display(show(hearts))
print("points:", ", ".join(f"{card.pretty} = {tongits.points(card, RULES)}"
                           for card in cardlab.parse_cards(hearts)))
""", """
hearts = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
display(show(hearts))
print("điểm:", ", ".join(f"{card.pretty} = {tongits.points(card, RULES)}"
                         for card in cardlab.parse_cards(hearts)))
""")),
        md(t("""
<a id="2-the-deal"></a>
## 2 The deal

The **first player** — the one who created the table, and in later hands the winner of the hand before —
gets **13 cards**; the other two get **12** each. The **15** cards left go face down in the middle as the
**stock**. The discard pile starts empty. Here is a deal (deal number 5):
""", """
<a id="2-chia-bai"></a>
## 2 Chia bài

**Người đi đầu** — người tạo bàn, và từ ván sau là người thắng ván trước — được chia **13 lá**; hai người còn
lại mỗi người **12 lá**. **15** lá còn lại úp giữa bàn làm **nọc**. Lúc đầu chưa có bài bỏ. Đây là một lần chia
bài (số ván chia 5):
""")),
        code(t(f"""
game = tongits.new_game(seed=5, rules=RULES)
display(show(*[(f"{P} {{p}}: {{len(game.hands[p])}} cards", game.hands[p])
               for p in range(3)]))
print("stock:", len(game.stock), "cards; discard pile:", len(game.discards), "cards")
""", f"""
game = tongits.new_game(seed=5, rules=RULES)
display(show(*[(f"{P} {{p}}: {{len(game.hands[p])}} lá", game.hands[p])
               for p in range(3)]))
print("nọc:", len(game.stock), "lá; bài bỏ:", len(game.discards), "lá")
""")),
        md(t("""
<a id="3-a-turn"></a>
## 3 A turn

Play goes **clockwise** (seat 0, then 1, then 2; option `turn_direction`). On your turn:

1. **Draw or chow.** Take the top card of the stock, *or* **chow** the discard the player before you just
   made — only if it at once completes a **new** meld with cards from your hand. That meld is laid face up on
   the table straight away; a chowed card never goes into your hand.
2. **Expose and sapaw.** Lay any melds from your hand face up (*expose*). **Sapaw**: lay a card off onto any
   meld on the table, yours or an opponent's. Both are optional.
3. **Discard** one card face up on the discard pile. This ends your turn — unless you call **Fight** instead
   (section 6).

**The first turn is different:** the first player already holds 13 cards, so they **do not draw**. They may
expose melds (cardlab's choice, option `dealer_may_expose_before_first_discard`: the H19 guide only says they
start by discarding), then discard.
""", """
<a id="3-mot-luot-choi"></a>
## 3 Một lượt chơi

Lượt đi **theo chiều kim đồng hồ** (ghế 0, rồi 1, rồi 2; tùy chọn `turn_direction`). Đến lượt mình, bạn:

1. **Bốc hoặc ăn bài.** Bốc lá trên cùng của nọc, *hoặc* **ăn bài** — lấy lá người ngồi trước vừa đánh — nhưng
   chỉ khi lá đó ghép ngay với bài trên tay thành một phỏm **mới**. Phỏm đó được hạ ngửa xuống bàn ngay lập tức;
   lá ăn không bao giờ được cất vào tay.
2. **Hạ phỏm và gửi bài.** Hạ ngửa các phỏm đang có trên tay. **Gửi bài** (Sapaw): đặt thêm một lá vào bất kỳ
   phỏm nào trên bàn, của mình hay của đối thủ. Cả hai việc này đều không bắt buộc.
3. **Đánh** một lá ngửa ra bài bỏ. Lượt của bạn kết thúc — trừ khi bạn gọi **Khiêu chiến** thay cho lá đánh
   (mục 6).

**Lượt đầu tiên thì khác:** người đi đầu đã cầm sẵn 13 lá nên **không bốc**. Họ được hạ phỏm (lựa chọn của
cardlab, tùy chọn `dealer_may_expose_before_first_discard`: hướng dẫn H19 chỉ nói người đi đầu mở màn bằng một
lá đánh), rồi đánh một lá.
""")),
        md(t("""
<a id="4-melds"></a>
## 4 Melds

A **meld** is one of:

* a **set**: 3 or 4 cards of the same rank (a set of four is a *four of a kind*);
* a **run**: 3 or more consecutive cards **of one suit**.

The **ace is low**: A-2-3 is a run, Q-K-A and K-A-2 are not (option `ace_high_in_runs`; the sources say
nothing about it). Consecutive cards of **different suits** are never a meld — the H19 guide's own example is
6♠ 7♦ 8♣. A card belongs to one meld only. The engine's verdicts:
""", """
<a id="4-phom"></a>
## 4 Phỏm

**Phỏm** (hướng dẫn H19 dùng từ mượn *Meld*) là một trong hai loại:

* **bộ**: 3 hoặc 4 lá cùng số (bộ 4 lá gọi là **tứ quý**);
* **sảnh**: từ 3 lá liên tiếp **cùng chất** trở lên.

**Lá A là lá nhỏ nhất**: A-2-3 là sảnh, còn Q-K-A và K-A-2 thì không (tùy chọn `ace_high_in_runs`; nguồn không
nói gì về điều này). Các lá liên tiếp nhưng **khác chất** không bao giờ là phỏm — chính hướng dẫn H19 lấy ví dụ
6♠ 7♦ 8♣. Mỗi lá chỉ thuộc một phỏm. Kết luận của bộ máy:
""")),
        code("""
for cards in ["7S 7C 7D", "7S 7C 7D 7H", "9S 10S JS", "AS 2S 3S", "6S 7D 8C", "QH KH AH"]:
    display(show(cards, verdict=tongits.check_meld(cards, RULES)))
"""),
        md(t("""
<a id="5-deadwood"></a>
## 5 Deadwood

Your deadwood is counted on the **best arrangement** of the cards in your hand: melds you still hold
concealed do not count (option `concealed_melds_count_as_deadwood`: the guide counts "the cards not in a
meld" without saying whether concealed melds are meant). Melds framed in green, deadwood in red:
""", """
<a id="5-bai-rac"></a>
## 5 Bài rác

Điểm bài rác được tính theo **cách xếp tốt nhất** của bài trên tay: những phỏm bạn còn giữ kín trên tay không
bị tính (tùy chọn `concealed_melds_count_as_deadwood`: hướng dẫn chỉ nói tính "các lá chưa được ghép vào phỏm"
mà không nói rõ phỏm giữ trên tay có được trừ ra hay không). Phỏm viền xanh, bài rác viền đỏ:
""")),
        code("""
display(layout("9S 10S JS 3D 4D"))
display(layout("5H 6H 7H 8H QC QD QS 2C KD"))
"""),
        md(t("""
<a id="6-chow-sapaw-and-fight"></a>
## 6 Chow, sapaw and Fight

### Chow

You may chow the previous player's discard **only to complete a new meld at once** with cards from your hand;
the meld goes face up on the table. You may not chow a card to keep it, nor (by default) to extend a meld you
have already exposed (option `chow_requires_new_meld`).
""", """
<a id="6-an-bai-gui-bai-va-khieu-chien"></a>
## 6 Ăn bài, gửi bài và Khiêu chiến

### Ăn bài

Bạn chỉ được ăn lá người ngồi trước vừa đánh **khi nó ghép ngay thành một phỏm mới** với bài trên tay; phỏm đó
được hạ ngửa xuống bàn. Không được ăn bài để cất vào tay, và (theo mặc định) cũng không được ăn để nối vào phỏm
bạn đã hạ (tùy chọn `chow_requires_new_meld`).
""")),
        code(t("""
for hand in ["6S 7S 2D KC", "6D 7C 2D KC"]:
    display(show(("discard", "8S"), ("your hand", hand),
                 verdict=tongits.check_chow("8S", hand, rules=RULES)))
""", """
for hand in ["6S 7S 2D KC", "6D 7C 2D KC"]:
    display(show(("lá vừa đánh", "8S"), ("bài trên tay", hand),
                 verdict=tongits.check_chow("8S", hand, rules=RULES)))
""")),
        md(t("""
### Sapaw

After drawing or chowing you may lay cards off onto **any** exposed meld, your own or an opponent's: the
fourth card of a set, or a card that extends a run at either end. The H19 guide's example: an opponent has
exposed 7♠ 7♣ 7♦ and you hold 7♥.
""", """
### Gửi bài

Sau khi bốc hoặc ăn bài, bạn được gửi bài vào **bất kỳ** phỏm nào đã hạ trên bàn, của mình hay của đối thủ: lá
thứ tư của một bộ, hoặc một lá nối dài sảnh ở một trong hai đầu. Ví dụ của hướng dẫn H19: đối thủ đã hạ
7♠ 7♣ 7♦ và bạn có lá 7♥.
""")),
        code(t("""
for meld, card in [("7S 7C 7D", "7H"), ("5S 6S 7S", "4S"), ("5S 6S 7S", "9S")]:
    display(show(("on the table", meld), ("your card", card),
                 verdict=tongits.check_sapaw(card, meld, RULES)))
""", """
for meld, card in [("7S 7C 7D", "7H"), ("5S 6S 7S", "4S"), ("5S 6S 7S", "9S")]:
    display(show(("trên bàn", meld), ("lá của bạn", card),
                 verdict=tongits.check_sapaw(card, meld, RULES)))
""")),
        md(t("""
### Fight

**Fight** (also called *Draw*) ends the hand with a showdown. You may call it on your turn when **both**:

* you have **exposed at least one meld**, and
* **no opponent has sapawed** onto your melds since your own last turn.

By default you call it **after drawing** (and exposing, sapawing), **instead of discarding**, as in the H19
guide's example (option `fight_timing`). Each opponent who has exposed a meld then answers: **Fold** (gives
up and pays) or **Challenge** (shows the hand). An opponent who exposed nothing is burned and does not answer.
Among the caller and the challengers, the **lowest deadwood wins**.
""", """
### Khiêu chiến

**Khiêu chiến** (còn gọi là *Draw*) kết thúc ván bằng một lần so bài. Bạn được gọi Khiêu chiến trong lượt của
mình khi **cả hai** điều kiện đều đúng:

* bạn đã **hạ ít nhất một phỏm**, và
* **không đối thủ nào gửi bài** vào phỏm của bạn kể từ lượt trước của bạn.

Theo mặc định bạn gọi **sau khi bốc** (và hạ, gửi bài), **thay cho lá đánh**, giống ví dụ của hướng dẫn H19
(tùy chọn `fight_timing`). Mỗi đối thủ đã hạ phỏm sẽ trả lời: **bỏ cuộc** (chịu thua và trả tiền) hoặc
**thách đấu** (lật bài so điểm). Đối thủ chưa hạ phỏm nào thì bị cháy bài và không được trả lời. Giữa người gọi
và những người thách đấu, ai **ít điểm bài rác nhất thì thắng**.
""")),
        code(t("""
for melds, sapawed in [(1, False), (0, False), (2, True)]:
    print(f"exposed melds: {melds}, sapawed on since your last turn: {sapawed}")
    display(show(verdict=tongits.check_fight(melds, sapawed, RULES)))
""", """
for melds, sapawed in [(1, False), (0, False), (2, True)]:
    print(f"số phỏm đã hạ: {melds}, bị gửi bài từ lượt trước: {'có' if sapawed else 'không'}")
    display(show(verdict=tongits.check_fight(melds, sapawed, RULES)))
""")),
        md(t("""
<a id="7-how-a-hand-ends"></a>
## 7 How a hand ends

A hand ends in one of three ways.

1. **Tongits.** A player whose hand becomes **empty** — through exposing and sapaw, or (by default) by
   discarding the last card — wins outright at once (option `tongits_on_final_discard`).
2. **Fight.** As in section 6. **Ties** (the sources are silent): a challenger who ties the caller wins
   (option `fight_tie_winner`); between tied challengers, the first in turn order after the caller.
3. **Stock out.** When the last stock card has been drawn and that player has discarded with no winner,
   everybody shows their hand and the **lowest deadwood wins**. Ties: whoever drew from the stock later ranks
   behind, the reading the H19 guide's FAQ gives first (option `stock_out_tiebreak`).

**Burned.** At any ending, a player who has **exposed no meld** is *burned*: takes no part in the comparison,
ranks last and pays the highest penalty.

A tie in a Fight, under each value of `fight_tie_winner`:
""", """
<a id="7-cac-cach-ket-thuc-van"></a>
## 7 Các cách kết thúc ván

Một ván kết thúc theo một trong ba cách.

1. **Tongits.** Người chơi nào **hết bài trên tay** — nhờ hạ phỏm và gửi bài, hoặc (theo mặc định) nhờ đánh
   lá cuối cùng — thắng tuyệt đối ngay lập tức (tùy chọn `tongits_on_final_discard`).
2. **Khiêu chiến.** Như mục 6. **Bằng điểm** (nguồn không nói): người thách đấu bằng điểm người gọi thì thắng
   (tùy chọn `fight_tie_winner`); giữa những người thách đấu bằng điểm nhau, ai đi trước tính từ người gọi
   thì thắng.
3. **Hết nọc.** Khi lá cuối cùng của nọc đã được bốc và người đó đã đánh mà chưa ai thắng, mọi người lật bài và
   ai **ít điểm bài rác nhất thì thắng**. Bằng điểm: ai bốc nọc sau thì xếp sau — cách hiểu mà phần hỏi đáp
   của hướng dẫn H19 nêu trước tiên (tùy chọn `stock_out_tiebreak`).

**Cháy bài.** Ở mọi cách kết thúc, người chơi **chưa hạ phỏm nào** bị *cháy bài*: không được so điểm, xếp chót
và chịu mức phạt cao nhất.

Một lần Khiêu chiến bằng điểm, theo từng giá trị của `fight_tie_winner`:
""")),
        code("""
for tie in ("challenger", "caller"):
    print(f"fight_tie_winner={tie!r}")
    display(tongits.fight_result("A", {"A": 9, "B": 9}, {"B": "challenge", "C": "fold"},
                                 {"A": 1, "B": 1, "C": 1}, tongits.Rules(fight_tie_winner=tie)))
"""),
        md(t("""
A stock out where A and B tie on 5 points, B drew the last card, and C never exposed a meld:
""", """
Hết nọc: A và B cùng 5 điểm, B bốc lá cuối cùng, còn C chưa hạ phỏm nào:
""")),
        code("""
tongits.stock_out_result({"A": 5, "B": 5, "C": 20}, "B", {"A": 1, "B": 2, "C": 0}, RULES)
"""),
        md(t("""
<a id="8-the-h19-guides-example"></a>
## 8 The H19 guide's example

The guide's worked example, played by the engine. Player 0 is the guide's A, player 1 is B, player 2 is C.

* **A** has exposed 9♠ 10♠ J♠ and holds 3♦ 4♦ (7 points).
* **B** has exposed K♠ K♣ K♦ and holds Q♥ 8♣ (18 points).
* **C** has exposed nothing and holds 12 loose cards.

A draws K♥, sapaws it onto B's kings (now a four of a kind) and, instead of discarding, calls Fight.
""", """
<a id="8-vi-du-cua-huong-dan-h19"></a>
## 8 Ví dụ của hướng dẫn H19

Ví dụ trong bài hướng dẫn, do bộ máy chơi lại. Người chơi 0 là A trong bài, người chơi 1 là B, người chơi 2
là C.

* **A** đã hạ 9♠ 10♠ J♠, trên tay còn 3♦ 4♦ (7 điểm).
* **B** đã hạ K♠ K♣ K♦, trên tay còn Q♥ 8♣ (18 điểm).
* **C** chưa hạ phỏm nào, trên tay 12 lá rời rạc.

A bốc được K♥, gửi lá đó vào bộ K của B (thành tứ quý) và, thay vì đánh bài, gọi Khiêu chiến.
""")),
        code(t(f"""
example = tongits.State.from_position(
    ["3D 4D", "QH 8C", "2C 5S 7H 9D JC AH 6C 10D 4S 8H QS 2H"],
    exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["KH"], rules=RULES)
example.apply("draw")
example.apply("sapaw KH on meld 1")
show(("A: exposed", example.exposed[0].cards), ("A: hand", example.hands[0]),
     ("B: exposed", example.exposed[1].cards), ("B: hand", example.hands[1]),
     ("C: hand", example.hands[2]))
""", f"""
example = tongits.State.from_position(
    ["3D 4D", "QH 8C", "2C 5S 7H 9D JC AH 6C 10D 4S 8H QS 2H"],
    exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["KH"], rules=RULES)
example.apply("draw")
example.apply("sapaw KH on meld 1")
show(("A: đã hạ", example.exposed[0].cards), ("A: trên tay", example.hands[0]),
     ("B: đã hạ", example.exposed[1].cards), ("B: trên tay", example.hands[1]),
     ("C: trên tay", example.hands[2]))
""")),
        md(t("""
A may call Fight: A has an exposed meld and nobody has sapawed onto it. A's deadwood is 7, B's is 18. A calls
Fight; C is burned; B, knowing 18 cannot beat 7, folds:
""", """
A được gọi Khiêu chiến: A đã hạ phỏm và không ai gửi bài vào phỏm của A. Bài rác của A là 7 điểm, của B là 18.
A gọi Khiêu chiến; C bị cháy bài; B biết 18 điểm không thể thắng 7 nên bỏ cuộc:
""")),
        code(t("""
print("deadwood: A", example.deadwood(0), "· B", example.deadwood(1))
display(show(verdict=example.fight_allowed(0)))
example.apply("fight")
example.apply("fold")
example.outcome()
""", """
print("bài rác: A", example.deadwood(0), "điểm · B", example.deadwood(1), "điểm")
display(show(verdict=example.fight_allowed(0)))
example.apply("fight")
example.apply("fold")
example.outcome()
""")),
        md(t("""
<a id="9-payments"></a>
## 9 Payments

The H19 guide says who wins and that a burned player "pays the highest penalty", but **gives no amounts**.
cardlab counts every payment in **stakes** (`base_stake`, 1 by default). Every loser pays the winner, so
payments always add up to zero:

| ending | who pays the winner | default |
|---|---|---|
| Tongits | each other player: `tongits_bonus` | 2 |
| Fight | a player who folds: `fold_penalty`; the caller or a challenger beaten in the comparison: `challenge_loss` | 1; 2 |
| stock out | each beaten player | 1 |
| any ending | a burned player: `burn_penalty` (the highest) | 3 |

House bonuses, **off by default** and not in the sources: `bonus_per_ace` and `bonus_per_king` (each other
player pays the winner per ace / king in the winner's hand and own melds) and `bonus_concealed_four` (a four
of a kind held concealed at the end is paid for by each other player, whoever wins). A Tongits, with C burned:
""", """
<a id="9-tra-tien"></a>
## 9 Trả tiền

Hướng dẫn H19 nói ai thắng và người cháy bài "chịu mức phạt nặng nhất", nhưng **không nêu số tiền**. cardlab
tính mọi khoản theo **tiền cược** (`base_stake`, mặc định 1). Mỗi người thua trả cho người thắng, nên tổng các
khoản luôn bằng 0:

| cách kết thúc | ai trả người thắng | mặc định |
|---|---|---|
| Tongits | mỗi người còn lại: `tongits_bonus` | 2 |
| Khiêu chiến | người bỏ cuộc: `fold_penalty`; người gọi hay người thách đấu thua khi so điểm: `challenge_loss` | 1; 2 |
| hết nọc | mỗi người thua điểm | 1 |
| mọi cách | người cháy bài: `burn_penalty` (cao nhất) | 3 |

Các khoản thưởng của luật nhà, **mặc định tắt** và không có trong nguồn: `bonus_per_ace` và `bonus_per_king`
(mỗi người khác trả người thắng theo số lá A / lá K trên tay và trong các phỏm của người thắng) và
`bonus_concealed_four` (mỗi tứ quý còn giữ kín trên tay khi hết ván được mỗi người khác trả tiền, dù ai
thắng). Một ván Tongits, C bị cháy bài:
""")),
        code("""
tongits.tongits_result("A", {"A": 3, "B": 1, "C": 0}, rules=RULES)
"""),
        md(t("""
The same Tongits with the ace bonus switched on (`bonus_per_ace=1`): if A's melds hold one ace (say
A♠ 2♠ 3♠), each other player pays A one more stake:
""", """
Cũng ván Tongits đó nhưng bật thưởng lá A (`bonus_per_ace=1`): nếu các phỏm của A có một lá A (chẳng hạn
A♠ 2♠ 3♠), mỗi người còn lại trả thêm cho A một lần tiền cược:
""")),
        code("""
tongits.tongits_result("A", {"A": 3, "B": 1, "C": 0}, rules=tongits.Rules(bonus_per_ace=1),
                       aces={"A": 1})
"""),
        md(t(f"""
<a id="10-house-rules"></a>
## 10 House rules

Every rule the sources leave open, and every amount, is an **option** of `tongits.Rules`, with the default
used everywhere in cardlab. Switch one by building new rules, e.g.
`tongits.Rules(fight_timing="before_draw", ace_high_in_runs=True)`; a value that is not allowed is refused
with the allowed values named. In the last column, *H19 guide* means the guide states the rule; **sources
silent** means the guide says nothing and the default is cardlab's choice.

{table}

A few options at work:
""", f"""
<a id="10-luat-nha"></a>
## 10 Luật nhà

Mọi luật mà nguồn bỏ ngỏ, và mọi số tiền, đều là một **tùy chọn** của `tongits.Rules`, với giá trị mặc định
được dùng khắp cardlab. Muốn đổi, hãy tạo bộ luật mới, ví dụ
`tongits.Rules(fight_timing="before_draw", ace_high_in_runs=True)`; giá trị không hợp lệ sẽ bị từ chối, kèm
danh sách các giá trị được phép. Ở cột cuối, *hướng dẫn H19* nghĩa là bài hướng dẫn có nêu luật đó; **nguồn
không nói** nghĩa là bài hướng dẫn không đề cập và giá trị mặc định do cardlab chọn.

{table}

Vài tùy chọn khi áp dụng:
""")),
        code(t("""
Rules = tongits.Rules
display(show(("ace_high_in_runs=True", "QH KH AH"),
             verdict=tongits.check_meld("QH KH AH", Rules(ace_high_in_runs=True))))
display(show(("chow_requires_new_meld=False", "5S 6S 7S"), ("discard", "8S"),
             verdict=tongits.check_chow("8S", "2D KC", exposed=["5S 6S 7S"],
                                        rules=Rules(chow_requires_new_meld=False))))
print("concealed_melds_count_as_deadwood=True: deadwood of 9♠ 10♠ J♠ 3♦ 4♦ =",
      tongits.deadwood("9S 10S JS 3D 4D", Rules(concealed_melds_count_as_deadwood=True)))
display(show(("fight_after_melding=False", ""),
             verdict=tongits.check_fight(1, False, Rules(fight_after_melding=False),
                                         melded_last_turn=True)))
""", """
Rules = tongits.Rules
display(show(("ace_high_in_runs=True", "QH KH AH"),
             verdict=tongits.check_meld("QH KH AH", Rules(ace_high_in_runs=True))))
display(show(("chow_requires_new_meld=False", "5S 6S 7S"), ("lá vừa đánh", "8S"),
             verdict=tongits.check_chow("8S", "2D KC", exposed=["5S 6S 7S"],
                                        rules=Rules(chow_requires_new_meld=False))))
print("concealed_melds_count_as_deadwood=True: bài rác của 9♠ 10♠ J♠ 3♦ 4♦ =",
      tongits.deadwood("9S 10S JS 3D 4D", Rules(concealed_melds_count_as_deadwood=True)), "điểm")
display(show(("fight_after_melding=False", ""),
             verdict=tongits.check_fight(1, False, Rules(fight_after_melding=False),
                                         melded_last_turn=True)))
""")),
        md(t("""
With `burn_exempt_with_secret=True`, C, who exposed nothing but holds 7♠ 7♥ 7♦ 7♣ concealed, is not burned and
may challenge A's Fight:
""", """
Với `burn_exempt_with_secret=True`, C chưa hạ phỏm nào nhưng giữ kín tứ quý 7♠ 7♥ 7♦ 7♣ nên không bị cháy bài
và được thách đấu khi A gọi Khiêu chiến:
""")),
        code("""
tongits.fight_result("A", {"A": 9, "B": 12, "C": 5}, {"B": "fold", "C": "challenge"},
                     {"A": 1, "B": 1, "C": 0}, tongits.Rules(burn_exempt_with_secret=True),
                     concealed_fours={"C": "7S 7H 7D 7C"})
"""),
        md(t("""
The three tie-breaks of a stock out on the same tie (A and B on 5; B drew last and holds 1 deadwood card, A
holds 2):
""", """
Ba cách phân định khi hết nọc, trên cùng một tình huống bằng điểm (A và B cùng 5 điểm; B bốc lá cuối và còn 1
lá bài rác, A còn 2 lá):
""")),
        code(t("""
for rule in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
    result = tongits.stock_out_result({"A": 5, "B": 5, "C": 20}, "B", {"A": 1, "B": 1, "C": 1},
                                      tongits.Rules(stock_out_tiebreak=rule),
                                      cards={"A": 2, "B": 1})
    print(f"stock_out_tiebreak={rule!r:21} winner: {result.winner}")
""", """
for rule in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
    result = tongits.stock_out_result({"A": 5, "B": 5, "C": 20}, "B", {"A": 1, "B": 1, "C": 1},
                                      tongits.Rules(stock_out_tiebreak=rule),
                                      cards={"A": 2, "B": 1})
    print(f"stock_out_tiebreak={rule!r:21} người thắng: {result.winner}")
""")),
        md(t("""
<a id="11-hand-after-hand"></a>
## 11 Hand after hand

A game is a series of hands at one table. The table's creator opens the first hand; after that the **winner
of each hand opens the next** (after a hand with no winner — everybody burned at a stock out — the same player
opens again). `tongits.Session` deals the hands in a row and keeps running totals; `first_player` says who
opens the first. Four hands played by three `"greedy"` bots:
""", """
<a id="11-nhieu-van-lien-tiep"></a>
## 11 Nhiều ván liên tiếp

Một buổi chơi gồm nhiều ván ở cùng một bàn. Người tạo bàn đi đầu ván thứ nhất; sau đó **người thắng ván trước
đi đầu ván sau** (nếu ván không ai thắng — mọi người đều cháy bài khi hết nọc — thì người cũ đi đầu lại).
`tongits.Session` chia các ván nối tiếp và cộng dồn tiền thắng thua; `first_player` cho biết ai đi đầu ván thứ
nhất. Bốn ván do ba máy `"greedy"` chơi:
""")),
        code(t("""
session = tongits.play_session(bots=["greedy"] * 3, hands=4, seed=2, rules=RULES)
for number, hand in enumerate(session.hands, start=1):
    result = hand.outcome()
    end = {"fight": "a Fight", "tongits": "Tongits", "stock_out": "stock out"}[result.end]
    print(f"hand {number}: opened by Player {hand.first_player}, ended by {end},",
          f"won by Player {result.winner}")
print("totals:", session.totals)
""", """
session = tongits.play_session(bots=["greedy"] * 3, hands=4, seed=2, rules=RULES)
for number, hand in enumerate(session.hands, start=1):
    result = hand.outcome()
    end = {"fight": "Khiêu chiến", "tongits": "Tongits", "stock_out": "hết nọc"}[result.end]
    print(f"ván {number}: Người chơi {hand.first_player} đi đầu, kết thúc bằng {end},",
          f"Người chơi {result.winner} thắng")
print("tổng cộng:", session.totals)
""")),
        md(t(f"""
<a id="12-where-the-sources-are-silent"></a>
## 12 Where the sources are silent

The H19 guide {H19} is the only source. These rules are cardlab's choices where it says nothing or hesitates;
each is an option (section 10):

* whether an ace may follow a king in a run — no (`ace_high_in_runs`);
* whether the first player may expose melds before the first discard — yes
  (`dealer_may_expose_before_first_discard`);
* who wins a tied Fight — a challenger who ties the caller (`fight_tie_winner`);
* a tied stock out — the guide's FAQ says the later drawer "usually" ranks behind, "or" fewer cards ranks
  ahead "depending on the room": the first is the default, both are options (`stock_out_tiebreak`);
* whether melds kept in the hand count as deadwood — no (`concealed_melds_count_as_deadwood`);
* whether a concealed four of a kind saves from burn — no (`burn_exempt_with_secret`);
* whether discarding the last card is Tongits — yes (`tongits_on_final_discard`);
* whether a player may call Fight right after melding — yes (`fight_after_melding`);
* every amount paid (`base_stake`, `tongits_bonus`, `burn_penalty`, `fold_penalty`, `challenge_loss`), and the
  house bonuses, which the guide does not mention (`bonus_per_ace`, `bonus_per_king`, `bonus_concealed_four`).

The guide's own rules — the deal, chow only into a new meld, sapaw onto any meld, the two conditions of
Fight, Fight after drawing (its example), the card points and burn — are the defaults as written.

**Next:** the lessons start with [1 · The deck, the deal and the words](01_deck_deal_words.ipynb); the
[exercises](../../exercises/tongits.ipynb) deal graded questions.
""", f"""
<a id="12-nhung-cho-nguon-khong-noi"></a>
## 12 Những chỗ nguồn không nói

Bài hướng dẫn H19 {H19} là nguồn duy nhất. Những luật sau là lựa chọn của cardlab ở chỗ bài hướng dẫn không nói
gì hoặc nói chưa dứt khoát; mỗi luật là một tùy chọn (mục 10):

* lá A có được đứng sau lá K trong sảnh không — không (`ace_high_in_runs`);
* người đi đầu có được hạ phỏm trước lá đánh đầu tiên không — có (`dealer_may_expose_before_first_discard`);
* ai thắng khi Khiêu chiến bằng điểm — người thách đấu bằng điểm người gọi (`fight_tie_winner`);
* hết nọc mà bằng điểm — phần hỏi đáp nói người bốc sau "thường" xếp sau, "hoặc" ưu tiên người ít lá rác hơn
  "tùy cài đặt phòng": cách đầu là mặc định, cả hai đều là tùy chọn (`stock_out_tiebreak`);
* phỏm giữ trên tay có tính là bài rác không — không (`concealed_melds_count_as_deadwood`);
* tứ quý giữ kín có cứu khỏi cháy bài không — không (`burn_exempt_with_secret`);
* đánh lá cuối cùng có tính là Tongits không — có (`tongits_on_final_discard`);
* vừa hạ phỏm có được gọi Khiêu chiến ngay không — có (`fight_after_melding`);
* mọi số tiền phải trả (`base_stake`, `tongits_bonus`, `burn_penalty`, `fold_penalty`, `challenge_loss`), và
  các khoản thưởng của luật nhà mà bài hướng dẫn không nhắc tới (`bonus_per_ace`, `bonus_per_king`,
  `bonus_concealed_four`).

Những luật do chính bài hướng dẫn nêu — cách chia bài, chỉ được ăn bài để tạo phỏm mới, được gửi bài vào mọi
phỏm, hai điều kiện của Khiêu chiến, gọi Khiêu chiến sau khi bốc (theo ví dụ), cách tính điểm và cháy bài — là
giá trị mặc định đúng như nguồn viết.

**Tiếp theo:** các bài học bắt đầu với [1 · Bộ bài, chia bài và thuật ngữ](01_deck_deal_words.ipynb);
phần [bài tập](../../../exercises/vi/tongits.ipynb) có các câu hỏi được chấm điểm.
""")),
    ]


if __name__ == "__main__":
    merge_streams(page("tongits/00_rules.ipynb", cells))
