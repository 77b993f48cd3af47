"""The host's watch over its join code: the wrong codes tried lately ("12 wrong codes from 3
addresses in the last minute"), a code so tried that it opens the table no more, and New
code, one click for a new one (the players at the table play on: their seats' tokens
are their own keys). In the host's lobby and in the strip under its table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

# How often the line is looked at again ("in the last minute" changes as time goes).
REFRESH_MS = 5000


class CodeWatch(QWidget):
    """``changed(code)`` after New code made a new one. ``placed``: the caller puts
    :attr:`label` and :attr:`button` in its own layouts (this widget then shows nothing
    of its own); else they are side by side in it."""

    changed = Signal(str)

    def __init__(self, host, parent: QWidget | None = None, placed: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("codeWatch")
        self.host = host
        self.label = QLabel()
        self.label.setObjectName("wrongCodes")
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.button = QPushButton()
        self.button.setObjectName("newCode")
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.new_code)
        if placed:
            self.hide()
        else:
            row = QHBoxLayout(self)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(self.label, 1)
            row.addWidget(self.button)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.refresh)
        self._timer.start(REFRESH_MS)
        host.triesChanged.connect(self.refresh)
        self.retranslate()

    def new_code(self) -> None:
        code = self.host.change_code()
        self.refresh()
        self.changed.emit(code)

    def text(self) -> str:
        """What the line says now ("" when no wrong code was tried this last hour)."""
        if self.host.code_retired:
            return self.tr("So many wrong codes were tried that this code no longer opens the table. The players "
                           "at the table play on; for a newcomer, make a new code.")
        for seconds, when in ((60, self.tr("in the last minute")), (3600, self.tr("in the last hour"))):
            codes, addresses = self.host.failures(seconds)
            if codes:
                return self.tr("{codes} from {addresses} {when}").format(
                    codes=self.tr("%n wrong code(s)", "", codes), addresses=self.tr("%n address(es)", "", addresses),
                    when=when)
        return ""

    def refresh(self) -> None:
        text = self.text()
        self.label.setText(text)
        self.label.setToolTip(text)
        retired = self.host.code_retired
        pal = self.label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor("#b00020") if retired else
                     self.palette().color(QPalette.ColorRole.WindowText))
        self.label.setPalette(pal)
        self.label.setVisible(bool(text))
        self.button.setDefault(retired)

    def retranslate(self) -> None:
        self.button.setText(self.tr("New &code"))
        self.button.setToolTip(self.tr("Make a new join code: the one shown opens the table no more. The players "
                                       "at the table play on."))
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
