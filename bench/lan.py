"""LAN play on loopback (127.0.0.1 only): seven seats of Rummy 500, computer players.

    .venv/bin/python bench/lan.py [--seed S] [--target 250|500|1000] [--autosave]

1. Round trip. The host (``rummy-desktop host``) and six ``join --ai greedy`` clients run
   in processes of their own; this process is the seventh player (greedy, deciding on its
   own thread of control). A command's round trip is the time from sending it to the
   arrival of the view it changed; the player's thinking is not in it. p50, p95, max.
   The same run times the whole game over the network, start to result.
2. The host's side. The host runs in this process, with seven ``join`` processes: bytes
   sent in the game and the process's memory with seven connections.
3. In one process. The same rule set, seats and players with no network
   (``session.headless.play``): the whole game's time, and per action against the network's.
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


def cli(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "rummy_desktop.cli", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def joins(port: int, count: int) -> list[subprocess.Popen]:
    return [cli("join", f"{LOOPBACK}:{port}", "--ai", "greedy", "--code", CODE, "--name", f"J{i}")
            for i in range(count)]


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


def host_side(app, catalog, options: dict, seed: int) -> dict:
    from rummy_desktop.net.host import Host, SeatPlan

    before = rss_mb()
    host = Host(catalog, "rummy-500", options, [SeatPlan("open")] * SEATS, code=CODE, seed=seed)
    assert host.listen(LOOPBACK, 0), host.error
    clients = joins(host.port, SEATS)
    marks: dict = {}
    host.started.connect(lambda: marks.update(start=time.perf_counter(), rss=rss_mb()))
    host.finished.connect(lambda _r: (marks.update(end=time.perf_counter()), QTimer.singleShot(300, app.quit)))
    app.exec()
    for p in clients:
        p.communicate(timeout=120)
    actions = len(host.game.log)
    out = {
        "actions": actions, "game_s": round(marks["end"] - marks["start"], 2),
        "bytes_sent": host.bytes_sent, "bytes_per_action": round(host.bytes_sent / actions),
        "host_rss_mb_before": round(before, 1), "host_rss_mb_7_connections": round(marks["rss"], 1),
        "host_rss_mb_end": round(rss_mb(), 1),
    }
    host.close()
    return out


def one_process(catalog, options: dict, seed: int) -> dict:
    from rummy_desktop.session.headless import play

    start = time.perf_counter()
    game, s = play(catalog, "rummy-500", options, SEATS, seed, ["greedy"] * SEATS)
    took = time.perf_counter() - start
    return {"actions": len(game.log), "game_s": round(took, 2), "rounds": s.rounds, "turns": s.turns,
            "ms_per_action": round(1000 * took / len(game.log), 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--target", default="500")
    ap.add_argument("--autosave", action="store_true", help="the host autosaves after every move")
    args = ap.parse_args()
    options = {"target": args.target}
    app = QCoreApplication([])
    catalog = default_catalog()
    print(f"Rummy 500, {SEATS} seats, greedy players, target {args.target}, seed {args.seed}, on {LOOPBACK}")
    rt = round_trips(app, catalog, options, args.seed, args.autosave)
    print(f"round trip{' (the host autosaving)' if args.autosave else ''} over {rt['commands']} commands: p50 {rt['p50_ms']} ms, p95 {rt['p95_ms']} ms, "
          f"max {rt['max_ms']} ms  (goal: p95 <= 5 ms)")
    hs = host_side(app, catalog, options, args.seed)
    local = one_process(catalog, options, args.seed)
    net_per_action = 1000 * hs["game_s"] / hs["actions"]
    print(f"whole game over the network: {hs['game_s']} s for {hs['actions']} actions "
          f"({net_per_action:.2f} ms per action); first run {rt['game_s']} s, {rt['turns']} turns")
    print(f"the same in one process: {local['game_s']} s for {local['actions']} actions "
          f"({local['ms_per_action']} ms per action)")
    print(f"network / one process, per action: {net_per_action / local['ms_per_action']:.1f}x  (goal: 1.5x)")
    print(f"bytes sent by the host: {hs['bytes_sent']:,} ({hs['bytes_per_action']:,} per action)")
    print(f"host memory (RSS): {hs['host_rss_mb_before']} MB before the host, "
          f"{hs['host_rss_mb_7_connections']} MB with 7 connections, {hs['host_rss_mb_end']} MB at the end")
    print(json.dumps({"round_trip": rt, "host": hs, "one_process": local}))


if __name__ == "__main__":
    main()
