"""The deadwood line beside the buttons (a game with a knock: Gin, Oklahoma Gin) fits the
smallest window: at 800 px its parts wrap between them ("knock ≤ 5", "upcard 5♦" are
never cut), the buttons after it stay in the window, and a wide window shows it on one
line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_support import wait_my_turn

from rummy_desktop import testing
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

MELDED = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS"]
DEFENDER = ["AH", "AD", "AS", "8C", "8H", "8D", "6C", "6S", "JD", "KH"]


def test_the_deadwood_line_wraps_between_its_parts_in_the_smallest_window(qtbot, catalog):
    from rummy_desktop.ui.table import TableWidget

    game = testing.deal(catalog, "oklahoma-gin", hands=[MELDED + ["6D"], DEFENDER], discard=["5D"],
                        stock_top=["QD"])
    session = GameSession(catalog, game, [Seat("Ana"), Seat("Bot", "computer", "greedy")], None)
    table = TableWidget(session, Settings(animation_speed=0.0), 0)
    qtbot.addWidget(table)
    table.resize(1200, 640)
    table.show()
    qtbot.waitExposed(table)
    qtbot.mouseClick(table.btn_primary, Qt.LeftButton)  # pass the upcard
    wait_my_turn(qtbot, table)
    qtbot.mouseClick(table.btn_primary, Qt.LeftButton)  # draw: the deadwood after the Knock's discard
    line = table.deadwood
    whole = "Deadwood after discarding Q♦: 6 points · knock ≤ 5 · upcard 5♦"
    qtbot.waitUntil(lambda: line.text() == whole and line.lines(line.contentsRect().width()) == [whole])
    table.resize(800, 560)  # the smallest window: the line no longer fits beside the buttons
    qtbot.waitUntil(lambda: table.width() == 800 and len(line.lines(line.contentsRect().width())) > 1)
    assert table.minimumSizeHint().width() <= 800
    shown = line.lines(line.contentsRect().width())
    assert " · ".join(shown) == whole  # every part, in order, none cut
    assert all(line.fontMetrics().horizontalAdvance(s) <= line.contentsRect().width() for s in shown)
    rows = line.fontMetrics().lineSpacing() * len(shown)
    qtbot.waitUntil(lambda: line.contentsRect().height() >= rows)  # the bar gives every line its room
    for button in (table.btn_sort_suit, table.btn_sort_rank):
        assert button.geometry().right() < table.width()
    assert line.geometry().right() < table.btn_sort_suit.geometry().left()
    assert line.text() == whole and line.toolTip() == whole.replace(" · ", "\n")
