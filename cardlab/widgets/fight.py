"""The Tongits Fight calculator: three players' melds and hands → who wins a Fight, and who pays.

The engine answers every question: :func:`cardlab.tongits.check_meld` (is
each exposed meld a meld), :func:`~cardlab.tongits.deadwood` and
:func:`~cardlab.tongits.arrange` (each hand), :func:`~cardlab.tongits.check_fight`
(may the caller Fight) and :func:`~cardlab.tongits.fight_result` (burned
players, answers, winner, zero-sum payments). The widget only reads the
inputs and renders what comes back.
"""
from __future__ import annotations

import re
from dataclasses import replace
from html import escape

import ipywidgets as W

from .. import render, tongits
from ..cards import Card, Deck, Hand, parse_cards
from ..engine import SeatName
from ..errors import CardlabError, CardTypeError, quoted
from .common import (FONT, OK, BAD, WidgetBase, banner, error_html, html, language_toggle, t)
from .tongits import rules_or_default

NAMES = ("A", "B", "C")

#: The H19 guide's worked example, after A drew K♥ and laid it off on B's kings: A calls Fight.
SEED_EXAMPLE = {
    "A": {"exposed": "9S 10S JS", "hand": "3D 4D"},
    "B": {"exposed": "KS KC KD KH", "hand": "QH 8C"},
    "C": {"exposed": "", "hand": ""},
}
SEED_CALLER = "A"
SEED_RESPONSES = {"B": "fold", "C": "challenge"}

_MELD_SPLIT = re.compile(r"[|;/]")


class FightCalculator(WidgetBase):
    """Who may call Fight (Khiêu chiến), who is burned (Cháy bài), who wins and the payments.

    Each of the three players A, B, C has a text box for the melds they have
    exposed (melds separated by ``|``) and one for the cards still in hand;
    opponents with an exposed meld answer *Challenge* or *Fold*. The H19
    guide's worked example is loaded by default (C burned, B folds, A wins).
    A box that cannot be read (a typo, a card held twice) is flagged in red
    for that player only: the other players' melds and deadwood are still
    computed, and the Fight waits for the correction.

    Drive it from code: :meth:`set_player`, :meth:`set_caller`,
    :meth:`set_response`, :meth:`set_sapawed`, :meth:`load_example`; read
    :attr:`outcome` (the engine's :class:`~cardlab.engine.Outcome` or
    ``None``), :attr:`fight_verdict`, :attr:`errors` (every message),
    :attr:`player_errors` (the messages per player), :attr:`bad_fields`
    (``(player, "exposed" | "hand")`` boxes flagged red), :attr:`deadwood`,
    :attr:`result_html`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``tongits.Rules``.
    """

    def __init__(self, rules=None):
        self.rules = rules_or_default(rules)
        self.outcome = None
        self.fight_verdict = None
        self.errors: list[str] = []
        self.player_errors: dict = {p: [] for p in NAMES}
        self.bad_fields: set = set()
        self.deadwood: dict = {}
        self._build()
        self.load_example()

    # -- construction ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = html()
        self.language = language_toggle(self._refresh)
        self.exposed = {p: W.Text(continuous_update=False, layout=W.Layout(width="300px")) for p in NAMES}
        self.hands = {p: W.Text(continuous_update=False, layout=W.Layout(width="300px")) for p in NAMES}
        self.responses = {p: W.Dropdown(options=[("Challenge", "challenge"), ("Fold", "fold")], value="challenge",
                                        layout=W.Layout(width="190px")) for p in NAMES}
        self.labels = {p: html() for p in NAMES}
        self.answer_notes = {p: html() for p in NAMES}
        for p in NAMES:
            self.exposed[p].add_class(f"cardlab-fight-exposed-{p}")
            self.hands[p].add_class(f"cardlab-fight-hand-{p}")
            for w in (self.exposed[p], self.hands[p], self.responses[p]):
                w.observe(lambda _ch: self._refresh(), names="value")
        self.caller = W.Dropdown(options=list(NAMES), value=SEED_CALLER, layout=W.Layout(width="80px"))
        self.caller_label = html()
        self.sapawed = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.tie = W.Dropdown(options=[("challenger", "challenger"), ("caller", "caller")],
                              value=self.rules.fight_tie_winner, style={"description_width": "initial"},
                              layout=W.Layout(width="auto"))
        self.example_button = W.Button(layout=W.Layout(width="auto"), icon="book")
        self.example_button.on_click(lambda _b: self.load_example())
        for w in (self.caller, self.sapawed):
            w.observe(lambda _ch: self._refresh(), names="value")
        self.tie.observe(lambda ch: self._set_tie(ch["new"]), names="value")
        self.head_exposed, self.head_hand, self.head_answer = html(), html(), html()
        grid = [W.HBox([html('<div style="width:40px"></div>'), self.head_exposed, self.head_hand, self.head_answer])]
        for p in NAMES:
            grid.append(W.HBox([self.labels[p], self.exposed[p], self.hands[p], self.responses[p],
                                self.answer_notes[p]], layout=W.Layout(align_items="center")))
        controls = W.HBox([self.caller_label, self.caller, self.sapawed, self.tie, self.example_button],
                          layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="12px"))
        self.players_view = html(cls="cardlab-fight-players")
        self.result = html(cls="cardlab-fight-result")
        # What a call from code (set_player) could not take: the boxes keep their last good values.
        self.feedback = html(cls="cardlab-fight-feedback")
        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        self.widget = W.VBox([header, *grid, controls, self.feedback, self.players_view, self.result])
        self.widget.add_class("cardlab-fight-calculator")

    # -- public actions --------------------------------------------------------------------------------
    def load_example(self) -> None:
        """Load the H19 guide's worked example: A calls Fight, B folds, C exposed nothing."""
        with self._quiet():
            for p in NAMES:
                self.exposed[p].value = SEED_EXAMPLE[p]["exposed"]
                self.hands[p].value = SEED_EXAMPLE[p]["hand"]
                self.responses[p].value = SEED_RESPONSES.get(p, "challenge")
            self.caller.value = SEED_CALLER
            self.sapawed.value = False
        self._refresh()

    def set_player(self, player: str, exposed=None, hand=None) -> None:
        """Set a player's exposed melds (``"9S 10S JS | KS KC KD"``, or a list of melds) and/or hand.

        A value that is not cards at all (a number, a text longer than any table) is not put in the
        boxes: :attr:`feedback_text` says why and the calculator keeps its last good state. Cards
        that are misspelt go in the box as typed and are flagged there, as when a learner types them.

        Raises:
            CardlabError: for a player other than A, B, C.
        """
        self._check(player)
        try:
            exposed_text = None if exposed is None else _melds_text(exposed)
            hand_text = None if hand is None else _cards_text(hand)
        except CardlabError as exc:
            self.feedback_text = exc.text()
            self.feedback.value = error_html(self.feedback_text)
            return
        self.feedback_text = ""
        self.feedback.value = ""
        with self._quiet():
            if exposed_text is not None:
                self.exposed[player].value = exposed_text
            if hand_text is not None:
                self.hands[player].value = hand_text
        self._refresh()

    feedback_text = ""

    def set_caller(self, player: str) -> None:
        """Who calls Fight. Raises ``CardlabError`` for a player other than A, B, C."""
        self._check(player)
        self.caller.value = player
        self._refresh()

    def set_response(self, player: str, response: str) -> None:
        """``"challenge"`` or ``"fold"`` for an opponent with an exposed meld.

        Raises:
            CardlabError: for another player name or another answer.
        """
        self._check(player)
        if response not in ("challenge", "fold"):
            raise CardlabError.of("widgets.fc.bad_response", value=quoted(response))
        self.responses[player].value = response

    def set_sapawed(self, sapawed: bool) -> None:
        """Whether an opponent sapawed onto the caller's melds since the caller's last turn."""
        self.sapawed.value = bool(sapawed)

    @property
    def result_html(self) -> str:
        """The answer panel as HTML (fight check, burned players, winner, payments)."""
        return self.result.value

    def _check(self, player) -> None:
        if player not in NAMES:
            raise CardlabError.of("widgets.fc.bad_player", value=quoted(player), names=", ".join(NAMES))

    def _set_tie(self, value: str) -> None:
        self.rules = replace(self.rules, fight_tie_winner=value)
        self._refresh()

    class _Quiet:
        def __init__(self, owner):
            self.owner = owner

        def __enter__(self):
            self.owner._muted = True

        def __exit__(self, *exc):
            self.owner._muted = False

    _muted = False

    def _quiet(self):
        # Several inputs change together: compute once, at the end.
        return self._Quiet(self)

    # -- computing and rendering ---------------------------------------------------------------------------
    def _read(self):
        """Parse every box; collect readable errors per player instead of raising."""
        melds, hands = {}, {}
        errors = {p: [] for p in NAMES}
        self.bad_fields = set()
        for p in NAMES:
            who = _who(p)
            try:
                parts = [x for x in _MELD_SPLIT.split(self.exposed[p].value) if x.strip()]
                melds[p] = [list(parse_cards(x)) for x in parts]
            except CardlabError as exc:
                melds[p] = []
                self.bad_fields.add((p, "exposed"))
                errors[p].append(t("widgets.fc.field", player=who, field=t("widgets.fc.exposed"), error=exc.text()))
            try:
                hands[p] = list(parse_cards(self.hands[p].value)) if self.hands[p].value.strip() else []
            except CardlabError as exc:
                hands[p] = None
                self.bad_fields.add((p, "hand"))
                errors[p].append(t("widgets.fc.field", player=who, field=t("widgets.fc.hand"), error=exc.text()))
        # One 52-card deck: a card met a second time is flagged on the player who holds it the second time.
        seen = {}
        for p in NAMES:
            for c in [c for m in melds[p] for c in m] + (hands[p] or []):
                if c in seen:
                    self.bad_fields.add((p, "hand" if c in (hands[p] or []) else "exposed"))
                    errors[p].append(t("widgets.fc.twice", card=c, owner=_who(seen[c])))
                    break
                seen[c] = p
        return melds, hands, errors

    def _refresh(self) -> None:
        if self._muted:
            return
        self._labels()
        melds, hands, errors = self._read()
        verdicts = {p: [] for p in NAMES}
        arrangements = {}
        self.deadwood = {}
        for p in NAMES:
            # Each box that was read is computed, whatever the other boxes hold.
            try:
                verdicts[p] = [tongits.check_meld(m, self.rules) for m in melds[p]]
            except CardlabError as exc:
                verdicts[p] = []
                self.bad_fields.add((p, "exposed"))
                errors[p].append(t("widgets.fc.field", player=_who(p), field=t("widgets.fc.exposed"), error=exc.text()))
            if not all(verdicts[p]):
                self.bad_fields.add((p, "exposed"))
                errors[p].append(t("widgets.fc.bad_meld", player=_who(p)))
            if hands[p] is None:
                continue
            try:
                arrangements[p] = tongits.arrange(hands[p], self.rules)
                self.deadwood[p] = tongits.deadwood(hands[p], self.rules)
            except CardlabError as exc:
                self.bad_fields.add((p, "hand"))
                errors[p].append(t("widgets.fc.field", player=_who(p), field=t("widgets.fc.hand"), error=exc.text()))
        for p in NAMES:
            for field, box in (("exposed", self.exposed[p]), ("hand", self.hands[p])):
                box.layout.border = f"2px solid {BAD}" if (p, field) in self.bad_fields else ""
        self.player_errors = errors
        bad_players = [p for p in NAMES if errors[p]]
        errors = [e for p in NAMES for e in errors[p]]
        self.errors = errors
        counts = {p: len(melds[p]) for p in NAMES}
        caller = self.caller.value
        for p in NAMES:
            answering = p != caller and counts[p] > 0
            self.responses[p].disabled = not answering
            # Only an opponent with an exposed meld answers: the others get a note instead of a choice.
            self.responses[p].layout.visibility = "visible" if answering else "hidden"
            note = ("widgets.fc.caller_row" if p == caller else "" if answering else "widgets.fc.no_answer")
            self.answer_notes[p].value = f'<span style="{FONT};color:#555">{escape(t(note)) if note else ""}</span>'
        self.outcome = None
        self.fight_verdict = None
        parts = []
        if errors:
            parts.extend(error_html(e) for e in errors)
            who = ", ".join(_who(p) for p in bad_players)
            parts.append(banner(None, t("widgets.fc.fix_first", players=who)))
        else:
            self.fight_verdict = tongits.check_fight(counts[caller], self.sapawed.value, self.rules)
            if not self.fight_verdict:
                parts.append(banner(False, t("widgets.fc.cannot_fight", player=_who(caller)),
                                    [r.text() for r in self.fight_verdict.reasons], big=True))
            else:
                parts.append(render.verdict_html(self.fight_verdict))
                responses = {p: self.responses[p].value for p in NAMES if p != caller and counts[p] > 0}
                try:
                    self.outcome = tongits.fight_result(caller, self.deadwood, responses, counts, self.rules,
                                                        order=list(NAMES))
                except CardlabError as exc:
                    parts.append(error_html(exc.text()))
        if self.outcome is not None:
            o = self.outcome
            parts.insert(0, banner(True, t("widgets.fc.winner", player=_who(o.winner)),
                                   big=True))
            if o.burned:
                who = ", ".join(_who(p) for p in o.burned)
                parts.insert(1, banner(False, t("widgets.fc.burned", players=who)))
            parts.append(render.outcome_html(o, _who))
        self.result.value = f'<div style="{FONT}">{"".join(parts)}</div>'
        self.players_view.value = self._players_html(melds, hands, verdicts, arrangements)

    def _labels(self) -> None:
        self.title.value = (f'<div style="{FONT};font-size:22px;font-weight:700">{escape(t("widgets.fc.title"))}'
                            f'<div style="font-size:14px;font-weight:400;color:#444">{escape(t("widgets.fc.help"))}'
                            f'</div></div>')
        head = f'<div style="{FONT};font-weight:600;width:%s">%s</div>'
        self.head_exposed.value = head % ("304px", escape(t("widgets.fc.exposed")))
        self.head_hand.value = head % ("304px", escape(t("widgets.fc.hand")))
        self.head_answer.value = head % ("190px", escape(t("widgets.fc.response")))
        for p in NAMES:
            self.labels[p].value = f'<div style="{FONT};font-size:20px;font-weight:800;width:36px">{p}</div>'
        self.caller_label.value = f'<span style="{FONT};font-weight:600">{escape(t("widgets.fc.caller"))}</span>'
        self.sapawed.description = t("widgets.fc.sapawed")
        self.example_button.description = t("widgets.fc.example")
        self.tie.description = t("widgets.fc.tie")
        ties = [(t("widgets.fc.tie_challenger"), "challenger"), (t("widgets.fc.tie_caller"), "caller")]
        if list(self.tie.options) != ties:
            value = self.tie.value
            with self._quiet():
                self.tie.options = ties
                self.tie.value = value
        opts = [(t("widgets.fc.challenge"), "challenge"), (t("widgets.fc.fold"), "fold")]
        for p in NAMES:
            if list(self.responses[p].options) != opts:
                value = self.responses[p].value
                with self._quiet():
                    self.responses[p].options = opts
                    self.responses[p].value = value

    def _players_html(self, melds, hands, verdicts, arrangements) -> str:
        boxes = []
        for p in NAMES:
            items = []
            for m, v in zip(melds[p], verdicts[p] or [None] * len(melds[p])):
                color = OK if v is None or v else BAD
                kind = render.kind_name(v.kind) if v is not None and v.kind else "✘"
                items.append(f'<div style="display:inline-block;border:2px solid {color};border-radius:8px;'
                             f'padding:2px 5px 5px;margin:0 6px 4px 0;background:{color}0f">'
                             f'<div style="font-size:12px;color:{color};font-weight:600">{escape(kind)}</div>'
                             f'{render.cards_row(m, "meld" if color == OK else "deadwood", 44)}</div>')
                if v is not None and not v:
                    items.append(render.verdict_html(v))
            if p not in arrangements:
                items.append(f'<div style="color:{BAD};font-weight:600">{escape(t("widgets.fc.hand"))}: ?</div>')
            for e in self.player_errors[p]:
                items.append(error_html(e))
            if not melds[p] and not self.player_errors[p]:
                items.append(f'<div style="color:#777;font-style:italic">{escape(t("widgets.tb.no_meld"))}</div>')
            burned = self.outcome is not None and p in self.outcome.burned
            if p in arrangements and not (burned and not hands[p]):
                dw = t("widgets.fc.deadwood", points=self.deadwood[p])
                hand = (render.cards_row(hands[p], None, 44) if hands[p]
                        else f'<i style="color:#777">{escape(t("widgets.no_cards"))}</i>')
                color = OK if self.deadwood[p] == 0 else BAD
                items.append(f'<div style="margin-top:4px">{hand}<div style="font-size:18px;font-weight:700;'
                             f'color:{color}">{escape(dw)}</div></div>')
            ring, badge = "1px solid #ccc", ""
            if self.outcome is not None and p == self.outcome.winner:
                ring = f"3px solid {OK}"
                badge = f' <span style="color:{OK};font-size:16px">✔ {escape(t("widgets.fc.wins_badge"))}</span>'
            elif burned or self.player_errors[p]:
                ring = f"3px solid {BAD}"
                badge = (f' <span style="color:{BAD};font-size:16px">✘ {escape(t("widgets.fc.burned_badge"))}</span>'
                         if burned else "")
            boxes.append(f'<div style="border:{ring};border-radius:10px;padding:6px 10px;min-width:200px;'
                         f'background:#fafafa"><div style="font-size:20px;font-weight:800">'
                         f'{escape(_who(p))}{badge}</div>{"".join(items)}</div>')
        return f'<div style="{FONT};display:flex;flex-wrap:wrap;gap:10px;margin:8px 0">{"".join(boxes)}</div>'

    def static_html(self) -> str:
        """The players' cards and the answer, without the controls."""
        return (f'<div style="{FONT}"><div style="font-size:22px;font-weight:700">{escape(t("widgets.fc.title"))}'
                f'</div>{self.players_view.value}{self.result.value}</div>')

    def __repr__(self) -> str:
        inside = ", ".join(f"{p}=({self.exposed[p].value!r}, {self.hands[p].value!r})" for p in NAMES)
        return f"FightCalculator(caller={self.caller.value!r}, {inside})"


def _who(player) -> str:
    """``Player A`` / ``Người chơi A``."""
    return SeatName(player).localized()


def _melds_text(exposed) -> str:
    """The exposed box's text for ``exposed``: a text, or a list of melds (each a text or cards).

    Raises:
        CardlabError: for anything else, or more cards than a table holds (quoting it, cut short).
    """
    if isinstance(exposed, str):
        return _short(exposed)
    if not isinstance(exposed, (list, tuple)) or len(exposed) > 52:
        raise CardTypeError.of("widgets.fc.exposed_type", value=quoted(exposed))
    return _short(" | ".join(_cards_text(m, "widgets.fc.exposed_type", exposed) for m in exposed))


def _cards_text(cards, code: str = "widgets.fc.hand_type", whole=None) -> str:
    """A box's text for ``cards``: a text, or a list of cards (text or Card)."""
    if isinstance(cards, str):
        return _short(cards)
    if not isinstance(cards, (list, tuple, Hand)) or len(cards) > 52 or not all(
            isinstance(c, (str, Card)) for c in cards):
        raise CardTypeError.of(code, value=quoted(cards if whole is None else whole))
    return _short(" ".join(map(str, cards)))


def _short(text: str) -> str:
    # A 52-card deck fits in a few hundred characters: a longer text would make every refresh slow.
    if len(text) > 1000:
        raise CardlabError.of("cards.too_long", value=quoted(text), n=len(text), maximum=52)
    return text
