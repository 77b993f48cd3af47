"""Card faces and backs drawn in code with QPainter, cached per size and pixel ratio.

Suits are drawn as vector shapes (no font needed), so a card is crisp at any size and
device pixel ratio. Every face shows its rank and suit shape in two corners, so suits are
never told by colour alone; the four-colour deck paints clubs green, diamonds blue,
hearts red and spades black.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.ui.decks.render import deck_images

from ..decks import DRAWN, DRAWN_DECK, Deck, element

TWO_COLOURS = {0: QColor("#111111"), 1: QColor("#c8102e"), 2: QColor("#c8102e"), 3: QColor("#111111")}
FOUR_COLOURS = {0: QColor("#13803a"), 1: QColor("#1358c4"), 2: QColor("#c8102e"), 3: QColor("#111111")}
#: large print: the darkest inks that keep their hue, on pure white
HIGH_CONTRAST = {0: QColor("#000000"), 1: QColor("#b00000"), 2: QColor("#b00000"), 3: QColor("#000000")}
HIGH_CONTRAST_FOUR = {0: QColor("#005a1e"), 1: QColor("#0030a8"), 2: QColor("#b00000"), 3: QColor("#000000")}
GOLD = QColor("#d9a520")
SKIN = QColor("#f7d9b5")
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


def inks(four_colours: bool, large_print: bool = False) -> dict[int, QColor]:
    """The suits' colours: two or four, the high-contrast ones in large print."""
    if large_print:
        return HIGH_CONTRAST_FOUR if four_colours else HIGH_CONTRAST
    return FOUR_COLOURS if four_colours else TWO_COLOURS


def paint_face(p: QPainter, card: int, w: float, h: float, four_colours: bool,
               declared: int | None = None, large_print: bool = False) -> None:
    """Paint ``card`` (a card id) in the rectangle 0,0,w,h. Large print: bigger corner
    indices, darker inks on pure white, a black border."""
    radius = w * 0.07
    rect = QRectF(0.5, 0.5, w - 1, h - 1)
    if large_print:
        p.setPen(QPen(QColor("#000000"), max(1.5, w / 45)))
        p.setBrush(QColor("#ffffff"))
    else:
        p.setPen(QPen(QColor("#7a7a7a"), max(1.0, w / 90)))
        p.setBrush(QColor("#fdfdfb"))
    p.drawRoundedRect(rect, radius, radius)
    colours = inks(four_colours, large_print)
    if card >= JOKER_BASE:
        _paint_joker(p, card, w, h, colours, declared, large_print)
        return
    face = card % 52
    rank, suit = face % 13 + 1, face // 13
    col = colours[suit]
    corner_index(p, face, w, h, col, large_print)
    # the same index, turned, bottom right
    p.save()
    p.translate(w, h)
    p.rotate(180)
    corner_index(p, face, w, h, col, large_print)
    p.restore()
    if large_print:
        area = QRectF(w * 0.33, h * 0.15, w * 0.34, h * 0.70)
    else:
        area = QRectF(w * 0.27, h * 0.12, w * 0.46, h * 0.76)
    if rank > 10:
        _paint_court(p, rank, suit, area, col, w)
    elif w >= 58 and rank > 1 and not large_print:
        ps = min(area.width() / 2.6, area.height() / 5.2)
        for cx, cy in _PIPS[rank]:
            x = area.left() + cx * (area.width() - ps) / 2
            y = area.top() + cy * (area.height() - ps) / 6
            _draw_suit(p, suit, x, y, ps, col, flip=cy > 3)
    else:
        ps = min(area.width(), area.height()) * (0.95 if rank == 1 else 0.8)
        _draw_suit(p, suit, area.center().x() - ps / 2, area.center().y() - ps / 2, ps, col)


def _paint_court(p: QPainter, rank: int, suit: int, area: QRectF, col: QColor, w: float) -> None:
    """A jack, queen or king: a double-ended figure in a frame, as on printed cards (the
    letter alone on a card too small for the figure)."""
    frame = area.adjusted(-w * 0.02, 0, w * 0.02, 0)
    p.setPen(QPen(col, max(1.0, w / 60)))
    p.setBrush(QColor(col.red(), col.green(), col.blue(), 24))
    p.drawRoundedRect(frame, w * 0.04, w * 0.04)
    if w < 40:
        p.setFont(_font(area.width() * 0.62))
        p.setPen(col)
        upper = QRectF(frame.left(), frame.top(), frame.width(), frame.height() * 0.55)
        p.drawText(upper, Qt.AlignCenter, rank_text(rank))
        ss = frame.width() * 0.55
        _draw_suit(p, suit, frame.center().x() - ss / 2, frame.top() + frame.height() * 0.55, ss, col)
        return
    half = QRectF(frame.left(), frame.top(), frame.width(), frame.height() / 2)
    p.save()
    clip = QPainterPath()
    clip.addRoundedRect(frame, w * 0.04, w * 0.04)
    p.setClipPath(clip)
    _court_figure(p, rank, suit, half, col, w)
    p.translate(frame.center())
    p.rotate(180)
    p.translate(-frame.center())
    _court_figure(p, rank, suit, half, col, w)
    p.restore()
    p.setPen(QPen(col, max(0.8, w / 90)))
    p.drawLine(QPointF(frame.left(), frame.center().y()), QPointF(frame.right(), frame.center().y()))


def _court_figure(p: QPainter, rank: int, suit: int, box: QRectF, col: QColor, w: float) -> None:
    """The upper half of a court card in ``box``: the bust of a king (crown, beard, sword),
    a queen (tiara, long hair, flower) or a jack (cap and feather), robed in the suit's colour."""
    x0, y0, u, v = box.left(), box.top(), box.width(), box.height()

    def pt(a: float, b: float) -> QPointF:
        return QPointF(x0 + a * u, y0 + b * v)

    line = QPen(QColor("#2b2b2b"), max(0.6, w / 110))
    # robe, shoulders to the cut
    robe = QPainterPath(pt(0.02, 1.0))
    robe.cubicTo(pt(0.04, 0.78), pt(0.18, 0.66), pt(0.36, 0.64))
    robe.lineTo(pt(0.64, 0.64))
    robe.cubicTo(pt(0.82, 0.66), pt(0.96, 0.78), pt(0.98, 1.0))
    robe.closeSubpath()
    p.setPen(line)
    p.setBrush(col)
    p.drawPath(robe)
    # a golden collar and a band down the front
    p.setBrush(GOLD)
    collar = QPainterPath(pt(0.34, 0.64))
    collar.lineTo(pt(0.5, 0.82))
    collar.lineTo(pt(0.66, 0.64))
    collar.lineTo(pt(0.58, 0.64))
    collar.lineTo(pt(0.5, 0.73))
    collar.lineTo(pt(0.42, 0.64))
    collar.closeSubpath()
    p.drawPath(collar)
    p.drawRect(QRectF(pt(0.46, 0.82), pt(0.54, 1.0)))
    # hair behind the head (the queen's falls to the shoulders)
    hair_colour = {11: QColor("#7a4a22"), 12: QColor("#b8792e"), 13: QColor("#e9e4da")}[rank]
    p.setBrush(hair_colour)
    if rank == 12:
        hair = QPainterPath(pt(0.3, 0.32))
        hair.cubicTo(pt(0.2, 0.5), pt(0.22, 0.68), pt(0.3, 0.74))
        hair.lineTo(pt(0.7, 0.74))
        hair.cubicTo(pt(0.78, 0.68), pt(0.8, 0.5), pt(0.7, 0.32))
        hair.closeSubpath()
        p.drawPath(hair)
    # neck and head
    p.setBrush(SKIN)
    p.drawRect(QRectF(pt(0.44, 0.52), pt(0.56, 0.66)))
    head = QRectF(pt(0.34, 0.24), pt(0.66, 0.58))
    p.drawEllipse(head)
    # a king's beard
    if rank == 13:
        p.setBrush(hair_colour)
        beard = QPainterPath(pt(0.35, 0.44))
        beard.cubicTo(pt(0.36, 0.62), pt(0.46, 0.7), pt(0.5, 0.7))
        beard.cubicTo(pt(0.54, 0.7), pt(0.64, 0.62), pt(0.65, 0.44))
        beard.cubicTo(pt(0.58, 0.52), pt(0.42, 0.52), pt(0.35, 0.44))
        p.drawPath(beard)
    # eyes and mouth
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#2b2b2b"))
    er = max(0.6, u * 0.025)
    p.drawEllipse(pt(0.44, 0.39), er, er)
    p.drawEllipse(pt(0.56, 0.39), er, er)
    p.setPen(QPen(QColor("#a03030"), max(0.6, w / 120)))
    if rank != 13:
        p.drawLine(pt(0.46, 0.5), pt(0.54, 0.5))
    p.setPen(line)
    # headwear
    if rank == 13:  # a crown of three points
        p.setBrush(GOLD)
        crown = QPainterPath(pt(0.33, 0.28))
        for a, b in ((0.33, 0.1), (0.41, 0.2), (0.5, 0.06), (0.59, 0.2), (0.67, 0.1), (0.67, 0.28)):
            crown.lineTo(pt(a, b))
        crown.closeSubpath()
        p.drawPath(crown)
        p.setBrush(col)
        p.drawEllipse(pt(0.5, 0.22), u * 0.035, u * 0.035)
    elif rank == 12:  # a tiara
        p.setBrush(GOLD)
        tiara = QPainterPath(pt(0.36, 0.27))
        tiara.cubicTo(pt(0.38, 0.16), pt(0.44, 0.2), pt(0.5, 0.12))
        tiara.cubicTo(pt(0.56, 0.2), pt(0.62, 0.16), pt(0.64, 0.27))
        tiara.closeSubpath()
        p.drawPath(tiara)
    else:  # a cap with a feather
        p.setBrush(col)
        cap = QPainterPath(pt(0.3, 0.3))
        cap.cubicTo(pt(0.32, 0.14), pt(0.68, 0.14), pt(0.7, 0.3))
        cap.closeSubpath()
        p.drawPath(cap)
        p.setBrush(GOLD)
        feather = QPainterPath(pt(0.66, 0.24))
        feather.cubicTo(pt(0.8, 0.1), pt(0.9, 0.08), pt(0.94, 0.02))
        feather.cubicTo(pt(0.86, 0.16), pt(0.78, 0.22), pt(0.66, 0.26))
        p.drawPath(feather)
    # what each holds: a sword, a flower; the jack the suit on his shoulder
    if rank == 13:
        p.setPen(QPen(QColor("#8c8c8c"), max(1.0, u * 0.05)))
        p.drawLine(pt(0.86, 0.98), pt(0.86, 0.36))
        p.setPen(QPen(GOLD, max(1.0, u * 0.05)))
        p.drawLine(pt(0.78, 0.8), pt(0.94, 0.8))
    elif rank == 12:
        p.setPen(QPen(QColor("#2f7d32"), max(0.8, u * 0.03)))
        p.drawLine(pt(0.16, 0.96), pt(0.16, 0.62))
        p.setPen(line)
        p.setBrush(QColor("#e0457b"))
        p.drawEllipse(pt(0.16, 0.58), u * 0.07, u * 0.07)
    ss = u * 0.22
    _draw_suit(p, suit, x0 + u * 0.04, y0 + v * 0.06, ss, col)


def corner_index(p: QPainter, face: int, w: float, h: float, col: QColor,
                 large_print: bool = False) -> tuple[float, float, float]:
    """The rank over its suit in the top left corner; (index width, font size, suit size).
    Large print: about half as large again."""
    text = rank_text(face % 13 + 1)
    idx_w = w * (0.32 if large_print else 0.24)
    if large_print:
        fs = w * (0.3 if len(text) < 2 else 0.24)
    else:
        fs = w * (0.2 if len(text) < 2 else 0.17)
    p.setFont(_font(fs))
    p.setPen(col)
    p.drawText(QRectF(w * 0.02, h * 0.02, idx_w, fs * 1.2), Qt.AlignHCenter | Qt.AlignTop, text)
    ss = w * (0.22 if large_print else 0.15)
    _draw_suit(p, face // 13, w * 0.02 + (idx_w - ss) / 2, h * 0.02 + fs * 1.2, ss, col)
    return idx_w, fs, ss


def _paint_joker(p: QPainter, card: int, w: float, h: float, colours, declared: int | None,
                 large_print: bool = False) -> None:
    col = QColor("#c8102e") if (card - JOKER_BASE) % 2 else QColor("#5b2a86")
    word = QCoreApplication.translate("Table", "JOKER", "the word printed on a joker card")
    if declared is None:
        fs = w * 0.13
        p.setFont(_font(fs))
        p.setPen(col)
        for i, ch in enumerate(word[:6]):
            p.drawText(QRectF(w * 0.03, h * 0.03 + i * fs * 1.05, w * 0.2, fs * 1.1), Qt.AlignHCenter, ch)
    # a star in the middle
    star = QPainterPath()
    cx, cy, r = w / 2 + w * 0.06, h / 2, w * 0.3
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pt = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        star.moveTo(pt) if i == 0 else star.lineTo(pt)
    star.closeSubpath()
    p.fillPath(star, col)
    if declared is not None:
        paint_declared(p, card, declared, w, h, colours, large_print)


def paint_declared(p: QPainter, card: int, declared: int, w: float, h: float, colours,
                   large_print: bool = False, backing: bool = False) -> None:
    """What a joker standing for ``declared`` shows over its face: the corner index of that
    card over a small star (so an overlapped joker still reads in a group), and the card
    again in a badge at the bottom. ``backing``: on a white patch (a deck's own picture)."""
    col = QColor("#c8102e") if (card - JOKER_BASE) % 2 else QColor("#5b2a86")
    word = QCoreApplication.translate("Table", "JOKER", "the word printed on a joker card")
    if backing:
        idx_w = w * (0.32 if large_print else 0.24)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawRoundedRect(QRectF(w * 0.02, h * 0.02, idx_w + w * 0.04, w * (0.78 if large_print else 0.6)),
                          w * 0.04, w * 0.04)
    idx_w, fs, ss = corner_index(p, declared, w, h, colours[declared // 13], large_print)
    p.setFont(_font(w * 0.1))
    p.setPen(col)
    p.drawText(QRectF(w * 0.0, h * 0.02 + fs * 1.2 + ss, idx_w + w * 0.04, w * 0.14), Qt.AlignHCenter,
               "★" + word[:1])
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


def paint_large_index(p: QPainter, card: int, w: float, h: float, colours) -> None:
    """Large print over a deck's own picture: the large corner index on a white patch, in
    both corners."""
    face = card % 52
    for turned in (False, True):
        p.save()
        if turned:
            p.translate(w, h)
            p.rotate(180)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(QRectF(w * 0.015, h * 0.015, w * 0.35, w * 0.6), w * 0.05, w * 0.05)
        corner_index(p, face, w, h, colours[face // 13], True)
        p.restore()


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


def card_key(card: int | None) -> str:
    """A card's name among a deck's pictures: "back", "j0"/"j1" (the two jokers) or the face
    (twins look alike)."""
    if card is None:
        return "back"
    if card >= JOKER_BASE:
        return f"j{(card - JOKER_BASE) % 2}"
    return str(card % 52)


#: the pictures of a deck: 52 faces, two jokers, the back
DECK_CARDS: tuple[int | None, ...] = tuple(range(52)) + (JOKER_BASE, JOKER_BASE + 1, None)


class CardPixmaps(QObject):
    """Pixmaps of faces and backs, cached per card, declared face, size, pixel ratio and
    style (deck, colours, large print, back).

    The drawn deck is painted here, a few cards per idle moment (:meth:`warm`). An SVG deck
    is rendered by the render process (:mod:`rummy_desktop.ui.decks.render`): a deck chosen
    in the settings is shown once its cards at the current size have come, the one before
    staying until then; a card of another size is shown scaled for the moment it takes.
    ``on_ready(relayout)`` is called when new pictures are there (``relayout``: the cards
    changed shape), ``on_error(deck, why)`` when a deck cannot be read (the drawn deck
    stays)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cache: dict[tuple, QPixmap] = {}
        self.four_colours = False
        self.back = "blue"
        self.large_print = False
        self.deck: Deck = DRAWN_DECK  # the deck shown
        self.wanted: Deck = DRAWN_DECK  # the deck chosen (shown once its cards are ready)
        self.ratio = RATIO  # the cards' height / width (the shown deck's)
        self._wanted_ratio = RATIO
        self._size: tuple[int, float] = (60, 1.0)  # the size warmed last
        self._images = None
        self.on_ready: Callable[[bool], None] | None = None
        self.on_error: Callable[[Deck, str], None] | None = None

    def configure(self, four_colours: bool, back: str, deck: Deck | None = None, large_print: bool = False) -> None:
        self.four_colours = four_colours
        self.back = back
        self.large_print = large_print
        deck = deck or DRAWN_DECK
        if deck.id == self.wanted.id:
            return
        self.wanted = deck
        if deck.kind == DRAWN:
            self._show(deck, RATIO)
            return
        images = self._deck_images()
        images.load(deck)

    def _deck_images(self):
        if self._images is None:
            self._images = deck_images()
            self._images.loaded.connect(self._loaded)
            self._images.arrived.connect(self._arrived)
        return self._images

    def _loaded(self, deck_id: str, ratio: float, error: str) -> None:
        if deck_id != self.wanted.id or self.wanted.kind == DRAWN:
            return
        if error:
            deck, self.wanted = self.wanted, DRAWN_DECK
            if self.deck.kind != DRAWN:
                self._show(DRAWN_DECK, RATIO)
            if self.on_error is not None:
                self.on_error(deck, error)
            return
        self._wanted_ratio = ratio
        self._arrived(deck_id)

    def _arrived(self, deck_id: str) -> None:
        if deck_id == self.deck.id and self.deck.kind != DRAWN:
            if self.on_ready is not None:
                self.on_ready(False)
        elif deck_id == self.wanted.id and self.wanted.id in self._images.ratios:
            w, dpr = self._size
            h = round(w * self._wanted_ratio)
            ready = [self._images.image(self.wanted, card_key(c), element(self.wanted.kind, c),
                                        round(w * dpr), round(h * dpr)) for c in DECK_CARDS]
            if all(image is not None for image in ready):
                self._show(self.wanted, self._wanted_ratio)

    def _show(self, deck: Deck, ratio: float) -> None:
        changed = abs(ratio - self.ratio) > 1e-6
        self.deck, self.ratio = deck, ratio
        self._cache.clear()
        if self.on_ready is not None:
            self.on_ready(changed)

    def clear(self) -> None:
        self._cache.clear()

    def _style(self) -> tuple:
        return self.deck.id, self.four_colours, self.large_print, self.back

    def _key(self, card: int | None, w: int, dpr: float, declared: int | None = None) -> tuple:
        return (card_key(card), declared, w, round(dpr, 2)) + self._style()

    def _make(self, card: int | None, w: int, dpr: float, declared: int | None) -> QPixmap | None:
        """The pixmap, made now (None: an SVG deck's picture is still being rendered)."""
        if self.deck.kind != DRAWN:
            h = round(w * self.ratio)
            image = self._deck_images().image(self.deck, card_key(card), element(self.deck.kind, card),
                                              round(w * dpr), round(h * dpr))
            if image is None:
                return None
            if not image.isNull():
                pm = QPixmap.fromImage(image)
                pm.setDevicePixelRatio(dpr)
                overlay = card is not None and (declared is not None or (self.large_print and card < JOKER_BASE))
                if overlay:
                    p = QPainter(pm)
                    p.setRenderHint(QPainter.Antialiasing)
                    p.setRenderHint(QPainter.TextAntialiasing)
                    colours = inks(self.four_colours, self.large_print)
                    if declared is not None:
                        paint_declared(p, card, declared, float(w), float(h), colours, self.large_print, True)
                    else:
                        paint_large_index(p, card, float(w), float(h), colours)
                    p.end()
                return pm
            # the deck has no such picture (a joker, a back): the drawn one, in its shape
        if card is None:
            return self._render(w, dpr, lambda p, ww, hh: paint_back(p, ww, hh, self.back))
        return self._render(w, dpr, lambda p, ww, hh: paint_face(p, card, ww, hh, self.four_colours, declared,
                                                                 self.large_print))

    def _get(self, card: int | None, w: int, dpr: float, declared: int | None = None) -> QPixmap | None:
        key = self._key(card, w, dpr, declared)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._make(card, w, dpr, declared)
            if pm is not None:
                self._cache[key] = pm
        return pm

    def ready(self, card: int | None, w: int, dpr: float, declared: int | None = None) -> bool:
        """The exact picture of ``card`` (None: the back) at this size is made (asked for
        now if need be: an SVG deck's comes from its render process)."""
        return self._get(card, w, dpr, declared) is not None

    def face(self, card: int, w: int, dpr: float, declared: int | None = None) -> QPixmap:
        """The face of ``card`` (of the drawn deck while an SVG deck's is being rendered)."""
        return self._get(card, w, dpr, declared) or self._drawn(card, w, dpr, declared)

    def back_pixmap(self, w: int, dpr: float) -> QPixmap:
        return self._get(None, w, dpr) or self._drawn(None, w, dpr, None)

    def _drawn(self, card: int | None, w: int, dpr: float, declared: int | None) -> QPixmap:
        """The drawn deck's card in the shown deck's shape: the stand-in of last resort."""
        key = ("drawn stand-in",) + self._key(card, w, dpr, declared)
        pm = self._cache.get(key)
        if pm is None:
            if card is None:
                pm = self._render(w, dpr, lambda p, ww, hh: paint_back(p, ww, hh, self.back))
            else:
                pm = self._render(w, dpr, lambda p, ww, hh: paint_face(p, card, ww, hh, self.four_colours, declared,
                                                                       self.large_print))
            self._cache[key] = pm
        return pm

    def ready_or_stand_in(self, card: int | None, w: int, dpr: float, declared: int | None = None) -> QPixmap:
        """The exact pixmap when it is ready; else the same card at another size (drawn
        scaled for a moment while it is made); else the drawn deck's. ``card`` None is the back."""
        exact = self._key(card, w, dpr, declared)
        pm = self._cache.get(exact)
        if pm is not None:
            return pm
        if self.deck.kind == DRAWN:
            # painted in half a millisecond: never enlarged, which turns it blocky, and a
            # smaller one only while :meth:`warm` makes this size (a declared joker: now)
            stand_in = self._nearest(exact, enlarge=False) if declared is None else None
            return stand_in or self._get(card, w, dpr, declared)
        return self._get(card, w, dpr, declared) or self._nearest(exact) or self._drawn(card, w, dpr, declared)

    def _nearest(self, exact: tuple, enlarge: bool = True) -> QPixmap | None:
        """The card of ``exact`` (a cache key) at the size nearest above, else (``enlarge``)
        the largest below: a stand-in shrunk stays sharp, one enlarged turns blocky (a seat
        panel's small back standing in for the stock's)."""
        w = exact[2] * exact[3]  # in device pixels
        sizes = [(key[2] * key[3], other) for key, other in self._cache.items()
                 if key[:2] == exact[:2] and key[4:] == exact[4:] and key != exact]
        above = [s for s in sizes if s[0] >= w]
        if above:
            return min(above, key=lambda s: s[0])[1]
        return max(sizes, key=lambda s: s[0])[1] if enlarge and sizes else None

    def __len__(self) -> int:
        return len(self._cache)

    def warm(self, w: int, dpr: float, budget_ms: float = 4.0) -> bool:
        """Make the missing faces (and the back) of size ``w`` for at most ``budget_ms``; True
        when every one is ready, or asked of the render process (an SVG deck: they come by
        themselves, see ``on_ready``). The table calls it in idle moments, so a card seen
        for the first time costs no stall when it is painted."""
        self._size = (w, dpr)
        if self.wanted.id != self.deck.id:
            self._arrived(self.wanted.id)  # the chosen deck at this size
        if self.deck.kind != DRAWN:
            for card in DECK_CARDS:
                self._get(card, w, dpr)
            self._evict(w, dpr)
            return True
        end = time.perf_counter() + budget_ms / 1000
        self.back_pixmap(w, dpr)
        for face in range(52):
            if self._key(face, w, dpr) not in self._cache:
                self.face(face, w, dpr)
                if time.perf_counter() > end:
                    return False
        for n in range(2):
            self.face(JOKER_BASE + n, w, dpr)
        self._evict(w, dpr)
        return True

    def _evict(self, w: int, dpr: float) -> None:
        """Keep the pixmaps of the current size and of two others (a resize may come back)."""
        def size(key: tuple) -> tuple:
            return key[-6:-4]

        sizes: list[tuple] = []
        for key in self._cache:
            if size(key) not in sizes:
                sizes.append(size(key))
        keep = set(sizes[-3:]) | {(w, round(dpr, 2))}
        for key in [k for k in self._cache if size(k) not in keep]:
            del self._cache[key]

    def _render(self, w: int, dpr: float, paint) -> QPixmap:
        h = round(w * self.ratio)
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        paint(p, float(w), float(h))
        p.end()
        return pm
