"""The greedy Tongits bot: sensible choices with a one-sentence reason, and it beats random play."""
import pytest

from cardlab.bots import RandomBot, make_bot
from cardlab.bots.tongits import GreedyBot
from cardlab.errors import CardlabError
from cardlab.tongits import Rules, State, new_game
from cardlab import tongits
from helpers_tongits import filler


def choose(state, bot=None):
    bot = bot or GreedyBot(0)
    action = bot.choose(state.view(state.current_player))
    assert action in state.legal_actions()
    assert bot.last_reason and "\n" not in bot.last_reason
    return action, bot.last_reason


def test_make_bot_finds_the_greedy_bot():
    assert isinstance(make_bot(tongits, "greedy", 3), GreedyBot)


def test_greedy_plays_the_seed_worked_example_draw_sapaw_fight_and_b_folds():
    s = State.from_position(hands=["3D 4D", "QH 8C", "AS 4S 7S QS 2H 6H 10H AC 5C 9C 3H JC"],
                            exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["KH"], stock_size=10)
    a, why = choose(s)
    assert a.kind == "draw"
    s.apply(a)
    a, why = choose(s)
    assert a.text == "sapaw KH on meld 1 (KS KD KC)" and "sapaw K♥" in why
    s.apply(a)
    a, why = choose(s)
    assert a.kind == "fight" and "7" in why
    s.apply(a)
    a, why = choose(s)
    assert a.kind == "fold" and "18" in why
    s.apply(a)
    assert s.outcome().winner == 0


def test_greedy_exposes_the_melds_of_its_best_arrangement():
    s = State.from_position(hands=["7H 7D 7C 8S 9S 10S KD", "QH 8C", filler("7H 7D 7C 8S 9S 10S KD QH 8C 2D")],
                            stock=["2D"], stock_size=10)
    s.apply("draw")
    a, why = choose(s)
    assert a.kind == "expose" and "meld of my best arrangement" in why and "cannot be burned" in why


def test_greedy_discards_the_highest_deadwood_card_not_useful_for_a_near_meld():
    s = State.from_position(hands=["KD 9H 9S 5C", "QH 8C", filler("KD 9H 9S 5C QH 8C 2D")], stock=["2D"],
                            stock_size=10, exposed=[])
    s.apply("draw")
    a, why = choose(s)
    assert a.text == "discard KD" and "discard K♦" in why


def test_greedy_keeps_a_pair_rather_than_a_slightly_higher_loose_card():
    s = State.from_position(hands=["9H 9S 8C 2D", "QH 3C", filler("9H 9S 8C 2D QH 3C AD")], stock=["AD"],
                            stock_size=10)
    s.apply("draw")
    a, _ = choose(s)
    assert a.text == "discard 8C"


def test_greedy_avoids_a_discard_the_next_player_can_visibly_chow():
    # Q♥ and K♦ are worth 10 each. Both other queens and J♥ are in the discard pile, so Q♥ can complete
    # no meld for the next player; K♦ still could.
    f1 = filler("KD QH 2C QS QC JH 4D")
    f2 = filler("KD QH 2C QS QC JH 4D", f1)
    s = State.from_position(hands=["KD QH 2C", f1, f2], discards=["QS", "QC", "JH"], stock=["4D"], stock_size=8)
    s.apply("draw")
    a, why = choose(s)
    assert a.text == "discard QH" and "cannot visibly chow" in why


def test_greedy_calls_fight_when_every_opponent_would_be_burned():
    s = State.from_position(hands=["KD QH JC 9S", "QD 8C", "2S 3H"], exposed=[(0, "5S 6S 7S")], stock=["4D"],
                            stock_size=10)
    s.apply("draw")
    a, why = choose(s)
    assert a.kind == "fight" and "burned" in why


def test_greedy_does_not_fight_with_high_deadwood_against_a_short_hand():
    s = State.from_position(hands=["KD QH JC 8H", "2D 3C", "2S 3H"], exposed=[(0, "5S 6S 7S"), (1, "9D 9C 9H")],
                            stock=["4D"], stock_size=10)
    s.apply("draw")
    a, _ = choose(s)
    assert a.kind == "discard"


def test_greedy_challenges_with_low_deadwood_and_folds_with_high():
    def respond(hand1):
        s = State.from_position(hands=["3D 4D", hand1, "2S 3H"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
                                stock=["AD"], stock_size=10)
        s.apply("draw")
        s.apply("fight")
        return choose(s)
    a, why = respond("AC 2C")
    assert a.kind == "challenge" and "3" in why
    a, why = respond("QH 8C KH")
    assert a.kind == "fold" and "28" in why


def test_greedy_chows_when_it_lowers_deadwood_and_draws_otherwise():
    s = State.from_position(hands=["3D 4D 9H", "6S 7S KC QH 2D", "2S 3H 10C"], exposed=[(0, "9S 10S JS")],
                            discards=["8S"], chowable="8S", stock_size=10, current_player=1, phase="draw")
    a, why = choose(s)
    assert a.text == "chow 8S with 6S 7S" and "lowers my deadwood" in why
    s2 = State.from_position(hands=["3D 4D 9H", "6D 7C KC QH 2D", "2S 3H 10C"], exposed=[(0, "9S 10S JS")],
                             discards=["8S"], chowable="8S", stock_size=10, current_player=1, phase="draw")
    a, why = choose(s2)
    assert a.kind == "draw"


def test_greedy_discards_its_last_card_for_tongits_rather_than_fighting():
    s = State.from_position(hands=["5H 6H 7H", "QH 8C", "2S 3C 9D"], exposed=[(0, "KS KC KH")], stock=["2C"],
                            stock_size=10)
    while not s.is_terminal() and s.current_player == 0:
        s.apply(choose(s)[0])
    assert s.outcome().end == "tongits" and s.outcome().winner == 0


def test_greedy_refuses_a_view_without_legal_actions():
    s = new_game(0)
    with pytest.raises(CardlabError):
        GreedyBot().choose(s.view(1))


def test_greedy_is_deterministic_for_a_seed():
    def run(seed):
        s = new_game(seed)
        bots = [GreedyBot(seed), RandomBot(1), RandomBot(2)]
        while not s.is_terminal():
            p = s.current_player
            s.apply(bots[p].choose(s.view(p)))
        return [a.text for a in s.history]
    assert run(5) == run(5)


@pytest.mark.parametrize("rules", [Rules(), Rules(fight_timing="before_draw"), Rules(chow_requires_new_meld=False)],
                         ids=["default", "before_draw", "loose_chow"])
def test_greedy_beats_random_play_over_seeded_games_in_every_seat(rules):
    games, wins = 240, 0
    for seed in range(games):
        seat = seed % 3
        bots = [RandomBot(seed * 3 + i) for i in range(3)]
        bots[seat] = GreedyBot(seed)
        s = new_game(40_000 + seed, rules)
        while not s.is_terminal():
            p = s.current_player
            s.apply(bots[p].choose(s.view(p)))
        wins += s.outcome().winner == seat
    # A random player wins about a third; the greedy bot must do far better.
    assert wins / games > 0.6


def test_greedy_keeps_a_card_to_go_out_by_discarding_when_tongits_on_final_discard_is_false():
    s = State.from_position(hands=["5H 6H 7H", "QH 8C", filler("5H 6H 7H QH 8C KS KC KD 8H")],
                            exposed=[(1, "KS KC KD")], stock=["8H"], stock_size=10,
                            rules=Rules(tongits_on_final_discard=False))
    s.apply(choose(s)[0])                                   # draw 8♥: every card melds
    a, why = choose(s)
    assert a.kind == "expose" and len(a.cards) == 3 and "keep one to discard" in why
    s.apply(a)
    a, why = choose(s)
    assert a.kind == "discard" and "Tongits" in why
    s.apply(a)
    assert s.outcome().end == "tongits" and s.outcome().winner == 0


def test_greedy_answers_a_fight_when_saved_by_a_concealed_four():
    s = State.from_position(hands=["3D 4D", "QH 8C", "7S 7H 7D 7C AH"], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
                            stock=["KH"], stock_size=10, rules=Rules(burn_exempt_with_secret=True))
    for text in ("draw", "sapaw KH on meld 1 (KS KD KC)", "fight", "fold"):
        s.apply(text)
    a, why = choose(s)
    assert s.current_player == 2 and a.kind == "challenge" and "1" in why
    s.apply(a)
    assert s.outcome().winner == 2
