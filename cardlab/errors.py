"""The cardlab error family.

Every error a public function raises on bad input is a ``ValueError``
subclass (or ``TypeError`` subclass for input of the wrong type) whose message
quotes the input and says what was expected.

Messages come from the catalogue (:mod:`cardlab.explain`), so they follow
:func:`cardlab.set_language`: raise ``NotationError.of("cards.not_a_card",
token=quoted(token), expected=...)``. The error keeps ``code`` and ``params``,
and ``error.text("vi")`` renders it again in another language.
"""
from __future__ import annotations

from typing import Any

from .explain import language_of, message, quoted, register_messages

__all__ = ["CardlabError", "NotationError", "CardTypeError", "InvalidRulesError", "IllegalActionError",
           "ArrangementError", "quoted"]


class CardlabError(ValueError):
    """Base of every cardlab error about a bad value.

    ``code`` and ``params`` are the catalogue message it was made from (``None`` / ``{}`` for an
    error built from plain text).
    """

    code: str | None = None
    params: dict = {}

    @classmethod
    def of(cls, code: str, **params: Any) -> "CardlabError":
        """The error whose message is catalogue message ``code``, in the current language.

        Parameters quoting the user's input should be passed through :func:`quoted`.
        """
        error = cls(message(code, **params))
        error.code, error.params = code, dict(params)
        return error

    def text(self, language: str | None = None) -> str:
        """The message in ``language`` (default: the current one).

        Raises:
            CardlabError: for a language with no catalogue (see :func:`cardlab.explain.language_of`).
        """
        language = language_of(language)
        if self.code is None:
            return str(self)
        return message(self.code, language, **self.params)


class NotationError(CardlabError):
    """A card token or card list could not be read.

    Raised by the parsers with the offending input quoted, e.g.
    ``'1X' is not a card: expected a rank (A 2-10 J Q K, T for 10) then a suit (S H D C or ♠ ♥ ♦ ♣)``.
    """


class CardTypeError(TypeError, CardlabError):
    """Cards were expected but something of another type was given.

    It is both a ``TypeError`` and a ``ValueError`` so that callers catching
    either see it.
    """


class InvalidRulesError(CardlabError):
    """A ``Rules`` option has a value outside its allowed values."""


class IllegalActionError(CardlabError):
    """An action was refused; ``.verdict`` holds the rule that forbids it.

    The game state is unchanged when this is raised.
    """

    def __init__(self, text, verdict=None):
        super().__init__(text)
        self.verdict = verdict

    @classmethod
    def of(cls, code: str, verdict=None, **params: Any) -> "IllegalActionError":
        """The refusal ``code`` (the verdict's reasons are usually one of its parameters)."""
        error = cls(message(code, **params), verdict)
        error.code, error.params = code, dict(params)
        return error


class ArrangementError(CardlabError):
    """A grouping of cards does not match the hand it claims to arrange."""


# Messages shared by every module: the engine's own, and the patterns of bad input that recur in
# every game (a seat, a whole number, a yes/no option, a game record).
register_messages({
    "error.not_allowed": {
        "en": "{action} is not allowed: {reason}",
        "vi": "không được đi {action}: {reason}"},
    "error.action_shape": {
        "en": "this move's {part}={value} is not allowed: expected {expected}",
        "vi": "không cho phép {part}={value} trong nước đi này: cần {expected}"},
    "error.hand_size": {
        "en": "{value} holds {n:card|cards}: {what} holds at most {maximum}",
        "vi": "{value} có {n} lá: {what} có nhiều nhất {maximum} lá"},
    "error.player_id": {
        "en": "{name}={value}: expected a player, as a seat number or a name",
        "vi": "{name}={value}: cần một người chơi, là số ghế hoặc tên"},
    "error.not_an_action": {
        "en": "{value} is not an Action: pick one of state.legal_actions()",
        "vi": "{value} không phải là một nước đi (Action): hãy chọn một nước trong state.legal_actions()"},
    "error.not_a_record": {
        "en": "{text} is not a game record: expected the JSON of State.to_json() ({detail})",
        "vi": "{text} không phải là bản ghi ván bài: cần chuỗi JSON của State.to_json() ({detail})"},
    "error.wrong_record": {
        "en": "not a {game} record: game={found}",
        "vi": "không phải bản ghi ván {game}: game={found}"},
    "error.bad_record": {
        "en": "not a valid {game} record: {detail}",
        "vi": "bản ghi ván {game} không hợp lệ: {detail}"},
    "error.record_rules": {
        "en": "rules={value} is not a dict of options", "vi": "rules={value} không phải là dict các tùy chọn"},
    "error.record_unknown_rules": {
        "en": "unknown rules {names}", "vi": "có luật không biết: {names}"},
    "error.record_actions": {
        "en": "actions={value} is not a list", "vi": "actions={value} không phải là danh sách"},
    "error.record_position": {"en": "position={value}", "vi": "position={value}"},
    "error.record_bad_position": {"en": "bad position ({detail})", "vi": "thế bài sai ({detail})"},
    "error.record_no_seed": {"en": "it has no seed", "vi": "bản ghi không có seed"},
    "error.record_action": {
        "en": "action {value} is malformed ({detail})", "vi": "nước đi {value} sai dạng ({detail})"},
    "error.record_bad_rules": {"en": "bad rules ({detail})", "vi": "luật sai ({detail})"},
    "error.record_hands": {
        "en": "hands={value} is not a list", "vi": "hands={value} không phải là danh sách"},
    "error.option": {
        "en": "{name}={value} is not allowed: expected one of {allowed}",
        "vi": "không cho phép {name}={value}: cần một trong {allowed}"},
    "error.number_min": {
        "en": "{name}={value} is not allowed: expected a number of at least {minimum}",
        "vi": "không cho phép {name}={value}: cần một số không nhỏ hơn {minimum}"},
    "error.int_min": {
        "en": "{name}={value} is not allowed: expected a whole number of at least {minimum}",
        "vi": "không cho phép {name}={value}: cần một số nguyên không nhỏ hơn {minimum}"},
    "error.int_range": {
        "en": "{name}={value} is not allowed: expected a whole number of at least {minimum} and at most {maximum}",
        "vi": "không cho phép {name}={value}: cần một số nguyên từ {minimum} đến {maximum}"},
    # A Rules option refused (cardlab.rules_fields): the field, the value quoted, what it accepts.
    "error.rules.value": {
        "en": "{name}={value} is not allowed: expected {expected}",
        "vi": "không cho phép {name}={value}: cần {expected}"},
    "error.rules.key": {
        "en": "{name} key {value} is not allowed: expected one of {allowed}",
        "vi": "không cho phép khóa {value} trong {name}: cần một trong {allowed}"},
    "error.rules.unknown": {
        "en": "{rules}() has no option {value}{guess}: it takes {accepted}",
        "vi": "{rules}() không có tùy chọn {value}{guess}: chỉ nhận {accepted}"},
    "rules.did_you_mean": {"en": " (did you mean {name}?)", "vi": " (có phải ý bạn là {name}?)"},
    "error.rules.positional": {
        "en": "{rules}() takes at most {maximum} options in order, not {n}: name them, as in {rules}({first}=…)",
        "vi": "{rules}() nhận nhiều nhất {maximum} tùy chọn theo thứ tự, không phải {n}: "
              "hãy gọi theo tên, như {rules}({first}=…)"},
    "error.rules.twice": {
        "en": "{rules}() got option {value} twice: once in order and once by name",
        "vi": "{rules}() nhận tùy chọn {value} hai lần: một lần theo thứ tự và một lần theo tên"},
    "rules.expect.flag": {"en": "True or False", "vi": "True hoặc False"},
    "rules.expect.choice": {"en": "one of {allowed}", "vi": "một trong {allowed}"},
    "rules.expect.whole": {
        "en": "a whole number from {minimum} to {maximum}", "vi": "một số nguyên từ {minimum} đến {maximum}"},
    "rules.expect.whole_min": {
        "en": "a whole number of at least {minimum}", "vi": "một số nguyên không nhỏ hơn {minimum}"},
    "rules.expect.optional": {"en": "None or {expected}", "vi": "None hoặc {expected}"},
    "rules.expect.whole_tuple": {
        "en": "a tuple of {n} whole numbers from {minimum} to {maximum}, such as {example}",
        "vi": "một tuple gồm {n} số nguyên từ {minimum} đến {maximum}, như {example}"},
    "rules.expect.table": {
        "en": "a dict such as {example} (at most {n:entry|entries})",
        "vi": "một dict như {example} (nhiều nhất {n} mục)"},
    "error.whole_number": {
        "en": "{name}={value}: expected a whole number", "vi": "{name}={value}: cần một số nguyên"},
    "error.bool": {
        "en": "{name}={value}: expected True or False", "vi": "{name}={value}: cần True hoặc False"},
    "error.seat": {
        "en": "{name}={value}: expected a seat from 0 to {last}",
        "vi": "{name}={value}: cần số ghế từ 0 đến {last}"},
    "error.players": {
        "en": "players={value}: {game} is played by {minimum} to {maximum} players",
        "vi": "players={value}: {game} chơi từ {minimum} đến {maximum} người"},
    "error.rules_type": {
        "en": "rules={value} is not allowed: expected {expected}(...) or None",
        "vi": "không cho phép rules={value}: cần {expected}(...) hoặc None"},
    "error.not_over": {
        "en": "the hand is not over yet: play until state.is_terminal()",
        "vi": "ván chưa kết thúc: hãy chơi đến khi state.is_terminal()"},
    "error.no_legal_action": {
        "en": "player {player} has no legal action to choose from",
        "vi": "người chơi {player} không có nước đi hợp lệ nào để chọn"},
    "error.not_a_bot": {
        "en": "{value} is not a bot: expected one of {kinds}",
        "vi": "{value} không phải là máy: cần một trong {kinds}"},
    "error.not_a_game": {
        "en": "{value} is not a game here: expected one of {games}",
        "vi": "{value} không phải là trò chơi ở đây: cần một trong {games}"},
    "error.no_end": {
        "en": "{game} seed {seed} did not end within {n:action|actions}",
        "vi": "ván {game} seed {seed} không kết thúc sau {n} nước đi"},
    # Sessions (hand after hand at one table), the same in every game that has them.
    "error.session.hand_number": {
        "en": "k={value}: expected a hand number 0, 1, 2…",
        "vi": "k={value}: cần số thứ tự của ván 0, 1, 2…"},
    "error.session.not_a_hand": {
        "en": "{value} is not a {game} hand: expected the State from session.new_hand()",
        "vi": "{value} không phải là một ván {game}: cần State do session.new_hand() chia"},
    "error.session.wrong_hand": {
        "en": "{value} is not hand {k} of this session: expected the hand dealt by new_hand() "
              "(seed {seed}, opened by {player}, {n:player|players}, the same rules)",
        "vi": "{value} không phải là ván số {k} của chuỗi ván này: cần ván do new_hand() chia "
              "(seed {seed}, {player} mở ván, {n} người chơi, cùng luật)"},
    "error.session.not_over": {
        "en": "{value} is not over yet: play it to the end before recording it",
        "vi": "{value} chưa kết thúc: hãy chơi hết ván rồi mới ghi lại"},
    "error.session.bots": {
        "en": "bots={value}: expected one bot per seat, {n} in all",
        "vi": "bots={value}: cần mỗi ghế một máy, tổng cộng {n} máy"},
    "error.session.bots_range": {
        "en": "bots={value}: expected one bot per seat, {minimum} to {maximum} in all",
        "vi": "bots={value}: cần mỗi ghế một máy, tổng cộng từ {minimum} đến {maximum} máy"},
    "error.session.no_end": {
        "en": "hand {k} of the {game} session with seed {seed} did not end within {n:action|actions}",
        "vi": "ván số {k} của chuỗi ván {game} seed {seed} không kết thúc sau {n} nước đi"},
    "error.session.not_a_record": {
        "en": "{text} is not a session record: expected the JSON of Session.to_json() ({detail})",
        "vi": "{text} không phải là bản ghi chuỗi ván: cần chuỗi JSON của Session.to_json() ({detail})"},
    "error.session.wrong_record": {
        "en": "not a {game} session record: game={found}",
        "vi": "không phải bản ghi chuỗi ván {game}: game={found}"},
    "error.session.bad_record": {
        "en": "not a valid {game} session record: {detail}",
        "vi": "bản ghi chuỗi ván {game} không hợp lệ: {detail}"},
})


# What a user hands the package (cardlab.inputs): JSON text that cannot be read, whole numbers out of
# range, and what those numbers are for. One block, so that other modules' codes can be added apart.
register_messages({
    "input.not_json": {"en": "{text} is not JSON ({detail})", "vi": "{text} không phải là JSON ({detail})"},
    "input.json.not_text": {
        "en": "it is a {type}, not text", "vi": "đây là {type}, không phải chuỗi văn bản"},
    "input.json.not_utf8": {
        "en": "byte {byte} at position {position} is not UTF-8 text",
        "vi": "byte {byte} ở vị trí {position} không phải văn bản UTF-8"},
    "input.json.too_long": {
        "en": "{n} characters, more than {maximum}", "vi": "{n} ký tự, nhiều hơn {maximum}"},
    "input.json.too_many_bytes": {
        "en": "{n} bytes, more than {maximum} characters can take",
        "vi": "{n} byte, nhiều hơn số byte mà {maximum} ký tự có thể chiếm"},
    "input.json.too_deep": {
        "en": "lists or objects nested more than {maximum} deep",
        "vi": "danh sách hoặc đối tượng lồng nhau sâu hơn {maximum} tầng"},
    "input.json.syntax": {
        "en": "not valid JSON at line {line}, column {column}: {problem}",
        "vi": "không phải JSON hợp lệ ở dòng {line}, cột {column}: {problem}"},
    "input.json.long_number": {
        "en": "a whole number of {n} digits, more than {maximum}",
        "vi": "một số nguyên có {n} chữ số, nhiều hơn {maximum}"},
    "input.json.not_finite": {
        "en": "{value} is not a number JSON allows", "vi": "{value} không phải là số mà JSON cho phép"},
    "input.whole_number": {
        "en": "{name}={value} is not allowed: expected a whole number from {minimum} to {maximum}",
        "vi": "không cho phép {name}={value}: cần một số nguyên từ {minimum} đến {maximum}"},
    "input.whole_number_for": {
        "en": "{name}={value} is not allowed: expected {what}, a whole number from {minimum} to {maximum}",
        "vi": "không cho phép {name}={value}: cần {what}, là số nguyên từ {minimum} đến {maximum}"},
    "input.what.seed": {
        "en": "a seed that can be saved in a record", "vi": "một seed có thể lưu vào bản ghi"},
    "input.what.hand_number": {
        "en": "the number of a hand of the session (0 for the first; a session holds at most {limit} hands)",
        "vi": "số thứ tự của một ván trong chuỗi ván (0 là ván đầu; một chuỗi có nhiều nhất {limit} ván)"},
    "input.what.hands": {
        "en": "a number of hands to play (a session holds at most {limit} hands, {played} played so far)",
        "vi": "số ván cần chơi (một chuỗi có nhiều nhất {limit} ván, đã chơi {played} ván)"},
    "input.what.max_actions": {
        "en": "the most moves one hand may take before it is reported as not ending",
        "vi": "số nước đi nhiều nhất của một ván trước khi báo là ván không kết thúc"},
    "input.what.hand_records": {
        "en": "a list of at most {limit} hand records", "vi": "một danh sách nhiều nhất {limit} bản ghi ván"},
})


# Views that cannot change a game, helpers that refuse junk (cardlab.engine.frozen, Deck.shuffled, render,
# the widgets and terminals). One block, so that other modules' codes can be added apart.
register_messages({
    "error.read_only": {
        "en": "{value} is read-only: a view is a snapshot of the game and cannot change it; "
              "make a copy to change, such as {copy}(...)",
        "vi": "{value} chỉ để đọc: view là ảnh chụp của ván bài và không thể thay đổi ván; "
              "hãy tạo một bản sao để thay đổi, như {copy}(...)"},
    "error.rng": {
        "en": "rng={value} is not allowed: expected a random.Random, or a whole number to seed one",
        "vi": "không cho phép rng={value}: cần một random.Random, hoặc một số nguyên làm seed"},
    "error.expected_type": {"en": "{name}={value}: expected {expected}", "vi": "{name}={value}: cần {expected}"},
    "expect.text": {"en": "text (a str)", "vi": "văn bản (một str)"},
    "expect.texts": {"en": "a list of sentences (str)", "vi": "một danh sách các câu (str)"},
    "expect.svg": {"en": "an SVG picture as text, such as render.card_svg('AS')",
                   "vi": "một hình SVG dạng văn bản, như render.card_svg('AS')"},
    "expect.verdict": {"en": "a Verdict, such as tongits.check_meld('AS 2S 3S')",
                       "vi": "một Verdict, như tongits.check_meld('AS 2S 3S')"},
    "expect.outcome": {"en": "an Outcome, such as state.outcome()", "vi": "một Outcome, như state.outcome()"},
    "expect.arrangement": {"en": "an arrangement, such as tongits.arrange('AS 2S 3S')",
                           "vi": "một cách xếp bài, như tongits.arrange('AS 2S 3S')"},
    "expect.names": {"en": "None or a function that names a seat (a seat number in, text out)",
                     "vi": "None hoặc một hàm đặt tên cho ghế (nhận số ghế, trả về văn bản)"},
})
