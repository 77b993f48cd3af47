"""The table's look from the settings, applied at once to the table on screen: the deck (the
shipped SVG deck, with the cards taking its shape), large print, the background; and the
window's size, place and the table's split with the move log, kept for the next start."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QBrush
from table_support import driver, make_table

from rummy_desktop.storage.settings import Settings, load_settings, save_settings

SHIPPED = "kde/svg-tigullio-international"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "system"))
    from rummy_desktop.ui.decks import installed_decks

    installed_decks(refresh=True)
    yield tmp_path
    from rummy_desktop.ui.decks.render import close_deck_images

    close_deck_images()


def test_the_look_applies_live(qtbot, catalog, home):
    w, _ = make_table(qtbot, catalog, "rummy", players=3, seed=4)
    d = driver(qtbot, w)
    assert d.felt().color().name() == "#1f5a3a" and d.text_font().pixelSize() == 12
    drawn_h = d.card_size()[1]
    w.apply_settings(Settings(animation_speed=0, table_background="wood", large_print=True, card_deck=SHIPPED))
    brush: QBrush = d.felt()
    assert not brush.texture().isNull()  # the wooden table
    assert d.text_font().pixelSize() == 15 and d.bold_font().bold()
    assert d.large_print_cards()
    qtbot.waitUntil(lambda: d.deck_shown() == SHIPPED, timeout=20000)
    assert d.deck_ratio() == pytest.approx(1.52, abs=0.01)  # Tigullio's cards are taller
    card_w, card_h = d.card_size()
    assert card_h == round(card_w * d.deck_ratio())
    assert d.card_drawn_height() == card_h
    assert drawn_h != card_h or card_w != round(drawn_h / 1.4)
    w.apply_settings(Settings(animation_speed=0, table_background="blue"))
    assert d.felt().color().name() == "#1c3f60" and d.text_font().pixelSize() == 12
    assert d.deck_shown() == "drawn" and d.deck_ratio() == pytest.approx(1.4)


def test_the_look_is_remembered(home):
    save_settings(Settings(card_deck=SHIPPED, table_background="wood", large_print=True))
    settings, err = load_settings()
    assert err is None
    assert (settings.card_deck, settings.table_background, settings.large_print) == (SHIPPED, "wood", True)
    path = home / "config" / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["table_background"] = "plaid"
    path.write_text(json.dumps(data), encoding="utf-8")
    settings, err = load_settings()
    assert err is not None and settings.table_background == "green"  # reported, set aside


def test_the_split_with_the_move_log_is_remembered(qtbot, catalog, home):
    from rummy_desktop.storage import window_state

    w, _ = make_table(qtbot, catalog, "rummy", players=2, seed=4, size=(1200, 700))
    right0 = w.splitter.sizes()[1]
    driver(qtbot, w).drag_log_divider(-(480 - right0))  # the move log widened to about 480
    assert abs(w.splitter.sizes()[1] - 480) <= 2
    left, right = window_state.state()["log_splitter"]
    assert right > 400
    again, _ = make_table(qtbot, catalog, "rummy", players=2, seed=5, size=(1200, 700))
    assert abs(again.splitter.sizes()[1] - right) <= 2


def test_the_windows_size_and_place_are_remembered(qtbot, home, monkeypatch):
    from PySide6.QtCore import QRect

    from rummy_desktop.storage import window_state
    from rummy_desktop.ui import main_window as mw
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.window_size import WindowSize

    monkeypatch.setattr(mw, "preload_catalog", lambda done=None: None)
    monkeypatch.setattr(WindowSize, "available", lambda self: QRect(0, 0, 1600, 1000))
    first = mw.MainWindow(Translations())
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(800, 600)  # (the offscreen screen is 800×600: a restored window is kept inside it)
    first.move(0, 12)
    qtbot.wait(10)
    first.close()
    saved = json.loads((home / "config" / "window.json").read_text(encoding="utf-8"))
    assert saved["geometry"]
    second = mw.MainWindow(Translations())
    qtbot.addWidget(second)
    assert abs(second.width() - first.width()) <= 2 and second.height() == first.height()  # not 1100×720
    (home / "config" / "window.json").write_text('{"geometry": 5}', encoding="utf-8")
    monkeypatch.setattr(window_state, "_loaded", None)
    third = mw.MainWindow(Translations())
    qtbot.addWidget(third)
    third.show()
    third.finish_startup()
    assert any("window" in box.text() or "window" in box.windowTitle() for box in third.reports)
    assert list((home / "config").glob("window.json.corrupt-*"))  # set aside, not deleted
    assert (third.width(), third.height()) == (1100, 720)  # the usual size


@pytest.mark.parametrize("large_print", [False, True])
def test_the_fanned_backs_keep_clear_of_the_seats_words(qtbot, catalog, home, large_print):
    """The fan of an opponent's backs stays in its corner of the seat panel at every size
    (in large print the panels grow taller, and the fan grew wide over the words)."""
    w, _ = make_table(qtbot, catalog, "rummy-500", players=4, seed=3, size=(800, 530), large_print=large_print)
    for size in ((800, 530), (1100, 680), (1600, 1000)):
        w.resize(*size)
        d = driver(qtbot, w)
        qtbot.waitUntil(d.laid_out)
        fans = d.fans()
        assert fans or size == (800, 530)
        for panel, backs, words in fans:
            assert panel.adjusted(-1, -1, 1, 1).contains(backs), (size, backs, panel)
            for text, box in words:
                assert not box.intersects(backs), (size, text)


def test_seat_panels_fan_the_opponents_hands_and_name_levels_and_meld_points(qtbot, catalog, home):
    from types import SimpleNamespace

    from table_support import cards

    from rummy_desktop.ui.table.seat_texts import meld_points

    w, _ = make_table(qtbot, catalog, "rummy-500", players=3, seed=3, size=(1100, 680), level="expert")
    d = driver(qtbot, w)
    seats = d.seats()
    assert [s.me for s in seats] == [False, False, True]
    assert seats[0].parts[-1] == "Expert" and "0 melded" in seats[0].parts
    assert not any(p == "Expert" for p in seats[2].parts)  # a player has no level
    panels = d.panels()
    assert len(panels) == 3 and panels[0].fan == seats[0].count == 7
    assert panels[2].fan is None  # the player's own hand is on the table
    assert panels[0].info.count("\n") == 1  # four pieces on two lines
    seven_sets, low_run = cards("7C 7D 7H"), cards("AH 2H 3H")
    view = SimpleNamespace(variant="rummy-500", rules=catalog.rules("rummy-500", {}, 3), players=3,
                           table=(tuple(seven_sets), tuple(low_run)), declared={}, active=(True, True, True),
                           by={**{c: 1 for c in seven_sets}, **{c: 0 for c in low_run}})
    assert meld_points(view) == [6, 21, 0]  # the ace low in A-2-3, as the rule set scores it
    assert meld_points(SimpleNamespace(**{**vars(view), "variant": "rummy"})) is None
