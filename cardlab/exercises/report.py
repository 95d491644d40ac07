"""The grader's pages: a class report for the teacher and a feedback page for each learner.

:func:`write_report` turns the grader's findings (:mod:`cardlab.exercises.results`) into

* ``report.html`` and ``report.png`` — per question the share right, the share not answered and the
  misconceptions named most often; a chart of the class; a table of learners; who has not handed in;
* ``feedback/<slug>.html`` — one page per learner: their answer to each question, ✔ / ✘ / – and the
  feedback ``check()`` gave, never the answer unless the teacher asks for it.

Every page is in the assignment's language, self-contained (inline CSS, no script, no CDN: it opens
from a USB stick or an e-mail attachment), readable on a phone and printable. Learner names and answers
are text from learners' notebooks, so everything written into a page goes through :func:`html.escape`.
matplotlib is imported only when the chart is drawn, so importing this module loads no plotting library.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from html import escape
from pathlib import Path

from ..errors import CardlabError
from ..explain import message, quoted, register_messages
from .assignment import Assignment
from .results import NEEDS_RUNNING, RIGHT, SHOWN, STATUSES, UNANSWERED, UNREADABLE, WRONG, LearnerResult, Mark

__all__ = ["write_report", "slug", "status_text"]

#: How many misconceptions the report names per question.
TOP_MISCONCEPTIONS = 3
#: An answer longer than this is cut on the feedback page: a pasted file must not bury the feedback.
MAX_ANSWER = 2000
#: Longest file name made from a learner's name (before ``-2``… and ``.html``).
MAX_SLUG = 60
# Names Windows refuses as file names, whatever the extension: a teacher may open the folder there.
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
NBSP = "\u00a0"

register_messages({
    "report.game.tongits": {"en": "Tongits", "vi": "Tongits"},
    "report.game.phom": {"en": "Phỏm", "vi": "Phỏm"},
    "report.game.indian_rummy": {"en": "Indian Rummy", "vi": "Rummy Ấn Độ"},
    "report.game.chan": {"en": "Chắn", "vi": "Chắn"},
    "report.status.right": {"en": "right", "vi": "đúng"},
    "report.status.wrong": {"en": "not right", "vi": "chưa đúng"},
    "report.status.unreadable": {"en": "not right (unreadable)", "vi": "chưa đúng (không đọc được)"},
    "report.status.shown": {"en": "answer shown (not earned)", "vi": "đã xem đáp án (không tính điểm)"},
    "report.status.unanswered": {"en": "not answered", "vi": "chưa trả lời"},
    "report.status.needs_running": {"en": "needs running", "vi": "cần chạy notebook để chấm"},
    "report.class_title": {"en": "Class report", "vi": "Báo cáo của lớp"},
    "report.subtitle": {"en": "{game} · {n:learner|learners} graded",
                        "vi": "{game} · đã chấm {n} người học"},
    "report.subtitle_missing": {"en": "{n} not handed in", "vi": "{n} người chưa nộp"},
    "report.questions": {"en": "Questions", "vi": "Câu hỏi"},
    "report.question": {"en": "Q{number}. {title}", "vi": "Câu {number}. {title}"},
    "report.question_short": {"en": "Q{number}", "vi": "Câu {number}"},
    "report.share_right": {"en": "{right} of {n} right · {percent}",
                           "vi": "{right}/{n} người đúng · {percent}"},
    "report.share_unanswered": {"en": "{k} of {n} not answered · {percent}",
                                "vi": "{k}/{n} người chưa trả lời · {percent}"},
    "report.misconceptions": {"en": "Misconceptions named most often", "vi": "Lỗi hiểu sai gặp nhiều nhất"},
    "report.no_misconceptions": {"en": "No misconception named.",
                                 "vi": "Không có lỗi hiểu sai nào được nêu."},
    "report.misconception_count": {"en": "{n:learner|learners}", "vi": "{n} người"},
    "report.chart": {"en": "The class at a glance", "vi": "Cả lớp trong một hình"},
    "report.chart_alt": {
        "en": "Share right per question, and how many learners got each total",
        "vi": "Tỉ lệ đúng của từng câu, và số người học đạt từng tổng điểm"},
    "report.learners": {"en": "Learners", "vi": "Người học"},
    "report.col_learner": {"en": "Learner", "vi": "Người học"},
    "report.col_deal": {"en": "Deal", "vi": "Ván"},
    "report.col_total": {"en": "Total", "vi": "Tổng điểm"},
    "report.col_percent": {"en": "%", "vi": "%"},
    "report.col_note": {"en": "Note", "vi": "Ghi chú"},
    "report.no_results": {"en": "No notebook has been graded yet.", "vi": "Chưa chấm bài nào."},
    "report.missing": {"en": "Not handed in", "vi": "Chưa nộp bài"},
    "report.none_missing": {"en": "Everyone on the roster has handed in.",
                            "vi": "Mọi người trong danh sách đều đã nộp bài."},
    "report.feedback_link": {"en": "feedback page of {learner}", "vi": "trang nhận xét của {learner}"},
    "report.chart_share": {"en": "share of learners", "vi": "tỉ lệ người học"},
    "report.chart_totals": {"en": "total right (out of {n})", "vi": "tổng số câu đúng (trên {n})"},
    "report.chart_learners": {"en": "learners", "vi": "người học"},
    "report.chart_questions_title": {"en": "Each question", "vi": "Từng câu hỏi"},
    "report.chart_totals_title": {"en": "Totals", "vi": "Tổng điểm"},
    "report.chart_empty": {"en": "no notebook graded yet", "vi": "chưa chấm bài nào"},
    "report.feedback_title": {"en": "Feedback", "vi": "Nhận xét"},
    "report.deal": {"en": "Deal {deal}", "vi": "Ván {deal}"},
    "report.total": {"en": "{total} of {out_of} right · {percent}", "vi": "Đúng {total}/{out_of} câu · {percent}"},
    "report.your_answer": {"en": "Your answer", "vi": "Câu trả lời của bạn"},
    "report.no_answer": {"en": "(no answer)", "vi": "(chưa có câu trả lời)"},
    "report.cut": {"en": "… (cut: {n} characters in all)",
                   "vi": "… (đã cắt bớt: tổng cộng {n} ký tự)"},
    "report.computed": {"en": "computed by your code", "vi": "do mã của bạn tính ra"},
    "report.misconception": {"en": "Slip to watch", "vi": "Lỗi cần để ý"},
    "report.solution": {"en": "The answer", "vi": "Đáp án"},
    "report.note": {"en": "Note", "vi": "Ghi chú"},
    "report.no_questions": {"en": "No question was graded.", "vi": "Không có câu hỏi nào được chấm."},
    "report.footer": {"en": "Written by the cardlab grader.", "vi": "Trang do trình chấm cardlab tạo ra."},
    "report.error.result": {"en": "results: {value} is not a LearnerResult",
                            "vi": "results: {value} không phải là một LearnerResult"},
    "report.error.mark": {
        "en": "the result of {learner}: {value} is not a Mark with a known status",
        "vi": "kết quả của {learner}: {value} không phải là một Mark có trạng thái hợp lệ"},
    "report.error.twice": {"en": "{learner} has two results: keep one per learner",
                           "vi": "{learner} có hai kết quả: mỗi người học chỉ giữ một"},
    "report.error.assignment": {"en": "assignment: {value} is not an Assignment",
                                "vi": "assignment: {value} không phải là một Assignment"},
})

# ✔ earned, ✘ not right (a shown answer earns nothing), – nothing to judge yet: the CSV's marks.
_SYMBOL = {1: "✔", 0: "✘", None: "–"}
_SYMBOL_CLASS = {1: "ok", 0: "no", None: "blank"}

_CSS = """
:root{--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--ok:#1a7f37;--no:#cf222e;--blank:#6e7781;--wait:#9a6700;
--bg:#ffffff;--soft:#f6f8fa}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;
-webkit-text-size-adjust:100%;text-size-adjust:100%}
main{max-width:52rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 .25rem;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:2rem 0 .75rem;padding-bottom:.25rem;border-bottom:1px solid var(--line)}
h3{font-size:1.05rem;margin:0 0 .5rem;overflow-wrap:anywhere}
.sub{color:var(--muted);margin:0 0 1rem}
.card{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:0 0 .75rem;
break-inside:avoid;page-break-inside:avoid}
.bar{height:.6rem;background:var(--soft);border:1px solid var(--line);border-radius:4px;overflow:hidden;margin:.25rem 0}
.bar span{display:block;height:100%;background:var(--ok)}
.stat{margin:.15rem 0}
.muted{color:var(--muted)}
ul{margin:.25rem 0 .25rem 1.25rem;padding:0}
li{margin:.15rem 0;overflow-wrap:anywhere}
.count{color:var(--muted);white-space:nowrap}
img.chart{display:block;width:100%;max-width:40rem;margin:0 auto;height:auto;border:1px solid var(--line);border-radius:8px}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid var(--line);border-radius:8px}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{padding:.4rem .6rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:var(--soft);white-space:nowrap}
tr:last-child td{border-bottom:0}
td.num,th.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
td.name{min-width:8rem;overflow-wrap:anywhere}
td.note{min-width:10rem;color:var(--muted)}
a{color:#0b5cad}
.badge{display:inline-block;max-width:100%;font-weight:600;padding:0 .45rem;border-radius:999px;
font-size:.9rem;border:1px solid currentColor}
.ok{color:var(--ok)}.no{color:var(--no)}.blank{color:var(--blank)}
.qhead{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;justify-content:space-between}
.qhead h3{margin:0;flex:1 1 14rem}
.label{font-size:.85rem;color:var(--muted);margin:.5rem 0 .1rem}
pre.answer{margin:0;padding:.5rem .6rem;background:var(--soft);border-radius:6px;white-space:pre-wrap;
overflow-wrap:anywhere;font:.9rem/1.4 ui-monospace,"SFMono-Regular",Menlo,Consolas,"DejaVu Sans Mono",monospace}
.headline{margin:.5rem 0 .1rem;font-weight:600}
.slip{margin:.4rem 0 0;padding:.35rem .6rem;border-left:3px solid var(--wait);background:#fff8c5}
.slip.note{margin:0 0 1rem}
.solution{margin:.4rem 0 0;padding:.35rem .6rem;border-left:3px solid #0b5cad;background:#ddf4ff}
.facts{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0 0 1rem;color:var(--muted)}
.facts strong{color:var(--ink)}
footer{margin:2rem 0 1rem;color:var(--muted);font-size:.85rem}
@media (max-width:30rem){
main{padding:.75rem}
.card{padding:.6rem .75rem}
table{font-size:.9rem}
th,td{padding:.35rem .45rem}
}
@media print{
body{font-size:11pt}
main{max-width:none;padding:0}
a{color:inherit;text-decoration:none}
.scroll{overflow:visible;border:0}
.card,tr,img.chart{break-inside:avoid;page-break-inside:avoid}
h2{break-after:avoid;page-break-after:avoid}
.bar,.slip,.solution,pre.answer,th{-webkit-print-color-adjust:exact;print-color-adjust:exact}
footer{display:none}
}
"""


# ---------------------------------------------------------------------------
# Words and numbers


def status_text(status: str, language: str) -> str:
    """A status of :mod:`cardlab.exercises.results` in words: ``"not right"``, ``"chưa trả lời"``…

    Raises:
        CardlabError: for a status that is not one of ``results.STATUSES``.
    """
    if status not in STATUSES:
        raise CardlabError(f"status={quoted(status)}: expected one of {', '.join(STATUSES)}")
    return message(f"report.status.{status}", language)


def _percent(value: float, language: str, places: int = 0) -> str:
    # The Vietnamese decimal mark is a comma (as the labs write it); the no-break space keeps "72 %" whole.
    text = f"{value:.{places}f}"
    if language == "vi":
        text = text.replace(".", ",")
    return f"{text}{NBSP}%"


def _share(part: int, whole: int, language: str) -> str:
    return _percent(100 * part / whole if whole else 0, language)


def _learner_percent(result: LearnerResult, language: str) -> str:
    # LearnerResult.percent is rounded to one decimal; a whole number reads without its ".0".
    value = result.percent
    return _percent(value, language, 0 if value == int(value) else 1)


def slug(name: str) -> str:
    """A safe file name (without extension) for a learner's name: ``"Nguyễn Văn Đức"`` → ``"nguyen-van-duc"``.

    Accents are dropped (NFKD, then the combining marks; đ/Đ, which do not decompose, become d), the
    rest is lowercased and every run of other characters becomes one ``-``. A name with nothing left
    (``"<script>"``, a name in another script) gives ``"learner"``; :func:`write_report` makes two
    equal slugs distinct.
    """
    text = str(name).replace("đ", "d").replace("Đ", "D")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    text = text[:MAX_SLUG].rstrip("-") or "learner"
    return text + "-learner" if text in _RESERVED else text


def _distinct_slugs(names: list[str]) -> dict:
    """Each name's slug, the later of two equal ones numbered ``-2``, ``-3``… (in the order given)."""
    taken: set[str] = set()
    slugs = {}
    for name in names:
        base = candidate = slug(name)
        n = 1
        while candidate in taken:
            n += 1
            candidate = f"{base}-{n}"
        taken.add(candidate)
        slugs[name] = candidate
    return slugs


# ---------------------------------------------------------------------------
# What the class did, question by question


class _Question:
    """One question across the class: its title, how many learners had each status, their misconceptions."""

    def __init__(self, number: int, title: str):
        self.number, self.title = number, title
        self.statuses: Counter = Counter()
        self.misconceptions: Counter = Counter()

    @property
    def graded(self) -> int:
        return sum(self.statuses.values())

    @property
    def not_right(self) -> int:
        return self.statuses[WRONG] + self.statuses[UNREADABLE] + self.statuses[SHOWN]

    def top_misconceptions(self) -> list:
        # Most often first; equal counts in alphabetical order, so the page is the same on every run.
        return sorted(self.misconceptions.items(), key=lambda item: (-item[1], item[0]))[:TOP_MISCONCEPTIONS]


def _questions(results: list[LearnerResult]) -> list[_Question]:
    """The questions of the class in number order, the first title met naming each."""
    questions: dict[int, _Question] = {}
    for result in results:
        for mark in result.marks:
            question = questions.setdefault(mark.number, _Question(mark.number, mark.title))
            question.statuses[mark.status] += 1
            text = " ".join(str(mark.misconception).split())   # the same slip written with other spacing
            if text:
                question.misconceptions[text] += 1
    return [questions[n] for n in sorted(questions)]


def _check(results, assignment) -> list[LearnerResult]:
    """The results, refused before any file is written if one is not what the grader makes.

    Raises:
        CardlabError: for a result that is not a LearnerResult, a mark that is not a Mark with a known
            status, or a learner with two results.
    """
    if not isinstance(assignment, Assignment):
        raise CardlabError.of("report.error.assignment", value=quoted(assignment, 80))
    seen = set()
    for result in results:
        if not isinstance(result, LearnerResult):
            raise CardlabError.of("report.error.result", value=quoted(result, 80))
        for mark in result.marks:
            if not isinstance(mark, Mark) or mark.status not in STATUSES:
                raise CardlabError.of("report.error.mark", learner=quoted(result.learner, 80),
                                      value=quoted(mark, 80))
        if result.learner in seen:
            # One feedback page per learner, keyed by name: a second result would overwrite the first.
            raise CardlabError.of("report.error.twice", learner=quoted(result.learner, 80))
        seen.add(result.learner)
    # Alphabetical, as a teacher looks a learner up; the slugs' -2, -3 follow this order too.
    return sorted(results, key=lambda r: (r.learner.casefold(), r.learner))


# ---------------------------------------------------------------------------
# The pages


def _t(code: str, language: str, **params) -> str:
    """A catalogue message, escaped for the page (its parameters may be a learner's text)."""
    return escape(message(code, language, **params))


def _page(title: str, body: str, language: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n<main>\n{body}\n"
            f"<footer>{escape(message('report.footer', language))}</footer>\n</main>\n</body>\n</html>\n")


def _assignment_title(assignment: Assignment) -> str:
    return assignment.title or assignment.name


def _question_card(question: _Question, language: str) -> str:
    n = question.graded
    right = question.statuses[RIGHT]
    blank = question.statuses[UNANSWERED]
    width = round(100 * right / n) if n else 0
    lines = [f'<div class="card">',
             f"<h3>{escape(message('report.question', language, number=question.number, title=question.title))}</h3>",
             f'<div class="bar" aria-hidden="true"><span style="width:{width}%"></span></div>',
             '<p class="stat"><strong>'
             + _t("report.share_right", language, right=right, n=n, percent=_share(right, n, language))
             + "</strong></p>",
             '<p class="stat">'
             + _t("report.share_unanswered", language, k=blank, n=n, percent=_share(blank, n, language))
             + "</p>"]
    # The other statuses only when a learner had them: a line of zeros would hide the two that matter.
    others = [f"{escape(status_text(s, language))}: {question.statuses[s]}"
              for s in (WRONG, UNREADABLE, SHOWN, NEEDS_RUNNING) if question.statuses[s]]
    if others:
        lines.append(f'<p class="stat muted">{" · ".join(others)}</p>')
    top = question.top_misconceptions()
    lines.append(f'<p class="label">{escape(message("report.misconceptions", language))}</p>')
    if top:
        lines.append("<ul>" + "".join(
            f'<li>{escape(text)} '
            f'<span class="count">({_t("report.misconception_count", language, n=count)})</span></li>'
            for text, count in top) + "</ul>")
    else:
        lines.append(f'<p class="stat muted">{escape(message("report.no_misconceptions", language))}</p>')
    lines.append("</div>")
    return "\n".join(lines)


def _report_html(results, questions, assignment, missing, slugs, language) -> str:
    title = _assignment_title(assignment)
    game = message(f"report.game.{assignment.game}", language)
    sub = message("report.subtitle", language, game=game, n=len(results))
    if missing:
        sub += " · " + message("report.subtitle_missing", language, n=len(missing))
    parts = [f'<p class="sub">{escape(message("report.class_title", language))}</p>',
             f"<h1>{escape(title)}</h1>",
             f'<p class="sub">{escape(sub)}</p>',
             f"<h2>{escape(message('report.questions', language))}</h2>"]
    if questions:
        parts.extend(_question_card(q, language) for q in questions)
    else:
        empty = "report.no_questions" if results else "report.no_results"
        parts.append(f'<p class="muted">{_t(empty, language)}</p>')
    parts.append(f"<h2>{escape(message('report.chart', language))}</h2>")
    parts.append(f'<img class="chart" src="report.png" alt="{escape(message("report.chart_alt", language))}">')

    parts.append(f"<h2>{escape(message('report.learners', language))}</h2>")
    if results:
        head = "".join(f'<th{cls}>{escape(message(code, language))}</th>' for code, cls in (
            ("report.col_learner", ""), ("report.col_deal", ' class="num"'), ("report.col_total", ' class="num"'),
            ("report.col_percent", ' class="num"'), ("report.col_note", "")))
        rows = []
        for r in results:
            link = escape(message("report.feedback_link", language, learner=r.learner))
            rows.append(
                f'<tr><td class="name"><a href="feedback/{escape(slugs[r.learner])}.html" title="{link}">'
                f"{escape(r.learner)}</a></td>"
                f'<td class="num">{"" if r.deal is None else escape(str(r.deal))}</td>'
                f'<td class="num">{r.total}/{r.out_of}</td>'
                f'<td class="num">{escape(_learner_percent(r, language))}</td>'
                f'<td class="note">{escape(r.note)}</td></tr>')
        parts.append(f'<div class="scroll"><table><thead><tr>{head}</tr></thead><tbody>\n'
                     + "\n".join(rows) + "\n</tbody></table></div>")
    else:
        parts.append(f'<p class="muted">{escape(message("report.no_results", language))}</p>')

    parts.append(f"<h2>{escape(message('report.missing', language))}</h2>")
    if missing:
        parts.append("<ul>" + "".join(f"<li>{escape(str(name))}</li>" for name in missing) + "</ul>")
    else:
        parts.append(f'<p class="muted">{escape(message("report.none_missing", language))}</p>')
    return _page(f"{message('report.class_title', language)}: {title}", "\n".join(parts), language)


def _answer_text(mark: Mark, language: str) -> str:
    answer = str(mark.answer)
    if not answer.strip():
        return f'<p class="muted">{escape(message("report.no_answer", language))}</p>'
    if len(answer) > MAX_ANSWER:
        answer = answer[:MAX_ANSWER] + message("report.cut", language, n=len(answer))
    return f'<pre class="answer">{escape(answer)}</pre>'


def _mark_card(mark: Mark, language: str, show_answers: bool) -> str:
    point = mark.point
    lines = ['<div class="card">', '<div class="qhead">',
             f"<h3>{escape(message('report.question', language, number=mark.number, title=mark.title))}</h3>",
             f'<span class="badge {_SYMBOL_CLASS[point]}">{_SYMBOL[point]} '
             f"{escape(status_text(mark.status, language))}</span>",
             "</div>"]
    label = message("report.your_answer", language)
    if mark.computed:
        label += f" ({message('report.computed', language)})"
    lines.append(f'<p class="label">{escape(label)}</p>')
    lines.append(_answer_text(mark, language))
    if mark.headline:
        lines.append(f'<p class="headline">{escape(mark.headline)}</p>')
    hints = [h for h in mark.hints if str(h).strip()]
    if hints:
        lines.append("<ul>" + "".join(f"<li>{escape(str(h))}</li>" for h in hints) + "</ul>")
    if mark.misconception:
        lines.append(f'<p class="slip"><strong>{escape(message("report.misconception", language))}:</strong> '
                     f"{escape(mark.misconception)}</p>")
    # The answer key stays with the teacher unless they chose to hand it out with the feedback.
    if show_answers and mark.solution:
        lines.append(f'<p class="solution"><strong>{escape(message("report.solution", language))}:</strong> '
                     f"{escape(mark.solution)}</p>")
    lines.append("</div>")
    return "\n".join(lines)


def _feedback_html(result: LearnerResult, assignment: Assignment, language: str, show_answers: bool) -> str:
    title = _assignment_title(assignment)
    game = message(f"report.game.{assignment.game}", language)
    total = _t("report.total", language, total=result.total, out_of=result.out_of,
               percent=_learner_percent(result, language))
    facts = [f"<strong>{total}</strong>"]
    if result.deal is not None:
        facts.append(escape(message("report.deal", language, deal=str(result.deal))))
    facts.append(escape(game))
    parts = [f'<p class="sub">{escape(message("report.feedback_title", language))} · {escape(title)}</p>',
             f"<h1>{escape(result.learner)}</h1>",
             '<p class="facts">' + "".join(f"<span>{f}</span>" for f in facts) + "</p>"]
    if result.note:
        parts.append(f'<p class="slip note"><strong>{escape(message("report.note", language))}:</strong> '
                     f"{escape(result.note)}</p>")
    marks = sorted(result.marks, key=lambda m: m.number)
    if marks:
        parts.extend(_mark_card(m, language, show_answers) for m in marks)
    else:
        parts.append(f'<p class="muted">{escape(message("report.no_questions", language))}</p>')
    return _page(f"{message('report.feedback_title', language)}: {result.learner} · {title}",
                 "\n".join(parts), language)


# ---------------------------------------------------------------------------
# The chart


def _plain(text: str) -> str:
    # matplotlib reads text between two "$" as mathematics: a title with a price in it must print as written.
    return str(text).replace("$", r"\$")


def _short(text: str, limit: int = 38) -> str:
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


def _draw_chart(results, questions, language: str, path: Path) -> None:
    """Draw the class on ``path``: stacked bars of each question's statuses, and a histogram of totals."""
    # The object API with its own Agg canvas, not pyplot: no global figure is left open and the backend of
    # a notebook that calls write_report is not switched.
    from matplotlib import rc_context
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    # Larger type than matplotlib's 10 pt: the chart is shrunk to a phone's width. Set for this figure only.
    with rc_context({"font.size": 12}):
        # 6 inches wide at 150 dpi: shown at a phone's width (about 360 px) its labels still read, and on a
        # wide screen (the page is at most 52rem) it is drawn at about its own size.
        rows = max(len(questions), 1)
        fig = Figure(figsize=(6, 2.4 + 0.42 * rows + 2.6), dpi=150, layout="constrained")
        FigureCanvasAgg(fig)
        # Two subfigures, each laid out alone: the histogram leaves no room for the questions' long labels.
        upper, lower = fig.subfigures(2, 1, height_ratios=[2.0 + 0.42 * rows, 2.6])
        top, bottom = upper.subplots(), lower.subplots()

        colours = {"right": "#1a7f37", "not_right": "#cf222e", "unanswered": "#afb8c1",
                   "needs_running": "#0b5cad"}
        top.set_title(message("report.chart_questions_title", language), loc="left", fontsize=13)
        if questions:
            labels = [_plain(_short(message("report.question", language, number=q.number, title=q.title)))
                      for q in questions]
            y = range(len(questions))
            left = [0.0] * len(questions)
            segments = [("right", RIGHT, lambda q: q.statuses[RIGHT]),
                        ("not_right", WRONG, lambda q: q.not_right),
                        ("unanswered", UNANSWERED, lambda q: q.statuses[UNANSWERED])]
            if any(q.statuses[NEEDS_RUNNING] for q in questions):
                segments.append(("needs_running", NEEDS_RUNNING, lambda q: q.statuses[NEEDS_RUNNING]))
            for key, status, count in segments:
                widths = [100 * count(q) / q.graded if q.graded else 0 for q in questions]
                top.barh(list(y), widths, left=left, color=colours[key], height=0.6,
                         label=_plain(status_text(status, language)))
                left = [a + b for a, b in zip(left, widths)]
            top.set_yticks(list(y), labels)
            top.invert_yaxis()                   # Q1 at the top, as the page lists them
            top.set_xlim(0, 100)
            top.xaxis.set_major_formatter(FuncFormatter(lambda v, _: _percent(v, language)))
            top.set_xlabel(message("report.chart_share", language))
            # Below the bars, two entries a row: four in one row would not fit beside long Vietnamese words.
            upper.legend(loc="outside lower center", ncol=2, frameon=False)
        else:
            top.set_axis_off()
            top.text(0.5, 0.5, message("report.chart_empty", language), ha="center", va="center",
                     color="#59636e")

        bottom.set_title(message("report.chart_totals_title", language), loc="left", fontsize=13)
        out_of = max((r.out_of for r in results), default=0)
        if results:
            counts = Counter(r.total for r in results)
            totals = list(range(out_of + 1))
            # Slate, not a status colour: a total is not a right or wrong answer.
            bottom.bar(totals, [counts[t] for t in totals], color="#57606a", width=0.8)
            bottom.set_xticks(totals if out_of <= 20 else totals[::max(1, out_of // 10)])
            bottom.yaxis.set_major_locator(MaxNLocator(integer=True))
            bottom.set_xlabel(message("report.chart_totals", language, n=out_of))
            bottom.set_ylabel(message("report.chart_learners", language))
        else:
            bottom.set_axis_off()
            bottom.text(0.5, 0.5, message("report.chart_empty", language), ha="center", va="center",
                        color="#59636e")
        for ax in (top, bottom):
            ax.spines[["top", "right"]].set_visible(False)
        # No "Software" stamp: the same class gives the same bytes, so a rerun does not look like a change.
        fig.savefig(path, format="png", metadata={"Software": None})


# ---------------------------------------------------------------------------
# The entry point


def write_report(results: list[LearnerResult], assignment: Assignment, out_dir, *, missing: list[str] = (),
                 show_answers: bool = False) -> dict:
    """Write the class report, its chart and one feedback page per learner into ``out_dir``.

    ``out_dir/report.html`` (with ``out_dir/report.png``) is for the teacher: per question the share
    right, the share not answered and the misconceptions named most often; a chart of the class; the
    learners with their totals and notes; the roster's learners in ``missing`` (not handed in).
    ``out_dir/feedback/<slug>.html`` is for each learner: their answers, ✔ / ✘ / – and the feedback,
    with the answer key only if ``show_answers`` is true. Everything is written in
    ``assignment.language``, whatever the current language of :mod:`cardlab.explain` (left as it is).
    Files already there are overwritten; other files are left alone.

    Returns:
        ``{"report": Path, "chart": Path, "feedback": {learner name: Path}}``.

    Raises:
        CardlabError: for an ``assignment`` that is not an :class:`Assignment`, a result that is not a
            :class:`LearnerResult` (or holds a mark that is not a :class:`Mark` with a known status), or a
            learner with two results — before any file is written.
        OSError: when ``out_dir`` cannot be created or written.
    """
    results = _check(list(results), assignment)
    language = assignment.language
    missing = [str(name) for name in missing]
    out = Path(out_dir)
    feedback_dir = out / "feedback"
    feedback_dir.mkdir(parents=True, exist_ok=True)

    questions = _questions(results)
    slugs = _distinct_slugs([r.learner for r in results])
    chart = out / "report.png"
    _draw_chart(results, questions, language, chart)
    report = out / "report.html"
    report.write_text(_report_html(results, questions, assignment, missing, slugs, language), encoding="utf-8")

    pages = {}
    for result in results:
        page = feedback_dir / f"{slugs[result.learner]}.html"
        page.write_text(_feedback_html(result, assignment, language, show_answers), encoding="utf-8")
        pages[result.learner] = page
    return {"report": report, "chart": chart, "feedback": pages}
