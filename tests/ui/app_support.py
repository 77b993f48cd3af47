"""Helpers for the application-shell tests (test_app_*.py): a stand-in table that keeps
the TableWidget contract, a window fixture factory, greedy moves, the compiled catalogues."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"


class FakeTable(QWidget):
    """The TableWidget contract (signals, submit, retranslate, apply_settings, the hints
    counted) with no scene: the shell's tests do not depend on the table being finished."""

    roundEnded = Signal(object)
    gameEnded = Signal(object)
    hintUsed = Signal()
    message = Signal(str)

    instances: list[FakeTable] = []

    def __init__(self, session, settings, seat, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.seat = seat
        self.submitted: list = []
        self.retranslated = 0
        self.hints_used = 0
        self.hintUsed.connect(self._hint)
        layout = QVBoxLayout(self)
        self.label = QLabel(session.game.spec.name)
        self.btn_done = QPushButton()
        layout.addWidget(self.label)
        layout.addWidget(self.btn_done)
        self.retranslate()
        FakeTable.instances.append(self)

    def _hint(self) -> None:
        self.hints_used += 1

    def retranslate(self) -> None:
        self.retranslated += 1
        self.btn_done.setText(QCoreApplication.translate("TableWidget", "Done"))

    def apply_settings(self, settings) -> None:
        self.settings = settings

    def submit(self, action) -> bool:
        self.submitted.append(action)
        events = self.session.apply(self.seat or 0, action)
        for ev in events:
            if ev.kind == "round_ended":
                self.roundEnded.emit(dict(ev.data))
            elif ev.kind == "game_ended":
                self.gameEnded.emit(dict(ev.data))
        return True


def greedy_step(catalog, session, players: dict, save: bool = True) -> list:
    """One move for whoever is to act, chosen by the greedy computer player."""
    seat = session.to_act
    if seat not in players:
        players[seat] = catalog.player("greedy").factory(seat, 7 + seat)
    action = players[seat].choose(session.game.view(seat))
    return session.apply(seat, action) if save else session.game.apply(seat, action)


def play_until(catalog, session, stop, limit: int = 5000) -> list:
    """Greedy moves until ``stop(events)`` is true; returns the last events. The
    autosave is written once at the end (as after the last of the moves)."""
    players: dict = {}
    for _ in range(limit):
        events = greedy_step(catalog, session, players, save=False)
        if stop(events):
            session.save()
            return events
    raise AssertionError("the game did not get there")


def ensure_qm() -> None:
    """Compile the .ts catalogues when their .qm is missing or older (``make translations``
    does the same)."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    for ts in TRANSLATIONS.glob("rummy_desktop_*.ts"):
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)


def open_window(qtbot):
    """The main window on the start screen, shown and started (user folder set first)."""
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow

    w = MainWindow(Translations())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.finish_startup()
    return w


def language(window, code: str) -> None:
    """Switch the language through the Settings dialog, as a player does in a running window."""
    from PySide6.QtWidgets import QDialogButtonBox

    dlg = window.show_settings()
    dlg.language.setCurrentIndex(dlg.language.findData(code))
    dlg.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert window.translations.language == code
    dlg.close()
