"""Screenshots of the table in every look the settings give, and of each Settings tab, in
the real window: the start page, the deal, the default table, four colours on wood, the
shipped Tigullio deck on blue and in large print, the drawn deck in large print on grey,
the red felt. For looking at them as a player would, before saying a change to the look
is done (see README, "Looking at the window").

    Xvfb :90 -screen 0 1700x1100x24 &
    DISPLAY=:90 QT_QPA_PLATFORM=xcb .venv/bin/python tools/xvfb_look.py \\
        --language fr --size 800x560 --out /tmp/look

Each picture is the whole screen (ImageMagick's ``import``), the window at its top left.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import types

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

LOOKS = [  # (name, the settings changed, ms to wait: a deck renders off the UI thread)
    ("fourcolour_wood", {"deck_colours": "four", "table_background": "wood"}, 300),
    ("tigullio_blue", {"deck_colours": "two", "card_deck": "kde/svg-tigullio-international",
                       "table_background": "blue"}, 3000),
    ("tigullio_large", {"large_print": True}, 2000),
    ("drawn_large_grey", {"card_deck": "drawn", "table_background": "grey", "card_back": "red"}, 1500),
    ("drawn_red", {"large_print": False, "table_background": "red", "card_back": "green"}, 300),
]


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--language", default="en", choices=["en", "pt_BR", "fr"])
    ap.add_argument("--size", default="800x560", help="the window, WxH (800x560 is the smallest)")
    ap.add_argument("--variant", default="rummy-500")
    ap.add_argument("--out", default="look")
    args = ap.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    os.environ.setdefault("RUMMY_DESKTOP_HOME", tempfile.mkdtemp(prefix="rummy-look-"))  # not the user's own
    os.makedirs(args.out, exist_ok=True)
    app = QApplication(sys.argv)
    from rummy_desktop.storage.settings import Settings, save_settings
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow

    save_settings(Settings(language=args.language))  # the settings the window keeps say it too

    def shot(name: str) -> None:
        wait(300)
        path = os.path.join(args.out, f"{args.language}_{args.size}_{name}.png")
        subprocess.run(["import", "-window", "root", path], check=False)

    w = MainWindow(Translations())
    w.set_language(args.language)
    w.show()
    w.resize(width, height)
    w.move(0, 0)
    wait(800)
    shot("start")
    w.start_from_args(types.SimpleNamespace(variant=args.variant, option=[], players=4, seed=7, level="expert"))
    wait(400)
    shot("deal")
    wait(6000)
    shot("default")
    for name, changes, ms in LOOKS:
        w.apply_settings(w.settings.model_copy(update=changes))
        wait(ms)
        shot(name)
    w.apply_settings(w.settings.model_copy(update={"table_background": "green", "card_back": "blue"}))
    dialog = w.show_settings()
    wait(500)
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        shot(f"settings{i}")
    dialog.close()
    w.close()
    del app


if __name__ == "__main__":
    main()
