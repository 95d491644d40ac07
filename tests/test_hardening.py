"""Issue #16: every bad input gets a clear cardlab error, in bounded time, with a short message.

One test per item of the issue (named after it), then a bounded fuzz of every game's public
calculators, ``State.apply``, ``State.from_json``, the widgets' setters and the exercises' ``check``.
Times are measured only as a generous bound (a loaded 2-core machine must not make them flaky).
"""
import inspect
import json
import os
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import cardlab
from cardlab import chan, indian_rummy, phom, tongits
from cardlab.arrange import arrange
from cardlab.cards import MAX_CARDS, Card, Deck, parse_cards
from cardlab.engine import Action
from cardlab.errors import CardlabError, IllegalActionError, InvalidRulesError, NotationError
from cardlab.melds import MeldRules, classify

GAMES = [tongits, phom, indian_rummy, chan]
BOUND = 5.0      # seconds: "within a second", with room for a busy machine
QUOTE = 200      # characters of the input a message may quote
SHORT = 500      # characters a whole message may take


def refused(call, error=CardlabError, quote_of=None):
    """Run ``call``; it must raise ``error`` quickly, with a short message. Returns the error."""
    start = time.perf_counter()
    with pytest.raises(error) as info:
        call()
    assert time.perf_counter() - start < BOUND
    text = str(info.value)
    assert len(text) <= SHORT, text[:600]
    if quote_of is not None:
        # The input is longer than any message: only a cut quote of it can be there.
        assert quote_of[:QUOTE + 50] not in text
    return info.value


def nested(depth):
    top = inner = []
    for _ in range(depth):
        inner.append([])
        inner = inner[0]
    return top


def record(game, **changes):
    data = json.loads(game.new_game(0).to_json())
    data.update(changes)
    return json.dumps(data)


# ---------------------------------------------------------------------------
# Hangs and huge inputs

@pytest.mark.parametrize("call", [indian_rummy.arrange, indian_rummy.penalty, indian_rummy.explain_penalty])
def test_indian_rummy_calculators_refuse_hands_larger_than_the_game_can_hold(call):
    hand = " ".join(map(str, Deck(2, 2).cards[:44]))
    error = refused(lambda: call(hand, wild_rank="5"))
    assert "44 cards" in str(error) and "at most 16" in str(error)
    assert call(" ".join(map(str, Deck(2, 2).cards[:16])), wild_rank="5") is not None  # 13 + 1 + 2 for practice


def test_meld_rules_are_validated():
    refused(lambda: MeldRules(min_run=2 ** 64), InvalidRulesError)
    refused(lambda: MeldRules(min_set=0), InvalidRulesError)
    refused(lambda: MeldRules(min_set=4, max_set=3), InvalidRulesError)
    refused(lambda: MeldRules(ace_high="yes"), InvalidRulesError)
    refused(lambda: MeldRules(wild_rank=5), InvalidRulesError)
    assert MeldRules(min_run=4, max_set=5).min_run == 4


def test_rules_arguments_of_arrange_and_classify_must_be_meld_rules():
    assert "MeldRules" in str(refused(lambda: arrange("AS 2S 3S", 1), InvalidRulesError))
    assert "MeldRules" in str(refused(lambda: classify("AS 2S 3S", 1), InvalidRulesError))
    refused(lambda: arrange("AS 2S 3S", None, points=5))
    assert not arrange("AS 2S 3S", None).deadwood


def test_parse_cards_caps_what_a_hand_may_hold():
    text = "AS " * 333334
    error = refused(lambda: parse_cards(text)._repr_html_(), NotationError, quote_of=text)
    assert error.code == "cards.too_long"
    error = refused(lambda: parse_cards(["AS"] * (MAX_CARDS + 1)), NotationError)
    assert error.code == "cards.too_many" and f"{MAX_CARDS} cards" in str(error)
    refused(lambda: parse_cards(iter(lambda: "AS", None)), NotationError)  # an endless iterator
    refused(lambda: chan.parse_cards("3V " * 100000), NotationError)
    assert len(parse_cards(["AS"] * MAX_CARDS)) == MAX_CARDS


def test_fight_calculator_with_a_huge_exposed_text_stays_quick():
    from cardlab.widgets import FightCalculator

    fc = FightCalculator()
    before = repr(fc)
    start = time.perf_counter()
    fc.set_player("B", exposed="AS " * 333334)
    fc.set_caller("A")                       # a refresh
    assert time.perf_counter() - start < BOUND
    assert repr(fc) == before and "characters long" in fc.feedback_text


def test_deck_decks_is_bounded():
    assert "from 1 to 6" in str(refused(lambda: cardlab.Deck(decks=2 ** 31)))
    refused(lambda: cardlab.Deck(jokers=10 ** 9))
    assert len(cardlab.Deck(decks=6, jokers=12)) == 324


def test_error_messages_quote_at_most_200_characters_of_the_input():
    text = "x" * 10 ** 6
    refused(lambda: tongits.arrange(text), NotationError, quote_of=text)
    refused(lambda: phom.check_meld("AS " + text), NotationError, quote_of=text)
    refused(lambda: tongits.State.from_json(text), quote_of=text)
    assert len(cardlab.explain.quoted(list(range(10 ** 6)))) <= QUOTE + 1


def test_the_cli_does_not_echo_a_130_kb_argument():
    out = subprocess.run([sys.executable, "-m", "cardlab", "arrange", "AS " * 43000], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": os.path.dirname(os.path.dirname(cardlab.__file__))})
    assert out.returncode == 2 and len(out.stderr) < SHORT and out.stdout == ""


# ---------------------------------------------------------------------------
# Actions

def test_a_tongits_move_typed_with_a_superscript_digit_is_refused():
    state = tongits.new_game(0)
    before = state.to_json()
    refused(lambda: state.apply("draw ²"), IllegalActionError)
    refused(lambda: state.apply("sapaw AS on meld ²"), IllegalActionError)
    assert state.to_json() == before


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@pytest.mark.parametrize("kind", [None, 123, "", b"draw"])
def test_an_action_whose_kind_is_not_text_is_refused_in_every_game(game, kind):
    state = game.new_game(0)
    before = state.to_json()
    assert "kind=" in str(refused(lambda: state.apply(Action(kind, ())), IllegalActionError))
    assert state.to_json() == before


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_an_action_with_unhashable_parts_is_refused_in_every_game(game):
    state = game.new_game(0)
    refused(lambda: state.apply(Action("discard", ([],), None, 0)), IllegalActionError)
    refused(lambda: state.apply(Action("discard", (), [1], 0)), IllegalActionError)
    refused(lambda: state.apply(Action("discard", (), None, "0")), IllegalActionError)
    refused(lambda: state.apply(Action("discard", 5, None, 0)), IllegalActionError)


# ---------------------------------------------------------------------------
# Records

@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@pytest.mark.parametrize("field", ["seed", "actions", "game"])
def test_a_record_missing_seed_actions_or_game_is_refused(game, field):
    data = json.loads(record(game))
    del data[field]
    refused(lambda: game.State.from_json(json.dumps(data)))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_a_record_action_missing_its_kind_is_refused(game):
    assert "actions[0].kind" in str(refused(lambda: game.State.from_json(record(game, actions=[{"cards": []}]))))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_a_record_with_rules_null_is_refused(game):
    assert "rules=None" in str(refused(lambda: game.State.from_json(record(game, rules=None))))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_a_record_action_written_as_a_word_is_refused(game):
    assert "'draw'" in str(refused(lambda: game.State.from_json(record(game, actions=["draw"]))))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_a_record_action_with_cards_5_is_refused(game):
    bad = [{"kind": "discard", "cards": 5}]
    assert "cards=5" in str(refused(lambda: game.State.from_json(record(game, actions=bad))))


def test_a_chan_deal_without_dealer_is_refused():
    deal = chan.State.from_deal(0, [["2V"] * 4 + ["3V"] * 4 + ["4V"] * 4 + ["5V"] * 4 + ["6V"] * 4,
                                    ["7V"] * 4 + ["8V"] * 4 + ["9V"] * 4 + ["2S"] * 4 + ["3S"] * 3,
                                    ["4S"] * 4 + ["5S"] * 4 + ["6S"] * 4 + ["7S"] * 4 + ["8S"] * 3,
                                    ["9S"] * 4 + ["2N"] * 4 + ["3N"] * 4 + ["4N"] * 4 + ["5N"] * 3],
                                ["3S", "8S", "5N"] + ["6N"] * 4 + ["7N"] * 4 + ["8N"] * 4 + ["9N"] * 4 + ["CC"] * 4)
    data = json.loads(deal.to_json())
    assert chan.State.from_json(json.dumps(data)).to_json() == deal.to_json()
    del data["deal"]["dealer"]
    assert "deal.dealer" in str(refused(lambda: chan.State.from_json(json.dumps(data))))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_a_record_nested_100000_deep_is_refused(game):
    refused(lambda: game.State.from_json("[" * 100000))
    refused(lambda: game.State.from_json(record(game, rules={"x": nested(10)})))


def test_a_tongits_position_with_current_player_1_0_is_refused():
    hands = ["AS 2S 3S 4S", "5H 6H 7H", "8D 9D 10D"]
    refused(lambda: tongits.State.from_position(hands, current_player=1.0))
    refused(lambda: tongits.State.from_position(hands, current_player=True))
    good = tongits.State.from_position(hands, current_player=1)
    data = json.loads(good.to_json())
    data["position"]["current_player"] = 1.0
    refused(lambda: tongits.State.from_json(json.dumps(data)))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_seeds_are_bounded_so_every_game_can_be_saved(game):
    # Chắn draws a seed for seed=None and records it (issue: records of such games replay).
    bad = (10 ** 5000, 2 ** 63, -1, 1.5, "7") + (() if game is chan else (None,))
    for seed in bad:
        assert "seed=" in str(refused(lambda: game.new_game(seed)))
    state = game.new_game(2 ** 63 - 1)
    assert game.State.from_json(state.to_json()).to_json() == state.to_json()
    refused(lambda: cardlab.play(game.__name__.split(".")[1].replace("_", "-"), seed=10 ** 5000))


# ---------------------------------------------------------------------------
# Everything else

PARSERS = [parse_cards, cardlab.Hand, tongits.arrange, tongits.check_meld, phom.arrange, phom.check_meld,
           indian_rummy.arrange, indian_rummy.check_meld, indian_rummy.check_declaration, chan.parse_cards,
           chan.decompose, lambda cards: chan.check_win(cards, "3V", "stock"), classify, arrange]


@pytest.mark.parametrize("parse", PARSERS, ids=lambda f: f"{f.__module__}.{f.__name__}".replace("<lambda>", "check_win"))
def test_lists_nested_3000_deep_into_any_parser_are_refused(parse):
    refused(lambda: parse(nested(3000)))


def test_chan_decompose_with_one_card_as_exposed_is_refused():
    refused(lambda: chan.decompose("3V 3V", exposed=chan.parse_card("3V")))
    refused(lambda: chan.decompose("3V 3V", exposed=5))


def test_settle_deal_with_a_list_as_winner_is_refused():
    assert "winner=[0]" in str(refused(lambda: indian_rummy.settle_deal([0], {1: 5})))
    refused(lambda: indian_rummy.settle_deal(0, {(1,): 5}))


def test_from_position_with_exposed_0_is_refused():
    hands = ["AS 2S 3S", "5H 6H 7H", "8D 9D 10D"]
    assert "exposed=0" in str(refused(lambda: tongits.State.from_position(hands, exposed=0)))
    refused(lambda: tongits.State.from_position(hands, sapawed_on=5))
    refused(lambda: tongits.State.from_position(hands, seed=-3))


def test_play_with_bots_that_are_not_bots_or_max_actions_as_text_is_refused():
    refused(lambda: cardlab.play("tongits", [1, 2, 3]))
    refused(lambda: cardlab.play("tongits", "greedy"))
    refused(lambda: cardlab.play("tongits", max_actions="5"), InvalidRulesError)
    refused(lambda: cardlab.play("tongits", max_actions=0), InvalidRulesError)


def test_exercises_answer_a_huge_number_or_a_self_containing_list_with_feedback():
    from cardlab.exercises import tongits_set

    ex = tongits_set(0)
    loop = []
    loop.append(loop)
    for q in ex:
        for answer in (10 ** 5000, "9" * 5000, loop, 1e300):
            start = time.perf_counter()
            feedback = q.check(answer)
            assert time.perf_counter() - start < BOUND
            assert not feedback.correct and len(str(feedback)) <= 2 * SHORT
    assert "could not be checked" not in str(ex.q2.check(10 ** 5000))


def test_exercise_q4_says_a_card_given_twice_is_given_twice():
    from cardlab.exercises import tongits_set

    text = str(tongits_set(0).q4.check("AS AS"))
    assert "A♠ is given twice" in text and "could not be checked" not in text


def test_replay_of_a_record_with_an_action_written_as_a_word():
    from cardlab.widgets import Replay

    good = cardlab.play("tongits", seed=3).to_json()
    bad = json.loads(good)
    bad["actions"][2] = "draw"
    refused(lambda: Replay(json.dumps(bad)))
    replay = Replay(good)
    replay.go(5)
    frame = replay.frame_html
    assert replay.load(json.dumps(bad)) is False
    assert replay.step == 5 and replay.frame_html == frame
    assert "'draw'" in replay.feedback_text and "cardlab-replay-feedback" in replay.feedback._dom_classes
    assert "is malformed" in replay.feedback.value
    assert replay.load(good) is True and replay.feedback_text == "" and replay.step == 0


def test_fight_calculator_set_player_exposed_5_keeps_its_state():
    from cardlab.widgets import FightCalculator

    fc = FightCalculator()
    before, outcome = repr(fc), fc.outcome
    fc.set_player("A", exposed=5)
    assert repr(fc) == before and fc.outcome == outcome
    assert "exposed=5" in fc.feedback_text and "exposed=5" in fc.feedback.value
    fc.set_player("A", hand=[None])
    assert repr(fc) == before and "hand=[None]" in fc.feedback_text
    fc.set_player("C", hand="AH")
    assert fc.feedback_text == "" and fc.hands["C"].value == "AH"


def test_cli_on_a_terminal_that_cannot_print_suits_falls_back_to_letters():
    env = {**os.environ, "PYTHONIOENCODING": "ascii",
           "PYTHONPATH": os.path.dirname(os.path.dirname(cardlab.__file__))}
    out = subprocess.run([sys.executable, "-m", "cardlab", "arrange", "AS 2S 3S 7H"], capture_output=True,
                         text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("[AS 2S 3S]") and "7H" in out.stdout
    out = subprocess.run([sys.executable, "-m", "cardlab", "--lang", "vi", "arrange", "AS 2S 3S 7H"],
                         capture_output=True, text=True, env=env)
    assert out.returncode == 0 and "bai rac" in out.stdout
    out = subprocess.run([sys.executable, "-m", "cardlab", "--help"], capture_output=True, text=True, env=env)
    assert out.returncode == 0 and "S H D C" in out.stdout


# ---------------------------------------------------------------------------
# Fuzz: junk of every type and size into every public function

# Huge numbers are built by map(): hypothesis prints a sampled_from's values, and 10**5000 has no str().
huge = st.sampled_from([5000, 64, 63, 400]).map(lambda k: 10 ** k if k > 100 else 2 ** k)
scalars = st.one_of(st.none(), st.booleans(), st.integers(), huge, huge.map(lambda n: -n),
                    st.floats(allow_nan=True), st.text(max_size=30), st.binary(max_size=10),
                    st.sampled_from(["AS 2S 3S", "x" * 10 ** 5, "AS " * 400, "3V 3V CC", "JK", "10H", "|", "",
                                     Card.parse("AS"), chan.parse_card("3V"), "draw", "²"]))
junk = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=5), st.tuples(inner, inner),
                                                     st.dictionaries(st.text(max_size=5), inner, max_size=3)),
                    max_leaves=12)
FUZZ = settings(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SKIP = {"play_session"}  # plays whole sessions between bots when the junk happens to be valid


def calculators(game):
    return [getattr(game, n) for n in game.__all__ if callable(getattr(game, n)) and n not in SKIP
            and not isinstance(getattr(game, n), type)]


def answered(call):
    """``call()`` returns or raises a short CardlabError, in bounded time."""
    start = time.perf_counter()
    try:
        call()
    except CardlabError as error:
        assert len(str(error)) <= SHORT, str(error)[:600]
    assert time.perf_counter() - start < BOUND


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@FUZZ
@given(data=st.data())
def test_fuzz_every_public_calculator_with_junk(game, data):
    for function in calculators(game):
        params = [p for p in inspect.signature(function).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        required = sum(p.default is p.empty for p in params)
        args = data.draw(st.lists(junk, min_size=required, max_size=max(required, min(len(params), 4))))
        answered(lambda: function(*args))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@FUZZ
@given(junk_action=junk, kind=st.one_of(junk, st.sampled_from(["draw", "discard", "chow", "expose", "sapaw"])),
       cards=junk, target=junk, player=junk)
def test_fuzz_state_apply_with_junk(game, junk_action, kind, cards, target, player):
    state = game.new_game(1)
    before = state.to_json()
    for action in (junk_action, Action(kind, cards, target, player)):
        answered(lambda: state.apply(action))
    assert state.to_json() == before


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@FUZZ
@given(text=junk, field=st.sampled_from(["game", "seed", "rules", "players", "actions", "first_player", "position",
                                         "deal"]), value=junk, action=junk)
def test_fuzz_from_json_with_junk(game, text, field, value, action):
    answered(lambda: game.State.from_json(text))
    answered(lambda: game.State.from_json(text if not isinstance(text, str) else json.dumps(text)))
    data = json.loads(game.new_game(0).to_json())
    data[field] = value
    try:
        edited = json.dumps(data)
    except (TypeError, ValueError):
        return  # not JSON at all: covered by the text above
    answered(lambda: game.State.from_json(edited))
    data = json.loads(game.new_game(0).to_json())
    data["actions"] = [action]
    try:
        edited = json.dumps(data)
    except (TypeError, ValueError):
        return
    answered(lambda: game.State.from_json(edited))


@FUZZ
@given(exposed=junk, hand=junk, player=junk, record=junk)
def test_fuzz_widget_setters_with_junk(exposed, hand, player, record):
    from cardlab.widgets import FightCalculator, Replay

    fc = FightCalculator()
    answered(lambda: fc.set_player("B", exposed=exposed, hand=hand))
    answered(lambda: fc.set_player(player, hand="AS"))
    answered(lambda: fc.set_caller(player))
    answered(lambda: fc.set_response("B", player))
    replay = _REPLAY.get("r") or _REPLAY.setdefault("r", Replay(tongits.new_game(0)))
    answered(lambda: replay.load(record))
    answered(lambda: replay.go(player))


_REPLAY = {}


@FUZZ
@given(answer=junk)
def test_fuzz_exercise_check_with_junk(answer):
    from cardlab.exercises import tongits_set

    ex = _EXERCISES.get("ex") or _EXERCISES.setdefault("ex", tongits_set(0))
    for q in ex:
        start = time.perf_counter()
        feedback = q.check(answer)
        assert time.perf_counter() - start < BOUND and len(str(feedback)) <= 2 * SHORT


_EXERCISES = {}
