"""The strip under a network game's table: the chat (the lines said at the table and a
line to say one), where the table can be reached (the host's code and address; for the
host, the wrong codes tried lately and New code), and what a dropped connection asks
for: on the host, wait longer for a player who is reconnecting or let the computer play
for them now; on a player's side, rejoin. The host can also let the computer play any
player's seat, and give it back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.net.wire import MAX_CHAT

from .. import seat_names
from .code_watch import CodeWatch
from .texts import host_addresses, refusal_text

# Seconds a click on "Wait longer" gives a dropped player.
EXTEND = 60


class DropRow(QWidget):
    """A seat whose player is reconnecting (the host's view): the countdown, and the
    host's two choices."""

    def __init__(self, game, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.label.setObjectName(f"dropLabel_{seat}")
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.wait_button = QPushButton()
        self.wait_button.setObjectName(f"waitLonger_{seat}")
        self.skip_button = QPushButton()
        self.skip_button.setObjectName(f"computerNow_{seat}")
        for b in (self.wait_button, self.skip_button):
            b.setAutoDefault(False)
        self.wait_button.clicked.connect(lambda: game.extend(seat, EXTEND))
        self.skip_button.clicked.connect(lambda: game.skip_wait(seat))
        row.addWidget(self.label, 1)
        row.addWidget(self.wait_button)
        row.addWidget(self.skip_button)

    def show_info(self, name: str, seconds: int) -> None:
        self.label.setText(self.tr("{name} is reconnecting: %n s left.", "", seconds).format(name=name))
        self.label.setToolTip(self.label.text())
        self.wait_button.setText(self.tr("Wait %n s more", "", EXTEND))
        self.skip_button.setText(self.tr("Computer plays now"))


class SeatControl(QWidget):
    """The host's choice for a player's seat: the computer plays it, or it goes back to its
    player (a player who stepped away; the host's own seat too)."""

    def __init__(self, game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.net = game
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.seats = QComboBox()
        self.seats.setObjectName("computerSeat")
        self.seats.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.button = QPushButton()
        self.button.setObjectName("computerPlays")
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self._clicked)
        self.seats.currentIndexChanged.connect(lambda _i: self.retranslate())
        row.addWidget(self.seats, 1)
        row.addWidget(self.button)

    def _played(self, seat: int) -> bool:
        return self.net.host.seats[seat].forced

    def _clicked(self) -> None:
        seat = self.seats.currentData()
        if seat is not None:
            self.net.computer_plays(seat, not self._played(seat))
        self.retranslate()

    def refresh(self) -> None:
        """The players' seats, by name (a name may have changed)."""
        names = self.net.channel.seats()
        items = [(seat_names.seat_name(names, i.seat, self.net.seat), i.seat)
                 for i in self.net.seat_infos() if i.kind in ("human", "remote")]
        shown = [(self.seats.itemText(j), self.seats.itemData(j)) for j in range(self.seats.count())]
        if items != shown:  # (every second while a clock runs: an open list stays open)
            current = self.seats.currentData()
            self.seats.blockSignals(True)
            self.seats.clear()
            for name, seat in items:
                self.seats.addItem(name, seat)
            seats = [seat for _n, seat in items]
            self.seats.setCurrentIndex(seats.index(current) if current in seats else 0)
            self.seats.blockSignals(False)
        players = items
        self.setEnabled(self.net.host.session is not None and bool(players))
        self.retranslate()

    def retranslate(self) -> None:
        seat = self.seats.currentData()
        played = seat is not None and self._played(seat)
        self.button.setText(self.tr("Give back to the player") if played else self.tr("Computer plays for this player"))
        self.seats.setAccessibleName(self.tr("A player's seat"))


class NetworkBar(QFrame):
    """``rejoinChosen``: the player clicked Rejoin."""

    rejoinChosen = Signal()

    def __init__(self, game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("networkBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.net = game
        self.drops: dict[int, DropRow] = {}
        self._lost: Any = False  # False: connected; else the refusal that ended it (or None)
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 3, 6, 3)
        col.setSpacing(2)
        self.drop_area = QVBoxLayout()
        col.addLayout(self.drop_area)
        lost_row = QHBoxLayout()
        self.lost_label = QLabel()
        self.lost_label.setObjectName("lostLabel")
        self.lost_label.setWordWrap(True)
        self.rejoin_button = QPushButton()
        self.rejoin_button.setObjectName("rejoinButton")
        self.rejoin_button.setAutoDefault(False)
        self.rejoin_button.clicked.connect(self.rejoinChosen)
        lost_row.addWidget(self.lost_label, 1)
        lost_row.addWidget(self.rejoin_button)
        col.addLayout(lost_row)
        chat = QHBoxLayout()
        self.log = QPlainTextEdit()
        self.log.setObjectName("chatLog")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(200)
        self.log.setFixedHeight(self.log.fontMetrics().lineSpacing() * 2 + 12)
        chat.addWidget(self.log, 3)
        side = QVBoxLayout()
        say = QHBoxLayout()
        self.line = QLineEdit()
        self.line.setObjectName("chatLine")
        self.line.returnPressed.connect(self.send)
        self.send_button = QPushButton()
        self.send_button.setObjectName("chatSend")
        self.send_button.setAutoDefault(False)
        self.send_button.clicked.connect(self.send)
        say.addWidget(self.line, 1)
        say.addWidget(self.send_button)
        side.addLayout(say)
        self.where = QLabel()
        self.where.setObjectName("tableWhere")
        self.where.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        where = QHBoxLayout()
        where.addWidget(self.where, 1)
        side.addLayout(where)
        self.code_watch = CodeWatch(game.host, self, placed=True) if game.is_host else None
        if self.code_watch is not None:  # the host: New code by the code, the wrong codes tried lately under it
            self.code_watch.changed.connect(lambda _code: self.retranslate())
            where.addWidget(self.code_watch.button)
            side.addWidget(self.code_watch.label)
        self.seat_control = SeatControl(game, self) if game.is_host else None
        if self.seat_control is not None:
            side.addWidget(self.seat_control)
        chat.addLayout(side, 2)
        col.addLayout(chat)
        for seat, name, text in game.lines:
            self._line(seat, name, text)
        game.chatLine.connect(self._line)
        game.seatsChanged.connect(self.refresh)
        game.lost.connect(self.connection_lost)
        game.rejoined.connect(self._rejoined)
        game.reconnecting.connect(self._reconnecting)
        game.rejoinFailed.connect(self._rejoin_failed)
        game.chatRefused.connect(self._chat_refused)
        self._sent = ""  # the last line sent (the host may refuse it: it comes back to the line)
        self.retranslate()

    def send(self) -> None:
        text = self.line.text()
        problem = self.net.say(text)
        if problem is None:
            self._sent = text
            self.line.clear()
        elif problem == "too_long":
            self._note(self.tr("Not sent: a chat line holds at most %n characters.", "", MAX_CHAT))
        elif problem == "offline":
            self._note(self.tr("Not sent: there is no connection to the host."))

    def _chat_refused(self, refusal: Any) -> None:
        """The host did not pass our last line on (too many at once): say so, and give the
        line back to be sent again."""
        seconds = refusal.params.get("seconds")
        seconds = seconds if isinstance(seconds, int) and seconds > 0 else 10
        self._note(self.tr("Not sent: too many lines at once; wait %n s.", "", seconds))
        if self._sent and not self.line.text():
            self.line.setText(self._sent)

    def _note(self, text: str) -> None:
        """A line of the program's own in the chat (only on this screen)."""
        self.log.appendPlainText(text)
        self.log.moveCursor(QTextCursor.MoveOperation.End)

    def _line(self, seat: int | None, name: str, text: str) -> None:
        who = name or seat_names.seat_name(self.net.channel.seats(), seat, self.net.seat)
        self.log.appendPlainText(self.tr("{name}: {text}").format(name=who, text=text))
        self.log.moveCursor(QTextCursor.MoveOperation.End)

    def lines(self) -> list[str]:
        return self.log.toPlainText().splitlines()

    # -- connections ----------------------------------------------------------------

    def refresh(self) -> None:
        """The host's choices for each seat whose player is reconnecting, and for every
        player's seat."""
        if not self.net.is_host:
            return
        self.seat_control.refresh()
        infos = {i.seat: i for i in self.net.seat_infos() if i.status == "reconnecting"}
        for seat in [s for s in self.drops if s not in infos]:
            row = self.drops.pop(seat)
            self.drop_area.removeWidget(row)
            row.hide()
            row.deleteLater()
        names = self.net.channel.seats()
        for seat, info in infos.items():
            row = self.drops.get(seat)
            if row is None:
                row = self.drops[seat] = DropRow(self.net, seat, self)
                self.drop_area.addWidget(row)
            row.show_info(seat_names.seat_name(names, seat, self.net.seat), info.seconds_left or 0)

    def connection_lost(self, refusal: Any) -> None:
        self._lost = refusal
        self.retranslate()

    def _rejoined(self) -> None:
        """Back at the table: the chat as the host has it (lines said meanwhile too)."""
        self._lost = False
        self.log.clear()
        for seat, name, text in self.net.lines:
            self._line(seat, name, text)
        self.retranslate()

    def _reconnecting(self, _attempt: int) -> None:
        self.retranslate()

    def _rejoin_failed(self, refusal: Any) -> None:
        self._lost = refusal
        self.retranslate()
        self.rejoin_button.setEnabled(True)

    def retranslate(self) -> None:
        lost = self._lost is not False
        self.lost_label.setVisible(lost)
        self.rejoin_button.setVisible(lost and not self.net.is_host)
        self.rejoin_button.setEnabled(not self.net.trying)
        if lost:
            if self._lost is None:
                text = self.tr("The connection to the host was lost.")
            else:
                text = self.tr("The connection to the host was lost: {why}").format(why=refusal_text(self._lost))
            if self.net.trying or self.net.retrying:
                attempt = self.net.attempt if self.net.trying else self.net.attempt + 1
                text += " " + self.tr("Reconnecting… (attempt {n})").format(n=attempt)
            self.lost_label.setText(text)
        self.rejoin_button.setText(self.tr("Re&join"))
        self.line.setPlaceholderText(self.tr("Say something to the table…"))
        self.line.setAccessibleName(self.tr("Chat line"))
        self.log.setAccessibleName(self.tr("Chat"))
        self.log.setPlaceholderText(self.tr("What the players say at the table appears here."))
        self.send_button.setText(self.tr("Send"))
        if self.net.is_host:
            addresses = ", ".join(f"{a}:{self.net.host.port}" for a in host_addresses())
            self.where.setText(self.tr("Code {code} · {addresses}").format(code=self.net.code, addresses=addresses))
        else:
            self.where.setText(self.tr("Code {code} · {address}").format(
                code=self.net.code, address=f"{self.net.address}:{self.net.port}"))
        self.where.setToolTip(self.where.text())
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
