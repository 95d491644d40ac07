"""Phỏm's answers to bad input, in English and Vietnamese.

Kept apart from ``messages.py`` (the rules' reasons): these sentences quote what a caller passed
and say what was expected; every one is raised through ``SomeError.of(code, ...)``.
"""
from __future__ import annotations

from ..explain import register_messages

register_messages({
    # Cards and rules.
    "error.phom.joker": {
        "en": "{value} is not a Phỏm card: Phỏm uses one 52-card deck without jokers",
        "vi": "{value} không phải là lá bài Phỏm: Phỏm dùng một bộ 52 lá, không có lá phăng teo (joker)"},
    "error.phom.duplicate": {
        "en": "{value} appears twice but Phỏm's one deck holds it once: remove the duplicate (in {cards})",
        "vi": "{value} xuất hiện hai lần nhưng bộ bài Phỏm chỉ có một lá như vậy: hãy bỏ lá trùng (trong {cards})"},
    "error.phom.eaten_not_held": {
        "en": "eaten={eaten} names {missing} which is not among the cards {cards}: "
              "expected eaten cards to be some of the cards",
        "vi": "eaten={eaten} có {missing} không nằm trong các lá {cards}: các lá đã ăn phải là một phần của các lá đó"},
    "error.phom.rank_payments": {
        "en": "rank_payments={value} is not allowed: expected three whole numbers of at least 0, "
              "paid by 2nd, 3rd and last place, such as (1, 2, 3)",
        "vi": "không cho phép rank_payments={value}: cần ba số nguyên không âm, là tiền người về nhì, về ba "
              "và về bét trả, như (1, 2, 3)"},
    "error.phom.first_player_cards": {
        "en": "first_player_cards={value} is not allowed: expected cards_per_player + 1 = {expected}, "
              "since the first player opens by discarding",
        "vi": "không cho phép first_player_cards={value}: cần cards_per_player + 1 = {expected}, "
              "vì người chơi đầu tiên mở ván bằng một lá đánh"},
    "error.phom.deal_too_long": {
        "en": "cards_per_player={value} with rounds={rounds} is not allowed: expected cards_per_player + rounds "
              "of at most 13, or four players would empty the stock",
        "vi": "không cho phép cards_per_player={value} với rounds={rounds}: cần cards_per_player + rounds "
              "không quá 13, nếu không bốn người chơi sẽ bốc hết nọc"},
    "error.phom.bet": {
        "en": "bet={value} is not a bet: expected a whole number of units, at least 1",
        "vi": "bet={value} không phải là tiền cược: cần một số nguyên đơn vị, ít nhất 1"},
    # Calculators.
    "error.phom.send_one_card": {
        "en": "card={value} is not one card: expected one card such as '6S', not a list: send one card at a time",
        "vi": "card={value} không phải là một lá: cần một lá như '6S', không phải danh sách: mỗi lần gửi bài một lá"},
    "error.phom.eat_one_card": {
        "en": "card={value} is not one card: expected the one card just discarded, such as '6S'",
        "vi": "card={value} không phải là một lá: cần đúng lá vừa đánh ra, như '6S'"},
    "error.phom.eat_in_hand": {
        "en": "{card} is already in the hand {hand}: expected the discard of another player",
        "vi": "{card} đã có trong bài trên tay {hand}: cần lá do người chơi khác đánh ra"},
    "error.phom.already_in_phom": {
        "en": "{card} is already in the phỏm {phom}: expected a card from the sender's hand",
        "vi": "{card} đã nằm trong phỏm {phom}: cần một lá từ bài trên tay người gửi bài"},
    "error.phom.round": {
        "en": "round={value} is not a round: expected a whole number from 1 to {rounds}",
        "vi": "round={value} không phải là một vòng: cần một số nguyên từ 1 đến {rounds}"},
    "error.phom.no_arrangement": {
        "en": "{hand}: the eaten cards {eaten} cannot all sit in phỏm, so this hand has no legal arrangement",
        "vi": "{hand}: các lá đã ăn {eaten} không thể cùng nằm trong phỏm, nên bài trên tay này "
              "không có cách xếp hợp lệ"},
    # Payments.
    "error.phom.nth_from_victim": {
        "en": "nth_from_victim={value}: expected 1 for the first card eaten from this player, 2 for the second…",
        "vi": "nth_from_victim={value}: cần 1 cho lá đầu tiên ăn của người chơi này, 2 cho lá thứ hai…"},
    "error.phom.chot_round": {
        "en": "is_chot=True with round={value}: the chốt is a card eaten in the last round ({rounds})",
        "vi": "is_chot=True với round={value}: chốt là lá bị ăn ở vòng cuối ({rounds})"},
    "error.phom.house_name": {
        "en": "a player is named {value}, which is where the house fee goes: rename them",
        "vi": "có người chơi tên {value}, là chỗ nhận phí nhà cái: hãy đổi tên người chơi đó"},
    "error.phom.players_dict": {
        "en": "players={value}: expected a dict name -> {{'deadwood', 'mom', 'laydown_order'}}",
        "vi": "players={value}: cần một dict tên -> {{'deadwood', 'mom', 'laydown_order'}}"},
    "error.phom.players_count": {
        "en": "{n:player|players}: Phỏm is played by 2 to 4 players",
        "vi": "{n} người chơi: Phỏm chơi từ 2 đến 4 người"},
    "error.phom.player_data": {
        "en": "players[{name}]={value}: expected a dict with 'deadwood', 'mom', 'laydown_order'",
        "vi": "players[{name}]={value}: cần một dict có 'deadwood', 'mom', 'laydown_order'"},
    "error.phom.player_lacks": {
        "en": "players[{name}] lacks {missing}: expected 'deadwood', 'mom' and 'laydown_order'",
        "vi": "players[{name}] thiếu {missing}: cần 'deadwood', 'mom' và 'laydown_order'"},
    "error.phom.player_deadwood": {
        "en": "players[{name}]['deadwood']={value}: expected points, a whole number of at least 0",
        "vi": "players[{name}]['deadwood']={value}: cần số điểm bài rác, một số nguyên không âm"},
    "error.phom.player_mom": {
        "en": "players[{name}]['mom']={value}: expected True or False",
        "vi": "players[{name}]['mom']={value}: cần True hoặc False"},
    "error.phom.player_order": {
        "en": "players[{name}][{key}]={value}: expected a whole number (1 = first)",
        "vi": "players[{name}][{key}]={value}: cần một số nguyên (1 = đầu tiên)"},
    "error.phom.orders_repeat": {
        "en": "laydown orders {orders} repeat: expected each player to lay down at a different time",
        "vi": "thứ tự hạ phỏm {orders} bị trùng: mỗi người chơi phải hạ phỏm vào một lúc khác nhau"},
    "error.phom.u_kind": {
        "en": "kind={value}: expected 'u', 'u_tron' or 'u_khan'",
        "vi": "kind={value}: cần 'u', 'u_tron' hoặc 'u_khan'"},
    "error.phom.u_khan_off": {
        "en": "kind='u_khan' is not allowed: Ù khan is off in these rules (u_khan_enabled=False)",
        "vi": "không cho phép kind='u_khan': luật này không chơi Ù khan (u_khan_enabled=False)"},
    "error.phom.players_list": {
        "en": "players={value}: expected a list of the players' names",
        "vi": "players={value}: cần danh sách tên các người chơi"},
    "error.phom.players_repeat": {
        "en": "players={value} repeats a name: expected each player once",
        "vi": "players={value} có tên bị lặp: mỗi người chơi chỉ được nêu một lần"},
    "error.phom.den_payer": {
        "en": "den_payer={value} is not one of the losers {losers}",
        "vi": "den_payer={value} không phải là một trong những người thua {losers}"},
    "error.phom.eaten_from": {
        "en": "eaten_from={value}: expected the players whose discards the winner ate, in order, e.g. ['B', 'B', 'C']",
        "vi": "eaten_from={value}: cần danh sách những người bị người thắng ăn bài, theo thứ tự, ví dụ ['B', 'B', 'C']"},
    "error.phom.eaten_from_winner": {
        "en": "eaten_from names {value}, the winner: expected only the other players, whose discards the winner ate",
        "vi": "eaten_from có {value}, chính là người thắng: chỉ được nêu những người khác, những người bị người "
              "thắng ăn bài"},
})
