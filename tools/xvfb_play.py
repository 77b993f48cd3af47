"""Play whole games in the real window as a player who leans on the hint: on every turn of
the player's seat, Hint, then Show me, then what Show me asks for (Enter, Knock, Done), or
Draw when the hint finds no play. Prints per rule set the rounds, the turns and every
refusal the table showed; a refusal or a turn with no move is a defect to look at.

Run it under a display, as a player would see it (see README, "Looking at the window"):

    Xvfb :90 -screen 0 1700x1100x24 &
    DISPLAY=:90 QT_QPA_PLATFORM=xcb .venv/bin/python tools/xvfb_play.py \\
        --variants rummy,manipulation --language fr --level expert --seconds 90

A screenshot of the end of each game goes to --shots (ImageMagick's ``import``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import types

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(cond, ms: int = 30000) -> bool:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        if cond():
            return True
        wait(20)
    return False


def close_score_sheets(window) -> None:
    """The player reads the score sheet and closes it (the table waits meanwhile)."""
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible() and type(top).__name__ == "ScoreSheetDialog":
            top.accept()


def play_turn(t, game, refusals: list, variant: str) -> None:
    """The player's turn, one hinted move after another until the turn passes."""
    hs = t.flow.hinting
    for _ in range(16):
        if game.to_act != t.seat or game.over or game.state.phase == "between_rounds":
            return
        until(lambda: not t.scene.animating and not t.flow.busy() and not t.flow.searching, 20000)
        step = hs.offered
        if type(step).__name__ == "Knock" and not t.held:
            QTest.mouseClick(t.btn_primary, Qt.LeftButton)  # "press Knock to discard it and knock"
            wait(300)
        elif step is not None or t.held:  # Show me offered a step: "press Enter"
            wait(300)  # as a player reads the prompt
            before, n = t.status.text(), len(refusals)
            QTest.keyClick(t.view_widget, Qt.Key_Return)
            wait(80)
            if len(refusals) > n:
                print(f"{variant}: Enter refused after: {before}")
        elif hs.building:  # Show me still laying the table out
            wait(100)
        elif t.flow.wc is not None and t.flow.wc.changed and t.btn_done.isEnabled():
            QTest.mouseClick(t.btn_done, Qt.LeftButton)  # "the hinted play is on the table: press Done"
            wait(80)
        else:
            QTest.mouseClick(t.btn_hint, Qt.LeftButton)
            wait(50)
            until(lambda: not t.flow.searching, 30000)
            if t.btn_show.isEnabled():
                QTest.mouseClick(t.btn_show, Qt.LeftButton)
            elif t.btn_primary.isEnabled():  # "No play found: draw a card" (or pass)
                QTest.mouseClick(t.btn_primary, Qt.LeftButton)
            else:
                print(f"{variant}: a hint with nothing to do: {t.status.text()}")
                return
            wait(80)


def play(window, variant: str, args) -> None:
    window.start_from_args(types.SimpleNamespace(variant=variant, option=[], players=args.players,
                                                 seed=args.seed, level=args.level))
    if not until(lambda: window.table is not None, 10000):
        print(f"{variant}: the game did not start")
        return
    t = window.table
    refusals: list[str] = []
    shown = t.show_refusal
    t.show_refusal = lambda code, params=None: (refusals.append(code), shown(code, params))
    game = t.flow.channel.session.game
    start, turns, stuck = time.monotonic(), 0, 0
    while time.monotonic() - start < args.seconds and not game.over and stuck <= 5:
        if game.state.phase == "between_rounds":
            wait(400)
            close_score_sheets(window)
            if t.btn_continue.isVisible():
                QTest.mouseClick(t.btn_continue, Qt.LeftButton)
            until(lambda: game.state.phase != "between_rounds" or game.over, 10000)
            continue
        if not until(lambda: close_score_sheets(window) or game.over or game.state.phase == "between_rounds" or (
                game.to_act == t.seat and not t.flow.busy() and not t.flow.searching), 60000):
            print(f"{variant}: waited 60 s for the player's turn (phase {game.state.phase}, "
                  f"seat {game.to_act} to act): {t.status.text()}")
            break
        if game.over or game.state.phase == "between_rounds":
            continue
        turns += 1
        before = len(game.log)
        play_turn(t, game, refusals, variant)
        if len(game.log) == before and game.to_act == t.seat:
            stuck += 1
            print(f"{variant}: no move after the hint: {t.status.text()}")
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
        subprocess.run(["import", "-window", "root",
                        os.path.join(args.shots, f"{variant}_{args.language}_{args.level}.png")], check=False)
    print(f"{variant} {args.language} {args.level}: over={game.over} rounds={game.state.round_no} turns={turns} "
          f"refusals={refusals} stuck={stuck} actions={len(game.log)} {time.monotonic() - start:.0f} s")
    window.close_table()


def hint_shot(window, args) -> None:
    """Issue 42: a Vatican first turn where the player has laid J♣ Q♣ K♣ with a joker and a
    5♣ that fits nowhere; Hint, a screenshot, Show me, a screenshot (the words say what it
    keeps and what it takes back, and why)."""
    from rummy_desktop.core.cards import JOKER_BASE, make_deck, parse_card
    from rummy_desktop.core.table_check import Table

    window.start_from_args(types.SimpleNamespace(variant="vatican", option=[], players=2, seed=args.seed,
                                                 level=args.level))
    until(lambda: window.table is not None, 10000)
    t = window.table
    game = t.flow.channel.session.game
    until(lambda: game.to_act == t.seat and not t.flow.busy(), 30000)
    hand = [parse_card(c) for c in "JC QC KC 5C 8H 9H 10H 2D".split()] + [JOKER_BASE]
    st = game.state
    for h in st.hands:
        h[:] = [c for c in h if c not in hand]
    st.stock = [c for c in st.stock if c not in hand]
    st.table = Table([], {}, [])
    st.hands[t.seat] = hand
    somewhere = {c for h in st.hands for c in h} | set(st.stock) | set(st.discard)
    st.stock[:0] = [c for c in make_deck(game.round_rules.decks, game.round_rules.jokers) if c not in somewhere]
    t.flow.wc = None
    t.refresh(animate=False)
    wait(300)
    from rummy_desktop.session.working_copy import GROUP, NEW, Target

    t.flow.drop([parse_card(c) for c in "JC QC KC".split()] + [JOKER_BASE], Target(NEW))
    wait(600)
    t.flow.drop([parse_card("5C")], Target(GROUP, 0))
    wait(600)
    QTest.mouseClick(t.btn_hint, Qt.LeftButton)
    until(lambda: not t.flow.searching and t.flow.hinting.shown is not None, 20000)
    wait(500)
    print("hint:", t.status.text())
    os.makedirs(args.shots, exist_ok=True)
    subprocess.run(["import", "-window", "root", os.path.join(args.shots, f"hint_{args.language}.png")], check=False)
    QTest.mouseClick(t.btn_show, Qt.LeftButton)
    until(lambda: not t.flow.hinting.building and not t.scene.busy, 20000)
    wait(800)
    print("show me:", t.status.text())
    subprocess.run(["import", "-window", "root", os.path.join(args.shots, f"show_me_{args.language}.png")],
                   check=False)
    window.close_table()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variants", default="rummy,rummy-500,manipulation")
    ap.add_argument("--language", default="en", choices=["en", "pt_BR", "fr"])
    ap.add_argument("--level", default="standard")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--seconds", type=float, default=90, help="at most, per rule set")
    ap.add_argument("--shots", default="", help="a folder for a screenshot of each game's end")
    ap.add_argument("--hint-shot", action="store_true",
                    help="instead: screenshots of a hint that keeps a joker and takes a card back, and of Show me")
    args = ap.parse_args()
    os.environ.setdefault("RUMMY_DESKTOP_HOME", tempfile.mkdtemp(prefix="rummy-play-"))  # not the user's own
    app = QApplication(sys.argv)
    from rummy_desktop.storage.settings import Settings, save_settings
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow

    save_settings(Settings(language=args.language))  # the settings the window keeps say it too

    window = MainWindow(Translations())
    window.set_language(args.language)
    window.show()
    window.resize(1280, 800)
    if args.hint_shot:
        args.shots = args.shots or "."
        hint_shot(window, args)
    else:
        for variant in args.variants.split(","):
            play(window, variant, args)
    window.close()
    del app


if __name__ == "__main__":
    main()
