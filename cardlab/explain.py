"""Verdicts and reasons: the engine's explanations, in English and Vietnamese.

Every check returns a :class:`Verdict`. ``bool(verdict)`` is the answer,
``verdict.kind`` the classification where there is one, and
``verdict.reasons`` a tuple of :class:`Reason` objects: a stable ``code`` plus
parameters. Reasons become sentences through a message catalogue; each game
module registers its own messages with :func:`register_messages`, so the
catalogue has one entry per code and no module edits another's text.

>>> v = Verdict(False, reasons=[Reason("demo.bad", thing="x")])
>>> bool(v)
False
"""
from __future__ import annotations

import reprlib
import string
from dataclasses import dataclass, field
from typing import Any, Mapping

LANGUAGES = ("en", "vi")
_language = "en"
_catalogue: dict[str, dict[str, str]] = {}


def set_language(language: str) -> None:
    """Choose the language of every explanation: ``"en"`` or ``"vi"``.

    Raises:
        CardlabError: ``explain.no_language`` for a language with no catalogue, quoting it and naming
            the ones there are (see :func:`language_of`).
    """
    global _language
    if language is None:
        raise _no_language(language)
    _language = language_of(language)


def language_of(language: str | None = None) -> str:
    """The language to render in: ``language`` if the catalogue has it, the current one for ``None``.

    Every ``text(language)`` / ``describe(language)`` method and :func:`message` asks this one check, so
    an unknown language is refused the same way everywhere.

    Raises:
        CardlabError: ``explain.no_language`` for anything but ``None``, ``"en"`` or ``"vi"``, quoting it
            and naming the languages there are.
    """
    if language is None:
        return _language
    if isinstance(language, str) and language in LANGUAGES:
        return language
    raise _no_language(language)


def _no_language(language: Any):
    """The error for a language with no catalogue (the error family is imported late: it imports this module)."""
    from .errors import CardlabError

    return CardlabError.of("explain.no_language", value=quoted(language), languages=", ".join(LANGUAGES))


def get_language() -> str:
    """The language explanations are rendered in now."""
    return _language


def register_messages(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add message templates: ``{code: {"en": "...", "vi": "..."}}``.

    Templates use ``str.format`` fields named after the reason's parameters.

    Raises:
        ValueError: if a code is registered twice with different text, or a
            template lacks one of the languages or uses different fields in
            the two languages (so a translation cannot silently drop a fact).
    """
    for code, texts in messages.items():
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(f"message {code!r} lacks {', '.join(missing)}")
        fields = {lang: _fields(texts[lang]) for lang in LANGUAGES}
        if len({frozenset(f) for f in fields.values()}) != 1:
            raise ValueError(f"message {code!r} uses different fields per language: {fields}")
        old = _catalogue.get(code)
        if old is not None and dict(old) != dict(texts):
            raise ValueError(f"message {code!r} is registered twice with different text")
        _catalogue[code] = dict(texts)


def capitalised(messages: Mapping[str, Mapping[str, str]]) -> dict:
    """The same templates, each starting with a capital letter.

    For messages that are whole sentences: verdicts join several of them into a paragraph.
    """
    return {code: {lang: text[:1].upper() + text[1:] for lang, text in texts.items()}
            for code, texts in messages.items()}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def message(code: str, language: str | None = None, **params: Any) -> str:
    """Render one message of the catalogue.

    A whole-number parameter may carry its unit in the template:
    ``{n:card|cards}`` renders ``1 card`` / ``2 cards`` (see :func:`plural`);
    Vietnamese templates write ``{n} lá``, as Vietnamese has no plural.
    A parameter that is itself a :class:`Reason` renders in the same language.

    Raises:
        CardlabError: for a language with no catalogue (see :func:`language_of`). KeyError is never
            raised: an unknown code renders as the code and its parameters, so a missing translation is
            visible, not fatal.
    """
    language = _language if language is None else language_of(language)
    texts = _catalogue.get(code)
    if texts is None:
        args = ", ".join(f"{k}={_show(v, language)}" for k, v in params.items())
        return f"{code}({args})"
    return texts[language].format(**{k: _param(v, language) for k, v in params.items()})


def plural(n: int, singular: str, plural_form: str) -> str:
    """``n`` with its English unit in agreement: ``plural(1, "card", "cards")`` is ``"1 card"``.

    The same rule serves templates through the ``{n:card|cards}`` field form.
    """
    return f"{n} {singular if abs(n) == 1 else plural_form}"


def quoted(value: Any, limit: int = 200) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for quoting a user's input in an error.

    A very long input (a pasted file) would otherwise drown the sentence that explains it.
    """
    text = _short_repr(value, limit)
    return text if len(text) <= limit else text[:limit] + "…"


def _short_repr(value: Any, limit: int) -> str:
    """``repr(value)``, or enough of it to fill ``limit`` characters, whatever the value.

    The quote must never cost more than the error it explains: a list of a million cards is cut
    before its repr is built, a number too long to print is described by its size, and a list nested
    thousands deep (or a ``__repr__`` that fails) falls back to a bounded ``reprlib`` form.
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"<a whole number of about {int(value.bit_length() * 0.30103) + 1} digits>"
    if type(value) in (str, bytes) and len(value) > limit:
        value = value[:limit + 1]  # the cut copy's repr is still longer than the limit, so it ends with "…"
    elif type(value) in (list, tuple) and len(value) > limit:
        value = type(value)(value[:limit])
    try:
        return repr(value)
    except Exception:  # RecursionError, a number past the digit limit, a broken __repr__
        return _BOUNDED_REPR.repr(value)


class _BoundedRepr(reprlib.Repr):
    """``reprlib`` with room for a sentence's quote, shallow enough never to recurse deeply."""

    def __init__(self):
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother, self.maxlong = 4, 200, 200, 200

    def repr_instance(self, x, level):
        try:
            return super().repr_instance(x, level)
        except Exception:
            return f"<{type(x).__name__}>"

    def repr_int(self, x, level):
        if x.bit_length() > 600:
            return f"<a whole number of about {int(x.bit_length() * 0.30103) + 1} digits>"
        return super().repr_int(x, level)


_BOUNDED_REPR = _BoundedRepr()


class _Count(int):
    """A whole-number parameter: ``{n:card|cards}`` renders the number with its unit in agreement."""

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            singular, _, many = spec.partition("|")
            return plural(int(self), singular, many)
        return format(int(self), spec)


class _Text(str):
    """Any other parameter: a ``{x:unit|units}`` field still agrees with a number given as text."""

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            singular, _, many = spec.partition("|")
            return f"{self} {singular if self.strip() in ('1', '-1') else many}"
        return format(str(self), spec)


def _param(value: Any, language: str):
    if isinstance(value, int) and not isinstance(value, bool) and type(value) in (int, _Count):
        return _Count(value)
    return _Text(_show(value, language))


def has_message(code: str) -> bool:
    """True if the catalogue has ``code``."""
    return code in _catalogue


def _show(value: Any, language: str | None = None) -> str:
    """Text of a parameter: cards in their pretty form, lists joined by spaces.

    A value with a ``text(language)`` method (a :class:`Reason`, a seat name) renders in the
    message's language, so a sentence never mixes two languages.
    """
    if isinstance(value, (Reason, Verdict)) or callable(getattr(value, "localized", None)):
        return value.text(language)
    pretty = getattr(value, "pretty", None)
    if isinstance(pretty, str):
        return pretty
    if isinstance(value, (list, tuple, frozenset, set)) and not isinstance(value, str):
        return " ".join(_show(v, language) for v in value)
    return str(value)


def paragraph(sentences) -> str:
    """Sentences (a reason's text has no full stop) as one paragraph: each ends with ".", "!" or "?"."""
    return " ".join(s if s.endswith((".", "!", "?")) else s + "." for s in sentences)


@dataclass(frozen=True)
class Reason:
    """One fact behind a verdict: a stable ``code`` and its parameters.

    ``str(reason)`` renders it in the current language.
    """

    code: str
    params: tuple = ()

    def __init__(self, code: str, **params: Any):
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", tuple(sorted(params.items())))

    def __getitem__(self, name: str) -> Any:
        return dict(self.params)[name]

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)

    def text(self, language: str | None = None) -> str:
        """The sentence for this reason in ``language`` (default: current).

        Raises:
            CardlabError: for a language with no catalogue (see :func:`language_of`).
        """
        return message(self.code, language_of(language), **dict(self.params))

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Reason({self.code!r}{args})"


@dataclass(frozen=True)
class Verdict:
    """The answer to a rules question, with the reasons behind it.

    ``bool(verdict)`` is the answer; ``.kind`` names what was recognised
    (``"set"``, ``"run"``, ``"pure_sequence"``…) or is ``None``; ``.reasons``
    explains; ``.data`` carries extra results of the check (for example the
    meld a chow exposes) and is also reachable as attributes.
    """

    ok: bool
    kind: str | None = None
    reasons: tuple = ()
    data: tuple = field(default=(), compare=False)

    def __init__(self, ok: bool, kind: str | None = None, reasons=(), **data: Any):
        object.__setattr__(self, "ok", bool(ok))
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "reasons", tuple(reasons))
        object.__setattr__(self, "data", tuple(data.items()))

    def __bool__(self) -> bool:
        return self.ok

    def __getattr__(self, name: str) -> Any:
        # Only called when normal lookup fails: expose the extra results.
        for key, value in object.__getattribute__(self, "data"):
            if key == name:
                return value
        raise AttributeError(f"Verdict has no attribute {name!r}")

    @property
    def codes(self) -> tuple[str, ...]:
        """The reason codes, handy in tests and exercise checkers."""
        return tuple(r.code for r in self.reasons)

    def text(self, language: str | None = None) -> str:
        """All reasons as one readable paragraph in ``language``.

        Raises:
            CardlabError: for a language with no catalogue (see :func:`language_of`).
        """
        language = language_of(language)
        sentences = [r.text(language) for r in self.reasons]
        if not sentences:
            yes_no = message("verdict.yes" if self.ok else "verdict.no", language)
            return yes_no
        return paragraph(sentences)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        kind = f", kind={self.kind!r}" if self.kind else ""
        return f"<Verdict {'yes' if self.ok else 'no'}{kind}: {self.text()}>"

    def _repr_html_(self) -> str:
        from . import render

        return render.verdict_html(self)


register_messages({
    "verdict.yes": {"en": "Yes.", "vi": "Đúng."},
    "verdict.no": {"en": "No.", "vi": "Không."},
    "explain.no_language": {"en": "language {value} is not available: expected one of {languages}",
                            "vi": "không có ngôn ngữ {value}: cần một trong {languages}"},
})
