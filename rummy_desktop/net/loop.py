"""Running callables on a Qt thread's event loop, posted from any thread (QtCore only).

The LAN host and client decide computer moves on a :class:`~rummy_desktop.session.worker.Worker`
thread; the answer must come back to the thread that owns the sockets and the engine.
:class:`Poster` is the ``post`` of :class:`~rummy_desktop.session.seat_channel.GameOwner`:
a queued signal, so the callable runs when the owner's event loop next turns. The table
uses it too, as the ``post`` of its :class:`~rummy_desktop.session.seat_channel.LocalChannel`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal


class _Call:
    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn


class Poster(QObject):
    """``post(fn)`` from any thread runs ``fn()`` on this object's thread."""

    call = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.call.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def post(self, fn: Callable[[], None]) -> None:
        self.call.emit(_Call(fn))

    @staticmethod
    def _run(call: _Call) -> None:
        call.fn()
