"""Marks that help a player follow the table.

* A card the last turns placed or moved (another player's) gets a violet outline and tint
  and a folded violet corner; a card just drawn into the hand a green outline and tint and
  a green dot.
  Outline and corner shape differ, so the two read apart without colour too.
* A group that is not valid yet gets, besides its red dashed outline, a red "!" on its
  corner that says why when pointed at.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsSimpleTextItem

MARKED = QColor("#c040ff")
FRESH = QColor("#2fbf4f")
INVALID = QColor("#e02020")


def paint_mark(p: QPainter, w: int, h: int, r: float, fresh: bool) -> None:
    """Draw a card's mark over its face (``w`` × ``h``, corner radius ``r``)."""
    colour = FRESH if fresh else MARKED
    wash = QColor(colour)
    wash.setAlpha(38)
    p.setPen(QPen(colour, max(2.0, w / 22)))
    p.setBrush(wash)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), r, r)
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    s = max(7.0, w * 0.2)
    if fresh:
        p.drawEllipse(QRectF(w - s - 2, 2, s, s))
    else:
        p.drawPolygon(QPolygonF([QPointF(w - s - 1, 1), QPointF(w - 1, 1), QPointF(w - 1, s + 1)]))


class InvalidBadge(QGraphicsEllipseItem):
    """A red disc with "!" on the top right corner of an invalid group's frame."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.setPen(QPen(QColor("#ffffff"), 1.5))
        self.setBrush(QBrush(INVALID))
        self.mark = QGraphicsSimpleTextItem("!", self)
        self.mark.setBrush(QColor("#ffffff"))
        self.setAcceptedMouseButtons(Qt.NoButton)

    def show_on(self, rect: QRectF, why: str, card_w: int) -> None:
        d = max(14.0, card_w * 0.28)
        self.setRect(QRectF(rect.right() - d * 0.7, rect.top() - d * 0.3, d, d))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, int(d * 0.75)))
        self.mark.setFont(font)
        br = self.mark.boundingRect()
        c = self.rect().center()
        self.mark.setPos(c.x() - br.width() / 2, c.y() - br.height() / 2)
        self.setToolTip(why)
        self.setZValue(1)
        self.show()
