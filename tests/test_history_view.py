"""A view's move list is a window on the game's list (cardlab.history.HistoryView), not a copy."""
import pytest

from cardlab import tongits
from cardlab.bots import RandomBot
from cardlab.errors import CardTypeError, CardlabError
from cardlab.history import HistoryView


def test_a_history_view_behaves_as_the_tuple_of_the_first_moves():
    moves = ["a", "b", "c"]
    view = HistoryView(moves, 2)
    assert len(view) == 2 and list(view) == ["a", "b"] and view[-1] == "b" and view[0] == "a"
    assert view == ("a", "b") and view == ["a", "b"] and view != ("a", "b", "c")
    assert hash(view) == hash(("a", "b")) and repr(view) == "('a', 'b')"
    assert view + ("z",) == ("a", "b", "z") and ("z",) + view == ("z", "a", "b")
    assert view[1:] == ("b",) and list(reversed(view)) == ["b", "a"] and "c" not in view
    with pytest.raises(IndexError):
        view[2]


def test_a_history_view_index_that_is_not_a_whole_number_is_refused_quoting_it():
    with pytest.raises(CardTypeError, match="'x'") as caught:
        HistoryView(["a"])["x"]
    assert isinstance(caught.value, CardlabError)


def test_a_view_keeps_the_moves_made_before_it_while_the_game_goes_on():
    state = tongits.new_game(4)
    bots = [RandomBot(p) for p in range(3)]
    for _ in range(5):
        state.apply(bots[state.current_player].choose(state.view(state.current_player)))
    view = state.view(state.current_player)
    before = tuple(state.history)
    while not state.is_terminal():
        state.apply(bots[state.current_player].choose(state.view(state.current_player)))
    assert view.history == before and len(view.history) == 5 < len(state.history)
