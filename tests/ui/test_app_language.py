"""Three languages: the switch applies at once, and the catalogues are complete."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

try:
    from app_support import TRANSLATIONS, FakeTable, ensure_qm
except ImportError:
    from .app_support import TRANSLATIONS, FakeTable, ensure_qm

from rummy_desktop.storage.settings import load_settings
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.i18n import Translations
from rummy_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LANGS = ("pt_BR", "fr")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(mw, "preload_catalog", lambda done=None: None)
    w = MainWindow(Translations())
    qtbot.addWidget(w)
    w.show()
    w.finish_startup()
    yield w
    w.close_table()
    w.translations.apply("en")


def _choose_language(window, code: str) -> None:
    dlg = window.show_settings()
    dlg.language.setCurrentIndex(dlg.language.findData(code))
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def _real_table():
    from rummy_desktop.ui.table import TableWidget

    return TableWidget


@pytest.mark.parametrize("code,new,done,draw,game_menu", [
    ("pt_BR", "Novo jogo…", "Pronto", "Comprar", "&Jogo"),
    ("fr", "Nouvelle partie…", "Terminé", "Piocher", "&Partie"),
])
def test_language_switch_applies_at_once(window, qtbot, monkeypatch, code, new, done, draw, game_menu):
    try:
        table_class = _real_table()
    except ImportError:
        table_class = FakeTable
    monkeypatch.setattr(mw, "load_table_class", lambda: table_class)
    from argparse import Namespace

    window.start_from_args(Namespace(variant="manipulation", option=["mandatory_meld=trust"], players=2, seed=3))
    table = window.table
    assert table.btn_done.text() == "Done"
    seen = []
    window.languageChanged.connect(seen.append)
    _choose_language(window, code)
    assert seen == [code]
    assert table.btn_done.text() == done  # the table's button, without a restart
    if hasattr(table, "btn_primary") and table.btn_primary.text():
        assert table.btn_primary.text() in (draw, {"pt_BR": "Passar", "fr": "Passer"}[code])
    assert window.start_page.new_button.text() == new
    assert window.menu_game.title() == game_menu
    assert load_settings()[0].language == code  # kept for the next start
    _choose_language(window, "en")
    assert table.btn_done.text() == "Done"
    assert window.start_page.new_button.text() == "New game…"


def test_open_dialogs_and_rule_names_follow_the_language(window, qtbot):
    window.new_game()
    dlg = window.dialog("new")
    dlg.select_variant("shanghai")
    stats = window.show_statistics()
    window.set_language("pt_BR")
    assert dlg.title.text() == "Xangai"
    assert dlg.option_labels["mandatory_meld"][0].text() == "Baixar é obrigatório:"
    box = dlg.option_boxes["mandatory_meld"]
    assert [box.itemText(i) for i in range(box.count())] == ["Lembrar, com dica", "Confiar no jogador"]
    assert stats.windowTitle() == "Estatísticas"
    window.set_language("fr")
    dlg.select_variant("machiavelli")
    assert dlg.title.text() == "Machiavel"
    assert dlg.option_labels["incomplete_move"][0].text() == "Coup inachevé :"
    box = dlg.option_boxes["incomplete_move"]
    assert [box.itemText(i) for i in range(box.count())] == ["Annuler, sans pénalité", "Reprendre, piocher 3"]
    dlg.select_variant("carousel")
    assert dlg.title.text() == "Carrousel"
    window.set_language("en")
    assert dlg.title.text() == "Carousel"


@pytest.mark.parametrize("code,think,speed", [("fr", "1,00 s", "1,5× la normale"), ("pt_BR", "1,00 s", "1,5× o normal"),
                                              ("en", "1.00 s", "1.5× normal")])
def test_decimals_follow_the_language_at_once(window, qtbot, code, think, speed):
    """The settings dialog stays open after Apply: its numbers are written the new
    language's way at once, and so are those of windows opened afterwards."""
    window.set_language("pt_BR" if code == "en" else "en")
    dlg = window.show_settings()
    dlg.think.setValue(1.0)
    dlg.speed.setValue(3)
    dlg.language.setCurrentIndex(dlg.language.findData(code))
    dlg.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert window.translations.language == code
    assert dlg.think.text() == think
    assert dlg.speed_value.text() == speed
    dlg.close()
    again = window.show_settings()
    again.speed.setValue(3)
    assert again.think.text() == think and again.speed_value.text() == speed
    again.close()


def _messages(lang: str):
    root = ET.parse(TRANSLATIONS / f"rummy_desktop_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            yield ctx.findtext("name"), m


@pytest.mark.parametrize("lang", LANGS)
def test_translations_are_complete(lang):
    count = 0
    for ctx, m in _messages(lang):
        tr = m.find("translation")
        if tr.get("type") in ("vanished", "obsolete"):
            continue
        count += 1
        source = m.findtext("source")
        assert tr.get("type") != "unfinished", (ctx, source)
        texts = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
        for text in texts:
            assert text.strip(), (ctx, source)
            assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", source)), (ctx, source, text)
    assert count > 300


def test_the_catalogues_hold_every_string_of_the_interface(tmp_path):
    """pyside6-lupdate over rummy_desktop/ui finds no text that the .ts files lack."""
    lupdate = [str(Path(sys.executable).with_name("pyside6-lupdate"))]
    fresh = tmp_path / "fresh.ts"
    subprocess.run(lupdate + ["-extensions", "py", str(TRANSLATIONS.parent / "rummy_desktop" / "ui"),
                              "-ts", str(fresh)], check=True, capture_output=True)
    wanted = {(c.findtext("name") or "", m.findtext("source"), m.findtext("comment"))
              for c in ET.parse(fresh).getroot().iter("context") for m in c.iter("message")}
    for lang in LANGS:
        have = {(ctx or "", m.findtext("source"), m.findtext("comment")) for ctx, m in _messages(lang)
                if m.find("translation").get("type") not in ("vanished", "obsolete")}
        assert not wanted - have, sorted(wanted - have, key=str)[:10]


def test_rule_set_texts_are_all_marked_for_translation(catalog):
    """The built-in rule sets' texts are in our catalogue; the example plugin's house rule
    brings its own translations (rummy_register_texts)."""
    from rummy_desktop.ui.variant_texts import TEXTS

    def translated(text):  # a translation may read as the English text ("1 point")
        return text in TEXTS or all(catalog.texts.has(text, lang) for lang in ("pt_BR", "fr"))

    for v in catalog.variants.all():
        s = v.spec
        texts = [s.name, s.description]
        for o in s.options:
            texts += [o.label, o.description] + [c.label for c in o.choices] + [c.description for c in o.choices]
        for text in filter(None, texts):
            assert translated(text), (s.id, text)



def test_card_words_are_translated(qapp):
    from PySide6.QtCore import QCoreApplication

    from rummy_desktop.ui.i18n import Translations

    def word(text, disambiguation=None, context="Table"):
        return QCoreApplication.translate(context, text, disambiguation)

    t = Translations(qapp)
    try:
        t.apply("pt_BR")
        assert (word("J", "rank: jack"), word("Q", "rank: queen"), word("K", "rank: king")) == ("V", "D", "R")
        assert word(" or ", context="Reasons") == " ou "
        assert word("Withdraw (+3)", context="TableWidget") == "Desistir (+3)"
        t.apply("fr")
        assert word("K", "rank: king") == "R" and word("Draw", context="TableWidget") == "Piocher"
    finally:
        t.apply("en")
    assert word("J", "rank: jack") == "J"
