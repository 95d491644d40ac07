"""Phỏm messages in English and Vietnamese, registered on import."""
from __future__ import annotations

from ..explain import capitalised, register_messages

register_messages(capitalised({
    "phom.is_set": {"en": "{cards} is a phỏm: three or more cards of one rank (phỏm ngang)",
                    "vi": "{cards} là phỏm ngang: từ 3 lá cùng số trở lên"},
    "phom.is_run": {"en": "{cards} is a phỏm: three or more consecutive cards of one suit (phỏm dọc)",
                    "vi": "{cards} là phỏm dọc: từ 3 lá liên tiếp cùng chất trở lên"},
    "phom.too_many_eaten": {
        "en": "{cards} holds {n} eaten cards ({eaten}), but a phỏm may hold at most {max}",
        "vi": "{cards} có {n} lá ăn ({eaten}), nhưng mỗi phỏm chỉ được chứa tối đa {max} lá ăn"},
    "phom.eaten_within_limit": {
        "en": "the phỏm holds {n:eaten card|eaten cards} ({eaten}), within the limit of {max} per phỏm",
        "vi": "phỏm có {n} lá ăn ({eaten}), không vượt quá {max} lá ăn mỗi phỏm"},
    "phom.send_not_last_round": {
        "en": "cards may be sent only in round {last}, and this is round {round}",
        "vi": "chỉ được gửi bài ở vòng {last}, mà đây mới là vòng {round}"},
    "phom.send_needs_phom": {
        "en": "only a player who has laid down a phỏm may send cards",
        "vi": "người chơi phải có phỏm thì mới được gửi bài"},
    "phom.send_only_earlier": {
        "en": "cards may be sent only onto phỏm of players who laid down before you",
        "vi": "chỉ được gửi bài vào phỏm của những người hạ bài trước mình"},
    "phom.send_target_not_phom": {
        "en": "{phom} is not a phỏm, so nothing can be sent onto it",
        "vi": "{phom} không phải là phỏm nên không thể gửi bài vào"},
    "phom.send_does_not_fit": {
        "en": "{card} does not fit the phỏm {phom}: together they are not a phỏm",
        "vi": "{card} không gửi được vào phỏm {phom}: ghép vào không thành phỏm"},
    "phom.send_fits": {
        "en": "{card} can be sent onto {phom}, making {result}",
        "vi": "có thể gửi {card} vào phỏm {phom}, thành {result}"},
    "phom.u": {"en": "{melds} are 3 phỏm with one odd card, {odd}: Ù",
               "vi": "{melds} là 3 phỏm, dư 1 lá lẻ {odd}: Ù"},
    "phom.u_tron": {"en": "{melds} are 3 phỏm holding all {n} cards, no odd card: Ù tròn",
                    "vi": "{melds} là 3 phỏm chứa đủ {n} lá, không dư lá nào: Ù tròn"},
    "phom.u_tron_no_deadwood": {
        "en": "{melds}: all {n} cards are in {k} phỏm, which counts as Ù tròn under u_definition=no_deadwood",
        "vi": "{melds}: cả {n} lá nằm trong {k} phỏm, được tính là Ù tròn theo luật u_definition=no_deadwood"},
    "phom.u_wrong_size": {
        "en": "Ù is counted on {need} cards (after drawing or eating), and this hand has {n}",
        "vi": "Ù được tính trên {need} lá (sau khi bốc hoặc ăn), mà bài này có {n} lá"},
    "phom.not_u": {
        "en": "at most {best} of these cards fit into 3 phỏm, and Ù needs {need}",
        "vi": "tối đa chỉ {best} lá ghép được vào 3 phỏm, mà Ù cần {need} lá"},
    "phom.u_eaten_left_out": {
        "en": "3 phỏm would leave an eaten card ({eaten}) as the odd card, but eaten cards must stay in phỏm",
        "vi": "ghép 3 phỏm thì lá ăn ({eaten}) thành lá lẻ, mà lá đã ăn phải nằm trong phỏm"},
    "phom.u_needs_three": {
        "en": "{melds}: every card is in {k} phỏm, but Ù needs 3 phỏm here (u_definition=three_phom)",
        "vi": "{melds}: mọi lá đều nằm trong {k} phỏm, nhưng theo luật này Ù phải có 3 phỏm (u_definition=three_phom)"},
    "phom.u_khan": {"en": "{cards} holds no phỏm and no two cards that could share a phỏm: Ù khan",
                    "vi": "{cards} không có phỏm và không có cạ nào: Ù khan"},
    "phom.not_u_khan": {"en": "{a} and {b} could be in one phỏm (a cạ), so this is not Ù khan",
                        "vi": "{a} và {b} có thể ghép chung một phỏm (là một cạ) nên không phải Ù khan"},
    "phom.u_khan_disabled": {"en": "Ù khan is off in these rules (u_khan_enabled=False)",
                             "vi": "luật này không tính Ù khan (u_khan_enabled=False)"},
    "phom.u_khan_wrong_size": {
        "en": "Ù khan is judged on the dealt hand of {need} cards ({first} for the first player), and this hand has {n}",
        "vi": "Ù khan được xét trên bài vừa chia, {need} lá ({first} lá với người đánh đầu), mà bài này có {n} lá"},
    "phom.u_khan_first_turn": {"en": "Ù khan can be declared only on the dealt hand, at your first turn",
                               "vi": "chỉ được báo Ù khan với bài vừa chia, ở lượt đầu tiên của mình"},
    "phom.winner_points": {"en": "{player} wins with {points} points", "vi": "{player} thắng với {points} điểm"},
    "phom.all_mom": {"en": "everyone is móm: {player} was móm first and wins",
                     "vi": "tất cả đều móm: {player} móm đầu tiên nên thắng"},
    "phom.place_pays": {"en": "{player} is number {place} with {points} points and pays {amount}",
                        "vi": "{player} về thứ {place} với {points} điểm, trả {amount}"},
    "phom.tie_later_loses": {
        "en": "{player} and {other} both have {points} points; {player} laid down later and ranks below",
        "vi": "{player} và {other} cùng {points} điểm; {player} hạ bài sau nên xếp dưới"},
    "phom.mom_pays": {"en": "{player} is móm (no phỏm): last place, pays {base} + {extra} = {amount}",
                      "vi": "{player} bị móm (không có phỏm): về bét, trả {base} + {extra} = {amount}"},
    "phom.house_fee": {"en": "the house takes a fee of {fee} (tiền xâu) from {player}'s {total}",
                       "vi": "nhà cái thu {fee} tiền xâu từ {total} của {player}"},
    "phom.winner_collects": {"en": "{player} collects {amount}", "vi": "{player} nhận {amount}"},
    "phom.u_win": {"en": "{player} declares {kind} and wins the hand", "vi": "{player} báo {kind} và thắng ván"},
    "phom.u_each_pays": {"en": "each other player pays {amount}", "vi": "mỗi người còn lại trả {amount}"},
    "phom.u_den_pays": {
        "en": "Ù đền: {player} pays for the whole table, {n} × {amount} = {total}",
        "vi": "Ù đền: {player} trả tiền cho cả bàn, {n} × {amount} = {total}"},
    "phom.den_three_eaten": {
        "en": "{winner} ate {n} of {player}'s discards, so {player} pays for the table (Ù đền)",
        "vi": "{winner} đã ăn {n} lá {player} đánh ra nên {player} phải đền cả bàn (Ù đền)"},
    "phom.den_tai_chot": {
        "en": "{player} ate the chốt, then {winner} Ù'd by eating {player}'s discard (tái chốt), so {player} pays for the table",
        "vi": "{player} ăn chốt, rồi {winner} ăn lại lá {player} đánh ra mà Ù (tái chốt) nên {player} phải đền cả bàn"},
    "phom.no_den": {
        "en": "{winner} did not eat three discards of one player: nobody pays for the table, each loser pays "
              "their own share",
        "vi": "{winner} không ăn đủ ba lá của cùng một người: không ai phải đền cả bàn, mỗi người thua tự trả "
              "phần của mình"},
    "phom.no_den_tai_off": {
        "en": "{winner} Ù'd on a tái chốt by {player}, but den_on_tai_chot is off and no three discards of one "
              "player were eaten: each loser pays their own share",
        "vi": "{winner} Ù nhờ tái chốt của {player}, nhưng luật den_on_tai_chot đang tắt và không ai bị ăn đủ "
              "ba lá: mỗi người thua tự trả phần của mình"},
    "phom.eat_paid": {"en": "{eater} ate {card} from {victim} in round {round}: {victim} pays {amount}",
                      "vi": "{eater} ăn {card} của {victim} ở vòng {round}: {victim} trả {amount}"},
    "phom.eat_paid_order": {
        "en": "{eater} ate {card} from {victim} (card number {nth} eaten from {victim}, round {round}): {victim} pays {amount}",
        "vi": "{eater} ăn {card} của {victim} (lá thứ {nth} bị ăn, vòng {round}): {victim} trả {amount}"},
    "phom.chot_paid": {
        "en": "{eater} ate the chốt {card} from {victim} in round {round} (card number {nth}): {victim} pays {amount}",
        "vi": "{eater} ăn chốt {card} của {victim} ở vòng {round} (lá thứ {nth}): {victim} trả {amount}"},
    "phom.not_an_action": {"en": "{action} is not an action: pick one of state.legal_actions()",
                           "vi": "{action} không phải là một nước đi: hãy chọn trong state.legal_actions()"},
    "phom.legal": {"en": "{action} is allowed now", "vi": "{action} hợp lệ lúc này"},
    "phom.game_over": {"en": "the hand is over: no more moves", "vi": "ván đã kết thúc: không còn nước đi nào"},
    "phom.not_your_turn": {"en": "it is {player}'s turn, not {other}'s",
                           "vi": "đang là lượt của {player}, không phải của {other}"},
    "phom.unknown_action": {"en": "{kind} is not a Phỏm move: expected one of {kinds}",
                            "vi": "{kind} không phải nước đi trong Phỏm: phải là một trong {kinds}"},
    "phom.must_draw_or_eat": {"en": "first eat the previous discard or draw from the stock",
                              "vi": "trước hết phải ăn lá vừa đánh hoặc bốc bài"},
    "phom.must_discard": {"en": "now discard a card (or declare Ù)", "vi": "bây giờ phải đánh một lá (hoặc báo Ù)"},
    "phom.must_lay_down": {"en": "now lay down your phỏm, then finish laying down",
                           "vi": "bây giờ phải hạ phỏm, rồi kết thúc hạ bài"},
    "phom.must_send_or_stop": {"en": "now send cards onto earlier phỏm, or stop sending",
                               "vi": "bây giờ gửi bài vào phỏm của người hạ trước, hoặc thôi gửi"},
    "phom.opener_discards": {"en": "the first player starts with 10 cards and opens by discarding, without drawing",
                             "vi": "người đánh đầu được 10 lá và mở ván bằng cách đánh ra một lá, không bốc"},
    "phom.already_picked_up": {"en": "you have already drawn or eaten this turn: one card per turn",
                               "vi": "lượt này đã bốc hoặc ăn rồi: mỗi lượt chỉ lấy một lá"},
    "phom.nothing_to_eat": {"en": "there is no discard to eat", "vi": "không có lá nào để ăn"},
    "phom.eat_only_last": {"en": "only the card {player} just discarded, {card}, may be eaten",
                           "vi": "chỉ được ăn lá {player} vừa đánh ra, {card}"},
    "phom.eat_no_phom": {"en": "{card} makes no phỏm with your cards, so it cannot be eaten",
                         "vi": "{card} không tạo thành phỏm với bài trên tay nên không ăn được"},
    "phom.eat_breaks_limit": {
        "en": "eating {card} would leave no way to keep every eaten card (with {eaten}) in a phỏm holding at most {max:eaten card|eaten cards}",
        "vi": "ăn {card} thì không thể xếp mọi lá ăn (cùng {eaten}) vào phỏm với tối đa {max} lá ăn mỗi phỏm"},
    "phom.eat_leaves_no_discard": {
        "en": "after eating {card} every card would have to stay in a phỏm, leaving nothing to discard",
        "vi": "ăn {card} thì mọi lá đều phải nằm trong phỏm, không còn lá nào để đánh"},
    "phom.lay_leaves_no_discard": {
        "en": "after laying down {cards} the eaten cards {eaten} would need every remaining card, leaving nothing to discard",
        "vi": "hạ {cards} thì lá đã ăn {eaten} cần hết số bài còn lại, không còn lá nào để đánh"},
    "phom.stock_empty": {"en": "the stock is empty", "vi": "bài ở giữa để bốc đã hết"},
    "phom.u_not_now": {"en": "Ù is declared on 10 cards, before discarding or laying down",
                       "vi": "chỉ báo Ù khi có 10 lá, trước khi đánh hoặc hạ bài"},
    "phom.not_in_hand": {"en": "{cards} is not in your hand", "vi": "{cards} không có trên tay bạn"},
    "phom.discard_eaten": {"en": "{card} was eaten: it stays visible in a phỏm and cannot be discarded",
                           "vi": "{card} là lá đã ăn: phải nằm trong phỏm, không được đánh ra"},
    "phom.discard_strands_eaten": {
        "en": "discarding {card} would leave the eaten cards {eaten} unable to stay in phỏm",
        "vi": "đánh {card} thì lá đã ăn {eaten} không còn nằm được trong phỏm"},
    "phom.lay_down_last_round": {"en": "phỏm are laid down only in round {last}",
                                 "vi": "chỉ hạ phỏm ở vòng {last}"},
    "phom.eaten_must_be_laid": {"en": "the eaten cards {eaten} must be laid down in a phỏm first",
                                "vi": "phải hạ lá đã ăn {eaten} trong phỏm trước"},
    "phom.keep_one_card": {"en": "keep at least one card in hand to discard",
                           "vi": "phải giữ lại ít nhất một lá trên tay để đánh"},
    "phom.cards_in_order": {"en": "write the phỏm's cards in order: {cards}",
                            "vi": "hãy ghi các lá của phỏm theo thứ tự: {cards}"},
    "phom.lay_strands_eaten": {
        "en": "laying down {cards} would leave the eaten cards {eaten} unable to sit in a phỏm",
        "vi": "hạ {cards} thì lá đã ăn {eaten} không còn xếp được vào phỏm"},
    "phom.no_such_phom": {"en": "{target} names no laid-down phỏm: expected (player, phỏm number)",
                          "vi": "{target} không chỉ phỏm nào đã hạ: cần (người chơi, số thứ tự phỏm)"},
    # Added for issue #13 §1 (móm, Ù explanations, the hand's totals).
    "phom.not_mom_holds_phom": {
        "en": "you hold the phỏm {phom}, so you are not móm: a player who holds a phỏm must lay it down, "
              "and only a player with no phỏm to lay down is móm",
        "vi": "bạn đang có phỏm {phom} nên không bị móm: người chơi có phỏm phải hạ phỏm, "
              "chỉ người không có phỏm nào để hạ mới bị móm"},
    "phom.phom_left_in_hand": {
        "en": "{phom} is still a phỏm in your hand: every phỏm you hold must be laid down before you stop",
        "vi": "{phom} vẫn là một phỏm trên tay bạn: phải hạ hết các phỏm đang có rồi mới được dừng hạ bài"},
    "phom.u_no_deadwood": {
        "en": "{melds}: every card but {odd} is in {k} phỏm, which counts as Ù under u_definition=no_deadwood",
        "vi": "{melds}: mọi lá trừ {odd} đều nằm trong {k} phỏm, được tính là Ù theo luật u_definition=no_deadwood"},
    "phom.u_needs_three_odd": {
        "en": "{melds}: every card but {odd} is in {k} phỏm, but Ù needs 3 phỏm here (u_definition=three_phom)",
        "vi": "{melds}: mọi lá trừ {odd} đều nằm trong {k} phỏm, nhưng theo luật này Ù phải có 3 phỏm "
              "(u_definition=three_phom)"},
    "phom.not_u_no_deadwood": {
        "en": "at most {best} of these cards fit into phỏm, and Ù needs {need} (every card but the one discarded)",
        "vi": "tối đa chỉ {best} lá ghép được vào phỏm, mà Ù cần {need} lá (mọi lá trừ lá đánh ra)"},
    "phom.u_loose_cards": {
        "en": "no phỏm in this hand can hold {cards}",
        "vi": "{cards} không ghép được vào phỏm nào trong bài này"},
    "phom.u_eaten_odd": {
        "en": "{melds} would leave the eaten card {eaten} as the odd card, but eaten cards must stay in phỏm",
        "vi": "ghép {melds} thì lá ăn {eaten} thành lá lẻ, mà lá đã ăn phải nằm trong phỏm"},
    "phom.u_eaten_limit": {
        "en": "Ù would need {melds}, but then {phom} would hold {n} eaten cards ({eaten}) and a phỏm may hold at "
              "most {max}",
        "vi": "muốn Ù phải ghép {melds}, nhưng khi đó {phom} chứa {n} lá ăn ({eaten}), mà mỗi phỏm chỉ được chứa "
              "tối đa {max} lá ăn"},
    "phom.hand_total": {
        "en": "{player}: {total} in all ({eats} for eaten cards, {end} at the end of the hand)",
        "vi": "{player}: tổng cộng {total} ({eats} tiền ăn bài, {end} tiền cuối ván)"},
    # check_eat (issue #13 §2: the eat calculator).
    "phom.eat_into": {
        "en": "{card} may be eaten: it makes a phỏm, and a card is left to discard. It can sit in {melds}",
        "vi": "ăn được {card}: lá này tạo thành phỏm và vẫn còn lá để đánh. Có thể xếp vào {melds}"},
    "phom.eat_makes_u": {
        "en": "{card} may be eaten into {melds}, and the cards then make Ù",
        "vi": "ăn được {card} vào {melds}, và khi đó bài thành Ù"},
}))

