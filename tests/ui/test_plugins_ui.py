"""Help ▸ Plugins, and a plugin's own translations in the new-game screen (issue 14)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from table_driver import TableDriver

from rummy_desktop import testing
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui.i18n import Translations
from rummy_desktop.ui.new_game import NewGameDialog
from rummy_desktop.ui.plugins_page import PluginsDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def rows(tree):
    out = {}
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out[top.text(0)] = {top.child(j).text(0): top.child(j).text(1) for j in range(top.childCount())}
    return out


def test_the_plugins_page_lists_each_distribution_what_it_adds_and_the_broken(qtbot, fake_plugins):
    catalog = Catalog(make_plugin_manager())
    before = PluginsDialog(catalog)
    qtbot.addWidget(before)
    assert rows(before.tree)["rummy-fake 0.3"] == {"fragile": "Rule sets: Fragile"}
    game = testing.deal(catalog, "fragile", hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]], stock_top=["KS"],
                        discard=["4H"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    catalog.note_failure(testing.refused(game, 0, {"type": "discard", "card": "KS"}, "plugin_error"))
    dlg = PluginsDialog(catalog)
    qtbot.addWidget(dlg)
    shown = rows(dlg.tree)
    assert "rummy-fake 0.3" not in shown  # its one plugin in use failed: switched off
    builtin = next(v for k, v in shown.items() if k.startswith("rummy-desktop "))
    assert builtin["rummy"].startswith("Rule sets: Rummy\nLessons: ")
    assert "Computer players: Beginner, Expert, Greedy, Random, Standard" in builtin["computer-players"]
    rummy_row = next(dlg.tree.topLevelItem(i).child(j) for i in range(dlg.tree.topLevelItemCount())
                     for j in range(dlg.tree.topLevelItem(i).childCount())
                     if dlg.tree.topLevelItem(i).child(j).text(0) == "rummy")
    assert all(Qt.AlignmentFlag(rummy_row.textAlignment(c)) & Qt.AlignTop for c in (0, 1))  # name by its first line
    house = shown["rummy-house-distinct-suits 1.0.0"]["distinct-suits"]
    assert "House rules: Suits in sets (Rummy)" in house and "Français, Português (Brasil)" in house
    broken = {dlg.broken.topLevelItem(i).text(0): dlg.broken.topLevelItem(i) for i in range(dlg.broken.topLevelItemCount())}
    assert set(broken) == {"crash", "bad", "fragile"}
    assert broken["crash"].text(1) == "rummy-fake 0.3" and "boom at import" in broken["crash"].text(3)
    assert broken["crash"].text(2) == "Left out" and broken["fragile"].text(2) == "Failed during play"
    assert "max_players" in broken["bad"].text(3)
    assert "score_round failed during play: ZeroDivisionError" in broken["fragile"].text(3)
    assert dlg.broken.isVisibleTo(dlg)


def test_help_plugins_opens_the_page(window, qtbot):
    assert window.action_plugins in window.menu_help.actions()
    window.action_plugins.trigger()
    dlg = window.dialog("plugins")
    assert isinstance(dlg, PluginsDialog) and dlg.windowTitle() == "Plugins"
    assert dlg.broken_label.text() == "Every installed plugin loaded."
    assert not dlg.broken.isVisibleTo(dlg)
    dlg.close()


@pytest.mark.parametrize("language,label,choices", [
    ("pt_BR", "Naipes nas trincas:", ["Quaisquer naipes", "Naipes diferentes"]),
    ("fr", "Couleurs dans les brelans :", ["Toutes couleurs", "Couleurs différentes"]),
    ("en", "Suits in sets:", ["Any suits", "Different suits"]),
])
def test_the_example_plugins_option_appears_in_the_current_language(qtbot, qapp, catalog, language, label,
                                                                    choices):
    translations = Translations(qapp)
    try:
        translations.apply(language)
        dlg = NewGameDialog(catalog, Settings())
        qtbot.addWidget(dlg)
        dlg.select_variant("rummy")
        text, note = dlg.option_labels["set_suits"]
        box = dlg.option_boxes["set_suits"]
        assert text.text() == label
        assert [box.itemText(i) for i in range(box.count())] == choices
        assert note.text() == catalog.texts.translate(
            "Whether the cards of a set may share a suit (two decks).", QLocale().name()) + " " + \
            catalog.texts.translate("Twins may share a set.", QLocale().name())
        assert dlg.option_labels["scoring"][0].text() != "Scoring:" or language == "en"  # ours still translated
    finally:
        translations.apply("en")


def test_reason_texts_of_a_plugin_and_plugin_errors_show_translated_at_the_table(qapp):
    from rummy_desktop.core.cards import parse_card
    from rummy_desktop.plugins.texts import TextRegistry
    from rummy_desktop.ui.table.reasons import reason_text
    from rummy_desktop.ui.variant_texts import plugin_texts, use_plugin_texts

    texts = TextRegistry()
    texts.add_reasons({"house_twins": "{card} has a twin in this set"})
    texts.add_translations("fr", {"{card} has a twin in this set": "{card} a une jumelle dans ce brelan"})
    before = plugin_texts()
    translations = Translations(qapp)
    use_plugin_texts(texts)
    try:
        translations.apply("fr")
        assert reason_text("house_twins", {"card": parse_card("7D")}) == "7♦ a une jumelle dans ce brelan"
        assert reason_text("plugin_error", {"plugin": "fragile", "error": "ZeroDivisionError: x"}) == \
            "Le plugin fragile a échoué, ce coup n'a donc pas été joué (ZeroDivisionError: x). Il est désactivé " \
            "jusqu'au prochain démarrage de Rummy Desktop\u00a0: la prochaine partie est préparée sans lui."
        translations.apply("pt_BR")
        assert reason_text("house_twins", {"card": parse_card("7D")}) == "7♦ has a twin in this set"
    finally:
        use_plugin_texts(before)
        translations.apply("en")


def test_a_rule_set_failing_at_the_end_of_a_round_is_said_at_the_table_and_in_help_plugins(qtbot):
    """A score_round that returns a dict: the move is refused with a message naming the
    plugin and the hook, nothing changes, and Help ▸ Plugins lists the failure."""
    from rummy_desktop.core.variant import VariantSpec
    from rummy_desktop.plugins import hookimpl
    from rummy_desktop.session.game_session import GameSession, Seat
    from rummy_desktop.ui.table import TableWidget
    from rummy_rulesets.rummy import SPEC, Rummy

    class DictScore(Rummy):
        def score_round(self, rules, outcome):
            return {"scores": [0, 0]}

    class Plugin:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(DictScore(VariantSpec.model_validate({**SPEC.model_dump(), "id": "fragile"})))

    plugin = Plugin()
    plugin.__name__ = "fragile-plugin"
    catalog = testing.catalog(plugin)
    game = testing.deal(catalog, "fragile", hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]], discard=["4H"],
                        stock_top=["KS"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    session = GameSession(catalog, game, [Seat("Ana"), Seat("Bot", "computer", "greedy")], None)
    table = TableWidget(session, Settings(animation_speed=0.0), 0)
    qtbot.addWidget(table)
    d = TableDriver(qtbot, table)
    assert not d.submit(testing.action({"type": "discard", "card": "KS"}))
    assert "fragile-plugin" in d.status() and "score_round" in d.status()
    assert game.state.phase == "meld" and not game.state.history
    dlg = PluginsDialog(catalog)
    qtbot.addWidget(dlg)
    failed = {dlg.broken.topLevelItem(i).text(0): dlg.broken.topLevelItem(i) for i in range(dlg.broken.topLevelItemCount())}
    assert failed["fragile-plugin"].text(2) == "Failed during play"
    assert "returned dict, not a RoundScore" in failed["fragile-plugin"].text(3)


def test_settings_plugins_switches_a_third_party_plugin_off_from_the_next_start(qtbot, monkeypatch):
    from rummy_desktop.plugins.installed import DISABLE_ENV
    from rummy_desktop.ui.dialogs import SettingsDialog

    dlg = SettingsDialog(Settings(disabled_plugins=["costly-aces", "gone-now"]))
    qtbot.addWidget(dlg)
    items = {dlg.plugins.list.item(i).data(Qt.ItemDataRole.UserRole): dlg.plugins.list.item(i)
             for i in range(dlg.plugins.list.count())}
    assert {"gin-rummy", "meld-of-four", "costly-aces", "distinct-suits"} <= set(items)
    assert "rummy" not in items and "computer-players" not in items  # the program's own: always on
    assert items["costly-aces"].checkState() == Qt.CheckState.Unchecked
    items["gin-rummy"].setCheckState(Qt.CheckState.Unchecked)
    items["costly-aces"].setCheckState(Qt.CheckState.Checked)
    assert dlg.current().disabled_plugins == ["gin-rummy", "gone-now"]  # one not installed now is kept
    assert "next time Rummy Desktop starts" in dlg.plugins.note.text()

    monkeypatch.setenv(DISABLE_ENV, "")
    from rummy_desktop.plugins.installed import switch_off, switched_off

    switch_off(dlg.current().disabled_plugins)  # what the window does at start, before loading the plugins
    assert switched_off() == {"gin-rummy", "gone-now"}


def test_the_start_screen_counts_the_rule_sets_installed(window, catalog):
    window.catalogLoaded.emit()  # as the preload does once the plugins are in
    text = window.start_page.subtitle.text()
    assert f": {len(catalog.variants.all())} rule set" in text and "ten" not in text
