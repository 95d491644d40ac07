"""Every field of every game's ``Rules`` is checked on construction (cardlab.rules_fields).

For each game and each field: a value of the wrong type, values out of range and a 5,000-digit
number are refused with one ``InvalidRulesError`` naming the field, quoting the value and saying
what it accepts, in at most 500 characters, in English and Vietnamese; the documented bounds are
accepted. A misspelt option names the accepted ones and the nearest. A property test throws junk at
every field: each value is refused cleanly, or accepted and then a whole hand plays and settles.
"""
import copy
import dataclasses
import json
import pickle
import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import cardlab
from cardlab import chan, indian_rummy, phom, tongits
from cardlab.engine import check_int, check_option, rules_to_dict
from cardlab.errors import InvalidRulesError
from cardlab.explain import quoted
from cardlab.melds import MeldRules
from cardlab.rules_fields import Flag, Whole, option, rules_class

GAMES = {"tongits": tongits, "phom": phom, "indian_rummy": indian_rummy, "chan": chan}
HUGE = 10 ** 5000
M = 10 ** 6

# What each field accepts, as the Rules docstrings document it:
# ("flag",) | ("choice", values) | ("whole", lowest, highest) | ("optional", lowest, highest) | ("tuple",) | ("table",)
SPECS = {
    "tongits": {
        "turn_direction": ("choice", ("clockwise", "counterclockwise")),
        "ace_high_in_runs": ("flag",), "chow_requires_new_meld": ("flag",),
        "dealer_may_expose_before_first_discard": ("flag",),
        "fight_timing": ("choice", ("after_draw", "before_draw")),
        "fight_tie_winner": ("choice", ("challenger", "caller")),
        "stock_out_tiebreak": ("choice", ("last_drawer_loses", "last_drawer_wins", "fewer_cards")),
        "concealed_melds_count_as_deadwood": ("flag",), "burn_exempt_with_secret": ("flag",),
        "tongits_on_final_discard": ("flag",), "fight_after_melding": ("flag",),
        "ace_points": ("whole", 0, 1000), "high_card_points": ("whole", 0, 1000),
        "first_player_cards": ("whole", 1, 52), "other_player_cards": ("whole", 1, 52),
        "stock_size": ("whole", 1, 52),
        "base_stake": ("whole", 0, M), "tongits_bonus": ("whole", 0, M), "burn_penalty": ("whole", 0, M),
        "fold_penalty": ("whole", 0, M), "challenge_loss": ("whole", 0, M), "bonus_per_ace": ("whole", 0, M),
        "bonus_per_king": ("whole", 0, M), "bonus_concealed_four": ("whole", 0, M),
    },
    "phom": {
        "turn_direction": ("choice", ("counterclockwise", "clockwise")),
        "ace_points": ("whole", 0, 13), "ace_high_in_runs": ("flag",),
        "max_eaten_cards_per_phom": ("whole", 1, 3),
        "u_definition": ("choice", ("three_phom", "no_deadwood")),
        "eat_payment_scheme": ("choice", ("by_round", "by_eat_order")),
        "chot_multiplier": ("whole", 1, M), "u_payment": ("whole", 0, M), "rank_payments": ("tuple",),
        "mom_extra": ("whole", 0, M), "house_fee": ("whole", 0, M), "u_khan_enabled": ("flag",),
        "cards_per_player": ("whole", 3, 11), "first_player_cards": ("whole", 4, 12), "rounds": ("whole", 2, 10),
        "den_on_tai_chot": ("flag",), "short_table_payments": ("choice", ("by_place", "last_pays_most")),
    },
    "indian_rummy": {
        "decks": ("whole", 1, 4), "printed_jokers": ("whole", 0, 6),
        "printed_joker_indicator_makes_aces_wild": ("flag",), "joker_in_set_allowed": ("flag",),
        "set_max_size": ("whole", 3, 8),
        "loser_grouping_requirement": ("choice", ("pure_sequence", "two_sequences_one_pure")),
        "no_pure_sequence_penalty": ("choice", ("sum_capped", "fixed_max")),
        "max_penalty": ("whole", 1, M), "first_drop": ("optional", 0, M), "middle_drop": ("optional", 0, M),
        "wrong_show": ("whole", 0, M), "format": ("choice", ("points", "pool101", "pool201", "deals")),
        "after_wrong_show": ("choice", ("play_on", "deal_ends")), "deals": ("whole", 1, 100),
        "max_reshuffles": ("optional", 0, 1000), "ace_points": ("whole", 0, 1000),
        "court_points": ("whole", 0, 1000), "joker_points": ("whole", 0, 1000), "hand_size": ("whole", 7, 13),
        "discarded_joker_pickable": ("flag",), "discard_taken_card": ("flag",),
        "drop_in_two_player_deals": ("flag",), "show_grouping": ("choice", ("player", "best")),
    },
    "chan": {
        "xuong_points": ("whole", 0, M), "bonus_values": ("table",),
        "thap_thanh_adds_main_values": ("flag",), "bach_thu_chi_separate_bonus": ("flag",),
        "extra_traditional_bonuses": ("flag",), "passed_faces_barred": ("flag",),
    },
}

# Other fields a value needs to be valid beside them (the checks that tie fields together).
COMPANIONS = {
    ("tongits", "tongits_bonus"): {"burn_penalty": M}, ("tongits", "fold_penalty"): {"burn_penalty": M},
    ("tongits", "challenge_loss"): {"burn_penalty": M},
    ("phom", "cards_per_player"): {3: {"first_player_cards": 4}, 11: {"first_player_cards": 12, "rounds": 2}},
    ("phom", "first_player_cards"): {4: {"cards_per_player": 3}, 12: {"cards_per_player": 11, "rounds": 2}},
    ("phom", "rounds"): {10: {"cards_per_player": 3, "first_player_cards": 4}},
    ("tongits", "first_player_cards"): {1: {"stock_size": 27}},
    ("tongits", "other_player_cards"): {1: {"stock_size": 37}},
    ("tongits", "stock_size"): {1: {"other_player_cards": 19}},
}


def rules_class_of(game):
    return GAMES[game].Rules


def refused(game, value_kwargs, field_name, shown):
    """The error for Rules(**value_kwargs): an InvalidRulesError naming the field and quoting ``shown``."""
    with pytest.raises(InvalidRulesError) as info:
        rules_class_of(game)(**value_kwargs)
    error = info.value
    for text in (str(error), error.text("en"), error.text("vi")):
        assert field_name in text and shown in text and len(text) <= 500, text
    assert str(error) == error.text("en")
    return error


def field_cases():
    for game, spec in SPECS.items():
        for name, kind in spec.items():
            yield game, name, kind


@pytest.mark.parametrize("game", GAMES)
def test_the_table_above_covers_every_field_of_every_rules(game):
    assert set(SPECS[game]) == {f.name for f in fields(rules_class_of(game))}


@pytest.mark.parametrize("game, name, kind", list(field_cases()), ids=[f"{g}.{n}" for g, n, _ in field_cases()])
def test_each_field_refuses_a_bad_type_an_out_of_range_value_and_a_huge_number(game, name, kind):
    if kind[0] == "flag":
        bad_type, out_of_range = [1, 0, "True", None, 1.0, 1 + 0j], [2, -1]
        expects = "True or False"
    elif kind[0] == "choice":
        bad_type, out_of_range = [1, None, True, kind[1][0].encode(), [kind[1][0]]], ["nonsense", kind[1][0].upper()]
        expects = "expected one of " + ", ".join(map(repr, kind[1]))
    elif kind[0] in ("whole", "optional"):
        low, high = kind[1], kind[2]
        bad_type = [True, False, float(low), float(low) + 0.5, complex(low), str(low), [low], float("nan")]
        if kind[0] == "whole":
            bad_type.append(None)
        out_of_range = [low - 1, high + 1, -M - 1, 2 ** 62, 2 ** 63]
        expects = f"from {low} to {high}"
    elif kind[0] == "tuple":                       # Phỏm rank_payments
        bad_type, out_of_range = ["123", None, {1, 2, 3}, 123], [(1, 2), (1, 2, 3, 4), (1, 2, -1), (1, 2, M + 1),
                                                                  (1, 2, 3.0), (True, 2, 3)]
        expects = "3 whole numbers from 0 to 1000000"
    else:                                          # Chắn bonus_values
        bad_type, out_of_range = [[("tom", (4, 1))], "tom", None, 4], [{f"k{i}": (1, 1) for i in range(16)}]
        expects = "a dict such as"
    for value in bad_type + out_of_range:
        error = refused(game, {name: value}, name, quoted(value))
        assert error.code == "error.rules.value" and error.params["name"] == name
        assert expects in error.text("en"), error.text("en")
    for value in (HUGE, -HUGE):
        error = refused(game, {name: value}, name, "a whole number of about 5001 digits")
        assert "Exceeds the limit" not in str(error)


@pytest.mark.parametrize("game, name, kind", [c for c in field_cases() if c[2][0] in ("whole", "optional")],
                         ids=[f"{g}.{n}" for g, n, k in field_cases() if k[0] in ("whole", "optional")])
def test_the_documented_bounds_of_each_number_are_accepted_and_play(game, name, kind):
    for value in (kind[1], kind[2]):
        if (game, name, value) in DEAL_EDGES:      # 52 cards in one part of a Tongits deal leave none for the rest
            error = refused(game, {name: value}, str(value), "52")
            assert error.code == "error.tongits.deal_size"
            continue
        companions = COMPANIONS.get((game, name), {})
        companions = companions.get(value, {}) if any(isinstance(k, int) for k in companions) else companions
        if (game, name, value) == ("tongits", "burn_penalty", 0):
            continue                               # burned pays the most: at least 1 (test_tongits_deal_must_use_the_deck)
        rules = rules_class_of(game)(**{name: value, **companions})
        assert getattr(rules, name) == value and type(getattr(rules, name)) is int
        works(game, rules)
    if kind[0] == "optional":
        assert getattr(rules_class_of(game)(**{name: None}), name) is None or name in ("first_drop", "middle_drop")


DEAL_EDGES = {("tongits", "first_player_cards", 52), ("tongits", "other_player_cards", 52),
              ("tongits", "stock_size", 52)}


def test_tongits_deal_must_use_the_deck():
    assert tongits.Rules(first_player_cards=14, other_player_cards=12, stock_size=14).stock_size == 14
    error = refused("tongits", {"first_player_cards": 20}, "20", "52")
    assert error.code == "error.tongits.deal_size"
    error = refused("tongits", {"burn_penalty": 0}, "burn_penalty", "0")
    assert error.code == "error.tongits.burn_penalty"


def test_nested_values_are_named_and_quoted():
    # Phỏm's rank_payments: the whole tuple is quoted.
    refused("phom", {"rank_payments": (1, 2, HUGE)}, "rank_payments", "(1, 2,")
    # Chắn: a bad line names its key, a bad key is quoted.
    refused("chan", {"bonus_values": {"tom": {1, 2}}}, "bonus_values['tom']", "{1, 2}")
    refused("chan", {"bonus_values": {"tom": (M + 1, 1)}}, "bonus_values['tom']", str(M + 1))
    refused("chan", {"bonus_values": {"tom": (4.0, 1)}}, "bonus_values['tom']", "(4.0, 1)")
    refused("chan", {"bonus_values": {"tom": (HUGE, 1)}}, "bonus_values['tom']", "digits")
    for key in (5, "luck", HUGE, None, ("tom",)):
        error = refused("chan", {"bonus_values": {key: (1, 1)}}, "bonus_values", quoted(key))
        assert error.code == "error.rules.key" and "thap_thanh" in str(error) and "tam_do" in error.text("vi")


def test_the_problems_found_are_refused_at_construction():
    for call, name in [(lambda: chan.Rules(bonus_values={"tom": {1, 2}}), "bonus_values['tom']"),
                       (lambda: chan.Rules(bonus_values={5: 0}), "bonus_values"),
                       (lambda: chan.Rules(xuong_points=1.5), "xuong_points"),
                       (lambda: phom.Rules(max_eaten_cards_per_phom=3 + 0j), "max_eaten_cards_per_phom"),
                       (lambda: indian_rummy.Rules(court_points=2 ** 62), "court_points"),
                       (lambda: tongits.Rules(tongits_bonus=HUGE), "tongits_bonus"),
                       (lambda: tongits.Rules(burn_penalty=HUGE), "burn_penalty")]:
        with pytest.raises(InvalidRulesError, match=name.replace("[", r"\[").replace("]", r"\]")):
            call()


# -- unknown options -------------------------------------------------------------------------------------------------

MISSPELT = {"tongits": ("ace_point", "ace_points"), "phom": ("u_paymnet", "u_payment"),
            "indian_rummy": ("court_point", "court_points"), "chan": ("xuong_point", "xuong_points")}


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_option_lists_the_accepted_ones(game):
    rules = rules_class_of(game)
    names = [f.name for f in fields(rules)]
    for call in (lambda: rules(colour=1), lambda: dataclasses.replace(rules(), colour=1)):
        with pytest.raises(InvalidRulesError) as info:
            call()
        error = info.value
        assert isinstance(error, TypeError)        # as Python's own error for an unexpected keyword was
        for text in (str(error), error.text("vi")):
            assert "'colour'" in text and f"{game}.Rules()" in text and len(text) <= 500, text
            assert all(name in text for name in names), text
            assert "did you mean" not in text and "ý bạn là" not in text
        assert "has no option 'colour'" in str(error) and "không có tùy chọn 'colour'" in error.text("vi")


@pytest.mark.parametrize("game", GAMES)
def test_a_misspelt_option_says_which_one_was_meant(game):
    wrong, right = MISSPELT[game]
    rules = rules_class_of(game)
    for call in (lambda: rules(**{wrong: 1}), lambda: dataclasses.replace(rules(), **{wrong: 1})):
        with pytest.raises(InvalidRulesError) as info:
            call()
        error = info.value
        assert f"(did you mean {right!r}?)" in str(error)
        assert f"(có phải ý bạn là {right!r}?)" in error.text("vi")
        for text in (str(error), error.text("vi")):
            assert repr(wrong) in text and len(text) <= 500
            assert names_listed(text, rules) >= min(len(fields(rules)), 20)


def names_listed(text, rules):
    return sum(f.name in text.split(": ", 1)[1].replace(",", " ").split() for f in fields(rules))


def test_a_very_long_unknown_option_is_quoted_short():
    with pytest.raises(InvalidRulesError) as info:
        tongits.Rules(**{"x" * 100_000: 1})
    assert "'xxxx" in str(info.value) and len(str(info.value)) <= 500 and len(info.value.text("vi")) <= 500


def test_options_in_order_too_many_or_twice_are_refused():
    assert tongits.Rules("counterclockwise") == tongits.Rules(turn_direction="counterclockwise")
    with pytest.raises(InvalidRulesError, match=r"chan.Rules\(\) takes at most 6 options in order, not 7"):
        chan.Rules(*range(7))
    with pytest.raises(InvalidRulesError, match="'turn_direction' twice") as info:
        phom.Rules("clockwise", turn_direction="clockwise")
    assert "hai lần" in info.value.text("vi")


def test_a_session_record_with_an_unknown_option_is_still_a_bad_record():
    with pytest.raises(cardlab.CardlabError, match="magic"):
        chan.Session.from_json('{"game": "chan-session", "seed": 1, "rules": {"magic": 1}}')


# -- what stays the same ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_defaults_equality_hashing_pickling_copying_replace_and_json(game):
    rules = rules_class_of(game)
    r = rules()
    assert r == rules() and hash(r) == hash(rules())
    assert pickle.loads(pickle.dumps(r)) == r and copy.copy(r) == r and copy.deepcopy(r) == r
    assert dataclasses.replace(r) == r
    assert rules(**json.loads(json.dumps(rules_to_dict(r)))) == r
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.__setattr__(fields(rules)[0].name, None)


def test_json_lists_are_kept_as_tuples_and_int_subclasses_as_ints():
    import enum

    class Points(enum.IntEnum):
        ACE = 11

    assert phom.Rules(rank_payments=[1, 2, 3]) == phom.Rules() and phom.Rules(rank_payments=[1, 2, 3]).rank_payments == (1, 2, 3)
    assert chan.Rules(bonus_values={"tom": [6, 2]}).bonus_values["tom"] == (6, 2)
    r = tongits.Rules(ace_points=Points.ACE)
    assert type(r.ace_points) is int and r == tongits.Rules(ace_points=11)
    assert indian_rummy.Rules(format="pool201").first_drop == 25            # the format's drop, resolved once


def test_engine_check_helpers_share_the_checks():
    for call, text in [(lambda: check_int("n", HUGE, 0, 5), "digits"), (lambda: check_int("n", 2.0, 0, 5), "2.0"),
                       (lambda: check_int("n", -1, 0), "at least 0"), (lambda: check_option("x", 1, (True, False)),
                                                                         "True or False"),
                       (lambda: check_option("x", "up", ("a", "b")), "one of 'a', 'b'"),
                       (lambda: MeldRules(min_set=HUGE), "min_set")]:
        with pytest.raises(InvalidRulesError, match=text):
            call()
    check_int("n", 3, 0, 5)
    check_option("x", True, (True, False))


def test_a_rules_class_with_an_unchecked_field_is_refused_when_defined():
    with pytest.raises(TypeError, match="declares no check"):
        @rules_class
        @dataclasses.dataclass(frozen=True)
        class Rules:
            a: int = option(1, Whole(0, 2))
            b: bool = False

    @rules_class
    @dataclasses.dataclass(frozen=True)
    class Fine:
        a: int = option(1, Whole(0, 2))
        b: bool = option(False, Flag())

    assert Fine(a=2).a == 2
    with pytest.raises(InvalidRulesError, match="a=3"):
        Fine(a=3)


# -- junk at every field ---------------------------------------------------------------------------------------------

CHOICES = sorted({v for spec in SPECS.values() for kind in spec.values() if kind[0] == "choice" for v in kind[1]})
SMALL = st.integers(-3, 60)
JUNK = st.one_of(
    SMALL, st.integers(),
    st.sampled_from([HUGE, -HUGE, 2 ** 62, 2 ** 63, -2 ** 63, M, M + 1, 1000, 1001, 100, 101, 13, 14]),
    st.floats(), st.complex_numbers(), st.booleans(), st.none(), st.text(max_size=12), st.binary(max_size=4),
    st.sampled_from(CHOICES), st.decimals(), st.fractions(),
    st.lists(SMALL, max_size=4), st.tuples(SMALL, SMALL, SMALL), st.tuples(SMALL, SMALL), st.sets(SMALL, max_size=3),
    st.dictionaries(st.one_of(st.sampled_from(sorted(chan.DEFAULT_BONUS_VALUES)), st.text(max_size=4), SMALL),
                    st.one_of(st.tuples(SMALL, SMALL), st.lists(SMALL, max_size=3), SMALL, st.floats(),
                              st.sampled_from([(HUGE, 1), (1, M + 1)])), max_size=4),
)


def play_out(game, rules, seed):
    """A whole hand with random legal moves, then its settlement: whole-number payments, zero-sum."""
    module = GAMES[game]
    state = module.new_game(seed, rules)
    rng = random.Random(seed)
    for _ in range(3000):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome.summary() and outcome.text("vi")
    assert all(type(v) is int for v in outcome.payments.values()) and sum(outcome.payments.values()) == 0
    json.dumps(outcome.to_dict())


def works(game, rules):
    """Accepted rules are usable: saved, restored, compared, copied, and a hand plays and settles."""
    rules_class = rules_class_of(game)
    for f in fields(rules_class):
        value = getattr(rules, f.name)
        assert not isinstance(value, (float, complex)) and quoted(value)
    assert rules_class(**json.loads(json.dumps(rules_to_dict(rules)))) == rules
    assert pickle.loads(pickle.dumps(rules)) == rules and dataclasses.replace(rules) == rules
    hash(rules), repr(rules)
    play_out(game, rules, seed=len(repr(rules)))


def plausible(kind):
    """Values a field of this kind may accept (so that the property also reaches rules that are accepted)."""
    if kind[0] == "flag":
        return st.booleans()
    if kind[0] == "choice":
        return st.sampled_from(kind[1])
    if kind[0] in ("whole", "optional"):
        values = st.one_of(st.integers(kind[1], min(kind[2], kind[1] + 20)), st.sampled_from([kind[1], kind[2]]))
        return st.one_of(values, st.none()) if kind[0] == "optional" else values
    if kind[0] == "tuple":
        return st.tuples(*[st.integers(0, M)] * 3)
    return st.dictionaries(st.sampled_from(sorted(chan.DEFAULT_BONUS_VALUES)),
                           st.one_of(st.tuples(st.integers(0, M), st.integers(0, M)), st.lists(SMALL, max_size=2)),
                           max_size=4)


def options_for(game, junk=True, most=3):
    """Options for ``game``'s Rules: 1 to ``most`` fields, each a plausible value or (if ``junk``) any junk."""
    spec = SPECS[game]
    values = {name: st.one_of(plausible(kind), JUNK) if junk else plausible(kind) for name, kind in spec.items()}
    return st.lists(st.sampled_from(sorted(spec)), min_size=1, max_size=most, unique=True).flatmap(
        lambda names: st.fixed_dictionaries({name: values[name] for name in names}))


def refused_cleanly_or_works(game, options):
    try:
        rules = rules_class_of(game)(**options)
    except InvalidRulesError as error:
        for text in (str(error), error.text("vi")):
            assert 0 < len(text) <= 500
        if error.code == "error.rules.value":
            assert error.params["name"].split("[")[0] in options
        return False
    works(game, rules)
    return True


@pytest.mark.parametrize("game", GAMES)
def test_junk_at_any_field_is_refused_cleanly_or_works(game):
    @settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(options_for(game))
    def check(options):
        refused_cleanly_or_works(game, options)

    check()


@pytest.mark.parametrize("game", GAMES)
def test_rules_built_from_plausible_values_work_when_accepted(game):
    accepted = []

    @settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(options_for(game, junk=False, most=4))
    def check(options):
        accepted.append(refused_cleanly_or_works(game, options))

    check()
    assert sum(accepted) >= len(accepted) // 4      # the property reached the games, not only the refusals


@pytest.mark.parametrize("game", GAMES)
def test_every_game_plays_with_its_rules_at_their_bounds(game):
    extreme = {
        "tongits": dict(ace_points=1000, high_card_points=0, base_stake=M, tongits_bonus=M, burn_penalty=M,
                        fold_penalty=M, challenge_loss=M, bonus_per_ace=M, bonus_per_king=M, bonus_concealed_four=M),
        "phom": dict(ace_points=13, u_payment=M, rank_payments=(M, M, M), mom_extra=M, house_fee=M,
                     chot_multiplier=M, max_eaten_cards_per_phom=3),
        "indian_rummy": dict(max_penalty=M, first_drop=M, middle_drop=M, wrong_show=M, ace_points=1000,
                             court_points=1000, joker_points=1000, max_reshuffles=1000),
        "chan": dict(xuong_points=M, bonus_values={k: (M, M) for k in chan.DEFAULT_BONUS_VALUES}),
    }[game]
    rules = rules_class_of(game)(**extreme)
    for seed in range(3):
        play_out(game, rules, seed)
