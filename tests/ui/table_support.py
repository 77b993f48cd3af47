"""Helpers for the table tests (test_table_*.py): build a TableWidget on a real session,
find cards on the scene, click and drag with QTest on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.table_check import Table
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings


def make_table(qtbot, catalog, variant: str, options=None, players: int = 2, seed: int = 1,
               speed: float = 0.0, size=(1024, 640), human: int = 0, level: str = "greedy", **settings):
    from rummy_desktop.ui.table import TableWidget

    seats = [Seat("Ana") if s == human else Seat(f"Bot {s}", "computer", level) for s in range(players)]
    session = GameSession.new(catalog, variant, options or {}, seats, seed=seed)
    st = Settings(animation_speed=speed, **settings)
    w = TableWidget(session, st, human)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # the Draw/Done/Undo/Hint shortcuts work in the active window
    qtbot.waitUntil(w.isActiveWindow)
    return w, session


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def rig(w, hand: str, table: list[str]) -> None:
    """Give the human ``hand`` with ``table`` on the table (test set-up only)."""
    game = w.flow.channel.session.game
    st = game.state
    wanted = set(cards(hand)) | {c for g in table for c in cards(g)}
    for h in st.hands:
        h[:] = [c for c in h if c not in wanted]
    st.stock = [c for c in st.stock if c not in wanted]
    st.table = Table([cards(g) for g in table], {}, [])
    st.hands[w.seat] = cards(hand)
    complete(game)
    w.flow.wc = None
    w.refresh(animate=False)


def complete(game) -> None:
    """After a test rigged the cards: every card of the deck that is nowhere now goes under
    the stock, so the seat's view adds up to the deck (the hint's worlds are dealt from it)."""
    from rummy_desktop.core.cards import make_deck

    st = game.state
    rules = game.round_rules
    somewhere = {c for h in st.hands for c in h} | set(st.stock) | set(st.discard) | set(st.table.cards()) \
        | set(getattr(game, "out_of_play", []))
    st.stock[:0] = [c for c in make_deck(rules.decks, rules.jokers) if c not in somewhere]


def wait_my_turn(qtbot, w, timeout=20000) -> None:
    """Until the human may act (computer seats have moved) or the game is over."""
    def ready():
        g = w.flow.channel.session.game
        assert g.over or g.state.phase == "between_rounds" or (
            g.to_act == w.seat and not w.flow.busy() and w.flow._job_kind is None)
    qtbot.waitUntil(ready, timeout=timeout)


def click_button(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.LeftButton)


def view_point(w, scene_pt: QPointF) -> QPoint:
    return w.view_widget.mapFromScene(scene_pt)


def card_point(w, card: int) -> QPointF:
    """A point on the visible strip of ``card``."""
    item = w.scene.items_by_card[card]
    cw = w.scene.card_w
    return item.pos() + QPointF(cw * 0.12, cw * 0.35)


def click_at(qtbot, w, scene_pt: QPointF) -> None:
    vp = w.view_widget.viewport()
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, view_point(w, scene_pt))


def click_card(qtbot, w, card: int) -> None:
    click_at(qtbot, w, card_point(w, card))


def drag(qtbot, w, start: QPointF, end: QPointF) -> None:
    vp = w.view_widget.viewport()
    a, b = view_point(w, start), view_point(w, end)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for k in range(1, 6):
        p = a + (b - a) * (k / 5)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, b)


def drag_cards(qtbot, w, cards: list[int], end: QPointF) -> None:
    """Select ``cards`` by clicking (when several) and drag them to ``end``."""
    if len(cards) > 1:
        for c in cards:
            if c not in w.scene.selection:
                qtbot.waitUntil(lambda: not w.scene.animating)
                click_card(qtbot, w, c)
        assert set(cards) <= w.scene.selection
    qtbot.waitUntil(lambda: not w.scene.animating)
    drag(qtbot, w, card_point(w, cards[0]), end)


def group_point(w, index: int) -> QPointF:
    rect = w.scene.geometry.groups[index][0]
    return QPointF(rect.right() - w.scene.card_w * 0.3, rect.center().y())


def new_slot_point(w) -> QPointF:
    return w.scene.geometry.new_slot.center()


def discard_point(w) -> QPointF:
    return w.scene.geometry.discard_rect.center()


def stock_point(w) -> QPointF:
    return w.scene.geometry.stock.center()
