"""Chắn deal after deal at one table (issue #15 §1): who deals next, running totals, Thông, records.

RULES.md §4 is silent on who deals the next deal (the Tổ Tôm / Chắn page plays a
single deal); cardlab's choice, stated in ``chan.Session``: the winner deals the
next deal, and after a drawn deal the same dealer deals again.
"""
import json

import pytest

from cardlab import chan
from cardlab.bots import RandomBot
from cardlab.errors import CardlabError, InvalidRulesError


def finish(s, seed=0):
    bot = RandomBot(seed)
    while not s.is_terminal():
        s.apply(bot.choose(s.view(s.current_player)))
    return s


# -- new_game: a seed drawn for seed=None, a dealer, the previous winner ------------------

def test_a_game_dealt_with_seed_none_records_the_seed_it_drew_and_replays_exactly():
    seeds = set()
    for k in range(20):
        s = chan.new_game(seed=None)
        assert isinstance(s.seed, int)
        seeds.add(s.seed)
        finish(s, k)
        again = chan.State.from_json(s.to_json())
        assert again.to_json() == s.to_json()
        assert again.hands == s.hands and again.outcome().payments == s.outcome().payments
    assert len(seeds) > 1                            # fresh seeds, not one fixed number


def test_a_record_without_its_seed_is_refused_rather_than_dealt_afresh():
    data = json.loads(chan.new_game(3).to_json())
    data["seed"] = None
    with pytest.raises(CardlabError, match="no seed"):
        chan.State.from_json(json.dumps(data))


@pytest.mark.parametrize("seed", ["7", 1.5, True, [1]])
def test_a_seed_is_a_whole_number_or_none(seed):
    with pytest.raises(CardlabError, match="seed=") as info:
        chan.new_game(seed)
    assert "số nguyên" in info.value.text("vi")


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_a_given_dealer_gets_twenty_cards_and_discards_first(dealer):
    s = chan.new_game(5, dealer=dealer)
    assert s.dealer == dealer and s.current_player == dealer and s.phase is chan.Phase.OPENING
    assert [len(h) for h in s.hands] == [20 if p == dealer else 19 for p in range(4)]
    # The deck is shuffled the same way whoever deals: the same 100 cards in the same order.
    drawn = chan.new_game(5)
    assert chan.new_game(5, dealer=drawn.dealer).hands == drawn.hands
    again = chan.State.from_json(finish(s).to_json())
    assert again.dealer == dealer and again.to_json() == s.to_json()


@pytest.mark.parametrize("name, value", [("dealer", 4), ("dealer", "0"), ("dealer", True),
                                         ("previous_winner", -1), ("previous_winner", 2.0)])
def test_dealer_and_previous_winner_must_be_seats(name, value):
    with pytest.raises(CardlabError, match=f"{name}=") as info:
        chan.new_game(0, **{name: value})
    assert "số ghế" in info.value.text("vi")


def _wins_with_previous_winner(rules):
    """A deal whose winner is told they also won the previous deal."""
    for seed in range(200):
        s = finish(chan.new_game(seed), seed)
        if s.winner is not None:
            again = finish(chan.new_game(seed, rules, dealer=s.dealer, previous_winner=s.winner), seed)
            assert again.winner == s.winner
            return again
    raise AssertionError("no deal with a winner")


def test_thong_the_winner_also_won_the_previous_deal_with_extra_traditional_bonuses():
    s = _wins_with_previous_winner(chan.Rules.traditional())
    assert "thong" in s.outcome().details["flags"]
    assert "Thông" in [b[0] for b in s.outcome().details["score"].bonuses]
    assert chan.State.from_json(s.to_json()).outcome().payments == s.outcome().payments


def test_thong_scores_nothing_without_extra_traditional_bonuses():
    s = _wins_with_previous_winner(chan.Rules())
    assert "thong" in s.outcome().details["flags"]
    assert "Thông" not in [b[0] for b in s.outcome().details["score"].bonuses]


# -- Session -------------------------------------------------------------------------------

def test_the_winner_deals_the_next_deal_and_after_a_drawn_deal_the_same_dealer_deals_again():
    s = chan.play_session(hands=40, seed=3)
    outcomes = [h.outcome() for h in s.hands]
    assert any(o.winner is None for o in outcomes) and any(o.winner is not None for o in outcomes)
    for before, after, o in zip(s.hands, s.hands[1:], outcomes):
        assert after.dealer == (before.dealer if o.winner is None else o.winner)
        assert after.previous_winner == o.winner
    assert s.hands[0].dealer == s.first_dealer and s.hands[0].previous_winner is None
    assert s.dealer == (s.hands[-1].dealer if outcomes[-1].winner is None else outcomes[-1].winner)


def test_the_first_dealer_is_drawn_from_the_first_deals_seed_unless_given():
    s = chan.Session(seed=8)
    assert s.first_dealer == chan.new_game(s.hand_seed(0)).dealer == s.new_hand().dealer
    given = chan.Session(seed=8, dealer=2, players=3)
    assert given.new_hand().dealer == 2 and len(given.new_hand().hands) == 3


def test_running_totals_are_the_sum_of_each_deals_payments():
    s = chan.play_session(hands=12, seed=5)
    expected = {p: sum(h.outcome().payments[p] for h in s.hands) for p in range(4)}
    assert s.totals == expected and sum(s.totals.values()) == 0
    assert len(s.hands) == 12 and "hands=12" in repr(s)


def test_thong_in_a_session_counts_only_a_win_straight_after_a_win():
    rules = chan.Rules.traditional()
    s = chan.play_session(hands=30, seed=3, rules=rules)
    seen = 0
    for before, after in zip(s.hands, s.hands[1:]):
        o = after.outcome()
        thong = "Thông" in [b[0] for b in o.details["score"].bonuses] if o.winner is not None else False
        assert thong == (o.winner is not None and o.winner == before.winner)
        seen += thong
    assert seen


def test_dia_u_is_recorded_by_the_deal_itself_in_a_session():
    rules = chan.Rules.traditional()
    for seed in range(60):
        s = chan.play_session(hands=10, seed=seed, rules=rules)
        for h in s.hands:
            o = h.outcome()
            if o.winner is not None and "dia_u" in o.details["flags"]:
                assert h.turned_up == 1 and "Địa ù" in [b[0] for b in o.details["score"].bonuses]
                return
    pytest.fail("no Địa ù in 600 deals")


def test_a_session_record_replays_to_the_same_deals_and_totals():
    s = chan.play_session(["greedy", "random", "greedy"], hands=8, seed=11, rules=chan.Rules.traditional(),
                          dealer=1)
    text = s.to_json()
    data = json.loads(text)
    assert data["game"] == "chan-session" and data["dealer"] == 1 and len(data["hands"]) == 8
    again = chan.Session.from_json(text)
    assert again.to_json() == text and again.totals == s.totals and again.dealer == s.dealer
    assert [h.history for h in again.hands] == [h.history for h in s.hands]


def test_a_session_with_seed_none_records_its_seed_and_replays():
    s = chan.Session(seed=None).play(hands=3)
    assert isinstance(s.seed, int)
    assert chan.Session.from_json(s.to_json()).to_json() == s.to_json()


def test_the_same_arguments_give_the_same_session():
    a = chan.play_session(hands=6, seed=4)
    b = chan.play_session(hands=6, seed=4)
    assert a.to_json() == b.to_json()
    assert a.to_json() != chan.play_session(hands=6, seed=5).to_json()


def test_a_deal_played_by_hand_is_recorded_like_one_played_by_bots():
    s = chan.Session(seed=2)
    state = finish(s.new_hand(), 1)
    out = s.record(state)
    assert s.hands == [state] and s.totals == dict(out.payments)
    assert s.previous_winner == out.winner


def test_record_refuses_a_deal_this_session_did_not_deal():
    s = chan.Session(seed=2, dealer=0)
    with pytest.raises(CardlabError, match="not a Chắn hand"):
        s.record("deal")
    with pytest.raises(CardlabError, match="not deal 0 of this session") as info:
        s.record(finish(chan.new_game(s.hand_seed(0), dealer=1)))
    assert "dealt by Player 0" in str(info.value) and "nhà cái Người chơi 0" in info.value.text("vi")
    assert "không có (chưa có ván trước" in info.value.text("vi")
    with pytest.raises(CardlabError, match=r"previous winner none \(no previous deal"):
        s.record(finish(chan.new_game(s.hand_seed(0), dealer=0, previous_winner=3)))
    with pytest.raises(CardlabError, match="not over"):
        s.record(s.new_hand())
    assert s.hands == [] and s.totals == {0: 0, 1: 0, 2: 0, 3: 0}


@pytest.mark.parametrize("kwargs, match", [
    ({"seed": "1"}, "seed='1'"),
    ({"players": 5}, "players=5"),
    ({"dealer": 4}, "dealer=4"),
    ({"dealer": 3, "players": 3}, "dealer=3"),
])
def test_session_refuses_bad_arguments(kwargs, match):
    with pytest.raises(CardlabError, match=match):
        chan.Session(**kwargs)


def test_session_refuses_bad_rules_bots_and_counts():
    with pytest.raises(InvalidRulesError):
        chan.Session(rules="traditional")
    with pytest.raises(CardlabError, match="bots=") as info:
        chan.Session().play(["greedy"] * 3)
    assert "mỗi ghế một máy" in info.value.text("vi")
    with pytest.raises(CardlabError, match="hands=-1"):
        chan.Session().play(hands=-1)
    with pytest.raises(CardlabError, match="'clever' is not a bot"):
        chan.Session().play(["clever", "random", "random", "random"])
    with pytest.raises(CardlabError, match="bots="):
        chan.play_session(["greedy"])
    with pytest.raises(CardlabError, match="bots="):
        chan.play_session("greedy")
    with pytest.raises(CardlabError, match="k=-1"):
        chan.Session().hand_seed(-1)


@pytest.mark.parametrize("text, match", [
    ("{not json", "not a session record"),
    ('{"game": "phom-session"}', "not a Chắn session record"),
    ('{"game": "chan-session", "seed": 1, "rules": 3}', "rules=3"),
    ('{"game": "chan-session", "seed": 1, "rules": {"magic": 1}}', "bad rules"),
    ('{"game": "chan-session", "seed": null}', "no seed"),
    ('{"game": "chan-session", "seed": 1, "hands": 4}', "hands=4"),
])
def test_session_records_that_are_not_chan_session_records_are_refused(text, match):
    with pytest.raises(CardlabError, match=match):
        chan.Session.from_json(text)


def test_a_bot_session_names_no_seat_you_in_any_deal():
    s = chan.play_session(hands=10, seed=1)
    for h in s.hands:
        texts = h.outcome().text("en") + h.outcome().text("vi") + repr(h)
        assert "You" not in texts and "AI " not in texts and "bạn" not in texts
