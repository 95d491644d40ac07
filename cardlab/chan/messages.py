"""Chắn messages in English and Vietnamese, registered on import."""
from __future__ import annotations

from ..explain import register_messages


register_messages({
    "chan.win": {"en": "{chan} Chắn and {ca} Cạ make ten pairs: a win (ù).",
                 "vi": "{chan} Chắn và {ca} Cạ đủ mười cặp: ù."},
    "chan.win_needs_twenty": {"en": "{count} cards: a win (ù) needs all 20 cards in ten pairs.",
                              "vi": "{count} lá: muốn ù phải đủ 20 lá thành mười cặp."},
    "chan.unpaired": {"en": "{cards} cannot be paired: every card must be in a Chắn or a Cạ.",
                      "vi": "{cards} không thành cặp: mọi lá phải nằm trong một Chắn hoặc một Cạ."},
    "chan.too_few_chan": {"en": "Only {chan} Chắn: a win needs at least {minimum}.",
                          "vi": "Chỉ có {chan} Chắn: muốn ù cần ít nhất {minimum} Chắn."},
    "chan.chi_chi_exact": {
        "en": "Chi chi is the winning card, so the hand needs exactly 6 Chắn and 4 Cạ; it has {chan} Chắn and {ca} Cạ.",
        "vi": "Chi chi là lá ù nên bài phải có đúng 6 Chắn và 4 Cạ; bài này có {chan} Chắn và {ca} Cạ."},
    "chan.no_win_on_discard": {
        "en": "{card} is an ordinary discard: nobody wins (ù) on it, only on a card turned up from the stock or by Chíu.",
        "vi": "{card} là lá đánh ra thường: không ai được ù lá đó, chỉ ù lá lật từ nọc hoặc bằng Chíu."},
    "chan.chiu_needs_four": {
        "en": "A win by Chíu completes three identical cards to four, but the hand has {count} {card}.",
        "vi": "Ù bằng Chíu là bộ ba thành bốn lá giống nhau, nhưng bài chỉ có {count} lá {card}."},
    # cước
    "chan.bonus.u_chi": {"en": "Ù chì (won on the stock card turned up at your own gate): main {main}, dịch {dich}.",
                         "vi": "Ù chì (ù lá nọc lật ở cửa mình): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thien_u": {"en": "Thiên ù (the dealer's first 20 cards win): main {main}, dịch {dich}.",
                           "vi": "Thiên ù (20 lá đầu của nhà cái đã ù): điểm chính {main}, dịch {dich}."},
    "chan.bonus.dia_u": {"en": "Địa ù (won on the first card turned up from the stock): main {main}, dịch {dich}.",
                         "vi": "Địa ù (ù ngay lá nọc đầu tiên được lật): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thong": {"en": "Thông (the winner also won the previous deal): main {main}, dịch {dich}.",
                         "vi": "Thông (người ù cũng ù ván trước): điểm chính {main}, dịch {dich}."},
    "chan.bonus.tom": {"en": "Tôm (Tam vạn, Tam sách and Thất văn): main {main}, dịch {dich}.",
                       "vi": "Tôm (Tam vạn, Tam sách và Thất văn): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bach_thu": {
        "en": "Bạch thủ (exactly 6 Chắn and no Cạ in the winning card's rank): main {main}, dịch {dich}.",
        "vi": "Bạch thủ (đúng 6 Chắn và không có Cạ ở hàng của lá ù): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bach_thu_chi": {"en": "Bạch thủ chi (Bạch thủ won on Chi chi): main {main}, dịch {dich}.",
                                "vi": "Bạch thủ chi (Bạch thủ ù bằng Chi chi): điểm chính {main}, dịch {dich}."},
    "chan.bonus.leo": {"en": "Lèo (Cửu vạn, Bát sách and Chi chi): main {main}, dịch {dich}.",
                       "vi": "Lèo (Cửu vạn, Bát sách và Chi chi): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thien_khai": {"en": "Thiên khai (four identical cards dealt): main {main}, dịch {dich}.",
                              "vi": "Thiên khai (được chia bốn lá giống nhau): điểm chính {main}, dịch {dich}."},
    "chan.bonus.chiu_u": {"en": "Chíu ù (won by completing a triple to four): main {main}, dịch {dich}.",
                          "vi": "Chíu ù (ù bằng lá thứ tư của bộ ba): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bon": {"en": "Bòn (a pair completed to four identical cards): main {main}, dịch {dich}.",
                       "vi": "Bòn (một đôi thành bốn lá giống nhau): điểm chính {main}, dịch {dich}."},
    "chan.bonus.bach_dinh": {"en": "Bạch định (no red card): main {main}, dịch {dich}.",
                             "vi": "Bạch định (không có lá đỏ nào): điểm chính {main}, dịch {dich}."},
    "chan.bonus.tam_do": {"en": "Tám đỏ (exactly eight red cards): main {main}, dịch {dich}.",
                          "vi": "Tám đỏ (đúng tám lá đỏ): điểm chính {main}, dịch {dich}."},
    "chan.bonus.kinh_tu_chi": {"en": "Kính tứ chi (four Chi chi, every other card black): main {main}, dịch {dich}.",
                               "vi": "Kính tứ chi (bốn Chi chi, mọi lá khác đều đen): điểm chính {main}, dịch {dich}."},
    "chan.bonus.thap_thanh": {"en": "Thập thành (all ten pairs are Chắn): main {main}, dịch {dich}.",
                              "vi": "Thập thành (cả mười cặp đều là Chắn): điểm chính {main}, dịch {dich}."},
    "chan.score.xuong": {"en": "No bonus: a plain win, Ù xuông, scores {points}.",
                         "vi": "Không có cước nào: Ù xuông được {points} điểm."},
    "chan.score.main": {"en": "The highest main value plus the dịch of every other bonus: {arithmetic}.",
                        "vi": "Lấy điểm chính cao nhất cộng dịch của các cước còn lại: {arithmetic}."},
    "chan.score.sum": {"en": "With Thập thành the main values of all bonuses are added: {arithmetic}.",
                       "vi": "Có Thập thành thì cộng điểm chính của mọi cước: {arithmetic}."},
    # the game
    "chan.not_an_action": {"en": "{action} is not an action: pick one of state.legal_actions().",
                           "vi": "{action} không phải một nước đi: hãy chọn trong state.legal_actions()."},
    "chan.game_over": {"en": "The deal is over: no more moves.", "vi": "Ván đã kết thúc: không còn nước đi nào."},
    "chan.unknown_action": {"en": "'{kind}' is not a Chắn move: expected one of {kinds}.",
                            "vi": "'{kind}' không phải nước đi trong Chắn: phải là một trong {kinds}."},
    "chan.player_missing": {"en": "Say who makes the move: this action needs player={current}.",
                            "vi": "Hãy cho biết ai đi: nước này cần player={current}."},
    "chan.not_your_turn": {"en": "It is {current}'s decision now, not {player}'s.",
                           "vi": "Bây giờ đến lượt {current} quyết định, không phải {player}."},
    "chan.phase.opening": {"en": "{action} is not possible now: the dealer first declares Thiên ù or discards.",
                           "vi": "Chưa thể {action}: nhà cái phải báo Thiên ù hoặc đánh lá đầu tiên."},
    "chan.phase.claim": {"en": "{action} is not possible now: the card just exposed may be claimed (ù or Chíu) "
                               "or let go.",
                         "vi": "Chưa thể {action}: lá vừa lộ chỉ có thể ù, Chíu hoặc bỏ qua."},
    "chan.phase.respond": {"en": "{action} is not possible now: capture the previous card (Chắn or Cạ) or draw "
                                 "(turn up a stock card).",
                           "vi": "Chưa thể {action}: hãy ăn lá vừa đánh (Chắn hoặc Cạ) hoặc bốc một lá nọc."},
    "chan.phase.turned": {"en": "{action} is not possible now: capture the card turned up at your gate or leave it.",
                          "vi": "Chưa thể {action}: hãy ăn lá nọc vừa lật ở cửa mình hoặc bỏ qua."},
    "chan.phase.discard": {"en": "{action} is not possible now: after a capture you discard one card.",
                           "vi": "Chưa thể {action}: ăn xong phải đánh ra một lá."},
    "chan.phase.over": {"en": "{action} is not possible: the deal is over.",
                        "vi": "Không thể {action}: ván đã kết thúc."},
    "chan.not_legal": {"en": "{action} is not one of the legal moves now: {legal}.",
                       "vi": "{action} không phải nước đi hợp lệ lúc này: {legal}."},
    "chan.not_on_offer": {"en": "{card} is not the card on offer ({offer}).",
                          "vi": "{card} không phải lá đang được mời ({offer})."},
    "chan.not_in_hand": {"en": "{player} holds no {card}.", "vi": "{player} không có lá {card} trên tay."},
    "chan.not_ca": {"en": "{card} and {other} are not a Cạ: a Cạ is one rank in two different suits (Chi chi has "
                          "none).",
                    "vi": "{card} và {other} không thành Cạ: Cạ là hai lá cùng hàng khác chất (Chi chi không có Cạ)."},
    # The refusals below say whose move was barred: {who} is the engine's Who(seat), "Player 2", turned
    # into "You" by chan.yours() where the learner's own move is explained. It always opens the sentence,
    # and the English avoids verbs that would agree with it ("You hold" / "Player 2 holds").
    "chan.must_capture_as_chan": {
        "en": "{who} may capture {card} only as Chắn, never as Cạ: an identical card is in the hand.",
        "vi": "{who} có lá {card} trên tay: có lá giống hệt thì phải ăn thành Chắn, không được ăn Cạ."},
    "chan.three_means_chiu": {"en": "{who} may take the fourth {card} only by Chíu: three are in the hand.",
                              "vi": "{who} có ba lá {card}: lá thứ tư chỉ được lấy bằng Chíu."},
    "chan.pair_not_discarded": {
        "en": "{card} is part of an identical pair: a pair is never broken to discard (a triple may lose one card).",
        "vi": "{card} nằm trong một đôi giống hệt: không được xé Chắn để đánh (bộ ba được đánh một lá)."},
    "chan.pair_not_for_ca": {
        "en": "{card} is part of an identical pair: a pair is never broken to make Cạ (a triple may lend one card).",
        "vi": "{card} nằm trong một đôi giống hệt: không được xé Chắn để ăn Cạ (bộ ba được dùng một lá)."},
    "chan.declined_no_discard": {"en": "{who} declined to capture {card} as Chắn earlier and so may not discard it.",
                                 "vi": "{who} đã bỏ không ăn Chắn {card}, nên không được đánh lá đó."},
    "chan.declined_no_ca": {"en": "{who} declined to capture {card} as Chắn earlier and so may not use it in a Cạ.",
                            "vi": "{who} đã bỏ không ăn Chắn {card}, nên không được dùng lá đó trong Cạ."},
    "chan.declined_no_capture": {"en": "{who} declined to capture {card} as Chắn earlier and so may not capture "
                                       "it later.",
                                 "vi": "{who} đã bỏ Chắn {card}, nên về sau không được ăn lá đó."},
    "chan.discarded_no_capture": {"en": "{who} discarded {card} earlier and so may not capture it.",
                                  "vi": "{who} đã đánh {card} ra rồi, nên không được ăn lá đó."},
    "chan.ca_face_no_capture": {"en": "{who} played {card} from the hand into a Cạ and so may not capture it.",
                                "vi": "{who} đã đưa {card} từ tay ra ăn Cạ, nên không được ăn lá đó nữa."},
    "chan.ca_rank_held": {"en": "{who} may not capture a Cạ in the {rank} rank: a Cạ of that rank is already held.",
                          "vi": "{who} đã có Cạ hàng {rank}: không được ăn Cạ hàng đó nữa."},
    "chan.ca_last_unpaired": {"en": "{who} may not capture a Cạ with only one unpaired card left in the hand.",
                              "vi": "{who} chỉ còn một lá lẻ trên tay: không được ăn Cạ."},
    "chan.ca_discarded_both": {"en": "{who} discarded both {card} and {other} and so may no longer capture that Cạ.",
                               "vi": "{who} đã đánh cả {card} và {other}: không được ăn Cạ đó nữa."},
    "chan.captured_ca_no_discard": {
        "en": "{who} captured the Cạ of {card} and {other} and already discarded {other}: discarding both its cards "
              "is forbidden.",
        "vi": "{who} đã ăn Cạ {card}–{other} và đã đánh {other}: không được đánh cả hai lá của Cạ đã ăn."},
    "chan.no_discard_left": {
        "en": "{who} would have no legal discard after this capture: a capture must leave a legal discard.",
        "vi": "{who} ăn xong sẽ không còn lá nào được đánh: mỗi lần ăn phải còn lá đánh hợp lệ."},
    "chan.dead_hand": {"en": "{player} has a dead hand: only drawing, no capture and no win.",
                       "vi": "{player} bị chết bài: chỉ được bốc, không được ăn và không được ù."},
    "chan.own_discard": {"en": "{who} discarded {card}: nobody takes back a card they discarded.",
                         "vi": "{who} đã đánh lá {card}: không ai được ăn lại lá mình đã đánh."},
    "chan.need_three": {"en": "{who} may Chíu {card} only with three of them in the hand, not {count}.",
                        "vi": "{who} có {count} lá {card} trên tay: muốn Chíu phải có ba lá."},
    "chan.outcome.own_gate_stock": {
        "en": "{player} wins (ù) on {card} turned up at their own gate: {score}; each other player pays {points} "
              "and {player} receives {total}.",
        "vi": "{player} ù lá {card} lật ở cửa mình: {score}; mỗi người thua trả {points}, {player} nhận {total}."},
    "chan.outcome.other_gate_stock": {
        "en": "{player} wins (ù) on {card} turned up at another gate: {score}; each other player pays {points} "
              "and {player} receives {total}.",
        "vi": "{player} ù lá {card} lật ở cửa người khác: {score}; mỗi người thua trả {points}, "
              "{player} nhận {total}."},
    "chan.outcome.dealt": {
        "en": "{player} wins with the dealt cards, Thiên ù (no winning card: the dealt hand is scored as a whole): "
              "{score}; each other player pays {points} and {player} receives {total}.",
        "vi": "{player} Thiên ù ngay với bài được chia (không có lá ù: tính cước trên cả bài được chia): {score}; "
              "mỗi người thua trả {points}, {player} nhận {total}."},
    "chan.outcome.chiu": {
        "en": "{player} wins (ù) by Chíu on {card}: {score}; each other player pays {points} and {player} receives "
              "{total}.",
        "vi": "{player} Chíu ù lá {card}: {score}; mỗi người thua trả {points}, {player} nhận {total}."},
    "chan.session.no_previous_winner": {"en": "none (no previous deal, or it was drawn)",
                                        "vi": "không có (chưa có ván trước, hoặc ván trước hòa)"},
    "chan.outcome.drawn": {"en": "The stock ran out with no winner: the deal is drawn and nobody pays.",
                           "vi": "Hết nọc mà không ai ù: ván hòa, không ai phải trả."},
})
