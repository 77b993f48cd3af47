"""The cards stay crisp (issue 42, point 6): after a language switch, a deck switched away
and back, a window made larger and back, and after a restart with the language saved, the
stock's back and the hand's cards are drawn exactly as on a table that never changed (a
seat panel's small back once stood in for the stock's, enlarged and blocky)."""

from __future__ import annotations

from argparse import Namespace

import pytest
from PySide6.QtGui import QImage

try:
    from app_support import ensure_qm
    from table_driver import TableDriver
except ImportError:
    from .app_support import ensure_qm
    from .table_driver import TableDriver

from rummy_desktop.storage.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SHIPPED = "kde/svg-tigullio-international"


@pytest.fixture(autouse=True)
def decks(monkeypatch, tmp_path):
    ensure_qm()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "system"))
    from rummy_desktop.ui.decks import installed_decks

    installed_decks(refresh=True)
    yield
    from rummy_desktop.ui.decks.render import close_deck_images

    close_deck_images()


def settled(qtbot, table) -> None:
    """The table laid out and its faces made (the scene's idle work done)."""
    qtbot.waitUntil(TableDriver(qtbot, table).faces_ready, timeout=20000)
    qtbot.wait(30)


def renders(qtbot, table) -> dict[str, QImage]:
    """The stock and the first hand card (a 2 to 10, whose face has no letter that
    changes with the language), as the view shows them."""
    settled(qtbot, table)
    d = TableDriver(qtbot, table)
    plain = [c for c in d.hand() if c < 52 and 1 <= c % 13 <= 9]
    return {"stock": d.grab("stock"), "card": d.grab(plain[0])}


def assert_same(before: dict, after: dict, what: str) -> None:
    for name, image in before.items():
        assert image.size() == after[name].size(), (what, name)
        assert image == after[name], f"{what}: the {name} is drawn differently"


def start(window, qtbot):
    window.start_from_args(Namespace(variant="rummy", option=[], players=3, seed=4))
    qtbot.waitUntil(lambda: window.table is not None and window.table.btn_primary.isVisible())
    return window.table


def test_the_cards_are_the_same_after_a_language_switch_a_deck_and_a_size(real_window, qtbot):
    window = real_window
    window.resize(1100, 720)
    table = start(window, qtbot)
    before = renders(qtbot, table)
    for language in ("fr", "pt_BR", "en"):
        window.apply_settings(Settings(animation_speed=0, language=language))
        assert_same(before, renders(qtbot, table), f"after switching to {language}")
    window.apply_settings(Settings(animation_speed=0, card_deck=SHIPPED))
    d = TableDriver(qtbot, table)
    qtbot.waitUntil(lambda: d.deck_shown() == SHIPPED, timeout=20000)
    shipped = renders(qtbot, table)
    assert shipped["card"] != before["card"]  # the deck's own picture was on show
    window.apply_settings(Settings(animation_speed=0, card_deck="drawn"))
    qtbot.waitUntil(lambda: d.deck_shown() == "drawn", timeout=20000)
    assert_same(before, renders(qtbot, table), "after the deck went back to the drawn one")
    width = d.card_width()
    window.resize(1500, 960)
    qtbot.waitUntil(lambda: d.card_width() != width)
    settled(qtbot, table)
    window.resize(1100, 720)
    qtbot.waitUntil(lambda: d.card_width() == width)
    assert_same(before, renders(qtbot, table), "after the window grew and shrank back")


def test_a_restart_in_another_language_draws_the_same_cards(real_window, qtbot):
    """The language kept in the settings, applied as the program starts, then a game."""
    window = real_window
    window.resize(1100, 720)
    english = renders(qtbot, start(window, qtbot))
    window.close_table()
    window.apply_settings(Settings(animation_speed=0, language="fr"))
    window._started = False
    window.finish_startup()
    table = start(window, qtbot)
    assert table.btn_sort_suit.text() != "Sort by suit"  # in French
    assert_same(english, renders(qtbot, table), "after a restart in French")
