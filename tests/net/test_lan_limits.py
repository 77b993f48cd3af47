"""The host's limits, each live on 127.0.0.1 and each with a case that would pass without
it: a flood of any kind of message (before joining and after), connections in all, a
frame that drips in, a peer that does not read, a connection that never joins, and wrong
codes from many addresses (a back-off for everyone)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.net import protocol as P
from rummy_desktop.net.host import HostLimits

from .lan import CODE, Clock, Raw, advance, join, make_host


def _sealed(qtbot, host, join_as: str | None = None) -> Raw:
    raw = Raw(host.port)
    raw.open(CODE)
    qtbot.waitUntil(lambda: raw.sealed, timeout=5000)
    raw.send(P.ClientPing(nonce=0))  # its first sealed frame proves the code, as a client's join does
    if join_as is not None:
        raw.send(P.Join(name=join_as))
        qtbot.waitUntil(lambda: bool(raw.of("joined")), timeout=5000)
    return raw


def test_every_kind_of_message_counts_before_and_after_joining(qtbot, catalog):
    clock = Clock()  # frozen: every frame falls in the same window
    host = make_host(catalog, "rummy", "open,open,open", seed=4, clock=clock, limits=HostLimits(messages=20))
    honest = join(catalog, host, "Honest", level=None)
    qtbot.waitUntil(lambda: honest.seat is not None, timeout=5000)
    lurker = _sealed(qtbot, host)  # sealed, not joined
    player = _sealed(qtbot, host, "Player")
    for nonce in range(3000):
        lurker.send(P.ClientPing(nonce=nonce))
    for nonce in range(300):
        player.send(P.ClientPong(nonce=nonce))
    qtbot.waitUntil(lambda: lurker.closed and player.closed, timeout=5000)
    assert len(lurker.of("pong")) < 20
    for raw in (lurker, player):
        assert [r.params.get("what") for r in raw.refusals() if r.reason == "rate_limited"] == ["messages"] * 2
    assert honest.connected and honest.refusal is None
    others = [join(catalog, host, n, level=None) for n in ("Second", "Third")]  # the table fills
    qtbot.waitUntil(lambda: host.game is not None and all(c.view is not None for c in [honest, *others]),
                    timeout=5000)
    players = {c.seat: c for c in [honest, *others]}
    for _ in range(3 * 20):  # moves the game takes are not counted (a fast computer plays many)
        seat = host.game.to_act
        got = []
        players[seat].answered.connect(got.append)
        players[seat].send_command(GreedyPlayer(seat).choose(host.game.view(seat)))
        qtbot.waitUntil(lambda: bool(got), timeout=5000)
        assert got[0].accepted
    assert all(c.connected for c in players.values())
    host.close()


def test_connections_in_all_are_capped(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open", limits=HostLimits(connections=3))
    raws = [Raw(host.port) for _ in range(4)]
    qtbot.waitUntil(lambda: sum(r.closed for r in raws) == 1 and all(r.received for r in raws), timeout=5000)
    (late,) = [r for r in raws if r.closed]
    assert late.refusals()[0].reason == "too_many_connections" and len(host.peers) == 3
    host.close()


def test_a_frame_must_arrive_whole_within_its_time(qtbot, catalog):
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", clock=clock, limits=HostLimits(frame_time=10, silence=1000))
    drip, steady = _sealed(qtbot, host), _sealed(qtbot, host)
    box = P.ClientPing(nonce=1)
    from rummy_desktop.net.framing import encode

    data = encode(box, drip.seal)
    sent = 0
    dripping = host.peers[0]
    while not dripping.closed and sent < len(data):  # a byte every 4 s: heard from, never silent
        drip.write(data[sent:sent + 1])
        sent += 1
        steady.send(P.ClientPing(nonce=sent))  # whole frames, every 4 s: fine
        qtbot.waitUntil(lambda: any(m.nonce == sent for m in steady.of("pong")), timeout=5000)
        advance(host, clock, 4)
    qtbot.waitUntil(lambda: drip.closed, timeout=5000)
    assert sent == 3 < len(data)  # the third byte came 8 s after the first; 4 s later it is closed
    assert drip.refusals()[-1].params == {"problem": "slow_frame"} and not steady.closed
    host.close()


def test_a_peer_that_does_not_read_is_dropped_and_the_others_go_on(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,open", limits=HostLimits(queue=64 * 1024))
    reader = join(catalog, host, "Reader", level=None)
    qtbot.waitUntil(lambda: reader.seat is not None, timeout=5000)
    deaf = _sealed(qtbot, host, "Deaf")
    peer = next(p for p in host.peers if p.seat == deaf.of("joined")[0].seat)
    deaf.socket.setReadBufferSize(1)  # Qt takes a byte from the system, then waits for a read...
    deaf.socket.readyRead.disconnect()  # ... which never comes
    deaf.socket.setSocketOption(QAbstractSocket.ReceiveBufferSizeSocketOption, 4096)
    peer.socket.setSocketOption(QAbstractSocket.SendBufferSizeSocketOption, 4096)
    lines = 0
    while peer in host.peers and lines < 20_000:
        host.say(0, f"line {lines:05d} " + "x" * 180)
        lines += 1
        if lines % 10 == 0:  # the event loop turns: what the reader's socket holds goes out
            QCoreApplication.processEvents()
    assert peer not in host.peers and lines < 20_000
    qtbot.waitUntil(lambda: len(reader.chat_lines) == lines, timeout=10000)
    assert reader.connected and reader.chat_lines[-1][2].startswith(f"line {lines - 1:05d}")
    host.close()


def test_a_connection_that_never_joins_is_dropped(qtbot, catalog):
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", clock=clock, limits=HostLimits(join_time=30, silence=1000))
    idle = _sealed(qtbot, host)
    player = join(catalog, host, "Player", level=None)
    qtbot.waitUntil(lambda: player.seat is not None, timeout=5000)
    advance(host, clock, 31)
    qtbot.waitUntil(lambda: idle.closed, timeout=5000)
    assert idle.refusals()[-1] == P.Refusal(reason="not_joined", params={"problem": "join_time"})
    assert player.connected
    host.close()


def test_the_tables_allowance_of_wrong_codes_holds_whatever_the_address(qtbot, catalog):
    """Two wrong codes at once, then one a minute (here): the right code waits too, told
    how long, and gets in when the allowance has grown back; a right code costs nothing."""
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open,open", clock=clock,
                     limits=HostLimits(tries=100, free_tries=2, try_every=60))
    for n in range(2):  # (from one address here; the allowance is the table's, whatever the address)
        wrong = join(catalog, host, "Eve", code=f"guess-{n}", level=None)
        qtbot.waitUntil(lambda: wrong.refusal is not None and not host.peers, timeout=5000)
        assert wrong.refusal.reason == "bad_code"
    right = join(catalog, host, "Ana", level=None)  # even the right code waits now
    qtbot.waitUntil(lambda: right.refusal is not None, timeout=5000)
    assert right.refusal == P.Refusal(reason="too_many_tries", params={"seconds": 60})
    clock.now += 30
    late = join(catalog, host, "Ana", level=None)
    qtbot.waitUntil(lambda: late.refusal is not None, timeout=5000)
    assert late.refusal.params == {"seconds": 30}
    clock.now += 30
    ok = join(catalog, host, "Ana", level=None)
    qtbot.waitUntil(lambda: ok.seat is not None, timeout=5000)
    again = join(catalog, host, "Bea", level=None)  # the right code was paid back: the next one goes too
    qtbot.waitUntil(lambda: again.seat is not None, timeout=5000)
    assert host.failures(3600) == (2, 1) and host.failures(10) == (0, 0)
    host.close()
