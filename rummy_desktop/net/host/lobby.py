"""The host's lobby (no Qt): the table's seats, who sits at each, the seats' tokens,
who watches, who was sent away, and what everybody is told of them.

A seat of the plan is the host's own, a computer's, or open for a player on the network.
A player who takes an open seat gets a token (128 random bits); the lobby keeps only its
hash, and the token takes the seat back after a drop. A connection that has proven the
code (see :mod:`.handshake`) comes here with its ``join``: to take a seat, to take its
seat back, or to watch. The lobby speaks through the host's transport and hands a player
who comes back in the middle of a game to the table.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rummy_desktop.core.variant import SpecError

from .. import protocol as P
from ..seal import seat_tag
from ..wire import MAX_SECONDS

if TYPE_CHECKING:
    from .guard import Guard
    from .limits import HostLimits
    from .table import Table
    from .transport import Peer, Transport


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


def printable(text: str, limit: int) -> str:
    """``text`` without control characters, at most ``limit`` long (names on everyone's table)."""
    return "".join(ch for ch in text if ch.isprintable())[:limit]


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass(eq=False)
class TableSeat:
    plan: SeatPlan
    name: str = ""
    peer: Any = None  # the connection of the player who sits here (None: nobody, or away)
    token_hash: str | None = None
    joined: bool = False  # a player has sat here (an open seat)
    dropped_at: float | None = None  # its player's connection was lost then
    held: bool = False  # a computer holds the seat for its absent player
    forced: bool = False  # the host chose: a computer plays it until the host gives it back
    timed_out: bool = False  # its turn clock ran out: its stand-in plays this one turn
    address: str | None = None  # where its player last connected from (its places are kept there)

    @property
    def by_computer(self) -> bool:
        """A computer plays this player's seat now (for whichever reason)."""
        return self.held or self.forced or self.timed_out


@dataclass(frozen=True)
class Removed:
    """A player the host sent away: its name, its address (refused for this table until
    the host lets it back) and the tag of its token (revoked)."""

    name: str
    address: str
    tag: str | None


class Lobby:
    """The seats of one table (``plan``). :meth:`attach` gives it the host's parts it
    speaks through, and ``events``: ``changed()`` (who sits where, who watches),
    ``full()`` (every open seat is taken), ``record()`` (keep the table in the autosave)."""

    def __init__(self, plan: list[SeatPlan], stand_in: str, limits: HostLimits,
                 clock: Callable[[], float]) -> None:
        self.seats = [TableSeat(p, printable(p.name, 32)) for p in plan]
        self.stand_in = stand_in
        self.limits = limits
        self.clock = clock
        self.transport: Transport = None  # type: ignore[assignment]  # set by attach(), before any use
        self.table: Table = None  # type: ignore[assignment]  # set by attach(), before any use
        self.guard: Guard = None  # type: ignore[assignment]  # set by attach(), before any use
        self.events: dict[str, Callable] = {}
        self.removed: list[Removed] = []

    def attach(self, transport: Transport, table: Table, guard: Guard, events: dict[str, Callable]) -> None:
        self.transport, self.table, self.guard, self.events = transport, table, guard, events

    def seat_infos(self, game_over: bool = False) -> list[P.SeatInfo]:
        """Every seat as everybody sees it (``game_over``: nobody waits for a player then)."""
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
                elif s.peer is None and game_over:  # nobody waits for a player after the end
                    info["status"] = "left"
                elif s.peer is None:
                    left = self.limits.grace - (now - (s.dropped_at or now))
                    info.update(status="reconnecting", seconds_left=max(0, min(MAX_SECONDS, int(left + 0.999))))
            out.append(P.SeatInfo(**info))
        return out

    @property
    def open_seats(self) -> int:
        return sum(1 for s in self.seats if s.plan.kind == "open" and not s.joined)

    def free_seat(self) -> int | None:
        """The first open seat nobody has taken."""
        return next((i for i, s in enumerate(self.seats) if s.plan.kind == "open" and not s.joined), None)

    def sit(self, index: int, name: str, peer: Any) -> None:
        seat = self.seats[index]
        seat.joined, seat.name, seat.peer, seat.address = True, name, peer, peer.address
        peer.seat = index

    def new_token(self, index: int) -> str:
        """A fresh token for the seat (the one before is spent); the lobby keeps its hash."""
        token = secrets.token_hex(16)
        self.seats[index].token_hash = token_hash(token)
        return token

    def seat_of_token(self, token: str) -> int | None:
        """The seat whose token this is (None: a wrong token, or one already spent)."""
        digest = token_hash(token)
        return next((i for i, s in enumerate(self.seats)
                     if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest)), None)

    def seat_of_tag(self, tag: str) -> int | P.Refusal:
        """The seat whose token ``tag`` names (see :func:`~..seal.seat_tag`), or why not:
        ``removed`` (the host sent its player away) or ``bad_token`` (no seat's token:
        a wrong one, or one already spent)."""
        if any(r.tag == tag for r in self.removed):
            return P.Refusal(reason="removed")
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and secrets.compare_digest(seat_tag(s.token_hash), tag):
                return i
        return P.Refusal(reason="bad_token")

    def owners(self) -> set[str]:
        """The addresses of the players who have a seat (the host keeps places for them)."""
        return {s.address for s in self.seats if s.joined and s.address is not None}

    def vacate(self, index: int) -> None:
        """In the lobby (before the start): the seat is open again, its token no key."""
        seat = self.seats[index]
        seat.joined, seat.name, seat.token_hash, seat.peer, seat.address = False, "", None, None, None

    def open_to_computer(self, index: int, level: str) -> None:
        """Before the start: an open seat nobody has taken becomes a computer seat (the
        host checked the level)."""
        seat = self.seats[index]
        if self.table.session is not None or seat.plan.kind != "open" or seat.joined:
            raise ValueError(f"seat {index} is not an open seat")
        seat.plan = SeatPlan("computer", level)
        self.broadcast()
        self.events["changed"]()

    @property
    def watchers(self) -> list[str]:
        """The names of those who watch the table."""
        return [p.watcher for p in self.transport.peers if p.watcher is not None]

    def broadcast(self) -> None:
        """Every connection that has proven the code hears who sits where, and who watches."""
        infos, watchers = self.table.seat_infos(), self.watchers
        for p in list(self.transport.peers):
            if p.handshake is not None and p.handshake.sealed:
                self.transport.send(p, P.Lobby, seats=infos, watchers=watchers)

    # -- joining, watching, leaving -------------------------------------------------------

    def gone(self, peer: Peer) -> None:
        """``peer`` is gone: a spectator leaves the list, a player's seat is freed (in the
        lobby) or waits for its player (a game under way)."""
        if peer.watcher is not None:  # a spectator left
            self.broadcast()
            self.events["changed"]()
        if peer.seat is None:
            return
        seat = self.seats[peer.seat]
        if seat.peer is not peer:
            return  # its player already came back on another connection
        seat.peer = None
        if self.table.session is None:  # in the lobby: the seat is open again
            self.vacate(peer.seat)
            self.broadcast()
        else:
            seat.dropped_at = self.clock()
            self.table.dropped(peer.seat)
            self.table.seat_changed(peer.seat)
        self.events["changed"]()

    def join(self, peer: Peer, msg: P.Join) -> None:
        if peer.at_table:
            self.transport.refuse(peer, P.Refusal(reason="bad_message", params={"problem": "already_joined"}))
            return
        hs = peer.handshake
        if hs is not None and hs.keyed_by == "token":  # a seat's player, proven by its token
            if msg.watch or msg.token is None or self.seat_of_token(msg.token) != hs.seat:
                self.guard.wrong_token(peer.address)
                self.transport.refuse(peer, P.Refusal(reason="bad_token"), fatal=True)
                return
            self._rejoin(peer, msg, hs.seat)
            return
        if msg.token is not None:  # a token keys an exchange of its own, never the code's
            self.transport.refuse(peer, P.Refusal(reason="bad_token"), fatal=True)
            return
        if msg.watch:
            self._watch(peer, msg.name)
            return
        if self.table.session is not None:
            self.transport.refuse(peer, P.Refusal(reason="game_started"), fatal=True)
            return
        free = self.free_seat()
        if free is None:
            self.transport.refuse(peer, P.Refusal(reason="table_full"), fatal=True)
            return
        self.sit(free, msg.name, peer)
        self.transport.send(peer, P.Joined, seat=free, token=self.new_token(free))
        self.broadcast()
        self.events["changed"]()
        if self.open_seats == 0:
            self.events["full"]()

    def _watch(self, peer: Peer, name: str) -> None:
        """A spectator: what every player sees, at any time of the game, never a hand."""
        if len(self.watchers) >= self.limits.watchers:
            self.transport.refuse(peer, P.Refusal(reason="spectators_full", params={"max": self.limits.watchers}),
                                  fatal=True)
            return
        peer.watcher = name
        self.transport.send(peer, P.Watching)
        self.broadcast()
        if self.table.session is not None:
            self.table.catch_up(peer)
            if self.table.result is not None:
                self.transport.send(peer, P.GameResult, **self.table.result)
        self.events["changed"]()

    def remove(self, index: int) -> None:
        """Before the start: the host sends the player at ``index`` away. The seat is open
        again; its token is revoked, and its address refused for this table (the code
        opens it no more) until the host lets it back (:meth:`let_back`)."""
        if self.table.session is not None or not self.removable(index):
            raise ValueError(f"seat {index} has no player to remove")
        seat = self.seats[index]
        peer = seat.peer
        address = seat.address or (peer.address if peer is not None else "")
        self.removed.append(Removed(seat.name, address, seat_tag(seat.token_hash) if seat.token_hash else None))
        if address:
            self.guard.banned.add(address)
        self.vacate(index)
        if peer is not None:
            peer.seat = None
            self.transport.refuse(peer, P.Refusal(reason="removed"), fatal=True)
        self.broadcast()
        self.events["changed"]()

    def let_back(self, address: str) -> None:
        """The host lets an address it sent away come back (with the code)."""
        self.guard.banned.discard(address)
        self.removed = [r for r in self.removed if r.address != address]
        self.events["changed"]()

    def _rejoin(self, peer: Peer, msg: P.Join, index: int) -> None:
        """The player of seat ``index`` is back (its token proven)."""
        seat = self.seats[index]
        old = seat.peer
        if old is not None and self.clock() - old.heard <= self.limits.alive:
            # its player is there and answering: the token is not a key to take it away
            self.transport.refuse(peer, P.Refusal(reason="seat_in_use"), fatal=True)
            return
        seat.peer, seat.name, seat.dropped_at, seat.address = peer, msg.name, None, peer.address
        peer.seat = index
        if old is not None:  # silent past the limit: the old connection is told why, if it ever reads again
            old.seat = None
            self.transport.refuse(old, P.Refusal(reason="seat_taken_back"), fatal=True)
        self.transport.send(peer, P.Joined, seat=index, token=self.new_token(index))
        if self.table.session is None:
            self.broadcast()
        else:
            self.events["record"]()
            self.table.rejoined(index)
            self.table.catch_up(peer)
            self.table.seat_changed(index)
            self.table.step()
        self.events["changed"]()

    def leave(self, peer: Peer) -> None:
        index = peer.seat
        self.transport.drop(peer)
        if index is not None and self.table.session is not None and not self.table.session.game.over:
            self.table.hold(index)

    def removable(self, index: int) -> bool:
        seat = self.seats[index]
        return seat.plan.kind == "open" and seat.joined

    # -- kept with the game ---------------------------------------------------------------

    def record(self) -> list[dict]:
        """The seats as the autosave keeps them (the tokens' hashes, never a token)."""
        return [{"kind": s.plan.kind, "level": s.plan.level, "name": s.name, "token": s.token_hash,
                 "address": s.address} for s in self.seats]

    def restore(self, saved: list[dict], now: float) -> None:
        """A resumed table's seats: every player away (since ``now``), their tokens' hashes back."""
        for seat, kept in zip(self.seats, saved):
            if seat.plan.kind != "open":
                continue
            token, address = kept["token"], kept.get("address")
            seat.joined, seat.dropped_at = True, now
            seat.token_hash = token if isinstance(token, str) and len(token) == 64 else None
            seat.address = address if isinstance(address, str) and len(address) <= 64 else None
