"""What a Tongits hand keeps between moves (issue #17) equals what is worked out afresh.

The state keeps each seat's card bits and discard moves as cards come and go, and the expose moves
found for the hand's meld cards; a chow is pre-tested on the cards near the discard; the endings call
the outcome builders behind the public ending calculators without their checks, with one search per
hand. Each shortcut is checked here against the plain computation, move after move, under several
rule sets, so a stale value or a wrong shortcut fails a test.
"""
import copy
import pickle
import random

import pytest

from cardlab import tongits
from cardlab.bots import RandomBot
from cardlab.bots.tongits import GreedyBot
from cardlab.cards import STANDARD_52, Hand
from cardlab.engine import Action
from cardlab.errors import IllegalActionError
from cardlab.history import HistoryView
from cardlab.tongits import game as tg
from cardlab.tongits.calculators import _chow_melds, _concealed_fours

RULE_SETS = {
    "default": tongits.Rules(),
    "houses": tongits.Rules(turn_direction="counterclockwise", ace_high_in_runs=True, chow_requires_new_meld=False,
                            fight_timing="before_draw", burn_exempt_with_secret=True, bonus_per_ace=1,
                            bonus_per_king=1, bonus_concealed_four=2),
    "strict": tongits.Rules(tongits_on_final_discard=False, fight_after_melding=False,
                            dealer_may_expose_before_first_discard=False, concealed_melds_count_as_deadwood=True,
                            stock_out_tiebreak="fewer_cards", fight_tie_winner="caller"),
}


def _games(n, seed, rules, greedy=False):
    """``n`` seeded games, yielding the state before every decision and once more at the end."""
    for g in range(n):
        state = tongits.new_game(seed + g, rules, first_player=g % 3)
        bots = [(GreedyBot if greedy and p == 1 else RandomBot)((seed + g) * 10 + p) for p in range(3)]
        while not state.is_terminal():
            yield state
            p = state.current_player
            state.apply(bots[p].choose(state.view(p)))
        yield state


def _afresh(state):
    """A copy of ``state`` that keeps nothing: its move list is worked out from the hands alone (the expose moves
    kept across games are emptied too, so they are found again with a search)."""
    copy = state.clone()
    copy._held = copy._discard_moves = None
    for kept in tg._EXPOSES.values():
        kept.clear()
    copy._legal = None
    return copy


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_kept_hand_bits_discard_moves_and_expose_moves_equal_the_ones_made_afresh(name):
    rules = RULE_SETS[name]
    checked = 0
    for state in _games(40, 500, rules, greedy=name == "houses"):
        if state._held is not None:
            assert state._held == [tg._bits(h) for h in state.hands]
            assert state._discard_moves == [[tg._DISCARD_BY_CODE[p][c.code] for c in h]
                                            for p, h in enumerate(state.hands)]
        kept = state.legal_actions()
        fresh = _afresh(state).legal_actions()
        assert kept == fresh and [a.text for a in kept] == [a.text for a in fresh]
        checked += 1
    assert checked > 500


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_sapaw_moves_are_each_hand_card_on_each_meld_that_accepts_it_in_hand_order(name):
    rules = RULE_SETS[name]
    seen = 0
    for state in _games(60, 600, rules):
        if state.phase is not tongits.Phase.MELD or (state.first_turn and not rules.dealer_may_expose_before_first_discard):
            continue
        p = state.current_player
        hand = state.hands[p]
        keep = 0 if rules.tongits_on_final_discard else 1
        want = [(c, i) for c in hand for i, m in enumerate(state.exposed) if c in m.accepts] if len(hand) > keep else []
        got = [(a.cards[0], a.target) for a in state.legal_actions() if a.kind == "sapaw"]
        assert got == want
        seen += bool(want)
    assert seen > 20


@pytest.mark.parametrize("ace_high", [False, True])
def test_the_chow_pre_test_on_near_cards_never_refuses_a_chow_the_search_finds(ace_high):
    rules = tongits.Rules(ace_high_in_runs=ace_high)
    rng = random.Random(13)
    found = 0
    for _ in range(4000):
        cards = rng.sample(STANDARD_52, 13)
        card, hand = cards[0], sorted(cards[1:], key=lambda c: c.code)
        if _chow_melds(card, hand, rules):
            found += 1
            assert (tg._bits(hand) & tg._NEAR_2[card.code]).bit_count() >= 2, (card, hand)
    assert found > 100


def _public_outcome(state):
    """The ending of a finished hand worked out again through the public, checked calculators."""
    rules = state.rules
    out = state.outcome()
    seats = range(3)
    dead = {p: tongits.deadwood(state.hands[p], rules) for p in seats}
    cards = {p: len(state.hands[p]) if rules.concealed_melds_count_as_deadwood
             else len(tongits.arrange(state.hands[p], rules).deadwood) for p in seats}
    counts = {p: sum(m.owner == p for m in state.exposed) for p in state.order(0)}
    fours = {p: _concealed_fours(state.hands[p]) for p in seats}
    fours = {p: f for p, f in fours.items() if f}

    def honours(rank):
        n = {p: sum(int(c.rank) == rank for c in state.hands[p]) for p in seats}
        for m in state.exposed:
            n[m.owner] += sum(int(c.rank) == rank for c in m.cards)
        return n

    extra = {"concealed_fours": fours, "aces": honours(1), "kings": honours(13)}
    if out.end == "fight":
        caller = out.details["caller"]
        return tongits.fight_result(caller, dead, dict(state.responses), counts, rules, order=state.order(caller),
                                    **extra), dead
    if out.end == "stock_out":
        last = state.last_drawer if state.last_drawer is not None else state.current_player
        return tongits.stock_out_result(dead, last, counts, rules, cards=cards, order=state.order(0), **extra), dead
    by_discard = state.history[-1].kind == "discard"
    return tongits.tongits_result(out.winner, counts, dead, rules, order=state.order(0), by_discard=by_discard,
                                  **extra), dead


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_game_endings_equal_the_public_ending_calculators(name):
    rules = RULE_SETS[name]
    ends = set()
    for state in _games(150, 700, rules, greedy=name != "default"):
        if not state.is_terminal():
            continue
        out = state.outcome()
        public, dead = _public_outcome(state)
        details = dict(out.details)
        assert details.pop("hands") == {p: tuple(state.hands[p]) for p in range(3)}
        assert details.pop("all_deadwood") == dead
        assert details == dict(public.details)
        assert (out.winner, out.ranking, out.burned, out.payments, out.end, out.reasons) == (
            public.winner, public.ranking, public.burned, public.payments, public.end, public.reasons)
        ends.add(out.end)
    assert {"fight", "stock_out"} <= ends


def test_random_bot_draws_as_a_choice_from_the_legal_list():
    rng = random.Random(21)
    bot = RandomBot(21)
    for state in _games(5, 800, None):
        if state.is_terminal():
            continue
        view = state.view(state.current_player)
        assert bot.choose(view) is rng.choice(list(view.legal_actions))
        assert bot.reason.code == "bot.common.random"


def test_kept_expose_moves_are_made_again_when_the_room_left_in_the_hand_shrinks():
    # tongits_on_final_discard=False: a meld may not take the hand's last cards. The hand's meld cards stay
    # 3S 4S 5S while two sapaws shrink the hand from five cards to three: the expose must then go.
    rules = tongits.Rules(tongits_on_final_discard=False)
    state = tongits.State.from_position(["3S 4S 5S 9D 9C", "KH KD 2C", "QH QD 2D"],
                                        exposed=[(1, "6D 7D 8D"), (2, "6C 7C 8C")], phase="meld", rules=rules)
    assert "expose 3S 4S 5S" in [a.text for a in state.legal_actions()]
    state.apply("sapaw 9D on meld 0")
    assert "expose 3S 4S 5S" in [a.text for a in state.legal_actions()]
    state.apply("sapaw 9C on meld 1")
    moves = state.legal_actions()
    assert [a.kind for a in moves] == ["discard"] * 3
    assert moves == _afresh(state).legal_actions()


def test_expose_moves_kept_across_games_are_those_of_the_seat_and_room_asking():
    # The moves are kept by the hand's meld cards, the room left and the seat, for every game: another seat
    # holding the same meld cards, or the same seat with less room, must not be handed the moves kept first.
    for rules in (tongits.Rules(), tongits.Rules(tongits_on_final_discard=False), tongits.Rules(ace_high_in_runs=True)):
        for first, second in ((0, 1), (2, 0), (1, 2)):
            seen = []
            for seat in (first, second):
                hands = ["2H 2D", "KH KD", "QH QD"]
                hands[seat] = "3S 4S 5S 9D 9C"
                state = tongits.State.from_position(hands, phase="meld", current_player=seat, rules=rules)
                exposes = [a for a in state.legal_actions() if a.kind == "expose"]
                assert [(a.text, a.player) for a in exposes] == [("expose 3S 4S 5S", seat)]
                seen.append(exposes[0])
            assert seen[0] != seen[1]
        strict = rules.tongits_on_final_discard is False
        for size in (5, 4, 3):
            hand = " ".join(["3S", "4S", "5S", "9D", "9C"][:size])
            state = tongits.State.from_position([hand, "KH KD", "QH QD"], phase="meld", rules=rules)
            exposes = [a.text for a in state.legal_actions() if a.kind == "expose"]
            # A three-card hand keeps no card back after exposing its meld: refused when going out takes a discard.
            assert exposes == ([] if strict and size == 3 else ["expose 3S 4S 5S"]), (size, strict)
            assert state.legal_actions() == _afresh(state).legal_actions()


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_kept_meld_readings_equal_read_meld_whatever_the_order_of_the_cards(name):
    # A meld put on the table is read once per card set (State._reading, kept across games by the cards' bits):
    # every exposed or chowed meld must be read_meld's reading of the move's own cards, in whatever order.
    from cardlab.melds import read_meld
    rules = RULE_SETS[name]
    melds = 0
    for g in range(40):
        state = tongits.new_game(700 + g, rules, first_player=g % 3)
        bots = [(GreedyBot if p == 1 else RandomBot)(g * 10 + p) for p in range(3)]
        while not state.is_terminal():
            p = state.current_player
            action = bots[p].choose(state.view(p))
            state.apply(action)
            if action.kind in ("expose", "chow") and action.target is None:
                plain = read_meld(list(action.cards), rules.meld_rules)
                m = state.exposed[-1]
                assert (m.cards, m.kind, m.owner) == (plain.cards, plain.kind, p)
                for order in (action.cards, action.cards[::-1]):
                    assert state._reading(order) == (plain.cards, plain.kind)
                melds += 1
    assert melds > 50


@pytest.mark.parametrize("ace_high", [False, True])
def test_the_chow_test_on_bit_masks_is_exactly_some_meld_holding_the_discard(ace_high):
    # The draw phase's chow test (two others of the rank, or a neighbour pair) must answer as the meld-card
    # function does on the hand with the discard: sparse hands, and dense ones drawn from two suits or ranks.
    from cardlab.melds import meld_cards
    mr = tongits.Rules(ace_high_in_runs=ace_high).meld_rules
    test, covered = tg._CHOW_TESTS[mr], meld_cards(mr)
    rng = random.Random(ace_high)
    suits = [[c for c in STANDARD_52 if c.suit == s] for s in sorted({c.suit for c in STANDARD_52}, key=str)]
    yes = 0
    for k in range(6000):
        pool = list(STANDARD_52) if k % 2 else list(dict.fromkeys(suits[k % 4] + suits[(k // 2) % 4]
                                                                   + list(STANDARD_52[:(k % 3) * 8])))
        bits = sum(c.bit for c in rng.sample(pool, rng.randint(1, min(14, len(pool) - 1))))
        for card in STANDARD_52:
            if card.bit & bits:
                continue
            same, a, b, c = test[card.code]
            fast = (bits & same).bit_count() >= 2 or bits & a == a or bits & b == b or bits & c == c
            assert fast == bool(covered(bits | card.bit) & card.bit), (ace_high, bits, card)
            yes += fast
    assert yes > 10_000


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_new_moves_labels_and_cards_are_the_ones_built_by_keyword(name):
    # Labels of new moves are made from parameters already in name order, with pieces shared per card: each
    # must equal the Reason built by keyword, and the move's cards the hand's own.
    from cardlab.explain import Reason
    rules = RULE_SETS[name]
    seen = set()
    for state in _games(30, 800, rules):
        for a in state.legal_actions():
            if a.kind == "sapaw" or (a.kind == "chow" and a.target is not None):
                code = "action.tongits.sapaw" if a.kind == "sapaw" else "action.tongits.chow_onto"
                meld = state.exposed[a.target]
                assert a.label == Reason(code, card=a.cards[0], n=a.target, meld=meld.cards)
                assert a.cards == (a.cards[0],) and a.text.endswith(f"meld {a.target} ({meld})")
                seen.add(a.kind + str(a.target is None))
            elif a.kind == "chow":
                assert a.label == Reason("action.tongits.chow", card=a.cards[0], cards=a.cards[1:])
                assert list(a.cards[1:]) == sorted(a.cards[1:], key=lambda c: c.sort_key)
                seen.add("chowTrue")
    assert "sapawFalse" in seen and "chowTrue" in seen


@pytest.mark.parametrize("ace_high", [False, True])
def test_meld_shapes_accept_the_cards_a_scan_of_the_deck_finds(ace_high):
    # The accepted cards are found among the meld's rank or suit only: the same as testing all 52 cards.
    from cardlab.melds import RUN, SET, enumerate_melds
    from cardlab.tongits import table
    from cardlab.tongits.calculators import _fits
    rules = tongits.Rules(ace_high_in_runs=ace_high)
    for m in enumerate_melds(list(STANDARD_52), rules.meld_rules):
        cards, accepts, accept_bits, bits = table._meld_shape(m.cards, m.kind, rules)
        if m.kind == SET:
            plain = {c for c in STANDARD_52 if len(cards) < 4 and c.rank == cards[0].rank and c not in cards}
        else:
            plain = {c for c in STANDARD_52 if c.suit == cards[0].suit and c not in cards
                     and _fits(c, cards, RUN, ace_high)}
        assert accepts == plain and accept_bits == sum(c.bit for c in plain)
        assert bits == sum(c.bit for c in m.cards) and cards == m.cards


def _eager_view(state, player):
    """The view made field by field through View's own constructor, from the state as it is now."""
    mine = player == state.current_player and not state.is_terminal()
    return tongits.View(
        player=player, hand=Hand._of(state.hands[player]), hand_sizes=tuple(map(len, state.hands)),
        exposed=tuple(state.exposed), discards=tuple(state.discards), chowable=state.chowable,
        stock_size=len(state.stock), phase=state.phase, current_player=state.current_player,
        has_exposed=tuple(state.has_exposed), sapawed_on=tuple(state.sapawed_on), first_turn=state.first_turn,
        fight_caller=state.fight_caller, responses=tuple(sorted(state.responses.items())),
        legal_actions=tuple(state.legal_actions()) if mine else (), history=HistoryView(list(state.history)),
        rules=state.rules, players=state.players, outcome=state.outcome())


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_a_view_whose_fields_are_read_only_after_play_goes_on_shows_the_position_it_was_taken_in(name):
    # State.view fills in most fields on first read, from values captured when the view was taken: a view
    # read three moves later must still show its own position, field by field and as a whole.
    pending = []
    for state in _games(12, 900, RULE_SETS[name], greedy=True):
        for p in range(3):
            pending.append((state.view(p), _eager_view(state, p), len(state.history)))
        while pending and (state.is_terminal() or len(state.history) - pending[0][2] >= 3):
            view, expected, _ = pending.pop(0)
            for f in tongits.View.__dataclass_fields__:
                assert getattr(view, f) == getattr(expected, f), f
            assert isinstance(view.hand, Hand) and type(view.history) is HistoryView
            assert view == expected and repr(view) == repr(expected)
    assert not pending


def test_a_view_not_yet_read_copies_and_pickles_as_the_same_view():
    state = tongits.new_game(4)
    bot = RandomBot(4)
    for _ in range(9):
        state.apply(bot.choose(state.view(state.current_player)))
    for p in range(3):
        expected = _eager_view(state, p)
        assert copy.copy(state.view(p)) == expected
        assert copy.deepcopy(state.view(p)) == expected
        assert pickle.loads(pickle.dumps(state.view(p))) == expected
    with pytest.raises(AttributeError):
        state.view(0).no_such_field


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_an_ending_read_after_the_table_is_changed_is_the_ending_of_the_moment_the_hand_ended(name):
    # A hand's outcome is worked out when first asked for, from what the ending reads copied when the hand
    # ended: emptying the public lists afterwards must not change it.
    ends = set()
    for state in _games(40, 1000, RULE_SETS[name], greedy=True):
        if not state.is_terminal():
            continue
        expected = tongits.State.from_json(state.to_json()).outcome()
        twin = state.clone()
        for hand in state.hands:
            hand.clear()
        state.exposed.clear()
        state.responses.clear()
        state.has_exposed[:] = [False] * 3
        out = state.outcome()
        assert out == expected and repr(out) == repr(expected) and out.details == expected.details
        # The state keeps one outcome; a view holds a read-only copy of it, never the state's own.
        assert twin.outcome() is out and state.view(0).outcome == out and state.view(0).outcome is not out
        ends.add(out.end)
    assert {"fight", "stock_out"} <= ends


def test_the_games_own_discard_of_another_seat_or_of_a_card_not_held_or_before_the_draw_is_refused():
    # apply finds a bot's discard at its place in the move list from the kept hand bits: a discard that is
    # not in the list must still go through the full check and be refused, the state unchanged.
    state = tongits.new_game(3)
    bot = RandomBot(3)
    while state.phase is not tongits.Phase.DRAW:
        state.apply(bot.choose(state.view(state.current_player)))
    p, q = state.current_player, (state.current_player + 1) % 3

    def refused(action):
        before = state.to_json(), [list(h) for h in state.hands], state.phase
        state.view(state.current_player)  # the move list is made, as in a playout
        with pytest.raises(IllegalActionError):
            state.apply(action)
        assert (state.to_json(), [list(h) for h in state.hands], state.phase) == before

    refused(tg._DISCARD_BY_CODE[p][state.hands[p][-1].code])  # before the draw
    state.apply("draw")
    not_held = next(c for c in STANDARD_52 if c not in state.hands[p])
    for action in (tg._DISCARD_BY_CODE[p][not_held.code], tg._DISCARD_BY_CODE[q][state.hands[q][0].code],
                   tg._DISCARD_BY_CODE[q][state.hands[q][-1].code], Action("discard", (), None, p),
                   Action("discard", ("9C",), None, None), Action("discard", (not_held,), None, p)):
        refused(action)
    for i in (0, -1):
        mine = tg._DISCARD_BY_CODE[p][state.hands[p][i].code]
        copy = state.clone()
        copy.view(p)
        copy.apply(mine)  # the discard of a held card, found at its place
        assert copy.history[-1] is mine and copy.discards[-1] == mine.cards[0] and mine.cards[0] not in copy.hands[p]


def test_every_move_a_bot_hands_back_is_applied_as_the_same_object_whichever_place_it_has_in_the_list():
    for name, rules in sorted(RULE_SETS.items()):
        for g in range(30):
            state = tongits.new_game(g, rules, first_player=g % 3)
            rng = random.Random(g)
            while not state.is_terminal():
                legal = state.view(state.current_player).legal_actions
                action = legal[rng.randrange(len(legal))]
                state.apply(action)
                assert state.history[-1] is action


def test_a_random_bots_reason_is_its_games_plain_reason_made_once():
    class ChanRandom(RandomBot):
        game = "chan"
    view = tongits.new_game(4).view(0)
    plain, chan = RandomBot(1), ChanRandom(1)
    plain.choose(view)
    chan.choose(view)
    assert plain.reason.code == "bot.common.random" and chan.reason.code == "bot.chan.random"
    again = RandomBot(2)
    again.choose(view)
    assert again.reason is plain.reason


def test_expose_moves_and_meld_readings_kept_across_games_are_emptied_past_their_bound(monkeypatch):
    monkeypatch.setattr(tg, "_EXPOSES_MAX", 4)
    monkeypatch.setattr(tg, "_READS_MAX", 2)
    for kept in (*tg._EXPOSES.values(), *tg._READS.values()):
        kept.clear()
    for state in _games(20, 900, RULE_SETS["default"]):
        state.legal_actions()
        assert all(len(kept) <= 4 for kept in tg._EXPOSES.values())
        assert all(len(kept) <= 2 for kept in tg._READS.values())
    assert any(tg._EXPOSES.values()) and any(tg._READS.values())


def test_a_pickled_or_copied_state_offers_the_same_moves_and_plays_on_alike():
    # A state's read-once rules (_Consts) are rebuilt from its rules when pickled or copied, not carried.
    import copy
    import pickle

    from cardlab import tongits
    from cardlab.bots import RandomBot

    s = tongits.new_game(7)
    bots = [RandomBot(70 + i) for i in range(3)]
    for _ in range(12):
        s.apply(bots[s.current_player].choose(s.view(s.current_player)))
    for other in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s), copy.copy(s)):
        assert [str(a) for a in other.legal_actions()] == [str(a) for a in s.legal_actions()]
    twin = pickle.loads(pickle.dumps(s))
    for state, seed in ((s, 5), (twin, 5)):
        bot = RandomBot(seed)
        while not state.is_terminal():
            state.apply(bot.choose(state.view(state.current_player)))
    assert twin.to_json() == s.to_json()


def test_a_view_copied_or_pickled_unread_then_the_game_goes_on_shows_the_position_it_was_taken_in():
    # An unread view reads its fields from the state until the state changes: a copy or a pickle made before the
    # change must hold its own values, not the state (which plays on).
    state = tongits.new_game(6)
    bot = RandomBot(6)
    for _ in range(7):
        state.apply(bot.choose(state.view(state.current_player)))
    expected = [_eager_view(state, p) for p in range(3)]
    views = [state.view(p) for p in range(3)]
    copies = [copy.copy(v) for v in views] + [copy.deepcopy(v) for v in views]
    pickled = [pickle.dumps(v) for v in views]
    for _ in range(6):
        state.apply(bot.choose(state.view(state.current_player)))
    assert copies == expected + expected
    assert [pickle.loads(b) for b in pickled] == expected
    assert views == expected


def test_a_view_taken_before_the_state_is_pickled_copied_or_cloned_keeps_its_position():
    state = tongits.new_game(8)
    bot = RandomBot(8)
    for _ in range(5):
        state.apply(bot.choose(state.view(state.current_player)))
    view = state.view(state.current_player)
    expected = _eager_view(state, state.current_player)
    for other in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), state.clone()):
        other.apply(other.legal_actions()[-1])
    state.apply(state.legal_actions()[-1])
    assert view == expected
