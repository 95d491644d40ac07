"""Indian Rummy in the terminal: the table a person sees, short typed moves, the show's groups, the end.

:mod:`cardlab.terminal` plays the deal (``cardlab play --game indian-rummy``); this adapter says what
is Indian Rummy's own: the wild joker of the deal, the open pile (*bài bỏ*), who dropped, the
groups a person shows when they show (*khai bài*: the engine's best grouping or their own), and at
the end each player's groups and penalty points (*điểm phạt*) with the totals.
"""
from __future__ import annotations

from ..cards import Card
from ..engine import Action, seat_name
from ..errors import CardlabError
from ..explain import message, paragraph, register_messages
from ..terminal import cards_text, checked_move, leading_move
from .declaration import _read_groups, check_declaration
from .search import arrange
from .table import DROPPED, OUT, PILE, PLAYING, STOCK, show_action

register_messages({
    "term.ir.wild": {"en": "Wild joker: {indicator} was cut, so every {rank} is a joker this deal.",
                     "vi": "Joker chỉ định: lá {indicator} được lật, nên mọi lá {rank} là joker trong ván này."},
    "term.ir.no_wild": {"en": "{indicator} was cut: no wild rank this deal, only the printed jokers.",
                        "vi": "Lá {indicator} được lật: ván này không có joker chỉ định, chỉ có joker in hình."},
    "term.ir.seat": {"en": "{player}: {n:card|cards} in hand, {status}; taken from the discard pile: {taken}",
                     "vi": "{player}: {n} lá trên tay, {status}; đã lấy từ bài bỏ: {taken}"},
    "term.ir.status.playing": {"en": "in the deal", "vi": "đang chơi"},
    "term.ir.status.dropped": {"en": "dropped", "vi": "đã bỏ cuộc"},
    "term.ir.status.wrong_show": {"en": "showed wrongly", "vi": "đã khai sai"},
    "term.ir.status.won": {"en": "won the deal", "vi": "đã thắng ván"},
    "term.ir.status.out": {"en": "out of the pool", "vi": "đã bị loại"},
    "term.ir.show_best": {"en": "You show with {card} face down. The best grouping of your other {n} cards: {groups}",
                          "vi": "Bạn khai bài, úp lá {card}. Cách xếp tốt nhất cho {n} lá còn lại của bạn: {groups}"},
    "term.ir.show_prompt": {
        "en": "Press Enter to show these groups, type your own groups separated by | (3H 4H 5H | QH QD QC …), "
              "or 0 to take the show back: ",
        "vi": "Nhấn Enter để khai theo cách xếp này, gõ các nhóm của bạn, ngăn cách bằng | (3H 4H 5H | QH QD QC …), "
              "hoặc 0 để thôi không khai: "},
    "term.ir.show_wrong": {"en": "This would be a wrong show: {why} It costs {points} points.",
                           "vi": "Khai như vậy là khai sai: {why} Bị phạt {points} điểm."},
    "term.ir.show_confirm": {"en": "Type 1 to show anyway, anything else to choose again: ",
                             "vi": "Gõ 1 để vẫn khai, gõ thứ khác để chọn lại: "},
    "term.ir.show_back": {"en": "You took the show back: choose your move again.",
                          "vi": "Bạn thôi không khai: hãy chọn lại nước đi."},
    "term.ir.end_head": {"en": "At the end of the deal:", "vi": "Cuối ván:"},
    "term.ir.end_seat": {"en": "{player}, {status}: {groups} ({points:penalty point|penalty points})",
                         "vi": "{player}, {status}: {groups} ({points} điểm phạt)"},
    "term.ir.end_hidden": {"en": "{player}, {status} ({points:penalty point|penalty points})",
                           "vi": "{player}, {status} ({points} điểm phạt)"},
    "term.ir.status.lost": {"en": "counted", "vi": "bị tính điểm"},
    "term.ir.loose": {"en": "{groups} | loose {cards}", "vi": "{groups} | lá lẻ {cards}"},
    "term.ir.totals": {"en": "Totals: {totals}", "vi": "Tổng điểm: {totals}"},
    "term.ir.total": {"en": "{player} {points}", "vi": "{player} {points}"},
})

# Short typed moves, folded to plain lower case (see cardlab.terminal.leading_move), in both languages.
_PHRASES = {
    "show": "declare", "declare": "declare", "khai": "declare", "khai bai": "declare",
    "discard": "discard", "danh": "discard",
    "drop": "drop", "bo cuoc": "drop",
    "draw": STOCK, "stock": STOCK, "draw from the stock": STOCK, "boc": STOCK, "noc": STOCK, "boc noc": STOCK,
    "boc tu noc": STOCK,
    "take": PILE, "pile": PILE, "take from the discard pile": PILE, "lay": PILE, "lay tu bai bo": PILE,
    "boc bai bo": PILE, "bai bo": PILE,
}


def hand_extra(state, player: int) -> str:
    """Nothing is added to an Indian Rummy hand line: the wild joker is told once, after the deal."""
    return ""


def deal_lines(state) -> list[str]:
    """The wild joker of the deal, said once after the hands are dealt."""
    return [_wild_line(state.indicator, state.wild)]


def _wild_line(indicator, wild) -> str:
    if wild is None:
        return message("term.ir.no_wild", indicator=indicator)
    return message("term.ir.wild", indicator=indicator, rank=wild)


def table_lines(view, you: int) -> list[str]:
    """What the person sees: the wild joker, the stock and the open pile, each seat's count and status, their hand."""
    top = cards_text([view.top_discard]) if view.top_discard is not None else message("term.none")
    lines = [_wild_line(view.indicator, view.wild_rank),
             message("term.tongits_head", stock=view.stock_size, top=top)]
    for q in range(view.players):
        if view.statuses[q] == OUT:
            continue
        lines.append("  " + message("term.ir.seat", player=seat_name(q, you), n=view.hand_sizes[q],
                                    status=message(f"term.ir.status.{view.statuses[q]}"),
                                    taken=cards_text(view.taken[q])))
    lines.append(message("term.your_hand", cards=cards_text(view.hand), n=len(view.hand), eaten=""))
    return lines


def shorthand(state, you: int, text: str) -> Action | None:
    """The move a short entry names (``show 9D``, ``đánh 9♦``, ``take``, ``bốc``, ``drop``), legal or not; else None.

    ``show 9D: 3H 4H 5H | …`` carries the groups to show. The caller checks the move against the rules.

    Raises:
        CardlabError: for cards or groups that cannot be read (quoting them).
    """
    head, _, groups = text.partition(":")
    meaning, rest = leading_move(head, _PHRASES)
    if meaning is None:
        return None
    cards = tuple(Card.parse(t) for t in rest.replace(",", " ").split())
    if meaning == STOCK:
        return Action("draw", cards, STOCK, you)
    if meaning == PILE:
        # "take" alone takes the top of the pile; a card named that is not the top is refused by the rules.
        top = state.discards[-1:] if state.discards else []
        return Action("draw", cards or tuple(top), PILE, you)
    if meaning == "declare" and groups.strip() and len(cards) == 1:
        return show_action(you, cards[0], groups)
    return Action(meaning, cards, None, you)


def complete(state, you: int, action: Action, read, write) -> Action | None:
    """A show with the groups the person shows: the engine's best grouping (Enter) or their own.

    A grouping that would be a wrong show is named with its fault and must be confirmed. Any other
    move is returned as it is; None when the person takes the show back.
    """
    if action.kind != "declare":
        return action
    card = action.cards[0]
    kept = list(state.hands[you])
    kept.remove(card)
    if action.target is not None:
        return action if _confirmed(state, you, kept, _read_groups(action.target), read, write) else None
    best = arrange(kept, wild_rank=state.wild, rules=state.rules)
    write(message("term.ir.show_best", card=card.pretty, n=len(kept), groups=best.describe()))
    while True:
        line = read(message("term.ir.show_prompt"))
        entry = line.strip()
        if line == "" or entry == "0":
            write(message("term.ir.show_back"))
            return None
        if not entry:
            groups = [m.cards for m in best.melds]
            # No group at all: the plain show, judged by the engine's best grouping.
            show = show_action(you, card, groups) if groups else action
        else:
            try:
                groups = _read_groups(entry)
                show = show_action(you, card, groups)
                checked_move(state, show, entry, you)
            except CardlabError as exc:
                write(str(exc))
                continue
        if _confirmed(state, you, kept, groups, read, write):
            return show
        write(message("term.ir.show_back"))
        return None


def _confirmed(state, you: int, kept, groups, read, write) -> bool:
    """True for a valid show, or a wrong one the person confirms after being told why it is wrong."""
    verdict = check_declaration(groups, state.wild, state.rules, hand=kept)
    if verdict:
        return True
    why = paragraph(r.text() for r in verdict.reasons if r.code != "indian_rummy.wrong_show")
    write(message("term.ir.show_wrong", why=why, points=state.rules.wrong_show))
    return read(message("term.ir.show_confirm")).strip() == "1"


def _shown_text(shown) -> str:
    """The groups a player showed or was counted from, and the loose cards (the points are said apart)."""
    if not shown.deadwood:
        return shown.groups_text()
    return message("term.ir.loose", groups=shown.groups_text(), cards=cards_text(shown.deadwood))


def end_lines(state, you: int | None = None) -> list[str]:
    """Each player's groups and penalty points in the last deal, then the totals of the table."""
    result = state.results[-1]
    lines = [message("term.ir.end_head")]
    for q, points in result.penalties.items():
        status = result.statuses.get(q, PLAYING)
        word = "lost" if status == PLAYING else status
        shown = result.shown.get(q)
        player = seat_name(q, you)
        if shown is None or status == DROPPED:
            # A dropped hand is set aside unseen.
            lines.append("  " + message("term.ir.end_hidden", player=player, status=message(f"term.ir.status.{word}"),
                                        points=points))
        else:
            lines.append("  " + message("term.ir.end_seat", player=player, status=message(f"term.ir.status.{word}"),
                                        groups=_shown_text(shown), points=points))
    totals = ", ".join(message("term.ir.total", player=seat_name(q, you), points=state.scores[q])
                       for q in range(state.players))
    lines.append(message("term.ir.totals", totals=totals))
    return lines
