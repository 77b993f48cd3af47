"""Silence that is not the other side's fault.

The host drops a peer it has not heard from for ``silence`` seconds, and a client gives up on
a host the same way. Both judge on a timer. When a side's own event loop is held up (a slow
disk, a busy machine, a laptop asleep), its timer fires late, and the other side's pings are
still waiting unread. Without a correction, that side would blame the other for its own
pause. :class:`OwnPause` measures how late each tick came: the time beyond the timer's
interval, which the caller adds back to the other side's "last heard" time.
"""

from __future__ import annotations

from collections.abc import Callable


class OwnPause:
    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.interval = 0.0
        self._last: float | None = None

    def start(self, interval: float) -> None:
        """The timer starts, firing every ``interval`` seconds."""
        self.interval = interval
        self._last = self.clock()

    def tick(self, now: float) -> float:
        """The timer fired at ``now``: the seconds this side was not listening since the
        tick before (0 when it came on time)."""
        last, self._last = self._last, now
        if last is None:
            return 0.0
        return max(0.0, now - last - self.interval)
