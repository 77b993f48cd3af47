"""Large print for the whole interface, not only the cards: the application's font made
larger (every button, label, list, dialog, the status line, the move log and the score
sheet follow it), and the texts drawn larger than the rest (titles, the start page's
buttons) scaled from it again.

A widget whose text is larger than the others takes its font from :func:`scaled`, which
remembers the scale, so :func:`apply_large_print` can scale it again from the new font.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

#: Large print: the application's font this much larger (the table's own texts go from
#: 12 to 15 pixels, see TableScene.apply_look).
LARGE = 1.25
_SCALE = "rummyFontScale"  # the property a scaled widget keeps its scale in
_BOLD = "rummyFontBold"

_base: QFont | None = None  # the application's own font, before large print


def base_font() -> QFont:
    """The application's font as the system gave it (large print off)."""
    global _base
    if _base is None:
        _base = QFont(QApplication.font())
    return QFont(_base)


def _font(scale: float, bold: bool) -> QFont:
    f = QFont(QApplication.font())
    f.setPointSizeF(f.pointSizeF() * scale)
    if bold:
        f.setBold(True)
    return f


def scaled(widget: QWidget, scale: float, bold: bool = False) -> QWidget:
    """Give ``widget`` the application's font times ``scale`` (bold, if asked), now and
    after every change of large print."""
    widget.setProperty(_SCALE, float(scale))
    widget.setProperty(_BOLD, bool(bold))
    widget.setFont(_font(scale, bold))
    return widget


def large_print_on() -> bool:
    base = base_font()
    return QApplication.font().pointSizeF() > base.pointSizeF() + 0.01


def apply_large_print(on: bool) -> bool:
    """The whole interface in large print (``on``) or in the system's font; True when it
    changed. Widgets follow the application's font by themselves (Qt tells them); the
    scaled ones are scaled again here."""
    base = base_font()
    want = QFont(base)
    if on:
        want.setPointSizeF(base.pointSizeF() * LARGE)
    if QApplication.font() == want:
        return False
    QApplication.setFont(want)
    for widget in QApplication.allWidgets():
        scale = widget.property(_SCALE)
        if scale is not None:
            widget.setFont(_font(float(scale), bool(widget.property(_BOLD))))
    return True
