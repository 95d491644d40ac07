"""Tongits: rules, exact calculators and a playable three-player game.

Tongits, a rummy game from the Philippines that Vietnamese online lobbies
(the seed: H19) offer too, is played by 3 players with one 52-card deck.
Players draw or *chow* (ăn bài), *expose* melds (hạ Meld), *sapaw* (gửi bài:
lay a card off onto any exposed meld) and discard (đánh bài rác). A hand ends
by **Tongits** (an empty hand), by a **Fight** (Khiêu chiến: the lowest
deadwood among the caller and the challengers wins), or when the stock runs
out (Hết bài Nọc). A player who never exposed a meld is **burned** (Cháy bài).

Calculators (pure functions, each returning a :class:`~cardlab.explain.Verdict`,
an :class:`~cardlab.arrange.Arrangement` or an :class:`~cardlab.engine.Outcome`
with reasons in English and Vietnamese)::

    check_meld("6S 7D 8C")                 # ✘ not a run: the suits differ
    check_sapaw("KH", "KS KC KD")          # ✔ the fourth card of the set
    check_chow("8S", "6S 7S 2D")           # ✔ .meld == 6S 7S 8S
    check_fight(1, False)                  # ✔ may call Fight
    arrange("AS 2S 3S 7H KD"); deadwood("3D 4D") == 7
    fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0})
    stock_out_result({0: 5, 1: 5, 2: 9}, last_drawer=1, exposed_melds={0: 1, 1: 2, 2: 1})

The game: ``state = new_game(seed=7)``; ``state.legal_actions()``;
``state.apply(action)`` (an :class:`~cardlab.engine.Action` or its text, such
as ``"discard 9C"``); ``state.view(player)``; ``state.outcome()``.
:meth:`State.from_position` sets up any position (for examples, exercises and
widgets).

Every option of the rules is a field of :class:`Rules`; see its docstring for
the stakes, which the seed leaves open.
"""
from __future__ import annotations

import bisect
import json
import random
from collections import Counter
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from itertools import combinations
from typing import Any, Iterable, Mapping

from . import arrange as _arrange_mod
from .arrange import Arrangement
from .cards import STANDARD_52, Card, Deck, Hand, Rank, parse_cards
from .engine import Action, GameState, Outcome, check_number, check_option, rules_to_dict, seat_order
from .errors import CardlabError, CardTypeError, IllegalActionError, InvalidRulesError, NotationError
from .explain import Reason, Verdict, register_messages
from .melds import RUN, SET, Meld, MeldRules, classify, enumerate_melds, read_meld

__all__ = [
    "Rules", "Phase", "ExposedMeld", "State", "View", "new_game",
    "check_meld", "check_sapaw", "check_chow", "check_fight", "arrange", "deadwood",
    "fight_result", "stock_out_result", "tongits_result", "points",
]

PLAYERS = 3
_DECK = Deck()


# ---------------------------------------------------------------------------
# Rules


@dataclass(frozen=True)
class Rules:
    """Every Tongits option (RULES.md §1); ``Rules()`` is the seed's game.

    House rules (where the seed is silent or contradicts itself):

    * ``turn_direction``: ``"clockwise"`` (seed: seat 0, 1, 2) or
      ``"counterclockwise"`` (seat 0, 2, 1).
    * ``ace_high_in_runs``: Q-K-A also counts as a run (A-2-3 always does;
      K-A-2 never does).
    * ``chow_requires_new_meld``: a chowed discard must complete a **new**
      meld with hand cards (seed); ``False`` also lets it extend one of your
      own exposed melds.
    * ``dealer_may_expose_before_first_discard``: the first player may expose
      melds (and sapaw) on the first turn before discarding.
    * ``fight_timing``: ``"after_draw"`` (Fight instead of discarding, the
      seed's example) or ``"before_draw"`` (Fight instead of drawing).
    * ``fight_tie_winner``: ``"challenger"`` (a challenger tying the caller
      wins) or ``"caller"``. Between tied challengers the first in turn
      order after the caller wins.
    * ``stock_out_tiebreak``: ``"last_drawer_loses"`` (seed FAQ: who drew
      later ranks behind), ``"last_drawer_wins"``, ``"fewer_cards"``
      (fewer deadwood cards ranks ahead; still tied: ``last_drawer_loses``).
    * ``concealed_melds_count_as_deadwood``: melds kept in the hand count
      as deadwood too.
    * ``burn_exempt_with_secret``: a concealed four of a kind (tứ quý giấu
      trên tay) saves a player from being burned.
    * ``tongits_on_final_discard``: emptying the hand by discarding the last
      card is Tongits too. When false, play goes on with an empty hand.

    Card points (deadwood): ``ace_points`` (1), 2-9 face value,
    ``high_card_points`` for 10, J, Q, K (10).

    Deal: ``first_player_cards`` (13), ``other_player_cards`` (12),
    ``stock_size`` (15); together they must use the whole 52-card deck.

    Stakes (the seed names no amounts). Every loser pays the winner; the
    amounts are whole multiples of ``base_stake`` (1):

    * stock out: each beaten player pays 1 × ``base_stake``;
    * Fight: a player who folds pays ``fold_penalty`` (1); a challenger or a
      caller beaten in the comparison pays ``challenge_loss`` (2), so
      challenging is a real risk;
    * Tongits: each loser pays ``tongits_bonus`` (2);
    * burned, at any ending: ``burn_penalty`` (3), the highest penalty, so
      it must be at least every other multiple.

    The winner receives what the losers pay: payments are always zero-sum.

    Raises:
        InvalidRulesError: naming the option and its allowed values.
    """

    turn_direction: str = "clockwise"
    ace_high_in_runs: bool = False
    chow_requires_new_meld: bool = True
    dealer_may_expose_before_first_discard: bool = True
    fight_timing: str = "after_draw"
    fight_tie_winner: str = "challenger"
    stock_out_tiebreak: str = "last_drawer_loses"
    concealed_melds_count_as_deadwood: bool = False
    burn_exempt_with_secret: bool = False
    tongits_on_final_discard: bool = True
    ace_points: int = 1
    high_card_points: int = 10
    first_player_cards: int = 13
    other_player_cards: int = 12
    stock_size: int = 15
    base_stake: int = 1
    tongits_bonus: int = 2
    burn_penalty: int = 3
    fold_penalty: int = 1
    challenge_loss: int = 2

    def __post_init__(self):
        check_option("turn_direction", self.turn_direction, ("clockwise", "counterclockwise"))
        for name in ("ace_high_in_runs", "chow_requires_new_meld", "dealer_may_expose_before_first_discard",
                     "concealed_melds_count_as_deadwood", "burn_exempt_with_secret", "tongits_on_final_discard"):
            check_option(name, getattr(self, name), (False, True))
        check_option("fight_timing", self.fight_timing, ("after_draw", "before_draw"))
        check_option("fight_tie_winner", self.fight_tie_winner, ("challenger", "caller"))
        check_option("stock_out_tiebreak", self.stock_out_tiebreak,
                     ("last_drawer_loses", "last_drawer_wins", "fewer_cards"))
        for name in ("ace_points", "high_card_points", "base_stake", "tongits_bonus", "burn_penalty",
                     "fold_penalty", "challenge_loss", "first_player_cards", "other_player_cards", "stock_size"):
            value = getattr(self, name)
            check_number(name, value, 1 if name in ("first_player_cards", "other_player_cards", "stock_size") else 0)
            if not isinstance(value, int):
                # Whole numbers keep every payment exact, hence exactly zero-sum.
                raise InvalidRulesError(f"{name}={value!r} is not allowed: expected a whole number")
        dealt = self.first_player_cards + (PLAYERS - 1) * self.other_player_cards + self.stock_size
        if dealt != len(STANDARD_52):
            raise InvalidRulesError(
                f"first_player_cards={self.first_player_cards}, other_player_cards={self.other_player_cards}, "
                f"stock_size={self.stock_size} use {dealt} cards: expected the whole deck of 52 "
                f"(13 + 2 × 12 + 15)")
        highest = max(1, self.tongits_bonus, self.fold_penalty, self.challenge_loss)
        if self.burn_penalty < highest:
            raise InvalidRulesError(
                f"burn_penalty={self.burn_penalty!r} is not allowed: a burned player pays the highest penalty, "
                f"so expected at least {highest} (the largest of 1, tongits_bonus, fold_penalty, challenge_loss)")

    @classmethod
    def seed(cls) -> "Rules":
        """The H19 lobby's game as the Vietnamese seed describes it (all defaults)."""
        return cls()

    @property
    def meld_rules(self) -> MeldRules:
        """Sets of 3-4 cards, same-suit runs of 3+, aces low (and high if ``ace_high_in_runs``)."""
        return _meld_rules(self.ace_high_in_runs)

    def points(self, card: Card) -> int:
        """Deadwood value of one card: A = ``ace_points``, 2-9 face, 10/J/Q/K = ``high_card_points``."""
        r = int(card.rank)
        if r == 1:
            return self.ace_points
        return self.high_card_points if r >= 10 else r


_MELD_RULES = {flag: MeldRules(min_set=3, max_set=4, min_run=3, ace_low=True, ace_high=flag) for flag in (False, True)}


def _meld_rules(ace_high: bool) -> MeldRules:
    return _MELD_RULES[bool(ace_high)]


_DEFAULT_RULES = Rules()


def _rules(rules) -> Rules:
    if rules is None:
        return _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRulesError(f"rules={rules!r} is not allowed: expected tongits.Rules(...) or None")
    return rules


def points(card, rules=None) -> int:
    """Deadwood points of one card (A=1, 2-9 face value, 10/J/Q/K=10 by default).

    Raises:
        NotationError / CardTypeError: if ``card`` is not one card.
    """
    return _rules(rules).points(_one_card(card, "card"))


# ---------------------------------------------------------------------------
# Messages (English and Vietnamese; the seed's own game words)

_MESSAGES = {
    "tongits.joker": {
        "en": "{cards}: Tongits is played without jokers",
        "vi": "{cards}: Tongits chơi không có lá phăng teo (joker)"},
    # sapaw
    "tongits.sapaw_set": {
        "en": "{card} can be laid off (sapaw) on {meld}: it is the fourth card of the set",
        "vi": "{card} có thể gửi (Sapaw) vào {meld}: đó là lá thứ tư của bộ, thành Tứ quý"},
    "tongits.sapaw_run_low": {
        "en": "{card} can be laid off (sapaw) on {meld}: it extends the run at the low end",
        "vi": "{card} có thể gửi (Sapaw) vào {meld}: nó nối dài sảnh ở đầu nhỏ"},
    "tongits.sapaw_run_high": {
        "en": "{card} can be laid off (sapaw) on {meld}: it extends the run at the high end",
        "vi": "{card} có thể gửi (Sapaw) vào {meld}: nó nối dài sảnh ở đầu lớn"},
    "tongits.sapaw_not_a_meld": {
        "en": "{meld} is not an exposed meld, so nothing can be laid off on it",
        "vi": "{meld} không phải là một Meld đã hạ, nên không thể gửi bài vào đó"},
    "tongits.sapaw_set_full": {
        "en": "{card} cannot be laid off on {meld}: the set already has four cards",
        "vi": "{card} không gửi được vào {meld}: bộ đã đủ bốn lá"},
    "tongits.sapaw_wrong_rank": {
        "en": "{card} cannot be laid off on {meld}: a set takes only another {rank}",
        "vi": "{card} không gửi được vào {meld}: bộ này chỉ nhận thêm lá {rank}"},
    "tongits.sapaw_wrong_suit": {
        "en": "{card} cannot be laid off on {meld}: a run's cards share one suit ({suit})",
        "vi": "{card} không gửi được vào {meld}: các lá của sảnh phải cùng chất ({suit})"},
    "tongits.sapaw_not_at_end": {
        "en": "{card} cannot be laid off on {meld}: a run grows only at its ends, by {ends}",
        "vi": "{card} không gửi được vào {meld}: sảnh chỉ nối dài ở hai đầu, bằng lá {ends}"},
    "tongits.sapaw_run_complete": {
        "en": "{card} cannot be laid off on {meld}: the run cannot grow any further",
        "vi": "{card} không gửi được vào {meld}: sảnh không thể nối dài thêm"},
    "tongits.sapaw_ace_low": {
        "en": "{card} cannot be laid off on {meld}: the Ace is low here, so it cannot follow the King "
              "(ace_high_in_runs is off)",
        "vi": "{card} không gửi được vào {meld}: ở đây lá A là lá nhỏ nhất nên không đứng sau lá K "
              "(ace_high_in_runs đang tắt)"},
    # chow
    "tongits.chow_ok": {
        "en": "{card} completes the new meld {meld} with {used} from your hand: chow it and expose the meld at once",
        "vi": "{card} ghép ngay với {used} trên tay thành Meld mới {meld}: được ăn bài và phải hạ Meld đó ngay"},
    "tongits.chow_extend": {
        "en": "{card} extends your exposed meld {meld}: chowing onto your own meld is allowed "
              "(chow_requires_new_meld is off)",
        "vi": "{card} nối dài Meld {meld} bạn đã hạ: được ăn bài để gửi vào Meld của mình "
              "(chow_requires_new_meld đang tắt)"},
    "tongits.chow_not_new_meld": {
        "en": "you may chow only a discard that completes a new meld: {card} makes no meld with the cards in your hand",
        "vi": "chỉ được ăn lá bài rác khi nó tạo ngay một Meld mới: {card} không ghép được Meld nào với bài trên tay"},
    "tongits.chow_no_extend": {
        "en": "a chowed card must complete a new meld (chow_requires_new_meld): "
              "it may not just extend your exposed meld {meld}",
        "vi": "lá ăn phải tạo thành Meld mới (chow_requires_new_meld): "
              "không được chỉ gửi vào Meld {meld} đã hạ"},
    "tongits.chow_never_in_hand": {
        "en": "a chowed card never goes into the hand: it is exposed at once in a meld",
        "vi": "lá ăn không bao giờ được cất vào tay: nó phải được hạ ngay trong một Meld"},
    # fight
    "tongits.fight_ok": {
        "en": "you have exposed {n} meld(s) and no opponent has sapawed onto them since your last turn: "
              "you may call Fight",
        "vi": "bạn đã hạ {n} Meld và từ lượt trước của bạn không ai Sapaw vào bài của bạn: được gọi Fight"},
    "tongits.fight_needs_meld": {
        "en": "Fight needs at least one exposed meld",
        "vi": "muốn gọi Fight phải hạ ít nhất 1 Meld trên bàn"},
    "tongits.fight_sapawed": {
        "en": "an opponent sapawed onto your melds since your last turn, so you may not call Fight this turn",
        "vi": "từ lượt trước của bạn đã có đối thủ Sapaw vào Meld của bạn, nên lượt này không được gọi Fight"},
    "tongits.fight_timing_after": {
        "en": "Fight is called after drawing, instead of discarding (fight_timing=after_draw)",
        "vi": "Fight được gọi sau khi bốc bài, thay cho đánh bài rác (fight_timing=after_draw)"},
    "tongits.fight_timing_before": {
        "en": "Fight is called at the start of the turn, instead of drawing (fight_timing=before_draw)",
        "vi": "Fight được gọi đầu lượt, thay cho bốc bài (fight_timing=before_draw)"},
    "tongits.fight_first_turn": {
        "en": "on the first turn the first player exposes melds and discards: Fight comes later",
        "vi": "ở lượt đầu, người đi đầu chỉ hạ Meld rồi đánh bài rác: chưa được gọi Fight"},
    # fight result
    "tongits.burned": {
        "en": "Player {player} exposed no meld: burned, out of the comparison, ranks last",
        "vi": "Người chơi {player} chưa hạ Meld nào: bị Cháy bài (Burn), không được so điểm rác và xếp chót"},
    "tongits.secret_saves": {
        "en": "Player {player} exposed no meld but holds a concealed four of a kind, which saves from burn "
              "(burn_exempt_with_secret)",
        "vi": "Người chơi {player} chưa hạ Meld nhưng giấu Tứ quý trên tay nên không bị Cháy bài "
              "(burn_exempt_with_secret)"},
    "tongits.saved_cannot_answer": {
        "en": "Player {player} exposed no meld, so cannot answer the Fight: saved from burn, they lose as if they "
              "had folded",
        "vi": "Người chơi {player} chưa hạ Meld nên không thể trả lời Fight: không bị Cháy bài nhưng thua như "
              "khi chọn Fold (Bỏ cuộc)"},
    "tongits.fight_called": {
        "en": "Player {player} calls Fight with {deadwood} deadwood",
        "vi": "Người chơi {player} gọi Fight với {deadwood} điểm bài rác"},
    "tongits.folds": {
        "en": "Player {player} folds and loses",
        "vi": "Người chơi {player} chọn Fold (Bỏ cuộc) và chịu thua"},
    "tongits.challenges": {
        "en": "Player {player} challenges with {deadwood} deadwood",
        "vi": "Người chơi {player} chọn Challenge (Thách đấu) với {deadwood} điểm bài rác"},
    "tongits.no_challenger": {
        "en": "nobody challenges: Player {player} wins the Fight without a comparison",
        "vi": "không ai thách đấu: Người chơi {player} thắng Fight mà không cần so bài"},
    "tongits.lowest_wins": {
        "en": "Player {player} has the lowest deadwood, {deadwood}, and wins",
        "vi": "Người chơi {player} có điểm bài rác thấp nhất, {deadwood} điểm, và thắng"},
    "tongits.tie_challenger": {
        "en": "Players {players} tie on {deadwood}: Player {player} wins because a tie goes to the challenger, "
              "the first in turn order after the caller (fight_tie_winner=challenger)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): Người chơi {player} thắng vì hòa điểm thì người thách đấu "
              "thắng, ưu tiên người đi trước tính từ người gọi (fight_tie_winner=challenger)"},
    "tongits.tie_caller": {
        "en": "Players {players} tie on {deadwood}: Player {player} wins because a tie goes to the caller "
              "(fight_tie_winner=caller)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): Người chơi {player} thắng vì hòa điểm thì người gọi "
              "Fight thắng (fight_tie_winner=caller)"},
    "tongits.tie_challengers": {
        "en": "Players {players} tie on {deadwood}: Player {player} wins as the first in turn order after the caller",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): Người chơi {player} thắng vì đi trước tính từ người gọi"},
    "tongits.pays_burn": {
        "en": "Player {player} pays {amount} to Player {winner} for being burned",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì bị Cháy bài"},
    "tongits.pays_fold": {
        "en": "Player {player} pays {amount} to Player {winner} for folding",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì chọn Fold (Bỏ cuộc)"},
    "tongits.pays_challenge": {
        "en": "Player {player} pays {amount} to Player {winner} for losing the comparison",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì thua khi so bài"},
    "tongits.pays_tongits": {
        "en": "Player {player} pays {amount} to Player {winner} for the Tongits",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì đối thủ thắng Tongits"},
    "tongits.pays_stock_out": {
        "en": "Player {player} pays {amount} to Player {winner} for the higher deadwood",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì điểm bài rác cao hơn"},
    # stock out
    "tongits.stock_out": {
        "en": "the stock is out and Player {player} discarded with no winner: every player counts deadwood",
        "vi": "Chồng bài nọc đã hết và Người chơi {player} đã đánh lá rác cuối mà không ai thắng: "
              "mọi người đếm điểm bài rác"},
    "tongits.counts": {
        "en": "Player {player} has {deadwood} deadwood",
        "vi": "Người chơi {player} có {deadwood} điểm bài rác"},
    "tongits.tie_last_drawer_loses": {
        "en": "Players {players} tie on {deadwood}: who drew later ranks behind, so Player {player} ranks first "
              "(stock_out_tiebreak=last_drawer_loses)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): ai bốc sau bị xếp sau, nên Người chơi {player} xếp trên "
              "(stock_out_tiebreak=last_drawer_loses)"},
    "tongits.tie_last_drawer_wins": {
        "en": "Players {players} tie on {deadwood}: who drew later ranks ahead, so Player {player} ranks first "
              "(stock_out_tiebreak=last_drawer_wins)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): ai bốc sau được xếp trên, nên Người chơi {player} "
              "xếp trên (stock_out_tiebreak=last_drawer_wins)"},
    "tongits.tie_fewer_cards": {
        "en": "Players {players} tie on {deadwood}: fewer deadwood cards ranks ahead, so Player {player} ranks first "
              "(stock_out_tiebreak=fewer_cards)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): ai ít lá bài rác hơn được xếp trên, nên Người chơi "
              "{player} xếp trên (stock_out_tiebreak=fewer_cards)"},
    "tongits.all_burned": {
        "en": "every player is burned: nobody wins and nobody pays",
        "vi": "mọi người đều bị Cháy bài: không ai thắng, không ai phải trả"},
    # tongits
    "tongits.tongits": {
        "en": "Player {player} emptied the hand through melds and sapaw: Tongits, an outright win",
        "vi": "Người chơi {player} đã giải phóng hết bài trên tay bằng hạ Meld và Sapaw: thắng Tongits tuyệt đối"},
    "tongits.tongits_discard": {
        "en": "Player {player} emptied the hand by discarding the last card: Tongits (tongits_on_final_discard)",
        "vi": "Người chơi {player} hết bài khi đánh lá cuối cùng: thắng Tongits (tongits_on_final_discard)"},
    # game actions
    "tongits.game_over": {
        "en": "the hand is over ({end}): no more actions",
        "vi": "ván bài đã kết thúc ({end}): không còn lượt đi nào"},
    "tongits.not_your_turn": {
        "en": "it is Player {current}'s decision, not Player {player}'s",
        "vi": "đang đến lượt Người chơi {current}, không phải Người chơi {player}"},
    "tongits.unknown_action": {
        "en": "{kind} is not a Tongits action: expected draw, chow, expose, sapaw, discard, fight, challenge or fold",
        "vi": "{kind} không phải là thao tác Tongits: cần draw, chow, expose, sapaw, discard, fight, challenge "
              "hoặc fold"},
    "tongits.draw_first": {
        "en": "first draw from the stock or chow the previous player's discard",
        "vi": "trước hết phải bốc bài từ Nọc hoặc ăn lá bài rác của người liền trước"},
    "tongits.already_drew": {
        "en": "you have already drawn this turn: expose, sapaw, then discard",
        "vi": "lượt này bạn đã bốc bài rồi: hạ Meld, Sapaw rồi đánh bài rác"},
    "tongits.first_no_draw": {
        "en": "the first player does not draw on the first turn: expose melds, then discard",
        "vi": "người đi đầu không được bốc bài ở lượt đầu: hạ Meld rồi đánh bài rác"},
    "tongits.no_discard_to_chow": {
        "en": "there is no discard of the previous player to chow",
        "vi": "không có lá bài rác nào của người liền trước để ăn"},
    "tongits.chow_only_last_discard": {
        "en": "you may chow only the previous player's discard, {card}",
        "vi": "chỉ được ăn lá bài rác vừa đánh của người liền trước, {card}"},
    "tongits.not_in_hand": {
        "en": "{cards} is not in your hand",
        "vi": "{cards} không có trên tay bạn"},
    "tongits.first_turn_no_expose": {
        "en": "on the first turn the first player only discards (dealer_may_expose_before_first_discard is off)",
        "vi": "ở lượt đầu người đi đầu chỉ đánh bài rác (dealer_may_expose_before_first_discard đang tắt)"},
    "tongits.no_such_meld": {
        "en": "there is no exposed meld number {target}: the table has melds 0 to {last}",
        "vi": "không có Meld số {target} trên bàn: các Meld trên bàn được đánh số từ 0 đến {last}"},
    "tongits.no_melds_on_table": {
        "en": "no meld is exposed on the table yet, so there is nothing to sapaw onto",
        "vi": "trên bàn chưa có Meld nào được hạ, nên chưa thể Sapaw"},
    "tongits.one_card": {
        "en": "{kind} takes exactly one card",
        "vi": "{kind} cần đúng một lá bài"},
    "tongits.answer_fight": {
        "en": "Player {player} must answer the Fight of Player {caller}: challenge or fold",
        "vi": "Người chơi {player} phải trả lời Fight của Người chơi {caller}: Challenge (Thách đấu) hoặc Fold (Bỏ cuộc)"},
    "tongits.no_fight_to_answer": {
        "en": "only an opponent answering a Fight may challenge or fold",
        "vi": "chỉ đối thủ đang trả lời một lệnh Fight mới được Challenge hoặc Fold"},
    "tongits.discard_ends_turn": {
        "en": "discard one card from your hand to end your turn",
        "vi": "đánh ra 1 lá bài rác trên tay để kết thúc lượt"},
    "tongits.action_text": {
        "en": "{text} matches no legal action now; legal: {legal}",
        "vi": "{text} không khớp thao tác hợp lệ nào lúc này; hợp lệ: {legal}"},
}


def _capitalised(messages: dict) -> dict:
    """Every message is a whole sentence, so it starts with a capital."""
    return {code: {lang: t[:1].upper() + t[1:] for lang, t in texts.items()} for code, texts in messages.items()}


register_messages(_capitalised(_MESSAGES))


# ---------------------------------------------------------------------------
# Input helpers


def _one_card(card, what: str = "card") -> Card:
    if isinstance(card, Card):
        if card.is_joker:
            raise NotationError(f"{str(card)!r}: Tongits is played without jokers")
        return card
    if isinstance(card, str):
        cards = parse_cards(card)
        if len(cards) != 1:
            raise NotationError(f"{card!r} is not one card: expected a single {what} such as 'KH'")
        return _one_card(cards[0], what)
    raise CardTypeError(f"{card!r} is not a card: expected a single {what} such as 'KH' or a Card")


def _cards(cards, what: str = "cards", allow_empty: bool = True) -> list[Card]:
    if isinstance(cards, (list, tuple, Hand)) and len(cards) == 0:
        if not allow_empty:
            raise NotationError(f"{cards!r} holds no cards: expected {what} such as 'AS 2S 3S'")
        return []
    out = list(parse_cards(cards))
    jokers = [c for c in out if c.is_joker]
    if jokers:
        raise NotationError(f"{cards!r}: Tongits is played without jokers (expected {what} from one 52-card deck)")
    return out


def _check_one_deck(*groups: Iterable[Card]) -> None:
    _DECK.check_holds([c for g in groups for c in g])


def _sort(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=_KEY)


def _KEY(card: Card) -> tuple[int, int]:
    return card.sort_key


def _display(cards: Iterable[Card], rules: Rules) -> tuple[Card, ...]:
    """Cards of a meld in reading order (runs low to high, Q K A when the ace is high)."""
    cards = list(cards)
    meld = read_meld(cards, rules.meld_rules)
    return meld.cards if meld is not None else tuple(_sort(cards))


# ---------------------------------------------------------------------------
# Calculators


def check_meld(cards, rules=None) -> Verdict:
    """Is this a Tongits meld? ``.kind`` is ``"set"`` (3-4 of a rank) or ``"run"`` (3+ in suit).

    >>> bool(check_meld("9S 10S JS")), check_meld("6S 7D 8C").text()
    (True, '6♠ 7♦ 8♣ is not a run: the suits differ.')

    Raises:
        NotationError / CardTypeError: for cards that cannot be read, a
            joker, or a card repeated (one deck).
    """
    rules = _rules(rules)
    cards = _cards(cards, "cards", allow_empty=False)
    _check_one_deck(cards)
    return classify(cards, rules.meld_rules)


def _run_span(cards: tuple[Card, ...], ace_high: bool) -> tuple[int, int]:
    """Lowest and highest run position (ace = 1, or 14 in Q-K-A)."""
    ranks = [int(c.rank) for c in cards]
    if ace_high and 1 in ranks and 13 in ranks:
        ranks = [14 if r == 1 else r for r in ranks]
    return min(ranks), max(ranks)


def _fits(card: Card, cards: tuple[Card, ...], kind: str, ace_high: bool) -> bool:
    """Fast test: can ``card`` be laid off on an exposed meld (used by the game's move list)."""
    if kind == SET:
        return len(cards) < 4 and card.rank == cards[0].rank
    if card.suit != cards[0].suit:
        return False
    lo, hi = _run_span(cards, ace_high)
    r = int(card.rank)
    if r == lo - 1 or r == hi + 1:
        return True
    return ace_high and r == 1 and hi == 13 and lo > 1


def check_sapaw(card, meld, rules=None) -> Verdict:
    """Can ``card`` be laid off (sapaw, gửi bài) on the exposed ``meld``?

    The fourth card of a three-card set fits; so does a card extending a run
    at either end. ``.kind`` is the meld's kind; ``.meld`` the meld after the
    sapaw.

    >>> check_sapaw("KH", "KS KC KD").text()
    'K♥ can be laid off (sapaw) on K♠ K♦ K♣: it is the fourth card of the set.'

    Raises:
        NotationError / CardTypeError: for input that is not cards, a
            joker, or a card that is already in the meld.
    """
    rules = _rules(rules)
    card = _one_card(card)
    cards = _cards(meld, "an exposed meld", allow_empty=False)
    _check_one_deck([card], cards)
    mr = rules.meld_rules
    base = read_meld(cards, mr)
    shown = tuple(cards)
    if base is None:
        return Verdict(False, None, [Reason("tongits.sapaw_not_a_meld", meld=shown), classify(cards, mr).reasons[0]],
                       meld=None)
    shown = base.cards
    if base.kind == SET:
        if card.rank != base.cards[0].rank:
            return Verdict(False, SET, [Reason("tongits.sapaw_wrong_rank", card=card, meld=shown,
                                               rank=base.cards[0].rank.symbol)], meld=None)
        if len(base.cards) >= mr.max_set:
            return Verdict(False, SET, [Reason("tongits.sapaw_set_full", card=card, meld=shown)], meld=None)
        new = read_meld(list(base.cards) + [card], mr)
        return Verdict(True, SET, [Reason("tongits.sapaw_set", card=card, meld=shown)], meld=new)
    suit = base.cards[0].suit
    if card.suit != suit:
        return Verdict(False, RUN, [Reason("tongits.sapaw_wrong_suit", card=card, meld=shown, suit=suit.symbol)],
                       meld=None)
    new = read_meld(list(base.cards) + [card], mr)
    if new is not None:
        at_low = new.cards[0] == card
        code = "tongits.sapaw_run_low" if at_low else "tongits.sapaw_run_high"
        return Verdict(True, RUN, [Reason(code, card=card, meld=shown)], meld=new)
    lo, hi = _run_span(base.cards, rules.ace_high_in_runs)
    if card.rank == Rank.ACE and hi == 13 and not rules.ace_high_in_runs:
        return Verdict(False, RUN, [Reason("tongits.sapaw_ace_low", card=card, meld=shown)], meld=None)
    ends = []
    if lo > 1:
        ends.append(Card(Rank(lo - 1), suit))
    if hi < 13:
        ends.append(Card(Rank(hi + 1), suit))
    elif hi == 13 and rules.ace_high_in_runs and lo > 1:
        ends.append(Card(Rank.ACE, suit))
    if not ends:
        return Verdict(False, RUN, [Reason("tongits.sapaw_run_complete", card=card, meld=shown)], meld=None)
    return Verdict(False, RUN, [Reason("tongits.sapaw_not_at_end", card=card, meld=shown, ends=tuple(ends))],
                   meld=None)


def _read_exposed(exposed) -> list[tuple[Card, ...]]:
    if exposed is None:
        return []
    if isinstance(exposed, str):
        raise CardTypeError(f"exposed={exposed!r} is not a list of melds: expected e.g. [['5S', '6S', '7S']]")
    out = []
    try:
        items = list(exposed)
    except TypeError:
        raise CardTypeError(f"exposed={exposed!r} is not a list of melds: expected e.g. [['5S', '6S', '7S']]") from None
    for m in items:
        cards = getattr(m, "cards", m)
        out.append(tuple(_cards(cards, "an exposed meld", allow_empty=False)))
    return out


def _chow_melds(card: Card, hand: list[Card], rules: Rules) -> list[Meld]:
    """Every new meld made of ``card`` and two or more hand cards."""
    near = [c for c in hand if c.rank == card.rank or c.suit == card.suit]
    return [m for m in enumerate_melds(near + [card], rules.meld_rules) if card in m.cards]


def check_chow(discard, hand, exposed=(), rules=None) -> Verdict:
    """May the previous player's ``discard`` be chowed (ăn bài) with this ``hand``?

    It may when it at once completes a **new** meld with cards from the hand;
    that meld (``.meld``, the cards to expose) is laid on the table at once and
    the chowed card never enters the hand. With
    ``chow_requires_new_meld=False`` it may instead extend one of your own
    ``exposed`` melds (``.extends`` is its index). ``.options`` lists every
    new meld possible; ``.meld`` is the one leaving the least deadwood.

    Raises:
        NotationError / CardTypeError: for input that is not cards, jokers,
            or a card held twice.
    """
    rules = _rules(rules)
    card = _one_card(discard, "discard")
    hand = _cards(hand, "a hand")
    own = _read_exposed(exposed)
    _check_one_deck([card], hand, *own)
    options = _chow_melds(card, hand, rules)
    if options:
        def left(m: Meld) -> tuple[int, int]:
            rest = list(hand)
            for c in m.cards:
                if c != card:
                    rest.remove(c)
            return (_arrange(rest, rules).points, -len(m.cards))
        best = min(options, key=left)
        used = tuple(c for c in best.cards if c != card)
        return Verdict(True, best.kind, [Reason("tongits.chow_ok", card=card, meld=best.cards, used=used),
                                         Reason("tongits.chow_never_in_hand")],
                       meld=best, options=tuple(options), extends=None, used=used)
    extendable = [i for i, m in enumerate(own) if read_meld(m, rules.meld_rules)
                  and _fits(card, m, read_meld(m, rules.meld_rules).kind, rules.ace_high_in_runs)]
    if extendable and not rules.chow_requires_new_meld:
        i = extendable[0]
        new = read_meld(list(own[i]) + [card], rules.meld_rules)
        return Verdict(True, new.kind, [Reason("tongits.chow_extend", card=card, meld=_display(own[i], rules))],
                       meld=new, options=(), extends=i, used=())
    reasons = [Reason("tongits.chow_not_new_meld", card=card)]
    if extendable:
        reasons.append(Reason("tongits.chow_no_extend", meld=_display(own[extendable[0]], rules)))
    return Verdict(False, None, reasons, meld=None, options=(), extends=None, used=())


def check_fight(exposed_melds: int, sapawed_since_last_turn: bool, rules=None) -> Verdict:
    """May a player call Fight (Khiêu chiến)?

    Yes if they have exposed at least one meld and no opponent has sapawed
    onto their melds since their own last turn. (When in the turn: see
    ``Rules.fight_timing``; the game checks it.)

    Raises:
        CardlabError: if ``exposed_melds`` is not a whole number ≥ 0 or
            ``sapawed_since_last_turn`` is not a bool.
    """
    _rules(rules)
    if isinstance(exposed_melds, bool) or not isinstance(exposed_melds, int) or exposed_melds < 0:
        raise CardlabError(f"exposed_melds={exposed_melds!r}: expected the number of melds the player has exposed (0 or more)")
    if not isinstance(sapawed_since_last_turn, bool):
        raise CardlabError(f"sapawed_since_last_turn={sapawed_since_last_turn!r}: expected True or False")
    reasons = []
    if exposed_melds < 1:
        reasons.append(Reason("tongits.fight_needs_meld"))
    if sapawed_since_last_turn:
        reasons.append(Reason("tongits.fight_sapawed"))
    if reasons:
        return Verdict(False, None, reasons)
    return Verdict(True, "fight", [Reason("tongits.fight_ok", n=exposed_melds)])


def _arrange(cards: list[Card], rules: Rules) -> Arrangement:
    return _arrange_mod.arrange(cards, rules.meld_rules, rules.points)


def arrange(hand, rules=None) -> Arrangement:
    """The exact best arrangement of ``hand`` into melds and deadwood (bài rác).

    ``.melds``, ``.deadwood`` (cards), ``.points`` (A=1, 2-9, 10/J/Q/K=10).
    The arrangement is the same whatever ``concealed_melds_count_as_deadwood``
    says; :func:`deadwood` applies that option.

    Raises:
        NotationError / CardTypeError: for input that is not cards, jokers,
            or a card held twice.
    """
    rules = _rules(rules)
    cards = _cards(hand, "a hand")
    _check_one_deck(cards)
    return _arrange(cards, rules)


def deadwood(hand, rules=None) -> int:
    """Deadwood points (điểm bài rác) of a hand: the best arrangement's unmelded cards.

    With ``concealed_melds_count_as_deadwood=True`` every card in the hand
    counts, melded or not.

    >>> deadwood("3D 4D"), deadwood("QH 8C")
    (7, 18)

    Raises:
        NotationError / CardTypeError: as :func:`arrange`.
    """
    rules = _rules(rules)
    cards = _cards(hand, "a hand")
    _check_one_deck(cards)
    return _deadwood(cards, rules)


def _deadwood(cards: list[Card], rules: Rules) -> int:
    if rules.concealed_melds_count_as_deadwood:
        return sum(rules.points(c) for c in cards)
    return _arrange(cards, rules).points


def _deadwood_cards(cards: list[Card], rules: Rules) -> int:
    if rules.concealed_melds_count_as_deadwood:
        return len(cards)
    return len(_arrange(cards, rules).deadwood)


def _has_concealed_four(cards: Iterable[Card]) -> bool:
    return any(n == 4 for n in Counter(c.rank for c in cards).values())


# -- endings -----------------------------------------------------------------


def _players_and_order(order, *dicts, extra=()) -> list:
    seen: list = []
    if order is not None:
        if isinstance(order, (str, bytes)) or not hasattr(order, "__iter__"):
            raise CardlabError(f"order={order!r}: expected the players in turn order, e.g. ['A', 'B', 'C']")
        seen = list(order)
        if len(set(map(repr, seen))) != len(seen):
            raise CardlabError(f"order={order!r} names a player twice")
    for d in dicts:
        for p in d:
            if p not in seen:
                if order is not None:
                    raise CardlabError(f"player {p!r} is not in order={order!r}")
                seen.append(p)
    for p in extra:
        if p not in seen:
            if order is not None:
                raise CardlabError(f"player {p!r} is not in order={order!r}")
            seen.append(p)
    return seen


def _check_mapping(name: str, value, example: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise CardlabError(f"{name}={value!r}: expected a dict such as {example}")
    return dict(value)


def _check_deadwood(deadwood: Mapping) -> None:
    for p, v in deadwood.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardlabError(f"deadwood of player {p!r} is {v!r}: expected a whole number of points, 0 or more")


def _check_exposed_counts(exposed: Mapping) -> None:
    for p, v in exposed.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardlabError(f"exposed_melds of player {p!r} is {v!r}: expected a number of melds, 0 or more")


def _burned_players(players, exposed: Mapping, concealed_fours, reasons: list, rules: Rules) -> list:
    # A concealed four of a kind saves from burn only under burn_exempt_with_secret.
    fours = set(concealed_fours or ()) if rules.burn_exempt_with_secret else set()
    burned = []
    for p in players:
        if exposed.get(p, 0) == 0:
            if p in fours:
                reasons.append(Reason("tongits.secret_saves", player=p))
            else:
                burned.append(p)
    return burned


def _settle(winner, losers: list[tuple[Any, int, str]], order: list, rules: Rules, reasons: list) -> dict:
    """Zero-sum payments: each loser pays ``multiple × base_stake`` to the winner."""
    payments = {p: 0 for p in order}
    for p, multiple, why in losers:
        amount = multiple * rules.base_stake
        payments[p] -= amount
        payments[winner] += amount
        reasons.append(Reason("tongits.pays_" + why, player=p, amount=amount, winner=winner))
    return payments


def fight_result(caller, deadwood: dict, responses: dict, exposed_melds: dict | None = None, rules=None, *,
                 order=None, concealed_fours=()) -> Outcome:
    """Who wins a Fight (Khiêu chiến), and the zero-sum payments.

    ``deadwood``: points of the caller and of each challenger (others are
    optional). ``responses``: ``{player: "challenge" | "fold"}`` for each
    opponent who has exposed a meld. ``exposed_melds``: melds each player has
    exposed; a player with none is burned (``None``: every opponent without a
    response is taken as burned). Turn order is ``order`` if given, else the
    order the players first appear in ``exposed_melds``, ``deadwood``,
    ``responses``. ``concealed_fours``: players holding a concealed four of a
    kind (matters with ``burn_exempt_with_secret``).

    Among the caller and the challengers the lowest deadwood wins; ties
    follow ``fight_tie_winner``. Folders pay ``fold_penalty``, beaten
    contestants ``challenge_loss``, burned players ``burn_penalty`` (× base
    stake).

    Raises:
        CardlabError: for a caller without an exposed meld, a missing
            response or deadwood, a response other than challenge/fold, or
            a burned player who answers.
    """
    rules = _rules(rules)
    deadwood = _check_mapping("deadwood", deadwood, "{'A': 7, 'B': 18}")
    responses = _check_mapping("responses", responses, "{'B': 'fold'}")
    exposed = _check_mapping("exposed_melds", exposed_melds, "{'A': 1, 'B': 1, 'C': 0}")
    _check_deadwood(deadwood)
    _check_exposed_counts(exposed)
    try:
        hash(caller)
    except TypeError:
        raise CardlabError(f"caller={caller!r}: expected a player name or seat number") from None
    players = _players_and_order(order, exposed, deadwood, responses, extra=(caller,))
    i = players.index(caller)
    turn = players[i:] + players[:i]          # caller first, then turn order
    reasons: list = []
    if exposed_melds is None:
        exposed = {p: (1 if p == caller or p in responses else 0) for p in players}
    if exposed.get(caller, 0) < 1:
        raise CardlabError(f"caller {caller!r} has exposed no meld: Fight needs at least one exposed meld")
    burned = _burned_players(turn[1:], exposed, concealed_fours, reasons, rules)
    for p in burned:
        if p in responses:
            raise CardlabError(f"player {p!r} has exposed no meld, so is burned and does not answer the Fight "
                               f"(got responses[{p!r}]={responses[p]!r})")
    for p, r in responses.items():
        if r not in ("challenge", "fold"):
            raise CardlabError(f"responses[{p!r}]={r!r}: expected 'challenge' or 'fold'")
        if p == caller:
            raise CardlabError(f"the caller {caller!r} does not answer their own Fight")
    # Only opponents with an exposed meld answer. One saved from burn by a concealed four of a kind
    # (burn_exempt_with_secret) has no meld to answer with: they lose as if they had folded.
    answering = [p for p in turn[1:] if exposed.get(p, 0) > 0]
    saved = [p for p in turn[1:] if p not in burned and p not in answering]
    for p in saved:
        if p in responses:
            raise CardlabError(f"player {p!r} has exposed no meld and cannot answer the Fight "
                               f"(got responses[{p!r}]={responses[p]!r})")
    for p in answering:
        if p not in responses:
            raise CardlabError(f"player {p!r} has exposed a meld and must answer the Fight: "
                               f"expected responses[{p!r}] = 'challenge' or 'fold'")
    challengers = [p for p in answering if responses[p] == "challenge"]
    folders = [p for p in turn[1:] if p in saved or (p in answering and responses[p] == "fold")]
    for p in [caller] + challengers:
        if p not in deadwood:
            raise CardlabError(f"deadwood of player {p!r} is needed to compare: expected deadwood[{p!r}]")
    reasons_head = [Reason("tongits.burned", player=p) for p in burned]
    reasons_head.append(Reason("tongits.fight_called", player=caller, deadwood=deadwood[caller]))
    for p in turn[1:]:
        if p in saved:
            reasons_head.append(Reason("tongits.saved_cannot_answer", player=p))
        elif p in burned:
            continue
        elif p in folders:
            reasons_head.append(Reason("tongits.folds", player=p))
        else:
            reasons_head.append(Reason("tongits.challenges", player=p, deadwood=deadwood[p]))
    reasons = reasons + reasons_head
    contestants = [caller] + challengers
    if not challengers:
        winner = caller
        reasons.append(Reason("tongits.no_challenger", player=caller))
    else:
        low = min(deadwood[p] for p in contestants)
        tied = [p for p in contestants if deadwood[p] == low]
        if len(tied) == 1:
            winner = tied[0]
            reasons.append(Reason("tongits.lowest_wins", player=winner, deadwood=low))
        elif caller in tied and rules.fight_tie_winner == "caller":
            winner = caller
            reasons.append(Reason("tongits.tie_caller", players=_names(tied), deadwood=low, player=winner))
        elif caller in tied:
            winner = next(p for p in tied if p != caller)
            reasons.append(Reason("tongits.tie_challenger", players=_names(tied), deadwood=low, player=winner))
        else:
            winner = tied[0]
            reasons.append(Reason("tongits.tie_challengers", players=_names(tied), deadwood=low, player=winner))
    # Ranking: winner, beaten contestants by deadwood (turn order on ties), folders, burned.
    beaten = sorted((p for p in contestants if p != winner), key=lambda p: (deadwood[p], turn.index(p)))
    ranking = (winner, *beaten, *folders, *burned)
    losers = ([(p, rules.challenge_loss, "challenge") for p in beaten]
              + [(p, rules.fold_penalty, "fold") for p in folders]
              + [(p, rules.burn_penalty, "burn") for p in burned])
    payments = _settle(winner, losers, players, rules, reasons)
    details = {"caller": caller, "deadwood": dict(deadwood), "responses": dict(responses),
               "exposed_melds": dict(exposed), "challengers": tuple(challengers), "folders": tuple(folders),
               "order": tuple(players)}
    return Outcome(winner, ranking, tuple(burned), payments, "fight", tuple(reasons), details)


def _names(players) -> str:
    return ", ".join(str(p) for p in players)


def _draw_sequence(players: list, last_drawer) -> list:
    """Players from the one who drew longest ago to ``last_drawer`` (who drew last)."""
    i = players.index(last_drawer)
    return players[i + 1:] + players[:i + 1]


def stock_out_result(deadwood: dict, last_drawer, exposed_melds: dict, rules=None, *, cards=None, order=None,
                     concealed_fours=()) -> Outcome:
    """The ending when the stock runs out (Hết bài Nọc): lowest deadwood wins.

    Burned players (no exposed meld) take no part and rank last. Ties follow
    ``stock_out_tiebreak``: with ``last_drawer_loses`` who drew later ranks
    behind (in turn order ``order``, or the order of ``exposed_melds``,
    ``last_drawer`` drew last); ``fewer_cards`` needs ``cards`` = ``{player:
    number of deadwood cards}``. Each beaten player pays 1 × base stake, a
    burned one ``burn_penalty``.

    Raises:
        CardlabError: for a missing deadwood of an unburned player, an
            unknown ``last_drawer``, or ``fewer_cards`` ties without
            ``cards``.
    """
    rules = _rules(rules)
    deadwood = _check_mapping("deadwood", deadwood, "{0: 5, 1: 12, 2: 9}")
    exposed = _check_mapping("exposed_melds", exposed_melds, "{0: 1, 1: 2, 2: 0}")
    counts = _check_mapping("cards", cards, "{0: 2, 1: 3}")
    _check_deadwood(deadwood)
    _check_exposed_counts(exposed)
    players = _players_and_order(order, exposed, deadwood)
    if last_drawer not in players:
        raise CardlabError(f"last_drawer={last_drawer!r} is not one of the players {players!r}")
    reasons: list = [Reason("tongits.stock_out", player=last_drawer)]
    burned = _burned_players(players, exposed, concealed_fours, reasons, rules)
    reasons += [Reason("tongits.burned", player=p) for p in burned]
    alive = [p for p in players if p not in burned]
    for p in alive:
        if p not in deadwood:
            raise CardlabError(f"deadwood of player {p!r} is needed to compare: expected deadwood[{p!r}]")
    if not alive:
        reasons.append(Reason("tongits.all_burned"))
        ranking = tuple(burned)
        return Outcome(None, ranking, tuple(burned), {p: 0 for p in players}, "stock_out", tuple(reasons),
                       {"deadwood": dict(deadwood), "last_drawer": last_drawer, "exposed_melds": dict(exposed),
                        "order": tuple(players)})
    for p in alive:
        reasons.append(Reason("tongits.counts", player=p, deadwood=deadwood[p]))
    sequence = _draw_sequence(players, last_drawer)
    rule = rules.stock_out_tiebreak
    groups: dict[int, list] = {}
    for p in alive:
        groups.setdefault(deadwood[p], []).append(p)
    if rule == "fewer_cards":
        for tied in groups.values():
            if len(tied) > 1:
                missing = [p for p in tied if p not in counts]
                if missing:
                    raise CardlabError(f"players {tied!r} tie and stock_out_tiebreak='fewer_cards' needs their "
                                       f"number of deadwood cards: expected cards={{player: n}} (missing {missing!r})")
                for p in tied:
                    v = counts[p]
                    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                        raise CardlabError(f"cards[{p!r}]={v!r}: expected a whole number of cards")

    def key(p):
        late = sequence.index(p)
        if rule == "last_drawer_wins":
            late = -late
        if rule == "fewer_cards":
            return (deadwood[p], counts.get(p, 0), late)
        return (deadwood[p], late)

    ordered = sorted(alive, key=key)
    winner = ordered[0]
    for pts, tied in sorted(groups.items()):
        if len(tied) > 1:
            first = min(tied, key=key)
            reasons.append(Reason("tongits.tie_" + rule, players=_names(sorted(tied, key=key)), deadwood=pts,
                                  player=first))
    reasons.append(Reason("tongits.lowest_wins", player=winner, deadwood=deadwood[winner]))
    ranking = tuple(ordered) + tuple(burned)
    losers = [(p, 1, "stock_out") for p in ordered[1:]] + [(p, rules.burn_penalty, "burn") for p in burned]
    payments = _settle(winner, losers, players, rules, reasons)
    details = {"deadwood": dict(deadwood), "last_drawer": last_drawer, "exposed_melds": dict(exposed),
               "cards": dict(counts), "order": tuple(players)}
    return Outcome(winner, ranking, tuple(burned), payments, "stock_out", tuple(reasons), details)


def tongits_result(winner, exposed_melds: dict, deadwood: dict | None = None, rules=None, *, order=None,
                   concealed_fours=(), by_discard: bool = False) -> Outcome:
    """The ending when ``winner`` empties the hand (Tongits): an outright win.

    Each other player pays ``tongits_bonus`` × base stake, or ``burn_penalty``
    if burned. ``deadwood`` (optional) only orders the losers in the ranking.

    Raises:
        CardlabError: for an unknown winner or bad counts.
    """
    rules = _rules(rules)
    exposed = _check_mapping("exposed_melds", exposed_melds, "{0: 2, 1: 1, 2: 0}")
    deadwood = _check_mapping("deadwood", deadwood, "{1: 12, 2: 30}")
    _check_exposed_counts(exposed)
    _check_deadwood(deadwood)
    players = _players_and_order(order, exposed, deadwood, extra=(winner,))
    i = players.index(winner)
    turn = players[i:] + players[:i]
    reasons: list = [Reason("tongits.tongits_discard" if by_discard else "tongits.tongits", player=winner)]
    burned = _burned_players(turn[1:], exposed, concealed_fours, reasons, rules)
    reasons += [Reason("tongits.burned", player=p) for p in burned]
    others = sorted((p for p in turn[1:] if p not in burned), key=lambda p: (deadwood.get(p, 0), turn.index(p)))
    losers = [(p, rules.tongits_bonus, "tongits") for p in others] + [(p, rules.burn_penalty, "burn") for p in burned]
    payments = _settle(winner, losers, players, rules, reasons)
    return Outcome(winner, (winner, *others, *burned), tuple(burned), payments, "tongits", tuple(reasons),
                   {"deadwood": dict(deadwood), "exposed_melds": dict(exposed), "order": tuple(players)})


# ---------------------------------------------------------------------------
# The game


class Phase(Enum):
    """Where a turn stands: what kind of decision ``current_player`` makes now."""

    DRAW = "draw"          # draw from the stock or chow (or Fight, with fight_timing=before_draw)
    MELD = "meld"          # expose, sapaw, then discard (or Fight, with fight_timing=after_draw)
    RESPOND = "respond"    # an opponent answers a Fight: challenge or fold
    OVER = "over"


@dataclass(frozen=True)
class ExposedMeld:
    """A meld on the table (Meld đã hạ): its ``owner``, cards in reading order and kind.

    ``chowed`` is the discard chowed into it, if any; ``laid_off`` lists
    ``(card, player)`` for every card added later by sapaw (or by chowing
    onto your own meld).
    """

    owner: int
    cards: tuple
    kind: str
    chowed: Card | None = None
    laid_off: tuple = ()
    #: The cards that could be laid off on it now (kept so move lists need no meld search).
    accepts: frozenset = field(default=frozenset(), compare=False, repr=False)

    def __str__(self) -> str:
        return " ".join(_S[c] for c in self.cards)

    @property
    def pretty(self) -> str:
        return " ".join(c.pretty for c in self.cards)

    def __repr__(self) -> str:
        return f"ExposedMeld(owner={self.owner}, cards={str(self)!r}, kind={self.kind!r})"

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)


@dataclass(frozen=True)
class View:
    """What one player may see: their own hand and the public table.

    Never shows other hands or the stock order (only ``stock_size``).
    ``legal_actions`` is empty unless this player decides now.
    ``outcome`` is set once the hand is over (hands are then revealed in its
    details, as at the table).
    """

    player: int
    hand: Hand
    hand_sizes: tuple
    exposed: tuple
    discards: tuple
    chowable: Card | None
    stock_size: int
    phase: Phase
    current_player: int
    has_exposed: tuple
    sapawed_on: tuple
    first_turn: bool
    fight_caller: int | None
    responses: tuple
    legal_actions: tuple
    history: tuple
    rules: Rules
    players: int
    outcome: Outcome | None = None

    @property
    def next_player(self) -> int:
        """Who plays after this player (turn direction applied)."""
        return seat_order(self.player, self.players, self.rules.turn_direction)[1]

    @property
    def previous_player(self) -> int:
        return seat_order(self.player, self.players, self.rules.turn_direction)[-1]

    def deadwood(self) -> int:
        """This player's own deadwood now."""
        return _deadwood(list(self.hand), self.rules)

    def exposed_count(self, player: int) -> int:
        return sum(1 for m in self.exposed if m.owner == player)


def _act(kind: str, player: int, cards: tuple = (), target=None, text: str = "") -> Action:
    return Action(kind, cards, target, player, text or kind)


# Actions are frozen values, so the ones that recur every turn are built once (a large share of a
# random game's time was spent printing cards into new Action texts).
_S = {c: str(c) for c in STANDARD_52}
_SIMPLE = {(k, p): _act(k, p) for k in ("draw", "fight", "challenge", "fold") for p in range(PLAYERS)}
_DISCARD = {(c, p): _act("discard", p, (c,), None, "discard " + _S[c]) for c in STANDARD_52 for p in range(PLAYERS)}


def _hand(cards: list[Card]) -> Hand:
    """A :class:`Hand` of cards already known to be valid (no re-parsing)."""
    h = Hand.__new__(Hand)
    list.extend(h, cards)
    return h


def _exposed(owner: int, cards: Iterable[Card], kind: str, rules: Rules, chowed=None, laid_off=()) -> ExposedMeld:
    """An exposed meld in reading order, with the set of cards it accepts by sapaw."""
    cards = _display(cards, rules)
    ace_high = rules.ace_high_in_runs
    if kind == SET:
        accepts = frozenset(c for c in STANDARD_52 if len(cards) < 4 and c.rank == cards[0].rank and c not in cards)
    else:
        accepts = frozenset(c for c in STANDARD_52 if c.suit == cards[0].suit and c not in cards
                            and _fits(c, cards, RUN, ace_high))
    return ExposedMeld(owner, cards, kind, chowed, tuple(laid_off), accepts)


class State(GameState):
    """A Tongits hand in progress (3 players, seats 0, 1, 2; seat 0 plays first).

    Public attributes: ``hands`` (sorted lists), ``stock`` (the last card is
    the top), ``discards`` (the discard pile, top last), ``exposed`` (the
    melds on the table, :class:`ExposedMeld` with ``owner``; a sapaw's target
    is an index into this list), ``phase``, ``current_player``,
    ``has_exposed`` and ``sapawed_on`` (per player: has exposed a meld; an
    opponent sapawed onto their melds since their own last turn),
    ``first_turn``, ``chowable`` (the discard the current player may chow),
    ``last_drawer``, ``fight_caller``, ``responses``; :meth:`deadwood`.
    """

    game = "tongits"

    def __init__(self, seed: int, rules: Rules, players: int = PLAYERS):
        self.seed = seed
        self.rules = rules
        self.players = players
        self.history: list[Action] = []
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.exposed: list[ExposedMeld] = []
        self.phase = Phase.MELD
        self.current_player = 0
        self.has_exposed = [False] * players
        self.sapawed_on = [False] * players
        self.first_turn = True
        self.chowable: Card | None = None
        self.last_drawer: int | None = None
        self.fight_caller: int | None = None
        self.responses: dict[int, str] = {}
        self._pending: list[int] = []
        self._outcome: Outcome | None = None
        self._legal: list[Action] | None = None
        self._position: dict | None = None

    # -- construction --------------------------------------------------------
    @classmethod
    def _default_rules(cls) -> Rules:
        return Rules()

    @staticmethod
    def _card_parser(token: str) -> Card:
        return Card.parse(token)

    @classmethod
    def _new(cls, seed: int, rules, players) -> "State":
        rules = _rules(rules)
        if players is None:
            players = PLAYERS
        if isinstance(players, bool) or players != PLAYERS:
            raise CardlabError(f"players={players!r}: Tongits is played by exactly 3 players")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError(f"seed={seed!r}: expected a whole number")
        state = cls(seed, rules, PLAYERS)
        deck = _DECK.shuffled(random.Random(seed))
        n0, n = rules.first_player_cards, rules.other_player_cards
        state.hands[0] = _sort(deck[:n0])
        state.hands[1] = _sort(deck[n0:n0 + n])
        state.hands[2] = _sort(deck[n0 + n:n0 + 2 * n])
        state.stock = deck[n0 + 2 * n:]
        return state

    @classmethod
    def from_position(cls, hands, *, exposed=(), stock=None, discards=(), current_player=0, phase="draw",
                      sapawed_on=(), first_turn=False, chowable=None, rules=None, seed=0,
                      stock_size=None) -> "State":
        """Set up a position directly (worked examples, exercises, widgets).

        ``hands``: three hands (list or ``{seat: cards}``). ``exposed``:
        ``[(owner, cards), ...]`` melds on the table. ``stock``: the cards
        drawn next, in order (the first is drawn first). Every card not placed
        anywhere else goes below them in the stock (shuffled from ``seed``);
        with ``stock_size`` the stock holds exactly that many cards and the
        rest of the unplaced cards go to the bottom of the discard pile.
        ``discards``: the pile, top last. ``phase``: ``"draw"`` or
        ``"meld"``. ``chowable``: the top discard, if the previous player
        just discarded it and ``current_player`` may chow it.
        ``sapawed_on``: players an opponent sapawed onto since their last
        turn. The position is kept in ``to_json`` so records still replay.

        Raises:
            CardlabError / NotationError: for a card placed twice, a bad meld
                or a bad phase.
        """
        rules = _rules(rules)
        spec = {"hands": hands, "exposed": exposed, "stock": stock, "discards": discards,
                "current_player": current_player, "phase": phase, "sapawed_on": sapawed_on,
                "first_turn": first_turn, "chowable": chowable, "seed": seed, "stock_size": stock_size}
        if isinstance(hands, Mapping):
            hands = [hands.get(p, ()) for p in range(PLAYERS)]
        if isinstance(hands, str) or not isinstance(hands, (list, tuple)) or len(hands) != PLAYERS:
            raise CardlabError(f"hands={hands!r}: expected three hands, e.g. ['3D 4D', 'QH 8C', '...']")
        state = cls(seed, rules, PLAYERS)
        state.hands = [_sort(_cards(h, "a hand")) for h in hands]
        melds = []
        for item in exposed:
            try:
                owner, cards = item
            except (TypeError, ValueError):
                raise CardlabError(f"exposed item {item!r}: expected (owner, cards)") from None
            if owner not in range(PLAYERS):
                raise CardlabError(f"exposed meld owner {owner!r}: expected a seat 0, 1 or 2")
            cards = _cards(cards, "a meld", allow_empty=False)
            v = classify(cards, rules.meld_rules)
            if not v:
                raise CardlabError(f"exposed meld {' '.join(map(str, cards))!r} is not a meld: {v.text('en')}")
            melds.append(_exposed(owner, v.meld.cards, v.kind, rules))
        state.exposed = melds
        state.discards = _cards(discards, "discards")
        top = [] if stock is None else _cards(stock, "stock cards")
        placed = [c for h in state.hands for c in h] + [c for m in melds for c in m.cards] + state.discards + top
        _check_one_deck(placed)
        rest = [c for c in STANDARD_52 if c not in set(placed)]
        random.Random(seed).shuffle(rest)
        if stock_size is not None:
            if isinstance(stock_size, bool) or not isinstance(stock_size, int) or not len(top) <= stock_size <= len(top) + len(rest):
                raise CardlabError(f"stock_size={stock_size!r}: expected between {len(top)} and {len(top) + len(rest)}")
            extra = stock_size - len(top)
            state.discards = rest[extra:] + state.discards
            rest = rest[:extra]
        # stock[-1] is the top: the first card of ``stock`` is drawn first.
        state.stock = rest + list(reversed(top))
        if current_player not in range(PLAYERS):
            raise CardlabError(f"current_player={current_player!r}: expected a seat 0, 1 or 2")
        state.current_player = current_player
        try:
            state.phase = Phase(phase) if not isinstance(phase, Phase) else phase
        except ValueError:
            raise CardlabError(f"phase={phase!r}: expected 'draw' or 'meld'") from None
        if state.phase not in (Phase.DRAW, Phase.MELD):
            raise CardlabError(f"phase={phase!r}: expected 'draw' or 'meld'")
        if not state.stock and state.phase == Phase.DRAW:
            raise CardlabError("the stock is empty: the hand would already be over")
        if state.phase == Phase.MELD and not state.hands[current_player]:
            raise CardlabError(f"player {current_player} has an empty hand: an empty hand is Tongits, "
                               f"the hand would already be over")
        state.has_exposed = [any(m.owner == p for m in melds) for p in range(PLAYERS)]
        state.sapawed_on = [p in set(sapawed_on) for p in range(PLAYERS)]
        state.first_turn = bool(first_turn)
        if chowable is not None:
            card = _one_card(chowable, "chowable discard")
            if not state.discards or state.discards[-1] != card:
                raise CardlabError(f"chowable={chowable!r}: it must be the top of the discard pile")
            state.chowable = card if state.phase == Phase.DRAW else None
        state._position = spec
        return state

    # -- queries -------------------------------------------------------------
    def order(self, start: int | None = None) -> list[int]:
        """Seats in turn order from ``start`` (default: the current player)."""
        return seat_order(self.current_player if start is None else start, self.players, self.rules.turn_direction)

    def next_player(self, player: int) -> int:
        return self.order(player)[1]

    def deadwood(self, player: int) -> int:
        """Deadwood points of ``player``'s hand now (best arrangement; see the rules' options).

        Raises:
            CardlabError: for a seat that is not 0, 1 or 2.
        """
        self._check_seat(player)
        return _deadwood(self.hands[player], self.rules)

    def arrangement(self, player: int) -> Arrangement:
        """The best arrangement of ``player``'s hand."""
        self._check_seat(player)
        return _arrange(self.hands[player], self.rules)

    def exposed_count(self, player: int) -> int:
        return sum(1 for m in self.exposed if m.owner == player)

    def _check_seat(self, player) -> None:
        if isinstance(player, bool) or player not in range(self.players):
            raise CardlabError(f"player={player!r}: expected a seat 0, 1 or 2")

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        """The ending (``None`` while the hand goes on)."""
        return self._outcome

    def fight_allowed(self, player: int | None = None) -> Verdict:
        """:func:`check_fight` for ``player`` (default: the current player) from the table."""
        p = self.current_player if player is None else player
        return check_fight(self.exposed_count(p), self.sapawed_on[p], self.rules)

    # -- legal actions -------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        p = self.current_player
        phase = self.phase
        if phase is Phase.OVER:
            return []
        if phase is Phase.RESPOND:
            return [_SIMPLE["challenge", p], _SIMPLE["fold", p]]
        hand = self.hands[p]
        acts: list[Action] = []
        if phase is Phase.DRAW:
            acts.append(_SIMPLE["draw", p])
            card = self.chowable
            if card is not None:
                for m in _chow_melds(card, hand, self.rules):
                    used = tuple(_sort(c for c in m.cards if c != card))
                    acts.append(_act("chow", p, (card,) + used, None,
                                     f"chow {_S[card]} with {' '.join(_S[c] for c in used)}"))
                if not self.rules.chow_requires_new_meld:
                    for i, m in enumerate(self.exposed):
                        if m.owner == p and card in m.accepts:
                            acts.append(_act("chow", p, (card,), i, f"chow {card} onto meld {i} ({m})"))
            if self.rules.fight_timing == "before_draw" and self._can_fight(p):
                acts.append(_SIMPLE["fight", p])
            return acts
        # MELD
        if not (self.first_turn and not self.rules.dealer_may_expose_before_first_discard):
            for m in enumerate_melds(hand, self.rules.meld_rules):
                acts.append(_act("expose", p, m.cards, None, "expose " + " ".join(_S[c] for c in m.cards)))
            for c in hand:
                for i, m in enumerate(self.exposed):
                    if c in m.accepts:
                        acts.append(_act("sapaw", p, (c,), i, f"sapaw {_S[c]} on meld {i} ({m})"))
        acts.extend(_DISCARD[c, p] for c in hand)
        if (self.rules.fight_timing == "after_draw" and not self.first_turn and self._can_fight(p)):
            acts.append(_SIMPLE["fight", p])
        return acts

    def _can_fight(self, p: int) -> bool:
        return self.has_exposed[p] and not self.sapawed_on[p]

    # -- applying ------------------------------------------------------------
    def apply(self, action) -> "State":
        """Play ``action``: an :class:`Action` or its text (``"discard 9C"``, ``"draw"``).

        An action without ``player`` is taken as the current player's, and
        the cards of an expose or chow may come in any order.

        Raises:
            IllegalActionError: naming the rule the action breaks; the state
                is unchanged.
        """
        if isinstance(action, str):
            action = self._from_text(action)
        elif isinstance(action, Action):
            # Bots hand back one of the legal Action objects themselves: apply it without comparing.
            if self._legal is not None and any(a is action for a in self._legal):
                self._apply(action)
                return self
            action = self._normalise(action)
        return super().apply(action)

    def _from_text(self, text: str) -> Action:
        wanted = " ".join(text.split()).lower()
        legal = self.legal_actions()
        for a in legal:
            if a.text.lower() == wanted:
                return a
        # Not the exact text: read "kind cards [meld N]" and let apply explain a refusal.
        words = wanted.split("(")[0].split()
        if not words:
            verdict = Verdict(False, None, [Reason("tongits.action_text", text=text,
                                                   legal=", ".join(a.text for a in legal) or "-")])
            raise IllegalActionError(f"{text!r} is not allowed: {verdict.text()}", verdict)
        kind = words[0]
        if kind not in _KINDS:
            return Action(kind, (), None, self.current_player)
        tokens = [w for w in words[1:] if w not in ("with", "on", "onto", "meld") and not w.isdigit()]
        try:
            cards = tuple(parse_cards(tokens)) if tokens else ()
        except (NotationError, CardTypeError):
            verdict = Verdict(False, None, [Reason("tongits.action_text", text=text,
                                                   legal=", ".join(a.text for a in legal) or "-")])
            raise IllegalActionError(f"{text!r} is not allowed: {verdict.text()}", verdict) from None
        target = next((int(w) for w in words[1:] if w.isdigit()), None)
        return self._normalise(Action(kind, cards, target, self.current_player))

    def _normalise(self, action: Action) -> Action:
        if action.player is None:
            action = replace(action, player=self.current_player)
        if len(action.cards) > 1 and action.kind in ("expose", "chow"):
            want = Counter(action.cards)
            for a in self.legal_actions():
                if (a.kind == action.kind and a.player == action.player and a.target == action.target
                        and Counter(a.cards) == want):
                    return a
        return action

    def _apply(self, action: Action) -> None:
        self._legal = None
        p = action.player
        kind = action.kind
        hand = self.hands[p]
        if kind == "draw":
            card = self.stock.pop()
            bisect.insort(hand, card, key=_KEY)
            if not self.stock:
                self.last_drawer = p
            self.chowable = None
            self.phase = Phase.MELD
        elif kind == "chow":
            card = self.discards.pop()
            self.chowable = None
            self.phase = Phase.MELD
            if action.target is None:
                used = action.cards[1:]
                for c in used:
                    hand.remove(c)
                meld = read_meld(list(action.cards), self.rules.meld_rules)
                self.exposed.append(_exposed(p, meld.cards, meld.kind, self.rules, chowed=card))
                self.has_exposed[p] = True
            else:
                self._lay_off(card, action.target, p)
            self._check_empty_hand(p)
        elif kind == "expose":
            for c in action.cards:
                hand.remove(c)
            meld = read_meld(list(action.cards), self.rules.meld_rules)
            self.exposed.append(_exposed(p, meld.cards, meld.kind, self.rules))
            self.has_exposed[p] = True
            self._check_empty_hand(p)
        elif kind == "sapaw":
            card = action.cards[0]
            hand.remove(card)
            self._lay_off(card, action.target, p)
            owner = self.exposed[action.target].owner
            if owner != p:
                self.sapawed_on[owner] = True
            self._check_empty_hand(p)
        elif kind == "discard":
            card = action.cards[0]
            hand.remove(card)
            self.discards.append(card)
            self.sapawed_on[p] = False
            self.first_turn = False
            if not hand and self.rules.tongits_on_final_discard:
                self._end_tongits(p, by_discard=True)
            elif not self.stock:
                self._end_stock_out()
            else:
                self.current_player = self.next_player(p)
                self.chowable = card
                self.phase = Phase.DRAW
        elif kind == "fight":
            self.fight_caller = p
            self.chowable = None
            self._pending = [q for q in self.order(p)[1:] if self.has_exposed[q]]
            self._next_responder()
        elif kind in ("challenge", "fold"):
            self.responses[p] = kind
            self._pending.pop(0)
            self._next_responder()
        self.history.append(action)

    def _lay_off(self, card: Card, index: int, player: int) -> None:
        m = self.exposed[index]
        self.exposed[index] = _exposed(m.owner, list(m.cards) + [card], m.kind, self.rules, m.chowed,
                                       m.laid_off + ((card, player),))

    def _check_empty_hand(self, p: int) -> None:
        if not self.hands[p]:
            self._end_tongits(p, by_discard=False)

    def _next_responder(self) -> None:
        if self._pending:
            self.current_player = self._pending[0]
            self.phase = Phase.RESPOND
        else:
            self._end_fight()

    # -- endings -------------------------------------------------------------
    def _fours(self) -> tuple:
        if not self.rules.burn_exempt_with_secret:
            return ()
        return tuple(p for p in range(self.players) if not self.has_exposed[p] and _has_concealed_four(self.hands[p]))

    def _counts(self) -> dict:
        return {p: self.exposed_count(p) for p in self.order(0)}

    def _all_deadwood(self) -> dict:
        return {p: _deadwood(self.hands[p], self.rules) for p in range(self.players)}

    def _finish(self, outcome: Outcome) -> None:
        details = dict(outcome.details)
        details["hands"] = {p: tuple(self.hands[p]) for p in range(self.players)}
        details["all_deadwood"] = self._all_deadwood()
        self._outcome = replace(outcome, details=details)
        self.phase = Phase.OVER
        self.chowable = None

    def _end_tongits(self, p: int, by_discard: bool) -> None:
        dw = self._all_deadwood()
        self._finish(tongits_result(p, self._counts(), dw, self.rules, order=self.order(0),
                                    concealed_fours=self._fours(), by_discard=by_discard))

    def _end_stock_out(self) -> None:
        alive = range(self.players)
        dw = {p: _deadwood(self.hands[p], self.rules) for p in alive}
        cards = {p: _deadwood_cards(self.hands[p], self.rules) for p in alive}
        last = self.last_drawer if self.last_drawer is not None else self.current_player
        self._finish(stock_out_result(dw, last, self._counts(), self.rules, cards=cards, order=self.order(0),
                                      concealed_fours=self._fours()))

    def _end_fight(self) -> None:
        caller = self.fight_caller
        dw = {p: _deadwood(self.hands[p], self.rules) for p in range(self.players)}
        self._finish(fight_result(caller, dw, dict(self.responses), self._counts(), self.rules,
                                  order=self.order(caller), concealed_fours=self._fours()))

    def clone(self) -> "State":
        """An independent copy (fast: cards, melds, actions and rules are immutable, so they are shared)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.discards = list(self.discards)
        new.exposed = list(self.exposed)
        new.has_exposed = list(self.has_exposed)
        new.sapawed_on = list(self.sapawed_on)
        new.history = list(self.history)
        new.responses = dict(self.responses)
        new._pending = list(self._pending)
        return new

    # -- explaining refusals -------------------------------------------------
    def why_illegal(self, action: Action) -> Verdict:
        """The rule an action breaks (or a yes-verdict if it is legal)."""
        if action in self.legal_actions():
            return Verdict(True, action.kind)
        no = lambda code, **kw: Verdict(False, None, [Reason(code, **kw)])  # noqa: E731
        kind = action.kind
        p = self.current_player
        if self.phase is Phase.OVER:
            return no("tongits.game_over", end=self._outcome.end if self._outcome else "")
        if kind not in _KINDS:
            return no("tongits.unknown_action", kind=kind)
        if action.player is not None and action.player != p:
            return no("tongits.not_your_turn", current=p, player=action.player)
        hand = self.hands[p]
        if self.phase is Phase.RESPOND:
            if kind not in ("challenge", "fold"):
                return no("tongits.answer_fight", player=p, caller=self.fight_caller)
        elif kind in ("challenge", "fold"):
            return no("tongits.no_fight_to_answer")
        if kind in ("sapaw", "discard") and len(action.cards) != 1:
            return no("tongits.one_card", kind=kind)
        missing = _not_in(action.cards[1:] if kind == "chow" else action.cards, hand)
        if kind == "fight":
            if self.phase is Phase.MELD and self.first_turn:
                return no("tongits.fight_first_turn")
            if self.phase is Phase.DRAW and self.rules.fight_timing == "after_draw":
                return no("tongits.fight_timing_after")
            if self.phase is Phase.MELD and self.rules.fight_timing == "before_draw":
                return no("tongits.fight_timing_before")
            return self.fight_allowed(p)
        if self.phase is Phase.DRAW:
            if kind in ("expose", "sapaw", "discard"):
                return no("tongits.draw_first")
            if kind == "chow":
                return self._why_not_chow(action, hand, missing)
            return Verdict(False, None, [Reason("tongits.draw_first")])
        # MELD phase
        if kind in ("draw", "chow"):
            return no("tongits.first_no_draw") if self.first_turn else no("tongits.already_drew")
        if missing:
            return no("tongits.not_in_hand", cards=missing)
        if kind in ("expose", "sapaw") and self.first_turn and not self.rules.dealer_may_expose_before_first_discard:
            return no("tongits.first_turn_no_expose")
        if kind == "expose":
            if not action.cards:
                return no("tongits.not_in_hand", cards="—")
            return classify(list(action.cards), self.rules.meld_rules)
        if kind == "sapaw":
            if not self.exposed:
                return no("tongits.no_melds_on_table")
            t = action.target
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < len(self.exposed):
                return no("tongits.no_such_meld", target=t, last=len(self.exposed) - 1)
            return check_sapaw(action.cards[0], self.exposed[t].cards, self.rules)
        return Verdict(False, None, [Reason("tongits.discard_ends_turn")])

    def _why_not_chow(self, action: Action, hand: list, missing: tuple) -> Verdict:
        no = lambda code, **kw: Verdict(False, None, [Reason(code, **kw)])  # noqa: E731
        card = action.cards[0] if action.cards else None
        if self.chowable is None:
            return no("tongits.no_discard_to_chow")
        if card != self.chowable:
            return no("tongits.chow_only_last_discard", card=self.chowable)
        p = self.current_player
        t = action.target
        if t is not None:
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < len(self.exposed):
                return no("tongits.no_such_meld", target=t, last=len(self.exposed) - 1)
            meld = self.exposed[t]
            if self.rules.chow_requires_new_meld:
                return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card),
                                             Reason("tongits.chow_no_extend", meld=meld.cards)])
            if meld.owner != p:
                return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card)])
            return check_sapaw(card, meld.cards, self.rules)
        if missing:
            return no("tongits.not_in_hand", cards=missing)
        if len(action.cards) < 3:
            return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card),
                                         Reason("tongits.chow_never_in_hand")])
        made = classify(list(action.cards), self.rules.meld_rules)
        return Verdict(False, None, [Reason("tongits.chow_not_new_meld", card=card), *made.reasons])

    # -- views and records ---------------------------------------------------
    def view(self, player: int) -> View:
        """What ``player`` may see (never other hands or the stock order).

        Raises:
            CardlabError: for a seat that is not 0, 1 or 2.
        """
        self._check_seat(player)
        mine = player == self.current_player and self.phase is not Phase.OVER
        return View(
            player=player,
            hand=_hand(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            exposed=tuple(self.exposed),
            discards=tuple(self.discards),
            chowable=self.chowable,
            stock_size=len(self.stock),
            phase=self.phase,
            current_player=self.current_player,
            has_exposed=tuple(self.has_exposed),
            sapawed_on=tuple(self.sapawed_on),
            first_turn=self.first_turn,
            fight_caller=self.fight_caller,
            responses=tuple(sorted(self.responses.items())),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            history=tuple(self.history),
            rules=self.rules,
            players=self.players,
            outcome=self._outcome,
        )

    def to_json(self) -> str:
        """The record: seed, rules and actions (plus the set-up position, if any)."""
        text = super().to_json()
        if self._position is None:
            return text
        data = json.loads(text)
        data["position"] = _position_to_plain(self._position)
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Replay a record made by :meth:`to_json`.

        Raises:
            CardlabError: if the text is not a Tongits record or an action in
                it is illegal.
        """
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise CardlabError(f"{str(text)[:60]!r}… is not a game record: expected the JSON of "
                               f"State.to_json() ({exc})") from None
        if not isinstance(data, dict) or data.get("game") != cls.game:
            raise CardlabError(f"not a {cls.game} record: game={data.get('game') if isinstance(data, dict) else None!r}")
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise CardlabError(f"not a valid tongits record: rules={rules!r} is not a dict of options")
        unknown = set(rules) - {f.name for f in fields(Rules)}
        if unknown:
            raise CardlabError(f"not a valid tongits record: unknown rules {sorted(unknown)!r}")
        rules = Rules(**rules)
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise CardlabError(f"not a valid tongits record: actions={actions!r} is not a list")
        if "position" in data:
            position = data["position"]
            if not isinstance(position, dict):
                raise CardlabError(f"not a valid tongits record: position={position!r}")
            try:
                state = cls.from_position(rules=rules, **position)
            except TypeError as exc:
                raise CardlabError(f"not a valid tongits record: bad position ({exc})") from None
        else:
            if "seed" not in data:
                raise CardlabError("not a valid tongits record: it has no seed")
            state = cls._new(data["seed"], rules, data.get("players"))
        for item in actions:
            try:
                action = Action.from_dict(item, cls._card_parser)
            except (KeyError, TypeError, AttributeError) as exc:
                raise CardlabError(f"not a valid tongits record: action {item!r} is malformed ({exc})") from None
            state.apply(action)
        return state

    def __repr__(self) -> str:
        return (f"<tongits.State seed={self.seed} phase={self.phase.value} player={self.current_player} "
                f"stock={len(self.stock)} actions={len(self.history)}>")

    def __str__(self) -> str:
        lines = [f"Tongits, seed {self.seed}: {self.phase.value}, Player {self.current_player} to act, "
                 f"stock {len(self.stock)}"]
        for p in range(self.players):
            lines.append(f"  Player {p}: {' '.join(map(str, self.hands[p])) or '—'}")
        for i, m in enumerate(self.exposed):
            lines.append(f"  meld {i} (Player {m.owner}): {m}")
        lines.append(f"  discards: {' '.join(map(str, self.discards)) or '—'}")
        if self._outcome is not None:
            lines.append(f"  {self._outcome}")
        return "\n".join(lines)


_KINDS = ("draw", "chow", "expose", "sapaw", "discard", "fight", "challenge", "fold")


def _not_in(cards, hand) -> tuple:
    left = Counter(hand)
    missing = []
    for c in cards:
        if left[c] > 0:
            left[c] -= 1
        else:
            missing.append(c)
    return tuple(missing)


def _position_to_plain(spec: dict) -> dict:
    def cards(x):
        if x is None:
            return None
        return [str(c) for c in _cards(x)] if not isinstance(x, str) else x
    hands = spec["hands"]
    if isinstance(hands, Mapping):
        hands = [hands.get(p, ()) for p in range(PLAYERS)]
    return {
        "hands": [cards(h) if not isinstance(h, str) else h for h in hands],
        "exposed": [[owner, cards(c) if not isinstance(c, str) else c] for owner, c in spec["exposed"]],
        "stock": cards(spec["stock"]),
        "discards": cards(spec["discards"]) if spec["discards"] else [],
        "current_player": spec["current_player"],
        "phase": spec["phase"].value if isinstance(spec["phase"], Phase) else spec["phase"],
        "sapawed_on": list(spec["sapawed_on"]),
        "first_turn": spec["first_turn"],
        "chowable": str(spec["chowable"]) if spec["chowable"] is not None else None,
        "seed": spec["seed"],
        "stock_size": spec["stock_size"],
    }


def new_game(seed: int = 0, rules=None, players=None) -> State:
    """Deal a new Tongits hand from ``seed`` (13 cards to seat 0, 12 to the others, 15 in the stock).

    Seat 0 plays first and does not draw on the first turn.

    Raises:
        CardlabError: for a seed that is not a whole number or a player count
            other than 3; InvalidRulesError for bad rules.
    """
    return State._new(seed, rules, players)
