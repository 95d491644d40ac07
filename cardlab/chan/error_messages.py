"""Chắn's answers to bad input, in English and Vietnamese.

Kept apart from ``messages.py`` (the rules' reasons): these sentences quote what a caller passed
and say what was expected; every one is raised through ``SomeError.of(code, ...)``.
"""
from __future__ import annotations

from ..explain import register_messages

register_messages({
    # Cards.
    "error.chan.expected": {
        "en": "a rank 2-9 then a suit letter V (Vạn), S (Sách) or N (Văn), or CC for Chi chi; "
              "or a Vietnamese name such as 'Tam vạn', 'Thất văn', 'Chi chi'",
        "vi": "một số 2-9 rồi chữ cái của hàng V (Vạn), S (Sách) hoặc N (Văn), hoặc CC cho Chi chi; "
              "hoặc tên tiếng Việt như 'Tam vạn', 'Thất văn', 'Chi chi'"},
    "error.chan.rank_type": {
        "en": "rank {value} is not a Chắn rank: expected a whole number 2-9 (0 for Chi chi)",
        "vi": "rank {value} không phải là số của lá Chắn: cần một số nguyên 2-9 (0 cho Chi chi)"},
    "error.chan.no_suit": {
        "en": "rank {value} without a suit: only Chi chi (rank 0) has no suit",
        "vi": "rank {value} không có hàng: chỉ Chi chi (rank 0) là không có hàng"},
    "error.chan.suit_type": {
        "en": "suit {value} is not a ChanSuit (V, S or N)",
        "vi": "suit {value} không phải là ChanSuit (V, S hoặc N)"},
    "error.chan.rank_range": {
        "en": "rank {value} is not in the Chắn deck: expected 2-9",
        "vi": "rank {value} không có trong bộ bài Chắn: cần 2-9"},
    "error.chan.french_card": {
        "en": "{value} is a French card, not a Chắn card: expected a string such as '7N' or 'Thất văn', or a ChanCard",
        "vi": "{value} là lá bài Tây, không phải lá bài Chắn: cần một chuỗi như '7N' hoặc 'Thất văn', hoặc một ChanCard"},
    "error.chan.card_type": {
        "en": "{value} is not a Chắn card: expected a string such as '7N' or 'Thất văn', or a ChanCard",
        "vi": "{value} không phải là lá bài Chắn: cần một chuỗi như '7N' hoặc 'Thất văn', hoặc một ChanCard"},
    "error.chan.not_a_card": {
        "en": "{value} is not a Chắn card: expected {expected}",
        "vi": "{value} không phải là lá bài Chắn: cần {expected}"},
    "error.chan.not_a_card_in": {
        "en": "{value} is not a Chắn card (in {cards}): expected {expected}",
        "vi": "{value} không phải là lá bài Chắn (trong {cards}): cần {expected}"},
    "error.chan.list_type": {
        "en": "{value} is not a list of Chắn cards: expected a string such as '3V 3S 7N CC', tokens or ChanCards",
        "vi": "{value} không phải là danh sách lá bài Chắn: cần một chuỗi như '3V 3S 7N CC', các ký hiệu "
              "hoặc ChanCard"},
    "error.chan.empty": {
        "en": "{value} holds no cards: expected cards such as '3V 3S 7N CC'",
        "vi": "{value} không có lá bài nào: cần các lá như '3V 3S 7N CC'"},
    "error.chan.too_many_copies": {
        "en": "{value} ({name}) appears {n:time|times} but the Chắn deck holds 4 of each face: remove the extra copies",
        "vi": "{value} ({name}) xuất hiện {n} lần nhưng bộ bài Chắn chỉ có 4 lá mỗi loại: hãy bỏ các lá thừa"},
    # Rules.
    "error.chan.read_only": {
        "en": "bonus_values is read-only: build new Rules(bonus_values={{...}}) instead",
        "vi": "bonus_values chỉ đọc được, không sửa được: hãy tạo Rules(bonus_values={{...}}) mới"},
    "error.chan.bonus_values": {
        "en": "bonus_values={value} is not allowed: expected a mapping such as {{'tom': (4, 1)}} "
              "of bonus keys to (main, dịch)",
        "vi": "không cho phép bonus_values={value}: cần một dict như {{'tom': (4, 1)}} "
              "từ tên cước đến (main, dịch)"},
    "error.chan.bonus_key": {
        "en": "bonus_values key {value} is not a bonus: expected one of {keys}",
        "vi": "khóa {value} của bonus_values không phải là cước: cần một trong {keys}"},
    "error.chan.bonus_pair": {
        "en": "bonus_values[{key}]={value} is not allowed: expected (main, dịch), two whole numbers of at least 0",
        "vi": "không cho phép bonus_values[{key}]={value}: cần (main, dịch), hai số nguyên không âm"},
    "error.chan.rules_type": {
        "en": "rules={value} is not chan.Rules: build one with chan.Rules(...)",
        "vi": "rules={value} không phải là chan.Rules: hãy tạo bằng chan.Rules(...)"},
    "error.chan.players": {
        "en": "players={value} is not allowed: Chắn is for 4 players (2 or 3 also play)",
        "vi": "không cho phép players={value}: Chắn chơi 4 người (2 hoặc 3 người cũng chơi được)"},
    # Pairs and wins.
    "error.chan.exposed_type": {
        "en": "exposed={value}: expected a list of groups such as [('3V', '3V'), ('7N', '7V')]",
        "vi": "exposed={value}: cần danh sách các nhóm như [('3V', '3V'), ('7N', '7V')]"},
    "error.chan.exposed_group": {
        "en": "exposed group {value} is not a Chắn, a Cạ or a Chíu",
        "vi": "nhóm đã hạ {value} không phải là Chắn, Cạ hay Chíu"},
    "error.chan.exposed_not_held": {
        "en": "exposed card {value} is not among the cards given: exposed groups must be part of the hand",
        "vi": "lá đã hạ {value} không nằm trong các lá được cho: các nhóm đã hạ phải là một phần của bài trên tay"},
    "error.chan.win_source": {
        "en": "win_source={value} is not a way to win: expected one of {sources}",
        "vi": "win_source={value} không phải là một cách ù: cần một trong {sources}"},
    "error.chan.win_not_held": {
        "en": "the winning card {card} is not among the cards {cards}: pass all 20 cards, the winning card included",
        "vi": "lá ù {card} không nằm trong các lá {cards}: hãy đưa cả 20 lá, kể cả lá ù"},
    "error.chan.no_winning_card": {
        "en": "winning_card=None: only a dealt hand (Thiên ù) has no winning card; "
              "win_source={value} needs the card that completed the hand",
        "vi": "winning_card=None: chỉ bài chia sẵn (Thiên ù) mới không có lá ù; "
              "win_source={value} cần lá đã làm bài ù"},
    # Scoring.
    "error.chan.history_type": {
        "en": "history={value}: expected flags such as ('bon',) from {flags}",
        "vi": "history={value}: cần các cờ như ('bon',) trong số {flags}"},
    "error.chan.history_flag": {
        "en": "history flag {value} is not known: expected some of {flags}",
        "vi": "không biết cờ history {value}: cần một số cờ trong {flags}"},
    "error.chan.history_four": {
        "en": "history flag {value} needs four identical cards in the hand, and there are none",
        "vi": "cờ history {value} cần bốn lá giống nhau trên tay, nhưng không có"},
    "error.chan.history_chiu_u": {
        "en": "history flag 'chiu_u' (Chíu ù) needs the winning card to be the fourth of its face",
        "vi": "cờ history 'chiu_u' (Chíu ù) cần lá ù là lá thứ tư cùng loại"},
    "error.chan.history_dia_u": {
        "en": "history flag 'dia_u' (Địa ù) is a win on a stock card, not win_source={value}",
        "vi": "cờ history 'dia_u' (Địa ù) là ù bằng lá nọc, không phải win_source={value}"},
    "error.chan.not_a_win": {
        "en": "{value} is not a win, so it has no score: {reason}",
        "vi": "{value} không phải là bài ù, nên không có điểm: {reason}"},
    "error.chan.settle_players": {
        "en": "players={value}: expected a whole number of players, at least 2",
        "vi": "players={value}: cần số người chơi nguyên, ít nhất 2"},
    "error.chan.settle_points": {
        "en": "points={value}: expected the score of the win, a number of at least 0",
        "vi": "points={value}: cần điểm của ván ù, một số không âm"},
    "error.chan.settle_winner": {
        "en": "winner={value}: expected a seat 0..{last} or None for a drawn deal",
        "vi": "winner={value}: cần số ghế 0..{last} hoặc None cho ván hòa"},
    "error.chan.wait_size": {
        "en": "{value} has {n:card|cards}: waiting cards are those that complete a {need}-card hand",
        "vi": "{value} có {n} lá: lá chờ là lá làm đủ bài {need} lá"},
    # Set-up deals.
    "error.chan.hands_type": {
        "en": "hands={value}: expected one list of cards per player",
        "vi": "hands={value}: cần một danh sách lá bài cho mỗi người chơi"},
    "error.chan.hand_size": {
        "en": "player {player} has {n:card|cards}: expected {need}",
        "vi": "người chơi {player} có {n} lá: cần {need} lá"},
    "error.chan.whole_deck": {
        "en": "hands plus stock must be exactly the 100-card deck (four of each face)",
        "vi": "bài trên tay cộng nọc phải đúng là bộ 100 lá (mỗi loại bốn lá)"},
    # A match of several deals.
    "error.chan.session_wrong_hand": {
        "en": "{value} is not deal {k} of this session: expected the deal made by new_hand() (seed {seed}, "
              "dealt by {dealer}, previous winner {previous}, {n:player|players}, the same rules)",
        "vi": "{value} không phải là ván số {k} của chuỗi ván này: cần ván do new_hand() chia (seed {seed}, "
              "nhà cái {dealer}, người ù ván trước {previous}, {n} người chơi, cùng luật)"},
})
