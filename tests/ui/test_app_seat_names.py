"""Seat names and wording follow the language of the moment, sentences agree with their
subject, plurals have their forms, and the desktop says click (issue 10, point 10)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

try:
    from app_support import TRANSLATIONS, ensure_qm, language
except ImportError:
    from .app_support import TRANSLATIONS, ensure_qm, language

from rummy_desktop.core.actions import Event
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.ui.games import solo

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LANGUAGES = ("en", "pt_BR", "fr")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


@pytest.fixture
def window(real_window):
    return real_window


def panel_names(table) -> list[str]:
    return [p.name.text().replace("  ▶", "") for p in table.scene.seat_panels if p.isVisible()]


# -- point 10: names, sentences, plurals, wording -------------------------------------------------


def test_builtin_seat_names_follow_the_language(window, qtbot):
    window.new_game()
    dlg = window._dialogs["new"]
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
    assert table.flow.seat_name(1) == "Computador 2"
    window.show_scores()
    sheet = window.controller.sheet
    assert sheet.names() == ["Você", "Computador 2"]
    assert "(você)" not in sheet.sheet.item(0, 0).text()  # not "Você (você)"
    assert "(você)" not in sheet.history.horizontalHeaderItem(1).text()
    sheet.close()
    language(window, "fr")
    assert sorted(panel_names(table)) == ["Ordinateur 2", "Vous"]
    assert table.status.text().startswith("À vous") or "Ordinateur 2" in table.status.text()  # the status too
    saved = json.loads(solo.autosave_file().read_text(encoding="utf-8"))
    assert saved["extra"]["seats"][1]["name"] == ""  # the save holds no language either
    assert "Ordinateur 2" in window.autosave_summary()


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


def test_french_sentences_agree_with_their_subject(window, qtbot, catalog):
    session = GameSession.new(catalog, "rummy", {}, [Seat(""), Seat("", "computer", "greedy")], 3)
    window.show_session(session)
    language(window, "fr")
    table = window.table
    mine = table.flow._describe_events([Event("drew", 0, {"count": 1}, {"cards": [5]})])
    assert mine.startswith("Vous avez pioché")
    assert table.flow._describe_events([Event("discarded", 0, {"card": 5})]).startswith("Vous avez défaussé")
    assert table.flow._describe_events([Event("committed", 1, {"placed": [1]})]) == "Ordinateur 2 a joué 1 carte"
    assert table.flow._describe_events([Event("committed", 0, {"placed": [1, 2, 3]})]) == "Vous avez joué 3 cartes"
    language(window, "pt_BR")
    assert table.flow._describe_events([Event("committed", 1, {"placed": [1]})]) == "Computador 2 jogou 1 carta"
    language(window, "en")
    assert table.flow._describe_events([Event("withdrew", 1, {"count": 1})]) == "Computer 2 withdrew and drew 1 card"
    assert table.flow._describe_events([Event("committed", 0, {"placed": [1, 2]})]) == "You played 2 cards"


@pytest.mark.parametrize("code,one,many", [("en", "1 card · 1 point", "7 cards · -12 points"),
                                           ("pt_BR", "1 carta · 1 ponto", "7 cartas · -12 pontos"),
                                           ("fr", "1 carte · 1 point", "7 cartes · -12 points")])
def test_plural_forms_on_the_table(window, qtbot, catalog, code, one, many):
    session = GameSession.new(catalog, "rummy", {}, [Seat(""), Seat("", "computer", "greedy")], 3)
    window.show_session(session)
    language(window, code)
    assert window.table.seat_info(1, 1) == one
    assert window.table.seat_info(7, -12) == many


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
