"""Cells every game's exercise notebook shares: the graded questions, the progress table and what to do next.

Used by the exercise builders (``phom_exercises.py``, ``indian_rummy_exercises.py``); each passes its
questions as (English text, Vietnamese text, solution code) and the label of its rules page.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, IGNORE, code, md  # noqa: E402


def question_cells(t, questions) -> list:
    """Per question: its text, the cell that shows it, and the key's answer checked (the learner's copy
    gets ``answer = ...`` in place of the solution)."""
    out = []
    for n, (en, vi, solution) in enumerate(questions, start=1):
        out.append(md(t(en, vi)))
        out.append(code(f"ex.q{n}"))
        out.append(code(f"# BEGIN SOLUTION\n{solution.strip()}\n# END SOLUTION\nex.q{n}.check(answer)", CHECK))
    return out


def closing_cells(t, rules_page: str, label_en: str, label_vi: str) -> list:
    """The progress table and the closing note, linking the game's rules page under its label."""
    return [
        md(t("""
## Your progress

Run this cell at any time: ✔ right, ✘ not yet right (or right only after the answer was shown),
– not answered. `ex.progress().to_csv()` gives the same as a table to save.
""", """
## Tiến độ của bạn

Chạy ô này bất cứ lúc nào: ✔ đúng, ✘ chưa đúng (hoặc chỉ đúng sau khi đã xem đáp án), – chưa trả
lời. `ex.progress().to_csv()` cho cùng bảng đó dưới dạng CSV để lưu lại.
""")),
        code("ex.progress()", IGNORE),
        md(t(f"""
**Next.** Deal yourself a fresh set with another `SEED`, or try a house rule and see which answers
change. [{label_en}]({rules_page}) explains every rule these questions use.
""", f"""
**Tiếp theo.** Tự chia một bộ câu hỏi mới với `SEED` khác, hoặc bật một luật nhà và xem đáp án nào
thay đổi. [{label_vi}]({rules_page}) giải thích mọi luật mà các câu hỏi này dùng.
""")),
    ]
