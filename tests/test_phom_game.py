"""The playable Phỏm hand: one test per rule of the flow (RULES.md §2), refusals and views.

Positions are rigged by giving chosen cards to the seats (``rig``); moves are
played by their printed text, so each test reads like a hand at the table.
"""
import json
import random
import re

import pytest

import cardlab
from cardlab import Action, Card, phom
from cardlab.bots import RandomBot
from cardlab.cards import STANDARD_52, parse_cards
from cardlab.errors import CardlabError, IllegalActionError, InvalidRulesError
from cardlab.phom import Phase, Rules

C = Card.parse


def rig(hands: dict, draws: str = "", rules=None, players: int = 4, eaten: dict | None = None) -> phom.State:
    """A fresh hand where ``hands[seat]`` are given (text), the stock yields ``draws`` first.

    Seats not given get cards from a shuffled rest of the deck. ``eaten``
    marks cards already eaten by a seat (they must be in its hand).
    """
    rules = rules or Rules()
    s = phom.new_game(0, rules, players)
    given = {seat: list(parse_cards(h)) for seat, h in hands.items()}
    draws = list(parse_cards(draws)) if draws else []
    used = [c for h in given.values() for c in h] + draws
    assert len(set(used)) == len(used), "a card was given twice"
    rest = [c for c in STANDARD_52 if c not in used]
    random.Random(5).shuffle(rest)
    for seat in range(players):
        size = rules.hand_size if seat == s.order[0] else rules.cards_per_player
        if seat in given:
            assert len(given[seat]) == size, f"seat {seat} needs {size} cards"
        else:
            given[seat], rest = rest[:size], rest[size:]
    s.hands = [sorted(given[p]) for p in range(players)]
    s.stock = rest + list(reversed(draws))
    for seat, cards in (eaten or {}).items():
        s.eaten[seat] = list(parse_cards(cards))
    s._legal = None
    census(s)
    return s


def census(s: phom.State) -> None:
    """Each of the 52 cards is in exactly one place."""
    places = [c for h in s.hands for c in h] + list(s.stock) + [c for d in s.discards for c in d] + [
        c for ms in s.laid for m in ms for c in m]
    assert sorted(places) == sorted(STANDARD_52)


def play(s: phom.State, *texts: str) -> phom.State:
    """Play moves by their text (``"eat 7H from P0"``), failing with the legal moves if one is missing."""
    for text in texts:
        legal = {str(a): a for a in s.legal_actions()}
        assert text in legal, f"{text!r} is not legal for P{s.current_player}; legal: {sorted(legal)}"
        s.apply(legal[text])
        census(s)
    return s


def idle(s: phom.State, turns: int = 1) -> phom.State:
    """The current player(s) draw and throw the drawn card away, so rigged hands stay as they are.

    In the last round the player lays down the phỏm of the best arrangement,
    sends nothing and discards the highest card left.
    """
    for _ in range(turns):
        p = s.current_player
        before = set(s.hands[p])
        play(s, "draw")
        drawn = next(c for c in s.hands[p] if c not in before)
        if s.phase is Phase.DISCARD:
            play(s, f"discard {drawn}")
        else:
            finish_turn(s)
    return s


def finish_turn(s: phom.State) -> phom.State:
    """End the current player's last-round turn: lay down the best phỏm, then discard the highest card."""
    p = s.current_player
    while s.phase is Phase.LAY_DOWN:
        legal = {a.cards: a for a in s.legal_actions() if a.kind == "lay_down"}
        arr = phom.arrange(s.hands[p], eaten=s.eaten_in_hand(p))
        step = next((legal[tuple(sorted(m.cards))] for m in arr.melds if tuple(sorted(m.cards)) in legal), None)
        # A phỏm still in hand must be laid down before stopping.
        stop = next((a for a in s.legal_actions() if a.kind == "finish_laying_down"), None)
        s.apply(step or stop or next(iter(legal.values())))
    if s.phase is Phase.SEND:
        play(s, "stop sending")
    s.apply([a for a in s.legal_actions() if a.kind == "discard"][-1])
    return s


def refused(s: phom.State, action: Action) -> tuple:
    """Apply an illegal action: it must raise with the rule and leave the state as it was."""
    before = s.snapshot()
    with pytest.raises(IllegalActionError) as info:
        s.apply(action)
    assert s.snapshot() == before
    assert info.value.verdict is not None and not info.value.verdict
    return info.value.verdict.codes


def act(kind, player, cards="", target=None):
    return Action(kind, tuple(parse_cards(cards)) if cards else (), target, player)


# ---------------------------------------------------------------------------
# Deal and turn order


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_nine_cards_each_and_ten_to_the_first_player(players):
    s = phom.new_game(3, players=players)
    assert len(s.hands[0]) == 10
    assert all(len(s.hands[p]) == 9 for p in range(1, players))
    assert len(s.stock) == 52 - 10 - 9 * (players - 1)
    census(s)


def test_four_players_by_default_and_the_stock_has_fifteen_cards():
    s = phom.new_game()
    assert s.players == 4 and len(s.stock) == 15


def test_the_deal_follows_the_seed():
    assert phom.new_game(11).snapshot() == phom.new_game(11).snapshot()
    assert phom.new_game(11).hands != phom.new_game(12).hands


def test_first_player_opens_by_discarding_without_drawing():
    s = phom.new_game(1)
    assert s.current_player == 0 and s.phase is Phase.DISCARD
    assert {a.kind for a in s.legal_actions()} == {"discard"}
    assert len(s.legal_actions()) == 10
    assert refused(s, act("draw", 0)) == ("phom.opener_discards",)


def test_play_is_counterclockwise_by_default():
    s = phom.new_game(1)
    assert s.order == [0, 3, 2, 1]
    seats = [s.current_player]
    s.apply(s.legal_actions()[0])
    for _ in range(5):
        seats.append(s.current_player)
        idle(s)
    assert seats == [0, 3, 2, 1, 0, 3]


def test_turn_direction_clockwise():
    s = phom.new_game(1, Rules(turn_direction="clockwise"))
    assert s.order == [0, 1, 2, 3]
    s.apply(s.legal_actions()[0])
    assert s.current_player == 1


@pytest.mark.parametrize("players,order", [(2, [0, 1]), (3, [0, 2, 1])])
def test_two_and_three_players_are_playable(players, order):
    s = phom.new_game(2, players=players)
    assert s.order == order
    idle(s, 0)
    s.apply(s.legal_actions()[0])
    assert s.current_player == order[1]


def test_not_your_turn_is_refused():
    s = phom.new_game(1)
    assert refused(s, act("discard", 1, str(s.hands[1][0]))) == ("phom.not_your_turn",)


# ---------------------------------------------------------------------------
# A turn: eat or draw, then discard


def test_eat_the_previous_discard_when_it_forms_a_phom():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H")
    assert "eat 7H from P0" in [str(a) for a in s.legal_actions()]
    play(s, "eat 7H from P0")
    assert C("7H") in s.hands[3] and s.discards[0] == []
    assert s.phase is Phase.DISCARD and len(s.hands[3]) == 10


def test_an_eaten_card_stays_visible_to_everyone():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H", "eat 7H from P0")
    for seat in range(4):
        assert s.view(seat).eaten[3] == (C("7H"),)
    assert C("7S") not in s.view(1).seen


def test_eat_is_refused_when_the_card_makes_no_phom():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 8D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H")
    assert [a.kind for a in s.legal_actions()] == ["draw"]
    assert refused(s, act("eat", 3, "7H")) == ("phom.eat_no_phom",)


def test_only_the_card_just_discarded_may_be_eaten():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 2C")
    assert refused(s, act("eat", 3, "7H")) == ("phom.eat_only_last",)


def test_eating_or_drawing_is_one_card_per_turn():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H", "draw")
    assert refused(s, act("draw", 3)) == ("phom.already_picked_up",)
    assert refused(s, act("eat", 3, "7H")) == ("phom.already_picked_up",)


def test_draw_from_the_stock_then_discard():
    s = rig({}, draws="5C")
    play(s, "discard " + str(s.hands[0][0]), "draw")
    assert C("5C") in s.hands[3] and len(s.stock) == 14
    assert {a.kind for a in s.legal_actions()} == {"discard"}
    assert refused(s, act("discard", 3, str(s.hands[0][0]))) == ("phom.not_in_hand",)


def test_an_eaten_card_cannot_be_discarded():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H", "eat 7H from P0")
    assert refused(s, act("discard", 3, "7H")) == ("phom.discard_eaten",)


def test_a_discard_that_leaves_an_eaten_card_outside_any_phom_is_refused():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H", "eat 7H from P0")
    assert refused(s, act("discard", 3, "7S")) == ("phom.discard_strands_eaten",)
    assert "7S" not in " ".join(str(a) for a in s.legal_actions())


def test_a_discard_is_fine_when_the_eaten_card_keeps_a_phom():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 7C 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H", "eat 7H from P0", "discard 7S")
    assert s.hands[3].count(C("7H")) == 1


def test_no_phom_may_contain_two_eaten_cards_when_eating():
    # P3 ate 7H into 7♠ 7♦ 7♥; 9♥ would only make a phỏm as 7♥ 8♥ 9♥ with two eaten cards.
    hands = {0: "7H 9H 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 8H 2C 4H 6H 8S 10C QH"}
    s = rig(hands)
    play(s, "discard 7H", "eat 7H from P0", "discard 2C")
    idle(s, 2)
    play(s, "draw", "discard 9H")
    assert [a.kind for a in s.legal_actions()] == ["draw"]
    codes = refused(s, act("eat", 3, "9H"))
    assert codes == ("phom.eat_breaks_limit",)
    s2 = rig(hands, rules=Rules(max_eaten_cards_per_phom=2))
    play(s2, "discard 7H", "eat 7H from P0", "discard 2C")
    idle(s2, 2)
    play(s2, "draw", "discard 9H", "eat 9H from P0")
    assert s2.eaten[3] == [C("7H"), C("9H")]


def test_eating_is_refused_when_no_card_could_then_be_discarded():
    rules = Rules(max_eaten_cards_per_phom=2)
    hands = {0: "QH 2C 3D 4C 6C 9D JS QD KC KS", 3: "2S 3S 4S 5S 6S 8H 9H 10H JH"}
    s = rig(hands, rules=rules, eaten={3: "2S 6S 8H"})
    play(s, "discard QH")
    assert refused(s, act("eat", 3, "QH")) == ("phom.eat_leaves_no_discard",)
    # Where two 5-card runs are Ù, the same eat is allowed and wins at once.
    s = rig(hands, rules=Rules(max_eaten_cards_per_phom=2, u_definition="no_deadwood"), eaten={3: "2S 6S 8H"})
    play(s, "discard QH", "eat QH from P0")
    assert [a.kind for a in s.legal_actions()] == ["u"]
    play(s, "declare Ù")
    assert s.outcome().end == "u_tron"


def test_ace_high_in_runs_lets_a_player_eat_into_q_k_a():
    hands = {0: "AS 2C 3D 4S 6C 9D JS QD KC KH", 3: "QS KS 2H 4H 6H 8S 10C QH KD"}
    s = rig(hands)
    play(s, "discard AS")
    assert [a.kind for a in s.legal_actions()] == ["draw"]
    s = rig(hands, rules=Rules(ace_high_in_runs=True))
    play(s, "discard AS", "eat AS from P0")


# ---------------------------------------------------------------------------
# Money for eaten cards


def test_the_discarder_pays_the_eater_by_round():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    play(s, "discard 7H", "eat 7H from P0")
    assert s.payments == {0: -1, 1: 0, 2: 0, 3: 1}
    assert s.eats[-1] == phom.Eat(3, 0, C("7H"), 1, 1, False, 1)


def _three_eats(rules=None):
    """P0 feeds P3 three cards in rounds 1-3; P3 then holds three phỏm and one odd card."""
    s = rig({0: "7H 8C KD 2C 3D 4S 6C 9D JS QD", 3: "7S 7D 8S 8D KS KC 2H 5C 10H"}, rules=rules)
    play(s, "discard 7H", "eat 7H from P0", "discard 2H")
    idle(s, 2)
    play(s, "draw", "discard 8C", "eat 8C from P0", "discard 5C")
    idle(s, 2)
    play(s, "draw", "discard KD", "eat KD from P0")
    return s


def test_u_den_when_all_three_discards_were_eaten_by_the_winner():
    s = _three_eats()
    assert [e.amount for e in s.eats] == [1, 2, 3]
    assert "u" in [a.kind for a in s.legal_actions()]
    play(s, "declare Ù")
    out = s.outcome()
    assert s.is_terminal() and out.winner == 3 and out.end == "u"
    assert out.details["den_payer"] == 0
    assert out.payments == {0: -(1 + 2 + 3) - 15, 1: 0, 2: 0, 3: 6 + 15}
    assert out.zero_sum
    assert "phom.den_three_eaten" in [r.code for r in out.reasons]
    cardlab.set_language("vi")
    assert "Ù đền" in out.text()


def test_eat_order_scheme_in_the_game():
    s = _three_eats(Rules.eat_order())
    assert [e.amount for e in s.eats] == [1, 2, 3]
    assert [e.nth for e in s.eats] == [1, 2, 3]
    assert "phom.eat_paid_order" in [r.code for r in s.ledger]


def _to_last_round(s: phom.State, upto: int) -> phom.State:
    """Idle until seat ``upto`` is about to play its last round."""
    while not (s.current_player == upto and s.round == s.rules.rounds and s.phase is Phase.DRAW):
        idle(s)
    return s


CHOT_HANDS = {0: "2C 3D 4S 6C 9D JS QD KC KH 7H", 3: "7S 7D 2H 4H 6H 8S 10C QH 5D",
              2: "AS 2S 3S 9H 9S 9C 4D 6D KS"}


def _chot(rules=None) -> phom.State:
    """P0 keeps 7H to the last round and throws it; P3 eats it: the chốt."""
    s = rig(CHOT_HANDS, rules=rules)
    play(s, "discard 2C")
    _to_last_round(s, 0)
    play(s, "draw", "lay down KH KD KC", "finish laying down", "discard 7H", "eat 7H from P0")
    return s


def test_a_card_eaten_in_the_last_round_is_the_chot_and_costs_four():
    s = _chot()
    e = s.eats[-1]
    assert e.round == 4 and e.chot and e.amount == 4
    assert s.ledger[-1].code == "phom.chot_paid" and "chốt" in s.ledger[-1].text("en")
    assert s.phase is Phase.LAY_DOWN


def test_chot_multiplier_three_in_the_game():
    assert _chot(Rules(chot_multiplier=3)).eats[-1].amount == 3


def test_tai_chot_the_player_who_ate_the_chot_pays_for_the_table():
    # P3 ate P0's chốt; P2 then eats P3's discard 5♦ and is Ù: P3 pays for the table.
    s = _chot()
    play(s, "lay down 7S 7H 7D", "finish laying down", "discard 5D", "eat 5D from P3", "declare Ù")
    out = s.outcome()
    assert out.winner == 2 and out.details["den_payer"] == 3
    assert "phom.den_tai_chot" in [r.code for r in out.reasons]
    # Eat payments: P0 paid P3 the chốt (4), P3 paid P2 its chốt (4); then P3 pays 3 × 5.
    assert out.payments == {0: -4, 1: 0, 2: 4 + 15, 3: 4 - 4 - 15}
    assert "tái chốt" in out.text("vi")


def test_tai_chot_option_off_makes_it_a_plain_u():
    s = _chot(Rules(den_on_tai_chot=False))
    play(s, "lay down 7S 7H 7D", "finish laying down", "discard 5D", "eat 5D from P3", "declare Ù")
    out = s.outcome()
    assert out.details["den_payer"] is None
    assert out.payments == {0: -4 - 5, 1: -5, 2: 4 + 15, 3: 4 - 4 - 5}


# ---------------------------------------------------------------------------
# Laying down and sending


def test_phom_are_laid_down_only_in_the_fourth_round():
    s = rig({0: "3S 4S 5S 2C 3D 6C 9D JS QD KC"})
    assert refused(s, act("lay_down", 0, "3S 4S 5S")) == ("phom.lay_down_last_round",)


LAY_HANDS = {0: "3S 4S 5S 2C 3D 6C 9D JS QD KC", 3: "6S 8H 8D 8C 2H 4C 10D QH KD"}


LAY_DRAWS = "2D 5C 7C 7D 9H 9S 10C 10H JD JH QC QS JC"  # the 13th draw, J♣, is P3's in round 4


def _p0_lays_down(hands=LAY_HANDS) -> phom.State:
    s = rig(hands, draws=LAY_DRAWS)
    play(s, "discard KC")
    _to_last_round(s, 0)
    play(s, "draw")
    return s


def test_in_the_fourth_round_phom_are_laid_down_before_discarding():
    s = _p0_lays_down()
    assert s.phase is Phase.LAY_DOWN
    assert "lay down 3S 4S 5S" in [str(a) for a in s.legal_actions()]
    assert refused(s, act("discard", 0, "QD")) == ("phom.must_lay_down",)
    play(s, "lay down 3S 4S 5S", "finish laying down")
    assert s.phase is Phase.DISCARD and s.laydown_order == [0] and s.mom == []
    assert s.laid[0] == [[C("3S"), C("4S"), C("5S")]]


def test_send_onto_phom_of_players_who_laid_down_before():
    s = _p0_lays_down()
    play(s, "lay down 3S 4S 5S", "finish laying down", "discard QD", "draw", "lay down 8H 8D 8C",
         "finish laying down")
    assert s.phase is Phase.SEND
    assert "send 6S onto 3S 4S 5S of P0" in [str(a) for a in s.legal_actions()]
    play(s, "send 6S onto 3S 4S 5S of P0")
    assert s.laid[0][0] == [C("3S"), C("4S"), C("5S"), C("6S")]
    assert s.sent == [(3, C("6S"), 0, 0)]
    assert C("JC") in s.hands[3] and s.phase is Phase.DISCARD  # nothing else fits


def test_the_first_to_lay_down_has_nobody_to_send_to():
    s = _p0_lays_down({0: "3S 4S 5S 2C 3D 6C 9D JS QD KC", 3: "6S 8H 8D 8C 2H 4C 10D QH KD"})
    play(s, "lay down 3S 4S 5S", "finish laying down")
    assert s.phase is Phase.DISCARD
    assert refused(s, act("send", 0, "2C", (0, 0))) == ("phom.must_discard",)


MOM_HANDS = {0: LAY_HANDS[0], 3: "6S 8H 8D 3C 2H 4C 10D QH KD"}  # P3 draws J♣: still no phỏm


def test_a_player_with_no_phom_to_lay_down_is_mom_and_pays_four():
    s = _p0_lays_down(MOM_HANDS)
    play(s, "lay down 3S 4S 5S", "finish laying down", "discard QD", "draw")
    assert [str(a) for a in s.legal_actions()] == ["lay down nothing (móm)"]
    # The move reads as móm in the learner's language, not as "finish laying down".
    assert [a.describe("vi") for a in s.legal_actions()] == ["không hạ được gì (móm)"]
    play(s, "lay down nothing (móm)")
    assert s.mom == [3] and s.laydown_order == [0, 3]
    assert s.phase is Phase.DISCARD
    # A móm player may not send.
    assert refused(s, act("send", 3, "6S", (0, 0))) == ("phom.send_needs_phom",)
    while not s.is_terminal():
        if s.phase is Phase.DRAW:
            idle(s)
        else:
            finish_turn(s)
    out = s.outcome()
    assert 3 in out.burned and out.ranking[-1] in out.burned
    assert out.details["settlement"][3] == -4


def test_a_player_who_holds_a_phom_must_lay_it_down_and_is_not_mom():
    # Issue #13 §1.1: seed 0, always the first legal action; P0 reaches the lay-down turn holding K♠ K♥ K♦.
    s = phom.new_game(seed=0)
    while s.phase is not Phase.LAY_DOWN:
        s.apply(s.legal_actions()[0])
    assert s.current_player == 0 and {C("KS"), C("KH"), C("KD")} <= set(s.hands[0])
    assert [str(a) for a in s.legal_actions()] == ["lay down KS KH KD"]
    assert refused(s, act("finish_laying_down", 0)) == ("phom.not_mom_holds_phom",)
    verdict = s.why_illegal(act("finish_laying_down", 0))
    assert "K♠ K♥ K♦" in verdict.text("en") and "not móm" in verdict.text("en")
    assert "không bị móm" in verdict.text("vi")
    play(s, "lay down KS KH KD", "finish laying down")
    assert s.mom == [] and s.laydown_order == [0]


TWO_PHOM_HANDS = {0: "3S 4S 5S 2C 3D 6C 9D JS QD KC", 3: "6S 8H 8D 8C 2H 3H 4H QH KD"}


def test_every_phom_held_is_laid_down_before_the_player_stops():
    s = _p0_lays_down(TWO_PHOM_HANDS)
    play(s, "lay down 3S 4S 5S", "finish laying down", "discard QD", "draw")
    assert {"lay down 2H 3H 4H", "lay down 8H 8D 8C"} <= {str(a) for a in s.legal_actions()}
    play(s, "lay down 8H 8D 8C")
    assert "finish laying down" not in [str(a) for a in s.legal_actions()]
    assert refused(s, act("finish_laying_down", 3)) == ("phom.phom_left_in_hand",)
    assert "2♥ 3♥ 4♥" in s.why_illegal(act("finish_laying_down", 3)).text("en")
    play(s, "lay down 2H 3H 4H", "finish laying down")
    assert s.laid[3] == [[C("8H"), C("8D"), C("8C")], [C("2H"), C("3H"), C("4H")]] and 3 not in s.mom


OVERLAP_HANDS = {0: "3S 4S 5S 2C 3D 6C 9D JS QD KC", 3: "6S 7S 8S 8H 8D 2H 4C 10D KD"}


def test_the_player_chooses_which_phom_to_lay_down_when_cards_overlap():
    # 8♠ is in the run 6♠ 7♠ 8♠ and in the set 8♠ 8♥ 8♦: either may be laid down, then nothing is left.
    for first in ("lay down 6S 7S 8S", "lay down 8S 8H 8D"):
        s = _p0_lays_down(OVERLAP_HANDS)
        play(s, "lay down 3S 4S 5S", "finish laying down", "discard QD", "draw")
        assert {"lay down 6S 7S 8S", "lay down 8S 8H 8D"} <= {str(a) for a in s.legal_actions()}
        play(s, first, "finish laying down")
        assert len(s.laid[3]) == 1 and 3 not in s.mom


def test_a_phom_that_is_the_whole_rest_of_the_hand_stays_since_a_card_is_kept_to_discard():
    s = rig({0: "3S 4S 5S 7H 7D 7C 9D 9H 9C KC"}, draws="2H 2D 2C 4H 4D 4C 6H 6D 6C 8H 8D 7S")
    play(s, "discard KC")
    _to_last_round(s, 0)
    play(s, "draw", "lay down 3S 4S 5S", "lay down 7S 7H 7D 7C")
    assert [str(a) for a in s.legal_actions()] == ["finish laying down"]  # 9♦ 9♥ 9♣ cannot all go down
    play(s, "finish laying down", "discard 9C")
    assert s.mom == [] and s.hands[0] == [C("9H"), C("9D")]


def test_eaten_cards_must_be_laid_down():
    s = _chot()
    assert "lay down nothing (móm)" not in [str(a) for a in s.legal_actions()]
    assert refused(s, act("finish_laying_down", 3)) == ("phom.eaten_must_be_laid",)
    play(s, "lay down 7S 7H 7D", "finish laying down")


def test_keep_one_card_to_discard_after_laying_down():
    s = rig({0: "3S 4S 5S 7H 7D 7C 7S 9D 9H 9C"}, draws="2H 2D 2C 4H 4D 4C 6H 6D 6C 8H 8D 9S")
    assert "declare Ù" in [str(a) for a in s.legal_actions()]  # Ù tròn on the dealt hand…
    play(s, "discard 7S")                                       # …but P0 plays on
    _to_last_round(s, 0)
    play(s, "draw")
    assert s.hands[0].count(C("9S")) == 1
    assert "declare Ù" in [str(a) for a in s.legal_actions()]
    play(s, "lay down 3S 4S 5S", "lay down 7H 7D 7C")
    assert "declare Ù" not in [str(a) for a in s.legal_actions()]  # only before laying down
    assert refused(s, act("lay_down", 0, "9S 9H 9D 9C")) == ("phom.keep_one_card",)
    play(s, "lay down 9H 9D 9C", "finish laying down", "discard 9S")


def test_lay_down_cards_must_be_a_phom_held_in_hand():
    s = _p0_lays_down()
    assert refused(s, act("lay_down", 0, "3S 4S 6C")) == ("meld.mixed",)
    assert refused(s, act("lay_down", 0, "8H 8D 8C")) == ("phom.not_in_hand",)


def test_sending_is_refused_before_the_fourth_round():
    s = rig({})
    assert refused(s, act("send", 0, str(s.hands[0][0]), (1, 0))) == ("phom.send_not_last_round",)


# ---------------------------------------------------------------------------
# Ù


def test_u_ends_the_hand_at_once_and_each_loser_pays_five():
    s = rig({0: "2C 3D 4S 6C 9D JS QD KC KH 10H", 3: "AS 2S 3S 7H 7D 7C 9C 10C 5D"}, draws="JC")
    play(s, "discard 10H", "draw")
    assert "declare Ù" in [str(a) for a in s.legal_actions()]
    play(s, "declare Ù")
    out = s.outcome()
    assert s.is_terminal() and s.legal_actions() == []
    assert out.winner == 3 and out.end == "u" and out.payments == {0: -5, 1: -5, 2: -5, 3: 15}
    assert refused(s, act("draw", 2)) == ("phom.game_over",)


def test_u_tron_in_the_game():
    s = rig({0: "2C 3D 4S 6C 9D JS KD KC KH 10H", 3: "AS 2S 3S 7H 7D 7C 9C 10C JC"}, draws="QC")
    play(s, "discard 10H", "draw", "declare Ù")
    assert s.outcome().end == "u_tron"


def test_u_on_an_eaten_card():
    s = rig({0: "JC 3D 4S 6C 9D QS KD KC KH 10H", 3: "AS 2S 3S 7H 7D 7C 9C 10C 5D"})
    play(s, "discard JC", "eat JC from P0", "declare Ù")
    out = s.outcome()
    assert out.payments == {0: -1 - 5, 1: -5, 2: -5, 3: 1 + 15} and out.details["den_payer"] is None


def test_the_first_player_may_declare_u_on_the_dealt_hand():
    s = rig({0: "AS 2S 3S 7H 7D 7C 9C 10C JC KD"})
    assert "declare Ù" in [str(a) for a in s.legal_actions()]
    play(s, "declare Ù")
    assert s.outcome().winner == 0


def test_u_is_refused_without_three_phom():
    s = rig({0: "AS 2S 3S 7H 7D 6C 9C 10C JC KD"})
    assert refused(s, act("u", 0)) == ("phom.not_u",)


def test_u_definition_no_deadwood_in_the_game_a_run_a_set_and_the_discard_is_u():
    hand = {0: "2S 3S 4S 5S 6S 9H 9D 9C 9S KD"}
    assert "declare Ù" not in [str(a) for a in rig(hand).legal_actions()]
    s = rig(hand, rules=Rules(u_definition="no_deadwood"))
    play(s, "declare Ù")
    assert s.outcome().end == "u" and s.outcome().winner == 0


def test_u_khan_in_the_game_when_enabled():
    hands = {0: "2C 3D 4S 6C 9D JS QD KC KH 10H", 3: "AS 5S 9S KS 2H 7H 4D 8D JC"}
    s = rig(hands, rules=Rules(u_khan_enabled=True))
    play(s, "discard 10H")
    assert "declare Ù khan" in [str(a) for a in s.legal_actions()]
    play(s, "declare Ù khan")
    out = s.outcome()
    assert out.end == "u_khan" and out.payments == {0: -5, 1: -5, 2: -5, 3: 15}
    s = rig(hands, rules=Rules(u_khan_enabled=True))
    play(s, "discard 10H", "draw")
    assert refused(s, act("u_khan", 3)) == ("phom.u_khan_first_turn",)
    s = rig(hands)
    play(s, "discard 10H")
    assert refused(s, act("u_khan", 3)) == ("phom.u_khan_disabled",)


# ---------------------------------------------------------------------------
# The end of a hand


def _finish(s):
    while not s.is_terminal():
        kinds = {}
        for a in s.legal_actions():
            kinds.setdefault(a.kind, a)
        for k in ("draw", "lay_down", "finish_laying_down", "finish_sending", "discard"):
            if k in kinds:
                s.apply(kinds[k])
                break
    return s


def test_a_hand_has_four_rounds_of_discards():
    s = _finish(phom.new_game(5))
    assert s.discard_count == [4, 4, 4, 4]
    assert sum(1 for a in s.history if a.kind == "discard") == 16
    assert s.outcome().end in ("points", "all_mom")


def test_without_u_lowest_points_wins_and_the_game_settles_like_settle():
    for seed in range(30):
        s = _finish(phom.new_game(seed))
        out = s.outcome()
        table = {f"P{p}": {"deadwood": sum(phom.card_points(c) for c in s.hands[p]), "mom": p in s.mom,
                           "laydown_order": s.laydown_order.index(p) + 1} for p in range(4)}
        expected = phom.settle(table)
        assert out.details["settlement"] == {int(k[1:]): v for k, v in expected.payments.items()}
        assert out.winner == int(expected.winner[1:])
        if out.end == "points":
            best = min(out.details["deadwood"][p] for p in range(4) if p not in s.mom)
            assert out.details["deadwood"][out.winner] == best
        assert out.zero_sum


def _summary_totals(out, language):
    pattern = r"Player (\d): ([+-]\d+) in all" if language == "en" else r"Người chơi (\d): tổng cộng ([+-]\d+)"
    return {int(p): int(v) for p, v in re.findall(pattern, out.text(language))}


def test_the_summary_of_a_hand_adds_up_each_players_amount_is_their_payment_total():
    # Issue #13 §1.4: the summary and the payments come from the same numbers, eaten cards and chốt included.
    chot_hands = 0
    for seed in range(60):
        s = cardlab.play("phom", ["greedy", "random", "random", "random"], seed=seed)
        out = s.outcome()
        seats = {p: out.payments[p] for p in range(4)}
        assert _summary_totals(out, "en") == seats == _summary_totals(out, "vi")
        assert "phom.winner_collects" not in [r.code for r in out.reasons]
        assert "collects" not in out.text("en")
        chot_hands += any(e.chot for e in s.eats)
    assert chot_hands > 0


def test_the_summary_splits_each_total_into_eaten_cards_and_the_end_of_the_hand():
    s = _chot()
    play(s, "lay down 7S 7H 7D", "finish laying down", "discard 5D", "eat 5D from P3", "declare Ù")
    text = s.outcome().text("en")
    assert "Player 3: -15 in all (+0 for eaten cards, -15 at the end of the hand)" in text
    assert "Player 0: -4 in all (-4 for eaten cards, +0 at the end of the hand)" in text
    assert "Player 2: +19 in all (+4 for eaten cards, +15 at the end of the hand)" in text
    vietnamese = s.outcome().text("vi")
    assert "Người chơi 2: tổng cộng +19 (+4 tiền ăn bài, +15 tiền cuối ván)" in vietnamese


def test_outcome_before_the_end_raises():
    with pytest.raises(CardlabError, match="not over"):
        phom.new_game().outcome()


def test_outcome_text_is_readable():
    s = _finish(phom.new_game(4))
    text = str(s.outcome())
    assert text.startswith("winner ") and "payments" in text and "wins" in text


# ---------------------------------------------------------------------------
# Views, records, junk


def test_view_shows_my_hand_and_the_table_but_not_other_hands_or_the_stock():
    s = phom.new_game(8)
    s.apply(s.legal_actions()[0])
    v = s.view(1)
    assert v.hand == tuple(s.hands[1]) and v.legal_actions == ()
    assert not hasattr(v, "stock") and v.stock_size == len(s.stock)
    assert s.view(3).legal_actions and s.view(3).player == 3
    hidden = [c for p in (0, 2, 3) for c in s.hands[p]] + list(s.stock)
    text = repr(v)
    for c in hidden:
        assert f"Card.parse('{c}')" not in text
        assert not re.search(rf"(?<![0-9A-Z]){re.escape(str(c))}(?![0-9A-Z])",
                             " ".join(str(a) for a in v.history))


def test_view_junk_seat_raises():
    s = phom.new_game()
    for junk in (4, -1, "0", None, True):
        with pytest.raises(CardlabError):
            s.view(junk)


def test_json_round_trip_replays_identically():
    s = _finish(phom.new_game(21))
    again = phom.State.from_json(s.to_json())
    assert again.snapshot() == s.snapshot()
    half = phom.new_game(21, Rules(chot_multiplier=3, max_eaten_cards_per_phom=2), players=3)
    bot = RandomBot(4)
    for _ in range(9):
        half.apply(bot.choose(half.view(half.current_player)))
    back = phom.State.from_json(half.to_json())
    assert back.snapshot() == half.snapshot() and back.rules == half.rules
    assert json.loads(s.to_json())["game"] == "phom"


@pytest.mark.parametrize("text", ["not json", "{}", '{"game": "tongits"}', "[1, 2]"])
def test_from_json_junk_raises(text):
    with pytest.raises(CardlabError):
        phom.State.from_json(text)


def test_from_json_with_an_edited_illegal_action_raises():
    s = phom.new_game(3)
    data = json.loads(s.to_json())
    data["actions"] = [{"kind": "draw", "cards": [], "target": None, "player": 0}]
    with pytest.raises(IllegalActionError):
        phom.State.from_json(json.dumps(data))


@pytest.mark.parametrize("kwargs", [{"players": 1}, {"players": 5}, {"players": "4"}, {"seed": "x"},
                                    {"seed": 1.5}, {"players": True}])
def test_new_game_junk_raises(kwargs):
    with pytest.raises(CardlabError):
        phom.new_game(**kwargs)


def test_new_game_refuses_rules_of_another_kind():
    with pytest.raises(InvalidRulesError):
        phom.new_game(rules={"turn_direction": "clockwise"})


@pytest.mark.parametrize("action", [Action("fly", player=0), Action("discard", ("AS",), player=0),
                                    Action("discard", (), player=0), Action("lay_down", (), player=0),
                                    Action("send", (Card.parse("AS"),), "x", player=0), Action("discard", player=None),
                                    Action("u_khan", player=0), Action("finish_sending", player=0)])
def test_junk_actions_are_refused_with_a_reason_and_change_nothing(action):
    s = phom.new_game(2)
    codes = refused(s, action)
    assert codes and all(c.startswith("phom.") for c in codes)


def test_non_actions_are_refused():
    s = phom.new_game(2)
    with pytest.raises(IllegalActionError):
        s.apply("discard AS")
    assert not s.why_illegal("discard AS")


def test_why_illegal_says_yes_for_a_legal_action():
    s = phom.new_game(2)
    assert s.why_illegal(s.legal_actions()[0])


def test_refusals_explain_in_vietnamese():
    s = phom.new_game(2)
    cardlab.set_language("vi")
    with pytest.raises(IllegalActionError) as info:
        s.apply(act("draw", 0))
    assert "đánh đầu" in str(info.value)


def test_action_texts_are_readable():
    s = rig({0: "7H 2C 3D 4S 6C 9D JS QD KC KH", 3: "7S 7D 2H 4H 6H 8S 10C QH KD"})
    assert "discard 7H" in [str(a) for a in s.legal_actions()]
    play(s, "discard 7H")
    assert sorted(str(a) for a in s.legal_actions()) == ["draw", "eat 7H from P0"]


def test_deal_sizes_and_rounds_are_options():
    rules = Rules(cards_per_player=8, first_player_cards=9, rounds=5)
    s = phom.new_game(6, rules)
    assert [len(h) for h in s.hands] == [9, 8, 8, 8] and len(s.stock) == 52 - 33
    bot = RandomBot(1)
    while not s.is_terminal():
        s.apply(bot.choose(s.view(s.current_player)))
    out = s.outcome()
    assert out.end in ("points", "all_mom") and s.discard_count == [5, 5, 5, 5]
    assert sum(1 for a in s.history if a.kind == "finish_laying_down") == 4
    assert phom.check_u("AS 2S 3S 7H 7D 7C 9C 10C JC", rules).kind == "u_tron"
