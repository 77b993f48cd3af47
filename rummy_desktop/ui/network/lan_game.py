"""A network game as the main window holds it: this machine's seat at a host's table, the
host (when this machine hosts) or the connection to it (when it joined), the chat, and
the way back in after a dropped connection.

The table plays :attr:`NetworkGame.channel` (the host's own seat, or a
:class:`~rummy_desktop.net.client.RemoteChannel`) exactly like a solo game's channel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.net.client import Client, RemoteChannel
from rummy_desktop.net.host import printable
from rummy_desktop.net.protocol import DEFAULT_PORT
from rummy_desktop.net.wire import MAX_CHAT
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
            lan_tokens.remember(address, port, client.code, client.table_name, client.token)
        except OSError:
            pass  # a convenience: the player can still join with the code


# Attempts in a row refused because the seat's old connection still answers (the host lets
# the seat go to a new connection once the old one has been silent a few seconds).
IN_USE_ATTEMPTS = 5


def worth_retrying(refusal: Any, attempt: int = 0) -> bool:
    """Whether a connection that ended with ``refusal`` was dropped (the network, or a host
    that stopped answering or is not there yet), rather than closed by the host or
    refused: a dropped one is tried again with the seat's token. So is a seat still in use
    by this player's old connection (the host has not noticed it is gone), a few times."""
    if refusal is None:
        return True
    if refusal.reason == "seat_in_use":
        return attempt < IN_USE_ATTEMPTS
    return refusal.reason == "host_closing" and refusal.params.get("problem") in (
        "host_silent", "unreachable", "no_answer")


class NetworkGame(QObject):
    """One network game of this window. ``seatsChanged``: a seat's name or connection
    changed (a countdown too); ``chatLine(seat, name, text)``; ``lost(refusal)``: the
    connection to the host is gone (a client; ``None``: it simply closed);
    ``rejoined``: a new connection took the seat back (a new :attr:`channel`);
    ``reconnecting(attempt)``: an attempt to take the seat back started, or one failed
    and the next comes by itself (:attr:`trying` tells which); ``rejoinFailed(refusal)``:
    the host refused the seat, no attempt follows by itself; ``chatRefused(refusal)``:
    the host did not pass on our last chat line."""

    seatsChanged = Signal()
    chatLine = Signal(object, str, str)  # seat (None: a spectator), name, text
    lost = Signal(object)
    rejoined = Signal()
    reconnecting = Signal(int)
    rejoinFailed = Signal(object)
    chatRefused = Signal(object)

    #: Seconds between two attempts to take the seat back after a drop (None: only Rejoin).
    retry_every: float | None = 2.0

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
        self.attempt = 0  # attempts to take the seat back since the connection dropped
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.rejoin)
        self._second = QTimer(self)  # while a turn clock runs, the seat panels count it down
        self._second.timeout.connect(self._clock_ticks)
        self._second.start(1000)
        if host is not None:
            host.setParent(self)
            self.seat = 0
            self.channel: Any = host.channel(0)
            self.lines = list(host.chat_lines)  # a resumed table's last lines
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

    @property
    def trying(self) -> bool:
        """An attempt to take the seat back is under way."""
        return self._trying is not None

    @property
    def retrying(self) -> bool:
        """The connection dropped and the next attempt comes by itself."""
        return self._retry.isActive()

    def _adopt(self, client: Client) -> None:
        client.setParent(self)
        self.client = client
        self.seat = client.seat
        self.channel = RemoteChannel(client)
        if client.history_chat is not None:  # the table's last lines, as the host has them
            self.lines = list(client.history_chat)
        client.lobbyChanged.connect(self.seatsChanged)
        client.chat.connect(self._chat)
        client.refused.connect(self._refused)
        client.closed.connect(self._closed_by_host)
        client.finished.connect(self._over)

    def _over(self, _result: Any) -> None:
        """The game is over (or the host forgot the seat): the seat waits no more, its token
        is forgotten."""
        try:
            lan_tokens.forget(self.address, self.port)
        except OSError:
            pass

    def _refused(self, refusal: Any) -> None:
        if refusal.params.get("what") == "chat":
            self.chatRefused.emit(refusal)

    def _chat(self, seat: int | None, name: str, text: str) -> None:
        self.lines.append((seat, name, text))
        del self.lines[:-200]
        self.chatLine.emit(seat, name, text)

    def say(self, text: str) -> str | None:
        """Send a chat line to the table (control characters dropped): ``None`` when it
        went, else why not: ``"empty"``, ``"too_long"`` (more than the protocol's
        length; nothing is cut), ``"offline"`` (no connection to the host)."""
        text = printable(text, len(text)).strip()
        if not text:
            return "empty"
        if len(text) > MAX_CHAT:
            return "too_long"
        if self._closed or (self.host is None and not self.client.connected):
            return "offline"
        if self.host is not None:
            self.host.say(self.seat, text)
        else:
            self.client.say(text)
        return None

    def _closed_by_host(self, refusal: Any) -> None:
        if self._closed or self.client.result is not None:
            return
        self.attempt = 0
        if worth_retrying(refusal):
            self._again()
        self.lost.emit(refusal)

    def _again(self) -> None:
        """The next attempt, by itself, in :attr:`retry_every` seconds."""
        if self.retry_every is not None and not self._closed:
            self._retry.start(int(self.retry_every * 1000))

    # -- a dropped connection -------------------------------------------------------

    def rejoin(self) -> None:
        """Connect again with the seat's token (a client whose connection dropped; by
        itself after a drop, or the player's Rejoin): ``rejoined`` when the seat is back,
        with its view and the pending prompt. A connection that fails as a drop does is
        tried again after :attr:`retry_every` seconds (``reconnecting``); a refusal
        (``rejoinFailed(refusal)``) leaves it to the player."""
        old = self.client
        if self.host is not None or self._trying is not None or self._closed or (old.token is None and not old.watcher):
            return
        self._retry.stop()
        self.attempt += 1
        client = Client(self.catalog, old.name, old.code, token=old.token, limits=old.limits, clock=old.clock,
                        parent=self, watch=old.watcher)  # a spectator watches again
        self._trying = client

        def failed(refusal: Any) -> None:
            if self._trying is not client:
                return
            self._trying = None
            client.closed.disconnect(failed)
            client.viewChanged.disconnect(back)
            client.deleteLater()  # a failed attempt's connection is of no more use
            if worth_retrying(refusal, self.attempt) and self.retry_every is not None:
                self._again()
                self.reconnecting.emit(self.attempt)
            else:
                if refusal is not None and refusal.reason == "bad_token":  # the host no longer knows it
                    self._over(None)
                self.rejoinFailed.emit(refusal)

        def back() -> None:
            if self._trying is not client or client.view is None or (client.seat is None and not client.watcher):
                return
            self._trying = None
            self.attempt = 0
            client.closed.disconnect(failed)
            client.viewChanged.disconnect(back)
            keep_token(client, self.address, self.port)
            self.channel.close()
            self._adopt(client)
            self.rejoined.emit()

        client.closed.connect(failed)
        client.viewChanged.connect(back)
        self.reconnecting.emit(self.attempt)
        client.connect_to(self.address, self.port)

    @property
    def clock_runs(self) -> bool:
        """A turn clock runs for the seat to act."""
        if self.host is not None:
            return self.host.clock_seat is not None
        return self.client.turn_clock() is not None

    def _clock_ticks(self) -> None:
        if not self._closed and self.clock_runs:
            self.seatsChanged.emit()

    def computer_plays(self, seat: int, on: bool) -> None:
        """The host: a computer plays ``seat`` for its player (``on``), or the seat goes back
        to its player."""
        if self.host is not None and self.host.session is not None:
            if on:
                self.host.computer_plays(seat)
            else:
                self.host.give_back(seat)

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
        self._retry.stop()
        self._second.stop()
        if self.host is not None:
            self.channel.close()
            self.host.close()
        else:
            if self._trying is not None:
                self._trying.close()
            self.client.close(leave=self.client.result is None)
