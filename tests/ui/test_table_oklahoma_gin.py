"""Oklahoma Gin in the window (issue 44, point 5): a third-party distribution
(plugins/oklahoma-gin, installed by make venv) offered by the New game dialog like any
built-in, dealt onto the real table, which shows the round's knock limit beside the
deadwood and offers Knock only within it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from table_driver import TableDriver
from table_support import driver, wait_my_turn

from rummy_desktop import testing
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui import main_window as mw

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

MELDED = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS"]
DEFENDER = ["AH", "AD", "AS", "8C", "8H", "8D", "6C", "6S", "JD", "KH"]


def test_the_new_game_dialog_offers_it_and_deals_it_on_the_table(window, qtbot, monkeypatch, catalog):
    from rummy_desktop.ui.table import TableWidget

    monkeypatch.setattr(mw, "load_table_class", lambda: TableWidget)
    window.new_game()
    dlg = window.dialog("new")
    ids = [dlg.variant_list.item(i).data(0x0100) for i in range(dlg.variant_list.count())]
    assert "oklahoma-gin" in ids and "gin-rummy" in ids
    dlg.select_variant("oklahoma-gin")
    spec = catalog.variant("oklahoma-gin").spec
    assert dlg.title.text() == "Oklahoma Gin" and dlg.description.text() == spec.description
    assert {k: b.currentData() for k, b in dlg.option_boxes.items()} == {"target": "150", "spades": "on"}
    assert [dlg.option_boxes["spades"].itemText(i) for i in range(2)] == ["On", "Off"]
    assert (dlg.players_spin.minimum(), dlg.players_spin.maximum()) == (2, 2)
    dlg.option_boxes["target"].setCurrentIndex(0)  # 100
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.table is not None)
    game = window.session.game
    assert game.spec.id == "oklahoma-gin" and game.options == {"target": "100", "spades": "on"}
    limit = game.round_rules.knock.limit
    assert isinstance(window.table, TableWidget)
    upcard = TableDriver(qtbot, window.table).view().upcard
    assert upcard == game.state.upcard and game.round_rules.upcard == upcard
    assert f" · {f'knock ≤ {limit}' if limit else 'gin only'} · upcard " in TableDriver(qtbot, window.table).deadwood()
    window.close_table()


def table_for(qtbot, catalog, upcard, last, drawn):
    from rummy_desktop.ui.table import TableWidget

    game = testing.deal(catalog, "oklahoma-gin", hands=[MELDED + [last], DEFENDER], discard=[upcard],
                        stock_top=[drawn])
    session = GameSession(catalog, game, [Seat("Ana"), Seat("Bot", "computer", "greedy")], None)
    table = TableWidget(session, Settings(animation_speed=0.0), 0)
    qtbot.addWidget(table)
    table.resize(1024, 640)
    table.show()
    qtbot.waitExposed(table)
    driver(qtbot, table).press("primary")  # pass the upcard
    wait_my_turn(qtbot, table)  # the computer passes it too
    driver(qtbot, table).press("primary")  # draw
    return table, game


def test_knock_is_offered_within_the_upcards_limit_only(qtbot, catalog):
    table, game = table_for(qtbot, catalog, "5D", "6D", "QD")  # 6 left at best: over the 5
    d = driver(qtbot, table)
    assert d.deadwood() == "Deadwood after discarding Q♦: 6 points · knock ≤ 5 · upcard 5♦"
    assert d.text("primary") == "Knock" and not d.enabled("primary")
    table, game = table_for(qtbot, catalog, "5D", "5C", "KC")  # 5 left: within
    d = driver(qtbot, table)
    assert d.deadwood().endswith("5 points · knock ≤ 5 · upcard 5♦") and d.enabled("primary")
    d.press("primary")
    assert game.state.history[-1].outcome.ending == "knock" and game.state.history[-1].score.scores == [27, 0]


def test_an_ace_turned_up_shows_gin_only_and_offers_no_knock(qtbot, catalog):
    table, game = table_for(qtbot, catalog, "AC", "2C", "KC")  # 2 left: a knock anywhere else
    d = driver(qtbot, table)
    assert d.deadwood().endswith("· gin only · upcard A♣") and not d.enabled("primary")
