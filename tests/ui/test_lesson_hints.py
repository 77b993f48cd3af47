"""One voice in a lesson (issue 33, point 3): the Hint gives the step's own move, and a
learner who only presses Hint, Show me and then Done or Enter walks every lesson of every
rule set to its end, through the real table's gestures."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_driver import TableDriver

from rummy_desktop.core.actions import Commit, Withdraw
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui.lessons import LessonPage

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LESSONS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
           "carousel", "vatican", "tahiti"]


def _settled(page) -> bool:
    d = TableDriver(None, page.table)
    return d.settled() and not page.channel.busy and not d.thinking()


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_hint_and_show_me_walk_the_lesson_to_its_end(qtbot, catalog, lesson_id):
    lesson = catalog.lessons.get(lesson_id)
    page = LessonPage(catalog, lesson, Settings(animation_speed=0.0), "en")
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()  # the table's keys (H, Enter) work in the active window
    qtbot.waitUntil(page.isActiveWindow)
    for _ in range(3 * len(lesson.steps) + 5):
        qtbot.waitUntil(lambda: _settled(page), timeout=10000)
        if page.channel.finished:
            break
        step = page.channel.step
        if step is None:  # the other seats' scripted moves are on their way
            qtbot.wait(20)
            continue
        d = TableDriver(qtbot, page.table)
        number = page.channel.step_number
        if step.expect is None:
            qtbot.mouseClick(page.bubble.btn_next, Qt.LeftButton)
            continue
        d.key(Qt.Key_H)
        hint = d.hint_shown()
        assert hint is not None and hint.actions == (step.expect,), (number, d.status())
        d.press("show")
        if isinstance(step.expect, Commit) and step.expect.knock:
            qtbot.waitUntil(lambda: "press Knock" in d.status(), timeout=5000)
            d.press("primary")
        elif isinstance(step.expect, Commit):
            qtbot.waitUntil(lambda: "press Done" in d.status(), timeout=5000)
            d.press("done")
        elif isinstance(step.expect, Withdraw):
            assert d.text("undo") == "Withdraw (+3)?"  # armed: the second press is the player's
            d.press("undo")
        else:
            d.key(Qt.Key_Return)
        qtbot.waitUntil(lambda: page.channel.step_number != number or page.channel.finished, timeout=5000)
        assert not page.bubble.note.isVisible() or not page.bubble.note.text(), page.bubble.note.text()
    assert page.channel.finished
