"""Whom a Chắn refusal names: the seat that tried the move ("Player 0"), and "You" only for the learner's own."""
import re

import pytest

import cardlab
from cardlab import chan
from cardlab.bots.chan import GreedyBot
from cardlab.engine import Action
from cardlab.errors import CardlabError
from cardlab.explain import Reason, _catalogue
from cardlab.terminal import checked_move
from cardlab.widgets import Table

#: The refusals that speak about the seat whose move it was.
ABOUT_A_SEAT = ["must_capture_as_chan", "three_means_chiu", "declined_no_discard", "declined_no_ca",
                "declined_no_capture", "discarded_no_capture", "ca_face_no_capture", "ca_rank_held",
                "ca_last_unpaired", "ca_discarded_both", "captured_ca_no_discard", "no_discard_left", "own_discard",
                "need_three"]
CAPTURE = Action("chan", (chan.parse_card("2V"),) * 2, None, 0)


def after_17_moves():
    """Lesson 3's deal: deal 2 after 17 greedy moves, where Player 0 may not capture the Nhị vạn it discarded."""
    deal = chan.new_game(seed=2)
    bots = [GreedyBot(seed=seat) for seat in range(4)]
    for _ in range(17):
        deal.apply(bots[deal.current_player].choose(deal.view(deal.current_player)))
    return deal


def test_a_bots_barred_capture_names_the_bot_not_you():
    verdict = after_17_moves().why_illegal(CAPTURE)
    assert verdict.text() == "Player 0 discarded Nhị vạn earlier and so may not capture it."
    assert verdict.text("vi") == "Người chơi 0 đã đánh Nhị vạn ra rồi, nên không được ăn lá đó."


def test_the_learners_own_barred_capture_still_says_you():
    verdict = chan.yours(after_17_moves().why_illegal(CAPTURE), 0)
    assert verdict.text() == "You discarded Nhị vạn earlier and so may not capture it."
    assert verdict.text("vi") == "Bạn đã đánh Nhị vạn ra rồi, nên không được ăn lá đó."
    assert not verdict.ok and verdict.codes == ("chan.discarded_no_capture",)


def test_yours_names_only_the_learners_seat_you():
    verdict = after_17_moves().why_illegal(CAPTURE)
    assert chan.yours(verdict, 2).text().startswith("Player 0 discarded")
    assert chan.yours(verdict, None) == verdict


@pytest.mark.parametrize("code", ABOUT_A_SEAT)
def test_every_refusal_about_a_seat_names_it_and_says_you_only_for_the_learner(code):
    params = {"card": chan.parse_card("2V"), "other": chan.parse_card("2S"), "rank": "Nhị", "count": 2}
    bot = Reason(f"chan.{code}", who=chan.Who(2), **params)
    for language in ("en", "vi"):
        text = bot.text(language)
        assert text.startswith(("Player 2 ", "Người chơi 2 ")), text
        assert not re.search(r"\b(you|your|bạn)\b", text, re.IGNORECASE), text
        assert chan.yours(bot, 2).text(language).startswith(("You ", "Bạn "))
    assert "{who}" in _catalogue[f"chan.{code}"]["en"] and "{who}" in _catalogue[f"chan.{code}"]["vi"]


def test_the_table_explains_the_learners_barred_capture_with_you():
    table = Table(seed=2, game="chan")
    table.state = after_17_moves()        # the learner (seat 0) is where lesson 3's Player 0 was
    assert table.act(CAPTURE) is False
    assert "You discarded Nhị vạn earlier and so may not capture it." in table.error


def test_the_terminal_explains_the_players_barred_capture_with_you():
    with pytest.raises(CardlabError, match="You discarded Nhị vạn earlier"):
        checked_move(after_17_moves(), CAPTURE, "chan 2V 2V", you=0)


def test_yours_refuses_what_is_no_verdict_quoting_it():
    with pytest.raises(CardlabError, match="'not a verdict'"):
        chan.yours("not a verdict", 0)
    cardlab.set_language("vi")
    with pytest.raises(CardlabError, match="cần một Verdict"):
        chan.yours(3, 0)
