"""The desktop application: ``run(args)`` creates the QApplication, installs the
translators and opens the main window (straight into a game with ``--variant``).

Start-up is kept short: only Qt and the start screen are imported before the window is
painted. The settings are validated, the rule sets loaded and a ``--variant`` game dealt
after the first paint (``MainWindow.finish_startup``).

With the environment variable ``RUMMY_DESKTOP_STARTUP_PROBE=1`` the program prints
``first-paint SECONDS run SECONDS`` (the time from process start to the first paint of the
main window, and the part of it spent in ``run()``, importing Qt included) and quits
(bench/startup.py reads it).
"""

from __future__ import annotations

import os
import sys
import time

PROBE_ENV = "RUMMY_DESKTOP_STARTUP_PROBE"
_T0 = time.perf_counter()


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; elsewhere: since this
    module was imported)."""
    try:
        with open("/proc/self/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22 of stat, counted after "pid (comm)"
        with open("/proc/uptime", "rb") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - _T0


def run(args) -> int:
    entered = time.perf_counter()
    # inside run(): the start-up probe counts Qt's import and the window from here (bench/startup.py)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Rummy Desktop")
    app.setApplicationDisplayName("Rummy Desktop")
    app.setDesktopFileName("rummy-desktop")

    # inside run(), as Qt's import above: the probe times them (the window's modules load Qt)
    from .fonts import apply_large_print
    from .i18n import Translations, quick_language, quick_settings

    saved = quick_settings()
    translations = Translations(app)
    translations.apply(quick_language(saved))
    if saved.get("large_print") is True:  # the whole window in large print from its first paint
        apply_large_print(True)

    # inside run(), as Qt's import above: the probe times it
    from .main_window import MainWindow

    window = MainWindow(translations, start_args=args)
    if os.environ.get(PROBE_ENV):
        def probe() -> None:
            # the process's age, and the part spent from entering run() (Qt included)
            print(f"first-paint {process_age():.3f} run {time.perf_counter() - entered:.3f}", flush=True)
            QTimer.singleShot(0, app.quit)

        window.firstPainted.connect(probe)
    else:
        window.firstPainted.connect(window.finish_startup)
    window.show()
    return app.exec()
