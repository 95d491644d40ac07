"""Builds the lesson "Indian Rummy 4 — Penalty points, drops and the 80 cap", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_04_penalties.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/indian_rummy/04_penalties_drops.ipynb`` and the learner copies
``notebooks/[vi/]indian_rummy/04_penalties_drops.ipynb``.

The lesson starts from the Indian Rummy guide's worked example (An, Bình, Chi), set as a test question and
solved step by step; then puts the two ``loser_grouping_requirement`` rules side by side on the same hands,
the no-pure-sequence penalty, the 80 cap, first and middle drops and the wrong show in real deals, and the
penalty calculator.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, lesson_merged  # noqa: E402
from indian_rummy_course import links_line, play_out_cell, setup_cell  # noqa: E402
from indian_rummy_exercises import POINTS_OF  # noqa: E402
from indian_rummy_rules import AN_SHOW, BINH, CHI, LIGHT, TWO_SETS  # noqa: E402

NAME = "04_penalties_drops"
REL = f"indian_rummy/{NAME}.ipynb"
# Two sequences, one of them pure, and loose cards: the same penalty under both grouping rules.
TWO_RUNS = "3H 4H 5H 8S JK 10S 9D 9C 9H KS QD 7C 2C"


def cells(t):
    """The lesson's cells in the language of ``t``."""
    links = links_line(t, NAME, ("03_valid_show.ipynb", "Lesson 3", "Bài 3"),
                       ("05_points_pool_deals.ipynb", "Lesson 5", "Bài 5"))
    return [
        md(t(f"""
# Indian Rummy 4 — Penalty points, drops and the 80 cap

**By the end of this notebook you will be able to**

* count a loser's **penalty points** when another player shows: A, K, Q, J 10 each,
  2–10 their face value, jokers 0, and only the **loose cards** when the loser holds a pure sequence;
* solve the Indian Rummy guide's worked example (An, Bình, Chi) as you would a test question;
* say what changes under the house rule `loser_grouping_requirement`: the guide counts only the loose
  cards of a loser with a pure sequence, most apps ask for **two sequences, one of them pure**;
* explain what a loser with **no pure sequence** pays (`no_pure_sequence_penalty`) and why nobody pays
  more than **80** in a deal (`max_penalty`);
* know what it costs to **drop** — a **first drop** 20, a **middle
  drop** 40 — and what a **wrong show** costs: 80.

The rules are those of the **Indian Rummy guide** (its Vietnamese article), set out on the rules page.
Words used here: a *show* is putting the 14th card face down and laying out 13 cards in
groups; a *pure sequence* uses no joker; *loose cards* are the cards in no valid group.

{links}
""", f"""
# Indian Rummy 4 — Điểm phạt, bỏ cuộc và mức phạt tối đa 80

**Học xong bài này, bạn sẽ biết**

* tính **điểm phạt** của người thua khi có người khác khai bài: A, K, Q, J mỗi lá 10 điểm, các lá
  2–10 tính đúng số trên lá, joker 0 điểm, và chỉ tính các **lá lẻ** khi người thua có dãy thuần;
* giải ván mẫu của bài hướng dẫn Indian Rummy (An, Bình, Chi) như giải một câu hỏi kiểm tra;
* nói được điều gì thay đổi theo luật nhà `loser_grouping_requirement`: bài hướng dẫn chỉ tính lá lẻ
  của người thua có dãy thuần, còn đa số ứng dụng đòi **hai dãy, trong đó một dãy thuần**;
* giải thích người thua **không có dãy thuần** bị phạt bao nhiêu (`no_pure_sequence_penalty`) và vì
  sao không ai bị phạt quá **80** điểm trong một ván (`max_penalty`);
* biết **bỏ cuộc** tốn bao nhiêu — **bỏ cuộc ở lượt đầu** 20 điểm, **bỏ cuộc giữa ván** 40 điểm — và
  **khai sai** bị phạt bao nhiêu: 80 điểm.

Luật chơi theo **bài hướng dẫn Indian Rummy** (bài viết tiếng Việt), trình bày đầy đủ ở trang luật.
Các từ dùng trong bài: **khai bài** là úp lá thứ 14 xuống và bày 13 lá thành các nhóm; **dãy thuần**
là dãy không dùng joker; **lá lẻ** là các lá không nằm trong nhóm hợp lệ nào.

{links}
""")),
        setup_cell(t, ("the Indian Rummy guide's game: see below", "luật theo bài hướng dẫn: xem bên dưới")),
        md(t("""
The cell above sets the house rules of the whole lesson in `RULES`. Change an option there, e.g.
`indian_rummy.Rules(loser_grouping_requirement="two_sequences_one_pure")` or
`indian_rummy.Rules(no_pure_sequence_penalty="fixed_max")`, then run the notebook again
(**Run ▸ Run All Cells**): every answer below is recomputed.

## 1 · What a card costs

When a player makes a valid show, the deal ends and that player scores **0**. Every other player still
in the deal is a loser and counts **penalty points** for their cards: **A, K, Q, J = 10**,
**2 to 10 their face value**, and **jokers 0** — printed jokers and every card of the wild rank alike.
Here the wild rank is 5, so 5♥ is a joker:
""", """
Ô phía trên đặt luật nhà cho cả bài học trong biến `RULES`. Hãy đổi một tùy chọn ở đó, ví dụ
`indian_rummy.Rules(loser_grouping_requirement="two_sequences_one_pure")` hoặc
`indian_rummy.Rules(no_pure_sequence_penalty="fixed_max")`, rồi chạy lại cả bài
(**Run ▸ Run All Cells**): mọi câu trả lời bên dưới được tính lại.

## 1 · Mỗi lá bị tính bao nhiêu điểm

Khi một người chơi khai hợp lệ, ván kết thúc và người đó được **0** điểm. Mọi người chơi khác còn trong
ván là người thua và bị tính **điểm phạt** theo các lá trên tay: **A, K, Q, J = 10**, **các lá 2 đến 10
tính đúng số trên lá**, **joker 0 điểm** — cả joker in hình lẫn mọi lá của joker chỉ định. Ở đây joker
chỉ định là lá 5, nên 5♥ là joker:
""")),
        code(bilingual(t, """
for card in ["AS", "KH", "QD", "JC", "10S", "7D", "2C", "5H", "JK"]:
    print(f"{card:>3} -> {indian_rummy.card_points(card, wild_rank='5', rules=RULES)} ${points}")
""", points=("points", "điểm")), CHECK),
        md(t(f"""
## 2 · The guide's worked example, as a test question

Read the question and write your three answers down **before** running the cells that follow.

> **Question.** An, Bình and Chi play Points Rummy with the guide's rules; no rank is wild, so only the
> printed jokers 🃏 are jokers. An draws K♣, puts it face down and shows
> **3♥ 4♥ 5♥ | 8♠ 🃏 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣**.
> Bình holds **7♣ 8♣ 9♣ · 5♥ 5♦ 5♠ · J♥ J♦ J♠ · K♠ 9♦ 4♠ 2♥**. Chi holds no pure sequence:
> **4♦ 🃏 6♦ · 9♥ 9♠ 9♣ · K♥ K♦ K♠ · 2♣ 7♠ 10♦ Q♠** (the guide does not give Chi's cards; these are ours).
>
> 1. Is An's show valid?
> 2. How many penalty points do Bình and Chi count?
> 3. How many points does An collect?

**Step 1 — check the show.** Four conditions: all 13 cards in groups, every group valid, at least two
sequences, at least one of them pure (lesson 3).
""", f"""
## 2 · Ván mẫu của bài hướng dẫn, như một câu hỏi kiểm tra

Hãy đọc câu hỏi và viết ra ba câu trả lời của bạn **trước khi** chạy các ô tiếp theo.

> **Câu hỏi.** An, Bình và Chi chơi Points Rummy theo luật của bài hướng dẫn; ván này không có joker
> chỉ định, chỉ joker in hình 🃏 là joker. An bốc K♣, úp lá đó xuống và khai
> **3♥ 4♥ 5♥ | 8♠ 🃏 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣**.
> Bình cầm **7♣ 8♣ 9♣ · 5♥ 5♦ 5♠ · J♥ J♦ J♠ · K♠ 9♦ 4♠ 2♥**. Chi không có dãy thuần nào:
> **4♦ 🃏 6♦ · 9♥ 9♠ 9♣ · K♥ K♦ K♠ · 2♣ 7♠ 10♦ Q♠** (bài hướng dẫn không cho các lá của Chi; đây là
> bài do chúng tôi chọn).
>
> 1. An khai có hợp lệ không?
> 2. Bình và Chi bị bao nhiêu điểm phạt?
> 3. An thu được bao nhiêu điểm?

**Bước 1 — kiểm tra lần khai.** Bốn điều kiện: đủ 13 lá trong các nhóm, mọi nhóm hợp lệ, có ít nhất
hai dãy, trong đó ít nhất một dãy thuần (bài 3).
""")),
        code(f"""
AN = "{AN_SHOW}"
BINH = "{BINH}"
CHI = "{CHI}"

an = indian_rummy.check_declaration(AN, rules=RULES)
print("✔" if an else "✘", an.text())
display(grouped(AN.replace("|", "")))
""", CHECK),
        md(t("""
**Step 2 — Bình.** Bình has a pure sequence, 7♣ 8♣ 9♣, so under the guide's rule only his loose cards
count: K♠ 9♦ 4♠ 2♥ = 10 + 9 + 4 + 2 = **25**. His two sets of 5s and Js count nothing.
""", """
**Bước 2 — Bình.** Bình có dãy thuần 7♣ 8♣ 9♣, nên theo luật của bài hướng dẫn chỉ các lá lẻ của anh
bị tính: K♠ 9♦ 4♠ 2♥ = 10 + 9 + 4 + 2 = **25**. Hai bộ cùng số (ba lá 5, ba lá J) không bị tính điểm.
""")),
        code("""
binh = indian_rummy.explain_penalty(BINH, rules=RULES)
print(binh.points, "-", binh.text())
grouped(BINH)
""", CHECK),
        md(t("""
**Step 3 — Chi.** Chi has no pure sequence: every card counts, whatever groups Chi holds. The cards
add up to more than 80, and **80 is the most a loser pays in a deal**, so Chi pays **80**. (Chi's
impure sequence and two sets do not help: without a pure sequence, nothing is a group for the count. The picture still frames Chi's groups,
but the red box's points are not what Chi pays.)
""", """
**Bước 3 — Chi.** Chi không có dãy thuần: mọi lá đều bị tính, dù Chi có những nhóm nào. Tổng các lá
vượt quá 80, mà **80 là mức phạt tối đa của người thua trong một ván**, nên Chi bị phạt **80**. (Dãy có
joker và hai bộ cùng số của Chi không giúp được gì: không có dãy thuần thì không nhóm nào được trừ ra. Hình
vẫn đóng khung các nhóm của Chi, nhưng số điểm ở ô đỏ không phải số điểm Chi bị phạt.)
""")),
        code("""
chi = indian_rummy.explain_penalty(CHI, rules=RULES)
print(chi.points, "-", chi.text())
grouped(CHI)
""", CHECK),
        md(t("""
**Step 4 — settle the deal.** In Points Rummy every loser pays their penalty points to the winner:
An collects 25 + 80 = **105**. `indian_rummy.settle_deal(winner, penalties, rules)` does the sums.

**Answers:** 1. valid; 2. Bình 25, Chi 80; 3. An collects 105. Bình lost with fewer groups than Chi,
yet pays less than a third as much: the pure sequence is what counts.
""", """
**Bước 4 — tính tiền ván.** Trong Points Rummy, mỗi người thua trả số điểm phạt của mình cho người thắng:
An thu 25 + 80 = **105** điểm. Hàm `indian_rummy.settle_deal(winner, penalties, rules)` làm phép cộng này.

**Đáp án:** 1. hợp lệ; 2. Bình 25, Chi 80; 3. An thu 105 điểm. Bình có ít nhóm hơn Chi mà chỉ bị phạt
chưa đến một phần ba của Chi: chính dãy thuần tạo nên khác biệt.
""")),
        code(bilingual(t, """
deal = indian_rummy.settle_deal("An", {"Bình": binh.points, "Chi": chi.points}, RULES)
print("${w1}")
for name, points in deal.payments.items():
    print(f"  {name:5}{points:+5}")
""", w1=("points won (+) and paid (−) in this deal:", "điểm được (+) và mất (−) trong ván này:")), CHECK),
        md(t("""
## 3 · Which loser counts only loose cards? Two house rules side by side

The guide's example lets **a pure sequence** be enough: Bình's one pure sequence and two sets keep his
penalty at 25. **Most apps are stricter**: only a loser who holds **two sequences, one of them pure** —
the same groups a show needs — counts just the loose cards; any other loser counts **every card**
(capped at 80). cardlab plays the guide by default and offers the apps' rule as
`loser_grouping_requirement="two_sequences_one_pure"`.

Four hands, each grouped as well as possible:
""", """
## 3 · Người thua nào chỉ bị tính lá lẻ? Hai luật nhà đặt cạnh nhau

Ván mẫu của bài hướng dẫn coi **một dãy thuần** là đủ: một dãy thuần và hai bộ cùng số giữ điểm phạt của
Bình ở mức 25. **Đa số ứng dụng thì chặt hơn**: chỉ người thua có **hai dãy, trong đó một dãy thuần** —
đúng những nhóm mà khai bài đòi hỏi — mới chỉ bị tính lá lẻ; người thua nào khác bị tính **toàn bộ bài**
(tối đa 80). cardlab mặc định chơi theo bài hướng dẫn, và có luật của các ứng dụng ở tùy chọn
`loser_grouping_requirement="two_sequences_one_pure"`.

Bốn bài, mỗi bài được xếp nhóm theo cách tốt nhất:
""")),
        code(bilingual(t, f"""
HANDS = {{
    "${{binh}}": BINH,
    "${{two_sets}}": "{TWO_SETS}",
    "${{two_runs}}": "{TWO_RUNS}",
    "${{chi}}": CHI,
}}
for name, hand in HANDS.items():
    print(name)
    display(grouped(hand))
""", binh=("Bình: a pure sequence and two sets", "Bình: một dãy thuần và hai bộ cùng số"),
                       two_sets=("a pure sequence and two sets", "một dãy thuần và hai bộ cùng số"),
                       two_runs=("two sequences, one pure", "hai dãy, một dãy thuần"),
                       chi=("Chi: no pure sequence", "Chi: không có dãy thuần")), CHECK),
        md(t("""
Now the same four hands under each rule. Only the hands with a pure sequence but **one sequence**
change: under the apps' rule their sets no longer save them.
""", """
Giờ là bốn bài đó theo từng luật. Chỉ những bài có dãy thuần nhưng **chỉ có một dãy** là thay đổi: theo
luật của các ứng dụng, các bộ cùng số của chúng không còn cứu được nữa.
""")),
        code(bilingual(t, """
print(f"{'':40}{'pure_sequence':>16}{'two_sequences_one_pure':>25}")
for name, hand in HANDS.items():
    points = [indian_rummy.penalty(hand, rules=indian_rummy.Rules(loser_grouping_requirement=rule))
              for rule in indian_rummy.GROUPING_REQUIREMENTS]
    print(f"{name:40}{points[0]:>16}{points[1]:>25}")
print()
apps = indian_rummy.Rules(loser_grouping_requirement="two_sequences_one_pure")
print("${w1}", indian_rummy.explain_penalty(BINH, rules=apps).text())
""", w1=("Bình under the apps' rule:", "Bình theo luật của các ứng dụng:")), CHECK),
        md(t("""
**A loser's own grouping.** cardlab counts each loser's best grouping, as the guide's example does.
Some apps count the groups the loser actually made: pass them as `groups`. Had Bình grouped only
7♣ 8♣ 9♣ and the 5s, his Js would be loose too:
""", """
**Cách người thua tự xếp nhóm.** cardlab tính cách xếp tốt nhất của mỗi người thua, như ván mẫu của bài
hướng dẫn. Có ứng dụng tính đúng các nhóm người thua đã xếp: truyền chúng vào qua `groups`. Nếu Bình chỉ
xếp 7♣ 8♣ 9♣ và ba lá 5, ba lá J của anh cũng thành lá lẻ:
""")),
        code("""
own = indian_rummy.explain_penalty(BINH, groups="7C 8C 9C | 5H 5D 5S", rules=RULES)
print(own.points, "-", own.text())
""", CHECK),
        md(t("""
## 4 · No pure sequence (`no_pure_sequence_penalty`)

A loser with **no pure sequence** counts every card. Under the guide (`"sum_capped"`, the default) the
cards add up and the sum is capped at 80, so a light hand pays less than 80. Some tables charge
the full 80 at once (`"fixed_max"`). A light hand with no pure sequence shows the difference; Chi's
heavy hand pays 80 either way:
""", """
## 4 · Không có dãy thuần (`no_pure_sequence_penalty`)

Người thua **không có dãy thuần** bị tính mọi lá. Theo bài hướng dẫn (`"sum_capped"`, mặc định) các lá
được cộng lại và tổng bị chặn ở 80, nên bài nhẹ bị phạt ít hơn 80. Có bàn phạt luôn đủ 80
(`"fixed_max"`). Một bài nhẹ không có dãy thuần cho thấy khác biệt; bài nặng của Chi thì cách nào
cũng bị 80:
""")),
        code(bilingual(t, f"""
LIGHT = "{LIGHT}"
display(grouped(LIGHT))
for setting in ("sum_capped", "fixed_max"):
    rules = indian_rummy.Rules(no_pure_sequence_penalty=setting)
    light, heavy = indian_rummy.penalty(LIGHT, rules=rules), indian_rummy.penalty(CHI, rules=rules)
    print(f"no_pure_sequence_penalty={{setting!r:12}}: ${{light}} {{light}}, Chi {{heavy}}")
""", light=("light hand", "bài nhẹ")), CHECK),
        md(t("""
## 5 · The 80 cap (`max_penalty`)

However bad the cards, a loser pays at most **80** in a deal: Chi's cards add up to 96 and cost 80.
A wrong show costs 80 too (section 7), but that is its own option, `wrong_show`. A table that plays with
another cap sets `max_penalty`:
""", """
## 5 · Mức phạt tối đa 80 (`max_penalty`)

Bài xấu đến đâu, người thua cũng chỉ bị phạt tối đa **80** điểm trong một ván: các lá của Chi cộng lại
được 96 nhưng chỉ bị tính 80. Khai sai cũng bị phạt 80 (mục 7), nhưng đó là một tùy chọn riêng,
`wrong_show`. Bàn nào chơi với mức tối đa khác thì đặt `max_penalty`:
""")),
        code(bilingual(t, """
for cap in (80, 100):
    rules = indian_rummy.Rules(max_penalty=cap)
    print(f"max_penalty={cap}: Chi ${w1} {indian_rummy.penalty(CHI, rules=rules)}")
""", w1=("pays", "bị phạt")), CHECK),
        md(t("""
## 6 · Dropping: first drop and middle drop

At the start of a turn, instead of drawing, a player may **drop**: give up the deal, the
cards set aside unseen. Dropping costs a fixed number of penalty points:

* a **first drop**, before your first draw of the deal: **20** (`first_drop`);
* a **middle drop**, once you have drawn: **40** (`middle_drop`).

Why drop? A hand without hope would cost up to 80 if someone shows. A real deal, three players
(the helper `play_out` lets greedy bots finish it):
""", """
## 6 · Bỏ cuộc: bỏ cuộc ở lượt đầu và bỏ cuộc giữa ván

Đầu lượt, thay vì bốc bài, người chơi có thể **bỏ cuộc**: bỏ ván này, bài úp sang một bên không ai
xem. Bỏ cuộc bị một số điểm phạt cố định:

* **bỏ cuộc ở lượt đầu**, trước lần bốc đầu tiên của ván: **20** điểm (`first_drop`);
* **bỏ cuộc giữa ván**, khi đã bốc bài: **40** điểm (`middle_drop`).

Vì sao lại bỏ cuộc? Bài không còn hy vọng có thể bị phạt tới 80 điểm nếu có người khai. Một ván thật,
ba người chơi (hàm `play_out` để các máy tham chơi nốt ván):
""")),
        play_out_cell(t),
        code(bilingual(t, """
game = indian_rummy.new_game(SEED, RULES, players=3)
moves = [action.describe() for action in game.legal_actions()]
print(f"${w3} {game.current_player}${w4}", moves)
for turn in range(3):                        # ${w5}
    game.apply(game.legal_actions()[0])      # ${w6}
    game.apply(game.legal_actions()[0])      # ${w7}
moves = [action.describe() for action in game.legal_actions()]
print(f"${w3} {game.current_player}${w8}", moves)
""", w3=("Player", "Người chơi"), w4=(", at the first turn:", ", ở lượt đầu:"),
            w5=("each player draws from the stock and discards", "mỗi người bốc từ nọc rồi đánh một lá"),
            w6=("draw from the stock", "bốc từ nọc"), w7=("discard the lowest card", "đánh lá nhỏ nhất"),
            w8=(", one round later:", ", một vòng sau:")), CHECK),
        md(t("""
Player 0 drops now — a middle drop — and the bots play the deal out. The dropped player pays 40 to the
winner, like any loser:
""", """
Người chơi 0 bỏ cuộc lúc này — bỏ cuộc giữa ván — và các máy chơi nốt ván. Người bỏ cuộc trả 40 điểm
cho người thắng, như mọi người thua:
""")),
        code("""
game.apply(next(action for action in game.legal_actions() if action.kind == "drop"))
play_out(game)
print(game.results[-1].text())
""", CHECK),
        md(t("""
**Drop or play on?** Compare the drop with what your hand would cost if someone showed now. A hand with
no pure sequence and heavy cards (Chi's) costs 80: a first drop at 20 saves 60. Bình's hand costs 25:
dropping in the middle of the deal, at 40, would cost more. The drop points are house rules too:
""", """
**Bỏ cuộc hay chơi tiếp?** Hãy so mức phạt bỏ cuộc với số điểm bài của bạn sẽ bị tính nếu có người khai
ngay bây giờ. Bài không có dãy thuần và nhiều lá nặng (bài của Chi) bị 80: bỏ cuộc ở lượt đầu mất 20, đỡ
được 60 điểm. Bài của Bình chỉ bị 25: bỏ cuộc giữa ván mất 40 thì còn thiệt hơn. Các mức phạt bỏ cuộc
cũng là luật nhà:
""")),
        code(bilingual(t, """
for rules in (RULES, indian_rummy.Rules(first_drop=25, middle_drop=50)):
    first, middle = indian_rummy.drop_penalty(True, rules), indian_rummy.drop_penalty(False, rules)
    for name, hand in (("Chi", CHI), ("Bình", BINH)):
        cost = indian_rummy.penalty(hand, rules=rules)
        choice = ["${play}", "${drop}"]        # ${w1}
        print(f"first_drop={first}, middle_drop={middle}: {name} ${w3} {cost} -> "
              f"${w4}: {choice[first < cost]}, ${w5}: {choice[middle < cost]}")
""", play=("play on", "chơi tiếp"), drop=("drop", "bỏ cuộc"),
            w1=("dropping pays when the drop costs less", "bỏ cuộc có lợi khi mức phạt bỏ cuộc thấp hơn"),
            w3=("would pay", "sẽ bị"), w4=("at the first turn", "ở lượt đầu"), w5=("later", "giữa ván")), CHECK),
        md(t("""
## 7 · A wrong show costs 80

A **wrong show** is a show that breaks one of the four conditions: a card in no group, a
group that is not valid, fewer than two sequences, or no pure sequence. It costs **80** (`wrong_show`),
as much as the worst loss — which is why a real-money player checks twice before showing. By default the
player is out of the deal and the others play on (lesson 5 shows the other house rule). Here the first
player shows at once, with a hand far from ready:
""", """
## 7 · Khai sai bị phạt 80

**Khai sai** là lần khai vi phạm một trong bốn điều kiện: còn lá không vào nhóm, có nhóm không hợp lệ,
ít hơn hai dãy, hoặc không có dãy thuần. Khai sai bị phạt **80** điểm (`wrong_show`), bằng mức thua nặng
nhất — vì thế người chơi có tiền thật luôn kiểm tra hai lần trước khi khai. Theo mặc định, người khai sai
bị loại khỏi ván, những người khác chơi tiếp (bài 5 trình bày luật nhà còn lại). Ở đây người chơi đầu
tiên khai ngay, với bài còn xa mới xong:
""")),
        code(bilingual(t, """
game = indian_rummy.new_game(SEED, RULES, players=3)
game.apply(game.legal_actions()[0])                 # ${w1}
show = next(action for action in game.legal_actions() if action.kind == "declare")
print(show.describe())
game.apply(show)
play_out(game)
print(game.results[-1].text())
capped_100 = indian_rummy.Rules(wrong_show=100, max_penalty=100)
print("wrong_show:", indian_rummy.wrong_show_penalty(RULES), "|",
      "${w2}", indian_rummy.wrong_show_penalty(capped_100))
""", w1=("draw from the stock", "bốc từ nọc"),
            w2=("a table with a cap of 100:", "bàn chơi với mức tối đa 100:")), CHECK),
        md(t("""
## 8 · The penalty calculator

Type a loser's cards (and, if you like, their own groups, e.g. `7C 8C 9C | 5H 5D 5S`), choose the wild
rank: the calculator gives the penalty under **both** grouping rules, with the loser's grouping and
with the best one. On the right: what a first drop, a middle drop and a wrong show cost, and the cap.
**Try:** Chi's cards `4D JK 6D 9H 9S 9C KH KD KS 2C 7S 10D QS`, then switch *no pure sequence* to
`fixed_max`; then the light hand `4D JK 6D 9H 9S 9C 2H 2S 2C 3C 5S 4H AD`. *(It needs a running kernel.)*
""", """
## 8 · Bảng tính điểm phạt

Gõ các lá của người thua (và nếu muốn, các nhóm họ tự xếp, ví dụ `7C 8C 9C | 5H 5D 5S`), chọn joker chỉ
định: bảng tính cho điểm phạt theo **cả hai** luật xếp nhóm, theo cách người thua xếp và theo cách tốt
nhất. Bên phải: bỏ cuộc ở lượt đầu, bỏ cuộc giữa ván và khai sai bị phạt bao nhiêu, và mức tối đa.
**Thử xem:** bài của Chi `4D JK 6D 9H 9S 9C KH KD KS 2C 7S 10D QS`, rồi đổi ô *không có dãy thuần* sang
`fixed_max`; sau đó bài nhẹ `4D JK 6D 9H 9S 9C 2H 2S 2C 3C 5S 4H AD`. *(Cần kernel đang chạy.)*
""")),
        code(bilingual(t, """
from cardlab.widgets import PenaltyCalculator

calculator = PenaltyCalculator(RULES)
calculator.set_deals("")   # ${w1}
calculator
""", w1=("running totals across deals: lesson 5", "điểm cộng dồn qua nhiều ván: bài 5")), IGNORE),
        md(t("""
## Summary

| rule | option (default) | in this lesson |
|---|---|---|
| A, K, Q, J 10; 2–10 face value; jokers 0 | `ace_points`, `court_points`, `joker_points` | section 1 |
| a loser with a pure sequence counts only loose cards | `loser_grouping_requirement="pure_sequence"` | Bình: 25 |
| most apps: two sequences, one pure, else every card | `loser_grouping_requirement="two_sequences_one_pure"` | Bình: 80 |
| no pure sequence: every card, capped | `no_pure_sequence_penalty="sum_capped"` (or `"fixed_max"`) | Chi: 80 |
| nobody pays more than 80 in a deal | `max_penalty=80` | Chi's 96 → 80 |
| first drop 20, middle drop 40 | `first_drop`, `middle_drop` | Player 0's middle drop |
| wrong show 80 | `wrong_show=80` | the first player's show |
""", """
## Tóm tắt

| luật | tùy chọn (mặc định) | trong bài này |
|---|---|---|
| A, K, Q, J 10 điểm; 2–10 theo số; joker 0 | `ace_points`, `court_points`, `joker_points` | mục 1 |
| người thua có dãy thuần chỉ bị tính lá lẻ | `loser_grouping_requirement="pure_sequence"` | Bình: 25 |
| đa số ứng dụng: hai dãy, một dãy thuần, nếu không thì tính mọi lá | `loser_grouping_requirement="two_sequences_one_pure"` | Bình: 80 |
| không có dãy thuần: tính mọi lá, có mức tối đa | `no_pure_sequence_penalty="sum_capped"` (hoặc `"fixed_max"`) | Chi: 80 |
| không ai bị phạt quá 80 điểm một ván | `max_penalty=80` | 96 điểm của Chi → 80 |
| bỏ cuộc ở lượt đầu 20, bỏ cuộc giữa ván 40 | `first_drop`, `middle_drop` | người chơi 0 bỏ cuộc giữa ván |
| khai sai 80 | `wrong_show=80` | lần khai của người chơi đầu tiên |
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import indian_rummy_set

quiz = indian_rummy_set(seed=4, rules=RULES, questions=["penalty", "drop_or_play", "deal"], name="Lesson 4 check", var="quiz")
""", """
from cardlab.exercises import indian_rummy_set

quiz = indian_rummy_set(seed=4, rules=RULES, questions=["penalty", "drop_or_play", "deal"], name="Kiểm tra bài 4", var="quiz")
"""), [
        (t("""
**Question 1 · A loser's penalty.** Another player has shown validly. How many penalty points does this
loser count, with the 13 cards grouped as well as possible? Look first for a pure sequence. Answer with
a number.
""", """
**Câu 1 · Điểm phạt của người thua.** Một người chơi khác đã khai hợp lệ. Người thua này bị bao nhiêu
điểm phạt, khi 13 lá được xếp nhóm theo cách tốt nhất? Hãy tìm dãy thuần trước. Trả lời bằng một số.
"""), """
q = quiz.q1
answer = indian_rummy.penalty(q.hand, wild_rank=q.wild, rules=q.rules)
"""),
        (t("""
**Question 2 · Drop or play on?** Compare the drop (first or middle?) with what this hand costs if
someone shows now. Answer `"drop"` or `"play"`.
""", """
**Câu 2 · Bỏ cuộc hay chơi tiếp?** So mức phạt bỏ cuộc (ở lượt đầu hay giữa ván?) với số điểm bài này bị
tính nếu có người khai ngay bây giờ. Trả lời `"bỏ cuộc"` (drop) hoặc `"chơi tiếp"` (play).
"""), """
q = quiz.q2
drop = indian_rummy.drop_penalty(q.first, q.rules)
cost = indian_rummy.penalty(q.hand, wild_rank=q.wild, rules=q.rules)
answer = ("play", "drop")[drop < cost]
"""),
        (t("""
**Question 3 · What does the winner collect?** Points Rummy: each loser pays the winner their penalty
points, a drop or a wrong show its fixed points. Answer with a number.
""", """
**Câu 3 · Người thắng thu được bao nhiêu?** Points Rummy: mỗi người thua trả cho người thắng số điểm phạt
của mình; bỏ cuộc hay khai sai thì trả mức phạt cố định. Trả lời bằng một số.
"""), """
q = quiz.q3""" + POINTS_OF + """
penalties = {p: points_of(e, q.wild, q.rules) for p, e in q.events.items() if p != q.winner}
answer = indian_rummy.settle_deal(q.winner, penalties, q.rules).payments[q.winner]
"""),
    ]) + [
        md(t("""
## Next

[5 · Points, Pool and Deals](05_points_pool_deals.ipynb): how these points add up over a match.
""", """
## Bài tiếp theo

[5 · Points, Pool và Deals](05_points_pool_deals.ipynb): các điểm phạt này cộng dồn thế nào qua cả trận.
""")),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
