"""Pure functions that turn engine objects into HTML with inline SVG cards.

Nothing here imports Jupyter: each function returns a string, which
``_repr_html_`` methods and widgets display. Cards are drawn large enough to
read on a projector: rank and suit in the corner and a big suit in the
middle, red suits red, jokers distinct. Melds are framed in green, deadwood
in red, so the verdict is visible at a glance.
"""
from __future__ import annotations

import base64
import re
from html import escape
from typing import Iterable

RED = "#c62828"
BLACK = "#1b1b1b"
OK = "#2e7d32"
BAD = "#c62828"
INFO = "#1565c0"
CARD_W, CARD_H = 56, 80

_CSS = ("font-family:system-ui,-apple-system,'Segoe UI',sans-serif;"
        "display:inline-flex;flex-wrap:wrap;gap:10px;align-items:flex-end")
MIN_WIDTH, MAX_WIDTH = 8, 1000  # a card's width in pixels


# -- reading the input ------------------------------------------------------------------------------------------
# Every function here takes cards as the calculators do (Cards, or notation such as "AS 2S 3S") and refuses
# anything else with a cardlab error quoting it (imports are late: nothing here is needed to import cardlab).
def _card(card):
    """A French card: a Card as it is, a token such as ``"10H"`` read (NotationError / CardTypeError otherwise)."""
    from .cards import Card

    return card if card.__class__ is Card else Card.parse(card)


def _cards(cards) -> list:
    """French cards: Cards, or anything :func:`~cardlab.cards.parse_cards` reads (``"AS 2S 3S"``)."""
    from .cards import parse_cards

    if isinstance(cards, str) and not cards.strip():
        return []  # no cards: an empty row
    return parse_cards(cards, _as_hand=False)


def _width(width) -> int:
    if width.__class__ is not int or not MIN_WIDTH <= width <= MAX_WIDTH:
        from .errors import CardlabError
        from .explain import quoted

        raise CardlabError.of("error.int_range", name="width", value=quoted(width), minimum=str(MIN_WIDTH),
                              maximum=str(MAX_WIDTH))
    return width


def _marked(marked):
    if marked is not None and marked not in ("meld", "deadwood"):
        from .errors import CardlabError
        from .explain import quoted

        raise CardlabError.of("error.option", name="marked", value=quoted(marked), allowed="None, 'meld', 'deadwood'")
    return marked


def _expected(name: str, value, expected: str) -> Exception:
    """The error for ``value`` given as ``name`` where ``expected`` (a catalogue code ``expect.*``) was wanted."""
    from .errors import CardTypeError
    from .explain import Reason, quoted

    return CardTypeError.of("error.expected_type", name=name, value=quoted(value), expected=Reason(expected))


def _text(name: str, value) -> str:
    if not isinstance(value, str):
        raise _expected(name=name, value=value, expected="expect.text")
    return value


def card_svg(card, width: int = CARD_W, marked: str | None = None) -> str:
    """One card as an inline SVG element.

    ``card``: a Card or its notation (``"10H"``). ``marked``: ``"meld"`` or ``"deadwood"`` tints the border;
    ``None`` draws a plain card. A printed joker shows ``JOKER`` and a star.

    Raises:
        NotationError / CardTypeError: for a card that cannot be read; CardlabError for a ``width`` that is not a
            whole number from 8 to 1000 or another ``marked``.
    """
    card, width, marked = _card(card), _width(width), _marked(marked)
    h = round(width * CARD_H / CARD_W)
    border = {"meld": OK, "deadwood": BAD}.get(marked, "#555")
    stroke = 2.5 if marked else 1.2
    label = escape(card.pretty)
    if getattr(card, "is_joker", False):
        body = (f'<text x="50%" y="42%" text-anchor="middle" font-size="{width * 0.42:.0f}" fill="#6a1b9a">★</text>'
                f'<text x="50%" y="80%" text-anchor="middle" font-size="{width * 0.2:.0f}" font-weight="700" '
                f'fill="#6a1b9a" letter-spacing="0.5">JOKER</text>')
    else:
        color = RED if card.is_red else BLACK
        rank = escape(card.rank.symbol)
        suit = escape(card.suit.symbol)
        body = (f'<text x="6" y="{width * 0.36:.0f}" font-size="{width * 0.34:.0f}" font-weight="700" fill="{color}">{rank}</text>'
                f'<text x="6" y="{width * 0.64:.0f}" font-size="{width * 0.3:.0f}" fill="{color}">{suit}</text>'
                f'<text x="{width * 0.62:.0f}" y="{h * 0.86:.0f}" text-anchor="middle" font-size="{width * 0.56:.0f}" fill="{color}">{suit}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {width} {h}" '
            f'role="img" aria-label="{label}" style="vertical-align:bottom">'
            f'<title>{label}</title>'
            f'<rect x="1" y="1" width="{width - 2}" height="{h - 2}" rx="6" fill="white" stroke="{border}" stroke-width="{stroke}"/>'
            f'{body}</svg>')


_LABEL = re.compile(r'aria-label="([^"]*)"')
_FONT = "system-ui,-apple-system,'Segoe UI',DejaVu Sans,sans-serif"


def svg_img(svg: str) -> str:
    """An SVG as ``<img src="data:image/svg+xml;base64,…">``, its label as ``alt`` text.

    JupyterLab sanitises the HTML outputs of a notebook that has not been run
    in this browser (an untrusted notebook, such as a fresh clone of the
    course) and drops inline ``<svg>``; images with data URIs survive, so
    committed notebooks show their cards before anyone runs them.

    Raises:
        CardTypeError: for an ``svg`` that is not text.
    """
    if not isinstance(svg, str):
        raise _expected(name="svg", value=svg, expected="expect.svg")
    label = _LABEL.search(svg)
    alt = label.group(1) if label else "card"
    # An image does not inherit the page's font: name one, or ranks come out in a serif face.
    svg = svg.replace("<svg ", f'<svg font-family="{_FONT}" ', 1)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img alt="{alt}" title="{alt}" style="vertical-align:bottom" src="data:image/svg+xml;base64,{data}">'


def cards_row(cards: Iterable, marked: str | None = None, width: int = CARD_W) -> str:
    """Cards side by side, slightly overlapping like a hand held in the fingers.

    ``cards``: Cards, or notation as the calculators take it (``"AS 2S 3S"``).

    Raises:
        NotationError / CardTypeError: for cards that cannot be read; CardlabError for a ``width`` that is not a
            whole number from 8 to 1000 or another ``marked``.
    """
    cards, width, marked = _cards(cards), _width(width), _marked(marked)
    svgs = [svg_img(card_svg(c, width, marked)) for c in cards]
    inner = "".join(f'<span style="margin-right:-{width // 6}px">{s}</span>' for s in svgs)
    return f'<span style="display:inline-flex;padding-right:{width // 6}px">{inner}</span>'


def _group(title: str, cards: Iterable, marked: str | None, color: str) -> str:
    return (f'<div style="display:inline-block;border:2px solid {color};border-radius:8px;padding:4px 6px 6px;'
            f'background:{color}0f"><div style="font-size:12px;color:{color};font-weight:600;margin-bottom:3px">'
            f'{escape(title)}</div>{cards_row(cards, marked)}</div>')


def card_html(card) -> str:
    """A single card (a Card or its notation, ``"10H"``; NotationError / CardTypeError otherwise)."""
    return f'<div style="{_CSS}">{svg_img(card_svg(card))}</div>'


def hand_html(cards) -> str:
    """A hand as a row of cards, with its notation underneath for copying.

    ``cards``: Cards, or notation as the calculators take it (``"AS 2S 3S"``; a blank string is no cards).

    Raises:
        NotationError / CardTypeError: for cards that cannot be read.
    """
    cards = _cards(cards)
    if not cards:
        return '<div style="font-style:italic;color:#555">(no cards)</div>'
    text = escape(" ".join(str(c) for c in cards))
    return (f'<div style="{_CSS};flex-direction:column;align-items:flex-start">{cards_row(cards)}'
            f'<code style="font-size:12px;color:#444">{text}</code></div>')


def arrangement_html(arrangement, title: str = "") -> str:
    """Melds framed in green, deadwood framed in red, and the points in words.

    Raises:
        CardTypeError: for something that is not an arrangement (``tongits.arrange(...)``), or a title that is
            not text.
    """
    from .arrange import Arrangement
    from .explain import message

    if not isinstance(arrangement, Arrangement):
        raise _expected(name="arrangement", value=arrangement, expected="expect.arrangement")
    title = _text("title", title)

    groups = [_group(message("render.meld", kind=kind_name(m.kind)), m.cards, "meld", OK) for m in arrangement.melds]
    if arrangement.deadwood:
        groups.append(_group(message("render.deadwood", points=arrangement.points), arrangement.deadwood,
                             "deadwood", BAD))
    summary = message("render.summary", melds=len(arrangement.melds), points=arrangement.points)
    head = f'<div style="font-weight:600;margin-bottom:4px">{escape(title)}</div>' if title else ""
    return (f'<div style="font-family:system-ui,-apple-system,\'Segoe UI\',sans-serif">{head}'
            f'<div style="{_CSS}">{"".join(groups)}</div>'
            f'<div style="margin-top:6px;font-size:15px"><b>{escape(summary)}</b></div></div>')


def banner(ok: bool | None, title: str = "", items: Iterable[str] = (), big: bool = False) -> str:
    """A coloured banner: ✔ green (``ok``), ✘ red (not ``ok``), ➜ blue (``ok=None``, advice), then sentences.

    The one shape every yes/no answer takes on screen, so a class sees the
    answer from the back of the room before reading the reasons.

    Raises:
        CardTypeError: for a title or an item that is not text.
    """
    title = _text("title", "" if title is None else title)
    items = [items] if isinstance(items, str) else list(items) if not isinstance(items, (bytes, dict)) else None
    if items is None or not all(isinstance(i, str) for i in items):
        raise _expected(name="items", value=items, expected="expect.texts")
    color, mark = (OK, "✔") if ok else (INFO, "➜") if ok is None else (BAD, "✘")
    lis = "".join(f"<li>{escape(i)}</li>" for i in items)
    body = f'<ul style="margin:4px 0 0 18px;padding:0">{lis}</ul>' if lis else ""
    size = 24 if big else 16
    head = f' <b style="font-size:{size}px;color:{color}">{escape(title)}</b>' if title else ""
    return (f'<div style="border-left:6px solid {color};background:{color}14;padding:6px 10px;margin:4px 0;'
            f'font-family:system-ui,-apple-system,\'Segoe UI\',sans-serif;font-size:15px">'
            f'<b style="color:{color};font-size:{size + 4}px">{mark}</b>{head}{body}</div>')


def verdict_html(verdict) -> str:
    """A verdict as a banner: ✔ or ✘, what was recognised (``kind``), then the reasons.

    Raises:
        CardTypeError: for something that is not a :class:`~cardlab.explain.Verdict`.
    """
    from .explain import Verdict

    if not isinstance(verdict, Verdict):
        raise _expected(name="verdict", value=verdict, expected="expect.verdict")
    kind = kind_name(verdict.kind) if verdict.kind else ""
    return banner(verdict.ok, kind, [r.text() for r in verdict.reasons])


def outcome_html(outcome, name=None) -> str:
    """An ending: winner, ranking and zero-sum payments as a small table.

    ``name``: how a player is written (``name(0)`` → "Player 0 (you)"); the
    default writes the player as the outcome holds it (a seat number).

    Raises:
        CardTypeError: for something that is not an :class:`~cardlab.engine.Outcome`, or a ``name`` that is not
            a function.
    """
    from .engine import Outcome
    from .explain import message

    if not isinstance(outcome, Outcome):
        raise _expected(name="outcome", value=outcome, expected="expect.outcome")
    if name is not None and not callable(name):
        raise _expected(name="name", value=name, expected="expect.names")
    name = name or str
    rows = "".join(
        f'<tr><td style="padding:2px 10px">{escape(name(p))}</td>'
        f'<td style="padding:2px 10px;text-align:right;color:{OK if v > 0 else BAD if v < 0 else "#333"}">{v:+g}</td></tr>'
        for p, v in outcome.payments.items())
    reasons = "".join(f"<li>{escape(r.text())}</li>" for r in outcome.reasons)
    winner = message("render.winner", winner=name(outcome.winner)) if outcome.winner is not None else message("render.no_winner")
    return (f'<div style="font-family:system-ui,sans-serif;font-size:15px"><b>{escape(winner)}</b>'
            f'<ul style="margin:4px 0 4px 18px;padding:0">{reasons}</ul>'
            f'<table style="border-collapse:collapse">{rows}</table></div>')


def _register():
    from .explain import register_messages

    register_messages({
        "render.meld": {"en": "{kind}", "vi": "{kind}"},
        "render.deadwood": {"en": "deadwood · {points}", "vi": "bài rác · {points}"},
        "render.summary": {"en": "{melds:meld|melds}, deadwood {points}", "vi": "{melds} phỏm, bài rác {points} điểm"},
        "render.winner": {"en": "Winner: {winner}", "vi": "Thắng: {winner}"},
        "render.no_winner": {"en": "No winner", "vi": "Không ai thắng"},
    })


_register()


def kind_name(kind: str) -> str:
    """A meld kind in the current language (``"run"`` → "sảnh"); a kind with no message keeps its name.

    Raises:
        CardTypeError: for a kind that is not text.
    """
    from .explain import has_message, message

    kind = _text("kind", kind)

    code = f"render.kind.{kind}"
    return message(code) if has_message(code) else kind.replace("_", " ")


def _register_kinds():
    from .explain import register_messages

    # The words of the glossary: a set is a "bộ", a run a "sảnh".
    register_messages({
        "render.kind.set": {"en": "set", "vi": "bộ"},
        "render.kind.run": {"en": "run", "vi": "sảnh"},
        "render.kind.fight": {"en": "Fight", "vi": "Khiêu chiến"},
    })


_register_kinds()


# ---------------------------------------------------------------------------
# Chắn long cards (section owned by the Chắn module; appended, nothing above
# is changed). Tall narrow cards: Chinese numeral and suit at the top, the
# short notation in the middle, the Vietnamese name at the bottom; red cards
# have red characters and a red band.
# ---------------------------------------------------------------------------
LONG_W, LONG_H = 40, 116


def long_card_svg(card, width: int = LONG_W, labels: bool = True) -> str:
    """One Chắn card (a ``chan.ChanCard``) as a tall inline SVG.

    The characters stand one above the other as on the real cards; the
    Vietnamese name is split over two lines so it stays legible at 40 px.
    ``labels=False`` leaves out the notation and the name (and the name in
    the picture's accessible label), as the printed card has them not: for
    a question that asks to read the characters.

    ``card``: a ChanCard or its name or code, as ``chan.parse_card`` reads it.

    Raises:
        NotationError / CardTypeError: for a card that cannot be read; CardlabError for a ``width`` that is not a
            whole number from 8 to 1000.
    """
    from .chan.cards import ChanCard, parse_card

    card = card if card.__class__ is ChanCard else parse_card(card)
    width = _width(width)
    h = round(width * LONG_H / LONG_W)
    color = RED if card.is_red else BLACK
    chars = list(card.chinese)
    words = card.name.split(" ") if labels else []
    label = escape(f"{card.name} ({card.chinese}, {card})" if labels else card.chinese)
    big = width * 0.55
    body = "".join(
        f'<text x="50%" y="{width * 0.62 + i * big * 1.08:.0f}" text-anchor="middle" font-size="{big:.0f}" '
        f'font-family="\'Noto Serif CJK SC\',\'Songti SC\',\'SimSun\',serif" fill="{color}">{escape(ch)}</text>'
        for i, ch in enumerate(chars))
    code_y = width * 0.62 + len(chars) * big * 1.08 + width * 0.05
    if labels:
        body += (f'<text x="50%" y="{code_y:.0f}" text-anchor="middle" font-size="{width * 0.26:.0f}" '
                 f'font-weight="700" fill="{color}">{escape(str(card))}</text>')
    small = width * 0.25
    for i, word in enumerate(words):
        body += (f'<text x="50%" y="{h - 8 - (len(words) - 1 - i) * small * 1.15:.0f}" text-anchor="middle" '
                 f'font-size="{small:.0f}" fill="{color}">{escape(word)}</text>')
    band = (f'<rect x="3" y="3" width="{width - 6}" height="5" rx="2" fill="{RED}"/>' if card.is_red else "")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {width} {h}" '
            f'role="img" aria-label="{label}" style="vertical-align:bottom">'
            f'<title>{label}</title>'
            f'<rect x="1" y="1" width="{width - 2}" height="{h - 2}" rx="5" fill="#fffdf5" stroke="#555" '
            f'stroke-width="1.2"/>{band}{body}</svg>')


def long_cards_html(cards, labels: bool = True) -> str:
    """Chắn cards side by side, with their notation underneath for copying (``labels=False``: the
    characters alone, no notation or name).

    ``cards``: ChanCards, or what ``chan.parse_cards`` reads (an empty string is no cards).

    Raises:
        NotationError / CardTypeError: for cards that cannot be read.
    """
    from .chan.cards import parse_cards as parse_chan_cards

    cards = [] if isinstance(cards, str) and not cards.strip() else parse_chan_cards(cards, _as_hand=False)
    if not cards:
        return '<div style="font-style:italic;color:#555">(no cards)</div>'
    row = "".join(f'<span style="margin-right:2px">{svg_img(long_card_svg(c, labels=labels))}</span>'
                  for c in cards)
    if not labels:
        return f'<div style="{_CSS}"><span style="display:inline-flex;gap:2px">{row}</span></div>'
    text = escape(" ".join(str(c) for c in cards))
    return (f'<div style="{_CSS};flex-direction:column;align-items:flex-start">'
            f'<span style="display:inline-flex;flex-wrap:wrap;gap:2px">{row}</span>'
            f'<code style="font-size:12px;color:#444">{text}</code></div>')
