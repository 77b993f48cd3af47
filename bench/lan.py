"""LAN play on loopback (127.0.0.1 only): seven seats of Rummy 500, computer players.

    .venv/bin/python bench/lan.py [--seed S] [--target 250|500|1000] [--levels greedy,standard]
                                  [--autosave] [--profile DIR]

1. Round trip. The host (``rummy-desktop host``) and six ``join --ai greedy`` clients run
   in processes of their own; this process is the seventh player (greedy, deciding on its
   own thread of control). A command's round trip is the time from sending it to the
   arrival of the view it changed; the player's thinking is not in it. p50, p95, max.
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

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from rummy_desktop.plugins.manager import default_catalog  # noqa: E402

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
    state = {"sent": None, "waiting": None, "start": None, "end": None}

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
    return {
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
    out = {
        "level": level, "actions": actions, "rounds": host.result["rounds"], "turns": host.result["turns"],
        "game_s": round(took, 2), "ms_per_action": round(1000 * took / actions, 3),
        "host_cpu_ms_per_action": round(1000 * (marks["cpu_end"] - marks["cpu"]) / actions, 3),
        "clients_cpu_ms_per_action": round(1000 * (marks["clients_end"] - marks["clients"]) / actions, 3),
        "bytes_sent": host.bytes_sent, "bytes_per_action": round(host.bytes_sent / actions),
        "host_rss_mb_before": round(before, 1), "host_rss_mb_7_connections": round(marks["rss"], 1),
        "host_rss_mb_end": round(rss_mb(), 1),
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
    rt = round_trips(app, catalog, options, args.seed, args.autosave)
    print(f"round trip{' (the host autosaving)' if args.autosave else ''} over {rt['commands']} commands: "
          f"p50 {rt['p50_ms']} ms, p95 {rt['p95_ms']} ms, max {rt['max_ms']} ms  (goal: p95 <= 5 ms)")
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
    print(json.dumps({"round_trip": rt, "games": games}))


if __name__ == "__main__":
    main()
