"""The table's moments: the deal of a round, a card at a time round the seats, ended by any
click; the celebration of a round or game won; reduced motion. Input never waits for them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from table_support import click_at, make_table, stock_point

from rummy_desktop.storage.settings import Settings


def test_a_new_game_is_dealt_round_the_seats_and_a_click_ends_the_deal(qtbot, catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = make_table(qtbot, catalog, "rummy", players=3, seed=12, speed=0.25)  # a slow deal
    scene = w.scene
    qtbot.waitUntil(lambda: scene.animating)  # dealing, once the table is on screen
    flying = [i for i in scene._linger if not i.face_up]
    assert len(flying) == sum(s.count for s in scene.state.seats if not s.me) == 14  # to the two others
    stock = scene._anchor("stock")
    waiting = [i for i in scene.items_by_card.values() if i.pos() == stock]
    assert len(waiting) >= len(w.flow.view.hand) - 2  # the player's cards leave the stock one by one
    log = len(session.game.log)
    to_act = session.game.to_act
    click_at(qtbot, w, stock_point(w))  # a click during the deal: it ends, and the click counts
    assert not scene.animating or len(session.game.log) == log + 1
    assert not scene._linger or scene.animating  # the dealt backs are gone with the deal
    for item in scene.items_by_card.values():
        assert item.pos() == item.rest or scene.animating
    if to_act == w.seat:
        assert len(session.game.log) == log + 1  # the player's draw went through at once


def test_no_deal_when_the_settings_say_so(qtbot, catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, _ = make_table(qtbot, catalog, "rummy", players=3, seed=12, speed=1.0, deal_animation=False)
    qtbot.wait(20)
    assert not w.scene.animating
    w, _ = make_table(qtbot, catalog, "rummy", players=3, seed=12, speed=1.0, reduce_motion=True)
    qtbot.wait(20)
    assert not w.scene.animating and w.scene.speed == 0


def test_a_round_won_is_celebrated_and_a_click_ends_it(qtbot, catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, _ = make_table(qtbot, catalog, "manipulation", players=2, seed=3, speed=1.0)
    w.scene.hurry()
    w.roundEnded.emit({"winners": [1 - w.seat], "round": 1})
    assert w.scene.celebration is None  # another seat's win
    w.roundEnded.emit({"winners": [w.seat], "round": 1})
    party = w.scene.celebration
    assert party is not None and party.moving and party.text == "You won the round!"
    assert party.acceptedMouseButtons() == Qt.MouseButton.NoButton  # it takes no click: the table does
    qtbot.waitUntil(lambda: party.t > 0.2, timeout=5000)
    w.gameEnded.emit({"winners": [w.seat], "draw": False})
    assert w.scene.celebration.text == "You won the game!"
    click_at(qtbot, w, stock_point(w))
    assert w.scene.celebration is None
    w.apply_settings(Settings(animation_speed=1.0, reduce_motion=True))
    w.gameEnded.emit({"winners": [w.seat], "draw": False})
    still = w.scene.celebration
    assert not still.moving  # the banner alone
    qtbot.waitUntil(lambda: w.scene.celebration is None, timeout=5000)  # and it goes by itself
