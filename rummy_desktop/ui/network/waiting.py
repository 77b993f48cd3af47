"""On the start page, a seat at a network table that waits for this player: the program was
closed (or crashed) during a network game, its seat's token is kept (see
:mod:`rummy_desktop.storage.lan_tokens`) and the game is not known to be over. One line,
"Your seat at <table> is waiting", and Rejoin, which joins that table with the kept code
and token."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from rummy_desktop.storage import lan_tokens

if TYPE_CHECKING:
    from ..games.shell import Shell


class WaitingSeat(QWidget):
    def __init__(self, shell: Shell, page: QWidget) -> None:
        super().__init__(page)
        self.setObjectName("waitingSeat")
        self.shell = shell
        self.kept: dict | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        self.label = QLabel()
        self.label.setObjectName("waitingSeatLabel")
        pal = self.label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor("#f4f1e6"))
        self.label.setPalette(pal)
        self.button = QPushButton()
        self.button.setObjectName("rejoinWaitingSeat")
        self.button.clicked.connect(self.rejoin)
        row.addWidget(self.label)
        row.addWidget(self.button)
        row.addStretch(1)

    def refresh(self, free: bool) -> None:
        """``free``: no network game is on the window (the seat is offered only then)."""
        try:
            self.kept = lan_tokens.waiting()
        except OSError:
            self.kept = None
        self.setVisible(self.kept is not None and free)
        self.retranslate()

    def rejoin(self) -> None:
        """The join dialog, filled with the kept table's address and code, joining at once
        (the kept token takes the seat back)."""
        # lazily: the network's modules when the seat is taken back, not at start-up (this widget is on the start screen)
        from .shell import join_game

        kept = self.kept
        if kept is None:
            return
        dlg = join_game(self.shell)
        if dlg is None:
            return
        address = kept["address"]
        dlg.address_edit.setText(f"[{address}]:{kept['port']}" if ":" in address else f"{address}:{kept['port']}")
        dlg.code_edit.setText(kept["code"])
        dlg.join()

    def retranslate(self) -> None:
        table = self.kept["table"] if self.kept is not None else ""
        self.label.setText(self.tr("Your seat at {table} is waiting:").format(table=table))
        self.button.setText(self.tr("Re&join"))
        self.button.setAccessibleName(self.tr("Rejoin {table}").format(table=table))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_waiting_seat(shell: Shell, page: QWidget, free: bool) -> None:
    """Refresh the start ``page``'s waiting seat (made the first time a seat waits); ``free``:
    no network game is on the window."""
    widget = page.findChild(WaitingSeat, "waitingSeat")  # (no Qt namespace at start-up: it costs time)
    if widget is None:
        if not lan_tokens.tokens_path().is_file() or lan_tokens.waiting() is None:
            return
        widget = WaitingSeat(shell, page)
        page.layout().insertWidget(3, widget)  # under the title and the subtitle
    widget.refresh(free)
