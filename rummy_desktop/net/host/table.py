"""The host's table: the game in progress and everything said at it (QtCore for its
timers). Commands judged and applied, each move fanned out to every connection at the
table (the public events and what changed in its own view, as it may see them), the chat,
the round so far for whoever comes back, the turn clock, and the stand-in computers that
play a seat for its player (dropped, out of time, or sent to the computer by the host).

Computer seats are driven by a :class:`~rummy_desktop.session.seat_channel.GameOwner` on
its worker thread, their moves posted back to the host's thread.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QTimer

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.engine import Game
from rummy_desktop.core.view import SeatView
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.session.seat_channel import GameOwner, Update

from .. import protocol as P
from ..views import engine_event, public_events, view_changes, wire_view
from ..wire import MAX_EVENTS
from .clock import TurnClock
from .guard import Guard
from .lobby import Lobby
from .transport import Peer, Transport

RESULTS_KEPT = 32  # a connection's last answers, for a command sent again


@dataclass(eq=False)
class Feed:
    """What the table sent one connection, and what it answered it."""

    last_id: int = -1
    results: dict = field(default_factory=dict)  # its last commands' answers: id -> (accepted, refusal)
    view: SeatView | None = None  # the last view its client was sent (deltas follow it)
    version: int = 0  # that view's number
    answer: int | None = None  # the command being applied: its result goes out with its view
    dropped_ids: int = 0  # duplicate command ids (answered again, never applied twice)


def feed(peer: Peer) -> Feed:
    if peer.feed is None:
        peer.feed = Feed()
    return peer.feed


class Table:
    """``announce``: the callbacks of the host's signals (``seats()``, ``started()``,
    ``finished(result)``, ``chat(seat, name, text)``, ``record()``)."""

    def __init__(self, game: dict[str, Any], lobby: Lobby, transport: Transport, guard: Guard,
                 post: Callable, clock: Callable[[], float], announce: dict[str, Callable]) -> None:
        self.game_args = game  # catalog, variant, options, seed, autosave, think_time, stand_in, turn_clock, limits
        self.lobby = lobby
        self.transport = transport
        self.guard = guard
        self.post = post
        self.clock = clock
        self.announce = announce
        self.limits = game["limits"]
        self.stand_in = game["stand_in"]
        self.turn_clock = game["turn_clock"]  # seconds per turn of a player's seat (None: no clock)
        self.think_time = game["think_time"]
        self.session: GameSession | None = None
        self.owner: GameOwner | None = None
        self.turns = 0
        self.history: list[tuple[int | None, list]] = []  # this round's moves: (seat, engine events)
        self.chat_lines: deque = deque(maxlen=P.MAX_HISTORY_CHAT)  # (seat, name, text), the latest
        self.result: dict | None = None
        self.channels: list = []  # the host's own seats' channels
        self._turn: tuple | None = None  # the turn the clock is for (see _clock_turn)
        self._quiet = False  # the clock's changes go with the views (a move): no message of their own
        self.timer = TurnClock(clock, self._time_out, self._clock_changed, transport)

    @property
    def game(self) -> Game | None:
        return self.session.game if self.session is not None else None

    @property
    def _live(self) -> GameSession:
        """The session, where only a game under way leads (its moves, views and clock)."""
        assert self.session is not None, "no game has started"  # start and resume set it first
        return self.session

    @property
    def seats(self):
        return self.lobby.seats

    def seat_infos(self) -> list[P.SeatInfo]:
        return self.lobby.seat_infos(self.game is not None and self.game.over)

    def at_table(self) -> list[Peer]:
        return [p for p in self.transport.peers if p.at_table]

    # -- the game -----------------------------------------------------------------------

    def start(self) -> None:
        """Deal (every open seat is taken, or turned into a computer seat)."""
        a = self.game_args
        seats = [Seat(s.name, "computer" if s.plan.kind == "computer" else "human", s.plan.level)
                 for s in self.seats]
        # saved after every move, by a thread of its own: the players must not wait for the disk
        self.session = GameSession.new(a["catalog"], a["variant"], a["options"], seats, a["seed"], a["autosave"],
                                       background=True, think_time=self.think_time)
        self.announce["record"]()
        self._own(self.session)
        infos = self.seat_infos()
        for p in self.at_table():
            self.transport.send(p, P.Start, seats=infos)
            self.transport.write(p, self.view_frame(p))
        self.announce["started"]()
        self.step()

    def resume(self, session: GameSession, chat: Any) -> None:
        """Take over a resumed session (its players away until they come back)."""
        session.save_in_background()
        session.set_think_time(self.think_time)
        self.session = session
        self.owner = GameOwner(session, self.post)
        self._restore_history(chat)
        self.owner.watch(self._moved)
        self._clock_turn([])
        self.step()

    def _own(self, session: GameSession) -> None:
        self.owner = GameOwner(session, self.post)
        self.owner.watch(self._moved)
        self._clock_turn([])

    def step(self) -> None:
        if self.owner is not None and not self.owner.closed:
            QTimer.singleShot(self.limits.pace, self.owner.step)

    def close(self) -> None:
        self.timer.stop()
        if self.owner is not None:
            self.owner.close()
        if self.session is not None:
            self.session.close()  # the autosave still pending is written

    def set_think_time(self, seconds: float | None) -> None:
        self.think_time = seconds
        if self.session is not None:
            self.session.set_think_time(seconds)

    # -- commands -----------------------------------------------------------------------

    def command(self, peer: Peer, msg: P.Command) -> None:
        def refuse(refusal: P.Refusal) -> None:
            self.transport.send(peer, P.CommandResult, id=msg.id, accepted=False, refusal=refusal)

        verdict = self.guard.command(peer.rates)
        if verdict.refusal is not None:  # (over: a command's verdict always says why)
            if verdict.fatal:
                self.transport.refuse(peer, verdict.refusal, fatal=True)
            else:
                refuse(verdict.refusal)
            return
        if self._play(peer, msg.id, msg.action, refuse):
            self.guard.command_taken(peer.rates)
        else:
            self.guard.command_refused(peer.rates)  # only what the game did not take counts towards a flood

    def _play(self, peer: Peer, ident: int, action: Any, reply: Callable[[P.Refusal], None]) -> bool:
        """Judge and apply one command: whether the game took it. A command id seen before is
        never applied twice: it is answered as it was the first time."""
        if peer.seat is None:
            reply(P.Refusal(reason="not_joined"))
            return False
        f = feed(peer)
        if ident <= f.last_id:
            f.dropped_ids += 1
            accepted, refusal = f.results.get(ident, (False, P.Refusal(reason="bad_message",
                                                                       params={"problem": "old_id"})))
            self.transport.send(peer, P.CommandResult, id=ident, accepted=accepted, refusal=refusal)
            return False
        f.last_id = ident

        def refuse(refusal: P.Refusal) -> None:
            self._keep_result(f, ident, False, refusal)
            reply(refusal)

        session, owner = self.session, self.owner
        if session is None or owner is None:  # (no game yet: start and resume set both)
            refuse(P.Refusal(reason="not_your_turn"))
            return False
        game = session.game
        if game.over:
            refuse(P.Refusal(reason="game_over"))
            return False
        if session.is_computer(peer.seat) or game.to_act != peer.seat:
            refuse(P.Refusal(reason="not_your_turn"))
            return False
        f.answer = ident
        try:
            owner.apply(peer.seat, action, origin=peer)
        except IllegalAction as e:
            f.answer = None
            refuse(P.illegal_action(e))
            return False
        self._keep_result(f, ident, True, None)
        if f.answer is not None:  # not sent with the view (see _moved)
            f.answer = None
            self.transport.send(peer, P.CommandResult, id=ident, accepted=True)
        return True

    @staticmethod
    def _keep_result(f: Feed, ident: int, accepted: bool, refusal: P.Refusal | None) -> None:
        f.results[ident] = (accepted, refusal)
        if len(f.results) > RESULTS_KEPT:
            del f.results[next(iter(f.results))]

    def resync(self, peer: Peer) -> None:
        """The client asks for its whole view (it could not follow a delta). Counted like a
        command the game did not take, so asking in a loop is a flood like any other."""
        verdict = self.guard.command(peer.rates, "resync")
        if verdict.refusal is not None:  # (over: a command's verdict always says why)
            self.transport.refuse(peer, verdict.refusal, fatal=verdict.fatal)
            return
        self.guard.command_refused(peer.rates)
        if not peer.at_table or self.session is None:
            joined = peer.at_table
            self.transport.refuse(peer, P.Refusal(reason="bad_message" if joined else "not_joined",
                                                  params={"problem": "no_view"} if joined else {}))
            return
        feed(peer).view = None
        self.transport.write(peer, self.view_frame(peer))

    def apply_local(self, seat: int, action: Any, origin: Any) -> list:
        """The host's own seat plays ``action`` (the same checks as a command)."""
        session, owner = self.session, self.owner
        if session is None or owner is None or session.is_computer(seat):  # (its stand-in plays this turn)
            raise IllegalAction("not_your_turn")
        return owner.apply(seat, action, origin=origin)

    # -- fan-out ------------------------------------------------------------------------

    def view_frame(self, peer: Peer, seat: int | None = None, events: list | None = None) -> bytes:
        """The frames that bring ``peer``'s client to its seat's view now, after ``events``
        (of ``seat``'s move, as this client may see them): what changed since the view it was
        sent last, with the events in the same frame, or the whole view (the first one, or
        after a resync). Events that do not fit in the delta's frame go ahead in their own."""
        t, f = self.transport, feed(peer)
        view = self._live.game.view(peer.seat)
        events = events or []
        changes = view_changes(f.view, view) if f.view is not None else None
        frames: list[bytes] = []
        if changes is not None and len(events) <= MAX_EVENTS:
            one = t.pack_if_fits(peer, P.ViewDelta, base=f.version, changes=changes,
                                 seat=seat if events else None, events=events, clock=self.clock_left())
            frames = [one] if one is not None else []  # a long move on a full table: events on their own
        if not frames:
            frames = [t.pack(peer, P.EventsMessage, seat=seat, events=events[at:at + MAX_EVENTS])
                      for at in range(0, len(events), MAX_EVENTS)]
            if changes is None:
                frames.append(t.pack(peer, P.ViewMessage, view=wire_view(view), version=f.version + 1,
                                     clock=self.clock_left()))
            else:
                frames.append(t.pack(peer, P.ViewDelta, base=f.version, changes=changes, clock=self.clock_left()))
        f.view, f.version = view, f.version + 1
        return b"".join(frames)

    def _moved(self, update: Update, origin: Any) -> None:
        """A seat moved: each connection gets the public events and what changed in its view."""
        game = self._live.game
        self.turns += sum(1 for e in update.events if e.kind == "turn_ended")
        self._remember(update.seat, update.events)
        self._clock_turn(update.events)
        t = self.transport
        # the seat to act next hears first, at once: it is the one everybody waits for
        seen: dict[tuple, list] = {}  # the events as seen by recipients who see them alike
        for p in sorted(self.at_table(), key=lambda p: p.seat != game.to_act):
            key = tuple(i for i, e in enumerate(update.events) if e.private and e.seat == p.seat)
            if key not in seen:
                seen[key] = public_events(update.events, p.seat)
            data = self.view_frame(p, update.seat, seen[key])
            f = feed(p)
            if f.answer is not None:  # the sender's answer, after its new view: it may go on at once
                data += t.pack(p, P.CommandResult, id=f.answer, accepted=True)
                f.answer = None
            t.write(p, data)  # one write: the events, the view (and the answer)
            if p.seat == game.to_act:
                t.flush(p)
        for ch in self.channels:
            if origin is not ch:
                ch._notify(Update(update.seat, [engine_event(e) for e in public_events(update.events, ch.seat)],
                                  update.error, update.failed))
        if game.over and self.result is None:
            res = game.state.result
            assert res is not None  # the engine sets the result as the game ends
            self.result = {"winners": list(res.winners), "draw": res.draw, "scores": list(res.totals),
                           "rounds": game.state.round_no, "turns": self.turns}
            for p in self.at_table():
                t.send(p, P.GameResult, **self.result)
            self.announce["finished"](self.result)
        else:
            self.step()

    def _remember(self, seat: int | None, events: list) -> None:
        """Keep the round's moves (a new round's deal starts them afresh)."""
        start = max((i for i, e in enumerate(events) if e.kind == "round_started"), default=None)
        if start is not None:
            self.history = [(seat, events[start:])]
        elif events:
            self.history.append((seat, events))

    def history_frames(self, peer: Peer) -> bytes:
        """The round so far and the last chat lines, for a (re)joining connection: as many
        frames as it takes (a move that would not fit even alone is left out)."""
        moves = [P.HistoryMove(seat=s, events=public_events(evs, peer.seat)[:MAX_EVENTS]) for s, evs in self.history]
        chat = [P.ChatLine(seat=s, name=n, text=t) for s, n, t in self.chat_lines]
        frames: list[bytes] = []
        at, step = 0, 64
        while at < len(moves) or not frames:
            part = moves[at:at + step]
            data = self.transport.pack_if_fits(peer, P.History, moves=part, chat=chat if not frames else [],
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

    def catch_up(self, peer: Peer) -> None:
        """A connection that (re)joins a game under way: the seats, the round so far, its view."""
        self.transport.send(peer, P.Start, seats=self.seat_infos())
        self.transport.write(peer, self.history_frames(peer) + self.view_frame(peer))

    def _restore_history(self, chat: Any) -> None:
        """A resumed table's round so far (the game replayed from its deal: the moves' events
        are not saved) and its last chat lines (as saved; lines that are not are left out)."""
        game = self._live.game
        replay = self.game_args["catalog"].new_game(game.spec.id, game.options, game.players, game.seed)
        for seat, action in game.log:
            self._remember(seat, replay.apply(seat, action))
        for line in chat if isinstance(chat, list) else []:
            try:
                seat, name, text = line
                ok = P.ChatLine(seat=seat, name=name, text=text)
            except (TypeError, ValueError):
                continue
            self.chat_lines.append((ok.seat, ok.name, ok.text))

    def seat_changed(self, index: int) -> None:
        info = self.seat_infos()[index]
        for p in self.at_table():
            self.transport.send(p, P.SeatChanged, info=info)
        self.announce["seats"]()

    # -- chat ---------------------------------------------------------------------------

    def chat(self, peer: Peer, msg: P.ClientChat) -> None:
        if not peer.at_table:
            self.transport.refuse(peer, P.Refusal(reason="not_joined"))
            return
        verdict = self.guard.chat(peer.rates)
        if verdict.refusal is not None:  # (over: a chat line's verdict always says why)
            self.transport.refuse(peer, verdict.refusal)
            return
        if peer.seat is not None:
            self.say(peer.seat, msg.text)
        elif peer.watcher is not None:  # (at the table: a seat's or a spectator's)
            self.say_as(None, peer.watcher, msg.text)

    def say(self, seat: int, text: str) -> None:
        """A chat line from ``seat`` (the host's own seat, or a connection's) to everyone."""
        self.say_as(seat, self.seats[seat].name or f"{seat + 1}", text)

    def say_as(self, seat: int | None, name: str, text: str) -> None:
        """A chat line from ``seat`` (None: a spectator), said by ``name``, to everyone."""
        line = P.HostChat(seq=0, seat=seat, name=name, text=text)
        self.chat_lines.append((line.seat, line.name, line.text))
        if self.session is not None:  # kept with the game: a resumed table has its chat too
            self.session.extra.setdefault("lan", {})["chat"] = [list(c) for c in self.chat_lines]
            self.session.save()
        for p in self.at_table():
            self.transport.send(p, P.HostChat, seat=line.seat, name=line.name, text=line.text)
        self.announce["chat"](seat, line.name, line.text)

    # -- stand-ins ----------------------------------------------------------------------

    def tick(self, now: float, paused: float) -> None:
        """Every tick: the clock (moved on by the host's own pause), and each dropped
        player's countdown (a computer holds the seat once it is over)."""
        self.timer.shift(paused)
        if self.session is None or self.session.game.over:
            return
        self.timer.check()
        for i, s in enumerate(self.seats):
            if s.plan.kind == "open" and s.peer is None and not s.held and s.dropped_at is not None:
                if now - s.dropped_at >= self.limits.grace:
                    self.hold(i)
                else:
                    self.seat_changed(i)  # the countdown

    def hold(self, index: int) -> None:
        """A computer of the host's chosen level plays the seat until its owner is back."""
        seat = self.seats[index]
        if seat.held:
            return
        seat.held = True
        self.computer_or_player(index)

    def computer_or_player(self, index: int, tell: bool = True) -> None:
        """Hand the seat to its stand-in, or back to its player, as its flags say (and, with
        ``tell``, tell everybody and let the computer move)."""
        seat, session = self.seats[index], self.session
        if session is None:
            return
        if seat.by_computer and not session.is_computer(index):
            session.hand_to_computer(index, self.stand_in)
            if self.timer.seat == index:
                self.timer.stop()  # a computer needs no clock
        elif not seat.by_computer and session.is_computer(index) and seat.plan.kind != "computer":
            session.hand_back(index)
            if self._turn is not None and self._turn[1] == index and self.turn_clock is not None:
                self.timer.start(index, self.turn_clock, paused=self.away(index))  # the whole clock
        if tell:
            self.seat_changed(index)
            self.step()

    def rejoined(self, index: int) -> None:
        """The seat's player is back (a game under way): its seat is its own again, and its
        clock, if it was its turn, runs on from where it stopped."""
        self.seats[index].held = False
        self.computer_or_player(index, tell=False)
        if self.timer.seat == index:
            self.timer.resume()

    def dropped(self, index: int) -> None:
        """The seat's player is gone (a game under way): its clock waits for it."""
        if self.timer.seat == index:
            self.timer.pause()

    def away(self, index: int) -> bool:
        """The seat's player is reconnecting (its seat waits; no computer holds it yet)."""
        s = self.seats[index]
        return s.plan.kind == "open" and s.peer is None and s.dropped_at is not None and not s.held

    def computer_plays(self, index: int) -> None:
        """The host's choice: a computer plays this player's seat (the host's own too) until
        :meth:`give_back`."""
        seat = self.seats[index]
        if seat.plan.kind == "computer" or self.session is None:
            raise ValueError(f"seat {index} is not a player's seat at a game in progress")
        seat.forced = True
        self.computer_or_player(index)

    def give_back(self, index: int) -> None:
        """The host gives the seat back to its player (a player who dropped out still waits
        for them, or their computer)."""
        seat = self.seats[index]
        if seat.forced:
            seat.forced = False
            self.computer_or_player(index)

    def extend(self, index: int, seconds: float) -> None:
        """The host gives a dropped player more time."""
        seat = self.seats[index]
        if seat.dropped_at is not None and not seat.held:
            seat.dropped_at += seconds
            self.seat_changed(index)

    def skip_wait(self, index: int) -> None:
        """The host does not wait: a computer holds the seat now."""
        seat = self.seats[index]
        if seat.dropped_at is not None and seat.peer is None and self.session is not None:
            self.hold(index)

    # -- the turn clock -----------------------------------------------------------------

    def clock_left(self) -> int | None:
        """Seconds left on the turn clock of the seat to act (None: no clock runs)."""
        return self.timer.seconds_left()

    @property
    def clock_seat(self) -> int | None:
        """The seat whose turn clock runs (None: none)."""
        return self.timer.seat if self.timer.running else None

    def _clock_turn(self, events: list) -> None:
        """After every move (and at the start): when a new turn has begun, a stand-in that
        played the last one gives its seat back, and the clock starts for the seat to act
        if a player plays it (after ``round_break`` seconds when ``events`` ended a round:
        the players read the scores; paused while its player is reconnecting). No clock
        runs between rounds (the decision to deal the next one) nor after the end. (A turn
        is several moves in the draw-and-discard games.)"""
        session = self._live
        game = session.game
        turn = None
        if not game.over and game.state.phase != "between_rounds":
            turn = (game.state.round_no, game.to_act, self.turns)
        if turn == self._turn:
            return
        self._turn = turn
        self._quiet = True  # the views that follow carry the clock
        try:
            self.timer.stop()
            for i, s in enumerate(self.seats):
                if s.timed_out:
                    s.timed_out = False
                    self.computer_or_player(i, tell=False)
                    self.seat_changed(i)
            if turn is not None and self.turn_clock is not None and not session.is_computer(turn[1]):
                after = self.limits.round_break if any(e.kind == "round_ended" for e in events) else 0.0
                self.timer.start(turn[1], self.turn_clock, after, paused=self.away(turn[1]))
        finally:
            self._quiet = False

    def _clock_changed(self) -> None:
        """The clock started, paused, resumed or stopped other than with a move: everybody
        at the table is told."""
        if self._quiet or self.session is None:
            return
        seconds = self.clock_left()
        for p in self.at_table():
            self.transport.send(p, P.TurnClock, seat=self.timer.seat if seconds is not None else None,
                                seconds=seconds)
        self.announce["seats"]()

    def _time_out(self, index: int) -> None:
        """The clock ran out. What the seat's player sent is read first: a move on its way
        wins. Otherwise the seat's stand-in plays this one turn (the player keeps the seat
        and plays the next)."""
        turn, peer = self._turn, self.seats[index].peer
        if peer is not None:
            self.transport.read_now(peer)
        if self._turn != turn or self.session is None or self.session.game.over or self.session.is_computer(index):
            return
        for p in self.at_table():  # time is up: everybody sees it at once (the stand-in takes a moment)
            self.transport.send(p, P.TurnClock, seat=index, seconds=0)
            self.transport.flush(p)
        self.seats[index].timed_out = True
        self.computer_or_player(index)
