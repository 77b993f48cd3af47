"""A plugin that fails during play, in the window (issue 44, points 3 and 6): the window
says it is switched off, and the status line shows the failure whole."""

from __future__ import annotations

import threading

import pytest
from table_support import card_point, cards, click_at, discard_point, drag, make_table, stock_point, \
    wait_my_turn

from rummy_desktop import testing
from rummy_desktop.core.table_check import Table
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.plugins_page import PluginsDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

#: A house rule of Rummy whose judge fails on a king's discard.
KING_DISCARD = '''
@hookimpl
def rummy_register_house_rules(registry):
    registry.add_option("rummy", OPTION)


@hookimpl
def rummy_judge_action(rules, position, action):
    if on(rules) and isinstance(action, Discard) and king([action.card]):
        raise ZeroDivisionError("the hostile plugin divides by zero")
'''

def rigged(qtbot, catalog, options, hand):
    """A table of Rummy where the human holds ``hand`` and has drawn."""
    w, session = make_table(qtbot, catalog, "rummy", options, players=2, seed=4, size=(1024, 640))
    wait_my_turn(qtbot, w)
    st = session.game.state
    mine = cards(hand)
    for h in st.hands:
        h[:] = [c for c in h if c not in mine]
    st.stock = [c for c in st.stock if c not in mine]
    st.discard = [c for c in st.discard if c not in mine]
    st.table = Table()
    st.hands[0] = mine + st.hands[0][: 10 - len(mine)]
    w.refresh(animate=False)
    click_at(qtbot, w, stock_point(w))  # draw
    qtbot.waitUntil(lambda: session.game.state.phase == "meld")
    return w, session


def test_a_failure_during_play_is_said_whole_in_the_status_line_and_the_plugin_is_switched_off(qtbot, hostile):
    catalog = testing.catalog(hostile(KING_DISCARD))
    w, session = rigged(qtbot, catalog, {"hostile": "on"}, "KS 3C 4C 5C 9D")
    w.resize(520, 640)  # a narrow window: the message is longer than a line
    log = len(session.game.log)
    drag(qtbot, w, card_point(w, cards("KS")[0]), discard_point(w))
    assert len(session.game.log) == log  # refused, nothing changed
    status = w.status
    assert "The plugin hostile failed, so this move was not played" in status.text()
    assert status.text().endswith("It is switched off until Rummy Desktop starts again: the next game is set up "
                                  "without it.")
    qtbot.waitUntil(lambda: status.height() > 2 * status.fontMetrics().height())  # wrapped, given room
    assert status.shown_text() == status.text()  # whole, never cut
    assert [f.name for f in catalog.failures] == ["hostile"]
    w.show_status("a plain line " * 20)  # an ordinary line is one line again, cut at its start
    assert status.shown_text() != status.text() and status.shown_text().startswith("…")
    dlg = PluginsDialog(catalog)
    qtbot.addWidget(dlg)
    (row,) = [dlg.broken.topLevelItem(i) for i in range(dlg.broken.topLevelItemCount())
              if dlg.broken.topLevelItem(i).text(0) == "hostile"]
    assert row.text(2) == "Failed during play"
    assert row.text(3) == "rummy_judge_action failed during play: ZeroDivisionError: the hostile plugin divides by zero"
    assert "switched off until Rummy Desktop starts again" in dlg.broken_label.text()


def test_the_window_says_a_plugin_was_switched_off_from_whatever_thread_found_it(window, qtbot, hostile,
                                                                                   monkeypatch):
    catalog = testing.catalog(hostile(KING_DISCARD))
    monkeypatch.setattr(mw, "load_catalog", lambda: catalog)
    assert window.catalog() is catalog and window.catalog() is catalog
    reports = len(window.reports)
    worker = threading.Thread(target=catalog.plugin_failed, args=("hostile", "rummy_judge_action",
                                                                  "ZeroDivisionError: x"))
    worker.start()  # as a computer player's search on the worker would
    worker.join()
    qtbot.waitUntil(lambda: len(window.reports) == reports + 1)
    box = window.reports[-1]
    assert box.windowTitle() == "A plugin failed"
    assert box.text().startswith("The plugin hostile failed, so Rummy Desktop has switched it off")
    assert box.informativeText() == "rummy_judge_action failed during play: ZeroDivisionError: x"
    assert catalog.variant("rummy").spec.option("hostile") is None  # the next game is set up without it
    box.close()
