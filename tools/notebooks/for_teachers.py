"""Builds the teachers' notebook exercises/for_teachers.ipynb and exercises/vi/for_teachers.ipynb (executed).

It shows how to hand out the exercise notebooks, collect and grade them, build a set on chosen
cards, show hints and solutions, and export progress. It has no graded question left blank, so it
runs under nbval like any course page.

Run: PYTHONPATH=. .venv/bin/python tools/nbbuild.py tools/notebooks/for_teachers.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import IGNORE, LANGS, ROOT, Tr, code, md, write  # noqa: E402


def cells(t):
    vi = "vi/" if t.lang == "vi" else ""
    return [
        md(t(f"""
# For teachers: the Tongits exercises

The course's graded exercises live in `exercises/`: the **answer key**
[`exercises/{vi}solutions/tongits.ipynb`](solutions/tongits.ipynb) and the **learners' copy**
[`exercises/{vi}tongits.ipynb`](tongits.ipynb), in English and in Vietnamese (`exercises/vi/`).
The rules are those of the **H19 Tongits guide** ("Tongits H19 – Luật Chơi & Cách Xếp Bài").
This notebook shows how to

1. hand out the learners' copy, collect it and grade a class;
2. build a set of your own on chosen cards and question kinds;
3. see what learners see: feedback, hints and solutions;
4. export the progress as a table, a dict or CSV.
""", f"""
# Dành cho giáo viên: bài tập Tongits

Bài tập có chấm điểm của khóa học nằm trong thư mục `exercises/`: **bản đáp án**
[`exercises/{vi}solutions/tongits.ipynb`](solutions/tongits.ipynb) và **bản cho người học**
[`exercises/{vi}tongits.ipynb`](tongits.ipynb), có cả tiếng Anh và tiếng Việt (`exercises/vi/`).
Luật chơi theo **hướng dẫn Tongits của H19** ("Tongits H19 – Luật Chơi & Cách Xếp Bài").
Notebook này hướng dẫn cách

1. phát bản cho người học, thu bài và chấm điểm cả lớp;
2. tự soạn một bộ câu hỏi trên những lá bài và dạng câu hỏi bạn chọn;
3. xem người học thấy gì: nhận xét, gợi ý và đáp án;
4. xuất tiến độ thành bảng, dict hoặc CSV.
""")),
        md(t(f"""
## 1 · Hand out, collect, grade

**Hand out** `exercises/{vi}tongits.ipynb`. Each learner may change `SEED`, the deal number, to
get hands of their own: the engine computes every expected answer, so nobody can copy a
neighbour's. If you edit the key, make the learners' copy again from the project folder:

```
python -m cardlab.exercises.student exercises/{vi}solutions/tongits.ipynb exercises/{vi}tongits.ipynb --execute
```

(`make student` does it for every key.) **Collect** the notebooks into one folder, one file per
learner named after them (`submissions/an.ipynb`, `submissions/binh.ipynb`…). **Grade** the class:

```
make grade DIR=submissions/
python -m cardlab.exercises.grade submissions/ --csv scores.csv
```

Each notebook runs in a fresh kernel under `pytest --nbval-lax` with grading on; one that cannot
be read, fails or runs too long gets a row saying so, and the batch goes on. A learner can
check their own score the same way: `pytest --nbval-lax exercises/{vi}tongits.ipynb` fails once
per question not yet right. The summary looks like this (✔ right, ✘ not right, – not answered,
s right only after the answer was shown):
""", f"""
## 1 · Phát bài, thu bài, chấm điểm

**Phát** `exercises/{vi}tongits.ipynb` cho người học. Mỗi người có thể đổi `SEED` (số ván chia) để
được chia bài riêng: máy tính mọi đáp án, nên không ai chép được bài của bạn bên cạnh. Nếu bạn
sửa bản đáp án, hãy tạo lại bản cho người học từ thư mục dự án:

```
python -m cardlab.exercises.student exercises/{vi}solutions/tongits.ipynb exercises/{vi}tongits.ipynb --execute
```

(`make student` làm việc này cho mọi bản đáp án.) **Thu bài** vào một thư mục, mỗi người học một
tệp mang tên họ (`submissions/an.ipynb`, `submissions/binh.ipynb`…). **Chấm điểm** cả lớp:

```
make grade DIR=submissions/
python -m cardlab.exercises.grade submissions/ --csv scores.csv
```

Mỗi notebook được chạy trong một kernel mới bằng `pytest --nbval-lax` với chế độ chấm điểm; tệp
nào không đọc được, bị lỗi hay chạy quá lâu vẫn có một dòng ghi rõ lý do, và các bài khác vẫn
được chấm tiếp. Người học cũng tự xem điểm được theo cách đó: `pytest --nbval-lax
exercises/{vi}tongits.ipynb` báo một lỗi cho mỗi câu chưa đúng. Bảng tổng kết trông như sau
(✔ đúng, ✘ chưa đúng, – chưa trả lời, s chỉ đúng sau khi đã xem đáp án):
""")),
        code(f"""
import cardlab
from pathlib import Path
from cardlab.exercises.grade import BLANK, RIGHT, SHOWN, WRONG, Result, table

cardlab.set_language("{t.lang}")
# {t("Three learners' results, written by hand here to show the format",
     "Kết quả của ba người học, ghi tay ở đây để xem định dạng")}
print(table([Result(Path("an.ipynb"), {{"Q1": RIGHT, "Q2": RIGHT, "Q3": WRONG}}),
             Result(Path("binh.ipynb"), {{"Q1": RIGHT, "Q2": SHOWN, "Q3": BLANK}}),
             Result(Path("chi.ipynb"), {{"Q1": WRONG, "Q2": WRONG, "Q3": WRONG}}, note="did not finish within 300 s")]))
"""),
        md(t("""
## 2 · A set of your own

Mix questions built on cards you choose with kinds dealt from the deal number. Every question
class takes its cards by name — `MeldQuestion(cards=...)`, `DeadwoodQuestion(hand=...)`,
`SapawQuestion(card=..., meld=...)`, `ChowQuestion(discard=..., hand=...)`,
`ArrangementQuestion(hand=...)`, `DiscardQuestion(hand=...)`, and for the endings
`FightQuestion`, `BurnQuestion`, `ShowdownQuestion`, `PaymentQuestion`, `StockOutQuestion` (see
their help). The kinds by name: `meld`, `deadwood`, `sapaw`, `chow`, `arrange`, `fight`, `discard`,
`burn`, `showdown`, `payment`, `stock_out`. `var` is the name of the variable, so that hints
name the right call.
""", """
## 2 · Bộ câu hỏi của riêng bạn

Bạn có thể trộn những câu hỏi soạn trên lá bài bạn chọn với các dạng câu hỏi được chia theo số
ván chia. Mỗi lớp câu hỏi nhận lá bài qua tên tham số — `MeldQuestion(cards=...)`,
`DeadwoodQuestion(hand=...)`, `SapawQuestion(card=..., meld=...)`, `ChowQuestion(discard=...,
hand=...)`, `ArrangementQuestion(hand=...)`, `DiscardQuestion(hand=...)`, và cho các tình huống kết
thúc ván: `FightQuestion`, `BurnQuestion`, `ShowdownQuestion`, `PaymentQuestion`, `StockOutQuestion`
(xem phần trợ giúp của chúng). Tên các dạng câu hỏi: `meld`, `deadwood`, `sapaw`, `chow`, `arrange`,
`fight`, `discard`, `burn`, `showdown`, `payment`, `stock_out`. `var` là tên biến chứa bộ câu hỏi,
để các gợi ý gọi đúng tên.
""")),
        code(f"""
from cardlab import tongits
from cardlab.exercises import tongits_set
from cardlab.exercises.tongits import ChowQuestion, DeadwoodQuestion, MeldQuestion

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
A mistake in the cards you give is answered at once, saying what was expected:
""", """
Nếu lá bài bạn đưa vào có sai sót, máy báo ngay và nói rõ cần gì:
""")),
        code(f"""
try:
    DeadwoodQuestion(hand="AS AS 3S")
except cardlab.CardlabError as error:
    print(error)
"""),
        md(t("""
## 3 · What learners see

A wrong answer gets the rule to look at — and names the slip when the answer is the one a known
mistake gives (here: counting the run too) — never the answer. In a graded run (nbval, the
class grader) `check` raises `NotYetRight` for a wrong answer instead of only showing it: that is
how a question is counted. The `try` below keeps this demonstration from counting.
""", """
## 3 · Người học thấy gì

Câu trả lời sai nhận được luật cần xem lại — và được chỉ ra lỗi hay gặp khi câu trả lời đúng là
kết quả của lỗi đó (ở đây: tính cả các lá trong sảnh) — nhưng không bao giờ nhận được đáp án.
Trong một lần chạy chấm điểm (nbval, công cụ chấm cả lớp), `check` ném ra `NotYetRight` với câu
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
## 4 · Progress

`progress()` shows a table in the notebook; `to_dict()` gives plain values (for JSON) and
`to_csv()` a spreadsheet.
""", """
## 4 · Tiến độ

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
