"""What a player who comes back gets, live on 127.0.0.1: the round so far as the move log
shows it (as that seat may see it) and the table's last 50 chat lines, after a rejoin and
after the host itself was resumed from its autosave."""

from __future__ import annotations

from rummy_desktop.net.host import Host
from rummy_desktop.net.views import engine_event, public_events

from .lan import LOOPBACK, join, make_host


def _seen_by(host, seat):
    """The round so far as ``seat`` may see it, as the client rebuilds it."""
    return [(s, [engine_event(e) for e in public_events(events, seat)]) for s, events in host.history]


def test_a_player_who_comes_back_gets_the_round_so_far_and_the_last_chat_lines(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,greedy", seed=3)
    ana, bea = join(catalog, host, "Ana"), join(catalog, host, "Bea")
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) >= 6, timeout=10000)
    for i in range(60):
        host.say(bea.seat, f"line {i}")
    seat, token = bea.seat, bea.token
    bea.close()
    qtbot.waitUntil(lambda: host.seats[seat].peer is None, timeout=5000)
    qtbot.waitUntil(lambda: host.game.to_act == seat, timeout=10000)  # the table waits for Bea: nothing moves
    back = join(catalog, host, "Bea", token=token, level=None)
    qtbot.waitUntil(lambda: back.view is not None, timeout=5000)
    assert back.history and [(u.seat, u.events) for u in back.history] == _seen_by(host, seat)
    drawn = [e for u in back.history for e in u.events if e.kind == "drew" and e.seat != seat]
    assert drawn and all(e.private is None for e in drawn)  # another seat's drawn card stays hidden
    assert back.history_chat == [(seat, "Bea", f"line {i}") for i in range(10, 60)]
    assert ana.connected
    host.close()


def test_after_a_host_resume_everyone_gets_the_round_so_far_and_the_chat(qtbot, catalog, tmp_path):
    path = tmp_path / "lan.json"
    host = make_host(catalog, "carousel", "open,open", seed=8, autosave=path)
    a, _b = join(catalog, host, "Ana"), join(catalog, host, "Bea")  # (Bea plays on, by a computer)
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) >= 10, timeout=10000)
    host.say(a.seat, "before the crash")
    host.stop()  # the crash
    for p in list(host.peers):
        p.socket.abort()
    assert host.session.saver.flush(10)
    again = Host.resume(catalog, path, clock=host.clock)
    assert again.listen(LOOPBACK, 0)
    assert [(s, [e.kind for e in evs]) for s, evs in again.history] == \
        [(s, [e.kind for e in evs]) for s, evs in host.history] and again.history
    assert list(again.chat_lines) == [(a.seat, "Ana", "before the crash")]
    back = join(catalog, again, "Ana", token=a.token, level=None)
    qtbot.waitUntil(lambda: back.view is not None, timeout=5000)
    assert [(u.seat, u.events) for u in back.history] == _seen_by(again, a.seat)
    assert back.history_chat == [(a.seat, "Ana", "before the crash")]
    again.close()
    host.close()
