"""Helpers for the lesson tests: a lesson page on the real table, and a step's move, right
or wrong, made as a player makes it: clicks and drags on the table with QTest, the
buttons under it, and the joker prompt answered by clicking its button."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_support import driver

from rummy_desktop.session.working_copy import GROUP, HAND, LOOSE
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui.lessons import LessonPage
from rummy_desktop.ui.table.joker_prompt import JokerDialog
from rummy_desktop.ui.table.reasons import face_text

#: the table of the smallest main window (800×560, less the menu bar), and a large one
SMALLEST = (800, 541)
LARGE = (1600, 1000)


def make_page(qtbot, catalog, lesson_id="rummy", language="en", size=(1024, 700), **settings):
    page = LessonPage(catalog, catalog.lessons.get(lesson_id), Settings(animation_speed=0.0, **settings), language)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    return page


def settle(qtbot, page):
    qtbot.waitUntil(lambda: page.table.view_widget.viewport().width() > 300)  # laid out
    d = driver(qtbot, page.table)
    qtbot.waitUntil(lambda: d.still() and not page.channel.busy and not d.thinking())
    for _ in range(2):  # the scene reports its changes from the event loop: the bubble follows them
        QApplication.processEvents()
        qtbot.waitUntil(lambda: not page.bubble.placing)


def at_step(qtbot, page, n):
    qtbot.waitUntil(lambda: page.channel.step is page.lesson.steps[n], timeout=10000)
    settle(qtbot, page)


def bubble_box(page) -> QRect:
    """The bubble on the table view's viewport."""
    return page.bubble.geometry().translated(-page.table.view_widget.viewport().pos())


def covered(page) -> list[QRect]:
    """What the step needs (what it points at, where its move is made) that the bubble
    covers; [] when it covers nothing."""
    box = bubble_box(page)
    return [r for r in page.bubble.needed_rects() if box.intersects(r)]


class JokerAnswers:
    """Answers the joker prompt as a player does, clicking the button of the face at the
    head of ``faces`` (``("not", face)``: the first other face offered); keeps where each
    prompt stood against the bubble."""

    def __init__(self, page) -> None:
        self.page = page
        self.faces: list[int] = []
        self.asked: list[tuple[QRect, QRect]] = []  # (the prompt, the bubble), on the screen
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    def _poll(self) -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, JokerDialog) or not dlg.isVisible() or not self.faces:
            return
        bubble = self.page.bubble
        self.asked.append((dlg.frameGeometry(), QRect(bubble.mapToGlobal(bubble.rect().topLeft()), bubble.size())))
        face = self.faces.pop(0)
        buttons = [b for b in dlg.findChildren(type(self.page.bubble.btn_next)) if b.text()]
        if isinstance(face, tuple):
            button = next(b for b in buttons if b.text() != face_text(face[1]) and b.accessibleName())
        else:
            [button] = [b for b in buttons if b.text() == face_text(face)]
        button.click()

    def stop(self) -> None:
        self._timer.stop()


# -- gestures ------------------------------------------------------------------------------

def wait_still(qtbot, w) -> None:
    driver(qtbot, w).wait_still()


def select(qtbot, w, cards) -> None:
    """Click ``cards`` (in the hand, or on the table while the working copy is open)
    until exactly they are selected."""
    d = driver(qtbot, w)
    for c in list(d.selection()):
        if c not in cards:
            d.wait_still()
            d.click(c)
    for c in cards:
        if c not in d.selection():
            d.wait_still()
            d.click(c)
    assert d.selection() == set(cards)


def move_cards(qtbot, w, cards, target) -> None:
    """Drag ``cards`` (all in one zone: the hand, the table or the loose cards) to
    ``target``: "new", or a card whose group they join."""
    d = driver(qtbot, w)
    select(qtbot, w, cards if len(cards) > 1 else [])
    d.wait_still()
    d.drag(cards[0], to="new" if target == "new" else ("group", d.card_zone(target).index))
    d.wait_still()


def build(qtbot, w, table, after_each=None) -> None:
    """Lay the working copy out as ``table`` (groups of cards) by dragging cards: a group
    on the table that only grows gets the cards it lacks; any other group is gathered in
    a new group, the table's cards first, then the hand's, then the loose ones.
    ``after_each()`` is called after each drag."""
    d = driver(qtbot, w)
    for wanted in table:
        groups = d.groups()
        if any(set(g) == set(wanted) for g in groups):
            continue
        base = max((g for g in groups if set(g) <= set(wanted)), key=len, default=[])
        anchor = base[0] if base else None
        for kind in (GROUP, HAND, LOOSE):  # a loose card alone in a new group stays loose
            batch = [c for c in wanted if c not in base and d.card_zone(c).kind == kind]
            if batch:
                move_cards(qtbot, w, batch, "new" if anchor is None else anchor)
                if after_each is not None:
                    after_each()
                anchor = batch[0]
        assert any(set(g) == set(wanted) for g in d.groups()), (wanted, d.groups())


def press(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.LeftButton)


def play(qtbot, page, action, answers: JokerAnswers, faces=None, after_each=None) -> None:
    """Make ``action`` (an engine action) at the table as a player does; the joker
    prompt, if it comes, is answered with the action's faces, or ``faces``. A table laid
    out card by card calls ``after_each()`` after each drag."""
    w = page.table
    d = driver(qtbot, w)
    kind = action.type
    jokers = getattr(action, "jokers", {})
    answers.faces = list(faces) if faces is not None else [jokers[j] for j in sorted(jokers)]
    if kind == "draw":
        d.click("stock")
    elif kind in ("take_discard", "dig"):
        d.click(action.card if kind == "dig" else d.pile()[-1])
    elif kind == "discard":
        d.drag(action.card, to="discard")
    elif kind == "meld":
        d.drag(list(action.cards), to="new")
    elif kind == "meld_many":  # a round's goal: every card selected, dropped at once
        d.drag([c for m in action.melds for c in m], to="new")
    elif kind == "buy":  # the discard offered out of turn: the Buy button
        d.press("buy")
    elif kind == "lay_off":
        if action.joker_as is not None and faces is None:
            answers.faces = [action.joker_as]
        d.drag(action.card, to=("group", action.group))
    elif kind == "commit":
        build(qtbot, w, action.table, after_each)
        d.press("primary" if action.knock else "done")
    elif kind == "withdraw":
        move_cards(qtbot, w, [d.hand()[0]], "new")
        d.press("undo")
        d.press("undo")
    else:
        raise AssertionError(f"no gesture for {kind}")
