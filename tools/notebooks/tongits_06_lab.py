"""Builds the lesson "Tongits 6 · Strategy lab", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_06_lab.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/tongits/06_strategy_lab.ipynb`` and the learner copies
``notebooks/[vi/]tongits/06_strategy_lab.ipynb``.

The simulations behind the two main questions (the seat advantage, the Fight
threshold) live in :mod:`cardlab.lab`; the cells that print their numbers are
tagged ``nbval-check-output`` and ``tests/test_course_tongits_lab.py``
recomputes them. Progress bars, timings and figures are ``nbval-ignore-output``.
"""
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, IGNORE, checkpoint, code, lesson, md  # noqa: E402

REL = "tongits/06_strategy_lab.ipynb"

#: Simulation sizes, shared with the test that recomputes the lab's numbers.
#: N_GREEDY gives the seat that plays second a 95% interval of ±3 points (a share near 47%: 1.96·√(.47·.53/n)
#: ≤ 0.03 needs n ≥ 1065); N_SWEEP gives every threshold's difference from 9, measured deal by deal, an interval
#: of ±3 points or better; N_RULE is smaller because games under the house rule last twice as long.
SIZES = {"N_DEALS": 5000, "N_GREEDY": 1100, "N_SWEEP": 600, "N_VS_RANDOM": 600, "N_RULE": 600}
THRESHOLDS = (0, 9, 20, 40)


def _sweep_plot_code(t) -> str:
    """The figure of the Fight-threshold sweep: the same code in both languages but for its labels."""
    return Template("""
x = [point.threshold for point in sweep]
wins = [point.wins for point in sweep]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 5), layout="constrained")
left.errorbar(x, [s.rate for s in wins], yerr=error_bars(wins), fmt="o-", capsize=6, color="#1565c0",
              label="$win_label")
left.axhline(1 / 3, color="black", linestyle=":", label="$third")
left.axvline(9, color="#c62828", linestyle="--", label="$standard")
left.set_xlabel("$xlabel")
left.set_ylabel("$win_ylabel")
left.set_title(f"$win_title")
left.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9)
right.errorbar(x, [p.result for p in sweep], yerr=[1.96 * p.result_se for p in sweep], fmt="s-", capsize=6,
               color="#2e7d32", label="$mean_label")
right.axhline(0, color="black", linestyle=":", label="$even")
right.axvline(9, color="#c62828", linestyle="--", label="$standard")
right.set_xlabel("$xlabel")
right.set_ylabel("$money_ylabel")
right.set_title("$money_title")
right.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9)
localize_ticks(left, percent="y")
localize_ticks(right);
""").substitute(
        win_label=t("test bot's win rate (95% interval)", "tỉ lệ thắng của máy được thử (khoảng 95%)"),
        third=t("one third: as good as the others", "một phần ba: ngang các máy khác"),
        standard=t("the standard bot's threshold (9)", "ngưỡng của máy thường (9)"),
        xlabel=t("Fight threshold: call Fight at or below this deadwood",
                 "ngưỡng Khiêu chiến: gọi khi bài rác không quá số điểm này"),
        win_ylabel=t("share of games won", "tỉ lệ ván thắng"),
        win_title=t("Win rate, {N_SWEEP} games per threshold", "Tỉ lệ thắng, {N_SWEEP} ván mỗi ngưỡng"),
        mean_label=t("test bot's mean result (95% interval)", "kết quả trung bình của máy được thử (khoảng 95%)"),
        even=t("break even", "hòa vốn"),
        money_ylabel=t("stakes won (+) or lost (−) per game", "tiền cược thắng (+) hay thua (−) mỗi ván"),
        money_title=t("Money, not just wins", "Tiền, chứ không chỉ số ván thắng"))


def cells(t):
    """The lesson's cells in the language of ``t``."""
    vi = t.lang == "vi"
    exercises = "../../../exercises/vi/tongits.ipynb" if vi else "../../exercises/tongits.ipynb"
    n = {k: f"{v:,}" for k, v in SIZES.items()}
    sweep_games = f"{len(THRESHOLDS) * SIZES['N_SWEEP']:,}"
    sizes = "\n".join(f"{k} = {v}" for k, v in SIZES.items())
    return [
        md(t(f"""
# Tongits 6 · Strategy lab

Rules tell you what you *may* do; simulation tells you what tends to *happen*. Here we deal
thousands of hands and let bots play hundreds of games, to answer questions a player asks:

* **How big is the seat advantage, and why?** Does it matter where you sit?
* **When should you call Fight** (*Khiêu chiến*)? At 5 points of deadwood (*bài rác*)? At 20?
* How much better than random play is the greedy bot, and does a house rule change the game?

**By the end of this notebook you will be able to**

* run a seeded simulation of Tongits with a progress bar, and repeat it exactly,
* read a win rate with its **95% interval** (error bar), and tell a real difference from noise,
* explain where the seat advantage comes from (an early Fight against **burned** players,
  *cháy bài*),
* sweep one parameter of a bot and read the plot,
* change a house rule and measure its effect on how games end (Fight, Tongits, stock out —
  *hết nọc*).

**Sizes.** As built, the notebook deals **{n['N_DEALS']}** hands, plays **{n['N_GREEDY']}** games
between three greedy bots, **{sweep_games}** games for the Fight threshold ({n['N_SWEEP']} per
threshold), **{n['N_VS_RANDOM']}** games of one greedy bot against two random ones and
**{n['N_RULE']}** more under a house rule: about twenty seconds on a two-core laptop (each simulation
prints its own time). The studies play their games on every core (`n_jobs=-1`) and give the same
numbers on one. Raise the `N_…` numbers for tighter estimates — error bars shrink like 1/√n, so four
times the games halve them.
""", f"""
# Tongits 6 · Phòng thí nghiệm chiến lược

Luật chơi cho biết bạn *được* làm gì; mô phỏng cho biết điều gì *thường xảy ra*. Ở đây ta chia hàng
nghìn ván bài và cho máy chơi hàng trăm ván, để trả lời những câu người chơi hay hỏi:

* **Ngồi ghế nào có lợi, lợi bao nhiêu, và vì sao?**
* **Khi nào nên gọi Khiêu chiến (Fight)?** Lúc còn 5 điểm bài rác? Hay 20 điểm?
* Máy tham lam (greedy) giỏi hơn chơi bừa bao nhiêu, và một luật nhà có làm ván bài khác đi không?

**Học xong bài này, bạn sẽ biết**

* chạy một mô phỏng Tongits có số ván chia cố định, có thanh tiến trình, và lặp lại đúng kết quả;
* đọc tỉ lệ thắng cùng **khoảng tin cậy 95%** (thanh sai số), và phân biệt khác biệt thật với
  nhiễu ngẫu nhiên;
* giải thích lợi thế của một ghế đến từ đâu (Khiêu chiến sớm khi đối thủ sẽ **cháy bài**);
* quét một tham số của máy và đọc biểu đồ;
* đổi một luật nhà và đo ảnh hưởng của nó đến cách ván bài kết thúc (Khiêu chiến, Tongits, **hết nọc**).

**Quy mô.** Khi dựng sẵn, bài này chia **{n['N_DEALS']}** ván bài, cho ba máy tham lam chơi
**{n['N_GREEDY']}** ván, chơi **{sweep_games}** ván để thử ngưỡng Khiêu chiến (mỗi ngưỡng
{n['N_SWEEP']} ván), **{n['N_VS_RANDOM']}** ván một máy tham lam gặp hai máy chơi bừa và
**{n['N_RULE']}** ván nữa với một luật nhà: khoảng hai mươi giây trên một máy xách tay hai nhân (mỗi mô
phỏng tự in thời gian chạy). Các mô phỏng chơi trên mọi nhân CPU (`n_jobs=-1`) và cho đúng những con số
như khi chạy trên một nhân. Tăng các số `N_…` để ước lượng chặt hơn — thanh sai số nhỏ đi theo 1/√n,
nên chơi gấp bốn số ván thì thanh sai số còn một nửa.
""")),
        code(t(f"""
import cardlab
from cardlab import lab, tongits
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import number
import matplotlib.pyplot as plt
from tqdm.auto import tqdm

cardlab.set_language("{t.lang}")
RULES = tongits.Rules()      # the house rules of every simulation below

{sizes}
THRESHOLDS = {list(THRESHOLDS)}   # Fight thresholds (deadwood points) to compare
""", f"""
import cardlab
from cardlab import lab, tongits
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import number
import matplotlib.pyplot as plt
from tqdm.auto import tqdm

cardlab.set_language("{t.lang}")
RULES = tongits.Rules()      # luật nhà cho mọi mô phỏng bên dưới

{sizes}
THRESHOLDS = {list(THRESHOLDS)}   # các ngưỡng Khiêu chiến (điểm bài rác) đem so
""")),
        md(t("""
Every game is dealt from a deal number (0, 1, 2, …) and every bot draws its choices from a
seeded generator, so each cell gives the same numbers every time it runs. A win rate measured on
`n` games is uncertain; the plots show its **95% Wilson interval** (`lab.wilson`): the range of
true win rates that could well have produced the count we saw. When two intervals do not
overlap, the difference is very unlikely to be luck.

Each simulation shows a progress bar while it runs, then replaces it with how long it took:
""", """
Mỗi ván được chia theo một số ván chia (0, 1, 2, …) và mỗi máy chọn nước đi bằng một bộ sinh số
ngẫu nhiên có hạt giống cố định, nên mỗi ô luôn cho cùng những con số mỗi lần chạy. Tỉ lệ thắng đo
trên `n` ván thì chưa chắc chắn; các biểu đồ vẽ **khoảng tin cậy Wilson 95%** của nó (`lab.wilson`):
khoảng các tỉ lệ thắng thật có thể đã sinh ra con số ta đếm được. Khi hai khoảng không chồng lên
nhau, khác biệt đó rất khó là do may rủi.

Mỗi mô phỏng hiện một thanh tiến trình khi đang chạy, rồi thay nó bằng thời gian đã chạy:
""")),
        code(t("""
from time import perf_counter
from IPython.display import clear_output

def finished(what, started):
    clear_output()                    # the finished bar goes; the time stays
    print(f"{what} in {number(perf_counter() - started)} s")

def error_bars(shares):
    \"\"\"Distances from each rate down to and up to its 95% interval, as matplotlib's yerr wants.\"\"\"
    return [[s.rate - s.low for s in shares], [s.high - s.rate for s in shares]]
""", """
from time import perf_counter
from IPython.display import clear_output

def finished(what, started):
    clear_output()                    # thanh tiến trình biến mất, thời gian chạy ở lại
    print(f"{what} trong {number(perf_counter() - started)} giây")

def error_bars(shares):
    \"\"\"Khoảng cách từ mỗi tỉ lệ xuống và lên tới khoảng tin cậy 95%, theo dạng yerr của matplotlib.\"\"\"
    return [[s.rate - s.low for s in shares], [s.high - s.rate for s in shares]]
""")),
        md(t("""
## 1 · Starting deadwood

How good is a freshly dealt hand? Deal `N_DEALS` hands and count the deadwood of the first
player's 13 cards and of a 12-card hand, each arranged as well as possible.
""", """
## 1 · Điểm bài rác lúc chia bài

Một bài vừa chia tốt đến đâu? Chia `N_DEALS` ván và tính điểm bài rác của 13 lá của người đi đầu
và của một bài 12 lá, mỗi bài đều được xếp tốt nhất.
""")),
        code(t("""
started = perf_counter()
first_hand, other_hand = [], []
for deal in tqdm(range(N_DEALS), desc="dealing"):
    game = tongits.new_game(seed=deal, rules=RULES)
    first_hand.append(game.deadwood(0))
    other_hand.append(game.deadwood(1))
finished(f"{N_DEALS} hands dealt and arranged", started)
""", """
started = perf_counter()
first_hand, other_hand = [], []
for deal in tqdm(range(N_DEALS), desc="đang chia"):
    game = tongits.new_game(seed=deal, rules=RULES)
    first_hand.append(game.deadwood(0))
    other_hand.append(game.deadwood(1))
finished(f"Đã chia và xếp {N_DEALS} ván", started)
"""), IGNORE),
        code(t("""
from statistics import mean, median

for label, values in (("first player, 13 cards", first_hand), ("other player, 12 cards", other_hand)):
    print(f"{label}: mean {number(mean(values))}, median {number(median(values))}, range {min(values)}-{max(values)}")
""", """
from statistics import mean, median

for label, values in (("người đi đầu, 13 lá", first_hand), ("người khác, 12 lá", other_hand)):
    print(f"{label}: trung bình {number(mean(values))}, trung vị {number(median(values))}, từ {min(values)} đến {max(values)}")
"""), CHECK),
        code(t("""
fig, ax = plt.subplots(figsize=(8, 3.6))
bins = range(0, max(first_hand + other_hand) + 6, 5)
ax.hist(first_hand, bins=bins, alpha=0.6, label="first player (13 cards)", color="#1565c0")
ax.hist(other_hand, bins=bins, alpha=0.6, label="other players (12 cards)", color="#ef6c00")
ax.axvline(mean(first_hand), color="#1565c0", linestyle="--", label="mean, first player")
ax.axvline(mean(other_hand), color="#ef6c00", linestyle="--", label="mean, other players")
ax.set_xlabel("deadwood points of the dealt hand (best arrangement)")
ax.set_ylabel("number of hands")
ax.set_title(f"Starting deadwood, {N_DEALS} deals")
ax.legend(loc="upper right")
localize_ticks(ax);
""", """
fig, ax = plt.subplots(figsize=(8, 3.6))
bins = range(0, max(first_hand + other_hand) + 6, 5)
ax.hist(first_hand, bins=bins, alpha=0.6, label="người đi đầu (13 lá)", color="#1565c0")
ax.hist(other_hand, bins=bins, alpha=0.6, label="người khác (12 lá)", color="#ef6c00")
ax.axvline(mean(first_hand), color="#1565c0", linestyle="--", label="trung bình, người đi đầu")
ax.axvline(mean(other_hand), color="#ef6c00", linestyle="--", label="trung bình, người khác")
ax.set_xlabel("điểm bài rác của bài vừa chia (xếp tốt nhất)")
ax.set_ylabel("số ván")
ax.set_title(f"Điểm bài rác lúc chia bài, {N_DEALS} ván")
ax.legend(loc="upper right")
localize_ticks(ax);
"""), IGNORE),
        md(t("""
A dealt hand is mostly deadwood: the melds come later, from drawing and chowing. The first
player's extra card adds points, but it also gives one more chance of a meld — and they discard
first, keeping the best 12 of their 13 cards.

## 2 · How big is the seat advantage, and why?

Seat 0 opens the hand (13 cards, discards first), seat 1 plays next, then seat 2. Put three
identical greedy bots (notebook 5) at the table for `N_GREEDY` games: if the seat did not matter,
each would win about a third of them. `lab.seat_study` also records how each win came about and
each seat's starting deadwood (for seat 0, after its first discard):
""", """
Bài vừa chia phần lớn là bài rác: phỏm đến sau, nhờ bốc và ăn bài. Lá thứ 13 của người đi đầu làm
tăng điểm, nhưng cũng cho thêm một cơ hội ghép phỏm — và người đó đánh trước, giữ lại 12 lá tốt
nhất trong 13 lá.

## 2 · Ngồi ghế nào có lợi, lợi bao nhiêu, và vì sao?

Ghế 0 đi đầu (13 lá, đánh trước), ghế 1 đi kế tiếp, rồi đến ghế 2. Cho ba máy tham lam giống hệt
nhau (bài 5) chơi `N_GREEDY` ván: nếu ghế ngồi không quan trọng, mỗi máy sẽ thắng khoảng một phần
ba. `lab.seat_study` còn ghi lại mỗi ván thắng bằng cách nào và điểm bài rác lúc đầu của từng ghế
(với ghế 0, tính sau lá đánh đầu tiên):
""")),
        code(t("""
started = perf_counter()
seats = lab.seat_study(N_GREEDY, rules=RULES, progress=tqdm, n_jobs=-1)
finished(f"{N_GREEDY} games played", started)
""", """
started = perf_counter()
seats = lab.seat_study(N_GREEDY, rules=RULES, progress=tqdm, n_jobs=-1)
finished(f"Đã chơi {N_GREEDY} ván", started)
"""), IGNORE),
        code("""
print(seats)
""", CHECK),
        code(t("""
names = ["seat 0\\n(opens, 13 cards)", "seat 1\\n(plays second)", "seat 2\\n(plays third)"]
FOCUS = 1                                          # the seat this section is about
grey, focus = "#90a4ae", "#c62828"
colours = [focus if seat == FOCUS else grey for seat in range(3)]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 5), layout="constrained")
left.bar(names, [s.rate for s in seats.wins], yerr=error_bars(seats.wins), capsize=6, color=colours)
left.axhline(1 / 3, color="black", linestyle=":", label="one third: no seat advantage")
left.set_ylabel("share of games won")
left.set_title(f"Who wins? {N_GREEDY} games, 95% intervals")
left.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9)
parts = [("Fight, both opponents burned", lambda s: seats.burned_wins[s], "#6a1b9a"),
         ("other Fights", lambda s: seats.by_ending[s]["fight"] - seats.burned_wins[s], "#ce93d8"),
         ("Tongits", lambda s: seats.by_ending[s]["tongits"], "#2e7d32"),
         ("stock out", lambda s: seats.by_ending[s]["stock_out"], "#8d6e63")]
bottom = [0, 0, 0]
for label, count, colour in parts:
    heights = [count(s) for s in range(3)]
    right.bar(names, heights, bottom=bottom, label=label, color=colour)
    bottom = [b + h for b, h in zip(bottom, heights)]
right.get_xticklabels()[FOCUS].set_color(focus)
left.get_xticklabels()[FOCUS].set_color(focus)
right.set_ylabel("games won")
right.set_title("How each seat wins")
right.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9, ncols=2)
localize_ticks(left, percent="y")
localize_ticks(right);
""", """
names = ["ghế 0\\n(đi đầu, 13 lá)", "ghế 1\\n(đi thứ hai)", "ghế 2\\n(đi thứ ba)"]
FOCUS = 1                                          # ghế mà phần này bàn đến
grey, focus = "#90a4ae", "#c62828"
colours = [focus if seat == FOCUS else grey for seat in range(3)]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 5), layout="constrained")
left.bar(names, [s.rate for s in seats.wins], yerr=error_bars(seats.wins), capsize=6, color=colours)
left.axhline(1 / 3, color="black", linestyle=":", label="một phần ba: không ghế nào có lợi")
left.set_ylabel("tỉ lệ ván thắng")
left.set_title(f"Ai thắng? {N_GREEDY} ván, khoảng tin cậy 95%")
left.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9)
parts = [("Khiêu chiến, cả hai đối thủ cháy bài", lambda s: seats.burned_wins[s], "#6a1b9a"),
         ("Khiêu chiến khác", lambda s: seats.by_ending[s]["fight"] - seats.burned_wins[s], "#ce93d8"),
         ("Tongits", lambda s: seats.by_ending[s]["tongits"], "#2e7d32"),
         ("hết nọc", lambda s: seats.by_ending[s]["stock_out"], "#8d6e63")]
bottom = [0, 0, 0]
for label, count, colour in parts:
    heights = [count(s) for s in range(3)]
    right.bar(names, heights, bottom=bottom, label=label, color=colour)
    bottom = [b + h for b, h in zip(bottom, heights)]
right.get_xticklabels()[FOCUS].set_color(focus)
left.get_xticklabels()[FOCUS].set_color(focus)
right.set_ylabel("số ván thắng")
right.set_title("Mỗi ghế thắng bằng cách nào")
right.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9, ncols=2)
localize_ticks(left, percent="y")
localize_ticks(right);
"""), IGNORE),
        md(t("""
**Reading the plot.** The seat that plays **second** (red) wins far more than a third of the
games, and its error bar stays well clear of the dotted line: at this sample size that is no
accident. Yet seat 0 has the *best* starting hand (see the printed starting deadwood). The right
panel says why: a large part of seat 1's wins are Fights called **while both opponents still have
no meld** — they are burned, cannot answer, and each pays the highest penalty.

Seat 1 is the first player who may **chow** (the opener's first discard) and the first who
**draws**, so it is often the first to expose a meld; seat 0 has usually used its first turn
already, and a greedy player with a meld calls Fight at once when every opponent would be burned.
The lesson for a human player: **expose a meld early** — a hand with no meld on the table is a
standing invitation to Fight.

### How long does a game last?

A *move* is one action: a draw, a chow, an exposed meld, a sapaw, a discard, a Fight or an answer.
""", """
**Đọc biểu đồ.** Ghế **đi thứ hai** (màu đỏ) thắng nhiều hơn hẳn một phần ba số ván, và thanh sai
số của nó nằm xa đường chấm chấm: với cỡ mẫu này, đó không phải ngẫu nhiên. Thế nhưng ghế 0 mới là
ghế có bài ban đầu *tốt nhất* (xem điểm bài rác lúc đầu đã in ở trên). Biểu đồ bên phải cho thấy vì
sao: phần lớn số ván thắng của ghế 1 là những lần Khiêu chiến **khi cả hai đối thủ chưa hạ phỏm
nào** — họ bị cháy bài, không được trả lời, và mỗi người chịu mức phạt nặng nhất.

Ghế 1 là người đầu tiên được **ăn bài** (lá đánh đầu tiên của người đi đầu) và là người đầu tiên
được **bốc**, nên thường là người hạ phỏm sớm nhất; ghế 0 thì thường đã qua lượt đầu của mình, và
một người chơi tham lam có phỏm sẽ gọi Khiêu chiến ngay khi mọi đối thủ đều sẽ cháy bài. Bài học
cho người chơi thật: **hạ phỏm sớm** — trên bàn chưa có phỏm nào của bạn là một lời mời Khiêu chiến.

### Một ván kéo dài bao lâu?

Một *nước đi* là một hành động: bốc, ăn bài, hạ phỏm, gửi bài, đánh, Khiêu chiến hay trả lời.
""")),
        code(t("""
kinds = {"fight": "Fight", "tongits": "Tongits", "stock_out": "stock out"}
fig, ax = plt.subplots(figsize=(8, 3.6))
ax.hist([seats.lengths[kind] for kind in kinds], bins=range(0, 90, 4), stacked=True,
        label=[f"ended by {name}" for name in kinds.values()], color=["#6a1b9a", "#2e7d32", "#8d6e63"])
ax.set_xlabel("moves in the game")
ax.set_ylabel("number of games")
ax.set_title(f"Game length, {N_GREEDY} games between greedy bots")
ax.legend()
localize_ticks(ax);
""", """
kinds = {"fight": "Khiêu chiến", "tongits": "Tongits", "stock_out": "hết nọc"}
fig, ax = plt.subplots(figsize=(8, 3.6))
ax.hist([seats.lengths[kind] for kind in kinds], bins=range(0, 90, 4), stacked=True,
        label=[f"kết thúc bằng {name}" for name in kinds.values()], color=["#6a1b9a", "#2e7d32", "#8d6e63"])
ax.set_xlabel("số nước đi trong ván")
ax.set_ylabel("số ván")
ax.set_title(f"Độ dài ván, {N_GREEDY} ván giữa các máy tham lam")
ax.legend()
localize_ticks(ax);
"""), IGNORE),
        md(t("""
With three greedy players, a Fight usually ends the hand long before the 15-card stock runs out:
somebody soon has low deadwood and a meld on the table. The spike of very short games is the
early Fight against two burned opponents.

## 3 · When should you call Fight?

The greedy bot calls Fight when its deadwood is at most `fight_threshold` points (9 by default) —
and also, whatever the threshold, when every opponent would be burned or its deadwood is well
below what the opponents' hand sizes suggest. Is 9 a good threshold? `lab.fight_threshold_sweep`
seats **one** bot with another threshold against two standard bots, `N_SWEEP` games per threshold.
Two precautions make the comparison fair: the test bot sits in seat 0, 1, 2 in turn (section 2
showed how much the seat matters), and every threshold plays **the very same deals**, so a
difference comes from the threshold, not from luckier cards.

Besides the win rate we measure the **mean result**: what the bot collects or pays per game, in
stakes. A bold Fight can win often yet lose money when it is challenged and beaten.
""", """
Với ba người chơi tham lam, ván bài thường kết thúc bằng Khiêu chiến từ lâu trước khi 15 lá nọc
hết: chẳng mấy chốc đã có người ít bài rác và có phỏm trên bàn. Cột cao ở những ván rất ngắn chính
là những lần Khiêu chiến sớm khi hai đối thủ sẽ cháy bài.

## 3 · Khi nào nên gọi Khiêu chiến?

Máy tham lam gọi Khiêu chiến khi điểm bài rác của nó không quá `fight_threshold` điểm (mặc định
là 9) — và, bất kể ngưỡng nào, cả khi mọi đối thủ đều sẽ cháy bài hoặc khi điểm của nó thấp hơn
hẳn mức mà số lá trên tay đối thủ gợi ý. Ngưỡng 9 có tốt không? `lab.fight_threshold_sweep` cho
**một** máy dùng ngưỡng khác ngồi với hai máy thường, mỗi ngưỡng `N_SWEEP` ván. Hai điều làm cho
phép so sánh công bằng: máy được thử lần lượt ngồi ghế 0, 1, 2 (phần 2 đã cho thấy ghế ngồi quan
trọng thế nào), và mọi ngưỡng đều chơi **đúng những ván chia như nhau**, nên khác biệt đến từ
ngưỡng chứ không phải từ bài đẹp hơn.

Ngoài tỉ lệ thắng, ta đo **kết quả trung bình**: số tiền cược máy thu về hay phải trả mỗi ván. Một
lần Khiêu chiến liều lĩnh có thể hay thắng mà vẫn mất tiền khi bị thách đấu và thua.
""")),
        code(t("""
started = perf_counter()
sweep = lab.fight_threshold_sweep(THRESHOLDS, N_SWEEP, rules=RULES, progress=tqdm, n_jobs=-1)
finished(f"{len(THRESHOLDS)} × {N_SWEEP} games played", started)
""", """
started = perf_counter()
sweep = lab.fight_threshold_sweep(THRESHOLDS, N_SWEEP, rules=RULES, progress=tqdm, n_jobs=-1)
finished(f"Đã chơi {len(THRESHOLDS)} × {N_SWEEP} ván", started)
"""), IGNORE),
        code("""
for point in sweep:
    print(point)
""", CHECK),
        code(_sweep_plot_code(t), IGNORE),
        md(t("""
**Reading the plot.** The four win rates sit within each other's error bars: measured one threshold
at a time, ±4 points of luck hide any difference. But every threshold played **the same deals in the
same seats**, so most of that luck is shared: in most games the bot plays exactly alike whatever its
threshold. Compare game by game instead — for each deal, the test bot's result at one threshold minus
its result at the standard 9 — and the shared luck cancels. `lab.sweep_differences` does that: the
mean difference in win rate (in percentage points) with its 95% interval, and the mean difference in
stakes a game ± its 95% half-width:
""", """
**Đọc biểu đồ.** Bốn tỉ lệ thắng nằm trong thanh sai số của nhau: đo riêng từng ngưỡng thì ±4 điểm
phần trăm may rủi che mất mọi khác biệt. Nhưng mọi ngưỡng đều chơi **đúng những ván chia ấy ở đúng những
ghế ấy**, nên phần lớn may rủi là chung: trong đa số ván, máy chơi y hệt nhau dù ngưỡng là bao nhiêu.
Hãy so từng ván một — với mỗi ván chia, kết quả của máy được thử ở một ngưỡng trừ đi kết quả ở ngưỡng
chuẩn 9 — thì phần may rủi chung triệt tiêu. `lab.sweep_differences` làm việc đó: chênh lệch trung bình
của tỉ lệ thắng (tính bằng điểm phần trăm) cùng khoảng tin cậy 95%, và chênh lệch trung bình về tiền
cược mỗi ván ± nửa độ rộng khoảng 95%:
""")),
        code("""
for difference in lab.sweep_differences(sweep, baseline=9):
    print(difference)
""", CHECK),
        md(t("""
**What the numbers say.** Deal by deal, the intervals of the win-rate differences are ±3 points or
narrower, and every one of them reaches zero: **no threshold wins more often than 9**. Between 0 and
9 there is almost nothing to see (the interval is under ±1 point): the two bots differ only in the
rare game where a hand of 1 to 9 points could Fight against opponents who can answer. The money tells
the thresholds apart where the wins do not: at 20 and at 40 the bot loses about 0.13 and 0.17 stakes
a game against what it makes at 9, and neither interval reaches zero. A high threshold wins as often,
because it Fights sooner, but when it is challenged with a poor hand it pays.

So the answer, at these sample sizes: **a low threshold is best — 0 and 9 are equally good, and the
data cannot rank them; 20 and above cost money.** For this bot, *when* to Fight still matters less
than *having a meld on the table early* (section 2).

## 4 · Greedy against random

One greedy bot against two bots that pick any legal move at random. To be fair to every seat,
the greedy bot takes seat 0, 1 and 2 in turn.
""", """
**Các con số nói gì.** So từng ván, khoảng tin cậy của chênh lệch tỉ lệ thắng chỉ rộng ±3 điểm phần
trăm hoặc hẹp hơn, và khoảng nào cũng chạm số 0: **không ngưỡng nào thắng nhiều hơn ngưỡng 9**. Giữa 0 và
9 gần như không có gì khác (khoảng tin cậy hẹp hơn ±1 điểm): hai máy chỉ khác nhau trong những ván hiếm
hoi mà một bài còn 1 đến 9 điểm có thể Khiêu chiến với những đối thủ được trả lời. Tiền thì phân biệt
được các ngưỡng ở chỗ số ván thắng không làm được: ở ngưỡng 20 và 40, máy mất khoảng 0,13 và 0,17 tiền
cược mỗi ván so với khi dùng ngưỡng 9, và cả hai khoảng tin cậy đều không chạm số 0. Ngưỡng cao thắng
thường như vậy, vì nó Khiêu chiến sớm hơn, nhưng khi bị thách đấu với bài xấu thì phải trả tiền.

Vậy câu trả lời, với cỡ mẫu này: **ngưỡng thấp là tốt nhất — 0 và 9 tốt ngang nhau, dữ liệu không xếp
hạng được hai ngưỡng này; từ 20 trở lên thì mất tiền.** Với máy này, *khi nào* Khiêu chiến vẫn kém quan
trọng hơn *sớm có phỏm trên bàn* (phần 2).

## 4 · Máy tham lam gặp máy chơi bừa

Một máy tham lam gặp hai máy chọn bừa một nước hợp lệ bất kỳ. Để công bằng với mọi ghế, máy tham
lam lần lượt ngồi ghế 0, 1 và 2.
""")),
        code(t("""
from collections import Counter

started = perf_counter()
greedy_wins = Counter()
for deal in tqdm(range(N_VS_RANDOM), desc="greedy vs random"):
    seat = deal % 3
    kinds_at_table = ["random"] * 3
    kinds_at_table[seat] = "greedy"
    game = cardlab.play("tongits", kinds_at_table, seed=10_000 + deal, rules=RULES)
    greedy_wins[seat] += game.outcome().winner == seat
finished(f"{N_VS_RANDOM} games played", started)
""", """
from collections import Counter

started = perf_counter()
greedy_wins = Counter()
for deal in tqdm(range(N_VS_RANDOM), desc="tham lam gặp chơi bừa"):
    seat = deal % 3
    kinds_at_table = ["random"] * 3
    kinds_at_table[seat] = "greedy"
    game = cardlab.play("tongits", kinds_at_table, seed=10_000 + deal, rules=RULES)
    greedy_wins[seat] += game.outcome().winner == seat
finished(f"Đã chơi {N_VS_RANDOM} ván", started)
"""), IGNORE),
        code(t("""
greedy = lab.Share(sum(greedy_wins.values()), N_VS_RANDOM)
print("greedy bot:", greedy)
for seat in range(3):
    print(f"   in seat {seat}:", lab.Share(greedy_wins[seat], N_VS_RANDOM // 3))
""", """
greedy = lab.Share(sum(greedy_wins.values()), N_VS_RANDOM)
print("máy tham lam:", greedy)
for seat in range(3):
    print(f"   ở ghế {seat}:", lab.Share(greedy_wins[seat], N_VS_RANDOM // 3))
"""), CHECK),
        code(t("""
bars = [greedy] + [lab.Share(greedy_wins[seat], N_VS_RANDOM // 3) for seat in range(3)]
fig, ax = plt.subplots(figsize=(7, 3.8), layout="constrained")
ax.bar(["all games", "in seat 0", "in seat 1", "in seat 2"], [s.rate for s in bars], yerr=error_bars(bars),
       capsize=6, color=["#2e7d32", "#a5d6a7", "#a5d6a7", "#a5d6a7"])
ax.axhline(1 / 3, color="black", linestyle=":", label="one third: no better than random")
ax.set_ylim(0, 1)
ax.set_ylabel("share of games the greedy bot won")
ax.set_title(f"One greedy bot against two random bots, {N_VS_RANDOM} games")
ax.legend(loc="lower right")
localize_ticks(ax, percent="y");
""", """
bars = [greedy] + [lab.Share(greedy_wins[seat], N_VS_RANDOM // 3) for seat in range(3)]
fig, ax = plt.subplots(figsize=(7, 3.8), layout="constrained")
ax.bar(["mọi ván", "ở ghế 0", "ở ghế 1", "ở ghế 2"], [s.rate for s in bars], yerr=error_bars(bars),
       capsize=6, color=["#2e7d32", "#a5d6a7", "#a5d6a7", "#a5d6a7"])
ax.axhline(1 / 3, color="black", linestyle=":", label="một phần ba: không hơn chơi bừa")
ax.set_ylim(0, 1)
ax.set_ylabel("tỉ lệ ván máy tham lam thắng")
ax.set_title(f"Một máy tham lam gặp hai máy chơi bừa, {N_VS_RANDOM} ván")
ax.legend(loc="lower right")
localize_ticks(ax, percent="y");
"""), IGNORE),
        md(t("""
A random player rarely exposes a meld on purpose, so it is often **burned** — and a greedy player
who has exposed anything can call Fight against burned opponents and win outright.

## 5 · A house rule, measured

Section 2 suggests a remedy for the seat advantage: forbid a Fight right after melding
(`fight_after_melding=False`, lesson 4), so a meld must lie on the table for a whole round before
its owner may Fight — time for the others to expose one. Play `N_RULE` games of the seat study
under that rule (the same deals) and compare:
""", """
Máy chơi bừa hiếm khi cố ý hạ phỏm, nên hay bị **cháy bài** — và máy tham lam chỉ cần có phỏm trên
bàn là gọi Khiêu chiến được với những đối thủ sẽ cháy bài, thắng trọn.

## 5 · Đo một luật nhà

Phần 2 gợi ra một cách chữa lợi thế của ghế: cấm Khiêu chiến ngay sau khi hạ phỏm
(`fight_after_melding=False`, bài 4), để phỏm phải nằm trên bàn trọn một vòng rồi chủ của nó mới
được Khiêu chiến — đủ thời gian cho người khác hạ phỏm. Chơi `N_RULE` ván của nghiên cứu ghế ngồi
với luật đó (cùng những ván chia) rồi so sánh:
""")),
        code(t("""
from dataclasses import replace

started = perf_counter()
slow = lab.seat_study(N_RULE, rules=replace(RULES, fight_after_melding=False), progress=tqdm, n_jobs=-1)
finished(f"{N_RULE} games played", started)
""", """
from dataclasses import replace

started = perf_counter()
slow = lab.seat_study(N_RULE, rules=replace(RULES, fight_after_melding=False), progress=tqdm, n_jobs=-1)
finished(f"Đã chơi {N_RULE} ván", started)
"""), IGNORE),
        code("""
print(slow)
""", CHECK),
        code(t("""
fig, ax = plt.subplots(figsize=(8, 4.8), layout="constrained")
width = 0.38
for offset, study, label, colour in ((-width / 2, seats, "Fight allowed right after melding (the default)", "#90a4ae"),
                                     (width / 2, slow, "no Fight right after melding", "#1565c0")):
    ax.bar([seat + offset for seat in range(3)], [s.rate for s in study.wins], width, yerr=error_bars(study.wins),
           capsize=5, label=label, color=colour)
ax.axhline(1 / 3, color="black", linestyle=":", label="one third: no seat advantage")
ax.set_xticks(range(3), names)
ax.get_xticklabels()[FOCUS].set_color(focus)
ax.set_ylabel("share of games won")
ax.set_title("Seat advantage under two house rules (95% intervals)")
ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9)
localize_ticks(ax, percent="y");
""", """
fig, ax = plt.subplots(figsize=(8, 4.8), layout="constrained")
width = 0.38
for offset, study, label, colour in ((-width / 2, seats, "được Khiêu chiến ngay sau khi hạ phỏm (mặc định)", "#90a4ae"),
                                     (width / 2, slow, "cấm Khiêu chiến ngay sau khi hạ phỏm", "#1565c0")):
    ax.bar([seat + offset for seat in range(3)], [s.rate for s in study.wins], width, yerr=error_bars(study.wins),
           capsize=5, label=label, color=colour)
ax.axhline(1 / 3, color="black", linestyle=":", label="một phần ba: không ghế nào có lợi")
ax.set_xticks(range(3), names)
ax.get_xticklabels()[FOCUS].set_color(focus)
ax.set_ylabel("tỉ lệ ván thắng")
ax.set_title("Lợi thế của ghế dưới hai luật nhà (khoảng tin cậy 95%)")
ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=9)
localize_ticks(ax, percent="y");
"""), IGNORE),
        md(t("""
Read the printed numbers and the plot together: does seat 1 (red label) still win clearly more
than a third? Do the games last longer, and do fewer of them end with two burned opponents? Where
the two bars of a seat have overlapping error bars, `N_RULE` games cannot tell the rules apart —
raise `N_RULE` and look again.

As built, the rule shrinks the seat advantage without removing it: with a meld made to wait a
round, the early Fight against two burned opponents almost disappears, games last longer and many
more end in Tongits or at stock out; seat 1 falls from about 48% of the wins to about 39%, yet its
interval still lies above one third.

## Your turn

* Change `RULES` in the first code cell — `ace_high_in_runs=True`,
  `chow_requires_new_meld=False`, `concealed_melds_count_as_deadwood=True` — and run everything
  again. Which numbers move more than their error bars?
* Put more thresholds in `THRESHOLDS` (e.g. `[0, 3, 6, 9, 12, 15]`) and raise `N_SWEEP`: where
  does the win rate peak? Is the best threshold for wins also the best for money?
* Quadruple `N_GREEDY` and watch the error bars halve.
""", """
Hãy đọc các con số đã in cùng với biểu đồ: ghế 1 (nhãn màu đỏ) có còn thắng rõ ràng nhiều hơn một
phần ba không? Ván có dài hơn không, và có ít ván kết thúc với hai đối thủ cháy bài hơn không? Ở ghế
nào hai cột có thanh sai số chồng lên nhau thì `N_RULE` ván chưa đủ để phân biệt hai luật — hãy tăng
`N_RULE` rồi xem lại.

Với số ván dựng sẵn, luật này thu nhỏ lợi thế của ghế nhưng không xóa hết: khi phỏm phải chờ một
vòng, những lần Khiêu chiến sớm với hai đối thủ cháy bài gần như biến mất, ván dài hơn, và nhiều ván
kết thúc bằng Tongits hay hết nọc hơn hẳn; phần thắng của ghế 1 giảm từ khoảng 48% xuống khoảng 39%,
nhưng khoảng tin cậy của nó vẫn nằm trên một phần ba.

## Đến lượt bạn

* Đổi `RULES` ở ô mã đầu tiên — `ace_high_in_runs=True`, `chow_requires_new_meld=False`,
  `concealed_melds_count_as_deadwood=True` — rồi chạy lại tất cả. Con số nào thay đổi nhiều hơn
  thanh sai số của nó?
* Thêm ngưỡng vào `THRESHOLDS` (ví dụ `[0, 3, 6, 9, 12, 15]`) và tăng `N_SWEEP`: tỉ lệ thắng cao
  nhất ở đâu? Ngưỡng tốt nhất cho số ván thắng có phải cũng tốt nhất cho tiền không?
* Tăng `N_GREEDY` lên gấp bốn và xem thanh sai số còn một nửa.
""")),
    ] + checkpoint(t, t("""
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=6, rules=RULES, questions=["deadwood", "fight"], name="Lesson 6 check", var="quiz")
""", """
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=6, rules=RULES, questions=["deadwood", "fight"], name="Kiểm tra bài 6", var="quiz")
"""), [
        (t("""
**Question 1 · Count like the lab.** The lab counted the deadwood of thousands of hands. How many
deadwood points does this hand count, arranged as well as possible? Answer with a number.
""", """
**Câu 1 · Đếm như phòng thí nghiệm.** Phòng thí nghiệm đã đếm điểm bài rác của hàng nghìn bài. Bài
này còn bao nhiêu điểm bài rác khi xếp tốt nhất? Trả lời bằng một con số.
"""), """
answer = tongits.deadwood(quiz.q1.hand, quiz.q1.rules)
"""),
        (t("""
**Question 2 · May you call Fight?** Before asking *when* to Fight, check that you **may**.
Answer `True` or `False`.
""", """
**Câu 2 · Bạn có được gọi Khiêu chiến không?** Trước khi hỏi *khi nào* nên Khiêu chiến, hãy xem
bạn có **được** gọi không. Trả lời `True` hoặc `False`.
"""), """
q = quiz.q2
my_melds = sum(1 for owner, meld in q.table if owner == "A")
sapawed_on_me = any(q.table[i][0] == "A" for by, card, i in q.events)
answer = tongits.check_fight(my_melds, sapawed_on_me, q.rules).ok
"""),
    ]) + [
        md(t(f"""
Back to the [course start](01_deck_deal_words.ipynb) · [Exercises]({exercises})
""", f"""
Về [đầu khóa học](01_deck_deal_words.ipynb) · [Bài tập]({exercises})
""")),
    ]


if __name__ == "__main__":
    lesson(REL, cells)
