"""The record of a whole game (a solo game, a hosted network game, a simulated one) for the
history (:mod:`rummy_desktop.storage.records`): its rule set, options, seats, seed, every
action and the result. A network client's record, which holds only what its seat saw, is
made by :mod:`rummy_desktop.net.record`."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

from rummy_desktop.core.actions import IllegalAction, dump_action, parse_action
from rummy_desktop.core.engine import Game
from rummy_desktop.core.variant import SpecError
from rummy_desktop.storage import records
from rummy_desktop.storage.records import GameRecord, RecordKind, RecordResult, RecordSeat

from .game_session import GameSession, Seat


def program_version() -> str:
    try:
        return metadata.version("rummy-desktop")
    except metadata.PackageNotFoundError:  # a source tree that is not installed
        return "0+unknown"


def result_of(game: Game) -> RecordResult | None:
    res = game.state.result
    if res is None:
        return None
    return RecordResult(winners=list(res.winners), draw=bool(res.draw), totals=list(res.totals))


def game_record(game: Game, seats: Sequence[Any], kind: RecordKind, seat: int) -> GameRecord:
    """The record of ``game`` (finished or not) kept by ``seat``; ``seats`` are the
    session's (name, kind "human"/"computer", level). In a hosted game the human seats other
    than the host's are its network players ("remote")."""
    out = []
    for s, info in enumerate(seats):
        k = info.kind
        if kind == "hosted" and k == "human" and s != seat:
            k = "remote"
        out.append(RecordSeat(name=info.name, kind=k, level=info.level if k == "computer" else None))
    return GameRecord(
        program=program_version(), kind=kind, variant=game.spec.id, options=dict(game.options),
        players=game.players, seats=out, seat=seat, finished=records.now(), seed=game.seed,
        actions=[(s, dump_action(a)) for s, a in game.log], result=result_of(game))


def keep_session(session: Any, kind: RecordKind, seat: int, limit: int = records.KEEP,
                 folder: Path | None = None) -> Path | None:
    """Keep the finished game of ``session`` (a GameSession) in the history; the file written
    (None when the history keeps none). OSError when it cannot be written."""
    return records.keep(game_record(session.game, session.seats, kind, seat), folder, limit)


def replayed(record: GameRecord, index: int, catalog: Any) -> Game:
    """The game of a whole game's record after its first ``index`` actions. ValueError
    (in words) when the record holds one seat's view only, does not replay there, or the
    game is over by then."""
    if not record.whole:
        raise ValueError("a client's record holds only its seat's view: the other hands are not known")
    try:
        game = catalog.new_game(record.variant, record.options, record.players, record.seed)
        for seat_, raw in record.actions[:index]:
            game.apply(seat_, parse_action(raw))
    except (SpecError, IllegalAction, ValueError) as e:
        raise ValueError(f"the game does not replay to that point: {e}") from None
    if game.over:
        raise ValueError("the game is over at that point")
    return game


def session_from(record: GameRecord, index: int, seat: int, name: str, level: str, catalog: Any,
                 autosave: Path | None = None) -> Any:
    """A new solo game (a GameSession) from position ``index`` of a whole game's record: its
    first ``index`` actions replayed, ``seat`` played by the person (``name``), every other
    seat by a computer of ``level``. ValueError (in words) when the record does not replay
    there or the game is over by then."""
    game = replayed(record, index, catalog)
    catalog.player(level)  # SpecError when the level is not installed
    seats = [Seat(name=name) if s == seat else Seat(kind="computer", level=level) for s in range(record.players)]
    session = GameSession(catalog, game, seats, autosave)
    session.save()
    return session
