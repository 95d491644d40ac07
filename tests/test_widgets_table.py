"""The Tongits table, driven headless: whole hands by clicking, refusals, the coach, what you may see."""
import re
from html import unescape

import pytest

import cardlab
from cardlab import tongits
from cardlab.bots.tongits import GreedyBot
from cardlab.errors import CardlabError, InvalidRulesError

pytest.importorskip("ipywidgets")
from cardlab.widgets import Table  # noqa: E402
from cardlab.widgets.table import action_label, bot_reason  # noqa: E402


def text_of(html: str) -> str:
    # Cards are data-URI images: their alt text is what a reader sees.
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def play_first_button(table: Table, limit: int = 400) -> int:
    clicks = 0
    while table.outcome is None:
        view = table.view
        # the buttons are exactly the legal moves of your view, in the same order
        assert [a for a, _ in table.action_buttons] == list(view.legal_actions)
        assert view.legal_actions, "it is your turn whenever the widget waits for you"
        table.click(0)
        clicks += 1
        assert clicks < limit
    return clicks


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_whole_hand_played_by_clicking_the_first_legal_move_reaches_an_outcome(seed):
    table = Table(seed=seed)
    play_first_button(table)
    o = table.outcome
    assert o is table.state.outcome() and o.zero_sum
    words = text_of(table.result.value)
    assert ("You win!" in words) or ("wins" in words) or ("Nobody wins" in words)
    for reason in o.reasons:
        assert reason.text() in words
    # at the end no move is offered and every hand is shown
    assert table.action_buttons == [] and table.coach_button.disabled
    for p, cards in o.details["hands"].items():
        for c in cards:
            assert f'alt="{c.pretty}"' in table.board.value


def test_a_hand_played_by_the_coach_reaches_an_outcome_and_the_log_holds_every_move():
    table = Table(seed=4)
    while table.outcome is None:
        assert table.play_coach()
    assert len(table.log) == len(table.state.history)
    assert text_of(table.log_view.value).count("Player") >= len(table.log)


def test_bots_move_automatically_after_you():
    table = Table(seed=5)
    before = len(table.state.history)
    # draw/discard until a bot has moved
    while len(table.state.history) - before < 3 and table.outcome is None:
        table.click(len(table.action_buttons) - 1 if table.state.phase is tongits.Phase.MELD else 0)
    s = table.state
    assert s.is_terminal() or s.current_player == table.seat
    bot_moves = [a for a in s.history if a.player != table.seat]
    assert bot_moves
    assert "Since your last move" in text_of(table.coach.value) or s.is_terminal()


def test_the_coach_explains_each_bot_move_with_the_bots_reason():
    table = Table(seed=6)
    table.click(len(table.action_buttons) - 1)         # seat 0 discards on the first turn
    lines = table._bot_lines
    assert lines, "the bots moved"
    words = text_of(table.coach.value)
    for line in lines:
        assert line in words
    assert any("—" in line for line in lines)


def test_the_coach_suggests_what_the_greedy_player_would_do_from_your_view():
    table = Table(seed=7)
    bot = GreedyBot(seed=0)
    expected = bot.choose(table.view)
    assert action_label(expected) in table.coach_text
    assert bot_reason(action_label(expected), bot.last_reason) in table.coach_text
    table.coach_button.click()
    assert table.state.history[0] == expected


def test_a_typed_illegal_move_shows_the_engines_reason_and_changes_nothing():
    table = Table(seed=8)
    before = table.state.to_json()
    table.text.value = "draw"                          # seat 0 does not draw on the first turn
    verdict = table.state.why_illegal(cardlab.Action("draw", player=0))
    assert not verdict
    assert verdict.text() in table.error
    assert "is refused" in text_of(table.message.value)
    assert table.state.to_json() == before
    assert table.act("discard 1X") is False and table.state.to_json() == before
    assert table.act("sing a song") is False and table.state.to_json() == before


def test_a_typed_legal_move_is_played():
    table = Table(seed=8)
    card = table.view.hand[0]
    table.text.value = f"discard {card}"
    assert table.error == ""
    assert table.state.history[0].kind == "discard" and table.state.history[0].cards == (card,)


def test_after_the_end_no_move_is_accepted_and_new_hand_deals_again():
    table = Table(seed=9)
    play_first_button(table)
    end = table.state.to_json()
    assert table.act("draw") is False and "The hand is over" in table.error
    assert table.state.to_json() == end
    table.new_button.click()
    assert table.seed == 10 and table.state.history == []     # seat 0 opens: nothing played yet
    assert table.outcome is None and table.result.value == ""


def test_you_never_see_the_other_hands_during_play():
    table = Table(seed=11)
    for _ in range(6):
        if table.outcome is not None:
            break
        for p in (1, 2):
            for c in table.state.hands[p]:
                assert f'alt="{c.pretty}"' not in table.board.value
        for c in table.state.stock:
            assert f'alt="{c.pretty}"' not in table.board.value
        table.play_coach()


def test_your_hand_is_shown_as_its_best_arrangement():
    table = Table(seed=12)
    a = tongits.arrange(table.view.hand, table.rules)
    assert f"deadwood {a.points}" in text_of(table.board.value)
    assert "Your hand, best arrangement" in text_of(table.board.value)


def test_another_seat_lets_the_bots_open():
    table = Table(seed=13, seat=1)
    assert table.state.current_player == 1
    assert table.state.history and table.state.history[0].player == 0
    assert "Player 1 (you)" in text_of(table.board.value)


def test_rules_options_reach_the_game():
    rules = tongits.Rules(fight_timing="before_draw", ace_high_in_runs=True)
    table = Table(seed=14, rules=rules)
    assert table.state.rules is rules


def test_vietnamese_labels():
    table = Table(seed=15)
    table.language.value = "vi"
    assert "Lượt của bạn" in text_of(table._your_turn.value)
    assert "Gợi ý" in table.coach_text
    assert "Nọc" in text_of(table.board.value)


def test_static_fallback_and_repr():
    table = Table(seed=16)
    bundle = table._repr_mimebundle_()
    assert "<svg" not in bundle["text/html"] and "data:image/svg+xml;base64," in bundle["text/html"] and "Coach" in bundle["text/html"]
    assert bundle["text/plain"] == "Table(seed=16, seat=0, moves=0)"


def test_junk_arguments():
    with pytest.raises(CardlabError):
        Table(seat=3)
    with pytest.raises(CardlabError):
        Table(seed="x")
    with pytest.raises(InvalidRulesError):
        Table(rules="house")
    table = Table(seed=0)
    with pytest.raises(CardlabError):
        table.click(999)
