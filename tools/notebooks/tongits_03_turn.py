"""Builds the Tongits lesson 3 (a turn), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/tongits/03_a_turn.ipynb;
learner's copy: notebooks/[vi/]tongits/03_a_turn.ipynb.
Run: .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_03_turn.py
"""
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, Tr, checkpoint, code, md, lesson  # noqa: E402

REL = "tongits/03_a_turn.ipynb"


def _play_until_code(who: str) -> str:
    """The cell letting greedy bots play until a stop: the same code in both languages but for the seat's name."""
    return Template("""
from cardlab.bots.tongits import GreedyBot

game = tongits.new_game(seed=5, rules=RULES)
bots = [GreedyBot(seed=player) for player in range(3)]

def play_until(game, stop):
    while not game.is_terminal() and not stop(game):
        player = game.current_player
        action = bots[player].choose(game.view(player))
        print(f"$who {player}: {action.text}\\n    → {bots[player].last_reason}")
        game.apply(action)

can_chow = lambda game: any(action.kind == "chow" for action in game.legal_actions())
play_until(game, can_chow)
""").substitute(who=who)


def cells(t: Tr) -> list:
    return [
        md(t("""
# Tongits 3 · A turn

**By the end of this notebook you will be able to**

* play the three steps of a turn: **draw or chow**, **expose and sapaw**, **discard**,
* say when a discard may be **chowed** (*ăn bài*) and which meld you must then expose,
* say when a card may be laid off — **sapaw** (*gửi bài*) — onto a meld on the table,
* read the legal moves of a real, dealt position and understand why a move is refused.

Words: **draw** (*bốc*, Filipino *bunot*) from the **stock** (*nọc*); **chow** (*ăn bài*,
Filipino *kain*); **expose** a meld (*hạ phỏm*); **sapaw** (*gửi bài*); **discard** (*đánh*,
Filipino *tapon*) onto the **discard pile** (*bài bỏ*). [Tiếng Việt](../vi/tongits/03_a_turn.ipynb)
""", """
# Tongits 3 · Một lượt chơi

**Học xong bài này, bạn sẽ biết**

* chơi đủ ba bước của một lượt: **bốc hoặc ăn bài**, **hạ phỏm và gửi bài**, **đánh**,
* khi nào được **ăn bài** (*chow*) và khi đó phải hạ phỏm nào,
* khi nào được **gửi bài** (*sapaw*) vào một phỏm trên bàn,
* đọc các nước đi hợp lệ của một ván thật và hiểu vì sao một nước đi bị từ chối.

Thuật ngữ: **bốc** (tiếng Anh *draw*, tiếng Philippines *bunot*) từ **nọc** (*stock*); **ăn bài**
(*chow*, tiếng Philippines *kain*); **hạ phỏm** (*expose*); **gửi bài** (*sapaw*); **đánh**
(*discard*, tiếng Philippines *tapon*) ra **bài bỏ** (*discard pile*).
[English](../../tongits/03_a_turn.ipynb)
""")),
        code(f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # {t('"vi" for Vietnamese explanations', '"en": lời giải thích bằng tiếng Anh')}
RULES = tongits.Rules()        # {t("try", "thử")} chow_requires_new_meld=False, dealer_may_expose_before_first_discard=False
"""),
        md(t("""
## Step 1 · Draw or chow

Take the top card of the stock — **or** take the card the previous player has just discarded,
but only if it **at once completes a new meld** with cards from your hand. That meld is exposed
immediately: a chowed card never goes into the hand. `tongits.check_chow(discard, hand)` says
whether you may, and `.meld` is the meld you would expose:
""", """
## Bước 1 · Bốc hoặc ăn bài

Bốc lá trên cùng của nọc — **hoặc** lấy lá người liền trước vừa đánh, nhưng chỉ khi lá đó
**ghép ngay thành một phỏm mới** với các lá trên tay bạn. Phỏm đó phải hạ xuống bàn ngay: lá ăn
không bao giờ được cất vào tay. `tongits.check_chow(discard, hand)` cho biết bạn có được ăn
không, và `.meld` là phỏm bạn sẽ hạ:
""")),
        code("""
verdict = tongits.check_chow("8S", "6S 7S 2D KH", rules=RULES)
verdict
"""),
        code(t("""
print("expose:", verdict.meld.pretty, "| from the hand:", " ".join(card.pretty for card in verdict.used))
""", """
print("hạ phỏm:", verdict.meld.pretty, "| lấy từ trên tay:", " ".join(card.pretty for card in verdict.used))
"""), CHECK),
        md(t("""
Consecutive cards of mixed suits make no meld, so they cannot be used to chow, and neither can a
single matching card:
""", """
Các lá liên tiếp nhưng khác chất không tạo thành phỏm, nên không dùng để ăn bài được; một lá
đơn lẻ cùng giá trị cũng không:
""")),
        code(t("""
for discard, hand in [("8C", "6S 7D 2D"), ("8C", "8S 4H 2D")]:
    verdict = tongits.check_chow(discard, hand, rules=RULES)
    print(f"{discard} with {hand}:", "✔" if verdict else "✘", verdict)
""", """
for discard, hand in [("8C", "6S 7D 2D"), ("8C", "8S 4H 2D")]:
    verdict = tongits.check_chow(discard, hand, rules=RULES)
    print(f"{discard} với {hand}:", "✔" if verdict else "✘", verdict)
"""), CHECK),
        md(t("""
A discard may complete more than one meld. `.options` lists them all; `.meld` is the one that
leaves the least deadwood in the hand:
""", """
Một lá đánh ra có thể ghép được nhiều phỏm. `.options` liệt kê tất cả; `.meld` là phỏm để lại
ít bài rác nhất trên tay:
""")),
        code(t("""
verdict = tongits.check_chow("8S", "6S 7S 8H 8D 9S", rules=RULES)
for meld in verdict.options:
    print(meld.kind, meld.pretty)
print("best:", verdict.meld.pretty)
""", """
verdict = tongits.check_chow("8S", "6S 7S 8H 8D 9S", rules=RULES)
for meld in verdict.options:
    print(meld.kind, meld.pretty)
print("tốt nhất:", verdict.meld.pretty)
"""), CHECK),
        md(t("""
### House rule: chowing onto your own meld

The H19 Tongits guide requires a **new** meld (`chow_requires_new_meld=True`). Some tables also
let you chow a card that extends a meld you have already exposed:
""", """
### Luật nhà: ăn bài để nối vào phỏm của mình

Hướng dẫn Tongits H19 bắt buộc phải ghép thành phỏm **mới** (`chow_requires_new_meld=True`). Có
bàn còn cho ăn một lá để nối dài phỏm bạn đã hạ:
""")),
        code(t("""
exposed = [["6S", "7S", "8S"]]            # your meld on the table
for rules in (tongits.Rules(), tongits.Rules(chow_requires_new_meld=False)):
    verdict = tongits.check_chow("9S", "2D 5H", exposed, rules=rules)
    print(f"chow_requires_new_meld={rules.chow_requires_new_meld}:", "✔" if verdict else "✘", verdict)
""", """
exposed = [["6S", "7S", "8S"]]            # phỏm của bạn đã hạ trên bàn
for rules in (tongits.Rules(), tongits.Rules(chow_requires_new_meld=False)):
    verdict = tongits.check_chow("9S", "2D 5H", exposed, rules=rules)
    print(f"chow_requires_new_meld={rules.chow_requires_new_meld}:", "✔" if verdict else "✘", verdict)
"""), CHECK),
        md(t("""
## Step 2 · Expose and sapaw

After drawing you may lay down (**expose**) any melds from your hand, and **lay off** (sapaw)
cards onto any meld on the table — yours or an opponent's: the fourth card of a set, or a card
that extends a run at either end. The H19 Tongits guide's two examples: 7♥ onto an opponent's
7♠ 7♣ 7♦, and K♥ onto player B's K♠ K♣ K♦:
""", """
## Bước 2 · Hạ phỏm và gửi bài

Sau khi bốc, bạn được **hạ** bao nhiêu phỏm trên tay tuỳ ý, và **gửi bài** (sapaw) vào bất kỳ
phỏm nào trên bàn — của mình hay của đối thủ: lá thứ tư của một bộ, hoặc một lá nối dài sảnh ở
đầu này hay đầu kia. Hai ví dụ của hướng dẫn Tongits H19: gửi 7♥ vào bộ 7♠ 7♣ 7♦ của đối thủ, và
gửi K♥ vào bộ K♠ K♣ K♦ của người B:
""")),
        code("""
tongits.check_sapaw("KH", "KS KC KD", rules=RULES)
"""),
        code("""
for card, meld in [("7H", "7S 7C 7D"), ("8S", "9S 10S JS"), ("QS", "9S 10S JS"),
                   ("8H", "9S 10S JS"), ("KS", "9S 10S JS"), ("AS", "JS QS KS")]:
    verdict = tongits.check_sapaw(card, meld, rules=RULES)
    print("✔" if verdict else "✘", verdict)
""", CHECK),
        md(t("""
The last one depends on the ace: with the house rule `ace_high_in_runs`, A♠ does extend
J♠ Q♠ K♠.
""", """
Trường hợp cuối phụ thuộc vào lá A: với luật nhà `ace_high_in_runs`, A♠ nối được vào J♠ Q♠ K♠.
""")),
        code("""
print(tongits.check_sapaw("AS", "JS QS KS", rules=tongits.Rules(ace_high_in_runs=True)))
""", CHECK),
        md(t("""
Laying off onto an opponent's meld is more than getting rid of a card: it also stops that
opponent from calling **Fight** on their next turn ([lesson 4](04_endings_payments.ipynb)).

## Step 3 · Discard

End the turn by discarding one card face up onto the discard pile. The next player may chow it.

## A real position

Let us watch the first turns of a real game, dealt from deal number 5, played by three
**greedy bots** ([lesson 5](05_play_the_bots.ipynb) says how they choose). Each line shows the
move and the bot's own one-sentence reason. We stop as soon as a player may chow.
""", """
Gửi bài vào phỏm của đối thủ không chỉ để bớt một lá: nó còn khiến đối thủ đó không được gọi
**Khiêu chiến (Fight)** ở lượt kế tiếp của họ ([bài 4](04_endings_payments.ipynb)).

## Bước 3 · Đánh

Kết thúc lượt bằng cách đánh một lá, đặt ngửa lên bài bỏ. Người chơi kế tiếp có thể ăn lá đó.

## Một ván thật

Cùng xem những lượt đầu của một ván thật, chia theo số ván chia 5, do ba **máy tham lam**
(*greedy*) chơi ([bài 5](05_play_the_bots.ipynb) giải thích máy chọn nước đi thế nào). Mỗi dòng
cho thấy nước đi và lý do của máy, gói trong một câu. Ta dừng lại ngay khi có người được ăn bài.
""")),
        code(_play_until_code(t("Player", "Người chơi"))),
        md(t("""
The first player exposed two melds without drawing (the first player never draws on the first
turn), then discarded. Player 1 laid K♠ off onto player 0's kings — which also means player 0 may
not call Fight on their next turn. Here is the whole table, face up as a teacher would lay it out;
the players themselves see only their own hand:
""", """
Người đi đầu hạ hai phỏm mà không bốc (người đi đầu không bao giờ bốc ở lượt đầu tiên), rồi
đánh một lá. Người chơi 1 gửi lá K♠ vào bộ K của người chơi 0 — nghĩa là người chơi 0 không được
gọi Khiêu chiến ở lượt kế tiếp. Đây là toàn bộ bàn chơi, lật ngửa như giáo viên bày ra để giảng;
còn mỗi người chơi chỉ thấy bài trên tay mình:
""")),
        code("""
print(game)
"""),
        md(t("""
It is now the turn of the player shown below. The previous player's discard can be chowed: the
engine lists the chow among the legal moves, next to the plain draw:
""", """
Giờ đến lượt người chơi hiện ở dưới. Lá người liền trước vừa đánh ăn được: bộ máy luật liệt kê
nước ăn bài trong các nước đi hợp lệ, bên cạnh nước bốc bình thường:
""")),
        code(t("""
player = game.current_player
view = game.view(player)
print(f"Player {player} to play; the discard on offer is {view.chowable.pretty}")
for action in view.legal_actions:
    print("   ", action.text)
view.hand
""", """
player = game.current_player
view = game.view(player)
print(f"Đến lượt người chơi {player}; lá vừa đánh có thể ăn là {view.chowable.pretty}")
for action in view.legal_actions:
    print("   ", action.text)
view.hand
""")),
        code("""
tongits.check_chow(view.chowable, view.hand, rules=RULES)
"""),
        md(t("""
Let the bot play the chow. The meld goes straight onto the table, and the turn moves on to
step 2: the player may now expose, lay off, discard — or call Fight:
""", """
Để máy ăn bài. Phỏm được hạ thẳng xuống bàn, và lượt chơi chuyển sang bước 2: người chơi giờ có
thể hạ phỏm, gửi bài, đánh — hoặc gọi Khiêu chiến:
""")),
        code(t("""
from collections import Counter

play_until(game, lambda game: game.current_player != player or game.history[-1].kind == "chow")
print("On the table:", [meld.pretty for meld in game.exposed])
print("Moves now:", Counter(action.kind for action in game.legal_actions()))
""", """
from collections import Counter

play_until(game, lambda game: game.current_player != player or game.history[-1].kind == "chow")
print("Trên bàn:", [meld.pretty for meld in game.exposed])
print("Nước đi lúc này:", Counter(action.kind for action in game.legal_actions()))
""")),
        md(t("""
### A refused move says which rule it breaks

Drawing now is not allowed — the player has already taken a card this turn. The engine refuses
the move, leaves the game unchanged and names the rule:
""", """
### Nước đi bị từ chối thì nói rõ phạm luật nào

Bây giờ không được bốc nữa — người chơi đã lấy một lá trong lượt này. Bộ máy luật từ chối nước
đi, giữ nguyên ván bài và nêu rõ luật bị phạm:
""")),
        code("""
try:
    game.apply("draw")
except cardlab.IllegalActionError as error:
    print(error)
""", CHECK),
        md(t("""
## House rule: exposing on the first turn

The first player does not draw on the first turn. By default they may still expose melds before
their first discard (`dealer_may_expose_before_first_discard=True`); some tables only let them
discard:
""", """
## Luật nhà: hạ phỏm ở lượt đầu tiên

Người đi đầu không bốc ở lượt đầu tiên. Mặc định họ vẫn được hạ phỏm trước khi đánh lá đầu tiên
(`dealer_may_expose_before_first_discard=True`); có bàn chỉ cho họ đánh:
""")),
        code("""
for rules in (tongits.Rules(), tongits.Rules(dealer_may_expose_before_first_discard=False)):
    first = tongits.new_game(seed=5, rules=rules)
    print(f"dealer_may_expose_before_first_discard={rules.dealer_may_expose_before_first_discard}:",
          dict(Counter(action.kind for action in first.legal_actions())))
""", CHECK),
        md(t("""
**Try it:** change `RULES` in the first cell (for example `tongits.Rules(turn_direction="counterclockwise")`)
and run the notebook again: the same deal is played in another order.
""", """
**Thử xem:** đổi `RULES` ở ô đầu tiên (ví dụ `tongits.Rules(turn_direction="counterclockwise")`)
rồi chạy lại cả notebook: cùng ván bài ấy được chơi theo thứ tự khác.
""")),
        *checkpoint(t, t("""
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=4, rules=RULES, questions=["chow", "sapaw", "discard"],
                   name="Tongits lesson 3", var="quiz")
quiz
""", """
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=4, rules=RULES, questions=["chow", "sapaw", "discard"],
                   name="Tongits – bài 3", var="quiz")
quiz
"""), [
            (t("""
### 1 · May you chow?

The discard must at once complete a **new** meld with cards from your hand. Answer `False` if
you may not chow it, otherwise the cards from your hand that go with it, e.g. `answer = "6S 7S"`.
""", """
### 1 · Có được ăn bài không?

Lá vừa đánh phải ghép ngay với các lá trên tay bạn thành một phỏm **mới**. Trả lời `False` nếu
không được ăn, nếu được thì ghi các lá trên tay ghép với nó, ví dụ `answer = "6S 7S"`.
"""), """
verdict = tongits.check_chow(quiz.q1.discard, quiz.q1.hand, rules=RULES)
answer = verdict.used if verdict else False
"""),
            (t("""
### 2 · May you lay it off?

A card may be laid off (sapaw) as the fourth card of a set, or at either end of a run of its
suit. Answer `True` or `False`.
""", """
### 2 · Có gửi bài được không?

Một lá gửi được vào phỏm nếu nó là lá thứ tư của một bộ, hoặc nối vào đầu này hay đầu kia của
một sảnh cùng chất. Trả lời `True` (đúng) hoặc `False` (sai).
"""), """
answer = tongits.check_sapaw(quiz.q2.card, quiz.q2.meld, RULES).ok
"""),
            (t("""
### 3 · Which card do you discard?

You have drawn and hold one card too many. Which discard leaves the least deadwood? Answer with
one card, e.g. `answer = "KH"`; if several are equally good, any of them is right.
""", """
### 3 · Nên đánh lá nào?

Bạn vừa bốc và đang cầm thừa một lá. Đánh lá nào thì còn lại ít bài rác nhất? Trả lời bằng một
lá, ví dụ `answer = "KH"`; nếu nhiều lá tốt như nhau thì lá nào trong số đó cũng đúng.
"""), """
answer = tongits.arrange(quiz.q3.hand, RULES).best_discard().card
"""),
        ]),
        md(t("""
## Next

[4 · Endings and payments](04_endings_payments.ipynb): Fight, Tongits, the stock running out, and
being burned.
""", """
## Tiếp theo

[4 · Kết thúc ván và thanh toán](04_endings_payments.ipynb): Khiêu chiến, Thắng tuyệt đối, hết
nọc, và bị cháy bài.
""")),
    ]


if __name__ == "__main__":
    lesson(REL, cells)
