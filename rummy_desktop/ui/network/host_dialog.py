"""Game ▸ Host a network game: the new-game dialog (rule set, options, players), where each
seat other than the host's is open for a player on the network or a computer level, plus
the host's own name (as a player gives it; the settings' name to begin with, kept there),
the table's name (told to the players only once they are in, with the code), the join code
(six random digits unless the host types one: five characters at least, see
docs/lan-security.md), the turn clock, and the level of the computer that plays for a
player who dropped out (or whose turn clock ran out)."""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from rummy_desktop.ai import default_level
from rummy_desktop.net.host import SeatPlan
from rummy_desktop.net.protocol import code_problem
from rummy_desktop.net.wire import MAX_NAME, MAX_TABLE_NAME, MIN_CODE

from ..new_game import NewGameDialog
from ..variant_texts import vtr

# The turn clocks a host chooses from (seconds; None: no clock), and the default.
TURN_CLOCKS = (None, 30, 60, 120)
DEFAULT_TURN_CLOCK = 60


class HostGameDialog(NewGameDialog):
    def __init__(self, catalog, settings, parent: QWidget | None = None) -> None:
        self.net_group: QGroupBox | None = None
        super().__init__(catalog, settings, parent)
        self.setObjectName("hostGameDialog")
        self.net_group = QGroupBox()
        form = QFormLayout(self.net_group)
        form.setContentsMargins(9, 4, 9, 4)
        self.player_label = QLabel()
        self.player_name = QLineEdit((settings.player_name or "").strip()[:MAX_NAME])
        self.player_name.setObjectName("hostPlayerName")
        self.player_name.setMaxLength(MAX_NAME)
        self.player_label.setBuddy(self.player_name)
        form.addRow(self.player_label, self.player_name)
        self.player_name.textChanged.connect(lambda _t: self.retranslate())
        self.name_label = QLabel()
        self.table_name = QLineEdit()
        self.table_name.setObjectName("tableName")
        self.table_name.setMaxLength(MAX_TABLE_NAME)
        self.name_label.setBuddy(self.table_name)
        form.addRow(self.name_label, self.table_name)
        self.code_label = QLabel()
        self.code = QLineEdit()
        self.code.setObjectName("joinCodeEdit")
        self.code.setMaxLength(16)
        self.code.setValidator(QRegularExpressionValidator(QRegularExpression("[A-Za-z0-9-]*"), self.code))
        self.code_label.setBuddy(self.code)
        form.addRow(self.code_label, self.code)
        self.code_hint = QLabel()
        self.code_hint.setObjectName("joinCodeHint")
        self.code_hint.setWordWrap(True)
        form.addRow(self.code_hint)
        self.code.textChanged.connect(lambda _t: self._check_open())
        self.clock_label = QLabel()
        self.turn_clock = QComboBox()
        self.turn_clock.setObjectName("turnClock")
        for seconds in TURN_CLOCKS:
            self.turn_clock.addItem("", seconds)
        self.turn_clock.setCurrentIndex(TURN_CLOCKS.index(DEFAULT_TURN_CLOCK))
        self.clock_label.setBuddy(self.turn_clock)
        form.addRow(self.clock_label, self.turn_clock)
        self.stand_in_label = QLabel()
        self.stand_in = QComboBox()
        self.stand_in.setObjectName("standInLevel")
        for level in self.levels:
            self.stand_in.addItem("", level)
        self.stand_in.setCurrentIndex(self.levels.index(default_level(self.levels)))
        self.stand_in_label.setBuddy(self.stand_in)
        form.addRow(self.stand_in_label, self.stand_in)
        self.right.insertWidget(self.right.indexOf(self.buttons), self.net_group)
        # room for the network group at the smallest size (800×560): the options scroll
        self.options_scroll.setMinimumHeight(120)
        self.retranslate()

    def default_seat_choice(self, seat: int) -> int:
        """The second seat is open for a player; the others start as computers."""
        return 0 if seat == 1 else super().default_seat_choice(seat)

    def _build_seats(self) -> None:
        super()._build_seats()
        for box in self.all_seat_boxes[1:]:
            box.currentIndexChanged.connect(self._check_open)

    def _show_seats(self) -> None:
        super()._show_seats()
        self._check_open()

    def _check_open(self, *_: Any) -> None:
        """A network table needs at least one seat open for a player, and the host's name
        (the other players see it, as the host sees theirs)."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        code_ok = self.join_code() is None or code_problem(self.join_code()) is None
        if self.net_group is not None:
            self.code_hint.setVisible(not code_ok)
        ok.setEnabled(any(box.currentData() is None for box in self.seat_boxes[1:]) and bool(self.host_name())
                      and code_ok)

    def join_code(self) -> str | None:
        """The join code the host typed (None: six random digits)."""
        return (self.code.text().strip() or None) if self.net_group is not None else None

    def host_name(self) -> str:
        return "".join(ch for ch in self.player_name.text() if ch.isprintable()).strip() \
            if self.net_group is not None else ""

    def plan(self) -> list[SeatPlan]:
        """The host's seat (the first), then each seat open or a computer level."""
        return [SeatPlan("host", name=self.host_name())] + [
            SeatPlan("open") if box.currentData() is None else SeatPlan("computer", box.currentData())
            for box in self.seat_boxes[1:]]

    def choice(self) -> dict[str, Any]:
        """Rule set, options, the seats' plan, the table's name, the turn clock, the stand-in
        level, a seed."""
        options = {key: box.currentData() for key, box in self.option_boxes.items()}
        return {"variant": self.spec.id, "options": options, "plan": self.plan(), "player_name": self.host_name(),
                "name": self.table_name.text().strip() or self.table_name.placeholderText(),
                "turn_clock": self.turn_clock.currentData(), "code": self.join_code(),
                "stand_in": self.stand_in.currentData(), "seed": secrets.randbits(63)}

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.tr("Host a network game"))
        for i, box in enumerate(self.all_seat_boxes):
            if i == 0:
                typed = self.host_name() or (self.settings.player_name or "").strip()
                box.setItemText(0, self.tr("{name} (you, the host)").format(name=typed) if typed
                                else self.tr("You, the host"))
            else:
                box.setItemText(0, self.tr("Open: a network player"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Open the table"))
        if self.net_group is None:
            return
        self.net_group.setTitle(self.tr("Network table"))
        self.player_label.setText(self.tr("Your &name:"))
        self.player_name.setPlaceholderText(self.tr("the other players see it at the table"))
        self._check_open()
        self.name_label.setText(self.tr("Table &name:"))
        typed = self.host_name()
        self.table_name.setPlaceholderText(self.tr("{name}'s table").format(name=typed) if typed
                                           else self.tr("Rummy Desktop"))
        self.code_label.setText(self.tr("Join co&de:"))
        self.code.setPlaceholderText(self.tr("six random digits"))
        self.code.setToolTip(self.tr("Players type it to join. Leave it empty for six random digits: a code "
                                     "of your own should be as hard to guess."))
        self.code_hint.setText(self.tr("A join code has at least {n} letters, digits or “-”: a shorter one "
                                       "could be guessed.").format(n=MIN_CODE))
        self.clock_label.setText(self.tr("&Turn clock:"))
        for j, seconds in enumerate(TURN_CLOCKS):
            self.turn_clock.setItemText(j, self.tr("None") if seconds is None
                                        else self.tr("%n seconds a turn", "", seconds))
        self.turn_clock.setToolTip(self.tr("When a player's time is up, the computer plays that turn for them."))
        self.stand_in_label.setText(self.tr("Computer for a player who drops out or runs out of time:"))
        for j, level in enumerate(self.levels):
            kind = self.catalog.player(level)
            self.stand_in.setItemText(j, vtr(kind.label))
            self.stand_in.setItemData(j, vtr(kind.description), Qt.ItemDataRole.ToolTipRole)
        note = self.tr("Players join from their computers on this network with the code shown next. Leave at "
                       "least one seat open.")
        self.net_group.setToolTip(note)
        ok.setToolTip(note)
