"""A side of a LAN game whose own event loop was held up does not blame the other side for
the silence: the host keeps its peers, the client keeps its host."""

from __future__ import annotations

import time

from rummy_desktop.net.client import ClientLimits
from rummy_desktop.net.host import HostLimits
from rummy_desktop.net.own_pause import OwnPause

from .lan import Clock, Raw, join, make_host, spin


def test_the_pause_is_the_time_a_tick_came_late_beyond_its_interval():
    clock = Clock()
    pause = OwnPause(clock)
    assert pause.tick(clock.now) == 0.0  # not started: nothing to measure against
    pause.start(1.0)
    assert pause.tick(1001.0) == 0.0  # on time
    assert pause.tick(1001.5) == 0.0  # early (a tick called by hand)
    assert abs(pause.tick(1002.75) - 0.25) < 1e-9
    assert pause.tick(1012.75) == 9.0  # asleep for nine seconds


def test_a_silent_peer_is_dropped_on_time_but_not_for_the_hosts_own_pause(qtbot, catalog):
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", limits=HostLimits(ping_interval=1.0, silence=3.0), clock=clock)
    raw = Raw(host.port)  # connects, then says nothing at all
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=5000)
    clock.now += 30  # the host was held up for half a minute: its timer fires late
    host._tick()  # only the timer's own second counts as silence
    assert len(host.peers) == 1 and not raw.closed
    for _ in range(2):  # then ticks on time, up to three seconds: still within the silence
        clock.now += 1
        host._tick()
    assert len(host.peers) == 1
    clock.now += 1  # four seconds of silence the host listened through: dropped
    host._tick()
    assert host.peers == []


def test_a_host_and_client_held_up_together_keep_their_connection(qtbot, catalog):
    """The real timers and sockets: the process (host and client alike) stops for twice the
    silence; when it goes on, the late timers must not drop anyone."""
    host = make_host(catalog, "rummy", "open,open", limits=HostLimits(ping_interval=0.05, silence=0.4))
    client = join(catalog, host, "Ana", level=None, limits=ClientLimits(ping_interval=0.05, silence=0.4))
    qtbot.waitUntil(lambda: client.seat is not None, timeout=5000)
    time.sleep(0.9)  # the whole event loop held up (a slow disk, a busy machine)
    deadline = time.monotonic() + 0.6
    spin(lambda: time.monotonic() > deadline, timeout=5)
    assert client.connected and client.refusal is None
    assert len(host.peers) == 1 and host.seats[client.seat].peer is not None
