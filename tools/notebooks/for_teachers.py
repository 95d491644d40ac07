"""Builds the teachers' notebook exercises/for_teachers.ipynb and exercises/vi/for_teachers.ipynb (executed).

It shows, for the four games, how to build a set on chosen cards, hand it out with a roster (it
runs ``handout`` on a small roster in a temporary folder), collect and grade it (described, not
run: grading a class is the grader's job), show hints and solutions, and export progress. It has no graded question left blank, so it
runs under nbval like any course page.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/for_teachers.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import IGNORE, LANGS, ROOT, Tr, code, md, write  # noqa: E402


def cells(t):
    vi = "vi/" if t.lang == "vi" else ""
    games = [("tongits", "Tongits"), ("phom", "Phỏm"), ("indian_rummy", "Indian Rummy"), ("chan", "Chắn")]
    links = ", ".join(f"[{label}]({name}.ipynb)" for name, label in games)
    keys = ", ".join(f"[{label}](solutions/{name}.ipynb)" for name, label in games)
    return [
        md(t(f"""
# For teachers: the exercises of the four games

The course's graded exercises live in `exercises/{vi}`: one **learners' copy** per game — {links} —
and its **answer key** — {keys} — in English and in Vietnamese (`exercises/vi/`). The lessons end
with checked questions too; their keys are under `exercises/{vi}solutions/lessons/`.
This notebook shows how to

1. build a set of your own on chosen hands, in each of the four games;
2. hand it out with a roster: one notebook per learner, each dealt its own deal;
3. collect and grade the class;
4. see what learners see: feedback, hints and solutions;
5. export a learner's progress as a table, a dict or CSV.

If you edit a key, make its learners' copy again from the project folder (`make student` does it
for every key):

```
python -m cardlab.exercises.student exercises/{vi}solutions/tongits.ipynb exercises/{vi}tongits.ipynb --execute
```
""", f"""
# Dành cho giáo viên: bài tập của bốn trò chơi

Bài tập có chấm điểm của khóa học nằm trong `exercises/{vi}`: mỗi trò chơi có một **bản cho người
học** — {links} — và **bản đáp án** của nó — {keys} — bằng tiếng Anh và tiếng Việt (`exercises/vi/`).
Cuối mỗi bài học cũng có câu hỏi tự kiểm tra; đáp án của chúng nằm trong
`exercises/{vi}solutions/lessons/`. Notebook này hướng dẫn cách

1. tự soạn một bộ câu hỏi trên những tay bài bạn chọn, cho cả bốn trò chơi;
2. phát bài theo danh sách lớp: mỗi người học một notebook, mỗi người một ván chia riêng;
3. thu bài và chấm điểm cả lớp;
4. xem người học thấy gì: nhận xét, gợi ý và đáp án;
5. xuất tiến độ của một người học thành bảng, dict hoặc CSV.

Nếu bạn sửa một bản đáp án, hãy tạo lại bản cho người học từ thư mục dự án (`make student` làm
việc này cho mọi bản đáp án):

```
python -m cardlab.exercises.student exercises/{vi}solutions/tongits.ipynb exercises/{vi}tongits.ipynb --execute
```
""")),
        md(t("""
## 1 · A set of your own

A set mixes questions built on cards you choose with kinds dealt from the deal number (`seed`).
Every question class takes its cards by name; `help(...)` on a class shows its arguments, and
`var` is the name of the variable that holds the set, so that hints name the right call.

### Tongits

The classes: `MeldQuestion(cards=...)`, `DeadwoodQuestion(hand=...)`,
`SapawQuestion(card=..., meld=...)`, `ChowQuestion(discard=..., hand=...)`,
`ArrangementQuestion(hand=...)`, `DiscardQuestion(hand=...)`, and for the endings
`FightQuestion`, `BurnQuestion`, `ShowdownQuestion`, `PaymentQuestion`, `StockOutQuestion`. The
kinds by name: `meld`, `deadwood`, `sapaw`, `chow`, `arrange`, `fight`, `discard`, `burn`,
`showdown`, `payment`, `stock_out`.
""", """
## 1 · Bộ câu hỏi của riêng bạn

Một bộ câu hỏi có thể trộn những câu soạn trên lá bài bạn chọn với các dạng câu hỏi được chia theo
số ván chia (`seed`). Mỗi lớp câu hỏi nhận lá bài qua tên tham số; `help(...)` trên một lớp cho
xem các tham số của nó, còn `var` là tên biến chứa bộ câu hỏi, để các gợi ý gọi đúng tên.

### Tongits

Các lớp: `MeldQuestion(cards=...)`, `DeadwoodQuestion(hand=...)`,
`SapawQuestion(card=..., meld=...)`, `ChowQuestion(discard=..., hand=...)`,
`ArrangementQuestion(hand=...)`, `DiscardQuestion(hand=...)`, và cho các tình huống kết thúc ván:
`FightQuestion`, `BurnQuestion`, `ShowdownQuestion`, `PaymentQuestion`, `StockOutQuestion`. Tên các
dạng câu hỏi: `meld`, `deadwood`, `sapaw`, `chow`, `arrange`, `fight`, `discard`, `burn`,
`showdown`, `payment`, `stock_out`.
""")),
        code(f"""
import cardlab
from cardlab import tongits
from cardlab.exercises import tongits_set
from cardlab.exercises.tongits import ChowQuestion, DeadwoodQuestion, MeldQuestion

cardlab.set_language("{t.lang}")
quiz = tongits_set(seed=5, questions=[
    DeadwoodQuestion(hand="AS 2S 3S 7H KD"),          # {t("a hand you chose", "bài trên tay do bạn chọn")}
    MeldQuestion(cards="QH KH AH"),                   # {t("the Q-K-A trap", "cái bẫy Q-K-A")}
    ChowQuestion(discard="8S", hand="6S 7D 2C 5H KD"),
    "discard",                                        # {t("dealt from the deal number", "chia theo số ván chia")}
], name="Tongits", var="quiz")
quiz
"""),
        code("quiz.q1"),
        md(t("""
### Phỏm

`PhomQuestion(cards=..., eaten=...)`, `PointsQuestion(hand=...)`, `EatQuestion`, `LayDownQuestion`,
`SendQuestion`, `UQuestion`, `EatCostQuestion`, `MomQuestion`, `WinnerQuestion`, `SettleQuestion`,
`UDenQuestion`, `HandTotalQuestion`; kinds `phom`, `points`, `eat`, `laydown`, `send`, `u`,
`eat_cost`, `mom`, `winner`, `settle`, `u_den`, `hand_total`. Here the points of a chosen hand
(J, Q, K count 11, 12, 13), the Q-K-A trap again, and an eat dealt from the deal number:
""", """
### Phỏm

`PhomQuestion(cards=..., eaten=...)`, `PointsQuestion(hand=...)`, `EatQuestion`, `LayDownQuestion`,
`SendQuestion`, `UQuestion`, `EatCostQuestion`, `MomQuestion`, `WinnerQuestion`, `SettleQuestion`,
`UDenQuestion`, `HandTotalQuestion`; các dạng `phom`, `points`, `eat`, `laydown`, `send`, `u`,
`eat_cost`, `mom`, `winner`, `settle`, `u_den`, `hand_total`. Ở đây: điểm của một tay bài được chọn
(J, Q, K tính 11, 12, 13), lại cái bẫy Q-K-A, và một câu ăn bài chia theo số ván chia:
""")),
        code("""
from cardlab.exercises import phom_set
from cardlab.exercises.phom import PhomQuestion, PointsQuestion

pquiz = phom_set(seed=5, questions=[PointsQuestion(hand="AS 2S 3S 7H KD"), PhomQuestion(cards="QS KS AS"), "eat"],
                 name="Phỏm", var="pquiz")
pquiz.q1
"""),
        md(t("""
### Indian Rummy

`WildQuestion`, `GroupQuestion(cards=..., wild=...)`, `KindQuestion`, `LoosePointsQuestion(cards=..., wild=...)`,
`DropQuestion`, `ShowQuestion`, `PenaltyQuestion`, `DiscardQuestion`, `ArrangeShowQuestion`,
`DropOrPlayQuestion`, `DealQuestion`, `PoolQuestion`; kinds `wild`, `group`, `kind`, `points`, `drop`,
`show`, `penalty`, `discard`, `arrange`, `drop_or_play`, `deal`, `pool`. `wild` names the wild rank
of the deal the question is set in:
""", """
### Indian Rummy

`WildQuestion`, `GroupQuestion(cards=..., wild=...)`, `KindQuestion`, `LoosePointsQuestion(cards=..., wild=...)`,
`DropQuestion`, `ShowQuestion`, `PenaltyQuestion`, `DiscardQuestion`, `ArrangeShowQuestion`,
`DropOrPlayQuestion`, `DealQuestion`, `PoolQuestion`; các dạng `wild`, `group`, `kind`, `points`,
`drop`, `show`, `penalty`, `discard`, `arrange`, `drop_or_play`, `deal`, `pool`. `wild` là giá trị
joker chỉ định của ván mà câu hỏi đặt ra:
""")),
        code("""
from cardlab.exercises import indian_rummy_set
from cardlab.exercises.indian_rummy import GroupQuestion, LoosePointsQuestion

rquiz = indian_rummy_set(seed=5, questions=[
    GroupQuestion(cards="6H 7D 8H", wild="5"),
    LoosePointsQuestion(cards="AS KD 7H 5C JK", wild="5"),
    "wild",
], name="Indian Rummy", var="rquiz")
rquiz.q2
"""),
        md(t("""
### Chắn

Cards are written by rank and suit letter (`3V` Tam vạn, `4N` Tứ văn, `CC` Chi chi).
`NameQuestion`, `RedQuestion`, `PairsQuestion(cards=...)`, `CombosQuestion`, `WinQuestion`,
`WaitQuestion(hand=...)`, `DiscardQuestion`, `CaptureQuestion`, `BonusesQuestion`, `ScoreQuestion`,
`SettleQuestion`, `DealQuestion`; kinds `name`, `red`, `pairs`, `combos`, `win`, `wait`, `discard`,
`capture`, `bonuses`, `score`, `settle`, `deal`.
""", """
### Chắn

Lá bài viết bằng hàng và chữ cái của chất (`3V` Tam vạn, `4N` Tứ văn, `CC` Chi chi).
`NameQuestion`, `RedQuestion`, `PairsQuestion(cards=...)`, `CombosQuestion`, `WinQuestion`,
`WaitQuestion(hand=...)`, `DiscardQuestion`, `CaptureQuestion`, `BonusesQuestion`, `ScoreQuestion`,
`SettleQuestion`, `DealQuestion`; các dạng `name`, `red`, `pairs`, `combos`, `win`, `wait`,
`discard`, `capture`, `bonuses`, `score`, `settle`, `deal`.
""")),
        code("""
from cardlab.exercises import chan_set
from cardlab.exercises.chan import PairsQuestion

cquiz = chan_set(seed=5, questions=[PairsQuestion(cards="3V 3V 3S 4N 4N 4N 4N"), "red", "win"],
                 name="Chắn", var="cquiz")
cquiz.q1
"""),
        md(t("""
A mistake in the cards you give, or in an argument's name, is answered at once, saying what was
expected:
""", """
Nếu lá bài bạn đưa vào có sai sót, hay tên một tham số bị gõ sai, máy báo ngay và nói rõ cần gì:
""")),
        code("""
for build in (lambda: DeadwoodQuestion(hand="AS AS 3S"), lambda: PointsQuestion(hnd="AS 2S")):
    try:
        build()
    except cardlab.CardlabError as error:
        print(error)
"""),
        md(t(f"""
## 2 · Hand it out with a roster

A roster is a CSV file with a `learner` column; `id`, `email` and `deal` may follow (a
spreadsheet's "CSV UTF-8" export works as it is). From the project folder:

```
make handout TEMPLATE=phom ROSTER=roster.csv OUT=handouts
python -m cardlab.exercises.handout phom --roster roster.csv --out handouts --no-solutions
```

The template is a game (its notebook in `exercises/{vi}`; `--language vi` picks the Vietnamese
one) or any learner notebook that deals a set, a lesson's checkpoint too. Each learner gets a copy
dealt with their own deal — the roster's, or one drawn for them (`--seed` repeats the draw) —
headed by who it was dealt for. `--no-hints` and `--no-solutions` switch `hint()` and `solution()`
off, `--rules '{{"option": value}}'` plays house rules, `--questions` picks the kinds. Next to the
notebooks, `assignment.json` records the set and every learner's deal: keep it for grading.

The same from Python, on a roster of three written to a temporary folder; the set is the Phỏm
one above, with answers switched off:
""", f"""
## 2 · Phát bài theo danh sách lớp

Danh sách lớp là một tệp CSV có cột `learner`; có thể thêm các cột `id`, `email` và `deal` (tệp
xuất "CSV UTF-8" từ bảng tính dùng được ngay). Từ thư mục dự án:

```
make handout TEMPLATE=phom ROSTER=roster.csv OUT=handouts ARGS="--language vi"
python -m cardlab.exercises.handout phom --roster roster.csv --out handouts --language vi --no-solutions
```

Mẫu là tên một trò chơi (notebook của nó trong `exercises/{vi}`; `--language vi` chọn bản tiếng
Việt) hoặc bất kỳ notebook người học nào có chia bộ câu hỏi, kể cả phần tự kiểm tra của một bài
học. Mỗi người học nhận một bản được chia bằng ván chia của riêng họ — ván ghi trong danh sách,
hoặc một ván bốc thăm cho họ (`--seed` cho bốc lại đúng như cũ) — và mở đầu bằng dòng ghi bài được
chia cho ai. `--no-hints` và `--no-solutions` tắt `hint()` và `solution()`, `--rules
'{{"option": value}}'` chơi theo luật nhà, `--questions` chọn các dạng câu hỏi. Bên cạnh các notebook,
`assignment.json` ghi lại bộ câu hỏi và ván chia của từng người: hãy giữ tệp này để chấm bài.

Cũng việc đó bằng Python, với danh sách ba người ghi vào một thư mục tạm; bộ câu hỏi là bộ Phỏm ở
trên, có tắt xem đáp án:
""")),
        code(f"""
import json
import tempfile
from pathlib import Path
from cardlab.exercises.handout import handout

folder = Path(tempfile.mkdtemp(prefix="cardlab-class-"))
roster = folder / "roster.csv"
roster.write_text("learner,id,deal\\nAn Nguyễn,s01,\\nBình Trần,s02,4242\\nChi Lê,s03,\\n", encoding="utf-8")

assignment = handout("phom", roster, folder / "handouts", language="{t.lang}", seed=7, solutions=False,
                     title="{t("Phỏm · week 3", "Phỏm · tuần 3")}",
                     questions=[PointsQuestion(hand="AS 2S 3S 7H KD"), PhomQuestion(cards="QS KS AS"), "eat"])
for learner in assignment.learners:
    print(f"{{learner.file:18}} {t("deal", "ván chia")} {{learner.deal:>7}}   {{learner.learner}}")
""", IGNORE),
        md(t("""
Each notebook opens with who it was dealt for; its setup cell deals that learner's deal and
nothing else (the grader puts the same cell back before it runs anything):
""", """
Mỗi notebook mở đầu bằng dòng ghi bài được chia cho ai; ô thiết lập của nó chia đúng ván của người
học đó (trình chấm đặt lại chính ô này trước khi chạy bất cứ thứ gì):
""")),
        code("""
from IPython.display import Markdown

handed = json.loads((folder / "handouts" / assignment.learners[1].file).read_text(encoding="utf-8"))
Markdown(handed["cells"][0]["source"])
"""),
        code("""
setup = next(cell for cell in handed["cells"] if cell["metadata"].get("cardlab", {}).get("setup"))
print(setup["source"])
print(handed["metadata"]["cardlab"])
"""),
        md(t("""
The assignment is plain JSON: game, rules, questions (the chosen cards included), the switches,
and each learner with their deal and file. From it anyone — the grader first — deals a learner's
set again, exactly as their notebook does:
""", """
Bản giao bài là JSON thuần: trò chơi, luật, các câu hỏi (kể cả lá bài được chọn), các công tắc, và
từng người học với ván chia và tên tệp của họ. Từ đó bất kỳ ai — trước hết là trình chấm — chia lại
được bộ câu hỏi của một người học, đúng như notebook của họ:
""")),
        code("""
print(assignment.to_json())
""", IGNORE),
        code("""
assignment.exercise_set(assignment.learner("Bình Trần").deal).q3
"""),
        md(t(f"""
## 3 · Collect and grade

**Collect** the notebooks into one folder (`submissions/`): a learner's hand-out knows who it
belongs to, and Moodle or Canvas folders and ZIP files are read as they come. **Grade** the class
against the assignment:

```
python -m cardlab.exercises.grade submissions/ --csv scores.csv --assignment handouts/assignment.json
make grade DIR=submissions/ ASSIGNMENT=handouts/assignment.json
```

Without `--assignment` (notebooks handed out as published), give `--roster roster.csv` with each
learner's `deal`. The grader deals every learner's questions itself, from the assignment and that
learner's own deal, and judges each answer with the question's own check; nothing a notebook says
about itself — its setup cell, its outputs, a ✔ — is believed. So an answer copied from a
neighbour is judged against the copier's cards. An answer written as a value (`answer = 17`) is
read from the notebook without running it; only a computed answer makes the grader run the
notebook, in a separate, limited process.

It writes `scores.csv` — one row per learner: each question 1 (right), 0 (not right, or right only
after the answer was shown) or empty (not answered), the percentage, and notes — plus
`report.html`, a page for the whole class, and a feedback page per learner. A learner can still
check their own notebook with `pytest --nbval-lax exercises/{vi}phom.ipynb`, which fails once per
question not yet right.
""", f"""
## 3 · Thu bài và chấm điểm

**Thu** các notebook vào một thư mục (`submissions/`): notebook đã phát tự biết nó thuộc về ai,
còn các thư mục và tệp ZIP xuất từ Moodle hay Canvas được đọc nguyên như vậy. **Chấm** cả lớp theo
bản giao bài:

```
python -m cardlab.exercises.grade submissions/ --csv scores.csv --assignment handouts/assignment.json
make grade DIR=submissions/ ASSIGNMENT=handouts/assignment.json
```

Nếu không có `--assignment` (phát notebook nguyên bản đã công bố), hãy đưa `--roster roster.csv`
có cột `deal` của từng người. Trình chấm tự chia câu hỏi của từng người học, theo bản giao bài và
ván chia của chính người đó, rồi chấm từng câu trả lời bằng chính phép kiểm tra của câu hỏi; không
tin bất cứ điều gì notebook tự nói về mình — ô thiết lập, kết quả hiển thị, một dấu ✔. Vì thế câu
trả lời chép của bạn bên cạnh được chấm theo lá bài của người chép. Câu trả lời viết thành giá trị
(`answer = 17`) được đọc thẳng từ notebook mà không chạy mã; chỉ câu trả lời phải tính ra mới khiến
trình chấm chạy notebook, trong một tiến trình riêng có giới hạn.

Kết quả là `scores.csv` — mỗi người học một dòng: mỗi câu 1 (đúng), 0 (chưa đúng, hoặc chỉ đúng sau
khi đã xem đáp án) hoặc để trống (chưa trả lời), tỉ lệ phần trăm và ghi chú — cùng `report.html`,
trang tổng hợp cả lớp, và một trang nhận xét cho từng người. Người học vẫn tự kiểm tra được notebook
của mình bằng `pytest --nbval-lax exercises/{vi}phom.ipynb`: mỗi câu chưa đúng báo một lỗi.
""")),
        md(t("""
## 4 · What learners see

A wrong answer gets the rule to look at — and names the slip when the answer is the one a known
mistake gives (here: counting the run too) — never the answer. In a graded run (nbval)
`check` raises `NotYetRight` for a wrong answer instead of only showing it: that is
how a question is counted. The `try` below keeps this demonstration from counting.
""", """
## 4 · Người học thấy gì

Câu trả lời sai nhận được luật cần xem lại — và được chỉ ra lỗi hay gặp khi câu trả lời đúng là
kết quả của lỗi đó (ở đây: tính cả các lá trong sảnh) — nhưng không bao giờ nhận được đáp án.
Trong một lần chạy chấm điểm (nbval), `check` ném ra `NotYetRight` với câu
sai thay vì chỉ hiển thị nhận xét: đó là cách một câu được tính. Khối `try` bên dưới giữ cho phần
minh họa này không bị tính.
""")),
        code("""
from cardlab.exercises import NotYetRight

try:
    feedback = quiz.q1.check(23)
except NotYetRight as graded:
    feedback = graded.feedback
feedback
"""),
        md(t("""
`hint()` gives the hints one at a time: the rule first, then a closer nudge about this hand.
""", """
`hint()` cho từng gợi ý một: trước là luật, sau là gợi ý sát hơn về chính ván bài này.
""")),
        code("quiz.q1.hint()"),
        code("quiz.q1.hint()"),
        md(t("""
A right answer is explained in full:
""", """
Câu trả lời đúng được giải thích đầy đủ:
""")),
        code("quiz.q1.check(17)"),
        code("quiz.q3.check(False)"),
        md(t("""
`solution()` shows the answer with the engine's explanation; the question is then marked
*answer shown*, and a right answer after it is not counted.
""", """
`solution()` cho xem đáp án kèm giải thích của máy; câu hỏi khi đó được ghi là *đã xem đáp án*,
và trả lời đúng sau đó không được tính điểm.
""")),
        code("quiz.q2.solution()"),
        md(t("""
## 5 · Progress

`progress()` shows a table in the notebook; `to_dict()` gives plain values (for JSON) and
`to_csv()` a spreadsheet.
""", """
## 5 · Tiến độ

`progress()` hiện một bảng ngay trong notebook; `to_dict()` cho các giá trị thuần (để lưu JSON)
và `to_csv()` cho một bảng tính.
""")),
        code("quiz.progress()", IGNORE),
        code("quiz.progress().to_dict()"),
        code("print(quiz.progress().to_csv())"),
        md(t("""
**House rules.** Pass `rules=tongits.Rules(...)` to `tongits_set` or to a question to practise a
variant, e.g. `tongits.Rules(ace_high_in_runs=True)`: the expected answers follow it.
""", """
**Luật nhà.** Truyền `rules=tongits.Rules(...)` cho `tongits_set` hoặc cho từng câu hỏi để luyện
một biến thể, ví dụ `tongits.Rules(ace_high_in_runs=True)`: đáp án sẽ thay đổi theo luật đó.
""")),
        code("""
high = MeldQuestion(cards="QH KH AH", rules=tongits.Rules(ace_high_in_runs=True))
high.check(True)
"""),
    ]


if __name__ == "__main__":
    for lang in LANGS:
        path = ROOT / "exercises" / ("vi" if lang == "vi" else "") / "for_teachers.ipynb"
        write(path, cells(Tr(lang)))
        print(f"wrote {path}")
