"""Fixtures of the application-shell tests: a user folder of their own, the stand-in
table, no background catalogue loading, and the main window opened on the start screen."""

from __future__ import annotations

import pytest

try:
    from app_support import FakeTable, open_window
except ImportError:  # tests/ui made a package
    from .app_support import FakeTable, open_window

from rummy_desktop.ui import main_window as mw


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(mw, "load_table_class", lambda: FakeTable)
    monkeypatch.setattr(mw, "preload_catalog", lambda: None)
    return tmp_path


@pytest.fixture
def window(home, qtbot):
    return open_window(qtbot)
