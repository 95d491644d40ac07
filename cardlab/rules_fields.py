"""Checked ``Rules`` fields: one helper that every game's ``Rules`` dataclass uses.

Each field declares what it accepts next to its default::

    @rules_class
    @dataclass(frozen=True)
    class Rules:
        turn_direction: str = option("clockwise", Choice("clockwise", "counterclockwise"))
        ace_points: int = option(1, Whole(0, CARD_POINTS))

:func:`rules_class` then

* checks every field on construction (and so in :func:`dataclasses.replace`), in the order they
  are declared, before the class's own ``__post_init__`` (which keeps the checks that tie several
  fields together); a class with a field that declares no check is refused when it is defined;
* refuses an unknown keyword (a misspelt option) with :class:`~cardlab.errors.InvalidRulesError`
  listing the accepted names and, where one is close, “did you mean …”, instead of Python's own
  ``TypeError``.

Every refusal is one :class:`~cardlab.errors.InvalidRulesError` naming the field, quoting the value
(cut short, whatever its size) and saying what the field accepts, in English and Vietnamese, in at
most :data:`MESSAGE_LIMIT` characters. Bounds are generous (no real house rule comes near them)
but finite, so that a mistyped 5,000-digit number stops here, not in a later message or payment.
"""
from __future__ import annotations

import difflib
import functools
from dataclasses import MISSING, field, fields
from typing import Any, Mapping

from .errors import InvalidRulesError
from .explain import LANGUAGES, Reason, message, quoted

__all__ = ["AMOUNT", "CARD_POINTS", "MESSAGE_LIMIT", "Check", "Flag", "Choice", "Whole", "Optional", "WholeTuple",
           "Table", "option", "rules_class", "UnknownRulesOptionError"]

#: The most a stake, a payment, a multiple or a penalty may be (in points or in bets).
AMOUNT = 10 ** 6
#: The most one card may be worth.
CARD_POINTS = 1000
#: The longest message a refused option gives (in any language).
MESSAGE_LIMIT = 500
_NAME_QUOTE = 40      # characters of a refused value shown in a message about a name


class UnknownRulesOptionError(InvalidRulesError, TypeError):
    """A ``Rules(...)`` call with an option the rules do not have, or given twice.

    An :class:`~cardlab.errors.InvalidRulesError`; also a ``TypeError``, as Python's own error for
    an unexpected keyword is, so code that caught that one still catches this one.
    """


def _refuse(name: str, value: Any, expected: Reason) -> InvalidRulesError:
    return InvalidRulesError.of("error.rules.value", name=name, value=quoted(value), expected=expected)


class Check:
    """What one field accepts: ``check(name, value)`` returns the value to keep or raises.

    Raises:
        InvalidRulesError: ``error.rules.value`` naming the field, quoting the value and saying
            what it accepts (:meth:`expected`).
    """

    def expected(self) -> Reason:
        raise NotImplementedError

    def accept(self, value: Any) -> Any:
        """The value to keep, or :data:`_REFUSED`."""
        raise NotImplementedError

    def __call__(self, name: str, value: Any) -> Any:
        kept = self.accept(value)
        if kept is _REFUSED:
            raise _refuse(name, value, self.expected())
        return kept


_REFUSED = object()


class Flag(Check):
    """``True`` or ``False`` (not 0/1, not a string)."""

    def expected(self) -> Reason:
        return Reason("rules.expect.flag")

    def accept(self, value):
        return value if value is True or value is False else _REFUSED


class Choice(Check):
    """One of a few values, usually strings (listed in the message in the order given).

    A value must be of its option's type (a string for a string, never True for 1 or 1.0 for 1).
    """

    def __init__(self, *values):
        self.values = tuple(values)

    def expected(self) -> Reason:
        return Reason("rules.expect.choice", allowed=", ".join(map(repr, self.values)))

    def accept(self, value):
        for allowed in self.values:
            if (type(value) is type(allowed) or isinstance(value, str) and isinstance(allowed, str)) and value == allowed:
                return allowed          # the plain value, even for a str subclass
        return _REFUSED


class Whole(Check):
    """A whole number (an ``int``, never a ``bool``, a float or a complex) in ``minimum..maximum``."""

    def __init__(self, minimum: int, maximum: int | None):
        self.minimum, self.maximum = minimum, maximum

    def expected(self) -> Reason:
        if self.maximum is None:
            return Reason("rules.expect.whole_min", minimum=str(self.minimum))
        return Reason("rules.expect.whole", minimum=str(self.minimum), maximum=str(self.maximum))

    def accept(self, value):
        if not isinstance(value, int) or isinstance(value, bool):
            return _REFUSED
        value = int(value)              # an int subclass (an IntEnum) keeps only its number
        if value < self.minimum or (self.maximum is not None and value > self.maximum):
            return _REFUSED
        return value


class Optional(Check):
    """``None`` or what ``check`` accepts."""

    def __init__(self, check: Check):
        self.check = check

    def expected(self) -> Reason:
        return Reason("rules.expect.optional", expected=self.check.expected())

    def accept(self, value):
        return None if value is None else self.check.accept(value)


class WholeTuple(Check):
    """``size`` whole numbers in ``minimum..maximum``, as a tuple or a list (JSON gives lists); kept as a tuple.

    ``example`` (such as ``"(1, 2, 3)"``) is shown in the message.
    """

    def __init__(self, size: int, minimum: int, maximum: int, example: str):
        self.size, self.item, self.example = size, Whole(minimum, maximum), example

    def expected(self) -> Reason:
        return Reason("rules.expect.whole_tuple", n=self.size, minimum=str(self.item.minimum),
                      maximum=str(self.item.maximum), example=self.example)

    def accept(self, value):
        if not isinstance(value, (tuple, list)) or len(value) != self.size:
            return _REFUSED
        kept = tuple(self.item.accept(v) for v in value)
        return _REFUSED if any(v is _REFUSED for v in kept) else kept


class Table(Check):
    """A mapping from some of ``keys`` (strings) to values ``check`` accepts; kept as a plain dict.

    The first bad key or value is named in the message (``bonus_values['tom']=…``).
    """

    def __init__(self, keys, check: Check, example: str):
        self.keys, self.check, self.example = tuple(keys), check, example

    def expected(self) -> Reason:
        return Reason("rules.expect.table", example=self.example, n=len(self.keys))

    def __call__(self, name: str, value: Any) -> Any:
        if not isinstance(value, Mapping) or len(value) > len(self.keys):
            raise _refuse(name, value, self.expected())
        kept = {}
        for key, item in value.items():
            if not isinstance(key, str) or key not in self.keys:
                raise InvalidRulesError.of("error.rules.key", name=name, value=quoted(key),
                                           allowed=", ".join(self.keys))
            kept[key] = self.check(f"{name}[{key!r}]", item)
        return kept


def option(default: Any = MISSING, check: Check | None = None, **kwargs: Any):
    """A ``Rules`` field with its default and its :class:`Check` (other ``dataclasses.field`` arguments pass on).

    Raises:
        TypeError: without a check (a programming error in cardlab, met when the class is defined).
    """
    if check is None:
        raise TypeError("option() needs a check")
    return field(default=default, metadata={"check": check}, **kwargs)


def _game_name(cls: type) -> str:
    """``tongits.Rules`` for ``cardlab.tongits.rules.Rules``."""
    parts = cls.__module__.split(".")
    return f"{parts[1] if len(parts) > 2 else parts[-1]}.{cls.__qualname__}"


def rules_class(cls: type) -> type:
    """Give a frozen ``Rules`` dataclass its field checks and its error for an unknown option.

    Put it above ``@dataclass(frozen=True)``. Every field must be declared with :func:`option`
    (what it accepts); the class's own ``__post_init__``, if any, runs after the field checks,
    for the checks that tie fields together. Equality, hashing, pickling, copying and
    :func:`dataclasses.replace` are the dataclass's own.

    Raises (when the class is defined):
        TypeError: for a field with no check.
    """
    checks = []
    for f in fields(cls):
        check = f.metadata.get("check")
        if not isinstance(check, Check):
            raise TypeError(f"{cls.__qualname__}.{f.name} declares no check: declare it with option(default, check)")
        checks.append((f.name, check))
    names = tuple(f.name for f in fields(cls) if f.init)
    known = frozenset(names)
    game = _game_name(cls)
    # The dataclass's __init__ calls __post_init__ only if the class had one when it was made.
    own_post_init = getattr(cls, "__post_init__", None)
    init = cls.__init__

    def __post_init__(self):
        for name, check in checks:
            value = getattr(self, name)
            kept = check(name, value)
            if kept is not value:
                object.__setattr__(self, name, kept)
        if own_post_init is not None:
            own_post_init(self)

    @functools.wraps(init)
    def __init__(self, *args, **kwargs):
        if (kwargs and not known.issuperset(kwargs)) or (args and (
                len(args) > len(names) or any(n in kwargs for n in names[:len(args)]))):
            raise _call_error(game, names, args, kwargs)
        init(self, *args, **kwargs)
        if own_post_init is None:
            self.__post_init__()

    __post_init__.__qualname__ = f"{cls.__qualname__}.__post_init__"
    __post_init__.__doc__ = "Check every field (see the class docstring); raises InvalidRulesError."
    cls.__post_init__ = __post_init__
    cls.__init__ = __init__
    return cls


def _call_error(game: str, names: tuple, args: tuple, kwargs: dict) -> InvalidRulesError:
    """The error for a call that does not fit the fields: an unknown name, too many values in order, a name twice."""
    unknown = [k for k in kwargs if k not in names]
    if unknown:
        name = unknown[0]
        near = difflib.get_close_matches(name, names, n=1) if len(name) <= 100 else []
        guess = Reason("rules.did_you_mean", name=repr(near[0])) if near else ""
        return _fitted("error.rules.unknown", names, rules=game, value=quoted(name, _NAME_QUOTE), guess=guess)
    if len(args) > len(names):
        return UnknownRulesOptionError.of("error.rules.positional", rules=game, maximum=len(names), n=len(args),
                                          first=names[0])
    twice = next(n for n in names[:len(args)] if n in kwargs)
    return UnknownRulesOptionError.of("error.rules.twice", rules=game, value=repr(twice))


def _fitted(code: str, names: tuple, **params) -> InvalidRulesError:
    """``code`` with ``accepted`` listing ``names`` within the message limit in every language.

    Comma-separated if that fits, else space-separated (Tongits has 24 options), else cut short
    with “…” (only a long misspelling next to a long suggestion needs that).
    """
    def fits(accepted: str) -> bool:
        return all(len(message(code, language, accepted=accepted, **params)) <= MESSAGE_LIMIT
                   for language in LANGUAGES)

    candidates = [", ".join(names), " ".join(names)]
    candidates += [" ".join(names[:shown]) + " …" for shown in range(len(names) - 1, 0, -1)]
    accepted = next((c for c in candidates if fits(c)), candidates[-1])
    return UnknownRulesOptionError.of(code, accepted=accepted, **params)
