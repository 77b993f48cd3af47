"""Every position of a kept game, as one seat saw it.

A record of the whole game (solo, hosted) is replayed through the engine: position ``i``
is the game after its first ``i`` actions, with the reviewed seat's view, every hand (for
"Show every hand") and the action and events that led there. A network client's record
holds its seat's views only: position ``i`` is the view after its ``i``-th step, and the
seat's own actions are read back from its events (:func:`action_of_events`).

A decision of the reviewed seat is a position it acted in: the view it decided on, the
action it took and what that action caused (:class:`Decision`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.core.actions import (
    Buy,
    Commit,
    Dig,
    Discard,
    Draw,
    Event,
    IllegalAction,
    LayOff,
    Meld,
    Pass,
    SwapJoker,
    TakeDiscard,
    Withdraw,
    dump_action,
    parse_action,
)
from rummy_desktop.core.engine import Game
from rummy_desktop.core.variant import SpecError
from rummy_desktop.core.view import SeatView
from rummy_desktop.net.record import read_steps
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.storage.records import GameRecord


class ReplayError(Exception):
    """A record that does not replay: its rule set is missing, or an action or step is
    damaged (the message says which)."""


@dataclass
class Position:
    """The game after ``index`` moves (0: as it was dealt, or as the client first saw it)."""

    index: int
    view: SeatView  # the reviewed seat's view
    hands: tuple[tuple[int, ...], ...] | None = None  # every hand (a record of the whole game)
    seat: int | None = None  # who made the move that led here
    action: Any = None  # that move (another seat's is unknown in a client's record)
    events: list[Event] = field(default_factory=list)  # what it caused, as the reviewed seat saw it


@dataclass
class Decision:
    """A move of the reviewed seat: the view it decided on (the position before), the
    action taken and its events; ``step`` is the position it was made in."""

    step: int
    view: SeatView
    action: Any
    events: list[Event]


class Replay:
    """The positions of ``record`` from ``seat`` (the record's own seat by default)."""

    def __init__(self, record: GameRecord, catalog: Any, seat: int | None = None) -> None:
        self.record = record
        self.catalog = catalog
        self.seat = record.seat if seat is None else seat
        if not 0 <= self.seat < record.players:
            raise ReplayError(f"the game has no seat {self.seat} (seats 0 to {record.players - 1})")
        if not record.whole and self.seat != record.seat:
            raise ReplayError(f"this record holds only seat {record.seat}'s view")
        try:
            self.variant = catalog.variant(record.variant)
        except SpecError as e:
            raise ReplayError(str(e)) from None
        self.positions: list[Position] = self._whole() if record.whole else self._client()

    @property
    def structure(self) -> Any:
        """The rule set's turn structure (what a decision is: a commit or a draw, meld, discard)."""
        return self.variant.spec.structure

    def _whole(self) -> list[Position]:
        rec = self.record
        assert rec.seed is not None  # a whole game's record holds its seed (GameRecord checks it)
        try:
            game = Game(self.variant, rec.options, rec.players, rec.seed, self.catalog.adjust)
        except (SpecError, ValueError) as e:
            raise ReplayError(str(e)) from None
        out = [Position(0, game.view(self.seat), self._hands(game))]
        for i, (seat, raw) in enumerate(rec.actions):
            try:
                action = parse_action(raw)
                events = game.apply(seat, action)
            except (IllegalAction, ValueError) as e:
                raise ReplayError(f"action {i + 1} of the record does not replay: {e}") from None
            out.append(Position(i + 1, game.view(self.seat), self._hands(game), seat, action, events))
        return out

    @staticmethod
    def _hands(game: Game) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(h) for h in game.state.hands)

    def _client(self) -> list[Position]:
        out: list[Position] = []
        try:
            for i, (seat, events, view) in enumerate(read_steps(self.record.steps, self.catalog)):
                action = action_of_events(events, seat) if seat == self.seat else None
                out.append(Position(i, view, None, seat, action, events))
        except ValueError as e:
            raise ReplayError(str(e)) from None
        if out and out[0].view.seat != self.seat:
            raise ReplayError(f"the record's views are seat {out[0].view.seat}'s, not seat {self.seat}'s")
        return out

    # -- reading -------------------------------------------------------------------------------

    def decisions(self) -> list[Decision]:
        """The reviewed seat's moves, in order."""
        out = []
        for i in range(1, len(self.positions)):
            p = self.positions[i]
            if p.seat == self.seat and p.action is not None:
                out.append(Decision(i - 1, self.positions[i - 1].view, p.action, p.events))
        return out

    def actions_before(self, index: int) -> list[tuple[int, Any]]:
        """The actions that lead to position ``index`` (a record of the whole game)."""
        if not self.record.whole:
            raise ReplayError("a client's record holds no actions")
        return [(s, parse_action(a)) for s, a in self.record.actions[:index]]


_EVENT_ACTIONS = {
    "drew": lambda ev: Draw(),
    "took_discard": lambda ev: Buy() if ev.data.get("bought") else TakeDiscard(),
    "dug": lambda ev: Dig(card=ev.data["card"]),
    "melded": lambda ev: Meld(cards=tuple(ev.data["cards"]), jokers=dict(ev.data.get("declared") or {})),
    "laid_off": lambda ev: LayOff(card=ev.data["card"], group=ev.data["group"], joker_as=ev.data.get("declared")),
    "swapped_joker": lambda ev: SwapJoker(card=ev.data["card"], group=ev.data["group"]),
    "discarded": lambda ev: Discard(card=ev.data["card"]),
    "committed": lambda ev: Commit(table=tuple(tuple(g) for g in ev.data["table"]),
                                   jokers=dict(ev.data.get("declared") or {}), knock=bool(ev.data.get("knock"))),
    "passed": lambda ev: Pass(),
    "withdrew": lambda ev: Withdraw(),
}


def action_of_events(events: Sequence[Event], seat: int | None) -> Any:
    """The action of ``seat`` that caused ``events`` (the first event that is a seat's
    action tells it), or None when they hold none."""
    for ev in events:
        make = _EVENT_ACTIONS.get(ev.kind)
        if make is not None and ev.seat == seat:
            try:
                return make(ev)
            except (KeyError, TypeError, ValueError):
                return None
    return None


def action_json(action: Any) -> dict:
    return dump_action(action)


def move_entries(replay: Replay) -> list[list[Any]]:
    """The move log's entries (:class:`rummy_desktop.session.move_log.Entry`) of each
    position's move, as the reviewed seat saw it: ``out[i]`` says what led to position ``i``
    (nothing for the deal). Draws in a row make one entry, at the last of them."""
    log = MoveLog(replay.seat)
    out: list[list[Any]] = [[]]
    for i in range(1, len(replay.positions)):
        before = replay.positions[i - 1].view
        new = log.feed(before, replay.positions[i].events)
        last = out[-1][-1] if out[-1] else None
        if new and new[0].kind in ("drew", "withdrew") and last is not None and last.kind == "drew" \
                and last.seat == new[0].seat and not any(last is x for x in log.entries):
            out[-1] = out[-1][:-1]  # that draw is merged into this one
        out.append(list(new))
    return out
