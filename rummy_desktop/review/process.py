"""A review's analysis in a process of its own, for the desktop window.

The verdicts are pure Python searches: on a thread of the window's process they hold
Python's lock, and every call the window makes into Qt waits for it, so stepping through
the game stalled the window for a tenth of a second and more. In a process of its own the
analysis shares nothing with the window: it sends each verdict back as it comes (JSON
over a queue), the window reads them with :meth:`AnalysisProcess.poll` from a timer, and
:meth:`AnalysisProcess.close` ends it (the decision under way is dropped; the review goes
on from the verdicts received).

No Qt; the process is started with ``spawn`` (no copy of the window's Qt state), and
loads the installed rule sets itself.
"""

from __future__ import annotations

import collections
import multiprocessing
import queue
import threading
from typing import Any

#: What the process sends: ("step", moves looked at, verdict JSON or None), ("seat", another
#: seat, its whole review's JSON), ("end",) or ("error", words).
STEP, SEAT, END, ERROR = "step", "seat", "end", "error"


def _analyse(record_json: str, seat: int, review_json: str | None, out: Any, stop: Any,
             others: tuple[int, ...] = ()) -> None:
    try:
        from rummy_desktop.plugins.manager import default_catalog
        from rummy_desktop.storage.records import GameRecord, Review

        from .analysis import Analysis
        from .replay import Replay

        record = GameRecord.model_validate_json(record_json)
        kept = Review.model_validate_json(review_json) if review_json else None
        analysis = Analysis(Replay(record, default_catalog(), seat), review=kept)
        while not analysis.finished and not stop.is_set():
            verdict = analysis.step()
            out.put((STEP, analysis.review.done, verdict.model_dump_json() if verdict is not None else None))
        for other in others:  # then the other seats, whole (the summary shows them side by side)
            if stop.is_set():
                break
            more = Analysis(Replay(record, default_catalog(), other))
            while not more.finished and not stop.is_set():
                more.step()
            if more.finished:
                out.put((SEAT, other, more.review.model_dump_json()))
        out.put((END,))
    except Exception as e:  # noqa: BLE001 - said to the window, which shows it
        out.put((ERROR, f"{type(e).__name__}: {e}"))


class AnalysisProcess:
    """The analysis of ``record``'s seat ``seat``, going on from ``review`` (the verdicts
    so far, or None), then the whole reviews of the seats ``others``. A thread of the
    caller's reads what the process sends (a blocking read gives Python's lock up), so
    :meth:`poll` never waits on the process."""

    def __init__(self, record: Any, seat: int, review: Any = None, others: tuple[int, ...] = ()) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._out = ctx.Queue()
        self._stop = ctx.Event()
        self._received: collections.deque = collections.deque()
        self._process = ctx.Process(
            target=_analyse, name="rummy-review-analysis", daemon=True,
            args=(record.model_dump_json(), seat, review.model_dump_json() if review is not None else None,
                  self._out, self._stop, tuple(others)))
        self._process.start()
        self._reader = threading.Thread(target=self._read, name="rummy-review-reader", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                message = self._out.get(timeout=0.5)
            except queue.Empty:
                if not self._process.is_alive() and self._out.empty():
                    return
                continue
            except (OSError, EOFError, ValueError):  # closed
                return
            self._received.append(message)
            if message[0] in (END, ERROR):
                return

    def poll(self) -> list[tuple]:
        """What the process has sent since the last call (never waits)."""
        got: list[tuple] = []
        while self._received:
            got.append(self._received.popleft())
        return got

    @property
    def alive(self) -> bool:
        """The process may still send something."""
        return self._reader.is_alive() or bool(self._received)

    def close(self) -> None:
        """End the analysis (the decision under way is dropped). Does not wait for it."""
        self._stop.set()
        if self._process.is_alive():
            self._process.terminate()
