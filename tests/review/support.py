"""Seeded games for the review's tests: played move by move by computer players whose
decisions do not depend on the clock (the Expert's searches get fixed world counts and a
time budget they never reach), cut where the test wants, kept as records."""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.core.rng import derive_seed
from rummy_desktop.net.record import ClientRecorder
from rummy_desktop.session.game_session import Seat
from rummy_desktop.session.records import game_record


def steady_levels(monkeypatch) -> None:
    """The levels' searches by world counts only (no time limit is ever reached)."""
    from rummy_desktop.ai import levels

    monkeypatch.setattr(levels, "SEARCH_WORLDS", 8)
    monkeypatch.setattr(levels, "MANIPULATION_SEARCH_WORLDS", 0)
    monkeypatch.setattr(levels, "solver_time_limit", lambda budget: None)


def play(catalog, variant: str, levels: Sequence[str], seed: int, rounds: int = 1, actions: int | None = None,
         options: dict | None = None):
    """A game of ``variant`` between ``levels`` (one per seat), played to the end of round
    ``rounds`` (or ``actions`` actions); the game, and a client's recorder of each seat fed
    every view as a network client would get it."""
    n = len(levels)
    game = catalog.new_game(variant, options or {}, n, seed)
    players = [catalog.player(levels[s]).create(s, derive_seed(seed, s + 1), 60.0) for s in range(n)]
    recorders = [ClientRecorder(s) for s in range(n)]
    for s in range(n):
        recorders[s].take(game.view(s))
    while not game.over and game.state.round_no <= rounds and (actions is None or len(game.log) < actions):
        seat = game.to_act
        events = game.apply(seat, players[seat].choose(game.view(seat)))
        for s in range(n):
            recorders[s].take(game.view(s), _Update(seat, events))
    return game, recorders


class _Update:
    def __init__(self, seat, events) -> None:
        self.seat, self.events = seat, events


def whole_record(game, levels: Sequence[str], seat: int = 0):
    return game_record(game, [Seat(kind="computer", level=level) for level in levels], "solo", seat)


def client_record(game, recorder, seats=None):
    from types import SimpleNamespace

    seats = seats or [SimpleNamespace(seat=s, name="", kind="human", level=None) for s in range(game.players)]
    return recorder.record(game.spec.id, dict(game.options), seats, None)
