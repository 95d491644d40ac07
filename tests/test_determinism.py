"""Seeds decide everything: the same seed gives the same deal, game and exercises in any process.

Python randomises string hashing per process (PYTHONHASHSEED), so iterating
over a set of player names, say, can differ between runs; these tests run the
same seeds in processes with different hash seeds and compare.
"""
import os
import subprocess
import sys

SCRIPT = r'''
import cardlab
from cardlab.exercises import tongits_set
out = []
for seed in range(4):
    out.append(repr([q.prompt() for q in tongits_set(seed=seed).questions]))
for game, n in [("tongits", 3), ("phom", 4), ("chan", 4), ("indian-rummy", 2)]:
    for seed in range(3):
        out.append(cardlab.play(game, ["greedy"] + ["random"] * (n - 1), seed=seed).to_json())
print("\n".join(out))
'''


def run_with_hash_seed(value: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=value)
    return subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, env=env).stdout


def test_seeded_games_and_exercises_do_not_depend_on_the_hash_seed():
    first = run_with_hash_seed("1")
    assert first.count("\n") >= 16
    assert run_with_hash_seed("2") == first
    assert run_with_hash_seed("12345") == first
