"""Graded Chắn exercises, dealt from a deal number or built by a teacher on chosen cards.

``chan_set(seed=7)`` deals twelve questions of rising difficulty: name this
card; how many red cards; pair these cards (how many Chắn and Cạ); how many
Tôm or Lèo; is this a win (ù); which cards does this hand wait for (chờ);
which cards may be discarded; may this player capture this card, and as
Chắn or Cạ; which bonuses (cước) a win earns; what it scores; who pays what;
a whole deal's payment. Every expected answer is computed by
:mod:`cardlab.chan` when the question is made — :func:`chan.decompose`,
:func:`chan.find_combos`, :func:`chan.check_win`, :func:`chan.waiting_cards`,
the legal moves of a game in progress, :func:`chan.score`,
:func:`chan.settle` — and the explanations are the engine's reasons.

A teacher builds a question on chosen cards with its class, e.g.
``WinQuestion(cards="...", winning_card="7N", win_source="own_gate_stock")``,
or on a game position (``CaptureQuestion(state=chan.new_game(3))`` once the
position is reached), and mixes it with dealt kinds:
``chan_set(3, questions=[PairsQuestion(cards="3V 3V 3S 4N"), "win"])``.

Feedback teaches without giving the answer away: a wrong answer gets the
rule to look at and, from the second try, a closer nudge about this hand; a
wrong value that a known mistake gives (a Cạ taken as same suit rather than
same rank, a Cạ captured while holding the identical card, a Chíu counted as
one Chắn, a win on a discard, all main values added…) is named, the mistaken
value being computed with the engine. Only ``solution()`` shows the answer.

>>> ex = chan_set(seed=1)
>>> len(ex)
12
>>> ex.q1.check(str(ex.q1.card)).correct
True
"""
from __future__ import annotations

import random
import re
import unicodedata

from .. import chan as C
from .. import render
from ..chan.cards import CHI_CHI, FACES, LEO, RANK_NAMES, TOM, ChanCard, ChanSuit
from ..chan.game import State
from ..chan.rules import BONUS_NAMES
from ..chan.table import Phase
from ..engine import Action
from ..errors import CardlabError
from ..explain import message, register_messages
from . import core
from .core import (BROWN, GREEN, GREY, AnswerError, ExerciseSet, Question, box, check_number, chosen_cards, chosen_rules,
                   dealing, graduated, read_cards, read_number, read_yes_no, show, yes_no)

__all__ = ["chan_set", "deal_question", "QUESTIONS", "KINDS", "NameQuestion", "RedQuestion", "PairsQuestion",
           "CombosQuestion", "WinQuestion", "WaitQuestion", "DiscardQuestion", "CaptureQuestion", "BonusesQuestion",
           "ScoreQuestion", "SettleQuestion", "DealQuestion"]


register_messages({
    # titles
    "ex.chan.t_name": {"en": "Name this card", "vi": "Đây là lá gì?"},
    "ex.chan.t_red": {"en": "How many red cards?", "vi": "Có bao nhiêu lá đỏ?"},
    "ex.chan.t_pairs": {"en": "Pair these cards: how many Chắn and Cạ?",
                        "vi": "Ghép cặp: bao nhiêu Chắn, bao nhiêu Cạ?"},
    "ex.chan.t_combos": {"en": "How many Tôm or Lèo?", "vi": "Có mấy bộ Tôm hay Lèo?"},
    "ex.chan.t_win": {"en": "Is this a win (ù)?", "vi": "Bài này có ù không?"},
    "ex.chan.t_wait": {"en": "Which cards does this hand wait for?", "vi": "Bài này chờ những lá nào?"},
    "ex.chan.t_discard": {"en": "Which cards may be discarded?", "vi": "Được đánh những lá nào?"},
    "ex.chan.t_capture": {"en": "May this card be captured, as Chắn or Cạ?",
                          "vi": "Có được ăn lá này không, ăn Chắn hay ăn Cạ?"},
    "ex.chan.t_bonuses": {"en": "Which bonuses (cước) does this win earn?", "vi": "Ván ù này có những cước nào?"},
    "ex.chan.t_score": {"en": "What does this win score?", "vi": "Ván ù này được bao nhiêu điểm?"},
    "ex.chan.t_settle": {"en": "Who pays what?", "vi": "Ai trả bao nhiêu?"},
    "ex.chan.t_deal": {"en": "A whole deal: a player's payment", "vi": "Cả ván: tiền của một người chơi"},
    # prompts
    "ex.chan.p_name": {
        "en": "What is this card called? Answer with its Vietnamese name (such as 'Tam vạn') or its short form "
              "(such as '3V').",
        "vi": "Lá bài này tên là gì? Trả lời bằng tên tiếng Việt (ví dụ 'Tam vạn') hoặc cách viết tắt (ví dụ '3V')."},
    "ex.chan.p_red": {"en": "How many of these {n} cards are red?", "vi": "Trong {n} lá này có bao nhiêu lá đỏ?"},
    "ex.chan.p_pairs": {
        "en": "Pair these {n} cards as Chắn and Cạ, never splitting an identical pair (a Chíu counts as two Chắn). "
              "How many Chắn and how many Cạ do they make? Cards left over pair with nothing.",
        "vi": "Ghép {n} lá này thành Chắn và Cạ, không bao giờ xé một đôi giống hệt (Chíu tính là hai Chắn). "
              "Được bao nhiêu Chắn và bao nhiêu Cạ? Lá nào thừa thì không thành cặp."},
    "ex.chan.p_combos": {"en": "How many {combo} sets do these cards hold?",
                         "vi": "Các lá này có bao nhiêu bộ {combo}?"},
    "ex.chan.p_win": {
        "en": "A player holds these 20 cards; the last card to arrive, {card}, {how}. Is it a win (ù)?",
        "vi": "Một người chơi có 20 lá này; lá đến sau cùng, {card}, {how}. Bài này có ù không?"},
    "ex.chan.p_wait": {
        "en": "You hold these 19 cards. Which cards would make them a win (ù) if turned up from the stock at "
              "another player's gate?",
        "vi": "Bạn có 19 lá này. Những lá nào lật từ nọc ở cửa người khác thì bạn ù?"},
    "ex.chan.p_discard": {
        "en": "{situation} Which of your cards may you discard now?",
        "vi": "{situation} Bây giờ bạn được đánh những lá nào?"},
    "ex.chan.p_capture": {
        "en": "{situation} {offer} May you capture it? If so, with which card from your hand?",
        "vi": "{situation} {offer} Bạn có được ăn lá đó không? Nếu được, ăn bằng lá nào trên tay?"},
    "ex.chan.p_win_line": {
        "en": "{who} wins (ù) with these 20 cards; the winning card, {card}, {how}.{history}",
        "vi": "{who} ù với 20 lá này; lá ù {card} {how}.{history}"},
    "ex.chan.p_bonuses": {"en": "{win} Which bonuses (cước) does the win earn?",
                          "vi": "{win} Ván ù này có những cước nào?"},
    "ex.chan.p_score": {"en": "{win} How many points does the win score?",
                        "vi": "{win} Ván ù này được bao nhiêu điểm?"},
    "ex.chan.p_thien_u": {
        "en": "{who} is the dealer and wins (ù) with the 20 cards dealt, Thiên ù.{history}",
        "vi": "{who} là nhà cái và ù ngay với 20 lá được chia, Thiên ù.{history}"},
    "ex.chan.p_settle": {
        "en": "Four players. Player {winner} wins (ù) a deal that scores {points}. What does Player {player} get? "
              "Answer a gain as a positive number, a payment as a negative one.",
        "vi": "Bàn bốn người. Người chơi {winner} ù, ván được {points} điểm. Người chơi {player} được hay mất bao "
              "nhiêu? Được ghi số dương, phải trả ghi số âm."},
    "ex.chan.p_deal": {
        "en": "Four players. {win} What does Player {player} get in this deal? Answer a gain as a positive number, "
              "a payment as a negative one.",
        "vi": "Bàn bốn người. {win} Trong ván này Người chơi {player} được hay mất bao nhiêu? Được ghi số dương, "
              "phải trả ghi số âm."},
    "ex.chan.how_own": {"en": "was turned up from the stock at the winner's own gate",
                        "vi": "được lật từ nọc ở cửa của chính người đó"},
    "ex.chan.how_other": {"en": "was turned up from the stock at another player's gate",
                          "vi": "được lật từ nọc ở cửa người khác"},
    "ex.chan.how_discard": {"en": "was discarded by the previous player", "vi": "do người chơi trước đánh ra"},
    "ex.chan.how_chiu": {"en": "was taken by Chíu, completing three identical cards to four",
                         "vi": "được lấy bằng Chíu, bộ ba thành bốn lá giống nhau"},
    "ex.chan.how_dealt": {"en": "was dealt (the dealer's first 20 cards)", "vi": "được chia (20 lá đầu của nhà cái)"},
    "ex.chan.history": {"en": " On the way: {flags}.", "vi": " Trong ván: {flags}."},
    "ex.chan.flag_thien_khai": {"en": "four identical cards were dealt to this player",
                                "vi": "người này được chia bốn lá giống nhau"},
    "ex.chan.flag_bon": {"en": "this player completed a pair to four identical cards",
                         "vi": "người này đã ăn một đôi thành bốn lá giống nhau"},
    "ex.chan.flag_chiu_u": {"en": "the winning card completed a triple to four",
                            "vi": "lá ù là lá thứ tư của bộ ba"},
    "ex.chan.flag_dia_u": {"en": "it was the first card turned up from the stock",
                           "vi": "đó là lá nọc đầu tiên được lật"},
    "ex.chan.flag_thong": {"en": "this player also won the previous deal", "vi": "người này cũng ù ván trước"},
    "ex.chan.who": {"en": "Player {player}", "vi": "Người chơi {player}"},
    "ex.chan.situation": {
        "en": "Your cards are shown below: your hand and what you laid down.{past}",
        "vi": "Bài của bạn ở dưới: bài trên tay và các cặp đã hạ.{past}"},
    "ex.chan.after_capture": {"en": " You have just captured and must now discard one card.",
                              "vi": " Bạn vừa ăn xong và phải đánh ra một lá."},
    "ex.chan.opening": {"en": " You are the dealer and make the first discard.",
                        "vi": " Bạn là nhà cái và đánh lá đầu tiên."},
    "ex.chan.past": {"en": " Earlier in the deal {facts}.", "vi": " Trước đó trong ván, {facts}."},
    "ex.chan.past_declined": {"en": "you declined to capture {cards} as Chắn",
                              "vi": "bạn đã bỏ không ăn Chắn {cards}"},
    "ex.chan.past_discarded": {"en": "you discarded {cards}", "vi": "bạn đã đánh {cards}"},
    "ex.chan.past_ca_hand": {"en": "you played {cards} from your hand into a Cạ",
                             "vi": "bạn đã đưa {cards} từ tay ra ăn Cạ"},
    "ex.chan.and": {"en": "; ", "vi": "; "},
    "ex.chan.offer_discard": {"en": "Player {by} has just discarded {card}.",
                              "vi": "Người chơi {by} vừa đánh ra lá {card}."},
    "ex.chan.offer_left": {"en": "{card} was turned up from the stock at Player {by}'s gate and left there.",
                           "vi": "Lá {card} được lật từ nọc ở cửa Người chơi {by} và bị bỏ lại đó."},
    "ex.chan.offer_turned": {"en": "You have just turned up {card} from the stock at your own gate.",
                             "vi": "Bạn vừa lật lá {card} từ nọc ở cửa mình."},
    "ex.chan.combo_tom": {"en": "Tôm (Tam vạn, Tam sách, Thất văn)", "vi": "Tôm (Tam vạn, Tam sách, Thất văn)"},
    "ex.chan.combo_leo": {"en": "Lèo (Cửu vạn, Bát sách, Chi chi)", "vi": "Lèo (Cửu vạn, Bát sách, Chi chi)"},
    # labels
    "ex.chan.card": {"en": "the card", "vi": "lá bài"},
    "ex.chan.cards": {"en": "the cards", "vi": "các lá bài"},
    "ex.chan.hand": {"en": "your hand", "vi": "bài trên tay bạn"},
    "ex.chan.laid": {"en": "laid down", "vi": "đã hạ"},
    "ex.chan.offer": {"en": "the card on offer", "vi": "lá đang được mời"},
    "ex.chan.winner_cards": {"en": "the winner's 20 cards", "vi": "20 lá của người ù"},
    "ex.chan.winning": {"en": "winning card", "vi": "lá ù"},
    "ex.chan.none": {"en": "none", "vi": "không có"},
    "ex.chan.no_capture": {"en": "no capture", "vi": "không được ăn"},
    "ex.chan.as_chan": {"en": "{card}: Chắn {offer}–{card}", "vi": "{card}: ăn Chắn {offer}–{card}"},
    "ex.chan.as_ca": {"en": "{card}: Cạ {offer}–{card}", "vi": "{card}: ăn Cạ {offer}–{card}"},
    "ex.chan.pairs_value": {"en": "{chan} Chắn, {ca} Cạ", "vi": "{chan} Chắn, {ca} Cạ"},
    "ex.chan.pairing": {"en": "The pairing: {pairing}", "vi": "Cách ghép: {pairing}"},
    "ex.chan.leftover": {"en": "left over: {cards}", "vi": "lá lẻ: {cards}"},
    "ex.chan.card_is": {"en": "{name} ({chinese}, {short})", "vi": "{name} ({chinese}, {short})"},
    "ex.chan.red_list": {"en": "Red here: {cards}", "vi": "Lá đỏ ở đây: {cards}"},
    "ex.chan.combo_counts": {"en": "Copies held: {counts}", "vi": "Số lá đang có: {counts}"},
    "ex.chan.wait_list": {"en": "Waiting cards: {cards}", "vi": "Cây chờ: {cards}"},
    "ex.chan.payments": {"en": "Payments: {payments}", "vi": "Tiền của từng người: {payments}"},
    "ex.chan.xuong": {"en": "none (Ù xuông)", "vi": "không có (Ù xuông)"},
    # answer forms
    "ex.chan.form_card": {"en": "Answer with one card, such as 'Tam vạn' or '3V'.",
                          "vi": "Hãy trả lời bằng một lá bài, ví dụ 'Tam vạn' hoặc '3V'."},
    "ex.chan.form_cards": {"en": "Answer with cards, such as '3V 7N CC' or ['Tam vạn', 'Chi chi'] ([] for none).",
                           "vi": "Hãy trả lời bằng các lá bài, ví dụ '3V 7N CC' hoặc ['Tam vạn', 'Chi chi'] "
                                 "([] nếu không có lá nào)."},
    "ex.chan.form_pairs": {"en": "Answer with two numbers, Chắn then Cạ, such as (6, 4).",
                           "vi": "Hãy trả lời bằng hai số, Chắn trước rồi Cạ, ví dụ (6, 4)."},
    "ex.chan.form_capture": {
        "en": "Answer False (or 'no') if you may not capture it; otherwise the card from your hand that pairs with "
              "it, such as '3V'.",
        "vi": "Trả lời False (hoặc 'không') nếu không được ăn; nếu được, hãy ghi lá trên tay ghép với nó, ví dụ '3V'."},
    "ex.chan.form_bonuses": {
        "en": "Answer with the bonus names, such as ['Tôm', 'Ù chì'] (a name twice if it counts twice), or [] for "
              "none (Ù xuông).",
        "vi": "Hãy trả lời bằng tên các cước, ví dụ ['Tôm', 'Ù chì'] (cước nào tính hai lần thì ghi hai lần), "
              "hoặc [] nếu không có cước nào (Ù xuông)."},
    "ex.chan.form_money": {"en": "Answer with a whole number: positive for a gain, negative for a payment.",
                           "vi": "Hãy trả lời bằng một số nguyên: dương nếu được, âm nếu phải trả."},
    "ex.chan.not_two_numbers": {"en": "{answer} is not two numbers.", "vi": "{answer} không phải là hai số."},
    "ex.chan.not_a_bonus": {"en": "{answer} is not a bonus of Chắn: expected names among {names}.",
                            "vi": "{answer} không phải là cước trong Chắn: hãy dùng các tên trong {names}."},
    # the rule to look at (first hint step) and a closer nudge (second)
    "ex.chan.s1_name": {
        "en": "The rule to look at: the upper character is the rank (二 nhị 2, 三 tam 3, 四 tứ 4, 五 ngũ 5, 六 lục 6, "
              "七 thất 7, 八 bát 8, 九 cửu 9), the lower one the suit (萬 Vạn, 索 Sách, 文 Văn); 半文 is Chi chi. "
              "A name reads rank then suit",
        "vi": "Luật cần xem: chữ trên là hàng (二 nhị 2, 三 tam 3, 四 tứ 4, 五 ngũ 5, 六 lục 6, 七 thất 7, 八 bát 8, "
              "九 cửu 9), chữ dưới là chất (萬 Vạn, 索 Sách, 文 Văn); 半文 là Chi chi. Tên lá đọc hàng trước, chất sau"},
    "ex.chan.s2_name": {
        "en": "Read the characters one at a time: the upper one is {top}, the lower one {bottom}; find each in the "
              "table of the rule",
        "vi": "Đọc từng chữ một: chữ trên là {top}, chữ dưới là {bottom}; tìm từng chữ trong bảng của luật"},
    "ex.chan.s2_name_chi": {"en": "This card has no rank numeral: it is the one card outside the three suits",
                            "vi": "Lá này không có chữ số chỉ hàng: đó là lá duy nhất không thuộc ba chất"},
    "ex.chan.s1_red": {
        "en": "The rule to look at: the red cards are Bát vạn, Cửu vạn, Bát sách, Cửu sách and Chi chi; every other "
              "card is black, Bát văn and Cửu văn too",
        "vi": "Luật cần xem: lá đỏ là Bát vạn, Cửu vạn, Bát sách, Cửu sách và Chi chi; mọi lá khác đều đen, kể cả "
              "Bát văn và Cửu văn"},
    "ex.chan.s2_red": {"en": "Look only at the 8s, the 9s and Chi chi ({n} cards here), and check the suit of each",
                       "vi": "Chỉ cần xem các lá hàng 8, hàng 9 và Chi chi (ở đây có {n} lá), rồi xem chất của từng lá"},
    "ex.chan.s1_pairs": {
        "en": "The rule to look at: a Chắn is two identical cards; a Cạ two cards of the same rank in different "
              "suits; a Chíu (four identical cards) counts as two Chắn; an identical pair is never split to make Cạ; "
              "Chi chi has no Cạ",
        "vi": "Luật cần xem: Chắn là hai lá giống hệt; Cạ là hai lá cùng hàng khác chất; Chíu (bốn lá giống nhau) "
              "tính là hai Chắn; không bao giờ xé một đôi giống hệt để ghép Cạ; Chi chi không có Cạ"},
    "ex.chan.s2_pairs": {
        "en": "Sort the cards by rank. First take the identical pairs of each card; then, rank by rank, pair the "
              "single cards left of two different suits",
        "vi": "Xếp bài theo hàng. Trước hết lấy các đôi giống hệt của từng lá; rồi xét từng hàng, ghép các lá lẻ còn "
              "lại khác chất với nhau"},
    "ex.chan.s1_combos": {
        "en": "The rule to look at: a Tôm is one each of Tam vạn, Tam sách and Thất văn; a Lèo one each of Cửu vạn, "
              "Bát sách and Chi chi; several sets count, but no card is used in two sets",
        "vi": "Luật cần xem: Tôm là một lá Tam vạn, một lá Tam sách và một lá Thất văn; Lèo là một lá Cửu vạn, một lá "
              "Bát sách và một lá Chi chi; có nhiều bộ thì tính nhiều bộ, nhưng không lá nào được dùng cho hai bộ"},
    "ex.chan.s2_combos": {
        "en": "Count the copies of each of the three cards separately: a set is complete only as many times as the "
              "rarest of the three",
        "vi": "Đếm riêng số lá của từng lá trong ba lá: số bộ đủ chỉ bằng số lá của lá ít nhất"},
    "ex.chan.s1_win": {
        "en": "The rule to look at: a win (ù) is all 20 cards in ten pairs with at least 6 Chắn (a Chíu counts as "
              "two); with Chi chi as the winning card exactly 6 Chắn and 4 Cạ; only on a card turned up from the "
              "stock or by Chíu, never on an ordinary discard",
        "vi": "Luật cần xem: ù là cả 20 lá thành mười cặp, trong đó ít nhất 6 Chắn (Chíu tính hai Chắn); nếu lá ù "
              "là Chi chi thì phải đúng 6 Chắn và 4 Cạ; chỉ ù lá lật từ nọc hoặc bằng Chíu, không bao giờ ù lá đánh "
              "ra thường"},
    "ex.chan.s2_win": {
        "en": "Check in order: how the winning card came; then pair the cards (identical pairs first) and count "
              "the Chắn; then look for a card left over",
        "vi": "Xét lần lượt: lá ù đến từ đâu; rồi ghép cặp (đôi giống hệt trước) và đếm số Chắn; rồi tìm lá lẻ"},
    "ex.chan.s1_wait": {
        "en": "The rule to look at: a card is waited for (cây chờ) when, added to the 19 cards, it makes ten pairs "
              "with at least 6 Chắn; Chi chi only for exactly 6 Chắn and 4 Cạ; no fifth copy of a card exists",
        "vi": "Luật cần xem: một lá là cây chờ khi thêm nó vào 19 lá thì được mười cặp với ít nhất 6 Chắn; Chi chi "
              "chỉ khi đúng 6 Chắn và 4 Cạ; không có lá thứ năm của một lá"},
    "ex.chan.s2_wait": {
        "en": "Pair the 19 cards first: here {n:card is|cards are} left over. Each waiting card must pair with a "
              "leftover card, as Chắn or as Cạ; then count the Chắn",
        "vi": "Ghép cặp 19 lá trước: ở đây còn {n} lá lẻ. Mỗi cây chờ phải ghép được với một lá lẻ, thành Chắn hoặc "
              "Cạ; rồi đếm số Chắn"},
    "ex.chan.s1_discard": {
        "en": "The rule to look at: never break an identical pair to discard (a triple may lose one card); a card "
              "you declined to capture as Chắn may not be discarded; after capturing a Cạ you may not discard both "
              "of its cards",
        "vi": "Luật cần xem: không được xé đôi giống hệt để đánh (bộ ba được đánh một lá); lá bạn đã bỏ không ăn "
              "Chắn thì không được đánh; đã ăn một Cạ thì không được đánh cả hai lá của Cạ đó"},
    "ex.chan.s2_discard": {
        "en": "Go through your hand card by card: how many copies of it do you hold, and did you decline it or "
              "capture a Cạ with its rank earlier?",
        "vi": "Xét từng lá trên tay: bạn có mấy lá như vậy, và trước đó bạn có bỏ Chắn lá đó hay đã ăn Cạ cùng "
              "hàng với nó không?"},
    "ex.chan.s1_capture": {
        "en": "The rule to look at: holding an identical card, capture as Chắn, never as Cạ; never break an "
              "identical pair to make Cạ; no Cạ in a rank where you already hold a Cạ, nor when one unpaired card "
              "remains; a card you declined or discarded earlier may not be captured; a capture must leave a legal "
              "discard",
        "vi": "Luật cần xem: có lá giống hệt thì phải ăn Chắn, không được ăn Cạ; không xé đôi giống hệt để ăn Cạ; "
              "không ăn Cạ ở hàng đã có Cạ, hay khi chỉ còn một lá lẻ; lá đã bỏ Chắn hoặc đã đánh thì không được ăn; "
              "ăn xong phải còn lá đánh hợp lệ"},
    "ex.chan.s2_capture": {
        "en": "Look in your hand for cards of the {rank} rank: is one of them identical to {card}? Is it part of "
              "a pair? Then check what you did earlier in the deal",
        "vi": "Tìm trên tay các lá hàng {rank}: có lá nào giống hệt {card} không? Lá đó có nằm trong đôi nào không? "
              "Rồi xem lại những gì bạn đã làm trước đó trong ván"},
    "ex.chan.s1_bonuses": {
        "en": "The rule to look at, the cước table: Ù chì (own gate), Thiên ù, Tôm, Bạch thủ (exactly 6 Chắn and no "
              "Cạ in the winning card's rank), Lèo, Thiên khai, Chíu ù, Bòn, Bạch định (no red card), Tám đỏ "
              "(exactly 8 red), Kính tứ chi, Thập thành (ten Chắn); several Tôm or Lèo count separately",
        "vi": "Luật cần xem, bảng cước: Ù chì (cửa mình), Thiên ù, Tôm, Bạch thủ (đúng 6 Chắn và không có Cạ ở hàng "
              "của lá ù), Lèo, Thiên khai, Chíu ù, Bòn, Bạch định (không có lá đỏ), Tám đỏ (đúng 8 lá đỏ), Kính tứ "
              "chi, Thập thành (mười Chắn); nhiều bộ Tôm hay Lèo thì tính riêng từng bộ"},
    "ex.chan.s2_bonuses": {
        "en": "Go down the table one line at a time: where the winning card came from, the Tôm and Lèo sets, the "
              "number of Chắn, the red cards ({red} here), and what happened on the way",
        "vi": "Xét lần lượt từng dòng của bảng: lá ù đến từ đâu, các bộ Tôm và Lèo, số Chắn, số lá đỏ (ở đây có "
              "{red} lá), và những gì đã xảy ra trong ván"},
    "ex.chan.s1_score": {
        "en": "The rule to look at: a plain win (Ù xuông) scores {xuong}; otherwise the highest main value plus the "
              "dịch of every other bonus (equal mains: the one with the higher dịch is the main one); with Thập "
              "thành the main values are added",
        "vi": "Luật cần xem: ù không có cước (Ù xuông) được {xuong} điểm; có cước thì lấy điểm chính cao nhất cộng "
              "dịch của mọi cước khác (điểm chính bằng nhau thì cước có dịch cao hơn làm cước chính); có Thập thành "
              "thì cộng điểm chính của mọi cước"},
    "ex.chan.s2_score": {
        "en": "First list the bonuses of this win ({n} here, counting each Tôm or Lèo); then pick the main one and "
              "add the others' dịch",
        "vi": "Trước hết liệt kê các cước của ván ù này (ở đây có {n} cước, mỗi bộ Tôm hay Lèo tính một); rồi chọn "
              "cước chính và cộng dịch của các cước còn lại"},
    "ex.chan.s1_settle": {
        "en": "The rule to look at: each of the three losers pays the score; the winner receives three times it",
        "vi": "Luật cần xem: mỗi người trong ba người thua trả số điểm của ván; người ù nhận gấp ba số đó"},
    "ex.chan.s2_settle": {
        "en": "Is Player {player} the winner or a loser? Then decide the sign and how many players pay",
        "vi": "Người chơi {player} là người ù hay người thua? Rồi xét dấu và số người phải trả"},
    "ex.chan.s1_deal": {
        "en": "The rule to look at: first score the win (highest main value plus the other bonuses' dịch, Ù xuông "
              "{xuong}); then each of the three losers pays that score and the winner receives three times it",
        "vi": "Luật cần xem: trước hết tính cước của ván ù (điểm chính cao nhất cộng dịch các cước khác, Ù xuông "
              "{xuong} điểm); rồi mỗi người trong ba người thua trả số điểm đó, người ù nhận gấp ba"},
    "ex.chan.s2_deal": {
        "en": "Work in two steps: the score of the win ({n} bonuses here), then Player {player}'s share of the "
              "payments",
        "vi": "Làm hai bước: điểm của ván ù (ở đây có {n} cước), rồi phần tiền của Người chơi {player}"},
    # feedback on a wrong answer
    "ex.chan.h_too_high": {"en": "Too high", "vi": "Cao quá"},
    "ex.chan.h_too_low": {"en": "Too low", "vi": "Thấp quá"},
    "ex.chan.h_chan_count": {"en": "The number of Chắn is not right", "vi": "Số Chắn chưa đúng"},
    "ex.chan.h_ca_count": {"en": "The number of Chắn is right; the number of Cạ is not",
                           "vi": "Số Chắn đã đúng; số Cạ chưa đúng"},
    "ex.chan.h_extra": {"en": "{card}: {why}", "vi": "{card}: {why}"},
    "ex.chan.h_not_waiting": {"en": "{cards}: with it the hand is not a win",
                              "vi": "{cards}: thêm lá đó thì bài chưa ù"},
    "ex.chan.h_missing": {"en": "A card that belongs in the answer is missing",
                          "vi": "Còn thiếu một lá lẽ ra phải có trong câu trả lời"},
    "ex.chan.h_not_held": {"en": "{cards}: not in your hand", "vi": "{cards}: không có trên tay bạn"},
    "ex.chan.h_capture_possible": {"en": "Look again: the rules leave you a capture here",
                                   "vi": "Xem lại: ở đây luật vẫn cho bạn ăn"},
    "ex.chan.h_not_same_rank": {"en": "{card} is not of the rank of {offer}: it pairs with it neither as Chắn nor "
                                      "as Cạ",
                                "vi": "{card} không cùng hàng với {offer}: không ghép được thành Chắn hay Cạ"},
    "ex.chan.h_bonus_extra": {"en": "{name} does not apply to this win", "vi": "Cước {name} không có trong ván ù này"},
    "ex.chan.h_bonus_missing": {"en": "A bonus this win earns is missing", "vi": "Còn thiếu một cước của ván ù này"},
    # known mistakes, named only when the learner's value is the one the mistake gives
    "ex.chan.mis_van_breve": {
        "en": "reading Văn (文) as Vạn (萬); without its breve 'van' means Vạn: write 'văn' or the letter N",
        "vi": "đọc nhầm Văn (文) thành Vạn (萬); viết 'van' không dấu là Vạn: hãy viết 'văn' hoặc chữ N"},
    "ex.chan.mis_suit": {"en": "reading the suit character wrong: 萬 is Vạn, 索 Sách, 文 Văn",
                         "vi": "đọc nhầm chữ chỉ chất: 萬 là Vạn, 索 là Sách, 文 là Văn"},
    "ex.chan.mis_red_chi": {"en": "forgetting Chi chi: it is a red card too",
                            "vi": "quên Chi chi: Chi chi cũng là lá đỏ"},
    "ex.chan.mis_red_van": {"en": "counting Bát văn and Cửu văn as red; in Văn every card is black",
                            "vi": "tính Bát văn và Cửu văn là lá đỏ; chất Văn lá nào cũng đen"},
    "ex.chan.mis_chiu_one": {"en": "counting a Chíu as one Chắn; four identical cards are two Chắn",
                             "vi": "tính Chíu là một Chắn; bốn lá giống nhau là hai Chắn"},
    "ex.chan.mis_split": {"en": "splitting an identical pair to make Cạ; an identical pair is never split",
                          "vi": "xé một đôi giống hệt để ghép Cạ; không bao giờ được xé đôi giống hệt"},
    "ex.chan.mis_ca_suit": {"en": "pairing cards of the same suit as Cạ; a Cạ is the same rank in different suits",
                            "vi": "ghép hai lá cùng chất thành Cạ; Cạ là hai lá cùng hàng khác chất"},
    "ex.chan.mis_reuse": {"en": "using a card in two sets; each set needs its own three cards",
                          "vi": "dùng một lá cho hai bộ; mỗi bộ cần ba lá riêng"},
    "ex.chan.mis_discard_win": {"en": "winning on an ordinary discard; a win is only on a card turned up from the "
                                      "stock or by Chíu",
                                "vi": "ù lá đánh ra thường; chỉ được ù lá lật từ nọc hoặc bằng Chíu"},
    "ex.chan.mis_chi_chi": {"en": "forgetting the Chi chi rule; on Chi chi the hand needs exactly 6 Chắn and 4 Cạ",
                            "vi": "quên luật Chi chi; ù bằng Chi chi thì phải đúng 6 Chắn và 4 Cạ"},
    "ex.chan.mis_ca_as_chan": {"en": "counting a Cạ towards the six Chắn; only identical pairs are Chắn",
                               "vi": "tính Cạ vào sáu Chắn; chỉ đôi giống hệt mới là Chắn"},
    "ex.chan.mis_wait_chi": {"en": "waiting for Chi chi without exactly 6 Chắn and 4 Cạ",
                             "vi": "chờ Chi chi khi không có đúng 6 Chắn và 4 Cạ"},
    "ex.chan.mis_break_pair": {"en": "breaking an identical pair to discard; only a card of an odd count may go "
                                     "(a triple may lose one)",
                               "vi": "xé đôi giống hệt để đánh; chỉ lá lẻ mới được đánh (bộ ba được đánh một lá)"},
    "ex.chan.mis_declined": {"en": "discarding a card you declined to capture as Chắn; that face may not be "
                                   "discarded",
                             "vi": "đánh lá mình đã bỏ không ăn Chắn; lá đó không được đánh"},
    "ex.chan.mis_ca_same": {"en": "capturing as Cạ while holding the identical card; holding it, you capture as Chắn",
                            "vi": "ăn Cạ khi đang có lá giống hệt; có lá giống hệt thì phải ăn Chắn"},
    "ex.chan.mis_tom_once": {"en": "counting Tôm or Lèo once; each complete set counts separately",
                             "vi": "chỉ tính Tôm hay Lèo một lần; mỗi bộ đủ được tính riêng"},
    "ex.chan.mis_u_chi": {"en": "forgetting to ask at whose gate the winning card was turned up; the gate can earn "
                                "a bonus too",
                          "vi": "quên xét lá ù được lật ở cửa nào; cửa lật lá ù cũng có thể thành một cước"},
    "ex.chan.mis_sum_mains": {"en": "adding every main value; only the highest main value counts, the other "
                                    "bonuses add their dịch",
                              "vi": "cộng mọi điểm chính; chỉ lấy điểm chính cao nhất, các cước khác cộng dịch"},
    "ex.chan.mis_main_only": {"en": "forgetting the dịch of the other bonuses", "vi": "quên cộng dịch của các cước khác"},
    "ex.chan.mis_plus_xuong": {"en": "adding Ù xuông's {xuong} to the bonuses; Ù xuông is only a win with no bonus",
                               "vi": "cộng thêm {xuong} điểm Ù xuông; Ù xuông chỉ là ván ù không có cước nào"},
    "ex.chan.mis_thap_thanh": {"en": "using main + dịch with Thập thành; with it the main values are added",
                               "vi": "tính điểm chính cộng dịch khi có Thập thành; có Thập thành thì cộng các điểm chính"},
    "ex.chan.mis_once": {"en": "giving the winner the score once; each of the three losers pays it",
                         "vi": "cho người ù nhận số điểm một lần; mỗi người trong ba người thua đều trả số đó"},
    "ex.chan.mis_loser_three": {"en": "charging a loser three times the score; each loser pays the score once",
                                "vi": "bắt người thua trả gấp ba; mỗi người thua chỉ trả số điểm một lần"},
    "ex.chan.mis_sign": {"en": "mixing up gain and payment; a gain is positive, a payment negative",
                         "vi": "nhầm được với trả; được ghi số dương, phải trả ghi số âm"},
    "ex.chan.mis_history": {"en": "forgetting what happened on the way; those bonuses count too",
                            "vi": "quên những gì xảy ra trong ván; các cước đó cũng được tính"},
})


def _m(code: str, **params) -> str:
    return message("ex.chan." + code, **params)


def _names(cards) -> str:
    return ", ".join(c.name for c in cards)


def _in_order(cards) -> list:
    return sorted(cards, key=lambda c: c.sort_key)


def _chosen(name: str, value, low: int, high: int) -> tuple:
    return chosen_cards(name, value, low, high, "Chắn", parse=C.parse_cards, copies=4, example="3V 3S 7N CC")


def _chosen_card(name: str, value) -> ChanCard:
    return _chosen(name, value, 1, 1)[0]


def _hand_html(label: str, cards, color: str = GREY, note: str = "", labels: bool = True) -> str:
    draw = render.long_cards_html if labels else (lambda cards: render.long_cards_html(cards, labels=False))
    return box(label, list(cards), color, note, draw=draw)


def _read_chan_cards(answer, form: str = "ex.chan.form_cards") -> list:
    """Chắn cards in any form: ``"3V 7N"``, ``"Tam vạn, Chi chi"``, ``["Tam vạn", "7N"]``, cards."""
    if isinstance(answer, (list, tuple)) and answer and all(isinstance(a, str) for a in answer):
        answer = ", ".join(answer)         # names are two words: read the list as one text
    if isinstance(answer, (list, tuple, set, frozenset)) and not answer:
        return []
    if isinstance(answer, str) and answer.strip().lower() in core._NOBODY | {"không có", "khong co", "[]"}:
        return []
    return read_cards(answer, form, C.parse_cards)


def _read_chan_card(answer, form: str = "ex.chan.form_card") -> ChanCard:
    cards = _read_chan_cards(answer, form)
    if len(cards) != 1:
        raise AnswerError(message("exercises.not_one_card", answer=show(answer), n=len(cards)) + " " + message(form))
    return cards[0]


def _counts(cards) -> list[int]:
    cnt = [0] * 25
    for c in cards:
        cnt[c.index] += 1
    return cnt


def _cards_of(cnt) -> list[ChanCard]:
    return [FACES[f] for f in range(25) for _ in range(cnt[f])]


def _win_counts(rng: random.Random, n_chan: int, chiu: int = 0, prefer=(), chi_chi: bool = False) -> list[int]:
    """Face counts of 20 cards making ``n_chan`` Chắn (``chiu`` of them as Chíu, two Chắn each) and
    ``10 - n_chan`` Cạ, checked with :func:`chan.decompose`; faces in ``prefer`` come more often."""
    for _ in range(2000):
        cnt = [0] * 25
        for r in rng.sample(range(8), 10 - n_chan):             # one Cạ per rank: the pairing stays as built
            a, b = rng.sample(range(3), 2)
            cnt[r * 3 + a] += 1
            cnt[r * 3 + b] += 1
        for f in rng.sample([f for f in range(25) if cnt[f] == 0], chiu):
            cnt[f] = 4
        if chi_chi and cnt[24] == 0:
            cnt[24] = 2
        while sum(c // 2 for c in cnt) < n_chan:
            pool = [f for f in range(25) if cnt[f] <= 2 and not (f == 24 and cnt[24])]
            wished = [f for f in pool if FACES[f] in prefer]
            f = rng.choice(wished if wished and rng.random() < 0.5 else pool)
            cnt[f] += 2
        p = C.decompose(_cards_of(cnt))
        if sum(cnt) == 20 and p.n_chan == n_chan and p.n_ca == 10 - n_chan and not p.unpaired:
            return cnt
    raise CardlabError("could not deal a winning hand")  # pragma: no cover - the loop always finds one


def _how(source: str) -> str:
    return _m({"own_gate_stock": "how_own", "other_gate_stock": "how_other", "discard": "how_discard",
               "chiu": "how_chiu", "dealt": "how_dealt"}[source])


def _history_text(history) -> str:
    flags = [f for f in C.HISTORY_FLAGS if f in history]
    return _m("history", flags="; ".join(_m("flag_" + f) for f in flags)) if flags else ""


_SOURCES = ("own_gate_stock", "other_gate_stock", "dealt", "chiu", "discard")


def _chosen_source(value) -> str:
    if value not in _SOURCES:
        raise CardlabError(f"win_source={show(value)}: expected one of {', '.join(map(repr, _SOURCES))}")
    return value


def _chosen_history(value) -> tuple:
    if value is None or value == ():
        return ()
    flags = (value,) if isinstance(value, str) else tuple(value) if isinstance(value, (list, tuple, set)) else None
    if flags is None or any(f not in C.HISTORY_FLAGS for f in flags):
        raise CardlabError(f"history={show(value)}: expected flags among {', '.join(C.HISTORY_FLAGS)}")
    return tuple(sorted(set(flags)))


def _chosen_seat(name: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise CardlabError(f"{name}={show(value)}: expected a seat number from 0 to 3")
    return value


def _chosen_points(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 200:
        raise CardlabError(f"points={show(value)}: expected the score of a win, a whole number from 0 to 200")
    return value


# ---------------------------------------------------------------------------
# The questions


class NameQuestion(Question):
    """Q: the name of ``card``; expected: the card (any notation :func:`chan.parse_card` reads).

    ``NameQuestion(card="7N")``.

    Raises:
        CardlabError: for something that is not exactly one Chắn card.
    """

    key = "name"
    title_code = "ex.chan.t_name"
    form_code = "ex.chan.form_card"

    def __init__(self, number=1, rules=None, rng=None, *, card=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"card": card}, example="card='7N'"):
            card = rng.choice(FACES)
        self.card = _chosen_card("card", card)

    @property
    def expected(self):
        return self.card

    def read(self, answer):
        return _read_chan_card(answer)

    def show_value(self, value):
        return value.name

    def hint_steps(self):
        c = self.card
        nudge = _m("s2_name_chi") if c.is_chi_chi else _m("s2_name", top=c.chinese[0], bottom=c.chinese[1])
        return [_m("s1_name"), nudge]

    def hints(self, value, correct, attempt):
        if correct:
            return [_m("card_is", name=self.card.name, chinese=self.card.chinese, short=str(self.card))]
        return graduated(self, attempt)

    def misconception(self, value):
        c = self.card
        if value == c or c.is_chi_chi or value.is_chi_chi or value.rank != c.rank:
            return None
        if c.suit is ChanSuit.CASH and value.suit is ChanSuit.MYRIADS:
            return _m("mis_van_breve")
        return _m("mis_suit")

    def answer_lines(self):
        return [_m("card_is", name=self.card.name, chinese=self.card.chinese, short=str(self.card))]

    def prompt(self):
        return _m("p_name")

    def body_html(self):
        # The characters alone: the notation and name printed under a drawn card would be the answer.
        return _hand_html(_m("card"), [self.card], labels=False)


class RedQuestion(core.NumberQuestion):
    """Q: how many of ``hand`` are red; expected: the count of :func:`chan.is_red`.

    ``RedQuestion(hand="8V 9S 8N CC 3V")`` (1 to 20 cards).

    Raises:
        CardlabError: for cards that cannot be read, more than four copies of a card, or a hand size out of range.
    """

    key = "red"
    title_code = "ex.chan.t_red"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"hand": hand}, example="hand='8V 9S 8N CC 3V'"):
            hand = self._deal(rng)
        self.hand = tuple(_in_order(_chosen("hand", hand, 1, 20)))
        self.red = sum(1 for c in self.hand if C.is_red(c))

    @staticmethod
    def _deal(rng):
        deck = list(C.DECK)
        rng.shuffle(deck)
        eights_nines = [c for c in deck if c.is_chi_chi or c.rank >= 8]
        return rng.sample(eights_nines, rng.randint(3, 5)) + [c for c in deck if c not in eights_nines][:rng.randint(5, 8)]

    @property
    def amount(self):
        return self.red

    def hint_steps(self):
        n = sum(1 for c in self.hand if c.is_chi_chi or c.rank >= 8)
        return [_m("s1_red"), _m("s2_red", n=n)]

    def hints(self, value, correct, attempt):
        if correct:
            return [_m("red_list", cards=_names([c for c in self.hand if c.is_red]) or _m("none"))]
        return [_m("h_too_high" if value > self.red else "h_too_low")] + graduated(self, attempt)

    def misconception(self, value):
        chi = sum(1 for c in self.hand if c.is_chi_chi)
        van = sum(1 for c in self.hand if c.suit is ChanSuit.CASH and c.rank >= 8)
        if chi and value == self.red - chi:
            return _m("mis_red_chi")
        if van and value == self.red + van:
            return _m("mis_red_van")
        return None

    def answer_lines(self):
        return [str(self.red), _m("red_list", cards=_names([c for c in self.hand if c.is_red]) or _m("none"))]

    def prompt(self):
        return _m("p_red", n=len(self.hand))

    def body_html(self):
        return _hand_html(_m("cards"), self.hand)


def _read_two_numbers(answer) -> tuple:
    """Two whole numbers: ``(6, 4)``, ``[6, 4]``, ``"6 4"``, ``"6 chắn 4 cạ"``; a Pairing gives its counts."""
    if isinstance(answer, C.Pairing):
        return answer.n_chan, answer.n_ca
    if isinstance(answer, str):
        numbers = re.findall(r"-?\d+", answer)
        if len(numbers) == 2 and all(len(n) < 6 for n in numbers):
            return int(numbers[0]), int(numbers[1])
        raise AnswerError(_m("not_two_numbers", answer=show(answer)) + " " + _m("form_pairs"))
    if isinstance(answer, (list, tuple)) and len(answer) == 2:
        try:
            return read_number(answer[0]), read_number(answer[1])
        except AnswerError:
            pass
    if isinstance(answer, (list, tuple)):
        raise AnswerError(_m("not_two_numbers", answer=show(answer)) + " " + _m("form_pairs"))
    raise core._type_error(answer, "ex.chan.form_pairs")


def _pairs_ignoring_split(cnt) -> tuple:
    """Chắn and Cạ of a learner who pairs across suits first (splitting identical pairs), then the rest."""
    chan = cnt[24] // 2
    ca = 0
    for base in range(0, 24, 3):
        left = [cnt[base], cnt[base + 1], cnt[base + 2]]
        while sum(1 for x in left if x) >= 2:
            left.sort(reverse=True)
            left[0] -= 1
            left[1] -= 1
            ca += 1
        chan += sum(x // 2 for x in left)
    return chan, ca


def _same_suit_leftovers(pairing) -> int:
    """Pairs a learner would make of leftover cards sharing a suit (taking a Cạ for same suit)."""
    by_suit = {}
    for c in pairing.unpaired:
        if not c.is_chi_chi:
            by_suit[c.suit] = by_suit.get(c.suit, 0) + 1
    return sum(n // 2 for n in by_suit.values())


class PairsQuestion(Question):
    """Q: how many Chắn and Cạ ``cards`` make; expected: the counts of :func:`chan.decompose`.

    ``PairsQuestion(cards="3V 3V 3S 4N 4N 4N 4N")`` (2 to 20 cards).

    Raises:
        CardlabError: for cards that cannot be read, more than four copies of a card, or a size out of range.
    """

    key = "pairs"
    title_code = "ex.chan.t_pairs"
    form_code = "ex.chan.form_pairs"

    def __init__(self, number=1, rules=None, rng=None, *, cards=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"cards": cards}, example="cards='3V 3V 3S 4N 4N 4N 4N'"):
            cards = self._deal(rng)
        self.cards = tuple(_in_order(_chosen("cards", cards, 2, 20)))
        self.pairing = C.decompose(self.cards)

    @staticmethod
    def _deal(rng):
        cnt = [0] * 25
        ranks = rng.sample(range(8), rng.randint(3, 4))
        for r in ranks:                                   # several cards of a rank: Chắn, Cạ and traps
            for s in rng.sample(range(3), rng.choice((2, 2, 3))):
                cnt[r * 3 + s] += rng.choice((1, 1, 2, 3))
        if rng.random() < 0.5:
            f = rng.choice([f for f in range(25) if cnt[f] == 0])
            cnt[f] = 4                                    # a Chíu
        if rng.random() < 0.3:
            cnt[24] += rng.choice((1, 2))
        while sum(cnt) < 10:
            cnt[rng.choice([f for f in range(24) if cnt[f] < 4])] += 1
        cards = _cards_of(cnt)
        rng.shuffle(cards)
        return cards[:16]

    @property
    def expected(self):
        return self.pairing.n_chan, self.pairing.n_ca

    def read(self, answer):
        return _read_two_numbers(answer)

    def show_value(self, value):
        return _m("pairs_value", chan=value[0], ca=value[1])

    def hint_steps(self):
        return [_m("s1_pairs"), _m("s2_pairs")]

    def _pairing_text(self):
        p = self.pairing
        parts = [f"Chắn {a.name}–{b.name}" for a, b in p.chan] + [f"Cạ {a.name}–{b.name}" for a, b in p.ca]
        if p.unpaired:
            parts.append(_m("leftover", cards=_names(p.unpaired)))
        return _m("pairing", pairing="; ".join(parts))

    def hints(self, value, correct, attempt):
        if correct:
            return [self._pairing_text()]
        head = _m("h_chan_count") if value[0] != self.expected[0] else _m("h_ca_count")
        return [head] + graduated(self, attempt)

    def misconception(self, value):
        chan, ca = self.expected
        n_chiu = len(self.pairing.chiu)
        if n_chiu and value == (chan - n_chiu, ca):
            return _m("mis_chiu_one")
        split = _pairs_ignoring_split(_counts(self.cards))
        if split != (chan, ca) and value == split:
            return _m("mis_split")
        extra = _same_suit_leftovers(self.pairing)
        if extra and value == (chan, ca + extra):
            return _m("mis_ca_suit")
        return None

    def answer_lines(self):
        return [_m("pairs_value", chan=self.expected[0], ca=self.expected[1]), self._pairing_text()]

    def prompt(self):
        return _m("p_pairs", n=len(self.cards))

    def body_html(self):
        return _hand_html(_m("cards"), self.cards)


class CombosQuestion(core.NumberQuestion):
    """Q: how many Tôm (or Lèo) sets ``hand`` holds; expected: :func:`chan.find_combos`.

    ``CombosQuestion(hand="3V 3V 3S 3S 7N", combo="tom")``; ``combo`` is ``"tom"`` or ``"leo"``.

    Raises:
        CardlabError: for cards that cannot be read, more than four copies, a size out of range, or another combo.
    """

    key = "combos"
    title_code = "ex.chan.t_combos"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, combo="tom"):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"hand": hand}, example="hand='3V 3V 3S 3S 7N', combo='tom'"):
            hand, combo = self._deal(rng)
        if combo not in ("tom", "leo"):
            raise CardlabError(f"combo={show(combo)}: expected 'tom' or 'leo'")
        self.combo = combo
        self.hand = tuple(_in_order(_chosen("hand", hand, 1, 20)))
        self.count = C.find_combos(self.hand)[combo]

    @staticmethod
    def _deal(rng):
        combo = rng.choice(("tom", "leo"))
        faces = TOM if combo == "tom" else LEO
        cards = [f for f in faces for _ in range(rng.choice((0, 1, 1, 2, 2, 3)))]
        others = [c for c in C.DECK if c not in faces]
        rng.shuffle(others)
        cards += others[:rng.randint(4, 7)]
        return cards, combo

    @property
    def faces(self):
        return TOM if self.combo == "tom" else LEO

    @property
    def amount(self):
        return self.count

    def hint_steps(self):
        return [_m("s1_combos"), _m("s2_combos")]

    def _held(self):
        return ", ".join(f"{f.name} × {sum(1 for c in self.hand if c == f)}" for f in self.faces)

    def hints(self, value, correct, attempt):
        if correct:
            return [_m("combo_counts", counts=self._held())]
        return [_m("h_too_high" if value > self.count else "h_too_low")] + graduated(self, attempt)

    def misconception(self, value):
        held = [sum(1 for c in self.hand if c == f) for f in self.faces]
        if min(held) and max(held) != self.count and value == max(held):
            return _m("mis_reuse")
        return None

    def answer_lines(self):
        return [str(self.count), _m("combo_counts", counts=self._held())]

    def prompt(self):
        return _m("p_combos", combo=_m("combo_" + self.combo))

    def body_html(self):
        return _hand_html(_m("cards"), self.hand)


class WinQuestion(core.NudgedVerdictQuestion):
    """Q: is ``cards`` (20) a win on ``winning_card`` come from ``win_source``? expected: :func:`chan.check_win`.

    ``WinQuestion(cards=..., winning_card="7N", win_source="own_gate_stock")``.

    Raises:
        CardlabError: for cards that cannot be read, other than 20 cards, a winning card not among them, or an
            unknown win source.
    """

    key = "win"
    title_code = "ex.chan.t_win"
    KINDS = ("win", "win", "discard", "few", "chi_chi", "unpaired", "unpaired", "chiu")

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, winning_card=None, win_source=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"cards": cards, "winning_card": winning_card, "win_source": win_source},
                   example="cards='...20 cards...', winning_card='7N', win_source='own_gate_stock'"):
            cards, winning_card, win_source = self._deal(rng)
        self.cards = tuple(_in_order(_chosen("cards", cards, 20, 20)))
        self.winning_card = _chosen_card("winning_card", winning_card)
        if self.winning_card not in self.cards:
            raise CardlabError(f"winning_card={show(winning_card)} is not among the cards: expected one of them")
        self.win_source = _chosen_source(win_source)
        if self.win_source == "dealt":
            raise CardlabError("win_source='dealt': a Thiên ù has no winning card: expected a card turned up, a "
                               "discard or a Chíu")
        self.verdict = C.check_win(self.cards, self.winning_card, self.win_source, self.rules)

    @classmethod
    def _deal(cls, rng):
        kind = rng.choice(cls.KINDS)
        source = rng.choice(("own_gate_stock", "other_gate_stock"))
        if kind == "few":
            cnt = _win_counts(rng, 5)
        elif kind == "chi_chi":
            cnt = _win_counts(rng, 7, chi_chi=True)
        elif kind == "chiu":
            cnt = _win_counts(rng, 6, chiu=1)
        else:
            cnt = _win_counts(rng, rng.choice((6, 6, 7, 8)))
        cards = _cards_of(cnt)
        win = rng.choice(cards)
        if kind == "discard":
            source = "discard"
        elif kind == "chi_chi":
            win = CHI_CHI
        elif kind == "chiu":
            win = FACES[cnt.index(4)]
            source = rng.choice((source, "chiu"))
        elif kind == "unpaired":
            # Swap one card of a Cạ for a card of its suit and another rank: a leftover pair of one suit.
            ca = [c for c in C.decompose(cards).ca]
            a, _ = rng.choice(ca)
            others = [f for f in FACES if not f.is_chi_chi and f.suit is a.suit and f.rank != a.rank
                      and cnt[f.index] < 4]
            new = rng.choice(others)
            cards.remove(a)
            cards.append(new)
            win = new
        return cards, win, source

    def hint_steps(self):
        return [_m("s1_win"), _m("s2_win")]

    def misconception(self, value):
        if value == bool(self.verdict):
            return None
        codes = self.verdict.codes
        if value:
            if "chan.no_win_on_discard" in codes:
                return _m("mis_discard_win")
            if "chan.chi_chi_exact" in codes:
                return _m("mis_chi_chi")
            if "chan.too_few_chan" in codes and self.verdict.ca:
                return _m("mis_ca_as_chan")
            if "chan.unpaired" in codes and _same_suit_leftovers(self.verdict.pairing):
                return _m("mis_ca_suit")
            return None
        chiu = len(self.verdict.pairing.chiu)
        if chiu and self.verdict.chan - chiu < self.rules.MIN_CHAN:
            return _m("mis_chiu_one")
        return None

    def prompt(self):
        return _m("p_win", card=self.winning_card.name, how=_how(self.win_source))

    def body_html(self):
        return (_hand_html(_m("cards"), self.cards) +
                _hand_html(_m("winning"), [self.winning_card], BROWN, _how(self.win_source)))


class WaitQuestion(Question):
    """Q: which cards complete ``hand`` (19 cards); expected: the cards of :func:`chan.waiting_cards`.

    ``WaitQuestion(hand="...19 cards...")``.

    Raises:
        CardlabError: for cards that cannot be read, more than four copies, or other than 19 cards.
    """

    key = "wait"
    title_code = "ex.chan.t_wait"
    form_code = "ex.chan.form_cards"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"hand": hand}, example="hand='...19 cards...'"):
            hand = self._deal(rng)
        self.hand = tuple(_in_order(_chosen("hand", hand, 19, 19)))
        self.waits = C.waiting_cards(self.hand, self.rules)
        self.faces = frozenset(w.card for w in self.waits)

    @staticmethod
    def _deal(rng):
        roll = rng.random()
        if roll < 0.25:       # Chi chi completes the pairs, but is it exactly 6 Chắn and 4 Cạ?
            cnt = _win_counts(rng, rng.choice((6, 7)), chi_chi=True)
            cnt[24] -= 1
            return _cards_of(cnt)
        cnt = _win_counts(rng, rng.choice((6, 6, 7)))
        cards = _cards_of(cnt)
        pairing = C.decompose(cards)
        if roll < 0.7 and pairing.ca:
            cards.remove(rng.choice(rng.choice(pairing.ca)))      # a Cạ broken: several cards may mend it
        else:
            cards.remove(rng.choice(cards))
        return cards

    @property
    def expected(self):
        return sorted(self.faces)

    def read(self, answer):
        return frozenset(_read_chan_cards(answer))

    def judge(self, value):
        return value == self.faces

    def show_value(self, value):
        return _names(sorted(value)) or _m("none")

    def hint_steps(self):
        return [_m("s1_wait"), _m("s2_wait", n=len(C.decompose(self.hand).unpaired))]

    def _list(self):
        return _m("wait_list", cards="; ".join(w.describe() for w in self.waits) or _m("none"))

    def hints(self, value, correct, attempt):
        if correct:
            return [self._list()]
        out = []
        wrong = sorted(value - self.faces)
        if wrong:
            out.append(_m("h_not_waiting", cards=_names(wrong)))
        elif self.faces - value:
            out.append(_m("h_missing"))
        return out + graduated(self, attempt)

    def misconception(self, value):
        if CHI_CHI in value and CHI_CHI not in self.faces and value == self.faces | {CHI_CHI}:
            cnt = _counts(self.hand)
            cnt[24] += 1
            if not C.decompose(_cards_of(cnt)).unpaired:
                return _m("mis_wait_chi")
        return None

    def answer_lines(self):
        return [_names(self.expected) or _m("none"), self._list()]

    def prompt(self):
        return _m("p_wait")

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


# ---------------------------------------------------------------------------
# Questions on a game in progress: a real deal, played by random legal moves to a decision


def _play_to(rng: random.Random, rules, phases, wanted) -> State:
    """A deal played by random legal moves until the player to act is in one of ``phases`` and
    ``wanted(state)`` holds (a decision worth asking about)."""
    for _ in range(400):
        state = C.new_game(rng.randrange(10 ** 6), rules)
        stop = rng.randint(0, 60)
        for step in range(200):
            if state.is_terminal():
                break
            if step >= stop and state.phase in phases and wanted(state):
                return state
            acts = state.legal_actions()
            # Captures and Chíu are taken more often than chance, so that laid-down groups and barred faces show.
            strong = [a for a in acts if a.kind in ("chan", "ca", "chiu")]
            state.apply(rng.choice(strong if strong and rng.random() < 0.6 else acts))
    raise CardlabError("could not reach a decision in a deal")  # pragma: no cover


def _chosen_state(state, phases, what: str) -> State:
    if not isinstance(state, State) or state.phase not in phases:
        raise CardlabError(f"state={show(state)}: expected a chan game (chan.new_game(...)) at a moment when "
                           f"{what}")
    return state.clone()


class _Position(Question):
    """A question on a game in progress: the player to act, their cards and what they did earlier."""

    def _keep(self, state: State):
        self.state = state
        self.player = p = state.current_player
        self.hand = tuple(state.hands[p])
        self.laid = tuple(state.exposed[p])
        self.declined = tuple(FACES[f] for f in sorted(state.declined[p]))
        self.discarded = tuple(FACES[f] for f in sorted(state.discarded[p]))
        self.ca_hand = tuple(FACES[f] for f in sorted(state.ca_from_hand[p]))

    def _situation(self) -> str:
        facts = []
        if self.declined:
            facts.append(_m("past_declined", cards=_names(self.declined)))
        if self.discarded:
            facts.append(_m("past_discarded", cards=_names(self.discarded)))
        if self.ca_hand:
            facts.append(_m("past_ca_hand", cards=_names(self.ca_hand)))
        past = _m("past", facts=_m("and").join(facts)) if facts else ""
        return _m("situation", past=past)

    def _cards_html(self) -> str:
        laid = "".join(_hand_html(_m("laid"), g.cards, GREEN) for g in self.laid)
        return _hand_html(_m("hand"), self.hand) + laid


class DiscardQuestion(_Position):
    """Q: which cards the player to act may discard; expected: the discards among the game's legal moves.

    Built on a position: ``DiscardQuestion(state=s)`` where ``s`` (a :class:`chan.State`) waits for a
    discard (after a capture, or the dealer's first discard).

    Raises:
        CardlabError: for a state that is not a Chắn game waiting for a discard.
    """

    key = "discard"
    title_code = "ex.chan.t_discard"
    form_code = "ex.chan.form_cards"
    PHASES = (Phase.DISCARD, Phase.OPENING)

    def __init__(self, number=1, rules=None, rng=None, *, state=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"state": state}, example="state=chan.new_game(3)"):
            state = _play_to(rng, self.rules, (Phase.DISCARD,), lambda s: self._worth(s, rng))
        else:
            state = _chosen_state(state, self.PHASES, "the player to act discards")
            self.rules = state.rules
        self._keep(state)
        self.legal = frozenset(a.cards[0] for a in state.legal_actions() if a.kind == "discard")

    @staticmethod
    def _worth(state, rng):
        p = state.current_player
        cnt = _counts(state.hands[p])
        # A hand with pairs to keep and, more often than not, a face declined or a Cạ captured.
        return any(n >= 2 for n in cnt) and bool(state.declined[p] or state.captured_ca[p] or rng.random() < 0.3)

    @property
    def expected(self):
        return sorted(self.legal)

    def read(self, answer):
        return frozenset(_read_chan_cards(answer))

    def judge(self, value):
        return value == self.legal

    def show_value(self, value):
        return _names(sorted(value)) or _m("none")

    def _why(self, card) -> str:
        verdict = self.state.why_illegal(Action("discard", (card,), None, self.player))
        return C.yours(verdict, self.player).text()      # the question puts the learner in this seat

    def hint_steps(self):
        return [_m("s1_discard"), _m("s2_discard")]

    def hints(self, value, correct, attempt):
        if correct:
            return [_names(self.expected)]
        out = []
        stray = sorted(c for c in value if c not in self.hand)
        if stray:
            out.append(_m("h_not_held", cards=_names(stray)))
        for c in sorted(value - self.legal):
            if c in self.hand:
                out.append(_m("h_extra", card=c.name, why=self._why(c)))
                break
        if not out and self.legal - value:
            out.append(_m("h_missing"))
        return out + graduated(self, attempt)

    def misconception(self, value):
        cnt = _counts(self.hand)
        paired = {f for f in FACES if cnt[f.index] >= 2 and cnt[f.index] % 2 == 0}
        if paired and value == self.legal | paired:
            return _m("mis_break_pair")
        declined = {f for f in self.declined if cnt[f.index] % 2 == 1}
        if declined - self.legal and value == self.legal | declined:
            return _m("mis_declined")
        return None

    def answer_lines(self):
        lines = [_names(self.expected) or _m("none")]
        lines += [_m("h_extra", card=c.name, why=self._why(c)) for c in _in_order(set(self.hand) - self.legal)]
        return lines

    def prompt(self):
        where = _m("opening") if self.state.phase is Phase.OPENING else _m("after_capture")
        return _m("p_discard", situation=self._situation() + where)

    def body_html(self):
        return self._cards_html()


class CaptureQuestion(_Position):
    """Q: may the player to act capture the card on offer, and with which card (Chắn or Cạ)?

    Expected: the hand cards of the capture moves (``chan`` / ``ca``) among
    the game's legal moves, or ``False``. Built on a position:
    ``CaptureQuestion(state=s)`` where ``s`` waits for the player to act to
    capture or pass.

    Raises:
        CardlabError: for a state that is not a Chắn game waiting for a capture decision.
    """

    key = "capture"
    title_code = "ex.chan.t_capture"
    form_code = "ex.chan.form_capture"
    PHASES = (Phase.RESPOND, Phase.TURNED)

    def __init__(self, number=1, rules=None, rng=None, *, state=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"state": state}, example="state=chan.new_game(3)"):
            legal = rng.random() < 0.45
            state = _play_to(rng, self.rules, self.PHASES, lambda s: self._worth(s, legal))
        else:
            state = _chosen_state(state, self.PHASES, "the player to act may capture the card on offer")
            self.rules = state.rules
        self._keep(state)
        self.offer = state.offer
        self.card = state.offer.card
        self.moves = {a.cards[1]: a for a in state.legal_actions() if a.kind in ("chan", "ca")}

    @staticmethod
    def _worth(state, legal):
        p = state.current_player
        card, offer = state.offer.card, state.offer
        hand = state.hands[p]
        if offer.source == "discard" and offer.by == p:
            return False                        # nobody takes back their own discard: nothing to ask
        near = [c for c in hand if c == card or not c.is_chi_chi and not card.is_chi_chi and c.rank == card.rank]
        if not near:
            return False
        can = any(a.kind in ("chan", "ca") for a in state.legal_actions())
        return can == legal

    @property
    def expected(self):
        return sorted(self.moves) if self.moves else False

    def read(self, answer):
        """``False`` for "no", else the capture named (a move's words or its cards).

        Raises:
            AnswerError: for "yes" alone (it does not say with which card) or an answer of no known form.
        """
        word = answer.strip().lower().rstrip(".!") if isinstance(answer, str) else None
        if isinstance(answer, bool) or word in core._YES | core._NO:
            if read_yes_no(answer):         # "yes" alone does not say with which card
                raise AnswerError(_m("form_capture"))
            return False
        if isinstance(answer, str) and _fold(answer) in ("chan", "an chan"):
            return self.card                      # "chắn": the identical card
        return _read_chan_card(answer, "ex.chan.form_capture")

    def judge(self, value):
        return (not self.moves) if value is False else value in self.moves

    def show_value(self, value):
        return yes_no(False) if value is False else value.name

    def _move_text(self, hand_card) -> str:
        code = "as_chan" if hand_card == self.card else "as_ca"
        return _m(code, card=hand_card.name, offer=self.card.name)

    def _why(self, hand_card) -> str:
        kind = "chan" if hand_card == self.card else "ca"
        cards = (self.card, hand_card) if kind == "ca" else (self.card, self.card)
        return C.yours(self.state.why_illegal(Action(kind, cards, None, self.player)), self.player).text()

    def hint_steps(self):
        rank = "Chi chi" if self.card.is_chi_chi else RANK_NAMES[self.card.rank]
        return [_m("s1_capture"), _m("s2_capture", rank=rank, card=self.card.name)]

    def hints(self, value, correct, attempt):
        if correct:
            if value is False:
                return [self._why(c) for c in self._candidates()][:2]
            return [self._move_text(value)]
        out = []
        if value is False:
            out.append(_m("h_capture_possible"))
        elif value not in self.hand:
            out.append(_m("h_not_held", cards=value.name))
        elif value.is_chi_chi != self.card.is_chi_chi or value.rank != self.card.rank:
            out.append(_m("h_not_same_rank", card=value.name, offer=self.card.name))
        elif self.moves:
            # The engine's reason against this card; only when a capture exists, so as not to tell "no capture".
            out.append(self._why(value))
        return out + graduated(self, attempt)

    def _candidates(self):
        c = self.card
        return [f for f in FACES if f in self.hand and (f == c or not c.is_chi_chi and not f.is_chi_chi
                                                        and f.rank == c.rank)]

    def misconception(self, value):
        if value is False or value in self.moves or value == self.card or value not in self.hand:
            return None
        if self.card in self.hand and not value.is_chi_chi and value.rank == self.card.rank:
            return _m("mis_ca_same")
        return None

    def answer_lines(self):
        if not self.moves:
            return [_m("no_capture")] + [self._why(c) for c in self._candidates()]
        return ["; ".join(self._move_text(c) for c in sorted(self.moves))]

    def _offer_text(self):
        o, card = self.offer, self.card.name
        if o.source == "stock" and o.gate == self.player:
            return _m("offer_turned", card=card)
        if o.source == "stock":
            return _m("offer_left", card=card, by=o.gate)
        return _m("offer_discard", card=card, by=o.by)

    def prompt(self):
        return _m("p_capture", situation=self._situation(), offer=self._offer_text())

    def body_html(self):
        return _hand_html(_m("offer"), [self.card], BROWN) + "<br>" + self._cards_html()


# ---------------------------------------------------------------------------
# Scoring a win, and who pays


class _WinScore(Question):
    """A win with its score: ``cards`` (20), ``winning_card``, ``win_source``, ``history`` flags."""

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, winning_card=None, win_source=None,
                 history=()):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"cards": cards, "win_source": win_source}, {"winning_card": winning_card},
                   example="cards='...', winning_card='7N', win_source='own_gate_stock'"):
            cards, winning_card, win_source, history = self._deal_win(rng)
        self._set_win(cards, winning_card, win_source, history)

    def _set_win(self, cards, winning_card, win_source, history, winner=0):
        self.cards = tuple(_in_order(_chosen("cards", cards, 20, 20)))
        self.win_source = _chosen_source(win_source)
        if self.win_source == "discard":
            raise CardlabError("win_source='discard': nobody wins on an ordinary discard: expected a card turned "
                               "up, a Chíu or 'dealt'")
        self.winning_card = None if self.win_source == "dealt" else _chosen_card("winning_card", winning_card)
        self.history = _chosen_history(history)
        self.winner = _chosen_seat("winner", winner)
        try:
            self.score = C.score(self.cards, self.winning_card, self.win_source, self.history, self.rules)
        except CardlabError as error:
            raise CardlabError(f"cards={show(' '.join(map(str, self.cards)))}: {error}: expected a win") from None

    @staticmethod
    def _deal_win(rng):
        kind = rng.random()
        prefer = TOM + LEO if rng.random() < 0.6 else ()
        history = []
        if kind < 0.12:
            cnt = _win_counts(rng, 10)                                   # Thập thành
        elif kind < 0.25:
            cnt = _win_counts(rng, 6, prefer=prefer)                     # Bạch thủ, maybe
        elif kind < 0.37:
            cnt = _win_counts(rng, 7, chiu=1, prefer=prefer)
            history.append(rng.choice(("thien_khai", "bon")))
        else:
            cnt = _win_counts(rng, rng.choice((6, 7, 8)), prefer=prefer)
        cards = _cards_of(cnt)
        roll = rng.random()
        if roll < 0.1:
            return cards, None, "dealt", history
        win = rng.choice(cards)
        if win.is_chi_chi and C.decompose(cards).n_chan != 6:
            win = rng.choice([c for c in cards if not c.is_chi_chi])
        source = "own_gate_stock" if roll < 0.6 else "other_gate_stock"
        return cards, win, source, history

    def _win_line(self) -> str:
        who = _m("who", player=self.winner)
        if self.win_source == "dealt":
            return _m("p_thien_u", who=who, history=_history_text(self.history))
        return _m("p_win_line", who=who, card=self.winning_card.name, how=_how(self.win_source),
                  history=_history_text(self.history))

    def _body(self) -> str:
        win = "" if self.winning_card is None else _hand_html(_m("winning"), [self.winning_card], BROWN,
                                                             _how(self.win_source))
        return _hand_html(_m("winner_cards"), self.cards) + win

    def _mistaken_points(self):
        """(code, points) a known mistake gives for this win."""
        s, r = self.score, self.rules
        if s.method == "main_plus_dich" and len(s.bonuses) > 1:
            yield "mis_sum_mains", sum(b[1] for b in s.bonuses)
            yield "mis_main_only", max(b[1] for b in s.bonuses)
        if s.method == "sum_of_mains":
            mains = [b for b in s.bonuses]
            best = max(range(len(mains)), key=lambda i: (mains[i][1], mains[i][2], -i))
            yield "mis_thap_thanh", mains[best][1] + sum(b[2] for i, b in enumerate(mains) if i != best)
        if s.method != "xuong":
            yield "mis_plus_xuong", s.points + r.xuong_points
        if self.history:
            plain = C.score(self.cards, self.winning_card, self.win_source, (), r).points
            yield "mis_history", plain

    def _name_mistake(self, points):
        for code, value in self._mistaken_points():
            if value != self.score.points and value == points:
                return _m(code, xuong=self.rules.xuong_points)
        return None

    def _score_lines(self):
        return [r.text() for r in self.score.reasons]


class BonusesQuestion(_WinScore):
    """Q: which bonuses a win earns; expected: the bonus names of :func:`chan.score` (a name twice if it counts twice).

    ``BonusesQuestion(cards=..., winning_card="7N", win_source="own_gate_stock", history=())``.

    Raises:
        CardlabError: for cards that are not a win, an unknown win source or history flag.
    """

    key = "bonuses"
    title_code = "ex.chan.t_bonuses"
    form_code = "ex.chan.form_bonuses"

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, winning_card=None, win_source=None,
                 history=()):
        super().__init__(number, rules, rng, cards=cards, winning_card=winning_card, win_source=win_source,
                         history=history)
        self.keys = tuple(sorted(self.score.keys))

    @property
    def expected(self):
        return [BONUS_NAMES[k] for k in self.keys]

    def read(self, answer):
        return tuple(sorted(_read_bonuses(answer)))

    def judge(self, value):
        return value == self.keys

    def show_value(self, value):
        return ", ".join(BONUS_NAMES[k] for k in value) or _m("xuong")

    def hint_steps(self):
        return [_m("s1_bonuses"), _m("s2_bonuses", red=sum(1 for c in self.cards if c.is_red))]

    def hints(self, value, correct, attempt):
        if correct:
            return self._score_lines()
        out = []
        extra = [k for k in dict.fromkeys(value) if value.count(k) > self.keys.count(k)]
        if extra:
            out.append(_m("h_bonus_extra", name=BONUS_NAMES[extra[0]]))
        elif any(self.keys.count(k) > value.count(k) for k in self.keys):
            out.append(_m("h_bonus_missing"))
        return out + graduated(self, attempt)

    def misconception(self, value):
        keys = list(self.keys)
        for k in ("tom", "leo"):
            if keys.count(k) > 1:
                once = list(keys)
                while once.count(k) > 1:
                    once.remove(k)
                if value == tuple(sorted(once)):
                    return _m("mis_tom_once")
        if "u_chi" in keys and value == tuple(k for k in keys if k != "u_chi"):
            return _m("mis_u_chi")
        return None

    def answer_lines(self):
        return [", ".join(self.expected) or _m("xuong")] + self._score_lines()

    def prompt(self):
        return _m("p_bonuses", win=self._win_line())

    def body_html(self):
        return self._body()


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch)).replace("đ", "d").strip()


_BONUS_WORDS = {**{_fold(v): k for k, v in BONUS_NAMES.items()}, **{k: k for k in BONUS_NAMES},
                **{k.replace("_", " "): k for k in BONUS_NAMES}}


def _read_bonuses(answer) -> list[str]:
    if isinstance(answer, str):
        if answer.strip().lower() in core._NOBODY | {"xuong", "ù xuông", "u xuong", "không có", "khong co"}:
            return []
        parts = [p for p in re.split(r"\s*(?:,|;|\+|/|\band\b|\bvà\b)\s*", answer) if p.strip()]
    elif isinstance(answer, (list, tuple)):
        parts = list(answer)
    else:
        raise core._type_error(answer, "ex.chan.form_bonuses")
    keys = []
    for p in parts:
        key = _BONUS_WORDS.get(_fold(p)) if isinstance(p, str) else None
        if key is None:
            raise AnswerError(_m("not_a_bonus", answer=show(p), names=", ".join(BONUS_NAMES.values())) + " "
                              + _m("form_bonuses"))
        keys.append(key)
    return keys


class ScoreQuestion(core.NumberQuestion, _WinScore):
    """Q: the points of a win; expected: :func:`chan.score`'s ``points``.

    ``ScoreQuestion(cards=..., winning_card="7N", win_source="own_gate_stock", history=())``.

    Raises:
        CardlabError: for cards that are not a win, an unknown win source or history flag.
    """

    key = "score"
    title_code = "ex.chan.t_score"

    @property
    def amount(self):
        return self.score.points

    def hint_steps(self):
        return [_m("s1_score", xuong=self.rules.xuong_points), _m("s2_score", n=len(self.score.bonuses))]

    def hints(self, value, correct, attempt):
        if correct:
            return self._score_lines()
        return [_m("h_too_high" if value > self.score.points else "h_too_low")] + graduated(self, attempt)

    def misconception(self, value):
        return self._name_mistake(value)

    def answer_lines(self):
        return [str(self.score.points)] + self._score_lines()

    def prompt(self):
        return _m("p_score", win=self._win_line())

    def body_html(self):
        return self._body()


class _Money(core.NumberQuestion):
    """An answer in money: a whole number, a gain positive, a payment negative (``self.amount``)."""

    form_code = "ex.chan.form_money"

    def show_value(self, value):
        return f"{value:+d}"


class SettleQuestion(_Money):
    """Q: what ``player`` gets when ``winner`` wins a deal scoring ``points``; expected: :func:`chan.settle`.

    ``SettleQuestion(points=5, winner=2, player=0)``.

    Raises:
        CardlabError: for points out of 0..200 or seats out of 0..3.
    """

    key = "settle"
    title_code = "ex.chan.t_settle"

    def __init__(self, number=1, rules=None, rng=None, *, points=None, winner=None, player=None):
        super().__init__(check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"points": points, "winner": winner, "player": player},
                   example="points=5, winner=2, player=0"):
            points, winner = rng.choice((2, 3, 4, 5, 5, 6, 7, 9, 12)), rng.randrange(4)
            player = winner if rng.random() < 0.5 else rng.randrange(4)
        self.points = _chosen_points(points)
        self.winner = _chosen_seat("winner", winner)
        self.player = _chosen_seat("player", player)
        self.payments = C.settle(self.points, self.winner)
        self.amount = self.payments[self.player]

    def hint_steps(self):
        return [_m("s1_settle"), _m("s2_settle", player=self.player)]

    def hints(self, value, correct, attempt):
        if correct:
            return [self._payments()]
        return [_m("h_too_high" if value > self.amount else "h_too_low")] + graduated(self, attempt)

    def _payments(self):
        return _m("payments", payments=", ".join(f"{_m('who', player=p)} {v:+d}" for p, v in
                                                  enumerate(self.payments)))

    def misconception(self, value):
        return _money_mistake(value, self.amount, self.points, self.player == self.winner)

    def answer_lines(self):
        return [f"{self.amount:+d}", self._payments()]

    def prompt(self):
        return _m("p_settle", winner=self.winner, points=self.points, player=self.player)


def _money_mistake(value, amount, points, is_winner):
    if value == amount:
        return None
    if amount and value == -amount:
        return _m("mis_sign")
    if is_winner and points and value == points:
        return _m("mis_once")
    if not is_winner and points and value == -3 * points:
        return _m("mis_loser_three")
    return None


class DealQuestion(_Money, _WinScore):
    """Q: what ``player`` gets in a whole deal won by ``winner``: the win's score, then the payments.

    Expected: ``chan.settle(chan.score(...).points, winner)[player]``.
    ``DealQuestion(cards=..., winning_card="7N", win_source="own_gate_stock", winner=1, player=0)``.

    Raises:
        CardlabError: for cards that are not a win, an unknown source or flag, or seats out of 0..3.
    """

    key = "deal"
    title_code = "ex.chan.t_deal"

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, winning_card=None, win_source=None,
                 history=(), winner=None, player=None):
        # Not _WinScore's constructor: a deal also needs its winner and the player asked about.
        Question.__init__(self, check_number(number), chosen_rules(rules, C.Rules, "chan"))
        if dealing(type(self), rng, {"cards": cards, "win_source": win_source, "winner": winner, "player": player},
                   {"winning_card": winning_card},
                   example="cards='...', winning_card='7N', win_source='own_gate_stock', winner=1, player=0"):
            cards, winning_card, win_source, history = self._deal_win(rng)
            winner = rng.randrange(4)
            player = winner if rng.random() < 0.4 else rng.randrange(4)
        self._set_win(cards, winning_card, win_source, history, winner)
        self.player = _chosen_seat("player", player)
        self.payments = C.settle(self.score.points, self.winner)
        self.amount = self.payments[self.player]

    def hint_steps(self):
        return [_m("s1_deal", xuong=self.rules.xuong_points),
                _m("s2_deal", n=len(self.score.bonuses), player=self.player)]

    def hints(self, value, correct, attempt):
        if correct:
            return self._score_lines()
        return [_m("h_too_high" if value > self.amount else "h_too_low")] + graduated(self, attempt)

    def misconception(self, value):
        slip = _money_mistake(value, self.amount, self.score.points, self.player == self.winner)
        if slip:
            return slip
        for code, points in self._mistaken_points():
            if points != self.score.points and value == C.settle(points, self.winner)[self.player]:
                return _m(code, xuong=self.rules.xuong_points)
        return None

    def answer_lines(self):
        pays = ", ".join(f"{_m('who', player=p)} {v:+d}" for p, v in enumerate(self.payments))
        return [f"{self.amount:+d}"] + self._score_lines() + [_m("payments", payments=pays)]

    def prompt(self):
        return _m("p_deal", win=self._win_line(), player=self.player)

    def body_html(self):
        return self._body()


#: The questions of a Chắn set, easiest first.
QUESTIONS = (NameQuestion, RedQuestion, PairsQuestion, CombosQuestion, WinQuestion, WaitQuestion, DiscardQuestion,
             CaptureQuestion, BonusesQuestion, ScoreQuestion, SettleQuestion, DealQuestion)

#: Question kinds by key, for ``chan_set(questions=[...])``.
KINDS = {cls.key: cls for cls in QUESTIONS}


@core.known_arguments
def chan_set(seed: int = 0, rules=None, questions=None, *, name: str = "Chắn", var: str = "ex",
             hints: bool = True, solutions: bool = True) -> ExerciseSet:
    """Deal a Chắn exercise set from ``seed``, a deal number (each gives other hands).

    ``rules``: a :class:`cardlab.chan.Rules` with the house rules to practise
    (``None``: the Tổ Tôm / Chắn page's game). ``questions``: which questions,
    in order — kinds by key (``"name"``, ``"pairs"``, … see :data:`KINDS`) or
    class, dealt from the seed, and questions a teacher built on chosen cards
    (``PairsQuestion(cards="3V 3V 3S")``); ``None`` is the whole set of
    :data:`QUESTIONS`. ``var`` is the notebook variable that holds the set,
    named in hints.

    Raises:
        CardlabError: for a seed that is not a whole number, or an unknown question kind.
        InvalidRulesError: for ``rules`` that are not Chắn rules.
    """
    return core.exercise_set("chan", seed, rules, questions, QUESTIONS, C.Rules, name=name, var=var,
                             hints=hints, solutions=solutions,
                             example_question="PairsQuestion(cards='3V 3V 3S')")


def deal_question(number: int, seed: int = 0, rules=None) -> Question:
    """Question ``number`` of the set dealt from ``seed`` (the same as ``chan_set(seed)[number]``).

    Raises:
        CardlabError: for a number outside 1..len(QUESTIONS), or rules that are not Chắn rules.
    """
    return core.dealt_question("chan", number, seed, rules, QUESTIONS, C.Rules)
