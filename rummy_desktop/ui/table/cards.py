"""Card faces and backs drawn in code with QPainter, cached per size and pixel ratio.

Suits are drawn as vector shapes (no font needed), so a card is crisp at any size and
device pixel ratio. Every face shows its rank and suit shape in two corners, so suits are
never told by colour alone; the four-colour deck paints clubs green, diamonds blue,
hearts red and spades black.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform

from rummy_desktop.core.cards import JOKER_BASE

TWO_COLOURS = {0: QColor("#111111"), 1: QColor("#c8102e"), 2: QColor("#c8102e"), 3: QColor("#111111")}
FOUR_COLOURS = {0: QColor("#13803a"), 1: QColor("#1358c4"), 2: QColor("#c8102e"), 3: QColor("#111111")}
BACKS = {"blue": ("#1d4f91", "#6f9bd6"), "red": ("#9b1c23", "#e07a80"), "green": ("#1f6b3a", "#7cc495")}
RATIO = 1.4  # card height / width

# Pip positions (x in thirds, y in sixths of the pip area) for 1..10.
_PIPS = {
    1: [(1, 3)],
    2: [(1, 0), (1, 6)],
    3: [(1, 0), (1, 3), (1, 6)],
    4: [(0, 0), (2, 0), (0, 6), (2, 6)],
    5: [(0, 0), (2, 0), (1, 3), (0, 6), (2, 6)],
    6: [(0, 0), (2, 0), (0, 3), (2, 3), (0, 6), (2, 6)],
    7: [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (0, 6), (2, 6)],
    8: [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (1, 4.5), (0, 6), (2, 6)],
    9: [(0, 0), (2, 0), (0, 2), (2, 2), (1, 3), (0, 4), (2, 4), (0, 6), (2, 6)],
    10: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2), (0, 4), (2, 4), (1, 5), (0, 6), (2, 6)],
}


def suit_path(suit: int, size: float) -> QPainterPath:
    """The suit shape (0 clubs, 1 diamonds, 2 hearts, 3 spades) in a ``size`` square at 0,0."""
    s = size
    p = QPainterPath()
    if suit == 1:  # diamond
        p.moveTo(s / 2, 0)
        p.lineTo(s * 0.9, s / 2)
        p.lineTo(s / 2, s)
        p.lineTo(s * 0.1, s / 2)
        p.closeSubpath()
    elif suit == 2:  # heart
        p.moveTo(s / 2, s * 0.95)
        p.cubicTo(s * 0.05, s * 0.6, -s * 0.05, s * 0.2, s * 0.27, s * 0.08)
        p.cubicTo(s * 0.42, s * 0.02, s * 0.5, s * 0.15, s / 2, s * 0.25)
        p.cubicTo(s * 0.5, s * 0.15, s * 0.58, s * 0.02, s * 0.73, s * 0.08)
        p.cubicTo(s * 1.05, s * 0.2, s * 0.95, s * 0.6, s / 2, s * 0.95)
    elif suit == 3:  # spade
        p.moveTo(s / 2, s * 0.02)
        p.cubicTo(s * 0.95, s * 0.4, s * 1.05, s * 0.72, s * 0.72, s * 0.74)
        p.cubicTo(s * 0.6, s * 0.75, s * 0.53, s * 0.68, s * 0.52, s * 0.64)
        p.lineTo(s * 0.62, s * 0.98)
        p.lineTo(s * 0.38, s * 0.98)
        p.lineTo(s * 0.48, s * 0.64)
        p.cubicTo(s * 0.47, s * 0.68, s * 0.4, s * 0.75, s * 0.28, s * 0.74)
        p.cubicTo(-s * 0.05, s * 0.72, s * 0.05, s * 0.4, s / 2, s * 0.02)
    else:  # club
        r = s * 0.22
        p.addEllipse(QPointF(s / 2, s * 0.27), r, r)
        p.addEllipse(QPointF(s * 0.26, s * 0.58), r, r)
        p.addEllipse(QPointF(s * 0.74, s * 0.58), r, r)
        stem = QPainterPath()
        stem.moveTo(s * 0.46, s * 0.45)
        stem.lineTo(s * 0.54, s * 0.45)
        stem.lineTo(s * 0.64, s * 0.98)
        stem.lineTo(s * 0.36, s * 0.98)
        stem.closeSubpath()
        p.addPath(stem)
        p.setFillRule(Qt.WindingFill)
        p = p.simplified()
    return p


def rank_text(rank: int) -> str:
    """The corner index of a rank (1 ace .. 13 king), translated (J Q K A differ by language)."""
    if rank == 1:
        return QCoreApplication.translate("Table", "A", "rank: ace")
    if rank == 11:
        return QCoreApplication.translate("Table", "J", "rank: jack")
    if rank == 12:
        return QCoreApplication.translate("Table", "Q", "rank: queen")
    if rank == 13:
        return QCoreApplication.translate("Table", "K", "rank: king")
    return str(rank)


def _draw_suit(p: QPainter, suit: int, x: float, y: float, size: float, colour: QColor, flip=False) -> None:
    path = suit_path(suit, size)
    t = QTransform()
    if flip:
        t.translate(x + size, y + size)
        t.rotate(180)
    else:
        t.translate(x, y)
    p.fillPath(t.map(path), colour)


def _font(px: float, bold=True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setStyleHint(QFont.SansSerif)
    f.setPixelSize(max(4, int(round(px))))
    f.setBold(bold)
    return f


def paint_face(p: QPainter, card: int, w: float, h: float, four_colours: bool,
               declared: int | None = None) -> None:
    """Paint ``card`` (a card id) in the rectangle 0,0,w,h."""
    radius = w * 0.07
    rect = QRectF(0.5, 0.5, w - 1, h - 1)
    p.setPen(QPen(QColor("#7a7a7a"), max(1.0, w / 90)))
    p.setBrush(QColor("#fdfdfb"))
    p.drawRoundedRect(rect, radius, radius)
    colours = FOUR_COLOURS if four_colours else TWO_COLOURS
    if card >= JOKER_BASE:
        _paint_joker(p, card, w, h, colours, declared)
        return
    face = card % 52
    rank, suit = face % 13 + 1, face // 13
    col = colours[suit]
    _corner_index(p, face, w, h, col)
    # the same index, turned, bottom right
    p.save()
    p.translate(w, h)
    p.rotate(180)
    _corner_index(p, face, w, h, col)
    p.restore()
    area = QRectF(w * 0.27, h * 0.12, w * 0.46, h * 0.76)
    if rank > 10:
        _paint_court(p, rank, suit, area, col, w)
    elif w >= 58 and rank > 1:
        ps = min(area.width() / 2.6, area.height() / 5.2)
        for cx, cy in _PIPS[rank]:
            x = area.left() + cx * (area.width() - ps) / 2
            y = area.top() + cy * (area.height() - ps) / 6
            _draw_suit(p, suit, x, y, ps, col, flip=cy > 3)
    else:
        ps = min(area.width(), area.height()) * (0.95 if rank == 1 else 0.8)
        _draw_suit(p, suit, area.center().x() - ps / 2, area.center().y() - ps / 2, ps, col)


def _paint_court(p: QPainter, rank: int, suit: int, area: QRectF, col: QColor, w: float) -> None:
    frame = area.adjusted(-w * 0.02, 0, w * 0.02, 0)
    p.setPen(QPen(col, max(1.0, w / 60)))
    p.setBrush(QColor(col.red(), col.green(), col.blue(), 28))
    p.drawRoundedRect(frame, w * 0.04, w * 0.04)
    p.setFont(_font(area.width() * 0.62))
    p.setPen(col)
    upper = QRectF(frame.left(), frame.top(), frame.width(), frame.height() * 0.55)
    p.drawText(upper, Qt.AlignCenter, rank_text(rank))
    ss = frame.width() * 0.55
    _draw_suit(p, suit, frame.center().x() - ss / 2, frame.top() + frame.height() * 0.55, ss, col)


def _corner_index(p: QPainter, face: int, w: float, h: float, col: QColor) -> tuple[float, float, float]:
    """The rank over its suit in the top left corner; (index width, font size, suit size)."""
    text = rank_text(face % 13 + 1)
    idx_w = w * 0.24
    fs = w * (0.2 if len(text) < 2 else 0.17)
    p.setFont(_font(fs))
    p.setPen(col)
    p.drawText(QRectF(w * 0.02, h * 0.02, idx_w, fs * 1.2), Qt.AlignHCenter | Qt.AlignTop, text)
    ss = w * 0.15
    _draw_suit(p, face // 13, w * 0.02 + (idx_w - ss) / 2, h * 0.02 + fs * 1.2, ss, col)
    return idx_w, fs, ss


def _paint_joker(p: QPainter, card: int, w: float, h: float, colours, declared: int | None) -> None:
    col = QColor("#c8102e") if (card - JOKER_BASE) % 2 else QColor("#5b2a86")
    word = QCoreApplication.translate("Table", "JOKER", "the word printed on a joker card")
    if declared is None:
        fs = w * 0.13
        p.setFont(_font(fs))
        p.setPen(col)
        for i, ch in enumerate(word[:6]):
            p.drawText(QRectF(w * 0.03, h * 0.03 + i * fs * 1.05, w * 0.2, fs * 1.1), Qt.AlignHCenter, ch)
    else:
        # the corner shows the card it stands for, over a small star, so an overlapped
        # joker still reads in a group
        idx_w, fs, ss = _corner_index(p, declared, w, h, colours[declared // 13])
        p.setFont(_font(w * 0.1))
        p.setPen(col)
        p.drawText(QRectF(w * 0.0, h * 0.02 + fs * 1.2 + ss, idx_w + w * 0.04, w * 0.14), Qt.AlignHCenter,
                   "★" + word[:1])
    # a star in the middle
    star = QPainterPath()
    cx, cy, r = w / 2 + w * 0.06, h / 2, w * 0.3
    import math

    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pt = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        star.moveTo(pt) if i == 0 else star.lineTo(pt)
    star.closeSubpath()
    p.fillPath(star, col)
    if declared is not None:
        # the face it stands for, in a badge at the bottom
        rank, suit = declared % 13 + 1, declared // 13
        colours_s = colours[suit]
        badge = QRectF(w * 0.22, h * 0.72, w * 0.72, h * 0.22)
        p.setPen(QPen(QColor("#444444"), max(1.0, w / 90)))
        p.setBrush(QColor("#fff8d6"))
        p.drawRoundedRect(badge, w * 0.05, w * 0.05)
        fs2 = badge.height() * 0.62
        p.setFont(_font(fs2))
        p.setPen(colours_s)
        tw = badge.width() * 0.55
        p.drawText(QRectF(badge.left(), badge.top(), tw, badge.height()), Qt.AlignRight | Qt.AlignVCenter,
                   "=" + rank_text(rank))
        ss = badge.height() * 0.62
        _draw_suit(p, suit, badge.left() + tw + ss * 0.15, badge.center().y() - ss / 2, ss, colours_s)


def paint_back(p: QPainter, w: float, h: float, back: str) -> None:
    dark, light = BACKS.get(back, BACKS["blue"])
    radius = w * 0.07
    p.setPen(QPen(QColor("#555555"), max(1.0, w / 90)))
    p.setBrush(QColor("#fdfdfb"))
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    inner = QRectF(w * 0.07, w * 0.07, w * 0.86, h - w * 0.14)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(dark))
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.setClipPath(clip)
    p.setPen(QPen(QColor(light), max(1.0, w / 40)))
    step = max(4.0, w / 8)
    x = -h
    while x < w + h:
        p.drawLine(QPointF(x, 0), QPointF(x + h, h))
        p.drawLine(QPointF(x + h, 0), QPointF(x, h))
        x += step
    p.restore()
    p.setPen(QPen(QColor(light), max(1.0, w / 50)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(inner.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04), radius * 0.4, radius * 0.4)


class CardPixmaps:
    """Pixmaps of faces and backs, cached per (card, declared face, size, dpr, colours, back)."""

    def __init__(self) -> None:
        self._cache: dict[tuple, QPixmap] = {}
        self.four_colours = False
        self.back = "blue"

    def configure(self, four_colours: bool, back: str) -> None:
        self.four_colours = four_colours
        self.back = back

    def clear(self) -> None:
        self._cache.clear()

    def face(self, card: int, w: int, dpr: float, declared: int | None = None) -> QPixmap:
        key = ("face", card if card >= JOKER_BASE else card % 52, declared, w, round(dpr, 2), self.four_colours)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._render(w, dpr, lambda p, ww, hh: paint_face(p, card, ww, hh, self.four_colours, declared))
            self._cache[key] = pm
        return pm

    def ready_or_stand_in(self, card: int | None, w: int, dpr: float, declared: int | None = None) -> QPixmap:
        """The exact pixmap when cached; else the same card at another cached size (drawn
        scaled for a moment while :meth:`warm` renders the exact one); else render now.
        ``card`` None is the back."""
        if card is None:
            exact = ("back", self.back, w, round(dpr, 2))
        else:
            exact = ("face", card if card >= JOKER_BASE else card % 52, declared, w, round(dpr, 2),
                     self.four_colours)
        pm = self._cache.get(exact)
        if pm is not None:
            return pm
        for key, other in self._cache.items():
            if key[0] == exact[0] and key[1:3] == exact[1:3] and key[-1] == exact[-1] and key != exact:
                return other
        return self.face(card, w, dpr, declared) if card is not None else self.back_pixmap(w, dpr)

    def back_pixmap(self, w: int, dpr: float) -> QPixmap:
        key = ("back", self.back, w, round(dpr, 2))
        pm = self._cache.get(key)
        if pm is None:
            pm = self._render(w, dpr, lambda p, ww, hh: paint_back(p, ww, hh, self.back))
            self._cache[key] = pm
        return pm

    def __len__(self) -> int:
        return len(self._cache)

    def warm(self, w: int, dpr: float, budget_ms: float = 4.0) -> bool:
        """Render missing faces (and the back) of size ``w`` for at most ``budget_ms``; True when
        every one is ready. The table calls it in idle moments, so a card seen for the first
        time costs no stall when it is painted."""
        import time

        end = time.perf_counter() + budget_ms / 1000
        self.back_pixmap(w, dpr)
        for face in range(52):
            key = ("face", face, None, w, round(dpr, 2), self.four_colours)
            if key not in self._cache:
                self.face(face, w, dpr)
                if time.perf_counter() > end:
                    return False
        for n in range(2):
            self.face(104 + n, w, dpr)
        self._evict(w, dpr)
        return True

    def _evict(self, w: int, dpr: float) -> None:
        """Keep the pixmaps of the current size and of two others (a resize may come back)."""
        sizes: list[tuple] = []
        for key in self._cache:
            size = (key[-3], key[-2]) if key[0] == "face" else (key[2], key[3])
            if size not in sizes:
                sizes.append(size)
        keep = set(sizes[-3:]) | {(w, round(dpr, 2))}
        for key in [k for k in self._cache
                    if ((k[-3], k[-2]) if k[0] == "face" else (k[2], k[3])) not in keep]:
            del self._cache[key]

    @staticmethod
    def _render(w: int, dpr: float, paint) -> QPixmap:
        h = round(w * RATIO)
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        paint(p, float(w), float(h))
        p.end()
        return pm
