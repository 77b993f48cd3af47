"""The host's lobby: where players find the table (its addresses and port), the join code
shown big with the wrong codes tried lately and New code (:mod:`.code_watch`), who sits
where (and who watches), a computer for an open seat nobody takes, a player sent away
(and who was, with Let back in), and Start once every open seat is taken or given to the
computer. The players' side of the lobby is a page of the join dialog
(:mod:`.join_dialog`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai import default_level

from ..fonts import scaled
from ..variant_texts import vtr
from .code_watch import CodeWatch
from .texts import host_addresses, seat_text, watchers_text


def big(label: QLabel, scale: float) -> QLabel:
    scaled(label, scale, bold=True)  # and again in large print
    return label


class SeatRows(QGroupBox):
    """The table's seats, one line each (who sits there, or that it is open)."""

    def __init__(self, catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.grid = QGridLayout(self)
        self.grid.setColumnStretch(1, 1)
        self.labels: list[tuple[QLabel, QLabel]] = []

    def show_seats(self, infos: list, mine: int | None) -> None:
        while len(self.labels) < len(infos):
            row = len(self.labels)
            pair = (QLabel(), QLabel())
            pair[1].setObjectName(f"lobbySeat_{row}")
            pair[1].setWordWrap(True)
            self.grid.addWidget(pair[0], row, 0)
            self.grid.addWidget(pair[1], row, 1)
            self.labels.append(pair)
        for info, (number, text) in zip(infos, self.labels):
            number.setText(self.tr("Seat {n}:").format(n=info.seat + 1))
            text.setText(seat_text(info, self.catalog, info.seat == mine))


class HostLobby(QDialog):
    """``startChosen`` once the host has dealt (``host.start()``); rejecting closes the table."""

    startChosen = Signal()

    def __init__(self, host, catalog, discovery: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostLobby")
        self.host = host
        self.catalog = catalog
        self.discovery = discovery
        self.levels = list(catalog.players.names())
        root = QVBoxLayout(self)
        self.code_title = QLabel()
        root.addWidget(self.code_title)
        self.code = big(QLabel(host.code), 2.6)
        self.code.setObjectName("joinCode")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        root.addWidget(self.code)
        self.code_watch = CodeWatch(host, self)
        self.code_watch.changed.connect(self._new_code)
        root.addWidget(self.code_watch)
        self.where = QLabel()
        self.where.setObjectName("hostAddresses")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        root.addWidget(self.where)
        self.seats = SeatRows(catalog, self)
        root.addWidget(self.seats)
        # per open seat: a level and a button that gives the seat to the computer; and one
        # that sends away the player who took it
        self.open_controls: dict[int, tuple[QComboBox, QPushButton]] = {}
        self.remove_buttons: dict[int, QPushButton] = {}
        for i, plan in enumerate(host.seats):
            if plan.plan.kind != "open":
                continue
            box = QComboBox()
            box.setObjectName(f"openLevel_{i}")
            for level in self.levels:
                box.addItem("", level)
            box.setCurrentIndex(self.levels.index(default_level(self.levels)))
            button = QPushButton()
            button.setObjectName(f"openToComputer_{i}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, seat=i: self.give_to_computer(seat))
            remove = QPushButton()
            remove.setObjectName(f"removePlayer_{i}")
            remove.setAutoDefault(False)
            remove.clicked.connect(lambda _c=False, seat=i: self.remove(seat))
            row = QHBoxLayout()
            row.addWidget(box)
            row.addWidget(button)
            row.addWidget(remove)
            self.seats.grid.addLayout(row, i, 2)
            self.open_controls[i] = (box, button)
            self.remove_buttons[i] = remove
        self.watchers = QLabel()
        self.watchers.setObjectName("lobbyWatchers")
        self.watchers.setWordWrap(True)
        root.addWidget(self.watchers)
        # those the host sent away: who, from where, and Let back in
        self.removed_box = QVBoxLayout()
        self.removed_rows: list[tuple[QLabel, QPushButton]] = []
        root.addLayout(self.removed_box)
        self.status = QLabel()
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        root.addWidget(self.status)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("startButton")
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        host.lobbyChanged.connect(self.refresh)
        host.triesChanged.connect(self.refresh)
        self.setMinimumWidth(640)
        self.retranslate()

    def give_to_computer(self, seat: int) -> None:
        """An open seat nobody has taken: a computer plays it."""
        box, _button = self.open_controls[seat]
        if self.host.seat_infos()[seat].kind == "open":  # nobody took it since the rows were shown
            self.host.open_to_computer(seat, box.currentData())
        self.refresh()

    def remove(self, seat: int) -> None:
        """Send away the player at ``seat`` (before the start): the seat is open again."""
        if self.host.session is None and self.host.seat_infos()[seat].kind == "remote":
            self.host.remove(seat)
        self.refresh()

    def _new_code(self, code: str) -> None:
        self.code.setText(code)
        self.refresh()

    def let_back(self, address: str) -> None:
        """An address the host sent away may come back (with the code)."""
        self.host.let_back(address)
        self.refresh()

    def _show_removed(self) -> None:
        removed = self.host.removed
        while len(self.removed_rows) < len(removed):
            label, button = QLabel(), QPushButton()
            label.setObjectName(f"removedPlayer_{len(self.removed_rows)}")
            button.setObjectName(f"letBack_{len(self.removed_rows)}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, i=len(self.removed_rows): self._let_back_row(i))
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(button)
            self.removed_box.addLayout(row)
            self.removed_rows.append((label, button))
        for i, (label, button) in enumerate(self.removed_rows):
            shown = i < len(removed)
            label.setVisible(shown)
            button.setVisible(shown)
            if shown:
                who = removed[i]
                label.setText(self.tr("Removed: {name} ({address}); that computer cannot come back with the "
                                      "code.").format(name=who.name or "?", address=who.address))
                button.setText(self.tr("Let back in"))

    def _let_back_row(self, i: int) -> None:
        removed = self.host.removed
        if i < len(removed):
            self.let_back(removed[i].address)

    def start(self) -> None:
        if self.host.open_seats:
            return
        self.host.start()
        self.startChosen.emit()
        self.accept()

    def refresh(self) -> None:
        infos = self.host.seat_infos()
        self.seats.show_seats(infos, None)  # the host's own seat says "the host"
        for seat, (box, button) in self.open_controls.items():
            waiting = infos[seat].kind == "open"
            box.setVisible(waiting)
            button.setVisible(waiting)
            self.remove_buttons[seat].setVisible(infos[seat].kind == "remote")
        self.watchers.setText(watchers_text(self.host.watchers))
        self.watchers.setVisible(bool(self.host.watchers))
        self.code.setText(self.host.code)
        self.code.setEnabled(not self.host.code_retired)  # (greyed: it opens the table no more)
        self._show_removed()
        missing = self.host.open_seats
        self.start_button.setEnabled(missing == 0)
        self.status.setText(self.tr("Waiting for %n player(s)…", "", missing) if missing
                            else self.tr("Everyone is here: click Start."))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Network table: {name}").format(name=self.host.table_name))
        self.code_title.setText(self.tr("Players join with this code:"))
        addresses = ", ".join(f"{a}:{self.host.port}" for a in host_addresses())
        text = self.tr("This computer's address: {addresses}").format(addresses=addresses)
        if self.discovery:
            text += "\n" + self.tr("Players on this network also find the table in their list.")
        else:
            text += "\n" + self.tr("The table cannot be found automatically (its port is taken): players type "
                                   "the address.")
        self.where.setText(text)
        self.seats.setTitle(self.tr("Players"))
        for box, button in self.open_controls.values():
            for j, level in enumerate(self.levels):
                box.setItemText(j, vtr(self.catalog.player(level).label))
            button.setText(self.tr("Computer plays this seat"))
        for seat, remove in self.remove_buttons.items():
            remove.setText(self.tr("Remove"))
            remove.setToolTip(self.tr("Send this player away: the seat is open again, and that computer cannot "
                                      "come back unless you let it."))
        self.start_button.setText(self.tr("&Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
