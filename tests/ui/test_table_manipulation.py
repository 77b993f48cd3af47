"""Manipulation-family games played through the real table: the private working copy edited
by mouse drags and keys, Done / Undo / Withdraw (+3) / Draw / Pass / Knock, the reminder."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

sys.path.insert(0, os.path.dirname(__file__))

from table_support import (  # noqa: E402
    card_point,
    cards,
    click_at,
    click_button,
    drag,
    drag_cards,
    group_point,
    make_table,
    new_slot_point,
    rig,
    stock_point,
    wait_my_turn,
)

from rummy_desktop.ai.greedy import GreedyPlayer  # noqa: E402
from rummy_desktop.core.actions import Commit, Draw, Pass  # noqa: E402
from rummy_desktop.ui.table import joker_prompt  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def build_commit(qtbot, w, commit: Commit) -> None:
    """Rebuild the working copy into ``commit.table`` by dragging cards, as a player would."""
    wc = w.flow.wc
    old = [list(g) for g in wc.t0.groups]
    hand = set(wc.hand0)
    for i, g in enumerate(old):
        assert set(g) <= set(commit.table[i]), "the planned play rearranges"
    for i in range(len(old)):
        for c in commit.table[i]:
            if c not in old[i]:
                qtbot.waitUntil(lambda: not w.scene.animating)
                drag(qtbot, w, card_point(w, c), group_point(w, i))
                assert c in w.flow.wc.groups[i], w.status.text()
    for g in commit.table[len(old):]:
        from_hand = [c for c in g if c in hand]
        others = [c for c in g if c not in hand]
        drag_cards(qtbot, w, from_hand, new_slot_point(w))
        index = len(w.flow.wc.groups) - 1
        assert set(w.flow.wc.groups[index]) == set(from_hand), w.status.text()
        for c in others:  # Tahiti's loose cards
            qtbot.waitUntil(lambda: not w.scene.animating)
            drag(qtbot, w, card_point(w, c), group_point(w, index))
    assert sorted(map(sorted, w.flow.wc.groups)) == sorted(map(sorted, commit.table))


def play_round(qtbot, w, monkeypatch, limit: int = 250) -> list:
    ended: list = []
    w.roundEnded.connect(ended.append)
    brain = GreedyPlayer(w.seat, 5)
    plan: dict = {}
    monkeypatch.setattr(joker_prompt, "ask_joker_face",
                        lambda parent, card, choices: plan.get(card, choices[0]))
    steps = 0
    while not ended and not w.flow.channel.session.game.over and steps < limit:
        wait_my_turn(qtbot, w)
        if ended or w.flow.channel.session.game.over:
            break
        view = w.flow.channel.session.game.view(w.seat)
        action = brain.choose(view)
        before = len(w.flow.channel.session.game.log)
        qtbot.waitUntil(lambda: not w.scene.animating)
        if isinstance(action, Commit):
            plan.clear()
            plan.update(action.jokers)
            build_commit(qtbot, w, action)
            if action.knock:
                assert w.btn_primary.text() == "Knock"
                click_button(qtbot, w.btn_primary)
            else:
                click_button(qtbot, w.btn_done)
        elif isinstance(action, Draw):
            if steps % 2:
                qtbot.keyClick(w.view_widget, Qt.Key_D)
            else:
                click_at(qtbot, w, stock_point(w))
        elif isinstance(action, Pass):
            assert w.btn_primary.text() == "Pass"
            click_button(qtbot, w.btn_primary)
        else:
            assert w.submit(action)
        assert len(w.flow.channel.session.game.log) > before, (action, w.status.text())
        steps += 1
    return ended


def test_whole_round_of_manipulation_through_the_working_copy(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    ended = play_round(qtbot, w, monkeypatch)
    assert ended and ended[0]["ending"] in ("out", "blocked")


def test_whole_round_of_tahiti_with_loose_cards_and_jokers(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "tahiti", players=3, seed=2)
    ended = play_round(qtbot, w, monkeypatch)
    assert ended


def test_whole_round_of_carousel_with_knock(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "carousel", players=2, seed=6)
    ended = play_round(qtbot, w, monkeypatch)
    assert ended


def test_keyboard_edit_of_the_working_copy_and_undo(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    wait_my_turn(qtbot, w)
    rig(w, "5H 6H 7H KS", ["2C 3C 4C"])
    scene = w.scene
    view = w.view_widget
    view.setFocus()
    scene.focus_zone, scene.focus_index = ("hand",), 0
    for c in cards("5H 6H 7H"):
        while scene.focused_slot() != ("hand", c):
            qtbot.keyClick(view, Qt.Key_Right)
        qtbot.keyClick(view, Qt.Key_Space)
    assert scene.selection == set(cards("5H 6H 7H"))
    qtbot.keyClick(view, Qt.Key_Return)  # pick up
    assert w.held == cards("5H 6H 7H")
    for _ in range(10):
        if scene.focused_slot()[0] == "new":
            break
        qtbot.keyClick(view, Qt.Key_Up)
    qtbot.keyClick(view, Qt.Key_Return)  # drop: a new group
    assert w.flow.wc.groups[-1] == cards("5H 6H 7H") and w.flow.wc.invalid_groups() == []
    assert w.btn_done.isEnabled() and w.btn_undo.isEnabled()
    # undo by shortcut puts everything back
    qtbot.keyClick(view, Qt.Key_Z, Qt.ControlModifier)
    assert w.flow.wc.groups == [cards("2C 3C 4C")] and not w.flow.wc.placed
    # again by mouse, an invalid group is marked live and Done is refused with the reason
    drag(qtbot, w, card_point(w, cards("KS")[0]), group_point(w, 0))
    assert scene.state.invalid == {0}
    assert "not valid" in w.status.text()
    log = len(w.flow.channel.session.game.log)
    click_button(qtbot, w.btn_done)
    assert len(w.flow.channel.session.game.log) == log and "The group outlined in red is not valid" in w.status.text()
    # a table card never goes back to the hand
    drag(qtbot, w, card_point(w, cards("2C")[0]), card_point(w, cards("5H")[0]))
    assert "never go back" in w.status.text()
    drag(qtbot, w, card_point(w, cards("KS")[0]), card_point(w, cards("5H")[0]))
    drag_cards(qtbot, w, cards("5H 6H 7H"), new_slot_point(w))
    qtbot.keyClick(view, Qt.Key_Return, Qt.ControlModifier)  # Done
    assert w.flow.channel.session.game.log[-1][1].type == "commit"
    assert session.game.state.hands[w.seat] == cards("KS") or session.game.state.round_no > 1


def test_withdraw_needs_two_presses_and_blocks_draw(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "machiavelli", {"incomplete_move": "withdraw"}, players=2, seed=3)
    wait_my_turn(qtbot, w)
    rig(w, "5H 6H 9S", ["2C 3C 4C"])
    assert w.btn_undo.text() == "Undo" and w.btn_primary.isEnabled()
    drag(qtbot, w, card_point(w, cards("5H")[0]), new_slot_point(w))
    drag(qtbot, w, card_point(w, cards("5H")[0]), w.scene.geometry.hand_rect.center())  # back: still touched
    assert w.btn_undo.text() == "Withdraw (+3)"
    assert not w.btn_primary.isEnabled()  # Draw disabled once the table is touched
    hand = len(w.flow.view.hand)
    click_button(qtbot, w.btn_undo)
    assert w.btn_undo.text() == "Withdraw (+3)?" and "again" in w.status.text()
    assert len(w.flow.channel.session.game.log) == len(session.game.log) and len(w.flow.view.hand) == hand
    click_button(qtbot, w.btn_undo)
    assert w.flow.channel.session.game.log[-1][1].type == "withdraw"
    assert len(session.game.state.hands[w.seat]) == hand + 3


def test_mandatory_meld_reminder_shows_the_hint_then_draws(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "manipulation", {"mandatory_meld": "remind"}, players=2, seed=3)
    wait_my_turn(qtbot, w)
    rig(w, "5H 6H 7H KS", ["2C 3C 4C"])
    log = len(w.flow.channel.session.game.log)
    assert w.btn_primary.text() == "Draw"
    click_button(qtbot, w.btn_primary)
    qtbot.waitUntil(lambda: w.flow._job_kind is None and bool(w.scene.hint_cards))
    assert len(w.flow.channel.session.game.log) == log  # no draw: the reminder
    assert w.scene.hint_cards == set(cards("5H 6H 7H"))
    assert "5♥ 6♥ 7♥ as a new group" in w.status.text() and "again" in w.status.text()
    click_button(qtbot, w.btn_primary)  # the second press draws
    qtbot.waitUntil(lambda: len(w.flow.channel.session.game.log) == log + 1)
    assert w.flow.channel.session.game.log[-1][1].type == "draw"


def test_shift_drag_splits_a_group_and_a_hand_card_joins(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    wait_my_turn(qtbot, w)
    rig(w, "6C KS", ["3C 4C 5C 7C 8C 9C"])
    # the dealt 3-4-5-7-8-9 is not a run: split it by shift-dragging 7C (and the rest) away
    start, end = card_point(w, cards("7C")[0]), new_slot_point(w)
    vp = w.view_widget.viewport()
    a, b = w.view_widget.mapFromScene(start), w.view_widget.mapFromScene(end)
    QTest.mousePress(vp, Qt.LeftButton, Qt.ShiftModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * (k / 5))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.ShiftModifier, b)
    assert w.flow.wc.groups == [cards("3C 4C 5C"), cards("7C 8C 9C")]
    assert w.flow.wc.invalid_groups() == []
    drag(qtbot, w, card_point(w, cards("6C")[0]), group_point(w, 1))
    assert cards("6C")[0] in w.flow.wc.groups[1] and w.flow.wc.invalid_groups() == []
    click_button(qtbot, w.btn_done)
    assert w.flow.channel.session.game.log[-1][1].type == "commit"


def test_shanghai_between_rounds_the_host_continues_or_ends(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "shanghai", {"mandatory_meld": "trust"}, players=2, seed=5)
    over: list = []
    w.gameEnded.connect(over.append)
    ended = play_round(qtbot, w, monkeypatch)
    assert ended
    assert w.flow.channel.session.game.state.phase == "between_rounds"
    assert w.btn_continue.isVisible() and w.btn_end.isVisible()
    click_button(qtbot, w.btn_continue)
    assert w.flow.channel.session.game.state.round_no == 2 and not w.btn_continue.isVisible()
    w.flow.channel.session.game.state.phase = "between_rounds"  # as if round 2 had ended too
    w.refresh(animate=False)
    click_button(qtbot, w.btn_end)
    assert over and w.flow.channel.session.game.over


def test_carousel_knock_replaces_draw_after_a_low_meld(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "carousel", players=2, seed=6)
    wait_my_turn(qtbot, w)
    assert w.btn_primary.text() == "Draw" and not w.btn_done.isEnabled()  # draw first
    click_at(qtbot, w, stock_point(w))
    assert session.game.state.draws == 1
    rig(w, "5H 6H 7H 2C", ["9S 10S JS"])
    ended: list = []
    w.roundEnded.connect(ended.append)
    assert w.btn_primary.text() == "Draw"
    drag_cards(qtbot, w, cards("5H 6H 7H"), new_slot_point(w))
    assert w.btn_primary.text() == "Knock"  # a valid meld leaving 2 points
    assert w.btn_done.isEnabled()
    drag(qtbot, w, card_point(w, cards("7H")[0]), w.scene.geometry.hand_rect.center())
    assert w.btn_primary.text() == "Draw"  # changed: no knock
    drag(qtbot, w, card_point(w, cards("7H")[0]), group_point(w, 1))
    assert w.btn_primary.text() == "Knock"
    click_button(qtbot, w.btn_primary)
    assert ended and ended[0]["ending"] == "knock"


def test_joker_prompt_on_done_in_the_working_copy(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.cards import joker

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "carousel", players=2, seed=6)
    wait_my_turn(qtbot, w)
    click_at(qtbot, w, stock_point(w))  # Carousel: draw first
    jk = joker(0)
    st = session.game.state
    for h in st.hands:
        h[:] = [c for c in h if c != jk]
    st.stock = [c for c in st.stock if c != jk]
    rig(w, "5H 6H KS QD JC", ["9S 10S JS"])
    st.hands[w.seat].append(jk)
    w.flow.wc = None
    w.refresh(animate=False)
    asked = []

    def answer(parent, card, choices):
        asked.append((card, list(choices)))
        return choices[0]

    monkeypatch.setattr(joker_prompt, "ask_joker_face", answer)
    drag_cards(qtbot, w, cards("5H 6H") + [jk], new_slot_point(w))
    assert w.flow.wc.invalid_groups() == []  # a joker that can still fit is not marked
    click_button(qtbot, w.btn_done)
    assert asked and asked[0][0] == jk and len(asked[0][1]) >= 2
    assert w.flow.channel.session.game.log[-1][1].type == "commit"
    assert st.table.declared[jk] == asked[0][1][0]
