"""Game ▸ History: the kept games (:mod:`rummy_desktop.storage.records`), newest first, by
date, rule set, players, result and your accuracy once reviewed; sorted by any column,
filtered by rule set. *Review* opens one (``reviewChosen``), *Delete* removes it, *Export*
copies its file where the player says, *Open a file* reviews a record someone sent
(``fileChosen``)."""

from __future__ import annotations

import datetime as _dt
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.storage import records

from .seat_names import seat_name
from .variant_texts import variant_name

if TYPE_CHECKING:
    from .games.shell import Shell

DATE, RULES, PLAYERS, RESULT, ACCURACY = range(5)


def kept_games(shell: Shell) -> list:
    """The history's lines (records that cannot be read are set aside and reported)."""
    entries, bad = records.entries()
    for err in bad:
        title = QCoreApplication.translate("MainWindow", "A kept game could not be read")
        if err.code == "newer":
            shell.report(title, QCoreApplication.translate(
                "MainWindow", "{file} was kept by a newer version of Rummy Desktop.").format(file=err.path.name))
        else:
            shell.report_bad_file(title, err, QCoreApplication.translate(
                "MainWindow", "The other games of the history are not affected."))
    return entries


class _Item(QTableWidgetItem):
    """A cell that sorts by its ``key``, not its text (dates, numbers)."""

    def __init__(self, text: str, key: Any) -> None:
        super().__init__(text)
        self.key = key

    def __lt__(self, other: QTableWidgetItem) -> bool:
        other_key = getattr(other, "key", other.text())
        try:
            return self.key < other_key
        except TypeError:
            return str(self.key) < str(other_key)


def local_time(finished: str) -> str:
    """A record's UTC time, in the local time zone, to the minute."""
    try:
        when = _dt.datetime.fromisoformat(finished.replace("Z", "+00:00"))
    except ValueError:
        return finished
    return when.astimezone().strftime("%Y-%m-%d %H:%M")


class HistoryDialog(QDialog):
    """``entries``: the history's lines (:class:`~rummy_desktop.storage.records.Entry`)."""

    reviewChosen = Signal(object)  # the record's path
    fileChosen = Signal(object)  # a record file from elsewhere
    changed = Signal()

    def __init__(self, entries: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.entries = list(entries)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.filter = QComboBox(self)
        self.filter.setObjectName("historyFilter")
        self.filter_label = QLabel(self)
        self.filter_label.setBuddy(self.filter)
        self.filter.currentIndexChanged.connect(lambda _: self._fill())
        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.filter, 1)
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("historyTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.table.itemActivated.connect(lambda *_: self._review())
        self._sorted = False
        self.table.horizontalHeader().sectionClicked.connect(lambda _: setattr(self, "_sorted", True))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button.setObjectName("historyReview")
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("historyDelete")
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("historyExport")
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("historyOpenFile")
        for b in (self.delete_button, self.export_button, self.open_button):
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self._review)
        self.buttons.rejected.connect(self.reject)
        self.delete_button.clicked.connect(self._delete)
        self.export_button.clicked.connect(self._export)
        self.open_button.clicked.connect(self._open_file)
        lay = QVBoxLayout(self)
        lay.addWidget(self.intro)
        lay.addLayout(top)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.buttons)
        self.resize(820, 480)
        self.retranslate()

    # -- the list -------------------------------------------------------------------------

    def _variants(self) -> list[str]:
        return sorted({e.variant for e in self.entries}, key=lambda v: variant_name(v).casefold())

    def _fill_filter(self) -> None:
        current = self.filter.currentData()
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("Every rule set"), None)
        for v in self._variants():
            self.filter.addItem(variant_name(v), v)
        self.filter.setCurrentIndex(max(0, self.filter.findData(current)))
        self.filter.blockSignals(False)

    def shown(self) -> list:
        """The entries the list shows (the filter's rule set), in the list's order."""
        out = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, DATE)
            out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def _fill(self) -> None:
        wanted = self.filter.currentData()
        rows = [e for e in self.entries if wanted is None or e.variant == wanted]
        sorting = self.table.isSortingEnabled()
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        for row, e in enumerate(rows):
            players = ", ".join(seat_name(e.seats, s, e.seat) for s in range(len(e.seats)))
            cells = [
                _Item(local_time(e.finished), e.finished),
                _Item(variant_name(e.variant), variant_name(e.variant).casefold()),
                _Item(players, players.casefold()),
                _Item(self._result(e), self._result(e)),
                _Item("—" if e.accuracy is None else f"{e.accuracy:g}", -1.0 if e.accuracy is None else e.accuracy),
            ]
            cells[DATE].setData(Qt.ItemDataRole.UserRole, e)
            for col, item in enumerate(cells):
                if col == ACCURACY:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.setSortingEnabled(sorting)
        if self.table.horizontalHeader().sortIndicatorSection() == DATE and rows and not self._sorted:
            self.table.sortItems(DATE, Qt.SortOrder.DescendingOrder)  # newest first, until the player sorts
        if rows:
            self.table.selectRow(0)
        self._update_buttons()

    def _result(self, e) -> str:
        res = e.result
        if res is None:
            return self.tr("unfinished")
        if res.draw or not res.winners:
            return self.tr("a draw")
        if e.seat in res.winners:
            return self.tr("won") if len(res.winners) == 1 else self.tr("shared the win")
        names = ", ".join(seat_name(e.seats, w, e.seat) for w in res.winners)
        return self.tr("won by {names}").format(names=names)

    def current(self):
        row = self.table.currentRow()
        item = self.table.item(row, DATE) if row >= 0 else None
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _update_buttons(self) -> None:
        chosen = self.current() is not None
        for b in (self.review_button, self.delete_button, self.export_button):
            b.setEnabled(chosen)

    # -- the buttons -------------------------------------------------------------------------

    def _review(self) -> None:
        e = self.current()
        if e is not None:
            self.reviewChosen.emit(e.path)
            self.accept()

    def _delete(self) -> None:
        e = self.current()
        if e is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete the game?"),
                                      self.tr("Delete this game from the history? It cannot be reviewed afterwards."),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.delete(e)

    def delete(self, e) -> bool:
        """Remove ``e``'s record from the history (False, said, when it cannot be)."""
        try:
            Path(e.path).unlink()
        except FileNotFoundError:
            pass
        except OSError as err:
            QMessageBox.warning(self, self.tr("Delete the game?"),
                                self.tr("The game could not be deleted: {error}").format(error=err.strerror or err))
            return False
        self.entries = [x for x in self.entries if x.path != e.path]
        self._fill_filter()
        self._fill()
        self.changed.emit()
        return True

    def _export(self) -> None:
        e = self.current()
        if e is None:
            return
        target, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game record"), str(Path.home() / e.path.name),
                                                self.tr("Game records (*.json)"))
        if target:
            self.export(e, Path(target))

    def export(self, e, target: Path) -> bool:
        """Copy ``e``'s record to ``target`` (False, said, when it cannot be)."""
        try:
            shutil.copyfile(e.path, target)
        except OSError as err:
            QMessageBox.warning(self, self.tr("Export the game record"),
                                self.tr("The record could not be written: {error}").format(error=err.strerror or err))
            return False
        return True

    def _open_file(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game record"), str(Path.home()),
                                                self.tr("Game records (*.json)"))
        if source:
            self.fileChosen.emit(Path(source))
            self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.intro.setText(self.tr("Your finished games, newest first. Review one to replay it turn by turn "
                                   "against the best play."))
        self.filter_label.setText(self.tr("&Rule set:"))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Rule set"), self.tr("Players"),
                                              self.tr("Result"), self.tr("Your accuracy")])
        self.table.setAccessibleName(self.tr("Kept games"))
        self.review_button.setText(self.tr("&Review"))
        self.delete_button.setText(self.tr("&Delete"))
        self.export_button.setText(self.tr("&Export…"))
        self.open_button.setText(self.tr("&Open a file…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self._fill_filter()
        self._fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
