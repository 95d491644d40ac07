"""The Tongits move list's shortcuts (issue #17) give the moves the plain searches give, in the same order.

The move list tests hands on card bits before searching, keeps the moves it made (text and label built
once), and reads honours and concealed fours from bits; each shortcut is checked here against the plain
computation on seeded positions.
"""
import random
import pytest

from cardlab import tongits
from cardlab.bots import RandomBot
from cardlab.cards import STANDARD_52
from cardlab.melds import enumerate_melds
from cardlab.tongits import game as tg
from cardlab.tongits.calculators import _chow_melds, _concealed_fours
from cardlab.tongits.table import _exposed


def _positions(n, seed=0, rules=None):
    """Seeded positions of random games (every decision of ``n`` games)."""
    for g in range(n):
        state = tongits.new_game(seed + g, rules)
        bots = [RandomBot((seed + g) * 10 + p) for p in range(3)]
        while not state.is_terminal():
            yield state
            p = state.current_player
            state.apply(bots[p].choose(state.view(p)))


def _discards_and_hands(n, seed):
    """``n`` seeded (discard, sorted 12-card hand) pairs from one deck."""
    rng = random.Random(seed)
    for _ in range(n):
        cards = rng.sample(STANDARD_52, 13)
        yield cards[0], sorted(cards[1:], key=lambda c: c.code)


@pytest.mark.parametrize("ace_high", [False, True])
def test_the_quick_chow_test_never_refuses_a_chow_the_search_finds(ace_high):
    rules = tongits.Rules(ace_high_in_runs=ace_high)
    for card, hand in _discards_and_hands(3000, 11):
        if _chow_melds(card, hand, rules):
            assert tg._may_chow(card, tg._bits(hand)), (card, hand)


@pytest.mark.parametrize("ace_high", [False, True])
def test_chow_moves_are_the_chow_melds_in_their_order(ace_high):
    rules = tongits.Rules(ace_high_in_runs=ace_high)
    for card, hand in _discards_and_hands(1500, 12):
        want = [tg._chow_action(1, card, m.cards) for m in _chow_melds(card, hand, rules)]
        got = tg._chows(1, card, hand, rules)
        assert got == want and [a.text for a in got] == [a.text for a in want]


@pytest.mark.parametrize("ace_high", [False, True])
def test_expose_moves_are_the_hands_melds_in_the_order_enumerate_melds_gives(ace_high):
    rules = tongits.Rules(ace_high_in_runs=ace_high)
    for state in _positions(40, seed=100, rules=rules):
        if state.phase is not tongits.Phase.MELD or state.first_turn:
            continue
        hand = state.hands[state.current_player]
        keep = 0 if rules.tongits_on_final_discard else 1
        want = [m.cards for m in enumerate_melds(hand, rules.meld_rules) if len(m.cards) <= len(hand) - keep]
        assert [a.cards for a in state.legal_actions() if a.kind == "expose"] == want


def test_kept_moves_are_the_moves_made_afresh():
    for k, state in enumerate(_positions(30, seed=200)):
        if k % 3:
            continue
        kept = state.legal_actions()
        tg._ACTIONS.clear()
        state._legal = None
        fresh = state.legal_actions()
        assert kept == fresh and [a.text for a in kept] == [a.text for a in fresh]
        assert [a.label for a in kept] == [a.label for a in fresh]


def test_the_kept_moves_are_emptied_past_their_bound(monkeypatch):
    monkeypatch.setattr(tg, "_ACTIONS_MAX", 3)
    tg._ACTIONS.clear()
    for state in _positions(3, seed=300):
        state.legal_actions()
        assert len(tg._ACTIONS) <= 3


def test_honours_and_concealed_fours_read_from_bits_match_counting_the_cards():
    for state in _positions(60, seed=400):
        for rank in (1, 13):
            plain = {p: sum(int(c.rank) == rank for c in state.hands[p]) for p in range(3)}
            for m in state.exposed:
                plain[m.owner] += sum(int(c.rank) == rank for c in m.cards)
            assert state._honours(rank) == plain
        fours = {p: _concealed_fours(h) for p, h in enumerate(state.hands)}
        assert state._fours() == {p: c for p, c in fours.items() if c}
    fours = [c for c in STANDARD_52 if int(c.rank) == 4]
    threes = [c for c in STANDARD_52 if int(c.rank) == 9][:3]
    assert tg._full_nibbles(tg._bits(fours + threes)) and not tg._full_nibbles(tg._bits(fours[:3] + threes))


def test_an_exposed_melds_accepted_cards_and_bits_agree():
    rules = tongits.Rules()
    run = [c for c in STANDARD_52 if c.suit == STANDARD_52[0].suit][3:6]
    for _ in range(2):  # the second time from the kept shape
        m = _exposed(0, run, "run", rules)
        assert m.accept_bits == sum(c.bit for c in m.accepts) and m.bits == sum(c.bit for c in run)
        assert len(m.accepts) == 2


def test_a_card_is_taken_from_a_hand_by_bisection_or_by_scan():
    hand = sorted(STANDARD_52[:6], key=lambda c: c.code)
    tg._take(hand, STANDARD_52[3])
    assert STANDARD_52[3] not in hand and len(hand) == 5
    shuffled = list(reversed(STANDARD_52[:6]))  # out of order: the scan finds it
    tg._take(shuffled, STANDARD_52[1])
    assert STANDARD_52[1] not in shuffled and len(shuffled) == 5
