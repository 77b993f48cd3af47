"""A network game as the main window holds it: this machine's seat at a host's table, the
host (when this machine hosts) or the connection to it (when it joined), the chat, and
the way back in after a dropped connection.

The table plays :attr:`NetworkGame.channel` (the host's own seat, or a
:class:`~rummy_desktop.net.client.RemoteChannel`) exactly like a solo game's channel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from rummy_desktop.net.client import Client, RemoteChannel
from rummy_desktop.net.protocol import DEFAULT_PORT
from rummy_desktop.storage import lan_tokens


def listen(host, address: str = "0.0.0.0", port: int = DEFAULT_PORT, discovery: int | None = None) -> bool:
    """Listen on ``port`` (the usual one), or any free one when it is taken (a second
    table on this machine); answer discovery probes (on ``discovery``, default the
    discovery port) when that port is free."""
    if not host.listen(address, port) and not (port and host.listen(address, 0)):
        return False
    host.advertise(address, discovery)
    return True


def keep_token(client: Client, address: str, port: int) -> None:
    """Remember the seat's token (a rejoin after a drop, or after closing the program)."""
    if client.token and client.hello is not None:
        try:
            lan_tokens.remember(address, port, client.code, client.hello.table, client.token)
        except OSError:
            pass  # a convenience: the player can still join with the code


class NetworkGame(QObject):
    """One network game of this window. ``seatsChanged``: a seat's name or connection
    changed (a countdown too); ``chatLine(seat, name, text)``; ``lost(refusal)``: the
    connection to the host is gone (a client; ``None``: it simply closed);
    ``rejoined``: a new connection took the seat back (a new :attr:`channel`)."""

    seatsChanged = Signal()
    chatLine = Signal(int, str, str)
    lost = Signal(object)
    rejoined = Signal()
    rejoinFailed = Signal(object)

    def __init__(self, catalog, *, host=None, client: Client | None = None, address: str = "",
                 port: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.host = host
        self.client = client
        self.address, self.port = address, port
        self.lines: list[tuple[int, str, str]] = []
        self._closed = False
        self._trying: Client | None = None
        if host is not None:
            host.setParent(self)
            self.seat = 0
            self.channel: Any = host.channel(0)
            host.lobbyChanged.connect(self.seatsChanged)
            host.chat.connect(self._chat)
        else:
            self._adopt(client)

    @property
    def is_host(self) -> bool:
        return self.host is not None

    @property
    def code(self) -> str:
        return self.host.code if self.host is not None else self.client.code

    @property
    def connected(self) -> bool:
        return self.host is not None or (self.client is not None and self.client.connected)

    def seat_infos(self) -> list:
        """The seats as the wire describes them (:class:`~rummy_desktop.net.protocol.SeatInfo`)."""
        return self.host.seat_infos() if self.host is not None else list(self.client.seats)

    def _adopt(self, client: Client) -> None:
        client.setParent(self)
        self.client = client
        self.seat = client.seat
        self.channel = RemoteChannel(client)
        client.lobbyChanged.connect(self.seatsChanged)
        client.chat.connect(self._chat)
        client.closed.connect(self._closed_by_host)

    def _chat(self, seat: int, name: str, text: str) -> None:
        self.lines.append((seat, name, text))
        del self.lines[:-200]
        self.chatLine.emit(seat, name, text)

    def say(self, text: str) -> bool:
        """Send a chat line to the table (control characters dropped, at most the
        protocol's length): whether it went."""
        from rummy_desktop.net.host import printable
        from rummy_desktop.net.wire import MAX_CHAT

        text = printable(text, MAX_CHAT).strip()
        if not text or self._closed:
            return False
        if self.host is not None:
            self.host.say(self.seat, text)
            return True
        if not self.client.connected:
            return False
        self.client.say(text)
        return True

    def _closed_by_host(self, refusal: Any) -> None:
        if self._closed or self.client.result is not None:
            return
        self.lost.emit(refusal)

    # -- a dropped connection -------------------------------------------------------

    def rejoin(self) -> None:
        """Connect again with the seat's token (a client whose connection dropped):
        ``rejoined`` when the seat is back, with its view, else ``rejoinFailed(refusal)``."""
        if self.host is not None or self._trying is not None or self.client.token is None:
            return
        old = self.client
        client = Client(self.catalog, old.name, old.code, token=old.token, parent=self)
        self._trying = client

        def failed(refusal: Any) -> None:
            if self._trying is client:
                self._trying = None
                self.rejoinFailed.emit(refusal)

        def back() -> None:
            if self._trying is not client or client.view is None or client.seat is None:
                return
            self._trying = None
            client.closed.disconnect(failed)
            client.viewChanged.disconnect(back)
            keep_token(client, self.address, self.port)
            self.channel.close()
            self._adopt(client)
            self.rejoined.emit()

        client.closed.connect(failed)
        client.viewChanged.connect(back)
        client.connect_to(self.address, self.port)

    def extend(self, seat: int, seconds: float = 60) -> None:
        if self.host is not None:
            self.host.extend(seat, seconds)

    def skip_wait(self, seat: int) -> None:
        if self.host is not None:
            self.host.skip_wait(seat)

    def close(self) -> None:
        """Leave: a client leaves its seat for good (the host's computer takes it); the host
        closes the table (its game stays in its autosave, to be resumed)."""
        if self._closed:
            return
        self._closed = True
        if self.host is not None:
            self.channel.close()
            self.host.close()
        else:
            if self._trying is not None:
                self._trying.close()
            self.client.close(leave=self.client.result is None)
