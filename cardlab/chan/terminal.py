"""Chắn in the terminal: the table a person sees, short typed moves, the end of the deal.

:mod:`cardlab.terminal` plays the deal (``cardlab play --game chan``); this adapter says what is
Chắn's own. Cards are named (``Tam vạn``), as the Chắn messages name them, and separated by commas;
each seat shows its gate (cửa: the cards lying there), its laid-down pairs, and the card on offer
says where it came from. A Chíu out of turn is one more decision of the person's: the claim phase
asks it of them when they hold three of the card just exposed.
"""
from __future__ import annotations

from ..engine import Action, seat_name
from ..explain import message, register_messages
from ..terminal import cards_text, leading_move
from .cards import parse_cards
from .table import Phase

register_messages({
    "term.chan.dealer": {"en": "Dealer: {player} ({n:card|cards}, discards first).",
                         "vi": "Nhà cái: {player} ({n} lá, đánh trước)."},
    "term.chan.head": {"en": "Stock {stock:card|cards}; dealer: {dealer}",
                       "vi": "Nọc còn {stock} lá; nhà cái: {dealer}"},
    "term.chan.offer_discard": {"en": "On offer: {card}, discarded by {player}",
                                "vi": "Lá đang được mời: {card}, do {player} đánh"},
    "term.chan.offer_stock": {"en": "On offer: {card}, turned up from the stock at {player}'s gate",
                              "vi": "Lá đang được mời: {card}, lật từ nọc ở cửa {player}"},
    "term.chan.seat": {"en": "{player}: {n:card|cards} in hand; gate: {gate}; laid down: {groups}",
                       "vi": "{player}: {n} lá trên tay; cửa: {gate}; đã hạ: {groups}"},
    "term.chan.laid_part": {"en": "; laid down: {groups}", "vi": "; đã hạ: {groups}"},
    "term.chan.end_head": {"en": "At the end of the deal:", "vi": "Cuối ván:"},
    "term.chan.end_seat": {"en": "{player}: in hand {cards}; laid down: {groups}",
                           "vi": "{player}: trên tay {cards}; đã hạ: {groups}"},
})

# A laid-down group's kind: Chắn, Cạ and Chíu are the game's own words in both languages.
_KIND_WORDS = {"chan": "Chắn", "ca": "Cạ", "chiu": "Chíu"}

# Short typed moves, folded to plain lower case (see cardlab.terminal.leading_move), in both languages.
# "pass" is whichever way of not taking the card the moment offers (draw, leave, let go).
_PHRASES = {
    "chan": "chan", "ca": "ca", "chiu": "chiu", "an": "capture", "capture": "capture",
    "u": "u", "win": "u", "bao u": "u", "declare u": "u",
    "draw": "draw", "boc": "draw", "lat": "draw", "turn up": "draw",
    "leave": "leave", "de lai": "leave", "let go": "decline", "let": "decline",
    "pass": "pass", "bo qua": "pass",
    "discard": "discard", "danh": "discard",
}


def groups_text(groups) -> str:
    """Laid-down groups by name: ``[Chắn Nhị văn, Nhị văn] [Cạ Tam vạn, Tam sách]``, or ``-``."""
    if not groups:
        return message("term.none")
    return " ".join(f"[{_KIND_WORDS[g.kind]} {cards_text(g.cards)}]" for g in groups)


def hand_extra(state, player: int) -> str:
    """What a player laid down, after their concealed hand in a watched deal's hand line."""
    groups = state.exposed[player]
    return message("term.chan.laid_part", groups=groups_text(groups)) if groups else ""


def deal_lines(state) -> list[str]:
    """Who deals (and so holds one card more and discards first)."""
    return [message("term.chan.dealer", player=seat_name(state.dealer), n=state.rules.DEALER_CARDS)]


def table_lines(view, you: int) -> list[str]:
    """What the person sees: the stock, the card on offer and where it came from, every seat's gate and
    laid-down pairs, and their own hand by name."""
    lines = [message("term.chan.head", stock=view.stock_size, dealer=seat_name(view.dealer, you))]
    offer = view.offer
    if offer is not None:
        if offer.source == "discard":
            lines.append(message("term.chan.offer_discard", card=offer.card, player=seat_name(offer.by, you)))
        else:
            lines.append(message("term.chan.offer_stock", card=offer.card, player=seat_name(offer.gate, you)))
    for q in range(len(view.hand_sizes)):
        lines.append("  " + message("term.chan.seat", player=seat_name(q, you), n=view.hand_sizes[q],
                                    gate=cards_text(view.gates[q]), groups=groups_text(view.exposed[q])))
    lines.append(message("term.your_hand", cards=cards_text(view.hand), n=len(view.hand), eaten=""))
    return lines


def shorthand(state, you: int, text: str) -> Action | None:
    """The move a short entry names (``chắn``, ``cạ Tam sách``, ``chíu``, ``ù``, ``bốc``, ``đánh Thất văn``), legal
    or not; else None. A capture names the card on offer by itself; a Cạ may name the card from the hand.

    Raises:
        CardlabError: for cards that cannot be read (quoting them).
    """
    meaning, rest = leading_move(text, _PHRASES)
    if meaning is None:
        return None
    cards = tuple(parse_cards(rest, _as_hand=False)) if rest.strip() else ()
    legal = state.legal_actions()
    offer = state.offer.card if state.offer is not None else None
    if meaning == "pass":
        passing = [a for a in legal if a.kind in ("draw", "leave", "decline")]
        return passing[0] if passing else Action("draw", (), None, you)
    if meaning == "capture":
        # "ăn": a Chắn when one is allowed, else the Cạ named (or the only Cạ on offer).
        meaning = "chan" if any(a.kind == "chan" for a in legal) or not any(a.kind == "ca" for a in legal) else "ca"
    if meaning == "u":
        wins = [a for a in legal if a.kind == "u"]
        if wins:
            return wins[0]
        source = "dealt" if state.phase is Phase.OPENING else (
            "own_gate_stock" if state.offer is not None and state.offer.gate == you else "other_gate_stock")
        return Action("u", (offer,) if offer is not None else (), source, you)
    if meaning == "chan":
        card = cards[0] if cards else offer
        return Action("chan", (card, card) if card is not None else (), None, you)
    if meaning == "ca":
        if len(cards) == 1 and offer is not None:
            cards = (offer,) + cards
        elif not cards:
            options = [a for a in legal if a.kind == "ca"]
            if len(options) == 1:
                return options[0]
            cards = (offer,) if offer is not None else ()
        return Action("ca", cards, None, you)
    if meaning in ("chiu", "leave", "decline"):
        return Action(meaning, cards or ((offer,) if offer is not None else ()),
                      state.claims[0][1] if meaning == "decline" and state.claims else None, you)
    return Action(meaning, cards, None, you)


def complete(state, you: int, action: Action, read, write) -> Action:
    """A Chắn move needs nothing more once chosen."""
    return action


def end_lines(state, you: int | None = None) -> list[str]:
    """The cards at the end: every seat's between bots; with a person at the table, theirs and the winner's."""
    lines = [message("term.chan.end_head")]
    for q in range(state.players):
        if you is not None and q not in (you, state.winner):
            continue  # a loser's concealed cards stay concealed
        lines.append("  " + message("term.chan.end_seat", player=seat_name(q, you), cards=cards_text(state.hands[q]),
                                    groups=groups_text(state.exposed[q])))
    return lines
