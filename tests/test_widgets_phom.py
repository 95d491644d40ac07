"""The Phỏm widgets, driven headless: the hand builder, the eat/send and settlement calculators, the table, the replay."""
import re
from html import unescape

import pytest

import cardlab
from cardlab import phom
from cardlab.errors import CardlabError, InvalidRulesError

pytest.importorskip("ipywidgets")
from cardlab.widgets import (EatSendCalculator, PhomHandBuilder, Replay, SettlementCalculator,  # noqa: E402
                             Table)
from cardlab.widgets.common import BAD, OK  # noqa: E402
from test_widgets_hand_builder import headline_of, numbers_line_of  # noqa: E402
from test_widgets_vietnamese import english_words, labels, play_through_in_vietnamese  # noqa: E402


def text_of(html: str) -> str:
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.fixture
def vietnamese():
    cardlab.set_language("vi")
    yield
    cardlab.set_language("en")


# -- phom.check_eat (the engine's calculator behind the eat question) ------------------------------------------

def test_check_eat_names_every_phom_the_discard_could_sit_in():
    v = phom.check_eat("7H", "5H 6H 7S 7D 9C")
    assert v and v.kind == "eat"
    assert sorted(" ".join(map(str, m.cards)) for m in v.melds) == ["5H 6H 7H", "7S 7H 7D"]


def test_check_eat_refuses_a_card_that_makes_no_phom():
    v = phom.check_eat("7H", "2C 3C 9H")
    assert not v and v.reasons[0].code == "phom.eat_no_phom"


def test_check_eat_refuses_when_no_card_would_be_left_to_discard():
    v = phom.check_eat("4S", "2S 3S 5C 5D 5H", eaten="5H")
    assert not v and v.reasons[0].code == "phom.eat_leaves_no_discard"


def test_check_eat_keeps_the_eaten_card_limit_per_phom():
    # 5♠ would join 2♠ 3♠ 4♠ (4♠ eaten: two eaten cards in one phỏm), so only the set 5♠ 5♦ 5♣ is offered.
    v = phom.check_eat("5S", "5C 5D 2S 3S 4S 9H", eaten="4S")
    assert [" ".join(map(str, m.cards)) for m in v.melds] == ["5S 5D 5C"]
    two = phom.check_eat("5S", "5C 5D 2S 3S 4S 9H", eaten="4S", rules=phom.Rules(max_eaten_cards_per_phom=2))
    assert len(two.melds) == 3            # 2♠ 3♠ 4♠ 5♠ and 3♠ 4♠ 5♠ now hold two eaten cards, within the limit


def test_check_eat_allows_an_eat_that_makes_u():
    v = phom.check_eat("4S", "2S 3S 7H 7D 7C 9C 10C JC QC", eaten=())
    assert v and v.kind == "eat_u" and "Ù tròn" in v.text()
    # With every card needed in phỏm and no Ù, nothing would be left to discard.
    assert not phom.check_eat("4S", "2S 3S 5C 5D 5H", eaten="5H")


def test_check_eat_agrees_with_the_game_on_every_eat_offered():
    for seed in range(6):
        s = phom.new_game(seed)
        while not s.is_terminal():
            if s.phase is phom.Phase.DRAW and s.last_discard is not None:
                p, card = s.current_player, s.last_discard[1]
                legal = any(a.kind == "eat" for a in s.legal_actions())
                assert bool(phom.check_eat(card, s.hands[p], s.eaten_in_hand(p), s.rules)) == legal
            s.apply(s.legal_actions()[-1] if seed % 2 else s.legal_actions()[0])


def test_check_eat_bad_input_is_quoted():
    with pytest.raises(CardlabError, match="7H"):
        phom.check_eat("7H", "7H 7S 7D")
    with pytest.raises(CardlabError):
        phom.check_eat(["7H", "8H"], "7S 7D")


# -- the hand builder -----------------------------------------------------------------------------------------

def test_hand_builder_shows_the_best_lay_down_points_and_best_discard():
    hb = PhomHandBuilder(hand="5H 6H 7S 7D 7H 9C 10C JC KS QD", eaten="7H")
    assert hb.points == 36 and len(hb.arrangement.melds) == 2
    assert hb.best_discards == [cardlab.Card.parse("KS")] and hb.discard_points == 23
    words = text_of(hb.feedback_html)
    assert "36 points left over · 2 phỏm" in words
    assert "best discard: K♠" in words and "23 points in the 9 cards kept" in words
    assert "not móm" in words and "not Ù" in words
    assert "7♥ (eaten)" in words                       # the eaten card is marked on the cards themselves


def test_hand_builder_keeps_eaten_cards_in_phom_even_when_it_costs_points():
    free = PhomHandBuilder(hand="5H 6H 7H 7S 7D KC")
    eaten = PhomHandBuilder(hand="5H 6H 7H 7S 7D KC", eaten="5H")
    assert eaten.points >= free.points
    assert any(cardlab.Card.parse("5H") in m.cards for m in eaten.arrangement.melds)


def test_hand_builder_says_u_and_u_tron():
    hb = PhomHandBuilder(hand="2S 3S 4S 7H 7D 7C 9C 10C JC KD")
    assert hb.u_verdict and hb.u_verdict.kind == "u"
    assert "Ù!" in text_of(hb.feedback_html)
    hb.set_hand("2S 3S 4S 7H 7D 7C 9C 10C JC QC")
    assert hb.u_verdict.kind == "u_tron" and "Ù tròn!" in text_of(hb.feedback_html)


def test_hand_builder_u_definition_option_changes_the_verdict():
    hb = PhomHandBuilder(hand="2S 3S 4S 5S 6S 9H 9D 9C 9S KD")
    assert not hb.u_verdict
    assert hb.set_option("u_definition", "no_deadwood")
    assert hb.u_verdict.kind == "u"


def test_hand_builder_says_mom_when_there_is_no_phom():
    hb = PhomHandBuilder(hand="2S 5H 9C KD")
    assert hb.mom and "móm: no phỏm" in text_of(hb.feedback_html)


U_HAND = "AS 2S 3S 7H 7D 7C 9C 10C JC KD"          # the notebook's "Try:" hand: Ù, K♦ left over


@pytest.mark.parametrize("language, u, u_tron, mom, numbers, lost", [
    ("en", "✔ Ù!", "✔ Ù tròn!", "✘ Móm: no phỏm", "13 points left over · 3 phỏm", "36 points left over · 2 phỏm"),
    ("vi", "✔ Ù!", "✔ Ù tròn!", "✘ Móm: không có phỏm nào", "Bài rác 13 điểm · 3 phỏm", "Bài rác 36 điểm · 2 phỏm"),
])
def test_u_or_mom_is_the_largest_first_text_and_the_points_a_smaller_line(language, u, u_tron, mom, numbers, lost):
    cardlab.set_language(language)
    try:
        hb = PhomHandBuilder(hand=U_HAND)
        assert hb.u_verdict and hb.points == 13
        assert headline_of(hb.feedback_html) == (OK, u)           # no longer a red "13 points left over"
        assert numbers_line_of(hb.feedback_html) == numbers
        hb.set_hand("2S 3S 4S 7H 7D 7C 9C 10C JC QC")
        assert headline_of(hb.feedback_html) == (OK, u_tron)
        hb.set_hand("AS 3H 5D 7C 9S JH KD 2C 6H 10D")
        assert hb.mom and headline_of(hb.feedback_html) == (BAD, mom)
        # A full hand with phỏm but no Ù has no special verdict: its points stay the headline.
        hb.set_hand("5H 6H 7S 7D 7H 9C 10C JC KS QD")
        hb.set_eaten("7H")
        assert not hb.u_verdict and not hb.mom
        assert headline_of(hb.feedback_html) == (BAD, lost)
    finally:
        cardlab.set_language("en")


def test_a_short_hand_keeps_its_points_as_the_headline_and_an_impossible_one_says_so():
    hb = PhomHandBuilder(hand="AS 2S 3S")
    assert headline_of(hb.feedback_html) == (OK, "0 points left over · 1 phỏm")
    hb.set_hand("2S 5H")                                        # móm is judged on a full hand only
    assert hb.mom and headline_of(hb.feedback_html) == (BAD, "7 points left over · 0 phỏm")
    hb.set_hand("5H 6H 7H 9C")
    hb.set_eaten("5H 6H")                                       # two eaten cards, one phỏm allowed one
    assert not hb.arrangement.feasible
    assert headline_of(hb.feedback_html) == (BAD, "✘ This hand cannot happen")
    assert "cannot all sit in phỏm" in numbers_line_of(hb.feedback_html)


def test_hand_builder_marks_eaten_cards_by_clicking_in_eat_mode():
    hb = PhomHandBuilder(hand="7S 7D 9C")
    hb.set_mode("eat")
    hb.buttons[cardlab.Card.parse("7H")].click()          # not held: added, eaten
    assert cardlab.Card.parse("7H") in hb.hand and hb.eaten == [cardlab.Card.parse("7H")]
    hb.buttons[cardlab.Card.parse("7H")].click()          # unmarked
    assert hb.eaten == []
    hb.set_mode("add")
    hb.buttons[cardlab.Card.parse("9C")].click()          # removed
    assert cardlab.Card.parse("9C") not in hb.hand


def test_hand_builder_refuses_eaten_cards_not_in_hand_and_keeps_its_state():
    hb = PhomHandBuilder(hand="7S 7D 7H")
    assert hb.set_eaten("8H") is False and "8♥" in hb.error and hb.eaten == []
    before = hb.hand_text
    assert hb.set_hand("7S 7X") is False and hb.hand_text == before and len(hb.hand) == 3
    assert BAD in hb.message.value


def test_hand_builder_reports_eaten_cards_that_cannot_sit_in_phom():
    hb = PhomHandBuilder(hand="7S 7D 7H 2C", eaten="7H 7S")
    assert not hb.arrangement.feasible
    assert "cannot all sit in phỏm" in text_of(hb.feedback_html)


def test_hand_builder_holds_at_most_ten_cards():
    hb = PhomHandBuilder(hand="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S")
    assert hb.toggle("JS") is False and "at most 10" in hb.error
    with pytest.raises(InvalidRulesError):
        PhomHandBuilder(rules="xeeng")


def test_hand_builder_static_html_shows_the_cards():
    hb = PhomHandBuilder(hand="7S 7D 7H 2C")
    assert 'alt="7♠"' in hb.static_html()
    assert "text/html" in hb._repr_mimebundle_()


# -- the eat and send calculator ----------------------------------------------------------------------------

def test_eat_send_calculator_answers_the_worked_example():
    es = EatSendCalculator()
    words = text_of(es.result_html)
    assert "you may eat 7♥" in words and "5♥ 6♥ 7♥, 7♠ 7♥ 7♦" in words
    assert "8♥ → 5♥ 6♥ 7♥: you may send it" in words
    assert "8♥ → 9♠ 9♦ 9♣: you may not send it" in words


def test_eat_send_calculator_refuses_an_eat_with_the_engines_reason():
    es = EatSendCalculator()
    assert es.set_eat(hand="2C 3C 9H", discard="7H")
    assert not es.eat_verdict and "makes no phỏm" in text_of(es.result_html)


def test_eat_send_calculator_send_before_the_last_round_is_refused():
    es = EatSendCalculator()
    es.set_send(round=2)
    assert all(not v for _, v in es.send_verdicts)
    assert "only in round 4" in text_of(es.result_html)
    es.set_send(round=4, earlier=False)
    assert "laid down before you" in text_of(es.result_html)


def test_eat_send_calculator_flags_a_typo_and_waits():
    es = EatSendCalculator()
    es.set_eat(hand="5H 6H 7X")
    assert es.eat_verdict is None and "hand" in es.errors
    assert "Correct the boxes in red" in text_of(es.result_html)
    es.set_eat(hand="5H 6H 7S 7D")
    assert es.eat_verdict and not es.errors


def test_eat_send_calculator_static_html():
    es = EatSendCalculator()
    assert "you may eat" in text_of(es.static_html())


# -- the settlement calculator -------------------------------------------------------------------------------

def test_settlement_shows_ranking_money_and_arithmetic_under_each_payment_table():
    st = SettlementCalculator()
    words = text_of(st.result_html)
    assert "Ranking: Player 0, Player 2, Player 1, Player 3" in words
    assert "pays 3 + 1 = 4" in words                                 # móm: the engine's arithmetic
    assert "Player 2 laid down later and ranks below" in words
    assert "Xeeng: by round, chốt ×4" in words and "by eat order (1, 2, 3; chốt 3)" in words
    assert "the chốt: Player 1 pays 4" in words and "the chốt: Player 1 pays 3" in words
    for out, lines, eats, end, totals in st.results.values():
        assert sum(totals.values()) == 0


def test_settlement_u_den_one_player_pays_for_the_table():
    st = SettlementCalculator()
    st.set_eats("")
    assert st.set_u(winner=1, den=2)
    words = text_of(st.result_html)
    assert "Ù đền: Player 2 pays for the whole table, 3 × 5 = 15" in words
    assert "Every payment table gives the same money here." in words


def test_settlement_short_table_payments_option_changes_the_last_place():
    st = SettlementCalculator()
    st.set_eats("")
    st.set_table(players=3)
    st.set_player(2, laydown_order=3)
    st.set_player(0, laydown_order=1)
    st.set_player(1, laydown_order=2)
    by_place = dict(st.results["round4"][4])
    st.set_table(short="last_pays_most")
    assert st.results["round4"][4] != by_place


def test_settlement_refuses_bad_values_and_keeps_the_last_answer():
    st = SettlementCalculator()
    before = st.results["round4"][4]
    assert st.set_player(0, deadwood=-3) is False
    assert st.set_eats("1-1-2") is False and "eater-victim-round" in text_of(st.result_html)
    assert st.set_player(9, deadwood=3) is False
    assert st.set_mode("fight") is False
    assert st.results["round4"][4] == before
    st.set_player(1, laydown_order=2)                     # the same order as Player 0: the engine refuses
    assert "settle" in st.errors and st.results == {}


# -- the table --------------------------------------------------------------------------------------------------

def play_by_coach(table, limit=200):
    moves = 0
    while table.outcome is None:
        view = table.view
        assert [a for a, _ in table.action_buttons] == list(view.legal_actions)
        assert table.coach_text                               # the coach always says something on your move
        assert table.play_coach()
        moves += 1
        assert moves < limit
    return moves


@pytest.mark.parametrize("seed", [0, 1, 5])
def test_a_whole_phom_hand_played_with_the_coach_reaches_an_outcome(seed):
    table = Table(seed=seed, game="phom")
    play_by_coach(table)
    o = table.outcome
    assert o is table.state.outcome() and o.zero_sum
    words = text_of(table.result.value)
    for reason in o.reasons:
        assert reason.text() in words
    assert table.action_buttons == [] and table.coach_button.disabled
    for p, cards in enumerate(table.state.hands):       # at the end every hand lies face up
        for c in cards:
            assert c.pretty in text_of(table.board.value)


def test_a_phom_hand_played_by_clicking_the_first_button_reaches_an_outcome():
    table = Table(seed=2, game="phom", bots="random")
    clicks = 0
    while table.outcome is None:
        table.click(0)
        clicks += 1
        assert clicks < 200
    assert table.outcome.zero_sum


def test_the_phom_table_hides_the_bots_hands_and_reasons():
    table = Table(seed=3, game="phom")
    board = text_of(table.board.value)
    for p in (1, 2, 3):
        for c in table.state.hands[p]:
            if c not in table.state.eaten[p]:
                assert f"{c.pretty}" not in board.replace("(eaten)", "") or c in _public(table)
    for line in table.log:
        assert "Player" in line and "phỏm and pairs" not in line and "Discard " not in line


def _public(table):
    v = table.view
    seen = set(v.hand)
    for pile in v.discards:
        seen.update(pile)
    for e in v.eaten:
        seen.update(e)
    for ms in v.laid:
        for m in ms:
            seen.update(m)
    if v.last_discard:
        seen.add(v.last_discard)
    return seen


def test_the_phom_table_shows_eaten_cards_and_each_players_discards():
    table = Table(seed=0, game="phom")
    while table.outcome is None and not any(table.state.eaten):
        table.play_coach()
    board = table.board.value
    assert "discards" in text_of(board)
    if any(table.state.eaten):
        assert "(eaten)" in text_of(board)


def test_the_phom_table_refuses_an_illegal_move_with_the_engines_reason():
    table = Table(seed=0, game="phom")
    assert table.view.phase is phom.Phase.DISCARD               # seat 0 opens by discarding
    assert table.act("draw") is False
    assert "opens by discarding" in table.error
    assert table.act("discard 1X") is False and table.state.history == []
    card = table.view.hand[0]
    assert table.act(f"discard {card}") and table.state.history[0].cards == (card,)


def test_the_phom_table_bad_arguments():
    with pytest.raises(CardlabError, match="0, 1, 2 or 3"):
        Table(game="phom", seat=4)
    with pytest.raises(CardlabError):
        Table(game="phom", bots="kind")
    with pytest.raises(CardlabError):
        Table(game="chess")
    with pytest.raises(InvalidRulesError):
        Table(game="phom", rules=cardlab.tongits.Rules())
    assert repr(Table(seed=1, game="phom")).startswith("Table(game='phom', hand=1, seat=0, bots='gentle'")


def test_replay_of_a_finished_phom_hand():
    table = Table(seed=4, game="phom")
    play_by_coach(table)
    replay = Replay(table.state.to_json())
    assert replay.total == len(table.state.history)
    replay.go(replay.total)
    assert "Winner" in text_of(replay.frame_html)
    assert replay.load(table.state) and replay.step == 0
    assert replay.load('{"game": "phom", "actions": []}') is False


# -- Vietnamese ---------------------------------------------------------------------------------------------

def test_a_whole_phom_hand_in_vietnamese_has_no_english_word(vietnamese):
    table = Table(seed=1, game="phom")
    assert table.act(cardlab.Action("draw", player=0)) is False    # the opener may not draw: the reason in Vietnamese
    play_through_in_vietnamese(table, 200, replay_steps=(0, 5, 10**6))


def test_the_phom_hand_builder_and_calculators_in_vietnamese_have_no_english_word(vietnamese):
    hb = PhomHandBuilder(hand="5H 6H 7S 7D 7H 9C 10C JC KS QD", eaten="7H")
    for hand, eaten in (("2S 3S 4S 7H 7D 7C 9C 10C JC KD", ""), ("2S 5H 9C KD", ""), ("7S 7D 7H 2C", "7H 7S")):
        hb.set_hand(hand)
        if eaten:
            hb.set_eaten(eaten)
        for text in labels(hb.widget):
            assert english_words(text) == [], text
    assert hb.set_eaten("QH") is False and hb.toggle("1X") is False
    es = EatSendCalculator()
    es.set_eat(hand="2C 3C 9H")
    es.set_send(round=2)
    es.set_eat(hand="5H 6X")
    st = SettlementCalculator()
    st.set_eats("1-1-9")
    st.set_u(winner=1, den=2)
    for text in labels(hb.widget) + [hb.error] + labels(es.widget) + es.error_list + labels(st.widget):
        assert english_words(text) == [], text


# -- confirmation of a move that lets a win go (issue #32) ---------------------------------------------------------

def test_a_lay_down_that_lets_an_u_go_asks_first_and_the_u_itself_does_not():
    table = Table(seed=394, game="phom")
    for _ in range(6):                                   # the coach's moves up to the last round's lay-down
        assert table.play_coach()
    view = table.view
    kinds = [a.kind for a in view.legal_actions]
    assert "u" in kinds and "lay_down" in kinds
    assert phom.check_u(view.hand, view.rules, eaten=view.my_eaten)        # the engine: the hand is an Ù
    before = table.state.to_json()
    lay = next(a for a in view.legal_actions if a.kind == "lay_down")
    assert table.act(lay) is False and table.pending == lay and table.state.to_json() == before
    assert "You hold a win now" in table.confirm_text and "declare Ù" in table.confirm_text
    assert table.confirm_box.layout.display is None
    table.cancel()
    assert table.state.to_json() == before
    assert table.act("declare Ù") is True and table.pending is None        # the winning move goes through
    assert table.outcome is not None and table.outcome.winner == 0


def test_an_ordinary_phom_discard_asks_nothing():
    table = Table(seed=394, game="phom")
    discard = next(a for a in table.view.legal_actions if a.kind == "discard")
    assert "u" not in [a.kind for a in table.view.legal_actions]
    assert table.act(discard) is True and table.pending is None and table.state.history[0] == discard


def test_the_u_rule_dropdown_shows_the_rule_in_words_and_keeps_the_choice():
    builder = PhomHandBuilder()
    box = builder.options["u_definition"]
    assert [label for label, _ in box.options] == ["three phỏm", "no card left over, any number of phỏm"]
    builder.set_option("u_definition", "no_deadwood")
    builder.language.value = "vi"
    try:
        assert [label for label, _ in box.options] == ["đủ ba phỏm", "không còn lá rác, bao nhiêu phỏm cũng được"]
        assert box.value == builder.rules.u_definition == "no_deadwood"             # relabelled, not reset
    finally:
        builder.language.value = "en"


# -- issue #32: typed words and status lines ---------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_phom_discard_typed_in_vietnamese_is_played(language):
    table = Table(seed=1, game="phom")
    cardlab.set_language(language)
    try:
        assert table.act("đánh 3S") is True, table.error
    finally:
        cardlab.set_language("en")
    first = table.state.history[0]
    assert str(first) == "discard 3S" and first.player == 0


def test_a_word_that_is_no_phom_move_is_refused_quoting_it():
    table = Table(seed=1, game="phom")
    assert table.act("xyz") is False and "'xyz' is no move here" in table.error and "discard 3♠" in table.error


def test_the_phom_status_offers_no_u_after_laying_down():
    table = Table(seed=0, game="phom")
    for _ in range(100):
        s = table.state
        if (s.current_player == 0 and s.phase is phom.Phase.DISCARD
                and any(a.kind == "lay_down" and a.player == 0 for a in s.history)):
            break
        table.play_coach()
    assert not any(a.kind in ("u", "u_khan") for a in table.view.legal_actions)
    assert text_of(table.status.value).endswith("to act: discard")
    cardlab.set_language("vi")
    try:
        table.language.value = "vi"
        assert "báo Ù" not in text_of(table.status.value) and "đánh một lá" in text_of(table.status.value)
    finally:
        cardlab.set_language("en")
        table.language.value = "en"
