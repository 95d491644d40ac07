"""Builds the lesson "Phỏm 7 · Strategy lab", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/phom_07_lab.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/phom/07_strategy_lab.ipynb`` and the learner copies
``notebooks/[vi/]phom/07_strategy_lab.ipynb``.

The simulations live in :mod:`cardlab.lab.phom` (tested in ``tests/test_lab_phom.py``); the cells
that print their numbers are tagged ``nbval-check-output``. Progress bars, timings and figures are
``nbval-ignore-output``.
"""
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, IGNORE, checkpoint, code, lesson, md  # noqa: E402

REL = "phom/07_strategy_lab.ipynb"

#: Simulation sizes, shared with ``tests/test_lab_phom.py``, which recomputes the published numbers. The
#: headline is the never-eat bot against the control, hand by hand on the same deals: its win-rate difference
#: has a standard deviation near 0.33 per hand, so N_HABIT = 520 gives a 95% interval of ±3 points or better
#: (1.96 · 0.33 / √520 ≈ 0.028). Two habits keep the notebook near 20 s on two cores; N_TABLE is what is left.
N_TABLE, N_HABIT = 300, 520
#: With BIG = True: ten times as many hands, error bars about a third as wide (a few minutes).
BIG_TABLE, BIG_HABIT = 3000, 5200
HABITS = ("greedy", "never_eat")


def _seat_plot(t) -> str:
    return Template("""
turns = [f"$nth {i + 1}\\n($seat {seat})" for i, seat in enumerate(study.order)]
wins = [group.wins for group in study.seats]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2), layout="constrained")
left.bar(turns, [s.rate for s in wins], yerr=error_bars(wins), capsize=6, color="#1565c0")
left.axhline(1 / 4, color="black", linestyle=":", label="$quarter")
left.set_ylabel("$win_ylabel")
left.set_title(f"$win_title")
left.legend(loc="lower right", fontsize=9)
right.bar(turns, [g.result for g in study.seats], yerr=[1.96 * g.result_se for g in study.seats], capsize=6,
          color="#2e7d32")
right.axhline(0, color="black", linewidth=0.8)
right.set_ylabel("$money_ylabel")
right.set_title("$money_title")
localize_ticks(left, percent="y")
localize_ticks(right);
""").substitute(
        nth=t("plays", "đi thứ"), seat=t("seat", "ghế"),
        quarter=t("a quarter: no advantage", "một phần tư: không lợi thế"),
        win_ylabel=t("share of hands won (95% interval)", "tỉ lệ ván thắng (khoảng 95%)"),
        win_title=t("Who wins, by turn order ({study.games} hands)", "Ai thắng, theo thứ tự đi ({study.games} ván)"),
        money_ylabel=t("bets won (+) or lost (−) a hand", "tiền cược thắng (+) hay thua (−) mỗi ván"),
        money_title=t("Money by turn order (mean ± 1.96 SE)", "Tiền theo thứ tự đi (trung bình ± 1,96 SE)"))


def _eat_plot(t) -> str:
    return Template("""
groups = list(study.by_eats)
wins = [study.by_eats[k].wins for k in groups]
labels = [f"$ate {k}\\n({study.by_eats[k].hands} $hands)" for k in groups]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2), layout="constrained")
left.bar(labels, [s.rate for s in wins], yerr=error_bars(wins), capsize=6, color="#ef6c00")
left.axhline(1 / 4, color="black", linestyle=":", label="$quarter")
left.set_ylabel("$win_ylabel")
left.set_title("$win_title")
left.legend(loc="upper left", fontsize=9)
right.bar(labels, [study.by_eats[k].result for k in groups],
          yerr=[1.96 * study.by_eats[k].result_se for k in groups], capsize=6, color="#ef6c00")
right.axhline(0, color="black", linewidth=0.8)
right.set_ylabel("$money_ylabel")
right.set_title("$money_title")
localize_ticks(left, percent="y")
localize_ticks(right);
""").substitute(
        ate=t("ate", "ăn"), hands=t("player-hands", "lượt"),
        quarter=t("a quarter", "một phần tư"),
        win_ylabel=t("share of hands won (95% interval)", "tỉ lệ ván thắng (khoảng 95%)"),
        win_title=t("Players who ate won more often…", "Người đã ăn bài thắng nhiều hơn…"),
        money_ylabel=t("bets won (+) or lost (−) a hand", "tiền cược thắng (+) hay thua (−) mỗi ván"),
        money_title=t("…and earned more (eat payments included)", "…và được nhiều tiền hơn (kể cả tiền ăn bài)"))


def _habit_plot(t) -> str:
    return Template("""
names = {"greedy": "$greedy", "never_eat": "$never_eat", "half_eat": "$half_eat", "no_ca": "$no_ca",
         "careless": "$careless", "gentle": "$gentle"}
labels = [names[p.habit] for p in habits]
wins = [p.wins for p in habits]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5), layout="constrained")
left.errorbar(labels, [s.rate for s in wins], yerr=error_bars(wins), fmt="o", capsize=8, color="#6a1b9a")
left.axhline(1 / 4, color="black", linestyle=":", label="$quarter")
left.set_ylabel("$win_ylabel")
left.set_title(f"$win_title")
left.set_ylim(bottom=0)
left.legend(loc="lower left", fontsize=9)
right.errorbar(labels, [p.result for p in habits], yerr=[1.96 * p.result_se for p in habits], fmt="s",
               capsize=8, color="#6a1b9a")
right.axhline(0, color="black", linestyle=":", label="$even")
right.set_ylabel("$money_ylabel")
right.set_title("$money_title")
right.legend(loc="lower left", fontsize=9)
for ax in (left, right):
    ax.tick_params(axis="x", labelrotation=15)
localize_ticks(left, percent="y")
localize_ticks(right);
""").substitute(
        greedy=t("greedy (control)", "tham (đối chứng)"), never_eat=t("never eats", "không bao giờ ăn"),
        half_eat=t("eats half the time", "ăn một nửa số lần"), no_ca=t("forgets its cạ", "không giữ cạ"),
        careless=t("feeds the next player", "không giữ bài"), gentle=t("gentle bot", "máy hiền"),
        quarter=t("a quarter: as good as the others", "một phần tư: ngang các máy khác"),
        even=t("break even", "hòa vốn"),
        win_ylabel=t("share of hands won (95% interval)", "tỉ lệ ván thắng (khoảng 95%)"),
        win_title=t("One bot against three greedy ones, {N_HABIT} hands each",
                    "Một máy gặp ba máy tham, mỗi thói quen {N_HABIT} ván"),
        money_ylabel=t("bets won (+) or lost (−) a hand", "tiền cược thắng (+) hay thua (−) mỗi ván"),
        money_title=t("Money (mean ± 1.96 SE)", "Tiền (trung bình ± 1,96 SE)"))


def _ending_plot(t) -> str:
    return Template("""
kinds = [k for k in phlab.ENDINGS if k != "points"]
names = {"u": "Ù", "u_tron": "Ù tròn", "u_khan": "Ù khan", "all_mom": "$all_mom"}
shares = [study.ending(k) for k in kinds]
fig, ax = plt.subplots(figsize=(8, 3.8), layout="constrained")
ax.bar([f"{names[k]}\\n({study.endings[k]} $hands)" for k in kinds], [s.rate for s in shares],
       yerr=error_bars(shares), capsize=6, color="#c62828")
ax.set_ylabel("$ylabel")
ax.set_title(f"$title")
localize_ticks(ax, percent="y");
""").substitute(all_mom=t("everyone móm", "cả bàn móm"), hands=t("hands", "ván"),
                ylabel=t("share of hands (95% interval)", "tỉ lệ ván (khoảng 95%)"),
                title=t("How hands end other than by points ({study.games} hands)",
                        "Ván kết thúc không bằng tính điểm ({study.games} ván)"))


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t("""
# Phỏm 7 · Strategy lab

**By the end of this notebook you will be able to**

* run hundreds of Phỏm hands between bots and read what they say, with **error bars** (95%
  intervals) that show how sure a number is;
* answer questions a player asks: does it matter **where you sit** in the turn order? Does
  **eating** (*ăn bài*) pay off — and is that the eat, or just the better cards? What is keeping
  your **cạ** (pairs waiting for a third card) worth? How often does **Ù** happen, and which kind
  (Ù, **Ù tròn**, Ù khan, **Ù đền**)? How often is a player **móm**?
* tell an **observation** (players who ate won more) from an **experiment** (one bot changes one
  habit, everything else the same).

The bots are those of [lesson 6](06_play_the_bots.ipynb); the simulations live in `cardlab.lab.phom`,
so every number here can be recomputed and tested. The rules are on [the rules page](00_rules.ipynb).
[Tiếng Việt](../vi/phom/07_strategy_lab.ipynb)
""", """
# Phỏm 7 · Phòng thí nghiệm chiến lược

**Học xong bài này, bạn sẽ biết**

* cho máy chơi hàng trăm ván Phỏm và đọc kết quả, với **thanh sai số** (khoảng tin cậy 95%) cho
  biết một con số chắc chắn đến đâu;
* trả lời những câu người chơi hay hỏi: **chỗ ngồi** trong thứ tự đi có quan trọng không? **Ăn
  bài** có lợi không — mà lợi là nhờ lá ăn, hay chỉ vì bài đã tốt sẵn? Giữ **cạ** (hai lá chờ lá thứ
  ba) đáng giá bao nhiêu? **Ù** xảy ra thường không, và là loại nào (Ù, **Ù tròn**, Ù khan, **Ù
  đền**)? Người chơi bị **móm** thường đến đâu?
* phân biệt một **quan sát** (người đã ăn bài thắng nhiều hơn) với một **thí nghiệm** (một máy đổi
  một thói quen, mọi thứ khác giữ nguyên).

Các máy là máy của [bài 6](06_play_the_bots.ipynb); các mô phỏng nằm trong `cardlab.lab.phom`, nên mọi
con số ở đây đều tính lại và kiểm thử được. Luật chơi ở [trang luật](00_rules.ipynb).
[English](../../phom/07_strategy_lab.ipynb)
""")),
        code(t(f"""
import cardlab
from cardlab import phom
from cardlab.lab import phom as phlab
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import Share, error_bars
import matplotlib.pyplot as plt
from IPython.display import clear_output
from time import perf_counter
from tqdm.auto import tqdm

cardlab.set_language("{t.lang}")
RULES = phom.Rules()      # the house rules of every simulation; try phom.Rules(max_eaten_cards_per_phom=2)

BIG = False               # True: ten times as many hands, bars about a third as wide (several minutes)
N_TABLE = {BIG_TABLE} if BIG else {N_TABLE}     # hands between four greedy bots
N_HABIT = {BIG_HABIT} if BIG else {N_HABIT}     # hands for each habit of the experiment
HABITS = {list(HABITS)}     # add "half_eat", "no_ca", "careless", "gentle" to test them too
""", f"""
import cardlab
from cardlab import phom
from cardlab.lab import phom as phlab
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import Share, error_bars
import matplotlib.pyplot as plt
from IPython.display import clear_output
from time import perf_counter
from tqdm.auto import tqdm

cardlab.set_language("{t.lang}")
RULES = phom.Rules()      # luật nhà cho mọi mô phỏng; thử phom.Rules(max_eaten_cards_per_phom=2)

BIG = False               # True: gấp mười số ván, thanh sai số hẹp còn khoảng một phần ba (vài phút)
N_TABLE = {BIG_TABLE} if BIG else {N_TABLE}     # số ván giữa bốn máy tham
N_HABIT = {BIG_HABIT} if BIG else {N_HABIT}     # số ván cho mỗi thói quen của thí nghiệm
HABITS = {list(HABITS)}     # thêm "half_eat", "no_ca", "careless", "gentle" để thử cả chúng
""")),
        md(t("""
Every hand is dealt from a deal number (0, 1, 2, …) and every bot draws its choices from a seeded
generator, so each cell gives the same numbers every time it runs. A win rate measured on `n` hands
is uncertain: the plots show its **95% Wilson interval** (`cardlab.lab.wilson`), the range of true
rates that could well have produced the count we saw, and for money the mean ± 1.96 standard
errors. When two intervals do not overlap, the difference is very unlikely to be luck. Set `BIG =
True` in the cell above for tighter bars: error bars shrink like 1/√n.

## 1 · Four greedy bots at one table

The first simulation plays `N_TABLE` hands between four greedy bots (the coach of lesson 6) and
counts what a player wants to know. A progress bar shows while it runs:
""", """
Mỗi ván được chia theo một số ván chia (0, 1, 2, …) và mỗi máy chọn nước đi bằng một bộ sinh số ngẫu
nhiên có hạt giống cố định, nên mỗi ô luôn cho cùng những con số mỗi lần chạy. Tỉ lệ thắng đo trên
`n` ván thì chưa chắc chắn: các biểu đồ vẽ **khoảng tin cậy Wilson 95%** của nó (`cardlab.lab.wilson`),
tức khoảng các tỉ lệ thật có thể đã sinh ra con số ta đếm được, còn với tiền là trung bình ± 1,96 sai
số chuẩn. Khi hai khoảng không chồng lên nhau, khác biệt đó rất khó là do may rủi. Đặt `BIG = True` ở
ô trên để thanh sai số hẹp hơn: thanh sai số nhỏ đi theo 1/√n.

## 1 · Bốn máy tham cùng một bàn

Mô phỏng đầu tiên cho bốn máy tham (người hướng dẫn của bài 6) chơi `N_TABLE` ván và đếm những gì
người chơi muốn biết. Thanh tiến trình hiện ra trong lúc chạy:
""")),
        code(t("""
started = perf_counter()
study = phlab.table_study(N_TABLE, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()                  # the finished bar goes; the time stays
print(f"{N_TABLE} hands in {perf_counter() - started:.0f} s")
""", """
started = perf_counter()
study = phlab.table_study(N_TABLE, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()                  # thanh tiến trình biến mất, thời gian chạy ở lại
print(f"{N_TABLE} ván trong {perf_counter() - started:.0f} giây")
"""), IGNORE),
        code("""
print(study)
""", CHECK),
        md(t("""
### Does your seat matter?

Seat 0 opens: 10 cards, the first discard, and nobody's discard to eat before it. Play goes
counter-clockwise, so seat 3 plays second and seat 1 last. Each bar is one place in the turn order:
""", """
### Chỗ ngồi có quan trọng không?

Ghế 0 đi đầu: 10 lá, đánh lá đầu tiên, và không có lá của ai để ăn trước đó. Lượt đi ngược chiều kim
đồng hồ, nên ghế 3 đi thứ hai và ghế 1 đi cuối. Mỗi cột là một vị trí trong thứ tự đi:
""")),
        code(_seat_plot(t), IGNORE),
        md(t("""
In these hands the **later** a player comes in the turn order, the better they did: the opener won
least and lost money; the last player won most. Two reasons fit the rules: the last player lays
down last, so they may **send** (*gửi bài*) onto everyone's phỏm, and they have seen the most
cards before each decision. Against that, equal points go to whoever laid down first. Check the
bars before you believe a difference: with `N_TABLE` hands, do the first and last intervals
overlap?
""", """
Trong các ván này, người càng đi **sau** trong thứ tự càng được lợi: người đi đầu thắng ít nhất và
thua tiền; người đi cuối thắng nhiều nhất. Luật cho hai lý do hợp lý: người đi cuối hạ bài sau cùng,
nên được **gửi bài** vào phỏm của mọi người, và họ đã thấy nhiều lá nhất trước mỗi quyết định. Ngược
lại, bằng điểm thì người hạ trước thắng. Hãy xem thanh sai số trước khi tin một khác biệt: với
`N_TABLE` ván, khoảng của người đi đầu và người đi cuối có chồng lên nhau không?
""")),
        md(t("""
### Does eating pay off? What the table shows

Every player-hand (one player in one hand) is put in a group by the number of cards that player ate:
""", """
### Ăn bài có lợi không? Điều bàn chơi cho thấy

Mỗi lượt người chơi (một người trong một ván) được xếp vào một nhóm theo số lá người đó đã ăn:
""")),
        code(_eat_plot(t), IGNORE),
        md(t("""
Players who ate won far more often and earned money, those who ate nothing lost. But this is an
**observation**: a player who could eat already held pairs that the discard completed — a better
hand to begin with. Would the same cards have done as well by drawing instead? Only an experiment
can tell.

## 2 · An experiment: change one habit

`phlab.habit_study` seats one test bot against three standard greedy bots. Only the test bot's
habit changes, and every habit plays **the very same deals**, in seats 0, 1, 2, 3 in turn, with the
same opponents — so a difference comes from the habit, not from luckier cards. The habits (the
notebook runs the first two; the others are there for you to add):

* `greedy`: the control, the same bot as its opponents; by symmetry it must win a quarter of the
  hands and break even, which checks the method;
* `never_eat`: draws every time, even when it may eat;
* `half_eat`: lets every other chance to eat go (at random);
* `no_ca`: forgets its **cạ** when it discards (it keeps phỏm, but throws pairs as readily as odd
  cards).

The other habits `cardlab.lab.phom.HABITS` knows: `careless` (does not mind what the next player
may eat) and `gentle` (the gentle bot of lesson 6). Add them to `HABITS` above to test them.
""", """
Người đã ăn bài thắng nhiều hơn hẳn và được tiền, người không ăn lá nào thì thua. Nhưng đây là một
**quan sát**: người ăn được bài vốn đã có sẵn cạ để lá kia ghép vào — bài tốt sẵn từ đầu. Nếu cùng
những lá đó mà bốc thay vì ăn thì có tốt như vậy không? Chỉ một thí nghiệm mới trả lời được.

## 2 · Một thí nghiệm: đổi một thói quen

`phlab.habit_study` cho một máy thử ngồi với ba máy tham thường. Chỉ thói quen của máy thử thay đổi,
và mọi thói quen đều chơi **đúng những ván chia đó**, lần lượt ở ghế 0, 1, 2, 3, với cùng các đối thủ
— nên khác biệt là do thói quen, không phải do bài may hơn. Các thói quen (sổ tay chạy hai thói quen
đầu; các thói quen còn lại để bạn tự thêm vào):

* `greedy`: đối chứng, giống hệt các đối thủ; do đối xứng, nó phải thắng một phần tư số ván và hòa
  vốn, điều này kiểm tra lại cách làm;
* `never_eat`: lúc nào cũng bốc, kể cả khi được ăn;
* `half_eat`: bỏ qua một nửa số lần được ăn (ngẫu nhiên);
* `no_ca`: không giữ **cạ** khi đánh (vẫn giữ phỏm, nhưng đánh một lá trong cạ dễ như đánh lá lẻ).

Các thói quen khác mà `cardlab.lab.phom.HABITS` có: `careless` (không để ý người kế tiếp có ăn được
không) và `gentle` (máy hiền của bài 6). Thêm chúng vào `HABITS` ở trên để thử.
""")),
        code(t("""
started = perf_counter()
habits = phlab.habit_study(HABITS, N_HABIT, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()
print(f"{len(HABITS)} × {N_HABIT} hands in {perf_counter() - started:.0f} s")
""", """
started = perf_counter()
habits = phlab.habit_study(HABITS, N_HABIT, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()
print(f"{len(HABITS)} × {N_HABIT} ván trong {perf_counter() - started:.0f} giây")
"""), IGNORE),
        code("""
for point in habits:
    print(point)
""", CHECK),
        code(_habit_plot(t), IGNORE),
        md(t("""
Two separate intervals, each several points wide, make a difference hard to pin down. But every habit
played **the same deals in the same seats**, so much of a hand's luck is shared: in many hands the test
bot never had a chance to eat, and then it played exactly like the control. Compare hand by hand instead
— the test bot's result with its habit minus its result as the control, on the same deal — and the
shared luck cancels. `phlab.habit_differences` does that: the mean difference in win rate (in percentage
points) with its 95% interval, and the mean difference in bets a hand ± its 95% half-width:
""", """
Hai khoảng tin cậy riêng, mỗi khoảng rộng vài điểm phần trăm, khó cho thấy rõ một khác biệt. Nhưng
mọi thói quen đều chơi **đúng những ván chia ấy ở đúng những ghế ấy**, nên phần lớn may rủi của một ván là
chung: trong nhiều ván máy thử chẳng có dịp nào để ăn, và khi ấy nó chơi y hệt nhóm đối chứng. Hãy so từng
ván một — kết quả của máy thử với thói quen của nó trừ đi kết quả của nó khi là máy đối chứng, trên cùng ván
chia — thì phần may rủi chung triệt tiêu. `phlab.habit_differences` làm việc đó: chênh lệch trung bình của
tỉ lệ thắng (tính bằng điểm phần trăm) cùng khoảng tin cậy 95%, và chênh lệch trung bình về tiền cược mỗi
ván ± nửa độ rộng khoảng 95%:
""")),
        code("""
for difference in phlab.habit_differences(habits, baseline="greedy"):
    print(difference)
""", CHECK),
        md(t("""
**What the numbers say.** The control lands where it must: its win-rate interval holds a quarter and
its money interval holds zero, so the method is sound. Hand by hand, the bot that **never eats** wins
less often than the control, and the whole 95% interval of the difference lies below zero, ±3 points
or narrower: this is no longer luck. It also loses money, and that interval too lies well below zero. So eating pays in itself, not only because the eater had the better
cards: each eat completes a phỏm at once *and* the discarder pays for it. Add `"half_eat"` and
`"no_ca"` (forgetting the **cạ**) to `HABITS` and run the study again: does eating half the time sit
in between, and does forgetting the cạ cost as much as never eating?

## 3 · How often does Ù happen?

Most hands end after round 4 by points; a few end at once by **Ù**, **Ù tròn** or (when the house
allows it) **Ù khan**, and once in a while every player is móm. **Ù đền**: the player whose three
discards the winner ate pays for the whole table.
""", """
**Các con số nói gì.** Nhóm đối chứng nằm đúng chỗ phải nằm: khoảng tin cậy của tỉ lệ thắng chứa mức
một phần tư, khoảng của tiền chứa số 0, nên cách làm đáng tin. So từng ván, máy **không bao giờ ăn** thắng
ít hơn nhóm đối chứng, và cả khoảng tin cậy 95% của chênh lệch nằm dưới số 0, rộng ±3 điểm phần trăm hoặc
hẹp hơn: đây không còn là may rủi. Nó cũng thua tiền, và khoảng tin cậy về tiền cũng nằm hẳn dưới số 0. Vậy
ăn bài tự nó đã có lợi, không chỉ vì người ăn có bài tốt hơn: mỗi lần ăn hoàn thành ngay một phỏm *và*
người đánh phải trả tiền. Hãy thêm `"half_eat"` và `"no_ca"` (không giữ **cạ**) vào `HABITS` rồi chạy lại:
ăn một nửa số lần có nằm ở giữa không, và không giữ cạ có thiệt bằng không bao giờ ăn không?

## 3 · Ù thường đến đâu?

Phần lớn các ván kết thúc sau vòng 4 bằng tính điểm; một ít kết thúc ngay bằng **Ù**, **Ù tròn** hay
(nếu luật nhà cho) **Ù khan**, và đôi khi cả bàn đều móm. **Ù đền**: người có ba lá bị người Ù ăn phải
trả thay cả bàn.
""")),
        code(_ending_plot(t), IGNORE),
        code(t("""
u_hands = study.endings["u"] + study.endings["u_tron"] + study.endings["u_khan"]
print(f"Ù of any kind: {u_hands} of {study.games} hands = {Share(u_hands, study.games).rate_text()}")
print(f"Ù đền: {study.den} of {u_hands} Ù")
print(f"móm: {study.mom} of {4 * study.games} player-hands = {Share(study.mom, 4 * study.games).rate_text()}")
""", """
u_hands = study.endings["u"] + study.endings["u_tron"] + study.endings["u_khan"]
print(f"Ù (mọi loại): {u_hands}/{study.games} ván = {Share(u_hands, study.games).rate_text()}")
print(f"Ù đền: {study.den} trong {u_hands} lần Ù")
print(f"móm: {study.mom}/{4 * study.games} lượt người chơi = {Share(study.mom, 4 * study.games).rate_text()}")
"""), CHECK),
        md(t("""
Ù is rare, and its interval is wide for its size because there are so few. Móm is not: its share of
player-hands is several times the Ù rate, so laying down *something* matters. Try
another house rule in the set-up cell — `phom.Rules(max_eaten_cards_per_phom=2)` lets a phỏm hold
two eaten cards, `phom.Rules(u_definition="no_deadwood")` counts any hand with no odd card as Ù —
rerun, and compare the Ù rate.

## Questions to think about

* The opener did worst. Would you rather be dealt 10 cards and open, or play last?
* `never_eat` loses money. How much of that is the eat payment itself, and how much the phỏm the
  eat completes? (Hint: compare `RULES` with `eat_payment_scheme="by_eat_order"`.)
* Design your own habit: subclass `cardlab.bots.phom.GreedyBot` (its `eat_chance`, `keep_pairs`
  and `mind_next` switches), add it to `phlab.HABITS` and test it.

To practise, open [the Phỏm exercises](../../exercises/phom.ipynb).
""", """
Ù hiếm, và khoảng tin cậy của nó rộng so với chính nó vì số lần quá ít. Móm thì không hiếm: tỉ lệ lượt
người chơi bị móm gấp mấy lần tỉ lệ Ù, nên hạ được *một* phỏm đã là quan trọng.
Thử một luật nhà khác ở ô đầu — `phom.Rules(max_eaten_cards_per_phom=2)` cho phép một phỏm chứa hai lá
ăn, `phom.Rules(u_definition="no_deadwood")` tính mọi bài không còn lá lẻ là Ù — chạy lại, rồi so
tỉ lệ Ù.

## Câu hỏi để suy nghĩ

* Người đi đầu thua nhiều nhất. Bạn thích được chia 10 lá và đi đầu, hay đi cuối?
* `never_eat` thua tiền. Bao nhiêu phần là do tiền ăn bài, bao nhiêu phần là do phỏm mà lá ăn hoàn
  thành? (Gợi ý: so `RULES` với `eat_payment_scheme="by_eat_order"`.)
* Tự thiết kế một thói quen: viết lớp con của `cardlab.bots.phom.GreedyBot` (các công tắc
  `eat_chance`, `keep_pairs` và `mind_next`), thêm vào `phlab.HABITS` rồi thử.

Muốn luyện thêm, hãy mở [bài tập Phỏm](../../../exercises/vi/phom.ipynb).
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import phom_set

quiz = phom_set(seed=7, rules=RULES, questions=["u", "eat_cost"], name="Lesson 7 check", var="quiz")
""", """
from cardlab.exercises import phom_set

quiz = phom_set(seed=7, rules=RULES, questions=["u", "eat_cost"], name="Kiểm tra bài 7", var="quiz")
"""), [
        (t("""
**Question 1 · Ù, Ù tròn or neither?** The lab counted them; now spot one. Answer `"ù"`, `"ù tròn"`
or `False`.
""", """
**Câu 1 · Ù, Ù tròn hay không Ù?** Phòng thí nghiệm đã đếm chúng; giờ đến lượt bạn nhận ra. Trả lời
`"ù"`, `"ù tròn"` hoặc `False`.
"""), """
answer = phom.check_u(quiz.q1.hand, quiz.q1.rules, eaten=quiz.q1.eaten).kind or False
"""),
        (t("""
**Question 2 · What does this eat cost?** Part of why eating pays: the discarder pays the eater at
once. Answer with a number of bets.
""", """
**Câu 2 · Bị ăn lá này mất bao nhiêu?** Một phần lý do ăn bài có lợi: người đánh trả ngay cho người
ăn. Trả lời bằng số lần tiền cược.
"""), """
q = quiz.q2
answer = phom.eat_payment(q.round, q.nth, is_chot=q.round == q.rules.rounds, bet=q.bet, rules=q.rules)
"""),
    ])


if __name__ == "__main__":
    lesson(REL, cells)
