"""The Tongits game: one test per rule sentence as played at the table, options, refusals, views, records."""
import json

import pytest

import cardlab
from cardlab import Action
from cardlab.cards import STANDARD_52, parse_cards
from cardlab.errors import CardlabError, IllegalActionError, InvalidRulesError
from cardlab.melds import enumerate_melds
from cardlab.tongits import Phase, Rules, State, new_game
from helpers_tongits import filler

# C's twelve loose cards in the seed's example: no set, no run among them.
LOOSE_12 = "AS 4S 7S QS 2H 6H 10H AC 5C 9C 3H JC"


def pos(hands, exposed=(), stock=None, discards=(), **kw):
    """A position whose missing (None) hands are filled with loose unused cards."""
    taken = [h for h in hands if h] + [m for _, m in exposed] + list(stock or ()) + list(discards)
    hands = [h if h is not None else filler(*taken) for h in hands]
    kw.setdefault("stock_size", 10)
    return State.from_position(hands=hands, exposed=exposed, stock=stock, discards=discards, **kw)


def snapshot(s: State):
    return (tuple(map(tuple, s.hands)), tuple(s.stock), tuple(s.discards), tuple(s.exposed), s.phase,
            s.current_player, tuple(s.has_exposed), tuple(s.sapawed_on), s.first_turn, s.chowable,
            len(s.history), s.outcome())


def texts(s: State):
    return [a.text for a in s.legal_actions()]


def refused(s: State, action, *fragments):
    """Apply an illegal action: refused with the rule named, the state unchanged."""
    before = snapshot(s)
    with pytest.raises(IllegalActionError) as info:
        s.apply(action)
    assert snapshot(s) == before
    message = str(info.value)
    for f in fragments:
        assert f.lower() in message.lower(), message
    assert info.value.verdict is not None and not info.value.verdict
    return info.value


def worked_example(rules=None) -> State:
    """The seed's A/B/C position: A (seat 0) to draw, K♥ on top of the stock."""
    return State.from_position(
        hands=["3D 4D", "QH 8C", LOOSE_12],
        exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
        stock=["KH"], stock_size=10, current_player=0, phase="draw", rules=rules)


# ---------------------------------------------------------------------------
# Deal


@pytest.mark.parametrize("seed", [0, 1, 7, 12345])
def test_first_player_gets_13_cards_others_12_and_15_form_the_stock(seed):
    s = new_game(seed)
    assert [len(h) for h in s.hands] == [13, 12, 12]
    assert len(s.stock) == 15 and s.discards == [] and s.exposed == []
    everything = [c for h in s.hands for c in h] + s.stock
    assert sorted(everything) == sorted(STANDARD_52)
    assert s.current_player == 0 and s.players == 3


@pytest.mark.parametrize("first", [0, 1, 2])
def test_new_game_first_player_gets_13_cards_and_opens_without_drawing(first):
    s = new_game(5, first_player=first)
    assert s.first_player == first and s.current_player == first and s.first_turn and s.phase is Phase.MELD
    assert [len(h) for h in s.hands] == [13 if p == first else 12 for p in range(3)]
    # The deck is dealt from the first player on: the same seed, the same cards relative to the opener.
    base = new_game(5)
    assert [s.hands[(first + k) % 3] for k in range(3)] == base.hands and s.stock == base.stock
    assert "draw" not in texts(s)
    replay = State.from_json(s.apply(s.legal_actions()[-1]).to_json())
    assert json.loads(s.to_json())["first_player"] == first and replay.first_player == first
    assert replay.hands == s.hands and replay.current_player == s.current_player


def test_a_record_without_first_player_is_opened_by_seat_0():
    data = json.loads(new_game(4).to_json())
    del data["first_player"]
    assert State.from_json(json.dumps(data)).current_player == 0


@pytest.mark.parametrize("first", [3, -1, True, "1", None])
def test_new_game_refuses_a_first_player_that_is_not_a_seat(first):
    with pytest.raises(CardlabError, match="first_player"):
        new_game(1, first_player=first)


def test_the_deal_is_deterministic_from_the_seed():
    a, b, c = new_game(5), new_game(5), new_game(6)
    assert a.hands == b.hands and a.stock == b.stock
    assert a.hands != c.hands


def test_first_player_does_not_draw_on_the_first_turn():
    s = new_game(1)
    assert s.phase is Phase.MELD and s.first_turn
    assert "draw" not in texts(s)
    refused(s, Action("draw", player=0), "does not draw on the first turn")


def _seed_where_dealer_has_a_meld():
    for seed in range(200):
        s = new_game(seed)
        if enumerate_melds(s.hands[0]):
            return seed
    raise AssertionError("no seed with a dealer meld in 200")


def test_first_player_may_expose_melds_then_discard():
    seed = _seed_where_dealer_has_a_meld()
    s = new_game(seed)
    exposes = [a for a in s.legal_actions() if a.kind == "expose"]
    assert exposes
    s.apply(exposes[0])
    assert s.exposed[0].owner == 0 and s.has_exposed[0]
    assert s.phase is Phase.MELD and s.current_player == 0
    s.apply([a for a in s.legal_actions() if a.kind == "discard"][0])
    assert s.current_player == 1 and s.phase is Phase.DRAW and not s.first_turn


def test_option_dealer_may_expose_before_first_discard_false_the_first_player_only_discards():
    seed = _seed_where_dealer_has_a_meld()
    s = new_game(seed, Rules(dealer_may_expose_before_first_discard=False))
    assert {a.kind for a in s.legal_actions()} == {"discard"}
    meld = enumerate_melds(s.hands[0])[0]
    refused(s, Action("expose", meld.cards, player=0), "dealer_may_expose_before_first_discard")


def test_the_first_player_cannot_fight_on_the_first_turn():
    seed = _seed_where_dealer_has_a_meld()
    s = new_game(seed)
    s.apply([a for a in s.legal_actions() if a.kind == "expose"][0])
    assert "fight" not in texts(s)
    refused(s, "fight", "first turn")


# ---------------------------------------------------------------------------
# A turn: draw or chow


def test_draw_takes_the_top_stock_card():
    s = worked_example()
    n = len(s.stock)
    s.apply("draw")
    assert parse_cards("KH")[0] in s.hands[0]
    assert len(s.stock) == n - 1 and s.phase is Phase.MELD
    refused(s, "draw", "already drawn")


def chow_position(rules=None, hand1="6S 7S 2D KC QH"):
    # Player 0 just discarded 8♠; player 1 may chow it.
    return pos(["3D 4D 9H", hand1, None], exposed=[(0, "9S 10S JS")],
               discards=["8S"], chowable="8S", current_player=1, phase="draw", rules=rules)


def test_chow_only_if_discard_completes_a_new_meld():
    s = chow_position()
    assert "chow 8S with 6S 7S" in texts(s)
    refused(s, Action("chow", parse_cards("8S 2D KC"), player=1),
            "You may chow only a discard that completes a new meld")
    no = chow_position(hand1="6S 2D KC QH JD")
    assert not [a for a in no.legal_actions() if a.kind == "chow"]
    refused(no, Action("chow", parse_cards("8S 6S"), player=1), "only a discard that completes a new meld")


def test_chowed_meld_is_exposed_at_once_and_the_chowed_card_never_goes_into_the_hand():
    s = chow_position()
    s.apply("chow 8S with 6S 7S")
    eight = parse_cards("8S")[0]
    assert eight not in s.hands[1] and eight not in s.discards
    meld = s.exposed[-1]
    assert meld.owner == 1 and [str(c) for c in meld.cards] == ["6S", "7S", "8S"] and meld.chowed == eight
    assert s.has_exposed[1]
    assert [str(c) for c in s.hands[1]] == ["2D", "QH", "KC"]
    assert s.phase is Phase.MELD and s.current_player == 1     # then expose, sapaw, discard


def test_only_the_previous_players_last_discard_may_be_chowed():
    s = pos(["3D 4D 9H", "6S 7S 2D KC QH 5H 5D", None], exposed=[(0, "9S 10S JS")],
            discards=["5C", "8S"], chowable="8S", current_player=1, phase="draw")
    refused(s, Action("chow", parse_cards("5C 5H 5D"), player=1), "only the previous player's discard, 8♠")
    # After a draw nothing can be chowed any more.
    s.apply("draw")
    refused(s, Action("chow", parse_cards("8S 6S 7S"), player=1), "already drawn")


def test_no_chow_without_a_fresh_discard():
    s = worked_example()
    assert s.chowable is None
    refused(s, Action("chow", parse_cards("KH KS KC")), "no discard")


def test_option_chow_requires_new_meld_false_extends_your_own_exposed_meld():
    loose = Rules(chow_requires_new_meld=False)
    s = pos(["3D 4D 9H", "2D KC QH JD", None], exposed=[(1, "5S 6S 7S")],
            discards=["8S"], chowable="8S", current_player=1, phase="draw", rules=loose)
    assert "chow 8S onto meld 0 (5S 6S 7S)" in texts(s)
    s.apply("chow 8S onto meld 0 (5S 6S 7S)")
    assert [str(c) for c in s.exposed[0].cards] == ["5S", "6S", "7S", "8S"]
    assert s.exposed[0].laid_off == ((parse_cards("8S")[0], 1),)
    strict = pos(["3D 4D 9H", "2D KC QH JD", None], exposed=[(1, "5S 6S 7S")],
                 discards=["8S"], chowable="8S", current_player=1, phase="draw")
    assert not [a for a in strict.legal_actions() if a.kind == "chow"]
    refused(strict, Action("chow", parse_cards("8S"), target=0, player=1), "chow_requires_new_meld")


def test_an_opponents_meld_cannot_be_extended_by_a_chow_even_with_the_loose_rule():
    loose = Rules(chow_requires_new_meld=False)
    s = pos(["3D 4D 9H", "2D KC QH JD", None], exposed=[(0, "5S 6S 7S")],
            discards=["8S"], chowable="8S", current_player=1, phase="draw", rules=loose)
    assert not [a for a in s.legal_actions() if a.kind == "chow"]
    refused(s, Action("chow", parse_cards("8S"), target=0, player=1), "only a discard that completes a new meld")


# ---------------------------------------------------------------------------
# Expose, sapaw, discard


def test_expose_any_melds_from_your_hand():
    s = pos(["3D 4D 5D 7H 7D 7C KS", "QH 8C", None], stock=["2D"])
    s.apply("draw")
    exposes = {a.text for a in s.legal_actions() if a.kind == "expose"}
    assert {"expose 2D 3D 4D 5D", "expose 3D 4D 5D", "expose 7H 7D 7C", "expose 2D 3D 4D"} <= exposes
    s.apply("expose 7H 7D 7C")
    s.apply("expose 2D 3D 4D 5D")
    assert [m.owner for m in s.exposed] == [0, 0]
    assert [str(c) for c in s.hands[0]] == ["KS"]
    refused(s, Action("expose", parse_cards("6S 7D 8C"), player=0), "not in your hand")


def test_expose_refuses_cards_that_are_not_a_meld():
    s = pos(["6S 7D 8C KS", "QH 9C", None], stock=["2C"])
    s.apply("draw")
    refused(s, Action("expose", parse_cards("6S 7D 8C")), "6♠ 7♦ 8♣ is not a run: the suits differ")


def test_sapaw_a_card_onto_any_exposed_meld_your_own_or_an_opponents():
    s = pos(["4S 2C 8H", "QH 8C", None], exposed=[(0, "5S 6S 7S"), (1, "9D 9S 9H")], stock=["9C"])
    s.apply("draw")
    sapaws = {a.text for a in s.legal_actions() if a.kind == "sapaw"}
    assert sapaws == {"sapaw 4S on meld 0 (5S 6S 7S)", "sapaw 9C on meld 1 (9S 9H 9D)"}
    s.apply("sapaw 4S on meld 0 (5S 6S 7S)")
    assert not s.sapawed_on[0]                       # your own meld: not an opponent's sapaw
    s.apply("sapaw 9C on meld 1 (9S 9H 9D)")
    assert s.sapawed_on[1]
    assert s.exposed[1].laid_off == ((parse_cards("9C")[0], 0),) and len(s.exposed[1]) == 4
    refused(s, Action("sapaw", parse_cards("8H"), target=0), "share one suit")
    refused(s, Action("sapaw", parse_cards("8H"), target=7), "no exposed meld number 7")


def test_discard_one_card_ends_the_turn():
    s = worked_example()
    s.apply("draw")
    refused(s, Action("discard", parse_cards("3D 4D"), player=0), "exactly one card")
    refused(s, Action("discard", parse_cards("9C"), player=0), "not in your hand")
    s.apply("discard 3D")
    assert s.discards[-1] == parse_cards("3D")[0] and s.chowable == parse_cards("3D")[0]
    assert s.current_player == 1 and s.phase is Phase.DRAW
    refused(s, Action("discard", parse_cards("QH"), player=1), "draw from the stock or chow")


@pytest.mark.parametrize("direction,order", [("clockwise", [0, 1, 2, 0]), ("counterclockwise", [0, 2, 1, 0])])
def test_option_turn_direction(direction, order):
    s = new_game(3, Rules(turn_direction=direction))
    seen = [s.current_player]
    while len(seen) < 4:
        s.apply([a for a in s.legal_actions() if a.kind in ("draw", "discard")][0])
        if s.current_player != seen[-1]:
            seen.append(s.current_player)
    assert seen == order


# ---------------------------------------------------------------------------
# Fight


def test_seed_worked_example_as_a_scripted_game():
    s = worked_example()
    assert s.deadwood(0) == 7 and s.deadwood(1) == 18
    s.apply("draw")
    assert "sapaw KH on meld 1 (KS KD KC)" in texts(s)
    s.apply("sapaw KH on meld 1 (KS KD KC)")
    assert [str(c) for c in s.exposed[1].cards] == ["KS", "KH", "KD", "KC"]
    assert s.deadwood(0) == 7
    s.apply("fight")
    # C exposed nothing: burned, not asked. B answers.
    assert s.phase is Phase.RESPOND and s.current_player == 1
    assert texts(s) == ["challenge", "fold"]
    s.apply("fold")
    out = s.outcome()
    assert s.is_terminal() and out.end == "fight"
    assert out.winner == 0 and out.burned == (2,) and out.ranking == (0, 1, 2)
    assert out.payments == {0: 4, 1: -1, 2: -3}
    assert "Player 2 exposed no meld: burned" in out.text("en")
    assert out.details["all_deadwood"][0] == 7 and out.details["all_deadwood"][1] == 18


def test_fight_needs_at_least_one_exposed_meld_in_play():
    s = pos(["3D 4D 9H", "QH 8C", None], exposed=[(1, "KS KC KD")], stock=["2C"])
    s.apply("draw")
    assert "fight" not in texts(s)
    refused(s, "fight", "Fight needs at least one exposed meld")


def test_no_fight_after_an_opponent_sapawed_onto_your_melds_since_your_own_last_turn():
    s = worked_example()
    s.apply("draw")
    s.apply("sapaw KH on meld 1 (KS KD KC)")
    s.apply("discard 4D")
    # B's kings took a sapaw from A since B's last turn: B may not fight this turn.
    assert s.current_player == 1 and s.sapawed_on[1]
    s.apply("draw")
    assert "fight" not in texts(s)
    refused(s, "fight", "sapawed onto your melds since your last turn")
    s.apply(next(a for a in s.legal_actions() if a.kind == "discard"))
    assert not s.sapawed_on[1]                       # cleared once B's turn is over


def test_option_fight_timing_before_draw_fight_instead_of_drawing():
    s = worked_example(Rules(fight_timing="before_draw"))
    assert "fight" in texts(s)
    s.apply("draw")
    assert "fight" not in texts(s)
    refused(s, "fight", "fight_timing=before_draw")
    s2 = worked_example(Rules(fight_timing="before_draw"))
    s2.apply("fight")
    s2.apply("challenge")
    assert s2.outcome().winner == 0            # 7 (3♦ 4♦) against 18


def test_fight_timing_after_draw_is_refused_before_drawing():
    s = worked_example()
    refused(s, "fight", "fight_timing=after_draw")


def test_each_opponent_who_exposed_a_meld_answers_fold_or_challenge_in_turn_order():
    s = State.from_position(hands=["3D 4D", "QH 8C", "2C 3C"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD"),
                                                                       (2, "5H 5D 5S")],
                            stock=["AD"], stock_size=10)
    s.apply("draw")
    s.apply("fight")
    assert s.current_player == 1 and s.phase is Phase.RESPOND
    refused(s, Action("fold", player=2), "Player 1's decision")
    refused(s, "discard 8C", "must answer the Fight")
    s.apply("challenge")
    assert s.current_player == 2
    s.apply("challenge")
    out = s.outcome()
    assert out.winner == 2            # 5 beats 8 (A♦ 3♦ 4♦) and 18
    assert out.ranking == (2, 0, 1)
    assert out.payments == {0: -2, 1: -2, 2: 4}


def test_counterclockwise_fight_answers_follow_the_turn_direction():
    s = State.from_position(hands=["3D 4D", "QH 8C", "2C 3C"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD"),
                                                                       (2, "5H 5D 5S")],
                            stock=["AD"], stock_size=10, rules=Rules(turn_direction="counterclockwise"))
    s.apply("draw")
    s.apply("fight")
    assert s.current_player == 2


def test_answers_outside_a_fight_are_refused():
    s = worked_example()
    refused(s, "challenge", "only an opponent answering a Fight")


# ---------------------------------------------------------------------------
# Tongits and stock out


def test_tongits_a_player_whose_hand_becomes_empty_through_melds_and_sapaw_wins_at_once():
    s = pos(["5H 6H 7H KD", "QH 8C", None], exposed=[(1, "KS KC KH")], stock=["4H"])
    s.apply("draw")
    s.apply("expose 4H 5H 6H 7H")
    assert not s.is_terminal()
    s.apply("sapaw KD on meld 0 (KS KH KC)")
    out = s.outcome()
    assert s.is_terminal() and out.end == "tongits" and out.winner == 0
    assert out.burned == (2,) and out.payments == {0: 2 + 3, 1: -2, 2: -3}
    assert "Tongits" in out.text("en") and "Tongits" in out.text("vi")
    assert s.legal_actions() == []
    refused(s, "draw", "over")


def tongits_by_discard(rules=None):
    s = pos(["5H 6H 7H", "QH 8C", None], exposed=[(1, "KS KC KH")], stock=["2C"], rules=rules)
    s.apply("draw")
    s.apply("expose 5H 6H 7H")
    s.apply("discard 2C")
    return s


def test_option_tongits_on_final_discard_true_emptying_the_hand_by_discarding_counts():
    s = tongits_by_discard()
    assert s.is_terminal() and s.outcome().end == "tongits" and s.outcome().winner == 0
    assert "discarding the last card" in s.outcome().text("en")


def test_option_tongits_on_final_discard_false_discarding_the_last_card_having_melded_the_others_is_tongits():
    s = tongits_by_discard(Rules(tongits_on_final_discard=False))
    out = s.outcome()
    assert s.is_terminal() and out.end == "tongits" and out.winner == 0 and s.hands[0] == []
    assert out.payments == {0: 2 + 3, 1: -2, 2: -3}
    assert "melded every other card and discarded the last one" in out.text("en")


def four_card_run(rules=None):
    """Player 0 holds 5♥ 6♥ 7♥ and draws 8♥: every card melds."""
    s = pos(["5H 6H 7H", "QH 8C", None], exposed=[(1, "KS KC KD")], stock=["8H"], rules=rules)
    s.apply("draw")
    return s


def test_option_tongits_on_final_discard_true_emptying_the_hand_by_exposing_is_tongits_at_once():
    s = four_card_run()
    s.apply("expose 5H 6H 7H 8H")
    assert s.is_terminal() and s.outcome().end == "tongits" and "melds and sapaw" in s.outcome().text("en")


def test_option_tongits_on_final_discard_false_a_card_is_kept_to_discard():
    s = four_card_run(Rules(tongits_on_final_discard=False))
    assert "expose 5H 6H 7H 8H" not in texts(s) and "expose 5H 6H 7H" in texts(s)
    refused(s, "expose 5H 6H 7H 8H", "keep one card to discard", "tongits_on_final_discard")
    s.apply("expose 6H 7H 8H")
    assert s.hands[0] == list(parse_cards("5H"))
    assert [a.kind for a in s.legal_actions()] == ["discard", "fight"]      # no sapaw of the last card
    refused(s, "sapaw 5H on meld 1", "keep one card to discard")
    s.apply("discard 5H")
    assert s.is_terminal() and s.outcome().end == "tongits" and s.outcome().winner == 0


def chow_with_last_cards(rules=None):
    return pos(["6S 7S", "QH 8C", None], exposed=[(0, "9H 10H JH"), (1, "KS KC KD")], discards=["8S"],
               chowable="8S", rules=rules)


def test_option_tongits_on_final_discard_true_a_chow_that_empties_the_hand_is_tongits():
    s = chow_with_last_cards()
    s.apply("chow 8S with 6S 7S")
    assert s.is_terminal() and s.outcome().end == "tongits" and s.outcome().winner == 0


def test_option_tongits_on_final_discard_false_no_chow_with_the_last_cards():
    s = chow_with_last_cards(Rules(tongits_on_final_discard=False))
    assert not any(t.startswith("chow") for t in texts(s)) and "draw" in texts(s)
    refused(s, "chow 8S with 6S 7S", "keep one card to discard")


def test_an_empty_hand_never_plays_on():
    with pytest.raises(CardlabError, match="empty hand"):
        State.from_position(hands=[[], "QH 8C", "2C 3C 7D"], exposed=[(0, "9S 10S JS")], stock_size=5)


def test_stock_out_when_the_last_card_is_drawn_and_that_player_discards_with_no_winner():
    s = State.from_position(hands=["3D 4D 9H", "QH 8C", "2C 3C 7D"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD"),
                                                                             (2, "5H 5D 5S")],
                            stock=["AD"], stock_size=1)
    s.apply("draw")
    assert not s.stock and s.last_drawer == 0 and not s.is_terminal()
    s.apply("discard 9H")
    out = s.outcome()
    assert s.is_terminal() and out.end == "stock_out"
    # A♦ 3♦ 4♦ = 8 beats 2♣ 3♣ 7♦ = 12 and Q♥ 8♣ = 18.
    assert out.winner == 0 and out.ranking == (0, 2, 1) and out.details["last_drawer"] == 0

def test_stock_out_lowest_deadwood_wins_and_ties_follow_the_tiebreak():
    def play(rules=None):
        s = State.from_position(hands=["3D 4D 9H", "2C 5C QH", "7C 9D 10C"],
                                exposed=[(0, "9S 10S JS"), (1, "KS KC KD"), (2, "5H 5D 5S")],
                                stock=["AD"], stock_size=1, current_player=2, rules=rules)
        s.apply("draw")
        s.apply("discard 10C")          # 2 keeps A♦ 7♣ 9♦ = 17; 0 has 3+4+9 = 16; 1 has 2+5+10 = 17
        return s.outcome()
    out = play()
    assert out.winner == 0 and out.ranking == (0, 1, 2)     # 1 and 2 tie on 17: 2 drew later, ranks behind
    assert play(Rules(stock_out_tiebreak="last_drawer_wins")).ranking == (0, 2, 1)


def test_burned_at_a_stock_out_in_play():
    s = State.from_position(hands=["3D 4D 9H", "QH 8C", "2C 3C AH"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
                            stock=["AD"], stock_size=1, current_player=0)
    s.apply("draw")
    s.apply("discard 9H")
    out = s.outcome()
    # Player 2 holds only 6 points but exposed nothing: burned, ranks last.
    assert out.burned == (2,) and out.ranking[-1] == 2 and out.winner == 0
    assert out.payments[2] == -3


def test_option_burn_exempt_with_secret_in_play():
    def play(rules=None):
        s = State.from_position(hands=["3D 4D 9H", "QH 8C", "7S 7H 7D 7C AH"],
                                exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["AD"], stock_size=1,
                                rules=rules)
        s.apply("draw")
        s.apply("discard 9H")
        return s.outcome()
    assert play().burned == (2,)
    saved = play(Rules(burn_exempt_with_secret=True))
    assert saved.burned == () and saved.winner == 2          # A♥ = 1 beats A♦ 3♦ 4♦ = 8


def secret_fight(rules):
    """The seed's worked example, but C (seat 2) holds a concealed four of sevens and an ace."""
    s = State.from_position(hands=["3D 4D", "QH 8C", "7S 7H 7D 7C AH"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
                            stock=["KH"], stock_size=10, rules=rules)
    s.apply("draw")
    s.apply("sapaw KH on meld 1 (KS KD KC)")
    s.apply("fight")
    return s


def test_option_burn_exempt_with_secret_true_the_saved_player_is_asked_to_answer_a_fight():
    s = secret_fight(Rules(burn_exempt_with_secret=True))
    s.apply("fold")                                     # B
    assert s.phase is Phase.RESPOND and s.current_player == 2
    assert texts(s) == ["challenge", "fold"]
    s.apply("challenge")
    out = s.outcome()
    # The four is a meld held in the hand: C counts only A♥, 1, and beats A's 7.
    assert out.winner == 2 and out.burned == () and out.details["challengers"] == (2,)
    assert out.payments == {0: -2, 1: -1, 2: 3}
    assert out.details["concealed_fours"] == {2: tuple(parse_cards("7S 7H 7D 7C"))}
    assert "shows the concealed four of a kind 7♠ 7♥ 7♦ 7♣" in out.text("en")


def test_option_burn_exempt_with_secret_true_the_four_counts_as_deadwood_when_concealed_melds_do():
    s = secret_fight(Rules(burn_exempt_with_secret=True, concealed_melds_count_as_deadwood=True))
    s.apply("fold")
    s.apply("challenge")
    out = s.outcome()
    assert out.details["deadwood"][2] == 29 and out.winner == 0 and out.payments == {0: 3, 1: -1, 2: -2}


def test_option_burn_exempt_with_secret_true_the_saved_player_may_fold():
    s = secret_fight(Rules(burn_exempt_with_secret=True))
    s.apply("fold")
    s.apply("fold")
    out = s.outcome()
    assert out.winner == 0 and out.burned == () and out.payments == {0: 2, 1: -1, 2: -1}


def test_option_burn_exempt_with_secret_false_the_holder_is_not_asked_and_is_burned():
    s = secret_fight(Rules())
    assert s.current_player == 1
    s.apply("fold")
    out = s.outcome()
    assert s.is_terminal() and out.burned == (2,) and out.payments == {0: 4, 1: -1, 2: -3}


def test_option_burn_exempt_with_secret_the_saved_player_may_not_call_fight():
    s = State.from_position(hands=["3D 4D", "QH 8C", "7S 7H 7D 7C AH"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
                            stock=["2C"], stock_size=10, current_player=2,
                            rules=Rules(burn_exempt_with_secret=True))
    s.apply("draw")
    assert "fight" not in texts(s)
    refused(s, "fight", "at least one exposed meld")


def honours_stock_out(rules):
    """A stock out that Player 0 wins holding A♦ (drawn) and A♠ in the meld A♠ 2♠ 3♠ (no king of its own)."""
    s = State.from_position(hands=["3D 4D 9H", "QH 8C", "9C QC 7S 7H 7D 7C"],
                            exposed=[(0, "AS 2S 3S"), (1, "KS KC KD"), (2, "5H 5D 5S")],
                            stock=["AD"], stock_size=1, rules=rules)
    s.apply("draw")
    s.apply("discard 9H")
    return s.outcome()


def test_option_bonus_per_ace_in_play_counts_the_winners_hand_and_own_melds():
    plain = honours_stock_out(Rules())
    assert plain.winner == 0 and plain.payments == {0: 2, 1: -1, 2: -1}
    out = honours_stock_out(Rules(bonus_per_ace=1))
    assert out.payments == {0: 2 + 4, 1: -3, 2: -3} and out.details["aces"] == 2


def test_option_bonus_per_king_in_play_only_the_winners_kings_count():
    out = honours_stock_out(Rules(bonus_per_king=5))
    assert out.payments == {0: 2, 1: -1, 2: -1} and out.details["kings"] == 0


def test_option_bonus_concealed_four_in_play_the_holder_collects_from_each_other_player():
    out = honours_stock_out(Rules(bonus_concealed_four=1))
    # Player 2 holds 7♠ 7♥ 7♣ 7♦ in the hand.
    assert out.payments == {0: 2 - 1, 1: -1 - 1, 2: -1 + 2}
    assert out.details["concealed_fours"] == {2: tuple(parse_cards("7S 7H 7D 7C"))}


def test_option_fight_after_melding_true_a_fight_may_follow_a_meld_at_once():
    s = pos(["3D 4D 5H 6H 7H", "QH 8C", None], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["2C"])
    s.apply("draw")
    s.apply("expose 5H 6H 7H")
    assert "fight" in texts(s)


def draw_and_discard(s: State):
    """The current player draws and discards the drawn card."""
    card = s.stock[-1]
    s.apply("draw")
    s.apply(f"discard {card}")


def test_option_fight_after_melding_false_a_meld_must_lie_a_whole_round_before_a_fight():
    rules = Rules(fight_after_melding=False)
    s = pos(["3D 4D 5H 6H 7H", "QH 8C", None], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
            stock=["2C", "9D", "9C", "JD", "8D", "8H", "QC"], rules=rules)
    s.apply("draw")
    assert "fight" in texts(s)                  # 9♠ 10♠ J♠ lay there before this turn
    s.apply("expose 5H 6H 7H")
    assert "fight" not in texts(s)              # melded this turn
    refused(s, "fight", "fight_after_melding", "whole round")
    s.apply("discard 2C")
    draw_and_discard(s)
    draw_and_discard(s)
    s.apply("draw")
    assert s.current_player == 0 and "fight" not in texts(s)      # melded on the last turn
    s.apply("discard JD")
    draw_and_discard(s)
    draw_and_discard(s)
    s.apply("draw")
    assert "fight" in texts(s)                  # a whole round without a new meld
    s.apply("fight")


def test_option_fight_after_melding_false_a_chow_counts_as_melding_a_sapaw_does_not():
    rules = Rules(fight_after_melding=False)
    s = pos(["6S 7S 3D 4D", "QH 8C", None], exposed=[(0, "9H 10H JH"), (1, "KS KC KD")], discards=["8S"],
            chowable="8S", stock=["KH"], rules=rules)
    s.apply("chow 8S with 6S 7S")
    assert "fight" not in texts(s)
    t = pos(["3D 4D", "QH 8C", None], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["KH"], rules=rules)
    t.apply("draw")
    t.apply("sapaw KH on meld 1 (KS KD KC)")
    assert "fight" in texts(t)


def test_option_fight_after_melding_false_before_draw_no_fight_at_the_start_of_the_next_turn():
    rules = Rules(fight_after_melding=False, fight_timing="before_draw")
    s = pos(["3D 4D", "QH 8C", None], exposed=[(0, "9S 10S JS")], stock=["2C"], melded_last_turn=[0], rules=rules)
    assert texts(s) == ["draw"]
    refused(s, "fight", "fight_after_melding")
    free = pos(["3D 4D", "QH 8C", None], exposed=[(0, "9S 10S JS")], stock=["2C"], rules=rules)
    assert "fight" in texts(free)
    replay = State.from_json(s.to_json())
    assert replay.melded_last_turn == [True, False, False] and texts(replay) == ["draw"]


@pytest.mark.parametrize("melded", [[5], "x", [1], 3])
def test_from_position_melded_last_turn_junk(melded):
    with pytest.raises(CardlabError, match="melded_last_turn"):
        pos(["3D 4D", "QH 8C", None], exposed=[(0, "9S 10S JS")], melded_last_turn=melded)


def test_option_concealed_melds_count_as_deadwood_in_play():
    hands = ["3D 4D 7H 7D 7C", "QH 8C", None]
    plain = pos(hands, exposed=[(0, "9S 10S JS")])
    counted = pos(hands, exposed=[(0, "9S 10S JS")], rules=Rules(concealed_melds_count_as_deadwood=True))
    assert plain.deadwood(0) == 7 and counted.deadwood(0) == 28


# ---------------------------------------------------------------------------
# Views, actions, records


def test_view_shows_own_hand_and_the_table_never_other_hands_or_the_stock_order():
    s = worked_example()
    v = s.view(1)
    assert [str(c) for c in v.hand] == ["8C", "QH"]
    assert v.hand_sizes == (2, 2, 12) and v.stock_size == 10
    assert v.legal_actions == ()                 # not player 1's decision
    assert s.view(0).legal_actions == tuple(s.legal_actions())
    public = repr(v.__dict__) if hasattr(v, "__dict__") else repr(v)
    for secret in ("3D", "4D", "KH"):            # A's hand, the stock's top
        assert secret not in public.replace("3H", "")
    assert not hasattr(v, "stock") and not hasattr(v, "hands")
    assert v.exposed[1].owner == 1 and v.next_player == 2 and v.previous_player == 0


def test_actions_print_readably():
    s = chow_position()
    assert "draw" in texts(s) and "chow 8S with 6S 7S" in texts(s)
    s.apply("chow 8S with 6S 7S")
    assert "discard QH" in texts(s)
    w = worked_example()
    w.apply("draw")
    assert "sapaw KH on meld 1 (KS KD KC)" in texts(w) and "fight" in texts(w)
    assert str(w.history[0]) == "draw"


def test_apply_accepts_text_an_action_without_player_and_cards_in_any_order():
    s = pos(["3D 4D 5D 7H 7D 7C KS", "QH 8C", None], stock=["2C"])
    s.apply(Action("draw"))
    s.apply(Action("expose", tuple(parse_cards("7C 7H 7D"))))
    assert s.history[-1].text == "expose 7H 7D 7C" and s.history[-1].player == 0
    s.apply("EXPOSE 5d 4d 3d")
    assert str(s.history[-1]) == "expose 3D 4D 5D"
    with pytest.raises(IllegalActionError, match="not a Tongits action"):
        s.apply("fly away")
    with pytest.raises(IllegalActionError):
        s.apply("discard 1X")
    with pytest.raises(IllegalActionError):
        s.apply(42)


def test_json_record_replays_identically_also_from_a_position():
    s = worked_example()
    s.apply("draw")
    s.apply("sapaw KH on meld 1 (KS KD KC)")
    t = State.from_json(s.to_json())
    assert snapshot(t) == snapshot(s)
    g = new_game(9)
    for _ in range(6):
        g.apply(g.legal_actions()[-1])
    assert snapshot(State.from_json(g.to_json())) == snapshot(g)
    data = json.loads(g.to_json())
    assert data["game"] == "tongits" and data["rules"]["fight_timing"] == "after_draw"


def test_clone_is_independent():
    s = new_game(4)
    c = s.clone()
    c.apply(c.legal_actions()[-1])
    assert len(s.history) == 0 and len(c.history) == 1


def test_play_runs_a_whole_hand_with_named_bots():
    s = cardlab.play("tongits", ["greedy", "random", "random"], seed=3)
    assert s.is_terminal() and s.outcome().zero_sum


@pytest.mark.parametrize("call,exc", [
    (lambda: new_game("x"), CardlabError), (lambda: new_game(1.5), CardlabError),
    (lambda: new_game(0, players=4), CardlabError), (lambda: new_game(0, players=2), CardlabError),
    (lambda: new_game(0, rules={"fight_timing": "before_draw"}), InvalidRulesError),
    (lambda: new_game(0).view(5), CardlabError), (lambda: new_game(0).view("A"), CardlabError),
    (lambda: new_game(0).deadwood(3), CardlabError),
    (lambda: State.from_json("junk"), CardlabError), (lambda: State.from_json('{"game": "phom"}'), CardlabError),
    (lambda: State.from_json(json.dumps({"game": "tongits", "seed": 0, "rules": {"nope": 1}, "actions": []})),
     CardlabError),
    (lambda: State.from_json('{"game": "tongits"}'), CardlabError),
    (lambda: State.from_json('{"game": "tongits", "seed": 0, "actions": [{"cards": []}]}'), CardlabError),
    (lambda: State.from_json('{"game": "tongits", "seed": 0, "actions": 5}'), CardlabError),
    (lambda: State.from_json('{"game": "tongits", "seed": 0, "position": {"bad": 1}, "actions": []}'), CardlabError),
    (lambda: State.from_json(None), CardlabError),
    (lambda: State.from_position(hands=[[], "2S", "3S"], phase="meld"), CardlabError),     # empty hand: Tongits
    (lambda: State.from_position(hands=["AS", "2S"]), CardlabError),
    (lambda: State.from_position(hands=["AS", "AS", "2S"]), CardlabError),
    (lambda: State.from_position(hands=["AS", "2S", "3S"], exposed=[(0, "4S 5D 6S")]), CardlabError),
    (lambda: State.from_position(hands=["AS", "2S", "3S"], exposed=[(5, "4S 5S 6S")]), CardlabError),
    (lambda: State.from_position(hands=["AS", "2S", "3S"], phase="respond"), CardlabError),
    (lambda: State.from_position(hands=["AS", "2S", "3S"], chowable="KD"), CardlabError),
    (lambda: State.from_position(hands=["AS", "2S", "3S"], stock_size=80), CardlabError),
])
def test_game_junk_raises_cardlab_errors(call, exc):
    with pytest.raises(exc):
        call()


def test_edited_record_is_refused():
    g = new_game(2)
    g.apply(g.legal_actions()[-1])
    data = json.loads(g.to_json())
    data["actions"][0]["cards"] = ["AS", "AS"]
    with pytest.raises(CardlabError):
        State.from_json(json.dumps(data))


def test_refusals_render_in_vietnamese():
    s = chow_position()
    cardlab.set_language("vi")
    err = refused(s, Action("chow", parse_cards("8S 2D KC"), player=1))
    assert "Chỉ được ăn lá bài bỏ khi nó tạo ngay một phỏm mới" in err.verdict.text()
