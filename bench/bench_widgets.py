"""Widget latency in the kernel: a click → the feedback HTML updated (DESIGN.md: under 50 ms).

Measured headless, with the same handlers a browser click runs: the time
from the click (``Button.click()``, a ``.value`` change) until the widget's
HTML has been recomputed. Frontend rendering and the websocket round trip
are not included (the browser test prints those as an indication).

    python -m bench widgets
"""
from __future__ import annotations

import random

from bench.timing import summary

N_CLICKS = 400
N_GAMES = 6


def _row(name: str, times: list[float], note: str) -> dict:
    row = {"name": name, **summary(times), "note": note}
    row["per_s"] = 1e6 / row["median_us"] if row["median_us"] else None
    row["median_ms"] = row["median_us"] / 1000
    row["p99_ms"] = row["p99_us"] / 1000
    row["note"] = f"median {row['median_ms']:.1f} ms, p99 {row['p99_ms']:.1f} ms; {note}"
    return row


def _hand_builder_clicks(n: int) -> list[float]:
    """Random palette clicks (add or remove a card), hands kept between 0 and 13 cards."""
    import time

    from cardlab.cards import STANDARD_52
    from cardlab.widgets import HandBuilder

    rng = random.Random(1)
    hb = HandBuilder()
    times = []
    for _ in range(n):
        if len(hb.hand) >= 13 or (hb.hand and rng.random() < 0.3):
            card = rng.choice(hb.hand)
        else:
            card = rng.choice([c for c in STANDARD_52 if c not in hb.hand])
        button = hb.buttons[card]
        start = time.perf_counter()
        button.click()
        _ = hb.feedback_html
        times.append(time.perf_counter() - start)
    return times


def _hand_builder_typed(n: int) -> list[float]:
    """A whole 13-card hand typed in the text box (arrangement + best discard + reasons)."""
    import time

    from cardlab.cards import STANDARD_52
    from cardlab.widgets import HandBuilder

    rng = random.Random(2)
    hb = HandBuilder()
    times = []
    for _ in range(n):
        text = " ".join(str(c) for c in rng.sample(STANDARD_52, 13))
        start = time.perf_counter()
        hb.text.value = text
        _ = hb.feedback_html
        times.append(time.perf_counter() - start)
    return times


def _table_moves(games: int) -> tuple[list[float], int]:
    """Your move clicked at the table → the bots play until your turn → the table redrawn."""
    import time

    from cardlab.widgets import Table

    times = []
    moves = 0
    for seed in range(games):
        table = Table(seed=seed)
        while table.outcome is None:
            # Play sensibly (the coach's move), so hands last as long as real ones.
            wanted = table._suggest()[0]
            button = next(b for a, b in table.action_buttons if a == wanted)
            start = time.perf_counter()
            button.click()
            _ = table.board.value
            times.append(time.perf_counter() - start)
            moves += 1
    return times, moves


def _fight_inputs(n: int) -> list[float]:
    """An answer switched in the Fight calculator → the engine's outcome rendered."""
    import time

    from cardlab.widgets import FightCalculator

    fc = FightCalculator()
    times = []
    for i in range(n):
        start = time.perf_counter()
        fc.responses["B"].value = "challenge" if i % 2 == 0 else "fold"
        _ = fc.result_html
        times.append(time.perf_counter() - start)
    return times


def _replay_steps(n: int) -> list[float]:
    """One ▶ click in the replay of a finished greedy game."""
    import time

    import cardlab
    from cardlab.widgets import Replay

    replay = Replay(cardlab.play("tongits", ["greedy", "greedy", "greedy"], seed=3))
    times = []
    for _ in range(n):
        if replay.step == replay.total:
            replay.go(0)
        start = time.perf_counter()
        replay.forward_button.click()
        _ = replay.frame_html
        times.append(time.perf_counter() - start)
    return times


def run(quick: bool = False) -> list[dict]:
    n = N_CLICKS // 4 if quick else N_CLICKS
    games = 2 if quick else N_GAMES
    rows = [
        _row("widgets: hand builder palette click → feedback", _hand_builder_clicks(n),
             "arrange + deadwood + reasons (+ best discard at 13 cards)"),
        _row("widgets: hand builder 13 cards typed → feedback", _hand_builder_typed(n // 4),
             "a whole hand replaced from the text box"),
    ]
    times, moves = _table_moves(games)
    rows.append(_row("widgets: table move → bots move → redraw", times,
                     f"the coach's moves, {games} hands, {moves} clicks, two greedy bots"))
    rows.append(_row("widgets: fight calculator answer → outcome", _fight_inputs(n // 4), "seed's example"))
    rows.append(_row("widgets: replay ▶ step → table redrawn", _replay_steps(n // 4), "greedy game, seed 3"))
    return rows


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']:52} {row['note']}")
