"""Phỏm (Tá Lả) calculators, one test per rule sentence of RULES.md §2 and per option value.

The seed's worked examples (Xeeng Online) appear here in our own words.
"""
import pytest

import cardlab
from cardlab import phom
from cardlab.errors import ArrangementError, CardlabError, CardTypeError, InvalidRulesError, NotationError
from cardlab.explain import _catalogue
from cardlab.phom import Rules

# ---------------------------------------------------------------------------
# Rules and options


def test_default_rules_are_the_seed_game():
    r = Rules()
    assert (r.turn_direction, r.ace_points, r.ace_high_in_runs, r.max_eaten_cards_per_phom) == (
        "counterclockwise", 1, False, 1)
    assert (r.u_definition, r.eat_payment_scheme, r.chot_multiplier, r.u_payment) == (
        "three_phom", "by_round", 4, 5)
    assert (r.rank_payments, r.mom_extra, r.house_fee, r.u_khan_enabled) == ((1, 2, 3), 1, 0, False)
    assert (r.cards_per_player, r.first_player_cards, r.rounds) == (9, 10, 4)
    assert Rules.xeeng() == r


def test_eat_order_preset_is_the_seeds_other_payment_table():
    r = Rules.eat_order()
    assert r.eat_payment_scheme == "by_eat_order" and r.chot_multiplier == 3


@pytest.mark.parametrize("option,value", [
    ("turn_direction", "sideways"), ("turn_direction", None), ("ace_points", -1), ("ace_points", 1.5),
    ("ace_points", True), ("ace_high_in_runs", "yes"), ("ace_high_in_runs", 1), ("max_eaten_cards_per_phom", 0),
    ("max_eaten_cards_per_phom", 4), ("u_definition", "two_phom"), ("eat_payment_scheme", "by_luck"),
    ("chot_multiplier", 0), ("chot_multiplier", "4"), ("u_payment", -5), ("rank_payments", (1, 2)),
    ("rank_payments", (1, 2, -3)), ("rank_payments", "123"), ("rank_payments", None), ("mom_extra", -1),
    ("house_fee", -1), ("house_fee", 0.5), ("u_khan_enabled", "no"), ("cards_per_player", 2),
    ("cards_per_player", 20), ("first_player_cards", 9), ("rounds", 0), ("den_on_tai_chot", None),
    ("short_table_payments", "random"),
])
def test_bad_options_raise_invalid_rules_error_naming_the_option(option, value):
    with pytest.raises(InvalidRulesError) as info:
        Rules(**{option: value})
    assert option in str(info.value)
    assert isinstance(info.value, ValueError)


def test_deal_sizes_that_would_empty_a_four_player_stock_are_refused():
    with pytest.raises(InvalidRulesError, match="stock"):
        Rules(cards_per_player=10, first_player_cards=11, rounds=4)
    assert Rules(cards_per_player=8, first_player_cards=9, rounds=5).rounds == 5


def test_rank_payments_from_json_lists_are_the_same_rules():
    assert Rules(rank_payments=[1, 2, 3]) == Rules()


def test_calculators_refuse_rules_of_another_type():
    with pytest.raises(InvalidRulesError):
        phom.arrange("AS 2S 3S", rules={"ace_points": 1})


# ---------------------------------------------------------------------------
# Phỏm: 3+ cards of one rank, or 3+ consecutive cards of one suit; aces low only


def test_phom_is_three_or_more_cards_of_one_rank():
    v = phom.check_meld("7H 7D 7C")
    assert v and v.kind == "set" and v.codes == ("phom.is_set",)
    assert phom.check_meld("7H 7D 7C 7S").kind == "set"


def test_phom_is_three_or_more_consecutive_cards_of_one_suit():
    v = phom.check_meld("5S 6S 7S 8S 9S")
    assert v and v.kind == "run"
    assert str(v.meld) == "5S 6S 7S 8S 9S"


def test_consecutive_cards_of_mixed_suits_are_not_a_phom():
    v = phom.check_meld("6S 7D 8C")
    assert not v and v.codes == ("meld.run_suits_differ",)
    assert "suits differ" in v.text("en")


def test_two_cards_are_not_a_phom():
    v = phom.check_meld("7H 7D")
    assert not v and v.codes == ("meld.too_few",)


def test_aces_are_low_only_by_default():
    assert phom.check_meld("AS 2S 3S").kind == "run"
    v = phom.check_meld("QS KS AS")
    assert not v and "meld.run_ace_high" in v.codes
    assert not phom.check_meld("KS AS 2S")


def test_ace_high_in_runs_allows_q_k_a_but_never_k_a_2():
    rules = Rules(ace_high_in_runs=True)
    assert phom.check_meld("QS KS AS", rules=rules).kind == "run"
    assert phom.check_meld("AS 2S 3S", rules=rules).kind == "run"
    assert not phom.check_meld("KS AS 2S", rules=rules)
    assert phom.arrange("QH KH AH", rules).points == 0
    assert phom.arrange("QH KH AH").points == 1 + 12 + 13


def test_no_phom_may_contain_two_eaten_cards():
    v = phom.check_meld("5S 6S 7S", eaten="5S 7S")
    assert not v and "phom.too_many_eaten" in v.codes
    assert "at most 1" in v.text("en")
    assert phom.check_meld("5S 6S 7S", eaten="6S")


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_max_eaten_cards_per_phom_option(limit):
    rules = Rules(max_eaten_cards_per_phom=limit)
    assert bool(phom.check_meld("5S 6S 7S 8S", eaten="5S 6S", rules=rules)) == (limit >= 2)
    assert bool(phom.check_meld("5S 6S 7S 8S", eaten="5S 6S 7S", rules=rules)) == (limit >= 3)


def test_eaten_cards_must_be_among_the_cards():
    with pytest.raises(CardlabError, match="9H"):
        phom.check_meld("5S 6S 7S", eaten="9H")


# ---------------------------------------------------------------------------
# Points and the best arrangement


@pytest.mark.parametrize("card,points", [("AS", 1), ("2H", 2), ("9D", 9), ("10C", 10), ("JS", 11), ("QH", 12),
                                         ("KD", 13)])
def test_points_a_is_1_two_to_ten_face_value_j_11_q_12_k_13(card, points):
    assert phom.card_points(card) == points
    assert phom.deadwood(card) == points


def test_ace_points_option_sets_the_value_of_an_ace():
    assert phom.card_points("AS", Rules(ace_points=2)) == 2
    assert phom.deadwood("AS KD", Rules(ace_points=2)) == 15


def test_arrange_lays_down_the_phom_that_leave_fewest_points():
    arr = phom.arrange("AS 2S 3S 7H 7D 7C KS")
    assert arr.points == 13 and [str(c) for c in arr.deadwood] == ["KS"]
    assert str(arr) == "[A♠ 2♠ 3♠] [7♥ 7♦ 7♣] | deadwood K♠ = 13"


def test_arrange_chooses_between_overlapping_phom_by_points():
    # 9♠ can join the run 7♠ 8♠ 9♠ or the set 9♠ 9♥ 9♦, not both.
    arr = phom.arrange("7S 8S 9S 9H 9D")
    assert arr.points == 15  # the set leaves 7♠ 8♠ (15), the run would leave 9♥ 9♦ (18)
    arr = phom.arrange("7S 8S 9S 9H 9D 10S JS")
    assert arr.points == 18  # now the run 7♠-J♠ is worth more than the set
    assert phom.arrange("7S 8S 9S 9H 9D 9C").points == 0  # run and the other three nines


def test_eaten_cards_must_end_up_in_phom():
    # Without the eaten card the best choice would leave 5♥ out.
    free = phom.arrange("5S 5H 5D 6S 7S")
    assert free.feasible
    arr = phom.arrange("5S 5H 5D 6S 7S", eaten="5H")
    assert arr.feasible and any("5H" in map(str, m.cards) for m in arr.melds)
    assert arr.points == 13


def test_eaten_cards_that_cannot_sit_in_phom_are_infeasible():
    arr = phom.arrange("5S 6S 7S 9D", eaten="9D")
    assert not arr.feasible
    with pytest.raises(ArrangementError, match="eaten"):
        phom.deadwood("5S 6S 7S 9D", eaten="9D")


def test_two_eaten_cards_need_two_phom_by_default():
    hand = "5S 6S 7S 8S 9S 10S"
    assert not phom.arrange("5S 6S 7S 8S", eaten="5S 8S").feasible
    assert phom.arrange(hand, eaten="5S 10S").feasible  # 5-6-7 and 8-9-10
    assert phom.arrange("5S 6S 7S 8S", eaten="5S 8S", rules=Rules(max_eaten_cards_per_phom=2)).feasible


def test_arrange_eaten_card_not_in_hand_raises():
    with pytest.raises(ArrangementError, match="9H"):
        phom.arrange("5S 6S 7S", eaten="9H")


def test_arrangement_text_is_readable():
    assert str(phom.arrange("KS QD")) == "no melds | deadwood Q♦ K♠ = 25"


# ---------------------------------------------------------------------------
# Sending (gửi)


def test_send_a_card_that_extends_a_run():
    v = phom.check_send("6S", "3S 4S 5S")
    assert v and str(v.meld) == "3S 4S 5S 6S"
    assert v.codes == ("phom.send_fits",)


def test_send_the_fourth_card_of_a_set():
    assert phom.check_send("KH", "KS KC KD")


def test_send_a_card_that_does_not_fit_is_refused():
    v = phom.check_send("8S", "3S 4S 5S")
    assert not v and v.codes == ("phom.send_does_not_fit",)


def test_send_only_in_the_fourth_round():
    v = phom.check_send("6S", "3S 4S 5S", round=3)
    assert not v and v.codes == ("phom.send_not_last_round",)
    assert "round 4" in v.text("en")


def test_send_only_if_the_sender_has_a_phom():
    v = phom.check_send("6S", "3S 4S 5S", sender_has_phom=False)
    assert not v and v.codes == ("phom.send_needs_phom",)
    assert "phải có phỏm" in v.text("vi")


def test_send_only_onto_phom_of_players_who_laid_down_before():
    v = phom.check_send("6S", "3S 4S 5S", target_laid_down_before_sender=False)
    assert not v and v.codes == ("phom.send_only_earlier",)


def test_send_lists_every_broken_condition():
    v = phom.check_send("9D", "3S 4S 5S", round=2, sender_has_phom=False, target_laid_down_before_sender=False)
    assert set(v.codes) == {"phom.send_not_last_round", "phom.send_needs_phom", "phom.send_only_earlier",
                            "phom.send_does_not_fit"}


def test_send_onto_something_that_is_not_a_phom():
    assert phom.check_send("6S", "3S 4D 5S").codes == ("phom.send_target_not_phom",)


def test_send_round_follows_the_rounds_option():
    assert phom.check_send("6S", "3S 4S 5S", round=5, rules=Rules(cards_per_player=8, first_player_cards=9, rounds=5))


# ---------------------------------------------------------------------------
# Ù


def test_u_is_ten_cards_forming_three_phom_and_one_odd_card():
    v = phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC KD")
    assert v and v.kind == "u"
    assert str(v.odd) == "KD" and len(v.melds) == 3
    assert "Ù" in v.text("en") and "lá lẻ" in v.text("vi")


def test_u_tron_is_three_phom_and_no_odd_card():
    v = phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC QC")
    assert v and v.kind == "u_tron" and v.odd is None


def test_u_needs_ten_cards():
    v = phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC")
    assert not v and v.codes == ("phom.u_wrong_size",)


def test_two_phom_and_odd_cards_are_not_u():
    v = phom.check_u("AS 2S 3S 7H 7D 7C 9C 10D JC KD")
    assert not v and v.codes == ("phom.not_u", "phom.u_loose_cards")
    assert "6" in v.text("en") and "9♣ 10♦ J♣ K♦" in v.text("en")


def test_u_definition_three_phom_rejects_two_five_card_phom():
    v = phom.check_u("AS 2S 3S 4S 5S 7C 8C 9C 10C JC")
    assert not v and v.codes == ("phom.u_needs_three",)


def test_u_definition_no_deadwood_accepts_two_five_card_phom():
    v = phom.check_u("AS 2S 3S 4S 5S 7C 8C 9C 10C JC", Rules(u_definition="no_deadwood"))
    assert v and v.kind == "u_tron" and len(v.melds) == 2


def test_u_definition_no_deadwood_still_accepts_three_phom_and_an_odd_card():
    assert phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC KD", Rules(u_definition="no_deadwood")).kind == "u"


RUN5_SET4_ODD = "2S 3S 4S 5S 6S 9H 9D 9C 9S KD"  # a 5-card run + a 4-card set + 1


def test_u_definition_three_phom_a_five_card_run_a_four_card_set_and_one_is_not_u():
    v = phom.check_u(RUN5_SET4_ODD)
    assert not v and v.kind is None


def test_u_definition_no_deadwood_every_card_but_the_one_discarded_in_phom_is_u():
    v = phom.check_u(RUN5_SET4_ODD, Rules(u_definition="no_deadwood"))
    assert v and v.kind == "u" and str(v.odd) == "KD" and len(v.melds) == 2
    assert v.codes == ("phom.u_no_deadwood",) and "K♦" in v.text("en") and "no_deadwood" in v.text("vi")


def test_u_definition_no_deadwood_the_odd_card_is_never_an_eaten_card():
    rules = Rules(u_definition="no_deadwood")
    assert phom.check_u(RUN5_SET4_ODD, rules, eaten="9H")
    v = phom.check_u(RUN5_SET4_ODD, rules, eaten="KD")
    assert not v and v.codes == ("phom.u_eaten_odd",) and "K♦" in v.text("en")


def test_u_definition_no_deadwood_still_needs_all_but_one_card_in_phom():
    v = phom.check_u("2S 3S 4S 5S 6S 9H 9D 9C 8C KD", Rules(u_definition="no_deadwood"))
    assert not v and v.codes == ("phom.not_u_no_deadwood", "phom.u_loose_cards")
    assert "8" in v.text("en") and "8♣ K♦" in v.text("en")


def test_not_u_names_what_is_really_missing_only_two_phom_and_the_odd_card():
    # Issue #13 §1.2: 9 cards do fit into phỏm, but into 2 phỏm, and K♦ fits none.
    v = phom.check_u(RUN5_SET4_ODD)
    assert v.codes == ("phom.u_needs_three_odd", "phom.u_loose_cards")
    text = v.text("en")
    assert "2 phỏm" in text and "Ù needs 3 phỏm" in text and "can hold K♦" in text
    assert "At most" not in text
    assert "2 phỏm" in v.text("vi") and "K♦" in v.text("vi")


def test_not_u_does_not_blame_an_eaten_card_inside_a_phom():
    v = phom.check_u(RUN5_SET4_ODD, eaten="4S")
    assert v.codes == ("phom.u_needs_three_odd", "phom.u_loose_cards")
    assert "eaten" not in v.text("en") and "K♦" in v.text("en")


def test_not_u_when_an_eaten_card_would_crowd_a_phom_names_the_phom_and_the_limit():
    v = phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC KD", eaten="9C JC")
    assert v.codes == ("phom.u_eaten_limit",)
    assert "9♣ 10♣ J♣" in v.text("en") and "at most 1" in v.text("en")


def test_u_eaten_card_cannot_be_the_odd_card():
    hand = "AS 2S 3S 7H 7D 7C 9C 10C JC KD"
    assert phom.check_u(hand, eaten="7H")
    v = phom.check_u(hand, eaten="KD")
    assert not v and v.codes == ("phom.u_eaten_left_out",)


def test_u_respects_the_eaten_card_limit():
    # Two eaten cards in one run: Ù only if a phỏm may hold two of them.
    hand = "AS 2S 3S 4S 5S 6S 9H 9D 9C KD"
    assert phom.check_u(hand, eaten="9H")
    assert not phom.check_u(hand, eaten="AS 2S 3S")  # three eaten cards need three phỏm of spades
    assert phom.check_u(hand, eaten="AS 6S")           # A-2-3 and 4-5-6
    assert not phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC KD", eaten="9C JC")
    assert phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC KD", eaten="9C JC", rules=Rules(max_eaten_cards_per_phom=2))


def test_u_khan_is_disabled_by_default():
    v = phom.check_u_khan("AS 4S 7S 10S KH 3H 6H 9D QC")
    assert not v and v.codes == ("phom.u_khan_disabled",)


def test_u_khan_enabled_means_no_phom_and_no_ca():
    rules = Rules(u_khan_enabled=True)
    v = phom.check_u_khan("AS 4S 7S 10S KH 3H 6H 9D QC", rules)
    assert v and v.kind == "u_khan"
    v = phom.check_u_khan("AS 4S 7S 10S KH 3H 5H 9D QC", rules)  # 3♥ 5♥ could meet 4♥
    assert not v and v.codes == ("phom.not_u_khan",) and "3♥" in v.text("en")
    assert not phom.check_u_khan("AS 4S 7S 10S KH 3H 6H 9D QS", rules)  # 10♠ and Q♠ could meet J♠


# ---------------------------------------------------------------------------
# Money


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_eat_payment_by_round_costs_the_round(round_):
    assert phom.eat_payment(round_, 1) == round_
    assert phom.eat_payment(round_, 3, bet=10) == 10 * round_


def test_seed_the_chot_round_costs_four_bets():
    assert phom.eat_payment(4, 1, is_chot=True) == 4
    assert phom.eat_payment(4, 2) == 4  # every card eaten in the last round is the chốt


def test_chot_multiplier_three():
    rules = Rules(chot_multiplier=3)
    assert phom.eat_payment(4, 1, is_chot=True, rules=rules) == 3
    assert phom.eat_payment(3, 1, rules=rules) == 3
    assert phom.eat_payment(2, 1, rules=rules) == 2


def test_seed_eat_order_first_second_third_card_cost_one_two_three():
    rules = Rules.eat_order()
    assert [phom.eat_payment(r, n, rules=rules) for r, n in ((1, 1), (2, 2), (3, 3))] == [1, 2, 3]
    assert phom.eat_payment(1, 2, rules=rules) == 2  # the order counts, not the round


def test_seed_eat_order_chot_costs_three():
    rules = Rules(eat_payment_scheme="by_eat_order")
    assert phom.eat_payment(4, 1, is_chot=True, rules=rules) == 3
    assert phom.eat_payment(4, 1, is_chot=True, rules=Rules(eat_payment_scheme="by_eat_order", chot_multiplier=4)) == 3


def test_chot_is_a_card_eaten_in_the_last_round():
    with pytest.raises(CardlabError, match="last round"):
        phom.eat_payment(2, 1, is_chot=True)


@pytest.mark.parametrize("args,kwargs", [((0, 1), {}), ((5, 1), {}), ((1, 0), {}), (("1", 1), {}), ((1, 1.5), {}),
                                         ((True, 1), {}), ((1, 1), {"bet": 0}), ((1, 1), {"bet": 1.5}),
                                         ((1, 1), {"is_chot": "yes"}), ((None, 1), {})])
def test_eat_payment_junk_raises(args, kwargs):
    with pytest.raises(CardlabError):
        phom.eat_payment(*args, **kwargs)


def _table(**rows):
    return {name: {"deadwood": d, "mom": m, "laydown_order": o} for name, (d, m, o) in rows.items()}


def test_lowest_points_wins_and_second_third_last_pay_one_two_three():
    out = phom.settle(_table(An=(12, False, 1), Binh=(5, False, 2), Chi=(30, False, 3), Dung=(20, False, 4)))
    assert out.winner == "Binh" and out.ranking == ("Binh", "An", "Dung", "Chi")
    assert out.payments == {"An": -1, "Binh": 6, "Chi": -3, "Dung": -2}
    assert out.zero_sum and out.end == "points"
    assert "Binh wins with 5 points" in out.text("en")


def test_equal_points_the_one_who_laid_down_later_loses():
    out = phom.settle(_table(An=(10, False, 2), Binh=(10, False, 1), Chi=(30, False, 3)))
    assert out.ranking[:2] == ("Binh", "An")
    assert "phom.tie_later_loses" in [r.code for r in out.reasons]
    assert "hạ bài sau" in out.text("vi")


def test_mom_player_loses_outright_and_pays_one_more():
    out = phom.settle(_table(An=(40, False, 1), Binh=(2, True, 2), Chi=(45, False, 3), Dung=(50, False, 4)))
    assert out.winner == "An" and out.ranking[-1] == "Binh" and out.burned == ("Binh",)
    assert out.payments["Binh"] == -4 and out.payments["Chi"] == -1 and out.payments["Dung"] == -2
    assert out.payments["An"] == 7 and out.zero_sum


def test_every_mom_player_pays_four():
    out = phom.settle(_table(An=(40, False, 1), Binh=(2, True, 2), Chi=(3, True, 3), Dung=(50, False, 4)))
    assert out.payments == {"An": 1 + 4 + 4, "Binh": -4, "Chi": -4, "Dung": -1}


def test_if_everyone_is_mom_the_first_to_be_mom_wins():
    out = phom.settle(_table(An=(40, True, 3), Binh=(20, True, 2), Chi=(3, True, 4), Dung=(50, True, 1)))
    assert out.winner == "Dung" and out.end == "all_mom"
    assert out.payments["Dung"] == 12 and out.zero_sum
    assert "móm đầu tiên" in out.text("vi")


def test_mom_order_decides_the_first_mom_when_given():
    table = _table(An=(40, True, 1), Binh=(20, True, 2))
    table["An"]["mom_order"] = 2
    table["Binh"]["mom_order"] = 1
    assert phom.settle(table).winner == "Binh"


def test_rank_payments_and_mom_extra_options():
    rules = Rules(rank_payments=(2, 4, 6), mom_extra=3)
    out = phom.settle(_table(An=(1, False, 1), Binh=(5, False, 2), Chi=(9, False, 3), Dung=(0, True, 4)), rules=rules)
    assert out.payments == {"An": 2 + 4 + 9, "Binh": -2, "Chi": -4, "Dung": -9}


def test_bet_multiplies_every_payment():
    out = phom.settle(_table(An=(1, False, 1), Binh=(5, False, 2)), bet=10)
    assert out.payments == {"An": 10, "Binh": -10}


@pytest.mark.parametrize("option,expected", [("by_place", {"A": 3, "B": -1, "C": -2}),
                                             ("last_pays_most", {"A": 4, "B": -1, "C": -3})])
def test_short_table_payments_with_three_players(option, expected):
    out = phom.settle(_table(A=(1, False, 1), B=(5, False, 2), C=(9, False, 3)),
                      rules=Rules(short_table_payments=option))
    assert out.payments == expected


def test_house_fee_comes_out_of_the_winners_takings():
    out = phom.settle(_table(An=(1, False, 1), Binh=(5, False, 2), Chi=(9, False, 3)), rules=Rules(house_fee=1))
    assert out.payments == {"An": 2, "Binh": -1, "Chi": -2, "house": 1}
    assert out.zero_sum and "tiền xâu" in out.text("en")
    # The fee never exceeds what the winner takes.
    out = phom.settle(_table(An=(1, False, 1), Binh=(5, False, 2)), rules=Rules(house_fee=5))
    assert out.payments == {"An": 0, "Binh": -1, "house": 1}


def test_u_each_loser_pays_five():
    out = phom.settle_u("An", ["An", "Binh", "Chi", "Dung"])
    assert out.payments == {"An": 15, "Binh": -5, "Chi": -5, "Dung": -5}
    assert out.end == "u" and out.zero_sum


def test_u_tron_pays_like_u():
    assert phom.settle_u("An", ["Binh", "Chi"], kind="u_tron").payments == {"An": 10, "Binh": -5, "Chi": -5}


def test_u_den_the_den_player_alone_pays_every_losers_share():
    out = phom.settle_u("An", ["An", "Binh", "Chi", "Dung"], den_payer="Chi")
    assert out.payments == {"An": 15, "Binh": 0, "Chi": -15, "Dung": 0}
    assert "3 × 5 = 15" in out.text("en") and "đền" in out.text("vi")


def test_u_payment_option_and_bet():
    out = phom.settle_u(0, [0, 1, 2], bet=2, rules=Rules(u_payment=7))
    assert out.payments == {0: 28, 1: -14, 2: -14}


def test_u_khan_pays_like_u_when_enabled():
    with pytest.raises(CardlabError, match="u_khan_enabled"):
        phom.settle_u("An", ["Binh"], kind="u_khan")
    out = phom.settle_u("An", ["Binh", "Chi"], kind="u_khan", rules=Rules(u_khan_enabled=True))
    assert out.payments["An"] == 10 and "Ù khan" in out.text("en")


def test_u_house_fee():
    out = phom.settle_u("An", ["Binh", "Chi"], rules=Rules(house_fee=2))
    assert out.payments == {"An": 8, "Binh": -5, "Chi": -5, "house": 2} and out.zero_sum


@pytest.mark.parametrize("players", [None, 42, "ABCD", {"A": 1}, {}, {"A": {"deadwood": 1, "mom": False,
                                                                             "laydown_order": 1}}])
def test_settle_junk_players_raise(players):
    with pytest.raises(CardlabError):
        phom.settle(players)


@pytest.mark.parametrize("row", [{"deadwood": -1, "mom": False, "laydown_order": 2},
                                 {"deadwood": "5", "mom": False, "laydown_order": 2},
                                 {"deadwood": 5, "mom": "no", "laydown_order": 2},
                                 {"deadwood": 5, "mom": False},
                                 {"deadwood": 5, "mom": False, "laydown_order": 1},
                                 {"deadwood": 5, "mom": False, "laydown_order": None}, "junk"])
def test_settle_junk_rows_raise_quoting_the_player(row):
    table = {"An": {"deadwood": 1, "mom": False, "laydown_order": 1}, "Binh": row}
    with pytest.raises(CardlabError):
        phom.settle(table)


@pytest.mark.parametrize("kwargs", [{"kind": "win"}, {"den_payer": "Zed"}, {"den_payer": "An"}, {"bet": 0}])
def test_settle_u_junk_raises(kwargs):
    with pytest.raises(CardlabError):
        phom.settle_u("An", ["An", "Binh", "Chi"], **kwargs)


@pytest.mark.parametrize("players", [None, 42, "Binh", ["An"], ["B", "C", "D", "E", "F"], ["B", "B"]])
def test_settle_u_junk_players_raise(players):
    with pytest.raises(CardlabError):
        phom.settle_u("An", players)


# ---------------------------------------------------------------------------
# Junk cards


@pytest.mark.parametrize("fn", [phom.check_meld, phom.arrange, phom.deadwood, phom.check_u, phom.check_u_khan])
@pytest.mark.parametrize("junk", ["1X", "AS 1X", "", None, 42, 3.5, b"AS", {"AS": 1}])
def test_junk_cards_raise_value_errors_quoting_the_input(fn, junk):
    with pytest.raises(ValueError) as info:
        fn(junk)
    assert isinstance(info.value, (NotationError, CardTypeError))


@pytest.mark.parametrize("fn", [phom.check_meld, phom.arrange, phom.check_u])
def test_a_card_twice_is_refused_one_deck(fn):
    with pytest.raises(NotationError, match="AS"):
        fn("AS AS 2S")


@pytest.mark.parametrize("fn", [phom.check_meld, phom.arrange, phom.check_u])
def test_jokers_are_not_phom_cards(fn):
    with pytest.raises(NotationError, match="joker"):
        fn("AS 2S JK")


def test_card_points_junk():
    with pytest.raises(NotationError):
        phom.card_points("ZZ")
    with pytest.raises(CardTypeError):
        phom.card_points(None)
    with pytest.raises(CardTypeError):
        phom.card_points("JK")


@pytest.mark.parametrize("card,target,kwargs", [("1X", "3S 4S 5S", {}), ("6S", "3S 4S 1X", {}),
                                                (None, "3S 4S 5S", {}), (["6S"], "3S 4S 5S", {}),
                                                ("5S", "3S 4S 5S", {}), ("6S", "3S 4S 5S", {"round": 0}),
                                                ("6S", "3S 4S 5S", {"round": "4"}), ("JK", "3S 4S 5S", {})])
def test_check_send_junk_raises(card, target, kwargs):
    with pytest.raises(ValueError):
        phom.check_send(card, target, **kwargs)


def test_empty_list_arranges_to_nothing():
    assert phom.arrange([]).points == 0
    assert not phom.check_meld([])


# ---------------------------------------------------------------------------
# Explanations in both languages


def test_every_phom_message_exists_in_english_and_vietnamese():
    codes = [c for c in _catalogue if c.startswith("phom.")]
    assert len(codes) > 60
    for code in codes:
        assert _catalogue[code]["en"] and _catalogue[code]["vi"]
        assert _catalogue[code]["en"] != _catalogue[code]["vi"]


def test_reasons_render_in_vietnamese_with_the_seeds_words():
    cardlab.set_language("vi")
    assert "phỏm ngang" in str(phom.check_meld("7H 7D 7C"))
    assert "phỏm dọc" in str(phom.check_meld("7H 8H 9H"))
    assert "gửi" in str(phom.check_send("6S", "3S 4S 5S"))
    assert "Ù tròn" in str(phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC QC"))
    assert "móm" in phom.settle(_table(A=(1, False, 1), B=(1, True, 2))).text()
    cardlab.set_language("en")
    assert "phỏm ngang" not in str(phom.check_meld("7H 8H 9H"))


# -- u_den_payer: who pays for the whole table (Ù đền) -------------------------------------------------------

def test_u_den_the_player_three_of_whose_discards_the_winner_ate_pays_for_the_table():
    verdict = phom.u_den_payer("A", ["B", "C", "B", "B"])
    assert verdict and verdict.payer == "B" and verdict.codes == ("phom.den_three_eaten",)
    assert phom.settle_u("A", list("ABCD"), den_payer=verdict.payer).payments == {"A": 15, "B": -15, "C": 0, "D": 0}


def test_u_den_two_discards_eaten_from_one_player_make_no_den():
    verdict = phom.u_den_payer("A", list("BBC"))
    assert not verdict and verdict.payer is None and verdict.codes == ("phom.no_den",)


def test_u_den_tai_chot_the_player_who_ate_the_chot_pays_when_den_on_tai_chot():
    assert phom.u_den_payer("A", ["C"], tai_chot="C").payer == "C"
    off = phom.u_den_payer("A", ["C"], tai_chot="C", rules=phom.Rules(den_on_tai_chot=False))
    assert off.payer is None and off.codes == ("phom.no_den_tai_off",)


def test_u_den_three_eaten_discards_come_before_the_tai_chot():
    assert phom.u_den_payer("A", list("BBBC"), tai_chot="C").payer == "B"


def test_u_den_reasons_read_in_both_languages():
    verdict = phom.u_den_payer("A", ["B", "B", "B"])
    assert "pays for the table" in verdict.text("en") and "đền cả bàn" in verdict.text("vi")


@pytest.mark.parametrize("bad, quoted", [
    (lambda: phom.u_den_payer("A", 7), "7"),
    (lambda: phom.u_den_payer("A", ["B", "A"]), "'A'"),
    (lambda: phom.u_den_payer(["A"], ["B"]), "['A']"),
    (lambda: phom.u_den_payer("A", "BBB"), "'BBB'"),
])
def test_u_den_payer_refuses_bad_input_quoting_it(bad, quoted):
    with pytest.raises(CardlabError) as error:
        bad()
    assert quoted in str(error.value)
