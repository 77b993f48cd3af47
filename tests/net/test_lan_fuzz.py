"""10,000 hostile inputs (net/fuzz.py) against a live host on 127.0.0.1, while a player sits
at its table; then the table fills and a normal game completes on that host."""

from __future__ import annotations

from rummy_desktop.net import protocol as P
from rummy_desktop.net.framing import FATAL
from rummy_desktop.net.fuzz import hostile_frames
from rummy_desktop.net.host import HostLimits

from .lan import Clock, Raw, frame, join, make_host, play_out, spin


CASES = 10_000
BATCH = 12  # cases on one connection, when none of them ends it
IN_FLIGHT = 6  # connections at once (the host allows 10 per address)


def _batches(cases):
    batch: list = []
    for case in cases:
        batch.append(case)
        if case.expect in FATAL or case.expect == "incomplete" or len(batch) == BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def test_hostile_frames_change_nothing_and_the_table_plays_on(qtbot, catalog):
    clock = Clock()  # frozen: the wrong codes of the fuzz run count, and nobody times out
    host = make_host(catalog, "rummy", "open,open,open", code="Kq7-zz", seed=3,
                     limits=HostLimits(tries=5, try_window=60), clock=clock)
    first = join(catalog, host, "First", code="Kq7-zz")
    qtbot.waitUntil(lambda: first.seat is not None, timeout=5000)
    before = (host.seat_infos(), [(s.joined, s.token_hash, s.name) for s in host.seats])

    sent = ended = 0
    pending = list(_batches(hostile_frames(CASES, seed=11)))
    live: list[tuple[Raw, int | None]] = []
    nonce = 0
    while pending or live:
        while pending and len(live) < IN_FLIGHT:
            batch = pending.pop()
            raw = Raw(host.port)  # what is written while it connects goes out once connected
            raw.hello()
            raw.write(b"".join(c.data for c in batch))
            sent += len(batch)
            last = batch[-1].expect
            if last == "incomplete":  # the host waits for the rest, which never comes
                raw.abort()
                continue
            nonce += 1
            if last not in FATAL:
                raw.send(P.ClientPing(nonce=nonce))  # answered once everything before is judged
            live.append((raw, nonce if last not in FATAL else None))

        def settled():
            return any(raw.closed or any(m.nonce == n for m in raw.of("pong")) for raw, n in live)

        spin(settled)
        still = []
        for raw, n in live:
            if raw.closed or any(m.nonce == n for m in raw.of("pong")):
                ended += raw.closed
                raw.abort()
            else:
                still.append((raw, n))
        live = still
    assert sent == CASES and ended > 0
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=10000)  # only the player is left
    assert first.connected and first.refusal is None
    assert (host.seat_infos(), [(s.joined, s.token_hash, s.name) for s in host.seats]) == before
    assert host.session is None
    # a frame after garbage on the player's own connection is still read
    first._socket.write(frame(b'{"type":"chat","text":"x","admin":1}'))
    first.say("still here")
    qtbot.waitUntil(lambda: bool(first.chat_lines), timeout=5000)
    assert first.last_refusal.reason == "bad_message"

    clock.now += 61  # the fuzz run's wrong codes are forgotten: friends on 127.0.0.1 join
    others = [join(catalog, host, f"P{i}", code="Kq7-zz") for i in (2, 3)]
    play_out(qtbot, host, [first, *others])
    assert first.result == host.result and host.game.over
    host.close()
