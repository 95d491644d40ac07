"""Checks every game's exercise tests share: feedback gathered over wrong tries and hints, numbers given
away, graduated hint steps, slips named only for wrong values."""
import re

from cardlab.exercises import core


def norm(text: str) -> str:
    return text.strip().rstrip(".").lower()


def feedback_over_tries(q, wrong_answers, tries: int = 3, hints: int = 4) -> list:
    """The hints of ``tries`` checks of each wrong answer, then of ``hints`` calls to ``hint()``; each check
    must be wrong."""
    seen = []
    for answer in wrong_answers:
        for _ in range(tries):
            feedback = q.check(answer)
            assert not feedback.correct, (q.key, answer)
            seen.append(feedback.hints)
    return seen + [q.hint().hints for _ in range(hints)]


def number_given(q, hints) -> bool:
    """Whether a hint other than the rule states the expected number."""
    pattern = re.compile(rf"(?<![\d×+-]){abs(q.expected)}(?!\d)")
    rule = norm(q.hint_steps()[0])
    return any(pattern.search(h) for h in hints if norm(h) != rule and ".solution()" not in h)


def check_hint_steps(q) -> None:
    """At least two distinct steps, the rule first; ``hint()`` shows them one more at a time."""
    steps = q.hint_steps()
    assert len(steps) >= 2 and all(steps) and len(set(steps)) == len(steps)
    assert steps[0].startswith("The rule to look at")
    shown = [q.hint() for _ in range(len(steps))]
    assert shown[0].hints == (core.sentence(steps[0]),)
    assert len(shown[-1].hints) == len(steps) + 1


def check_slips(q, right, wrong_answers) -> None:
    """A right answer names no slip; a slip is named for a wrong value only."""
    feedback = q.check(right)
    assert feedback.correct and not any("common slip" in h for h in feedback.hints), q.key
    for answer in wrong_answers:
        value = q.read(answer)
        if q.misconception(value):
            assert not q.judge(value)
