"""Discovery across a virtual LAN: Linux network namespaces on a bridge (needs root; not in CI).

    sudo .venv/bin/python bench/lan_netns.py

Three namespaces stand for three machines, each with one end of a veth pair whose other
end is a port of a bridge (the "switch", in a namespace of its own, so this machine's own
network is not touched):

    rd-host   10.77.0.1/24   ``rummy-desktop host`` (Rummy 500, two open seats, one computer)
    rd-old    10.77.0.3/24   a table of the previous protocol version (a bare UDP answer)
    rd-probe  10.77.0.2/24   the player: a discovery probe to every interface's broadcast
                             address (``Finder``, as the Join dialog does), then two
                             ``rummy-desktop join`` by the address and port it found

It prints what the probe found (each table, joinable or greyed with the reason), then the
game's result as the host and both players print it. The namespaces go at the end, also on
failure.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PREFIX = "rd-"
SWITCH, HOST, OLD, PROBE = (PREFIX + n for n in ("lan", "host", "old", "probe"))
ADDRESSES = {HOST: "10.77.0.1", PROBE: "10.77.0.2", OLD: "10.77.0.3"}
CODE = "netns-1"


def ip(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["ip", *args], check=check, capture_output=True, text=True)


def in_ns(ns: str, *argv: str, **kw) -> subprocess.Popen:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(["ip", "netns", "exec", ns, *argv], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def why_not() -> str | None:
    """Why namespaces cannot be made here, or None."""
    if os.geteuid() != 0:
        return "not root (network namespaces need CAP_SYS_ADMIN and CAP_NET_ADMIN)"
    if shutil.which("ip") is None:
        return "no 'ip' command (iproute2)"
    probe = ip("netns", "add", PREFIX + "check", check=False)
    if probe.returncode != 0:
        return f"'ip netns add' failed: {probe.stderr.strip()}"
    ip("netns", "del", PREFIX + "check", check=False)
    return None


def build() -> None:
    ip("netns", "add", SWITCH)
    ip("-n", SWITCH, "link", "add", "br0", "type", "bridge")
    ip("-n", SWITCH, "link", "set", "br0", "up")
    for ns, address in ADDRESSES.items():
        ip("netns", "add", ns)
        port = "p-" + ns[len(PREFIX):]
        ip("link", "add", "eth0", "netns", ns, "type", "veth", "peer", "name", port, "netns", SWITCH)
        ip("-n", SWITCH, "link", "set", port, "master", "br0", "up")
        ip("-n", ns, "addr", "add", f"{address}/24", "broadcast", "10.77.0.255", "dev", "eth0")
        ip("-n", ns, "link", "set", "eth0", "up")
        ip("-n", ns, "link", "set", "lo", "up")


def tear_down() -> None:
    for ns in (PROBE, OLD, HOST, SWITCH):
        ip("netns", "del", ns, check=False)


# -- run inside a namespace ---------------------------------------------------------------


def old_table() -> None:
    """A table of the previous protocol version: answers a probe with what it knows."""
    import socket

    from rummy_desktop.net.discovery import DISCOVERY_PORT

    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("0.0.0.0", DISCOVERY_PORT))
    sock.settimeout(30)
    answer = json.dumps({"type": "table", "protocol": 1, "program": "0.9.0", "table": "Old laptop",
                         "variant": "rummy", "variant_name": "Rummy", "players": 4, "free": 2,
                         "port": 47474}).encode()
    print("ready", flush=True)
    with contextlib.suppress(TimeoutError):  # answers until no probe has come for 30 s
        while True:
            _data, sender = sock.recvfrom(2048)
            sock.sendto(answer, sender)


def probe() -> None:
    """What the Join dialog does: probe every interface's broadcast address for 3 s."""
    from PySide6.QtCore import QCoreApplication

    from rummy_desktop.net.discovery import Finder, broadcast_targets

    app = QCoreApplication([])
    finder = Finder()
    targets = broadcast_targets()
    start = time.monotonic()
    finder.found.connect(lambda t: print(json.dumps({"after_s": round(time.monotonic() - start, 3),
                                                     "address": t.address}), flush=True))
    finder.done.connect(lambda _tables: app.quit())
    sent = finder.probe(seconds=3.0)
    app.exec()
    tables = []
    for t in finder.tables.values():
        reason = t.reason
        tables.append({"address": t.address, "port": t.ad.port, "table": getattr(t.ad, "table", None),
                       "protocol": t.ad.protocol, "program": t.ad.program,
                       "variant": getattr(t.ad, "variant", None), "players": getattr(t.ad, "players", None),
                       "free": getattr(t.ad, "free", None), "joinable": t.joinable,
                       "reason": reason.model_dump() if reason is not None else None})
    print(json.dumps({"broadcast_targets": targets, "probes_sent": sent, "tables": tables}), flush=True)


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--probe":
        probe()
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "--old-table":
        old_table()
        return 0
    problem = why_not()
    if problem is not None:
        print(f"network namespaces cannot be made on this machine: {problem}")
        return 1
    tear_down()  # what a crashed run left
    procs: list[subprocess.Popen] = []
    try:
        build()
        print("bridge rd-lan/br0; " + ", ".join(f"{ns} {a}/24" for ns, a in ADDRESSES.items()))
        host = in_ns(HOST, sys.executable, "-m", "rummy_desktop.cli", "host", "--variant", "rummy-500",
                     "--seats", "open,open,greedy", "--code", CODE, "--seed", "5", "--name", "Sala da Ana",
                     "--port", "0")
        procs.append(host)
        port = json.loads(host.stdout.readline())["port"]
        print(f"host in {HOST}: listening on TCP port {port}, answering probes on UDP 47475")
        old = in_ns(OLD, sys.executable, str(Path(__file__).resolve()), "--old-table")
        procs.append(old)
        assert old.stdout.readline().strip() == "ready"
        found = in_ns(PROBE, sys.executable, str(Path(__file__).resolve()), "--probe")
        out, err = found.communicate(timeout=30)
        lines = [json.loads(line) for line in out.splitlines() if line.strip()]
        summary = lines[-1]
        print(f"probe in {PROBE}: broadcast to {summary['broadcast_targets']} ({summary['probes_sent']} sent)")
        for line in lines[:-1]:
            print(f"  answer from {line['address']} after {line['after_s']} s")
        for t in summary["tables"]:
            where = f"  found {t['table']!r} at {t['address']}:{t['port']}, protocol {t['protocol']} (program {t['program']})"
            if t["joinable"]:
                print(f"{where}, {t['variant']}, {t['players']} seats, {t['free']} free: joinable")
            else:
                r = t["reason"]
                print(f"{where}: greyed, {r['reason']} {json.dumps(r['params'])}")
        ours = next((t for t in summary["tables"] if t["joinable"]), None)
        if ours is None:
            print("the host was not found" + (f"; probe stderr: {err.strip()}" if err.strip() else ""))
            return 1
        joins = [in_ns(PROBE, sys.executable, "-m", "rummy_desktop.cli", "join", f"{ours['address']}:{ours['port']}",
                       "--ai", "greedy", "--code", CODE, "--name", name) for name in ("Bia", "Caio")]
        procs += joins
        for name, proc in (("host", host), ("Bia", joins[0]), ("Caio", joins[1])):
            out, err = proc.communicate(timeout=300)
            last = out.strip().splitlines()[-1] if out.strip() else err.strip()
            print(f"{name} (exit {proc.returncode}): {last}")
        return 0
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        tear_down()


if __name__ == "__main__":
    sys.exit(main())
