"""The table's moments: the deal of a round, a card at a time round the seats, ended by any
click; the celebration of a round or game won; reduced motion. Input never waits for them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from table_support import drive

from rummy_desktop.core.actions import Discard
from rummy_desktop.storage.settings import Settings


def test_a_new_game_is_dealt_round_the_seats_and_a_click_ends_the_deal(qtbot, catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", players=3, seed=12, speed=0.25)  # a slow deal
    qtbot.waitUntil(d.animating)  # dealing, once the table is on screen
    assert d.dealt_backs_flying() == sum(s.count for s in d.seats() if not s.me) == 14  # to the two others
    assert d.cards_on_the_stock() >= len(d.view().hand) - 2  # the player's cards leave the stock one by one
    log = len(session.game.log)
    to_act = session.game.to_act
    d.click("stock")  # a click during the deal: it ends, and the click counts
    assert not d.animating() or len(session.game.log) == log + 1
    assert not d.dealt_backs_left() or d.animating()  # the dealt backs are gone with the deal
    assert d.all_at_rest() or d.animating()
    if to_act == d.seat:
        assert len(session.game.log) == log + 1  # the player's draw went through at once


def test_no_deal_when_the_settings_say_so(qtbot, catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, _ = drive(qtbot, catalog, "rummy", players=3, seed=12, speed=1.0, deal_animation=False)
    qtbot.wait(20)
    assert not d.animating()
    d, _ = drive(qtbot, catalog, "rummy", players=3, seed=12, speed=1.0, reduce_motion=True)
    qtbot.wait(20)
    assert not d.animating() and d.animation_speed() == 0


def test_a_round_won_is_celebrated_and_a_click_ends_it(qtbot, catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, _ = drive(qtbot, catalog, "manipulation", players=2, seed=3, speed=1.0)
    w = d.table
    d.hurry()
    w.roundEnded.emit({"winners": [1 - w.seat], "round": 1})
    assert d.celebration() is None  # another seat's win
    w.roundEnded.emit({"winners": [w.seat], "round": 1})
    party = d.celebration()
    assert party is not None and party.moving and party.text == "You won the round!"
    assert party.acceptedMouseButtons() == Qt.MouseButton.NoButton  # it takes no click: the table does
    qtbot.waitUntil(lambda: party.t > 0.2, timeout=5000)
    w.gameEnded.emit({"winners": [w.seat], "draw": False})
    assert d.celebration().text == "You won the game!"
    d.click("stock")
    assert d.celebration() is None
    w.apply_settings(Settings(animation_speed=1.0, reduce_motion=True))
    w.gameEnded.emit({"winners": [w.seat], "draw": False})
    still = d.celebration()
    assert not still.moving  # the banner alone
    qtbot.waitUntil(lambda: d.celebration() is None, timeout=5000)  # and it goes by itself


def _flying(d, card, qtbot) -> None:
    """Until ``card`` is well on its way: a card's width from where it left and from its place."""
    start = d.card_pos(card)
    far = d.card_width()
    qtbot.waitUntil(lambda: (d.card_pos(card) - start).manhattanLength() > far
                    and (d.card_home(card) - d.card_pos(card)).manhattanLength() > far, timeout=5000)
    assert d.animating()


def test_a_press_on_a_moving_card_takes_that_card_then_ends_the_move(qtbot, catalog, tmp_path, monkeypatch):
    """The card the player presses is the one under the pointer as they press it, even in
    flight: the press takes it there, then the move under way jumps to its end."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", seed=2, speed=0.05)  # slow moves: 5 s a card
    d.wait_my_turn()
    d.table.set_paused(True)
    hand = set(d.hand())
    d.click("stock")
    drawn = (set(d.hand()) - hand).pop()
    _flying(d, drawn, qtbot)  # on its way from the stock to the hand
    d.click(drawn)  # where it is seen now, away from where it lands
    assert d.selection() == {drawn} and "Selected" in d.status()
    # the press ended the draw's move: the card is in the hand (it rises now, selected)
    assert (d.card_home(drawn) - d.card_pos(drawn)).manhattanLength() <= d.card_size()[1] * 0.2 + 1
    card = next(c for c in d.hand() if c != drawn)
    d.drag(card, to="stock")  # refused: the card flies back to the hand
    assert d.status().startswith("⚠")
    _flying(d, card, qtbot)
    moves = len(session.game.log)
    d.drag(card, to="discard")  # taken in flight, dropped on the pile
    assert session.game.log[moves:] == [(d.seat, Discard(card=card))], session.game.log[moves:]
