"""The LAN host: the only engine of a network game, and its sockets (QtCore and QtNetwork).

A :class:`Host` wires its parts, each in a module of its own, and is what the rest of the
program holds:

- :mod:`.transport`: the listening socket and each connection's frames, in and out;
- :mod:`.handshake`: a connection's way in, a state machine with named states;
- :mod:`.guard`: who may come in and how often, and how much each connection may say;
- :mod:`.lobby`: the seats, who sits at each, their tokens;
- :mod:`.table`: the game: commands, the fan-out of each move, the chat, the turn clock
  and the stand-in computers.

The flow of a connection (the first four frames in the clear, all the others sealed and
padded; docs/lan-security.md says what a listener learns)::

    host -> hello (versions, rule set, players)   no seat, no name, no table name, no option
    client -> hello (versions)              another protocol version: refused (naming both), closed
    client -> key (SPAKE2, the join code)   the code's allowance spent (or the code retired): refused, closed
       or key (SPAKE2, a seat's token; its tag)   a player taking its seat back: the code plays no part
    host -> key (SPAKE2)                    from here on every frame is sealed (see .seal)
    host -> welcome (table, options, rules digest, seats)   opens only with the right code (or token)
    client -> join (name[, token])          does not open: a wrong code (counted), closed
    host -> joined (seat, token)            the token is 128 random bits; the host keeps its hash
    host -> lobby (seats) to everyone       ... until every open seat is taken
    host -> start (seats), view             the game begins (the whole view, version 1)
    client -> command (id, action)          its seat, its turn, the engine's verdict
    host -> events, view_delta (each seat)  the public events, and what changed in its own view
    client -> resync                        (its view is not the delta's base) host -> view
    host -> result (id)                     to the sender: accepted, or the refusal
    host -> clock (seat, seconds)           the turn clock started, paused, stopped or ran out
    host -> game_result                     the end
    either -> ping / pong                   every 2 s; a peer silent 10 s is dropped

A dropped player's seat waits (a countdown), then a computer of the host's chosen level
holds it until its owner comes back with the token. The host's own seat, when it plays
one, is a :class:`~.channel.HostSeatChannel`, so the desktop table plays it like any
local seat.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from rummy_desktop.core.variant import SpecError
from rummy_desktop.session.game_session import GameSession
from rummy_desktop.storage.files import StoredFileError

from .. import protocol as P
from ..discovery import DISCOVERY_PORT, Responder
from ..framing import FrameError
from ..loop import Poster
from ..own_pause import OwnPause
from ..views import rules_digest
from ..wire import MAX_SECONDS
from .channel import HostSeatChannel
from .guard import Guard
from .handshake import Handshake, State
from .limits import HostLimits
from .lobby import Lobby, SeatPlan, printable
from .table import Table
from .transport import Peer, Transport


class _Door:
    """The handshake's questions, answered by the host's guard and lobby (see
    :class:`.handshake.Door`)."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def admit(self, handshake: Handshake) -> Any:
        return self.host.guard.code_exchange(handshake.address)

    def rejoin(self, handshake: Handshake, tag: str) -> Any:
        host = self.host
        found = host.lobby.seat_of_tag(tag)
        if isinstance(found, P.Refusal):
            host.guard.wrong_token(handshake.address)
            return found
        charge = host.guard.token_exchange(handshake.address)
        if isinstance(charge, P.Refusal):
            return charge
        return found, host.seats[found].token_hash, charge

    def code(self) -> str:
        return self.host.code

    def settled(self, handshake: Handshake, proven: bool) -> None:
        """Exchanges that waited their turn are taken up again, in the order they came."""
        host = self.host
        if handshake.charge is not None and host.guard.settled(handshake.charge, proven):
            try:
                host.triesChanged.emit()
            except RuntimeError:  # the host is being destroyed (its sockets go with it)
                return
        for p in [p for p in host.peers if p.handshake is not None and p.handshake.state is State.WAITING]:
            if not p.closed:
                p.handshake.retry()


class _Out:
    """What a handshake does to its connection (see :class:`.handshake.Outbox`)."""

    def __init__(self, host: Host, peer: Peer) -> None:
        self.host, self.peer = host, peer

    def key(self, message: str) -> None:
        self.host.transport.send(self.peer, P.HostKey, message=message)

    def seal(self, seal: Any) -> None:
        self.peer.seal, self.peer.decoder.opener = seal, seal.open

    def welcome(self) -> None:
        host = self.host
        host.transport.send(self.peer, P.Welcome, table=host.table_name, options=host.options,
                            rules_digest=host._digest, seats=host.seat_infos())

    def refuse(self, refusal: P.Refusal) -> None:
        self.host.transport.refuse(self.peer, refusal, fatal=True)


def new_code() -> str:
    """A join code as a host deals it: six random digits."""
    return f"{secrets.randbelow(10**6):06d}"


class Host(QObject):
    """A table on the local network. ``plan``: one :class:`SeatPlan` per seat. Raises
    SpecError for an unknown rule set, option, player count or computer level."""

    lobbyChanged = Signal()  # who has joined, seat connections, countdowns
    started = Signal()
    finished = Signal(object)  # the result: {"winners", "draw", "scores", "rounds", "turns"}
    chat = Signal(object, str, str)  # seat (None: a spectator), name, text
    triesChanged = Signal()  # a wrong code was tried (see failures), or the code was retired or changed

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
        self.code = code or new_code()
        problem = P.code_problem(self.code)
        if problem is not None:
            raise ValueError(problem)
        self.seed = secrets.randbits(63) if seed is None else seed
        self.table_name = printable(name, 48).strip() or "Rummy Desktop"
        self.stand_in = stand_in
        if turn_clock is not None and not 0 < turn_clock <= MAX_SECONDS:
            raise ValueError(f"a turn clock is 1 to {MAX_SECONDS} seconds, not {turn_clock}")
        self.limits = limits or HostLimits()
        self.autosave = autosave
        self.auto_start = auto_start  # False: the game starts when start() is called (the desktop's Start)
        self.clock = clock
        self._digest = rules_digest(self.rules)
        self.guard = Guard(self.limits, clock)
        self.lobby = Lobby(plan, stand_in, self.limits, clock)
        self.transport = Transport(self.limits, clock, self)
        self.transport.on_accept = self._accept
        self.transport.on_frame = self._frame
        self.transport.on_closing = self._closing
        self.transport.on_closed = lambda peer: self.lobby.gone(peer)
        self._door = _Door(self)
        self._poster = Poster(self)
        game = {"catalog": catalog, "variant": variant, "options": self.options, "seed": self.seed,
                "autosave": autosave, "think_time": think_time, "stand_in": stand_in, "turn_clock": turn_clock,
                "limits": self.limits}
        self.table = Table(game, self.lobby, self.transport, self.guard, self._poster.post, clock, {
            "seats": self.lobbyChanged.emit, "started": self.started.emit, "finished": self.finished.emit,
            "chat": self.chat.emit, "record": self._record})
        self.lobby.attach(self.transport, self.table, self.guard, {
            "changed": self.lobbyChanged.emit, "full": self._full, "record": self._record})
        self._ticker = QTimer(self)
        self._ticker.timeout.connect(self._tick)
        self._pinger = QTimer(self)  # a timer of its own: a ping every ping_interval, not every few ticks
        self._pinger.setTimerType(Qt.TimerType.PreciseTimer)
        self._pinger.timeout.connect(self._ping)
        self._pause = OwnPause(self.clock)
        self._nonce = 0
        self._responder: Responder | None = None

    # -- what the rest of the program reads ----------------------------------------------

    @property
    def peers(self) -> list[Peer]:
        return self.transport.peers

    @property
    def seats(self):
        return self.lobby.seats

    @property
    def session(self) -> GameSession | None:
        return self.table.session

    @property
    def owner(self):
        return self.table.owner

    @property
    def game(self):
        return self.table.game

    @property
    def history(self) -> list:
        return self.table.history

    @property
    def chat_lines(self):
        return self.table.chat_lines

    @property
    def turns(self) -> int:
        return self.table.turns

    @property
    def result(self) -> dict | None:
        return self.table.result

    @property
    def bytes_sent(self) -> int:
        return self.transport.bytes_sent

    @property
    def turn_clock(self) -> int | None:
        return self.table.turn_clock

    @property
    def think_time(self) -> float | None:
        return self.table.think_time

    def clock_left(self) -> int | None:
        return self.table.clock_left()

    @property
    def clock_seat(self) -> int | None:
        return self.table.clock_seat

    def seat_infos(self) -> list[P.SeatInfo]:
        return self.table.seat_infos()

    @property
    def open_seats(self) -> int:
        return self.lobby.open_seats

    @property
    def watchers(self) -> list[str]:
        """The names of those who watch the table."""
        return self.lobby.watchers

    # -- the server ---------------------------------------------------------------------

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        """Start listening (``port`` 0: any free port, see :attr:`port`)."""
        ok = self.transport.listen(address, port)
        if ok:
            self._ticker.start(max(50, int(min(1.0, self.limits.ping_interval) * 1000)))
            self._pause.start(self._ticker.interval() / 1000)
            self._pinger.start(max(10, int(self.limits.ping_interval * 1000)))
        return ok

    @property
    def port(self) -> int:
        return self.transport.port

    @property
    def error(self) -> str:
        return self.transport.error

    def advertise(self, address: str = "0.0.0.0", port: int | None = None) -> bool:
        """Answer discovery probes (on ``port``, default :data:`.discovery.DISCOVERY_PORT`);
        False when the port is taken (joining by address still works)."""
        if self._responder is None:
            self._responder = Responder(self.table_ad, self.clock, self)
        return self._responder.listen(address, DISCOVERY_PORT if port is None else port)

    @property
    def discovery_port(self) -> int | None:
        return self._responder.port if self._responder is not None else None

    def table_ad(self) -> P.TableAd:
        """What this table says to a discovery probe."""
        return P.TableAd(protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION, variant=self.variant, variant_name=self.spec.name[:64], players=len(self.seats),
                         free=self.open_seats if self.session is None else 0, port=self.port)

    def set_think_time(self, seconds: float | None) -> None:
        """The thinking time of the computer seats and the stand-ins, from their next
        decision on (seconds per decision; None: their own default)."""
        self.table.set_think_time(seconds)

    def stop(self) -> None:
        """Stop without a word, as a crash would: no more timers, connections or computer
        moves; the autosave keeps what it has (see :meth:`resume`)."""
        if self.owner is not None:
            self.owner.close()
        self._ticker.stop()
        self._pinger.stop()
        self.transport.stop()

    def close(self) -> None:
        """Stop: tell everyone, close every connection, stop the computer seats."""
        self._ticker.stop()
        self._pinger.stop()
        self.transport.stop()
        if self._responder is not None:
            self._responder.close()
        for peer in list(self.peers):
            self.transport.refuse(peer, P.Refusal(reason="host_closing"), fatal=True)
        self.table.close()

    def channel(self, seat: int) -> HostSeatChannel:
        """The channel the host's own seat plays through (a ``"host"`` seat of the plan)."""
        if self.seats[seat].plan.kind != "host":
            raise ValueError(f"seat {seat} is not the host's")
        ch = HostSeatChannel(self, seat)
        self.table.channels.append(ch)
        return ch

    # -- connections --------------------------------------------------------------------

    def _accept(self, peer: Peer) -> None:
        refusal = self.guard.admit(peer.address, (p for p in self.peers if p is not peer), self.lobby.owners())
        if refusal is not None:
            self.transport.refuse(peer, refusal, fatal=True)
            return
        hello = self.transport.pack(peer, P.HostHello, protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION,
                                    variant=self.variant, variant_name=self.spec.name[:64], players=len(self.seats))
        peer.handshake = Handshake(self._door, _Out(self, peer), hello[4:], peer.address, self.clock)
        self.transport.write(peer, hello)

    def _frame(self, peer: Peer, item: Any) -> None:
        """One frame of ``peer``: counted, then its handshake's while it has not proven its
        code, else read."""
        verdict = self.guard.frame(peer.rates)
        if verdict.refusal is not None:
            self.transport.refuse(peer, verdict.refusal, fatal=verdict.fatal)
        if verdict.over:
            return
        hs = peer.handshake
        if hs.proving:
            if isinstance(item, FrameError) and item.code == "bad_seal":  # a wrong code
                self.transport.drop(peer)
                return
            hs.opened()
        if isinstance(item, FrameError):
            fatal = self.guard.bad_frame(peer.rates)
            self.transport.refuse(peer, item.refusal("host"), fatal=item.fatal or fatal)
        elif not hs.sealed:
            hs.clear_frame(item.type, peer.decoder.last_body, item)
        else:
            self._handle(peer, item)

    def _handle(self, peer: Peer, msg: Any) -> None:
        """A sealed message."""
        kind = msg.type
        if kind in ("hello", "key"):
            fatal = self.guard.bad_frame(peer.rates)
            self.transport.refuse(peer, P.Refusal(reason="bad_message", params={"problem": f"second_{kind}"}),
                                  fatal=fatal)
        elif kind == "join":
            self.lobby.join(peer, msg)
        elif kind == "command":
            self.table.command(peer, msg)
        elif kind == "chat":
            self.table.chat(peer, msg)
        elif kind == "ping":
            self.transport.send(peer, P.HostPong, nonce=msg.nonce)
        elif kind == "pong":  # the answer to our ping: not counted
            self.guard.pong(peer.rates)
        elif kind == "resync":
            self.table.resync(peer)
        elif kind == "leave":
            self.lobby.leave(peer)

    def _closing(self, peer: Peer) -> None:
        if peer.handshake is not None:
            peer.handshake.lost()

    def remove(self, index: int) -> None:
        """Before the start: the host sends the player at ``index`` away; the seat is open
        again, its token is no key any more, and its address may not come back (with the
        code) unless the host lets it (:meth:`let_back`)."""
        self.lobby.remove(index)

    @property
    def removed(self) -> list:
        """Those the host sent away (:class:`~.lobby.Removed`), the latest last."""
        return list(self.lobby.removed)

    def let_back(self, address: str) -> None:
        """An address the host sent away may come back with the code."""
        self.lobby.let_back(address)

    def open_to_computer(self, index: int, level: str) -> None:
        """Before the start: an open seat nobody has taken becomes a computer seat."""
        seat = self.seats[index]
        if self.session is not None or seat.plan.kind != "open" or seat.joined:
            raise ValueError(f"seat {index} is not an open seat")
        self.catalog.player(level)
        self.lobby.open_to_computer(index, level)

    # -- the game -----------------------------------------------------------------------

    def _full(self) -> None:
        if self.auto_start:
            self.start()

    def start(self) -> None:
        """Deal (every open seat is taken, or turned into a computer seat)."""
        if self.session is not None:
            return
        if self.open_seats:
            raise RuntimeError(f"{self.open_seats} open seat(s) left")
        self.table.start()

    def _record(self) -> None:
        """Keep the table with the game in its autosave (the code, the seats, the tokens'
        hashes), so that :meth:`resume` after a crash lets the same players back in."""
        if self.session is None:
            return
        self.session.extra["lan"] = {
            "code": self.code, "table": self.table_name, "stand_in": self.stand_in, "turn_clock": self.turn_clock,
            "seats": self.lobby.record(), "chat": [list(c) for c in self.chat_lines],
        }
        self.session.save()

    @classmethod
    def resume(cls, catalog, path, **kw: Any) -> Host:
        """The network game autosaved in ``path`` (a host that quit or crashed), its players
        away until they come back with their tokens (the grace period runs from now).
        StoredFileError when the file is unusable or holds no network game."""
        session = GameSession.resume(catalog, path)
        lan = session.extra.get("lan")
        try:
            if not isinstance(lan, dict):
                raise ValueError("no network table in it")
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
        host.lobby.restore(seats, host.clock())
        for i, seat in enumerate(host.seats):
            if seat.plan.kind == "open" and session.is_computer(i):
                session.hand_back(i)  # a computer held it when the host stopped: its player may come back
        host.table.resume(session, lan.get("chat"))
        return host

    # -- the clock: pings, silent peers, countdowns -------------------------------------

    def _tick(self) -> None:
        now = self.clock()
        self.guard.forget(now)
        paused = self._pause.tick(now)  # the host's own pause is not its peers' silence
        self.transport.paused(paused)
        for p in list(self.peers):
            late = self.guard.overdue(p, now, p.at_table)
            if late in ("silent", "proof_time"):  # (an exchange not proven in time: a wrong code)
                self.transport.drop(p)
            elif late is not None:
                refusal = P.Refusal(reason="bad_frame" if late == "slow_frame" else "not_joined",
                                    params={"problem": late})
                self.transport.refuse(p, refusal, fatal=True)
        self.table.tick(now, paused)

    def _ping(self) -> None:
        self._nonce += 1
        for p in list(self.peers):
            if p.handshake is not None and p.handshake.sealed:
                self.guard.pinged(p.rates)
                self.transport.send(p, P.HostPing, nonce=self._nonce)

    # -- the join code ------------------------------------------------------------------

    def failures(self, seconds: float = 60.0) -> tuple[int, int]:
        """Wrong codes tried in the last ``seconds``, and from how many addresses."""
        return self.guard.recent(seconds)

    @property
    def code_retired(self) -> bool:
        """So many wrong codes were tried that the code opens the table no more: the
        players already in play on; a newcomer needs the code :meth:`change_code` makes."""
        return self.guard.retired

    def change_code(self, code: str | None = None) -> str:
        """A new join code (six random digits, unless given): the old one opens the table
        no more. The players in play on (their tokens are their own key); the table's
        allowance of wrong codes goes on as it was. ValueError for a code a player could
        not type."""
        code = code or new_code()
        problem = P.code_problem(code)
        if problem is not None:
            raise ValueError(problem)
        self.code = code
        self.guard.new_code()
        self._record()
        self.triesChanged.emit()
        return code

    # -- the host's choices at the table ------------------------------------------------

    def say(self, seat: int, text: str) -> None:
        """A chat line from ``seat`` (the host's own seat, or a connection's) to everyone."""
        self.table.say(seat, text)

    def apply_local(self, seat: int, action: Any, origin: Any) -> list:
        return self.table.apply_local(seat, action, origin)

    def computer_plays(self, index: int) -> None:
        self.table.computer_plays(index)

    def give_back(self, index: int) -> None:
        self.table.give_back(index)

    def extend(self, index: int, seconds: float) -> None:
        self.table.extend(index, seconds)

    def skip_wait(self, index: int) -> None:
        self.table.skip_wait(index)
