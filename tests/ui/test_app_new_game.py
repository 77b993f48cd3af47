"""The new-game dialog: every rule set with its options, players and seats; dealing."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from rummy_desktop.session.game_session import autosave_path
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.new_game import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

TEN = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
       "carousel", "vatican", "tahiti"]


def test_lists_all_ten_rule_sets_with_their_options(qtbot, catalog):
    dlg = NewGameDialog(catalog, Settings())
    qtbot.addWidget(dlg)
    ids = [dlg.variant_list.item(i).data(0x0100) for i in range(dlg.variant_list.count())]
    assert ids[:10] == TEN
    for vid in TEN:
        dlg.select_variant(vid)
        spec = catalog.variant(vid).spec
        assert dlg.title.text() == spec.name
        assert dlg.description.text() == spec.description
        assert set(dlg.option_boxes) == {o.key for o in spec.options}
        for opt in spec.options:
            box = dlg.option_boxes[opt.key]
            assert [box.itemData(i) for i in range(box.count())] == opt.values()
            assert [box.itemText(i) for i in range(box.count())] == [c.label for c in opt.choices]
            assert box.currentData() == opt.default
        assert (dlg.players_spin.minimum(), dlg.players_spin.maximum()) == (spec.min_players, spec.max_players)
    dlg.select_variant("manipulation")
    labels = [dlg.option_labels[k][0].text() for k in dlg.option_boxes]
    assert labels == ["Mandatory meld:", "Play to:"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_player_count_stays_under_the_mouse_as_seats_come_and_go(qtbot, catalog, language):
    """Clicking the spin box's arrow again and again adds seat rows: the spin box, the
    dialog and every control above and below it keep their places."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QAbstractSpinBox, QApplication

    from rummy_desktop.ui.i18n import Translations

    translations = Translations()
    translations.apply(language)
    try:
        dlg = NewGameDialog(catalog, Settings())
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        for vid in TEN:
            dlg.select_variant(vid)
            spec = catalog.variant(vid).spec
            places = set()
            for n in range(spec.min_players, spec.max_players + 1):
                if n > dlg.players_spin.value():
                    dlg.players_spin.stepBy(1)  # what the up arrow does
                QApplication.processEvents()
                assert dlg.players_spin.value() == n and len(dlg.seat_boxes) == n
                assert all(b.isVisible() for b in dlg.seat_boxes)
                places.add((dlg.players_spin.mapTo(dlg, QPoint(0, 0)), dlg.players_spin.size(), dlg.size(),
                            dlg.buttons.mapTo(dlg, QPoint(0, 0)), dlg.options_group.geometry()))
            assert len(places) == 1, (vid, places)
            assert dlg.players_spin.buttonSymbols() == QAbstractSpinBox.ButtonSymbols.UpDownArrows
    finally:
        translations.apply("en")


def test_seats_human_or_computer_with_every_level(qtbot, catalog):
    dlg = NewGameDialog(catalog, Settings(player_name="Ana"))
    qtbot.addWidget(dlg)
    dlg.select_variant("rummy-500")
    dlg.players_spin.setValue(4)
    assert len(dlg.seat_boxes) == 4
    assert "Ana" in dlg.seat_boxes[0].currentText() and not dlg.seat_boxes[0].isEnabled()
    levels = [dlg.seat_boxes[1].itemData(i) for i in range(dlg.seat_boxes[1].count())]
    assert levels == [None] + catalog.players.names()  # None = human
    dlg.seat_boxes[2].setCurrentIndex(0)
    dlg.seat_boxes[3].setCurrentIndex(levels.index("random"))
    dlg.option_boxes["target"].setCurrentIndex(0)
    choice = dlg.choice()
    assert choice["variant"] == "rummy-500" and choice["options"]["target"] == "250"
    kinds = [(s.name, s.kind, s.level) for s in choice["seats"]]
    assert kinds[0] == ("Ana", "human", None)
    assert kinds[1][1:] == ("computer", "standard")
    assert kinds[2][1] == "human"
    assert kinds[3][1:] == ("computer", "random")


def test_dealing_puts_the_game_on_the_table_and_saves_it(window, qtbot):
    window.new_game()
    dlg = window.dialog("new")
    dlg.select_variant("machiavelli")
    dlg.option_boxes["incomplete_move"].setCurrentIndex(1)
    dlg.players_spin.setValue(3)
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.stack.currentWidget() is window.game_page
    session = window.session
    assert session.game.spec.id == "machiavelli" and session.game.players == 3
    assert session.game.options["incomplete_move"] == "withdraw"
    assert window.table.seat == 0
    assert autosave_path().exists()
    assert window.action_start.isEnabled()
    window.action_start.trigger()
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.resume_button.isEnabled()
    assert "Machiavelli" in window.start_page.resume_info.text()


def test_play_command_opens_straight_into_a_game(window):
    from argparse import Namespace

    window.start_from_args(Namespace(variant="rummy-500", option=["target=1000"], players=3, seed=5))
    assert window.session.game.spec.id == "rummy-500"
    assert window.session.game.options["target"] == "1000"
    assert window.session.game.players == 3 and window.session.game.seed == 5
    assert [s.kind for s in window.session.seats] == ["human", "computer", "computer"]


def test_play_command_takes_the_computer_level(window):
    from argparse import Namespace

    window.start_from_args(Namespace(variant="carousel", option=None, players=3, seed=5, level="expert"))
    assert [s.level for s in window.session.seats] == [None, "expert", "expert"]
    window.close_table()
    window.start_from_args(Namespace(variant="carousel", option=None, players=2, seed=5, level="genius"))
    assert window.reports and "genius" in window.reports[-1].text() + window.reports[-1].informativeText()


def test_play_command_with_a_bad_variant_says_so(window):
    from argparse import Namespace

    window.start_from_args(Namespace(variant="no-such-game", option=None, players=None, seed=None))
    assert window.session is None
    assert window.reports and "no-such-game" in window.reports[-1].text() + window.reports[-1].informativeText()


def test_the_real_table_takes_the_game(window, qtbot, monkeypatch):
    pytest.importorskip("rummy_desktop.ui.table")
    monkeypatch.setattr(mw, "load_table_class", _real_table_class)
    from argparse import Namespace

    window.start_from_args(Namespace(variant="manipulation", option=None, players=2, seed=11))
    from rummy_desktop.ui.table import TableWidget

    assert isinstance(window.table, TableWidget)
    window.close_table()


def _real_table_class():
    from rummy_desktop.ui.table import TableWidget

    return TableWidget


def test_the_dialog_offers_the_last_choice_again(window, qtbot):
    window.new_game()
    dlg = window.dialog("new")
    dlg.select_variant("rummy")
    dlg.option_boxes["scoring"].setCurrentIndex(1)
    dlg.players_spin.setValue(3)
    dlg.seat_boxes[2].setCurrentIndex(0)  # a second human
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.table is not None)
    window.back_to_start()
    window.new_game()
    again = window.dialog("new")
    assert again is not dlg
    assert again.spec.id == "rummy" and again.option_boxes["scoring"].currentData() == "winner-takes-all"
    assert again.players_spin.value() == 3 and again.seat_boxes[2].currentData() is None
    assert again.seat_boxes[1].currentData() == "standard"
    again.reject()


def test_play_command_with_a_wrong_player_count_says_so_in_the_player_s_words(window):
    from argparse import Namespace

    window.start_from_args(Namespace(variant="gin-rummy", option=None, players=3, seed=1))
    assert window.session is None
    said = window.reports[-1].text() + window.reports[-1].informativeText()
    assert "Gin Rummy is played by 2 players, not 3." in said, said
    window.start_from_args(Namespace(variant="rummy", option=None, players=9, seed=1))
    said = window.reports[-1].text() + window.reports[-1].informativeText()
    assert "Rummy is played by 2 to 6 players, not 9." in said, said
