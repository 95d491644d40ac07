"""The other engines ``make bench`` compares with: RLCard's Gin Rummy and, when installed, OpenSpiel's.

Tongits deadwood equals Gin Rummy deadwood (A=1, 2-9, 10/J/Q/K=10; sets of 3-4, runs of 3+ in one suit,
aces low), so RLCard's meld search answers the same question on the same hands; the benchmark checks the
answers agree before it shows a time. Each function returns None when its engine is not importable, so the
row says why it is missing instead of failing.
"""
from __future__ import annotations

import random
import time


def rlcard_calculators():
    """``(to_rl, deadwood, best_discard_deadwood)`` on RLCard's cards, or None without RLCard.

    ``deadwood(hand)``: RLCard's best meld clusters and deadwood count (10 cards), what its judge uses.
    ``best_discard_deadwood(hand)`` (11 cards): the least deadwood any discard leaves, from every meld
    cluster of the 11 cards (how RLCard's judge finds the cards to knock with): per cluster the unmelded
    cards less the highest of them.
    """
    try:
        from rlcard.games.base import Card as RLCard
        from rlcard.games.gin_rummy.utils import melding, utils
    except ImportError:
        return None

    def to_rl(card):
        rank = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}.get(int(card.rank), str(int(card.rank)))
        return RLCard(card.suit.value, rank)

    def deadwood(hand):
        clusters = melding.get_best_meld_clusters(hand)
        return utils.get_deadwood_count(hand, clusters[0] if clusters else [])

    value = utils.get_deadwood_value

    def best_discard_deadwood(hand):
        best = None
        for cluster in [[]] + melding.get_meld_clusters(hand):
            melded = {c for meld in cluster for c in meld}
            dead = [value(c) for c in hand if c not in melded]
            # Every card melded: 11 cards hold a meld of four or more, whose end card goes with no loss.
            left = sum(dead) - max(dead) if dead else 0
            best = left if best is None or left < best else best
        return best

    return to_rl, deadwood, best_discard_deadwood


def open_spiel_calculators():
    """``(to_os, min_deadwood)`` on OpenSpiel's card numbers, or None without OpenSpiel.

    ``min_deadwood(hand)`` is OpenSpiel's gin-rummy ``GinRummyUtils::MinDeadwood`` (C++, called through its
    Python bindings): on 10 cards the least deadwood; on 11 the deadwood of a meld group melding the most
    points, less the highest card it leaves loose. That is not always the best discard:
    ``tests/test_arrange.py::test_best_discard_finds_what_openspiel_misses`` holds a hand where it is not.
    """
    try:
        import pyspiel
        utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)  # ranks, suits, hand size
    except (ImportError, AttributeError):
        return None

    def to_os(card):
        rank = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}.get(int(card.rank), str(int(card.rank)))
        return utils.card_strings_to_card_ints([rank + card.suit.value.lower()])[0]

    return to_os, utils.min_deadwood


def rlcard_bare_game():
    """A function playing one RLCard gin-rummy game with random choices: ``play(seed) -> (decisions, deal ns,
    loop ns)`` in thread CPU time.

    The bare game loop (no environment): per decision the judge's legal actions, a random choice and
    ``game.step``, which also builds the next player's state (RLCard's view). One game object and one
    generator serve every game (as an environment's reset does); the deal (``init_game``) is timed apart.
    ``seed`` is unused: RLCard deals from the game's own generator, seeded once. None without RLCard.
    """
    try:
        from rlcard.games.gin_rummy.game import GinRummyGame
    except ImportError:
        return None
    game = GinRummyGame()
    game.np_random.seed(0)
    rng = random.Random(0)
    clock = time.thread_time_ns

    def play(seed: int) -> tuple[int, int, int]:
        t0 = clock()
        game.init_game()
        t1 = clock()
        decisions = 0
        legal = game.judge.get_legal_actions
        while not game.is_over():
            game.step(rng.choice(legal()))
            decisions += 1
        return decisions, t1 - t0, clock() - t1

    return play


def rlcard_env_game():
    """A function playing one RLCard gin-rummy game through ``env.run`` (random agents): ``play(seed) ->
    (decisions, 0, ns)`` (the deal inside env.run is not timed apart).

    ``env.run`` also encodes every observation as arrays for learning agents: a second, slower peer.
    None without RLCard.
    """
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("gin-rummy", config={"seed": 0})  # seeded once, as an environment is
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])

    clock = time.thread_time_ns

    def play(seed: int) -> tuple[int, int, int]:
        t0 = clock()
        env.run(is_training=False)  # env.reset deals inside: its deal is not timed apart
        return len(env.game.actions), 0, clock() - t0

    return play


def open_spiel_game():
    """A function playing one OpenSpiel gin_rummy game with random choices: ``play(seed) -> (decisions, deal
    ns, loop ns)``. None when ``open_spiel`` (``pyspiel``) is not importable.

    Chance nodes are sampled from their outcomes. The deal (the chance nodes before the first decision)
    is timed apart, as cardlab's and RLCard's are; a draw from the stock, a chance node after the
    decision to draw, counts with the decisions (cardlab's apply draws the card too).
    """
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("gin_rummy")

    rng = random.Random(0)
    clock = time.thread_time_ns

    def chance(state) -> None:
        outcomes, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(outcomes, probs)[0])

    def play(seed: int) -> tuple[int, int, int]:
        t0 = clock()
        state = game.new_initial_state()
        while state.is_chance_node():
            chance(state)
        t1 = clock()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                chance(state)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        return decisions, t1 - t0, clock() - t1

    return play
