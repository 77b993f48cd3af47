"""The computer players' thinking time is a setting (issue 13, point 2): the settings
dialog sets it, and it reaches the computer seats of the table (on the table's real
worker), from their next decision on, and the hint."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from table_support import drive

from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings


def test_the_settings_dialog_sets_the_thinking_time(qtbot):
    from rummy_desktop.ui.dialogs import SettingsDialog

    dlg = SettingsDialog(Settings(think_time=0.5, language="fr"))
    qtbot.addWidget(dlg)
    assert dlg.think.value() == 0.5
    got = []
    dlg.applied.connect(got.append)
    dlg.think.setFocus()
    qtbot.keyClick(dlg.think, Qt.Key_Up)  # one step: a quarter of a second
    dlg.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert got and got[-1].think_time == 0.75 and got[-1].language == "fr"
    dlg.think.setValue(100.0)  # clamped to the range the settings take
    assert dlg.current().think_time == 5.0
    assert dlg.labels["think"].buddy() is dlg.think


def test_the_table_gives_its_computer_seats_the_thinking_time_from_their_next_decision(qtbot, catalog, monkeypatch):
    from rummy_desktop.ui.table import TableWidget

    seen: list[tuple[float, str]] = []
    choose = LevelPlayer.choose

    def recorded(self, view):
        seen.append((self.time_budget, threading.current_thread().name))
        return choose(self, view)

    monkeypatch.setattr(LevelPlayer, "choose", recorded)
    seats = [Seat(f"Computer {s + 1}", "computer", "standard") for s in range(3)]
    session = GameSession.new(catalog, "rummy", {}, seats, seed=5)
    w = TableWidget(session, Settings(animation_speed=0.0, think_time=0.25), 0)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=20000)
    w.apply_settings(Settings(animation_speed=0.0, think_time=2.0))
    at = len(seen)
    qtbot.waitUntil(lambda: len(seen) >= at + 4 or session.game.over, timeout=20000)
    w.shutdown()
    budgets = [b for b, _ in seen]
    assert set(budgets[:3]) == {0.25}
    changed = budgets.index(2.0)
    assert changed <= at + 1  # a decision under way when it changed may finish with the old time
    assert set(budgets[changed:]) == {2.0} and len(budgets) > changed + 2
    assert {t for _, t in seen} == {"rummy-computer-seats"}  # off the UI thread


def test_the_hint_is_the_judges_whatever_the_thinking_time(qtbot, catalog, monkeypatch):
    """The thinking time is the computer players'. The hint is the judge's move, weighed in
    the review's worlds whatever the clock (issue 42: the review calls it best), so two
    tables with other thinking times give the same hint in the same position."""
    from rummy_desktop.advice import discard

    monkeypatch.setattr(discard, "HINT_WORLDS", 16)
    hints = []
    for seconds in (0.1, 2.0):
        d, _ = drive(qtbot, catalog, "rummy", players=2, seed=3, think_time=seconds)
        d.wait_my_turn()
        d.hint()
        hints.append((d.hint_shown().actions, d.status()))
        d.table.shutdown()
    assert hints[0] == hints[1]


@pytest.mark.parametrize("seconds", [0.25, 3.0])
def test_a_session_made_with_a_thinking_time_gives_it_to_every_computer_seat(catalog, seconds):
    seats = [Seat("Ana")] + [Seat(f"Bot {s}", "computer", level) for s, level in
                             enumerate(("beginner", "expert", "greedy"), 1)]
    session = GameSession.new(catalog, "rummy-500", {}, seats, seed=2, think_time=seconds)
    levels = [session._players[s] for s in (1, 2)]
    assert [p.time_budget for p in levels] == [seconds, seconds]
    session.hand_to_computer(0, "standard")  # a stand-in
    assert session._players[0].time_budget == seconds
    session.set_think_time(0.5)
    assert [session._players[s].time_budget for s in (0, 1, 2)] == [0.5, 0.5, 0.5]
    assert not hasattr(session._players[3], "time_budget")  # a player without one is left as it is
