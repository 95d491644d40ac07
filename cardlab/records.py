"""Game records checked before they are replayed: one small schema shared by the four games.

A record is the JSON of ``State.to_json()``: ``{"game", "seed", "rules", "players", "actions"}``
plus what a game adds (Tongits' ``first_player`` or ``position``, Phỏm's ``first_player``, a set-up
Chắn ``deal``). :func:`read_record` parses the text and checks every field's shape, so a record
that was edited by hand, cut short or made by another program is refused with one sentence naming
the field, before any card is dealt. Whether the moves are *legal* is left to the replay itself.

The checker is a few lines of our own rather than the ``jsonschema`` package: the schema is small,
and the messages must come from the catalogue in both languages.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable

from .errors import CardlabError
from .explain import Reason, quoted, register_messages
from .inputs import check_whole_number, read_json

SEED_LIMIT = 2 ** 63
"""Seeds are whole numbers ``0 <= seed < SEED_LIMIT``: every seed can be saved and read back."""

MAX_RECORD_CHARS = 10_000_000
"""A record longer than this is not one hand's record (a hand has at most a few thousand moves)."""

MAX_RECORD_DEPTH = 20
"""Lists and objects in a record nest at most this deep (a hand's record nests 5 deep, a session's 6)."""

MAX_CARDS_IN_FIELD = 320  # as cards.MAX_CARDS: a list of cards in a record is a hand, a pile or a deal
MAX_TEXT = 200  # the longest text a record holds: an action's printed form


# ---------------------------------------------------------------------------
# Field shapes: each returns None when the value fits, else the Reason saying what was expected.

def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value):
    return None if _is_int(value) and abs(value) < SEED_LIMIT else Reason("record.expected.whole_number")


def seed(value):
    return None if _is_int(value) and 0 <= value < SEED_LIMIT else Reason("record.expected.seed")


def text(value):
    return None if isinstance(value, str) and len(value) <= MAX_TEXT else Reason("record.expected.text")


def card_list(value):
    ok = (isinstance(value, list) and len(value) <= MAX_CARDS_IN_FIELD
          and all(isinstance(c, str) and len(c) <= 12 for c in value))
    return None if ok else Reason("record.expected.card_list")


def obj(value):
    return None if isinstance(value, dict) else Reason("record.expected.object")


def listing(value):
    return None if isinstance(value, list) else Reason("record.expected.list")


def target(value):
    """An action's target: nothing, a number, a word, or a short list of those (one level of lists inside)."""
    def plain(v, depth):
        if v is None or _is_int(v) or (isinstance(v, str) and len(v) <= MAX_TEXT):
            return True
        return isinstance(v, list) and depth < 2 and len(v) <= MAX_CARDS_IN_FIELD and all(plain(x, depth + 1) for x in v)
    return None if plain(value, 0) else Reason("record.expected.target")


def optional(check: Callable) -> Callable:
    """``check``, with ``null`` also accepted."""
    def maybe(value):
        return None if value is None else check(value)
    return maybe


def card_lists(value):
    if not isinstance(value, list) or len(value) > 16:
        return Reason("record.expected.hands")
    return next((Reason("record.expected.hands") for h in value if card_list(h) is not None), None)


ACTION = {"kind": (True, text), "cards": (False, card_list), "target": (False, target),
          "player": (False, optional(whole_number)), "text": (False, text)}
"""An action: ``kind`` is required; the rest may be left out (``Action.from_dict`` fills them in)."""

RECORD = {"game": (True, text), "seed": (True, optional(seed)), "rules": (False, obj),
          "players": (False, optional(whole_number)), "actions": (True, listing)}
"""The fields every game's record has (``seed`` is ``null`` for a deal set up by hand)."""

FIRST_PLAYER = {"first_player": (False, whole_number)}
POSITION = {"position": (False, obj)}
DEAL = {"deal": (False, obj)}
CHAN_FIELDS = {"dealer": (False, optional(whole_number)), "previous_winner": (False, optional(whole_number))}
DEAL_FIELDS = {"dealer": (True, whole_number), "hands": (True, card_lists), "stock": (True, card_list),
               "last_dealt": (False, optional(text))}


def check_fields(data: dict, schema: dict, game: str, where: str = "", code: str = "error.bad_record") -> None:
    """Refuse ``data`` unless every field of ``schema`` fits: ``{name: (required, check)}``.

    Fields the schema does not name are left alone (a newer cardlab may add some). ``code``: the
    message framing the refusal (``error.session.bad_record`` for a session's record).

    Raises:
        CardlabError: ``code``, naming the first field that is missing or of the wrong shape.
    """
    # The fields that are there first: a wrong value says more than a missing field.
    for name, (required, check) in schema.items():
        label = f"{where}{name}"
        if name not in data:
            continue
        expected = check(data[name])
        if expected is not None:
            raise CardlabError.of(code, game=game,
                                  detail=Reason("error.record_field", name=label, value=quoted(data[name], 80),
                                                expected=expected))
    for name, (required, _check) in schema.items():
        if required and name not in data:
            raise CardlabError.of(code, game=game,
                                  detail=Reason("error.record_missing", name=f"{where}{name}"))


def read_record(text_, game: str, rules_class: type, extra: dict | None = None) -> dict:
    """The record ``text_`` of ``game`` as a dict whose every field has the right shape.

    ``rules_class``: the game's ``Rules`` (a record may only name its options); ``extra``: the
    fields this game adds to :data:`RECORD`. The actions are checked one by one against
    :data:`ACTION`. Option *values* are left to ``Rules`` and moves to the replay.

    ``text_`` is ``str`` or UTF-8 ``bytes``, read by :func:`cardlab.inputs.read_json`.

    Raises:
        CardlabError: ``error.not_a_record`` for input that is not JSON text (not UTF-8, longer than
            :data:`MAX_RECORD_CHARS`, nested deeper than :data:`MAX_RECORD_DEPTH`, or holding a number
            of more digits than a 64-bit one or NaN), ``error.wrong_record`` for another game's
            record, ``error.bad_record`` naming the field that is missing or malformed.
    """
    data = read_json(text_, "error.not_a_record", max_chars=MAX_RECORD_CHARS, max_depth=MAX_RECORD_DEPTH)
    if not isinstance(data, dict) or data.get("game") != game:
        raise CardlabError.of("error.wrong_record", game=game,
                              found=quoted(data.get("game") if isinstance(data, dict) else None, 60))
    check_fields(data, {**RECORD, **(extra or {})}, game)
    unknown = unknown_rules(data.get("rules", {}), rules_class)
    if unknown is not None:
        raise CardlabError.of("error.bad_record", game=game, detail=unknown)
    for i, item in enumerate(data["actions"]):
        if not isinstance(item, dict):
            raise CardlabError.of("error.bad_record", game=game,
                                  detail=Reason("error.record_action", value=quoted(item, 60),
                                                detail=Reason("record.expected.action")))
        check_fields(item, ACTION, game, f"actions[{i}].")
    if "deal" in (extra or {}) and data.get("deal") is not None:
        check_fields(data["deal"], DEAL_FIELDS, game, "deal.")
    return data


def unknown_rules(rules: dict, rules_class: type) -> Reason | None:
    """``None`` if every name in a record's ``rules`` is an option of ``rules_class``.

    Otherwise the Reason naming the others, quoted and cut short (a record may name thousands).
    """
    unknown = set(rules) - {f.name for f in fields(rules_class)}
    return None if not unknown else Reason("error.record_unknown_rules", names=quoted(sorted(unknown), 80))


def rules_of(data: dict, rules_class: type):
    """The record's ``Rules`` (its options were checked by :func:`read_record`; their values by ``Rules``)."""
    return rules_class(**data.get("rules", {}))


def check_seed(value: Any, name: str = "seed") -> int:
    """``value`` if it is a seed a game can be dealt from and saved with: a whole number ``0 <= seed < 2**63``.

    Raises:
        CardlabError: ``input.whole_number_for``, quoting the value (see
            :func:`cardlab.inputs.check_whole_number`).
    """
    return check_whole_number(name, value, 0, SEED_LIMIT - 1, Reason("input.what.seed"))


register_messages({
    "error.record_missing": {"en": "it has no {name}", "vi": "bản ghi không có {name}"},
    "error.record_field": {"en": "{name}={value}: expected {expected}", "vi": "{name}={value}: cần {expected}"},
    "record.expected.whole_number": {"en": "a whole number", "vi": "một số nguyên"},
    "record.expected.seed": {"en": "a whole number from 0 to 2**63 - 1", "vi": "một số nguyên từ 0 đến 2**63 - 1"},
    "record.expected.text": {"en": "a short text", "vi": "một chuỗi ngắn"},
    "record.expected.card_list": {
        "en": "a list of cards written as text, such as [\"AS\", \"10H\"]",
        "vi": "một danh sách lá bài viết dạng chuỗi, như [\"AS\", \"10H\"]"},
    "record.expected.hands": {
        "en": "a list of hands, each a list of cards written as text",
        "vi": "một danh sách bài trên tay, mỗi bài là danh sách lá bài dạng chuỗi"},
    "record.expected.object": {"en": "an object {{...}}", "vi": "một đối tượng {{...}}"},
    "record.expected.list": {"en": "a list [...]", "vi": "một danh sách [...]"},
    "record.expected.target": {
        "en": "null, a number, a word or a short list of those",
        "vi": "null, một số, một từ hoặc một danh sách ngắn các giá trị đó"},
    "record.expected.action": {
        "en": "an object {{\"kind\": ..., \"cards\": [...], ...}}",
        "vi": "một đối tượng {{\"kind\": ..., \"cards\": [...], ...}}"},
})
