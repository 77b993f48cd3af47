"""The join code and the turn clock under measure (127.0.0.x only): what docs/lan-security.md
rests on.

    .venv/bin/python bench/lan_guard.py [--hours H] [--clock SECONDS] [--short N] [--games G]

1. Guesses. An attacker with 64 addresses (127.0.0.2 to 127.0.0.65) in rotation guesses
   the code in bursts, against a live host whose clock is moved by hand (``--hours``
   simulated hours, a burst a minute; the host makes a new code each time the old one is
   retired, the attacker's best case). It prints the guesses the host answered per hour,
   and the expected time to find a code of six digits (the default) and of five
   characters (the shortest a host accepts), from the measured rate.
2. The turn clock. Live hosts on the real clock, two players who never move: a
   ``--clock``-second turn (60: the default clock), then ``--short`` 2-second turns; how
   late each ran out at a host in this process (its timer against its deadline), and as
   a player saw it at a ``rummy-desktop host`` of its own (from the frame that started
   the turn to the one that says time is up).
3. What a listener learns. ``--games`` games per rule set played in this process through
   the real sockets; every frame's length as it travels (sealed and padded), by what it
   held: which size each kind of command and each kind of move's view change takes, and
   how often the best guess of a command's kind from its length alone is right.
"""

from __future__ import annotations

import argparse
import collections
import os
import secrets
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop  # noqa: E402  (after the platform is chosen)

from rummy_desktop.plugins.manager import default_catalog  # noqa: E402  (the tree's, after sys.path)

LOOPBACK = "127.0.0.1"
ROTATION = [f"127.0.0.{i}" for i in range(2, 66)]
CODE = "bench-guard"
YEAR_H = 24 * 365.25


def spin(app, condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError("not reached in time")
        app.processEvents(QEventLoop.AllEvents, 20)


def raw_class():  # (the guesses' connections)
    sys.path.insert(0, str(ROOT / "tests"))
    from net.lan import Raw  # the tests' raw connection: hello, a key, nothing more

    return Raw


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def guesses(app, catalog, hours: int) -> dict:
    from rummy_desktop.net.host import Host, HostLimits, SeatPlan

    Raw = raw_class()
    clock = Clock()
    host = Host(catalog, "rummy", {}, [SeatPlan("open"), SeatPlan("open")], code="123456", seed=1, clock=clock,
                limits=HostLimits(silence=10**6))
    assert host.listen(LOOPBACK, 0), host.error
    turn, tested, codes = 0, 0, 1
    for _minute in range(60 * hours):
        raws = []
        for _ in range(4):
            raw = Raw(host.port, ROTATION[turn % len(ROTATION)])
            turn += 1
            raw.open(f"x{secrets.token_hex(4)}")
            raws.append(raw)
        pending = list(raws)
        while pending:
            spin(app, lambda: any(r.closed or r.of("key") for r in pending))
            for r in [r for r in pending if r.of("key") or r.closed]:
                tested += bool(r.of("key"))
                r.abort()
                pending.remove(r)
        spin(app, lambda: not host.guard.under_way)
        if host.code_retired:
            host.change_code()
            codes += 1
        clock.now += 60
        host._tick()
    limits = host.limits
    host.close()
    per_hour = tested / hours
    bound = 3600 / limits.try_every
    return {"hours": hours, "guesses": tested, "per_hour": round(per_hour, 1), "codes": codes, "attempts": turn,
            "bound_per_hour": bound, "burst": limits.free_tries, "exchanges": limits.exchanges,
            "code_life": limits.code_life}


def years(space: int, per_hour: float) -> float:
    """Expected years to find one code of ``space`` at ``per_hour`` guesses (half the space)."""
    return space / 2 / per_hour / YEAR_H


def clock_error(app, catalog, seconds: int, short: int) -> dict:
    """A ``seconds`` turn, then ``short`` 2-second turns, that nobody plays: how late each
    ran out at a host in this process (its timer against its deadline), and as a player saw
    it at a host in a process of its own (``rummy-desktop host``): from the frame that
    started the turn to the one that says time is up."""
    import json
    import subprocess

    from rummy_desktop.net.client import Client
    from rummy_desktop.net.host import Host, HostLimits, SeatPlan

    out: dict = {}
    for clock_s, turns in ((seconds, 1), (2, short)):
        if not turns:
            continue
        # at a host in this process: its timer against its deadline
        host = Host(catalog, "rummy", {}, [SeatPlan("open"), SeatPlan("open")], code=CODE, seed=3,
                    turn_clock=clock_s, stand_in="greedy", limits=HostLimits(silence=10**4))
        assert host.listen(LOOPBACK, 0), host.error
        clients = [Client(catalog, "P", CODE) for _ in range(2)]  # (players who never move, but answer pings)
        for c in clients:
            c.connect_to(LOOPBACK, host.port)
        spin(app, lambda: len(host.table.timer.fired_late) >= turns, timeout=clock_s * turns * 1.5 + 30)
        host_late = [round(1000 * x, 1) for x in host.table.timer.fired_late[:turns]]
        for c in clients:
            c.close()
        host.close()
        app.processEvents()
        # as a player saw it, the host in a process of its own
        proc = subprocess.Popen([sys.executable, "-m", "rummy_desktop.cli", "host", "--variant", "rummy", "--seats",
                                 "open,open", "--bind", LOOPBACK, "--port", "0", "--no-discovery", "--code", CODE,
                                 "--seed", "3", "--turn-clock", str(clock_s), "--stand-in", "greedy"],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        port = json.loads(proc.stdout.readline())["port"]
        seen: list = []  # (when, message) as the first player received them
        clients = [Client(catalog, "P", CODE) for _ in range(2)]
        handle = clients[0]._handle
        clients[0]._handle = lambda msg: (seen.append((time.perf_counter(), msg)), handle(msg))
        for c in clients:
            c.connect_to(LOOPBACK, port)

        def ups():
            return [i for i, (_t, m) in enumerate(seen) if m.type == "clock" and m.seconds == 0]

        spin(app, lambda: len(ups()) >= turns, timeout=clock_s * turns * 1.5 + 30)
        late = []
        for i in ups()[:turns]:
            start = max(j for j, (_t, m) in enumerate(seen[:i]) if getattr(m, "clock", None) == clock_s)
            late.append(seen[i][0] - seen[start][0] - clock_s)
        out[f"{clock_s}s"] = {"turns": turns, "host_late_ms": host_late,
                              "client_late_ms": [round(1000 * x, 1) for x in late]}
        for c in clients:
            c.close()
        proc.kill()
        proc.wait()
    return out


def listener(app, catalog, games: int) -> dict:
    """Frame lengths as they travel, by what each frame held (the host's and the clients'
    own encoding, recorded as they seal)."""
    from rummy_desktop.net import client as client_module
    from rummy_desktop.net.client import Client, ComputerSeat
    from rummy_desktop.net.host import Host, SeatPlan
    from rummy_desktop.net.host import transport as transport_module

    commands: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    deltas: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    kinds: collections.Counter = collections.Counter()
    real_t, real_c = transport_module.encode, client_module.encode

    def host_side(message, seal=None):
        data = real_t(message, seal)
        if seal is not None:
            kinds[(message.type, len(data))] += 1
            if message.type == "view_delta" and message.events:
                move = next((e.kind for e in message.events if e.kind not in ("turn_ended",)), "other")
                deltas[move][len(data)] += 1
        return data

    def client_side(message, seal=None):
        data = real_c(message, seal)
        if seal is not None and message.type == "command":
            commands[message.action.type][len(data)] += 1
        return data

    transport_module.encode, client_module.encode = host_side, client_side
    try:
        for variant, players in (("rummy", 3), ("rummy-500", 4), ("carousel", 3), ("manipulation", 3)):
            for g in range(games):
                host = Host(catalog, variant, {}, [SeatPlan("open")] * players, code=CODE, seed=11 + g)
                assert host.listen(LOOPBACK, 0), host.error
                clients = []
                for i in range(players):
                    c = Client(catalog, f"P{i}", CODE)
                    c.joined.connect(lambda _s, c=c: setattr(c, "player", ComputerSeat(c, "greedy")))
                    c.connect_to(LOOPBACK, host.port)
                    clients.append(c)
                spin(app, lambda: host.result is not None and all(c.result for c in clients), timeout=300)
                for c in clients:
                    c.close()
                host.close()
                app.processEvents()
    finally:
        transport_module.encode, client_module.encode = real_t, real_c
    by_length: dict[int, collections.Counter] = collections.defaultdict(collections.Counter)
    for kind, lengths in commands.items():
        for n, count in lengths.items():
            by_length[n][kind] += count
    total = sum(sum(c.values()) for c in commands.values())
    guessed = sum(max(c.values()) for c in by_length.values())  # the best guess for each length
    base = max(sum(c.values()) for c in commands.values())  # always guess the commonest kind
    return {
        "commands": {k: dict(sorted(v.items())) for k, v in sorted(commands.items())},
        "moves": {k: dict(sorted(v.items())) for k, v in sorted(deltas.items())},
        "command_kind_from_length": round(guessed / total, 3), "command_kind_blind": round(base / total, 3),
        "frame_lengths": sorted({n for (_t, n) in kinds}),
    }


def report_guesses(g: dict) -> None:
    print(f"guesses: 64 addresses in rotation, a burst of 4 a minute for {g['hours']} h ({g['attempts']} "
          f"attempts): {g['guesses']} answered, {g['per_hour']} an hour (allowance: {g['burst']} at once, then "
          f"{g['bound_per_hour']:.0f} an hour; at most {g['exchanges']} at a time; {g['codes']} codes, each "
          f"retired after {g['code_life']} wrong)")
    rate = max(g["per_hour"], g["bound_per_hour"])
    for label, space in (("six digits (the default)", 10**6), ("five digits (the shortest accepted)", 10**5),
                         ("four digits (refused)", 10**4)):
        y = years(space, rate)
        print(f"  a code of {label}: {space:,} codes, found in {space / 2 / rate:,.0f} h on average "
              f"= {y:.2f} years = {y * 365.25:.0f} days")



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hours", type=int, default=2)
    ap.add_argument("--clock", type=int, default=60, help="the long turn clock to time (0: none)")
    ap.add_argument("--short", type=int, default=10, help="2-second turns to time")
    ap.add_argument("--games", type=int, default=1, help="games per rule set for the listener's view")
    args = ap.parse_args()
    app = QCoreApplication([])
    catalog = default_catalog()
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    g = guesses(app, catalog, args.hours) if args.hours else None
    if g is not None:
        report_guesses(g)
    c = clock_error(app, catalog, args.clock, args.short)
    for key, v in c.items():
        print(f"turn clock {key} x{v['turns']}: late at the host {v['host_late_ms']} ms; as a client saw it "
              f"{v['client_late_ms']} ms (goal: within 100 ms)")
    if not args.games:
        return
    lst = listener(app, catalog, args.games)
    print(f"listener: sealed frame lengths seen {lst['frame_lengths']}")
    for kind, lengths in lst["commands"].items():
        print(f"  command {kind}: {lengths}")
    for kind, lengths in lst["moves"].items():
        print(f"  a move's view change ({kind}): {lengths}")
    print(f"  a command's kind guessed from its length: right {lst['command_kind_from_length']:.1%} "
          f"(blind, always the commonest: {lst['command_kind_blind']:.1%})")


if __name__ == "__main__":
    main()
