"""Writing a file on a thread of its own, so that whoever saves never waits for the disk.
No Qt.

The LAN host autosaves after every move; a synced write takes milliseconds (tens on a busy
disk), and on the host's event loop every player would wait for it. A
:class:`BackgroundSaver` takes the file's latest contents and writes them on its thread,
atomically (:func:`~.files.write_bytes`: a temporary file, synced, renamed over the old).
Saves that come while a write is under way are coalesced: only the latest is written
next, the ones in between are skipped (each holds the whole game, so nothing is lost but
time). :meth:`BackgroundSaver.remove` deletes the file in the same order (a finished
game), :meth:`~BackgroundSaver.flush` waits until everything asked is on the disk, and
:meth:`~BackgroundSaver.close` flushes and ends the thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from .files import write_bytes

_NOTHING = object()
_REMOVE = object()


class BackgroundSaver:
    def __init__(self, path: Path, write: Callable[[Path, bytes], None] = write_bytes,
                 name: str = "rummy-saver") -> None:
        self.path = Path(path)
        self._write = write
        self._cond = threading.Condition()
        self._pending: object = _NOTHING
        self._busy = False
        self._closed = False
        self.writes = 0  # files written (or removed): fewer than the saves asked in a burst
        self._error: OSError | None = None
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def save(self, data: bytes) -> None:
        """Write ``data`` as the file's contents, soon (replacing any save not yet begun).
        Raises the OSError of an earlier write that failed (once), after taking ``data``."""
        self._put(data)

    def remove(self) -> None:
        """Delete the file, after the writes already under way (a save not yet begun is dropped)."""
        self._put(_REMOVE)

    def _put(self, job: object) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the saver is closed")
            self._pending = job
            error, self._error = self._error, None
            self._cond.notify_all()
        if error is not None:
            raise error

    @property
    def idle(self) -> bool:
        with self._cond:
            return self._pending is _NOTHING and not self._busy

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything asked so far is written: True, or False after ``timeout`` s."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is _NOTHING and not self._busy, timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Write what is pending, then end the thread: True when it has ended in ``timeout``.
        The OSError of a write that failed, if nobody has heard of it yet."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        error, self._error = self._error, None
        if error is not None:
            raise error
        return not self._thread.is_alive()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not _NOTHING or self._closed)
                if self._pending is _NOTHING:  # closed, and nothing left to write
                    return
                job, self._pending = self._pending, _NOTHING
                self._busy = True
            try:
                if job is _REMOVE:
                    self.path.unlink(missing_ok=True)
                else:
                    self._write(self.path, job)  # type: ignore[arg-type]  # a job other than _REMOVE is bytes
            except OSError as e:  # told to the next save (the file keeps its last good contents)
                with self._cond:
                    self._error = e
            finally:
                with self._cond:
                    self.writes += 1
                    self._busy = False
                    self._cond.notify_all()
