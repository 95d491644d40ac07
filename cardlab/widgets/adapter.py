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
from .common import describe, game_rules, t


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

    def read_action(self, state, text: str):
        """A typed move (``"discard 9C"``, ``"draw"``) as the engine's Action.

        The exact text of a legal move is that move; any other text is read
        as ``kind cards…`` for the current player, so the engine explains why
        it is refused.
        """
        wanted = " ".join(text.split()).lower()
        for a in state.legal_actions():
            if str(a).lower() == wanted:
                return a
        words = wanted.split()
        cards = []
        for w in words[1:]:
            try:
                cards.append(Card.parse(w))
            except CardlabError:
                break   # the first word that is no card ends the cards ("eat 7H from P1")
        return Action(words[0] if words else "", tuple(cards), None, state.current_player)

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
