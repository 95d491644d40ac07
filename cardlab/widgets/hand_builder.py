"""The hand-builder core shared by every game: a 52-card palette, a text box, options, live feedback.

The core wires the controls (click a card to add or remove it, type a hand,
switch a rule option, clear) and keeps the last good hand when an input is
refused; each game's builder (:class:`cardlab.widgets.tongits.HandBuilder`,
:class:`cardlab.widgets.phom.PhomHandBuilder`) says only how a hand is read,
how big it may be, which options it has, what the engine computes and how
the answer is drawn.
"""
from __future__ import annotations

from dataclasses import replace
from html import escape

import ipywidgets as W

from ..cards import STANDARD_52, Card, Suit
from ..errors import CardlabError, NotationError, quoted
from .common import (FONT, WidgetBase, card_button, error_html, html, language_toggle, style_selected, t)

_PALETTE = [[c for c in STANDARD_52 if c.suit is s] for s in Suit]


class HandBuilderCore(WidgetBase):
    """What every hand builder does; a game's builder fills in the hooks below.

    Hooks: :meth:`_read_rules`, :meth:`_read_hand` (the engine reads and
    checks the cards), :attr:`max_cards`, :attr:`OPTIONS` (rule options the
    learner may switch: name → ``"bool"`` or a tuple of values),
    :meth:`_option_label`, :meth:`_compute`, :meth:`_feedback_html`,
    :meth:`_extra_controls`, :meth:`_card_clicked`, :meth:`_card_state`, and
    the message codes ``MSG_*``.
    """

    OPTIONS: dict = {}
    #: What a click on a palette card may do, ``(mode, label message code)``, the first one the default
    #: (Phỏm: add or mark eaten; Chắn: add or remove a copy). With none, a click adds or removes the card.
    MODES: tuple = ()
    MODE_CLASS = "cardlab-click-mode"
    #: False for a game that places :attr:`mode_buttons` itself (Indian Rummy: in its grouping row).
    MODES_IN_CONTROLS = True
    MSG_TITLE = "widgets.hb.title"
    MSG_HELP = "widgets.hb.help"
    MSG_FULL = "widgets.hb.full"
    MSG_TOO_MANY = "widgets.hb.too_many"
    MSG_TOO_BIG = "widgets.hb.hand_too_big"

    def __init__(self, rules=None, hand=None):
        self.rules = self._read_rules(rules)
        self.hand: list[Card] = []
        self.error = ""
        self.buttons: dict[Card, W.Button] = {}
        self.mode = self.MODES[0][0] if self.MODES else None
        self._relabelling = False      # True while labels are rewritten: the controls' observers stay quiet
        self._start()
        if hand is not None:
            cards = self._read_hand(hand)
            if len(cards) > self.max_cards:
                raise CardlabError.of(self.MSG_TOO_BIG, value=quoted(hand), n=len(cards), max=self.max_cards)
            self.hand = sorted(cards)
        self._build()
        self._refresh()

    # -- hooks -------------------------------------------------------------------------------------------
    def _start(self) -> None:
        """Set the game's own attributes before the starting hand is read."""

    def _read_rules(self, rules):
        raise NotImplementedError

    def _read_hand(self, cards) -> list:
        raise NotImplementedError

    @property
    def max_cards(self) -> int:
        raise NotImplementedError

    def _option_label(self, name: str) -> str:
        raise NotImplementedError

    def _value_label(self, name: str, value) -> str:
        """A rule option's value in words, in the current language (by default as the rules write it)."""
        return str(value)

    def _value_options(self, name: str) -> list:
        """The (words, value) pairs of option ``name``'s dropdown."""
        return [(self._value_label(name, v), v) for v in self.OPTIONS[name]]

    def _compute(self) -> None:
        raise NotImplementedError

    def _feedback_html(self) -> str:
        raise NotImplementedError

    def _extra_controls(self) -> list:
        return []

    def _card_clicked(self, card: Card) -> None:
        self.toggle(card)

    def _card_state(self, card: Card) -> tuple[bool, bool]:
        """(selected, eaten) for a palette button."""
        return card in self.hand, False

    def _relabel(self) -> None:
        """Relabel the game's own controls in the current language."""

    def _hand_removed(self, cards) -> None:
        """Cards left the hand (a game forgets what it knew about them)."""

    # -- construction --------------------------------------------------------------------------------
    def _palette_rows(self) -> list:
        """The cards to click, row by row: the 52 cards, a row per suit."""
        return _PALETTE

    def _new_button(self, card) -> W.Button:
        """The button that stands for ``card`` in the palette."""
        return card_button(card, card in self.hand)

    def _palette_cell(self, card, button: W.Button) -> W.Widget:
        """What the palette shows for ``card`` (its button, or the button with more around it)."""
        return button

    def _palette(self) -> W.Widget:
        """The cards to click (one button per card in ``self.buttons``)."""
        rows = []
        for cards in self._palette_rows():
            row = []
            for c in cards:
                b = self._new_button(c)
                b.on_click(lambda _b, card=c: self._card_clicked(card))
                self.buttons[c] = b
                row.append(self._palette_cell(c, b))
            rows.append(W.HBox(row, layout=W.Layout(flex_flow="row nowrap")))
        return W.VBox(rows)

    def _restyle(self, card) -> None:
        """Show whether ``card`` is in the hand (and eaten) on its palette button."""
        style_selected(self.buttons[card], *self._card_state(card))

    def _cards_html(self, cards) -> str:
        """The hand's cards as pictures."""
        from .. import render
        return render.hand_html(cards)

    def _build(self) -> None:
        self.palette = self._palette()
        self.palette.add_class("cardlab-palette")
        self.title = html()
        self.language = language_toggle(self._refresh)
        self.options = {}
        for name, values in self.OPTIONS.items():
            if values == "bool":
                box = W.Checkbox(value=getattr(self.rules, name), indent=False, layout=W.Layout(width="auto"))
            else:
                box = W.Dropdown(options=self._value_options(name), value=getattr(self.rules, name),
                                 style={"description_width": "initial"}, layout=W.Layout(width="auto"))
            box.observe(lambda ch, name=name: self._relabelling or self.set_option(name, ch["new"]), names="value")
            self.options[name] = box
        self.text = W.Text(continuous_update=False, layout=W.Layout(width="340px"))
        self.text.add_class("cardlab-hand-text")
        self.text.observe(lambda ch: self.set_hand(ch["new"]), names="value")
        self.set_button = W.Button(layout=W.Layout(width="auto"))
        self.set_button.on_click(lambda _b: self.set_hand(self.text.value))
        self.clear_button = W.Button(layout=W.Layout(width="auto"), button_style="warning", icon="trash")
        self.clear_button.on_click(lambda _b: self.clear())
        self.message = html(cls="cardlab-error")
        self.hand_view = html(cls="cardlab-hand")
        self.feedback = html(cls="cardlab-feedback")
        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        self.mode_buttons = W.ToggleButtons(options=[(m, m) for m, _code in self.MODES], value=self.mode,
                                            style=W.ToggleButtonsStyle(button_width="170px"))
        self.mode_buttons.add_class(self.MODE_CLASS)
        self.mode_buttons.observe(lambda ch: self._relabelling or self.set_mode(ch["new"]), names="value")
        modes = [self.mode_buttons] if self.MODES and self.MODES_IN_CONTROLS else []
        controls = W.HBox([self.text, self.set_button, self.clear_button] + self._extra_controls() + modes,
                          layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="6px"))
        options = W.HBox(list(self.options.values()), layout=W.Layout(flex_flow="row wrap", grid_gap="18px"))
        self.widget = W.VBox([header, self.palette, controls, options, self.message, self.hand_view,
                              self.feedback])
        self.widget.add_class("cardlab-hand-builder")

    # -- public actions --------------------------------------------------------------------------------
    def _one_card(self, card):
        """The one card ``card`` names, or raises the engine's (or the builder's) message."""
        cards = self._read_hand(card)
        if len(cards) != 1:
            raise NotationError.of("widgets.hb.not_one_card", value=quoted(card))
        return cards[0]

    def toggle(self, card) -> bool:
        """Add ``card`` to the hand, or take it out if it is there. Returns whether the hand changed.

        Adding a card to a full hand, or anything that is not one card (a number, a list, a bad token),
        changes nothing and says so in the widget: it raises nothing for bad input.
        """
        try:
            card = self._one_card(card)
        except CardlabError as exc:
            return self._fail(str(exc))
        if card in self.hand:
            self.hand.remove(card)
            self._hand_removed([card])
        elif len(self.hand) >= self.max_cards:
            return self._fail(t(self.MSG_FULL, max=self.max_cards, card=card))
        else:
            self.hand = sorted(self.hand + [card])
        self.error = ""
        self._refresh(changed=[card])
        return True

    def set_hand(self, cards) -> bool:
        """Replace the hand by ``cards`` (notation such as ``"AS 2S 3S"``, tokens or Cards).

        Input that cannot be read (a bad token, a joker, a card twice, too
        many cards, something that is no cards at all) leaves the hand as it
        was and shows the engine's message in red; returns ``False`` then,
        ``True`` when the hand was set. It raises nothing for bad input.
        """
        try:
            new = self._read_hand(cards)
        except CardlabError as exc:
            return self._fail(str(exc))
        if len(new) > self.max_cards:
            return self._fail(t(self.MSG_TOO_MANY, n=len(new), max=self.max_cards))
        old = set(self.hand)
        self.hand = sorted(new)
        self._hand_removed(old - set(new))
        self.error = ""
        self._refresh(changed=old ^ set(new))
        return True

    def set_mode(self, mode: str) -> bool:
        """What a click on a card does: one of the builder's :attr:`MODES` (Phỏm: ``"add"``, ``"eat"``;
        Chắn: ``"add"``, ``"remove"``; Indian Rummy: ``"add"``, ``"group"``).

        A mode the builder does not have (or anything that is not a mode) changes nothing and says so in the
        widget; returns ``False`` then. It raises nothing for bad input.
        """
        modes = [m for m, _code in self.MODES]
        if mode not in modes:
            return self._fail(t("widgets.hb.bad_mode", value=quoted(mode), modes=", ".join(map(repr, modes))))
        self.mode = mode
        if self.mode_buttons.value != mode:
            self.mode_buttons.value = mode
        return True

    def clear(self) -> None:
        """Empty the hand."""
        old = set(self.hand)
        self.hand = []
        self._hand_removed(old)
        self.error = ""
        self._refresh(changed=old)

    def set_option(self, name: str, value) -> bool:
        """Switch one of the hand's rule options (:attr:`OPTIONS`).

        A name that is no option (or not text) or a value the rules refuse shows the reason and changes
        nothing; returns ``False`` then. It raises nothing for bad input.
        """
        if not isinstance(name, str) or name not in self.OPTIONS:
            return self._fail(t("widgets.hb.not_option", value=quoted(name), options=", ".join(self.OPTIONS)))
        try:
            self.rules = replace(self.rules, **{name: value})
        except CardlabError as exc:
            return self._fail(str(exc))
        if self.options[name].value != value:
            self.options[name].value = value      # its observer calls back here with the same value
        self.error = ""
        self._refresh()
        return True

    # -- reading the result ---------------------------------------------------------------------------------
    @property
    def feedback_html(self) -> str:
        """The feedback panel as HTML (arrangement, verdicts and reasons)."""
        return self.feedback.value

    @property
    def hand_text(self) -> str:
        """The hand in notation (``"AS 2S 3S"``)."""
        return " ".join(str(c) for c in self.hand)

    def _fail(self, text: str) -> bool:
        self.error = t("widgets.bad_input", error=text)
        self.message.value = error_html(self.error)
        return False

    # -- rendering ---------------------------------------------------------------------------------------
    def _refresh(self, changed=None) -> None:
        for c in (self.buttons if changed is None else changed):
            self._restyle(c)
        self._compute()
        self.title.value = (f'<div style="{FONT};font-size:22px;font-weight:700">{escape(t(self.MSG_TITLE))}'
                            f'<div style="font-size:14px;font-weight:400;color:#444">{escape(t(self.MSG_HELP))}'
                            f'</div></div>')
        self.text.placeholder = t("widgets.hb.placeholder")
        self.set_button.description = t("widgets.hb.set")
        self.clear_button.description = t("widgets.hb.clear")
        for name, box in self.options.items():
            box.description = self._option_label(name)
            if isinstance(box, W.Dropdown) and list(box.options) != self._value_options(name):
                # New words reset the value to the first one: keep the rule the learner chose.
                value, self._relabelling = box.value, True
                try:
                    box.options = self._value_options(name)
                    box.value = value
                finally:
                    self._relabelling = False
        modes = [(t(code), m) for m, code in self.MODES]
        if list(self.mode_buttons.options) != modes:
            self._relabelling = True
            try:
                self.mode_buttons.options = modes
                self.mode_buttons.value = self.mode
            finally:
                self._relabelling = False
        self._relabel()
        self.message.value = error_html(self.error)
        self.hand_view.value = self._hand_html()
        self.feedback.value = self._feedback_html()

    def _hand_html(self) -> str:
        head = (f'<div style="{FONT};font-size:16px;font-weight:600;margin:6px 0 2px">'
                f'{escape(t("widgets.hb.your_hand", n=len(self.hand), max=self.max_cards))}</div>')
        if not self.hand:
            return head + (f'<div style="{FONT};font-size:16px;color:#555">'
                           f'{escape(t("widgets.hb.empty", max=self.max_cards))}</div>')
        return head + self._cards_html(self.hand)

    def static_html(self) -> str:
        """The hand and its feedback, without the controls (what an exported notebook shows)."""
        return (f'<div style="{FONT}"><div style="font-size:22px;font-weight:700">{escape(t(self.MSG_TITLE))}'
                f'</div>{self._hand_html()}{self._feedback_html()}</div>')

    def __repr__(self) -> str:
        return f"{type(self).__name__}(hand={self.hand_text!r})"


def __getattr__(name):
    # The Tongits builder and its helpers lived here before the core was shared: old imports keep working.
    if name in ("HandBuilder", "NearMiss", "near_misses", "tied_discards", "rules_or_default", "read_hand",
                "HAND_OPTIONS"):
        from . import tongits
        return getattr(tongits, name)
    raise AttributeError(name)
