"""Screenshots of a lesson in the real window, at every step: the step as it opens and,
at a step that plays cards from the hand, with those cards selected (raised), as a
player sees them while making the move; at a step that is only read, after Hint; at a
step that waits for a move, after a click on the stock (refused, the reason under the
step's text). The step's move is then made through the table (its own submit) and the
next step shot; at the end, the summary and the summary after a stray Enter. For looking at the bubble, the outlines and what
they leave in sight (see README, "Looking at the window").

    Xvfb :90 -screen 0 1700x1100x24 &
    DISPLAY=:90 QT_QPA_PLATFORM=xcb .venv/bin/python tools/xvfb_lesson.py \\
        --lesson carousel --language fr --size 800x560 --out /tmp/lesson

Each picture is the whole screen (ImageMagick's ``import``), the window at its top left:
``<lesson>_<language>_<size>_<step>[_hint|_refused|_raised].png``, and ``..._end.png``,
``..._end_enter.png`` for the summary.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lesson", default="rummy")
    ap.add_argument("--language", default="en", choices=["en", "pt_BR", "fr"])
    ap.add_argument("--size", default="800x560", help="the window, WxH (800x560 is the smallest)")
    ap.add_argument("--large-print", action="store_true")
    ap.add_argument("--out", default="lesson")
    args = ap.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    os.environ.setdefault("RUMMY_DESKTOP_HOME", tempfile.mkdtemp(prefix="rummy-lesson-"))  # not the user's own
    os.makedirs(args.out, exist_ok=True)
    app = QApplication(sys.argv)
    from rummy_desktop.storage.settings import Settings, save_settings
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow

    save_settings(Settings(language=args.language, large_print=args.large_print, animation_speed=0))

    def shot(name: str) -> None:
        wait(300)
        path = os.path.join(args.out, f"{args.lesson}_{args.language}_{args.size}_{name}.png")
        subprocess.run(["import", "-window", "root", path], check=False)

    w = MainWindow(Translations())
    w.set_language(args.language)
    w.show()
    w.resize(width, height)
    w.move(0, 0)
    wait(800)
    w.finish_startup()
    w.start_lesson(args.lesson)
    wait(800)
    page = w.lesson_page
    steps = page.lesson.steps
    for n, step in enumerate(steps):
        for _ in range(100):
            if page.channel.step is steps[n] and not page.table.scene.busy:
                break
            wait(50)
        shot(f"{n + 1:02d}")
        table = page.table
        if step.expect is None:
            table.btn_hint.click()  # the bubble says what to do at a step that is only read
            shot(f"{n + 1:02d}_hint")
            page.next()
            continue
        if step.expect.type != "draw":  # a wrong move: the stock (the bubble keeps the text, adds why)
            table.stock_clicked()
            wait(300)
            shot(f"{n + 1:02d}_refused")
            if page.bubble.btn_retry.isVisible():
                page.retry()
                wait(300)
                table = page.table
        hand = set(table.flow.view.hand)
        cards = [c for c in list(getattr(step.expect, "cards", ())) + [getattr(step.expect, "card", None)] +
                 [c for g in getattr(step.expect, "table", ()) for c in g] if c in hand]
        if cards:
            table.scene.set_selection(set(cards))
            table.refresh(animate=False, keep_hint=True)
            shot(f"{n + 1:02d}_raised")
            table.scene.set_selection(set())
        table.submit(step.expect)
        wait(300)
    for _ in range(100):
        if page.channel.finished:
            break
        wait(50)
    shot("end")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(page.table.view_widget, Qt.Key_Return)  # a stray Enter: the summary stays
    shot("end_enter")
    w.close()
    del app


if __name__ == "__main__":
    main()
