"""Graded Tongits exercises, dealt from a seed so each learner gets their own hands.

``tongits_set(seed=7)`` deals eleven questions of rising difficulty: is this a
meld; the deadwood of a hand; may this card be laid off (sapaw); may this
discard be chowed and with which cards; the best arrangement; may you call
Fight; the best discard; who is burned; who wins a Fight; what the winner
collects; who wins a stock-out tie under a tie-break option. Every expected
answer is computed by :mod:`cardlab.tongits` when the question is dealt, and
every hint is drawn from the engine's reasons.

>>> ex = tongits_set(seed=1)
>>> len(ex)
11
>>> ex.q1.check(ex.q1.expected.ok).correct
True
"""
from __future__ import annotations

import random
from dataclasses import replace
from html import escape

from .. import tongits as T
from ..cards import STANDARD_52, Card, Rank, Suit
from ..errors import CardlabError, InvalidRulesError
from ..explain import Reason, message, register_messages
from . import core
from .core import (ExerciseSet, Question, VerdictQuestion, box, notation, show, read_card, read_cards, read_melds,
                   read_number, read_player, read_players, read_yes_no, row, yes_no)

__all__ = ["tongits_set", "deal_question", "QUESTIONS"]

MELD_GREEN = "#2e7d32"
HAND_GREY = "#546e7a"

register_messages({
    # titles
    "ex.tongits.t_meld": {"en": "Is this a meld?", "vi": "Đây có phải là Meld không?"},
    "ex.tongits.t_deadwood": {"en": "The deadwood of a hand", "vi": "Điểm bài rác của một bài"},
    "ex.tongits.t_sapaw": {"en": "May this card be laid off (sapaw)?", "vi": "Lá này có Sapaw (gửi bài) được không?"},
    "ex.tongits.t_chow": {"en": "May this discard be chowed, and with which cards?",
                          "vi": "Có ăn được lá bài rác này không, ăn bằng những lá nào?"},
    "ex.tongits.t_arrange": {"en": "The best arrangement", "vi": "Cách xếp bài tốt nhất"},
    "ex.tongits.t_fight": {"en": "May you call Fight?", "vi": "Bạn có được gọi Fight không?"},
    "ex.tongits.t_discard": {"en": "Which discard is best?", "vi": "Nên đánh lá rác nào?"},
    "ex.tongits.t_burn": {"en": "Who is burned?", "vi": "Ai bị Cháy bài (Burn)?"},
    "ex.tongits.t_showdown": {"en": "Who wins this Fight?", "vi": "Ai thắng ván Fight này?"},
    "ex.tongits.t_payment": {"en": "What does the winner collect?", "vi": "Người thắng thu về bao nhiêu?"},
    "ex.tongits.t_stock_out": {"en": "Stock out: who wins?", "vi": "Hết bài Nọc: ai thắng?"},
    # prompts
    "ex.tongits.p_meld": {
        "en": "Do these cards form a meld (a set or a run) that may be exposed?",
        "vi": "Các lá này có tạo thành một Meld (bộ cùng số hoặc sảnh) để hạ xuống bàn không?"},
    "ex.tongits.p_deadwood": {
        "en": "How many deadwood points (bài rác) does this hand count, arranged as well as possible?",
        "vi": "Bài này còn bao nhiêu điểm bài rác, khi được xếp tốt nhất?"},
    "ex.tongits.p_sapaw": {
        "en": "This meld is exposed on the table. May you lay off (sapaw) the card {card} on it?",
        "vi": "Meld này đã được hạ trên bàn. Bạn có thể gửi (Sapaw) lá {card} vào đó không?"},
    "ex.tongits.p_chow": {
        "en": "The previous player has just discarded {card}. You have exposed no meld yet. May you chow it "
              "(ăn bài)? If so, with which cards from your hand?",
        "vi": "Người liền trước vừa đánh lá {card}. Bạn chưa hạ Meld nào. Bạn có được ăn lá này không? "
              "Nếu được, ăn bằng những lá nào trên tay?"},
    "ex.tongits.p_arrange": {
        "en": "Split this hand into melds so that the deadwood left is as small as possible. "
              "A card belongs to one meld only.",
        "vi": "Chia bài này thành các Meld sao cho điểm bài rác còn lại nhỏ nhất. Mỗi lá chỉ thuộc một Meld."},
    "ex.tongits.p_fight": {
        "en": "You are Player A; you have just drawn, it is your turn. The table and what happened since "
              "your last turn are below. May you call Fight now?",
        "vi": "Bạn là Người chơi A, vừa bốc bài và đang đến lượt. Bàn chơi và những gì xảy ra từ lượt trước "
              "của bạn ở bên dưới. Bạn có được gọi Fight bây giờ không?"},
    "ex.tongits.p_discard": {
        "en": "You have drawn and must now discard one card. Which discard leaves the least deadwood?",
        "vi": "Bạn đã bốc bài và phải đánh ra một lá. Đánh lá nào thì điểm bài rác còn lại ít nhất?"},
    "ex.tongits.p_burn": {
        "en": "The stock has run out and Player {last} discarded the last card. Who is burned (Cháy bài)? "
              "{house}",
        "vi": "Chồng bài nọc đã hết và Người chơi {last} đã đánh lá cuối. Ai bị Cháy bài (Burn)? {house}"},
    "ex.tongits.p_showdown": {
        "en": "Player {caller} calls Fight. The answers: {answers}. Who wins? {house}",
        "vi": "Người chơi {caller} gọi Fight. Các câu trả lời: {answers}. Ai thắng? {house}"},
    "ex.tongits.p_payment": {
        "en": "Player {caller} calls Fight; the answers: {answers}. Player {winner} wins. How much does "
              "Player {winner} collect in total? Stakes: {stakes}.",
        "vi": "Người chơi {caller} gọi Fight; các câu trả lời: {answers}. Người chơi {winner} thắng. "
              "Người chơi {winner} thu về tổng cộng bao nhiêu? Mức cược: {stakes}."},
    "ex.tongits.p_stock_out": {
        "en": "The stock has run out: Player {last} drew its last card and discarded with no winner. Turn order "
              "is {order}. Tie-break in this room: {tiebreak}. Who wins?",
        "vi": "Chồng bài nọc đã hết: Người chơi {last} bốc lá cuối và đánh bài mà không ai thắng. Thứ tự lượt: "
              "{order}. Luật phân định hòa điểm ở phòng này: {tiebreak}. Ai thắng?"},
    "ex.tongits.stakes": {
        "en": "a folder pays {fold}, a beaten challenger or caller {challenge}, a burned player {burn}",
        "vi": "người Fold trả {fold}, người thua khi so bài trả {challenge}, người bị Cháy bài trả {burn}"},
    "ex.tongits.tb_last_drawer_loses": {
        "en": "last_drawer_loses (between tied players, the one who drew later ranks behind)",
        "vi": "last_drawer_loses (giữa những người bằng điểm, ai bốc sau bị xếp sau)"},
    "ex.tongits.tb_last_drawer_wins": {
        "en": "last_drawer_wins (between tied players, the one who drew later ranks ahead)",
        "vi": "last_drawer_wins (giữa những người bằng điểm, ai bốc sau được xếp trên)"},
    "ex.tongits.tb_fewer_cards": {
        "en": "fewer_cards (between tied players, fewer deadwood cards ranks ahead)",
        "vi": "fewer_cards (giữa những người bằng điểm, ai ít lá bài rác hơn được xếp trên)"},
    "ex.tongits.challenge": {"en": "{player} challenges", "vi": "{player} thách đấu (Challenge)"},
    "ex.tongits.fold": {"en": "{player} folds", "vi": "{player} bỏ cuộc (Fold)"},
    "ex.tongits.no_answer": {"en": "{player} exposed no meld and does not answer",
                             "vi": "{player} chưa hạ Meld nên không trả lời"},
    "ex.tongits.house": {"en": "House rules here: {options}.", "vi": "Luật nhà ở đây: {options}."},
    # answer forms
    "ex.tongits.form_chow": {
        "en": "Answer False (or 'no') if it may not be chowed; otherwise the cards from your hand that go with it, "
              "such as '6S 7S'.",
        "vi": "Trả lời False (hoặc 'không') nếu không ăn được; nếu được, các lá trên tay ghép với nó, ví dụ '6S 7S'."},
    # table labels
    "ex.tongits.player": {"en": "Player {player}", "vi": "Người chơi {player}"},
    "ex.tongits.you": {"en": "You (A)", "vi": "Bạn (A)"},
    "ex.tongits.exposed": {"en": "exposed meld", "vi": "Meld đã hạ"},
    "ex.tongits.hand": {"en": "hand", "vi": "bài trên tay"},
    "ex.tongits.your_hand": {"en": "your hand", "vi": "bài trên tay bạn"},
    "ex.tongits.discarded": {"en": "discarded by the previous player", "vi": "lá rác người liền trước vừa đánh"},
    "ex.tongits.on_table": {"en": "exposed on the table", "vi": "Meld đã hạ trên bàn"},
    "ex.tongits.no_melds": {"en": "no meld exposed", "vi": "chưa hạ Meld nào"},
    "ex.tongits.laid_off_by": {"en": "{card} laid off by Player {player}",
                               "vi": "lá {card} do Người chơi {player} gửi vào"},
    "ex.tongits.since": {"en": "Since your last turn:", "vi": "Từ lượt trước của bạn:"},
    "ex.tongits.event_none": {"en": "nobody laid off any card", "vi": "không ai gửi lá nào"},
    "ex.tongits.event_sapaw": {"en": "Player {player} laid off {card} onto {whose} meld {meld}",
                               "vi": "Người chơi {player} gửi lá {card} vào Meld {meld} của {whose}"},
    "ex.tongits.whose_you": {"en": "your", "vi": "bạn"},
    "ex.tongits.whose_player": {"en": "Player {player}'s", "vi": "Người chơi {player}"},
    # hints
    "ex.tongits.h_too_high": {
        "en": "Too high: the best arrangement of this hand has {melds} meld(s), and melded cards do not count.",
        "vi": "Cao quá: cách xếp tốt nhất của bài này có {melds} Meld, và các lá trong Meld không bị tính điểm."},
    "ex.tongits.h_too_low": {
        "en": "Too low: count every card outside the melds: A = {ace}, 2-9 face value, 10 J Q K = {high}.",
        "vi": "Thấp quá: hãy cộng mọi lá ngoài Meld: A = {ace}, 2-9 theo số, 10 J Q K = {high}."},
    "ex.tongits.h_concealed": {
        "en": "House rule concealed_melds_count_as_deadwood is on: every card held in the hand counts, melded or not.",
        "vi": "Luật nhà concealed_melds_count_as_deadwood đang bật: mọi lá trên tay đều bị tính, kể cả lá trong Meld."},
    "ex.tongits.h_engine_arrangement": {"en": "The engine's best arrangement: {arrangement}.",
                                        "vi": "Cách xếp tốt nhất của máy: {arrangement}."},
    "ex.tongits.h_chow_yes_which": {
        "en": "Yes, it may be chowed, but say with which cards from your hand, e.g. check('6S 7S'): "
              "the meld is exposed at once.",
        "vi": "Đúng là ăn được, nhưng hãy nói ăn bằng những lá nào trên tay, ví dụ check('6S 7S'): "
              "Meld đó được hạ ngay."},
    "ex.tongits.h_chow_look": {
        "en": "It may be chowed: look for two cards in your hand that make a set or a same-suit run with {card}.",
        "vi": "Lá này ăn được: hãy tìm hai lá trên tay tạo với {card} thành bộ cùng số hoặc sảnh cùng chất."},
    "ex.tongits.h_not_in_hand": {"en": "{cards}: not in your hand.", "vi": "{cards}: không có trên tay bạn."},
    "ex.tongits.h_twice": {"en": "{card} is used twice: a card belongs to one meld only.",
                           "vi": "Lá {card} bị dùng hai lần: mỗi lá chỉ thuộc một Meld."},
    "ex.tongits.h_leaves": {"en": "Your melds leave {points} deadwood.",
                            "vi": "Các Meld của bạn để lại {points} điểm bài rác."},
    "ex.tongits.h_better": {"en": "A better arrangement leaves less: look at the cards that could go in two melds.",
                            "vi": "Có cách xếp tốt hơn, để lại ít điểm hơn: hãy xem những lá có thể thuộc hai Meld."},
    "ex.tongits.h_least": {"en": "That is the least deadwood possible: {points}.",
                           "vi": "Đó là số điểm bài rác ít nhất có thể: {points}."},
    "ex.tongits.h_discard_leaves": {"en": "Discarding {card} leaves {points} deadwood: {arrangement}.",
                                    "vi": "Đánh lá {card} thì còn {points} điểm bài rác: {arrangement}."},
    "ex.tongits.h_discard_best": {"en": "The best discard leaves {points}: {cards}.",
                                  "vi": "Lá nên đánh để còn ít nhất {points} điểm: {cards}."},
    "ex.tongits.h_discard_less": {"en": "Another discard leaves less deadwood.",
                                  "vi": "Có lá khác đánh ra thì còn ít điểm bài rác hơn."},
    "ex.tongits.h_not_burned": {"en": "Player {player} has exposed {n} meld(s), so is not burned.",
                                "vi": "Người chơi {player} đã hạ {n} Meld nên không bị Cháy bài."},
    "ex.tongits.h_sapaw_no_meld": {
        "en": "Laying off cards on other players' melds (sapaw) is not exposing a meld of your own.",
        "vi": "Gửi bài (Sapaw) vào Meld của người khác không tính là đã hạ Meld của mình."},
    "ex.tongits.h_count_first": {"en": "Count each contestant's deadwood first; folders and burned players are out.",
                                 "vi": "Hãy đếm điểm bài rác của từng người so bài trước; người Fold và người bị "
                                       "Cháy bài đứng ngoài."},
    "ex.tongits.h_stakes": {
        "en": "Each loser pays the winner a multiple of the base stake ({base}): fold ×{fold}, beaten in the "
              "comparison ×{challenge}, burned ×{burn}.",
        "vi": "Mỗi người thua trả cho người thắng một bội số của mức cược cơ bản ({base}): Fold ×{fold}, "
              "thua khi so bài ×{challenge}, Cháy bài ×{burn}."},
    "ex.tongits.h_tiebreak": {"en": "The tie-break in this room is {rule}.",
                              "vi": "Luật phân định hòa điểm ở phòng này là {rule}."},
    "ex.tongits.h_drew_last": {"en": "Player {player} drew the last card; turn order is {order}.",
                               "vi": "Người chơi {player} bốc lá cuối cùng; thứ tự lượt là {order}."},
})


def _m(code: str, **params) -> str:
    return message("ex.tongits." + code, **params)


# ---------------------------------------------------------------------------
# Dealing helpers


def _card(rank: int, suit: Suit) -> Card:
    return Card(Rank(rank), suit)


def _sorted(cards) -> list[Card]:
    return sorted(cards, key=lambda c: c.sort_key)


class _Deck:
    """The cards not yet used in a question, drawn from the question's own generator."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.cards = list(STANDARD_52)
        rng.shuffle(self.cards)

    def has(self, cards) -> bool:
        return all(c in self.cards for c in cards)

    def take(self, cards) -> list[Card]:
        cards = list(cards)
        for c in cards:
            self.cards.remove(c)
        return cards

    def draw(self, n: int) -> list[Card]:
        out, self.cards = self.cards[:n], self.cards[n:]
        return out

    def meld(self, kinds=("set", "run"), lengths=(3,)) -> list[Card]:
        """A random set or run still complete in the deck."""
        for _ in range(500):
            kind = self.rng.choice(kinds)
            n = self.rng.choice(lengths)
            if kind == "set":
                rank = self.rng.randint(1, 13)
                suits = [s for s in Suit if _card(rank, s) in self.cards]
                if len(suits) >= min(n, 4):
                    return self.take(_card(rank, s) for s in self.rng.sample(suits, min(n, 4)))
            else:
                suit = self.rng.choice(list(Suit))
                start = self.rng.randint(1, 14 - n)
                cards = [_card(r, suit) for r in range(start, start + n)]
                if self.has(cards):
                    return self.take(cards)
        raise CardlabError("could not deal a meld")  # pragma: no cover - 52 cards always hold one

    def loose(self, n: int, rules: T.Rules) -> list[Card]:
        """``n`` cards that make no meld together (pure deadwood)."""
        for _ in range(500):
            picks = self.rng.sample(self.cards, n)
            if not T.arrange(picks, rules).melds:
                return self.take(picks)
        raise CardlabError("could not deal loose cards")  # pragma: no cover

    def with_points(self, target: int, rules: T.Rules, sizes=(1, 2, 3)) -> list[Card] | None:
        """Loose cards worth exactly ``target`` deadwood points, or None."""
        for _ in range(3000):
            n = self.rng.choice(sizes)
            if n > len(self.cards):
                continue
            picks = self.rng.sample(self.cards, n)
            if sum(rules.points(c) for c in picks) == target and not T.arrange(picks, rules).melds:
                return self.take(picks)
        return None


def _house(rules: T.Rules, names, always=()) -> str:
    """The house-rule options a question depends on, when not at their default (or always listed)."""
    default = T.Rules()
    shown = [f"{n}={getattr(rules, n)!r}" for n in names
             if n in always or getattr(rules, n) != getattr(default, n)]
    return _m("house", options=", ".join(shown)) if shown else ""


def _join(prompt: str, house: str) -> str:
    return f"{prompt} {house}".strip()


def _player(p) -> str:
    return _m("player", player=p)


def _hand_html(label: str, cards) -> str:
    """A hand in a grey box, with its notation below (what the learner would type)."""
    return box(label, cards, HAND_GREY) + "<br>" + notation(cards)


def _meld_boxes(melds, laid_off=None) -> list[str]:
    """Exposed melds as green boxes; ``laid_off`` maps a meld index to (card, player) notes."""
    out = []
    for i, cards in enumerate(melds):
        notes = "; ".join(_m("laid_off_by", card=c.pretty, player=p) for c, p in (laid_off or {}).get(i, ()))
        out.append(box(_m("exposed"), cards, MELD_GREEN, notes))
    return out


# ---------------------------------------------------------------------------
# The questions


class MeldQuestion(VerdictQuestion):
    """Q: do these cards form a meld? ``cards``; expected: the verdict of :func:`tongits.check_meld`."""

    key = "meld"
    title_code = "ex.tongits.t_meld"
    KINDS = ("set3", "set4", "run", "run", "ace_low", "mixed", "mixed", "gap", "ace_top", "wrap", "pair_plus")

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        kind = rng.choice(self.KINDS)
        suits = list(Suit)
        r = rng.randint(1, 11)
        s = rng.choice(suits)
        if kind == "set3":
            cards = [_card(r, x) for x in rng.sample(suits, 3)]
        elif kind == "set4":
            cards = [_card(r, x) for x in suits]
        elif kind == "run":
            n = rng.choice((3, 3, 4, 5))
            start = rng.randint(1, 14 - n)
            cards = [_card(k, s) for k in range(start, start + n)]
        elif kind == "ace_low":
            cards = [_card(k, s) for k in range(1, rng.choice((4, 5)))]
        elif kind == "mixed":
            # The classic mistake: consecutive ranks, mixed suits (6♠ 7♦ 8♣).
            picks = rng.sample(suits, 3) if rng.random() < 0.6 else [s, s, rng.choice([x for x in suits if x != s])]
            rng.shuffle(picks)
            cards = [_card(r + i, picks[i]) for i in range(3)]
        elif kind == "gap":
            cards = [_card(r, s), _card(r + 1, s), _card(min(r + 3, 13) if r + 3 <= 13 else r - 1, s)]
            if cards[2].rank == cards[0].rank - 1 or len(set(cards)) < 3:   # keep a real gap
                cards = [_card(r, s), _card(r + 2, s), _card(r + 3 if r + 3 <= 13 else r - 2, s)]
        elif kind == "ace_top":
            cards = [_card(12, s), _card(13, s), _card(1, s)]
        elif kind == "wrap":
            cards = [_card(13, s), _card(1, s), _card(2, s)]
        else:   # pair_plus: two of a rank and a neighbour
            a, b = rng.sample(suits, 2)
            cards = [_card(r, a), _card(r, b), _card(r + 1, rng.choice((a, b)))]
        rng.shuffle(cards)
        self.cards = tuple(cards)
        self.verdict = T.check_meld(self.cards, rules)

    def prompt(self):
        return _join(_m("p_meld"), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return _hand_html("", self.cards)


class DeadwoodQuestion(Question):
    """Q: deadwood of ``hand``; expected: :func:`tongits.deadwood`."""

    key = "deadwood"
    title_code = "ex.tongits.t_deadwood"
    form_code = "exercises.form_number"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        cards = deck.meld(lengths=(3, 3, 4))
        if rng.random() < 0.4:
            cards += deck.meld()
        cards += deck.draw(8 - len(cards) if len(cards) < 7 else 3)
        self.hand = tuple(_sorted(cards))
        self.points = T.deadwood(self.hand, rules)
        self.arrangement = T.arrange(self.hand, rules)

    @property
    def expected(self):
        return self.points

    def read(self, answer):
        return read_number(answer)

    def hints(self, value, correct, attempt):
        out = []
        if self.rules.concealed_melds_count_as_deadwood:
            out.append(_m("h_concealed"))
        if not correct:
            if value > self.points:
                out.append(_m("h_too_high", melds=len(self.arrangement.melds)))
            else:
                out.append(_m("h_too_low", ace=self.rules.ace_points, high=self.rules.high_card_points))
        if correct or attempt >= 2:
            out.append(_m("h_engine_arrangement", arrangement=str(self.arrangement)))
        return out

    def answer_lines(self):
        return [str(self.points), _m("h_engine_arrangement", arrangement=str(self.arrangement))]

    def prompt(self):
        return _join(_m("p_deadwood"), _house(self.rules, ["ace_high_in_runs", "concealed_melds_count_as_deadwood"]))

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


class SapawQuestion(VerdictQuestion):
    """Q: may ``card`` be laid off on ``meld``? expected: :func:`tongits.check_sapaw`."""

    key = "sapaw"
    title_code = "ex.tongits.t_sapaw"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        meld = deck.meld(lengths=(3, 3, 4))
        ranks = {int(c.rank) for c in meld}
        lo, hi = min(ranks), max(ranks)
        fits, near = [], []
        for c in deck.cards:
            v = T.check_sapaw(c, meld, rules)
            if v:
                fits.append(c)
            elif int(c.rank) in ranks or lo - 2 <= int(c.rank) <= hi + 2 or (c.rank == Rank.ACE and hi == 13):
                near.append(c)
        pool = fits if fits and rng.random() < 0.5 else near
        self.card = rng.choice(sorted(pool, key=lambda c: c.sort_key))
        self.meld = tuple(T.check_meld(meld, rules).meld.cards)
        self.verdict = T.check_sapaw(self.card, self.meld, rules)

    def prompt(self):
        return _join(_m("p_sapaw", card=self.card.pretty), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return box(_m("on_table"), self.meld, MELD_GREEN) + box(_m("your_hand"), [self.card], HAND_GREY)


class ChowQuestion(Question):
    """Q: may ``discard`` be chowed with ``hand``, and with which cards? expected: :func:`tongits.check_chow`."""

    key = "chow"
    title_code = "ex.tongits.t_chow"
    form_code = "ex.tongits.form_chow"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        if rng.random() < 0.6:
            meld = deck.meld()
            discard = rng.choice(meld)
            hand = [c for c in meld if c != discard]
        else:
            # A near miss: a card of the same rank and a neighbour of another suit (the 6♠ 7♦ 8♣ trap).
            discard = deck.draw(1)[0]
            r, s = int(discard.rank), discard.suit
            same = [c for c in deck.cards if c.rank == discard.rank]
            other = [c for c in deck.cards if abs(int(c.rank) - r) == 1 and c.suit != s]
            hand = deck.take([rng.choice(same), rng.choice(other)])
        hand += deck.draw(5)
        self.discard = discard
        self.hand = tuple(_sorted(hand))
        self.verdict = T.check_chow(self.discard, self.hand, (), rules)
        self.options = [frozenset(c for c in m.cards if c != discard) for m in self.verdict.options]

    @property
    def expected(self):
        return self.verdict

    def form(self):
        return message(self.form_code)

    def read(self, answer):
        if isinstance(answer, bool):
            return ("yes", None) if answer else ("no", None)
        if isinstance(answer, str) and answer.strip().lower().rstrip(".!") in core._YES | core._NO:
            return ("yes", None) if read_yes_no(answer) else ("no", None)
        if hasattr(answer, "ok") and hasattr(answer, "reasons"):        # a Verdict
            if not answer:
                return ("no", None)
            meld = getattr(answer, "meld", None)
            if meld is None:
                return ("yes", None)
            answer = meld
        cards = read_cards(answer, self.form_code)
        return ("cards", tuple(c for c in cards if c != self.discard))

    def judge(self, value):
        kind, cards = value
        if not self.verdict:
            return kind == "no"
        return kind == "cards" and frozenset(cards) in self.options and len(set(cards)) == len(cards)

    def show_value(self, value):
        kind, cards = value
        if kind == "cards":
            return " ".join(c.pretty for c in cards) or "—"
        return yes_no(kind == "yes")

    def hints(self, value, correct, attempt):
        kind, cards = value
        if correct and kind == "cards":
            v = T.check_meld(list(cards) + [self.discard], self.rules)
            return [v.text(), Reason("tongits.chow_never_in_hand").text()]
        if correct:
            return [self.verdict.text()]
        if self.verdict and kind == "yes":
            return [_m("h_chow_yes_which")]
        if kind == "cards":
            missing = [c for c in cards if c not in self.hand]
            if missing:
                return [_m("h_not_in_hand", cards=" ".join(c.pretty for c in missing))]
            if not cards:
                return [Reason("tongits.chow_never_in_hand").text()]
            made = T.check_meld(list(cards) + [self.discard], self.rules)
            out = [made.text()] if not made else []
            if not self.verdict:
                out.append(self.verdict.text())
            return out or [self.verdict.text()]
        # answered "no" but it may be chowed
        if attempt < 2:
            return [_m("h_chow_look", card=self.discard.pretty)]
        return [self.verdict.text()]

    def answer_lines(self):
        if not self.verdict:
            return [yes_no(False), self.verdict.text()]
        used = " ".join(c.pretty for c in self.verdict.used)
        return [used, self.verdict.text()]

    def prompt(self):
        return _join(_m("p_chow", card=self.discard.pretty), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return box(_m("discarded"), [self.discard], "#8d6e63") + _hand_html(_m("your_hand"), self.hand)


class ArrangementQuestion(Question):
    """Q: the best arrangement of ``hand``; expected: :func:`tongits.arrange` (any arrangement as good counts)."""

    key = "arrange"
    title_code = "ex.tongits.t_arrange"
    form_code = "exercises.form_melds"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        # A card that could go in a set or in a run: the learner must choose.
        for _ in range(500):
            r = rng.randint(1, 13)
            s = rng.choice(list(Suit))
            others = [x for x in Suit if x != s]
            set_cards = [_card(r, s)] + [_card(r, x) for x in rng.sample(others, 2)]
            offsets = [o for o in ((-2, -1), (-1, 1), (1, 2)) if all(1 <= r + k <= 13 for k in o)]
            run_cards = [_card(r + k, s) for k in rng.choice(offsets)]
            if rng.random() < 0.35:          # a longer run sometimes
                ext = max(int(c.rank) for c in run_cards + [set_cards[0]]) + 1
                if ext <= 13:
                    run_cards.append(_card(ext, s))
            cards = set_cards + run_cards
            if deck.has(cards):
                deck.take(cards)
                break
        cards += deck.draw(rng.choice((3, 4)))
        self.hand = tuple(_sorted(cards))
        self.arrangement = T.arrange(self.hand, rules)

    @property
    def expected(self):
        return self.arrangement

    def read(self, answer):
        return [tuple(m) for m in read_melds(answer)]

    def _problems(self, melds) -> list[str]:
        out = []
        left = list(self.hand)
        seen = set()
        for meld in melds:
            for c in meld:
                if c in seen:
                    out.append(_m("h_twice", card=c.pretty))
                elif c not in left:
                    out.append(_m("h_not_in_hand", cards=c.pretty))
                else:
                    left.remove(c)
                seen.add(c)
            try:
                v = T.check_meld(meld, self.rules)
            except ValueError as error:        # e.g. a card repeated inside one meld
                out.append(str(error))
                continue
            if not v:
                out.append(v.text())
        return out

    def _left_points(self, melds) -> int:
        used = [c for m in melds for c in m]
        return sum(T.points(c, self.rules) for c in self.hand if c not in used)

    def judge(self, value):
        return not self._problems(value) and self._left_points(value) == self.arrangement.points

    def show_value(self, value):
        return " | ".join(" ".join(c.pretty for c in m) for m in value) or "[]"

    def hints(self, value, correct, attempt):
        problems = self._problems(value)
        if problems:
            return problems
        points = self._left_points(value)
        if correct:
            return [_m("h_least", points=points)]
        out = [_m("h_leaves", points=points), _m("h_better")]
        if attempt >= 2:
            out.append(_m("h_engine_arrangement", arrangement=str(self.arrangement)))
        return out

    def answer_lines(self):
        return [str(self.arrangement)]

    def prompt(self):
        return _join(_m("p_arrange"), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


class FightQuestion(VerdictQuestion):
    """Q: may Player A call Fight? expected: :func:`tongits.check_fight` on the table shown."""

    key = "fight"
    title_code = "ex.tongits.t_fight"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        mine = rng.choice((0, 1, 1, 2))
        table = [("A", deck.meld(lengths=(3, 4))) for _ in range(mine)]
        table += [("B", deck.meld()) for _ in range(rng.choice((1, 2)))]
        table += [("C", deck.meld()) for _ in range(rng.choice((0, 1)))]
        events = []
        choices = ["none", "other"] + (["you", "you"] if mine else [])
        for _ in range(rng.choice((1, 1, 2))):
            what = rng.choice(choices)
            if what == "none":
                continue
            targets = [i for i, (o, _) in enumerate(table) if (o == "A") == (what == "you")]
            if not targets:
                continue
            i = rng.choice(targets)
            owner, cards = table[i]
            fits = [c for c in deck.cards if T.check_sapaw(c, cards, rules)]
            if not fits:
                continue
            card = deck.take([rng.choice(fits)])[0]
            by = rng.choice([p for p in ("B", "C") if p != owner] if owner != "A" else ["B", "C"])
            events.append((by, card, i))
            table[i] = (owner, list(T.check_sapaw(card, cards, rules).meld.cards))
        self.table = [(o, tuple(c)) for o, c in table]
        self.events = events
        self.hand = tuple(_sorted(deck.draw(rng.randint(3, 6))))
        self.exposed_melds = mine
        self.sapawed_since_last_turn = any(self.table[i][0] == "A" for _, _, i in events)
        self.verdict = T.check_fight(self.exposed_melds, self.sapawed_since_last_turn, rules)

    def prompt(self):
        return _m("p_fight")

    def _event_text(self, by, card, i) -> str:
        owner, cards = self.table[i]
        shown = " ".join(c.pretty for c in cards if c != card)
        whose = _m("whose_you") if owner == "A" else _m("whose_player", player=owner)
        return _m("event_sapaw", player=by, card=card.pretty, whose=whose, meld=shown)

    def body_html(self):
        rows = []
        for p in ("A", "B", "C"):
            melds = [c for o, c in self.table if o == p]
            laid = {}
            for by, card, i in self.events:
                owner, cards = self.table[i]
                if owner == p:
                    laid.setdefault(melds.index(cards), []).append((card, by))
            parts = _meld_boxes(melds, laid) or [f'<i style="color:#777">{_m("no_melds")}</i>']
            if p == "A":
                parts.append(box(_m("your_hand"), self.hand, HAND_GREY))
            rows.append(row(_m("you") if p == "A" else _player(p), parts))
        events = [self._event_text(*e) for e in self.events] or [_m("event_none")]
        items = "".join(f"<li>{escape(e)}</li>" for e in events)
        return ("".join(rows) + f'<div style="font-size:15px;margin-top:6px"><b>{_m("since")}</b>'
                f'<ul style="margin:2px 0 0 20px;padding:0">{items}</ul></div>')


class DiscardQuestion(Question):
    """Q: which discard from ``hand`` leaves the least deadwood? expected: every card that does (engine)."""

    key = "discard"
    title_code = "ex.tongits.t_discard"
    form_code = "exercises.form_card"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        cards = deck.meld()
        # A near-meld (a pair, or two close cards of a suit) worth keeping.
        c = deck.draw(1)[0]
        near = [x for x in deck.cards if x.rank == c.rank or (x.suit == c.suit and 0 < abs(int(x.rank) - int(c.rank)) <= 2)]
        cards += [c] + deck.take([rng.choice(near)])
        cards += deck.draw(3)
        self.hand = tuple(_sorted(cards))
        left = {x: T.deadwood([y for y in self.hand if y != x], rules) for x in self.hand}
        self.least = min(left.values())
        self.left = left
        self.best = tuple(x for x in self.hand if left[x] == self.least)
        self.engine_choice = T.arrange(self.hand, rules).best_discard()

    @property
    def expected(self):
        return self.best

    def read(self, answer):
        return read_card(answer)

    def judge(self, value):
        return value in self.best

    def show_value(self, value):
        return value.pretty

    def _leaves(self, card) -> str:
        rest = [y for y in self.hand if y != card]
        return _m("h_discard_leaves", card=card.pretty, points=self.left[card],
                  arrangement=str(T.arrange(rest, self.rules)))

    def hints(self, value, correct, attempt):
        if value not in self.hand:
            return [_m("h_not_in_hand", cards=value.pretty)]
        out = [self._leaves(value)]
        if not correct:
            out.append(_m("h_discard_less"))
            if attempt >= 2:
                out.append(_m("h_discard_best", points=self.least, cards=" ".join(c.pretty for c in self.best)))
        return out

    def answer_lines(self):
        return [" / ".join(c.pretty for c in self.best), self._leaves(self.best[0])]

    def prompt(self):
        return _join(_m("p_discard"), _house(self.rules, ["ace_high_in_runs", "concealed_melds_count_as_deadwood"]))

    def body_html(self):
        return _hand_html(_m("your_hand"), self.hand)


def _order(rules: T.Rules) -> list[str]:
    return ["A", "B", "C"] if rules.turn_direction == "clockwise" else ["A", "C", "B"]


class _TableQuestion(Question):
    """A three-player ending: ``melds[p]`` exposed melds, ``hands[p]`` cards in hand (A, B, C)."""

    names = ("A", "B", "C")

    def form(self):
        return message(self.form_code, names=", ".join(self.names))

    def show_value(self, value):
        return _player(value)

    def read(self, answer):
        return read_player(answer, self.names)

    @property
    def order(self) -> list[str]:
        """Turn order from A (``turn_direction`` applied)."""
        return _order(self.rules)

    @property
    def exposed_counts(self) -> dict:
        return {p: len(self.melds[p]) for p in self.names}

    def deadwood_of(self) -> dict:
        return {p: T.deadwood(self.hands[p], self.rules) for p in self.names}

    def body_html(self):
        rows = []
        for p in self.names:
            laid = {}
            for i, meld in enumerate(self.melds[p]):
                notes = [(c, by) for (c, by, owner, j) in getattr(self, "laid_off", ()) if owner == p and j == i]
                if notes:
                    laid[i] = notes
            parts = _meld_boxes(self.melds[p], laid) or [f'<i style="color:#777">{_m("no_melds")}</i>']
            parts.append(box(_m("hand"), self.hands[p], HAND_GREY))
            rows.append(row(_player(p), parts))
        return "".join(rows)


class BurnQuestion(_TableQuestion):
    """Q: who is burned at this stock-out? expected: ``stock_out_result(...).burned``."""

    key = "burn"
    title_code = "ex.tongits.t_burn"
    form_code = "exercises.form_players"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        bare = set(rng.sample(self.names, rng.choice((0, 1, 1, 2))))
        self.melds = {p: [] if p in bare else [deck.meld(lengths=(3, 4)) for _ in range(rng.choice((1, 1, 2)))]
                      for p in self.names}
        self.hands = {}
        self.laid_off = []
        for p in self.names:
            if p in bare:
                hand = []
                if rng.random() < 0.35:                      # a concealed four of a kind (Tứ quý giấu trên tay)
                    hand = deck.meld(kinds=("set",), lengths=(4,))
                hand += deck.draw(rng.randint(4, 7))
            else:
                hand = deck.draw(rng.randint(2, 5))
            self.hands[p] = tuple(_sorted(hand))
        # The trap: a player without melds who laid off cards on someone else's meld.
        for p in sorted(bare):
            if rng.random() < 0.6:
                targets = [(q, i) for q in self.names if q not in bare for i in range(len(self.melds[q]))]
                rng.shuffle(targets)
                for q, i in targets:
                    fits = [c for c in deck.cards if T.check_sapaw(c, self.melds[q][i], rules)]
                    if fits:
                        card = deck.take([rng.choice(fits)])[0]
                        self.melds[q][i] = list(T.check_sapaw(card, self.melds[q][i], rules).meld.cards)
                        self.laid_off.append((card, p, q, i))
                        break
        self.melds = {p: [tuple(m) for m in ms] for p, ms in self.melds.items()}
        self.last_drawer = rng.choice(self.names)
        self.concealed_fours = tuple(p for p in self.names if p in bare and T._has_concealed_four(self.hands[p]))
        self.outcome = T.stock_out_result(self.deadwood_of(), self.last_drawer, self.exposed_counts, rules,
                                          order=_order(rules), concealed_fours=self.concealed_fours)

    @property
    def expected(self):
        return frozenset(self.outcome.burned)

    def read(self, answer):
        return read_players(answer, self.names)

    def show_value(self, value):
        return ", ".join(sorted(value)) or message("exercises.nobody")

    def _reason_for(self, p) -> list[str]:
        if self.exposed_counts[p]:
            return [_m("h_not_burned", player=p, n=self.exposed_counts[p])]
        out = [r.text() for r in self.outcome.reasons
               if r.code in ("tongits.burned", "tongits.secret_saves") and r["player"] == p]
        if any(by == p for _, by, _, _ in self.laid_off):
            out.append(_m("h_sapaw_no_meld"))
        return out

    def hints(self, value, correct, attempt):
        players = self.names if correct else [p for p in self.names if (p in value) != (p in self.expected)]
        return [h for p in players for h in self._reason_for(p)]

    def answer_lines(self):
        return [self.show_value(self.expected)] + [h for p in self.names for h in self._reason_for(p)]

    def prompt(self):
        return _m("p_burn", last=self.last_drawer, house=_house(self.rules, ["burn_exempt_with_secret"],
                                                                 always=("burn_exempt_with_secret",)))


class ShowdownQuestion(_TableQuestion):
    """Q: who wins this Fight? expected: ``fight_result(...)``; its ``.winner``."""

    key = "showdown"
    title_code = "ex.tongits.t_showdown"
    form_code = "exercises.form_player"

    def __init__(self, number, rules, rng):
        super().__init__(number, rules)
        deck = _Deck(rng)
        self.caller = rng.choice(self.names)
        opponents = [p for p in self.names if p != self.caller]
        bare = {rng.choice(opponents)} if rng.random() < 0.3 else set()
        self.melds = {p: [] if p in bare else [tuple(deck.meld(lengths=(3, 4))) for _ in range(rng.choice((1, 1, 2)))]
                      for p in self.names}
        answering = [p for p in opponents if p not in bare]
        self.responses = {p: rng.choice(("challenge", "challenge", "fold")) for p in answering}
        if answering and rng.random() < 0.8 and "challenge" not in self.responses.values():
            self.responses[rng.choice(answering)] = "challenge"
        self.hands = {self.caller: tuple(_sorted(deck.loose(rng.randint(1, 3), rules)))}
        challengers = [p for p in answering if self.responses[p] == "challenge"]
        tie_with = rng.choice(challengers) if challengers and rng.random() < 0.35 else None
        for p in self.names:
            if p == self.caller:
                continue
            hand = None
            if p == tie_with:
                hand = deck.with_points(T.deadwood(self.hands[self.caller], rules), rules)
            if hand is None:
                hand = deck.loose(rng.randint(4, 6) if p in bare else rng.randint(1, 4), rules)
            self.hands[p] = tuple(_sorted(hand))
        self.outcome = T.fight_result(self.caller, self.deadwood_of(), self.responses, self.exposed_counts, rules,
                                      order=_order(rules))

    @property
    def expected(self):
        return self.outcome.winner

    def _answers(self) -> str:
        parts = []
        for p in self.names:
            if p == self.caller:
                continue
            if p in self.responses:
                parts.append(_m(self.responses[p], player=_player(p)))
            else:
                parts.append(_m("no_answer", player=_player(p)))
        return "; ".join(parts)

    def _facts(self, final: bool) -> list[str]:
        keep = {"tongits.burned", "tongits.fight_called", "tongits.folds", "tongits.challenges",
                "tongits.saved_cannot_answer", "tongits.secret_saves"}
        return [r.text() for r in self.outcome.reasons
                if r.code in keep or (final and not r.code.startswith("tongits.pays_"))]

    def hints(self, value, correct, attempt):
        if correct or attempt >= 2:
            return self._facts(final=True)
        return [_m("h_count_first")] + self._facts(final=False)

    def answer_lines(self):
        return [str(self.outcome.winner)] + self._facts(final=True)

    def prompt(self):
        return _m("p_showdown", caller=self.caller, answers=self._answers(),
                  house=_house(self.rules, ["fight_tie_winner", "concealed_melds_count_as_deadwood",
                                            "turn_direction"], always=("fight_tie_winner",)))


class PaymentQuestion(ShowdownQuestion):
    """Q: how much does the Fight's winner collect? expected: ``outcome.payments[winner]``."""

    key = "payment"
    title_code = "ex.tongits.t_payment"
    form_code = "exercises.form_number"

    @property
    def expected(self):
        return self.outcome.payments[self.outcome.winner]

    def read(self, answer):
        return read_number(answer)

    def show_value(self, value):
        return str(value)

    def _stakes(self) -> str:
        r = self.rules
        return _m("stakes", fold=r.fold_penalty * r.base_stake, challenge=r.challenge_loss * r.base_stake,
                  burn=r.burn_penalty * r.base_stake)

    def hints(self, value, correct, attempt):
        pays = [r.text() for r in self.outcome.reasons if r.code.startswith("tongits.pays_")]
        if correct or attempt >= 2:
            return pays
        r = self.rules
        return [_m("h_stakes", base=r.base_stake, fold=r.fold_penalty, challenge=r.challenge_loss,
                   burn=r.burn_penalty)] + self._facts(final=True)

    def answer_lines(self):
        return [str(self.expected)] + [r.text() for r in self.outcome.reasons if r.code.startswith("tongits.pays_")]

    def prompt(self):
        return _m("p_payment", caller=self.caller, answers=self._answers(), winner=self.outcome.winner,
                  stakes=self._stakes())


class StockOutQuestion(_TableQuestion):
    """Q: who wins this stock-out under a tie-break option? expected: ``stock_out_result(...).winner``."""

    key = "stock_out"
    title_code = "ex.tongits.t_stock_out"
    form_code = "exercises.form_player"

    def __init__(self, number, rules, rng):
        tiebreak = rng.choice(("last_drawer_loses", "last_drawer_wins", "fewer_cards"))
        super().__init__(number, replace(rules, stock_out_tiebreak=tiebreak))
        rules = self.rules
        deck = _Deck(rng)
        bare = {rng.choice(self.names)} if rng.random() < 0.15 else set()
        self.melds = {p: [] if p in bare else [tuple(deck.meld(lengths=(3, 4))) for _ in range(rng.choice((1, 2)))]
                      for p in self.names}
        alive = [p for p in self.names if p not in bare]
        # The two lowest always tie, so the tie-break decides; with fewer_cards they hold different counts.
        tied = rng.sample(alive, 2)
        self.hands = {}
        for _ in range(100):
            first = deck.loose(2 if tiebreak == "fewer_cards" else rng.randint(1, 3), rules)
            target = T.deadwood(first, rules)
            sizes = (1, 3) if tiebreak == "fewer_cards" else (1, 2, 3)
            second = deck.with_points(target, rules, sizes)
            if second is not None:
                break
            deck.cards.extend(first)
        self.hands[tied[0]], self.hands[tied[1]] = tuple(_sorted(first)), tuple(_sorted(second))
        for p in self.names:
            if p in tied:
                continue
            for _ in range(200):
                hand = deck.loose(rng.randint(2, 5), rules)
                if p in bare or T.deadwood(hand, rules) > target:
                    break
                deck.cards.extend(hand)
            self.hands[p] = tuple(_sorted(hand))
        self.last_drawer = rng.choice(self.names)
        self.cards = {p: len(T.arrange(self.hands[p], rules).deadwood) for p in self.names}
        self.outcome = T.stock_out_result(self.deadwood_of(), self.last_drawer, self.exposed_counts, rules,
                                          cards=self.cards, order=_order(rules))

    @property
    def expected(self):
        return self.outcome.winner

    def hints(self, value, correct, attempt):
        order = " → ".join(_order(self.rules))
        facts = [r.text() for r in self.outcome.reasons if r.code in ("tongits.counts", "tongits.burned")]
        if correct or attempt >= 2:
            return [r.text() for r in self.outcome.reasons
                    if r.code.startswith("tongits.tie_") or r.code in ("tongits.lowest_wins", "tongits.burned")]
        return facts + [_m("h_drew_last", player=self.last_drawer, order=order),
                         _m("h_tiebreak", rule=_m("tb_" + self.rules.stock_out_tiebreak))]

    def answer_lines(self):
        return [str(self.outcome.winner)] + [r.text() for r in self.outcome.reasons
                                             if not r.code.startswith("tongits.pays_")]

    def prompt(self):
        return _m("p_stock_out", last=self.last_drawer, order=" → ".join(_order(self.rules)),
                  tiebreak=_m("tb_" + self.rules.stock_out_tiebreak))


#: The questions of a Tongits set, easiest first.
QUESTIONS = (MeldQuestion, DeadwoodQuestion, SapawQuestion, ChowQuestion, ArrangementQuestion, FightQuestion,
             DiscardQuestion, BurnQuestion, ShowdownQuestion, PaymentQuestion, StockOutQuestion)


def tongits_set(seed: int = 0, rules=None, questions=None, *, name: str = "Tongits", var: str = "ex") -> ExerciseSet:
    """Deal a Tongits exercise set from ``seed`` (each seed gives other hands).

    ``rules``: a :class:`cardlab.tongits.Rules` with the house rules to
    practise (``None``: the standard game). ``questions``: which questions,
    in order — question kinds by key (``"meld"``, ``"deadwood"``, … see
    :data:`KINDS`) or class, dealt from the seed, and questions a teacher
    built on chosen cards; ``None`` is the whole set of :data:`QUESTIONS`.
    ``var`` is the notebook variable that holds the set, named in hints.
    The stock-out question picks its own ``stock_out_tiebreak`` from the seed
    and says which.

    Raises:
        CardlabError: for a seed that is not a whole number, or an unknown
            question kind.
        InvalidRulesError: for ``rules`` that are not Tongits rules.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise CardlabError(f"seed={show(seed)}: expected a whole number, such as 7")
    if rules is None:
        rules = T.Rules()
    if not isinstance(rules, T.Rules):
        raise InvalidRulesError(f"rules={show(rules)} is not allowed: expected tongits.Rules(...) or None")
    if questions is None:
        chosen = [deal_question(i, seed, rules) for i in range(1, len(QUESTIONS) + 1)]
    else:
        if isinstance(questions, (str, bytes)) or not hasattr(questions, "__iter__"):
            raise CardlabError(f"questions={show(questions)}: expected a list of question kinds, such as "
                               f"['meld', 'deadwood']")
        chosen = []
        for number, kind in enumerate(questions, start=1):
            chosen.append(_one_question(number, kind, seed, rules))
    return ExerciseSet(name, seed, chosen, rules, var=var)


#: Question kinds by key, for ``tongits_set(questions=[...])``.
KINDS = {cls.key: cls for cls in QUESTIONS}


def _one_question(number: int, kind, seed: int, rules) -> Question:
    """Question ``number`` of a chosen set: a kind dealt from the seed, or a question already built."""
    if isinstance(kind, Question):
        kind.number = number
        return kind
    cls = KINDS.get(kind) if isinstance(kind, str) else kind if kind in QUESTIONS else None
    if cls is None:
        raise CardlabError(f"question kind {show(kind)} is unknown: expected one of {', '.join(KINDS)}")
    return cls(number, rules, random.Random(f"cardlab-tongits-{seed}-{cls.key}-{number}"))


def deal_question(number: int, seed: int = 0, rules=None) -> Question:
    """Question ``number`` of the set dealt from ``seed`` (the same as ``tongits_set(seed)[number]``).

    Each question has its own generator, seeded from the set's seed and its
    number, so one question can be dealt without the others.

    Raises:
        CardlabError: for a number outside 1..len(QUESTIONS).
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(QUESTIONS):
        raise CardlabError(f"question {number!r} does not exist: expected 1 to {len(QUESTIONS)}")
    return QUESTIONS[number - 1](number, rules if rules is not None else T.Rules(),
                                 random.Random(f"cardlab-tongits-{seed}-{number}"))
