"""Builds notebooks/00_welcome.ipynb and notebooks/vi/00_welcome.ipynb.

Run: .venv/bin/python tools/nbbuild.py tools/notebooks/welcome.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, Tr, code, md, page  # noqa: E402

#: The four games, in course order: (folder under notebooks/, English name, Vietnamese name).
GAMES = [("tongits", "Tongits", "Tongits"), ("phom", "Phỏm (Tá Lả)", "Phỏm (Tá Lả)"),
         ("indian_rummy", "Indian Rummy", "Rummy Ấn Độ (Indian Rummy)"), ("chan", "Chắn", "Chắn")]

#: Each game's lessons, in order: (file stem, English title, Vietnamese title).
LESSONS = {
    "tongits": [
        ("01_deck_deal_words", "The deck, the deal and the words", "Bộ bài, cách chia và các thuật ngữ"),
        ("02_melds_deadwood", "Melds and deadwood", "Phỏm và bài rác"),
        ("03_a_turn", "A turn", "Một lượt chơi"),
        ("04_endings_payments", "Endings and payments", "Kết thúc ván và thanh toán"),
        ("05_play_the_bots", "Play against the bots", "Chơi với máy"),
        ("06_strategy_lab", "Strategy lab", "Phòng thí nghiệm chiến thuật"),
    ],
    "phom": [
        ("01_deck_deal_words", "The deck, the deal and the words", "Bộ bài, cách chia và các thuật ngữ"),
        ("02_phom_points", "Phỏm and points", "Phỏm và điểm"),
        ("03_a_turn", "A turn: drawing, eating and the chốt", "Một lượt: bốc, ăn bài và chốt"),
        ("04_laying_down_sending", "Laying down, sending and móm", "Hạ phỏm, gửi bài và móm"),
        ("05_endings_money", "Endings and money", "Kết thúc ván và tiền"),
        ("06_play_the_bots", "Play against the bots", "Chơi với máy"),
        ("07_strategy_lab", "Strategy lab", "Phòng thí nghiệm chiến thuật"),
    ],
    "indian_rummy": [
        ("01_cards_jokers", "Cards, decks and the two kinds of joker", "Lá bài, bộ bài và hai loại joker"),
        ("02_sequences_sets", "Sequences and sets", "Dãy và bộ cùng số"),
        ("03_valid_show", "A valid show and the classic wrong shows", "Khai hợp lệ và những lần khai sai hay gặp"),
        ("04_penalties_drops", "Penalties, drops and the 80 cap", "Điểm phạt, bỏ cuộc và mức tối đa 80"),
        ("05_points_pool_deals", "Points, Pool and Deals", "Points, Pool và Deals"),
        ("06_play_the_bots", "Play against the bots", "Chơi với máy"),
        ("07_strategy_lab", "Strategy lab", "Phòng thí nghiệm chiến thuật"),
    ],
    "chan": [
        ("01_the_100_cards", "The 100 cards and how to read them", "100 lá bài và cách đọc"),
        ("02_pairs_winning_hand", "Chắn, Cạ, què and a winning hand", "Chắn, Cạ, què và bài ù"),
        ("03_a_turn", "A turn: draw, capture, Chíu", "Một lượt: bốc, ăn, Chíu"),
        ("04_winning_cuoc", "Winning and the cước", "Ù và cách tính cước"),
        ("05_dead_hand_match", "The dead hand, drawn deals and a match", "Chết bài, ván hòa và một trận nhiều ván"),
        ("06_play_the_bots", "Play against the bots", "Chơi với máy"),
        ("07_strategy_lab", "Strategy lab", "Phòng thí nghiệm chiến thuật"),
    ],
}

#: Each game's page of live tools (hand builder, calculators), for practice and for the projector:
#: (notebook stem, English description, Vietnamese description).
TOOLS = {
    "tongits": ("hand_builder", "Build a hand: click cards, see the best arrangement and why.",
                "Tự xếp bài: bấm chọn lá, xem cách xếp tốt nhất và lý do."),
    "phom": ("hand_builder", "Build a hand, check an eat or a send, settle a hand: three calculators on one page.",
             "Tự xếp bài, xem có ăn hay gửi được không, tính tiền cuối ván: ba công cụ trên một trang."),
    "indian_rummy": ("declaration_checker",
                     "Check a declaration: group 13 cards, see whether the show is valid and what it costs.",
                     "Kiểm tra khai bài: xếp 13 lá thành nhóm, xem khai có hợp lệ không và bị phạt bao nhiêu."),
    "chan": ("hand_builder", "Read the cards, find the pairs and the waiting cards, score a win.",
             "Đọc tên lá bài, tìm chắn, cạ và các cây chờ, tính cước khi ù."),
}

#: Each game's graded exercises: (file name under exercises/, English line, Vietnamese line).
EXERCISES = {
    "tongits": ("tongits.ipynb", "eleven graded questions, dealt from your own deal number.",
                "mười một câu hỏi có chấm điểm, chia từ số ván chia của riêng bạn."),
    "phom": ("phom.ipynb", "twelve graded questions, from phỏm and points to Ù đền.",
             "mười hai câu hỏi có chấm điểm, từ phỏm và điểm đến Ù đền."),
    "indian_rummy": ("indian_rummy.ipynb", "twelve graded questions, from pure sequences to Pool totals.",
                     "mười hai câu hỏi có chấm điểm, từ dãy thuần đến tổng điểm Pool."),
    "chan": ("chan.ipynb", "twelve graded questions, from naming a card to who pays what.",
             "mười hai câu hỏi có chấm điểm, từ gọi tên lá bài đến ai trả bao nhiêu."),
}


def course_map(t: Tr) -> str:
    """The course map: per game its rules page, lessons, tools page and graded exercises."""
    up = "../../" if t.lang == "vi" else "../"           # from notebooks/[vi/] to the repository root
    exercises = f"{up}exercises/{'vi/' if t.lang == 'vi' else ''}"
    rows = []
    for folder, en, vi in GAMES:
        lessons = LESSONS.get(folder, ())
        count = t(f"{len(lessons)} lessons (below)", f"{len(lessons)} bài học (bên dưới)") if lessons else \
            t("lessons coming; the tools and exercises below work", "bài học sắp có; công cụ và bài tập bên dưới đã dùng được")
        rows.append(f"| **{t(en, vi)}** | [{t('rules page', 'trang luật chơi')}]({folder}/00_rules.ipynb) | {count} |")
    sections = []
    for folder, en, vi in GAMES:
        lines = [f"**{t(en, vi)}**", ""]
        lines += [f"{n}. [{t(le, lv)}]({folder}/{stem}.ipynb)"
                  for n, (stem, le, lv) in enumerate(LESSONS.get(folder, ()), start=1)]
        if folder in TOOLS:
            stem, te, tv = TOOLS[folder]
            lines.append(f"* [{t('Tools', 'Công cụ')}]({folder}/{stem}.ipynb): {t(te, tv)}")
        if folder in EXERCISES:
            name, ee, ev = EXERCISES[folder]
            lines.append(f"* [{t('Exercises', 'Bài tập')}]({exercises}{name}): {t(ee, ev)}")
        sections.append("\n".join(lines))
    table = "\n".join(rows)
    body = "\n\n".join(sections)
    # The pages that make good apps on a projector: the tools pages, whose widgets carry a language toggle.
    apps = "\n".join(f"  * `make present NB=notebooks/{folder}/{TOOLS[folder][0]}.ipynb` — {t(en, vi)}"
                     for folder, en, vi in GAMES if folder in TOOLS)
    return t(f"""
## The map of the course

| game | rules | lessons |
|---|---|---|
{table}

Each lesson ends with a few checked questions.

{body}

**[For teachers]({exercises}for_teachers.ipynb)**: how to hand out, collect and grade the exercises.

**In the classroom.** Each game's tools page works as an app on a projector: `make present` shows it
with the code hidden and the widgets live (switch the language with their *English / Tiếng Việt* toggle):

{apps}

`make lite` builds the whole course as a website where Python runs in the browser, so students need
nothing installed; `make site` builds plain web pages to read on a phone. The README says how to publish them.

House rules differ from table to table. Wherever the rules documents leave a rule open, cardlab
names it as an option of the game's `Rules`, and the notebooks let you switch it and see what
changes.
""", f"""
## Bản đồ khoá học

| trò chơi | luật chơi | bài học |
|---|---|---|
{table}

Mỗi bài học kết thúc bằng vài câu hỏi tự kiểm tra.

{body}

**[Dành cho giáo viên]({exercises}for_teachers.ipynb)**: cách phát, thu và chấm bài tập.

**Trên lớp.** Trang công cụ của mỗi trò chơi dùng được như một ứng dụng trên máy chiếu: `make present`
hiện trang đó với mã nguồn được ẩn và các công cụ tương tác vẫn chạy (đổi ngôn ngữ bằng nút *English / Tiếng Việt*):

{apps}

`make lite` dựng toàn bộ khoá học thành một trang web mà Python chạy ngay trong trình duyệt, nên học sinh
không cần cài gì; `make site` dựng các trang web tĩnh để đọc trên điện thoại. README hướng dẫn cách đưa chúng lên mạng.

Luật nhà mỗi bàn một khác. Chỗ nào tài liệu luật chơi còn bỏ ngỏ, cardlab đặt thành một tuỳ chọn
trong `Rules` của trò chơi đó, và các notebook cho bạn đổi tuỳ chọn để xem điều gì thay đổi.
""")


def cells(t: Tr) -> list:
    twin = "[Tiếng Việt](vi/00_welcome.ipynb)" if t.lang == "en" else "[English](../00_welcome.ipynb)"
    other = "vi" if t.lang == "en" else "en"
    return [
        md(f"""
# Welcome to cardlab · Chào mừng bạn đến với cardlab

*A hands-on course in four card games — Tongits, Phỏm, Indian Rummy and Chắn.*

*Khoá học thực hành bốn trò chơi bài — Tongits, Phỏm, Rummy Ấn Độ và Chắn.*

**{t("This notebook in", "Notebook này bằng")} {twin}** · {t(
            "every lesson exists in English and in Vietnamese.",
            "mọi bài học đều có bản tiếng Việt và bản tiếng Anh.")}
""" + t("""
These four rummy-family games are played across Southeast Asia and India:

| game | where it is played | what you do |
|---|---|---|
| **Tongits** | the Philippines | three players race to meld their hand and call *Fight* at the right moment |
| **Phỏm** (also called **Tá Lả**) | northern Vietnam | four players eat each other's discards to build *phỏm* and end with the fewest points |
| **Indian Rummy** | India | 13 cards, two decks and wild jokers; show a hand with a *pure sequence* |
| **Chắn** | northern Vietnam | long, narrow cards of the Tổ Tôm deck; make ten pairs and score *cước* |

**By the end of this notebook you will be able to**

* read and type cards in the course's notation,
* ask the engine whether cards form a meld, and read *why* it says yes or no,
* see the best arrangement of a hand and its deadwood,
* switch every explanation between English and Vietnamese.

Run each cell in order with **Shift + Enter**. Nothing here needs to be installed
by hand: `make lab` set everything up.
""", """
Bốn trò chơi cùng họ Rummy này được chơi khắp Đông Nam Á và Ấn Độ:

| trò chơi | chơi ở đâu | bạn làm gì |
|---|---|---|
| **Tongits** | Philippines | ba người chơi đua nhau xếp bài thành phỏm và gọi *Khiêu chiến (Fight)* đúng lúc |
| **Phỏm** (còn gọi là **Tá Lả**) | miền Bắc Việt Nam | bốn người chơi ăn bài của nhau để ghép *phỏm* và kết thúc với ít điểm nhất |
| **Rummy Ấn Độ** | Ấn Độ | 13 lá, hai bộ bài và joker thay thế; khai bài khi có một *dãy thuần* |
| **Chắn** | miền Bắc Việt Nam | những lá bài dài, hẹp của bộ Tổ Tôm; ghép đủ mười đôi và tính *cước* |

**Học xong bài này, bạn sẽ biết**

* đọc và gõ các lá bài theo cách viết của khoá học,
* hỏi bộ máy luật xem các lá có tạo thành phỏm không, và đọc *lý do* nó trả lời có hay không,
* xem cách xếp bài tốt nhất của một bài trên tay và phần bài rác còn lại,
* chuyển mọi lời giải thích giữa tiếng Việt và tiếng Anh.

Chạy lần lượt từng ô bằng **Shift + Enter**. Bạn không cần cài thêm gì:
`make lab` đã chuẩn bị sẵn mọi thứ.
""")),
        md(t("""
## Cards and how to type them

A card is its **rank** followed by its **suit**:

* ranks `A 2 3 4 5 6 7 8 9 10 J Q K` — `T` also means 10,
* suits `S` ♠ spades, `H` ♥ hearts, `D` ♦ diamonds, `C` ♣ clubs — the symbols work too,
* upper or lower case; `JK` is a printed joker.

So `10H`, `th` and `10♥` are the same card. A list of cards is a string with spaces
(or commas) between them. `parse_cards` reads it and Jupyter draws it:
""", """
## Các lá bài và cách gõ

Mỗi lá bài viết bằng **giá trị** rồi đến **chất**:

* giá trị `A 2 3 4 5 6 7 8 9 10 J Q K` — `T` cũng có nghĩa là 10,
* chất `S` ♠ bích, `H` ♥ cơ, `D` ♦ rô, `C` ♣ tép (chuồn) — gõ thẳng ký hiệu cũng được,
* chữ hoa hay chữ thường đều được; `JK` là lá joker in sẵn.

Vậy `10H`, `th` và `10♥` là cùng một lá. Một dãy lá bài là một chuỗi, các lá cách nhau bằng
dấu cách (hoặc dấu phẩy). `parse_cards` đọc chuỗi đó và Jupyter vẽ các lá ra:
""")),
        code(f"""
import cardlab
from cardlab import parse_cards

cardlab.set_language("{t.lang}")     # {t('"vi": every explanation in Vietnamese', '"en": mọi lời giải thích bằng tiếng Anh')}
hand = parse_cards("as 2♠ 3S th jd Q♣ KH JK")
hand
"""),
        md(t("""
Every card has exactly one printed form, which is what the engine shows back to you
(`10H`, never `TH`), and the list can be pasted straight back in:
""", """
Mỗi lá chỉ có đúng một cách in, và bộ máy luật luôn in lại theo cách đó (`10H`, không bao giờ
`TH`); bạn có thể dán thẳng dãy in ra vào lại:
""")),
        code("""
print(hand)
print(repr(hand))
""", CHECK),
        md(t("""
### A typo is explained, not punished

If a card cannot be read, the error says which token and what was expected. Nothing
is lost: fix the token and run the cell again.
""", """
### Gõ nhầm thì được giải thích, không bị phạt

Nếu một lá không đọc được, thông báo lỗi nói rõ chữ nào sai và cần gõ thế nào. Không mất gì
cả: sửa lại rồi chạy lại ô.
""")),
        code("""
try:
    parse_cards("AS 2S 1X")
except ValueError as error:
    print(error)
""", CHECK),
        md(t("""
## Melds, and why

Most of these games are about **melds** (Vietnamese *phỏm*) — groups the rules accept:

* a **set** (*bộ*): three or four cards of one rank (7♥ 7♦ 7♣),
* a **run** (*sảnh*, a sequence): three or more consecutive cards *of one suit* (A♠ 2♠ 3♠).

Cards that fit in no meld are **deadwood** (*bài rác*) and count against you. The engine never
just says yes or no: each answer comes with its reasons. Here is the mistake every
beginner makes — consecutive ranks, mixed suits:
""", """
## Phỏm, và vì sao

Hầu hết các trò này xoay quanh **phỏm** — những nhóm lá mà luật chấp nhận:

* **bộ**: ba hoặc bốn lá cùng giá trị (7♥ 7♦ 7♣),
* **sảnh**: ba lá liên tiếp trở lên *cùng chất* (A♠ 2♠ 3♠).

Những lá không nằm trong phỏm nào là **bài rác** và bị tính điểm. Bộ máy luật không bao giờ chỉ
nói có hay không: câu trả lời nào cũng kèm lý do. Đây là lỗi người mới chơi nào cũng mắc —
các lá liên tiếp nhưng khác chất:
""")),
        code("""
from cardlab import tongits

tongits.check_meld("6S 7D 8C")
"""),
        code("""
tongits.check_meld("7H 7D 7C")
"""),
        md(t("""
## Your first arrangement

Which melds should you keep? `arrange` tries every way to split a hand into melds
and finds the one that leaves the **least deadwood** — exactly, not by guessing. In
Tongits an Ace counts 1, number cards their value, and 10, J, Q, K count 10.
""", """
## Lần xếp bài đầu tiên

Nên giữ những phỏm nào? `arrange` thử mọi cách chia bài trên tay thành phỏm và tìm ra cách
để lại **ít điểm bài rác nhất** — chính xác, không phỏng đoán. Trong Tongits, lá A tính 1 điểm,
các lá số tính theo số, còn 10, J, Q, K mỗi lá 10 điểm.
""")),
        code("""
tongits.arrange("AS 2S 3S 7H 7D 7C KS")
""", CHECK),
        md(t("""
The green frames are melds; the red frame is deadwood: only the K♠ (10 points) is
left. Try your own hand: change the string and run the cell again.

You can do the same from a terminal, outside Jupyter:

```
cardlab arrange "AS 2S 3S 7H 7D 7C KS"
```
""", """
Khung xanh là phỏm, khung đỏ là bài rác: chỉ còn lá K♠ (10 điểm). Hãy thử bài của chính bạn:
sửa chuỗi rồi chạy lại ô.

Bạn cũng làm được y như vậy từ cửa sổ dòng lệnh, không cần Jupyter:

```
cardlab arrange "AS 2S 3S 7H 7D 7C KS"
```
""")),
        md(t("""
## Tiếng Việt

Every explanation exists in Vietnamese too. `set_language("vi")` switches them all;
`set_language("en")` switches back.
""", """
## English

Mọi lời giải thích đều có cả bằng tiếng Anh. `set_language("en")` chuyển tất cả sang tiếng
Anh; `set_language("vi")` chuyển lại tiếng Việt.
""")),
        code(f"""
cardlab.set_language("{other}")
print(tongits.check_meld("6S 7D 8C"))
print(tongits.check_sapaw("KH", "KS KC KD"))
cardlab.set_language("{t.lang}")
""", CHECK),
        md(t("""
## Phỏm, Indian Rummy and Chắn

The other three games have their own lessons (the map below), and their engines answer the same way:
a verdict, then its reasons. One call each — first the best lay-down of a Phỏm hand and the points
left over (A=1 … K=13):
""", """
## Phỏm, Rummy Ấn Độ và Chắn

Ba trò còn lại cũng có bài học riêng (xem bản đồ bên dưới), và bộ máy của chúng trả lời theo cùng một
cách: kết luận, rồi lý do. Mỗi trò một lệnh — trước hết là cách hạ phỏm tốt nhất của một bài Phỏm và số
điểm còn lại (A=1 … K=13):
""")),
        code("""
from cardlab import chan, indian_rummy, phom

phom.arrange("AS 2S 3S 7H 7D 7C KS 9D 4C")
""", CHECK),
        md(t("""
Indian Rummy: is this a valid **show** (declaration)? Fives are wild this deal, and `JK` is a printed joker.
""", """
Rummy Ấn Độ: khai bài (**show**) thế này có hợp lệ không? Ván này các lá 5 là joker, và `JK` là joker in sẵn.
""")),
        code("""
indian_rummy.check_declaration(["AS 2S 3S", "4H 5H JK", "7D 7C 7S", "9C 10C JC QC"], wild_rank="5")
""", CHECK),
        md(t("""
Chắn: what a winning hand (**ù**) on Thất văn (`7N`), drawn by the winner, scores — its **cước**, the named
patterns a win is paid for:
""", """
Chắn: một bài **ù** bằng lá Thất văn (`7N`) do chính người ù bốc lên được bao nhiêu — các **cước** của nó:
""")),
        code("""
chan.score("2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N", "7N", "own_gate_stock")
""", CHECK),
        md(t("""
To watch a whole hand of any of them, run `cardlab play --game phom --seed 1` in a terminal
(also `--game indian-rummy` or `--game chan`).
""", """
Muốn xem trọn một ván của bất kỳ trò nào, hãy chạy `cardlab play --game phom --seed 1` trong
cửa sổ dòng lệnh (hoặc `--game indian-rummy`, `--game chan`).
""")),
        md(course_map(t)),
    ]


if __name__ == "__main__":
    page("00_welcome.ipynb", cells)
