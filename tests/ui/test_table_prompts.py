"""The table says what the player can do: a run shows in its order while it is built, and the
status and prompt texts match the enabled buttons and open actions in every rule set
(issue 10, points 7 and 8)."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from table_support import cards, drive, rig

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.core.actions import Commit
from rummy_desktop.core.table_check import Table
from rummy_desktop.ui.table import joker_prompt

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
            "carousel", "vatican", "tahiti"]


def test_a_run_to_the_ace_shows_in_its_order_while_built(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    d.wait_my_turn()
    rig(d, "AH QH KH 9C", ["2C 3C 4C"])
    ace, queen, king = cards("AH QH KH")
    d.drag(ace, to="new")
    d.drag(queen, to=("group", 1))  # dropped after the ace
    d.wait_still()
    assert d.group_left_to_right(1) == [queen, ace]
    d.drag(king, to=("card", queen))  # dropped in front of the queen
    d.wait_still()
    assert d.groups()[1] == [queen, king, ace] and d.group_left_to_right(1) == [queen, king, ace]
    assert d.enabled("done")
    d.press("Done")
    assert d.last_action().type == "commit"
    assert list(session.game.state.table.groups[1]) == [queen, king, ace]  # as it was shown before Done


def test_carousel_before_the_first_draw_does_not_say_press_done(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "carousel", players=2, seed=6)
    d.wait_my_turn()
    rig(d, "5H 6H 7H 2C", ["9S 10S JS"])
    assert d.open_actions() == ("draw",)
    d.drag(cards("5H 6H 7H"), to="new")
    assert not d.enabled("done") and d.enabled("primary")
    assert "press Done to play" not in d.status().split("draw a card, then")[0]
    assert d.status() == "Every group is valid: draw a card, then press Done to play."
    d.click("stock")
    assert session.game.state.draws == 1 and d.enabled("done")  # the edits survive the draw
    d.drag("7H", to="hand")
    d.drag("7H", to=("group", 1))
    assert d.status().startswith("Every group is valid: press Done to play")


def test_hints_before_the_draw_say_draw_first(qtbot, catalog, monkeypatch, tmp_path):
    """Before the turn's draw the hint is a draw: from the stock, the pile or a dig."""
    from rummy_desktop.advice import hint

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    for variant in ("rummy-500", "carousel"):
        d, session = drive(qtbot, catalog, variant, players=2, seed=6)
        d.wait_my_turn()
        assert "commit" not in d.open_actions() and "meld" not in d.open_actions()
        d.show_hint(hint(d.view()))
        text = d.status()
        assert text.startswith(("Hint: draw a card from the stock", "Hint: take", "Hint: dig")), (variant, text)
        d.show_hint(None)
        assert d.status() == "No play found: draw a card."
        d.table.shutdown()


def check_prompt(d) -> None:
    """Every button or pile the turn prompt names is one the player can use now."""
    text = d.prompt()
    v = d.view()
    acts = set(v.open_actions)
    assert text, "no prompt on the player's turn"
    if d.manipulation():
        primary = d.text("primary")
        if "or Draw" in text or text == "Your turn: draw a card.":
            assert primary == "Draw" and d.enabled("primary"), text
        if "or Pass" in text:
            assert primary == "Pass" and d.enabled("primary"), text
        if "press Done" in text:
            assert d.shown("done") and "commit" in acts, text
        if "Withdraw" in text:
            assert d.text("undo").startswith("Withdraw") and d.enabled("undo"), text
        return
    if "click the stock" in text:
        assert "draw" in acts and v.stock_count > 0, text
    if "discard pile" in text or "a card of the pile" in text:
        assert "take_discard" in acts, text
    if "lay off" in text:
        assert v.table, text
    if "drop one on the pile to discard" in text:
        assert "discard" in acts, text
    if v.phase == "meld" and "discard" not in acts:
        assert "discard" not in text, text


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_turn_prompt_matches_what_the_player_can_do(variant, qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    options = {"mandatory_meld": "trust"} if variant in ("manipulation", "shanghai") else {}
    d, session = drive(qtbot, catalog, variant, options, players=3, seed=5)
    monkeypatch.setattr(joker_prompt, "ask_joker_face", lambda parent, card, choices: choices[0])
    brain = GreedyPlayer(d.seat, 5)
    checked = 0
    for _ in range(12):
        d.wait_my_turn()
        if session.game.over or session.game.state.phase == "between_rounds":
            break
        d.wait_still()
        check_prompt(d)
        checked += 1
        action = brain.choose(session.game.view(d.seat))
        if isinstance(action, Commit):
            d.forget_edits()
        assert d.table.submit(action), d.status()
    assert checked >= 6
    d.table.shutdown()


def test_rummy_prompts_follow_the_piles(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=2, seed=3)
    d.wait_my_turn()
    st = session.game.state
    assert d.prompt() == "Your turn: click the stock or the discard pile to draw."
    st.discard = []
    d.table.refresh(animate=False)
    assert d.prompt() == "Your turn: click the stock to draw."
    st.table = Table([], {}, [])
    d.click("stock")
    assert d.last_action().type == "draw"
    assert d.prompt() == "Drag cards to the table to meld; drop one on the pile to discard."


def test_rummy_multiplayer_lone_discard_is_taken_not_drawn(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy-multiplayer", players=2, seed=3)
    d.wait_my_turn()
    st = session.game.state
    st.discard = st.discard[-1:]
    st.stock = []
    d.table.refresh(animate=False)
    assert set(d.open_actions()) == {"take_discard"}
    assert d.prompt() == "Your turn: the stock is empty, click the discard pile to take its card."


def test_rummy_500_prompt_after_a_dig_names_the_card_to_meld(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.actions import Dig

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy-500", players=2, seed=4)
    w = d.table
    d.wait_my_turn()
    st = session.game.state
    five, six, seven, king, two = cards("5H 6H 7H KS 2C")
    mine = (five, six, seven, king, two)
    for h in st.hands:
        h[:] = [c for c in h if c not in mine]
    st.stock = [c for c in st.stock if c not in mine]
    st.discard = [seven, king, two]
    st.hands[0] = [five, six] + st.hands[0][:5]
    w.refresh(animate=False)
    d.click(seven)  # dig
    assert isinstance(d.last_action(), Dig) and d.last_action().card == seven
    prompt = d.prompt()
    assert prompt.startswith("Meld 7♥") and "discard" not in prompt
    assert prompt in d.status()
