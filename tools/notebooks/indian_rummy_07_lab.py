"""Builds the lesson "Indian Rummy 7 · Strategy lab", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_07_lab.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/indian_rummy/07_strategy_lab.ipynb`` and the learner copies
``notebooks/[vi/]indian_rummy/07_strategy_lab.ipynb``.

The simulations live in :mod:`cardlab.lab.indian_rummy` (tested in ``tests/test_lab_indian_rummy.py``); the
cells that print their numbers are tagged ``nbval-check-output``. Progress bars, timings and figures are
``nbval-ignore-output``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from indian_rummy_course import quiz_setup, twin_link  # noqa: E402

REL = "indian_rummy/07_strategy_lab.ipynb"
NAME = "07_strategy_lab"

#: Simulation sizes, shared with ``tests/test_lab_indian_rummy.py``, which recomputes the published numbers.
#: The headline share is the hands on which playing on cost more than a first drop (near 44% of the
#: PLAYERS × N_DEALS dealt hands): 1.96 · √(.44 · .56 / n) ≤ 0.03 needs n ≥ 1052 hands, 263 deals of four.
#: N_RACE = 300 gives the race's mean turns intervals of about ±0.6 turn.
N_DEALS, N_RACE = 300, 300
#: With BIG = True: ten times as many deals, error bars about a third as wide (a few minutes each).
BIG_DEALS, BIG_RACE = 3000, 3000

_DROP_PLOT = """
panels = [(drops.by_jokers, "$jokers_x"), (drops.by_sequences, "$sequences_x")]
fig, axes = plt.subplots(1, 2, figsize=(11, 4.4), layout="constrained", sharey=True)
for ax, (found, xlabel) in zip(axes, panels):
    keys = list(found)
    labels = [f"{key}\\n({found[key].hands} $hands)" for key in keys]
    ax.bar(labels, [found[key].result for key in keys], yerr=[1.96 * found[key].result_se for key in keys],
           capsize=6, color="#1565c0")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axhline(-drops.drop, color="#c62828", linestyle="--", label=f"$first_drop (−{drops.drop})")
    ax.axhline(-RULES.middle_drop, color="#c62828", linestyle=":", label=f"$middle_drop (−{RULES.middle_drop})")
    ax.set_xlabel(xlabel)
    ax.legend(loc="lower right", fontsize=9)
    localize_ticks(ax)
axes[0].set_ylabel("$ylabel")
fig.suptitle(f"$title");
"""

_RACE_PLOT = """
turns = list(range(1, min(race.cap, 25) + 1))
colors = ["#1565c0", "#ef6c00", "#2e7d32", "#6a1b9a", "#c62828"]
fig, axes = plt.subplots(1, 2, figsize=(11, 4.4), layout="constrained", sharey=True)
for line, color in zip(race.lines, colors):
    for ax, what in zip(axes, ("pure", "show")):
        shares = [line.by_turn(turn, what) for turn in turns]
        shifted = [turn + 0.15 * (line.jokers - 1) for turn in turns]     # $shift
        ax.errorbar(shifted, [s.rate for s in shares], yerr=error_bars(shares), capsize=2, marker=".",
                    color=color, label=f"$held {line.jokers}")
for ax, title in zip(axes, ("$pure_title", "$show_title")):
    ax.set_title(title)
    ax.set_xlabel("$xlabel")
    ax.legend(loc="lower right", fontsize=9)
    localize_ticks(ax, percent="y")
axes[0].set_ylabel(f"$ylabel");
"""


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t("""
# Indian Rummy 7 · Strategy lab

**By the end of this notebook you will be able to**

* run hundreds of Indian Rummy deals between bots and read what they say, with **error bars** (95%
  intervals) that show how sure a number is, and the **sample size** behind every number;
* answer questions a player asks: **should I drop** this dealt hand, or play on? How many turns
  does a **pure sequence** take with 0, 1 or 2 jokers? And how much sooner does a joker
  bring a valid show?
* tell what a simulation can say from what it cannot: the bots are not you, and a small sample may
  mislead.

The bots are those of [lesson 6](06_play_the_bots.ipynb); the simulations live in
`cardlab.lab.indian_rummy`, so every number here can be recomputed and tested. The rules are on
[the rules page](00_rules.ipynb). """ + twin_link(t, NAME) + """
""", """
# Indian Rummy 7 · Phòng thí nghiệm chiến lược

**Học xong bài này, bạn sẽ biết**

* cho máy chơi hàng trăm ván Indian Rummy và đọc kết quả, với **thanh sai số** (khoảng tin cậy 95%) cho
  biết một con số chắc chắn đến đâu, và **cỡ mẫu** (số ván) đứng sau mỗi con số;
* trả lời những câu người chơi hay hỏi: bài vừa chia thế này thì **bỏ cuộc** hay chơi tiếp? Cần bao
  nhiêu lượt để có một **dãy thuần** khi cầm 0, 1 hay 2 joker? Và mỗi joker giúp khai hợp lệ sớm hơn
  bao nhiêu lượt?
* phân biệt điều mô phỏng nói được với điều nó không nói được: máy không phải là bạn, và mẫu nhỏ có thể
  đánh lừa.

Các máy là máy của [bài 6](06_play_the_bots.ipynb); các mô phỏng nằm trong `cardlab.lab.indian_rummy`,
nên mọi con số ở đây đều tính lại và kiểm thử được. Luật chơi ở [trang luật](00_rules.ipynb).
""" + twin_link(t, NAME) + """
""")),
        code(t(f"""
import cardlab
from cardlab import indian_rummy
from cardlab.lab import indian_rummy as irlab
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import error_bars, number
import matplotlib.pyplot as plt
from IPython.display import clear_output
from time import perf_counter
from tqdm.auto import tqdm

cardlab.set_language("{t.lang}")
RULES = indian_rummy.Rules()   # the house rules of every simulation; try indian_rummy.Rules(first_drop=25)
PLAYERS = 4                    # players at each table of the drop study (2 to 6)

BIG = False                    # True: ten times as many deals, bars about a third as wide (a few minutes)
N_DEALS = {BIG_DEALS} if BIG else {N_DEALS}     # deals of the drop study
N_RACE = {BIG_RACE} if BIG else {N_RACE}       # solitaire deals for each joker count
""", f"""
import cardlab
from cardlab import indian_rummy
from cardlab.lab import indian_rummy as irlab
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import error_bars, number
import matplotlib.pyplot as plt
from IPython.display import clear_output
from time import perf_counter
from tqdm.auto import tqdm

cardlab.set_language("{t.lang}")
RULES = indian_rummy.Rules()   # luật nhà cho mọi mô phỏng; thử indian_rummy.Rules(first_drop=25)
PLAYERS = 4                    # số người chơi mỗi bàn trong nghiên cứu bỏ cuộc (2 đến 6)

BIG = False                    # True: gấp mười số ván, thanh sai số hẹp còn khoảng một phần ba (vài phút)
N_DEALS = {BIG_DEALS} if BIG else {N_DEALS}     # số ván của nghiên cứu bỏ cuộc
N_RACE = {BIG_RACE} if BIG else {N_RACE}       # số ván chơi một mình cho mỗi số joker
""")),
        md(t("""
Every deal is made from a deal number (0, 1, 2, …) and every bot draws its choices from a seeded
generator, so each cell gives the same numbers every time it runs. A number measured on `n` deals is
uncertain: for a **mean** (points won or lost) the plots show the mean ± 1.96 standard errors, and for a
**share** (how many deals got somewhere) its **95% Wilson interval** (`cardlab.lab.wilson`): the range of
true values that could well have produced what we counted. When two intervals do not overlap, the
difference is very unlikely to be luck. Set `BIG = True` in the cell above for tighter bars: error bars
shrink like 1/√n.

## 1 · Drop or play on?

A **first drop** (before your first draw) costs `RULES.first_drop` points, 20 by
default — for sure. Playing on may win the deal (the losers pay you), or cost up to 80 points when somebody
else shows and your hand has no pure sequence. Which is better depends on the hand you were dealt.

`irlab.drop_study` answers it the way a careful player would: `N_DEALS` deals between greedy bots that
**never drop** (the bot of lesson 6 with its drop switched off), each played to its end, and every dealt
hand is put in a group by what it held at the deal:

* the **jokers** it held (printed jokers and cards of the wild rank);
* how many of its cards already stood in **sequences** (pure or impure) in its best grouping.

A group's **mean result** is what playing on such a hand was worth, in points (+ won from the others,
− paid). Where it lies clearly below −20, dropping at once would have cost less.
""", """
Mỗi ván được chia theo một số ván chia (0, 1, 2, …) và mỗi máy chọn nước đi bằng một bộ sinh số ngẫu nhiên
có hạt giống cố định, nên mỗi ô luôn cho cùng những con số mỗi lần chạy. Một con số đo trên `n` ván thì
chưa chắc chắn: với **giá trị trung bình** (điểm thắng hay thua) các biểu đồ vẽ trung bình ± 1,96 sai số
chuẩn, còn với **tỉ lệ** (bao nhiêu ván đã đạt được điều gì) là **khoảng tin cậy Wilson 95%**
(`cardlab.lab.wilson`): khoảng các giá trị thật có thể đã sinh ra con số ta đếm được. Khi hai khoảng không
chồng lên nhau, khác biệt đó rất khó là do may rủi. Đặt `BIG = True` ở ô trên để thanh sai số hẹp hơn:
thanh sai số nhỏ đi theo 1/√n.

## 1 · Bỏ cuộc hay chơi tiếp?

**Bỏ cuộc ở lượt đầu** (trước lần bốc đầu tiên) mất chắc `RULES.first_drop` điểm, mặc định là 20. Chơi tiếp
thì có thể thắng ván (người thua trả điểm cho bạn), hoặc mất đến 80 điểm khi người khác khai mà bài bạn
chưa có dãy thuần. Cách nào tốt hơn tùy vào bài bạn được chia.

`irlab.drop_study` trả lời như một người chơi cẩn thận: cho các máy tham **không bao giờ bỏ cuộc** (máy
của bài 6, tắt việc bỏ cuộc) chơi `N_DEALS` ván đến hết, rồi xếp mỗi bài được chia vào một nhóm theo
những gì nó có lúc chia:

* số **joker** (joker in hình và các lá joker chỉ định);
* số lá đã nằm trong **dãy** (dãy thuần hoặc dãy có joker) khi xếp nhóm tốt nhất.

**Kết quả trung bình** của một nhóm là giá trị của việc chơi tiếp với bài như thế, tính bằng điểm (+ thắng
từ người khác, − phải trả). Nhóm nào nằm rõ ràng dưới −20 thì bỏ cuộc ngay đã đỡ mất điểm hơn.
""")),
        code(bilingual(t, """
started = perf_counter()
drops = irlab.drop_study(N_DEALS, rules=RULES, players=PLAYERS, progress=tqdm, n_jobs=-1)
clear_output()                  # $comment
print(f"{N_DEALS} $deals {perf_counter() - started:.0f} $seconds")
""", comment=("the finished bar goes; the time stays", "thanh tiến trình biến mất, thời gian chạy ở lại"),
             deals=("deals in", "ván trong"), seconds=("s", "giây")), IGNORE),
        code("""
print(drops)
""", CHECK),
        md(t("""
Each bar is one group of dealt hands, with the number of hands under it; the dashed red line is what a
first drop costs, the dotted one a middle drop (after your first draw):
""", """
Mỗi cột là một nhóm bài được chia, số bài ghi ở dưới; đường đỏ nét đứt là mức phạt bỏ cuộc ở lượt đầu,
đường chấm chấm là mức phạt bỏ cuộc giữa ván (sau lần bốc đầu tiên):
""")),
        code(bilingual(t, _DROP_PLOT,
                       jokers_x=("jokers held at the deal", "số joker lúc chia"),
                       sequences_x=("cards already in sequences at the deal", "số lá đã nằm trong dãy lúc chia"),
                       hands=("hands", "bài"),
                       first_drop=("a first drop", "bỏ cuộc ở lượt đầu"),
                       middle_drop=("a middle drop", "bỏ cuộc giữa ván"),
                       ylabel=("points won (+) or paid (−) by playing on", "điểm thắng (+) hay trả (−) khi chơi tiếp"),
                       title=("Playing on from the dealt hand: mean ± 1.96 SE "
                              "({drops.overall.hands} hands, {drops.players} players a table)",
                              "Chơi tiếp với bài được chia: trung bình ± 1,96 SE "
                              "({drops.overall.hands} bài, {drops.players} người mỗi bàn)")), IGNORE),
        md(t("""
The verdict for each group: **drop** when the whole 95% range of playing on lies below the drop's cost,
**play on** when it lies above, and *cannot tell* when the range straddles the line — then more deals
(`BIG = True`) are needed before believing either. The ranges are in points:
""", """
Kết luận cho từng nhóm: **bỏ cuộc** khi cả khoảng 95% của việc chơi tiếp nằm dưới mức phạt bỏ cuộc,
**chơi tiếp** khi nó nằm trên, và *chưa nói được* khi khoảng đó cắt ngang đường kẻ — khi ấy cần thêm ván
(`BIG = True`) trước khi tin bên nào. Các khoảng tính bằng điểm:
""")),
        code(bilingual(t, """
for name, found in (("$jokers", drops.by_jokers), ("$sequences", drops.by_sequences)):
    for key, group in found.items():
        low, high = group.result - 1.96 * group.result_se, group.result + 1.96 * group.result_se
        verdict = "$drop" if drops.drop_pays(group) else "$play" if low > -drops.drop else "$unsure"
        print(f"{name} {key:<4} $count: {number(low, signed=True):>6} … {number(high, signed=True):>6} → {verdict}")
""", jokers=("jokers held", "số joker"), sequences=("cards in sequences", "số lá trong dãy"),
             drop=("drop", "bỏ cuộc"), play=("play on", "chơi tiếp"), unsure=("cannot tell yet", "chưa nói được"),
             count=("{group.hands:>4} {'hand' if group.hands == 1 else 'hands'}", "{group.hands:>4} bài")), CHECK),
        md(t("""
A group's verdict rests on its **mean points**, and means of points are loose: a losing hand may pay up to
80 points, and a winning one collects what every loser pays. The last line of the study counts something sharper, one hand at a time: the hands
on which playing on **cost more than a first drop** — hands a drop would, in hindsight, have saved points
on. That share is the lab's headline; its 95% interval, and the interval on the points of the hands with
no joker, for comparison:
""", """
Kết luận của mỗi nhóm dựa trên **điểm trung bình**, mà trung bình điểm thì dao động mạnh: một bài thua có thể
phải trả tới 80 điểm, còn bài thắng thu điểm của mọi người thua. Dòng cuối của nghiên cứu đếm một điều rõ hơn, từng bài một: những bài
mà chơi tiếp **mất nhiều hơn bỏ cuộc ở lượt đầu** — những bài mà nhìn lại thì bỏ cuộc đã đỡ mất điểm. Tỉ lệ
đó là con số chính của phòng thí nghiệm; đây là khoảng tin cậy 95% của nó, và để so sánh, khoảng tin cậy
của điểm ở những bài không có joker:
""")),
        code(bilingual(t, """
costly, none = drops.costly, drops.by_jokers["0"]
print(f"$costly {costly.rate_text()}, ± {number(100 * (costly.high - costly.low) / 2)} $points")
print(f"$none {number(none.result, signed=True)} ± {number(1.96 * none.result_se)} $in_points"
      f" ({none.hands} $hands)")
""", costly=("playing on cost more than a first drop:", "chơi tiếp mất nhiều hơn bỏ cuộc ở lượt đầu:"),
             points=("percentage points", "điểm phần trăm"),
             none=("hands with no joker, mean result:", "bài không có joker, kết quả trung bình:"),
             in_points=("points", "điểm"), hands=("hands", "bài")), CHECK),
        md(t("""
**What the numbers say.** Playing on cost more than a first drop on a large share of the hands — the
interval is ±3 points or narrower, so that share is pinned down — yet the table as a whole breaks even,
because the hands that win collect from all the others. The question is *which* hands to drop, and the
groups answer it: a hand with **no joker**, or with **no card in a sequence**, lost more on average than a
first drop costs, with the whole 95% range of its mean below the drop line — the verdict is **drop**. With
one joker, or a sequence started, the range lies above the line: **play on**; with two jokers or six cards
in sequences, playing on won points. The points are looser than the share: the interval on the no-joker
hands is several points wide either side (printed above), which is why the verdicts use the whole range
and not the mean alone. The bot's rule of thumb in lesson 6 (drop a hand with no pure sequence in sight,
no joker and many points) points the same way. Read the bars with care:

* the bots are **not you**: a stronger player gets more out of a poor hand, a weaker one less;
* at a table of four, three opponents may show before you; with two players only one may, with six
  players five may, and a weak hand is caught more often — set `PLAYERS = 2` or `6` and run the study
  again;
* a group with few hands (look at the counts under the bars) has a wide bar: it says little yet.
""", """
**Các con số nói gì.** Chơi tiếp mất nhiều hơn bỏ cuộc ở lượt đầu ở một phần lớn số bài — khoảng tin cậy
rộng ±3 điểm phần trăm hoặc hẹp hơn, nên tỉ lệ ấy đã được xác định chắc — vậy mà cả bàn vẫn hòa vốn, vì bài
thắng thu điểm của tất cả những bài khác. Câu hỏi là bỏ *những* bài nào, và các nhóm trả lời điều đó: bài
**không có joker**, hoặc **không có lá nào trong dãy**, mất trung bình nhiều hơn mức phạt bỏ cuộc ở lượt
đầu, cả khoảng 95% của trung bình nằm dưới đường bỏ cuộc — kết luận là **bỏ cuộc**. Có một joker, hoặc đã
bắt đầu một dãy, thì khoảng đó nằm trên đường kẻ: **chơi tiếp**; có hai joker hoặc sáu lá trong dãy thì chơi
tiếp còn được điểm. Điểm dao động mạnh hơn tỉ lệ: khoảng tin cậy của điểm ở những bài không có joker rộng
vài điểm về mỗi phía (in ở trên), nên các kết luận dựa trên cả khoảng chứ không chỉ trên trung bình. Quy tắc
của máy ở bài 6 (bỏ cuộc khi chưa thấy dãy thuần nào, không có joker và nhiều điểm) cũng chỉ về hướng đó.
Đọc các cột cho cẩn thận:

* máy **không phải là bạn**: người chơi giỏi hơn gỡ được nhiều hơn từ một bài xấu, người kém hơn thì ít
  hơn;
* bàn bốn người thì ba đối thủ có thể khai trước bạn; bàn hai người thì chỉ một, bàn sáu người thì
  năm, và bài yếu bị bắt thường hơn — hãy đặt `PLAYERS = 2` hoặc `6` rồi chạy lại;
* nhóm có ít bài (xem số ghi dưới các cột) có thanh sai số rộng: nó chưa nói được nhiều.
""")),
        md(t("""
## 2 · How many turns does a pure sequence take?

No show is valid without a **pure sequence**, and no joker can stand in one: a pure sequence is made of
natural cards only (a wild card in its own place counts as natural). So does holding jokers help you get
one sooner?

`irlab.race_study` plays **solitaire**: one greedy player, alone, starts from 13 cards with **no pure
sequence** and exactly 0, 1 or 2 jokers, draws from the stock every turn (no open deck, no opponent) and
discards as the bot of lesson 6 does. It counts the turns until its cards hold a pure sequence, and until
13 of them make a valid show. Every joker count is dealt from the same `N_RACE` deal numbers, so the counts
differ by the jokers, not by luckier cards. A deal still short after 40 turns counts as 40.
""", """
## 2 · Cần bao nhiêu lượt để có một dãy thuần?

Không có **dãy thuần** thì không có lần khai hợp lệ nào, và không joker nào thay được lá trong dãy thuần:
dãy thuần chỉ gồm các lá thường (lá joker chỉ định nằm đúng vị trí của nó vẫn được tính là lá thường). Vậy
cầm joker có giúp bạn có dãy thuần sớm hơn không?

`irlab.race_study` cho **chơi một mình**: một máy tham, không có đối thủ, bắt đầu với 13 lá **chưa có dãy
thuần** và đúng 0, 1 hoặc 2 joker, mỗi lượt bốc từ nọc (không có bài bỏ, không có đối thủ) rồi đánh như
máy của bài 6. Nó đếm số lượt đến khi bài có một dãy thuần, và đến khi 13 lá khai hợp lệ được. Mỗi số
joker đều được chia từ cùng `N_RACE` số ván chia, nên các con số khác nhau là do joker, không phải do bài
may hơn. Ván nào sau 40 lượt vẫn chưa tới thì được tính là 40.
""")),
        code(bilingual(t, """
started = perf_counter()
race = irlab.race_study((0, 1, 2), N_RACE, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()
print(f"3 × {N_RACE} $deals {perf_counter() - started:.0f} $seconds")
""", deals=("solitaire deals in", "ván chơi một mình trong"), seconds=("s", "giây")), IGNORE),
        code("""
print(race)
""", CHECK),
        md(t("""
Each curve is the share of deals that had got there by a given turn (95% Wilson intervals), on the left
the first pure sequence, on the right the first valid show:
""", """
Mỗi đường là tỉ lệ số ván đã đạt tới đích sau một số lượt nhất định (khoảng Wilson 95%): bên trái là dãy
thuần đầu tiên, bên phải là lần khai hợp lệ đầu tiên:
""")),
        code(bilingual(t, _RACE_PLOT,
                       held=("jokers held:", "số joker:"),
                       shift=("side by side, so the bars do not hide each other",
                              "đặt lệch nhau một chút để các thanh không che nhau"),
                       pure_title=("A pure sequence by turn …", "Có dãy thuần sau … lượt"),
                       show_title=("A valid show by turn …", "Khai hợp lệ được sau … lượt"),
                       xlabel=("turns (one draw each)", "số lượt (mỗi lượt bốc một lá)"),
                       ylabel=("share of {race.games} deals (95% interval)",
                               "tỉ lệ trong {race.games} ván (khoảng 95%)")), IGNORE),
        md(t("""
## 3 · How much sooner does a joker bring the show?

The left curves lie on top of each other: jokers do **not** bring the pure sequence sooner — you have to
draw its cards. The right curves come apart: once the pure sequence is there, a joker completes the second
sequence or a set at once, so each joker brings the **valid show** several turns closer. The lesson for
the table: with jokers in hand, chase the pure sequence first — the jokers will finish the rest.
""", """
## 3 · Mỗi joker giúp khai sớm hơn bao nhiêu lượt?

Các đường bên trái gần như trùng nhau: joker **không** giúp có dãy thuần sớm hơn — bạn phải bốc được đúng
các lá của nó. Các đường bên phải thì tách xa nhau: khi đã có dãy thuần, một joker hoàn thành ngay dãy thứ
hai hay một bộ cùng số, nên mỗi joker đưa **lần khai hợp lệ** đến gần hơn vài lượt. Bài học ở bàn chơi:
có joker trong tay thì hãy lo dãy thuần trước — joker sẽ lo phần còn lại.
""")),
        code(bilingual(t, """
none = race.lines[0].mean_turns("show")[0]
for line in race.lines:
    pure, pure_se = line.mean_turns("pure")
    show, show_se = line.mean_turns("show")
    print(f"$held {line.jokers}: $pure {number(pure):>4} ± {number(1.96 * pure_se)}, $show {number(show):>4} ± {number(1.96 * show_se)}"
          f" ({number(show - none, signed=True)} $versus)")
""", held=("jokers held", "số joker"), pure=("pure sequence after", "có dãy thuần sau"),
             show=("valid show after", "khai hợp lệ sau"),
             versus=("turns against no joker", "lượt so với không có joker")), CHECK),
        md(t("""
## Questions to think about

* Run the drop study with `PLAYERS = 2`, then `PLAYERS = 6`. Which groups cross the drop line? Why do more
  opponents make a poor hand worse?
* With `indian_rummy.Rules(first_drop=25)` (as in Pool 201), which verdicts change?
* The race plays alone. At a real table you may also take the open card. Would that help the pure sequence
  more, or the show?

To practise more, open [the Indian Rummy exercises](""" + exercises_link(t, "indian_rummy") + """).
The checked questions below are about the decision this lab measured.
""", """
## Câu hỏi để suy nghĩ

* Chạy nghiên cứu bỏ cuộc với `PLAYERS = 2`, rồi `PLAYERS = 6`. Những nhóm nào vượt qua đường bỏ cuộc? Vì
  sao nhiều đối thủ hơn lại làm bài xấu càng thêm xấu?
* Với `indian_rummy.Rules(first_drop=25)` (như ở Pool 201), những kết luận nào thay đổi?
* Cuộc đua ở đây chơi một mình. Ở bàn chơi thật bạn còn được lấy lá đang mở. Điều đó giúp cho dãy thuần
  nhiều hơn, hay cho lần khai?

Muốn luyện thêm, hãy mở [bài tập Indian Rummy](""" + exercises_link(t, "indian_rummy") + """). Các câu hỏi
có chấm điểm dưới đây nói về đúng quyết định mà phòng thí nghiệm này đã đo.
""")),
    ] + checkpoint(t, quiz_setup(t, 7, 7, ["drop", "penalty", "drop_or_play"]), [
        (t("""
**Question 1 · What does this drop cost?** A first drop (before one's first draw) or a middle drop (later):
the question says which, and the format. Answer with a number of points.
""", """
**Câu 1 · Bỏ cuộc lúc này bị phạt bao nhiêu?** Bỏ cuộc ở lượt đầu (trước lần bốc đầu tiên) hay bỏ cuộc giữa
ván (sau đó): câu hỏi cho biết là lúc nào, và hình thức chơi. Trả lời bằng số điểm.
"""), """
q = quiz.q1
answer = indian_rummy.drop_penalty(q.first, q.rules)
"""),
        (t("""
**Question 2 · What does playing on cost if someone shows now?** Count this hand's penalty points: only the
loose cards with a pure sequence, every card without one, at most 80. Answer with a number.
""", """
**Câu 2 · Chơi tiếp mà có người khai ngay thì bị phạt bao nhiêu?** Hãy tính điểm phạt của bài này: có dãy
thuần thì chỉ tính các lá lẻ, không có thì tính mọi lá, tối đa 80. Trả lời bằng một số.
"""), """
q = quiz.q2
answer = indian_rummy.penalty(q.hand, wild_rank=q.wild, rules=q.rules)
"""),
        (t("""
**Question 3 · Drop or play on?** Compare the two costs: answer `"drop"` if dropping now costs fewer points
than this hand's penalty, otherwise `"play"` (on equal costs, play on: the hand may still improve).
""", """
**Câu 3 · Bỏ cuộc hay chơi tiếp?** So sánh hai mức phạt: trả lời `"bỏ cuộc"` nếu bỏ cuộc ngay bị ít điểm hơn
điểm phạt của bài này, nếu không thì `"chơi tiếp"` (bằng nhau thì chơi tiếp: bài vẫn có thể khá lên).
"""), """
q = quiz.q3
drop = indian_rummy.drop_penalty(q.first, q.rules)
play = indian_rummy.penalty(q.hand, wild_rank=q.wild, rules=q.rules)
answer = ("play", "drop")[drop < play]
"""),
    ])


if __name__ == "__main__":
    lesson_merged(REL, cells)
