"""Statistics list every installed rule set, a plugin's before it is played (Gin Rummy),
and show only the figures a rule set keeps: a Vatican game, which keeps no score, has no
best score (issue 42, point 6)."""

from __future__ import annotations

import pytest

try:
    from app_support import play_until
except ImportError:
    from .app_support import play_until

from rummy_desktop.session.game_session import Seat
from rummy_desktop.storage.stats import Stats, load_stats
from rummy_desktop.ui.dialogs import StatisticsDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def rows(dlg) -> dict[str, list[str]]:
    t = dlg.table
    return {t.item(r, 0).text(): [t.item(r, c).text() for c in range(1, 6)] for r in range(t.rowCount())}


def test_every_installed_rule_set_is_listed_before_it_is_played(qtbot, catalog):
    dlg = StatisticsDialog(Stats(), catalog=catalog)
    qtbot.addWidget(dlg)
    listed = rows(dlg)
    installed = [v.spec for v in catalog.variants.all()]
    assert "gin-rummy" in {s.id for s in installed}  # the plugin distribution installed beside the program
    assert set(listed) == {s.name for s in installed}
    assert listed["Gin Rummy"] == ["0", "0", "—", "—", "0"]
    names = list(listed)
    assert names[:3] == ["Rummy", "Rummy Multiplayer", "Rummy 500"]  # the built-ins first, in their order
    assert names.index("Tahiti") < names.index("Gin Rummy")


def test_a_rule_set_that_keeps_no_score_shows_no_best_score(window, qtbot, catalog):
    seats = [Seat("Ana"), Seat("C2", "computer", "greedy")]
    window.start_new({"variant": "vatican", "options": {}, "seats": seats, "seed": 4})
    session = window.session
    events = play_until(catalog, session, lambda evs: any(e.kind == "game_ended" for e in evs))
    for ev in events:
        if ev.kind == "round_ended":
            window.table.roundEnded.emit(dict(ev.data))
        elif ev.kind == "game_ended":
            window.table.gameEnded.emit(dict(ev.data))
    qtbot.waitUntil(lambda: load_stats()[0].of("vatican").played == 1)
    vatican = load_stats()[0].of("vatican")
    assert vatican.best_lowest is None and vatican.best_highest is None
    dlg = window.show_statistics()
    assert rows(dlg)["Vatican"][0] == "1" and rows(dlg)["Vatican"][3] == "—"
    assert "Gin Rummy" in rows(dlg)
