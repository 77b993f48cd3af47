"""LAN play on loopback (127.0.0.1 only): seven seats of Rummy 500, computer players.

    .venv/bin/python bench/lan.py [--seed S] [--target 250|500|1000] [--levels greedy,standard]
                                  [--autosave] [--profile DIR]

0. The sealing. The key exchange (SPAKE2 keyed by the join code, then HKDF), each side's
   share of it in this process; a whole handshake on 127.0.0.1 (connect, hellos, keys, the
   sealed welcome) against a host in this process, and its bytes; sealing and opening a
   frame the size of a typical view delta.
1. Round trip. The host (``rummy-desktop host``) and six ``join --ai greedy`` clients run
   in processes of their own; this process is the seventh player (greedy, deciding on its
   own thread of control). A command's round trip is the time from sending it to the
   arrival of the view it changed; the player's thinking is not in it. p50, p95, max. (Every
   frame is sealed.) And the interval between the host's pings as this player saw them.
   ``--autosave``: the host saves the game after every move, as the desktop host does.
2. The host's side, for each computer level: the host runs in this process, with seven
   ``join --ai LEVEL`` processes: the whole game's time, the bytes sent, the CPU time of
   the host and of the clients (their thinking included), and the host's memory with
   seven connections.
3. In one process. The same rule set, seats and level with no network
   (``session.headless.play``): the whole game's time. The clients' players are seeded
   apart from the host's, so at a level that is not deterministic the two games differ:
   they are compared per action.

All eight processes share this machine's cores (on a real network each player has a
machine of their own, and the network adds its own latency): the load average is printed.
``--profile DIR`` writes cProfile files of the host (in this process) and of one client.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402  (after the platform is chosen)

from rummy_desktop.plugins.manager import default_catalog  # noqa: E402  (the tree's, after sys.path)

LOOPBACK = "127.0.0.1"
SEATS = 7
CODE = "bench-1"


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_s(pid: int) -> float:
    """CPU time (user + system) of process ``pid`` so far, from /proc (10 ms steps)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cli(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "rummy_desktop.cli", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def joins(port: int, count: int, level: str = "greedy", profile: Path | None = None) -> list[subprocess.Popen]:
    procs = [cli("join", f"{LOOPBACK}:{port}", "--ai", level, "--code", CODE, "--name", f"J{i}")
             for i in range(count - 1 if profile else count)]
    if profile:  # the last one under cProfile
        procs.append(subprocess.Popen(
            [sys.executable, "-m", "cProfile", "-o", str(profile / f"client-{level}.prof"), "-m", "rummy_desktop.cli",
             "join", f"{LOOPBACK}:{port}", "--ai", level, "--code", CODE, "--name", "Profiled"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    return procs


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[int(q * (len(values) - 1))]


def sealing(app, catalog, count: int = 30) -> dict:
    """The key exchange's cost, a live handshake's time and bytes, a frame's sealing."""
    from rummy_desktop.net.client import Client
    from rummy_desktop.net.host import Host, HostLimits, SeatPlan
    from rummy_desktop.net.seal import Exchange, Seal, transcript

    sides: dict[str, list[float]] = {"client": [], "host": []}
    for _ in range(count):
        t0 = time.perf_counter()
        a = Exchange(CODE, "client")
        t1 = time.perf_counter()
        b = Exchange(CODE, "host")
        t2 = time.perf_counter()
        hellos = transcript(b"host hello", b"client hello")
        a.finish(b.message, hellos)
        t3 = time.perf_counter()
        b.finish(a.message, hellos)
        t4 = time.perf_counter()
        sides["client"].append(t1 - t0 + t3 - t2)
        sides["host"].append(t2 - t1 + t4 - t3)
    host = Host(catalog, "rummy-500", {}, [SeatPlan("open")] * SEATS, code=CODE, seed=1,
                limits=HostLimits(tries=10**6, per_address=10**6, connections=10**6, messages=10**6))
    assert host.listen(LOOPBACK, 0), host.error
    times, sizes = [], []
    for _ in range(count):
        client = Client(catalog, "Bench", CODE)
        done: list[tuple[float, int]] = []
        client.lobbyChanged.connect(  # the welcome opened: the code was right
            lambda c=client: done.append((time.perf_counter(), c.bytes_received)))
        start = time.perf_counter()
        client.connect_to(LOOPBACK, host.port)
        while not done:
            app.processEvents()
        times.append(done[0][0] - start)
        sizes.append(done[0][1])  # the hello, the key and the sealed welcome (seven seats)
        client.close()
        app.processEvents()
    host.close()
    box = b'{"type":"view_delta","seq":41,"base":20,"changes":{"hand":["7H","8H","9H","QS","KD","2C","JK1"],' \
          b'"stock_count":31,"discard_added":["5D"],"turn":3},"seat":2,"events":[{"seat":2,"kind":"discarded",' \
          b'"card":"5D"},{"seat":2,"kind":"turn_ended","how":"discard"}],"clock":57}'
    key = bytes(range(32))
    seal, opener = Seal(key, key), Seal(key, key)
    t0 = time.perf_counter()
    for _ in range(10_000):
        opener.open(seal.seal(box))
    frame_us = (time.perf_counter() - t0) / 10_000 * 1e6
    return {
        "exchange_client_ms": round(1000 * statistics.median(sides["client"]), 2),
        "exchange_host_ms": round(1000 * statistics.median(sides["host"]), 2),
        "handshake_p50_ms": round(1000 * statistics.median(times), 2),
        "handshake_p95_ms": round(1000 * percentile(times, 0.95), 2),
        "handshake_bytes_to_client": int(statistics.median(sizes)),
        "seal_open_us_per_frame": round(frame_us, 1), "frame_bytes": len(box),
    }


def round_trips(app, catalog, options: dict, seed: int, autosave: bool = False) -> dict:
    import tempfile

    from rummy_desktop.net.client import Client

    opts = [a for k, v in options.items() for a in ("--option", f"{k}={v}")]
    if autosave:  # the host saves after every move, as the desktop host does
        opts += ["--autosave", str(Path(tempfile.mkdtemp()) / "lan-bench.json")]
    host = cli("host", "--variant", "rummy-500", *opts, "--seats", ",".join(["open"] * SEATS),
               "--bind", LOOPBACK, "--port", "0", "--code", CODE, "--seed", str(seed))
    port = json.loads(host.stdout.readline())["port"]
    others = joins(port, SEATS - 1)
    client = Client(catalog, "Bench", CODE)
    player: dict = {}
    trips: list[float] = []
    pings: list[float] = []
    state = {"sent": None, "waiting": None, "start": None, "end": None}
    handle = client._handle

    def handle_and_time_pings(msg) -> None:
        if msg.type == "ping":
            pings.append(time.perf_counter())
        handle(msg)

    client._handle = handle_and_time_pings

    def consider() -> None:
        view = client.view
        if state["start"] is None and view is not None:
            state["start"] = time.perf_counter()
        if state["sent"] is not None:  # the view our command changed
            trips.append(time.perf_counter() - state["sent"])
            state["sent"] = None
        if state["waiting"] is not None or view is None or not view.open_actions or client.result:
            return
        if "p" not in player:
            player["p"] = catalog.player("greedy").factory(client.seat, seed)
        action = player["p"].choose(view)  # thinking: not timed
        state["sent"] = time.perf_counter()
        state["waiting"] = client.send_command(action)

    def answered(result) -> None:
        if result.id == state["waiting"]:
            state["waiting"] = None
            QTimer.singleShot(0, consider)

    def finished(_result) -> None:
        state["end"] = time.perf_counter()
        client.close()

    client.viewChanged.connect(consider)
    client.answered.connect(answered)
    client.finished.connect(finished)
    client.closed.connect(lambda _r: app.quit())
    client.connect_to(LOOPBACK, port)
    app.exec()
    for p in [host, *others]:
        p.communicate(timeout=120)
    result = client.result
    trips.sort()
    gaps = [b - a for a, b in zip(pings, pings[1:])]
    return {
        "pings": len(pings),
        "ping_interval_p50_s": round(statistics.median(gaps), 3) if gaps else None,
        "ping_interval_p95_s": round(percentile(gaps, 0.95), 3) if gaps else None,
        "commands": len(trips),
        "p50_ms": round(1000 * statistics.median(trips), 2),
        "p95_ms": round(1000 * trips[int(0.95 * (len(trips) - 1))], 2),
        "max_ms": round(1000 * trips[-1], 2),
        "game_s": round(state["end"] - state["start"], 2),
        "rounds": result["rounds"], "turns": result["turns"],
    }


def host_side(app, catalog, options: dict, seed: int, level: str, profile: Path | None = None) -> dict:
    import cProfile

    from rummy_desktop.net.host import Host, SeatPlan

    before = rss_mb()
    host = Host(catalog, "rummy-500", options, [SeatPlan("open")] * SEATS, code=CODE, seed=seed)
    assert host.listen(LOOPBACK, 0), host.error
    clients = joins(host.port, SEATS, level, profile)
    marks: dict = {}
    pings: dict[int, list[float]] = {}  # the clients' pings as the host heard them, by connection
    handle = host._handle

    def handle_and_time_pings(peer, msg) -> None:
        if msg.type == "ping":
            pings.setdefault(id(peer), []).append(time.perf_counter())
        handle(peer, msg)

    host._handle = handle_and_time_pings
    profiler = cProfile.Profile() if profile else None

    def started() -> None:
        marks.update(start=time.perf_counter(), cpu=time.process_time(), rss=rss_mb(),
                     clients=sum(cpu_s(p.pid) for p in clients))
        if profiler:
            profiler.enable()

    def finished(_result) -> None:
        marks.update(end=time.perf_counter(), cpu_end=time.process_time(),
                     clients_end=sum(cpu_s(p.pid) for p in clients))
        if profiler:
            profiler.disable()
            profiler.dump_stats(str(profile / f"host-{level}.prof"))
        QTimer.singleShot(300, app.quit)

    host.started.connect(started)
    host.finished.connect(finished)
    app.exec()
    for p in clients:
        p.communicate(timeout=600)
    actions = len(host.game.log)
    took = marks["end"] - marks["start"]
    gaps = [b - a for times in pings.values() for a, b in zip(times, times[1:])]
    out = {
        "level": level, "actions": actions, "rounds": host.result["rounds"], "turns": host.result["turns"],
        "game_s": round(took, 2), "ms_per_action": round(1000 * took / actions, 3),
        "host_cpu_ms_per_action": round(1000 * (marks["cpu_end"] - marks["cpu"]) / actions, 3),
        "clients_cpu_ms_per_action": round(1000 * (marks["clients_end"] - marks["clients"]) / actions, 3),
        "bytes_sent": host.bytes_sent, "bytes_per_action": round(host.bytes_sent / actions),
        "host_rss_mb_before": round(before, 1), "host_rss_mb_7_connections": round(marks["rss"], 1),
        "host_rss_mb_end": round(rss_mb(), 1),
        "client_pings": len(gaps), "client_ping_interval_p95_s": round(percentile(gaps, 0.95), 3) if gaps else None,
    }
    host.close()
    return out


def one_process(catalog, options: dict, seed: int, level: str) -> dict:
    from rummy_desktop.session.headless import play

    start = time.perf_counter()
    game, s = play(catalog, "rummy-500", options, SEATS, seed, [level] * SEATS)
    took = time.perf_counter() - start
    return {"level": level, "actions": len(game.log), "game_s": round(took, 2), "rounds": s.rounds,
            "turns": s.turns, "ms_per_action": round(1000 * took / len(game.log), 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--target", default="500")
    ap.add_argument("--levels", default="greedy,standard", help="computer levels of the whole games")
    ap.add_argument("--autosave", action="store_true", help="the host autosaves after every move")
    ap.add_argument("--profile", metavar="DIR", type=Path, help="write cProfile files of the host and a client")
    args = ap.parse_args()
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
    options = {"target": args.target}
    app = QCoreApplication([])
    catalog = default_catalog()
    print(f"Rummy 500, {SEATS} seats, target {args.target}, seed {args.seed}, on {LOOPBACK}; "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    seal = sealing(app, catalog)
    print(f"sealing: key exchange {seal['exchange_client_ms']} ms (client's side), {seal['exchange_host_ms']} ms "
          f"(host's side); a whole handshake on {LOOPBACK} p50 {seal['handshake_p50_ms']} ms, "
          f"p95 {seal['handshake_p95_ms']} ms, {seal['handshake_bytes_to_client']} bytes to the client; "
          f"sealing and opening a {seal['frame_bytes']}-byte frame {seal['seal_open_us_per_frame']} us")
    rt = round_trips(app, catalog, options, args.seed, args.autosave)
    print(f"round trip{' (the host autosaving)' if args.autosave else ''} over {rt['commands']} commands, sealed: "
          f"p50 {rt['p50_ms']} ms, p95 {rt['p95_ms']} ms, max {rt['max_ms']} ms  (goal: p95 <= 5 ms)")
    print(f"the host's pings, as a player saw {rt['pings']} of them: every {rt['ping_interval_p50_s']} s (p50), "
          f"p95 {rt['ping_interval_p95_s']} s  (goal: 2 s, p95 <= 2.2 s)")
    games = []
    for level in args.levels.split(","):
        net = host_side(app, catalog, options, args.seed, level, args.profile)
        local = one_process(catalog, options, args.seed, level)
        ratio = net["ms_per_action"] / local["ms_per_action"]
        games.append({"network": net, "one_process": local, "ratio_per_action": round(ratio, 2)})
        print(f"{level}: over the network {net['game_s']} s for {net['actions']} actions "
              f"({net['ms_per_action']} ms per action; CPU per action: host {net['host_cpu_ms_per_action']} ms, "
              f"the 7 clients {net['clients_cpu_ms_per_action']} ms); "
              f"in one process {local['game_s']} s for {local['actions']} actions ({local['ms_per_action']} ms per action)")
        print(f"{level}: network / one process, per action: {ratio:.2f}x  (goal: 1.5x)")
        print(f"{level}: bytes sent by the host: {net['bytes_sent']:,} ({net['bytes_per_action']:,} per action); "
              f"host memory (RSS) {net['host_rss_mb_before']} MB before the host, "
              f"{net['host_rss_mb_7_connections']} MB with 7 connections, {net['host_rss_mb_end']} MB at the end")
        print(f"{level}: the clients' pings, as the host heard them: {net['client_pings']} intervals, "
              f"p95 {net['client_ping_interval_p95_s']} s  (goal: p95 <= 2.2 s)")
    print(json.dumps({"sealing": seal, "round_trip": rt, "games": games}))


if __name__ == "__main__":
    main()
