"""Builds the lesson "Indian Rummy 5 — Points, Pool and Deals", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_05_formats.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/indian_rummy/05_points_pool_deals.ipynb`` and the learner copies
``notebooks/[vi/]indian_rummy/05_points_pool_deals.ipynb``.

The lesson carries the penalty points of lesson 4 across deals: Points (one deal), Pool 101 and Pool 201
(running totals, who is out, the dearer drops of Pool 201) and Deals (chips), with
:func:`cardlab.indian_rummy.match_totals` on the worked example's players and a Pool match played by bots;
then the house rules the Indian Rummy guide leaves open: what follows a wrong show, drops at a two-player
Deals table, and an empty stock; and the penalty calculator's running totals.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, lesson_merged  # noqa: E402
from indian_rummy_course import links_line, play_out_cell, setup_cell  # noqa: E402
from indian_rummy_exercises import POINTS_OF  # noqa: E402

NAME = "05_points_pool_deals"
REL = f"indian_rummy/{NAME}.ipynb"


def cells(t):
    """The lesson's cells in the language of ``t``."""
    links = links_line(t, NAME, ("04_penalties_drops.ipynb", "Lesson 4", "Bài 4"),
                       ("06_play_the_bots.ipynb", "Lesson 6", "Bài 6"))
    return [
        md(t(f"""
# Indian Rummy 5 — Points, Pool and Deals

**By the end of this notebook you will be able to**

* settle a deal of **Points Rummy**, where every deal stands alone and each loser pays the winner their
  penalty points;
* keep the **running totals** of a **Pool 101** or **Pool 201** match and say **who is out**, knowing
  that Pool 201 charges more for a drop: 25 and 50 instead of 20 and 40;
* follow a **Deals** match, where everyone starts with the same chips and each deal's winner takes the
  losers' points in chips;
* choose the house rules the Indian Rummy guide leaves open: what happens **after a wrong show**, whether
  a player may **drop in a two-player Deals** game, and what an **empty stock** does;
* check every total with `indian_rummy.match_totals` and the penalty calculator.

The Indian Rummy guide names the three formats — "Points, Pool or Deals" — and says they add points
over several deals with their own limits; the details below are cardlab's, each one an option of
`indian_rummy.Rules`. Lesson 4 taught what one deal costs: a loser's penalty points, a first drop,
a middle drop, a wrong show.

{links}
""", f"""
# Indian Rummy 5 — Points, Pool và Deals

**Học xong bài này, bạn sẽ biết**

* tính tiền một ván **Points Rummy**: mỗi ván tính riêng, mỗi người thua trả **điểm phạt** của mình cho
  người thắng;
* theo dõi **điểm cộng dồn** của một trận **Pool 101** hoặc **Pool 201** và nói được **ai bị loại**,
  nhớ rằng Pool 201 phạt **bỏ cuộc** nặng hơn: 25 và 50 thay vì 20 và 40;
* theo dõi một trận **Deals**: mọi người bắt đầu với số chip như nhau, người thắng mỗi ván lấy điểm của
  những người thua dưới dạng chip;
* chọn các luật nhà mà bài hướng dẫn Indian Rummy để ngỏ: chuyện gì xảy ra **sau một lần khai sai**,
  có được **bỏ cuộc khi chơi Deals hai người** không, và **hết nọc** thì sao;
* kiểm tra mọi con số bằng `indian_rummy.match_totals` và bảng tính điểm phạt.

Bài hướng dẫn Indian Rummy có nêu ba hình thức — "Points, Pool hay Deals" — và nói chúng cộng điểm qua
nhiều ván với giới hạn riêng; các chi tiết bên dưới là lựa chọn của cardlab, mỗi chi tiết là một tùy
chọn của `indian_rummy.Rules`. Bài 4 đã dạy một ván tốn bao nhiêu: điểm phạt của người thua, **bỏ cuộc
ở lượt đầu**, **bỏ cuộc giữa ván**, **khai sai**.

{links}
""")),
        setup_cell(t, ("the Indian Rummy guide's game (Points): see below", "luật theo bài hướng dẫn (Points): xem bên dưới")),
        md(t("""
`RULES` above holds the house rules of sections 1, 5 and 6 and of the questions at the end: change an
option there (e.g. `indian_rummy.Rules(after_wrong_show="deal_ends")`) and run the notebook again. The
Pool and Deals sections build their rules with `indian_rummy.Rules.pool(…)` and
`indian_rummy.Rules.deals_format(…)`.

## 1 · Points Rummy: one deal, paid at once

The guide's example is a deal of **Points Rummy**, the default format (`format="points"`): An shows, Bình
counts 25 penalty points, Chi 80. Each loser pays their points to the winner — at the table's value of a
point, the **stake** — and the next deal starts from nothing.
""", """
`RULES` ở trên giữ luật nhà của mục 1, 5, 6 và các câu hỏi cuối bài: đổi một tùy chọn ở đó (ví dụ
`indian_rummy.Rules(after_wrong_show="deal_ends")`) rồi chạy lại cả bài. Mục Pool và Deals tạo luật
riêng bằng `indian_rummy.Rules.pool(…)` và `indian_rummy.Rules.deals_format(…)`.

## 1 · Points Rummy: một ván, trả ngay

Ván mẫu của bài hướng dẫn là một ván **Points Rummy**, hình thức mặc định (`format="points"`): An khai,
Bình bị 25 điểm phạt, Chi 80. Mỗi người thua trả số điểm của mình cho người thắng — nhân với giá trị một
điểm mà bàn đã thỏa thuận, tức **tiền cược** — rồi ván sau bắt đầu lại từ đầu.
""")),
        code(bilingual(t, """
deal = indian_rummy.settle_deal("An", {"Bình": 25, "Chi": 80}, RULES)
print("${w1}", RULES.format)
for name, points in deal.payments.items():
    print(f"  {name:5}{points:+5}")
""", w1=("format:", "hình thức:")), CHECK),
        md(t("""
## 2 · Pool Rummy: reach 101 (or 201) and you are out

In **Pool Rummy** the deals go on and each player's penalty points **add up**. A player whose total
**reaches** the limit — **101** in Pool 101, **201** in Pool 201 — is **out** (eliminated) and plays no
more deals; the last player left wins the pool (each other player pays one entry to the winner). A
drop or a wrong show adds its points like any loss. Pool 201 makes dropping dearer: a first drop costs
**25** and a middle drop **50**. `Rules.pool(201)` is the same as `Rules(format="pool201")`:
""", """
Trong **Pool Rummy**, các ván nối tiếp nhau và điểm phạt của mỗi người **cộng dồn**. Ai có tổng điểm
**đạt tới** giới hạn — **101** ở Pool 101, **201** ở Pool 201 — thì **bị loại** và không chơi các ván sau
nữa; người cuối cùng còn lại thắng cả pool (mỗi người còn lại trả cho người thắng một suất tiền vào cửa).
Bỏ cuộc hay khai sai cũng cộng điểm như mọi lần thua. Pool 201 phạt bỏ cuộc nặng hơn: bỏ cuộc ở lượt
đầu **25** điểm, bỏ cuộc giữa ván **50** điểm. `Rules.pool(201)` cũng chính là
`Rules(format="pool201")`:
""")),
        code(bilingual(t, """
POOL_101, POOL_201 = indian_rummy.Rules.pool(101), indian_rummy.Rules.pool(201)
print("Rules.pool(201) == Rules(format='pool201'):", POOL_201 == indian_rummy.Rules(format="pool201"))
for rules in (RULES, POOL_101, POOL_201):
    first, middle = indian_rummy.drop_penalty(True, rules), indian_rummy.drop_penalty(False, rules)
    wrong = indian_rummy.wrong_show_penalty(rules)
    print(f"{rules.format:8} ${w1} {str(rules.pool_limit):4} | first_drop {first} | middle_drop {middle}"
          f" | wrong_show {wrong}")
""", w1=("limit", "giới hạn")), CHECK),
        md(t("""
### Running totals: An, Bình and Chi play on

Four deals between the guide's players. Deal 1 is the worked example. In deal 2 An makes a middle drop;
in deal 3 Chi makes a first drop; in deal 4 Chi shows wrongly. The drops and the wrong show are written
with the engine's functions, so each format charges its own points. `indian_rummy.match_totals(deals,
rules)` adds them up, deal by deal, and says who is out:
""", """
### Điểm cộng dồn: An, Bình và Chi chơi tiếp

Bốn ván giữa ba người trong bài hướng dẫn. Ván 1 là ván mẫu. Ở ván 2 An bỏ cuộc giữa ván; ở ván 3 Chi bỏ
cuộc ở lượt đầu; ở ván 4 Chi khai sai. Điểm bỏ cuộc và khai sai được lấy từ các hàm của bộ máy, nên mỗi
hình thức tính đúng mức phạt của nó. `indian_rummy.match_totals(deals, rules)` cộng dồn từng ván và cho
biết ai bị loại:
""")),
        code(bilingual(t, """
def four_deals(rules):
    \"\"\"${w1}\"\"\"
    first, middle = indian_rummy.drop_penalty(True, rules), indian_rummy.drop_penalty(False, rules)
    wrong = indian_rummy.wrong_show_penalty(rules)
    return [{"An": 0, "Bình": 25, "Chi": 80},          # ${w2}
            {"An": middle, "Bình": 30, "Chi": 0},      # ${w3}
            {"An": 12, "Bình": 0, "Chi": first},       # ${w4}
            {"An": 0, "Bình": 46, "Chi": wrong}]       # ${w5}


def running_totals(rules):
    \"\"\"${w6}\"\"\"
    match = indian_rummy.match_totals(four_deals(rules), rules)
    print(rules.format)
    for n, totals in enumerate(match.totals, start=1):
        row = "  ".join(f"{name} {points:3}" + (" ${out}" if match.out.get(name) == n else "")
                        for name, points in totals.items())
        print(f"  ${after} {n}: {row}")
    print(" ", match.text())


running_totals(POOL_101)
""", w1=("The four deals: each player's points, the deal's winner 0.",
         "Bốn ván: điểm của mỗi người, người thắng ván 0 điểm."),
            w2=("the worked example: An shows", "ván mẫu: An khai"),
            w3=("Chi shows, An drops in the middle", "Chi khai, An bỏ cuộc giữa ván"),
            w4=("Bình shows, Chi drops at once", "Bình khai, Chi bỏ cuộc ở lượt đầu"),
            w5=("An shows, Chi had shown wrongly", "An khai, trước đó Chi khai sai"),
            w6=("Print the totals after each deal and who is out.",
                "In tổng điểm sau mỗi ván và ai bị loại."),
            out=("OUT", "BỊ LOẠI"), after=("after deal", "sau ván")), CHECK),
        md(t("""
Read it line by line. After deal 3 Chi has **100** points and is still in: a player is out on
**reaching** 101, not before. In deal 4 Bình's 46 take him to exactly **101**: out. Chi's wrong show
takes Chi to 180: out. An, the last player left, wins the pool.

The same four deals in **Pool 201**: An's middle drop now costs 50 and Chi's first drop 25, and nobody
reaches 201 — the pool goes on:
""", """
Đọc từng dòng. Sau ván 3, Chi có **100** điểm mà vẫn còn chơi: người chơi bị loại khi **đạt tới** 101,
không phải trước đó. Ở ván 4, 46 điểm đưa Bình lên đúng **101**: bị loại. Lần khai sai đưa Chi lên 180:
bị loại. An, người cuối cùng còn lại, thắng cả pool.

Cũng bốn ván đó nhưng chơi **Pool 201**: An bỏ cuộc giữa ván giờ mất 50, Chi bỏ cuộc ở lượt đầu mất 25,
và không ai đạt tới 201 — pool còn tiếp tục:
""")),
        code("""
running_totals(POOL_201)
""", CHECK),
        md(t("""
### A Pool 101 match played by bots

Three greedy bots play a whole Pool 101 match. The game keeps the running table in `game.scores` and each
deal's points in `game.results`; `match_totals` on those points gives the same totals. Watch the deal
played by two players once a third is out:
""", """
### Một trận Pool 101 do máy chơi

Ba máy tham chơi trọn một trận Pool 101. Ván bài giữ bảng điểm cộng dồn trong `game.scores` và điểm của
từng ván trong `game.results`; `match_totals` trên các điểm đó cho đúng những tổng ấy. Hãy để ý ván chỉ
còn hai người chơi sau khi người thứ ba bị loại:
""")),
        play_out_cell(t),
        code(bilingual(t, """
game = indian_rummy.new_game(2, POOL_101, players=3)      # ${w1}
play_out(game)
deals = [dict(result.penalties) for result in game.results]
for n, points in enumerate(deals, start=1):
    print(f"${w2} {n}: {points}")
match = indian_rummy.match_totals(deals, POOL_101)
print("game.scores:", game.scores, "| match_totals:", match.totals[-1])
print(match.text())
print("${w3}", game.outcome().payments)
""", w1=("deal number 2, three players", "số ván chia 2, ba người chơi"),
            w2=("deal", "ván"), w3=("entries won (+) and paid (−):", "suất tiền vào cửa được (+) và mất (−):")), CHECK),
        md(t("""
## 3 · Deals Rummy: a fixed number of deals, played for chips

In **Deals Rummy** (`format="deals"`) the match has a fixed number of deals (`deals`, 2 by default).
Everyone starts with `deals × 80` chips; in each deal the winner takes every loser's penalty points in
chips. After the last deal the player with the most chips wins; a tie asks for an extra deal. The
first three deals of An, Bình and Chi, as a three-deal match — `Rules.deals_format(3)` is
`Rules(format="deals", deals=3)`:
""", """
Trong **Deals Rummy** (`format="deals"`) trận đấu có một số ván cố định (`deals`, mặc định 2). Mọi người
bắt đầu với `deals × 80` chip; ở mỗi ván, người thắng lấy điểm phạt của từng người thua dưới dạng chip.
Sau ván cuối, ai nhiều chip nhất thì thắng; nếu hòa thì chơi thêm một ván. Ba ván đầu của An, Bình và
Chi, thành một trận ba ván — `Rules.deals_format(3)` chính là `Rules(format="deals", deals=3)`:
""")),
        code(bilingual(t, """
DEALS_3 = indian_rummy.Rules(format="deals", deals=3)
print("Rules.deals_format(3) == Rules(format='deals', deals=3):", indian_rummy.Rules.deals_format(3) == DEALS_3)
match = indian_rummy.match_totals(four_deals(DEALS_3)[:3], DEALS_3)
print("${w1}", DEALS_3.deals * DEALS_3.max_penalty)
for n, chips in enumerate(match.totals, start=1):
    print(f"  ${w2} {n}: {chips}")
print(" ", match.text())
""", w1=("chips at the start:", "số chip lúc đầu:"), w2=("after deal", "sau ván")), CHECK),
        md(t("""
## 4 · No drop at a two-player Deals table (`drop_in_two_player_deals`)

With only two players, a drop hands the deal to the other player for a fixed price, and a Deals match
has few deals. Many apps therefore forbid dropping at a two-player Deals table; cardlab allows it by
default and forbids it with `drop_in_two_player_deals=False`. The first turn of the same two-player
deal under both settings:
""", """
## 4 · Không được bỏ cuộc khi chơi Deals hai người (`drop_in_two_player_deals`)

Chỉ có hai người thì bỏ cuộc là trao ván cho người kia với một giá cố định, mà trận Deals lại có ít ván.
Vì vậy nhiều ứng dụng cấm bỏ cuộc ở bàn Deals hai người; cardlab mặc định cho phép, và cấm khi đặt
`drop_in_two_player_deals=False`. Lượt đầu của cùng một ván hai người theo cả hai cách đặt:
""")),
        code(bilingual(t, """
from cardlab.engine import Action

for allowed in (True, False):
    rules = indian_rummy.Rules(format="deals", drop_in_two_player_deals=allowed)
    game = indian_rummy.new_game(3, rules, players=2)
    print(f"drop_in_two_player_deals={allowed}:", [action.describe() for action in game.legal_actions()])
print("${w1}", game.why_illegal(Action("drop", player=game.current_player)).text())
""", w1=("A drop now:", "Bỏ cuộc lúc này:")), CHECK),
        md(t("""
## 5 · After a wrong show (`after_wrong_show`)

A wrong show costs 80 — the guide says no more. What happens next is a house rule:

* `"play_on"` (default): the player who showed wrongly is out of the deal; the others play on, and the
  deal's winner collects the 80 with the other losers' points;
* `"deal_ends"`: the deal ends at once with no winner; the 80 points are shared among the other players.

In Pool the 80 go onto the wrong-shower's total either way (deal 4 above). The same deal under both
settings: the first player shows at once, with a hand far from ready.
""", """
## 5 · Sau một lần khai sai (`after_wrong_show`)

Khai sai bị phạt 80 điểm — bài hướng dẫn chỉ nói đến đó. Chuyện gì xảy ra tiếp theo là luật nhà:

* `"play_on"` (mặc định): người khai sai bị loại khỏi ván; những người khác chơi tiếp, và người thắng ván
  thu 80 điểm đó cùng điểm của những người thua khác;
* `"deal_ends"`: ván kết thúc ngay, không có người thắng; 80 điểm được chia cho những người chơi còn lại.

Trong Pool, 80 điểm đó được cộng vào tổng của người khai sai dù theo cách nào (ván 4 ở trên). Cùng một
ván theo cả hai cách đặt: người chơi đầu tiên khai ngay, với bài còn xa mới xong.
""")),
        code(bilingual(t, """
from dataclasses import replace

for setting in ("play_on", "deal_ends"):
    game = indian_rummy.new_game(SEED, replace(RULES, after_wrong_show=setting), players=3)
    game.apply(game.legal_actions()[0])                                          # ${w1}
    game.apply(next(a for a in game.legal_actions() if a.kind == "declare"))     # ${w2}
    print(f"after_wrong_show={setting!r}: ${w3} {['${no}', '${yes}'][game.is_terminal()]}")
    play_out(game)
    result = game.results[0]
    print(" ", result.text())
    print("  ${w4}", result.payments)
""", w1=("draw from the stock", "bốc từ nọc"), w2=("show at once: a wrong show", "khai ngay: khai sai"),
            w3=("is the deal over at once?", "ván có kết thúc ngay không?"), yes=("yes", "có"), no=("no", "không"),
            w4=("points won (+) and paid (−):", "điểm được (+) và mất (−):")), CHECK),
        md(t("""
## 6 · When the stock runs out (`max_reshuffles`)

The guide does not say. By default cardlab shuffles the discard pile, all but its top card, into a new
stock whenever the stock runs out (`max_reshuffles=None`). A table may allow only so many reshuffles:
after them, an empty stock ends the deal with **no winner**, and nobody pays. Six greedy bots, the same
deal, with and without reshuffles:
""", """
## 6 · Khi hết nọc (`max_reshuffles`)

Bài hướng dẫn không nói. Mặc định, mỗi khi hết nọc, cardlab xáo bài bỏ (trừ lá trên cùng) thành nọc mới
(`max_reshuffles=None`). Bàn chơi có thể chỉ cho xáo lại một số lần: sau đó, hết nọc là ván kết thúc
**không có người thắng**, và không ai phải trả. Sáu máy tham, cùng một ván, có và không có xáo lại:
""")),
        code(bilingual(t, """
for limit in (None, 0):
    game = indian_rummy.new_game(8, replace(RULES, max_reshuffles=limit), players=6)
    play_out(game)
    result = game.results[0]
    print(f"max_reshuffles={limit}: ${w1} {len(game.history)} ${w2}")
    print(" ", result.text())
""", w1=("the deal lasted", "ván kéo dài"), w2=("moves", "nước đi")), CHECK),
        md(t("""
## 7 · Running totals in the penalty calculator

The calculator's right-hand side keeps a match: type one deal per line, each seat's points separated by
commas (the deal's winner 0), and choose the format. Below, the four deals of An (seat 0), Bình (seat 1)
and Chi (seat 2) in Pool 201. **Try:** switch the format to Pool 101. The fixed penalties fall to 20 and
40, but the lines keep the points you typed: change An's 50 to 40 and Chi's 25 to 20, and Bình and Chi
are out, as in section 2. *(It needs a running kernel.)*
""", """
## 7 · Điểm cộng dồn trong bảng tính điểm phạt

Nửa bên phải của bảng tính theo dõi một trận: gõ mỗi dòng một ván, điểm của từng ghế cách nhau bằng dấu
phẩy (người thắng ván 0 điểm), rồi chọn hình thức. Dưới đây là bốn ván của An (ghế 0), Bình (ghế 1) và Chi
(ghế 2) ở Pool 201. **Thử xem:** đổi hình thức sang Pool 101. Mức phạt cố định giảm về 20 và 40, nhưng
các dòng vẫn giữ số điểm bạn đã gõ: sửa 50 của An thành 40 và 25 của Chi thành 20, thế là Bình và Chi bị
loại, như ở mục 2. *(Cần kernel đang chạy.)*
""")),
        code("""
from cardlab.widgets import PenaltyCalculator

calculator = PenaltyCalculator(POOL_201)
calculator.set_deals("\\n".join(", ".join(str(p) for p in deal.values()) for deal in four_deals(POOL_201)))
calculator
""", IGNORE),
        code(bilingual(t, """
print(calculator.match.text())   # ${w1}
""", w1=("the calculator's verdict comes from indian_rummy.match_totals", "kết luận của bảng tính do indian_rummy.match_totals đưa ra")), CHECK),
        md(t("""
## Summary

| format | option | what adds up | who wins |
|---|---|---|---|
| Points | `format="points"` | nothing: each deal is paid at once | each deal's winner |
| Pool 101 / 201 | `Rules.pool(101)`, `Rules.pool(201)` | penalty points; out on reaching 101 / 201; Pool 201 drops 25 / 50 | the last player left |
| Deals | `Rules.deals_format(n)` | chips, from `n × 80` each | the most chips after `n` deals |

| house rule | default | other value |
|---|---|---|
| `after_wrong_show` | `"play_on"`: the player is out of the deal | `"deal_ends"`: no winner, the 80 shared |
| `drop_in_two_player_deals` | `True` | `False`: no drop at a two-player Deals table |
| `max_reshuffles` | `None`: reshuffle the discard pile as often as needed | a number: then an empty stock ends the deal |
""", """
## Tóm tắt

| hình thức | tùy chọn | cái gì cộng dồn | ai thắng |
|---|---|---|---|
| Points | `format="points"` | không gì cả: mỗi ván trả ngay | người thắng từng ván |
| Pool 101 / 201 | `Rules.pool(101)`, `Rules.pool(201)` | điểm phạt; bị loại khi đạt tới 101 / 201; Pool 201 bỏ cuộc 25 / 50 | người cuối cùng còn lại |
| Deals | `Rules.deals_format(n)` | chip, mỗi người bắt đầu với `n × 80` | nhiều chip nhất sau `n` ván |

| luật nhà | mặc định | giá trị khác |
|---|---|---|
| `after_wrong_show` | `"play_on"`: người khai sai bị loại khỏi ván | `"deal_ends"`: không ai thắng, chia 80 điểm |
| `drop_in_two_player_deals` | `True` | `False`: không được bỏ cuộc ở bàn Deals hai người |
| `max_reshuffles` | `None`: xáo bài bỏ thành nọc mới bao nhiêu lần cũng được | một số: sau đó hết nọc là hết ván |
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import indian_rummy_set

quiz = indian_rummy_set(seed=20, rules=RULES, questions=["drop", "pool"], name="Lesson 5 check", var="quiz")
""", """
from cardlab.exercises import indian_rummy_set

quiz = indian_rummy_set(seed=20, rules=RULES, questions=["drop", "pool"], name="Kiểm tra bài 5", var="quiz")
"""), [
        (t("""
**Question 1 · What does this drop cost?** Look at the format the question names, and at whether the
player has drawn yet. Answer with a number.
""", """
**Câu 1 · Bỏ cuộc lúc này bị phạt bao nhiêu?** Hãy xem câu hỏi nói hình thức nào, và người chơi đã bốc
bài chưa. Trả lời bằng một số.
"""), """
q = quiz.q1
answer = indian_rummy.drop_penalty(q.first, q.rules)
"""),
        (t("""
**Question 2 · Who is out of the Pool?** Add this deal's points to each score. Answer with a list of
players, such as `["B"]`, or `[]` if nobody is out.
""", """
**Câu 2 · Ai bị loại khỏi Pool?** Cộng điểm của ván này vào điểm của từng người. Trả lời bằng danh sách
người chơi, ví dụ `["B"]`, hoặc `[]` nếu không ai bị loại.
"""), """
q = quiz.q2""" + POINTS_OF + """
this_deal = {p: points_of(e, None, q.rules) for p, e in q.events.items()}
match = indian_rummy.match_totals([q.before, this_deal], q.rules)
answer = sorted(p for p, deal in match.out.items() if deal == 2)
"""),
    ]) + [
        md(t("""
## Next

[6 · Play the bots](06_play_the_bots.ipynb): a whole deal against the greedy bots, with a coach.
""", """
## Bài tiếp theo

[6 · Chơi với máy](06_play_the_bots.ipynb): chơi trọn một ván với các máy tham, có người hướng dẫn.
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
