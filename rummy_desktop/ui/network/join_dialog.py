"""Game ▸ Join a network game: the tables found on this network (a probe to every
interface's broadcast address; a table of another version greyed, with the reason), an
address field for a host the list does not show, the player's name and the join code.
Then the players' lobby (who sits where, until the host starts), then ``joined`` with the
:class:`~.lan_game.NetworkGame` whose table the main window shows. Watch joins as a
spectator: the same table, no hand, no seat.

A token the host gave for this table (same address and port) keys the connection instead
of the code, so a player who dropped out, or closed the program, takes the same seat back
(a token the host no longer knows: the code then joins afresh)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.net import protocol as P
from rummy_desktop.net.address import parse_address
from rummy_desktop.net.client import Client
from rummy_desktop.net.discovery import Finder, FoundTable
from rummy_desktop.net.wire import MAX_NAME
from rummy_desktop.storage import lan_tokens

from ..variant_texts import vtr
from .lan_game import NetworkGame, keep_token
from .lobby import SeatRows
from .texts import refusal_text, watchers_text

SEARCH_SECONDS = 3.0




class JoinDialog(QDialog):
    joined = Signal(object)  # a NetworkGame whose game has started
    nameChosen = Signal(str)  # the name the player joins with (kept in the settings)

    def __init__(self, catalog, settings, parent: QWidget | None = None,
                 targets: list[tuple[str, int]] | None = None) -> None:
        """``targets``: where discovery probes go (default: every interface's broadcast
        address, on the discovery port)."""
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.catalog = catalog
        self.settings = settings
        self.targets = targets
        self.client: Client | None = None
        self.where: tuple[str, int] | None = None
        self._retried = False
        self.found: list[FoundTable] = []
        self.pages = QStackedWidget(self)
        root = QVBoxLayout(self)
        root.addWidget(self.pages)

        form = QWidget()
        col = QVBoxLayout(form)
        col.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.list_title = QLabel()
        top.addWidget(self.list_title, 1)
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("refreshButton")
        self.refresh_button.setAutoDefault(False)
        self.refresh_button.clicked.connect(self.refresh)
        top.addWidget(self.refresh_button)
        col.addLayout(top)
        self.tables = QTreeWidget()
        self.tables.setObjectName("foundTables")
        self.tables.setRootIsDecorated(False)
        self.tables.setColumnCount(4)
        self.tables.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tables.header().setStretchLastSection(False)
        self.tables.setMinimumHeight(110)
        self.tables.currentItemChanged.connect(self._picked)
        self.tables.itemDoubleClicked.connect(lambda *_: self.code_edit.setFocus())
        col.addWidget(self.tables, 1)
        self.search_status = QLabel()
        self.search_status.setObjectName("searchStatus")
        self.search_status.setWordWrap(True)
        col.addWidget(self.search_status)
        fields = QFormLayout()
        self.address_label = QLabel()
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("addressEdit")
        self.address_label.setBuddy(self.address_edit)
        fields.addRow(self.address_label, self.address_edit)
        self.name_label = QLabel()
        self.name_edit = QLineEdit((settings.player_name or "").strip()[:MAX_NAME])
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_label.setBuddy(self.name_edit)
        fields.addRow(self.name_label, self.name_edit)
        self.code_label = QLabel()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("codeEdit")
        self.code_edit.setMaxLength(16)
        self.code_label.setBuddy(self.code_edit)
        fields.addRow(self.code_label, self.code_edit)
        col.addLayout(fields)
        self.message = QLabel()
        self.message.setObjectName("joinMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.message)
        self.pages.addWidget(form)

        lobby = QWidget()
        lcol = QVBoxLayout(lobby)
        lcol.setContentsMargins(0, 0, 0, 0)
        self.lobby_title = QLabel()
        self.lobby_title.setObjectName("clientLobbyTitle")
        self.lobby_title.setWordWrap(True)
        lcol.addWidget(self.lobby_title)
        self.seat_rows = SeatRows(catalog, lobby)
        lcol.addWidget(self.seat_rows)
        self.lobby_watchers = QLabel()
        self.lobby_watchers.setObjectName("clientLobbyWatchers")
        self.lobby_watchers.setWordWrap(True)
        lcol.addWidget(self.lobby_watchers)
        self.lobby_status = QLabel()
        self.lobby_status.setWordWrap(True)
        lcol.addWidget(self.lobby_status)
        lcol.addStretch(1)
        self.pages.addWidget(lobby)
        self.form_page, self.lobby_page = form, lobby
        self._form_size = None
        lobby.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)  # see _show_page

        self.buttons = QDialogButtonBox()
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("joinButton")
        self.watch_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.setObjectName("watchButton")
        self.watch_button.clicked.connect(lambda: self.join(watch=True))
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)

        self.finder = Finder(self)
        self.finder.found.connect(self._found)
        self.finder.done.connect(self._search_done)
        self._searching = False
        self.retranslate()
        self.resize(640, 480)
        self.refresh()
        (self.code_edit if self.name_edit.text() else self.name_edit).setFocus()

    def _show_page(self, page: QWidget) -> None:
        """Show ``page`` with the dialog fitted to it: the hidden page counts for nothing
        in the dialog's size, the lobby gets the height its lines need at the dialog's
        width, and the form gets back the size it had."""
        other = self.lobby_page if page is self.form_page else self.form_page
        other.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        page.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        if page is self.lobby_page and self.pages.currentWidget() is self.form_page:
            self._form_size = self.size()
        self.pages.setCurrentWidget(page)
        self.layout().activate()
        if page is self.lobby_page:
            # (the stacked widget's height for a width counts every page: the page's own)
            need = max(page.heightForWidth(self.pages.width()), page.minimumSizeHint().height())
            self.resize(self.width(), self.height() - self.pages.height() + need)
        elif self._form_size is not None:
            self.resize(self._form_size)

    # -- finding tables -------------------------------------------------------------

    def refresh(self) -> None:
        """Look for tables again (answers come within :data:`SEARCH_SECONDS`)."""
        self.found = []
        self.tables.clear()
        sent = self.finder.probe(self.targets, seconds=SEARCH_SECONDS)
        self._searching = sent > 0
        self.refresh_button.setEnabled(not self._searching)
        self._search_text()

    def _found(self, table: FoundTable) -> None:
        self.found.append(table)
        item = QTreeWidgetItem()
        item.setData(0, Qt.ItemDataRole.UserRole, len(self.found) - 1)
        self.tables.addTopLevelItem(item)
        self._fill(item, table)
        if (table.joinable or self._rejoinable(table)) and self.tables.currentItem() is None \
                and not self.address_edit.text():
            self.tables.setCurrentItem(item)

    def _fill(self, item: QTreeWidgetItem, table: FoundTable) -> None:
        ad = table.ad
        name = getattr(ad, "table", None)  # (a table of an older version says its name; ours do not)
        item.setText(0, self.tr("{table} ({address})").format(table=name, address=table.address) if name
                     else self.tr("Table at {address}").format(address=table.address))
        if isinstance(ad, P.TableAd):
            item.setText(1, vtr(ad.variant_name))
            item.setText(2, str(ad.players))
            item.setText(3, str(ad.free))
        else:
            item.setText(1, self.tr("another version"))
            item.setText(2, "")
            item.setText(3, "")
        why = table.reason
        if self._rejoinable(table):
            item.setText(3, self.tr("your seat"))
            item.setToolTip(0, self.tr("The host keeps your seat: click Join to take it back."))
        elif why is not None:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
            for c in range(4):
                item.setToolTip(c, refusal_text(why))
        self.tables.resizeColumnToContents(1)
        self.tables.resizeColumnToContents(2)
        self.tables.resizeColumnToContents(3)
        self._search_text()

    @staticmethod
    def _rejoinable(table: FoundTable) -> bool:
        """A table whose seat this player had (a token kept for its address and port)."""
        if not isinstance(table.ad, P.TableAd):
            return False
        return lan_tokens.lookup(table.address, table.ad.port) is not None

    def _search_done(self, _tables: list) -> None:
        self._searching = False
        self.refresh_button.setEnabled(True)
        self._search_text()

    def _search_text(self) -> None:
        lines = []
        if self._searching:
            lines.append(self.tr("Looking for tables on this network…"))
        elif not self.found:
            lines.append(self.tr("No table found. Type the host's address, as its lobby shows it."))
        for table in self.found:
            why = table.reason
            if why is not None and not self._rejoinable(table):
                name = getattr(table.ad, "table", None) or self.tr("Table at {address}").format(address=table.address)
                lines.append(self.tr("{table}: {why}").format(table=name, why=refusal_text(why)))
        self.search_status.setText("\n".join(lines))

    def _picked(self, item: QTreeWidgetItem | None, _old: Any = None) -> None:
        if item is None:
            return
        table = self.found[item.data(0, Qt.ItemDataRole.UserRole)]
        if table.joinable or self._rejoinable(table):
            self.address_edit.setText(f"{table.address}:{table.ad.port}")
        if self._rejoinable(table):
            self.code_edit.setText(lan_tokens.lookup(table.address, table.ad.port)["code"])

    # -- joining --------------------------------------------------------------------

    def join(self, watch: bool = False) -> None:
        """Join the table (``watch``: as a spectator)."""
        if self.client is not None:
            return
        where = parse_address(self.address_edit.text())
        if where is None:
            self.say(self.tr("Type the host's address, like 192.168.1.20 or 192.168.1.20:{port}.").format(
                port=P.DEFAULT_PORT))
            self.address_edit.setFocus()
            return
        name = "".join(ch for ch in self.name_edit.text() if ch.isprintable()).strip()
        if not name:
            self.say(self.tr("Type your name: the other players see it at the table."))
            self.name_edit.setFocus()
            return
        code = self.code_edit.text().strip()
        if P.code_problem(code) is not None:
            self.say(self.tr("Type the code the host's screen shows (letters, digits and -)."))
            self.code_edit.setFocus()
            return
        self.where = where
        self._retried = False
        self.nameChosen.emit(name)
        kept = lan_tokens.lookup(*where)  # our seat there: its token is the key (the code is not needed)
        self._connect(name, code, kept["token"] if kept is not None and not watch else None, watch)

    def _connect(self, name: str, code: str, token: str | None, watch: bool = False) -> None:
        client = Client(self.catalog, name, code, token=token, parent=self, watch=watch)
        self.client = client
        client.joined.connect(self._joined)
        client.watching.connect(self._joined)
        client.lobbyChanged.connect(self._lobby)
        client.viewChanged.connect(self._viewed)
        client.closed.connect(self._closed)
        self.join_button.setEnabled(False)
        self.watch_button.setEnabled(False)
        self.say(self.tr("Connecting to {address}…").format(address=f"{self.where[0]}:{self.where[1]}"))
        client.connect_to(*self.where)

    def say(self, text: str) -> None:
        self.message.setText(text)

    def _joined(self, *_seat: int) -> None:
        keep_token(self.client, *self.where)
        self.join_button.hide()
        self.watch_button.hide()
        self._lobby()
        self._show_page(self.lobby_page)

    def _lobby(self) -> None:
        client = self.client
        if client is None or (client.seat is None and not client.watcher):
            return
        self.seat_rows.show_seats(client.seats, client.seat)
        hello = client.hello
        if client.watcher:
            self.lobby_title.setText(self.tr("You watch {table} ({variant}).").format(
                table=client.table_name, variant=vtr(hello.variant_name)))
        else:
            self.lobby_title.setText(self.tr("You sit at seat {n} of {table} ({variant}).").format(
                n=client.seat + 1, table=client.table_name, variant=vtr(hello.variant_name)))
        self.lobby_watchers.setText(watchers_text(client.watchers))
        self.lobby_status.setText(self.tr("Waiting for the host to start the game…"))

    def _viewed(self) -> None:
        client = self.client
        if client is None or (client.seat is None and not client.watcher) or client.view is None:
            return
        for signal, slot in ((client.joined, self._joined), (client.watching, self._joined),
                             (client.lobbyChanged, self._lobby),
                             (client.viewChanged, self._viewed), (client.closed, self._closed)):
            signal.disconnect(slot)
        self.client = None
        game = NetworkGame(self.catalog, client=client, address=self.where[0], port=self.where[1])
        self.joined.emit(game)
        self.accept()

    def _closed(self, refusal: Any) -> None:
        client, self.client = self.client, None
        if client is None:
            return
        if refusal is not None and refusal.reason == "bad_token" and not self._retried:
            # an old seat's key the host no longer knows: join afresh with the code
            self._retried = True
            lan_tokens.forget(*self.where)
            self._connect(client.name, client.code, None)
            return
        for button in (self.join_button, self.watch_button):
            button.show()
            button.setEnabled(True)
        self._show_page(self.form_page)
        self.say(refusal_text(refusal))

    def reject(self) -> None:
        if self.client is not None:
            client, self.client = self.client, None
            client.close(leave=True)
        self.finder.close()
        super().reject()

    def accept(self) -> None:
        self.finder.close()
        super().accept()

    # -- texts ----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a network game"))
        self.list_title.setText(self.tr("Tables on this network:"))
        self.refresh_button.setText(self.tr("&Refresh"))
        self.tables.setHeaderLabels([self.tr("Table"), self.tr("Rule set"), self.tr("Players"),
                                     self.tr("Free seats")])
        for i in range(self.tables.topLevelItemCount()):
            item = self.tables.topLevelItem(i)
            self._fill(item, self.found[item.data(0, Qt.ItemDataRole.UserRole)])
        self.address_label.setText(self.tr("&Address (and port):"))
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20:{port}").format(port=P.DEFAULT_PORT))
        self.name_label.setText(self.tr("Your &name:"))
        self.code_label.setText(self.tr("&Code:"))
        self.code_edit.setPlaceholderText(self.tr("shown on the host's screen"))
        self.seat_rows.setTitle(self.tr("Players"))
        self.join_button.setText(self.tr("&Join"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Watch the table without a seat: you see what every player sees, "
                                             "never a hand, and you can chat."))
        self.cancel_button.setText(self.tr("Cancel"))
        self._search_text()
        self._lobby()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
