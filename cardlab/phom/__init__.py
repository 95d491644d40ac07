"""Phỏm (Tá Lả): rules, exact calculators and a playable hand for 2–4 players.

The game as played on Xeeng Online (``notebooks/phom/00_rules.ipynb``). One 52-card deck, no
jokers. Vocabulary (Vietnamese in brackets):

* *phỏm*: three or more cards of one rank (*phỏm ngang*) or three or more
  consecutive cards of one suit (*phỏm dọc*); aces are low only by default.
* *eat* (*ăn*) the previous player's discard into a phỏm; the eaten card stays
  visible and must end the hand inside a phỏm, and no phỏm may hold more than
  ``max_eaten_cards_per_phom`` eaten cards. The discarder pays the eater.
* *draw* (*bốc*) from the stock, *discard* (*đánh*), *lay down* (*hạ*) your
  phỏm in the last round, *send* (*gửi*) odd cards onto phỏm of players who laid
  down before you.
* *deadwood* (*bài rác*): the points of the cards outside phỏm; A=1, 2–10 face
  value, J=11, Q=12, K=13. Lowest wins; *móm* (no phỏm) loses outright.
* *Ù*: 10 cards form 3 phỏm and one odd card; *Ù tròn*: no odd card
  (``u_definition="no_deadwood"``: any number of phỏm holding every card but
  the one discarded); *Ù đền*: one player pays the whole table; *chốt*: a
  card eaten in the last round.

Calculators (pure functions, ``rules=None`` means :class:`Rules()`):
:func:`check_meld`, :func:`check_eat`, :func:`check_send`, :func:`arrange`, :func:`deadwood`,
:func:`check_u`, :func:`check_u_khan`, :func:`eat_payment`, :func:`settle`,
:func:`settle_u`, :func:`u_den_payer`. The game: :func:`new_game` returns a :class:`State`. Hand
after hand at one table: :class:`Session` (or ``play_session(bots, hands=5,
seed=0)``), the winner of each hand opening the next, with running totals.

How the hand flows, including what the Xeeng guide leaves open (each
house-rule choice is an option of :class:`Rules`):

* The first player (``first_player``: seat 0, the room creator, unless
  chosen; at a table the previous hand's winner) gets 10 cards and opens by
  discarding; everyone else gets 9. Turns go ``turn_direction`` from the
  first player (counter-clockwise from seat 0: 0, 3, 2, 1 with four players).
  A player who leaves the table is not modelled, so the Xeeng guide's "the next
  player opens if the winner left" never arises.
* Rounds are counted per player: a player's r-th turn is round r, in which
  they make their r-th discard. An eat does not shift anybody's count, so no
  discards need to be moved between piles to keep rounds aligned. A hand
  has ``rounds`` (4) rounds; it ends after the last player's 4th discard.
* The stock never runs out: each turn but the opener's first draws at most one
  card, so a hand needs at most ``players * rounds - 1`` draws (15 with four
  players, exactly the 52 - 37 = 15 cards left after the deal; every eat
  leaves one more card unused). :class:`Rules` refuses deal sizes for which
  a four-player stock would be too small.
* A turn: eat the previous discard or draw; then, before rounds end, Ù may be
  declared whenever a player holds 10 cards (the opener's dealt hand, after a
  draw or after an eat). Declaring is a choice (the bots always do).
* In the last round, after drawing or eating, the player lays down phỏm one at
  a time (every eaten card must be laid down, and one card must stay in hand
  to discard), choosing which phỏm when cards overlap. They may stop only
  when no phỏm is left in their hand (nor an eaten card): a player who holds
  a phỏm must lay it down, so only a player with no phỏm to lay down is
  móm. Then they may send cards onto phỏm of players who laid down earlier in
  the round (only if they laid down a phỏm themselves, keeping one card to
  discard), and discard. Ù can be declared in the last round only before the
  first phỏm is laid down.
* Eat payments use the eater's round; every eat in the last round is a chốt.
  The discarder pays at once, so the payments of the whole hand are the eat
  payments plus the settlement, zero-sum (the house fee goes to ``"house"``).
  The outcome's explanation ends with each player's total, split into eaten
  cards and the end of the hand: the same numbers as ``payments``.
* Ù đền: the winner ate three (or more) of one player's discards; that player
  pays for the table. It applies to a win by Ù (with one eaten card per phỏm,
  a third eaten card always makes Ù at once). Following the Xeeng guide, a player who
  ate the chốt also pays for the table when the next player Ù's by eating that
  player's discard (*tái chốt*; ``den_on_tai_chot``).
* Without Ù: lowest deadwood wins; equal points go to whoever laid down
  first; every móm player pays the last place's amount plus ``mom_extra``.
  If everyone is móm, the first móm wins and each other player pays as móm.
  With 2–3 players, ``short_table_payments`` says what the last place pays.
* The Xeeng guide's "luật tái gửi" (re-sending) is not modelled: sending happens once,
  in the sender's lay-down turn, onto phỏm of players who laid down before.
  The guide names tái gửi ("gửi bài khi hết vòng và có Ù đền") without saying
  who may send what, when, or how it changes payments, so any reading would
  be invented.

>>> str(arrange("AS 2S 3S 7H 7D 7C KS"))
'[A♠ 2♠ 3♠] [7♥ 7♦ 7♣] | deadwood K♠ = 13'
>>> eat_payment(2, 1)
2
"""
# The package, one module per part of the game (import order matters: the
# messages are registered first):
#   rules.py        Rules, card points, reading cards (one deck, no jokers)
#   messages.py     the English and Vietnamese message catalogue
#   search.py       phỏm as bit masks: where eaten cards can sit (the hot path)
#   calculators.py  check_meld, check_send, arrange, deadwood, check_u, check_u_khan
#   payments.py     eat_payment, settle, settle_u, u_den_payer
#   table.py        Phase, Eat, View (what lies on the table) and actions
#   game.py         State, new_game
#   session.py      Session, play_session (hands in a row, the winner opening the next)
from . import messages  # noqa: F401  (registers the messages)
from . import error_messages  # noqa: F401  (registers the answers to bad input)
from .rules import EAT_SCHEMES, HOUSE, SHORT_TABLE, TURN_DIRECTIONS, U_DEFINITIONS, Rules, card_points
from .calculators import arrange, check_eat, check_meld, check_send, check_u, check_u_khan, deadwood
from .payments import eat_payment, settle, settle_u, u_den_payer
from .table import KINDS, Eat, Phase, View
from .game import State, new_game
from .session import Session, play_session

# Private helpers that other parts of cardlab use (the bot and the tests).
from .calculators import _ca_pair  # noqa: F401
from .search import _fits, _layable, _positions  # noqa: F401
from .table import _name  # noqa: F401

__all__ = [
    "Rules", "Phase", "State", "View", "Eat", "new_game", "Session", "play_session", "card_points", "check_meld",
    "check_send", "check_eat",
    "arrange", "deadwood", "check_u", "check_u_khan", "eat_payment", "settle", "settle_u", "u_den_payer",
]
