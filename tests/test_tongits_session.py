"""Tongits sessions: hands in a row at one table, the winner opening the next, running totals."""
import json

import pytest

from cardlab.bots.tongits import GreedyBot
from cardlab.errors import CardlabError
from cardlab.tongits import Rules, Session, new_game, play_session

GREEDY = ("greedy", "greedy", "greedy")


def test_the_winner_of_a_hand_opens_the_next_one():
    s = play_session(GREEDY, hands=6, seed=2)
    assert len(s.hands) == 6 and s.hands[0].first_player == 0
    for before, after in zip(s.hands, s.hands[1:]):
        winner = before.outcome().winner
        assert after.first_player == (winner if winner is not None else before.first_player)
        assert after.history[0].player == after.first_player
    assert {h.first_player for h in s.hands} == {0, 1, 2}       # the opener really moves round the table
    assert s.first_player == s.hands[-1].outcome().winner


def test_totals_add_up_to_the_sum_of_each_hands_payments():
    s = play_session(GREEDY, hands=5, seed=1, rules=Rules(bonus_per_ace=1))
    assert s.totals == {p: sum(h.outcome().payments[p] for h in s.hands) for p in range(3)}
    assert sum(s.totals.values()) == 0 and any(s.totals.values())


def test_a_session_is_deterministic_from_its_seed():
    a = play_session(hands=4, seed=9)
    b = play_session(hands=4, seed=9)
    assert a.to_json() == b.to_json() and a.totals == b.totals
    assert play_session((b for b in ("greedy", "random", "random")), hands=4, seed=9).to_json() == a.to_json()
    assert [h.seed for h in a.hands] == [a.hand_seed(k) for k in range(4)]
    assert play_session(hands=4, seed=10).to_json() != a.to_json()


def test_a_session_record_replays_hand_by_hand():
    s = play_session(GREEDY, hands=4, seed=5, first_player=2)
    again = Session.from_json(s.to_json())
    assert again.totals == s.totals and again.first_player == s.first_player
    assert [h.to_json() for h in again.hands] == [h.to_json() for h in s.hands]
    assert s.hands[0].first_player == 2


def test_a_hand_played_by_hand_is_recorded_like_a_bot_session():
    session = Session(seed=3)
    bots = [GreedyBot(3 * 101 + i) for i in range(3)]
    for _ in range(3):
        state = session.new_hand()
        while not state.is_terminal():
            p = state.current_player
            state.apply(bots[p].choose(state.view(p)))
        out = session.record(state)
        assert out is state.outcome()
    assert session.to_json() == play_session(GREEDY, hands=3, seed=3).to_json()


def test_record_refuses_a_hand_not_over_or_not_dealt_by_the_session():
    session = Session(seed=3)
    state = session.new_hand()
    with pytest.raises(CardlabError, match="not over yet"):
        session.record(state)
    with pytest.raises(CardlabError, match="not hand 0 of this session"):
        session.record(new_game(1))
    with pytest.raises(CardlabError, match="not a Tongits hand"):
        session.record("discard 9C")
    assert session.hands == [] and session.totals == {0: 0, 1: 0, 2: 0}


@pytest.mark.parametrize("call", [
    lambda: Session(seed="x"),
    lambda: Session(first_player=3),
    lambda: Session(rules={"fight_timing": "before_draw"}),
    lambda: Session().play(("greedy", "random")),
    lambda: Session().play("greedy"),
    lambda: Session().play(5),
    lambda: Session().play(GREEDY, hands=-1),
    lambda: Session().play(("clever", "random", "random")),
    lambda: Session().hand_seed(-1),
    lambda: Session.from_json("{not json"),
    lambda: Session.from_json(json.dumps({"game": "tongits"})),
    lambda: Session.from_json(json.dumps({"game": "tongits-session", "seed": 0, "rules": {"nope": 1}})),
])
def test_session_junk_raises_cardlab_errors(call):
    with pytest.raises(CardlabError):
        call()


def test_an_edited_session_record_is_refused():
    data = json.loads(play_session(hands=2, seed=4).to_json())
    data["hands"].reverse()
    with pytest.raises(CardlabError, match="not hand 0 of this session"):
        Session.from_json(json.dumps(data))
