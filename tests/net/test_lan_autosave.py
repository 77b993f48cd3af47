"""The host's autosave after every move is written by a saver thread: nothing waits for the
disk on the host's event loop, the file follows the game, and closing the host writes it."""

from __future__ import annotations

import os
import threading

from rummy_desktop.storage.saves import load

from .lan import join, make_host, play_out


def test_the_host_never_syncs_to_the_disk_on_its_event_loop(qtbot, catalog, tmp_path, monkeypatch):
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append(threading.current_thread().name)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    path = tmp_path / "table.json"
    host = make_host(catalog, "rummy", "open,open,greedy", seed=5, autosave=path)
    clients = [join(catalog, host, f"P{i}") for i in range(2)]
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) >= 40, timeout=20000)
    assert host.session.saver.flush(10)
    assert synced and set(synced) == {"rummy-saver"}  # never the event loop's thread
    saved, sf = load(path, catalog)
    assert saved.log == host.game.log[:len(saved.log)] and len(saved.log) >= 40
    assert sf.extra["lan"]["code"] == host.code
    host.close()  # writes what was pending, ends the thread
    saved, _ = load(path, catalog)
    assert saved.log == host.game.log and host.session.saver is None
    assert all(c.refusal is None or c.refusal.reason == "host_closing" for c in clients)


def test_a_finished_network_game_leaves_no_autosave(qtbot, catalog, tmp_path):
    path = tmp_path / "table.json"
    host = make_host(catalog, "carousel", "open,greedy", seed=2, autosave=path)
    client = join(catalog, host, "Ana")
    play_out(qtbot, host, [client])
    assert host.session.saver.flush(10)
    assert not path.exists()
    host.close()
    assert not path.exists()
