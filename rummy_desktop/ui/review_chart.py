"""The review's strip chart: the reviewed seat's expected result over the game, one point
per judged decision, coloured by its verdict, drawn with QPainter. A click picks a
decision (``picked``: its position)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: The colour of each label (best to blunder), the move list's too.
COLOURS = {"best": "#2e7d32", "good": "#7cb342", "inaccuracy": "#f9a825", "mistake": "#ef6c00", "blunder": "#c62828",
           "forced": "#9e9e9e"}


class StripChart(QWidget):
    """``points``: (position, value, label) in the order of the game; ``current``: the
    position shown (a vertical mark)."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.points: list[tuple[int, float, str]] = []
        self.current: int | None = None
        self.last_position = 1
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_points(self, points: list[tuple[int, float, str]], last_position: int) -> None:
        self.points = list(points)
        self.last_position = max(1, last_position)
        self.update()

    def set_current(self, position: int) -> None:
        self.current = position
        self.update()

    def _frame(self) -> QRectF:
        return QRectF(self.rect()).adjusted(6, 6, -6, -6)

    def _x(self, position: int, r: QRectF) -> float:
        return r.left() + r.width() * position / self.last_position

    def _scale(self) -> tuple[float, float]:
        values = [v for _, v, _ in self.points] or [0.0]
        lo, hi = min(min(values), 0.0), max(max(values), 0.0)
        if hi - lo < 1e-9:
            lo, hi = lo - 1, hi + 1
        return lo, hi

    def _y(self, value: float, r: QRectF, lo: float, hi: float) -> float:
        return r.bottom() - r.height() * (value - lo) / (hi - lo)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._frame()
        p.fillRect(self.rect(), self.palette().base())
        lo, hi = self._scale()
        zero = self._y(0.0, r, lo, hi)
        p.setPen(QPen(QColor("#9e9e9e"), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(r.left(), zero), QPointF(r.right(), zero))
        if self.current is not None:
            p.setPen(QPen(self.palette().highlight().color(), 2))
            x = self._x(self.current, r)
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
        if self.points:
            path = QPainterPath()
            for i, (pos, value, _) in enumerate(self.points):
                pt = QPointF(self._x(pos, r), self._y(value, r, lo, hi))
                path.moveTo(pt) if i == 0 else path.lineTo(pt)
            p.setPen(QPen(self.palette().text().color(), 1.2))
            p.drawPath(path)
            for pos, value, label in self.points:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(COLOURS.get(label, "#757575")))
                radius = 2.5 if label in ("best", "good") else 4.0
                p.drawEllipse(QPointF(self._x(pos, r), self._y(value, r, lo, hi)), radius, radius)
        p.end()

    def mousePressEvent(self, event) -> None:
        if not self.points:
            return
        r = self._frame()
        x = event.position().x()
        pos = min(self.points, key=lambda t: abs(self._x(t[0], r) - x))[0]
        self.picked.emit(pos)
