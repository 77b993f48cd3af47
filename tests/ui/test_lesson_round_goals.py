"""The lesson of a rule set with goals and buys, played at the table as a learner does
(issue 44, point 5): Contract Rummy's lesson (plugins/contract-rummy) buys the discard
with the Buy button, lays the contract by dropping its six cards at once, lays off and
goes out; the round ends with the lesson's scores."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from lesson_support import JokerAnswers, at_step, make_page, play

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_contract_rummy_lesson_by_its_gestures(qtbot, catalog):
    page = make_page(qtbot, catalog, "contract-rummy")
    answers = JokerAnswers(page)
    try:
        for n, step in enumerate(page.lesson.steps):
            at_step(qtbot, page, n)
            if step.expect is None:
                page.next()
                continue
            play(qtbot, page, step.expect, answers)
        qtbot.waitUntil(lambda: page.channel.finished, timeout=10000)
    finally:
        answers.stop()
    record = page.channel.play.game.state.history[-1]
    assert record.outcome.ending == "out" and record.score.scores == [0, 75, 82]
