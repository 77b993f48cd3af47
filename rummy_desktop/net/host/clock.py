"""The turn clock of a LAN table (QtCore): a single timer set at the deadline, not a ticker
that looks now and then, so that a 60 s clock runs out at 60 s (the bench measures it).

The clock runs for one seat at a time (the seat to act, played by a player). It can be
paused, keeping what is left (its player is reconnecting), and held back for a while
before it starts (after a round, while the players read the scores). When it fires, the
table first reads what the seat's player has sent (a move on its way wins), then hands
the turn to the stand-in.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer

from ..wire import MAX_SECONDS

# A pause of the host's own shorter than this is a timer a little late on a busy machine,
# not the host held up: the clock does not move for it (those would add up to seconds).
HELD_UP = 1.0

class TurnClock(QObject):
    """``expired(seat)`` when the clock of ``seat`` runs out; ``changed()`` whenever it
    starts, pauses, resumes or stops (the table tells everybody)."""

    def __init__(self, clock: Callable[[], float], expired: Callable[[int], None],
                 changed: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.expired = expired
        self.changed = changed
        self.seat: int | None = None  # the seat whose clock it is (running, paused or held back)
        self.deadline: float | None = None  # when it runs out (None: not running)
        self.left: float | None = None  # what is left while it does not run
        self.starts_at: float | None = None  # held back until then (the players read the scores)
        self.paused = False  # its player is away
        self.fired_late: list[float] = []  # seconds after its deadline each expiry came (for the bench)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._fire)

    @property
    def running(self) -> bool:
        return self.deadline is not None

    def seconds_left(self) -> int | None:
        """Whole seconds left (rounded up) while it runs, else None."""
        if self.deadline is None:
            return None
        return max(0, min(MAX_SECONDS, math.ceil(self.deadline - self.clock())))

    def start(self, seat: int, seconds: float, after: float = 0.0, paused: bool = False) -> None:
        """``seconds`` for ``seat``: from now, or from ``after`` seconds from now, or, when
        ``paused`` (its player is away), from when it :meth:`resume` s."""
        self._timer.stop()
        self.seat, self.left, self.paused = seat, float(seconds), paused
        self.deadline = self.starts_at = None
        if after > 0:
            self.starts_at = self.clock() + after
            self._arm(self.starts_at)
        elif not paused:
            self._run()
        self.changed()

    def stop(self) -> None:
        if self.seat is None:
            return
        self.seat = self.deadline = self.left = self.starts_at = None
        self.paused = False
        self._timer.stop()
        self.changed()

    def pause(self) -> None:
        """Its player is away: what is left is kept."""
        if self.seat is None or self.paused:
            return
        self.paused = True
        if self.deadline is not None:
            self.left = max(0.0, self.deadline - self.clock())
            self.deadline = None
            self._timer.stop()
            self.changed()

    def resume(self) -> None:
        """Its player is back: the clock runs on from what was left."""
        if self.seat is None or not self.paused:
            return
        self.paused = False
        if self.starts_at is None:
            self._run()
            self.changed()

    def shift(self, seconds: float) -> None:
        """The host itself was held up for ``seconds`` (the machine asleep, the process
        stopped): nobody could be heard meanwhile, so nobody's turn ran. Less than
        :data:`HELD_UP` is only a late tick, and changes nothing."""
        if seconds < HELD_UP:
            return
        if self.deadline is not None:
            self.deadline += seconds
            self._arm(self.deadline)
        elif self.starts_at is not None:
            self.starts_at += seconds
            self._arm(self.starts_at)

    def check(self) -> None:
        """Look at the time now (the table's ticker): a deadline passed fires (a timer of a
        clock the tests move by hand never would)."""
        now = self.clock()
        if (self.starts_at is not None and now >= self.starts_at) or \
                (self.deadline is not None and now >= self.deadline):
            self._fire()

    def _run(self) -> None:
        self.deadline = self.clock() + (self.left or 0.0)
        self.left = None
        self._arm(self.deadline)

    def _arm(self, when: float) -> None:
        self._timer.start(max(0, math.ceil((when - self.clock()) * 1000)))

    def _fire(self) -> None:
        now = self.clock()
        if self.starts_at is not None:  # held back: it starts now (unless its player is away)
            if now < self.starts_at:
                self._arm(self.starts_at)
                return
            self.starts_at = None
            if not self.paused:
                self._run()
                self.changed()
            return
        if self.deadline is None:
            return
        late = now - self.deadline
        if late < 0:  # (a timer may come a millisecond early)
            self._arm(self.deadline)
            return
        seat, self.seat, self.deadline = self.seat, None, None
        assert seat is not None  # a deadline is only set for a seat (start), and stop clears both
        self.fired_late.append(late)
        self.expired(seat)
