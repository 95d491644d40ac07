"""Indian Rummy messages in English and Vietnamese (the Indian Rummy guide's own game words), registered on import."""
from __future__ import annotations

from ..explain import register_messages


_MESSAGES = {
    # groups, shows and penalties
    "indian_rummy.pure_sequence": {
        "en": "{cards} is a pure sequence: consecutive cards of one suit with no joker standing in",
        "vi": "{cards} là dãy thuần: các lá liên tiếp cùng chất, không có joker thay thế"},
    "indian_rummy.wild_in_own_place": {
        "en": "{card} is a wild joker this deal but stands in its own place in {cards}, so the sequence stays pure",
        "vi": "{card} là joker chỉ định của ván nhưng nằm đúng vị trí tự nhiên của nó trong {cards}, nên dãy vẫn thuần"},
    "indian_rummy.impure_sequence": {
        "en": "{cards} is an impure sequence: consecutive cards of one suit with a joker standing in",
        "vi": "{cards} là dãy có joker: các lá liên tiếp cùng chất, có joker thay cho lá còn thiếu"},
    "indian_rummy.set": {
        "en": "{cards} is a set: {rank}s in different suits",
        "vi": "{cards} là bộ cùng số: các lá {rank} khác chất"},
    "indian_rummy.stands_in": {
        "en": "{joker} stands in for {missing}",
        "vi": "{joker} thay cho {missing}"},
    "indian_rummy.also_a_set": {
        "en": "{cards} could also count as a set, but as a sequence it helps the show more",
        "vi": "{cards} cũng có thể tính là bộ cùng số, nhưng tính là dãy thì có lợi hơn khi khai bài"},
    "indian_rummy.also_a_sequence": {
        "en": "{cards} could also count as an impure sequence, if the show needs one more sequence",
        "vi": "{cards} cũng có thể tính là dãy có joker, nếu khi khai bài còn thiếu một dãy"},
    "indian_rummy.not_grouped": {
        "en": "{cards} in no group: every card of the hand must be shown in a group",
        "vi": "{cards} không nằm trong nhóm nào: mọi lá trên tay phải nằm trong một nhóm"},
    "indian_rummy.used_twice": {
        "en": "{card} is used {n} times but the hand holds it {held:time|times}: a card belongs to one group only",
        "vi": "{card} được dùng {n} lần nhưng trên tay chỉ có {held} lá: mỗi lá chỉ được nằm trong một nhóm"},
    "indian_rummy.not_in_hand": {
        "en": "{card} is not in the hand",
        "vi": "{card} không có trên tay"},
    "indian_rummy.wrong_count": {
        "en": "The show holds {n} cards, but a show is exactly {need} cards",
        "vi": "Phần khai có {n} lá, nhưng khai bài phải đủ đúng {need} lá"},
    "indian_rummy.invalid_group": {
        "en": "{cards} is not a valid group",
        "vi": "{cards} không phải là nhóm hợp lệ"},
    "indian_rummy.no_sequence": {
        "en": "No sequence at all: a show needs at least two sequences",
        "vi": "Không có dãy nào: khai bài cần ít nhất hai dãy"},
    "indian_rummy.too_few_sequences": {
        "en": "Only {n:sequence|sequences}: a show needs at least two sequences",
        "vi": "Chỉ có {n} dãy: khai bài cần ít nhất hai dãy"},
    "indian_rummy.no_pure_sequence": {
        "en": "{n:sequence|sequences} but none is pure: a show needs at least one pure sequence, with no joker standing in",
        "vi": "Có {n} dãy nhưng không dãy nào thuần: khai bài cần ít nhất một dãy thuần, không có joker thay thế"},
    "indian_rummy.uses_joker": {
        "en": "{cards} is not pure: {jokers} stands in for {missing}",
        "vi": "{cards} không thuần: {jokers} thay cho {missing}"},
    "indian_rummy.no_sequence_at_all": {
        "en": "Without a sequence there is no pure sequence either",
        "vi": "Không có dãy thì cũng không có dãy thuần"},
    "indian_rummy.valid_show": {
        "en": "A valid show: all {n} cards in groups, {sequences} sequences, {pure} of them pure",
        "vi": "Khai hợp lệ: đủ {n} lá trong các nhóm, có {sequences} dãy, trong đó {pure} dãy thuần"},
    "indian_rummy.wrong_show": {
        "en": "A wrong show",
        "vi": "Khai sai"},
    "indian_rummy.counts_loose": {
        "en": "With a pure sequence only the loose cards count: {loose} points, penalty {points}",
        "vi": "Có dãy thuần nên chỉ tính các lá lẻ ngoài nhóm: {loose} điểm, bị phạt {points} điểm"},
    "indian_rummy.capped": {
        "en": "The penalty is capped at {cap}",
        "vi": "Điểm phạt không vượt quá mức tối đa {cap}"},
    "indian_rummy.fixed_max": {
        "en": "No pure sequence: the penalty is the maximum, {points} (the cards add up to {total})",
        "vi": "Không có dãy thuần: bị phạt mức tối đa {points} điểm (bài cộng lại được {total} điểm)"},
    "indian_rummy.all_count_no_pure": {
        "en": "No pure sequence, so every card counts: {total} points, penalty {points}",
        "vi": "Không có dãy thuần nên toàn bộ bài bị tính điểm: {total} điểm, bị phạt {points} điểm"},
    "indian_rummy.all_count_two_sequences": {
        "en": "Not two sequences with a pure one among them, so every card counts: {total} points, penalty {points}",
        "vi": "Không đủ hai dãy trong đó có một dãy thuần nên toàn bộ bài bị tính điểm: {total} điểm, bị phạt {points} điểm"},
    "indian_rummy.pays": {
        "en": "Player {player} pays {points} to Player {winner}",
        "vi": "Người chơi {player} trả {points} điểm cho người chơi {winner}"},
    # the game
    "indian_rummy.game_over": {"en": "The deal is over: no more moves",
                               "vi": "Ván đã kết thúc: không còn nước đi nào"},
    "indian_rummy.not_an_action": {
        "en": "{action} is not an action: pick one of state.legal_actions()",
        "vi": "{action} không phải là một nước đi: hãy chọn một nước trong state.legal_actions()"},
    "indian_rummy.unknown_action": {"en": "{kind} is not a move of Indian Rummy: expected one of {kinds}",
                                    "vi": "{kind} không phải nước đi của Indian Rummy: chỉ có {kinds}"},
    "indian_rummy.not_your_turn": {"en": "It is Player {current}'s turn, not Player {player}'s",
                                   "vi": "Đang là lượt của người chơi {current}, không phải người chơi {player}"},
    "indian_rummy.draw_first": {
        "en": "Draw first, from the stock or the discard pile: you hold {n} cards and discard only after drawing",
        "vi": "Hãy bốc bài trước, từ nọc hoặc bài bỏ: bạn đang có {n} lá và chỉ đánh bài sau khi bốc"},
    "indian_rummy.empty_pile": {"en": "The discard pile is empty: draw from the stock",
                                "vi": "Bài bỏ đang trống: hãy bốc từ nọc"},
    "indian_rummy.not_top_discard": {
        "en": "Only the top card of the discard pile, {top}, may be taken (not {cards})",
        "vi": "Chỉ được lấy lá trên cùng của bài bỏ là {top} (không phải {cards})"},
    "indian_rummy.bad_draw": {"en": "Draw from 'stock' or 'discard_pile', not {target}",
                              "vi": "Hãy bốc từ 'stock' (nọc) hoặc 'discard_pile' (bài bỏ), không phải {target}"},
    "indian_rummy.bad_drop": {"en": "A drop names no card and no target",
                              "vi": "Bỏ cuộc không kèm lá bài hay mục tiêu nào"},
    "indian_rummy.drop_before_draw": {
        "en": "You may drop only at the start of your turn, before drawing",
        "vi": "Chỉ được bỏ cuộc ở đầu lượt, trước khi bốc bài"},
    "indian_rummy.already_drew": {
        "en": "You have already drawn this turn: discard a card or show",
        "vi": "Bạn đã bốc bài ở lượt này: hãy đánh một lá hoặc khai bài"},
    "indian_rummy.one_card": {"en": "Name exactly one card, not {n}",
                              "vi": "Hãy chọn đúng một lá, không phải {n} lá"},
    "indian_rummy.bad_target": {"en": "This move takes no target, not {target}",
                                "vi": "Nước đi này không có mục tiêu, không phải {target}"},
    # rules the apps add, and a show with the player's own grouping
    "indian_rummy.joker_stays_in_pile": {
        "en": "{card} is a joker a player discarded: at this table a discarded joker cannot be taken from the "
              "discard pile, so draw from the stock",
        "vi": "{card} là joker do người chơi đánh ra: ở bàn này joker đã đánh không được lấy lại từ bài bỏ, "
              "hãy bốc từ nọc"},
    "indian_rummy.taken_not_discarded": {
        "en": "{card} was just taken from the discard pile: at this table the card taken cannot be discarded "
              "in the same turn",
        "vi": "{card} vừa được lấy từ bài bỏ: ở bàn này không được đánh lại lá vừa lấy ngay trong lượt đó"},
    "indian_rummy.taken_not_face_down": {
        "en": "{card} was just taken from the discard pile: at this table the card taken cannot be put face "
              "down to show in the same turn",
        "vi": "{card} vừa được lấy từ bài bỏ: ở bàn này không được úp lá vừa lấy để khai bài ngay trong lượt đó"},
    "indian_rummy.no_drop_two_player_deals": {
        "en": "No drop at a two-player Deals table: every deal is played out",
        "vi": "Bàn Deals hai người không được bỏ cuộc: mỗi ván phải chơi đến hết"},
    "indian_rummy.grouping_unreadable": {
        "en": "{groups} cannot be read as the groups of a show: expected groups such as '3H 4H 5H | QH QD QC'",
        "vi": "Không đọc được {groups} thành các nhóm khai bài: cần các nhóm như '3H 4H 5H | QH QD QC'"},
    "indian_rummy.grouping_not_kept": {
        "en": "The groups show {card}, which is not among the cards kept with {down} face down (or not that "
              "many times): a show groups exactly the cards kept",
        "vi": "Các nhóm có lá {card}, nhưng lá này không nằm trong số lá còn lại sau khi úp {down} (hoặc không "
              "đủ số lần đó): khai bài chỉ xếp nhóm đúng các lá còn lại"},
    "indian_rummy.could_have_shown": {
        "en": "Grouped otherwise these cards make a valid show: {groups}; a show is judged as the player groups it",
        "vi": "Nếu xếp nhóm khác, các lá này khai hợp lệ được: {groups}; lần khai được chấm theo đúng cách "
              "người chơi xếp nhóm"},
    "indian_rummy.deal_show": {"en": "Player {player} shows validly and wins the deal",
                               "vi": "Người chơi {player} khai hợp lệ và thắng ván"},
    "indian_rummy.last_player": {"en": "Everyone else is out of the deal: Player {player} wins it",
                                 "vi": "Những người khác đều đã rời ván: người chơi {player} thắng"},
    "indian_rummy.stock_out": {
        "en": "The stock ran out and may not be reshuffled again: the deal ends with no winner",
        "vi": "Nọc đã hết và không được xáo lại nữa: ván kết thúc, không ai thắng"},
    "indian_rummy.first_drop": {"en": "Player {player} dropped before their first draw (first drop): {points} points",
                                "vi": "Người chơi {player} bỏ cuộc trước lần bốc đầu tiên (bỏ cuộc ở lượt đầu): {points} điểm"},
    "indian_rummy.middle_drop": {"en": "Player {player} dropped after drawing (middle drop): {points} points",
                                 "vi": "Người chơi {player} bỏ cuộc giữa ván, sau khi đã bốc bài: {points} điểm"},
    "indian_rummy.showed_wrongly": {"en": "Player {player} showed wrongly: {points} points",
                                    "vi": "Người chơi {player} khai sai: {points} điểm"},
    "indian_rummy.loser_counts": {"en": "Player {player} counts {points} penalty points",
                                  "vi": "Người chơi {player} bị phạt {points} điểm"},
    "indian_rummy.shared": {"en": "With no winner, those points are shared by {players}",
                            "vi": "Không có người thắng nên số điểm đó được chia cho {players}"},
    "indian_rummy.deals_winner": {"en": "After {deals} deals Player {player} has the most chips, {chips}",
                                  "vi": "Sau {deals} ván, người chơi {player} có nhiều chip nhất: {chips}"},
    "indian_rummy.tie_lower_seat": {"en": "{players} still tie after the extra deals: the lower seat wins",
                                    "vi": "{players} vẫn hòa sau các ván phụ: người ngồi ghế số nhỏ hơn thắng"},
    "indian_rummy.deal_won": {"en": "Deal {deal}: Player {player} wins and collects {chips} chips",
                              "vi": "Ván {deal}: người chơi {player} thắng và thu {chips} chip"},
    "indian_rummy.deals_tie": {"en": "{players} tie with {chips} chips: an extra deal decides",
                               "vi": "{players} hòa nhau với {chips} chip: chơi thêm một ván để phân thắng thua"},
    "indian_rummy.deals_to_go": {"en": "{n:deal|deals} still to play", "vi": "còn {n} ván nữa"},
    "indian_rummy.pool_goes_on": {"en": "{players} still in, under {limit} points: the pool goes on",
                                  "vi": "{players} vẫn còn trong cuộc, dưới {limit} điểm: pool chơi tiếp"},
    "indian_rummy.eliminated": {"en": "Player {player} reaches {score} points (limit {limit}) and is eliminated",
                                "vi": "Người chơi {player} đạt {score} điểm (giới hạn {limit}) và bị loại"},
    "indian_rummy.pool_winner": {"en": "Player {player} is the last one under {limit} points and wins the pool",
                                 "vi": "Người chơi {player} là người cuối cùng dưới {limit} điểm và thắng cả pool"},
}

register_messages(_MESSAGES)

# Moves in words (Action.label): the log and the table's buttons.
register_messages({
    "action.indian_rummy.draw_stock": {"en": "draw from the stock", "vi": "bốc từ nọc"},
    "action.indian_rummy.take_pile": {"en": "take {card} from the discard pile", "vi": "lấy {card} từ bài bỏ"},
    "action.indian_rummy.first_drop": {"en": "drop (first drop, {points:point|points})",
                                       "vi": "bỏ cuộc ở lượt đầu ({points} điểm phạt)"},
    "action.indian_rummy.middle_drop": {"en": "drop (middle drop, {points:point|points})",
                                        "vi": "bỏ cuộc giữa ván ({points} điểm phạt)"},
    "action.indian_rummy.show": {"en": "show, putting {card} face down", "vi": "khai bài, úp lá {card}"},
    "action.indian_rummy.show_grouped": {"en": "show, putting {card} face down: {groups}",
                                         "vi": "khai bài, úp lá {card}: {groups}"},
})

# Why cards are no group, in Indian Rummy's own words (melds.in_game_words reads the generic meld.*
# reasons through these): a group is a *nhóm*, a sequence a *dãy*, a set a *bộ cùng số*; never "phỏm".
register_messages({
    "indian_rummy.meld.is_set": {"en": "{cards} is a set: cards of one rank",
                                 "vi": "{cards} là bộ cùng số: các lá cùng giá trị"},
    "indian_rummy.meld.is_run": {"en": "{cards} is a sequence: consecutive cards of one suit",
                                 "vi": "{cards} là dãy: các lá liên tiếp cùng chất"},
    "indian_rummy.meld.substitutes": {"en": "{n:joker stands|jokers stand} in for missing cards",
                                      "vi": "{n} joker thay cho lá còn thiếu"},
    "indian_rummy.meld.too_few": {
        "en": "{cards} is not a group: it has {n:card|cards} and a group needs at least {need}",
        "vi": "{cards} không phải là nhóm: chỉ có {n} lá, một nhóm cần ít nhất {need} lá"},
    "indian_rummy.meld.joker_not_wild": {"en": "{cards} is not a group: a printed joker is not wild here",
                                         "vi": "{cards} không phải là nhóm: ở đây joker in hình không được dùng thay thế"},
    "indian_rummy.meld.only_wild": {"en": "{cards} is not a group: it is made only of jokers",
                                    "vi": "{cards} không phải là nhóm: chỉ toàn joker"},
    "indian_rummy.meld.set_too_big": {"en": "{cards} is not a set: a set has at most {max} cards",
                                      "vi": "{cards} không phải là bộ cùng số: một bộ có nhiều nhất {max} lá"},
    "indian_rummy.meld.no_wild_in_set": {
        "en": "{cards} is not a set: jokers may not complete a set under these rules",
        "vi": "{cards} không phải là bộ cùng số: theo luật này joker không được ghép vào bộ"},
    "indian_rummy.meld.set_suit_repeats": {
        "en": "{cards} is not a set: the suits must all differ, but {repeated} share a suit",
        "vi": "{cards} không phải là bộ cùng số: các chất phải khác nhau, nhưng {repeated} trùng chất"},
    "indian_rummy.meld.not_a_meld": {"en": "{cards} is not a group", "vi": "{cards} không phải là nhóm"},
    "indian_rummy.meld.run_suits_differ": {"en": "{cards} is not a sequence: the suits differ",
                                           "vi": "{cards} không phải là dãy: các lá khác chất"},
    "indian_rummy.meld.mixed": {
        "en": "{cards} is not a group: the cards share neither a rank nor a suit",
        "vi": "{cards} không phải là nhóm: các lá không cùng giá trị cũng không cùng chất"},
    "indian_rummy.meld.run_repeats_rank": {"en": "{cards} is not a sequence: the rank {rank} appears twice",
                                           "vi": "{cards} không phải là dãy: lá {rank} xuất hiện hai lần"},
    "indian_rummy.meld.run_wraps": {
        "en": "{cards} is not a sequence: a sequence may not wrap around from King to Ace to 2",
        "vi": "{cards} không phải là dãy: dãy không được vòng từ K qua A sang 2"},
    "indian_rummy.meld.run_ace_high": {
        "en": "{cards} is not a sequence: the Ace is low here, so Q-K-A does not count",
        "vi": "{cards} không phải là dãy: ở đây A là lá nhỏ nhất nên Q-K-A không tính"},
    "indian_rummy.meld.run_ace_low": {
        "en": "{cards} is not a sequence: the Ace is high here, so A-2-3 does not count",
        "vi": "{cards} không phải là dãy: ở đây A là lá lớn nhất nên A-2-3 không tính"},
    "indian_rummy.meld.run_gap": {"en": "{cards} is not a sequence: the ranks are not consecutive",
                                  "vi": "{cards} không phải là dãy: các lá không liên tiếp"},
    "indian_rummy.meld.run_gap_too_wide": {
        "en": "{cards} is not a sequence: the gaps are more than {n:joker|jokers} can fill",
        "vi": "{cards} không phải là dãy: khoảng trống nhiều hơn {n} joker có thể lấp"},
})
