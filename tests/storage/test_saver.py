"""The background saver: writes on its own thread, atomically, the latest contents of a burst
only, in order with a removal, and everything pending on close."""

from __future__ import annotations

import threading

import pytest

from rummy_desktop.storage.files import write_bytes
from rummy_desktop.storage.saver import BackgroundSaver


class Gate:
    """A write function that records what it writes, on which thread, and can be held."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.open.set()
        self.started = threading.Event()
        self.written: list[bytes] = []
        self.threads: set[str] = set()

    def __call__(self, path, data: bytes) -> None:
        self.threads.add(threading.current_thread().name)
        self.started.set()
        assert self.open.wait(10)
        write_bytes(path, data)
        self.written.append(data)


def test_a_burst_is_written_once_with_its_latest_contents(tmp_path):
    gate = Gate()
    saver = BackgroundSaver(tmp_path / "a.json", write=gate)
    gate.open.clear()
    saver.save(b"1")
    assert gate.started.wait(10)  # the first write is under way, held
    for n in (b"2", b"3", b"4"):
        saver.save(n)  # returns at once, while the disk is busy
    assert not saver.idle
    gate.open.set()
    assert saver.flush(10) and saver.idle
    assert gate.written == [b"1", b"4"] and (tmp_path / "a.json").read_bytes() == b"4"
    assert gate.threads == {"rummy-saver"}
    saver.close()


def test_close_writes_what_is_pending_and_ends_the_thread(tmp_path):
    gate = Gate()
    gate.open.clear()
    saver = BackgroundSaver(tmp_path / "b.json", write=gate)
    saver.save(b"first")
    assert gate.started.wait(10)
    saver.save(b"last")
    threading.Timer(0.05, gate.open.set).start()
    assert saver.close(10)
    assert (tmp_path / "b.json").read_bytes() == b"last"
    with pytest.raises(RuntimeError):
        saver.save(b"after")
    assert [p.name for p in tmp_path.iterdir()] == ["b.json"]  # no temporary file left


def test_a_removal_comes_after_the_writes_before_it(tmp_path):
    gate = Gate()
    gate.open.clear()
    path = tmp_path / "c.json"
    saver = BackgroundSaver(path, write=gate)
    saver.save(b"game")
    assert gate.started.wait(10)
    saver.save(b"later")  # dropped: the game ended before it was begun
    saver.remove()
    gate.open.set()
    assert saver.flush(10)
    assert not path.exists() and gate.written == [b"game"]
    saver.save(b"again")
    saver.close()
    assert path.read_bytes() == b"again"


def test_a_failed_write_keeps_the_last_good_file_and_is_told_to_the_next_save(tmp_path):
    path = tmp_path / "d.json"
    fail = threading.Event()

    def write(p, data):
        if fail.is_set():
            raise OSError(28, "No space left on device")
        write_bytes(p, data)

    saver = BackgroundSaver(path, write=write)
    saver.save(b"good")
    assert saver.flush(10)
    fail.set()
    saver.save(b"bad")
    assert saver.flush(10)
    assert path.read_bytes() == b"good"
    fail.clear()
    with pytest.raises(OSError, match="No space"):
        saver.save(b"better")  # taken all the same
    assert saver.close(10) and path.read_bytes() == b"better"
