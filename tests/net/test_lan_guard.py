"""The join code under attack, from outside: raw connections on loopback from many source
addresses (127.0.0.2 to 127.0.0.65: an attacker with 64 addresses in rotation), in bursts,
against a live host. What must hold (issue 43): the guesses per hour the host allows,
whatever the addresses; at most a few exchanges under way at once; the code retired after
a burst of wrong ones, and a new code in one call; a seated player taking its seat back
during the attack (the slots full, the code's allowance spent, the code retired); a kick
that sticks. docs/lan-security.md turns the figure measured here into years."""

from __future__ import annotations

import secrets

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.net import protocol as P
from rummy_desktop.net.host import HostLimits

from .lan import CODE, Clock, Raw, advance, join, make_host, spin

ROTATION = [f"127.0.0.{i}" for i in range(2, 66)]  # the attacker's 64 addresses


class Attacker:
    """Guesses the code from its addresses in turn: each guess a connection that says its
    hello and its half of the exchange keyed by a wrong code, and gives up as soon as it
    knows (the host's sealed welcome does not open: a wrong guess)."""

    def __init__(self, host) -> None:
        self.host = host
        self.turn = 0
        self.tested = 0  # guesses the host answered (its half of the exchange came)
        self.refusals: list[P.Refusal] = []
        self.most_under_way = 0

    def burst(self, n: int) -> None:
        raws = []
        for _ in range(n):
            raw = Raw(self.host.port, ROTATION[self.turn % len(ROTATION)])
            self.turn += 1
            raw.open(f"x{secrets.token_hex(4)}")  # a code the host never deals
            raws.append(raw)
        pending = list(raws)
        while pending:
            spin(lambda: any(r.closed or r.of("key") for r in pending))
            self.most_under_way = max(self.most_under_way,
                                      sum(1 for c in self.host.guard.under_way if not c.token))
            for r in [r for r in pending if r.of("key")]:  # answered: a guess tested, and lost
                self.tested += 1
                r.abort()
                pending.remove(r)
            for r in [r for r in pending if r.closed]:
                self.refusals += r.refusals()
                pending.remove(r)
        spin(lambda: not self.host.guard.under_way and all(not p.handshake.proving for p in self.host.peers))


def test_guesses_from_64_addresses_in_rotation_are_held_to_the_tables_allowance(qtbot, catalog):
    """30 connections at once from 6 addresses, then a burst a minute for an hour from the
    64 addresses in turn, the host making a new code each time the old one is retired:
    the host answers at most 8 + 30 guesses in the hour, at most 2 at a time."""
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", clock=clock, limits=HostLimits(silence=10**6))
    attacker = Attacker(host)
    attacker.turn = len(ROTATION) - 6  # the burst: 30 at once from 6 addresses
    attacker.burst(30)
    first = attacker.tested
    assert first == host.limits.free_tries  # charged as they start, not when they fail
    assert attacker.most_under_way <= host.limits.exchanges
    assert {r.reason for r in attacker.refusals} == {"too_many_tries"}
    codes = {host.code}
    for _minute in range(60):
        clock.now += 60  # (a minute with nobody there: one tick is enough)
        host._tick()
        attacker.burst(4)
        if host.code_retired:  # an attentive host makes a new code at once (the attacker's best case)
            codes.add(host.change_code())
    per_hour = attacker.tested
    print(f"guesses answered in the first hour: {per_hour} (at most {host.limits.exchanges} at a time; "
          f"{len(codes)} codes)")
    assert 30 <= per_hour <= host.limits.free_tries + 3600 / host.limits.try_every
    assert attacker.most_under_way <= host.limits.exchanges
    assert host.failures(3600)[0] == per_hour and len(codes) >= 2


def test_a_code_dies_after_a_burst_of_wrong_ones_and_the_host_makes_another(qtbot, catalog):
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open,open", clock=clock,
                     limits=HostLimits(code_life=8, silence=10**6))
    ana = join(catalog, host, "Ana", level=None)
    qtbot.waitUntil(lambda: ana.seat is not None, timeout=5000)
    heard = []
    host.triesChanged.connect(lambda: heard.append(host.failures()))
    Attacker(host).burst(8)
    assert host.code_retired and heard[-1] == (8, 8)  # the host's window: 8 wrong codes from 8 addresses
    late = join(catalog, host, "Bea", level=None, source="127.0.0.80")
    qtbot.waitUntil(lambda: late.refusal is not None, timeout=5000)
    assert late.refusal == P.Refusal(reason="code_retired") and ana.connected
    advance(host, clock, 600)  # (the allowance grows back meanwhile)
    code = host.change_code()
    assert code != CODE and not host.code_retired
    old = join(catalog, host, "Bea", level=None, source="127.0.0.80")
    qtbot.waitUntil(lambda: old.refusal is not None, timeout=5000)
    assert old.refusal.reason == "bad_code"  # the old code opens the table no more
    new = join(catalog, host, "Bea", code=code, level=None, source="127.0.0.80")
    qtbot.waitUntil(lambda: new.seat is not None, timeout=5000)
    assert ana.connected


def test_a_seated_player_takes_its_seat_back_during_the_attack(qtbot, catalog):
    """The code retired, the table's allowance spent, every connection slot held by
    strangers: a player of the table who drops comes back with its token, from its own
    address at once, and from another one as soon as a slot is free; the code's limits
    never touch it, and the game goes on."""
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", seed=5, clock=clock,
                     limits=HostLimits(code_life=8, silence=10**6, grace=10**6, join_time=10**6,
                                       hello_time=10**6))
    ana = join(catalog, host, "Ana", level=None)
    bea = join(catalog, host, "Bea", level=None, source="127.0.0.70")
    qtbot.waitUntil(lambda: host.game is not None and ana.view is not None and bea.view is not None, timeout=5000)
    Attacker(host).burst(12)
    assert host.code_retired and host.guard.allowance() < 1
    held = []  # strangers hold every place they can: idle connections from 8 addresses
    for address in ROTATION[:8]:
        for _ in range(host.limits.per_address):
            held.append(Raw(host.port, address))
    spin(lambda: all(r.of("hello") or r.closed for r in held))
    assert sum(1 for r in held if not r.closed) == host.limits.connections
    assert {x.reason for r in held if r.closed for x in r.refusals()} == {"too_many_connections"}
    newcomer = Raw(host.port, "127.0.0.90")  # a stranger with the right code: no place for it
    spin(lambda: newcomer.closed)
    assert newcomer.refusals()[0].reason == "too_many_connections"

    seat, token = ana.seat, ana.token
    ana._socket.abort()  # Ana's connection drops
    qtbot.waitUntil(lambda: host.seats[seat].peer is None, timeout=5000)
    back = join(catalog, host, "Ana", token=token, level=None)  # from 127.0.0.1, her address
    qtbot.waitUntil(lambda: back.view is not None or back.refusal is not None, timeout=5000)
    assert back.refusal is None and back.seat == seat and back.view == host.game.view(seat)

    seat_b, token_b = bea.seat, bea.token
    bea._socket.abort()
    qtbot.waitUntil(lambda: host.seats[seat_b].peer is None, timeout=5000)
    for r in held[:3]:  # a few strangers go: places free up
        r.abort()
    qtbot.waitUntil(lambda: len(host.peers) < 33, timeout=5000)
    moved = join(catalog, host, "Bea", token=token_b, level=None, source="127.0.0.71")  # another address
    qtbot.waitUntil(lambda: moved.view is not None or moved.refusal is not None, timeout=5000)
    assert moved.refusal is None and moved.seat == seat_b
    assert host.code_retired and host.guard.allowance() < 1  # still: the token went past both

    players = {back.seat: back, moved.seat: moved}
    for _ in range(4):  # and the game goes on
        mover = players[host.game.to_act]
        qtbot.waitUntil(lambda: mover.view == host.game.view(mover.seat), timeout=5000)
        got = []
        mover.answered.connect(got.append)
        mover.send_command(GreedyPlayer(mover.seat).choose(mover.view))
        qtbot.waitUntil(lambda: bool(got), timeout=5000)
        assert got[0].accepted
    for r in held:
        r.abort()


def test_the_kick_holds_against_the_address_and_the_token(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,open")
    ana = join(catalog, host, "Ana", level=None)
    troll = join(catalog, host, "Troll", level=None, source="127.0.0.5")
    qtbot.waitUntil(lambda: ana.seat is not None and troll.seat is not None, timeout=5000)
    token = troll.token
    host.remove(troll.seat)
    qtbot.waitUntil(lambda: troll.refusal is not None, timeout=5000)
    tries = [Raw(host.port, "127.0.0.5") for _ in range(5)]
    for r in tries[:4]:
        r.open(CODE)  # the right code
    tries[4].open(token=token)  # its seat's token
    spin(lambda: all(r.closed for r in tries))
    for r in tries:
        assert [x.reason for x in r.refusals()] == ["removed"] and not r.of("key")  # refused before any exchange
    assert host.failures(3600) == (0, 0) and not host.guard.under_way
    assert [(x.name, x.address) for x in host.removed] == [("Troll", "127.0.0.5")]
    other = join(catalog, host, "Cid", level=None, source="127.0.0.6")  # another computer: welcome
    qtbot.waitUntil(lambda: other.seat is not None, timeout=5000)
    assert ana.connected and host.open_seats == 1
