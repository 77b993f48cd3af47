"""The card table as a QGraphicsScene, after KDE kpat's libkcardgame: a scene that knows
no rules. Its owner gives it a :class:`~.state.TableState` (card ids in their places) and
a controller (:class:`~.places.SceneController`) that says what a gesture does.

* The scene owns drag and drop (:mod:`.pointer`): it lifts cards, follows the mouse and,
  on release, asks its controller whether the drop is allowed. A refused drop animates back.
* Everything is laid out in card-size units (:mod:`.layout`); the card width follows the
  view, so resizing just works, and the layout shrinks cards until nothing overlaps or
  leaves the view.
* One speed factor governs every animation (0 = instant); :attr:`CardScene.busy` tells
  input to wait.
* Keyboard focus is part of the scene (:mod:`.focus`): a focus ring moves between hand,
  piles and groups.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from .focus import KeyboardFocus
from .items import HINT_COLOUR, CardItem, Frame, loose_caption
from .layout import caption_font, fit
from .places import DISCARD, GROUP, HAND, LOOSE, NEW, STOCK, SceneController, Target
from .pointer import Pointer
from .seats import SeatPanel, panel_names, seat_height, seat_lines
from .state import Geometry, SeatInfo, TableState

BASE_MS = 260  # one card move at speed 1
FELT = QColor("#1f5a3a")


class CardScene(QGraphicsScene):
    """The card table (see the module docstring). ``controller`` is a
    :class:`~.places.SceneController`; ``pixmaps`` draws the cards (``ratio``,
    ``ready_or_stand_in``, ``warm``, ``on_ready``): made by ``make_pixmaps(scene)``."""

    settled = Signal()
    focusChanged = Signal(str)

    def __init__(self, parent: QObject | None, make_pixmaps: Callable[[QObject], Any]) -> None:
        super().__init__(parent)
        self.controller: SceneController | None = None
        self.pixmaps = make_pixmaps(self)
        self.pixmaps.on_ready = self._pixmaps_ready
        self.card_w = 60
        self.dpr = 1.0
        self.speed = 1.0
        self.view_size = (1024.0, 600.0)
        self.state = TableState()
        self.items_by_card: dict[int, CardItem] = {}
        self.selection: set[int] = set()
        # the hint on show: every card of the move, the groups it changes, and the places
        # its cards go to (the new-group slot, the stock or the discard pile)
        self.hint_cards: set[int] = set()
        self.hint_groups: set[int] = set()
        self.hint_places: set[str] = set()
        self.geometry: Geometry | None = None
        self._anim: QParallelAnimationGroup | None = None
        self._ghosts: list[CardItem] = []
        self._linger: list[CardItem] = []
        self._dealt_at: dict[int, int] = {}  # the deal under way: when each of the player's cards leaves the stock (ms)
        self.pointer = Pointer(self)  # the mouse: hit testing, drag and drop
        self.interactive = True
        self.large_print = False
        self.celebration = None  # the celebration on show (see celebrate)
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # cards move all the time
        self.setBackgroundBrush(FELT)
        self.font = QFont()
        self.font.setPixelSize(12)
        self.bold = QFont(self.font)
        self.bold.setBold(True)
        self.stock_item = CardItem(-1, self)
        self.stock_item.face_up = False
        self.addItem(self.stock_item)
        self.stock_label = QGraphicsSimpleTextItem()
        self.stock_label.setBrush(QColor("#e8f2ea"))
        self.addItem(self.stock_label)
        self.stock_frame = Frame()
        self.addItem(self.stock_frame)
        self.discard_frame = Frame()
        self.addItem(self.discard_frame)
        self.loose_frame = Frame()
        self.addItem(self.loose_frame)
        self.new_frame = Frame()
        self.addItem(self.new_frame)
        self.group_frames: list[Frame] = []
        self.seat_panels: list[SeatPanel] = []
        self.focus = KeyboardFocus(self)  # the keyboard's focus: its ring, its row and slot (see focus.py)
        # card faces are rendered ahead, a few per idle moment (no stall at first sight)
        self._warm_started = False
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(1)
        self._warm_timer.timeout.connect(self._warm)

    def _warm(self) -> None:
        if self.pixmaps.warm(self.card_w, self.dpr, 3.0):
            self._warm_timer.stop()
            self.update()  # stand-ins give way to the exact faces

    def set_look(self, background: QBrush | QColor, large_print: bool) -> None:
        """The table's background and print size (the owner configures ``pixmaps``: the
        deck); the faces are made again at this size."""
        self.pixmaps.clear()
        self._warm_started = False  # the faces and the back made again at this size (no stand-in stays)
        self.setBackgroundBrush(background)
        self.font.setPixelSize(15 if large_print else 12)
        self.bold = QFont(self.font)
        self.bold.setBold(True)
        self.large_print = large_print
        if self.geometry is not None:
            self.relayout(animate=False)

    def _pixmaps_ready(self, relayout: bool) -> None:
        """New card pictures (an SVG deck's, from its render process); ``relayout``: the cards
        changed shape."""
        if relayout:
            for item in self.items():
                if isinstance(item, CardItem):
                    item.prepareGeometryChange()
            self._warm_started = False
            self.relayout(animate=False)
        else:
            self._warm_timer.start()
        self.update()

    # -- state ----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Cards are moving (a deal, a move, cards going back): :meth:`hurry` ends it."""
        return self._anim is not None and self._anim.state() == QAbstractAnimation.Running

    @property
    def busy(self) -> bool:
        """Cards are moving or dragged: input waits."""
        return self.animating or bool(self.pointer.drag)

    @property
    def leaving(self) -> tuple[CardItem, ...]:
        """The cards shown on their way that are no longer on the table, until the
        animation under way ends: the deal's backs flying to the seats, another seat's
        draw, a discard staying under the new top card until it lands."""
        return tuple(self._linger + self._ghosts)

    def undealt(self) -> tuple[CardItem, ...]:
        """The player's cards still on the stock, waiting for their turn in the deal under
        way: part of the stock until they leave it (a press there is the stock's)."""
        anim = self._anim
        if not self._dealt_at or anim is None or not self.animating:
            return ()
        now = anim.currentTime()
        return tuple(self.items_by_card[c] for c, at in self._dealt_at.items() if at > now and c in self.items_by_card)

    @property
    def warming(self) -> bool:
        """The card faces of this size are still being made (a few per idle moment)."""
        return self._warm_timer.isActive()

    def duration(self, factor: float = 1.0) -> int:
        return 0 if self.speed <= 0 else int(BASE_MS * factor / self.speed)

    def set_view_size(self, w: float, h: float, dpr: float) -> None:
        self.view_size = (max(200.0, w), max(200.0, h))
        if abs(dpr - self.dpr) > 1e-6:
            self.dpr = dpr
        self.setSceneRect(0, 0, *self.view_size)
        self.relayout(animate=False)

    def set_state(self, state: TableState, animate: bool = True) -> None:
        self._stop_animation()
        old = self.geometry
        before = self.state
        # a discard covered by a newer one just goes under the pile (no flight)
        covered = set(before.discard) if state.discard_count >= before.discard_count and not state.spread else set()
        self.state = state
        visible = set(state.hand) | {c for g in state.groups for c in g} | set(state.loose) | set(
            state.discard if state.spread else state.discard[-1:])
        leaving = [c for c in self.items_by_card if c not in visible]
        for c in leaving:
            item = self.items_by_card.pop(c)
            if animate and self.speed > 0 and c in covered and old is not None:
                self._linger.append(item)  # stays under the new top card until it lands
                item.setZValue(5)
            elif animate and self.speed > 0 and state.vanish_to is not None and old is not None:
                self._ghosts.append(item)
                item.setZValue(3000)
            else:
                self.removeItem(item)
        for c in visible:
            if c not in self.items_by_card:
                item = CardItem(c, self)
                self.items_by_card[c] = item
                self.addItem(item)
                src = state.origins.get(c)
                if src is not None and old is not None:
                    item.setPos(self.anchor(src))
                else:
                    item.setPos(QPointF(self.view_size[0] / 2, self.view_size[1] / 2))
        self.selection &= visible
        self.relayout(animate=animate)

    def update_seats(self, seats: list[SeatInfo]) -> None:
        """New texts for the seat panels (as many seats as before), without a relayout."""
        self.state.seats = seats
        g = self.geometry
        if g is None or len(seats) != len(g.seats):
            return
        lines = seat_lines(seats, g.seats[0].width(), self.font) if seats else (1, False)
        if seats and max(38.0, seat_height(seats, g.seats[0].width(), self.font, self.bold)) != g.seats[0].height():
            self.relayout(animate=False)  # a line more or less: the panels' height changes
            return
        names = panel_names(seats, g.seats[0].width(), self.bold) if seats else []
        for panel, rect, seat, name in zip(self.seat_panels, g.seats, seats, names):
            panel.show_seat(rect, seat, self.font, self.bold, lines, name)

    def anchor(self, where: Any) -> QPointF:
        g = self.geometry
        if g is None:
            return QPointF(0, 0)
        if where == "stock":
            return g.stock.topLeft()
        for rect, seat in zip(g.seats, self._seat_order()):
            if seat.seat == where:
                return QPointF(rect.center().x() - g.w / 2, rect.top())
        return QPointF(g.hand_rect.center().x() - g.w / 2, g.hand_rect.top())

    def _seat_order(self) -> list[SeatInfo]:
        return self.state.seats

    def _stop_animation(self) -> None:
        """Jump a running animation to its end: cards in place, flying ghosts gone."""
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            for item in self.items_by_card.values():
                item.setPos(item.rest)
            self._drop_ghosts()
            anim.deleteLater()

    def relayout(self, animate: bool = True) -> None:
        self._stop_animation()
        geo = fit(self)
        self.geometry = geo
        if geo.w != self.card_w or not self._warm_started:
            for item in self.items():
                if isinstance(item, CardItem):
                    item.prepareGeometryChange()  # before the size changes (BSP-safe)
            self.card_w = geo.w
            self._warm_started = True
            self._warm_timer.start()
        st = self.state
        group = QParallelAnimationGroup(self)
        dur = self.duration() if animate else 0
        delays = self._deal(group, dur) if st.deal else {}
        self._dealt_at = delays
        st.deal = False  # dealt once (later layouts of the same state move cards as usual)
        moves: list[tuple[CardItem, QPointF, float]] = []
        for i, c in enumerate(st.hand):
            item = self.items_by_card[c]
            item.zone = Target(HAND, None, i)
            p = geo.hand[c]
            if c in self.selection:
                p = QPointF(p.x(), p.y() - geo.h * 0.2)
            moves.append((item, p, 100 + i))
            item.face_up = True
            item.declared = None
        for gi, ((rect, pts), g) in enumerate(zip(geo.groups, st.groups)):
            for k, (c, p) in enumerate(zip(g, pts)):
                item = self.items_by_card[c]
                item.zone = Target(GROUP, gi, k)
                item.face_up = True
                item.declared = st.declared.get(c)
                moves.append((item, p, 10 + k))
        for k, c in enumerate(st.loose):
            item = self.items_by_card[c]
            item.zone = Target(LOOSE, None, k)
            item.face_up = True
            item.declared = st.declared.get(c)
            moves.append((item, geo.loose[c], 10 + k))
        for k, c in enumerate(st.discard if st.spread else st.discard[-1:]):
            item = self.items_by_card[c]
            item.zone = Target(DISCARD, None, k)
            item.face_up = True
            item.declared = st.declared.get(c)
            moves.append((item, geo.discard[c], 10 + k))
        for item, p, z in moves:
            p = QPointF(round(p.x()), round(p.y()))  # whole pixels: pixmaps blit without resampling
            item.selected = item.card in self.selection
            item.placed = item.card in st.placed
            item.hinted = item.card in self.hint_cards
            item.marked = item.card in st.marked
            item.fresh = item.card in st.fresh
            item.setZValue(z)
            item.rest = p
            item.update()
            if dur and (item.pos() - p).manhattanLength() > 1:
                self._fly(group, item, item.pos(), p, dur, delays.get(item.card, 0))
            else:
                item.setPos(p)
        for item in self._ghosts:
            target = self.anchor(st.vanish_to)
            item.face_up = False
            item.update()
            if dur:
                a = QPropertyAnimation(item, b"pos", group)
                a.setDuration(dur)
                a.setStartValue(item.pos())
                a.setEndValue(target)
                group.addAnimation(a)
        self._decorate(geo)
        if group.animationCount():
            self._anim = group
            group.finished.connect(self._finished)
            group.start()
        else:
            group.deleteLater()
            self._drop_ghosts()
            self.settled.emit()

    #: the time between two cards of a deal, in card moves
    DEAL_STEP = 0.16

    def _deal(self, group: QParallelAnimationGroup, dur: int) -> dict[int, int]:
        """The deal of a new round: a card at a time from the stock, round the seats in their
        order, the player's own cards to their hand (the returned delays, by card) and face-down
        cards to the other seats' panels. Any click or key ends it at once (see :meth:`hurry`)."""
        st = self.state
        if not dur or self.geometry is None:
            return {}
        step = max(1, round(dur * self.DEAL_STEP))
        delays: dict[int, int] = {}
        hand = list(st.hand)
        dealt = 0
        rounds = max([len(hand)] + [s.count for s in st.seats if not s.me])
        stock = self.anchor("stock")
        for i in range(rounds):
            for seat in st.seats:
                if seat.me:
                    if i < len(hand):
                        delays[hand[i]] = dealt * step
                        dealt += 1
                    continue
                if not seat.active or i >= seat.count:
                    continue
                ghost = CardItem(-1, self)
                ghost.face_up = False
                ghost.setZValue(3000 + dealt)
                ghost.setPos(stock)
                self.addItem(ghost)
                self._linger.append(ghost)  # gone when the deal ends
                self._fly(group, ghost, stock, self.anchor(seat.seat), dur, dealt * step)
                dealt += 1
        return delays

    @staticmethod
    def _fly(group: QParallelAnimationGroup, item: CardItem, start: QPointF, end: QPointF, dur: int,
             delay: int = 0) -> None:
        """``item`` flies from ``start`` to ``end`` in ``group``, ``delay`` ms after it starts.
        (Each animation is made with its group as parent: that puts it in the group, which
        owns it.)"""
        if delay > 0:
            seq = QSequentialAnimationGroup(group)
            seq.addPause(delay)
            a = QPropertyAnimation(item, b"pos", seq)
        else:
            a = QPropertyAnimation(item, b"pos", group)
        a.setDuration(dur)
        a.setStartValue(start)
        a.setEndValue(end)
        a.setEasingCurve(QEasingCurve.OutCubic)

    def show_moment(self, moment: Any) -> None:
        """A moment over the table (a celebration: an item with ``start()`` and ``end()``),
        until it ends or input comes."""
        self.end_celebration()
        self.celebration = moment
        self.addItem(moment)
        moment.destroyed.connect(self._celebration_gone)
        moment.start()

    def _celebration_gone(self, *_args) -> None:
        self.celebration = None

    def end_celebration(self) -> None:
        if self.celebration is not None:
            item, self.celebration = self.celebration, None
            item.end()

    def hurry(self) -> None:
        """Input came (a click, a key, a button): the animation under way jumps to its end,
        so that nothing the player does waits for one (a deal, cards flying, a celebration)."""
        self.end_celebration()
        if self.animating:
            self._stop_animation()
            self.settled.emit()

    def _finished(self) -> None:
        self._anim = None
        self._drop_ghosts()
        self.settled.emit()

    def _drop_ghosts(self) -> None:
        for item in self._ghosts + self._linger:
            self.removeItem(item)
        self._ghosts = []
        self._linger = []

    def ghost_move(self, src: Any, dst: Any, count: int = 1) -> None:
        """A face-down card flying from ``src`` to ``dst`` (an opponent's draw)."""
        if self.speed <= 0 or self.geometry is None:
            return
        group = self._anim if self._anim is not None else QParallelAnimationGroup(self)
        for i in range(min(count, 3)):
            item = CardItem(-1, self)
            item.face_up = False
            item.setZValue(3000 + i)
            self.addItem(item)
            item.setPos(self.anchor(src))
            self._ghosts.append(item)
            a = QPropertyAnimation(item, b"pos", group)
            a.setDuration(self.duration())
            a.setStartValue(self.anchor(src))
            a.setEndValue(self.anchor(dst))
            group.addAnimation(a)
        if self._anim is None:
            self._anim = group
            group.finished.connect(self._finished)
            group.start()

    def _decorate(self, geo: Geometry) -> None:
        st = self.state
        w = geo.w
        cap_font = caption_font(self, w)
        # stock
        self.stock_item.setVisible(st.stock > 0)
        self.stock_item.setPos(geo.stock.topLeft())
        self.stock_item.setZValue(1)
        self.stock_item.update()
        self.stock_frame.show_at(geo.stock.adjusted(-2, -2, 2, 2), self._place_pen(STOCK, Qt.DashLine),
                                 None, "", cap_font)
        self.stock_frame.setZValue(200 if STOCK in self.hint_places else 0)
        self.stock_label.setFont(cap_font)
        self.stock_label.setText(QCoreApplication.translate("Table", "Stock: {n}").format(n=st.stock))
        self.stock_label.setPos(geo.stock.left(), geo.stock.bottom() + 2)
        # discard
        if geo.discard_rect is not None:
            cap = QCoreApplication.translate("Table", "Discard pile: {n}").format(n=st.discard_count)
            tip = ""
            if st.spread:
                # the spread pile says how to take from it where the line fits on the table
                # (French and large print may not at the smallest window): else in its tooltip
                tip = QCoreApplication.translate("Table", "Discard pile ({n}): click a card to take it or dig").format(
                    n=st.discard_count)
                if QFontMetricsF(cap_font).horizontalAdvance(tip) <= self.view_size[0] - geo.discard_rect.left() - 4:
                    cap, tip = tip, ""
            self.discard_frame.setToolTip(tip)
            self.discard_frame.show_at(geo.discard_rect.adjusted(-2, -2, 2, 2),
                                       self._place_pen(DISCARD, Qt.DashLine), None, cap, cap_font)
            self.discard_frame.setZValue(200 if DISCARD in self.hint_places else 0)
        else:
            self.discard_frame.hide()
        if geo.loose_rect is not None:
            self.loose_frame.show_at(geo.loose_rect.adjusted(-2, -2, 2, 2), QPen(QColor("#9cc7ad"), 1, Qt.DotLine),
                                     None, loose_caption(), cap_font)
        else:
            self.loose_frame.hide()
        # groups
        while len(self.group_frames) < len(geo.groups):
            f = Frame()
            f.setZValue(2)
            self.addItem(f)
            self.group_frames.append(f)
        for i, f in enumerate(self.group_frames):
            if i >= len(geo.groups):
                f.hide()
                continue
            f.set_badge(None, w)
            rect = geo.groups[i][0]
            if i in self.hint_groups:
                f.show_at(rect.adjusted(-2, -2, 2, 2), QPen(QColor(HINT_COLOUR), 4), None)
                f.setZValue(200)  # an outline over the cards, no fill: faces stay readable
            elif i in st.invalid:
                pen = QPen(QColor("#ff3030"), 4, Qt.DashLine)
                f.show_at(rect.adjusted(-1, -1, 1, 1), pen, None)
                f.setZValue(200)
                f.set_badge(st.problems.get(i, ""), w)
            else:
                f.show_at(rect, QPen(Qt.NoPen), QColor(0, 0, 0, 40))
                f.setZValue(1)
        if geo.new_slot is not None:
            pen = QPen(QColor(HINT_COLOUR), 4) if NEW in self.hint_places else QPen(QColor("#cfe8d8"), 2, Qt.DashLine)
            self.new_frame.show_at(geo.new_slot, pen, QColor(255, 255, 255, 18), st.new_label, cap_font,
                                   caption_inside=True)
            # the caption keeps clear of the dashed border: words go on separate lines
            # before the letters get smaller
            room = geo.new_slot.width() - 2 * max(6.0, geo.new_slot.width() * 0.08)
            self.new_frame.caption.setText(st.new_label)
            br = self.new_frame.caption.boundingRect()
            if br.width() > room and " " in st.new_label.strip():
                self.new_frame.caption.setText("\n".join(st.new_label.split()))
                br = self.new_frame.caption.boundingRect()
            while br.width() > room and cap_font.pixelSize() > 7:
                cap_font.setPixelSize(cap_font.pixelSize() - 1)
                self.new_frame.caption.setFont(cap_font)
                br = self.new_frame.caption.boundingRect()
            self.new_frame.caption.setPos(geo.new_slot.center().x() - br.width() / 2,
                                          geo.new_slot.center().y() - br.height() / 2)
        else:
            self.new_frame.hide()
        # seats
        while len(self.seat_panels) < len(geo.seats):
            p = SeatPanel()
            self.addItem(p)
            self.seat_panels.append(p)
        lines = seat_lines(st.seats, geo.seats[0].width(), self.font) if geo.seats else (1, False)
        names = panel_names(st.seats, geo.seats[0].width(), self.bold) if geo.seats else []
        for i, p in enumerate(self.seat_panels):
            if i < len(geo.seats):
                p.show_seat(geo.seats[i], st.seats[i], self.font, self.bold, lines, names[i])
            else:
                p.hide()
        self.focus.place()

    # -- selection, hints and validity ----------------------------------------------------------------

    def set_selection(self, cards: set[int]) -> None:
        self.selection = set(cards)
        self.relayout(animate=True)

    def _place_pen(self, place: str, style) -> QPen:
        """A pile's outline: dashed, or the hint's colour when the hint goes there."""
        if place in self.hint_places:
            return QPen(QColor(HINT_COLOUR), 4)
        return QPen(QColor("#9cc7ad"), 1, style)

    def mark_invalid(self, groups: set[int], problems: dict[int, str]) -> None:
        """Outline ``groups`` in red as not valid, each with why (``problems``, in words)."""
        self.state.invalid = set(groups)
        self.state.problems = dict(problems)
        self.relayout(animate=False)

    def set_hint(self, cards: set[int] | tuple = (), groups: set[int] | tuple = (),
                 places: set[str] | tuple = ()) -> None:
        """Outline ``cards``, the table groups ``groups`` (indices into the state's groups)
        and the ``places`` (NEW, STOCK, DISCARD) a hint's cards go to; nothing: no hint."""
        self.hint_cards = set(cards)
        self.hint_groups = set(groups)
        self.hint_places = set(places)
        self.relayout(animate=False)

    def has_loose_zone(self) -> bool:
        """The loose cards' place is shown even when it is empty (none is, here)."""
        return False

    # -- the mouse and the keyboard (see pointer.py and focus.py) -----------------------------

    def mousePressEvent(self, event) -> None:
        self.pointer.press(event)

    def mouseMoveEvent(self, event) -> None:
        self.pointer.move(event)

    def mouseReleaseEvent(self, event) -> None:
        self.pointer.release(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.pointer.press(event)

    def keyPressEvent(self, event) -> None:
        if self.focus.key(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    def card_at(self, pos: QPointF, exclude: tuple = ()) -> CardItem | None:
        return self.pointer.card_at(pos, exclude)

    def target_at(self, pos: QPointF, exclude: tuple = ()) -> Target | None:
        return self.pointer.target_at(pos, exclude)
