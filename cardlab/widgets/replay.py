"""Step through a finished (or unfinished) game record, move by move: one replay for every game.

A record is the game's seed, rules and actions (``State.to_json()``): the
replay deals the same hand again (or the record's set-up position) and
applies the actions one by one, so every step is the engine's own state.
The record names its game (Tongits or Phỏm); the game's adapter
(:mod:`cardlab.widgets.tongits`, :mod:`cardlab.widgets.phom`) draws the
table. All hands are shown face up: a replay is for looking back.
"""
from __future__ import annotations

import json
from html import escape

import ipywidgets as W

from .. import render
from ..engine import Action, GameState, over_text, turn_text
from ..cards import parse_card
from ..errors import CardlabError, quoted
from ..inputs import read_json
from ..records import read_record
from .common import FONT, WidgetBase, error_html, html, language_toggle, name, t
from .table import GAMES, action_label, adapter


def replay_states(record) -> list:
    """The states of a game after 0, 1, 2 … actions, replayed from its record.

    ``record``: a Tongits, Phỏm or Indian Rummy ``State`` or the text of its ``to_json()``.

    Raises:
        CardlabError: for something that is not a Tongits, Phỏm or Indian Rummy record, or
            a record whose actions the engine refuses (it was edited).
    """
    return _replay(record)[1]


def _game_of(record):
    """The adapter of the game a record (a state or its JSON) belongs to."""
    game = getattr(record, "game", None) if isinstance(record, GameState) else None
    if game is None and isinstance(record, (str, bytes)):
        try:
            data = read_json(record)
        except CardlabError:
            data = None             # the record check below names what is wrong with it
        game = data.get("game") if isinstance(data, dict) else None
    if not isinstance(game, str) or game not in GAMES:
        # A record of no known game is checked as a Tongits one, whose check names what is wrong.
        game = "tongits"
    return adapter(game)


def _replay(record):
    game = _game_of(record)
    if isinstance(record, game.state_class):
        record = record.to_json()
    if not isinstance(record, (str, bytes)):
        raise CardlabError.of("widgets.rp.not_record", record=quoted(record, 60))
    # The engine's own record check: every field's shape, before anything is dealt.
    data = read_record(record, game.state_class.game, game.rules_class, game.record_fields)
    actions = data["actions"]
    # The deal (or the set-up position) with no action yet, rebuilt by the engine itself.
    state = game.state_class.from_json(json.dumps(dict(data, actions=[])))
    states = [state.clone()]
    for i, item in enumerate(actions):
        try:
            # A game with its own cards (Chắn) reads them with its own parser.
            state.apply(Action.from_dict(item, getattr(game, "parse_card", parse_card)))
        except CardlabError as exc:
            raise CardlabError.of("widgets.rp.bad_action", i=i + 1, item=quoted(item), error=exc) from None
        states.append(state.clone())
    return game, states


class Replay(WidgetBase):
    """Step through a game record (Tongits, Phỏm or Indian Rummy) with ◀ ▶ buttons or the slider.

    ``record``: a ``tongits.State``, ``phom.State`` or ``indian_rummy.State``, or its ``to_json()``.
    Drive it from code: :meth:`go`, :meth:`forward`, :meth:`back`; read
    :attr:`step`, :attr:`total`, :attr:`state` (the state after ``step``
    actions) and :attr:`frame_html`.

    Raises:
        CardlabError: for something that is not a Tongits or Phỏm record.
    """

    def __init__(self, record):
        self.game, self.states = _replay(record)
        self.feedback_text = ""
        self.feedback = html(cls="cardlab-replay-feedback")
        self.total = len(self.states) - 1
        self.step = 0
        self.title = html()
        self.language = language_toggle(self._redraw)
        # FontAwesome icons (bundled with JupyterLab) rather than ⏮ ⏭, which many fonts lack.
        self.first_button = W.Button(icon="fast-backward", tooltip="first", layout=W.Layout(width="52px"))
        self.back_button = W.Button(description="◀", tooltip="back", layout=W.Layout(width="52px"))
        self.forward_button = W.Button(description="▶", tooltip="forward", layout=W.Layout(width="52px"))
        self.last_button = W.Button(icon="fast-forward", tooltip="last", layout=W.Layout(width="52px"))
        for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
            b.style.font_size = "18px"
        self.back_button.add_class("cardlab-replay-back")
        self.forward_button.add_class("cardlab-replay-forward")
        self.first_button.on_click(lambda _b: self.go(0))
        self.back_button.on_click(lambda _b: self.back())
        self.forward_button.on_click(lambda _b: self.forward())
        self.last_button.on_click(lambda _b: self.go(self.total))
        self.slider = W.IntSlider(value=0, min=0, max=self.total, continuous_update=True,
                                  layout=W.Layout(width="420px"))
        self.slider.observe(lambda ch: self.go(ch["new"]), names="value")
        self.frame = html(cls="cardlab-replay-frame")
        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        controls = W.HBox([self.first_button, self.back_button, self.slider, self.forward_button, self.last_button],
                          layout=W.Layout(align_items="center"))
        self.widget = W.VBox([header, controls, self.feedback, self.frame])
        self.widget.add_class("cardlab-replay")
        self._redraw()

    @property
    def state(self):
        """The engine's state after ``step`` actions."""
        return self.states[self.step]

    @property
    def frame_html(self) -> str:
        return self.frame.value

    def go(self, step: int) -> None:
        """Show the table after ``step`` actions (clamped to 0 … total).

        Raises:
            CardlabError: if ``step`` is not a whole number.
        """
        if isinstance(step, bool) or not isinstance(step, int):
            raise CardlabError.of("widgets.rp.bad_step", value=quoted(step), total=self.total)
        step = max(0, min(self.total, step))
        if step == self.step and self.slider.value == step and self.frame.value:
            return
        self.step = step
        if self.slider.value != step:
            self.slider.value = step          # its observer calls go(step) again, which returns at once
        self._redraw()

    def load(self, record) -> bool:
        """Show another record from its first step; True if it could be replayed.

        A record that cannot be replayed (not a Tongits record, a field of the wrong shape, an edited
        move) is not shown: :attr:`feedback_text` says why, and the replay keeps the game it showed.
        """
        try:
            game, states = _replay(record)
        except CardlabError as exc:
            self.feedback_text = t("widgets.rp.kept", error=exc.text())
            self.feedback.value = error_html(self.feedback_text)
            return False
        self.feedback_text, self.feedback.value = "", ""
        self.game, self.states, self.total, self.step = game, states, len(states) - 1, 0
        self.slider.max = self.total
        self.slider.value = 0
        self._redraw()
        return True

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def _redraw(self) -> None:
        s = self.state
        self.title.value = (f'<div style="{FONT};font-size:22px;font-weight:700">'
                            f'{escape(t("widgets.rp.title", step=self.step, total=self.total))}</div>')
        self.back_button.disabled = self.first_button.disabled = self.step == 0
        self.forward_button.disabled = self.last_button.disabled = self.step == self.total
        self.frame.value = self._frame_html()

    def _frame_html(self) -> str:
        s = self.state
        if self.step == 0:
            last = t("widgets.rp.start")
        else:
            a = s.history[-1]
            last = t("widgets.rp.last", player=name(a.player), action=action_label(a))
        if s.is_terminal():
            status = over_text(s.phase)
        else:
            status = turn_text(s.current_player, s.phase)
        head = (f'<div style="font-size:18px;font-weight:700">{escape(last)}</div>'
                f'<div style="font-size:15px;color:#444">{escape(status)}</div>')
        board = self.game.replay_board(s)
        end = render.outcome_html(s.outcome(), name) if s.is_terminal() else ""
        return f'<div style="{FONT}">{head}{board}{end}</div>'

    def static_html(self) -> str:
        return f'<div style="{FONT}">{self.title.value}{self.frame.value}</div>'

    def __repr__(self) -> str:
        return f"Replay(seed={self.state.seed}, step={self.step}, total={self.total})"
