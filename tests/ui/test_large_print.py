"""Large print covers the whole interface (issue 42, point 6), not only the cards: the
start page, the table's status line, buttons and move log, the dialogs and the score
sheet grow with it and come back without it, and the window still honours 800×560."""

from __future__ import annotations

from argparse import Namespace

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

try:
    from app_support import ensure_qm
    from table_driver import TableDriver
except ImportError:
    from .app_support import ensure_qm
    from .table_driver import TableDriver

from rummy_desktop.ui.fonts import LARGE

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


def large_print(window, qtbot, on: bool) -> None:
    """Through the Settings dialog, as a player does."""
    dlg = window.show_settings()
    dlg.large_print.setChecked(on)
    dlg.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    dlg.close()
    qtbot.wait(20)  # Qt tells every widget of the new font from the event loop


def sizes(window) -> dict[str, float]:
    """The text sizes (points) of what a player reads, the table's and the start page's."""
    table = window.table
    return {
        "start page button": window.start_page.new_button.font().pointSizeF(),
        "start page title": window.start_page.title.font().pointSizeF(),
        "status line": table.status.font().pointSizeF(),
        "Draw button": table.btn_primary.font().pointSizeF(),
        "Hint button": table.btn_hint.font().pointSizeF(),
        "move log": table.move_log.list.font().pointSizeF(),
        "move log title": table.move_log.title.font().pointSizeF(),
        "menu": window.menuBar().font().pointSizeF(),
    }


def sheet_sizes(window, qtbot) -> dict[str, float]:
    window.show_scores()
    qtbot.waitUntil(lambda: window.controller.sheet is not None)
    sheet = window.controller.sheet
    out = {"score sheet heading": sheet.heading.font().pointSizeF(), "score sheet": sheet.sheet.font().pointSizeF(),
           "score sheet button": sheet.buttons.buttons()[0].font().pointSizeF()}
    sheet.close()
    qtbot.waitUntil(lambda: window.controller.sheet is None)
    return out


def test_large_print_reaches_every_text_and_goes_away_again(real_window, qtbot):
    window = real_window
    window.start_from_args(Namespace(variant="rummy", option=[], players=3, seed=4))
    qtbot.waitUntil(lambda: window.table is not None and window.table.btn_primary.isVisible())
    normal = sizes(window) | sheet_sizes(window, qtbot)
    settings = window.show_settings()
    normal_dialog = settings.large_print.font().pointSizeF()
    settings.close()
    large_print(window, qtbot, True)
    large = sizes(window) | sheet_sizes(window, qtbot)
    for what, size in normal.items():
        assert large[what] == pytest.approx(size * LARGE, rel=0.02), what
    settings = window.show_settings()
    assert settings.large_print.font().pointSizeF() == pytest.approx(normal_dialog * LARGE, rel=0.02)
    settings.close()
    assert TableDriver(qtbot, window.table).text_font().pixelSize() == 15  # the table's own texts, as before
    large_print(window, qtbot, False)
    assert sizes(window) | sheet_sizes(window, qtbot) == normal


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_window_keeps_800_by_560_in_large_print(real_window, qtbot, code):
    window = real_window
    from rummy_desktop.storage.settings import Settings

    window.apply_settings(Settings(animation_speed=0, language=code, large_print=True))
    qtbot.wait(20)
    assert QApplication.font().pointSizeF() > window.start_page.subtitle.font().pointSizeF() / 1.2
    for page in ("start", "rummy-500", "manipulation"):
        if page != "start":
            window.start_from_args(Namespace(variant=page, option=[], players=4, seed=4))
            qtbot.waitUntil(lambda: window.table is not None and window.table.btn_primary.isVisible())
        window.resize(800, 560)
        qtbot.wait(20)
        assert (window.width(), window.height()) == (800, 560), page
