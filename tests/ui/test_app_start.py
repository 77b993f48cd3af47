"""The application shell: start screen, menus and shortcuts, lazy start-up."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.window_size import fit_size

# The offscreen platform says this whenever a window with a size constraint is shown.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_start_screen_offers_every_way_in(window):
    page = window.start_page
    assert window.stack.currentWidget() is page
    assert page.new_button.text() == "New game…"
    assert page.resume_button.text() == "Resume the interrupted game"
    assert not page.resume_button.isEnabled()  # nothing to resume yet
    assert page.stats_button.isEnabled() and page.settings_button.isEnabled() and page.quit_button.isEnabled()
    for b in (page.new_button, page.resume_button, page.stats_button, page.settings_button, page.quit_button):
        assert b.accessibleName() == b.text()


def test_every_menu_action_has_its_own_shortcut(window):
    in_menus = [a for m in (window.menu_game, window.menu_view, window.menu_help) for a in m.actions()
                if not a.isSeparator()]
    assert set(in_menus) == set(window.all_actions())
    keys = [a.shortcut().toString() for a in in_menus]
    assert all(keys), [a.text() for a in in_menus if not a.shortcut().toString()]
    assert len(set(keys)) == len(keys)


def test_shortcuts_open_the_windows(window, qtbot):
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.dialog("stats") is not None)
    window.dialog("stats").close()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.dialog("help") is not None)
    help_text = window.dialog("help").text.toPlainText()
    assert "Ctrl+N" in help_text and "Space" in help_text and "Enter" in help_text
    window.dialog("help").close()
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.dialog("settings") is not None)
    window.dialog("settings").close()


def test_quit_closes_the_window(window, qtbot):
    window.start_page.quit_button.click()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_start_screen_imports_no_game_code():
    code = (
        "import sys\n"
        "import rummy_desktop.ui.app, rummy_desktop.ui.main_window\n"
        "bad = [m for m in sys.modules if m.startswith(('rummy_desktop.core', 'rummy_desktop.plugins',"
        " 'rummy_rulesets', 'rummy_desktop.ui.table', 'rummy_desktop.session', 'pydantic'))]\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr


def test_startup_probe_reports_the_first_paint(tmp_path):
    env = dict(os.environ, RUMMY_DESKTOP_STARTUP_PROBE="1", RUMMY_DESKTOP_HOME=str(tmp_path),
               QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "rummy_desktop.cli"], env=env, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    line = [x for x in r.stdout.splitlines() if x.startswith("first-paint ")]
    assert line and float(line[0].split()[1]) > 0


def test_plain_launch_opens_the_window_without_the_parser_or_game_code(tmp_path):
    # ``rummy-desktop`` with no argument (the desktop entry): to the first paint without
    # building the subcommands' parser (it imports the solver's) or loading any game code
    env = dict(os.environ, RUMMY_DESKTOP_STARTUP_PROBE="1", RUMMY_DESKTOP_HOME=str(tmp_path),
               QT_QPA_PLATFORM="offscreen")
    code = (
        "import sys\n"
        "from rummy_desktop.cli import main\n"
        "rc = main([])\n"
        "print('loaded', [m for m in sys.modules if m.startswith(('rummy_desktop.solver', 'rummy_desktop.core',"
        " 'rummy_desktop.session', 'rummy_desktop.ui.table', 'rummy_rulesets', 'pydantic'))])\n"
        "sys.exit(rc)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert any(x.startswith("first-paint ") for x in r.stdout.splitlines()), r.stdout
    assert "loaded []" in r.stdout, r.stdout


def test_every_control_has_an_accessible_name(window, qtbot):
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QAbstractSlider,
        QAbstractSpinBox,
        QComboBox,
        QHeaderView,
        QLineEdit,
        QScrollBar,
        QTextBrowser,
    )

    window.new_game()
    dialogs = [window.dialog("new"), window.show_settings(), window.show_statistics(), window.show_help()]
    kinds = (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractSlider, QAbstractItemView, QTextBrowser)
    for dlg in dialogs + [window.start_page]:
        for w in (w for kind in kinds for w in dlg.findChildren(kind)):
            if w.objectName().startswith("qt_") or isinstance(w.parent(), (QComboBox, QAbstractSpinBox)) \
                    or isinstance(w, (QHeaderView, QScrollBar)):
                continue  # the inner parts of a combo box, spin box or table
            if w.isVisibleTo(dlg):
                assert w.accessibleName(), (type(dlg).__name__, type(w).__name__, w.objectName())
        for b in dlg.findChildren(QAbstractButton):
            if b.isVisibleTo(dlg) and type(b).__name__ != "QScrollBar":
                assert b.accessibleName() or b.text(), (type(dlg).__name__, b.objectName())
    for dlg in dialogs:
        dlg.close()


def test_preferred_size_is_cut_down_to_a_small_screen():
    # a 1024x700 screen with a 40-pixel title bar: the window gets what is left
    assert fit_size((1100, 720), (800, 560), (1024, 700), (16, 40)) == ((1008, 660), (800, 560))
    # on a tiny screen even the minimum size gives way
    assert fit_size((1100, 720), (800, 560), (640, 480), (0, 0)) == ((640, 480), (640, 480))
    # a big screen keeps the preferred size
    assert fit_size((1100, 720), (800, 560), (1920, 1080)) == ((1100, 720), (800, 560))


def test_window_fits_the_available_screen(window, qtbot):
    avail = window.screen().availableGeometry()
    assert avail.contains(window.frameGeometry()), (avail, window.frameGeometry())
    assert window.minimumWidth() <= avail.width() and window.minimumHeight() <= avail.height()
    # made too big (as by a window manager that ignores the size), it is brought back
    window.setMinimumSize(0, 0)
    window.resize(avail.width() + 300, avail.height() + 200)
    window.move(avail.x() + 50, avail.y() + 40)
    qtbot.waitUntil(lambda: window.width() > avail.width())
    window.size_rules.keep_on_screen()
    qtbot.waitUntil(lambda: avail.contains(window.frameGeometry()))


def test_buttons_under_the_table_are_inside_the_window(window, qtbot, catalog, monkeypatch):
    pytest.importorskip("rummy_desktop.ui.table")
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication, QPushButton

    from rummy_desktop.session.game_session import GameSession, Seat
    from rummy_desktop.ui.table import TableWidget

    monkeypatch.setattr(mw, "load_table_class", lambda: TableWidget)
    for variant in ("manipulation", "rummy-500"):
        session = GameSession.new(catalog, variant, {}, [Seat("Ana")] + [
            Seat(f"C{i}", "computer", "greedy") for i in (1, 2, 3)], 1)
        window.show_session(session)
        table = window.table
        qtbot.waitUntil(lambda: table.isVisible() and table.btn_primary.isVisible())
        avail = window.screen().availableGeometry()
        assert avail.contains(window.frameGeometry()), (variant, avail, window.frameGeometry())
        inside = window.rect()
        shown = [b for b in table.findChildren(QPushButton) if b.isVisible()]
        assert table.btn_primary in shown and table.btn_sort_rank in shown
        for b in shown:
            where = QRect(b.mapTo(window, b.rect().topLeft()), b.size())
            assert inside.contains(where), (variant, b.text(), where, inside)
            assert not b.visibleRegion().isEmpty(), (variant, b.text())
        # in the window too, Tab goes round the table, its buttons and the move log (when
        # the window is wide enough to show it), and nothing else
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        table.view_widget.setFocus()
        qtbot.waitUntil(table.view_widget.hasFocus)
        stops = shown + ([table.move_log.list] if table.move_log.isVisible() else [])
        seen = []
        for _ in range(len(stops) + 1):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            seen.append(QApplication.focusWidget())
            if seen[-1] is table.view_widget:
                break
        assert seen[0] in shown and seen[-1] is table.view_widget, (variant, seen)
        assert all(f is table.view_widget or f in stops for f in seen)
        window.close_table()


def test_plugins_that_could_not_load_are_reported_once(window, monkeypatch):
    from rummy_desktop.plugins.manager import BrokenPlugin, default_catalog

    catalog = default_catalog()
    monkeypatch.setattr(catalog, "broken", [BrokenPlugin("crash", "rummy_fake_crash", "RuntimeError: boom")])
    assert window.catalog() is catalog
    box = window.reports[-1]
    assert box.text() == "Rummy Desktop goes on without them: crash."
    assert "boom" in box.informativeText()
    window.catalog()
    assert sum("crash" in b.text() for b in window.reports) == 1  # reported once
