"""Indian Rummy in the widgets: the declaration checker, the penalty calculator, and the table's adapter.

* :class:`DeclarationChecker` — the shared hand-builder core with Indian
  Rummy's answers: 13 (or 14) cards from two decks and printed jokers, the
  wild rank (chosen, or read from a cut indicator by
  :func:`cardlab.indian_rummy.wild_rank`), the learner's own groups (clicked
  or typed) each judged by :func:`~cardlab.indian_rummy.check_meld`, the show
  judged by :func:`~cardlab.indian_rummy.check_declaration`, the penalty
  (:func:`~cardlab.indian_rummy.explain_penalty`), the engine's best grouping
  and discard (:func:`~cardlab.indian_rummy.arrange`), and the cards that
  would complete a show (:func:`~cardlab.indian_rummy.waiting_cards`);
* :class:`PenaltyCalculator` — a loser's penalty under both
  ``loser_grouping_requirement`` rules, with their own grouping and with the
  best one; drops, wrong show and the cap; Pool and Deals running totals
  (:func:`~cardlab.indian_rummy.match_totals`);
* :class:`IndianRummyAdapter` — what the one :class:`~cardlab.widgets.Table`
  (``Table(game="indian_rummy", players=3)``) and :class:`~cardlab.widgets.Replay`
  need: 2 to 6 seats, greedy (or gentle) bots, moves grouped by the turn's steps, a show
  with the learner's own grouping typed as ``show KC: 3H 4H 5H | …``.

Vietnamese words are the Indian Rummy guide's: nhóm, dãy, dãy thuần, dãy có
joker, bộ cùng số, khai bài, bỏ cuộc, điểm phạt (never "phỏm").
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from html import escape

import ipywidgets as W

from .. import indian_rummy as ir
from ..bots.indian_rummy import GentleBot, GreedyBot
from ..cards import JOKER, Card, Rank
from ..engine import Action
from ..errors import CardlabError, NotationError, quoted
from ..explain import paragraph, register_messages
from .common import (FONT, OK, BAD, INFO, WidgetBase, backs_html, banner, card_back_svg, describe, error_html,
                     game_cards, game_rules, headline_html, html, language_toggle, name, t)
from ..indian_rummy.terminal import shorthand as typed_move
from .adapter import TableAdapter
from .hand_builder import HandBuilderCore
from .. import render

WILD = "#6a1b9a"      # wild-rank cards and printed jokers are framed purple
BUILDING = "#e65100"  # the group being clicked together

MESSAGES = {
    # shared
    "widgets.ir.pure": {"en": "pure sequence", "vi": "dãy thuần"},
    "widgets.ir.impure": {"en": "impure sequence", "vi": "dãy có joker"},
    "widgets.ir.set": {"en": "set", "vi": "bộ cùng số"},
    "widgets.ir.invalid": {"en": "not a group", "vi": "không phải nhóm"},
    "widgets.ir.loose": {"en": "loose · {points:point|points}", "vi": "lá lẻ · {points} điểm"},
    "widgets.ir.wild_legend": {"en": "framed purple: jokers this deal (printed jokers and every {rank})",
                               "vi": "viền tím: joker của ván (joker in hình và mọi lá {rank})"},
    "widgets.ir.joker_legend": {"en": "framed purple: printed jokers (no wild rank chosen)",
                                "vi": "viền tím: joker in hình (chưa chọn joker chỉ định)"},
    "widgets.ir.bad_cards": {"en": "{field}: {error}", "vi": "{field}: {error}"},
    # the declaration checker
    "widgets.ir.dc.title": {"en": "Indian Rummy: check a show", "vi": "Indian Rummy: kiểm tra khai bài"},
    "widgets.ir.dc.help": {
        "en": "Click cards to add them (a second click adds the second deck's copy, a third takes both out), or "
              "type them and press Enter. Choose the wild joker. Then switch to “Group cards” and click the cards "
              "of one group, press “Close group”, and so on — or let the engine group them.",
        "vi": "Bấm vào lá bài để thêm (bấm lần hai thêm lá thứ hai của bộ bài kia, lần ba bỏ cả hai), hoặc gõ bài "
              "rồi nhấn Enter. Chọn joker chỉ định. Rồi chuyển sang “Xếp nhóm”, bấm các lá của một nhóm, nhấn "
              "“Đóng nhóm”, cứ thế tiếp — hoặc để máy xếp nhóm."},
    "widgets.ir.dc.full": {"en": "A hand here holds at most {max} cards: remove one before adding {card}",
                           "vi": "Bài ở đây tối đa {max} lá: bỏ bớt một lá trước khi thêm {card}"},
    "widgets.ir.dc.too_many": {"en": "{n} cards typed, but a hand here holds at most {max}",
                               "vi": "Đã gõ {n} lá, nhưng bài ở đây tối đa {max} lá"},
    "widgets.ir.dc.hand_too_big": {"en": "hand={value} has {n} cards: a hand here holds at most {max}",
                                   "vi": "hand={value} có {n} lá: bài ở đây tối đa {max} lá"},
    "widgets.ir.dc.mode_group": {"en": "Group cards", "vi": "Xếp nhóm"},
    "widgets.ir.dc.joker": {"en": "🃏 Joker ×{n}", "vi": "🃏 Joker ×{n}"},
    "widgets.ir.dc.close": {"en": "Close group", "vi": "Đóng nhóm"},
    "widgets.ir.dc.engine": {"en": "Engine's grouping", "vi": "Máy xếp nhóm"},
    "widgets.ir.dc.ungroup": {"en": "Clear groups", "vi": "Xóa các nhóm"},
    "widgets.ir.dc.groups_placeholder": {"en": "groups, e.g. 3H 4H 5H | QH QD QC", "vi": "các nhóm, ví dụ 3H 4H 5H | QH QD QC"},
    "widgets.ir.dc.wild": {"en": "Wild joker rank", "vi": "Joker chỉ định"},
    "widgets.ir.dc.no_wild": {"en": "none", "vi": "không có"},
    "widgets.ir.dc.indicator": {"en": "or the indicator card cut", "vi": "hoặc lá lật làm chỉ định"},
    "widgets.ir.dc.indicator_placeholder": {"en": "e.g. 5H or JK", "vi": "ví dụ 5H hoặc JK"},
    "widgets.ir.dc.indicator_read": {"en": "indicator {card}: every {rank} is a joker",
                                     "vi": "lá chỉ định {card}: mọi lá {rank} là joker"},
    "widgets.ir.dc.indicator_none": {"en": "indicator {card}: no rank is wild", "vi": "lá chỉ định {card}: không lá nào là joker chỉ định"},
    "widgets.ir.dc.not_wild": {"en": "{value} is not a rank to make wild: expected A, 2 … 10, J, Q, K or None",
                               "vi": "{value} không phải là giá trị làm joker: cần A, 2 … 10, J, Q, K hoặc None"},
    "widgets.ir.dc.not_held": {"en": "{card} is not in your hand (or every copy of it is already in a group)",
                               "vi": "{card} không có trên tay (hoặc mọi lá {card} đã nằm trong nhóm)"},
    "widgets.ir.dc.group_not_held": {"en": "the groups use {card}, which your hand {hand} does not hold (that many times)",
                                     "vi": "các nhóm dùng {card}, nhưng bài trên tay {hand} không có (đủ số lần)"},
    "widgets.ir.dc.empty_group": {"en": "no card clicked for this group yet", "vi": "chưa bấm lá nào cho nhóm này"},
    "widgets.ir.dc.opt_grouping": {"en": "a loser needs (loser_grouping_requirement)",
                                   "vi": "người thua cần có (loser_grouping_requirement)"},
    "widgets.ir.dc.opt_no_pure": {"en": "no pure sequence (no_pure_sequence_penalty)",
                                  "vi": "không có dãy thuần (no_pure_sequence_penalty)"},
    "widgets.ir.dc.need_pure_sequence": {"en": "a pure sequence", "vi": "một dãy thuần"},
    "widgets.ir.dc.need_two_sequences_one_pure": {"en": "two sequences, one of them pure",
                                                  "vi": "hai dãy, trong đó một dãy thuần"},
    "widgets.ir.dc.no_pure_sum_capped": {"en": "every card counts, up to the maximum",
                                         "vi": "cộng điểm mọi lá, tối đa bằng mức trần"},
    "widgets.ir.dc.no_pure_fixed_max": {"en": "the maximum at once", "vi": "phạt ngay mức tối đa"},
    "widgets.ir.dc.opt_joker_set": {"en": "a joker may complete a set", "vi": "joker được ghép vào bộ cùng số"},
    "widgets.ir.dc.opt_aces": {"en": "a printed joker cut makes Aces wild", "vi": "lật được joker in hình thì A là joker"},
    "widgets.ir.dc.your_groups": {"en": "Your groups", "vi": "Các nhóm của bạn"},
    "widgets.ir.dc.building": {"en": "group being built", "vi": "nhóm đang xếp"},
    "widgets.ir.dc.ungrouped": {"en": "in no group yet", "vi": "chưa vào nhóm"},
    "widgets.ir.dc.face_down": {"en": "put face down: {card}", "vi": "úp xuống: {card}"},
    "widgets.ir.dc.valid": {"en": "A valid show — 0 points", "vi": "Khai hợp lệ — 0 điểm"},
    "widgets.ir.dc.wrong": {"en": "A wrong show ({points} points): as grouped, these cards cannot be shown",
                            "vi": "Khai sai ({points} điểm phạt): xếp như thế này thì chưa khai được"},
    "widgets.ir.dc.penalty": {"en": "If someone else shows now: penalty {points:point|points}",
                              "vi": "Nếu người khác khai bây giờ: bị phạt {points} điểm"},
    "widgets.ir.dc.need": {"en": "A show is {n} cards in groups, plus the one put face down: you hold {held}",
                           "vi": "Khai bài cần {n} lá trong các nhóm, cộng một lá úp xuống: bạn đang có {held} lá"},
    "widgets.ir.dc.best": {"en": "The engine's best grouping", "vi": "Cách xếp nhóm tốt nhất của máy"},
    "widgets.ir.dc.best_valid": {"en": "The engine finds a valid show", "vi": "Máy tìm được cách khai hợp lệ"},
    "widgets.ir.dc.best_penalty": {"en": "The engine's best: penalty {points:point|points}",
                                   "vi": "Cách tốt nhất của máy: bị phạt {points} điểm"},
    "widgets.ir.dc.better": {"en": "Your grouping costs {mine}, the engine's {best}: “Engine's grouping” shows how",
                             "vi": "Cách xếp của bạn bị phạt {mine} điểm, của máy {best} điểm: bấm “Máy xếp nhóm” để xem"},
    "widgets.ir.dc.discard_title": {"en": "Best card to put down: {card}", "vi": "Lá nên bỏ: {card}"},
    "widgets.ir.dc.discard_show": {"en": "Put {card} face down and show: the other {n} cards make a valid show",
                                   "vi": "Úp {card} xuống rồi khai: {n} lá còn lại khai hợp lệ"},
    "widgets.ir.dc.discard_keep": {"en": "Discard {card}: the {n} cards kept cost {points:point|points} at most",
                                   "vi": "Đánh {card}: {n} lá giữ lại bị phạt nhiều nhất {points} điểm"},
    "widgets.ir.dc.near": {"en": "One card away?", "vi": "Thiếu một lá?"},
    "widgets.ir.dc.near_help": {"en": "Name the cards that would let this 13-card hand show at once",
                                "vi": "Chỉ ra những lá bốc được là bài 13 lá này khai được ngay"},
    "widgets.ir.dc.bad_near": {"en": "near misses={value}: expected True or False",
                               "vi": "near misses={value}: cần True hoặc False"},
    "widgets.ir.dc.waits_title": {"en": "One card away: {cards}", "vi": "Chỉ thiếu một lá: {cards}"},
    "widgets.ir.dc.waits": {"en": "Draw any of {cards} and you can show (putting another card face down)",
                            "vi": "Bốc được một trong {cards} là bạn khai được (úp một lá khác xuống)"},
    "widgets.ir.dc.no_waits": {"en": "No single card makes this hand a show yet",
                               "vi": "Chưa có lá nào bốc thêm mà khai được ngay"},
    "widgets.ir.dc.headline_valid": {"en": "These cards can make a valid show ✔", "vi": "Bài này khai hợp lệ được ✔"},
    "widgets.ir.dc.headline_penalty": {"en": "Not a show yet · penalty {points:point|points}",
                                       "vi": "Chưa khai được · bị phạt {points} điểm"},
    # The verdict on a full hand (13 cards, or 14 with one to put face down), then its numbers line.
    "widgets.ir.dc.verdict_valid": {"en": "Valid show", "vi": "Khai hợp lệ"},
    "widgets.ir.dc.verdict_invalid": {"en": "Not a valid show", "vi": "Chưa khai hợp lệ"},
    "widgets.ir.dc.numbers_best_valid": {"en": "the engine's best grouping: {groups:group|groups} · 0 points",
                                         "vi": "cách xếp tốt nhất của máy: {groups} nhóm · 0 điểm"},
    "widgets.ir.dc.numbers_best": {"en": "the engine's best grouping: {groups:group|groups} · penalty {points:point|points}",
                                   "vi": "cách xếp tốt nhất của máy: {groups} nhóm · bị phạt {points} điểm"},
    "widgets.ir.dc.numbers_yours": {"en": "your grouping: {groups:group|groups} · 0 points",
                                    "vi": "cách bạn xếp: {groups} nhóm · 0 điểm"},
    "widgets.ir.dc.numbers_wrong": {"en": "your grouping: {groups:group|groups} · a wrong show costs {points:point|points}",
                                    "vi": "cách bạn xếp: {groups} nhóm · khai sai bị phạt {points} điểm"},
    # the penalty calculator
    "widgets.ir.pc.title": {"en": "Indian Rummy: penalty points, drops and running totals",
                            "vi": "Indian Rummy: điểm phạt, bỏ cuộc và điểm cộng dồn"},
    "widgets.ir.pc.loser": {"en": "A loser's cards", "vi": "Bài của người thua"},
    "widgets.ir.pc.hand": {"en": "hand", "vi": "bài trên tay"},
    "widgets.ir.pc.groups": {"en": "their groups", "vi": "các nhóm của họ"},
    "widgets.ir.pc.wild": {"en": "wild rank", "vi": "joker chỉ định"},
    "widgets.ir.pc.groups_placeholder": {"en": "empty: the best grouping", "vi": "để trống: cách xếp tốt nhất"},
    "widgets.ir.pc.rule": {"en": "{rule}", "vi": "{rule}"},
    "widgets.ir.pc.rule_pure": {"en": "a pure sequence is enough (the guide)", "vi": "chỉ cần một dãy thuần (theo bài hướng dẫn)"},
    "widgets.ir.pc.rule_two": {"en": "two sequences, one pure (most apps)", "vi": "hai dãy, một dãy thuần (đa số ứng dụng)"},
    "widgets.ir.pc.own": {"en": "as they grouped it", "vi": "theo cách họ xếp"},
    "widgets.ir.pc.best": {"en": "best grouping", "vi": "cách xếp tốt nhất"},
    "widgets.ir.pc.points": {"en": "{points:point|points}", "vi": "{points} điểm"},
    "widgets.ir.pc.fixed": {"en": "Fixed penalties under these rules", "vi": "Mức phạt cố định theo luật này"},
    "widgets.ir.pc.first_drop": {"en": "first drop (before your first draw): {points:point|points}",
                                 "vi": "bỏ cuộc ở lượt đầu (trước lần bốc đầu tiên): {points} điểm"},
    "widgets.ir.pc.middle_drop": {"en": "middle drop (after drawing): {points:point|points}",
                                  "vi": "bỏ cuộc giữa ván (sau khi đã bốc): {points} điểm"},
    "widgets.ir.pc.wrong_show": {"en": "wrong show: {points:point|points}", "vi": "khai sai: {points} điểm"},
    "widgets.ir.pc.cap": {"en": "the most a loser pays in a deal: {points:point|points}",
                          "vi": "mức phạt tối đa của một ván: {points} điểm"},
    "widgets.ir.pc.fmt_points": {"en": "Points (one deal)", "vi": "Tính điểm một ván"},
    "widgets.ir.pc.fmt_pool101": {"en": "Pool 101", "vi": "Pool 101"},
    "widgets.ir.pc.fmt_pool201": {"en": "Pool 201", "vi": "Pool 201"},
    "widgets.ir.pc.fmt_deals": {"en": "Deals", "vi": "Deals (số ván cố định)"},
    "widgets.ir.pc.format": {"en": "format", "vi": "hình thức"},
    "widgets.ir.pc.deals_box": {"en": "deals, one per line: each seat's points, the winner 0",
                                "vi": "các ván, mỗi dòng một ván: điểm của từng ghế, người thắng 0"},
    "widgets.ir.pc.deals_placeholder": {"en": "0, 25, 80", "vi": "0, 25, 80"},
    "widgets.ir.pc.match": {"en": "Across deals", "vi": "Qua nhiều ván"},
    "widgets.ir.pc.deal": {"en": "after deal {n}", "vi": "sau ván {n}"},
    "widgets.ir.pc.out": {"en": "out", "vi": "bị loại"},
    "widgets.ir.pc.bad_line": {"en": "line {n}, {value}: expected whole points from 0 separated by commas, such as 0, 25, 80",
                               "vi": "dòng {n}, {value}: cần các số điểm nguyên từ 0, cách nhau bằng dấu phẩy, như 0, 25, 80"},
    "widgets.ir.pc.bad_format": {"en": "format={value}: expected one of {formats}", "vi": "format={value}: cần một trong {formats}"},
    "widgets.ir.pc.decided": {"en": "Decided", "vi": "Đã phân thắng thua"},
    "widgets.ir.pc.going_on": {"en": "Not decided yet", "vi": "Chưa phân thắng thua"},
    "widgets.ir.pc.fix": {"en": "Correct the box framed red to see the answer.",
                          "vi": "Sửa ô có viền đỏ để xem câu trả lời."},
    # the table
    "widgets.ir.tb.title": {"en": "Indian Rummy · match {n}", "vi": "Indian Rummy · trận {n}"},
    "widgets.ir.tb.level_greedy": {"en": "greedy", "vi": "máy tham"},
    "widgets.ir.tb.level_help_greedy": {
        "en": "Greedy bots: a pure sequence first, jokers used well, a drop with a hopeless hand",
        "vi": "Máy tham: ưu tiên dãy thuần, dùng joker khéo, bỏ cuộc sớm khi bài quá xấu"},
    "widgets.ir.tb.level_gentle": {"en": "gentle", "vi": "máy hiền"},
    "widgets.ir.tb.level_help_gentle": {
        "en": "Gentle bots: they draw only from the stock (never your discard) and never drop",
        "vi": "Máy hiền: chỉ bốc từ nọc (không bao giờ lấy lá bạn đánh) và không bao giờ bỏ cuộc"},
    "widgets.ir.tb.group_draw": {"en": "Draw from the closed or open deck", "vi": "Bốc bài"},
    "widgets.ir.tb.group_drop": {"en": "Drop (give up the deal)", "vi": "Bỏ cuộc"},
    "widgets.ir.tb.group_discard": {"en": "Discard a card", "vi": "Đánh một lá"},
    "widgets.ir.tb.group_declare": {
        "en": "Show (declare): put this card face down; the engine groups the other 13. "
              "Your own grouping: type “show KC: 3H 4H 5H | …”",
        "vi": "Khai bài: úp lá này xuống, máy xếp nhóm 13 lá còn lại. "
              "Tự xếp nhóm: gõ “show KC: 3H 4H 5H | …”"},
    "widgets.ir.tb.btn_stock": {"en": "Draw from the stock", "vi": "Bốc từ nọc"},
    "widgets.ir.tb.btn_pile": {"en": "Take {card}", "vi": "Lấy {card}"},
    "widgets.ir.tb.btn_drop": {"en": "Drop ({points:point|points})", "vi": "Bỏ cuộc ({points} điểm)"},
    "widgets.ir.tb.btn_show": {"en": "⇩ {card}", "vi": "⇩ {card}"},
    "widgets.ir.tb.stock": {"en": "stock: {n:card|cards}", "vi": "nọc: {n} lá"},
    "widgets.ir.tb.pile": {"en": "open deck: {n:card|cards}", "vi": "bài bỏ: {n} lá"},
    "widgets.ir.tb.indicator": {"en": "indicator · wild: {rank}", "vi": "lá chỉ định · joker: {rank}"},
    "widgets.ir.tb.no_wild": {"en": "indicator · no wild rank", "vi": "lá chỉ định · không có joker chỉ định"},
    "widgets.ir.tb.took": {"en": "took from the open deck", "vi": "đã lấy từ bài bỏ"},
    "widgets.ir.tb.status_playing": {"en": "playing", "vi": "đang chơi"},
    "widgets.ir.tb.status_dropped": {"en": "dropped", "vi": "đã bỏ cuộc"},
    "widgets.ir.tb.status_wrong_show": {"en": "showed wrongly", "vi": "khai sai"},
    "widgets.ir.tb.status_won": {"en": "won the deal", "vi": "thắng ván"},
    "widgets.ir.tb.status_lost": {"en": "lost the deal", "vi": "thua ván"},
    "widgets.ir.tb.status_out": {"en": "out of the pool", "vi": "đã bị loại"},
    "widgets.ir.tb.score": {"en": "score {score}", "vi": "điểm {score}"},
    "widgets.ir.tb.deal": {"en": "deal {n}", "vi": "ván {n}"},
    "widgets.ir.tb.your_grouping": {"en": "Your hand, grouped by the engine", "vi": "Bài trên tay, máy xếp nhóm"},
    "widgets.ir.tb.can_show": {
        "en": "You can show now: put {card} face down (the ⇩ {card} button), or type your own grouping: {typed}",
        "vi": "Bạn khai được rồi: úp {card} xuống (nút ⇩ {card}), hoặc gõ cách xếp của bạn: {typed}"},
    "widgets.ir.tb.first_drop": {
        "en": "A drop now is a first drop: {first} points (after your first draw it costs {middle})",
        "vi": "Bỏ cuộc bây giờ là bỏ cuộc ở lượt đầu: {first} điểm (sau lần bốc đầu tiên sẽ là {middle} điểm)"},
    "widgets.ir.tb.bad_seat": {"en": "seat={value}: expected a seat from 0 to {last}",
                               "vi": "seat={value}: cần số ghế từ 0 đến {last}"},
    "widgets.ir.tb.bad_players": {"en": "players={value}: expected 2 to 6 players (1 to 5 bots)",
                                  "vi": "players={value}: cần từ 2 đến 6 người chơi (1 đến 5 máy)"},
    "widgets.ir.tb.penalty": {"en": "penalty {points:point|points}", "vi": "bị phạt {points} điểm"},
    # The table's confirmations (issue #32): a wrong show, a drop.
    "widgets.ir.tb.risk_show": {
        "en": "This show is not valid: it is a wrong show and costs you {points:point|points}. Why: {why}",
        "vi": "Lần khai này không hợp lệ: đây là khai sai và bạn bị phạt {points} điểm. Lý do: {why}"},
    "widgets.ir.tb.risk_could_show": {
        "en": "Grouped the engine's way these cards do make a valid show: {groups}",
        "vi": "Nếu xếp nhóm như máy thì các lá này khai hợp lệ được: {groups}"},
    "widgets.ir.tb.risk_first_drop": {
        "en": "Dropping gives up this deal: a first drop costs you {points:point|points}.",
        "vi": "Bỏ cuộc là bỏ ván này: bỏ cuộc ở lượt đầu bị phạt {points} điểm."},
    "widgets.ir.tb.risk_middle_drop": {
        "en": "Dropping gives up this deal: after your first draw a drop is a middle drop and costs you "
              "{points:point|points} (a first drop would have cost {first}).",
        "vi": "Bỏ cuộc là bỏ ván này: sau lần bốc đầu tiên, bỏ cuộc là bỏ giữa ván và bị phạt {points} điểm "
              "(bỏ cuộc ở lượt đầu chỉ bị {first} điểm)."},
    "widgets.ir.tb.show_folded": {
        "en": "Show… ({n:card|cards}: no valid show now)",
        "vi": "Khai bài… ({n} lá: hiện chưa khai hợp lệ được)"},
}
register_messages(MESSAGES)


# -- pure HTML helpers ---------------------------------------------------------------------------------

_KIND = {ir.PURE: "widgets.ir.pure", ir.IMPURE: "widgets.ir.impure", ir.SET: "widgets.ir.set"}


#: The catalogue entry naming each value of the two worded rule options (their dropdowns show words, not codes).
_VALUE_WORDS = {("loser_grouping_requirement", v): f"widgets.ir.dc.need_{v}" for v in ir.GROUPING_REQUIREMENTS}
_VALUE_WORDS.update({("no_pure_sequence_penalty", v): f"widgets.ir.dc.no_pure_{v}" for v in ir.NO_PURE_PENALTIES})


def value_words(name: str, value) -> str:
    """A rule option's value in words in the current language (``"pure_sequence"``: "a pure sequence")."""
    code = _VALUE_WORDS.get((name, value))
    return t(code) if code else str(value)


def kind_label(kind) -> str:
    """A group's kind in words: pure sequence / impure sequence / set (dãy thuần / dãy có joker / bộ cùng số)."""
    return t(_KIND.get(kind, "widgets.ir.invalid"))


def _is_wild(card: Card, wild) -> bool:
    return card.is_joker or (wild is not None and card.rank.symbol == wild)


def cards_html(cards, wild=None, marked: str | None = None, width: int = 44) -> str:
    """Cards side by side, jokers of the deal (printed, or of the wild rank) framed purple."""
    out = []
    for c in cards:
        img = render.svg_img(render.card_svg(c, width, marked))
        if _is_wild(c, wild):
            img = (f'<span style="outline:3px solid {WILD};border-radius:6px;display:inline-block;'
                   f'background:{WILD}22">{img}</span>')
        out.append(f'<span style="margin-right:-{width // 6}px">{img}</span>')
    return f'<span style="display:inline-flex;padding-right:{width // 6}px">{"".join(out)}</span>'


def _box(title: str, inner: str, color: str, note: str = "") -> str:
    extra = f'<div style="font-size:12px;color:#333;max-width:360px">{escape(note)}</div>' if note else ""
    return (f'<div style="display:inline-block;vertical-align:top;border:2px solid {color};border-radius:8px;'
            f'padding:2px 5px 5px;background:{color}0f;margin:0 6px 4px 0"><div style="font-size:12px;'
            f'color:{color};font-weight:600">{escape(title)}</div>{inner}{extra}</div>')


def arrangement_html(arrangement, title: str = "", width: int = 44) -> str:
    """An Indian Rummy arrangement: each group framed green and named, the loose cards red with their points."""
    wild = arrangement.wild_rank
    parts = [_box(kind_label(k), cards_html(m.cards, wild, "meld", width), OK)
             for m, k in zip(arrangement.melds, arrangement.kinds)]
    if arrangement.deadwood:
        parts.append(_box(t("widgets.ir.loose", points=arrangement.points),
                          cards_html(arrangement.deadwood, wild, "deadwood", width), BAD))
    if arrangement.discard is not None:
        parts.append(_box(t("widgets.ir.dc.face_down", card=arrangement.discard.pretty),
                          cards_html([arrangement.discard], wild, None, width), "#757575"))
    head = f'<div style="font-weight:600;margin-bottom:4px">{escape(title)}</div>' if title else ""
    return f'<div style="{FONT}">{head}<div style="display:flex;flex-wrap:wrap;align-items:flex-start">{"".join(parts)}</div></div>'


def _legend(wild) -> str:
    text = t("widgets.ir.wild_legend", rank=wild) if wild else t("widgets.ir.joker_legend")
    return f'<div style="{FONT};font-size:13px;color:{WILD}">{escape(text)}</div>'


# -- reading cards -----------------------------------------------------------------------------------------

def read_cards(cards, rules) -> list:
    """Cards in any notation, checked by the engine (two decks, printed jokers); empty text is no cards.

    Raises:
        NotationError / CardTypeError / CardlabError: quoting what could not be read, a card held more
            often than the decks hold it, or far more cards than a hand.
    """
    # The engine reads and checks the cards (copies, jokers, size); with no groups nothing is searched.
    return game_cards(ir, cards, rules, check=lambda hand: ir.explain_penalty(hand, [], None, rules))


def read_groups(text, hand, rules) -> list[list[Card]]:
    """Groups written ``"3H 4H 5H | QH QD QC"`` (or a list of groups), made of the cards of ``hand``.

    Raises:
        NotationError / CardTypeError: for groups that cannot be read.
        CardlabError: for a group card the hand does not hold (that many times).
    """
    if isinstance(text, str) and not text.strip():
        return []
    if isinstance(text, str):
        groups = [read_cards(part, rules) for part in text.replace(";", "|").split("|") if part.strip()]
        if not any(groups):
            raise NotationError.of("error.indian_rummy.no_groups", value=quoted(text))
    elif isinstance(text, (list, tuple)):
        groups = [read_cards(g if not isinstance(g, Card) else [g], rules) for g in text]
    else:
        raise NotationError.of("error.indian_rummy.groups_type", value=quoted(text))
    held = Counter(hand)
    used = Counter(c for g in groups for c in g)
    for c in sorted(used):
        if used[c] > held.get(c, 0):
            raise CardlabError.of("widgets.ir.dc.group_not_held", card=c, hand=" ".join(str(x) for x in hand) or "—")
    return [g for g in groups if g]


_RANKS = [r.symbol for r in Rank if r is not Rank.JOKER]


# -- the declaration checker ------------------------------------------------------------------------------

class DeclarationChecker(HandBuilderCore):
    """Check an Indian Rummy show: 13 (or 14) cards, the wild joker, your groups; the engine's verdicts.

    ``rules``: a :class:`cardlab.indian_rummy.Rules`; ``hand``: the starting
    cards (``"3H 4H 5H | 8S JK 10S JS | …"`` sets the groups too);
    ``wild``: the wild rank (``"5"``) or ``indicator``: the card cut
    (``"5H"``, ``"JK"``). A hand holds at most ``hand_size + 1`` (14) cards,
    each card at most ``decks`` (2) times.

    Drive it from code: :meth:`set_hand`, :meth:`toggle` (a click: one copy
    more, or none after the last), :meth:`set_wild`, :meth:`set_indicator`,
    :meth:`set_mode`, :meth:`set_groups`, :meth:`close_group`,
    :meth:`engine_groups`, :meth:`clear_groups`, :meth:`set_near_misses`
    (``near_misses=True``: name the cards one away from a show), :meth:`set_option`; read
    :attr:`hand`, :attr:`groups`, :attr:`building`, :attr:`wild`,
    :attr:`group_verdicts`, :attr:`declaration` (your show's verdict),
    :attr:`penalty_verdict`, :attr:`arrangement` (the engine's best),
    :attr:`waits`, :attr:`feedback_html`, :attr:`error`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``indian_rummy.Rules``.
        NotationError / CardTypeError / CardlabError: for a starting hand, groups, wild rank or
            indicator that cannot be read.
    """

    OPTIONS = {"loser_grouping_requirement": ir.GROUPING_REQUIREMENTS,
               "no_pure_sequence_penalty": ir.NO_PURE_PENALTIES,
               "joker_in_set_allowed": "bool", "printed_joker_indicator_makes_aces_wild": "bool"}
    # A click adds a copy or removes the card, or puts it in the group being built; the switch sits in the
    # grouping row, not beside the text box.
    MODES = (("add", "widgets.hb.mode_add"), ("group", "widgets.ir.dc.mode_group"))
    MODE_CLASS = "cardlab-ir-mode"
    MODES_IN_CONTROLS = False
    MSG_TITLE = "widgets.ir.dc.title"
    MSG_HELP = "widgets.ir.dc.help"
    MSG_FULL = "widgets.ir.dc.full"
    MSG_TOO_MANY = "widgets.ir.dc.too_many"
    MSG_TOO_BIG = "widgets.ir.dc.hand_too_big"

    def __init__(self, rules=None, hand=None, wild=None, indicator=None, near_misses: bool = False):
        groups = None
        if isinstance(hand, str) and "|" in hand:
            groups, hand = hand, hand.replace("|", " ")
        super().__init__(rules, hand)
        if indicator is not None:
            card = Card.parse(indicator)
            self.indicator, self.wild = card, ir.wild_rank(card, self.rules)
        elif wild is not None:
            self.wild = self._read_wild(wild)
        if groups is not None:
            self.groups = read_groups(groups, self.hand, self.rules)
        if near_misses:
            self.near_misses = self.near_button.value = True
        self._refresh()

    # -- hooks of the core ---------------------------------------------------------------------------------
    def _start(self) -> None:
        self.groups: list[list[Card]] = []
        self.building: list[Card] = []
        self.wild: str | None = None
        self.indicator: Card | None = None
        self.group_verdicts: list = []
        self.declaration = None
        self.penalty_verdict = None
        self.arrangement = None
        self.waits: list[Card] = []
        self.near_misses = False
        self._waits_for, self._waits = None, []
        self.face_down: Card | None = None

    def _read_rules(self, rules):
        return game_rules(ir, rules)

    def _read_hand(self, cards) -> list:
        return read_cards(cards, self.rules)

    @property
    def max_cards(self) -> int:
        return self.rules.hand_size + 1

    def _option_label(self, name: str) -> str:
        return t({"loser_grouping_requirement": "widgets.ir.dc.opt_grouping",
                  "no_pure_sequence_penalty": "widgets.ir.dc.opt_no_pure",
                  "joker_in_set_allowed": "widgets.ir.dc.opt_joker_set",
                  "printed_joker_indicator_makes_aces_wild": "widgets.ir.dc.opt_aces"}[name])

    def _value_label(self, name: str, value) -> str:
        return value_words(name, value)

    def _extra_controls(self) -> list:
        self.joker_button = W.Button(layout=W.Layout(width="auto"))
        self.joker_button.add_class("cardlab-card-JK")
        self.joker_button.on_click(lambda _b: self._card_clicked(JOKER))
        self.close_button = W.Button(layout=W.Layout(width="auto"), button_style="success")
        self.close_button.add_class("cardlab-ir-close")
        self.close_button.on_click(lambda _b: self.close_group())
        self.engine_button = W.Button(layout=W.Layout(width="auto"), button_style="info")
        self.engine_button.add_class("cardlab-ir-engine")
        self.engine_button.on_click(lambda _b: self.engine_groups())
        self.ungroup_button = W.Button(layout=W.Layout(width="auto"))
        self.ungroup_button.on_click(lambda _b: self.clear_groups())
        self.near_button = W.ToggleButton(value=False, layout=W.Layout(width="auto"), icon="search")
        self.near_button.add_class("cardlab-ir-near")
        self.near_button.observe(lambda ch: self.set_near_misses(ch["new"]), names="value")
        self.groups_text = W.Text(continuous_update=False, layout=W.Layout(width="340px"))
        self.groups_text.add_class("cardlab-ir-groups")
        self.groups_text.observe(lambda ch: self.set_groups(ch["new"]), names="value")
        # "" stands for no wild rank: ipywidgets reads a None value as "nothing selected" (an empty box).
        self.wild_box = W.Dropdown(options=[("—", "")] + [(r, r) for r in _RANKS], value="",
                                   layout=W.Layout(width="auto"), style={"description_width": "initial"})
        self.wild_box.add_class("cardlab-ir-wild")
        self.wild_box.observe(lambda ch: self._relabelling or self.set_wild(ch["new"] or None), names="value")
        self.indicator_text = W.Text(continuous_update=False, layout=W.Layout(width="120px"))
        self.indicator_text.add_class("cardlab-ir-indicator")
        self.indicator_text.observe(lambda ch: ch["new"].strip() and self.set_indicator(ch["new"]), names="value")
        self.indicator_label = html()
        # The group controls sit on their own line, under the text box.
        self.group_row = W.HBox([self.mode_buttons, self.close_button, self.engine_button, self.ungroup_button,
                                 self.groups_text],
                                layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="6px"))
        self.wild_row = W.HBox([self.wild_box, self.indicator_label, self.indicator_text],
                               layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="6px"))
        return [self.joker_button, self.near_button]

    def _build(self) -> None:
        super()._build()
        # Wild joker and grouping controls under the palette's text box.
        children = list(self.widget.children)
        at = children.index(self.palette) + 2
        self.widget.children = children[:at] + [self.wild_row, self.group_row] + children[at:]

    def _relabel(self) -> None:
        self._relabelling = True
        try:
            wild_options = [(t("widgets.ir.dc.no_wild"), "")] + [(r, r) for r in _RANKS]
            if list(self.wild_box.options) != wild_options:
                self.wild_box.options = wild_options
            if self.wild_box.value != (self.wild or ""):
                self.wild_box.value = self.wild or ""
        finally:
            self._relabelling = False
        self.wild_box.description = t("widgets.ir.dc.wild")
        self.indicator_label.value = f'<span style="{FONT}">{escape(t("widgets.ir.dc.indicator"))}</span>'
        self.indicator_text.placeholder = t("widgets.ir.dc.indicator_placeholder")
        self.joker_button.description = t("widgets.ir.dc.joker", n=self.hand.count(JOKER))
        self.close_button.description = t("widgets.ir.dc.close")
        self.engine_button.description = t("widgets.ir.dc.engine")
        self.ungroup_button.description = t("widgets.ir.dc.ungroup")
        self.near_button.description = t("widgets.ir.dc.near")
        self.near_button.tooltip = t("widgets.ir.dc.near_help")
        self.groups_text.placeholder = t("widgets.ir.dc.groups_placeholder")
        self.close_button.disabled = not self.building
        text = " | ".join(" ".join(str(c) for c in g) for g in self.groups)
        if self.groups_text.value != text:
            self._relabelling = True
            try:
                self.groups_text.value = text
            finally:
                self._relabelling = False

    def _card_state(self, card):
        # Selected when held; orange while in the group being built.
        return card in self.hand, card in self.building

    def _hand_removed(self, cards) -> None:
        """Cards left the hand: groups keep only the cards still held (as many copies as are held)."""
        left = Counter(self.hand)
        kept = []
        for g in self.groups + [self.building]:
            mine = []
            for c in g:
                if left[c] > 0:
                    left[c] -= 1
                    mine.append(c)
            kept.append(mine)
        self.groups = [g for g in kept[:-1] if g]
        self.building = kept[-1]

    def _card_clicked(self, card) -> None:
        if self.mode == "group":
            self.pick(card)
        else:
            self.toggle(card)

    # -- public actions --------------------------------------------------------------------------------------
    def toggle(self, card) -> bool:
        """A click in "add" mode: one more copy of ``card`` (up to the decks' copies), then none.

        Adding to a full hand changes nothing and says so. Returns whether the hand changed.
        """
        try:
            card = self._one_card(card)
        except CardlabError as exc:
            return self._fail(str(exc))
        most = self.rules.printed_jokers if card.is_joker else self.rules.decks
        held = self.hand.count(card)
        if held >= most:
            self.hand = [c for c in self.hand if c != card]
            self._hand_removed([card])
        elif len(self.hand) >= self.max_cards:
            if not held:
                return self._fail(t(self.MSG_FULL, max=self.max_cards, card=card))
            self.hand = [c for c in self.hand if c != card]
            self._hand_removed([card])
        else:
            self.hand = sorted(self.hand + [card])
        self.error = ""
        self._refresh(changed=[] if card.is_joker else [card])
        return True

    def set_hand(self, cards) -> bool:
        """Replace the hand; ``"3H 4H 5H | QH QD QC | …"`` sets the groups too. Bad input changes nothing."""
        if isinstance(cards, str) and "|" in cards:
            try:
                hand = self._read_hand(cards.replace("|", " "))
                if len(hand) > self.max_cards:
                    return self._fail(t(self.MSG_TOO_MANY, n=len(hand), max=self.max_cards))
                groups = read_groups(cards, hand, self.rules)
            except CardlabError as exc:
                return self._fail(str(exc))
            old = set(self.hand)
            self.hand, self.groups, self.building = sorted(hand), groups, []
            self.error = ""
            self._refresh(changed=(old ^ set(hand)) - {JOKER})
            return True
        return super().set_hand(cards)

    def _refresh(self, changed=None) -> None:
        if changed is not None:
            changed = [c for c in changed if not c.is_joker]
        super()._refresh(changed)

    def pick(self, card) -> bool:
        """A click in "group" mode: ``card`` joins the group being built, or leaves it (or its group)."""
        try:
            card = self._one_card(card)
        except CardlabError as exc:
            return self._fail(str(exc))
        free = Counter(self.hand)
        free.subtract(c for g in self.groups + [self.building] for c in g)
        if free[card] > 0:
            self.building.append(card)
        elif card in self.building:
            self.building.remove(card)
        else:
            holder = next((g for g in self.groups if card in g), None)
            if holder is None:
                return self._fail(t("widgets.ir.dc.not_held", card=card))
            holder.remove(card)
            self.groups = [g for g in self.groups if g]
        self.error = ""
        self._refresh(changed=[card])
        return True

    def close_group(self) -> bool:
        """The group being built becomes one of your groups (judged at once)."""
        if not self.building:
            return self._fail(t("widgets.ir.dc.empty_group"))
        self.groups.append(self.building)
        changed, self.building = list(self.building), []
        self.error = ""
        self._refresh(changed=changed)
        return True

    def set_groups(self, groups) -> bool:
        """Your groups, ``"3H 4H 5H | QH QD QC"`` or a list of groups, made of the hand's cards."""
        if self._relabelling:
            return True
        try:
            new = read_groups(groups, self.hand, self.rules)
        except CardlabError as exc:
            return self._fail(str(exc))
        changed = list(self.building)
        self.groups, self.building = new, []
        self.error = ""
        self._refresh(changed=changed)
        return True

    def engine_groups(self) -> bool:
        """Take the engine's best grouping as yours (with 14 cards, its discard stays out of the groups)."""
        if self.arrangement is None:
            return False
        return self.set_groups([list(g) for g in self.arrangement.groups])

    def clear_groups(self) -> None:
        """Forget every group."""
        changed = list(self.building)
        self.groups, self.building = [], []
        self.error = ""
        self._refresh(changed=changed)

    def set_near_misses(self, on: bool) -> bool:
        """Name the cards one away from a show (:func:`~cardlab.indian_rummy.waiting_cards`) for a 13-card hand."""
        if not isinstance(on, bool):
            return self._fail(t("widgets.ir.dc.bad_near", value=quoted(on)))
        self.near_misses = on
        if self.near_button.value != on:
            self.near_button.value = on         # its observer calls back here with the same value
        self.error = ""
        self._refresh()
        return True

    def _read_wild(self, wild):
        if wild is None:
            return None
        if isinstance(wild, str) and wild.strip().upper() in _RANKS + ["T"]:
            return Rank.parse(wild.strip()).symbol
        raise NotationError.of("widgets.ir.dc.not_wild", value=quoted(wild))

    def set_wild(self, wild) -> bool:
        """The wild rank (``"5"``, ``"A"``…, or None for printed jokers only)."""
        try:
            self.wild = self._read_wild(wild)
        except CardlabError as exc:
            return self._fail(str(exc))
        self.indicator = None
        self.error = ""
        self._refresh()
        return True

    def set_indicator(self, card) -> bool:
        """The card cut as indicator (``"5H"``, ``"JK"``): its rank is wild (:func:`~cardlab.indian_rummy.wild_rank`)."""
        try:
            one = Card.parse(card) if isinstance(card, (str, Card)) else self._one_card(card)
            wild = ir.wild_rank(one, self.rules)
        except CardlabError as exc:
            return self._fail(str(exc))
        self.indicator, self.wild = one, wild
        self.error = ""
        self._refresh()
        return True

    # -- what the engine says -----------------------------------------------------------------------------
    def _compute(self) -> None:
        rules, wild, hand = self.rules, self.wild, self.hand
        self.arrangement = ir.arrange(hand, wild, rules) if hand else None
        self.group_verdicts = [ir.check_meld(g, wild, rules) for g in self.groups]
        self.declaration = self.penalty_verdict = self.face_down = None
        grouped = Counter(c for g in self.groups + [self.building] for c in g)
        left = list((Counter(hand) - grouped).elements())
        shown = list(hand)
        if len(hand) == rules.hand_size + 1 and len(left) == 1:
            # Fourteen cards with one left out: that one goes face down, the show is the other thirteen.
            self.face_down = left[0]
            shown.remove(left[0])
        if self.groups:
            self.declaration = ir.check_declaration(self.groups, wild, rules, hand=shown)
            if len(shown) == rules.hand_size:
                self.penalty_verdict = ir.explain_penalty(shown, self.groups, wild, rules)
        # The cards one away from a show take up to a few tenths of a second with wild cards, so they are
        # asked for (the "One card away?" switch), and remembered for the hand, wild rank and rules.
        self.waits = []
        if (self.near_misses and len(hand) == rules.hand_size and self.arrangement is not None
                and not self.arrangement.valid_declaration):
            key = (tuple(hand), wild, rules)
            if self._waits_for != key:
                self._waits_for, self._waits = key, ir.waiting_cards(hand, wild, rules)
            self.waits = self._waits

    def _group_box(self, cards, verdict) -> str:
        if verdict:
            color, title = OK, kind_label(verdict.kind)
            note = ""
        else:
            color, title = BAD, kind_label(None)
            note = paragraph(r.text() for r in verdict.reasons)
        return _box(title, cards_html(cards, self.wild, "meld" if verdict else "deadwood", 44), color, note)

    def _feedback_html(self) -> str:
        if not self.hand:
            return ""
        rules, a = self.rules, self.arrangement
        parts = [self._headline_html()]
        # Your groups, then the group being built, the cards in no group and the one put face down.
        if self.groups or self.building:
            boxes = [self._group_box(g, v) for g, v in zip(self.groups, self.group_verdicts)]
            if self.building:
                boxes.append(_box(t("widgets.ir.dc.building"), cards_html(self.building, self.wild, None, 44),
                                  BUILDING))
            left = list((Counter(self.hand) - Counter(c for g in self.groups + [self.building] for c in g)).elements())
            if self.face_down is not None:
                boxes.append(_box(t("widgets.ir.dc.face_down", card=self.face_down.pretty),
                                  cards_html([self.face_down], self.wild, None, 44), "#757575"))
            elif left:
                boxes.append(_box(t("widgets.ir.dc.ungrouped"), cards_html(sorted(left), self.wild, None, 44), "#757575"))
            parts.append(f'<div style="{FONT};font-size:17px;font-weight:700;margin-top:6px">'
                         f'{escape(t("widgets.ir.dc.your_groups"))}</div>'
                         f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start">{"".join(boxes)}</div>')
            if self.declaration is not None:
                v = self.declaration
                if v:
                    parts.append(banner(True, t("widgets.ir.dc.valid"), [r.text() for r in v.reasons]))
                else:
                    reasons = [r.text() for r in v.reasons if r.code != "indian_rummy.wrong_show"]
                    parts.append(banner(False, t("widgets.ir.dc.wrong", points=ir.wrong_show_penalty(rules)), reasons))
                if self.penalty_verdict is not None and not v:
                    p = self.penalty_verdict
                    why = [r.text() for r in p.reasons]
                    if p.points > a.penalty:
                        why.append(t("widgets.ir.dc.better", mine=p.points, best=a.penalty))
                    parts.append(banner(None, t("widgets.ir.dc.penalty", points=p.points), why))
        if len(self.hand) < rules.hand_size:
            parts.append(banner(None, t("widgets.ir.dc.need", n=rules.hand_size, held=len(self.hand))))
        # The engine's answer: the best grouping, what it is worth, and the card to put down.
        title = (t("widgets.ir.dc.best_valid") if a.valid_declaration
                 else t("widgets.ir.dc.best_penalty", points=a.penalty))
        parts.append(arrangement_html(a, t("widgets.ir.dc.best") + " · " + title))
        if a.verdict is not None and a.verdict.reasons:
            parts.append(banner(a.valid_declaration or None, title, [r.text() for r in a.verdict.reasons]))
        if a.discard is not None:
            kept = rules.hand_size
            line = (t("widgets.ir.dc.discard_show", card=a.discard.pretty, n=kept) if a.valid_declaration
                    else t("widgets.ir.dc.discard_keep", card=a.discard.pretty, n=kept, points=a.penalty))
            parts.append(banner(None, t("widgets.ir.dc.discard_title", card=a.discard.pretty), [line]))
        if self.near_misses and len(self.hand) == rules.hand_size and not a.valid_declaration:
            if self.waits:
                cards = " ".join(c.pretty for c in self.waits)
                parts.append(banner(None, t("widgets.ir.dc.waits_title", cards=cards), [t("widgets.ir.dc.waits", cards=cards)]))
            else:
                parts.append(banner(None, t("widgets.ir.dc.no_waits")))
        if self.indicator is not None:
            text = (t("widgets.ir.dc.indicator_read", card=self.indicator.pretty, rank=self.wild) if self.wild
                    else t("widgets.ir.dc.indicator_none", card=self.indicator.pretty))
            parts.append(f'<div style="{FONT};font-size:14px;color:{WILD}">{escape(text)}</div>')
        parts.append(_legend(self.wild))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def _headline_html(self) -> str:
        """The verdict on the show, largest: the learner's grouping once there is one, else the engine's best.

        A hand short of a show keeps its penalty as the headline (there is nothing to judge yet).
        """
        rules, a = self.rules, self.arrangement
        if len(self.hand) < rules.hand_size:
            if a.valid_declaration:
                return headline_html(True, t("widgets.ir.dc.headline_valid"), mark=False)
            return headline_html(False, t("widgets.ir.dc.headline_penalty", points=a.penalty), mark=False)
        v = self.declaration
        if v is not None:
            # The learner's own groups are what a show would be judged on, even when the engine could do better.
            numbers = (t("widgets.ir.dc.numbers_yours", groups=len(self.groups)) if v else
                       t("widgets.ir.dc.numbers_wrong", groups=len(self.groups), points=ir.wrong_show_penalty(rules)))
            ok = bool(v)
        else:
            ok = a.valid_declaration
            numbers = (t("widgets.ir.dc.numbers_best_valid", groups=len(a.groups)) if ok else
                       t("widgets.ir.dc.numbers_best", groups=len(a.groups), points=a.penalty))
        return headline_html(ok, t("widgets.ir.dc.verdict_valid" if ok else "widgets.ir.dc.verdict_invalid"), numbers)

    def _cards_html(self, cards) -> str:
        """The hand's cards with the wild ones marked, and their notation."""
        return (f'<div style="{FONT}">{cards_html(cards, self.wild, None, 52)}'
                f'<div><code style="font-size:12px;color:#444">{escape(" ".join(map(str, cards)))}</code></div></div>')

    def __repr__(self) -> str:
        groups = " | ".join(" ".join(str(c) for c in g) for g in self.groups)
        return f"DeclarationChecker(hand={self.hand_text!r}, wild={self.wild!r}, groups={groups!r})"


# -- the penalty calculator ----------------------------------------------------------------------------------

#: The Indian Rummy guide's Bình, and a Pool 101 in which two players go out.
EXAMPLE = {"hand": "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H", "groups": "",
           "deals": "0, 25, 80\n40, 0, 30\n20, 80"}
_FORMAT_NAMES = {"points": "widgets.ir.pc.fmt_points", "pool101": "widgets.ir.pc.fmt_pool101",
                 "pool201": "widgets.ir.pc.fmt_pool201", "deals": "widgets.ir.pc.fmt_deals"}


class PenaltyCalculator(WidgetBase):
    """What a loser pays, what a drop or a wrong show costs, and who is out after several deals.

    The loser's cards (and, if you like, their own groups ``"7C 8C 9C | 5H 5D 5S"``)
    give the penalty under both ``loser_grouping_requirement`` rules, with
    their grouping and with the best one (:func:`~cardlab.indian_rummy.explain_penalty`);
    the fixed penalties follow the format (``first_drop``, ``middle_drop``,
    ``wrong_show``, the cap ``max_penalty``); the deals typed one per line
    (each seat's points, the winner 0) give the running totals of a Pool or
    Deals match (:func:`~cardlab.indian_rummy.match_totals`).

    Drive it from code: :meth:`set_hand`, :meth:`set_groups`, :meth:`set_wild`,
    :meth:`set_format`, :meth:`set_deals`, :meth:`set_option`; read
    :attr:`penalties` (``{(rule, "own" | "best"): Verdict}``), :attr:`fixed`,
    :attr:`match` (the engine's verdict), :attr:`errors`, :attr:`result_html`.

    Raises:
        InvalidRulesError: for ``rules`` that are not ``indian_rummy.Rules``.
    """

    def __init__(self, rules=None):
        self.rules = game_rules(ir, rules)
        self.values = dict(EXAMPLE)
        self.wild: str | None = None
        self.hand: list = []
        self.groups: list | None = None
        self.deals: list = []
        self.errors: dict = {}
        self.penalties: dict = {}
        self.fixed: dict = {}
        self.match = None
        self._build()
        self._read("hand", self.values["hand"])
        self._read("groups", self.values["groups"])
        self._read("deals", self.values["deals"])
        self._refresh()

    def _build(self) -> None:
        self.title = html()
        self.language = language_toggle(self._refresh)
        self.labels = {k: html() for k in ("hand", "groups", "wild", "format", "deals", "no_pure")}
        self.boxes = {}
        for field, width in (("hand", "420px"), ("groups", "420px")):
            box = W.Text(value=self.values[field], continuous_update=False, layout=W.Layout(width=width))
            box.add_class(f"cardlab-ir-pc-{field}")
            box.observe(lambda ch, f=field: self._set(f, ch["new"]), names="value")
            self.boxes[field] = box
        self.boxes["deals"] = W.Textarea(value=self.values["deals"], continuous_update=False,
                                         layout=W.Layout(width="260px", height="110px"))
        self.boxes["deals"].add_class("cardlab-ir-pc-deals")
        self.boxes["deals"].observe(lambda ch: self.set_deals(ch["new"]), names="value")
        self.wild_box = W.Dropdown(options=[("—", "")] + [(r, r) for r in _RANKS], value="",
                                   layout=W.Layout(width="110px"))
        self.wild_box.observe(lambda ch: self._relabelling or self.set_wild(ch["new"] or None), names="value")
        self.format_box = W.Dropdown(options=[(t(_FORMAT_NAMES[f]), f) for f in ir.FORMATS], value=self.rules.format,
                                     layout=W.Layout(width="120px"))
        self.format_box.add_class("cardlab-ir-pc-format")
        self.format_box.observe(lambda ch: self._relabelling or self.set_format(ch["new"]), names="value")
        self.no_pure_box = W.Dropdown(options=self._no_pure_options(), value=self.rules.no_pure_sequence_penalty,
                                      layout=W.Layout(width="auto"))
        self.no_pure_box.observe(lambda ch: self._relabelling or self.set_option("no_pure_sequence_penalty", ch["new"]),
                                 names="value")
        self._relabelling = False
        self.heads = {k: html() for k in ("loser", "fixed", "match")}
        self.loser_result = html(cls="cardlab-ir-pc-loser")
        self.fixed_result = html(cls="cardlab-ir-pc-fixed")
        self.match_result = html(cls="cardlab-ir-pc-match")

        def line(*items):
            return W.HBox(list(items), layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="6px"))

        header = W.HBox([self.title, self.language, self.language.page_text],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        loser = W.VBox([self.heads["loser"], line(self.labels["hand"], self.boxes["hand"]),
                        line(self.labels["groups"], self.boxes["groups"]),
                        line(self.labels["wild"], self.wild_box, self.labels["no_pure"], self.no_pure_box),
                        self.loser_result], layout=W.Layout(flex="3 1 0%", min_width="520px"))
        right = W.VBox([self.heads["fixed"], line(self.labels["format"], self.format_box), self.fixed_result,
                        self.heads["match"], self.labels["deals"], self.boxes["deals"], self.match_result],
                       layout=W.Layout(flex="2 1 0%", min_width="380px"))
        self.widget = W.VBox([header, W.HBox([loser, right], layout=W.Layout(flex_flow="row wrap", grid_gap="18px"))])
        self.widget.add_class("cardlab-penalty-calculator")

    # -- public actions ---------------------------------------------------------------------------------
    def _set(self, field: str, value) -> None:
        (self.set_hand if field == "hand" else self.set_groups)(value)

    def set_hand(self, cards) -> bool:
        """The loser's cards (any notation); bad input is shown in red and the last good hand kept."""
        ok = self._read("hand", cards)
        if ok and self.groups:
            self._read("groups", self.values["groups"])
        self._refresh()
        return ok

    def set_groups(self, groups) -> bool:
        """The loser's own groups (``"7C 8C 9C | 5H 5D 5S"``); empty for the best grouping only."""
        ok = self._read("groups", groups)
        self._refresh()
        return ok

    def set_wild(self, wild) -> bool:
        """The wild rank (``"5"``…) or None."""
        if wild is not None and (not isinstance(wild, str) or wild.strip().upper() not in _RANKS + ["T"]):
            self.errors["wild"] = t("widgets.ir.dc.not_wild", value=quoted(wild))
            self._refresh()
            return False
        self.errors.pop("wild", None)
        self.wild = None if wild is None else Rank.parse(wild.strip()).symbol
        self._refresh()
        return True

    def set_format(self, fmt) -> bool:
        """``"points"``, ``"pool101"``, ``"pool201"`` or ``"deals"``: the fixed penalties and the running totals follow."""
        if fmt not in ir.FORMATS:
            self.errors["format"] = t("widgets.ir.pc.bad_format", value=quoted(fmt), formats=", ".join(ir.FORMATS))
            self._refresh()
            return False
        self.errors.pop("format", None)
        # Drops left to the format: a new Rules takes the format's first and middle drop points.
        options = {f: getattr(self.rules, f) for f in ("no_pure_sequence_penalty", "loser_grouping_requirement",
                                                       "max_penalty", "wrong_show", "deals")}
        self.rules = ir.Rules(format=fmt, **options)
        if self.format_box.value != fmt:
            self.format_box.value = fmt
        self._refresh()
        return True

    def set_option(self, name: str, value) -> bool:
        """Another option of the rules (``no_pure_sequence_penalty``, ``max_penalty``, ``deals``…); a value the
        rules refuse is shown and changes nothing."""
        try:
            self.rules = replace(self.rules, **{name: value})
        except (CardlabError, TypeError) as exc:
            self.errors["option"] = exc.text() if isinstance(exc, CardlabError) else t(
                "widgets.hb.not_option", value=quoted(name), options="no_pure_sequence_penalty, max_penalty, deals")
            self._refresh()
            return False
        self.errors.pop("option", None)
        if name == "no_pure_sequence_penalty" and self.no_pure_box.value != value:
            self.no_pure_box.value = value
        self._refresh()
        return True

    def set_deals(self, text) -> bool:
        """The deals, one per line, each seat's penalty points separated by commas (the winner 0)."""
        ok = self._read("deals", text)
        self._refresh()
        return ok

    # -- reading -----------------------------------------------------------------------------------------
    def _read(self, field: str, value) -> bool:
        try:
            if field == "hand":
                self.hand = read_cards(value, self.rules)
            elif field == "groups":
                groups = read_groups(value, self.hand, self.rules)
                self.groups = groups or None
            else:
                self.deals = self._parse_deals(value)
        except CardlabError as exc:
            self.errors[field] = t("widgets.ir.bad_cards", field=t(f"widgets.ir.pc.{field}" if field != "deals"
                                                                    else "widgets.ir.pc.match"), error=exc.text())
            return False
        self.errors.pop(field, None)
        self.values[field] = value
        box = self.boxes[field]
        if isinstance(value, str) and box.value != value:
            box.value = value
        return True

    @staticmethod
    def _parse_deals(text) -> list:
        if not isinstance(text, str):
            raise CardlabError.of("error.indian_rummy.deals_type", value=quoted(text))
        deals = []
        for n, line in enumerate([x for x in text.splitlines() if x.strip()][:100], start=1):
            bits = [b.strip() for b in line.replace(";", ",").split(",")]
            if not all(b.isdigit() for b in bits) or len(bits) < 2:
                raise CardlabError.of("widgets.ir.pc.bad_line", n=n, value=quoted(line.strip(), 60))
            deals.append({p: int(b) for p, b in enumerate(bits)})
        return deals

    @property
    def result_html(self) -> str:
        return self.loser_result.value + self.fixed_result.value + self.match_result.value

    @property
    def error_list(self) -> list[str]:
        return list(self.errors.values())

    def _compute(self) -> None:
        rules = self.rules
        self.penalties = {}
        for rule in ir.GROUPING_REQUIREMENTS:
            r = replace(rules, loser_grouping_requirement=rule)
            if self.groups:
                self.penalties[(rule, "own")] = ir.explain_penalty(self.hand, self.groups, self.wild, r)
            self.penalties[(rule, "best")] = ir.explain_penalty(self.hand, None, self.wild, r)
        self.fixed = {"first_drop": ir.drop_penalty(True, rules), "middle_drop": ir.drop_penalty(False, rules),
                      "wrong_show": ir.wrong_show_penalty(rules), "cap": rules.max_penalty}
        self.match = None
        self.errors.pop("match", None)
        if self.deals:
            try:
                self.match = ir.match_totals(self.deals, rules)
            except CardlabError as exc:
                self.errors["match"] = exc.text()

    # -- rendering ----------------------------------------------------------------------------------------
    def _refresh(self) -> None:
        self._compute()
        self.title.value = f'<div style="{FONT};font-size:22px;font-weight:700">{escape(t("widgets.ir.pc.title"))}</div>'
        heads = {"loser": "widgets.ir.pc.loser", "fixed": "widgets.ir.pc.fixed", "match": "widgets.ir.pc.match"}
        for k, code in heads.items():
            self.heads[k].value = f'<div style="{FONT};font-size:18px;font-weight:700;margin-top:6px">{escape(t(code))}</div>'
        for k, code in (("hand", "widgets.ir.pc.hand"), ("groups", "widgets.ir.pc.groups"), ("wild", "widgets.ir.pc.wild"),
                        ("format", "widgets.ir.pc.format"), ("deals", "widgets.ir.pc.deals_box"),
                        ("no_pure", "widgets.ir.dc.opt_no_pure")):
            self.labels[k].value = f'<span style="{FONT};font-weight:600">{escape(t(code))}</span>'
        self.boxes["groups"].placeholder = t("widgets.ir.pc.groups_placeholder")
        self.boxes["deals"].placeholder = t("widgets.ir.pc.deals_placeholder")
        self._relabelling = True
        try:
            options = [(t("widgets.ir.dc.no_wild"), "")] + [(r, r) for r in _RANKS]
            if list(self.wild_box.options) != options:
                self.wild_box.options = options
            self.wild_box.value = self.wild or ""
            formats = [(t(_FORMAT_NAMES[f]), f) for f in ir.FORMATS]
            if list(self.format_box.options) != formats:
                self.format_box.options = formats
                self.format_box.value = self.rules.format
            if list(self.no_pure_box.options) != self._no_pure_options():
                self.no_pure_box.options = self._no_pure_options()
                self.no_pure_box.value = self.rules.no_pure_sequence_penalty
        finally:
            self._relabelling = False
        for field, box in self.boxes.items():
            box.layout.border = f"2px solid {BAD}" if field in self.errors else ""
        self.loser_result.value = self._loser_html()
        self.fixed_result.value = self._fixed_html()
        self.match_result.value = self._match_html()

    @staticmethod
    def _no_pure_options() -> list:
        """The no-pure-sequence penalty's dropdown: (words, value) pairs."""
        return [(value_words("no_pure_sequence_penalty", v), v) for v in ir.NO_PURE_PENALTIES]

    def _errors_html(self, fields) -> str:
        return "".join(error_html(self.errors[f]) for f in fields if f in self.errors)

    def _loser_html(self) -> str:
        errs = self._errors_html(("hand", "groups", "wild", "option"))
        if not self.hand:
            return errs
        parts = [errs, f'<div>{cards_html(self.hand, self.wild, None, 40)}</div>']
        names = {"pure_sequence": "widgets.ir.pc.rule_pure", "two_sequences_one_pure": "widgets.ir.pc.rule_two"}
        cols = (["own"] if self.groups else []) + ["best"]
        head = "".join(f'<th style="padding:3px 8px;text-align:left">{escape(t("widgets.ir.pc." + c))}</th>' for c in cols)
        rows = []
        for rule in ir.GROUPING_REQUIREMENTS:
            cells = []
            for c in cols:
                v = self.penalties[(rule, c)]
                why = paragraph(r.text() for r in v.reasons)
                cells.append(f'<td style="padding:3px 8px;vertical-align:top;min-width:230px"><b style="font-size:18px;color:'
                             f'{OK if v.points == 0 else BAD}">{escape(t("widgets.ir.pc.points", points=v.points))}</b>'
                             f'<div style="font-size:13px;color:#333;max-width:300px">{escape(why)}</div></td>')
            rows.append(f'<tr style="border-top:1px solid #ddd"><td style="padding:3px 8px;vertical-align:top">'
                        f'<b>{escape(t(names[rule]))}</b><div style="font-size:12px;color:#555"><code>'
                        f'loser_grouping_requirement="{rule}"</code></div></td>{"".join(cells)}</tr>')
        parts.append(f'<table style="{FONT};border-collapse:collapse;font-size:15px;margin-top:4px"><tr><th></th>{head}'
                     f'</tr>{"".join(rows)}</table>')
        best = ir.arrange(self.hand, self.wild, self.rules) if len(self.hand) <= self.rules.hand_size else None
        if best is not None:
            parts.append(arrangement_html(best, t("widgets.ir.pc.best"), 36))
        return f'<div style="{FONT}">{"".join(parts)}</div>'

    def _fixed_html(self) -> str:
        f = self.fixed
        items = [t("widgets.ir.pc.first_drop", points=f["first_drop"]), t("widgets.ir.pc.middle_drop", points=f["middle_drop"]),
                 t("widgets.ir.pc.wrong_show", points=f["wrong_show"]), t("widgets.ir.pc.cap", points=f["cap"])]
        return self._errors_html(("format",)) + banner(None, t(_FORMAT_NAMES[self.rules.format]), items)

    def _match_html(self) -> str:
        errs = self._errors_html(("deals", "match"))
        v = self.match
        if v is None:
            return errs
        seats = sorted({p for d in self.deals for p in d})
        head = "".join(f'<th style="padding:2px 8px">{escape(name(p))}</th>' for p in seats)
        rows = []
        for n, totals in enumerate(v.totals, start=1):
            cells = []
            for p in seats:
                out = v.out.get(p)
                if out is not None and out < n:
                    cells.append('<td style="padding:2px 8px;color:#999;text-align:right">—</td>')
                    continue
                mark = f' <b style="color:{BAD}">{escape(t("widgets.ir.pc.out"))}</b>' if out == n else ""
                cells.append(f'<td style="padding:2px 8px;text-align:right">{totals[p]}{mark}</td>')
            rows.append(f'<tr><td style="padding:2px 8px">{escape(t("widgets.ir.pc.deal", n=n))}</td>{"".join(cells)}</tr>')
        table = (f'<table style="{FONT};border-collapse:collapse;font-size:15px"><tr><th></th>{head}</tr>'
                 f'{"".join(rows)}</table>')
        verdict = banner(True if v else None, t("widgets.ir.pc.decided" if v else "widgets.ir.pc.going_on"),
                         [r.text() for r in v.reasons])
        return f'<div style="{FONT}">{errs}{table}{verdict}</div>'

    def static_html(self) -> str:
        return (f'<div style="{FONT}">{self.title.value}{self.heads["loser"].value}{self.loser_result.value}'
                f'{self.heads["fixed"].value}{self.fixed_result.value}{self.heads["match"].value}'
                f'{self.match_result.value}</div>')

    def __repr__(self) -> str:
        return f"PenaltyCalculator(hand={' '.join(map(str, self.hand))!r}, format={self.rules.format!r})"


# -- the table's adapter ----------------------------------------------------------------------------------------

#: The move groups, in the order a turn goes.
_GROUPS = (("draw", ("draw",)), ("discard", ("discard",)), ("declare", ("declare",)), ("drop", ("drop",)))
LEVELS = {"greedy": GreedyBot, "gentle": GentleBot}


class IndianRummyAdapter(TableAdapter):
    """Indian Rummy for the one Table and Replay: 2–6 seats (1–5 greedy bots), the wild joker on the table.

    ``players``: how many sit at the table (default 2: you and one bot).

    Raises:
        CardlabError: for a number of players other than 2 to 6.
    """

    game = "indian_rummy"
    engine = ir
    coach_class = GreedyBot
    prefix = "widgets.ir.tb"
    levels = LEVELS
    default_level = "greedy"
    groups = _GROUPS
    state_class = ir.State
    rules_class = ir.Rules
    record_fields: dict = {}

    def __init__(self, players: int = ir.DEFAULT_PLAYERS):
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 6:
            raise CardlabError.of("widgets.ir.tb.bad_players", value=quoted(players))
        self.players = players

    def seated(self, players: int) -> "IndianRummyAdapter":
        """The same game with ``players`` seats (2 to 6)."""
        return IndianRummyAdapter(players)

    def new_game(self, seed: int, rules):
        return ir.new_game(seed, rules, players=self.players)

    def deal_number(self, state) -> int:
        # Pool and Deals matches go on with the next deal in the same state.
        return state.deal

    def shorthand(self, state, player: int, text: str):
        """A short typed move read with the terminal's words (:func:`cardlab.indian_rummy.terminal.shorthand`):
        ``draw``/``bốc``, ``take``/``lấy``, ``discard 9C``/``đánh 9C``, ``show 9C``/``khai 9C`` (with the
        engine's grouping, or ``show KC: 3H 4H 5H | …`` with your own), ``drop``/``bỏ cuộc``; ``None`` for
        other words.

        Raises:
            NotationError / CardTypeError: for a card or groups that cannot be read.
        """
        legal = state.legal_actions()
        move = typed_move(state, player, text)
        if move is not None and move.kind in ("draw", "drop") and not move.cards:
            # "draw", "drop": the legal move of that kind and source, with the points or card the engine gives it.
            return next((a for a in legal if a.kind == move.kind and a.target == move.target), move)
        return move

    def button_label(self, action: Action) -> str:
        if action.kind == "draw":
            if action.target == ir.PILE:
                return t("widgets.ir.tb.btn_pile", card=action.cards[0].pretty)
            return t("widgets.ir.tb.btn_stock")
        if action.kind == "drop":
            # The engine's label carries the drop's points (first or middle drop).
            return t("widgets.ir.tb.btn_drop", points=action.label["points"]) if action.label else describe(action)
        if action.kind == "declare":
            return t("widgets.ir.tb.btn_show", card=action.cards[0].pretty)
        return describe(action)

    def button_style(self, action: Action) -> str:
        return {"declare": "success", "drop": "danger"}.get(action.kind, "")

    def _valid_shows(self, view) -> frozenset:
        """The cards the learner may put face down now for a valid show (empty: every show would be wrong).

        The exact search of the 14 cards first: when it finds no valid show, none of the cards makes one, and
        the 14 searches are spared. Kept for the hand it was made for (a redraw asks again for the same hand).
        """
        cards = tuple(sorted({a.cards[0] for a in view.legal_actions if a.kind == "declare"}))
        key = (tuple(view.hand), cards, view.wild_rank, view.rules)
        cached = getattr(self, "_shows_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        valid = set()
        if cards and ir.arrange(list(view.hand), view.wild_rank, view.rules).valid_declaration:
            for c in cards:
                kept = list(view.hand)
                kept.remove(c)
                if ir.arrange(kept, view.wild_rank, view.rules).valid_declaration:
                    valid.add(c)
        self._shows_cache = (key, frozenset(valid))
        return self._shows_cache[1]

    def view_button_style(self, view, action: Action) -> str:
        """Green for a show only when that show is valid: a wrong show is no recommended move."""
        if action.kind == "declare":
            return "success" if action.cards[0] in self._valid_shows(view) else ""
        return self.button_style(action)

    def fold_label(self, view, group: str, n: int) -> str | None:
        """The shows wait behind one neutral "Show…" button when no card put face down makes a valid show."""
        if group != "declare" or view.phase is not ir.Phase.DISCARD or self._valid_shows(view):
            return None
        return t("widgets.ir.tb.show_folded", n=n)

    def risk(self, view, action: Action) -> str | None:
        """A wrong show (its penalty and the engine's reasons) and a drop (first or middle drop points) cost points.

        The show is judged as the engine will judge it: with the learner's own grouping under
        ``show_grouping="player"`` (:func:`~cardlab.indian_rummy.check_declaration`), else by the engine's best
        grouping of the 13 cards kept (:func:`~cardlab.indian_rummy.arrange`); both use only the learner's hand.
        """
        rules = view.rules
        if action.kind == "drop":
            if not view.drawn[view.player]:
                return t("widgets.ir.tb.risk_first_drop", points=rules.first_drop)
            return t("widgets.ir.tb.risk_middle_drop", points=rules.middle_drop, first=rules.first_drop)
        if action.kind != "declare":
            return None
        kept = list(view.hand)
        kept.remove(action.cards[0])
        best = ir.arrange(kept, view.wild_rank, rules)
        if action.target is not None and rules.show_grouping == "player":
            verdict = ir.check_declaration(action.target, view.wild_rank, rules, hand=kept)
            if verdict:
                return None
            why = [r.text() for r in verdict.reasons if r.code != "indian_rummy.wrong_show"]
            if best.valid_declaration:
                groups = " | ".join(" ".join(c.pretty for c in g) for g in best.groups)
                why.append(t("widgets.ir.tb.risk_could_show", groups=groups))
        elif best.valid_declaration:
            return None
        else:
            # The engine's best grouping judged as a show names what is missing: loose cards, sequences, a pure one.
            verdict = ir.check_declaration(list(best.groups), view.wild_rank, rules, hand=kept)
            why = [r.text() for r in verdict.reasons if r.code != "indian_rummy.wrong_show"]
        return t("widgets.ir.tb.risk_show", points=rules.wrong_show, why=paragraph(why))

    def warning_text(self, table) -> str:
        """What to mind now: a show is in reach (with the engine's grouping to type); what a drop costs now."""
        s, view = table.state, table.view
        if s.is_terminal() or s.current_player != table.seat:
            return ""
        if view.phase is ir.Phase.DISCARD:
            a = ir.arrange(view.hand, view.wild_rank, view.rules)
            if a.valid_declaration and a.discard is not None:
                typed = f"show {a.discard}: " + " | ".join(" ".join(str(c) for c in g) for g in a.groups)
                return t("widgets.ir.tb.can_show", card=a.discard.pretty, typed=typed)
            return ""
        if view.first_turn and any(a.kind == "drop" for a in view.legal_actions):
            return t("widgets.ir.tb.first_drop", first=view.rules.first_drop, middle=view.rules.middle_drop)
        return ""

    def board_html(self, table, view, revealed) -> str:
        s = table.state
        mine = None
        if revealed:
            return board_html(view, you=table.seat, revealed=_revealed(s))
        if len(view.hand):
            a = ir.arrange(view.hand, view.wild_rank, view.rules)
            mine = arrangement_html(a, t("widgets.ir.tb.your_grouping"), 44)
            if len(view.hand) == view.rules.hand_size:
                # What the grouping is worth if someone shows now: loose cards, or every card without a pure sequence.
                mine += _penalty_line(a, "widgets.ir.dc.penalty")
        return board_html(view, you=table.seat, highlight=s.current_player, mine=mine)

    def replay_board(self, state) -> str:
        return board_html(state.view(0), highlight=None if state.is_terminal() else state.current_player,
                          revealed=_revealed(state))


def _revealed(state) -> dict:
    """Every seat's cards face up: as the last deal counted them (a show, a wrong show, a loser's
    best grouping), else as they are held."""
    shown = state.results[-1].shown if state.is_terminal() and state.results else state.shown
    out = {}
    for p in range(state.players):
        if p in shown:
            out[p] = shown[p]
        else:
            out[p] = tuple(state.hands[p])
    return out


def _penalty_line(arrangement, heading: str = "widgets.ir.tb.penalty") -> str:
    """What an arrangement that is no valid show costs, and why (loose cards, or every card, capped); empty
    for a valid show. ``heading``: the message that states the points (a loser's, or "if someone shows now")."""
    a = arrangement
    if a.valid_declaration or a.verdict is None:
        return ""
    why = paragraph(r.text() for r in a.verdict.reasons)
    return (f'<div style="{FONT};font-size:14px;color:{BAD}"><b>{escape(t(heading, points=a.penalty))}'
            f'</b> · {escape(why)}</div>')


def board_html(view, you: int | None = None, highlight: int | None = None, revealed=None,
               mine: str | None = None) -> str:
    """The Indian Rummy table as ``view.player`` sees it: each seat (hidden hands as backs, its status,
    score and the cards it took from the open pile), the stock, the open pile and the wild-joker indicator.

    ``revealed``: seat → cards or an arrangement to show face up; ``mine``: HTML shown for your hand.
    """
    wild = view.wild_rank

    def row(p: int) -> str:
        count = view.hand_sizes[p]
        status = view.statuses[p]
        if status == "playing" and view.phase is ir.Phase.OVER:
            status = "lost"     # still "playing" in the engine: it simply did not win this deal
        if p == you and mine is not None:
            cards = mine
        elif revealed is not None and p in revealed:
            r = revealed[p]
            cards = (arrangement_html(r, "", 34) + _penalty_line(r) if hasattr(r, "melds")
                     else cards_html(r, wild, None, 36) if len(r) else f'<i style="color:#777">{escape(t("widgets.no_cards"))}</i>')
        elif p == view.player:
            cards = cards_html(view.hand, wild, None, 44)
        else:
            cards = backs_html(count)
        bits = [t("widgets.tb.cards", n=count), t(f"widgets.ir.tb.status_{status}")]
        if view.rules.format != "points":
            bits.append(t("widgets.ir.tb.score", score=view.scores[p]))
        took = ""
        if view.taken[p]:
            took = _box(t("widgets.ir.tb.took"), cards_html(view.taken[p], wild, None, 30), "#757575")
        ring = f"3px solid {INFO}" if p == highlight else "1px solid #ccc"
        fade = ";opacity:0.6" if status in (ir.DROPPED, ir.OUT, ir.WRONG_SHOW) and revealed is None else ""
        return (f'<div style="border:{ring};border-radius:10px;padding:5px 9px;margin:4px 0;background:#fafafa{fade}">'
                f'<div style="font-weight:700;font-size:16px;margin-bottom:3px">{escape(name(p, you))}'
                f'<span style="font-weight:400;color:#555;font-size:14px"> · {escape(" · ".join(bits))}</span></div>'
                f'<div style="display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end"><div>{cards}</div>{took}</div></div>')

    top = view.top_discard
    pile = (render.svg_img(render.card_svg(top, 56)) if top is not None else '<div style="height:80px"></div>')
    indicator = cards_html([view.indicator], wild, None, 56)
    ind_text = t("widgets.ir.tb.indicator", rank=wild) if wild else t("widgets.ir.tb.no_wild")
    deal = "" if view.rules.format == "points" else escape(t("widgets.ir.tb.deal", n=view.deal + 1))
    centre = (f'<div style="display:flex;gap:24px;align-items:flex-end;margin:6px 0 2px 4px;font-size:15px">'
              f'<div style="white-space:nowrap">{card_back_svg(56)}<div>{escape(t("widgets.ir.tb.stock", n=view.stock_size))}'
              f'</div></div><div style="white-space:nowrap">{pile}<div>'
              f'{escape(t("widgets.ir.tb.pile", n=len(view.discard_pile)))}</div></div>'
              f'<div style="white-space:nowrap">{indicator}<div style="color:{WILD}">{escape(ind_text)}</div></div>'
              f'<div>{deal}</div></div>')
    seats = list(range(view.players))
    if you is None:
        body = centre + "".join(row(p) for p in seats)
    else:
        others = seats[you + 1:] + seats[:you]
        body = "".join(row(p) for p in others) + centre + row(you)
    return f'<div style="{FONT}">{body}{_legend(wild)}</div>'


ADAPTER = IndianRummyAdapter
