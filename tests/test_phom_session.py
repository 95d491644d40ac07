"""The first player and hands in a row (RULES.md §2).

"In the first hand the room creator plays first; in the next hands, the
winner of the previous hand plays first."
"""
import json

import pytest

from cardlab import phom
from cardlab.bots import RandomBot
from cardlab.engine import seat_order
from cardlab.errors import CardlabError, InvalidRulesError
from cardlab.phom import Phase, Rules


def finish(s, seed=0):
    bot = RandomBot(seed)
    while not s.is_terminal():
        s.apply(bot.choose(s.view(s.current_player)))
    return s


# ---------------------------------------------------------------------------
# first_player


@pytest.mark.parametrize("players,first", [(4, 2), (4, 3), (3, 1), (2, 1)])
def test_the_first_player_gets_ten_cards_and_opens_by_discarding(players, first):
    s = phom.new_game(4, players=players, first_player=first)
    assert s.first_player == first and s.current_player == first and s.phase is Phase.DISCARD
    assert [len(h) for h in s.hands] == [10 if p == first else 9 for p in range(players)]
    assert s.order == seat_order(first, players, "counterclockwise")
    assert all(a.kind in ("discard", "u") for a in s.legal_actions())


def test_turns_go_counterclockwise_from_the_first_player():
    s = phom.new_game(1, first_player=2)
    seen = []
    while len(seen) < 4:
        seen.append(s.current_player)
        s.apply(next(a for a in s.legal_actions() if a.kind in ("draw", "discard")))
        if s.phase is Phase.DISCARD:
            s.apply(next(a for a in s.legal_actions() if a.kind == "discard"))
    assert seen == [2, 1, 0, 3]


def test_first_player_zero_deals_as_before_and_cards_follow_the_opener():
    assert phom.new_game(7).snapshot() == phom.new_game(7, first_player=0).snapshot()
    default, moved = phom.new_game(7), phom.new_game(7, first_player=2)
    # Cards are dealt in turn order from the opener: the same seed, the same cards relative to them.
    for k in range(4):
        assert moved.hands[moved.order[k]] == default.hands[default.order[k]]
    assert moved.stock == default.stock


@pytest.mark.parametrize("first", [-1, 4, "0", True, 1.0, None])
def test_first_player_must_be_a_seat_at_the_table(first):
    with pytest.raises(CardlabError, match="first_player"):
        phom.new_game(0, first_player=first)


def test_first_player_must_be_a_seat_at_a_smaller_table():
    with pytest.raises(CardlabError, match="first_player=2"):
        phom.new_game(0, players=2, first_player=2)


def test_records_carry_the_first_player_and_replay():
    s = finish(phom.new_game(12, Rules(chot_multiplier=3), players=3, first_player=2), seed=5)
    data = json.loads(s.to_json())
    assert data["first_player"] == 2
    again = phom.State.from_json(s.to_json())
    assert again.first_player == 2 and again.snapshot() == s.snapshot()


def test_old_records_without_first_player_replay_as_opened_by_seat_0():
    s = finish(phom.new_game(9), seed=2)
    data = json.loads(s.to_json())
    del data["first_player"]
    again = phom.State.from_json(json.dumps(data))
    assert again.first_player == 0 and again.snapshot() == s.snapshot()


@pytest.mark.parametrize("edit", [{"rules": [1]}, {"rules": {"colour": "red"}}, {"actions": "draw"},
                                  {"actions": [{"cards": []}]}, {"first_player": 7}])
def test_edited_records_are_refused(edit):
    data = json.loads(phom.new_game(3).to_json())
    data.update(edit)
    with pytest.raises(CardlabError):
        phom.State.from_json(json.dumps(data))


def test_a_record_without_a_seed_is_refused():
    data = json.loads(phom.new_game(3).to_json())
    del data["seed"]
    with pytest.raises(CardlabError, match="seed"):
        phom.State.from_json(json.dumps(data))


# ---------------------------------------------------------------------------
# Session


def test_the_winner_of_a_hand_opens_the_next_hand():
    session = phom.play_session(["greedy", "random", "random", "random"], hands=6, seed=4, first_player=1)
    assert session.hands[0].first_player == 1
    for before, after in zip(session.hands, session.hands[1:]):
        assert after.first_player == before.outcome().winner
    assert session.first_player == session.hands[-1].outcome().winner


def test_a_session_keeps_running_totals_of_every_hand():
    session = phom.play_session(["greedy", "random", "random", "random"], hands=5, seed=8)
    expected = {p: sum(h.outcome().payments[p] for h in session.hands) for p in range(4)}
    assert session.totals == expected and sum(session.totals.values()) == 0


def test_a_session_with_a_house_fee_pays_the_house_in_the_totals():
    session = phom.play_session(["random"] * 4, hands=3, seed=1, rules=Rules(house_fee=1))
    assert session.totals["house"] == 3 and sum(session.totals.values()) == 0


@pytest.mark.parametrize("players", [2, 3])
def test_a_session_at_a_table_of_two_or_three(players):
    session = phom.play_session(["greedy"] + ["random"] * (players - 1), hands=4, seed=3)
    assert session.players == players and all(h.players == players for h in session.hands)
    assert set(session.totals) == set(range(players))


def test_a_session_is_decided_by_its_seed():
    a = phom.play_session(hands=4, seed=6)
    b = phom.play_session(hands=4, seed=6)
    assert a.to_json() == b.to_json() and a.totals == b.totals
    assert [h.seed for h in a.hands] == [a.hand_seed(k) for k in range(4)]


def test_a_session_record_replays_every_hand_and_the_totals():
    session = phom.play_session(hands=4, seed=2, rules=Rules(eat_payment_scheme="by_eat_order"), first_player=3)
    again = phom.Session.from_json(session.to_json())
    assert again.totals == session.totals and again.first_player == session.first_player
    assert [h.snapshot() for h in again.hands] == [h.snapshot() for h in session.hands]
    assert json.loads(session.to_json())["first_player"] == 3


def test_hands_played_by_hand_are_recorded_with_new_hand_and_record():
    session = phom.Session(seed=5, first_player=2)
    s = session.new_hand()
    assert s.first_player == 2
    with pytest.raises(CardlabError, match="not over"):
        session.record(s)
    out = session.record(finish(s))
    assert session.first_player == out.winner and session.totals == {p: out.payments[p] for p in range(4)}


def test_a_session_refuses_a_hand_it_did_not_deal():
    session = phom.Session(seed=5)
    with pytest.raises(CardlabError, match="not hand 0"):
        session.record(finish(phom.new_game(5)))
    with pytest.raises(CardlabError, match="not a Phỏm hand"):
        session.record("a hand")


@pytest.mark.parametrize("kwargs", [{"seed": "x"}, {"players": 5}, {"players": True}, {"first_player": 4},
                                    {"first_player": 2, "players": 2}])
def test_session_junk_raises(kwargs):
    with pytest.raises(CardlabError):
        phom.Session(**kwargs)


def test_session_rules_must_be_phom_rules():
    with pytest.raises(InvalidRulesError):
        phom.Session(rules={"chot_multiplier": 3})


@pytest.mark.parametrize("bots,hands", [(["random"] * 3, 1), ("greedy", 1), (["random"] * 4, -1),
                                        (["random"] * 4, True), (["clever"] * 4, 1)])
def test_session_play_junk_raises(bots, hands):
    with pytest.raises(CardlabError):
        phom.Session(seed=1).play(bots, hands)


@pytest.mark.parametrize("bots", [["random"], ["random"] * 5, "greedy", 4])
def test_play_session_seats_two_to_four_bots_and_says_so_about_bots(bots):
    with pytest.raises(CardlabError, match=r"bots=.*one bot per seat, 2 to 4 in all"):
        phom.play_session(bots, hands=1)


@pytest.mark.parametrize("text", ["not json", "{}", '{"game": "tongits-session"}',
                                  '{"game": "phom-session", "rules": 3}', '{"game": "phom-session", "hands": 3}'])
def test_session_from_json_junk_raises(text):
    with pytest.raises(CardlabError):
        phom.Session.from_json(text)


def test_a_session_record_with_an_edited_hand_is_refused():
    data = json.loads(phom.play_session(hands=2, seed=3).to_json())
    data["hands"][1]["first_player"] = (data["hands"][1]["first_player"] + 1) % 4
    with pytest.raises(CardlabError):
        phom.Session.from_json(json.dumps(data))
