"""The window and its dialogs are never smaller than their contents, in any language: no
button overlaps another or loses part of its text (issue 10, point 11)."""

from __future__ import annotations

from argparse import Namespace
from itertools import combinations

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox

try:
    from app_support import ensure_qm, language
except ImportError:
    from .app_support import ensure_qm, language


pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LANGUAGES = ("en", "pt_BR", "fr")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


@pytest.fixture
def window(real_window):
    return real_window


# -- point 11: sizes ----------------------------------------------------------------------------


def visible_buttons(widget) -> list[QAbstractButton]:
    return [b for b in widget.findChildren(QAbstractButton) if b.isVisibleTo(widget) and b.isVisible()]


def check_no_overlap(window, buttons) -> None:
    rects = {}
    for b in buttons:
        rect = QRect(b.mapTo(window, b.rect().topLeft()), b.size())
        assert window.rect().contains(rect), (b.text(), rect, window.rect())
        hint = b.minimumSizeHint()
        assert b.width() >= hint.width(), (b.text(), b.width(), hint.width())  # the text is not cut
        rects[b] = rect
    for a, b in combinations(rects, 2):
        if a.parent() is b.parent():
            assert not rects[a].intersects(rects[b]), (a.text(), b.text(), rects[a], rects[b])


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_window_is_never_smaller_than_its_contents(window, qtbot, catalog, code):
    language(window, code)
    window.resize(400, 300)
    qtbot.wait(20)
    assert window.width() > 400 and window.height() > 300  # clamped to the minimum
    assert window.width() >= window.minimumSizeHint().width()
    assert window.height() >= window.minimumSizeHint().height()
    check_no_overlap(window, visible_buttons(window.start_page))
    for variant, options in (("manipulation", ["mandatory_meld=trust"]), ("rummy-500", [])):
        window.start_from_args(Namespace(variant=variant, option=options, players=5, seed=4))
        table = window.table
        qtbot.waitUntil(lambda: table.btn_primary.isVisible())
        window.resize(400, 300)
        qtbot.wait(20)
        assert window.width() >= window.minimumSizeHint().width()
        check_no_overlap(window, visible_buttons(table))
    # between rounds the host's two extra buttons join the bar: the window makes room
    table.btn_continue.setVisible(True)
    table.btn_end.setVisible(True)
    qtbot.wait(20)
    window.resize(400, 300)
    qtbot.wait(20)
    assert window.width() >= window.minimumSizeHint().width()
    check_no_overlap(window, visible_buttons(table))


@pytest.mark.parametrize("code", ["pt_BR", "fr"])
def test_the_settings_dialog_grows_with_the_language(window, qtbot, code):
    dlg = window.show_settings()
    dlg.resize(300, 200)
    dlg.language.setCurrentIndex(dlg.language.findData(code))
    dlg.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    qtbot.wait(20)
    dlg.resize(300, 200)
    qtbot.wait(20)
    assert dlg.confirm.text() != "Ask before replacing a game in progress"
    assert dlg.confirm.width() >= dlg.confirm.sizeHint().width()  # not "…em andamen"
    check_no_overlap(dlg, visible_buttons(dlg))


def test_a_window_made_smaller_than_its_minimum_takes_it_back(window, qtbot):
    """Without a window manager (or with one that ignores size hints) the window system
    may make the window smaller than its minimum: it grows back, nothing is cut off."""
    window.start_from_args(Namespace(variant="manipulation", option=["mandatory_meld=trust"], players=3, seed=4))
    seen: list[int] = []

    class Sizes(QObject):
        def eventFilter(self, obj, event):
            if obj is window and event.type() == QEvent.Type.Resize:
                seen.append(event.size().width())
            return False

    sizes = Sizes()
    window.installEventFilter(sizes)
    handle = window.windowHandle()
    handle.setMinimumSize(QSize(0, 0))  # past the widget's hints, as the window system may
    handle.resize(400, 300)
    qtbot.waitUntil(lambda: 400 in seen)  # the window was made too small...
    qtbot.waitUntil(lambda: window.width() >= window.minimumWidth() and
                    window.height() >= window.minimumHeight())  # ...and grew back
    assert window.minimumWidth() >= 800
    window.removeEventFilter(sizes)
    check_no_overlap(window, visible_buttons(window.table))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_new_game_dialog_never_cuts_its_options(window, qtbot, code):
    language(window, code)
    window.new_game()
    dlg = window.dialog("new")
    for variant in ("rummy", "manipulation", "carousel", "rummy-500"):
        dlg.select_variant(variant)
        qtbot.wait(20)  # the new option rows show
        dlg.resize(100, 100)  # as small as it goes
        qtbot.wait(20)
        holder = dlg.options_scroll.widget()
        assert dlg.options_scroll.viewport().width() >= holder.minimumSizeHint().width(), (code, variant)
        check_no_overlap(dlg, visible_buttons(dlg))
    dlg.reject()
