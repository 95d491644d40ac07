"""Tongits in the widgets: the hand builder and the table's adapter.

* :class:`HandBuilder` — the shared hand-builder core
  (:mod:`cardlab.widgets.hand_builder`) with Tongits' answers: the exact best
  arrangement, near misses diagnosed, the best discard and its ties;
* :class:`TongitsAdapter` — what the one :class:`~cardlab.widgets.Table`
  and :class:`~cardlab.widgets.Replay` need to know about Tongits: the bot
  levels (gentle, greedy), how moves are grouped and labelled, how the table
  is drawn, and the warning that a bot may call Fight.
"""
from __future__ import annotations

from itertools import combinations

from .. import render, tongits
from ..bots.tongits import GentleBot, GreedyBot, turns_played
from ..cards import STANDARD_52, Card
from ..engine import Action
from ..errors import InvalidRulesError
from ..explain import register_messages
from ..melds import enumerate_melds
from ..records import FIRST_PLAYER, POSITION
from .adapter import TableAdapter
from .common import FONT, banner, describe, headline_html, name, t, table_html, game_cards, game_rules
from .hand_builder import HandBuilderCore

# The hand builder's verdict on a full hand; the builder's other texts are in common.MESSAGES ("widgets.hb.*").
MESSAGES = {
    "widgets.hb.verdict_tongits": {"en": "Tongits!", "vi": "Tongits!"},
    "widgets.hb.verdict_tongits_discard": {"en": "Tongits: discard {card}", "vi": "Tongits: đánh {card}"},
    # The table's confirmations (issue #32): a Fight or a challenge that a card count shows cannot win.
    # The Fight warning's one-line reminder after it was shown in full (issue #32).
    "widgets.tb.fight_marker": {
        "en": "Fight still possible: {players} may call Fight (Khiêu chiến) on their turn.",
        "vi": "Vẫn có thể bị Khiêu chiến: {players} có thể gọi Khiêu chiến (Fight) khi đến lượt."},
    "widgets.tb.risk_fight": {
        "en": "{player} holds only {n:card|cards}, so their deadwood is at most {most:point|points} whatever those "
              "cards are; yours is {mine}. If they challenge, you lose the Fight and pay {amount}.",
        "vi": "{player} chỉ còn {n} lá nên bài rác của họ nhiều nhất là {most} điểm, dù đó là lá nào; bài rác "
              "của bạn là {mine} điểm. Nếu họ thách đấu, bạn thua Khiêu chiến và phải trả {amount}."},
    "widgets.tb.risk_fight_tie": {
        "en": "{player} holds only {n:card|cards}, so their deadwood is at most {most:point|points} whatever those "
              "cards are, as much as yours, and a tie goes to the challenger. If they challenge, you lose the "
              "Fight and pay {amount}.",
        "vi": "{player} chỉ còn {n} lá nên bài rác của họ nhiều nhất là {most} điểm, dù đó là lá nào, bằng bài "
              "rác của bạn, mà hòa thì người thách đấu thắng. Nếu họ thách đấu, bạn thua Khiêu chiến và phải "
              "trả {amount}."},
    "widgets.tb.risk_challenge": {
        "en": "{player} holds only {n:card|cards}, so their deadwood is at most {most:point|points} whatever those "
              "cards are; yours is {mine}. A challenge cannot win: it costs you {amount}, folding only {fold}.",
        "vi": "{player} chỉ còn {n} lá nên bài rác của họ nhiều nhất là {most} điểm, dù đó là lá nào; bài rác "
              "của bạn là {mine} điểm. Thách đấu không thể thắng: bạn mất {amount}, còn bỏ cuộc chỉ mất {fold}."},
    "widgets.tb.risk_challenge_tie": {
        "en": "{player} holds only {n:card|cards}, so their deadwood is at most {most:point|points} whatever those "
              "cards are, as much as yours, and a tie goes to the caller. A challenge cannot win: it costs you "
              "{amount}, folding only {fold}.",
        "vi": "{player} chỉ còn {n} lá nên bài rác của họ nhiều nhất là {most} điểm, dù đó là lá nào, bằng bài "
              "rác của bạn, mà hòa thì người gọi thắng. Thách đấu không thể thắng: bạn mất {amount}, còn bỏ cuộc "
              "chỉ mất {fold}."},
}
register_messages(MESSAGES)

#: Verdicts on three deadwood cards that make them a near miss although no single card completes them:
#: consecutive ranks in mixed suits (6♠ 7♦ 8♣) and Q-K-A while the Ace is low.
_NEAR_CODES = ("meld.run_suits_differ", "meld.run_ace_high")

#: The Tongits options that change how a hand is counted (the others concern play).
HAND_OPTIONS = ("ace_high_in_runs", "concealed_melds_count_as_deadwood")


def rules_or_default(rules) -> "tongits.Rules":
    """``rules``, or ``tongits.Rules()`` for ``None``.

    Raises:
        InvalidRulesError: for anything that is not ``tongits.Rules``.
    """
    return game_rules(tongits, rules)


def read_hand(cards, rules) -> list:
    """Cards in any notation, checked by the engine (no jokers, each card once in one deck).

    Raises:
        NotationError / CardTypeError: quoting what could not be read.
    """
    return game_cards(tongits, cards, rules)


class HandBuilder(HandBuilderCore):
    """Build a Tongits hand by clicking cards; the best arrangement and its reasons update live.

    ``rules``: a :class:`cardlab.tongits.Rules` (default ``Rules()``);
    ``hand``: the starting cards (any notation :func:`cardlab.parse_cards`
    accepts). A hand holds at most ``rules.first_player_cards`` (13) cards.

    Drive it from code (tests, notebooks): :meth:`set_hand`, :meth:`toggle`,
    :meth:`clear`, :meth:`set_option`; read :attr:`hand`,
    :attr:`arrangement`, :attr:`deadwood`, :attr:`tongits` (a full hand
    that can go out: the feedback's headline then says Tongits),
    :attr:`feedback_html`, :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``tongits.Rules``.
        NotationError / CardTypeError: for a starting ``hand`` that cannot be read.
    """

    OPTIONS = {"ace_high_in_runs": "bool", "concealed_melds_count_as_deadwood": "bool"}

    def _start(self) -> None:
        self.arrangement = None
        self.deadwood = 0
        self.best_discard = None
        self.best_discards: list[Card] = []
        self.near_misses: list = []
        self.tongits = False

    def _read_rules(self, rules):
        return rules_or_default(rules)

    def _read_hand(self, cards) -> list:
        return read_hand(cards, self.rules)

    @property
    def max_cards(self) -> int:
        return self.rules.first_player_cards

    def _option_label(self, name: str) -> str:
        return t({"ace_high_in_runs": "widgets.hb.opt_ace_high",
                  "concealed_melds_count_as_deadwood": "widgets.hb.opt_concealed"}[name])

    def _compute(self) -> None:
        """Ask the engine: arrangement, deadwood (with the options), best discard of a full hand."""
        self.arrangement = tongits.arrange(self.hand, self.rules)
        self.deadwood = tongits.deadwood(self.hand, self.rules)
        self.best_discard = self.arrangement.best_discard() if len(self.hand) == self.max_cards else None
        self.best_discards = tied_discards(self.hand, self.rules) if self.best_discard is not None else []
        self.near_misses = near_misses(self.hand, self.arrangement, self.rules)
        # A full hand whose best discard leaves no deadwood empties the hand: every other card exposed in
        # melds, then that card discarded (or, all in melds, every card exposed). Melds kept concealed do not
        # matter: going out exposes them.
        self.tongits = self.best_discard is not None and self.best_discard.points == 0

    def _feedback_html(self) -> str:
        if not self.hand:
            return ""
        a = self.arrangement
        numbers = t("widgets.hb.headline", points=self.deadwood, melds=len(a.melds))
        if not self.tongits:
            # No Tongits (or not a full hand): the deadwood count is the fact that matters, as a plain headline.
            headline = headline_html(self.deadwood == 0, numbers, mark=False)
        elif a.points == 0 and self.rules.tongits_on_final_discard:
            headline = headline_html(True, t("widgets.hb.verdict_tongits"), numbers)   # exposing every card empties it
        else:
            headline = headline_html(True, t("widgets.hb.verdict_tongits_discard", card=self.best_discard.card), numbers)
        # What to do next (deadwood, near misses, the discard) before the melds' verdicts, so it is
        # on screen without scrolling.
        parts = [headline, render.arrangement_html(a), self._deadwood_banner()]
        if self.best_discard is not None:
            d, ties, kept = self.best_discard, self.best_discards, len(self.hand) - 1
            if len(ties) > 1:
                parts.append(banner(None, t("widgets.hb.best_discard_tie_title", cards=ties),
                                    [t("widgets.hb.best_discard_tie", cards=ties, points=d.points, n=kept)]))
            else:
                parts.append(banner(None, t("widgets.hb.best_discard_title", card=d.card),
                                    [t("widgets.hb.best_discard", card=d.card, points=d.points, n=kept)]))
        for m in a.melds:
            parts.append(render.verdict_html(tongits.check_meld(m.cards, self.rules)))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def _deadwood_banner(self) -> str:
        a = self.arrangement
        items = []
        if a.deadwood:
            close = set()
            for miss in self.near_misses:
                items.append(miss.text())
                close.update(miss.cards)
            # A deadwood card in no near miss: say whether it could have made a meld with cards the best
            # arrangement used elsewhere, or that nothing in the hand comes close to it.
            melds = enumerate_melds(self.hand, self.rules.meld_rules)
            melded = {c for m in a.melds for c in m.cards}
            for c in a.deadwood:
                pts = tongits.points(c, self.rules)
                could = [m for m in melds if c in m.cards]
                if could:
                    m = min(could, key=lambda m: (len(m.cards), [x.sort_key for x in m.cards]))
                    taken = [x for x in m.cards if x in melded]
                    code = "widgets.hb.deadwood_could_one" if len(taken) == 1 else "widgets.hb.deadwood_could"
                    items.append(t(code, card=c, points=pts, meld=m.cards, taken=taken))
                elif c not in close:
                    items.append(t("widgets.hb.lonely", card=c, points=pts))
        if self.rules.concealed_melds_count_as_deadwood and a.melds:
            items.append(t("widgets.hb.concealed", points=self.deadwood))
        if not items:
            return banner(True, t("widgets.hb.no_deadwood"))
        return banner(False, t("widgets.hb.deadwood_title", points=self.deadwood), items)

class NearMiss:
    """Deadwood cards that almost make a meld: ``cards``, the engine's ``verdict`` on them, and ``needed``.

    ``needed``: the cards outside the hand that would each complete a meld
    with ``cards`` (empty for a near miss no single card mends, such as
    6♠ 7♦ 8♣). :meth:`text` is the engine's reason, then what is needed.
    """

    def __init__(self, cards, verdict, needed):
        self.cards = tuple(cards)
        self.verdict = verdict
        self.needed = tuple(needed)

    def text(self) -> str:
        """The engine's reason in the current language, then the cards that would complete the meld."""
        said = self.verdict.text()
        if not self.needed:
            return said
        either = f" {t('widgets.or')} ".join(c.pretty for c in self.needed)
        return f"{said} {t('widgets.hb.needs', needed=either)}"

    def __repr__(self) -> str:
        return f"<NearMiss {' '.join(c.pretty for c in self.cards)}: {self.text()}>"


def near_misses(hand, arrangement, rules) -> list[NearMiss]:
    """The near misses among a hand's deadwood, as the engine judges them.

    Two kinds: cards that one card from outside the hand would turn into a
    meld (found by listing the engine's melds over the deadwood and every
    card not in the hand: a meld with exactly one outside card), such as
    5♠ 6♠ (needs 4♠ or 7♠) or 5♠ 6♠ 8♠ (needs 7♠); and three deadwood cards
    the engine rejects for a reason a learner mistakes for a meld (the suits
    differ, Q-K-A with a low Ace), one for each card nothing else explains.
    Each comes with ``tongits.check_meld``'s verdict; a pair inside a listed
    three-card near miss is not repeated.
    """
    dead = sorted(arrangement.deadwood)
    if len(dead) < 2:
        return []
    held = set(hand)
    outside = [c for c in STANDARD_52 if c not in held]
    completions: dict[tuple, set] = {}
    dead_set = set(dead)
    for m in enumerate_melds(dead + outside, rules.meld_rules):
        inside = tuple(sorted(c for c in m.cards if c in dead_set))
        if len(m.cards) - len(inside) == 1 and len(inside) >= 2:
            completions.setdefault(inside, set()).update(c for c in m.cards if c not in dead_set)
    found = []
    triples = [k for k in completions if len(k) >= 3]
    for cards in sorted(completions, key=lambda k: (-len(k), [c.sort_key for c in k])):
        if len(cards) == 2 and any(set(cards) <= set(big) for big in triples):
            continue
        found.append(NearMiss(cards, tongits.check_meld(list(cards), rules), sorted(completions[cards])))
    # Mixed-suit runs multiply (6♠ 7♦ 8♣, 6♠ 7♦ 8♠ …): list one for each card nothing else explains yet,
    # those with the most such cards first.
    covered = {c for miss in found for c in miss.cards}
    mixed = [(three, v) for three in combinations(dead, 3) if three not in completions
             for v in [tongits.check_meld(list(three), rules)] if v.codes[0] in _NEAR_CODES]
    while mixed:
        three, v = max(mixed, key=lambda tv: (len(set(tv[0]) - covered), [-c.sort_key for c in tv[0]]))
        if not set(three) - covered:
            break
        found.append(NearMiss(three, v, ()))
        covered.update(three)
    return found


def tied_discards(hand, rules) -> list[Card]:
    """Every card whose discard leaves the least deadwood (``tongits.arrange`` of the cards kept).

    :meth:`Arrangement.best_discard` names one of them; a learner should see
    that the others are just as good.
    """
    left = {c: tongits.arrange([x for x in hand if x != c], rules).points for c in set(hand)}
    least = min(left.values())
    return sorted(c for c, points in left.items() if points == least)


# -- the table's adapter ---------------------------------------------------------------------------------

#: The move groups, in the order a turn goes: what the kinds are and the label's message.
_GROUPS = (("respond", ("challenge", "fold")), ("draw", ("draw", "chow")), ("expose", ("expose",)),
           ("sapaw", ("sapaw",)), ("fight", ("fight",)), ("discard", ("discard",)))
#: What a typed move may start with (folded: no accents, lower case), in the words of the buttons, the
#: group headings and the status lines, English and Vietnamese, and the engine's kind each names.
TYPED_WORDS = {
    "draw": "draw", "draw from the stock": "draw", "boc": "draw", "boc bai": "draw", "boc tu noc": "draw",
    "chow": "chow", "an": "chow", "an bai": "chow",
    "expose": "expose", "meld": "expose", "ha": "expose", "ha phom": "expose",
    "sapaw": "sapaw", "lay off": "sapaw", "gui": "sapaw", "gui bai": "sapaw",
    "fight": "fight", "call fight": "fight", "khieu chien": "fight", "goi khieu chien": "fight",
    "challenge": "challenge", "thach dau": "challenge",
    "fold": "fold", "bo cuoc": "fold", "bo": "fold",
    "discard": "discard", "danh": "discard",
}
#: Bot levels a learner may choose: the gentle bots leave time to learn, the greedy ones play to win.
LEVELS = {"gentle": GentleBot, "greedy": GreedyBot}


def button_label(action: Action) -> str:
    """What a Tongits move's button says, short because its group already names the kind of move.

    An expose shows its cards, a lay-off ``5♠ → meld 0``, a chow
    ``chow 8♠ with 6♠ 7♠``; other moves their full words.
    """
    if action.kind == "expose":
        return " ".join(c.pretty for c in action.cards)
    if action.kind == "sapaw":
        return t("widgets.tb.btn_sapaw", card=action.cards[0], i=action.target)
    if action.kind == "draw":
        return t("widgets.tb.btn_draw")
    if action.kind == "chow" and action.target is None:
        return t("widgets.tb.btn_chow", card=action.cards[0], used=action.cards[1:])
    return describe(action)


def _public_why(bot) -> str:
    """Why a bot called Fight, in words that do not quote its hidden deadwood."""
    why = bot.reason.get("why") if bot.reason is not None else None
    if why is not None and why.code.endswith("why_all_burned"):
        return t("widgets.tb.why_burned")
    return t("widgets.tb.why_low")


def _most_points(view, n: int) -> int:
    """The most deadwood a hidden hand of ``n`` cards can hold, from what ``view`` shows: the points of the ``n``
    highest cards not in your hand, a meld on the table or the discard pile (deadwood never exceeds a hand's points)."""
    seen = set(view.hand) | set(view.discards) | {c for m in view.exposed for c in m.cards}
    left = sorted((view.rules.points(c) for c in STANDARD_52 if c not in seen), reverse=True)
    return sum(left[:n])


class TongitsAdapter(TableAdapter):
    """Tongits for the one Table and Replay: three seats, gentle or greedy bots, the Fight warning."""

    game = "tongits"
    engine = tongits
    coach_class = GreedyBot
    prefix = "widgets.tb"
    players = 3
    levels = LEVELS
    default_level = "gentle"
    groups = _GROUPS
    state_class = tongits.State
    rules_class = tongits.Rules
    record_fields = {**FIRST_PLAYER, **POSITION}
    typed_words = TYPED_WORDS

    def level_help(self, level: str) -> str:
        if level == "gentle":
            return t("widgets.tb.level_help_gentle", n=GentleBot().grace_turns, points=GentleBot().fight_threshold)
        return t("widgets.tb.level_help_greedy")

    def button_label(self, action: Action) -> str:
        return button_label(action)

    def button_style(self, action: Action) -> str:
        return {"fight": "danger", "challenge": "warning"}.get(action.kind, "")

    def public_note(self, bot, action: Action) -> str | None:
        """What the table may say about a bot's move besides the move (a Fight's public reason)."""
        return _public_why(bot) if action.kind == "fight" else None

    def note_line(self, action: Action, who: str, note: str) -> str:
        return t("widgets.tb.fight_called", player=who, why=note)

    def warning_text(self, table) -> str:
        """The warning that a bot may call Fight on its turn, and why ("" when none may)."""
        s, view = table.state, table.view
        if s.is_terminal():
            return ""
        lines = []
        for q in range(view.players):
            if q != table.seat and s.fight_allowed(q):
                lines.append(t("widgets.tb.fight_coming", player=name(q, table.seat), n=view.exposed_count(q)))
        if not lines:
            return ""
        if not view.has_exposed[table.seat]:
            lines.append(t("widgets.tb.fight_burn"))
        lines.append(t("widgets.tb.fight_block"))
        grace = GentleBot().grace_turns
        if table.level == "gentle" and any(turns_played(view, q) < grace for q in range(view.players)
                                           if q != view.player):
            lines.append(t("widgets.tb.fight_gentle", n=grace))
        return " ".join(lines)

    def warning_marker(self, table) -> str:
        """The one line that stands for the Fight warning after its first turn: who may call Fight ("" when none)."""
        s = table.state
        if s.is_terminal():
            return ""
        who = [name(q, table.seat) for q in range(s.players) if q != table.seat and s.fight_allowed(q)]
        if not who:
            return ""
        players = who[0] if len(who) == 1 else t("seat.list", first=", ".join(who[:-1]), last=who[-1])
        return t("widgets.tb.fight_marker", players=players)

    def vanished(self, table, group: str) -> str | None:
        """Why your Fight button is gone while you could otherwise call Fight (an opponent laid off on your meld).

        ``None`` for any other group, or when a Fight is not possible now for another reason too (no meld,
        not the moment of the turn): only a move the learner just lost is explained.
        """
        s = table.state
        if group != "fight" or s.is_terminal() or s.current_player != table.seat:
            return None
        verdict = s.why_illegal(Action("fight", (), None, table.seat))
        if verdict.ok or [r.code for r in verdict.reasons] != ["tongits.fight_sapawed"]:
            return None
        return " ".join(r.text() for r in verdict.reasons)     # the engine's own sentence, in the current language

    def risk(self, view, action: Action) -> str | None:
        """A Fight, or a challenge, that a player's card count shows cannot win.

        Nobody at the table sees another hand, but everyone sees how many
        cards it holds and which cards are out of play (your hand, the melds
        on the table, the discard pile): a hand of ``n`` cards has at most the
        points of the ``n`` highest cards nobody has seen. A Fight is lost if
        an opponent who must answer (one with an exposed meld) challenges
        while their hand cannot hold more than your deadwood (nor as much,
        when ``fight_tie_winner`` gives them the tie); a challenge against
        such a caller is lost for sure. Anything else depends on hidden
        cards: nothing is said.
        """
        rules, me = view.rules, view.player
        if action.kind == "fight":
            rivals = [q for q in range(view.players) if q != me and view.has_exposed[q]]
            tie_loses = rules.fight_tie_winner == "challenger"
            codes = ("widgets.tb.risk_fight", "widgets.tb.risk_fight_tie")
        elif action.kind == "challenge" and view.fight_caller is not None:
            rivals = [view.fight_caller]
            tie_loses = rules.fight_tie_winner == "caller"
            codes = ("widgets.tb.risk_challenge", "widgets.tb.risk_challenge_tie")
        else:
            return None
        mine = view.deadwood()
        for q in rivals:
            n = view.hand_sizes[q]
            most = _most_points(view, n)
            if mine > most or (mine == most and tie_loses):
                return t(codes[mine == most], player=name(q, me), n=n, most=most, mine=mine,
                         amount=rules.challenge_loss * rules.base_stake, fold=rules.fold_penalty * rules.base_stake)
        return None

    def revealed_hands(self, outcome):
        """The hands shown face up at the end (as at a real table)."""
        return outcome.details.get("hands") if outcome is not None else None

    def board_html(self, table, view, revealed) -> str:
        s = table.state
        mine = None
        if not revealed and len(view.hand):
            mine = render.arrangement_html(tongits.arrange(view.hand, table.rules), title=t("widgets.tb.arrangement"))
        return table_html(view, hands=revealed, you=table.seat,
                          highlight=None if s.is_terminal() else s.current_player, mine=mine)

    def replay_board(self, state) -> str:
        views = [state.view(p) for p in range(state.players)]
        return table_html(views[0], hands={p: views[p].hand for p in range(state.players)},
                          highlight=None if state.is_terminal() else state.current_player)


ADAPTER = TongitsAdapter
