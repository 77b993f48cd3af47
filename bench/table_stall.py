"""UI-thread stalls during a game between computer players shown in the real table.

Every seat is a computer player, the table watches seat 0 at the given animation speed,
and a 5 ms heartbeat timer on the UI thread records the longest gap between its ticks:
that is the worst stall a player would feel. Computer moves are searched in the table's
worker thread; the UI thread only applies them, relays out and animates.

    python bench/table_stall.py [--variant manipulation] [--players 4] [--speed 1]
                                [--level LEVEL[,LEVEL...] | --level all]
                                [--seconds 20] [--budget-ms 50] [--strict]

``--level`` defaults to the level a new game's computer seats get (``DEFAULT_LEVEL``);
``all`` plays one game at each installed level in turn, in the same window process.

Without a display the offscreen platform is used (set DISPLAY for a real window).
Settings and saves go to a temporary ``RUMMY_DESKTOP_HOME``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", default="manipulation")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--speed", type=float, default=1.0)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--level", default=None,
                    help="computer level(s), comma-separated, or 'all' (default: the new-game default)")
    ap.add_argument("--budget-ms", type=float, default=50.0)
    ap.add_argument("--strict", action="store_true")
    args = ap.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["RUMMY_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="rummy-bench-")

    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ai import default_level
    from rummy_desktop.plugins.manager import default_catalog

    app = QApplication.instance() or QApplication(sys.argv[:1])
    catalog = default_catalog()
    installed = catalog.players.names()
    if args.level in (None, ""):
        levels = [default_level(installed)]
    elif args.level == "all":
        levels = list(installed)
    else:
        levels = args.level.split(",")
    ok = True
    for level in levels:
        ok &= _play(app, catalog, args, level)
    return 0 if ok or not args.strict else 1


def _play(app, catalog, args, level: str) -> bool:
    from PySide6.QtCore import QElapsedTimer, QTimer

    from rummy_desktop.session.game_session import GameSession, Seat
    from rummy_desktop.storage.settings import Settings
    from rummy_desktop.ui.table import TableWidget

    seats = [Seat(f"Computer {i + 1}", "computer", level) for i in range(args.players)]
    session = GameSession.new(catalog, args.variant, {}, seats, seed=args.seed)
    table = TableWidget(session, Settings(animation_speed=args.speed), 0)
    table.resize(1024, 640)
    table.show()
    settle = time.perf_counter() + 0.5  # the first paint (and card pixmaps) happen before the game is timed
    while time.perf_counter() < settle:
        app.processEvents()

    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]

    def beat() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now
        if session.game.over or now > args.seconds * 1000:
            app.quit()

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    started = time.perf_counter()
    clock.start()
    heart.start()
    app.exec()
    heart.stop()
    table.shutdown()
    table.close()
    elapsed = time.perf_counter() - started
    worst = max(gaps[1:] or [0.0])
    at = gaps.index(worst) if gaps else 0
    when = sum(gaps[:at + 1]) / 1000
    actions = len(session.game.log)
    print(f"{args.variant}, {args.players} computer players ({level}), speed {args.speed}: {actions} actions in "
          f"{elapsed:.1f} s; worst UI-thread stall {worst:.1f} ms "
          f"at {when:.1f} s (budget {args.budget_ms:.0f} ms; 99th percentile {sorted(gaps)[int(len(gaps) * 0.99)]:.1f} ms)",
          flush=True)
    return worst <= args.budget_ms


if __name__ == "__main__":
    sys.exit(main())
