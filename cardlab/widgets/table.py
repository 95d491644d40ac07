"""Play a Tongits hand against two greedy bots, with a coach.

The human sees only ``state.view(seat)``: their own hand, the exposed melds,
the discard pile, the stock size and the other hands' sizes. The buttons are
exactly ``view.legal_actions`` (an illegal move has no button); a typed move
the engine refuses shows the engine's reason. After each of your moves the
bots (:class:`cardlab.bots.tongits.GreedyBot`) play until it is your turn
again, and the coach says why each bot chose its move (``bot.last_reason``)
and what the same greedy player would do in your place.
"""
from __future__ import annotations

from html import escape

import ipywidgets as W

from .. import render, tongits
from ..bots.tongits import GreedyBot
from ..engine import Action
from ..errors import CardlabError, IllegalActionError
from .common import (FONT, WidgetBase, _shared, banner, card_look, error_html, html, language_toggle,
                     log_html, name, pretty_text, t, table_html)
from .hand_builder import rules_or_default

_GROUPS = (("draw", ("draw", "chow")), ("fight", ("fight", "challenge", "fold")), ("expose", ("expose",)),
           ("sapaw", ("sapaw",)), ("discard", ("discard",)))
_MAX_BOT_MOVES = 1000   # a hand has fewer than 200 moves; this only guards against a bot that never ends


def _ACTION_STYLE() -> W.ButtonStyle:
    return _shared(("action-style",), lambda: W.ButtonStyle(font_size="16px", font_weight="bold"))


def _ACTION_LAYOUT() -> W.Layout:
    return _shared(("action-layout",), lambda: W.Layout(width="auto", height="44px", margin="2px"))


def action_label(action: Action) -> str:
    """What a move's button says: the engine's text with suit symbols (``sapaw 5♠ on meld 0 (2♠ 3♠ 4♠)``)."""
    return pretty_text(action.text or str(action))


def bot_reason(label: str, reason: str) -> str:
    """A bot's reason without the move it repeats (``"discard K♣: my highest…"`` → ``"my highest…"``)."""
    reason = pretty_text(reason)
    head, sep, rest = reason.partition(": ")
    if sep and rest and label.startswith(head):
        return rest
    return reason


class Table(WidgetBase):
    """A Tongits hand at the table: you (``seat``, default 0) against two greedy bots.

    ``seed`` deals the hand (:func:`cardlab.tongits.new_game`); ``rules`` a
    :class:`cardlab.tongits.Rules`. Drive it from code: :meth:`act` (an
    :class:`~cardlab.engine.Action` or its text such as ``"discard 9C"``),
    :meth:`click` (the n-th legal move's button), :meth:`play_coach`,
    :meth:`new_hand`; read :attr:`state` (the engine's state, for tests),
    :attr:`view`, :attr:`log`, :attr:`coach_text`, :attr:`outcome`,
    :attr:`error`.

    Raises:
        CardlabError: for a seed that is not a whole number or a seat other than 0, 1, 2;
        InvalidRulesError for bad rules.
    """

    def __init__(self, seed: int = 0, rules=None, seat: int = 0):
        self.rules = rules_or_default(rules)
        if isinstance(seat, bool) or seat not in (0, 1, 2):
            raise CardlabError(f"seat={seat!r}: expected 0, 1 or 2")
        self.seat = seat
        self.action_buttons: list[tuple[Action, W.Button]] = []
        self._build()
        self.new_hand(seed)

    # -- construction ------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = html()
        self.language = language_toggle(self._redraw)
        self.status = html(cls="cardlab-table-status")
        self.board = html(cls="cardlab-table-board")
        self.actions_box = W.VBox()
        self.actions_box.add_class("cardlab-table-actions")
        self._pool: list[W.Button] = []
        self._your_turn = html()
        self._rows = {}
        for group, _kinds in _GROUPS:
            label, inner = html(), W.HBox(layout=W.Layout(flex_flow="row wrap"))
            self._rows[group] = (label, inner, W.HBox([label, inner], layout=W.Layout(align_items="center")))
        self.text = W.Text(continuous_update=False, layout=W.Layout(width="300px"))
        self.text.observe(lambda ch: ch["new"].strip() and self.act(ch["new"]), names="value")
        self.message = html(cls="cardlab-error")
        self.coach = html(cls="cardlab-coach")
        self.coach_button = W.Button(layout=W.Layout(width="auto"), button_style="info", icon="lightbulb-o")
        self.coach_button.on_click(lambda _b: self.play_coach())
        self.log_view = html(cls="cardlab-table-log")
        self.result = html(cls="cardlab-table-result")
        self.new_button = W.Button(layout=W.Layout(width="auto"), button_style="success", icon="refresh")
        self.new_button.on_click(lambda _b: self.new_hand())
        header = W.HBox([self.title, self.language], layout=W.Layout(justify_content="space-between",
                                                                     align_items="center"))
        typed = W.HBox([self.text, self.coach_button], layout=W.Layout(align_items="center", grid_gap="8px"))
        left = W.VBox([self.status, self.board, self.actions_box, typed, self.message, self.coach,
                       self.result], layout=W.Layout(flex="3 1 0%", min_width="560px"))
        right = W.VBox([self.new_button, self.log_view], layout=W.Layout(flex="1 1 0%", min_width="240px"))
        self.widget = W.VBox([header, W.HBox([left, right], layout=W.Layout(flex_flow="row wrap",
                                                                            grid_gap="12px"))])
        self.widget.add_class("cardlab-table")

    # -- public actions ----------------------------------------------------------------------------------------
    def new_hand(self, seed: int | None = None) -> None:
        """Deal a new hand (the next seed by default); the bots play until it is your turn."""
        if seed is None:
            seed = self.seed + 1
        self.state = tongits.new_game(seed, self.rules)
        self.seed = seed
        self.bots = {p: GreedyBot(seed=seed * 3 + p) for p in range(3) if p != self.seat}
        self.log: list[str] = []
        self.error = ""
        self.coach_text = ""
        self._bot_lines: list[str] = []
        self._bots_play()
        self._redraw()

    @property
    def view(self):
        """What you may see now (``state.view(seat)``)."""
        return self.state.view(self.seat)

    @property
    def outcome(self):
        return self.state.outcome()

    def act(self, action) -> bool:
        """Play your move: an :class:`Action` or its text (``"discard 9C"``, ``"draw"``).

        A move the engine refuses changes nothing and shows its reason;
        returns ``False`` then. After a legal move the bots play until it
        is your turn again (or the hand is over).
        """
        if self.state.is_terminal() or self.state.current_player != self.seat:
            who = self.state.current_player
            reason = (t("widgets.tb.over") if self.state.is_terminal()
                      else t("widgets.tb.waiting", player=name(who, self.seat)))
            return self._refuse(str(action), reason)
        try:
            self.state.apply(action)
        except IllegalActionError as exc:
            verdict = exc.args[1] if len(exc.args) > 1 else None
            reason = verdict.text() if verdict is not None else str(exc)
            return self._refuse(str(action), reason)
        except CardlabError as exc:
            return self._refuse(str(action), str(exc))
        done = self.state.history[-1]
        self.log.append(t("widgets.tb.you_move", player=name(self.seat, self.seat), action=action_label(done)))
        self.error = ""
        self._bot_lines = []
        self._bots_play()
        self._redraw()
        return True

    def click(self, index: int = 0) -> bool:
        """Click the ``index``-th move button (in the order of ``view.legal_actions``).

        Raises:
            CardlabError: if there is no such button.
        """
        if not 0 <= index < len(self.action_buttons):
            raise CardlabError(f"there is no move button {index}: {len(self.action_buttons)} move(s) are offered")
        self.action_buttons[index][1].click()
        return True

    def play_coach(self) -> bool:
        """Play the move the coach suggests."""
        suggestion = self._suggest()
        if suggestion is None:
            return False
        return self.act(suggestion[0])

    def _refuse(self, what: str, reason: str) -> bool:
        self.error = t("widgets.tb.refused", action=pretty_text(what), reason=reason)
        self.message.value = error_html(self.error)
        return False

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
            label = action_label(s.history[-1])
            self.log.append(t("widgets.tb.you_move", player=name(p, self.seat), action=label))
            self._bot_lines.append(t("widgets.tb.bot_move", player=name(p, self.seat), action=label,
                                     reason=bot_reason(label, bot.last_reason)))
        raise CardlabError(f"the bots made {_MAX_BOT_MOVES} moves without ending the hand")

    def _suggest(self):
        """What the greedy player would do from your view, and why (``None`` when it is not your move)."""
        view = self.view
        if not view.legal_actions:
            return None
        coach = GreedyBot(seed=0)   # a fresh bot: the same view always gets the same advice
        action = coach.choose(view)
        return action, coach.last_reason

    # -- rendering -------------------------------------------------------------------------------------------
    def _redraw(self) -> None:
        view = self.view
        s = self.state
        self.title.value = (f'<div style="{FONT};font-size:22px;font-weight:700">'
                            f'{escape(t("widgets.tb.title", seed=self.seed))}</div>')
        if s.is_terminal():
            status = t("widgets.tb.over")
        else:
            status = t("widgets.tb.to_act", player=name(s.current_player, self.seat), phase=s.phase.value)
        self.status.value = f'<div style="{FONT};font-size:17px;font-weight:600">{escape(status)}</div>'
        # At the end the hands are shown, as at a real table.
        hands = self.outcome.details.get("hands") if self.outcome is not None else None
        self.board.value = table_html(view, hands=hands, you=self.seat,
                                      highlight=None if s.is_terminal() else s.current_player,
                                      mine=None if hands else self._mine_html(view))
        self._action_buttons(view)
        self.text.placeholder = t("widgets.tb.type_action")
        self.coach_button.description = t("widgets.tb.suggest")
        self.new_button.description = t("widgets.tb.new_hand")
        self.message.value = error_html(self.error)
        suggestion = self._suggest()
        self.coach_button.disabled = suggestion is None
        parts = []
        if suggestion is not None:
            label = action_label(suggestion[0])
            self.coach_text = t("widgets.tb.coach", action=label) + " — " + bot_reason(label, suggestion[1])
            parts.append(banner(None, t("widgets.tb.coach", action=label), [bot_reason(label, suggestion[1])]))
        else:
            self.coach_text = ""
        if self._bot_lines:
            lis = "".join(f"<li>{escape(line)}</li>" for line in self._bot_lines)
            parts.append(f'<div style="{FONT};font-size:14px;color:#333;background:#f5f5f5;border-left:6px solid #9e9e9e;'
                         f'padding:4px 10px;margin:4px 0"><b>{escape(t("widgets.tb.since"))}</b>'
                         f'<ul style="margin:2px 0 0 18px;padding:0">{lis}</ul></div>')
        self.coach.value = "".join(parts)
        self.log_view.value = log_html(self.log)
        self.result.value = self._result_html()

    def _mine_html(self, view) -> str | None:
        """Your hand as its best arrangement: melds kept in the hand framed green, deadwood red."""
        if not len(view.hand):
            return None
        return render.arrangement_html(tongits.arrange(view.hand, self.rules), title=t("widgets.tb.arrangement"))

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
        if legal:
            self._your_turn.value = (f'<div style="{FONT};font-size:16px;font-weight:700;margin-top:6px">'
                                     f'{escape(t("widgets.tb.your_turn"))}</div>')
            rows.append(self._your_turn)
        for group, kinds in _GROUPS:
            acts = [a for a in legal if a.kind in kinds]
            if not acts:
                continue
            buttons = []
            for a in acts:
                buttons.append(self._button(used, a))
                used += 1
            label, inner, row = self._rows[group]
            label.value = (f'<div style="{FONT};width:150px;font-size:14px;color:#444">'
                           f'{escape(t("widgets.tb.group_" + group))}</div>')
            if list(inner.children) != buttons:
                inner.children = buttons
            rows.append(row)
        # keep the buttons in the order of view.legal_actions, so click(i) means legal_actions[i]
        order = {a: i for i, a in enumerate(legal)}
        self.action_buttons.sort(key=lambda ab: order[ab[0]])
        if list(self.actions_box.children) != rows:
            self.actions_box.children = rows

    def _button(self, i: int, action: Action) -> W.Button:
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
            style, layout = card_look(card, False, "50px", "44px", "18px")
            description, kind_style = card.pretty, ""
        else:
            style, layout = _ACTION_STYLE(), _ACTION_LAYOUT()
            description = label
            kind_style = {"fight": "danger", "challenge": "warning"}.get(action.kind, "")
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
        return f'<div style="{FONT}">{head}{render.outcome_html(o)}</div>'

    def static_html(self) -> str:
        """The table as you see it, your arrangement, the coach and the result (no buttons)."""
        return (f'<div style="{FONT}">{self.title.value}{self.status.value}{self.board.value}'
                f'{self.coach.value}{self.result.value}{self.log_view.value}</div>')

    def __repr__(self) -> str:
        return f"Table(seed={self.seed}, seat={self.seat}, moves={len(self.state.history)})"
