"""Cells the play-the-bots lessons share: a finished hand shown at four moments, then the replay widget;
and the cell that plays the start of a hand in the terminal.

Used by ``tongits_05_bots.py``, ``phom_06_bots.py``, ``indian_rummy_06_bots.py`` and ``chan_06_bots.py``
(each game names the two moves that mark its middle moments, or gives the moments itself); the cell before
them must have played the hand into ``game`` and imported ``HTML``.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import IGNORE, code, md  # noqa: E402


def replay_cells(t, first: str, second: str, moments: str | None = None) -> list:
    """The table after 0 moves, after the first ``first`` move, after the first ``second`` move and at the end
    (or at the steps of ``moments``, a line of code that sets ``moments`` from ``kinds`` and ``game``);
    then how to step through the hand, and the ``Replay`` widget."""
    if moments is None:
        moments = f'moments = [0, kinds.index("{first}") + 1, kinds.index("{second}") + 1, len(kinds)]'
    return [
        code(f"""
from cardlab.widgets import Replay

replay = Replay(game)
kinds = [action.kind for action in game.history]
{moments}
for step in moments:
    replay.go(step)
    display(HTML(replay.frame_html))
"""),
        md(t("""
### Step through it yourself

With a kernel, the replay is a widget: ◀ ▶ step one move, the slider jumps anywhere.
""", """
### Tự xem từng bước

Khi có kernel, bản xem lại là một tiện ích: ◀ ▶ lùi, tiến một nước, thanh trượt nhảy đến bất kỳ đâu.
""")),
        code("""
Replay(game)
""", IGNORE),
    ]


def terminal_code(game: str) -> str:
    """A code cell's source that plays the start of a ``game`` hand in the terminal (``cardlab play --you 0``)
    as a learner would type it: ``?`` for the coach, the first listed move twice, then ``q``."""
    return f"""
from cardlab.terminal import play_seat

typed = iter(["?", "1", "1", "q"])
lines = []


def read(prompt):
    answer = next(typed, "q")
    lines.append(prompt + answer)
    return answer


play_seat("{game}", you=0, seed=SEED, read=read, write=lines.append)
print("\\n".join(lines))
"""
