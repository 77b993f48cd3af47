"""Manipulation-family games played through the real table: the private working copy edited
by mouse drags and keys, Done / Undo / Withdraw (+3) / Draw / Pass / Knock, the reminder."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_support import cards, drive, rig

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.core.actions import Commit, Draw, Pass
from rummy_desktop.ui.table import joker_prompt

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def build_commit(d, commit: Commit) -> None:
    """Rebuild the table into ``commit.table`` by dragging cards, as a player would."""
    old = d.groups()  # the table as the turn began: nothing placed yet
    hand = set(d.hand())
    for i, g in enumerate(old):
        assert set(g) <= set(commit.table[i]), "the planned play rearranges"
    for i in range(len(old)):
        for c in commit.table[i]:
            if c not in old[i]:
                d.wait_still()
                d.drag(c, to=("group", i))
                assert c in d.groups()[i], d.status()
    for g in commit.table[len(old):]:
        from_hand = [c for c in g if c in hand]
        others = [c for c in g if c not in hand]
        d.wait_still()
        d.drag(from_hand, to="new")
        index = len(d.groups()) - 1
        assert set(d.groups()[index]) == set(from_hand), d.status()
        for c in others:  # Tahiti's loose cards
            d.wait_still()
            d.drag(c, to=("group", index))
    assert sorted(map(sorted, d.groups())) == sorted(map(sorted, commit.table))


def play_round(d, monkeypatch, limit: int = 250) -> list:
    ended: list = []
    d.table.roundEnded.connect(ended.append)
    brain = GreedyPlayer(d.seat, 5)
    plan: dict = {}
    monkeypatch.setattr(joker_prompt, "ask_joker_face",
                        lambda parent, card, choices: plan.get(card, choices[0]))
    steps = 0
    while not ended and not d.game.over and steps < limit:
        d.wait_my_turn()
        if ended or d.game.over:
            break
        action = brain.choose(d.game.view(d.seat))
        before = d.moves_played()
        d.wait_still()
        if isinstance(action, Commit):
            plan.clear()
            plan.update(action.jokers)
            build_commit(d, action)
            if action.knock:
                assert d.text("primary") == "Knock"
                d.press("Knock")
            else:
                d.press("Done")
        elif isinstance(action, Draw):
            if steps % 2:
                d.key(Qt.Key_D)
            else:
                d.click("stock")
        elif isinstance(action, Pass):
            assert d.text("primary") == "Pass"
            d.press("Pass")
        else:
            assert d.submit(action)
        assert d.moves_played() > before, (action, d.status())
        steps += 1
    return ended


def test_whole_round_of_manipulation_through_the_working_copy(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    ended = play_round(d, monkeypatch)
    assert ended and ended[0]["ending"] in ("out", "blocked")


def test_whole_round_of_tahiti_with_loose_cards_and_jokers(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "tahiti", players=3, seed=2)
    ended = play_round(d, monkeypatch)
    assert ended


def test_whole_round_of_carousel_with_knock(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "carousel", players=2, seed=6)
    ended = play_round(d, monkeypatch)
    assert ended


def test_keyboard_edit_of_the_working_copy_and_undo(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    d.wait_my_turn()
    rig(d, "5H 6H 7H KS", ["2C 3C 4C"])
    d.focus_hand(0)
    for c in cards("5H 6H 7H"):
        while d.focused() != ("hand", c):
            d.key(Qt.Key_Right)
        d.key(Qt.Key_Space)
    assert d.selection() == set(cards("5H 6H 7H"))
    d.key(Qt.Key_Return)  # pick up
    assert d.held() == cards("5H 6H 7H")
    for _ in range(10):
        if d.focused()[0] == "new":
            break
        d.key(Qt.Key_Up)
    d.key(Qt.Key_Return)  # drop: a new group
    assert d.groups()[-1] == cards("5H 6H 7H") and d.invalid_groups() == set()
    assert d.enabled("done") and d.enabled("undo")
    # undo by shortcut puts everything back
    d.key(Qt.Key_Z, Qt.ControlModifier)
    assert d.groups() == [cards("2C 3C 4C")] and not d.placed()
    # again by mouse, an invalid group is marked live and Done is refused with the reason
    d.drag("KS", to=("group", 0))
    assert d.invalid_groups() == {0}
    assert "not valid" in d.status()
    log = d.moves_played()
    d.press("Done")
    assert d.moves_played() == log and "The group outlined in red is not valid" in d.status()
    # a table card never goes back to the hand
    d.drag("2C", to=("card", "5H"))
    assert "never go back" in d.status()
    d.drag("KS", to=("card", "5H"))
    d.drag(cards("5H 6H 7H"), to="new")
    d.key(Qt.Key_Return, Qt.ControlModifier)  # Done
    assert d.last_action().type == "commit"
    assert session.game.state.hands[d.seat] == cards("KS") or session.game.state.round_no > 1


def test_withdraw_needs_two_presses_and_blocks_draw(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "machiavelli", {"incomplete_move": "withdraw"}, players=2, seed=3)
    d.wait_my_turn()
    rig(d, "5H 6H 9S", ["2C 3C 4C"])
    assert d.text("undo") == "Undo" and d.enabled("primary")
    d.drag("5H", to="new")
    d.drag("5H", to="hand")  # back: still touched
    assert d.text("undo") == "Withdraw (+3)"
    assert not d.enabled("primary")  # Draw disabled once the table is touched
    hand = len(d.view().hand)
    d.press("Withdraw (+3)")
    assert d.text("undo") == "Withdraw (+3)?" and "again" in d.status()
    assert d.moves_played() == len(session.game.log) and len(d.view().hand) == hand
    d.press("Withdraw (+3)?")
    assert d.last_action().type == "withdraw"
    assert len(session.game.state.hands[d.seat]) == hand + 3


def test_mandatory_meld_reminder_shows_the_hint_then_draws(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "remind"}, players=2, seed=3)
    d.wait_my_turn()
    rig(d, "5H 6H 7H KS", ["2C 3C 4C"])
    log = d.moves_played()
    assert d.text("primary") == "Draw"
    d.press("Draw")
    qtbot.waitUntil(lambda: not d.thinking() and bool(d.hinted_cards()))
    assert d.moves_played() == log  # no draw: the reminder
    assert d.hinted_cards() == set(cards("5H 6H 7H"))
    assert "5♥ 6♥ 7♥ as a new group" in d.status() and "again" in d.status()
    d.press("Draw")  # the second press draws
    qtbot.waitUntil(lambda: d.moves_played() == log + 1)
    assert d.last_action().type == "draw"


def test_shift_drag_splits_a_group_and_a_hand_card_joins(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    d.wait_my_turn()
    rig(d, "6C KS", ["3C 4C 5C 7C 8C 9C"])
    # the dealt 3-4-5-7-8-9 is not a run: split it by shift-dragging 7C (and the rest) away
    d.drag("7C", to="new", modifier=Qt.ShiftModifier)
    assert d.groups() == [cards("3C 4C 5C"), cards("7C 8C 9C")]
    assert d.invalid_groups() == set()
    d.drag("6C", to=("group", 1))
    assert cards("6C")[0] in d.groups()[1] and d.invalid_groups() == set()
    d.press("Done")
    assert d.last_action().type == "commit"


def test_shanghai_between_rounds_the_host_continues_or_ends(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "shanghai", {"mandatory_meld": "trust"}, players=2, seed=5)
    over: list = []
    d.table.gameEnded.connect(over.append)
    ended = play_round(d, monkeypatch)
    assert ended
    assert session.game.state.phase == "between_rounds"
    assert d.shown("continue") and d.shown("end")
    d.press("continue")
    assert session.game.state.round_no == 2 and not d.shown("continue")
    session.game.state.phase = "between_rounds"  # as if round 2 had ended too
    d.table.refresh(animate=False)
    d.press("end")
    assert over and session.game.over


def test_carousel_knock_replaces_draw_after_a_low_meld(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "carousel", players=2, seed=6)
    d.wait_my_turn()
    assert d.text("primary") == "Draw" and not d.enabled("done")  # draw first
    d.click("stock")
    assert session.game.state.draws == 1
    rig(d, "5H 6H 7H 2C", ["9S 10S JS"])
    ended: list = []
    d.table.roundEnded.connect(ended.append)
    assert d.text("primary") == "Draw"
    d.drag(cards("5H 6H 7H"), to="new")
    assert d.text("primary") == "Knock"  # a valid meld leaving 2 points
    assert d.enabled("done")
    d.drag("7H", to="hand")
    assert d.text("primary") == "Draw"  # changed: no knock
    d.drag("7H", to=("group", 1))
    assert d.text("primary") == "Knock"
    d.press("Knock")
    assert ended and ended[0]["ending"] == "knock"


def test_joker_prompt_on_done_in_the_working_copy(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.cards import joker

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "carousel", players=2, seed=6)
    d.wait_my_turn()
    d.click("stock")  # Carousel: draw first
    jk = joker(0)
    st = session.game.state
    for h in st.hands:
        h[:] = [c for c in h if c != jk]
    st.stock = [c for c in st.stock if c != jk]
    rig(d, "5H 6H KS QD JC", ["9S 10S JS"])
    st.hands[d.seat].append(jk)
    d.redeal_shown()
    asked = []

    def answer(parent, card, choices):
        asked.append((card, list(choices)))
        return choices[0]

    monkeypatch.setattr(joker_prompt, "ask_joker_face", answer)
    d.drag(cards("5H 6H") + [jk], to="new")
    assert d.invalid_groups() == set()  # a joker that can still fit is not marked
    d.press("Done")
    assert asked and asked[0][0] == jk and len(asked[0][1]) >= 2
    assert d.last_action().type == "commit"
    assert st.table.declared[jk] == asked[0][1][0]
