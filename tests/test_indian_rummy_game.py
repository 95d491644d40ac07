"""The Indian Rummy game: the deal, a turn, shows, drops, the stock, formats, views and records."""
from collections import Counter

import pytest

import cardlab
from cardlab import Action, parse_cards
from cardlab import indian_rummy as ir
from cardlab.errors import CardlabError, IllegalActionError, InvalidRulesError


# -- helpers: put chosen cards where a test needs them, keeping every card in one place --

def _take(state, card):
    """Remove one copy of ``card`` from wherever it is; a stock card fills any gap left in a hand."""
    if card in state.stock:
        state.stock.remove(card)
        return
    if card in state.discards:
        state.discards.remove(card)
        state.discards.insert(0, state.stock.pop(0))
        return
    for hand in state.hands:
        if card in hand:
            hand.remove(card)
            hand.append(state.stock.pop(0))
            hand.sort()
            return
    if state.indicator == card:
        state.indicator = state.stock.pop(0)
        return
    raise AssertionError(f"{card} is nowhere")


def rig(state, player, cards):
    """Give ``player`` exactly ``cards`` (their old cards go back to the bottom of the stock)."""
    hand = state.hands[player]
    state.stock[:0] = hand
    hand.clear()
    for c in parse_cards(cards):
        _take(state, c)
        hand.append(c)
    hand.sort()
    state._legal = None


def rig_top(state, card):
    """Put ``card`` on top of the discard pile."""
    card = parse_cards(card)[0]
    _take(state, card)
    state.discards.append(card)
    state._legal = None


def rig_stock_top(state, card):
    card = parse_cards(card)[0]
    _take(state, card)
    state.stock.append(card)
    state._legal = None


def rig_wild(state, indicator):
    """Make ``indicator`` the cut card (and its rank wild); the old cut card goes to the stock."""
    card = parse_cards(indicator)[0]
    if state.indicator != card:
        old = state.indicator
        _take(state, card)
        state.stock.insert(0, old)
        state.indicator = card
    state.wild = ir.wild_rank(card, state.rules)
    state._wild_rank = ir._wild(state.wild)
    state._legal = None


def conserved(state):
    return Counter(state.all_cards()) == Counter(state.rules.deck.cards)


def act(state, kind, card=None, target=None):
    """The legal action of ``kind`` (with ``card`` / ``target``) for the current player."""
    for a in state.legal_actions():
        if a.kind == kind and (card is None or a.cards == tuple(parse_cards(card))) and (
                target is None or a.target == target):
            return a
    raise AssertionError(f"no legal {kind} {card} {target}: {state.legal_actions()}")


AN = "3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C"
BINH = "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H"
CHI = "2S 5S 9S 3H 7H JH 4D 8D QD KD 6C 10C AC"


def seed_table(players=3, **options):
    """An, Bình and Chi at seats 0, 1, 2 with the seed's hands.

    The cut card is a printed joker with ``printed_joker_indicator_makes_aces_wild`` off, so no rank
    is wild and only the printed jokers are (as in the seed's example).
    """
    rules = ir.Rules(printed_joker_indicator_makes_aces_wild=False, **options)
    state = ir.new_game(seed=11, rules=rules, players=players)
    for p, hand in enumerate([AN, BINH, CHI][:players]):
        rig(state, p, hand)
    rig_wild(state, "JK")
    assert state.wild is None and conserved(state)
    return state


# -- Deal ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_deal_gives_thirteen_cards_each_and_opens_the_discard_pile(players):
    state = ir.new_game(seed=players, players=players)
    assert [len(h) for h in state.hands] == [13] * players
    assert len(state.discards) == 1
    assert len(state.stock) == 106 - 13 * players - 2  # minus the cut card and the open card
    assert conserved(state)


def test_default_table_is_two_players():
    assert ir.new_game().players == 2 == ir.DEFAULT_PLAYERS


def test_cut_cards_rank_is_the_wild_rank_of_the_deal():
    for seed in range(30):
        state = ir.new_game(seed)
        assert state.wild == ir.wild_rank(state.indicator)
        assert state.view(0).wild_rank == state.wild and state.view(1).indicator == state.indicator


def test_printed_joker_cut_makes_the_aces_wild_in_the_game():
    seed = next(s for s in range(2000) if ir.new_game(s).indicator.is_joker)
    assert ir.new_game(seed).wild == "A"
    assert ir.new_game(seed, ir.Rules(printed_joker_indicator_makes_aces_wild=False)).wild is None


def test_same_seed_same_deal_other_seed_other_deal():
    assert ir.new_game(5).hands == ir.new_game(5).hands
    assert ir.new_game(5).hands != ir.new_game(6).hands


def test_new_game_refuses_junk():
    for players in (1, 7, "2", True, 2.5):
        with pytest.raises(CardlabError):
            ir.new_game(0, players=players)
    for seed in ("7", None, 1.5):
        with pytest.raises(CardlabError):
            ir.new_game(seed)
    with pytest.raises(InvalidRulesError, match="need at least"):
        ir.new_game(0, ir.Rules(decks=1, printed_jokers=0), players=5)
    with pytest.raises(InvalidRulesError):
        ir.new_game(0, rules="points")


# -- A turn -------------------------------------------------------------------------

def test_turn_draw_from_the_stock_to_fourteen_then_discard_to_thirteen():
    state = ir.new_game(1)
    top_of_stock = state.stock[-1]
    state.apply(act(state, "draw", target=ir.STOCK))
    assert len(state.hands[0]) == 14 and top_of_stock in state.hands[0]
    assert state.phase is ir.Phase.DISCARD and state.current_player == 0
    card = state.hands[0][0]
    state.apply(act(state, "discard", card))
    assert len(state.hands[0]) == 13 and state.discards[-1] == card
    assert state.current_player == 1 and state.phase is ir.Phase.DRAW


def test_turn_may_take_the_top_of_the_discard_pile_instead():
    state = ir.new_game(2)
    top = state.discards[-1]
    state.apply(act(state, "draw", target=ir.PILE))
    assert top in state.hands[0] and len(state.hands[0]) == 14 and state.discards == []
    assert state.taken[0] == [top] and state.view(1).taken[0] == (top,)


def test_seed_take_the_open_eight_to_complete_six_seven_eight_then_still_discard():
    state = ir.new_game(3)
    rig(state, 0, "6H 7H 2S 5S 9S 3D JH 4D QD KD 6C 10C AC")
    rig_top(state, "8H")
    state.apply(act(state, "draw", "8H", ir.PILE))
    assert state.phase is ir.Phase.DISCARD and len(state.hands[0]) == 14  # a discard is still owed
    assert any(a.kind == "discard" for a in state.legal_actions())


def test_discard_before_drawing_is_refused_and_nothing_changes():
    state = ir.new_game(4)
    before = state.to_json(), [list(h) for h in state.hands], list(state.stock)
    card = state.hands[0][0]
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("discard", (card,), None, 0))
    assert info.value.verdict.codes == ("indian_rummy.draw_first",)
    assert (state.to_json(), [list(h) for h in state.hands], list(state.stock)) == before


def test_only_the_top_discard_may_be_taken():
    state = ir.new_game(4)
    other = state.stock[0]
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("draw", (other,), ir.PILE, 0))
    assert info.value.verdict.codes == ("indian_rummy.not_top_discard",)


def test_playing_out_of_turn_is_refused():
    state = ir.new_game(4)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("draw", (), ir.STOCK, 1))
    assert info.value.verdict.codes == ("indian_rummy.not_your_turn",)
    assert "It is Player 0's turn" in str(info.value)


def test_discarding_a_card_not_held_is_refused():
    state = ir.new_game(4)
    state.apply(act(state, "draw", target=ir.STOCK))
    missing = next(c for c in parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S") if c not in state.hands[0])
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("discard", (missing,), None, 0))
    assert info.value.verdict.codes == ("indian_rummy.not_in_hand",)


@pytest.mark.parametrize("junk", [None, "draw", 42, ("draw",)])
def test_junk_actions_are_refused(junk):
    state = ir.new_game(4)
    with pytest.raises(IllegalActionError):
        state.apply(junk)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("fight", (), None, 0))
    assert info.value.verdict.codes == ("indian_rummy.unknown_action",)


def test_actions_print_readably():
    state = ir.new_game(4)
    texts = [str(a) for a in state.legal_actions()]
    assert texts[0] == "draw from the stock" and texts[1].startswith("take ") and texts[2] == \
        "drop (first drop, 20 points)"
    state.apply(state.legal_actions()[0])
    texts = [str(a) for a in state.legal_actions()]
    assert any(t.startswith("discard ") for t in texts) and any(t.startswith("show, putting ") for t in texts)


def test_draws_and_drops_are_labelled_in_both_languages_the_drop_with_its_penalty_points():
    state = ir.new_game(4)
    top = state.discards[-1]
    labels = [a.label for a in state.legal_actions()]
    assert [lb.text("en") for lb in labels] == ["draw from the stock", f"take {top.pretty} from the discard pile",
                                                "drop (first drop, 20 points)"]
    assert [lb.text("vi") for lb in labels] == ["bốc từ nọc", f"lấy {top.pretty} từ bài bỏ",
                                                "bỏ cuộc ở lượt đầu (20 điểm phạt)"]


# -- Shows --------------------------------------------------------------------------

def test_seed_deal_an_shows_bình_pays_25_chi_pays_80():
    state = seed_table()
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))     # An draws K♣
    state.apply(act(state, "declare", "KC"))              # and shows with K♣ face down
    assert state.finish == {0: parse_cards("KC")[0]}
    out = state.outcome()
    assert out.winner == 0 and out.end == "show"
    assert out.payments == {0: 105, 1: -25, 2: -80} and out.zero_sum
    result = state.results[-1]
    assert result.penalties == {0: 0, 1: 25, 2: 80}
    assert result.shown[0].valid_declaration and result.shown[1].penalty == 25
    assert "Player 0 shows validly and wins the deal" in out.text()
    assert conserved(state)


def test_wrong_show_costs_80_and_play_goes_on():
    state = seed_table()
    rig(state, 0, BINH)          # Bình's cards are no show
    rig(state, 1, AN)
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KC"))
    assert state.statuses[0] == ir.WRONG_SHOW and not state.is_terminal()
    assert state.current_player == 1 and state.view(2).shown[0].penalty == 25
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KC"))
    out = state.outcome()
    assert out.winner == 1 and out.payments[0] == -80 and out.zero_sum
    assert "Player 0 showed wrongly: 80 points" in out.text()


def test_wrong_show_with_two_players_leaves_the_other_the_winner():
    state = seed_table(players=2)
    state.apply(act(state, "draw", target=ir.STOCK))
    rig(state, 0, BINH + " KC")
    state.apply(act(state, "declare", "KC"))
    out = state.outcome()
    assert out.winner == 1 and out.end == "last_player" and out.payments == {0: -80, 1: 80}


def test_wrong_show_ends_the_deal_when_the_option_says_so():
    state = seed_table(after_wrong_show="deal_ends")
    rig(state, 0, BINH)
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KC"))
    out = state.outcome()
    assert out.winner is None and out.end == "wrong_show"
    assert out.payments == {0: -80, 1: 40, 2: 40}
    assert "shared" in out.text()


def test_a_wrong_show_explains_what_was_missing():
    state = seed_table()
    rig(state, 0, CHI)
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", state.hands[0][-1]))
    rig(state, 1, AN)
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KC"))
    text = state.outcome().text()
    assert "no pure sequence" in text.lower() or "no sequence" in text.lower()


# -- Drops ---------------------------------------------------------------------------

def test_first_drop_costs_20():
    state = ir.new_game(8)
    state.apply(act(state, "drop"))
    out = state.outcome()
    assert out.winner == 1 and out.payments == {0: -20, 1: 20}
    assert "first drop" in out.text()


def test_middle_drop_costs_40():
    state = ir.new_game(8)
    for _ in range(2):
        state.apply(act(state, "draw", target=ir.STOCK))
        state.apply(act(state, "discard", state.hands[state.current_player][0]))
    assert str(act(state, "drop")) == "drop (middle drop, 40 points)"
    state.apply(act(state, "drop"))
    assert state.outcome().payments == {0: -40, 1: 40}


def test_drop_only_before_drawing():
    state = ir.new_game(8)
    state.apply(act(state, "draw", target=ir.STOCK))
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("drop", (), None, 0))
    assert info.value.verdict.codes == ("indian_rummy.drop_before_draw",)


def test_a_dropped_player_is_skipped_and_pays_when_someone_shows():
    state = seed_table(players=3)
    rig(state, 2, AN)
    rig(state, 0, CHI)
    state.apply(act(state, "drop"))                         # seat 0 drops at once: 20
    assert state.current_player == 1
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", state.hands[1][0]))
    assert state.current_player == 2
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KC"))
    pen = state.results[-1].penalties
    assert pen[0] == 20 and pen[2] == 0 and state.outcome().zero_sum


def test_drop_amounts_follow_the_rules():
    state = ir.new_game(8, ir.Rules(first_drop=25, middle_drop=50))
    assert str(act(state, "drop")) == "drop (first drop, 25 points)"


# -- The stock ---------------------------------------------------------------------

def _empty_the_stock(state, leave=1):
    while len(state.stock) > leave:
        state.discards.insert(0, state.stock.pop())


def test_empty_stock_is_refilled_from_the_discards_under_the_top_card():
    state = ir.new_game(9)
    _empty_the_stock(state)
    pile = list(state.discards)
    state.apply(act(state, "draw", target=ir.STOCK))
    card = state.hands[0][0]
    state.apply(act(state, "discard", card))
    assert state.discards == [card] and sorted(state.stock) == sorted(pile)
    assert state.reshuffles == 1 and conserved(state)
    again = ir.new_game(9)
    _empty_the_stock(again)
    again.apply(act(again, "draw", target=ir.STOCK))
    again.apply(act(again, "discard", card))
    assert again.stock == state.stock  # the reshuffle is deterministic


def test_max_reshuffles_ends_the_deal_with_no_winner():
    state = ir.new_game(9, ir.Rules(max_reshuffles=0))
    _empty_the_stock(state)
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", state.hands[0][0]))
    out = state.outcome()
    assert out.winner is None and out.end == "stock_out" and set(out.payments.values()) == {0}


# -- Formats across deals ------------------------------------------------------------

def play_out(state, kinds=("greedy", "greedy")):
    from cardlab.bots import make_bot
    bots = [make_bot(ir, kinds[i % len(kinds)], seed=i) for i in range(state.players)]
    while not state.is_terminal():
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
    return state.outcome()


def test_points_format_is_one_deal():
    state = ir.new_game(3)
    out = play_out(state)
    assert len(state.results) == 1 and out.payments == dict(state.results[0].payments)


@pytest.mark.parametrize("fmt,limit", [("pool101", 101), ("pool201", 201)])
def test_pool_eliminates_players_at_the_limit_and_the_last_one_wins(fmt, limit):
    state = ir.new_game(5, ir.Rules(format=fmt), players=3)
    out = play_out(state, ("greedy", "random", "random"))
    assert len(state.results) > 1
    for q in range(3):
        if q == out.winner:
            assert state.scores[q] < limit
        else:
            assert state.scores[q] >= limit
    assert out.payments[out.winner] == 2 and out.zero_sum and out.end == "pool"
    assert sum(r.penalties[q] for r in state.results for q in r.penalties if q != out.winner) >= 2 * limit


def test_pool_scores_add_up_deal_penalties():
    state = ir.new_game(6, ir.Rules.pool(101), players=2)
    play_out(state, ("greedy", "random"))
    for q in range(2):
        assert state.scores[q] == sum(r.penalties.get(q, 0) for r in state.results)


def test_deals_format_plays_the_fixed_number_of_deals_with_chips():
    rules = ir.Rules.deals_format(3)
    state = ir.new_game(7, rules, players=2)
    out = play_out(state)
    assert len(state.results) >= 3
    start = 3 * rules.max_penalty
    assert sum(state.scores) == 2 * start
    assert out.payments == {q: state.scores[q] - start for q in range(2)} and out.zero_sum
    assert state.scores[out.winner] == max(state.scores)


def test_first_player_rotates_from_deal_to_deal():
    state = ir.new_game(7, ir.Rules.deals_format(3), players=3)
    firsts = []
    from cardlab.bots import make_bot
    bots = [make_bot(ir, "greedy", seed=i) for i in range(3)]
    seen_deal = -1
    while not state.is_terminal():
        if state.deal != seen_deal:
            firsts.append(state.current_player)
            seen_deal = state.deal
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
    assert firsts[:3] == [0, 1, 2]


# -- Views, records ---------------------------------------------------------------

def _cards_in(value):
    """Every card reachable from a view's field (through tuples, lists, dicts and arrangements)."""
    if isinstance(value, cardlab.Card):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _cards_in(v)]
    if isinstance(value, (tuple, list)):
        return [c for v in value for c in _cards_in(v)]
    if isinstance(value, ir.RummyArrangement):
        return list(value.cards)
    return []


def test_view_shows_own_hand_and_the_table_but_no_other_hand_or_stock_order():
    state = ir.new_game(12, players=3)
    v = state.view(1)
    assert v.player == 1 and list(v.hand) == sorted(state.hands[1])
    assert v.legal_actions == () and state.view(0).legal_actions == tuple(state.legal_actions())
    assert v.stock_size == len(state.stock) and v.hand_sizes == (13, 13, 13)
    assert v.discard_pile == tuple(state.discards) and v.top_discard == state.discards[-1]
    public = Counter(state.hands[1]) + Counter(state.discards) + Counter([state.indicator])
    seen = Counter()
    for name in v.__dataclass_fields__:
        if name not in ("rules", "legal_actions"):
            seen += Counter(_cards_in(getattr(v, name)))
    assert seen == public  # nothing of the other hands or the stock
    assert not hasattr(v, "hands") and not hasattr(v, "stock")
    with pytest.raises(CardlabError):
        state.view(3)


def test_json_round_trip_replays_the_same_game():
    state = ir.new_game(13, ir.Rules(format="pool101"), players=3)
    play_out(state, ("greedy", "random", "random"))
    again = ir.State.from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert again.hands == state.hands and again.scores == state.scores
    assert again.outcome().payments == state.outcome().payments


def test_json_of_another_game_is_refused():
    with pytest.raises(CardlabError):
        ir.State.from_json('{"game": "tongits", "seed": 0, "actions": []}')
    with pytest.raises(CardlabError):
        ir.State.from_json("not json")


def test_outcome_before_the_end_is_refused():
    with pytest.raises(CardlabError, match="not over"):
        ir.new_game().outcome()


def test_play_runs_a_whole_game_by_name():
    state = cardlab.play("indian-rummy", ["greedy", "random", "random"], seed=3)
    assert state.is_terminal() and state.players == 3


def test_illegal_move_reasons_in_vietnamese():
    cardlab.set_language("vi")
    state = ir.new_game(4)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("discard", (state.hands[0][0],), None, 0))
    assert "Hãy bốc bài trước" in str(info.value)


def test_deal_result_prints_and_serialises():
    state = ir.new_game(8)
    state.apply(act(state, "drop"))
    result = state.results[0]
    assert str(result).startswith("Deal 1: ") and result.to_dict()["payments"] == {"0": -20, "1": 20}


# -- Rules the apps add ------------------------------------------------------------

def _discard_to_pile(state, card):
    """The current player draws from the stock and discards ``card`` (given to them first)."""
    p = state.current_player
    state.apply(act(state, "draw", target=ir.STOCK))
    hand = [str(c) for c in state.hands[p]]
    if card not in hand:
        rig(state, p, " ".join(hand[1:] + [card]))
    state.apply(act(state, "discard", card))


@pytest.mark.parametrize("joker", ["JK", "5S"])  # a printed joker, a wild joker (fives wild)
def test_a_discarded_joker_may_be_taken_from_the_pile_by_default(joker):
    state = ir.new_game(20)
    rig_wild(state, "5H")
    _discard_to_pile(state, joker)
    state.apply(act(state, "draw", joker, ir.PILE))
    assert parse_cards(joker)[0] in state.hands[1]


@pytest.mark.parametrize("joker", ["JK", "5S"])
def test_a_discarded_joker_cannot_be_taken_from_the_pile_when_discarded_joker_pickable_is_off(joker):
    state = ir.new_game(20, ir.Rules(discarded_joker_pickable=False))
    rig_wild(state, "5H")
    _discard_to_pile(state, joker)
    assert [a.target for a in state.legal_actions() if a.kind == "draw"] == [ir.STOCK]
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("draw", tuple(parse_cards(joker)), ir.PILE, 1))
    assert info.value.verdict.codes == ("indian_rummy.joker_stays_in_pile",)
    assert "a discarded joker cannot be taken" in info.value.verdict.text("en")
    assert "joker đã đánh không được lấy lại từ bài bỏ" in info.value.verdict.text("vi")
    assert state.to_json() == before
    # Any other card on top may be taken as usual.
    state.apply(act(state, "draw", target=ir.STOCK))
    plain = next(c for c in state.hands[1] if not ir._is_wild(c, state._wild_rank))
    state.apply(act(state, "discard", plain))
    assert any(a.target == ir.PILE for a in state.legal_actions())


def test_the_card_opening_the_pile_may_be_taken_even_when_a_joker_and_discarded_joker_pickable_is_off():
    state = ir.new_game(20, ir.Rules(discarded_joker_pickable=False))
    rig_top(state, "JK")
    state.discards[:] = state.discards[-1:]
    assert state.opening_on_top
    state.apply(act(state, "draw", "JK", ir.PILE))  # nobody discarded it


def test_the_card_taken_from_the_pile_may_be_discarded_in_the_same_turn_by_default():
    state = ir.new_game(21)
    top = state.discards[-1]
    state.apply(act(state, "draw", target=ir.PILE))
    state.apply(act(state, "discard", str(top)))
    assert state.discards[-1] == top


def test_the_card_taken_from_the_pile_cannot_be_discarded_in_the_same_turn_when_discard_taken_card_is_off():
    state = ir.new_game(21, ir.Rules(discard_taken_card=False))
    top = state.discards[-1]
    state.apply(act(state, "draw", target=ir.PILE))
    assert state.pile_card == top
    assert all(a.cards != (top,) for a in state.legal_actions())  # neither discarded nor put face down
    before = state.to_json()
    for kind, code in (("discard", "indian_rummy.taken_not_discarded"),
                       ("declare", "indian_rummy.taken_not_face_down")):
        with pytest.raises(IllegalActionError) as info:
            state.apply(Action(kind, (top,), None, 0))
        assert info.value.verdict.codes == (code,)
        assert top.pretty in info.value.verdict.text("en") and "vừa được lấy từ bài bỏ" in info.value.verdict.text("vi")
    assert state.to_json() == before
    other = next(c for c in state.hands[0] if c != top)
    state.apply(act(state, "discard", str(other)))
    assert state.pile_card is None
    # The next turn it may go like any card.
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", state.hands[1][0]))
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", str(top)))


def test_a_second_copy_of_the_taken_card_stays_too_when_discard_taken_card_is_off():
    state = ir.new_game(21, ir.Rules(discard_taken_card=False))
    rig(state, 0, "9H 2S 5S 9S 3D JH 4D QD KD 6C 10C AC 7C")
    rig_top(state, "9H")
    state.apply(act(state, "draw", "9H", ir.PILE))
    assert state.hands[0].count(parse_cards("9H")[0]) == 2
    assert not state.can(Action("discard", tuple(parse_cards("9H")), None, 0))


def test_a_drop_is_allowed_at_a_two_player_deals_table_by_default():
    state = ir.new_game(22, ir.Rules.deals_format(2), players=2)
    state.apply(act(state, "drop"))
    assert state.results[0].penalties[0] == 20


def test_no_drop_at_a_two_player_deals_table_when_drop_in_two_player_deals_is_off():
    rules = ir.Rules.deals_format(2, drop_in_two_player_deals=False)
    state = ir.new_game(22, rules, players=2)
    assert all(a.kind != "drop" for a in state.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action("drop", (), None, 0))
    assert info.value.verdict.codes == ("indian_rummy.no_drop_two_player_deals",)
    assert "Bàn Deals hai người không được bỏ cuộc" in info.value.verdict.text("vi")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", state.hands[0][0]))
    assert all(a.kind != "drop" for a in state.legal_actions())  # no middle drop either
    # Three players at a Deals table, or two in another format, may drop.
    assert any(a.kind == "drop" for a in ir.new_game(22, rules, players=3).legal_actions())
    other = ir.Rules.pool(101, drop_in_two_player_deals=False)
    assert any(a.kind == "drop" for a in ir.new_game(22, other, players=2).legal_actions())


def test_pool_201_table_charges_a_first_drop_of_25():
    state = ir.new_game(8, ir.Rules.pool(201), players=3)
    assert str(act(state, "drop")) == "drop (first drop, 25 points)"
    state.apply(act(state, "drop"))
    assert state.deal_penalties[0] == 25
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", state.hands[1][0]))
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "discard", state.hands[2][0]))
    assert str(act(state, "drop")) == "drop (middle drop, 50 points)"


def test_seed_deal_under_two_sequences_one_pure_binh_pays_80_not_25():
    state = seed_table(loser_grouping_requirement="two_sequences_one_pure")
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KC"))
    assert state.results[-1].penalties == {0: 0, 1: 80, 2: 80}


# -- A show with the player's own grouping ------------------------------------------

AN_GROUPS = "3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C"
AN_BADLY = "3H 4H 5H | 8S JK 10S | JS QH QD QC | 6H 6S 6C"  # the same cards, J♠ in the queens


def _an_draws_kc(**options):
    state = seed_table(**options)
    rig_stock_top(state, "KC")
    state.apply(act(state, "draw", target=ir.STOCK))
    return state


def test_a_show_with_the_players_grouping_is_judged_as_grouped():
    state = _an_draws_kc()
    state.apply(ir.show_action(0, "KC", AN_GROUPS))
    result = state.results[-1]
    assert result.winner == 0 and result.end == "show"
    assert [sorted(g) for g in result.shown[0].groups] == [sorted(parse_cards(g)) for g in AN_GROUPS.split("|")]
    assert state.history[-1].target == AN_GROUPS
    assert str(state.history[-1]) == "show, putting KC face down: " + AN_GROUPS


def test_a_grouped_show_is_labelled_with_its_groups_in_card_symbols_in_both_languages():
    state = _an_draws_kc()
    state.apply(ir.show_action(0, "KC", AN_GROUPS))
    label = state.history[-1].label
    groups = "3♥ 4♥ 5♥ | 8♠ 🃏 10♠ J♠ | Q♥ Q♦ Q♣ | 6♥ 6♠ 6♣"
    assert label.text("en") == "show, putting K♣ face down: " + groups
    assert label.text("vi") == "khai bài, úp lá K♣: " + groups


def test_a_valid_hand_grouped_badly_is_a_wrong_show():
    state = _an_draws_kc()
    state.apply(ir.show_action(0, "KC", AN_BADLY))
    assert state.statuses[0] == ir.WRONG_SHOW and not state.shown[0].valid_declaration
    assert state.deal_penalties[0] == 80
    assert list(state.shown[0].deadwood) == parse_cards("JS QH QD QC")
    rig(state, 1, AN)
    rig_stock_top(state, "KD")
    state.apply(act(state, "draw", target=ir.STOCK))
    state.apply(act(state, "declare", "KD"))
    reasons = state.results[-1].reasons
    codes = [r.code for r in reasons]
    assert "indian_rummy.invalid_group" in codes and "indian_rummy.could_have_shown" in codes
    text = state.outcome().text()
    assert "Player 0 showed wrongly: 80 points" in text and "Grouped otherwise these cards make a valid show" in text
    assert "Nếu xếp nhóm khác, các lá này khai hợp lệ được" in state.outcome().text("vi")


def test_show_grouping_best_judges_every_show_by_the_engines_best_grouping():
    state = _an_draws_kc(show_grouping="best")
    state.apply(ir.show_action(0, "KC", AN_BADLY))
    assert state.results[-1].winner == 0 and state.results[-1].shown[0].valid_declaration


def test_a_show_without_a_grouping_is_judged_by_the_engines_best_grouping():
    state = _an_draws_kc()
    assert state.rules.show_grouping == "player"
    state.apply(act(state, "declare", "KC"))
    assert state.results[-1].winner == 0


def test_cards_left_out_of_the_players_grouping_make_a_wrong_show():
    state = _an_draws_kc()
    state.apply(ir.show_action(0, "KC", "3H 4H 5H | 8S JK 10S JS | QH QD QC"))
    assert state.statuses[0] == ir.WRONG_SHOW
    assert sorted(state.shown[0].deadwood) == sorted(parse_cards("6H 6S 6C"))
    assert "indian_rummy.not_grouped" in [r.code for r in state.show_failures[0]]


@pytest.mark.parametrize("groups,code", [
    ("3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C KC", "indian_rummy.grouping_not_kept"),  # the card face down
    ("3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6D", "indian_rummy.grouping_not_kept"),     # not held
    ("3H 4H 5H | 9X", "indian_rummy.grouping_unreadable"),
    (42, "indian_rummy.grouping_unreadable"),
    ([], "indian_rummy.grouping_unreadable"),
])
def test_a_grouping_of_cards_not_kept_or_unreadable_is_refused_and_changes_nothing(groups, code):
    state = _an_draws_kc()
    before = state.to_json()
    action = Action("declare", tuple(parse_cards("KC")), groups, 0)
    assert not state.can(action)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert info.value.verdict.codes == (code,)
    text = info.value.verdict.text("en")
    quoted = ("6♦" in text or "K♣" in text) if code.endswith("not_kept") else repr(groups)[:10] in text
    assert quoted
    assert info.value.verdict.text("vi") != text
    assert state.to_json() == before


def test_a_refused_grouped_show_is_answered_from_the_catalogue_in_the_learners_language():
    state = _an_draws_kc()
    action = Action("declare", tuple(parse_cards("KC")), "3H 4H 5H | 9X", 0)
    cardlab.set_language("vi")
    try:
        with pytest.raises(IllegalActionError) as info:
            state.apply(action)
    finally:
        cardlab.set_language("en")
    error = info.value
    assert error.code == "error.not_allowed"
    assert str(error).startswith("không được đi") and "'3H 4H 5H | 9X'" in str(error)
    assert "is not allowed" in error.text("en")


def test_a_show_with_a_grouping_follows_the_other_rules_of_a_turn():
    state = seed_table()
    with pytest.raises(IllegalActionError) as info:
        state.apply(ir.show_action(0, "3H", AN_GROUPS))  # before drawing
    assert info.value.verdict.codes == ("indian_rummy.draw_first",)
    state = seed_table(discard_taken_card=False)
    rig_top(state, "KC")
    state.apply(act(state, "draw", "KC", ir.PILE))
    with pytest.raises(IllegalActionError) as info:
        state.apply(ir.show_action(0, "KC", AN_GROUPS))
    assert info.value.verdict.codes == ("indian_rummy.taken_not_face_down",)


def _greedy_until_show(seed):
    """A game of two greedy bots up to the first show they would make: (state, the show)."""
    from cardlab.bots.indian_rummy import GreedyBot
    state = ir.new_game(seed)
    bots = [GreedyBot(0), GreedyBot(1)]
    while True:
        p = state.current_player
        action = bots[p].choose(state.view(p))
        if action.kind == "declare":
            return state, action
        state.apply(action)


@pytest.mark.parametrize("spoil", [False, True])
def test_a_show_with_a_grouping_replays_from_its_record(spoil):
    state, show = _greedy_until_show(3)
    groups = [g.split() for g in show.target.split("|")]
    if spoil:  # one card of the first group moved to the last: a wrong show
        groups[-1].append(groups[0].pop())
    p = state.current_player
    state.apply(ir.show_action(p, show.cards[0], groups))
    again = ir.State.from_json(state.to_json())
    assert again.to_json() == state.to_json() and again.history[-1].target == state.history[-1].target
    assert [r.to_dict() for r in again.results] == [r.to_dict() for r in state.results]
    assert again.results[-1].winner == (1 - p if spoil else p)


def test_show_action_refuses_junk_quoting_it():
    with pytest.raises(CardlabError, match="9X"):
        ir.show_action(0, "KC", "3H 4H 9X")
    with pytest.raises(CardlabError, match="'0'"):
        ir.show_action("0", "KC", AN_GROUPS)


def test_the_greedy_bot_shows_with_its_own_grouping():
    from cardlab.bots.indian_rummy import GreedyBot
    state = _an_draws_kc()
    action = GreedyBot(0).choose(state.view(0))
    assert action.kind == "declare" and action.target is not None
    assert ir.check_declaration(action.target, rules=state.rules, hand=AN)
    state.apply(action)
    assert state.results[-1].winner == 0


def test_the_greedy_bot_puts_another_card_face_down_when_the_taken_card_must_stay():
    from cardlab.bots.indian_rummy import GreedyBot
    rules = ir.Rules(discard_taken_card=False)
    hand = parse_cards(AN + " 6D")  # the set of sixes may spare a card
    first = ir._declaration_discard(hand, None, rules)
    assert first is not None
    # The legal shows: every card but the one the engine would put face down (as if just taken).
    by_kind = {("declare", c): Action("declare", (c,), None, 0) for c in set(hand) if c != first.discard}
    down, melds = GreedyBot._show(hand, None, rules, by_kind)
    assert down != first.discard
    kept = list(hand)
    kept.remove(down)
    assert ir.check_declaration([m.cards for m in melds], rules=rules, hand=kept)
