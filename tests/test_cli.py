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


def test_arrange_with_each_game_s_rules(capsys):
    assert main(["arrange", "--game", "phom", "AS 2S 3S 7H 7D 7C KS 9D 9C QH"]) == 0
    assert "deadwood" in capsys.readouterr().out
    assert main(["arrange", "--game", "indian-rummy", "--wild", "5",
                 "3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C 9D"]) == 0
    assert "valid show" in capsys.readouterr().out


def test_wild_rank_only_for_indian_rummy():
    result = run("arrange", "--wild", "5", "AS 2S 3S")
    assert result.returncode == 2 and "--wild '5' only applies to --game indian-rummy" in result.stderr


def test_chan_wait_lists_the_winning_faces(capsys):
    assert main(["chan-wait", "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"]) == 0
    assert "Tôm 4 + Ù chì dịch 1 = 5" in capsys.readouterr().out


def test_play_prints_a_readable_log_for_every_game(capsys):
    for game in ("tongits", "phom", "indian-rummy", "chan"):
        assert main(["play", "--game", game, "--seed", "2"]) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"{game}, seed 2")
        assert "winner" in out.splitlines()[-1].lower()  # the outcome closes the log


def test_play_refuses_the_wrong_number_of_bots():
    result = run("play", "--game", "tongits", "--bots", "greedy", "random")
    assert result.returncode == 2 and "tongits needs 3 bots, got 2" in result.stderr


def test_play_takes_the_gentle_bots_of_the_games_that_have_them(capsys):
    for game, players in (("tongits", 3), ("phom", 4), ("indian-rummy", 2)):
        assert main(["play", "--game", game, "--seed", "4", "--bots", *["gentle"] * players]) == 0
        out = capsys.readouterr().out
        assert "gentle bot" in out.splitlines()[0] and "winner" in out.splitlines()[-1].lower()


def test_play_refuses_a_bot_the_game_does_not_have_naming_those_it_has():
    result = run("play", "--game", "chan", "--bots", "gentle", "greedy", "greedy", "greedy")
    assert result.returncode == 2 and "'gentle' is not a bot: expected one of random, greedy" in result.stderr
    result = run("play", "--game", "phom", "--bots", "clever", "greedy", "greedy", "greedy")
    assert "expected one of random, greedy, gentle" in result.stderr
