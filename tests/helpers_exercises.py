"""Helpers shared by the tests of each game's exercises (``from helpers_exercises import ...``).

Each game's test module says how to answer its questions wrongly and rightly and what would give an
answer away; these helpers run the checks every game's questions must pass.
"""
import re

from cardlab.exercises import core


def norm(text: str) -> str:
    """A hint compared loosely: no surrounding space, no final full stop, lower case."""
    return text.strip().rstrip(".").lower()


def number_given(q, hints) -> bool:
    """Whether a hint other than the rule itself (or the call that shows the answer) states ``q``'s number."""
    pattern = re.compile(rf"(?<![\d×+-]){abs(q.expected)}(?!\d)")
    rule = norm(q.hint_steps()[0])
    return any(pattern.search(h) for h in hints if norm(h) != rule and ".solution()" not in h)


def feedback_seen(q, wrong_answers, seed) -> list:
    """The hints of three tries of every wrong answer, then of four calls to ``hint()``; each try must be ✘."""
    seen = []
    for answer in wrong_answers:
        for _ in range(3):
            feedback = q.check(answer)
            assert not feedback.correct, (q.key, seed, answer)
            seen.append(feedback.hints)
    return seen + [q.hint().hints for _ in range(4)]


def check_hint_steps(q) -> None:
    """At least two distinct steps, the rule first; ``hint()`` shows them one at a time, then says it was the last."""
    steps = q.hint_steps()
    assert len(steps) >= 2 and all(steps) and len(set(steps)) == len(steps)
    assert steps[0].startswith("The rule to look at")
    shown = [q.hint() for _ in range(len(steps))]
    assert shown[0].hints == (core.sentence(steps[0]),)
    assert len(shown[-1].hints) == len(steps) + 1


def check_slips_named_only_when_wrong(q, right, wrong_answers, seed) -> None:
    """A right answer names no slip, and a slip is named only for a value that is wrong."""
    feedback = q.check(right)
    assert feedback.correct and not any("common slip" in h for h in feedback.hints), (q.key, seed)
    for answer in wrong_answers:
        value = q.read(answer)
        if q.misconception(value):
            assert not q.judge(value), (q.key, seed, answer)
