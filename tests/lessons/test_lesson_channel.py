"""The lesson as a seat channel: the table plays through it as through a local game."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Discard, Draw, IllegalAction, TakeDiscard
from rummy_desktop.core.cards import parse_card
from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.session.lesson import LessonChannel
from rummy_desktop.session.seat_channel import SeatChannel


def _channel(language="en"):
    posted = []
    ch = LessonChannel(default_catalog().lessons.get("rummy"), default_catalog(), language, posted.append)
    return ch, posted


def test_the_channel_teaches_step_by_step_and_scripts_the_other_seat():
    ch, posted = _channel("pt_BR")
    assert isinstance(ch, SeatChannel) and ch.structure.discard_pile
    assert [s.kind for s in ch.seats()] == ["human", "computer"]
    steps, updates = [], []
    ch.on_step(lambda: steps.append(ch.step_number))
    ch.listen(updates.append)
    assert ch.text().startswith("Bem-vindo ao Rummy")
    with pytest.raises(IllegalAction) as err:
        ch.submit(TakeDiscard())
    assert err.value.code == "lesson_read_first"
    ch.next()
    with pytest.raises(IllegalAction) as err:  # legal, but not this step's move
        ch.submit(TakeDiscard())
    assert err.value.code == "lesson_other_move" and "6♦" in err.value.params["explanation"]
    assert ch.view().discard[-1] == parse_card("6D")
    events = ch.submit(Draw())
    assert [e.kind for e in events] == ["drew"]
    for step in ch.lesson.steps[2:5]:
        ch.submit(step.expect)
    assert ch.step is None and ch.busy is False  # the other seat's moves are to come
    ch.ready()
    assert ch.busy and len(posted) == 1
    ch.ready()  # paced: one move at a time
    assert len(posted) == 1
    posted.pop()()
    assert updates[-1].seat == 1 and [e.kind for e in updates[-1].events] == ["drew"]
    ch.pause(True)
    ch.ready()
    assert not posted
    ch.pause(False)
    for _ in range(2):
        ch.ready()
        posted.pop()()
    assert ch.step is ch.lesson.steps[5] and ch.view().discard[-1] == parse_card("3C")
    assert steps == [1, 2, 3, 4, 5, 5, 5, 5]


def test_back_and_restart_on_the_channel_and_an_illegal_move():
    ch, posted = _channel()
    ch.next()
    ch.submit(Draw())
    before = ch.view()
    with pytest.raises(IllegalAction) as err:
        ch.submit(Discard(card=parse_card("KC")))  # in the other hand
    assert err.value.code == "not_in_hand"
    assert ch.view() == before
    ch.back()
    assert ch.step_number == 1 and len(ch.view().hand) == 10
    ch.submit(Draw())
    for step in ch.lesson.steps[2:5]:
        ch.submit(step.expect)
    ch.ready()
    ch.restart()  # the posted move is dropped
    posted.pop()()
    assert ch.step_number == 0 and len(ch.view().hand) == 10 and ch.view().table == ()


def test_finishing_the_lesson():
    ch, posted = _channel("fr")
    for step in ch.lesson.steps:
        if step.expect is None:
            ch.next()
        else:
            ch.submit(step.expect)
        while ch.play.queue:
            ch.ready()
            posted.pop()()
    assert ch.finished and ch.round_end["scores"] == [0, 46]
    assert ch.text().startswith("La manche est finie")
    with pytest.raises(IllegalAction):
        ch.submit(Draw())
