"""A network game on the window's table: a :class:`~..network.lan_game.NetworkGame` (the
host's own seat, or a client's), the same table as solo play on the game's seat channel,
and the chat and the connection under it (:class:`~..network.bar.NetworkBar`). How a table
is hosted, joined or resumed is the Game menu's, in :mod:`..network.shell`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from rummy_desktop.net.record import ClientRecorder
from rummy_desktop.session.records import keep_session
from rummy_desktop.storage import records

from ..network.bar import NetworkBar
from .table_game import TableGame

if TYPE_CHECKING:
    from .shell import Shell


class NetworkTable(TableGame):
    """``network`` (the NetworkGame) on the table at its seat, with its bar."""

    def __init__(self, shell: Shell, table_class: Any, network: Any) -> None:
        super().__init__(shell, table_class)
        self.network = network
        self.bar: Any = None
        self.recorder: Any = None  # a client's record of its seat (a host keeps the whole game)
        self._update: Any = None

    def start(self) -> None:
        game = self.network
        game.setParent(self.shell.widget())
        bar = NetworkBar(game, self.page)
        bar.rejoinChosen.connect(self._rejoin)
        game.seatsChanged.connect(self._seats_changed)
        game.rejoined.connect(self._rejoined)
        self.bar = bar
        if not game.is_host:
            self.recorder = ClientRecorder(game.seat)
            self._follow(game.client)
        self.put_table(game.channel, game.seat)
        self.layout.addWidget(bar)

    def _follow(self, client: Any) -> None:
        """Record what ``client`` shows the seat, from its view now on."""
        client.updated.connect(self._updated)
        client.viewChanged.connect(self._view_changed)
        if client.view is not None:
            self.recorder.take(client.view)

    def _updated(self, update: Any) -> None:
        self._update = update  # the view that came with it follows (viewChanged)

    def _view_changed(self) -> None:
        client = self.network.client
        if self.recorder is not None and client is not None and client.view is not None:
            update, self._update = self._update, None
            self.recorder.take(client.view, update)

    def keep_record(self, limit: int) -> None:
        game = self.network
        if game.is_host:
            keep_session(game.host.session, "hosted", game.seat, limit)
        elif self.recorder is not None and self.recorder.steps:
            view = self.view()
            records.keep(self.recorder.record(view.variant, dict(view.options), game.seat_infos(), view.result),
                         limit=limit)

    def close(self) -> None:
        """Leave the table: a client leaves its seat, the host closes the table (its game
        stays in its autosave)."""
        if self.closed:
            return
        self._remove_table()
        bar, self.bar = self.bar, None
        if bar is not None:
            self.layout.removeWidget(bar)
            bar.hide()
            bar.deleteLater()
        game = self.network
        game.close()
        game.deleteLater()
        super().close()

    def leave(self) -> bool:
        """Back to the start screen closes the table (asked first while the game is on)."""
        if not self.over() and not self.shell.confirm(
                QCoreApplication.translate("MainWindow", "Leave the network game?"), self.leave_text()):
            return False
        self.shell.close_table()
        return True

    def leave_question(self) -> str | None:
        return None if self.over() else self.leave_text()

    def network_role(self) -> str | None:
        return "host" if self.network.is_host else "client"

    def leave_text(self) -> str:
        if self.network.is_host:
            return QCoreApplication.translate(
                "MainWindow", "Close the table? The players are disconnected; the game is kept, and "
                "Resume the network game opens the table again.")
        return QCoreApplication.translate(
            "MainWindow", "Leave the table? The computer plays your seat; you can rejoin with the same code.")

    # -- the connection ------------------------------------------------------------------------

    def _seats_changed(self) -> None:
        refresh = getattr(self.table, "refresh_seats", None)
        if refresh is not None and not self.closed:
            refresh()

    def _rejoin(self) -> None:
        if not self.closed:
            self.bar.rejoin_button.setEnabled(False)
            self.network.rejoin()

    def _rejoined(self) -> None:
        """The connection is back: a table on the new connection's seat channel."""
        if not self.closed:
            if self.recorder is not None:
                self._follow(self.network.client)
            self.put_table(self.network.channel, self.network.seat)
