"""Builds the page "Indian Rummy: check a show", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_tools.py``; it
writes ``notebooks/indian_rummy/declaration_checker.ipynb`` and its Vietnamese twin.

Its first widget is an empty :class:`~cardlab.widgets.DeclarationChecker` (the browser test,
tests/test_browser_indian_rummy.py, clicks cards in it), then the Indian Rummy guide's worked example
(An, Bình, Chi), the penalty calculator and a table against bots. Widget cells are tagged
``nbval-ignore-output``; the cells that print the engine's answers are ``nbval-check-output``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, code, md, page  # noqa: E402
from course_build import page_language_cell  # noqa: E402
from rules_common import merge_streams  # noqa: E402

REL = "indian_rummy/declaration_checker.ipynb"

# The guide's worked example, written once for both languages (as on the rules page).
AN_SHOW = "3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"
BINH = "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H"
CHI = "4D JK 6D 9H 9S 9C KH KD KS 2C 7S 10D QS"   # the guide gives no cards for Chi: a heavy hand of our own


def cells(t):
    """The page's cells in the language of ``t``."""
    other = "vi" if t.lang == "en" else "en"
    return [
        md(t.both("""
# Indian Rummy: check a show

**By the end of this page you will be able to**

* build a 13-card hand (two decks and printed jokers), choose the wild joker, and split the hand into
  **groups**: pure sequences, impure sequences and sets;
* say whether a **show** is valid and, if not, exactly why (no pure sequence, only one sequence, a card
  in no group…);
* count a loser's **penalty points** under both house rules, and what a drop or a wrong show costs;
* follow the running totals of a **Pool** or **Deals** match, and play a deal against bots.

Run the cells in order (**Shift + Enter**). Every answer comes from cardlab's engine, whose search
tries every way to group the cards. The rules are on [the rules page](00_rules.ipynb).
""", """
# Indian Rummy: kiểm tra khai bài

**Học xong trang này, bạn sẽ biết**

* dựng một bài 13 lá (hai bộ bài và joker in hình), chọn joker chỉ định, rồi chia bài thành các
  **nhóm**: dãy thuần, dãy có joker và bộ cùng số;
* nói được một lần **khai bài** có hợp lệ không, và nếu không thì sai ở đâu (thiếu dãy thuần, chỉ có
  một dãy, còn lá chưa vào nhóm…);
* tính **điểm phạt** của người thua theo cả hai luật nhà, và biết bỏ cuộc hay khai sai bị phạt bao nhiêu;
* theo dõi điểm cộng dồn của một trận **Pool** hoặc **Deals**, và chơi một ván với máy.

Chạy các ô theo thứ tự (**Shift + Enter**). Mọi câu trả lời đều do bộ máy cardlab tính, nó thử mọi
cách xếp nhóm. Luật chơi đầy đủ ở [trang luật](00_rules.ipynb).
""")),
        md(t.both("""
## The declaration checker

Click a card of the palette to put it in your hand; a **second click** adds the copy from the second
deck, a third takes both out. **🃏 Joker** adds a printed joker. You can also type a hand and press
Enter (`3H 4H 5H 8S JK …`; with `|` between groups, the groups are set too). Choose the **wild joker**
rank, or type the indicator card that was cut (`5H`; `JK` makes the Aces wild).

Then make your groups: switch to **Group cards**, click the cards of one group (they turn orange), press
**Close group**, and so on — or press **Engine's grouping**. Each group is named (pure sequence,
impure sequence, set, or not a group with the reason), then the verdict on the show and the penalty.
With 14 cards the checker says which card to put face down.
""", """
## Bảng kiểm tra khai bài

Bấm một lá trong bảng chọn để đưa vào bài trên tay; **bấm lần hai** thêm lá giống hệt của bộ bài thứ
hai, bấm lần ba thì bỏ cả hai. Nút **🃏 Joker** thêm một joker in hình. Bạn cũng có thể gõ bài rồi nhấn
Enter (`3H 4H 5H 8S JK …`; có dấu `|` giữa các nhóm thì các nhóm cũng được đặt luôn). Chọn giá trị
**joker chỉ định**, hoặc gõ lá chỉ định vừa lật (`5H`; lật được `JK` thì các lá A là joker).

Sau đó xếp nhóm: chuyển sang **Xếp nhóm**, bấm các lá của một nhóm (chúng chuyển màu cam), nhấn
**Đóng nhóm**, cứ thế tiếp — hoặc nhấn **Máy xếp nhóm**. Mỗi nhóm được gọi tên (dãy thuần, dãy có joker,
bộ cùng số, hoặc không phải nhóm kèm lý do), rồi đến kết luận về lần khai và điểm phạt. Khi có 14 lá,
bảng kiểm tra cho biết nên úp lá nào xuống.
""")),
        code(f"""
import cardlab
from cardlab import indian_rummy
from cardlab.widgets import DeclarationChecker, PenaltyCalculator, Table

cardlab.set_language("{t.lang}")
checker = DeclarationChecker()
checker
""", IGNORE),
        md(t.both("""
**What to try:** click 4♣ 5♣ 6♣ — a pure sequence; choose 5 as the wild rank: the 5♣ in its own
place keeps it pure. Add 9♥ 9♥ 9♠: two 9♥ from the two decks are one suit, so this is no set. Type
`3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D` and press **One card away?**: the cards that would let you show.
""", """
**Thử xem:** bấm 4♣ 5♣ 6♣ — một dãy thuần; chọn 5 làm joker chỉ định: lá 5♣ nằm đúng vị trí của nó
nên dãy vẫn thuần. Thêm 9♥ 9♥ 9♠: hai lá 9♥ của hai bộ bài vẫn là một chất, nên đây không phải bộ. Gõ
`3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D` rồi nhấn **Thiếu một lá?**: những lá bốc được là khai được ngay.
""")),
        md(t.both("""
## The Indian Rummy guide's worked example

An, Bình and Chi play. An draws K♣, puts it face down and shows:
3♥ 4♥ 5♥ | 8♠ joker 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣.
""", """
## Ván mẫu của bài hướng dẫn Indian Rummy

An, Bình và Chi cùng chơi. An bốc K♣, úp lá đó xuống rồi khai:
3♥ 4♥ 5♥ | 8♠ joker 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣.
""")),
        code(t(f"""
an = DeclarationChecker(hand="{AN_SHOW}")
an.toggle("KC")   # the K♣ An drew: in no group, it is the card put face down
an
""", f"""
an = DeclarationChecker(hand="{AN_SHOW}")
an.toggle("KC")   # lá K♣ An vừa bốc: không nằm trong nhóm nào, đó là lá úp xuống
an
"""), IGNORE),
        md(t.both("""
**What to try:** switch to **Group cards** and click Q♥: it leaves its set, which falls to two
cards, and the show becomes wrong. Press **Engine's grouping** to mend it.

Bình and Chi lose. Their penalty points, computed by the engine (Chi's cards are our own: the guide
gives none):
""", """
**Thử xem:** chuyển sang **Xếp nhóm** rồi bấm Q♥: lá này rời khỏi bộ, bộ chỉ còn hai lá và lần khai
thành khai sai. Nhấn **Máy xếp nhóm** để sửa lại.

Bình và Chi thua. Điểm phạt của họ do bộ máy tính (bài của Chi do chúng tôi tự chọn: bài hướng dẫn
không cho các lá cụ thể):
""")),
        code(t(f"""
print("An:  ", indian_rummy.check_declaration("{AN_SHOW}"))
print("Binh:", indian_rummy.penalty("{BINH}"), "points -", indian_rummy.arrange("{BINH}"))
print("Chi: ", indian_rummy.penalty("{CHI}"), "points -", indian_rummy.explain_penalty("{CHI}"))
""", f"""
print("An:  ", indian_rummy.check_declaration("{AN_SHOW}"))
print("Bình:", indian_rummy.penalty("{BINH}"), "điểm -", indian_rummy.arrange("{BINH}").describe())
print("Chi: ", indian_rummy.penalty("{CHI}"), "điểm -", indian_rummy.explain_penalty("{CHI}"))
"""), CHECK),
        code(f"""
DeclarationChecker(hand="{BINH}")
""", IGNORE),
        md(t.both("""
## Penalty points, drops and running totals

A loser's penalty depends on a house rule, `loser_grouping_requirement`: the guide counts only the
loose cards of a loser who has a pure sequence (Bình: 25); most apps ask for two sequences, one of them
pure, before the loose cards alone count (Bình: 80). The calculator shows both, with the loser's own
grouping (type it) and with the best one. On the right: what a first drop, a middle drop and a wrong
show cost in each format, and the running totals of a match, one deal per line.

**What to try:** type Bình's own groups `7C 8C 9C | 5H 5D 5S`; switch the format to Pool 201 (the
drops go up); add a deal `0, 30` and see who is out of the pool.
""", """
## Điểm phạt, bỏ cuộc và điểm cộng dồn

Điểm phạt của người thua tùy một luật nhà, `loser_grouping_requirement`: bài hướng dẫn chỉ tính các lá
lẻ của người thua có dãy thuần (Bình: 25); đa số ứng dụng đòi hai dãy, trong đó một dãy thuần, thì mới
chỉ tính lá lẻ (Bình: 80). Bảng tính cho thấy cả hai, theo cách người thua tự xếp (gõ vào) và theo cách
xếp tốt nhất. Bên phải: bỏ cuộc ở lượt đầu, bỏ cuộc giữa ván và khai sai bị phạt bao nhiêu theo từng
hình thức, và điểm cộng dồn của một trận, mỗi dòng một ván.

**Thử xem:** gõ các nhóm Bình tự xếp `7C 8C 9C | 5H 5D 5S`; đổi hình thức sang Pool 201 (mức phạt bỏ
cuộc tăng); thêm một ván `0, 30` và xem ai bị loại khỏi pool.
""")),
        code("""
calculator = PenaltyCalculator(indian_rummy.Rules.pool(101))
calculator
""", IGNORE),
        code(t("""
deals = [{0: 0, 1: 25, 2: 80}, {0: 40, 1: 0, 2: 30}, {0: 20, 1: 80}]
print(indian_rummy.match_totals(deals, indian_rummy.Rules.pool(101)))
""", """
cac_van = [{0: 0, 1: 25, 2: 80}, {0: 40, 1: 0, 2: 30}, {0: 20, 1: 80}]
print(indian_rummy.match_totals(cac_van, indian_rummy.Rules.pool(101)))
"""), CHECK),
        md(t.both("""
## Play a deal

You (Player 0) against two greedy bots. Each turn: draw from the stock or take the open card, then
discard — or show, putting one card face down (the green ⇩ buttons: the engine groups the other 13).
To show with **your own grouping**, type it in the box, e.g. `show KC: 3H 4H 5H | 8S JK 10S JS | …`:
a valid hand grouped badly is a wrong show. The coach's box says what a greedy player would do, and why;
**Play the coach's move** plays it for you.

**What to try:** play a deal to the end with the coach's help; then press **New hand** and drop on
your first turn to see what a first drop costs. **gentle** bots (the switch at the top) never take your
discard and never drop. `Table(game="indian_rummy", players=6)` seats five bots.
""", """
## Chơi một ván

Bạn (Người chơi 0) đấu với hai máy tham. Mỗi lượt: bốc từ nọc hoặc lấy lá ngửa trên bài bỏ, rồi đánh
một lá — hoặc khai bài, úp một lá xuống (các nút ⇩ màu xanh lá: máy xếp nhóm 13 lá còn lại). Muốn khai
theo **cách xếp của bạn**, gõ vào ô chữ, ví dụ `show KC: 3H 4H 5H | 8S JK 10S JS | …`: bài đủ điều kiện
mà xếp nhóm sai vẫn là khai sai. Ô của người hướng dẫn cho biết người chơi tham sẽ làm gì, và vì sao;
nút **Đi theo gợi ý** đi nước đó giúp bạn.

**Thử xem:** chơi hết một ván với sự giúp đỡ của người hướng dẫn; rồi nhấn **Ván mới** và bỏ cuộc ngay
lượt đầu để xem bỏ cuộc ở lượt đầu bị phạt bao nhiêu. **Máy hiền** (nút chuyển ở trên cùng) không bao giờ
lấy lá bạn đánh và không bao giờ bỏ cuộc. `Table(game="indian_rummy", players=6)` cho năm máy cùng ngồi.
""")),
        code(t("""
table = Table(game="indian_rummy", players=3, seed=7)   # deal number 7: the same first deal on every run
table
""", """
table = Table(game="indian_rummy", players=3, seed=7)   # số ván chia 7: lần chạy nào cũng chia ván đầu như nhau
table
"""), IGNORE),
        page_language_cell(t),
        code(f"""
cardlab.set_language("{other}")
print(indian_rummy.check_meld("4C 6D 9H"))
cardlab.set_language("{t.lang}")
""", CHECK),
    ]


if __name__ == "__main__":
    merge_streams(page(REL, cells))  # printed pieces joined: a rebuild changes no byte
