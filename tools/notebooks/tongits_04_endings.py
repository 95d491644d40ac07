"""Builds the lesson "Tongits 4 · Endings and payments", in English and Vietnamese.

Run: ``PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/tongits_04_endings.py``; it writes
the keys ``exercises/[vi/]solutions/lessons/tongits/04_endings_payments.ipynb`` and the learner copies
``notebooks/[vi/]tongits/04_endings_payments.ipynb``.
"""
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nbbuild import CHECK, IGNORE, checkpoint, code, lesson, md  # noqa: E402

REL = "tongits/04_endings_payments.ipynb"


def _session_code(t) -> str:
    """The cell playing a session of five hands: the same code in both languages but for its report line."""
    return Template("""
session = tongits.play_session(["greedy", "greedy", "greedy"], hands=5, seed=4, rules=RULES)
running = {seat: 0 for seat in range(3)}
for number, hand in enumerate(session.hands, start=1):
    outcome = hand.outcome()
    for seat, amount in outcome.payments.items():
        running[seat] += amount
    $report
print(session)
""").substitute(report=t(
        """print(f"hand {number}: player {hand.first_player} opens; {outcome.end:9} won by player {outcome.winner};"
          f" totals {running}")""",
        """print(f"ván {number}: người chơi {hand.first_player} đi đầu; người chơi {outcome.winner} thắng"
          f" ({outcome.end}); cộng dồn {running}")"""))


def cells(t):
    """The lesson's cells in the language of ``t``."""
    vi = t.lang == "vi"
    exercises = "../../../exercises/vi/tongits.ipynb" if vi else "../../exercises/tongits.ipynb"
    return [
        md(t("""
# Tongits 4 · Endings and payments

**By the end of this notebook you will be able to**

* say when a player may call **Fight** (*Khiêu chiến*, also called "Draw"), and what the others
  may answer: **fold** (*bỏ cuộc*) or **challenge** (*thách đấu*),
* settle a Fight: who wins, who is **burned** (*cháy bài*, Filipino *sunog*), who pays what,
* recognise the other two endings: **Tongits** (*thắng tuyệt đối*, an empty hand) and the
  **stock running out** (*hết nọc*, in the H19 guide *Hết bài Nọc*),
* switch every house rule that decides an ending or a payment, and see which outcomes change,
* follow a session of several hands, where each hand's winner opens the next.

The worked example of the **H19 Tongits guide** ("Tongits H19 – Luật Chơi & Cách Xếp Bài") —
players A, B and C — runs through the whole notebook.
""", """
# Tongits 4 · Kết thúc ván và thanh toán

**Học xong bài này, bạn sẽ biết**

* khi nào một người chơi được gọi **Khiêu chiến (Fight)** (còn gọi là "Draw"), và hai người còn
  lại trả lời thế nào: **bỏ cuộc** (Fold) hay **thách đấu** (Challenge);
* phân xử một ván Khiêu chiến: ai thắng, ai bị **cháy bài** (Burn, tiếng Philippines *sunog*),
  ai trả bao nhiêu;
* nhận ra hai cách kết thúc còn lại: **Tongits** (thắng tuyệt đối: trên tay hết bài) và
  **hết nọc** (hướng dẫn H19 gọi là *Hết bài Nọc*);
* bật, tắt từng luật nhà quyết định cách kết thúc ván và tiền thanh toán, rồi xem kết quả nào thay đổi;
* theo dõi một chuỗi nhiều ván liền nhau, trong đó người thắng ván trước đi đầu ván sau.

Ví dụ minh họa của **hướng dẫn Tongits H19** ("Tongits H19 – Luật Chơi & Cách Xếp Bài"), với ba
người chơi A, B và C, được dùng xuyên suốt bài.
""")),
        code(t(f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # "vi": explanations in Vietnamese
RULES = tongits.Rules()        # try fight_tie_winner="caller", burn_penalty=5, ...
""", f"""
import cardlab
from cardlab import tongits

cardlab.set_language("{t.lang}")     # "en": giải thích bằng tiếng Anh
RULES = tongits.Rules()        # thử fight_tie_winner="caller", burn_penalty=5, ...
""")),
        md(t("""
## Who may call Fight

Two conditions, both from the H19 Tongits guide: the player has **exposed at least one meld**, and
**no opponent has laid off (sapawed) onto their melds since their own last turn**.
`tongits.check_fight(exposed_melds, sapawed_since_last_turn)` checks them:
""", """
## Ai được gọi Khiêu chiến

Hướng dẫn Tongits H19 đặt hai điều kiện: người chơi đã **hạ ít nhất một phỏm** xuống bàn, và
**từ lượt trước của họ đến giờ chưa đối thủ nào gửi bài vào phỏm của họ**.
`tongits.check_fight(exposed_melds, sapawed_since_last_turn)` kiểm tra hai điều đó:
""")),
        code(t("""
for melds, sapawed in [(0, False), (1, False), (2, True)]:
    verdict = tongits.check_fight(melds, sapawed, rules=RULES)
    exposed = f"{melds} meld" + ("" if melds == 1 else "s")
    print(f"{exposed} exposed, sapawed on: {sapawed!s:5}", "✔" if verdict else "✘", verdict)
""", """
for melds, sapawed in [(0, False), (1, False), (2, True)]:
    verdict = tongits.check_fight(melds, sapawed, rules=RULES)
    print(f"đã hạ {melds} phỏm, bị gửi bài: {'có   ' if sapawed else 'không'}", "✔" if verdict else "✘", verdict)
"""), CHECK),
        md(t("""
When a Fight is called, each opponent **with a meld on the table** answers: *fold* (give up and
pay) or *challenge* (show the hand). Among the caller and the challengers, the **lowest
deadwood** wins. An opponent with no meld on the table does not answer: they are **burned** —
out of the comparison, ranked last, paying the highest penalty.

## The H19 guide's example, played out

* **A** has exposed 9♠ 10♠ J♠ and holds 3♦ 4♦ (7 points).
* **B** has exposed K♠ K♣ K♦ and holds Q♥ 8♣ (18 points).
* **C** has exposed nothing and holds 12 loose cards.

It is A's turn, and the top of the stock is K♥. `State.from_position` sets up exactly this table
(seats 0, 1, 2 are A, B, C); the cards the example does not name go to the discard pile, so that
the deck is complete:
""", """
Khi có người gọi Khiêu chiến, mỗi đối thủ **đã có phỏm trên bàn** phải trả lời: *bỏ cuộc* (chịu
thua và trả tiền) hoặc *thách đấu* (lật bài ra so). Giữa người gọi và những người thách đấu, ai
có **ít điểm bài rác nhất** thì thắng. Đối thủ chưa có phỏm nào trên bàn thì không được trả lời:
người đó **cháy bài** — không được so điểm, xếp chót và chịu mức phạt nặng nhất.

## Ví dụ của hướng dẫn H19, chơi từng bước

* **A** đã hạ 9♠ 10♠ J♠, trên tay còn 3♦ 4♦ (7 điểm).
* **B** đã hạ K♠ K♣ K♦, trên tay còn Q♥ 8♣ (18 điểm).
* **C** chưa hạ phỏm nào, trên tay là 12 lá rời rạc.

Đến lượt A, và lá trên cùng của nọc là K♥. `State.from_position` dựng đúng bàn chơi này
(ghế 0, 1, 2 là A, B, C); những lá ví dụ không nhắc đến được đặt vào bài bỏ cho đủ bộ bài:
""")),
        code("""
C_HAND = "2S 5S 8S AH 4H 6H 10H 2C 4C 7C QD AD"

def seed_example(rules=RULES, c_hand=C_HAND, a_hand="3D 4D", **options):
    return tongits.State.from_position(
        hands=[a_hand, "QH 8C", c_hand], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")],
        stock=["KH"], stock_size=6, current_player=0, phase="draw", rules=rules, **options)

game = seed_example()
print(game)
""", CHECK),
        md(t("""
1. A draws K♥.
2. A lays it off (sapaw) onto **B's** kings, making four of a kind (*tứ quý*); A is left with
   3♦ 4♦, 7 points.
3. Instead of discarding, A calls **Fight**:
""", """
1. A bốc được K♥.
2. A gửi bài K♥ vào bộ ba K **của B**, thành tứ quý K trên bàn; trên tay A chỉ còn 3♦ 4♦, 7 điểm.
3. Thay vì đánh một lá, A gọi **Khiêu chiến**:
""")),
        code(t("""
game.apply("draw")
game.apply("sapaw KH on meld 1")
print("A's legal moves now:", [action.text for action in game.legal_actions()])
game.apply("fight")
print("Player", game.current_player, "must answer:", [action.text for action in game.legal_actions()])
""", """
game.apply("draw")
game.apply("sapaw KH on meld 1")
print("Các nước A được đi lúc này:", [action.text for action in game.legal_actions()])
game.apply("fight")
print("Người chơi", game.current_player, "phải trả lời:", [action.text for action in game.legal_actions()])
"""), CHECK),
        md(t("""
4. C has no meld on the table: C is burned and does not answer.
5. B, with 18 points against A's 7, folds.

The engine settles the hand (seat 0 is A, 1 is B, 2 is C):
""", """
4. C chưa có phỏm nào trên bàn: C bị cháy bài và không được trả lời.
5. B có 18 điểm, không thể thắng 7 điểm của A, nên bỏ cuộc.

Máy tính kết quả ván (ghế 0 là A, 1 là B, 2 là C):
""")),
        code("""
game.apply("fold")
game.outcome()
"""),
        md(t("""
The same ending from the calculator, with the players named as in the H19 guide.
`fight_result(caller, deadwood, responses, exposed_melds)`:
""", """
Cũng kết quả đó, tính bằng hàm `fight_result(caller, deadwood, responses, exposed_melds)`, với tên
người chơi như trong hướng dẫn H19:
""")),
        code("""
guide_fight = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}, RULES)
print(guide_fight)
""", CHECK),
        md(t("""
**What if B had challenged?** The hands are compared; A's 7 beats B's 18, and losing a
challenge costs B more than folding would have:
""", """
**Nếu B thách đấu thì sao?** Hai bên lật bài so điểm; 7 điểm của A thắng 18 điểm của B, và thua
khi thách đấu làm B mất nhiều hơn là bỏ cuộc:
""")),
        code("""
print(tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0}, RULES))
""", CHECK),
        md(t("""
### The Fight calculator

The widget below holds the H19 guide's example. Change a player's exposed melds or hand, who
calls, or an answer, and it says at once who may Fight, who is burned, who wins and who pays what —
every answer from the same engine functions as above. *(It needs a running kernel.)*
""", """
### Máy tính Khiêu chiến

Tiện ích dưới đây dựng sẵn ví dụ của hướng dẫn H19. Hãy đổi phỏm đã hạ hay bài trên tay của một
người chơi, người gọi Khiêu chiến hay câu trả lời của một người: tiện ích cho biết ngay ai được
gọi Khiêu chiến, ai bị cháy bài, ai thắng và ai trả bao nhiêu — mọi câu trả lời đều từ các hàm
của máy như ở trên. *(Cần kernel đang chạy.)*
""")),
        code("""
from cardlab.widgets import FightCalculator

FightCalculator(rules=RULES)
""", IGNORE),
        md(t("""
### House rule: a tie in the comparison

Had B also held 7 points, who wins? The H19 guide does not say. By default a challenger who ties
the caller wins (`fight_tie_winner="challenger"`: calling Fight should need a strictly better
hand); some tables give the tie to the caller:
""", """
### Luật nhà: hòa điểm khi so bài

Nếu B cũng chỉ có 7 điểm thì ai thắng? Hướng dẫn H19 không nói. Mặc định, người thách đấu hòa
điểm với người gọi thì thắng (`fight_tie_winner="challenger"`: muốn gọi Khiêu chiến thì bài phải
tốt hơn hẳn); có bàn lại cho người gọi thắng khi hòa:
""")),
        code(t("""
for option in ("challenger", "caller"):
    tie = tongits.fight_result("A", {"A": 7, "B": 7}, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0},
                               tongits.Rules(fight_tie_winner=option))
    print(f"fight_tie_winner={option!r:13} winner: {tie.winner}")
""", """
for option in ("challenger", "caller"):
    tie = tongits.fight_result("A", {"A": 7, "B": 7}, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0},
                               tongits.Rules(fight_tie_winner=option))
    print(f"fight_tie_winner={option!r:13} người thắng: {tie.winner}")
"""), CHECK),
        md(t("""
### House rule: when in the turn

The H19 guide's example calls Fight **after drawing**, instead of discarding
(`fight_timing="after_draw"`). Some tables call it at the **start** of the turn, instead of
drawing. The legal moves of A at the start of the turn show the difference:
""", """
### Luật nhà: gọi vào lúc nào trong lượt

Trong ví dụ của hướng dẫn H19, A gọi Khiêu chiến **sau khi bốc**, thay cho việc đánh bài
(`fight_timing="after_draw"`). Có bàn lại gọi ngay **đầu lượt**, thay cho việc bốc. Các nước A được
đi ở đầu lượt cho thấy sự khác nhau:
""")),
        code(t("""
for option in ("after_draw", "before_draw"):
    start = seed_example(tongits.Rules(fight_timing=option))
    print(f"fight_timing={option!r:13} A may:", [action.text for action in start.legal_actions()])
""", """
for option in ("after_draw", "before_draw"):
    start = seed_example(tongits.Rules(fight_timing=option))
    print(f"fight_timing={option!r:13} A được đi:", [action.text for action in start.legal_actions()])
"""), CHECK),
        md(t("""
### A sapaw blocks a Fight

Had C laid a card off onto A's meld since A's last turn, A could not call Fight this turn:
""", """
### Bị gửi bài thì không được Khiêu chiến

Nếu từ lượt trước của A, C đã gửi một lá vào phỏm của A, thì lượt này A không được gọi Khiêu chiến:
""")),
        code("""
blocked = seed_example(sapawed_on=[0])
blocked.apply("draw")
try:
    blocked.apply("fight")
except cardlab.IllegalActionError as error:
    print(error)
""", CHECK),
        md(t("""
### House rule: no Fight right after melding

Some tables want a meld to lie on the table for a whole round before its owner may call Fight:
`fight_after_melding=False`. A player who **exposed** a meld (or chowed, which exposes one) on
their previous turn or earlier in this turn may not call Fight now; laying a card off (sapaw)
does not count. Say A holds 3♦ 4♦ 9♥ and draws 5♦: A may expose 3♦ 4♦ 5♦ — and then?
""", """
### Luật nhà: vừa hạ phỏm thì chưa được Khiêu chiến

Có bàn muốn một phỏm phải nằm trên bàn trọn một vòng rồi chủ của nó mới được gọi Khiêu chiến:
`fight_after_melding=False`. Người chơi đã **hạ** một phỏm (hoặc ăn bài, vì ăn bài là hạ phỏm)
ở lượt trước hay ngay trong lượt này thì lúc này chưa được gọi Khiêu chiến; gửi bài thì không
tính. Giả sử A cầm 3♦ 4♦ 9♥ và bốc được 5♦: A hạ được 3♦ 4♦ 5♦ — rồi sao nữa?
""")),
        code(t("""
for option in (True, False):
    fresh = tongits.State.from_position(
        hands=["3D 4D 9H", "QH 8C", C_HAND], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["5D"],
        stock_size=6, current_player=0, phase="draw", rules=tongits.Rules(fight_after_melding=option))
    fresh.apply("draw")
    fresh.apply("expose 3D 4D 5D")
    print(f"fight_after_melding={option!s:5} A may then:", [action.text for action in fresh.legal_actions()])
""", """
for option in (True, False):
    fresh = tongits.State.from_position(
        hands=["3D 4D 9H", "QH 8C", C_HAND], exposed=[(0, "9S 10S JS"), (1, "KS KC KD")], stock=["5D"],
        stock_size=6, current_player=0, phase="draw", rules=tongits.Rules(fight_after_melding=option))
    fresh.apply("draw")
    fresh.apply("expose 3D 4D 5D")
    print(f"fight_after_melding={option!s:5} sau đó A được đi:", [action.text for action in fresh.legal_actions()])
"""), CHECK),
        md(t("""
### House rule: melds kept in the hand

Suppose B still holds a meld, 5♥ 6♥ 7♥, plus 2♣ — 2 points, since a meld held in the hand does
not count by default. B challenges and wins. Under `concealed_melds_count_as_deadwood=True`
every card in the hand counts — 20 points — and A wins instead:
""", """
### Luật nhà: phỏm còn giữ trên tay

Giả sử B còn giữ một phỏm 5♥ 6♥ 7♥ trên tay, cùng lá 2♣ — chỉ 2 điểm, vì theo mặc định phỏm giữ
trên tay không bị tính điểm. B thách đấu và thắng. Với `concealed_melds_count_as_deadwood=True`,
mọi lá trên tay đều bị tính — 20 điểm — và A thắng:
""")),
        code(t("""
b_hand = "5H 6H 7H 2C"
for option in (False, True):
    rules = tongits.Rules(concealed_melds_count_as_deadwood=option)
    points = {"A": tongits.deadwood("3D 4D", rules), "B": tongits.deadwood(b_hand, rules)}
    result = tongits.fight_result("A", points, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0}, rules)
    print(f"concealed_melds_count_as_deadwood={option!s:5} deadwood {points} -> winner {result.winner}")
""", """
b_hand = "5H 6H 7H 2C"
for option in (False, True):
    rules = tongits.Rules(concealed_melds_count_as_deadwood=option)
    points = {"A": tongits.deadwood("3D 4D", rules), "B": tongits.deadwood(b_hand, rules)}
    result = tongits.fight_result("A", points, {"B": "challenge"}, {"A": 1, "B": 1, "C": 0}, rules)
    print(f"concealed_melds_count_as_deadwood={option!s:5} bài rác {points} -> người thắng {result.winner}")
"""), CHECK),
        md(t("""
## Burned (cháy bài)

At **any** ending, a player who has exposed no meld is burned. Laying cards off onto other
players' melds does not count: only a meld of your own does.

### House rule: a concealed four of a kind

`burn_exempt_with_secret=True` lets a player who holds a **concealed four of a kind** (*tứ quý*
kept in the hand) escape the burn. Such a player is then an ordinary opponent in a Fight: they
**answer** it — fold, or **challenge** and show the four (as a meld held in the hand it is not
deadwood) — but they still may **not call** a Fight, which needs a meld on the table.

Say C holds 2♠ 2♥ 2♦ 2♣ among the 12 cards. When A calls Fight, who must answer?
""", """
## Cháy bài

Dù ván kết thúc theo cách nào, người chơi chưa hạ phỏm nào đều bị cháy bài. Gửi bài vào phỏm của
người khác không tính: chỉ phỏm của chính mình mới tính.

### Luật nhà: tứ quý giấu trên tay

Với `burn_exempt_with_secret=True`, người chơi đang giữ **tứ quý trên tay** (chưa hạ) thì không bị
cháy bài. Khi đó trong một ván Khiêu chiến, họ là đối thủ như mọi người: họ **trả lời** — bỏ cuộc,
hoặc **thách đấu** và lật tứ quý ra (phỏm giữ trên tay nên không tính là bài rác) — nhưng họ vẫn
**không được gọi** Khiêu chiến, vì muốn gọi thì phải có phỏm trên bàn.

Giả sử trong 12 lá của C có 2♠ 2♥ 2♦ 2♣. Khi A gọi Khiêu chiến, ai phải trả lời?
""")),
        code(t("""
C_FOUR = "2S 2H 2D 2C 5S 8S 4H 6H 10H 7C QD AD"
for option in (False, True):
    secret = seed_example(tongits.Rules(burn_exempt_with_secret=option), c_hand=C_FOUR)
    secret.apply("draw")
    secret.apply("sapaw KH on meld 1")
    secret.apply("fight")
    answering = []
    while not secret.is_terminal():                  # B folds; C, if asked, challenges
        answering.append(secret.current_player)
        secret.apply("fold" if secret.current_player == 1 else "challenge")
    print(f"burn_exempt_with_secret={option!s:5} answering: players {answering}")
    print("   ", secret.outcome())
""", """
C_FOUR = "2S 2H 2D 2C 5S 8S 4H 6H 10H 7C QD AD"
for option in (False, True):
    secret = seed_example(tongits.Rules(burn_exempt_with_secret=option), c_hand=C_FOUR)
    secret.apply("draw")
    secret.apply("sapaw KH on meld 1")
    secret.apply("fight")
    answering = []
    while not secret.is_terminal():                  # B bỏ cuộc; C, nếu được hỏi, thách đấu
        answering.append(secret.current_player)
        secret.apply("fold" if secret.current_player == 1 else "challenge")
    print(f"burn_exempt_with_secret={option!s:5} những người trả lời: {answering}")
    print("   ", secret.outcome())
"""), CHECK),
        md(t("""
With the house rule, C is not burned and answers; C's four 2s are a meld held in the hand, so
C counts only the other eight cards, far more than A's 7. Challenging costs C the comparison
penalty (2), still less than a burn (3). And C, holding no meld on the table, never gets a
*fight* button of their own.

## Tongits: an empty hand

A player whose hand becomes **empty** through melds and sapaw wins at once, whatever the others
hold. Here A's last card, 8♦, extends A's own run:
""", """
Với luật nhà này, C không bị cháy bài và được trả lời; bốn lá 2 của C là phỏm giữ trên tay nên
C chỉ bị tính tám lá còn lại, vẫn cao hơn nhiều so với 7 điểm của A. Thách đấu và thua, C chịu
mức phạt so bài (2), vẫn nhẹ hơn cháy bài (3). Còn C, vì chưa có phỏm trên bàn, không bao giờ
được nút *fight* (Khiêu chiến) cho mình.

## Tongits: trên tay hết bài

Người chơi nào hạ phỏm và gửi bài đến khi **trên tay hết bài** thì thắng ngay, bất kể người
khác cầm gì. Ở đây lá cuối của A, 8♦, nối dài sảnh của chính A:
""")),
        code("""
empty = tongits.State.from_position(
    hands=["8D", "QH 8C", C_HAND], exposed=[(0, "5D 6D 7D"), (1, "KS KC KD")],
    stock_size=6, current_player=0, phase="meld", rules=RULES)
empty.apply("sapaw 8D on meld 0")
empty.outcome()
"""),
        md(t("""
### House rule: going out with a final discard

The H19 guide only says the hand must be empty. By default (`tongits_on_final_discard=True`) it
may become empty either way — by melding the last cards, or by **discarding** the last card —
and either is Tongits at once. Many rummy tables instead play the **final discard rule**
(`tongits_on_final_discard=False`): going out takes a discard, so a player may not expose, lay
off or chow with the last cards of the hand, and wins Tongits by melding all the others and
discarding the one card left. Say A's hand is 9♥ 9♠ 9♦, a set:
""", """
### Luật nhà: kết thúc bằng một lá đánh ra

Hướng dẫn H19 chỉ nói trên tay phải hết bài. Theo mặc định (`tongits_on_final_discard=True`), hết
bài bằng cách nào cũng được — hạ phỏm những lá cuối, hoặc **đánh** lá cuối cùng — và cách nào
cũng là Tongits ngay. Nhiều bàn rummy lại chơi **luật đánh lá cuối** (`tongits_on_final_discard=False`):
muốn về thì phải đánh một lá, nên không được hạ phỏm, gửi bài hay ăn bài bằng những lá cuối cùng
trên tay; người chơi thắng Tongits khi đã hạ hết các lá khác và đánh ra lá duy nhất còn lại.
Giả sử trên tay A là 9♥ 9♠ 9♦, một bộ:
""")),
        code(t("""
for option in (True, False):
    last = tongits.State.from_position(
        hands=["9H 9S 9D", "QH 8C", C_HAND], exposed=[(0, "5D 6D 7D"), (1, "KS KC KD")], stock_size=6,
        current_player=0, phase="meld", rules=tongits.Rules(tongits_on_final_discard=option))
    print(f"tongits_on_final_discard={option!s:5} A may:", [action.text for action in last.legal_actions()])
    last.apply(last.legal_actions()[0])
    ending = last.outcome().end if last.is_terminal() else f"play goes on, A holds {len(last.hands[0])} cards"
    print(f"    after {last.history[-1].text!r}: {ending}")
""", """
for option in (True, False):
    last = tongits.State.from_position(
        hands=["9H 9S 9D", "QH 8C", C_HAND], exposed=[(0, "5D 6D 7D"), (1, "KS KC KD")], stock_size=6,
        current_player=0, phase="meld", rules=tongits.Rules(tongits_on_final_discard=option))
    print(f"tongits_on_final_discard={option!s:5} A được đi:", [action.text for action in last.legal_actions()])
    last.apply(last.legal_actions()[0])
    ending = last.outcome().end if last.is_terminal() else f"ván tiếp tục, A còn {len(last.hands[0])} lá"
    print(f"    sau {last.history[-1].text!r}: {ending}")
"""), CHECK),
        md(t("""
## The stock runs out (hết nọc)

When the last stock card has been drawn and that player has discarded with no winner, everybody
counts deadwood and the lowest wins (burned players aside). The H19 guide's FAQ on **ties** is
vague — "the one who drew later ranks behind, or fewer cards first, depending on the room" — so
it is a house rule, `stock_out_tiebreak`. Here A and B tie on 5 points; C drew the last card, so
B drew after A; A holds two deadwood cards (2♥ 3♥), B only one (5♣):
""", """
## Hết nọc (Hết bài Nọc)

Khi lá cuối của nọc đã được bốc và người bốc đã đánh bài mà chưa ai thắng, mọi người tính điểm
bài rác và ai ít điểm nhất thì thắng (trừ người bị cháy bài). Phần hỏi đáp của hướng dẫn H19 nói
về **hòa điểm** khá mơ hồ — "người rút bài sau cùng thường bị xếp sau, hoặc ưu tiên người ít lá bài
rác hơn tùy cài đặt phòng" — nên đây là một luật nhà, `stock_out_tiebreak`. Ở đây A và B cùng 5
điểm; C bốc lá cuối, nên B bốc sau A; A còn hai lá rác (2♥ 3♥), B chỉ một lá (5♣):
""")),
        code(t("""
deadwood = {"A": 5, "B": 5, "C": 9}
cards = {"A": 2, "B": 1, "C": 2}
for option in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
    result = tongits.stock_out_result(deadwood, "C", {"A": 1, "B": 1, "C": 1},
                                      tongits.Rules(stock_out_tiebreak=option), cards=cards)
    print(f"stock_out_tiebreak={option!r:20} winner {result.winner}, ranking {result.ranking}")
""", """
deadwood = {"A": 5, "B": 5, "C": 9}
cards = {"A": 2, "B": 1, "C": 2}
for option in ("last_drawer_loses", "last_drawer_wins", "fewer_cards"):
    result = tongits.stock_out_result(deadwood, "C", {"A": 1, "B": 1, "C": 1},
                                      tongits.Rules(stock_out_tiebreak=option), cards=cards)
    print(f"stock_out_tiebreak={option!r:20} người thắng {result.winner}, thứ hạng {result.ranking}")
"""), CHECK),
        code("""
tongits.stock_out_result(deadwood, "C", {"A": 1, "B": 1, "C": 1}, RULES, cards=cards)
"""),
        md(t("""
## Payments

The H19 guide names no amounts, so the stakes are options too, all multiples of `base_stake` (1):

| ending | each loser pays | option |
|---|---|---|
| stock out, beaten | 1 | — |
| Fight, folded | 1 | `fold_penalty` |
| Fight, beaten in the comparison | 2 | `challenge_loss` |
| Tongits | 2 | `tongits_bonus` |
| burned, at any ending | 3 (the most) | `burn_penalty` |

The winner collects everything, so payments always add up to zero. The H19 guide's example at a
table playing for 10 a point, with a harsher burn:
""", """
## Thanh toán

Hướng dẫn H19 không nêu số tiền, nên mức cược cũng là tùy chọn, đều là bội số của `base_stake` (1):

| cách kết thúc | mỗi người thua trả | tùy chọn |
|---|---|---|
| hết nọc, thua điểm | 1 | — |
| Khiêu chiến, bỏ cuộc | 1 | `fold_penalty` |
| Khiêu chiến, thua khi so bài | 2 | `challenge_loss` |
| Tongits | 2 | `tongits_bonus` |
| cháy bài, dù kết thúc thế nào | 3 (cao nhất) | `burn_penalty` |

Người thắng thu hết, nên tổng các khoản luôn bằng 0. Ví dụ của hướng dẫn H19 ở một bàn chơi 10 một
điểm, phạt cháy bài nặng hơn:
""")),
        code(t("""
stakes = tongits.Rules(base_stake=10, burn_penalty=5)
result = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}, stakes)
print(result.payments, "| zero-sum:", result.zero_sum)
""", """
stakes = tongits.Rules(base_stake=10, burn_penalty=5)
result = tongits.fight_result("A", {"A": 7, "B": 18}, {"B": "fold"}, {"A": 1, "B": 1, "C": 0}, stakes)
print(result.payments, "| tổng bằng 0:", result.zero_sum)
"""), CHECK),
        md(t("""
A burn penalty smaller than another penalty is refused — being burned must cost the most:
""", """
Mức phạt cháy bài nhỏ hơn một mức phạt khác sẽ bị từ chối — cháy bài phải bị phạt nặng nhất:
""")),
        code("""
try:
    tongits.Rules(burn_penalty=1)
except cardlab.InvalidRulesError as error:
    print(error)
""", CHECK),
        md(t("""
### House bonuses: aces, kings, a concealed four

Many tables pay extra, all **off** (0) by default and counted in multiples of `base_stake`:

* `bonus_per_ace` / `bonus_per_king`: at an ending with a winner, each other player pays the
  winner this much for every ace / king the winner holds in the hand or has in the melds they own
  on the table (cards others laid off there included);
* `bonus_concealed_four`: each four of a kind (*tứ quý*) kept concealed in a hand earns its
  holder this much from each other player at the end of the hand, **whoever wins** — even a burned
  player collects it.

Switch them in `HOUSE` and run the cell: the H19 guide's example again, with C holding the four
2s and A holding A♥ 4♦ instead of 3♦ 4♦. A's ace earns the ace bonus; A's K♥ went onto **B's**
meld, so it counts for B, not for A, and earns A no king bonus.
""", """
### Tiền thưởng theo luật nhà: át, K, tứ quý giấu trên tay

Nhiều bàn trả thêm tiền thưởng; mặc định tất cả đều **tắt** (0) và được tính bằng bội số của
`base_stake`:

* `bonus_per_ace` / `bonus_per_king`: khi ván có người thắng, mỗi người còn lại trả người thắng
  chừng đó cho mỗi lá át / K mà người thắng có trên tay hoặc trong các phỏm của mình trên bàn (kể
  cả lá người khác gửi vào);
* `bonus_concealed_four`: mỗi tứ quý giữ kín trên tay đến cuối ván mang về cho người giữ chừng đó
  từ mỗi người còn lại, **dù ai thắng** — kể cả người bị cháy bài cũng được nhận.

Đổi các con số trong `HOUSE` rồi chạy ô: vẫn là ví dụ của hướng dẫn H19, nhưng C giữ bốn lá 2 và
A cầm A♥ 4♦ thay cho 3♦ 4♦. Lá át của A được thưởng át; còn lá K♥ của A đã vào phỏm **của B**, nên
nó tính cho B chứ không cho A, và A không được thưởng K.
""")),
        code(t("""
HOUSE = tongits.Rules(bonus_per_ace=1, bonus_per_king=1, bonus_concealed_four=2)   # 0 turns a bonus off
for rules in (RULES, HOUSE):
    bonus = seed_example(rules, c_hand=C_FOUR, a_hand="AH 4D")
    for move in ("draw", "sapaw KH on meld 1", "fight", "fold"):
        bonus.apply(move)
    options = {name: getattr(rules, name) for name in ("bonus_per_ace", "bonus_per_king", "bonus_concealed_four")}
    print(options, "-> payments", bonus.outcome().payments)
print(bonus.outcome())
""", """
HOUSE = tongits.Rules(bonus_per_ace=1, bonus_per_king=1, bonus_concealed_four=2)   # 0 là tắt khoản thưởng đó
for rules in (RULES, HOUSE):
    bonus = seed_example(rules, c_hand=C_FOUR, a_hand="AH 4D")
    for move in ("draw", "sapaw KH on meld 1", "fight", "fold"):
        bonus.apply(move)
    options = {name: getattr(rules, name) for name in ("bonus_per_ace", "bonus_per_king", "bonus_concealed_four")}
    print(options, "-> thanh toán", bonus.outcome().payments)
print(bonus.outcome())
"""), CHECK),
        md(t("""
## A session: hand after hand

At a real table one hand follows another. The H19 guide says who opens a hand: the table's
creator, **later the previous winner**, who gets the 13 cards. `tongits.play_session` plays
several hands between bots that way and keeps running totals (`Session` lets you play them
yourself, one `new_hand()` at a time):
""", """
## Một chuỗi ván: ván này nối ván kia

Ở bàn thật, hết ván này đến ván khác. Hướng dẫn H19 nói ai đi đầu một ván: người tạo bàn, **về sau
là người thắng ván trước**, và người đó được chia 13 lá. `tongits.play_session` cho các máy chơi
nhiều ván liền theo cách ấy và cộng dồn tiền (`Session` cho bạn tự chơi, mỗi lần một `new_hand()`):
""")),
        code(_session_code(t), CHECK),
        md(t("""
## Every ending option at a glance

| option | default (H19 guide) | alternative | shown above |
|---|---|---|---|
| `fight_timing` | `after_draw` | `before_draw` | when A may call Fight |
| `fight_tie_winner` | `challenger` | `caller` | 7 against 7 |
| `fight_after_melding` | true | false | A exposes 3♦ 4♦ 5♦ |
| `concealed_melds_count_as_deadwood` | false | true | B's hidden 5♥ 6♥ 7♥ |
| `burn_exempt_with_secret` | false | true | C's concealed 2s: C may challenge |
| `tongits_on_final_discard` | true | false | A's last three 9s |
| `stock_out_tiebreak` | `last_drawer_loses` | `last_drawer_wins`, `fewer_cards` | A and B on 5 |
| stakes | 1, 1, 2, 2, 3 | any whole numbers | the example at 10 a point |
| `bonus_per_ace`, `bonus_per_king`, `bonus_concealed_four` | 0 (off) | any whole numbers | `HOUSE` |

**Try it:** set `RULES` in the first cell to another combination and run the notebook again.
The [exercises]({exercises}) (questions 6 and 8–11) practise all of this.
""", """
## Tóm tắt các tùy chọn về kết thúc ván

| tùy chọn | mặc định (hướng dẫn H19) | lựa chọn khác | ví dụ ở trên |
|---|---|---|---|
| `fight_timing` | `after_draw` | `before_draw` | lúc A được gọi Khiêu chiến |
| `fight_tie_winner` | `challenger` | `caller` | 7 điểm gặp 7 điểm |
| `fight_after_melding` | true | false | A hạ 3♦ 4♦ 5♦ |
| `concealed_melds_count_as_deadwood` | false | true | phỏm 5♥ 6♥ 7♥ B giấu trên tay |
| `burn_exempt_with_secret` | false | true | bốn lá 2 của C: C được thách đấu |
| `tongits_on_final_discard` | true | false | ba lá 9 cuối cùng của A |
| `stock_out_tiebreak` | `last_drawer_loses` | `last_drawer_wins`, `fewer_cards` | A và B cùng 5 điểm |
| mức cược | 1, 1, 2, 2, 3 | số nguyên bất kỳ | ví dụ chơi 10 một điểm |
| `bonus_per_ace`, `bonus_per_king`, `bonus_concealed_four` | 0 (tắt) | số nguyên bất kỳ | `HOUSE` |

**Thử xem:** đặt `RULES` ở ô đầu tiên thành một tổ hợp khác rồi chạy lại cả bài.
[Bài tập]({exercises}) (câu 6 và 8–11) luyện tất cả những điều này.
""").replace("{exercises}", exercises)),
    ] + checkpoint(t, t("""
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=14, rules=RULES, questions=["burn", "showdown", "payment"],
                   name="Lesson 4 check", var="quiz")
""", """
from cardlab.exercises import tongits_set

quiz = tongits_set(seed=14, rules=RULES, questions=["burn", "showdown", "payment"],
                   name="Kiểm tra bài 4", var="quiz")
"""), [
        (t("""
**Question 1 · Who is burned?** The stock has run out. Answer with a list of players, e.g.
`["B"]`, or `[]` for nobody. Look at who has a meld of their **own** on the table.
""", """
**Câu 1 · Ai bị cháy bài?** Nọc đã hết. Trả lời bằng danh sách người chơi, ví dụ `["B"]`, hoặc
`[]` nếu không ai. Hãy xem ai có phỏm **của chính mình** trên bàn.
"""), """
q = quiz.q1
points = {p: tongits.deadwood(q.hands[p], q.rules) for p in q.names}
answer = tongits.stock_out_result(points, q.last_drawer, q.exposed_counts, q.rules, order=q.order,
                                  concealed_fours=q.concealed_fours).burned
"""),
        (t("""
**Question 2 · Who wins this Fight?** Answer with a player, e.g. `"B"`.
""", """
**Câu 2 · Ai thắng ván Khiêu chiến này?** Trả lời bằng một người chơi, ví dụ `"B"`.
"""), """
q = quiz.q2
points = {p: tongits.deadwood(q.hands[p], q.rules) for p in q.names}
answer = tongits.fight_result(q.caller, points, q.responses, q.exposed_counts, q.rules, order=q.order).winner
"""),
        (t("""
**Question 3 · What does the winner collect?** Answer with a number.
""", """
**Câu 3 · Người thắng thu về bao nhiêu?** Trả lời bằng một con số.
"""), """
q = quiz.q3
points = {p: tongits.deadwood(q.hands[p], q.rules) for p in q.names}
outcome = tongits.fight_result(q.caller, points, q.responses, q.exposed_counts, q.rules, order=q.order)
answer = outcome.payments[outcome.winner]
"""),
    ]) + [
        md(t("""
## Next

[5 · Play against the bots](05_play_the_bots.ipynb).
""", """
## Bài tiếp theo

[5 · Chơi với máy](05_play_the_bots.ipynb).
""")),
    ]


if __name__ == "__main__":
    lesson(REL, cells)
