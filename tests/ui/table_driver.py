"""A player at the table, for the UI tests: what a player does (drag this card there, click
it, press this button, press a key) and what a player reads (the hand as shown, the groups
on the table, the status line, the move log, the buttons, the hint's marks).

This module is the one place of the tests that knows how the table is built inside (its
scene, its seat controller, its layout): the tests talk to :class:`TableDriver`, so the
table can change shape and only this file follows it. Gestures are real Qt input: mouse
press, moves and release on the view's viewport at the item's place on the screen, key
clicks on the view, clicks on the buttons.

The few readings of the game itself (the engine's log, a hand in the engine) are named
as such (``moves_played``, ``last_action``...): they check the truth behind what the table
shows, not the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from rummy_desktop.core.cards import parse_card
from rummy_desktop.ui.table.scene import HINT_COLOUR  # noqa: F401 - the hint's colour, for the tests that look for it

Card = int | str  # a card: its number, or its code as in the rules ("5H", "10S")


def card_id(card: Card) -> int:
    return parse_card(card) if isinstance(card, str) else int(card)


@dataclass
class Layout:
    """Where the table shows things, in the view's coordinates (scene units): what a
    player sees overlap or leave the window."""

    ok: bool  # the layout fitted the view
    view: QRectF  # the visible table
    card_w: float
    card_h: float
    cards: dict[int, QRectF]  # every card shown face up or down, by card
    groups: list[QRectF]
    hand: QRectF  # the hand's zone
    hand_cards: list[QPointF]  # where the hand's cards sit
    table: QRectF  # the felt the groups are on
    stock: QRectF
    new_slot: QRectF | None
    discard: QRectF | None
    loose: QRectF | None
    seats: list[QRectF]
    card_bounds: dict[int, QRectF]  # every card as drawn (its outline included)
    hand_order: list[int]  # the hand's cards as shown
    loose_cards: list[int]
    loose_frame: QRectF | None  # the dotted frame round the loose cards, when shown
    loose_caption: QRectF | None
    loose_caption_text: str


@dataclass
class Panel:
    """A seat's panel as drawn."""

    name: str  # the name shown (the turn's mark "  ▶" taken off)
    tooltip: str
    name_width: float  # how wide the name is drawn
    width: float  # how wide the panel is
    rect: QRectF  # the panel on the table
    boxes: list[tuple[str, QRectF]]  # each text (and the connection's picture) shown, where it is drawn
    info: str  # the cards and points line(s) as shown
    status: str  # the connection line's text
    status_shown: bool  # the connection line is shown
    icon: bool  # the connection shown as a small picture
    fan: int | None  # the backs fanned for the seat's hand (None: no fan shown)


class TableDriver:
    """Drive a :class:`rummy_desktop.ui.table.TableWidget` as a player would."""

    # the buttons by the names the tests use (their role); ``press`` also takes the text shown
    ROLES = {"primary": "btn_primary", "done": "btn_done", "undo": "btn_undo", "hint": "btn_hint",
             "show": "btn_show", "sort_suit": "btn_sort_suit", "sort_rank": "btn_sort_rank",
             "continue": "btn_continue", "end": "btn_end"}

    def __init__(self, qtbot, table, shown=None) -> None:
        self.qtbot = qtbot
        self.table = table
        self._shown = shown  # (scene, view) of a page that shows a table without playing it

    @classmethod
    def reading(cls, page) -> TableDriver:
        """A driver that only reads what a page showing cards shows (the review's position:
        its ``scene`` on its ``table`` view); it plays nothing."""
        return cls(None, None, shown=(page.scene, page.table))

    # -- internals (the only place that knows them) ------------------------------------------

    @property
    def _scene(self):
        return self._shown[0] if self._shown else self.table.scene

    @property
    def _flow(self):
        return self.table.flow

    @property
    def _view(self):
        return self._shown[1] if self._shown else self.table.view_widget

    @property
    def seat(self):
        return self.table.seat

    def _geo(self):
        return self._scene.geometry

    def card_point(self, card: Card) -> QPointF:
        """A point of ``card`` where the player sees it now (scene coordinates): on its
        visible strip when it rests; while it moves (a card drawn a moment ago flying in),
        a point of it that no other card covers."""
        s = self._scene
        item = s.items_by_card[card_id(card)]
        cw = s.card_w
        strip = item.pos() + QPointF(cw * 0.12, cw * 0.35)
        spots = [strip] + [item.pos() + QPointF(cw * x, cw * y) for y in (0.2, 0.7, 1.2) for x in (0.2, 0.5, 0.8)]
        return next((p for p in spots if s.card_at(p) is item), strip)

    def point(self, place: Any) -> QPointF:
        """A place on the table: "new", "discard", "stock", "hand", "table" (the empty felt),
        ("group", i), ("card", c) (on that card), or a scene point as it is."""
        geo = self._geo()
        if isinstance(place, QPointF):
            return place
        if isinstance(place, tuple):
            kind, arg = place
            if kind == "group":
                rect = geo.groups[arg][0]
                return QPointF(rect.right() - self._scene.card_w * 0.3, rect.center().y())
            if kind == "card":
                return self.card_point(arg)
            raise ValueError(place)
        return {"new": lambda: geo.new_slot.center(), "discard": lambda: geo.discard_rect.center(),
                "stock": lambda: geo.stock.center(), "hand": lambda: geo.hand_rect.center(),
                "table": lambda: QPointF(geo.table.center())}[place]()

    def to_view(self, scene_pt: QPointF) -> QPoint:
        return self._view.mapFromScene(scene_pt)

    # -- waiting -----------------------------------------------------------------------------

    def settled(self) -> bool:
        """No card is moving (nor dragged)."""
        return not self._scene.busy

    def still(self) -> bool:
        """No animation runs."""
        return not self._scene.animating

    def wait_still(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(self.still, timeout=timeout)

    def wait_settled(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(self.settled, timeout=timeout)

    def animating(self) -> bool:
        return self._scene.animating

    def hurry(self) -> None:
        """Finish the animations at once (as the player's press does)."""
        self._scene.hurry()

    def thinking(self) -> bool:
        """A hint or a computer move is being searched."""
        return self._flow.searching

    def work_done(self) -> int:
        """A counter that goes up each time the table starts a background search (a hint,
        a computer move): wait on it to know a new one came back."""
        return self._flow.searches

    def my_turn(self) -> bool:
        return self._flow.my_turn()

    def idle(self, busy_only: bool = False) -> bool:
        """Nothing moving (the animations hurried), nothing being sent, nothing being
        searched (unless ``busy_only``)."""
        return not self._flow.busy() and (busy_only or not self.thinking())

    def wait_my_turn(self, timeout: int = 20000) -> None:
        """Until the player may act (computer seats have moved) or the game or round is over."""
        def ready():
            v = self._flow.view
            assert v.phase in ("over", "between_rounds") or (
                v.turn == self.seat and self.idle())
        self.qtbot.waitUntil(ready, timeout=timeout)

    # -- gestures ----------------------------------------------------------------------------

    def click_at(self, place: Any, modifier=Qt.NoModifier) -> None:
        QTest.mouseClick(self._view.viewport(), Qt.LeftButton, modifier, self.to_view(self.point(place)))

    def click(self, card: Card | str) -> None:
        """Click a card (or "stock", to draw from it)."""
        if card == "stock":
            self.click_at("stock")
        else:
            self.click_at(("card", card))

    def select(self, cards: Iterable[Card]) -> None:
        """Click each card not yet selected."""
        for c in map(card_id, cards):
            if c not in self._scene.selection:
                self.wait_still()
                self.click(c)

    def drag_points(self, start: QPointF, end: QPointF, modifier=Qt.NoModifier) -> None:
        vp = self._view.viewport()
        a, b = self.to_view(start), self.to_view(end)
        QTest.mousePress(vp, Qt.LeftButton, modifier, a)
        for k in range(1, 6):
            QTest.mouseMove(vp, a + (b - a) * (k / 5))
        QTest.mouseRelease(vp, Qt.LeftButton, modifier, b)

    def drag(self, what: Card | list | str, to: Any, modifier=Qt.NoModifier) -> None:
        """Drag a card (or several: selected by clicks first, then the first one dragged;
        or "stock": a card off the stock) to ``to`` (see :meth:`point`)."""
        if what == "stock":
            start = self.point("stock")
        elif isinstance(what, (list, tuple)):
            cards = [card_id(c) for c in what]
            if len(cards) > 1:
                self.select(cards)
                assert set(cards) <= self._scene.selection
            self.wait_still()
            start = self.card_point(cards[0])
        else:
            start = self.card_point(what)
        self.drag_points(start, self.point(to), modifier)

    def press(self, button: str) -> None:
        """Click the button named ``button`` (its role, see ROLES, or the text it shows);
        refused, with the reason, when it is hidden or disabled."""
        b = self.button(button)
        assert b.isVisible(), f"the button {button!r} ({b.text()!r}) is hidden"
        assert b.isEnabled(), f"the button {button!r} ({b.text()!r}) is disabled"
        QTest.mouseClick(b, Qt.LeftButton)

    def drag_log_divider(self, dx: int) -> None:
        """Drag the handle between the table and the move log ``dx`` pixels (left: negative)."""
        handle = self.table.splitter.handle(1)
        start = handle.mapToGlobal(handle.rect().center())  # the handle moves under the mouse:
        QTest.mousePress(handle, Qt.LeftButton, Qt.NoModifier, handle.mapFromGlobal(start))  # each point
        for k in range(1, 6):  # is taken from where it is now
            QTest.mouseMove(handle, handle.mapFromGlobal(start + QPoint(round(dx * k / 5), 0)))
        QTest.mouseRelease(handle, Qt.LeftButton, Qt.NoModifier, handle.mapFromGlobal(start + QPoint(dx, 0)))

    def key(self, key, modifier=Qt.NoModifier, on=None) -> None:
        """Press ``key`` on the table (or on the widget ``on``)."""
        self.qtbot.keyClick(on if on is not None else self._view, key, modifier)

    def focus_table(self) -> None:
        self._view.setFocus()
        self.qtbot.waitUntil(self._view.hasFocus)

    def focus_hand(self, index: int = 0) -> None:
        """The keyboard focus on the table, on the hand's ``index``-th card."""
        self.focus_at("hand", index)

    def focus_at(self, row: str, index: int = 0) -> None:
        """The keyboard focus on the table, on row ``row`` ("hand", "piles", "new") at
        its ``index``-th slot (where a player's arrows would have brought it)."""
        self._view.setFocus()
        self._scene.focus.put((row,), index)

    def focus_rows(self) -> int:
        """How many rows the arrows walk (the piles, each group, the new group, the hand)."""
        return len(self._scene.focus.rows())

    def focused_rect(self) -> QRectF | None:
        """Where the focused slot is on the screen (the focus ring goes round it)."""
        return self._scene.focus.slot_rect(self._scene.focus.slot())

    def focused(self) -> tuple | None:
        """The slot the keyboard focus is on: ("hand", card), ("group", i, card), ("new", None)..."""
        return self._scene.focus.slot()

    def focus_row(self) -> tuple:
        return self._scene.focus.zone

    def focus_index(self) -> int:
        return self._scene.focus.index

    def focus_ring_shown(self) -> bool:
        return self._scene.focus.ring.isVisible()

    def walk_to(self, slot_kind: str, key=Qt.Key_Up, limit: int = 12) -> None:
        """Press ``key`` until the focus is on a slot of ``slot_kind``."""
        for _ in range(limit):
            if (self.focused() or ("",))[0] == slot_kind:
                return
            self.key(key)
        assert (self.focused() or ("",))[0] == slot_kind, self.focused()

    def walk_to_card(self, card: Card, key=Qt.Key_Right, limit: int = 40) -> None:
        c = card_id(card)
        for _ in range(limit):
            if self.focused() is not None and self.focused()[-1] == c:
                return
            self.key(key)
        assert self.focused() is not None and self.focused()[-1] == c, self.focused()

    def pick_up(self, cards: Iterable[Card]) -> None:
        """With the keyboard: the focus on the hand, Space on each card, Enter picks them up."""
        self.focus_hand(0)
        for c in map(card_id, cards):
            self.walk_to_card(c)
            if c not in self._scene.selection:
                self.key(Qt.Key_Space)
        self.key(Qt.Key_Return)

    def put_down(self, slot_kind: str = "new") -> None:
        """With the keyboard: Up to a slot of ``slot_kind``, Enter puts the cards held there."""
        self.walk_to(slot_kind)
        self.key(Qt.Key_Return)

    def hint(self) -> None:
        """Ask for a hint (the H key) and wait for its answer."""
        before = self.work_done()
        self.key(Qt.Key_H)
        self.qtbot.waitUntil(lambda: self.work_done() > before and not self.thinking(), timeout=20000)

    def show_me(self) -> None:
        """Press Show me (the hinted move made on the table, step by step)."""
        self.press("show")

    # -- reading -----------------------------------------------------------------------------

    def button(self, name: str) -> QPushButton:
        if name == "buy":  # the discard offered out of turn: Buy beside Pass
            return self.table.buy_offer.button
        attr = self.ROLES.get(name)
        if attr is not None:
            return getattr(self.table, attr)
        found = [b for b in self.table.findChildren(QPushButton) if b.text() == name and b.isVisible()]
        assert found, f"no button shows {name!r}: {self.buttons(enabled_only=False)}"
        return found[0]

    def buttons(self, enabled_only: bool = True) -> list[str]:
        """The texts of the buttons shown (and enabled)."""
        return [b.text() for b in self.table.findChildren(QPushButton)
                if b.isVisible() and (b.isEnabled() or not enabled_only)]

    def enabled(self, name: str) -> bool:
        return self.button(name).isEnabled()

    def shown(self, name: str) -> bool:
        return self.button(name).isVisible()

    def text(self, name: str) -> str:
        return self.button(name).text()

    def clear_status(self) -> None:
        """Empty the status line (to see the next thing said)."""
        self.table.show_status("")

    def status(self) -> str:
        """The whole status line."""
        return self.table.status.text()

    def log(self) -> list[str]:
        """The move log's lines as shown."""
        return self.table.move_log.texts()

    def log_kinds(self) -> list[str]:
        """What each line of the move log tells (drew, took_discard, dug, melded...)."""
        return [e.kind for e in self._flow.log.entries]

    def log_entries(self) -> list:
        return list(self._flow.log.entries)

    def spoken(self, slot: tuple) -> str:
        """What the table says (to a screen reader) of the slot ``slot`` when the keyboard
        focus comes to it: ("hand", card), ("group", i, card)..."""
        return self.table.describe_slot(slot)

    def log_shown(self) -> bool:
        return self.table.move_log.isVisible()

    def deadwood(self) -> str:
        """The deadwood line (a game with a knock)."""
        return self.table.deadwood.text()

    def deadwood_shown(self) -> bool:
        return self.table.deadwood.isVisible()

    def status_line(self):
        """The status line's widget (its tool tip, its accessible description, how it fits)."""
        return self.table.status

    def status_shown(self) -> str:
        """The status line as drawn (cut at its start when it does not fit)."""
        return self.table.status.shown_text()

    def table_view(self):
        """The card table's view (the widget that takes the keyboard focus)."""
        return self._view

    def log_view(self):
        """The move log beside the table."""
        return self.table.move_log

    def log_list(self):
        """The move log's list (it takes the keyboard focus)."""
        return self.table.move_log.list

    def hand(self) -> list[int]:
        """The hand as shown, left to right."""
        return list(self._scene.state.hand)

    def groups(self) -> list[list[int]]:
        """The groups on the table as shown (in the Manipulation family: the player's
        working copy), in order."""
        return [list(g) for g in self._scene.state.groups]

    def group_left_to_right(self, group: int) -> list[int]:
        """The cards of shown group ``group`` in the order they sit on the screen, left to right."""
        s = self._scene
        items = [s.items_by_card[c] for c in s.state.groups[group]]
        return [i.card for i in sorted(items, key=lambda i: i.pos().x())]

    def loose(self) -> list[int]:
        return list(self._scene.state.loose)

    def pile(self) -> list[int]:
        """The discard pile's cards shown, bottom to top."""
        return list(self._scene.state.discard)

    def pile_spread(self) -> bool:
        return self._scene.state.spread

    def invalid_groups(self) -> set[int]:
        """The groups outlined in red."""
        return set(self._scene.state.invalid)

    def placed(self) -> set[int]:
        """The hand's cards the player put on the table this turn (not confirmed yet)."""
        return set(self._scene.state.placed)

    def selection(self) -> set[int]:
        return set(self._scene.selection)

    def held(self) -> list[int]:
        """The cards picked up with the keyboard."""
        return list(self.table.held)

    def hinted(self) -> tuple[set[int], set[int], set[str]]:
        """The hint's marks: the cards outlined, the groups outlined, the places ("new",
        "discard", "stock")."""
        s = self._scene
        return set(s.hint_cards), set(s.hint_groups), set(s.hint_places)

    def hinted_cards(self) -> set[int]:
        return set(self._scene.hint_cards)

    def card_outlined(self, card: Card) -> bool:
        return self._scene.items_by_card[card_id(card)].hinted

    def outline_colour(self, place: Any) -> str:
        """The colour of the frame of ("group", i) or "new"."""
        frame = self._scene.new_frame if place == "new" else self._scene.group_frames[place[1]]
        return frame.pen().color().name()

    def group_badge(self, group: int):
        """The badge saying why group ``group`` is not valid (None when there is none)."""
        frames = self._scene.group_frames
        badge = frames[group].badge if group < len(frames) else None
        return badge if badge is not None and badge.isVisible() else None

    def shown_face(self, card: Card) -> int | None:
        """The card a joker shows it stands for (None: none)."""
        return self._scene.items_by_card[card_id(card)].declared

    def marked_cards(self) -> set[int]:
        """The cards the table marks as placed or moved by the last turns (or, in a review,
        by the best play shown)."""
        return set(self._scene.state.marked)

    def marked(self) -> set[int]:
        """The cards the last turns placed or moved (marked on the table)."""
        return {c for c, item in self._scene.items_by_card.items() if item.marked}

    def fresh(self) -> set[int]:
        """The hand's cards just drawn (marked)."""
        return {c for c, item in self._scene.items_by_card.items() if item.fresh}

    def card_pos(self, card: Card) -> QPointF:
        return QPointF(self._scene.items_by_card[card_id(card)].pos())

    def card_home(self, card: Card) -> QPointF:
        """Where the card rests when nothing moves it."""
        return QPointF(self._scene.items_by_card[card_id(card)].rest)

    def at_rest(self, card: Card) -> bool:
        return (self.card_pos(card) - self.card_home(card)).manhattanLength() < 1

    def card_zone(self, card: Card):
        return self._scene.items_by_card[card_id(card)].zone

    def stock_on_its_place(self) -> bool:
        return self._scene.stock_item.pos() == self._scene.geometry.stock.topLeft()

    def stock_caption(self) -> str:
        return self._scene.stock_label.text()

    def new_group_caption(self) -> str:
        return self._scene.state.new_label

    def seats(self) -> list:
        """The seat panels' contents (seat, name, info, me, to_act...)."""
        return list(self._scene.state.seats)

    def seat_info(self, seat: int) -> str:
        return next(s.info for s in self._scene.state.seats if s.seat == seat)

    def panels(self) -> list[Panel]:
        """The seat panels shown, in the order of ``seats()``."""
        def boxes(p) -> list[tuple[str, QRectF]]:
            items = ((p.name.text(), p.name), (p.info.text(), p.info), (p.status.text(), p.status), ("icon", p.icon))
            return [(text, item.mapRectToScene(item.boundingRect())) for text, item in items if item.isVisible()]

        return [Panel(p.name.text().replace("  ▶", ""), p.toolTip(), p.name.boundingRect().width(), p.rect().width(),
                      p.rect(), boxes(p), p.info.text(), p.status.text(), p.status.isVisible(), p.icon.isVisible(),
                      p.fan.count if p.fan.isVisible() else None)
                for p in self._scene.seat_panels if p.isVisible()]

    def seat_connection(self, seat: int) -> str:
        """How seat ``seat`` is connected, as the table's channel says ("computer", ...)."""
        return self._flow.channel.seats()[seat].connection

    def seat_name(self, seat: int) -> str:
        """Seat ``seat``'s name as the table says it."""
        return self._flow.seat_name(seat)

    def seat_short(self, seat: int) -> str:
        """Seat ``seat``'s name in a few letters ("C2"), for a narrow panel."""
        return self._flow.seat_short(seat)

    def celebration(self):
        """The banner of a round or game won on show (its ``text``, ``moving``), or None."""
        return self._scene.celebration

    def dealt_backs_flying(self) -> int:
        """How many face-down cards are on their way to the other seats (the deal)."""
        return len([i for i in self._scene.leaving if not i.face_up])

    def dealt_backs_left(self) -> bool:
        """Some dealt backs are still shown."""
        return bool(self._scene.leaving)

    def cards_on_the_stock(self) -> int:
        """How many cards are shown where the stock is (not dealt yet)."""
        stock = self._scene.anchor("stock")
        return len([i for i in self._scene.items_by_card.values() if i.pos() == stock])

    def all_at_rest(self) -> bool:
        return all(i.pos() == i.rest for i in self._scene.items_by_card.values())

    def deck_look(self) -> tuple[bool, str]:
        """The cards' faces in four colours, and the back's colour."""
        px = self._scene.pixmaps
        return px.four_colours, px.back

    def felt(self):
        """The table's background (a QBrush: a colour or a texture)."""
        return self._scene.backgroundBrush()

    def text_font(self):
        """The font of the table's own texts (captions, seat panels)."""
        return self._scene.font

    def bold_font(self):
        return self._scene.bold

    def large_print_cards(self) -> bool:
        """The card faces are drawn for large print."""
        return self._scene.pixmaps.large_print

    def deck_ratio(self) -> float:
        """The card deck's height for a width of 1."""
        return self._scene.pixmaps.ratio

    def card_size(self) -> tuple[int, int]:
        """A card's width and height on the table now."""
        geo = self._scene.geometry
        return geo.w, geo.h

    def card_drawn_height(self, card: Card | None = None) -> float:
        """How tall a card (the first one, when none is named) is drawn."""
        items = self._scene.items_by_card
        item = items[card_id(card)] if card is not None else next(iter(items.values()))
        return item.shape().boundingRect().height()

    def fans(self) -> list[tuple[QRectF, QRectF, list[tuple[str, QRectF]]]]:
        """Each seat panel showing a fan of backs: the panel, the fan's extent, and the
        panel's words with where they are (in the panel's coordinates)."""
        out = []
        for p in self._scene.seat_panels:
            if p.isVisible() and p.fan.isVisible():
                words = [(w.text(), w.mapRectToParent(w.boundingRect())) for w in (p.name, p.info)]
                out.append((p.rect(), p.fan.extent(), words))
        return out

    def animation_speed(self) -> float:
        return self._scene.speed

    def move_ms(self, factor: float = 1.0) -> int:
        """How long a card takes to move, in milliseconds (0: no animation)."""
        return self._scene.duration(factor)

    def watch_layouts(self, monkeypatch, fn) -> None:
        """Call ``fn()`` after each time the table lays its cards out (a move shown)."""
        scene = self._scene
        original = scene.relayout

        def watch(animate=True):
            original(animate)
            fn()

        monkeypatch.setattr(scene, "relayout", watch)

    def cards_on_screen(self) -> set[int]:
        """Every card the table has on the screen (faces and the ones shown)."""
        return set(self._scene.items_by_card)

    def card_corner_on_screen(self, card: Card) -> QPoint | None:
        """Just inside the top left corner of ``card`` as drawn, on the view (None: not shown)."""
        item = self._scene.items_by_card.get(card_id(card))
        if item is None or not item.isVisible():
            return None
        return self._view.mapFromScene(item.mapToScene(item.shape().boundingRect().topLeft()) + QPointF(4, 4))

    def group_box_on_screen(self, group: int):
        """Group ``group``'s zone on the view (a QRect)."""
        return self._view.mapFromScene(self._scene.geometry.groups[group][0]).boundingRect()

    def raised_on_screen(self) -> list:
        """The cards the player raised (selected) and the New group slot when shown, as
        QRects on the view."""
        s, view = self._scene, self._view
        out = []
        for card in s.selection:
            item = s.items_by_card[card]
            out.append(view.mapFromScene(item.mapRectToScene(item.shape().boundingRect())).boundingRect())
        if s.geometry.new_slot is not None and s.new_frame.isVisible():
            out.append(view.mapFromScene(s.geometry.new_slot).boundingRect())
        return out

    def faces_ready(self) -> bool:
        """Nothing moves and the card faces of this size are all made (the idle work done)."""
        return not self._scene.busy and not self._scene.warming

    def deck_shown(self) -> str:
        """The id of the card deck the faces are drawn with."""
        return self._scene.pixmaps.deck.id

    def grab(self, what: Any):
        """A picture of ``what`` ("stock", or a card) as the view shows it (a QImage)."""
        s, view = self._scene, self._view
        if what == "stock":
            rect = s.geometry.stock
        else:
            item = s.items_by_card[card_id(what)]
            rect = item.mapRectToScene(item.shape().boundingRect())
        return view.viewport().grab(view.mapFromScene(rect).boundingRect()).toImage()

    def card_width(self) -> float:
        return self._scene.card_w

    def layout(self) -> Layout:
        s = self._scene
        geo = s.geometry
        vp = self._view.viewport()
        cards = {c: QRectF(it.pos().x(), it.pos().y(), geo.w, geo.h) for c, it in s.items_by_card.items()}
        return Layout(ok=geo.ok, view=QRectF(0, 0, vp.width(), vp.height()), card_w=geo.w, card_h=geo.h,
                      cards=cards, groups=[g[0] for g in geo.groups], hand=geo.hand_rect,
                      hand_cards=list(geo.hand.values()), table=geo.table, stock=geo.stock,
                      new_slot=geo.new_slot, discard=geo.discard_rect, loose=geo.loose_rect,
                      seats=list(geo.seats),
                      card_bounds={c: it.sceneBoundingRect() for c, it in s.items_by_card.items()},
                      hand_order=list(s.state.hand), loose_cards=list(s.state.loose),
                      loose_frame=s.loose_frame.sceneBoundingRect() if s.loose_frame.isVisible() else None,
                      loose_caption=s.loose_frame.caption.sceneBoundingRect() if s.loose_frame.isVisible() else None,
                      loose_caption_text=s.loose_frame.caption.text())

    def pile_caption(self) -> tuple[str, float, str]:
        """The discard pile's caption: its text, where its right end is on the table, and the
        pile's tool tip."""
        s = self._scene
        caption = s.discard_frame.caption
        right = caption.mapToScene(caption.boundingRect().topRight()).x()
        return caption.text(), right, s.discard_frame.toolTip()

    def view_width(self) -> float:
        """The width the table was last laid out for."""
        return self._scene.view_size[0]

    def laid_out(self) -> bool:
        """The table is laid out for the view's present size."""
        return self._scene.view_size[0] == self._view.viewport().width()

    # -- the seat's view and the rules (what the game lets the player do now) -----------------

    def view(self):
        """The seat's view of the game (what the player may know)."""
        return self._flow.view

    def latest_view(self):
        """The seat's view as its channel has it now (a network seat: the last the host sent)."""
        return self._flow.channel.view()

    def open_actions(self) -> tuple:
        return tuple(self._flow.view.open_actions)

    def prompt(self) -> str:
        """What the status line asks the player to do now."""
        return self._flow.turn_prompt()

    def editing(self) -> bool:
        """The player is rearranging the table (their turn in the Manipulation family)."""
        return self._flow.wc is not None

    def table_touched(self) -> bool:
        """In the Manipulation family: the working copy differs from the table."""
        wc = self._flow.wc
        return wc is not None and wc.changed

    def turn_start_hand(self) -> list[int]:
        """The hand the turn began with (Manipulation family)."""
        return list(self._flow.wc.hand0)

    def hint_shown(self):
        """The hint on show (its actions), or None."""
        return self._flow.hinting.shown

    def showing_steps(self) -> bool:
        """Show me is making the hinted move, step by step."""
        return self._flow.hinting.offered is not None

    def rebuilding(self) -> bool:
        """Show me is still moving the cards of a hinted whole table (Manipulation family)."""
        return self._flow.hinting.building

    def hints_used(self) -> int:
        return self.table.hints_used

    def manipulation(self) -> bool:
        """The seat plays a working copy of the table (the Manipulation family's turn)."""
        return self._flow.channel.structure.working_copy

    # -- the game's truth (the engine behind the table; a local game only) ---------------------

    @property
    def game(self):
        return self._flow.channel.session.game

    def moves_played(self) -> int:
        """How many moves the game has logged (every seat's)."""
        return len(self.game.log)

    def last_action(self):
        """The last move the game logged (its action)."""
        return self.game.log[-1][1]

    def snapshot(self) -> dict:
        """Everything the table shows and keeps for the player's next move (what a game
        resumed from its save must show again): the cards as shown, the seats, the move
        log, the turn under way in the Manipulation family, the buttons, the hints asked."""
        st = self._scene.state
        wc = self._flow.wc
        t = self.table
        buttons = (t.btn_primary, t.btn_done, t.btn_undo, t.btn_hint, t.btn_continue, t.btn_end)
        return {
            "hand": st.hand, "groups": st.groups, "declared": st.declared, "invalid": st.invalid,
            "problems": st.problems, "placed": st.placed, "loose": st.loose, "stock": st.stock,
            "discard": st.discard, "discard_count": st.discard_count, "marked": st.marked, "fresh": st.fresh,
            "new_label": st.new_label, "seats": [(s.name, s.info, s.to_act) for s in st.seats],
            "log": t.move_log.texts(), "entries": list(self._flow.log.entries),
            "copy": None if wc is None else (wc.groups, wc.loose, wc.hand, wc.declarations, wc.touched,
                                             wc.undo_is_withdraw, wc.reminder_due()),
            "buttons": [(b.text(), b.isEnabled(), b.isHidden()) for b in buttons],
            "hints": self._flow.hints_used,
        }

    def entry_texts(self) -> list[str]:
        """The move log's entries worded as the log words them."""
        return [self.table.move_log.entry_text(e) for e in self._flow.log.entries]

    def drop(self, cards: Iterable[Card], to: Any) -> bool:
        """What a drop of ``cards`` on ``to`` does ("new", ("group", i), ("hand", position)),
        without the mouse: for a table that is not on the screen. True when it was done."""
        from rummy_desktop.session.working_copy import GROUP, HAND, NEW, Target

        if to == "new":
            target = Target(NEW)
        elif to[0] == "group":
            target = Target(GROUP, to[1])
        elif to[0] == "hand":
            target = Target(HAND, None, to[1])
        else:
            raise ValueError(to)
        return self._flow.drop([card_id(c) for c in cards], target)

    def channel(self):
        """The seat's channel to the game (what the score sheet reads)."""
        return self._flow.channel

    def retry_move(self):
        """On a retry's table (a review's decision played again): the one move it took, or None."""
        return self._flow.channel.move

    def retry_log(self) -> list:
        """On a retry's table: the moves of its game (the decision's position and after)."""
        return list(self._flow.channel.game.log)

    # -- set-up (not a player's doing: the test arranges the table) ----------------------------

    def redeal_shown(self) -> None:
        """After a test changed the game's state: the table reads it again from scratch."""
        self._flow.wc = None
        self.table.refresh(animate=False)

    def forget_edits(self) -> None:
        """Set aside the player's rearranged table (before a whole table is played with
        ``submit``)."""
        self._flow.wc = None

    def resync(self) -> None:
        """After a move made on the game behind the table's back: the table reads the view."""
        self._flow.sync()

    def others_move(self, seat: int, action) -> None:
        """Seat ``seat`` (not the player) makes ``action``, as the table hears of it."""
        self._flow.channel.play_for(seat, action)

    def mark_hint(self, cards=(), groups=(), places=()) -> None:
        """Put a hint's marks on show (the outlines alone, no hint behind them); with no
        argument, take them off."""
        self._scene.set_hint(set(cards), set(groups), set(places))

    def show_hint(self, hint) -> None:
        """Put ``hint`` on show, as when the search answered it."""
        self._flow.show_hint(hint)

    def submit(self, action) -> bool:
        """Play ``action`` as the table's buttons would (for moves with no gesture of their own)."""
        return self._flow.submit(action)

    def describe(self, events: list) -> str:
        """The status text the table says for ``events``."""
        return self._flow.describe_events(events)

    def ask_computers(self) -> None:
        """Let the computer seats move now (as when the cards settled)."""
        self._flow.schedule()
