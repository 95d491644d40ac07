"""``cardlab play`` for Indian Rummy and Chắn (issues #14 §5, #15 §5): watched deals of bots and a person
at the table, in both languages; ``cardlab chan-wait`` by name."""
import re

import pytest

from cardlab import chan, indian_rummy, parse_card, set_language
from cardlab.__main__ import main
from cardlab.engine import Action
from cardlab.errors import CardlabError
from cardlab.play import make_players, play
from cardlab.terminal import _option_lines, leading_move, listed_index, play_seat, read_move, watch
from test_cli_play import coach_script, run

# A Chắn card in the short notation (7N, CC) standing alone: the log names cards, it never shows codes.
CHAN_CODE = re.compile(r"(?<![\w(])(?:[2-9][VSN]|CC)(?![\w)])")


def lines_of(game, bots, seed):
    seen = []
    watch(game, bots, seed=seed, write=seen.append)
    return seen


def _entries_until(entries, kind_words):
    """The index of the first scripted entry that starts with one of ``kind_words`` or is followed by the groups."""
    return next(i for i, e in enumerate(entries) if e.split()[:1] and e.split()[0] in kind_words)


# -- watching bots: Indian Rummy ----------------------------------------------------------------------------------
def test_a_watched_indian_rummy_deal_shows_the_wild_joker_hands_moves_reasons_groups_penalties_and_totals(capsys):
    assert main(["play", "--game", "indian-rummy", "--seed", "2", "--bots", "greedy", "greedy"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "indian-rummy, seed 2: Player 0: greedy bot, Player 1: greedy bot"
    assert "  Player 0 holds 2♦ 4♠ 5♠ 5♠ 7♦ 8♠ 8♦ 9♥ 9♦ 9♣ 10♦ J♠ Q♣ (13 cards)" in lines
    assert "Wild joker: 4♠ was cut, so every 4 is a joker this deal." in lines
    # Every move says where a draw came from (the stock or the open pile) and the card drawn.
    assert "   1. Player 0: draw from the stock (8♠)" in lines
    assert lines[lines.index("   1. Player 0: draw from the stock (8♠)") + 1].strip() == \
        "draw from the stock: the open card does not help"
    assert any(re.match(r"\s+\d+\. Player 1: take 9♥ from the discard pile \(9♥\)", line) for line in lines)
    # A show names the card put face down and the groups shown, in the learner's card symbols.
    assert "  12. Player 1: show, putting 6♣ face down: 4♦ K♥ A♥ | A♣ 2♣ 3♣ 4♣ | 8♥ 9♥ 10♥ | J♠ Q♠ K♠" in lines
    end = lines[lines.index("At the end of the deal:"):]
    # Two pure sequences and a spare wild 4♠: one of them takes it, the other stays pure (equal groupings).
    assert end[1] == ("  Player 0, counted: [7♦ 8♦ 9♦ 10♦ 4♠] impure sequence · [8♣ 9♣ 10♣] pure sequence "
                      "| loose 2♦ 5♠ 5♠ 8♠ 8♠ (28 penalty points)")
    assert end[2].startswith("  Player 1, won the deal: [4♦ K♥ A♥] impure sequence") and \
        end[2].endswith("(0 penalty points)")
    assert end[3] == "Totals: Player 0 28, Player 1 0"
    assert lines[-2] == "The payments add up to 0: every point one player wins another pays."
    assert lines[-1].startswith("winner: Player 1; payments: Player 0 -28, Player 1 +28.")


def test_a_watched_indian_rummy_deal_is_the_deal_play_plays_and_the_same_for_the_same_seed():
    first = lines_of("indian-rummy", ["greedy", "random"], 7)
    assert first == lines_of("indian-rummy", ["greedy", "random"], 7)
    assert first != lines_of("indian-rummy", ["greedy", "random"], 8)
    again = play("indian-rummy", ["greedy", "random"], seed=7)
    moves = [line for line in first if re.match(r"\s*\d+\. Player", line)]
    assert len(moves) == len(again.history)


def test_a_wrong_show_between_bots_is_shown_with_its_groups_and_80_points():
    lines = lines_of("indian-rummy", ["greedy", "random"], 2)
    assert any(line.startswith("  Player 1, showed wrongly: ") and line.endswith("(80 penalty points)")
               for line in lines)
    assert lines[-3] == "Totals: Player 0 0, Player 1 80"


def test_a_watched_indian_rummy_deal_in_vietnamese():
    set_language("vi")
    try:
        lines = lines_of("indian-rummy", ["greedy", "greedy"], 2)
    finally:
        set_language("en")
    text = "\n".join(lines)
    assert "Joker chỉ định: lá 4♠ được lật, nên mọi lá 4 là joker trong ván này." in lines
    assert "Người chơi 0: bốc từ nọc (8♠)" in text and "lấy 9♥ từ bài bỏ" in text
    assert "khai bài, úp lá 6♣" in text and "Cuối ván:" in lines
    assert "dãy thuần" in text and "dãy có joker" in text and "(28 điểm phạt)" in text
    assert "Tổng điểm: Người chơi 0 28, Người chơi 1 0" in lines
    for english in ("Player", "draw", "show", "penalty", "Totals", "sequence", "loose", "phỏm"):
        assert english not in text


# -- watching bots: Chắn ------------------------------------------------------------------------------------------
def test_a_watched_chan_deal_names_every_card_the_dealer_the_laid_down_pairs_and_the_end(capsys):
    assert main(["play", "--game", "chan", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert "  Player 1 holds Tam vạn, Tam vạn, Tam sách, Tam sách, Tứ sách, Ngũ vạn, Ngũ vạn, Ngũ sách, Ngũ văn, " \
           "Ngũ văn, Lục sách, Lục sách, Thất văn, Thất văn, Bát sách, Cửu vạn, Cửu sách, Cửu văn, Chi chi " \
           "(19 cards)" in lines
    assert "Dealer: Player 0 (20 cards, discards first)." in lines
    # The bot's reason names the card as the move does: one notation in the whole log.
    assert "   1. Player 0: discard Lục vạn" in lines
    assert lines[lines.index("   1. Player 0: discard Lục vạn") + 1].strip() == \
        "discard Lục vạn: the card whose loss hurts the hand least (3 copies unseen)"
    assert "; laid down: [Chắn Nhị văn, Nhị văn]" in out
    end = lines[lines.index("At the end of the deal:"):]
    assert len([line for line in end if line.startswith("  Player ")]) == 4
    assert lines[-1].startswith("winner: Player 0; payments: Player 0 +15") and "Tôm 4 + Ù chì dịch 1 = 5" in lines[-1]
    assert not CHAN_CODE.search(out.split("\n", 1)[1]), CHAN_CODE.search(out.split("\n", 1)[1])


def test_a_watched_chan_deal_is_the_same_for_the_same_seed_and_in_vietnamese_speaks_vietnamese():
    assert lines_of("chan", ["greedy"] * 4, 5) == lines_of("chan", ["greedy"] * 4, 5)
    set_language("vi")
    try:
        lines = lines_of("chan", ["greedy", "random", "random", "random"], 2)
    finally:
        set_language("en")
    text = "\n".join(lines)
    assert "Nhà cái: Người chơi 0 (20 lá, đánh trước)." in lines
    assert "đánh Lục vạn: bỏ lá này bài ít bị ảnh hưởng nhất (còn 3 lá chưa thấy)" in text
    assert "; đã hạ: [Chắn Nhị văn, Nhị văn]" in text and "Cuối ván:" in lines
    for english in ("Player", "holds", "discard", "laid down", "Dealer", "winner"):
        assert english not in text


# -- a person at an Indian Rummy table ----------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "vi"])
def test_you_play_a_whole_indian_rummy_deal_to_a_show_with_the_coach_and_wrong_entries(language):
    # Seed 5: the coach's moves win the deal with a valid show. In English the show takes the engine's best
    # grouping (an empty line), in Vietnamese the person types their own groups.
    entries, bot_hands, bot_reasons = coach_script("indian-rummy", 5, language=language,
                                                   typed_groups=language == "vi")
    # Before the first draw: the coach, junk, a number out of range, a discard before drawing (refused);
    # after it, a drop (refused: a drop comes before drawing).
    script = ["?", "xyz", "99", "discard 2C", entries[0], "drop"] + entries[1:]
    result = run(["--lang", language, "play", "--game", "indian-rummy", "--seed", "5", "--you", "0"],
                 "\n".join(script) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    lines = out.splitlines()
    assert not any(hand in out for hand in bot_hands)
    # A reason that names no card ("draw from the stock: the open card does not help") is also the coach's
    # advice to the person; the ones naming cards would tell what a bot holds.
    assert not any(reason in out for reason in bot_reasons if re.search("[♠♥♦♣]", reason))
    if language == "en":
        assert lines[0].startswith("You play Player 0 (you).")
        assert "Wild joker: " in out and "Your hand: " in out and "(13 cards)" in out
        assert "Coach: You could draw from the stock" in out
        assert "'xyz' is not one of your moves" in out and "There is no move '99'" in out
        assert "'discard 2C' cannot be played now: draw first" in out.replace("Draw first", "draw first")
        assert "'drop' cannot be played now: " in out
        assert "You show with 9♣ face down. The best grouping of your other 13 cards: " in out
        assert "(you): show, putting 9♣ face down" in out
        assert "  Player 0 (you), won the deal: [3♥ 4♥ 5♥] pure sequence" in out
        assert "Totals: Player 0 (you) 0, Player 1 25" in lines
        assert lines[-1].startswith("winner: Player 0 (you); payments: Player 0 (you) +25, Player 1 -25.")
    else:
        assert lines[0].startswith("Bạn chơi Người chơi 0 (bạn).")
        assert "Joker chỉ định: " in out and "Bài trên tay bạn: " in out and "(13 lá)" in out
        assert "Người hướng dẫn: Bạn nên bốc từ nọc" in out
        assert "Không đi được 'drop' lúc này: " in out
        assert "Bạn khai bài, úp lá 9♣." in out
        assert "(bạn), đã thắng ván: " in out and "Tổng điểm: Người chơi 0 (bạn) 0, Người chơi 1 25" in lines
        assert lines[-1].startswith("người thắng: Người chơi 0 (bạn)")
        for english in ("Your ", "Coach", "Player", "cards", "winner", "show", "stock", "penalty"):
            assert english not in out.replace("discard 2C", "")


def test_a_show_grouped_wrongly_is_named_and_taken_back_unless_confirmed_and_bad_groups_are_asked_again():
    entries, _, _ = coach_script("indian-rummy", 5)
    show = _entries_until(entries, ("show",)) if any(e.startswith("show") for e in entries) else len(entries) - 2
    before = entries[:show]
    script = before + ["show 9C",
                       "3H 4H 5X",              # unreadable: asked again
                       "2S 3S 4S",              # cards not held: refused, asked again
                       "3H 4H 5H", "2",         # a wrong show: named, not confirmed, taken back
                       "show 9C", "0",          # taken back at once
                       "show 9C", "\n"]         # Enter: the engine's best grouping, a valid show
    seen, typed = [], iter(script)
    play_seat("indian-rummy", 0, seed=5, read=lambda prompt: next(typed, ""), write=seen.append)
    text = "\n".join(seen)
    assert "'5X' is not a card" in text
    assert "'2S 3S 4S' cannot be played now: " in text
    assert "This would be a wrong show: " in text and "It costs 80 points." in text
    assert text.count("You took the show back: choose your move again.") == 2
    assert "  Player 0 (you), won the deal: " in text and seen[-1].startswith("winner: Player 0 (you)")


def test_a_wrong_show_the_person_confirms_costs_80_points():
    seen, typed = [], iter(["1", "show 2D", "7D 8D 9D 10D", "1"])
    play_seat("indian-rummy", 0, seed=2, read=lambda prompt: next(typed, ""), write=seen.append)
    text = "\n".join(seen)
    assert "This would be a wrong show: " in text
    assert "  Player 0 (you), showed wrongly: " in text and "(80 penalty points)" in text
    assert seen[-1].startswith("winner: Player 1; payments: Player 0 (you) -80, Player 1 +80.")


def test_indian_rummy_short_moves_in_either_language():
    state = indian_rummy.new_game(seed=2)
    legal = state.legal_actions()
    assert read_move(state, 0, "draw") == read_move(state, 0, "bốc") == read_move(state, 0, "boc noc") == legal[0]
    assert read_move(state, 0, "take") == read_move(state, 0, "lấy QC") == legal[1]
    assert read_move(state, 0, "bỏ cuộc") == read_move(state, 0, "drop") == legal[2]
    with pytest.raises(CardlabError, match="'take 2D' cannot be played now: "):
        read_move(state, 0, "take 2D")
    state.apply(legal[0])
    assert read_move(state, 0, "đánh 2♦") == Action("discard", (parse_card("2D"),), None, 0)
    assert read_move(state, 0, "show 2D").kind == "declare"
    grouped = read_move(state, 0, "show 2D: 5S 5S 4S")
    assert grouped.target == "5S 5S 4S" and listed_index(state.legal_actions(), grouped) >= 0


def test_indian_rummy_bad_cards_in_a_typed_move_are_quoted_in_either_language():
    state = indian_rummy.new_game(seed=2)
    with pytest.raises(CardlabError, match="'9X' is not a card"):
        read_move(state, 0, "take 9X")
    state.apply(state.legal_actions()[0])
    set_language("vi")
    try:
        with pytest.raises(CardlabError) as info:
            read_move(state, 0, "khai 9X")
        assert "'9X'" in str(info.value) and "không phải" in str(info.value)
    finally:
        set_language("en")


# -- a person at a Chắn table --------------------------------------------------------------------------------------
def test_you_play_a_whole_chan_deal_with_a_chiu_out_of_turn_and_wrong_entries():
    # Seed 1: the coach's moves include a Chíu of Ngũ vạn discarded by Player 1, out of turn.
    entries, bot_hands, bot_reasons = coach_script("chan", 1)
    script = ["?", "xyz", "99", "đánh Nhị vạn"] + entries
    result = run(["play", "--game", "chan", "--seed", "1", "--you", "0"], "\n".join(script) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    lines = out.splitlines()
    assert not any(hand in out for hand in bot_hands) and not any(reason in out for reason in bot_reasons)
    assert "Stock 21 cards; dealer: Player 1" in lines and "On offer: Chi chi, discarded by Player 3" in lines
    assert "Your hand: Nhị sách, Nhị văn, Nhị văn, Tam sách, Tam văn, Ngũ vạn, Ngũ vạn, Ngũ vạn, Ngũ văn, " \
           "Lục vạn, Lục vạn, Lục sách, Thất sách, Thất sách, Bát văn, Bát văn, Cửu vạn, Cửu sách, Chi chi (19 cards)" \
           in lines
    assert "Coach: You could capture Chi chi: it makes a Chắn with the Chi chi in your hand " \
           "(move 1: chắn Chi chi Chi chi)" in lines
    assert "'đánh Nhị vạn' cannot be played now: capture the card or turn up a stock card" not in out
    assert "'đánh Nhị vạn' cannot be played now: " in out
    # The Chíu out of turn: Player 1 discarded, Player 0 (you) takes it before Player 2's turn.
    chiu = next(i for i, line in enumerate(lines) if "Player 0 (you): chíu Ngũ vạn" in line)
    discard = max(i for i, line in enumerate(lines[:chiu]) if "Player 1: discard Ngũ vạn" in line)
    assert "Player 0 (you) to act: claim the card (win or Chíu) or let it go" in lines[discard:chiu]
    assert lines[-1].startswith("winner: ") and "At the end of the deal:" in lines
    assert not CHAN_CODE.search(out.replace("discard 2C", ""))


def test_you_play_a_whole_chan_deal_to_a_win_in_vietnamese():
    entries, bot_hands, _ = coach_script("chan", 3, language="vi")
    script = ["?", "chíu", "bỏ cuộc"] + entries
    result = run(["--lang", "vi", "play", "--game", "chan", "--seed", "3", "--you", "0"], "\n".join(script) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    lines = out.splitlines()
    assert not any(hand in out for hand in bot_hands)
    assert "Lá đang được mời: " in out and "Bài trên tay bạn: " in out and "Người hướng dẫn: Bạn " in out
    assert "Không đi được 'chíu' lúc này: " in out and "'bỏ cuộc' không phải nước đi của bạn" in out
    assert any("Người chơi 0 (bạn): báo Ù" in line for line in lines)
    assert "  Người chơi 0 (bạn): trên tay " in out and lines[-1].startswith("người thắng: Người chơi 0 (bạn)")
    # Only the winner's cards and the person's own are shown at the end: a loser's hand stays concealed.
    assert len([line for line in lines[lines.index("Cuối ván:"):] if line.startswith("  Người chơi")]) == 1
    for english in ("Your ", "Coach", "Player", "cards", "winner", "On offer", "discard "):
        assert english not in out


def test_chan_short_moves_name_cards_by_code_or_name_and_refusals_quote_the_rule():
    state = chan.new_game(seed=1)
    bots = make_players(chan, ["greedy"] * 4, 1)  # the table of `cardlab play --game chan --seed 1 --you 0`
    while state.current_player != 0:
        state.apply(bots[state.current_player].choose(state.view(state.current_player)))
    legal = state.legal_actions()
    assert read_move(state, 0, "chắn") == read_move(state, 0, "chan CC") == read_move(state, 0, "ăn") == legal[0]
    assert read_move(state, 0, "bốc") == read_move(state, 0, "pass") == legal[1]
    with pytest.raises(CardlabError, match="'cạ Tam sách' cannot be played now: "):
        read_move(state, 0, "cạ Tam sách")
    with pytest.raises(CardlabError, match="'7X' is not"):
        read_move(state, 0, "đánh 7X")
    state.apply(legal[0])
    assert read_move(state, 0, "đánh tam văn") == read_move(state, 0, "discard 3N")
    with pytest.raises(CardlabError, match="'discard Nhị văn' cannot be played now: .*identical pair"):
        read_move(state, 0, "discard Nhị văn")


# -- shared pieces ---------------------------------------------------------------------------------------------------
def test_a_short_move_takes_the_longest_phrase_so_bo_cuoc_is_not_bo():
    phrases = {"bo": "leave", "bo cuoc": "drop"}
    assert leading_move("Bỏ cuộc ngay", phrases) == ("drop", "ngay")
    assert leading_move("bỏ 7N", phrases) == ("leave", "7N")
    assert leading_move("xyz 7N", phrases) == (None, "xyz 7N")


def test_a_long_list_of_moves_is_laid_out_in_columns_numbered_down_each_column():
    state = indian_rummy.new_game(seed=5)
    state.apply(state.legal_actions()[0])
    lines = _option_lines(state.legal_actions())
    n = len(state.legal_actions())
    assert n > 12 and len(lines) == (n + 1) // 2
    assert lines[0].startswith("  1. discard ") and f"{len(lines) + 1}. " in lines[0]
    few = _option_lines(state.legal_actions()[:5])
    assert few == [f"  {i}. {a.describe()}" for i, a in enumerate(state.legal_actions()[:5], 1)]


def test_chan_wait_names_the_waiting_cards_in_either_language(capsys):
    hand = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"
    assert main(["chan-wait", hand]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "This hand waits for 3 cards: Thất vạn, Thất sách, Thất văn"
    assert lines[3] == "7N (Thất văn): Tôm 4 = 4; at your own gate Tôm 4 + Ù chì dịch 1 = 5"
    assert main(["--lang", "vi", "chan-wait", hand]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Bài này chờ 3 lá: Thất vạn, Thất sách, Thất văn"


def test_chan_wait_bad_input_is_quoted_in_vietnamese():
    result = run(["--lang", "vi", "chan-wait", "3V 7X"])
    assert result.returncode == 2 and "'7X'" in result.stderr.decode() and "lỗi" in result.stderr.decode()


def test_indian_rummy_is_also_named_with_an_underscore_as_its_module_is(capsys):
    assert main(["play", "--game", "indian_rummy", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("indian_rummy, seed 1: ") and any(line.startswith("Wild joker: ") for line in lines)
