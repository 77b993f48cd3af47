"""Searches off the UI thread, on a thread that Python started. No Qt.

Why not Qt's ``QThreadPool``: its threads are not Python threads. For each job PySide
gives a pool thread a fresh Python thread state (``PyGILState_Ensure``) and deletes it when
the job returns. OR-Tools' CP-SAT binding (pybind11) remembers in thread-local storage the
thread state it met on a thread, and the next search on that same pool thread takes the
GIL with the deleted one: ``PyEval_AcquireThread`` on freed memory, which hangs or crashes
(seen in gdb: the second search waits on the first job's thread state). Any native
extension that keeps per-thread Python state does the same. A thread started by
:mod:`threading` has one thread state from its start to its end, which is what every
extension expects, so all searches run here.

One :class:`Worker` runs its jobs one at a time, in order. A job's answer goes to its
``done`` callback on the worker thread; the desktop table relays it to the UI thread with a
queued Qt signal, the LAN host to its own event loop.
"""

from __future__ import annotations

import queue
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

Done = Callable[[Any, "BaseException | None"], None]


class Worker:
    def __init__(self, name: str = "rummy-search") -> None:
        self.name = name
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._lock = threading.Lock()

    def submit(self, fn: Callable[[], Any], done: Done) -> None:
        """Run ``fn()`` on the worker thread, then ``done(result, error)`` there: ``error``
        is the exception ``fn`` raised (``result`` None), or None. Nothing runs once closed."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the worker is closed")
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
            self._jobs.put((fn, done))

    def close(self, timeout: float | None = None) -> bool:
        """Take no more jobs, skip the queued ones, and wait for the one running (at most
        ``timeout`` seconds): True when the thread has ended."""
        with self._lock:
            self._closed = True
            thread = self._thread
            self._jobs.put(None)
        if thread is None or thread is threading.current_thread():
            return True
        thread.join(timeout)
        return not thread.is_alive()

    @property
    def closed(self) -> bool:
        return self._closed

    def _loop(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None or self._closed:
                return
            fn, done = job
            try:
                result, error = fn(), None
            except Exception as e:  # the caller shows it; the worker goes on
                result, error = None, e
            if self._closed:
                return
            try:
                done(result, error)
            except Exception:  # a receiver gone away must not end the worker
                traceback.print_exc(file=sys.stderr)
