"""Views that cannot change a game, helpers and languages that answer junk with a cardlab error.

* A player's view is a read-only snapshot: nothing reachable from it by attribute access is the state or one
  of the state's mutable parts, and changing anything in it raises or leaves the game as it was (all four games).
* The helpers refuse junk with a cardlab error (a ``ValueError``) that quotes the input and says what is expected.
* An unknown language is refused the same way by every ``text(language)`` and by ``set_language``.
* The widgets' public methods and the terminal's prompts answer junk without a traceback.
"""
import copy
import os
import pickle
import random
import subprocess
import sys
import types
from dataclasses import FrozenInstanceError, fields, is_dataclass

import pytest

import cardlab
from cardlab import chan, indian_rummy, phom, render, tongits
from cardlab.bots import RandomBot
from cardlab.cards import Card, Deck, Hand
from cardlab.engine import Action, FrozenDict, FrozenHand, FrozenList, Outcome, ReadOnlyError, SeatList, SeatName
from cardlab.errors import CardlabError
from cardlab.explain import Reason, Verdict, set_language

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(cardlab.__file__)))
GAMES = {"tongits": tongits, "phom": phom, "indian_rummy": indian_rummy, "chan": chan}


def assert_cardlab_error(caught, quoted_input=None):
    """A cardlab error (a ValueError), short, from the catalogue, quoting the input when one is given."""
    error = caught.value
    assert isinstance(error, CardlabError) and isinstance(error, ValueError), repr(error)
    assert len(str(error)) <= 500, str(error)
    if quoted_input is not None:
        assert quoted_input in str(error), str(error)


# -- views ------------------------------------------------------------------------------------------------------
def _positions(module, seed: int, every: int = 5):
    """States along one random game of ``module`` (copies), the final one included."""
    state = module.new_game(seed)
    bot = RandomBot(seed)
    out = []
    for n in range(5_000):
        if state.is_terminal():
            break
        if n % every == 2:
            out.append(state.clone())
        state.apply(bot.choose(state.view(state.current_player)))
    out.append(state)
    return out


_LEAVES = (str, bytes, int, float, complex, bool, type(None))


def _reachable(root) -> dict:
    """``{id: object}`` of every object a bot can reach from ``root`` by attribute access and by reading
    containers: instance attributes and slots, dataclass fields, properties, the objects behind bound methods,
    closures and default values. Classes and modules are not entered (a module reaches everything)."""
    seen = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, _LEAVES):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, (type, types.ModuleType)):
            continue
        if isinstance(obj, types.MethodType):
            todo += [obj.__self__, obj.__func__]
            continue
        if isinstance(obj, types.FunctionType):
            todo += [c.cell_contents for c in obj.__closure__ or ()]
            todo += list(obj.__defaults__ or ()) + list((obj.__kwdefaults__ or {}).values())
            continue
        if isinstance(obj, dict):
            todo += list(obj.keys()) + list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo += list(obj)
        else:
            try:
                todo += list(iter(obj)) if hasattr(type(obj), "__iter__") and not hasattr(obj, "__next__") else []
            except Exception:
                pass
        todo += list(getattr(obj, "__dict__", {}).values())
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                try:
                    todo.append(object.__getattribute__(obj, name))
                except AttributeError:
                    pass
            for name, member in vars(cls).items():
                if isinstance(member, property):
                    try:
                        todo.append(getattr(obj, name))
                    except Exception:
                        pass
        if is_dataclass(obj) and not isinstance(obj, type):
            for f in fields(obj):
                todo.append(getattr(obj, f.name, None))
    return seen


def _mutable(obj) -> bool:
    """Could this object be changed in place (a container, or an object whose attributes may be set)?"""
    if isinstance(obj, (FrozenDict, FrozenList, FrozenHand)):
        return False
    if isinstance(obj, (list, dict, set, bytearray)):
        return True
    if isinstance(obj, (type, types.ModuleType, types.FunctionType, types.MethodType, tuple, frozenset)):
        return False
    if not hasattr(obj, "__dict__"):
        return False
    params = getattr(type(obj), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return False
    import enum
    return not isinstance(obj, enum.Enum)


def _fingerprint(state):
    """What a change to the game would show in: the record, the moves, the hands, the game's own records (Phỏm's
    snapshot, Indian Rummy's deal results, the running payments and scores) and, at the end, the outcome."""
    outcome = state.outcome() if state.is_terminal() else None
    own = (state.snapshot() if hasattr(state, "snapshot") else None,
           [(r.to_dict(), repr(r.payments), repr(r.shown)) for r in getattr(state, "results", ())],
           repr(getattr(state, "payments", None)), repr(getattr(state, "scores", None)),
           repr(getattr(state, "shown", None)), repr(getattr(state, "exposed", None)))
    return (state.to_json(), tuple(map(str, state.history)), repr([list(map(str, h)) for h in state.hands]), own,
            repr(outcome) if outcome is None else (outcome.summary("en"), repr(sorted(outcome.payments.items())),
                                                   repr(outcome.details)))


def _try_to_change(obj) -> None:
    """Every way a bot might change ``obj`` in place (each may raise: a read-only part should)."""
    attempts = []
    if isinstance(obj, dict):
        key = next(iter(obj), 0)
        attempts += [lambda: obj.__setitem__(key, 999), lambda: obj.update({key: -1}), obj.clear,
                     lambda: obj.setdefault("junk", 1), lambda: obj.pop(key), lambda: dict.__init__(obj, {})]
    if isinstance(obj, list):
        attempts += [lambda: obj.append("junk"), lambda: obj.insert(0, "junk"), obj.clear, obj.reverse,
                     lambda: obj.__setitem__(slice(None), [])]
    if isinstance(obj, set):
        attempts += [lambda: obj.add("junk"), obj.clear]
    for name in list(getattr(obj, "__dict__", {}))[:30]:
        attempts.append(lambda name=name: setattr(obj, name, None))
    for attempt in attempts:
        try:
            attempt()
        except Exception:
            pass


@pytest.mark.parametrize("game", sorted(GAMES))
def test_nothing_reachable_from_a_view_is_the_state_or_a_mutable_part_of_it(game):
    for state in _positions(GAMES[game], 11, every=4)[::3]:
        from_state = _reachable(state)
        state_mutables = {i for i, o in from_state.items() if _mutable(o)}
        for p in range(state.players):
            view = state.view(p)
            from_view = _reachable(view)
            assert id(state) not in from_view, f"{game}: the state is reachable from a view"
            shared = [o for i, o in from_view.items() if i in state_mutables]
            assert shared == [], f"{game}: a view shares the state's mutable {shared[:3]!r}"


def _games_of(game):
    """Positions of one game of ``game`` (Indian Rummy: a match of two deals, so that results build up)."""
    if game == "indian_rummy":
        state = indian_rummy.new_game(12, rules=indian_rummy.Rules(format="deals", deals=2))
        bot = RandomBot(12)
        out = []
        for n in range(5_000):
            if state.is_terminal():
                break
            if n % 3 == 1:
                out.append(state.clone())
            state.apply(bot.choose(state.view(state.current_player)))
        return out + [state]
    return _positions(GAMES[game], 12, every=6)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_changing_anything_reachable_from_a_view_raises_or_leaves_the_game_unchanged(game):
    for state in _games_of(game):
        before = _fingerprint(state)
        for p in range(state.players):
            view = state.view(p)
            for obj in list(_reachable(view).values()):
                # (Not the enums' members nor classes: values the whole program shares, not parts of a game.)
                if _mutable(obj) or isinstance(obj, (tuple, FrozenDict, FrozenList, FrozenHand)) or (
                        is_dataclass(obj) and not isinstance(obj, type)):
                    _try_to_change(obj)
            assert _fingerprint(state) == before, f"{game}: a change to a view changed the game"
        # The game plays on from where it was.
        if not state.is_terminal():
            state.apply(state.legal_actions()[0])


def test_a_tongits_views_outcome_payments_are_read_only_and_the_states_outcome_stays():
    state = _positions(tongits, 3)[-1]
    payments = dict(state.outcome().payments)
    view = state.view(0)
    with pytest.raises(ReadOnlyError) as caught:
        view.outcome.payments[0] = 999
    assert_cardlab_error(caught, "is read-only")
    assert isinstance(caught.value, TypeError)
    with pytest.raises(TypeError):
        view.outcome.details["hands"][0] = ()
    assert dict(state.outcome().payments) == payments
    # The snapshot still equals the state's own outcome, and a copy of it may be changed.
    assert view.outcome == state.outcome() and view.outcome is not state.outcome()
    mine = dict(view.outcome.payments)
    mine[0] = 999
    assert dict(state.outcome().payments) == payments


def test_an_indian_rummy_views_results_are_frozen_copies_and_the_states_results_stay():
    state = indian_rummy.new_game(3, rules=indian_rummy.Rules(format="deals", deals=2))
    bot = RandomBot(3)
    while not state.results:
        state.apply(bot.choose(state.view(state.current_player)))
    view = state.view(0)
    kept = dict(state.results[0].payments)
    assert view.results[0] == state.results[0] and view.results[0].payments is not state.results[0].payments
    for change in (lambda: view.results[0].payments.__setitem__(0, 999), lambda: view.results[0].penalties.clear(),
                   lambda: view.shown.__setitem__(0, None)):
        with pytest.raises(ReadOnlyError):
            change()
    assert dict(state.results[0].payments) == kept


def test_a_phom_views_payments_and_a_views_hands_and_melds_cannot_be_changed():
    state = _positions(phom, 5)[1]
    view = state.view(0)
    with pytest.raises(ReadOnlyError):
        view.payments[0] = 999
    with pytest.raises((TypeError, AttributeError)):
        view.hand.append(Card.parse("AS"))
    with pytest.raises(FrozenInstanceError):
        view.hand = ()
    tview = _positions(tongits, 5)[2].view(0)
    with pytest.raises(ReadOnlyError):
        tview.hand.append(Card.parse("AS"))
    with pytest.raises(ReadOnlyError):
        tview.hand.sort()
    assert isinstance(tview.hand, Hand) and Hand(tview.hand) == tview.hand  # a copy to change


def test_a_tongits_view_holds_no_state_and_is_a_snapshot_of_its_moment():
    state = tongits.new_game(7)
    bot = RandomBot(7)
    for _ in range(6):
        state.apply(bot.choose(state.view(state.current_player)))
    view = state.view(1)
    assert all(v is not state for v in vars(view).values())
    assert not any(name for name in vars(view) if "state" in name or "live" in name)
    hand, history = list(state.hands[1]), tuple(state.history)
    while not state.is_terminal():
        state.apply(bot.choose(state.view(state.current_player)))
    assert list(view.hand) == hand and tuple(view.history) == history
    assert copy.deepcopy(view) == view and pickle.loads(pickle.dumps(view)) == view


def test_a_tongits_state_pickled_or_copied_mid_game_plays_on_and_its_views_show_the_same_moves():
    state = _positions(tongits, 9, every=4)[1]
    for other in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), copy.copy(state), state.clone()):
        view = other.view(other.current_player)
        assert tuple(view.history) == tuple(state.history)
        other = other.clone() if other is not state else other
        other.apply(other.legal_actions()[-1])
        assert tuple(other.view(0).history) == tuple(state.history) + (other.history[-1],)


# -- helpers ----------------------------------------------------------------------------------------------------
def test_tongits_why_illegal_answers_a_moves_text_as_phom_and_chan_do_and_never_raises():
    state = tongits.new_game(1)
    verdict = state.why_illegal("discard 9C")
    assert isinstance(verdict, Verdict) and not verdict
    assert verdict.text("en") == tongits.new_game(1).why_illegal(Action("discard", (Card.parse("9C"),))).text("en")
    legal = state.legal_actions()[0]
    assert state.why_illegal(str(legal)) and state.why_illegal(legal)
    for junk in (5, None, ["discard"], Action("discard", ([],)), Action(None), Action("sapaw", (Card.parse("9C"),),
                 target=[]), "", "x" * 100_000, "sapaw 9C on meld 99999999999999"):
        verdict = state.why_illegal(junk)
        assert isinstance(verdict, Verdict) and not verdict and len(verdict.text("vi")) <= 500
        # The same move played is refused with a cardlab error, and the hand is as it was.
        record = state.to_json()
        with pytest.raises(CardlabError) as caught:
            state.apply(junk)
        assert_cardlab_error(caught)
        assert state.to_json() == record
    assert "5" in state.why_illegal(5).text("en")
    # Phỏm and Chắn answered it already; Indian Rummy now does too.
    for module in (phom, chan, indian_rummy):
        assert not module.new_game(1).why_illegal("discard 9C")


def test_tongits_seat_helpers_refuse_what_is_no_seat_quoting_it():
    state = tongits.new_game(1)
    for call, value in ((state.fight_allowed, 5), (state.next_player, 9), (state.order, "0"),
                        (state.fight_allowed, -1), (state.next_player, True), (state.deadwood, 10 ** 100)):
        with pytest.raises(CardlabError) as caught:
            call(value)
        assert_cardlab_error(caught, "expected a seat from 0 to 2")
    assert state.fight_allowed(0) is not None and state.next_player(0) == 1 and state.order(1)[0] == 1


def test_phom_view_next_player_and_eaten_in_hand_refuse_a_seat_not_at_the_table():
    state = phom.new_game(1)
    with pytest.raises(CardlabError) as caught:
        state.view(0).next_player(9)
    assert_cardlab_error(caught, "player=9: expected a seat from 0 to 3")
    with pytest.raises(CardlabError):
        state.eaten_in_hand("0")
    assert state.view(0).next_player() == state.view(0).next_player(0)


def test_render_takes_cards_as_the_calculators_do_and_refuses_junk():
    from cardlab.cards import parse_cards

    assert render.cards_row("AS 2S 3S") == render.cards_row(parse_cards("AS 2S 3S"))
    assert render.card_svg("10H") == render.card_svg(Card.parse("10H"))
    assert render.hand_html("AS, 2S") == render.hand_html(parse_cards("AS 2S"))
    assert render.cards_row("") == render.cards_row([])
    assert "Tam" in render.long_cards_html("Tam vạn")
    for call, quoted_input in ((lambda: render.cards_row("AS ZZ"), "'ZZ'"), (lambda: render.cards_row(5), "5"),
                               (lambda: render.card_svg(None), "None"), (lambda: render.cards_row("AS", width="x"), "'x'"),
                               (lambda: render.card_svg("AS", 10 ** 100), "1000"),
                               (lambda: render.cards_row("AS", marked="gold"), "'gold'"),
                               (lambda: render.svg_img(7), "7"), (lambda: render.verdict_html("yes"), "'yes'"),
                               (lambda: render.banner(True, "t", [1]), "[1]"),
                               (lambda: render.outcome_html({}), "{}"), (lambda: render.kind_name(None), "None"),
                               (lambda: render.arrangement_html("AS 2S"), "'AS 2S'"),
                               (lambda: render.long_card_svg(3), "3")):
        with pytest.raises(CardlabError) as caught:
            call()
        assert_cardlab_error(caught, quoted_input)


def test_a_deck_shuffles_with_a_seed_or_a_random_and_refuses_anything_else():
    assert Deck().shuffled(7) == Deck().shuffled(random.Random(7)) == Deck().shuffled(7)
    assert sorted(Deck().shuffled(7)) == sorted(Deck().cards)
    for junk in ("7", None, 1.5, True, [], random):
        with pytest.raises(CardlabError) as caught:
            Deck().shuffled(junk)
        assert_cardlab_error(caught, "expected a random.Random, or a whole number")
    with pytest.raises(CardlabError):
        Deck().check_holds(None)
    Deck().check_holds("AS 2S")  # text, as the other helpers take it
    with pytest.raises(CardlabError):
        Deck().check_holds("AS AS")


# -- languages --------------------------------------------------------------------------------------------------
def _texts():
    """One object of each kind that renders itself in a language, and how it is asked to."""
    state = _positions(tongits, 2)[-1]
    match = indian_rummy.new_game(2)
    bot = RandomBot(2)
    while not match.is_terminal():
        match.apply(bot.choose(match.view(match.current_player)))
    return {
        "Verdict": lambda lang: Verdict(True).text(lang),
        "Verdict with reasons": lambda lang: tongits.check_meld("AS 2S 3S").text(lang),
        "Reason": lambda lang: Reason("verdict.no").text(lang),
        "Outcome.text": lambda lang: state.outcome().text(lang),
        "Outcome.text of no reasons": lambda lang: Outcome(None).text(lang),
        "Outcome.summary": lambda lang: state.outcome().summary(lang),
        "Action.describe": lambda lang: state.history[0].describe(lang),
        "Action.describe by hand": lambda lang: Action("zzz").describe(lang),
        "CardlabError.text": lambda lang: CardlabError.of("error.not_over").text(lang),
        "CardlabError.text of plain text": lambda lang: CardlabError("plain").text(lang),
        "SeatName": lambda lang: SeatName(0).text(lang),
        "SeatList of none": lambda lang: SeatList([]).localized(lang),
        "DealResult": lambda lang: match.results[-1].text(lang),
        "arrangement": lambda lang: tongits.arrange("AS 2S 3S").describe(lang),
        "Indian Rummy arrangement": lambda lang: indian_rummy.arrange("3H 4H 5H 9S 9D 9C KS").describe(lang),
        "phase_name": lambda lang: cardlab.engine.phase_name(tongits.Phase.DRAW, lang),
    }


@pytest.mark.parametrize("language", ["fr", "", "EN", 5, ["en"]])
def test_every_text_refuses_an_unknown_language_with_a_cardlab_error_naming_en_and_vi(language):
    for name, text in _texts().items():
        assert text(None) == text("en") and (text("vi") or name.endswith("of none") or "no reasons" in name), name
        with pytest.raises(CardlabError) as caught:
            text(language)
        assert_cardlab_error(caught, "expected one of en, vi")
        assert caught.value.code == "explain.no_language", name


def test_set_language_refuses_an_unknown_language_and_keeps_the_one_set():
    set_language("vi")
    for junk in ("fr", None, "", "VI"):
        with pytest.raises(CardlabError) as caught:
            set_language(junk)
        assert_cardlab_error(caught, "en, vi")
        assert "không có ngôn ngữ" in str(caught.value)
    assert cardlab.get_language() == "vi"



# -- widgets ----------------------------------------------------------------------------------------------------
def test_the_hand_builder_answers_junk_in_the_widget_and_keeps_its_hand_and_rules():
    from cardlab.widgets import HandBuilder

    builder = HandBuilder(hand="AS 2S 3S")
    hand, rules = list(builder.hand), builder.rules
    for call in (lambda: builder.set_option([], True), lambda: builder.set_option(None, True),
                 lambda: builder.set_option("ace_high_in_runs", []), lambda: builder.set_option("ace_high_in_runs", 2),
                 lambda: builder.toggle(10 ** 5000), lambda: builder.toggle([None]), lambda: builder.set_hand({}),
                 lambda: builder.set_hand("x" * 100_000), lambda: builder.set_mode([]), lambda: builder.toggle("²S")):
        assert call() is False
        assert builder.error and len(builder.error) <= 600 and builder.hand == hand and builder.rules == rules
    assert builder.set_option("ace_high_in_runs", True) is True and builder.rules.ace_high_in_runs


def test_the_table_refuses_a_button_that_is_not_there_and_a_junk_move_without_changing_the_hand():
    from cardlab.widgets import Table

    table = Table(seed=3)
    record = table.state.to_json()
    for index in ("0", -1, True, 1.5, 10 ** 100, None, [0]):
        with pytest.raises(CardlabError) as caught:
            table.click(index)
        assert_cardlab_error(caught, "there is no move button")
    for junk in (10 ** 5000, None, [], Action(None), Action("discard", ([],)), "x" * 100_000, "²", object()):
        assert table.act(junk) is False
        assert table.error and len(table.error) <= 600
    assert table.state.to_json() == record
    assert table.click(0) is True and table.state.to_json() != record


# -- the terminal ------------------------------------------------------------------------------------------------
JUNK_LINES = ["²", "9" * 5000, "", "   ", "\t", "\x00\x07\x1b[A", "０", "-1", "0", "x" * 20_000, "\ufeff", "\u202e1"]


@pytest.mark.parametrize("game", ["tongits", "phom", "indian-rummy", "chan"])
def test_the_terminal_explains_junk_asks_again_and_ends_cleanly_at_the_end_of_input(game):
    typed = ("\n".join(JUNK_LINES) + "\n").encode() + b"\xff\xfe\xc3\n"  # and bytes that are no UTF-8
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "cardlab", "play", "--game", game, "--seed", "3", "--you", "0"],
                            input=typed, capture_output=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert result.stderr == b""
    out = result.stdout.decode("utf-8", "replace")
    lines = out.splitlines()
    assert lines[-1].endswith("No more input: you left the hand.")
    # Every non-blank entry is explained (quoted, cut short) and asked again; blank lines are asked again quietly.
    explained = [line for line in lines if "is not one of your moves" in line or "There is no move" in line]
    assert len(explained) == len([j for j in JUNK_LINES if j.strip()]) + 1
    assert all(len(line) <= 500 for line in explained)
    assert out.count("Your move (number, words, ? or q): ") == len(JUNK_LINES) + 2


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_junk_entry_read_as_a_move_is_a_cardlab_error_and_changes_nothing(game):
    from cardlab.terminal import read_move

    state = GAMES[game].new_game(5)
    record = state.to_json()
    for entry in JUNK_LINES + ["discard ²", "show 9D: ² | x", "chắn " + "x" * 5000, "sapaw 9C on meld 99999999999"]:
        if not entry.strip():
            continue
        with pytest.raises(CardlabError) as caught:
            read_move(state, state.current_player, entry)
        assert_cardlab_error(caught)
    assert state.to_json() == record


def test_play_seat_asks_again_after_junk_and_leaves_at_the_end_of_input():
    from cardlab.terminal import play_seat

    for game in GAMES:
        lines = iter(JUNK_LINES + [""])
        seen = []
        assert play_seat(game, 0, seed=4, read=lambda prompt: next(lines), write=seen.append) == 0
        assert seen[-1] == "No more input: you left the hand."


def test_chan_seats_moves_and_languages_answer_junk_with_a_short_cardlab_error():
    from cardlab import chan

    state = chan.new_game(1)
    before = state.to_json()
    for bad in (9, -1, True, "0", 10 ** 5000):
        with pytest.raises(CardlabError, match="expected a seat from 0 to 3"):
            state.cards_of(bad)
    for junk in ("x" * 100_000, Action("k" * 1000, player=0)):
        text = state.why_illegal(junk).text()
        assert len(text) < 500 and "…" in text
    assert state.to_json() == before
    with pytest.raises(CardlabError, match="en, vi"):
        chan.score("2V 2V 4S 4S 5N 5N 6V 6V 9S 9S CC 3V 3N 4V 4N 7V 7N 6S 6N CC", "CC", "dealt").text("fr")
