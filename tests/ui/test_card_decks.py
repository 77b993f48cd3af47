"""Card decks: the drawn deck, the shipped one, KDE's and Aisleriot's SVG decks found in the
XDG data folders, rendered by their own process, and a deck that cannot be read reported
and skipped. Every test has data folders of its own: the machine's decks stay out."""

from __future__ import annotations

import configparser
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.ui.decks import AISLERIOT, KDE, RANKS, SUITS, find_decks, installed_decks

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "rummy_desktop" / "resources" / "decks" / "svg-tigullio-international"


def colour_of(index: int) -> str:
    return f"#{(index * 37) % 256:02x}{(index * 91) % 256:02x}{(index * 53 + 40) % 256:02x}"


def kde_svg(with_jokers: bool = True) -> str:
    """A KDE deck: one element per card, 100×140 each, each face filled with its colour."""
    parts = []
    names = [f"{r}_{s}" for s in SUITS for r in RANKS] + (["red_joker", "black_joker"] if with_jokers else [])
    for i, name in enumerate(names + ["back"]):
        x, y = (i % 13) * 110, (i // 13) * 150
        parts.append(f'<g id="{name}"><rect x="{x}" y="{y}" width="100" height="140" fill="{colour_of(i)}"/></g>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="1430" height="750" viewBox="0 0 1430 750">'
            + "".join(parts) + "</svg>")


def aisleriot_svg() -> str:
    """An Aisleriot deck: a grid of 13×5 cells of 80×120; the red joker's picture is wider
    than its cell (as in Aisleriot's own decks): the card is the cell."""
    parts = []
    for i, name in enumerate([f"{s}_{r}" for s in SUITS for r in RANKS]):
        x, y = (i % 13) * 80, (i // 13) * 120
        parts.append(f'<g id="{name}"><rect x="{x}" y="{y}" width="80" height="120" fill="{colour_of(i)}"/></g>')
    parts.append('<g id="joker_black"><rect x="0" y="480" width="80" height="120" fill="#000000"/></g>')
    parts.append('<g id="joker_red"><rect x="80" y="480" width="80" height="120" fill="#ff0000"/>'
                 '<rect x="160" y="480" width="30" height="120" fill="#00ff00"/></g>')
    parts.append('<g id="back"><rect x="240" y="480" width="80" height="120" fill="#0000ff"/></g>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="600" viewBox="0 0 1040 600">'
            + "".join(parts) + "</svg>")


@pytest.fixture
def data_dirs(tmp_path, monkeypatch):
    """XDG data folders of the test's own, with a KDE deck, an Aisleriot deck, a KDE deck
    described badly and one whose picture cannot be read."""
    home, system = tmp_path / "home", tmp_path / "system"
    kde = system / "carddecks"
    (kde / "svg-test").mkdir(parents=True)
    (kde / "svg-test" / "test.svg").write_text(kde_svg(), encoding="utf-8")
    (kde / "svg-test" / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Test deck\nName[fr]=Jeu d'essai\nSVG=test.svg\n", encoding="utf-8")
    (kde / "svg-nameless").mkdir()
    (kde / "svg-nameless" / "index.desktop").write_text("[KDE Backdeck]\nName=No picture\n", encoding="utf-8")
    (kde / "svg-garbage").mkdir()
    (kde / "svg-garbage" / "g.svgz").write_bytes(b"\x1f\x8bnot gzip at all")
    (kde / "svg-garbage" / "index.desktop").write_text("[KDE Backdeck]\nName=Garbage\nSVG=g.svgz\n",
                                                       encoding="utf-8")
    cards = home / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "grid_deck.svg").write_text(aisleriot_svg(), encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    monkeypatch.delenv("FLATPAK_ID", raising=False)
    installed_decks(refresh=True)
    yield tmp_path
    from rummy_desktop.ui.decks.render import close_deck_images

    close_deck_images()
    installed_decks(refresh=True)


def test_decks_are_found_in_both_formats_and_bad_ones_are_skipped(data_dirs):
    found = find_decks()
    ids = [d.id for d in found.decks]
    assert ids[:2] == ["drawn", "kde/svg-tigullio-international"]  # the drawn deck, then the shipped one
    assert set(ids[2:]) == {"kde/svg-test", "kde/svg-garbage", "aisleriot/grid_deck"}
    test = found.get("kde/svg-test")
    assert test.kind == KDE and test.name == "Test deck" and test.name_in("fr") == "Jeu d'essai"
    assert test.name_in("pt_BR") == "Test deck" and test.origin == "system"
    grid = found.get("aisleriot/grid_deck")
    assert grid.kind == AISLERIOT and grid.name == "Grid Deck"
    assert [(Path(where).name, why) for where, why in found.skipped] == [
        ("svg-nameless", "index.desktop names no SVG file")]


def test_the_shipped_deck_carries_its_licence_and_source():
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(SHIPPED / "index.desktop", encoding="utf-8")
    assert (SHIPPED / entry["KDE Backdeck"]["SVG"]).is_file()
    readme = (SHIPPED / "README").read_text(encoding="utf-8")
    assert "Luciano Montanaro" in readme and "LGPL" in readme and "kdegames-card-data-kf5" in readme
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (SHIPPED / "COPYING.LIB").read_text(encoding="utf-8")


def _wait_shown(qtbot, pixmaps, deck_id: str) -> None:
    qtbot.waitUntil(lambda: pixmaps.deck.id == deck_id, timeout=20000)


def test_an_aisleriot_deck_is_rendered_cell_by_cell_in_its_own_process(qapp, qtbot, data_dirs):
    from rummy_desktop.ui.decks.render import deck_images
    from rummy_desktop.ui.table.cards import CardPixmaps

    px = CardPixmaps()
    ready = []
    px.on_ready = ready.append
    px.warm(80, 1.0)
    deck = installed_decks().get("aisleriot/grid_deck")
    px.configure(False, "blue", deck)
    assert px.deck.id == "drawn"  # the drawn deck until the new one's cards are there
    _wait_shown(qtbot, px, deck.id)
    assert ready[0] is True and px.ratio == pytest.approx(1.5)  # the cards took the deck's shape
    assert deck_images().process.processId() > 0  # rendered in a process of its own
    five_of_clubs = px.ready_or_stand_in(4, 80, 1.0).toImage()
    assert (five_of_clubs.width(), five_of_clubs.height()) == (80, 120)
    assert five_of_clubs.pixelColor(40, 60) == QColor(colour_of(4))
    queen_of_hearts = px.ready_or_stand_in(2 * 13 + 11, 80, 1.0).toImage()
    assert queen_of_hearts.pixelColor(5, 5) == QColor(colour_of(2 * 13 + 11))
    red_joker = px.ready_or_stand_in(JOKER_BASE + 1, 80, 1.0).toImage()
    assert red_joker.pixelColor(40, 60) == QColor("#ff0000")
    assert red_joker.pixelColor(78, 60) == QColor("#ff0000")  # the wider picture is cut at its cell
    assert px.ready_or_stand_in(None, 80, 1.0).toImage().pixelColor(40, 60) == QColor("#0000ff")


def test_large_print_and_a_declared_joker_draw_over_a_decks_picture(qapp, qtbot, data_dirs):
    from rummy_desktop.ui.table.cards import CardPixmaps

    px = CardPixmaps()
    px.warm(100, 1.0)
    deck = installed_decks().get("kde/svg-test")
    px.configure(False, "blue", deck, large_print=True)
    _wait_shown(qtbot, px, deck.id)
    assert px.ratio == pytest.approx(1.4)
    qtbot.waitUntil(lambda: px.ready(30, 100, 1.0))
    seven_of_hearts = px.ready_or_stand_in(2 * 13 + 6, 100, 1.0).toImage()
    assert seven_of_hearts.pixelColor(50, 70) == QColor(colour_of(2 * 13 + 6))  # the deck's own picture
    assert seven_of_hearts.pixelColor(3, 30) == QColor("#ffffff")  # under the large index, a white patch
    qtbot.waitUntil(lambda: px.ready(JOKER_BASE, 100, 1.0, declared=3))
    declared = px.ready_or_stand_in(JOKER_BASE, 100, 1.0, declared=3).toImage()
    plain = px.ready_or_stand_in(JOKER_BASE, 100, 1.0).toImage()
    assert plain.pixelColor(3, 30) == QColor(colour_of(53))  # the black joker, as the deck draws it
    assert declared.pixelColor(3, 30) != plain.pixelColor(3, 30)  # the card it stands for, in its corner


def test_a_deck_that_cannot_be_read_is_reported_and_skipped(qapp, qtbot, data_dirs):
    from rummy_desktop.storage.settings import Settings
    from rummy_desktop.ui.decks.render import FAILED
    from rummy_desktop.ui.dialogs import SettingsDialog
    from rummy_desktop.ui.table.cards import CardPixmaps

    px = CardPixmaps()
    errors = []
    px.on_error = lambda deck, why: errors.append((deck.id, why))
    px.warm(60, 1.0)
    px.configure(False, "blue", installed_decks().get("kde/svg-garbage"))
    qtbot.waitUntil(lambda: bool(errors), timeout=20000)
    assert errors[0][0] == "kde/svg-garbage" and "gzip" in errors[0][1]
    assert px.deck.id == "drawn" and px.wanted.id == "drawn" and FAILED["kde/svg-garbage"] == errors[0][1]
    dlg = SettingsDialog(Settings(card_deck="kde/svg-garbage"))
    qtbot.addWidget(dlg)
    item = dlg.card_deck.model().item(dlg.card_deck.findData("kde/svg-garbage"))
    assert not item.isEnabled() and item.toolTip() == errors[0][1]
    assert "1 deck" in dlg.deck_note.text() and "could not be offered" in dlg.deck_note.text()


def test_the_frozen_programs_launcher_runs_the_render_process(tmp_path):
    """The PyInstaller program starts itself as the render process (RUMMY_DESKTOP_CARD_WORKER=1):
    installer/launcher.py serves the same requests as ``python -m rummy_desktop.ui.decks.worker``."""
    import json
    import os
    import subprocess
    import sys

    svg = tmp_path / "deck.svg"
    svg.write_text(kde_svg(with_jokers=False), encoding="utf-8")
    requests = [{"op": "load", "svg": str(svg), "kind": "kde"},
                {"op": "render", "svg": str(svg), "kind": "kde", "w": 10, "h": 14,
                 "items": [["k", ["king_heart"]], ["j", ["red_joker", "joker"]]]},
                {"op": "quit"}]
    env = dict(os.environ, RUMMY_DESKTOP_CARD_WORKER="1", QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, str(ROOT / "installer" / "launcher.py")], env=env, timeout=60,
                       input=b"".join(json.dumps(q).encode() + b"\n" for q in requests), capture_output=True)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    lines = []
    while out:
        line, out = out.split(b"\n", 1)
        header = json.loads(line)
        lines.append(header)
        out = out[header.get("n", 0):]
    assert lines[0]["ok"] is True and lines[0]["has"] == ["back"] and lines[0]["ratio"] == pytest.approx(1.4)
    assert [(h["key"], h["n"]) for h in lines[1:]] == [("k", 10 * 14 * 4), ("j", 0)]  # no joker in this deck
