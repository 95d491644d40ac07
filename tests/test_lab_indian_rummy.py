"""The Indian Rummy studies of the strategy lab (cardlab.lab.indian_rummy): reproducible, sized as asked,
counted from the deals themselves, with intervals computed right."""
import re
from dataclasses import replace
from math import sqrt
from statistics import mean, stdev

import pytest

import cardlab
from cardlab import indian_rummy as ir
from cardlab.errors import CardlabError, InvalidRulesError
from cardlab.lab import indian_rummy as irlab
from cardlab.lab.stats import play_out, wilson

from lab_notebooks import copies, language, printed, setup_sizes  # noqa: F401  (language: a fixture)


def test_drop_study_is_the_same_from_the_same_deal_number_and_differs_from_another():
    first = irlab.drop_study(6, first_deal=30)
    assert irlab.drop_study(6, first_deal=30) == first
    assert str(irlab.drop_study(6, first_deal=30)) == str(first)
    assert irlab.drop_study(6, first_deal=31) != first


@pytest.mark.parametrize("players", [2, 3])
def test_drop_study_counts_every_dealt_hand_once_in_each_grouping(players):
    games = 5
    study = irlab.drop_study(games, players=players, first_deal=7)
    assert study.players == players and study.games == games
    assert study.overall.hands == players * games
    assert sum(g.hands for g in study.by_jokers.values()) == players * games
    assert sum(g.hands for g in study.by_sequences.values()) == players * games
    assert set(study.by_jokers) == set(irlab.JOKER_GROUPS) and set(study.by_sequences) == set(irlab.SEQUENCE_GROUPS)
    # Points Rummy is zero-sum: what the losers pay, the winner collects.
    assert abs(study.overall.result) < 1e-9
    assert study.overall.wins.wins == games        # one winner a deal: nobody drops


def test_drop_study_reads_results_and_features_from_the_deals_themselves():
    study = irlab.drop_study(4, first_deal=12)
    by_jokers: dict = {}
    for deal in range(12, 16):
        state = ir.new_game(seed=deal, players=2)
        dealt = [tuple(h) for h in state.hands]
        outcome = play_out(state, [irlab.PlayOnBot(seed=deal * 101 + s) for s in range(2)])
        assert all(status != ir.DROPPED for status in state.statuses)
        for seat in range(2):
            jokers, _ = irlab.dealt_features(dealt[seat], state.wild, state.rules)
            by_jokers.setdefault(irlab.JOKER_GROUPS[min(jokers, 3)], []).append(outcome.payments[seat])
    for key, results in by_jokers.items():
        assert study.by_jokers[key].hands == len(results)
        assert study.by_jokers[key].result == pytest.approx(mean(results))
        se = stdev(results) / sqrt(len(results)) if len(results) > 1 else 0.0
        assert study.by_jokers[key].result_se == pytest.approx(se)


def test_drop_study_compares_with_the_first_drop_of_the_rules():
    assert irlab.drop_study(2).drop == 20
    assert irlab.drop_study(2, rules=ir.Rules(first_drop=15)).drop == 15
    # Pool 201 charges 25 for a first drop; the study plays single deals of it.
    assert irlab.drop_study(2, rules=ir.Rules.pool(201)).drop == 25


def test_drop_pays_only_when_the_whole_interval_lies_below_the_drop():
    study = irlab.drop_study(2)
    below = replace(study.overall, result=-30.0, result_se=4.0)      # -30 + 7.84 < -20
    straddles = replace(study.overall, result=-25.0, result_se=4.0)  # -25 + 7.84 > -20
    assert study.drop_pays(below) and not study.drop_pays(straddles)


def test_dealt_features_count_jokers_and_cards_in_sequences():
    hand = "3H 4H 5H 6H 9S JK 10S QC QD 2C 7D 8C KD"
    # Fives wild: no five here; one printed joker. 3-6♥ is a pure sequence; 9♠ 🃏 10♠ … reads as a sequence too.
    jokers, in_sequences = irlab.dealt_features(ir.arrange(hand).cards, "K", ir.Rules())
    assert jokers == 2                       # the printed joker and K♦ (kings wild)
    assert in_sequences >= 4


def test_a_pure_sequence_race_is_the_same_from_the_same_deal_numbers():
    first = irlab.race_study((0, 2), 4, first_deal=3, cap=20)
    assert irlab.race_study((0, 2), 4, first_deal=3, cap=20) == first
    assert irlab.race_study((0, 2), 4, first_deal=4, cap=20) != first


def test_a_race_starts_with_exactly_the_jokers_asked_and_no_pure_sequence():
    rules = ir.Rules()
    for jokers in (0, 1, 2, 3):
        wild_rank, _view, hand, stock = irlab._solitaire_hand(9, jokers, rules)
        wild = ir._wild(wild_rank)
        assert len(hand) == rules.hand_size
        assert sum(ir._is_wild(c, wild) for c in hand) == jokers
        assert not ir._has_pure_run(hand, wild)
        assert len(hand) + len(stock) + 1 == len(rules.deck)     # the indicator is out of play


def test_a_race_is_sized_as_asked_and_its_turns_stay_within_the_cap():
    study = irlab.race_study((1,), 5, cap=6)
    [line] = study.lines
    assert study.games == 5 and line.jokers == 1 and len(line.pure) == len(line.show) == 5
    for pure, show in zip(line.pure, line.show):
        assert pure is None or 1 <= pure <= 6
        assert show is None or (pure is not None and pure <= show <= 6)   # no show without a pure sequence


def test_race_shares_and_means_are_computed_from_the_turns():
    line = irlab.RaceLine(0, 10, (2, 5, None, 8), (6, None, None, 9))
    share = line.by_turn(5)
    assert (share.wins, share.games) == (2, 4)
    assert (share.low, share.high) == wilson(2, 4)
    assert line.by_turn(10, "show").wins == 2
    m, se = line.mean_turns("pure")
    assert m == pytest.approx(mean([2, 5, 10, 8])) and se == pytest.approx(stdev([2, 5, 10, 8]) / 2)


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "10"])
def test_a_study_refuses_a_bad_number_of_games(bad):
    with pytest.raises(CardlabError, match="games="):
        irlab.drop_study(bad)
    with pytest.raises(CardlabError, match="games="):
        irlab.race_study((0,), bad)


@pytest.mark.parametrize("bad", [1, 7, "2", True])
def test_drop_study_refuses_a_table_that_is_not_two_to_six_players(bad):
    with pytest.raises(CardlabError, match="players="):
        irlab.drop_study(2, players=bad)


@pytest.mark.parametrize("bad", [[], "012", [11], [-1], [1.0], 3])
def test_race_study_refuses_joker_counts_the_hand_cannot_hold(bad):
    with pytest.raises(CardlabError, match="jokers="):
        irlab.race_study(bad, 2)


def test_the_studies_refuse_rules_of_another_game_and_a_bad_progress_bar():
    from cardlab import phom
    with pytest.raises(InvalidRulesError):
        irlab.drop_study(2, rules=phom.Rules())
    with pytest.raises(InvalidRulesError):
        irlab.race_study((0,), 2, rules=phom.Rules())
    with pytest.raises(CardlabError, match="progress="):
        irlab.drop_study(2, progress="tqdm")
    with pytest.raises(CardlabError, match="cap="):
        irlab.race_study((0,), 2, cap=0)


def test_the_play_on_bot_never_drops_a_hopeless_hand():
    # Deal 0 at two players: the greedy bot drops seat 1's dealt hand; the play-on bot keeps it.
    from cardlab.bots.indian_rummy import GreedyBot
    state = ir.new_game(seed=0, players=2)
    greedy = play_out(ir.new_game(seed=0, players=2), [GreedyBot(seed=s) for s in range(2)])
    played = play_out(state, [irlab.PlayOnBot(seed=s) for s in range(2)])
    assert greedy.end == "last_player"
    assert played.end != "last_player" and ir.DROPPED not in state.statuses


def test_error_bars_never_reach_below_zero_at_rates_of_none_and_all():
    from cardlab.lab.stats import Share, error_bars
    shares = [Share(0, n) for n in range(1, 200)] + [Share(n, n) for n in range(1, 200)]
    low, high = error_bars(shares)
    assert min(low) >= 0 and min(high) >= 0
    assert all(reach > 0 for reach, s in zip(high, shares) if s.wins == 0)


def test_the_drop_study_says_1_hand_and_2_hands_in_english():
    text = str(irlab.drop_study(3))      # six hands: some groups hold one hand, some none
    assert re.search(r"\b1 hand: ", text) and re.search(r"\b0 hands: ", text), text
    assert not re.search(r"\b1 (hands|games|dealt hands)\b", text), text
    head = str(irlab.race_study(games=1, jokers=(0,), cap=1)).splitlines()[0]
    assert head == "1 solitaire deal for each joker count, at most 1 turn each"


# -- the published lab ------------------------------------------------------------------------------------------
# The lab (keys exercises/[vi/]solutions/lessons/indian_rummy/07_strategy_lab.ipynb, learner copies
# notebooks/[vi/]indian_rummy/07_strategy_lab.ipynb) prints its numbers in checked cells; they are recomputed here with
# the sizes of its set-up cell, in two processes (the numbers do not depend on the number of workers).

LAB = copies("indian_rummy", "07_strategy_lab.ipynb")


def _printed(lang: str, copy: str, code: str) -> str:
    """The committed output of the code cell whose source is ``code``, in that copy of the lab."""
    return printed(LAB[lang, copy], code)


def _setup(lang: str = "en", copy: str = "key") -> dict:
    """The sizes and plain whole numbers of the notebook's set-up cell."""
    return setup_sizes(LAB[lang, copy], "indian_rummy")


def test_every_lab_notebook_uses_the_same_sizes():
    assert all(_setup(lang, copy) == _setup() for lang, copy in LAB)


@pytest.fixture(scope="module")
def published():
    """The lab's two studies recomputed once, in two processes."""
    sizes = _setup()
    return (irlab.drop_study(sizes["N_DEALS"], players=sizes["PLAYERS"], n_jobs=2),
            irlab.race_study((0, 1, 2), sizes["N_RACE"], n_jobs=2))


@pytest.mark.parametrize("copy", ["key", "learner"])
def test_the_published_numbers_equal_a_fresh_run(published, language, copy):
    drops, race = published
    assert _printed(language, copy, "print(drops)") == str(drops)
    assert _printed(language, copy, "print(race)") == str(race)


def test_the_headline_share_reaches_three_points_and_the_verdicts_hold(published):
    # The lab's conclusions: the share of hands on which playing on cost more than a first drop is known to
    # ±3 percentage points or better; hands with no joker or no card in a sequence should be dropped, hands
    # with one joker played on; jokers bring the show, not the pure sequence, sooner.
    drops, race = published
    assert (drops.costly.high - drops.costly.low) / 2 <= 0.03
    assert drops.drop_pays(drops.by_jokers["0"]) and drops.drop_pays(drops.by_sequences["0"])
    one = drops.by_jokers["1"]
    assert one.result - 1.96 * one.result_se > -drops.drop
    pure = [line.mean_turns("pure") for line in race.lines]
    show = [line.mean_turns("show") for line in race.lines]
    (none, none_se), (two, two_se) = pure[0], pure[2]
    assert abs(two - none) < 1.96 * sqrt(none_se ** 2 + two_se ** 2)
    assert show[0][0] > show[1][0] > show[2][0]


def test_the_costly_share_counts_hands_that_paid_more_than_a_first_drop():
    study = irlab.drop_study(6, players=3, first_deal=2)
    paid = []
    for deal in range(2, 8):
        state = ir.new_game(seed=deal, rules=replace(ir.Rules(), format="points"), players=3)
        outcome = play_out(state, [irlab.PlayOnBot(seed=deal * 101 + s) for s in range(3)])
        paid += [outcome.payments[s] < -study.drop for s in range(3)]
    assert (study.costly.wins, study.costly.games) == (sum(paid), 18)
