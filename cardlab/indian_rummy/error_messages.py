"""Indian Rummy's answers to bad input, in English and Vietnamese.

Kept apart from ``messages.py`` (the rules' reasons): these sentences quote what a caller passed
and say what was expected; every one is raised through ``SomeError.of(code, ...)``.
"""
from __future__ import annotations

from ..explain import register_messages

register_messages({
    "error.indian_rummy.waiting_size": {
        "en": "{value} has {n:card|cards}: the cards a hand waits for are asked of a hand of {need} cards",
        "vi": "{value} có {n} lá: chỉ hỏi lá còn chờ cho bài đủ {need} lá"},
    "error.indian_rummy.deals_type": {
        "en": "{value} is not a list of deals: expected one mapping seat -> penalty points per deal, "
              "such as [{{0: 0, 1: 25, 2: 80}}]",
        "vi": "{value} không phải là danh sách các ván: cần mỗi ván một dict ghế -> điểm phạt, "
              "như [{{0: 0, 1: 25, 2: 80}}]"},
    "error.indian_rummy.match_over": {
        "en": "deal {deal}, {value}, comes after the match was decided: expected no more deals",
        "vi": "ván {deal}, {value}, đến sau khi trận đã phân thắng thua: không còn ván nào nữa"},
    "error.indian_rummy.out_plays": {
        "en": "player {player} plays deal {deal} but was out after deal {out}: expected only the players still in",
        "vi": "người chơi {player} chơi ván {deal} nhưng đã bị loại sau ván {out}: chỉ những người còn trong cuộc được chơi"},
    "error.indian_rummy.deal_winner": {
        "en": "deal {deal}, {value}: expected exactly one winner, the one seat with 0 points",
        "vi": "ván {deal}, {value}: cần đúng một người thắng, là ghế duy nhất có 0 điểm"},
    "error.indian_rummy.no_groups": {
        "en": "{value} holds no groups: expected groups such as '3H 4H 5H | QH QD QC'",
        "vi": "{value} không có nhóm nào: cần các nhóm như '3H 4H 5H | QH QD QC'"},
    "error.indian_rummy.groups_type": {
        "en": "{value} is not a list of groups: expected groups such as "
              "[['3H', '4H', '5H'], ['QH', 'QD', 'QC']] or '3H 4H 5H | QH QD QC'",
        "vi": "{value} không phải là danh sách nhóm: cần các nhóm như "
              "[['3H', '4H', '5H'], ['QH', 'QD', 'QC']] hoặc '3H 4H 5H | QH QD QC'"},
    "error.indian_rummy.group_not_held": {
        "en": "the groups use {card} but the hand {hand} does not hold it (or not that many times): "
              "expected groups made of the hand's cards",
        "vi": "các nhóm dùng {card} nhưng bài trên tay {hand} không có lá này (hoặc không đủ số lần): "
              "các nhóm phải gồm các lá trên tay"},
    "error.indian_rummy.first_drop": {
        "en": "first={value}: expected True (first drop) or False (middle drop)",
        "vi": "first={value}: cần True (bỏ cuộc ngay từ đầu) hoặc False (bỏ cuộc giữa ván)"},
    "error.indian_rummy.penalties_type": {
        "en": "penalties={value}: expected a mapping player -> penalty points",
        "vi": "penalties={value}: cần một dict người chơi -> điểm phạt"},
    "error.indian_rummy.penalty": {
        "en": "penalty {value} of {player} is not allowed: expected a whole number of points, 0 or more",
        "vi": "không cho phép điểm phạt {value} của {player}: cần số điểm nguyên, từ 0 trở lên"},
    "error.indian_rummy.winner_penalty": {
        "en": "winner {player} has {points} penalty points: the winner scores 0",
        "vi": "người thắng {player} có {points} điểm phạt: người thắng được 0 điểm"},
    "error.indian_rummy.pool_limit": {
        "en": "limit={value} is not allowed: expected 101 or 201",
        "vi": "không cho phép limit={value}: cần 101 hoặc 201"},
    "error.indian_rummy.indicator": {
        "en": "{value} is not one card: expected the cut card, such as '5H' or 'JK'",
        "vi": "{value} không phải là một lá: cần lá được cắt ra làm joker chỉ định, như '5H' hoặc 'JK'"},
    "error.indian_rummy.wild_is_card": {
        "en": "wild_rank={value} is a card: expected a rank such as '5' "
              "(wild_rank(indicator) turns the cut card into its rank)",
        "vi": "wild_rank={value} là một lá bài: cần một giá trị như '5' "
              "(wild_rank(indicator) đổi lá được cắt ra thành giá trị của nó)"},
    "error.indian_rummy.wild_type": {
        "en": "wild_rank={value} is not a rank: expected None or a rank such as 'A', '5', '10' or 'K'",
        "vi": "wild_rank={value} không phải là giá trị lá bài: cần None hoặc một giá trị như 'A', '5', '10' hoặc 'K'"},
    "error.indian_rummy.deck_too_small": {
        "en": "decks={decks} with printed_jokers={jokers} hold {cards:card|cards}: "
              "{players:player|players} need at least {need}",
        "vi": "decks={decks} với printed_jokers={jokers} chỉ có {cards} lá: {players} người chơi cần ít nhất {need} lá"},
    "error.indian_rummy.show_player": {
        "en": "player={value}: expected the seat number of the player who shows, such as 0",
        "vi": "player={value}: cần số ghế của người chơi khai bài, như 0"},
})
