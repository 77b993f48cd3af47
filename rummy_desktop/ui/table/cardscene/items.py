"""The scene's items: a card (:class:`CardItem`) and an outline around a group, a pile or
a slot (:class:`Frame`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem

from .marks import InvalidBadge, paint_mark
from .places import Target

if TYPE_CHECKING:
    from .scene import CardScene

HINT_COLOUR = "#ffb300"


class CardItem(QGraphicsObject):
    def __init__(self, card: int, table: CardScene) -> None:
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

