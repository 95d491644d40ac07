"""Phỏm (Tá Lả) in the widgets: a hand builder, two calculators, and the table's adapter.

* :class:`PhomHandBuilder` — the shared hand-builder core with Phỏm's
  answers: cards marked as eaten, the best lay-down (:func:`cardlab.phom.arrange`
  with the eaten cards kept in phỏm), the points left, Ù / Ù tròn
  (:func:`~cardlab.phom.check_u`), móm, and the best discard;
* :class:`EatSendCalculator` — may I eat the previous discard and into which
  phỏm (:func:`~cardlab.phom.check_eat`); may I send a card onto the phỏm on
  the table (:func:`~cardlab.phom.check_send`);
* :class:`SettlementCalculator` — four players' points, móm and lay-down
  order (or an Ù, Ù đền), and the eaten cards: ranking and money under each
  of the Xeeng guide's payment tables (:func:`~cardlab.phom.settle`,
  :func:`~cardlab.phom.settle_u`, :func:`~cardlab.phom.eat_payment`), with
  the engine's arithmetic;
* :class:`PhomAdapter` — what the one :class:`~cardlab.widgets.Table`
  (``Table(game="phom")``) and :class:`~cardlab.widgets.Replay` need: four
  seats, greedy (or random) bots, moves grouped by the turn's steps, and a
  table drawn as it lies: each player's eaten cards, laid-down phỏm and
  discards in front of them.
"""
from __future__ import annotations

from dataclasses import replace
from html import escape

import ipywidgets as W

from .. import phom, render
from ..bots import RandomBot
from ..bots.phom import GentleBot, GreedyBot
from ..cards import Card
from ..engine import Action, SeatName
from ..errors import CardlabError, InvalidRulesError, NotationError, quoted
from ..explain import register_messages
from ..records import FIRST_PLAYER
from .common import (FONT, OK, BAD, INFO, WidgetBase, backs_html, banner, card_back_svg, describe, error_html, html,
                     game_cards, game_rules, headline_html, language_toggle, name, t)
from .adapter import TableAdapter
from .hand_builder import HandBuilderCore

EATEN = "#e65100"

MESSAGES = {
    # shared
    "widgets.ph.set": {"en": "set (phỏm ngang)", "vi": "phỏm ngang"},
    "widgets.ph.run": {"en": "run (phỏm dọc)", "vi": "phỏm dọc"},
    "widgets.ph.left": {"en": "left over · {points:point|points}", "vi": "bài rác · {points} điểm"},
    "widgets.ph.summary": {"en": "{melds} phỏm, {points:point|points} left over",
                           "vi": "{melds} phỏm, bài rác {points} điểm"},
    "widgets.ph.eaten_mark": {"en": "eaten", "vi": "lá ăn"},
    "widgets.ph.eaten_legend": {"en": "cards framed orange were eaten: they must stay in a phỏm",
                                "vi": "lá viền cam là lá đã ăn: phải nằm trong phỏm"},
    "widgets.ph.bad_cards": {"en": "{field}: {error}", "vi": "{field}: {error}"},
    # hand builder
    "widgets.ph.hb.title": {"en": "Build a Phỏm hand", "vi": "Xếp bài Phỏm trên tay"},
    "widgets.ph.hb.help": {
        "en": "Click cards to add or remove them, or type them and press Enter. Switch to “Mark eaten” and "
              "click a card to mark it as eaten (ăn).",
        "vi": "Bấm vào lá bài để thêm hoặc bỏ, hoặc gõ bài rồi nhấn Enter. Chọn “Đánh dấu lá ăn” rồi bấm vào "
              "lá bài để đánh dấu là lá đã ăn."},
    "widgets.ph.hb.mode_eat": {"en": "Mark eaten", "vi": "Đánh dấu lá ăn"},
    "widgets.ph.hb.eaten_placeholder": {"en": "eaten cards, e.g. 7H", "vi": "các lá đã ăn, ví dụ 7H"},
    "widgets.ph.hb.full": {"en": "A Phỏm hand holds at most {max} cards: remove one before adding {card}",
                           "vi": "Bài Phỏm trên tay tối đa {max} lá: bỏ bớt một lá trước khi thêm {card}"},
    "widgets.ph.hb.too_many": {"en": "{n} cards typed, but a Phỏm hand holds at most {max}",
                               "vi": "Đã gõ {n} lá, nhưng bài Phỏm trên tay tối đa {max} lá"},
    "widgets.ph.hb.hand_too_big": {"en": "hand={value} has {n} cards: a Phỏm hand holds at most {max}",
                                   "vi": "hand={value} có {n} lá: bài Phỏm trên tay tối đa {max} lá"},
    "widgets.ph.hb.eaten_not_held": {"en": "{cards} is not in the hand: only cards in the hand can be marked eaten",
                                     "vi": "{cards} không có trên tay: chỉ đánh dấu được lá đang cầm là lá ăn"},
    "widgets.ph.hb.headline": {"en": "{points:point|points} left over · {melds} phỏm",
                               "vi": "Bài rác {points} điểm · {melds} phỏm"},
    "widgets.ph.hb.best": {"en": "Best lay-down", "vi": "Cách hạ bài tốt nhất"},
    "widgets.ph.hb.best_why": {
        "en": "these phỏm leave the fewest points ({points:point|points}) of any way to lay down",
        "vi": "hạ các phỏm này thì bài rác còn ít điểm nhất ({points} điểm) trong mọi cách hạ"},
    "widgets.ph.hb.eaten_kept": {"en": "every eaten card ({eaten}) sits in a phỏm, at most {max} per phỏm",
                                 "vi": "mọi lá đã ăn ({eaten}) đều nằm trong phỏm, tối đa {max} lá ăn mỗi phỏm"},
    "widgets.ph.hb.infeasible": {
        "en": "the eaten cards {eaten} cannot all sit in phỏm (at most {max} per phỏm): this hand cannot happen",
        "vi": "các lá đã ăn {eaten} không thể cùng nằm trong phỏm (tối đa {max} lá ăn mỗi phỏm): bài này "
              "không thể xảy ra"},
    "widgets.ph.hb.mom": {"en": "móm: no phỏm", "vi": "móm: không có phỏm nào"},
    "widgets.ph.hb.mom_why": {
        "en": "laid down now, this hand would be móm: it ranks last and pays {base} + {extra}",
        "vi": "nếu hạ bài lúc này thì bị móm: về bét và trả {base} + {extra}"},
    "widgets.ph.hb.not_mom": {"en": "not móm: the hand holds {melds} phỏm",
                              "vi": "không móm: bài có {melds} phỏm"},
    "widgets.ph.hb.u_title": {"en": "{kind}!", "vi": "{kind}!"},
    "widgets.ph.hb.verdict_mom": {"en": "Móm: no phỏm", "vi": "Móm: không có phỏm nào"},
    "widgets.ph.hb.impossible": {"en": "This hand cannot happen", "vi": "Bài này không thể xảy ra"},
    "widgets.ph.hb.not_u_title": {"en": "not Ù", "vi": "chưa Ù"},
    "widgets.ph.hb.u_size": {"en": "Ù is counted on {need} cards: this hand has {n}",
                             "vi": "Ù được tính trên {need} lá: bài này có {n} lá"},
    "widgets.ph.hb.discard_title": {"en": "best discard: {card}", "vi": "nên đánh: {card}"},
    "widgets.ph.hb.discard_tie_title": {"en": "best discard: {cards} (a tie)", "vi": "nên đánh: {cards} (ngang nhau)"},
    "widgets.ph.hb.discard": {
        "en": "discarding {card} leaves the fewest points: {points:point|points} in the {n} cards kept",
        "vi": "đánh {card} thì bài rác còn ít điểm nhất: {points} điểm trong {n} lá giữ lại"},
    "widgets.ph.hb.discard_tie": {
        "en": "discarding any one of {cards} leaves the fewest points: {points:point|points} in the {n} cards kept",
        "vi": "đánh lá nào trong {cards} thì bài rác cũng còn ít điểm nhất: {points} điểm trong {n} lá giữ lại"},
    "widgets.ph.hb.discard_eaten": {"en": "eaten cards ({cards}) stay in phỏm and are never discarded",
                                    "vi": "lá đã ăn ({cards}) phải nằm trong phỏm, không bao giờ được đánh ra"},
    "widgets.ph.hb.no_discard": {"en": "no card can be discarded without leaving an eaten card out of a phỏm",
                                 "vi": "không đánh được lá nào mà lá đã ăn vẫn nằm trong phỏm"},
    "widgets.ph.hb.opt_ace_high": {"en": "Q-K-A is a phỏm (ace_high_in_runs)",
                                   "vi": "Q-K-A là phỏm (tùy chọn ace_high_in_runs)"},
    "widgets.ph.hb.opt_eaten": {"en": "eaten cards per phỏm (max_eaten_cards_per_phom)",
                                "vi": "số lá ăn tối đa mỗi phỏm (max_eaten_cards_per_phom)"},
    "widgets.ph.hb.opt_u": {"en": "Ù takes (u_definition)", "vi": "cách tính Ù (u_definition)"},
    "widgets.ph.hb.u_three_phom": {"en": "three phỏm", "vi": "đủ ba phỏm"},
    "widgets.ph.hb.u_no_deadwood": {"en": "no card left over, any number of phỏm",
                                    "vi": "không còn lá rác, bao nhiêu phỏm cũng được"},
    # eat and send calculator
    "widgets.ph.es.title": {"en": "Eat and send (ăn bài, gửi bài)", "vi": "Ăn bài và gửi bài"},
    "widgets.ph.es.eat_head": {"en": "May I eat the previous discard?", "vi": "Có ăn được lá vừa đánh không?"},
    "widgets.ph.es.send_head": {"en": "May I send this card?", "vi": "Có gửi được lá này không?"},
    "widgets.ph.es.hand": {"en": "your hand", "vi": "bài trên tay"},
    "widgets.ph.es.eaten": {"en": "eaten before", "vi": "lá đã ăn"},
    "widgets.ph.es.discard": {"en": "discard to eat", "vi": "lá vừa đánh"},
    "widgets.ph.es.card": {"en": "card to send", "vi": "lá muốn gửi"},
    "widgets.ph.es.phom": {"en": "phỏm on the table (separate with |)", "vi": "phỏm trên bàn (ngăn cách bằng |)"},
    "widgets.ph.es.round": {"en": "round", "vi": "vòng"},
    "widgets.ph.es.has_phom": {"en": "I have laid down a phỏm", "vi": "tôi đã hạ phỏm"},
    "widgets.ph.es.earlier": {"en": "the phỏm's owner laid down before me", "vi": "chủ phỏm đã hạ bài trước tôi"},
    "widgets.ph.es.can_eat": {"en": "you may eat {card}", "vi": "bạn ăn được {card}"},
    "widgets.ph.es.cannot_eat": {"en": "you may not eat {card}", "vi": "bạn không ăn được {card}"},
    "widgets.ph.es.after": {"en": "After eating {card}: the best lay-down",
                            "vi": "Sau khi ăn {card}: cách hạ bài tốt nhất"},
    "widgets.ph.es.can_send": {"en": "{card} → {phom}: you may send it", "vi": "{card} → {phom}: gửi được"},
    "widgets.ph.es.cannot_send": {"en": "{card} → {phom}: you may not send it", "vi": "{card} → {phom}: không gửi được"},
    "widgets.ph.es.fix": {"en": "Correct the boxes in red to see the answer.",
                          "vi": "Hãy sửa các ô báo đỏ để xem câu trả lời."},
    "widgets.ph.es.bad_field": {"en": "{value} is not a field of the calculator: expected one of {fields}",
                                "vi": "{value} không phải là ô của bảng tính: cần một trong {fields}"},
    # settlement calculator
    "widgets.ph.st.title": {"en": "Settlement calculator (tính tiền cuối ván)", "vi": "Tính tiền cuối ván"},
    "widgets.ph.st.help": {
        "en": "Enter each player's points, whether they are móm and their lay-down order — or an Ù — and the "
              "cards eaten during the hand (eater-victim-round, e.g. 1-0-2, 2-1-4).",
        "vi": "Nhập điểm, móm hay không và thứ tự hạ bài của mỗi người chơi — hoặc một ván Ù — và các lá đã ăn "
              "trong ván (người ăn-người bị ăn-vòng, ví dụ 1-0-2, 2-1-4)."},
    "widgets.ph.st.players": {"en": "players", "vi": "số người chơi"},
    "widgets.ph.st.mode_points": {"en": "End of the hand by points", "vi": "Hết ván, tính điểm"},
    "widgets.ph.st.mode_u": {"en": "Somebody declares Ù", "vi": "Có người Ù"},
    "widgets.ph.st.points": {"en": "points", "vi": "điểm"},
    "widgets.ph.st.mom": {"en": "móm", "vi": "móm"},
    "widgets.ph.st.order": {"en": "lay-down order", "vi": "thứ tự hạ"},
    "widgets.ph.st.winner": {"en": "Ù by", "vi": "người Ù"},
    "widgets.ph.st.kind": {"en": "kind", "vi": "loại"},
    "widgets.ph.st.den": {"en": "Ù đền paid by", "vi": "người đền"},
    "widgets.ph.st.nobody": {"en": "— nobody", "vi": "— không ai"},
    "widgets.ph.st.eats": {"en": "eaten cards", "vi": "các lá đã ăn"},
    "widgets.ph.st.bet": {"en": "stake", "vi": "tiền cược"},
    "widgets.ph.st.house": {"en": "house fee (tiền xâu)", "vi": "tiền xâu"},
    "widgets.ph.st.short": {"en": "with 2–3 players (short_table_payments)",
                            "vi": "khi có 2–3 người chơi (short_table_payments)"},
    "widgets.ph.st.scheme_round4": {"en": "Xeeng: by round, chốt ×4", "vi": "Xeeng: theo vòng, chốt ×4"},
    "widgets.ph.st.scheme_round3": {"en": "by round, chốt ×3", "vi": "theo vòng, chốt ×3"},
    "widgets.ph.st.scheme_order": {"en": "by eat order (1, 2, 3; chốt 3)", "vi": "theo thứ tự ăn (1, 2, 3; chốt 3)"},
    "widgets.ph.st.ranking": {"en": "Ranking: {players}", "vi": "Thứ hạng: {players}"},
    "widgets.ph.st.eat_line": {
        "en": "{eater} ate from {victim} in round {round} (card number {nth} from {victim}){chot}: {victim} pays {amount}",
        "vi": "{eater} ăn của {victim} ở vòng {round} (lá thứ {nth} của {victim}){chot}: {victim} trả {amount}"},
    "widgets.ph.st.chot": {"en": ", the chốt", "vi": ", ăn chốt"},
    "widgets.ph.st.total": {"en": "{player}: {eats} for eaten cards {end} at the end = {total}",
                            "vi": "{player}: {eats} tiền ăn bài {end} tiền cuối ván = {total}"},
    "widgets.ph.st.money": {"en": "Money", "vi": "Tiền"},
    "widgets.ph.st.player": {"en": "Player", "vi": "Người chơi"},
    "widgets.ph.st.same": {"en": "Every payment table gives the same money here.",
                           "vi": "Ở đây mọi bảng tính tiền cho cùng một kết quả."},
    "widgets.ph.st.bad_eat": {
        "en": "{value} is not an eaten card: expected eater-victim-round, such as 1-0-2 (seats 0 to {last}, "
              "rounds 1 to {rounds}, two different seats)",
        "vi": "{value} không phải một lá ăn: cần người ăn-người bị ăn-vòng, như 1-0-2 (ghế 0 đến {last}, "
              "vòng 1 đến {rounds}, hai ghế khác nhau)"},
    "widgets.ph.st.bad_player": {"en": "player={value}: expected a seat from 0 to {last}",
                                 "vi": "player={value}: cần một ghế từ 0 đến {last}"},
    "widgets.ph.st.bad_value": {"en": "{field}={value}: expected {expected}", "vi": "{field}={value}: cần {expected}"},
    "widgets.ph.st.expected_points": {"en": "a whole number of points from 0 to 200",
                                      "vi": "một số điểm nguyên từ 0 đến 200"},
    "widgets.ph.st.expected_order": {"en": "a lay-down order from 1 to {n}", "vi": "thứ tự hạ bài từ 1 đến {n}"},
    "widgets.ph.st.expected_bool": {"en": "True or False", "vi": "True hoặc False"},
    "widgets.ph.st.expected_mode": {"en": "'points' or 'u'", "vi": "'points' hoặc 'u'"},
    "widgets.ph.st.expected_kind": {"en": "'u' or 'u_tron'", "vi": "'u' hoặc 'u_tron'"},
    "widgets.ph.st.expected_den": {"en": "None or a seat other than the winner",
                                   "vi": "None hoặc một ghế khác người Ù"},
    "widgets.ph.st.expected_count": {"en": "2, 3 or 4 players", "vi": "2, 3 hoặc 4 người chơi"},
    "widgets.ph.st.expected_bet": {"en": "a whole number from 1 to 1000", "vi": "một số nguyên từ 1 đến 1000"},
    "widgets.ph.st.expected_fee": {"en": "a whole number from 0 to 100", "vi": "một số nguyên từ 0 đến 100"},
    # table
    "widgets.ph.tb.title": {"en": "Phỏm table · hand {n}", "vi": "Bàn Phỏm · ván {n}"},
    "widgets.ph.tb.level_gentle": {"en": "Gentle (for learning)", "vi": "Hiền (để học)"},
    "widgets.ph.tb.level_help_gentle": {
        "en": "Gentle bots let half of their chances to eat go and do not guard their discards, "
              "so you get cards to eat.",
        "vi": "Máy hiền bỏ qua một nửa số lần được ăn bài và không giữ bài khi đánh, nên bạn có lá để ăn."},
    "widgets.ph.tb.level_greedy": {"en": "Greedy (strong)", "vi": "Tham (mạnh)"},
    "widgets.ph.tb.level_random": {"en": "Random (for a first try)", "vi": "Ngẫu nhiên (để chơi thử)"},
    "widgets.ph.tb.level_help_greedy": {
        "en": "Greedy bots eat whenever they can, keep pairs early and throw high cards.",
        "vi": "Máy tham ăn bài mỗi khi được, giữ cạ lúc đầu và đánh lá nhiều điểm."},
    "widgets.ph.tb.level_help_random": {"en": "Random bots pick any legal move.",
                                        "vi": "Máy ngẫu nhiên chọn bất kỳ nước đi hợp lệ nào."},
    "widgets.ph.tb.bad_seat": {"en": "seat={value}: expected 0, 1, 2 or 3", "vi": "seat={value}: cần 0, 1, 2 hoặc 3"},
    "widgets.ph.tb.round": {"en": "round {round} of {rounds}", "vi": "vòng {round} / {rounds}"},
    "widgets.ph.tb.eaten": {"en": "eaten", "vi": "đã ăn"},
    "widgets.ph.tb.laid": {"en": "laid down (#{order})", "vi": "đã hạ (thứ {order})"},
    "widgets.ph.tb.mom": {"en": "móm", "vi": "móm"},
    "widgets.ph.tb.discards": {"en": "discards", "vi": "bài đã đánh"},
    "widgets.ph.tb.none": {"en": "—", "vi": "—"},
    "widgets.ph.tb.stock": {"en": "stock (nọc): {n:card|cards}", "vi": "nọc: {n} lá"},
    "widgets.ph.tb.last": {"en": "just discarded by {player}", "vi": "{player} vừa đánh"},
    "widgets.ph.tb.no_last": {"en": "nothing to eat", "vi": "không có lá để ăn"},
    "widgets.ph.tb.money": {"en": "money so far: {list}", "vi": "tiền đến giờ: {list}"},
    "widgets.ph.tb.group_u": {"en": "Declare Ù", "vi": "Báo Ù"},
    "widgets.ph.tb.group_draw": {"en": "Eat or draw", "vi": "Ăn bài hoặc bốc"},
    "widgets.ph.tb.group_lay": {"en": "Lay down (hạ phỏm)", "vi": "Hạ phỏm"},
    "widgets.ph.tb.group_send": {"en": "Send (gửi bài)", "vi": "Gửi bài"},
    "widgets.ph.tb.group_discard": {"en": "Discard (ends your turn)", "vi": "Đánh một lá (hết lượt)"},
    "widgets.ph.tb.btn_draw": {"en": "draw from the stock", "vi": "bốc từ nọc"},
    "widgets.ph.tb.btn_send": {"en": "{card} → {phom} ({player})", "vi": "{card} → {phom} ({player})"},
    "widgets.ph.tb.warn_eat": {
        "en": "{player} may eat your discard: a card that makes a phỏm with their cards costs you the round's "
              "price ({price}).",
        "vi": "{player} có thể ăn lá bạn đánh: lá nào tạo phỏm với bài của họ thì bạn phải trả tiền theo vòng "
              "({price})."},
    "widgets.ph.tb.warn_last": {
        "en": "Last round: after you eat or draw, every phỏm you hold is laid down; with none you are móm.",
        "vi": "Vòng cuối: sau khi ăn hoặc bốc, phải hạ mọi phỏm đang có; không có phỏm nào thì bị móm."},
    # The table's confirmation (issue #32): a move that lets a win the engine offers go.
    "widgets.ph.tb.risk_pass_u": {
        "en": "You hold a win now: “{win}” ends the hand and you collect. This move lets that win go, and the "
              "hand goes on.",
        "vi": "Bạn đang có bài thắng: “{win}” kết thúc ván và bạn được thu tiền. Nước này bỏ qua ván thắng đó, "
              "và ván vẫn tiếp tục."},
}
register_messages(MESSAGES)


# -- pure HTML helpers ---------------------------------------------------------------------------------

def kind_label(kind: str) -> str:
    """``"set"`` → "set (phỏm ngang)" / "phỏm ngang"; ``"run"`` → "run (phỏm dọc)" / "phỏm dọc"."""
    return t("widgets.ph.set") if kind == "set" else t("widgets.ph.run")


def cards_html(cards, marked: str | None = None, width: int = 44, eaten=()) -> str:
    """Cards side by side; an eaten card framed orange (its alt text says it was eaten)."""
    eaten = set(eaten)
    out = []
    for c in cards:
        svg = render.card_svg(c, width, marked)
        img = render.svg_img(svg)
        if c in eaten:
            img = img.replace(f'alt="{c.pretty}"', f'alt="{c.pretty} ({t("widgets.ph.eaten_mark")})"', 1)
            img = (f'<span style="outline:3px solid {EATEN};border-radius:6px;display:inline-block;'
                   f'background:{EATEN}22">{img}</span>')
        out.append(f'<span style="margin-right:-{width // 6}px">{img}</span>')
    return f'<span style="display:inline-flex;padding-right:{width // 6}px">{"".join(out)}</span>'


def _box(title: str, inner: str, color: str) -> str:
    return (f'<div style="display:inline-block;border:2px solid {color};border-radius:8px;padding:2px 5px 5px;'
            f'background:{color}0f;margin:0 6px 4px 0"><div style="font-size:12px;color:{color};font-weight:600">'
            f'{escape(title)}</div>{inner}</div>')


def arrangement_html(arrangement, eaten=(), title: str = "", width: int = 48) -> str:
    """A Phỏm arrangement: each phỏm framed green (named ngang/dọc), the cards left over red, eaten cards orange."""
    groups = [_box(kind_label(m.kind), cards_html(m.cards, "meld", width, eaten), OK) for m in arrangement.melds]
    if arrangement.deadwood:
        groups.append(_box(t("widgets.ph.left", points=arrangement.points),
                           cards_html(arrangement.deadwood, "deadwood", width, eaten), BAD))
    head = f'<div style="font-weight:600;margin-bottom:4px">{escape(title)}</div>' if title else ""
    summary = t("widgets.ph.summary", melds=len(arrangement.melds), points=arrangement.points)
    legend = (f'<div style="font-size:13px;color:{EATEN}">{escape(t("widgets.ph.eaten_legend"))}</div>'
              if eaten else "")
    return (f'<div style="{FONT}">{head}<div style="display:flex;flex-wrap:wrap;align-items:flex-end">'
            f'{"".join(groups)}</div><div style="margin-top:4px;font-size:15px"><b>{escape(summary)}</b></div>'
            f'{legend}</div>')


def verdict_html(verdict, title: str | None = None) -> str:
    """An engine verdict as a banner (the Phỏm names of a phỏm's kind)."""
    if title is None:
        title = kind_label(verdict.kind) if verdict.kind in ("set", "run") else ""
    return banner(verdict.ok, title, [r.text() for r in verdict.reasons])


def table_html(view, you: int | None = None, highlight: int | None = None, revealed=None,
               mine: str | None = None) -> str:
    """The Phỏm table as ``view.player`` sees it: for each player their hand (hidden unless ``revealed``),
    the cards they ate, their laid-down phỏm and their discards; the stock and the card that may be eaten.
    """
    rules = view.rules

    def row(p: int) -> str:
        count = view.hand_sizes[p]
        if p == you and mine is not None:
            cards = mine
        elif revealed is not None and p in revealed:
            cards = cards_html(revealed[p], None, 40, view.eaten[p]) if len(revealed[p]) else \
                f'<i style="color:#777">{escape(t("widgets.no_cards"))}</i>'
        elif p == view.player:
            cards = cards_html(view.hand, None, 44, view.eaten[p])
        else:
            cards = backs_html(count)
        parts = []
        if view.eaten[p]:
            parts.append(_box(t("widgets.ph.tb.eaten"), cards_html(view.eaten[p], None, 36, view.eaten[p]), EATEN))
        if p in view.laydown_order:
            order = view.laydown_order.index(p) + 1
            if view.laid[p]:
                inner = "".join(f'<span style="margin-right:8px">{cards_html(m, "meld", 36, view.eaten[p])}</span>'
                                for m in view.laid[p])
                parts.append(_box(t("widgets.ph.tb.laid", order=order), inner, OK))
            else:
                parts.append(_box(t("widgets.ph.tb.laid", order=order), escape(t("widgets.ph.tb.mom")), BAD))
        pile = cards_html(view.discards[p], None, 32) if view.discards[p] else escape(t("widgets.ph.tb.none"))
        parts.append(_box(t("widgets.ph.tb.discards"), pile, "#757575"))
        ring = f"3px solid {INFO}" if p == highlight else "1px solid #ccc"
        return (f'<div style="border:{ring};border-radius:10px;padding:5px 9px;margin:4px 0;background:#fafafa">'
                f'<div style="font-weight:700;font-size:16px;margin-bottom:3px">{escape(name(p, you))}'
                f'<span style="font-weight:400;color:#555;font-size:14px"> · {escape(t("widgets.tb.cards", n=count))}'
                f'</span></div><div style="display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end">'
                f'<div>{cards}</div>{"".join(parts)}</div></div>')

    if view.last_discard is not None:
        top = (f'<div>{render.svg_img(render.card_svg(view.last_discard, 56))}<div>'
               f'{escape(t("widgets.ph.tb.last", player=name(view.last_discarder, you)))}</div></div>')
    else:
        top = f'<div style="color:#777;font-style:italic">{escape(t("widgets.ph.tb.no_last"))}</div>'
    money = ", ".join(f"{name(q, you)} {view.payments.get(q, 0):+d}" for q in range(view.players))
    rnd = "" if view.current_player is None else escape(t("widgets.ph.tb.round", round=view.round,
                                                            rounds=rules.rounds))
    centre = (f'<div style="display:flex;gap:24px;align-items:flex-end;margin:6px 0 2px 4px;font-size:15px">'
              f'<div style="white-space:nowrap">{card_back_svg(56)}<div>'
              f'{escape(t("widgets.ph.tb.stock", n=view.stock_size))}</div></div>'
              f'<div style="white-space:nowrap">{top}</div>'
              f'<div style="color:#333">{rnd}<br>{escape(t("widgets.ph.tb.money", list=money))}</div></div>')
    # Others in the order they play after you, then the centre, then you (nearest its owner, as at a table).
    order = list(view.turn_order)
    if you is None:
        body = centre + "".join(row(p) for p in order)
    else:
        i = order.index(you)
        others = order[i + 1:] + order[:i]
        body = "".join(row(p) for p in others) + centre + row(you)
    return f'<div style="{FONT}">{body}</div>'


# -- the hand builder ---------------------------------------------------------------------------------------

def rules_or_default(rules) -> "phom.Rules":
    """``rules``, or ``phom.Rules()`` for ``None``.

    Raises:
        InvalidRulesError: for anything that is not ``phom.Rules``.
    """
    return game_rules(phom, rules)


def read_cards(cards, rules) -> list:
    """Cards in any notation, checked by the engine (one deck, no jokers); empty text is no cards.

    Raises:
        NotationError / CardTypeError: quoting what could not be read.
    """
    return game_cards(phom, cards, rules)


class PhomHandBuilder(HandBuilderCore):
    """Build a Phỏm hand, mark eaten cards; the best lay-down, points, Ù, móm and best discard update live.

    ``rules``: a :class:`cardlab.phom.Rules`; ``hand``: the starting cards;
    ``eaten``: which of them were eaten. A hand holds at most
    ``rules.hand_size`` (10) cards. Drive it from code: :meth:`set_hand`,
    :meth:`toggle`, :meth:`set_eaten`, :meth:`toggle_eaten`,
    :meth:`set_mode`, :meth:`clear`, :meth:`set_option`; read
    :attr:`hand`, :attr:`eaten`, :attr:`arrangement`, :attr:`points`,
    :attr:`u_verdict`, :attr:`mom`, :attr:`best_discards`,
    :attr:`feedback_html`, :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``phom.Rules``.
        NotationError / CardTypeError / CardlabError: for a starting hand or
            eaten cards that cannot be read, or eaten cards not in the hand.
    """

    OPTIONS = {"ace_high_in_runs": "bool", "max_eaten_cards_per_phom": (1, 2, 3),
               "u_definition": phom.U_DEFINITIONS}
    MODES = (("add", "widgets.hb.mode_add"), ("eat", "widgets.ph.hb.mode_eat"))
    MODE_CLASS = "cardlab-eat-mode"
    MSG_TITLE = "widgets.ph.hb.title"
    MSG_HELP = "widgets.ph.hb.help"
    MSG_FULL = "widgets.ph.hb.full"
    MSG_TOO_MANY = "widgets.ph.hb.too_many"
    MSG_TOO_BIG = "widgets.ph.hb.hand_too_big"

    def __init__(self, rules=None, hand=None, eaten=()):
        super().__init__(rules, hand)
        if eaten:
            cards = self._read_hand(eaten)
            missing = [c for c in cards if c not in self.hand]
            if missing:
                raise CardlabError.of("widgets.ph.hb.eaten_not_held", cards=missing)
            self.set_eaten(cards)

    def _start(self) -> None:
        self.eaten: list[Card] = []
        self.arrangement = None
        self.points = 0
        self.u_verdict = None
        self.mom = False
        self.best_discards: list[Card] = []
        self.discard_points = None

    def _read_rules(self, rules):
        return rules_or_default(rules)

    def _read_hand(self, cards) -> list:
        return read_cards(cards, self.rules)

    @property
    def max_cards(self) -> int:
        return self.rules.hand_size

    def _option_label(self, name: str) -> str:
        return t({"ace_high_in_runs": "widgets.ph.hb.opt_ace_high", "max_eaten_cards_per_phom": "widgets.ph.hb.opt_eaten",
                  "u_definition": "widgets.ph.hb.opt_u"}[name])

    def _value_label(self, name: str, value) -> str:
        return t(f"widgets.ph.hb.u_{value}") if name == "u_definition" else str(value)

    def _extra_controls(self) -> list:
        self.eaten_text = W.Text(continuous_update=False, layout=W.Layout(width="200px"))
        self.eaten_text.add_class("cardlab-eaten-text")
        self.eaten_text.observe(lambda ch: self.set_eaten(ch["new"]), names="value")
        return [self.eaten_text]

    def _relabel(self) -> None:
        self.eaten_text.placeholder = t("widgets.ph.hb.eaten_placeholder")

    def _card_state(self, card):
        return card in self.hand, card in self.eaten

    def _hand_removed(self, cards) -> None:
        self.eaten = [c for c in self.eaten if c not in set(cards)]

    def _card_clicked(self, card) -> None:
        if self.mode == "eat":
            self.toggle_eaten(card)
        else:
            self.toggle(card)

    # -- public actions ----------------------------------------------------------------------------------
    def toggle_eaten(self, card) -> bool:
        """Mark ``card`` as eaten, or unmark it; a card not in the hand is added, eaten (if there is room)."""
        try:
            card = self._one_card(card)
        except CardlabError as exc:
            return self._fail(str(exc))
        if card in self.eaten:
            self.eaten.remove(card)
        else:
            if card not in self.hand:
                if len(self.hand) >= self.max_cards:
                    return self._fail(t(self.MSG_FULL, max=self.max_cards, card=card))
                self.hand = sorted(self.hand + [card])
            self.eaten = sorted(self.eaten + [card])
        self.error = ""
        self._refresh(changed=[card])
        return True

    def set_eaten(self, cards) -> bool:
        """Mark exactly ``cards`` as eaten (cards of the hand); bad input changes nothing and says why."""
        try:
            new = self._read_hand(cards)
        except CardlabError as exc:
            return self._fail(str(exc))
        missing = [c for c in new if c not in self.hand]
        if missing:
            return self._fail(t("widgets.ph.hb.eaten_not_held", cards=missing))
        old = set(self.eaten)
        self.eaten = sorted(new)
        self.error = ""
        self._refresh(changed=old ^ set(new))
        return True

    # -- what the engine says --------------------------------------------------------------------------------
    def _compute(self) -> None:
        rules, hand, eaten = self.rules, self.hand, self.eaten
        self.arrangement = phom.arrange(hand, rules, eaten=eaten)
        self.points = self.arrangement.points
        self.mom = bool(hand) and self.arrangement.feasible and not self.arrangement.melds
        self.u_verdict = phom.check_u(hand, rules, eaten=eaten) if len(hand) == rules.hand_size else None
        self.best_discards, self.discard_points = [], None
        if len(hand) == rules.hand_size and self.arrangement.feasible:
            left = {}
            for c in hand:
                if c in eaten:
                    continue
                rest = [x for x in hand if x != c]
                a = phom.arrange(rest, rules, eaten=eaten)
                if a.feasible:
                    left[c] = a.points
            if left:
                self.discard_points = min(left.values())
                self.best_discards = sorted(c for c, p in left.items() if p == self.discard_points)

    def _feedback_html(self) -> str:
        if not self.hand:
            return ""
        a, rules = self.arrangement, self.rules
        if not a.feasible:
            return headline_html(False, t("widgets.ph.hb.impossible"),
                                 t("widgets.ph.hb.infeasible", eaten=self.eaten, max=rules.max_eaten_cards_per_phom))
        numbers = t("widgets.ph.hb.headline", points=self.points, melds=len(a.melds))
        # A full hand's Ù (it ends the hand) or móm (it ranks last) is the verdict; otherwise the points left.
        if self.u_verdict:
            kind = "Ù tròn" if self.u_verdict.kind == "u_tron" else "Ù"
            headline = headline_html(True, t("widgets.ph.hb.u_title", kind=kind), numbers)
        elif self.mom and len(self.hand) == rules.hand_size:
            headline = headline_html(False, t("widgets.ph.hb.verdict_mom"), numbers)
        else:
            headline = headline_html(self.points == 0, numbers, mark=False)
        parts = [headline, arrangement_html(a, self.eaten, t("widgets.ph.hb.best"))]
        why = [t("widgets.ph.hb.best_why", points=self.points)]
        if self.eaten:
            why.append(t("widgets.ph.hb.eaten_kept", eaten=self.eaten, max=rules.max_eaten_cards_per_phom))
        parts.append(banner(None, t("widgets.ph.hb.best"), why))
        # Ù first (it ends the hand), then móm, then the discard.
        if self.u_verdict is not None:
            v = self.u_verdict
            title = t("widgets.ph.hb.u_title", kind="Ù tròn" if v.kind == "u_tron" else "Ù") if v else \
                t("widgets.ph.hb.not_u_title")
            parts.append(verdict_html(v, title))
        else:
            parts.append(banner(None, t("widgets.ph.hb.not_u_title"),
                                [t("widgets.ph.hb.u_size", need=rules.hand_size, n=len(self.hand))]))
        if self.mom:
            parts.append(banner(False, t("widgets.ph.hb.mom"), [t("widgets.ph.hb.mom_why", base=rules.rank_payments[-1],
                                                                  extra=rules.mom_extra)]))
        else:
            parts.append(banner(True, t("widgets.ph.hb.not_mom", melds=len(a.melds))))
        if len(self.hand) == rules.hand_size:
            kept = len(self.hand) - 1
            extra = [t("widgets.ph.hb.discard_eaten", cards=self.eaten)] if self.eaten else []
            ties = self.best_discards
            if not ties:
                parts.append(banner(False, t("widgets.ph.hb.no_discard")))
            elif len(ties) > 1:
                parts.append(banner(None, t("widgets.ph.hb.discard_tie_title", cards=ties),
                                    [t("widgets.ph.hb.discard_tie", cards=ties, points=self.discard_points, n=kept)]
                                    + extra))
            else:
                parts.append(banner(None, t("widgets.ph.hb.discard_title", card=ties[0]),
                                    [t("widgets.ph.hb.discard", card=ties[0], points=self.discard_points, n=kept)]
                                    + extra))
        for m in a.melds:
            parts.append(verdict_html(phom.check_meld(m.cards, [c for c in m.cards if c in self.eaten], rules)))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def _cards_html(self, cards) -> str:
        """The hand's cards with the eaten ones framed, and their notation (an eaten card marked ``*``)."""
        text = " ".join(str(c) + ("*" if c in self.eaten else "") for c in cards)
        return (f'<div style="{FONT}">{cards_html(cards, None, 56, self.eaten)}'
                f'<div><code style="font-size:12px;color:#444">{escape(text)}</code></div></div>')

    def __repr__(self) -> str:
        return f"PhomHandBuilder(hand={self.hand_text!r}, eaten={' '.join(map(str, self.eaten))!r})"


# -- the eat and send calculator ------------------------------------------------------------------------------

#: A worked example: 7♥ can be eaten into 7♠ 7♦ (a set) or 5♥ 6♥ (a run); 8♥ can be sent onto 5♥ 6♥ 7♥ only.
EXAMPLE = {"hand": "5H 6H 7S 7D 9C 10C JC KS QD", "eaten": "", "discard": "7H",
           "card": "8H", "phom": "5H 6H 7H | 9S 9D 9C", "round": 4}


class EatSendCalculator(WidgetBase):
    """May I eat the previous discard, and into which phỏm? May I send this card onto the phỏm on the table?

    Eat: your hand, the cards you ate before, and the discard →
    :func:`cardlab.phom.check_eat` (yes or no with the reason, every phỏm the
    card could sit in) and the best lay-down after eating. Send: a card, the
    phỏm on the table (separated by ``|``), the round, whether you laid down
    a phỏm and whether the phỏm's owner laid down before you →
    :func:`cardlab.phom.check_send` for each phỏm. A box that cannot be read
    is flagged in red; its answer waits for the correction.

    Drive it from code: :meth:`set_eat`, :meth:`set_send`; read
    :attr:`eat_verdict`, :attr:`send_verdicts` (``[(phỏm cards, Verdict)]``),
    :attr:`errors`, :attr:`result_html`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``phom.Rules``.
    """

    def __init__(self, rules=None):
        self.rules = rules_or_default(rules)
        self.values = dict(EXAMPLE)
        self.eat_verdict = None
        self.after = None
        self.send_verdicts: list = []
        self.errors: dict = {}
        self._build()
        self._refresh()

    def _build(self) -> None:
        self.title = html()
        self.language = language_toggle(self._refresh)
        self.boxes = {}
        self.labels = {}
        for field in ("hand", "eaten", "discard", "card", "phom"):
            box = W.Text(value=str(self.values[field]), continuous_update=False,
                         layout=W.Layout(width="320px" if field in ("hand", "phom") else "160px"))
            box.add_class(f"cardlab-es-{field}")
            box.observe(lambda ch, f=field: self._set(f, ch["new"]), names="value")
            self.boxes[field] = box
            self.labels[field] = html()
        self.round_box = W.Dropdown(options=list(range(1, self.rules.rounds + 1)), value=self.values["round"],
                                    layout=W.Layout(width="80px"))
        self.round_box.observe(lambda ch: self.set_send(round=ch["new"]), names="value")
        self.labels["round"] = html()
        self.has_phom = W.Checkbox(value=True, indent=False, layout=W.Layout(width="auto"))
        self.has_phom.observe(lambda ch: self.set_send(sender_has_phom=ch["new"]), names="value")
        self.earlier = W.Checkbox(value=True, indent=False, layout=W.Layout(width="auto"))
        self.earlier.observe(lambda ch: self.set_send(earlier=ch["new"]), names="value")
        self.values.update(sender_has_phom=True, earlier=True)
        self.eat_head, self.send_head = html(), html()
        self.eat_result = html(cls="cardlab-es-eat")
        self.send_result = html(cls="cardlab-es-send")

        def line(*fields):
            items = []
            for f in fields:
                items += [self.labels[f], self.boxes[f] if f != "round" else self.round_box]
            return W.HBox(items, layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="6px"))

        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        eat = W.VBox([self.eat_head, line("hand"), line("eaten", "discard"), self.eat_result],
                     layout=W.Layout(flex="1 1 0%", min_width="460px"))
        send = W.VBox([self.send_head, line("card", "round"), line("phom"),
                       W.HBox([self.has_phom, self.earlier], layout=W.Layout(flex_flow="row wrap")),
                       self.send_result], layout=W.Layout(flex="1 1 0%", min_width="460px"))
        self.widget = W.VBox([header, W.HBox([eat, send], layout=W.Layout(flex_flow="row wrap", grid_gap="18px"))])
        self.widget.add_class("cardlab-eat-send")

    # -- public actions ----------------------------------------------------------------------------------
    def _set(self, field: str, value) -> None:
        if field in ("hand", "eaten", "discard"):
            self.set_eat(**{field: value})
        else:
            self.set_send(**{field: value})

    def set_eat(self, hand=None, eaten=None, discard=None) -> bool:
        """Change the eat question's boxes (cards in any notation); True when the engine could answer."""
        for field, value in (("hand", hand), ("eaten", eaten), ("discard", discard)):
            if value is not None:
                self._store(field, value)
        self._refresh()
        return self.eat_verdict is not None

    def set_send(self, card=None, phom=None, round=None, sender_has_phom=None, earlier=None) -> bool:
        """Change the send question; True when the engine could answer for every phỏm."""
        for field, value in (("card", card), ("phom", phom)):
            if value is not None:
                self._store(field, value)
        for field, value, box in (("round", round, self.round_box), ("sender_has_phom", sender_has_phom, self.has_phom),
                                  ("earlier", earlier, self.earlier)):
            if value is None:
                continue
            ok = value in box.options if field == "round" else isinstance(value, bool)
            if isinstance(value, bool) and field == "round":
                ok = False
            if not ok:
                expected = (t("widgets.ph.st.expected_order", n=self.rules.rounds) if field == "round"
                            else t("widgets.ph.st.expected_bool"))
                self.errors[field] = t("widgets.ph.st.bad_value", field=field, value=quoted(value), expected=expected)
                continue
            self.errors.pop(field, None)
            self.values[field] = value
            if box.value != value:
                box.value = value          # its observer calls back here with the same value
        self._refresh()
        return bool(self.send_verdicts) and not any(f in self.errors for f in ("card", "phom", "round"))

    def _store(self, field: str, value) -> None:
        text = value if isinstance(value, str) else " ".join(str(c) for c in value) if isinstance(
            value, (list, tuple)) else value
        self.values[field] = text
        if self.boxes[field].value != text and isinstance(text, str):
            self.boxes[field].value = text

    # -- reading ----------------------------------------------------------------------------------------
    @property
    def result_html(self) -> str:
        return self.eat_result.value + self.send_result.value

    def _cards(self, field: str, one: bool = False):
        value = self.values[field]
        try:
            cards = read_cards(value, self.rules)
            if one and len(cards) != 1:
                raise NotationError.of("widgets.hb.not_one_card", value=quoted(value))
        except CardlabError as exc:
            self.errors[field] = t("widgets.ph.bad_cards", field=t(f"widgets.ph.es.{field}"), error=exc.text())
            return None
        self.errors.pop(field, None)
        return cards

    def _compute(self) -> None:
        hand, eaten, discard = self._cards("hand"), self._cards("eaten"), self._cards("discard", one=True)
        self.eat_verdict, self.after = None, None
        if None not in (hand, eaten, discard):
            try:
                self.eat_verdict = phom.check_eat(discard[0], hand, eaten, self.rules)
                if self.eat_verdict:
                    self.after = phom.arrange(hand + discard, self.rules, eaten=eaten + discard)
            except CardlabError as exc:
                self.errors["discard"] = exc.text()
        card = self._cards("card", one=True)
        self.send_verdicts = []
        text = self.values["phom"]
        if card is not None and isinstance(text, str):
            verdicts = []
            try:
                for part in text.split("|"):
                    if part.strip():
                        cards = read_cards(part, self.rules)
                        verdicts.append((cards, phom.check_send(card[0], cards, round=self.values["round"],
                                                                sender_has_phom=self.values["sender_has_phom"],
                                                                target_laid_down_before_sender=self.values["earlier"],
                                                                rules=self.rules)))
                self.errors.pop("phom", None)
                self.send_verdicts = verdicts
            except CardlabError as exc:
                self.errors["phom"] = t("widgets.ph.bad_cards", field=t("widgets.ph.es.phom"), error=exc.text())
        elif not isinstance(text, str):
            self.errors["phom"] = t("widgets.ph.bad_cards", field=t("widgets.ph.es.phom"),
                                    error=t("widgets.fc.exposed_type", value=quoted(text)))

    def _refresh(self) -> None:
        self._compute()
        self.title.value = (f'<div style="{FONT};font-size:22px;font-weight:700">'
                            f'{escape(t("widgets.ph.es.title"))}</div>')
        self.eat_head.value = f'<div style="{FONT};font-size:18px;font-weight:700">{escape(t("widgets.ph.es.eat_head"))}</div>'
        self.send_head.value = (f'<div style="{FONT};font-size:18px;font-weight:700">'
                                f'{escape(t("widgets.ph.es.send_head"))}</div>')
        for field, label in self.labels.items():
            label.value = f'<span style="{FONT};font-weight:600">{escape(t("widgets.ph.es." + field))}</span>'
        self.has_phom.description = t("widgets.ph.es.has_phom")
        self.earlier.description = t("widgets.ph.es.earlier")
        for field, box in self.boxes.items():
            box.layout.border = f"2px solid {BAD}" if field in self.errors else ""
        self.eat_result.value = self._eat_html()
        self.send_result.value = self._send_html()

    @property
    def error_list(self) -> list[str]:
        return list(self.errors.values())

    def _errors_html(self, fields) -> str:
        return "".join(error_html(self.errors[f]) for f in fields if f in self.errors)

    def _eat_html(self) -> str:
        errs = self._errors_html(("hand", "eaten", "discard"))
        v = self.eat_verdict
        if v is None:
            return errs + banner(None, t("widgets.ph.es.fix"))
        card = read_cards(self.values["discard"], self.rules)[0]
        title = t("widgets.ph.es.can_eat" if v else "widgets.ph.es.cannot_eat", card=card)
        out = [errs, verdict_html(v, title)]
        if v.melds:
            out.append("".join(_box(kind_label(m.kind), cards_html(m.cards, "meld", 38, [card]), OK) for m in v.melds))
        if self.after is not None:
            eaten = read_cards(self.values["eaten"], self.rules) + [card]
            out.append(arrangement_html(self.after, eaten, t("widgets.ph.es.after", card=card), 40))
        return f'<div style="{FONT}">{"".join(out)}</div>'

    def _send_html(self) -> str:
        errs = self._errors_html(("card", "phom", "round", "sender_has_phom", "earlier"))
        if not self.send_verdicts:
            return errs + banner(None, t("widgets.ph.es.fix")) if errs else errs
        card = read_cards(self.values["card"], self.rules)[0]
        out = [errs]
        for cards, v in self.send_verdicts:
            phom_text = " ".join(c.pretty for c in cards)
            title = t("widgets.ph.es.can_send" if v else "widgets.ph.es.cannot_send", card=card.pretty, phom=phom_text)
            out.append(verdict_html(v, title))
        return f'<div style="{FONT}">{"".join(out)}</div>'

    def static_html(self) -> str:
        return (f'<div style="{FONT}">{self.title.value}{self.eat_head.value}{self.eat_result.value}'
                f'{self.send_head.value}{self.send_result.value}</div>')

    def __repr__(self) -> str:
        return f"EatSendCalculator(discard={self.values['discard']!r}, card={self.values['card']!r})"


# -- the settlement calculator ---------------------------------------------------------------------------------

#: The Xeeng guide's payment tables for eaten cards (the settlement is the same under each).
SCHEMES = (("round4", {}), ("round3", {"chot_multiplier": 3}),
           ("order", {"eat_payment_scheme": "by_eat_order", "chot_multiplier": 3}))


class SettlementCalculator(WidgetBase):
    """Ranking and money at the end of a Phỏm hand, under each of the Xeeng guide's payment tables.

    For each player (seats 0 to 3, or fewer with ``players``): points,
    móm, lay-down order; or an Ù (winner, Ù or Ù tròn, Ù đền payer); and the
    cards eaten during the hand (``eater-victim-round``). For each payment
    table (by round with the chốt ×4 or ×3, by eat order) the engine gives
    the eat payments (:func:`~cardlab.phom.eat_payment`), the settlement
    (:func:`~cardlab.phom.settle` / :func:`~cardlab.phom.settle_u`) and its
    reasons, which show the arithmetic.

    Drive it from code: :meth:`set_player`, :meth:`set_u`, :meth:`set_mode`,
    :meth:`set_eats`, :meth:`set_table`; read :attr:`results`
    (``{scheme: (Outcome, eat lines, totals)}``), :attr:`errors`,
    :attr:`result_html`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``phom.Rules``.
    """

    def __init__(self, rules=None):
        self.rules = rules_or_default(rules)
        self.n = 4
        self.mode = "points"
        self.data = {0: {"deadwood": 12, "mom": False, "laydown_order": 2},
                     1: {"deadwood": 25, "mom": False, "laydown_order": 3},
                     2: {"deadwood": 12, "mom": False, "laydown_order": 4},
                     3: {"deadwood": 40, "mom": True, "laydown_order": 1}}
        self.u = {"winner": 0, "kind": "u", "den": None}
        self.eats_text = "0-3-2, 2-1-4"
        self.eats: list = []
        self.bet, self.house_fee, self.short = 1, 0, self.rules.short_table_payments
        self.errors: dict = {}
        self.results: dict = {}
        self._build()
        self.set_eats(self.eats_text)

    # -- construction ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title, self.help = html(), html()
        self.language = language_toggle(self._refresh)
        self.count = W.Dropdown(options=[2, 3, 4], value=4, layout=W.Layout(width="70px"))
        self.count.observe(lambda ch: self.set_table(players=ch["new"]), names="value")
        self.mode_buttons = W.ToggleButtons(options=[("points", "points"), ("u", "u")], value="points",
                                            style=W.ToggleButtonsStyle(button_width="230px"))
        self._relabelling = False
        self.mode_buttons.observe(lambda ch: self._relabelling or self.set_mode(ch["new"]), names="value")
        self.rows = {}
        for p in range(4):
            pts = W.BoundedIntText(value=self.data[p]["deadwood"], min=0, max=200, layout=W.Layout(width="80px"))
            mom = W.Checkbox(value=self.data[p]["mom"], indent=False, layout=W.Layout(width="auto"))
            order = W.Dropdown(options=[1, 2, 3, 4], value=self.data[p]["laydown_order"], layout=W.Layout(width="70px"))
            pts.observe(lambda ch, p=p: self.set_player(p, deadwood=ch["new"]), names="value")
            mom.observe(lambda ch, p=p: self.set_player(p, mom=ch["new"]), names="value")
            order.observe(lambda ch, p=p: self.set_player(p, laydown_order=ch["new"]), names="value")
            label = html()
            self.rows[p] = (label, pts, mom, order, W.HBox([label, pts, mom, order],
                                                           layout=W.Layout(align_items="center", grid_gap="8px")))
        self.head_row = html()
        self.winner = W.Dropdown(options=[0, 1, 2, 3], value=0, layout=W.Layout(width="auto"))
        self.kind = W.Dropdown(options=[("Ù", "u"), ("Ù tròn", "u_tron")], value="u", layout=W.Layout(width="110px"))
        self.den = W.Dropdown(options=[("—", None), (0, 0), (1, 1), (2, 2), (3, 3)], value=None,
                              layout=W.Layout(width="auto"))
        self.winner.observe(lambda ch: self._relabelling or self.set_u(winner=ch["new"]), names="value")
        self.kind.observe(lambda ch: self.set_u(kind=ch["new"]), names="value")
        self.den.observe(lambda ch: self._relabelling or self.set_u(den=ch["new"], _den_given=True), names="value")
        self.eats_box = W.Text(value=self.eats_text, continuous_update=False, layout=W.Layout(width="260px"))
        self.eats_box.observe(lambda ch: self.set_eats(ch["new"]), names="value")
        self.bet_box = W.BoundedIntText(value=1, min=1, max=1000, layout=W.Layout(width="80px"))
        self.bet_box.observe(lambda ch: self.set_table(bet=ch["new"]), names="value")
        self.fee_box = W.BoundedIntText(value=0, min=0, max=100, layout=W.Layout(width="80px"))
        self.fee_box.observe(lambda ch: self.set_table(house_fee=ch["new"]), names="value")
        self.short_box = W.Dropdown(options=list(phom.SHORT_TABLE), value=self.short, layout=W.Layout(width="auto"),
                                    style={"description_width": "initial"})
        self.short_box.observe(lambda ch: self.set_table(short=ch["new"]), names="value")
        self.labels = {k: html() for k in ("players", "winner", "kind", "den", "eats", "bet", "house")}
        self.u_box = W.HBox([self.labels["winner"], self.winner, self.labels["kind"], self.kind, self.labels["den"],
                             self.den], layout=W.Layout(align_items="center", grid_gap="8px"))
        self.result = html(cls="cardlab-settlement")
        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        top = W.HBox([self.labels["players"], self.count, self.mode_buttons],
                     layout=W.Layout(align_items="center", grid_gap="8px", flex_flow="row wrap"))
        money = W.HBox([self.labels["eats"], self.eats_box, self.labels["bet"], self.bet_box, self.labels["house"],
                        self.fee_box, self.short_box], layout=W.Layout(align_items="center", grid_gap="8px",
                                                                       flex_flow="row wrap"))
        self.players_box = W.VBox([self.head_row] + [self.rows[p][4] for p in range(4)])
        self.widget = W.VBox([header, self.help, top, self.players_box, self.u_box, money, self.result])
        self.widget.add_class("cardlab-settlement-calculator")

    # -- public actions ----------------------------------------------------------------------------------
    def _bad(self, key, field, value, expected) -> bool:
        self.errors[key] = t("widgets.ph.st.bad_value", field=field, value=quoted(value), expected=expected)
        self._refresh()
        return False

    def _seat(self, player) -> bool:
        return not isinstance(player, bool) and isinstance(player, int) and 0 <= player < self.n

    def set_player(self, player, deadwood=None, mom=None, laydown_order=None) -> bool:
        """Change a player's points, móm or lay-down order; a bad value is shown and changes nothing."""
        if not self._seat(player):
            self.errors["player"] = t("widgets.ph.st.bad_player", value=quoted(player), last=self.n - 1)
            self._refresh()
            return False
        self.errors.pop("player", None)
        _, pts, mom_box, order_box, _ = self.rows[player]
        if deadwood is not None:
            if isinstance(deadwood, bool) or not isinstance(deadwood, int) or not 0 <= deadwood <= 200:
                return self._bad(f"points{player}", "deadwood", deadwood, t("widgets.ph.st.expected_points"))
            self.data[player]["deadwood"] = deadwood
            pts.value = deadwood
        if mom is not None:
            if not isinstance(mom, bool):
                return self._bad(f"mom{player}", "mom", mom, t("widgets.ph.st.expected_bool"))
            self.data[player]["mom"] = mom
            mom_box.value = mom
        if laydown_order is not None:
            if isinstance(laydown_order, bool) or laydown_order not in (1, 2, 3, 4):
                return self._bad(f"order{player}", "laydown_order", laydown_order,
                                 t("widgets.ph.st.expected_order", n=4))
            self.data[player]["laydown_order"] = laydown_order
            order_box.value = laydown_order
        for key in (f"points{player}", f"mom{player}", f"order{player}"):
            self.errors.pop(key, None)
        self._refresh()
        return True

    def set_mode(self, mode: str) -> bool:
        """``"points"`` (the hand ends by points) or ``"u"`` (somebody declares Ù)."""
        if mode not in ("points", "u"):
            return self._bad("mode", "mode", mode, t("widgets.ph.st.expected_mode"))
        self.errors.pop("mode", None)
        self.mode = mode
        if self.mode_buttons.value != mode:
            self.mode_buttons.value = mode
        self._refresh()
        return True

    def set_u(self, winner=None, kind=None, den=None, _den_given=False) -> bool:
        """The Ù: ``winner`` (a seat), ``kind`` (``"u"`` or ``"u_tron"``), ``den`` (a seat who pays for all, or None)."""
        if winner is not None:
            if not self._seat(winner):
                return self._bad("winner", "winner", winner, t("widgets.ph.st.bad_player", value="", last=self.n - 1))
            self.u["winner"] = winner
            if self.u["den"] == winner:
                self.u["den"] = None
        if kind is not None:
            if kind not in ("u", "u_tron"):
                return self._bad("kind", "kind", kind, t("widgets.ph.st.expected_kind"))
            self.u["kind"] = kind
        if den is not None or _den_given:
            if den is not None and (not self._seat(den) or den == self.u["winner"]):
                return self._bad("den", "den", den, t("widgets.ph.st.expected_den"))
            self.u["den"] = den
        for key in ("winner", "kind", "den"):
            self.errors.pop(key, None)
        self.set_mode("u")
        return True

    def set_eats(self, text) -> bool:
        """The cards eaten during the hand, ``"eater-victim-round, …"`` (``"1-0-2, 2-1-4"``; "" for none)."""
        if not isinstance(text, str):
            return self._bad("eats", "eats", text, t("widgets.ph.st.bad_eat", value="", last=self.n - 1,
                                                     rounds=self.rules.rounds))
        eats = []
        for part in [p.strip() for p in text.replace(";", ",").split(",") if p.strip()][:40]:
            bits = part.split("-")
            ok = len(bits) == 3 and all(b.strip().isdigit() for b in bits)
            if ok:
                e, v, r = (int(b) for b in bits)
                ok = e != v and e < self.n and v < self.n and 1 <= r <= self.rules.rounds
            if not ok:
                self.errors["eats"] = t("widgets.ph.st.bad_eat", value=quoted(part), last=self.n - 1,
                                        rounds=self.rules.rounds)
                self._refresh()
                return False
            eats.append((e, v, r))
        self.errors.pop("eats", None)
        self.eats_text, self.eats = text, eats
        if self.eats_box.value != text:
            self.eats_box.value = text
        self._refresh()
        return True

    def set_table(self, players=None, bet=None, house_fee=None, short=None) -> bool:
        """Players at the table (2–4), the stake, the house fee, and what the last pays with 2–3 players."""
        if players is not None:
            if isinstance(players, bool) or players not in (2, 3, 4):
                return self._bad("players", "players", players, t("widgets.ph.st.expected_count"))
            self.n = players
            self.count.value = players
            if self.u["winner"] >= players:
                self.u["winner"] = 0
            if self.u["den"] is not None and self.u["den"] >= players:
                self.u["den"] = None
        if bet is not None:
            if isinstance(bet, bool) or not isinstance(bet, int) or not 1 <= bet <= 1000:
                return self._bad("bet", "bet", bet, t("widgets.ph.st.expected_bet"))
            self.bet = bet
            self.bet_box.value = bet
        if house_fee is not None:
            if isinstance(house_fee, bool) or not isinstance(house_fee, int) or not 0 <= house_fee <= 100:
                return self._bad("house", "house_fee", house_fee, t("widgets.ph.st.expected_fee"))
            self.house_fee = house_fee
            self.fee_box.value = house_fee
        if short is not None:
            if short not in phom.SHORT_TABLE:
                return self._bad("short", "short_table_payments", short, ", ".join(phom.SHORT_TABLE))
            self.short = short
            self.short_box.value = short
        for key in ("players", "bet", "house", "short"):
            self.errors.pop(key, None)
        if self.eats_text:
            self.set_eats(self.eats_text)      # seats may have left the table
        self._refresh()
        return True

    # -- what the engine says --------------------------------------------------------------------------------
    def _compute(self) -> None:
        self.results = {}
        seats = list(range(self.n))
        orders = [self.data[p]["laydown_order"] for p in seats]
        for key, options in SCHEMES:
            rules = replace(self.rules, house_fee=self.house_fee, short_table_payments=self.short, **options)
            lines, eat_money = [], {p: 0 for p in seats}
            counted: dict = {}
            for e, v, r in self.eats:
                if e >= self.n or v >= self.n:
                    continue
                counted[(e, v)] = nth = counted.get((e, v), 0) + 1
                amount = phom.eat_payment(r, nth, is_chot=r == rules.rounds, bet=self.bet, rules=rules)
                eat_money[e] += amount
                eat_money[v] -= amount
                lines.append(t("widgets.ph.st.eat_line", eater=name(e), victim=name(v), round=r, nth=nth,
                               chot=t("widgets.ph.st.chot") if r == rules.rounds else "", amount=amount))
            try:
                if self.mode == "u":
                    out = phom.settle_u(SeatName(self.u["winner"]), [SeatName(p) for p in seats], kind=self.u["kind"],
                                        den_payer=None if self.u["den"] is None else SeatName(self.u["den"]),
                                        bet=self.bet, rules=rules)
                else:
                    if len(set(orders)) != len(orders):
                        raise CardlabError.of("error.phom.orders_repeat", orders=quoted(orders))
                    out = phom.settle({SeatName(p): dict(self.data[p]) for p in seats}, bet=self.bet, rules=rules)
            except CardlabError as exc:
                self.errors["settle"] = exc.text()
                self.results = {}
                return
            self.errors.pop("settle", None)
            end = {k.player if isinstance(k, SeatName) else k: v for k, v in out.payments.items()}
            totals = {p: eat_money.get(p, 0) + end.get(p, 0) for p in list(seats) + [k for k in end if k not in seats]}
            self.results[key] = (out, lines, eat_money, end, totals)

    @property
    def result_html(self) -> str:
        return self.result.value

    def _refresh(self) -> None:
        self._compute()
        self.title.value = f'<div style="{FONT};font-size:22px;font-weight:700">{escape(t("widgets.ph.st.title"))}</div>'
        self.help.value = f'<div style="{FONT};font-size:14px;color:#444">{escape(t("widgets.ph.st.help"))}</div>'
        options = [(t("widgets.ph.st.mode_points"), "points"), (t("widgets.ph.st.mode_u"), "u")]
        self._relabelling = True
        try:
            if list(self.mode_buttons.options) != options:
                self.mode_buttons.options = options
                self.mode_buttons.value = self.mode
            seats = [(name(p), p) for p in range(self.n)]
            if list(self.winner.options) != seats:
                self.winner.options = seats
            self.winner.value = self.u["winner"]
            dens = [(t("widgets.ph.st.nobody"), None)] + [(name(p), p) for p in range(self.n) if p != self.u["winner"]]
            if list(self.den.options) != dens:
                self.den.options = dens
            self.den.value = self.u["den"]
        finally:
            self._relabelling = False
        for k, code in (("players", "players"), ("winner", "winner"), ("kind", "kind"), ("den", "den"),
                        ("eats", "eats"), ("bet", "bet"), ("house", "house")):
            self.labels[k].value = f'<b style="{FONT}">{escape(t("widgets.ph.st." + code))}</b>'
        self.short_box.description = t("widgets.ph.st.short")
        self.head_row.value = (f'<div style="{FONT};font-weight:600;color:#555">{escape(t("widgets.ph.st.player"))} · '
                               f'{escape(t("widgets.ph.st.points"))} · {escape(t("widgets.ph.st.mom"))} · '
                               f'{escape(t("widgets.ph.st.order"))}</div>')
        for p, (label, *_rest, row) in self.rows.items():
            label.value = f'<b style="{FONT};display:inline-block;width:130px">{escape(name(p))}</b>'
            row.layout.display = "" if p < self.n and self.mode == "points" else "none"
        self.head_row.layout.display = "" if self.mode == "points" else "none"
        self.u_box.layout.display = "" if self.mode == "u" else "none"
        self.result.value = self._result_html()

    def _result_html(self) -> str:
        errs = "".join(error_html(e) for e in self.errors.values())
        if not self.results:
            return f'<div style="{FONT}">{errs}</div>'
        seats = list(range(self.n))
        keys = [k for k, _ in SCHEMES]
        same = len({tuple(sorted(r[4].items(), key=str)) for r in self.results.values()}) == 1
        head = "".join(f'<th style="padding:3px 10px;text-align:right">{escape(t("widgets.ph.st.scheme_" + k))}</th>'
                       for k in keys)
        everyone = seats + [k for k in self.results[keys[0]][4] if k not in seats]

        def who(p):
            return name(p) if isinstance(p, int) else t("widgets.ph.st.house")

        rows = ""
        for p in everyone:
            cells = "".join(
                f'<td style="padding:3px 10px;text-align:right;color:{OK if v > 0 else BAD if v < 0 else "#333"}">'
                f'{v:+d}</td>' for v in (self.results[k][4].get(p, 0) for k in keys))
            rows += f'<tr><td style="padding:3px 10px">{escape(who(p))}</td>{cells}</tr>'
        table = (f'<table style="border-collapse:collapse;font-size:16px;margin:6px 0"><tr>'
                 f'<th style="text-align:left;padding:3px 10px">{escape(t("widgets.ph.st.money"))}</th>{head}</tr>'
                 f'{rows}</table>')
        out0 = self.results[keys[0]][0]
        ranking = t("widgets.ph.st.ranking", players=", ".join(who(p.player) for p in out0.ranking))
        parts = [errs, banner(True, ranking, [r.text() for r in out0.reasons], big=False), table]
        if same:
            parts.append(banner(None, t("widgets.ph.st.same")))
        for k in keys:
            out, lines, eat_money, end, totals = self.results[k]
            sums = [t("widgets.ph.st.total", player=who(p), eats=f"{eat_money.get(p, 0):+d}", end=f"{end.get(p, 0):+d}",
                      total=f"{totals[p]:+d}") for p in everyone]
            parts.append(banner(None, t("widgets.ph.st.scheme_" + k), lines + sums))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def static_html(self) -> str:
        return f'<div style="{FONT}">{self.title.value}{self.help.value}{self.result.value}</div>'

    def __repr__(self) -> str:
        return f"SettlementCalculator(players={self.n}, mode={self.mode!r})"


# -- the table's adapter -----------------------------------------------------------------------------------------

#: The move groups, in the order a turn goes.
_GROUPS = (("u", ("u", "u_khan")), ("draw", ("eat", "draw")), ("lay", ("lay_down", "finish_laying_down")),
           ("send", ("send", "finish_sending")), ("discard", ("discard",)))
LEVELS = {"gentle": GentleBot, "greedy": GreedyBot, "random": RandomBot}
#: What a typed move may start with (folded: no accents, lower case), in the words of the buttons, the
#: group headings and the status lines, English and Vietnamese, and the engine's kind each names.
TYPED_WORDS = {
    "draw": "draw", "draw from the stock": "draw", "boc": "draw", "boc bai": "draw", "boc tu noc": "draw",
    "eat": "eat", "an": "eat", "an bai": "eat",
    "lay down": "lay_down", "ha": "lay_down", "ha phom": "lay_down",
    "finish laying down": "finish_laying_down", "done": "finish_laying_down", "ha xong": "finish_laying_down",
    "mom": "finish_laying_down",
    "send": "send", "gui": "send", "gui bai": "send",
    "stop sending": "finish_sending", "thoi gui": "finish_sending", "thoi gui bai": "finish_sending",
    "discard": "discard", "danh": "discard",
    "declare u": "u", "bao u": "u", "u": "u",
    "declare u khan": "u_khan", "bao u khan": "u_khan", "u khan": "u_khan",
}
_WINS = ("u", "u_khan")   # the moves that win the hand at once


class PhomAdapter(TableAdapter):
    """Phỏm for the one Table and Replay: four seats, gentle (default), greedy or random bots, the table as it lies."""

    game = "phom"
    engine = phom
    coach_class = GreedyBot
    prefix = "widgets.ph.tb"
    players = 4
    levels = LEVELS
    default_level = "gentle"   # beginners first: the greedy bots are one click away
    groups = _GROUPS
    state_class = phom.State
    rules_class = phom.Rules
    record_fields = FIRST_PLAYER
    typed_words = TYPED_WORDS

    def button_label(self, action: Action) -> str:
        if action.kind == "lay_down":
            return " ".join(c.pretty for c in action.cards)
        if action.kind == "draw":
            return t("widgets.ph.tb.btn_draw")
        return describe(action)

    def button_style(self, action: Action) -> str:
        return {"u": "success", "u_khan": "success", "eat": "warning"}.get(action.kind, "")

    def risk(self, view, action: Action) -> str | None:
        """A move that lets a win go: the engine offers Ù (or Ù khan) only on a hand that is one, so another move
        gives up a certain win.

        A false Ù is no case here: the engine refuses it as illegal. Which phỏm to lay down first is not
        judged: what a lay-down leaves depends on the sends and the discard that follow.
        """
        if action.kind in _WINS:
            return None
        win = next((a for a in view.legal_actions if a.kind in _WINS), None)
        if win is None:
            return None
        return t("widgets.ph.tb.risk_pass_u", win=describe(win))

    def warning_text(self, table) -> str:
        """What to mind now: the next player may eat your discard; the last round's lay-down."""
        s, view = table.state, table.view
        if s.is_terminal() or s.current_player != table.seat:
            return ""
        lines = []
        if view.phase is phom.Phase.DISCARD:
            nxt = view.next_player()
            last = view.round == view.rules.rounds and view.turn_order.index(view.player) == view.players - 1
            if nxt != view.player and not last:
                price = phom.eat_payment(view.round, 1, rules=view.rules)
                lines.append(t("widgets.ph.tb.warn_eat", player=name(nxt, table.seat), price=price))
        if view.phase is phom.Phase.DRAW and view.round == view.rules.rounds:
            lines.append(t("widgets.ph.tb.warn_last"))
        return " ".join(lines)

    def board_html(self, table, view, revealed) -> str:
        s = table.state
        if revealed:
            hands = {p: tuple(s.hands[p]) for p in range(s.players)}
            return table_html(view, you=table.seat, revealed=hands)
        mine = None
        if len(view.hand):
            arr = phom.arrange(view.hand, view.rules, eaten=view.my_eaten)
            mine = (arrangement_html(arr, view.my_eaten, t("widgets.tb.arrangement"), 46) if arr.feasible
                    else cards_html(view.hand, None, 46, view.my_eaten))
        return table_html(view, you=table.seat, highlight=s.current_player, mine=mine)

    def replay_board(self, state) -> str:
        view = state.view(0)
        return table_html(view, highlight=None if state.is_terminal() else state.current_player,
                          revealed={p: tuple(state.hands[p]) for p in range(state.players)})


ADAPTER = PhomAdapter
