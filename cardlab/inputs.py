"""What a user hands the package, checked once: JSON text read safely, whole numbers bounded.

Every reader of a record, a session or a replay parses its text with :func:`read_json`, and every
seed, hand number, count or move limit a user gives goes through :func:`check_whole_number`, so a
new reader or a new argument inherits the same limits and the same kind of error:

* :func:`read_json` takes ``str`` or ``bytes`` and refuses, with one :class:`~cardlab.errors.CardlabError`
  quoting the input, text that is too long, bytes that are not UTF-8, lists or objects nested more
  than a few levels (counted before parsing, so no ``RecursionError``), whole numbers with more digits
  than a 64-bit number has (refused before Python converts them: no "exceeds the limit for integer
  string conversion"), ``NaN`` / ``Infinity`` / ``1e999``, and anything else that is not JSON.
* :func:`check_whole_number` refuses ``True``, ``1.0``, ``"7"`` and numbers out of range, saying what
  the number is for and the range expected; the quote of a 5,000-digit number stays short.

Notebooks are read with it too, with a notebook's sizes (:func:`cardlab.exercises.answers.read_notebook`).
"""
from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

from .errors import CardlabError
from .explain import Reason, quoted

__all__ = ["read_json", "check_whole_number", "is_whole_number", "number_text", "MAX_JSON_CHARS",
           "MAX_JSON_DEPTH", "MAX_JSON_DIGITS"]

MAX_JSON_CHARS = 10_000_000
"""The longest text :func:`read_json` reads by default (a hand's record is a few kilobytes)."""

MAX_JSON_DEPTH = 20
"""How deep lists and objects may nest by default (a session record nests 6 deep)."""

MAX_JSON_DIGITS = 19
"""The most digits a whole number in the JSON may have: every 64-bit number fits (2**63 has 19)."""

# The depth count works on the UTF-8 bytes (no byte of a multi-byte character is ASCII): escapes
# dropped, then everything but brackets and quotes, then what is between quotes; each step at C speed.
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_OTHER_BYTES = bytes(b for b in range(256) if b not in b'[]{}"')
_QUOTED = re.compile(rb'"[^"]*(?:"|\Z)')
_OPEN_CLOSE = bytes.maketrans(b"{}", b"[]")
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


class _Refused(ValueError):
    """A value the parser met that :func:`read_json` refuses; ``reason`` says why."""

    def __init__(self, reason: Reason):
        super().__init__(str(reason))
        self.reason = reason


def read_json(text: Any, code: str = "input.not_json", *, max_chars: int = MAX_JSON_CHARS,
              max_depth: int = MAX_JSON_DEPTH, max_digits: int = MAX_JSON_DIGITS, quote: int = 60,
              **params: Any) -> Any:
    """The value of the JSON ``text`` (``str``, or ``bytes`` / ``bytearray`` in UTF-8), read within limits.

    ``code``: the catalogue message of the error, with fields ``{text}`` (the input, quoted, cut to
    ``quote`` characters) and ``{detail}`` (what is wrong), plus ``params``; e.g. ``error.not_a_record``
    frames the detail as "… is not a game record: expected the JSON of State.to_json() (…)".

    Limits: at most ``max_chars`` characters (bytes are measured before and after decoding), lists and
    objects nested at most ``max_depth`` deep (counted before parsing), whole numbers of at most
    ``max_digits`` digits (refused before conversion), no ``NaN``, ``Infinity`` or float that
    overflows to infinity. A UTF-8 byte-order mark at the start of bytes is skipped.

    Raises:
        CardlabError: ``code``, for input that is not text, not UTF-8, too long, nested too deep,
            holds a number out of bounds, or is not JSON; the detail says which.
    """
    def refuse(detail) -> CardlabError:
        return CardlabError.of(code, text=quoted(text, quote), detail=detail, **params)

    if isinstance(text, (bytes, bytearray)):
        # Four bytes at most per character: a longer input cannot fit, and is not decoded at all.
        if len(text) > 4 * max_chars:
            raise refuse(Reason("input.json.too_many_bytes", n=len(text), maximum=max_chars))
        try:
            source = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise refuse(Reason("input.json.not_utf8", byte=f"0x{text[error.start]:02x}",
                                position=error.start)) from None
    elif isinstance(text, str):
        source = text
    else:
        raise refuse(Reason("input.json.not_text", type=type(text).__name__))
    if len(source) > max_chars:
        raise refuse(Reason("input.json.too_long", n=len(source), maximum=max_chars))
    if _too_deep(source, max_depth):
        raise refuse(Reason("input.json.too_deep", maximum=max_depth))
    try:
        return json.loads(source, parse_int=lambda digits: _whole(digits, max_digits),
                          parse_float=_finite, parse_constant=_no_constant)
    except _Refused as error:
        raise refuse(error.reason) from None
    except json.JSONDecodeError as error:
        raise refuse(Reason("input.json.syntax", line=error.lineno, column=error.colno, problem=error.msg)) from None
    except RecursionError:
        # Not reached through the depth count above; kept for a caller already deep in its own stack.
        raise refuse(Reason("input.json.too_deep", maximum=max_depth)) from None


def _too_deep(source: str, max_depth: int) -> bool:
    """Whether lists and objects in ``source`` nest more than ``max_depth`` deep (brackets in strings not counted).

    Without recursion and about linear in the text's length. For text that is not JSON, the depth
    is the most brackets open at once: what the parser would have recursed into.
    """
    if source.count("[") + source.count("{") <= max_depth:
        return False
    data = source.encode("utf-8", "surrogatepass")
    if b"\\" in data:
        data = _ESCAPE.sub(b"", data)        # an escaped quote does not end a string
    # Two quotes in a row enclose no bracket (or end one string and open the next): dropping them keeps
    # every other quote paired as before. Strings with brackets in them are few, and cut out last.
    brackets = data.translate(None, _OTHER_BYTES).replace(b'""', b"")
    if b'"' in brackets:
        brackets = _QUOTED.sub(b"", brackets)
    # Quick answer: each round takes away the innermost pairs (one level: replace does not look again
    # at the pairs it makes); nesting within the bound leaves nothing. Objects count as lists here.
    rest = brackets.translate(_OPEN_CLOSE)
    for _ in range(max_depth):
        shorter = rest.replace(b"[]", b"")
        if len(shorter) == len(rest):
            break
        rest = shorter
    if not rest:
        return False
    # Something is left (deeper nesting, or brackets that do not pair up): count exactly.
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > max_depth


def _whole(digits: str, max_digits: int) -> int:
    """A JSON whole number, refused before conversion when it has more than ``max_digits`` digits."""
    n = len(digits) - digits.startswith("-")
    if n > max_digits:
        raise _Refused(Reason("input.json.long_number", n=n, maximum=max_digits))
    return int(digits)


def _finite(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value):
        raise _Refused(Reason("input.json.not_finite", value=quoted(digits, 40)))
    return value


def _no_constant(name: str):
    raise _Refused(Reason("input.json.not_finite", value=name))


# ---------------------------------------------------------------------------
# Whole numbers

def is_whole_number(value: Any, minimum: int, maximum: int) -> bool:
    """True if ``value`` is an ``int`` (not a ``bool``) with ``minimum <= value <= maximum``."""
    return isinstance(value, int) and not isinstance(value, bool) and minimum <= value <= maximum


def check_whole_number(name: str, value: Any, minimum: int, maximum: int, what: Reason | None = None,
                       error: type = CardlabError) -> int:
    """``value`` if it is a whole number from ``minimum`` to ``maximum``: the one check of a number a user gives.

    ``name``: the argument as the user wrote it (``"seed"``, ``"k"``); ``what``: what the number is
    for, said in the message (a :class:`~cardlab.explain.Reason`, e.g. ``Reason("input.what.seed")``);
    ``error``: the :class:`~cardlab.errors.CardlabError` subclass to raise. ``bool`` and numbers of
    another type (``1.0``, ``"7"``) are refused, not converted.

    Raises:
        CardlabError: (or ``error``) ``input.whole_number`` / ``input.whole_number_for``, quoting
            the value (cut short, also for a number of thousands of digits) and naming the range.
    """
    if is_whole_number(value, minimum, maximum):
        return value
    bounds = {"name": name, "value": quoted(value, 60), "minimum": number_text(minimum),
              "maximum": number_text(maximum)}
    if what is None:
        raise error.of("input.whole_number", **bounds)
    raise error.of("input.whole_number_for", what=what, **bounds)


def number_text(n: int) -> str:
    """``n`` as a message shows a bound: ``2**63 - 1`` rather than nineteen digits."""
    if n >= 2 ** 32 and (n + 1) & n == 0:
        return f"2**{(n + 1).bit_length() - 1} - 1"
    if n >= 2 ** 32 and n & (n - 1) == 0:
        return f"2**{n.bit_length() - 1}"
    return str(n)
