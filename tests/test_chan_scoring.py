"""Chắn pairs, wins (ù), waiting cards and cước scoring: every line of the bonus table."""
import pytest

import cardlab
from cardlab import chan
from cardlab.errors import CardlabError, CardTypeError, InvalidRulesError, NotationError

# Hands used below (20 cards each, written as pairs).
# Seven Chắn, three Cạ, two red cards (Bát vạn), no Tôm or Lèo: a plain win.
PLAIN = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 9N 9N 4S 4N 5V 5N 6V 6S"
# Six Chắn, four Cạ; the ranks 2 and 8 have no Cạ.
SIX_CHAN = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 4S 4N 5V 5N 6V 6S 9V 9N"
# The seed's worked example: Ù chì with one Tôm.
SEED = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N"
# Four Tam... four Nhị vạn (two Chắn), seven Chắn in all, three Cạ, two red cards.
FOUR = "2V 2V 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 4S 4N 5V 5N 6V 6S"


# -- pairs -------------------------------------------------------------------

def test_chan_is_two_identical_cards():
    p = chan.decompose("3V 3V")
    assert p.n_chan == 1 and p.n_ca == 0 and not p.unpaired


def test_ca_is_same_rank_different_suit():
    p = chan.decompose("3V 3N")
    assert p.n_chan == 0 and p.n_ca == 1
    assert chan.decompose("3V 4V").unpaired == tuple(chan.parse_cards("3V 4V"))


def test_chi_chi_has_no_ca():
    assert chan.decompose("CC 9V").n_ca == 0


def test_chiu_is_four_identical_cards_counting_as_two_chan():
    p = chan.decompose("7S 7S 7S 7S")
    assert p.n_chan == 2 and p.chiu == (chan.ChanCard.parse("7S"),)


def test_an_identical_pair_is_never_split_to_make_ca():
    p = chan.decompose("3V 3V 3S 3N")
    assert p.n_chan == 1 and p.n_ca == 1          # not two Cạ 3V3S + 3V3N
    p = chan.decompose("3V 3V 3S")
    assert p.n_chan == 1 and p.unpaired == (chan.ChanCard.parse("3S"),)
    p = chan.decompose("3V 3V 3V 3S")              # a triple: Chắn plus a Cạ from the odd one
    assert p.n_chan == 1 and p.n_ca == 1


def test_exposed_groups_are_kept_as_laid_down():
    p = chan.decompose("3V 3S 3V 3N", exposed=[("3V", "3S")])
    assert p.n_chan == 0 and p.n_ca == 2
    with pytest.raises(NotationError, match="not among"):
        chan.decompose("3V 3S", exposed=[("7N", "7N")])
    with pytest.raises(NotationError, match="not a Chắn"):
        chan.decompose("3V 4S", exposed=[("3V", "4S")])


# -- wins ----------------------------------------------------------------------

def test_win_needs_ten_pairs_with_at_least_six_chan():
    v = chan.check_win(SIX_CHAN, "6V", "other_gate_stock")
    assert v and v.kind == "u" and v.chan == 6 and v.ca == 4
    five = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8S 4S 4N 5V 5N 6V 6S 9V 9N"
    v = chan.check_win(five, "6V", "other_gate_stock")
    assert not v and v.codes == ("chan.too_few_chan",) and v.chan == 5


def test_every_card_must_be_paired_to_win():
    hand = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 4S 4N 5V 5N 6V 6S 9V 7N"
    v = chan.check_win(hand, "6V", "other_gate_stock")
    assert not v and v.codes == ("chan.unpaired",)
    assert "Cửu vạn" in v.text() and "Thất văn" in v.text()


def test_chi_chi_as_winning_card_needs_exactly_six_chan_and_four_ca():
    six_four = "CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 3V 3S 7N 7V 4S 4N 5V 5N"
    assert chan.check_win(six_four, "CC", "other_gate_stock")
    seven_three = "CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 7N 7N 4S 4N 5V 5N 6V 6S"
    v = chan.check_win(seven_three, "CC", "other_gate_stock")
    assert not v and v.codes == ("chan.chi_chi_exact",)
    # The same cards win when another card completes them.
    assert chan.check_win(seven_three, "2V", "other_gate_stock")


def test_no_win_on_an_ordinary_discard():
    v = chan.check_win(PLAIN, "2V", "discard")
    assert not v and v.codes == ("chan.no_win_on_discard",)


@pytest.mark.parametrize("source", ["own_gate_stock", "other_gate_stock", "dealt"])
def test_a_win_on_a_stock_card_or_dealt(source):
    assert chan.check_win(PLAIN, "2V", source)


def test_a_win_by_chiu_completes_a_triple_to_four():
    assert chan.check_win(FOUR, "2V", "chiu")
    v = chan.check_win(FOUR, "6V", "chiu")
    assert not v and v.codes == ("chan.chiu_needs_four",)


def test_a_dealt_win_may_have_no_winning_card():
    assert chan.check_win(PLAIN, None, "dealt")
    with pytest.raises(CardlabError, match="only a dealt hand"):
        chan.check_win(PLAIN, None, "other_gate_stock")


def test_a_win_needs_twenty_cards():
    v = chan.check_win(PLAIN.rsplit(" ", 2)[0], "2V", "other_gate_stock")
    assert not v and v.codes == ("chan.win_needs_twenty",)


def test_check_win_refuses_junk():
    with pytest.raises(NotationError):
        chan.check_win("2V 1X", "2V", "other_gate_stock")
    with pytest.raises(CardTypeError):
        chan.check_win(None, "2V", "other_gate_stock")
    with pytest.raises(CardlabError, match="win_source"):
        chan.check_win(PLAIN, "2V", "stock")
    with pytest.raises(CardlabError, match="not among"):
        chan.check_win(PLAIN, "7N", "own_gate_stock")
    with pytest.raises(NotationError, match="holds 4"):
        chan.check_win(PLAIN + " 2V 2V 2V", "2V", "own_gate_stock")
    with pytest.raises(InvalidRulesError):
        chan.check_win(PLAIN, "2V", "own_gate_stock", rules={"xuong_points": 2})


def test_win_reasons_in_english_and_vietnamese():
    v = chan.check_win(SIX_CHAN, "CC" if False else "6V", "other_gate_stock")
    assert v.text("en") == "6 Chắn and 4 Cạ make ten pairs: a win (ù)."
    assert v.text("vi") == "6 Chắn và 4 Cạ đủ mười cặp: ù."
    no = chan.check_win(PLAIN, "2V", "discard")
    assert "ordinary discard" in no.text("en")
    cardlab.set_language("vi")
    assert "lá đánh ra thường" in str(no)


# -- cước: every line of the table ------------------------------------------

def test_plain_win_is_u_xuong_two_points():
    s = chan.score(PLAIN, "2V", "other_gate_stock")
    assert s.points == 2 and s.bonuses == () and s.method == "xuong"
    assert str(s) == "Ù xuông = 2"


def test_seed_example_u_chi_with_one_tom_is_five():
    s = chan.score(SEED, "7N", "own_gate_stock")
    assert s.points == 5
    assert str(s) == "Tôm 4 + Ù chì dịch 1 = 5"
    assert set(s.bonuses) == {("Tôm", 4, 1), ("Ù chì", 3, 1)}
    assert s.main == "Tôm"


def test_u_chi_won_on_the_stock_card_at_your_own_gate():
    assert chan.score(PLAIN, "2V", "own_gate_stock").bonuses == (("Ù chì", 3, 1),)
    assert chan.score(PLAIN, "2V", "own_gate_stock").points == 3
    assert chan.score(PLAIN, "2V", "other_gate_stock").points == 2


def test_thien_u_the_dealers_first_twenty_cards_win():
    s = chan.score(PLAIN, None, "dealt")
    assert s.bonuses == (("Thiên ù", 3, 1),) and s.points == 3


def test_thien_u_has_no_winning_card_so_neither_the_chi_chi_rule_nor_bach_thu_applies():
    # Ten Chắn with Chi chi: a win whichever card is named (Chi chi as a winning card would need 6 Chắn + 4 Cạ).
    ten = "CC CC 2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2S 2S 3S 3S 4S 4S"
    for card in (None, "CC", "2V"):
        v = chan.check_win(ten, card, "dealt")
        assert v and v.winning_card is None
        assert chan.score(ten, card, "dealt").points == 12 + 3
    assert not chan.check_win(ten, "CC", "own_gate_stock")
    # 6 Chắn + 4 Cạ, no Cạ in the Nhị rank: Bạch thủ on a stock card, never on a Thiên ù.
    six = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 2S 2S 3V 3N 4V 4N 7V 7N 6S 6N"
    assert "Bạch thủ" in [b[0] for b in chan.score(six, "2S", "other_gate_stock").bonuses]
    for card in [None] + sorted(set(six.split())):
        s = chan.score(six, card, "dealt")
        assert s.bonuses == (("Thiên ù", 3, 1),) and s.points == 3


def test_tom_counts_once_per_set():
    s = chan.score(SEED, "7N", "other_gate_stock")
    assert s.bonuses == (("Tôm", 4, 1),) and s.points == 4
    two = "3V 3V 3S 3S 7N 7N 2V 2V 4S 4S 5N 5N 6V 6S 9V 9N 4V 4N 2S 2N"
    s = chan.score(two, "6V", "other_gate_stock")
    assert [b[0] for b in s.bonuses] == ["Tôm", "Tôm"]
    assert s.points == 5 and str(s) == "Tôm 4 + Tôm dịch 1 = 5"


def test_bach_thu_exactly_six_chan_and_no_ca_in_the_winning_cards_rank():
    s = chan.score(SIX_CHAN, "2V", "other_gate_stock")
    assert s.bonuses == (("Bạch thủ", 4, 1),) and s.points == 4
    # Rank 4 holds the Cạ 4S 4N: no Bạch thủ.
    assert chan.score(SIX_CHAN, "4S", "other_gate_stock").points == 2
    assert chan.score(SIX_CHAN, "4V", "other_gate_stock").points == 2
    # Seven Chắn: no Bạch thủ.
    assert chan.score(PLAIN, "2V", "other_gate_stock").points == 2


def test_leo_counts_once_per_set():
    one = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N CC CC 9V 9N 8S 8N 4S 4N 7V 7V"
    s = chan.score(one, "2V", "other_gate_stock")
    assert s.bonuses == (("Lèo", 5, 2),) and s.points == 5
    two = "9V 9V 8S 8S CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6V 6S 4S 4N 5V 5N"
    s = chan.score(two, "2V", "other_gate_stock")
    assert [b[0] for b in s.bonuses] == ["Lèo", "Lèo"] and s.points == 7
    assert str(s) == "Lèo 5 + Lèo dịch 2 = 7"


def test_thien_khai_four_identical_cards_dealt():
    s = chan.score(FOUR, "6V", "other_gate_stock", history=("thien_khai",))
    assert s.bonuses == (("Thiên khai", 5, 2),) and s.points == 5
    assert chan.score(FOUR, "6V", "other_gate_stock").points == 2   # the cards alone cannot show it


def test_chiu_u_won_by_completing_a_triple_to_four():
    s = chan.score(FOUR, "2V", "chiu")
    assert s.bonuses == (("Chíu ù", 5, 2),) and s.points == 5
    s = chan.score(FOUR, "2V", "own_gate_stock", history=["chiu_u"])
    assert s.points == 6 and str(s) == "Chíu ù 5 + Ù chì dịch 1 = 6"


def test_bon_a_pair_completed_to_four_identical():
    s = chan.score(FOUR, "6V", "other_gate_stock", history=("bon",))
    assert s.bonuses == (("Bòn", 5, 2),) and s.points == 5


def test_bach_dinh_no_red_card():
    black = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 9N 9N 7V 7V 4S 4N 5V 5N 6V 6S"
    s = chan.score(black, "2V", "other_gate_stock")
    assert s.bonuses == (("Bạch định", 7, 4),) and s.points == 7


def test_tam_do_exactly_eight_red_cards():
    eight = "8V 8V 9V 9V 8S 8S 9S 9S 2V 2V 2S 2S 4V 4V 4S 4N 5V 5N 6V 6S"
    s = chan.score(eight, "2V", "other_gate_stock")
    assert s.bonuses == (("Tám đỏ", 8, 5),) and s.points == 8
    # Six red cards: nothing.
    six = "8V 8V 9V 9V 8S 8S 9N 9N 2V 2V 2S 2S 4V 4V 4S 4N 5V 5N 6V 6S"
    assert chan.score(six, "2V", "other_gate_stock").points == 2


def test_kinh_tu_chi_four_chi_chi_and_every_other_card_black():
    s = chan.score("CC CC CC CC 2V 2V 2S 2S 4V 4V 5S 5S 7V 7V 4S 4N 5V 5N 6V 6S", "2V", "other_gate_stock")
    assert s.bonuses == (("Kính tứ chi", 12, 9),) and s.points == 12
    # With one more red pair it is not Kính tứ chi.
    s = chan.score("CC CC CC CC 2V 2V 2S 2S 4V 4V 5S 5S 8V 8V 4S 4N 5V 5N 6V 6S", "2V", "other_gate_stock")
    assert "Kính tứ chi" not in [b[0] for b in s.bonuses]


THAP = "2V 2V 2S 2S 2N 2N 4V 4V 5S 5S 6N 6N 7V 7V 8V 8V 3N 3N 4N 4N"


def test_thap_thanh_all_ten_pairs_chan():
    s = chan.score(THAP, "2V", "other_gate_stock")
    assert s.bonuses == (("Thập thành", 12, 9),) and s.points == 12


def test_thap_thanh_adds_the_main_values_of_all_bonuses():
    s = chan.score(THAP, "2V", "own_gate_stock")
    assert s.points == 15 and s.method == "sum_of_mains"
    assert str(s) == "Thập thành 12 + Ù chì 3 = 15"
    black = THAP.replace("8V 8V", "9N 9N")
    assert chan.score(black, "2V", "other_gate_stock").points == 12 + 7


def test_score_is_highest_main_plus_dich_of_every_other_bonus():
    # Lèo (5/2) with Ù chì (3/1): 5 + 1.
    one = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N CC CC 9V 9N 8S 8N 4S 4N 7V 7V"
    s = chan.score(one, "2V", "own_gate_stock")
    assert s.points == 6 and s.main == "Lèo"


def test_equal_main_values_the_higher_dich_is_the_main_one():
    # Tôm and Bạch thủ both have main 4; with Bạch thủ's dịch raised to 3 it
    # becomes the main bonus, and only Tôm's dịch 1 is added.
    hand = "CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 3V 3S 7N 7V 4S 4N 5V 5N"
    rules = chan.Rules(bonus_values={"bach_thu": (4, 3)})
    s = chan.score(hand, "CC", "other_gate_stock", rules=rules)
    assert s.main == "Bạch thủ" and s.points == 5
    assert str(s) == "Bạch thủ 4 + Tôm dịch 1 = 5"
    # With the default table (4/1 and 4/1) either way gives 5.
    assert chan.score(hand, "CC", "other_gate_stock").points == 5


def test_score_reasons_explain_each_bonus_in_both_languages():
    s = chan.score(SEED, "7N", "own_gate_stock")
    en = s.text("en")
    assert "Tôm (Tam vạn, Tam sách and Thất văn): main 4, dịch 1." in en
    assert "Tôm 4 + Ù chì dịch 1 = 5" in en
    vi = s.text("vi")
    assert "điểm chính 4" in vi and "ù lá nọc lật ở cửa mình" in vi
    assert "Tôm 4 + Ù chì dịch 1 = 5" in s._repr_html_()


def test_score_of_a_non_win_raises_with_the_reason():
    with pytest.raises(CardlabError, match="not a win.*Chắn"):
        chan.score("2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8S 4S 4N 5V 5N 6V 6S 9V 9N", "6V", "other_gate_stock")
    with pytest.raises(CardlabError, match="not a win"):
        chan.score(PLAIN, "2V", "discard")


def test_history_flags_are_checked():
    with pytest.raises(CardlabError, match="not known"):
        chan.score(PLAIN, "2V", "other_gate_stock", history=("lucky",))
    with pytest.raises(CardlabError, match="four identical"):
        chan.score(PLAIN, "2V", "other_gate_stock", history=("bon",))
    with pytest.raises(CardlabError, match="fourth"):
        chan.score(FOUR, "6V", "other_gate_stock", history=("chiu_u",))
    with pytest.raises(CardTypeError):
        chan.score(PLAIN, "2V", "other_gate_stock", history=42)


# -- options -----------------------------------------------------------------

def test_option_xuong_points():
    assert chan.score(PLAIN, "2V", "other_gate_stock", rules=chan.Rules(xuong_points=1)).points == 1
    with pytest.raises(InvalidRulesError, match="xuong_points"):
        chan.Rules(xuong_points=-1)
    with pytest.raises(InvalidRulesError, match="xuong_points"):
        chan.Rules(xuong_points="2")


def test_option_bonus_values_replaces_table_lines():
    rules = chan.Rules(bonus_values={"tom": (6, 2)})
    assert rules.bonus_values["tom"] == (6, 2) and rules.bonus_values["leo"] == (5, 2)
    assert chan.score(SEED, "7N", "own_gate_stock", rules=rules).points == 7
    assert chan.Rules().bonus_values == chan.DEFAULT_BONUS_VALUES
    with pytest.raises(TypeError, match="read-only"):
        chan.Rules().bonus_values["tom"] = (9, 9)
    for bad in ({"luck": (1, 1)}, {"tom": (4,)}, {"tom": (-1, 1)}, {"tom": "41"}, [("tom", (4, 1))]):
        with pytest.raises(InvalidRulesError, match="bonus_values"):
            chan.Rules(bonus_values=bad)


def test_option_thap_thanh_adds_main_values_off_uses_main_plus_dich():
    rules = chan.Rules(thap_thanh_adds_main_values=False)
    s = chan.score(THAP, "2V", "own_gate_stock", rules=rules)
    assert s.points == 13 and str(s) == "Thập thành 12 + Ù chì dịch 1 = 13"
    with pytest.raises(InvalidRulesError, match="thap_thanh_adds_main_values"):
        chan.Rules(thap_thanh_adds_main_values=1)


def test_option_bach_thu_chi_separate_bonus():
    hand = "CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 3V 3N 7S 7V 4S 4N 5V 5N"
    assert chan.score(hand, "CC", "other_gate_stock").bonuses == (("Bạch thủ", 4, 1),)
    s = chan.score(hand, "CC", "other_gate_stock", rules=chan.Rules(bach_thu_chi_separate_bonus=True))
    assert s.bonuses == (("Bạch thủ chi", 4, 3),) and s.points == 4
    # A Bạch thủ on another card is unchanged by the option.
    s = chan.score(SIX_CHAN, "2V", "other_gate_stock", rules=chan.Rules(bach_thu_chi_separate_bonus=True))
    assert s.bonuses == (("Bạch thủ", 4, 1),)
    with pytest.raises(InvalidRulesError):
        chan.Rules(bach_thu_chi_separate_bonus="yes")


def test_option_extra_traditional_bonuses_dia_u_and_thong():
    assert chan.score(PLAIN, "2V", "other_gate_stock", history=("dia_u", "thong")).points == 2
    rules = chan.Rules(extra_traditional_bonuses=True)
    s = chan.score(PLAIN, "2V", "other_gate_stock", history=("dia_u",), rules=rules)
    assert s.bonuses == (("Địa ù", 2, 1),) and s.points == 2
    s = chan.score(PLAIN, "2V", "own_gate_stock", history=("dia_u", "thong"), rules=rules)
    assert [b[0] for b in s.bonuses] == ["Ù chì", "Địa ù", "Thông"] and s.points == 3 + 1 + 1
    with pytest.raises(CardlabError, match="dia_u"):
        chan.score(PLAIN, "2V", "dealt", history=("dia_u",), rules=rules)
    assert chan.Rules.traditional().extra_traditional_bonuses and chan.Rules.traditional().bach_thu_chi_separate_bonus
    with pytest.raises(InvalidRulesError):
        chan.Rules(extra_traditional_bonuses=None)


def test_rules_round_trip_through_plain_values():
    from cardlab.engine import rules_to_dict
    rules = chan.Rules(bonus_values={"tom": (6, 2)}, xuong_points=3)
    assert chan.Rules(**rules_to_dict(rules)) == rules


# -- settlement --------------------------------------------------------------

def test_each_loser_pays_the_score_and_the_winner_receives_three_times_it():
    assert chan.settle(5, 2) == (-5, -5, 15, -5)
    assert sum(chan.settle(7, 0)) == 0


def test_drawn_deal_pays_nothing():
    assert chan.settle(5, None) == (0, 0, 0, 0)


def test_settle_refuses_junk():
    for args in ((5, 4), (5, -1), (-1, 0), ("5", 0), (5, "0"), (5, True)):
        with pytest.raises(CardlabError):
            chan.settle(*args)
    with pytest.raises(CardlabError):
        chan.settle(5, 0, players=1)
    assert chan.settle(4, 1, players=3) == (-4, 8, -4)


# -- waiting cards ---------------------------------------------------------------

def test_waiting_cards_lists_every_face_that_completes_the_hand_with_its_score():
    hand = SEED.replace(" 7N", "")       # 19 cards, waiting on the seventh rank
    waits = chan.waiting_cards(hand)
    assert [str(w.card) for w in waits] == ["7V", "7S", "7N"]
    by = {str(w.card): w for w in waits}
    assert by["7N"].score.points == 4 and by["7N"].own_gate_score.points == 5
    assert by["7V"].score.points == 2 and by["7V"].own_gate_score.points == 3
    assert str(by["7N"]) == "7N (Thất văn): Tôm 4 = 4; at your own gate Tôm 4 + Ù chì dịch 1 = 5"
    for w in waits:
        assert chan.check_win(hand + " " + str(w.card), w.card, "other_gate_stock")


def test_waiting_cards_agree_with_check_win_for_every_face():
    hand = chan.parse_cards(SIX_CHAN)[:-1]
    waits = {w.card for w in chan.waiting_cards(hand)}
    for face in chan.FACES:
        if hand.count(face) < 4:
            assert (face in waits) == bool(chan.check_win(hand + [face], face, "other_gate_stock"))


def test_waiting_cards_with_history_flags_score_them_where_they_fit():
    hand = FOUR.replace("2V ", "", 1)                # three Nhị vạn: 2V completes the triple to four
    waits = {str(w.card): w for w in chan.waiting_cards(hand, history=("chiu_u",))}
    assert ("Chíu ù", 5, 2) in waits["2V"].score.bonuses
    assert all(b[0] != "Chíu ù" for w in waits.values() if str(w.card) != "2V" for b in w.score.bonuses)


def test_chi_chi_waits_only_with_exactly_six_chan_and_four_ca():
    waiting = "CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 3V 3S 7N 7V 4S 4N 5V 5N"
    assert [str(w.card) for w in chan.waiting_cards(waiting)] == ["CC"]
    seven = "CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 7N 7N 4S 4N 5V 5N 6V 6S"
    assert chan.waiting_cards(seven) == []


def test_waiting_cards_refuses_a_hand_that_is_not_nineteen_cards():
    with pytest.raises(CardlabError, match="19"):
        chan.waiting_cards(PLAIN)
    with pytest.raises(CardlabError, match="not known"):
        chan.waiting_cards(SEED.replace(" 7N", ""), history=("lucky",))
    with pytest.raises(NotationError):
        chan.waiting_cards("1X")
