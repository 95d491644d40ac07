"""Seeded Chắn playouts with random and greedy bots, invariants checked after every action.

Per action, in every game: the 100 cards are each in exactly one place (four
of every face), hand sizes follow the phase, a legal action exists until the
end (and none after), the view shows the player's own hand and legal actions
only to the player whose decision it is, nobody is offered their own discard
back. In every game at the end: payments
are zero-sum and match the score, the winner's 20 cards are a win, and
``from_json(to_json())`` replays to an identical state. On a subset of games
(every 10th) also per action: an illegal action is refused and leaves the
state unchanged, and the JSON replay is identical.
"""
import pytest

import cardlab
from cardlab import chan
from cardlab.bots import RandomBot, make_bot
from cardlab.bots.chan import GreedyBot
from cardlab.engine import Action
from cardlab.errors import IllegalActionError


def snapshot(s):
    return (s.hands, [list(g) for g in s.gates], [list(e) for e in s.exposed], list(s.stock), s.phase,
            s.current_player, list(s.history), [set(x) for x in s.declined], [set(x) for x in s.flags],
            s.offer, list(s.claims), s.winner)


def check_cards(s):
    counts = [0] * 25
    hands = s.hands
    places = [c for h in hands for c in h] + [c for g in s.gates for c in g] + list(s.stock)
    places += [c for e in s.exposed for g in e for c in g.cards]
    for c in places:
        counts[c.index] += 1
    assert counts == [4] * 25, "every card in exactly one place"
    for p in range(s.players):
        n = len(hands[p]) + sum(len(g.cards) for g in s.exposed[p])
        big = (s.dead[p] or (s.phase is chan.Phase.OPENING and p == s.dealer)
               or (s.phase is chan.Phase.DISCARD and p == s.current_player)
               or (s.is_terminal() and p == s.winner))
        assert n == (20 if big else 19), (p, n, s.phase)
    if s.offer is not None:
        assert s.gates[s.offer.gate][-1] == s.offer.card


def check_no_own_discard_back(s):
    """A player is never offered their own discard back: no capture, Chíu or win on it."""
    offer = s.offer
    if offer is not None and offer.source == "discard" and offer.by == s.current_player:
        assert not [a for a in s.legal_actions() if a.kind in ("chan", "ca", "chiu", "u")], (offer, s.legal_actions())


def an_illegal_action(s):
    p = s.current_player
    legal = s.legal_actions()
    for face in chan.FACES:
        a = Action("discard", (face,), None, p)
        if a not in legal:
            return a
    return Action("draw", (), None, (p + 1) % s.players)


def play(seed, bots, strict=False, rules=None):
    s = chan.new_game(seed, rules=rules)
    check_cards(s)
    while not s.is_terminal():
        p = s.current_player
        legal = s.legal_actions()
        assert legal, "a legal action exists until the end"
        view = s.view(p)
        assert list(view.hand) == s.hands[p] and list(view.legal_actions) == legal
        other = s.view((p + 1) % s.players)
        # During a claim another seat is shown the turn as if nobody had been asked (issue #31,
        # tests/test_chan_private_claims.py), its moves included if that turn is its own.
        assert other.legal_actions == () or s.phase is chan.Phase.CLAIM
        if strict:
            before = snapshot(s)
            with pytest.raises(IllegalActionError):
                s.apply(an_illegal_action(s))
            assert snapshot(s) == before
        s.apply(bots[p].choose(view))
        check_cards(s)
        check_no_own_discard_back(s)
        if strict:
            replay = chan.State.from_json(s.to_json())
            assert snapshot(replay) == snapshot(s)
    assert s.legal_actions() == []
    o = s.outcome()
    assert o.zero_sum
    if o.winner is None:
        assert set(o.payments.values()) == {0} and not s.stock
    else:
        pts = o.details["score"].points
        assert o.payments[o.winner] == 3 * pts and all(o.payments[q] == -pts for q in o.payments if q != o.winner)
        source = s.win_source
        groups = [g.cards for g in s.exposed[o.winner]]
        assert chan.check_win(s.cards_of(o.winner), s.win_card, source, exposed=groups)
        if source != "dealt":
            assert s.win_card is not None
    replay = chan.State.from_json(s.to_json())
    assert snapshot(replay) == snapshot(s) and replay.outcome().payments == o.payments
    return s


@pytest.mark.parametrize("block", range(6))
def test_random_playouts_keep_every_invariant(block):
    for seed in range(block * 250, block * 250 + 250):
        bots = [RandomBot(seed * 4 + i) for i in range(4)]
        play(seed, bots, strict=seed % 20 == 0)


@pytest.mark.parametrize("block", range(2))
def test_greedy_playouts_keep_every_invariant(block):
    for seed in range(10_000 + block * 150, 10_000 + block * 150 + 150):
        g = seed % 4
        bots = [GreedyBot(seed) if i == g else RandomBot(seed * 4 + i) for i in range(4)]
        play(seed, bots, strict=seed % 20 == 0)


def test_all_greedy_playouts_under_traditional_rules():
    for seed in range(20_000, 20_100):
        play(seed, [GreedyBot(seed + i) for i in range(4)], strict=seed % 20 == 0, rules=chan.Rules.traditional())


def test_playouts_without_passed_faces_barred_never_offer_a_player_their_own_discard():
    # With passed_faces_barred off nothing else stops a player taking back their own discard.
    rules = chan.Rules(passed_faces_barred=False)
    for seed in range(30_000, 30_300):
        bots = [GreedyBot(seed) if i == seed % 4 else RandomBot(seed * 4 + i) for i in range(4)]
        play(seed, bots, strict=seed % 50 == 0, rules=rules)


def test_deals_end_in_wins_and_drawn_deals_with_every_win_source():
    ends, sources = set(), set()
    for seed in range(150):
        s = play(seed, [GreedyBot(seed) if seed % 2 else RandomBot(seed)] + [RandomBot(seed + i) for i in range(3)])
        ends.add(s.outcome().end)
        sources.add(s.win_source)
    assert {"u", "drawn"} <= ends
    assert {"own_gate_stock", "other_gate_stock"} <= sources


def test_play_helper_runs_a_chan_hand_with_named_bots():
    final = cardlab.play("chan", ["greedy", "random", "random", "random"], seed=3)
    assert final.is_terminal() and final.outcome().zero_sum
    again = chan.State.from_json(final.to_json())
    assert again.history == final.history
    assert isinstance(make_bot(chan, "greedy", 1), GreedyBot)


def test_greedy_bot_beats_random_bots():
    wins = {"greedy": 0, "random": 0}
    points = {"greedy": 0, "random": 0}
    for seed in range(400):
        g = seed % 4
        bots = [GreedyBot(seed) if i == g else RandomBot(seed * 4 + i) for i in range(4)]
        s = chan.new_game(seed)
        while not s.is_terminal():
            s.apply(bots[s.current_player].choose(s.view(s.current_player)))
        o = s.outcome()
        if o.winner is not None:
            wins["greedy" if o.winner == g else "random"] += 1
        for p, v in o.payments.items():
            points["greedy" if p == g else "random"] += v
    assert wins["greedy"] > wins["random"] / 3 * 2      # more than twice a random seat's wins
    assert points["greedy"] > 0 > points["random"]


# -- the greedy bot's choices --------------------------------------------------

from test_chan_game import P1, WAIT_2, act, rig  # noqa: E402  (set-up helpers of the game tests)


def test_greedy_bot_claims_a_win():
    s = rig({0: "2N", 1: P1, 3: WAIT_2}, stock_top="5N")
    act(s, "discard 2N")
    act(s, "draw")
    bot = GreedyBot()
    a = bot.choose(s.view(3))
    assert a.kind == "u" and "win" in bot.last_reason


def test_greedy_bot_captures_chan():
    s = rig({0: "5V", 1: "5V " + P1[:-3]})
    act(s, "discard 5V")
    bot = GreedyBot()
    a = bot.choose(s.view(1))
    assert a.kind == "chan" and "Chắn" in bot.last_reason


def make_view(hand, gates, legal, phase=chan.Phase.DISCARD):
    hand = tuple(sorted(chan.parse_cards(hand)))
    return chan.ChanView(
        player=1, phase=phase, current_player=1, dealer=0, hand=hand, exposed=((), (), (), ()),
        gates=tuple(tuple(chan.parse_cards(g)) if g else () for g in gates), offer=None, claim=None,
        stock_size=10, hand_sizes=(19, len(hand), 19, 19), dead=(False,) * 4, declined=frozenset(),
        discarded=frozenset(), legal_actions=tuple(legal), history=())


def test_greedy_bot_discards_a_single_that_can_no_longer_pair_first():
    # Cửu sách is dead: its other three copies and every Cửu vạn / Cửu văn
    # (its possible Cạ partners) lie at the gates. Ngũ vạn can still pair.
    hand = "2V 2V 3S 3S 4N 4N 6V 6V 7S 7S 2N 2S 9S 5V"
    legal = [Action("discard", (chan.ChanCard.parse(c),), None, 1, f"discard {c}") for c in ("9S", "5V")]
    view = make_view(hand, ["9S 9S 9S 9V 9V", "9V 9V 9N", "9N 9N 9N", ""], legal)
    bot = GreedyBot()
    a = bot.choose(view)
    assert str(a) == "discard 9S" and "can no longer pair" in bot.last_reason
    # With Cửu sách alive and most Ngũ cards seen, the Ngũ vạn goes instead.
    view = make_view(hand, ["5V 5V 5V 5S 5S", "5S 5S 5N", "5N 5N 5N", ""], legal)
    a = bot.choose(view)
    assert str(a) == "discard 5V"


def test_greedy_bot_keeps_a_ca_in_hand_rather_than_a_lone_single():
    hand = "2V 2V 3S 3S 4N 4N 6V 6V 7S 7S 2N 2S 9S 9N 5V"
    legal = [Action("discard", (chan.ChanCard.parse(c),), None, 1, f"discard {c}") for c in ("9S", "9N", "5V")]
    a = GreedyBot().choose(make_view(hand, ["", "", "", ""], legal))
    assert str(a) == "discard 5V"


def test_greedy_bot_only_sees_its_view():
    s = chan.new_game(2)
    view = s.view(s.current_player)
    assert not hasattr(view, "stock") and not hasattr(view, "hands")
    a = GreedyBot().choose(view)
    assert a in s.legal_actions()
