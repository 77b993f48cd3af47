"""The seat panels: each seat's name, cards and points, connection, and an opponent's hand
as a fan of card backs, laid out as the panel's width allows."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from .state import SeatInfo

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

