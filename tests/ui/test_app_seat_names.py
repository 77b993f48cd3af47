"""Seat names and wording follow the language of the moment, sentences agree with their
subject, plurals have their forms, and the desktop says click (issue 10, point 10)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

try:
    from app_support import TRANSLATIONS, ensure_qm, language
    from table_driver import TableDriver
except ImportError:
    from .app_support import TRANSLATIONS, ensure_qm, language
    from .table_driver import TableDriver

from rummy_desktop.core.actions import Event
from rummy_desktop.session.game_session import GameSession, Seat, autosave_path

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LANGUAGES = ("en", "pt_BR", "fr")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


@pytest.fixture
def window(real_window):
    return real_window


def panel_names(table) -> list[str]:
    return [p.name for p in TableDriver(None, table).panels()]


# -- point 10: names, sentences, plurals, wording -------------------------------------------------


def test_builtin_seat_names_follow_the_language(window, qtbot):
    window.new_game()
    dlg = window.dialog("new")
    dlg.select_variant("rummy")
    assert dlg.seat_boxes[0].itemText(0) == "You, at the bottom of the table"  # not "You (you, ...)"
    choice = dlg.choice()
    dlg.reject()
    assert [s.name for s in choice["seats"]] == ["", ""]  # nothing typed: nothing stored
    window.start_new(choice)
    table = window.table
    assert sorted(panel_names(table)) == ["Computer 2", "You"]
    language(window, "pt_BR")
    assert sorted(panel_names(table)) == ["Computador 2", "Você"]
    assert TableDriver(qtbot, table).seat_name(1) == "Computador 2"
    window.show_scores()
    sheet = window.controller.sheet
    assert sheet.names() == ["Você", "Computador 2"]
    assert "(você)" not in sheet.sheet.item(0, 0).text()  # not "Você (você)"
    assert "(você)" not in sheet.history.horizontalHeaderItem(1).text()
    sheet.close()
    language(window, "fr")
    assert sorted(panel_names(table)) == ["Ordinateur 2", "Vous"]
    assert TableDriver(qtbot, table).status().startswith("À vous") or "Ordinateur 2" in TableDriver(qtbot, table).status()  # the status too
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert saved["extra"]["seats"][1]["name"] == ""  # the save holds no language either
    assert "Ordinateur 2" in window.start_page.resume_info.text()  # the line under Resume


def test_a_typed_name_stays_and_old_saves_learn_the_language(window, qtbot, catalog):
    session = GameSession.new(catalog, "rummy", {}, [Seat("You"), Seat("Computer 2", "computer", "greedy"),
                                                     Seat("Ana", "computer", "greedy")], 3)
    window.show_session(session)  # a save of an earlier version, made in English
    language(window, "pt_BR")
    assert sorted(panel_names(window.table)) == ["Ana", "Computador 2", "Você"]
    session2 = GameSession.new(catalog, "rummy", {}, [Seat("Bia"), Seat("Computador 3", "computer", "greedy"),
                                                      Seat("", "computer", "greedy")], 3)
    window.show_session(session2)
    language(window, "fr")
    # "Computador 3" is not this seat's built-in name (seat 2): typed, it stays
    assert sorted(panel_names(window.table)) == ["Bia", "Computador 3", "Ordinateur 3"]
    window.show_scores()
    assert window.controller.sheet.sheet.item(0, 0).text().startswith("Bia (vous)")
    window.controller.sheet.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_seat_names_stay_apart_at_every_window_size(window, qtbot, catalog, code):
    """Seven seats of Rummy 500 from the smallest window up: no two panels show the same
    name ("Compu…" six times), a name cut short is the seat's short form ("C2") when cut
    names would look alike, and the tooltip has the whole name."""
    seats = [Seat("")] + [Seat("", "computer", "greedy") for _ in range(5)] + [Seat("Ana Beatriz", "computer", "greedy")]
    window.start_new({"variant": "rummy-500", "options": {}, "seats": seats, "seed": 4})
    language(window, code)
    table = window.table
    d = TableDriver(qtbot, table)
    table.set_paused(True)
    full = [d.seat_name(s) for s in range(7)]
    smallest = window.minimumSize().expandedTo(window.minimumSizeHint())  # (the layouts' own, 800×560)
    widths = sorted({smallest.width(), 900, 1100, 1300, 1600})
    shortened = False
    for width in widths:
        window.resize(width, smallest.height())
        qtbot.waitUntil(lambda: window.width() == width)
        table.refresh(animate=False)
        panels = d.panels()
        shown = [p.name for p in panels]
        assert len(set(shown)) == 7, (width, shown)
        order = [s.seat for s in d.seats()]
        for seat, text, panel in zip(order, shown, panels):
            name = full[seat]
            assert panel.tooltip.startswith(name)
            if text != name:
                shortened = True
                assert text in (d.seat_short(seat), name[:len(text) - 1] + "…") or text.endswith("…"), text
            assert panel.name_width <= panel.width - 2 * 6 + 0.5, (width, text)
    assert shortened, "the smallest window cuts the names"


def test_french_sentences_agree_with_their_subject(window, qtbot, catalog):
    session = GameSession.new(catalog, "rummy", {}, [Seat(""), Seat("", "computer", "greedy")], 3)
    window.show_session(session)
    language(window, "fr")
    table = TableDriver(qtbot, window.table)
    mine = table.describe([Event("drew", 0, {"count": 1}, {"cards": [5]})])
    assert mine.startswith("Vous avez pioché")
    assert table.describe([Event("discarded", 0, {"card": 5})]).startswith("Vous avez défaussé")
    assert table.describe([Event("committed", 1, {"placed": [1]})]) == "Ordinateur 2 a joué 1 carte : 2♣"
    assert table.describe([Event("committed", 0, {"placed": [1, 2, 3]})]) == \
        "Vous avez joué 3 cartes : 2♣ 3♣ 4♣"
    language(window, "pt_BR")
    assert table.describe([Event("committed", 1, {"placed": [1]})]) == "Computador 2 jogou 1 carta: 2♣"
    language(window, "en")
    assert table.describe([Event("withdrew", 1, {"count": 1})]) == "Computer 2 withdrew and drew 1 card"
    assert table.describe([Event("committed", 0, {"placed": [1, 2]})]) == "You played 2 cards: 2♣ 3♣"


@pytest.mark.parametrize("code,zero,one,many", [
    ("en", "0 cards · 0 points", "1 card · 1 point", "7 cards · -12 points"),
    ("pt_BR", "0 cartas · 0 pontos", "1 carta · 1 ponto", "7 cartas · -12 pontos"),  # zero is plural in Brazil
    ("fr", "0 carte · 0 point", "1 carte · 1 point", "7 cartes · -12 points"),  # and singular in French
])
def test_plural_forms_on_the_table(window, qtbot, catalog, code, zero, one, many):
    session = GameSession.new(catalog, "rummy", {}, [Seat(""), Seat("", "computer", "greedy")], 3)
    window.show_session(session)
    language(window, code)
    assert window.table.seat_info(0, 0) == zero
    assert window.table.seat_info(1, 1) == one
    assert window.table.seat_info(7, -12) == many


def test_brazilian_portuguese_says_zero_in_the_plural_everywhere():
    """Qt's rules for Portuguese take the singular for 0 ("0 ponto"); every text with a
    count reads zero in the plural form in pt_BR, as Brazilian players write it."""
    from PySide6.QtCore import QCoreApplication

    from rummy_desktop.ui.i18n import Translations

    translations = Translations()
    assert translations.apply("pt_BR")
    try:
        checked = 0
        root = ET.parse(TRANSLATIONS / "rummy_desktop_pt_BR.ts").getroot()
        for context in root.iter("context"):
            name = context.findtext("name")
            for m in context.iter("message"):
                if m.get("numerus") != "yes":
                    continue
                source, comment = m.findtext("source"), m.findtext("comment")
                forms = [f.text for f in m.find("translation").findall("numerusform")]
                assert len(forms) == 2, source
                zero = QCoreApplication.translate(name, source, comment, 0)
                assert zero == forms[1].replace("%n", "0"), (source, zero)
                assert QCoreApplication.translate(name, source, comment, 1) == forms[0].replace("%n", "1")
                checked += 1
        assert checked > 20
    finally:
        translations.apply("en")


def test_no_card_s_and_no_touch_in_any_language():
    """Every text with a count has plural forms (never "card(s)" on screen), and the desktop
    says click, not touch."""
    for lang in LANGUAGES:
        root = ET.parse(TRANSLATIONS / f"rummy_desktop_{lang}.ts").getroot()
        for m in root.iter("message"):
            tr = m.find("translation")
            if tr.get("type") in ("vanished", "obsolete"):
                continue
            source = m.findtext("source") or ""
            if "(s)" in source:
                assert m.get("numerus") == "yes", (lang, source)
            texts = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            for text in texts:
                if lang == "en":
                    assert "(s)" not in text, text
                    continue
                assert not re.search(r"\(s\)|\btoqu|\bToqu|\btouchez\b|\bTouchez\b|\btouche\b", text), (lang, text)
