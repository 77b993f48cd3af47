"""The LAN host: the only engine of a network game, and its sockets (QtCore and QtNetwork).

A :class:`Host` listens on a ``QTcpServer``. Each connection is a :class:`_Peer`: its bytes
go through a :class:`~.framing.FrameDecoder` (hostile input becomes a typed refusal, or a
closed connection for that peer only), and every message it receives is judged here
before anything acts on it.

The flow of a connection (the first four frames in the clear, all the others sealed)::

    host -> hello (versions, table, rule set, options, rules digest)   no seat, no name
    client -> hello (versions)              another protocol version: refused (naming both), closed
    client -> key (SPAKE2, the join code)   too many wrong codes: refused, closed
    host -> key (SPAKE2; tries left)        from here on every frame is sealed (see .seal)
    host -> welcome (seats)                 the client opens it only with the right code
    client -> join (name[, token])          does not open: a wrong code (counted), closed
    host -> joined (seat, token)            the token is 128 random bits; the host keeps its hash
    host -> lobby (seats) to everyone       ... until every open seat is taken
    host -> start (seats), view             the game begins (the whole view, version 1)
    client -> command (id, action)          its seat, its turn, the engine's verdict
    host -> events, view_delta (each seat)  the public events, and what changed in its own view
    client -> resync                        (its view is not the delta's base) host -> view
    host -> result (id)                     to the sender: accepted, or the refusal
    host -> game_result                     the end
    either -> ping / pong                   every 2 s; a peer silent 10 s is dropped

Computer seats are driven by a :class:`~rummy_desktop.session.seat_channel.GameOwner` on
its worker thread, their moves posted back to the host's thread; a dropped player's seat
waits (a countdown), then a computer of the host's chosen level holds it until its owner
comes back with the token. The host's own seat, when it plays one, is a
:class:`HostSeatChannel`, so the desktop table plays it like any local seat.
"""

from __future__ import annotations

import hashlib
import math
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.view import SeatView
from rummy_desktop.core.variant import SpecError
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.session.seat_channel import GameOwner, SeatChannel, Update
from rummy_desktop.session.seat_channel import SeatInfo as LocalSeatInfo

from . import protocol as P
from .framing import FrameError, FrameTooLarge, encode, host_decoder
from .loop import Poster
from .own_pause import OwnPause
from .seal import Exchange, ExchangeFailed, transcript
from .views import engine_event, public_events, rules_digest, view_changes, wire_view
from .wire import MAX_COUNT, MAX_EVENTS, MAX_SECONDS


@dataclass(frozen=True)
class SeatPlan:
    """One seat of a table to host: ``"host"`` (played at the host's machine), ``"open"`` (a
    player joins over the network) or ``"computer"`` (of ``level``)."""

    kind: str
    level: str | None = None
    name: str = ""


def parse_seats(spec: str, levels: list[str]) -> list[SeatPlan]:
    """The command line's ``--seats``: comma-separated ``open`` or a computer level."""
    plans = []
    for word in (w.strip() for w in spec.split(",")):
        if word == "open":
            plans.append(SeatPlan("open"))
        elif word in levels:
            plans.append(SeatPlan("computer", word))
        else:
            raise SpecError("bad_seat", f"a seat is 'open' or a computer level ({', '.join(levels)}), "
                                        f"not {word!r}", seat=word)
    return plans


@dataclass
class HostLimits:
    """How patient and how strict the host is. Times in seconds."""

    ping_interval: float = 2.0
    silence: float = 10.0  # a peer not heard from for this long is dropped
    frame_time: float = 10.0  # a frame's last byte comes within this long of its first, or the peer is dropped
    join_time: float = 30.0  # a connection that has not taken a seat (or begun to watch) by then is dropped
    alive: float = 5.0  # a seat's connection heard from within this long is in use: its token is refused elsewhere
    grace: float = 60.0  # a dropped player's seat waits this long, then a computer holds it
    tries: int = 5  # wrong join codes (or tokens) per address ...
    try_window: float = 300.0  # ... within this long, then that address is refused
    free_tries: int = 10  # wrong codes in all (any address) within the window before every exchange waits:
    backoff: float = 60.0  # 1 s after the next, then 2, 4 ... up to this long
    per_address: int = 10  # connections at once from one address (several players may share one)
    connections: int = 32  # connections at once in all
    watchers: int = P.MAX_WATCHERS  # spectators at once
    queue: int = 1 << 20  # bytes waiting to go to a peer that does not read: more drop it
    window: float = 10.0  # the rate window
    # frames of any kind per window and connection, before and after joining (an accepted
    # command is not counted): more are dropped unread, twice as many drop the peer
    messages: int = 100
    # commands the game did not take (refused, out of turn, replayed) per window: more are
    # refused unread, three times more drop the peer. Accepted commands are not counted: the
    # game itself bounds them (a computer client plays many moves a second, legitimately).
    commands: int = 30
    chats: int = 10  # chat lines per window
    bad_frames: int = 50  # unusable frames a peer may send before it is dropped
    pace: int = 0  # milliseconds before a computer seat moves


def printable(text: str, limit: int) -> str:
    """``text`` without control characters, at most ``limit`` long (names on everyone's table)."""
    return "".join(ch for ch in text if ch.isprintable())[:limit]


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass
class _Seat:
    plan: SeatPlan
    name: str = ""
    peer: "_Peer | None" = None
    token_hash: str | None = None
    joined: bool = False  # a player has sat here (an open seat)
    dropped_at: float | None = None  # its player's connection was lost then
    held: bool = False  # a computer holds the seat for its absent player
    forced: bool = False  # the host chose: a computer plays it until the host gives it back
    timed_out: bool = False  # its turn clock ran out: its stand-in plays this one turn

    @property
    def by_computer(self) -> bool:
        """A computer plays this player's seat now (for whichever reason)."""
        return self.held or self.forced or self.timed_out


@dataclass
class _Peer:
    socket: QTcpSocket
    address: str
    heard: float
    since: float = 0.0  # when it connected
    decoder: Any = field(default_factory=host_decoder)
    seq: int = 0
    # "hello": its hello is awaited; "key": its half of the exchange; "proof": its first
    # sealed frame (which opens only with the right code); "sealed": the code is proven
    stage: str = "hello"
    hello_body: bytes = b""  # the two hellos as they travelled (hashed into the keys)
    client_hello: bytes = b""
    seal: Any = None  # the connection's Seal, once the host has sent its key
    deferred: Any = None  # its key, waiting for its address's exchanges under way
    seat: int | None = None
    watcher: str | None = None  # a spectator's name: it watches, at no seat
    last_id: int = -1
    bad: int = 0
    closed: bool = False
    frames: deque = field(default_factory=deque)  # when its frames came (see HostLimits.messages)
    owed: int = 0  # pongs it owes the host's pings (those are not counted as its frames)
    partial_since: float | None = None  # when the first byte of its frame still incomplete came
    commands: deque = field(default_factory=deque)
    chats: deque = field(default_factory=deque)
    results: dict = field(default_factory=dict)  # its last commands' answers: id -> (accepted, refusal)
    sent: int = 0  # bytes
    view: SeatView | None = None  # the last view its client was sent (deltas follow it)
    answer: int | None = None  # the command being applied: its result goes out with its view
    version: int = 0  # that view's number
    dropped_ids: int = 0  # duplicate command ids (answered again, never applied twice)


def _at_table(peer: _Peer) -> bool:
    """It plays a seat or watches: it hears the game."""
    return peer.seat is not None or peer.watcher is not None


def _within(times: deque, now: float, window: float) -> int:
    while times and now - times[0] > window:
        times.popleft()
    return len(times)


class Host(QObject):
    """A table on the local network. ``plan``: one :class:`SeatPlan` per seat. Raises
    SpecError for an unknown rule set, option, player count or computer level."""

    lobbyChanged = Signal()  # who has joined, seat connections, countdowns
    started = Signal()
    finished = Signal(object)  # the result: {"winners", "draw", "scores", "rounds", "turns"}
    chat = Signal(object, str, str)  # seat (None: a spectator), name, text

    def __init__(self, catalog, variant: str, options: dict[str, str], plan: list[SeatPlan], *,
                 code: str | None = None, seed: int | None = None, name: str = "Rummy Desktop",
                 stand_in: str = "standard", limits: HostLimits | None = None, autosave=None,
                 auto_start: bool = True, clock: Callable[[], float] = time.monotonic,
                 think_time: float | None = None, turn_clock: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        spec = catalog.variant(variant).spec
        self.options = spec.check_options(options)
        self.rules = catalog.rules(variant, self.options, len(plan))  # SpecError: player count
        for p in plan:
            if p.kind not in ("host", "open", "computer"):
                raise SpecError("bad_seat", f"unknown seat kind {p.kind!r}", seat=p.kind)
            if p.kind == "computer":
                catalog.player(p.level or "")
        catalog.player(stand_in)
        self.catalog, self.spec, self.variant = catalog, spec, variant
        self.code = code or f"{secrets.randbelow(10**6):06d}"
        problem = P.code_problem(self.code)
        if problem is not None:
            raise ValueError(problem)
        self.seed = secrets.randbits(63) if seed is None else seed
        self.table_name = printable(name, 48).strip() or "Rummy Desktop"
        self.stand_in = stand_in
        if turn_clock is not None and not 0 < turn_clock <= MAX_SECONDS:
            raise ValueError(f"a turn clock is 1 to {MAX_SECONDS} seconds, not {turn_clock}")
        self.turn_clock = turn_clock  # seconds per turn of a player's seat (None: no clock)
        self._turn: tuple | None = None  # the turn the clock runs for (see _clock_turn)
        self._deadline: float | None = None
        self.think_time = think_time  # the computer seats' and stand-ins' (None: their own)
        self.limits = limits or HostLimits()
        self.autosave = autosave
        self.auto_start = auto_start  # False: the game starts when start() is called (the desktop's Start)
        self.clock = clock
        self.seats = [_Seat(p, printable(p.name, 32)) for p in plan]
        self.session: GameSession | None = None
        self.owner: GameOwner | None = None
        self.peers: list[_Peer] = []
        self.turns = 0
        self.history: list[tuple[int | None, list]] = []  # this round's moves: (seat, engine events)
        self.chat_lines: deque = deque(maxlen=P.MAX_HISTORY_CHAT)  # (seat, name, text), the latest
        self.result: dict | None = None
        self.bytes_sent = 0
        self._tries: dict[str, deque] = {}  # wrong codes (and tokens), by address
        self._all_tries: deque = deque()  # wrong codes from any address
        self._channels: list[HostSeatChannel] = []
        self._digest = rules_digest(self.rules)
        self._poster = Poster(self)
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._ticker = QTimer(self)
        self._ticker.timeout.connect(self._tick)
        self._pinger = QTimer(self)  # a timer of its own: a ping every ping_interval, not every few ticks
        self._pinger.setTimerType(Qt.PreciseTimer)
        self._pinger.timeout.connect(self._ping)
        self._pause = OwnPause(self.clock)
        self._nonce = 0
        self._responder = None

    # -- the server ---------------------------------------------------------------------

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        """Start listening (``port`` 0: any free port, see :attr:`port`)."""
        ok = self._server.listen(QHostAddress(address), port)
        if ok:
            self._ticker.start(max(50, int(min(1.0, self.limits.ping_interval) * 1000)))
            self._pause.start(self._ticker.interval() / 1000)
            self._pinger.start(max(10, int(self.limits.ping_interval * 1000)))
        return ok

    @property
    def port(self) -> int:
        return self._server.serverPort()

    def advertise(self, address: str = "0.0.0.0", port: int | None = None) -> bool:
        """Answer discovery probes (on ``port``, default :data:`.discovery.DISCOVERY_PORT`);
        False when the port is taken (joining by address still works)."""
        from .discovery import DISCOVERY_PORT, Responder

        if self._responder is None:
            self._responder = Responder(self.table_ad, self.clock, self)
        return self._responder.listen(address, DISCOVERY_PORT if port is None else port)

    @property
    def discovery_port(self) -> int | None:
        return self._responder.port if self._responder is not None else None

    def table_ad(self) -> P.TableAd:
        """What this table says to a discovery probe."""
        return P.TableAd(protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION, table=self.table_name,
                         variant=self.variant, variant_name=self.spec.name[:64], players=len(self.seats),
                         free=self.open_seats if self.session is None else 0, port=self.port)

    @property
    def error(self) -> str:
        return self._server.errorString()

    def set_think_time(self, seconds: float | None) -> None:
        """The thinking time of the computer seats and the stand-ins, from their next
        decision on (seconds per decision; None: their own default)."""
        self.think_time = seconds
        if self.session is not None:
            self.session.set_think_time(seconds)

    def close(self) -> None:
        """Stop: tell everyone, close every connection, stop the computer seats."""
        self._ticker.stop()
        self._pinger.stop()
        self._server.close()
        if self._responder is not None:
            self._responder.close()
        for peer in list(self.peers):
            self._refuse(peer, P.Refusal(reason="host_closing"), fatal=True)
        if self.owner is not None:
            self.owner.close()
        if self.session is not None:
            self.session.close()  # the autosave still pending is written

    @property
    def game(self):
        return self.session.game if self.session is not None else None

    def channel(self, seat: int) -> "HostSeatChannel":
        """The channel the host's own seat plays through (a ``"host"`` seat of the plan)."""
        if self.seats[seat].plan.kind != "host":
            raise ValueError(f"seat {seat} is not the host's")
        ch = HostSeatChannel(self, seat)
        self._channels.append(ch)
        return ch

    # -- seats --------------------------------------------------------------------------

    def seat_infos(self) -> list[P.SeatInfo]:
        now = self.clock()
        out = []
        for i, s in enumerate(self.seats):
            kind = s.plan.kind
            info: dict[str, Any] = {"seat": i, "name": s.name[:32]}
            if kind == "host":
                info["kind"] = "human"
                if s.by_computer:
                    info.update(status="computer_played", level=self.stand_in)
            elif kind == "computer":
                info.update(kind="computer", level=s.plan.level)
            elif not s.joined:
                info.update(kind="open", status="waiting")
            else:
                info["kind"] = "remote"
                if s.by_computer:
                    info.update(status="computer_played", level=self.stand_in)
                elif s.peer is None and self.game.over:  # nobody waits for a player after the end
                    info["status"] = "left"
                elif s.peer is None:
                    left = self.limits.grace - (now - (s.dropped_at or now))
                    info.update(status="reconnecting", seconds_left=max(0, min(MAX_SECONDS, int(left + 0.999))))
            out.append(P.SeatInfo(**info))
        return out

    @property
    def open_seats(self) -> int:
        return sum(1 for s in self.seats if s.plan.kind == "open" and not s.joined)

    # -- connections --------------------------------------------------------------------

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            address = sock.peerAddress().toString()
            sock.setSocketOption(QAbstractSocket.LowDelayOption, 1)  # no Nagle: small frames go at once
            now = self.clock()
            peer = _Peer(sock, address, now, since=now)
            if len(self.peers) >= self.limits.connections or \
                    sum(1 for p in self.peers if p.address == address) >= self.limits.per_address:
                self.peers.append(peer)
                self._refuse(peer, P.Refusal(reason="too_many_connections"), fatal=True)
                continue
            self.peers.append(peer)
            sock.readyRead.connect(lambda p=peer: self._read(p))
            sock.disconnected.connect(lambda p=peer: self._drop(p))
            sock.errorOccurred.connect(lambda _e, p=peer: self._drop(p))
            hello = self._pack(peer, P.HostHello, protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION,
                               table=self.table_name, variant=self.variant, variant_name=self.spec.name[:64],
                               options=self.options, players=len(self.seats), rules_digest=self._digest)
            peer.hello_body = hello[4:]
            self._write(peer, hello)

    def _send(self, peer: _Peer, kind: type, **fields: Any) -> None:
        self._write(peer, self._pack(peer, kind, **fields))

    def _pack(self, peer: _Peer, kind: type, **fields: Any) -> bytes:
        """One frame for ``peer``, numbered in its sequence (and sealed, once it is)."""
        data = encode(kind(seq=peer.seq, **fields), peer.seal)
        peer.seq += 1
        return data

    def _write(self, peer: _Peer, data: bytes) -> None:
        if peer.closed or peer.socket.state() != QAbstractSocket.ConnectedState:
            return
        peer.sent += len(data)
        self.bytes_sent += len(data)
        peer.socket.write(data)
        if peer.socket.bytesToWrite() > self.limits.queue:  # it does not read: its queue would grow forever
            self._drop(peer, abort=True)

    def _view_frame(self, peer: _Peer, seat: int | None = None, events: list | None = None) -> bytes:
        """The frames that bring ``peer``'s client to its seat's view now, after ``events``
        (of ``seat``'s move, as this client may see them): what changed since the view it was
        sent last, with the events in the same frame, or the whole view (the first one, or
        after a resync). Events that do not fit in the delta's frame go ahead in their own."""
        view = self.session.game.view(peer.seat)
        events = events or []
        changes = view_changes(peer.view, view) if peer.view is not None else None
        frames: list[bytes] = []
        if changes is not None and len(events) <= MAX_EVENTS:
            one = self._pack_if_fits(peer, P.ViewDelta, base=peer.version, changes=changes,
                                     seat=seat if events else None, events=events, clock=self.clock_left())
            frames = [one] if one is not None else []  # a long move on a full table: events on their own
        if not frames:
            frames = [self._pack(peer, P.EventsMessage, seat=seat, events=events[at:at + MAX_EVENTS])
                      for at in range(0, len(events), MAX_EVENTS)]
            if changes is None:
                frames.append(self._pack(peer, P.ViewMessage, view=wire_view(view), version=peer.version + 1,
                                         clock=self.clock_left()))
            else:
                frames.append(self._pack(peer, P.ViewDelta, base=peer.version, changes=changes,
                                         clock=self.clock_left()))
        peer.view, peer.version = view, peer.version + 1
        return b"".join(frames)

    def _pack_if_fits(self, peer: _Peer, kind: type, **fields: Any) -> bytes | None:
        """The frame, or None when it would be over the frame limit."""
        try:
            return self._pack(peer, kind, **fields)
        except FrameTooLarge:
            return None

    @staticmethod
    def _flush(peer: _Peer) -> None:
        """Hand what was written to the system now, not when the event loop next turns."""
        if not peer.closed:
            peer.socket.flush()

    def _refuse(self, peer: _Peer, refusal: P.Refusal, fatal: bool = False) -> None:
        self._send(peer, P.HostRefused, refusal=refusal, fatal=fatal)
        if fatal:
            self._drop(peer)

    def _drop(self, peer: _Peer, abort: bool = False) -> None:
        """Close ``peer`` (what was written still goes out, unless ``abort``: a peer that does
        not read) and free or hold its seat."""
        if peer.closed:
            return
        peer.closed = True
        if peer in self.peers:
            self.peers.remove(peer)
        if peer.stage == "proof":  # gone without proving the code: a wrong one
            peer.stage = "closed"
            self._settled(peer, proven=False)
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
        if peer.watcher is not None:  # a spectator left
            self._broadcast_lobby()
            self.lobbyChanged.emit()
        if peer.seat is None:
            return
        seat = self.seats[peer.seat]
        if seat.peer is not peer:
            return  # its player already came back on another connection
        seat.peer = None
        if self.session is None:  # in the lobby: the seat is open again
            seat.joined, seat.name, seat.token_hash = False, "", None
            self._broadcast_lobby()
        else:
            seat.dropped_at = self.clock()
            self._seat_changed(peer.seat)
        self.lobbyChanged.emit()

    def _read(self, peer: _Peer) -> None:
        if peer.closed:
            return
        data = bytes(peer.socket.readAll().data())
        now = peer.heard = self.clock()
        decoder = peer.decoder
        decoder.push(data)
        frames = decoder.frames
        self._read_frames(peer)
        if decoder.pending == 0:
            peer.partial_since = None
        elif peer.partial_since is None or decoder.frames != frames:  # a new frame has begun
            peer.partial_since = now

    def _read_frames(self, peer: _Peer) -> None:
        decoder = peer.decoder
        # one frame at a time: the exchange seals the connection between two frames
        while not peer.closed and (item := decoder.next()) is not None:
            if self._flooding(peer):
                continue
            if peer.stage == "proof":
                if isinstance(item, FrameError) and item.code == "bad_seal":  # a wrong code
                    self._drop(peer)
                    return
                self._settled(peer, proven=True)
            if isinstance(item, FrameError):
                peer.bad += 1
                self._refuse(peer, item.refusal("host"), fatal=item.fatal or peer.bad > self.limits.bad_frames)
            else:
                self._handle(peer, item)

    def _flooding(self, peer: _Peer) -> bool:
        """Count one frame of ``peer`` (of any kind, before or after joining): whether it is
        over the limit, and so dropped unread. The first one over is answered; twice the
        limit drops the peer."""
        now = self.clock()
        n = _within(peer.frames, now, self.limits.window)
        peer.frames.append(now)
        if n < self.limits.messages:
            return False
        if n + 1 >= 2 * self.limits.messages:
            self._refuse(peer, P.Refusal(reason="rate_limited", params={"what": "messages"}), fatal=True)
        elif n == self.limits.messages:
            self._refuse(peer, P.Refusal(reason="rate_limited", params={"what": "messages",
                                                                        "seconds": int(self.limits.window)}))
        return True

    def _handle(self, peer: _Peer, msg: Any) -> None:
        kind = msg.type
        if peer.stage == "hello":
            if kind != "hello":  # the first frame each way is a hello
                self._refuse(peer, P.Refusal(reason="bad_message", params={"problem": "hello_first"}), fatal=True)
                return
            peer.client_hello = peer.decoder.last_body
            peer.stage = "key"
            return
        if peer.stage == "key":
            if kind != "key":  # nothing but the exchange travels in the clear
                self._refuse(peer, P.Refusal(reason="bad_message", params={"problem": "key_first"}), fatal=True)
                return
            self._exchange(peer, msg)
            return
        if kind in ("hello", "key"):
            peer.bad += 1
            self._refuse(peer, P.Refusal(reason="bad_message", params={"problem": f"second_{kind}"}),
                         fatal=peer.bad > self.limits.bad_frames)
        elif kind == "join":
            self._join(peer, msg)
        elif kind == "command":
            self._command(peer, msg)
        elif kind == "chat":
            self._chat(peer, msg)
        elif kind == "ping":
            self._send(peer, P.HostPong, nonce=msg.nonce)
        elif kind == "pong" and peer.owed > 0:  # the answer to our ping: not counted
            peer.owed -= 1
            if peer.frames:
                peer.frames.pop()
        elif kind == "resync":
            self._resync(peer)
        elif kind == "leave":
            self._leave(peer)
        # a pong: being heard from is all it says

    # -- sealing ------------------------------------------------------------------------

    def _exchange(self, peer: _Peer, msg: P.ClientKey) -> None:
        """The client's half of the exchange: answered with the host's half, then the sealed
        welcome. Its address's wrong codes (and the exchanges of that address still
        unproven) are counted first: an address has ``limits.tries`` codes per window, and
        an exchange that would be one too many, if those under way turned out wrong, waits
        for them. After many wrong codes in all, every address waits (see :meth:`_backoff`)."""
        now = self.clock()
        wrong = _within(self._tries.setdefault(peer.address, deque()), now, self.limits.try_window)
        if wrong >= self.limits.tries:
            self._refuse(peer, P.Refusal(reason="too_many_tries"), fatal=True)
            return
        wait = self._backoff(now)
        if wait:
            self._refuse(peer, P.Refusal(reason="too_many_tries", params={"seconds": wait}), fatal=True)
            return
        pending = sum(1 for p in self.peers if p.address == peer.address and p.stage == "proof")
        if wrong + pending >= self.limits.tries:
            peer.deferred = msg  # taken up again when one of those is proven or fails
            return
        peer.deferred = None
        exchange = Exchange(self.code, "host")
        try:
            seal = exchange.finish(bytes.fromhex(msg.message), transcript(peer.hello_body, peer.client_hello))
        except ExchangeFailed:
            self._refuse(peer, P.Refusal(reason="bad_message", params={"problem": "bad_key"}), fatal=True)
            return
        left = min(MAX_COUNT, self.limits.tries - wrong - pending - 1)  # should this code be wrong
        self._write(peer, self._pack(peer, P.HostKey, message=exchange.message.hex(), tries_left=left))
        peer.seal, peer.decoder.opener, peer.stage = seal, seal.open, "proof"
        self._write(peer, self._pack(peer, P.Welcome, seats=self.seat_infos()))

    def _backoff(self, now: float) -> int:
        """Seconds every new exchange waits after many wrong codes in all (from any address):
        past ``limits.free_tries`` in the window, each wrong code doubles the wait after it,
        up to ``limits.backoff``; 0 when there is no wait."""
        wrong = _within(self._all_tries, now, self.limits.try_window)
        if wrong < self.limits.free_tries:
            return 0
        wait = min(self.limits.backoff, 2.0 ** (wrong - self.limits.free_tries))
        return max(0, math.ceil(self._all_tries[-1] + wait - now))

    def _settled(self, peer: _Peer, proven: bool) -> None:
        """``peer``'s exchange is settled: its first sealed frame opened (``proven``), or it
        did not, or the connection went before it came (a wrong code either way). The
        exchanges of its address that waited for it are taken up again."""
        if proven:
            peer.stage = "sealed"
        else:
            now = self.clock()
            self._tries.setdefault(peer.address, deque()).append(now)
            self._all_tries.append(now)
        for p in [p for p in self.peers if p.deferred is not None and p.address == peer.address]:
            if p.deferred is not None and not p.closed:
                self._exchange(p, p.deferred)

    # -- joining ------------------------------------------------------------------------

    def _wrong_try(self, peer: _Peer, refusal: P.Refusal) -> None:
        tries = self._tries.setdefault(peer.address, deque())
        tries.append(self.clock())
        left = self.limits.tries - _within(tries, self.clock(), self.limits.try_window)
        if left <= 0:
            self._refuse(peer, P.Refusal(reason="too_many_tries"), fatal=True)
            return
        self._refuse(peer, refusal, fatal=True)

    def _join(self, peer: _Peer, msg: P.Join) -> None:
        if _at_table(peer):
            self._refuse(peer, P.Refusal(reason="bad_message", params={"problem": "already_joined"}))
            return
        if msg.watch:
            self._watch(peer, msg.name)
            return
        if msg.token is not None:
            self._rejoin(peer, msg)
            return
        if self.session is not None:
            self._refuse(peer, P.Refusal(reason="game_started"), fatal=True)
            return
        free = next((i for i, s in enumerate(self.seats) if s.plan.kind == "open" and not s.joined), None)
        if free is None:
            self._refuse(peer, P.Refusal(reason="table_full"), fatal=True)
            return
        seat = self.seats[free]
        seat.joined, seat.name, seat.peer = True, msg.name, peer
        peer.seat = free
        self._give_token(peer, seat, free)
        self._broadcast_lobby()
        self.lobbyChanged.emit()
        if self.open_seats == 0 and self.auto_start:
            self.start()

    @property
    def watchers(self) -> list[str]:
        """The names of those who watch the table."""
        return [p.watcher for p in self.peers if p.watcher is not None]

    def _watch(self, peer: _Peer, name: str) -> None:
        """A spectator: what every player sees, at any time of the game, never a hand."""
        if len(self.watchers) >= self.limits.watchers:
            self._refuse(peer, P.Refusal(reason="spectators_full", params={"max": self.limits.watchers}),
                         fatal=True)
            return
        peer.watcher = name
        self._send(peer, P.Watching)
        self._broadcast_lobby()
        if self.session is not None:
            self._send(peer, P.Start, seats=self.seat_infos())
            self._write(peer, self._history_frames(peer) + self._view_frame(peer))
            if self.result is not None:
                self._send(peer, P.GameResult, **self.result)
        self.lobbyChanged.emit()

    def remove(self, index: int) -> None:
        """Before the start: the host sends the player at ``index`` away; the seat is open
        again (its token is no key any more)."""
        seat = self.seats[index]
        if self.session is not None or seat.plan.kind != "open" or not seat.joined:
            raise ValueError(f"seat {index} has no player to remove")
        peer = seat.peer
        seat.joined, seat.name, seat.token_hash, seat.peer = False, "", None, None
        if peer is not None:
            peer.seat = None
            self._refuse(peer, P.Refusal(reason="removed"), fatal=True)
        self._broadcast_lobby()
        self.lobbyChanged.emit()

    def _give_token(self, peer: _Peer, seat: _Seat, index: int) -> None:
        token = secrets.token_hex(16)
        seat.token_hash = token_hash(token)
        self._send(peer, P.Joined, seat=index, token=token)

    def _rejoin(self, peer: _Peer, msg: P.Join) -> None:
        digest = token_hash(msg.token)
        index = next((i for i, s in enumerate(self.seats)
                      if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest)), None)
        if index is None:  # a wrong token, or one already spent
            self._wrong_try(peer, P.Refusal(reason="bad_token"))
            return
        seat = self.seats[index]
        old = seat.peer
        if old is not None and self.clock() - old.heard <= self.limits.alive:
            # its player is there and answering: the token is not a key to take it away
            self._refuse(peer, P.Refusal(reason="seat_in_use"), fatal=True)
            return
        seat.peer, seat.name, seat.dropped_at = peer, msg.name, None
        peer.seat = index
        if old is not None:  # silent past the limit: the old connection is told why, if it ever reads again
            old.seat = None
            self._refuse(old, P.Refusal(reason="seat_taken_back"), fatal=True)
        self._give_token(peer, seat, index)
        if self.session is None:
            self._broadcast_lobby()
        else:
            self._record()
            seat.held = False
            self._computer_or_player(index, tell=False)
            self._send(peer, P.Start, seats=self.seat_infos())
            self._write(peer, self._history_frames(peer) + self._view_frame(peer))
            self._seat_changed(index)
            self._step()
        self.lobbyChanged.emit()

    def _leave(self, peer: _Peer) -> None:
        index = peer.seat
        self._drop(peer)
        if index is not None and self.session is not None and not self.game.over:
            self._hold(index)

    def _broadcast_lobby(self) -> None:
        infos, watchers = self.seat_infos(), self.watchers
        for p in list(self.peers):
            if p.stage == "sealed":
                self._send(p, P.Lobby, seats=infos, watchers=watchers)

    def _seat_changed(self, index: int) -> None:
        info = self.seat_infos()[index]
        for p in list(self.peers):
            if _at_table(p):
                self._send(p, P.SeatChanged, info=info)
        self.lobbyChanged.emit()

    # -- the game -----------------------------------------------------------------------

    def start(self) -> None:
        """Deal (every open seat is taken, or turned into a computer seat)."""
        if self.session is not None:
            return
        if self.open_seats:
            raise RuntimeError(f"{self.open_seats} open seat(s) left")
        seats = [Seat(s.name, "computer" if s.plan.kind == "computer" else "human", s.plan.level)
                 for s in self.seats]
        # saved after every move, by a thread of its own: the players must not wait for the disk
        self.session = GameSession.new(self.catalog, self.variant, self.options, seats, self.seed, self.autosave,
                                       background=True, think_time=self.think_time)
        self._record()
        self.owner = GameOwner(self.session, self._poster.post)
        self.owner.watch(self._moved)
        self._clock_turn()
        infos = self.seat_infos()
        for p in list(self.peers):
            if _at_table(p):
                self._send(p, P.Start, seats=infos)
                self._write(p, self._view_frame(p))
        self.started.emit()
        self._step()

    def _record(self) -> None:
        """Keep the table with the game in its autosave (the code, the seats, the tokens'
        hashes), so that :meth:`resume` after a crash lets the same players back in."""
        if self.session is None:
            return
        self.session.extra["lan"] = {
            "code": self.code, "table": self.table_name, "stand_in": self.stand_in, "turn_clock": self.turn_clock,
            "seats": [{"kind": s.plan.kind, "level": s.plan.level, "name": s.name, "token": s.token_hash}
                      for s in self.seats],
            "chat": [list(c) for c in self.chat_lines],
        }
        self.session.save()

    @classmethod
    def resume(cls, catalog, path, **kw: Any) -> "Host":
        """The network game autosaved in ``path`` (a host that quit or crashed), its players
        away until they come back with their tokens (the grace period runs from now).
        StoredFileError when the file is unusable or holds no network game."""
        from rummy_desktop.storage.files import StoredFileError

        session = GameSession.resume(catalog, path)
        lan = session.extra.get("lan")
        try:
            seats = lan["seats"]
            plan = [SeatPlan(str(s["kind"]), s["level"], str(s["name"])) for s in seats]
            if len(plan) != session.game.players:
                raise ValueError("seat count")
            clock = lan.get("turn_clock")
            host = cls(catalog, session.game.spec.id, session.game.options, plan, code=str(lan["code"]),
                       seed=session.game.seed, name=str(lan["table"]), stand_in=str(lan["stand_in"]),
                       autosave=path, turn_clock=clock if type(clock) is int else None, **kw)
        except (KeyError, TypeError, ValueError, SpecError) as e:
            raise StoredFileError(path, "corrupt", f"not a network game that can be resumed ({e})") from None
        now = host.clock()
        for i, (seat, saved) in enumerate(zip(host.seats, seats)):
            if seat.plan.kind != "open":
                continue
            token = saved["token"]
            seat.joined, seat.dropped_at = True, now
            seat.token_hash = token if isinstance(token, str) and len(token) == 64 else None
            if session.is_computer(i):  # a computer held it when the host stopped: its player may come back
                session.hand_back(i)
        session.save_in_background()
        session.set_think_time(host.think_time)
        host.session = session
        host.owner = GameOwner(session, host._poster.post)
        host._restore_history(lan.get("chat"))
        host.owner.watch(host._moved)
        host._clock_turn()
        host._step()
        return host

    def _restore_history(self, chat: Any) -> None:
        """A resumed table's round so far (the game replayed from its deal: the moves' events
        are not saved) and its last chat lines (as saved; lines that are not are left out)."""
        game = self.session.game
        replay = self.catalog.new_game(game.spec.id, game.options, game.players, game.seed)
        for seat, action in game.log:
            self._remember(seat, replay.apply(seat, action))
        for line in chat if isinstance(chat, list) else []:
            try:
                seat, name, text = line
                ok = P.ChatLine(seat=seat, name=name, text=text)
            except (TypeError, ValueError):
                continue
            self.chat_lines.append((ok.seat, ok.name, ok.text))

    def open_to_computer(self, index: int, level: str) -> None:
        """Before the start: an open seat nobody has taken becomes a computer seat."""
        seat = self.seats[index]
        if self.session is not None or seat.plan.kind != "open" or seat.joined:
            raise ValueError(f"seat {index} is not an open seat")
        self.catalog.player(level)
        seat.plan = SeatPlan("computer", level)
        self._broadcast_lobby()
        self.lobbyChanged.emit()

    def _step(self) -> None:
        if self.owner is not None and not self.owner.closed:
            QTimer.singleShot(self.limits.pace, self.owner.step)

    def _command(self, peer: _Peer, msg: P.Command) -> None:
        def refuse(refusal: P.Refusal) -> None:
            self._send(peer, P.CommandResult, id=msg.id, accepted=False, refusal=refusal)

        now = self.clock()
        if _within(peer.commands, now, self.limits.window) >= self.limits.commands:
            peer.commands.append(now)
            if len(peer.commands) >= 3 * self.limits.commands:
                self._refuse(peer, P.Refusal(reason="rate_limited", params={"what": "commands"}), fatal=True)
            else:
                refuse(P.Refusal(reason="rate_limited", params={"what": "commands",
                                                                "seconds": int(self.limits.window)}))
            return
        if self._play(peer, msg.id, msg.action, refuse):
            if peer.frames:  # this command's frame: the game bounds what it takes, it is not counted
                peer.frames.pop()
        else:
            peer.commands.append(now)  # only what the game did not take counts towards a flood

    def _play(self, peer: _Peer, ident: int, action: Any, reply: Callable[[P.Refusal], None]) -> bool:
        """Judge and apply one command: whether the game took it. A command id seen before is
        never applied twice: it is answered as it was the first time."""
        if peer.seat is None:
            reply(P.Refusal(reason="not_joined"))
            return False
        if ident <= peer.last_id:
            peer.dropped_ids += 1
            accepted, refusal = peer.results.get(ident, (False, P.Refusal(reason="bad_message",
                                                                          params={"problem": "old_id"})))
            self._send(peer, P.CommandResult, id=ident, accepted=accepted, refusal=refusal)
            return False
        peer.last_id = ident

        def refuse(refusal: P.Refusal) -> None:
            self._keep_result(peer, ident, False, refusal)
            reply(refusal)

        game = self.game
        if game is None:
            refuse(P.Refusal(reason="not_your_turn"))
            return False
        if game.over:
            refuse(P.Refusal(reason="game_over"))
            return False
        if self.session.is_computer(peer.seat) or game.to_act != peer.seat:
            refuse(P.Refusal(reason="not_your_turn"))
            return False
        peer.answer = ident
        try:
            self.owner.apply(peer.seat, action, origin=peer)
        except IllegalAction as e:
            peer.answer = None
            refuse(P.illegal_action(e))
            return False
        self._keep_result(peer, ident, True, None)
        if peer.answer is not None:  # not sent with the view (see _moved)
            peer.answer = None
            self._send(peer, P.CommandResult, id=ident, accepted=True)
        return True

    RESULTS_KEPT = 32  # a connection's last answers, for a command sent again

    def _keep_result(self, peer: _Peer, ident: int, accepted: bool, refusal: P.Refusal | None) -> None:
        peer.results[ident] = (accepted, refusal)
        if len(peer.results) > self.RESULTS_KEPT:
            del peer.results[next(iter(peer.results))]

    def _resync(self, peer: _Peer) -> None:
        """The client asks for its whole view (it could not follow a delta). Counted like a
        command the game did not take, so asking in a loop is a flood like any other."""
        now = self.clock()
        if _within(peer.commands, now, self.limits.window) >= self.limits.commands:
            peer.commands.append(now)
            self._refuse(peer, P.Refusal(reason="rate_limited", params={"what": "resync"}),
                         fatal=len(peer.commands) >= 3 * self.limits.commands)
            return
        peer.commands.append(now)
        if not _at_table(peer) or self.session is None:
            joined = _at_table(peer)
            self._refuse(peer, P.Refusal(reason="bad_message" if joined else "not_joined",
                                         params={"problem": "no_view"} if joined else {}))
            return
        peer.view = None
        self._write(peer, self._view_frame(peer))

    def apply_local(self, seat: int, action: Any, origin: Any) -> list:
        """The host's own seat plays ``action`` (the same checks as a command)."""
        if self.session is None or self.session.is_computer(seat):  # (its stand-in plays this turn)
            raise IllegalAction("not_your_turn")
        return self.owner.apply(seat, action, origin=origin)

    def _moved(self, update: Update, origin: Any) -> None:
        """A seat moved: each connection gets the public events and what changed in its view."""
        game = self.session.game
        self.turns += sum(1 for e in update.events if e.kind == "turn_ended")
        self._remember(update.seat, update.events)
        self._clock_turn()
        # the seat to act next hears first, at once: it is the one everybody waits for
        seen: dict[tuple, list] = {}  # the events as seen by recipients who see them alike
        for p in sorted((p for p in self.peers if _at_table(p)), key=lambda p: p.seat != game.to_act):
            key = tuple(i for i, e in enumerate(update.events) if e.private and e.seat == p.seat)
            if key not in seen:
                seen[key] = public_events(update.events, p.seat)
            data = self._view_frame(p, update.seat, seen[key])
            if p.answer is not None:  # the sender's answer, after its new view: it may go on at once
                data += self._pack(p, P.CommandResult, id=p.answer, accepted=True)
                p.answer = None
            self._write(p, data)  # one write: the events, the view (and the answer)
            if p.seat == game.to_act:
                self._flush(p)
        for ch in self._channels:
            if origin is not ch:
                ch._notify(Update(update.seat, [engine_event(e) for e in public_events(update.events, ch.seat)],
                                  update.error, update.failed))
        if game.over and self.result is None:
            res = game.state.result
            self.result = {"winners": list(res.winners), "draw": res.draw, "scores": list(res.totals),
                           "rounds": game.state.round_no, "turns": self.turns}
            for p in list(self.peers):
                if _at_table(p):
                    self._send(p, P.GameResult, **self.result)
            self.finished.emit(self.result)
        else:
            self._step()

    def _remember(self, seat: int | None, events: list) -> None:
        """Keep the round's moves (a new round's deal starts them afresh)."""
        start = max((i for i, e in enumerate(events) if e.kind == "round_started"), default=None)
        if start is not None:
            self.history = [(seat, events[start:])]
        elif events:
            self.history.append((seat, events))

    def _history_frames(self, peer: _Peer) -> bytes:
        """The round so far and the last chat lines, for a (re)joining connection: as many
        frames as it takes (a move that would not fit even alone is left out)."""
        moves = [P.HistoryMove(seat=s, events=public_events(evs, peer.seat)[:MAX_EVENTS]) for s, evs in self.history]
        chat = [P.ChatLine(seat=s, name=n, text=t) for s, n, t in self.chat_lines]
        frames: list[bytes] = []
        at, step = 0, 64
        while at < len(moves) or not frames:
            part = moves[at:at + step]
            data = self._pack_if_fits(peer, P.History, moves=part, chat=chat if not frames else [],
                                      more=at + len(part) < len(moves))
            if data is None:
                if step > 1:
                    step //= 2
                else:
                    at += 1  # too large alone
                continue
            frames.append(data)
            at += len(part)
            step = 64
        return b"".join(frames)

    def _chat(self, peer: _Peer, msg: P.ClientChat) -> None:
        if not _at_table(peer):
            self._refuse(peer, P.Refusal(reason="not_joined"))
            return
        now = self.clock()
        if _within(peer.chats, now, self.limits.window) >= self.limits.chats:
            peer.chats.append(now)
            self._refuse(peer, P.Refusal(reason="rate_limited", params={"what": "chat",
                                                                        "seconds": int(self.limits.window)}))
            return
        peer.chats.append(now)
        if peer.seat is None:
            self._say(None, peer.watcher, msg.text)
        else:
            self.say(peer.seat, msg.text)

    def say(self, seat: int, text: str) -> None:
        """A chat line from ``seat`` (the host's own seat, or a connection's) to everyone."""
        self._say(seat, self.seats[seat].name or f"{seat + 1}", text)

    def _say(self, seat: int | None, name: str, text: str) -> None:
        """A chat line from ``seat`` (None: a spectator), said by ``name``, to everyone."""
        line = P.HostChat(seq=0, seat=seat, name=name, text=text)
        self.chat_lines.append((line.seat, line.name, line.text))
        if self.session is not None:  # kept with the game: a resumed table has its chat too
            self.session.extra.setdefault("lan", {})["chat"] = [list(c) for c in self.chat_lines]
            self.session.save()
        for p in list(self.peers):
            if _at_table(p):
                self._send(p, P.HostChat, seat=line.seat, name=line.name, text=line.text)
        self.chat.emit(seat, line.name, line.text)

    # -- the clock: pings, silent peers, countdowns -------------------------------------

    def _tick(self) -> None:
        now = self.clock()
        for address in [a for a, t in self._tries.items() if not _within(t, now, self.limits.try_window)]:
            del self._tries[address]  # forgiven: forgotten
        paused = self._pause.tick(now)  # the host's own pause is not its peers' silence
        for p in list(self.peers):
            p.heard = min(now, p.heard + paused)
            p.since += paused
            if p.partial_since is not None:
                p.partial_since += paused
            if now - p.heard > self.limits.silence:
                self._drop(p)
            elif p.partial_since is not None and now - p.partial_since > self.limits.frame_time:
                self._refuse(p, P.Refusal(reason="bad_frame", params={"problem": "slow_frame"}), fatal=True)
            elif not _at_table(p) and now - p.since > self.limits.join_time:
                self._refuse(p, P.Refusal(reason="not_joined", params={"problem": "join_time"}), fatal=True)
        if self._deadline is not None:
            self._deadline += paused
        if self.session is None or self.game.over:
            return
        if self._deadline is not None and now >= self._deadline:
            self._time_out()
        for i, s in enumerate(self.seats):
            if s.plan.kind == "open" and s.peer is None and not s.held and s.dropped_at is not None:
                if now - s.dropped_at >= self.limits.grace:
                    self._hold(i)
                else:
                    self._seat_changed(i)  # the countdown

    def _ping(self) -> None:
        self._nonce += 1
        for p in list(self.peers):
            if p.stage == "sealed":
                p.owed = min(p.owed + 1, 3)
                self._send(p, P.HostPing, nonce=self._nonce)

    def _hold(self, index: int) -> None:
        """A computer of the host's chosen level plays the seat until its owner is back."""
        seat = self.seats[index]
        if seat.held:
            return
        seat.held = True
        self._computer_or_player(index)

    def _computer_or_player(self, index: int, tell: bool = True) -> None:
        """Hand the seat to its stand-in, or back to its player, as its flags say (and, with
        ``tell``, tell everybody and let the computer move)."""
        seat, session = self.seats[index], self.session
        if session is None:
            return
        if seat.by_computer and not session.is_computer(index):
            session.hand_to_computer(index, self.stand_in)
            if self.clock_seat == index:
                self._deadline = None  # a computer needs no clock
        elif not seat.by_computer and session.is_computer(index) and seat.plan.kind != "computer":
            session.hand_back(index)
            if self._turn is not None and self._turn[2] == index and self.turn_clock is not None:
                self._deadline = self.clock() + self.turn_clock  # the player's turn, with the whole clock
        if tell:
            self._seat_changed(index)
            self._step()

    # -- the turn clock ---------------------------------------------------------------

    def clock_left(self) -> int | None:
        """Seconds left on the turn clock of the seat to act (None: no clock runs)."""
        if self._deadline is None:
            return None
        return max(0, min(MAX_SECONDS, math.ceil(self._deadline - self.clock())))

    @property
    def clock_seat(self) -> int | None:
        """The seat whose turn clock runs (None: none)."""
        return self._turn[2] if self._deadline is not None and self._turn is not None else None

    def _clock_turn(self) -> None:
        """After every move (and at the start): when a new turn has begun, a stand-in that
        played the last one gives its seat back, and the clock starts for the seat to act
        if a player plays it. (A turn is several moves in the draw-and-discard games; the
        decision to deal the next round is seat 0's turn.)"""
        game = self.game
        turn = None
        if not game.over:
            between = game.state.phase == "between_rounds"
            turn = (game.state.round_no, between, 0 if between else game.to_act, self.turns)
        if turn == self._turn:
            return
        self._turn, self._deadline = turn, None
        for i, s in enumerate(self.seats):
            if s.timed_out:
                s.timed_out = False
                self._computer_or_player(i, tell=False)
                self._seat_changed(i)
        if turn is not None and self.turn_clock is not None and not self.session.is_computer(turn[2]):
            self._deadline = self.clock() + self.turn_clock

    def _time_out(self) -> None:
        """The clock ran out: the seat's stand-in plays this one turn (the player keeps the
        seat and plays the next)."""
        index = self._turn[2]
        self._deadline = None
        self.seats[index].timed_out = True
        self._computer_or_player(index)

    def computer_plays(self, index: int) -> None:
        """The host's choice: a computer plays this player's seat (the host's own too) until
        :meth:`give_back`."""
        seat = self.seats[index]
        if seat.plan.kind == "computer" or self.session is None:
            raise ValueError(f"seat {index} is not a player's seat at a game in progress")
        seat.forced = True
        self._computer_or_player(index)

    def give_back(self, index: int) -> None:
        """The host gives the seat back to its player (a player who dropped out still waits
        for them, or their computer)."""
        seat = self.seats[index]
        if seat.forced:
            seat.forced = False
            self._computer_or_player(index)

    def extend(self, index: int, seconds: float) -> None:
        """The host gives a dropped player more time."""
        seat = self.seats[index]
        if seat.dropped_at is not None and not seat.held:
            seat.dropped_at += seconds
            self._seat_changed(index)

    def skip_wait(self, index: int) -> None:
        """The host does not wait: a computer holds the seat now."""
        seat = self.seats[index]
        if seat.dropped_at is not None and seat.peer is None and self.session is not None:
            self._hold(index)


class HostSeatChannel(SeatChannel):
    """The host's own seat, played at the host's machine through the same interface as a
    local game: it sees its own view and the public events, like any client."""

    def __init__(self, host: Host, seat: int) -> None:
        super().__init__(seat)
        self.host = host

    @property
    def family(self) -> str:
        return self.host.spec.family

    def view(self) -> SeatView:
        if self.host.session is None:
            raise RuntimeError("the game has not started")
        return self.host.session.game.view(self.seat)

    def seats(self) -> list[LocalSeatInfo]:
        out = []
        clocked, left = self.host.clock_seat, self.host.clock_left()
        for i, info in enumerate(self.host.seat_infos()):
            kind = "human" if i == self.seat else ("computer" if info.kind == "computer" else "remote")
            connection = {"reconnecting": "reconnecting", "computer_played": "computer",
                          "left": "left"}.get(info.status, "connected")
            out.append(LocalSeatInfo(name=info.name, kind=kind, level=info.level, connection=connection,
                                     seconds_left=info.seconds_left, clock=left if i == clocked else None))
        return out

    def submit(self, action: Any) -> list:
        return self.host.apply_local(self.seat, action, origin=self)

    def history(self) -> list[Update]:
        return [Update(seat, [engine_event(e) for e in public_events(events, self.seat)])
                for seat, events in self.host.history]

    @property
    def busy(self) -> bool:
        return self.host.owner is not None and self.host.owner.busy

    def ready(self) -> None:
        self.host._step()

    def set_think_time(self, seconds: float) -> None:
        self.host.set_think_time(seconds)

    # the host's table is kept with the host's autosave, as a game on one machine is
    def round_log(self):
        return self.host.session.round_log(self.seat) if self.host.session is not None else None

    def kept(self):
        return self.host.session.kept_for(self.seat) if self.host.session is not None else None

    @property
    def kept_problem(self) -> str | None:
        return self.host.session.kept_problem if self.host.session is not None else None

    def keep(self, hand_order: list[int], hints: int, turn: dict[str, Any] | None) -> None:
        if self.host.session is not None:
            self.host.session.keep_table(self.seat, hand_order, hints, turn)

    def pause(self, paused: bool) -> None:
        """The host is reading a score sheet. In a game on one machine that holds the computer
        seats; here it holds nobody: the other players, and the computer seats they play
        against, go on (they would all wait for one player's reading otherwise). What
        happens meanwhile reaches this seat's listeners as usual; only this seat's own
        moves wait, for its player."""

    def close(self) -> None:
        if self in self.host._channels:
            self.host._channels.remove(self)
