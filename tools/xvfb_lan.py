"""Screenshots of a hosted network table under attack, in the real window, with peers on
loopback only (127.0.0.x): the host's lobby with a player seated, one sent away (Let back
in), wrong codes from several addresses ("… wrong codes from … addresses in the last
minute", New code), the code retired by a burst of them, a new code, and the table's
strip once the game is on. For looking at the host's window as a player would.

    Xvfb :91 -screen 0 1700x1100x24 &
    DISPLAY=:91 QT_QPA_PLATFORM=xcb .venv/bin/python tools/xvfb_lan.py --language fr --out /tmp/lan

Each picture is the whole screen (ImageMagick's ``import``). No broadcast is sent: the
table answers discovery on loopback only, and nobody probes.
"""

from __future__ import annotations

import argparse
import os
import secrets
import subprocess
import sys
import tempfile
import time

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

LOOP = "127.0.0.1"


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(condition, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError("not reached in time")
        wait(20)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--language", default="en", choices=["en", "pt_BR", "fr"])
    ap.add_argument("--out", default="lan")
    args = ap.parse_args()
    os.environ.setdefault("RUMMY_DESKTOP_HOME", tempfile.mkdtemp(prefix="rummy-lan-"))  # not the user's own
    os.makedirs(args.out, exist_ok=True)
    app = QApplication(sys.argv)
    from PySide6.QtNetwork import QHostAddress

    from rummy_desktop.net.client import Client
    from rummy_desktop.storage.settings import Settings, save_settings
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow

    save_settings(Settings(language=args.language, player_name="Ana", animation_speed=0))

    def shot(name: str) -> None:
        wait(400)
        subprocess.run(["import", "-window", "root", os.path.join(args.out, f"{args.language}_{name}.png")],
                       check=False)

    w = MainWindow(Translations())
    w.set_language(args.language)
    w.listen_at = (LOOP, 0, 0)  # loopback only
    w.show()
    w.move(0, 0)
    wait(800)
    dlg = w.host_game()
    dlg.select_variant("rummy")
    dlg.players_spin.setValue(4)
    for i in (1, 2, 3):
        dlg.seat_boxes[i].setCurrentIndex(0)  # open seats
    dlg.table_name.setText("Cozinha")
    dlg.code.setText("123")  # too short: said, and Open the table is greyed
    shot("host_dialog_short_code")
    dlg.code.setText("")
    dlg.accept()
    lobby = w.dialog("lobby")
    host = lobby.host
    lobby.move(820, 0)

    def player(name: str, source: str, code: str | None = None) -> Client:
        c = Client(w.catalog(), name, code or host.code, parent=w)
        c._socket.bind(QHostAddress(source), 0)
        c.connect_to(LOOP, host.port)
        return c

    bia = player("Bia", "127.0.0.1")
    troll = player("Troll", "127.0.0.5")
    until(lambda: bia.seat is not None and troll.seat is not None)
    host.remove(troll.seat)
    guesses = [player("?", f"127.0.0.{n}", f"x{secrets.token_hex(3)}") for n in (2, 3, 4, 2, 3)]
    until(lambda: all(g.refusal is not None for g in guesses))
    lobby.refresh()
    shot("lobby_wrong_codes")
    host.limits.code_life = 8  # (here, so that a few more retire it)
    more = [player("?", f"127.0.0.{n}", f"x{secrets.token_hex(3)}") for n in (6, 7, 8)]
    until(lambda: all(g.refusal is not None for g in more))
    lobby.refresh()
    shot("lobby_code_retired")
    lobby.code_watch.button.click()
    shot("lobby_new_code")
    for seat in (2, 3):
        if host.seat_infos()[seat].kind == "open":
            lobby.open_controls[seat][1].click()
    lobby.start_button.click()
    until(lambda: w.table is not None)
    w.resize(1200, 800)
    late = [player("?", f"127.0.0.{n}", f"x{secrets.token_hex(3)}") for n in (9, 10)]
    until(lambda: all(g.refusal is not None for g in late))
    w.net_bar.code_watch.refresh()
    shot("table_strip")
    w.close_table()
    w.close()
    del app


if __name__ == "__main__":
    main()
