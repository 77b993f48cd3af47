"""The smaller points of issue 33 at the table: drawing by dragging from the stock or the
discard pile, Ctrl+Z in games without undo, arrow keys that follow the screen."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QPointF, Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_support import card_point, drag, make_table, stock_point, wait_my_turn  # noqa: E402

from rummy_desktop.core.cards import parse_card  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def hand_point(w) -> QPointF:
    return w.scene.geometry.hand_rect.center()


@pytest.mark.parametrize("variant", ["rummy", "manipulation"])
def test_dragging_from_the_stock_to_the_hand_draws(qtbot, catalog, variant):
    w, session = make_table(qtbot, catalog, variant, {"mandatory_meld": "trust"} if variant == "manipulation" else {},
                            seed=2)
    wait_my_turn(qtbot, w)
    w.set_paused(True)
    hand, moves = len(session.game.state.hands[0]), len(session.game.log)
    qtbot.waitUntil(lambda: not w.scene.animating)
    drag(qtbot, w, stock_point(w), w.scene.geometry.table.center())  # not on the hand: said, not drawn
    assert "Drop the card on your hand" in w.status.text()
    assert len(session.game.state.hands[0]) == hand and len(session.game.log) == moves
    assert w.scene.stock_item.pos() == w.scene.geometry.stock.topLeft()  # back on the stock
    drag(qtbot, w, stock_point(w), hand_point(w))
    assert [(s, type(a).__name__) for s, a in session.game.log[moves:]] == [(0, "Draw")]
    assert len(session.game.state.hands[0]) == hand + 1 or variant == "manipulation"  # its turn ends
    assert w.flow.log.entries[-1].kind == "drew" or variant == "manipulation"
    assert w.scene.stock_item.pos() == w.scene.geometry.stock.topLeft()


def test_dragging_the_discard_to_the_hand_takes_it_and_not_after_drawing(qtbot, catalog):
    w, session = make_table(qtbot, catalog, "rummy", seed=2)
    wait_my_turn(qtbot, w)
    w.set_paused(True)
    top, moves = session.game.state.discard[-1], len(session.game.log)
    qtbot.waitUntil(lambda: not w.scene.animating)
    drag(qtbot, w, card_point(w, top), hand_point(w))
    assert top in session.game.state.hands[0] and w.flow.log.entries[-1].kind == "took_discard"
    # drawn already: the stock dragged to the hand is refused in words, nothing moves
    qtbot.waitUntil(lambda: not w.scene.animating)
    drag(qtbot, w, stock_point(w), hand_point(w))
    assert w.status.text().startswith("⚠") and len(session.game.log) == moves + 1


def test_dragging_a_card_of_the_spread_pile_digs_it_with_the_cards_above(qtbot, catalog):
    w, session = make_table(qtbot, catalog, "rummy-500", players=2, seed=4)
    wait_my_turn(qtbot, w)
    st = session.game.state
    five, six, seven, king, two = (parse_card(t) for t in ("5H", "6H", "7H", "KS", "2C"))
    mine = (five, six, seven, king, two)
    for h in st.hands:
        h[:] = [c for c in h if c not in mine]
    st.stock = [c for c in st.stock if c not in mine]
    st.discard = [seven, king, two]
    st.hands[0] = [five, six] + st.hands[0][:5]
    w.refresh(animate=False)
    drag(qtbot, w, card_point(w, king), hand_point(w))  # a dig that cannot be melded at once
    assert "could not meld" in w.status.text() and st.phase == "draw"
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert w.scene.items_by_card[king].pos() == w.scene.items_by_card[king].rest  # back in the pile
    drag(qtbot, w, card_point(w, seven), hand_point(w))
    assert {seven, king, two} <= set(st.hands[0]) and st.obligation == seven
    assert w.flow.log.entries[-1].kind == "dug"


@pytest.mark.parametrize("variant", ["rummy", "rummy-500", "rummy-multiplayer"])
def test_ctrl_z_says_why_there_is_no_undo(qtbot, catalog, variant):
    w, session = make_table(qtbot, catalog, variant, seed=2)
    wait_my_turn(qtbot, w)
    w.set_paused(True)
    moves = len(session.game.log)
    w.view_widget.setFocus()
    qtbot.keyClick(w.view_widget, Qt.Key_Z, Qt.ControlModifier)
    assert "There is no undo in this game" in w.status.text()
    assert len(session.game.log) == moves


def screen_rows(w) -> list[tuple[str, float]]:
    """The rows Down visits from the top, with the top edge of each on the screen."""
    scene = w.scene
    scene.focus_zone, scene.focus_index = ("piles",), 0
    seen = []
    for _ in range(len(scene.focus_rows()) + 2):
        slot = scene.focused_slot()
        seen.append((slot[0], scene._slot_rect(slot).top()))
        scene.move_focus(1, 0)
    return seen


@pytest.mark.parametrize("variant,size", [("rummy-500", (1000, 640)), ("tahiti", (1280, 800)),
                                          ("manipulation", (760, 520))])
def test_up_and_down_follow_the_screen(qtbot, catalog, variant, size):
    w, session = make_table(qtbot, catalog, variant, players=3, seed=5, size=size)
    w.set_paused(True)  # the position is set here: the computer seats keep still
    qtbot.waitUntil(lambda: not w.flow.busy())
    st = session.game.state
    groups = ["3H 4H 5H", "KS KH KD", "9C 10C JC QC", "2D 3D 4D", "7S 7H 7C"]
    gone = {parse_card(t) for g in groups for t in g.split()}
    for h in st.hands:
        h[:] = [c for c in h if c not in gone]
    st.stock = [c for c in st.stock if c not in gone]
    st.discard = [c for c in st.discard if c not in gone]
    st.table.groups = [[parse_card(t) for t in g.split()] for g in groups]
    st.turn = 0
    if variant == "rummy-500":
        st.phase = "meld"  # drawn: the New meld slot is shown
    w.refresh(animate=False)
    w.view_widget.setFocus()
    seen = screen_rows(w)
    kinds = [k for k, _ in seen]
    # every row once, top to bottom: the piles, each group, the new group or meld slot, the hand
    assert kinds[0] == "stock" and kinds[1:6] == ["group"] * 5 and kinds[6] == "new" and kinds[7:] == ["hand"] * 3
    tops = [top for _, top in seen[:8]]
    assert all(b >= a - 2 for a, b in zip(tops, tops[1:])), f"each row lies below (or beside) the one before: {tops}"
    # Down stops at the hand, Up at the piles; Up from the hand goes to the slot above it
    w.scene.focus_zone = ("hand",)
    qtbot.keyClick(w.view_widget, Qt.Key_Up)
    assert w.scene.focused_slot()[0] == "new"
    for _ in range(10):
        qtbot.keyClick(w.view_widget, Qt.Key_Up)
    assert w.scene.focus_zone == ("piles",)  # the pile card nearest above the first group
    # Left / Right along a row: the cards of a group in order
    qtbot.keyClick(w.view_widget, Qt.Key_Down)
    assert w.scene.focused_slot() == ("group", 0, st.table.groups[0][0])
    qtbot.keyClick(w.view_widget, Qt.Key_Right)
    assert w.scene.focused_slot() == ("group", 0, st.table.groups[0][1])


def test_the_focus_stays_on_the_hand_when_a_group_is_added(qtbot, catalog):
    w, session = make_table(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, seed=3)
    wait_my_turn(qtbot, w)
    w.view_widget.setFocus()
    w.scene.focus_zone, w.scene.focus_index = ("hand",), 2
    card = w.scene.focused_slot()[1]
    from rummy_desktop.session.working_copy import NEW, Target

    other = next(c for c in w.flow.wc.hand if c != card)
    assert w.flow.drop([other], Target(NEW))
    assert w.scene.focused_slot()[0] == "hand"
