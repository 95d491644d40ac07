"""Issue #31, "a claim tells a hidden hand": a claim a seat lets go leaves no trace for the other seats.

The engine asks the seats that may claim an exposed card (a win on a stock card, a Chíu on a fourth
identical card) one after another, in ``Phase.CLAIM``. At a real table nobody learns that a seat could
have claimed: declining a Chíu would tell that the seat holds three of the card, a declined win its
waiting card. So every deal here is played twice:

* world A: the ordinary engine, every bot letting every claim go;
* world B (for one watching seat ``s``): an engine that never asks the other seats (their claims are let
  go silently, with the same effect on their own hands as a "let go"), ``s`` still asked its own.

Everything ``s`` is shown, state after state (its view with every public field and its ``repr``, the
history it may know of, the terminal's table lines and turn line, the widget table), must be the same
sequence in both worlds once repeated frames are dropped (world A has more states: the asked seats'
moves). A claim made is public: every seat sees it.
"""
import pytest

from cardlab import chan
from cardlab.bots.chan import GreedyBot
from cardlab.chan.table import Phase
from cardlab.chan.terminal import table_lines
from cardlab.engine import turn_text
from cardlab.errors import CardlabError

SEEDS = range(30)
MAX_MOVES = 2000


class Decliner(GreedyBot):
    """The greedy bot, except that it lets every claim (win or Chíu) go."""

    def choose(self, view):
        for a in self.legal(view):
            if a.kind == "decline":
                return a
        return super().choose(view)


class Unasked(chan.State):
    """The engine with the seats other than ``watcher`` never asked to claim: their claims are let go
    silently (as ``_do_decline`` does, so their own hands are barred the same way), not recorded."""

    watcher: int | None = None

    def _skip_others(self) -> None:
        while self.phase is Phase.CLAIM and self.claims[0][0] != self.watcher:
            self._do_decline(None)

    def _open_claims(self, then) -> None:
        super()._open_claims(then)
        self._skip_others()

    def _do_decline(self, a) -> None:
        super()._do_decline(a)
        self._skip_others()


def _bots(seed: int, players: int, bot=Decliner) -> list:
    return [bot(seed * players + p) for p in range(players)]


def _frame(state, seat: int) -> tuple:
    """Everything the terminal and the engine show ``seat`` now (the widget table is checked apart)."""
    view = state.view(seat)
    turn = "" if view.current_player is None else turn_text(view.current_player, view.phase, seat)
    return (view, repr(view), tuple(table_lines(view, seat)), turn)


def _squeeze(frames: list) -> list:
    """Consecutive repeated frames as one: a seat sees a state, not how many moves it took."""
    out = []
    for f in frames:
        if not out or out[-1] != f:
            out.append(f)
    return out


def _play(state, bots, watch=(), on_state=None):
    """Play the deal to its end; returns {seat: frames seen} for the seats in ``watch``."""
    frames = {s: [_frame(state, s)] for s in watch}
    for _ in range(MAX_MOVES):
        if state.is_terminal():
            return frames
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
        for s in watch:
            frames[s].append(_frame(state, s))
        if on_state is not None:
            on_state(state)
    raise AssertionError("the deal did not end")


def _world_b(seed: int, watcher: int) -> Unasked:
    state = Unasked._new(seed, None, None)
    state.watcher = watcher
    return state


def _declines(state) -> list:
    return [(i, a.player, a.target) for i, a in enumerate(state.history) if a.kind == "decline"]


def test_a_seat_cannot_tell_that_another_seat_let_a_claim_go():
    offered = {"win": 0, "chiu": 0}
    for seed in SEEDS:
        a = chan.new_game(seed)
        seen_a = _play(a, _bots(seed, a.players), watch=range(a.players))
        for _, _, kind in _declines(a):
            offered[kind] += 1
        for s in range(a.players):
            b = _world_b(seed, s)
            seen_b = _play(b, _bots(seed, b.players), watch=[s])
            # The same deal in both worlds (the let-go claims change nothing public) ...
            assert [x for x in a.history if x.kind != "decline"] == [x for x in b.history if x.kind != "decline"]
            # ... and the seat is shown the same things, frame after frame.
            assert _squeeze(seen_a[s]) == _squeeze(seen_b[s]), (seed, s)
            assert a.history_seen_by(s) == b.history_seen_by(s)
            # Only its own "let go"s are in what it may know of.
            assert all(x.player == s for x in a.history_seen_by(s) if x.kind == "decline")
    # Not a vacuous check: other seats were asked, and let claims of both kinds go.
    assert offered["chiu"] >= 10 and offered["win"] >= 1, offered


def test_while_a_seat_is_asked_the_others_see_the_turn_it_interrupts():
    checked = 0
    for seed in range(12):
        state = chan.new_game(seed)
        bots = _bots(seed, state.players)

        def check(s):
            nonlocal checked
            if s.phase is not Phase.CLAIM:
                return
            asked, kind = s.claims[0]
            assert s.view(asked).phase is Phase.CLAIM and s.view(asked).claim == kind
            then_phase, then_player = s._then
            for q in range(s.players):
                if q == asked or any(c[0] == q for c in s.claims):
                    continue
                v = s.view(q)
                assert (v.phase, v.current_player, v.claim) == (then_phase, then_player, None)
                # The seat whose turn it is sees its moves, as it would with nobody asked.
                assert bool(v.legal_actions) == (q == then_player)
                # No other seat's "let go" in the history it is shown.
                assert v.history == tuple(str(x) for x in s.history_seen_by(q))
                assert all(x.player == q for x in s.history_seen_by(q) if x.kind == "decline")
                checked += 1
            # The record keeps every move, so the replay is exact; a replayed state hides the same.
            again = chan.State.from_json(s.to_json())
            assert again.history == s.history
            assert [again.view(q) for q in range(s.players)] == [s.view(q) for q in range(s.players)]

        _play(state, bots, on_state=check)
    assert checked >= 10


def test_a_claim_made_is_public():
    made = 0
    for seed in SEEDS:
        state = chan.new_game(seed)
        claims_made = []

        def note(s):
            last = s.history[-1]
            if last.kind == "chiu" or (last.kind == "u" and last.target in ("own_gate_stock", "other_gate_stock",
                                                                            "chiu")):
                claims_made.append((len(s.history), last))
                for q in range(s.players):
                    v = s.view(q)
                    assert v.history[-1] == str(last) and s.history_seen_by(q)[-1] == last
                    if last.kind == "chiu":
                        assert v.exposed[last.player][-1].kind == "chiu"
                        assert (v.phase, v.current_player) == (Phase.DISCARD, last.player)
                    else:
                        assert (v.phase, v.winner) == (Phase.OVER, last.player)

        _play(state, _bots(seed, state.players, GreedyBot), on_state=note)
        made += len(claims_made)
    assert made >= 3


def test_the_widget_table_shows_a_seat_the_same_with_or_without_a_claim_let_go():
    pytest.importorskip("ipywidgets")
    from cardlab.widgets.chan import table_html

    def html(state, s):
        v = state.view(s)
        return table_html(v, you=s, highlight=None if state.is_terminal() else v.current_player)

    checked = 0
    for seed in range(3):
        a = chan.new_game(seed)
        states_a = []
        _play(a, _bots(seed, a.players), on_state=lambda s: states_a.append(s.clone()))
        for s in range(a.players):
            if not any(p != s for _, p, _ in _declines(a)):
                continue
            b = _world_b(seed, s)
            states_b = []
            _play(b, _bots(seed, b.players), on_state=lambda x: states_b.append(x.clone()))
            assert _squeeze([html(x, s) for x in states_a]) == _squeeze([html(x, s) for x in states_b])
            checked += 1
    assert checked >= 1


def test_history_seen_by_refuses_a_seat_not_at_the_table():
    state = chan.new_game(0)
    for bad in (4, -1, True, "0"):
        with pytest.raises(CardlabError):
            state.history_seen_by(bad)


def test_the_terminal_and_the_table_log_list_only_the_moves_a_seat_may_know_of():
    from cardlab import terminal
    from cardlab.engine import moves_seen_by
    checked = 0
    for seed in SEEDS:
        state = chan.new_game(seed=seed)
        _play(state, _bots(seed, state.players))
        for seat in range(state.players):
            seen = moves_seen_by(state, seat)
            others_declines = [i for i, p, _ in _declines(state) if p != seat]
            assert not {i for i, _ in seen} & set(others_declines)
            assert [a for _, a in seen] == state.history_seen_by(seat)
            # The terminal numbers a move among those the seat may know of: no gap tells of a hidden one.
            line = terminal._move_line(state, state.history[-1], seat)
            assert line.strip().startswith(f"{len(seen)}.")
            checked += bool(others_declines)
        assert moves_seen_by(state, None) == list(enumerate(state.history))
    assert checked > 0
