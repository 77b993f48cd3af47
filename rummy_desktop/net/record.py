"""A network client's record of its game (:mod:`rummy_desktop.storage.records`, kind
"client"): what its seat's views showed, nothing more.

:class:`ClientRecorder` is fed every view the client receives (:meth:`ClientRecorder.take`,
with the update that came with it: the seat that acted and the events as this seat saw
them) and keeps one step per view: the first whole, the others as the changes since the
view before (:func:`.views.view_changes`), the events in their wire form
(:func:`.views.public_event` for this seat, the only form they ever had here).
:func:`read_steps` turns the steps back into views and events for the review. Qt-free.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from rummy_desktop.core.view import SeatView
from rummy_desktop.session.records import program_version
from rummy_desktop.storage import records
from rummy_desktop.storage.records import ClientStep, GameRecord, RecordResult, RecordSeat, SeatKind

from .views import EVENT_MODELS, ViewChanges, ViewState, WireView, engine_event, public_event, view_changes, wire_view


class ClientRecorder:
    """The steps of ``seat``'s record, as the client's views come."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.steps: list[ClientStep] = []
        self._last: SeatView | None = None

    def take(self, view: SeatView, update: Any = None) -> None:
        """A new view of the seat, and the update that brought it (None: a view alone, the
        first one or a whole view again after a reconnection)."""
        events = []
        for ev in getattr(update, "events", None) or ():
            wire = public_event(ev, self.seat)
            if wire is not None:
                events.append(wire.model_dump(mode="json"))
        seat = getattr(update, "seat", None)
        if self._last is None or self._last.variant != view.variant:
            step = ClientStep(seat=seat, events=events, view=wire_view(view).model_dump(mode="json"))
        else:
            changes = view_changes(self._last, view).model_dump(mode="json")
            if not changes and not events:
                return  # nothing new to keep
            step = ClientStep(seat=seat, events=events, changes=changes)
        self.steps.append(step)
        self._last = view

    def record(self, variant: str, options: dict[str, str], seats: Sequence[Any],
               result: dict[str, Any] | None) -> GameRecord:
        """The record so far. ``seats``: the wire's seat list (name, kind, level); ``result``:
        the game's result as the seat's view shows it (winners, draw, totals), if it has ended."""
        out = []
        for info in sorted(seats, key=lambda s: s.seat):
            kind: SeatKind = "human" if info.seat == self.seat else ("computer" if info.kind == "computer" else "remote")
            out.append(RecordSeat(name=info.name, kind=kind, level=info.level if kind == "computer" else None))
        res = None
        if result is not None:
            res = RecordResult(winners=list(result["winners"]), draw=bool(result["draw"]),
                               totals=list(result["totals"]))
        return GameRecord(program=program_version(), kind="client", variant=variant, options=dict(options),
                          players=len(out), seats=out, seat=self.seat, finished=records.now(),
                          steps=list(self.steps), result=res)


def read_steps(steps: Sequence[ClientStep], catalog: Any) -> Iterator[tuple[int | None, list, SeatView]]:
    """(the seat that acted, the events, the view after them) of each step; ValueError
    (saying which step) when a step is damaged or its rule set is not installed."""
    state = ViewState(catalog)
    for i, step in enumerate(steps):
        try:
            events = [engine_event(EVENT_MODELS[e["kind"]].model_validate(e)) for e in step.events]
            if step.view is not None:
                view = state.full(WireView.model_validate(step.view), i)
            else:
                changes = ViewChanges.model_validate(step.changes)
                changed = state.apply(state.version, changes) if state.version is not None else None
                if changed is None:
                    raise ValueError("changes to no view")
                view = changed
        except Exception as e:  # any damage of the data: said with the step
            raise ValueError(f"step {i + 1} of the record is damaged ({type(e).__name__}: {e})") from None
        yield step.seat, events, view
