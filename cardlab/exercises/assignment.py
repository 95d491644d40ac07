"""An assignment: the exercise set a teacher handed out, to whom, and with which deal.

The grader reads everything it judges from here — the game, the rules, the
questions and each learner's deal — and never from a learner's notebook.
:mod:`cardlab.exercises.handout` writes one, next to the learners' notebooks
(``assignment.json``); with no assignment, the grader reads the same facts
from the published exercise notebook's setup cell (:func:`from_notebook`).

A set is stored as its recipe, not its cards: the game, the options of its
``Rules`` that differ from the defaults, the question kinds (or ``None`` for
the game's whole set) and, for a question a teacher built on chosen cards,
the keyword arguments it was built with. :meth:`Assignment.exercise_set`
deals it again for any deal number, exactly as the learner's notebook did.

The file is plain JSON, read with limits (size, nesting, whole numbers) and
checked field by field: a bad file is refused with a :class:`CardlabError`
that names the field, never half-read.
"""
from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
import json
import random
import re
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from ..errors import CardlabError
from .answers import AST_LOCK, cell_source

#: game -> (exercise module, set function, game module holding ``Rules``)
GAMES = {
    "tongits": ("cardlab.exercises.tongits", "tongits_set", "cardlab.tongits"),
    "phom": ("cardlab.exercises.phom", "phom_set", "cardlab.phom"),
    "indian_rummy": ("cardlab.exercises.indian_rummy", "indian_rummy_set", "cardlab.indian_rummy"),
    "chan": ("cardlab.exercises.chan", "chan_set", "cardlab.chan"),
}
LANGUAGES = ("en", "vi")
FORMAT = 1
MAX_BYTES = 5_000_000          # an assignment of thousands of learners is far smaller
MAX_DEAL = 10 ** 9             # deal numbers are drawn below this; larger ones are refused


def _module(game: str, which: int):
    return importlib.import_module(GAMES[game][which])


def check_game(game) -> str:
    """``game`` if it is one of the four games' names.

    Raises:
        CardlabError: quoting ``game`` and listing the names.
    """
    if not isinstance(game, str) or game not in GAMES:
        raise CardlabError(f"game={_quote(game)}: expected one of {', '.join(GAMES)}")
    return game


def check_deal(deal) -> int:
    """``deal`` if it is a deal number: a whole number from 0 to 10**9.

    Raises:
        CardlabError: quoting ``deal``.
    """
    if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal <= MAX_DEAL:
        raise CardlabError(f"deal={_quote(deal)}: expected a whole number from 0 to {MAX_DEAL}")
    return deal


def _quote(value, limit: int = 60) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 30:
        return f"<a number of about {value.bit_length() * 30103 // 100000 + 1} digits>"
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


# ---------------------------------------------------------------------------
# Rules and questions as plain values


def rules_options(rules) -> dict:
    """The options of a ``Rules`` that differ from the game's defaults, as plain JSON values."""
    from ..engine import rules_to_dict
    mine, default = rules_to_dict(rules), rules_to_dict(type(rules)())
    return {k: v for k, v in mine.items() if v != default[k]}


def rules_from_options(game: str, options) -> Any:
    """The game's ``Rules`` with ``options`` laid over the defaults.

    Raises:
        InvalidRulesError / CardlabError: for an unknown option or a value the game refuses.
    """
    rules_class = _module(game, 2).Rules
    if not isinstance(options, dict):
        raise CardlabError(f"rules={_quote(options)}: expected an object of {game}.Rules options")
    known = {f.name for f in fields(rules_class)}
    unknown = sorted(set(options) - known)
    if unknown:
        raise CardlabError(f"rules option {_quote(unknown[0])} is not a {game}.Rules option: expected one of "
                           f"{', '.join(sorted(known))}")
    try:
        return rules_class(**options)
    except CardlabError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        raise CardlabError(f"rules={_quote(options)} cannot make {game}.Rules: {str(error)[:160]}") from None


def _plain(value):
    """A question's given value as JSON: cards as their notation, tuples as lists."""
    from ..cards import Card
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, Card) or type(value).__name__ == "ChanCard":
        return str(value)
    if isinstance(value, (tuple, list)):
        if value and all(isinstance(v, Card) or type(v).__name__ == "ChanCard" for v in value):
            return " ".join(str(v) for v in value)
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    raise CardlabError(f"a value of type {type(value).__name__} cannot be saved in an assignment")


def question_spec(question, game: str) -> dict:
    """How an assignment stores one question: its kind, and the cards a teacher chose (if any).

    A dealt question is ``{"kind": key}``; a question built on chosen cards
    also has ``"given"``, the keyword arguments it is rebuilt with. The
    rebuilt question is compared with the original (prompt and expected
    answer), so a question that cannot be stored faithfully is refused.

    Raises:
        CardlabError: for a question whose chosen cards cannot be stored.
    """
    cls = type(question)
    if not getattr(question, "chosen", False):
        return {"kind": cls.key}
    params = [p.name for p in inspect.signature(cls.__init__).parameters.values() if p.kind == p.KEYWORD_ONLY]
    given = {}
    for name in params:
        value = getattr(question, name, None)
        if value is None or value == () or value == []:
            continue
        given[name] = _plain(value)
    spec = {"kind": cls.key, "given": given}
    rebuilt = _question_from_spec(game, spec, question.number, question.rules, 0)
    if rebuilt.prompt() != question.prompt() or repr(rebuilt.expected) != repr(question.expected):
        raise CardlabError(f"question {question.number} ({cls.__name__}) cannot be stored in an assignment: "
                           f"rebuilt from {_quote(given, 200)} it asks something else")
    return spec


def _question_from_spec(game: str, spec, number: int, rules, deal: int):
    module = _module(game, 0)
    kinds = {cls.key: cls for cls in module.QUESTIONS}
    if not isinstance(spec, dict) or spec.get("kind") not in kinds:
        raise CardlabError(f"question {number}: {_quote(spec)} is not a {game} question: expected "
                           f"{{'kind': one of {', '.join(kinds)}}}")
    cls = kinds[spec["kind"]]
    given = spec.get("given")
    if given is None:
        return cls(number, rules, random.Random(f"cardlab-{game}-{deal}-{cls.key}-{number}"))
    if not isinstance(given, dict):
        raise CardlabError(f"question {number}: given={_quote(given)}: expected the chosen cards as an object")
    try:
        return cls(number, rules, None, **given)
    except CardlabError:
        raise
    except TypeError as error:
        raise CardlabError(f"question {number}: {cls.__name__} cannot be built from {_quote(given, 120)}: "
                           f"{str(error)[:120]}") from None


# ---------------------------------------------------------------------------
# The assignment


@dataclass(frozen=True)
class Learner:
    """One learner of the roster and the deal they were handed (``file``: their hand-out's name)."""

    learner: str
    deal: int
    id: str = ""
    email: str = ""
    file: str = ""


@dataclass(frozen=True)
class Assignment:
    """An exercise set as handed out: game, rules, questions, language, and each learner's deal.

    ``questions`` is ``None`` for the game's whole set, else a list of
    :func:`question_spec` entries. ``deal`` is the deal for a learner not
    on the roster (the published notebook's). ``hints`` / ``solutions``
    False switch those off in the learners' notebooks.
    """

    game: str
    name: str
    deal: int = 0
    questions: Any = None
    rules: dict = field(default_factory=dict)
    language: str = "en"
    var: str = "ex"
    rules_name: str = "rules"
    hints: bool = True
    solutions: bool = True
    title: str = ""
    learners: tuple = ()

    def __post_init__(self):
        check_game(self.game)
        check_deal(self.deal)
        if self.language not in LANGUAGES:
            raise CardlabError(f"language={_quote(self.language)}: expected one of {', '.join(LANGUAGES)}")
        for name in ("var", "rules_name"):
            value = getattr(self, name)
            if not isinstance(value, str) or not value.isidentifier():
                raise CardlabError(f"{name}={_quote(value)}: expected the name of a Python variable, such as 'ex'")
        for name in ("hints", "solutions"):
            if not isinstance(getattr(self, name), bool):
                raise CardlabError(f"{name}={_quote(getattr(self, name))}: expected true or false")
        if not isinstance(self.name, str) or not isinstance(self.title, str):
            raise CardlabError(f"name={_quote(self.name)}: expected a short text")
        if self.questions is not None and not isinstance(self.questions, (list, tuple)):
            raise CardlabError(f"questions={_quote(self.questions)}: expected a list of questions, or null")
        seen = set()
        for learner in self.learners:
            if not isinstance(learner, Learner):
                raise CardlabError(f"learner {_quote(learner)}: expected a Learner")
            check_deal(learner.deal)
            if learner.learner in seen:
                raise CardlabError(f"learner {_quote(learner.learner)} appears twice in the roster")
            seen.add(learner.learner)

    # -- the set ----------------------------------------------------------------
    def rules_object(self):
        """The game's ``Rules`` of this assignment."""
        return rules_from_options(self.game, self.rules)

    def exercise_set(self, deal: int | None = None):
        """The questions dealt for ``deal`` (default: the assignment's own deal), as the learner's notebook has them.

        Raises:
            CardlabError: for a deal that is not a deal number, or a stored question that cannot be rebuilt.
        """
        deal = self.deal if deal is None else check_deal(deal)
        module = _module(self.game, 0)
        rules = self.rules_object()
        make = getattr(module, GAMES[self.game][1])
        if self.questions is None:
            return make(seed=deal, rules=rules, name=self.name, var=self.var, hints=self.hints,
                        solutions=self.solutions)
        built = [_question_from_spec(self.game, spec, n, rules, deal) for n, spec in enumerate(self.questions, 1)]
        return make(seed=deal, rules=rules, questions=built, name=self.name, var=self.var, hints=self.hints,
                    solutions=self.solutions)

    def learner(self, name: str) -> Learner | None:
        """The roster's entry for ``name`` (exact, then ignoring case and spaces), or None."""
        for entry in self.learners:
            if entry.learner == name:
                return entry
        key = "".join(str(name).lower().split())
        for entry in self.learners:
            if "".join(entry.learner.lower().split()) == key:
                return entry
        return None

    @property
    def id(self) -> str:
        """A short fingerprint of what is graded (game, rules, questions, deals): results of another assignment
        are never reused."""
        text = json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    # -- the setup cell -----------------------------------------------------------
    def setup_source(self, deal: int | None = None, learner: str = "") -> str:
        """The code of the notebook's setup cell for ``deal``: what the hand-out holds and what the grader
        restores before it runs a learner's notebook."""
        deal = self.deal if deal is None else check_deal(deal)
        module, make, game_module = GAMES[self.game]
        short = game_module.rsplit(".", 1)[1]
        imports = ["import cardlab", f"from cardlab import {short}", f"from cardlab.exercises import {make}"]
        arguments = [f"seed=DEAL", f"rules={self.rules_name}"]
        if self.questions is not None:
            items = []
            classes = set()
            for spec in self.questions:
                if "given" in spec:
                    cls = {c.key: c for c in _module(self.game, 0).QUESTIONS}[spec["kind"]]
                    classes.add(cls.__name__)
                    items.append(f"{cls.__name__}(" + ", ".join(f"{k}={v!r}" for k, v in spec["given"].items())
                                 + ")")
                else:
                    items.append(repr(spec["kind"]))
            if classes:
                imports.append(f"from {module} import {', '.join(sorted(classes))}")
            arguments.append("questions=[" + ", ".join(items) + "]")
        arguments.append(f"name={self.name!r}")
        if self.var != "ex":
            arguments.append(f"var={self.var!r}")
        if not self.hints:
            arguments.append("hints=False")
        if not self.solutions:
            arguments.append("solutions=False")
        options = ", ".join(f"{k}={_python(v)}" for k, v in self.rules.items())
        note = {"en": "the deal handed to you: keep it", "vi": "ván chia giáo viên giao cho bạn: đừng đổi"}
        lines = imports + ["", f'cardlab.set_language("{self.language}")',
                           f"DEAL = {deal}" + " " * max(1, 21 - len(str(deal))) + f"# {note[self.language]}",
                           f"{self.rules_name} = {short}.Rules({options})",
                           f"{self.var} = {make}(" + ", ".join(arguments) + ")", self.var]
        return "\n".join(lines)

    # -- JSON -------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {"cardlab_assignment": FORMAT}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "learners":
                value = [{k: v for k, v in vars(x).items() if v != "" or k == "learner"} for x in value]
            data[f.name] = value
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def save(self, path) -> Path:
        path = Path(path)
        path.write_text(self.to_json() + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_json(cls, text) -> "Assignment":
        """Read an assignment written by :meth:`to_json`.

        Raises:
            CardlabError: for text that is not an assignment, naming the field.
        """
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8-sig")
            except UnicodeDecodeError:
                raise CardlabError("the assignment is not UTF-8 text: expected the JSON written by "
                                   "cardlab.exercises.handout") from None
        if not isinstance(text, str) or len(text) > MAX_BYTES:
            raise CardlabError(f"the assignment is not text of at most {MAX_BYTES} characters")
        try:
            data = json.loads(text, parse_int=_small_int, parse_constant=_no_constant)
        except (ValueError, RecursionError) as error:
            raise CardlabError(f"the assignment is not valid JSON ({str(error)[:100]}): expected the file "
                               f"written by cardlab.exercises.handout") from None
        if not isinstance(data, dict) or data.get("cardlab_assignment") != FORMAT:
            raise CardlabError("this JSON is not a cardlab assignment: expected 'cardlab_assignment': 1")
        check_game(data.get("game"))
        for required in ("name",):
            if required not in data:
                raise CardlabError(f"the assignment has no {required!r}: expected the file written by "
                                   f"cardlab.exercises.handout")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known - {"cardlab_assignment"})
        if unknown:
            raise CardlabError(f"the assignment has an unknown field {_quote(unknown[0])}: expected "
                               f"{', '.join(sorted(known))}")
        learners = []
        for entry in data.get("learners", []) or []:
            if not isinstance(entry, dict) or not isinstance(entry.get("learner"), str):
                raise CardlabError(f"learner {_quote(entry)}: expected an object with a 'learner' name and a 'deal'")
            extra = sorted(set(entry) - {"learner", "deal", "id", "email", "file"})
            if extra or not all(isinstance(entry.get(k, ""), str) for k in ("id", "email", "file")):
                raise CardlabError(f"learner {_quote(entry)}: expected learner, deal, id, email and file")
            learners.append(Learner(entry["learner"], check_deal(entry.get("deal")), entry.get("id", ""),
                                    entry.get("email", ""), entry.get("file", "")))
        data = {k: v for k, v in data.items() if k in known}
        data["learners"] = tuple(learners)
        try:
            assignment = cls(**data)
        except TypeError as error:
            raise CardlabError(f"the assignment misses a field: {error}") from None
        assignment.rules_object()          # a bad option is refused now, not at the first learner
        return assignment

    @classmethod
    def load(cls, path) -> "Assignment":
        """The assignment saved at ``path`` (``assignment.json``, as :func:`handout` writes it).

        Raises:
            CardlabError: for a file that cannot be read, is too large, or is not an assignment.
        """
        path = Path(path)
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise CardlabError(f"{path} is {size} bytes: an assignment is at most {MAX_BYTES}")
            return cls.from_json(path.read_bytes())
        except OSError as error:
            raise CardlabError(f"cannot read the assignment {path}: {error.strerror or error}") from None

    def with_learners(self, learners) -> "Assignment":
        return replace(self, learners=tuple(learners))


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > 18:
        raise ValueError(f"a number of {len(text)} digits")
    return int(text)


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _python(value) -> str:
    """A rules option's value as Python source (JSON lists become tuples where Rules holds tuples)."""
    if isinstance(value, list):
        return "(" + ", ".join(_python(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k!r}: {_python(v)}" for k, v in value.items()) + "}"
    return repr(value)


# ---------------------------------------------------------------------------
# The published notebook as an assignment (no code run: its setup call is read)

_SET_FUNCTIONS = {make: game for game, (_, make, _) in GAMES.items()}


def set_call(notebook: dict):
    """``(cell index, ast.Call)`` of the call that deals the exercise set (``phom_set(...)``), or None."""
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    for index, cell in enumerate(cells if isinstance(cells, list) else []):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell_source(cell)
        if not any(name + "(" in source for name in _SET_FUNCTIONS):
            continue
        try:
            with AST_LOCK:                      # see answers.AST_LOCK: the grader reads in threads
                tree = ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _SET_FUNCTIONS:
                return index, node, tree
    return None


def from_notebook(notebook: dict, language: str | None = None) -> Assignment:
    """The assignment a published exercise (or lesson) notebook deals, read from its code without running it.

    The setup may name its deal and rules through variables (``SEED = 2024``,
    ``rules = phom.Rules(...)``) assigned in any earlier cell, with literal
    values only.

    Raises:
        CardlabError: when the notebook deals no exercise set, or deals it from values that are not literals.
    """
    found = set_call(notebook)
    if found is None:
        raise CardlabError("this notebook deals no exercise set: expected a call such as phom_set(seed=...)")
    index, call, _ = found
    game = _SET_FUNCTIONS[call.func.id]
    names = _literal_names(notebook, upto=index)
    params = ["seed", "rules", "questions"]
    arguments = dict(zip(params, call.args))
    arguments.update({k.arg: k.value for k in call.keywords if k.arg})
    unknown = sorted(set(arguments) - {"seed", "rules", "questions", "name", "var", "hints", "solutions"})
    if unknown:
        raise CardlabError(f"{call.func.id}() has an argument {unknown[0]!r} the grader does not know")

    def value(node, what):
        if node is None:
            return None
        if isinstance(node, ast.Name) and node.id in names:
            node = names[node.id]
        try:
            return ast.literal_eval(node)
        except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
            raise CardlabError(f"the {what} of {call.func.id}() is not written as a plain value: "
                               f"{ast.unparse(node)[:80]}") from None

    deal = value(arguments.get("seed"), "seed")
    rules_node = arguments.get("rules")
    rules_name = rules_node.id if isinstance(rules_node, ast.Name) else "rules"
    if isinstance(rules_node, ast.Name):
        rules_node = names.get(rules_node.id, rules_node)
    rules = {}
    if rules_node is not None and not (isinstance(rules_node, ast.Constant) and rules_node.value is None):
        if not (isinstance(rules_node, ast.Call) and isinstance(rules_node.func, ast.Attribute)
                and rules_node.func.attr == "Rules" and not rules_node.args):
            raise CardlabError(f"the rules of {call.func.id}() are not written as Rules(option=value, …): "
                               f"{ast.unparse(rules_node)[:80]}")
        for keyword in rules_node.keywords:
            rules[keyword.arg] = value(keyword.value, f"rules option {keyword.arg}")
        from ..engine import rules_to_dict
        rules = rules_options(rules_from_options(game, rules))
        rules = {k: v for k, v in rules_to_dict(rules_from_options(game, rules)).items() if k in rules}
    questions = _questions(game, arguments.get("questions"), names, call.func.id)
    name = value(arguments.get("name"), "name")
    var = value(arguments.get("var"), "var")
    if language is None:
        language = language_of(notebook)
    default_name = {"tongits": "Tongits", "phom": "Phỏm", "indian_rummy": "Indian Rummy", "chan": "Chắn"}[game]
    return Assignment(game=game, name=name or default_name, deal=0 if deal is None else deal, questions=questions,
                      rules=rules, language=language, var=var or "ex", rules_name=rules_name,
                      hints=value(arguments.get("hints"), "hints") is not False,
                      solutions=value(arguments.get("solutions"), "solutions") is not False)


def _questions(game: str, node, names: dict, function: str) -> list | None:
    """The ``questions=`` of a set call as specs: kinds (``"points"``) and questions built on chosen cards
    written with literal arguments (``PointsQuestion(hand="AS 2S 3S KD")``).

    Raises:
        CardlabError: for anything else (a question built from computed values cannot be read without running).
    """
    if node is None or (isinstance(node, ast.Constant) and node.value is None):
        return None
    if isinstance(node, ast.Name) and node.id in names:
        node = names[node.id]
    if not isinstance(node, (ast.List, ast.Tuple)):
        raise CardlabError(f"the questions of {function}() are not written as a list: {ast.unparse(node)[:80]}")
    classes = {cls.__name__: cls for cls in _module(game, 0).QUESTIONS}
    specs = []
    for item in node.elts:
        if isinstance(item, ast.Constant) and isinstance(item.value, str):
            specs.append({"kind": item.value})
            continue
        func = item.func if isinstance(item, ast.Call) else None
        cls_name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        if cls_name not in classes or item.args:
            raise CardlabError(f"question {ast.unparse(item)[:80]} of {function}() is neither a kind such as "
                               f"'points' nor a {game} question built with keywords, such as "
                               f"{next(iter(classes))}(...)")
        given = {}
        for keyword in item.keywords:
            try:
                given[keyword.arg] = ast.literal_eval(keyword.value)
            except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
                raise CardlabError(f"{cls_name}({keyword.arg}=...) is not written as a plain value: "
                                   f"{ast.unparse(keyword.value)[:80]}") from None
        specs.append({"kind": classes[cls_name].key, "given": given})
    return specs


def _literal_names(notebook: dict, upto: int) -> dict:
    """Top-level ``NAME = <expression>`` assignments in the code cells up to ``upto`` (the last one wins)."""
    names = {}
    cells = notebook.get("cells") if isinstance(notebook.get("cells"), list) else []
    for cell in cells[:upto + 1]:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell_source(cell)
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                names[node.targets[0].id] = node.value
    return names


def language_of(notebook: dict) -> str:
    """The language a notebook's code sets (``cardlab.set_language("vi")``), else English; runs nothing."""
    cells = notebook.get("cells") if isinstance(notebook.get("cells"), list) else []
    for cell in cells:
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            source = cell_source(cell)
            m = re.search(r"""set_language\(\s*["'](\w+)["']""", source)
            if m and m.group(1) in LANGUAGES:
                return m.group(1)
    return "en"
