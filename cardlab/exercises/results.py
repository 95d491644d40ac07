"""What the grader judged: a mark per question and a result per learner, as plain data.

These are the grader's own findings (never a learner notebook's claims);
the CSV, the class report and the feedback pages are written from them, and
each result is saved as one JSON line the moment it is known, so a batch
that stops resumes where it was.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

#: A question's status, as the grader judged it.
RIGHT = "right"                  # right, and earned
WRONG = "wrong"                  # answered, not right
UNREADABLE = "unreadable"        # an answer the question cannot read (counts as not right)
SHOWN = "shown"                  # right, but only after solution() showed the answer: not earned
UNANSWERED = "unanswered"        # no answer (the ... of the hand-out, a deleted cell, a cell that never ran)
NEEDS_RUNNING = "needs_running"  # a computed answer, and the grader was told not to run learner code
STATUSES = (RIGHT, WRONG, UNREADABLE, SHOWN, UNANSWERED, NEEDS_RUNNING)


@dataclass
class Mark:
    """One question of one learner: what they answered and what the grader made of it.

    ``headline`` and ``hints`` are the feedback ``check()`` gives, in the
    assignment's language (never the answer); ``solution`` is the answer in
    words, for a teacher who asks for it; ``misconception`` the slip named.
    """

    number: int
    title: str
    status: str
    answer: str = ""
    headline: str = ""
    hints: tuple = ()
    misconception: str = ""
    solution: str = ""
    computed: bool = False       # the answer was computed by the learner's code (the notebook was run)

    @property
    def point(self) -> int | None:
        """1 right, 0 not right, None not answered (an empty cell in the CSV)."""
        if self.status == RIGHT:
            return 1
        if self.status in (WRONG, UNREADABLE, SHOWN):
            return 0
        return None


@dataclass
class LearnerResult:
    """One learner's submission as graded: who, which deal, where it came from, a mark per question."""

    learner: str
    deal: int | None = None
    id: str = ""
    email: str = ""
    source: str = ""                 # the file (or ZIP member) graded
    digest: str = ""                 # sha256 of the notebook's bytes: a changed submission is graded again
    marks: list = field(default_factory=list)
    note: str = ""

    @property
    def total(self) -> int:
        return sum(1 for m in self.marks if m.status == RIGHT)

    @property
    def out_of(self) -> int:
        return len(self.marks)

    @property
    def percent(self) -> float:
        return round(100 * self.total / self.out_of, 1) if self.out_of else 0.0

    def to_dict(self) -> dict:
        data = asdict(self)
        data["marks"] = [asdict(m) for m in self.marks]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "LearnerResult":
        """Rebuild a saved result.

        Raises:
            ValueError: for data that is not a saved result.
        """
        if not isinstance(data, dict) or not isinstance(data.get("learner"), str):
            raise ValueError("not a saved result")
        marks = []
        for m in data.get("marks", []):
            if not isinstance(m, dict) or m.get("status") not in STATUSES:
                raise ValueError("not a saved mark")
            m = dict(m, hints=tuple(m.get("hints", ())))
            marks.append(Mark(**m))
        fields_ = {k: v for k, v in data.items() if k != "marks"}
        return cls(**fields_, marks=marks)
