"""Indian Rummy calculators: one test per rule sentence of RULES.md §3, every option, the seed's example."""
import pytest

import cardlab
from cardlab import Card, parse_cards
from cardlab import indian_rummy as ir
from cardlab.errors import ArrangementError, InvalidRulesError, NotationError
from cardlab.explain import _catalogue


def groups_of(text):
    return [g.split() for g in text.split("|")]


def flat(groups):
    return [c for g in groups for c in g]


# -- the seed's worked example (An, Bình, Chi) --------------------------------

AN = groups_of("3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C")
BINH = groups_of("7C 8C 9C | 5H 5D 5S | JH JD JS | KS | 9D | 4S | 2H")
# Chi: no three cards of one suit in a row, no joker: no pure sequence possible.
CHI = "2S 5S 9S 3H 7H JH 4D 8D QD KD 6C 10C AC"


def test_seed_an_shows_validly_and_scores_zero():
    verdict = ir.check_declaration(AN)
    assert verdict and verdict.kind == "valid_show"
    assert (verdict.sequences, verdict.pure) == (2, 1)
    assert [v.kind for v in verdict.groups] == ["pure_sequence", "impure_sequence", "set", "set"]
    assert ir.penalty(flat(AN), groups=AN) == 0
    assert ir.penalty(flat(AN)) == 0


def test_seed_an_joker_stands_in_for_the_nine_of_spades():
    verdict = ir.check_meld("8S JK 10S JS")
    assert verdict.kind == "impure_sequence"
    assert [(str(j), str(m)) for j, m in verdict.stand_ins] == [("JK", "9S")]
    assert "🃏 stands in for 9♠" in verdict.text()


def test_seed_binh_counts_only_his_four_loose_cards():
    assert ir.penalty(flat(BINH), groups=BINH) == 10 + 9 + 4 + 2
    assert ir.penalty(flat(BINH)) == 25          # his best arrangement is the same
    explained = ir.explain_penalty(flat(BINH), groups=BINH)
    assert explained.kind == "counts_loose" and explained.points == 25


def test_seed_chi_has_no_pure_sequence_so_all_cards_count_capped_at_80():
    total = sum(ir.card_points(c) for c in CHI.split())
    assert total > 80
    assert ir.penalty(CHI) == 80
    explained = ir.explain_penalty(CHI)
    assert explained.kind == "all_count_no_pure" and explained.codes[-1] == "indian_rummy.capped"


def test_seed_binh_has_fewer_groups_than_an_yet_pays_far_less_than_chi():
    assert ir.penalty(flat(BINH)) < ir.penalty(CHI)


# -- Deal: the wild joker ------------------------------------------------------

@pytest.mark.parametrize("indicator,rank", [("5H", "5"), ("10C", "10"), ("KS", "K"), ("AD", "A")])
def test_every_card_of_the_cut_cards_rank_is_wild(indicator, rank):
    assert ir.wild_rank(indicator) == rank
    # in every suit: each card of that rank stands in for a missing card
    for suit in "SHDC":
        wild_card = rank + suit
        if rank == "5":
            v = ir.check_meld(f"8C {wild_card} 10C", wild_rank=rank)
            assert v and v.kind == "impure_sequence"


def test_printed_joker_cut_as_indicator_makes_the_aces_wild():
    assert ir.wild_rank("JK") == "A"
    assert ir.check_meld("7H AS 9H", wild_rank=ir.wild_rank("JK")).kind == "impure_sequence"


def test_printed_joker_indicator_option_off_makes_nothing_wild():
    rules = ir.Rules(printed_joker_indicator_makes_aces_wild=False)
    assert ir.wild_rank("JK", rules) is None
    assert not ir.check_meld("7H AS 9H", wild_rank=ir.wild_rank("JK", rules), rules=rules)
    assert ir.check_meld("7H JK 9H", rules=rules).kind == "impure_sequence"  # printed jokers stay wild


# -- Groups ----------------------------------------------------------------------

def test_sequence_is_three_or_more_consecutive_cards_of_one_suit():
    assert ir.check_meld("4C 5C 6C").kind == "pure_sequence"
    assert ir.check_meld("9D 10D JD QD KD").kind == "pure_sequence"
    assert not ir.check_meld("4C 5C")
    no = ir.check_meld("6S 7D 8C")
    assert not no and "suits differ" in no.text()
    assert not ir.check_meld("4C 5C 7C")


def test_ace_low_and_ace_high_are_sequences_but_king_ace_two_is_not():
    assert ir.check_meld("AS 2S 3S").kind == "pure_sequence"
    assert ir.check_meld("QS KS AS").kind == "pure_sequence"
    wrap = ir.check_meld("KS AS 2S")
    assert not wrap and wrap.codes == ("indian_rummy.meld.run_wraps",)


def test_pure_sequence_uses_no_joker():
    v = ir.check_meld("4C 5C 6C")
    assert v.kind == "pure_sequence" and v.substitutes == 0 and v.stand_ins == ()


def test_wild_rank_card_in_its_own_place_keeps_the_sequence_pure():
    v = ir.check_meld("4C 5C 6C", wild_rank="5")
    assert v.kind == "pure_sequence"
    assert "indian_rummy.wild_in_own_place" in v.codes
    # the same 5♣ standing for another card makes it impure
    v = ir.check_meld("7C 8C 5C", wild_rank="5")
    assert v.kind == "impure_sequence" and str(v.stand_ins[0][0]) == "5C"


def test_impure_sequence_uses_a_joker_for_a_missing_card():
    printed = ir.check_meld("4C JK 6C")
    wild = ir.check_meld("4C 9H 6C", wild_rank="9")
    for v in (printed, wild):
        assert v.kind == "impure_sequence" and v.substitutes == 1
        assert str(v.stand_ins[0][1]) == "5C"


def test_set_is_three_or_four_cards_of_one_rank_in_different_suits():
    assert ir.check_meld("9H 9D 9S").kind == "set"
    assert ir.check_meld("9H 9D 9S 9C").kind == "set"
    assert not ir.check_meld("9H 9D")
    assert not ir.check_meld("9H 9D 9S 9C 9C")


def test_two_nines_of_hearts_from_two_decks_are_not_two_suits():
    v = ir.check_meld("9H 9H 9D")
    assert not v and v.codes == ("indian_rummy.meld.set_suit_repeats",)
    assert "share a suit" in v.text()


def test_a_joker_may_complete_a_set_by_default():
    v = ir.check_meld("QH QD JK")
    assert v.kind == "set" and str(v.stand_ins[0][1]) in ("QS", "QC")
    assert ir.check_meld("QH QD 5C", wild_rank="5").kind == "set"


def test_joker_in_set_allowed_false_refuses_jokers_in_sets():
    rules = ir.Rules(joker_in_set_allowed=False)
    v = ir.check_meld("QH QD JK", rules=rules)
    assert not v and v.codes == ("indian_rummy.meld.no_wild_in_set",)
    assert ir.check_meld("QH QD QC", rules=rules).kind == "set"
    # a joker still completes a sequence
    assert ir.check_meld("QH KH JK", rules=rules).kind == "impure_sequence"


def test_set_max_size_four_by_default_five_when_allowed():
    assert not ir.check_meld("QH QD QC QS JK")
    assert ir.check_meld("QH QD QC QS JK", rules=ir.Rules(set_max_size=5)).kind == "set"


def test_a_group_read_as_sequence_or_set_counts_as_a_sequence():
    v = ir.check_meld("7S JK JK")
    assert v.kind == "impure_sequence" and set(v.kinds) == {"impure_sequence", "set"}
    assert "indian_rummy.also_a_set" in v.codes


def test_jokers_alone_are_no_group_but_one_natural_card_anchors_it():
    three = ir.check_meld(["JK", "JK", "JK"], rules=ir.Rules(printed_jokers=3))
    assert not three and three.codes == ("indian_rummy.meld.only_wild",)
    assert ir.check_meld("JK JK 5C").kind == "impure_sequence"
    # wild-rank cards are natural cards of their own rank: 5♣ 5♥ 🃏 is a set of fives (or a sequence)
    v = ir.check_meld("5C 5H JK", wild_rank="5")
    assert v.kind == "set" and set(v.kinds) == {"impure_sequence", "set"}
    assert "indian_rummy.also_a_sequence" in v.codes
    assert ir.check_meld("5C 5H 5S", wild_rank="5").kind == "set"


def test_a_card_belongs_to_one_group_only():
    # The seed: with 7♦ 8♦ 9♦ and three 9s (♦ ♥ ♠), 9♦ cannot serve both.
    groups = "7D 8D 9D | 9D 9H 9S"
    hand = "7D 8D 9D 9H 9S"
    v = ir.check_declaration(groups, hand=hand)
    assert "indian_rummy.used_twice" in v.codes
    best = ir.arrange(hand + " 2C 3C 4C 10S JS QS KS")
    used = [c for m in best.melds for c in m.cards] + list(best.deadwood)
    assert sorted(used) == sorted(parse_cards(hand + " 2C 3C 4C 10S JS QS KS"))


# -- Declaration -----------------------------------------------------------------

def test_show_needs_all_cards_grouped_two_sequences_one_pure():
    assert ir.check_declaration(AN)
    assert ir.check_declaration("AS 2S 3S 4S | 5D 6D JK | 9C 9H 9D | KS KD KC", wild_rank="7")


def test_show_with_a_loose_card_is_wrong():
    v = ir.check_declaration("3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S | 2C")
    assert not v and v.kind == "wrong_show"
    assert "indian_rummy.invalid_group" in v.codes


def test_show_with_the_wrong_number_of_cards_is_wrong():
    v = ir.check_declaration("3H 4H 5H | 8S JK 10S JS | QH QD QC")
    assert not v and "indian_rummy.wrong_count" in v.codes


def test_show_with_only_sets_lacks_sequences():
    # the seed's first common mistake: thirteen cards all in sets, no sequence
    v = ir.check_declaration("2S 2H 2D | 5S 5H 5C | 9S 9H 9D 9C | KS KH KD")
    assert not v
    assert {"indian_rummy.no_sequence", "indian_rummy.no_sequence_at_all"} <= set(v.codes)
    assert "No sequence at all: a show needs at least two sequences" in v.text() and "Only 0" not in v.text()


def test_show_with_two_impure_sequences_names_each_joker():
    # the seed's second common mistake: two sequences, both leaning on a joker
    v = ir.check_declaration("4C JK 6C | 8S 9S JK | QH QD QC | 2D 2S 2H")
    assert not v
    assert "indian_rummy.no_pure_sequence" in v.codes
    text = v.text()
    assert "2 sequences but none is pure" in text
    assert "4♣ 🃏 6♣ is not pure: 🃏 stands in for 5♣" in text


def test_show_with_one_sequence_is_wrong():
    v = ir.check_declaration("4C 5C 6C | 8S 8H 8D | QH QD QC | 2D 2S 2H 2C")
    assert not v and v.codes[1:] == ("indian_rummy.too_few_sequences",)


def test_show_against_a_hand_names_cards_left_out_and_used_twice():
    hand = flat(AN)
    v = ir.check_declaration(AN[:3], hand=hand)
    assert "indian_rummy.not_grouped" in v.codes
    extra = AN + [["QH"]]
    v = ir.check_declaration(extra, hand=hand)
    assert "indian_rummy.used_twice" in v.codes
    v = ir.check_declaration(AN[:3] + [["7D", "7S", "7C"]], hand=hand)
    assert "indian_rummy.not_in_hand" in v.codes


def test_a_group_that_may_be_a_sequence_counts_as_one_in_a_show():
    # 5♣ 5♥ 🃏 with fives wild is a set of fives, or 5♣ with two jokers: the second sequence here
    show = "4H 5H 6H | 5C 5H JK | QH QD QC | 2D 2S 2H 2C"
    v = ir.check_declaration(show, wild_rank="5")
    assert v and v.sequences == 2
    a = ir.arrange(flat(groups_of(show)), wild_rank="5")
    assert a.valid_declaration and sum(k != "set" for k in a.kinds) == 2


def test_declaration_accepts_a_string_with_bars():
    assert ir.check_declaration("3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C")


# -- Penalty points -----------------------------------------------------------------

@pytest.mark.parametrize("card,points", [("AS", 10), ("KS", 10), ("QH", 10), ("JD", 10), ("10C", 10), ("9C", 9),
                                         ("2H", 2), ("JK", 0)])
def test_card_points_ace_and_court_ten_others_face_value_jokers_zero(card, points):
    assert ir.card_points(card) == points


def test_wild_jokers_count_zero():
    assert ir.card_points("7H", wild_rank="7") == 0
    assert ir.card_points("AH", wild_rank="A") == 0


def test_card_point_values_live_in_the_rules():
    rules = ir.Rules(ace_points=1, court_points=13, joker_points=5)
    assert [ir.card_points(c, rules=rules) for c in ("AS", "KS", "JK")] == [1, 13, 5]


def test_winner_scores_zero():
    assert ir.penalty(flat(AN)) == 0
    assert ir.arrange(flat(AN)).valid_declaration


def test_loser_with_pure_sequence_counts_only_cards_outside_groups():
    # default loser_grouping_requirement = pure_sequence
    hand = "4C 5C 6C 8S 8H 8D KS QD 2H 3S 7D 9H JC"
    assert ir.penalty(hand) == 10 + 10 + 2 + 3 + 7 + 9 + 10


def test_two_sequences_one_pure_requirement_counts_all_cards_without_two_sequences():
    rules = ir.Rules(loser_grouping_requirement="two_sequences_one_pure")
    hand = "4C 5C 6C 8S 8H 8D KS QD 2H 3S 7D 9H JC"
    total = sum(ir.card_points(c) for c in hand.split())
    assert ir.penalty(hand, rules=rules) == min(80, total)
    assert ir.explain_penalty(hand, rules=rules).kind == "all_count_two_sequences"
    # with a second sequence, only the loose cards count again
    hand2 = "4C 5C 6C 9H 10H JH 8S 8H 8D KS QD 2H 3S"
    assert ir.penalty(hand2, rules=rules) == 10 + 10 + 2 + 3
    assert ir.penalty(flat(BINH), groups=BINH, rules=rules) == min(80, sum(ir.card_points(c) for c in flat(BINH)))


# The worked example of loser_grouping_requirement: the two values charge these hands differently.
SMALL = "2C 3C 4C 5H 5D 5S 6H 6D 6S 3S 2D 8H 9C"  # one pure sequence, two sets, 3+2+8+9 loose; 64 in all


def test_loser_grouping_requirement_pure_sequence_counts_only_loose_cards_as_in_the_seed():
    # The seed's Bình: a pure sequence, two sets and K♠ 9♦ 4♠ 2♥ loose.
    assert ir.Rules().loser_grouping_requirement == "pure_sequence"
    assert ir.penalty(flat(BINH)) == 10 + 9 + 4 + 2 == 25
    assert ir.explain_penalty(flat(BINH)).kind == "counts_loose"
    assert ir.penalty(SMALL) == 3 + 2 + 8 + 9 == 22


def test_loser_grouping_requirement_two_sequences_one_pure_counts_every_card_without_two_sequences():
    # Most apps: Bình has only one sequence, so all his cards count: 94, capped at 80.
    rules = ir.Rules(loser_grouping_requirement="two_sequences_one_pure")
    assert sum(ir.card_points(c) for c in flat(BINH)) == 94
    assert ir.penalty(flat(BINH), rules=rules) == 80
    verdict = ir.explain_penalty(flat(BINH), rules=rules)
    assert verdict.kind == "all_count_two_sequences" and verdict.codes[-1] == "indian_rummy.capped"
    assert ir.penalty(SMALL, rules=rules) == 2 + 3 + 4 + 15 + 18 + 3 + 2 + 8 + 9 == 64
    # The same grouping, shown by the loser, is charged the same way.
    assert ir.penalty(SMALL, groups="2C 3C 4C | 5H 5D 5S | 6H 6D 6S", rules=rules) == 64
    assert ir.penalty(SMALL, groups="2C 3C 4C | 5H 5D 5S | 6H 6D 6S") == 22


def test_loser_with_no_pure_sequence_counts_all_cards_sum_capped():
    hand = "2S 3S 5S 2H 3H 5H 2D 3D 5D 2C 3C 5C 6H"  # small cards, no pure sequence
    total = sum(ir.card_points(c) for c in hand.split())
    assert total < 80
    assert ir.penalty(hand) == total


def test_no_pure_sequence_penalty_fixed_max_charges_the_maximum():
    rules = ir.Rules(no_pure_sequence_penalty="fixed_max")
    hand = "2S 3S 5S 2H 3H 5H 2D 3D 5D 2C 3C 5C 6H"
    assert ir.penalty(hand, rules=rules) == 80
    assert ir.explain_penalty(hand, rules=rules).kind == "fixed_max"
    # with a pure sequence the option does not apply
    assert ir.penalty(flat(BINH), rules=rules) == 25


def test_penalty_is_capped_at_max_penalty():
    assert ir.penalty(CHI) == 80
    assert ir.penalty(CHI, rules=ir.Rules(max_penalty=60)) == 60
    heavy = "AS 2S 3S KH KD QC QH JD JC 10S 9D 8H 7C"  # pure A-2-3 but 84 loose points
    assert ir.penalty(heavy) == 80 and ir.explain_penalty(heavy).codes[-1] == "indian_rummy.capped"


def test_penalty_from_groups_counts_invalid_groups_as_loose():
    hand = "4C 5C 6C 8S 8H 8D 9S 9S 9D 2H 3H 7D 10H"
    groups = "4C 5C 6C | 8S 8H 8D | 9S 9S 9D"  # 9♠ 9♠ 9♦ is not a set
    assert ir.penalty(hand, groups=groups) == 9 + 9 + 9 + 2 + 3 + 7 + 10


def test_penalty_groups_must_come_from_the_hand():
    with pytest.raises(ArrangementError, match="does not hold"):
        ir.penalty("4C 5C 6C 8S", groups="4C 5C 6C | 9H")


def test_pool_201_charges_a_first_drop_of_25_and_a_middle_drop_of_50():
    rules = ir.Rules.pool(201)
    assert (rules.first_drop, rules.middle_drop, rules.wrong_show) == (25, 50, 80)
    assert (ir.drop_penalty(True, rules), ir.drop_penalty(False, rules)) == (25, 50)
    assert (ir.Rules(format="pool201").first_drop, ir.Rules(format="pool201").middle_drop) == (25, 50)


def test_pool_101_and_the_other_formats_charge_a_first_drop_of_20_and_a_middle_drop_of_40():
    for rules in (ir.Rules.pool(101), ir.Rules(), ir.Rules.deals_format(2)):
        assert (rules.first_drop, rules.middle_drop) == (20, 40)


def test_drop_points_given_in_the_rules_override_the_formats_points():
    rules = ir.Rules.pool(201, first_drop=20, middle_drop=40)
    assert (rules.first_drop, rules.middle_drop) == (20, 40)
    # A record stores the points charged, so a replay charges them again.
    assert ir.Rules(**cardlab.engine.rules_to_dict(ir.Rules.pool(201))) == ir.Rules.pool(201)


def test_drop_and_wrong_show_amounts():
    assert (ir.drop_penalty(True), ir.drop_penalty(False), ir.wrong_show_penalty()) == (20, 40, 80)
    rules = ir.Rules(first_drop=25, middle_drop=50, wrong_show=100)
    assert (ir.drop_penalty(True, rules), ir.drop_penalty(False, rules), ir.wrong_show_penalty(rules)) == (25, 50, 100)


def test_settle_deal_losers_pay_the_winner():
    out = ir.settle_deal("An", {"An": 0, "Bình": 25, "Chi": 80})
    assert out.winner == "An" and out.payments == {"An": 105, "Bình": -25, "Chi": -80} and out.zero_sum
    assert "Player Bình pays 25 to Player An" in out.text()
    assert ir.settle_deal(None, {"a": 3, "b": 4}).payments == {"a": 0, "b": 0}


# -- Best arrangement ---------------------------------------------------------------

def test_arrange_thirteen_cards_prefers_a_valid_show():
    a = ir.arrange(flat(AN))
    assert a.valid_declaration and a.penalty == 0 and not a.deadwood
    assert sorted(a.kinds) == ["impure_sequence", "pure_sequence", "set", "set"]
    assert "a valid show, 0 points" in str(a)


def test_arrange_fourteen_cards_finds_the_discard_that_shows():
    a = ir.arrange(flat(AN) + ["KC"])
    assert a.valid_declaration and str(a.discard) == "KC"
    assert str(a).startswith("discard K♣, keep ")
    assert a.best_discard().card == a.discard


def test_arrange_fourteen_cards_picks_the_least_penalty_discard():
    hand = flat(BINH) + ["QC"]
    a = ir.arrange(hand)
    assert not a.valid_declaration and a.discard is not None
    every = []
    for c in set(parse_cards(hand)):
        rest = list(parse_cards(hand))
        rest.remove(c)
        every.append(ir.penalty(rest))
    assert a.penalty == min(every)


def test_seed_taking_the_open_eight_completes_six_seven_eight_and_still_discards():
    # The seed: holding 6♥ 7♥, take the open 8♥ to complete 6-7-8♥, then discard another card.
    hand13 = "6H 7H 2S 5S 9S 3D JH 4D QD KD 6C 10C AC"
    before = ir.arrange(hand13)
    after = ir.arrange(hand13 + " 8H")
    assert not before.has_pure_sequence and after.has_pure_sequence
    assert str(after.discard) != "8H" and after.penalty < before.penalty
    assert any(sorted(map(str, m.cards)) == ["6H", "7H", "8H"] for m in after.melds)


def test_arrange_any_size_without_discard():
    a = ir.arrange("4C 5C 6C 9D")
    assert a.discard is None and a.points == 9 and not a.valid_declaration
    assert ir.arrange([]).points == 0


def test_arrangement_prints_kinds_loose_cards_and_penalty():
    text = str(ir.arrange(flat(BINH)))
    assert "[7♣ 8♣ 9♣] pure sequence" in text and "loose 2♥ 4♠ 9♦ K♠ = 25" in text
    assert "No pure sequence" in str(ir.arrange(CHI)) and "penalty 80" in str(ir.arrange(CHI))


# -- Rules options and junk ---------------------------------------------------------

def test_rules_defaults_are_the_seed_game():
    r = ir.Rules()
    assert (r.decks, r.printed_jokers, len(r.deck)) == (2, 2, 106)
    assert r.printed_joker_indicator_makes_aces_wild and r.joker_in_set_allowed and r.set_max_size == 4
    assert (r.loser_grouping_requirement, r.no_pure_sequence_penalty) == ("pure_sequence", "sum_capped")
    assert (r.max_penalty, r.first_drop, r.middle_drop, r.wrong_show) == (80, 20, 40, 80)
    assert r.format == "points" and r.after_wrong_show == "play_on" and r.hand_size == 13
    assert r.discarded_joker_pickable and r.discard_taken_card and r.drop_in_two_player_deals
    assert r.show_grouping == "player"


@pytest.mark.parametrize("option,value", [
    ("decks", 0), ("decks", "2"), ("printed_jokers", -1), ("printed_joker_indicator_makes_aces_wild", "yes"),
    ("joker_in_set_allowed", 1), ("set_max_size", 2), ("loser_grouping_requirement", "two_sequences"),
    ("no_pure_sequence_penalty", "capped"), ("max_penalty", 0), ("first_drop", -5), ("middle_drop", 4.5),
    ("wrong_show", None), ("format", "pool"), ("after_wrong_show", "end"), ("deals", 0),
    ("max_reshuffles", -1), ("ace_points", True), ("hand_size", 14), ("hand_size", 6),
    ("discarded_joker_pickable", "no"), ("discard_taken_card", 0), ("drop_in_two_player_deals", None),
    ("show_grouping", "mine"), ("first_drop", "25"),
])
def test_bad_options_are_refused_naming_the_option(option, value):
    with pytest.raises(InvalidRulesError) as info:
        ir.Rules(**{option: value})
    assert option in str(info.value) and repr(value) in str(info.value)


def test_rules_presets():
    assert ir.Rules.pool(201).format == "pool201" and ir.Rules.pool().pool_limit == 101
    assert ir.Rules.deals_format(3).deals == 3
    with pytest.raises(InvalidRulesError):
        ir.Rules.pool(150)


@pytest.mark.parametrize("junk", ["1X", "", None, 42, 4.5, ["AS", 7]])
def test_check_meld_refuses_junk_quoting_it(junk):
    with pytest.raises(ValueError) as info:
        ir.check_meld(junk)
    assert repr(junk if not isinstance(junk, list) else 7) in str(info.value)


def test_more_copies_than_two_decks_hold_are_refused():
    with pytest.raises(NotationError, match="holds 2"):
        ir.check_meld("9H 9H 9H")
    with pytest.raises(NotationError):
        ir.arrange("JK JK JK 4C 5C")


@pytest.mark.parametrize("junk", ["1X", 5, Card.parse("5H"), "JK", "5 6"])
def test_wild_rank_argument_junk(junk):
    with pytest.raises(ValueError):
        ir.check_meld("4C 5C 6C", wild_rank=junk)


@pytest.mark.parametrize("junk", [None, 42, "ZZ", "5H 6H", ""])
def test_wild_rank_of_junk_indicator(junk):
    with pytest.raises(ValueError) as info:
        ir.wild_rank(junk)
    assert repr(junk) in str(info.value)


@pytest.mark.parametrize("junk", [None, 42, "", "3H 4H | 1X", [["3H"], 7]])
def test_check_declaration_refuses_junk(junk):
    with pytest.raises(ValueError):
        ir.check_declaration(junk)


def test_rules_must_be_rules():
    with pytest.raises(InvalidRulesError, match="indian_rummy.Rules"):
        ir.penalty("4C 5C 6C", rules={"max_penalty": 80})


def test_junk_in_calculators_never_leaks_key_or_index_errors():
    for call in (lambda: ir.penalty(None), lambda: ir.arrange(42), lambda: ir.card_points("1X"),
                 lambda: ir.drop_penalty("first"), lambda: ir.settle_deal(0, {0: -1}),
                 lambda: ir.settle_deal(0, [1, 2]), lambda: ir.explain_penalty("4C", groups=7)):
        with pytest.raises(ValueError):
            call()


# -- explanations in two languages --------------------------------------------------

def test_every_message_exists_in_english_and_vietnamese():
    codes = [c for c in _catalogue if c.startswith("indian_rummy.")]
    assert len(codes) > 40
    for code in codes:
        assert _catalogue[code]["en"] and _catalogue[code]["vi"]


def test_declaration_reasons_in_vietnamese_use_the_seeds_words():
    cardlab.set_language("vi")
    wrong = ir.check_declaration("4C JK 6C | 8S 9S JK | QH QD QC | 2D 2S 2H").text()
    assert "không dãy nào thuần" in wrong and "🃏 thay cho 5♣" in wrong
    right = ir.check_declaration(AN).text()
    assert "dãy thuần" in right and "khai hợp lệ" in right.lower()
    assert "toàn bộ bài bị tính điểm" in ir.explain_penalty(CHI).text()


def test_declaration_reasons_in_english():
    text = ir.check_declaration(AN).text("en")
    assert "3♥ 4♥ 5♥ is a pure sequence" in text
    assert "A valid show: all 13 cards in groups, 2 sequences, 1 of them pure" in text
