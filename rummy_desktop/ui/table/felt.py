"""The table's backgrounds: felt colours and a wooden table, the texture drawn here (an
original picture: wood grain from a few sine waves), once per program."""

from __future__ import annotations

import math

from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap

#: the backgrounds Settings offers, by the value the settings keep (the first: the default)
COLOURS = {"green": "#1f5a3a", "blue": "#1c3f60", "red": "#5c1f2b", "grey": "#33393c"}
BACKGROUNDS = (*COLOURS, "wood")
_TEXTURE: QPixmap | None = None


def wood_texture(size: int = 256) -> QPixmap:
    """A tile of dark wood, seamless left to right and top to bottom."""
    global _TEXTURE
    if _TEXTURE is None or _TEXTURE.width() != size:
        image = QImage(size, size, QImage.Format.Format_RGB32)
        image.fill(QColor("#4a2c16"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(44):
            base = i * size / 44
            shade = 0.5 + 0.5 * math.sin(i * 2.39)
            colour = QColor.fromRgbF(0.22 + 0.12 * shade, 0.13 + 0.07 * shade, 0.06 + 0.03 * shade)
            p.setPen(QPen(colour, 1.2 + 2.2 * shade))
            points = []
            for x in range(0, size + 1, 4):
                t = 2 * math.pi * x / size
                y = base + 2.5 * math.sin(t + i * 0.7) + 1.5 * math.sin(3 * t + i * 1.3)
                points.append((x, y))
            for (x1, y1), (x2, y2) in zip(points, points[1:]):
                p.drawLine(round(x1), round(y1), round(x2), round(y2))
        p.end()
        _TEXTURE = QPixmap.fromImage(image)
    return _TEXTURE


def background_brush(name: str) -> QBrush:
    """The brush of the background ``name`` (the green felt for an unknown one)."""
    if name == "wood":
        return QBrush(wood_texture())
    return QBrush(QColor(COLOURS.get(name, COLOURS["green"])))
