"""The windows the main window opens beside it, one of each kind (as Anki's DialogManager
keeps them): made when first asked for, raised when asked again, deleted as they close, and
found by their key (:meth:`WindowDialogs.dialog`). The window inherits them, as it does its
menus (:mod:`.window_menus`); each opener imports its dialog (and the games' modules) when
first asked: they are not needed before the first paint (start-up time)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # what these are part of, for a type checker
    from PySide6.QtWidgets import QMainWindow as _Window
else:
    _Window = object


class WindowDialogs(_Window):
    """New game, a record file, Settings, Statistics, History, the lessons, the rules and the
    Help menu's pages, for the main window (a QMainWindow with the settings, the statistics,
    the catalogue and the game on it)."""

    _dialogs: dict[str, QWidget]

    def new_game(self) -> None:
        """Game ▸ New game: the new-game dialog (asked first when a game would be lost)."""
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .games.base import replace_question
        from .new_game import NewGameDialog

        game = self.controller
        question = (game.leave_question() or game.replace_question()) if game is not None else replace_question()
        if question is not None and not self.confirm(QCoreApplication.translate("MainWindow", "New game"), question):
            return
        old = self.dialog("new")
        if old is not None:
            old.raise_()
            old.activateWindow()
            return
        self.set_busy(True)
        try:
            catalog = self.catalog()
        finally:
            self.set_busy(False)
        dlg = NewGameDialog(catalog, self.settings, self)
        dlg.restore(self.last_choice)
        dlg.accepted.connect(lambda: self.start_new(dlg.choice()))
        self.keep_dialog("new", dlg)

    def open_record_file(self) -> None:
        """Game ▸ Open a game record: a record file someone sent, reviewed."""
        # lazily: Qt builds this type on first use, and the start screen does without (make bench-startup)
        from PySide6.QtWidgets import QFileDialog

        source, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Open a game record"), "",
                                                QCoreApplication.translate("MainWindow", "Game records (*.json)"))
        if source:
            self.review_record(Path(source), False)

    def dialog(self, key: str) -> QWidget | None:
        """The window open under ``key`` ("new", "settings", "stats", "history", "lessons",
        "rules", "help", "plugins", "about", "host", "join", "lobby"), if it is open."""
        return self._dialogs.get(key)

    def keep_dialog(self, key: str, dlg: QWidget) -> None:
        # lazily: Qt's namespace costs start-up time (see main_window._qt)
        from PySide6.QtCore import Qt

        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._dialogs[key] = dlg
        dlg.finished.connect(lambda *_: self._dialogs.pop(key, None))
        dlg.open()

    def _single(self, key: str, make) -> QWidget:
        dlg = self._dialogs.get(key)
        if dlg is None:
            dlg = make()
            self.keep_dialog(key, dlg)
        else:
            dlg.raise_()
            dlg.activateWindow()
        return dlg

    def show_lessons(self) -> QWidget:
        """The lessons by rule set; choosing one starts it on the table."""
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .lessons import LessonsDialog

        def make():
            dlg = LessonsDialog(self.catalog(), self.stats.lessons_finished, self.translations.language, self)
            dlg.chosen.connect(lambda lid: QTimer.singleShot(0, self, lambda: self.start_lesson(lid)))
            return dlg

        return self._single("lessons", make)

    def show_statistics(self) -> QWidget:
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .dialogs import StatisticsDialog
        from .history import kept_games

        def make():
            dlg = StatisticsDialog(self.stats, self, kept_games(self), self.catalog())
            dlg.historyChosen.connect(lambda: QTimer.singleShot(0, self, self.show_history))
            return dlg

        return self._single("stats", make)

    def show_history(self) -> QWidget:
        """Game ▸ History: the kept games; choosing one reviews it."""
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .history import HistoryDialog, kept_games

        def make():
            dlg = HistoryDialog(kept_games(self), self)
            dlg.reviewChosen.connect(lambda path: QTimer.singleShot(0, self, lambda: self.review_record(path)))
            dlg.fileChosen.connect(lambda path: QTimer.singleShot(0, self, lambda: self.review_record(path, False)))
            return dlg

        return self._single("history", make)

    def show_settings(self) -> QWidget:
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .dialogs import SettingsDialog

        def make():
            dlg = SettingsDialog(self.settings, self)
            dlg.applied.connect(self.apply_settings)
            return dlg

        return self._single("settings", make)

    def show_rules(self) -> QWidget:
        """The rules page of the game on the table (of the rule set chosen last, or the
        first one, when there is none), beside the table: the window stays playable."""
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .rules_page import RulesDialog
        from .variant_texts import sorted_variants

        catalog = self.catalog()
        view = self.controller.view() if self.controller is not None else None
        if view is not None:
            variant, options = view.variant, dict(view.options)
        else:
            last = self.last_choice or {}
            variant, options = last.get("variant") or sorted_variants(catalog)[0].spec.id, None
        dlg = self._dialogs.get("rules")
        if dlg is None:
            from PySide6.QtCore import Qt  # lazily: see keep_dialog

            dlg = RulesDialog(catalog, variant, options, self)
            dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self._dialogs["rules"] = dlg
            dlg.finished.connect(lambda *_: self._dialogs.pop("rules", None))
            dlg.show()
        else:
            dlg.show_variant(variant, options)
            dlg.raise_()
            dlg.activateWindow()
        return dlg

    def show_help(self) -> QWidget:
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .dialogs import KeyboardHelpDialog

        return self._single("help", lambda: KeyboardHelpDialog(self))

    def show_plugins(self) -> QWidget:
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .plugins_page import PluginsDialog

        return self._single("plugins", lambda: PluginsDialog(self.catalog(), self))

    def show_about(self) -> QWidget:
        # lazily: each dialog's module when it first opens, not at start-up (make bench-startup)
        from .dialogs import AboutDialog

        return self._single("about", lambda: AboutDialog(self))
