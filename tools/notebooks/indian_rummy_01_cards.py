"""Builds the Indian Rummy lesson 1 (cards, decks, the deal and the two kinds of joker), in English and Vietnamese.

Key: exercises/[vi/]solutions/lessons/indian_rummy/01_cards_jokers.ipynb;
learner's copy: notebooks/[vi/]indian_rummy/01_cards_jokers.ipynb.
Run: PYTHONPATH=$PWD .venv/bin/python tools/nbbuild.py tools/notebooks/indian_rummy_01_cards.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from nbbuild import CHECK, IGNORE, Tr, checkpoint, code, md  # noqa: E402
from course_build import bilingual, exercises_link, lesson_merged  # noqa: E402
from indian_rummy_course import look_setup_cell, next_links, opening_links, quiz_setup  # noqa: E402

STEM = "01_cards_jokers"
REL = f"indian_rummy/{STEM}.ipynb"
#: Deal number 18 gives Player 0 two wild sixes and a printed joker: both kinds of joker in one hand.
DEAL = 18


def cells(t: Tr) -> list:
    return [
        md(t(f"""
# Indian Rummy 1 — Cards, decks and jokers

Indian Rummy is the 13-card rummy played all over India and on the real-money apps. If you have
played another rummy game you will feel at home — draw a card, discard a card, build groups — but two things are new:
**two decks with jokers**, and a rule about *which* groups you need before you may finish.
This lesson is about the cards.

**By the end of this notebook you will be able to**

* say which cards are in play (two decks and printed jokers: every card exists twice),
* follow a deal: 13 cards each, the **closed deck** (the stock), the **open deck** (the discard pile), what you
  **draw** and **discard**,
* tell the two kinds of joker apart: the **printed joker** and the **wild joker** (the cut joker:
  a whole rank made wild for the deal), and find the wild rank from the
  card cut,
* count what each card costs a loser: A, K, Q, J = 10, 2–10 face value, jokers 0,
* switch the house rules that change these answers (`decks`, `printed_jokers`,
  `printed_joker_indicator_makes_aces_wild`, `hand_size`, `ace_points`, `court_points`,
  `joker_points`).

{opening_links(t, STEM)}
""", f"""
# Indian Rummy 1 — Lá bài, bộ bài và joker

Indian Rummy là trò ghép bài 13 lá phổ biến khắp Ấn Độ và trên các ứng dụng chơi bài ăn tiền. Nếu
bạn đã chơi tá lả thì sẽ thấy quen: bốc một lá, đánh một lá, gom bài thành nhóm. Có hai điều mới:
**hai bộ bài kèm joker**, và một luật về *những nhóm nào* phải có thì mới được kết thúc ván. Bài
này nói về lá bài.

**Học xong bài này, bạn sẽ biết**

* trong ván có những lá nào (hai bộ bài và joker in hình: lá nào cũng có hai bản),
* theo dõi một ván: mỗi người 13 lá, **nọc**, **bài bỏ** (chồng bài ngửa), lá bạn **bốc** và lá bạn
  **đánh**,
* phân biệt hai loại joker: **joker in hình** (lá joker có sẵn trong bộ bài) và **joker chỉ định**
  (cả một giá trị bài thành joker trong ván), và tìm joker chỉ định từ lá được lật,
* tính mỗi lá bị phạt bao nhiêu điểm khi thua: A, K, Q, J = 10, 2–10 theo số, joker 0,
* đổi các luật nhà làm thay đổi những câu trả lời này (`decks`, `printed_jokers`,
  `printed_joker_indicator_makes_aces_wild`, `hand_size`, `ace_points`, `court_points`,
  `joker_points`).

{opening_links(t, STEM)}
""")),
        look_setup_cell(t, "the Indian Rummy guide's game: try indian_rummy.Rules(decks=1, printed_jokers=1)",
              "luật theo bài hướng dẫn Indian Rummy: thử indian_rummy.Rules(decks=1, printed_jokers=1)"),
        md(t("""
## The cards in play

The Indian Rummy guide plays with **two ordinary 52-card decks and printed jokers** — 2 of them
by default, 106 cards in all. So every card except the jokers exists **twice**: there are two 9♥
in the game, and you may hold both.

A card is written rank then suit: `AS` is A♠, `10H` is 10♥, `QD` is Q♦, `7C` is 7♣ and `JK` a
printed joker 🃏. `look` (defined in the cell above) draws cards as pictures.
""", """
## Những lá bài trong ván

Bài hướng dẫn Indian Rummy chơi với **hai bộ bài Tây 52 lá và các lá joker in hình** — mặc định 2
lá, tổng cộng 106 lá. Vì vậy mỗi lá, trừ joker, có **hai bản**: trong ván có hai lá 9♥, và bạn có
thể cầm cả hai.

Một lá được viết bằng số rồi đến chất: `AS` là A♠ (bích), `10H` là 10♥ (cơ), `QD` là Q♦ (rô), `7C`
là 7♣ (chuồn), `JK` là joker in hình 🃏. Hàm `look` (định nghĩa ở ô trên) vẽ các lá bài thành hình.
""")),
        code(bilingual(t, """
deck = RULES.deck
nine = cardlab.parse_cards("9H")[0]
print(len(deck), "$cards", nine.pretty, "->", deck.cards.count(nine))
look("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK")
""", cards=("cards; how many", "lá; số lá")), CHECK),
        md(t("""
**House rules: `decks` and `printed_jokers`.** The guide itself says the number of decks and
jokers varies from app to app: some two-player tables use one deck, big tables three. Each
option changes the size of the deck:
""", """
**Luật nhà: `decks` và `printed_jokers`.** Chính bài hướng dẫn cũng nói số bộ bài và số joker mỗi
nơi một khác: có bàn hai người chỉ dùng một bộ, bàn đông người dùng ba bộ. Mỗi tùy chọn làm thay đổi
số lá:
""")),
        code(bilingual(t, """
for decks, jokers in [(1, 1), (2, 2), (3, 3)]:
    rules = indian_rummy.Rules(decks=decks, printed_jokers=jokers)
    print(f"decks={decks}, printed_jokers={jokers}: {len(rules.deck)} $cards")
""", cards=("cards", "lá")), CHECK),
        md(t("""
## A deal: the closed deck, the open deck and the card cut

1. Each player is dealt **13 cards** (2 to 6 players).
2. One card is **cut from the closed deck** and laid face up: the **indicator**. It decides the
   wild joker of this deal (next section).
3. One more card is turned face up to start the **open deck** (the discard pile); the rest stays
   face down as the **closed deck** (the stock).

Then, each turn, you **draw** one card — from the closed deck, or the top card of the open deck — and
**discard** one card onto the open deck, back to 13. Holding 14 cards between the two is only
a moment in your turn.

Here is deal number 18 at a table of three, seen by Player 0:
""", """
## Một ván: nọc, bài bỏ và lá được lật

1. Mỗi người chơi được chia **13 lá** (từ 2 đến 6 người chơi).
2. Một lá được **lật từ nọc** và đặt ngửa: đó là **lá chỉ định**. Lá này quyết định joker chỉ định
   của ván (mục sau).
3. Thêm một lá được lật ngửa để mở **bài bỏ**; phần còn lại úp xuống làm nọc.

Sau đó, mỗi lượt, bạn **bốc** một lá — từ nọc, hoặc lá trên cùng của bài bỏ — rồi **đánh** một lá
xuống bài bỏ để trở về 13 lá. Có 14 lá trên tay chỉ là lúc tạm thời giữa lượt.

Đây là ván chia số 18 ở bàn ba người, nhìn từ phía người chơi 0:
""")),
        code(bilingual(t, f"""
game = indian_rummy.new_game(seed={DEAL}, rules=RULES, players=3)
print("$holds", len(game.hands[0]), "$cards")
print("$cut", game.indicator.pretty, "-> $wild", game.wild)
print("$open", game.discards[-1].pretty, "- $left", len(game.stock))
look(" ".join(str(card) for card in game.hands[0]), wild=game.wild)
""", holds=("Player 0 holds", "Người chơi 0 cầm"), cards=("cards", "lá"),
            cut=("card cut from the closed deck:", "lá lật từ nọc:"), wild=("wild rank:", "joker chỉ định:"),
            open=("top card of the open deck:", "lá ngửa trên bài bỏ:"), left=("cards left in the closed deck:", "số lá còn trong nọc:")),
             CHECK),
        md(t("""
The cards framed purple are this deal's jokers. Count them: the printed joker 🃏, and the three
sixes — because a 6 was cut.

## Two kinds of joker

* **Printed joker**: the joker printed in the deck, 🃏. It is a joker in every deal.
* **Wild joker** (cut joker): after the deal one card is cut from the closed deck, and **every
  card of its rank, in all four suits**, is a joker for this deal. Cut 6♣, and 6♠ 6♥ 6♦ 6♣ are all
  jokers.

If the card cut is a printed joker, the **Aces** are wild (`printed_joker_indicator_makes_aces_wild`;
some tables then play with the printed jokers only). A joker can stand in for any card a group is
missing — lesson 2 shows how, and when a wild card is *not* standing in for anything.
""", """
Các lá viền tím là joker của ván này. Đếm thử: joker in hình 🃏, và ba lá 6 — vì lá được lật là một
lá 6.

## Hai loại joker

* **Joker in hình**: lá joker có sẵn trong bộ bài, 🃏. Ván nào nó cũng là joker.
* **Joker chỉ định**: sau khi chia, một lá được lật từ nọc, và **mọi lá cùng giá trị với lá đó, ở cả
  bốn chất**, là joker trong ván này. Lật được 6♣ thì 6♠ 6♥ 6♦ 6♣ đều là joker.

Nếu lá lật được là joker in hình thì các lá **A** là joker chỉ định
(`printed_joker_indicator_makes_aces_wild`; có bàn khi đó chỉ chơi với joker in hình). Joker có thể
thay cho bất kỳ lá nào một nhóm đang thiếu — bài 2 chỉ cách dùng, và khi nào lá joker chỉ định *không*
thay cho lá nào cả.
""")),
        code(bilingual(t, """
for cut in ["5H", "QS", "AC", "JK"]:
    card = cardlab.parse_cards(cut)[0]
    print(f"$cut {card.pretty}: $wild {indian_rummy.wild_rank(cut, RULES)}")
only_printed = indian_rummy.Rules(printed_joker_indicator_makes_aces_wild=False)
print("printed_joker_indicator_makes_aces_wild=False, $cut 🃏: $wild", indian_rummy.wild_rank("JK", only_printed))
""", cut=("card cut", "lá lật"), wild=("wild rank", "joker chỉ định")), CHECK),
        md(t("""
`None` means no rank is wild: only the printed jokers are.

## What a card costs

At the end of a deal every loser counts **penalty points** for the cards they could not put in a
group:

* A, K, Q and J: **10** each;
* 2 to 10: their **face value**;
* jokers, printed and wild: **0** — a joker is never a burden.

Below, hearts and a printed joker in a deal where sevens are wild: 7♥ costs nothing.
""", """
`None` nghĩa là không có joker chỉ định: chỉ joker in hình là joker.

## Mỗi lá bị tính bao nhiêu điểm

Cuối ván, mỗi người thua bị tính **điểm phạt** cho những lá không xếp được vào nhóm:

* A, K, Q, J: mỗi lá **10** điểm;
* từ 2 đến 10: **đúng số trên lá**;
* joker, in hình hay chỉ định: **0** điểm — cầm joker không bao giờ bị thiệt.

Dưới đây là các lá cơ và một joker in hình, trong ván mà các lá 7 là joker chỉ định: lá 7♥ không bị
tính điểm nào.
""")),
        code("""
hearts = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK"
print("  ".join(f"{card.pretty}={indian_rummy.card_points(card, '7', RULES)}" for card in cardlab.parse_cards(hearts)))
look(hearts, wild="7")
""", CHECK),
        md(t("""
**House rules: `ace_points`, `court_points`, `joker_points`, `hand_size`.** The guide's table is
the one above, and most apps use it. A home table may count the ace as 1, or play a shorter game
with 10 cards each; cardlab makes each an option, so the answers follow your table. Here are the
same five loose cards under three point tables, and a 10-card deal:
""", """
**Luật nhà: `ace_points`, `court_points`, `joker_points`, `hand_size`.** Bảng điểm của bài hướng dẫn
là bảng ở trên, và đa số ứng dụng dùng nó. Chơi ở nhà có nơi tính lá A là 1 điểm, hoặc chơi ván ngắn
mỗi người 10 lá; cardlab cho mỗi điều đó là một tùy chọn, để câu trả lời khớp với bàn chơi của bạn.
Đây là cùng năm lá lẻ theo ba bảng điểm, và một ván chia 10 lá:
""")),
        code(bilingual(t, """
loose = cardlab.parse_cards("AS KD QH 9C JK")
for name, rules in [("Rules()", RULES),
                    ("Rules(ace_points=1)", indian_rummy.Rules(ace_points=1)),
                    ("Rules(court_points=5, joker_points=2)", indian_rummy.Rules(court_points=5, joker_points=2))]:
    print(f"{name}: {sum(indian_rummy.card_points(card, None, rules) for card in loose)} $points")
short = indian_rummy.new_game(seed=1, rules=indian_rummy.Rules(hand_size=10), players=2)
print("Rules(hand_size=10):", len(short.hands[0]), "$each")
""", points=("points", "điểm"), each=("cards each", "lá mỗi người")), CHECK),
        md(t(f"""
### Try it with the declaration checker

The `DeclarationChecker` widget starts from Player 0's hand of deal {DEAL}, with 6♣ as the card cut.

1. Type `5H` in the box **or the indicator card cut** and press Enter: the sixes lose their purple frame, the fives
   (none in this hand) are wild now; the 🃏 keeps its frame.
2. Type `JK`: the Aces are wild — look at A♣.
3. Press **Engine's grouping** to see where the jokers are best used (lesson 2 explains the groups).
""", f"""
### Thử với bảng kiểm tra khai bài

Widget `DeclarationChecker` bắt đầu từ bài của người chơi 0 trong ván chia số {DEAL}, với lá lật là 6♣.

1. Gõ `5H` vào ô **hoặc lá lật làm chỉ định** rồi nhấn Enter: các lá 6 mất viền tím, giờ các lá 5 (bài này không có)
   là joker; lá 🃏 vẫn giữ viền.
2. Gõ `JK`: các lá A thành joker — xem lá A♣.
3. Nhấn **Máy xếp nhóm** để xem joker được dùng vào đâu là tốt nhất (bài 2 giải thích các nhóm).
""")),
        code("""
from cardlab.widgets import DeclarationChecker

DeclarationChecker(rules=RULES, hand=game.hands[0], indicator=game.indicator)
""", IGNORE),
        *checkpoint(t, quiz_setup(t, 1, 3, ["wild", "points"]), [
            (t("""
### 1 · Which rank is wild?

Every card of the rank of the card cut, in all four suits, is a wild joker; a printed joker
cut makes the Aces wild. Answer with a rank, e.g. `"7"` or `"A"`.
""", """
### 1 · Joker chỉ định là lá nào?

Mọi lá cùng giá trị với lá được lật, ở cả bốn chất, là joker chỉ định; lật được joker in hình thì các
lá A là joker. Trả lời bằng một giá trị, ví dụ `"7"` hoặc `"A"`.
"""), """
answer = indian_rummy.wild_rank(quiz.q1.indicator, RULES)
"""),
            (t("""
### 2 · What do these loose cards cost?

A, K, Q, J = 10; 2–10 face value; printed and wild jokers 0. Answer with a number.
""", """
### 2 · Các lá lẻ này bị tính bao nhiêu điểm?

A, K, Q, J = 10; 2–10 theo số; joker in hình và joker chỉ định 0. Trả lời bằng một số.
"""), """
answer = sum(indian_rummy.card_points(card, quiz.q2.wild, RULES) for card in quiz.q2.cards)
"""),
        ]),
        md(next_links(t, STEM, exercises_link(t, "indian_rummy"),
                      ("pure and impure sequences, sets, and the wild card in its own place",
                       "dãy thuần, dãy có joker, bộ cùng số, và lá joker chỉ định nằm đúng vị trí của nó"))),
    ]


if __name__ == "__main__":
    lesson_merged(REL, cells)
