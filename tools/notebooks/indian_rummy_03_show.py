"""Builds the Indian Rummy lesson 3 (a valid show: the four conditions, the classic wrong shows, a show judged
as grouped), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/indian_rummy/03_valid_show.ipynb;
learner's copy: notebooks/[vi/]indian_rummy/03_valid_show.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_03_show.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from indian_rummy_course import look_setup_cell, next_links, opening_links, quiz_setup  # noqa: E402

STEM = "03_valid_show"
REL = f"indian_rummy/{STEM}.ipynb"
# The Indian Rummy guide's worked example: An draws K♣, puts it face down and shows these groups.
AN_SHOW = "3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"
# The classic wrong shows, 13 cards each (English label, Vietnamese label, groups).
WRONG = [
    ("no sequence at all", "không có dãy nào", "2H 2D 2S | 5H 5D 5C | 9S 9H 9C | KH KD KS KC"),
    ("only one sequence", "chỉ có một dãy", "3H 4H 5H | QH QD QC | 6H 6S 6C | 9S 9H 9D 9C"),
    ("two sequences, none pure", "hai dãy, không dãy nào thuần", "4C JK 6C | 8S 9S JK | QH QD QC | 6H 6S 6D 6C"),
    ("same colour, not same suit", "cùng màu, không cùng chất", "3H 4D 5H | 8S 9S 10S JS | QH QD QC | 6H 6S 6C"),
    ("K-A-2", "K-A-2", "KS AS 2S | 8S 9S 10S JS | QH QD QC | 6H 6S 6C"),
]
# Fives wild: 4♣ 5♣ 6♣ keeps its 5♣ in its own place (pure), 8♠ 5♦ 10♠ J♠ uses the 5♦ as 9♠ (impure).
OWN_PLACE = "4C 5C 6C | 8S 5D 10S JS | QH QD QC | 6H 6S 6C"
# Deal number 1, two greedy bots: Player 1 can show after drawing (twos wild, 4♦ to put face down); this is
# the same hand grouped badly (both twos with the sixes, 7♦ 7♣ left alone).
DEAL = 1
BADLY = "QH KH AH | 6S 6D 6C 2S 2D | 7D 7C | JS QS KS"


def _wrong_shows(t: Tr) -> str:
    rows = ",\n".join(f'    ("{t(en, vi)}", "{show}")' for en, vi, show in WRONG)
    return f"WRONG = [\n{rows},\n]"


def cells(t: Tr) -> list:
    return [
        md(t(f"""
# Indian Rummy 3 — A valid show

You finish a deal by **showing** your cards. On the real-money apps a show that breaks
a rule — a **wrong show** — costs **80 points**, the most a deal can cost. So this is
the one rule to get exactly right.

**By the end of this notebook you will be able to**

* state the **four conditions** of a **valid show**: 13 cards, every card in a valid
  group, at least two sequences, at least one of them a **pure sequence**,
* spot the classic wrong shows: no pure sequence, only one sequence, same colour taken for same
  suit, K-A-2 taken for a sequence — and see that a wild card in its own place still makes a pure
  sequence,
* check a show with `indian_rummy.check_declaration` and the `DeclarationChecker` widget,
* explain why a hand that *could* make a valid show is still a wrong show when grouped badly, and
  switch the house rule that decides it (`show_grouping`).

{opening_links(t, STEM)}
""", f"""
# Indian Rummy 3 — Khai hợp lệ

Bạn kết thúc ván bằng cách **khai bài**. Trên các ứng dụng chơi ăn tiền, khai mà phạm luật — **khai
sai** — bị phạt **80 điểm**, mức cao nhất của một ván. Vì vậy đây là luật phải nắm thật chắc.

**Học xong bài này, bạn sẽ biết**

* nói được **bốn điều kiện** để **khai hợp lệ**: 13 lá, lá nào cũng nằm trong một nhóm hợp lệ, ít nhất
  hai dãy, trong đó ít nhất một **dãy thuần**,
* nhận ra những kiểu khai sai hay gặp: thiếu dãy thuần, chỉ có một dãy, coi cùng màu là cùng chất, coi
  K-A-2 là dãy — và hiểu rằng lá joker chỉ định nằm đúng vị trí của nó vẫn cho một dãy thuần,
* kiểm tra một lần khai bằng `indian_rummy.check_declaration` và widget `DeclarationChecker`,
* giải thích vì sao một bài *có thể* khai hợp lệ vẫn là khai sai khi xếp nhóm sai, và đổi luật nhà quyết
  định điều đó (`show_grouping`).

{opening_links(t, STEM)}
""")),
        look_setup_cell(t, 'the Indian Rummy guide\'s game: try indian_rummy.Rules(show_grouping="best")',
              'luật theo bài hướng dẫn Indian Rummy: thử indian_rummy.Rules(show_grouping="best")'),
        md(t("""
## How a show goes

At your turn you draw, and hold **14 cards**. If they are ready, you put the 14th card **face down**
and **show** the other 13, laid out in groups. The show is a **valid show** only if all four conditions hold:

1. exactly **13 cards**, each in **one** group;
2. every group is **valid** — a sequence or a set (lesson 2);
3. at least **two sequences**;
4. at least **one of them a pure sequence**.

One failed condition is enough: the whole show is a **wrong show**, however good the
other groups are. Many jokers, or all 13 cards in groups, are not enough without the pure sequence.

### The guide's example: An's show

An, Bình and Chi play. An draws K♣, sees the hand is ready, puts K♣ face down and shows:
""", """
## Khai bài diễn ra thế nào

Đến lượt, bạn bốc bài và đang có **14 lá**. Nếu bài đã sẵn sàng, bạn **úp** lá thứ 14 xuống và **khai**
13 lá còn lại, bày thành từng nhóm. Lần khai là **khai hợp lệ** khi và chỉ khi đủ cả bốn điều:

1. đúng **13 lá**, mỗi lá nằm trong **một** nhóm;
2. mọi nhóm đều **hợp lệ** — dãy hoặc bộ cùng số (bài 2);
3. có ít nhất **hai dãy**;
4. trong đó ít nhất **một dãy thuần**.

Chỉ cần sai một điều là cả lần khai bị tính là **khai sai**, dù các nhóm khác đều đúng. Có nhiều joker,
hay xếp kín cả 13 lá, vẫn chưa đủ nếu thiếu dãy thuần.

### Ván mẫu của bài hướng dẫn: An khai bài

An, Bình và Chi cùng chơi. An bốc K♣, thấy bài đã đủ, úp K♣ xuống và khai:
""")),
        code(f"""
AN = "{AN_SHOW}"
look(AN, indian_rummy.check_declaration(AN, rules=RULES))
"""),
        code(bilingual(t, """
shown = indian_rummy.check_declaration(AN, rules=RULES)
print("$cards", " + ".join(str(len(group.split())) for group in AN.split("|")), "=", len(AN.replace("|", " ").split()))
print("$sequences", shown.sequences, "- $pure", shown.pure, "- $valid", shown.ok)
""", cards=("cards:", "số lá:"), sequences=("sequences:", "số dãy:"), pure=("pure:", "dãy thuần:"),
            valid=("valid show:", "khai hợp lệ:")), CHECK),
        md(t("""
One pure sequence (3♥ 4♥ 5♥), one impure sequence (the 🃏 plays 9♠) and two sets: all four
conditions hold. An wins the deal and counts 0; Bình and Chi count penalty points (lesson 4).

## The classic wrong shows

Each of these shows has 13 cards laid out in four groups, and each is a **wrong show**.
Read the reason the engine gives under each one:

* **no sequence at all** — four sets cover all 13 cards, but a show needs sequences;
* **only one sequence** — one pure sequence and three sets: condition 3 fails;
* **two sequences, none pure** — both need a joker: condition 4 fails (the guide's "no pure sequence");
* **same colour, not same suit** — 3♥ 4♦ 5♥ are all red but not one suit: no sequence, so only one
  sequence is left;
* **K-A-2** — the ace does not turn the corner: not a sequence, so only one sequence is left.
""", """
Một dãy thuần (3♥ 4♥ 5♥), một dãy có joker (lá 🃏 đóng vai 9♠) và hai bộ cùng số: đủ cả bốn điều kiện.
An thắng ván và bị 0 điểm; Bình và Chi bị tính điểm phạt (bài 4).

## Những kiểu khai sai hay gặp

Mỗi lần khai dưới đây đều có 13 lá bày thành bốn nhóm, và lần nào cũng là **khai sai**. Hãy đọc lý do
bộ máy đưa ra dưới từng lần khai:

* **không có dãy nào** — bốn bộ cùng số phủ kín 13 lá, nhưng khai bài cần có dãy;
* **chỉ có một dãy** — một dãy thuần và ba bộ: sai điều 3;
* **hai dãy, không dãy nào thuần** — cả hai đều nhờ joker: sai điều 4 (bài hướng dẫn gọi là "thiếu dãy
  thuần");
* **cùng màu, không cùng chất** — 3♥ 4♦ 5♥ đều đỏ nhưng không cùng chất: không phải dãy, nên chỉ còn một
  dãy;
* **K-A-2** — lá A không nối vòng: không phải dãy, nên chỉ còn một dãy.
""")),
        code(_wrong_shows(t) + """
for name, show in WRONG:
    display(HTML(f"<h4>{name}</h4>"), look(show, indian_rummy.check_declaration(show, rules=RULES)))
"""),
        code(bilingual(t, """
# $comment
for name, show in WRONG:
    verdict = indian_rummy.check_declaration(show, rules=RULES)
    print(f"{name:30} $valid={verdict.ok}  $sequences={verdict.sequences}  $pure={verdict.pure}")
""", comment=("the four conditions, counted for each show", "bốn điều kiện, đếm cho từng lần khai"),
            valid=("valid", "hợp lệ"), sequences=("sequences", "số dãy"), pure=("pure", "dãy thuần")), CHECK),
        md(t("""
## A wild card in its own place is still pure

The opposite mistake costs money too: a player who thinks a show is wrong when it is valid keeps
playing and may lose the deal. Say **fives are wild**. In the show below 4♣ 5♣ 6♣ holds a five, a
joker — but the 5♣ sits **in its own place**, so 4♣ 5♣ 6♣ is a **pure sequence**. The
5♦ in 8♠ 5♦ 10♠ J♠ plays the 9♠: that one is impure. One pure, one impure, two sets: a valid show.
""", """
## Lá joker chỉ định nằm đúng vị trí của nó vẫn là dãy thuần

Nhầm theo chiều ngược lại cũng mất tiền: người chơi tưởng bài khai sai trong khi nó hợp lệ thì cứ chơi
tiếp và có thể thua ván. Giả sử **các lá 5 là joker chỉ định**. Trong lần khai dưới đây, 4♣ 5♣ 6♣ có một
lá 5, tức là một joker — nhưng lá 5♣ nằm **đúng vị trí của nó**, nên 4♣ 5♣ 6♣ là **dãy thuần**. Lá 5♦
trong 8♠ 5♦ 10♠ J♠ đóng vai 9♠: dãy này là dãy có joker. Một dãy thuần, một dãy có joker, hai bộ: khai
hợp lệ.
""")),
        code(f"""
OWN_PLACE = "{OWN_PLACE}"
look(OWN_PLACE, indian_rummy.check_declaration(OWN_PLACE, wild_rank="5", rules=RULES), wild="5")
"""),
        md(t(f"""
## Judged as grouped: `show_grouping`

On a real table, and on the apps, you **lay out your groups** when you show, and **those groups** are
checked — nobody regroups your cards for you. So a hand that *could* make a valid show, laid out
badly, is a wrong show and costs 80. That is cardlab's default, `show_grouping="player"`.

Let us watch it in a game. Two greedy bots play deal number {DEAL}; we stop at the moment Player 1,
having drawn, holds 14 cards that make a valid show:
""", f"""
## Chấm theo đúng cách xếp nhóm: `show_grouping`

Ở bàn thật, và trên các ứng dụng, khi khai bài bạn **tự bày các nhóm**, và **chính các nhóm đó** được
kiểm tra — không ai xếp lại giúp bạn. Vì vậy một bài *có thể* khai hợp lệ mà bày sai vẫn là khai sai và
bị phạt 80. Đó là mặc định của cardlab, `show_grouping="player"`.

Hãy xem điều này trong một ván. Hai máy tham chơi ván chia số {DEAL}; ta dừng lại đúng lúc người chơi
1 vừa bốc bài và đang cầm 14 lá khai hợp lệ được:
""")),
        code(bilingual(t, f"""
from cardlab.bots.indian_rummy import GreedyBot


def deal_until_a_show(rules, seed={DEAL}):
    \"\"\"$doc\"\"\"
    game = indian_rummy.new_game(seed=seed, rules=rules, players=2)
    bots = [GreedyBot(seed), GreedyBot(seed + 1)]
    while True:
        player = game.current_player
        ready = indian_rummy.arrange(game.hands[player], game.wild, rules)
        if game.phase == indian_rummy.Phase.DISCARD and ready.valid_declaration:
            return game, player
        game.apply(bots[player].choose(game.view(player)))


game, player = deal_until_a_show(RULES)
print("$player", player, "$holds", len(game.hands[player]), "$cards", game.wild)
print("$grouping", indian_rummy.arrange(game.hands[player], game.wild, RULES).describe())
look(" ".join(str(card) for card in game.hands[player]), wild=game.wild)
""", doc=("Two greedy bots play deal number `seed` until the player to move could show; the game and that player.",
          "Hai máy tham chơi ván chia số `seed` cho đến khi người tới lượt khai được; trả về ván và người đó."),
            player=("Player", "Người chơi"), holds=("holds", "cầm"), cards=("cards; wild rank:", "lá; joker chỉ định:"),
            grouping=("the engine's grouping:", "cách máy xếp nhóm:")), CHECK),
        md(t("""
The twos are wild. Suppose Player 1 puts 4♦ face down but lays the cards out like this: **both twos
with the sixes** (five cards — a set has at most four) and **7♦ 7♣ on their own** (two cards — no
group):
""", """
Các lá 2 là joker chỉ định. Giả sử người chơi 1 úp 4♦ xuống nhưng bày bài như sau: **cả hai lá 2 đi với
các lá 6** (năm lá — một bộ có nhiều nhất bốn lá) và **7♦ 7♣ đứng riêng** (hai lá — không thành nhóm):
""")),
        code(f"""
BADLY = "{BADLY}"
kept = [card for card in game.hands[player] if str(card) != "4D"]   # {t("the 13 cards shown: 4♦ is face down",
                                                                       "13 lá được khai: 4♦ đã úp xuống")}
look(BADLY, indian_rummy.check_declaration(BADLY, game.wild, RULES, hand=kept), wild=game.wild)
"""),
        md(t("""
Now the same show, made in the game (`indian_rummy.show_action`), under each value of the house
rule: `"player"` judges the groups as laid out; `"best"` lets the engine regroup every show, so a
show is wrong only when **no** grouping of the 13 cards is valid (friendlier for beginners; not how
the apps play).
""", """
Giờ là đúng lần khai đó, thực hiện trong ván (`indian_rummy.show_action`), với từng giá trị của luật
nhà: `"player"` chấm các nhóm đúng như đã bày; `"best"` để máy xếp lại mọi lần khai, nên lần khai chỉ sai
khi **không** có cách xếp 13 lá nào hợp lệ (dễ cho người mới; các ứng dụng không chơi như vậy).
""")),
        code("""
for grouping in ["player", "best"]:
    game, player = deal_until_a_show(replace(RULES, show_grouping=grouping))
    game.apply(indian_rummy.show_action(player, "4D", BADLY))
    print(f'show_grouping="{grouping}":')
    for reason in game.outcome().reasons:
        print("  •", reason.text())
""", CHECK),
        md(t("""
**The habit to take away:** before you press *show*, check every group on its own — same suit?
consecutive? where do the jokers stand? — and count: two sequences, one of them pure, 13 cards.

### Try it with the declaration checker

The widget holds An's 13 cards, already grouped, and the K♣ An drew (14 cards: it says which
card to put face down).

1. Switch to **Group cards** and click Q♥: it leaves its set, which falls to two cards — a wrong
   show. Press **Engine's grouping** to mend it.
2. Type the "two sequences, none pure" show in the text box under the cards and press Enter:
   `4C JK 6C | 8S 9S JK | QH QD QC | 6H 6S 6D 6C` (with `|`, the groups are set too). Read why it is wrong.
3. Choose **5** as the **wild joker rank** and type `4C 5C 6C | 8S 5D 10S JS | QH QD QC | 6H 6S 6C`:
   a valid show.
""", """
**Thói quen cần giữ:** trước khi bấm *khai*, hãy xem lại từng nhóm — cùng chất không? liên tiếp không?
joker đang đứng ở đâu? — rồi đếm: hai dãy, trong đó một dãy thuần, đủ 13 lá.

### Thử với bảng kiểm tra khai bài

Widget chứa 13 lá của An, đã xếp nhóm, cùng lá K♣ An vừa bốc (14 lá: bảng cho biết nên úp lá nào).

1. Chuyển sang **Xếp nhóm** rồi bấm Q♥: lá này rời khỏi bộ, bộ chỉ còn hai lá — khai sai. Nhấn **Máy xếp
   nhóm** để sửa lại.
2. Gõ lần khai "hai dãy, không dãy nào thuần" vào ô chữ dưới các lá rồi nhấn Enter:
   `4C JK 6C | 8S 9S JK | QH QD QC | 6H 6S 6D 6C` (có dấu `|` thì các nhóm cũng được đặt luôn). Đọc lý do
   lần khai này sai.
3. Chọn **5** ở ô **Joker chỉ định** rồi gõ `4C 5C 6C | 8S 5D 10S JS | QH QD QC | 6H 6S 6C`: khai hợp lệ.
""")),
        code("""
from cardlab.widgets import DeclarationChecker

checker = DeclarationChecker(rules=RULES, hand=AN)
checker.toggle("KC")
checker
""", IGNORE),
        *checkpoint(t, quiz_setup(t, 3, 8, ["show", "discard", "arrange"]), [
            (t("""
### 1 · A valid show?

13 cards, every card in a valid group, at least two sequences, at least one of them pure — and a
wild card in its own place stands in for nothing. Answer `True` or `False`.
""", """
### 1 · Khai hợp lệ không?

13 lá, lá nào cũng nằm trong một nhóm hợp lệ, ít nhất hai dãy, trong đó ít nhất một dãy thuần — và lá
joker chỉ định nằm đúng vị trí của nó thì không thay cho lá nào. Trả lời `True` (có) hoặc `False` (không).
"""), """
answer = indian_rummy.check_declaration(quiz.q1.groups, quiz.q1.wild, RULES).ok
"""),
            (t("""
### 2 · Which card to put face down?

You have just drawn and hold 14 cards. Which card do you put face down so that the other 13 make a
valid show? Answer with one card, e.g. `"KH"` (`"JK"` for a printed joker).
""", """
### 2 · Úp lá nào?

Bạn vừa bốc bài và đang có 14 lá. Úp lá nào để 13 lá còn lại khai hợp lệ? Trả lời bằng một lá, ví dụ
`"KH"` (`"JK"` là joker in hình).
"""), """
answer = indian_rummy.arrange(quiz.q2.hand, quiz.q2.wild, RULES).discard
"""),
            (t("""
### 3 · Group a valid show

Lay the 13 cards out as you would on the table: every card in one group, two sequences or more,
one of them pure. Answer with a list of groups, e.g. `["3H 4H 5H", "8S JK 10S JS", "QH QD QC",
"6H 6S 6C"]`.
""", """
### 3 · Xếp nhóm để khai hợp lệ

Bày 13 lá như khi khai ở bàn: mỗi lá nằm trong một nhóm, từ hai dãy trở lên, trong đó một dãy thuần.
Trả lời bằng danh sách các nhóm, ví dụ `["3H 4H 5H", "8S JK 10S JS", "QH QD QC", "6H 6S 6C"]`.
"""), """
answer = indian_rummy.arrange(quiz.q3.hand, quiz.q3.wild, RULES).groups
"""),
        ]),
        md(next_links(t, STEM, exercises_link(t, "indian_rummy"),
                      ("penalty points, drops, the 80 cap, and what a wrong show costs",
                       "điểm phạt, bỏ cuộc, mức tối đa 80 điểm, và khai sai bị phạt bao nhiêu"))),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
