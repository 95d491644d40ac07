"""The shared engine pieces: actions, outcomes, options, records and play()."""
import pytest

import cardlab
from cardlab import Action, Card, Outcome
from cardlab.engine import check_number, check_option, seat_order
from cardlab.errors import CardlabError, IllegalActionError, InvalidRulesError
from cardlab.play import game_module


def test_actions_compare_without_their_text_and_print_it():
    a = Action("discard", (Card.parse("KH"),), player=1, text="discard KH")
    assert a == Action("discard", (Card.parse("KH"),), player=1)
    assert str(a) == "discard KH"


def test_actions_round_trip_through_plain_data():
    a = Action("sapaw", (Card.parse("KH"),), target=(1, 2), player=0, text="sapaw KH on meld 1")
    assert Action.from_dict(a.to_dict(), Card.parse) == a


def test_outcome_knows_whether_payments_are_zero_sum():
    assert Outcome(0, payments={0: 2, 1: -1, 2: -1}).zero_sum
    assert not Outcome(0, payments={0: 2, 1: -1}).zero_sum


def test_options_outside_their_values_are_refused_by_name():
    check_option("fight_timing", "after_draw", ("after_draw", "before_draw"))
    with pytest.raises(InvalidRulesError, match="fight_timing='sometimes'.*'after_draw', 'before_draw'"):
        check_option("fight_timing", "sometimes", ("after_draw", "before_draw"))
    with pytest.raises(InvalidRulesError, match="flag=1"):
        check_option("flag", 1, (True, False))
    with pytest.raises(InvalidRulesError, match="base_stake=-1"):
        check_number("base_stake", -1)
    with pytest.raises(InvalidRulesError, match="True"):
        check_number("base_stake", True)


def test_seat_order_follows_the_direction():
    assert seat_order(1, 4) == [1, 2, 3, 0]
    assert seat_order(1, 4, "counterclockwise") == [1, 0, 3, 2]


def test_games_are_found_by_their_names_and_aliases():
    assert game_module("tongits").__name__ == "cardlab.tongits"
    assert game_module("Ta-La").__name__ == "cardlab.phom"
    with pytest.raises(CardlabError, match="'poker' is not a game"):
        game_module("poker")


@pytest.mark.parametrize("game", ["tongits", "phom", "chan"])
def test_play_runs_a_whole_hand_and_the_record_replays(game):
    module = game_module(game)
    players = module.new_game(seed=5).players
    state = cardlab.play(game, ["greedy"] + ["random"] * (players - 1), seed=5)
    assert state.is_terminal() and state.outcome().zero_sum
    again = type(state).from_json(state.to_json())
    assert again.to_json() == state.to_json() and [str(a) for a in again.history] == [str(a) for a in state.history]


def test_play_refuses_an_unknown_bot():
    with pytest.raises(CardlabError, match="'clever' is not a bot"):
        cardlab.play("tongits", ["clever", "random", "random"], seed=1)


def test_records_of_another_game_or_junk_are_refused():
    from cardlab import tongits

    with pytest.raises(CardlabError, match="not a game record"):
        tongits.State.from_json("{not json")
    with pytest.raises(CardlabError, match="not a tongits record"):
        tongits.State.from_json('{"game": "phom"}')


def test_an_illegal_action_is_refused_and_the_state_is_unchanged():
    from cardlab import tongits

    state = tongits.new_game(seed=3)
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("fight", player=state.current_player))
    assert info.value.verdict is not None and not info.value.verdict
    assert state.to_json() == before
