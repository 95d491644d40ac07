"""What every game's table adapter shares: its engine, its bots, and its labels read from one message prefix.

The one :class:`~cardlab.widgets.Table` and :class:`~cardlab.widgets.Replay`
ask a game's adapter (``cardlab/widgets/<game>.py``) how the game is dealt,
which bots play it and how its moves are named. Most of those answers have
the same shape in every game — only the engine module, the coach's bot
class and the message prefix differ — so they are written here once; an
adapter (Tongits, Phỏm, Chắn, Indian Rummy) sets :attr:`engine`,
:attr:`coach_class` and :attr:`prefix` and adds what is its own (how the
table is drawn, how a typed move is read when the generic reading below does
not fit).
"""
from __future__ import annotations

from ..cards import Card
from ..engine import Action
from ..errors import CardlabError, quoted
from ..explain import register_messages
from ..terminal import _PUNCTUATION, _key, leading_move
from .common import describe, game_rules, t

# A typed move the table cannot read (issue #32): the words quoted, and what may be typed now.
MESSAGES = {
    "widgets.tb.not_a_move": {"en": "{value} is no move here. Moves you may type now, for example: {moves}",
                              "vi": "{value} không phải nước đi. Bây giờ bạn có thể gõ, ví dụ: {moves}"},
    "widgets.tb.typed_ambiguous": {"en": "{value} fits several moves; type one of them in full: {moves}",
                                   "vi": "{value} khớp với nhiều nước đi; hãy gõ đầy đủ một trong số đó: {moves}"},
}
register_messages(MESSAGES)


def _contains(held, wanted) -> bool:
    """Whether the cards ``held`` include every card of ``wanted`` (each as often as it is named)."""
    left = list(held)
    for c in wanted:
        if c not in left:
            return False
        left.remove(c)
    return True


class TableAdapter:
    """The parts of a game's table adapter that only differ by engine, coach and message prefix.

    Messages read: ``<prefix>.title`` (``{n}``: the hand's number),
    ``<prefix>.level_<level>``, ``<prefix>.level_help_<level>``,
    ``<prefix>.group_<group>`` and ``<prefix>.bad_seat`` (``{value}``; ``{last}``: the last seat).
    """

    engine = None          # the game's engine module, e.g. cardlab.phom
    coach_class = None     # the bot class whose advice the coach gives
    prefix = ""            # the game's table messages, e.g. "widgets.ph.tb"
    levels: dict = {}

    def read_rules(self, rules):
        """``rules``, or the game's default ``Rules()`` for ``None``.

        Raises:
            InvalidRulesError: for rules of another game.
        """
        return game_rules(self.engine, rules)

    def seat_error(self, value) -> CardlabError:
        return CardlabError.of(f"{self.prefix}.bad_seat", value=quoted(value), last=self.players - 1)

    def new_game(self, seed: int, rules):
        return self.engine.new_game(seed, rules)

    def make_bot(self, level: str, seed: int):
        return self.levels[level](seed=seed)

    def coach(self):
        return self.coach_class(seed=0)   # a fresh bot: the same view always gets the same advice

    def title(self, n: int) -> str:
        return t(f"{self.prefix}.title", n=n)

    def level_name(self, level: str) -> str:
        return t(f"{self.prefix}.level_{level}")

    def level_help(self, level: str) -> str:
        return t(f"{self.prefix}.level_help_{level}")

    def group_name(self, group: str) -> str:
        return t(f"{self.prefix}.group_{group}")

    #: The words a typed move may start with, folded to plain lower case without accents (``"danh"`` for
    #: "đánh", see :func:`cardlab.terminal.leading_move`), and the engine's kind of move each names: the
    #: words of the game's buttons, hints and status lines in English and Vietnamese. A game whose terminal
    #: already reads short moves (Indian Rummy, Chắn) reads them with the terminal's words instead.
    typed_words: dict = {}

    def read_action(self, state, text: str):
        """A typed move (``"discard 9C"``, ``"đánh 9C"``, ``"draw"``, ``"bốc"``) as the engine's Action.

        The words of a legal move as the table shows them (its notation, its description in English or
        Vietnamese, card order and case aside) are that move. Otherwise the first words name a kind of
        move (:meth:`shorthand`): the legal move of that kind the cards typed single out, or, when none
        does, the move as typed, so that the engine explains why it is refused.

        Raises:
            CardlabError: ``widgets.tb.not_a_move`` for words that name no move, listing what may be typed
                now; ``widgets.tb.typed_ambiguous`` for words that fit several legal moves, listing them;
                the card notation's error for a card that cannot be read.
        """
        text = " ".join(str(text).split())
        legal = state.legal_actions()
        parse = type(state)._card_parser
        wanted = _key(text, parse)
        for a in legal:
            forms = {str(a), a.describe("en"), a.describe("vi")}
            if any(_key(f, parse) == wanted for f in forms):
                return a
        move = self.shorthand(state, state.current_player, text) if text else None
        if move is None:
            raise CardlabError.of("widgets.tb.not_a_move", value=quoted(text), moves=self.typed_now(legal))
        return move

    def shorthand(self, state, player: int, text: str):
        """The move a short entry names (``bốc``, ``đánh 9C``, ``call fight``) by :attr:`typed_words`; ``None``
        when its first words name no move.

        Raises:
            CardlabError: ``widgets.tb.typed_ambiguous`` when the cards typed fit several legal moves;
                the card notation's error for a word after a card-taking move that is no card.
        """
        kind, rest = leading_move(text, self.typed_words)
        if kind is None:
            return None
        cards, unread = [], None
        for token in _PUNCTUATION.sub(" ", rest).split():
            try:
                cards.append(Card.parse(token))
            except CardlabError as exc:
                unread = unread or exc      # "from P1", "on meld 0": words around the cards, kept for a refusal
        targets = [int(w) for w in rest.split() if w.isdecimal() and len(w) <= 2]
        same = [a for a in state.legal_actions() if a.kind == kind]
        if targets:
            same = [a for a in same if a.target in targets] or same
        typed = sorted(cards)
        exact = [a for a in same if sorted(a.cards) == typed]
        fits = exact or [a for a in same if _contains(a.cards, cards)]
        if len(fits) == 1 or (fits and len({str(a) for a in fits}) == 1):
            return fits[0]
        if len(fits) > 1:
            raise CardlabError.of("widgets.tb.typed_ambiguous", value=quoted(text),
                                  moves="; ".join(describe(a) for a in fits))
        if unread is not None and not cards:
            raise unread
        return Action(kind, tuple(cards), None, player)

    def typed_now(self, legal) -> str:
        """What may be typed now, in the current language: one example of each kind of legal move."""
        seen, examples = set(), []
        for a in legal:
            if a.kind not in seen:
                seen.add(a.kind)
                examples.append(describe(a))
        return "; ".join(examples) or "—"

    def deal_number(self, state) -> int:
        """Which deal of its match ``state`` is in; a game of single hands is always in deal 0.

        The table clears a typed move when this changes: a deal that ended leaves nothing to play.
        """
        return 0

    def refusal_text(self, verdict, seat: int) -> str:
        """Why the engine refused the move of ``seat`` (the learner's), in the current language."""
        return verdict.text()

    def public_note(self, bot, action: Action) -> None:
        # Every move of these games is public as it is; the bots' reasons quote their hands, so nothing more is said.
        return None

    def note_line(self, action: Action, who: str, note: str) -> str:
        return t("widgets.tb.move", player=who, action=describe(action))

    def risk(self, view, action: Action) -> str | None:
        """Why the legal move ``action`` loses or costs the learner, judged from ``view`` alone; ``None``: it does not.

        The table asks before it plays a move chosen by button or typed: a
        text makes it ask for confirmation ("Play it anyway" / "Cancel").
        ``view`` is what the learner may see (their hand and the public
        table), so a game says something only where that is enough to know
        (a wrong show, a drop's cost): nothing by default.
        """
        return None

    def fold_label(self, view, group: str, n: int) -> str | None:
        """The label of the one button behind which the ``n`` moves of ``group`` wait, or ``None``: laid out as usual.

        A game folds a group whose moves the engine would all call bad now
        (Indian Rummy's shows when none is valid); its moves stay reachable.
        """
        return None

    def view_button_style(self, view, action: Action) -> str:
        """The colour of ``action``'s button now (``view``: what the learner sees); by default its kind's colour."""
        return self.button_style(action)

    def revealed_hands(self, outcome):
        """At the end every hand lies face up."""
        return None if outcome is None else True
