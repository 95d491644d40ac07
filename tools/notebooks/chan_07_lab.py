"""Builds the lesson "Chắn 7 · Strategy lab", in Vietnamese and English.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/chan_07_lab.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/chan/07_strategy_lab.ipynb`` and the learner copies
``notebooks/[vi/]chan/07_strategy_lab.ipynb``.

The simulations live in :mod:`cardlab.lab.chan` (tested in ``tests/test_lab_chan.py``); the cells that
print their numbers are tagged ``nbval-check-output``. Progress bars, timings and figures are
``nbval-ignore-output``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402

REL = "chan/07_strategy_lab.ipynb"

#: Simulation sizes, shared with ``tests/test_lab_chan.py``, which recomputes the published numbers. The
#: headline is the dealer's share of the wins: a share near 28% has a 95% interval of ±3 points or better
#: from 1.96 · √(.28 · .72 / n) ≤ 0.03, n ≥ 861 deals. Both studies play about 9 ms a deal on one core.
N_TABLE, N_WAIT = 900, 900
#: With BIG = True: ten times as many deals, error bars about a third as wide (a few minutes).
BIG_TABLE, BIG_WAIT = 9000, 9000

_SETUP = """
import cardlab
from cardlab import chan
from cardlab.lab import chan as chlab
from cardlab.lab.plots import localize_ticks
from cardlab.lab.stats import error_bars, number
import matplotlib.pyplot as plt
from IPython.display import clear_output
from time import perf_counter
from tqdm.auto import tqdm

cardlab.set_language("$lang")
RULES = chan.Rules()      # $rules

BIG = False               # $big
N_TABLE = $big_table if BIG else $n_table     # $n_table_comment
N_WAIT = $big_wait if BIG else $n_wait       # $n_wait_comment
"""

_RUN_TABLE = """
started = perf_counter()
study = chlab.table_study(N_TABLE, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()                  # $gone
print(f"{N_TABLE} $deals {perf_counter() - started:.0f} $seconds")
"""

_CUOC_PLOT = """
keys = [k for k in chlab.BONUSES if study.bonuses[k]]
names = {k: ("$xuong" if k == "xuong" else chan.BONUS_NAMES[k]) for k in keys}
shares = [study.bonus(k) for k in keys]
fig, ax = plt.subplots(figsize=(10, 5), layout="constrained")
ax.barh([f"{names[k]} ({study.bonuses[k]})" for k in keys], [s.rate for s in shares],
        xerr=error_bars(shares), capsize=4, color="#c62828")
ax.invert_yaxis()               # $top
ax.set_xlabel("$xlabel")
ax.set_title(f"$title")
localize_ticks(ax, percent="x");
"""

_RUN_WAIT = """
started = perf_counter()
waits = chlab.wait_study(N_WAIT, rules=RULES, progress=tqdm, n_jobs=-1)
clear_output()
print(f"{N_WAIT} $deals {perf_counter() - started:.0f} $seconds")
"""

_WAIT_PLOT = """
outs = [waits.by_outs[g] for g in chlab.OUT_GROUPS]
faces = list(waits.by_faces)
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2), layout="constrained")
left.bar([f"{g}\\n({o.ready} $players)" for g, o in zip(chlab.OUT_GROUPS, outs)], [o.wins.rate for o in outs],
         yerr=error_bars([o.wins for o in outs]), capsize=6, color="#2e7d32")
left.axhline(1 / 4, color="black", linestyle=":", label="$quarter")
left.set_xlabel("$outs_label")
left.set_ylabel("$win_ylabel")
left.set_title("$outs_title")
left.legend(loc="upper left", fontsize=9)
right.bar([f"$waiting {n}\\n({waits.by_faces[n].ready} $players)" for n in faces],
          [waits.by_faces[n].wins.rate for n in faces], yerr=error_bars([waits.by_faces[n].wins for n in faces]),
          capsize=6, color="#1565c0")
right.axhline(1 / 4, color="black", linestyle=":", label="$quarter")
right.set_ylabel("$win_ylabel")
right.set_title("$faces_title")
right.legend(loc="upper left", fontsize=9)
localize_ticks(left, percent="y")
localize_ticks(right, percent="y");
"""

_SEAT_PLOT = """
places = ["$dealer", "$first", "$second", "$third"]
fig, ax = plt.subplots(figsize=(8, 4), layout="constrained")
ax.bar(places, [s.rate for s in study.seats], yerr=error_bars(study.seats), capsize=6, color="#6a1b9a")
ax.axhline(1 / 4, color="black", linestyle=":", label="$quarter")
ax.set_ylabel("$win_ylabel")
ax.set_title(f"$title")
ax.legend(loc="upper right", fontsize=9)
localize_ticks(ax, percent="y");
"""

_SUMMARY = """
dealer, last = study.seats[0], study.seats[3]
print(f"$dealer_line {dealer.rate_text()}")
print(f"$last_line {last.rate_text()}")
print(f"$half {number(100 * (dealer.high - dealer.low) / 2)} $points")
print("$apart", dealer.low > last.high)
print(f"$turned {number(sum(study.turned) / study.games)}")
"""


def cells(t):
    """The lesson's cells in the language of ``t``."""
    return [
        md(t("""
# Chắn 7 · Strategy lab

**By the end of this notebook you will be able to**

* run hundreds of Chắn deals between bots and read what they say, with **error bars** (95% intervals)
  that show how sure a number is;
* answer questions a player asks: how often does each **cước** (a bonus a win scores: Ù chì, Tôm,
  Bạch thủ, Lèo…) come, and how often is a win a plain **Ù xuông** (no cước)? Once you are **chờ**
  (ready: your 19 cards need one more card to win), do more waiting cards mean a better chance to
  **ù** (win)? Is the **dealer** (*nhà cái*: 20 cards, the first discard) better off than the players
  after them?
* tell what a number measures from what it suggests: these are greedy bots, and an **observation** is
  not yet an explanation.

The bots are the greedy bots of [lesson 6](06_play_the_bots.ipynb); the simulations live in
`cardlab.lab.chan`, so every number here can be recomputed and tested. The rules are on
[the rules page](00_rules.ipynb). [Tiếng Việt](../vi/chan/07_strategy_lab.ipynb)
""", """
# Chắn 7 · Phòng thí nghiệm chiến lược

**Học xong bài này, bạn sẽ biết**

* cho máy chơi hàng trăm ván Chắn và đọc kết quả, với **thanh sai số** (khoảng tin cậy 95%) cho biết
  một con số chắc chắn đến đâu;
* trả lời những câu người chơi hay hỏi: mỗi **cước** (Ù chì, Tôm, Bạch thủ, Lèo…) đến thường đến đâu,
  và bao nhiêu ván ù chỉ là **Ù xuông** (không cước)? Khi đã **chờ** (19 lá chỉ cần thêm một lá là ù),
  chờ nhiều lá hơn có làm cơ hội **ù** cao hơn không? **Nhà cái** (cầm 20 lá, đánh lá đầu tiên) có lợi
  hơn những người đi sau không?
* phân biệt điều một con số đo được với điều nó gợi ý: đây là các máy tham, và một **quan sát** chưa
  phải là một lời giải thích.

Các máy là máy tham của [bài 6](06_play_the_bots.ipynb); các mô phỏng nằm trong `cardlab.lab.chan`, nên
mọi con số ở đây đều tính lại và kiểm thử được. Luật chơi ở [trang luật](00_rules.ipynb).
[English](../../chan/07_strategy_lab.ipynb)
""")),
        code(bilingual(t, _SETUP, lang=(t.lang, t.lang),
                       rules=("the house rules of every simulation; try chan.Rules(bonus_values={'tom': (6, 2)})",
                              "luật nhà cho mọi mô phỏng; thử chan.Rules(bonus_values={'tom': (6, 2)})"),
                       big=("True: ten times as many deals, bars about a third as wide (a few minutes)",
                            "True: gấp mười số ván, thanh sai số hẹp còn khoảng một phần ba (vài phút)"),
                       big_table=(str(BIG_TABLE),) * 2, n_table=(str(N_TABLE),) * 2,
                       big_wait=(str(BIG_WAIT),) * 2, n_wait=(str(N_WAIT),) * 2,
                       n_table_comment=("deals for the cước and the dealer", "số ván cho cước và nhà cái"),
                       n_wait_comment=("deals for the waiting cards", "số ván cho các lá chờ"))),
        md(t("""
Every deal is dealt from a deal number (0, 1, 2, …) and every bot draws its choices from a seeded
generator, so each cell gives the same numbers every time it runs. A share measured on `n` deals is
uncertain: the plots show its **95% Wilson interval** (`cardlab.lab.wilson`), the range of true shares
that could well have produced the count we saw. When two intervals do not overlap, the difference is
very unlikely to be luck. Set `BIG = True` in the cell above for tighter bars: error bars shrink like
1/√n.

## 1 · Four greedy bots at one table

The first simulation plays `N_TABLE` deals between four greedy bots (the coach of lesson 6) and counts
how each deal ended, who won, where the winning card came from and which cước the win scored. A progress
bar shows while it runs:
""", """
Mỗi ván được chia theo một số ván chia (0, 1, 2, …) và mỗi máy chọn nước đi bằng một bộ sinh số ngẫu
nhiên có số khởi đầu cố định, nên mỗi ô luôn cho cùng những con số mỗi lần chạy. Một tỉ lệ đo trên `n` ván
thì chưa chắc chắn: các biểu đồ vẽ **khoảng tin cậy Wilson 95%** của nó (`cardlab.lab.wilson`), tức khoảng
các tỉ lệ thật có thể đã sinh ra con số ta đếm được. Khi hai khoảng không chồng lên nhau, khác biệt đó rất
khó là do may rủi. Đặt `BIG = True` ở ô trên để thanh sai số hẹp hơn: thanh sai số nhỏ đi theo 1/√n.

## 1 · Bốn máy tham cùng một bàn

Mô phỏng đầu tiên cho bốn máy tham (người hướng dẫn của bài 6) chơi `N_TABLE` ván và đếm: ván kết thúc
thế nào, ai ù, lá ù đến từ đâu và ván ù được những cước nào. Thanh tiến trình hiện ra trong lúc chạy:
""")),
        code(bilingual(t, _RUN_TABLE, gone=("the finished bar goes; the time stays",
                                            "thanh tiến trình biến mất, thời gian chạy ở lại"),
                       deals=("deals in", "ván trong"), seconds=("s", "giây")), IGNORE),
        code("""
print(study)
""", CHECK),
        md(t("""
Almost every deal ends with a win: the stock (*nọc*) has 23 cards, but a deal lasts only about 7 of
them, because any ready player may win on any card turned up from the stock. A drawn deal, with the stock
run out, is rare.

### How often does each cước come?

Each bar is the share of **wins** that scored that cước (a win may score several: Tôm and Ù chì
together, say). The count of wins is in brackets:
""", """
Gần như ván nào cũng có người ù: nọc có 23 lá, nhưng một ván chỉ kéo dài chừng 7 lá, vì người nào đã chờ
thì ù được ngay trên bất kỳ lá nọc nào vừa lật. Ván hòa vì hết nọc rất hiếm.

### Mỗi cước đến thường đến đâu?

Mỗi thanh là tỉ lệ các **ván ù** được cước đó (một ván ù có thể được nhiều cước: Tôm cùng Ù chì chẳng
hạn). Số ván ù ghi trong ngoặc:
""")),
        code(bilingual(t, _CUOC_PLOT, xuong=("Ù xuông (no cước)", "Ù xuông (không cước)"),
                       top=("the most frequent at the top", "cước thường gặp nhất ở trên cùng"),
                       xlabel=("share of wins (95% interval)", "tỉ lệ ván ù (khoảng 95%)"),
                       title=("The cước of {study.wins} wins between greedy bots ({study.games} deals)",
                              "Cước của {study.wins} ván ù giữa các máy tham ({study.games} ván)")), IGNORE),
        md(t("""
Nearly half of the wins are a plain **Ù xuông** (2 points). **Ù chì** (the winning card turned up at the
winner's own gate) comes in about three wins in ten: one gate in four is the winner's, and a little more
often than that, because when two ready players want the same stock card, the player at whose gate it lies
comes first. **Tôm** (Tam vạn, Tam sách, Thất văn
in the hand) and **Bạch thủ** (exactly six Chắn and no Cạ in the winning card's rank) come next, then **Lèo** (Cửu vạn,
Bát sách, Chi chi). **Bạch định** (no red card) and **Tám đỏ** (exactly eight red cards) come two or
three times in a hundred wins; **Kính tứ chi** (four Chi chi, every other card black) and **Thập thành**
(ten Chắn) a few times in a thousand. Their intervals are wide: with so few cases, run `BIG = True` before
you trust their order. The rarer a cước, the more it pays: that
is how the cước table was made.

Try other house values in the set-up cell (`chan.Rules(bonus_values={'tom': (6, 2)})`): the shares do not
move — the bots do not chase cước — but the mean score of a win in the summary does.

## 2 · Waiting cards and the chance to win

A player is **chờ** (ready) when their 19 cards need one more card to win. The lab stops at the first
moment each player is ready, counts the faces they wait on and their **outs** — the copies of those
faces they have not seen yet (in other hands or the stock) — and then asks whether that player went on
to win the deal:
""", """
Gần một nửa số ván ù chỉ là **Ù xuông** (2 điểm). **Ù chì** (lá ù lật ở chính cửa người ù) đến trong
khoảng ba ván ù trên mười: cứ bốn cửa thì một cửa là của người ù, và còn thường hơn thế một chút, vì khi
hai người đã chờ cùng muốn một lá nọc thì người có lá đó nằm ở cửa mình được ưu tiên. Tiếp đến là **Tôm** (có Tam vạn, Tam sách, Thất văn trên tay) và **Bạch
thủ** (đúng sáu Chắn và không có Cạ ở hàng của lá ù), rồi **Lèo** (Cửu vạn, Bát sách, Chi chi). **Bạch
định** (không có lá đỏ nào) và **Tám đỏ** (đúng tám lá đỏ) đến hai, ba lần trong một trăm ván ù; **Kính tứ
chi** (bốn lá Chi chi, mọi lá khác đều đen) và **Thập thành** (mười Chắn) chỉ vài lần trong một nghìn.
Khoảng tin cậy của chúng rất rộng: với ít trường hợp như thế, hãy chạy `BIG = True` trước khi tin thứ tự
của chúng. Cước càng hiếm thì càng được nhiều điểm: bảng cước được làm ra như vậy.

Thử các giá trị luật nhà khác ở ô đầu (`chan.Rules(bonus_values={'tom': (6, 2)})`): các tỉ lệ không đổi —
máy không cố đuổi theo cước — nhưng điểm trung bình của một ván ù trong phần tóm tắt thì đổi.

## 2 · Lá chờ và cơ hội ù

Người chơi **chờ** khi 19 lá của họ chỉ cần thêm một lá là ù. Phòng thí nghiệm dừng ở lúc đầu tiên mỗi
người chờ, đếm số cây (mặt bài) họ chờ và số lá chờ **chưa thấy** — các bản của những mặt bài đó mà họ
chưa nhìn thấy (đang ở tay người khác hay trong nọc) — rồi xem người đó có ù ván ấy không:
""")),
        code(bilingual(t, _RUN_WAIT, deals=("deals in", "ván trong"), seconds=("s", "giây")), IGNORE),
        code("""
print(waits)
""", CHECK),
        code(bilingual(t, _WAIT_PLOT, players=("players", "người"),
                       quarter=("a quarter: one player in four", "một phần tư: một người trong bốn"),
                       outs_label=("outs: unseen copies of the waiting faces", "số lá chờ chưa thấy"),
                       win_ylabel=("share who won the deal (95% interval)", "tỉ lệ ù ván đó (khoảng 95%)"),
                       outs_title=("More outs, more wins", "Càng nhiều lá chờ, càng hay ù"),
                       waiting=("waiting on", "chờ"),
                       faces_title=("By the number of faces waited on", "Theo số cây đang chờ")), IGNORE),
        md(t("""
A ready hand has one card left over, and it waits either on that card's **twin** alone (one face, at most
3 outs: a Chắn is then the only way to win, e.g. when the hand already holds four Cạ) or on its twin
**and** the two other suits of its rank (three faces, up to 11 outs: a Chắn or a Cạ both win). Two faces
never happen. The players waiting on three faces won clearly more often than those waiting on one —
their intervals do not overlap. More outs, more stock cards that win for you.

Yet a ready player with the most outs still wins less than half the time: the others are ready too, and
whoever's card comes first wins. Being ready **early** matters as much as waiting wide — the study also
keeps the stock left at each first wait (`waits.stock_left`): try grouping the players by it.

## 3 · Is the dealer better off?

The dealer holds 20 cards and discards first; play then goes on to the players after them. Each bar is
one place at the table, counted from the dealer, as a share of all `N_TABLE` deals:
""", """
Một bài đã chờ còn thừa đúng một lá, và nó chờ hoặc chỉ lá **giống hệt** lá đó (một cây, nhiều nhất 3 lá:
khi ấy chỉ có Chắn mới ù được, chẳng hạn khi bài đã có bốn Cạ), hoặc lá giống hệt **và** hai lá cùng hàng
khác chất (ba cây, tới 11 lá: ăn thành Chắn hay Cạ đều ù). Chờ hai cây thì không bao giờ xảy ra. Người chờ
ba cây ù nhiều hơn hẳn người chờ một cây — hai khoảng tin cậy không chồng lên nhau. Càng nhiều lá chờ, càng
nhiều lá nọc làm bạn ù.

Nhưng ngay cả người chờ nhiều lá nhất cũng ù chưa tới một nửa số lần: những người khác cũng đang chờ, và lá
của ai đến trước thì người đó ù. Chờ **sớm** cũng quan trọng như chờ rộng — nghiên cứu này còn giữ số lá
nọc còn lại ở lúc mỗi người bắt đầu chờ (`waits.stock_left`): thử chia nhóm người chơi theo con số đó.

## 3 · Nhà cái có lợi hơn không?

Nhà cái cầm 20 lá và đánh lá đầu tiên; sau đó lượt đi sang những người sau nhà cái. Mỗi cột là một chỗ
ngồi, đếm từ nhà cái, tính trên tất cả `N_TABLE` ván:
""")),
        code(bilingual(t, _SEAT_PLOT, dealer=("dealer", "nhà cái"), first=("1st after", "người thứ 1"),
                       second=("2nd after", "người thứ 2"), third=("3rd after", "người thứ 3"),
                       quarter=("a quarter: no advantage", "một phần tư: không lợi thế"),
                       win_ylabel=("share of deals won (95% interval)", "tỉ lệ ván ù (khoảng 95%)"),
                       title=("Who wins, counted from the dealer ({study.games} deals)",
                              "Ai ù, đếm từ nhà cái ({study.games} ván)")), IGNORE),
        code(bilingual(t, _SUMMARY, dealer_line=("the dealer wins", "nhà cái ù"),
                       last_line=("the 3rd player after the dealer wins", "người thứ 3 sau nhà cái ù"),
                       half=("the dealer's interval reaches ±", "khoảng tin cậy của nhà cái rộng ±"),
                       points=("percentage points", "điểm phần trăm"),
                       apart=("intervals apart:", "hai khoảng tách rời:"),
                       turned=("stock cards turned up a deal, on average:", "số lá nọc lật mỗi ván, trung bình:")),
               CHECK),
        md(t("""
**What the numbers say.** The earlier a player comes after the deal, the more often they win: the dealer
and the first player after them win more than a quarter of the deals, the second player a little less and
the last player clearly less — the dealer's interval and the last player's are apart (see the summary). With
`N_TABLE` deals the dealer's interval is ±3 points or narrower (the half-width printed above), and it
still just reaches a quarter: only the first player after the dealer has a whole interval above a quarter.
So the clear finding is not "the dealer wins most" but "the early places beat the late ones".
The rules suggest why: the dealer starts with a 20th card and chooses which card to give up, and the
players early in the order see each card first — a discard can only be captured by the next player, and
the early players turn up the first stock cards. Under `BIG = True` the bars are three times
narrower: does the dealer's interval leave a quarter behind?

This is an **observation** of greedy bots, not a law of Chắn: players who pass up more captures, or
chase cước, may see another picture. The winner of a deal deals the next (lesson 5), so at a real table
the dealer's edge also rewards whoever just won.

## Questions to think about

* Ù xuông is the most common kind of win by far. Would you pass up a Cạ capture to keep a chance at Bạch thủ (6
  Chắn)? What does the table of cước values say, and what do these shares say?
* Waiting on three faces beats waiting on one. When you discard to become ready, which card should be the
  one left over?
* The early places win more often. Across a match, does it matter, if the winner deals next?

To practise, open [the Chắn exercises](EXERCISES).
""", """
**Các con số nói gì.** Ai đi càng sớm sau khi chia bài thì càng hay ù: nhà cái và người ngay sau nhà cái
ù hơn một phần tư số ván, người thứ hai ít hơn một chút, còn người đi cuối thì ít hơn rõ rệt — khoảng tin
cậy của nhà cái và của người đi cuối tách rời nhau (xem phần tóm tắt). Với `N_TABLE` ván, khoảng tin cậy của
nhà cái rộng ±3 điểm phần trăm hoặc hẹp hơn (nửa độ rộng in ở trên), và nó vẫn vừa chạm mức một phần tư:
chỉ người ngay sau nhà cái có cả khoảng tin cậy nằm trên một phần tư. Vậy điều rõ ràng không phải là "nhà
cái ù nhiều nhất" mà là "những chỗ đi sớm hơn những chỗ đi muộn". Luật chơi gợi ý
lý do: nhà cái có thêm lá thứ 20 và được chọn bỏ lá nào, còn những người đi sớm được thấy mỗi lá trước —
lá đánh ra chỉ người kế tiếp mới ăn được, và những người đi sớm lật những lá nọc đầu tiên. Với `BIG =
True` các thanh hẹp đi ba lần: khoảng tin cậy của nhà cái có rời khỏi mức một phần tư không?

Đây là một **quan sát** trên các máy tham, chưa phải quy luật của Chắn: người chơi bỏ qua nhiều lần ăn hơn,
hay cố đuổi theo cước, có thể cho một bức tranh khác. Người ù ván này làm nhà cái ván sau (bài 5), nên ở bàn
thật lợi thế của nhà cái còn thưởng thêm cho người vừa ù.

## Câu hỏi để suy nghĩ

* Ù xuông là kiểu ù thường gặp nhất, bỏ xa các kiểu khác. Bạn có bỏ qua một lần ăn Cạ để giữ cơ hội Bạch thủ (6 Chắn) không?
  Bảng cước nói gì, và các tỉ lệ ở đây nói gì?
* Chờ ba cây tốt hơn chờ một cây. Khi đánh lá để vào chờ, lá nào nên là lá còn thừa lại?
* Những chỗ đi sớm ù thường hơn. Trong một trận nhiều ván, điều đó có quan trọng không, khi người ù được làm nhà cái
  ván sau?

Muốn luyện thêm, hãy mở [bài tập Chắn](EXERCISES).
""").replace("EXERCISES", exercises_link(t, "chan"))),
    ] + checkpoint(t, t("""
from cardlab.exercises import chan_set

quiz = chan_set(seed=11, rules=RULES, questions=["bonuses", "score", "wait"], name="Lesson 7 check", var="quiz")
""", """
from cardlab.exercises import chan_set

quiz = chan_set(seed=11, rules=RULES, questions=["bonuses", "score", "wait"], name="Kiểm tra bài 7", var="quiz")
"""), [
        (t("""
**Question 1 · Which cước?** The lab counted them over hundreds of wins; now name those of one win.
Answer with the names, e.g. `["Tôm", "Ù chì"]`, or `[]` for a plain Ù xuông.
""", """
**Câu 1 · Những cước nào?** Phòng thí nghiệm đã đếm chúng trên hàng trăm ván ù; giờ hãy kể các cước của một
ván. Trả lời bằng tên các cước, ví dụ `["Tôm", "Ù chì"]`, hoặc `[]` nếu chỉ là Ù xuông.
"""), """
q = quiz.q1
answer = list(name for name, main, dich in chan.score(q.cards, q.winning_card, q.win_source, q.history, RULES).bonuses)
"""),
        (t("""
**Question 2 · What does it score?** Ù xuông scores 2; otherwise the highest main value plus the *dịch*
(the smaller value) of every other cước. Answer with a number.
""", """
**Câu 2 · Được bao nhiêu điểm?** Ù xuông được 2 điểm; có cước thì lấy điểm chính cao nhất cộng **dịch** của
mọi cước còn lại. Trả lời bằng một số.
"""), """
q = quiz.q2
answer = chan.score(q.cards, q.winning_card, q.win_source, q.history, RULES).points
"""),
        (t("""
**Question 3 · How wide is the wait?** The lab found that waiting on more faces wins more often. Which
cards does this 19-card hand wait on (*chờ*)? Answer with cards, e.g. `"3V 3S"`, or `[]`.
""", """
**Câu 3 · Chờ rộng đến đâu?** Phòng thí nghiệm thấy chờ nhiều cây thì ù thường hơn. Bài 19 lá này **chờ**
những lá nào? Trả lời bằng các lá bài, ví dụ `"3V 3S"`, hoặc `[]`.
"""), """
answer = list(w.card for w in chan.waiting_cards(quiz.q3.hand, RULES))
"""),
    ])


if __name__ == "__main__":
    lesson_merged(REL, cells)
