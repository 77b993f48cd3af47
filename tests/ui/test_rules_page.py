"""The rules page: Help ▸ Rules of this game and the new-game screen's Rules button show the
rule set's page in the program's language, with the options chosen for the game."""

from __future__ import annotations

from argparse import Namespace

import pytest

try:
    from app_support import ensure_qm
except ImportError:
    from .app_support import ensure_qm

from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.rules_page import RulesDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


@pytest.fixture
def speaking(window):
    """The window, set back to English after the test."""
    yield window
    window.translations.apply("en")


def _plain(dlg: RulesDialog) -> str:
    return dlg.browser.toPlainText()


def test_help_menu_shows_the_game_rules_with_its_options(speaking):
    window = speaking
    assert window.action_rules in window.menu_help.actions()
    window.start_from_args(Namespace(variant="manipulation", option=["mandatory_meld=trust", "target=300"],
                                     players=3, seed=3))
    window.action_rules.trigger()
    dlg = window.dialog("rules")
    assert dlg.isVisible() and not dlg.isModal()  # read beside the table
    assert dlg.windowTitle() == "Rules: Manipulation"
    assert dlg.options_label.text() == "Options of this game: Mandatory meld: Trust the player · Play to: 300 points"
    text = _plain(dlg)
    assert text.startswith("Manipulation\n")  # the Markdown heading, rendered
    assert "Q-K-A is a run" in text and "**" not in text
    assert dlg.browser.document().toMarkdown().count("|") > 10  # the penalty table is a table


@pytest.mark.parametrize("lang,title,options,words", [
    ("pt_BR", "Regras: Maquiavel", "Opções deste jogo: Jogada incompleta: Retirar, comprar 3",
     ("Maquiavel é uma única rodada", "Desistir (+3)")),
    ("fr", "Règles : Machiavel", "Options de cette partie : Coup inachevé : Reprendre, piocher 3",
     ("Machiavel se joue en une seule manche", "Abandonner (+3)")),
])
def test_help_menu_in_portuguese_and_french(speaking, lang, title, options, words):
    window = speaking
    window.set_language(lang)
    window.start_from_args(Namespace(variant="machiavelli", option=["incomplete_move=withdraw"], players=2, seed=1))
    dlg = window.show_rules()
    assert dlg.windowTitle() == title
    assert dlg.options_label.text() == options
    for w in words:
        assert w in _plain(dlg)


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                           "This plugin does not support raise")  # offscreen: no window manager
def test_the_open_page_follows_a_language_switch(speaking):
    window = speaking
    window.start_from_args(Namespace(variant="carousel", option=[], players=2, seed=1))
    dlg = window.show_rules()
    assert "Knocking" in _plain(dlg) and dlg.options_label.text() == "This game has no options."
    window.set_language("fr")
    assert dlg.windowTitle() == "Règles : Carrousel"
    assert _plain(dlg).startswith("Carrousel\n") and "Frapper" in _plain(dlg)
    assert dlg.options_label.text() == "Cette partie n'a pas d'options."
    window.set_language("pt_BR")
    assert _plain(dlg).startswith("Carrossel\n") and "Bater" in _plain(dlg)
    assert window.show_rules() is dlg  # one rules window, brought back


def test_with_no_game_it_shows_a_rule_set_and_offers_the_others(speaking):
    window = speaking
    dlg = window.show_rules()
    assert dlg.variant_id == "rummy" and not dlg.options_label.isVisible()
    dlg.variant_box.setCurrentIndex(dlg.variant_box.findData("tahiti"))
    assert dlg.windowTitle() == "Rules: Tahiti" and "loose cards" in _plain(dlg)


@pytest.mark.parametrize("lang,button,title,options,heading", [
    ("en", "R&ules", "Rules: Rummy 500", "Options of this game: Play to: 1000 points · "
     "Cards each (two players): 13 cards · Jokers: On", "Rummy 500\n"),
    ("pt_BR", "Ver as re&gras", "Regras: Rummy 500", "Opções deste jogo: Jogar até: 1000 pontos · "
     "Cartas para cada um (dois jogadores): 13 cartas · Curingas: Sim", "Rummy 500\n"),
    ("fr", "Voir les rè&gles", "Règles : Rami 500", "Options de cette partie : Jouer jusqu'à : 1000 points · "
     "Cartes par joueur (à deux) : 13 cartes · Jokers : Oui", "Rami 500\n"),
])
def test_new_game_screen_rules_button(speaking, lang, button, title, options, heading):
    window = speaking
    window.set_language(lang)
    window.new_game()
    new = window.dialog("new")
    new.select_variant("rummy-500")
    for key, value in (("target", "1000"), ("jokers", "on")):
        box = new.option_boxes[key]
        box.setCurrentIndex(box.findData(value))
    assert new.rules_button.text() == button
    new.rules_button.click()
    dlg = new.rules_dialog
    assert dlg is not None and dlg.isVisible()
    assert dlg.windowTitle() == title
    assert dlg.options_label.text() == options
    assert _plain(dlg).startswith(heading)
    dlg.close()
    new.select_variant("vatican")
    new.rules_button.click()
    assert new.rules_dialog.variant_id == "vatican"


class ShortMachiavelli:
    """A third-party rule set with a page of its own (English and French only)."""

    PAGE = {"en": "# Short Machiavelli\n\nMachiavelli with **nine cards** each.\n",
            "fr": "# Machiavel court\n\nMachiavel avec **neuf cartes** chacun.\n"}

    @hookimpl
    def rummy_register_variants(self, registry):
        from rummy_desktop.core.variant import HandRow
        from rummy_rulesets import machiavelli

        spec = machiavelli.SPEC.model_copy(update={"id": "short-machiavelli", "name": "Short Machiavelli",
                                                   "hand": (HandRow(players=(2, 5), cards=9),)})
        registry.add(machiavelli.Machiavelli(spec), rules_page=self.PAGE)
        bare = spec.model_copy(update={"id": "bare-machiavelli", "name": "Bare Machiavelli"})
        registry.add(machiavelli.Machiavelli(bare))  # no page

    @hookimpl
    def rummy_register_house_rules(self, registry):
        from rummy_desktop.core.variant import Choice, OptionSpec

        option = OptionSpec(key="quick", label="Quick", choices=(Choice(value="no", label="No"),
                                                                 Choice(value="yes", label="Yes")), default="no")
        registry.add_option("bare-machiavelli", option,
                            rules_page={"en": "## Quick\n\nA quick game.\n", "fr": "## Rapide\n\nUne partie rapide.\n"})


@pytest.fixture
def third_party(monkeypatch):
    cat = Catalog(make_plugin_manager([ShortMachiavelli()]))
    monkeypatch.setattr(mw, "load_catalog", lambda: cat)
    return cat


def test_a_third_party_page_shows_in_the_dialog(speaking, third_party):
    window = speaking
    window.new_game()
    new = window.dialog("new")
    new.select_variant("short-machiavelli")
    new.rules_button.click()
    dlg = new.rules_dialog
    assert _plain(dlg).startswith("Short Machiavelli\n") and "nine cards" in _plain(dlg)
    window.set_language("fr")
    assert _plain(dlg).startswith("Machiavel court\n")
    window.set_language("pt_BR")  # no Portuguese page: English
    assert _plain(dlg).startswith("Short Machiavelli\n")
    assert dlg.options_label.text() == "Opções deste jogo: Jogada incompleta: Desfazer, sem penalidade"


def test_a_rule_set_without_a_page_shows_its_declaration(speaking, third_party):
    window = speaking
    window.set_language("fr")
    window.start_from_args(Namespace(variant="bare-machiavelli", option=[], players=2, seed=1))
    dlg = window.show_rules()
    text = _plain(dlg)
    assert text.startswith("Bare Machiavelli\n")
    assert "Le plugin de ces règles ne fournit pas de page de règles." in text
    assert "Coup inachevé" in text and "Reprendre, piocher 3" in text
    assert text.rstrip().endswith("Rapide\nUne partie rapide.")  # a house rule's section still shows
