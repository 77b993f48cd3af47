"""The table's computer seats and hints on the real worker thread, as a player meets them.

The move search (CP-SAT, a native extension) once crashed or hung the window on its second
run in the table's worker: the worker was a Qt pool thread, and the solver's binding kept a
Python thread state that PySide deleted after each job (see ``session/worker.py``). Tests
that ran computer seats as ``greedy`` or hints synchronously never met it. These run the
real :class:`TableWidget`, its real worker and the default and strongest levels, with the
UI thread kept busy by a Python timer, as animations keep it busy in play.

A hang would never reach an assertion (the UI thread waits forever for the GIL), so a
watchdog ends the process with every thread's traceback instead of letting CI wait.
"""

from __future__ import annotations

import faulthandler
import os
import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from table_support import drive, driver

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.core.actions import Discard
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings

WATCHDOG_S = int(os.environ.get("RUMMY_TEST_WATCHDOG_S", "240"))


@pytest.fixture(autouse=True)
def watchdog():
    faulthandler.dump_traceback_later(WATCHDOG_S, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def busy_ui_thread():
    """A timer that keeps the UI thread running Python code, as relayouts and animations do."""
    ticks = [0]

    def work() -> None:
        ticks[0] += 1
        sum(i * i for i in range(3000))

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(work)
    timer.start()
    yield ticks
    timer.stop()


def _watch_game(qtbot, catalog, variant: str, level: str, players: int, seed: int):
    from rummy_desktop.ui.table import TableWidget

    seats = [Seat(f"Computer {s + 1}", "computer", level) for s in range(players)]
    session = GameSession.new(catalog, variant, {}, seats, seed=seed)
    threads: set[str] = set()
    decide = session.decide

    def recorded(seat):
        threads.add(threading.current_thread().name)
        return decide(seat)

    session.decide = recorded
    w = TableWidget(session, Settings(animation_speed=0.0), 0)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    return w, session, threads


@pytest.mark.parametrize("level", ["standard", "expert"])
@pytest.mark.parametrize("variant", ["manipulation", "carousel", "tahiti"])
def test_whole_games_between_computer_levels_on_the_real_worker(qtbot, catalog, busy_ui_thread, variant, level):
    """Tahiti (one round) to its end; Manipulation and Carousel through their first round
    into the second (their whole games, 5 to 25 rounds, are a minute or more here of the
    same jobs on the same worker; ``bench/table_stall.py --seconds N`` plays on in the real
    window)."""
    players = 2 if variant == "manipulation" else 3
    rounds = None if variant == "tahiti" else 1
    w, session, threads = _watch_game(qtbot, catalog, variant, level, players, seed=4)
    game = session.game
    qtbot.waitUntil(lambda: game.over or (rounds is not None and game.state.round_no > rounds),
                    timeout=WATCHDOG_S * 1000 - 20000)
    said = driver(qtbot, w).status()
    assert "failed" not in said and "illegal" not in said, said
    # every search ran on the game's worker, a Python thread, never on the UI thread
    assert threads == {"rummy-computer-seats"}
    assert len(session.game.log) > players * 3
    assert busy_ui_thread[0] > 20  # the UI thread kept running beside the worker
    w.shutdown()
    assert not any(t.name == "rummy-computer-seats" for t in threading.enumerate())


def _press_hint(qtbot, d) -> str:
    d.clear_status()
    d.key(Qt.Key_H)  # a hint not kept starts its job at once
    qtbot.waitUntil(lambda: not d.thinking() and bool(d.status()), timeout=20000)
    return d.status()


def _needs_the_search(view) -> bool:
    """The hint of this position needs the exact search (some hand card might reach the
    table, and no simple play shows the way: the hint is the best play of the turn)."""
    from rummy_desktop.solver import reach

    table, declared, hand, rules, loose, opened = reach.position_of(view)
    return reach.simple_play(table, declared, hand, rules, loose, opened) is None and \
        not reach.untouchable(table, declared, hand, rules, loose)


@pytest.mark.parametrize("variant, options", [
    ("rummy", {"jokers": "on"}), ("manipulation", {}), ("tahiti", {}), ("carousel", {}),
])
def test_hint_many_times_in_a_row_with_the_ui_thread_busy(qtbot, catalog, busy_ui_thread, monkeypatch,
                                                         variant, options):
    from rummy_desktop.solver import lp

    searches: list[str] = []
    solve = lp.IntProgram.solve

    def counted(self, *a, **k):
        searches.append(threading.current_thread().name)
        return solve(self, *a, **k)

    monkeypatch.setattr(lp.IntProgram, "solve", counted)
    d, session = drive(qtbot, catalog, variant, options, players=2, seed=5, level="greedy")
    # play on as a simple player would, until a turn whose hint needs the exact search
    me = GreedyPlayer(0)
    for _ in range(80):
        d.wait_my_turn()
        assert not session.game.over
        if {"commit", "meld"} & set(d.open_actions()) and _needs_the_search(d.view()):
            break
        assert d.table.submit(me.choose(d.view()))
    else:
        pytest.fail("no position needing the exact search")
    searches.clear()
    texts = [_press_hint(qtbot, d) for _ in range(12)]
    assert all(t and "failed" not in t for t in texts), texts
    assert len(set(texts)) == 1  # the same position, the same answer every time
    if variant != "rummy":  # the native search ran, again and again, on the worker thread
        assert len(searches) >= 12 and set(searches) == {"rummy-table-search"}
    d.table.shutdown()


def test_a_hint_asked_again_in_the_same_position_is_the_same(qtbot, catalog, busy_ui_thread, monkeypatch):
    """The draw-and-discard hint weighs the moves in the worlds of the position: asked again
    in the same position it is the same, and the table shows the answer it gave without a
    second search; it asks again once the position changes."""
    from rummy_desktop.advice import seat

    asked: list[str] = []
    hint = seat.hint

    def counted(view, walker=None):
        asked.append(threading.current_thread().name)
        return hint(view, walker)

    monkeypatch.setattr(seat, "hint", counted)
    d, session = drive(qtbot, catalog, "rummy", {}, players=2, seed=5, level="standard")
    d.wait_my_turn()
    assert d.view().phase == "draw"
    texts = [_press_hint(qtbot, d) for _ in range(3)]
    assert len(set(texts)) == 1 and "failed" not in texts[0]
    assert asked == ["rummy-table-search"]
    assert d.table.submit(GreedyPlayer(0).choose(d.view()))  # drawn: a new position
    qtbot.waitUntil(lambda: d.view().phase == "meld")
    _press_hint(qtbot, d)
    assert len(asked) == 2
    d.table.shutdown()


def test_a_search_that_raises_gives_a_simpler_move_and_a_message(qtbot, catalog, monkeypatch):
    calls = []

    def broken(self, view):
        calls.append(threading.current_thread().name)
        raise RuntimeError("solver exploded")

    monkeypatch.setattr(LevelPlayer, "choose", broken)
    w, session, _ = _watch_game(qtbot, catalog, "carousel", "standard", 2, seed=2)
    qtbot.waitUntil(lambda: len(session.game.log) >= 4, timeout=30000)
    assert calls and set(calls) == {"rummy-computer-seats"}
    said = driver(qtbot, w).status()
    assert "solver exploded" in said and "simpler move" in said
    w.shutdown()


def test_a_move_the_engine_refuses_gives_a_simpler_move(qtbot, catalog, monkeypatch):
    """A computer player that proposes an illegal move (discarding a card it does not hold,
    even before drawing) does not stop the game: a fallback player's move is played, and
    the refusal is said."""

    def wrong(self, view):
        return Discard(card=min(set(range(52)) - set(view.hand)))

    monkeypatch.setattr(LevelPlayer, "choose", wrong)
    w, session, _ = _watch_game(qtbot, catalog, "rummy", "standard", 2, seed=2)
    qtbot.waitUntil(lambda: len(session.game.log) >= 6, timeout=30000)
    assert "simpler move" in driver(qtbot, w).status()
    assert all(not isinstance(a, Discard) or a.card in range(52) for _, a in session.game.log)
    w.shutdown()


def test_computer_seats_wait_while_the_table_is_paused(qtbot, catalog):
    """A score sheet over the table pauses it: nothing is played behind the sheet."""
    w, session, _ = _watch_game(qtbot, catalog, "carousel", "standard", 3, seed=3)
    w.set_paused(True)
    qtbot.wait(300)
    before = len(session.game.log)
    qtbot.wait(1500)
    assert len(session.game.log) == before  # at most a move already searched landed before
    w.set_paused(False)
    qtbot.waitUntil(lambda: len(session.game.log) > before + 2, timeout=30000)
    w.shutdown()


def test_the_native_search_is_loaded_as_the_table_opens_not_on_its_worker(tmp_path):
    """Importing CP-SAT holds the GIL for tens of milliseconds: done on the worker at the
    first search, it stalled the table's animations. A Manipulation table loads it as it
    opens (a fresh process: nothing loaded it before)."""
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent("""
        import sys
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from rummy_desktop.plugins.manager import default_catalog
        from rummy_desktop.session.game_session import GameSession, Seat
        from rummy_desktop.storage.settings import Settings
        from rummy_desktop.ui.table import TableWidget
        NATIVE = "ortools.sat.python.cp_model_helper"
        catalog = default_catalog()
        for variant in ("rummy", "manipulation"):
            session = GameSession.new(catalog, variant, {}, [Seat(), Seat(kind="computer", level="greedy")], seed=1)
            before = NATIVE in sys.modules
            table = TableWidget(session, Settings(animation_speed=0), 0)
            print(variant, before, NATIVE in sys.modules)
            table.shutdown()
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith(("rummy ", "manipulation "))]
    assert lines == ["rummy False False", "manipulation False True"]
