"""The main window: the chrome (menus, geometry, dialogs, the start screen) around one page
at a time: the start page, or the page of the game on the window, which its controller
(:mod:`.games`: a solo game, a network game, a lesson, a review) builds and runs. The
controllers see the window only as a :class:`~.games.shell.Shell`, which it implements; the
player's files are read and written by :mod:`rummy_desktop.storage`.

Only Qt and the start screen are imported here at start-up; the settings are validated,
the rule sets loaded and the table imported once the window is on screen (see
``finish_startup``) or when a game starts: that is why the imports inside the functions
below are there (start-up time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from rummy_desktop.storage import autosaves, window_state

from . import fonts
from .i18n import Translations
from .network.waiting import show_waiting_seat
from .plugin_catalog import load_catalog, preload_catalog  # (the tests' stand-ins go in their place here)
from .start_page import StartPage
from .window_dialogs import WindowDialogs
from .window_menus import WindowMenus
from .window_size import MINIMUM_SIZE, WindowSize, recentre

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from .games.base import GameController


def _qt():
    """Qt's namespace, imported on first use: building its enums takes a noticeable
    part of the start-up time, so the start screen does without."""
    # lazily: see the docstring (make bench-startup)
    from PySide6.QtCore import Qt

    return Qt


def app_icon():
    """The program's icon (rummy_desktop/resources/rummy-desktop.svg, in the package or the
    frozen app)."""
    # lazily: after the first paint (Qt builds QIcon's type on first use; make bench-startup)
    from PySide6.QtGui import QIcon

    from .resources import resource

    svg = resource("rummy-desktop.svg")
    return QIcon(str(svg)) if svg is not None else None


def load_table_class():
    """The table widget class (imported only when a game starts)."""
    # lazily: the table and the engine once a game starts (make bench-startup)
    from rummy_desktop.ui.table import TableWidget

    return TableWidget


class MainWindow(WindowMenus, WindowDialogs, QMainWindow):
    """The application window. ``languageChanged`` is emitted after a language switch
    (the table and open dialogs retranslate); ``settingsChanged`` after new settings."""

    languageChanged = Signal(str)
    settingsChanged = Signal(object)
    firstPainted = Signal()
    catalogLoaded = Signal()  # the plugins are loaded (from the preload thread, queued)
    # a plugin failed during play and is switched off (a BrokenPlugin; from any thread, queued)
    pluginSwitchedOff = Signal(object)

    def __init__(self, translations: Translations | None = None, start_args: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.translations = translations or Translations()
        self.start_args = start_args
        self._settings = None
        self._stats = None
        self.controller: GameController | None = None  # the game on the window (a controller of .games)
        self.discovery_targets = None  # where Join's probes go (None: every interface's broadcast address)
        self.listen_at: tuple = ()  # a hosted table's address, port, discovery port (() : the usual ones)
        self.reports: list[QMessageBox] = []
        self._plugins_reported = False
        self._listening = None  # the catalogue whose switched-off plugins this window reports
        self.pluginSwitchedOff.connect(self._report_switched_off)
        self._started = False
        self._painted_once = False
        self._dialogs: dict[str, QWidget] = {}
        self.last_choice: dict | None = None  # the last game dealt (the New game dialog and the rules start there)

        self._make_actions()
        self.stack = QStackedWidget(self)
        self.size_rules = WindowSize(self, self.stack)
        self.start_page = StartPage(self)
        self.catalogLoaded.connect(lambda: self.start_page.retranslate(self))  # the count of rule sets
        self.stack.addWidget(self.start_page)  # and the page of the game on the window
        self.setCentralWidget(self.stack)
        self._make_menus()
        self.retranslate()  # before the sizes: an untitled menu bar is 4 pixels high
        # the floor of the window's size (the pages' layouts may ask for more)
        self.size_rules.limit(MINIMUM_SIZE)
        self.size_rules.fit_to_screen()
        self.size_rules.restore()
        self.refresh_resume()
        # in case no paint event is ever seen (a timer object: the 3-argument singleShot
        # sets up Qt's meta-method types, which costs start-up time)
        fallback = QTimer(self)
        fallback.setSingleShot(True)
        fallback.timeout.connect(self._painted)
        fallback.start(1500)

    # -- set-up ------------------------------------------------------------------

    def install_shortcuts(self) -> None:
        """Give every action its shortcut, the felt its shading and the window its icon: just
        after the first paint (see :meth:`~.window_menus.WindowMenus.install_keys`)."""
        if not self.install_keys():
            return
        self.start_page.shade_felt()
        self.start_page.retranslate(self)
        icon = app_icon()
        if icon is not None:
            self.setWindowIcon(icon)

    def retranslate(self) -> None:
        self.retranslate_menus()
        self.start_page.retranslate(self)
        self.refresh_resume()
        self._update_title()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.size_rules.resized()

    def paintEvent(self, event) -> None:
        # (an override rather than an event filter: a filter would bring every event of
        # the start-up through Python, and each new kind of event costs its type's set-up)
        super().paintEvent(event)
        if not self._painted_once:
            self._painted()

    def _painted(self) -> None:
        if self._painted_once:
            return
        self._painted_once = True
        self.firstPainted.emit()
        QTimer.singleShot(0, self, self.install_shortcuts)
        QTimer.singleShot(0, self, self.size_rules.keep_on_screen)

    def finish_startup(self) -> None:
        """After the first paint: validate the settings and statistics (reporting a bad
        file), load the rule sets in the background, and open a ``--variant`` game."""
        if self._started:
            return
        self._started = True
        self.install_shortcuts()
        settings = self.settings
        # lazily: the plugins after the first paint (make bench-startup)
        from rummy_desktop.plugins.installed import switch_off

        switch_off(settings.disabled_plugins)  # before the plugins are loaded (Settings ▸ Plugins)
        self.stats  # noqa: B018 - read now, so a damaged file is reported at start
        problem = window_state.take_problem()
        if problem is not None:
            self.report_bad_file(self.tr("The window's size and place could not be read"), problem,
                                 self.tr("The window takes its usual size."))
        if settings.language != self.translations.language:
            self.set_language(settings.language)
        self.apply_large_print(settings.large_print)
        args = self.start_args
        if args is not None and getattr(args, "variant", None):
            self.start_from_args(args)
        else:
            preload_catalog(self.catalogLoaded.emit)

    # -- settings, statistics ----------------------------------------------------

    @property
    def settings(self):
        if self._settings is None:
            # lazily: the settings' model (pydantic) after the first paint (make bench-startup)
            from rummy_desktop.storage.settings import load_settings

            self._settings, err = load_settings()
            if err is not None:
                self.report_bad_file(self.tr("Your settings could not be read"), err,
                                     self.tr("Rummy Desktop goes on with the default settings."))
        return self._settings

    @property
    def stats(self):
        if self._stats is None:
            # lazily: the statistics' model (pydantic) after the first paint (make bench-startup)
            from rummy_desktop.storage.stats import load_stats

            self._stats, err = load_stats()
            if err is not None:
                self.report_bad_file(self.tr("Your statistics could not be read"), err,
                                     self.tr("Counting starts again from zero."))
        return self._stats

    def save_stats(self) -> None:
        # lazily: the statistics' model (pydantic) after the first paint (make bench-startup)
        from rummy_desktop.storage.files import StoredFileError
        from rummy_desktop.storage.stats import save_stats

        try:
            save_stats(self.stats)
        except (OSError, StoredFileError) as e:
            self.status.showMessage(self.tr("The statistics could not be saved: {error}").format(error=e))

    def apply_settings(self, settings) -> None:
        """Save and apply new settings: the language at once, the rest to the table."""
        # lazily: the settings' model (pydantic) after the first paint (make bench-startup)
        from rummy_desktop.storage.settings import save_settings

        old = self._settings
        self._settings = settings
        try:
            save_settings(settings)
        except OSError as e:
            self.status.showMessage(self.tr("The settings could not be saved: {error}").format(error=e))
        if old is None or old.language != settings.language or settings.language != self.translations.language:
            self.set_language(settings.language)
        self.apply_large_print(settings.large_print)
        if self.controller is not None:
            self.controller.apply_settings(settings)
        self.settingsChanged.emit(settings)

    def apply_large_print(self, on: bool) -> None:
        """The whole interface in large print, or not (see :mod:`.fonts`); the window's
        minimum follows the larger texts."""
        if fonts.apply_large_print(on):
            QTimer.singleShot(0, self, self.size_rules.fit_after_font)

    def set_language(self, language: str) -> None:
        """Switch the language: every language change goes through here. (The window has
        no ``changeEvent`` for Qt's LanguageChange: a Python ``changeEvent`` would bring
        every change event of the start-up through Python, which costs start-up time.)"""
        others = [w for w in QApplication.topLevelWidgets() if w is not self and w.isVisible()]
        placed = {w: (w.frameGeometry().center(), w.size()) for w in others}
        self.translations.apply(language)
        self.retranslate()
        if self.controller is not None:
            self.controller.retranslate(language)
        # Qt delivers LanguageChange later; open windows change now, like the main one.
        for w in others:
            if callable(getattr(w, "retranslate", None)):
                w.retranslate()
        # a window whose texts made it grow (the Settings dialog in French) grows about
        # its centre, once its layout has taken the new texts in (Qt grows it rightwards)
        QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, lambda: recentre(placed)))
        self.languageChanged.emit(language)

    def catalog(self):
        """The installed rule sets and computer players. The first time, plugins that
        could not be loaded are reported (the program goes on without them); from then on,
        each plugin switched off because it failed during play."""
        catalog = load_catalog()
        if catalog.broken and not self._plugins_reported:
            self._plugins_reported = True
            names = ", ".join(b.name for b in catalog.broken)
            detail = "\n".join(f"{b.name} ({b.target}): {b.reason}" for b in catalog.broken)
            self.report(self.tr("Some plugins could not be loaded"),
                        self.tr("Rummy Desktop goes on without them: {names}.").format(names=names), detail)
        if self._listening is not catalog:
            self._listening = catalog
            catalog.listeners.append(self.pluginSwitchedOff.emit)  # one gone is dropped when it fails
        return catalog

    def _report_switched_off(self, plugin) -> None:
        """A plugin failed during play: the catalogue switched it off for the session."""
        self.report(self.tr("A plugin failed"),
                    self.tr("The plugin {name} failed, so Rummy Desktop has switched it off until it starts "
                            "again. A game in progress keeps its rules; the next game is set up without "
                            "the plugin. Help ▸ Plugins lists the failure.").format(name=plugin.name),
                    plugin.reason)

    # -- reports -----------------------------------------------------------------

    def report(self, title: str, text: str, detail: str = "",
               icon: QMessageBox.Icon | None = None) -> QMessageBox:
        """Tell the player something in a message box that does not block the program."""
        # lazily: Qt builds this type on first use, and the start screen does without (make bench-startup)
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(icon or QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        if detail:
            box.setInformativeText(detail)
        self.show_box(box)
        return box

    def show_box(self, box: QMessageBox) -> None:
        """Open ``box`` window-modal without blocking, kept in :attr:`reports` until it closes."""
        box.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(_qt().WindowModality.WindowModal)
        self.reports.append(box)
        box.destroyed.connect(lambda *_: self.reports.remove(box) if box in self.reports else None)
        box.open()

    def report_bad_file(self, title: str, err, consequence: str) -> QMessageBox:
        detail = self.tr("{file}: {problem}").format(file=err.path.name, problem=err.detail)
        text = self.tr("The file was set aside, not deleted, in {folder}.").format(folder=err.path.parent)
        return self.report(title, f"{text}\n{consequence}", detail)

    def confirm(self, title: str, text: str) -> bool:
        """Ask before something the player may regret (when confirmations are on)."""
        if not self.settings.confirmations:
            return True
        # lazily: Qt builds this type on first use, and the start screen does without (make bench-startup)
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes


    def status_message(self, text: str, timeout: int = 0) -> None:
        self.status.showMessage(text, timeout)

    def status_shown(self) -> bool:
        return self.status.isVisible()

    def set_busy(self, busy: bool) -> None:
        if busy:
            self.setCursor(_qt().CursorShape.WaitCursor)
        else:
            self.unsetCursor()

    # -- start screen ------------------------------------------------------------

    def refresh_resume(self) -> None:
        """What can be resumed, on the start page and in the Game menu."""
        game = self.controller
        role = game.network_role() if game is not None else None
        kept = autosaves.network_path().is_file()
        offered = kept and role != "host"  # (the kept network game is not the one on the window)
        self.action_resume.setEnabled(self.start_page.show_kept(kept, offered))
        self.action_resume_network.setEnabled(offered)
        show_waiting_seat(self, self.start_page, role is None)  # a seat at a network table waits for this player
        in_game = game is not None and game.table is not None
        self.action_start.setEnabled(in_game)
        self.action_scores.setEnabled(in_game)

    def _update_title(self) -> None:
        game = self.controller
        self.setWindowTitle(game.title() if game is not None and self.showing(game) else "")

    def back_to_start(self) -> None:
        if self.controller is not None and not self.controller.leave():
            return
        self.stack.setCurrentWidget(self.start_page)
        self.size_rules.show_status_bar(True)
        self.refresh_resume()
        self._update_title()
        self.start_page.new_button.setFocus()

    def toggle_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    # -- the game on the window (one controller per kind, see .games) -------------

    def widget(self) -> QWidget:
        return self

    def show_game(self, game: GameController) -> None:
        """Put ``game`` (a controller of .games) on the window in place of the one there."""
        self.close_table()
        self.controller = game
        self.stack.addWidget(game.page)
        game.start()

    def show_page(self, game: GameController) -> None:
        """Show ``game``'s page (its controller calls this once the page is built)."""
        if game is not self.controller:
            return
        self.stack.setCurrentWidget(game.page)
        self.size_rules.show_status_bar(False)  # the table has its own status line
        self.refresh_resume()
        self._update_title()

    def showing(self, game: GameController) -> bool:
        return self.stack.currentWidget() is game.page

    def close_table(self) -> None:
        """Close the game on the window, if any (a network table is left)."""
        game, self.controller = self.controller, None
        if game is None:
            return
        game.close()  # its page leaves the stack as it is deleted (removeWidget would hand it to Python)
        game.deleteLater()
        self.refresh_resume()

    def in_game(self) -> bool:
        """A game (solo or over the network) is on the window."""
        return self.controller is not None and self.controller.in_game

    # (for tests and tools: the parts of the game on the window; the window itself asks the
    # controller, see .games.base)

    @property
    def session(self):
        """The solo game's session, while a solo game is on the window."""
        return getattr(self.controller, "session", None)

    @property
    def network(self):
        """The network game (ui.network.lan_game.NetworkGame), while one is on the window."""
        return getattr(self.controller, "network", None)

    @property
    def table(self):
        """The card table of the solo or network game on the window."""
        return self.controller.table if self.controller is not None else None

    @property
    def net_bar(self):
        """The network game's chat and connection strip under its table."""
        return getattr(self.controller, "bar", None)

    @property
    def lesson_page(self):
        """The lesson on the window (its page)."""
        return getattr(self.controller, "lesson_page", None)

    @property
    def game_page(self):
        """The page of the game on the window (None without one)."""
        return self.controller.page if self.controller is not None else None

    # -- the Game menu (each kind of game's own entries are in its module of .games) -------

    def host_game(self):
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .network.shell import host_game

        return host_game(self)

    def join_game(self):
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .network.shell import join_game

        return join_game(self)

    def resume_network_game(self):
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .network.shell import resume_network_game

        return resume_network_game(self)

    def start_new(self, choice: dict) -> None:
        """Deal a game: ``choice`` has variant, options, seats and seed."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.solo import SoloGame

        game = SoloGame.new(self, load_table_class(), choice)
        if game is not None:
            self.last_choice = choice
            self.show_game(game)

    def start_from_args(self, args) -> None:
        """``rummy-desktop play --variant ID [--option K=V]... [--players N] [--seed S] [--level L]``."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.solo import start_args_choice

        choice = start_args_choice(self, args)
        if choice is not None:
            self.start_new(choice)

    def resume_game(self) -> None:
        self.resume_game_with(None)

    def resume_game_with(self, substitute: str | None) -> None:
        """Resume the interrupted game; computer seats at a level that is no longer
        installed play at ``substitute`` (the player is asked first)."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.solo import SoloGame

        game = SoloGame.resume(self, load_table_class(), substitute)
        if game is not None:
            self.show_game(game)

    def show_session(self, session) -> None:
        """Put ``session`` on the table in the centre of the window."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.solo import SoloGame

        self.show_game(SoloGame(self, load_table_class(), session))

    def show_network(self, game) -> None:
        """Put a network game (a :class:`~.network.lan_game.NetworkGame`) on the table: the
        same table as solo play on the game's seat channel, the chat and the connection
        under it."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.network import NetworkTable

        self.show_game(NetworkTable(self, load_table_class(), game))

    def show_scores(self) -> None:
        """The score sheet of the game so far (the last round, round by round, the totals)."""
        if self.in_game():
            self.controller.show_scores()

    def start_lesson(self, lesson_id: str) -> None:
        """Play a lesson on the table (the game in progress, if any, stays saved)."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.lesson import start_lesson

        start_lesson(self, lesson_id)

    def review_record(self, path, in_history: bool = True) -> None:
        """Review the record in ``path`` (a file of the history, or one from elsewhere)."""
        # lazily: loaded when first used, after the first paint (make bench-startup)
        from .games.review import review_record

        review_record(self, path, in_history)

    def closeEvent(self, event) -> None:
        problems = []
        if self.controller is not None:
            try:
                self.controller.save()
            except OSError as e:
                problems.append(self.tr("The game could not be saved: {error}").format(error=e.strerror or e))
        if self._settings is not None and self.controller is not None and self.controller.table is not None:
            # the table keeps the hand order the player chose in the settings object
            from rummy_desktop.storage.settings import save_settings  # lazily: see apply_settings

            try:
                save_settings(self._settings)
            except OSError as e:
                problems.append(self.tr("The settings could not be saved: {error}").format(error=e.strerror or e))
        self.size_rules.remember()  # a window state that cannot be written only costs the place
        if problems:
            from PySide6.QtWidgets import QMessageBox  # lazily: see report

            answer = QMessageBox.warning(
                self, self.tr("Close Rummy Desktop?"), "\n".join(problems) + "\n\n" + self.tr("Close anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.close_table()
        super().closeEvent(event)
