"""The seat interface on a local game, without Qt: the owner drives the computer seats on
its worker thread and posts their moves back; the seat submits its own."""

from __future__ import annotations

import queue
import threading

import pytest

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.core.actions import Discard, IllegalAction
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.session.seat_channel import LocalChannel, Update


class Loop:
    """A stand-in for the owner's event loop: ``post`` queues, ``run_one`` runs."""

    def __init__(self) -> None:
        self.calls: queue.Queue = queue.Queue()
        self.threads: set[str] = set()

    def post(self, fn) -> None:
        self.threads.add(threading.current_thread().name)
        self.calls.put(fn)

    def run_one(self, timeout: float = 30.0) -> None:
        self.calls.get(timeout=timeout)()


def _channel(catalog, variant="rummy", players=3, level="standard", seed=2):
    seats = [Seat()] + [Seat(kind="computer", level=level) for _ in range(players - 1)]
    session = GameSession.new(catalog, variant, {}, seats, seed=seed)
    loop = Loop()
    ch = LocalChannel(session, 0, loop.post)
    updates: list[Update] = []
    ch.listen(updates.append)
    return ch, session, loop, updates


def _until_my_turn(ch, session, loop, limit: int = 20000) -> None:
    """Let the computer seats play until this seat acts (or the game is over; a seat out
    of the game watches the others finish)."""
    for _ in range(limit):
        v = ch.view()
        if session.game.over or v.phase == "between_rounds" or v.turn == 0:
            return  # this seat acts (between rounds: seat 0 goes on)
        ch.ready()
        assert ch.busy
        loop.run_one()
    pytest.fail("the computer seats never gave the turn back")


@pytest.mark.parametrize("variant", ["rummy", "carousel", "rummy-500"])
def test_a_whole_game_through_the_seat_interface(catalog, variant):
    ch, session, loop, updates = _channel(catalog, variant)
    me = GreedyPlayer(0)
    while True:
        _until_my_turn(ch, session, loop)
        if session.game.over:
            break
        view = ch.view()
        assert view == session.game.view(0)
        ch.submit(me.choose(view))
    assert loop.threads == {"rummy-computer-seats"}  # decided on the worker, posted back
    assert updates and all(u.seat in (0, 1, 2) and u.error is None for u in updates)
    assert {u.seat for u in updates} >= {1, 2}
    ch.close()


def test_a_refusal_changes_nothing(catalog):
    ch, session, loop, _ = _channel(catalog)
    _until_my_turn(ch, session, loop)
    before = (ch.view(), len(session.game.log))
    with pytest.raises(IllegalAction) as e:
        ch.submit(Discard(card=next(c for c in range(52) if c not in ch.view().hand)))
    assert e.value.code
    assert (ch.view(), len(session.game.log)) == before
    ch.close()


def test_paused_the_computers_wait(catalog):
    seats = [Seat(kind="computer", level="greedy") for _ in range(2)]
    session = GameSession.new(catalog, "rummy", {}, seats, seed=4)
    loop = Loop()
    ch = LocalChannel(session, 0, loop.post)
    ch.pause(True)
    ch.ready()
    assert not ch.busy and loop.calls.empty()
    ch.pause(False)
    ch.ready()
    assert ch.busy
    loop.run_one()
    assert len(session.game.log) == 1
    ch.close()


def test_a_failing_search_plays_a_simpler_move_and_says_so(catalog, monkeypatch):
    from rummy_desktop.ai.levels import LevelPlayer

    def broken(self, view):
        raise RuntimeError("no search today")

    monkeypatch.setattr(LevelPlayer, "choose", broken)
    ch, session, loop, updates = _channel(catalog, "carousel", players=2)
    while session.game.to_act == 0:
        ch.submit(GreedyPlayer(0).choose(ch.view()))
    ch.ready()
    loop.run_one()
    assert updates[-1].seat == 1 and isinstance(updates[-1].error, RuntimeError) and not updates[-1].failed
    assert session.game.log[-1][0] == 1
    ch.close()


def test_a_resumed_game_gives_the_seats_moves_of_the_round_with_their_views(catalog, tmp_path):
    """The hint of a resumed draw-and-discard game remembers what the seat saw this round:
    the channel reads the seat's moves again from the game's actions, each with its view
    (the review walks the same ones)."""
    path = tmp_path / "game.json"
    seats = [Seat(), Seat(kind="computer", level="greedy")]
    session = GameSession.new(catalog, "rummy", {}, seats, seed=4, autosave=path)
    players = [GreedyPlayer(0), GreedyPlayer(1)]
    game = session.game
    mine = []
    while len(game.log) < 24:
        seat = game.to_act
        view = game.view(seat)
        action = players[seat].choose(view)
        if seat == 0:
            mine.append((view, action))
        session.apply(seat, action)
    resumed = GameSession.resume(catalog, path)
    moves = LocalChannel(resumed, 0, lambda fn: fn()).round_moves()
    assert moves == [m for m in mine if m[0].round_no == game.state.round_no] and len(moves) >= 4
    assert LocalChannel(GameSession.new(catalog, "vatican", {}, seats, seed=4), 0, lambda fn: fn()).round_moves() == []
    # (a Manipulation-family game's moves are read too; the hint keeps only what it needs)
