"""Hands in a terminal: watch bots play with their hands and reasons shown, or play a seat yourself.

:func:`watch` writes the log of a hand between bots (the same hand :func:`cardlab.play.play` plays
for the same seed): each turn's round, whose turn, the hand of the player to act, every move and
the bot's reason, and the end of the hand with the payments and their sum.

:func:`play_seat` lets a person play one seat against bots. The person sees only their own
view: their hand and the table, never a bot's hand nor a bot's reason (a reason quotes the cards
it was chosen from). Each decision lists the legal moves by number; the learner types a number,
a move in words (``discard 9S``, ``đánh 9♠``), ``?`` for the coach's advice or ``q`` to leave. A
wrong entry is explained and the same decision is asked again. All four games can be played.

Phỏm and Tongits are drawn here; Indian Rummy and Chắn bring their own terminal adapter
(``cardlab/<game>/terminal.py``: the table, short typed moves, the end of the deal, and for an Indian
Rummy show the grouping the person shows), found by :func:`_adapter`.
"""
from __future__ import annotations

import importlib
import re
import sys
from collections import Counter
from typing import Callable, Sequence

from .chan.who import yours
from .engine import Action, _marking_you, moves_seen_by, seat_name, turn_text
from .errors import CardlabError, CardTypeError, IllegalActionError, NotationError
from .explain import message, quoted, register_messages
from .play import game_module, make_players

# Games whose table, typed moves and end are drawn by an adapter module, cardlab/<game>/terminal.py.
ADAPTED = ("indian_rummy", "chan")
QUIT_WORDS = ("q", "quit", "exit", "thoat", "thoát")
COACH_WORDS = ("?", "coach", "hint", "goi y", "gợi ý")
_MAX_MOVES = 100_000  # a hand that has not ended after this many moves is a bug: stop rather than hang

register_messages({
    # Shared with the play command of cardlab/__main__.py, which imports this module first; registered here
    # so that play_seat and watch speak without the command line (in a notebook, say).
    "cli.bot_count": {"en": "{game} needs {players:bot|bots}, got {n}: {bots}",
                      "vi": "{game} cần {players} máy, nhưng có {n}: {bots}"},
    "cli.move": {"en": "{i}. {player}: {action}", "vi": "{i}. {player}: {action}"},
    "term.deal": {"en": "The deal:", "vi": "Bài được chia:"},
    "term.round": {"en": "Round {round}", "vi": "Vòng {round}"},
    "term.holds": {"en": "{player} holds {cards} ({n:card|cards}){eaten}",
                   "vi": "{player} có {cards} ({n} lá){eaten}"},
    "term.eaten_part": {"en": "; eaten: {cards}", "vi": "; đã ăn: {cards}"},
    "term.drew": {"en": "{action} ({card})", "vi": "{action} ({card})"},
    "term.reason": {"en": "{indent}{reason}", "vi": "{indent}{reason}"},
    "term.end_table": {"en": "At the end of the hand:", "vi": "Cuối ván:"},
    "term.laid": {"en": "{player} laid down {phom}; left in hand {cards}",
                  "vi": "{player} đã hạ {phom}; còn trên tay {cards}"},
    "term.mom": {"en": "{player} is móm; left in hand {cards}", "vi": "{player} bị móm; còn trên tay {cards}"},
    "term.payments_zero": {"en": "The payments add up to 0: every point one player wins another pays.",
                           "vi": "Tổng các khoản tiền là 0: mỗi điểm người này được là điểm người khác trả."},
    "term.payments_sum": {"en": "The payments add up to {total}.", "vi": "Tổng các khoản tiền là {total}."},
    "term.none": {"en": "-", "vi": "-"},
    # Playing a seat.
    "term.welcome": {
        "en": "You play {player}. Type a move's number or the move in words (discard 9S); "
              "? for the coach's advice; q to quit.",
        "vi": "Bạn chơi {player}. Gõ số của nước đi hoặc nước đi bằng chữ (đánh 9♠); "
              "? để nghe người hướng dẫn; q để thoát."},
    "term.you_moves": {"en": "Your moves:", "vi": "Các nước đi của bạn:"},
    "term.option": {"en": "  {i}. {action}", "vi": "  {i}. {action}"},
    "term.prompt": {"en": "Your move (number, words, ? or q): ", "vi": "Nước đi của bạn (số, chữ, ? hoặc q): "},
    "term.coach": {"en": "Coach: {advice} (move {i}: {action})",
                   "vi": "Người hướng dẫn: {advice} (nước {i}: {action})"},
    "term.bad_number": {"en": "There is no move {value}: type a number from 1 to {n}.",
                        "vi": "Không có nước số {value}: hãy gõ một số từ 1 đến {n}."},
    "term.refused": {"en": "{value} cannot be played now: {why}", "vi": "Không đi được {value} lúc này: {why}"},
    "term.not_a_move": {
        "en": "{value} is not one of your moves: type a number from 1 to {n}, a move as listed, "
              "? for the coach's advice or q to quit.",
        "vi": "{value} không phải nước đi của bạn: hãy gõ một số từ 1 đến {n}, một nước như trong danh sách, "
              "? để nghe người hướng dẫn hoặc q để thoát."},
    "term.quit": {"en": "You left the hand after {n:move|moves}.", "vi": "Bạn rời ván sau {n} nước đi."},
    "term.end_of_input": {"en": "No more input: you left the hand.", "vi": "Hết dữ liệu nhập: bạn rời ván."},
    "term.your_hand": {"en": "Your hand: {cards} ({n:card|cards}){eaten}",
                       "vi": "Bài trên tay bạn: {cards} ({n} lá){eaten}"},
    "term.phom_head": {"en": "Round {round}; stock {stock:card|cards}; last discard: {last}",
                       "vi": "Vòng {round}; nọc còn {stock} lá; lá vừa đánh: {last}"},
    "term.phom_seat": {"en": "{player}: {n:card|cards} in hand; discards {discards}; eaten {eaten}; laid down {laid}",
                       "vi": "{player}: {n} lá trên tay; bài bỏ {discards}; đã ăn {eaten}; đã hạ {laid}"},
    "term.last": {"en": "{card} from {player}", "vi": "{card} của {player}"},
    "term.tongits_head": {"en": "Stock {stock:card|cards}; discard pile top: {top}",
                          "vi": "Nọc còn {stock} lá; lá trên cùng bài bỏ: {top}"},
    "term.tongits_seat": {"en": "{player}: {n:card|cards} in hand; melds {melds}",
                          "vi": "{player}: {n} lá trên tay; phỏm {melds}"},
})


def cards_text(cards) -> str:
    """Cards in the one notation of the log (``A♠ 10♥``, ``Nhị vạn, Tam sách``), or ``-`` for none.

    Chắn cards are named in two words, so they are separated by commas.
    """
    names = [getattr(c, "pretty", str(c)) for c in cards]
    if not names:
        return message("term.none")
    return (", " if any(" " in n for n in names) else " ").join(names)


def _adapter(state_or_game):
    """The terminal adapter module of an Indian Rummy or Chắn game (a state, or its name), else None."""
    name = getattr(state_or_game, "game", state_or_game)
    return importlib.import_module(f"cardlab.{name}.terminal") if name in ADAPTED else None


def _phom_list(melds) -> str:
    return " ".join(f"[{cards_text(m)}]" for m in melds) if melds else message("term.none")


def _move_line(state, action: Action, you: int | None = None, hand_before=None) -> str:
    """``Player 2: draw (7♥)``: the move in the current language; a draw names its card when ``hand_before`` is given."""
    text = action.describe()
    if action.kind == "draw" and hand_before is not None and action.player is not None:
        new = list((Counter(state.hands[action.player]) - Counter(hand_before)).elements())
        if len(new) == 1:
            text = message("term.drew", action=text, card=cards_text(new))
    # Numbered among the moves this person may know of: a gap would tell that a hidden move was made.
    number = len(moves_seen_by(state, you))
    return message("cli.move", i=f"{number:4d}", player=seat_name(action.player, you), action=text)


def _hand_line(state, player: int) -> str:
    hand = state.hands[player]
    adapter = _adapter(state)
    if adapter is not None:
        extra = adapter.hand_extra(state, player)
    else:
        eaten = [c for c in getattr(state, "eaten", [[]] * state.players)[player] if c in hand]
        extra = message("term.eaten_part", cards=cards_text(eaten)) if eaten else ""
    return message("term.holds", player=seat_name(player), cards=cards_text(hand), n=len(hand), eaten=extra)


def watch(game: str, bots: Sequence, seed: int = 0, write: Callable[[str], None] = print):
    """Play a hand between ``bots`` and ``write`` its log line by line; returns the final state.

    The log shows the deal, each round, the hand of each player at the start of their turn, every
    move with the bot's reason, and the end: laid-down phỏm (Phỏm), the outcome and the sum of the
    payments. The hand is the one :func:`cardlab.play.play` plays with the same bots and seed.

    Raises:
        CardlabError: for an unknown game or bot, a bad seed, or a hand that does not end.
    """
    module = game_module(game)
    players = make_players(module, bots, seed)
    state = module.new_game(seed=seed, players=len(players))
    hands = getattr(state, "hands", None)
    if hands is not None:
        write(message("term.deal"))
        for p in range(state.players):
            write("  " + _hand_line(state, p))
    if _adapter(state) is not None:
        for line in _adapter(state).deal_lines(state):
            write(line)
    last_round, last_player = None, None
    for _ in range(_MAX_MOVES):
        if state.is_terminal():
            break
        p = state.current_player
        round_now = getattr(state, "round", None)
        if isinstance(round_now, int) and round_now != last_round and p != last_player:
            write(message("term.round", round=round_now))
            last_round = round_now
        if p != last_player and hands is not None and last_player is not None:
            write("  " + _hand_line(state, p))
        last_player = p
        bot = players[p]
        action = bot.choose(state.view(p))
        before = list(hands[p]) if hands is not None else None
        state.apply(action)
        write(_move_line(state, action, hand_before=before))
        if bot.last_reason:
            write(message("term.reason", indent=" " * 8, reason=bot.last_reason))
    else:
        raise CardlabError.of("error.no_end", game=game, seed=seed, n=_MAX_MOVES)
    _write_end(state, write)
    return state


def _write_end(state, write, you: int | None = None) -> None:
    """The end of the hand: each Phỏm player's laid-down phỏm and cards left (Indian Rummy: the groups and
    penalty points; Chắn: the cards), the outcome, the payments' sum."""
    if _adapter(state) is not None:
        for line in _adapter(state).end_lines(state, you):
            write(line)
    if getattr(state, "game", "") == "phom" and you is None:
        write(message("term.end_table"))
        for p in range(state.players):
            code = "term.mom" if p in state.mom else "term.laid"
            write("  " + message(code, player=seat_name(p), phom=_phom_list(state.laid[p]),
                                 cards=cards_text(state.hands[p])))
    outcome = state.outcome()
    total = sum(outcome.payments.values())
    write(message("term.payments_zero") if total == 0 else message("term.payments_sum", total=total))
    write(outcome.summary(you=you))


# -- a person at the table ---------------------------------------------------------------------------------------
def _table_lines(view, you: int) -> list[str]:
    """What the learner sees of the table: public cards and counts, and their own hand."""
    lines = []
    game = type(view).__module__.split(".")[1]
    if _adapter(game) is not None:
        return _adapter(game).table_lines(view, you)
    if game == "phom":
        last = (message("term.last", player=seat_name(view.last_discarder, you), card=cards_text([view.last_discard]))
                if view.last_discard is not None else message("term.none"))
        lines.append(message("term.phom_head", round=view.round, stock=view.stock_size, last=last))
        for q in view.turn_order:
            if q != you:
                lines.append("  " + message("term.phom_seat", player=seat_name(q, you), n=view.hand_sizes[q],
                                            discards=cards_text(view.discards[q]), eaten=cards_text(view.eaten[q]),
                                            laid=_phom_list(view.laid[q])))
        mine = message("term.phom_seat", player=seat_name(you, you), n=view.hand_sizes[you],
                       discards=cards_text(view.discards[you]), eaten=cards_text(view.eaten[you]),
                       laid=_phom_list(view.laid[you]))
        lines.append("  " + mine)
        eaten = view.my_eaten
    else:  # tongits
        top = cards_text(view.discards[-1:]) if view.discards else message("term.none")
        lines.append(message("term.tongits_head", stock=view.stock_size, top=top))
        for q in range(view.players):
            # Melds by their table number: a sapaw names the meld by it.
            melds = " ".join(f"{i}:[{cards_text(m.cards)}]" for i, m in enumerate(view.exposed) if m.owner == q)
            lines.append("  " + message("term.tongits_seat", player=seat_name(q, you), n=view.hand_sizes[q],
                                        melds=melds or message("term.none")))
        eaten = ()
    extra = message("term.eaten_part", cards=cards_text(eaten)) if eaten else ""
    lines.append(message("term.your_hand", cards=cards_text(sorted(view.hand)), n=len(view.hand), eaten=extra))
    return lines


_PUNCTUATION = re.compile(r"[(),;:\[\]]")


def _key(text: str, parse_card) -> tuple:
    """A typed or listed move as (words in order, cards as a multiset): card order and case do not matter."""
    words, cards = [], []
    for token in _PUNCTUATION.sub(" ", str(text)).split():
        try:
            cards.append(str(parse_card(token)))
        except (NotationError, CardTypeError, ValueError):
            words.append(token.lower())
    return tuple(words), tuple(sorted(cards))


def read_move(state, you: int, entry: str) -> Action:
    """The legal move ``entry`` names: its number in the list (from 1), its notation or its words, or
    (Indian Rummy, Chắn) a short form the game's adapter reads (``show 9D``, ``take``, ``chắn``, ``cạ Tam sách``).

    A number is written in decimal digits (any script's: ``３`` is 3; ``²`` is no number); one of more than
    :data:`_NUMBER_DIGITS` digits is no move of the list.

    Raises:
        CardlabError: ``term.bad_number`` for a number not in the list; ``term.refused`` with the rule
            that forbids a move the game recognises but does not allow now; ``term.not_a_move`` otherwise;
            the card notation's error for a card in a short form that cannot be read.
    """
    legal = state.legal_actions()
    text = " ".join(entry.split()) if isinstance(entry, str) else quoted(entry)
    if text.isdecimal():
        # int() of a number of thousands of digits raises ValueError: such a number is no move of the list.
        n = int(text) if len(text) <= _NUMBER_DIGITS else 0
        if not 1 <= n <= len(legal):
            raise CardlabError.of("term.bad_number", value=quoted(text), n=len(legal))
        return legal[n - 1]
    parse = type(state)._card_parser
    wanted = _key(text, parse)
    for action in legal:
        forms = {str(action), action.describe("en"), action.describe("vi")}
        if any(_key(f, parse) == wanted for f in forms):
            return action
    adapter = _adapter(state)
    short = adapter.shorthand(state, you, text) if adapter is not None else None
    if short is not None:
        # A short form the game recognised (``show 9D``, ``chắn``): legal, or refused with the game's rule.
        return checked_move(state, short, text, you)
    why = _why_refused(state, you, wanted, parse)
    if why:
        raise CardlabError.of("term.refused", value=quoted(text), why=why)
    raise CardlabError.of("term.not_a_move", value=quoted(text), n=len(legal))


_NUMBER_DIGITS = 6  # a typed move number has at most this many digits (a list holds a few dozen moves)


def leading_move(text: str, phrases) -> tuple[object, str]:
    """Split a typed short move into its leading phrase's meaning and the rest (the cards, as typed).

    ``phrases`` maps words folded to plain lower case (``"danh"`` for "đánh") to what they mean; the
    longest phrase the entry starts with wins, so "bỏ cuộc" is not read as "bỏ". Returns ``(None, text)``
    when no phrase matches.
    """
    # Chắn's own folding (lower case, no accents, đ -> d): the learner may type without accents.
    from .chan.cards import _fold

    words = text.split()
    folded = [_fold(w) for w in words]
    for n in range(min(4, len(words)), 0, -1):
        meaning = phrases.get(" ".join(folded[:n]))
        if meaning is not None:
            return meaning, " ".join(words[n:])
    return None, text


def checked_move(state, action: Action, text: str, you: int) -> Action:
    """``action`` if the game allows it now; otherwise ``term.refused`` with the game's reason (tried on a copy).

    The reason names the person's seat "(you)", as the rest of their screen does (a Chắn refusal says "You").

    Raises:
        CardlabError: ``term.refused``, quoting ``text``, when the game refuses the move.
    """
    if state.can(action):
        return action
    try:
        state.clone().apply(action)
    except IllegalActionError as exc:
        reasons = exc.verdict.reasons if exc.verdict is not None else ()
        why = " ".join(_marking_you(r, you).text() for r in reasons) or str(exc)
        raise CardlabError.of("term.refused", value=quoted(text), why=why) from None
    return action


def _why_refused(state, you: int, wanted: tuple, parse) -> str:
    """The game's reason for refusing a move it recognises (``discard 9S`` when 9♠ is not held); "" otherwise."""
    words, cards = wanted
    module = game_module(state.game)
    # Phỏm lists its moves in KINDS; Tongits keeps them in its game module.
    known = getattr(module, "KINDS", None) or getattr(sys.modules.get(module.__name__ + ".game"), "_KINDS", ())
    kinds = {k: k for k in known}
    for a in state.legal_actions():
        kinds.setdefault(a.kind, a.kind)
    for n in (3, 2, 1):
        kind = "_".join(words[:n])
        if len(words) >= n and kind in kinds:
            action = Action(kind, tuple(parse(c) for c in cards), None, you)
            try:
                verdict = state.why_illegal(action)
            except (CardlabError, ValueError, TypeError, AttributeError):
                return ""
            return "" if verdict.ok else yours(verdict, you).text()
    return ""


def play_seat(game: str, you: int, bots: Sequence | None = None, seed: int = 0,
              read: Callable[[str], str] | None = None, write: Callable[[str], None] = print,
              coach: bool = False) -> int:
    """Let a person play seat ``you`` against bots: the hand is shown as that seat sees it.

    ``read(prompt)`` shows the prompt and returns the next line typed (``""`` at the end of input,
    which leaves the hand; default: standard input);
    ``write`` prints a line. ``bots``: one bot name per other seat (default greedy bots). ``coach``:
    show the coach's advice at every decision (``?`` shows it on request). Returns the number of
    moves the person made.

    Raises:
        CardlabError: for a game that cannot be played here, a seat not at the table, an unknown bot
            or the wrong number of bots.
    """
    module = game_module(game)
    players = module.new_game(seed=seed).players
    if isinstance(you, bool) or not isinstance(you, int) or not 0 <= you < players:
        raise CardlabError.of("error.seat", name="--you", value=quoted(you), last=players - 1)
    others = list(bots) if bots else ["greedy"] * (players - 1)
    if len(others) != players - 1:
        raise CardlabError.of("cli.bot_count", game=game, players=players - 1, n=len(others),
                              bots=quoted(" ".join(map(str, others))))
    seats = others[:you] + [None] + others[you:]
    table = make_players(module, ["random" if b is None else b for b in seats], seed)
    read = read or _read_stdin
    state = module.new_game(seed=seed, players=players)
    write(message("term.welcome", player=seat_name(you, you)))
    mine = 0
    for _ in range(_MAX_MOVES):
        if state.is_terminal():
            _write_end(state, write, you)
            return mine
        p = state.current_player
        if p != you:
            state.apply(table[p].choose(state.view(p)))
            # The bot's move only: its reason would tell what it holds. A move hidden from you (a Chắn
            # claim it let go) is not shown at all.
            seen = moves_seen_by(state, you)
            if seen and seen[-1][0] == len(state.history) - 1:
                write(_move_line(state, state.history[-1], you))
            continue
        view = state.view(you)
        legal = list(view.legal_actions)
        for line in _table_lines(view, you):
            write(line)
        write(turn_text(you, view.phase, you))
        write(message("term.you_moves"))
        for line in _option_lines(legal):
            write(line)
        if coach:
            write(_advice(module, view, legal))
        while True:
            line = read(message("term.prompt"))
            if line == "":
                write(message("term.end_of_input"))
                return mine
            entry = line.strip()
            if not entry:
                continue
            if entry.lower() in QUIT_WORDS:
                write(message("term.quit", n=mine))
                return mine
            if entry.lower() in COACH_WORDS:
                write(_advice(module, view, legal))
                continue
            adapter = _adapter(state)
            try:
                action = read_move(state, you, entry)
                if adapter is not None:
                    # An Indian Rummy show asks which groups to show; None: the person took it back.
                    action = adapter.complete(state, you, action, read, write)
                    if action is None:
                        continue
                before = list(state.hands[you])
                state.apply(action)
            except CardlabError as exc:
                write(str(exc))
                continue
            mine += 1
            write(_move_line(state, state.history[-1], you, hand_before=before))
            break
    raise CardlabError.of("error.no_end", game=game, seed=seed, n=_MAX_MOVES)


_COLUMNS_FROM = 13  # a longer list (an Indian Rummy discard: 14 discards and 14 shows) is laid out in columns
_LINE_WIDTH = 100


def _option_lines(legal) -> list[str]:
    """The numbered moves, one a line; a long list in columns so that it fits on a screen."""
    options = [message("term.option", i=i, action=action.describe()) for i, action in enumerate(legal, 1)]
    if len(options) < _COLUMNS_FROM:
        return options
    width = max(len(o) for o in options) + 2
    per_line = max(1, _LINE_WIDTH // width)
    rows = -(-len(options) // per_line)
    # Numbers run down the columns, as in a printed list.
    return ["".join(options[r + c * rows].ljust(width) for c in range(per_line) if r + c * rows < len(options))
            .rstrip() for r in range(rows)]


def _read_stdin(prompt: str) -> str:
    """The next line of standard input after ``prompt`` (``""`` at its end), the prompt through ``sys.stdout``.

    A line that did not come from a terminal is echoed. ``input()`` would bypass the letters fallback of an ASCII terminal when it writes the prompt itself.
    Bytes that are not text in the terminal's encoding are read as "�" (the entry is then explained and asked
    again), never an error that would end the hand.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    stdin = sys.stdin
    if getattr(stdin, "errors", "replace") == "strict" and hasattr(stdin, "reconfigure"):
        try:
            stdin.reconfigure(errors="replace")
        except (ValueError, OSError, AttributeError):
            pass
    try:
        line = stdin.readline()
    except UnicodeDecodeError:
        line = "\ufffd\n"
    if line and not sys.stdin.isatty():
        # Typed ahead (a file or a pipe): echo the entry so the transcript reads as a session.
        sys.stdout.write(line if line.endswith("\n") else line + "\n")
    return line


def coach_move(module, view):
    """The coach's move for ``view`` and its advice to the learner: a fresh greedy bot's choice."""
    from . import bots as bot_lib

    coach = bot_lib.make_bot(module, "greedy", seed=0)  # fresh: the same view always gets the same advice
    action = coach.choose(view)
    return action, coach.advice()


def _advice(module, view, legal) -> str:
    action, advice = coach_move(module, view)
    # The coach's sentence opens the line after "Coach:" (some games' advice starts "you could…").
    advice = advice[:1].upper() + advice[1:]
    return message("term.coach", advice=advice, i=listed_index(legal, action) + 1, action=action.describe())


def listed_index(legal, action) -> int:
    """Where ``action`` stands in the listed moves: an Indian Rummy show carrying its grouping is listed without it."""
    if action in legal:
        return legal.index(action)
    return legal.index(Action(action.kind, action.cards, None, action.player))
