"""Finding tables on the local network (QtCore and QtNetwork): one UDP datagram each way.

A player's :class:`Finder` sends a :class:`~.protocol.Probe` to the broadcast address of
every interface that has one (:func:`broadcast_targets`, from ``QNetworkInterface``); each
host's :class:`Responder` answers the prober directly with a :class:`~.protocol.TableAd`
(name, rule set, players, free seats, protocol version, TCP port). A table of another
protocol version still answers, so the player sees it greyed with the reason. Where
broadcasts are blocked (Wi-Fi client isolation) nothing comes back, and joining by address
still works. Stray or hostile datagrams are ignored (:func:`.framing.read_datagram`); a
host answers an address at most a few times a second, so it cannot be used to flood
someone else with answers.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from . import protocol as P
from .framing import encode_datagram, read_datagram

#: The UDP port hosts listen on for probes.
DISCOVERY_PORT = 47475
ANSWERS_PER_SECOND = 4  # per prober address


def broadcast_targets() -> list[str]:
    """The IPv4 broadcast address of every interface that is up and can broadcast (not the
    loopback): where a probe goes."""
    out: list[str] = []
    for iface in QNetworkInterface.allInterfaces():
        flags, flag = iface.flags(), QNetworkInterface.InterfaceFlag
        if not (flags & flag.IsUp and flags & flag.IsRunning and flags & flag.CanBroadcast) or flags & flag.IsLoopBack:
            continue
        for entry in iface.addressEntries():
            bcast = entry.broadcast()
            if not bcast.isNull() and bcast.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                text = bcast.toString()
                if text not in out:
                    out.append(text)
    return out


class Responder(QObject):
    """Answers probes for one host. ``describe()`` gives the current :class:`TableAd`."""

    def __init__(self, describe: Callable[[], P.TableAd], clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.describe = describe
        self.clock = clock
        self.answered = 0
        self._recent: dict[str, list[float]] = {}
        self._socket = QUdpSocket(self)
        self._socket.readyRead.connect(self._read)

    def listen(self, address: str = "0.0.0.0", port: int = DISCOVERY_PORT) -> bool:
        return self._socket.bind(QHostAddress(address), port,
                                 QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint)

    @property
    def port(self) -> int:
        return self._socket.localPort()

    def close(self) -> None:
        self._socket.close()

    def _read(self) -> None:
        while self._socket.hasPendingDatagrams():
            size = max(0, self._socket.pendingDatagramSize())
            data, sender, sender_port = self._socket.readDatagram(min(size, P.MAX_DATAGRAM + 1) or 1)
            message = read_datagram(bytes(data.data()))
            if not isinstance(message, P.Probe) or not self._allowed(sender.toString()):
                continue
            self._socket.writeDatagram(encode_datagram(self.describe()), sender, sender_port)
            self.answered += 1

    def _allowed(self, address: str) -> bool:
        now = self.clock()
        times = [t for t in self._recent.get(address, []) if now - t < 1.0]
        if len(times) >= ANSWERS_PER_SECOND:
            self._recent[address] = times
            return False
        if len(self._recent) > 1024:  # forget old probers rather than grow
            self._recent.clear()
        self._recent[address] = times + [now]
        return True


@dataclass(frozen=True)
class FoundTable:
    """A table that answered: where it is, and what it said. ``ad`` is a
    :class:`~.protocol.TableAd`, or a :class:`~.protocol.ForeignTable` of another protocol
    version (``joinable`` False, ``reason`` the version refusal to show)."""

    address: str
    ad: Any

    @property
    def joinable(self) -> bool:
        return isinstance(self.ad, P.TableAd) and self.ad.free > 0

    @property
    def reason(self) -> P.Refusal | None:
        if isinstance(self.ad, P.ForeignTable):
            return P.version_refusal(self.ad.protocol, P.PROTOCOL_VERSION, self.ad.program, P.PROGRAM_VERSION)
        if self.ad.free == 0:
            return P.Refusal(reason="table_full")
        return None


class Finder(QObject):
    """Looks for tables: :meth:`probe` sends the probes and collects answers for
    ``seconds``; ``found`` for each new table, ``done`` at the end with all of them."""

    found = Signal(object)  # a FoundTable
    done = Signal(object)  # list[FoundTable]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tables: dict[tuple[str, int], FoundTable] = {}
        self._socket = QUdpSocket(self)
        self._socket.readyRead.connect(self._read)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._finish)

    def probe(self, targets: list[tuple[str, int]] | None = None, seconds: float = 3.0) -> int:
        """Send a probe to each ``(address, port)`` of ``targets`` (default: every
        interface's broadcast address, on :data:`DISCOVERY_PORT`): how many were sent."""
        self.tables.clear()
        if self._socket.state() != QAbstractSocket.SocketState.BoundState:
            self._socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), 0)
        if targets is None:
            targets = [(a, DISCOVERY_PORT) for a in broadcast_targets()]
        data = encode_datagram(P.Probe(protocol=P.PROTOCOL_VERSION))
        sent = sum(1 for address, port in targets
                   if self._socket.writeDatagram(data, QHostAddress(address), port) == len(data))
        self._timer.start(int(seconds * 1000))
        return sent

    def _read(self) -> None:
        while self._socket.hasPendingDatagrams():
            size = max(0, self._socket.pendingDatagramSize())
            data, sender, _port = self._socket.readDatagram(min(size, P.MAX_DATAGRAM + 1) or 1)
            message = read_datagram(bytes(data.data()))
            if not isinstance(message, (P.TableAd, P.ForeignTable)) or message.port is None:
                continue
            address = sender.toString()
            if address.startswith("::ffff:"):  # an IPv4 sender on a dual-stack socket
                address = address[7:]
            key = (address, message.port)
            if key not in self.tables:
                self.tables[key] = FoundTable(address, message)
                self.found.emit(self.tables[key])

    def _finish(self) -> None:
        self.done.emit(list(self.tables.values()))

    def close(self) -> None:
        self._timer.stop()
        self._socket.close()
