"""Issue #12 §1 for the games: bad input to any public calculator is answered in Vietnamese.

Every error a game raises on bad input comes from the message catalogue (``SomeError.of(code, ...)``),
quotes the input and says what was expected, in the learner's language.
"""
import ast
import inspect
import pathlib
import re

import pytest

import cardlab
from cardlab import chan, indian_rummy, phom, tongits
from cardlab.bots.phom import GreedyBot as PhomGreedyBot
from cardlab.engine import Action, SeatName

VIETNAMESE = re.compile("[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]", re.I)
PACKAGE = pathlib.Path(cardlab.__file__).parent

# Raises of a literal message that are deliberate, with the reason each stays as it is.
DELIBERATE = {
    # The catalogue's own checks run while messages are being registered: they cannot come from it,
    # and they speak to the developer who wrote a template, not to a learner.
    ("explain.py", "ValueError"): 3,
    # Python's protocol for a missing attribute (hasattr, getattr with a default) relies on it.
    ("explain.py", "AttributeError"): 1,
    # A game class that forgot to declare its card or rules class: a programming error in cardlab.
    ("engine.py", "NotImplementedError"): 2,
    # A Rules class declared with a field that has no check: a programming error in cardlab, raised when the
    # class is defined (at import), never by anything a learner does.
    ("rules_fields.py", "TypeError"): 2,
}


def _literal_raises(source: str) -> list[tuple[int, str]]:
    """(line, exception name) of every ``raise Name("..." or f"...")`` in ``source``.

    ``raise SomeError.of(code, ...)`` and re-raises are fine; a message written in the call is not.
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            func = node.exc.func
            if isinstance(func, ast.Attribute) and func.attr == "of":
                continue
            texts = [a for a in node.exc.args if isinstance(a, ast.JoinedStr)
                     or (isinstance(a, ast.Constant) and isinstance(a.value, str))
                     or (isinstance(a, ast.BinOp) and any(isinstance(s, (ast.JoinedStr, ast.Constant))
                                                          for s in (a.left, a.right)))]
            if texts:
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "?")
                found.append((node.lineno, name))
    return found


def test_the_literal_raise_detector_finds_f_strings_and_plain_strings_but_not_catalogue_errors():
    source = ('raise CardlabError(f"x={x!r}")\nraise error(f"y")\nraise NotationError("z")\n'
              'raise CardlabError.of("error.bool", name="x", value="1")\nraise\n')
    assert [name for _, name in _literal_raises(source)] == ["CardlabError", "error", "NotationError"]


def test_no_error_message_is_written_in_english_in_the_engine_or_the_games():
    counts: dict = {}
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        # Widgets and exercises translate their own texts (separate work, other branches).
        if relative.startswith(("widgets/", "exercises/")):
            continue
        for line, name in _literal_raises(path.read_text(encoding="utf-8")):
            if (relative, name) in DELIBERATE:
                counts[relative, name] = counts.get((relative, name), 0) + 1
            else:
                offenders.append(f"{relative}:{line} raise {name}(...)")
    assert offenders == []
    # A deliberate exception that grew new members would hide a new English message.
    assert counts == DELIBERATE


# (game function's name, call, the input as it must appear quoted in the message)
CASES = [
    # Tongits
    ("tongits.new_game", lambda: tongits.new_game(seed="abc"), "'abc'"),
    ("tongits.check_meld", lambda: tongits.check_meld("AS 2S JK"), "'AS 2S JK'"),
    ("tongits.check_sapaw", lambda: tongits.check_sapaw("KH KD", "KS KC KD"), "'KH KD'"),
    ("tongits.check_chow", lambda: tongits.check_chow("8S", "6S 7S", exposed="5S 6S 7S"), "'5S 6S 7S'"),
    ("tongits.check_fight", lambda: tongits.check_fight(-1, False), "-1"),
    ("tongits.arrange", lambda: tongits.arrange("AS 2S JK"), "'AS 2S JK'"),
    ("tongits.deadwood", lambda: tongits.deadwood(["AS", "JK"]), "['AS', 'JK']"),
    ("tongits.fight_result", lambda: tongits.fight_result("A", {"A": 3, "B": 5}, {"B": "run"}, {"A": 1, "B": 1}),
     "'run'"),
    ("tongits.stock_out_result", lambda: tongits.stock_out_result({0: 5, 1: 9}, "Z", {0: 1, 1: 1}), "'Z'"),
    ("tongits.tongits_result", lambda: tongits.tongits_result(0, {0: 1, 1: "x"}), "'x'"),
    ("tongits.points", lambda: tongits.points("JK"), "'JK'"),
    ("tongits.Rules", lambda: tongits.Rules(ace_points=1.5), "1.5"),
    ("tongits.State.from_position", lambda: tongits.State.from_position(hands="x"), "'x'"),
    ("tongits.State.from_json", lambda: tongits.State.from_json('{"game": "tongits", "rules": [1]}'), "[1]"),
    ("tongits.Session", lambda: tongits.Session(first_player=3), "3"),
    ("tongits.Session.record", lambda: tongits.Session().record("a hand"), "'a hand'"),
    ("tongits.Session.from_json", lambda: tongits.Session.from_json('{"game": "tongits-session", "seed": 0, '
                                                                    '"hands": 5}'), "5"),
    ("tongits.play_session", lambda: tongits.play_session(["greedy", "random"]), "['greedy', 'random']"),
    # Phỏm
    ("phom.new_game", lambda: phom.new_game(players=9), "9"),
    ("phom.card_points", lambda: phom.card_points("JK"), "'JK'"),
    ("phom.check_meld", lambda: phom.check_meld("AS 2S JK"), "'JK'"),
    ("phom.check_send", lambda: phom.check_send(["6S"], "3S 4S 5S"), "['6S']"),
    ("phom.check_eat", lambda: phom.check_eat("XX", "3S 4S 5S"), "XX"),
    ("phom.arrange", lambda: phom.arrange("AS AS 2S"), "'AS'"),
    ("phom.deadwood", lambda: phom.deadwood("AS 2S 3S 9H", eaten="KD"), "'KD'"),
    ("phom.check_u", lambda: phom.check_u("AS JK"), "'JK'"),
    ("phom.check_u_khan", lambda: phom.check_u_khan("AS 2S", rules="xeeng"), "'xeeng'"),
    ("phom.eat_payment", lambda: phom.eat_payment(1, "2"), "'2'"),
    ("phom.settle", lambda: phom.settle({"A": {"deadwood": -1, "mom": False, "laydown_order": 1},
                                         "B": {"deadwood": 5, "mom": False, "laydown_order": 2}}), "-1"),
    ("phom.settle_u", lambda: phom.settle_u("A", ["A", "B"], kind="big"), "'big'"),
    ("phom.u_den_payer", lambda: phom.u_den_payer("A", 7), "7"),
    ("phom.Rules", lambda: phom.Rules(rank_payments=(1, 2)), "(1, 2)"),
    ("phom.State.from_json", lambda: phom.State.from_json('{"game": "phom", "seed": 1, "actions": "draw"}'), "'draw'"),
    ("phom.Session", lambda: phom.Session(seed="x"), "'x'"),
    ("phom.Session.play", lambda: phom.Session().play(hands=-1), "-1"),
    ("phom.Session.from_json", lambda: phom.Session.from_json('{"game": "phom-session", "rules": [1]}'), "[1]"),
    ("phom.play_session", lambda: phom.play_session(["greedy"] * 5), "['greedy', 'greedy'"),
    # Indian Rummy
    ("indian_rummy.new_game", lambda: indian_rummy.new_game(seed=1.5), "1.5"),
    ("indian_rummy.wild_rank", lambda: indian_rummy.wild_rank("5H 6H"), "'5H 6H'"),
    ("indian_rummy.card_points", lambda: indian_rummy.card_points("5H", wild_rank=5), "5"),
    ("indian_rummy.check_meld", lambda: indian_rummy.check_meld("3H 4H 5H", wild_rank=5.0), "5.0"),
    ("indian_rummy.check_declaration", lambda: indian_rummy.check_declaration("|"), "'|'"),
    ("indian_rummy.penalty", lambda: indian_rummy.penalty("2H 3H 4H 5S", groups="2H 3H 4H | 9C"), "'9C'"),
    ("indian_rummy.explain_penalty", lambda: indian_rummy.explain_penalty("2H 3H 4H", groups=42), "42"),
    ("indian_rummy.arrange", lambda: indian_rummy.arrange("2H 3H", wild_rank=cardlab.parse_card("5H")), "5H"),
    ("indian_rummy.drop_penalty", lambda: indian_rummy.drop_penalty("yes"), "'yes'"),
    ("indian_rummy.wrong_show_penalty", lambda: indian_rummy.wrong_show_penalty(rules="pool"), "'pool'"),
    ("indian_rummy.settle_deal", lambda: indian_rummy.settle_deal("A", {"B": -5}), "-5"),
    ("indian_rummy.Rules", lambda: indian_rummy.Rules.pool(limit=150), "150"),
    ("indian_rummy.show_action", lambda: indian_rummy.show_action("0", "KC", "3H 4H 5H | QH QD QC"), "'0'"),
    ("indian_rummy.match_totals", lambda: indian_rummy.match_totals([{0: 0, 1: "ten"}]), "'ten'"),
    ("indian_rummy.waiting_cards", lambda: indian_rummy.waiting_cards("2H 3H 4H"), "'2H 3H 4H'"),
    # Chắn
    ("chan.new_game", lambda: chan.new_game(0, players=5), "5"),
    ("chan.parse_card", lambda: chan.parse_card("7X"), "'7X'"),
    ("chan.parse_cards", lambda: chan.parse_cards("3V 7X"), "'7X'"),
    ("chan.is_red", lambda: chan.is_red(cardlab.parse_card("8H")), "8H"),
    ("chan.decompose", lambda: chan.decompose("3V 3V", exposed="3V"), "'3V'"),
    ("chan.find_combos", lambda: chan.find_combos("3V 3V 3V 3V 3V"), "'3V'"),
    ("chan.check_win", lambda: chan.check_win("3V 3V", "3V", "sky"), "'sky'"),
    ("chan.score", lambda: chan.score("3V 3V", "3V", "discard"), "'3V 3V'"),
    ("chan.settle", lambda: chan.settle(5, 7), "7"),
    ("chan.waiting_cards", lambda: chan.waiting_cards("3V 3V"), "'3V 3V'"),
    ("chan.Rules", lambda: chan.Rules(bonus_values={"magic": (1, 1)}), "'magic'"),
    ("chan.State.from_deal", lambda: chan.State.from_deal(0, "x", ""), "'x'"),
    ("chan.play_session", lambda: chan.play_session(bots="greedy"), "'greedy'"),
    ("chan.yours", lambda: chan.yours("greedy", 0), "'greedy'"),
    ("bots.phom.GreedyBot", lambda: PhomGreedyBot(eat_chance=2), "2"),
]


@pytest.mark.parametrize("name, call, quoted_input", CASES, ids=[c[0] for c in CASES])
def test_bad_input_to_every_public_calculator_is_answered_in_vietnamese_quoting_it(name, call, quoted_input):
    cardlab.set_language("vi")
    with pytest.raises(cardlab.CardlabError) as info:
        call()
    error = info.value
    assert error.code is not None, f"{name}: {error} is not from the catalogue"
    assert VIETNAMESE.search(str(error)) and quoted_input in str(error), str(error)
    english = error.text("en")
    assert quoted_input in english and english != str(error)


def test_every_public_function_of_every_game_has_a_bad_input_case():
    covered = {c[0] for c in CASES}
    missing = [f"{game.__name__.split('.')[-1]}.{name}" for game in (tongits, phom, indian_rummy, chan)
               for name in game.__all__ if inspect.isfunction(getattr(game, name))
               and f"{game.__name__.split('.')[-1]}.{name}" not in covered]
    assert missing == []


# -- seats in reasons ----------------------------------------------------------------


def _play_out(game, seed):
    from cardlab.bots import make_bot

    state = game.new_game(seed=seed)
    bots = [make_bot(game, "greedy", seed=i) for i in range(state.players)]
    while not state.is_terminal():
        p = state.current_player
        state.apply(bots[p].choose(state.view(p)))
    return state


@pytest.mark.parametrize("game, seed", [(chan, 4), (phom, 4)])
def test_seats_in_game_reasons_are_named_per_language_and_you_only_for_the_learner(game, seed):
    state = _play_out(game, seed)
    outcome = state.outcome()
    seats = {v for r in outcome.reasons for _, v in r.params if isinstance(v, SeatName)}
    assert seats and all(not s.you for s in seats)          # between bots nobody is "you"
    english, vietnamese = outcome.text("en"), outcome.text("vi")
    assert "Player " in english and "Người chơi " in vietnamese
    assert not re.search(r"\bP\d\b|\bYou\b|\bAI \d", english + vietnamese)
    winner = outcome.winner
    assert f"Player {winner} (you)" in outcome.text("en", you=winner)
    assert f"Người chơi {winner} (bạn)" in outcome.summary("vi", you=winner)
    # The record is the moves' notation, not their display text: it replays to the same outcome.
    assert game.State.from_json(state.to_json()).outcome().payments == outcome.payments


def test_english_verbs_agree_with_a_seat_name():
    state = _play_out(chan, 4)
    text = state.outcome().text("en", you=state.outcome().winner)
    assert re.search(r"Player \d \(you\) wins", text) and "(you) win " not in text


def test_phom_eat_and_send_keep_their_notation_and_describe_the_seat_in_vietnamese():
    state = phom.new_game(seed=1)
    for _ in range(200):
        eats = [a for a in state.legal_actions() if a.kind == "eat"]
        if eats:
            break
        state.apply(state.legal_actions()[0])
    assert eats, "no eat came up in 200 moves"
    eat = eats[0]
    assert re.fullmatch(r"eat \S+ from P\d", str(eat))
    assert re.fullmatch(r"ăn \S+ của Người chơi \d", eat.describe("vi"))
    assert re.fullmatch(r"eat \S+ from Player \d", eat.describe("en"))


def test_tongits_chow_and_sapaw_describe_themselves_naturally():
    state = tongits.State.from_position(["6S 7S 2H 3D 9C", "4C 5D", "JH QH"], exposed=[(1, "KS KH KD")],
                                        discards="8S", chowable="8S", stock="2C 3C")
    chow = next(a for a in state.legal_actions() if a.kind == "chow")
    assert str(chow) == "chow 8S with 6S 7S"
    assert chow.describe("vi") == "ăn 8♠ với 6♠ 7♠" and chow.describe("en") == "chow 8♠ with 6♠ 7♠"
    state = tongits.State.from_position(["KC 6S 7S 2H", "4C 5D", "JH QH"], exposed=[(1, "KS KH KD")],
                                        phase="meld", stock="2C 3C")
    sapaw = next(a for a in state.legal_actions() if a.kind == "sapaw")
    assert sapaw == Action("sapaw", (cardlab.parse_card("KC"),), 0, 0) and str(sapaw).startswith("sapaw KC on meld 0")
    assert sapaw.describe("vi").startswith("gửi bài K♣ vào phỏm số 0")
    assert sapaw.describe("en").startswith("sapaw K♣ on meld 0")


def test_several_seats_in_one_reason_read_as_a_list_in_each_language():
    from cardlab.engine import SeatList, _marking_you
    from cardlab.explain import Reason

    reason = Reason("indian_rummy.shared", players=SeatList([1, 3]))
    assert reason.text("en") == "With no winner, those points are shared by Player 1 and Player 3"
    assert reason.text("vi").endswith("chia cho Người chơi 1 và Người chơi 3")
    assert _marking_you(reason, 3).text("vi").endswith("Người chơi 1 và Người chơi 3 (bạn)")
    assert SeatList([0, 2, 3]).localized("en") == "Player 0, Player 2 and Player 3"
