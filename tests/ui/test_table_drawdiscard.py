"""Draw-and-discard games played through the real table: mouse drags and clicks, keys."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QPointF, Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_support import (  # noqa: E402
    card_point,
    click_at,
    click_card,
    discard_point,
    drag,
    drag_cards,
    group_point,
    make_table,
    new_slot_point,
    stock_point,
    wait_my_turn,
)

from rummy_desktop.ai.greedy import GreedyPlayer  # noqa: E402
from rummy_desktop.core.actions import Dig, Discard, Draw, Knock, LayOff, Meld, TakeDiscard  # noqa: E402
from rummy_desktop.ui.table import joker_prompt  # noqa: E402

# the offscreen platform plugin says this on show(); it is not the table's
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def perform(qtbot, w, action, use_keys: bool) -> None:
    """Carry ``action`` out through the widgets, as a player would."""
    if isinstance(action, Draw):
        if use_keys:
            qtbot.keyClick(w.view_widget, Qt.Key_D)
        else:
            click_at(qtbot, w, stock_point(w))
    elif isinstance(action, TakeDiscard):
        click_card(qtbot, w, w.flow.view.discard[-1])
    elif isinstance(action, Dig):
        click_card(qtbot, w, action.card)
    elif isinstance(action, Meld):
        drag_cards(qtbot, w, list(action.cards), new_slot_point(w))
    elif isinstance(action, LayOff):
        drag(qtbot, w, card_point(w, action.card), group_point(w, action.group))
    elif isinstance(action, Discard):
        if use_keys:
            keyboard_discard(qtbot, w, action.card)
        else:
            drag(qtbot, w, card_point(w, action.card), discard_point(w))
    else:
        assert w.submit(action)


def keyboard_discard(qtbot, w, card: int) -> None:
    """Focus the hand, walk to the card, Space selects, then focus the pile and Enter."""
    scene = w.scene
    w.view_widget.setFocus()
    scene.focus_zone, scene.focus_index = ("hand",), 0
    for _ in range(len(scene.state.hand) + 1):
        if scene.focused_slot() == ("hand", card):
            break
        qtbot.keyClick(w.view_widget, Qt.Key_Right)
    assert scene.focused_slot() == ("hand", card)
    qtbot.keyClick(w.view_widget, Qt.Key_Space)
    assert card in scene.selection
    for _ in range(len(scene.state.groups) + 2):  # up the screen to the piles, at the top
        if scene.focused_slot()[0] in ("stock", "discard"):
            break
        qtbot.keyClick(w.view_widget, Qt.Key_Up)
    for _ in range(4):
        if scene.focused_slot()[0] == "discard":
            break
        qtbot.keyClick(w.view_widget, Qt.Key_Right)
    qtbot.keyClick(w.view_widget, Qt.Key_Return)


def play_round(qtbot, w, limit: int = 300) -> list:
    ended: list = []
    w.roundEnded.connect(ended.append)
    brain = GreedyPlayer(w.seat, 11)
    done = 0
    while not ended and not w.flow.channel.session.game.over and done < limit:
        wait_my_turn(qtbot, w)
        if ended or w.flow.channel.session.game.over:
            break
        view = w.flow.channel.session.game.view(w.seat)
        action = brain.choose(view)
        before = len(w.flow.channel.session.game.log)
        perform(qtbot, w, action, use_keys=done % 3 == 1)
        assert len(w.flow.channel.session.game.log) > before, (action, w.status.text())
        done += 1
    return ended


def test_whole_round_of_rummy_by_mouse_and_keys(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy", players=2, seed=5)
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow() or True)
    ended = play_round(qtbot, w)
    assert ended, "the round did not end"
    data = ended[0]
    assert {"scores", "totals", "hands"} <= set(data)


def test_whole_round_of_rummy_500_with_spread_pile(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy-500", players=3, seed=8)
    ended = play_round(qtbot, w)
    assert ended


def test_refused_drop_animates_back_and_says_why(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy", players=2, seed=5, speed=1.0,
                            deal_animation=False)  # (the deal is not what is looked at)
    wait_my_turn(qtbot, w)
    qtbot.waitUntil(lambda: not w.scene.busy)
    hand = list(w.flow.view.hand)
    # a meld before drawing: refused, nothing changes
    card = w.displayed_hand()[0]
    start = w.scene.items_by_card[card].pos()
    drag(qtbot, w, card_point(w, card), QPointF(w.scene.geometry.table.center()))
    assert "Draw a card first" in w.status.text()
    assert list(w.flow.view.hand) == hand and len(w.flow.channel.session.game.log) == len(session.game.log)
    qtbot.waitUntil(lambda: not w.scene.busy)
    assert (w.scene.items_by_card[card].pos() - start).manhattanLength() < 1
    # draw, then an invalid meld of two cards
    click_at(qtbot, w, stock_point(w))
    qtbot.waitUntil(lambda: not w.scene.busy)
    two = w.displayed_hand()[:2]
    log = len(w.flow.channel.session.game.log)
    drag_cards(qtbot, w, two, new_slot_point(w))
    assert "not a valid meld" in w.status.text()
    assert len(w.flow.channel.session.game.log) == log
    qtbot.waitUntil(lambda: not w.scene.busy)
    for c in two:
        it = w.scene.items_by_card[c]
        assert (it.pos() - it.rest).manhattanLength() < 1


def test_joker_prompt_when_a_joker_fits_several_cards(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.cards import joker, parse_card

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy-500", {"jokers": "on"}, players=2, seed=4)
    wait_my_turn(qtbot, w)
    g = session.game
    st = g.state
    five, six, jk = parse_card("5H"), parse_card("6H"), joker(0)
    for h in st.hands:
        h[:] = [c for c in h if c not in (five, six, jk)]
    st.stock = [c for c in st.stock if c not in (five, six, jk)]
    st.discard = [c for c in st.discard if c not in (five, six, jk)] or st.discard
    st.hands[0] = [five, six, jk] + st.hands[0][:4]
    w.refresh(animate=False)
    click_at(qtbot, w, stock_point(w))  # draw
    asked = []

    def fake(parent, card, choices):
        asked.append((card, list(choices)))
        return choices[-1]

    monkeypatch.setattr(joker_prompt, "ask_joker_face", fake)
    drag_cards(qtbot, w, [five, six, jk], new_slot_point(w))
    assert asked and asked[0][0] == jk and len(asked[0][1]) >= 2
    assert any(jk in grp for grp in st.table.groups)
    assert st.table.declared[jk] == asked[0][1][-1]
    # the joker shows the card it stands for
    assert w.scene.items_by_card[jk].declared == asked[0][1][-1]


def test_basic_rummy_joker_swap_by_dropping_the_real_card(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.cards import joker, parse_card

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy", {"jokers": "on"}, players=2, seed=4)
    wait_my_turn(qtbot, w)
    g = session.game
    st = g.state
    five, six, seven = (parse_card(t) for t in ("5H", "6H", "7H"))
    jk = joker(0)
    for h in st.hands:
        h[:] = [c for c in h if c not in (five, six, seven, jk)]
    st.stock = [c for c in st.stock if c not in (five, six, seven, jk)]
    st.discard = [c for c in st.discard if c not in (five, six, seven, jk)]
    st.table.groups = [[five, six, jk]]
    st.table.declared = {jk: seven % 52}
    st.hands[0] = [seven] + st.hands[0][:5]
    w.refresh(animate=False)
    click_at(qtbot, w, stock_point(w))  # draw
    drag(qtbot, w, card_point(w, seven), group_point(w, 0))
    assert seven in st.table.groups[0] and jk in st.hands[0], w.status.text()


def test_rummy_500_dig_from_the_spread_pile_then_meld_at_once(qtbot, catalog, monkeypatch, tmp_path):
    from rummy_desktop.core.cards import parse_card

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy-500", players=2, seed=4)
    wait_my_turn(qtbot, w)
    st = session.game.state
    five, six, seven, king, two = (parse_card(t) for t in ("5H", "6H", "7H", "KS", "2C"))
    mine = (five, six, seven, king, two)
    for h in st.hands:
        h[:] = [c for c in h if c not in mine]
    st.stock = [c for c in st.stock if c not in mine]
    st.discard = [c for c in st.discard if c not in mine]
    st.discard = [seven, king, two]  # 7H at depth 3
    st.hands[0] = [five, six] + st.hands[0][:5]
    w.refresh(animate=False)
    assert set(w.scene.state.discard) == {seven, king, two} and w.scene.state.spread
    # digging the king cannot be melded at once: refused in words
    click_card(qtbot, w, king)
    assert "could not meld" in w.status.text() and st.phase == "draw"
    click_card(qtbot, w, seven)  # dig: 7H with the two cards above it
    assert {seven, king, two} <= set(st.hands[0]) and st.obligation == seven
    drag(qtbot, w, card_point(w, king), discard_point(w))  # must meld the dug card first
    assert "Meld 7♥" in w.status.text()
    drag_cards(qtbot, w, [five, six, seven], new_slot_point(w))
    assert [five, six, seven] in st.table.groups


def test_the_hint_says_what_the_judge_chose_and_why(qtbot, catalog, monkeypatch, tmp_path):
    """Issue 13, point 4: after the draw the hint names the judge's discard (the review's
    best), highlights it and gives its reason; each reason code has its words."""
    from PySide6.QtTest import QTest

    from rummy_desktop.advice import hint
    from rummy_desktop.advice.hints import Hint
    from rummy_desktop.core.cards import parse_card
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.table.reasons import card_text

    translations = Translations()
    translations.apply("en")  # the plural forms
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy", players=2, seed=3)
    wait_my_turn(qtbot, w)
    game = session.game
    game.apply(0, Draw())  # (not through the table: its hint has seen no move of the seat, nor has this one)
    w.flow.sync()
    # play what can be played, so that a discard is left
    while True:
        expected = hint(game.view(0))
        if isinstance(expected.actions[0], Discard):
            break
        game.apply(0, expected.actions[0])
        w.flow.sync()
    before = w.flow._token
    QTest.keyClick(w.view_widget, Qt.Key_H)
    qtbot.waitUntil(lambda: w.flow._token > before and w.flow._job_kind is None, timeout=20000)
    card = expected.actions[0].card
    assert w._status_text.startswith(f"Hint: discard {card_text(card)}"), w._status_text
    assert w.scene.hint_cards == {card} and w.scene.hint_places == {"discard"}
    seven, king = parse_card("7H"), parse_card("KC")
    for reason, params, words in [
        ("discard_feeds", {"card": seven, "kept": king}, "the next player could play"),
        ("discard_endgame", {"card": king, "cards": 1}, "only 1 card left"),
        ("discard_chances", {"card": seven, "outs": 5, "most": True}, "the most chances to meld (5 cards"),
        ("discard_chances", {"card": seven, "outs": 1, "most": False}, "1 card you have not seen"),
        ("discard_no_chances", {"card": king, "points": 10, "feeds": False, "costliest": True},
         "the costliest card (10 points)"),
        ("discard_no_chances", {"card": seven, "points": 7, "feeds": True, "costliest": True},
         "the next player cannot play at once"),
        ("discard_no_chances", {"card": seven, "points": 7, "feeds": False, "costliest": False},
         "it scored best of the cards you may throw away"),
        ("knock", {"card": seven, "points": 4}, "4 points of deadwood"),
        ("draw_stock", {"card": seven, "helps": False}, "does not help your hand"),
        ("draw_stock", {"card": seven, "helps": True}, "would help your hand, but"),
        ("take_discard", {"card": seven, "outs": 3}, "3 cards you have not seen"),
    ]:
        first = Discard(card=params["card"]) if reason.startswith("discard") else Knock(card=params["card"]) \
            if reason == "knock" else (Draw() if reason == "draw_stock" else TakeDiscard())
        w.flow.show_hint(Hint(params["card"] if reason != "draw_stock" else None, (), False, (first,), reason, params))
        assert words in w._status_text and card_text(params["card"]) in w._status_text, (reason, w._status_text)
    translations.apply("fr")
    w.flow.show_hint(Hint(seven, (), False, (Discard(card=seven),), "discard_feeds", {"card": seven, "kept": king}))
    assert w._status_text.startswith("Indice : défaussez"), w._status_text
    translations.apply("en")
    w.shutdown()
