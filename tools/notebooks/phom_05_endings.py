"""Builds the lesson "Phỏm 5 · Endings and money", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_05_endings.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/phom/05_endings_money.ipynb`` and the learner copies
``notebooks/[vi/]phom/05_endings_money.ipynb``.

The Xeeng guide gives its money as rules, not as a worked hand; the lesson plays each of them through with
the engine's calculators, then two whole hands played by the greedy bots: deal number 23 (lesson 4's hand,
ended by points, one móm) and deal number 219 (an Ù đền).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, lesson_merged  # noqa: E402
from phom_exercises import END_TABLE  # noqa: E402  (the end of a quiz hand as phom.settle takes it)
from rules_common import setup_cell  # noqa: E402

REL = "phom/05_endings_money.ipynb"

#: Every payment option of phom.Rules: its default and the value the lesson switches it to.
SWITCHED = [
    ("rank_payments", "(1, 2, 3)", "(2, 4, 6)"),
    ("mom_extra", "1", "3"),
    ("short_table_payments", '`"by_place"`', ('`"last_pays_most"`, three players', '`"last_pays_most"`, bàn ba người')),
    ("eat_payment_scheme", '`"by_round"`', '`"by_eat_order"`'),
    ("chot_multiplier", "4", "3"),
    ("house_fee", "0", "1"),
    ("u_payment", "5", "10"),
    ("u_khan_enabled", "false", "true"),
    ("den_on_tai_chot", "true", "false"),
]


def _options_table(t) -> str:
    """The Markdown table of the payment options, in the language of ``t``."""
    head = t("| option | default (Xeeng guide) | switched above |",
             "| tùy chọn | mặc định (hướng dẫn Xeeng) | đã đổi ở trên |")
    rows = [f"| `{name}` | {default} | {t(*switched) if isinstance(switched, tuple) else switched} |"
            for name, default, switched in SWITCHED]
    return "\n".join([head, "|---|---|---|"] + rows)


def cells(t):
    """The lesson's cells in the language of ``t``."""
    vi = t.lang == "vi"
    exercises = "../../../exercises/vi/phom.ipynb" if vi else "../../exercises/phom.ipynb"
    return [
        md(t("""
# Phỏm 5 · Endings and money

**By the end of this notebook you will be able to**

* rank the players at the end of a hand by their **points** (*điểm*), break a **tie** by the
  order of laying down, and place the **móm** players,
* say what each place pays: 2nd, 3rd and last (*về nhì, về ba, về bét*) pay 1, 2 and 3 **bets**
  (*tiền cược*), a móm player 4,
* price every **eaten card** (*ăn bài*), the **chốt** too, under both of the Xeeng guide's tables,
* settle an **Ù** and an **Ù tròn** (each loser pays 5), and an **Ù đền** — including who pays for
  the whole table, and the **tái chốt**,
* switch every payment option of `phom.Rules` and check, with `phom.settle` and `phom.settle_u`,
  that the money of a whole hand adds up to zero.

Every amount comes from the **Xeeng Phỏm guide** ("Luật Chơi Phỏm trong Xeeng Online"), set out on
[the Phỏm rules page](00_rules.ipynb#8-money). The guide states its money as rules rather than as a
worked hand: each rule is played through below, then two whole hands. Words used here: *hạ
phỏm* (lay down), *gửi bài* (send), *bài rác* (the cards left outside phỏm), *phỏm ngang* / *phỏm
dọc* (a set / a run), *cạ* (two cards that could share a phỏm), *tiền xâu* (the house fee).

[Tiếng Việt](../vi/phom/05_endings_money.ipynb) · [Lesson 4](04_laying_down_sending.ipynb) · [The rules of Phỏm](00_rules.ipynb)
""", """
# Phỏm 5 · Kết thúc ván và tính tiền

**Học xong bài này, bạn sẽ biết**

* xếp hạng người chơi cuối ván theo **điểm**, phân xử khi **bằng điểm** theo thứ tự hạ phỏm, và xếp
  chỗ cho người bị **móm**;
* nói được mỗi hạng trả bao nhiêu: **về nhì, về ba, về bét** trả 1, 2 và 3 lần **tiền cược**, người
  móm trả 4 lần;
* tính tiền cho mỗi lá bị **ăn bài**, kể cả **ăn chốt**, theo cả hai bảng của hướng dẫn Xeeng;
* tính tiền khi có người **Ù** hay **Ù tròn** (mỗi người thua trả 5 lần), và khi **Ù đền** — ai phải
  đền cả bàn, kể cả trường hợp **tái chốt**;
* đổi từng tùy chọn về tiền của `phom.Rules`, và kiểm tra bằng `phom.settle`, `phom.settle_u` rằng
  tiền của cả ván cộng lại đúng bằng 0.

Mọi con số đều lấy từ **hướng dẫn Phỏm của Xeeng** ("Luật Chơi Phỏm trong Xeeng Online"), trình bày
ở [trang luật chơi Phỏm](00_rules.ipynb#8-tinh-tien). Hướng dẫn nêu cách tính tiền thành
từng luật chứ không cho một ván mẫu: dưới đây ta chơi thử từng luật, rồi hai ván trọn vẹn. Các từ
dùng trong bài: *hạ phỏm*, *gửi bài*, *bài rác* (các lá nằm ngoài phỏm), *phỏm ngang* / *phỏm dọc*,
*cạ* (hai lá có thể cùng nằm trong một phỏm), *tiền xâu* (phí chia bài).

[English](../../phom/05_endings_money.ipynb) · [Bài 4](04_laying_down_sending.ipynb) · [Luật chơi Phỏm](00_rules.ipynb)
""")),
        setup_cell(t, "phom", "phom.arrange(hand, RULES)"),
        md(t("""
The first cell (folded) draws the cards. The house rules of the lesson are set below: change them
and run the notebook again, e.g. `phom.Rules(eat_payment_scheme="by_eat_order", chot_multiplier=3)`
or `phom.Rules(house_fee=1)`.
""", """
Ô đầu tiên (đang thu gọn) vẽ các lá bài. Luật nhà của bài học được đặt ở ô dưới đây: hãy đổi rồi chạy
lại cả bài, ví dụ `phom.Rules(eat_payment_scheme="by_eat_order", chot_multiplier=3)` hoặc
`phom.Rules(house_fee=1)`.
""")),
        code(bilingual(t, """
RULES = phom.Rules()   # ${w1} house_fee=1, mom_extra=2, ...
from cardlab.bots import make_bot


def play_hand(seed, rules=RULES):
    \"\"\"${w2}.\"\"\"
    game = phom.new_game(seed, rules)
    bots = [make_bot(phom, "greedy", seed + seat) for seat in range(4)]
    while not game.is_terminal():
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat)))
    return game
""",
    w1=("the Xeeng guide's game; try", 'luật của hướng dẫn Xeeng; thử'),
    w2=('A whole hand dealt from deal number `seed`, played by four greedy bots', 'Một ván trọn vẹn chia theo số ván chia `seed`, do bốn máy "greedy" chơi'))),
        md(t("""
## 1 · Ranking by points

"The hand ends when a player declares Ù. If nobody does, the player with the **fewest points**
wins. J, Q, K count 11, 12, 13." The points are those of the cards left in hand after laying down
and sending. Then, says the guide, **2nd, 3rd and last pay 1, 2 and 3 bets**, and the winner
collects what the losers pay.

`phom.settle(players)` ranks and pays; each player is given by their points, whether they are móm,
and their place in the lay-down order:
""", """
## 1 · Xếp hạng theo điểm

"Ván chơi kết thúc khi có người chơi Ù. Nếu không ai Ù, người **ít điểm nhất** là người thắng. Các lá
J, Q, K được tính là 11, 12, 13 điểm." Điểm là điểm của các lá còn trên tay sau khi hạ phỏm và gửi bài.
Rồi, theo hướng dẫn, **về nhì, ba, bét bị trừ 1, 2, 3 lần tiền cược**, và người thắng nhận số tiền
những người thua trả.

`phom.settle(players)` xếp hạng và tính tiền; mỗi người chơi được cho bằng số điểm, có bị móm hay
không, và thứ tự hạ phỏm:
""")),
        code("""
points = {"A": {"deadwood": 9, "mom": False, "laydown_order": 1},
          "B": {"deadwood": 20, "mom": False, "laydown_order": 2},
          "C": {"deadwood": 14, "mom": False, "laydown_order": 3},
          "D": {"deadwood": 31, "mom": False, "laydown_order": 4}}
result = phom.settle(points, rules=RULES)
print(result.ranking, result.payments)
print(result.text())
""", CHECK),
        md(t("""
## 2 · A tie: who laid down later loses

"If two players have the same points, the one who **laid down later** loses." Give B 14 points,
as many as C: B laid down second, C third, so B ranks above C. Swap their lay-down order and the
places swap too:
""", """
## 2 · Bằng điểm: ai hạ bài sau thì thua

"Nếu 2 người bằng điểm nhau thì ai **hạ bài sau** sẽ thua." Cho B 14 điểm, bằng C: B hạ thứ hai, C hạ
thứ ba, nên B xếp trên C. Đổi thứ tự hạ của hai người thì thứ hạng cũng đổi theo:
""")),
        code(bilingual(t, """
tie = {**points, "B": {"deadwood": 14, "mom": False, "laydown_order": 2}}
print("B ${w1}:", phom.settle(tie, rules=RULES).ranking)
tie["B"], tie["C"] = {**tie["B"], "laydown_order": 3}, {**tie["C"], "laydown_order": 2}
swapped = phom.settle(tie, rules=RULES)
print("B ${w2}", swapped.ranking)
print(swapped.text())
""",
    w1=('lays down 2nd', 'hạ thứ hai'),
    w2=('lays down 3rd:', 'hạ thứ ba: ')), CHECK),
        md(t("""
## 3 · Móm

"A player with no phỏm is **móm** and loses outright", whatever their points, and "pays one more
bet: 4 in all". Two móm players both rank below everyone else, and each pays 4. "If **every**
player is móm, the first to be móm wins" (`mom_order`, else the lay-down order):
""", """
## 3 · Móm

"Nếu người chơi không có phỏm nào thì gọi là **móm** và xử thua luôn", dù điểm bao nhiêu, và "bị trừ
thêm 1 lần tiền cược (tổng sẽ bị trừ 4 lần tiền cược)". Hai người cùng móm thì cả hai xếp dưới mọi
người khác, mỗi người trả 4. "Nếu **tất cả** người chơi đều móm thì người móm đầu thắng" (`mom_order`,
không có thì theo thứ tự hạ phỏm):
""")),
        code(bilingual(t, """
mom = {**points, "A": {"deadwood": 9, "mom": True, "laydown_order": 1}}
print("A móm${w1}:", phom.settle(mom, rules=RULES).payments)
everyone = {p: {**data, "mom": True} for p, data in points.items()}
print("${w2}   ", phom.settle(everyone, rules=RULES).payments)
print(phom.settle(everyone, rules=RULES).text())
""",
    w1=(' with 9 points', ', 9 điểm'),
    w2=('everyone móm:    ', 'cả bàn móm:')), CHECK),
        md(t("""
### House rules: what each place pays

`rank_payments` (default `(1, 2, 3)`) is what 2nd, 3rd and last pay; `mom_extra` (default 1) what
a móm player pays on top of last place. With **three players** the guide says nothing: by default
2nd pays 1 and 3rd pays 2 (`short_table_payments="by_place"`); some tables make the last pay 3
(`"last_pays_most"`):
""", """
### Luật nhà: mỗi hạng trả bao nhiêu

`rank_payments` (mặc định `(1, 2, 3)`) là số tiền về nhì, ba, bét phải trả; `mom_extra` (mặc định 1)
là số người móm trả thêm so với người về bét. Bàn **ba người** thì hướng dẫn không nói: mặc định về
nhì trả 1, về ba trả 2 (`short_table_payments="by_place"`); có bàn bắt người về bét trả 3
(`"last_pays_most"`):
""")),
        code(bilingual(t, """
for house in (phom.Rules(rank_payments=(2, 4, 6)), phom.Rules(mom_extra=3)):
    print(f"rank_payments={house.rank_payments}, mom_extra={house.mom_extra}:", phom.settle(mom, rules=house).payments)
three = {p: points[p] for p in "ABC"}
for short in ("by_place", "last_pays_most"):
    print(f"${w1}, short_table_payments={short!r}:",
          phom.settle(three, rules=phom.Rules(short_table_payments=short)).payments)
""",
    w1=('3 players', 'bàn 3 người')), CHECK),
        md(t("""
## 4 · Eaten cards are paid at once

When a discard is eaten, its discarder pays the eater **at once**. The Xeeng guide gives two
tables, both options of `phom.Rules`:

* `eat_payment_scheme="by_round"` (default): "round x costs x bets; the **chốt** round costs 4"
  (`chot_multiplier=4`; the guide also says 3 in another place: `chot_multiplier=3`);
* `eat_payment_scheme="by_eat_order"`: "the 1st card eaten costs the discarder 1 bet, the 2nd 2, the
  3rd 3 (and Ù đền); a chốt costs 3".

`phom.eat_payment(round, nth_from_victim)` prices one card (`nth_from_victim`: the how-many-th card
this eater took from this discarder):
""", """
## 4 · Bị ăn bài thì trả tiền ngay

Lá bài vừa đánh bị ăn thì người đánh trả cho người ăn **ngay lúc đó**. Hướng dẫn Xeeng cho hai bảng
tính, cả hai đều là tùy chọn của `phom.Rules`:

* `eat_payment_scheme="by_round"` (mặc định): "vòng x tính x lần tiền cược; riêng vòng **chốt** tính
  4 lần" (`chot_multiplier=4`; chỗ khác hướng dẫn lại ghi 3 lần: `chot_multiplier=3`);
* `eat_payment_scheme="by_eat_order"`: "bị ăn lá thứ nhất mất 1 lần tiền cược, lá thứ hai 2 lần, lá
  thứ ba 3 lần (và bị tính Ù đền); ăn chốt mất 3 lần".

`phom.eat_payment(round, nth_from_victim)` tính tiền một lá (`nth_from_victim`: lá thứ mấy mà người
ăn này ăn của người đánh này):
""")),
        code(bilingual(t, """
tables = {"by_round, chốt × 4": RULES, "by_round, chốt × 3": phom.Rules(chot_multiplier=3),
          "by_eat_order": phom.Rules(eat_payment_scheme="by_eat_order", chot_multiplier=3)}
print(f"{'':20}", "${w1}")
for name, rules in tables.items():
    prices = [phom.eat_payment(r, n, rules=rules) for r, n in ((1, 1), (2, 2), (3, 3), (4, 1))]
    print(f"{name:20}", "".join(f"{p:<15}" for p in prices))
""",
    w1=('round 1, 1st   round 2, 2nd   round 3, 3rd   chốt (round 4), 1st', 'vòng 1, lá 1   vòng 2, lá 2   vòng 3, lá 3   chốt (vòng 4), lá 1')), CHECK),
        md(t("""
## 5 · A whole hand: lesson 4's, to the last bet

Deal number 23 is the hand of [lesson 4](04_laying_down_sending.ipynb): seat 2 ate Q♦ from seat 3 in
round 2, seat 3 ate the chốt 9♠ from seat 0, seat 1 was móm. The engine's outcome lists the eat
payments, the ranking and what each place pays, then each player's total:
""", """
## 5 · Một ván trọn vẹn: ván của bài 4, tính đến đồng cuối cùng

Số ván chia 23 là ván của [bài 4](04_laying_down_sending.ipynb): ghế 2 ăn Q♦ của ghế 3 ở vòng 2, ghế 3
ăn chốt 9♠ của ghế 0, ghế 1 bị móm. Kết quả của máy liệt kê tiền ăn bài, thứ hạng và tiền mỗi hạng
phải trả, rồi tổng tiền của từng người:
""")),
        code("""
hand = play_hand(23)
hand.outcome()
""", CHECK),
        md(t("""
**Does it add up?** Each player's total is their eat money plus their money at the end; the end
of the hand is exactly `phom.settle` on the points left in hand; and the whole table sums to zero:
""", """
**Có khớp không?** Tổng tiền của mỗi người là tiền ăn bài cộng tiền cuối ván; tiền cuối ván đúng bằng
`phom.settle` tính trên số điểm còn trên tay; và cả bàn cộng lại bằng 0:
""")),
        code(bilingual(t, """
out = hand.outcome()
eats, end = out.details["eat_payments"], out.details["settlement"]
table = {seat: {"deadwood": out.details["deadwood"][seat], "mom": seat in hand.mom,
                "laydown_order": hand.laydown_order.index(seat) + 1} for seat in range(4)}
print("phom.settle:", phom.settle(table, rules=RULES).payments)
for seat in range(4):
    print(f"${w1} {eats[seat]:+d},"
          f" ${w2} {out.payments[seat]:+d}")
print("${w3}:", sum(out.payments.values()))
""",
    w1=("seat {seat}: {out.details['deadwood'][seat]:2} points, eaten cards", "ghế {seat}: {out.details['deadwood'][seat]:2} điểm, tiền ăn bài"),
    w2=('end {end[seat]:+d} -> total', 'cuối ván {end[seat]:+d} -> tổng'),
    w3=('sum of the totals', 'cộng cả bàn')), CHECK),
        md(t("""
The same two eats under the guide's other tables — the chốt is where they differ:
""", """
Cũng hai lá bị ăn đó, tính theo các bảng khác của hướng dẫn — chỗ khác nhau nằm ở cây chốt:
""")),
        code("""
for name, rules in tables.items():
    prices = [f"{e.card} {phom.eat_payment(e.round, e.nth, rules=rules)}" for e in hand.eats]
    print(f"{name:20}", ", ".join(prices))
""", CHECK),
        md(t("""
### House rule: the house fee (tiền xâu)

"The winner receives what all the losers pay, **minus the house fee** (tiền xâu, the fee for
dealing)." It is 0 by default; `house_fee=1` takes one bet from the winner's takings, shown as
`"house"`, and the table still sums to zero:
""", """
### Luật nhà: tiền xâu

"Người thắng sẽ được tổng tiền của tất cả người thua **trừ đi tiền xâu** (phí chia bài)." Mặc định
tiền xâu là 0; `house_fee=1` lấy một lần tiền cược từ số tiền người thắng nhận, ghi là `"house"`, và
cả bàn cộng lại vẫn bằng 0:
""")),
        code("""
fee = phom.settle(points, rules=phom.Rules(house_fee=1))
print(fee.payments, "sum", sum(fee.payments.values()))
""", CHECK),
        md(t("""
## 6 · Ù and Ù tròn

"**Ù**: the cards make 3 phỏm and one odd card; **Ù tròn**: 3 phỏm and no odd card"
([lesson 4](04_laying_down_sending.ipynb) recognises them). Ù ends the hand at once, points do not
count, and "Ù costs **5 bets**" to each other player (`u_payment`). The guide gives Ù tròn no price
of its own, so it pays like Ù. `phom.settle_u(winner, players, kind=...)`:
""", """
## 6 · Ù và Ù tròn

"Người chơi **Ù** khi các quân bài trên tay ghép thành 3 phỏm và dư 1 quân bài lẻ; **Ù tròn** khi ghép
thành 3 phỏm và không dư quân nào" ([bài 4](04_laying_down_sending.ipynb) đã tập nhận ra). Ù là ván
kết thúc ngay, không ai tính điểm nữa, và "Ù tính **5 lần tiền cược**" với mỗi người còn lại
(`u_payment`). Hướng dẫn không cho Ù tròn một giá riêng, nên Ù tròn trả như Ù.
`phom.settle_u(winner, players, kind=...)`:
""")),
        code("""
for kind in ("u", "u_tron"):
    print(kind, phom.settle_u("A", ["A", "B", "C", "D"], kind=kind, rules=RULES).payments)
print("u_payment=10:", phom.settle_u("A", ["A", "B", "C", "D"], rules=phom.Rules(u_payment=10)).payments)
""", CHECK),
        md(t("""
The guide also prices "Ù khan" at 5 bets but never says what it is. cardlab's reading — a dealt
hand with no phỏm and no *cạ* (no two cards that could ever share a phỏm) — is off by default; turn
it on with `u_khan_enabled=True`:
""", """
Hướng dẫn còn ghi "Ù khan" cũng tính 5 lần tiền cược nhưng không hề nói Ù khan là gì. Cách hiểu của
cardlab — bài vừa chia không có phỏm nào và không có *cạ* nào (không hai lá nào có thể cùng nằm trong
một phỏm) — mặc định bị tắt; bật bằng `u_khan_enabled=True`:
""")),
        code("""
khan = phom.Rules(u_khan_enabled=True)
print(phom.check_u_khan("AS 5S 9S 2H 6H 10H 3D 7D JC", khan).text())
print(phom.settle_u("A", ["A", "B", "C", "D"], kind="u_khan", rules=khan).payments)
""", CHECK),
        md(t("""
## 7 · Ù đền: one player pays for the whole table

"A player who discards **3 cards that the next player eats**, so that the next player makes 3
phỏm and Ù, **pays for the whole table**." That player alone pays every loser's share: 3 × 5 = 15
at a table of four, and the others pay nothing. `phom.u_den_payer(winner, eaten_from)` says who it
is, from the list of players whose discards the winner ate:
""", """
## 7 · Ù đền: một người trả tiền cho cả bàn

"Người chơi nào **đánh cả 3 cây để người sau ăn** và tạo lập 3 phỏm để ù thì **phải trả tiền cho cả
bàn**." Riêng người đó trả phần của mọi người thua: 3 × 5 = 15 ở bàn bốn người, còn những người khác
không mất gì. `phom.u_den_payer(winner, eaten_from)` cho biết đó là ai, từ danh sách những người bị
người Ù ăn bài:
""")),
        code(bilingual(t, """
for eaten_from in (["B", "B", "B"], ["B", "C", "B"]):
    den = phom.u_den_payer("A", eaten_from, rules=RULES)
    print(f"A ${w1} {eaten_from}:", den.text())
    print("   ", phom.settle_u("A", ["A", "B", "C", "D"], den_payer=den.payer, rules=RULES).payments)
""",
    w1=('ate from', 'đã ăn bài của')), CHECK),
        md(t("""
**Tái chốt.** "If a player eats the chốt, but the next player Ù's by eating again on the chốt (*tái
chốt*), the player who ate the chốt pays for the whole table." Say C ate the chốt from B, then
discarded, and A ate C's discard and made Ù. With `den_on_tai_chot=True` (default) C pays for
the table; some tables do not play this rule:
""", """
**Tái chốt.** "Trường hợp ăn chốt, nhưng người sau được tái chốt Ù thì người ăn cây chốt đó phải trả
tiền cho cả bàn." Chẳng hạn C ăn chốt của B rồi đánh ra một lá, A ăn lá đó của C mà Ù. Với
`den_on_tai_chot=True` (mặc định) C phải đền cả bàn; có bàn không chơi luật này:
""")),
        code("""
for rules in (RULES, phom.Rules(den_on_tai_chot=False)):
    den = phom.u_den_payer("A", ["C"], tai_chot="C", rules=rules)
    print(f"den_on_tai_chot={rules.den_on_tai_chot}:", den.text())
    print("   ", phom.settle_u("A", ["A", "B", "C", "D"], den_payer=den.payer, rules=rules).payments)
""", CHECK),
        md(t("""
### An Ù đền at the table

In the hand dealt from deal number 219, seat 1 eats J♦ from seat 2 in round 1, 10♦ in round 2 and
the chốt 3♠ in round 4 — and declares Ù. Seat 2 has paid 1 + 2 + 4 = 7 for the eaten cards, and
now pays for the whole table, 15: 22 in all.
""", """
### Một ván Ù đền thật

Ở ván có số ván chia 219, ghế 1 ăn J♦ của ghế 2 ở vòng 1, 10♦ ở vòng 2 và cây chốt 3♠ ở vòng 4
— rồi báo Ù. Ghế 2 đã trả 1 + 2 + 4 = 7 cho các lá bị ăn, giờ còn phải đền cả bàn 15: tất cả 22.
""")),
        code(bilingual(t, """
den_hand = play_hand(219)
den_out = den_hand.outcome()
print("${w1}:", [e.victim for e in den_hand.eats if e.eater == den_out.winner],
      "-> ${w2}:", den_out.details["den_payer"])
print("${w3}", dict(sorted(den_out.details["settlement"].items())),
      "=", den_out.payments, "| ${w4}", sum(den_out.payments.values()))
den_out
""",
    w1=('eaten from', 'người Ù đã ăn bài của các ghế'),
    w2=('den payer', 'người đền'),
    w3=('eat payments", den_out.details["eat_payments"], "+ end', 'tiền ăn bài", den_out.details["eat_payments"], "+ cuối ván'),
    w4=('sum', 'cộng cả bàn')), CHECK),
        md(t("""
## 8 · The settlement calculator

Set each player's points, móm and lay-down order — or switch to Ù and choose the winner, Ù or Ù
tròn, and who pays for the table — and list the eaten cards as `eater-victim-round`. The
calculator settles the hand under each of the guide's payment tables, with the reasons that show
the arithmetic. **Try:** give seats 0 and 2 the same points and swap their lay-down order; then
tick móm for everyone. *(It needs a running kernel.)*
""", """
## 8 · Máy tính tiền cuối ván

Nhập điểm, móm hay không và thứ tự hạ phỏm của từng người — hoặc chuyển sang Ù rồi chọn người Ù, Ù
hay Ù tròn, và ai phải đền cả bàn — rồi ghi các lá bị ăn theo dạng `người ăn-người bị ăn-vòng`. Máy
tính tiền cả ván theo từng bảng tính của hướng dẫn, kèm lý do cho thấy từng phép tính. **Thử xem:**
cho ghế 0 và ghế 2 bằng điểm rồi đổi thứ tự hạ của họ; sau đó đánh dấu móm cho cả bàn. *(Cần kernel
đang chạy.)*
""")),
        code("""
from cardlab.widgets import SettlementCalculator

SettlementCalculator(rules=RULES)
""", IGNORE),
        md(t(f"""
## Every payment option at a glance

{_options_table(t)}

The rules that decide who wins rather than who pays — `u_definition` (how many phỏm make Ù) and
`max_eaten_cards_per_phom` — are switched in [lesson 4](04_laying_down_sending.ipynb).
**Try it:** set `RULES` in the rules cell to another combination and run the notebook again. The
[exercises]({exercises}) (questions 7–12) practise all of this.
""", f"""
## Tóm tắt các tùy chọn về tiền

{_options_table(t)}

Các luật quyết định ai thắng chứ không quyết định ai trả tiền — `u_definition` (mấy phỏm thì Ù) và
`max_eaten_cards_per_phom` — được đổi ở [bài 4](04_laying_down_sending.ipynb).
**Thử xem:** đặt `RULES` ở ô luật chơi thành một tổ hợp khác rồi chạy lại cả bài.
[Bài tập]({exercises}) (câu 7–12) luyện tất cả những điều này.
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=5, rules=RULES, questions=["winner", "u_den", "hand_total"], name="Lesson 5 check",
                var="quiz")
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=5, rules=RULES, questions=["winner", "u_den", "hand_total"], name="Kiểm tra bài 5",
                var="quiz")
"""), [
        (t("""
**Question 1 · Who wins the hand?** Nobody declared Ù. Answer with a player, e.g. `"B"`. Fewest
points; a tie goes to whoever laid down first; móm ranks last.
""", """
**Câu 1 · Ai thắng ván?** Không ai Ù. Trả lời bằng tên một người chơi, ví dụ `"B"`. Ít điểm nhất thì
thắng; bằng điểm thì ai hạ trước thắng; người móm xếp cuối.
"""), """
q = quiz.q1
rules = q.rules""" + END_TABLE + """answer = phom.settle(table, rules=q.rules).winner
"""),
        (t("""
**Question 2 · Ù đền: how much does this player pay?** Answer with a number.
""", """
**Câu 2 · Ù đền: người chơi này trả bao nhiêu?** Trả lời bằng một con số.
"""), """
q = quiz.q2
den = phom.u_den_payer(q.winner, list(q.eats), tai_chot=q.tai_chot, rules=q.rules).payer
answer = -phom.settle_u(q.winner, q.players, kind=q.kind, den_payer=den, rules=q.rules).payments[q.player]
"""),
        (t("""
**Question 3 · The player's total for the hand.** Add the eat money (paid at once) to the money at
the end. A gain is positive, a loss negative.
""", """
**Câu 3 · Tổng tiền của người chơi trong ván.** Cộng tiền ăn bài (trả ngay) với tiền cuối ván. Được
tiền ghi số dương, mất tiền ghi số âm.
"""), """
q = quiz.q3
rules = q.rules""" + END_TABLE + """money, nth = 0, {}
for eater, victim, rnd in q.eats:
    nth[eater, victim] = nth.get((eater, victim), 0) + 1
    cost = phom.eat_payment(rnd, nth[eater, victim], is_chot=rnd == q.rules.rounds, rules=q.rules)
    money += cost if eater == q.player else -cost if victim == q.player else 0
answer = money + phom.settle(table, rules=q.rules).payments[q.player]
"""),
    ]) + [
        md(t("""
## Next

[Build hands and settle them on one page](hand_builder.ipynb), then [play against the bots](06_play_the_bots.ipynb).
""", """
## Bài tiếp theo

[Tự xếp bài và tính tiền trên một trang](hand_builder.ipynb), rồi [chơi với máy](06_play_the_bots.ipynb).
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
