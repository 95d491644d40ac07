"""The Tongits hand builder: click cards, see the best arrangement and why.

Every answer comes from the engine: :func:`cardlab.tongits.arrange` (the
exact best arrangement), :func:`cardlab.tongits.deadwood` (which applies the
``concealed_melds_count_as_deadwood`` option), :func:`cardlab.tongits.check_meld`
on each meld and each near miss, :meth:`Arrangement.best_discard` (and
``arrange`` of each 12 cards kept, to name every discard that ties), and
:func:`cardlab.melds.enumerate_melds` to find which cards would complete a
near miss. The widget only wires the controls and renders.
"""
from __future__ import annotations

from dataclasses import replace
from html import escape

import ipywidgets as W

from .. import render, tongits
from ..cards import STANDARD_52, Card, Suit, parse_cards
from itertools import combinations

from ..errors import CardlabError, InvalidRulesError, NotationError, quoted
from ..melds import enumerate_melds
from .common import (FONT, OK, BAD, WidgetBase, banner, card_button, error_html, html, language_toggle,
                     style_selected, t)

#: Verdicts on three deadwood cards that make them a near miss although no single card completes them:
#: consecutive ranks in mixed suits (6♠ 7♦ 8♣) and Q-K-A while the Ace is low.
_NEAR_CODES = ("meld.run_suits_differ", "meld.run_ace_high")

#: The Tongits options that change how a hand is counted (the others concern play).
HAND_OPTIONS = ("ace_high_in_runs", "concealed_melds_count_as_deadwood")

_PALETTE = [[c for c in STANDARD_52 if c.suit is s] for s in Suit]


def rules_or_default(rules) -> "tongits.Rules":
    """``rules``, or ``tongits.Rules()`` for ``None``.

    Raises:
        InvalidRulesError: for anything that is not ``tongits.Rules``.
    """
    if rules is None:
        return tongits.Rules()
    if not isinstance(rules, tongits.Rules):
        raise InvalidRulesError.of("error.rules_type", value=quoted(rules), expected="tongits.Rules")
    return rules


def read_hand(cards, rules) -> list:
    """Cards in any notation, checked by the engine (no jokers, each card once in one deck).

    Raises:
        NotationError / CardTypeError: quoting what could not be read.
    """
    if isinstance(cards, str) and not cards.strip():
        return []
    if isinstance(cards, (list, tuple)) and not cards:
        return []
    hand = list(parse_cards(cards))
    tongits.arrange(hand, rules)      # the engine refuses jokers and repeated cards, quoting them
    return hand


class HandBuilder(WidgetBase):
    """Build a Tongits hand by clicking cards; the best arrangement and its reasons update live.

    ``rules``: a :class:`cardlab.tongits.Rules` (default ``Rules()``);
    ``hand``: the starting cards (any notation :func:`cardlab.parse_cards`
    accepts). A hand holds at most ``rules.first_player_cards`` (13) cards.

    Drive it from code (tests, notebooks): :meth:`set_hand`, :meth:`toggle`,
    :meth:`clear`, :meth:`set_option`; read :attr:`hand`,
    :attr:`arrangement`, :attr:`deadwood`, :attr:`feedback_html`,
    :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``tongits.Rules``.
        NotationError / CardTypeError: for a starting ``hand`` that cannot be read.
    """

    def __init__(self, rules=None, hand=None):
        self.rules = rules_or_default(rules)
        self.hand: list[Card] = []
        self.error = ""
        self.arrangement = None
        self.deadwood = 0
        self.best_discard = None
        self.best_discards: list[Card] = []
        self.near_misses: list = []
        self.buttons: dict[Card, W.Button] = {}
        if hand is not None:
            cards = read_hand(hand, self.rules)
            if len(cards) > self.max_cards:
                raise CardlabError.of("widgets.hb.hand_too_big", value=quoted(hand), n=len(cards), max=self.max_cards)
            self.hand = sorted(cards)
        self._build()
        self._refresh()

    @property
    def max_cards(self) -> int:
        return self.rules.first_player_cards

    # -- construction --------------------------------------------------------------------------------
    def _build(self) -> None:
        rows = []
        for suit_cards in _PALETTE:
            row = []
            for c in suit_cards:
                b = card_button(c, c in self.hand)
                b.on_click(lambda _b, card=c: self.toggle(card))
                self.buttons[c] = b
                row.append(b)
            rows.append(W.HBox(row, layout=W.Layout(flex_flow="row nowrap")))
        self.palette = W.VBox(rows)
        self.palette.add_class("cardlab-palette")
        self.title = html()
        self.language = language_toggle(self._refresh)
        self.options = {name: W.Checkbox(value=getattr(self.rules, name), indent=False,
                                         layout=W.Layout(width="auto"))
                        for name in HAND_OPTIONS}
        for name, box in self.options.items():
            box.observe(lambda ch, name=name: self.set_option(name, ch["new"]), names="value")
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
        header = W.HBox([self.title, self.language], layout=W.Layout(justify_content="space-between",
                                                                     align_items="center"))
        controls = W.HBox([self.text, self.set_button, self.clear_button],
                          layout=W.Layout(align_items="center", flex_flow="row wrap"))
        options = W.HBox(list(self.options.values()), layout=W.Layout(flex_flow="row wrap", grid_gap="18px"))
        self.widget = W.VBox([header, self.palette, controls, options, self.message, self.hand_view,
                              self.feedback])
        self.widget.add_class("cardlab-hand-builder")

    # -- public actions --------------------------------------------------------------------------------
    def toggle(self, card) -> bool:
        """Add ``card`` to the hand, or take it out if it is there. Returns whether the hand changed.

        Adding a card to a full hand (``first_player_cards``) changes nothing
        and says so in the widget.
        """
        try:
            cards = read_hand(card, self.rules)
            if len(cards) != 1:
                raise NotationError.of("widgets.hb.not_one_card", value=quoted(card))
        except CardlabError as exc:
            return self._fail(str(exc))
        card = cards[0]
        if card in self.hand:
            self.hand.remove(card)
        elif len(self.hand) >= self.max_cards:
            return self._fail(t("widgets.hb.full", max=self.max_cards, card=card))
        else:
            self.hand = sorted(self.hand + [card])
        self.error = ""
        self._refresh(changed=[card])
        return True

    def set_hand(self, cards) -> bool:
        """Replace the hand by ``cards`` (notation such as ``"AS 2S 3S"``, tokens or Cards).

        Input that cannot be read (a bad token, a joker, a card twice, too
        many cards) leaves the hand as it was and shows the engine's message
        in red; returns ``False`` then, ``True`` when the hand was set.
        """
        try:
            new = read_hand(cards, self.rules)
        except CardlabError as exc:
            return self._fail(str(exc))
        if len(new) > self.max_cards:
            return self._fail(t("widgets.hb.too_many", n=len(new), max=self.max_cards))
        old = set(self.hand)
        self.hand = sorted(new)
        self.error = ""
        self._refresh(changed=old ^ set(new))
        return True

    def clear(self) -> None:
        """Empty the hand."""
        old = set(self.hand)
        self.hand = []
        self.error = ""
        self._refresh(changed=old)

    def set_option(self, name: str, value) -> bool:
        """Switch one of the hand's rule options (``ace_high_in_runs``, ``concealed_melds_count_as_deadwood``).

        A value the rules refuse shows the reason and changes nothing.
        """
        if name not in HAND_OPTIONS:
            return self._fail(t("widgets.hb.not_option", value=quoted(name), options=", ".join(HAND_OPTIONS)))
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
        chosen = set(self.hand)
        for c in (self.buttons if changed is None else changed):
            style_selected(self.buttons[c], c in chosen)
        self._compute()
        self.title.value = (f'<div style="{FONT};font-size:22px;font-weight:700">{escape(t("widgets.hb.title"))}'
                            f'<div style="font-size:14px;font-weight:400;color:#444">{escape(t("widgets.hb.help"))}'
                            f'</div></div>')
        self.text.placeholder = t("widgets.hb.placeholder")
        self.set_button.description = t("widgets.hb.set")
        self.clear_button.description = t("widgets.hb.clear")
        self.options["ace_high_in_runs"].description = t("widgets.hb.opt_ace_high")
        self.options["concealed_melds_count_as_deadwood"].description = t("widgets.hb.opt_concealed")
        self.message.value = error_html(self.error)
        self.hand_view.value = self._hand_html()
        self.feedback.value = self._feedback_html()

    def _compute(self) -> None:
        """Ask the engine: arrangement, deadwood (with the options), best discard of a full hand."""
        self.arrangement = tongits.arrange(self.hand, self.rules)
        self.deadwood = tongits.deadwood(self.hand, self.rules)
        self.best_discard = self.arrangement.best_discard() if len(self.hand) == self.max_cards else None
        self.best_discards = tied_discards(self.hand, self.rules) if self.best_discard is not None else []
        self.near_misses = near_misses(self.hand, self.arrangement, self.rules)

    def _hand_html(self) -> str:
        head = (f'<div style="{FONT};font-size:16px;font-weight:600;margin:6px 0 2px">'
                f'{escape(t("widgets.hb.your_hand", n=len(self.hand), max=self.max_cards))}</div>')
        if not self.hand:
            return head + f'<div style="{FONT};font-size:16px;color:#555">{escape(t("widgets.hb.empty", max=self.max_cards))}</div>'
        return head + render.hand_html(self.hand)

    def _feedback_html(self) -> str:
        if not self.hand:
            return ""
        a = self.arrangement
        color = OK if self.deadwood == 0 else BAD
        headline = (f'<div style="{FONT};font-size:28px;font-weight:800;color:{color};margin:6px 0">'
                    f'{escape(t("widgets.hb.headline", points=self.deadwood, melds=len(a.melds)))}</div>')
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

    def static_html(self) -> str:
        """The hand and its feedback, without the controls (what an exported notebook shows)."""
        return (f'<div style="{FONT}"><div style="font-size:22px;font-weight:700">{escape(t("widgets.hb.title"))}'
                f'</div>{self._hand_html()}{self._feedback_html()}</div>')

    def __repr__(self) -> str:
        return f"HandBuilder(hand={self.hand_text!r})"


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
