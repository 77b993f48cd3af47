"""Gin Rummy at the table (issue 36, points 2 and 3): the first upcard's Pass, the deadwood
shown, Knock offered when it is legal, and the score sheet's knock, gin and undercut."""

from __future__ import annotations

import pytest
from table_support import driver

from rummy_desktop import testing
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

KNOCKER = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS", "2C"]
DEFENDER = ["AH", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "8S"]


def gin_table(qtbot, catalog):
    from rummy_desktop.ui.table import TableWidget

    game = testing.deal(catalog, "gin-rummy", hands=[KNOCKER, DEFENDER], discard=["KH"], stock_top=["QC"])
    session = GameSession(catalog, game, [Seat("Ana"), Seat("Bot", "computer", "greedy")], None)
    table = TableWidget(session, Settings(animation_speed=0.0), 0)
    qtbot.addWidget(table)
    table.resize(1024, 640)
    table.show()
    qtbot.waitExposed(table)
    return driver(qtbot, table), game


def test_pass_draw_and_knock_with_the_buttons_and_the_undercut_on_the_score_sheet(qtbot, catalog):
    from rummy_desktop.ui.score_sheet import ScoreSheetDialog

    d, game = gin_table(qtbot, catalog)
    assert d.text("primary") == "Pass" and d.enabled("primary")
    assert d.deadwood_shown() and d.deadwood().startswith("Deadwood: 2 point")  # the 2♣ (no catalogue loaded: "point(s)")
    d.press("primary")  # pass the K♥
    d.wait_my_turn()  # the computer passes it too
    assert game.view(0).open_actions == ("draw",) and d.text("primary") == "Draw"
    d.press("primary")  # draws the Q♣
    assert d.text("primary") == "Knock" and d.enabled("primary")
    assert d.deadwood().startswith("Deadwood after discarding Q♣: 2 point")
    ended = []
    d.table.roundEnded.connect(ended.append)
    d.press("primary")
    assert ended and ended[0]["ending"] == "knock" and ended[0]["undercut"]
    record = game.state.history[-1]
    assert record.outcome.deadwood == [2, 0] and record.score.scores == [0, 2 + 25]
    sheet = ScoreSheetDialog(d.channel(), ended[0], game_over=False)
    qtbot.addWidget(sheet)
    assert sheet.ending.text().startswith("You knocked and were undercut.")
    assert sheet.sheet.horizontalHeaderItem(2).text() == "Deadwood" and not sheet.sheet.isColumnHidden(2)
    assert sheet.history.item(0, 0).text() == "1 · undercut"


def test_knock_follows_the_card_selected_and_is_offered_only_when_legal(qtbot, catalog):
    from rummy_desktop.core.cards import parse_card

    d, game = gin_table(qtbot, catalog)
    d.click("KH")  # the K♥ taken from the pile
    assert game.log[-1][1] == testing.action({"type": "take_discard"})
    assert d.text("primary") == "Knock" and d.enabled("primary")
    assert d.deadwood().startswith("Deadwood after discarding 2♣: 10 point")  # the K♥ left
    d.click(parse_card("3H"))  # selected: breaks the run of hearts
    assert d.deadwood().startswith("Deadwood after discarding 3♥: 21 point")
    assert not d.enabled("primary")
    d.click(parse_card("3H"))
    assert d.enabled("primary")
