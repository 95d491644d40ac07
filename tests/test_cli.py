"""The command line: arrange, play, errors and help."""
import subprocess
import sys

from cardlab.__main__ import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "cardlab", *args], capture_output=True, text=True)


def test_arrange_prints_the_best_melds_and_deadwood(capsys):
    assert main(["arrange", "AS 2S 3S 7H 7D 7C KS"]) == 0
    assert capsys.readouterr().out.strip() == "[A♠ 2♠ 3♠] [7♥ 7♦ 7♣] | deadwood K♠ = 10"


def test_arrange_can_name_the_best_discard(capsys):
    assert main(["arrange", "--discard", "AC 2D 2H JH JS AH AD 2C 2S 3D JD"]) == 0
    assert "discard 3♦" in capsys.readouterr().out


def test_bad_cards_give_a_clear_error_and_exit_status_2():
    result = run("arrange", "AS 2S 1X")
    assert result.returncode == 2
    assert "'1X' is not a card" in result.stderr and "Traceback" not in result.stderr


def test_unknown_game_is_named():
    result = run("arrange", "--game", "poker", "AS")
    assert result.returncode == 2 and "'poker' is not a game" in result.stderr


def test_help_teaches_the_notation():
    result = run("arrange", "--help")
    assert result.returncode == 0 and "T also means 10" in result.stdout and "example" in result.stdout


def test_vietnamese_output(capsys):
    assert main(["--lang", "vi", "arrange", "AS 2S 3S KS"]) == 0
    assert capsys.readouterr().out.strip()
