"""The retry's judge (:class:`.retry.RetryJudge`) in a process of its own, for the desktop
window, as the review's analysis is (:mod:`.process`): its searches are pure Python, and on
a thread of the window's process they held Python's lock long enough to stall the window
for 100 to 300 ms while a move was judged. In a process of its own they share nothing
with the window.

The process is started when the retry opens (it reads the record and walks the judge to
the decision while the player thinks): :meth:`RetryProcess.prepare` asks it to walk to a
decision, :meth:`RetryProcess.judge` to judge a move there; the answers come back as JSON
over a queue, read with :meth:`RetryProcess.poll` (never waits); :meth:`RetryProcess.close`
ends it (a judgement under way is dropped). No Qt; started with ``spawn``.
"""

from __future__ import annotations

import collections
import multiprocessing
import queue
import threading
from typing import Any

from rummy_desktop.core.actions import dump_action

#: What the process is asked: (PREPARE, 0, step, None), (JUDGE, token, step, action JSON),
#: or None (stop).
PREPARE, JUDGE = "prepare", "judge"
#: What it answers: (VERDICT, token, verdict JSON or None) or (ERROR, token, words).
VERDICT, ERROR = "verdict", "error"


def _serve(record_json: str, seat: int, review_json: str, inbox: Any, out: Any) -> None:
    try:
        # here, in the judge's process: a failure is said to the window; the window that
        # imports this module to start the process does not load the engine
        from rummy_desktop.core.actions import parse_action
        from rummy_desktop.plugins.manager import default_catalog
        from rummy_desktop.storage.records import GameRecord, Review

        from .replay import Replay
        from .retry import RetryJudge

        record = GameRecord.model_validate_json(record_json)
        judge = RetryJudge(Replay(record, default_catalog(), seat), Review.model_validate_json(review_json))
    except Exception as e:  # said to the window, which shows it
        out.put((ERROR, None, f"{type(e).__name__}: {e}"))
        return
    while True:
        message = inbox.get()
        if message is None:
            return
        kind, token, step, action = message
        try:
            if kind == PREPARE:
                judge.prepare(step)
                continue
            verdict = judge.judge(step, parse_action(action))
            out.put((VERDICT, token, verdict.model_dump_json() if verdict is not None else None))
        except Exception as e:  # said to the window, which shows it
            out.put((ERROR, token, f"{type(e).__name__}: {e}"))


class RetryProcess:
    """The judge of retried moves of ``record``'s seat ``seat``, as ``review`` judged them.
    A thread of the caller's reads the answers (a blocking read gives Python's lock up), so
    :meth:`poll` never waits on the process."""

    def __init__(self, record: Any, seat: int, review: Any) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._in = ctx.Queue()
        self._out = ctx.Queue()
        self._received: collections.deque = collections.deque()
        self._process = ctx.Process(target=_serve, name="rummy-retry-judge", daemon=True,
                                    args=(record.model_dump_json(), seat, review.model_dump_json(), self._in,
                                          self._out))
        self._process.start()
        self._closed = False
        self._reader = threading.Thread(target=self._read, name="rummy-retry-reader", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while not self._closed:
            try:
                message = self._out.get(timeout=0.5)
            except queue.Empty:
                if not self._process.is_alive() and self._out.empty():
                    return
                continue
            except (OSError, EOFError, ValueError):  # closed
                return
            self._received.append(message)

    def prepare(self, step: int) -> None:
        """Walk the judge to the decision at position ``step`` (before the player's move)."""
        self._in.put((PREPARE, 0, step, None))

    def judge(self, token: int, step: int, action: Any) -> None:
        """Judge ``action`` at the decision of position ``step``; the answer carries ``token``."""
        self._in.put((JUDGE, token, step, dump_action(action)))

    def poll(self) -> list[tuple]:
        """What the process has answered since the last call (never waits)."""
        got: list[tuple] = []
        while self._received:
            got.append(self._received.popleft())
        return got

    @property
    def alive(self) -> bool:
        """The process may still answer."""
        return self._process.is_alive() or bool(self._received)

    def close(self) -> None:
        """End the process (a judgement under way is dropped). Does not wait for it."""
        self._closed = True
        if self._process.is_alive():
            self._process.terminate()
