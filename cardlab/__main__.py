"""The ``cardlab`` command line: arrange hands, play hands between bots, ask Chắn what it waits for.

Examples::

    cardlab arrange "AS 2S 3S 7H 7D 7C KS"
    cardlab arrange --game phom "AS 2S 3S 7H 7D 7C KS 9D 9C QH"
    cardlab arrange --game indian-rummy --wild 5 "3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C 9D"
    cardlab play --game tongits --seed 7
    cardlab play --game phom --seed 3 --you 0
    cardlab chan-wait "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"
"""
from __future__ import annotations

import argparse
import sys
import unicodedata

from . import set_language
from .engine import seat_name
from .errors import CardlabError
from .explain import message, quoted, register_messages
from .play import GAMES, game_module

register_messages({
    "cli.no_arrangement": {"en": "{game} has no meld arrangement: use chan-wait for Chắn",
                           "vi": "{game} không xếp phỏm: với Chắn hãy dùng chan-wait"},
    "cli.wild_only_ir": {"en": "--wild {value} only applies to --game indian-rummy",
                         "vi": "--wild {value} chỉ dùng với --game indian-rummy"},
    "cli.play_head": {"en": "{game}, seed {seed}: {bots}", "vi": "{game}, ván số {seed}: {bots}"},
    "cli.seat_bot": {"en": "{player}: {bot}", "vi": "{player}: {bot}"},
    "cli.bot.greedy": {"en": "greedy bot", "vi": "máy tham lam (greedy)"},
    "cli.bot.gentle": {"en": "gentle bot", "vi": "máy hiền (gentle)"},
    "cli.bot.random": {"en": "random bot", "vi": "máy ngẫu nhiên (random)"},
    "cli.no_wait": {"en": "no card completes this hand", "vi": "không lá nào hoàn thành bài này"},
    "cli.waits": {"en": "This hand waits for {n:card|cards}: {names}", "vi": "Bài này chờ {n} lá: {names}"},
    "cli.error": {"en": "cardlab: error: {error}", "vi": "cardlab: lỗi: {error}"},
})

NOTATION = """card notation:
  rank A 2 3 4 5 6 7 8 9 10 J Q K (T also means 10), then suit S H D C
  (or the symbols ♠ ♥ ♦ ♣), upper or lower case: 10H, th, A♠, qd.
  JK is a printed joker. Separate cards with spaces or commas.
  Chắn cards: 2V..9V (Vạn), 2S..9S (Sách), 2N..9N (Văn), CC (Chi chi),
  or their names: "Tam vạn", "tam van".
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardlab",
        description="Rules, exact calculators and bots for Tongits, Phỏm (Tá Lả), Indian Rummy and Chắn.",
        epilog=NOTATION, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", choices=["en", "vi"], default="en", help="language of explanations (default en)")
    sub = parser.add_subparsers(dest="command", metavar="command")

    arrange = sub.add_parser(
        "arrange", help="best melds and deadwood of a hand",
        description="Split a hand into melds and deadwood so that the deadwood counts least. "
                    "The search is exact: no other arrangement leaves less.",
        epilog=NOTATION + '\nexample:\n  cardlab arrange "AS 2S 3S 7H 7D 7C KS"\n',
        formatter_class=argparse.RawDescriptionHelpFormatter)
    arrange.add_argument("cards", help='the hand, in quotes: "AS 2S 3S 7H 7D 7C KS"')
    arrange.add_argument("--game", default="tongits", help=f"which game's rules and points ({', '.join(g for g in GAMES if g != 'chan')}; default tongits)")
    arrange.add_argument("--wild", help="Indian Rummy: the wild rank for this deal, e.g. 5")
    arrange.add_argument("--discard", action="store_true", help="also say which single card to discard (11- or 14-card hands)")

    play = sub.add_parser(
        "play", help="play one hand between bots and print the log",
        description="Deal a hand from a seed and let bots play it; the same seed always gives the same game.",
        epilog="examples:\n  cardlab play --game tongits --seed 7 --bots greedy random random\n"
               "  cardlab play --game phom --seed 3 --you 0\n"
               "  cardlab play --game indian-rummy --you 0   (show 9D, take, drop; a show asks for your groups)\n"
               "  cardlab play --game chan --you 0           (chắn, cạ Tam sách, chíu, ù, bốc, đánh Thất văn)\n",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("--game", default="tongits", help=f"one of {', '.join(GAMES)} (default tongits)")
    play.add_argument("--seed", type=int, default=0, help="deal number (default 0)")
    play.add_argument("--bots", nargs="+", metavar="BOT",
                      help="one bot per player: greedy, random or gentle (Tongits, Phỏm, Indian Rummy) "
                           "(default: greedy, then random); "
                           "with --you, one per other seat (default greedy)")
    play.add_argument("--you", type=int, metavar="SEAT",
                      help="play this seat yourself (any game): type a move's number or words, "
                           "? for the coach's advice, q to quit")
    play.add_argument("--coach", action="store_true", help="with --you: show the coach's advice at every decision")

    wait = sub.add_parser(
        "chan-wait", help="Chắn: which cards would complete a 19-card hand",
        description="List the faces that would make this 19-card Chắn hand win, with the score of each win.",
        epilog='example:\n  cardlab chan-wait "2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 6S 6N"\n',
        formatter_class=argparse.RawDescriptionHelpFormatter)
    wait.add_argument("cards", help="the 19 cards, in quotes")
    return parser


def _arrange(args) -> str:
    module = game_module(args.game)
    if not hasattr(module, "arrange") or module.__name__.endswith(".chan"):
        raise CardlabError.of("cli.no_arrangement", game=quoted(args.game))
    kwargs = {}
    if args.wild is not None:
        if not module.__name__.endswith("indian_rummy"):
            raise CardlabError.of("cli.wild_only_ir", value=quoted(args.wild))
        kwargs["wild_rank"] = args.wild
    arrangement = module.arrange(args.cards, **kwargs)
    lines = [arrangement.describe()]
    if args.discard:
        lines.append(arrangement.best_discard().describe())
    return "\n".join(lines)


def _play(args) -> None:
    from .terminal import play_seat, watch

    module = game_module(args.game)
    players = module.new_game(seed=args.seed).players
    if args.you is not None:
        # The learner's seat is theirs; --bots names the others.
        play_seat(args.game, args.you, args.bots, seed=args.seed, coach=args.coach)
        return None
    bots = args.bots or ["greedy"] + ["random"] * (players - 1)
    if len(bots) != players:
        raise CardlabError.of("cli.bot_count", game=args.game, players=players, n=len(bots),
                              bots=quoted(" ".join(bots)))
    # Bots only: nobody at this table is "you", so every hand and reason may be shown.
    names = ", ".join(message("cli.seat_bot", player=seat_name(i), bot=_bot_name(b)) for i, b in enumerate(bots))
    print(message("cli.play_head", game=args.game, seed=args.seed, bots=names))
    watch(args.game, bots, seed=args.seed, write=print)
    return None


def _bot_name(kind: str) -> str:
    code = f"cli.bot.{kind}"
    return message(code) if kind in ("greedy", "random", "gentle") else kind


def _chan_wait(args) -> str:
    from . import chan

    waits = chan.waiting_cards(args.cards)
    if not waits:
        return message("cli.no_wait")
    # The faces by name first (as the game speaks of them), then each with its code and score.
    head = message("cli.waits", n=len(waits), names=", ".join(w.card.name for w in waits))
    return "\n".join([head] + [w.describe() for w in waits])


# Suit symbols and the joker as the card notation's letters, for a terminal that cannot print them.
_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C", "🃏": "JK",
            "đ": "d", "Đ": "D", "—": "-", "–": "-", "…": "...", "·": "-", "→": "->", "✔": "v", "✘": "x"}


def printable(text: str, encoding: str | None) -> str:
    """``text`` as ``encoding`` can print it: cards in letters (``A♠`` → ``AS``), accents dropped.

    A terminal set to ASCII (``PYTHONIOENCODING=ascii``, an old Windows console) would otherwise
    stop the command with a ``UnicodeEncodeError`` in the middle of its answer.
    """
    encoding = encoding or "utf-8"
    try:
        text.encode(encoding)
        return text
    except (UnicodeEncodeError, LookupError):
        pass
    for symbol, letters in _LETTERS.items():
        text = text.replace(symbol, letters)
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    try:
        return text.encode(encoding, errors="replace").decode(encoding)
    except LookupError:
        return text.encode("ascii", errors="replace").decode("ascii")


class _Printable:
    """A text stream that passes everything written through :func:`printable` first."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(printable(text, getattr(self.stream, "encoding", None)))

    def __getattr__(self, name):
        return getattr(self.stream, name)


def _can_print(stream) -> bool:
    try:
        "♠♥♦♣🃏ỏ".encode(getattr(stream, "encoding", None) or "utf-8")
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def main(argv=None) -> int:
    """Run the command line; returns the exit status (2 for bad input).

    On a terminal that cannot print suit symbols or Vietnamese, cards are printed in letters.
    """
    saved = sys.stdout, sys.stderr
    if not _can_print(sys.stdout):
        sys.stdout = _Printable(sys.stdout)
    if not _can_print(sys.stderr):
        sys.stderr = _Printable(sys.stderr)
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader stopped early (``cardlab play ... | head``): not an error of the command.
        return 0
    finally:
        sys.stdout, sys.stderr = saved


def _main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    set_language(args.lang)
    try:
        out = {"arrange": _arrange, "play": _play, "chan-wait": _chan_wait}[args.command](args)
    except ValueError as exc:  # the cardlab error family: bad cards, options, games
        print(message("cli.error", error=exc), file=sys.stderr)
        return 2
    if out is not None:
        print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
