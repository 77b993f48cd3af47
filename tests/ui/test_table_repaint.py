"""What the view has painted, read back from the window's backing store (not re-rendered):
no outline may stay behind after a hint is cleared or a hinted card moves (issue 10, point 9)."""

from __future__ import annotations

import os
import sys

import numpy as np  # (ortools brings it)
import pytest
from PySide6.QtGui import QColor, QGuiApplication, QImage

sys.path.insert(0, os.path.dirname(__file__))

from table_driver import HINT_COLOUR
from table_support import drive

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def on_screen(qtbot, d) -> QImage:
    """The window as last painted: the offscreen platform hands back its backing store,
    so only what the view chose to repaint has changed since the previous frame."""
    d.wait_still()
    for _ in range(3):
        qtbot.wait(30)  # the view repaints on the next turns of the event loop
    shot = QGuiApplication.primaryScreen().grabWindow(d.table.winId())
    return shot.toImage().convertToFormat(QImage.Format_RGB32)


def hint_pixels(img: QImage) -> int:
    """How many pixels of ``img`` (RGB32) have the hint's colour."""
    rows = np.frombuffer(img.constBits(), dtype=np.uint32).reshape(img.height(), img.bytesPerLine() // 4)
    return int(np.count_nonzero(rows[:, :img.width()] == QColor(HINT_COLOUR).rgb()))


def repaint_all(qtbot, d) -> None:
    """Something else repaints the whole view (the window is exposed, the status changes
    its height): whatever the items draw is now on screen, inside their box or not."""
    d.table_view().viewport().update()
    on_screen(qtbot, d)


@pytest.mark.parametrize("size", [(1280, 800), (900, 560)])
def test_no_outline_stays_behind_a_cleared_hint(size, qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=2, seed=3, size=size, speed=1.0,
                       deal_animation=False)  # (the deal is not what is looked at)
    d.wait_my_turn()
    assert hint_pixels(on_screen(qtbot, d)) == 0
    d.mark_hint({d.hand()[0]})
    repaint_all(qtbot, d)
    assert hint_pixels(on_screen(qtbot, d)) > 0  # the outline is seen, so it is also looked for
    d.mark_hint()
    assert hint_pixels(on_screen(qtbot, d)) == 0, f"cards {d.card_width()} px wide leave their outline behind"


def test_no_outline_stays_behind_a_hinted_card_that_moves(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=2, seed=3, size=(1280, 800), speed=1.0,
                       deal_animation=False)  # (the deal is not what is looked at)
    d.wait_my_turn()
    w = d.table
    card = d.hand()[0]
    d.mark_hint({card})
    repaint_all(qtbot, d)
    start = d.card_pos(card)
    w.hand_order.remove(card)
    w.hand_order.append(card)  # the hinted card moves to the other end of the hand
    w.sort_mode = "manual"
    w.refresh(animate=True, keep_hint=True)
    assert d.animating()
    on_screen(qtbot, d)
    assert d.card_pos(card) != start
    d.mark_hint()
    assert hint_pixels(on_screen(qtbot, d)) == 0


def test_no_outline_stays_behind_a_group_hint(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3,
                       size=(1280, 800), speed=1.0,
                       deal_animation=False)  # (the deal is not what is looked at)
    d.wait_my_turn()
    groups = set(range(len(d.view().table)))
    assert groups
    d.mark_hint({d.hand()[0]}, groups, {"new", "stock"})
    repaint_all(qtbot, d)
    assert hint_pixels(on_screen(qtbot, d)) > 0
    d.mark_hint()
    assert hint_pixels(on_screen(qtbot, d)) == 0
