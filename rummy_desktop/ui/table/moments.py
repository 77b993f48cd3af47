"""A short celebration over the table when the player wins a round or the game: a banner
with the news, and suits bursting up and falling across the table for a moment and a half.
With reduced motion (or animations off) the banner alone shows, still, for as long.

It never stands in the way: it takes no click (a click on the table goes through, and ends
it), and the table goes on playing under it.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .cards import suit_path

COLOURS = ("#ffd54a", "#ff6f61", "#7fd3ff", "#b4f08c", "#ffffff")
DURATION_MS = 1600
STILL_MS = 2200  # the banner alone, without motion


class Celebration(QGraphicsObject):
    """The celebration over ``rect`` (the table's scene rectangle) with ``text``."""

    PIECES = 46

    def __init__(self, rect: QRectF, text: str, moving: bool, seed: int = 0) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.text = text
        self.moving = moving
        self.t = 0.0
        self.setZValue(6000)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)
        rng = random.Random(seed)
        w, h = rect.width(), rect.height()
        # each piece: a suit, a colour, where it bursts from, its speed, its size, its spin
        self.pieces = [(rng.randrange(4), QColor(rng.choice(COLOURS)),
                        QPointF(rng.uniform(0.15, 0.85) * w, h * 0.55),
                        QPointF(rng.uniform(-0.35, 0.35) * w, -rng.uniform(0.55, 0.95) * h),
                        rng.uniform(10, 22), rng.uniform(-540, 540)) for _ in range(self.PIECES)]
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setDuration(DURATION_MS if moving else STILL_MS)
        self.anim.setEasingCurve(QEasingCurve.Type.Linear)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self.end)

    def start(self) -> None:
        self.anim.start()

    def _step(self, value) -> None:
        self.t = float(value)
        if self.moving:
            self.update()

    def end(self) -> None:
        """Gone (its time is up, or the player clicked)."""
        self.anim.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def boundingRect(self) -> QRectF:
        return self.rect

    def _banner(self) -> tuple[QRectF, QFont]:
        font = QFont()
        font.setPixelSize(max(18, min(40, round(self.rect.width() / 22))))
        font.setBold(True)
        fm = QFontMetricsF(font)
        width = min(self.rect.width() * 0.9, fm.horizontalAdvance(self.text) + fm.height() * 2)
        height = fm.height() * 1.8
        return QRectF(self.rect.center().x() - width / 2, self.rect.top() + self.rect.height() * 0.3, width,
                      height), font

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.t
        if self.moving:
            g = 1.6  # the fall, in heights per second squared (in units of the whole time)
            for suit, colour, origin, velocity, size, spin in self.pieces:
                pos = origin + velocity * t + QPointF(0, g * self.rect.height() * t * t)
                fade = 1.0 if t < 0.7 else max(0.0, (1.0 - t) / 0.3)
                c = QColor(colour)
                c.setAlphaF(fade)
                p.save()
                p.translate(self.rect.topLeft() + pos)
                p.rotate(spin * t)
                p.translate(-size / 2, -size / 2)
                p.fillPath(suit_path(suit, size), c)
                p.restore()
        banner, font = self._banner()
        alpha = 1.0 if t < 0.8 else max(0.0, (1.0 - t) / 0.2)
        if not self.moving:
            alpha = 1.0  # still: shown whole until it goes
        grow = 1.0 if not self.moving else 0.85 + 0.15 * math.sin(min(1.0, t * 4) * math.pi / 2)
        box = QRectF(banner)
        box.setSize(box.size() * grow)
        box.moveCenter(banner.center())
        path = QPainterPath()
        path.addRoundedRect(box, box.height() / 3, box.height() / 3)
        back = QColor(16, 48, 31, round(225 * alpha))
        p.fillPath(path, back)
        p.setPen(QPen(QColor(255, 213, 74, round(255 * alpha)), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)  # (the table's view does not reset the painter between items)
        p.drawPath(path)
        p.setFont(font)
        p.setPen(QColor(255, 255, 255, round(255 * alpha)))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)
