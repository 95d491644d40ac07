"""Meld validity, parameterised by each game's rules, and the reason for every refusal."""
import pytest

from cardlab import Rank
from cardlab.melds import MeldRules, classify

GIN = MeldRules()
RUMMY = MeldRules(ace_high=True, set_distinct_suits=True, jokers_wild=True, wild_rank=Rank.FIVE)


@pytest.mark.parametrize("cards,kind", [
    ("7H 7D 7C", "set"), ("7H 7D 7C 7S", "set"), ("AS 2S 3S", "run"), ("9H 10H JH QH KH", "run"),
])
def test_sets_are_one_rank_and_runs_are_consecutive_in_one_suit(cards, kind):
    assert classify(cards, GIN).kind == kind


@pytest.mark.parametrize("cards,code", [
    ("6S 7D 8C", "meld.run_suits_differ"),
    ("7H 7D", "meld.too_few"),
    ("QS KS AS", "meld.run_ace_high"),
    ("KS AS 2S", "meld.run_wraps"),
    ("3H 5H 7H", "meld.run_gap"),
    ("3H 3H 4H", "meld.run_repeats_rank"),
    ("2S 5H 9D", "meld.mixed"),
    ("JK 5H 6H", "meld.joker_not_wild"),
])
def test_each_non_meld_names_its_reason(cards, code):
    verdict = classify(cards, GIN)
    assert not verdict and verdict.codes == (code,)


def test_a_set_has_at_most_four_cards():
    verdict = classify("7H 7D 7C 7S 7S", GIN)
    assert not verdict and verdict.codes == ("meld.set_too_big",)


def test_ace_high_rules_accept_q_k_a_but_never_k_a_2():
    assert classify("QS KS AS", RUMMY).kind == "run"
    assert classify("AS 2S 3S", RUMMY).kind == "run"
    assert not classify("KS AS 2S", RUMMY)


def test_distinct_suits_rule_rejects_two_deck_duplicates_in_a_set():
    verdict = classify("9H 9H 9D", RUMMY)
    assert not verdict and verdict.codes == ("meld.set_suit_repeats",)
    assert "9♥ 9♥ share a suit" in str(verdict)
    assert classify("9H 9S 9D", RUMMY)


def test_jokers_and_wild_ranks_substitute_only_when_the_rules_say_so():
    assert classify("4C JK 6C", RUMMY).meld.substitutes == 1
    assert classify("4C 5S 6C", RUMMY).meld.substitutes == 1   # the wild 5 of another suit stands in
    assert classify("4C 5C 6C", RUMMY).meld.substitutes == 0   # the wild 5 in its own place is natural
    assert not classify("4C JK 6C", GIN)
    no_wild_sets = MeldRules(jokers_wild=True, wild_in_sets=False)
    assert classify("9H 9S JK", no_wild_sets).codes == ("meld.no_wild_in_set",)


def test_a_meld_of_only_wild_cards_is_refused_unless_allowed():
    assert classify("JK JK JK", RUMMY).codes == ("meld.only_wild",)
    assert classify("JK JK JK", MeldRules(jokers_wild=True, all_wild_meld=True))
