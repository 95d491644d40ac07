"""Play a hand against bots, with a coach who speaks to you: one table for every game.

The human sees only ``state.view(seat)``: their own hand and what lies on
the table. The buttons are exactly ``view.legal_actions`` (an illegal move
has no button), grouped by kind; a typed move the engine refuses shows the
engine's reason. After each of your moves the bots play until it is your
turn again.

The table is generic over the engine's ``GameState``/``View`` protocol; a
small adapter per game (``cardlab/widgets/<game>.py``: :class:`~cardlab.widgets.tongits.TongitsAdapter`,
:class:`~cardlab.widgets.phom.PhomAdapter`) says how many seats there are,
which bot levels, how moves are grouped and labelled, how the table is drawn
and what it warns about. ``Table()`` is Tongits against two *gentle* bots;
``Table(game="phom")`` is Phỏm against three gentle bots.

The coach is a greedy player in your seat: it tells you what it would do and
why (``bot.advice()``, in the second person). The table shows only what a
player at a real table knows: the bots' moves, never their reasons that
quote their hidden cards, and no deal number to deal the hand again.
"""
from __future__ import annotations

import importlib
import random
from html import escape

import ipywidgets as W

from .. import render
from ..engine import Action, moves_seen_by, over_text, turn_text
from ..errors import CardlabError, IllegalActionError, quoted
from ..explain import register_messages
from .common import (FONT, INFO, BAD, WidgetBase, _shared, banner, card_look, describe, error_html, html,
                     language_toggle, name, pretty_text, t)

# The confirmation a move the engine can tell loses or costs asks for (issue #32); the reason itself is the
# game adapter's (its ``risk``), in its own catalogue.
MESSAGES = {
    "widgets.tb.confirm_title": {"en": "Are you sure? “{action}”", "vi": "Bạn chắc chứ? “{action}”"},
    "widgets.tb.confirm_yes": {"en": "Play it anyway", "vi": "Vẫn đi nước này"},
    "widgets.tb.confirm_no": {"en": "Cancel", "vi": "Hủy"},
}
register_messages(MESSAGES)

#: The games a table (and a replay) can show, and the module holding each one's adapter.
GAMES = {"tongits": "cardlab.widgets.tongits", "phom": "cardlab.widgets.phom", "chan": "cardlab.widgets.chan",
         "indian_rummy": "cardlab.widgets.indian_rummy"}
_MAX_BOT_MOVES = 1000   # a hand has fewer than 200 moves; this only guards against a bot that never ends
_PRIVATE_SEEDS = random.SystemRandom()   # new deals nobody can predict, so a hand cannot be dealt again to peek


def adapter(game: str, players: int | None = None):
    """The adapter of ``game`` (``"tongits"``, ``"phom"``, ``"indian_rummy"``), with ``players`` seats
    where the game lets the table choose (Indian Rummy: 2 to 6).

    Raises:
        CardlabError: for a game with no table, naming those there are, or a number of players the game refuses.
    """
    if not isinstance(game, str) or game not in GAMES:
        raise CardlabError.of("widgets.tb.bad_game", value=quoted(game), games=", ".join(GAMES))
    made = importlib.import_module(GAMES[game]).ADAPTER()
    if players is None or players == made.players:
        return made
    if not hasattr(made, "seated"):
        raise CardlabError.of("widgets.tb.fixed_players", value=quoted(players), game=game, n=made.players)
    return made.seated(players)


def _ACTION_STYLE() -> W.ButtonStyle:
    return _shared(("action-style",), lambda: W.ButtonStyle(font_size="15px", font_weight="bold"))


def _ACTION_LAYOUT() -> W.Layout:
    return _shared(("action-layout",), lambda: W.Layout(width="auto", height="36px", margin="2px"))


def action_label(action: Action) -> str:
    """A move in words in the current language, cards with suit symbols (``gửi bài 5♠ vào phỏm số 0 (…)``)."""
    return describe(action)


def button_label(action: Action) -> str:
    """A Tongits move's button label (kept here for old imports; see :func:`cardlab.widgets.tongits.button_label`)."""
    from .tongits import button_label as label
    return label(action)


class Table(WidgetBase):
    """A hand at the table: you (``seat``, default 0) against bots, with a coach.

    ``game``: ``"tongits"`` (default: three seats, two bots), ``"phom"``
    (four seats, three bots) or ``"indian_rummy"`` (``players`` 2 to 6,
    default 2: one to five bots). ``seed`` deals the first hand (the game's
    ``new_game``); without it, and for every later hand, the deal comes from
    a number nobody sees, so a learner cannot deal the same hand again to
    peek at the bots' cards; ``rules`` the game's ``Rules``; ``bots`` the
    bots' level (``"default"``: the game's own default; Tongits: ``"gentle"``,
    the default, or ``"greedy"``; Phỏm: ``"gentle"``, the default,
    ``"greedy"`` or ``"random"``), also chosen on the table.
    Drive it from code: :meth:`act` (an :class:`~cardlab.engine.Action` or
    its text such as ``"discard 9C"``), :meth:`click` (the n-th legal move's
    button), :meth:`play_coach`, :meth:`new_hand`, :meth:`set_level`; read
    :attr:`state` (the engine's state, for tests), :attr:`view`,
    :attr:`log`, :attr:`coach_text`, :attr:`warning_text`, :attr:`outcome`,
    :attr:`error`.

    A move the engine can tell loses or costs (the adapter's ``risk``: a
    wrong show, a drop, a Fight lost if challenged…) is not played at once:
    the table says why and waits (:attr:`pending`, :attr:`confirm_text`)
    for :meth:`confirm` ("Play it anyway") or :meth:`cancel`.

    Raises:
        CardlabError: for a seed that is not a whole number, a seat other
            at the table, an unknown bot level or game; InvalidRulesError for bad rules.
    """

    def __init__(self, seed: int | None = None, rules=None, seat: int = 0, bots: str = "default",
                 game: str = "tongits", players: int | None = None):
        self.game = adapter(game, players)
        self.rules = self.game.read_rules(rules)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.game.players:
            raise self.game.seat_error(seat)
        if bots == "default":
            bots = self.game.default_level
        self._check_level(bots)
        self.seat = seat
        self.level = bots
        self.hands_dealt = 0
        self.action_buttons: list[tuple[Action, W.Button]] = []
        self.pending = None          # the move waiting for "Play it anyway" (None: no confirmation asked)
        self._warned = None          # (the warning's marker, the move count when it was shown in full)
        self._unfolded: set = set()  # folded move groups the learner opened this turn
        self._build()
        self.new_hand(seed)

    # -- construction ------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = html()
        self.language = language_toggle(self._redraw)
        self.level_label = html()
        self.level_buttons = W.ToggleButtons(options=[(k, k) for k in self.game.levels], value=self.level,
                                             style=W.ToggleButtonsStyle(button_width="210px"))
        self.level_buttons.add_class("cardlab-table-level")
        self._relabelling = False
        self.level_buttons.observe(lambda ch: self._relabelling or self.set_level(ch["new"]), names="value")
        self.new_button = W.Button(layout=W.Layout(width="auto"), button_style="success", icon="refresh")
        self.new_button.on_click(lambda _b: self.new_hand())
        self.status = html(cls="cardlab-table-status")
        self.board = html(cls="cardlab-table-board")
        self.warning = html(cls="cardlab-table-warning")
        self.confirm_html = html()
        self.confirm_yes = W.Button(layout=W.Layout(width="auto"), button_style="danger", icon="check")
        self.confirm_yes.add_class("cardlab-confirm-yes")
        self.confirm_yes.on_click(lambda _b: self.confirm())
        self.confirm_no = W.Button(layout=W.Layout(width="auto"), icon="times")
        self.confirm_no.add_class("cardlab-confirm-no")
        self.confirm_no.on_click(lambda _b: self.cancel())
        self.confirm_box = W.VBox([self.confirm_html, W.HBox([self.confirm_yes, self.confirm_no],
                                                             layout=W.Layout(grid_gap="8px"))],
                                  layout=W.Layout(border=f"3px solid {BAD}", padding="6px 10px", margin="4px 0",
                                                  display="none"))
        self.confirm_box.add_class("cardlab-confirm")
        self.actions_box = W.VBox()
        self.actions_box.add_class("cardlab-table-actions")
        self._pool: list[W.Button] = []
        self._rows = {}
        self._gone = {}     # per group: the grey line saying why its move is not there (empty when it is)
        for group, _kinds in self.game.groups:
            label = html()
            inner = W.HBox(layout=W.Layout(flex_flow="row wrap"))
            # A group the adapter folds (Indian Rummy's shows when none is valid) opens behind this toggle.
            fold = W.ToggleButton(value=False, layout=W.Layout(width="auto", display="none"))
            fold.add_class("cardlab-fold")
            fold.observe(lambda ch, g=group: self._set_fold(g, ch["new"]), names="value")
            # Why the group's move is gone when the learner could otherwise play it (Tongits: no Fight after a sapaw).
            gone = html(cls="cardlab-vanished")
            self._gone[group] = gone
            self._rows[group] = (label, inner, W.VBox([label, fold, inner, gone],
                                                      layout=W.Layout(margin="0 0 2px 0")), fold)
        self.text = W.Text(continuous_update=False, layout=W.Layout(width="320px"))
        self.text.observe(lambda ch: ch["new"].strip() and self.act(ch["new"]), names="value")
        self.message = html(cls="cardlab-error")
        self.coach = html(cls="cardlab-coach")
        self.coach_button = W.Button(layout=W.Layout(width="auto"), button_style="info", icon="lightbulb-o")
        self.coach_button.add_class("cardlab-coach-button")
        self.coach_button.on_click(lambda _b: self.play_coach())
        self.since = html(cls="cardlab-table-since")
        self.log_view = html(cls="cardlab-table-log")
        self.result = html(cls="cardlab-table-result")
        header = W.HBox([self.title, self.level_label, self.level_buttons, self.new_button, self.language,
                         self.language.page_text],
                        layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="10px"))
        typed = W.HBox([self.coach_button, self.text], layout=W.Layout(align_items="center", grid_gap="8px",
                                                                       flex_flow="row wrap"))
        # Left: the table as you see it. Right: the result or what you decide now (warning, coach, moves),
        # then what happened; so advice and moves sit beside your cards, above the fold of a laptop screen.
        left = W.VBox([self.status, self.board], layout=W.Layout(flex="3 1 0%", min_width="520px"))
        right = W.VBox([self.result, self.confirm_box, self.warning, self.coach, self.actions_box, typed,
                        self.message, self.since, self.log_view], layout=W.Layout(flex="2 1 0%", min_width="380px"))
        self.widget = W.VBox([header, W.HBox([left, right], layout=W.Layout(flex_flow="row wrap",
                                                                            grid_gap="14px"))])
        self.widget.add_class("cardlab-table")

    # -- public actions ----------------------------------------------------------------------------------------
    def new_hand(self, seed: int | None = None) -> None:
        """Deal a new hand (from a number nobody sees, unless ``seed`` is given); the bots play until your turn.

        Raises:
            CardlabError: for a ``seed`` that is not a whole number.
        """
        if seed is None:
            seed = _PRIVATE_SEEDS.randrange(2 ** 31)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise CardlabError.of("widgets.tb.bad_seed", value=quoted(seed))
        self.state = self.game.new_game(seed, self.rules)
        self._seed = seed
        self.hands_dealt += 1
        self.bots = self._make_bots()
        self.error = ""
        self._since = 0
        self._notes: dict[int, str] = {}
        self.pending = None         # a confirmation asked in the last hand is about a move of that hand
        self._unfolded = set()
        self.text.value = ""        # a move typed in the last hand has no place in this one
        self._bots_play()
        self._redraw()

    def set_level(self, level: str) -> None:
        """Play on against ``"gentle"`` or ``"greedy"`` bots (from the bots' next move).

        Raises:
            CardlabError: for another level, naming the two there are.
        """
        self._check_level(level)
        if level == self.level:
            return
        self.level = level
        self.bots = self._make_bots()
        if self.level_buttons.value != level:
            self.level_buttons.value = level      # its observer calls back here with the same level
        self._redraw()

    @property
    def view(self):
        """What you may see now (``state.view(seat)``)."""
        return self.state.view(self.seat)

    @property
    def outcome(self):
        """The engine's outcome of the hand, or ``None`` while it is being played."""
        return self.state.outcome() if self.state.is_terminal() else None

    @property
    def log(self) -> list[str]:
        """Every move you may know of so far, ``"Player 1: draw"``, in the current language (moves only: no bot's
        reasons; no Chắn claim another seat let go)."""
        return [t("widgets.tb.move", player=name(a.player, self.seat), action=action_label(a))
                for _, a in moves_seen_by(self.state, self.seat)]

    def act(self, action, confirmed: bool = False) -> bool:
        """Play your move: an :class:`Action` or its text (``"discard 9C"``, ``"draw"``).

        A move the engine refuses (or anything that is no move: a number, a
        list…) changes nothing and shows its reason; returns ``False`` then.
        A legal move the game's adapter says loses or costs (its ``risk``)
        is not played unless ``confirmed``: the table shows why and keeps it
        in :attr:`pending` for :meth:`confirm` or :meth:`cancel`; returns
        ``False`` then too. Any move asked for replaces a pending one.
        After a move played the bots play until it is your turn again (or
        the hand is over). It raises nothing for bad input.
        """
        self.pending = None
        shown = self._shown(action)
        if self.state.is_terminal() or self.state.current_player != self.seat:
            who = self.state.current_player
            reason = (over_text(self.state.phase) if self.state.is_terminal()
                      else t("widgets.tb.waiting", player=name(who, self.seat)))
            return self._refuse(shown, reason)
        deal = self.game.deal_number(self.state)
        try:
            if isinstance(action, str):
                action = self.game.read_action(self.state, action)
            if not confirmed:
                move, why = self._judge(action)
                if why:
                    self.pending = move     # the engine's own move, so that "Play it anyway" plays exactly it
                    self.error = ""
                    self._redraw()
                    return False
            self.state.apply(action)
        except IllegalActionError as exc:
            verdict = exc.verdict if exc.verdict is not None else (exc.args[1] if len(exc.args) > 1 else None)
            reason = self.game.refusal_text(verdict, self.seat) if verdict is not None else exc.text()
            return self._refuse(shown, reason)
        except CardlabError as exc:
            return self._refuse(shown, exc.text())
        self.error = ""
        self._unfolded = set()      # the next turn's moves start folded again
        self._since = len(self.state.history)
        self._bots_play()
        if self.state.is_terminal() or self.game.deal_number(self.state) != deal:
            # The deal this move was typed for is over. Left in the box, its text would stand for a move of
            # the next deal, and typing the same text again would be no change, so nothing would be played.
            self.text.value = ""
        self._redraw()
        return True

    def click(self, index: int = 0) -> bool:
        """Click the ``index``-th move button (in the order of ``view.legal_actions``).

        Raises:
            CardlabError: if there is no such button (``index`` not a whole number from 0 to the number of
                buttons less one: a negative index, text or ``True`` are no buttons).
        """
        if index.__class__ is not int or not 0 <= index < len(self.action_buttons):
            raise CardlabError.of("widgets.tb.no_button", index=quoted(index), n=len(self.action_buttons))
        self.action_buttons[index][1].click()
        return True

    def play_coach(self) -> bool:
        """Play the move the coach suggests (without a confirmation: the advice already says why)."""
        suggestion = self._suggest()
        if suggestion is None:
            return False
        return self.act(suggestion[0], confirmed=True)

    def confirm(self) -> bool:
        """Play the move waiting for confirmation ("Play it anyway"); ``False`` if none waits."""
        action = self.pending
        if action is None:
            return False
        return self.act(action, confirmed=True)

    def cancel(self) -> None:
        """Forget the move waiting for confirmation: the same choice as before, nothing played."""
        self.pending = None
        self.text.value = ""        # so that typing the same move again asks again (an unchanged box says nothing)
        self._redraw()

    @property
    def confirm_text(self) -> str:
        """Why the move waiting for confirmation loses or costs, in the current language ("" when none waits)."""
        if self.pending is None:
            return ""
        return self.game.risk(self.view, self.pending) or ""

    def _judge(self, action) -> tuple:
        """``(the engine's move for action, why it loses or costs)``; the reason is ``None`` for a harmless move.

        The move is first played on a copy of the game: an illegal move raises the engine's
        refusal here (never a confirmation), and the adapter judges the engine's own legal move
        (a typed text read, a meld's cards in order) from what the learner may see (their view),
        never from the hidden hands.

        Raises:
            IllegalActionError / CardlabError: the engine's refusal of ``action``.
        """
        trial = self.state.clone()
        trial.apply(action)
        move = trial.history[-1]
        return move, self.game.risk(self.view, move)

    def _shown(self, action) -> str:
        """How a move the learner made is named in a refusal: in words, as typed (cut short), or quoted."""
        if isinstance(action, Action):
            try:
                return action_label(action)
            except (CardlabError, TypeError, ValueError):  # an Action built by hand with parts of the wrong type
                return quoted(action, 80)
        if isinstance(action, str):
            return self._pretty(action if len(action) <= 80 else action[:80] + "…")
        return quoted(action, 80)

    def _pretty(self, text: str) -> str:
        """Card tokens in ``text`` as the game shows them (French suits ♠♥♦♣; Chắn names via its adapter)."""
        return getattr(self.game, "pretty_text", pretty_text)(text)

    def _refuse(self, what: str, reason: str) -> bool:
        self.error = t("widgets.tb.refused", action=what, reason=reason)
        self.message.value = error_html(self.error)
        self._confirm_panel()       # a refused move replaced the one that waited: its warning goes
        return False

    def _check_level(self, level) -> None:
        if not isinstance(level, str) or level not in self.game.levels:
            raise CardlabError.of("widgets.tb.bad_level", value=quoted(level), levels=", ".join(self.game.levels))

    def _make_bots(self) -> dict:
        n = self.game.players
        return {p: self.game.make_bot(self.level, self._seed * n + p) for p in range(n) if p != self.seat}

    # -- the bots and the coach -------------------------------------------------------------------------------
    def _bots_play(self) -> None:
        for _ in range(_MAX_BOT_MOVES):
            s = self.state
            if s.is_terminal() or s.current_player == self.seat:
                return
            p = s.current_player
            bot = self.bots[p]
            action = bot.choose(s.view(p))
            s.apply(action)
            # The bot's own reason quotes its hidden cards, which nobody at the table may know: the adapter
            # says what may be said in public (a Fight's reason in general words), or nothing.
            note = self.game.public_note(bot, action)
            if note:
                self._notes[len(s.history) - 1] = note
        raise CardlabError.of("widgets.tb.endless", n=_MAX_BOT_MOVES)

    def _suggest(self):
        """What a greedy player would do from your view, and the advice it gives you (``None``: not your move)."""
        view = self.view
        if not view.legal_actions:
            return None
        coach = self.game.coach()   # a fresh bot: the same view always gets the same advice
        action = coach.choose(view)
        return action, coach.advice()

    @property
    def warning_text(self) -> str:
        """The table's warning (Tongits: a bot may call Fight on its turn, and why); "" when there is none."""
        return self.game.warning_text(self)

    def _warning_shown(self) -> str:
        """The warning as the table shows it now: in full on the turn it first appears, then its one-line marker.

        A warning the adapter can shorten (its ``warning_marker``: Tongits' Fight) would otherwise repeat
        the same paragraph every turn; it is shown in full again when its marker changes (another player may
        now call Fight), and forgotten once it no longer holds.
        """
        full = self.warning_text
        marker_of = getattr(self.game, "warning_marker", None)
        marker = marker_of(self) if full and marker_of else None
        if not marker:
            self._warned = None
            return full
        moves = len(self.state.history)
        if self._warned is None or self._warned[0] != marker:
            self._warned = (marker, moves)
        return full if self._warned[1] == moves else marker

    # -- rendering -------------------------------------------------------------------------------------------
    def _redraw(self) -> None:
        view = self.view
        s = self.state
        self.title.value = (f'<div style="{FONT};font-size:21px;font-weight:700">'
                            f'{escape(self.game.title(self.hands_dealt))}</div>')
        self.level_label.value = f'<span style="{FONT};font-weight:600">{escape(t("widgets.tb.bots"))}</span>'
        options = [(self.game.level_name(k), k) for k in self.game.levels]
        if list(self.level_buttons.options) != options:
            # New labels reset the value to the first option: keep the level the learner chose.
            self._relabelling = True
            try:
                self.level_buttons.options = options
                self.level_buttons.value = self.level
            finally:
                self._relabelling = False
        self.level_buttons.tooltips = [self.game.level_help(k) for k in self.game.levels]
        if s.is_terminal():
            status = over_text(s.phase)
        else:
            # On your turn the line offers only the moves you have now (no "or declare Ù" without a Ù button).
            status = turn_text(s.current_player, s.phase, self.seat,
                               legal=view.legal_actions if s.current_player == self.seat else None)
        self.status.value = f'<div style="{FONT};font-size:17px;font-weight:600">{escape(status)}</div>'
        # At the end the hands are shown, as at a real table.
        revealed = self.game.revealed_hands(self.outcome if s.is_terminal() else None)
        self.board.value = self.game.board_html(self, view, revealed)
        warning = self._warning_shown()
        self.warning.value = (f'<div style="{FONT};font-size:14px;border-left:6px solid {BAD};background:{BAD}12;'
                              f'padding:4px 10px;margin:2px 0"><b style="color:{BAD}">⚠</b> {escape(warning)}</div>'
                              if warning else "")
        self._confirm_panel()
        self._action_buttons(view)
        hint = getattr(self.game, "type_hint", None)     # a game whose moves are typed otherwise (Chắn)
        self.text.placeholder = hint() if hint else t("widgets.tb.type_action")
        self.coach_button.description = t("widgets.tb.suggest")
        self.new_button.description = t("widgets.tb.new_hand")
        self.message.value = error_html(self.error)
        suggestion = self._suggest()
        self.coach_button.disabled = suggestion is None
        # Once the hand is over there is no move to suggest: the button goes, "New hand" stays.
        self.coach_button.layout.display = "none" if s.is_terminal() else None
        if suggestion is not None:
            self.coach_text = suggestion[1]
            advice = self._pretty(suggestion[1])
            self.coach.value = banner(None, t("widgets.tb.coach_title"), [advice[:1].upper() + advice[1:]])
        else:
            self.coach_text = ""
            self.coach.value = ""
        self.since.value = self._since_html()
        self.log_view.value = self._log_html()
        self.result.value = self._result_html()

    def _confirm_panel(self) -> None:
        """The warning of a move waiting for confirmation, with "Play it anyway" and "Cancel"; hidden otherwise."""
        why = self.confirm_text
        self.confirm_box.layout.display = None if why else "none"
        if not why:
            self.confirm_html.value = ""
            return
        title = t("widgets.tb.confirm_title", action=self._shown(self.pending))
        self.confirm_html.value = (f'<div style="{FONT};font-size:16px;line-height:1.4;color:#222">'
                                   f'<b style="color:{BAD};font-size:17px">⚠ {escape(title)}</b>'
                                   f'<div style="margin:4px 0">{escape(self._pretty(why))}</div></div>')
        self.confirm_yes.description = t("widgets.tb.confirm_yes")
        self.confirm_no.description = t("widgets.tb.confirm_no")

    def _set_fold(self, group: str, opened: bool) -> None:
        """Open or close a folded group of moves (its toggle was clicked, or a redraw set it)."""
        if opened:
            self._unfolded.add(group)
        else:
            self._unfolded.discard(group)
        row = self._rows[group]
        if row[3].layout.display != "none":      # the group is folded now: show or hide its buttons
            row[1].layout.display = None if opened else "none"

    def _lines(self, start: int) -> list[str]:
        lines = []
        for i, a in moves_seen_by(self.state, self.seat):
            if i < start:
                continue
            if i in self._notes:
                lines.append(self.game.note_line(a, name(a.player, self.seat), self._notes[i]))
            else:
                lines.append(t("widgets.tb.move", player=name(a.player, self.seat), action=action_label(a)))
        return lines

    def _since_html(self) -> str:
        lines = self._lines(self._since)
        if not lines:
            return ""
        lis = "".join(f"<li>{escape(line)}</li>" for line in lines)
        return (f'<div style="{FONT};font-size:14px;color:#222;background:#f5f5f5;border-left:6px solid #9e9e9e;'
                f'padding:4px 10px;margin:4px 0"><b>{escape(t("widgets.tb.since"))}</b>'
                f'<ul style="margin:2px 0 0 18px;padding:0">{lis}</ul></div>')

    def _log_html(self) -> str:
        lines = self._lines(0)
        lis = "".join(f'<li>{escape(line)}</li>' for line in lines)
        return (f'<details style="{FONT};font-size:13px;line-height:1.35;margin-top:4px">'
                f'<summary style="font-size:14px;font-weight:700;cursor:pointer">{escape(t("widgets.tb.log"))} '
                f'({len(lines)})</summary><ol style="margin:2px 0 0 0;padding-left:28px;max-height:220px;'
                f'overflow-y:auto">{lis}</ol></details>')

    def _action_buttons(self, view) -> None:
        """One button per legal move, grouped by kind; buttons and rows are reused from turn to turn.

        Creating widgets is what a redraw would spend most of its time on,
        so a pool of buttons is relabelled instead (each click reads the move
        its button carries now).
        """
        legal = list(view.legal_actions)
        self.action_buttons = []
        used = 0
        rows = []
        vanished = getattr(self.game, "vanished", None)
        for group, kinds in self.game.groups:
            acts = [a for a in legal if a.kind in kinds]
            gone = vanished(self, group) if vanished and not acts else None
            label, inner, row, fold = self._rows[group]
            note = self._gone[group]
            note.value = (f'<div style="{FONT};font-size:13px;color:#757575;margin:0 0 2px 4px">{escape(gone)}</div>'
                          if gone else "")
            if gone:
                # Where the move's button was: its heading and a grey line saying why it is not there.
                label.value = (f'<div style="{FONT};font-size:13px;font-weight:600;color:#9e9e9e;margin-top:2px">'
                               f'{escape(self.game.group_name(group))}</div>')
                fold.layout.display = "none"
                if inner.children:
                    inner.children = []
                rows.append(row)
                continue
            if not acts:
                continue
            # A folded group (moves none of which the engine would call good now) sits behind one neutral
            # button: every move stays reachable, but none is laid out as an invitation.
            folded = self.game.fold_label(view, group, len(acts))
            buttons = []
            for a in acts:
                buttons.append(self._button(used, a, view, plain=folded is not None))
                used += 1
            label.value = (f'<div style="{FONT};font-size:13px;font-weight:600;color:{INFO};margin-top:2px">'
                           f'{escape(self.game.group_name(group))}</div>')
            if list(inner.children) != buttons:
                inner.children = buttons
            if folded is None:
                fold.layout.display = "none"
                inner.layout.display = None
            else:
                fold.description = folded
                fold.layout.display = None
                opened = group in self._unfolded
                if fold.value != opened:
                    fold.value = opened      # its observer shows or hides the buttons
                inner.layout.display = None if opened else "none"
            rows.append(row)
        # keep the buttons in the order of view.legal_actions, so click(i) means legal_actions[i]
        order = {a: i for i, a in enumerate(legal)}
        self.action_buttons.sort(key=lambda ab: order[ab[0]])
        if list(self.actions_box.children) != rows:
            self.actions_box.children = rows

    def _button(self, i: int, action: Action, view=None, plain: bool = False) -> W.Button:
        while len(self._pool) <= i:
            b = W.Button()
            b.add_class("cardlab-action")
            b.on_click(lambda button: self.act(button._cardlab_action))
            self._pool.append(b)
        b = self._pool[i]
        b._cardlab_action = action
        label = action_label(action)
        if action.kind == "discard":
            card = action.cards[0]
            # A game whose card names are long (Chắn: "Thất văn") sizes its own discard buttons.
            look = getattr(self.game, "discard_look", None)
            style, layout = look(card) if look else card_look(card, False, "46px", "40px", "17px")
            description, kind_style = card.pretty, ""
        else:
            style, layout = _ACTION_STYLE(), _ACTION_LAYOUT()
            description = self.game.button_label(action)
            # A folded group's buttons are plain: a colour would recommend a move the engine calls bad now.
            kind_style = "" if plain else self.game.view_button_style(view, action)
        if b.description != description:
            b.description = description
        if b.tooltip != label:
            b.tooltip = label
        if b.button_style != kind_style:
            b.button_style = kind_style
        if b.style is not style:
            b.style = style
        if b.layout is not layout:
            b.layout = layout
        self.action_buttons.append((action, b))
        return b

    def _result_html(self) -> str:
        o = self.outcome
        if o is None:
            return ""
        if o.winner is None:
            head = banner(None, t("widgets.tb.nobody_wins"), big=True)
        elif o.winner == self.seat:
            head = banner(True, t("widgets.tb.you_win"), big=True)
        else:
            head = banner(False, t("widgets.tb.other_wins", player=name(o.winner, self.seat)), big=True)
        return f'<div style="{FONT}">{head}{render.outcome_html(o, lambda p: name(p, self.seat))}</div>'

    def static_html(self) -> str:
        """The table as you see it, your arrangement, the coach and the result (no buttons)."""
        return (f'<div style="{FONT}">{self.title.value}{self.status.value}{self.board.value}'
                f'{self.confirm_html.value}{self.warning.value}{self.coach.value}{self.since.value}'
                f'{self.result.value}</div>')

    def __repr__(self) -> str:
        game = "" if self.game.game == "tongits" else f"game={self.game.game!r}, "
        return (f"Table({game}hand={self.hands_dealt}, seat={self.seat}, bots={self.level!r}, "
                f"moves={len(self.state.history)})")
