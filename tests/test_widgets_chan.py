"""The Chắn widgets, driven headless: the card gallery, the pair finder, the cước scorer, the table and the replay.

Every verdict a widget shows is compared with the engine's own answer
(``chan.decompose``, ``waiting_cards``, ``check_win``, ``score``,
``settle``); bad input is quoted and leaves the widget as it was; in
Vietnamese mode the labels carry no English game words.
"""
import re

import pytest

import cardlab
from cardlab import chan
from cardlab.errors import CardlabError, InvalidRulesError

pytest.importorskip("ipywidgets")
from cardlab.widgets import ChanCards, ChanHandBuilder, CuocScorer, Replay, Table  # noqa: E402
from cardlab.widgets.chan import english_name  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from test_hardening import FUZZ, answered, junk  # noqa: E402
from cardlab.widgets.common import BAD, OK  # noqa: E402
from test_widgets_hand_builder import headline_of, numbers_line_of  # noqa: E402
from test_widgets_vietnamese import english_words, labels, text_of  # noqa: E402

# The Tổ Tôm / Chắn page's worked example (Ù chì with one Tôm = 5) and the same hand without its 7N.
TOM_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N 7N"
WAITING = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"
# Nineteen different cards, so not one Chắn: the engine finds no card this hand waits on.
NOT_WAITING = "2V 3V 4V 5V 6V 7V 8V 9V 2S 3S 4S 5S 6S 7S 8S 9S 2N 3N 4N"
# Six Chắn and four Cạ winning on Chi chi: Bạch thủ (no Cạ can sit in Chi chi's rank).
CHI_WIN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC 3V 3N 4V 4N 7V 7N 6S 6N CC"
# Seven Chắn: no longer a win on Chi chi (exactly 6 Chắn and 4 Cạ are needed).
CHI_SEVEN = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3V 3V 4V 4N 7V 7N 6S 6N CC CC"
CHIU_SEED = 21           # following the coach, Player 0 may Chíu a card out of turn in this deal


@pytest.fixture
def vietnamese():
    cardlab.set_language("vi")
    yield
    cardlab.set_language("en")


# -- the card gallery and reader ---------------------------------------------------------------------------

def test_the_gallery_shows_the_25_faces_with_vietnamese_and_english_names_and_characters():
    g = ChanCards()
    assert len(g.buttons) == 25
    captions = {str(c): text_of(box.value) for c, box in g._captions.items()}
    assert "Tam vạn" in captions["3V"] and "Three of Myriads" in captions["3V"] and "三萬" in captions["3V"]
    assert "Thất văn" in captions["7N"] and "Seven of Cash" in captions["7N"] and "七文" in captions["7N"]
    assert "Chi chi" in captions["CC"] and "半文" in captions["CC"]


def test_in_vietnamese_the_cards_carry_no_english_names(vietnamese):
    english = re.compile(r"\b(Myriads|Strings|Cash|half cash)\b")
    gallery, finder = ChanCards(hand="3V 7N CC"), ChanHandBuilder(hand="3V 7N")
    assert not any(english.search(text_of(box.value)) for box in gallery._captions.values())
    assert not english.search(text_of(gallery.feedback_html))                # the reader's table too
    for widget in (gallery, finder):
        assert not any(english.search(b.tooltip) for b in widget.buttons.values())
    assert "Tam vạn · 三萬 · 3V" in finder.buttons[chan.ChanCard.parse("3V")].tooltip
    finder.language.value = "en"                                           # and back: the glosses return
    assert "Three of Myriads" in finder.buttons[chan.ChanCard.parse("3V")].tooltip


def test_the_gallery_marks_the_five_red_faces_red():
    g = ChanCards()
    red = sorted(str(c) for c, box in g._captions.items() if "● red" in text_of(box.value))
    assert red == sorted(str(c) for c in chan.RED_FACES) == sorted(["8V", "9V", "8S", "9S", "CC"])
    assert "20 cards" in text_of(g.feedback_html)       # 5 red faces × 4 copies


def test_english_names_read_rank_then_suit():
    assert english_name("8S") == "Eight of Strings"
    assert english_name("Chi chi") == "Chi chi (half cash)"
    with pytest.raises(CardlabError):
        english_name("1X")


def test_a_click_in_the_gallery_adds_a_copy_and_the_reader_names_it():
    g = ChanCards()
    g.buttons[chan.parse_card("3V")].click()
    g.buttons[chan.parse_card("3V")].click()
    assert [str(c) for c in g.hand] == ["3V", "3V"]
    assert g.buttons[chan.parse_card("3V")].description == "✓ ×2"
    text = text_of(g.feedback_html)
    assert "Tam vạn Three of Myriads 三萬 3V black 2" in text


def test_the_reader_reads_names_characters_and_codes():
    g = ChanCards()
    assert g.set_hand("tam van, 三萬, Chi chi, 7N")
    assert [str(c) for c in g.hand] == ["3V", "3V", "7N", "CC"]
    assert "Tôm: 0 · Lèo: 0 · red cards: 1" in text_of(g.feedback_html)


def test_a_fifth_copy_is_refused_and_the_hand_kept():
    g = ChanCards(hand="CC CC CC CC")
    assert not g.add("CC")
    assert "four Chi chi" in g.error and len(g.hand) == 4


def test_remove_mode_takes_one_copy_out():
    g = ChanCards(hand="3V 3V")
    g.mode_buttons.value = "remove"
    g.buttons[chan.parse_card("3V")].click()
    assert [str(c) for c in g.hand] == ["3V"]
    assert not g.remove("7N") and "no Thất văn" in g.error
    assert not g.set_mode("eat") and "'eat'" in g.error


def test_the_gallery_refuses_rules_of_another_game():
    from cardlab import phom
    with pytest.raises(InvalidRulesError):
        ChanCards(rules=phom.Rules())


# -- the pair finder -----------------------------------------------------------------------------------------

def test_clicks_in_the_pair_finder_change_the_hand_and_its_pairs():
    b = ChanHandBuilder()
    for face in ("3V", "3V", "3S"):
        b.buttons[chan.parse_card(face)].click()
    assert [str(c) for c in b.hand] == ["3V", "3V", "3S"]
    assert b.buttons[chan.parse_card("3V")].description == "Tam vạn ×2"
    assert "1 Chắn · 0 Cạ · 1 unpaired card (què)" in text_of(b.feedback_html)


def test_the_pair_finder_shows_the_engines_chan_ca_and_que():
    b = ChanHandBuilder(hand=WAITING)
    engine = chan.decompose(WAITING)
    assert b.pairing == engine
    assert f"{engine.n_chan} Chắn · {engine.n_ca} Cạ · 1 unpaired card (què)" in text_of(b.feedback_html)


def test_at_19_cards_the_waiting_cards_are_the_engines_with_their_scores():
    b = ChanHandBuilder(hand=WAITING)
    waits = chan.waiting_cards(WAITING)
    assert [w.card for w in b.waits] == [w.card for w in waits] == chan.parse_cards("7V 7S 7N")
    text = text_of(b.feedback_html)
    assert "Waiting (chờ) on 3 cards" in text
    assert "Thất văn: Tôm 4 = 4 · turned up at your own gate: Tôm 4 + Ù chì dịch 1 = 5" in text


def test_a_19_card_hand_that_waits_on_nothing_says_so():
    hand = NOT_WAITING
    b = ChanHandBuilder(hand=hand)
    assert b.waits == [] == chan.waiting_cards(hand)
    assert "Not waiting yet (chưa chờ)" in text_of(b.feedback_html)


def test_at_20_cards_the_verdict_and_the_cuoc_are_the_engines():
    b = ChanHandBuilder(hand=TOM_WIN)          # the last card typed, 7N, is the winning card
    assert str(b.win_card) == "7N"
    assert bool(b.verdict) == bool(chan.check_win(TOM_WIN, "7N", "other_gate_stock"))
    assert b.score == chan.score(TOM_WIN, "7N", "other_gate_stock")
    assert b.set_win(win_source="own_gate_stock")
    assert b.score.points == chan.score(TOM_WIN, "7N", "own_gate_stock").points == 5
    text = text_of(b.feedback_html)
    assert "Wins (ù) on Thất văn" in text and "Tôm 4 + Ù chì dịch 1 = 5" in text
    assert "Each of the three others pays 5; the winner receives 15." in text


@pytest.mark.parametrize("language, win, no_win, numbers", [
    ("en", "✔ Wins (ù) on Thất văn", "✘ No win (ù) on Chi chi", "6 Chắn · 4 Cạ · 0 unpaired cards (què) · Cước: 4 points"),
    ("vi", "✔ Ù lá Thất văn", "✘ Không ù lá Chi chi", "6 Chắn · 4 Cạ · 0 lá què · Cước: 4 điểm"),
])
def test_the_win_verdict_is_the_largest_first_text_and_the_pairs_a_smaller_line(language, win, no_win, numbers):
    cardlab.set_language(language)
    try:
        b = ChanHandBuilder(hand=TOM_WIN)
        assert b.verdict and b.score.points == 4
        assert headline_of(b.feedback_html) == (OK, win)
        assert numbers_line_of(b.feedback_html) == numbers
        lost = ChanHandBuilder(hand=CHI_SEVEN)
        assert not lost.verdict and headline_of(lost.feedback_html) == (BAD, no_win)
    finally:
        cardlab.set_language("en")


@pytest.mark.parametrize("language, waiting, not_waiting", [
    ("en", "✔ Waiting (chờ) on 3 cards", "✘ Not waiting yet (chưa chờ)"),
    ("vi", "✔ Đang chờ 3 lá", "✘ Chưa chờ lá nào"),
])
def test_waiting_or_not_is_the_largest_first_text_of_a_19_card_hand(language, waiting, not_waiting):
    cardlab.set_language(language)
    try:
        b = ChanHandBuilder(hand=WAITING)
        assert len(b.waits) == 3 and headline_of(b.feedback_html) == (OK, waiting)
        b.set_hand(NOT_WAITING)
        assert b.waits == [] and headline_of(b.feedback_html) == (BAD, not_waiting)
    finally:
        cardlab.set_language("en")


def test_a_short_hand_has_its_pairs_as_the_headline():
    b = ChanHandBuilder(hand="3V 3V 3S")
    assert headline_of(b.feedback_html)[1] == "1 Chắn · 0 Cạ · 1 unpaired card (què)"


def test_the_pair_finder_lists_the_cards_that_could_have_been_the_winning_one():
    b = ChanHandBuilder(hand=TOM_WIN)
    expected = [c for c in sorted(set(chan.parse_cards(TOM_WIN))) if chan.check_win(TOM_WIN, c, "other_gate_stock")]
    assert b.winning_faces == expected and chan.parse_card("7N") in expected


def test_chi_chi_as_the_winning_card_needs_exactly_six_chan_and_four_ca():
    b = ChanHandBuilder(hand=CHI_SEVEN)
    assert str(b.win_card) == "CC" and not b.verdict
    assert b.verdict.reasons[0].code == "chan.chi_chi_exact"
    assert "No win (ù) on Chi chi" in text_of(b.feedback_html)
    assert ChanHandBuilder(hand=CHI_WIN).verdict


def test_an_ordinary_discard_never_wins():
    b = ChanHandBuilder(hand=TOM_WIN)
    b.source_box.value = "discard"
    assert not b.verdict and b.verdict.reasons[0].code == "chan.no_win_on_discard"


def test_bad_typing_in_the_pair_finder_is_quoted_and_the_hand_kept():
    b = ChanHandBuilder(hand=WAITING)
    before = list(b.hand)
    assert not b.set_hand("3V 9X")
    assert "'9X'" in b.error and b.hand == before
    assert "'9X'" in text_of(b.message.value)
    assert not b.set_hand(" ".join(["2V"] * 5))
    assert "'2V'" in b.error
    assert b.hand == before


def test_a_21st_card_is_refused():
    b = ChanHandBuilder(hand=TOM_WIN)
    assert not b.add("8V") and "at most 20 cards" in b.error and len(b.hand) == 20


def test_a_winning_card_not_in_the_hand_is_refused():
    b = ChanHandBuilder(hand=TOM_WIN)
    assert not b.set_win("CC") and "'CC'" in b.error and str(b.win_card) == "7N"
    assert not b.set_win(win_source="stock") and "'stock'" in b.error and b.win_source == "other_gate_stock"


def test_option_bach_thu_chi_separate_bonus_renames_the_chi_chi_bach_thu():
    b = ChanHandBuilder(hand=CHI_WIN)
    assert "Bạch thủ" in [n for n, _m, _d in b.score.bonuses]
    b.options["bach_thu_chi_separate_bonus"].value = True
    assert b.rules.bach_thu_chi_separate_bonus
    assert "Bạch thủ chi" in [n for n, _m, _d in b.score.bonuses]


def test_the_static_fallback_shows_the_cards():
    b = ChanHandBuilder(hand=WAITING)
    static = b._repr_html_()
    assert static.count("<img") >= 19 and "data:image/svg+xml" in static
    assert "<svg" not in static          # untrusted notebooks drop inline SVG
    assert "Chắn" in text_of(static)
    assert "<img" in CuocScorer(hand=TOM_WIN)._repr_html_()


# -- the cước scorer -----------------------------------------------------------------------------------------

def test_the_cuoc_scorer_gives_the_pages_worked_example_five_points():
    s = CuocScorer()
    s.load_example()
    assert s.results["page"].points == 5 == chan.score(TOM_WIN, "7N", "own_gate_stock").points
    assert s.money["page"] == chan.settle(5, 0) == (15, -5, -5, -5)
    text = text_of(s.result_html)
    assert "Tôm 4 + Ù chì dịch 1 = 5" in text and "+15" in text and "-5" in text


def test_a_card_turned_up_at_another_gate_earns_no_u_chi():
    s = CuocScorer(hand=TOM_WIN, win_card="7N", win_source="own_gate_stock")
    s.source_box.value = "other_gate_stock"
    assert s.results["page"].points == 4
    assert "Ù chì" not in [n for n, _m, _d in s.results["page"].bonuses]


def test_the_traditional_table_counts_bach_thu_chi_beside_the_page():
    s = CuocScorer(hand=CHI_WIN, win_card="CC", win_source="other_gate_stock")
    assert [n for n, _m, _d in s.results["page"].bonuses] == ["Bạch thủ"]
    assert [n for n, _m, _d in s.results["traditional"].bonuses] == ["Bạch thủ chi"]
    assert s.results["traditional"] == chan.score(CHI_WIN, "CC", "other_gate_stock", rules=chan.Rules.traditional())


def test_house_values_get_their_own_column():
    house = chan.Rules(bonus_values={"tom": (6, 2)})
    s = CuocScorer(hand=TOM_WIN, win_card="7N", win_source="own_gate_stock", rules=house)
    assert s.results["house"].points == 7 == chan.score(TOM_WIN, "7N", "own_gate_stock", rules=house).points
    assert "Your house values" in text_of(s.result_html)


def test_a_history_flag_the_hand_cannot_carry_shows_the_engines_message():
    s = CuocScorer(hand=TOM_WIN, win_card="7N")
    s.flag_boxes["bon"].value = True
    assert s.history == ("bon",)
    assert isinstance(s.results["page"], str) and "four identical" in s.results["page"]
    assert "four identical" in text_of(s.result_html)


def test_the_winners_seat_decides_who_receives_the_money():
    s = CuocScorer(hand=TOM_WIN, win_card="7N", win_source="own_gate_stock")
    s.winner_box.value = 2
    assert s.money["page"] == chan.settle(5, 2) == (-5, -5, 15, -5)


def test_thien_u_is_scored_on_the_dealt_hand():
    s = CuocScorer(hand=TOM_WIN, win_source="dealt")
    assert s.results["page"] == chan.score(TOM_WIN, None, "dealt")
    assert "Thiên ù" in [n for n, _m, _d in s.results["page"].bonuses]


def test_a_hand_that_does_not_win_shows_why_and_no_money():
    s = CuocScorer(hand=CHI_SEVEN, win_card="CC", win_source="other_gate_stock")
    assert not s.verdict and s.money == {}
    assert "exactly 6 Chắn and 4 Cạ" in text_of(s.result_html)


def test_bad_input_to_the_cuoc_scorer_is_quoted_and_the_state_kept():
    s = CuocScorer(hand=TOM_WIN, win_card="7N", win_source="own_gate_stock")
    assert not s.set_hand("2V 2V ZZ")
    assert "'ZZ'" in s.error and s.results["page"].points == 5
    assert not s.set_history(["lucky"]) and "lucky" in s.error and s.history == ()
    assert not s.set_winner(7) and "7" in s.error and s.winner == 0
    assert not s.set_win(win_source=None, card="9V") and "'9V'" in s.error and str(s.win_card) == "7N"
    with pytest.raises(CardlabError, match="cannot start: 'nonsense' is not a Chắn card"):
        CuocScorer(hand="nonsense")
    with pytest.raises(CardlabError, match="win_source='sky'"):
        CuocScorer(hand=TOM_WIN, win_source="sky")


# -- the table and the replay --------------------------------------------------------------------------------

def _play_by_clicking(table, limit=400):
    """Click the coach's move until the deal ends; each click changes the state."""
    for _ in range(limit):
        if table.outcome is not None:
            return
        before = len(table.state.history)
        legal = list(table.view.legal_actions)
        assert [a for a, _b in table.action_buttons] == legal      # one button per legal move, in order
        coach = table.game.coach()
        wanted = coach.choose(table.view)
        table.click(legal.index(wanted))
        assert len(table.state.history) > before
    raise AssertionError("the deal did not end")


def test_the_chan_table_plays_a_whole_deal_by_clicking():
    table = Table(game="chan", seed=5)
    assert table.game.game == "chan" and len(table.bots) == 3
    _play_by_clicking(table)
    o = table.outcome
    assert o.zero_sum and set(o.payments) == {0, 1, 2, 3}
    assert "wins" in text_of(table.result.value) or "Nobody" in text_of(table.result.value)
    assert table.action_buttons == []


def test_the_chan_table_groups_moves_and_labels_them_in_words():
    table = Table(game="chan", seed=5)
    labels_now = [b.description for _a, b in table.action_buttons]
    assert labels_now == ["Chắn: Chi chi + Chi chi", "turn up a stock card (bốc)"]
    coach = text_of(table.coach.value)
    assert "You could capture Chi chi: it makes a Chắn with the Chi chi in your hand" in coach and "CC" not in coach
    assert "passing it up bars that face" in table.warning_text


def test_discard_buttons_show_the_cards_name():
    table = Table(game="chan", seed=5)
    table.click(0)                                   # capture Chi chi as Chắn, then a discard is due
    discards = [(a, b) for a, b in table.action_buttons if a.kind == "discard"]
    assert discards and all(b.description == a.cards[0].name for a, b in discards)


def test_the_board_shows_the_gates_and_hides_the_bots_hands():
    table = Table(game="chan", seed=5)
    board = table.board.value
    for p in range(4):
        assert f"cardlab-chan-seat-{p}" in board
    assert "gate (cửa)" in text_of(board) and "stock (nọc)" in text_of(board)
    mine = set(str(c) for c in table.view.hand)
    for p in (1, 2, 3):
        seat = board.split(f"cardlab-chan-seat-{p}")[1].split("cardlab-chan-seat-")[0]
        assert "card back" in seat
    assert "Your hand, paired" in text_of(board) and mine


def test_a_typed_move_the_engine_refuses_shows_its_reason_and_changes_nothing():
    table = Table(game="chan", seed=5)
    before = len(table.state.history)
    assert not table.act("discard 2V")
    assert "is not possible now" in table.error and len(table.state.history) == before
    assert not table.act("discard 1X") and "'1X'" in table.error
    assert not table.act("discard 4S") and "“discard Tứ sách” is refused" in table.error     # never 4♠


def test_a_typed_move_in_words_is_played():
    table = Table(game="chan", seed=5)
    assert table.act("chắn CC")
    assert any(a.kind == "chan" and a.player == 0 for a in table.state.history)


def test_typed_moves_in_vietnamese_words_are_read(vietnamese):
    table = Table(game="chan", seed=5)
    assert "đánh 2V" in table.text.placeholder
    assert table.act("bốc")
    assert any(a.kind == "draw" and a.player == 0 for a in table.state.history)


def test_chiu_out_of_turn_at_the_table():
    table = Table(game="chan", seed=CHIU_SEED)
    for _ in range(400):
        view = table.view
        chiu = [i for i, a in enumerate(view.legal_actions) if a.kind == "chiu"]
        if chiu:
            assert view.offer.gate != 0 and view.offer.by != 0          # out of turn: another player's card
            assert "Chíu" in table.warning_text
            taken = view.legal_actions[chiu[0]].cards[0]
            table.click(chiu[0])
            assert any(g.kind == "chiu" and g.cards[0] == taken for g in table.state.exposed[0])
            assert table.view.phase is chan.Phase.DISCARD                 # Chíu, then one discard
            return
        assert table.play_coach()
    raise AssertionError("no Chíu was offered")


def test_the_replay_of_a_finished_chan_deal_reaches_its_end():
    table = Table(game="chan", seed=5)
    _play_by_clicking(table)
    replay = Replay(table.state)
    assert replay.total == len(table.state.history)
    replay.go(replay.total)
    assert replay.state.outcome().payments == table.outcome.payments
    assert "cardlab-chan-table" in replay.frame_html
    replay.go(0)
    assert "The deal: nothing played yet." in text_of(replay.frame_html)
    assert Replay(table.state.to_json()).total == replay.total


def test_the_chan_table_refuses_a_bad_seat_and_level():
    with pytest.raises(CardlabError, match="seat='4'|seat=4"):
        Table(game="chan", seat=4)
    with pytest.raises(CardlabError, match="'gentle'"):
        Table(game="chan", bots="gentle")


# -- Vietnamese ------------------------------------------------------------------------------------------------

def test_the_chan_widgets_speak_vietnamese(vietnamese):
    b = ChanHandBuilder(hand=TOM_WIN)
    b.set_win(win_source="own_gate_stock")
    text = text_of(b.feedback_html)
    assert "Ù lá Thất văn" in text and "Mỗi người trong ba người thua trả 5" in text
    assert "lá què" in text_of(ChanHandBuilder(hand=WAITING).feedback_html)
    assert "Đang chờ 3 lá" in text_of(ChanHandBuilder(hand=WAITING).feedback_html)
    s = CuocScorer(hand=TOM_WIN, win_card="7N", win_source="own_gate_stock")
    assert "Trang Tổ Tôm / Chắn" in text_of(s.result_html)
    for widget in (b, s, ChanCards(hand="3V CC")):
        found = english_words(" ".join(labels(widget.widget)))
        assert found == [], found


def test_a_whole_deal_at_the_chan_table_in_vietnamese_has_no_english_words(vietnamese):
    table = Table(game="chan", seed=5)
    seen = []
    while table.outcome is None:
        seen.append(" ".join(labels(table.widget)))
        assert table.play_coach()
    seen.append(" ".join(labels(table.widget)))
    found = english_words(" ".join(seen))
    assert found == [], found[:20]
    assert "Bàn Chắn · ván 1" in text_of(table.title.value)


# -- junk into every setter ------------------------------------------------------------------------------------

_WIDGETS = {}


def _refused_and_kept(widget, call, value):
    """``call(value)`` answers quickly; when it refuses (returns False) the widget's cards are as they were."""
    before = (list(widget.hand), widget.win_card, widget.win_source, getattr(widget, "history", None))
    result = []
    answered(lambda: result.append(call(value)))
    if result == [False]:
        assert (list(widget.hand), widget.win_card, widget.win_source, getattr(widget, "history", None)) == before


@settings(FUZZ, max_examples=12)     # each refused value redraws three widgets: a few examples suffice
@given(value=junk)
def test_fuzz_chan_widget_setters_with_junk(value):
    b = _WIDGETS.setdefault("b", ChanHandBuilder(hand=WAITING))
    s = _WIDGETS.setdefault("s", CuocScorer(hand=TOM_WIN, win_card="7N"))
    table = _WIDGETS.setdefault("t", Table(game="chan", seed=5))
    for call in (b.add, b.remove, b.set_mode, b.set_win, lambda v: b.set_win(win_source=v), b.set_hand):
        _refused_and_kept(b, call, value)
    for call in (s.set_win, lambda v: s.set_win(win_source=v), s.set_history, s.set_winner, s.set_hand):
        _refused_and_kept(s, call, value)
    if isinstance(value, str):        # a typed move
        moves = len(table.state.history)
        result = []
        answered(lambda: result.append(table.act(value)))
        if result == [False]:
            assert len(table.state.history) == moves


# -- confirmation of a move that lets a win go (issue #32) ---------------------------------------------------------

def test_letting_a_winning_card_go_asks_first_and_the_win_itself_does_not():
    table = Table(seed=3, game="chan")
    for _ in range(3):                                   # the coach's moves up to a stock card you win on
        assert table.play_coach()
    view = table.view
    win = next(a for a in view.legal_actions if a.kind == "u")
    decline = next(a for a in view.legal_actions if a.kind == "decline")
    before = table.state.to_json()
    assert table.act(decline) is False and table.pending == decline and table.state.to_json() == before
    assert f"You can win (ù) on {win.cards[0].name}" in table.confirm_text
    assert table.confirm_box.layout.display is None
    table.cancel()
    assert table.state.to_json() == before and table.pending is None
    assert table.act(win) is True and table.pending is None
    assert table.outcome is not None and table.outcome.winner == 0


def test_an_ordinary_chan_discard_asks_nothing():
    table = Table(seed=3, game="chan")
    while not any(a.kind == "discard" for a in table.view.legal_actions):
        assert table.play_coach()
    assert not any(a.kind == "u" for a in table.view.legal_actions)
    discard = next(a for a in table.view.legal_actions if a.kind == "discard")
    moves = len(table.state.history)
    assert table.act(discard) is True and table.pending is None and len(table.state.history) > moves


# -- issue #32: typed words and status lines ---------------------------------------------------------------------

def _chan_claim_table():
    """Seed 3: the learner may win (ù) on the card just exposed, but has no Chíu."""
    table = Table(seed=3, game="chan")
    while not (table.state.phase is chan.Phase.CLAIM and table.state.current_player == 0):
        assert table.outcome is None
        table.play_coach()
    return table


def test_the_chan_opening_status_names_no_thien_u_without_one():
    table = Table(seed=0, game="chan")
    assert table.state.phase is chan.Phase.OPENING and not any(a.kind == "u" for a in table.view.legal_actions)
    assert "Thiên ù" not in text_of(table.status.value) and "make the first discard" in text_of(table.status.value)


def test_the_chan_claim_names_no_chiu_when_none_is_possible():
    table = _chan_claim_table()
    assert {a.kind for a in table.view.legal_actions} == {"u", "decline"}
    assert "Chíu" not in text_of(table.status.value) and "win on the card (ù) or let it go" in text_of(table.status.value)
    headings = [text_of(row.children[0].value) for row in table.actions_box.children]
    assert headings == ["Win (ù)", "Pass"]          # letting the card go sits under Pass, not under a Chíu heading


@pytest.mark.parametrize("typed", ["bỏ qua", "let go", "bỏ"])
def test_a_chan_pass_typed_in_either_language_asks_like_its_button(typed):
    table = _chan_claim_table()
    assert table.act(typed) is False and table.pending is not None and table.pending.kind == "decline"
    assert "This move lets that win go" in table.confirm_text
    table.cancel()
    assert table.act("ù") is True and table.outcome is not None and table.outcome.winner == 0
