"""The move log's rows keep room for every line of their text at the list's width now."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QListWidgetItem

from rummy_desktop.ui.table.move_log import MoveLogView

TEXTS = ["Computer 2 took 7♥ from the discard pile", "Round 1: Computer 3 plays first",
         "You laid off Q♠ on [10♠ J♠ K♠]", "Computer 2 dug 5♦ out of the discard pile, with 6♦ 7♦ 8♦ 9♦"]


def _cut_rows(view: MoveLogView) -> list[str]:
    """The rows whose height is less than their text needs wrapped at the row's width."""
    lst = view.list
    metrics = QFontMetrics(lst.font())
    cut = []
    for i in range(lst.count()):
        item = lst.item(i)
        rect = lst.visualItemRect(item)
        need = metrics.boundingRect(QRect(0, 0, rect.width() - 8, 10_000),
                                    int(Qt.TextWordWrap), item.text()).height()
        if rect.height() < need:
            cut.append(f"{item.text()!r}: {rect.height()} < {need} at {rect.width()} px")
    return cut


def test_rows_are_measured_again_when_the_log_narrows_or_widens(qtbot):
    view = MoveLogView()
    qtbot.addWidget(view)
    view.resize(180, 300)
    view.show()
    qtbot.waitExposed(view)
    for text in TEXTS * 3:
        view.list.addItem(QListWidgetItem(text))
        qtbot.wait(1)
    for width in (150, 220, 260, 150):
        view.resize(width, 300)
        qtbot.waitUntil(lambda: view.list.viewport().width() < width)
        qtbot.wait(20)
        assert _cut_rows(view) == [], width


def test_a_joker_is_named_with_the_card_it_stood_for_in_the_group_it_left(qtbot):
    """Issue 42, point 3: not "moved Joker (4♠) from [9♣ 9♦ Joker (4♠)]" for a joker that
    stood for 9♥ there."""
    from rummy_desktop.core.cards import JOKER_BASE, parse_card
    from rummy_desktop.session.move_log import Entry, Moved

    view = MoveLogView()
    qtbot.addWidget(view)
    j = JOKER_BASE
    nine_c, nine_d, five, six = (parse_card(x) for x in ("9C", "9D", "5S", "6S"))
    e = Entry("committed", 1, moved=(Moved((j,), (nine_c, nine_d, j), (j, five, six)),),
              declared={j: parse_card("4S")}, was={j: parse_card("9H")})
    text = view.entry_text(e)
    assert "from [9♣ 9♦ Joker (9♥)] into [Joker (4♠) 5♠ 6♠]" in text, text
