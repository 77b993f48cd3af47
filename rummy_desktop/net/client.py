"""The LAN client: a connection to a host (QtCore and QtNetwork), and the seat it plays.

:class:`Client` speaks the protocol (see :mod:`.host` for the flow): it checks the host's
hello, then its sealed welcome, against its own plugins (:func:`.protocol.table_problem`),
seals the connection with the join code (:mod:`.seal`), or, to take its seat back, with
its seat's token (the code plays no part then), joins (or watches),
answers pings, and keeps the last view, seats and result the host sent (and, on a rejoin,
the round so far and the last chat lines). :class:`RemoteChannel` is the
:class:`~rummy_desktop.session.seat_channel.SeatChannel` the desktop table plays through
over the network (a spectator's has no seat); :class:`ComputerSeat` plays a client's seat
with a computer level (the headless ``join --ai``), deciding on a worker thread.
"""

from __future__ import annotations

import math
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.core.view import SeatView
from rummy_desktop.session.seat_channel import SeatChannel, Update
from rummy_desktop.session.seat_channel import SeatInfo as LocalSeatInfo
from rummy_desktop.session.worker import Worker

from . import protocol as P
from .framing import FrameError, client_decoder, encode
from .loop import Poster
from .own_pause import OwnPause
from .seal import Exchange, ExchangeFailed, Seal, seat_tag, token_secret, transcript
from .views import ViewState, engine_event


@dataclass
class ClientLimits:
    ping_interval: float = 2.0
    silence: float = 10.0  # a host not heard from for this long is gone
    connect: float = 5.0  # seconds to reach the host
    answer: float = 10.0  # seconds a command waits for its result


class Client(QObject):
    """One connection to a host. Signals run on the client's thread."""

    joined = Signal(int)  # our seat
    watching = Signal()  # we watch the table (a spectator)
    lobbyChanged = Signal()  # self.seats changed
    started = Signal()
    updated = Signal(object)  # an Update: another seat's move, once its view is in (see RemoteChannel)
    viewChanged = Signal()
    answered = Signal(object)  # a CommandResult
    chat = Signal(object, str, str)  # seat (None: a spectator), name, text
    finished = Signal(object)  # the game's result: {"winners", "draw", "scores", "rounds", "turns"}
    closed = Signal(object)  # the refusal that ended it (a Refusal), or None when the host left
    refused = Signal(object)  # a refusal that did not end it (a Refusal: a chat line not passed on...)

    def __init__(self, catalog, name: str, code: str, token: str | None = None,
                 limits: ClientLimits | None = None, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None, watch: bool = False) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.name, self.code, self.token = name, code, token
        self.limits = limits or ClientLimits()
        self.clock = clock
        self.hello: P.HostHello | None = None
        self.table_name = ""  # the table's name (sealed: it comes with the welcome)
        self.options: dict[str, str] = {}  # the table's options (sealed too)
        self.seat: int | None = None
        self.watch = watch  # to watch the table, at no seat (a spectator)
        self.watcher = False  # the host took us as a spectator
        self.seats: list[P.SeatInfo] = []
        self.watchers: list[str] = []  # the names of those who watch
        self.view: SeatView | None = None
        self.resyncs = 0  # whole views asked for (a delta that did not follow our view)
        self._deadline: float | None = None  # when the turn clock of the seat to act runs out (our clock)
        self._clock_seat: int | None = None  # the seat it runs for (as the host said last)
        self.result: dict | None = None
        self.refusal: P.Refusal | None = None  # what ended the connection
        self.last_refusal: P.Refusal | None = None  # the last refusal that did not
        self.chat_lines: list[tuple[int, str, str]] = []
        # what the host sent ahead of the view on a rejoin: the round so far (Updates) and
        # the table's last chat lines (None until then)
        self.history: list[Update] = []
        self.history_chat: list[tuple[int, str, str]] | None = None
        self._history: list[Update] = []
        self.bytes_received = 0
        self._decoder = client_decoder()
        self._exchange: Exchange | None = None
        self._hello_body = b""  # the two hellos as they travelled (hashed into the keys)
        self._host_hello = b""
        self._seal: Seal | None = None  # the connection's, once the host's key is in
        self._proven = False  # the host's first sealed frame opened: the code is right
        self._views = ViewState(catalog)
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._connected)
        self._socket.readyRead.connect(self._read)
        self._socket.disconnected.connect(self._gone)
        self._socket.errorOccurred.connect(self._socket_error)
        self._next_id = 0
        self._events: list = []  # events waiting for the view that follows them
        self._events_seat: int | None = None
        self._heard = clock()
        self._done = False
        self._draining = False
        self._ticker = QTimer(self)
        self._ticker.timeout.connect(self._tick)
        self._pinger = QTimer(self)  # a timer of its own: a ping every ping_interval, not every few ticks
        self._pinger.setTimerType(Qt.TimerType.PreciseTimer)
        self._pinger.timeout.connect(self._ping)
        self._pause = OwnPause(clock)
        self._connect_timer = QTimer(self)
        self._connect_timer.setSingleShot(True)
        self._connect_timer.timeout.connect(self._connect_timeout)
        self._nonce = 0

    # -- the connection ------------------------------------------------------------------

    def connect_to(self, address: str, port: int) -> None:
        self._socket.connectToHost(address, port)
        self._connect_timer.start(int(self.limits.connect * 1000))

    @property
    def connected(self) -> bool:
        return not self._done and self._socket.state() == QAbstractSocket.SocketState.ConnectedState

    def _connected(self) -> None:
        self._connect_timer.stop()
        self._socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # no Nagle: small frames go at once
        self._heard = self.clock()
        hello = encode(P.ClientHello(protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION))
        self._hello_body = hello[4:]
        token = self.token if self.rejoining else None
        if token is not None:  # rejoining: our seat's token keys the exchange, the code plays no part
            secret = token_secret(token)
            self._exchange = Exchange(secret, "client")
            key = P.ClientKey(message=self._exchange.message.hex(), tag=seat_tag(secret))
        else:
            self._exchange = Exchange(self.code, "client")
            key = P.ClientKey(message=self._exchange.message.hex())
        self._socket.write(hello + encode(key))
        self._ticker.start(max(50, int(min(1.0, self.limits.ping_interval) * 1000)))
        self._pause.start(self._ticker.interval() / 1000)
        self._pinger.start(max(10, int(self.limits.ping_interval * 1000)))

    @property
    def rejoining(self) -> bool:
        """It takes a seat back with the seat's token (the exchange is keyed by it)."""
        return self.token is not None and not self.watch

    def _connect_timeout(self) -> None:
        if not self.connected and not self._done:
            self._end(P.Refusal(reason="host_closing", params={"problem": "no_answer"}))

    def _gone(self) -> None:
        if not self._done and self._socket.isOpen():
            self._draining = True  # the host has gone: read, answer nothing
            self._read()  # the host's last words (a refusal) may come with the end
        self._end(None)

    def _socket_error(self, error) -> None:
        if self._done:
            return
        if error == QAbstractSocket.SocketError.RemoteHostClosedError:
            self._gone()
            return
        if self.hello is None:  # never reached the host: say what went wrong
            self._end(P.Refusal(reason="host_closing", params={"problem": "unreachable",
                                                               "detail": self._socket.errorString()[:100]}))
        else:
            self._end(None)

    def _write(self, message: Any) -> None:
        """Send ``message`` sealed (nothing but the hello and the key goes in the clear)."""
        if self._seal is not None and not self._done and not self._draining \
                and self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(encode(message, self._seal))

    def close(self, leave: bool = False) -> None:
        """Disconnect (``leave``: for good, the host's computer takes the seat at once)."""
        if leave and self.connected:
            self._write(P.Leave())
            self._socket.flush()
        self._end(self.refusal)

    def _end(self, refusal: P.Refusal | None) -> None:
        if self._done:
            return
        self._done = True
        if refusal is not None and self.refusal is None:
            self.refusal = refusal
        self._ticker.stop()
        self._pinger.stop()
        self._connect_timer.stop()
        try:
            self._socket.disconnectFromHost()
        except RuntimeError:  # the socket is already gone (the client is being destroyed)
            return
        self.closed.emit(self.refusal)

    def _tick(self) -> None:
        now = self.clock()
        self._heard = min(now, self._heard + self._pause.tick(now))  # our own pause is not the host's silence
        if now - self._heard > self.limits.silence:
            self._end(P.Refusal(reason="host_closing", params={"problem": "host_silent"}))

    def _ping(self) -> None:
        self._nonce += 1
        self._write(P.ClientPing(nonce=self._nonce))

    def _read(self) -> None:
        if self._done:
            return
        data = bytes(self._socket.readAll().data())
        self.bytes_received += len(data)
        self._heard = self.clock()
        self._decoder.push(data)
        # one frame at a time: the exchange seals the connection between two frames
        while not self._done and (item := self._decoder.next()) is not None:
            if isinstance(item, FrameError):  # a host that sends garbage is not a host to play with
                if item.code == "bad_seal" and not self._proven:  # its first sealed frame: the code is wrong
                    self._end(P.Refusal(reason="bad_token" if self.rejoining else "bad_code"))
                else:
                    self._end(item.refusal("client"))
                return
            if self._seal is not None:
                self._proven = True
            elif item.type not in ("hello", "key", "refused"):  # only these travel in the clear
                self._end(P.Refusal(reason="bad_message", params={"problem": "not_sealed"}))
                return
            self._handle(item)

    # -- messages ------------------------------------------------------------------------

    def _handle(self, msg: Any) -> None:
        kind = msg.type
        if kind == "hello":
            if self.hello is not None:
                self._end(P.Refusal(reason="bad_message", params={"problem": "second_hello"}))
                return
            self.hello = msg
            self._host_hello = self._decoder.last_body
            problem = P.table_problem(self.catalog, msg)
            if problem is not None:  # we lack the rule set, a house rule, or have other rules
                self._end(problem)
        elif kind == "key":
            self._sealed(msg)
        elif kind == "welcome":
            assert self.hello is not None  # a welcome is sealed, and the seal is made after the hello (_sealed)
            problem = P.table_problem(self.catalog, self.hello, msg)
            if problem is not None:  # a house rule we lack, or other rules: said (sealed: the code was right)
                self._write(P.Leave())
                self._socket.flush()
                self._end(problem)
                return
            self.table_name, self.options = msg.table, dict(msg.options)
            self._write(P.Join(name=self.name, token=self.token if self.rejoining else None, watch=self.watch))
            self.seats = list(msg.seats)
            self.lobbyChanged.emit()
        elif kind == "refused":
            if msg.fatal or msg.refusal.reason in ("bad_code", "bad_token", "version_mismatch"):
                self._end(msg.refusal)
            else:
                self.last_refusal = msg.refusal
                self.refused.emit(msg.refusal)
        elif kind == "joined":
            self.seat, self.token = msg.seat, msg.token
            self.joined.emit(msg.seat)
        elif kind == "watching":
            self.watcher = True
            self.watching.emit()
        elif kind in ("lobby", "start"):
            self.seats = list(msg.seats)
            if kind == "lobby":
                self.watchers = list(msg.watchers)
            self.lobbyChanged.emit()
            if kind == "start":
                self.started.emit()
        elif kind == "seat":
            self.seats = [msg.info if s.seat == msg.info.seat else s for s in self.seats]
            self.lobbyChanged.emit()
        elif kind == "events":
            self._events_seat = msg.seat
            self._events.extend(engine_event(e) for e in msg.events)
        elif kind == "clock":
            self._deadline = None if msg.seconds is None else self.clock() + msg.seconds
            self._clock_seat = msg.seat
            self.lobbyChanged.emit()
        elif kind in ("view", "view_delta"):
            self._deadline = None if msg.clock is None else self.clock() + msg.clock
            self._clock_seat = None
            if kind == "view":
                self.view = self._views.full(msg.view, msg.version)
            else:
                if msg.events:
                    self._events_seat = msg.seat
                    self._events.extend(engine_event(e) for e in msg.events)
                view = self._views.apply(msg.base, msg.changes)
                if view is None:  # not the view this delta follows: ask for the whole view
                    self.resyncs += 1
                    self._write(P.Resync())
                    return
                self.view = view
            events, self._events = self._events, []
            seat, self._events_seat = self._events_seat, None
            if events or seat is not None:
                self.updated.emit(Update(seat, events))
            self.viewChanged.emit()
        elif kind == "history":
            self._history += [Update(m.seat, [engine_event(e) for e in m.events]) for m in msg.moves]
            if msg.chat:
                self.history_chat = [(c.seat, c.name, c.text) for c in msg.chat]
            if not msg.more:
                self.history, self._history = self._history, []
                if self.history_chat is None:
                    self.history_chat = []
                self.chat_lines = list(self.history_chat)
        elif kind == "result":
            self.answered.emit(msg)
        elif kind == "chat":
            self.chat_lines.append((msg.seat, msg.name, msg.text))
            self.chat.emit(msg.seat, msg.name, msg.text)
        elif kind == "ping":
            self._write(P.ClientPong(nonce=msg.nonce))
        elif kind == "game_result":
            self.result = {"winners": msg.winners, "draw": msg.draw, "scores": msg.scores,
                           "rounds": msg.rounds, "turns": msg.turns}
            self.finished.emit(self.result)

    def _sealed(self, msg: P.HostKey) -> None:
        """The host's half of the exchange: from now on every frame is sealed both ways."""
        if self.hello is None or self._exchange is None or self._seal is not None:
            self._end(P.Refusal(reason="bad_message", params={"problem": "key_out_of_turn"}))
            return
        try:
            seal = self._exchange.finish(bytes.fromhex(msg.message), transcript(self._host_hello, self._hello_body))
        except ExchangeFailed:
            self._end(P.Refusal(reason="bad_message", params={"problem": "bad_key"}))
            return
        self._seal = seal
        self._decoder.opener = seal.open

    def turn_clock(self) -> tuple[int, int] | None:
        """The seat to act and the seconds left on its turn clock (None: no clock runs)."""
        view = self.view
        if self._deadline is None or view is None:
            return None
        seat = self._clock_seat if self._clock_seat is not None else view.turn
        return seat, max(0, math.ceil(self._deadline - self.clock()))

    def send_command(self, action: Any) -> int:
        """Send ``action`` for our seat; its id (the ``result`` of that id answers it)."""
        self._next_id += 1
        self._write(P.Command(id=self._next_id, action=action))
        return self._next_id

    def say(self, text: str) -> None:
        self._write(P.ClientChat(text=text))


def refusal_error(refusal: P.Refusal) -> IllegalAction:
    """A refused command as the IllegalAction a seat channel raises: the engine's reason
    code for an illegal action, else the network's (``not_your_turn``, ``rate_limited`` ...)."""
    code = refusal.code if refusal.reason == "illegal_action" and refusal.code else refusal.reason
    return IllegalAction(code, **dict(refusal.params))


class RemoteChannel(SeatChannel):
    """A seat at a host's table, played at this machine (the desktop table's channel for a
    network game). ``submit`` waits for the host's answer (at most ``limits.answer``
    seconds, in a nested event loop): its events, or IllegalAction with the reason code
    (``no_answer`` when the host did not answer in time). A spectator's channel has no
    seat (``seat`` None): its view has no hand and it submits nothing."""

    def __init__(self, client: Client) -> None:
        if (client.seat is None and not client.watcher) or client.view is None or client.hello is None:
            raise RuntimeError("the client has not joined (or begun to watch) a started game")
        super().__init__(client.seat)
        self.client = client
        self._hello = client.hello  # (checked above)
        self._waiting: int | None = None
        self._answer: P.CommandResult | None = None
        self._own: list = []
        client.updated.connect(self._updated)
        client.answered.connect(self._answered)

    @property
    def spectator(self) -> bool:
        """It watches: no seat, no hand."""
        return self.seat is None

    @property
    def family(self) -> str:
        return self.client.catalog.variant(self._hello.variant).spec.family

    def view(self) -> SeatView:
        view = self.client.view
        assert view is not None  # there was one when the channel was made, and a view is only replaced
        return view

    def seats(self) -> list[LocalSeatInfo]:
        out = []
        clock = self.client.turn_clock()
        for info in self.client.seats:
            if info.seat == self.seat:
                kind = "human"
            else:
                kind = "computer" if info.kind == "computer" else "remote"
            connection = {"reconnecting": "reconnecting", "computer_played": "computer",
                          "left": "left"}.get(info.status, "connected")
            out.append(LocalSeatInfo(name=info.name, kind=kind, level=info.level, connection=connection,
                                     seconds_left=info.seconds_left,
                                     clock=clock[1] if clock is not None and clock[0] == info.seat else None))
        return out

    @property
    def busy(self) -> bool:
        return self._waiting is not None

    def submit(self, action: Any) -> list:
        if self.seat is None:  # a spectator plays no seat
            raise IllegalAction("not_your_turn")
        if not self.client.connected:
            raise IllegalAction("host_closing")
        self._answer, self._own = None, []
        self._waiting = self.client.send_command(action)
        loop = QEventLoop()
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        self.client.answered.connect(loop.quit)
        self.client.closed.connect(loop.quit)
        timer.start(int(self.client.limits.answer * 1000))
        try:
            while self._answer is None and self.client.connected and timer.isActive():
                loop.exec()
        finally:
            timer.stop()
            self.client.answered.disconnect(loop.quit)
            self.client.closed.disconnect(loop.quit)
            self._waiting = None
        answer = self._answer
        if answer is None or not answer.accepted:
            if self._own:  # a move of our seat that was not this one (its stand-in's, the clock ran out)
                update = Update(self.seat, self._own)
                QTimer.singleShot(0, lambda: self._notify(update))
            if answer is None:
                raise IllegalAction("no_answer" if self.client.connected else "host_closing")
            raise refusal_error(answer.refusal)
        return self._own

    def close(self) -> None:
        self.client.close()

    def history(self) -> list[Update]:
        return list(self.client.history)

    def _answered(self, result: P.CommandResult) -> None:
        if self._waiting is not None and result.id == self._waiting:
            self._answer = result

    def _updated(self, update: Update) -> None:
        if self._waiting is not None and update.seat == self.seat:
            self._own = update.events  # the answer to our own command
            return
        self._notify(update)


class ComputerSeat(QObject):
    """Plays a client's seat with a computer ``level`` (the headless ``join --ai``): when the
    host's view says it is our turn, the player decides on a worker thread and the action
    goes to the host. A refused move falls back on simpler players (greedy, then random).
    ``think_time``: seconds per decision (None: the level's own default)."""

    def __init__(self, client: Client, level: str, parent: QObject | None = None,
                 think_time: float | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.think_time = think_time
        self.levels = [level] + [n for n in ("greedy", "random") if n != level]
        self._players: dict[str, Any] = {}
        self._worker = Worker("rummy-client-seat")
        self._poster = Poster(self)
        self._busy = False  # deciding, or waiting for the host's answer
        self._attempt = 0
        self._asked: int | None = None
        self.refusals = 0
        client.viewChanged.connect(self._consider)
        client.answered.connect(self._answered)
        client.closed.connect(lambda _r: self._worker.close())

    def _player(self, name: str) -> Any:
        if name not in self._players:
            hello = self.client.hello
            assert hello is not None  # asked for a view (_consider), and the host's hello comes before any
            seed = derive_seed(zlib.crc32(hello.variant.encode()), (self.client.seat or 0) + 1)
            self._players[name] = self.client.catalog.player(name).create(self.client.seat, seed, self.think_time)
        return self._players[name]

    def _consider(self) -> None:
        view = self.client.view
        if self._busy or view is None or not view.open_actions or self.client.result is not None:
            return
        self._busy = True
        player = self._player(self.levels[min(self._attempt, len(self.levels) - 1)])
        self._worker.submit(lambda: player.choose(view),
                            lambda action, error: self._poster.post(lambda: self._decided(view, action, error)))

    def _decided(self, view: SeatView, action: Any, error: BaseException | None) -> None:
        if not self.client.connected:
            return
        if error is not None or view is not self.client.view:
            self._busy = False
            if error is not None:
                self._attempt += 1
            self._consider()
            return
        self._asked = self.client.send_command(action)

    def _answered(self, result: P.CommandResult) -> None:
        if result.id != self._asked:
            return
        self._asked = None
        self._busy = False
        if result.accepted:
            self._attempt = 0
        else:
            self.refusals += 1
            self._attempt += 1
        self._consider()
