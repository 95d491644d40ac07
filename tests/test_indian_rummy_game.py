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
    assert "Hãy rút bài trước" in str(info.value)


def test_deal_result_prints_and_serialises():
    state = ir.new_game(8)
    state.apply(act(state, "drop"))
    result = state.results[0]
    assert str(result).startswith("Deal 1: ") and result.to_dict()["payments"] == {"0": -20, "1": 20}
