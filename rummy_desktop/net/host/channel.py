"""The host's own seat, played at the host's machine through the same
:class:`~rummy_desktop.session.seat_channel.SeatChannel` as a game on one machine: the
desktop table plays it like any local seat. It sees its own view and the public events,
like any client."""

from __future__ import annotations

from typing import Any

from rummy_desktop.core.view import SeatView
from rummy_desktop.session.seat_channel import SeatChannel, Update
from rummy_desktop.session.seat_channel import SeatInfo as LocalSeatInfo

from ..views import engine_event, public_events


class HostSeatChannel(SeatChannel):
    """The host's own seat, played at the host's machine through the same interface as a
    local game: it sees its own view and the public events, like any client."""

    def __init__(self, host: Any, seat: int) -> None:
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
        self.host.table.step()

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
        if self in self.host.table.channels:
            self.host.table.channels.remove(self)
