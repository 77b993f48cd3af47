"""The seat interface: how the table and the shell play one human seat. No Qt.

The desktop table never holds a :class:`~rummy_desktop.core.engine.Game`. It talks to a
:class:`SeatChannel`: the seat's view, the seats around the table, submit an action (its
events, or :class:`~rummy_desktop.core.actions.IllegalAction` with the engine's reason
code), and a stream of :class:`Update` for everything the others do. A local game
(:class:`LocalChannel`), the LAN host's own seat (``net.host.HostSeatChannel``) and a seat
at someone else's table (``net.client.RemoteChannel``) implement it.

Computer seats are driven by whoever owns the engine, a :class:`GameOwner` (of the local
game, or of the LAN host), on a :class:`~.worker.Worker` thread, never by the table. A
local table paces them: it calls :meth:`SeatChannel.ready` when it has shown everything,
and the next computer seat then decides. Their moves reach the owner's thread through
``post``, which runs a callable there (the desktop table gives a queued Qt signal; the
LAN host its own event loop's).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.core.actions import ContinueGame, IllegalAction
from rummy_desktop.core.structures import TurnStructure
from rummy_desktop.core.view import SeatView

from .game_session import ComputerMove, GameSession
from .kept_table import KeptTable
from .move_log import MoveLog
from .worker import Worker

Post = Callable[[Callable[[], None]], None]


@dataclass(frozen=True)
class SeatInfo:
    """A seat as the table shows it. ``name`` is the name somebody typed, or "" (the
    interface names built-in seats in the language of the moment)."""

    name: str = ""
    kind: str = "human"  # "human" (at this machine) | "computer" | "remote"
    level: str | None = None  # the computer level of a computer seat
    connection: str = "connected"  # "connected" | "reconnecting" | "computer" (a computer holds it) | "left" (after the end)
    seconds_left: int | None = None  # while reconnecting: the countdown
    clock: int | None = None  # its turn clock's seconds left (a network game's seat to act)

    @property
    def computer(self) -> bool:
        return self.kind == "computer"


@dataclass(frozen=True)
class Update:
    """Something another seat (or the owner) did: the seat that acted and the events, as
    this seat may see them. ``error`` is set when a computer seat's own player failed and
    a simpler move was played (``failed`` when no move could be played at all)."""

    seat: int | None
    events: list = field(default_factory=list)
    error: BaseException | None = None
    failed: bool = False


class SeatChannel(ABC):
    """One seat's way into a game (``seat`` None: a spectator's, at no seat). Listeners
    and answers run on the owner's thread."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self._listeners: list[Callable[[Update], None]] = []

    @property
    def structure(self) -> TurnStructure:
        """The rule set's turn structure (:mod:`rummy_desktop.core.structures`): what the
        table offers the seat (a working copy with Done and Undo, a discard pile...)."""
        rules = self.view().rules
        assert rules is not None  # a seat's view carries its round's rules (a client rebuilds them)
        return rules.structure

    @abstractmethod
    def view(self) -> SeatView:
        """What this seat may see now."""

    @abstractmethod
    def seats(self) -> list[SeatInfo]:
        ...

    @abstractmethod
    def submit(self, action: Any) -> list:
        """Play ``action`` for this seat: its events, or IllegalAction (nothing changed).
        A network implementation waits for the host's answer, within a bound."""

    @property
    def busy(self) -> bool:
        """Another seat is deciding (a computer's search, a remote player's turn in flight)."""
        return False

    def history(self) -> list[Update]:
        """What happened this round before this channel came to the table (a network seat
        taken back, a resumed network table), as this seat may see it: the move log's start."""
        return []

    def reminds(self) -> bool:
        """Whether the table's must-meld reminder may speak now (a lesson: only at a step
        that teaches it; at the others Draw is the step's to answer)."""
        return True

    def listen(self, listener: Callable[[Update], None]) -> None:
        """Call ``listener`` with every :class:`Update` (on the owner's thread)."""
        self._listeners.append(listener)

    def ready(self) -> None:
        """The table has shown everything so far: the owner may move the next seat."""

    def pause(self, paused: bool) -> None:
        """While paused (a score sheet is being read) the owner moves no computer seat."""

    def close(self) -> None:
        """Stop: no more updates; a computer move being searched is waited for."""

    def set_think_time(self, seconds: float) -> None:
        """The thinking time of the computer seats this machine plays (seconds per
        decision), from their next decision on. A seat at another machine's table has none."""

    # -- what the table keeps with a saved game (see kept_table) ----------------------

    def round_log(self) -> MoveLog | None:
        """The round so far as this seat saw it, when the game was under way before the
        table opened (a resumed game); None: the table starts its log empty."""
        return None

    def kept(self) -> KeptTable | None:
        """What this seat's table kept with the saved game (a resumed game), if anything."""
        return None

    def round_moves(self) -> list[tuple[SeatView, Any]]:
        """This seat's moves in the round under way before the table opened (a resumed
        game), each with the view it was made in: the hint remembers what the seat saw."""
        return []

    @property
    def kept_problem(self) -> str | None:
        """Why what the table kept could not be read (the game itself was resumed)."""
        return None

    def keep(self, hand_order: list[int], hints: int, turn: dict[str, Any] | None) -> None:
        """Keep what the table shows besides the game with it (saved where the game is
        saved; a seat at someone else's table keeps nothing). OSError when the save fails."""

    def _notify(self, update: Update) -> None:
        for listener in list(self._listeners):
            listener(update)


class GameOwner:
    """The side that owns the engine (a :class:`GameSession`): it applies every seat's
    actions, drives the computer seats on a :class:`Worker` (their decisions posted back
    through ``post``), and tells its watchers about every move, with the engine's own
    events. A local game has one human seat's :class:`LocalChannel` on it; the LAN host
    has its own seat's channel and the network connections.

    A watcher is called as ``watcher(update, origin)``: ``origin`` is what :meth:`apply`
    was given (the channel or connection that submitted the action), None for a
    computer seat's move, so each one can leave out the answers it already has."""

    def __init__(self, session: GameSession, post: Post, worker: Worker | None = None) -> None:
        self.session = session
        self._post = post
        self._worker = worker or Worker("rummy-computer-seats")
        self._watchers: list[Callable[[Update, Any], None]] = []
        self._pending = False
        self._paused = False
        self._closed = False
        self._token = 0

    def watch(self, watcher: Callable[[Update, Any], None]) -> None:
        self._watchers.append(watcher)

    def apply(self, seat: int, action: Any, origin: Any = None) -> list:
        """Play a player's ``action`` for ``seat``: its events, or IllegalAction (nothing
        changed). The watchers hear of it."""
        events = self.session.apply(seat, action, save=False)
        self._tell(Update(seat, events), origin)
        self.session.save()  # after the news: the save waits for the disk, the players need not
        return events

    def computer(self, seat: int) -> bool:
        return self.session.is_computer(seat)

    @property
    def busy(self) -> bool:
        """A computer seat is deciding."""
        return self._pending

    @property
    def closed(self) -> bool:
        return self._closed

    def pause(self, paused: bool) -> None:
        self._paused = paused

    def close(self) -> None:
        self._closed = True
        self._token += 1
        self._worker.close()

    def step(self) -> None:
        """Move the next computer seat, if one is to act (its decision comes back later)."""
        if self._closed or self._paused or self._pending:
            return
        game = self.session.game
        phase = game.state.phase
        if phase == "over":
            return
        if phase == "between_rounds":
            if self.computer(0):  # the host's seat decides to go on
                self._play(ComputerMove(0, ContinueGame()))
            return
        seat = game.to_act
        if not self.computer(seat):
            return  # a human seat: its player acts
        self._pending = True
        self._token += 1
        token, session = self._token, self.session
        self._worker.submit(lambda: session.decide(seat),
                            lambda move, error: self._post(lambda: self._decided(token, seat, move, error)))

    def play_for(self, seat: int, action: Any) -> None:
        """Play ``action`` for ``seat`` as a computer move would be played (the owner's
        thread): the watchers hear of it."""
        self._play(ComputerMove(seat, action))

    def _decided(self, token: int, seat: int, move: ComputerMove | None, error: BaseException | None) -> None:
        if token != self._token or self._closed:
            return
        self._pending = False
        if error is not None or move is None:  # even the fallback players failed
            self._tell(Update(seat, [], error, failed=True), None)
            return
        if self.session.game.to_act != move.seat or not self.computer(move.seat):
            return
        self._play(move)

    def _play(self, move: ComputerMove) -> None:
        try:
            events, played = self.session.play_computer(move, save=False)
        except IllegalAction as e:
            self._tell(Update(move.seat, [], e, failed=True), None)
            return
        self._tell(Update(move.seat, events, played.error), None)
        self.session.save()

    def _tell(self, update: Update, origin: Any) -> None:
        for watcher in list(self._watchers):
            watcher(update, origin)


class LocalChannel(SeatChannel):
    """A game on this machine: one human seat of a :class:`GameOwner` of its own, which
    drives the computer seats when the table is :meth:`ready`."""

    seat: int

    def __init__(self, session: GameSession, seat: int, post: Post, worker: Worker | None = None) -> None:
        super().__init__(seat)
        self.session = session
        self.owner = GameOwner(session, post, worker)
        self.owner.watch(self._moved)

    @property
    def structure(self) -> TurnStructure:
        return self.session.game.structure

    def view(self) -> SeatView:
        return self.session.game.view(self.seat)

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(name=s.name, kind="computer" if s.computer else "human", level=s.level)
                for s in self.session.seats]

    def submit(self, action: Any) -> list:
        return self.owner.apply(self.seat, action, origin=self)

    @property
    def busy(self) -> bool:
        return self.owner.busy

    def pause(self, paused: bool) -> None:
        self.owner.pause(paused)

    def close(self) -> None:
        self.owner.close()

    def ready(self) -> None:
        self.owner.step()

    def set_think_time(self, seconds: float) -> None:
        self.session.set_think_time(seconds)

    def play_for(self, seat: int, action: Any) -> None:
        """Play ``action`` for another seat of this machine as a computer move would be
        played (the owner's thread): its update goes to the listeners."""
        self.owner.play_for(seat, action)

    def round_log(self) -> MoveLog | None:
        return self.session.round_log(self.seat)

    def kept(self) -> KeptTable | None:
        return self.session.kept_for(self.seat)

    def round_moves(self) -> list[tuple[SeatView, Any]]:
        return self.session.round_moves(self.seat)

    @property
    def kept_problem(self) -> str | None:
        return self.session.kept_problem

    def keep(self, hand_order: list[int], hints: int, turn: dict[str, Any] | None) -> None:
        self.session.keep_table(self.seat, hand_order, hints, turn)

    def _moved(self, update: Update, origin: Any) -> None:
        if origin is not self:  # this seat's own moves are answered by submit
            self._notify(update)
