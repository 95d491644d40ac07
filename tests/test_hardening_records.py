"""Everything a user hands the package as JSON or as a number is refused quickly with a short cardlab error.

One reader (:func:`cardlab.inputs.read_json`) serves game records, session records and replays; one
check (:func:`cardlab.inputs.check_whole_number`) serves seeds, hand numbers, counts and move limits.
"""
import json
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import cardlab
from cardlab import chan, indian_rummy, phom, tongits
from cardlab.errors import CardlabError, InvalidRulesError
from cardlab.explain import quoted
from cardlab.history import HistoryView
from cardlab.inputs import MAX_JSON_DIGITS, check_whole_number, number_text, read_json
from cardlab.records import MAX_RECORD_DEPTH
from cardlab.session import MAX_HANDS

GAMES = [tongits, phom, indian_rummy, chan]
SESSION_GAMES = [tongits, phom, chan]
BOUND = 1.0      # seconds: every refusal comes within a second
SHORT = 500      # characters a whole message may take, in either language
HUGE = 10 ** 5000


def refused(call, error=CardlabError, quote=None):
    """Run ``call``: it must raise ``error`` within :data:`BOUND`, short in English and Vietnamese.

    ``quote``: a part of the English message (the input as quoted, or what was expected).
    """
    start = time.perf_counter()
    with pytest.raises(error) as info:
        call()
    assert time.perf_counter() - start < BOUND
    english, vietnamese = info.value.text("en"), info.value.text("vi")
    assert len(english) <= SHORT and len(vietnamese) <= SHORT, english[:600]
    if info.value.code is not None:
        assert english != vietnamese
    if quote is not None:
        assert quote in english, english
    return info.value


def ident(value):
    """A test id for any value, also a number with no str()."""
    return quoted(value, 20)


def name(module):
    return module.__name__.rsplit(".", 1)[-1]


def replay_states(record):
    from cardlab.widgets.replay import replay_states as states
    return states(record)


def readers():
    """Every reader of a user's JSON, by name."""
    out = {"read_json": read_json, "replay": replay_states}
    out.update({f"{name(g)}.State.from_json": g.State.from_json for g in GAMES})
    out.update({f"{name(g)}.Session.from_json": g.Session.from_json for g in SESSION_GAMES})
    return out


READERS = readers()


# ---------------------------------------------------------------------------
# The examples that used to escape as RecursionError, UnicodeDecodeError, ValueError, TypeError, AttributeError

def test_a_huge_hand_number_is_refused_at_once_not_looped_to():
    error = refused(lambda: phom.Session(1).hand_seed(10 ** 8), quote="k=100000000")
    assert str(MAX_HANDS) in str(error) and "hand" in str(error)
    assert "ván" in error.text("vi")
    refused(lambda: phom.Session(1).hand_seed(HUGE), quote="digits")
    for k in (-1, True, 1.0, "3", None):
        refused(lambda: tongits.Session().hand_seed(k), quote="k=")


def test_the_last_hand_number_a_session_holds_is_reached_quickly():
    s = chan.Session(5)
    start = time.perf_counter()
    last = s.hand_seed(MAX_HANDS - 1)
    assert time.perf_counter() - start < BOUND
    assert isinstance(last, int) and s.hand_seed(MAX_HANDS - 1) == last
    assert chan.Session(5).hand_seed(3) == s.hand_seed(3)


@pytest.mark.parametrize("reader", sorted(set(READERS) - {"replay"}))
@pytest.mark.parametrize("text", ["[" * 100000, "{\"a\":" * 100000, b"[" * 100000], ids=["lists", "objects", "bytes"])
def test_json_nested_100000_deep_is_refused_before_parsing(reader, text):
    assert "nested more than" in str(refused(lambda: READERS[reader](text)))


def test_a_replay_of_json_nested_100000_deep_is_refused():
    assert "nested more than" in str(refused(lambda: replay_states("[" * 100000)))


def test_a_replay_of_a_record_whose_game_is_a_list_is_refused():
    refused(lambda: replay_states('{"game": []}'))


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("data", [b"\xff\xfe\x00", b'{"game": "tongits", "x": "\xe9"}', bytearray(b"\x80")],
                         ids=["ff", "latin1", "bytearray"])
def test_bytes_that_are_not_utf8_are_refused_naming_the_byte(reader, data):
    error = refused(lambda: READERS[reader](data))
    if not (reader == "replay" and isinstance(data, bytearray)):    # the replay takes str or bytes only
        assert "UTF-8" in str(error)


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("junk", [None, 5, 1.5, ["{}"], {"game": "tongits"}, object()], ids=ident)
def test_something_that_is_not_text_is_refused(reader, junk):
    refused(lambda: READERS[reader](junk))


@pytest.mark.parametrize("game", GAMES, ids=name)
def test_a_record_holding_a_5000_digit_number_is_refused_before_conversion(game):
    data = json.loads(game.new_game(0).to_json())
    text = json.dumps(data).replace('"seed": 0', '"seed": ' + "9" * 5000)
    error = refused(lambda: game.State.from_json(text), quote="5000 digits")
    assert "9" * 200 not in str(error)
    refused(lambda: replay_states(text), quote="5000 digits")
    data["actions"] = [{"kind": "draw", "player": 0}]
    text = json.dumps(data).replace('"player": 0', '"player": -' + "1" * 5000)
    refused(lambda: game.State.from_json(text), quote="5000 digits")


@pytest.mark.parametrize("game", SESSION_GAMES, ids=name)
@pytest.mark.parametrize("value", ["9" * 5000, "-" + "9" * 5000, "1e999", "-1e999", "NaN", "Infinity", "-Infinity"])
def test_a_session_record_with_a_number_json_or_64_bits_cannot_hold_is_refused(game, value):
    text = game.play_session(hands=1, seed=3).to_json().replace('"seed": 3', '"seed": ' + value, 1)
    assert value in text
    refused(lambda: game.Session.from_json(text))


@pytest.mark.parametrize("game", SESSION_GAMES, ids=name)
def test_play_session_with_none_among_the_bots_is_refused(game):
    bots = list(game.Session._DEFAULT_BOTS) if game is not tongits else ["greedy", "random", "random"]
    bots[1] = None
    refused(lambda: game.play_session(bots=bots, hands=1), quote="None is not a bot")
    bots[1] = object()
    refused(lambda: game.Session().play(bots), quote="is not a bot")


@pytest.mark.parametrize("value", ["100", True, 0, -1, 1.5, HUGE, 10 ** 7 + 1, None], ids=ident)
def test_max_actions_that_is_not_a_whole_number_in_range_is_refused(value):
    quote = "max_actions=" + ("<a whole number" if value is HUGE else repr(value))
    refused(lambda: cardlab.play("tongits", max_actions=value), InvalidRulesError, quote=quote)
    refused(lambda: tongits.Session().play(max_actions=value), InvalidRulesError, quote=quote)
    refused(lambda: chan.Session().play(max_actions=value), InvalidRulesError, quote=quote)


@pytest.mark.parametrize("game", SESSION_GAMES, ids=name)
@pytest.mark.parametrize("seed", [HUGE, -HUGE, 2 ** 63, -1, True, 1.5, "7", b"7"], ids=ident)
def test_a_session_seed_must_fit_in_64_bits(game, seed):
    error = refused(lambda: game.Session(seed=seed), quote="seed=")
    assert "2**63 - 1" in str(error)


@pytest.mark.parametrize("game", SESSION_GAMES, ids=name)
def test_a_session_with_the_largest_seed_saves_and_replays(game):
    s = game.Session(seed=2 ** 63 - 1).play(hands=1)
    text = s.to_json()
    assert game.Session.from_json(text).to_json() == text


@pytest.mark.parametrize("hands", [HUGE, MAX_HANDS + 1, True, -1, 2.0, "1"], ids=ident)
def test_a_number_of_hands_out_of_range_is_refused(hands):
    refused(lambda: tongits.Session().play(("greedy", "random", "random"), hands=hands), quote="hands=")


def test_a_session_cannot_play_past_its_last_hand():
    s = tongits.Session()
    s.hands = [None] * (MAX_HANDS - 1)     # as if played: the check counts them
    error = refused(lambda: s.play(("greedy", "random", "random"), hands=2), quote="hands=2")
    assert f"{MAX_HANDS - 1} played" in str(error) and "từ 0 đến 1" in error.text("vi")


def test_a_session_record_with_more_hands_than_a_session_holds_is_refused_before_replaying():
    text = json.dumps({"game": "phom-session", "seed": 0, "hands": [{}] * (MAX_HANDS + 1)})
    assert f"at most {MAX_HANDS} hand records" in str(refused(lambda: phom.Session.from_json(text)))


@pytest.mark.parametrize("opener", [1.0, True, 4, -1, HUGE, "1"], ids=ident)
def test_a_first_player_that_is_not_a_seat_number_is_refused(opener):
    refused(lambda: phom.Session(first_player=opener), quote="first_player=")
    refused(lambda: tongits.Session(first_player=opener), quote="first_player=")


@pytest.mark.parametrize("game", SESSION_GAMES, ids=name)
@pytest.mark.parametrize("field, value, quote", [
    ("seed", None, "no seed"), ("seed", -1, "seed=-1"), ("seed", "0", "seed='0'"), ("hands", {}, "hands={}"),
    ("rules", [], "rules=[]"), ("players", "4", "players='4'"), ("first_player", 1.5, "first_player=1.5"),
    ("dealer", [0], "dealer=[0]"),
])
def test_a_session_record_field_of_the_wrong_shape_is_named(game, field, value, quote):
    data = json.loads(game.Session(seed=1).to_json())
    if field in ("first_player", "dealer") and field not in data:
        return                              # the other games' opener field
    data[field] = value
    refused(lambda: game.Session.from_json(json.dumps(data)), quote=quote)


def test_a_game_name_that_is_not_text_is_refused():
    refused(lambda: cardlab.play(HUGE), quote="digits")
    refused(lambda: cardlab.play(["tongits"]), quote="['tongits']")


def test_a_history_index_of_5000_digits_is_an_index_error_with_a_short_message():
    view = HistoryView([1, 2, 3])
    start = time.perf_counter()
    with pytest.raises(IndexError) as info:
        view[HUGE]
    assert time.perf_counter() - start < BOUND and len(str(info.value)) <= SHORT
    assert view[-1] == 3


# ---------------------------------------------------------------------------
# The reader and the check themselves

def test_the_reader_counts_depth_without_brackets_inside_strings():
    assert read_json("[" * MAX_RECORD_DEPTH + "]" * MAX_RECORD_DEPTH, max_depth=MAX_RECORD_DEPTH)
    refused(lambda: read_json("[" * 21 + "]" * 21, max_depth=20), quote="nested more than 20")
    deep_text = json.dumps(["[" * 5000, "{\\\"[" * 100, '"]'])
    assert read_json(deep_text, max_depth=1)[0] == "[" * 5000
    # An unterminated string, with escaped quotes and a trailing backslash: linear, and a syntax error.
    start = time.perf_counter()
    refused(lambda: read_json('["' + '\\"' * 500_000 + "\\"), quote="line 1")
    assert time.perf_counter() - start < BOUND


def test_the_reader_bounds_numbers_but_keeps_every_64_bit_one():
    assert read_json(str(2 ** 63 - 1)) == 2 ** 63 - 1 and read_json(str(-(2 ** 63))) == -(2 ** 63)
    assert read_json("9" * MAX_JSON_DIGITS) == int("9" * MAX_JSON_DIGITS)
    refused(lambda: read_json("9" * (MAX_JSON_DIGITS + 1)), quote=f"{MAX_JSON_DIGITS + 1} digits")
    assert read_json("[1.5, -2e10]") == [1.5, -2e10]
    for junk in ("1e999", "NaN", "[Infinity]", "-Infinity"):
        refused(lambda: read_json(junk), quote="is not a number JSON allows")


def test_the_reader_reads_bytes_with_or_without_a_byte_order_mark_and_bounds_the_length():
    assert read_json('{"a": "Phỏm"}'.encode()) == {"a": "Phỏm"}
    assert read_json(b"\xef\xbb\xbf[1]") == [1]
    refused(lambda: read_json("[1, 2]", max_chars=3), quote="6 characters, more than 3")
    refused(lambda: read_json("[1, 2]".encode(), max_chars=5), quote="6 characters, more than 5")
    refused(lambda: read_json(b"[" + b" " * 100 + b"]", max_chars=10), quote="102 bytes, more than 10 characters")
    error = refused(lambda: read_json("{not json"), quote="line 1, column 2")
    assert error.code == "input.not_json" and "không phải JSON hợp lệ" in error.text("vi")


def test_the_whole_number_check_refuses_bools_and_other_types_and_names_the_range():
    assert check_whole_number("n", 7, 0, 10) == 7
    for value in (True, False, 7.0, "7", None, [7], 11, -1):
        refused(lambda: check_whole_number("n", value, 0, 10), quote="from 0 to 10")
    refused(lambda: check_whole_number("n", HUGE, 0, 10), quote="n=<a whole number of about 5001 digits>")
    refused(lambda: check_whole_number("n", 0, 1, 2, error=InvalidRulesError), InvalidRulesError)
    assert number_text(2 ** 63 - 1) == "2**63 - 1" and number_text(2 ** 40) == "2**40" and number_text(99) == "99"


# ---------------------------------------------------------------------------
# Valid records still round-trip, also as bytes

@pytest.mark.parametrize("game", SESSION_GAMES, ids=name)
def test_a_played_session_round_trips_as_text_and_as_bytes(game):
    s = game.play_session(hands=2, seed=11)
    text = s.to_json()
    for given_ in (text, text.encode("utf-8"), b"\xef\xbb\xbf" + text.encode("utf-8")):
        again = game.Session.from_json(given_)
        assert again.to_json() == text and again.totals == s.totals


@pytest.mark.parametrize("game", GAMES, ids=name)
def test_a_played_hand_round_trips_and_replays(game):
    state = cardlab.play(name(game).replace("_", "-"), ["greedy"] * (3 if game is tongits else 4), seed=5)
    text = state.to_json()
    assert game.State.from_json(text).to_json() == text
    assert game.State.from_json(text.encode()).to_json() == text
    if game is not chan:
        states = replay_states(text)
        assert len(states) == len(state.history) + 1 and states[-1].to_json() == text


# ---------------------------------------------------------------------------
# Fuzz: junk JSON text and bytes into every reader

FUZZ = settings(max_examples=25, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False, allow_infinity=False),
              st.text(max_size=8), st.sampled_from(["tongits", "phom-session", "chan-session", "AS", "draw"])),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(
        st.sampled_from(["game", "seed", "rules", "players", "actions", "hands", "first_player", "dealer",
                         "kind", "cards", "position", "deal", "x"]), inner, max_size=5)),
    max_leaves=15)
fragments = st.sampled_from(["[", "]", "{", "}", '"', "\\", ",", ":", "9" * 30, "-", "1e999", "NaN", "Infinity",
                             "null", '"game": "phom-session"', '"seed": 0', " ", "\ufeff", "\x00"])


@st.composite
def junk_text(draw):
    kind = draw(st.sampled_from(["value", "cut", "spliced", "fragments", "text"]))
    if kind == "text":
        return draw(st.text(max_size=40))
    if kind == "fragments":
        return "".join(draw(st.lists(fragments, max_size=30)))
    text = json.dumps(draw(json_values), ensure_ascii=draw(st.booleans()))
    if kind == "cut":
        return text[:draw(st.integers(0, len(text)))]
    if kind == "spliced":
        i = draw(st.integers(0, len(text)))
        return text[:i] + draw(fragments) * draw(st.integers(1, 40)) + text[i:]
    return text


def json_depth(text):
    """How deep ``text`` nests, counted one character at a time (the slow, obvious way)."""
    depth = deepest = 0
    in_string = escaped = False
    for c in text:
        if in_string:
            escaped, in_string = (False, True) if escaped else (c == "\\", c != '"')
        elif c == '"':
            in_string = True
        elif c in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif c in "]}":
            depth -= 1
    return deepest


tricky_values = st.recursive(
    st.one_of(st.integers(-2 ** 63, 2 ** 63 - 1), st.text(alphabet='[]{}"\\aé\n', max_size=8)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(alphabet='[]{"\\a', max_size=3),
                                                                         inner, max_size=3)),
    max_leaves=20)


@settings(FUZZ, max_examples=300)
@given(value=tricky_values, ascii_only=st.booleans(), limit=st.integers(0, 6))
def test_the_depth_count_agrees_with_counting_one_character_at_a_time(value, ascii_only, limit):
    from cardlab.inputs import _too_deep
    text = json.dumps(value, ensure_ascii=ascii_only)
    assert _too_deep(text, limit) == (json_depth(text) > limit)
    if json_depth(text) <= limit:
        assert read_json(text, max_depth=limit) == value


def answered(call):
    """``call()`` returns or raises a short CardlabError, within the bound."""
    start = time.perf_counter()
    try:
        call()
    except CardlabError as error:
        for language in ("en", "vi"):
            assert len(error.text(language)) <= SHORT, error.text(language)[:600]
    assert time.perf_counter() - start < BOUND


FUZZED = {n: r for n, r in READERS.items() if n != "replay"}   # the replay: see REPLAY_GUESS above


@FUZZ
@given(text=junk_text(), encode=st.sampled_from([None, "utf-8", "utf-16", "latin-1"]))
def test_fuzz_every_reader_with_junk_json_text(text, encode):
    given_ = text if encode is None else text.encode(encode, errors="replace")
    for reader in FUZZED.values():
        answered(lambda: reader(given_))


@FUZZ
@given(data=st.binary(max_size=60))
def test_fuzz_every_reader_with_junk_bytes(data):
    for reader in FUZZED.values():
        answered(lambda: reader(data))


@FUZZ
@given(game=st.sampled_from(SESSION_GAMES), field=st.sampled_from(["seed", "rules", "players", "hands",
                                                                    "first_player", "dealer", "game"]),
       value=json_values)
def test_fuzz_a_session_record_with_one_field_replaced(game, field, value):
    data = json.loads(game.Session(seed=2).to_json())
    data[field] = value
    answered(lambda: game.Session.from_json(json.dumps(data)))
