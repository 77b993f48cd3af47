"""PySide6 6.12 on Python 3.11 dropped a reference to None/True/False in many calls, and
after a few minutes of play Python aborted (none_dealloc). pyproject.toml keeps PySide6
below 6.12; this test fails if a Qt upgrade brings the bug back."""

import sys

from PySide6.QtWidgets import QGraphicsRectItem, QPushButton


def test_qt_calls_keep_the_singletons_refcounts(qtbot):
    item = QGraphicsRectItem(0, 0, 10, 10)
    button = QPushButton("x")
    qtbot.addWidget(button)
    before = [sys.getrefcount(o) for o in (None, True, False)]
    for i in range(2000):
        item.setPos(i, i)
        item.setVisible(True)
        item.isVisible()
        button.setEnabled(i % 2 == 0)
        button.setText(str(i))
    after = [sys.getrefcount(o) for o in (None, True, False)]
    assert all(abs(a - b) < 100 for a, b in zip(after, before)), (before, after)
