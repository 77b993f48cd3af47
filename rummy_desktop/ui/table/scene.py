"""The card table as a QGraphicsScene, after KDE kpat's libkcardgame.

* The scene owns drag and drop: it lifts cards, follows the mouse and, on release, asks its
  controller (the rules, through the table widget) whether the drop is allowed. A refused
  drop animates back.
* Everything is laid out in card-size units; the card width follows the view, so resizing
  just works, and the layout shrinks cards until nothing overlaps or leaves the view.
* One speed factor governs every animation (0 = instant); :attr:`busy` tells input to wait.
* Keyboard focus is part of the scene: a focus ring moves between hand, piles and groups.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from rummy_desktop.session.working_copy import GROUP, HAND, LOOSE, NEW, Target

from .cards import CardPixmaps
from .marks import InvalidBadge, paint_mark

BASE_MS = 260  # one card move at speed 1
DISCARD = "discard"
STOCK = "stock"
FELT = QColor("#1f5a3a")
HINT_COLOUR = "#ffb300"



@dataclass
class SeatInfo:
    seat: int
    name: str
    count: int
    score: int
    to_act: bool = False
    active: bool = True
    me: bool = False
    info: str = ""  # what the panel says under the name, in one line (plural forms by the widget)
    # the same, in pieces the panel lays out as its width allows: cards and points (or out
    # of the game), each on a line of its own when together they do not fit; a network
    # seat's connection ("reconnecting", "computer" or "left") on a line of its own, in words
    # (``status_text``) or, when they do not fit, a small picture and ``status_short``
    parts: tuple[str, ...] = ()
    status: str = ""
    status_text: str = ""
    status_short: str = ""
    short: str = ""  # the name in a few letters ("C2"), where the name does not fit


@dataclass
class TableState:
    """What the scene shows: ids in display order; the controller builds it from the view."""

    hand: list[int] = field(default_factory=list)
    groups: list[list[int]] = field(default_factory=list)
    declared: dict[int, int] = field(default_factory=dict)
    invalid: set[int] = field(default_factory=set)
    problems: dict[int, str] = field(default_factory=dict)  # invalid group -> why, in words
    placed: set[int] = field(default_factory=set)  # hand cards sitting in the working copy
    loose: list[int] = field(default_factory=list)
    stock: int = 0
    discard: list[int] = field(default_factory=list)  # visible discard cards, bottom to top
    discard_count: int = 0
    has_discard: bool = False
    spread: bool = False
    seats: list[SeatInfo] = field(default_factory=list)
    new_label: str = ""
    marked: set[int] = field(default_factory=set)  # table cards the last turns placed or moved
    fresh: set[int] = field(default_factory=set)  # hand cards just drawn
    origins: dict[int, Any] = field(default_factory=dict)  # card -> "stock" | seat number
    vanish_to: Any = None  # where cards that leave the view go (a seat number)
    deal: bool = False  # a round starts: the cards are dealt from the stock, a seat at a time


class CardItem(QGraphicsObject):
    def __init__(self, card: int, table: TableScene) -> None:
        super().__init__()
        self.card = card
        self.table = table
        self.face_up = True
        self.declared: int | None = None
        self.selected = False
        self.hinted = False
        self.placed = False
        self.marked = False  # placed or moved by the last turns (see TableState.marked)
        self.fresh = False  # just drawn into the hand
        self.zone: Target | None = None
        self.rest = QPointF()
        self.setAcceptedMouseButtons(Qt.NoButton)  # the scene handles the mouse

    @staticmethod
    def hint_pen_width(w: int) -> float:
        return max(3.0, w / 18)

    def boundingRect(self) -> QRectF:
        # everything paint() draws, the hint outline's pen included (it grows with the card:
        # a bounding box that is too small leaves the outline behind when the card moves or
        # the hint goes, as the view repaints only the old bounding box)
        w = self.table.card_w
        m = 2 + math.ceil(self.hint_pen_width(w) / 2) + 1  # outline at -1, half its pen, aliasing
        return QRectF(-m, -m, w + 2 * m, round(w * self.table.pixmaps.ratio) + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()  # the card itself is what the mouse hits, not the margin
        path.addRect(QRectF(0, 0, self.table.card_w, round(self.table.card_w * self.table.pixmaps.ratio)))
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        w = self.table.card_w
        h = round(w * self.table.pixmaps.ratio)
        dpr = self.table.dpr
        pm = self.table.pixmaps.ready_or_stand_in(self.card if self.face_up else None, w, dpr, self.declared)
        if round(pm.width() / pm.devicePixelRatio()) == w:
            p.drawPixmap(QPointF(0, 0), pm)
        else:  # a stand-in of another size, for the few frames until the exact one is ready
            p.drawPixmap(QRectF(0, 0, w, h), pm, QRectF(pm.rect()))
        r = max(3.0, w * 0.07)
        if self.placed:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(255, 236, 150, 70))
            p.drawRoundedRect(QRectF(0, 0, w, h), r, r)
        if self.marked or self.fresh:
            paint_mark(p, w, h, r, self.fresh)
        if self.selected:
            p.setPen(QPen(QColor("#1e6fe0"), max(2.0, w / 30)))
            p.setBrush(QColor(30, 111, 224, 40))
            p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), r, r)
        if self.hinted:
            p.setPen(QPen(QColor(HINT_COLOUR), self.hint_pen_width(w)))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(QRectF(-1, -1, w + 2, h + 2), r, r)


class Frame(QGraphicsRectItem):
    """An outline around a group, a pile or a drop slot, with an optional caption."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.caption = QGraphicsSimpleTextItem(self)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.badge: InvalidBadge | None = None

    def set_badge(self, why: str | None, card_w: int) -> None:
        """A group that is not valid: a "!" on its corner, saying why when pointed at
        (``None``: no badge)."""
        if why is None:
            if self.badge is not None:
                self.badge.hide()
            return
        if self.badge is None:
            self.badge = InvalidBadge(self)
        self.badge.show_on(self.rect(), why, card_w)

    def show_at(self, rect: QRectF, pen: QPen, brush: QBrush | QColor | None = None, caption: str = "",
                font: QFont | None = None, caption_inside: bool = False) -> None:
        self.setRect(rect)
        self.setPen(pen)
        self.setBrush(brush if brush is not None else Qt.NoBrush)
        self.caption.setText(caption)
        if font is not None:
            self.caption.setFont(font)
        self.caption.setBrush(QColor("#e8f2ea"))
        br = self.caption.boundingRect()
        if caption_inside:
            self.caption.setPos(rect.center().x() - br.width() / 2, rect.center().y() - br.height() / 2)
        else:
            self.caption.setPos(rect.left(), rect.bottom() + 1)
        self.show()


def loose_caption() -> str:
    return QCoreApplication.translate("Table", "Loose cards")


PANEL_PAD = 6  # a seat panel's inner margin, left and right


def fan_width(width: float) -> float:
    """The room a seat panel ``width`` wide keeps on its right for the fan of its hand's
    backs (none in a narrow panel: the count is in its words)."""
    return 0.0 if width < 150 else min(76.0, width * 0.33)


def text_room(width: float) -> float:
    """The width a seat panel's texts may take."""
    return width - 2 * PANEL_PAD - fan_width(width)


def pack_parts(parts: tuple[str, ...], fm: QFontMetricsF, room: float) -> list[str]:
    """A seat's pieces of text ("7 cards", "12 points", "Expert"…) on as few lines as fit
    ``room``, in order, joined by " · " on a line. A piece after the cards and the points
    that does not fit even alone is left to the tooltip."""
    lines: list[str] = []
    for i, part in enumerate(parts):
        if i >= 2 and fm.horizontalAdvance(part) > room:
            continue
        if lines and fm.horizontalAdvance(lines[-1] + " · " + part) <= room:
            lines[-1] += " · " + part
        else:
            lines.append(part)
    return lines or [""]


def seat_lines(seats: list[SeatInfo], width: float, font: QFont) -> tuple[int, bool]:
    """How the seat panels of ``width`` lay their texts out, all alike: (the lines their
    pieces take, the most any panel needs; a line for the connection)."""
    fm = QFontMetricsF(font)
    room = text_room(width)
    rows = max((len(pack_parts(s.parts or (s.info,), fm, room)) for s in seats), default=1)
    return rows, any(s.status for s in seats)


def seat_height(seats: list[SeatInfo], width: float, font: QFont, bold: QFont) -> float:
    """The seat panels' height at ``width``: the name, then the lines of :func:`seat_lines`."""
    rows, status = seat_lines(seats, width, font)
    line = QFontMetricsF(font).height()
    return 3 + QFontMetricsF(bold).height() + line * (rows + status) + 4


def status_icon(kind: str, size: float) -> QPainterPath:
    """A seat's connection as a small picture: an hourglass (reconnecting: the table waits
    for the player; or the turn clock runs), or a screen (played by the computer)."""
    path = QPainterPath()
    if kind in ("reconnecting", "clock"):  # an hourglass: the table waits, the seconds run
        a, b = size * 0.2, size * 0.8
        path.moveTo(a - 1, 1)
        path.lineTo(b + 1, 1)
        path.moveTo(a, 1)
        path.lineTo(b, size - 1)
        path.moveTo(b, 1)
        path.lineTo(a, size - 1)
        path.moveTo(a - 1, size - 1)
        path.lineTo(b + 1, size - 1)
    else:
        path.addRect(QRectF(0.5, 1, size - 1, size * 0.62))
        path.moveTo(size / 2, 1 + size * 0.62)
        path.lineTo(size / 2, size - 1.5)
        path.moveTo(size * 0.25, size - 1)
        path.lineTo(size * 0.75, size - 1)
    return path


def _elide(fm: QFontMetricsF, text: str, room: float) -> str:
    return fm.elidedText(text, Qt.ElideRight, max(0.0, room))


TO_ACT = "  ▶"  # after the name of the seat to act


def panel_names(seats: list[SeatInfo], width: float, bold: QFont) -> list[str]:
    """The seats' names as panels ``width`` wide show them, always telling the seats
    apart: whole where they fit; else cut short with "…" when what is left of each cut
    name (three letters at least) begins no other seat's name; else, for every name that
    does not fit, the seat's short form ("C2"), itself cut only when even that does not
    fit. The whole name is in the panel's tooltip."""
    fm = QFontMetricsF(bold)
    room = text_room(width)  # whoever is to act: names do not change as the turn goes round
    names = [s.name for s in seats]
    cut = [i for i, n in enumerate(names) if fm.horizontalAdvance(n) > room]
    shown = [_elide(fm, n, room) if i in cut else n for i, n in enumerate(names)]

    def vague(i: int) -> bool:
        kept = shown[i].rstrip("…").rstrip()
        return len(kept) < 3 or any(names[j].startswith(kept) for j in range(len(names)) if j != i)

    if any(vague(i) for i in cut):
        for i in cut:  # "Compu…" six times, or "Computa…" beside "Computador 3", tells nobody apart
            shown[i] = _elide(fm, seats[i].short or names[i], room)
    return shown


class SeatPanel(QGraphicsRectItem):
    """A seat: its name (see :func:`panel_names`), then its cards and points and a network seat's
    connection, on as many lines as :func:`seat_lines` says; the whole of it as a tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.name = QGraphicsSimpleTextItem(self)
        self.info = QGraphicsSimpleTextItem(self)  # the cards and points
        self.status = QGraphicsSimpleTextItem(self)  # the connection
        self.icon = QGraphicsPathItem(self)
        self.fan = HandFan(self)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def show_seat(self, rect: QRectF, seat: SeatInfo, font: QFont, bold: QFont,
                  lines: tuple[int, bool] | None = None, name: str | None = None) -> None:
        """``name``: the name as it fits (see :func:`panel_names`; by default worked out
        for this seat alone)."""
        self.setRect(rect)
        colour = QColor("#ffd54a") if seat.to_act else QColor("#0f3b25")
        self.setPen(QPen(colour, 3 if seat.to_act else 1))
        self.setBrush(QColor(10, 40, 25, 200) if seat.active else QColor(60, 60, 60, 200))
        self.name.setFont(bold)
        for t in (self.info, self.status):
            t.setFont(font)
        fm = QFontMetricsF(font)
        room = text_room(rect.width())
        rows, status_row = lines if lines is not None else seat_lines([seat], rect.width(), font)
        if name is None:
            name = panel_names([seat], rect.width(), bold)[0]
        marked = name + TO_ACT  # the seat to act, besides its yellow frame, where there is room
        fits = QFontMetricsF(bold).horizontalAdvance(marked) <= room
        self.name.setText(marked if seat.to_act and fits else name)
        parts = seat.parts or (seat.info,)
        packed = pack_parts(parts, fm, room)
        self.info.setText("\n".join(_elide(fm, line, room) for line in packed))
        for t in (self.name, self.info, self.status):
            t.setBrush(QColor("#f3f7f4"))
        x, y = rect.left() + PANEL_PAD, rect.top() + 3
        self.name.setPos(x, y)
        y += QFontMetricsF(bold).height()
        self.info.setPos(x, y)
        y += fm.height() * rows
        self.status.setVisible(bool(seat.status) and status_row)
        self.icon.setVisible(False)
        if seat.status and status_row:
            if fm.horizontalAdvance(seat.status_text) <= room or seat.status == "left":
                self.status.setText(_elide(fm, seat.status_text, room))  # "left": no picture, no count
                self.status.setPos(x, y)
            else:  # narrow: the picture, and the seconds left
                size = round(fm.ascent())
                self.icon.setPath(status_icon(seat.status, size))
                waiting = seat.status in ("reconnecting", "clock")
                self.icon.setPen(QPen(QColor("#ffd54a") if waiting else QColor("#f3f7f4"), 1.4))
                self.icon.setPos(x, y + (fm.height() - size) / 2)
                self.icon.setVisible(True)
                short = seat.status_short  # whole or not at all: the picture says it, the tooltip too
                fits = fm.horizontalAdvance(short) <= room - size - 4
                self.status.setText(short if fits else "")
                self.status.setVisible(fits and bool(short))
                self.status.setPos(x + size + 4, y)
        fan = fan_width(rect.width())
        self.fan.setVisible(bool(fan) and not seat.me and seat.active)
        if self.fan.isVisible():
            self.fan.show_hand(QRectF(rect.right() - PANEL_PAD / 2 - fan, rect.top() + 3, fan, rect.height() - 6),
                               seat.count)
        self.setToolTip(f"{seat.name}\n{seat.info}" if seat.info else seat.name)
        self.show()


class HandFan(QGraphicsObject):
    """An opponent's hand as a fan of card backs (the deck's own back) with its count."""

    SHOWN = 9  # backs drawn at most; the count says how many

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.box = QRectF()
        self.count = 0
        self.setAcceptedMouseButtons(Qt.NoButton)

    def show_hand(self, box: QRectF, count: int) -> None:
        self.prepareGeometryChange()
        self.box, self.count = QRectF(box), count
        self.update()

    def boundingRect(self) -> QRectF:
        return self.box

    SPREAD = 44.0  # degrees from the first back to the last
    REACH = 1.9  # the pivot below the backs' top, in card heights

    def _backs(self, ratio: float) -> tuple[int, QPointF, list[tuple[float, QRectF]]]:
        """How the backs lie: their width, the pivot they turn about, and for
        each its angle and its rectangle about the pivot; the card height is the largest
        whose fan stays inside the box (the panel's texts are beside it)."""
        box = self.box
        n = min(self.count, self.SHOWN)
        half = math.radians(self.SPREAD / 2) if n > 1 else 0.0
        # the fan's width for a card 1 high: the outer backs' top corners, turned by ±half
        across = 2 * (self.REACH * math.sin(half) + math.cos(half) / (2 * ratio))
        ch = min(box.height() * 0.78, box.width() / across)
        cw = max(6, round(ch / ratio))
        top = box.top() + (box.height() - ch) / 2 - box.height() * 0.07
        pivot = QPointF(box.center().x(), top + ch * self.REACH)
        backs = []
        for i in range(n):
            angle = 0.0 if n == 1 else -self.SPREAD / 2 + self.SPREAD * i / (n - 1)
            backs.append((angle, QRectF(-cw / 2, -ch * self.REACH, cw, round(cw * ratio))))
        return cw, pivot, backs

    def extent(self) -> QRectF:
        """What the backs cover, in the panel's coordinates."""
        table = self.scene()
        if table is None or self.box.isEmpty():
            return QRectF()
        _, pivot, backs = self._backs(table.pixmaps.ratio)
        out = QRectF()
        for angle, rect in backs:
            t = QTransform().translate(pivot.x(), pivot.y()).rotate(angle)
            out = out.united(t.mapRect(rect))
        return out

    def paint(self, p: QPainter, option, widget=None) -> None:
        table = self.scene()
        if table is None or self.box.isEmpty():
            return
        box = self.box
        cw, pivot, backs = self._backs(table.pixmaps.ratio)
        back = table.pixmaps.ready_or_stand_in(None, cw, table.dpr)
        p.save()
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        for angle, rect in backs:
            p.save()
            p.translate(pivot)
            p.rotate(angle)
            p.drawPixmap(rect, back, QRectF(back.rect()))
            p.restore()
        p.restore()
        # the count, in a badge at the bottom right
        font = QFont(table.bold)
        p.setFont(font)
        text = str(self.count)
        fm = QFontMetricsF(font)
        bw = max(fm.horizontalAdvance(text) + 8, fm.height())
        badge = QRectF(box.right() - bw, box.bottom() - fm.height(), bw, fm.height())
        p.setPen(QPen(QColor("#0f3b25"), 1))
        p.setBrush(QColor("#ffd54a"))
        p.drawRoundedRect(badge, fm.height() / 2, fm.height() / 2)
        p.setPen(QColor("#10301f"))
        p.drawText(badge, Qt.AlignCenter, text)


@dataclass
class Geometry:
    w: int
    h: int
    ok: bool
    hand: dict[int, QPointF]
    groups: list[tuple[QRectF, list[QPointF]]]
    new_slot: QRectF | None
    table: QRectF
    hand_rect: QRectF
    stock: QRectF
    discard: dict[int, QPointF]
    discard_rect: QRectF | None
    loose: dict[int, QPointF]
    loose_rect: QRectF | None
    seats: list[QRectF]
    discard_caption: QPointF | None = None


class TableScene(QGraphicsScene):
    """The table. ``controller`` answers ``drop(cards, target) -> bool``, ``click(card, zone)``,
    ``stock_clicked()``, ``draggable(card) -> bool``, ``pile_dropped(kind, card, target) ->
    bool`` (a card dragged from the stock or the discard pile) and the keyboard calls."""

    settled = Signal()
    focusChanged = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.controller = None
        self.pixmaps = CardPixmaps(self)
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
        self._press: tuple[QPointF, CardItem | None, str | None] | None = None
        self._press_shift = False
        self._drag: list[CardItem] = []
        self._drag_offset = QPointF()
        self._drag_source: Target | None = None
        self._pile: tuple[str, int | None] | None = None  # a drag from the stock or the pile: (kind, card)
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
        self.focus_ring = QGraphicsRectItem()
        self.focus_ring.setPen(QPen(QColor("#00e5ff"), 3, Qt.DashLine))
        self.focus_ring.setZValue(5000)
        self.focus_ring.hide()
        self.addItem(self.focus_ring)
        self.focus_zone: tuple = (HAND,)  # the row of the focus (see focus_rows), by what it is
        self.focus_index = 0
        self.held: list[int] = []
        # card faces are rendered ahead, a few per idle moment (no stall at first sight)
        self._warm_started = False
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(1)
        self._warm_timer.timeout.connect(self._warm)

    def _warm(self) -> None:
        if self.pixmaps.warm(self.card_w, self.dpr, 3.0):
            self._warm_timer.stop()
            self.update()  # stand-ins give way to the exact faces

    def apply_look(self, settings) -> None:
        """The player's settings for the look of the table: the deck (its colours, its back),
        large print, the background. A deck being read shows once its cards are ready."""
        from ..decks import deck_by_id
        from .felt import background_brush

        self.pixmaps.configure(settings.deck_colours == "four", settings.card_back, deck_by_id(settings.card_deck),
                               settings.large_print)
        self.pixmaps.clear()
        self._warm_started = False  # the faces and the back made again at this size (no stand-in stays)
        self.setBackgroundBrush(background_brush(settings.table_background))
        self.font.setPixelSize(15 if settings.large_print else 12)
        self.bold = QFont(self.font)
        self.bold.setBold(True)
        self.large_print = settings.large_print
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
        return self._anim is not None and self._anim.state() == QAbstractAnimation.Running

    @property
    def busy(self) -> bool:
        return (self._anim is not None and self._anim.state() == QAbstractAnimation.Running) or bool(self._drag)

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

    _anchor = anchor  # (the tests' name)

    def _seat_order(self) -> list[SeatInfo]:
        return self.state.seats

    # -- layout ---------------------------------------------------------------------------

    def _geometry(self, w: int) -> Geometry:
        st = self.state
        vw, vh = self.view_size
        h = round(w * self.pixmaps.ratio)
        m = max(6, round(w * 0.12))
        fm_h = 15  # caption height
        geo_seats: list[QRectF] = []
        n = max(1, len(st.seats))
        pw = min(230.0, (vw - m * (n + 1)) / n)
        seat_h = max(38.0, seat_height(st.seats, pw, self.font, self.bold))
        x = (vw - (pw * n + m * (n - 1))) / 2
        for _ in st.seats:
            geo_seats.append(QRectF(x, m / 2, pw, seat_h))
            x += pw + m
        top = m / 2 + seat_h + m
        col_w = max(w + 2 * m, 70)
        # the stock's caption keeps clear of what is right of it (the spread discard pile's)
        stock_caption = QCoreApplication.translate("Table", "Stock: {n}").format(n=st.stock)
        col_w = max(col_w, math.ceil(QFontMetricsF(self._caption_font(w)).horizontalAdvance(stock_caption)) + m)
        if st.loose or self._has_loose_zone():
            # the loose cards' caption keeps clear of the groups (longer in French and
            # Portuguese, and the card width shrinks as the table fills up)
            caption = QFontMetricsF(self._caption_font(w)).horizontalAdvance(loose_caption())
            col_w = max(col_w, math.ceil(caption) + m)
        # left column: stock, then the plain discard or the loose cards
        stock = QRectF(m, top, w, h)
        y = top + h + fm_h + m
        discard: dict[int, QPointF] = {}
        discard_rect = None
        loose: dict[int, QPointF] = {}
        loose_rect = None
        col_bottom = top + h + fm_h
        if st.has_discard and not st.spread:
            discard_rect = QRectF(m, y, w, h)
            for c in st.discard[-1:]:
                discard[c] = QPointF(m, y)
            col_bottom = y + h + fm_h
        if st.loose or self._has_loose_zone():
            k = max(1, len(st.loose))
            step = h * 0.36
            loose_rect = QRectF(m, y, w, h + step * (k - 1))
            for i, c in enumerate(st.loose):
                loose[c] = QPointF(m, y + i * step)
            col_bottom = loose_rect.bottom() + fm_h
        lift = round(h * 0.2)
        hand_top = vh - m - h
        ok = col_bottom <= vh - m
        x0 = m + col_w
        # hand
        avail = vw - m - x0
        nh = len(st.hand)
        hand: dict[int, QPointF] = {}
        step = w * 0.62
        if nh > 1:
            step = min(step, (avail - w) / (nh - 1))
            if step < w * 0.28:
                ok = False
        total = w + step * max(0, nh - 1)
        hx = x0 + max(0.0, (avail - total) / 2)
        for i, c in enumerate(st.hand):
            hand[c] = QPointF(hx + i * step, hand_top)
        hand_rect = QRectF(x0, hand_top - lift, avail, h + lift)
        # table area
        table = QRectF(x0, top, vw - m - x0, hand_top - lift - m - top)
        gstep = w * 0.3
        gap = w * 0.42
        row_gap = max(4.0, h * 0.1)
        cx, cy = table.left(), table.top()
        if st.spread and st.has_discard:
            # the spread discard pile first, wrapping like a group
            k = len(st.discard)
            per_row = max(1, int((table.width() - w) / gstep) + 1)
            rows = max(1, -(-k // per_row))
            for i, c in enumerate(st.discard):
                r, col = divmod(i, per_row)
                discard[c] = QPointF(cx + col * gstep, cy + r * (h + row_gap))
            width = w + gstep * (min(k, per_row) - 1) if k else w
            discard_rect = QRectF(cx, cy, width, h + (rows - 1) * (h + row_gap))
            cy += discard_rect.height() + fm_h + row_gap
        groups: list[tuple[QRectF, list[QPointF]]] = []
        row_h = h + row_gap
        for g in st.groups:
            gw = w + gstep * (len(g) - 1)
            if cx > table.left() and cx + gw > table.right():
                cx = table.left()
                cy += row_h
            pts = [QPointF(cx + i * gstep, cy) for i in range(len(g))]
            groups.append((QRectF(cx - 3, cy - 3, gw + 6, h + 6), pts))
            cx += gw + gap
        new_slot = None
        if st.new_label:
            if cx > table.left() and cx + w > table.right():
                cx = table.left()
                cy += row_h
            new_slot = QRectF(cx, cy, w, h)
        bottom = cy + h if (st.groups or new_slot is not None) else cy
        if bottom > table.bottom() + 0.5 or table.height() < h:
            ok = False
        return Geometry(w, h, ok, hand, groups, new_slot, table, hand_rect, stock, discard, discard_rect,
                        loose, loose_rect, geo_seats)

    def _has_loose_zone(self) -> bool:
        return False

    def _caption_font(self, w: int) -> QFont:
        """The piles' captions, for cards ``w`` wide."""
        font = QFont(self.font)
        font.setPixelSize(max(10, min(13, int(w * 0.2))) + (3 if self.large_print else 0))
        return font

    def _fit(self) -> Geometry:
        """The largest card width (a multiple of 4 px, so the cached faces change size
        rarely) at which everything fits."""
        vw, vh = self.view_size
        w = int(min(130, vw / 8, (vh - 60) / self.pixmaps.ratio / 3.2)) // 4 * 4
        geo = self._geometry(max(w, 18))
        while not geo.ok and w > 18:
            w -= 4
            geo = self._geometry(max(w, 18))
        return geo

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
        geo = self._fit()
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

    def celebrate(self, text: str) -> None:
        """A round or the game won: the celebration (:mod:`.moments`) over the table, moving
        unless animations are off (reduced motion)."""
        from .moments import Celebration

        self.end_celebration()
        self.celebration = Celebration(self.sceneRect(), text, moving=self.speed > 0)
        self.addItem(self.celebration)
        self.celebration.destroyed.connect(self._celebration_gone)
        self.celebration.start()

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
        cap_font = self._caption_font(w)
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
        self.place_focus()

    # -- selection and hints ----------------------------------------------------------------

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

    # -- hit testing --------------------------------------------------------------------------

    def card_at(self, pos: QPointF, exclude: tuple = ()) -> CardItem | None:
        for item in self.items(pos):
            if (isinstance(item, CardItem) and item.card >= 0 and item not in exclude and item not in self._ghosts
                    and item not in self._linger):
                return item
        return None

    def target_at(self, pos: QPointF, exclude: tuple = ()) -> Target | None:
        geo = self.geometry
        if geo is None:
            return None
        item = self.card_at(pos, exclude)
        if item is not None and item.zone is not None:
            z = item.zone
            if z.kind == HAND:
                return Target(HAND, None, self._hand_index(pos.x(), exclude))
            if z.kind == GROUP:
                return Target(GROUP, z.index, self._group_index(z.index, pos.x()))
            return Target(z.kind, z.index)
        for gi, (rect, _) in enumerate(geo.groups):
            if rect.adjusted(-geo.w * 0.2, -4, geo.w * 0.2, 4).contains(pos):
                return Target(GROUP, gi, self._group_index(gi, pos.x()))
        if geo.new_slot is not None and geo.new_slot.contains(pos):
            return Target(NEW)
        if geo.discard_rect is not None and geo.discard_rect.adjusted(-8, -8, 8, 8).contains(pos):
            return Target(DISCARD)
        if geo.stock.contains(pos):
            return Target(STOCK)
        if geo.loose_rect is not None and geo.loose_rect.contains(pos):
            return Target(LOOSE)
        if geo.hand_rect.contains(pos):
            return Target(HAND, None, self._hand_index(pos.x(), exclude))
        if geo.table.contains(pos):
            return Target(NEW)
        return None

    def _hand_index(self, x: float, exclude=()) -> int:
        geo = self.geometry
        dragged = {i.card for i in exclude}
        cards = [c for c in self.state.hand if c not in dragged]
        for i, c in enumerate(cards):
            if x < geo.hand[c].x() + geo.w / 2:
                return self.state.hand.index(c)
        return len(self.state.hand)

    def _group_index(self, gi: int, x: float) -> int:
        geo = self.geometry
        pts = geo.groups[gi][1]
        for k, p in enumerate(pts):
            if x < p.x() + geo.w * 0.15:
                return k
        return len(pts)

    # -- mouse ------------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        self.hurry()  # a click ends a deal or a move under way, and counts at once
        if event.button() != Qt.LeftButton or self._drag or not self.interactive:
            event.accept()
            return
        pos = event.scenePos()
        item = self.card_at(pos)
        stock = self.geometry is not None and self.geometry.stock.contains(pos)
        self._press = (pos, item, STOCK if stock and item is None else None)
        self._press_shift = bool(event.modifiers() & Qt.ShiftModifier)
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        pos = event.scenePos()
        if self._drag:
            for i, item in enumerate(self._drag):
                item.setPos(pos - self._drag_offset + QPointF(i * self.card_w * 0.3, 0))
            event.accept()
            return
        if self._press is None:
            return
        start, item, what = self._press
        if item is None and what != STOCK:
            return
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        ctl = self.controller
        if ctl is None or self.animating:
            return
        if item is None or (item.zone is not None and item.zone.kind == DISCARD and not ctl.draggable(item.card)):
            if self._lift_pile(item, start):
                self.mouseMoveEvent(event)
            return
        if not ctl.draggable(item.card):
            return
        cards = [item.card]
        zone = item.zone
        if self._press_shift and zone is not None and zone.kind == GROUP:
            # Shift-drag takes the card and the rest of its group: a split
            cards = list(self.state.groups[zone.index][zone.at:])
        elif item.card in self.selection:
            zone = item.zone
            cards = [c for c in self._display_order() if c in self.selection and self._same_zone(c, zone)]
        self._drag = [self.items_by_card[c] for c in cards]
        self._drag_source = item.zone
        self._drag_offset = start - item.pos() + QPointF(cards.index(item.card) * self.card_w * 0.3, 0)
        for i, it in enumerate(self._drag):
            it.setZValue(4000 + i)
        self.mouseMoveEvent(event)

    def _lift_pile(self, item: CardItem | None, start: QPointF) -> bool:
        """Lift the stock's top card (``item`` None) or a card of the discard pile with the
        cards above it (a dig takes them all): dropped on the hand, they are drawn as a
        click on the pile draws them (see the controller's ``pile_dropped``)."""
        st = self.state
        if item is None:
            if st.stock <= 0:
                return False
            lifted, self._pile = [self.stock_item], (STOCK, None)
        else:
            shown = st.discard if st.spread else st.discard[-1:]
            lifted = [self.items_by_card[c] for c in shown[shown.index(item.card):]]
            self._pile = (DISCARD, item.card)
        first = lifted[0]
        self._drag = lifted
        self._drag_source = Target(self._pile[0])
        self._drag_offset = start - first.pos()
        for i, it in enumerate(lifted):
            it.setZValue(4000 + i)
        return True

    def _same_zone(self, card: int, zone: Target | None) -> bool:
        it = self.items_by_card.get(card)
        if it is None or it.zone is None or zone is None:
            return False
        if zone.kind in (HAND, LOOSE):
            return it.zone.kind == zone.kind
        return it.zone.kind == zone.kind  # table cards from several groups may move together

    def _display_order(self) -> list[int]:
        st = self.state
        return list(st.hand) + [c for g in st.groups for c in g] + list(st.loose)

    def mouseReleaseEvent(self, event) -> None:
        pos = event.scenePos()
        press, self._press = self._press, None
        if self._drag:
            dragged, self._drag = self._drag, []
            pile, self._pile = self._pile, None
            target = self.target_at(pos, exclude=tuple(dragged))
            cards = [i.card for i in dragged]
            accepted = False
            if self.controller is not None and pile is not None:
                accepted = self.controller.pile_dropped(pile[0], pile[1], target)
            elif self.controller is not None and target is not None:
                accepted = self.controller.drop(cards, target)
            if not accepted:
                self.relayout(animate=True)  # back where they came from
            event.accept()
            return
        if press is None or self.controller is None:
            return
        start, item, what = press
        if item is not None and item is self.card_at(pos):
            self.controller.click(item.card, item.zone)
        elif what == STOCK and self.geometry.stock.contains(pos):
            self.controller.stock_clicked()
        elif item is None and (pos - start).manhattanLength() < QApplication.startDragDistance():
            self.controller.target_clicked(self.target_at(pos))
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        self.mousePressEvent(event)

    # -- keyboard -----------------------------------------------------------------------------------

    def focus_rows(self) -> list[tuple[tuple, list[tuple]]]:
        """The rows of focus slots in their order on the screen, top to bottom: the piles
        (the stock, the discard pile, the loose cards), each group of the table in reading
        order, the new-group slot after them, and the hand at the bottom. Each row with
        its key: ``("piles",)``, ``(GROUP, index)``, ``(NEW,)``, ``(HAND,)``."""
        st = self.state
        piles: list[tuple] = [(STOCK, None)]
        if st.has_discard:
            piles += [(DISCARD, c) for c in (st.discard if st.spread else st.discard[-1:])] or [(DISCARD, None)]
        piles += [(LOOSE, c) for c in st.loose]
        rows: list[tuple[tuple, list[tuple]]] = [(("piles",), piles)]
        rows += [((GROUP, gi), [(GROUP, gi, c) for c in g]) for gi, g in enumerate(st.groups)]
        if st.new_label:
            rows.append(((NEW,), [(NEW, None)]))
        rows.append(((HAND,), [(HAND, c) for c in st.hand] or [(HAND, None)]))
        return rows

    def focus_zones(self) -> list[list[tuple]]:
        return [slots for _, slots in self.focus_rows()]

    def _focus_row(self, rows: list[tuple[tuple, list[tuple]]]) -> int:
        """The row of the focus; a row that is gone (a group played away) gives way to the
        hand, or to the last group when groups went."""
        keys = [k for k, _ in rows]
        if self.focus_zone in keys:
            return keys.index(self.focus_zone)
        if self.focus_zone[0] == GROUP:
            groups = [i for i, k in enumerate(keys) if k[0] == GROUP]
            if groups:
                return groups[min(self.focus_zone[1], len(groups) - 1)]
        return len(rows) - 1

    def focused_slot(self) -> tuple | None:
        rows = self.focus_rows()
        r = self._focus_row(rows)
        self.focus_zone, row = rows[r]
        self.focus_index = max(0, min(self.focus_index, len(row) - 1))
        return row[self.focus_index]

    def move_focus(self, dz: int, di: int) -> None:
        """``dz`` rows down (negative: up) the screen, no further than the top or the
        bottom row, to the slot nearest below (above) the focus; ``di`` slots along the row,
        round it."""
        rows = self.focus_rows()
        if dz:
            old = self._slot_rect(self.focused_slot())
            r = max(0, min(len(rows) - 1, self._focus_row(rows) + dz))
            self.focus_zone, row = rows[r]
            self.focus_index = self._nearest(row, old)
        if di:
            row = rows[self._focus_row(rows)][1]
            self.focus_index = (self.focus_index + di) % len(row)
        self.place_focus()

    def _nearest(self, row: list[tuple], rect: QRectF | None) -> int:
        """The slot of ``row`` whose middle is nearest, left to right, to ``rect``'s."""
        if rect is None:
            return 0
        x = rect.center().x()
        best, index = None, 0
        for i, slot in enumerate(row):
            r = self._slot_rect(slot)
            if r is not None and (best is None or abs(r.center().x() - x) < best):
                best, index = abs(r.center().x() - x), i
        return index

    def _slot_rect(self, slot: tuple) -> QRectF | None:
        geo = self.geometry
        if geo is None or slot is None:
            return None
        kind = slot[0]
        card = slot[-1]
        if isinstance(card, int) and card in self.items_by_card:
            item = self.items_by_card[card]
            return QRectF(item.rest.x(), item.rest.y(), geo.w, geo.h)
        if kind == STOCK:
            return geo.stock
        if kind == NEW:
            return geo.new_slot
        if kind == DISCARD:
            return geo.discard_rect
        if kind == HAND:
            return geo.hand_rect
        return None

    def place_focus(self) -> None:
        slot = self.focused_slot()
        rect = self._slot_rect(slot)
        if rect is None or not self.has_keyboard_focus():
            self.focus_ring.hide()
        else:
            self.focus_ring.setRect(rect.adjusted(-3, -3, 3, 3))
            self.focus_ring.show()
        if self.controller is not None and slot is not None:
            self.focusChanged.emit(self.controller.describe_slot(slot))

    def has_keyboard_focus(self) -> bool:
        views = self.views()
        return bool(views) and views[0].hasFocus()

    def keyPressEvent(self, event) -> None:
        self.hurry()
        if self.controller is None:
            return
        key = event.key()
        if key in (Qt.Key_Left, Qt.Key_Right):
            self.move_focus(0, -1 if key == Qt.Key_Left else 1)
        elif key in (Qt.Key_Up, Qt.Key_Down):
            self.move_focus(1 if key == Qt.Key_Down else -1, 0)
        elif key == Qt.Key_Space:
            slot = self.focused_slot()
            if slot is not None and not self.busy:
                self.controller.key_select(slot)
        elif key in (Qt.Key_Return, Qt.Key_Enter):
            slot = self.focused_slot()
            if slot is not None and not self.busy:
                self.controller.key_activate(slot)
        elif key == Qt.Key_Escape:
            self.controller.key_cancel()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def slot_target(self, slot: tuple) -> Target | None:
        kind = slot[0]
        if kind == HAND:
            return Target(HAND, None, self.state.hand.index(slot[1]) if slot[1] in self.state.hand else None)
        if kind == GROUP:
            return Target(GROUP, slot[1])
        if kind in (NEW, DISCARD, STOCK, LOOSE):
            return Target(kind)
        return None
