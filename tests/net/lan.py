"""Helpers of the live LAN tests: a host and clients on 127.0.0.1 in this process (the
event loop is pytest-qt's), and a raw connection that sends whatever bytes a test wants,
from 127.0.0.1 or another loopback address (127.0.0.x, as many computers would). Nothing
here binds or connects outside 127.0.0.0/8."""

from __future__ import annotations

import struct
import time

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from pytestqt.exceptions import TimeoutError as WaitTimedOut

from rummy_desktop.net import protocol as P
from rummy_desktop.net.client import Client, ComputerSeat
from rummy_desktop.net.framing import client_decoder, encode
from rummy_desktop.net.host import Host, HostLimits, SeatPlan
from rummy_desktop.net.host import table as table_module
from rummy_desktop.net.seal import Exchange, transcript

LOOPBACK = "127.0.0.1"
CODE = "lan-42"
# Every host and client the helpers made; tests/net/conftest.py closes them after each test,
# passed or failed, so a failing test leaves no host's computer-seat thread behind it.
OPEN: list[Host | Client] = []


class Clock:
    """A clock the test moves by hand (``now`` in seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def advance(host: Host, clock: Clock, seconds: int) -> None:
    """The host's clock moves on, its timer ticking every second on time (a jump at once
    would look like the host's own pause, which is nobody's fault)."""
    for _ in range(seconds):
        clock.now += 1
        host._tick()


def make_host(catalog, variant: str, seats: str | list[SeatPlan], options=None, seed: int = 7,
              **kw) -> Host:
    plan = seats if isinstance(seats, list) else [
        SeatPlan("open") if w == "open" else SeatPlan("host") if w == "host" else SeatPlan("computer", w)
        for w in seats.split(",")]
    host = Host(catalog, variant, options or {}, plan, code=kw.pop("code", CODE), seed=seed,
                limits=kw.pop("limits", None) or HostLimits(), **kw)
    OPEN.append(host)
    assert host.listen(LOOPBACK, 0), host.error
    return host


def join(catalog, host: Host, name: str = "Ana", code: str = CODE, level: str | None = "greedy",
         token: str | None = None, source: str | None = None, **kw) -> Client:
    """A client of ``host``; played by ``level`` (None: the test plays it); from ``source``
    (a 127.0.0.x address) if given."""
    client = Client(catalog, name, code, token=token, **kw)
    if source is not None:
        from PySide6.QtNetwork import QHostAddress

        assert source.startswith("127.") and client._socket.bind(QHostAddress(source), 0)
    if level is not None:
        client.joined.connect(lambda _s: setattr(client, "player", ComputerSeat(client, level))
                              if not hasattr(client, "player") else None)
    OPEN.append(client)
    client.connect_to(LOOPBACK, host.port)
    return client


def play_out(qtbot, host: Host, clients: list[Client], timeout: float = 30.0) -> None:
    """Wait until the game is over and every client has heard its result. On a timeout the
    failure says where the game stood: a stall is told apart from a dropped connection."""
    try:
        qtbot.waitUntil(lambda: host.result is not None and all(c.result is not None for c in clients),
                        timeout=int(timeout * 1000))
    except WaitTimedOut as e:
        game = host.game
        lines = [f"not over within {timeout} s: "
                 + ("no game" if game is None else f"{len(game.log)} moves, phase {game.state.phase}, "
                                                   f"seat {game.to_act} to act, host result {host.result}")]
        for c in clients:
            player = getattr(c, "player", None)
            lines.append(f"seat {c.seat}: connected {c.connected}, refusal {c.refusal}, result {c.result is not None}, "
                         f"open actions {len(c.view.open_actions) if c.view else None}, view current "
                         f"{game is not None and c.view is not None and c.view == game.view(c.seat)}, "
                         f"player busy {getattr(player, '_busy', None)} asked {getattr(player, '_asked', None)}")
        lines.append(f"host seats: {host.seat_infos()}")
        raise AssertionError("\n".join(lines)) from e


class ViewRecorder:
    """Every view the host sends a connection, whole or as the changes since the one before
    (``wire_view`` and ``view_changes`` are called for exactly the views it sends), by seat."""

    def __init__(self, monkeypatch) -> None:
        self.by_seat: dict[int, list] = {}
        self.whole = 0
        self.deltas = 0
        whole, changes = table_module.wire_view, table_module.view_changes

        def recording_whole(view):
            self.by_seat.setdefault(view.seat, []).append(view)
            self.whole += 1
            return whole(view)

        def recording_changes(before, after):
            self.by_seat.setdefault(after.seat, []).append(after)
            self.deltas += 1
            return changes(before, after)

        monkeypatch.setattr(table_module, "wire_view", recording_whole)
        monkeypatch.setattr(table_module, "view_changes", recording_changes)


def spin(condition, timeout: float = 10.0) -> None:
    """Run the event loop until ``condition()`` (qtbot.waitUntil sleeps 10 ms between its
    looks, which thousands of short connections cannot afford)."""
    deadline = time.monotonic() + timeout
    app = QCoreApplication.instance()
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached within {timeout} s")
        app.processEvents(QEventLoop.AllEvents, 20)


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


class Tap:
    """A relay on 127.0.0.1 between clients and a host, keeping every byte that passes,
    each way: what anyone on the network could capture. Connect clients to :attr:`port`."""

    def __init__(self, host_port: int) -> None:
        from PySide6.QtNetwork import QHostAddress, QTcpServer

        self.host_port = host_port
        self.to_host = bytearray()
        self.to_clients = bytearray()
        self.streams: list[tuple[bytearray, bytearray]] = []  # per connection: (to the host, to the client)
        self.sockets: list[QTcpSocket] = []
        self.server = QTcpServer()
        self.server.newConnection.connect(self._accept)
        assert self.server.listen(QHostAddress(LOOPBACK), 0)
        self.port = self.server.serverPort()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            inner = self.server.nextPendingConnection()
            outer = QTcpSocket()
            self.sockets += [inner, outer]
            early: list[bytes] = []
            stream = (bytearray(), bytearray())
            self.streams.append(stream)

            def pass_on(src, dst, sinks, queue=None):
                data = bytes(src.readAll().data())
                for sink in sinks:
                    sink += data
                if dst.state() == QAbstractSocket.ConnectedState:
                    dst.write(data)
                elif queue is not None:
                    queue.append(data)

            inner.readyRead.connect(lambda i=inner, o=outer, s=stream: pass_on(i, o, (self.to_host, s[0]), early))
            outer.readyRead.connect(lambda i=inner, o=outer, s=stream: pass_on(o, i, (self.to_clients, s[1])))
            outer.connected.connect(lambda o=outer: [o.write(d) for d in early] and early.clear())
            inner.disconnected.connect(lambda o=outer: o.disconnectFromHost())
            outer.disconnected.connect(lambda i=inner: i.disconnectFromHost())
            outer.connectToHost(LOOPBACK, self.host_port)

    def close(self) -> None:
        for s in self.sockets:
            s.abort()
        self.server.close()


class Raw:
    """A connection to the host that writes raw bytes and decodes what comes back.
    :meth:`open` says hello and seals the connection with a code, as a client does
    (``sealed`` once the host's welcome opened); :meth:`send` then seals each message."""

    def __init__(self, port: int, source: str | None = None) -> None:
        """Connect to ``port`` on 127.0.0.1, from ``source`` (a 127.0.0.x address) if given."""
        self.socket = QTcpSocket()
        self.decoder = client_decoder()
        self.received: list = []
        self.arrivals: list[float] = []  # when each of received came (time.monotonic)
        self.bytes = bytearray()  # everything the host sent, as it came
        self.closed = False
        self.seal = None
        self._exchange: Exchange | None = None
        self._hello = b""
        self._host_hello = b""
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(self._gone)
        self.socket.errorOccurred.connect(lambda _e: self._gone())
        if source is not None:
            from PySide6.QtNetwork import QHostAddress

            assert source.startswith("127."), source
            assert self.socket.bind(QHostAddress(source), 0), self.socket.errorString()
        self.socket.connectToHost(LOOPBACK, port)

    def _read(self) -> None:
        try:
            data = bytes(self.socket.readAll().data())
        except RuntimeError:  # torn down
            return
        self.bytes += data
        self.decoder.push(data)
        while (item := self.decoder.next()) is not None:
            self.received.append(item)
            self.arrivals.append(time.monotonic())
            kind = getattr(item, "type", None)
            if kind == "hello":
                self._host_hello = self.decoder.last_body
            elif kind == "key" and self._exchange is not None:
                self.seal = self._exchange.finish(bytes.fromhex(item.message),
                                                  transcript(self._host_hello, self._hello))
                self.decoder.opener = self.seal.open

    def _gone(self) -> None:
        try:
            if not self.closed and self.socket.isOpen():
                self._read()  # what came before the end
        except RuntimeError:  # torn down
            pass
        self.closed = True

    @property
    def connected(self) -> bool:
        return self.socket.state() == QAbstractSocket.ConnectedState

    @property
    def sealed(self) -> bool:
        """The host's welcome opened: the code was right, every frame is sealed both ways."""
        return bool(self.of("welcome"))

    def send(self, message) -> None:
        self.socket.write(encode(message, self.seal))

    def send_body(self, body: bytes) -> None:
        """One frame of ``body`` (any bytes), sealed."""
        self.socket.write(frame(self.seal.seal(body)))

    def write(self, data: bytes) -> None:
        self.socket.write(data)

    def hello(self, protocol: int = P.PROTOCOL_VERSION) -> None:
        data = encode(P.ClientHello(protocol=protocol, program=P.PROGRAM_VERSION))
        self._hello = data[4:]
        self.socket.write(data)

    def open(self, code: str = CODE, token: str | None = None) -> None:
        """The hello and this side's half of the exchange keyed by ``code``, or by a seat's
        ``token`` (a rejoin)."""
        from rummy_desktop.net.seal import seat_tag, token_secret

        self.hello()
        if token is not None:
            self._exchange = Exchange(token_secret(token), "client")
            self.send(P.ClientKey(message=self._exchange.message.hex(), tag=seat_tag(token_secret(token))))
        else:
            self._exchange = Exchange(code, "client")
            self.send(P.ClientKey(message=self._exchange.message.hex()))

    def of(self, kind: str) -> list:
        return [m for m in self.received if getattr(m, "type", None) == kind]

    def refusals(self) -> list:
        return [m.refusal for m in self.of("refused")] + [m.refusal for m in self.of("result") if m.refusal]

    def abort(self) -> None:
        self.socket.abort()
        self.closed = True
