"""The main window's actions and menus, the way a Qt Designer form gives them (``setupUi``
and ``retranslateUi``), written out: the window inherits the form (Qt's multiple-inheritance
way of using one), so each action is an attribute of the window (``action_new``...) and
triggers the window's slot of its name. Every action has a shortcut, given just after the
first paint (:meth:`WindowMenus.install_keys`: the first shortcut builds Qt's key
enumerations, which costs start-up time).

The texts are in the window's translation context ("MainWindow", written out: ``self.tr``
in an inherited method would take the form's name as its context in ``pyside6-lupdate``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

if TYPE_CHECKING:  # what the form is part of, for a type checker
    from PySide6.QtWidgets import QMainWindow as _Window
else:
    _Window = object


class WindowMenus(_Window):
    """Game, View and Help, for the main window (a QMainWindow with the slots named here)."""

    def _make_actions(self) -> None:
        self._keys: dict[QAction, str] = {}
        self.shortcuts_installed = False  # (see install_keys)

        def make(name: str, keys: str, slot) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            self._keys[a] = keys
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.action_new = make("actionNewGame", "Ctrl+N", self.new_game)
        self.action_resume = make("actionResume", "Ctrl+R", self.resume_game)
        self.action_host = make("actionHostGame", "Ctrl+Shift+N", self.host_game)
        self.action_join = make("actionJoinGame", "Ctrl+J", self.join_game)
        self.action_resume_network = make("actionResumeNetworkGame", "Ctrl+Shift+R", self.resume_network_game)
        self.action_scores = make("actionScores", "Ctrl+L", self.show_scores)
        self.action_history = make("actionHistory", "Ctrl+H", self.show_history)
        self.action_open_record = make("actionOpenRecord", "Ctrl+O", self.open_record_file)
        self.action_start = make("actionBackToStart", "Ctrl+W", self.back_to_start)
        self.action_stats = make("actionStatistics", "Ctrl+T", self.show_statistics)
        self.action_settings = make("actionSettings", "Ctrl+,", self.show_settings)
        self.action_fullscreen = make("actionFullScreen", "F11", self.toggle_full_screen)
        self.action_fullscreen.setCheckable(True)
        self.action_quit = make("actionQuit", "Ctrl+Q", self.close)
        self.action_rules = make("actionRules", "Ctrl+F1", self.show_rules)
        self.action_lessons = make("actionLessons", "Ctrl+F2", self.show_lessons)
        self.action_help = make("actionKeyboardHelp", "F1", self.show_help)
        self.action_plugins = make("actionPlugins", "Ctrl+F3", self.show_plugins)
        self.action_about = make("actionAbout", "Shift+F1", self.show_about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.action_new, self.action_resume):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        for a in (self.action_host, self.action_join, self.action_resume_network):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        for a in (self.action_scores, self.action_history, self.action_open_record, self.action_start):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.action_quit)
        self.menu_view = bar.addMenu("")
        for a in (self.action_stats, self.action_settings, self.action_fullscreen):
            self.menu_view.addAction(a)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.action_rules)
        self.menu_help.addAction(self.action_lessons)
        self.menu_help.addAction(self.action_help)
        self.menu_help.addAction(self.action_plugins)
        self.menu_help.addAction(self.action_about)
        self.status = self.statusBar()

    def install_keys(self) -> bool:
        """Give every action its shortcut (once: False when they have them already)."""
        if not self._keys:
            return False
        # lazily: the first shortcut builds Qt's key types, after the first paint (make bench-startup)
        from PySide6.QtGui import QKeySequence

        for action, keys in self._keys.items():
            action.setShortcut(QKeySequence(keys))
        self._keys = {}
        self.shortcuts_installed = True
        return True

    def all_actions(self) -> list[QAction]:
        return [self.action_new, self.action_resume, self.action_host, self.action_join, self.action_resume_network,
                self.action_scores, self.action_history, self.action_open_record, self.action_start,
                self.action_quit, self.action_stats, self.action_settings, self.action_fullscreen,
                self.action_rules, self.action_lessons, self.action_help, self.action_plugins, self.action_about]

    def retranslate_menus(self) -> None:
        self.menu_game.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.menu_view.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.menu_help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        texts = {
            self.action_new: QCoreApplication.translate("MainWindow", "&New game…"),
            self.action_resume: QCoreApplication.translate("MainWindow", "&Resume the interrupted game"),
            self.action_host: QCoreApplication.translate("MainWindow", "&Host a network game…"),
            self.action_join: QCoreApplication.translate("MainWindow", "&Join a network game…"),
            self.action_resume_network: QCoreApplication.translate("MainWindow", "Resume the net&work game"),
            self.action_scores: QCoreApplication.translate("MainWindow", "Score &sheet"),
            self.action_history: QCoreApplication.translate("MainWindow", "H&istory…"),
            self.action_open_record: QCoreApplication.translate("MainWindow", "&Open a game record…"),
            self.action_start: QCoreApplication.translate("MainWindow", "&Back to the start screen"),
            self.action_quit: QCoreApplication.translate("MainWindow", "&Quit"),
            self.action_stats: QCoreApplication.translate("MainWindow", "S&tatistics"),
            self.action_settings: QCoreApplication.translate("MainWindow", "&Settings…"),
            self.action_fullscreen: QCoreApplication.translate("MainWindow", "&Full screen"),
            self.action_rules: QCoreApplication.translate("MainWindow", "&Rules of this game"),
            self.action_lessons: QCoreApplication.translate("MainWindow", "&Learn by playing…"),
            self.action_help: QCoreApplication.translate("MainWindow", "&Keyboard play"),
            self.action_plugins: QCoreApplication.translate("MainWindow", "&Plugins…"),
            self.action_about: QCoreApplication.translate("MainWindow", "&About Rummy Desktop"),
        }
        for action, text in texts.items():
            action.setText(text)
