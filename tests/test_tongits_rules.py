"""Tongits calculators: one test per rule sentence of the rules, every option, junk input.

The game-level tests (turns, chow, sapaw, Fight in play) are in
test_tongits_game.py; seeded playouts in test_tongits_playouts.py.
"""
import dataclasses

import pytest
from hypothesis import given, settings, strategies as st

import cardlab
from cardlab import tongits
from cardlab.cards import STANDARD_52, parse_cards
from cardlab.errors import CardlabError, CardTypeError, InvalidRulesError, NotationError
from cardlab.tongits import (Rules, arrange, check_chow, check_fight, check_meld, check_sapaw, deadwood,
                             fight_result, stock_out_result, tongits_result)


# ---------------------------------------------------------------------------
# Melds


def test_a_set_is_3_or_4_cards_of_one_rank():
    assert check_meld("7H 7D 7C").kind == "set"
    assert check_meld("7S 7H 7D 7C").kind == "set"
    assert not check_meld("7H 7D")
    assert not check_meld("7H 7D 8C")


def test_a_run_is_3_or_more_consecutive_cards_of_one_suit():
    assert check_meld("9S 10S JS").kind == "run"
    assert check_meld("3H 4H 5H 6H 7H 8H").kind == "run"
    assert not check_meld("9S 10S")
    gap = check_meld("9S 10S QS")
    assert not gap and "not consecutive" in gap.text("en")


def test_aces_are_low_a23_is_a_run_but_qka_and_ka2_are_not():
    assert check_meld("AS 2S 3S").kind == "run"
    qka = check_meld("QS KS AS")
    assert not qka and "Q-K-A does not count" in qka.text("en")
    assert not check_meld("KS AS 2S")


def test_option_ace_high_in_runs_makes_qka_a_run_but_never_ka2():
    high = Rules(ace_high_in_runs=True)
    assert check_meld("QS KS AS", high).kind == "run"
    assert check_meld("AS 2S 3S", high).kind == "run"
    wrap = check_meld("KS AS 2S", high)
    assert not wrap and "wrap" in wrap.text("en")


def test_consecutive_cards_of_mixed_suits_are_never_a_meld():
    v = check_meld("6S 7D 8C")
    assert not v
    assert v.text("en") == "6♠ 7♦ 8♣ is not a run: the suits differ."
    assert "khác chất" in v.text("vi")
    assert deadwood("6S 7D 8C") == 21


def test_a_card_belongs_to_one_meld_only():
    # 7♠ could finish the set or the run, not both: the best keeps the run and leaves 7♥ 7♦.
    a = arrange("7S 7H 7D 8S 9S")
    used = [c for m in a.melds for c in m.cards]
    assert len(used) == len(set(used))
    assert a.points == 14
    assert deadwood("7S 7H 7D 7C 8S 9S") == 0     # with 7♣ there are enough sevens for both


# ---------------------------------------------------------------------------
# Deadwood


def test_deadwood_ace_is_1_two_to_nine_face_value_ten_and_court_cards_10():
    assert [tongits.points(c) for c in "AS 2H 5D 9C 10S JH QD KC".split()] == [1, 2, 5, 9, 10, 10, 10, 10]
    assert deadwood("AS 9C KC") == 20


def test_melds_held_concealed_in_the_hand_do_not_count_the_count_uses_the_best_arrangement():
    assert deadwood("AS 2S 3S 7H 7D 7C KS") == 10
    a = arrange("AS 2S 3S 7H 7D 7C KS")
    assert a.points == 10 and [str(c) for c in a.deadwood] == ["KS"]


def test_option_concealed_melds_count_as_deadwood_counts_every_card_in_hand():
    rules = Rules(concealed_melds_count_as_deadwood=True)
    assert deadwood("AS 2S 3S 7H 7D 7C KS", rules) == 1 + 2 + 3 + 21 + 10
    # The best arrangement is still shown; only the count changes.
    assert arrange("AS 2S 3S 7H 7D 7C KS", rules).points == 10


def test_seed_hands_count_7_and_18():
    assert deadwood("3D 4D") == 7
    assert deadwood("QH 8C") == 18


def test_openspiel_counterexample_best_discard_3d_leaves_0_deadwood():
    # OpenSpiel's 11-card min_deadwood says 1 here; the exact search finds 0.
    best = arrange("AC 2D 2H JH JS AH AD 2C 2S 3D JD").best_discard()
    assert str(best.card) == "3D"
    assert best.points == 0


def test_points_follow_the_rules_fields():
    rules = Rules(ace_points=11, high_card_points=5)
    assert deadwood("AS KD 9C", rules) == 11 + 5 + 9


# ---------------------------------------------------------------------------
# Sapaw


def test_sapaw_the_fourth_card_of_a_set():
    v = check_sapaw("KH", "KS KC KD")
    assert v and v.kind == "set"
    assert v.text("en") == "K♥ can be laid off (sapaw) on K♠ K♦ K♣: it is the fourth card of the set."
    assert "gửi bài" in v.text("vi") and "Tứ quý" in v.text("vi")
    assert sorted(map(str, v.meld.cards)) == ["KC", "KD", "KH", "KS"]


def test_sapaw_a_card_extending_a_run_at_either_end():
    low = check_sapaw("8S", "9S 10S JS")
    high = check_sapaw("QS", "9S 10S JS")
    assert low and "low end" in low.text("en")
    assert high and "high end" in high.text("en")
    assert "đầu nhỏ" in low.text("vi") and "đầu lớn" in high.text("vi")


def test_sapaw_refuses_a_card_that_fits_nowhere_and_says_why():
    wrong_rank = check_sapaw("QH", "KS KC KD")
    assert not wrong_rank and "only another K" in wrong_rank.text("en")
    wrong_suit = check_sapaw("8H", "9S 10S JS")
    assert not wrong_suit and "one suit (♠)" in wrong_suit.text("en")
    low = check_sapaw("5S", "6S 7S 8S")
    assert low and "low end" in low.text("en")
    far = check_sapaw("KS", "9S 10S JS")
    assert not far and "8♠ Q♠" in far.text("en")
    not_meld = check_sapaw("KS", "9S 10D JS")
    assert not not_meld and "not an exposed meld" in not_meld.text("en")


def test_sapaw_on_a_full_set_is_refused():
    # One deck holds only four kings, so a full set meets a fifth card only as a duplicate.
    with pytest.raises(NotationError):
        check_sapaw("KH", "KS KC KD KH")


def test_sapaw_ace_after_king_needs_ace_high_in_runs():
    v = check_sapaw("AS", "JS QS KS")
    assert not v and "ace_high_in_runs" in v.text("en")
    assert check_sapaw("AS", "JS QS KS", Rules(ace_high_in_runs=True))
    assert check_sapaw("AS", "2S 3S 4S")


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["AS 2S 3S", "9H 10H JH", "QD KD AD", "5C 6C 7C 8C", "KS KC KD", "2H 2D 2C", "JS QS KS"]),
       st.sampled_from(STANDARD_52), st.booleans())
def test_sapaw_fits_exactly_when_meld_plus_card_is_a_meld_of_the_same_kind(meld, card, ace_high):
    rules = Rules(ace_high_in_runs=ace_high)
    base = check_meld(meld, rules)
    if not base or card in parse_cards(meld):
        return
    v = check_sapaw(card, meld, rules)
    grown = check_meld(list(parse_cards(meld)) + [card], rules)
    assert bool(v) == (bool(grown) and grown.kind == base.kind)
    assert v.reasons


# ---------------------------------------------------------------------------
# Chow


def test_chow_only_if_discard_completes_a_new_meld():
    v = check_chow("8S", "6S 7S 2D KC")
    assert v and v.kind == "run"
    assert sorted(map(str, v.meld.cards)) == ["6S", "7S", "8S"]
    assert [str(c) for c in v.used] == ["6S", "7S"]
    no = check_chow("8S", "6S 2D KC")
    assert not no
    assert no.text("en").startswith("You may chow only a discard that completes a new meld")
    assert "ăn" in no.text("vi")


def test_chow_lists_every_new_meld_and_prefers_the_one_leaving_least_deadwood():
    v = check_chow("7S", "7H 7D 5S 6S 8S")
    kinds = {m.kind for m in v.options}
    assert kinds == {"set", "run"}
    # Taking 5-6-7-8♠ leaves 7♥ 7♦ (14); taking the sevens leaves 5 6 8♠ (19).
    assert sorted(map(str, v.meld.cards)) == ["5S", "6S", "7S", "8S"]


def test_option_chow_requires_new_meld_false_lets_a_chow_extend_your_own_exposed_meld():
    own = [["5S", "6S", "7S"]]
    strict = check_chow("8S", "2D KC", exposed=own)
    assert not strict and "chow_requires_new_meld" in strict.text("en")
    loose = check_chow("8S", "2D KC", exposed=own, rules=Rules(chow_requires_new_meld=False))
    assert loose and loose.extends == 0
    assert sorted(map(str, loose.meld.cards)) == ["5S", "6S", "7S", "8S"]


def test_a_chowed_card_never_goes_into_the_hand_says_the_verdict():
    v = check_chow("KH", "KS KD 3C")
    assert "never goes into the hand" in v.text("en")


# ---------------------------------------------------------------------------
# Fight


def test_fight_needs_at_least_one_exposed_meld():
    v = check_fight(0, False)
    assert not v and v.text("en") == "Fight needs at least one exposed meld."
    assert "ít nhất 1 phỏm" in v.text("vi")


def test_fight_is_refused_after_an_opponent_sapawed_onto_your_melds_since_your_last_turn():
    v = check_fight(2, True)
    assert not v and "sapawed onto your melds" in v.text("en")
    ok = check_fight(1, False)
    assert ok and "may call Fight" in ok.text("en")


def test_among_the_caller_and_the_challengers_the_lowest_deadwood_wins():
    out = fight_result(0, {0: 12, 1: 5, 2: 20}, {1: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 2})
    assert out.winner == 1
    assert out.ranking == (1, 0, 2)
    assert out.payments == {0: -2, 1: 4, 2: -2}
    assert out.zero_sum and out.end == "fight"


def test_fold_loses_and_pays_the_fold_penalty():
    out = fight_result(0, {0: 12, 1: 5, 2: 3}, {1: "challenge", 2: "fold"}, {0: 1, 1: 1, 2: 1})
    # 2 had the lowest deadwood but folded: only the challengers are compared.
    assert out.winner == 1
    assert out.ranking == (1, 0, 2)
    assert out.payments == {0: -2, 1: 3, 2: -1}


def test_everyone_folds_the_caller_wins_without_a_comparison():
    out = fight_result(0, {0: 30}, {1: "fold", 2: "fold"}, {0: 1, 1: 1, 2: 1})
    assert out.winner == 0
    assert "without a comparison" in out.text("en")


def test_fight_tie_winner_challenger_a_challenger_tying_the_caller_wins():
    out = fight_result(0, {0: 6, 1: 6, 2: 6}, {1: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 1})
    assert out.winner == 1          # the first challenger in turn order after the caller
    assert "fight_tie_winner=challenger" in out.text("en")


def test_fight_tie_winner_challenger_follows_turn_order_after_the_caller():
    out = fight_result(1, {0: 6, 1: 6, 2: 6}, {0: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 1})
    assert out.winner == 2
    out = fight_result(1, {0: 6, 1: 6, 2: 6}, {0: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 1},
                       order=[0, 2, 1])          # counter-clockwise seating: 0 comes right after 1
    assert out.winner == 0


def test_option_fight_tie_winner_caller():
    rules = Rules(fight_tie_winner="caller")
    out = fight_result(0, {0: 6, 1: 6, 2: 9}, {1: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 1}, rules)
    assert out.winner == 0 and "fight_tie_winner=caller" in out.text("en")
    # Tied challengers beating the caller: still the first in turn order after the caller.
    out = fight_result(0, {0: 9, 1: 4, 2: 4}, {1: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 1}, rules)
    assert out.winner == 1


def test_seed_worked_example_as_a_calculation():
    # A exposed 9♠10♠J♠ and holds 3♦4♦ after sapawing K♥ on B's kings; B exposed K♠K♣K♦ and holds Q♥8♣;
    # C exposed nothing. A calls Fight, B folds.
    assert check_sapaw("KH", "KS KC KD")
    assert check_fight(1, False)
    out = fight_result("A", {"A": deadwood("3D 4D"), "B": deadwood("QH 8C")}, {"B": "fold"},
                       {"A": 1, "B": 1, "C": 0})
    assert out.winner == "A"
    assert out.burned == ("C",)
    assert out.ranking == ("A", "B", "C")
    assert out.payments == {"A": 4, "B": -1, "C": -3}
    text = out.text("en")
    assert "Player C exposed no meld: burned" in text and "Player B folds" in text
    vi = out.text("vi")
    assert "cháy bài" in vi and "bỏ cuộc" in vi


def test_fight_result_without_exposed_melds_takes_silent_opponents_as_burned():
    out = fight_result("A", {"A": 7, "B": 18, "C": 40}, {"B": "fold"})
    assert out.burned == ("C",)
    assert out.winner == "A" and out.payments == {"A": 4, "B": -1, "C": -3}


# ---------------------------------------------------------------------------
# Stock out


def test_stock_out_all_players_count_deadwood_and_the_lowest_wins():
    out = stock_out_result({0: 15, 1: 4, 2: 9}, last_drawer=2, exposed_melds={0: 1, 1: 1, 2: 1})
    assert out.winner == 1 and out.ranking == (1, 2, 0)
    assert out.payments == {0: -1, 1: 2, 2: -1}
    assert out.end == "stock_out" and "stock is out" in out.text("en")


def test_stock_out_tiebreak_last_drawer_loses_the_one_who_drew_later_ranks_behind():
    # Clockwise 0 → 1 → 2; player 1 drew the last card, so 2 drew before 1 in that round... and 0 before 2.
    out = stock_out_result({0: 9, 1: 5, 2: 5}, last_drawer=1, exposed_melds={0: 1, 1: 1, 2: 1})
    assert out.winner == 2
    out = stock_out_result({0: 5, 1: 9, 2: 5}, last_drawer=2, exposed_melds={0: 1, 1: 1, 2: 1})
    assert out.winner == 0
    assert "last_drawer_loses" in out.text("en")


def test_option_stock_out_tiebreak_last_drawer_wins():
    rules = Rules(stock_out_tiebreak="last_drawer_wins")
    out = stock_out_result({0: 9, 1: 5, 2: 5}, last_drawer=1, exposed_melds={0: 1, 1: 1, 2: 1}, rules=rules)
    assert out.winner == 1


def test_option_stock_out_tiebreak_fewer_cards():
    rules = Rules(stock_out_tiebreak="fewer_cards")
    out = stock_out_result({0: 9, 1: 5, 2: 5}, last_drawer=2, exposed_melds={0: 1, 1: 1, 2: 1}, rules=rules,
                           cards={0: 3, 1: 2, 2: 1})
    assert out.winner == 2          # one card (a 5) beats two cards (say 2 + 3)
    with pytest.raises(CardlabError, match="fewer_cards"):
        stock_out_result({0: 9, 1: 5, 2: 5}, last_drawer=2, exposed_melds={0: 1, 1: 1, 2: 1}, rules=rules)
    # Still tied on cards: who drew later ranks behind.
    out = stock_out_result({0: 9, 1: 5, 2: 5}, last_drawer=1, exposed_melds={0: 1, 1: 1, 2: 1}, rules=rules,
                           cards={0: 3, 1: 1, 2: 1})
    assert out.winner == 2


# ---------------------------------------------------------------------------
# Burn and settlement


def test_burned_player_takes_no_part_ranks_last_and_pays_the_highest_penalty_at_a_stock_out():
    out = stock_out_result({0: 30, 1: 12, 2: 0}, last_drawer=0, exposed_melds={0: 1, 1: 2, 2: 0})
    assert out.winner == 1            # 2 has 0 deadwood but is burned
    assert out.burned == (2,) and out.ranking[-1] == 2
    assert out.payments[2] == -Rules().burn_penalty
    assert min(out.payments.values()) == out.payments[2]


def test_burned_player_ranks_last_and_pays_the_highest_penalty_at_a_tongits():
    out = tongits_result(0, {0: 3, 1: 1, 2: 0}, {1: 20, 2: 3})
    assert out.burned == (2,) and out.ranking == (0, 1, 2)
    assert out.payments == {0: 5, 1: -2, 2: -3}


def test_everyone_burned_at_a_stock_out_means_nobody_wins():
    out = stock_out_result({0: 30, 1: 12, 2: 5}, last_drawer=0, exposed_melds={0: 0, 1: 0, 2: 0})
    assert out.winner is None and set(out.payments.values()) == {0}
    assert "nobody wins" in out.text("en")


def test_option_burn_exempt_with_secret_a_concealed_four_of_a_kind_saves_from_burn():
    args = dict(deadwood={0: 30, 1: 12, 2: 5}, last_drawer=0, exposed_melds={0: 1, 1: 1, 2: 0},
                concealed_fours=(2,))
    plain = stock_out_result(**args)
    assert plain.burned == (2,) and plain.winner == 1
    saved = stock_out_result(**args, rules=Rules(burn_exempt_with_secret=True))
    assert saved.burned == () and saved.winner == 2
    assert "tứ quý" in saved.text("vi")


def test_settlement_base_stake_from_each_loser_and_penalties_as_multiples_of_it():
    rules = Rules(base_stake=5, fold_penalty=2, challenge_loss=3, burn_penalty=4, tongits_bonus=4)
    out = fight_result(0, {0: 2, 1: 9, 2: 1}, {1: "challenge"}, {0: 1, 1: 1, 2: 0}, rules)
    assert out.payments == {0: 5 * 3 + 5 * 4, 1: -15, 2: -20}
    out = fight_result(0, {0: 2}, {1: "fold", 2: "fold"}, {0: 1, 1: 1, 2: 1}, rules)
    assert out.payments == {0: 20, 1: -10, 2: -10}
    out = tongits_result(1, {0: 1, 1: 1, 2: 1}, rules=rules)
    assert out.payments == {0: -20, 1: 40, 2: -20}
    out = stock_out_result({0: 1, 1: 2, 2: 3}, 2, {0: 1, 1: 1, 2: 1}, rules)
    assert out.payments == {0: 10, 1: -5, 2: -5}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 60), min_size=3, max_size=3), st.lists(st.integers(0, 2), min_size=3, max_size=3),
       st.lists(st.sampled_from(["challenge", "fold"]), min_size=3, max_size=3), st.integers(0, 2),
       st.sampled_from(["challenger", "caller"]), st.sampled_from(["last_drawer_loses", "last_drawer_wins",
                                                                   "fewer_cards"]))
def test_payments_are_always_zero_sum(dw, exposed, answers, caller, tie, tiebreak):
    rules = Rules(fight_tie_winner=tie, stock_out_tiebreak=tiebreak)
    deadwood_ = dict(enumerate(dw))
    melds = dict(enumerate(exposed))
    melds[caller] = max(1, melds[caller])
    responses = {p: answers[p] for p in range(3) if p != caller and melds[p] > 0}
    out = fight_result(caller, deadwood_, responses, melds, rules)
    assert out.zero_sum and out.ranking[0] == out.winner and sorted(out.ranking) == [0, 1, 2]
    assert all(out.payments[p] < 0 for p in range(3) if p != out.winner)
    out = stock_out_result(deadwood_, caller, melds, rules, cards={0: 1, 1: 2, 2: 3})
    assert out.zero_sum and sorted(out.ranking) == [0, 1, 2]
    out = tongits_result(caller, melds, deadwood_, rules)
    assert out.zero_sum and out.winner == caller


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 60), min_size=3, max_size=3), st.lists(st.integers(0, 2), min_size=3, max_size=3),
       st.lists(st.sampled_from(["challenge", "fold"]), min_size=3, max_size=3), st.integers(0, 2),
       st.lists(st.integers(0, 4), min_size=6, max_size=6), st.sets(st.integers(0, 2)),
       st.integers(0, 3), st.integers(0, 3), st.integers(0, 3), st.booleans())
def test_payments_stay_zero_sum_with_every_bonus(dw, exposed, answers, caller, honours, fours, ace, king, four,
                                                 secret):
    rules = Rules(bonus_per_ace=ace, bonus_per_king=king, bonus_concealed_four=four, burn_exempt_with_secret=secret)
    melds = dict(enumerate(exposed))
    melds[caller] = max(1, melds[caller])
    saved = {p for p in fours if secret and melds[p] == 0}
    responses = {p: answers[p] for p in range(3) if p != caller and (melds[p] > 0 or p in saved)}
    extra = dict(concealed_fours=sorted(fours), aces=dict(enumerate(honours[:3])), kings=dict(enumerate(honours[3:])))
    out = fight_result(caller, dict(enumerate(dw)), responses, melds, rules, **extra)
    assert out.zero_sum and out.ranking[0] == out.winner and sorted(out.ranking) == [0, 1, 2]
    out = stock_out_result(dict(enumerate(dw)), caller, melds, rules, cards={0: 1, 1: 2, 2: 3}, **extra)
    assert out.zero_sum and sorted(out.ranking) == [0, 1, 2]
    out = tongits_result(caller, melds, dict(enumerate(dw)), rules, **extra)
    assert out.zero_sum and out.winner == caller


# ---------------------------------------------------------------------------
# Options and junk


def test_rules_defaults_are_the_seeds_game():
    r = Rules()
    assert (r.turn_direction, r.ace_high_in_runs, r.chow_requires_new_meld,
            r.dealer_may_expose_before_first_discard, r.fight_timing, r.fight_tie_winner, r.stock_out_tiebreak,
            r.concealed_melds_count_as_deadwood, r.burn_exempt_with_secret, r.tongits_on_final_discard,
            r.fight_after_melding) == (
        "clockwise", False, True, True, "after_draw", "challenger", "last_drawer_loses", False, False, True, True)
    assert (r.bonus_per_ace, r.bonus_per_king, r.bonus_concealed_four) == (0, 0, 0)
    assert (r.first_player_cards, r.other_player_cards, r.stock_size) == (13, 12, 15)
    assert r.base_stake == 1 and r.burn_penalty >= max(r.tongits_bonus, r.fold_penalty, r.challenge_loss)
    assert Rules.seed() == r


@pytest.mark.parametrize("option,value", [
    ("turn_direction", "left"), ("ace_high_in_runs", "yes"), ("ace_high_in_runs", 1),
    ("chow_requires_new_meld", None), ("dealer_may_expose_before_first_discard", "no"),
    ("fight_timing", "whenever"), ("fight_tie_winner", "nobody"), ("stock_out_tiebreak", "coin"),
    ("concealed_melds_count_as_deadwood", 0), ("burn_exempt_with_secret", "true"),
    ("tongits_on_final_discard", []), ("base_stake", -1), ("base_stake", 1.5), ("base_stake", "1"),
    ("fold_penalty", True), ("burn_penalty", 1), ("stock_size", 10), ("first_player_cards", 0),
    ("fight_after_melding", "no"), ("fight_after_melding", 0), ("bonus_per_ace", -1), ("bonus_per_ace", 0.5),
    ("bonus_per_king", "2"), ("bonus_per_king", True), ("bonus_concealed_four", None), ("bonus_concealed_four", -3),
])
def test_bad_options_raise_invalid_rules_error_naming_the_option(option, value):
    with pytest.raises(InvalidRulesError) as info:
        Rules(**{option: value})
    assert option in str(info.value)
    assert "expected" in str(info.value)


def test_rules_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().fight_timing = "before_draw"


@pytest.mark.parametrize("junk", ["1X", None, 42, "", "AS AS 2S", "JK 2S 3S", b"AS"])
def test_calculators_answer_junk_with_value_errors_quoting_the_input(junk):
    for call in (lambda: check_meld(junk), lambda: deadwood(junk), lambda: arrange(junk) if junk != "" else
                 check_meld(junk), lambda: check_sapaw(junk, "KS KC KD"), lambda: check_chow(junk, "6S 7S")):
        with pytest.raises(ValueError) as info:
            call()
        assert isinstance(info.value, CardlabError)


def test_junk_messages_quote_the_input():
    with pytest.raises(NotationError, match="'1X'"):
        check_meld("1X 2S 3S")
    with pytest.raises(CardTypeError, match="42"):
        deadwood(42)
    with pytest.raises(NotationError, match="jokers"):
        check_meld("JK 2S 3S")
    with pytest.raises(NotationError, match="'AS' appears 2 times"):
        deadwood("AS AS 2S")
    with pytest.raises(NotationError, match="not one card"):
        check_sapaw("KH KD", "KS KC QC")
    with pytest.raises(InvalidRulesError):
        check_meld("AS 2S 3S", rules={"ace_high_in_runs": True})


@pytest.mark.parametrize("args", [(-1, False), ("1", False), (1.0, False), (True, False), (1, "no"), (1, None)])
def test_check_fight_junk(args):
    with pytest.raises(CardlabError):
        check_fight(*args)


@pytest.mark.parametrize("call", [
    lambda: fight_result("A", {"A": 7}, {"B": "maybe"}, {"A": 1, "B": 1}),
    lambda: fight_result("A", {"A": 7}, {"B": "challenge"}, {"A": 1, "B": 1}),       # B's deadwood missing
    lambda: fight_result("A", {"A": 7}, {}, {"A": 1, "B": 1}),                      # B must answer
    lambda: fight_result("A", {"A": 7}, {"B": "fold"}, {"A": 0, "B": 1}),           # caller without a meld
    lambda: fight_result("A", {"A": 7}, {"C": "fold"}, {"A": 1, "C": 0}),           # burned players do not answer
    lambda: fight_result("A", {"A": -3}, {}, {"A": 1}),
    lambda: fight_result("A", {"A": "7"}, {}, {"A": 1}),
    lambda: fight_result("A", [7], {}, {"A": 1}),
    lambda: fight_result(["A"], {"A": 7}, {}, {"A": 1}),
    lambda: fight_result("A", {"A": 7}, {}, {"A": 1}, order="AB"),
    lambda: stock_out_result({0: 5}, last_drawer=4, exposed_melds={0: 1}),
    lambda: stock_out_result({0: 5}, last_drawer=0, exposed_melds={0: 1, 1: 1}),    # 1's deadwood missing
    lambda: stock_out_result(None, last_drawer=0, exposed_melds={0: 1}),
    lambda: stock_out_result({0: 5}, last_drawer=0, exposed_melds={0: -1}),
    lambda: tongits_result(0, {0: 1, 1: "x"}),
])
def test_ending_calculators_refuse_junk(call):
    with pytest.raises(CardlabError):
        call()


def test_every_message_exists_in_english_and_vietnamese():
    from cardlab.explain import _catalogue

    codes = [c for c in _catalogue if c.startswith("tongits.")]
    assert len(codes) > 40
    for code in codes:
        en, vi = _catalogue[code]["en"], _catalogue[code]["vi"]
        assert en and vi and en != vi
        assert en[0].isupper() or en[0] == "{"


def test_set_language_vi_renders_verdicts_in_vietnamese():
    cardlab.set_language("vi")
    assert "gửi bài vào" in str(check_sapaw("KH", "KS KC KD"))
    assert "phỏm" in str(check_fight(0, False)) and "Meld" not in str(check_fight(0, False))


# ---------------------------------------------------------------------------
# burn_exempt_with_secret: a concealed four of a kind saves from burn, and its holder may challenge a Fight

SECRET = Rules(burn_exempt_with_secret=True)


def test_option_burn_exempt_with_secret_true_the_saved_player_may_challenge_a_fight_and_win():
    out = fight_result(0, {0: 9, 1: 20, 2: 1}, {1: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 0}, SECRET,
                       concealed_fours=(2,))
    assert out.winner == 2 and out.burned == () and out.details["challengers"] == (1, 2)
    assert out.ranking == (2, 0, 1) and out.payments == {0: -2, 1: -2, 2: 4}
    assert "may challenge a Fight, though not call one" in out.text("en")
    assert "Player 2 challenges with 1 deadwood" in out.text("en")
    assert "thách đấu" in out.text("vi")


def test_option_burn_exempt_with_secret_true_the_saved_player_may_fold_and_pays_the_fold_penalty():
    out = fight_result("A", {"A": 7, "B": 18}, {"B": "fold", "C": "fold"}, {"A": 1, "B": 1, "C": 0}, SECRET,
                       concealed_fours=["C"])
    assert out.winner == "A" and out.burned == () and out.details["folders"] == ("B", "C")
    assert out.payments == {"A": 2, "B": -1, "C": -1}


def test_option_burn_exempt_with_secret_true_a_saved_challenger_who_loses_pays_the_challenge_loss():
    out = fight_result(0, {0: 3, 2: 12}, {1: "fold", 2: "challenge"}, {0: 1, 1: 1, 2: 0}, SECRET,
                       concealed_fours={2: "7S 7H 7D 7C"})
    assert out.winner == 0 and out.ranking == (0, 2, 1) and out.payments == {0: 3, 1: -1, 2: -2}
    # The four is shown: its cards are in the reasons.
    assert "Player 2 shows the concealed four of a kind 7♠ 7♥ 7♦ 7♣" in out.text("en")
    assert "tứ quý" in out.text("vi")


def test_option_burn_exempt_with_secret_true_the_saved_player_must_answer():
    with pytest.raises(CardlabError, match="saved from burn by a concealed four of a kind and must answer"):
        fight_result(0, {0: 9, 1: 20}, {1: "challenge"}, {0: 1, 1: 1, 2: 0}, SECRET, concealed_fours=(2,))


def test_option_burn_exempt_with_secret_true_the_saved_player_may_not_call_fight():
    with pytest.raises(CardlabError, match="Fight needs at least one exposed meld"):
        fight_result(2, {0: 9, 1: 20, 2: 1}, {0: "fold", 1: "fold"}, {0: 1, 1: 1, 2: 0}, SECRET,
                     concealed_fours=(2,))
    assert not check_fight(0, False, SECRET)


def test_option_burn_exempt_with_secret_false_the_holder_is_burned_and_does_not_answer():
    out = fight_result(0, {0: 9, 1: 20, 2: 1}, {1: "challenge"}, {0: 1, 1: 1, 2: 0}, concealed_fours=(2,))
    assert out.burned == (2,) and out.winner == 0 and out.payments == {0: 5, 1: -2, 2: -3}
    with pytest.raises(CardlabError, match="burned and does not answer"):
        fight_result(0, {0: 9, 1: 20, 2: 1}, {1: "challenge", 2: "challenge"}, {0: 1, 1: 1, 2: 0},
                     concealed_fours=(2,))


@pytest.mark.parametrize("fours", ["C", 3, {"C": "7S 7H 7D"}, {"C": "7S 7H 7D 8C"}, {"D": "7S 7H 7D 7C"}, ["D"]])
def test_concealed_fours_junk_is_refused(fours):
    with pytest.raises(CardlabError):
        fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}, SECRET,
                     concealed_fours=fours)


# ---------------------------------------------------------------------------
# tongits_on_final_discard in the Tongits calculator


def test_option_tongits_on_final_discard_true_the_last_discard_empties_the_hand_tongits():
    out = tongits_result(0, {0: 2, 1: 1, 2: 1}, by_discard=True)
    assert "emptied the hand by discarding the last card" in out.text("en")


def test_option_tongits_on_final_discard_false_going_out_takes_a_final_discard():
    out = tongits_result(0, {0: 2, 1: 1, 2: 1}, rules=Rules(tongits_on_final_discard=False), by_discard=True)
    assert out.end == "tongits" and out.payments == {0: 4, 1: -2, 2: -2}
    assert "melded every other card and discarded the last one" in out.text("en")
    assert "tongits_on_final_discard" in out.text("vi")


# ---------------------------------------------------------------------------
# fight_after_melding


def test_option_fight_after_melding_true_melding_on_the_last_turn_does_not_delay_a_fight():
    assert check_fight(1, False, melded_last_turn=True)
    assert check_fight(1, False, Rules(fight_after_melding=True), melded_last_turn=True)


def test_option_fight_after_melding_false_no_fight_right_after_melding():
    rules = Rules(fight_after_melding=False)
    refused = check_fight(2, False, rules, melded_last_turn=True)
    assert not refused and refused.codes == ("tongits.fight_after_melding",)
    assert "fight_after_melding" in refused.text("en") and "Khiêu chiến" in refused.text("vi")
    assert check_fight(2, False, rules, melded_last_turn=False)
    both = check_fight(1, True, rules, melded_last_turn=True)
    assert both.codes == ("tongits.fight_sapawed", "tongits.fight_after_melding")


@pytest.mark.parametrize("value", [None, 1, "yes"])
def test_check_fight_melded_last_turn_junk(value):
    with pytest.raises(CardlabError, match="melded_last_turn"):
        check_fight(1, False, melded_last_turn=value)


# ---------------------------------------------------------------------------
# House bonuses (all off by default)


def test_bonuses_are_off_by_default():
    out = fight_result(0, {0: 2}, {1: "fold", 2: "fold"}, {0: 1, 1: 1, 2: 1}, concealed_fours={1: "9S 9H 9D 9C"},
                       aces={0: 3}, kings={0: 2})
    assert out.payments == {0: 2, 1: -1, 2: -1}
    assert not any("bonus" in r.code for r in out.reasons)


def test_option_bonus_per_ace_each_loser_pays_per_ace_in_the_winners_hand_and_melds():
    rules = Rules(bonus_per_ace=2, base_stake=5)
    out = fight_result(0, {0: 2}, {1: "fold", 2: "fold"}, {0: 1, 1: 1, 2: 1}, rules, aces={0: 3, 1: 1})
    # Folding: 5 each; the ace bonus: 3 aces × 2 × 5 = 30 each.
    assert out.payments == {0: 70, 1: -35, 2: -35} and out.zero_sum
    assert "the ace bonus: 10 for each ace in the winner's hand and melds, 3 in all" in out.text("en")
    assert "tiền thưởng lá A" in out.text("vi")
    none = fight_result(0, {0: 2}, {1: "fold", 2: "fold"}, {0: 1, 1: 1, 2: 1}, rules, aces={0: 0})
    assert none.payments == {0: 10, 1: -5, 2: -5}


def test_option_bonus_per_ace_needs_the_winners_count():
    with pytest.raises(CardlabError, match="bonus_per_ace=1 needs the winner's number of aces"):
        tongits_result(1, {0: 1, 1: 1, 2: 1}, rules=Rules(bonus_per_ace=1), aces={0: 2})
    for junk in ({0: 5}, {0: -1}, {0: "2"}, {7: 1}, [1, 2]):
        with pytest.raises(CardlabError):
            tongits_result(0, {0: 1, 1: 1, 2: 1}, rules=Rules(bonus_per_ace=1), aces=junk)


def test_option_bonus_per_king_each_loser_pays_per_king_in_the_winners_hand_and_melds():
    rules = Rules(bonus_per_king=1)
    out = stock_out_result({0: 3, 1: 9, 2: 20}, 2, {0: 1, 1: 1, 2: 0}, rules, kings={0: 4, 1: 2, 2: 0})
    # Beaten: 1; burned: 3; kings: 4 each.
    assert out.payments == {0: 1 + 3 + 8, 1: -5, 2: -7}
    assert "the king bonus" in out.text("en") and "tiền thưởng lá K" in out.text("vi")
    assert stock_out_result({0: 3, 1: 9, 2: 20}, 2, {0: 1, 1: 1, 2: 0}, kings={0: 4}).payments == {0: 4, 1: -1, 2: -3}


def test_option_bonus_concealed_four_each_other_player_pays_the_holder_whoever_wins():
    rules = Rules(bonus_concealed_four=2)
    out = tongits_result(0, {0: 2, 1: 1, 2: 1}, rules=rules, concealed_fours={2: "5S 5H 5D 5C 9S 9H 9D 9C"})
    # Tongits: 2 from each loser to 0; the two fours: 2 × 2 from each other player to 2.
    assert out.payments == {0: 4 - 4, 1: -2 - 4, 2: -2 + 8} and out.zero_sum
    assert "concealed four bonus" in out.text("en") and "tứ quý giấu" in out.text("vi")
    assert tongits_result(0, {0: 2, 1: 1, 2: 1}, concealed_fours={2: "5S 5H 5D 5C"}).payments == {0: 4, 1: -2, 2: -2}


def test_option_bonus_concealed_four_is_paid_even_when_nobody_wins():
    out = stock_out_result({0: 30, 1: 12, 2: 5}, 0, {0: 0, 1: 0, 2: 0}, Rules(bonus_concealed_four=1),
                           concealed_fours=[1])
    assert out.winner is None and out.payments == {0: -1, 1: 2, 2: -1}


def test_option_bonuses_with_burn_exempt_a_saved_holder_collects_the_four_bonus():
    rules = Rules(burn_exempt_with_secret=True, bonus_concealed_four=1)
    out = fight_result(0, {0: 4, 2: 10}, {1: "fold", 2: "challenge"}, {0: 1, 1: 1, 2: 0}, rules,
                       concealed_fours={2: "QS QH QD QC"})
    assert out.winner == 0 and out.payments == {0: 1 + 2 - 1, 1: -1 - 1, 2: -2 + 2}
