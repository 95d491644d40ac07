"""The replay viewer, driven headless: stepping forward and back through a record."""
import json
import re
from html import unescape

import pytest

import cardlab
from cardlab import tongits
from cardlab.errors import CardlabError

pytest.importorskip("ipywidgets")
from cardlab.widgets import Replay, replay_states  # noqa: E402


def text_of(html: str) -> str:
    # Cards are data-URI images: their alt text is what a reader sees.
    html = re.sub(r'<img[^>]*\balt="([^"]*)"[^>]*>', r" \1 ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.fixture(scope="module")
def finished():
    return cardlab.play("tongits", ["greedy", "random", "greedy"], seed=21)


def test_every_step_is_the_engines_state_after_that_many_actions(finished):
    states = replay_states(finished.to_json())
    assert len(states) == len(finished.history) + 1
    assert states[0].history == [] and states[-1].to_json() == finished.to_json()
    for k, s in enumerate(states):
        assert s.history == finished.history[:k]
    assert states[-1].outcome().payments == finished.outcome().payments


def test_forward_and_back_buttons_and_the_slider(finished):
    r = Replay(finished)
    assert (r.step, r.total) == (0, len(finished.history))
    assert "The deal: nothing played yet." in text_of(r.frame_html)
    assert r.back_button.disabled and not r.forward_button.disabled
    r.forward_button.click()
    r.forward_button.click()
    assert r.step == 2 and r.slider.value == 2
    first = finished.history[1]
    assert f"Last move: Player {first.player}:" in text_of(r.frame_html)
    r.back_button.click()
    assert r.step == 1
    r.slider.value = 7
    assert r.step == 7 and r.state.history == finished.history[:7]
    r.last_button.click()
    assert r.step == r.total and r.forward_button.disabled
    words = text_of(r.frame_html)
    assert "The hand is over" in words
    assert finished.outcome().reasons[0].text() in words
    r.forward()                       # past the end: stays at the end
    assert r.step == r.total
    r.first_button.click()
    assert r.step == 0


def test_the_replay_shows_every_hand(finished):
    r = Replay(finished)
    r.go(5)
    for p in range(3):
        for c in r.state.hands[p]:
            assert f'alt="{c.pretty}"' in r.frame_html


def test_a_record_set_up_from_a_position_replays():
    start = tongits.State.from_position(["3D 4D 9S 10S JS", "KS KC KD QH 8C", "2C 7H"], current_player=0,
                                        phase="draw", stock=["KH"])
    start.apply("draw")
    r = Replay(start.to_json())
    assert r.total == 1
    r.forward()
    assert "K♥" in text_of(r.frame_html)


def test_vietnamese_and_fallback(finished):
    r = Replay(finished)
    r.language.value = "vi"
    assert "Chia bài xong" in text_of(r.frame_html)
    bundle = r._repr_mimebundle_()
    assert "<svg" not in bundle["text/html"] and "data:image/svg+xml;base64," in bundle["text/html"]
    assert bundle["text/plain"] == f"Replay(seed=21, step=0, total={r.total})"


@pytest.mark.parametrize("junk", ["nonsense", 42, None, '{"game": "phom", "actions": []}', "[]"])
def test_junk_records_are_refused(junk):
    with pytest.raises(CardlabError):
        Replay(junk)


def test_an_edited_record_is_refused_quoting_the_action(finished):
    data = json.loads(finished.to_json())
    data["actions"][3] = {"kind": "discard", "cards": ["1X"], "player": 0}
    with pytest.raises(CardlabError, match="action 4 of the record"):
        Replay(json.dumps(data))


def test_go_refuses_a_step_that_is_not_a_number(finished):
    r = Replay(finished)
    with pytest.raises(CardlabError):
        r.go("3")
    r.go(-5)
    assert r.step == 0
