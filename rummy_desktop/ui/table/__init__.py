"""The game table: a QGraphicsView scene after KDE kpat's libkcardgame, with the action
buttons and status line (:class:`TableWidget`)."""

from .widget import TableWidget

__all__ = ["TableWidget"]
