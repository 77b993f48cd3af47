"""The main window: the chrome (menus, geometry, dialogs, the start screen) around one page
at a time: the start page, or the page of the game on the window, which its controller
(:mod:`.games`: a solo game, a network game, a lesson) builds and runs.

Only Qt and the start screen are imported here at start-up; the settings are validated,
the rule sets loaded and the table imported once the window is on screen (see
``finish_startup``) or when a game starts.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget


from .i18n import Translations
from .start_page import StartPage

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

_catalog_lock = threading.Lock()

# The window's preferred and smallest sizes, both cut down to what the screen offers.
PREFERRED_SIZE = (1100, 720)
MINIMUM_SIZE = (800, 560)
# Room left for the window manager's title bar and borders, before the real frame is
# known (it is measured once the window is on screen, see ``keep_on_screen``).
DECORATION = (16, 40)


def fit_size(preferred: tuple[int, int], minimum: tuple[int, int], available: tuple[int, int],
             decoration: tuple[int, int] = DECORATION) -> tuple[tuple[int, int], tuple[int, int]]:
    """(size, minimum size) of a window whose frame must fit in ``available`` (the
    screen's available width and height), ``decoration`` being the frame's extra width
    and height."""
    room = (max(1, available[0] - decoration[0]), max(1, available[1] - decoration[1]))
    size = (min(preferred[0], room[0]), min(preferred[1], room[1]))
    least = (min(minimum[0], size[0]), min(minimum[1], size[1]))
    return size, least


def _qt():
    """Qt's namespace, imported on first use: building its enums takes a noticeable
    part of the start-up time, so the start screen does without."""
    from PySide6.QtCore import Qt

    return Qt


def app_icon():
    """The program's icon (rummy_desktop/resources/rummy-desktop.svg, in the package or the
    frozen app)."""
    from PySide6.QtGui import QIcon

    from .resources import resource

    svg = resource("rummy-desktop.svg")
    return QIcon(str(svg)) if svg is not None else None


def load_catalog():
    """The installed rule sets and computer players (loaded once, thread-safe)."""
    with _catalog_lock:
        from rummy_desktop.plugins.manager import default_catalog

        from .variant_texts import use_plugin_texts

        catalog = default_catalog()
        use_plugin_texts(catalog.texts)
        return catalog


def preload_catalog(done=None) -> None:
    """Load the catalogue in the background so the new-game dialog opens at once; then
    ``done()`` (a signal's emit: it reaches the UI thread queued)."""
    def load() -> None:
        load_catalog()
        if done is not None:
            done()

    threading.Thread(target=load, name="rummy-catalog-preload", daemon=True).start()


def load_table_class():
    """The table widget class (imported only when a game starts)."""
    from rummy_desktop.ui.table import TableWidget

    return TableWidget


def recentre(placed: dict) -> None:
    """Put each window of ``placed`` (window: its frame's centre and its size before) back
    on its centre if its size changed, inside its screen."""
    for w, (centre, size) in placed.items():
        try:
            if not w.isVisible() or w.size() == size:
                continue
        except RuntimeError:  # closed and deleted meanwhile
            continue
        frame = w.frameGeometry()
        frame.moveCenter(centre)
        screen = w.screen()
        if screen is not None:
            avail = screen.availableGeometry()
            frame.moveLeft(max(avail.left(), min(frame.left(), avail.right() + 1 - frame.width())))
            frame.moveTop(max(avail.top(), min(frame.top(), avail.bottom() + 1 - frame.height())))
        w.move(frame.topLeft())


class MainWindow(QMainWindow):
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
        self.controller = None  # the game on the window: a controller of .games (solo, network, lesson)
        self.discovery_targets = None  # where Join's probes go (None: every interface's broadcast address)
        self.listen_at: tuple = ()  # a hosted table's address, port, discovery port (() : the usual ones)
        self.reports: list[QMessageBox] = []
        self._plugins_reported = False
        self._listening = None  # the catalogue whose switched-off plugins this window reports
        self.pluginSwitchedOff.connect(self._report_switched_off)
        self._started = False
        self._painted_once = False
        self._dialogs: dict[str, QWidget] = {}
        self._last_choice: dict | None = None

        self._make_actions()
        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self)
        self.catalogLoaded.connect(lambda: self.start_page.retranslate(self))  # the count of rule sets
        self.stack.addWidget(self.start_page)  # and the page of the game on the window
        self.setCentralWidget(self.stack)
        self._make_menus()
        self.retranslate()  # before the sizes: an untitled menu bar is 4 pixels high
        # the floor of the window's size (the pages' layouts may ask for more)
        self._limit(MINIMUM_SIZE)
        self.fit_to_screen()
        self.restore_geometry()
        self.refresh_resume()
        # in case no paint event is ever seen (a timer object: the 3-argument singleShot
        # sets up Qt's meta-method types, which costs start-up time)
        fallback = QTimer(self)
        fallback.setSingleShot(True)
        fallback.timeout.connect(self._painted)
        fallback.start(1500)

    # -- set-up ------------------------------------------------------------------

    def _available(self):
        """The available geometry (without panels and docks) of the window's screen."""
        screen = self.screen()
        if screen is None:
            from PySide6.QtGui import QGuiApplication

            screen = QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else None

    def fit_to_screen(self) -> None:
        """The preferred size, or less on a small screen: the whole window, frame
        included, must fit, or the buttons under the table would be cut off."""
        avail = self._available()
        if avail is None:
            size, least = PREFERRED_SIZE, self.least_size()
        else:
            size, least = fit_size(PREFERRED_SIZE, self.least_size(), (avail.width(), avail.height()))
        self._limit(least)
        self.resize(*size)

    def restore_geometry(self) -> None:
        """The size and place the window had when it was last closed (then kept on the
        screen, see ``keep_on_screen``)."""
        from PySide6.QtCore import QByteArray

        from rummy_desktop.storage import window_state

        saved = window_state.state()["geometry"]
        if saved:
            self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii", "replace")))

    def remember_geometry(self) -> str:
        """Keep the window's size and place (and the split of the table, see TableWidget) for
        the next start; the reason when they could not be written."""
        from rummy_desktop.storage import window_state

        window_state.state()["geometry"] = bytes(self.saveGeometry().toBase64()).decode("ascii")
        try:
            window_state.save()
        except OSError as e:
            return e.strerror or str(e)
        return ""

    def least_size(self) -> tuple[int, int]:
        """The smallest size at which nothing overlaps: :data:`MINIMUM_SIZE`, or more when the
        page needs it (the texts of some languages are longer; the table shows more buttons
        between rounds). It is the layouts' own minimum, so it follows them as they change."""
        need = self.minimumSizeHint()
        return max(MINIMUM_SIZE[0], need.width()), max(MINIMUM_SIZE[1], need.height())

    def _limit(self, least: tuple[int, int]) -> None:
        """No explicit minimum while the screen has room for the layouts' own (an explicit one
        would hide it, and texts would overlap); a smaller one only on a screen too small."""
        # the pages get what the menu bar and the status bar leave of it (counting only the
        # menu bar, the window's own minimum grew by the status bar's height at every call)
        for bar in (self.menuBar(), self.status):  # their sizes as their layouts will have them (a new font)
            QApplication.sendPostedEvents(bar, QEvent.Type.LayoutRequest)
        bars = self.menuBar().sizeHint().height() + (0 if self.status.isHidden() else self.status.sizeHint().height())
        self._floor = (min(MINIMUM_SIZE[0], least[0]), min(MINIMUM_SIZE[1], least[1]))
        self.stack.setMinimumSize(self._floor[0], max(0, self._floor[1] - bars))
        if least == self.least_size():
            self.setMinimumSize(0, 0)  # the layouts decide, page by page and language by language
        else:
            self.setMinimumSize(*least)

    def _show_status_bar(self, shown: bool) -> None:
        """The status bar on the start page, none over a table (it has its own status
        line): the pages' floor follows, so the window's smallest size stays the same."""
        if self.status.isHidden() != shown:
            return
        self.status.setVisible(shown)
        self._limit(self._floor)

    def keep_on_screen(self) -> None:
        """Once the frame is known: shrink and move the window so that all of it, frame
        included, lies inside the screen's available geometry."""
        if self.isMaximized() or self.isFullScreen() or not self.isVisible():
            return
        avail = self._available()
        if avail is None:
            return
        frame, inner = self.frameGeometry(), self.geometry()
        if avail.contains(frame):
            return
        extra = (frame.width() - inner.width(), frame.height() - inner.height())
        size, least = fit_size((inner.width(), inner.height()), self.least_size(),
                               (avail.width(), avail.height()), extra)
        self._limit(least)
        self.resize(*size)
        width, height = size[0] + extra[0], size[1] + extra[1]
        x = min(max(frame.x(), avail.x()), avail.x() + avail.width() - width)
        y = min(max(frame.y(), avail.y()), avail.y() + avail.height() - height)
        self.move(x, y)

    def _make_actions(self) -> None:
        self._keys: dict[QAction, str] = {}

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

    def install_shortcuts(self) -> None:
        """Give every action its shortcut. Done just after the first paint: the first
        shortcut builds Qt's key enumerations, which costs start-up time."""
        if not self._keys:
            return
        from PySide6.QtGui import QKeySequence

        for action, keys in self._keys.items():
            action.setShortcut(QKeySequence(keys))
        self._keys = {}
        self.start_page.shade_felt()
        self.start_page.retranslate(self)
        icon = app_icon()
        if icon is not None:
            self.setWindowIcon(icon)

    def all_actions(self) -> list[QAction]:
        return [self.action_new, self.action_resume, self.action_host, self.action_join, self.action_resume_network,
                self.action_scores, self.action_history, self.action_open_record, self.action_start,
                self.action_quit, self.action_stats, self.action_settings, self.action_fullscreen,
                self.action_rules, self.action_lessons, self.action_help, self.action_plugins, self.action_about]

    def retranslate(self) -> None:
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        texts = {
            self.action_new: self.tr("&New game…"),
            self.action_resume: self.tr("&Resume the interrupted game"),
            self.action_host: self.tr("&Host a network game…"),
            self.action_join: self.tr("&Join a network game…"),
            self.action_resume_network: self.tr("Resume the net&work game"),
            self.action_scores: self.tr("Score &sheet"),
            self.action_history: self.tr("H&istory…"),
            self.action_open_record: self.tr("&Open a game record…"),
            self.action_start: self.tr("&Back to the start screen"),
            self.action_quit: self.tr("&Quit"),
            self.action_stats: self.tr("S&tatistics"),
            self.action_settings: self.tr("&Settings…"),
            self.action_fullscreen: self.tr("&Full screen"),
            self.action_rules: self.tr("&Rules of this game"),
            self.action_lessons: self.tr("&Learn by playing…"),
            self.action_help: self.tr("&Keyboard play"),
            self.action_plugins: self.tr("&Plugins…"),
            self.action_about: self.tr("&About Rummy Desktop"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.start_page.retranslate(self)
        self.refresh_resume()
        self._update_title()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        # Below its minimum size the window cuts its contents off, and the buttons overlap.
        # A window manager keeps it from getting there; without one (or with one that
        # ignores the size hints) the window takes its minimum back itself.
        least = (self.minimumWidth(), self.minimumHeight())
        if self.isVisible() and not (self.isMaximized() or self.isFullScreen()) and \
                (self.width() < least[0] or self.height() < least[1]):
            QTimer.singleShot(0, self, self._back_to_minimum)

    def _back_to_minimum(self) -> None:
        self.resize(max(self.width(), self.minimumWidth()), max(self.height(), self.minimumHeight()))

    def paintEvent(self, event) -> None:  # noqa: N802
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
        QTimer.singleShot(0, self, self.keep_on_screen)

    def finish_startup(self) -> None:
        """After the first paint: validate the settings and statistics (reporting a bad
        file), load the rule sets in the background, and open a ``--variant`` game."""
        if self._started:
            return
        self._started = True
        self.install_shortcuts()
        settings = self.settings
        from rummy_desktop.plugins.installed import switch_off

        switch_off(settings.disabled_plugins)  # before the plugins are loaded (Settings ▸ Plugins)
        self.stats  # noqa: B018 - read now, so a damaged file is reported at start
        from rummy_desktop.storage import window_state

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
            from rummy_desktop.storage.settings import load_settings

            self._settings, err = load_settings()
            if err is not None:
                self.report_bad_file(self.tr("Your settings could not be read"), err,
                                     self.tr("Rummy Desktop goes on with the default settings."))
        return self._settings

    @property
    def stats(self):
        if self._stats is None:
            from rummy_desktop.storage.stats import load_stats

            self._stats, err = load_stats()
            if err is not None:
                self.report_bad_file(self.tr("Your statistics could not be read"), err,
                                     self.tr("Counting starts again from zero."))
        return self._stats

    def _save_stats(self) -> None:
        from rummy_desktop.storage.files import StoredFileError
        from rummy_desktop.storage.stats import save_stats

        try:
            save_stats(self.stats)
        except (OSError, StoredFileError) as e:
            self.status.showMessage(self.tr("The statistics could not be saved: {error}").format(error=e))

    def apply_settings(self, settings) -> None:
        """Save and apply new settings: the language at once, the rest to the table."""
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
        from .fonts import apply_large_print

        if apply_large_print(on):
            QTimer.singleShot(0, self, self._fit_after_font)

    def _fit_after_font(self) -> None:
        """After a change of the interface's font (Qt has told every widget): the
        minimum size again, and the window grown to it if it is now smaller."""
        self._limit(self._floor)  # the bars' heights changed with the font
        least = self.least_size()
        if self.width() < least[0] or self.height() < least[1]:
            self.resize(max(self.width(), least[0]), max(self.height(), least[1]))

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
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(icon or QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        if detail:
            box.setInformativeText(detail)
        box.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(_qt().WindowModality.WindowModal)
        self.reports.append(box)
        box.destroyed.connect(lambda *_: self.reports.remove(box) if box in self.reports else None)
        box.open()
        return box

    def report_bad_file(self, title: str, err, consequence: str) -> QMessageBox:
        detail = self.tr("{file}: {problem}").format(file=err.path.name, problem=err.detail)
        text = self.tr("The file was set aside, not deleted, in {folder}.").format(folder=err.path.parent)
        return self.report(title, f"{text}\n{consequence}", detail)

    def confirm(self, title: str, text: str) -> bool:
        """Ask before something the player may regret (when confirmations are on)."""
        if not self.settings.confirmations:
            return True
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    # -- start screen ------------------------------------------------------------

    def autosave_summary(self) -> str | None:
        """A line about the interrupted game (None when there is none)."""
        from .games.solo import autosave_file

        path = autosave_file()
        if not path.is_file():
            return None
        from rummy_desktop.storage.files import StoredFileError, read_json

        from .variant_texts import variant_name

        try:
            data = read_json(path)
            names = self._saved_names(data)
            name = variant_name(str(data["variant"]))
            moves = len(data.get("actions", []))
        except (StoredFileError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            return self.tr("An interrupted game is waiting (its file may be damaged).")
        return self.tr("{game} with {players}, %n move(s) played", "", moves).format(
            game=name, players=", ".join(names) or "?")

    @staticmethod
    def _saved_names(data: dict) -> list[str]:
        """The players of a save, as they would be shown at the table."""
        from types import SimpleNamespace

        from .seat_names import forget_builtin_names, seat_name

        raw = (data.get("extra") or {}).get("seats") or [{"name": n} for n in data.get("names", [])]
        seats = [SimpleNamespace(name=str(s.get("name") or ""), computer=s.get("kind") == "computer")
                 for s in raw]
        forget_builtin_names(seats)
        return [seat_name(seats, i) for i in range(len(seats))]

    def refresh_resume(self) -> None:
        summary = self.autosave_summary()
        has = summary is not None
        self.action_resume.setEnabled(has)
        self.start_page.resume_button.setEnabled(has)
        from .network.shell import network_autosave

        kept = network_autosave().is_file()
        hosting = self.network is not None and self.network.is_host  # the kept game is this one
        # the line under Resume is the solo game's (the network game's button says itself)
        self.start_page.resume_info.setText(summary or ("" if kept else self.tr("No interrupted game.")))
        self.action_resume_network.setEnabled(kept and not hosting)
        self.start_page.offer_network_resume(kept and not hosting)
        from .network.waiting import show_waiting_seat

        show_waiting_seat(self)  # a seat at a network table that waits for this player
        in_game = self.table is not None
        self.action_start.setEnabled(in_game)
        self.action_scores.setEnabled(in_game)
        (self.start_page.resume_button if has else self.start_page.new_button).setDefault(True)
        (self.start_page.new_button if has else self.start_page.resume_button).setDefault(False)

    def _update_title(self) -> None:
        game = self.controller
        self.setWindowTitle(game.title() if game is not None and self.stack.currentWidget() is game.page else "")

    def back_to_start(self) -> None:
        if self.controller is not None and not self.controller.leave():
            return
        self.stack.setCurrentWidget(self.start_page)
        self._show_status_bar(True)
        self.refresh_resume()
        self._update_title()
        self.start_page.new_button.setFocus()

    def toggle_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    # -- the game on the window (one controller per kind, see .games) -------------

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

    def in_game(self) -> bool:
        """A game (solo or over the network) is on the window."""
        return self.controller is not None and self.controller.in_game

    def show_game(self, game) -> None:
        """Put ``game`` (a controller of .games) on the window in place of the one there."""
        self.close_table()
        self.controller = game
        self.stack.addWidget(game.page)
        game.start()

    def show_page(self, game) -> None:
        """Show ``game``'s page (its controller calls this once the page is built)."""
        if game is not self.controller:
            return
        self.stack.setCurrentWidget(game.page)
        self._show_status_bar(False)  # the table has its own status line
        self.refresh_resume()
        self._update_title()

    def close_table(self) -> None:
        """Close the game on the window, if any (a network table is left)."""
        game, self.controller = self.controller, None
        if game is None:
            return
        game.close()  # its page leaves the stack as it is deleted (removeWidget would hand it to Python)
        game.deleteLater()
        self.refresh_resume()

    def new_game(self) -> None:
        from .games.solo import autosave_file
        from .new_game import NewGameDialog

        if self.network is not None and not self.controller.over():
            if not self.confirm(self.tr("New game"), self.controller.leave_text()):
                return
        elif self.session is not None and self.stack.currentWidget() is self.game_page \
                and not self.controller.over():
            if not self.confirm(self.tr("New game"),
                                self.tr("Start a new game? The game in progress will be replaced.")):
                return
        elif self.session is None and autosave_file().is_file():
            if not self.confirm(self.tr("New game"),
                                self.tr("Start a new game? The interrupted game will be replaced.")):
                return
        old = self._dialogs.get("new")
        if old is not None:
            old.raise_()
            old.activateWindow()
            return
        self.setCursor(_qt().CursorShape.WaitCursor)
        try:
            catalog = self.catalog()
        finally:
            self.unsetCursor()
        dlg = NewGameDialog(catalog, self.settings, self)
        dlg.restore(self._last_choice)
        dlg.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
        self._dialogs["new"] = dlg
        dlg.finished.connect(lambda *_: self._dialogs.pop("new", None))
        dlg.accepted.connect(lambda: self.start_new(dlg.choice()))
        dlg.open()

    def host_game(self):
        from .network.shell import host_game

        return host_game(self)

    def join_game(self):
        from .network.shell import join_game

        return join_game(self)

    def resume_network_game(self):
        from .network.shell import resume_network_game

        return resume_network_game(self)

    def start_new(self, choice: dict) -> None:
        """Deal a game: ``choice`` has variant, options, seats and seed."""
        from .games.solo import SoloGame

        game = SoloGame.new(self, load_table_class(), choice)
        if game is not None:
            self._last_choice = choice
            self.show_game(game)

    def start_from_args(self, args) -> None:
        """``rummy-desktop play --variant ID [--option K=V]... [--players N] [--seed S] [--level L]``."""
        from .games.solo import start_args_choice

        choice = start_args_choice(self, args)
        if choice is not None:
            self.start_new(choice)

    def resume_game(self) -> None:
        self.resume_game_with(None)

    def resume_game_with(self, substitute: str | None) -> None:
        """Resume the interrupted game; computer seats at a level that is no longer
        installed play at ``substitute`` (the player is asked first)."""
        from .games.solo import SoloGame

        game = SoloGame.resume(self, load_table_class(), substitute)
        if game is not None:
            self.show_game(game)

    def show_session(self, session) -> None:
        """Put ``session`` on the table in the centre of the window."""
        from .games.solo import SoloGame

        self.show_game(SoloGame(self, load_table_class(), session))

    def show_network(self, game) -> None:
        """Put a network game (a :class:`~.network.lan_game.NetworkGame`) on the table: the
        same table as solo play on the game's seat channel, the chat and the connection
        under it."""
        from .games.network import NetworkTable

        self.show_game(NetworkTable(self, load_table_class(), game))

    def show_scores(self) -> None:
        """The score sheet of the game so far (the last round, round by round, the totals)."""
        if self.in_game():
            self.controller.show_scores()

    # -- lessons (Learn by playing) -----------------------------------------------

    def show_lessons(self) -> QWidget:
        """The lessons by rule set; choosing one starts it on the table."""
        from .lessons import LessonsDialog

        def make():
            dlg = LessonsDialog(self.catalog(), self.stats.lessons_finished, self.translations.language, self)
            dlg.chosen.connect(lambda lid: QTimer.singleShot(0, self, lambda: self.start_lesson(lid)))
            return dlg

        return self._single("lessons", make)

    def start_lesson(self, lesson_id: str) -> None:
        """Play a lesson on the table (the game in progress, if any, stays saved)."""
        from .games.lesson import LessonGame

        game = LessonGame.new(self, lesson_id)
        if game is not None:
            self.show_game(game)

    # -- other windows -----------------------------------------------------------

    def _single(self, key: str, make) -> QWidget:
        dlg = self._dialogs.get(key)
        if dlg is None:
            dlg = make()
            dlg.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
            self._dialogs[key] = dlg
            dlg.finished.connect(lambda *_: self._dialogs.pop(key, None))
            dlg.open()
        else:
            dlg.raise_()
            dlg.activateWindow()
        return dlg

    def show_statistics(self) -> QWidget:
        from .dialogs import StatisticsDialog

        def make():
            dlg = StatisticsDialog(self.stats, self, self.history_entries(), self.catalog())
            dlg.historyChosen.connect(lambda: QTimer.singleShot(0, self, self.show_history))
            return dlg

        return self._single("stats", make)

    # -- the history and the review (see .games.review) ------------------------------

    def history_entries(self) -> list:
        """The kept games (records that cannot be read are set aside and reported)."""
        from rummy_desktop.storage import records

        entries, bad = records.entries()
        for err in bad:
            if err.code == "newer":
                self.report(self.tr("A kept game could not be read"), self.tr(
                    "{file} was kept by a newer version of Rummy Desktop.").format(file=err.path.name))
            else:
                self.report_bad_file(self.tr("A kept game could not be read"), err,
                                     self.tr("The other games of the history are not affected."))
        return entries

    def show_history(self) -> QWidget:
        """Game ▸ History: the kept games; choosing one reviews it."""
        from .history import HistoryDialog

        def make():
            dlg = HistoryDialog(self.history_entries(), self)
            dlg.reviewChosen.connect(lambda path: QTimer.singleShot(0, self, lambda: self.review_record(path)))
            dlg.fileChosen.connect(lambda path: QTimer.singleShot(0, self, lambda: self.review_record(path, False)))
            return dlg

        return self._single("history", make)

    def open_record_file(self) -> None:
        """Game ▸ Open a game record: a record file someone sent, reviewed."""
        from PySide6.QtWidgets import QFileDialog

        source, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game record"), "",
                                                self.tr("Game records (*.json)"))
        if source:
            from pathlib import Path

            self.review_record(Path(source), False)

    def review_record(self, path, in_history: bool = True) -> None:
        """Review the record in ``path`` (a file of the history, or one from elsewhere)."""
        from .games.review import ReviewGame

        if self.session is not None and not self.controller.over():
            try:
                self.controller.save()
            except OSError as e:
                self.report(self.tr("The game could not be saved"), str(e))
                return
        game = ReviewGame.new(self, path, in_history)
        if game is not None:
            self.show_game(game)

    def show_settings(self) -> QWidget:
        from .dialogs import SettingsDialog

        def make():
            dlg = SettingsDialog(self.settings, self)
            dlg.applied.connect(self.apply_settings)
            return dlg

        return self._single("settings", make)

    def show_rules(self) -> QWidget:
        """The rules page of the game on the table (of the rule set chosen last, or the
        first one, when there is none), beside the table: the window stays playable."""
        from .new_game import sorted_variants
        from .rules_page import RulesDialog

        catalog = self.catalog()
        view = self.controller.view() if self.controller is not None else None
        if view is not None:
            variant, options = view.variant, dict(view.options)
        else:
            last = self._last_choice or {}
            variant, options = last.get("variant") or sorted_variants(catalog)[0].spec.id, None
        dlg = self._dialogs.get("rules")
        if dlg is None:
            dlg = RulesDialog(catalog, variant, options, self)
            dlg.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
            self._dialogs["rules"] = dlg
            dlg.finished.connect(lambda *_: self._dialogs.pop("rules", None))
            dlg.show()
        else:
            dlg.show_variant(variant, options)
            dlg.raise_()
            dlg.activateWindow()
        return dlg

    def show_help(self) -> QWidget:
        from .dialogs import KeyboardHelpDialog

        return self._single("help", lambda: KeyboardHelpDialog(self))

    def show_plugins(self) -> QWidget:
        from .plugins_page import PluginsDialog

        return self._single("plugins", lambda: PluginsDialog(self.catalog(), self))

    def show_about(self) -> QWidget:
        from .dialogs import AboutDialog

        return self._single("about", lambda: AboutDialog(self))

    def closeEvent(self, event) -> None:  # noqa: N802
        problems = []
        if self.controller is not None:
            try:
                self.controller.save()
            except OSError as e:
                problems.append(self.tr("The game could not be saved: {error}").format(error=e.strerror or e))
        if self._settings is not None and self.table is not None:
            # the table keeps the hand order the player chose in the settings object
            from rummy_desktop.storage.settings import save_settings

            try:
                save_settings(self._settings)
            except OSError as e:
                problems.append(self.tr("The settings could not be saved: {error}").format(error=e.strerror or e))
        self.remember_geometry()  # a window state that cannot be written only costs the place
        if problems:
            from PySide6.QtWidgets import QMessageBox

            answer = QMessageBox.warning(
                self, self.tr("Close Rummy Desktop?"), "\n".join(problems) + "\n\n" + self.tr("Close anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.close_table()
        super().closeEvent(event)
