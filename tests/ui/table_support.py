"""Helpers for the table tests (test_table_*.py): build a TableWidget on a real session and
the :class:`table_driver.TableDriver` that plays it, rig a deal. The gestures and readings
are the driver's; the helpers below taking ``w`` (the widget) go through it too."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from table_driver import TableDriver

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


def driver(qtbot, w) -> TableDriver:
    return w if isinstance(w, TableDriver) else TableDriver(qtbot, w)


def drive(qtbot, catalog, variant: str, options=None, **kw) -> tuple[TableDriver, GameSession]:
    """A table (see ``make_table``) and the driver that plays it."""
    w, session = make_table(qtbot, catalog, variant, options, **kw)
    return TableDriver(qtbot, w), session


def rig(w, hand: str, table: list[str]) -> None:
    """Give the human ``hand`` with ``table`` on the table (test set-up only); ``w`` the
    table or its driver."""
    d = driver(None, w)
    w = d.table
    game = d.game
    st = game.state
    wanted = set(cards(hand)) | {c for g in table for c in cards(g)}
    for h in st.hands:
        h[:] = [c for c in h if c not in wanted]
    st.stock = [c for c in st.stock if c not in wanted]
    st.table = Table([cards(g) for g in table], {}, [])
    st.hands[w.seat] = cards(hand)
    complete(game)
    d.redeal_shown()


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
    d = driver(qtbot, w)

    def ready():
        g = d.game
        assert g.over or g.state.phase == "between_rounds" or (g.to_act == d.seat and d.idle())
    qtbot.waitUntil(ready, timeout=timeout)


def click_button(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.LeftButton)


def view_point(w, scene_pt: QPointF) -> QPoint:
    return driver(None, w).to_view(scene_pt)


def card_point(w, card: int) -> QPointF:
    """A point on the visible strip of ``card``."""
    return driver(None, w).card_point(card)


def click_at(qtbot, w, scene_pt: QPointF) -> None:
    driver(qtbot, w).click_at(scene_pt)


def click_card(qtbot, w, card: int) -> None:
    driver(qtbot, w).click(card)


def drag(qtbot, w, start: QPointF, end: QPointF) -> None:
    driver(qtbot, w).drag_points(start, end)


def drag_cards(qtbot, w, cards: list[int], end: QPointF) -> None:
    """Select ``cards`` by clicking (when several) and drag them to ``end``."""
    driver(qtbot, w).drag(list(cards), end)


def group_point(w, index: int) -> QPointF:
    return driver(None, w).point(("group", index))


def new_slot_point(w) -> QPointF:
    return driver(None, w).point("new")


def discard_point(w) -> QPointF:
    return driver(None, w).point("discard")


def stock_point(w) -> QPointF:
    return driver(None, w).point("stock")
