"""The Indian Rummy widgets, driven headless: the declaration checker, the penalty calculator, the table, the replay;
and the engine pieces they stand on (match_totals, waiting_cards, Indian Rummy's own words for groups)."""
import re
from html import unescape

import pytest

import cardlab
from cardlab import indian_rummy as ir
from cardlab.bots.indian_rummy import GreedyBot
from cardlab.errors import CardlabError, InvalidRulesError
from cardlab.explain import _catalogue
from cardlab.melds import in_game_words

pytest.importorskip("ipywidgets")
from cardlab.widgets import DeclarationChecker, PenaltyCalculator, Replay, Table  # noqa: E402
from cardlab.widgets.common import BAD, OK  # noqa: E402
from test_widgets_hand_builder import headline_of, numbers_line_of  # noqa: E402
from test_widgets_vietnamese import english_words, labels, play_through_in_vietnamese  # noqa: E402

AN = "3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"      # the Indian Rummy guide's An: a valid show
BINH = "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H"          # the guide's Bình: 25 points


def text_of(html: str) -> str:
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.fixture
def vietnamese():
    cardlab.set_language("vi")
    yield
    cardlab.set_language("en")


# -- Indian Rummy's own words for groups (never "phỏm") ---------------------------------------------------------

def test_indian_rummy_group_reasons_say_nhom_day_bo_never_phom(vietnamese):
    for cards in ("4C 6D 9H", "4C 5C", "3H 4H 6H", "KS AS 2S", "9H 9H 9S", "JK JK"):
        text = ir.check_meld(cards).text()
        assert "phỏm" not in text and "sảnh" not in text, text
        assert re.search(r"nhóm|dãy|bộ cùng số", text), text
    # Tongits keeps its own words.
    assert "phỏm" in cardlab.tongits.check_meld("4C 6D 9H").text()


def test_every_generic_meld_reason_has_an_indian_rummy_wording_without_phom():
    generic = [code for code in _catalogue if code.startswith("meld.") and code != "meld.wild_rank"]
    assert generic
    for code in generic:
        ours = _catalogue.get("indian_rummy." + code)
        assert ours is not None, code
        assert "phỏm" not in ours["vi"] and "sảnh" not in ours["vi"] and " run" not in ours["en"], code


def test_in_game_words_leaves_reasons_a_game_did_not_reword():
    reasons = cardlab.tongits.check_meld("4C 6D 9H").reasons
    assert in_game_words(reasons, "tongits") == tuple(reasons)
    assert [r.code for r in in_game_words(reasons, "indian_rummy")] == ["indian_rummy.meld.mixed"]


# -- match_totals: Pool and Deals running totals ------------------------------------------------------------------

def test_match_totals_pool_101_eliminates_at_the_limit_and_the_last_one_left_wins():
    v = ir.match_totals([{0: 0, 1: 25, 2: 80}, {0: 40, 1: 0, 2: 30}, {0: 20, 1: 80}], ir.Rules.pool(101))
    assert v.totals == ({0: 0, 1: 25, 2: 80}, {0: 40, 1: 25, 2: 110}, {0: 60, 1: 105, 2: 110})
    assert v.out == {2: 2, 1: 3} and v.winner == 0 and bool(v)
    assert [r.code for r in v.reasons][-1] == "indian_rummy.pool_winner"


def test_match_totals_pool_201_goes_on_while_two_are_under_the_limit():
    v = ir.match_totals([{0: 0, 1: 80}, {0: 80, 1: 0}], ir.Rules.pool(201))
    assert not v and v.winner is None and v.out == {} and v.reasons[-1].code == "indian_rummy.pool_goes_on"


def test_match_totals_deals_move_chips_to_each_deals_winner():
    rules = ir.Rules.deals_format(2)
    v = ir.match_totals([{0: 0, 1: 80}, {0: 25, 1: 0}], rules)
    start = 2 * rules.max_penalty
    assert v.totals == ({0: start + 80, 1: start - 80}, {0: start + 55, 1: start - 55})
    assert v.winner == 0
    tie = ir.match_totals([{0: 0, 1: 30}, {0: 30, 1: 0}], rules)
    assert not tie and tie.reasons[-1].code == "indian_rummy.deals_tie"


def test_match_totals_agrees_with_a_pool_played_by_the_game():
    s = ir.new_game(2, ir.Rules.pool(101), players=3)
    bots = {p: GreedyBot(seed=p) for p in range(3)}
    while not s.is_terminal():
        p = s.current_player
        s.apply(bots[p].choose(s.view(p)))
    v = ir.match_totals([dict(r.penalties) for r in s.results], s.rules)
    assert v.totals[-1] == dict(enumerate(s.scores)) and v.winner == s.outcome().winner


@pytest.mark.parametrize("deals, quoted", [
    ("0, 25", "'0, 25'"),
    ([{0: 0, 1: -5}], "-5"),
    ([{0: 0, 1: 120}, {0: 0, 1: 10}, {0: 0, 1: 10}], "{0: 0, 1: 10}"),   # Player 1 out after deal 1 (pool 101)
])
def test_match_totals_bad_input_is_quoted(deals, quoted):
    with pytest.raises(CardlabError) as info:
        ir.match_totals(deals, ir.Rules.pool(101))
    assert quoted in str(info.value) or "1" in str(info.value)


def test_match_totals_a_deals_deal_needs_one_winner():
    with pytest.raises(CardlabError, match="exactly one winner"):
        ir.match_totals([{0: 10, 1: 20}], ir.Rules.deals_format())


# -- waiting_cards: the near miss "one card away" ---------------------------------------------------------------

def test_waiting_cards_are_exactly_the_cards_that_make_a_show():
    hand = "3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D"
    waits = ir.waiting_cards(hand)
    assert [str(c) for c in waits] == ["2H", "6H", "6D", "7S", "JS", "QS", "JK"]
    for c in cardlab.parse_cards("2H 7S JK"):
        assert ir.arrange(cardlab.parse_cards(hand) + [c]).valid_declaration
    assert not ir.arrange(cardlab.parse_cards(hand + " KC")).valid_declaration


def test_waiting_cards_skip_a_card_both_decks_already_gave():
    waits = ir.waiting_cards("3H 4H 5H 8S 9S 10S QH QD QC 6H 6H 6C 2D")
    assert cardlab.parse_card("6H") not in waits


# -- the declaration checker ---------------------------------------------------------------------------------

def test_checker_shows_the_guides_an_as_a_valid_show_group_by_group():
    dc = DeclarationChecker(hand=AN)
    assert [v.kind for v in dc.group_verdicts] == ["pure_sequence", "impure_sequence", "set", "set"]
    assert dc.declaration and dc.declaration.kind == "valid_show"
    assert dc.declaration == ir.check_declaration(AN, rules=dc.rules, hand=dc.hand)
    text = text_of(dc.feedback_html)
    assert text.startswith("✔ Valid show your grouping: 4 groups · 0 points") and "🃏 stands in for 9♠" in text


@pytest.mark.parametrize("language, valid, invalid, numbers", [
    ("en", "✔ Valid show", "✘ Not a valid show", "the engine's best grouping: 3 groups · penalty 25 points"),
    ("vi", "✔ Khai hợp lệ", "✘ Chưa khai hợp lệ", "cách xếp tốt nhất của máy: 3 nhóm · bị phạt 25 điểm"),
])
def test_the_show_verdict_is_the_largest_first_text_and_the_penalty_a_smaller_line(language, valid, invalid, numbers):
    cardlab.set_language(language)
    try:
        an = DeclarationChecker(hand=AN.replace("|", ""))          # no groups: the engine's verdict
        assert an.arrangement.valid_declaration and headline_of(an.feedback_html) == (OK, valid)
        binh = DeclarationChecker(hand=BINH)
        assert not binh.arrangement.valid_declaration
        assert headline_of(binh.feedback_html) == (BAD, invalid)
        assert numbers_line_of(binh.feedback_html) == numbers
    finally:
        cardlab.set_language("en")


def test_the_learners_own_grouping_is_the_verdict_once_there_is_one():
    dc = DeclarationChecker(hand=AN.replace("|", ""))
    assert dc.set_groups("3H 4H 5H")                           # one group: as grouped, a wrong show
    assert dc.arrangement.valid_declaration and not dc.declaration
    assert headline_of(dc.feedback_html) == (BAD, "✘ Not a valid show")
    assert numbers_line_of(dc.feedback_html) == "your grouping: 1 group · a wrong show costs 80 points"
    assert dc.engine_groups()
    assert headline_of(dc.feedback_html) == (OK, "✔ Valid show")
    assert numbers_line_of(dc.feedback_html) == "your grouping: 4 groups · 0 points"


def test_a_hand_short_of_a_show_keeps_its_penalty_as_the_headline():
    dc = DeclarationChecker(hand="3H 4H 5H 8S 10S JS QH QD QC 6H 6S 6C")   # An without the joker: twelve cards
    assert headline_of(dc.feedback_html) == (BAD, f"Not a show yet · penalty {dc.arrangement.penalty} points")


def test_checker_gives_binh_25_points_as_the_engine_does():
    dc = DeclarationChecker(hand=BINH)
    assert dc.arrangement.penalty == ir.penalty(BINH) == 25
    assert "penalty 25 points" in text_of(dc.feedback_html)
    dc.set_option("loser_grouping_requirement", "two_sequences_one_pure")
    assert dc.arrangement.penalty == 80


def test_clicking_adds_a_copy_then_the_second_decks_copy_then_takes_both_out():
    dc = DeclarationChecker()
    dc.buttons[cardlab.parse_card("7H")].click()
    assert dc.hand_text == "7H"
    dc.buttons[cardlab.parse_card("7H")].click()
    assert dc.hand_text == "7H 7H"
    dc.buttons[cardlab.parse_card("7H")].click()
    assert dc.hand == []


def test_the_joker_button_adds_printed_jokers_up_to_the_decks():
    dc = DeclarationChecker()
    for n in (1, 2, 0):
        dc.joker_button.click()
        assert dc.hand.count(cardlab.parse_card("JK")) == n
    assert "Joker ×0" in dc.joker_button.description


def test_clicking_cards_into_groups_judges_each_group_and_the_show():
    dc = DeclarationChecker(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C")
    dc.set_mode("group")
    for c in ("3H", "4H", "5H"):
        dc.buttons[cardlab.parse_card(c)].click()
    assert [str(c) for c in dc.building] == ["3H", "4H", "5H"]
    dc.close_button.click()
    assert [v.kind for v in dc.group_verdicts] == ["pure_sequence"]
    assert dc.declaration is not None and not dc.declaration
    assert "indian_rummy.too_few_sequences" in dc.declaration.codes
    for group in (("8S", "10S", "JS"), ("QH", "QD", "QC"), ("6H", "6S", "6C")):
        for c in group:
            dc.pick(c)
        dc.close_group()
    dc.pick("JK")
    assert dc.declaration.codes.count("indian_rummy.not_grouped") == 1    # the joker is in no group yet
    dc.clear_groups()
    dc.set_groups("3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C")
    assert dc.declaration


def test_a_click_on_a_grouped_card_takes_it_out_of_its_group():
    dc = DeclarationChecker(hand=AN)
    dc.set_mode("group")
    dc.buttons[cardlab.parse_card("QH")].click()
    assert [len(g) for g in dc.groups] == [3, 4, 2, 3] and not dc.group_verdicts[2]
    assert "is not a group" in text_of(dc.feedback_html) or "not a set" in text_of(dc.feedback_html)


def test_a_bad_grouping_is_a_wrong_show_and_the_engines_grouping_is_offered():
    dc = DeclarationChecker(hand="3H 4H 5H | 8S JK 10S | JS QH QD QC | 6H 6S 6C")
    assert not dc.declaration and dc.arrangement.valid_declaration
    dc.engine_button.click()
    assert dc.declaration and dc.declaration.kind == "valid_show"


def test_the_wild_rank_from_the_indicator_or_the_dropdown():
    dc = DeclarationChecker(hand="3C 4C 5C 6C 7D 9D 5S 8H 8S 8C KD KH KS")
    assert dc.set_indicator("5H") and dc.wild == "5"
    assert dc.arrangement.valid_declaration          # 7♦ 5♠ 9♦: the wild five stands in for 8♦
    assert dc.set_indicator("JK") and dc.wild == "A"
    dc.wild_box.value = "9"
    assert dc.wild == "9" and dc.indicator is None
    assert dc.set_wild(None) and dc.wild is None
    assert not dc.arrangement.valid_declaration


def test_near_misses_name_the_cards_one_away_from_a_show():
    dc = DeclarationChecker(hand="3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D")
    assert dc.waits == [] and "One card away:" not in text_of(dc.feedback_html)
    dc.near_button.value = True
    assert dc.waits == ir.waiting_cards(dc.hand)
    assert "One card away: 2♥ 6♥ 6♦ 7♠ J♠ Q♠ 🃏" in text_of(dc.feedback_html)
    dc.set_hand(BINH)
    assert dc.waits == [] and "No single card makes this hand a show yet" in text_of(dc.feedback_html)
    assert dc.set_near_misses("yes") is False and "'yes'" in dc.error


def test_fourteen_cards_give_the_best_card_to_put_down():
    dc = DeclarationChecker(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C KC")
    assert dc.arrangement.discard == ir.arrange(dc.hand).discard == cardlab.parse_card("KC")
    assert "Put K♣ face down and show" in text_of(dc.feedback_html)
    dc.set_groups(AN)                                  # K♣ left out of the groups: it is put face down
    assert dc.face_down == cardlab.parse_card("KC") and dc.declaration


def test_bad_input_is_quoted_and_the_hand_kept():
    dc = DeclarationChecker(hand=BINH)
    before = dc.hand_text
    assert dc.set_hand("7C 8X") is False and "'8X'" in dc.error and dc.hand_text == before
    assert dc.set_hand("AS AS AS") is False and "AS" in dc.error and dc.hand_text == before
    assert dc.set_groups("7C 8C 9C | QH") is False and "Q♥" in dc.error or "QH" in dc.error
    assert dc.set_wild("Z") is False and "'Z'" in dc.error
    assert dc.set_indicator("5H 6H") is False and dc.hand_text == before
    dc.set_mode("group")
    assert dc.pick("AH") is False and "not in your hand" in dc.error
    assert dc.close_group() is False


def test_the_checker_holds_at_most_fourteen_cards():
    dc = DeclarationChecker(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C KC")
    assert dc.toggle("2D") is False and "at most 14" in dc.error
    with pytest.raises(CardlabError):
        DeclarationChecker(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C KC 2D")
    with pytest.raises(InvalidRulesError):
        DeclarationChecker(rules=cardlab.tongits.Rules())


def test_the_static_fallback_shows_the_cards_and_the_verdict():
    dc = DeclarationChecker(hand=AN)
    bundle = dc._repr_mimebundle_()
    html = bundle["text/html"]
    assert "<svg" not in html and 'alt="3♥"' in html and 'alt="🃏"' in html
    assert "A valid show" in text_of(html)
    assert bundle["text/plain"].startswith("DeclarationChecker(hand=")


# -- the penalty calculator -------------------------------------------------------------------------------------

def test_penalty_calculator_gives_binh_under_both_grouping_rules():
    pc = PenaltyCalculator()
    assert pc.penalties[("pure_sequence", "best")].points == 25
    assert pc.penalties[("two_sequences_one_pure", "best")].points == 80
    assert pc.set_groups("7C 8C 9C | 5H 5D 5S")
    own = pc.penalties[("pure_sequence", "own")]
    assert own.points == ir.penalty(BINH, "7C 8C 9C | 5H 5D 5S") == 55


def test_penalty_calculator_drops_follow_the_format():
    pc = PenaltyCalculator()
    assert pc.fixed == {"first_drop": 20, "middle_drop": 40, "wrong_show": 80, "cap": 80}
    pc.format_box.value = "pool201"
    assert pc.fixed["first_drop"] == 25 and pc.fixed["middle_drop"] == 50
    assert "first drop" in text_of(pc.result_html)


def test_penalty_calculator_running_totals_are_the_engines():
    pc = PenaltyCalculator(ir.Rules.pool(101))
    assert pc.match == ir.match_totals(pc.deals, pc.rules)
    assert pc.match.winner == 0 and "out" in text_of(pc.match_result.value)
    assert pc.set_deals("0, 30\n30, 0")
    assert pc.match.winner is None


def test_penalty_calculator_bad_input_is_quoted_and_the_answer_kept():
    pc = PenaltyCalculator()
    assert pc.set_deals("0, x") is False and "'0, x'" in pc.errors["deals"]
    assert pc.match is not None                       # the last good deals still answer
    assert pc.set_hand("7C 1X") is False and "'1X'" in pc.errors["hand"]
    assert pc.penalties[("pure_sequence", "best")].points == 25
    assert pc.set_format("poker") is False and "'poker'" in pc.errors["format"]
    assert pc.set_option("max_penalty", -1) is False


# -- the table ---------------------------------------------------------------------------------------------------

def play_by_coach(table, limit=400):
    for _ in range(limit):
        if table.outcome is not None:
            return
        assert table.play_coach()
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_deal_played_with_the_coach_reaches_an_outcome(players):
    table = Table(seed=5, game="indian_rummy", players=players)
    assert len(table.bots) == players - 1
    play_by_coach(table)
    o = table.outcome
    assert sum(o.payments.values()) == 0
    assert text_of(table.result.value)
    # At the end every hand lies face up, grouped as it was counted, with what each loser pays.
    board = text_of(table.board.value)
    for p, points in o.details["penalties"].items():
        if points and table.state.statuses[p] == "playing":
            assert f"penalty {points} points" in board or f"penalty {points} point" in board


def test_gentle_bots_draw_only_from_the_stock_and_never_drop():
    table = Table(seed=3, game="indian_rummy", players=4, bots="gentle")
    play_by_coach(table)
    for a in table.state.history:
        if a.player != 0:
            assert a.kind != "drop" and not (a.kind == "draw" and a.target == ir.PILE), a
    assert "Gentle bots" in table.level_buttons.tooltips[1]


def test_the_table_buttons_say_what_they_do():
    table = Table(seed=5, game="indian_rummy")
    labels_ = [b.description for _, b in table.action_buttons]
    assert labels_[0] == "Draw from the stock" and labels_[-1].startswith("Drop (20")
    table.click(0)
    kinds = {a.kind for a, _ in table.action_buttons}
    assert {"discard", "declare"} <= kinds or table.outcome is not None


def test_the_table_refuses_an_illegal_move_with_the_engines_reason():
    table = Table(seed=5, game="indian_rummy")
    card = table.view.hand[0]
    assert table.act(f"discard {card}") is False and "Draw first" in table.error
    assert table.state.history == []
    assert table.act("show KX: 3H 4H 5H") is False and "'KX'" in table.error


def test_a_show_typed_with_your_own_grouping_is_judged_as_grouped():
    s = ir.new_game(5)
    adapter = Table(seed=5, game="indian_rummy").game
    a = adapter.read_action(s, "show KC: 3H 4H 5H | QH QD QC")
    assert a.kind == "declare" and a.target == "3H 4H 5H | QH QD QC" and a.cards == (cardlab.parse_card("KC"),)
    assert adapter.read_action(s, "draw").target == ir.STOCK
    assert adapter.read_action(s, "take").target == ir.PILE


def test_the_table_hides_the_bots_hands():
    table = Table(seed=5, game="indian_rummy", players=3)
    board = text_of(table.board.value)
    assert board.count("card back") >= 2 * 13 - 2
    for line in table.log:
        assert "because" not in line


def test_the_table_warns_about_a_first_drop_and_offers_a_show():
    table = Table(seed=5, game="indian_rummy")
    assert "first drop" in table.warning_text


def test_the_table_bad_arguments():
    with pytest.raises(CardlabError, match="2 to 6"):
        Table(game="indian_rummy", players=7)
    with pytest.raises(CardlabError, match="0 to 1"):
        Table(game="indian_rummy", seat=2)
    with pytest.raises(CardlabError):
        Table(game="tongits", players=4)
    with pytest.raises(InvalidRulesError):
        Table(game="indian_rummy", rules=cardlab.phom.Rules())
    assert repr(Table(seed=1, game="indian_rummy")).startswith("Table(game='indian_rummy', hand=1")


def test_replay_of_a_finished_deal():
    table = Table(seed=4, game="indian_rummy", players=3)
    play_by_coach(table)
    replay = Replay(table.state.to_json())
    assert replay.total == len(table.state.history)
    replay.go(replay.total)
    assert "Winner" in text_of(replay.frame_html) or "No winner" in text_of(replay.frame_html)
    replay.go(1)
    assert "draw from the stock" in text_of(replay.frame_html) or "take" in text_of(replay.frame_html)


# -- English: English Indian Rummy words only (issue #32) ---------------------------------------------------------

#: A Vietnamese letter (a lowercase check: texts are casefolded first).
VIETNAMESE_LETTER = re.compile("[ạảãàáâậầấẩẫăắằặẳẵđêếềệểễôốồộổỗơớờợởỡưứừựửữọỏòóõíìịỉĩùúụủũýỳỵỷỹ]")
#: The message families of Indian Rummy: the engine and its reasons, the terminal, the bots and coach, the lab,
#: the exercises and the widgets.
IR_CODES = ("indian_rummy.", "action.indian_rummy.", "phase.indian_rummy.", "hand.indian_rummy.", "error.indian_rummy.",
            "bot.indian_rummy.", "coach.indian_rummy.", "ir.", "term.ir.", "lab.ir.", "ex.ir.", "widgets.ir.")
#: English Indian Rummy texts allowed to carry a Vietnamese letter, with the reason. Empty: none needs one.
ENGLISH_ALLOWED: dict = {}


def test_every_english_indian_rummy_message_is_free_of_vietnamese_words():
    import cardlab.bots.indian_rummy, cardlab.exercises.indian_rummy, cardlab.indian_rummy.terminal  # noqa: F401
    import cardlab.lab.indian_rummy, cardlab.widgets.indian_rummy  # noqa: F401  (each registers its messages)
    codes = [code for code in _catalogue if code.startswith(IR_CODES)]
    assert len(codes) > 400
    for code in codes:
        text = _catalogue[code]["en"]
        if code in ENGLISH_ALLOWED:
            continue
        assert not VIETNAMESE_LETTER.search(text.casefold()), (code, text)
        assert not re.search(r"\b(khai|noc|boc|danh|bai bo|ta la)\b", text.casefold()), (code, text)


def test_the_english_table_and_its_confirmation_use_english_words():
    table = Table(seed=6, game="indian_rummy", players=3)
    headings = [text_of(html) for html in labels(table.widget)]
    assert "Draw from the closed or open deck" in headings
    assert table.act("draw") is True, table.error
    assert "Discard a card" in [text_of(html) for html in labels(table.widget)]
    for text in labels(table.widget) + [table.coach_text, table.warning_text, table.error] + table.log:
        text = text.replace("Tiếng Việt", "")      # the language switch names the other language in its own words
        assert not VIETNAMESE_LETTER.search(text.casefold()), text
    table.act([a for a, _b in table.action_buttons if a.kind == "declare"][0])    # a wrong show: asks first
    assert "it is a wrong show and costs you" in table.confirm_text
    assert not VIETNAMESE_LETTER.search(table.confirm_text.casefold()), table.confirm_text


# -- Vietnamese ------------------------------------------------------------------------------------------------

def test_a_whole_deal_in_vietnamese_has_no_english_word(vietnamese):
    table = Table(seed=6, game="indian_rummy", players=3)
    assert table.act(cardlab.Action("discard", (table.view.hand[0],), None, 0)) is False
    # "phỏm" is the word of Tongits and Phỏm; Indian Rummy says nhóm, dãy and bộ.
    play_through_in_vietnamese(table, 400, replay_steps=(0, 3, 10**6), forbidden=("phỏm",))


def test_the_checker_and_calculator_in_vietnamese_have_no_english_word(vietnamese):
    dc = DeclarationChecker(hand=AN, near_misses=True)
    for hand in (BINH, "3H 4H 5H | 8S JK 10S | JS QH QD QC | 6H 6S 6C", "4D JK 6D 9H 9S 9C KH KD KS 2C 7S 10D QS",
                 "3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C KC", "3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D"):
        dc.set_hand(hand)
        for text in labels(dc.widget):
            assert english_words(text) == [] and "phỏm" not in text, text
    assert "Khai hợp lệ" in text_of(DeclarationChecker(hand=AN).feedback_html)
    assert dc.set_hand("7C 8X") is False
    pc = PenaltyCalculator(ir.Rules.pool(101))
    pc.set_groups("7C 8C 9C | 5H 5D 5S")
    pc.set_deals("0, x")
    for text in labels(dc.widget) + [dc.error] + labels(pc.widget) + pc.error_list:
        assert english_words(text) == [] and "phỏm" not in text, text


JUNK = [None, 5, 2.5, True, b"AS", ["AS", None], {"AS": 1}, "AS " * 333334, "|||", "JK JK JK", object()]


@pytest.mark.parametrize("junk", JUNK, ids=[type(j).__name__ + str(i) for i, j in enumerate(JUNK)])
def test_junk_into_every_setter_is_refused_quickly_and_changes_nothing(junk):
    import time

    dc = DeclarationChecker(hand=AN)
    pc = PenaltyCalculator()
    before = (repr(dc), repr(pc), pc.penalties)
    start = time.perf_counter()
    calls = [dc.set_hand, dc.set_groups, dc.set_indicator, dc.toggle, dc.pick, dc.set_mode, pc.set_hand, pc.set_format,
             pc.set_deals]
    if not isinstance(junk, bool):
        calls.append(dc.set_near_misses)
    if junk is not None:                     # None is a wild rank: no wild joker
        calls += [dc.set_wild, pc.set_wild]
    for call in calls:
        assert call(junk) is False, call
    if not isinstance(junk, int) or isinstance(junk, bool):
        assert pc.set_option("max_penalty", junk) is False
    assert time.perf_counter() - start < 5
    assert (repr(dc), repr(pc), pc.penalties) == before
    assert dc.error and len(dc.error) < 600 and all(len(e) < 600 for e in pc.error_list)


NEAR_SHOWS = [("5H 6H 8H 9H 2C 3C 4C QS QD QC 7S 7D 7C", "K"),     # 7♥ mends a long sequence's gap
              ("QS KS AS 2H 3H 5D 5C 5H 9C 10C JC 4D 7H", "4"),
              ("4C JK JK 2S 2H 2D 10S JS QS 6H 7H 8H KC", None),    # two jokers: any card anchors a group
              ("3H 4H 5H 8S 9S 10S QH QD QC 6H 6S 6C 2D", None),
              ("JK JK 2S 2H 2D 10S JS QS 6H 7H 8H KC KD", None)]    # any card joins the two jokers


@pytest.mark.parametrize("seed", range(5))
def test_waiting_cards_miss_no_card_a_search_of_every_card_finds(seed):
    # Hands near a show and hands from real deals, with their wild rank: the pruned answer equals trying every card.
    from collections import Counter
    from cardlab.indian_rummy.search import _declaration_discard

    s = ir.new_game(seed, players=6)
    rules = s.rules
    hands = [NEAR_SHOWS[seed]] + [(h, s.wild) for h in s.hands[:3]]
    for i, (hand, wild_rank) in enumerate(hands):
        hand = cardlab.parse_cards(hand) if isinstance(hand, str) else hand
        held = Counter(hand)
        every = [c for c in cardlab.cards.CARD_BY_CODE.values()
                 if held[c] < (rules.printed_jokers if c.is_joker else rules.decks)
                 and _declaration_discard(list(hand) + [c], ir.rules._wild(wild_rank), rules) is not None]
        assert sorted(ir.waiting_cards(hand, wild_rank)) == sorted(every)
        if i == 0:
            assert every, "a near show waits for some card"


def test_at_the_end_of_a_deal_the_table_says_who_lost_not_who_is_playing():
    table = Table(seed=3, game="indian_rummy", players=3)
    while table.outcome is None:
        table.play_coach()
    board = text_of(table.board.value)
    assert "playing" not in board and "lost the deal" in board and "won the deal" in board


def test_a_losers_penalty_on_the_table_reads_as_sentences():
    # Seed 7: a loser without a pure sequence, capped; each reason is its own sentence, not run together
    # ("... penalty 80 The penalty is capped ..." before).
    table = Table(seed=7, game="indian_rummy", players=3)
    while table.outcome is None:
        table.play_coach()
    board = text_of(table.board.value)
    assert "so every card counts: 91 points, penalty 80. The penalty is capped at 80." in board
    assert not re.search(r"penalty \d+ [A-Z]", board)


def test_during_a_deal_the_table_says_what_your_grouping_would_cost_if_someone_showed_now():
    # Seed 7: the learner's 13 cards hold no pure sequence, so every card counts.
    board = text_of(Table(seed=7, game="indian_rummy", players=3).board.value)
    assert ("If someone else shows now: penalty 68 points · No pure sequence, so every card counts: 68 points, "
            "penalty 68.") in board


def typed(action) -> str:
    """What a learner types in the table's box for ``action``."""
    if action.kind == "draw":
        return "draw" if action.target == ir.STOCK else "take"
    if action.kind == "declare":
        return f"show {action.cards[0]}: {action.target}" if action.target else f"show {action.cards[0]}"
    return f"{action.kind} {' '.join(str(c) for c in action.cards)}".strip()


def type_moves(table, deals_ended=lambda: False, limit=400) -> str:
    """Type the coach's moves into the box until the hand is over or ``deals_ended()``; the last text typed."""
    last = ""
    for _ in range(limit):
        if table.outcome is not None or deals_ended():
            return last
        last = typed(table._suggest()[0])
        table.text.value = last
        assert table.error == "", table.error
    raise AssertionError("the deal did not end")


def test_a_show_typed_in_the_box_is_cleared_when_the_deal_ends():
    table = Table(seed=3, game="indian_rummy")
    last = type_moves(table)
    assert last.startswith("show ") and table.state.results[-1].winner == 0
    assert table.text.value == ""


def test_the_box_is_cleared_when_a_deal_of_a_pool_ends_and_the_next_begins():
    table = Table(seed=3, game="indian_rummy", rules=ir.Rules.pool(101))
    last = type_moves(table, deals_ended=lambda: table.state.deal > 0)
    assert table.outcome is None and table.state.deal == 1 and last.startswith("show ")
    assert table.text.value == ""


def test_a_new_deal_starts_with_an_empty_box():
    table = Table(seed=5, game="indian_rummy")
    table.text.value = f"discard {table.view.hand[0]}"      # refused: draw first; the text stays to be corrected
    assert table.error and table.text.value
    table.new_hand(6)
    assert table.text.value == ""


# -- confirmation of a wrong show or a drop, and the shows folded when none is valid (issue #32) -----------------

def test_a_wrong_show_asks_first_cancel_changes_nothing_and_play_it_anyway_costs_the_penalty():
    table = Table(seed=1, game="indian_rummy")
    table.act("draw")
    view = table.view
    show = next(a for a in view.legal_actions if a.kind == "declare")
    kept = list(view.hand)
    kept.remove(show.cards[0])
    assert not ir.arrange(kept, view.wild_rank, view.rules).valid_declaration     # the engine: a wrong show
    before = table.state.to_json()
    assert table.act(show) is False
    assert table.pending == show and table.state.to_json() == before
    why = table.confirm_text
    assert "wrong show" in why and f"{view.rules.wrong_show} points" in why
    assert "a show needs at least two sequences" in why         # the engine's reason why it is no show
    assert table.confirm_box.layout.display is None
    table.cancel()
    assert table.pending is None and table.state.to_json() == before
    assert table.act(f"show {show.cards[0]}") is False and table.pending is not None    # typed: asked too
    assert table.confirm() is True
    o = table.outcome
    assert o is not None and o.payments[0] == -view.rules.wrong_show
    assert table.confirm() is False                              # nothing waits any more


def test_a_valid_show_asks_nothing_and_only_valid_shows_are_green():
    table = Table(seed=5, game="indian_rummy")
    for _ in range(11):                                          # the coach's moves up to a hand that can show
        assert table.play_coach()
    view = table.view
    valid = [a for a in view.legal_actions if a.kind == "declare" and str(a.cards[0]) in ("9C", "KC")]
    assert len(valid) == 2 and all(table.game.risk(view, a) is None for a in valid)
    styles = {str(a.cards[0]): b.button_style for a, b in table.action_buttons if a.kind == "declare"}
    assert styles.pop("9C") == styles.pop("KC") == "success"     # only the valid shows are green
    assert set(styles.values()) == {""}
    assert table._rows["declare"][3].layout.display == "none"    # not folded: a valid show is there
    assert table.act(valid[0]) is True and table.pending is None
    assert table.outcome is not None and table.outcome.winner == 0


def test_an_ordinary_discard_asks_nothing():
    table = Table(seed=1, game="indian_rummy")
    table.act("draw")
    moves = len(table.state.history)
    assert table.act(f"discard {table.view.hand[0]}") is True and table.pending is None
    assert len(table.state.history) > moves


def test_a_drop_says_what_it_costs_before_it_is_played():
    table = Table(seed=1, game="indian_rummy")
    first = table.view.rules.first_drop
    before = table.state.to_json()
    drop = [i for i, (a, _b) in enumerate(table.action_buttons) if a.kind == "drop"][0]
    table.click(drop)
    assert table.pending is not None and table.pending.kind == "drop" and table.state.to_json() == before
    assert f"first drop costs you {first} points" in table.confirm_text
    table.confirm_yes.click()
    assert table.state.statuses[0] == ir.DROPPED and table.outcome.payments[0] == -first


def test_without_a_valid_show_the_shows_wait_behind_one_neutral_button_and_stay_reachable():
    table = Table(seed=1, game="indian_rummy")
    table.act("draw")
    label, inner, _row, fold = table._rows["declare"]
    shows = [(a, b) for a, b in table.action_buttons if a.kind == "declare"]
    assert fold.layout.display is None and fold.description.startswith("Show…")
    assert f"{len(shows)} cards" in fold.description and "no valid show" in fold.description
    assert inner.layout.display == "none" and all(b.button_style == "" for _a, b in shows)
    assert [a for a, _b in table.action_buttons] == list(table.view.legal_actions)    # every move still there
    fold.value = True                                            # opened: the shows are laid out
    assert inner.layout.display is None
    fold.value = False
    assert inner.layout.display == "none"
    cardlab.set_language("vi")
    try:
        table._redraw()
        assert fold.description.startswith("Khai bài…") and english_words(fold.description) == []
        table.act(shows[0][0])
        assert english_words(table.confirm_text) == [] and "khai sai" in table.confirm_text
    finally:
        cardlab.set_language("en")


def test_rule_dropdowns_show_the_rule_in_words_in_each_language_and_keep_the_choice():
    checker, calculator = DeclarationChecker(), PenaltyCalculator()
    grouping, no_pure = checker.options["loser_grouping_requirement"], checker.options["no_pure_sequence_penalty"]
    assert [label for label, _ in grouping.options] == ["a pure sequence", "two sequences, one of them pure"]
    assert [label for label, _ in calculator.no_pure_box.options] == ["every card counts, up to the maximum",
                                                                     "the maximum at once"]
    checker.set_option("no_pure_sequence_penalty", "fixed_max")
    checker.language.value = "vi"
    try:
        assert [label for label, _ in no_pure.options] == ["cộng điểm mọi lá, tối đa bằng mức trần",
                                                           "phạt ngay mức tối đa"]
        assert no_pure.value == checker.rules.no_pure_sequence_penalty == "fixed_max"   # relabelled, not reset
        assert all("_" not in label for box in (grouping, no_pure) for label, _ in box.options)
    finally:
        checker.language.value = "en"


# -- issue #32: typed words ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("typed", ["show AC", "khai AC", "declare AC", "khai bài AC"])
def test_a_typed_show_is_read_as_the_show_and_asks_for_confirmation_when_wrong(typed):
    table = Table(seed=0, game="indian_rummy")
    assert table.act("bốc") is True, table.error
    moves = len(table.state.history)
    assert table.act(typed) is False and table.pending is not None and table.pending.kind == "declare"
    assert "wrong show" in table.confirm_text and len(table.state.history) == moves
    table.cancel()


@pytest.mark.parametrize("draw, discard", [("draw", "discard"), ("bốc", "đánh")])
def test_indian_rummy_moves_typed_in_both_languages_are_played(draw, discard):
    table = Table(seed=0, game="indian_rummy")
    assert table.act(draw) is True, table.error
    card = table.view.hand[-1]
    assert table.act(f"{discard} {card}") is True, table.error
    assert any(str(a) == f"discard {card}" and a.player == 0 for a in table.state.history)


def test_a_bare_show_is_the_show_move_and_the_engine_says_what_it_needs():
    table = Table(seed=0, game="indian_rummy")
    table.act("draw")
    assert table.act("show") is False and "expected" not in table.error and "declare" not in table.error
