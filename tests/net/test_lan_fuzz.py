"""Hostile inputs (net/fuzz.py: 2,500 here, each of its fifteen kinds 166 times or more;
``RUMMY_FUZZ_CASES=10000`` for the audit's long run) against a live host on 127.0.0.1,
while a player sits at its table: the clear ones as a fresh connection's first bytes, the
sealed ones after a real exchange with the code (sealed, or spoiled so that they do not
open); then the table fills and a normal game completes on that host. ``make bench-lan``
runs the long one."""

from __future__ import annotations

import os

from rummy_desktop.net import protocol as P
from rummy_desktop.net.framing import FATAL
from rummy_desktop.net.fuzz import hostile_frames, on_the_wire
from rummy_desktop.net.host import HostLimits

from .lan import Clock, Raw, frame, join, make_host, play_out, spin

CASES = int(os.environ.get("RUMMY_FUZZ_CASES", "2500"))
BATCH = 24  # sealed cases on one connection (one exchange), when none of them ends it
IN_FLIGHT = 6  # connections at once (the host allows 10 per address)
CODE = "Kq7-zz"


def _batches(cases):
    """Clear cases one per connection; sealed ones a batch per connection, up to one that
    ends it."""
    batch: list = []
    for case in cases:
        if case.stage == "clear":
            yield [case]
            continue
        batch.append(case)
        if case.expect in FATAL or len(batch) == BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def test_hostile_frames_change_nothing_and_the_table_plays_on(qtbot, catalog):
    clock = Clock()  # frozen: nobody times out
    # a sealed case that does not open counts as a wrong code: the run's many would use the
    # table's allowance and retire the code (those limits are test_lan_limits' and test_lan_guard's)
    host = make_host(catalog, "rummy", "open,open,open", code=CODE, seed=3,
                     limits=HostLimits(tries=100_000, free_tries=100_000, code_life=None, messages=100_000,
                                       commands=1000, chats=1000), clock=clock)
    first = join(catalog, host, "First", code=CODE)
    qtbot.waitUntil(lambda: first.seat is not None, timeout=5000)
    before = (host.seat_infos(), [(s.joined, s.token_hash, s.name) for s in host.seats])

    sent = ended = exchanges = 0
    pending = list(_batches(hostile_frames(CASES, seed=11)))
    live: list[tuple[Raw, list, int | None]] = []  # a connection, its cases still to send, its last ping
    nonce = 0

    def settled(raw, cases, n):
        return raw.closed or (not cases and n is not None and any(m.nonce == n for m in raw.of("pong")))

    while pending or live:
        while pending and len(live) < IN_FLIGHT:
            batch = pending.pop()
            raw = Raw(host.port)  # what is written while it connects goes out once connected
            sent += len(batch)
            if batch[0].stage == "clear":
                raw.write(batch[0].data)
                if batch[0].expect == "incomplete":  # the host waits for the rest, which never comes
                    raw.abort()
                    continue
                live.append((raw, [], None))
                continue
            raw.open(CODE)
            exchanges += 1
            live.append((raw, batch, None))
        spin(lambda: any(settled(*c) or (c[1] and c[0].seal is not None) for c in live))
        still = []
        for raw, cases, n in live:
            if cases and raw.seal is not None and not raw.closed:  # sealed: the batch goes
                raw.write(b"".join(on_the_wire(c, raw.seal) for c in cases))
                if cases[-1].expect not in FATAL:
                    nonce += 1
                    n = nonce
                    raw.send(P.ClientPing(nonce=n))  # answered once everything before is judged
                cases = []
            if settled(raw, cases, n):  # (a clear case, or a batch that ends in a fatal one: closed)
                ended += raw.closed
                raw.abort()
            else:
                still.append((raw, cases, n))
        live = still
    assert sent == CASES and ended > 0 and exchanges > 100
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=10000)  # only the player is left
    assert first.connected and first.refusal is None
    assert (host.seat_infos(), [(s.joined, s.token_hash, s.name) for s in host.seats]) == before
    assert host.session is None
    # a frame after garbage on the player's own connection is still read
    first._socket.write(frame(first._seal.seal(b'{"type":"chat","text":"x","admin":1}')))
    first.say("still here")
    qtbot.waitUntil(lambda: bool(first.chat_lines), timeout=5000)
    assert first.last_refusal.reason == "bad_message"

    others = [join(catalog, host, f"P{i}", code=CODE) for i in (2, 3)]
    play_out(qtbot, host, [first, *others])
    assert first.result == host.result and host.game.over
    host.close()
