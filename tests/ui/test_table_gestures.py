"""The smaller points of issue 33 at the table: drawing by dragging from the stock or the
discard pile, Ctrl+Z in games without undo, arrow keys that follow the screen."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_support import drive

from rummy_desktop.core.cards import parse_card

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.mark.parametrize("variant", ["rummy", "manipulation"])
def test_dragging_from_the_stock_to_the_hand_draws(qtbot, catalog, variant):
    d, session = drive(qtbot, catalog, variant, {"mandatory_meld": "trust"} if variant == "manipulation" else {},
                       seed=2)
    d.wait_my_turn()
    d.table.set_paused(True)
    hand, moves = len(session.game.state.hands[0]), len(session.game.log)
    d.wait_still()
    d.drag("stock", to="table")  # not on the hand: said, not drawn
    assert "Drop the card on your hand" in d.status()
    assert len(session.game.state.hands[0]) == hand and len(session.game.log) == moves
    assert d.stock_on_its_place()  # back on the stock
    d.drag("stock", to="hand")
    assert [(s, type(a).__name__) for s, a in session.game.log[moves:]] == [(0, "Draw")]
    assert len(session.game.state.hands[0]) == hand + 1 or variant == "manipulation"  # its turn ends
    assert d.log_kinds()[-1] == "drew" or variant == "manipulation"
    assert d.stock_on_its_place()


def test_dragging_the_discard_to_the_hand_takes_it_and_not_after_drawing(qtbot, catalog):
    d, session = drive(qtbot, catalog, "rummy", seed=2)
    d.wait_my_turn()
    d.table.set_paused(True)
    top, moves = session.game.state.discard[-1], len(session.game.log)
    d.wait_still()
    d.drag(top, to="hand")
    assert top in session.game.state.hands[0] and d.log_kinds()[-1] == "took_discard"
    # drawn already: the stock dragged to the hand is refused in words, nothing moves
    d.wait_still()
    d.drag("stock", to="hand")
    assert d.status().startswith("⚠") and len(session.game.log) == moves + 1


def test_dragging_a_card_of_the_spread_pile_digs_it_with_the_cards_above(qtbot, catalog):
    d, session = drive(qtbot, catalog, "rummy-500", players=2, seed=4)
    d.wait_my_turn()
    st = session.game.state
    five, six, seven, king, two = (parse_card(t) for t in ("5H", "6H", "7H", "KS", "2C"))
    mine = (five, six, seven, king, two)
    for h in st.hands:
        h[:] = [c for c in h if c not in mine]
    st.stock = [c for c in st.stock if c not in mine]
    st.discard = [seven, king, two]
    st.hands[0] = [five, six] + st.hands[0][:5]
    d.table.refresh(animate=False)
    d.drag(king, to="hand")  # a dig that cannot be melded at once
    assert "could not meld" in d.status() and st.phase == "draw"
    d.wait_still()
    assert d.card_pos(king) == d.card_home(king)  # back in the pile
    d.drag(seven, to="hand")
    assert {seven, king, two} <= set(st.hands[0]) and st.obligation == seven
    assert d.log_kinds()[-1] == "dug"


@pytest.mark.parametrize("variant", ["rummy", "rummy-500", "rummy-multiplayer"])
def test_ctrl_z_says_why_there_is_no_undo(qtbot, catalog, variant):
    d, session = drive(qtbot, catalog, variant, seed=2)
    d.wait_my_turn()
    d.table.set_paused(True)
    moves = len(session.game.log)
    d.focus_table()
    d.key(Qt.Key_Z, Qt.ControlModifier)
    assert "There is no undo in this game" in d.status()
    assert len(session.game.log) == moves


def screen_rows(d) -> list[tuple[str, float]]:
    """The rows Down visits from the top, with the top edge of each on the screen."""
    d.focus_at("piles", 0)
    seen = []
    for _ in range(d.focus_rows() + 2):
        seen.append((d.focused()[0], d.focused_rect().top()))
        d.key(Qt.Key_Down)
    return seen


@pytest.mark.parametrize("variant,size", [("rummy-500", (1000, 640)), ("tahiti", (1280, 800)),
                                          ("manipulation", (760, 520))])
def test_up_and_down_follow_the_screen(qtbot, catalog, variant, size):
    d, session = drive(qtbot, catalog, variant, players=3, seed=5, size=size)
    d.table.set_paused(True)  # the position is set here: the computer seats keep still
    qtbot.waitUntil(lambda: d.idle(busy_only=True))
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
    d.table.refresh(animate=False)
    d.focus_table()
    seen = screen_rows(d)
    kinds = [k for k, _ in seen]
    # every row once, top to bottom: the piles, each group, the new group or meld slot, the hand
    assert kinds[0] == "stock" and kinds[1:6] == ["group"] * 5 and kinds[6] == "new" and kinds[7:] == ["hand"] * 3
    tops = [top for _, top in seen[:8]]
    assert all(b >= a - 2 for a, b in zip(tops, tops[1:])), f"each row lies below (or beside) the one before: {tops}"
    # Down stops at the hand, Up at the piles; Up from the hand goes to the slot above it
    d.focus_at("hand", d.focus_index())
    d.key(Qt.Key_Up)
    assert d.focused()[0] == "new"
    for _ in range(10):
        d.key(Qt.Key_Up)
    assert d.focus_row() == ("piles",)  # the pile card nearest above the first group
    # Left / Right along a row: the cards of a group in order
    d.key(Qt.Key_Down)
    assert d.focused() == ("group", 0, st.table.groups[0][0])
    d.key(Qt.Key_Right)
    assert d.focused() == ("group", 0, st.table.groups[0][1])


def test_the_focus_stays_on_the_hand_when_a_group_is_added(qtbot, catalog):
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, seed=3)
    d.wait_my_turn()
    d.focus_hand(2)
    card = d.focused()[1]
    other = next(c for c in d.hand() if c != card)
    d.drag(other, to="new")
    assert other in d.groups()[-1]
    assert d.focused()[0] == "hand"
