"""Graded Phỏm exercises, dealt from a deal number or built by a teacher on chosen cards.

``phom_set(seed=7)`` deals twelve questions of rising difficulty: is this a
phỏm (with eaten cards); the points of a hand (J = 11, Q = 12, K = 13); may
this discard be eaten and into which phỏm; the best lay-down; may this card
be sent; is this Ù, Ù tròn or neither; what an eat costs; who is móm; who
wins the hand; what a player pays at the end; Ù đền; a player's total for the
hand. Every expected answer is computed by :mod:`cardlab.phom` when the
question is made, and the explanations are the engine's reasons.

A teacher builds a question on chosen cards with its class, e.g.
``PointsQuestion(hand="AS 2S 3S 7H KD")``, and mixes it with dealt kinds:
``phom_set(3, questions=[PointsQuestion(hand=...), "phom"])``.

Feedback teaches without giving the answer away: a wrong answer gets the rule
to look at and, from the second try, a closer nudge about this hand; a wrong
value that a known mistake gives (J counted 10 as in Tongits, a phỏm holding
two eaten cards, sending without having laid down, móm taken for last place
only, a chốt priced by its round…) is named, the mistaken value being
computed with the engine. Only ``solution()`` shows the answer.

>>> ex = phom_set(seed=1)
>>> len(ex)
12
>>> ex.q1.check(bool(ex.q1.verdict)).correct
True
"""
from __future__ import annotations

import itertools
import random
import re
import unicodedata
from dataclasses import replace

from .. import phom as P
from ..arrange import arrange as _arrange_with
from ..cards import STANDARD_52, Card, Rank, Suit
from ..errors import CardlabError
from ..explain import Reason, message, register_messages
from ..melds import enumerate_melds
from . import core
from .core import cards_text as _text, chosen_bool as _chosen_bool, chosen_int as _chosen_int, joined as _join
from .core import (BROWN, GREEN, GREY, chosen_cards, chosen_rules, AnswerError, ExerciseSet, Question, box, notation, read_cards, read_melds,
                   read_player, read_players, read_yes_no, row, show, yes_no,
                   check_number, dealing, graduated, in_order, make_card)

__all__ = ["phom_set", "deal_question", "QUESTIONS", "KINDS", "PhomQuestion", "PointsQuestion", "EatQuestion",
           "LayDownQuestion", "SendQuestion", "UQuestion", "EatCostQuestion", "MomQuestion", "WinnerQuestion",
           "SettleQuestion", "UDenQuestion", "HandTotalQuestion"]


register_messages({
    # titles
    "ex.phom.t_phom": {"en": "Is this a phỏm?", "vi": "Đây có phải là phỏm không?"},
    "ex.phom.t_points": {"en": "The points of a hand", "vi": "Điểm của bài trên tay"},
    "ex.phom.t_eat": {"en": "May this discard be eaten, and into which phỏm?",
                      "vi": "Có ăn được lá vừa đánh không, ăn vào phỏm nào?"},
    "ex.phom.t_laydown": {"en": "The best lay-down", "vi": "Hạ phỏm thế nào cho tốt nhất"},
    "ex.phom.t_send": {"en": "May this card be sent?", "vi": "Lá này có gửi được không?"},
    "ex.phom.t_u": {"en": "Ù, Ù tròn or neither?", "vi": "Ù, Ù tròn hay không Ù?"},
    "ex.phom.t_eat_cost": {"en": "What does this eat cost?", "vi": "Bị ăn lá này mất bao nhiêu?"},
    "ex.phom.t_mom": {"en": "Who is móm?", "vi": "Ai bị móm?"},
    "ex.phom.t_winner": {"en": "Who wins the hand?", "vi": "Ai thắng ván?"},
    "ex.phom.t_settle": {"en": "What does this player pay?", "vi": "Người chơi này phải trả bao nhiêu?"},
    "ex.phom.t_u_den": {"en": "Ù đền: who pays what?", "vi": "Ù đền: ai trả bao nhiêu?"},
    "ex.phom.t_hand_total": {"en": "A player's total for the hand", "vi": "Tổng tiền của một người chơi trong ván"},
    # prompts
    "ex.phom.p_phom": {
        "en": "Do these cards form a phỏm that may be laid down? {eaten}",
        "vi": "Các lá này có tạo thành một phỏm để hạ được không? {eaten}"},
    "ex.phom.p_eaten_none": {"en": "None of them was eaten.", "vi": "Không lá nào là lá ăn."},
    "ex.phom.p_eaten_some": {"en": "Eaten cards (ăn) among them: {cards}.", "vi": "Trong đó các lá đã ăn: {cards}."},
    "ex.phom.p_points": {
        "en": "How many points does this hand count, its phỏm laid down as well as possible?",
        "vi": "Bài trên tay này còn bao nhiêu điểm khi các phỏm được hạ theo cách tốt nhất?"},
    "ex.phom.p_eat": {
        "en": "The previous player has just discarded {card}. May you eat it? If so, with which cards from your "
              "hand does it make its phỏm? {eaten}",
        "vi": "Người chơi liền trước vừa đánh lá {card}. Bạn có được ăn lá này không? Nếu được, nó ghép với những "
              "lá nào trên tay thành phỏm? {eaten}"},
    "ex.phom.p_eat_none": {"en": "You have eaten no card yet.", "vi": "Bạn chưa ăn lá nào."},
    "ex.phom.p_eat_some": {"en": "You have already eaten {cards} (it must stay in a phỏm).",
                           "vi": "Bạn đã ăn {cards} trước đó (lá này phải nằm trong phỏm)."},
    "ex.phom.p_laydown": {
        "en": "Round {round}: you lay down your phỏm. These are the cards you keep (your last discard aside). "
              "Which phỏm do you lay down so that the fewest points stay in your hand? {eaten}",
        "vi": "Vòng {round}: bạn hạ phỏm. Đây là các lá bạn giữ lại (không kể lá đánh cuối). Hạ những phỏm nào để "
              "số điểm còn lại trên tay ít nhất? {eaten}"},
    "ex.phom.p_send": {
        "en": "Round {round}. Player B laid down the phỏm shown, laying down {b_when} you. You (A) {you}. "
              "May you send {card} onto Player B's phỏm?",
        "vi": "Vòng {round}. Người chơi B đã hạ phỏm bên dưới, hạ {b_when} bạn. Bạn (A) {you}. "
              "Bạn có gửi được lá {card} vào phỏm của Người chơi B không?"},
    "ex.phom.before": {"en": "before", "vi": "trước"},
    "ex.phom.after": {"en": "after", "vi": "sau"},
    "ex.phom.you_laid": {"en": "have laid down a phỏm", "vi": "đã hạ một phỏm"},
    "ex.phom.you_mom": {"en": "have no phỏm to lay down (móm)", "vi": "không có phỏm nào để hạ (móm)"},
    "ex.phom.p_u": {
        "en": "You hold these {n} cards, just after drawing. Is it Ù, Ù tròn, or neither? {eaten}",
        "vi": "Bạn đang có {n} lá này, vừa bốc xong. Đây là Ù, Ù tròn hay không Ù? {eaten}"},
    "ex.phom.p_eat_cost": {
        "en": "Player B eats Player A's discard in B's round {round}; it is card number {nth} that B has eaten "
              "from A. Bet (tiền cược): {bet}. Payment table in this room: {scheme}. How much does A pay B?",
        "vi": "Người chơi B ăn lá Người chơi A đánh ra ở vòng {round} của B; đây là lá thứ {nth} B ăn của A. "
              "Tiền cược: {bet}. Cách tính tiền ăn bài ở phòng này: {scheme}. A phải trả B bao nhiêu?"},
    "ex.phom.scheme_by_round": {
        "en": "eat_payment_scheme='by_round', chot_multiplier={chot}",
        "vi": "eat_payment_scheme='by_round', chot_multiplier={chot}"},
    "ex.phom.scheme_by_eat_order": {
        "en": "eat_payment_scheme='by_eat_order' (the chốt costs 3)",
        "vi": "eat_payment_scheme='by_eat_order' (ăn chốt tính 3)"},
    "ex.phom.p_mom": {
        "en": "Round 4: each player has drawn and holds the cards shown, before laying down. Which players are móm?",
        "vi": "Vòng 4: mỗi người chơi đã bốc bài và đang cầm các lá bên dưới, chưa hạ phỏm. Những ai bị móm?"},
    "ex.phom.p_winner": {
        "en": "No one declared Ù, and the 4th round is over. Each row shows the phỏm laid down, the cards left in "
              "hand and the lay-down order. Who wins the hand?",
        "vi": "Không ai Ù, vòng 4 đã xong. Mỗi hàng là các phỏm đã hạ, các lá còn lại trên tay và thứ tự hạ bài. "
              "Ai thắng ván?"},
    "ex.phom.p_settle": {
        "en": "No one declared Ù, and the 4th round is over (bet: {bet}). How much does Player {player} pay at the "
              "end of the hand? {house}",
        "vi": "Không ai Ù, vòng 4 đã xong (tiền cược: {bet}). Cuối ván Người chơi {player} phải trả bao nhiêu? "
              "{house}"},
    "ex.phom.p_u_den": {
        "en": "Player {winner} declares {kind}. This hand Player {winner} ate: {eats}.{chot} Table: {players}. "
              "How much does Player {player} pay for the Ù (the eat payments aside)?",
        "vi": "Người chơi {winner} báo {kind}. Trong ván này Người chơi {winner} đã ăn: {eats}.{chot} Bàn chơi: "
              "{players}. Người chơi {player} phải trả bao nhiêu tiền Ù (không kể tiền ăn bài)?"},
    "ex.phom.p_u_den_chot": {
        "en": " Before that, Player {player} ate the chốt, and Player {winner} made the Ù by eating Player "
              "{player}'s discard.",
        "vi": " Trước đó Người chơi {player} đã ăn chốt, rồi Người chơi {winner} ăn lá Người chơi {player} "
              "đánh ra mà Ù."},
    "ex.phom.eat_from": {"en": "{card} from Player {player}", "vi": "lá {card} của Người chơi {player}"},
    "ex.phom.p_hand_total": {
        "en": "The whole hand (bet: 1): the eats below, then the end of the hand shown (no Ù). What is Player "
              "{player}'s total for the hand? Answer a gain as a positive number, a loss as a negative one. "
              "Eats: {eats}.",
        "vi": "Cả ván (tiền cược: 1): các lần ăn bài dưới đây, rồi kết thúc ván như bên dưới (không ai Ù). "
              "Tổng tiền của Người chơi {player} trong ván là bao nhiêu? Được tiền ghi số dương, mất tiền ghi số âm. "
              "Ăn bài: {eats}."},
    "ex.phom.one_eat": {"en": "Player {eater} ate Player {victim}'s discard in round {round}",
                        "vi": "Người chơi {eater} ăn lá Người chơi {victim} đánh ở vòng {round}"},
    "ex.phom.no_eats": {"en": "nobody ate", "vi": "không ai ăn bài"},
    "ex.phom.house": {"en": "House rules here: {options}.", "vi": "Luật nhà ở đây: {options}."},
    # answer forms
    "ex.phom.form_eat": {
        "en": "Answer False (or 'no') if it may not be eaten; otherwise the cards from your hand that make the phỏm "
              "with it, such as '6S 7S'.",
        "vi": "Trả lời False (hoặc 'không') nếu không ăn được; nếu được, hãy ghi các lá trên tay ghép với nó thành "
              "phỏm, ví dụ '6S 7S'."},
    "ex.phom.form_u": {
        "en": "Answer 'ù', 'ù tròn', or False (or 'no') if it is neither.",
        "vi": "Trả lời 'ù', 'ù tròn', hoặc False (hoặc 'không') nếu không Ù."},
    "ex.phom.not_u_word": {"en": "{answer} is not one of 'ù', 'ù tròn' or 'no'.",
                           "vi": "{answer} không phải là 'ù', 'ù tròn' hay 'không'."},
    # labels
    "ex.phom.player": {"en": "Player {player}", "vi": "Người chơi {player}"},
    "ex.phom.hand": {"en": "hand", "vi": "bài trên tay"},
    "ex.phom.your_hand": {"en": "your hand", "vi": "bài trên tay bạn"},
    "ex.phom.eaten_note": {"en": "eaten: {cards}", "vi": "lá đã ăn: {cards}"},
    "ex.phom.discarded": {"en": "discarded by the previous player", "vi": "lá người chơi liền trước vừa đánh"},
    "ex.phom.laid": {"en": "phỏm laid down", "vi": "phỏm đã hạ"},
    "ex.phom.left": {"en": "left in hand", "vi": "còn trên tay"},
    "ex.phom.order": {"en": "lay-down order: {n}", "vi": "thứ tự hạ bài: {n}"},
    "ex.phom.h_cost": {"en": "Round {round} of {last}{chot}: {units} × bet {bet} = {amount}",
                       "vi": "Vòng {round} trên {last}{chot}: {units} × tiền cược {bet} = {amount}"},
    "ex.phom.chot_mark": {"en": " (the chốt)", "vi": " (ăn chốt)"},
    "ex.phom.order_mom": {"en": "móm, number {n} to finish laying down",
                          "vi": "móm, là người thứ {n} kết thúc lượt hạ bài"},
    "ex.phom.players_list": {"en": "{names}", "vi": "{names}"},
    "ex.phom.u_name": {"en": "Ù", "vi": "Ù"},
    "ex.phom.u_tron_name": {"en": "Ù tròn", "vi": "Ù tròn"},
    "ex.phom.no_u": {"en": "neither (not Ù)", "vi": "không Ù"},
    "ex.phom.say_which_u": {"en": "Say which: 'ù' or 'ù tròn' (or 'no')",
                            "vi": "Hãy nói rõ: 'ù' hay 'ù tròn' (hoặc 'không')"},
    # the rule to look at (first hint step)
    "ex.phom.r_ace_low": {"en": "aces are low: A-2-3 is a phỏm dọc, Q-K-A and K-A-2 are not",
                          "vi": "lá A là lá nhỏ nhất: A-2-3 là phỏm dọc, còn Q-K-A và K-A-2 thì không"},
    "ex.phom.r_ace_high": {
        "en": "the ace may be low or high (ace_high_in_runs): A-2-3 and Q-K-A are phỏm, K-A-2 is not",
        "vi": "lá A đứng đầu hay cuối đều được (ace_high_in_runs): A-2-3 và Q-K-A là phỏm, K-A-2 thì không"},
    "ex.phom.s1_phom": {
        "en": "The rule to look at: a phỏm ngang is 3 or 4 cards of one rank, a phỏm dọc 3 or more consecutive "
              "cards of one suit; {ace}; and one phỏm may hold at most {max:eaten card|eaten cards} (max_eaten_cards_per_phom)",
        "vi": "Luật cần xem: phỏm ngang là 3 hoặc 4 lá cùng số, phỏm dọc là từ 3 lá liên tiếp cùng chất trở lên; "
              "{ace}; và mỗi phỏm chỉ được chứa tối đa {max} lá ăn (max_eaten_cards_per_phom)"},
    "ex.phom.s2_same": {"en": "All {n} cards here share one rank: how many cards may a phỏm ngang hold?",
                        "vi": "Cả {n} lá ở đây cùng số: một phỏm ngang được có bao nhiêu lá?"},
    "ex.phom.s2_seq": {
        "en": "The ranks here all differ, so only a phỏm dọc is possible: compare the suits first, then put the "
              "ranks in order and look for a gap (and at where the ace goes)",
        "vi": "Các lá ở đây khác số nhau nên chỉ có thể là phỏm dọc: trước hết so chất, rồi xếp các số theo thứ tự "
              "và tìm chỗ hở (và xem lá A đứng ở đâu)"},
    "ex.phom.s2_mixed": {
        "en": "Some ranks repeat and some differ: a phỏm ngang keeps one rank, a phỏm dọc needs every rank different",
        "vi": "Có số lặp lại và có số khác nhau: phỏm ngang phải cùng một số, phỏm dọc thì mỗi lá một số khác nhau"},
    "ex.phom.s2_eaten": {"en": "Then count the eaten cards: {n} here",
                         "vi": "Sau đó đếm số lá ăn: ở đây có {n} lá"},
    "ex.phom.s1_points": {
        "en": "The rule to look at: cards in phỏm do not count; every other card counts its points: A = {ace}, "
              "2 to 10 their face value, J = 11, Q = 12, K = 13",
        "vi": "Luật cần xem: lá nằm trong phỏm không bị tính; mọi lá khác tính điểm của nó: A = {ace}, 2 đến 10 "
              "theo số, J = 11, Q = 12, K = 13"},
    "ex.phom.s2_points": {
        "en": "Find the phỏm first: sort the cards by rank to spot phỏm ngang, then by suit to spot phỏm dọc. "
              "The best lay-down of this hand has {phom}; then add up the cards left",
        "vi": "Tìm phỏm trước: xếp bài theo số để thấy phỏm ngang, rồi theo chất để thấy phỏm dọc. Cách hạ tốt "
              "nhất của bài này có {phom}; sau đó cộng điểm các lá còn lại"},
    "ex.phom.s1_eat": {
        "en": "The rule to look at: you may eat the previous player's discard only if it makes a phỏm with cards "
              "in your hand; every eaten card must end the hand inside a phỏm, and one phỏm may hold at most "
              "{max:eaten card|eaten cards}",
        "vi": "Luật cần xem: chỉ được ăn lá người chơi liền trước vừa đánh nếu nó ghép với các lá trên tay thành "
              "phỏm; mọi lá ăn phải nằm trong phỏm đến cuối ván, và mỗi phỏm chỉ được chứa tối đa {max} lá ăn"},
    "ex.phom.s2_eat": {
        "en": "Look in your hand for cards of rank {rank} and for {suit} cards next to {card}; then check that "
              "every eaten card, old and new, can still sit in its own phỏm",
        "vi": "Tìm trên tay các lá số {rank} và các lá chất {suit} đứng sát {card}; rồi kiểm tra xem mọi lá ăn, "
              "cũ và mới, vẫn xếp được mỗi lá vào một phỏm"},
    "ex.phom.s1_laydown": {
        "en": "The rule to look at: each card belongs to one phỏm only, every eaten card must be in a phỏm (at most "
              "{max} per phỏm), and the aim is the fewest points left, not the most phỏm",
        "vi": "Luật cần xem: mỗi lá chỉ thuộc một phỏm, mọi lá ăn phải nằm trong phỏm (tối đa {max} lá ăn mỗi "
              "phỏm), và mục tiêu là ít điểm còn lại nhất, chứ không phải nhiều phỏm nhất"},
    "ex.phom.s2_laydown_one": {
        "en": "{cards} could go in more than one phỏm: try each way and compare the points left",
        "vi": "Lá {cards} có thể thuộc nhiều phỏm: hãy thử từng cách và so số điểm còn lại"},
    "ex.phom.s2_laydown_many": {
        "en": "{cards} could each go in more than one phỏm: try each way and compare the points left",
        "vi": "Các lá {cards} đều có thể thuộc nhiều phỏm: hãy thử từng cách và so số điểm còn lại"},
    "ex.phom.s2_laydown_none": {
        "en": "No card here could go in two phỏm: find every phỏm, place the eaten cards, and count what is left",
        "vi": "Không lá nào ở đây thuộc được hai phỏm: hãy tìm mọi phỏm, xếp các lá ăn, rồi đếm phần còn lại"},
    "ex.phom.s1_send": {
        "en": "The rule to look at: cards are sent (gửi bài) only in round {last}, only by a player who has laid "
              "down a phỏm, only onto phỏm of players who laid down before them, and the card must extend the phỏm",
        "vi": "Luật cần xem: chỉ được gửi bài ở vòng {last}, người gửi phải đã hạ phỏm, chỉ gửi vào phỏm của người "
              "hạ bài trước mình, và lá gửi phải nối được vào phỏm"},
    "ex.phom.s2_send": {
        "en": "Check the four conditions one by one: the round, your own phỏm, who laid down first, and whether "
              "{card} joins {phom} as a phỏm",
        "vi": "Xét lần lượt bốn điều kiện: vòng chơi, phỏm của bạn, ai hạ bài trước, và lá {card} ghép vào {phom} "
              "có thành phỏm không"},
    "ex.phom.s1_u_three": {
        "en": "The rule to look at: Ù is 3 phỏm and one odd card among the {n} cards; Ù tròn is 3 phỏm holding all "
              "{n} (u_definition='three_phom'); an eaten card may never be the odd card, and one phỏm holds at most "
              "{max:eaten card|eaten cards}",
        "vi": "Luật cần xem: Ù là {n} lá ghép thành 3 phỏm và dư 1 lá lẻ; Ù tròn là 3 phỏm chứa đủ {n} lá "
              "(u_definition='three_phom'); lá ăn không bao giờ được là lá lẻ, và mỗi phỏm chứa tối đa {max} lá ăn"},
    "ex.phom.s1_u_any": {
        "en": "The rule to look at: under u_definition='no_deadwood', Ù is every card but one in phỏm, whatever "
              "their number, and Ù tròn every card of the {n}; an eaten card may never be the odd card, and one phỏm "
              "holds at most {max:eaten card|eaten cards}",
        "vi": "Luật cần xem: với u_definition='no_deadwood', Ù là mọi lá trừ một lá đều nằm trong phỏm, bao nhiêu "
              "phỏm cũng được, và Ù tròn là cả {n} lá đều nằm trong phỏm; lá ăn không được là lá lẻ, và mỗi phỏm "
              "chứa tối đa {max} lá ăn"},
    "ex.phom.s2_u": {
        "en": "Sort the cards by suit and by rank, find the phỏm, and count how many phỏm you can make without "
              "sharing a card, and how many cards are left over",
        "vi": "Xếp bài theo chất và theo số, tìm các phỏm, rồi đếm xem ghép được bao nhiêu phỏm mà không dùng "
              "chung lá nào, và còn dư bao nhiêu lá"},
    "ex.phom.s1_eat_cost": {
        "en": "The rule to look at: with by_round a card eaten in round x costs x bets and the chốt (a card eaten "
              "in the last round) costs chot_multiplier; with by_eat_order the 1st, 2nd, 3rd card eaten from the "
              "same player costs 1, 2, 3 and the chốt 3; all of it times the bet",
        "vi": "Luật cần xem: với by_round, lá bị ăn ở vòng x mất x lần tiền cược, còn ăn chốt (lá bị ăn ở vòng cuối) "
              "mất chot_multiplier lần; với by_eat_order, lá thứ 1, 2, 3 bị cùng một người ăn mất 1, 2, 3 lần và ăn "
              "chốt mất 3 lần; tất cả nhân với tiền cược"},
    "ex.phom.s2_eat_cost": {
        "en": "First decide whether this eat is the chốt (round {round} of {last}); then read the table of this "
              "room and multiply by the bet",
        "vi": "Trước hết xét xem lần ăn này có phải ăn chốt không (vòng {round} trên {last}); rồi đọc cách tính "
              "tiền của phòng này và nhân với tiền cược"},
    "ex.phom.s1_mom": {
        "en": "The rule to look at: a player who holds a phỏm must lay it down; only a player with no phỏm at all "
              "to lay down is móm. Points and places have nothing to do with it",
        "vi": "Luật cần xem: người đang có phỏm thì phải hạ; chỉ người không có phỏm nào để hạ mới bị móm. Điểm số "
              "hay thứ hạng không liên quan"},
    "ex.phom.s2_mom": {
        "en": "Go through the players one by one: sort each hand by rank, then by suit, and look for three cards "
              "that make a phỏm; two cards that could share a phỏm (a cạ) are not enough",
        "vi": "Xét lần lượt từng người: xếp bài theo số, rồi theo chất, và tìm ba lá tạo thành phỏm; hai lá có thể "
              "ghép chung phỏm (một cạ) thì chưa đủ"},
    "ex.phom.s1_winner": {
        "en": "The rule to look at: the fewest points left in hand wins (J = 11, Q = 12, K = 13); equal points: "
              "whoever laid down later ranks below; a móm player ranks last whatever their points; if everyone is "
              "móm, the first móm wins",
        "vi": "Luật cần xem: ai còn ít điểm trên tay nhất thì thắng (J = 11, Q = 12, K = 13); bằng điểm thì ai hạ "
              "bài sau xếp dưới; người móm xếp cuối dù điểm bao nhiêu; nếu tất cả đều móm thì người móm đầu tiên "
              "thắng"},
    "ex.phom.s2_winner": {
        "en": "Strike out the móm players first; then add up the cards left of each other player and compare, "
              "looking at the lay-down order for equal points",
        "vi": "Gạch tên người móm trước; rồi cộng điểm các lá còn lại của từng người khác và so sánh, bằng điểm thì "
              "xem thứ tự hạ bài"},
    "ex.phom.s1_settle": {
        "en": "The rule to look at: 2nd, 3rd and last place pay {places} bets; with {n} players, payments follow "
              "short_table_payments; a móm player pays the last place's amount plus {extra} more; all times the bet",
        "vi": "Luật cần xem: về nhì, ba, bét trả lần lượt {places} lần tiền cược; bàn {n} người thì theo "
              "short_table_payments; người móm trả bằng người về bét cộng thêm {extra}; tất cả nhân với tiền cược"},
    "ex.phom.s1_settle_four": {
        "en": "The rule to look at: 2nd, 3rd and last place pay {places} bets; a móm player pays the last place's "
              "amount plus {extra} more; all times the bet",
        "vi": "Luật cần xem: về nhì, ba, bét trả lần lượt {places} lần tiền cược; người móm trả bằng người về bét "
              "cộng thêm {extra}; tất cả nhân với tiền cược"},
    "ex.phom.s2_settle": {
        "en": "Rank the table first (móm players last, equal points by lay-down order), then find Player {player}'s "
              "place and what that place pays",
        "vi": "Xếp hạng cả bàn trước (người móm xếp cuối, bằng điểm thì xét thứ tự hạ bài), rồi tìm thứ hạng của "
              "Người chơi {player} và số tiền của thứ hạng đó"},
    "ex.phom.s1_u_den": {
        "en": "The rule to look at: for Ù each other player pays {share}; Ù đền: if the winner ate three of one "
              "player's discards, that player alone pays every loser's share{tai}",
        "vi": "Luật cần xem: khi Ù, mỗi người còn lại trả {share}; Ù đền: nếu người Ù đã ăn ba lá của cùng một người "
              "thì riêng người đó trả phần của mọi người thua{tai}"},
    "ex.phom.tai_on": {
        "en": "; and whoever ate the chốt pays for the table when the next player Ù's by eating their discard "
              "(tái chốt, den_on_tai_chot)",
        "vi": "; và người ăn chốt phải đền cả bàn khi người kế tiếp ăn lại lá mình đánh ra mà Ù (tái chốt, "
              "den_on_tai_chot)"},
    "ex.phom.tai_off": {"en": " (den_on_tai_chot is off here: tái chốt does not make anyone pay for the table)",
                        "vi": " (ở đây den_on_tai_chot đang tắt: tái chốt không bắt ai đền cả bàn)"},
    "ex.phom.s2_u_den": {
        "en": "Count how many discards of each player Player {winner} ate; then decide whether one player pays for "
              "the table, and how many losers there are",
        "vi": "Đếm xem Người chơi {winner} đã ăn bao nhiêu lá của từng người; rồi xét xem có ai phải đền cả bàn "
              "không, và có bao nhiêu người thua"},
    "ex.phom.s1_hand_total": {
        "en": "The rule to look at: a player's total is what they gain and lose on eaten cards (the discarder pays "
              "the eater at once: round x costs x, the chốt {chot}) plus what they gain or lose at the end "
              "(2nd, 3rd, last pay {places}, móm {extra} more; the winner collects)",
        "vi": "Luật cần xem: tổng tiền của một người là tiền được, mất khi ăn bài (người đánh trả ngay cho người ăn: "
              "vòng x mất x, ăn chốt mất {chot}) cộng tiền được, mất cuối ván (về nhì, ba, bét trả {places}, móm trả "
              "thêm {extra}; người thắng thu về)"},
    "ex.phom.s2_hand_total": {
        "en": "Work it out in two parts: first Player {player}'s eats, gained and paid, then Player {player}'s "
              "place at the end; add them",
        "vi": "Tính làm hai phần: trước hết tiền ăn bài của Người chơi {player}, được và mất, rồi thứ hạng cuối ván "
              "của Người chơi {player}; cộng lại"},
    # feedback on a wrong answer
    "ex.phom.h_too_high": {"en": "Too high", "vi": "Cao quá"},
    "ex.phom.h_too_low": {"en": "Too low", "vi": "Thấp quá"},
    "ex.phom.h_points_high": {"en": "Too high: look for phỏm you missed; cards in phỏm do not count",
                              "vi": "Cao quá: hãy tìm những phỏm bạn bỏ sót; lá nằm trong phỏm không bị tính"},
    "ex.phom.h_points_low": {
        "en": "Too low: count every card outside the phỏm: A = {ace}, 2 to 10 their face value, J = 11, Q = 12, K = 13",
        "vi": "Thấp quá: hãy cộng mọi lá ngoài phỏm: A = {ace}, 2 đến 10 theo số, J = 11, Q = 12, K = 13"},
    "ex.phom.h_best_is": {"en": "The best lay-down: {arrangement}", "vi": "Cách hạ tốt nhất: {arrangement}"},
    "ex.phom.arrangement": {"en": "{phom} · left {cards} = {points}", "vi": "{phom} · còn {cards} = {points}"},
    "ex.phom.no_phom": {"en": "no phỏm", "vi": "không có phỏm nào"},
    "ex.phom.n_phom": {"en": "{n} phỏm", "vi": "{n} phỏm"},
    "ex.phom.h_eat_which": {
        "en": "Say with which cards from your hand, e.g. check('6S 7S'): an eaten card is kept in view with its phỏm",
        "vi": "Hãy nói ăn bằng những lá nào trên tay, ví dụ check('6S 7S'): lá ăn được để lộ cùng phỏm của nó"},
    "ex.phom.h_eat_look": {"en": "Look again for cards in your hand that make a phỏm with {card}",
                           "vi": "Hãy tìm lại trên tay các lá tạo với {card} thành phỏm"},
    "ex.phom.h_not_in_hand": {"en": "{cards}: not in your hand", "vi": "{cards}: không có trên tay bạn"},
    "ex.phom.h_twice": {"en": "{card} is given twice: a card belongs to one phỏm only",
                        "vi": "Lá {card} được đưa ra hai lần: mỗi lá chỉ thuộc một phỏm"},
    "ex.phom.h_too_few": {"en": "A phỏm has at least three cards: {card} and two or more from your hand",
                          "vi": "Phỏm có ít nhất ba lá: lá {card} và từ hai lá trên tay trở lên"},
    "ex.phom.h_rest_stranded": {
        "en": "With that phỏm, the eaten card {eaten} could no longer sit in a phỏm of its own",
        "vi": "Ghép phỏm như vậy thì lá ăn {eaten} không còn xếp được vào phỏm nào"},
    "ex.phom.h_eaten_out": {"en": "The eaten card {card} must be laid down in a phỏm",
                            "vi": "Lá ăn {card} phải được hạ trong một phỏm"},
    "ex.phom.h_leaves": {"en": "Your phỏm leave {points} points in your hand",
                         "vi": "Các phỏm của bạn để lại {points} điểm trên tay"},
    "ex.phom.h_better": {"en": "Another lay-down leaves fewer points", "vi": "Có cách hạ khác để lại ít điểm hơn"},
    "ex.phom.h_least": {"en": "That leaves the fewest points possible: {points}",
                        "vi": "Đó là số điểm còn lại ít nhất có thể: {points}"},
    "ex.phom.h_named_not_mom": {"en": "Someone you named holds a phỏm: look at each hand again",
                                "vi": "Có người bạn nêu tên đang có phỏm: hãy xem lại từng tay bài"},
    "ex.phom.h_missed_mom": {"en": "Someone you left out has no phỏm: look at each hand again",
                             "vi": "Có người bạn bỏ sót không có phỏm nào: hãy xem lại từng tay bài"},
    "ex.phom.h_counts": {"en": "Points left in hand: {points}", "vi": "Điểm còn lại trên tay: {points}"},
    # known mistakes, named only when the learner's value is the one the mistake gives
    "ex.phom.mis_tongits": {
        "en": "counting 10, J, Q and K as 10 each (their Tongits values); in Phỏm J = 11, Q = 12, K = 13",
        "vi": "tính 10, J, Q, K đều là 10 điểm (cách tính của Tongits); trong Phỏm J = 11, Q = 12, K = 13"},
    "ex.phom.mis_melded": {"en": "counting the cards in phỏm too; only the cards left outside phỏm count",
                           "vi": "tính cả các lá trong phỏm; chỉ các lá nằm ngoài phỏm mới bị tính điểm"},
    "ex.phom.mis_mixed": {
        "en": "taking consecutive cards of mixed suits for a phỏm dọc; all its cards share one suit",
        "vi": "coi các lá liên tiếp khác chất là phỏm dọc; mọi lá của phỏm dọc phải cùng chất"},
    "ex.phom.mis_ace_high": {
        "en": "taking Q-K-A as a phỏm; aces are low here (ace_high_in_runs is off), so the ace cannot follow the King",
        "vi": "coi Q-K-A là phỏm; ở đây lá A là lá nhỏ nhất (ace_high_in_runs đang tắt) nên không đứng sau lá K"},
    "ex.phom.mis_wrap": {"en": "letting a phỏm dọc turn the corner (K-A-2); it never goes on from the King to the Ace",
                         "vi": "cho phỏm dọc vòng qua góc (K-A-2); phỏm dọc không bao giờ nối từ K sang A"},
    "ex.phom.mis_gap": {"en": "letting a phỏm dọc skip a rank; its cards follow each other with no gap",
                        "vi": "cho phỏm dọc bỏ cách một số; các lá phải liên tiếp, không có chỗ hở"},
    "ex.phom.mis_four": {"en": "forgetting that four of a kind (tứ quý) is a phỏm ngang too; it holds 3 or 4 cards",
                         "vi": "quên rằng tứ quý cũng là phỏm ngang; phỏm ngang có 3 hoặc 4 lá"},
    "ex.phom.mis_ace_low": {"en": "forgetting that the ace is low: it comes before the 2, so A-2-3 is a phỏm",
                            "vi": "quên rằng lá A là lá nhỏ nhất: A đứng trước 2, nên A-2-3 là phỏm"},
    "ex.phom.mis_two_eaten": {
        "en": "letting one phỏm hold {n} eaten cards; a phỏm may hold at most {max} (max_eaten_cards_per_phom)",
        "vi": "cho một phỏm chứa {n} lá ăn; mỗi phỏm chỉ được chứa tối đa {max} lá ăn (max_eaten_cards_per_phom)"},
    "ex.phom.mis_eaten_spoils": {
        "en": "thinking an eaten card spoils a phỏm; a phỏm may hold up to {max:eaten card|eaten cards}",
        "vi": "cho rằng lá ăn làm hỏng phỏm; mỗi phỏm được chứa tới {max} lá ăn"},
    "ex.phom.mis_own_phom": {
        "en": "naming cards that make a phỏm without the discard; eating needs a phỏm that holds the eaten card",
        "vi": "chọn các lá tự thành phỏm mà không cần lá vừa đánh; ăn bài phải tạo phỏm có chính lá được ăn"},
    "ex.phom.mis_eaten_left": {
        "en": "leaving an eaten card out of the phỏm; every eaten card must be laid down inside a phỏm",
        "vi": "để lá ăn nằm ngoài phỏm; mọi lá ăn đều phải được hạ trong phỏm"},
    "ex.phom.mis_most_cards": {
        "en": "laying down as many cards as possible; what counts is the points left, so meld the high cards",
        "vi": "cố hạ được nhiều lá nhất; điều quan trọng là số điểm còn lại, nên hãy ưu tiên hạ các lá điểm cao"},
    "ex.phom.mis_send_no_phom": {
        "en": "sending without having laid down a phỏm; only a player who has laid down a phỏm may send",
        "vi": "gửi bài khi chưa hạ phỏm; chỉ người đã hạ phỏm mới được gửi bài"},
    "ex.phom.mis_send_early": {
        "en": "sending before the last round; cards are sent only in round {last}, when phỏm are laid down",
        "vi": "gửi bài trước vòng cuối; chỉ được gửi bài ở vòng {last}, khi hạ phỏm"},
    "ex.phom.mis_send_later": {
        "en": "sending onto a player who laid down after you; you may send only onto phỏm laid down before yours",
        "vi": "gửi bài vào phỏm của người hạ sau mình; chỉ được gửi vào phỏm của người hạ trước"},
    "ex.phom.mis_u_two_phom": {
        "en": "counting fewer than 3 phỏm as Ù; here (u_definition='three_phom') Ù needs exactly 3 phỏm",
        "vi": "tính ít hơn 3 phỏm là Ù; ở đây (u_definition='three_phom') Ù phải có đúng 3 phỏm"},
    "ex.phom.mis_u_eaten_odd": {
        "en": "leaving an eaten card as the odd card; an eaten card must stay in a phỏm, so it can never be the odd "
              "card",
        "vi": "để lá ăn làm lá lẻ; lá ăn phải nằm trong phỏm nên không bao giờ được là lá lẻ"},
    "ex.phom.mis_u_tron_missed": {
        "en": "calling it plain Ù when every card is in a phỏm; no odd card at all is Ù tròn",
        "vi": "gọi là Ù thường khi mọi lá đều nằm trong phỏm; không dư lá lẻ nào là Ù tròn"},
    "ex.phom.mis_u_tron_odd": {
        "en": "calling it Ù tròn with an odd card left over; Ù tròn has no odd card",
        "vi": "gọi là Ù tròn khi vẫn dư một lá lẻ; Ù tròn không có lá lẻ nào"},
    "ex.phom.mis_u_four": {
        "en": "missing that a phỏm may hold more than three cards (a tứ quý, a longer phỏm dọc)",
        "vi": "bỏ sót rằng phỏm có thể có hơn ba lá (tứ quý, phỏm dọc dài hơn)"},
    "ex.phom.mis_scheme": {
        "en": "using the other payment table ({other}); this room uses {scheme}",
        "vi": "dùng cách tính tiền còn lại ({other}); phòng này dùng {scheme}"},
    "ex.phom.mis_chot_round": {
        "en": "pricing the chốt by its round; the chốt costs chot_multiplier = {chot}",
        "vi": "tính tiền ăn chốt theo số vòng; ăn chốt mất chot_multiplier = {chot} lần tiền cược"},
    "ex.phom.mis_flat": {
        "en": "pricing every eat at one bet; in round 1 an eat costs 1, but later eats and the chốt cost more",
        "vi": "tính mọi lần ăn đều mất 1 lần tiền cược; ăn ở vòng 1 mất 1, nhưng ăn ở vòng sau và ăn chốt mất nhiều "
              "hơn"},
    "ex.phom.mis_bet": {"en": "forgetting to multiply by the bet ({bet})",
                        "vi": "quên nhân với tiền cược ({bet})"},
    "ex.phom.mis_mom_last": {
        "en": "taking móm for last place only; móm means having no phỏm to lay down, whatever the points",
        "vi": "coi móm chỉ là về bét; móm là không có phỏm nào để hạ, dù điểm bao nhiêu"},
    "ex.phom.mis_mom_pays_last": {
        "en": "charging a móm player only what last place pays; móm pays {extra} more on top",
        "vi": "tính người móm chỉ trả bằng người về bét; người móm trả thêm {extra} nữa"},
    "ex.phom.mis_ca": {
        "en": "taking a cạ (two cards that could share a phỏm) for a phỏm; a phỏm needs three cards",
        "vi": "coi một cạ (hai lá có thể ghép chung phỏm) là phỏm; phỏm cần ba lá"},
    "ex.phom.mis_mom_points": {
        "en": "ranking a móm player by their points; a móm player ranks last whatever their points",
        "vi": "xếp hạng người móm theo điểm; người móm luôn xếp cuối dù điểm bao nhiêu"},
    "ex.phom.mis_tie_later": {
        "en": "letting the later lay-down win a tie; with equal points, whoever laid down later ranks below",
        "vi": "cho người hạ bài sau thắng khi bằng điểm; bằng điểm thì ai hạ bài sau xếp dưới"},
    "ex.phom.mis_all_mom": {
        "en": "comparing points when everyone is móm; then the first player to be móm wins",
        "vi": "so điểm khi tất cả đều móm; khi đó người móm đầu tiên thắng"},
    "ex.phom.mis_short_table": {
        "en": "using the other short-table payment ({other}); this room uses short_table_payments='{rule}'",
        "vi": "dùng cách trả tiền bàn thiếu người còn lại ({other}); phòng này dùng short_table_payments='{rule}'"},
    "ex.phom.mis_den_own": {
        "en": "charging the đền player only their own share; in Ù đền they pay every loser's share",
        "vi": "chỉ tính phần của riêng người bị đền; Ù đền thì người đó trả phần của mọi người thua"},
    "ex.phom.mis_den_winner": {
        "en": "counting a share for the winner too; the đền player pays one share per loser, themselves included",
        "vi": "tính cả phần của người Ù; người đền trả một phần cho mỗi người thua, kể cả chính mình"},
    "ex.phom.mis_den_others": {
        "en": "charging the other losers their share in Ù đền; the đền player pays for all of them",
        "vi": "vẫn tính tiền những người thua khác khi Ù đền; người đền trả thay cho tất cả"},
    "ex.phom.mis_den_two": {
        "en": "making a player pay for the table without Ù đền; that needs three of their discards eaten by the "
              "winner (or the tái chốt case)",
        "vi": "bắt một người đền cả bàn khi không phải Ù đền; phải bị người Ù ăn ba lá (hoặc trường hợp tái chốt)"},
    "ex.phom.mis_total_no_eats": {
        "en": "leaving out the money of the eaten cards; it counts in the hand's total",
        "vi": "bỏ sót tiền ăn bài; tiền đó cũng tính vào tổng của ván"},
    "ex.phom.mis_total_no_end": {
        "en": "leaving out the end of the hand; the places pay too",
        "vi": "bỏ sót tiền cuối ván; thứ hạng cuối ván cũng được, mất tiền"},
    "ex.phom.mis_sign": {"en": "mixing up gain and loss; a gain is positive, a loss negative",
                         "vi": "nhầm được với mất; được tiền là số dương, mất tiền là số âm"},
})


def _m(code: str, **params) -> str:
    return message("ex.phom." + code, **params)


def _ace_rule(rules) -> str:
    return _m("r_ace_high" if rules.ace_high_in_runs else "r_ace_low")


def _arrangement_text(arrangement) -> str:
    phom = " ".join(f"[{m.pretty}]" for m in arrangement.melds) or _m("no_phom")
    return _m("arrangement", phom=phom, cards=_text(arrangement.deadwood) or "—", points=arrangement.points)


# ---------------------------------------------------------------------------
# Reading what a teacher gives


def _chosen_eaten(value, cards, name="eaten") -> tuple:
    """Eaten cards: some of ``cards`` (none when ``value`` is None or empty)."""
    if value is None or (isinstance(value, (list, tuple, str)) and not value):
        return ()
    eaten = _cards_of(name, value, 1, len(cards) or 1)
    stray = [c for c in eaten if c not in cards]
    if stray:
        raise CardlabError(f"{name}={show(value)}: {stray[0]} is not among the cards held: expected eaten cards "
                           f"from the hand")
    return eaten


def _distinct(name: str, *groups) -> None:
    seen = set()
    for group in groups:
        for c in group:
            if c in seen:
                raise CardlabError(f"{name}: {c} appears twice: expected each card once (one deck)")
            seen.add(c)


NAMES = ("A", "B", "C", "D")


def _chosen_players(name: str, value) -> tuple:
    """2 to 4 of the players A, B, C, D, each once: ``"ABC"`` or ``["A", "B", "C"]``."""
    players = tuple(value) if isinstance(value, (str, list, tuple)) else None
    if not players or not 2 <= len(players) <= 4 or any(p not in NAMES for p in players) \
            or len(set(players)) != len(players):
        raise CardlabError(f"{name}={show(value)}: expected 2 to 4 of the players A, B, C, D, each once, "
                           f"such as 'ABCD'")
    return players


def _chosen_player(name: str, value, players) -> str:
    if value not in players:
        raise CardlabError(f"{name}={show(value)}: expected one of the players {', '.join(players)}")
    return value


# ---------------------------------------------------------------------------
# Dealing


def _cards_of(name: str, value, low: int, high: int) -> tuple:
    return chosen_cards(name, value, low, high, "Phỏm")


class _Deck:
    """The cards not yet used in a question, drawn from the question's own generator."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.cards = list(STANDARD_52)
        rng.shuffle(self.cards)

    def has(self, cards) -> bool:
        return all(c in self.cards for c in cards) and len(set(cards)) == len(list(cards))

    def take(self, cards) -> list[Card]:
        cards = list(cards)
        for c in cards:
            self.cards.remove(c)
        return cards

    def meld(self, kinds=("set", "run"), lengths=(3,)) -> list[Card]:
        """A random phỏm ngang or phỏm dọc still complete in the deck."""
        for _ in range(1000):
            kind = self.rng.choice(kinds)
            n = self.rng.choice(lengths)
            if kind == "set":
                rank = self.rng.randint(1, 13)
                suits = [s for s in Suit if make_card(rank, s) in self.cards]
                if len(suits) >= min(n, 4):
                    return self.take(make_card(rank, s) for s in self.rng.sample(suits, min(n, 4)))
            else:
                suit = self.rng.choice(list(Suit))
                start = self.rng.randint(1, 14 - n)
                cards = [make_card(r, suit) for r in range(start, start + n)]
                if self.has(cards):
                    return self.take(cards)
        raise CardlabError("could not deal a phỏm")  # pragma: no cover - the deck always holds one

    def loose(self, n: int, rules, avoid=(), faces: int = 0) -> list[Card]:
        """``n`` cards in no phỏm together nor with ``avoid`` (at least ``faces`` of them J, Q or K).

        Built a card at a time: a card joins when no phỏm of the cards so far holds it.
        """
        avoid = list(avoid)
        for attempt in range(200):
            faces = faces if attempt < 100 else 0                # J, Q, K are wished for, not required
            pool = self.rng.sample(self.cards, len(self.cards))
            pool.sort(key=lambda c: int(c.rank) <= 10)          # J, Q, K first when some are wanted
            if not faces:
                self.rng.shuffle(pool)
            picks = []
            for c in pool:
                here = picks + avoid + [c]
                if not any(c in m.cards for m in enumerate_melds(here, rules.meld_rules)):
                    picks.append(c)
                    if len(picks) == n:
                        break
            if len(picks) == n and sum(1 for c in picks if int(c.rank) > 10) >= faces:
                if faces:                                       # not all the faces first: shuffle what is kept
                    keep = picks[:faces] + [c for c in self.rng.sample(pool, len(pool)) if c not in picks[:faces]]
                    picks = []
                    for c in keep:
                        if not any(c in m.cards for m in enumerate_melds(picks + avoid + [c], rules.meld_rules)):
                            picks.append(c)
                            if len(picks) == n:
                                break
                    if len(picks) < n:
                        continue
                return self.take(picks)
        raise CardlabError("could not deal loose cards")  # pragma: no cover


def _house(rules, names) -> str:
    """The house-rule options a question depends on, when not at their default."""
    default = P.Rules()
    shown = [f"{n}={getattr(rules, n)!r}" for n in names if getattr(rules, n) != getattr(default, n)]
    return _m("house", options=", ".join(shown)) if shown else ""


def _hand_html(label: str, cards, note: str = "") -> str:
    return box(label, cards, GREY, note) + "<br>" + notation(cards)


def _shape_mistake(cards, rules) -> str | None:
    """Which known mistake would make ``cards`` (not a phỏm by shape) look like one."""
    cards = list(cards)
    if len(cards) < 3 or len(set(cards)) < len(cards) or P.check_meld(cards, (), rules):
        return None
    ranks = [int(c.rank) for c in cards]
    if len(set(ranks)) == len(ranks) and len({c.suit for c in cards}) > 1:
        same = [Card(c.rank, cards[0].suit) for c in cards]
        if len(set(same)) == len(same) and P.check_meld(same, (), rules):
            return "mis_mixed"
    if len({c.suit for c in cards}) == 1 and len(set(ranks)) == len(ranks):
        if not rules.ace_high_in_runs and P.check_meld(cards, (), replace(rules, ace_high_in_runs=True)):
            return "mis_ace_high"
        if 1 in ranks and 13 in ranks and 2 in ranks:
            return "mis_wrap"
        span = sorted(ranks)
        if span[-1] - span[0] == len(ranks) and 1 not in ranks:
            return "mis_gap"
    return None


def _shape_missed(cards, rules) -> str | None:
    """Which known mistake would make a real phỏm look like none."""
    verdict = P.check_meld(list(cards), (), rules)
    if not verdict:
        return None
    ranks = sorted(int(c.rank) for c in cards)
    if verdict.kind == "set" and len(cards) == 4:
        return "mis_four"
    if verdict.kind == "run" and ranks[0] == 1 and 13 not in ranks:
        return "mis_ace_low"
    return None


def _tongits_points(ace: int):
    """A points function with 10, J, Q, K all worth 10: the Tongits values a learner may carry over."""
    def points(card: Card) -> int:
        r = int(card.rank)
        return ace if r == 1 else min(r, 10)
    return points


_TONGITS = {}


def _tongits_fn(ace: int):
    fn = _TONGITS.get(ace)
    if fn is None:
        fn = _TONGITS[ace] = _tongits_points(ace)
    return fn


def _one_point(card: Card) -> int:
    """Every card worth 1: the lay-down leaving the fewest cards (a learner who melds as much as possible)."""
    return 1


# ---------------------------------------------------------------------------
# The questions


#: A yes/no question: a wrong answer is pointed at the rule (then at this hand), never told the verdict.
_YesNo = core.NudgedVerdictQuestion


def _shape_nudge(cards) -> str:
    ranks = [c.rank for c in cards]
    if len(set(ranks)) == 1:
        return _m("s2_same", n=len(ranks))
    if len(set(ranks)) == len(ranks):
        return _m("s2_seq")
    return _m("s2_mixed")


class PhomQuestion(_YesNo):
    """Q: do ``cards`` (with ``eaten`` among them) form a phỏm? expected: :func:`phom.check_meld`.

    ``PhomQuestion(cards="7H 7D 7C", eaten="7H")`` asks about chosen cards (3 to 13).

    Raises:
        CardlabError: for cards that cannot be read, a joker, a card given
            twice, fewer than 3 or more than 13 cards, or an eaten card that is
            not among them.
    """

    key = "phom"
    title_code = "ex.phom.t_phom"
    KINDS = ("set3", "set4", "run", "ace_low", "mixed", "mixed", "gap", "ace_top", "wrap", "eaten_one",
             "eaten_two", "eaten_two")

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, eaten=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"cards": cards}, {"eaten": eaten}, example="cards='7H 7D 7C', eaten='7H'"):
            cards, eaten = self._deal(rng)
        self.cards = _cards_of("cards", cards, 3, 13)
        self.eaten = _chosen_eaten(eaten, self.cards)
        self.verdict = P.check_meld(self.cards, self.eaten, self.rules)

    @classmethod
    def _deal(cls, rng):
        kind = rng.choice(cls.KINDS)
        suits = list(Suit)
        r, s = rng.randint(1, 11), rng.choice(suits)
        eaten = []
        if kind == "set3":
            cards = [make_card(r, x) for x in rng.sample(suits, 3)]
        elif kind == "set4":
            cards = [make_card(r, x) for x in suits]
        elif kind == "run":
            n = rng.choice((3, 3, 4, 5))
            start = rng.randint(1, 14 - n)
            cards = [make_card(k, s) for k in range(start, start + n)]
        elif kind == "ace_low":
            cards = [make_card(k, s) for k in range(1, rng.choice((4, 5)))]
        elif kind == "mixed":
            picks = rng.sample(suits, 3) if rng.random() < 0.6 else [s, s, rng.choice([x for x in suits if x != s])]
            rng.shuffle(picks)
            cards = [make_card(r + i, picks[i]) for i in range(3)]
        elif kind == "gap":
            cards = [make_card(r, s), make_card(r + 2, s), make_card(r + 3 if r + 3 <= 13 else r - 2, s)]
        elif kind == "ace_top":
            cards = [make_card(12, s), make_card(13, s), make_card(1, s)]
        elif kind == "wrap":
            cards = [make_card(13, s), make_card(1, s), make_card(2, s)]
        else:   # a real phỏm with one or two eaten cards
            if rng.random() < 0.5:
                cards = [make_card(r, x) for x in rng.sample(suits, rng.choice((3, 4)))]
            else:
                cards = [make_card(k, s) for k in range(r, r + 3)]
            eaten = rng.sample(cards, 1 if kind == "eaten_one" else 2)
        rng.shuffle(cards)
        return cards, eaten

    def hint_steps(self):
        steps = [_m("s1_phom", ace=_ace_rule(self.rules), max=self.rules.max_eaten_cards_per_phom),
                 _shape_nudge(self.cards)]
        if self.eaten:
            steps.append(_m("s2_eaten", n=len(self.eaten)))
        return steps

    def misconception(self, value):
        shape = P.check_meld(self.cards, (), self.rules)
        if value and not self.verdict:
            if shape:
                return _m("mis_two_eaten", n=len(self.eaten), max=self.rules.max_eaten_cards_per_phom)
            code = _shape_mistake(self.cards, self.rules)
            return _m(code) if code else None
        if not value and self.verdict:
            if self.eaten:
                return _m("mis_eaten_spoils", max=self.rules.max_eaten_cards_per_phom)
            code = _shape_missed(self.cards, self.rules)
            return _m(code) if code else None
        return None

    def prompt(self):
        eaten = _m("p_eaten_some", cards=_text(self.eaten)) if self.eaten else _m("p_eaten_none")
        return _join(_m("p_phom", eaten=eaten), _house(self.rules, ["ace_high_in_runs", "max_eaten_cards_per_phom"]))

    def body_html(self):
        note = _m("eaten_note", cards=_text(self.eaten)) if self.eaten else ""
        return _hand_html("", self.cards, note)


class PointsQuestion(core.NumberQuestion):
    """Q: the points of ``hand`` at the end of a hand; expected: :func:`phom.deadwood`.

    ``PointsQuestion(hand="AS 2S 3S 7H KD")`` asks about a chosen hand (1 to 13 cards).

    Raises:
        CardlabError: for cards that cannot be read, a joker, a card given
            twice, no card or more than 13.
    """

    key = "points"
    title_code = "ex.phom.t_points"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"hand": hand}, example="hand='AS 2S 3S 7H KD'"):
            hand = self._deal(rng, self.rules)
        self.hand = tuple(in_order(_cards_of("hand", hand, 1, 13)))
        self.arrangement = P.arrange(self.hand, self.rules)
        self.points = P.deadwood(self.hand, self.rules)

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        cards = deck.meld(lengths=(3, 3, 4))
        if rng.random() < 0.5:
            cards += deck.meld()
        return cards + deck.loose(9 - len(cards), rules, avoid=cards, faces=1)

    @property
    def amount(self):
        return self.points

    def hint_steps(self):
        n = len(self.arrangement.melds)
        return [_m("s1_points", ace=self.rules.ace_points),
                _m("s2_points", phom=_m("n_phom", n=n) if n else _m("no_phom"))]

    def hints(self, value, correct, attempt):
        if correct:
            return [_m("h_best_is", arrangement=_arrangement_text(self.arrangement))]
        out = [_m("h_points_high") if value > self.points else _m("h_points_low", ace=self.rules.ace_points)]
        return out + (self.hint_steps()[1:] if attempt >= 2 else [])

    def _mistakes(self):
        r = self.rules
        yield "mis_tongits", _arrange_with(list(self.hand), r.meld_rules, _tongits_fn(r.ace_points)).points
        yield "mis_melded", sum(P.card_points(c, r) for c in self.hand)
        if not r.ace_high_in_runs:
            yield "mis_ace_high", P.deadwood(self.hand, replace(r, ace_high_in_runs=True))

    def misconception(self, value):
        for code, mistaken in self._mistakes():
            if mistaken != self.points and mistaken == value:
                return _m(code)
        return None

    def answer_lines(self):
        return [str(self.points), _m("h_best_is", arrangement=_arrangement_text(self.arrangement))]

    def prompt(self):
        return _join(_m("p_points"), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


def _yes_no_or_cards(answer, form_code):
    """("yes"|"no", None) or ("cards", cards): how eat answers are read."""
    if isinstance(answer, bool):
        return ("yes", None) if answer else ("no", None)
    if isinstance(answer, str) and answer.strip().lower().rstrip(".!") in core._YES | core._NO:
        return ("yes", None) if read_yes_no(answer) else ("no", None)
    return ("cards", tuple(read_cards(answer, form_code)))


class EatQuestion(Question):
    """Q: may ``discard`` be eaten with ``hand`` (holding ``eaten``), and into which phỏm?

    Expected: whether the eat is legal — the discard makes a phỏm with cards
    held, and every eaten card (old and new) can then sit in a phỏm holding at
    most ``max_eaten_cards_per_phom`` eaten cards, with a card left to discard
    (or the hand is Ù) — computed with :func:`phom.arrange` and
    :func:`phom.check_u`; and every phỏm that eat may make (checked with
    :func:`phom.check_meld`, the rest of the hand still able to hold its
    eaten cards).

    ``EatQuestion(discard="7S", hand="7H 7D 7C 2S 9C KD", eaten="7H")``.

    Raises:
        CardlabError: for a discard that is not one card, a hand of fewer
            than 2 or more than 12 cards, a card given twice, the discard in
            the hand, or eaten cards not in the hand.
    """

    key = "eat"
    title_code = "ex.phom.t_eat"
    form_code = "ex.phom.form_eat"

    def __init__(self, number=1, rules=None, rng=None, *, discard=None, hand=None, eaten=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"discard": discard, "hand": hand}, {"eaten": eaten},
                    example="discard='7S', hand='7H 7D 7C 2S 9C KD', eaten='7H'"):
            discard, hand, eaten = self._deal(rng, self.rules)
        self.discard = _cards_of("discard", discard, 1, 1)[0]
        self.hand = tuple(in_order(_cards_of("hand", hand, 2, 12)))
        if self.discard in self.hand:
            raise CardlabError(f"discard={show(discard)} is also in hand={show(hand)}: expected a discard that is "
                               f"not in the hand (one deck)")
        self.eaten = _chosen_eaten(eaten, self.hand)
        if self.eaten and not P.arrange(self.hand, self.rules, eaten=self.eaten).feasible:
            raise CardlabError(f"eaten={show(eaten)}: these eaten cards cannot all sit in phỏm of hand={show(hand)}, "
                               f"which the game never allows: expected eaten cards that fit")
        self.reason, self.options = self._judge_eat()

    def _judge_eat(self):
        after = list(self.hand) + [self.discard]
        new = list(self.eaten) + [self.discard]
        rules = self.rules
        options = set()
        d = self.discard
        near = [c for c in self.hand if c.rank == d.rank or c.suit == d.suit]     # a phỏm with d holds only these
        for k in range(2, len(near) + 1):
            for combo in itertools.combinations(near, k):
                inside = [c for c in combo if c in self.eaten]
                if not P.check_meld(list(combo) + [d], inside + [d], rules):
                    continue
                rest = [c for c in self.hand if c not in combo]
                if P.arrange(rest, rules, eaten=[c for c in self.eaten if c not in combo]).feasible:
                    options.add(frozenset(combo))
        if not any(P.check_meld(list(combo) + [d], [d], rules) for k in range(2, len(near) + 1)
                   for combo in itertools.combinations(near, k)):
            return Reason("phom.eat_no_phom", card=d), frozenset()
        if not P.arrange(after, rules, eaten=new).feasible:
            return Reason("phom.eat_breaks_limit", card=d, eaten=tuple(self.eaten),
                          max=rules.max_eaten_cards_per_phom), frozenset()
        spare = any(P.arrange([c for c in after if c != x], rules, eaten=new).feasible for x in after if x not in new)
        u = len(after) == rules.hand_size and P.check_u(after, rules, eaten=new)
        if not spare and not u:
            return Reason("phom.eat_leaves_no_discard", card=d), frozenset()
        return None, frozenset(options)

    @property
    def legal(self) -> bool:
        return self.reason is None

    @property
    def expected(self):
        return sorted(self.options, key=lambda o: sorted(c.sort_key for c in o)) if self.legal else False

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        roll = rng.random()
        eaten = []
        if roll < 0.4:          # a cạ for the discard
            meld = deck.meld(lengths=(3, 3, 4))
            discard = rng.choice(meld)
            hand = [c for c in meld if c != discard]
        elif roll < 0.7:        # an old eaten card in the phỏm the discard would need
            for _ in range(200):
                r = rng.randint(1, 13)
                cards = [make_card(r, s) for s in Suit]
                if deck.has(cards):
                    break
            deck.take(cards)
            rng.shuffle(cards)
            discard, old, hand = cards[0], cards[1], cards[1:]
            eaten = [old]
            if rng.random() < 0.5:      # give the old eaten card a phỏm dọc of its own
                r, s = int(old.rank), old.suit
                run = [make_card(k, s) for k in ((r + 1, r + 2) if r <= 11 else (r - 2, r - 1))]
                if deck.has(run):
                    hand += deck.take(run)
        else:                   # a near miss: same rank once, a neighbour of another suit
            discard = deck.cards.pop(0)
            r, s = int(discard.rank), discard.suit
            same = [c for c in deck.cards if c.rank == discard.rank]
            other = [c for c in deck.cards if abs(int(c.rank) - r) == 1 and c.suit != s]
            hand = deck.take([rng.choice(same), rng.choice(other)])
        hand += deck.loose(9 - len(hand), rules, avoid=hand + [discard])
        return discard, hand, eaten

    def form(self):
        return message(self.form_code)

    def read(self, answer):
        if hasattr(answer, "ok") and hasattr(answer, "reasons"):        # a Verdict
            if not answer:
                return ("no", None)
            answer = getattr(answer, "meld", None) or answer.ok
        kind, cards = _yes_no_or_cards(answer, self.form_code)
        if kind == "cards":
            cards = tuple(c for c in cards if c != self.discard)
        return kind, cards

    def judge(self, value):
        kind, cards = value
        if not self.legal:
            return kind == "no"
        return kind == "cards" and len(set(cards)) == len(cards) and frozenset(cards) in self.options

    def show_value(self, value):
        kind, cards = value
        return _text(cards) or "—" if kind == "cards" else yes_no(kind == "yes")

    def hint_steps(self):
        d = self.discard
        return [_m("s1_eat", max=self.rules.max_eaten_cards_per_phom),
                _m("s2_eat", rank=d.rank.symbol, suit=d.suit.symbol, card=d.pretty)]

    def _problem(self, cards) -> str | None:
        twice = [c for c in dict.fromkeys(cards) if cards.count(c) > 1]
        if twice:
            return _m("h_twice", card=twice[0].pretty)
        missing = [c for c in cards if c not in self.hand]
        if missing:
            return _m("h_not_in_hand", cards=_text(missing))
        if len(cards) < 2:
            return _m("h_too_few", card=self.discard.pretty)
        return None

    def _made(self, cards):
        cards = list(cards)
        return P.check_meld(cards + [self.discard], [c for c in cards if c in self.eaten] + [self.discard],
                            self.rules)

    def hints(self, value, correct, attempt):
        kind, cards = value
        if correct and kind == "cards":
            return [self._made(cards).text()]
        if correct:
            return [self.reason.text()]
        closer = self.hint_steps()[1:] if attempt >= 2 else []
        if kind == "yes" and self.legal:
            return [_m("h_eat_which")]
        if kind == "no":
            return [_m("h_eat_look", card=self.discard.pretty)] + closer
        if kind == "yes":
            return graduated(self, attempt)
        problem = self._problem(list(cards))
        if problem:
            return [problem]
        made = self._made(cards)
        if not made:
            return [made.text()] + self.hint_steps()[:1] + closer
        stranded = [c for c in self.eaten if c not in cards]
        return [_m("h_rest_stranded", eaten=_text(stranded))] + self.hint_steps()[:1] + closer if stranded \
            else graduated(self, attempt)

    def misconception(self, value):
        kind, cards = value
        if kind != "cards" or self._problem(list(cards)):
            return None
        cards = list(cards)
        shape = P.check_meld(cards + [self.discard], (), self.rules)
        inside = [c for c in cards if c in self.eaten] + [self.discard]
        if shape and len(inside) > self.rules.max_eaten_cards_per_phom:
            return _m("mis_two_eaten", n=len(inside), max=self.rules.max_eaten_cards_per_phom)
        if len(cards) >= 3 and P.check_meld(cards, (), self.rules) and not shape:
            return _m("mis_own_phom")
        code = _shape_mistake(cards + [self.discard], self.rules)
        return _m(code) if code else None

    def answer_lines(self):
        if not self.legal:
            return [yes_no(False), self.reason.text()]
        best = self.expected
        return [" | ".join(_text(in_order(o)) for o in best)] + [self._made(o).text() for o in best[:1]]

    def prompt(self):
        eaten = _m("p_eat_some", cards=_text(self.eaten)) if self.eaten else _m("p_eat_none")
        return _join(_m("p_eat", card=self.discard.pretty, eaten=eaten),
                     _house(self.rules, ["ace_high_in_runs", "max_eaten_cards_per_phom"]))

    def body_html(self):
        note = _m("eaten_note", cards=_text(self.eaten)) if self.eaten else ""
        return box(_m("discarded"), [self.discard], BROWN) + _hand_html(_m("your_hand"), self.hand, note)


class LayDownQuestion(Question):
    """Q: which phỏm to lay down from ``hand`` (holding ``eaten``)? expected: :func:`phom.arrange` with eaten.

    Any lay-down that is legal (each phỏm checked by :func:`phom.check_meld`
    with its eaten cards, every eaten card inside a phỏm) and leaves as few
    points as the engine's is right.

    ``LayDownQuestion(hand="7S 7H 7D 8S 9S KC", eaten="7H")``.

    Raises:
        CardlabError: for cards that cannot be read, fewer than 3 or more
            than 13 cards, eaten cards not in the hand, or eaten cards that no
            lay-down can hold.
    """

    key = "laydown"
    title_code = "ex.phom.t_laydown"
    form_code = "exercises.form_melds"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, eaten=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"hand": hand}, {"eaten": eaten}, example="hand='7S 7H 7D 8S 9S KC', eaten='7H'"):
            hand, eaten = self._deal(rng, self.rules)
        self.hand = tuple(in_order(_cards_of("hand", hand, 3, 13)))
        self.eaten = _chosen_eaten(eaten, self.hand)
        self.arrangement = P.arrange(self.hand, self.rules, eaten=self.eaten)
        if not self.arrangement.feasible:
            raise CardlabError(f"eaten={show(eaten)}: no lay-down of hand={show(hand)} holds every eaten card, "
                               f"which the game never allows: expected eaten cards that fit")

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        for _ in range(500):
            r, s = rng.randint(1, 13), rng.choice(list(Suit))
            others = [x for x in Suit if x != s]
            set_cards = [make_card(r, s)] + [make_card(r, x) for x in rng.sample(others, 2)]
            offsets = [o for o in ((-2, -1), (-1, 1), (1, 2)) if all(1 <= r + k <= 13 for k in o)]
            run_cards = [make_card(r + k, s) for k in rng.choice(offsets)]
            cards = set_cards + run_cards
            if deck.has(cards):
                deck.take(cards)
                break
        eaten = []
        if rng.random() < 0.6:
            eaten = [rng.choice(set_cards[1:] + run_cards)]
        cards += deck.loose(9 - len(cards), rules, avoid=cards, faces=1)
        return cards, eaten

    @property
    def expected(self):
        return self.arrangement

    def read(self, answer):
        return [tuple(m) for m in read_melds(answer)]

    def _problems(self, melds) -> list[str]:
        out, seen = [], set()
        for meld in melds:
            bad = False
            for c in meld:
                if c in seen:
                    out.append(_m("h_twice", card=c.pretty))
                    bad = True
                elif c not in self.hand:
                    out.append(_m("h_not_in_hand", cards=c.pretty))
                    bad = True
                seen.add(c)
            if bad:
                continue
            v = P.check_meld(meld, [c for c in meld if c in self.eaten], self.rules)
            if not v:
                out.append(v.text())
        for c in self.eaten:
            if c not in seen:
                out.append(_m("h_eaten_out", card=c.pretty))
        return out

    def _left_points(self, melds) -> int:
        used = {c for m in melds for c in m}
        return sum(P.card_points(c, self.rules) for c in self.hand if c not in used)

    def judge(self, value):
        return not self._problems(value) and self._left_points(value) == self.arrangement.points

    def show_value(self, value):
        return " | ".join(_text(m) for m in value) or "[]"

    def hint_steps(self):
        contested = core.contested(self.hand, self.rules.meld_rules)
        if not contested:
            closer = _m("s2_laydown_none")
        else:
            closer = _m("s2_laydown_one" if len(contested) == 1 else "s2_laydown_many", cards=_text(contested))
        return [_m("s1_laydown", max=self.rules.max_eaten_cards_per_phom), closer]

    def hints(self, value, correct, attempt):
        problems = self._problems(value)
        if problems:
            return problems + (self.hint_steps()[:1] if attempt >= 2 else [])
        points = self._left_points(value)
        if correct:
            return [_m("h_least", points=points)]
        return [_m("h_leaves", points=points), _m("h_better")] + (self.hint_steps()[1:] if attempt >= 2 else [])

    def misconception(self, value):
        limit = self.rules.max_eaten_cards_per_phom
        for meld in value:
            if len(set(meld)) == len(meld) and all(c in self.hand for c in meld):
                inside = [c for c in meld if c in self.eaten]
                if len(inside) > limit and P.check_meld(meld, (), self.rules):
                    return _m("mis_two_eaten", n=len(inside), max=limit)
                code = _shape_mistake(meld, self.rules)
                if code:
                    return _m(code)
        problems = self._problems(value)
        used = {c for m in value for c in m}
        if any(c not in used for c in self.eaten) and all(
                P.check_meld(m, (), self.rules) for m in value) and len(used) == sum(len(m) for m in value) \
                and all(c in self.hand for c in used):
            return _m("mis_eaten_left")
        if problems:
            return None
        limit_ok = (lambda m: sum(c in self.eaten for c in m.cards) <= limit)
        fewest = _arrange_with(list(self.hand), self.rules.meld_rules, _one_point, meld_filter=limit_ok,
                               required=self.eaten).points
        left = len(self.hand) - len(used)
        if left == fewest and self._left_points(value) > self.arrangement.points:
            return _m("mis_most_cards")
        return None

    def answer_lines(self):
        return [" | ".join(m.pretty for m in self.arrangement.melds) or "[]",
                _m("h_best_is", arrangement=_arrangement_text(self.arrangement))]

    def prompt(self):
        eaten = _m("p_eat_some", cards=_text(self.eaten)) if len(self.eaten) == 1 else (
            _m("p_eaten_some", cards=_text(self.eaten)) if self.eaten else _m("p_eat_none"))
        return _join(_m("p_laydown", round=self.rules.rounds, eaten=eaten),
                     _house(self.rules, ["ace_high_in_runs", "max_eaten_cards_per_phom"]))

    def body_html(self):
        note = _m("eaten_note", cards=_text(self.eaten)) if self.eaten else ""
        return _hand_html(_m("your_hand"), self.hand, note)


class SendQuestion(_YesNo):
    """Q: may ``card`` be sent onto Player B's ``phom``? expected: :func:`phom.check_send`.

    ``SendQuestion(card="8S", phom="5S 6S 7S", round=4, laid_down=True, before=True)``: the round, whether
    you (A) laid down a phỏm, and whether B laid down before you.

    Raises:
        CardlabError: for a card that is not one card, a phỏm that is not
            one, the card already in it, a round outside 1..rules.rounds, or
            flags that are not True/False.
    """

    key = "send"
    title_code = "ex.phom.t_send"

    def __init__(self, number=1, rules=None, rng=None, *, card=None, phom=None, round=None, laid_down=True,
                 before=True):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"card": card, "phom": phom}, {"round": round},
                    example="card='8S', phom='5S 6S 7S', round=4"):
            card, phom, round, laid_down, before = self._deal(rng, self.rules)
        self.card = _cards_of("card", card, 1, 1)[0]
        cards = _cards_of("phom", phom, 3, 13)
        shape = P.check_meld(cards, (), self.rules)
        if not shape:
            raise CardlabError(f"phom={show(phom)} is not a phỏm ({shape.text()}): expected a laid-down phỏm such "
                               f"as '5S 6S 7S'")
        if self.card in cards:
            raise CardlabError(f"card={show(card)} is already in phom={show(phom)}: expected a card from elsewhere")
        self.phom = tuple(shape.meld.cards)
        self.round = _chosen_int("round", self.rules.rounds if round is None else round, 1, self.rules.rounds)
        self.laid_down = _chosen_bool("laid_down", laid_down)
        self.before = _chosen_bool("before", before)
        self.verdict = P.check_send(self.card, self.phom, round=self.round, sender_has_phom=self.laid_down,
                                    target_laid_down_before_sender=self.before, rules=self.rules)

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        phom = deck.meld(lengths=(3, 3, 4))
        fits, near = [], []
        ranks = {int(c.rank) for c in phom}
        lo, hi = min(ranks), max(ranks)
        for c in deck.cards:
            if P.check_meld(list(phom) + [c], (), rules):
                fits.append(c)
            elif int(c.rank) in ranks or lo - 2 <= int(c.rank) <= hi + 2 or (c.rank == Rank.ACE and hi == 13):
                near.append(c)
        fits, near = in_order(fits), in_order(near)
        card = rng.choice(fits if fits and rng.random() < 0.8 else near)
        last = rules.rounds
        round = last if rng.random() < 0.85 or last == 1 else rng.randint(max(1, last - 2), last - 1)
        return card, phom, round, rng.random() < 0.85, rng.random() < 0.85

    def hint_steps(self):
        return [_m("s1_send", last=self.rules.rounds),
                _m("s2_send", card=self.card.pretty, phom=_text(self.phom))]

    def misconception(self, value):
        if value and not self.verdict:
            if not self.laid_down:
                return _m("mis_send_no_phom")
            if self.round != self.rules.rounds:
                return _m("mis_send_early", last=self.rules.rounds)
            if not self.before:
                return _m("mis_send_later")
            code = _shape_mistake(list(self.phom) + [self.card], self.rules)
            return _m(code) if code else None
        if not value and self.verdict:
            code = _shape_missed(list(self.phom) + [self.card], self.rules)
            return _m(code) if code else None
        return None

    def prompt(self):
        return _join(_m("p_send", round=self.round, b_when=_m("before" if self.before else "after"),
                        you=_m("you_laid" if self.laid_down else "you_mom"), card=self.card.pretty),
                     _house(self.rules, ["ace_high_in_runs", "rounds"]))

    def body_html(self):
        return box(_m("player", player="B") + " · " + _m("laid"), self.phom, GREEN) + \
            box(_m("your_hand"), [self.card], GREY)


_U_WORDS = {"u": "u", "ù": "u", "u thuong": "u", "ù thường": "u",
            "u tron": "u_tron", "ù tròn": "u_tron", "u_tron": "u_tron", "ù tron": "u_tron", "u tròn": "u_tron"}


def _read_u(answer):
    """``"u"``, ``"u_tron"`` or None (not Ù) from what a learner types; ``"yes"`` (which kind?) for True."""
    if hasattr(answer, "ok") and hasattr(answer, "reasons"):        # a Verdict of check_u
        return answer.kind if answer else None
    if isinstance(answer, bool):
        return "yes" if answer else None
    if isinstance(answer, str):
        word = unicodedata.normalize("NFC", answer).strip().lower().rstrip(".!").replace("-", " ")
        word = re.sub(r"\s+", " ", word)
        if word in _U_WORDS:
            return _U_WORDS[word]
        if word in core._NO or word in ("not u", "neither", "không ù", "khong u"):
            return None
        if word in core._YES:
            return "yes"
        raise AnswerError(_m("not_u_word", answer=show(answer)) + " " + _m("form_u"))
    if answer is None:
        raise AnswerError(message("exercises.none", form=_m("form_u")))
    raise AnswerError(message("exercises.bad_type", answer=show(answer), type=core._kind(answer), form=_m("form_u")))


def _u_name(kind) -> str:
    return {"u": _m("u_name"), "u_tron": _m("u_tron_name"), "yes": yes_no(True)}.get(kind, _m("no_u"))


class UQuestion(Question):
    """Q: is ``hand`` (holding ``eaten``) Ù, Ù tròn or neither? expected: the kind of :func:`phom.check_u`.

    ``UQuestion(hand="2S 3S 4S 7H 7D 7C 9C 10C JC KD", eaten="7H")``.

    Raises:
        CardlabError: for cards that cannot be read, a hand that is not
            ``rules.hand_size`` (10) cards, or eaten cards not in the hand.
    """

    key = "u"
    title_code = "ex.phom.t_u"
    form_code = "ex.phom.form_u"
    KINDS = ("u_tron", "u", "u", "two_phom", "two_phom", "near", "eaten_odd", "eaten_one")

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, eaten=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"hand": hand}, {"eaten": eaten},
                    example="hand='2S 3S 4S 7H 7D 7C 9C 10C JC KD', eaten='7H'"):
            hand, eaten = self._deal(rng, self.rules)
        n = self.rules.hand_size
        self.hand = tuple(in_order(_cards_of("hand", hand, n, n)))
        self.eaten = _chosen_eaten(eaten, self.hand)
        if self.eaten and not P.arrange(self.hand, self.rules, eaten=self.eaten).feasible:
            raise CardlabError(f"eaten={show(eaten)}: these eaten cards cannot all sit in phỏm of hand={show(hand)}, "
                               f"which the game never allows: expected eaten cards that fit")
        self.verdict = P.check_u(self.hand, self.rules, eaten=self.eaten)

    @classmethod
    def _deal(cls, rng, rules):
        deck = _Deck(rng)
        kind = rng.choice(cls.KINDS)
        n = rules.hand_size
        eaten = []
        if kind == "two_phom":           # a 5-card phỏm dọc, a tứ quý and one card: 2 phỏm only
            cards = deck.meld(("run",), (5,)) + deck.meld(("set",), (4,))
        elif kind == "eaten_odd":        # twin phỏm dọc and a card of their top rank, eaten: it cannot be the odd card
            for _ in range(500):
                r = rng.randint(1, 11)
                a, b, c = rng.sample(list(Suit), 3)
                cards = [make_card(k, x) for x in (a, b) for k in range(r, r + 3)] + [make_card(r + 2, c)]
                if deck.has(cards):
                    break
            deck.take(cards)
            eaten = [cards[-1]]
            cards += deck.meld()
        else:
            sizes = (3, 3, 4) if kind == "u_tron" else (3, 3, 3)
            melds = [deck.meld(lengths=(k,)) for k in sizes]
            cards = [c for m in melds for c in m]
            if kind == "near":
                cards = cards[:7]
            elif kind == "eaten_one":
                eaten = [rng.choice(cards)]
        if len(cards) < n:
            cards += deck.loose(n - len(cards), rules, avoid=cards)
        return cards, eaten

    @property
    def expected(self):
        return self.verdict.kind

    def read(self, answer):
        return _read_u(answer)

    def judge(self, value):
        return value == self.verdict.kind

    def show_value(self, value):
        return _u_name(value)

    def hint_steps(self):
        r = self.rules
        first = "s1_u_three" if r.u_definition == "three_phom" else "s1_u_any"
        return [_m(first, n=r.hand_size, max=r.max_eaten_cards_per_phom), _m("s2_u")]

    def hints(self, value, correct, attempt):
        if correct:
            return [self.verdict.text()]
        if value == "yes":
            return [_m("say_which_u")] if self.verdict else graduated(self, attempt)
        return graduated(self, attempt)

    def misconception(self, value):
        kind, r = self.verdict.kind, self.rules
        if value == kind or value == "yes":
            return None
        if value is not None and kind is None:
            if r.u_definition == "three_phom" and P.check_u(
                    self.hand, replace(r, u_definition="no_deadwood"), eaten=self.eaten).kind == value:
                return _m("mis_u_two_phom")
            if self.eaten and P.check_u(self.hand, replace(r, max_eaten_cards_per_phom=3),
                                        eaten=self.eaten).kind == value:
                return _m("mis_two_eaten", n=len(self.eaten), max=r.max_eaten_cards_per_phom)
            if self.eaten and P.check_u(self.hand, r).kind == value:
                return _m("mis_u_eaten_odd")
            return None
        if value == "u" and kind == "u_tron":
            return _m("mis_u_tron_missed")
        if value == "u_tron" and kind == "u":
            return _m("mis_u_tron_odd")
        if value is None and kind is not None and any(len(m.cards) > 3 for m in self.verdict.melds):
            return _m("mis_u_four")
        return None

    def answer_lines(self):
        return [_u_name(self.verdict.kind), self.verdict.text()]

    def prompt(self):
        eaten = _m("p_eaten_some", cards=_text(self.eaten)) if self.eaten else _m("p_eaten_none")
        return _join(_m("p_u", n=self.rules.hand_size, eaten=eaten),
                     _house(self.rules, ["u_definition", "ace_high_in_runs", "max_eaten_cards_per_phom"]))

    def body_html(self):
        note = _m("eaten_note", cards=_text(self.eaten)) if self.eaten else ""
        return _hand_html(_m("your_hand"), self.hand, note)


class _AmountQuestion(core.NumberQuestion):
    """A question whose answer is an amount paid: read as a whole number, right whatever its sign."""

    def judge(self, value):
        return abs(value) == self.amount


def _scheme_text(rules) -> str:
    if rules.eat_payment_scheme == "by_round":
        return _m("scheme_by_round", chot=rules.chot_multiplier)
    return _m("scheme_by_eat_order")


class EatCostQuestion(_AmountQuestion):
    """Q: what does A pay B for an eat in B's ``round``, the ``nth`` card from A, at ``bet``?

    Expected: :func:`phom.eat_payment`. A dealt question picks its own
    payment table (``by_round`` with a chốt of 4 or 3, or ``by_eat_order``)
    and says which.

    ``EatCostQuestion(round=4, nth=1, bet=2, rules=phom.Rules.eat_order())``.

    Raises:
        CardlabError: for a round outside 1..rules.rounds, an nth outside
            1..round, or a bet that is not a whole number from 1 to 1000.
    """

    key = "eat_cost"
    title_code = "ex.phom.t_eat_cost"
    form_code = "exercises.form_number"
    TABLES = (("by_round", 4), ("by_round", 4), ("by_round", 3), ("by_eat_order", 3))

    def __init__(self, number=1, rules=None, rng=None, *, round=None, nth=1, bet=1):
        rules = chosen_rules(rules, P.Rules, 'phom')
        if dealing(type(self), rng, {"round": round}, example="round=4, nth=1, bet=2"):
            scheme, chot = rng.choice(self.TABLES)
            rules = replace(rules, eat_payment_scheme=scheme, chot_multiplier=chot)
            round = rules.rounds if rng.random() < 0.4 else rng.randint(1, rules.rounds)
            nth = rng.randint(1, min(round, 3))
            bet = rng.choice((1, 1, 2, 5))
        super().__init__(check_number(number), rules)
        self.round = _chosen_int("round", round, 1, rules.rounds)
        self.nth = _chosen_int("nth", nth, 1, self.round)
        self.bet = _chosen_int("bet", bet, 1, 1000)
        self.chot = self.round == rules.rounds
        self.amount = P.eat_payment(self.round, self.nth, is_chot=self.chot, bet=self.bet, rules=rules)

    def hint_steps(self):
        return [_m("s1_eat_cost"), _m("s2_eat_cost", round=self.round, last=self.rules.rounds)]

    def hints(self, value, correct, attempt):
        if correct:
            return [_m("h_cost", round=self.round, last=self.rules.rounds, chot=_m("chot_mark") if self.chot else "",
                       units=self.amount // self.bet, bet=self.bet, amount=self.amount)]
        out = [_m("h_too_high") if abs(value) > self.amount else _m("h_too_low")]
        return out + graduated(self, attempt)

    def misconception(self, value):
        value, r = abs(value), self.rules
        if value == self.amount:
            return None
        if self.bet > 1 and value * self.bet == self.amount:
            return _m("mis_bet", bet=self.bet)
        if self.chot and value == self.round * self.bet and r.eat_payment_scheme == "by_round":
            return _m("mis_chot_round", chot=r.chot_multiplier)
        other = replace(r, eat_payment_scheme="by_eat_order" if r.eat_payment_scheme == "by_round" else "by_round")
        if P.eat_payment(self.round, self.nth, is_chot=self.chot, bet=self.bet, rules=other) == value:
            return _m("mis_scheme", other=_scheme_text(other), scheme=_scheme_text(r))
        if value == self.bet:
            return _m("mis_flat")
        return None

    def answer_lines(self):
        return [str(self.amount), self.hints(self.amount, True, 1)[0]]

    def prompt(self):
        return _join(_m("p_eat_cost", round=self.round, nth=self.nth, bet=self.bet, scheme=_scheme_text(self.rules)),
                     _house(self.rules, ["rounds"]))


def _order_note(p, table) -> str:
    n = table.order.index(p) + 1
    return _m("order_mom", n=n) if table.mom(p) else _m("order", n=n)


class _Table:
    """The end of a hand: per player the phỏm laid down, the cards left and the lay-down order.

    Raises:
        CardlabError: for players other than A–D, a phỏm that is not one, a
            card twice, cards left that still hold a phỏm (it would have to be
            laid down), or an order that is not the players each once.
    """

    def __init__(self, melds, left, order, rules):
        if not isinstance(left, dict) or not 2 <= len(left) <= 4 or any(p not in NAMES for p in left):
            raise CardlabError(f"left={show(left)}: expected a dict by player with 2 to 4 of A, B, C, D, such as "
                               f"{{'A': 'KD 5H', 'B': '9C', 'C': 'QS JD 2H'}}")
        if not isinstance(melds, dict) or any(p not in left for p in melds):
            raise CardlabError(f"melds={show(melds)}: expected a dict by player (the players of left), each a list "
                               f"of phỏm such as {{'A': ['AS 2S 3S']}}")
        self.players = tuple(p for p in NAMES if p in left)
        self.melds, self.left = {}, {}
        for p in self.players:
            items = melds.get(p) or []
            if isinstance(items, str):
                items = [items]
            laid = []
            for i, m in enumerate(items):
                cards = _cards_of(f"melds[{p!r}][{i}]", m, 3, 13)
                v = P.check_meld(cards, (), rules)
                if not v:
                    raise CardlabError(f"melds[{p!r}][{i}]={show(m)} is not a phỏm ({v.text()}): expected a phỏm")
                laid.append(tuple(v.meld.cards))
            self.melds[p] = laid
            self.left[p] = tuple(in_order(_cards_of(f"left[{p!r}]", left[p], 0, 13)))
            if P.arrange(self.left[p], rules).melds:
                raise CardlabError(f"left[{p!r}]={show(left[p])} still holds a phỏm, which would have to be laid "
                                   f"down: expected cards with no phỏm")
        _distinct("table", *[c for p in self.players for c in self.melds[p]], *self.left.values())
        order = tuple(order) if isinstance(order, (str, list, tuple)) else None
        if order is None or sorted(order) != sorted(self.players):
            raise CardlabError(f"order={show(order)}: expected the lay-down order of the players "
                               f"{''.join(self.players)}, each once, such as {''.join(self.players)!r}")
        self.order = order
        self.rules = rules

    def mom(self, p) -> bool:
        return not self.melds[p]

    def points(self, p, fn=None) -> int:
        return sum((fn or (lambda c: P.card_points(c, self.rules)))(c) for c in self.left[p])

    def table(self, fn=None, mom=True, reverse=False, rules=None) -> dict:
        """What :func:`phom.settle` takes; a mistaken reading changes points, móm or the order."""
        n = len(self.players)
        return {p: {"deadwood": self.points(p, fn), "mom": mom and self.mom(p),
                    "laydown_order": (n - self.order.index(p)) if reverse else self.order.index(p) + 1}
                for p in self.players}

    def settle(self, bet=1, rules=None, **mistake):
        return P.settle(self.table(**mistake), bet=bet, rules=rules or self.rules)

    def html(self) -> str:
        rows = []
        for p in self.players:
            parts = [box(_m("laid"), m, GREEN) for m in self.melds[p]]
            parts.append(box(_m("left"), self.left[p], GREY, _order_note(p, self)))
            rows.append(row(_m("player", player=p), parts))
        return "".join(rows)

    @staticmethod
    def deal(rng, rules, players=None, tie=None, mom_low=None):
        """A random end of a hand: sometimes a tie, a móm player with few points, or everyone móm."""
        deck = _Deck(rng)
        players = players or NAMES[:rng.choice((3, 4, 4))]
        all_mom = rng.random() < 0.08
        moms = set(players) if all_mom else {p for p in players if rng.random() < 0.25}
        if len(moms) == len(players) and not all_mom:
            moms.discard(players[0])
        melds = {p: ([] if p in moms else [tuple(deck.meld(lengths=(3, 4))) for _ in range(rng.choice((1, 1, 2)))])
                 for p in players}
        left = {}
        for p in players:
            size = rng.randint(4, 6) if p in moms else rng.randint(1, 4)
            left[p] = deck.loose(size, rules, faces=1 if rng.random() < 0.6 else 0)
        ok = [p for p in players if p not in moms]
        tie = rng.random() < 0.35 if tie is None else tie
        if tie and len(ok) >= 2:
            a, b = rng.sample(ok, 2)
            target = sum(P.card_points(c, rules) for c in left[a])
            for _ in range(300):
                size = rng.randint(1, 4)
                picks = rng.sample(deck.cards, size)
                if sum(P.card_points(c, rules) for c in picks) == target and not P.arrange(picks, rules).melds:
                    deck.cards.extend(left[b])
                    left[b] = deck.take(picks)
                    break
        order = list(players)
        rng.shuffle(order)
        return melds, left, "".join(order)


_TABLE_EXAMPLE = "melds={'A': ['AS 2S 3S'], 'B': ['9H 9D 9C'], 'C': []}, left={'A': 'KD', 'B': '5C 7H', " \
                 "'C': 'QS JD 2H'}, order='BAC'"


class MomQuestion(Question):
    """Q: which players, holding ``hands`` before laying down, are móm? expected: no phỏm in :func:`phom.arrange`.

    ``MomQuestion(hands={"A": "...", "B": "...", "C": "..."})``: 2 to 4 players, 3 to 13 cards each.

    Raises:
        CardlabError: for players other than A–D, hands that cannot be read
            or a card given twice.
    """

    key = "mom"
    title_code = "ex.phom.t_mom"
    form_code = "exercises.form_players"

    def __init__(self, number=1, rules=None, rng=None, *, hands=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"hands": hands}, example="hands={'A': '...', 'B': '...', 'C': '...'}"):
            hands = self._deal(rng, self.rules)
        if not isinstance(hands, dict) or not 2 <= len(hands) <= 4 or any(p not in NAMES for p in hands):
            raise CardlabError(f"hands={show(hands)}: expected a dict by player with 2 to 4 of A, B, C, D")
        self.names = tuple(p for p in NAMES if p in hands)
        self.hands = {p: tuple(in_order(_cards_of(f"hands[{p!r}]", hands[p], 3, 13))) for p in self.names}
        _distinct("hands", *self.hands.values())
        self.arrangements = {p: P.arrange(self.hands[p], self.rules) for p in self.names}
        self.moms = frozenset(p for p in self.names if not self.arrangements[p].melds)

    @staticmethod
    def _deal(rng, rules):
        for _ in range(50):              # four hands of 10 leave few cards: deal again when they run out
            try:
                return MomQuestion._deal_once(rng, rules)
            except CardlabError:
                continue
        raise CardlabError("could not deal the hands")  # pragma: no cover

    @staticmethod
    def _deal_once(rng, rules):
        deck = _Deck(rng)
        names = NAMES[:rng.choice((3, 4))]
        moms = set(rng.sample(names, rng.choice((0, 1, 1, 2))))
        hands = {}
        for p in names:
            if p in moms:
                hands[p] = deck.loose(rules.hand_size, rules)
            else:
                meld = deck.meld()
                hands[p] = meld + deck.loose(rules.hand_size - 3, rules, avoid=meld, faces=2)
        return hands

    @property
    def expected(self):
        return self.moms

    def read(self, answer):
        return read_players(answer, self.names)

    def show_value(self, value):
        return ", ".join(sorted(value)) or message("exercises.nobody")

    def hint_steps(self):
        return [_m("s1_mom"), _m("s2_mom")]

    def hints(self, value, correct, attempt):
        if correct:
            return [f"{_m('player', player=p)}: {_arrangement_text(self.arrangements[p])}" for p in self.names]
        out = []
        if value - self.moms:
            out.append(_m("h_named_not_mom"))
        if self.moms - value:
            out.append(_m("h_missed_mom"))
        return out + graduated(self, attempt)

    def misconception(self, value):
        if value == self.moms:
            return None
        points = {p: self.arrangements[p].points for p in self.names}
        top = max(points.values())
        worst = frozenset(p for p in self.names if points[p] == top)
        if value == worst:
            return _m("mis_mom_last")
        missed = self.moms - value
        if missed and value <= self.moms and all(any(P._ca_pair(a, b, self.rules)
                                                     for a, b in itertools.combinations(self.hands[p], 2))
                                                 for p in missed):
            return _m("mis_ca")
        return None

    def answer_lines(self):
        return [self.show_value(self.moms)] + [f"{_m('player', player=p)}: {_arrangement_text(self.arrangements[p])}"
                                               for p in self.names]

    def prompt(self):
        return _join(_m("p_mom"), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return "".join(row(_m("player", player=p), [box(_m("hand"), self.hands[p], GREY)]) for p in self.names)


class _TableQuestion(Question):
    """A question on the end of a hand (:class:`_Table`)."""

    def _set_table(self, melds, left, order):
        self.table = _Table(melds, left, order, self.rules)
        self.names = self.table.players

    def _mistaken(self, **mistake):
        try:
            return self.table.settle(self.bet, **mistake)
        except CardlabError:
            return None

    def body_html(self):
        return self.table.html()


class WinnerQuestion(_TableQuestion):
    """Q: who wins this hand without Ù? expected: the winner of :func:`phom.settle`.

    ``WinnerQuestion(melds={'A': ['AS 2S 3S'], 'B': ['9H 9D 9C'], 'C': []},
    left={'A': 'KD', 'B': '5C 7H', 'C': 'QS JD 2H'}, order='BAC')``: the phỏm
    laid down, the cards left and the lay-down order (a player with no phỏm
    is móm; móm players are ordered by when they finished laying down).

    Raises:
        CardlabError: see :class:`_Table`.
    """

    key = "winner"
    title_code = "ex.phom.t_winner"
    form_code = "exercises.form_player"
    bet = 1

    def __init__(self, number=1, rules=None, rng=None, *, melds=None, left=None, order=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"melds": melds, "left": left, "order": order}, example=_TABLE_EXAMPLE):
            melds, left, order = _Table.deal(rng, self.rules)
        self._set_table(melds, left, order)
        self.outcome = self.table.settle()

    @property
    def expected(self):
        return self.outcome.winner

    def form(self):
        return message(self.form_code, names=", ".join(self.names))

    def read(self, answer):
        return read_player(answer, self.names)

    def hint_steps(self):
        return [_m("s1_winner"), _m("s2_winner")]

    def hints(self, value, correct, attempt):
        if correct:
            return [r.text() for r in self.outcome.reasons if r.code in ("phom.winner_points", "phom.all_mom",
                                                                         "phom.tie_later_loses")]
        return graduated(self, attempt)

    def misconception(self, value):
        if value == self.expected:
            return None
        if all(self.table.mom(p) for p in self.names):
            low = min(self.table.points(p) for p in self.names)
            if self.table.points(value) == low:
                return _m("mis_all_mom")
            return None
        for code, mistake in (("mis_mom_points", {"mom": False}), ("mis_tie_later", {"reverse": True}),
                              ("mis_tongits", {"fn": _tongits_fn(self.rules.ace_points)})):
            outcome = self._mistaken(**mistake)
            if outcome is not None and outcome.winner == value:
                return _m(code)
        return None

    def answer_lines(self):
        return [str(self.outcome.winner)] + [r.text() for r in self.outcome.reasons]

    def prompt(self):
        return _join(_m("p_winner"), _house(self.rules, ["short_table_payments"]))


class SettleQuestion(_AmountQuestion, _TableQuestion):
    """Q: how much does ``player`` pay at the end of a hand without Ù? expected: :func:`phom.settle`.

    The same table as :class:`WinnerQuestion`, plus ``player`` (a loser) and ``bet``.

    Raises:
        CardlabError: see :class:`_Table`; also a player who is not at the
            table or who wins (the winner pays nothing), or a bad bet.
    """

    key = "settle"
    title_code = "ex.phom.t_settle"
    form_code = "exercises.form_number"

    def __init__(self, number=1, rules=None, rng=None, *, melds=None, left=None, order=None, player=None, bet=1):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        dealt = dealing(type(self), rng, {"melds": melds, "left": left, "order": order, "player": player},
                         example=_TABLE_EXAMPLE + ", player='C'")
        if dealt:
            melds, left, order = _Table.deal(rng, self.rules)
            bet = rng.choice((1, 1, 2))
        self.bet = _chosen_int("bet", bet, 1, 1000)
        self._set_table(melds, left, order)
        self.outcome = self.table.settle(self.bet)
        losers = [p for p in self.names if p != self.outcome.winner]
        if dealt:
            moms = [p for p in losers if self.table.mom(p)]
            player = (rng.choice(moms) if moms and rng.random() < 0.6 else rng.choice(losers))
        self.player = _chosen_player("player", player, losers)
        self.amount = -self.outcome.payments[self.player]

    def hint_steps(self):
        r = self.rules
        places = ", ".join(map(str, r.rank_payments))
        n = len(self.names)
        first = _m("s1_settle", places=places, n=n, extra=r.mom_extra) if n < 4 else \
            _m("s1_settle_four", places=places, extra=r.mom_extra)
        return [first, _m("s2_settle", player=self.player)]

    def hints(self, value, correct, attempt):
        if correct:
            return [r.text() for r in self.outcome.reasons if r.get("player") == self.player]
        out = [_m("h_too_high") if abs(value) > self.amount else _m("h_too_low")]
        return out + graduated(self, attempt)

    def misconception(self, value):
        value = abs(value)
        if value == self.amount:
            return None
        r = self.rules
        if self.table.mom(self.player) and value == r.rank_payments[-1] * self.bet:
            return _m("mis_mom_pays_last", extra=r.mom_extra * self.bet)
        mistakes = [("mis_mom_points", {"mom": False}), ("mis_tie_later", {"reverse": True}),
                    ("mis_tongits", {"fn": _tongits_fn(r.ace_points)})]
        for code, mistake in mistakes:
            outcome = self._mistaken(**mistake)
            if outcome is not None and -outcome.payments.get(self.player, 0) == value:
                return _m(code)
        if len(self.names) < 4:
            other = "last_pays_most" if r.short_table_payments == "by_place" else "by_place"
            outcome = self._mistaken(rules=replace(r, short_table_payments=other))
            if outcome is not None and -outcome.payments[self.player] == value:
                return _m("mis_short_table", other=other, rule=r.short_table_payments)
        return None

    def answer_lines(self):
        return [str(self.amount)] + [r.text() for r in self.outcome.reasons]

    def prompt(self):
        return _m("p_settle", player=self.player, bet=self.bet,
                  house=_house(self.rules, ["short_table_payments", "mom_extra", "rank_payments"]))


class UDenQuestion(_AmountQuestion):
    """Q: how much does ``player`` pay when ``winner`` declares Ù? expected: :func:`phom.settle_u`.

    Who pays for the table follows the rules (and the game, :mod:`cardlab.phom.game`): the player three of
    whose discards the winner ate; else, with ``den_on_tai_chot``, the player ``tai_chot`` who ate the chốt
    when the winner Ù'd by eating that player's discard.

    ``UDenQuestion(players="ABCD", winner="A", eats="BBC", player="B")``: ``eats`` lists whose discards the
    winner ate, in order.

    Raises:
        CardlabError: for a table that is not 2 to 4 of A–D, a winner or
            player not at it, the winner as player, eats from the winner or
            from nobody at the table, or more eats than rounds allow.
    """

    key = "u_den"
    title_code = "ex.phom.t_u_den"
    form_code = "exercises.form_number"

    def __init__(self, number=1, rules=None, rng=None, *, players=None, winner=None, eats=None, player=None,
                 kind="u", tai_chot=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"players": players, "winner": winner, "eats": eats, "player": player},
                    {"tai_chot": tai_chot},
                    example="players='ABCD', winner='A', eats='BBC', player='B'"):
            players, winner, eats, player, kind, tai_chot = self._deal(rng, self.rules)
        self.players = _chosen_players("players", players)
        self.winner = _chosen_player("winner", winner, self.players)
        losers = tuple(p for p in self.players if p != self.winner)
        eats = tuple(eats) if isinstance(eats, (str, list, tuple)) else None
        if eats is None or any(v not in losers for v in eats) or len(eats) > self.rules.rounds:
            raise CardlabError(f"eats={show(eats)}: expected whose discards {winner} ate, in order, each one of "
                               f"{', '.join(losers)}, at most {self.rules.rounds}")
        self.eats = eats
        if kind not in ("u", "u_tron"):
            raise CardlabError(f"kind={show(kind)}: expected 'u' or 'u_tron'")
        self.kind = kind
        self.tai_chot = None if tai_chot is None else _chosen_player("tai_chot", tai_chot, losers)
        if self.tai_chot is not None and (not eats or eats[-1] != self.tai_chot):
            raise CardlabError(f"tai_chot={show(tai_chot)}: the Ù is made by eating that player's discard, so "
                               f"eats must end with {tai_chot!r}")
        self.player = _chosen_player("player", player, losers)
        self.den = P.u_den_payer(self.winner, self.eats, tai_chot=self.tai_chot, rules=self.rules).payer
        self.outcome = P.settle_u(self.winner, self.players, kind=self.kind, den_payer=self.den, rules=self.rules)
        self.amount = -self.outcome.payments[self.player]

    @staticmethod
    def _deal(rng, rules):
        players = NAMES[:rng.choice((3, 4, 4))]
        winner = rng.choice(players)
        losers = [p for p in players if p != winner]
        victim = rng.choice(losers)
        roll = rng.random()
        tai = None
        if roll < 0.45:
            eats = [victim] * 3
        elif roll < 0.75:
            eats = [victim] * 2 + [rng.choice([p for p in losers if p != victim])]
        else:
            eats = [rng.choice(losers), victim]
            tai = victim
        if tai is None:
            rng.shuffle(eats)
        den_or_not = victim if rng.random() < 0.55 else rng.choice(losers)
        return "".join(players), winner, "".join(eats), den_or_not, rng.choice(("u", "u", "u_tron")), tai

    def hint_steps(self):
        tai = _m("tai_on") if self.rules.den_on_tai_chot else _m("tai_off")
        return [_m("s1_u_den", share=self.rules.u_payment, tai=tai), _m("s2_u_den", winner=self.winner)]

    def hints(self, value, correct, attempt):
        if correct:
            return [r.text() for r in self.outcome.reasons if r.code in ("phom.u_den_pays", "phom.u_each_pays")]
        out = [_m("h_too_high") if abs(value) > self.amount else _m("h_too_low")]
        return out + graduated(self, attempt)

    def misconception(self, value):
        value, share = abs(value), self.rules.u_payment
        if value == self.amount:
            return None
        n = len(self.players) - 1
        if self.den is not None and self.player == self.den:
            if value == share:
                return _m("mis_den_own")
            if value == share * (n + 1):
                return _m("mis_den_winner")
        if self.den is not None and self.player != self.den and value == share:
            return _m("mis_den_others")
        if self.den is None and value == share * n:
            return _m("mis_den_two")
        return None

    def answer_lines(self):
        return [str(self.amount)] + [r.text() for r in self.outcome.reasons]

    def prompt(self):
        eats = ", ".join(f"{_m('player', player=v)}" for v in self.eats)
        chot = _m("p_u_den_chot", player=self.tai_chot, winner=self.winner) if self.tai_chot else ""
        kind = _m("u_tron_name" if self.kind == "u_tron" else "u_name")
        return _join(_m("p_u_den", winner=self.winner, kind=kind, eats=eats, chot=chot,
                        players=", ".join(self.players), player=self.player),
                     _house(self.rules, ["den_on_tai_chot", "u_payment"]))


class HandTotalQuestion(core.NumberQuestion, _TableQuestion):
    """Q: ``player``'s total for a whole hand: eat payments plus the end.

    Expected: the sum of :func:`phom.eat_payment` for the eats ``player``
    made or suffered, plus ``player``'s payment in :func:`phom.settle`.
    ``eats``: ``[(eater, victim, round), ...]`` in the order they happened.

    Raises:
        CardlabError: see :class:`_Table`; also eats with players not at the
            table, a player eating their own discard, a móm eater (an eaten
            card must be laid down in a phỏm), a round outside 1..rules.rounds,
            or a player not at the table.
    """

    key = "hand_total"
    title_code = "ex.phom.t_hand_total"
    form_code = "exercises.form_number"
    bet = 1

    def __init__(self, number=1, rules=None, rng=None, *, melds=None, left=None, order=None, eats=None,
                 player=None):
        super().__init__(check_number(number), chosen_rules(rules, P.Rules, 'phom'))
        if dealing(type(self), rng, {"melds": melds, "left": left, "order": order, "eats": eats, "player": player},
                    example=_TABLE_EXAMPLE + ", eats=[('B', 'A', 2)], player='A'"):
            melds, left, order = _Table.deal(rng, self.rules)
            eats, player = self._deal_eats(rng, melds, left)
        self._set_table(melds, left, order)
        if not isinstance(eats, (list, tuple)):
            raise CardlabError(f"eats={show(eats)}: expected a list of (eater, victim, round), such as "
                               f"[('B', 'A', 2)]")
        checked = []
        for e in eats:
            if not isinstance(e, (list, tuple)) or len(e) != 3 or e[0] not in self.names or e[1] not in self.names \
                    or e[0] == e[1]:
                raise CardlabError(f"eats: {show(e)}: expected (eater, victim, round) with two different players "
                                   f"of {', '.join(self.names)}")
            if self.table.mom(e[0]):
                raise CardlabError(f"eats: {show(e)}: Player {e[0]} is móm, but an eaten card must be laid down in "
                                   f"a phỏm: expected an eater who laid down a phỏm")
            checked.append((e[0], e[1], _chosen_int("round", e[2], 1, self.rules.rounds)))
        self.eats = tuple(checked)
        self.player = _chosen_player("player", player, self.names)
        self.outcome = self.table.settle()
        self.eat_money = self._eat_money()
        self.end_money = self.outcome.payments[self.player]
        self.amount = self.eat_money + self.end_money

    def _eat_money(self) -> int:
        total, seen = 0, {}
        for eater, victim, rnd in self.eats:
            seen[(eater, victim)] = seen.get((eater, victim), 0) + 1
            cost = P.eat_payment(rnd, seen[(eater, victim)], is_chot=rnd == self.rules.rounds, rules=self.rules)
            total += cost if eater == self.player else -cost if victim == self.player else 0
        return total

    def _deal_eats(self, rng, melds, left):
        names = list(left)
        eaters = [p for p in names if melds[p]]
        eats = []
        for _ in range(rng.choice((1, 2, 2, 3)) if eaters else 0):
            eater = rng.choice(eaters)
            victim = rng.choice([p for p in names if p != eater])
            eats.append((eater, victim, rng.randint(1, self.rules.rounds)))
        eats.sort(key=lambda e: e[2])
        involved = sorted({p for e in eats for p in e[:2]}) or names
        return eats, rng.choice(involved)

    def show_value(self, value):
        return f"{value:+d}"

    def hint_steps(self):
        r = self.rules
        return [_m("s1_hand_total", chot=r.chot_multiplier if r.eat_payment_scheme == "by_round" else 3,
                   places=", ".join(map(str, r.rank_payments)), extra=r.mom_extra),
                _m("s2_hand_total", player=self.player)]

    def hints(self, value, correct, attempt):
        if correct:
            return [r.text() for r in self.outcome.reasons if r.get("player") == self.player]
        out = [_m("h_too_high") if value > self.amount else _m("h_too_low")]
        return out + graduated(self, attempt)

    def misconception(self, value):
        if value == self.amount:
            return None
        if value == self.end_money and self.eat_money:
            return _m("mis_total_no_eats")
        if value == self.eat_money and self.end_money:
            return _m("mis_total_no_end")
        if value == -self.amount:
            return _m("mis_sign")
        return None

    def answer_lines(self):
        return [f"{self.amount:+d}", f"{self.eat_money:+d} + {self.end_money:+d}"] + \
            [r.text() for r in self.outcome.reasons if r.get("player") == self.player]

    def prompt(self):
        eats = "; ".join(_m("one_eat", eater=e, victim=v, round=r) for e, v, r in self.eats) or _m("no_eats")
        return _join(_m("p_hand_total", player=self.player, eats=eats),
                     _house(self.rules, ["eat_payment_scheme", "chot_multiplier", "short_table_payments"]))


#: The questions of a Phỏm set, easiest first.
QUESTIONS = (PhomQuestion, PointsQuestion, EatQuestion, LayDownQuestion, SendQuestion, UQuestion, EatCostQuestion,
             MomQuestion, WinnerQuestion, SettleQuestion, UDenQuestion, HandTotalQuestion)

#: Question kinds by key, for ``phom_set(questions=[...])``.
KINDS = {cls.key: cls for cls in QUESTIONS}


@core.known_arguments
def phom_set(seed: int = 0, rules=None, questions=None, *, name: str = "Phỏm", var: str = "ex",
             hints: bool = True, solutions: bool = True) -> ExerciseSet:
    """Deal a Phỏm exercise set from ``seed``, a deal number (each gives other hands).

    ``rules``: a :class:`cardlab.phom.Rules` with the house rules to practise
    (``None``: the Xeeng guide's game). ``questions``: which questions, in
    order — kinds by key (``"phom"``, ``"points"``, … see :data:`KINDS`) or
    class, dealt from the seed, and questions a teacher built on chosen cards
    (``PointsQuestion(hand="AS 2S 3S 7H KD")``); ``None`` is the whole set of
    :data:`QUESTIONS`. ``var`` is the notebook variable that holds the set,
    named in hints. The eat-cost question picks its own payment table from
    the seed and says which.

    Raises:
        CardlabError: for a seed that is not a whole number, or an unknown
            question kind.
        InvalidRulesError: for ``rules`` that are not Phỏm rules.
    """
    return core.exercise_set("phom", seed, rules, questions, QUESTIONS, P.Rules, name=name, var=var,
                             hints=hints, solutions=solutions,
                             example_question="PointsQuestion(hand='AS 2S 3S KD')")


def deal_question(number: int, seed: int = 0, rules=None) -> Question:
    """Question ``number`` of the set dealt from ``seed`` (the same as ``phom_set(seed)[number]``).

    Raises:
        CardlabError: for a number outside 1..len(QUESTIONS), or rules that
            are not Phỏm rules.
    """
    return core.dealt_question("phom", number, seed, rules, QUESTIONS, P.Rules)
