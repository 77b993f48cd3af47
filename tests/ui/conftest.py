"""Fixtures of the application-shell tests: a user folder of their own, the stand-in
table, no background catalogue loading, and the main window opened on the start screen."""

from __future__ import annotations

import pytest

try:
    from app_support import FakeTable, open_window
except ImportError:  # tests/ui made a package
    from .app_support import FakeTable, open_window

from rummy_desktop.ui import main_window as mw


@pytest.fixture(autouse=True, scope="session")
def _english_catalogue(qapp):
    """The program installs the English catalogue (its plural forms) at start; so do the
    tests, once, so that a table made without a main window says "6 points", not the source
    text "6 point(s)", whatever test ran before it on the same worker."""
    from rummy_desktop.ui.i18n import Translations

    english = Translations(qapp)
    assert english.apply("en"), english.missing
    yield english


@pytest.fixture(autouse=True)
def _normal_print(qapp):
    """Large print is the application's font: a test that turns it on leaves the next one
    the usual font."""
    yield
    from rummy_desktop.ui.fonts import apply_large_print

    apply_large_print(False)


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(mw, "load_table_class", lambda: FakeTable)
    monkeypatch.setattr(mw, "preload_catalog", lambda done=None: None)
    return tmp_path


@pytest.fixture
def window(home, qtbot):
    return open_window(qtbot)


@pytest.fixture
def real_window(qtbot, monkeypatch, tmp_path):
    """The main window with the real table, on a desktop-sized screen, in its own user
    folder (the offscreen screen is 800×600, too small for the window's minimum)."""
    from PySide6.QtCore import QRect

    from rummy_desktop.storage.settings import Settings
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow
    from rummy_desktop.ui.table import TableWidget
    from rummy_desktop.ui.window_size import WindowSize

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(mw, "preload_catalog", lambda done=None: None)
    monkeypatch.setattr(mw, "load_table_class", lambda: TableWidget)
    monkeypatch.setattr(WindowSize, "available", lambda self: QRect(0, 0, 1600, 1000))
    w = MainWindow(Translations())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.finish_startup()
    w.apply_settings(Settings(animation_speed=0))
    yield w
    w.close_table()
    w.translations.apply("en")
