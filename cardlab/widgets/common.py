"""What every cardlab widget shares: messages, card buttons, banners, the table view.

The HTML helpers here are pure functions of engine objects (views, melds,
outcomes) that return strings, in the spirit of :mod:`cardlab.render`; the
widget helpers build ipywidgets controls styled for a projector (large
rank and suit, red suits red, a selected card clearly highlighted).
"""
from __future__ import annotations

import re
from collections import deque
from html import escape
from typing import Callable, Mapping

import ipywidgets as W

from .. import render
from ..cards import Card, parse_card, parse_cards
from ..errors import CardlabError, InvalidRulesError, quoted
from ..engine import seat_name
from ..explain import get_language, message, register_messages, set_language

OK, BAD, INFO = render.OK, render.BAD, render.INFO
banner = render.banner  # one banner for verdicts, coach advice and widget feedback
FONT = "font-family:system-ui,-apple-system,'Segoe UI',sans-serif"

# Every text a widget shows that is not the engine's own (reasons, moves, phases, seat names come from
# the engine's catalogue): English and Vietnamese, in the words of the course glossary.
MESSAGES = {
    # shared
    "widgets.language": {"en": "Language", "vi": "Ngôn ngữ"},
    "widgets.bad_input": {"en": "{error} — nothing was changed", "vi": "{error} — không có gì thay đổi"},
    "widgets.no_cards": {"en": "(no cards)", "vi": "(không còn lá nào)"},
    "widgets.or": {"en": "or", "vi": "hoặc"},
    "widgets.card_back": {"en": "card back", "vi": "mặt sau lá bài"},
    # hand builder
    "widgets.hb.title": {"en": "Build a hand", "vi": "Xếp bài trên tay"},
    "widgets.hb.help": {"en": "Click cards to add or remove them, or type them in the box and press Enter.",
                        "vi": "Bấm vào lá bài để thêm hoặc bỏ, hoặc gõ bài vào ô rồi nhấn Enter."},
    "widgets.hb.placeholder": {"en": "type cards, e.g. AS 2S 3S 7H", "vi": "gõ bài, ví dụ AS 2S 3S 7H"},
    "widgets.hb.set": {"en": "Set hand", "vi": "Đặt bài"},
    "widgets.hb.clear": {"en": "Clear", "vi": "Xóa hết"},
    "widgets.hb.your_hand": {"en": "Your hand · {n} / {max} cards", "vi": "Bài trên tay · {n} / {max} lá"},
    "widgets.hb.empty": {"en": "Click cards above to build a hand (up to {max} cards).",
                         "vi": "Bấm các lá bài ở trên để xếp bài (tối đa {max} lá)."},
    "widgets.hb.headline": {"en": "Deadwood {points:point|points} · {melds:meld|melds}",
                            "vi": "Bài rác {points} điểm · {melds} phỏm"},
    "widgets.hb.full": {"en": "A Tongits hand holds at most {max} cards: remove one before adding {card}",
                        "vi": "Bài Tongits trên tay tối đa {max} lá: bỏ bớt một lá trước khi thêm {card}"},
    "widgets.hb.too_many": {"en": "{n} cards typed, but a Tongits hand holds at most {max}",
                            "vi": "Đã gõ {n} lá, nhưng bài Tongits trên tay tối đa {max} lá"},
    "widgets.hb.not_one_card": {"en": "{value} is not one card: expected a single card such as 'KH'",
                                "vi": "{value} không phải là một lá bài: cần đúng một lá, ví dụ 'KH'"},
    "widgets.hb.bad_mode": {"en": "mode={value}: expected one of {modes}", "vi": "mode={value}: cần một trong {modes}"},
    # The first click mode of a builder with several (Phỏm, Indian Rummy): a click adds or removes the card.
    "widgets.hb.mode_add": {"en": "Add or remove cards", "vi": "Thêm hoặc bỏ lá"},
    "widgets.hb.not_option": {"en": "{value} is not an option of the hand builder: expected one of {options}",
                              "vi": "{value} không phải là tùy chọn của bảng xếp bài: cần một trong {options}"},
    "widgets.hb.hand_too_big": {"en": "hand={value} has {n} cards: a Tongits hand holds at most {max}",
                                "vi": "hand={value} có {n} lá: bài Tongits trên tay tối đa {max} lá"},
    "widgets.hb.deadwood_title": {"en": "deadwood: {points:point|points}", "vi": "bài rác: {points} điểm"},
    "widgets.hb.needs": {"en": "It needs {needed} to become a meld.", "vi": "Cần thêm {needed} để thành phỏm."},
    "widgets.hb.lonely": {"en": "{card} ({points:point|points}): no other card of the hand is close to a meld with it",
                          "vi": "{card} ({points} điểm): không lá nào khác trên tay gần thành phỏm với lá này"},
    "widgets.hb.deadwood_could": {
        "en": "{card} ({points:point|points}) could make {meld}, but {taken} do more good in the melds of the "
              "best arrangement",
        "vi": "{card} ({points} điểm) có thể ghép thành {meld}, nhưng {taken} có ích hơn trong các phỏm "
              "của cách xếp tốt nhất"},
    "widgets.hb.deadwood_could_one": {
        "en": "{card} ({points:point|points}) could make {meld}, but {taken} does more good in a meld of the "
              "best arrangement",
        "vi": "{card} ({points} điểm) có thể ghép thành {meld}, nhưng {taken} có ích hơn trong một phỏm "
              "của cách xếp tốt nhất"},
    "widgets.hb.no_deadwood": {"en": "no deadwood: every card is in a meld",
                               "vi": "không có bài rác: lá nào cũng nằm trong phỏm"},
    "widgets.hb.concealed": {
        "en": "concealed_melds_count_as_deadwood is on: melds kept in the hand count too, so this hand counts "
              "{points:point|points} until its melds are exposed",
        "vi": "tùy chọn concealed_melds_count_as_deadwood đang bật: phỏm giữ trên tay cũng bị tính điểm, nên bài "
              "này tính {points} điểm cho đến khi hạ các phỏm xuống"},
    "widgets.hb.best_discard_title": {"en": "best discard: {card}", "vi": "nên đánh: {card}"},
    "widgets.hb.best_discard": {
        "en": "discarding {card} leaves the least deadwood: {points:point|points} in the {n} cards kept",
        "vi": "đánh {card} thì bài rác còn ít nhất: {points} điểm trong {n} lá giữ lại"},
    "widgets.hb.best_discard_tie_title": {"en": "best discard: {cards} (a tie)",
                                          "vi": "nên đánh: {cards} (ngang nhau)"},
    "widgets.hb.best_discard_tie": {
        "en": "discarding any one of {cards} leaves the least deadwood: {points:point|points} in the {n} cards kept",
        "vi": "đánh lá nào trong {cards} thì bài rác cũng còn ít nhất: {points} điểm trong {n} lá giữ lại"},
    "widgets.hb.opt_ace_high": {"en": "Q-K-A is a run (ace_high_in_runs)",
                                "vi": "Q-K-A là sảnh (tùy chọn ace_high_in_runs)"},
    "widgets.hb.opt_concealed": {"en": "concealed melds count (concealed_melds_count_as_deadwood)",
                                 "vi": "phỏm giấu trên tay bị tính điểm (tùy chọn concealed_melds_count_as_deadwood)"},
    # fight calculator
    "widgets.fc.title": {"en": "Fight calculator (Khiêu chiến)", "vi": "Tính Khiêu chiến (Fight)"},
    "widgets.fc.help": {
        "en": "Type each player's exposed melds (separate melds with |) and the cards still in hand.",
        "vi": "Gõ các phỏm đã hạ của mỗi người chơi (ngăn cách các phỏm bằng |) và các lá còn trên tay."},
    "widgets.fc.exposed": {"en": "exposed melds", "vi": "phỏm đã hạ"},
    "widgets.fc.hand": {"en": "hand", "vi": "bài trên tay"},
    "widgets.fc.caller": {"en": "Fight called by", "vi": "Người gọi Khiêu chiến"},
    "widgets.fc.sapawed": {"en": "an opponent laid off (sapaw) onto the caller's melds since the caller's last turn",
                           "vi": "có đối thủ gửi bài vào phỏm của người gọi từ lượt trước của họ"},
    "widgets.fc.response": {"en": "answer", "vi": "trả lời"},
    "widgets.fc.challenge": {"en": "Challenge", "vi": "Thách đấu"},
    "widgets.fc.fold": {"en": "Fold", "vi": "Bỏ cuộc"},
    "widgets.fc.tie": {"en": "On a tie:", "vi": "Khi bằng điểm:"},
    "widgets.fc.tie_challenger": {"en": "the challenger wins", "vi": "người thách đấu thắng"},
    "widgets.fc.tie_caller": {"en": "the caller wins", "vi": "người gọi thắng"},
    "widgets.fc.no_answer": {"en": "— (no meld)", "vi": "— (chưa hạ phỏm)"},
    "widgets.fc.caller_row": {"en": "— (caller)", "vi": "— (người gọi)"},
    "widgets.fc.example": {"en": "The H19 guide's example", "vi": "Ví dụ trong hướng dẫn H19"},
    "widgets.fc.deadwood": {"en": "deadwood {points:point|points}", "vi": "bài rác {points} điểm"},
    "widgets.fc.winner": {"en": "{player} wins the Fight", "vi": "{player} thắng Khiêu chiến"},
    "widgets.fc.burned": {"en": "burned (cháy bài): {players}", "vi": "bị cháy bài: {players}"},
    "widgets.fc.burned_badge": {"en": "burned (cháy bài)", "vi": "bị cháy bài"},
    "widgets.fc.wins_badge": {"en": "wins", "vi": "thắng"},
    "widgets.fc.cannot_fight": {"en": "{player} may not call Fight", "vi": "{player} không được gọi Khiêu chiến"},
    "widgets.fc.bad_meld": {"en": "{player}: an exposed meld must be a meld",
                            "vi": "{player}: phỏm đã hạ phải là phỏm hợp lệ"},
    "widgets.fc.field": {"en": "{player}, {field}: {error}", "vi": "{player}, {field}: {error}"},
    "widgets.fc.fix_first": {"en": "Correct {players} to see who wins the Fight.",
                             "vi": "Hãy sửa ô của {players} để xem ai thắng Khiêu chiến."},
    "widgets.fc.twice": {"en": "{card} is already held by {owner}: one deck has each card once",
                         "vi": "{card} đã nằm ở {owner}: một bộ bài chỉ có mỗi lá một lần"},
    "widgets.fc.exposed_type": {
        "en": "exposed={value}: expected melds as text, such as '9S 10S JS | KS KC KD', or a list of melds",
        "vi": "exposed={value}: cần các phỏm dạng chuỗi, như '9S 10S JS | KS KC KD', hoặc một danh sách phỏm"},
    "widgets.fc.hand_type": {
        "en": "hand={value}: expected cards as text, such as '3D 4D QH', or a list of cards",
        "vi": "hand={value}: cần các lá dạng chuỗi, như '3D 4D QH', hoặc một danh sách lá bài"},
    "widgets.fc.bad_player": {"en": "player={value}: expected one of {names}",
                              "vi": "player={value}: cần một trong {names}"},
    "widgets.fc.bad_response": {"en": "response={value}: expected 'challenge' or 'fold'",
                                "vi": "response={value}: cần 'challenge' hoặc 'fold'"},
    # table
    "widgets.tb.title": {"en": "Tongits table · hand {n}", "vi": "Bàn Tongits · ván {n}"},
    "widgets.tb.bots": {"en": "Bots:", "vi": "Máy:"},
    "widgets.tb.level_gentle": {"en": "Gentle (for learning)", "vi": "Hiền (để học)"},
    "widgets.tb.level_greedy": {"en": "Greedy (strong)", "vi": "Tham (mạnh)"},
    "widgets.tb.level_help_gentle": {
        "en": "Gentle bots call Fight only when everyone has had {n:turn|turns} and their deadwood is "
              "{points:point|points} or less.",
        "vi": "Máy hiền chỉ gọi Khiêu chiến khi mọi người đã đi {n} lượt và bài rác của máy còn {points} điểm "
              "trở xuống."},
    "widgets.tb.level_help_greedy": {
        "en": "Greedy bots call Fight as soon as it looks winnable, even on their first turn.",
        "vi": "Máy tham gọi Khiêu chiến ngay khi thấy có thể thắng, kể cả ở lượt đầu tiên."},
    "widgets.tb.stock": {"en": "stock (Nọc): {n:card|cards}", "vi": "nọc: {n} lá"},
    "widgets.tb.discards": {"en": "discard pile: {n:card|cards}", "vi": "bài bỏ: {n} lá"},
    "widgets.tb.no_meld": {"en": "no meld exposed yet", "vi": "chưa hạ phỏm nào"},
    "widgets.tb.cards": {"en": "{n:card|cards}", "vi": "{n} lá"},
    "widgets.tb.your_turn": {"en": "Your move", "vi": "Lượt của bạn"},
    "widgets.tb.waiting": {"en": "Waiting for {player}.", "vi": "Đang chờ {player}."},
    "widgets.tb.coach_title": {"en": "Coach", "vi": "Người hướng dẫn"},
    "widgets.tb.refused": {"en": "“{action}” is refused: {reason}", "vi": "Không được đi “{action}”: {reason}"},
    "widgets.tb.type_action": {"en": "or type a move, e.g. discard 9C",
                               "vi": "hoặc gõ nước đi bằng ký hiệu, ví dụ: discard 9C"},
    "widgets.tb.new_hand": {"en": "New hand", "vi": "Ván mới"},
    "widgets.tb.suggest": {"en": "Play the coach's move", "vi": "Đi theo gợi ý"},
    "widgets.tb.log": {"en": "Moves", "vi": "Các nước đã đi"},
    "widgets.tb.since": {"en": "Since your last move", "vi": "Từ nước đi trước của bạn"},
    "widgets.tb.arrangement": {"en": "Your hand, best arrangement", "vi": "Bài trên tay của bạn, cách xếp tốt nhất"},
    "widgets.tb.you_win": {"en": "You win!", "vi": "Bạn thắng!"},
    "widgets.tb.other_wins": {"en": "{player} wins", "vi": "{player} thắng"},
    "widgets.tb.nobody_wins": {"en": "Nobody wins", "vi": "Không ai thắng"},
    "widgets.tb.move": {"en": "{player}: {action}", "vi": "{player}: {action}"},
    "widgets.tb.group_draw": {"en": "Draw or chow", "vi": "Bốc hoặc ăn bài"},
    "widgets.tb.group_expose": {"en": "Expose a meld", "vi": "Hạ phỏm"},
    "widgets.tb.group_sapaw": {"en": "Lay off (sapaw)", "vi": "Gửi bài"},
    "widgets.tb.group_discard": {"en": "Discard (ends your turn)", "vi": "Đánh một lá (hết lượt)"},
    "widgets.tb.group_fight": {"en": "Call Fight", "vi": "Khiêu chiến (Fight)"},
    "widgets.tb.group_respond": {"en": "Answer the Fight", "vi": "Trả lời Khiêu chiến"},
    "widgets.tb.btn_draw": {"en": "draw from the stock", "vi": "bốc từ nọc"},
    "widgets.tb.btn_chow": {"en": "chow {card} with {used}", "vi": "ăn {card} với {used}"},
    "widgets.tb.btn_sapaw": {"en": "{card} → meld {i}", "vi": "{card} → phỏm {i}"},
    "widgets.tb.meld_label": {"en": "meld {i}", "vi": "phỏm {i}"},
    "widgets.tb.fight_called": {"en": "{player} called Fight (Khiêu chiến): {why}",
                                "vi": "{player} gọi Khiêu chiến (Fight): {why}"},
    "widgets.tb.why_burned": {
        "en": "nobody else had exposed a meld, so the others are burned (cháy bài)",
        "vi": "không ai khác đã hạ phỏm, nên những người còn lại bị cháy bài"},
    "widgets.tb.why_low": {"en": "they judge their deadwood low enough to win",
                           "vi": "máy cho rằng bài rác của mình đủ thấp để thắng"},
    "widgets.tb.fight_coming": {
        "en": "{player} has exposed {n:meld|melds} and nobody has laid off on them since: on their turn "
              "they may call Fight (Khiêu chiến), and the lowest deadwood wins.",
        "vi": "{player} đã hạ {n} phỏm và từ đó chưa ai gửi bài vào: đến lượt mình, họ có thể gọi Khiêu chiến "
              "(Fight), và ai ít bài rác nhất thì thắng."},
    "widgets.tb.fight_burn": {
        "en": "You have not exposed a meld yet: a Fight now would burn you (cháy bài). Expose a meld to be safe.",
        "vi": "Bạn chưa hạ phỏm nào: nếu bị Khiêu chiến lúc này bạn sẽ bị cháy bài. Hãy hạ một phỏm cho an toàn."},
    "widgets.tb.fight_block": {
        "en": "Laying off (sapaw) a card on their meld stops them calling Fight on their next turn.",
        "vi": "Gửi bài vào phỏm của họ thì lượt tới họ không được gọi Khiêu chiến."},
    "widgets.tb.fight_gentle": {
        "en": "These bots are gentle: they wait until everyone has had {n:turn|turns}.",
        "vi": "Đây là máy hiền: máy chờ đến khi mọi người đã đi {n} lượt."},
    "widgets.tb.bad_seat": {"en": "seat={value}: expected 0, 1 or 2", "vi": "seat={value}: cần 0, 1 hoặc 2"},
    "widgets.tb.bad_game": {"en": "game={value}: expected one of {games}", "vi": "game={value}: cần một trong {games}"},
    "widgets.tb.bad_level": {"en": "bots={value}: expected one of {levels}", "vi": "bots={value}: cần một trong {levels}"},
    "widgets.tb.bad_seed": {"en": "seed={value}: expected a whole number", "vi": "seed={value}: cần một số nguyên"},
    "widgets.tb.no_button": {"en": "there is no move button {index}: {n:move is|moves are} offered",
                             "vi": "không có nút nước đi số {index}: chỉ có {n} nước đi"},
    "widgets.tb.fixed_players": {"en": "players={value}: {game} is played by {n} at this table",
                                 "vi": "players={value}: ở bàn này {game} chơi {n} người"},
    "widgets.tb.endless": {"en": "the bots made {n:move|moves} without ending the hand",
                           "vi": "các máy đã đi {n} nước mà ván chưa kết thúc"},
    # replay
    "widgets.rp.title": {"en": "Replay · step {step} / {total}", "vi": "Xem lại · bước {step} / {total}"},
    "widgets.rp.start": {"en": "The deal: nothing played yet.", "vi": "Chia bài xong: chưa ai đi."},
    "widgets.rp.last": {"en": "Last move: {player}: {action}", "vi": "Nước vừa đi: {player}: {action}"},
    "widgets.rp.not_record": {
        "en": "{record} is not a game record: expected a tongits.State, phom.State or indian_rummy.State, or its to_json()",
        "vi": "{record} không phải bản ghi một ván: cần tongits.State, phom.State hoặc indian_rummy.State, hoặc to_json() của nó"},
    "widgets.rp.bad_action": {"en": "action {i} of the record, {item}, cannot be replayed: {error}",
                              "vi": "không thể chơi lại nước đi thứ {i} của bản ghi, {item}: {error}"},
    "widgets.rp.kept": {"en": "{error} The replay keeps the game it showed.",
                        "vi": "{error} Trình xem lại vẫn giữ ván đang xem."},
    "widgets.rp.bad_step": {"en": "step={value}: expected a whole number from 0 to {total}",
                            "vi": "step={value}: cần một số nguyên từ 0 đến {total}"},
}
register_messages(MESSAGES)


def t(code: str, **params) -> str:
    """A widget text in the current language (``cardlab.set_language``)."""
    return message(code, **params)


# -- pure HTML helpers -------------------------------------------------------------------------------

_TOKEN = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9AJQKT])([SHDC])(?![\w])", re.IGNORECASE)


def pretty_text(text: str) -> str:
    """An action's text with its card tokens shown with suit symbols (``discard 10H`` → ``discard 10♥``)."""
    def sub(m: re.Match) -> str:
        try:
            return parse_card(m.group(0)).pretty
        except CardlabError:
            return m.group(0)
    return _TOKEN.sub(sub, str(text))


def error_html(text: str) -> str:
    """A red error line (a bad typed token, a refused action)."""
    if not text:
        return ""
    return (f'<div style="{FONT};color:{BAD};font-size:16px;font-weight:600;background:{BAD}14;'
            f'border-left:6px solid {BAD};padding:4px 8px;margin:4px 0">✘ {escape(text)}</div>')


#: A hand builder's headline outsizes everything else in its feedback (banner marks are at most 28px), so on a
#: projector the verdict is what the back row reads first; its numbers line stays readable but smaller.
HEADLINE_PX, HEADLINE_DETAIL_PX = 32, 20


def headline_html(ok: bool | None, text: str, detail: str = "", mark: bool = True) -> str:
    """The headline of a hand builder's feedback: the verdict, its largest text, then the numbers smaller.

    ``ok``: green (``True``), red (``False``) or dark grey (``None``: a fact, not a judgement).
    ``mark``: start the verdict with ✔ or ✘; ``False`` for a fact such as a deadwood count.
    ``detail``: the numbers line under it (points left over, melds), "" for none.
    """
    color = OK if ok else "#222" if ok is None else BAD
    sign = ("✔ " if ok else "" if ok is None else "✘ ") if mark else ""
    under = (f'<div class="cardlab-headline-detail" style="font-size:{HEADLINE_DETAIL_PX}px;font-weight:600;'
             f'color:#333;margin-top:2px">{escape(detail)}</div>' if detail else "")
    return (f'<div style="{FONT};margin:6px 0"><div class="cardlab-headline" style="font-size:{HEADLINE_PX}px;'
            f'font-weight:800;line-height:1.15;color:{color}">{escape(sign + text)}</div>{under}</div>')


def card_back_svg(width: int = 30) -> str:
    """The back of a card (an opponent's hidden card, the stock)."""
    h = round(width * render.CARD_H / render.CARD_W)
    back = escape(t("widgets.card_back"))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {width} {h}" '
            f'role="img" aria-label="{back}" style="vertical-align:bottom"><title>{back}</title>'
            f'<rect x="1" y="1" width="{width - 2}" height="{h - 2}" rx="4" fill="#1e4e8c" stroke="#0d2b52" '
            f'stroke-width="1.2"/><rect x="4" y="4" width="{width - 8}" height="{h - 8}" rx="3" fill="none" '
            f'stroke="#9ec1ef" stroke-width="1" stroke-dasharray="3 2"/></svg>')


def backs_html(n: int, width: int = 26) -> str:
    """``n`` hidden cards, overlapping (the count is written next to the player's name)."""
    shown = min(n, 13)
    svgs = "".join(f'<span style="margin-right:-{width // 2}px">{card_back_svg(width)}</span>' for _ in range(shown))
    return f'<span style="display:inline-flex;align-items:flex-end;padding-right:{width // 2}px">{svgs}</span>'


def name(player, you: int | None = None) -> str:
    """``Player 1`` or ``Player 0 (you)``, in the current language (the engine's seat names)."""
    return seat_name(player, you)


def describe(action) -> str:
    """A move in words in the current language (the engine's ``Action.describe``), cards with suit symbols."""
    return pretty_text(action.describe())


def _meld_box(index: int, meld, width: int = 44) -> str:
    """One exposed meld with its number (a sapaw targets a meld by number) and its kind."""
    label = f'{t("widgets.tb.meld_label", i=index)} · {render.kind_name(meld.kind)}'
    return (f'<div style="display:inline-block;border:2px solid {OK};border-radius:8px;padding:2px 5px 5px;'
            f'background:{OK}0f;margin:0 6px 4px 0"><div style="font-size:12px;color:{OK};font-weight:600">'
            f'{escape(label)}</div>{render.cards_row(meld.cards, "meld", width)}</div>')


def table_html(view, hands: Mapping | None = None, you: int | None = None, highlight: int | None = None,
               mine: str | None = None) -> str:
    """The table as one player sees it (a :class:`cardlab.tongits.View`).

    ``hands``: cards to show face up for other seats (a replay or a finished
    hand shows every hand; the live table shows only yours). ``you``: the
    seat labelled "(you)", drawn last, nearest its owner, as at a real
    table. ``highlight``: the seat whose row is outlined (who acts now).
    ``mine``: HTML shown instead of your cards (the live table shows your
    hand's best arrangement there).
    """
    def row(p: int) -> str:
        melds = [(i, m) for i, m in enumerate(view.exposed) if m.owner == p]
        count = len(view.hand) if p == view.player else view.hand_sizes[p]
        if hands is not None and p in hands:
            shown = hands[p]
        elif p == view.player:
            shown = view.hand
        else:
            shown = None
        if p == you and mine is not None:
            cards = mine
        elif shown is None:
            cards = backs_html(count)
        elif len(shown):
            cards = render.cards_row(shown, None, 50 if p == you else 44)
        else:
            cards = f'<i style="color:#777">{escape(t("widgets.no_cards"))}</i>'
        if melds:
            meld_html = "".join(_meld_box(i, m) for i, m in melds)
        else:
            meld_html = f'<span style="color:#777;font-style:italic">{escape(t("widgets.tb.no_meld"))}</span>'
        ring = f"3px solid {INFO}" if p == highlight else "1px solid #ccc"
        return (f'<div style="border:{ring};border-radius:10px;padding:6px 10px;margin:4px 0;background:#fafafa">'
                f'<div style="font-weight:700;font-size:16px;margin-bottom:4px">{escape(name(p, you))}'
                f'<span style="font-weight:400;color:#555;font-size:14px"> · '
                f'{escape(t("widgets.tb.cards", n=count))}</span></div>'
                f'<div style="display:flex;flex-wrap:wrap;gap:14px;align-items:flex-end">'
                f'<div>{cards}</div><div>{meld_html}</div></div></div>')

    top = view.discards[-1] if view.discards else None
    pile = render.card_svg(top, 56) if top is not None else '<div style="height:80px"></div>'
    centre = (f'<div style="display:flex;gap:24px;align-items:flex-end;margin:6px 0 2px 4px;font-size:15px">'
              f'<div>{card_back_svg(56)}<div>{escape(t("widgets.tb.stock", n=view.stock_size))}</div></div>'
              f'<div>{pile}<div>{escape(t("widgets.tb.discards", n=len(view.discards)))}</div></div></div>')
    seats = list(range(view.players))
    if you is None:
        body = centre + "".join(row(p) for p in seats)
    else:
        body = "".join(row(p) for p in seats if p != you) + centre + row(you)
    return f'<div style="{FONT}">{body}</div>'


def log_html(lines: list[str]) -> str:
    """Every move so far, numbered, newest last, in a box that scrolls."""
    lis = "".join(f'<li>{escape(line)}</li>' for line in lines)
    return (f'<div style="{FONT};font-size:13px;line-height:1.35"><b style="font-size:15px">'
            f'{escape(t("widgets.tb.log"))}</b><ol style="margin:2px 0 0 0;padding-left:28px;max-height:520px;'
            f'overflow-y:auto">{lis}</ol></div>')


# -- ipywidgets helpers ----------------------------------------------------------------------------

CARD_BUTTON_W, CARD_BUTTON_H = "54px", "48px"
_SELECTED_COLOR = "#ffe082"
_SELECTED_BORDER = f"3px solid {INFO}"
_PLAIN_BORDER = "1px solid #9e9e9e"


_SHARED: dict = {}


def _shared(key, make):
    # Buttons share their style and layout models: a 52-card palette then costs 52 widgets, not 156,
    # and selecting a card swaps two references instead of sending new styles.
    w = _SHARED.get(key)
    if w is None:
        w = _SHARED[key] = make()
    return w


_EATEN_COLOR = "#ffb74d"
_EATEN_BORDER = "3px solid #e65100"


def _card_style(red: bool, selected: bool, font_size: str, eaten: bool = False) -> W.ButtonStyle:
    color = _EATEN_COLOR if eaten else _SELECTED_COLOR if selected else "white"
    return _shared(("style", red, selected, font_size, eaten), lambda: W.ButtonStyle(
        font_size=font_size, font_weight="bold", text_color=render.RED if red else render.BLACK,
        button_color=color))


def _card_layout(selected: bool, width: str, height: str, eaten: bool = False) -> W.Layout:
    border = _EATEN_BORDER if eaten else _SELECTED_BORDER if selected else _PLAIN_BORDER
    return _shared(("layout", selected, width, height, eaten), lambda: W.Layout(
        width=width, height=height, padding="0px", margin="2px", border=border))


def card_look(card: Card, selected: bool = False, width: str = CARD_BUTTON_W, height: str = CARD_BUTTON_H,
              font_size: str = "20px") -> tuple[W.ButtonStyle, W.Layout]:
    """The shared style and layout of a card button (see :func:`card_button`)."""
    return _card_style(card.is_red, selected, font_size), _card_layout(selected, width, height)


def card_button(card: Card, selected: bool = False, width: str = CARD_BUTTON_W, height: str = CARD_BUTTON_H,
                font_size: str = "20px") -> W.Button:
    """A button showing a card's rank and suit large, red suits red; CSS class ``cardlab-card-XX`` for tests."""
    b = W.Button(description=card.pretty, tooltip=str(card),
                 layout=_card_layout(selected, width, height), style=_card_style(card.is_red, selected, font_size))
    b._cardlab_card = (card, width, height, font_size)
    b.add_class("cardlab-card")
    b.add_class(f"cardlab-card-{card}")
    return b


def style_selected(button: W.Button, selected: bool, eaten: bool = False) -> None:
    """Highlight a chosen card (yellow with a thick blue frame), an eaten one (orange), or show it plain white."""
    card, width, height, font_size = button._cardlab_card
    style = _card_style(card.is_red, selected, font_size, eaten)
    layout = _card_layout(selected, width, height, eaten)
    if button.style is not style:
        button.style = style
    if button.layout is not layout:
        button.layout = layout


# The language toggles of the widgets shown on the page, newest last: switching one switches them all. A
# widget joins when it is displayed (WidgetBase._repr_mimebundle_), so one whose construction failed half-way
# never does. Bounded, because ipywidgets keeps every widget a kernel ever made alive until it is closed (a
# re-run cell leaves its old widgets behind); the widgets of one page are far fewer than this.
_TOGGLES: deque[W.ToggleButtons] = deque(maxlen=64)
_FOLLOWING: list[W.ToggleButtons] = []     # the switch being followed, while the others follow it

# Text cells of a page written in both languages (``<div class="cardlab-text" lang="vi" hidden>``, as the
# tools pages are) show the language of the page's toggles. A notebook's Markdown may not carry a <style>
# (JupyterLab strips it), a widget's HTML may: every toggle carries this rule, which reads the language
# from the toggles' own class, per notebook (two notebooks open side by side keep their own languages).
PAGE_TEXT_CSS = ("<style>"
                 + "".join(f".jp-Notebook:has(.cardlab-page-{lang}) .cardlab-text[lang]:not([lang={lang}])"
                           f"{{display:none!important}}"
                           f".jp-Notebook:has(.cardlab-page-{lang}) .cardlab-text[lang={lang}]{{display:block}}"
                           for lang in ("en", "vi"))
                 + "</style>")


def language_toggle(on_change: Callable[[], None]) -> W.ToggleButtons:
    """English / Tiếng Việt switch for the whole page: sets ``cardlab.set_language``, redraws every widget.

    The toggle's ``page_text`` (an HTML widget with :data:`PAGE_TEXT_CSS`) goes beside it in the widget's
    header, so that the page's bilingual text cells follow the switch too. The toggle joins the page's
    others when its widget is displayed (:func:`join_page`).
    """
    toggle = W.ToggleButtons(options=[("English", "en"), ("Tiếng Việt", "vi")], value=get_language(),
                             style=W.ToggleButtonsStyle(button_width="90px"))
    toggle.add_class(f"cardlab-page-{toggle.value}")
    toggle.page_text = W.HTML(PAGE_TEXT_CSS, layout=W.Layout(display="none"))

    def changed(change):
        set_language(change["new"])
        toggle.remove_class(f"cardlab-page-{change['old']}")
        toggle.add_class(f"cardlab-page-{change['new']}")
        on_change()
        if _FOLLOWING:
            return                        # moved by the switch the learner clicked, which moves the rest
        # The others follow, each redrawing itself through this same observer, one after the other (not
        # nested: 64 nested switches would run out of Python's stack).
        _FOLLOWING.append(toggle)
        try:
            for other in list(_TOGGLES):
                if other is not toggle and other.comm is not None and other.value != change["new"]:
                    other.value = change["new"]
        finally:
            _FOLLOWING.pop()
    toggle.observe(changed, names="value")
    return toggle


def join_page(toggle: W.ToggleButtons) -> None:
    """Make ``toggle`` (a :func:`language_toggle`) switch with the others shown on the page, and they with it."""
    if toggle not in _TOGGLES:
        _TOGGLES.append(toggle)


def html(value: str = "", cls: str | None = None) -> W.HTML:
    box = W.HTML(value=value)
    if cls:
        box.add_class(cls)
    return box


_SVG = re.compile(r"<svg\b.*?</svg>", re.DOTALL)


def svg_as_img(html_text: str) -> str:
    """Every inline SVG card in ``html_text`` turned into a data-URI image (:func:`render.svg_img`).

    The static fallback of a widget is shown by JupyterLab even when the
    notebook is untrusted, which drops inline ``<svg>``; images survive.
    """
    return _SVG.sub(lambda m: render.svg_img(m.group(0)), html_text)


class WidgetBase:
    """A widget made of ipywidgets boxes (``.widget``) with a static HTML fallback.

    Displaying the object shows the live widget; an exported or unexecuted
    notebook (or a viewer without a kernel) falls back to ``static_html()``,
    its cards as data-URI images (see :func:`svg_as_img`).
    """

    widget: W.Widget

    def static_html(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, include=None, exclude=None):
        language = getattr(self, "language", None)
        if isinstance(language, W.ToggleButtons):
            join_page(language)            # shown: its language switch now switches the page's others
        data = self.widget._repr_mimebundle_()
        data["text/plain"] = repr(self)
        data["text/html"] = svg_as_img(self.static_html())
        return data

    def _repr_html_(self) -> str:
        return svg_as_img(self.static_html())


# -- what every game's hand builder reads: its rules and cards -------------------------------------------------

def game_rules(game, rules):
    """``rules``, or ``game.Rules()`` for ``None``; ``game`` is the engine module (``cardlab.tongits``, ``cardlab.phom``).

    Raises:
        InvalidRulesError: for anything that is not ``game.Rules``, naming it (e.g. ``tongits.Rules``).
    """
    if rules is None:
        return game.Rules()
    if not isinstance(rules, game.Rules):
        expected = f"{game.__name__.rsplit('.', 1)[-1]}.Rules"
        raise InvalidRulesError.of("error.rules_type", value=quoted(rules), expected=expected)
    return rules


def game_cards(game, cards, rules, check=None) -> list:
    """Cards in any notation, checked by ``game``'s engine (one deck, no jokers); empty text is no cards.

    ``check(hand)``: how the engine checks them, when ``game.arrange(hand, rules)`` is not the way.

    Raises:
        NotationError / CardTypeError: quoting what could not be read.
    """
    if isinstance(cards, str) and not cards.strip():
        return []
    if isinstance(cards, (list, tuple)) and not cards:
        return []
    hand = list(parse_cards(cards))
    if check is None:
        game.arrange(hand, rules)      # the engine refuses jokers and repeated cards, quoting them
    else:
        check(hand)
    return hand
