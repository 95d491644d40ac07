"""Graded Indian Rummy exercises, dealt from a deal number or built by a teacher on chosen cards.

``indian_rummy_set(seed=7)`` deals twelve questions of rising difficulty:
which rank is wild this deal; is this a valid group; pure sequence, impure
sequence, set or no group; the penalty points of loose cards; what a drop
costs; is this show valid; a loser's penalty; which card to put face down to
show; group thirteen cards into a valid show; drop or play on; what the
winner of a deal collects; who is eliminated from a Pool. Every expected
answer is computed by :mod:`cardlab.indian_rummy` when the question is made,
and the explanations are the engine's reasons.

A teacher builds a question on chosen cards with its class, e.g.
``PenaltyQuestion(hand="7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H")`` (the
Indian Rummy guide's Bình), and mixes it with dealt kinds:
``indian_rummy_set(3, questions=[PenaltyQuestion(hand=...), "show"])``.

Feedback teaches without giving the answer away: a wrong answer gets the rule
to look at and, from the second try, a closer nudge about these cards; a
wrong value that a known mistake gives (a wild card in its own place taken
for a joker, same colour taken for same suit, K-A-2 taken for a sequence, a
show without a pure sequence, every card counted although a pure sequence
is held…) is named, the mistaken value being computed with the engine. Only
``solution()`` shows the answer.

>>> ex = indian_rummy_set(seed=1)
>>> len(ex)
12
>>> ex.q2.check(bool(ex.q2.verdict)).correct
True
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from .. import indian_rummy as I
from ..cards import JOKER, Card, Rank, Suit
from ..errors import CardlabError
from ..explain import message, register_messages
from ..indian_rummy.search import _search_arrangement
from . import core
from .core import cards_text as _text, joined as _join
from .core import (AnswerError, ExerciseSet, Question, box, check_number, chosen_bool, chosen_cards,
                   chosen_int, chosen_rules, dealing, graduated, in_order, make_card, notation,
                   read_card, read_melds, read_players, row, show)

__all__ = ["indian_rummy_set", "deal_question", "QUESTIONS", "KINDS", "WildQuestion", "GroupQuestion",
           "KindQuestion", "LoosePointsQuestion", "DropQuestion", "ShowQuestion", "PenaltyQuestion",
           "DiscardQuestion", "ArrangeShowQuestion", "DropOrPlayQuestion", "DealQuestion", "PoolQuestion"]

GREEN = "#2e7d32"
GREY = "#546e7a"
BROWN = "#8d6e63"
NAMES = ("A", "B", "C", "D")
#: The other suit of the same colour: ♥/♦ are red, ♠/♣ black.
_TWIN = {Suit.HEARTS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS, Suit.SPADES: Suit.CLUBS, Suit.CLUBS: Suit.SPADES}

register_messages({
    # titles
    "ex.ir.t_wild": {"en": "Which rank is wild?", "vi": "Lá nào là joker chỉ định?"},
    "ex.ir.t_group": {"en": "Is this a valid group?", "vi": "Đây có phải là nhóm hợp lệ không?"},
    "ex.ir.t_kind": {"en": "Pure sequence, impure sequence or set?", "vi": "Dãy thuần, dãy có joker hay bộ cùng số?"},
    "ex.ir.t_points": {"en": "The penalty points of loose cards", "vi": "Điểm phạt của các lá lẻ"},
    "ex.ir.t_drop": {"en": "What does this drop cost?", "vi": "Bỏ cuộc lúc này bị phạt bao nhiêu?"},
    "ex.ir.t_show": {"en": "Is this a valid show?", "vi": "Lần khai bài này có hợp lệ không?"},
    "ex.ir.t_penalty": {"en": "A loser's penalty", "vi": "Điểm phạt của người thua"},
    "ex.ir.t_discard": {"en": "Which discard makes the show?", "vi": "Úp lá nào để khai bài?"},
    "ex.ir.t_arrange": {"en": "Group a valid show", "vi": "Xếp nhóm để khai hợp lệ"},
    "ex.ir.t_drop_or_play": {"en": "Drop or play on?", "vi": "Bỏ cuộc hay chơi tiếp?"},
    "ex.ir.t_deal": {"en": "What does the winner collect?", "vi": "Người thắng thu được bao nhiêu điểm?"},
    "ex.ir.t_pool": {"en": "Who is out of the Pool?", "vi": "Ai bị loại khỏi Pool?"},
    # the wild rank of a deal, told in prompts
    "ex.ir.wild_is": {
        "en": "Wild rank this deal: {rank} (every {rank}, in all four suits, is a wild joker; printed jokers 🃏 are "
              "wild too).",
        "vi": "Joker chỉ định của ván: {rank} (mọi lá {rank}, cả bốn chất, đều là joker; joker in hình 🃏 cũng "
              "là joker)."},
    "ex.ir.no_wild": {"en": "No rank is wild this deal: only the printed jokers 🃏 are wild.",
                      "vi": "Ván này không có joker chỉ định: chỉ joker in hình 🃏 là joker."},
    "ex.ir.house": {"en": "House rules here: {options}.", "vi": "Luật nhà ở đây: {options}."},
    # prompts
    "ex.ir.p_wild": {
        "en": "After the deal this card is cut from the stock. Which rank is wild this deal?",
        "vi": "Sau khi chia bài, lá này được lật từ nọc. Lá nào là joker chỉ định của ván?"},
    "ex.ir.p_group": {"en": "Do these cards form a valid group (a sequence or a set)? {wild}",
                      "vi": "Các lá này có tạo thành một nhóm hợp lệ (dãy hoặc bộ cùng số) không? {wild}"},
    "ex.ir.p_kind": {
        "en": "What do these cards form: a pure sequence, an impure sequence, a set, or no group? {wild}",
        "vi": "Các lá này tạo thành gì: dãy thuần, dãy có joker, bộ cùng số, hay không thành nhóm? {wild}"},
    "ex.ir.p_points": {
        "en": "A loser holds these cards outside every group (loose cards). How many penalty points do they "
              "count? {wild}",
        "vi": "Người thua có các lá này không nằm trong nhóm nào (lá lẻ). Các lá này bị tính bao nhiêu điểm "
              "phạt? {wild}"},
    "ex.ir.p_drop": {
        "en": "Format: {format}. Player B drops {when}. How many points does B count for this deal?",
        "vi": "Hình thức: {format}. Người chơi B bỏ cuộc {when}. B bị tính bao nhiêu điểm cho ván này?"},
    "ex.ir.first_when": {"en": "at the first turn, before drawing any card (first drop)",
                         "vi": "ở lượt đầu, trước khi bốc lá nào (bỏ cuộc ở lượt đầu)"},
    "ex.ir.middle_when": {"en": "later in the deal, after drawing (middle drop)",
                          "vi": "giữa ván, sau khi đã bốc bài (bỏ cuộc giữa ván)"},
    "ex.ir.fmt_points": {"en": "Points Rummy (one deal)", "vi": "Points Rummy (một ván)"},
    "ex.ir.fmt_pool101": {"en": "Pool 101", "vi": "Pool 101"},
    "ex.ir.fmt_pool201": {"en": "Pool 201", "vi": "Pool 201"},
    "ex.ir.fmt_deals": {"en": "Deals Rummy", "vi": "Deals Rummy"},
    "ex.ir.p_show": {
        "en": "A player discards the 14th card face down and shows these 13 cards, grouped as below. Is it a "
              "valid show? {wild}",
        "vi": "Một người chơi úp lá thứ 14 và khai 13 lá này, xếp nhóm như bên dưới. Lần khai này có hợp lệ "
              "không? {wild}"},
    "ex.ir.p_penalty": {
        "en": "Another player has shown validly. This loser arranges the 13 cards below as well as possible. How "
              "many penalty points does the loser count? {wild}",
        "vi": "Một người chơi khác đã khai hợp lệ. Người thua này xếp 13 lá bên dưới theo cách tốt nhất. Người "
              "thua bị bao nhiêu điểm phạt? {wild}"},
    "ex.ir.p_discard": {
        "en": "You have just drawn: you hold these 14 cards. Which card do you put face down so that the other "
              "13 make a valid show? {wild}",
        "vi": "Bạn vừa bốc bài và đang có 14 lá này. Bạn úp lá nào để 13 lá còn lại khai hợp lệ? {wild}"},
    "ex.ir.p_arrange": {
        "en": "These 13 cards make a valid show. Group them: every card in one group, at least two sequences, "
              "one of them pure. {wild}",
        "vi": "13 lá này khai hợp lệ được. Hãy xếp nhóm: mỗi lá nằm trong một nhóm, có ít nhất hai dãy, trong "
              "đó một dãy thuần. {wild}"},
    "ex.ir.p_drop_or_play": {
        "en": "Format: {format}. It is {when}. Suppose another player shows before you can improve your hand: "
              "which costs you fewer points, dropping now or playing on with these cards? {wild}",
        "vi": "Hình thức: {format}. Đến {when}. Giả sử một người chơi khác khai bài trước khi bạn kịp cải thiện "
              "bài: bỏ cuộc ngay hay chơi tiếp với các lá này thì bạn bị ít điểm hơn? {wild}"},
    "ex.ir.dp_first": {"en": "your first turn, before you draw", "vi": "lượt đầu tiên của bạn, trước khi bốc"},
    "ex.ir.dp_middle": {"en": "your turn later in the deal (you have drawn before)",
                        "vi": "lượt của bạn ở giữa ván (bạn đã bốc bài ở các lượt trước)"},
    "ex.ir.p_deal": {
        "en": "Points Rummy. Player {winner} shows validly and wins the deal; the rows below say what happened "
              "to the others (a loser's hand is arranged as well as possible). How many points does Player "
              "{winner} collect? {wild}",
        "vi": "Points Rummy. Người chơi {winner} khai hợp lệ và thắng ván; các hàng bên dưới cho biết chuyện gì "
              "xảy ra với những người còn lại (bài của người thua được xếp theo cách tốt nhất). Người chơi "
              "{winner} thu được bao nhiêu điểm? {wild}"},
    "ex.ir.p_pool": {
        "en": "{format}: a player reaching {limit} points is eliminated. The rows show each player's score "
              "before this deal and how the deal went. Which players are eliminated after it?",
        "vi": "{format}: người chơi nào đạt {limit} điểm sẽ bị loại. Các hàng cho biết điểm của từng người trước "
              "ván này và ván diễn ra thế nào. Sau ván này những ai bị loại?"},
    # labels
    "ex.ir.cut": {"en": "card cut from the stock", "vi": "lá lật từ nọc"},
    "ex.ir.hand": {"en": "hand", "vi": "bài trên tay"},
    "ex.ir.your_hand": {"en": "your hand", "vi": "bài trên tay bạn"},
    "ex.ir.loose": {"en": "loose cards", "vi": "lá lẻ"},
    "ex.ir.group_n": {"en": "group {n}", "vi": "nhóm {n}"},
    "ex.ir.player": {"en": "Player {player}", "vi": "Người chơi {player}"},
    "ex.ir.e_show": {"en": "shows validly", "vi": "khai hợp lệ"},
    "ex.ir.e_hand": {"en": "lost with this hand", "vi": "thua với bài này"},
    "ex.ir.e_first_drop": {"en": "dropped at the first turn, before drawing",
                           "vi": "bỏ cuộc ở lượt đầu, trước khi bốc"},
    "ex.ir.e_middle_drop": {"en": "dropped in the middle of the deal, after drawing",
                            "vi": "bỏ cuộc giữa ván, sau khi đã bốc"},
    "ex.ir.e_wrong_show": {"en": "showed wrongly", "vi": "khai sai"},
    "ex.ir.e_penalty": {"en": "lost, counting {points:penalty point|penalty points}",
                        "vi": "thua, bị {points} điểm phạt"},
    "ex.ir.e_before": {"en": "{score:point|points} before this deal", "vi": "{score} điểm trước ván này"},
    # answer forms
    "ex.ir.form_wild": {"en": "Answer with a rank, such as '5', 'A' or 'K', or 'none' if no rank is wild.",
                        "vi": "Trả lời bằng một giá trị lá, ví dụ '5', 'A' hay 'K', hoặc 'không' nếu không có "
                              "joker chỉ định."},
    "ex.ir.form_kind": {"en": "Answer 'pure', 'impure', 'set', or 'none' if it is no group.",
                        "vi": "Trả lời 'dãy thuần', 'dãy có joker', 'bộ', hoặc 'không' nếu không thành nhóm."},
    "ex.ir.form_groups": {"en": "Answer with a list of groups, such as ['3H 4H 5H', 'QH QD QC', ...].",
                          "vi": "Trả lời bằng danh sách các nhóm, ví dụ ['3H 4H 5H', 'QH QD QC', ...]."},
    "ex.ir.form_drop_or_play": {"en": "Answer 'drop' or 'play'.",
                                "vi": "Trả lời 'bỏ cuộc' (drop) hoặc 'chơi tiếp' (play)."},
    "ex.ir.form_discard": {"en": "Answer with one card of your hand, such as 'KH' or 'JK' (a printed joker).",
                           "vi": "Trả lời bằng một lá trên tay bạn, ví dụ 'KH' hoặc 'JK' (joker in hình)."},
    "ex.ir.not_a_rank": {"en": "{answer} is not a rank.", "vi": "{answer} không phải là giá trị của một lá bài."},
    "ex.ir.not_a_kind": {"en": "{answer} is not one of 'pure', 'impure', 'set' or 'none'.",
                         "vi": "{answer} không phải là 'dãy thuần', 'dãy có joker', 'bộ' hay 'không'."},
    "ex.ir.not_drop_or_play": {"en": "{answer} is neither 'drop' nor 'play'.",
                               "vi": "{answer} không phải là 'bỏ cuộc' hay 'chơi tiếp'."},
    # how an answer is quoted back
    "ex.ir.k_pure": {"en": "a pure sequence", "vi": "dãy thuần"},
    "ex.ir.k_impure": {"en": "an impure sequence", "vi": "dãy có joker"},
    "ex.ir.k_set": {"en": "a set", "vi": "bộ cùng số"},
    "ex.ir.k_none": {"en": "no group", "vi": "không thành nhóm"},
    "ex.ir.no_rank": {"en": "no wild rank", "vi": "không có joker chỉ định"},
    "ex.ir.drop": {"en": "drop", "vi": "bỏ cuộc"},
    "ex.ir.play": {"en": "play on", "vi": "chơi tiếp"},
    "ex.ir.costs": {"en": "Dropping costs {drop}; playing on with this hand costs {hand}",
                    "vi": "Bỏ cuộc bị {drop} điểm; chơi tiếp với bài này bị {hand} điểm"},
    "ex.ir.collects": {"en": "Player {winner} collects {points}", "vi": "Người chơi {winner} thu {points} điểm"},
    "ex.ir.total_is": {"en": "Player {player}: {before} + {points} = {total}",
                       "vi": "Người chơi {player}: {before} + {points} = {total}"},
    "ex.ir.out": {"en": "eliminated", "vi": "bị loại"},
    "ex.ir.stays": {"en": "stays in", "vi": "vẫn chơi tiếp"},
    "ex.ir.nobody": {"en": "nobody", "vi": "không ai"},
    "ex.ir.wild_from": {"en": "{card} is cut: {why}", "vi": "Lá lật là {card}: {why}"},
    "ex.ir.wild_own_rank": {"en": "every {rank} is wild this deal", "vi": "mọi lá {rank} là joker chỉ định của ván"},
    "ex.ir.wild_aces": {"en": "a printed joker cut as the indicator makes the Aces wild",
                        "vi": "lật trúng joker in hình thì các lá A là joker chỉ định"},
    "ex.ir.wild_none": {"en": "a printed joker was cut and printed_joker_indicator_makes_aces_wild is off, so no "
                              "rank is wild",
                        "vi": "lật trúng joker in hình và printed_joker_indicator_makes_aces_wild đang tắt, nên "
                              "không có joker chỉ định"},
    "ex.ir.drop_is": {"en": "{when}: {points:point|points} in {format}", "vi": "{when}: {points} điểm ở {format}"},
    # the rule to look at (first hint step) and a closer nudge (second)
    "ex.ir.s1_wild": {
        "en": "The rule to look at: after the deal one card is cut from the stock, and every card of its rank, "
              "in all suits, is a wild joker (the cut joker) for the deal; a printed joker cut as the indicator "
              "{aces}",
        "vi": "Luật cần xem: sau khi chia, một lá được lật từ nọc, và mọi lá cùng giá trị với lá đó, ở mọi chất, "
              "là joker chỉ định của ván; nếu lật trúng joker in hình thì {aces}"},
    "ex.ir.aces_on": {"en": "makes the Aces wild (printed_joker_indicator_makes_aces_wild)",
                      "vi": "các lá A là joker chỉ định (printed_joker_indicator_makes_aces_wild)"},
    "ex.ir.aces_off": {"en": "makes no rank wild here (printed_joker_indicator_makes_aces_wild is off)",
                       "vi": "ở đây không có joker chỉ định (printed_joker_indicator_makes_aces_wild đang tắt)"},
    "ex.ir.s2_wild_card": {
        "en": "The card cut is a natural card: the wild rank is its own rank, not the next one up",
        "vi": "Lá lật là lá thường: joker chỉ định là chính giá trị của lá đó, không phải giá trị kế tiếp"},
    "ex.ir.s2_wild_joker": {
        "en": "The card cut is a printed joker, which has no rank of its own: read the option above",
        "vi": "Lá lật là joker in hình, không có giá trị riêng: hãy đọc tùy chọn nói ở trên"},
    "ex.ir.s1_group": {
        "en": "The rule to look at: a sequence is 3 or more consecutive cards of one suit (A-2-3 and Q-K-A count, "
              "K-A-2 does not); a set is {sizes} cards of one rank in different suits (two 9♥ from the two "
              "decks are one suit); a joker may stand in for a missing card",
        "vi": "Luật cần xem: dãy là từ 3 lá liên tiếp cùng chất trở lên (A-2-3 và Q-K-A được, K-A-2 thì không); "
              "bộ cùng số là {sizes} lá cùng giá trị khác chất (hai lá 9♥ của hai bộ bài vẫn là một chất); "
              "joker có thể thay cho lá còn thiếu"},
    "ex.ir.sizes_one": {"en": "{n}", "vi": "{n}"},
    "ex.ir.sizes_two": {"en": "{low} or {high}", "vi": "{low} hoặc {high}"},
    "ex.ir.sizes_range": {"en": "{low} to {high}", "vi": "từ {low} đến {high}"},
    "ex.ir.s2_same": {"en": "All the natural cards here share one rank: compare their suits one by one",
                      "vi": "Các lá thường ở đây cùng giá trị: hãy so chất của từng lá"},
    "ex.ir.s2_seq": {
        "en": "The ranks here differ, so only a sequence is possible: check the suit symbols first (not the "
              "colours), then put the ranks in order and look for a gap and at where the Ace goes",
        "vi": "Các lá ở đây khác giá trị nên chỉ có thể là dãy: trước hết xem ký hiệu chất (không phải màu), rồi "
              "xếp các giá trị theo thứ tự, tìm chỗ hở và xem lá A đứng ở đâu"},
    "ex.ir.s2_mixed": {
        "en": "Some ranks repeat and some differ: a set keeps one rank, a sequence needs every rank different",
        "vi": "Có giá trị lặp lại và có giá trị khác nhau: bộ cùng số phải cùng một giá trị, dãy thì mỗi lá một "
              "giá trị khác nhau"},
    "ex.ir.s1_kind": {
        "en": "The rule to look at: a pure sequence uses no joker for a missing card; a wild card standing in its "
              "own natural place still counts as a natural card, so the sequence stays pure; a joker standing in "
              "for a missing card makes it impure; a set is one rank in different suits",
        "vi": "Luật cần xem: dãy thuần không dùng joker thay cho lá còn thiếu; lá joker chỉ định nằm đúng vị trí "
              "tự nhiên của nó vẫn được tính như lá thường nên dãy vẫn thuần; có joker thay cho lá còn thiếu thì "
              "là dãy có joker; bộ cùng số là một giá trị, khác chất"},
    "ex.ir.s2_kind": {
        "en": "Put the cards in order and ask three things: one suit? consecutive? does any position rely on a "
              "joker? {jokers}",
        "vi": "Xếp các lá theo thứ tự rồi hỏi ba điều: cùng chất không? liên tiếp không? có vị trí nào đang nhờ "
              "joker không? {jokers}"},
    "ex.ir.jokers_here": {"en": "Jokers here (printed or wild): {cards}", "vi": "Các lá joker ở đây (in hình hoặc "
                                                                                 "chỉ định): {cards}"},
    "ex.ir.no_jokers_here": {"en": "There is no joker among these cards", "vi": "Không có joker nào trong các lá này"},
    "ex.ir.s1_points": {
        "en": "The rule to look at: A, K, Q and J count {ace} each ({court} for K, Q, J), 2 to 10 their face "
              "value, and printed and wild jokers {joker}",
        "vi": "Luật cần xem: lá A tính {ace} điểm, K, Q, J mỗi lá {court} điểm, 2 đến 10 tính theo số, joker in "
              "hình và joker chỉ định tính {joker} điểm"},
    "ex.ir.s2_points": {
        "en": "Look for the jokers first: {wild} Then add up the rest card by card",
        "vi": "Tìm các lá joker trước: {wild} Sau đó cộng từng lá còn lại"},
    "ex.ir.s1_drop": {
        "en": "The rule to look at: a first drop (before one's first draw) and a middle drop (later) cost "
              "different points, and the format matters: Points and Pool 101 charge 20 and 40, Pool 201 charges "
              "25 and 50",
        "vi": "Luật cần xem: bỏ cuộc ở lượt đầu (trước lần bốc đầu tiên) và bỏ cuộc giữa ván (sau đó) bị phạt khác "
              "nhau, và còn tùy hình thức chơi: Points và Pool 101 phạt 20 và 40, Pool 201 phạt 25 và 50"},
    "ex.ir.s2_drop": {"en": "Decide first which drop this is: has Player B drawn a card yet? Then read the format",
                      "vi": "Trước hết xác định đây là kiểu bỏ cuộc nào: người chơi B đã bốc lá nào chưa? Rồi xem "
                            "hình thức chơi"},
    "ex.ir.s1_show": {
        "en": "The rule to look at: a valid show has all {n} cards in valid groups, at least two sequences, and "
              "at least one pure sequence; otherwise it is a wrong show",
        "vi": "Luật cần xem: khai hợp lệ khi đủ {n} lá nằm trong các nhóm hợp lệ, có ít nhất hai dãy, và ít nhất "
              "một dãy thuần; nếu không thì là khai sai"},
    "ex.ir.s2_show": {
        "en": "Check the groups one at a time (suits by their symbols, not colours), then count the sequences "
              "and look for one that relies on no joker",
        "vi": "Xét lần lượt từng nhóm (nhìn ký hiệu chất, không nhìn màu), rồi đếm số dãy và tìm một dãy không nhờ "
              "joker nào"},
    "ex.ir.s1_penalty": {
        "en": "The rule to look at: {requirement}; otherwise every card counts{fixed}. Cards count A, K, Q, J = 10, "
              "2 to 10 their face value, jokers 0, and a penalty is capped at {cap}",
        "vi": "Luật cần xem: {requirement}; nếu không thì toàn bộ bài bị tính điểm{fixed}. Lá A, K, Q, J = 10, 2 đến "
              "10 tính theo số, joker = 0, và điểm phạt không vượt quá {cap}"},
    "ex.ir.req_pure": {"en": "a loser holding a pure sequence counts only the cards outside valid groups",
                       "vi": "người thua có dãy thuần thì chỉ bị tính các lá nằm ngoài các nhóm hợp lệ"},
    "ex.ir.req_two": {"en": "a loser holding two sequences, one of them pure, counts only the cards outside valid "
                            "groups (loser_grouping_requirement='two_sequences_one_pure')",
                      "vi": "người thua có hai dãy, trong đó một dãy thuần, thì chỉ bị tính các lá nằm ngoài các "
                            "nhóm hợp lệ (loser_grouping_requirement='two_sequences_one_pure')"},
    "ex.ir.fixed_max": {"en": " (without a pure sequence: the maximum at once, no_pure_sequence_penalty='fixed_max')",
                        "vi": " (không có dãy thuần thì bị phạt mức tối đa ngay, "
                              "no_pure_sequence_penalty='fixed_max')"},
    "ex.ir.s2_penalty": {
        "en": "First look for a pure sequence in this hand: sort the cards by suit and find three in a row with "
              "no joker. That decides which cards count",
        "vi": "Trước hết tìm dãy thuần trong bài này: xếp các lá theo chất và tìm ba lá liên tiếp không có joker. "
              "Điều đó quyết định những lá nào bị tính"},
    "ex.ir.s1_discard": {
        "en": "The rule to look at: to show, you put one card face down and show the other {n} in valid groups, "
              "with at least two sequences and at least one pure sequence",
        "vi": "Luật cần xem: khi khai, bạn úp một lá và khai {n} lá còn lại trong các nhóm hợp lệ, có ít nhất hai "
              "dãy và ít nhất một dãy thuần"},
    "ex.ir.s2_discard": {
        "en": "Find the pure sequence first and keep it whole, then the second sequence; the card that fits "
              "nowhere once the groups are made is the one to put down",
        "vi": "Tìm dãy thuần trước và giữ nguyên nó, rồi tìm dãy thứ hai; lá không vào được nhóm nào sau khi đã "
              "xếp nhóm là lá cần úp"},
    "ex.ir.s2_arrange": {
        "en": "Start with the pure sequence (a wild card in its own place may be part of it), then the second "
              "sequence, then the sets; a joker goes where a card is missing",
        "vi": "Bắt đầu từ dãy thuần (lá joker chỉ định nằm đúng vị trí của nó vẫn được dùng trong dãy thuần), rồi "
              "dãy thứ hai, rồi các bộ cùng số; joker đặt vào chỗ còn thiếu lá"},
    "ex.ir.s1_drop_or_play": {
        "en": "The rule to look at: dropping now costs the {which} ({points:point|points} here); playing on and losing "
              "costs this hand's penalty, counted as a loser's: only the loose cards with a pure sequence, every "
              "card without one, capped at {cap}",
        "vi": "Luật cần xem: bỏ cuộc lúc này bị phạt mức {which} ({points} điểm ở đây); chơi tiếp mà thua thì bị "
              "điểm phạt của bài này, tính như người thua: có dãy thuần thì chỉ tính lá lẻ, không có thì tính cả "
              "bài, tối đa {cap}"},
    "ex.ir.which_first": {"en": "first drop", "vi": "bỏ cuộc ở lượt đầu"},
    "ex.ir.which_middle": {"en": "middle drop", "vi": "bỏ cuộc giữa ván"},
    "ex.ir.s2_drop_or_play": {
        "en": "Work out this hand's penalty as if someone showed now: is there a pure sequence? Then compare "
              "with the drop",
        "vi": "Tính điểm phạt của bài này như thể có người khai ngay bây giờ: có dãy thuần không? Rồi so với mức "
              "bỏ cuộc"},
    "ex.ir.s1_deal": {
        "en": "The rule to look at: in Points Rummy every loser pays the winner their points: a first drop "
              "{first}, a middle drop {middle}, a wrong show {wrong}, and a loser's hand its penalty (capped at "
              "{cap})",
        "vi": "Luật cần xem: trong Points Rummy mỗi người thua trả cho người thắng số điểm của mình: bỏ cuộc ở "
              "lượt đầu {first}, bỏ cuộc giữa ván {middle}, khai sai {wrong}, còn bài của người thua thì theo điểm "
              "phạt (tối đa {cap})"},
    "ex.ir.s2_deal": {
        "en": "Work out each loser's points on their own row first (for a hand: is there a pure sequence?), "
              "then add them up",
        "vi": "Tính điểm của từng người thua theo hàng của họ trước (với bài trên tay: có dãy thuần không?), rồi "
              "cộng lại"},
    "ex.ir.s1_pool": {
        "en": "The rule to look at: in {format} each deal's points are added to the score, and a player whose "
              "score reaches {limit} (equal counts) is eliminated; drops cost {first} and {middle} here, a wrong "
              "show {wrong}, the winner 0",
        "vi": "Luật cần xem: ở {format}, điểm mỗi ván được cộng dồn, và người chơi có điểm đạt {limit} (bằng cũng "
              "tính) thì bị loại; ở đây bỏ cuộc bị {first} và {middle} điểm, khai sai {wrong}, người thắng 0"},
    "ex.ir.s2_pool": {"en": "Add this deal's points to each player's score, one row at a time, then compare each "
                            "total with {limit}",
                      "vi": "Cộng điểm ván này vào điểm của từng người, lần lượt từng hàng, rồi so mỗi tổng với "
                            "{limit}"},
    # feedback on a wrong answer
    "ex.ir.h_too_high": {"en": "Too high", "vi": "Cao quá"},
    "ex.ir.h_too_low": {"en": "Too low", "vi": "Thấp quá"},
    "ex.ir.h_not_in_hand": {"en": "{card} is not in your hand", "vi": "Lá {card} không có trên tay bạn"},
    "ex.ir.h_leaves": {"en": "Without {card}, the best grouping of the rest is no valid show",
                       "vi": "Bỏ lá {card} ra thì cách xếp nhóm tốt nhất của các lá còn lại vẫn không khai hợp lệ"},
    "ex.ir.h_named_stay": {"en": "Someone you named stays under the limit: add up their row again",
                           "vi": "Có người bạn nêu tên vẫn dưới giới hạn: hãy cộng lại hàng của người đó"},
    "ex.ir.h_missed_out": {"en": "Someone you left out reaches the limit: add up each row again",
                           "vi": "Có người bạn bỏ sót đã đạt giới hạn: hãy cộng lại từng hàng"},
    # known mistakes, named only when the learner's value is the one the mistake gives
    "ex.ir.mis_own_place": {
        "en": "taking a wild card in its own place for a joker; standing in its natural place it is a natural "
              "card, and the sequence stays pure",
        "vi": "coi lá joker chỉ định nằm đúng vị trí của nó là joker; ở đúng vị trí tự nhiên nó là lá thường, và "
              "dãy vẫn thuần"},
    "ex.ir.mis_joker_pure": {
        "en": "calling a sequence pure although a joker stands in for a missing card; that makes it impure, even "
              "when the joker is a wild card of the deal",
        "vi": "coi là dãy thuần dù có joker thay cho lá còn thiếu; như vậy là dãy có joker, kể cả khi joker là lá "
              "joker chỉ định của ván"},
    "ex.ir.mis_colour": {
        "en": "taking same colour for same suit; ♥ and ♦ are both red but two suits, ♠ and ♣ both black but two "
              "suits",
        "vi": "coi cùng màu là cùng chất; ♥ và ♦ cùng đỏ nhưng là hai chất, ♠ và ♣ cùng đen nhưng là hai chất"},
    "ex.ir.mis_wrap": {
        "en": "taking K-A-2 for a sequence; the Ace stands low in A-2-3 or high in Q-K-A, but a sequence never "
              "turns the corner",
        "vi": "coi K-A-2 là dãy; lá A đứng thấp trong A-2-3 hoặc đứng cao trong Q-K-A, nhưng dãy không bao giờ "
              "nối vòng"},
    "ex.ir.mis_ace_high": {
        "en": "forgetting that the Ace may stand high; Q-K-A is a sequence in Indian Rummy (unlike Gin Rummy)",
        "vi": "quên rằng lá A có thể đứng cao; Q-K-A là dãy trong Indian Rummy (khác Gin Rummy)"},
    "ex.ir.mis_two_decks": {
        "en": "taking two copies of one card (two decks) for two suits; a set needs every suit different",
        "vi": "coi hai lá giống nhau (từ hai bộ bài) là hai chất; bộ cùng số cần mọi lá khác chất"},
    "ex.ir.mis_gap": {"en": "letting a sequence skip a rank with no joker to fill the gap",
                      "vi": "cho dãy bỏ cách một giá trị mà không có joker lấp chỗ hở"},
    "ex.ir.mis_joker_group": {
        "en": "refusing a joker in a group; a joker may stand in for a missing card (the group is then impure "
              "or a set with a joker, but valid)",
        "vi": "không cho joker vào nhóm; joker được thay cho lá còn thiếu (nhóm khi đó là dãy có joker hoặc bộ có "
              "joker, nhưng vẫn hợp lệ)"},
    "ex.ir.mis_four": {"en": "forgetting that a set may hold four cards, one of each suit",
                       "vi": "quên rằng bộ cùng số có thể có bốn lá, mỗi chất một lá"},
    "ex.ir.mis_next_rank": {
        "en": "taking the next rank up for the wild one; in this game the cut card's own rank is wild",
        "vi": "lấy giá trị kế tiếp làm joker chỉ định; trong trò này chính giá trị của lá lật là joker chỉ định"},
    "ex.ir.mis_joker_indicator": {
        "en": "thinking a cut printed joker leaves no rank wild; with printed_joker_indicator_makes_aces_wild on, "
              "the Aces are wild",
        "vi": "nghĩ rằng lật trúng joker in hình thì không có joker chỉ định; khi "
              "printed_joker_indicator_makes_aces_wild bật, các lá A là joker chỉ định"},
    "ex.ir.mis_aces_off": {
        "en": "making the Aces wild although printed_joker_indicator_makes_aces_wild is off here",
        "vi": "cho các lá A làm joker chỉ định dù ở đây printed_joker_indicator_makes_aces_wild đang tắt"},
    "ex.ir.mis_ace_one": {"en": "counting the Ace as 1; in Indian Rummy an Ace counts {ace}",
                          "vi": "tính lá A là 1 điểm; trong Indian Rummy lá A tính {ace} điểm"},
    "ex.ir.mis_phom_faces": {"en": "counting J, Q, K as 11, 12, 13 (their order in the suit); here they count {court} each",
                             "vi": "tính J, Q, K là 11, 12, 13 (như trong Phỏm); ở đây mỗi lá tính {court} điểm"},
    "ex.ir.mis_wild_counts": {"en": "counting a wild card at its face value; wild jokers count {joker}, like printed "
                                    "ones",
                              "vi": "tính lá joker chỉ định theo số của nó; joker chỉ định tính {joker} điểm, như "
                                    "joker in hình"},
    "ex.ir.mis_swapped_drop": {"en": "mixing up the first drop and the middle drop",
                               "vi": "nhầm bỏ cuộc ở lượt đầu với bỏ cuộc giữa ván"},
    "ex.ir.mis_pool101_drops": {"en": "using the Points and Pool 101 drop points in Pool 201, which charges 25 and 50",
                                "vi": "dùng mức phạt bỏ cuộc của Points và Pool 101 cho Pool 201, nơi phạt 25 và 50"},
    "ex.ir.mis_wrong_show_drop": {"en": "taking the wrong-show points for a drop; a wrong show costs {wrong}",
                                  "vi": "lấy mức phạt khai sai cho bỏ cuộc; khai sai bị {wrong} điểm"},
    "ex.ir.mis_no_pure": {
        "en": "accepting a show without a pure sequence; whatever the jokers, a show needs at least one pure "
              "sequence",
        "vi": "chấp nhận lần khai không có dãy thuần; dù có bao nhiêu joker, khai bài vẫn cần ít nhất một dãy "
              "thuần"},
    "ex.ir.mis_one_sequence": {"en": "accepting a show with fewer than two sequences; a show needs at least two",
                               "vi": "chấp nhận lần khai có ít hơn hai dãy; khai bài cần ít nhất hai dãy"},
    "ex.ir.mis_impure_ok": {
        "en": "refusing a show whose second sequence uses a joker; one pure sequence is enough, the other may be "
              "impure",
        "vi": "không chấp nhận lần khai có dãy thứ hai dùng joker; chỉ cần một dãy thuần, dãy kia có thể có joker"},
    "ex.ir.mis_all_counted": {
        "en": "counting every card although this loser holds a pure sequence; then only the loose cards count",
        "vi": "tính toàn bộ bài dù người thua này có dãy thuần; khi đó chỉ các lá lẻ bị tính"},
    "ex.ir.mis_loose_no_pure": {
        "en": "counting only the loose cards of a hand without a pure sequence; without one every card counts",
        "vi": "chỉ tính các lá lẻ của bài không có dãy thuần; không có dãy thuần thì toàn bộ bài bị tính"},
    "ex.ir.mis_no_cap": {"en": "forgetting the cap; a penalty is at most {cap}",
                         "vi": "quên mức tối đa; điểm phạt không vượt quá {cap}"},
    "ex.ir.mis_strict_limit": {
        "en": "eliminating only players who go past the limit; reaching it exactly is enough",
        "vi": "chỉ loại người vượt quá giới hạn; đạt đúng giới hạn cũng bị loại"},
    "ex.ir.mis_all_hand_deal": {
        "en": "counting every card of a loser who holds a pure sequence; only their loose cards count",
        "vi": "tính toàn bộ bài của người thua có dãy thuần; chỉ các lá lẻ của họ bị tính"},
})


def _m(code: str, **params) -> str:
    return message("ex.ir." + code, **params)


def _wild_text(wild) -> str:
    return _m("wild_is", rank=wild) if wild else _m("no_wild")


def _house(rules, names) -> str:
    """The house-rule options a question depends on, when not at their default."""
    default = I.Rules()
    shown = [f"{n}={getattr(rules, n)!r}" for n in names if getattr(rules, n) != getattr(default, n)]
    return _m("house", options=", ".join(shown)) if shown else ""


def _set_sizes(rules) -> str:
    """How many cards a set holds under the rules: "3", "3 or 4", "3 to 6"."""
    high = rules.set_max_size
    if high == 3:
        return _m("sizes_one", n=3)
    return _m("sizes_two" if high == 4 else "sizes_range", low=3, high=high)


def _format_name(rules) -> str:
    return _m("fmt_" + rules.format)


def _is_wild(card: Card, wild) -> bool:
    return card.is_joker or (wild is not None and card.rank.symbol == wild)


def _hand_html(label: str, cards, note: str = "", color: str = GREY) -> str:
    return box(label, cards, color, note) + "<br>" + notation(cards)


# ---------------------------------------------------------------------------
# Reading what a teacher gives


def _cards_of(name: str, value, low: int, high: int, rules) -> tuple:
    """Chosen cards from Indian Rummy's decks: each card at most ``decks`` times, at most ``printed_jokers`` jokers."""
    return chosen_cards(name, value, low, high, "Indian Rummy", copies=rules.decks, jokers=rules.printed_jokers)


def _chosen_wild(value):
    """A wild rank: ``None`` (printed jokers only) or a rank such as ``"5"``, ``"A"``."""
    if value is None:
        return None
    if isinstance(value, Rank) and value is not Rank.JOKER:
        return value.symbol
    if isinstance(value, str):
        try:
            return Rank.parse(value).symbol
        except CardlabError:
            pass
    raise CardlabError(f"wild={show(value)}: expected a rank such as '5' or 'A', or None for printed jokers only")


def _chosen_groups(name: str, value, rules) -> tuple:
    """Groups of a show: a list of card strings or ``"3H 4H 5H | QH QD QC"``; 3 to 13 cards each."""
    if isinstance(value, str):
        parts = [p for p in value.replace(";", "|").split("|") if p.strip()]
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        raise CardlabError(f"{name}={show(value)}: expected groups such as ['3H 4H 5H', 'QH QD QC']")
    if not parts:
        raise CardlabError(f"{name}={show(value)}: expected at least one group, such as ['3H 4H 5H']")
    groups = tuple(_cards_of(f"{name}[{i}]", g, 1, rules.hand_size, rules) for i, g in enumerate(parts))
    _cards_of(name, [c for g in groups for c in g], 1, rules.hand_size + 1, rules)   # the copies in all
    return groups


# ---------------------------------------------------------------------------
# Dealing


class _Deck:
    """The cards not yet used in a question (two decks, printed jokers), drawn from the question's generator."""

    def __init__(self, rng: random.Random, rules):
        self.rng = rng
        self.cards = list(rules.deck.cards)
        self.set_ranks = set()          # ranks already dealt as a set: a second set of them would puzzle the eye
        rng.shuffle(self.cards)

    def has(self, cards) -> bool:
        need, have = Counter(cards), Counter(self.cards)
        return all(have[c] >= n for c, n in need.items())

    def take(self, cards) -> list[Card]:
        cards = list(cards)
        for c in cards:
            self.cards.remove(c)
        return cards

    def natural(self, wild) -> list[Card]:
        """The cards left that are neither printed jokers nor of the wild rank."""
        return [c for c in self.cards if not _is_wild(c, wild)]

    def run(self, n: int, wild=None, *, suit=None, through=None) -> list[Card]:
        """``n`` consecutive natural cards of one suit (the Ace low or high), holding rank ``through`` if given."""
        for _ in range(500):
            s = suit or self.rng.choice(list(Suit))
            start = self.rng.randint(1, 15 - n)
            ranks = [p if p <= 13 else 1 for p in range(start, start + n)]
            names = [Rank(r).symbol for r in ranks]
            if through is not None and through not in names:
                continue
            if through is None and wild in names:
                continue
            cards = [make_card(r, s) for r in ranks]
            if self.has(cards):
                return self.take(cards)
        raise CardlabError("could not deal a sequence")  # pragma: no cover - the decks always hold one

    def set(self, n: int, wild=None) -> list[Card]:
        """``n`` natural cards of one rank in different suits."""
        for _ in range(500):
            r = self.rng.randint(1, 13)
            if Rank(r).symbol == wild or r in self.set_ranks:
                continue
            suits = [s for s in Suit if make_card(r, s) in self.cards]
            if len(suits) >= n:
                self.set_ranks.add(r)
                return self.take(make_card(r, s) for s in self.rng.sample(suits, n))
        raise CardlabError("could not deal a set")  # pragma: no cover

    def joker(self, wild) -> Card:
        """A printed joker, or a wild-rank card when ``wild`` is set (half the time)."""
        wilds = [c for c in self.cards if c.rank.symbol == wild and not c.is_joker] if wild else []
        if wilds and (self.rng.random() < 0.5 or JOKER not in self.cards):
            return self.take([self.rng.choice(wilds)])[0]
        return self.take([JOKER])[0]

    def impure(self, n: int, wild) -> list[Card]:
        """A sequence of ``n`` with one inner card replaced by a joker (printed or wild)."""
        run = self.run(n, wild)
        gap = self.rng.randint(1, n - 2) if n > 2 else 0
        self.cards.append(run[gap])            # the card the joker stands for goes back to the decks
        return run[:gap] + [self.joker(wild)] + run[gap + 1:]

    def grab(self, cards) -> list[Card] | None:
        """``cards`` taken from the decks if they are all still there, else None."""
        return self.take(cards) if self.has(cards) else None

    def loose(self, n: int, wild, faces: int = 0) -> list[Card]:
        """``n`` natural cards of distinct ranks, far enough apart in each suit to make no sequence together;
        the first ``faces`` of them an Ace or a court card when the decks allow."""
        picks = []
        pool = self.natural(wild)
        self.rng.shuffle(pool)
        high = [c for c in pool if int(c.rank) >= 11 or int(c.rank) == 1]
        for c in high[:faces] + pool:
            if any(c.rank == p.rank or (c.suit == p.suit and abs(int(c.rank) - int(p.rank)) <= 2) for p in picks):
                continue
            picks.append(c)
            if len(picks) == n:
                break
        return self.take(picks)

    def wild_rank(self, rules) -> str | None:
        """A wild rank for the question: the rank of a card cut from the decks (rarely a printed joker)."""
        card = self.rng.choice([c for c in self.cards if not c.is_joker])
        return I.wild_rank(card, rules)


# ---------------------------------------------------------------------------
# Known mistakes about the shape of a group


def _shape_slip(cards, wild, rules) -> str | None:
    """Which known mistake would make ``cards`` (no valid group) look like one, checked with the engine."""
    cards = list(cards)
    if len(cards) < 3 or I.check_meld(cards, wild, rules):
        return None
    naturals = [c for c in cards if not _is_wild(c, wild)]
    if not naturals:
        return None
    ranks = [int(c.rank) for c in naturals]
    suits = {c.suit for c in naturals}
    if len(set(ranks)) == 1:
        if len(suits) < len(naturals):
            return "mis_two_decks"
        return None
    if len(suits) > 1 and len({s.is_red for s in suits}) == 1 and len(set(ranks)) == len(ranks):
        same = [Card(c.rank, naturals[0].suit) if not _is_wild(c, wild) else c for c in cards]
        if I.check_meld(same, wild, rules):
            return "mis_colour"
    if len(suits) == 1 and len(set(ranks)) == len(ranks):
        if {1, 2, 13} <= set(ranks):
            return "mis_wrap"
        span = sorted(ranks)
        if span[-1] - span[0] == len(cards) and 1 not in ranks:
            return "mis_gap"
    return None


def _shape_missed(cards, wild, rules) -> str | None:
    """Which known mistake would make a valid group look like none."""
    verdict = I.check_meld(list(cards), wild, rules)
    if not verdict:
        return None
    ranks = {int(c.rank) for c in cards if not _is_wild(c, wild)}
    if verdict.kind == I.IMPURE or (verdict.kind == I.SET and any(_is_wild(c, wild) for c in cards)):
        return "mis_joker_group"
    if verdict.kind == I.PURE and {1, 12, 13} <= ranks:
        return "mis_ace_high"
    if verdict.kind == I.SET and len(cards) == 4:
        return "mis_four"
    return None


def _shape_nudge(cards, wild) -> str:
    ranks = [c.rank for c in cards if not _is_wild(c, wild)]
    if len(set(ranks)) <= 1:
        return _m("s2_same")
    if len(set(ranks)) == len(ranks):
        return _m("s2_seq")
    return _m("s2_mixed")


# ---------------------------------------------------------------------------
# The questions


_YesNo = core.NudgedVerdictQuestion


class _Number(core.NumberQuestion):
    """A question answered by a whole number: too high / too low, then the rule and the nudge."""

    def hints(self, value, correct, attempt):
        if correct:
            return self.answer_lines()[1:]
        return [_m("h_too_high") if value > self.amount else _m("h_too_low")] + graduated(self, attempt)

    def mistakes(self):
        """(code, params, mistaken value) for each known mistake, computed with the engine."""
        return []

    def misconception(self, value):
        for code, params, mistaken in self.mistakes():
            if mistaken != self.amount and mistaken == value:
                return _m(code, **params)
        return None


def _read_rank(answer):
    """A rank symbol, or None for "no wild rank"."""
    if answer is None or answer is False:
        return None
    if isinstance(answer, Rank) and answer is not Rank.JOKER:
        return answer.symbol
    if isinstance(answer, int) and not isinstance(answer, bool) and 1 <= answer <= 13:
        return Rank(answer).symbol
    if isinstance(answer, str):
        word = answer.strip().lower().rstrip(".!")
        if word in ("none", "no", "nothing", "không", "khong", "không có", "khong co", "-", ""):
            return None
        try:
            return Rank.parse(word.upper()).symbol
        except CardlabError:
            pass
        try:
            card = Card.parse(answer.strip())
            if not card.is_joker:
                return card.rank.symbol
        except CardlabError:
            pass
        raise AnswerError(_m("not_a_rank", answer=show(answer)) + " " + _m("form_wild"))
    if isinstance(answer, Card) and not answer.is_joker:
        return answer.rank.symbol
    raise AnswerError(_m("not_a_rank", answer=show(answer)) + " " + _m("form_wild"))


class WildQuestion(Question):
    """Q: which rank is wild after ``indicator`` is cut? expected: :func:`indian_rummy.wild_rank`.

    ``WildQuestion(indicator="JK")``; the answer is a rank such as ``"A"``, or
    ``None`` when no rank is wild.

    Raises:
        CardlabError: for an indicator that is not one card.
    """

    key = "wild"
    title_code = "ex.ir.t_wild"
    form_code = "ex.ir.form_wild"

    def __init__(self, number=1, rules=None, rng=None, *, indicator=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"indicator": indicator}, example="indicator='7H'"):
            indicator = self._deal(rng, self.rules)
        self.indicator = _cards_of("indicator", indicator, 1, 1, self.rules)[0]
        self.wild = I.wild_rank(self.indicator, self.rules)

    @staticmethod
    def _deal(rng, rules):
        if rules.printed_jokers and rng.random() < 0.3:
            return [JOKER]
        return [make_card(rng.randint(1, 13), rng.choice(list(Suit)))]

    @property
    def expected(self):
        return self.wild

    def read(self, answer):
        return _read_rank(answer)

    def show_value(self, value):
        return value or _m("no_rank")

    def hint_steps(self):
        aces = _m("aces_on" if self.rules.printed_joker_indicator_makes_aces_wild else "aces_off")
        return [_m("s1_wild", aces=aces), _m("s2_wild_joker" if self.indicator.is_joker else "s2_wild_card")]

    def hints(self, value, correct, attempt):
        if correct:
            return self.answer_lines()[1:]
        return graduated(self, attempt)

    def misconception(self, value):
        if value == self.wild:
            return None
        if self.indicator.is_joker:
            if value is None:
                return _m("mis_joker_indicator")
            if value == "A":
                return _m("mis_aces_off")
            return None
        up = int(self.indicator.rank) % 13 + 1
        return _m("mis_next_rank") if value == Rank(up).symbol else None

    def answer_lines(self):
        if not self.indicator.is_joker:
            why = _m("wild_own_rank", rank=self.wild)
        else:
            why = _m("wild_aces") if self.wild else _m("wild_none")
        return [self.wild or _m("no_rank"), _m("wild_from", card=self.indicator.pretty, why=why)]

    def prompt(self):
        return _join(_m("p_wild"), _house(self.rules, ["printed_joker_indicator_makes_aces_wild"]))

    def body_html(self):
        return _hand_html(_m("cut"), [self.indicator], color=BROWN)


class GroupQuestion(_YesNo):
    """Q: do ``cards`` form a valid group with ``wild`` the wild rank? expected: :func:`indian_rummy.check_meld`.

    ``GroupQuestion(cards="QH KH AH")`` or ``GroupQuestion(cards="6H 7D 8H", wild="5")`` (3 to 13 cards).

    Raises:
        CardlabError: for cards that cannot be read, more copies of a card
            than the decks hold, fewer than 3 or more than 13 cards, or a wild
            rank that is no rank.
    """

    key = "group"
    title_code = "ex.ir.t_group"
    KINDS = ("set3", "set4", "run", "ace_low", "ace_high", "colour", "colour", "two_decks", "wrap", "gap",
             "joker_run", "joker_set")

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"cards": cards}, example="cards='QH KH AH'"):
            cards, wild = self._deal(rng, self.rules)
        self.wild = _chosen_wild(wild)
        self.cards = _cards_of("cards", cards, 3, 13, self.rules)
        self.verdict = I.check_meld(self.cards, self.wild, self.rules)

    @classmethod
    def _deal(cls, rng, rules):
        kind = rng.choice(cls.KINDS)
        deck = _Deck(rng, rules)
        suits = list(Suit)
        s = rng.choice(suits)
        r = rng.randint(2, 11)
        if kind == "set3":
            cards = deck.set(3)
        elif kind == "set4":
            cards = deck.set(4)
        elif kind == "run":
            cards = deck.run(rng.choice((3, 4, 5)))
        elif kind == "ace_low":
            cards = [make_card(k, s) for k in range(1, rng.choice((4, 5)))]
        elif kind == "ace_high":
            cards = [make_card(k, s) for k in (12, 13, 1)] if rng.random() < 0.7 else \
                [make_card(k, s) for k in (11, 12, 13, 1)]
        elif kind == "colour":
            picks = [s, s, _TWIN[s]]
            rng.shuffle(picks)
            cards = [make_card(r + i, picks[i]) for i in range(3)]
        elif kind == "two_decks":
            other = rng.choice([x for x in suits if x != s])
            cards = [make_card(r, s), make_card(r, s), make_card(r, other)]
        elif kind == "wrap":
            cards = [make_card(13, s), make_card(1, s), make_card(2, s)]
        elif kind == "gap":
            cards = [make_card(r, s), make_card(r + 1, s), make_card(r + 3 if r + 3 <= 13 else r - 2, s)]
        elif kind == "joker_run":
            cards = [make_card(r, s), JOKER, make_card(r + 2, s)]
        else:
            cards = [make_card(r, x) for x in rng.sample(suits, 2)] + [JOKER]
        rng.shuffle(cards)
        return cards, None

    def hint_steps(self):
        return [_m("s1_group", sizes=_set_sizes(self.rules)), _shape_nudge(self.cards, self.wild)]

    def misconception(self, value):
        if value and not self.verdict:
            code = _shape_slip(self.cards, self.wild, self.rules)
            return _m(code) if code else None
        if not value and self.verdict:
            code = _shape_missed(self.cards, self.wild, self.rules)
            return _m(code) if code else None
        return None

    def prompt(self):
        return _join(_m("p_group", wild=_wild_text(self.wild) if self.wild else ""),
                     _house(self.rules, ["joker_in_set_allowed", "set_max_size"]))

    def body_html(self):
        return _hand_html("", self.cards)


_KIND_WORDS = {
    I.PURE: {"pure", "pure sequence", "pure_sequence", "pure run", "thuần", "dãy thuần", "thuan", "day thuan"},
    I.IMPURE: {"impure", "impure sequence", "impure_sequence", "impure run", "có joker", "dãy có joker",
               "dãy không thuần", "không thuần", "co joker", "day co joker", "khong thuan", "day khong thuan"},
    I.SET: {"set", "bộ", "bộ cùng số", "bo", "bo cung so", "cùng số"},
    None: {"none", "no", "no group", "not a group", "nothing", "không", "khong", "không thành nhóm",
           "khong thanh nhom", "false", "-"},
}


def _read_kind(answer):
    """``"pure_sequence"``, ``"impure_sequence"``, ``"set"`` or None (no group); a Verdict gives its kind."""
    if answer is False or answer is None:
        return None
    if hasattr(answer, "ok") and hasattr(answer, "reasons"):
        return answer.kind if answer.ok else None
    if isinstance(answer, str):
        word = " ".join(answer.strip().lower().rstrip(".!").replace("-", " ").split())
        for kind, words in _KIND_WORDS.items():
            if word in words or word.replace(" ", "_") in words:
                return kind
        raise AnswerError(_m("not_a_kind", answer=show(answer)) + " " + _m("form_kind"))
    raise core._type_error(answer, "ex.ir.form_kind")


def _kind_name(kind) -> str:
    return _m({I.PURE: "k_pure", I.IMPURE: "k_impure", I.SET: "k_set"}.get(kind, "k_none"))


class KindQuestion(Question):
    """Q: pure sequence, impure sequence, set or no group? expected: the ``.kind`` of :func:`indian_rummy.check_meld`.

    ``KindQuestion(cards="4C 5C 6C", wild="5")`` (a wild card in its own place: pure).

    Raises:
        CardlabError: for cards that cannot be read, more copies than the
            decks hold, fewer than 3 or more than 13 cards, or a bad wild rank.
    """

    key = "kind"
    title_code = "ex.ir.t_kind"
    form_code = "ex.ir.form_kind"
    KINDS = ("pure", "own_place", "own_place", "impure", "impure", "set", "set_joker", "colour", "wrap")

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"cards": cards}, {"wild": wild}, example="cards='4C 5C 6C', wild='5'"):
            cards, wild = self._deal(rng, self.rules)
        self.wild = _chosen_wild(wild)
        self.cards = _cards_of("cards", cards, 3, 13, self.rules)
        self.verdict = I.check_meld(self.cards, self.wild, self.rules)
        self.kind = self.verdict.kind if self.verdict else None

    @classmethod
    def _deal(cls, rng, rules):
        for _ in range(100):
            deck = _Deck(rng, rules)
            wild = Rank(rng.randint(2, 12)).symbol
            kind = rng.choice(cls.KINDS)
            n = rng.choice((3, 3, 4))
            if kind == "pure":
                cards = deck.run(n, wild)
            elif kind == "own_place":
                cards = deck.run(n, wild, through=wild)
            elif kind == "impure":
                cards = deck.impure(n, wild)
            elif kind == "set":
                cards = deck.set(3, wild)
            elif kind == "set_joker":
                cards = deck.set(2, wild) + [deck.joker(wild)]
            elif kind == "colour":
                run = deck.run(3, wild)
                cards = run[:1] + [Card(run[1].rank, _TWIN[run[0].suit])] + run[2:]
            else:
                s = rng.choice(list(Suit))
                cards = [make_card(13, s), make_card(1, s), make_card(2, s)]
                wild = Rank(rng.randint(3, 12)).symbol
            v = I.check_meld(cards, wild, rules)
            if len(v.kinds) <= 1:           # one reading only: the question has one answer
                rng.shuffle(cards)
                return cards, wild
        raise CardlabError("could not deal a group")  # pragma: no cover

    @property
    def expected(self):
        return self.kind

    def read(self, answer):
        return _read_kind(answer)

    def judge(self, value):
        # A group a teacher chose that reads two ways (7♠ 🃏 🃏: impure sequence or set) takes either answer.
        return value == self.kind or (value is not None and value in self.verdict.kinds)

    def show_value(self, value):
        return _kind_name(value)

    def hint_steps(self):
        jokers = [c for c in self.cards if _is_wild(c, self.wild)]
        here = _m("jokers_here", cards=_text(jokers)) if jokers else _m("no_jokers_here")
        return [_m("s1_kind"), _m("s2_kind", jokers=here)]

    def hints(self, value, correct, attempt):
        if correct:
            return [self.verdict.text()]
        return graduated(self, attempt)

    def misconception(self, value):
        if value == self.kind:
            return None
        own = any(self.wild is not None and c.rank.symbol == self.wild for c in self.cards)
        if self.kind == I.PURE and value == I.IMPURE and own:
            return _m("mis_own_place")
        if self.kind == I.IMPURE and value == I.PURE:
            return _m("mis_joker_pure")
        if self.kind is None and value is not None:
            code = _shape_slip(self.cards, self.wild, self.rules)
            return _m(code) if code else None
        return None

    def answer_lines(self):
        return [_kind_name(self.kind), self.verdict.text()]

    def prompt(self):
        return _join(_m("p_kind", wild=_wild_text(self.wild)), _house(self.rules, ["joker_in_set_allowed"]))

    def body_html(self):
        return _hand_html("", self.cards)


def _points_with(cards, wild, rules, *, faces=False, **values) -> int:
    """The points of ``cards`` under a learner's mistaken table, by the engine: other ``values`` of the
    rules, ``faces`` (J, Q, K worth 11, 12, 13 as in Phỏm)."""
    mistaken = replace(rules, **values)
    return sum(int(c.rank) if faces and 11 <= int(c.rank) <= 13 and not _is_wild(c, wild)
               else I.card_points(c, wild, mistaken) for c in cards)


class LoosePointsQuestion(_Number):
    """Q: the penalty points of loose ``cards``; expected: the sum of :func:`indian_rummy.card_points`.

    ``LoosePointsQuestion(cards="AS KD 7H 5C JK", wild="5")``.

    Raises:
        CardlabError: for cards that cannot be read, more copies than the
            decks hold, no card or more than 13, or a bad wild rank.
    """

    key = "points"
    title_code = "ex.ir.t_points"

    def __init__(self, number=1, rules=None, rng=None, *, cards=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"cards": cards}, {"wild": wild}, example="cards='AS KD 7H 5C JK', wild='5'"):
            cards, wild = self._deal(rng, self.rules)
        self.wild = _chosen_wild(wild)
        self.cards = tuple(in_order(_cards_of("cards", cards, 1, 13, self.rules)))
        self.amount = sum(I.card_points(c, self.wild, self.rules) for c in self.cards)

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng, rules)
        wild = Rank(rng.randint(2, 10)).symbol
        cards = deck.loose(rng.choice((3, 4)), wild, faces=1)
        extra = [c for c in deck.cards if c.rank.symbol == "A"][:1]
        cards += deck.take(extra)
        if rng.random() < 0.7:
            cards.append(deck.take([c for c in deck.cards if c.rank.symbol == wild][:1])[0])
        if rng.random() < 0.4:
            cards += deck.take([JOKER])
        return cards, wild

    def mistakes(self):
        r = self.rules
        yield "mis_ace_one", {"ace": r.ace_points}, _points_with(self.cards, self.wild, r, ace_points=1)
        yield "mis_phom_faces", {"court": r.court_points}, _points_with(self.cards, self.wild, r, faces=True)
        yield "mis_wild_counts", {"joker": r.joker_points}, _points_with(self.cards, None, r)

    def hint_steps(self):
        r = self.rules
        return [_m("s1_points", ace=r.ace_points, court=r.court_points, joker=r.joker_points),
                _m("s2_points", wild=_wild_text(self.wild))]

    def answer_lines(self):
        parts = " + ".join(str(I.card_points(c, self.wild, self.rules)) for c in self.cards)
        return [str(self.amount), f"{_text(self.cards)}: {parts} = {self.amount}"]

    def prompt(self):
        return _join(_m("p_points", wild=_wild_text(self.wild)),
                     _house(self.rules, ["ace_points", "court_points", "joker_points"]))

    def body_html(self):
        return _hand_html(_m("loose"), self.cards)


def _format_rules(rng, rules):
    """The rules of a question that picks its own format from the seed (Points, Pool 101, Pool 201)."""
    fmt = rng.choice(("points", "pool101", "pool201"))
    if fmt == rules.format:
        return rules
    return I.Rules.pool(int(fmt[4:])) if fmt.startswith("pool") else I.Rules()


class DropQuestion(_Number):
    """Q: what a drop costs; expected: :func:`indian_rummy.drop_penalty` under the question's format.

    ``DropQuestion(first=False, rules=indian_rummy.Rules.pool(201))``. A dealt
    question picks its format (Points, Pool 101 or Pool 201) from the seed.

    Raises:
        CardlabError: for ``first`` that is not True or False.
    """

    key = "drop"
    title_code = "ex.ir.t_drop"

    def __init__(self, number=1, rules=None, rng=None, *, first=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"first": first}, example="first=True"):
            self.rules = _format_rules(rng, self.rules)
            first = rng.random() < 0.5
        self.first = chosen_bool("first", first)
        self.amount = I.drop_penalty(self.first, self.rules)

    def mistakes(self):
        r = self.rules
        yield "mis_swapped_drop", {}, I.drop_penalty(not self.first, r)
        if r.format == "pool201":
            yield "mis_pool101_drops", {}, I.drop_penalty(self.first, I.Rules())
        yield "mis_wrong_show_drop", {"wrong": r.wrong_show}, I.wrong_show_penalty(r)

    def hint_steps(self):
        return [_m("s1_drop"), _m("s2_drop")]

    def answer_lines(self):
        when = _m("which_first" if self.first else "which_middle")
        return [str(self.amount), _m("drop_is", when=when, points=self.amount, format=_format_name(self.rules))]

    def prompt(self):
        return _join(_m("p_drop", format=_format_name(self.rules), when=_m("first_when" if self.first else
                                                                            "middle_when")),
                     _house(self.rules, ["first_drop", "middle_drop"]) if self.rules.format == "points" else "")


class ShowQuestion(_YesNo):
    """Q: is the show ``groups`` valid? expected: :func:`indian_rummy.check_declaration`.

    ``ShowQuestion(groups="3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C")``
    (the Indian Rummy guide's An: valid).

    Raises:
        CardlabError: for groups that cannot be read, more copies of a card
            than the decks hold, or more than 14 cards.
    """

    key = "show"
    title_code = "ex.ir.t_show"
    KINDS = ("valid", "valid_own_place", "no_pure", "no_pure", "one_sequence", "bad_group", "valid_two_pure")

    def __init__(self, number=1, rules=None, rng=None, *, groups=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"groups": groups}, {"wild": wild},
                    example="groups='3H 4H 5H | 8S JK 10S JS | QH QD QC | 6H 6S 6C'"):
            groups, wild = self._deal(rng, self.rules)
        self.wild = _chosen_wild(wild)
        self.groups = _chosen_groups("groups", groups, self.rules)
        self.verdict = I.check_declaration(self.groups, self.wild, self.rules)

    @classmethod
    def _deal(cls, rng, rules):
        deck = _Deck(rng, rules)
        wild = Rank(rng.randint(2, 12)).symbol
        kind = rng.choice(cls.KINDS)
        if kind == "valid_own_place":
            first = deck.run(3, wild, through=wild)
        elif kind == "no_pure":
            first = deck.impure(rng.choice((3, 4)), wild)
        else:
            first = deck.run(rng.choice((3, 4)), wild)
        if kind == "valid_two_pure":
            second = deck.run(3, wild)
        elif kind == "one_sequence":
            second = deck.set(3, wild)
        elif kind == "bad_group":
            second = None
            while second is None:      # a same-colour sequence, or K-A-2, taken from the decks
                s = rng.choice(list(Suit))
                r = rng.randint(2, 11)
                second = deck.grab([make_card(r, s), make_card(r + 1, s), make_card(r + 2, _TWIN[s])]
                                   if rng.random() < 0.6 else [make_card(13, s), make_card(1, s), make_card(2, s)])
        else:
            second = deck.impure(3 if len(first) == 4 else rng.choice((3, 4)), wild)
        groups = [first, second] + _sets(deck, rules.hand_size - len(first) - len(second), wild)
        rng.shuffle(groups)
        return [list(g) for g in groups], wild

    def hint_steps(self):
        return [_m("s1_show", n=self.rules.hand_size), _m("s2_show")]

    def misconception(self, value):
        v = self.verdict
        if value and not v:
            for g in self.groups:
                code = _shape_slip(g, self.wild, self.rules)
                if code:
                    return _m(code)
            if all(gv for gv in v.groups) and v.sequences >= 2 and not v.pure:
                return _m("mis_no_pure")
            if all(gv for gv in v.groups) and v.sequences < 2:
                return _m("mis_one_sequence")
            return None
        if not value and v:
            if any(self.wild and c.rank.symbol == self.wild for gv in v.groups if gv.kind == I.PURE
                   for c in gv.meld.cards):
                return _m("mis_own_place")
            if any(gv.kind == I.IMPURE for gv in v.groups):
                return _m("mis_impure_ok")
        return None

    def prompt(self):
        return _join(_m("p_show", wild=_wild_text(self.wild)), _house(self.rules, ["joker_in_set_allowed"]))

    def body_html(self):
        boxes = "".join(box(_m("group_n", n=i), g, GREEN) for i, g in enumerate(self.groups, start=1))
        return f"<div>{boxes}</div>" + notation([c for g in self.groups for c in g])


def _loose_best(cards, wild, rules) -> int:
    """The points of the loose cards of the best grouping, no pure sequence asked: a learner who forgets the rule."""
    return _search_arrangement(list(cards), I._wild(wild), rules, None).points


def _deal_hand(rng, rules, *, pure=None, heavy=False):
    """13 cards of a loser: some groups and loose cards, with (``pure``) or without a pure sequence."""
    deck = _Deck(rng, rules)
    wild = Rank(rng.randint(2, 12)).symbol
    pure = rng.random() < 0.6 if pure is None else pure
    cards = deck.run(3, wild) if pure else deck.impure(3, wild)
    if rng.random() < 0.6:
        cards += deck.set(3, wild)
    if rng.random() < 0.4:
        cards += deck.impure(3, wild) if pure else deck.set(3, wild)
    cards += deck.loose(rules.hand_size - len(cards), wild, faces=3 if heavy else 1)
    while len(cards) < rules.hand_size:                 # the loose pool ran short: any natural card
        cards += deck.take([deck.natural(wild)[0]])
    return cards, wild


class PenaltyQuestion(_Number):
    """Q: a loser's penalty for ``hand``; expected: :func:`indian_rummy.penalty` (the best arrangement).

    ``PenaltyQuestion(hand="7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H")`` (the guide's Bình: 25).

    Raises:
        CardlabError: for a hand that cannot be read, more copies than the
            decks hold, or a hand that is not ``hand_size`` (13) cards.
    """

    key = "penalty"
    title_code = "ex.ir.t_penalty"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"hand": hand}, {"wild": wild},
                    example="hand='7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H'"):
            hand, wild = _deal_hand(rng, self.rules, heavy=rng.random() < 0.3)
        self.wild = _chosen_wild(wild)
        n = self.rules.hand_size
        self.hand = tuple(in_order(_cards_of("hand", hand, n, n, self.rules)))
        self.arrangement = I.arrange(self.hand, self.wild, self.rules)
        self.explained = I.explain_penalty(self.hand, None, self.wild, self.rules)
        self.amount = I.penalty(self.hand, wild_rank=self.wild, rules=self.rules)

    def mistakes(self):
        r, cap = self.rules, self.rules.max_penalty
        total = sum(I.card_points(c, self.wild, r) for c in self.hand)
        if self.explained.kind == "counts_loose":
            yield "mis_all_counted", {}, min(total, cap)
            yield "mis_all_counted", {}, total
        else:
            yield "mis_loose_no_pure", {}, min(_loose_best(self.hand, self.wild, r), cap)
        yield "mis_no_cap", {"cap": cap}, total if self.explained.kind != "counts_loose" else \
            self.arrangement.points
        yield "mis_wild_counts", {"joker": r.joker_points}, I.penalty(self.hand, wild_rank=None, rules=r) \
            if self.wild else self.amount

    def hint_steps(self):
        r = self.rules
        requirement = _m("req_pure" if r.loser_grouping_requirement == "pure_sequence" else "req_two")
        fixed = _m("fixed_max") if r.no_pure_sequence_penalty == "fixed_max" else ""
        return [_m("s1_penalty", requirement=requirement, fixed=fixed, cap=r.max_penalty), _m("s2_penalty")]

    def answer_lines(self):
        return [str(self.amount), self.arrangement.describe()]

    def prompt(self):
        return _join(_m("p_penalty", wild=_wild_text(self.wild)),
                     _house(self.rules, ["loser_grouping_requirement", "no_pure_sequence_penalty", "max_penalty"]))

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


def _deal_show(rng, rules, wild):
    """13 cards that make a valid show, in groups: a pure sequence (sometimes through the wild rank), an impure
    or second pure sequence, and sets."""
    deck = _Deck(rng, rules)
    first = deck.run(rng.choice((3, 4)), wild, through=wild if rng.random() < 0.4 else None)
    n = 3 if len(first) == 4 else rng.choice((3, 4))
    second = deck.impure(n, wild) if rng.random() < 0.7 else deck.run(n, wild)
    return [first, second] + _sets(deck, rules.hand_size - len(first) - len(second), wild), deck


def _sets(deck, left: int, wild) -> list:
    """Sets of 3 or 4 holding ``left`` cards (6, 7 or 8 after two sequences of 3 or 4, one of them of 3)."""
    groups = []
    while left > 0:
        n = 4 if left in (4, 7, 8) else 3
        groups.append(deck.set(n, wild))
        left -= n
    return groups


def _not_shown_why(cards, wild, rules) -> str | None:
    """The known mistake behind taking ``cards`` for a valid show: all grouped but no pure sequence, or one sequence."""
    w = I._wild(wild)
    if _search_arrangement(list(cards), w, rules, None, count=True).deadwood:
        return None
    two = _search_arrangement(list(cards), w, rules, {"sequence": 2}, count=True)
    if two.feasible and not two.deadwood:      # all grouped with two sequences: only the pure one is missing
        return "mis_no_pure"
    return "mis_one_sequence"


class DiscardQuestion(Question):
    """Q: which card of ``hand`` (14 cards) to put face down to show? expected: every card whose discard leaves
    a valid show, found with :func:`indian_rummy.arrange`.

    ``DiscardQuestion(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C 9D")``.

    Raises:
        CardlabError: for a hand that cannot be read, more copies than the
            decks hold, a hand that is not ``hand_size + 1`` cards, or one from
            which no discard makes a valid show.
    """

    key = "discard"
    title_code = "ex.ir.t_discard"
    form_code = "ex.ir.form_discard"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"hand": hand}, {"wild": wild},
                    example="hand='3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C 9D'"):
            hand, wild = self._deal(rng, self.rules)
        self.wild = _chosen_wild(wild)
        n = self.rules.hand_size + 1
        self.hand = tuple(in_order(_cards_of("hand", hand, n, n, self.rules)))
        self.options = self._options(self.hand, self.wild, self.rules)
        if not self.options:
            raise CardlabError(f"hand={show(hand)}: no discard leaves a valid show: expected {n} cards of which "
                               f"{n - 1} make a valid show")
        self.arrangement = I.arrange(self.hand, self.wild, self.rules)

    def _rest(self, card):
        rest = list(self.hand)
        rest.remove(card)
        return I.arrange(rest, self.wild, self.rules)

    @classmethod
    def _deal(cls, rng, rules):
        # A hand where almost any card may go down teaches nothing: of a few deals, keep the one with the
        # fewest right answers.
        best = None
        for _ in range(8):
            hand, wild = cls._deal_once(rng, rules)
            options = cls._options(hand, wild, rules)
            if options and (best is None or len(options) < best[0]):
                best = (len(options), hand, wild)
            if best and best[0] <= 2:
                break
        return best[1], best[2]

    @staticmethod
    def _options(hand, wild, rules) -> frozenset:
        """The cards of ``hand`` whose discard leaves a valid show (:func:`indian_rummy.arrange`)."""
        out = set()
        for card in set(hand):
            rest = list(hand)
            rest.remove(card)
            if I.arrange(rest, wild, rules).valid_declaration:
                out.add(card)
        return frozenset(out)

    @staticmethod
    def _deal_once(rng, rules):
        wild = Rank(rng.randint(2, 12)).symbol
        groups, deck = _deal_show(rng, rules, wild)
        roll = rng.random()
        if roll < 0.35:                     # a spare joker: put down a card of the pure sequence and keep it?
            extra = deck.joker(wild)
        elif roll < 0.7:                    # a card next to a sequence of another suit, or of a set's rank
            g = rng.choice(groups)
            extra = deck.take([c for c in deck.natural(wild) if c.rank == g[-1].rank and c.suit != g[-1].suit]
                              [:1] or deck.natural(wild)[:1])[0]
        else:
            extra = deck.take(deck.natural(wild)[:1])[0]
        return [c for g in groups for c in g] + [extra], wild

    @property
    def expected(self):
        return self.options

    def read(self, answer):
        return read_card(answer)

    def judge(self, value):
        return value in self.options

    def show_value(self, value):
        return value.pretty

    def hint_steps(self):
        return [_m("s1_discard", n=self.rules.hand_size), _m("s2_discard")]

    def hints(self, value, correct, attempt):
        if correct:
            return [self._rest(value).describe()]
        if value not in self.hand:
            return [_m("h_not_in_hand", card=value.pretty)]
        return [_m("h_leaves", card=value.pretty)] + graduated(self, attempt)

    def misconception(self, value):
        if value in self.options or value not in self.hand:
            return None
        rest = list(self.hand)
        rest.remove(value)
        code = _not_shown_why(rest, self.wild, self.rules)
        return _m(code) if code else None

    def answer_lines(self):
        card = self.arrangement.discard
        others = [c.pretty for c in in_order(self.options) if c != card]
        return [card.pretty + (f" ({', '.join(others)})" if others else ""), self.arrangement.describe()]

    def prompt(self):
        return _join(_m("p_discard", wild=_wild_text(self.wild)), _house(self.rules, ["joker_in_set_allowed"]))

    def body_html(self):
        return _hand_html(_m("your_hand"), self.hand)


class ArrangeShowQuestion(Question):
    """Q: group ``hand`` (13 cards) into a valid show; any grouping that :func:`indian_rummy.check_declaration`
    accepts with ``hand=`` is right.

    ``ArrangeShowQuestion(hand="3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C")``.

    Raises:
        CardlabError: for a hand that cannot be read, more copies than the
            decks hold, not ``hand_size`` cards, or no valid show.
    """

    key = "arrange"
    title_code = "ex.ir.t_arrange"
    form_code = "ex.ir.form_groups"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"hand": hand}, {"wild": wild},
                    example="hand='3H 4H 5H 8S JK 10S JS QH QD QC 6H 6S 6C'"):
            wild = Rank(rng.randint(2, 12)).symbol
            groups, _ = _deal_show(rng, self.rules, wild)
            hand = [c for g in groups for c in g]
        self.wild = _chosen_wild(wild)
        n = self.rules.hand_size
        self.hand = tuple(in_order(_cards_of("hand", hand, n, n, self.rules)))
        self.arrangement = I.arrange(self.hand, self.wild, self.rules)
        if not self.arrangement.valid_declaration:
            raise CardlabError(f"hand={show(hand)}: these cards make no valid show: expected {n} cards that can "
                               f"be grouped into one")

    @property
    def expected(self):
        return self.arrangement.groups

    def read(self, answer):
        return tuple(tuple(g) for g in read_melds(answer, "ex.ir.form_groups"))

    def _verdict(self, value):
        return I.check_declaration([list(g) for g in value], self.wild, self.rules, hand=self.hand)

    def judge(self, value):
        return bool(value) and bool(self._verdict(value))

    def show_value(self, value):
        return " | ".join(_text(g) for g in value) or "[]"

    def hint_steps(self):
        return [_m("s1_show", n=self.rules.hand_size), _m("s2_arrange")]

    def hints(self, value, correct, attempt):
        if not value:
            return graduated(self, attempt)
        verdict = self._verdict(value)
        if correct:
            return [verdict.text()]
        # The learner's own grouping judged: which group fails, what is missing (never the right grouping).
        return [r.text() for r in verdict.reasons[1:4]] + graduated(self, attempt)[1:]

    def misconception(self, value):
        if not value or self.judge(value):
            return None
        for g in value:
            code = _shape_slip(g, self.wild, self.rules)
            if code:
                return _m(code)
        verdict = self._verdict(value)
        if all(gv for gv in verdict.groups) and "indian_rummy.not_grouped" not in verdict.codes \
                and "indian_rummy.wrong_count" not in verdict.codes and verdict.sequences >= 2 and not verdict.pure:
            return _m("mis_no_pure")
        return None

    def answer_lines(self):
        return [self.show_value(self.arrangement.groups), self.arrangement.describe()]

    def prompt(self):
        return _join(_m("p_arrange", wild=_wild_text(self.wild)), _house(self.rules, ["joker_in_set_allowed"]))

    def body_html(self):
        return _hand_html(_m("your_hand"), self.hand)


_DROP_WORDS = {"drop", "fold", "bỏ cuộc", "bo cuoc", "bỏ", "bo"}
_PLAY_WORDS = {"play", "play on", "keep playing", "chơi", "choi", "chơi tiếp", "choi tiep"}


def _read_drop_or_play(answer) -> str:
    if isinstance(answer, str):
        word = " ".join(answer.strip().lower().rstrip(".!").split())
        if word in _DROP_WORDS:
            return "drop"
        if word in _PLAY_WORDS:
            return "play"
        raise AnswerError(_m("not_drop_or_play", answer=show(answer)) + " " + _m("form_drop_or_play"))
    raise core._type_error(answer, "ex.ir.form_drop_or_play")


class DropOrPlayQuestion(Question):
    """Q: drop now or play on? expected: ``"drop"`` when :func:`indian_rummy.drop_penalty` is below the hand's
    :func:`indian_rummy.penalty`, else ``"play"`` (equal costs: play on, the hand may still improve).

    ``DropOrPlayQuestion(hand="...13 cards...", first=True, wild="5")``.

    Raises:
        CardlabError: for a hand that is not ``hand_size`` cards, ``first``
            that is not True or False, or a bad wild rank.
    """

    key = "drop_or_play"
    title_code = "ex.ir.t_drop_or_play"
    form_code = "ex.ir.form_drop_or_play"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None, first=True, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"hand": hand}, {"wild": wild}, example="hand='...13 cards...', first=True"):
            hand, wild = _deal_hand(rng, self.rules, pure=rng.random() < 0.5)
            first = rng.random() < 0.5
        self.wild = _chosen_wild(wild)
        self.first = chosen_bool("first", first)
        n = self.rules.hand_size
        self.hand = tuple(in_order(_cards_of("hand", hand, n, n, self.rules)))
        self.drop = I.drop_penalty(self.first, self.rules)
        self.cost = I.penalty(self.hand, wild_rank=self.wild, rules=self.rules)
        self.choice = "drop" if self.drop < self.cost else "play"

    @property
    def expected(self):
        return self.choice

    def read(self, answer):
        return _read_drop_or_play(answer)

    def show_value(self, value):
        return _m(value)

    def _which(self, first) -> str:
        return _m("which_first" if first else "which_middle")

    def hint_steps(self):
        return [_m("s1_drop_or_play", which=self._which(self.first), points=self.drop, cap=self.rules.max_penalty),
                _m("s2_drop_or_play")]

    def hints(self, value, correct, attempt):
        if correct:
            return self.answer_lines()[1:]
        return graduated(self, attempt)

    def misconception(self, value):
        if value == self.choice:
            return None
        if I.explain_penalty(self.hand, None, self.wild, self.rules).kind != "counts_loose":
            loose = min(_loose_best(self.hand, self.wild, self.rules), self.rules.max_penalty)
            if ("drop" if self.drop < loose else "play") == value:
                return _m("mis_loose_no_pure")
        other = I.drop_penalty(not self.first, self.rules)
        if ("drop" if other < self.cost else "play") == value:
            return _m("mis_swapped_drop")
        return None

    def answer_lines(self):
        return [_m(self.choice), _m("costs", drop=self.drop, hand=self.cost),
                I.arrange(self.hand, self.wild, self.rules).describe()]

    def prompt(self):
        return _join(_m("p_drop_or_play", format=_format_name(self.rules),
                        when=_m("dp_first" if self.first else "dp_middle"), wild=_wild_text(self.wild)),
                     _house(self.rules, ["loser_grouping_requirement", "no_pure_sequence_penalty"]))

    def body_html(self):
        return _hand_html(_m("your_hand"), self.hand)


def _chosen_events(value, rules, allowed) -> dict:
    """``{"A": "show", "B": ("hand", cards), "C": "first_drop", ...}`` checked: 2 to 4 of the players A-D."""
    if not isinstance(value, dict) or not 2 <= len(value) <= 4 or any(p not in NAMES for p in value):
        raise CardlabError(f"events={show(value)}: expected a dict of 2 to 4 of the players A, B, C, D, such as "
                           f"{{'A': 'show', 'B': 'first_drop', 'C': ('hand', '7C 8C 9C ...')}}")
    out = {}
    for p in sorted(value):
        e = value[p]
        kind = e[0] if isinstance(e, (tuple, list)) and e else e
        if kind not in allowed:
            raise CardlabError(f"events[{p!r}]={show(e)}: expected one of {', '.join(allowed)}")
        if kind == "hand":
            n = rules.hand_size
            out[p] = ("hand", tuple(in_order(_cards_of(f"events[{p!r}]", e[1] if len(e) == 2 else None, n, n,
                                                       rules))))
        elif kind == "penalty":
            out[p] = ("penalty", chosen_int(f"events[{p!r}]", e[1] if len(e) == 2 else None, 0, rules.max_penalty))
        else:
            out[p] = (kind,)
    if sum(1 for e in out.values() if e[0] == "show") != 1:
        raise CardlabError(f"events={show(value)}: expected exactly one player who shows")
    return out


def _event_points(event, wild, rules, *, loser=None) -> int:
    """What one player counts for the deal, by the engine's calculators (``loser`` overrides a hand's penalty)."""
    kind = event[0]
    if kind == "show":
        return 0
    if kind == "hand":
        return loser(event[1]) if loser else I.penalty(event[1], wild_rank=wild, rules=rules)
    if kind == "penalty":
        return event[1]
    if kind == "wrong_show":
        return I.wrong_show_penalty(rules)
    return I.drop_penalty(kind == "first_drop", rules)


def _event_html(p, event) -> str:
    label = _m("player", player=p)
    kind = event[0]
    if kind == "hand":
        return row(label, [_hand_html(_m("e_hand"), event[1])])
    text = _m("e_penalty", points=event[1]) if kind == "penalty" else _m("e_" + kind)
    return row(label, [f'<span style="font-size:15px">{text}</span>'])


class DealQuestion(_Number):
    """Q: what the winner of a Points deal collects; expected: :func:`indian_rummy.settle_deal` on the points of
    each loser (:func:`indian_rummy.penalty`, :func:`drop_penalty`, :func:`wrong_show_penalty`).

    ``DealQuestion(events={"A": "show", "B": ("hand", "7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H"),
    "C": "middle_drop"})``.

    Raises:
        CardlabError: for events that are not 2 to 4 of the players A-D with
            exactly one show, or a hand that is not 13 cards.
    """

    key = "deal"
    title_code = "ex.ir.t_deal"

    def __init__(self, number=1, rules=None, rng=None, *, events=None, wild=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"events": events}, {"wild": wild},
                    example="events={'A': 'show', 'B': 'first_drop', 'C': ('hand', '7C 8C 9C ...')}"):
            events, wild = self._deal(rng, self.rules)
        self.wild = _chosen_wild(wild)
        self.events = _chosen_events(events, self.rules, ("show", "hand", "first_drop", "middle_drop", "wrong_show"))
        self.winner = next(p for p, e in self.events.items() if e[0] == "show")
        self.penalties = {p: _event_points(e, self.wild, self.rules) for p, e in self.events.items()
                          if p != self.winner}
        self.outcome = I.settle_deal(self.winner, self.penalties, self.rules)
        self.amount = self.outcome.payments[self.winner]

    @staticmethod
    def _deal(rng, rules):
        players = NAMES[:rng.choice((3, 4))]
        winner = rng.choice(players)
        events, wild = {winner: "show"}, None
        others = [p for p in players if p != winner]
        kinds = ["hand"] + [rng.choice(("first_drop", "middle_drop", "wrong_show", "hand")) for _ in others[1:]]
        rng.shuffle(kinds)
        for p, kind in zip(others, kinds):
            if kind == "hand" and wild is None:
                hand, wild = _deal_hand(rng, rules)
                events[p] = ("hand", hand)
            elif kind == "hand":
                events[p] = "middle_drop"
            else:
                events[p] = kind
        return events, wild

    def mistakes(self):
        r = self.rules
        hands = [e for e in self.events.values() if e[0] == "hand"]
        if any(I.explain_penalty(e[1], None, self.wild, r).kind == "counts_loose" for e in hands):
            def all_cards(cards):
                return min(sum(I.card_points(c, self.wild, r) for c in cards), r.max_penalty)
            yield "mis_all_hand_deal", {}, sum(_event_points(e, self.wild, r, loser=all_cards)
                                               for p, e in self.events.items() if p != self.winner)
        swapped = {"first_drop": ("middle_drop",), "middle_drop": ("first_drop",)}
        if any(e[0] in swapped for e in self.events.values()):
            yield "mis_swapped_drop", {}, sum(_event_points(swapped.get(e[0], e), self.wild, r)
                                              for p, e in self.events.items() if p != self.winner)

    def hint_steps(self):
        r = self.rules
        return [_m("s1_deal", first=r.first_drop, middle=r.middle_drop, wrong=r.wrong_show, cap=r.max_penalty),
                _m("s2_deal")]

    def answer_lines(self):
        return [str(self.amount)] + [r.text() for r in self.outcome.reasons] + \
            [_m("collects", winner=self.winner, points=self.amount)]

    def prompt(self):
        return _join(_m("p_deal", winner=self.winner, wild=_wild_text(self.wild)),
                     _house(self.rules, ["loser_grouping_requirement", "no_pure_sequence_penalty", "first_drop",
                                         "middle_drop", "wrong_show"]))

    def body_html(self):
        return "".join(_event_html(p, e) for p, e in self.events.items())


class PoolQuestion(Question):
    """Q: who is eliminated from a Pool after this deal? expected: the players whose score plus this deal's
    points (:func:`drop_penalty`, :func:`wrong_show_penalty`, the penalties given) reaches ``pool_limit``.

    ``PoolQuestion(before={"A": 80, "B": 61, "C": 95}, events={"A": "show", "B": "middle_drop",
    "C": ("penalty", 6)}, rules=indian_rummy.Rules.pool(101))``. A dealt question picks Pool 101 or 201.

    Raises:
        CardlabError: for rules that are not a Pool format, events as for
            :class:`DealQuestion` (a loser's points given as ``("penalty", n)``),
            or scores that are not whole numbers under the limit for the same players.
    """

    key = "pool"
    title_code = "ex.ir.t_pool"
    form_code = "exercises.form_players"

    def __init__(self, number=1, rules=None, rng=None, *, before=None, events=None):
        super().__init__(check_number(number), chosen_rules(rules, I.Rules, "indian_rummy"))
        if dealing(type(self), rng, {"before": before, "events": events},
                    example="before={'A': 80, 'B': 61}, events={'A': 'show', 'B': 'middle_drop'}, "
                            "rules=indian_rummy.Rules.pool(101)"):
            self.rules = self.rules if self.rules.pool_limit else I.Rules.pool(rng.choice((101, 201)))
            before, events = self._deal(rng, self.rules)
        if not self.rules.pool_limit:
            raise CardlabError(f"rules={show(self.rules.format)}: expected a Pool format, such as "
                               f"indian_rummy.Rules.pool(101)")
        self.events = _chosen_events(events, self.rules, ("show", "penalty", "first_drop", "middle_drop",
                                                          "wrong_show"))
        limit = self.rules.pool_limit
        if not isinstance(before, dict) or sorted(before) != sorted(self.events):
            raise CardlabError(f"before={show(before)}: expected a score for each of the players "
                               f"{', '.join(self.events)}")
        self.before = {p: chosen_int(f"before[{p!r}]", before[p], 0, limit - 1) for p in self.events}
        self.names = tuple(self.events)
        self.points = {p: _event_points(e, None, self.rules) for p, e in self.events.items()}
        self.totals = {p: self.before[p] + self.points[p] for p in self.names}
        self.out = frozenset(p for p in self.names if self.totals[p] >= limit)

    @staticmethod
    def _deal(rng, rules):
        limit = rules.pool_limit
        players = NAMES[:rng.choice((3, 4))]
        winner = rng.choice(players)
        events, before = {}, {}
        for p in players:
            kind = "show" if p == winner else rng.choice(("penalty", "penalty", "first_drop", "middle_drop",
                                                          "wrong_show"))
            event = ("penalty", rng.randint(2, 60)) if kind == "penalty" else (kind,)
            points = _event_points(event, None, rules)
            if p != winner and rng.random() < 0.35:
                start = limit - points                  # reaching the limit exactly
            else:
                start = rng.randint(max(0, limit - 90), limit - 1)
            events[p] = event if kind == "penalty" else kind
            before[p] = max(0, min(limit - 1, start))
        return before, events

    @property
    def expected(self):
        return self.out

    def read(self, answer):
        return read_players(answer, self.names)

    def show_value(self, value):
        return ", ".join(sorted(value)) or _m("nobody")

    def hint_steps(self):
        r = self.rules
        return [_m("s1_pool", format=_format_name(r), limit=r.pool_limit, first=r.first_drop, middle=r.middle_drop,
                   wrong=r.wrong_show),
                _m("s2_pool", limit=r.pool_limit)]

    def hints(self, value, correct, attempt):
        if correct:
            return self.answer_lines()[1:]
        out = []
        if value - self.out:
            out.append(_m("h_named_stay"))
        if self.out - value:
            out.append(_m("h_missed_out"))
        return out + graduated(self, attempt)

    def misconception(self, value):
        if value == self.out:
            return None
        limit = self.rules.pool_limit
        strict = frozenset(p for p in self.names if self.totals[p] > limit)
        if strict != self.out and value == strict:
            return _m("mis_strict_limit")
        if self.rules.format == "pool201":
            low = {p: self.before[p] + _event_points(e, None, I.Rules()) for p, e in self.events.items()}
            mistaken = frozenset(p for p in self.names if low[p] >= limit)
            if mistaken != self.out and value == mistaken:
                return _m("mis_pool101_drops")
        return None

    def answer_lines(self):
        lines = [_m("total_is", player=p, before=self.before[p], points=self.points[p], total=self.totals[p])
                 + f" — {_m('out') if p in self.out else _m('stays')}" for p in self.names]
        return [self.show_value(self.out)] + lines

    def prompt(self):
        return _m("p_pool", format=_format_name(self.rules), limit=self.rules.pool_limit)

    def body_html(self):
        rows = []
        for p, e in self.events.items():
            kind = e[0]
            text = _m("e_penalty", points=e[1]) if kind == "penalty" else _m("e_" + kind)
            rows.append(row(_m("player", player=p), [f'<span style="font-size:15px">'
                                                     f'{_m("e_before", score=self.before[p])} · {text}</span>']))
        return "".join(rows)


#: The questions of an Indian Rummy set, easiest first.
QUESTIONS = (WildQuestion, GroupQuestion, KindQuestion, LoosePointsQuestion, DropQuestion, ShowQuestion,
             PenaltyQuestion, DiscardQuestion, ArrangeShowQuestion, DropOrPlayQuestion, DealQuestion, PoolQuestion)

#: Question kinds by key, for ``indian_rummy_set(questions=[...])``.
KINDS = {cls.key: cls for cls in QUESTIONS}


@core.known_arguments
def indian_rummy_set(seed: int = 0, rules=None, questions=None, *, name: str = "Indian Rummy",
                     var: str = "ex", hints: bool = True, solutions: bool = True) -> ExerciseSet:
    """Deal an Indian Rummy exercise set from ``seed``, a deal number (each gives other cards).

    ``rules``: a :class:`cardlab.indian_rummy.Rules` with the house rules to
    practise (``None``: the Indian Rummy guide's game). ``questions``: which
    questions, in order — kinds by key (``"wild"``, ``"group"``, … see
    :data:`KINDS`) or class, dealt from the seed, and questions a teacher
    built on chosen cards (``PenaltyQuestion(hand=...)``); ``None`` is the
    whole set of :data:`QUESTIONS`. ``var`` is the notebook variable that
    holds the set, named in hints. The drop and Pool questions pick their own
    format from the seed and say which.

    Raises:
        CardlabError: for a seed that is not a whole number, or an unknown
            question kind.
        InvalidRulesError: for ``rules`` that are not Indian Rummy rules.
    """
    return core.exercise_set("indian_rummy", seed, rules, questions, QUESTIONS, I.Rules, name=name, var=var,
                             hints=hints, solutions=solutions,
                             example_question="PenaltyQuestion(hand='7C 8C 9C 5H 5D 5S JH JD JS KS 9D 4S 2H')")


def deal_question(number: int, seed: int = 0, rules=None) -> Question:
    """Question ``number`` of the set dealt from ``seed`` (the same as ``indian_rummy_set(seed)[number]``).

    Raises:
        CardlabError: for a number outside 1..len(QUESTIONS), or rules that
            are not Indian Rummy rules.
    """
    return core.dealt_question("indian_rummy", number, seed, rules, QUESTIONS, I.Rules)
