"""The table says what the player can do: a run shows in its order while it is built, and the
status and prompt texts match the enabled buttons and open actions in every rule set
(issue 10, points 7 and 8)."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from table_support import (
    card_point,
    cards,
    click_at,
    drag,
    drag_cards,
    group_point,
    make_table,
    new_slot_point,
    rig,  # noqa: E402
    stock_point,
    wait_my_turn,
)

from rummy_desktop.ai.greedy import GreedyPlayer  # noqa: E402
from rummy_desktop.core.actions import Commit, Draw  # noqa: E402
from rummy_desktop.core.table_check import Table  # noqa: E402
from rummy_desktop.ui.table import joker_prompt  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
            "carousel", "vatican", "tahiti"]


def xs(w, group: int) -> list[int]:
    """The cards of a shown group from left to right."""
    items = [w.scene.items_by_card[c] for c in w.scene.state.groups[group]]
    return [i.card for i in sorted(items, key=lambda i: i.pos().x())]


def test_a_run_to_the_ace_shows_in_its_order_while_built(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "manipulation", {"mandatory_meld": "trust"}, players=2, seed=3)
    wait_my_turn(qtbot, w)
    rig(w, "AH QH KH 9C", ["2C 3C 4C"])
    ace, queen, king = cards("AH QH KH")
    drag(qtbot, w, card_point(w, ace), new_slot_point(w))
    drag(qtbot, w, card_point(w, queen), group_point(w, 1))  # dropped after the ace
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert xs(w, 1) == [queen, ace]
    drag(qtbot, w, card_point(w, king), card_point(w, queen))  # dropped in front of the queen
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert w.flow.wc.groups[1] == [queen, king, ace] and xs(w, 1) == [queen, king, ace]
    assert w.btn_done.isEnabled()
    w.flow._on_done()
    assert w.flow.channel.session.game.log[-1][1].type == "commit"
    assert list(w.flow.channel.session.game.state.table.groups[1]) == [queen, king, ace]  # as it was shown before Done


def test_carousel_before_the_first_draw_does_not_say_press_done(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "carousel", players=2, seed=6)
    wait_my_turn(qtbot, w)
    rig(w, "5H 6H 7H 2C", ["9S 10S JS"])
    assert w.flow.view.open_actions == ("draw",)
    drag_cards(qtbot, w, cards("5H 6H 7H"), new_slot_point(w))
    assert not w.btn_done.isEnabled() and w.btn_primary.isEnabled()
    assert "press Done to play" not in w.status.text().split("draw a card, then")[0]
    assert w.status.text() == "Every group is valid: draw a card, then press Done to play."
    click_at(qtbot, w, stock_point(w))
    assert w.flow.channel.session.game.state.draws == 1 and w.btn_done.isEnabled()  # the edits survive the draw
    drag(qtbot, w, card_point(w, cards("7H")[0]), w.scene.geometry.hand_rect.center())
    drag(qtbot, w, card_point(w, cards("7H")[0]), group_point(w, 1))
    assert w.status.text().startswith("Every group is valid: press Done to play")


def test_hints_before_the_draw_say_draw_first(qtbot, catalog, monkeypatch, tmp_path):
    """Before the turn's draw the hint is a draw: from the stock, the pile or a dig."""
    from rummy_desktop.advice import hint

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    for variant in ("rummy-500", "carousel"):
        w, session = make_table(qtbot, catalog, variant, players=2, seed=6)
        wait_my_turn(qtbot, w)
        assert "commit" not in w.flow.view.open_actions and "meld" not in w.flow.view.open_actions
        w.flow.show_hint(hint(w.flow.view))
        text = w.status.text()
        assert text.startswith(("Hint: draw a card from the stock", "Hint: take", "Hint: dig")), (variant, text)
        w.flow.show_hint(None)
        assert w.status.text() == "No play found: draw a card."
        w.shutdown()


def check_prompt(w) -> None:
    """Every button or pile the turn prompt names is one the player can use now."""
    text = w.flow.turn_prompt()
    v = w.flow.view
    acts = set(v.open_actions)
    assert text, "no prompt on the player's turn"
    if w.flow.manipulation:
        primary = w.btn_primary.text()
        if "or Draw" in text or text == "Your turn: draw a card.":
            assert primary == "Draw" and w.btn_primary.isEnabled(), text
        if "or Pass" in text:
            assert primary == "Pass" and w.btn_primary.isEnabled(), text
        if "press Done" in text:
            assert w.btn_done.isVisible() and "commit" in acts, text
        if "Withdraw" in text:
            assert w.btn_undo.text().startswith("Withdraw") and w.btn_undo.isEnabled(), text
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
    w, session = make_table(qtbot, catalog, variant, options, players=3, seed=5)
    monkeypatch.setattr(joker_prompt, "ask_joker_face", lambda parent, card, choices: choices[0])
    brain = GreedyPlayer(w.seat, 5)
    checked = 0
    for _ in range(12):
        wait_my_turn(qtbot, w)
        if w.flow.channel.session.game.over or w.flow.channel.session.game.state.phase == "between_rounds":
            break
        qtbot.waitUntil(lambda: not w.scene.animating)
        check_prompt(w)
        checked += 1
        action = brain.choose(w.flow.channel.session.game.view(w.seat))
        if isinstance(action, Commit):
            w.flow.wc = None
        assert w.submit(action), w.status.text()
    assert checked >= 6
    w.shutdown()


def test_rummy_prompts_follow_the_piles(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy", players=2, seed=3)
    wait_my_turn(qtbot, w)
    st = session.game.state
    assert w.flow.turn_prompt() == "Your turn: click the stock or the discard pile to draw."
    st.discard = []
    w.refresh(animate=False)
    assert w.flow.turn_prompt() == "Your turn: click the stock to draw."
    st.table = Table([], {}, [])
    assert w.submit(Draw())
    assert w.flow.turn_prompt() == "Drag cards to the table to meld; drop one on the pile to discard."


def test_rummy_multiplayer_lone_discard_is_taken_not_drawn(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy-multiplayer", players=2, seed=3)
    wait_my_turn(qtbot, w)
    st = session.game.state
    st.discard = st.discard[-1:]
    st.stock = []
    w.refresh(animate=False)
    assert set(w.flow.view.open_actions) == {"take_discard"}
    assert w.flow.turn_prompt() == "Your turn: the stock is empty, click the discard pile to take its card."


def test_rummy_500_prompt_after_a_dig_names_the_card_to_meld(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.actions import Dig

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy-500", players=2, seed=4)
    wait_my_turn(qtbot, w)
    st = session.game.state
    five, six, seven, king, two = cards("5H 6H 7H KS 2C")
    mine = (five, six, seven, king, two)
    for h in st.hands:
        h[:] = [c for c in h if c not in mine]
    st.stock = [c for c in st.stock if c not in mine]
    st.discard = [seven, king, two]
    st.hands[0] = [five, six] + st.hands[0][:5]
    w.refresh(animate=False)
    assert w.submit(Dig(card=seven))
    prompt = w.flow.turn_prompt()
    assert prompt.startswith("Meld 7♥") and "discard" not in prompt
    assert prompt in w.status.text()
