"""A review's analysis in processes of their own, for the desktop window (and the bench).

The verdicts are pure Python searches: on a thread of the window's process they hold
Python's lock, and every call the window makes into Qt waits for it, so stepping through
the game stalled the window for a tenth of a second and more. In processes of their own the
analysis shares nothing with the window: :class:`AnalysisProcess` starts :data:`JOBS` of
them (one per core, two at most); each walks the whole game (the judge remembers what the
seat saw, which costs no search) and judges the decisions it claims first (a shared list
of the last move claimed: the one that finished its last verdict takes the next), so the two
cores share the work whatever each decision costs. A verdict depends only on the walk and
the seed, never on which process made it, so the review is the same with one process or
two. A thread of the window's process reads what they send (JSON over a queue) and passes
the verdicts on in the game's order; the window reads them with
:meth:`AnalysisProcess.poll` from a timer, and :meth:`AnalysisProcess.close` ends them (the
decisions under way are dropped; the review goes on from the verdicts received).

No Qt; the processes are started with ``spawn`` (no copy of the window's Qt state), and
load the installed rule sets themselves.
"""

from __future__ import annotations

import collections
import multiprocessing
import os
import queue
import threading
from typing import Any

#: What :meth:`AnalysisProcess.poll` gives: ("step", moves looked at, verdict JSON or None),
#: ("seat", another seat, its whole review's JSON), ("end",) or ("error", words).
STEP, SEAT, END, ERROR = "step", "seat", "end", "error"
#: What a process sends: ("move", its index, verdict JSON or None) for each move it claimed.
_MOVE = "move"
#: The processes an analysis runs in: one per core, two at most.
JOBS = max(1, min(2, os.cpu_count() or 1))
#: ... each this much nicer than the window's process when there are two, so that the window's
#: thread gets a core whenever it wakes.
NICE = 5


def _analyse(record_json: str, seat: int, review_json: str | None, out: Any, stop: Any,
             others: tuple[int, ...] = (), claimed: Any = None, part: int = 0, parts: int = 1,
             worlds: int | None = None, seed: int = 0) -> None:
    try:
        if parts > 1:  # two processes on two cores: the window's thread comes first
            os.nice(NICE)

        # here, in the analysis process: loaded at its lower priority, a failure said to the window;
        # the window that imports this module to start the process does not load the engine
        from rummy_desktop.plugins.manager import default_catalog
        from rummy_desktop.storage.records import GameRecord, Review

        from .analysis import Analysis
        from .replay import Replay

        record = GameRecord.model_validate_json(record_json)
        kept = Review.model_validate_json(review_json) if review_json else None
        analysis = Analysis(Replay(record, default_catalog(), seat), review=kept, seed=seed,
                            **({"worlds": worlds} if worlds else {}))
        while not analysis.finished and not stop.is_set():
            i = analysis.done
            if claimed is None or _claim(claimed, i):
                verdict = analysis.step()
                out.put((_MOVE, i, verdict.model_dump_json() if verdict is not None else None))
            else:
                analysis.skip()
        for k, other in enumerate(others):  # then the other seats, whole (the summary shows them side by side)
            if stop.is_set():
                break
            if k % parts != part:
                continue
            more = Analysis(Replay(record, default_catalog(), other))
            while not more.finished and not stop.is_set():
                more.step()
            if more.finished:
                out.put((SEAT, other, more.review.model_dump_json()))
        out.put((END, part))
    except Exception as e:  # said to the window, which shows it
        out.put((ERROR, f"{type(e).__name__}: {e}"))


def _claim(claimed: Any, i: int) -> bool:
    """Claim move ``i`` for this process (False: another did first). Every process goes
    through the moves in order, so the first to reach a move finds the last move claimed
    before it, and claims it; ``claimed`` holds the last move claimed."""
    with claimed.get_lock():
        if claimed.value >= i:
            return False
        claimed.value = i
        return True


class AnalysisProcess:
    """The analysis of ``record``'s seat ``seat``, going on from ``review`` (the verdicts
    so far, or None), then the whole reviews of the seats ``others``, in ``jobs`` processes
    (:data:`JOBS`), with ``worlds`` (by default the review's) and ``seed`` (0). A thread of the caller's reads what they send (a blocking read gives
    Python's lock up) and puts the verdicts in the game's order, so :meth:`poll` never
    waits on the processes."""

    def __init__(self, record: Any, seat: int, review: Any = None, others: tuple[int, ...] = (),
                 jobs: int | None = None, worlds: int | None = None, seed: int = 0) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._out = ctx.Queue()
        self._stop = ctx.Event()
        self._received: collections.deque = collections.deque()
        self._parts = max(1, jobs or JOBS)
        # (kept: a child unpickles it after start() returns, and it must still exist then)
        self._claimed = claimed = ctx.Value("q", -1) if self._parts > 1 else None
        self._next = review.done if review is not None else 0  # the next move to pass on
        self._pending: dict[int, str | None] = {}
        args = (record.model_dump_json(), seat, review.model_dump_json() if review is not None else None,
                self._out, self._stop, tuple(others), claimed)
        self._processes = [ctx.Process(target=_analyse, name=f"rummy-review-analysis-{k}", daemon=True,
                                       args=args + (k, self._parts, worlds, seed)) for k in range(self._parts)]
        for process in self._processes:
            process.start()
        self._reader = threading.Thread(target=self._read, name="rummy-review-reader", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        ended = 0
        while True:
            try:
                message = self._out.get(timeout=0.5)
            except queue.Empty:
                if not any(p.is_alive() for p in self._processes) and self._out.empty():
                    return
                continue
            except (OSError, EOFError, ValueError):  # closed
                return
            kind = message[0]
            if kind == _MOVE:
                self._pending[message[1]] = message[2]
                while self._next in self._pending:  # in the game's order
                    verdict = self._pending.pop(self._next)
                    self._next += 1
                    self._received.append((STEP, self._next, verdict))
            elif kind == END:
                ended += 1
                if ended == self._parts:
                    self._received.append((END,))
                    return
            else:
                self._received.append(message)
                if kind == ERROR:
                    return

    def poll(self) -> list[tuple]:
        """What the process has sent since the last call (never waits)."""
        got: list[tuple] = []
        while self._received:
            got.append(self._received.popleft())
        return got

    @property
    def pids(self) -> list[int | None]:
        """The processes' ids."""
        return [p.pid for p in self._processes]

    @property
    def alive(self) -> bool:
        """The process may still send something."""
        return self._reader.is_alive() or bool(self._received)

    def close(self) -> None:
        """End the analysis (the decision under way is dropped). Does not wait for it."""
        self._stop.set()
        for process in self._processes:
            if process.is_alive():
                process.terminate()
