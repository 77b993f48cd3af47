"""The host's sockets (QtCore and QtNetwork): a listening ``QTcpServer`` and, for each
connection, a :class:`Peer`: its bytes in (through a :class:`~..framing.FrameDecoder`,
one frame at a time, so that the connection can be sealed between two frames) and out
(each frame numbered in the connection's sequence, and sealed once it is).

The transport knows frames, not what they mean: it hands each frame to ``on_frame`` and
tells ``on_accept`` of a new connection and ``on_closing`` / ``on_closed`` of one that
goes. A peer that does not read what it is sent (more than ``limits.queue`` bytes
waiting) is aborted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from .. import protocol as P
from ..framing import FrameTooLarge, encode, host_decoder
from .guard import Rates
from .limits import HostLimits


@dataclass(eq=False)
class Peer:
    """One connection, and what each part of the host keeps of it."""

    socket: QTcpSocket
    address: str
    heard: float
    since: float = 0.0  # when it connected
    decoder: Any = field(default_factory=host_decoder)
    seq: int = 0
    seal: Any = None  # the connection's Seal, once the host has sent its key
    closed: bool = False
    partial_since: float | None = None  # when the first byte of its frame still incomplete came
    sent: int = 0  # bytes
    handshake: Any = None  # its way in (see .handshake)
    rates: Rates = field(default_factory=Rates)  # what it said lately (see .guard)
    seat: int | None = None
    watcher: str | None = None  # a spectator's name: it watches, at no seat
    feed: Any = None  # what the table sent it (see .table)

    @property
    def at_table(self) -> bool:
        """It plays a seat or watches: it hears the game."""
        return self.seat is not None or self.watcher is not None


class Transport(QObject):
    def __init__(self, limits: HostLimits, clock: Callable[[], float], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.limits = limits
        self.clock = clock
        self.peers: list[Peer] = []
        self.bytes_sent = 0
        self.on_accept: Callable[[Peer], None] = lambda peer: None
        self.on_frame: Callable[[Peer, Any], None] = lambda peer, item: None
        self.on_closing: Callable[[Peer], None] = lambda peer: None
        self.on_closed: Callable[[Peer], None] = lambda peer: None
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)

    def listen(self, address: str, port: int) -> bool:
        return self._server.listen(QHostAddress(address), port)

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def error(self) -> str:
        return self._server.errorString()

    def stop(self) -> None:
        """No more connections (those open stay open)."""
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # no Nagle: small frames go at once
            now = self.clock()
            peer = Peer(sock, sock.peerAddress().toString(), now, since=now)
            self.peers.append(peer)
            self.on_accept(peer)
            if not peer.closed:
                sock.readyRead.connect(lambda p=peer: self._read(p))
                sock.disconnected.connect(lambda p=peer: self.drop(p))
                sock.errorOccurred.connect(lambda e, p=peer: None if e == QAbstractSocket.SocketError.SocketTimeoutError
                                           else self.drop(p))  # (a read that found nothing: see read_now)

    # -- out ----------------------------------------------------------------------------

    def pack(self, peer: Peer, kind: type, **fields: Any) -> bytes:
        """One frame for ``peer``, numbered in its sequence (and sealed, once it is)."""
        data = encode(kind(seq=peer.seq, **fields), peer.seal)
        peer.seq += 1
        return data

    def pack_if_fits(self, peer: Peer, kind: type, **fields: Any) -> bytes | None:
        """The frame, or None when it would be over the frame limit."""
        try:
            return self.pack(peer, kind, **fields)
        except FrameTooLarge:
            return None

    def send(self, peer: Peer, kind: type, **fields: Any) -> None:
        self.write(peer, self.pack(peer, kind, **fields))

    def write(self, peer: Peer, data: bytes) -> None:
        if peer.closed or peer.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            return
        peer.sent += len(data)
        self.bytes_sent += len(data)
        peer.socket.write(data)
        if peer.socket.bytesToWrite() > self.limits.queue:  # it does not read: its queue would grow forever
            self.drop(peer, abort=True)

    @staticmethod
    def flush(peer: Peer) -> None:
        """Hand what was written to the system now, not when the event loop next turns."""
        if not peer.closed:
            peer.socket.flush()

    def refuse(self, peer: Peer, refusal: P.Refusal, fatal: bool = False) -> None:
        self.send(peer, P.HostRefused, refusal=refusal, fatal=fatal)
        if fatal:
            self.drop(peer)

    def drop(self, peer: Peer, abort: bool = False) -> None:
        """Close ``peer`` (what was written still goes out, unless ``abort``: a peer that does
        not read)."""
        if peer.closed:
            return
        peer.closed = True
        if peer in self.peers:
            self.peers.remove(peer)
        self.on_closing(peer)
        # The socket (a child of the server) is closed, not deleted: what was written still
        # goes out, and deleting it (deleteLater, or shiboken's delete on a timer) crashed
        # PySide in ~QObject. A closed socket holds no buffers; they all go with the host.
        sock = peer.socket
        try:
            if abort:
                sock.abort()
            else:
                sock.flush()
                sock.disconnectFromHost()
        except RuntimeError:  # the socket went with the server (the host is being destroyed)
            return
        self.on_closed(peer)

    # -- in -----------------------------------------------------------------------------

    def _read(self, peer: Peer) -> None:
        if peer.closed:
            return
        data = bytes(peer.socket.readAll().data())
        now = peer.heard = self.clock()
        decoder = peer.decoder
        decoder.push(data)
        frames = decoder.frames
        # one frame at a time: the exchange seals the connection between two frames
        while not peer.closed and (item := decoder.next()) is not None:
            self.on_frame(peer, item)
        if decoder.pending == 0:
            peer.partial_since = None
        elif peer.partial_since is None or decoder.frames != frames:  # a new frame has begun
            peer.partial_since = now

    def read_now(self, peer: Peer) -> None:
        """Read what ``peer`` has sent that the event loop has not read yet (a move on its
        way as its turn clock runs out)."""
        if peer.closed:
            return
        if not peer.socket.bytesAvailable():
            peer.socket.waitForReadyRead(0)  # what the system holds (emits readyRead: read there)
        self._read(peer)

    def paused(self, seconds: float) -> None:
        """The host itself was not listening for ``seconds``: that is not its peers' silence."""
        now = self.clock()
        for p in self.peers:
            p.heard = min(now, p.heard + seconds)
            p.since += seconds
            if p.partial_since is not None:
                p.partial_since += seconds
