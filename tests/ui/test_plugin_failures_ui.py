"""A plugin that fails during play, in the window (issue 44, points 3 and 6): the window
says it is switched off, the status line shows the failure whole, and the joker prompt
asks only for the faces the house rules accept, after they have accepted the move."""

from __future__ import annotations

import threading

import pytest
from table_support import (
    card_point,
    cards,
    click_at,
    discard_point,
    drag,
    drag_cards,
    driver,
    make_table,
    new_slot_point,
    stock_point,
    wait_my_turn,
)

from rummy_desktop import testing
from rummy_desktop.core.cards import joker
from rummy_desktop.core.table_check import Table
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.plugins_page import PluginsDialog
from rummy_desktop.ui.table import joker_prompt

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

#: A house rule of Rummy: in a new meld, a joker stands only for a red card, or only for a
#: heart.
JOKER_FACES = '''
FACES = OptionSpec(key="joker_faces", label="Jokers stand for", choices=(
    Choice(value="any", label="Any card"), Choice(value="red", label="Red cards"),
    Choice(value="hearts", label="Hearts")), default="any")
SUITS = {"red": (1, 2), "hearts": (2,)}


@hookimpl
def rummy_register_house_rules(registry):
    registry.add_option("rummy", FACES)


@hookimpl
def rummy_register_texts(registry):
    registry.add_reasons({"hostile_joker_face": "in a new meld a joker may not stand for that card"})


@hookimpl
def rummy_judge_meld(rules, meld):
    suits = SUITS.get(rules.options.get("joker_faces"))
    if suits and meld.kind == "meld" and any(c >= 104 and f // 13 not in suits for c, f in zip(meld.cards, meld.faces)):
        raise IllegalAction("hostile_joker_face")
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
    status = driver(qtbot, w).status_line()
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


@pytest.fixture
def asked(monkeypatch):
    calls = []

    def answer(parent, card, choices):
        calls.append(list(choices))
        return choices[0]

    monkeypatch.setattr(joker_prompt, "ask_joker_face", answer)
    return calls


def test_the_joker_prompt_waits_for_the_house_rules_and_offers_only_what_they_accept(qtbot, hostile, asked,
                                                                                     monkeypatch):
    from rummy_desktop.ui import variant_texts

    catalog = testing.catalog(hostile(JOKER_FACES))
    monkeypatch.setattr(variant_texts, "_plugin_texts", catalog.texts)  # as the window's catalogue does
    jk = joker(0)
    nines = cards("9H 9D") + [jk]  # the joker: 9♣, 9♦, 9♥ or 9♠
    # 5♠ 6♠ and a joker (4♠ or 7♠): refused whatever the joker is, said at once, nothing asked
    w, session = rigged(qtbot, catalog, {"jokers": "on", "joker_faces": "red"}, "5S 6S JK1 2D")
    log = len(session.game.log)
    drag_cards(qtbot, w, cards("5S 6S") + [jk], new_slot_point(w))
    assert asked == [] and len(session.game.log) == log
    assert driver(qtbot, w).status() == "⚠ In a new meld a joker may not stand for that card"
    # red cards only: asked for 9♦ or 9♥, never for a face the house rule would refuse
    w, session = rigged(qtbot, catalog, {"jokers": "on", "joker_faces": "red"}, "9H 9D JK1 2D")
    drag_cards(qtbot, w, nines, new_slot_point(w))
    assert asked == [[testing.face("9D"), testing.face("9H")]]
    assert session.game.state.table.declared == {jk: testing.face("9D")}
    # hearts only: 9♥ is the one face left, played without a question
    w, session = rigged(qtbot, catalog, {"jokers": "on", "joker_faces": "hearts"}, "9H 9D JK1 2D")
    drag_cards(qtbot, w, nines, new_slot_point(w))
    assert len(asked) == 1 and session.game.state.table.declared == {jk: testing.face("9H")}
    # without the house rule: every face
    w, session = rigged(qtbot, catalog, {"jokers": "on"}, "9H 9D JK1 2D")
    drag_cards(qtbot, w, nines, new_slot_point(w))
    assert asked[1] == [testing.face(f) for f in ("9C", "9D", "9H", "9S")]


#: A house rule of Carousel: a joker played may stand only for a seven, or for nothing.
CAROUSEL_JOKERS = '''
from rummy_desktop.core.actions import Commit

SEVENS = OptionSpec(key="joker_faces", label="Jokers stand for", choices=(
    Choice(value="any", label="Any card"), Choice(value="sevens", label="Sevens"),
    Choice(value="nothing", label="Nothing")), default="any")


@hookimpl
def rummy_register_house_rules(registry):
    registry.add_option("carousel", SEVENS)


@hookimpl
def rummy_register_texts(registry):
    registry.add_reasons({"hostile_joker_seven": "a joker stands only for a seven here"})


@hookimpl
def rummy_judge_action(rules, position, action):
    wanted = rules.options.get("joker_faces")
    if isinstance(action, Commit) and wanted != "any" and any(
            wanted == "nothing" or face % 13 != 6 for face in action.jokers.values()):
        raise IllegalAction("hostile_joker_seven")
'''


@pytest.mark.parametrize("faces", ["sevens", "nothing"])
def test_done_asks_for_a_jokers_face_only_among_those_the_house_rules_accept(qtbot, hostile, asked, monkeypatch,
                                                                             faces):
    from table_support import rig

    from rummy_desktop.ui import variant_texts

    catalog = testing.catalog(hostile(CAROUSEL_JOKERS))
    monkeypatch.setattr(variant_texts, "_plugin_texts", catalog.texts)
    w, session = make_table(qtbot, catalog, "carousel", {"joker_faces": faces}, players=2, seed=6)
    wait_my_turn(qtbot, w)
    click_at(qtbot, w, stock_point(w))  # Carousel: draw first
    jk = joker(0)
    st = session.game.state
    for h in st.hands:
        h[:] = [c for c in h if c != jk]
    st.stock = [c for c in st.stock if c != jk]
    rig(w, "5H 6H KS QD JC", ["9S 10S JS"])
    st.hands[w.seat].append(jk)
    driver(qtbot, w).redeal_shown()
    log = len(session.game.log)
    drag_cards(qtbot, w, cards("5H 6H") + [jk], new_slot_point(w))  # the joker: 4♥ or 7♥
    driver(qtbot, w).press("done")
    assert asked == []
    if faces == "sevens":  # one face left: played without a question
        assert session.game.log[-1][1].type == "commit" and st.table.declared[jk] == testing.face("7H")
    else:  # none: the house rule's refusal, at once
        assert len(session.game.log) == log and driver(qtbot, w).status() == "⚠ A joker stands only for a seven here"
