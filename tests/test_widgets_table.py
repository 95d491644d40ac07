"""The Tongits table, driven headless: whole hands by clicking, refusals, the coach, what you may see."""
import dataclasses
import re
from html import unescape

import pytest

import cardlab
from cardlab import tongits
from cardlab.cards import STANDARD_52
from cardlab.bots.tongits import GentleBot, GreedyBot, turns_played
from cardlab.errors import CardlabError, InvalidRulesError

pytest.importorskip("ipywidgets")
from cardlab.widgets import Table  # noqa: E402
from cardlab.widgets.table import action_label  # noqa: E402


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
    assert "Since your last move" in text_of(table.since.value) or s.is_terminal()


def test_the_bots_moves_since_yours_are_listed_without_their_private_reasons():
    table = Table(seed=6)
    table.click(len(table.action_buttons) - 1)         # seat 0 discards on the first turn
    words = text_of(table.since.value)
    bot_moves = table.state.history[1:]
    assert bot_moves, "the bots moved"
    for a in bot_moves:
        assert f"Player {a.player}: {action_label(a)}" in words
    # a bot's own reason quotes its deadwood, which nobody at the table may see
    assert "deadwood" not in words and "my " not in words


def test_the_log_never_shows_a_bots_deadwood_and_the_title_no_deal_number():
    for seed in (0, 3, 5):
        table = Table(seed=seed, bots="greedy")
        while table.outcome is None:
            shown = text_of(table.log_view.value + table.since.value + table.title.value + table.warning.value)
            assert "deadwood" not in shown.replace("the lowest deadwood wins", "").replace(
                "they judge their deadwood low enough to win", "")
            assert "seed" not in shown.lower() and str(table.state.seed) not in text_of(table.title.value)
            table.play_coach()
        assert "seed" not in repr(table)


def test_new_hands_are_dealt_from_numbers_nobody_sees():
    table = Table(seed=9)
    deals = set()
    for _ in range(3):
        table.new_button.click()
        assert table.state.seed not in (9, 10, 11, 12)
        deals.add(tuple(map(str, table.state.hands[0])))
    assert len(deals) == 3 and table.hands_dealt == 4
    assert "hand 4" in text_of(table.title.value)


def test_the_coach_suggests_what_the_greedy_player_would_do_from_your_view():
    table = Table(seed=7)
    bot = GreedyBot(seed=0)
    expected = bot.choose(table.view)
    assert table.coach_text == bot.advice()
    table.coach_button.click()
    assert table.state.history[0] == expected


def test_the_coach_speaks_to_you_not_as_the_bot():
    table = Table(seed=7)
    assert table.coach_text.startswith("you ") and " my " not in f" {table.coach_text} "
    assert "Coach" in text_of(table.coach.value)
    table.language.value = "vi"
    try:
        assert table.coach_text.startswith("bạn ") and " tôi " not in f" {table.coach_text} "
        assert "Người hướng dẫn" in text_of(table.coach.value)
    finally:
        table.language.value = "en"


def test_legal_moves_are_grouped_by_kind_with_short_labels():
    table = Table(seed=5)
    groups = [text_of(row.children[0].value) for row in table.actions_box.children]
    assert groups == ["Expose a meld", "Discard (ends your turn)"]
    exposes = [(a, b.description) for a, b in table.action_buttons if a.kind == "expose"]
    assert exposes            # the group names the kind: each button shows just the meld's cards
    for a, label in exposes:
        assert label == " ".join(c.pretty for c in a.cards)
    table.act(f"discard {table.view.hand[-1]}")
    assert table.state.phase is tongits.Phase.DRAW and table.state.current_player == 0
    assert [b.description for a, b in table.action_buttons if a.kind == "draw"] == ["draw from the stock"]
    assert text_of(table.actions_box.children[0].children[0].value) == "Draw or chow"


def test_gentle_bots_never_fight_before_everyone_has_had_three_turns():
    fights = 0
    for seed in range(6):
        table = Table(seed=seed)                     # gentle by default
        while table.outcome is None:
            table.play_coach()
        history = table.state.history
        for i, a in enumerate(history):
            if a.kind == "fight" and a.player != table.seat:
                fights += 1
                for q in range(3):
                    if q != a.player:
                        assert sum(1 for b in history[:i] if b.player == q and b.kind == "discard") >= 3


def test_the_gentle_bot_waits_where_the_greedy_bot_fights_at_once():
    state = tongits.State.from_position(["9S 10S JS 2D", "QH 8C 3C 4H", "KD KC 5H 6H"],
                                        exposed=[(0, "5S 6S 7S"), (1, "AH AD AC"), (2, "2S 3S 4S")],
                                        phase="meld")
    view = state.view(0)
    assert turns_played(view, 1) == 0
    assert GreedyBot(seed=0)._want_fight(view, 2)[0] is True       # low deadwood: the greedy bot Fights
    assert GentleBot(seed=0)._want_fight(view, 2)[0] is False      # nobody has had a turn yet: it waits
    # once each opponent has finished three turns it Fights, but only with at most 5 points
    turns = tuple(cardlab.Action("discard", (c,), None, q) for q in (1, 2) for c in view.hand[:3])
    later = dataclasses.replace(view, history=view.history + turns)
    assert turns_played(later, 1) == turns_played(later, 2) == 3
    assert GentleBot(seed=0)._want_fight(later, 5)[0] is True
    assert GentleBot(seed=0)._want_fight(later, 6)[0] is False
    assert GreedyBot(seed=0)._want_fight(later, 6)[0] is True


def test_a_coming_fight_is_announced_with_why():
    table = Table(seed=5)
    while table.outcome is None and not table.warning_text:
        table.play_coach()
    assert table.warning_text, "a bot exposed a meld during the hand"
    assert "may call Fight (Khiêu chiến)" in table.warning_text
    assert "Laying off (sapaw)" in table.warning_text
    assert table.warning_text in text_of(table.warning.value)


def test_a_learner_with_no_meld_is_told_a_fight_would_burn_them():
    table = Table(seed=1)                                # gentle bots
    table.click(len(table.action_buttons) - 1)          # your first discard; a bot chows and exposes a meld
    assert table.outcome is None and not table.view.has_exposed[0]
    assert "may call Fight (Khiêu chiến)" in table.warning_text
    assert "a Fight now would burn you (cháy bài)" in table.warning_text
    assert "These bots are gentle: they wait until everyone has had 3 turns." in table.warning_text


def test_a_hand_that_greedy_bots_end_after_your_first_move_is_explained():
    table = Table(seed=1, bots="greedy")
    table.click(len(table.action_buttons) - 1)          # the same first discard
    assert table.outcome is not None                     # the greedy bot chowed, exposed and called Fight at once
    since = text_of(table.since.value)
    assert ("Player 1 called Fight (Khiêu chiến): nobody else had exposed a meld, so the others are burned "
            "(cháy bài)") in since
    result = text_of(table.result.value)
    assert "Player 1 wins" in result
    for reason in table.outcome.reasons:
        assert reason.text() in result


def test_a_fight_called_by_a_bot_says_why_without_its_deadwood():
    lines = []
    for seed in range(6):
        table = Table(seed=seed, bots="greedy")
        while table.outcome is None:
            table.click(len(table.action_buttons) - 1 if table.state.phase is tongits.Phase.MELD else 0)
        lines += [x for x in table._lines(0) if "called Fight" in x]
    assert lines, "a greedy bot called Fight in one of these hands"
    for line in lines:
        assert ("they judge their deadwood low enough" in line) or ("nobody else had exposed a meld" in line)
        assert not any(ch.isdigit() for ch in line.split(":", 1)[1])


def test_the_bot_level_can_be_chosen_on_the_table():
    table = Table(seed=3)
    assert table.level == "gentle" and all(isinstance(b, GentleBot) for b in table.bots.values())
    table.level_buttons.value = "greedy"
    assert table.level == "greedy" and not any(isinstance(b, GentleBot) for b in table.bots.values())
    assert [label for label, _ in table.level_buttons.options] == ["Gentle (for learning)", "Greedy (strong)"]
    with pytest.raises(CardlabError):
        Table(bots="evil")


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
    assert table.state.history == [] and table.hands_dealt == 2     # seat 0 opens: nothing played yet
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
    try:
        assert "Đến lượt Người chơi 0 (bạn): hạ phỏm, gửi bài rồi đánh" in text_of(table.status.value)
        assert "Người hướng dẫn" in text_of(table.coach.value)
        assert "nọc" in text_of(table.board.value)
        assert [label for label, _ in table.level_buttons.options] == ["Hiền (để học)", "Tham (mạnh)"]
    finally:
        table.language.value = "en"


def test_static_fallback_and_repr():
    table = Table(seed=16)
    bundle = table._repr_mimebundle_()
    assert "<svg" not in bundle["text/html"] and "data:image/svg+xml;base64," in bundle["text/html"] and "Coach" in bundle["text/html"]
    assert bundle["text/plain"] == "Table(hand=1, seat=0, bots='gentle', moves=0)"


def test_junk_arguments():
    with pytest.raises(CardlabError):
        Table(seat=3)
    with pytest.raises(CardlabError):
        Table(seed="x")
    with pytest.raises(CardlabError):
        Table(bots=None)
    with pytest.raises(InvalidRulesError):
        Table(rules="house")
    table = Table(seed=0)
    with pytest.raises(CardlabError):
        table.click(999)


def test_without_a_seed_the_first_deal_is_hidden_and_differs_between_tables():
    deals = {tuple(map(str, Table().state.hands[0])) for _ in range(4)}
    assert len(deals) > 1
    assert "seed" not in repr(Table())


@pytest.mark.parametrize("game, word", [("tongits", "The hand is over"), ("phom", "The hand is over"),
                                        ("indian_rummy", "The deal is over"), ("chan", "The deal is over")])
def test_the_table_says_hand_or_deal_as_its_game_does(game, word):
    table = Table(seed=2, game=game)
    while table.outcome is None:
        assert table.play_coach() is not False
    assert word in text_of(table.status.value)
    assert table.act(table.state.legal_actions()[0] if table.state.legal_actions() else "draw") is False
    assert word in table.error


def test_the_coach_s_button_goes_when_the_hand_is_over_and_comes_back_with_a_new_hand():
    table = Table(seed=3, game="chan")
    assert table.coach_button.layout.display is None
    while table.outcome is None:
        table.play_coach()
    assert table.coach_button.layout.display == "none"
    # A new hand comes from a number nobody sees, and the bots may end it before the learner moves (a Chắn
    # bot can win on the deal): the button then stays away. Deal until a hand waits for the learner.
    for _ in range(50):
        table.new_button.click()
        if table.outcome is None:
            break
        assert table.coach_button.layout.display == "none"
    assert table.outcome is None
    assert table.coach_button.layout.display is None and not table.coach_button.disabled


# -- confirmation of a move that loses (issue #32) ------------------------------------------------------------

def _fight_seed_1() -> Table:
    """Seed 1 after nine of the coach's moves: you may call Fight with 51 deadwood, and Player 2, who has
    exposed a meld, holds four cards: at most 35 points whatever they are."""
    table = Table(seed=1)
    for _ in range(9):
        assert table.play_coach()
    assert any(a.kind == "fight" for a in table.view.legal_actions)
    return table


def test_a_fight_the_card_counts_show_is_lost_if_challenged_asks_first_and_cancel_changes_nothing():
    table = _fight_seed_1()
    view = table.view
    mine = view.deadwood()
    before = table.state.to_json()
    assert table.act("fight") is False                     # typed: not played, a confirmation is asked
    assert table.pending is not None and table.pending.kind == "fight"
    assert table.state.to_json() == before and table.error == ""
    why = table.confirm_text
    assert f"yours is {mine}" in why and "Player 2 holds only 4 cards" in why and "you lose the Fight" in why
    # the most a hidden hand of 4 can hold: the 4 highest cards nobody has seen, and it is below your deadwood
    seen = set(view.hand) | set(view.discards) | {c for m in view.exposed for c in m.cards}
    most = sum(sorted((view.rules.points(c) for c in STANDARD_52 if c not in seen), reverse=True)[:4])
    assert f"at most {most} points" in why and most < mine
    assert table.confirm_box.layout.display is None and "cardlab-confirm" in table.confirm_box._dom_classes
    assert "cardlab-confirm-yes" in table.confirm_yes._dom_classes
    assert "cardlab-confirm-no" in table.confirm_no._dom_classes
    assert table.confirm_yes.description == "Play it anyway" and table.confirm_no.description == "Cancel"
    words = text_of(table.confirm_html.value)
    assert "Are you sure?" in words and why.split(":")[0] in words
    table.confirm_no.click()                                # Cancel: the same choice, nothing played
    assert table.pending is None and table.confirm_text == "" and table.state.to_json() == before
    assert table.confirm_box.layout.display == "none"
    fight = [i for i, (a, _b) in enumerate(table.action_buttons) if a.kind == "fight"]
    table.click(fight[0])                                   # by button: asked again
    assert table.pending is not None and table.state.to_json() == before
    table.confirm_yes.click()                               # Play it anyway
    o = table.outcome
    assert o is not None and o.end == "fight" and o.details["caller"] == 0 and o.winner != 0


def test_an_ordinary_move_clears_a_pending_confirmation_and_is_played_at_once():
    table = _fight_seed_1()
    assert table.act("fight") is False and table.pending is not None
    discard = next(a for a in table.view.legal_actions if a.kind == "discard")
    moves = len(table.state.history)
    assert table.act(discard) is True                       # a discard asks nothing
    assert table.pending is None and table.confirm_box.layout.display == "none"
    assert len(table.state.history) > moves


def test_a_refused_move_is_refused_not_confirmed_and_forgets_the_pending_one():
    table = _fight_seed_1()
    assert table.act("fight") is False and table.pending is not None
    assert table.act("discard 1X") is False and "is refused" in table.error
    assert table.pending is None and table.confirm_box.layout.display == "none"


def test_a_fight_nobody_can_be_shown_to_win_asks_nothing():
    # The first Fight of these hands that the card counts do not condemn is played at once.
    for seed in range(4, 8):
        table = Table(seed=seed)
        while table.outcome is None:
            view = table.view
            for a in view.legal_actions:
                if a.kind == "fight" and table.game.risk(view, a) is None:
                    assert table.act(a) is True and table.pending is None
                    assert table.outcome is not None and table.outcome.end == "fight"
                    return
            table.play_coach()
    pytest.fail("no fight without a visible loss in these hands")


def test_the_confirmation_in_vietnamese():
    table = _fight_seed_1()
    cardlab.set_language("vi")
    try:
        table.act("fight")
        words = text_of(table.confirm_html.value)
        assert "Bạn chắc chứ?" in words and "bạn thua Khiêu chiến" in words
        assert table.confirm_yes.description == "Vẫn đi nước này" and table.confirm_no.description == "Hủy"
    finally:
        cardlab.set_language("en")
    table._redraw()                                         # the pending move's reason follows the language
    assert "you lose the Fight" in text_of(table.confirm_html.value)


def test_a_challenge_the_callers_card_count_shows_is_lost_asks_and_folding_does_not():
    table = Table(seed=9, bots="greedy")
    for _ in range(6):
        assert table.play_coach()
    view = table.view
    assert view.phase is tongits.Phase.RESPOND and view.fight_caller == 2 and view.hand_sizes[2] == 4
    before = table.state.to_json()
    assert table.act("challenge") is False and table.state.to_json() == before
    why = table.confirm_text
    assert f"yours is {view.deadwood()}" in why and "A challenge cannot win" in why
    assert f"costs you {view.rules.challenge_loss}, folding only {view.rules.fold_penalty}" in why
    assert table.act("fold") is True and table.pending is None
    assert table.outcome is not None and table.outcome.details["responses"][0] == "fold"


# -- issue #32: tables that do not trap a beginner ---------------------------------------------------------------

def _until(table, wanted, limit=200):
    """Let the coach play the learner's moves until ``wanted(table)`` holds (the seeds below reach it)."""
    for _ in range(limit):
        if wanted(table):
            return table
        assert table.outcome is None, "the hand ended before the position was reached"
        table.play_coach()
    raise AssertionError("position not reached")


@pytest.mark.parametrize("typed", ["hạ phỏm 10S 10H 10D", "expose 10S 10D 10H", "hạ 10S 10H 10D"])
def test_a_tongits_meld_typed_in_either_language_is_exposed(typed):
    table = Table(seed=1)
    assert table.act(typed) is True, table.error
    assert str(table.state.history[0]) == "expose 10S 10H 10D"


def test_a_tongits_discard_typed_in_vietnamese_is_played():
    table = Table(seed=1)
    assert table.act("đánh 3S") is True, table.error
    assert str(table.state.history[0]) == "discard 3S" and table.state.history[0].player == 0


@pytest.mark.parametrize("typed", ["fight", "call fight", "Call Fight", "khiêu chiến", "gọi Khiêu chiến"])
def test_the_tongits_fight_is_read_in_the_words_of_its_button(typed):
    table = _until(Table(seed=3), lambda tb: any(a.kind == "fight" for a in tb.view.legal_actions))
    assert table.game.read_action(table.state, typed).kind == "fight"


def test_a_word_that_is_no_move_is_refused_quoting_it_and_listing_what_may_be_typed_in_both_languages():
    table = Table(seed=1)
    assert table.act("banana") is False and table.state.history == []
    assert "'banana' is no move here" in table.error and "discard 3♠" in table.error
    cardlab.set_language("vi")
    try:
        assert table.act("chuối") is False
        assert "'chuối' không phải nước đi" in table.error and "đánh 3♠" in table.error
    finally:
        cardlab.set_language("en")


def test_the_fight_warning_is_shown_in_full_once_then_as_a_one_line_marker():
    table = _until(Table(seed=5), lambda tb: bool(tb.warning_text))
    full = table.warning_text
    assert full in text_of(table.warning.value)             # the turn it first appears: the whole warning
    table.language.value = "vi"                              # a redraw on the same turn keeps it in full
    table.language.value = "en"
    assert full in text_of(table.warning.value)
    table.play_coach()
    assert table.warning_text, "with seed 5 the warning still holds on the next turn"
    shown = text_of(table.warning.value)                     # so only its marker is shown
    assert "Laying off (sapaw)" not in shown and "may call Fight (Khiêu chiến) on their turn" in shown
    assert shown.startswith("⚠ Fight still possible:") and len(shown) < len(full)


def test_a_vanished_fight_button_is_explained_where_it_was():
    table = _until(Table(seed=3), lambda tb: tb.state.current_player == 0 and tb.state.sapawed_on[0]
                   and tb.view.exposed_count(0) > 0 and tb.state.phase is tongits.Phase.MELD)
    assert not any(a.kind == "fight" for a in table.view.legal_actions)
    shown = text_of("".join(r.children[0].value + r.children[3].value for r in table.actions_box.children))
    assert "Call Fight" in shown and "sapawed onto your melds since your last turn" in shown
    table.language.value = "vi"
    try:
        shown = text_of("".join(r.children[3].value for r in table.actions_box.children))
        assert "gửi bài vào phỏm của bạn" in shown
    finally:
        table.language.value = "en"
