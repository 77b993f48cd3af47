"""Start-up speed: launch ``rummy-desktop`` and time the first paint of the main window.

Each run starts the installed ``rummy-desktop`` command in a fresh process with
``RUMMY_DESKTOP_STARTUP_PROBE=1``: the program prints ``first-paint SECONDS`` (its age,
from the process start, when the main window is first painted) and quits. The wall-clock
time from launching the process to reading that line is measured here too. Settings and
saves go to a temporary ``RUMMY_DESKTOP_HOME``. Without a display the offscreen platform
is used. Byte-code caching is left on (PYTHONDONTWRITEBYTECODE is removed from the child's
environment), as in an installed program. A bare PySide6 window, timed the same way in
between, gives the reference for the machine's load at the time.

    python bench/startup.py [--runs N] [--budget SECONDS] [--strict]

Reports whether the median wall time is within the budget (0.35 s by default); with
``--strict`` it exits 1 when it is not.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def command() -> list[str]:
    exe = Path(sys.executable).with_name("rummy-desktop")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("rummy-desktop")
    if found:
        return [found]
    return [sys.executable, "-m", "rummy_desktop.cli"]


#: The reference: a bare PySide6 window (a label in a QMainWindow), timed the same way.
BARE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
from rummy_desktop.ui.app import process_age
app = QApplication(sys.argv[:1])
w = QMainWindow()
w.setCentralWidget(QLabel("Rummy Desktop"))
w.resize(1100, 720)
class Probe(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"first-paint {process_age():.3f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
probe = Probe()
w.installEventFilter(probe)
w.show()
app.exec()
"""


def one_run(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float | None]:
    """(wall seconds to the reported paint, the process's own age then, the part in run())."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    painted = None
    wall = None
    in_run = None
    for line in proc.stdout:
        if line.startswith("first-paint "):
            wall = time.perf_counter() - start
            words = line.split()
            painted = float(words[1])
            if len(words) >= 4 and words[2] == "run":
                in_run = float(words[3])
            break
    proc.wait(timeout=30)
    if painted is None or wall is None:
        raise SystemExit(f"rummy-desktop did not report its first paint (exit code {proc.returncode})")
    return wall, painted, in_run


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--budget", type=float, default=0.35)
    p.add_argument("--strict", action="store_true", help="exit 1 when over the budget")
    args = p.parse_args()
    cmd = command()
    walls: list[float] = []
    ages: list[float] = []
    bare: list[float] = []
    runs: list[float] = []
    with tempfile.TemporaryDirectory(prefix="rummy-startup-") as home:
        env = dict(os.environ, RUMMY_DESKTOP_STARTUP_PROBE="1", RUMMY_DESKTOP_HOME=home)
        # As installed: byte-code is cached (the warm-up run writes it where it is missing).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        one_run(cmd, env)  # warm the file cache and write the byte-code
        for _ in range(args.runs):  # interleaved, so both see the same machine load
            wall, age, in_run = one_run(cmd, env)
            walls.append(wall)
            ages.append(age)
            if in_run is not None:
                runs.append(in_run)
            bare.append(one_run([sys.executable, "-c", BARE], env)[0])
    median = statistics.median(walls)
    print(f"startup: {' '.join(cmd)} (QT_QPA_PLATFORM={env.get('QT_QPA_PLATFORM', 'default')}), {args.runs} runs")
    print(f"  launch to first paint (wall): median {median:.3f} s, max {max(walls):.3f} s, min {min(walls):.3f} s")
    print(f"  process age at first paint:   median {statistics.median(ages):.3f} s, max {max(ages):.3f} s")
    if runs:
        print(f"  of which in ui.app.run() (Qt import, window): median {statistics.median(runs):.3f} s")
    print(f"  reference, bare PySide6 window: median {statistics.median(bare):.3f} s, max {max(bare):.3f} s")
    print(f"  budget {args.budget:.2f} s: {'ok' if median <= args.budget else 'OVER'}")
    return 1 if args.strict and median > args.budget else 0


if __name__ == "__main__":
    sys.exit(main())
