"""Chắn in the widgets: the card gallery, the pair finder, the cước scorer and the table's adapter.

* :class:`ChanCards` — the 25 faces of the 100 long cards (Vạn, Sách, Văn
  and Chi chi, four copies each), red cards marked, each with its Vietnamese
  and English name and its characters; click or type cards (``3V``,
  ``Tam vạn``, ``三萬``) to read them and build a hand;
* :class:`ChanHandBuilder` — the pair finder: the Chắn, Cạ and unpaired
  (què) cards of a hand (:func:`cardlab.chan.decompose`), Tôm and Lèo; with
  19 cards the waiting cards (chờ) and what each would score
  (:func:`~cardlab.chan.waiting_cards`); with 20 cards whether it wins on
  the chosen card (:func:`~cardlab.chan.check_win`) and its cước
  (:func:`~cardlab.chan.score`);
* :class:`CuocScorer` — a winning hand, the winning card, how it was won
  (own gate, other gate, Thiên ù, Chíu) and what the hand earned on the way
  (Thiên khai, Chíu ù, Bòn…): every cước that applies, the main + dịch
  arithmetic and each player's money (:func:`~cardlab.chan.settle`) under
  the Tổ Tôm / Chắn page's table and the traditional one side by side;
* :class:`ChanAdapter` — what the one :class:`~cardlab.widgets.Table`
  (``Table(game="chan")``) and :class:`~cardlab.widgets.Replay` need: four
  seats, greedy (or random) bots, moves grouped as a turn goes (ù, Chíu,
  capture, pass, discard), and the four gates (cửa) drawn around the table.
"""
from __future__ import annotations

import re
from html import escape

import ipywidgets as W

from .. import chan, render
from ..bots import RandomBot
from ..bots.chan import GreedyBot
from ..engine import Action
from ..errors import CardlabError, quoted
from ..explain import get_language, register_messages
from ..records import CHAN_FIELDS, DEAL
from .common import (BAD, FONT, INFO, OK, WidgetBase, backs_html, banner, card_back_svg, card_look, describe,
                     error_html, game_rules, headline_html, html, language_toggle, name, t)
from ..chan.terminal import shorthand as typed_move
from .adapter import TableAdapter
from .hand_builder import HandBuilderCore

CA_COLOR = "#1565c0"
RED_MARK = "#c62828"

MESSAGES = {
    # cards and pairs
    "widgets.ch.red": {"en": "red", "vi": "đỏ"},
    "widgets.ch.black": {"en": "black", "vi": "đen"},
    "widgets.ch.chan": {"en": "Chắn (identical pair)", "vi": "Chắn"},
    "widgets.ch.ca": {"en": "Cạ (same rank, other suit)", "vi": "Cạ"},
    "widgets.ch.chiu": {"en": "Chíu (four identical)", "vi": "Chíu"},
    "widgets.ch.que": {"en": "unpaired (què)", "vi": "lá què"},
    "widgets.ch.pairs_line": {
        "en": "{chan} Chắn · {ca} Cạ · {que:unpaired card|unpaired cards} (què)",
        "vi": "{chan} Chắn · {ca} Cạ · {que} lá què"},
    "widgets.ch.combos": {"en": "Tôm: {tom} · Lèo: {leo} · red cards: {red}",
                          "vi": "Tôm: {tom} · Lèo: {leo} · lá đỏ: {red}"},
    "widgets.ch.chiu_note": {"en": "Chíu (four identical cards, two Chắn): {cards}",
                             "vi": "Chíu (bốn lá giống nhau, tính hai Chắn): {cards}"},
    "widgets.ch.mode_add": {"en": "Click adds a copy", "vi": "Bấm để thêm một lá"},
    "widgets.ch.mode_remove": {"en": "Click removes a copy", "vi": "Bấm để bỏ một lá"},
    "widgets.ch.placeholder": {"en": "type cards, e.g. 3V 3S 7N CC or Tam vạn",
                               "vi": "gõ bài, ví dụ 3V 3S 7N CC hoặc Tam vạn"},
    "widgets.ch.full": {"en": "A Chắn hand holds at most {max} cards: remove one before adding {card}",
                        "vi": "Bài Chắn trên tay tối đa {max} lá: bỏ bớt một lá trước khi thêm {card}"},
    "widgets.ch.too_many": {"en": "{n} cards typed, but a Chắn hand holds at most {max}",
                            "vi": "Đã gõ {n} lá, nhưng bài Chắn trên tay tối đa {max} lá"},
    "widgets.ch.too_big": {"en": "hand={value} has {n} cards: a Chắn hand holds at most {max}",
                           "vi": "hand={value} có {n} lá: bài Chắn trên tay tối đa {max} lá"},
    "widgets.ch.fifth": {"en": "The deck holds four {card}: the hand has them all",
                         "vi": "Cả bộ bài chỉ có bốn lá {card}: bài trên tay đã có đủ cả bốn"},
    "widgets.ch.not_held": {"en": "There is no {card} in the hand to remove",
                            "vi": "Trên tay không có lá {card} nào để bỏ"},
    # the gallery
    "widgets.ch.cards.title": {"en": "The Chắn cards", "vi": "Các lá bài Chắn"},
    "widgets.ch.cards.help": {
        "en": "100 long cards: 25 faces, four copies of each. Click a card (or type its name) to read it and "
              "put it in your hand.",
        "vi": "100 lá bài dài: 25 mặt bài, mỗi mặt bốn lá. Bấm vào một lá (hoặc gõ tên lá) để đọc lá đó và "
              "đưa vào bài trên tay."},
    "widgets.ch.cards.add": {"en": "+ add", "vi": "+ thêm"},
    "widgets.ch.cards.held": {"en": "✓ ×{n}", "vi": "✓ ×{n}"},
    "widgets.ch.cards.deck": {
        "en": "The deck: 25 faces × 4 copies = 100 cards. Red cards ({n} faces, {cards} cards): {faces}; every other "
              "card is black.",
        "vi": "Bộ bài: 25 mặt × 4 lá = 100 lá. Lá đỏ ({n} mặt, {cards} lá): {faces}; mọi lá khác đều đen."},
    "widgets.ch.cards.read": {"en": "What the hand holds", "vi": "Bài trên tay gồm"},
    "widgets.ch.cards.col_card": {"en": "card", "vi": "lá"},
    "widgets.ch.cards.col_vi": {"en": "Vietnamese", "vi": "tiếng Việt"},
    "widgets.ch.cards.col_en": {"en": "English", "vi": "tiếng Anh"},
    "widgets.ch.cards.col_chars": {"en": "characters", "vi": "chữ Hán"},
    "widgets.ch.cards.col_code": {"en": "notation", "vi": "ký hiệu"},
    "widgets.ch.cards.col_colour": {"en": "colour", "vi": "màu"},
    "widgets.ch.cards.col_copies": {"en": "copies", "vi": "số lá"},
    # the pair finder
    "widgets.ch.hb.title": {"en": "Chắn pair finder", "vi": "Tìm Chắn, Cạ"},
    "widgets.ch.hb.help": {
        "en": "Click cards to add a copy (up to four of a face), or type them and press Enter. With 19 cards you "
              "see the waiting cards (chờ); with 20, whether the hand wins (ù) and its cước.",
        "vi": "Bấm vào lá bài để thêm một lá (mỗi mặt tối đa bốn lá), hoặc gõ bài rồi nhấn Enter. Đủ 19 lá thì "
              "thấy các lá chờ; đủ 20 lá thì biết bài có ù không và được bao nhiêu cước."},
    "widgets.ch.hb.win_card": {"en": "winning card", "vi": "lá ù"},
    "widgets.ch.hb.source": {"en": "came", "vi": "lá ù đến từ"},
    "widgets.ch.hb.need_more": {
        "en": "A win (ù) is judged on 20 cards and the waiting cards (chờ) on 19: this hand has {n}.",
        "vi": "Ù được xét trên 20 lá, còn lá chờ trên 19 lá: bài này có {n} lá."},
    "widgets.ch.hb.waiting": {"en": "Waiting (chờ) on {n:card|cards}", "vi": "Đang chờ {n} lá"},
    "widgets.ch.hb.wait_line": {"en": "{card}: {score} · turned up at your own gate: {own}",
                                "vi": "{card}: {score} · lật ở cửa mình: {own}"},
    "widgets.ch.hb.not_waiting": {"en": "Not waiting yet (chưa chờ)", "vi": "Chưa chờ lá nào"},
    "widgets.ch.hb.not_waiting_why": {
        "en": "No card makes ten pairs with at least 6 Chắn: the hand has {chan} Chắn, {ca} Cạ and "
              "{que:unpaired card|unpaired cards}.",
        "vi": "Không lá nào làm bài thành mười cặp với ít nhất 6 Chắn: bài có {chan} Chắn, {ca} Cạ và {que} lá què."},
    "widgets.ch.hb.wins": {"en": "Wins (ù) on {card}", "vi": "Ù lá {card}"},
    "widgets.ch.hb.wins_dealt": {"en": "Wins: Thiên ù (the dealt cards)", "vi": "Ù: Thiên ù (bài được chia)"},
    "widgets.ch.hb.no_win": {"en": "No win (ù) on {card}", "vi": "Không ù lá {card}"},
    "widgets.ch.hb.no_win_dealt": {"en": "Not a Thiên ù", "vi": "Không phải Thiên ù"},
    "widgets.ch.hb.could": {"en": "Of these 20 cards, a card turned up from the stock wins if it is: {cards}",
                            "vi": "Trong 20 lá này, lá lật từ nọc sẽ ù nếu là: {cards}"},
    "widgets.ch.hb.could_none": {"en": "No card of these 20 can be the winning card.",
                                 "vi": "Không lá nào trong 20 lá này có thể là lá ù."},
    "widgets.ch.hb.cuoc": {"en": "Cước: {points:point|points}", "vi": "Cước: {points} điểm"},
    "widgets.ch.hb.money": {"en": "Each of the three others pays {points}; the winner receives {total}.",
                            "vi": "Mỗi người trong ba người thua trả {points}; người ù nhận {total}."},
    "widgets.ch.hb.opt_bach_thu_chi": {"en": "Bạch thủ chi counts apart (bach_thu_chi_separate_bonus)",
                                       "vi": "Bạch thủ chi tính riêng (bach_thu_chi_separate_bonus)"},
    "widgets.ch.hb.opt_extra": {"en": "Địa ù and Thông count (extra_traditional_bonuses)",
                                "vi": "tính Địa ù và Thông (extra_traditional_bonuses)"},
    "widgets.ch.hb.opt_thap": {"en": "Thập thành adds the main values (thap_thanh_adds_main_values)",
                               "vi": "Thập thành cộng điểm chính (thap_thanh_adds_main_values)"},
    "widgets.ch.bad_win_card": {"en": "winning card {value}: expected a card of the hand ({cards})",
                                "vi": "lá ù {value}: cần một lá có trên tay ({cards})"},
    "widgets.ch.bad_source": {"en": "win_source={value}: expected one of {sources}",
                              "vi": "win_source={value}: cần một trong {sources}"},
    # how a card came
    "widgets.ch.src.own_gate_stock": {"en": "turned up at my own gate (Ù chì)", "vi": "lật ở cửa mình (Ù chì)"},
    "widgets.ch.src.other_gate_stock": {"en": "turned up at another gate", "vi": "lật ở cửa người khác"},
    "widgets.ch.src.dealt": {"en": "dealt: Thiên ù (dealer)", "vi": "bài chia: Thiên ù (nhà cái)"},
    "widgets.ch.src.chiu": {"en": "by Chíu (fourth of a triple)", "vi": "Chíu (lá thứ tư của bộ ba)"},
    "widgets.ch.src.discard": {"en": "an ordinary discard", "vi": "lá đánh ra thường"},
    # history flags
    "widgets.ch.flag.thien_khai": {"en": "Thiên khai: four identical cards were dealt",
                                   "vi": "Thiên khai: được chia bốn lá giống nhau"},
    "widgets.ch.flag.chiu_u": {"en": "Chíu ù: the winning card completed a triple to four",
                               "vi": "Chíu ù: lá ù là lá thứ tư của bộ ba"},
    "widgets.ch.flag.bon": {"en": "Bòn: a pair was completed to four", "vi": "Bòn: một đôi thành bốn lá giống nhau"},
    "widgets.ch.flag.dia_u": {"en": "Địa ù: won on the first card turned up (traditional)",
                              "vi": "Địa ù: ù ngay lá nọc đầu tiên (luật truyền thống)"},
    "widgets.ch.flag.thong": {"en": "Thông: the winner also won the previous deal (traditional)",
                              "vi": "Thông: người ù cũng ù ván trước (luật truyền thống)"},
    # the cước scorer
    "widgets.ch.sc.title": {"en": "Cước scorer", "vi": "Tính cước"},
    "widgets.ch.sc.help": {
        "en": "Type the 20 cards of a winning hand, choose the winning card, how it came and what the hand earned "
              "on the way: every cước that applies, the arithmetic and each player's money.",
        "vi": "Gõ 20 lá của bài ù, chọn lá ù, lá đó đến từ đâu và những gì bài có được trong ván: mọi cước "
              "được tính, cách cộng điểm và tiền của từng người chơi."},
    "widgets.ch.sc.hand": {"en": "hand (20 cards)", "vi": "bài (20 lá)"},
    "widgets.ch.sc.flags": {"en": "On the way", "vi": "Trong ván"},
    "widgets.ch.sc.winner": {"en": "winner", "vi": "người ù"},
    "widgets.ch.sc.example": {"en": "The page's example", "vi": "Ví dụ trong trang luật"},
    "widgets.ch.sc.need_hand": {"en": "Type a hand of 20 cards to score it.", "vi": "Hãy gõ một bài 20 lá để tính cước."},
    "widgets.ch.sc.page": {"en": "Tổ Tôm / Chắn page", "vi": "Trang Tổ Tôm / Chắn"},
    "widgets.ch.sc.traditional": {"en": "Traditional (Bạch thủ chi, Địa ù, Thông)",
                                  "vi": "Truyền thống (Bạch thủ chi, Địa ù, Thông)"},
    "widgets.ch.sc.house": {"en": "Your house values", "vi": "Luật nhà của bạn"},
    "widgets.ch.sc.points": {"en": "{points:point|points}", "vi": "{points} điểm"},
    "widgets.ch.sc.money": {"en": "Money", "vi": "Tiền"},
    "widgets.ch.sc.table": {"en": "The cước table (main / dịch)", "vi": "Bảng cước (điểm chính / dịch)"},
    "widgets.ch.sc.bonus": {"en": "cước", "vi": "cước"},
    "widgets.ch.sc.applies": {"en": "✔ applies", "vi": "✔ được tính"},
    "widgets.ch.sc.off": {"en": "not counted", "vi": "không tính"},
    "widgets.ch.sc.bad_flag": {"en": "history={value}: expected flags among {flags}",
                               "vi": "history={value}: cần các cờ trong {flags}"},
    "widgets.ch.sc.bad_start": {"en": "the cước scorer cannot start: {error}",
                                "vi": "không mở được bảng tính cước: {error}"},
    "widgets.ch.sc.bad_winner": {"en": "winner={value}: expected a seat 0, 1, 2 or 3",
                                 "vi": "winner={value}: cần ghế 0, 1, 2 hoặc 3"},
    # the table
    "widgets.ch.tb.title": {"en": "Chắn table · deal {n}", "vi": "Bàn Chắn · ván {n}"},
    "widgets.ch.tb.level_greedy": {"en": "Greedy (strong)", "vi": "Tham (mạnh)"},
    "widgets.ch.tb.level_random": {"en": "Random (for a first try)", "vi": "Ngẫu nhiên (để chơi thử)"},
    "widgets.ch.tb.level_help_greedy": {
        "en": "Greedy bots always win when they can, Chíu, capture Chắn and keep the singles that may still pair.",
        "vi": "Máy tham được ù là ù, được Chíu là Chíu, ăn Chắn và giữ các lá lẻ còn có thể thành đôi."},
    "widgets.ch.tb.level_help_random": {"en": "Random bots pick any legal move.",
                                        "vi": "Máy ngẫu nhiên chọn bất kỳ nước đi hợp lệ nào."},
    "widgets.ch.tb.bad_seat": {"en": "seat={value}: expected 0, 1, 2 or 3", "vi": "seat={value}: cần 0, 1, 2 hoặc 3"},
    "widgets.ch.tb.group_win": {"en": "Win (ù)", "vi": "Ù"},
    "widgets.ch.tb.group_claim": {"en": "Chíu, out of turn if need be", "vi": "Chíu (được cả khi chưa đến lượt)"},
    "widgets.ch.tb.group_capture": {"en": "Capture (ăn) the card", "vi": "Ăn lá này"},
    "widgets.ch.tb.group_pass": {"en": "Pass", "vi": "Bỏ qua"},
    "widgets.ch.tb.group_discard": {"en": "Discard (đánh) one card", "vi": "Đánh một lá"},
    "widgets.ch.tb.btn_u": {"en": "Ù! win on {card}", "vi": "Ù! lá {card}"},
    "widgets.ch.tb.btn_u_dealt": {"en": "Ù! Thiên ù", "vi": "Ù! Thiên ù"},
    "widgets.ch.tb.btn_chan": {"en": "Chắn: {card} + {card}", "vi": "Chắn: {card} + {card}"},
    "widgets.ch.tb.btn_ca": {"en": "Cạ: {card} + {mine}", "vi": "Cạ: {card} + {mine}"},
    "widgets.ch.tb.btn_chiu": {"en": "Chíu {card}", "vi": "Chíu {card}"},
    "widgets.ch.tb.btn_decline": {"en": "let {card} go", "vi": "bỏ qua {card}"},
    "widgets.ch.tb.btn_draw": {"en": "turn up a stock card (bốc)", "vi": "bốc một lá nọc"},
    "widgets.ch.tb.btn_draw_empty": {"en": "the stock is empty: end the deal", "vi": "hết nọc: kết thúc ván"},
    "widgets.ch.tb.btn_leave": {"en": "leave {card}", "vi": "để lại {card}"},
    "widgets.ch.tb.type_action": {"en": "or type a move, e.g. discard 2V, chắn 4S, draw",
                                  "vi": "hoặc gõ nước đi, ví dụ: đánh 2V, chắn 4S, bốc"},
    "widgets.ch.tb.dealer": {"en": "dealer", "vi": "nhà cái"},
    "widgets.ch.tb.dead": {"en": "dead hand", "vi": "chết bài"},
    "widgets.ch.tb.gate": {"en": "gate (cửa)", "vi": "cửa"},
    "widgets.ch.tb.laid": {"en": "laid down", "vi": "đã hạ"},
    "widgets.ch.tb.empty": {"en": "—", "vi": "—"},
    "widgets.ch.tb.stock": {"en": "stock (nọc): {n:card|cards}", "vi": "nọc: {n} lá"},
    "widgets.ch.tb.offer_stock": {"en": "turned up from the stock at {gate}'s gate",
                                  "vi": "lật từ nọc ở cửa {gate}"},
    "widgets.ch.tb.offer_discard": {"en": "discarded by {player} at {gate}'s gate",
                                    "vi": "{player} đánh ra ở cửa {gate}"},
    "widgets.ch.tb.no_offer": {"en": "no card on offer", "vi": "chưa có lá nào đang mời"},
    "widgets.ch.tb.your_hand": {"en": "Your hand, paired", "vi": "Bài trên tay của bạn, đã ghép"},
    "widgets.ch.tb.waits": {"en": "You are waiting (chờ) on: {cards}", "vi": "Bạn đang chờ: {cards}"},
    "widgets.ch.tb.warn_decline": {
        "en": "You could capture {card} as Chắn: passing it up bars that face — you may not discard it or "
              "capture it later.",
        "vi": "Bạn ăn được Chắn {card}: nếu bỏ qua thì mặt bài đó bị cấm — về sau không được đánh hay ăn lá đó."},
    "widgets.ch.tb.warn_chiu": {
        "en": "You hold three {card}: you may Chíu the fourth now, even out of turn, then discard once.",
        "vi": "Bạn có ba lá {card}: có thể Chíu lá thứ tư ngay, kể cả khi chưa đến lượt, rồi đánh một lá."},
    # The table's confirmations (issue #32): a move that lets a win (ù) the engine offers go.
    "widgets.ch.tb.risk_pass_u": {
        "en": "You can win (ù) on {card} now: “{win}” ends the deal and you collect. This move lets that win go.",
        "vi": "Bạn ù được với {card} ngay bây giờ: “{win}” kết thúc ván và bạn được thu tiền. Nước này bỏ qua "
              "lần ù đó."},
    "widgets.ch.tb.risk_pass_thien_u": {
        "en": "Your dealt cards already win (Thiên ù): “{win}” ends the deal and you collect. This move lets "
              "that win go.",
        "vi": "Bài chia cho bạn đã ù (Thiên ù): “{win}” kết thúc ván và bạn được thu tiền. Nước này bỏ qua lần "
              "ù đó."},
}
register_messages(MESSAGES)

_RANK_EN = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"}
_SUIT_EN = {chan.ChanSuit.MYRIADS: "Myriads", chan.ChanSuit.STRINGS: "Strings", chan.ChanSuit.CASH: "Cash"}
SOURCES = ("own_gate_stock", "other_gate_stock", "dealt", "chiu", "discard")
FLAGS = ("thien_khai", "chiu_u", "bon", "dia_u", "thong")
#: The rank-major rows of the palette: one row per suit, then Chi chi.
_ROWS = [[f for f in chan.FACES if f.suit is s] for s in chan.ChanSuit] + [[chan.CHI_CHI]]
#: The worked example of the Tổ Tôm / Chắn page: Ù chì with one Tôm, Tôm 4 + Ù chì dịch 1 = 5.
EXAMPLE = ("2V 2V 4S 4S 5N 5N 6V 6V 9S 9S 3S 3S 3V 3N 4V 4N 7V 7N 6S 6N", "7N", "own_gate_stock")


def english_name(card) -> str:
    """A Chắn card's English name: ``Three of Myriads``, ``Chi chi (half cash)``.

    Raises:
        NotationError / CardTypeError: for something that is not a Chắn card.
    """
    card = chan.ChanCard.parse(card)
    if card.is_chi_chi:
        return "Chi chi (half cash)"
    return f"{_RANK_EN[card.rank]} of {_SUIT_EN[card.suit]}"


def _gloss(card) -> list[str]:
    """The card's English name when the course speaks English; none in Vietnamese, where the name says it."""
    return [english_name(card)] if get_language() == "en" else []


# -- pure HTML helpers -------------------------------------------------------------------------------------------

def card_img(card, width: int = 34) -> str:
    """One long card as an image (survives an untrusted notebook)."""
    return render.svg_img(render.long_card_svg(card, width))


def cards_html(cards, width: int = 34, ring=None) -> str:
    """Long cards side by side; ``ring``: the one card (by position, counted from the end) outlined blue."""
    cards = list(cards)
    out = []
    for i, c in enumerate(cards):
        img = card_img(c, width)
        if ring is not None and i == len(cards) - 1 - ring:
            img = (f'<span style="outline:3px solid {INFO};border-radius:5px;display:inline-block">{img}</span>')
        out.append(f'<span style="margin-right:1px">{img}</span>')
    return f'<span style="display:inline-flex;flex-wrap:wrap;gap:1px">{"".join(out)}</span>'


def _box(title: str, inner: str, color: str) -> str:
    return (f'<div style="display:inline-block;border:2px solid {color};border-radius:7px;padding:1px 4px 3px;'
            f'background:{color}0f;margin:0 4px 4px 0;vertical-align:bottom"><div style="font-size:11px;color:{color};'
            f'font-weight:600;white-space:nowrap">{escape(title)}</div>{inner}</div>')


def pairing_html(pairing, width: int = 34) -> str:
    """A pairing (:class:`cardlab.chan.Pairing`): each Chắn framed green, each Cạ blue, the què cards red."""
    parts = [_box("Chắn", cards_html(p, width), OK) for p in pairing.chan]
    parts += [_box("Cạ", cards_html(p, width), CA_COLOR) for p in pairing.ca]
    if pairing.unpaired:
        parts.append(_box(t("widgets.ch.que"), cards_html(pairing.unpaired, width), BAD))
    return f'<div style="display:flex;flex-wrap:wrap;align-items:flex-end">{"".join(parts)}</div>'


def pairs_line(pairing) -> str:
    return t("widgets.ch.pairs_line", chan=pairing.n_chan, ca=pairing.n_ca, que=len(pairing.unpaired))


def _counts(hand) -> dict:
    out: dict = {}
    for c in hand:
        out[c] = out.get(c, 0) + 1
    return out


# -- the two hand builders: a gallery and a pair finder --------------------------------------------------------

class _WinChoice:
    """The winning card and how it came, chosen in a widget with ``hand``, ``win_box`` and ``source_box``
    (the pair finder and the cước scorer)."""

    def set_win(self, card=None, win_source=None) -> bool:
        """Choose the winning card (a card of the hand) and/or how it came (``win_source``).

        ``win_source``: ``"own_gate_stock"``, ``"other_gate_stock"``,
        ``"dealt"`` (Thiên ù), ``"chiu"`` or ``"discard"``. A card not in the
        hand or an unknown source changes nothing and says why, quoting it.
        """
        if win_source is not None and win_source not in SOURCES:
            return self._fail(t("widgets.ch.bad_source", value=quoted(win_source), sources=", ".join(SOURCES)))
        if card is not None:
            try:
                card = chan.parse_card(card)
            except CardlabError as exc:
                return self._fail(str(exc))
            if card not in self.hand:
                return self._fail(t("widgets.ch.bad_win_card", value=quoted(str(card)),
                                    cards=" ".join(map(str, sorted(set(self.hand))))))
            self.win_card = card
        if win_source is not None:
            self.win_source = win_source
        self.error = ""
        self._refresh()
        return True

    def _show_win_choice(self) -> None:
        """Offer the hand's faces as the winning card and the five sources, in the current language."""
        options = [(c.name, str(c)) for c in sorted(set(self.hand))]
        if list(self.win_box.options) != options:
            self.win_box.options = options
        value = None if self.win_card is None else str(self.win_card)
        if self.win_box.value != value:
            self.win_box.value = value
        self.win_box.description = t("widgets.ch.hb.win_card")
        sources = [(t("widgets.ch.src." + s), s) for s in SOURCES]
        if list(self.source_box.options) != sources:
            self.source_box.options = sources
        if self.source_box.value != self.win_source:
            self.source_box.value = self.win_source


class _ChanBuilder(HandBuilderCore):
    """What the Chắn builders share: a hand of up to 20 long cards with up to four copies of a face.

    A click adds a copy of the face (or removes one, in "remove" mode);
    typed text may mix notations (``3V``, ``Tam vạn``, ``三萬``).
    """

    MODES = (("add", "widgets.ch.mode_add"), ("remove", "widgets.ch.mode_remove"))
    MODE_CLASS = "cardlab-chan-mode"
    MSG_FULL = "widgets.ch.full"
    MSG_TOO_MANY = "widgets.ch.too_many"
    MSG_TOO_BIG = "widgets.ch.too_big"

    def _read_rules(self, rules):
        return game_rules(chan, rules)

    def _read_hand(self, cards) -> list:
        if isinstance(cards, str) and not cards.strip():
            return []
        if isinstance(cards, (list, tuple)) and not cards:
            return []
        hand = list(chan.parse_cards(cards))
        chan.find_combos(hand)      # the engine refuses a fifth copy of a face, naming it
        return hand

    @property
    def max_cards(self) -> int:
        return self.rules.WIN_CARDS

    def _palette_rows(self) -> list:
        return _ROWS

    def _option_label(self, name: str) -> str:
        raise NotImplementedError   # a builder with options names them

    def _relabel(self) -> None:
        self.text.placeholder = t("widgets.ch.placeholder")

    def _refresh(self, changed=None) -> None:
        # A face's button shows how many copies are held, which a set of changed faces cannot tell: 25 buttons
        # are restyled every time (each only if its look changed).
        super()._refresh(None)

    def _cards_html(self, cards) -> str:
        return (f'{cards_html(cards, 40)}<div><code style="font-size:12px;color:#444">'
                f'{escape(" ".join(map(str, cards)))}</code></div>')

    def _card_clicked(self, card) -> None:
        if self.mode == "remove":
            self.remove(card)
        else:
            self.add(card)

    # -- public actions ---------------------------------------------------------------------------------
    def add(self, card) -> bool:
        """Add one copy of ``card`` (``"3V"``, ``"Tam vạn"``…); a fifth copy or a 21st card changes nothing."""
        try:
            card = self._one_card(card)
        except CardlabError as exc:
            return self._fail(str(exc))
        if self.hand.count(card) >= self.rules.COPIES:
            return self._fail(t("widgets.ch.fifth", card=card.name))
        if len(self.hand) >= self.max_cards:
            return self._fail(t(self.MSG_FULL, max=self.max_cards, card=card.name))
        self.hand = sorted(self.hand + [card])
        self._added(card)
        self.error = ""
        self._refresh()
        return True

    def remove(self, card) -> bool:
        """Take one copy of ``card`` out of the hand."""
        try:
            card = self._one_card(card)
        except CardlabError as exc:
            return self._fail(str(exc))
        if card not in self.hand:
            return self._fail(t("widgets.ch.not_held", card=card.name))
        self.hand.remove(card)
        self._hand_removed([card])
        self.error = ""
        self._refresh()
        return True

    def toggle(self, card) -> bool:
        """A click on ``card``: add a copy, or remove one in "remove" mode."""
        return self.remove(card) if self.mode == "remove" else self.add(card)

    def _added(self, card) -> None:
        """A copy of ``card`` was just added (the pair finder takes it as the winning card)."""

    def _count_of(self, card) -> int:
        return self.hand.count(card)


class ChanCards(_ChanBuilder):
    """The card gallery and reader: the 25 faces with their names and characters, click or type to build a hand.

    Each face shows the long card, its Vietnamese and English names, its
    characters, its notation and whether it is red. Typed text is read in
    any notation (``3V``, ``Tam vạn``, ``tam van``, ``三萬``, ``CC``,
    ``Chi chi``); the reader lists what the hand holds. Drive it from code:
    :meth:`add`, :meth:`remove`, :meth:`set_hand`, :meth:`clear`,
    :meth:`set_mode`; read :attr:`hand`, :attr:`feedback_html`, :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``chan.Rules``.
        NotationError / CardTypeError / CardlabError: for a starting hand that
            cannot be read or holds more than 20 cards.
    """

    MSG_TITLE = "widgets.ch.cards.title"
    MSG_HELP = "widgets.ch.cards.help"

    def _start(self) -> None:
        super()._start()
        self._captions: dict = {}

    def _new_button(self, card) -> W.Button:
        b = W.Button(layout=W.Layout(width="96px", height="30px", margin="0"))
        b.add_class("cardlab-card")
        b.add_class(f"cardlab-card-{card}")
        return b

    def _palette_cell(self, card, button: W.Button) -> W.Widget:
        """The long card with its names and characters above its button."""
        self._captions[card] = html()
        return W.VBox([self._captions[card], button], layout=W.Layout(width="100px", margin="0 2px 6px 0",
                                                                     align_items="center"))

    def _restyle(self, card) -> None:
        n = self._count_of(card)
        b = self.buttons[card]
        description = t("widgets.ch.cards.held", n=n) if n else t("widgets.ch.cards.add")
        if b.description != description:
            b.description = description
        style = "warning" if n else ""
        if b.button_style != style:
            b.button_style = style
        tip = " · ".join([card.name, *_gloss(card), card.chinese, str(card)])
        if b.tooltip != tip:
            b.tooltip = tip
        caption = self._caption_html(card)
        if self._captions[card].value != caption:
            self._captions[card].value = caption

    @staticmethod
    def _caption_html(card) -> str:
        color = RED_MARK if card.is_red else "#222"
        mark = (f'<span style="color:{RED_MARK};font-weight:700">● {escape(t("widgets.ch.red"))}</span>'
                if card.is_red else f'<span style="color:#555">{escape(t("widgets.ch.black"))}</span>')
        gloss = "".join(f'<div style="font-size:11px;color:#444">{escape(g)}</div>' for g in _gloss(card))
        return (f'<div style="{FONT};text-align:center;width:96px;line-height:1.2">{card_img(card, 44)}'
                f'<div style="font-size:14px;font-weight:700;color:{color}">{escape(card.name)}</div>{gloss}'
                f'<div style="font-size:12px">{escape(card.chinese)} · <code>{card}</code> · {mark}</div></div>')

    def _compute(self) -> None:
        self.counts = _counts(self.hand)

    def _feedback_html(self) -> str:
        reds = chan.RED_FACES
        deck = t("widgets.ch.cards.deck", n=len(reds), cards=len(reds) * self.rules.COPIES,
                 faces=", ".join(c.name for c in reds))
        parts = [banner(None, deck)]
        if self.hand:
            english = get_language() == "en"
            columns = ("card", "vi", "en", "chars", "code", "colour", "copies") if english else \
                ("card", "vi", "chars", "code", "colour", "copies")
            head = "".join(f'<th style="padding:2px 8px;text-align:left">{escape(t("widgets.ch.cards.col_" + k))}</th>'
                           for k in columns)
            rows = ""
            for c, n in self.counts.items():
                colour = t("widgets.ch.red") if c.is_red else t("widgets.ch.black")
                style = f"color:{RED_MARK};font-weight:700" if c.is_red else ""
                rows += (f'<tr><td style="padding:2px 8px">{card_img(c, 24)}</td>'
                         f'<td style="padding:2px 8px;font-weight:700">{escape(c.name)}</td>'
                         + (f'<td style="padding:2px 8px">{escape(english_name(c))}</td>' if english else "") +
                         f'<td style="padding:2px 8px;font-size:18px">{escape(c.chinese)}</td>'
                         f'<td style="padding:2px 8px"><code>{c}</code></td>'
                         f'<td style="padding:2px 8px;{style}">{escape(colour)}</td>'
                         f'<td style="padding:2px 8px;text-align:right">{n}</td></tr>')
            combos = chan.find_combos(self.hand)
            red = sum(1 for c in self.hand if c.is_red)
            parts.append(f'<div style="font-size:16px;font-weight:600;margin:6px 0 2px">'
                         f'{escape(t("widgets.ch.cards.read"))}</div>'
                         f'<table style="border-collapse:collapse;font-size:14px">'
                         f'<tr style="color:#555">{head}</tr>{rows}</table>'
                         f'<div style="font-size:15px;margin-top:4px">'
                         f'{escape(t("widgets.ch.combos", tom=combos["tom"], leo=combos["leo"], red=red))}</div>')
        return f'<div style="{FONT}">{"".join(parts)}</div>'


class ChanHandBuilder(_WinChoice, _ChanBuilder):
    """The pair finder: Chắn, Cạ and què of a hand; waiting cards (chờ) at 19 cards; the win and cước at 20.

    ``rules``: a :class:`cardlab.chan.Rules`; ``hand``: the starting cards
    (up to 20, four copies of a face at most). With 20 cards, ``win_card``
    (default: the last card added) and ``win_source`` (default: a card
    turned up at another gate) say how the hand would win. Drive it from
    code: :meth:`add`, :meth:`remove`, :meth:`set_hand`, :meth:`clear`,
    :meth:`set_win`, :meth:`set_option`; read :attr:`pairing`,
    :attr:`combos`, :attr:`waits`, :attr:`verdict`, :attr:`score`,
    :attr:`winning_faces`, :attr:`feedback_html`, :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``chan.Rules``.
        NotationError / CardTypeError / CardlabError: for a starting hand that
            cannot be read or holds more than 20 cards.
    """

    OPTIONS = {"bach_thu_chi_separate_bonus": "bool", "extra_traditional_bonuses": "bool",
               "thap_thanh_adds_main_values": "bool"}
    MSG_TITLE = "widgets.ch.hb.title"
    MSG_HELP = "widgets.ch.hb.help"

    def __init__(self, rules=None, hand=None):
        super().__init__(rules, hand)
        if self.hand:
            # The last card given is the one that would complete the hand (the winning card).
            self.win_card = self._read_hand(hand)[-1]
            self._refresh()

    def _start(self) -> None:
        super()._start()
        self.win_card = None
        self.win_source = "other_gate_stock"
        self.pairing = None
        self.combos = {"tom": 0, "leo": 0}
        self.waits = None
        self.verdict = None
        self.score = None
        self.winning_faces: list = []

    def _option_label(self, name: str) -> str:
        return t({"bach_thu_chi_separate_bonus": "widgets.ch.hb.opt_bach_thu_chi",
                  "extra_traditional_bonuses": "widgets.ch.hb.opt_extra",
                  "thap_thanh_adds_main_values": "widgets.ch.hb.opt_thap"}[name])

    def _new_button(self, card) -> W.Button:
        style, layout = card_look(card, False, "120px", "38px", "15px")
        b = W.Button(description=card.name, style=style, layout=layout)
        b.add_class("cardlab-card")
        b.add_class(f"cardlab-card-{card}")
        return b

    def _restyle(self, card) -> None:
        n = self._count_of(card)
        b = self.buttons[card]
        style, layout = card_look(card, n > 0, "120px", "38px", "15px")
        description = f"{card.name} ×{n}" if n else card.name
        if b.description != description:
            b.description = description
        tip = " · ".join([card.name, *_gloss(card), card.chinese, str(card)])
        if b.tooltip != tip:                  # the English name only in English: redrawn when the page switches
            b.tooltip = tip
        if b.style is not style:
            b.style = style
        if b.layout is not layout:
            b.layout = layout

    def _extra_controls(self) -> list:
        controls = super()._extra_controls()
        self.win_box = W.Dropdown(options=[], layout=W.Layout(width="auto"), style={"description_width": "initial"})
        self.source_box = W.Dropdown(options=[(s, s) for s in SOURCES], value=self.win_source,
                                     layout=W.Layout(width="auto"), style={"description_width": "initial"})
        self.win_box.add_class("cardlab-chan-win-card")
        self.source_box.add_class("cardlab-chan-source")
        self.win_box.observe(lambda ch: self._relabelling or ch["new"] is None or self.set_win(ch["new"]),
                             names="value")
        self.source_box.observe(lambda ch: self._relabelling or self.set_win(win_source=ch["new"]), names="value")
        return controls + [self.win_box, self.source_box]

    def _relabel(self) -> None:
        super()._relabel()
        self._relabelling = True
        try:
            self._show_win_choice()
            self.source_box.description = t("widgets.ch.hb.source")
        finally:
            self._relabelling = False
        shown = "" if len(self.hand) == self.max_cards else "none"
        self.win_box.layout.display = "" if shown == "" and self.win_source != "dealt" else "none"
        self.source_box.layout.display = shown

    def _added(self, card) -> None:
        self.win_card = card

    def _hand_removed(self, cards) -> None:
        if self.win_card is not None and self.win_card not in self.hand:
            self.win_card = None

    def set_hand(self, cards) -> bool:
        """Replace the hand by ``cards``; the last card given is taken as the winning card."""
        ok = super().set_hand(cards)
        if ok and self.hand and (self.win_card is None or self.win_card not in self.hand):
            last = self._read_hand(cards)[-1]
            self.win_card = last
            self._refresh()
        return ok

    # -- what the engine says --------------------------------------------------------------------------------
    def _compute(self) -> None:
        hand, rules = self.hand, self.rules
        self.pairing = chan.decompose(hand) if hand else None
        self.combos = chan.find_combos(hand) if hand else {"tom": 0, "leo": 0}
        self.waits = chan.waiting_cards(hand, rules) if len(hand) == rules.HAND_CARDS else None
        self.verdict = self.score = None
        self.winning_faces = []
        if len(hand) == rules.WIN_CARDS:
            self.winning_faces = [c for c in sorted(set(hand))
                                  if chan.check_win(hand, c, "other_gate_stock", rules)]
            card = None if self.win_source == "dealt" else self.win_card
            if card is not None or self.win_source == "dealt":
                self.verdict = chan.check_win(hand, card, self.win_source, rules)
                if self.verdict:
                    self.score = chan.score(hand, card, self.win_source, (), rules)

    def _feedback_html(self) -> str:
        if not self.hand:
            return ""
        p = self.pairing
        red = sum(1 for c in self.hand if c.is_red)
        parts = [self._headline_html(), pairing_html(p, 36),
                 f'<div style="font-size:15px;margin:2px 0 6px">'
                 f'{escape(t("widgets.ch.combos", tom=self.combos["tom"], leo=self.combos["leo"], red=red))}</div>']
        if p.chiu:
            parts.append(f'<div style="font-size:15px">{escape(t("widgets.ch.chiu_note", cards=", ".join(c.name for c in p.chiu)))}</div>')
        n = len(self.hand)
        if self.waits is not None:
            if self.waits:
                lines = []
                for w in self.waits:
                    lines.append(f'<div style="display:flex;align-items:center;gap:8px;margin:2px 0">'
                                 f'{card_img(w.card, 26)}<span>'
                                 f'{escape(t("widgets.ch.hb.wait_line", card=w.card.name, score=w.score.arithmetic, own=w.own_gate_score.arithmetic))}'
                                 f'</span></div>')
                parts.append(banner(True, t("widgets.ch.hb.waiting", n=len(self.waits))))
                parts.append(f'<div style="font-size:15px;margin-left:8px">{"".join(lines)}</div>')
            else:
                parts.append(banner(False, t("widgets.ch.hb.not_waiting"),
                                    [t("widgets.ch.hb.not_waiting_why", chan=p.n_chan, ca=p.n_ca,
                                       que=len(p.unpaired))]))
        elif n == self.rules.WIN_CARDS:
            parts.append(self._win_html())
        else:
            parts.append(banner(None, t("widgets.ch.hb.need_more", n=n)))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def _headline_html(self) -> str:
        """The verdict, largest: the win (ù) of 20 cards, waiting (chờ) of 19; then the pairs as the numbers line.

        A hand with nothing to judge yet (fewer cards, or 20 with no winning card) has its pairs as the headline.
        """
        numbers = pairs_line(self.pairing)
        if self.waits is not None:
            ok = bool(self.waits)
            text = t("widgets.ch.hb.waiting", n=len(self.waits)) if ok else t("widgets.ch.hb.not_waiting")
            return headline_html(ok, text, numbers)
        if self.verdict is not None:
            if self.verdict:
                numbers += " · " + t("widgets.ch.hb.cuoc", points=self.score.points)
            return headline_html(bool(self.verdict), self._win_title(), numbers)
        return headline_html(None, numbers, mark=False)

    def _win_title(self) -> str:
        """Whether the hand wins (ù) on the winning card chosen, or as dealt (Thiên ù), in words."""
        dealt = self.win_source == "dealt"
        card = "" if self.win_card is None else self.win_card.name
        if self.verdict:
            return t("widgets.ch.hb.wins_dealt") if dealt else t("widgets.ch.hb.wins", card=card)
        return t("widgets.ch.hb.no_win_dealt") if dealt else t("widgets.ch.hb.no_win", card=card)

    def _win_html(self) -> str:
        out = []
        if self.winning_faces:
            out.append(banner(None, t("widgets.ch.hb.could", cards=", ".join(c.name for c in self.winning_faces))))
        else:
            out.append(banner(None, t("widgets.ch.hb.could_none")))
        v = self.verdict
        if v is None:
            return "".join(out)
        title = self._win_title()
        if v:
            s = self.score
            pays = chan.settle(s.points, 0)
            items = [r.text() for r in v.reasons] + [r.text() for r in s.reasons]
            out.append(banner(True, title, items))
            out.append(f'<div style="font-size:20px;font-weight:700;margin:4px 0">'
                       f'{escape(t("widgets.ch.hb.cuoc", points=s.points))} — {escape(s.arithmetic)}</div>'
                       f'<div style="font-size:15px">{escape(t("widgets.ch.hb.money", points=s.points, total=pays[0]))}</div>')
        else:
            out.append(banner(False, title, [r.text() for r in v.reasons]))
        return "".join(out)


# -- the cước scorer -------------------------------------------------------------------------------------------

class CuocScorer(_WinChoice, WidgetBase):
    """Score a winning hand: every cước that applies, main + dịch, and each player's money, table by table.

    ``hand``: the 20 cards; ``win_card``: the winning card (default: the
    last card of ``hand``); ``win_source``: how it came (``SOURCES``);
    ``history``: what the hand earned on the way (``FLAGS``); ``winner``:
    the winner's seat (0–3); ``rules``: your house values (a
    :class:`cardlab.chan.Rules`; shown beside the Tổ Tôm / Chắn page's table
    and the traditional one when it differs from both). Drive it from code:
    :meth:`set_hand`, :meth:`set_win`, :meth:`set_history`,
    :meth:`set_winner`, :meth:`load_example`; read :attr:`results`
    (column → :class:`~cardlab.chan.Score` or the engine's message),
    :attr:`verdict`, :attr:`money`, :attr:`result_html`, :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``chan.Rules``.
        CardlabError: for a starting hand, card, source, flag or seat that
            cannot be read.
    """

    def __init__(self, hand=None, win_card=None, win_source: str = "own_gate_stock", history=(), winner: int = 0,
                 rules=None):
        self.rules = game_rules(chan, rules)
        self.hand: list = []
        self.win_card = None
        self.win_source = "own_gate_stock"
        self.history: tuple = ()
        self.winner = 0
        self.error = ""
        self.results: dict = {}
        self.money: dict = {}
        self.verdict = None
        self._build()
        for ok, what in ((hand is None or self.set_hand(hand), hand),
                         (win_card is None or self.set_win(win_card), win_card),
                         (self.set_win(win_source=win_source), win_source),
                         (self.set_history(history), history), (self.set_winner(winner), winner)):
            if not ok:
                raise CardlabError.of("widgets.ch.sc.bad_start", error=self._why)
        self._refresh()

    def _columns(self) -> list:
        page, traditional = chan.Rules(), chan.Rules.traditional()
        cols = [("page", page), ("traditional", traditional)]
        if self.rules != page and self.rules != traditional:
            cols.append(("house", self.rules))
        return cols

    def _build(self) -> None:
        self.title = html()
        self.help = html()
        self.language = language_toggle(self._refresh)
        self.hand_label = html()
        self.text = W.Text(continuous_update=False, layout=W.Layout(width="560px"))
        self.text.add_class("cardlab-hand-text")
        self.text.observe(lambda ch: self.set_hand(ch["new"]), names="value")
        self.example_button = W.Button(layout=W.Layout(width="auto"), button_style="info", icon="book")
        self.example_button.add_class("cardlab-chan-example")
        self.example_button.on_click(lambda _b: self.load_example())
        self._relabelling = False
        self.win_box = W.Dropdown(options=[], layout=W.Layout(width="auto"), style={"description_width": "initial"})
        self.win_box.add_class("cardlab-chan-win-card")
        self.win_box.observe(lambda ch: self._relabelling or ch["new"] is None or self.set_win(ch["new"]),
                             names="value")
        self.source_box = W.RadioButtons(options=[(s, s) for s in SOURCES], value=self.win_source,
                                         layout=W.Layout(width="auto"))
        self.source_box.add_class("cardlab-chan-source")
        self.source_box.observe(lambda ch: self._relabelling or self.set_win(win_source=ch["new"]), names="value")
        self.flag_boxes = {}
        for f in FLAGS:
            box = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
            box.add_class(f"cardlab-chan-flag-{f}")
            box.observe(lambda ch: self._relabelling or self._flags_changed(), names="value")
            self.flag_boxes[f] = box
        self.flags_label = html()
        self.winner_box = W.Dropdown(options=[(str(p), p) for p in range(4)], value=0, layout=W.Layout(width="auto"),
                                     style={"description_width": "initial"})
        self.winner_box.observe(lambda ch: self._relabelling or self.set_winner(ch["new"]), names="value")
        self.message = html(cls="cardlab-error")
        self.hand_view = html(cls="cardlab-hand")
        self.result = html(cls="cardlab-chan-score")
        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        row1 = W.HBox([self.hand_label, self.text, self.example_button],
                      layout=W.Layout(align_items="center", grid_gap="8px", flex_flow="row wrap"))
        left = W.VBox([self.win_box, self.source_box, self.winner_box])
        right = W.VBox([self.flags_label] + list(self.flag_boxes.values()))
        row2 = W.HBox([left, right], layout=W.Layout(grid_gap="30px", flex_flow="row wrap"))
        self.widget = W.VBox([header, self.help, row1, row2, self.message, self.hand_view, self.result])
        self.widget.add_class("cardlab-cuoc-scorer")

    # -- public actions --------------------------------------------------------------------------------------
    def _fail(self, text: str) -> bool:
        self._why = text
        self.error = t("widgets.bad_input", error=text)
        self.message.value = error_html(self.error)
        return False

    def set_hand(self, cards) -> bool:
        """The 20 cards of the hand (any notation); the last card becomes the winning card.

        Text that cannot be read, a fifth copy or more than 20 cards changes
        nothing and shows why (quoting the input).
        """
        try:
            hand = [] if isinstance(cards, str) and not cards.strip() else list(chan.parse_cards(cards))
            if hand:
                chan.find_combos(hand)     # refuses a fifth copy of a face
        except CardlabError as exc:
            return self._fail(str(exc))
        if len(hand) > self.rules.WIN_CARDS:
            return self._fail(t("widgets.ch.too_many", n=len(hand), max=self.rules.WIN_CARDS))
        self.hand = sorted(hand)
        self.win_card = hand[-1] if hand else None
        text = " ".join(map(str, hand))
        if self.text.value != text and self.text.value.strip() != str(cards).strip():
            self._relabelling = True
            try:
                self.text.value = text
            finally:
                self._relabelling = False
        self.error = ""
        self._refresh()
        return True

    def set_history(self, flags) -> bool:
        """What the hand earned on the way: flags among ``FLAGS`` (``("bon",)``, ``"thien_khai"``…)."""
        given = (flags,) if isinstance(flags, str) else flags
        try:
            known = tuple(f for f in FLAGS if f in set(given)) if all(f in FLAGS for f in given) else None
        except TypeError:
            known = None
        if known is None:
            return self._fail(t("widgets.ch.sc.bad_flag", value=quoted(flags), flags=", ".join(FLAGS)))
        self.history = known
        self.error = ""
        self._refresh()
        return True

    def _flags_changed(self) -> None:
        self.set_history(tuple(f for f, box in self.flag_boxes.items() if box.value))

    def set_winner(self, seat) -> bool:
        """The winner's seat, 0–3 (who receives three times the score)."""
        if isinstance(seat, bool) or seat not in (0, 1, 2, 3):
            return self._fail(t("widgets.ch.sc.bad_winner", value=quoted(seat)))
        self.winner = seat
        self.error = ""
        self._refresh()
        return True

    def load_example(self) -> None:
        """The Tổ Tôm / Chắn page's worked example: Ù chì with one Tôm, Tôm 4 + Ù chì dịch 1 = 5."""
        hand, card, source = EXAMPLE
        self.set_hand(hand)
        self.set_history(())
        self.set_win(card, source)

    # -- what the engine says --------------------------------------------------------------------------------
    def _compute(self) -> None:
        self.results, self.money, self.verdict = {}, {}, None
        if len(self.hand) != self.rules.WIN_CARDS:
            return
        card = None if self.win_source == "dealt" else self.win_card
        self.verdict = chan.check_win(self.hand, card, self.win_source, self.rules)
        if not self.verdict:
            return
        for key, rules in self._columns():
            try:
                s = chan.score(self.hand, card, self.win_source, self.history, rules)
            except CardlabError as exc:
                self.results[key] = exc.text()
                continue
            self.results[key] = s
            self.money[key] = chan.settle(s.points, self.winner)

    @property
    def result_html(self) -> str:
        return self.result.value

    def _refresh(self) -> None:
        self._compute()
        self.title.value = f'<div style="{FONT};font-size:22px;font-weight:700">{escape(t("widgets.ch.sc.title"))}</div>'
        self.help.value = f'<div style="{FONT};font-size:14px;color:#444">{escape(t("widgets.ch.sc.help"))}</div>'
        self.hand_label.value = f'<b style="{FONT}">{escape(t("widgets.ch.sc.hand"))}</b>'
        self.text.placeholder = t("widgets.ch.placeholder")
        self.example_button.description = t("widgets.ch.sc.example")
        self.flags_label.value = f'<b style="{FONT}">{escape(t("widgets.ch.sc.flags"))}</b>'
        self._relabelling = True
        try:
            self._show_win_choice()
            for f, box in self.flag_boxes.items():
                box.description = t("widgets.ch.flag." + f)
                if box.value != (f in self.history):
                    box.value = f in self.history
            seats = [(name(p), p) for p in range(4)]
            if list(self.winner_box.options) != seats:
                self.winner_box.options = seats
            if self.winner_box.value != self.winner:
                self.winner_box.value = self.winner
            self.winner_box.description = t("widgets.ch.sc.winner")
        finally:
            self._relabelling = False
        self.message.value = error_html(self.error)
        self.hand_view.value = (pairing_html(chan.decompose(self.hand), 34) if self.hand else "")
        self.result.value = self._result_html()

    def _result_html(self) -> str:
        if len(self.hand) != self.rules.WIN_CARDS:
            return banner(None, t("widgets.ch.sc.need_hand"))
        v = self.verdict
        dealt = self.win_source == "dealt"
        card = "" if self.win_card is None else self.win_card.name
        if not v:
            title = t("widgets.ch.hb.no_win_dealt") if dealt else t("widgets.ch.hb.no_win", card=card)
            return banner(False, title, [r.text() for r in v.reasons])
        title = t("widgets.ch.hb.wins_dealt") if dealt else t("widgets.ch.hb.wins", card=card)
        parts = [banner(True, title, [r.text() for r in v.reasons])]
        cols = self._columns()
        blocks = []
        for key, _rules in cols:
            r = self.results[key]
            head = f'<div style="font-size:15px;font-weight:700;color:{INFO}">{escape(t("widgets.ch.sc." + key))}</div>'
            if isinstance(r, str):
                body = error_html(r)
            else:
                items = "".join(f"<li>{escape(x.text())}</li>" for x in r.reasons)
                body = (f'<ul style="margin:2px 0 2px 18px;padding:0;font-size:14px">{items}</ul>'
                        f'<div style="font-size:20px;font-weight:700">{escape(r.arithmetic)}</div>')
            blocks.append(f'<div class="cardlab-chan-col-{key}" style="flex:1 1 300px;border:1px solid #ccc;'
                          f'border-radius:8px;padding:6px 10px;background:#fafafa">{head}{body}</div>')
        parts.append(f'<div style="display:flex;flex-wrap:wrap;gap:10px;margin:6px 0">{"".join(blocks)}</div>')
        parts.append(self._money_html(cols))
        parts.append(self._table_html(cols))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def _money_html(self, cols) -> str:
        head = "".join(f'<th style="padding:3px 10px;text-align:right">{escape(t("widgets.ch.sc." + k))}</th>'
                       for k, _ in cols)
        rows = ""
        for p in range(4):
            cells = ""
            for k, _ in cols:
                v = self.money[k][p] if k in self.money else None
                color = "#333" if v is None else OK if v > 0 else BAD if v < 0 else "#333"
                cells += f'<td style="padding:3px 10px;text-align:right;color:{color}">{"—" if v is None else f"{v:+d}"}</td>'
            rows += f'<tr><td style="padding:3px 10px">{escape(name(p))}</td>{cells}</tr>'
        return (f'<table class="cardlab-chan-money" style="border-collapse:collapse;font-size:16px;margin:6px 0">'
                f'<tr><th style="text-align:left;padding:3px 10px">{escape(t("widgets.ch.sc.money"))}</th>{head}</tr>'
                f'{rows}</table>')

    def _table_html(self, cols) -> str:
        """The cước table of each column's rules, the bonuses of this hand marked."""
        applied = {k: set(r.keys) for k, r in self.results.items() if not isinstance(r, str)}
        head = "".join(f'<th style="padding:2px 8px;text-align:right">{escape(t("widgets.ch.sc." + k))}</th>'
                       for k, _ in cols)
        rows = ""
        for key, label in chan.BONUS_NAMES.items():
            cells = ""
            for k, rules in cols:
                main, dich = rules.bonus_values[key]
                counted = key not in ("bach_thu_chi", "dia_u", "thong") or (
                    rules.bach_thu_chi_separate_bonus if key == "bach_thu_chi" else rules.extra_traditional_bonuses)
                mark = (f' <b style="color:{OK}">{escape(t("widgets.ch.sc.applies"))}</b>' if key in applied.get(k, ())
                        else "")
                value = f"{main} / {dich}" if counted else escape(t("widgets.ch.sc.off"))
                cells += f'<td style="padding:2px 8px;text-align:right">{value}{mark}</td>'
            rows += f'<tr><td style="padding:2px 8px">{escape(label)}</td>{cells}</tr>'
        xuong = "".join(f'<td style="padding:2px 8px;text-align:right">{r.xuong_points}</td>' for _, r in cols)
        return (f'<details style="margin-top:4px"><summary style="font-size:15px;font-weight:700;cursor:pointer">'
                f'{escape(t("widgets.ch.sc.table"))}</summary><table style="border-collapse:collapse;font-size:14px">'
                f'<tr><th style="text-align:left;padding:2px 8px">{escape(t("widgets.ch.sc.bonus"))}</th>{head}</tr>'
                f'<tr><td style="padding:2px 8px">Ù xuông</td>{xuong}</tr>{rows}</table></details>')

    def static_html(self) -> str:
        return (f'<div style="{FONT}">{self.title.value}{self.help.value}{self.hand_view.value}'
                f'{self.result.value}</div>')

    def __repr__(self) -> str:
        card = None if self.win_card is None else str(self.win_card)
        return (f"CuocScorer(hand={' '.join(map(str, self.hand))!r}, win_card={card!r}, "
                f"win_source={self.win_source!r}, history={self.history!r})")


# -- the table's adapter ---------------------------------------------------------------------------------------

#: The move groups, in the order a decision goes: a win first, then Chíu, a capture, passing, a discard. Letting
#: a claimable card go is passing: under the Chíu heading it would offer a Chíu there may be none of (issue #32).
_GROUPS = (("win", ("u",)), ("claim", ("chiu",)), ("capture", ("chan", "ca")), ("pass", ("decline", "draw", "leave")),
           ("discard", ("discard",)))
LEVELS = {"greedy": GreedyBot, "random": RandomBot}
#: Words a learner may type for a move, in either language.
#: Words the table shows that the terminal's short moves (cardlab.chan.terminal, whose words are read first)
#: do not know, folded as they are, and the terminal's words they stand for.
_MORE_WORDS = {"thien u": "u", "declare thien u": "u", "bao thien u": "u", "u!": "u", "u! thien u": "u",
               "bo": "bo qua", "de": "de lai", "leave it": "leave", "let it go": "let", "an chan": "chan",
               "an ca": "ca", "capture chan": "chan", "capture ca": "ca"}


def table_html(view, you: int | None = None, highlight: int | None = None, revealed=None, mine: str = "") -> str:
    """The Chắn table as ``view.player`` sees it: the four seats around it, each with their hand (hidden unless
    ``revealed``), what they laid down and their gate (cửa); the stock and the card on offer in the middle.
    """
    n = len(view.hand_sizes)
    offer = view.offer

    def seat(p: int) -> str:
        count = view.hand_sizes[p]
        if p == you and mine:
            cards = mine
        elif revealed is not None and p in revealed:
            cards = cards_html(revealed[p], 24) if len(revealed[p]) else escape(t("widgets.no_cards"))
        elif p == view.player:
            cards = cards_html(view.hand, 30)
        else:
            cards = backs_html(count, 18)
        laid = "".join(f'<span style="margin-right:4px">{cards_html(g.cards, 22)}</span>' for g in view.exposed[p])
        gate = view.gates[p]
        ring = 0 if offer is not None and offer.gate == p and gate and gate[-1] == offer.card else None
        gate_html = cards_html(gate, 22, ring) if gate else escape(t("widgets.ch.tb.empty"))
        tags = [t("widgets.tb.cards", n=count)]
        if p == view.dealer:
            tags.append(t("widgets.ch.tb.dealer"))
        if view.dead[p]:
            tags.append(t("widgets.ch.tb.dead"))
        ring_css = f"3px solid {INFO}" if p == highlight else "1px solid #ccc"
        parts = [_box(t("widgets.ch.tb.gate"), gate_html, "#757575")]
        if laid:
            parts.insert(0, _box(t("widgets.ch.tb.laid"), laid, OK))
        return (f'<div class="cardlab-chan-seat-{p}" style="border:{ring_css};border-radius:10px;padding:4px 8px;'
                f'background:#fafafa;height:100%;box-sizing:border-box">'
                f'<div style="font-weight:700;font-size:15px;margin-bottom:2px">{escape(name(p, you))}'
                f'<span style="font-weight:400;color:#555;font-size:13px"> · {escape(" · ".join(tags))}</span></div>'
                f'<div>{cards}</div><div style="display:flex;flex-wrap:wrap;gap:4px;margin-top:3px">'
                f'{"".join(parts)}</div></div>')

    if offer is not None:
        if offer.source == "stock":
            where = t("widgets.ch.tb.offer_stock", gate=name(offer.gate, you))
        else:
            where = t("widgets.ch.tb.offer_discard", player=name(offer.by, you), gate=name(offer.gate, you))
        top = (f'<div style="text-align:center">{card_img(offer.card, 46)}<div style="font-weight:700">'
               f'{escape(offer.card.name)}</div><div style="font-size:13px">{escape(where)}</div></div>')
    else:
        top = f'<div style="color:#777;font-style:italic">{escape(t("widgets.ch.tb.no_offer"))}</div>'
    centre = (f'<div style="display:flex;gap:16px;align-items:center;justify-content:center;font-size:14px;'
              f'height:100%"><div style="text-align:center">{card_back_svg(40)}<div>'
              f'{escape(t("widgets.ch.tb.stock", n=view.stock_size))}</div></div>{top}</div>')
    me = view.player if you is None else you
    # Around the table as the players sit: you at the bottom, play going on to your right, across, then left.
    right, across, left = ((me + k) % n for k in (1, 2, 3))
    cells = {"right": seat(right), "across": seat(across), "left": seat(left) if n > 3 else "", "me": seat(me)}
    return (f'<div class="cardlab-chan-table" style="{FONT};display:grid;grid-template-columns:1fr 1fr 1fr;'
            f'grid-template-areas:\'. across .\' \'left centre right\' \'me me me\';gap:6px">'
            f'<div style="grid-area:across">{cells["across"]}</div><div style="grid-area:left">{cells["left"]}</div>'
            f'<div style="grid-area:centre">{centre}</div><div style="grid-area:right">{cells["right"]}</div>'
            f'<div style="grid-area:me">{cells["me"]}</div></div>')


_CODE = re.compile(r"(?<![\w])([2-9][VSN]|CC)(?![\w])", re.IGNORECASE)


class ChanAdapter(TableAdapter):
    """Chắn for the one Table and Replay: four seats, greedy (or random) bots, the gates around the table."""

    game = "chan"
    engine = chan
    coach_class = GreedyBot
    prefix = "widgets.ch.tb"
    players = 4
    levels = LEVELS
    default_level = "greedy"
    groups = _GROUPS
    state_class = chan.State
    rules_class = chan.Rules
    record_fields = {**DEAL, **CHAN_FIELDS}

    @staticmethod
    def parse_card(token):
        return chan.parse_card(token)

    @staticmethod
    def pretty_text(text: str) -> str:
        """Chắn card codes in a text (the coach's advice, a typed move) as names: ``4S`` → ``Tứ sách``.

        Without it the table would read ``4S`` as a French card (4♠).
        """
        return _CODE.sub(lambda m: chan.parse_card(m.group(0)).name, text)

    def refusal_text(self, verdict, seat: int) -> str:
        """The engine's reason, with the learner's own seat named "You" / "Bạn" (the engine names every seat)."""
        return chan.yours(verdict, seat).text()

    def shorthand(self, state, player: int, text: str):
        """A short typed move read with the terminal's words (:func:`cardlab.chan.terminal.shorthand`:
        ``chắn``, ``cạ Tam sách``, ``chíu``, ``ù``, ``bốc``/``draw``, ``đánh Thất văn``/``discard 7V``, ``let go``/
        ``bỏ qua``, ``leave``/``để lại``), and the table's own words for them (``Thiên ù``, ``bỏ``, ``để``);
        ``None`` for other words.

        Raises:
            NotationError: for card words that are not Chắn cards.
        """
        from ..terminal import leading_move

        text = " ".join(w for w in text.split() if w.lower() not in ("with", "với"))
        move = typed_move(state, player, text)
        if move is not None:
            return move
        # Only words the terminal does not know are translated: "bỏ qua" is its own, "bỏ" alone the table's.
        canonical, rest = leading_move(text, _MORE_WORDS)
        return typed_move(state, player, f"{canonical} {rest}".strip()) if canonical is not None else None

    def button_label(self, action: Action) -> str:
        cards = action.cards
        k = action.kind
        if k == "u":
            return t("widgets.ch.tb.btn_u_dealt") if action.target == "dealt" else t("widgets.ch.tb.btn_u",
                                                                                    card=cards[0].name)
        if k == "chan":
            return t("widgets.ch.tb.btn_chan", card=cards[0].name)
        if k == "ca":
            return t("widgets.ch.tb.btn_ca", card=cards[0].name, mine=cards[1].name)
        if k in ("chiu", "decline", "leave"):
            return t(f"widgets.ch.tb.btn_{k}", card=cards[0].name)
        if k == "draw":
            return t("widgets.ch.tb.btn_draw") if "empty" not in str(action) else t("widgets.ch.tb.btn_draw_empty")
        return describe(action)

    def button_style(self, action: Action) -> str:
        return {"u": "success", "chiu": "warning", "chan": "info", "ca": "info"}.get(action.kind, "")

    def risk(self, view, action: Action) -> str | None:
        """A move that lets a win go: the engine offers ù only on a hand that wins, so another move gives it up.

        A false ù is no case here: the engine refuses a ù that does not win as illegal (it has no penalty
        for a false ù to warn of).
        """
        if action.kind == "u":
            return None
        win = next((a for a in view.legal_actions if a.kind == "u"), None)
        if win is None:
            return None
        if win.target == "dealt":
            return t("widgets.ch.tb.risk_pass_thien_u", win=describe(win))
        return t("widgets.ch.tb.risk_pass_u", card=win.cards[0].name, win=describe(win))

    def type_hint(self) -> str:
        """The typed-move box's example, in Chắn moves."""
        return t("widgets.ch.tb.type_action")

    def discard_look(self, card):
        """A discard button wide enough for the card's Vietnamese name."""
        return card_look(card, False, "104px", "40px", "15px")

    def warning_text(self, table) -> str:
        """What a beginner must mind now: passing up a Chắn bars its face; three identical cards may Chíu."""
        view = table.view
        if table.state.is_terminal() or view.current_player != table.seat:
            return ""
        kinds = {a.kind: a for a in view.legal_actions}
        if "chiu" in kinds:
            return t("widgets.ch.tb.warn_chiu", card=kinds["chiu"].cards[0].name)
        if "chan" in kinds and ("draw" in kinds or "leave" in kinds):
            return t("widgets.ch.tb.warn_decline", card=kinds["chan"].cards[0].name)
        return ""

    def _mine(self, table, view) -> str:
        """Your concealed cards paired (Chắn, Cạ, què), and your waiting cards when you hold 19."""
        if not view.hand:
            return ""
        out = (f'<div style="font-size:13px;font-weight:600">{escape(t("widgets.ch.tb.your_hand"))}</div>'
               f'{pairing_html(chan.decompose(view.hand), 30)}')
        mine = [g.cards for g in view.exposed[view.player]]
        if len(view.cards) == table.rules.HAND_CARDS:
            waits = chan.waiting_cards(view.cards, table.rules, exposed=mine)
            if waits:
                text = t("widgets.ch.tb.waits", cards=", ".join(f"{w.card.name} ({w.score.arithmetic})"
                                                                for w in waits))
                out += f'<div style="font-size:14px;color:{OK};font-weight:600">{escape(text)}</div>'
        return out

    def board_html(self, table, view, revealed) -> str:
        s = table.state
        if revealed:
            hands = {p: tuple(s.hands[p]) for p in range(s.players)}
            return table_html(view, you=table.seat, revealed=hands)
        # The seat to act as the learner may know it: while a bot is asked to claim, the view shows the turn
        # that claim interrupts (state.current_player would point at the bot that could claim).
        return table_html(view, you=table.seat, highlight=view.current_player, mine=self._mine(table, view))

    def replay_board(self, state) -> str:
        view = state.view(0)
        return table_html(view, highlight=None if state.is_terminal() else state.current_player,
                          revealed={p: tuple(state.hands[p]) for p in range(state.players)})


ADAPTER = ChanAdapter
