"""The Chắn deal: the turn, every capture constraint, Chíu, claims, dead hand, endings.

Positions are set up with ``State.from_deal``: the hands that matter are
written out, the rest of the deck is spread round-robin (face by face) over
the other hands and the stock, so nobody else holds three of a kind or a
near-win by accident.
"""

import pytest

import cardlab
from cardlab import chan
from cardlab.engine import Action
from cardlab.errors import CardlabError, IllegalActionError, InvalidRulesError

C = chan.ChanCard.parse


def rig(hands, dealer=0, stock_top="", rules=None, avoid=None):
    """A deal: ``hands[p]`` written out (dealer 20 cards, others 19, or fewer:
    filled with faces that player does not hold yet, so the filler makes no
    pairs where it can), ``stock_top``: the next cards turned up, first one
    first; ``avoid[p]``: faces the filler must not give player p."""
    given = {p: list(chan.parse_cards(h)) if h else [] for p, h in hands.items()}
    top = list(chan.parse_cards(stock_top)) if stock_top else []
    avoid = {p: set(chan.parse_cards(a)) for p, a in (avoid or {}).items()}
    pool = list(chan.DECK)
    for c in [c for h in given.values() for c in h] + top:
        pool.remove(c)
    full = {p: list(given.get(p, [])) for p in range(4)}
    for p in range(4):
        need = (20 if p == dealer else 19) - len(full[p])
        faces = chan.FACES[7 * p % 25:] + chan.FACES[:7 * p % 25]
        for most in (0, 1, 2, 3):
            for face in faces:
                if need and full[p].count(face) <= most and face in pool and face not in avoid.get(p, ()):
                    pool.remove(face)
                    full[p].append(face)
                    need -= 1
        assert need == 0
    stock = pool + top[::-1]
    return chan.State.from_deal(dealer, [full[p] for p in range(4)], stock, rules=rules)


def act(state, text):
    """Apply the legal action whose text starts with ``text``."""
    for a in state.legal_actions():
        if str(a).startswith(text):
            state.apply(a)
            return a
    raise AssertionError(f"no legal action {text!r} among {[str(a) for a in state.legal_actions()]}")


def texts(state):
    return [str(a) for a in state.legal_actions()]


def refused(state, action):
    """The verdict for an illegal action, checking that the state did not change."""
    before = state.to_json(), state.hands, state.gates, state.phase, state.current_player
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert (state.to_json(), state.hands, state.gates, state.phase, state.current_player) == before
    return info.value.verdict


# Player 1's usual 19 cards: singles and pairs away from rank 5.
P1 = "2V 2V 3S 3S 4N 4N 6V 6V 7S 7S 9N 9N 2N 3V 4V 6N 7V 8N 9S"


# -- deal ----------------------------------------------------------------------

def test_deal_random_dealer_20_cards_others_19_stock_23():
    dealers = set()
    for seed in range(40):
        s = chan.new_game(seed)
        dealers.add(s.dealer)
        sizes = [len(h) for h in s.hands]
        assert sizes[s.dealer] == 20 and sorted(sizes) == [19, 19, 19, 20]
        assert len(s.stock) == 23
        assert s.current_player == s.dealer and s.phase is chan.Phase.OPENING
    assert dealers == {0, 1, 2, 3}


def test_same_seed_same_deal_and_different_seeds_differ():
    assert chan.new_game(7).hands == chan.new_game(7).hands
    assert chan.new_game(7).hands != chan.new_game(8).hands


def test_seats_are_you_ai1_ai2_ai3_for_lessons_but_the_engine_names_seats_per_language():
    assert chan.SEATS == ("You", "AI 1", "AI 2", "AI 3")
    s = rig({0: "2N", 1: P1, 3: WAIT_2}, stock_top="5N")
    assert repr(s).endswith("dealer=Player 0 stock=23 opening, Player 0 to act>")
    v = refused(s, Action("draw", (), None, 1))
    assert v.text("en") == "It is Player 0's decision now, not Player 1's."
    assert v.text("vi") == "Bây giờ đến lượt Người chơi 0 quyết định, không phải Người chơi 1."


def test_new_game_refuses_bad_players_and_rules():
    with pytest.raises(InvalidRulesError):
        chan.new_game(0, players=5)
    with pytest.raises(InvalidRulesError):
        chan.new_game(0, rules="default")
    assert len(chan.new_game(0, players=3).hands) == 3


def test_from_deal_refuses_a_deal_that_is_not_the_deck():
    s = rig({})
    hands = s.hands
    with pytest.raises(CardlabError, match="100-card deck"):
        other = C("CC") if s.stock[-1] != C("CC") else C("2V")
        chan.State.from_deal(0, hands, s.stock[:-1] + [other])
    with pytest.raises(CardlabError, match="cards: expected"):
        chan.State.from_deal(1, hands, s.stock)


# -- the turn ------------------------------------------------------------------

def test_dealer_discards_first_then_next_player_may_pair_it():
    s = rig({0: "5V", 1: "5S " + P1[:-3]})
    assert all(a.kind in ("discard", "u") for a in s.legal_actions())
    act(s, "discard 5V")
    assert s.current_player == 1 and s.phase is chan.Phase.RESPOND
    assert "cạ 5V with 5S" in texts(s)
    act(s, "cạ 5V with 5S")
    assert s.phase is chan.Phase.DISCARD and s.current_player == 1
    assert [str(g) for g in s.exposed[1]] == ["Cạ 5V 5S"]
    act(s, "discard")
    assert s.current_player == 2 and s.phase is chan.Phase.RESPOND


def test_pass_turns_up_a_stock_card_at_your_own_gate():
    s = rig({0: "5V", 1: P1}, stock_top="8V")
    act(s, "discard 5V")
    act(s, "draw")
    assert s.gates[1] == [C("8V")] and s.offer.card == C("8V") and s.offer.gate == 1
    assert s.phase is chan.Phase.TURNED and s.current_player == 1
    assert len(s.stock) == 22


def test_turned_up_card_can_be_paired_else_it_is_discarded_and_the_next_player_may_pair_it():
    s = rig({0: "5V", 1: P1, 2: "8S"}, stock_top="8N 2S", avoid={2: "8N 8V"})
    act(s, "discard 5V")
    act(s, "draw")                                   # 8N at gate 1
    assert "chắn 8N with 8N" in texts(s)
    act(s, "leave 8N")
    assert s.current_player == 2 and s.phase is chan.Phase.RESPOND and s.offer.card == C("8N")
    assert len(s.hands[1]) == 19                     # a turned-up card never goes into the hand by itself
    assert "cạ 8N with 8S" in texts(s)


def test_turned_up_card_captured_at_own_gate_then_discard():
    s = rig({0: "5V", 1: P1}, stock_top="8N")
    act(s, "discard 5V")
    act(s, "draw")
    act(s, "chắn 8N with 8N")
    assert s.phase is chan.Phase.DISCARD and s.current_player == 1
    act(s, "discard 2N")
    assert s.gates[1] == [C("2N")] and s.current_player == 2


# -- capture constraints -------------------------------------------------------

def test_holding_an_identical_card_capture_as_chan_not_ca():
    s = rig({0: "5V", 1: "5V 5S " + P1[:-6]})
    act(s, "discard 5V")
    assert "chắn 5V with 5V" in texts(s)
    assert not any(t.startswith("cạ") for t in texts(s))
    v = refused(s, Action("ca", (C("5V"), C("5S")), None, 1))
    assert v.codes == ("chan.must_capture_as_chan",)
    assert "Player 1 may capture Ngũ vạn only as Chắn" in v.text("en") and "phải ăn thành Chắn" in v.text("vi")


def test_never_break_an_identical_pair_to_discard():
    s = rig({0: "5V 5V"})
    assert "discard 5V" not in texts(s)
    v = refused(s, Action("discard", (C("5V"),), None, 0))
    assert v.codes == ("chan.pair_not_discarded",)
    assert "never broken" in v.text("en") and "không được xé Chắn" in v.text("vi")


def test_a_triple_may_lose_one_card_and_keep_its_pair():
    s = rig({0: "5V 5V 5V"})
    act(s, "discard 5V")
    assert s.hands[0].count(C("5V")) == 2


def test_never_break_an_identical_pair_to_make_ca():
    s = rig({0: "5S", 1: "5V 5V " + P1[:-6]})
    act(s, "discard 5S")
    assert not any(t.startswith("cạ") for t in texts(s))
    v = refused(s, Action("ca", (C("5S"), C("5V")), None, 1))
    assert v.codes == ("chan.pair_not_for_ca",)


def test_a_triple_may_lend_one_card_to_a_ca():
    s = rig({0: "5S", 1: "5V 5V 5V " + P1[:-9]})
    act(s, "discard 5S")
    assert "cạ 5S with 5V" in texts(s)


def test_declining_an_identical_capture_bars_discarding_that_face():
    # 1 declines Chắn on 5V, then captures the 8N it turns up and must discard: not 5V.
    s = rig({0: "5V", 1: "5V 8N " + P1[:-6]}, stock_top="8N")
    act(s, "discard 5V")
    act(s, "draw")
    assert C("5V").index in s.declined[1]
    act(s, "chắn 8N with 8N")
    assert "discard 5V" not in texts(s)
    v = refused(s, Action("discard", (C("5V"),), None, 1))
    assert v.codes == ("chan.declined_no_discard",)


def test_declining_an_identical_capture_bars_using_that_face_in_a_ca():
    s = rig({0: "5V", 1: "5V " + P1[:-3]}, stock_top="5S")
    act(s, "discard 5V")
    act(s, "draw")                                   # declines the Chắn on 5V, turns up 5S
    assert not any(t.startswith("cạ") for t in texts(s))
    v = refused(s, Action("ca", (C("5S"), C("5V")), None, 1))
    assert v.codes == ("chan.declined_no_ca",)


def test_a_declined_face_cannot_be_captured_later_seed_option():
    s = rig({0: "5V", 1: "5V " + P1[:-3]}, stock_top="5V")
    act(s, "discard 5V")
    act(s, "draw")                                   # declines, turns up another 5V
    assert not any(t.startswith("chắn") for t in texts(s))
    assert refused(s, Action("chan", (C("5V"), C("5V")), None, 1)).codes == ("chan.declined_no_capture",)
    loose = rig({0: "5V", 1: "5V " + P1[:-3]}, stock_top="5V", rules=chan.Rules(passed_faces_barred=False))
    act(loose, "discard 5V")
    act(loose, "draw")
    assert "chắn 5V with 5V" in texts(loose)


def test_a_face_you_discarded_cannot_be_captured_later_seed_option():
    for barred in (True, False):
        s = rig({0: "5V 5V 5V"}, stock_top="2S 3S 4S 5V", rules=chan.Rules(passed_faces_barred=barred),
                avoid={1: "5V", 2: "5V", 3: "5V"})
        act(s, "discard 5V")                         # the dealer keeps a pair of Ngũ vạn
        for _ in range(3):
            act(s, "draw")
            act(s, "leave")
        act(s, "draw")                               # the dealer turns up the fourth Ngũ vạn
        assert s.current_player == 0 and s.offer.card == C("5V") and s.phase is chan.Phase.TURNED
        if barred:
            assert not any(t.startswith("chắn") for t in texts(s))
            assert refused(s, Action("chan", (C("5V"), C("5V")), None, 0)).codes == ("chan.discarded_no_capture",)
        else:
            assert "chắn 5V with 5V" in texts(s)


def test_no_ca_capture_in_a_rank_where_you_already_hold_a_ca():
    s = rig({0: "5N", 1: "5V 5S " + P1[:-6]})
    act(s, "discard 5N")
    assert not any(t.startswith("cạ") for t in texts(s))
    v = refused(s, Action("ca", (C("5N"), C("5V")), None, 1))
    assert v.codes == ("chan.ca_rank_held",)
    assert "Ngũ" in v.text("en")


def test_no_ca_capture_in_a_rank_where_a_ca_is_already_laid_down():
    rules = chan.Rules(passed_faces_barred=False)
    s = rig({0: "5N", 1: "5V 5S 5S " + P1[:-9]}, stock_top="2S 3V 4S 5S 2S 3V 4S 5V", rules=rules,
            avoid={0: "5V 5S", 2: "5V 5S 5N", 3: "5V 5S 5N"})
    act(s, "discard 5N")
    act(s, "cạ 5N with 5V")                          # Cạ of rank 5 laid down
    act(s, "discard")
    for _ in range(3):
        act(s, "draw")
        act(s, "leave")
    act(s, "draw")                                   # 1 turns up 5S and makes a Chắn, keeping one 5S
    act(s, "chắn 5S with 5S")
    act(s, "discard")
    for _ in range(3):
        act(s, "draw")
        act(s, "leave")
    act(s, "draw")                                   # 1 turns up 5V: Cạ with the single 5S is refused
    assert s.offer.card == C("5V") and s.current_player == 1
    assert not any(t.startswith("cạ") for t in texts(s))
    assert refused(s, Action("ca", (C("5V"), C("5S")), None, 1)).codes == ("chan.ca_rank_held",)


def test_no_ca_capture_when_only_one_unpaired_card_remains():
    waiting = "2V 2V 2S 2S 3N 3N 4V 4V 6S 6S 7N 7N 8V 8S 9V 9N 4S 4N 5V"
    s = rig({0: "5S", 1: waiting})
    act(s, "discard 5S")
    assert not any(t.startswith("cạ") for t in texts(s))
    v = refused(s, Action("ca", (C("5S"), C("5V")), None, 1))
    assert v.codes == ("chan.ca_last_unpaired",)


def test_discarding_both_suits_of_a_ca_bars_capturing_that_ca():
    rules = chan.Rules(passed_faces_barred=False)
    s = rig({0: "5N", 1: "5V " + P1[:-3]}, rules=rules)
    act(s, "discard 5N")
    assert "cạ 5N with 5V" in texts(s)
    # Player 1 had earlier discarded a Ngũ văn and a Ngũ vạn (the two suits of this Cạ).
    s.discarded[1] |= {C("5N").index, C("5V").index}
    s._version += 1
    assert "cạ 5N with 5V" not in texts(s)
    v = refused(s, Action("ca", (C("5N"), C("5V")), None, 1))
    assert v.codes == ("chan.ca_discarded_both",)


def test_once_a_ca_is_captured_discarding_both_its_cards_is_forbidden():
    rules = chan.Rules(passed_faces_barred=False)
    s = rig({0: "5N", 1: "5V 5V 5V " + P1[:-9]}, rules=rules)
    act(s, "discard 5N")
    act(s, "cạ 5N with 5V")                          # the triple lends one card: Cạ 5N 5V
    act(s, "discard")
    # Later, player 1 has discarded a Ngũ văn and holds a single Ngũ vạn again.
    s.discarded[1].add(C("5N").index)
    s._cnt[1][C("5V").index] = 1
    s._cnt[1][C("2N").index] += 1
    s.phase, s.current_player, s._discard_gate, s._after_discard = chan.Phase.DISCARD, 1, 1, (chan.Phase.RESPOND, 2)
    s._version += 1
    assert "discard 5V" not in texts(s)
    v = refused(s, Action("discard", (C("5V"),), None, 1))
    assert v.codes == ("chan.captured_ca_no_discard",)
    assert "both its cards" in v.text("en")


def test_a_capture_must_leave_a_legal_discard():
    pairs = "2V 2V 2S 2S 2N 2N 3V 3V 3S 3S 4V 4V 4S 4S 6N 6N 7V 7V 5V"
    s = rig({0: "5V", 1: pairs})
    act(s, "discard 5V")
    assert texts(s) == ["draw: turn up a stock card"]
    v = refused(s, Action("chan", (C("5V"), C("5V")), None, 1))
    assert v.codes == ("chan.no_discard_left",)
    act(s, "draw")
    assert C("5V").index not in s.declined[1]        # no capture was available, so nothing was declined


# -- Chíu and claims -----------------------------------------------------------

def test_chiu_out_of_turn_then_the_turn_returns_to_the_interrupted_gate():
    s = rig({0: "5V", 2: "5V 5V 5V"})
    act(s, "discard 5V")
    assert s.phase is chan.Phase.CLAIM and s.current_player == 2
    assert "chíu 5V" in texts(s)
    act(s, "chíu 5V")
    assert [str(g) for g in s.exposed[2]] == ["Chíu 5V 5V 5V 5V"]
    assert s.phase is chan.Phase.DISCARD and s.current_player == 2
    a = act(s, "discard")
    replacement = a.cards[0]
    assert s.gates[0] == [replacement]               # the discard replaces the taken card at gate 0
    assert s.current_player == 1 and s.phase is chan.Phase.RESPOND and s.offer.card == replacement


def test_chiu_in_turn_passes_play_on_to_the_next_seat():
    s = rig({0: "5V", 1: "5V 5V 5V " + P1[:-9]})
    act(s, "discard 5V")
    assert s.current_player == 1 and s.phase is chan.Phase.CLAIM
    act(s, "chíu 5V")
    act(s, "discard")
    assert s.gates[1] and s.current_player == 2


def test_chiu_out_of_turn_on_a_turned_up_card_returns_to_the_player_who_turned_it():
    s = rig({0: "2N", 1: P1, 3: "8V 8V 8V"}, stock_top="8V")
    act(s, "discard 2N")
    act(s, "draw")                                   # 8V turned up at gate 1
    assert s.phase is chan.Phase.CLAIM and s.current_player == 3
    act(s, "chíu 8V")
    act(s, "discard")
    assert s.current_player == 1 and s.phase is chan.Phase.TURNED and s.offer.gate == 1


@pytest.mark.parametrize("barred", [False, True])
def test_a_player_is_never_offered_their_own_discard_back(barred):
    # Player 2 Chíus the 8V Player 1 turned up, discards 2S at gate 1; Player 1 leaves it, and the
    # turn passes to Player 2, who holds 2S 2S but may not take back its own discard (even when
    # passed_faces_barred is off), and declines nothing by drawing.
    rules = chan.Rules(passed_faces_barred=barred)
    s = rig({0: "2N", 1: P1, 2: "8V 8V 8V 2S 2S 2S"}, stock_top="8V 7N", rules=rules)
    act(s, "discard 2N")
    act(s, "draw")                                   # 8V turned up at gate 1
    act(s, "chíu 8V")
    act(s, "discard 2S")
    assert s.current_player == 1 and s.phase is chan.Phase.TURNED and s.offer.card == C("2S")
    act(s, "leave 2S")
    assert s.current_player == 2 and s.phase is chan.Phase.RESPOND and s.offer.by == 2
    assert texts(s) == ["draw: turn up a stock card"]
    v = refused(s, Action("chan", (C("2S"), C("2S")), None, 2))
    assert v.codes == ("chan.own_discard",) and "ăn lại lá mình đã đánh" in v.text("vi")
    act(s, "draw")
    assert C("2S").index not in s.declined[2]


def test_holding_three_identical_the_fourth_is_taken_only_by_chiu():
    s = rig({0: "5V", 1: "5V 5V 5V " + P1[:-9]})
    act(s, "discard 5V")
    act(s, "let 5V go")
    assert s.phase is chan.Phase.RESPOND
    assert not any(t.startswith("chắn") for t in texts(s))
    assert C("5V").index in s.declined[1]            # declining a Chíu bars the face like a Chắn
    assert refused(s, Action("chan", (C("5V"), C("5V")), None, 1)).codes[0] in (
        "chan.three_means_chiu", "chan.declined_no_capture")


WAIT_2 = "2V 2V 2S 2S 3N 3N 4V 4V 6S 6S 7N 7N 8V 8S 9V 9N 4S 4N 5V"     # waits on a Ngũ
WAIT_3 = "2N 2N 3V 3V 3S 3S 4N 4N 6V 6V 7S 7S 8N 8N 9S 9S 6N 7V 5S"     # waits on 5V/5N... and more


def test_priority_win_then_chiu_then_ordinary_capture():
    s = rig({0: "2N", 1: "5S " + P1[:-3], 2: "5N 5N 5N", 3: WAIT_2}, stock_top="5N")
    act(s, "discard 2N")
    act(s, "draw")                                   # 1 turns up 5N
    assert s.claims == [(3, "win"), (2, "chiu")]
    assert s.current_player == 3 and texts(s)[0].startswith("ù on 5N")
    act(s, "let 5N go")
    assert s.current_player == 2 and "chíu 5N" in texts(s)
    act(s, "let 5N go")
    assert s.current_player == 1 and s.phase is chan.Phase.TURNED and "cạ 5N with 5S" in texts(s)


def test_equal_claims_go_by_seat_order_from_the_exposing_gate():
    other = "2N 2N 3V 3V 3S 3S 6V 6V 6N 6N 7S 7S 8V 8N 9S 9N 4V 4S 5S"       # also waits on a Ngũ
    s = rig({0: "2N", 2: other, 3: WAIT_2}, stock_top="5N")
    act(s, "discard 2N")
    act(s, "draw")                                   # 5N at gate 1: 2 is asked before 3
    assert s.claims == [(2, "win"), (3, "win")] and s.current_player == 2
    assert texts(s)[0] == "ù on 5N (another gate)"
    s2 = rig({0: "2N", 2: other, 3: WAIT_2}, stock_top="9V 5N")
    act(s2, "discard 2N")
    act(s2, "draw")
    act(s2, "leave 9V")
    act(s2, "draw")                                  # 5N at gate 2: 2 first (Ù chì), then 3
    assert s2.offer.gate == 2 and s2.claims == [(2, "win"), (3, "win")]
    assert texts(s2)[0] == "ù on 5N (own gate)"
    act(s2, "let 5N go")
    assert s2.current_player == 3 and texts(s2)[0] == "ù on 5N (another gate)"


def test_win_only_on_a_turned_up_stock_card_never_on_a_discard():
    s = rig({0: "5N", 1: WAIT_2})
    act(s, "discard 5N")
    assert not any(a.kind == "u" for a in s.legal_actions())
    v = refused(s, Action("u", (C("5N"),), "other_gate_stock", 1))
    assert "chan.no_win_on_discard" in v.codes or "chan.phase.respond" in v.codes


def test_a_win_on_another_gates_stock_card_and_its_payments():
    s = rig({0: "2N", 1: P1, 3: WAIT_2}, stock_top="5N")
    act(s, "discard 2N")
    act(s, "draw")
    act(s, "ù on 5N")
    assert s.is_terminal()
    o = s.outcome()
    assert o.winner == 3 and o.end == "u" and o.zero_sum
    pts = o.details["score"].points
    assert o.payments == {0: -pts, 1: -pts, 2: -pts, 3: 3 * pts}
    # Seats are named per language, and "you" only for the learner's seat when one is given
    # (the deal itself is between seats, not between "You" and "AI 1..3").
    assert "Player 3 wins (ù) on Ngũ văn turned up at another gate" in o.text("en")
    assert "Người chơi 3 ù lá Ngũ văn lật ở cửa người khác" in o.text("vi")
    assert "Player 3 (you) wins (ù)" in o.text("en", you=3) and "You" not in o.text("en")


def test_u_chi_win_at_your_own_gate():
    s = rig({0: "2N", 1: WAIT_2}, stock_top="5N")
    act(s, "discard 2N")
    act(s, "draw")
    assert s.current_player == 1 and texts(s)[0] == "ù on 5N (own gate)"
    act(s, "ù on 5N")
    assert ("Ù chì", 3, 1) in s.outcome().details["score"].bonuses


def test_a_chiu_can_win_on_a_discard():
    hand = "5V 5V 5V 2S 2S 3N 3N 4V 4V 6S 6S 7N 7N 8V 8S 9V 9N 4S 4N"
    s = rig({0: "5V", 1: hand})
    act(s, "discard 5V")
    assert "ù on 5V by Chíu" in texts(s)
    act(s, "ù on 5V by Chíu")
    o = s.outcome()
    assert o.winner == 1 and s.win_source == "chiu"
    assert ("Chíu ù", 5, 2) in o.details["score"].bonuses


def test_declining_a_win_lets_the_next_claimant_decide():
    s = rig({0: "2N", 1: P1, 3: WAIT_2}, stock_top="5N")
    act(s, "discard 2N")
    act(s, "draw")
    act(s, "let 5N go")
    assert s.phase is chan.Phase.TURNED and s.current_player == 1 and not s.is_terminal()


# -- Thiên ù and the dead hand -------------------------------------------------

DEALT_WIN = "2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 9N 9N 4S 4N 5V 5N 6V 6S"


def test_thien_u_the_dealers_first_twenty_cards_win():
    s = rig({0: DEALT_WIN})
    assert texts(s)[0] == "ù: Thiên ù (the dealt cards win)"
    act(s, "ù: Thiên ù")
    o = s.outcome()
    assert o.winner == 0 and o.end == "thien_u" and ("Thiên ù", 3, 1) in o.details["score"].bonuses
    assert o.payments == {0: 9, 1: -3, 2: -3, 3: -3}


def test_dealer_may_discard_instead_of_declaring_thien_u():
    s = rig({0: DEALT_WIN})
    act(s, "discard")
    assert not s.is_terminal() and s.current_player == 1


TEN_CHAN = "CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 9N 9N 4S 4S 7V 7V"
# The two hands: ten Chắn with Chi chi, and 6 Chắn + 4 Cạ with no Cạ in the Nhị rank.
TEN_CHAN_CHI_CHI = "CC CC 2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2S 2S 3S 3S 4S 4S"
SIX_CHAN_FOUR_CA = "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 2S 2S 3V 3N 4V 4N 7V 7N 6S 6N"


def dealing_orders(hand):
    """The dealer's cards in several dealing orders: each card dealt last once, and the order reversed."""
    cards = hand.split()
    orders = [cards[i + 1:] + cards[:i + 1] for i in range(len(cards))]
    return [" ".join(o) for o in orders + [cards[::-1]]]


@pytest.mark.parametrize("hand, points, bonuses", [
    (TEN_CHAN_CHI_CHI, 15, (("Thập thành", 12, 9), ("Thiên ù", 3, 1))),
    (SIX_CHAN_FOUR_CA, 3, (("Thiên ù", 3, 1),)),
])
def test_thien_u_has_no_winning_card_whatever_order_the_cards_were_dealt_in(hand, points, bonuses):
    # Neither the Chi chi rule nor Bạch thủ applies: the same offer and score for every dealing order.
    for order in dealing_orders(hand):
        s = rig({0: order})
        assert not s.dead[0] and texts(s)[0] == "ù: Thiên ù (the dealt cards win)"
        act(s, "ù: Thiên ù")
        o = s.outcome()
        assert o.end == "thien_u" and o.details["winning_card"] is None
        assert o.details["score"].points == points and o.details["score"].bonuses == bonuses
        assert o.payments == {0: 3 * points, 1: -points, 2: -points, 3: -points}
    assert "no winning card" in o.text("en") and "không có lá ù" in o.text("vi")


def test_a_dealer_holding_only_pairs_has_thien_u_never_a_dead_hand():
    # With no winning card, a dealer with no legal opening discard (every face an even number of
    # times) holds ten Chắn: a Thiên ù. Chi chi among them changes nothing.
    for hand in (TEN_CHAN, TEN_CHAN_CHI_CHI, "CC CC CC CC 2V 2V 2S 2S 4V 4V 5S 5S 6N 6N 8V 8V 9N 9N 8S 8S"):
        for order in dealing_orders(hand)[::5]:
            s = rig({0: order})
            assert not s.dead[0] and texts(s) == ["ù: Thiên ù (the dealt cards win)"]


def dead_dealer(stock_top):
    """A deal whose dealer has a dead hand. No real deal has one any more (a dealer with no legal
    discard holds ten Chắn, a Thiên ù); the flag is set by hand to check what a dead hand may do."""
    s = rig({0: TEN_CHAN}, stock_top=stock_top)
    s.dead[0] = True
    return s


def test_a_dead_hand_only_draws_and_never_captures():
    s = dead_dealer("7V 2N 3N 4N 5N")
    assert texts(s) == ["draw: turn up a stock card (dead hand)"]
    act(s, "draw")
    assert s.current_player == 0 and s.phase is chan.Phase.TURNED
    assert texts(s) == ["leave 7V"]                  # the dealer holds 7V 7V, but a dead hand never captures
    v = refused(s, Action("chan", (C("7V"), C("7V")), None, 0))
    assert v.codes == ("chan.dead_hand",)
    assert "chết bài" in v.text("vi")


def test_a_dead_hand_only_draws():
    s = dead_dealer("7V 2N 3N 4N 5N")
    act(s, "draw")
    act(s, "leave 7V")
    for _ in range(3):
        act(s, "draw")
        act(s, "leave")
    assert s.current_player == 0 and s.phase is chan.Phase.RESPOND
    assert texts(s) == ["draw: turn up a stock card"]
    assert len(s.hands[0]) == 20


# -- endings and records -------------------------------------------------------

def test_drawn_deal_when_the_stock_runs_out():
    s = chan.new_game(3)
    while not s.is_terminal():
        acts = s.legal_actions()
        passive = [a for a in acts if a.kind in ("draw", "leave", "decline")]
        s.apply(passive[0] if passive else acts[-1])
    o = s.outcome()
    assert o.winner is None and o.end == "drawn" and set(o.payments.values()) == {0}
    assert not s.stock
    assert "ván hòa" in o.text("vi") and "drawn" in o.text("en")


def test_outcome_before_the_end_is_refused():
    with pytest.raises(CardlabError, match="not over"):
        chan.new_game(1).outcome()


def test_history_flags_thien_khai_and_bon_are_recorded():
    s = rig({0: "2N", 1: "5V 5V 8N " + P1[:-9], 2: "9S 9S 9S 9S"}, stock_top="5V 3N 4N 6N 5V")
    assert "thien_khai" in s.flags[2]
    act(s, "discard 2N")
    act(s, "draw")                                   # 1 turns up 5V, holds a pair of 5V
    act(s, "chắn 5V with 5V")
    act(s, "discard")
    while s.offer is None or s.offer.card != C("5V") or s.offer.source != "stock":
        act(s, "draw" if s.phase is chan.Phase.RESPOND else "leave" if s.phase is chan.Phase.TURNED
            else "let" if s.phase is chan.Phase.CLAIM else "")
    # The fourth Ngũ vạn is turned up at gate 1 (the other players left theirs).
    assert s.current_player == 1 and s.offer.gate == 1
    act(s, "chắn 5V with 5V")
    assert "bon" in s.flags[1]


def test_illegal_actions_are_refused_with_reasons_and_state_unchanged():
    s = rig({0: "5V 5V"})
    v = refused(s, Action("discard", (C("5V"),), None, 1))
    assert v.codes == ("chan.not_your_turn",) and "It is Player 0's decision now, not Player 1's" in v.text("en")
    assert "Người chơi 0" in v.text("vi")
    v = refused(s, Action("draw", (), None, 0))
    assert v.codes == ("chan.phase.opening",)
    v = refused(s, Action("jump", (), None, 0))
    assert v.codes == ("chan.unknown_action",)
    v = refused(s, Action("discard", (C("5V"),)))
    assert v.codes == ("chan.player_missing",)
    v = refused(s, Action("discard", ("5V",), None, 0))
    assert v.codes == ("chan.not_legal",)
    with pytest.raises(IllegalActionError):
        s.apply("discard 5V")
    cardlab.set_language("vi")
    v = refused(s, Action("discard", (C("5V"),), None, 0))
    assert "không được xé Chắn" in str(v)


def test_view_shows_own_hand_and_public_cards_only():
    s = rig({0: "5V", 1: P1})
    act(s, "discard 5V")
    v1, v2 = s.view(1), s.view(2)
    assert list(v1.hand) == s.hands[1] and list(v2.hand) == s.hands[2]
    assert v1.legal_actions and not v2.legal_actions
    assert v1.hand_sizes == (19, 19, 19, 19) and v1.stock_size == 23
    assert v2.gates[0] == (C("5V"),)
    assert not hasattr(v2, "stock") and not hasattr(v2, "hands")
    with pytest.raises(CardlabError):
        s.view(4)
    assert v1._repr_html_().count("data:image/svg+xml;base64,") == 19  # cards are data-URI images


def test_json_round_trip_replays_identically():
    s = rig({0: "5V", 1: "5S " + P1[:-3]}, stock_top="8V")
    act(s, "discard 5V")
    act(s, "cạ 5V with 5S")
    act(s, "discard")
    t = chan.State.from_json(s.to_json())
    assert t.hands == s.hands and t.gates == s.gates and t.exposed == s.exposed and t.stock == s.stock
    assert t.history == s.history and t.phase is s.phase and t.current_player == s.current_player
    g = chan.new_game(11)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    h = chan.State.from_json(g.to_json())
    assert h.to_json() == g.to_json() and h.hands == g.hands
    with pytest.raises(CardlabError):
        chan.State.from_json('{"game": "phom", "seed": 1, "actions": []}')
    with pytest.raises(CardlabError):
        chan.State.from_json("not json")


def test_clone_is_independent():
    s = chan.new_game(5)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert s.history == [] and len(c.history) == 1
