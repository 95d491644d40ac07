"""Tongits messages in English and Vietnamese (the H19 guide's own game words), registered on import."""
from __future__ import annotations

from ..explain import capitalised, register_messages


_MESSAGES = {
    "tongits.joker": {
        "en": "{cards}: Tongits is played without jokers",
        "vi": "{cards}: Tongits chơi không có lá phăng teo (joker)"},
    # sapaw
    "tongits.sapaw_set": {
        "en": "{card} can be laid off (sapaw) on {meld}: it is the fourth card of the set",
        "vi": "{card} có thể gửi bài vào {meld}: đó là lá thứ tư của bộ, thành Tứ quý"},
    "tongits.sapaw_run_low": {
        "en": "{card} can be laid off (sapaw) on {meld}: it extends the run at the low end",
        "vi": "{card} có thể gửi bài vào {meld}: nó nối dài sảnh ở đầu nhỏ"},
    "tongits.sapaw_run_high": {
        "en": "{card} can be laid off (sapaw) on {meld}: it extends the run at the high end",
        "vi": "{card} có thể gửi bài vào {meld}: nó nối dài sảnh ở đầu lớn"},
    "tongits.sapaw_not_a_meld": {
        "en": "{meld} is not an exposed meld, so nothing can be laid off on it",
        "vi": "{meld} không phải là một phỏm đã hạ, nên không thể gửi bài vào đó"},
    "tongits.sapaw_set_full": {
        "en": "{card} cannot be laid off on {meld}: the set already has four cards",
        "vi": "{card} không gửi được vào {meld}: bộ đã đủ bốn lá"},
    "tongits.sapaw_wrong_rank": {
        "en": "{card} cannot be laid off on {meld}: a set takes only another {rank}",
        "vi": "{card} không gửi được vào {meld}: bộ này chỉ nhận thêm lá {rank}"},
    "tongits.sapaw_wrong_suit": {
        "en": "{card} cannot be laid off on {meld}: a run's cards share one suit ({suit})",
        "vi": "{card} không gửi được vào {meld}: các lá của sảnh phải cùng chất ({suit})"},
    "tongits.sapaw_not_at_end": {
        "en": "{card} cannot be laid off on {meld}: a run grows only at its ends, by {ends}",
        "vi": "{card} không gửi được vào {meld}: sảnh chỉ nối dài ở hai đầu, bằng lá {ends}"},
    "tongits.sapaw_run_complete": {
        "en": "{card} cannot be laid off on {meld}: the run cannot grow any further",
        "vi": "{card} không gửi được vào {meld}: sảnh không thể nối dài thêm"},
    "tongits.sapaw_ace_low": {
        "en": "{card} cannot be laid off on {meld}: the Ace is low here, so it cannot follow the King "
              "(ace_high_in_runs is off)",
        "vi": "{card} không gửi được vào {meld}: ở đây lá A là lá nhỏ nhất nên không đứng sau lá K "
              "(ace_high_in_runs đang tắt)"},
    # chow
    "tongits.chow_ok": {
        "en": "{card} completes the new meld {meld} with {used} from your hand: chow it and expose the meld at once",
        "vi": "{card} ghép ngay với {used} trên tay thành phỏm mới {meld}: được ăn bài và phải hạ phỏm đó ngay"},
    "tongits.chow_extend": {
        "en": "{card} extends your exposed meld {meld}: chowing onto your own meld is allowed "
              "(chow_requires_new_meld is off)",
        "vi": "{card} nối dài phỏm {meld} bạn đã hạ: được ăn bài để gửi vào phỏm của mình "
              "(chow_requires_new_meld đang tắt)"},
    "tongits.chow_not_new_meld": {
        "en": "you may chow only a discard that completes a new meld: {card} makes no meld with the cards in your hand",
        "vi": "chỉ được ăn lá bài bỏ khi nó tạo ngay một phỏm mới: {card} không ghép được phỏm nào với bài trên tay"},
    "tongits.chow_no_extend": {
        "en": "a chowed card must complete a new meld (chow_requires_new_meld): "
              "it may not just extend your exposed meld {meld}",
        "vi": "lá ăn phải tạo thành phỏm mới (chow_requires_new_meld): "
              "không được chỉ gửi vào phỏm {meld} đã hạ"},
    "tongits.chow_never_in_hand": {
        "en": "a chowed card never goes into the hand: it is exposed at once in a meld",
        "vi": "lá ăn không bao giờ được cất vào tay: nó phải được hạ ngay trong một phỏm"},
    # fight
    "tongits.fight_ok": {
        "en": "you have exposed {n:meld|melds} and no opponent has sapawed onto them since your last turn: "
              "you may call Fight",
        "vi": "bạn đã hạ {n} phỏm và từ lượt trước của bạn không ai gửi bài vào bài của bạn: được gọi Khiêu chiến"},
    "tongits.fight_needs_meld": {
        "en": "Fight needs at least one exposed meld",
        "vi": "muốn gọi Khiêu chiến phải hạ ít nhất 1 phỏm trên bàn"},
    "tongits.fight_sapawed": {
        "en": "an opponent sapawed onto your melds since your last turn, so you may not call Fight this turn",
        "vi": "từ lượt trước của bạn đã có đối thủ gửi bài vào phỏm của bạn, nên lượt này không được gọi Khiêu chiến"},
    "tongits.fight_timing_after": {
        "en": "Fight is called after drawing, instead of discarding (fight_timing=after_draw)",
        "vi": "Khiêu chiến (Fight) được gọi sau khi bốc bài, thay cho đánh bài (fight_timing=after_draw)"},
    "tongits.fight_timing_before": {
        "en": "Fight is called at the start of the turn, instead of drawing (fight_timing=before_draw)",
        "vi": "Khiêu chiến (Fight) được gọi đầu lượt, thay cho bốc bài (fight_timing=before_draw)"},
    "tongits.fight_after_melding": {
        "en": "you exposed a meld on your last turn or this turn: a new meld must lie on the table for a whole "
              "round before you may call Fight (fight_after_melding is off)",
        "vi": "bạn vừa hạ phỏm ở lượt trước hoặc lượt này: phỏm mới phải nằm trên bàn trọn một vòng rồi bạn "
              "mới được gọi Khiêu chiến (fight_after_melding đang tắt)"},
    "tongits.fight_first_turn": {
        "en": "on the first turn the first player exposes melds and discards: Fight comes later",
        "vi": "ở lượt đầu, người đi đầu chỉ hạ phỏm rồi đánh một lá: chưa được gọi Khiêu chiến"},
    # fight result
    "tongits.burned": {
        "en": "Player {player} exposed no meld: burned, out of the comparison, ranks last",
        "vi": "Người chơi {player} chưa hạ phỏm nào: bị cháy bài, không được so điểm bài rác và xếp chót"},
    "tongits.secret_saves": {
        "en": "Player {player} exposed no meld but holds a concealed four of a kind, which saves from burn: "
              "they may challenge a Fight, though not call one (burn_exempt_with_secret)",
        "vi": "Người chơi {player} chưa hạ phỏm nào nhưng giấu tứ quý trên tay nên không bị cháy bài: "
              "được thách đấu khi có người Khiêu chiến, nhưng không được tự gọi Khiêu chiến "
              "(burn_exempt_with_secret)"},
    "tongits.secret_shown": {
        "en": "Player {player} shows the concealed four of a kind {cards}",
        "vi": "Người chơi {player} lật tứ quý giấu trên tay: {cards}"},
    "tongits.fight_called": {
        "en": "Player {player} calls Fight with {deadwood} deadwood",
        "vi": "Người chơi {player} gọi Khiêu chiến với {deadwood} điểm bài rác"},
    "tongits.folds": {
        "en": "Player {player} folds and loses",
        "vi": "Người chơi {player} chọn bỏ cuộc và chịu thua"},
    "tongits.challenges": {
        "en": "Player {player} challenges with {deadwood} deadwood",
        "vi": "Người chơi {player} chọn thách đấu với {deadwood} điểm bài rác"},
    "tongits.no_challenger": {
        "en": "nobody challenges: Player {player} wins the Fight without a comparison",
        "vi": "không ai thách đấu: Người chơi {player} thắng Khiêu chiến mà không cần so bài"},
    "tongits.lowest_wins": {
        "en": "Player {player} has the lowest deadwood, {deadwood}, and wins",
        "vi": "Người chơi {player} có điểm bài rác thấp nhất, {deadwood} điểm, và thắng"},
    "tongits.tie_challenger": {
        "en": "Players {players} tie on {deadwood}: Player {player} wins because a tie goes to the challenger, "
              "the first in turn order after the caller (fight_tie_winner=challenger)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): Người chơi {player} thắng vì hòa điểm thì người thách đấu "
              "thắng, ưu tiên người đi trước tính từ người gọi (fight_tie_winner=challenger)"},
    "tongits.tie_caller": {
        "en": "Players {players} tie on {deadwood}: Player {player} wins because a tie goes to the caller "
              "(fight_tie_winner=caller)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): Người chơi {player} thắng vì hòa điểm thì người gọi "
              "Fight thắng (fight_tie_winner=caller)"},
    "tongits.tie_challengers": {
        "en": "Players {players} tie on {deadwood}: Player {player} wins as the first in turn order after the caller",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): Người chơi {player} thắng vì đi trước tính từ người gọi"},
    "tongits.pays_burn": {
        "en": "Player {player} pays {amount} to Player {winner} for being burned",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì bị cháy bài"},
    "tongits.pays_fold": {
        "en": "Player {player} pays {amount} to Player {winner} for folding",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì chọn bỏ cuộc"},
    "tongits.pays_challenge": {
        "en": "Player {player} pays {amount} to Player {winner} for losing the comparison",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì thua khi so bài"},
    "tongits.pays_tongits": {
        "en": "Player {player} pays {amount} to Player {winner} for the Tongits",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì đối thủ thắng Tongits"},
    "tongits.pays_ace_bonus": {
        "en": "Player {player} pays {amount} to Player {winner}, the ace bonus: {each} for each ace in the "
              "winner's hand and melds, {n} in all (bonus_per_ace)",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner}, tiền thưởng lá A: {each} cho mỗi lá A "
              "trên tay và trong các phỏm của người thắng, tổng cộng {n} lá (bonus_per_ace)"},
    "tongits.pays_king_bonus": {
        "en": "Player {player} pays {amount} to Player {winner}, the king bonus: {each} for each king in the "
              "winner's hand and melds, {n} in all (bonus_per_king)",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner}, tiền thưởng lá K: {each} cho mỗi lá K "
              "trên tay và trong các phỏm của người thắng, tổng cộng {n} lá (bonus_per_king)"},
    "tongits.pays_four_bonus": {
        "en": "Player {player} pays {amount} to Player {winner}, the concealed four bonus: {each} for each four "
              "of a kind Player {winner} kept in the hand, {n} in all (bonus_concealed_four)",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner}, tiền thưởng tứ quý giấu: {each} cho mỗi "
              "tứ quý Người chơi {winner} giữ trên tay, tổng cộng {n} tứ quý (bonus_concealed_four)"},
    "tongits.pays_stock_out": {
        "en": "Player {player} pays {amount} to Player {winner} for the higher deadwood",
        "vi": "Người chơi {player} trả {amount} cho Người chơi {winner} vì điểm bài rác cao hơn"},
    # stock out
    "tongits.stock_out": {
        "en": "the stock is out and Player {player} discarded with no winner: every player counts deadwood",
        "vi": "Chồng bài nọc đã hết và Người chơi {player} đã đánh lá cuối mà không ai thắng: "
              "mọi người đếm điểm bài rác"},
    "tongits.counts": {
        "en": "Player {player} has {deadwood} deadwood",
        "vi": "Người chơi {player} có {deadwood} điểm bài rác"},
    "tongits.tie_last_drawer_loses": {
        "en": "Players {players} tie on {deadwood}: who drew later ranks behind, so Player {player} ranks first "
              "(stock_out_tiebreak=last_drawer_loses)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): ai bốc sau bị xếp sau, nên Người chơi {player} xếp trên "
              "(stock_out_tiebreak=last_drawer_loses)"},
    "tongits.tie_last_drawer_wins": {
        "en": "Players {players} tie on {deadwood}: who drew later ranks ahead, so Player {player} ranks first "
              "(stock_out_tiebreak=last_drawer_wins)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): ai bốc sau được xếp trên, nên Người chơi {player} "
              "xếp trên (stock_out_tiebreak=last_drawer_wins)"},
    "tongits.tie_fewer_cards": {
        "en": "Players {players} tie on {deadwood}: fewer deadwood cards ranks ahead, so Player {player} ranks first "
              "(stock_out_tiebreak=fewer_cards)",
        "vi": "Người chơi {players} bằng điểm ({deadwood}): ai ít lá bài rác hơn được xếp trên, nên Người chơi "
              "{player} xếp trên (stock_out_tiebreak=fewer_cards)"},
    "tongits.all_burned": {
        "en": "every player is burned: nobody wins and nobody pays",
        "vi": "mọi người đều bị cháy bài: không ai thắng, không ai phải trả"},
    # tongits
    "tongits.tongits": {
        "en": "Player {player} emptied the hand through melds and sapaw: Tongits, an outright win",
        "vi": "Người chơi {player} đã giải phóng hết bài trên tay bằng hạ phỏm và gửi bài: thắng Tongits tuyệt đối"},
    "tongits.tongits_discard": {
        "en": "Player {player} emptied the hand by discarding the last card: Tongits (tongits_on_final_discard)",
        "vi": "Người chơi {player} hết bài khi đánh lá cuối cùng: thắng Tongits (tongits_on_final_discard)"},
    "tongits.tongits_went_out": {
        "en": "Player {player} melded every other card and discarded the last one: Tongits (going out takes a "
              "final discard: tongits_on_final_discard is off)",
        "vi": "Người chơi {player} đã hạ hết các lá khác vào phỏm và đánh lá cuối cùng: thắng Tongits (muốn hết "
              "bài phải đánh một lá cuối: tongits_on_final_discard đang tắt)"},
    # game actions
    "tongits.keep_last_card": {
        "en": "you must keep one card to discard: going out takes a final discard, so you may not expose, sapaw "
              "or chow with the last cards of your hand (tongits_on_final_discard is off)",
        "vi": "bạn phải giữ lại một lá để đánh: muốn hết bài phải đánh một lá cuối, nên không được hạ phỏm, gửi "
              "bài hay ăn bài bằng những lá cuối cùng trên tay (tongits_on_final_discard đang tắt)"},
    "tongits.game_over": {
        "en": "the hand is over ({end}): no more actions",
        "vi": "ván bài đã kết thúc ({end}): không còn lượt đi nào"},
    "tongits.not_your_turn": {
        "en": "it is Player {current}'s decision, not Player {player}'s",
        "vi": "đang đến lượt Người chơi {current}, không phải Người chơi {player}"},
    "tongits.unknown_action": {
        "en": "{kind} is not a Tongits action: expected draw, chow, expose, sapaw, discard, fight, challenge or fold",
        "vi": "{kind} không phải là thao tác Tongits: cần draw, chow, expose, sapaw, discard, fight, challenge "
              "hoặc fold"},
    "tongits.draw_first": {
        "en": "first draw from the stock or chow the previous player's discard",
        "vi": "trước hết phải bốc bài từ Nọc hoặc ăn lá bài bỏ của người liền trước"},
    "tongits.already_drew": {
        "en": "you have already drawn this turn: expose, sapaw, then discard",
        "vi": "lượt này bạn đã bốc bài rồi: hạ phỏm, gửi bài rồi đánh một lá"},
    "tongits.first_no_draw": {
        "en": "the first player does not draw on the first turn: expose melds, then discard",
        "vi": "người đi đầu không được bốc bài ở lượt đầu: hạ phỏm rồi đánh một lá"},
    "tongits.no_discard_to_chow": {
        "en": "there is no discard of the previous player to chow",
        "vi": "không có lá bài bỏ nào của người liền trước để ăn"},
    "tongits.chow_only_last_discard": {
        "en": "you may chow only the previous player's discard, {card}",
        "vi": "chỉ được ăn lá vừa đánh của người liền trước, {card}"},
    "tongits.not_in_hand": {
        "en": "{cards} is not in your hand",
        "vi": "{cards} không có trên tay bạn"},
    "tongits.first_turn_no_expose": {
        "en": "on the first turn the first player only discards (dealer_may_expose_before_first_discard is off)",
        "vi": "ở lượt đầu người đi đầu chỉ đánh bài rác (dealer_may_expose_before_first_discard đang tắt)"},
    "tongits.no_such_meld": {
        "en": "there is no exposed meld number {target}: the table has melds 0 to {last}",
        "vi": "không có phỏm số {target} trên bàn: các phỏm trên bàn được đánh số từ 0 đến {last}"},
    "tongits.no_melds_on_table": {
        "en": "no meld is exposed on the table yet, so there is nothing to sapaw onto",
        "vi": "trên bàn chưa có phỏm nào được hạ, nên chưa thể gửi bài"},
    "tongits.one_card": {
        "en": "{kind} takes exactly one card",
        "vi": "{kind} cần đúng một lá bài"},
    "tongits.answer_fight": {
        "en": "Player {player} must answer the Fight of Player {caller}: challenge or fold",
        "vi": "Người chơi {player} phải trả lời Khiêu chiến của Người chơi {caller}: thách đấu hoặc bỏ cuộc"},
    "tongits.no_fight_to_answer": {
        "en": "only an opponent answering a Fight may challenge or fold",
        "vi": "chỉ đối thủ đang trả lời một lệnh Khiêu chiến mới được thách đấu hoặc bỏ cuộc"},
    "tongits.discard_ends_turn": {
        "en": "discard one card from your hand to end your turn",
        "vi": "đánh ra 1 lá bài rác trên tay để kết thúc lượt"},
    "tongits.not_an_action": {
        "en": "{action} is not an action: pick one of state.legal_actions() or type one, such as 'discard 9C'",
        "vi": "{action} không phải là một nước đi: hãy chọn một nước trong state.legal_actions() hoặc gõ một nước, "
              "như 'discard 9C'"},
    "tongits.action_text": {
        "en": "{text} matches no legal action now; legal: {legal}",
        "vi": "{text} không khớp thao tác hợp lệ nào lúc này; hợp lệ: {legal}"},
}


register_messages(capitalised(_MESSAGES))  # every message is a whole sentence
