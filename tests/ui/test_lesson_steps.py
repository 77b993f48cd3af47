"""What a lesson says, step by step (issue 42, point 4): a refusal shows under the step's
text and goes with the step; the summary at the end stays whatever key is pressed; the
must-meld reminder speaks only at the step that teaches it; Try again and Back keep the
move log of the steps before; Hint at a step that is only read says what to do; and in
the real window, at its smallest size and a large one, the bubble leaves in sight what
the step needs, the New group slot and the cards the player has raised, at every step of
every lesson."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QRect, Qt

sys.path.insert(0, os.path.dirname(__file__))

from lesson_support import LARGE, SMALLEST, at_step, covered, make_page, move_cards, press, settle
from table_support import driver

from rummy_desktop.core.cards import parse_card

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LESSONS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
           "carousel", "vatican", "tahiti", "rummy-distinct-suits"]


def walk_to(qtbot, page, n: int) -> None:
    """Play the lesson's own moves from the step it is at up to the start of step ``n``."""
    for i in range(page.channel.step_number, n):
        at_step(qtbot, page, i)
        step = page.lesson.steps[i]
        page.next() if step.expect is None else page.table.submit(step.expect)
    at_step(qtbot, page, n)


def test_a_refusal_shows_under_the_steps_text_and_goes_with_the_step(qtbot, catalog):
    page = make_page(qtbot, catalog, "rummy-500", size=SMALLEST)
    at_step(qtbot, page, 0)
    b, w = page.bubble, page.table
    text = b.text.text()
    driver(qtbot, w).click("stock")  # step 1 is read: no move yet
    settle(qtbot, page)
    assert b.note.isVisible() and "Read this step, then click Next." in b.note.text()
    assert b.text.isVisible() and b.text.text() == text  # the step's text stays
    assert driver(qtbot, w).status().startswith("⚠")
    qtbot.mouseClick(b.btn_next, Qt.LeftButton)
    at_step(qtbot, page, 1)
    assert not b.note.isVisible() and b.text.isVisible() and b.text.text() != text
    assert not driver(qtbot, w).status().startswith("⚠")  # the warning went with its step


def test_the_summary_at_the_end_stays_whatever_is_pressed(qtbot, catalog):
    page = make_page(qtbot, catalog, "rummy-multiplayer", size=SMALLEST)
    walk_to(qtbot, page, len(page.lesson.steps) - 1)
    step = page.lesson.steps[-1]
    page.table.submit(step.expect)
    qtbot.waitUntil(lambda: page.channel.finished)
    settle(qtbot, page)
    b, w = page.bubble, page.table
    summary = b.text.text()
    assert b.heading.text() == "Lesson finished" and "Round scores" in summary
    for key in (Qt.Key_Return, Qt.Key_Space, Qt.Key_Return):  # a stray Enter: "Select cards first"
        driver(qtbot, w).key(key)
    driver(qtbot, w).click("stock")
    settle(qtbot, page)
    assert b.heading.text() == "Lesson finished" and b.text.isVisible() and b.text.text() == summary
    assert not b.note.isVisible()


def test_the_must_meld_reminder_speaks_only_at_the_step_that_teaches_it(qtbot, catalog):
    page = make_page(qtbot, catalog, "manipulation")
    walk_to(qtbot, page, 1)
    w = page.table
    driver(qtbot, w).press("primary")  # Draw, where the step wants the 3♥ played
    settle(qtbot, page)
    assert "You must meld" not in driver(qtbot, w).status()
    assert page.bubble.note.isVisible() and page.bubble.note.text().endswith(page.channel.way_forward())
    assert page.channel.step_number == 1
    walk_to(qtbot, page, 4)  # "You must meld if you can (Mandatory meld). If you press Draw…"
    assert page.channel.step.reminder
    w = page.table
    driver(qtbot, w).press("primary")
    qtbot.waitUntil(lambda: "You must meld if you can." in driver(qtbot, w).status(), timeout=10000)
    assert "go on anyway" not in driver(qtbot, w).status()  # the lesson waits for its move: it does not go on
    assert "2♣" in driver(qtbot, w).status() and driver(qtbot, w).hint_shown().actions == (page.channel.step.expect,)


def log_texts(page) -> list[str]:
    return driver(None, page.table).entry_texts()


def test_try_again_and_back_keep_the_log_of_the_steps_before(qtbot, catalog):
    page = make_page(qtbot, catalog, "manipulation")
    walk_to(qtbot, page, 4)
    before = log_texts(page)
    assert len(before) >= 4  # the learner's plays and the opponent's draw
    w = page.table
    move_cards(qtbot, w, [parse_card("2C")], "new")
    driver(qtbot, w).press("done")  # a card alone: refused, the table changed
    settle(qtbot, page)
    assert page.bubble.btn_retry.isVisible()
    press(qtbot, page.bubble.btn_retry)
    qtbot.waitUntil(lambda: page.table is not w)
    settle(qtbot, page)
    assert log_texts(page) == before
    assert driver(qtbot, page.table).log_list().count() == len(before)  # shown, not only kept
    driver(qtbot, page.table).key(Qt.Key_Left, Qt.AltModifier)  # Back: the step before
    at_step(qtbot, page, 3)
    assert log_texts(page) and log_texts(page) == before[:len(log_texts(page))]


def test_hint_at_a_step_that_is_only_read_says_what_to_do(qtbot, catalog):
    page = make_page(qtbot, catalog, "rummy-500", size=SMALLEST)
    at_step(qtbot, page, 0)
    w = page.table
    driver(qtbot, w).key(Qt.Key_H)
    settle(qtbot, page)
    b = page.bubble
    assert b.note.isVisible() and "press Next" in b.note.text() and b.text.isVisible()
    driver(qtbot, w).press("hint")  # the button says the same
    assert b.note.isVisible() and "press Next" in b.note.text()


# -- the bubble in the real window ------------------------------------------------------------


def raised_rects(page) -> list[QRect]:
    """The cards the player raised (selected in the hand) and the New group slot, on the
    table view's viewport, worked out from the scene's items."""
    return driver(None, page.table).raised_on_screen()


def bubble_leaves_in_sight(page) -> None:
    step = page.channel.step_number
    b = page.bubble
    vp = driver(None, page.table).table_view().viewport()
    box = b.geometry().translated(-vp.pos())
    assert covered(page) == [], (step, box, covered(page))
    hidden = [r for r in raised_rects(page) if box.intersects(r)]
    assert hidden == [], (step, box, hidden)
    if not b.docked:
        assert vp.rect().contains(box), (step, box)


@pytest.mark.parametrize("size", [(800, 560), (1600, 1000)], ids=["smallest", "large"])
@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_bubble_in_the_real_window_leaves_the_step_and_the_raised_cards_in_sight(
        real_window, qtbot, monkeypatch, lesson_id, size):
    from rummy_desktop.ui.window_size import WindowSize

    monkeypatch.setattr(WindowSize, "available", lambda self: QRect(0, 0, 1920, 1200))  # room for 1600×1000
    window = real_window
    window.resize(*size)
    qtbot.wait(20)
    assert (window.width(), window.height()) == size
    window.start_lesson(lesson_id)
    qtbot.waitUntil(lambda: window.lesson_page is not None)
    page = window.lesson_page
    if size == (800, 560):
        assert page.size().toTuple() == SMALLEST  # what the other lesson tests use for the smallest window
    else:
        assert page.width() >= LARGE[0] - 20
    for n, step in enumerate(page.lesson.steps):
        at_step(qtbot, page, n)
        bubble_leaves_in_sight(page)
        if step.expect is None:
            page.next()
            continue
        d = driver(qtbot, page.table)
        hand = set(d.view().hand)
        cards = [c for c in list(getattr(step.expect, "cards", ())) + [getattr(step.expect, "card", None)] +
                 [c for g in getattr(step.expect, "table", ()) for c in g] if c in hand]
        for c in dict.fromkeys(cards):  # raised, one click each, as the player picks them
            d.click(c)
            settle(qtbot, page)
            bubble_leaves_in_sight(page)
        for c in d.selection():  # put back down, one click each
            d.click(c)
        settle(qtbot, page)
        assert not d.selection()
        assert page.table.submit(step.expect)
    qtbot.waitUntil(lambda: page.channel.finished, timeout=10000)
    settle(qtbot, page)
    bubble_leaves_in_sight(page)
