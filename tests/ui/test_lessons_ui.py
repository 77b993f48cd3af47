"""Learn by playing in the real table widget: a whole lesson walked by mouse clicks and
drags, a wrong move explained in the bubble, Back, the lessons list, progress and "Play
this game now"."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QRect, Qt

sys.path.insert(0, os.path.dirname(__file__))

from lesson_support import LARGE, SMALLEST, at_step, covered, make_page, settle
from table_support import driver

from rummy_desktop.core.cards import parse_card
from rummy_desktop.ui.lessons import LessonsDialog
from rummy_desktop.ui.table.lesson_bubble import keep_clear_rects, place

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def bubble_clear_of_highlights(page) -> None:
    """The bubble lies inside the table view, covers nothing it points at nor where the
    step's move is made (its cards, the pile, the groups it changes, the new-group slot),
    and shows all of its text and of its buttons' words."""
    b = page.bubble
    view = driver(None, page.table).table_view()
    vp = view.viewport()
    box = b.geometry().translated(-vp.pos())
    step = page.channel.step_number
    if b.docked:  # no room over the table: a band across the view's top, the table laid out below it
        assert b.geometry() == QRect(0, 0, view.width(), vp.y()), (step, b.geometry(), vp.geometry())
    else:
        assert vp.rect().contains(box), (step, box, vp.rect())
    assert covered(page) == [], (step, box, covered(page))
    for label in (b.heading, b.text, b.note):
        if label.isVisibleTo(b):
            assert label.heightForWidth(label.width()) <= label.height() + 1, (step, label.text())
    for button in (b.btn_back, b.btn_restart, b.btn_retry, b.btn_next, b.btn_play, b.btn_leave):
        if button.isVisibleTo(b):
            assert button.sizeHint().width() <= button.width() + 1, (step, button.text())


def test_a_lesson_walked_by_mouse_in_the_real_table(qtbot, catalog):
    page = make_page(qtbot, catalog)
    finished = []
    page.finished.connect(finished.append)
    b = page.bubble
    assert b.heading.text() == "Step 1 of 9" and b.btn_next.isVisible() and not b.btn_back.isEnabled()
    qtbot.mouseClick(b.btn_next, Qt.LeftButton)
    at_step(qtbot, page, 1)
    d = driver(qtbot, page.table)
    assert page.bubble.heading.text() == "Step 2 of 9" and not page.bubble.btn_next.isVisible()
    bubble_clear_of_highlights(page)
    # another legal move: taking the 6♦ is explained, and nothing changes
    before = d.latest_view()
    d.click(parse_card("6D"))
    assert "The 6♦ fits nothing" in page.bubble.note.text() and page.bubble.note.isVisible()
    assert d.latest_view() == before and page.channel.step_number == 1
    d.click("stock")
    at_step(qtbot, page, 2)
    d.drag(cards("7H 8H 9H"), to="new")
    at_step(qtbot, page, 3)
    # Back: the table is dealt again up to the start of the step before
    d.key(Qt.Key_Left, Qt.AltModifier)
    at_step(qtbot, page, 2)
    d = driver(qtbot, page.table)
    assert d.latest_view().table == ()
    assert page.bubble.layer.isVisible() and page.bubble.layer.rects  # the new table's outlines show
    d.drag(cards("7H 8H 9H"), to="new")
    at_step(qtbot, page, 3)
    bubble_clear_of_highlights(page)
    d.drag(cards("5C 5D 5S"), to="new")
    at_step(qtbot, page, 4)
    d.drag(parse_card("QD"), to="discard")
    at_step(qtbot, page, 5)  # the other seat's three scripted moves have been played
    assert d.latest_view().discard[-1] == parse_card("3C")
    d.click(parse_card("3C"))
    at_step(qtbot, page, 6)
    d.drag(cards("AC 2C 3C"), to="new")
    at_step(qtbot, page, 7)
    bubble_clear_of_highlights(page)
    d.drag(parse_card("KS"), to=("group", 2))
    at_step(qtbot, page, 8)
    d.drag(parse_card("JD"), to="discard")
    qtbot.waitUntil(lambda: page.channel.finished)
    assert finished == ["rummy"]
    assert page.bubble.heading.text() == "Lesson finished" and page.bubble.btn_play.isVisible()
    assert "Round scores" in page.bubble.text.text() and "46" in page.bubble.text.text()
    played = []
    page.playNow.connect(played.append)
    page.bubble.btn_play.click()
    assert played == [page.lesson]


def test_an_illegal_drop_shows_the_engine_reason_in_the_bubble(qtbot, catalog):
    page = make_page(qtbot, catalog, language="fr")
    page.next()
    at_step(qtbot, page, 1)
    d = driver(qtbot, page.table)
    before = d.latest_view()
    d.drag(parse_card("QD"), to="discard")  # no card drawn yet
    assert page.bubble.note.isVisible() and page.bubble.note.text()
    assert d.latest_view() == before and page.channel.step_number == 1
    assert page.bubble.heading.text() == "Step 2 of 9"


def each_step(qtbot, page, check) -> None:
    """Walk the lesson, ``check(page)`` at every step, playing the step's move or Next."""
    for n, step in enumerate(page.lesson.steps):
        at_step(qtbot, page, n)
        check(page)
        if step.expect is None:
            page.next()
        else:
            assert page.table.submit(step.expect)


@pytest.mark.parametrize("size", [SMALLEST, LARGE], ids=["smallest", "large"])
@pytest.mark.parametrize("lesson_id", ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli",
                                       "shanghai", "guadalupe", "carousel", "vatican", "tahiti",
                                       "rummy-distinct-suits"])
def test_the_bubble_never_covers_what_it_points_at(qtbot, catalog, lesson_id, size):
    """Every step of every lesson, in French (the longest texts), at the smallest window
    and a large one."""
    page = make_page(qtbot, catalog, lesson_id, "fr", size=size)
    each_step(qtbot, page, bubble_clear_of_highlights)
    qtbot.waitUntil(lambda: page.channel.finished)
    settle(qtbot, page)
    bubble_clear_of_highlights(page)


def outlines_apart(page) -> None:
    """The step's outlines keep clear of each other (one inside another with room between
    them, or apart), and each card, group and pile the step points at is inside one."""
    rects = page.bubble.layer.rects
    step = page.channel.step_number
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            nested = a.adjusted(4, 4, -4, -4).contains(b) or b.adjusted(4, 4, -4, -4).contains(a)
            assert nested or not a.adjusted(-4, -4, 4, 4).intersects(b), (step, a, b)
    d = driver(None, page.table)
    highlight = page.bubble.highlight
    for card in highlight.cards:
        corner = d.card_corner_on_screen(card)
        if corner is not None:
            assert any(r.contains(corner) for r in rects), (step, card)
    for g in highlight.groups:
        box = d.group_box_on_screen(g)
        assert any(r.contains(box) for r in rects), (step, g)


@pytest.mark.parametrize("size", [(1024, 700), (800, 600)])
def test_tahitis_outlines_keep_clear_of_each_other(qtbot, catalog, size):
    """Every step of the Tahiti lesson: the loose cards stacked in their column, cards
    fanned in the hand and in a group, a joker in an outlined group: outlines apart."""
    page = make_page(qtbot, catalog, "tahiti")
    page.resize(*size)
    each_step(qtbot, page, outlines_apart)


def answer_question(qtbot, button, asked: list) -> None:
    """Answer the next question box with ``button`` (Yes or No), noting its text."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(10, answer)

    QTimer.singleShot(10, answer)


def test_esc_puts_picked_up_cards_back_and_else_asks_before_leaving(qtbot, catalog):
    from PySide6.QtWidgets import QMessageBox

    page = make_page(qtbot, catalog)
    left, asked = [], []
    page.leave.connect(lambda: left.append(True))
    page.next()
    at_step(qtbot, page, 1)
    d = driver(qtbot, page.table)
    d.click(parse_card("QD"))  # selected
    d.key(Qt.Key_Escape)
    assert d.selection() == set() and left == [] and asked == []
    d.pick_up([parse_card("QD")])  # picked up with the keyboard (Space, Enter)
    assert d.held() == [parse_card("QD")]
    d.key(Qt.Key_Escape)
    assert d.held() == [] and left == [] and asked == []
    answer_question(qtbot, QMessageBox.StandardButton.No, asked)
    d.key(Qt.Key_Escape)
    assert len(asked) == 1 and "Leave the lesson?" in asked[0] and left == []
    assert page.channel.step_number == 1  # nothing lost
    answer_question(qtbot, QMessageBox.StandardButton.Yes, asked)
    page.bubble.btn_leave.click()  # the Leave button asks too
    assert len(asked) == 2 and left == [True]


def test_a_finished_lesson_is_left_without_a_question(qtbot, catalog):
    page = make_page(qtbot, catalog, "rummy-multiplayer")
    left = []
    page.leave.connect(lambda: left.append(True))
    for step in page.lesson.steps:
        page.next() if step.expect is None else page.table.submit(step.expect)
    qtbot.waitUntil(lambda: page.channel.finished)
    driver(qtbot, page.table).key(Qt.Key_Escape)
    assert left == [True]


def test_place_keeps_the_bubble_beside_its_target():
    from PySide6.QtCore import QRect

    room = QRect(0, 0, 800, 600)
    target = QRect(300, 250, 200, 100)
    p = place((300, 120), [target], room)
    assert not QRect(p.x(), p.y(), 300, 120).intersects(target)
    assert room.contains(QRect(p.x(), p.y(), 300, 120))


def test_place_keeps_clear_of_the_piles_when_it_can():
    from PySide6.QtCore import QRect

    room = QRect(0, 0, 800, 600)
    loose = QRect(10, 230, 100, 300)
    stock = QRect(10, 70, 100, 140)
    p = place((300, 120), [loose], room, [stock])
    box = QRect(p.x(), p.y(), 300, 120)
    assert not box.intersects(loose) and not box.intersects(stock)
    assert box.left() > loose.right()  # beside the loose cards


def test_tahiti_first_bubble_leaves_the_piles_and_seats_in_sight(qtbot, catalog):
    page = make_page(qtbot, catalog, "tahiti", "fr")
    at_step(qtbot, page, 0)
    vp = driver(qtbot, page.table).table_view().viewport()
    box = page.bubble.geometry().translated(-vp.pos())
    assert [r for r in keep_clear_rects(page.table) if box.intersects(r)] == []


def test_the_lessons_list_marks_finished_ones(qtbot, catalog):
    dlg = LessonsDialog(catalog, ["rummy"], "pt_BR")
    qtbot.addWidget(dlg)
    rows = dlg.lesson_items()
    assert set(rows) == {x.id for x in catalog.lessons.all()}
    headings = [dlg.tree.topLevelItem(i) for i in range(dlg.tree.topLevelItemCount())]
    assert [h.text(0) for h in headings] == ["Draw-and-discard games", "Manipulation games"]
    assert {rows[i].parent().text(0) for i in ("rummy", "rummy-500", "rummy-distinct-suits")} == {headings[0].text(0)}
    assert {rows[i].parent().text(0) for i in ("manipulation", "tahiti", "carousel")} == {headings[1].text(0)}
    assert not headings[0].flags() & Qt.ItemIsSelectable
    assert rows["rummy"].text(1) and not rows["manipulation"].text(1)
    assert rows["manipulation"].text(0) == "Manipulação: refaça a mesa"
    chosen = []
    dlg.chosen.connect(chosen.append)
    dlg.tree.setCurrentItem(rows["tahiti"])
    assert "6" in dlg.summary.text()
    dlg.start_button.click()
    assert chosen == ["tahiti"]


def test_learn_by_playing_from_the_start_screen(window, qtbot):
    page = window.start_page
    assert page.lessons_button.text() == "Learn by playing"
    assert window.action_lessons in window.menu_help.actions()
    page.lessons_button.click()
    qtbot.waitUntil(lambda: window.dialog("lessons") is not None)
    dlg = window.dialog("lessons")
    rows = dlg.lesson_items()
    dlg.tree.setCurrentItem(rows["rummy-multiplayer"])
    dlg.start_button.click()
    qtbot.waitUntil(lambda: window.lesson_page is not None)
    window.activateWindow()  # Esc works in the active window
    qtbot.waitUntil(window.isActiveWindow)
    lp = window.lesson_page
    assert window.stack.currentWidget() is window.game_page
    for step in lp.lesson.steps:
        if step.expect is None:
            lp.next()
        else:
            assert lp.table.submit(step.expect)
    qtbot.waitUntil(lambda: lp.channel.finished)
    assert window.stats.lessons_finished == ["rummy-multiplayer"]
    from rummy_desktop.storage.stats import load_stats

    assert load_stats()[0].lessons_finished == ["rummy-multiplayer"]
    lp.bubble.btn_play.click()
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.session.game.spec.id == "rummy-multiplayer" and window.lesson_page is None
    assert window.table is not None


def leave_by_esc(qtbot, window) -> None:
    """Esc in the lesson, and Yes to "Leave the lesson?"."""
    from PySide6.QtWidgets import QMessageBox

    asked: list = []
    answer_question(qtbot, QMessageBox.StandardButton.Yes, asked)
    driver(qtbot, window.lesson_page.table).key(Qt.Key_Escape)
    assert len(asked) == 1
    qtbot.waitUntil(lambda: window.lesson_page is None)


def start_lesson_from_the_list(qtbot, window, lesson_id) -> None:
    window.action_lessons.trigger()
    qtbot.waitUntil(lambda: window.dialog("lessons") is not None)
    dlg = window.dialog("lessons")
    dlg.tree.setCurrentItem(dlg.lesson_items()[lesson_id])
    dlg.start_button.click()
    qtbot.waitUntil(lambda: window.lesson_page is not None)
    window.activateWindow()  # Esc works in the active window
    qtbot.waitUntil(window.isActiveWindow)


def test_leaving_a_lesson_started_from_the_start_screen_goes_back_to_the_lessons_list(window, qtbot):
    start_lesson_from_the_list(qtbot, window, "tahiti")
    leave_by_esc(qtbot, window)
    assert window.stack.currentWidget() is window.start_page
    qtbot.waitUntil(lambda: window.dialog("lessons") is not None and window.dialog("lessons").isVisible())
    assert window.session is None and window.lesson_page is None


def test_leaving_a_lesson_started_during_a_game_resumes_the_game(window, qtbot):
    from rummy_desktop.session.game_session import Seat

    window.start_new({"variant": "vatican", "options": {}, "seats": [Seat("Ana"), Seat("C", "computer", "greedy")],
                      "seed": 4})
    qtbot.waitUntil(lambda: window.table is not None)
    game = window.session.game
    hand = list(game.state.hands[0])
    start_lesson_from_the_list(qtbot, window, "rummy")
    assert window.session is None and window.stack.currentWidget() is window.game_page
    leave_by_esc(qtbot, window)
    qtbot.waitUntil(lambda: window.session is not None and window.table is not None)
    assert window.stack.currentWidget() is window.game_page
    assert window.session.game.spec.id == "vatican" and list(window.session.game.state.hands[0]) == hand
    assert window.dialog("lessons") is None
