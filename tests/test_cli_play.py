"""``cardlab play``: a watched hand of bots (hands, reasons, the end) and ``--you``, a person at the table."""
import os
import re
import subprocess
import sys

import pytest

import cardlab
from cardlab import phom, set_language
from cardlab.__main__ import main
from cardlab.errors import CardlabError
from cardlab.play import game_module, make_players, play
from cardlab.terminal import cards_text, coach_move, listed_index, play_seat, read_move, watch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(cardlab.__file__)))


def run(args, stdin="", encoding=None):
    env = dict(os.environ, PYTHONPATH=ROOT)
    if encoding:
        env["PYTHONIOENCODING"] = encoding
    return subprocess.run([sys.executable, "-m", "cardlab", *args], input=stdin.encode(), capture_output=True,
                          env=env, timeout=120)


def typed_words(game, action, language="en"):
    """How a person could type ``action`` in words: the listed notation in letters, or a game's short form
    (Indian Rummy's in ``language``).

    An Indian Rummy show is typed ``show 9D`` / ``khai 9D``; its groups are asked next (see :func:`coach_script`).
    """
    letters = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})
    cards = [str(c) for c in action.cards]
    if game == "indian-rummy":
        words = {"en": {"declare": "show", "pile": "take", "stock": "draw"},
                 "vi": {"declare": "khai", "discard": "đánh", "drop": "bỏ cuộc", "pile": "lấy", "stock": "bốc"}}[language]
        if action.kind == "draw":
            return words["pile" if action.cards else "stock"]
        return " ".join([words.get(action.kind, action.kind)] + cards)
    if game == "chan":
        short = {"chan": "chắn", "chiu": "chiu", "u": "ù", "draw": "bốc", "leave": "leave", "decline": "pass"}
        if action.kind in short:
            return short[action.kind]
        if action.kind == "ca":
            return "cạ " + action.cards[1].name  # the card from the hand, by name
        return "đánh " + action.cards[0].name.lower()
    return " ".join([action.kind.replace("_", " ")] + cards).translate(letters)


def coach_script(game, seed, you=0, bots=None, language="en", typed_groups=False):
    """Replay the hand the CLI will play when every entry is the coach's move.

    Returns (entries, bot_hands, bot_reasons): the lines to type (the move's number, or its
    words every other time), every hand a bot held when it acted, and every reason a
    bot gave, which the learner must never see. An Indian Rummy show is followed by its groups:
    the coach's typed out (``typed_groups``) or an empty line, which accepts the engine's best grouping.
    """
    set_language(language)
    try:
        module = game_module(game)
        state = module.new_game(seed=seed)
        others = bots or ["greedy"] * (state.players - 1)
        table = make_players(module, others[:you] + ["random"] + others[you:], seed)
        entries, hands, reasons = [], set(), set()
        while not state.is_terminal():
            p = state.current_player
            view = state.view(p)
            if p == you:
                action, _ = coach_move(module, view)
                legal = list(view.legal_actions)
                if len(entries) % 2 and (action.cards or game in ("indian-rummy", "chan")):
                    entries.append(typed_words(game, action, language))
                else:
                    entries.append(str(listed_index(legal, action) + 1))
                if action.kind == "declare":
                    entries.append(action.target if typed_groups else "")
            else:
                hands.add(cards_text(state.hands[p]))
                action = table[p].choose(view)
                if table[p].last_reason:
                    reasons.add(table[p].last_reason)
            state.apply(action)
        return entries, hands, reasons
    finally:
        set_language("en")


# -- watching bots -----------------------------------------------------------------------------------------------
def test_a_watched_phom_hand_shows_the_deal_each_hand_each_reason_and_the_summary(capsys):
    assert main(["play", "--game", "phom", "--seed", "3", "--bots", "greedy", "greedy", "greedy", "greedy"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("phom, seed 3") and lines[1] == "The deal:"
    assert "  Player 0 holds A♥ A♦ 3♦ 4♠ 4♦ 7♥ 10♥ J♠ J♦ K♣ (10 cards)" in lines
    assert "Round 1" in lines and "Round 4" in lines
    assert "Player 3 holds" in out.split("Round 2")[1]  # each turn opens with the hand of the player to act
    # The bot's reason under its move, the drawn card named, the laid-down phỏm at the end.
    assert "   1. Player 0: discard K♣" in lines
    assert lines[lines.index("   1. Player 0: discard K♣") + 1].strip().startswith("Discard K♣: it keeps my phỏm")
    assert "Player 0: draw (9♠)" in out
    assert "  Player 0 laid down [A♠ A♥ A♦ A♣]; left in hand 2♣ 3♦ 4♠ 4♦ 7♥ 9♠" in lines
    assert lines[-2] == "The payments add up to 0: every point one player wins another pays."
    assert lines[-1].startswith("winner: Player 1; payments: Player 0 -2, Player 1 +6, Player 2 -1, Player 3 -3.")


def test_the_watched_hand_is_the_hand_play_plays():
    seen = []
    state = watch("phom", ["greedy", "random", "random", "random"], seed=5, write=seen.append)
    again = play("phom", ["greedy", "random", "random", "random"], seed=5)
    assert [str(a) for a in state.history] == [str(a) for a in again.history]
    moves = [line for line in seen if re.match(r"\s*\d+\. Player", line)]
    assert len(moves) == len(again.history)


def test_a_watched_hand_names_eaten_cards_and_their_payment(capsys):
    assert main(["play", "--game", "phom", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Player 0: eat A♣ from Player 1" in out
    assert "Player 0 ate the chốt A♣ from Player 1 in round 4 (card number 1): Player 1 pays 4" in out
    assert "The payments add up to 0" in out


def test_a_watched_hand_shows_eaten_cards_held_in_the_hand_line():
    found = False
    for seed in range(12):
        lines = []
        watch("phom", ["greedy"] * 4, seed=seed, write=lines.append)
        if any("; eaten: " in line for line in lines):
            found = True
            break
    assert found


def test_a_watched_hand_in_vietnamese(capsys):
    assert main(["--lang", "vi", "play", "--game", "phom", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Bài được chia:" in out and "Vòng 1" in out and "Người chơi 0 có" in out and "(10 lá)" in out
    assert "Cuối ván:" in out and "Tổng các khoản tiền là 0" in out
    assert "người thắng: Người chơi 0" in out.splitlines()[-1]
    for english in ("holds", "Round", "The deal", "laid down", "add up"):
        assert english not in out


def test_a_watched_hand_on_an_ascii_terminal_prints_cards_in_letters():
    result = run(["--lang", "vi", "play", "--game", "phom", "--seed", "3"], encoding="ascii")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("ascii")
    assert "Nguoi choi 0 co AH AD 3D 4S 4D 7H 10H JS JD KC (10 la)" in out


# -- reading a typed move ----------------------------------------------------------------------------------------
def test_a_move_is_typed_by_number_notation_in_letters_or_words_in_either_language():
    state = phom.new_game(seed=3)
    legal = state.legal_actions()
    assert read_move(state, 0, "10") == legal[9]
    assert read_move(state, 0, "discard kc") == read_move(state, 0, "Discard K♣") == legal[9]
    set_language("vi")
    try:
        assert read_move(state, 0, "đánh K♣") == legal[9]
    finally:
        set_language("en")


def test_a_laid_down_phom_may_be_typed_in_any_card_order():
    state = phom.new_game(seed=3)
    for action in play("phom", ["greedy"] * 4, seed=3).history:
        if action.kind == "lay_down":
            break
        state.apply(action)
    typed = "lay down " + " ".join(str(c) for c in reversed(action.cards))
    assert read_move(state, state.current_player, typed) == action


def test_a_number_not_in_the_list_is_refused_with_the_range():
    state = phom.new_game(seed=3)
    with pytest.raises(CardlabError, match="There is no move '11': type a number from 1 to 10"):
        read_move(state, 0, "11")


def test_a_move_the_rules_refuse_is_explained_by_the_rule():
    state = phom.new_game(seed=3)
    with pytest.raises(CardlabError, match="'discard 2C' cannot be played now: 2♣ is not in your hand"):
        read_move(state, 0, "discard 2C")


def test_an_entry_that_is_no_move_lists_what_may_be_typed():
    state = phom.new_game(seed=3)
    with pytest.raises(CardlabError, match="'xyz' is not one of your moves: type a number from 1 to 10"):
        read_move(state, 0, "xyz")


# -- a person at the table ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "vi"])
def test_you_play_a_whole_phom_hand_with_the_coach_s_moves_and_see_no_bot_s_hand(language):
    entries, bot_hands, bot_reasons = coach_script("phom", 3, language=language)
    # Wrong entries first: each is explained and the same decision is asked again.
    script = ["?", "xyz", "99", "discard 2C"] + entries
    result = run(["--lang", language, "play", "--game", "phom", "--seed", "3", "--you", "0"], "\n".join(script) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    lines = out.splitlines()
    assert not any(hand in out for hand in bot_hands)
    assert not any(reason in out for reason in bot_reasons)
    if language == "en":
        assert lines[0].startswith("You play Player 0 (you).")
        assert "Your hand: A♥ A♦ 3♦ 4♠ 4♦ 7♥ 10♥ J♠ J♦ K♣ (10 cards)" in lines
        assert "Coach: You could discard K♣: it keeps your phỏm and pairs, leaving 52 deadwood points. " \
               "(move 10: discard K♣)" in lines
        assert "'xyz' is not one of your moves" in out and "There is no move '99'" in out
        assert "'discard 2C' cannot be played now: 2♣ is not in your hand." in out
        assert "   1. Player 0 (you): discard K♣" in lines
        assert "The payments add up to 0" in out and "Player 0 (you)" in lines[-1]
        assert lines[-1].startswith("winner: ")
    else:
        assert lines[0].startswith("Bạn chơi Người chơi 0 (bạn).")
        assert "Bài trên tay bạn: A♥ A♦ 3♦ 4♠ 4♦ 7♥ 10♥ J♠ J♦ K♣ (10 lá)" in lines
        assert "Người hướng dẫn: Bạn có thể đánh K♣" in out
        assert "'xyz' không phải nước đi của bạn" in out and "Không có nước số '99'" in out
        assert "Không đi được 'discard 2C' lúc này: 2♣ không có trên tay bạn." in out
        assert "Tổng các khoản tiền là 0" in out and lines[-1].startswith("người thắng: ")
        for english in ("Your ", "Coach", "Player", "cards", "winner", "discard "):
            assert english not in out.replace("discard 2C", "")
    # The whole hand was played: every scripted move was used and nothing was left unread.
    assert out.count("(you): " if language == "en" else "(bạn): ") >= len(entries)


def test_q_leaves_the_hand_keeping_count_after_a_wrong_entry():
    entries, _, _ = coach_script("phom", 3)
    script = entries[:3] + ["discard 2C", "q"]
    result = run(["play", "--game", "phom", "--seed", "3", "--you", "0"], "\n".join(script) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert "'discard 2C' cannot be played now" in out
    assert out.splitlines()[-1] == "You left the hand after 3 moves."
    assert "winner" not in out


def test_the_end_of_input_leaves_the_hand():
    seen = []
    moves = play_seat("phom", 0, seed=3, read=lambda prompt: "", write=seen.append)
    assert moves == 0 and seen[-1] == "No more input: you left the hand."


def test_coach_option_shows_advice_at_every_decision():
    entries, _, _ = coach_script("phom", 3)
    result = run(["play", "--game", "phom", "--seed", "3", "--you", "0", "--coach"], "\n".join(entries) + "\n")
    out = result.stdout.decode()
    assert result.returncode == 0 and out.count("Coach: ") == out.count("Your moves:") == len(entries)


def test_you_option_plays_another_seat_against_the_named_bots():
    seen, typed = [], iter(["q"])
    play_seat("phom", 2, ["random", "random", "greedy"], seed=4, read=lambda prompt: next(typed), write=seen.append)
    assert any(line.startswith("Player 2 (you) to act") for line in seen)
    assert "Player 2 (you)" in seen[0]


def test_you_option_plays_tongits_too():
    entries, bot_hands, bot_reasons = coach_script("tongits", 3)
    result = run(["play", "--game", "tongits", "--seed", "3", "--you", "0"], "\n".join(entries) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert "Your hand: A♥ A♦ 3♦ 4♠ 4♦ 7♠ 7♥ 7♦ 10♥ J♠ J♦ Q♠ K♣ (13 cards)" in out
    assert out.splitlines()[-1].startswith("winner: ")
    assert not any(hand in out for hand in bot_hands) and not any(reason in out for reason in bot_reasons)


def test_you_option_on_an_ascii_terminal():
    result = run(["--lang", "vi", "play", "--game", "phom", "--seed", "3", "--you", "0"], "?\nq\n", encoding="ascii")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("ascii")
    assert "Bai tren tay ban: AH AD 3D 4S 4D 7H 10H JS JD KC (10 la)" in out and "Nguoi huong dan:" in out


def test_you_option_refuses_a_seat_not_at_the_table_and_the_wrong_bot_count():
    result = run(["play", "--game", "phom", "--you", "4"])
    assert result.returncode == 2 and b"--you=4: expected a seat from 0 to 3" in result.stderr
    result = run(["play", "--game", "phom", "--you", "0", "--bots", "greedy"])
    assert result.returncode == 2 and b"phom needs 3 bots, got 1" in result.stderr
