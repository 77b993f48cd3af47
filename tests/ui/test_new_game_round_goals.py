"""A rule set of a distribution under plugins/ in the new-game dialog like any built-in
(issue 44, point 5): Contract Rummy, listed after the built-ins with its name and
description in the player's language, its player counts, every computer level for its
seats, and dealt onto the table."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui.i18n import Translations
from rummy_desktop.ui.new_game import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.mark.parametrize("language,name", [("en", "Contract Rummy"), ("pt_BR", "Rummy de Contrato"),
                                           ("fr", "Rami à contrats")])
def test_contract_rummy_is_offered_like_a_built_in(qtbot, qapp, catalog, language, name):
    translations = Translations(qapp)
    try:
        translations.apply(language)
        dlg = NewGameDialog(catalog, Settings())
        qtbot.addWidget(dlg)
        items = {dlg.variant_list.item(i).data(0x0100): dlg.variant_list.item(i).text()
                 for i in range(dlg.variant_list.count())}
        assert name in items["contract-rummy"]
        dlg.select_variant("contract-rummy")
        assert dlg.title.text() == name
        assert dlg.description.text() == catalog.texts.translate(catalog.variant("contract-rummy").spec.description,
                                                                 language)
        assert (dlg.players_spin.minimum(), dlg.players_spin.maximum()) == (3, 5)
        levels = {dlg.seat_boxes[1].itemData(i) for i in range(dlg.seat_boxes[1].count())}
        assert {None, "random", "greedy", "beginner", "standard", "expert", "hint"} <= levels  # a human, every level
    finally:
        translations.apply("en")


def test_dealing_contract_rummy_puts_the_first_contract_on_the_table(window, qtbot):
    window.new_game()
    dlg = window.dialog("new")
    dlg.select_variant("contract-rummy")
    dlg.players_spin.setValue(4)
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.table is not None)
    game = window.session.game
    assert game.spec.id == "contract-rummy" and game.players == 4
    assert [len(h) for h in game.state.hands] == [10] * 4 and game.round_rules.goal.label == "Two sets"
