"""Tongits's answers to bad input, in English and Vietnamese.

Kept apart from ``messages.py`` (the rules' reasons): these sentences quote what a caller passed
and say what was expected; every one is raised through ``SomeError.of(code, ...)``.
"""
from __future__ import annotations

from ..explain import register_messages

register_messages({
    # What a card argument stands for, inside the sentences below.
    "error.tongits.what.card": {"en": "card", "vi": "lá bài"},
    "error.tongits.what.discard": {"en": "discard", "vi": "lá đánh ra"},
    "error.tongits.what.chowable": {"en": "chowable discard", "vi": "lá bài bỏ có thể ăn"},
    "error.tongits.what.cards": {"en": "cards", "vi": "các lá bài"},
    "error.tongits.what.hand": {"en": "a hand", "vi": "bài trên tay"},
    "error.tongits.what.meld": {"en": "a meld", "vi": "một phỏm"},
    "error.tongits.what.exposed_meld": {"en": "an exposed meld", "vi": "một phỏm đã hạ"},
    "error.tongits.what.discards": {"en": "discards", "vi": "bài bỏ"},
    "error.tongits.what.stock": {"en": "stock cards", "vi": "các lá nọc"},
    "error.tongits.what.concealed_four": {"en": "the cards of a concealed four of a kind",
                                    "vi": "các lá của một tứ quý giấu trên tay"},
    # Cards and rules.
    "error.tongits.joker": {
        "en": "{value}: Tongits is played without jokers",
        "vi": "{value}: Tongits chơi không có lá phăng teo (joker)"},
    "error.tongits.not_one_card": {
        "en": "{value} is not one card: expected a single {what} such as 'KH'",
        "vi": "{value} không phải là một lá: cần đúng một {what} như 'KH'"},
    "error.tongits.card_type": {
        "en": "{value} is not a card: expected a single {what} such as 'KH' or a Card",
        "vi": "{value} không phải là lá bài: cần đúng một {what} như 'KH' hoặc một Card"},
    "error.tongits.no_cards": {
        "en": "{value} holds no cards: expected {what} such as 'AS 2S 3S'",
        "vi": "{value} không có lá bài nào: cần {what} như 'AS 2S 3S'"},
    "error.tongits.jokers": {
        "en": "{value}: Tongits is played without jokers (expected {what} from one 52-card deck)",
        "vi": "{value}: Tongits chơi không có lá phăng teo (joker) (cần {what} từ một bộ 52 lá)"},
    "error.tongits.deal_size": {
        "en": "first_player_cards={first}, other_player_cards={other}, stock_size={stock} use {dealt:card|cards}: "
              "expected the whole deck of 52 (13 + 2 × 12 + 15)",
        "vi": "first_player_cards={first}, other_player_cards={other}, stock_size={stock} dùng {dealt} lá: "
              "cần đúng cả bộ 52 lá (13 + 2 × 12 + 15)"},
    "error.tongits.burn_penalty": {
        "en": "burn_penalty={value} is not allowed: a burned player pays the highest penalty, so expected at least "
              "{highest} (the largest of 1, tongits_bonus, fold_penalty, challenge_loss)",
        "vi": "không cho phép burn_penalty={value}: người chơi cháy bài trả mức phạt cao nhất, nên cần ít nhất "
              "{highest} (giá trị lớn nhất trong 1, tongits_bonus, fold_penalty, challenge_loss)"},
    # Calculators.
    "error.tongits.exposed_type": {
        "en": "exposed={value} is not a list of melds: expected e.g. [['5S', '6S', '7S']]",
        "vi": "exposed={value} không phải là danh sách phỏm: cần dạng như [['5S', '6S', '7S']]"},
    "error.tongits.exposed_melds": {
        "en": "exposed_melds={value}: expected the number of melds the player has exposed (0 or more)",
        "vi": "exposed_melds={value}: cần số phỏm người chơi đã hạ (từ 0 trở lên)"},
    # Endings.
    "error.tongits.order_type": {
        "en": "order={value}: expected the players in turn order, e.g. ['A', 'B', 'C']",
        "vi": "order={value}: cần các người chơi theo thứ tự lượt, ví dụ ['A', 'B', 'C']"},
    "error.tongits.order_twice": {
        "en": "order={value} names a player twice",
        "vi": "order={value} nêu một người chơi hai lần"},
    "error.tongits.not_in_order": {
        "en": "player {player} is not in order={order}",
        "vi": "người chơi {player} không có trong order={order}"},
    "error.tongits.mapping": {
        "en": "{name}={value}: expected a dict such as {example}",
        "vi": "{name}={value}: cần một dict như {example}"},
    "error.tongits.deadwood_value": {
        "en": "deadwood of player {player} is {value}: expected a whole number of points, 0 or more",
        "vi": "bài rác của người chơi {player} là {value}: cần số điểm nguyên, từ 0 trở lên"},
    "error.tongits.exposed_count": {
        "en": "exposed_melds of player {player} is {value}: expected a number of melds, 0 or more",
        "vi": "exposed_melds của người chơi {player} là {value}: cần số phỏm, từ 0 trở lên"},
    "error.tongits.caller_type": {
        "en": "caller={value}: expected a player name or seat number",
        "vi": "caller={value}: cần tên người chơi hoặc số ghế"},
    "error.tongits.caller_no_meld": {
        "en": "caller {player} has exposed no meld: Fight needs at least one exposed meld",
        "vi": "người gọi {player} chưa hạ phỏm nào: Khiêu chiến (Fight) cần ít nhất một phỏm đã hạ"},
    "error.tongits.burned_answers": {
        "en": "player {player} has exposed no meld, so is burned and does not answer the Fight "
              "(got responses[{player}]={response})",
        "vi": "người chơi {player} chưa hạ phỏm nào nên bị cháy bài và không trả lời Khiêu chiến (Fight) "
              "(nhận được responses[{player}]={response})"},
    "error.tongits.response": {
        "en": "responses[{player}]={value}: expected 'challenge' or 'fold'",
        "vi": "responses[{player}]={value}: cần 'challenge' (thách đấu) hoặc 'fold' (bỏ cuộc)"},
    "error.tongits.caller_answers": {
        "en": "the caller {player} does not answer their own Fight",
        "vi": "người gọi {player} không trả lời Khiêu chiến (Fight) của chính mình"},
    "error.tongits.must_answer": {
        "en": "player {player} has exposed a meld and must answer the Fight: "
              "expected responses[{player}] = 'challenge' or 'fold'",
        "vi": "người chơi {player} đã hạ phỏm nên phải trả lời Khiêu chiến (Fight): "
              "cần responses[{player}] = 'challenge' (thách đấu) hoặc 'fold' (bỏ cuộc)"},
    "error.tongits.must_answer_saved": {
        "en": "player {player} has exposed no meld but is saved from burn by a concealed four of a kind and must "
              "answer the Fight: expected responses[{player}] = 'challenge' or 'fold'",
        "vi": "người chơi {player} chưa hạ phỏm nào nhưng được tứ quý giấu trên tay cứu khỏi cháy bài nên phải "
              "trả lời Khiêu chiến (Fight): cần responses[{player}] = 'challenge' (thách đấu) hoặc 'fold' (bỏ cuộc)"},
    "error.tongits.deadwood_needed": {
        "en": "deadwood of player {player} is needed to compare: expected deadwood[{player}]",
        "vi": "cần bài rác của người chơi {player} để so điểm: thiếu deadwood[{player}]"},
    "error.tongits.last_drawer": {
        "en": "last_drawer={value} is not one of the players {players}",
        "vi": "last_drawer={value} không phải là một trong các người chơi {players}"},
    "error.tongits.tie_cards": {
        "en": "players {tied} tie and stock_out_tiebreak='fewer_cards' needs their number of deadwood cards: "
              "expected cards={{player: n}} (missing {missing})",
        "vi": "các người chơi {tied} bằng điểm và stock_out_tiebreak='fewer_cards' cần số lá bài rác của họ: "
              "cần cards={{người chơi: n}} (thiếu {missing})"},
    "error.tongits.cards_count": {
        "en": "cards[{player}]={value}: expected a whole number of cards",
        "vi": "cards[{player}]={value}: cần số lá bài nguyên"},
    "error.tongits.fours_type": {
        "en": "concealed_fours={value}: expected the players holding a concealed four of a kind, e.g. ['C'], "
              "or {{player: cards}}, e.g. {{'C': '7S 7H 7D 7C'}}",
        "vi": "concealed_fours={value}: cần danh sách người chơi giữ tứ quý giấu trên tay, ví dụ ['C'], "
              "hoặc {{người chơi: các lá}}, ví dụ {{'C': '7S 7H 7D 7C'}}"},
    "error.tongits.fours_not_whole": {
        "en": "concealed_fours[{player}]={value}: expected whole fours of a kind, four cards of each rank",
        "vi": "concealed_fours[{player}]={value}: cần các tứ quý trọn vẹn, đủ bốn lá của mỗi hạng bài"},
    "error.tongits.unknown_player": {
        "en": "{name} names player {player}, who is not one of the players {players}: expected one of them",
        "vi": "{name} nêu người chơi {player}, không phải là một trong các người chơi {players}: "
              "cần một người trong số đó"},
    "error.tongits.card_number": {
        "en": "{name}[{player}]={value}: expected a number of cards from 0 to 4",
        "vi": "{name}[{player}]={value}: cần số lá từ 0 đến 4"},
    "error.tongits.aces_needed": {
        "en": "bonus_per_ace={per} needs the winner's number of aces: expected aces={{{winner}: n}} "
              "(aces in the winner's hand and own melds)",
        "vi": "bonus_per_ace={per} cần số lá A của người thắng: cần aces={{{winner}: n}} "
              "(số lá A trên tay và trong các phỏm của người thắng)"},
    "error.tongits.kings_needed": {
        "en": "bonus_per_king={per} needs the winner's number of kings: expected kings={{{winner}: n}} "
              "(kings in the winner's hand and own melds)",
        "vi": "bonus_per_king={per} cần số lá K của người thắng: cần kings={{{winner}: n}} "
              "(số lá K trên tay và trong các phỏm của người thắng)"},
    # Positions (State.from_position).
    "error.tongits.hands": {
        "en": "hands={value}: expected three hands, e.g. ['3D 4D', 'QH 8C', '...']",
        "vi": "hands={value}: cần bài trên tay của ba người chơi, ví dụ ['3D 4D', 'QH 8C', '...']"},
    "error.tongits.exposed_type": {
        "en": "exposed={value}: expected a list of (owner, cards), e.g. [(0, '7H 7D 7C')]",
        "vi": "exposed={value}: cần danh sách (owner, cards), ví dụ [(0, '7H 7D 7C')]"},
    "error.tongits.sapawed_type": {
        "en": "sapawed_on={value}: expected seats, e.g. [1]",
        "vi": "sapawed_on={value}: cần danh sách số ghế, ví dụ [1]"},
    "error.tongits.exposed_item": {
        "en": "exposed item {value}: expected (owner, cards)",
        "vi": "mục {value} của exposed: cần (owner, cards), tức người hạ và các lá của phỏm"},
    "error.tongits.not_a_meld": {
        "en": "exposed meld {cards} is not a meld: {reason}",
        "vi": "phỏm đã hạ {cards} không phải là phỏm: {reason}"},
    "error.tongits.stock_size": {
        "en": "stock_size={value}: expected between {low} and {high}",
        "vi": "stock_size={value}: cần từ {low} đến {high}"},
    "error.tongits.phase": {
        "en": "phase={value}: expected 'draw' or 'meld'",
        "vi": "phase={value}: cần 'draw' (bốc) hoặc 'meld' (hạ phỏm)"},
    "error.tongits.stock_empty": {
        "en": "the stock is empty: the hand would already be over",
        "vi": "nọc đã hết: ván lẽ ra đã kết thúc"},
    "error.tongits.empty_hand": {
        "en": "player {player} has an empty hand: an empty hand is Tongits, the hand would already be over",
        "vi": "người chơi {player} không còn bài trên tay: hết bài là Tongits, ván lẽ ra đã kết thúc"},
    "error.tongits.melded_type": {
        "en": "melded_last_turn={value}: expected seats, e.g. [0]",
        "vi": "melded_last_turn={value}: cần danh sách số ghế, ví dụ [0]"},
    "error.tongits.melded_seats": {
        "en": "melded_last_turn={value}: expected seats 0, 1 or 2",
        "vi": "melded_last_turn={value}: cần các số ghế 0, 1 hoặc 2"},
    "error.tongits.melded_no_meld": {
        "en": "melded_last_turn={value}: a player who melded has a meld on the table, "
              "so expected only seats with an exposed meld",
        "vi": "melded_last_turn={value}: người chơi vừa hạ phỏm thì có phỏm trên bàn, "
              "nên chỉ được nêu các ghế đã hạ phỏm"},
    "error.tongits.chowable": {
        "en": "chowable={value}: it must be the top of the discard pile",
        "vi": "chowable={value}: lá này phải là lá trên cùng của bài bỏ"},
})
