"""Graded Tongits exercises, dealt from a deal number or built by a teacher on chosen cards.

``tongits_set(seed=7)`` deals eleven questions of rising difficulty: is this a
meld; the deadwood of a hand; may this card be laid off (sapaw); may this
discard be chowed and with which cards; the best arrangement; may you call
Fight; the best discard; who is burned; who wins a Fight; what the winner
collects; who wins a stock-out tie under a tie-break option. Every expected
answer is computed by :mod:`cardlab.tongits` when the question is made, and
every explanation is drawn from the engine's reasons.

A teacher builds a question on chosen cards with its class, e.g.
``DeadwoodQuestion(hand="AS 2S 3S 7H KD")``, and mixes it with dealt kinds:
``tongits_set(3, questions=[DeadwoodQuestion(hand=...), "meld"])``.

Feedback teaches without giving the answer away: a wrong answer gets the rule
to look at and, from the second try, a closer nudge about this hand (the same
steps :meth:`~cardlab.exercises.core.Question.hint` gives one by one); a
wrong value that comes from a known mistake (J/Q/K counted 11/12/13, a
mixed-suit run, Q-K-A…) is named, the mistaken value being computed with the
engine. Only ``solution()`` shows the answer.

>>> ex = tongits_set(seed=1)
>>> len(ex)
11
>>> ex.q1.check(ex.q1.expected.ok).correct
True
"""
from __future__ import annotations

import functools
import itertools
import random
from dataclasses import replace
from html import escape

from .. import tongits as T
from ..arrange import arrange as _arrange_with
from ..cards import STANDARD_52, Card, Rank, Suit
from ..errors import CardlabError, InvalidRulesError
from ..explain import Reason, message, register_messages
from ..melds import MeldRules
from . import core
from .core import (chosen_cards, chosen_rules, ExerciseSet, Question, VerdictQuestion, box, notation, show, read_card, read_cards, read_melds,
                   read_number, read_player, read_players, read_yes_no, row, yes_no,
                   check_number, dealing, graduated, in_order, make_card)

__all__ = ["tongits_set", "deal_question", "QUESTIONS", "KINDS", "MeldQuestion", "DeadwoodQuestion",
           "SapawQuestion", "ChowQuestion", "ArrangementQuestion", "FightQuestion", "DiscardQuestion",
           "BurnQuestion", "ShowdownQuestion", "PaymentQuestion", "StockOutQuestion"]

MELD_GREEN = "#2e7d32"
HAND_GREY = "#546e7a"

register_messages({
    # titles
    "ex.tongits.t_meld": {"en": "Is this a meld?", "vi": "Đây có phải là một phỏm không?"},
    "ex.tongits.t_deadwood": {"en": "The deadwood of a hand", "vi": "Điểm bài rác của bài trên tay"},
    "ex.tongits.t_sapaw": {"en": "May this card be laid off (sapaw)?", "vi": "Lá này có gửi bài được không?"},
    "ex.tongits.t_chow": {"en": "May this discard be chowed, and with which cards?",
                          "vi": "Có ăn được lá vừa đánh không, ăn bằng những lá nào?"},
    "ex.tongits.t_arrange": {"en": "The best arrangement", "vi": "Cách xếp bài tốt nhất"},
    "ex.tongits.t_fight": {"en": "May you call Fight?", "vi": "Bạn có được Khiêu chiến (Fight) không?"},
    "ex.tongits.t_discard": {"en": "Which discard is best?", "vi": "Nên đánh lá nào?"},
    "ex.tongits.t_burn": {"en": "Who is burned?", "vi": "Ai bị cháy bài?"},
    "ex.tongits.t_showdown": {"en": "Who wins this Fight?", "vi": "Ai thắng cuộc Khiêu chiến này?"},
    "ex.tongits.t_payment": {"en": "What does the winner collect?", "vi": "Người thắng thu về bao nhiêu?"},
    "ex.tongits.t_stock_out": {"en": "Stock out: who wins?", "vi": "Hết nọc: ai thắng?"},
    # prompts
    "ex.tongits.p_meld": {
        "en": "Do these cards form a meld (a set or a run) that may be exposed?",
        "vi": "Các lá này có tạo thành một phỏm (bộ hoặc sảnh) để hạ xuống bàn không?"},
    "ex.tongits.p_deadwood": {
        "en": "How many deadwood points does this hand count, arranged as well as possible?",
        "vi": "Bài trên tay này còn bao nhiêu điểm bài rác khi được xếp tốt nhất?"},
    "ex.tongits.p_sapaw": {
        "en": "This meld is exposed on the table. May you lay off (sapaw) the card {card} on it?",
        "vi": "Phỏm này đã được hạ trên bàn. Bạn có gửi được lá {card} vào đó không?"},
    "ex.tongits.p_chow": {
        "en": "The previous player has just discarded {card}. You have exposed no meld yet. May you chow it? "
              "If so, with which cards from your hand?",
        "vi": "Người chơi liền trước vừa đánh lá {card}. Bạn chưa hạ phỏm nào. Bạn có được ăn lá này không? "
              "Nếu được, ăn bằng những lá nào trên tay?"},
    "ex.tongits.p_arrange": {
        "en": "Split this hand into melds so that the deadwood left is as small as possible. "
              "A card belongs to one meld only.",
        "vi": "Chia bài trên tay thành các phỏm sao cho điểm bài rác còn lại nhỏ nhất. Mỗi lá chỉ thuộc một phỏm."},
    "ex.tongits.p_fight": {
        "en": "You are Player A; you have just drawn, it is your turn. The table and what happened since "
              "your last turn are below. May you call Fight now?",
        "vi": "Bạn là Người chơi A, vừa bốc bài và đang đến lượt. Bàn chơi và những gì xảy ra từ lượt trước "
              "của bạn ở bên dưới. Bây giờ bạn có được Khiêu chiến (Fight) không?"},
    "ex.tongits.p_discard": {
        "en": "You have drawn and must now discard one card. Which discard leaves the least deadwood?",
        "vi": "Bạn đã bốc bài và giờ phải đánh một lá. Đánh lá nào thì điểm bài rác còn lại ít nhất?"},
    "ex.tongits.p_burn": {
        "en": "The stock has run out and Player {last} discarded the last card. Who is burned? {house}",
        "vi": "Nọc đã hết và Người chơi {last} đã đánh lá cuối. Ai bị cháy bài? {house}"},
    "ex.tongits.p_showdown": {
        "en": "Player {caller} calls Fight. The answers: {answers}. Who wins? {house}",
        "vi": "Người chơi {caller} Khiêu chiến. Các câu trả lời: {answers}. Ai thắng? {house}"},
    "ex.tongits.p_payment": {
        "en": "Player {caller} calls Fight; the answers: {answers}. Player {winner} wins. How much does "
              "Player {winner} collect in total? Stakes: {stakes}.",
        "vi": "Người chơi {caller} Khiêu chiến; các câu trả lời: {answers}. Người chơi {winner} thắng. "
              "Người chơi {winner} thu về tổng cộng bao nhiêu? Tiền cược: {stakes}."},
    "ex.tongits.p_stock_out": {
        "en": "The stock has run out: Player {last} drew its last card and discarded with no winner. Turn order "
              "is {order}. Tie-break in this room: {tiebreak}. Who wins?",
        "vi": "Nọc đã hết: Người chơi {last} bốc lá cuối rồi đánh bài mà chưa ai thắng. Thứ tự lượt: "
              "{order}. Luật phân định hòa điểm ở phòng này: {tiebreak}. Ai thắng?"},
    "ex.tongits.stakes": {
        "en": "a folder pays {fold}, a beaten challenger or caller {challenge}, a burned player {burn}",
        "vi": "người bỏ cuộc trả {fold}, người thua khi so bài (thách đấu hay Khiêu chiến) trả {challenge}, "
              "người bị cháy bài trả {burn}"},
    "ex.tongits.tb_last_drawer_loses": {
        "en": "last_drawer_loses (between tied players, the one who drew later ranks behind)",
        "vi": "last_drawer_loses (giữa những người bằng điểm, ai bốc sau bị xếp sau)"},
    "ex.tongits.tb_last_drawer_wins": {
        "en": "last_drawer_wins (between tied players, the one who drew later ranks ahead)",
        "vi": "last_drawer_wins (giữa những người bằng điểm, ai bốc sau được xếp trên)"},
    "ex.tongits.tb_fewer_cards": {
        "en": "fewer_cards (between tied players, fewer deadwood cards ranks ahead)",
        "vi": "fewer_cards (giữa những người bằng điểm, ai ít lá bài rác hơn được xếp trên)"},
    "ex.tongits.challenge": {"en": "{player} challenges", "vi": "{player} thách đấu"},
    "ex.tongits.fold": {"en": "{player} folds", "vi": "{player} bỏ cuộc"},
    "ex.tongits.no_answer": {"en": "{player} exposed no meld and does not answer",
                             "vi": "{player} chưa hạ phỏm nên không trả lời"},
    "ex.tongits.house": {"en": "House rules here: {options}.", "vi": "Luật nhà ở đây: {options}."},
    # answer forms
    "ex.tongits.form_chow": {
        "en": "Answer False (or 'no') if it may not be chowed; otherwise the cards from your hand that go with it, "
              "such as '6S 7S'.",
        "vi": "Trả lời False (hoặc 'không') nếu không ăn được; nếu được, hãy ghi các lá trên tay ghép với nó, "
              "ví dụ '6S 7S'."},
    # table labels
    "ex.tongits.player": {"en": "Player {player}", "vi": "Người chơi {player}"},
    "ex.tongits.you": {"en": "You (A)", "vi": "Bạn (A)"},
    "ex.tongits.exposed": {"en": "exposed meld", "vi": "phỏm đã hạ"},
    "ex.tongits.hand": {"en": "hand", "vi": "bài trên tay"},
    "ex.tongits.your_hand": {"en": "your hand", "vi": "bài trên tay bạn"},
    "ex.tongits.discarded": {"en": "discarded by the previous player", "vi": "lá người chơi liền trước vừa đánh"},
    "ex.tongits.on_table": {"en": "exposed on the table", "vi": "phỏm đã hạ trên bàn"},
    "ex.tongits.no_melds": {"en": "no meld exposed", "vi": "chưa hạ phỏm nào"},
    "ex.tongits.laid_off_by": {"en": "{card} laid off by Player {player}",
                               "vi": "lá {card} do Người chơi {player} gửi vào"},
    "ex.tongits.since": {"en": "Since your last turn:", "vi": "Từ lượt trước của bạn:"},
    "ex.tongits.event_none": {"en": "nobody laid off any card", "vi": "không ai gửi lá nào"},
    "ex.tongits.event_sapaw": {"en": "Player {player} laid off {card} onto {whose} meld {meld}",
                               "vi": "Người chơi {player} gửi lá {card} vào phỏm {meld} của {whose}"},
    "ex.tongits.whose_you": {"en": "your", "vi": "bạn"},
    "ex.tongits.whose_player": {"en": "Player {player}'s", "vi": "Người chơi {player}"},
    # counted words (English plural agreement; Vietnamese does not inflect)
    "ex.tongits.n_meld": {"en": "{n} meld", "vi": "{n} phỏm"},
    "ex.tongits.n_melds": {"en": "{n} melds", "vi": "{n} phỏm"},
    "ex.tongits.no_meld": {"en": "no meld", "vi": "không có phỏm nào"},
    "ex.tongits.n_card": {"en": "{n} card", "vi": "{n} lá"},
    "ex.tongits.n_cards": {"en": "{n} cards", "vi": "{n} lá"},
    "ex.tongits.arrangement": {"en": "{melds} · deadwood {cards} = {points}",
                               "vi": "{melds} · bài rác {cards} = {points}"},
    # the rule to look at (first hint step)
    "ex.tongits.r_ace_low": {"en": "the ace is low: A-2-3 is a run, Q-K-A and K-A-2 are not",
                             "vi": "lá A là lá nhỏ nhất: A-2-3 là sảnh, còn Q-K-A và K-A-2 thì không"},
    "ex.tongits.r_ace_high": {
        "en": "the ace may be low or high (ace_high_in_runs): A-2-3 and Q-K-A are runs, K-A-2 is not",
        "vi": "lá A đứng đầu hay cuối sảnh đều được (ace_high_in_runs): A-2-3 và Q-K-A là sảnh, K-A-2 thì không"},
    "ex.tongits.s1_meld": {
        "en": "The rule to look at: a set is 3 or 4 cards of one rank; a run is 3 or more consecutive cards of "
              "one suit; {ace}",
        "vi": "Luật cần xem: bộ là 3 hoặc 4 lá cùng số; sảnh là từ 3 lá liên tiếp trở lên và cùng chất; {ace}"},
    "ex.tongits.s1_deadwood": {
        "en": "The rule to look at: cards in melds do not count, even melds still held in the hand; every other "
              "card counts: A = {ace}, 2 to 9 their face value, 10 J Q K = {high}",
        "vi": "Luật cần xem: lá nằm trong phỏm không bị tính, kể cả phỏm còn giữ trên tay; mọi lá khác đều bị "
              "tính: A = {ace}, 2 đến 9 theo số, 10 J Q K = {high}"},
    "ex.tongits.s1_deadwood_all": {
        "en": "The rule to look at: under concealed_melds_count_as_deadwood every card held counts, melded or not: "
              "A = {ace}, 2 to 9 their face value, 10 J Q K = {high}",
        "vi": "Luật cần xem: với luật nhà concealed_melds_count_as_deadwood, mọi lá trên tay đều bị tính, dù có "
              "nằm trong phỏm hay không: A = {ace}, 2 đến 9 theo số, 10 J Q K = {high}"},
    "ex.tongits.s1_sapaw": {
        "en": "The rule to look at: you may lay off (sapaw) a card on any exposed meld: the fourth card of a set, "
              "or a card of the run's suit that extends it at either end; {ace}",
        "vi": "Luật cần xem: bạn được gửi bài vào bất kỳ phỏm nào đã hạ: lá thứ tư của một bộ, hoặc một lá cùng "
              "chất nối dài sảnh ở một trong hai đầu; {ace}"},
    "ex.tongits.s1_chow": {
        "en": "The rule to look at: you may take the previous player's discard only if it at once completes a new "
              "meld with two or more cards from your hand; that meld is exposed at once",
        "vi": "Luật cần xem: chỉ được ăn lá người chơi liền trước vừa đánh nếu nó ghép ngay với ít nhất hai lá "
              "trên tay thành một phỏm mới; phỏm đó phải hạ xuống ngay"},
    "ex.tongits.s1_arrange": {
        "en": "The rule to look at: each card belongs to one meld only, and the aim is the fewest deadwood points, "
              "not the most melds or the fewest cards left",
        "vi": "Luật cần xem: mỗi lá chỉ thuộc một phỏm, và mục tiêu là ít điểm bài rác nhất, chứ không phải "
              "nhiều phỏm nhất hay ít lá lẻ nhất"},
    "ex.tongits.s1_fight": {
        "en": "The rule to look at: you may call Fight only with at least one meld of your own exposed, and only if "
              "no opponent has laid off (sapawed) a card onto your melds since your last turn",
        "vi": "Luật cần xem: chỉ được Khiêu chiến khi bạn đã hạ ít nhất một phỏm của mình, và từ lượt trước của "
              "bạn chưa đối thủ nào gửi bài vào phỏm của bạn"},
    "ex.tongits.s1_discard": {
        "en": "The rule to look at: what counts is the deadwood left after the discard, the rest arranged as well "
              "as possible: a card in a meld costs nothing, a loose card costs its points",
        "vi": "Luật cần xem: điều quan trọng là điểm bài rác còn lại sau khi đánh, với phần bài còn lại được xếp "
              "tốt nhất: lá nằm trong phỏm không bị tính, lá lẻ bị tính điểm của nó"},
    "ex.tongits.s1_burn": {
        "en": "The rule to look at: at any ending, a player who has exposed no meld of their own is burned; "
              "deadwood does not matter, and laying cards off on other players' melds is not exposing a meld",
        "vi": "Luật cần xem: khi ván kết thúc, người chơi chưa hạ phỏm nào của mình thì bị cháy bài; điểm bài rác "
              "không liên quan, và gửi bài vào phỏm của người khác không tính là đã hạ phỏm"},
    "ex.tongits.s1_burn_secret": {
        "en": "Here a concealed four of a kind also saves a player from burn (burn_exempt_with_secret)",
        "vi": "Ở đây người giấu tứ quý trên tay cũng không bị cháy bài (burn_exempt_with_secret)"},
    "ex.tongits.tie_challenger": {"en": "the challenger (fight_tie_winner='challenger')",
                                  "vi": "người thách đấu (fight_tie_winner='challenger')"},
    "ex.tongits.tie_caller": {"en": "the caller (fight_tie_winner='caller')",
                              "vi": "người Khiêu chiến (fight_tie_winner='caller')"},
    "ex.tongits.s1_showdown": {
        "en": "The rule to look at: a player who folds loses at once and a burned player is out; among the caller "
              "and the challengers the lowest deadwood wins; a tie goes to {tie}",
        "vi": "Luật cần xem: người bỏ cuộc thua ngay và người bị cháy bài đứng ngoài; giữa người Khiêu chiến và "
              "những người thách đấu, ai ít điểm bài rác nhất thì thắng; hòa điểm thì {tie} thắng"},
    "ex.tongits.s1_payment": {
        "en": "The rule to look at: each loser pays the winner a multiple of the base stake ({base}): a folder "
              "×{fold}, a player beaten in the comparison ×{challenge}, a burned player ×{burn}; the winner "
              "collects what the losers pay",
        "vi": "Luật cần xem: mỗi người thua trả cho người thắng một bội số của tiền cược cơ bản ({base}): bỏ cuộc "
              "×{fold}, thua khi so bài ×{challenge}, cháy bài ×{burn}; người thắng thu về tổng số người thua trả"},
    "ex.tongits.s1_stock_out": {
        "en": "The rule to look at: when the stock runs out, burned players are out and the lowest deadwood wins; "
              "a tie is settled by the room's tie-break, {rule}",
        "vi": "Luật cần xem: khi hết nọc, người bị cháy bài đứng ngoài và ai ít điểm bài rác nhất thì thắng; "
              "hòa điểm thì phân định theo luật của phòng, {rule}"},
    # a closer nudge about this question (second hint step)
    "ex.tongits.s2_meld_same": {"en": "All {n} cards here share one rank: how many cards may a set hold?",
                                "vi": "Cả {n} lá ở đây cùng một số: một bộ được có bao nhiêu lá?"},
    "ex.tongits.s2_meld_seq": {
        "en": "The ranks here all differ, so only a run is possible: compare the suits first, then put the ranks "
              "in order and look for a gap (and at where the ace goes)",
        "vi": "Các lá ở đây khác số nhau nên chỉ có thể là sảnh: trước hết so chất, rồi xếp các số theo thứ tự "
              "và tìm chỗ hở (và xem lá A đứng ở đâu)"},
    "ex.tongits.s2_meld_mixed": {
        "en": "Some ranks repeat and some differ: a set keeps one rank throughout, a run needs every rank different",
        "vi": "Có số lặp lại và có số khác nhau: bộ phải cùng một số, còn sảnh thì mỗi lá một số khác nhau"},
    "ex.tongits.s2_deadwood": {
        "en": "Find the melds first: sort the cards by rank to spot sets, then by suit to spot runs. The best "
              "arrangement of this hand has {melds}; then add up the cards left",
        "vi": "Tìm phỏm trước: xếp bài theo số để thấy bộ, rồi theo chất để thấy sảnh. Cách xếp tốt nhất của bài "
              "này có {melds}; sau đó cộng điểm các lá còn lại"},
    "ex.tongits.s2_deadwood_all": {
        "en": "Melds make no difference here: add up the points of all {cards}",
        "vi": "Ở đây phỏm không làm giảm điểm: hãy cộng điểm của cả {cards}"},
    "ex.tongits.s2_sapaw_set": {
        "en": "This meld is a set of {cards} of rank {rank}: may it still grow, and with which card?",
        "vi": "Phỏm này là bộ {cards} số {rank}: bộ còn nhận thêm được không, và nhận lá nào?"},
    "ex.tongits.s2_sapaw_run": {
        "en": "This meld is a run of {suit} from {low} to {high}: name the card just below it and the card just "
              "above it, then compare them with {card}",
        "vi": "Phỏm này là sảnh chất {suit} từ {low} đến {high}: hãy gọi tên lá liền dưới và lá liền trên nó, "
              "rồi so với lá {card}"},
    "ex.tongits.s2_chow": {
        "en": "Look in your hand for cards of rank {rank} (a set with {card}) and for {suit} cards next to it "
              "(a run with {card}): the cards you name must make the meld together with {card}",
        "vi": "Tìm trên tay các lá số {rank} (thành bộ với {card}) và các lá chất {suit} đứng sát nó (thành sảnh "
              "với {card}): các lá bạn chọn phải cùng {card} tạo thành phỏm"},
    "ex.tongits.s2_arrange_one": {
        "en": "{cards} could go in more than one meld: try each way and compare the points left",
        "vi": "Lá {cards} có thể thuộc nhiều phỏm: hãy thử từng cách và so số điểm còn lại"},
    "ex.tongits.s2_arrange_many": {
        "en": "{cards} could each go in more than one meld: try each way and compare the points left",
        "vi": "Các lá {cards} đều có thể thuộc nhiều phỏm: hãy thử từng cách và so số điểm còn lại"},
    "ex.tongits.s2_arrange_none": {
        "en": "No card here could go in two melds: find every meld, and count what is left",
        "vi": "Không lá nào ở đây thuộc được hai phỏm: hãy tìm mọi phỏm rồi đếm phần còn lại"},
    "ex.tongits.s2_fight": {
        "en": "Count the melds in your own row (You, A), then read the list of lay-offs: onto whose meld did each "
              "card go?",
        "vi": "Đếm các phỏm ở hàng của bạn (Bạn, A), rồi đọc danh sách gửi bài: mỗi lá được gửi vào phỏm của ai?"},
    "ex.tongits.s2_discard": {
        "en": "Find the melds in this hand and keep them whole; then, among the cards left over, which costs the "
              "most points?",
        "vi": "Tìm các phỏm trong bài và giữ nguyên chúng; rồi trong các lá lẻ còn lại, lá nào bị tính nhiều điểm "
              "nhất?"},
    "ex.tongits.s2_burn": {
        "en": "Go through the three players one by one and count the green boxes that are their own exposed melds "
              "(a card laid off by someone else is noted under the meld it went to)",
        "vi": "Xét lần lượt từng người trong ba người chơi, đếm các ô xanh là phỏm chính họ đã hạ (lá do người khác "
              "gửi vào được ghi chú dưới phỏm nhận lá đó)"},
    "ex.tongits.s2_showdown": {
        "en": "Strike out who folded and who is burned; then count the deadwood of Player {caller} and of each "
              "challenger, and compare",
        "vi": "Gạch tên người bỏ cuộc và người bị cháy bài; rồi đếm điểm bài rác của Người chơi {caller} và của "
              "từng người thách đấu, sau đó so sánh"},
    "ex.tongits.s2_payment": {
        "en": "Take the two players other than Player {winner} and say why each loses (folded, beaten in the "
              "comparison or burned); then add up what each pays",
        "vi": "Xét hai người chơi không phải Người chơi {winner} và lý do mỗi người thua (bỏ cuộc, thua khi so bài "
              "hay cháy bài); rồi cộng số tiền mỗi người trả"},
    "ex.tongits.s2_stock_out": {
        "en": "Count each player's deadwood; for the players who tie, work out who drew later: Player {last} drew "
              "the last card and turn order is {order}",
        "vi": "Đếm điểm bài rác của từng người; với những người bằng điểm, xác định ai bốc sau: Người chơi {last} "
              "bốc lá cuối và thứ tự lượt là {order}"},
    "ex.tongits.s2_stock_out_cards": {
        "en": "Count each player's deadwood; for the players who tie, count how many deadwood cards each holds",
        "vi": "Đếm điểm bài rác của từng người; với những người bằng điểm, đếm xem mỗi người còn bao nhiêu lá "
              "bài rác"},
    # feedback on a wrong answer
    "ex.tongits.h_too_high": {
        "en": "Too high: look for melds you missed; melded cards do not count",
        "vi": "Cao quá: hãy tìm những phỏm bạn bỏ sót; lá nằm trong phỏm không bị tính"},
    "ex.tongits.h_too_low": {
        "en": "Too low: count every card outside the melds: A = {ace}, 2 to 9 their face value, 10 J Q K = {high}",
        "vi": "Thấp quá: hãy cộng mọi lá ngoài phỏm: A = {ace}, 2 đến 9 theo số, 10 J Q K = {high}"},
    "ex.tongits.h_concealed": {
        "en": "House rule concealed_melds_count_as_deadwood is on: every card held in the hand counts, melded or not",
        "vi": "Luật nhà concealed_melds_count_as_deadwood đang bật: mọi lá trên tay đều bị tính, kể cả lá trong "
              "phỏm"},
    "ex.tongits.h_best_is": {"en": "The best arrangement: {arrangement}", "vi": "Cách xếp tốt nhất: {arrangement}"},
    "ex.tongits.h_chow_yes_which": {
        "en": "Say with which cards from your hand, e.g. check('6S 7S'): the meld is exposed at once, so naming "
              "its cards is part of the answer",
        "vi": "Hãy nói ăn bằng những lá nào trên tay, ví dụ check('6S 7S'): phỏm đó được hạ ngay nên phải chỉ ra "
              "các lá của nó"},
    "ex.tongits.h_chow_look": {
        "en": "Look again for two cards in your hand that make a set or a same-suit run with {card}",
        "vi": "Hãy tìm lại trên tay hai lá tạo với {card} thành bộ hoặc sảnh cùng chất"},
    "ex.tongits.h_not_in_hand": {"en": "{cards}: not in your hand", "vi": "{cards}: không có trên tay bạn"},
    "ex.tongits.h_twice": {"en": "{card} is given twice: a card can be used once only",
                           "vi": "Lá {card} được đưa ra hai lần: mỗi lá chỉ dùng được một lần"},
    "ex.tongits.h_twice_meld": {"en": "{card} is used twice: a card belongs to one meld only",
                                "vi": "Lá {card} bị dùng hai lần: mỗi lá chỉ thuộc một phỏm"},
    "ex.tongits.h_chow_too_few": {
        "en": "A chow takes at least two cards from your hand: with {card} they make a meld of three or more",
        "vi": "Ăn bài cần ít nhất hai lá trên tay: cùng lá {card} chúng tạo thành phỏm từ ba lá trở lên"},
    "ex.tongits.h_leaves": {"en": "Your melds leave {points} deadwood points",
                            "vi": "Các phỏm của bạn để lại {points} điểm bài rác"},
    "ex.tongits.h_better": {"en": "Another arrangement leaves fewer points",
                            "vi": "Có cách xếp khác để lại ít điểm hơn"},
    "ex.tongits.h_least": {"en": "That is the least deadwood possible: {points}",
                           "vi": "Đó là số điểm bài rác ít nhất có thể: {points}"},
    "ex.tongits.h_discard_leaves": {"en": "Discarding {card} leaves {points} deadwood points",
                                    "vi": "Đánh lá {card} thì còn {points} điểm bài rác"},
    "ex.tongits.h_discard_rest": {"en": "Discarding {card} leaves {arrangement}",
                                  "vi": "Đánh lá {card} thì còn lại {arrangement}"},
    "ex.tongits.h_discard_less": {"en": "Another discard leaves less deadwood",
                                  "vi": "Có lá khác mà đánh đi thì còn ít điểm bài rác hơn"},
    "ex.tongits.h_discard_also": {"en": "Every card listed leaves the same least deadwood: any of them is right",
                                  "vi": "Lá nào trong các lá trên cũng để lại ít điểm bài rác nhất: đánh lá nào "
                                        "cũng đúng"},
    "ex.tongits.h_not_burned": {"en": "Player {player} has exposed {melds}, so is not burned",
                                "vi": "Người chơi {player} đã hạ {melds} nên không bị cháy bài"},
    "ex.tongits.h_named_not_burned": {
        "en": "Someone you named is not burned: look at each row again",
        "vi": "Có người bạn nêu tên không bị cháy bài: hãy xem lại từng hàng"},
    "ex.tongits.h_missed_burned": {
        "en": "Someone you left out is burned: look at each row again",
        "vi": "Có người bạn bỏ sót cũng bị cháy bài: hãy xem lại từng hàng"},
    "ex.tongits.h_sapaw_no_meld": {
        "en": "Laying off cards on other players' melds (sapaw) is not exposing a meld of your own",
        "vi": "Gửi bài vào phỏm của người khác không tính là đã hạ phỏm của mình"},
    "ex.tongits.h_count_first": {"en": "Count each contestant's deadwood first; folders and burned players are out",
                                 "vi": "Hãy đếm điểm bài rác của từng người còn so bài trước; người bỏ cuộc và "
                                       "người bị cháy bài đứng ngoài"},
    "ex.tongits.h_who_loses": {"en": "Losers here: {losers}", "vi": "Những người thua ở đây: {losers}"},
    "ex.tongits.loser_fold": {"en": "Player {player} (folded)", "vi": "Người chơi {player} (bỏ cuộc)"},
    "ex.tongits.loser_challenge": {"en": "Player {player} (beaten in the comparison)",
                                   "vi": "Người chơi {player} (thua khi so bài)"},
    "ex.tongits.loser_burn": {"en": "Player {player} (burned)", "vi": "Người chơi {player} (cháy bài)"},
    "ex.tongits.h_drew_last": {"en": "Player {player} drew the last card; turn order is {order}",
                               "vi": "Người chơi {player} bốc lá cuối cùng; thứ tự lượt là {order}"},
    "ex.tongits.h_tiebreak": {"en": "The tie-break in this room is {rule}",
                              "vi": "Luật phân định hòa điểm ở phòng này là {rule}"},
    # known mistakes, named only when the learner's value is the one the mistake gives
    "ex.tongits.mis_face": {
        "en": "counting J, Q and K as 11, 12 and 13 (their values in Phỏm); in Tongits 10, J, Q and K all count "
              "{high}",
        "vi": "tính J, Q, K là 11, 12, 13 (cách tính của Phỏm); trong Tongits 10, J, Q, K đều tính {high} điểm"},
    "ex.tongits.mis_melded": {
        "en": "counting the cards in melds as deadwood; melded cards do not count, even in melds held in the hand",
        "vi": "tính cả các lá trong phỏm vào bài rác; lá nằm trong phỏm không bị tính, kể cả phỏm còn trên tay"},
    "ex.tongits.mis_ten_one": {
        "en": "counting the 10 as 1; a 10 counts {high}, like J, Q and K",
        "vi": "tính lá 10 là 1 điểm; lá 10 tính {high} điểm như J, Q, K"},
    "ex.tongits.mis_mixed": {
        "en": "taking consecutive cards of mixed suits for a run; all the cards of a run share one suit",
        "vi": "coi các lá liên tiếp khác chất là sảnh; mọi lá của sảnh phải cùng chất"},
    "ex.tongits.mis_ace_high": {
        "en": "taking Q-K-A as a run; the ace is low here (ace_high_in_runs is off), so it cannot follow the King",
        "vi": "coi Q-K-A là sảnh; ở đây lá A là lá nhỏ nhất (ace_high_in_runs đang tắt) nên không đứng sau lá K"},
    "ex.tongits.mis_wrap": {
        "en": "letting a run turn the corner (K-A-2); a run never goes on from the King to the Ace",
        "vi": "cho sảnh vòng qua góc (K-A-2); sảnh không bao giờ nối tiếp từ K sang A"},
    "ex.tongits.mis_ace_low": {
        "en": "forgetting that the ace is low: it comes before the 2, so A-2-3 is a run",
        "vi": "quên rằng lá A là lá nhỏ nhất: A đứng trước 2, nên A-2-3 là sảnh"},
    "ex.tongits.mis_four": {
        "en": "forgetting that a four of a kind is a set too; a set has 3 or 4 cards of one rank",
        "vi": "quên rằng tứ quý cũng là một bộ; bộ có 3 hoặc 4 lá cùng số"},
    "ex.tongits.mis_gap": {
        "en": "letting a run skip a rank; the cards of a run follow each other with no gap",
        "vi": "cho sảnh bỏ cách một số; các lá của sảnh phải liên tiếp, không có chỗ hở"},
    "ex.tongits.mis_chow_own": {
        "en": "naming cards that make a meld without the discard; a chow needs a new meld that uses the discard",
        "vi": "chọn các lá tự tạo thành phỏm mà không cần lá vừa đánh; ăn bài phải tạo phỏm mới có chính lá vừa "
              "đánh"},
    "ex.tongits.mis_most_cards": {
        "en": "melding as many cards as possible; what counts is the points left, so high cards are the ones to meld",
        "vi": "cố ghép được nhiều lá nhất; điều quan trọng là số điểm còn lại, nên hãy ưu tiên đưa lá cao điểm "
              "vào phỏm"},
    "ex.tongits.mis_discard_meld": {
        "en": "discarding a card from a meld; breaking the meld puts its other cards back into the deadwood",
        "vi": "đánh một lá đang nằm trong phỏm; phá phỏm thì các lá còn lại của nó trở thành bài rác"},
    "ex.tongits.mis_fight_hand": {
        "en": "counting melds still held in your hand; only melds exposed on the table allow Fight",
        "vi": "tính cả phỏm còn giữ trên tay; chỉ phỏm đã hạ xuống bàn mới cho phép Khiêu chiến"},
    "ex.tongits.mis_fight_others": {
        "en": "thinking that a lay-off onto another player's meld blocks your Fight; only lay-offs onto your own "
              "melds do",
        "vi": "cho rằng việc gửi bài vào phỏm của người khác chặn quyền Khiêu chiến của bạn; chỉ gửi bài vào phỏm "
              "của bạn mới chặn"},
    "ex.tongits.mis_fight_sapawed": {
        "en": "overlooking a lay-off onto your own meld; it blocks Fight until your next turn",
        "vi": "bỏ qua việc đối thủ gửi bài vào phỏm của bạn; điều đó chặn quyền Khiêu chiến cho tới lượt sau"},
    "ex.tongits.mis_burn_highest": {
        "en": "taking the player with the highest deadwood for the burned one; burned means having exposed no meld "
              "of one's own",
        "vi": "coi người nhiều điểm bài rác nhất là người bị cháy bài; cháy bài là chưa hạ phỏm nào của mình"},
    "ex.tongits.mis_burn_layoff": {
        "en": "counting a lay-off (sapaw) as exposing a meld; a player who only laid cards off on other players' "
              "melds has no meld of their own",
        "vi": "coi gửi bài là đã hạ phỏm; người chỉ gửi bài vào phỏm của người khác thì chưa có phỏm nào của mình"},
    "ex.tongits.mis_burn_secret": {
        "en": "letting a concealed four of a kind save from burn; it does only under the house rule "
              "burn_exempt_with_secret, which is off here",
        "vi": "cho rằng tứ quý giấu trên tay giúp khỏi cháy bài; điều đó chỉ đúng với luật nhà "
              "burn_exempt_with_secret, mà ở đây luật này đang tắt"},
    "ex.tongits.mis_out_compared": {
        "en": "comparing the deadwood of every player; a player who folds or is burned is out of the comparison",
        "vi": "so điểm bài rác của cả người đã bỏ cuộc hoặc bị cháy bài; họ đứng ngoài cuộc so bài"},
    "ex.tongits.mis_tie_other": {
        "en": "settling the tie the other way; in this room a tie goes to {tie}",
        "vi": "phân định hòa điểm theo cách ngược lại; ở phòng này hòa điểm thì {tie} thắng"},
    "ex.tongits.mis_tiebreak_other": {
        "en": "applying the tie-break {other}; this room uses {rule}",
        "vi": "áp dụng luật phân định hòa {other}; phòng này dùng {rule}"},
    "ex.tongits.mis_one_stake": {
        "en": "counting one base stake from each loser; a fold, a lost comparison and a burn cost different "
              "multiples",
        "vi": "tính mỗi người thua trả một mức cược cơ bản như nhau; bỏ cuộc, thua khi so bài và cháy bài có mức "
              "trả khác nhau"},
    "ex.tongits.mis_one_loser": {
        "en": "counting only one loser's payment; every loser pays the winner",
        "vi": "chỉ tính tiền của một người thua; mọi người thua đều trả cho người thắng"},
    "ex.tongits.mis_burn_as_loss": {
        "en": "charging a burned player like a beaten one; a burn costs the highest penalty (×{burn})",
        "vi": "tính người bị cháy bài như người thua khi so bài; cháy bài chịu mức phạt cao nhất (×{burn})"},
})


def _m(code: str, **params) -> str:
    return message("ex.tongits." + code, **params)


def _count(n: int, word: str) -> str:
    """``1 meld``, ``2 melds`` (English agrees in number; Vietnamese does not inflect)."""
    return _m(f"n_{word}" if n == 1 else f"n_{word}s", n=n)


def _cards_text(cards) -> str:
    return " ".join(c.pretty for c in cards)


def _arrangement_text(arrangement) -> str:
    """An arrangement in the learner's language: ``[A♠ 2♠ 3♠] · deadwood K♦ 7♥ = 17``."""
    melds = " ".join(f"[{m.pretty}]" for m in arrangement.melds) or _m("no_meld")
    return _m("arrangement", melds=melds, cards=_cards_text(arrangement.deadwood) or "—",
              points=arrangement.points)


def _ace_rule(rules) -> str:
    return _m("r_ace_high" if rules.ace_high_in_runs else "r_ace_low")


# ---------------------------------------------------------------------------
# Mistaken rules, applied with the engine, so that a misconception is named
# only when the learner's value is exactly the one it gives.


@functools.lru_cache(maxsize=None)
def _points_fn(kind: str, ace: int, high: int):
    """A card-points function for a known counting mistake (one function per kind, so arrange caches it)."""
    def face(card: Card) -> int:                 # J, Q, K = 11, 12, 13 (Phỏm's values)
        r = int(card.rank)
        return ace if r == 1 else high if r == 10 else r

    def ten_one(card: Card) -> int:              # the 10 read as 1
        r = int(card.rank)
        return ace if r == 1 else 1 if r == 10 else high if r > 10 else r

    return {"face": face, "ten_one": ten_one}[kind]


@functools.lru_cache(maxsize=None)
def _sets_of_three(ace_high: bool) -> MeldRules:
    """Meld rules of a learner who forgets that four of a kind is a set."""
    return MeldRules(min_set=3, max_set=3, min_run=3, ace_low=True, ace_high=ace_high)


def _mistaken_deadwood(hand, rules: T.Rules, kind: str) -> int:
    """The deadwood a learner making mistake ``kind`` would count (``None`` when it does not apply)."""
    if kind in ("face", "ten_one"):
        points = _points_fn(kind, rules.ace_points, rules.high_card_points)
        if rules.concealed_melds_count_as_deadwood:
            return sum(points(c) for c in hand)
        return _arrange_with(list(hand), rules.meld_rules, points).points
    if kind == "melded":
        return None if rules.concealed_melds_count_as_deadwood else sum(rules.points(c) for c in hand)
    if rules.concealed_melds_count_as_deadwood:
        return None
    if kind == "ace_high":
        return None if rules.ace_high_in_runs else T.deadwood(hand, replace(rules, ace_high_in_runs=True))
    if kind == "four":
        return _arrange_with(list(hand), _sets_of_three(rules.ace_high_in_runs), rules.points).points
    raise ValueError(kind)


_DEADWOOD_MISTAKES = (("melded", "mis_melded"), ("face", "mis_face"), ("ten_one", "mis_ten_one"),
                      ("ace_high", "mis_ace_high"), ("four", "mis_four"))


def _one_suit(cards) -> list[Card]:
    """The same ranks, all in the first card's suit: what a learner who ignores suits sees."""
    return [Card(c.rank, cards[0].suit) for c in cards]


def _meld_mistake(cards, rules: T.Rules) -> str | None:
    """Which known mistake would make ``cards`` (not a meld) look like one."""
    cards = list(cards)
    if len(cards) < 3 or T.check_meld(cards, rules):
        return None
    ranks = [int(c.rank) for c in cards]
    if len(set(ranks)) == len(ranks) and len({c.suit for c in cards}) > 1:
        same = _one_suit(cards)
        if len(set(same)) == len(same) and T.check_meld(same, rules):
            return "mis_mixed"
    if len({c.suit for c in cards}) == 1 and len(set(ranks)) == len(ranks):
        if not rules.ace_high_in_runs and T.check_meld(cards, replace(rules, ace_high_in_runs=True)):
            return "mis_ace_high"
        if 1 in ranks and 13 in ranks and 2 in ranks:
            return "mis_wrap"
        span = sorted(ranks)
        if span[-1] - span[0] == len(ranks) and 1 not in ranks:          # one rank missing in the middle
            return "mis_gap"
    return None


def _meld_missed(cards, rules: T.Rules) -> str | None:
    """Which known mistake would make a real meld look like no meld."""
    cards = list(cards)
    verdict = T.check_meld(cards, rules) if len(cards) >= 3 else None
    if not verdict:
        return None
    if verdict.kind == "set" and len(cards) == 4:
        return "mis_four"
    ranks = sorted(int(c.rank) for c in cards)
    if verdict.kind == "run" and ranks[0] == 1 and 13 not in ranks:
        return "mis_ace_low"
    return None


# ---------------------------------------------------------------------------
# Questions on chosen cards: reading and checking what a teacher gives


def _chosen_card(name: str, value) -> Card:
    return _cards_of(name, value, 1, 1)[0]


def _all_different(name: str, *groups) -> None:
    """No card may appear in two places of one question (one deck)."""
    seen = set()
    for group in groups:
        for c in group:
            if c in seen:
                raise CardlabError(f"{name}: {c} appears twice: expected each card once (one deck)")
            seen.add(c)


_NAMES = ("A", "B", "C")


def _chosen_table(name: str, melds, hands, rules: T.Rules) -> tuple[dict, dict]:
    """Exposed melds and hands of Players A, B, C, as a teacher gives them.

    Raises:
        CardlabError: for players other than A, B, C, a meld that is not one,
            a hand of more than 13 cards, or a card given twice.
    """
    out = {}
    for label, given in (("melds", melds), ("hands", hands)):
        if not isinstance(given, dict) or not set(given) <= set(_NAMES):
            raise CardlabError(f"{label}={show(given)}: expected a dict by player, such as "
                               f"{{'A': ..., 'B': ..., 'C': ...}} (players A, B, C)")
    table = {}
    for p in _NAMES:
        items = melds.get(p) or []
        if isinstance(items, str):
            items = [items]
        exposed = []
        for i, m in enumerate(items):
            cards = _cards_of(f"melds[{p!r}][{i}]", m, 3, 13)
            verdict = T.check_meld(cards, rules)
            if not verdict:
                raise CardlabError(f"melds[{p!r}][{i}]={show(m)} is not a meld ({verdict.text()}): expected a set "
                                   f"or a run")
            exposed.append(tuple(verdict.meld.cards))
        table[p] = exposed
        out[p] = _cards_of(f"hands[{p!r}]", hands.get(p, ()), 0, 13) if hands.get(p) else ()
        out[p] = tuple(in_order(out[p]))
    _all_different(name, *[c for p in _NAMES for c in table[p]], *[out[p] for p in _NAMES])
    return table, out


def _chosen_player(name: str, value, names=_NAMES):
    if value not in names:
        raise CardlabError(f"{name}={show(value)}: expected one of the players {', '.join(names)}")
    return value


# ---------------------------------------------------------------------------
# Dealing helpers


def _cards_of(name: str, value, low: int, high: int) -> tuple:
    return chosen_cards(name, value, low, high, "Tongits")


class _Deck:
    """The cards not yet used in a question, drawn from the question's own generator."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.cards = list(STANDARD_52)
        rng.shuffle(self.cards)

    def has(self, cards) -> bool:
        return all(c in self.cards for c in cards)

    def take(self, cards) -> list[Card]:
        cards = list(cards)
        for c in cards:
            self.cards.remove(c)
        return cards

    def draw(self, n: int) -> list[Card]:
        out, self.cards = self.cards[:n], self.cards[n:]
        return out

    def meld(self, kinds=("set", "run"), lengths=(3,)) -> list[Card]:
        """A random set or run still complete in the deck."""
        for _ in range(500):
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
        raise CardlabError("could not deal a meld")  # pragma: no cover - 52 cards always hold one

    def loose(self, n: int, rules: T.Rules) -> list[Card]:
        """``n`` cards that make no meld together (pure deadwood)."""
        for _ in range(500):
            picks = self.rng.sample(self.cards, n)
            if not T.arrange(picks, rules).melds:
                return self.take(picks)
        raise CardlabError("could not deal loose cards")  # pragma: no cover

    def with_points(self, target: int, rules: T.Rules, sizes=(1, 2, 3)) -> list[Card] | None:
        """Loose cards worth exactly ``target`` deadwood points, or None."""
        for _ in range(3000):
            n = self.rng.choice(sizes)
            if n > len(self.cards):
                continue
            picks = self.rng.sample(self.cards, n)
            if sum(rules.points(c) for c in picks) == target and not T.arrange(picks, rules).melds:
                return self.take(picks)
        return None


def _house(rules: T.Rules, names, always=()) -> str:
    """The house-rule options a question depends on, when not at their default (or always listed)."""
    default = T.Rules()
    shown = [f"{n}={getattr(rules, n)!r}" for n in names
             if n in always or getattr(rules, n) != getattr(default, n)]
    return _m("house", options=", ".join(shown)) if shown else ""


def _join(prompt: str, house: str) -> str:
    return f"{prompt} {house}".strip()


def _player(p) -> str:
    return _m("player", player=p)


def _hand_html(label: str, cards) -> str:
    """A hand in a grey box, with its notation below (what the learner would type)."""
    return box(label, cards, HAND_GREY) + "<br>" + notation(cards)


def _meld_boxes(melds, laid_off=None) -> list[str]:
    """Exposed melds as green boxes; ``laid_off`` maps a meld index to (card, player) notes."""
    out = []
    for i, cards in enumerate(melds):
        notes = "; ".join(_m("laid_off_by", card=c.pretty, player=p) for c, p in (laid_off or {}).get(i, ()))
        out.append(box(_m("exposed"), cards, MELD_GREEN, notes))
    return out


# ---------------------------------------------------------------------------
# The questions. Each is dealt from a generator (``Cls(number, rules, rng)``)
# or built by a teacher on chosen cards (``Cls(hand=...)``); both go through
# the same checks, so a dealt question is a valid chosen one.


class _YesNo(VerdictQuestion):
    """A yes/no question: a wrong answer is pointed at the rule (then at this hand), never told the verdict."""

    def hints(self, value, correct, attempt):
        if correct:
            return [self.verdict.text()]
        return graduated(self, attempt)


class MeldQuestion(_YesNo):
    """Q: do these cards form a meld? ``cards``; expected: the verdict of :func:`tongits.check_meld`.

    ``MeldQuestion(cards="QH KH AH")`` asks about chosen cards (3 to 13).

    Raises:
        CardlabError: for cards that cannot be read, a joker, a card given
            twice, fewer than 3 or more than 13 cards.
    """

    key = "meld"
    title_code = "ex.tongits.t_meld"
    KINDS = ("set3", "set4", "run", "run", "ace_low", "mixed", "mixed", "gap", "ace_top", "wrap", "pair_plus")

    def __init__(self, number=1, rules=None, rng=None, *, cards=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"cards": cards}, example="cards='6S 7D 8C'"):
            cards = self._deal(rng)
        self.cards = _cards_of("cards", cards, 3, 13)
        self.verdict = T.check_meld(self.cards, self.rules)

    @classmethod
    def _deal(cls, rng) -> list[Card]:
        kind = rng.choice(cls.KINDS)
        suits = list(Suit)
        r = rng.randint(1, 11)
        s = rng.choice(suits)
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
            # The classic mistake: consecutive ranks, mixed suits (6♠ 7♦ 8♣).
            picks = rng.sample(suits, 3) if rng.random() < 0.6 else [s, s, rng.choice([x for x in suits if x != s])]
            rng.shuffle(picks)
            cards = [make_card(r + i, picks[i]) for i in range(3)]
        elif kind == "gap":
            cards = [make_card(r, s), make_card(r + 1, s), make_card(min(r + 3, 13) if r + 3 <= 13 else r - 1, s)]
            if cards[2].rank == cards[0].rank - 1 or len(set(cards)) < 3:   # keep a real gap
                cards = [make_card(r, s), make_card(r + 2, s), make_card(r + 3 if r + 3 <= 13 else r - 2, s)]
        elif kind == "ace_top":
            cards = [make_card(12, s), make_card(13, s), make_card(1, s)]
        elif kind == "wrap":
            cards = [make_card(13, s), make_card(1, s), make_card(2, s)]
        else:   # pair_plus: two of a rank and a neighbour
            a, b = rng.sample(suits, 2)
            cards = [make_card(r, a), make_card(r, b), make_card(r + 1, rng.choice((a, b)))]
        rng.shuffle(cards)
        return cards

    def hint_steps(self):
        ranks = [c.rank for c in self.cards]
        if len(set(ranks)) == 1:
            closer = _m("s2_meld_same", n=len(ranks))
        elif len(set(ranks)) == len(ranks):
            closer = _m("s2_meld_seq")
        else:
            closer = _m("s2_meld_mixed")
        return [_m("s1_meld", ace=_ace_rule(self.rules)), closer]

    def misconception(self, value):
        if value and not self.verdict:
            code = _meld_mistake(self.cards, self.rules)
        elif not value and self.verdict:
            code = _meld_missed(self.cards, self.rules)
        else:
            code = None
        return _m(code) if code else None

    def prompt(self):
        return _join(_m("p_meld"), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return _hand_html("", self.cards)


class DeadwoodQuestion(Question):
    """Q: deadwood of ``hand``; expected: :func:`tongits.deadwood`.

    ``DeadwoodQuestion(hand="AS 2S 3S 7H KD")`` asks about a chosen hand (1 to 13 cards).

    Raises:
        CardlabError: for cards that cannot be read, a joker, a card given
            twice, no card or more than 13.
    """

    key = "deadwood"
    title_code = "ex.tongits.t_deadwood"
    form_code = "exercises.form_number"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"hand": hand}, example="hand='AS 2S 3S 7H KD'"):
            hand = self._deal(rng)
        self.hand = tuple(in_order(_cards_of("hand", hand, 1, 13)))
        self.points = T.deadwood(self.hand, self.rules)
        self.arrangement = T.arrange(self.hand, self.rules)

    @staticmethod
    def _deal(rng) -> list[Card]:
        deck = _Deck(rng)
        cards = deck.meld(lengths=(3, 3, 4))
        if rng.random() < 0.4:
            cards += deck.meld()
        cards += deck.draw(8 - len(cards) if len(cards) < 7 else 3)
        return cards

    @property
    def expected(self):
        return self.points

    def read(self, answer):
        return read_number(answer)

    def show_value(self, value):
        return str(value)

    def hint_steps(self):
        r = self.rules
        if r.concealed_melds_count_as_deadwood:
            return [_m("s1_deadwood_all", ace=r.ace_points, high=r.high_card_points),
                    _m("s2_deadwood_all", cards=_count(len(self.hand), "card"))]
        melds = len(self.arrangement.melds)
        return [_m("s1_deadwood", ace=r.ace_points, high=r.high_card_points),
                _m("s2_deadwood", melds=_count(melds, "meld") if melds else _m("no_meld"))]

    def hints(self, value, correct, attempt):
        out = [_m("h_concealed")] if self.rules.concealed_melds_count_as_deadwood else []
        if correct:
            return out + [_m("h_best_is", arrangement=_arrangement_text(self.arrangement))]
        if value > self.points:
            out.append(_m("h_too_high"))
        else:
            out.append(_m("h_too_low", ace=self.rules.ace_points, high=self.rules.high_card_points))
        if attempt >= 2:
            out.append(self.hint_steps()[1])
        return out

    def misconception(self, value):
        for kind, code in _DEADWOOD_MISTAKES:
            mistaken = _mistaken_deadwood(self.hand, self.rules, kind)
            if mistaken is not None and mistaken != self.points and mistaken == value:
                return _m(code, high=self.rules.high_card_points)
        return None

    def answer_lines(self):
        return [str(self.points), _m("h_best_is", arrangement=_arrangement_text(self.arrangement))]

    def prompt(self):
        return _join(_m("p_deadwood"), _house(self.rules, ["ace_high_in_runs", "concealed_melds_count_as_deadwood"]))

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


class SapawQuestion(_YesNo):
    """Q: may ``card`` be laid off on ``meld``? expected: :func:`tongits.check_sapaw`.

    ``SapawQuestion(card="AH", meld="QH KH JH")`` asks about a chosen card and exposed meld.

    Raises:
        CardlabError: for a card that is not exactly one card, a meld that
            is not a meld, or a card already in the meld.
    """

    key = "sapaw"
    title_code = "ex.tongits.t_sapaw"

    def __init__(self, number=1, rules=None, rng=None, *, card=None, meld=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"card": card, "meld": meld}, example="card='AH', meld='QH KH JH'"):
            card, meld = self._deal(rng, self.rules)
        self.card = _chosen_card("card", card)
        cards = _cards_of("meld", meld, 3, 13)
        verdict = T.check_meld(cards, self.rules)
        if not verdict:
            raise CardlabError(f"meld={show(meld)} is not a meld ({verdict.text()}): expected an exposed set or run, "
                               f"such as '7H 7D 7C'")
        if self.card in cards:
            raise CardlabError(f"card={show(card)} is already in meld={show(meld)}: expected a card from elsewhere")
        self.meld = tuple(verdict.meld.cards)
        self.verdict = T.check_sapaw(self.card, self.meld, self.rules)

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        meld = deck.meld(lengths=(3, 3, 4))
        ranks = {int(c.rank) for c in meld}
        lo, hi = min(ranks), max(ranks)
        fits, near = [], []
        for c in deck.cards:
            v = T.check_sapaw(c, meld, rules)
            if v:
                fits.append(c)
            elif int(c.rank) in ranks or lo - 2 <= int(c.rank) <= hi + 2 or (c.rank == Rank.ACE and hi == 13):
                near.append(c)
        pool = fits if fits and rng.random() < 0.5 else near
        return rng.choice(sorted(pool, key=lambda c: c.sort_key)), meld

    def _is_set(self) -> bool:
        return len({c.rank for c in self.meld}) == 1

    def hint_steps(self):
        if self._is_set():
            closer = _m("s2_sapaw_set", cards=_count(len(self.meld), "card"), rank=self.meld[0].rank.symbol)
        else:
            closer = _m("s2_sapaw_run", suit=self.meld[0].suit.symbol, low=self.meld[0].pretty,
                        high=self.meld[-1].pretty, card=self.card.pretty)
        return [_m("s1_sapaw", ace=_ace_rule(self.rules)), closer]

    def misconception(self, value):
        card, meld, rules = self.card, self.meld, self.rules
        if value and not self.verdict and not self._is_set():
            suit = meld[0].suit
            if card.suit != suit:
                same = Card(card.rank, suit)
                if same not in meld and T.check_sapaw(same, meld, rules):
                    return _m("mis_mixed")
                return None
            if not rules.ace_high_in_runs and T.check_sapaw(card, meld, replace(rules, ace_high_in_runs=True)):
                return _m("mis_ace_high")
            ranks = [int(c.rank) for c in meld]
            if int(card.rank) == 13 and min(ranks) == 1:
                return _m("mis_wrap")
            if int(card.rank) in (min(ranks) - 2, max(ranks) + 2):
                return _m("mis_gap")
        if not value and self.verdict:
            if self._is_set():
                return _m("mis_four")
            if card.rank == Rank.ACE and self.verdict.meld.cards[0] == card:
                return _m("mis_ace_low")
        return None

    def prompt(self):
        return _join(_m("p_sapaw", card=self.card.pretty), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return box(_m("on_table"), self.meld, MELD_GREEN) + box(_m("your_hand"), [self.card], HAND_GREY)


class ChowQuestion(Question):
    """Q: may ``discard`` be chowed with ``hand``, and with which cards? expected: :func:`tongits.check_chow`.

    ``ChowQuestion(discard="8S", hand="6S 7S 8H 2C KD")`` asks about a chosen discard and hand.

    Raises:
        CardlabError: for a discard that is not exactly one card, a hand of
            fewer than 2 or more than 13 cards, a card given twice, or the
            discard also in the hand.
    """

    key = "chow"
    title_code = "ex.tongits.t_chow"
    form_code = "ex.tongits.form_chow"

    def __init__(self, number=1, rules=None, rng=None, *, discard=None, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"discard": discard, "hand": hand},
                    example="discard='8S', hand='6S 7S 8H 2C KD'"):
            discard, hand = self._deal(rng)
        self.discard = _chosen_card("discard", discard)
        self.hand = tuple(in_order(_cards_of("hand", hand, 2, 13)))
        if self.discard in self.hand:
            raise CardlabError(f"discard={show(discard)} is also in hand={show(hand)}: expected a discard that is "
                               f"not in the hand (one deck)")
        self.verdict = T.check_chow(self.discard, self.hand, (), self.rules)
        self.options = [frozenset(c for c in m.cards if c != self.discard) for m in self.verdict.options]

    @staticmethod
    def _deal(rng):
        deck = _Deck(rng)
        if rng.random() < 0.6:
            meld = deck.meld()
            discard = rng.choice(meld)
            hand = [c for c in meld if c != discard]
        else:
            # A near miss: a card of the same rank and a neighbour of another suit (the 6♠ 7♦ 8♣ trap).
            discard = deck.draw(1)[0]
            r, s = int(discard.rank), discard.suit
            same = [c for c in deck.cards if c.rank == discard.rank]
            other = [c for c in deck.cards if abs(int(c.rank) - r) == 1 and c.suit != s]
            hand = deck.take([rng.choice(same), rng.choice(other)])
        hand += deck.draw(5)
        return discard, hand

    @property
    def expected(self):
        return self.verdict

    def form(self):
        return message(self.form_code)

    def read(self, answer):
        if isinstance(answer, bool):
            return ("yes", None) if answer else ("no", None)
        if isinstance(answer, str) and answer.strip().lower().rstrip(".!") in core._YES | core._NO:
            return ("yes", None) if read_yes_no(answer) else ("no", None)
        if hasattr(answer, "ok") and hasattr(answer, "reasons"):        # a Verdict
            if not answer:
                return ("no", None)
            meld = getattr(answer, "meld", None)
            if meld is None:
                return ("yes", None)
            answer = meld
        cards = read_cards(answer, self.form_code)
        return ("cards", tuple(c for c in cards if c != self.discard))

    def judge(self, value):
        kind, cards = value
        if not self.verdict:
            return kind == "no"
        return kind == "cards" and frozenset(cards) in self.options and len(set(cards)) == len(cards)

    def show_value(self, value):
        kind, cards = value
        if kind == "cards":
            return _cards_text(cards) or "—"
        return yes_no(kind == "yes")

    def hint_steps(self):
        d = self.discard
        return [_m("s1_chow"), _m("s2_chow", rank=d.rank.symbol, suit=d.suit.symbol, card=d.pretty)]

    def _card_problem(self, cards) -> str | None:
        """What is wrong with the cards named, before any rule: a card twice, not held, too few."""
        twice = [c for c in dict.fromkeys(cards) if cards.count(c) > 1]
        if twice:
            return _m("h_twice", card=twice[0].pretty)
        missing = [c for c in cards if c not in self.hand]
        if missing:
            return _m("h_not_in_hand", cards=_cards_text(missing))
        if len(cards) < 2:
            return _m("h_chow_too_few", card=self.discard.pretty)
        return None

    def hints(self, value, correct, attempt):
        kind, cards = value
        if correct and kind == "cards":
            made = T.check_meld(list(cards) + [self.discard], self.rules)
            return [made.text(), Reason("tongits.chow_never_in_hand").text()]
        if correct:
            return [self.verdict.text()]
        closer = self.hint_steps()[1:] if attempt >= 2 else []
        if kind == "yes" and self.verdict:
            return [_m("h_chow_yes_which")]
        if kind == "no":
            return [_m("h_chow_look", card=self.discard.pretty)] + closer
        if kind == "yes":
            return graduated(self, attempt)
        problem = self._card_problem(list(cards))
        if problem:
            return [problem]
        made = T.check_meld(list(cards) + [self.discard], self.rules)
        return ([made.text()] if not made else []) + self.hint_steps()[:1] + closer

    def misconception(self, value):
        kind, cards = value
        if kind == "cards" and not self._card_problem(list(cards)):
            if T.check_meld(cards, self.rules) if len(cards) >= 3 else False:
                if not T.check_meld(list(cards) + [self.discard], self.rules):
                    return _m("mis_chow_own")
            code = _meld_mistake(list(cards) + [self.discard], self.rules)
            return _m(code) if code else None
        if kind == "yes" and not self.verdict:
            for pair in itertools.combinations(self.hand, 2):
                code = _meld_mistake(list(pair) + [self.discard], self.rules)
                if code in ("mis_mixed", "mis_ace_high"):
                    return _m(code)
        return None

    def answer_lines(self):
        if not self.verdict:
            return [yes_no(False), self.verdict.text()]
        return [_cards_text(self.verdict.used), self.verdict.text()]

    def prompt(self):
        return _join(_m("p_chow", card=self.discard.pretty), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return box(_m("discarded"), [self.discard], "#8d6e63") + _hand_html(_m("your_hand"), self.hand)


@functools.lru_cache(maxsize=None)
def _one_point(card: Card) -> int:
    """Every card worth 1: the arrangement leaving the fewest cards (a learner who melds as much as possible)."""
    return 1


class ArrangementQuestion(Question):
    """Q: the best arrangement of ``hand``; expected: :func:`tongits.arrange` (any arrangement as good counts).

    ``ArrangementQuestion(hand="7S 7H 7D 8S 9S KC")`` asks about a chosen hand (3 to 13 cards).

    Raises:
        CardlabError: for cards that cannot be read, a joker, a card given
            twice, fewer than 3 or more than 13 cards.
    """

    key = "arrange"
    title_code = "ex.tongits.t_arrange"
    form_code = "exercises.form_melds"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"hand": hand}, example="hand='7S 7H 7D 8S 9S KC'"):
            hand = self._deal(rng)
        self.hand = tuple(in_order(_cards_of("hand", hand, 3, 13)))
        self.arrangement = T.arrange(self.hand, self.rules)

    @staticmethod
    def _deal(rng):
        deck = _Deck(rng)
        # A card that could go in a set or in a run: the learner must choose.
        for _ in range(500):
            r = rng.randint(1, 13)
            s = rng.choice(list(Suit))
            others = [x for x in Suit if x != s]
            set_cards = [make_card(r, s)] + [make_card(r, x) for x in rng.sample(others, 2)]
            offsets = [o for o in ((-2, -1), (-1, 1), (1, 2)) if all(1 <= r + k <= 13 for k in o)]
            run_cards = [make_card(r + k, s) for k in rng.choice(offsets)]
            if rng.random() < 0.35:          # a longer run sometimes
                ext = max(int(c.rank) for c in run_cards + [set_cards[0]]) + 1
                if ext <= 13:
                    run_cards.append(make_card(ext, s))
            cards = set_cards + run_cards
            if deck.has(cards):
                deck.take(cards)
                break
        return cards + deck.draw(rng.choice((3, 4)))

    @property
    def expected(self):
        return self.arrangement

    def read(self, answer):
        return [tuple(m) for m in read_melds(answer)]

    def _problems(self, melds) -> list[str]:
        out = []
        left = list(self.hand)
        seen = set()
        for meld in melds:
            repeated = False
            for c in meld:
                if c in seen:
                    out.append(_m("h_twice_meld", card=c.pretty))
                    repeated = True
                elif c not in left:
                    out.append(_m("h_not_in_hand", cards=c.pretty))
                else:
                    left.remove(c)
                seen.add(c)
            if repeated and len(set(meld)) < len(meld):
                continue                        # a card twice in one meld: said above, not a meld to judge
            v = T.check_meld(meld, self.rules)
            if not v:
                out.append(v.text())
        return out

    def _left_points(self, melds) -> int:
        used = [c for m in melds for c in m]
        return sum(T.points(c, self.rules) for c in self.hand if c not in used)

    def judge(self, value):
        return not self._problems(value) and self._left_points(value) == self.arrangement.points

    def show_value(self, value):
        return " | ".join(_cards_text(m) for m in value) or "[]"

    def hint_steps(self):
        contested = core.contested(self.hand, self.rules.meld_rules)
        if not contested:
            closer = _m("s2_arrange_none")
        else:
            closer = _m("s2_arrange_one" if len(contested) == 1 else "s2_arrange_many", cards=_cards_text(contested))
        return [_m("s1_arrange"), closer]

    def hints(self, value, correct, attempt):
        problems = self._problems(value)
        if problems:
            return problems
        points = self._left_points(value)
        if correct:
            return [_m("h_least", points=points)]
        return [_m("h_leaves", points=points), _m("h_better")] + (self.hint_steps()[1:] if attempt >= 2 else [])

    def misconception(self, value):
        for meld in value:
            if len(set(meld)) == len(meld) and all(c in self.hand for c in meld):
                code = _meld_mistake(meld, self.rules)
                if code:
                    return _m(code)
        if self._problems(value):
            return None
        # Melding as many cards as possible: the fewest cards left, but not the fewest points.
        fewest = _arrange_with(list(self.hand), self.rules.meld_rules, _one_point).points
        left = len(self.hand) - len({c for m in value for c in m})
        if left == fewest and self._left_points(value) > self.arrangement.points:
            return _m("mis_most_cards")
        return None

    def answer_lines(self):
        return [_arrangement_text(self.arrangement), _m("h_least", points=self.arrangement.points)]

    def prompt(self):
        return _join(_m("p_arrange"), _house(self.rules, ["ace_high_in_runs"]))

    def body_html(self):
        return _hand_html(_m("hand"), self.hand)


class FightQuestion(_YesNo):
    """Q: may Player A call Fight? expected: :func:`tongits.check_fight` on the table shown.

    ``FightQuestion(table=[("A", "7S 8S 9S"), ("B", "KH KD KC")], events=[("B", "10S", 0)], hand="2C 5D")``:
    the melds exposed now (owner, cards), the lay-offs since A's last turn
    (who, which card, onto which meld of the table — the card is already in
    that meld) and A's hand.

    Raises:
        CardlabError: for an owner other than A, B, C, a meld that is not
            one, a lay-off by A, onto no meld, or of a card not in that
            meld, a card given twice.
    """

    key = "fight"
    title_code = "ex.tongits.t_fight"

    def __init__(self, number=1, rules=None, rng=None, *, table=None, events=None, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"table": table}, {"events": events, "hand": hand},
                    example="table=[('A', '7S 8S 9S')], events=[], hand='2C 5D'"):
            table, events, hand = self._deal(rng, self.rules)
        self.table, self.events, self.hand = self._chosen(table, events or (), hand or ())
        self.exposed_melds = sum(1 for owner, _ in self.table if owner == "A")
        self.sapawed_since_last_turn = any(self.table[i][0] == "A" for _, _, i in self.events)
        self.verdict = T.check_fight(self.exposed_melds, self.sapawed_since_last_turn, self.rules)

    def _chosen(self, table, events, hand):
        if isinstance(table, (str, bytes)) or not hasattr(table, "__iter__"):
            raise CardlabError(f"table={show(table)}: expected a list of (owner, meld) pairs, such as "
                               f"[('A', '7S 8S 9S'), ('B', 'KH KD KC')]")
        melds = []
        for i, item in enumerate(table):
            if not isinstance(item, (tuple, list)) or len(item) != 2 or item[0] not in _NAMES:
                raise CardlabError(f"table[{i}]={show(item)}: expected an (owner, meld) pair with owner A, B or C")
            cards = _cards_of(f"table[{i}]", item[1], 3, 13)
            verdict = T.check_meld(cards, self.rules)
            if not verdict:
                raise CardlabError(f"table[{i}]={show(item)} is not a meld ({verdict.text()}): expected a set or run")
            melds.append((item[0], tuple(verdict.meld.cards)))
        out_events = []
        for k, event in enumerate(events):
            if not isinstance(event, (tuple, list)) or len(event) != 3:
                raise CardlabError(f"events[{k}]={show(event)}: expected (player, card, meld index), such as "
                                   f"('B', '10S', 0)")
            by, card, i = event
            if by not in ("B", "C"):
                raise CardlabError(f"events[{k}]={show(event)}: expected a lay-off by an opponent, B or C")
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(melds):
                raise CardlabError(f"events[{k}]={show(event)}: the meld index {show(i)} is not on the table "
                                   f"(expected 0 to {len(melds) - 1})")
            card = _chosen_card(f"events[{k}] card", card)
            if card not in melds[i][1]:
                raise CardlabError(f"events[{k}]={show(event)}: {card} is not in table[{i}]: expected the meld as it "
                                   f"is now, with the card laid off in it")
            out_events.append((by, card, i))
        hand = tuple(in_order(_cards_of("hand", hand, 1, 13))) if hand else ()
        _all_different(type(self).__name__, *[m for _, m in melds], hand)
        return melds, out_events, hand

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        mine = rng.choice((0, 1, 1, 2))
        table = [("A", deck.meld(lengths=(3, 4))) for _ in range(mine)]
        table += [("B", deck.meld()) for _ in range(rng.choice((1, 2)))]
        table += [("C", deck.meld()) for _ in range(rng.choice((0, 1)))]
        events = []
        choices = ["none", "other"] + (["you", "you"] if mine else [])
        for _ in range(rng.choice((1, 1, 2))):
            what = rng.choice(choices)
            if what == "none":
                continue
            targets = [i for i, (o, _) in enumerate(table) if (o == "A") == (what == "you")]
            if not targets:
                continue
            i = rng.choice(targets)
            owner, cards = table[i]
            fits = [c for c in deck.cards if T.check_sapaw(c, cards, rules)]
            if not fits:
                continue
            card = deck.take([rng.choice(fits)])[0]
            by = rng.choice([p for p in ("B", "C") if p != owner] if owner != "A" else ["B", "C"])
            events.append((by, card, i))
            table[i] = (owner, list(T.check_sapaw(card, cards, rules).meld.cards))
        return table, events, deck.draw(rng.randint(3, 6))

    def hint_steps(self):
        return [_m("s1_fight"), _m("s2_fight")]

    def misconception(self, value):
        if value and not self.verdict:
            if self.exposed_melds == 0 and self.hand and T.arrange(self.hand, self.rules).melds:
                return _m("mis_fight_hand")
            if self.exposed_melds and self.sapawed_since_last_turn:
                return _m("mis_fight_sapawed")
        if not value and self.verdict and self.events:
            return _m("mis_fight_others")
        return None

    def prompt(self):
        return _m("p_fight")

    def _event_text(self, by, card, i) -> str:
        owner, cards = self.table[i]
        shown = _cards_text(c for c in cards if c != card)
        whose = _m("whose_you") if owner == "A" else _m("whose_player", player=owner)
        return _m("event_sapaw", player=by, card=card.pretty, whose=whose, meld=shown)

    def body_html(self):
        rows = []
        for p in ("A", "B", "C"):
            melds = [c for o, c in self.table if o == p]
            laid = {}
            for by, card, i in self.events:
                owner, cards = self.table[i]
                if owner == p:
                    laid.setdefault(melds.index(cards), []).append((card, by))
            parts = _meld_boxes(melds, laid) or [f'<i style="color:#777">{_m("no_melds")}</i>']
            if p == "A":
                parts.append(box(_m("your_hand"), self.hand, HAND_GREY))
            rows.append(row(_m("you") if p == "A" else _player(p), parts))
        events = [self._event_text(*e) for e in self.events] or [_m("event_none")]
        items = "".join(f"<li>{escape(e)}</li>" for e in events)
        return ("".join(rows) + f'<div style="font-size:15px;margin-top:6px"><b>{_m("since")}</b>'
                f'<ul style="margin:2px 0 0 20px;padding:0">{items}</ul></div>')


class DiscardQuestion(Question):
    """Q: which discard from ``hand`` leaves the least deadwood? expected: every card that does (engine).

    ``DiscardQuestion(hand="7S 8S 9S KD KH 2C 5D 10H")`` asks about a chosen hand (2 to 14 cards).

    Raises:
        CardlabError: for cards that cannot be read, a joker, a card given
            twice, fewer than 2 or more than 14 cards.
    """

    key = "discard"
    title_code = "ex.tongits.t_discard"
    form_code = "exercises.form_card"

    def __init__(self, number=1, rules=None, rng=None, *, hand=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"hand": hand}, example="hand='7S 8S 9S KD KH 2C 5D 10H'"):
            hand = self._deal(rng)
        self.hand = tuple(in_order(_cards_of("hand", hand, 2, 14)))
        left = {x: T.deadwood([y for y in self.hand if y != x], self.rules) for x in self.hand}
        self.least = min(left.values())
        self.left = left
        self.best = tuple(x for x in self.hand if left[x] == self.least)
        self.engine_choice = T.arrange(self.hand, self.rules).best_discard()

    @staticmethod
    def _deal(rng):
        deck = _Deck(rng)
        cards = deck.meld()
        # A near-meld (a pair, or two close cards of a suit) worth keeping.
        c = deck.draw(1)[0]
        near = [x for x in deck.cards
                if x.rank == c.rank or (x.suit == c.suit and 0 < abs(int(x.rank) - int(c.rank)) <= 2)]
        cards += [c] + deck.take([rng.choice(near)])
        return cards + deck.draw(3)

    @property
    def expected(self):
        return self.best

    def read(self, answer):
        return read_card(answer)

    def judge(self, value):
        return value in self.best

    def show_value(self, value):
        return value.pretty

    def _rest(self, card) -> str:
        rest = [y for y in self.hand if y != card]
        return _m("h_discard_rest", card=card.pretty, arrangement=_arrangement_text(T.arrange(rest, self.rules)))

    def hint_steps(self):
        return [_m("s1_discard"), _m("s2_discard")]

    def hints(self, value, correct, attempt):
        if value not in self.hand:
            return [_m("h_not_in_hand", cards=value.pretty)]
        if correct:
            return [self._rest(value)]
        return ([_m("h_discard_leaves", card=value.pretty, points=self.left[value]), _m("h_discard_less")]
                + (self.hint_steps()[1:] if attempt >= 2 else []))

    def misconception(self, value):
        if value not in self.hand or value in self.best:
            return None
        melded = {c for m in T.arrange(self.hand, self.rules).melds for c in m.cards}
        if value in melded:
            return _m("mis_discard_meld")
        face = {x: _mistaken_deadwood([y for y in self.hand if y != x], self.rules, "face") for x in self.hand}
        if face[value] == min(face.values()):
            return _m("mis_face", high=self.rules.high_card_points)
        return None

    def answer_lines(self):
        lines = [" / ".join(c.pretty for c in self.best), self._rest(self.best[0])]
        return lines + ([_m("h_discard_also")] if len(self.best) > 1 else [])

    def prompt(self):
        return _join(_m("p_discard"), _house(self.rules, ["ace_high_in_runs", "concealed_melds_count_as_deadwood"]))

    def body_html(self):
        return _hand_html(_m("your_hand"), self.hand)


def _order(rules: T.Rules) -> list[str]:
    return ["A", "B", "C"] if rules.turn_direction == "clockwise" else ["A", "C", "B"]


class _TableQuestion(Question):
    """A three-player ending: ``melds[p]`` exposed melds, ``hands[p]`` cards in hand (A, B, C)."""

    names = _NAMES
    laid_off = ()

    def form(self):
        return message(self.form_code, names=", ".join(self.names))

    def show_value(self, value):
        return _player(value)

    def read(self, answer):
        return read_player(answer, self.names)

    @property
    def order(self) -> list[str]:
        """Turn order from A (``turn_direction`` applied)."""
        return _order(self.rules)

    @property
    def exposed_counts(self) -> dict:
        return {p: len(self.melds[p]) for p in self.names}

    def deadwood_of(self, kind: str | None = None) -> dict:
        """Each player's deadwood (``kind``: counted with a known mistake, e.g. ``"face"``)."""
        if kind is None:
            return {p: T.deadwood(self.hands[p], self.rules) for p in self.names}
        return {p: _mistaken_deadwood(self.hands[p], self.rules, kind) for p in self.names}

    def body_html(self):
        rows = []
        for p in self.names:
            laid = {}
            for i, meld in enumerate(self.melds[p]):
                notes = [(c, by) for (c, by, owner, j) in self.laid_off if owner == p and j == i]
                if notes:
                    laid[i] = notes
            parts = _meld_boxes(self.melds[p], laid) or [f'<i style="color:#777">{_m("no_melds")}</i>']
            parts.append(box(_m("hand"), self.hands[p], HAND_GREY))
            rows.append(row(_player(p), parts))
        return "".join(rows)


_TABLE_EXAMPLE = "melds={'A': ['7S 8S 9S'], 'B': ['KH KD KC'], 'C': []}, hands={'A': '2C', 'B': 'QH 8C', 'C': '5D 9H'}"


class BurnQuestion(_TableQuestion):
    """Q: who is burned at this stock-out? expected: ``stock_out_result(...).burned``.

    ``BurnQuestion(melds={...}, hands={...}, last_drawer="B")`` asks about a
    chosen table; ``laid_off=[("KH", "C", "B", 0)]`` notes that Player C laid
    K♥ off on Player B's first meld (the card is already in it).

    Raises:
        CardlabError: for players other than A, B, C, a meld that is not one,
            a card given twice, a lay-off that does not match the table.
    """

    key = "burn"
    title_code = "ex.tongits.t_burn"
    form_code = "exercises.form_players"

    def __init__(self, number=1, rules=None, rng=None, *, melds=None, hands=None, last_drawer=None, laid_off=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"melds": melds, "hands": hands}, {"last_drawer": last_drawer,
                                                                       "laid_off": laid_off},
                    example=_TABLE_EXAMPLE):
            melds, hands, last_drawer, laid_off = self._deal(rng, self.rules)
        self.melds, self.hands = _chosen_table(type(self).__name__, melds, hands, self.rules)
        self.last_drawer = _chosen_player("last_drawer", "A" if last_drawer is None else last_drawer)
        self.laid_off = self._chosen_laid_off(laid_off or ())
        rules = self.rules
        self.concealed_fours = tuple(p for p in self.names if not self.melds[p]
                                     and T._has_concealed_four(self.hands[p]))
        self.outcome = T.stock_out_result(self.deadwood_of(), self.last_drawer, self.exposed_counts, rules,
                                          order=_order(rules), concealed_fours=self.concealed_fours)

    def _chosen_laid_off(self, laid_off) -> list:
        out = []
        for k, item in enumerate(laid_off):
            if not isinstance(item, (tuple, list)) or len(item) != 4:
                raise CardlabError(f"laid_off[{k}]={show(item)}: expected (card, by, owner, meld index), such as "
                                   f"('KH', 'C', 'B', 0)")
            card, by, owner, i = item
            card = _chosen_card(f"laid_off[{k}] card", card)
            if by not in self.names or owner not in self.names or by == owner:
                raise CardlabError(f"laid_off[{k}]={show(item)}: expected two different players A, B or C "
                                   f"(who laid off, whose meld)")
            melds = self.melds[owner]
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(melds) or card not in melds[i]:
                raise CardlabError(f"laid_off[{k}]={show(item)}: {card} is not in meld {show(i)} of Player {owner}: "
                                   f"expected the meld as it is now, with the card laid off in it")
            out.append((card, by, owner, i))
        return out

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        bare = set(rng.sample(_NAMES, rng.choice((0, 1, 1, 2))))
        melds = {p: [] if p in bare else [deck.meld(lengths=(3, 4)) for _ in range(rng.choice((1, 1, 2)))]
                 for p in _NAMES}
        hands = {}
        laid_off = []
        for p in _NAMES:
            if p in bare:
                hand = []
                if rng.random() < 0.35:                      # a concealed four of a kind (Tứ quý giấu trên tay)
                    hand = deck.meld(kinds=("set",), lengths=(4,))
                hand += deck.draw(rng.randint(4, 7))
            else:
                hand = deck.draw(rng.randint(2, 5))
            hands[p] = hand
        # The trap: a player without melds who laid off cards on someone else's meld.
        for p in sorted(bare):
            if rng.random() < 0.6:
                targets = [(q, i) for q in _NAMES if q not in bare for i in range(len(melds[q]))]
                rng.shuffle(targets)
                for q, i in targets:
                    fits = [c for c in deck.cards if T.check_sapaw(c, melds[q][i], rules)]
                    if fits:
                        card = deck.take([rng.choice(fits)])[0]
                        melds[q][i] = list(T.check_sapaw(card, melds[q][i], rules).meld.cards)
                        laid_off.append((card, p, q, i))
                        break
        return melds, hands, rng.choice(_NAMES), laid_off

    @property
    def expected(self):
        return frozenset(self.outcome.burned)

    def read(self, answer):
        return read_players(answer, self.names)

    def show_value(self, value):
        return ", ".join(sorted(value)) or message("exercises.nobody")

    def _reason_for(self, p) -> list[str]:
        if self.exposed_counts[p]:
            return [_m("h_not_burned", player=p, melds=_count(self.exposed_counts[p], "meld"))]
        out = [r.text() for r in self.outcome.reasons
               if r.code in ("tongits.burned", "tongits.secret_saves") and r["player"] == p]
        if any(by == p for _, by, _, _ in self.laid_off):
            out.append(_m("h_sapaw_no_meld"))
        return out

    def hint_steps(self):
        first = _m("s1_burn")
        if self.rules.burn_exempt_with_secret:
            first = core.sentence(first) + " " + _m("s1_burn_secret")
        return [first, _m("s2_burn")]

    def hints(self, value, correct, attempt):
        if correct:
            return [h for p in self.names for h in self._reason_for(p)]
        out = []
        if value - self.expected:
            out.append(_m("h_named_not_burned"))
        missing = self.expected - value
        if missing:
            out.append(_m("h_missed_burned"))
            if any(by in missing for _, by, _, _ in self.laid_off):
                out.append(_m("h_sapaw_no_meld"))
        return out + graduated(self, attempt)

    def misconception(self, value):
        if value == self.expected:
            return None
        points = self.deadwood_of()
        highest = max(points.values())
        if value == frozenset(p for p in self.names if points[p] == highest):
            return _m("mis_burn_highest")
        layers = {by for _, by, _, _ in self.laid_off} & self.expected
        if layers and value == self.expected - layers:
            return _m("mis_burn_layoff")
        secret = set(self.concealed_fours) & self.expected
        if secret and not self.rules.burn_exempt_with_secret and value == self.expected - secret:
            return _m("mis_burn_secret")
        return None

    def answer_lines(self):
        return [self.show_value(self.expected)] + [h for p in self.names for h in self._reason_for(p)]

    def prompt(self):
        return _m("p_burn", last=self.last_drawer, house=_house(self.rules, ["burn_exempt_with_secret"],
                                                                 always=("burn_exempt_with_secret",)))


class ShowdownQuestion(_TableQuestion):
    """Q: who wins this Fight? expected: ``fight_result(...)``; its ``.winner``.

    ``ShowdownQuestion(caller="A", melds={...}, hands={...}, responses={"B": "challenge", "C": "fold"})``
    asks about a chosen Fight (players with no meld give no response).

    Raises:
        CardlabError: for a caller or responses the engine refuses (a burned
            player answering, an answer other than challenge/fold…), and as
            the table (see :class:`BurnQuestion`).
    """

    key = "showdown"
    title_code = "ex.tongits.t_showdown"
    form_code = "exercises.form_player"

    def __init__(self, number=1, rules=None, rng=None, *, caller=None, melds=None, hands=None, responses=None):
        super().__init__(check_number(number), chosen_rules(rules, T.Rules, 'tongits'))
        if dealing(type(self), rng, {"caller": caller, "melds": melds, "hands": hands}, {"responses": responses},
                    example="caller='A', " + _TABLE_EXAMPLE + ", responses={'B': 'fold'}"):
            caller, melds, hands, responses = self._deal(rng, self.rules)
        self.caller = _chosen_player("caller", caller)
        self.melds, self.hands = _chosen_table(type(self).__name__, melds, hands, self.rules)
        if not isinstance(responses or {}, dict):
            raise CardlabError(f"responses={show(responses)}: expected a dict such as {{'B': 'challenge', 'C': 'fold'}}")
        self.responses = dict(responses or {})
        self.outcome = T.fight_result(self.caller, self.deadwood_of(), self.responses, self.exposed_counts,
                                      self.rules, order=_order(self.rules))

    @staticmethod
    def _deal(rng, rules):
        deck = _Deck(rng)
        caller = rng.choice(_NAMES)
        opponents = [p for p in _NAMES if p != caller]
        bare = {rng.choice(opponents)} if rng.random() < 0.3 else set()
        melds = {p: [] if p in bare else [tuple(deck.meld(lengths=(3, 4))) for _ in range(rng.choice((1, 1, 2)))]
                 for p in _NAMES}
        answering = [p for p in opponents if p not in bare]
        responses = {p: rng.choice(("challenge", "challenge", "fold")) for p in answering}
        if answering and rng.random() < 0.8 and "challenge" not in responses.values():
            responses[rng.choice(answering)] = "challenge"
        hands = {caller: tuple(in_order(deck.loose(rng.randint(1, 3), rules)))}
        challengers = [p for p in answering if responses[p] == "challenge"]
        tie_with = rng.choice(challengers) if challengers and rng.random() < 0.35 else None
        for p in _NAMES:
            if p == caller:
                continue
            hand = None
            if p == tie_with:
                hand = deck.with_points(T.deadwood(hands[caller], rules), rules)
            if hand is None:
                hand = deck.loose(rng.randint(4, 6) if p in bare else rng.randint(1, 4), rules)
            hands[p] = tuple(hand)
        return caller, melds, hands, responses

    @property
    def expected(self):
        return self.outcome.winner

    def _answers(self) -> str:
        parts = []
        for p in self.names:
            if p == self.caller:
                continue
            if p in self.responses:
                parts.append(_m(self.responses[p], player=_player(p)))
            else:
                parts.append(_m("no_answer", player=_player(p)))
        return "; ".join(parts)

    def _facts(self, final: bool) -> list[str]:
        """The engine's reasons: the facts of the Fight, and (``final``) who wins and why."""
        keep = {"tongits.burned", "tongits.fight_called", "tongits.folds", "tongits.challenges",
                "tongits.saved_cannot_answer", "tongits.secret_saves"}
        return [r.text() for r in self.outcome.reasons
                if r.code in keep or (final and not r.code.startswith("tongits.pays_"))]

    def hint_steps(self):
        return [_m("s1_showdown", tie=_m("tie_" + self.rules.fight_tie_winner)),
                _m("s2_showdown", caller=self.caller)]

    def hints(self, value, correct, attempt):
        if correct:
            return self._facts(final=True)
        return self.hint_steps()[:1] + (self._facts(final=False) if attempt >= 2 else [])

    def _winner_with(self, rules=None, deadwood=None):
        try:
            return T.fight_result(self.caller, deadwood or self.deadwood_of(), self.responses, self.exposed_counts,
                                  rules or self.rules, order=_order(self.rules)).winner
        except CardlabError:
            return None

    def misconception(self, value):
        if value == self.expected:
            return None
        points = self.deadwood_of()
        low = min(points.values())
        lowest = [p for p in self.names if points[p] == low]
        if lowest == [value]:
            return _m("mis_out_compared")
        other = "caller" if self.rules.fight_tie_winner == "challenger" else "challenger"
        if self._winner_with(rules=replace(self.rules, fight_tie_winner=other)) == value:
            return _m("mis_tie_other", tie=_m("tie_" + self.rules.fight_tie_winner))
        if self._winner_with(deadwood=self.deadwood_of("face")) == value:
            return _m("mis_face", high=self.rules.high_card_points)
        return None

    def answer_lines(self):
        return [str(self.outcome.winner)] + self._facts(final=True)

    def prompt(self):
        return _m("p_showdown", caller=self.caller, answers=self._answers(),
                  house=_house(self.rules, ["fight_tie_winner", "concealed_melds_count_as_deadwood",
                                            "turn_direction"], always=("fight_tie_winner",)))


class PaymentQuestion(ShowdownQuestion):
    """Q: how much does the Fight's winner collect? expected: ``outcome.payments[winner]``.

    Built like :class:`ShowdownQuestion`, on a dealt or a chosen Fight.
    """

    key = "payment"
    title_code = "ex.tongits.t_payment"
    form_code = "exercises.form_number"

    @property
    def expected(self):
        return self.outcome.payments[self.outcome.winner]

    def read(self, answer):
        return read_number(answer)

    def show_value(self, value):
        return str(value)

    def _stakes(self) -> str:
        r = self.rules
        return _m("stakes", fold=r.fold_penalty * r.base_stake, challenge=r.challenge_loss * r.base_stake,
                  burn=r.burn_penalty * r.base_stake)

    def _pays(self) -> list:
        """``(why, player, amount)`` for each loser, from the engine's reasons."""
        return [(r.code[len("tongits.pays_"):], r["player"], r["amount"]) for r in self.outcome.reasons
                if r.code.startswith("tongits.pays_")]

    def hint_steps(self):
        r = self.rules
        return [_m("s1_payment", base=r.base_stake, fold=r.fold_penalty, challenge=r.challenge_loss,
                   burn=r.burn_penalty),
                _m("s2_payment", winner=self.outcome.winner)]

    def hints(self, value, correct, attempt):
        if correct:
            return [r.text() for r in self.outcome.reasons if r.code.startswith("tongits.pays_")]
        out = graduated(self, attempt)
        if attempt >= 3:
            losers = ", ".join(_m("loser_" + why, player=p) for why, p, _ in self._pays())
            out.append(_m("h_who_loses", losers=losers))
        return out

    def misconception(self, value):
        if value == self.expected:
            return None
        pays = self._pays()
        r = self.rules
        if value == len(pays) * r.base_stake:
            return _m("mis_one_stake")
        if len(pays) > 1 and value in {amount for _, _, amount in pays}:
            return _m("mis_one_loser")
        as_loss = sum(r.challenge_loss * r.base_stake if why == "burn" else amount for why, _, amount in pays)
        if any(why == "burn" for why, _, _ in pays) and value == as_loss:
            return _m("mis_burn_as_loss", burn=r.burn_penalty)
        return None

    def answer_lines(self):
        return [str(self.expected)] + [r.text() for r in self.outcome.reasons if r.code.startswith("tongits.pays_")]

    def prompt(self):
        return _m("p_payment", caller=self.caller, answers=self._answers(), winner=self.outcome.winner,
                  stakes=self._stakes())


class StockOutQuestion(_TableQuestion):
    """Q: who wins this stock-out under a tie-break option? expected: ``stock_out_result(...).winner``.

    ``StockOutQuestion(melds={...}, hands={...}, last_drawer="C", tiebreak="fewer_cards")`` asks about a
    chosen table (``tiebreak``: a ``stock_out_tiebreak`` value; ``None`` keeps the rules').

    Raises:
        CardlabError: as the table (see :class:`BurnQuestion`).
        InvalidRulesError: for a tie-break that is not a ``stock_out_tiebreak`` value.
    """

    key = "stock_out"
    title_code = "ex.tongits.t_stock_out"
    form_code = "exercises.form_player"

    def __init__(self, number=1, rules=None, rng=None, *, melds=None, hands=None, last_drawer=None, tiebreak=None):
        rules = chosen_rules(rules, T.Rules, 'tongits')
        if dealing(type(self), rng, {"melds": melds, "hands": hands, "last_drawer": last_drawer},
                    {"tiebreak": tiebreak}, example=_TABLE_EXAMPLE + ", last_drawer='C'"):
            tiebreak = rng.choice(("last_drawer_loses", "last_drawer_wins", "fewer_cards"))
            melds, hands, last_drawer = self._deal(rng, replace(rules, stock_out_tiebreak=tiebreak))
        if tiebreak is not None:
            rules = replace(rules, stock_out_tiebreak=tiebreak)
        super().__init__(check_number(number), rules)
        self.melds, self.hands = _chosen_table(type(self).__name__, melds, hands, self.rules)
        self.last_drawer = _chosen_player("last_drawer", last_drawer)
        self.cards = {p: len(T.arrange(self.hands[p], self.rules).deadwood) for p in self.names}
        self.outcome = self._result(self.rules)

    def _result(self, rules, deadwood=None):
        return T.stock_out_result(deadwood or self.deadwood_of(), self.last_drawer, self.exposed_counts, rules,
                                  cards=self.cards, order=_order(rules))

    @staticmethod
    def _deal(rng, rules):
        tiebreak = rules.stock_out_tiebreak
        deck = _Deck(rng)
        bare = {rng.choice(_NAMES)} if rng.random() < 0.15 else set()
        melds = {p: [] if p in bare else [tuple(deck.meld(lengths=(3, 4))) for _ in range(rng.choice((1, 2)))]
                 for p in _NAMES}
        alive = [p for p in _NAMES if p not in bare]
        # The two lowest always tie, so the tie-break decides; with fewer_cards they hold different counts.
        tied = rng.sample(alive, 2)
        hands = {}
        for _ in range(100):
            first = deck.loose(2 if tiebreak == "fewer_cards" else rng.randint(1, 3), rules)
            target = T.deadwood(first, rules)
            sizes = (1, 3) if tiebreak == "fewer_cards" else (1, 2, 3)
            second = deck.with_points(target, rules, sizes)
            if second is not None:
                break
            deck.cards.extend(first)
        hands[tied[0]], hands[tied[1]] = first, second
        for p in _NAMES:
            if p in tied:
                continue
            for _ in range(200):
                hand = deck.loose(rng.randint(2, 5), rules)
                if p in bare or T.deadwood(hand, rules) > target:
                    break
                deck.cards.extend(hand)
            hands[p] = hand
        return melds, hands, rng.choice(_NAMES)

    @property
    def expected(self):
        return self.outcome.winner

    def hint_steps(self):
        rule = _m("tb_" + self.rules.stock_out_tiebreak)
        if self.rules.stock_out_tiebreak == "fewer_cards":
            closer = _m("s2_stock_out_cards")
        else:
            closer = _m("s2_stock_out", last=self.last_drawer, order=" → ".join(_order(self.rules)))
        return [_m("s1_stock_out", rule=rule), closer]

    def hints(self, value, correct, attempt):
        if correct:
            return [r.text() for r in self.outcome.reasons
                    if r.code.startswith("tongits.tie_") or r.code in ("tongits.lowest_wins", "tongits.burned")]
        out = self.hint_steps()[:1]
        if attempt >= 2:
            out += [r.text() for r in self.outcome.reasons if r.code in ("tongits.counts", "tongits.burned")]
            out += self.hint_steps()[1:]
        return out

    def misconception(self, value):
        if value == self.expected:
            return None
        points = self.deadwood_of()
        low = min(points.values())
        if [p for p in self.names if points[p] == low] == [value]:
            return _m("mis_out_compared")
        for other in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
            if other != self.rules.stock_out_tiebreak and self._result(
                    replace(self.rules, stock_out_tiebreak=other)).winner == value:
                return _m("mis_tiebreak_other", other=other, rule=self.rules.stock_out_tiebreak)
        try:
            face = self._result(self.rules, self.deadwood_of("face")).winner
        except CardlabError:
            face = None
        if face == value:
            return _m("mis_face", high=self.rules.high_card_points)
        return None

    def answer_lines(self):
        return [str(self.outcome.winner)] + [r.text() for r in self.outcome.reasons
                                             if not r.code.startswith("tongits.pays_")]

    def prompt(self):
        return _m("p_stock_out", last=self.last_drawer, order=" → ".join(_order(self.rules)),
                  tiebreak=_m("tb_" + self.rules.stock_out_tiebreak))


#: The questions of a Tongits set, easiest first.
QUESTIONS = (MeldQuestion, DeadwoodQuestion, SapawQuestion, ChowQuestion, ArrangementQuestion, FightQuestion,
             DiscardQuestion, BurnQuestion, ShowdownQuestion, PaymentQuestion, StockOutQuestion)

#: Question kinds by key, for ``tongits_set(questions=[...])``.
KINDS = {cls.key: cls for cls in QUESTIONS}


@core.known_arguments
def tongits_set(seed: int = 0, rules=None, questions=None, *, name: str = "Tongits", var: str = "ex",
                hints: bool = True, solutions: bool = True) -> ExerciseSet:
    """Deal a Tongits exercise set from ``seed``, a deal number (each gives other hands).

    ``rules``: a :class:`cardlab.tongits.Rules` with the house rules to
    practise (``None``: the standard game). ``questions``: which questions,
    in order — question kinds by key (``"meld"``, ``"deadwood"``, … see
    :data:`KINDS`) or class, dealt from the seed, and questions a teacher
    built on chosen cards (``DeadwoodQuestion(hand="AS 2S 3S 7H KD")``);
    ``None`` is the whole set of :data:`QUESTIONS`. ``var`` is the notebook
    variable that holds the set, named in hints. ``hints`` / ``solutions``
    False switch ``hint()`` / ``solution()`` off for a graded assignment. The stock-out question
    picks its own ``stock_out_tiebreak`` from the seed and says which.

    Raises:
        CardlabError: for a seed that is not a whole number, or an unknown
            question kind.
        InvalidRulesError: for ``rules`` that are not Tongits rules.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise CardlabError(f"seed={show(seed)}: expected a whole number, such as 7")
    if rules is None:
        rules = T.Rules()
    if not isinstance(rules, T.Rules):
        raise InvalidRulesError(f"rules={show(rules)} is not allowed: expected tongits.Rules(...) or None")
    if questions is None:
        chosen = [deal_question(i, seed, rules) for i in range(1, len(QUESTIONS) + 1)]
    else:
        if isinstance(questions, (str, bytes)) or not hasattr(questions, "__iter__"):
            raise CardlabError(f"questions={show(questions)}: expected a list of question kinds, such as "
                               f"['meld', 'deadwood']")
        chosen = []
        for number, kind in enumerate(questions, start=1):
            chosen.append(_one_question(number, kind, seed, rules))
    return ExerciseSet(name, seed, chosen, rules, var=var, hints=hints, solutions=solutions)


def _one_question(number: int, kind, seed: int, rules) -> Question:
    """Question ``number`` of a chosen set: a kind dealt from the seed, or a question already built."""
    if isinstance(kind, Question):
        kind.number = number
        kind.chosen = True
        return kind
    cls = KINDS.get(kind) if isinstance(kind, str) else kind if kind in QUESTIONS else None
    if cls is None:
        raise CardlabError(f"question kind {show(kind)} is unknown: expected one of {', '.join(KINDS)}, "
                           f"or a question built on chosen cards such as DeadwoodQuestion(hand='AS 2S 3S 7H KD')")
    return cls(number, rules, random.Random(f"cardlab-tongits-{seed}-{cls.key}-{number}"))


def deal_question(number: int, seed: int = 0, rules=None) -> Question:
    """Question ``number`` of the set dealt from ``seed`` (the same as ``tongits_set(seed)[number]``).

    Each question has its own generator, seeded from the set's seed and its
    number, so one question can be dealt without the others.

    Raises:
        CardlabError: for a number outside 1..len(QUESTIONS).
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(QUESTIONS):
        raise CardlabError(f"question {number!r} does not exist: expected 1 to {len(QUESTIONS)}")
    return QUESTIONS[number - 1](number, rules if rules is not None else T.Rules(),
                                 random.Random(f"cardlab-tongits-{seed}-{number}"))
