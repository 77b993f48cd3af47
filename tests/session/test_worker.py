"""The search worker: one Python thread, jobs in order, errors reported, a clean close."""

from __future__ import annotations

import threading

import pytest

from rummy_desktop.session.worker import Worker


def _collect(worker: Worker, fns) -> list:
    out: list = []
    finished = threading.Event()
    for i, fn in enumerate(fns):
        last = i == len(fns) - 1

        def done(result, error, last=last):
            out.append((result, error, threading.current_thread().name))
            if last:
                finished.set()

        worker.submit(fn, done)
    assert finished.wait(30)
    return out


def test_jobs_run_in_order_on_one_python_thread():
    w = Worker("t-worker")
    out = _collect(w, [lambda i=i: i * i for i in range(20)])
    assert [r for r, _, _ in out] == [i * i for i in range(20)]
    assert {name for _, _, name in out} == {"t-worker"}
    assert w.close(5)


def test_an_exception_is_handed_to_done_and_the_worker_goes_on():
    w = Worker()

    def boom():
        raise ValueError("bad search")

    out = _collect(w, [boom, lambda: 7])
    assert out[0][0] is None and isinstance(out[0][1], ValueError)
    assert out[1][:2] == (7, None)
    w.close(5)


def test_a_failing_receiver_does_not_end_the_worker(capsys):
    w = Worker()
    w.submit(lambda: 1, lambda r, e: 1 / 0)
    assert _collect(w, [lambda: 2])[0][0] == 2
    w.close(5)
    assert "ZeroDivisionError" in capsys.readouterr().err


def test_close_waits_for_the_running_job_and_skips_the_queued_ones():
    w = Worker()
    started, release = threading.Event(), threading.Event()
    ran: list[int] = []

    def slow():
        started.set()
        release.wait(5)
        ran.append(1)

    w.submit(slow, lambda r, e: None)
    w.submit(lambda: ran.append(2), lambda r, e: None)
    assert started.wait(5)
    threading.Timer(0.05, release.set).start()
    assert w.close(5)
    assert ran == [1]
    with pytest.raises(RuntimeError):
        w.submit(lambda: None, lambda r, e: None)


def test_the_native_search_runs_again_and_again_on_the_worker():
    """CP-SAT keeps per-thread Python state: many searches in a row on the same thread."""
    from rummy_desktop.solver.lp import IntProgram

    def tiny():
        p = IntProgram()
        a, b = p.var(0, 3, 1), p.var(0, 3, 2)
        p.row([(a, 1), (b, 1)], 0, 4)
        return p.solve()

    w = Worker()
    out = _collect(w, [tiny] * 10)
    assert all(r == ([1, 3], True) and e is None for r, e, _ in out)
    w.close(5)
