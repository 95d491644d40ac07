"""Cells every graded exercise notebook shares (Phỏm, Indian Rummy, Chắn): the questions with their checked
answers, the progress table and the closing note. Not a notebook builder itself (it has no ``__main__``).
"""
from nbbuild import CHECK, IGNORE, code, md


def question_cells(t, questions) -> list:
    """For each (English, Vietnamese, solution) question: its text, ``ex.qN`` and the checked answer."""
    out = []
    for n, (en, vi, solution) in enumerate(questions, start=1):
        out.append(md(t(en, vi)))
        out.append(code(f"ex.q{n}"))
        out.append(code(f"# BEGIN SOLUTION\n{solution.strip()}\n# END SOLUTION\nex.q{n}.check(answer)", CHECK))
    return out


def closing_cells(t, rules_page: str, game: str) -> list:
    """The progress table and the note on what to do next, linking to the game's rules page."""
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
change. [The {game} rules page]({rules_page}) explains every rule these questions use.
""", f"""
**Tiếp theo.** Tự chia một bộ câu hỏi mới với `SEED` khác, hoặc bật một luật nhà và xem đáp án nào
thay đổi. [Trang luật chơi {game}]({rules_page}) giải thích mọi luật mà các câu hỏi này dùng.
""")),
    ]


def rules_page(t, game: str) -> str:
    """The rules page of ``game`` (its folder: ``"phom"``, ``"indian_rummy"``, ``"chan"``), relative to the
    learner's copy (exercises/ or exercises/vi/)."""
    return t(f"../notebooks/{game}/00_rules.ipynb", f"../../notebooks/vi/{game}/00_rules.ipynb")
