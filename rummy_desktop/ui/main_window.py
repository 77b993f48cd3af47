"""The main window: the start screen, the menus, and the game table in the centre.

Only Qt and the start screen are imported here at start-up; the settings are validated,
the rule sets loaded and the table imported once the window is on screen (see
``finish_startup``) or when a game starts.
"""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QGridLayout, QHBoxLayout, QLabel, QMainWindow, QPushButton, QStackedWidget,
    QVBoxLayout, QWidget,
)

from rummy_desktop.ai import default_level
from rummy_desktop.storage import paths

from .i18n import Translations
from .variant_texts import variant_name, vtr

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
    """The program's icon (resources/rummy-desktop.svg, or inside the frozen app)."""
    import sys
    from pathlib import Path

    from PySide6.QtGui import QIcon

    base = getattr(sys, "_MEIPASS", None)
    roots = ([Path(base)] if base else []) + [Path(__file__).resolve().parents[2]]
    for root in roots:
        svg = root / "resources" / "rummy-desktop.svg"
        if svg.is_file():
            return QIcon(str(svg))
    return None


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


def rule_set_count() -> int | None:
    """How many rule sets are installed, once the catalogue is loaded (None before: the
    start screen does not wait for the plugins, nor import them)."""
    manager = sys.modules.get("rummy_desktop.plugins.manager")
    if manager is None or not manager.default_catalog.cache_info().currsize:
        return None
    return len(manager.default_catalog().variants.all())


def load_table_class():
    """The table widget class (imported only when a game starts)."""
    from rummy_desktop.ui.table import TableWidget

    return TableWidget


def autosave_file():
    """Where the interrupted game is kept (the same file as
    ``rummy_desktop.session.game_session.autosave_path``, without importing the engine)."""
    return paths.saves_dir() / "autosave.json"


class StartPage(QWidget):
    """New game, resume, statistics, settings, quit: big buttons in the middle of green
    felt. Drawn with a palette and fonts rather than a style sheet, which would cost a
    noticeable part of the start-up time."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.setObjectName("startPage")
        self._felt()
        outer = QVBoxLayout(self)
        outer.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel()
        self.resume_info = QLabel()
        self.resume_info.setObjectName("resumeInfo")
        self._style_text(self.title, "#f4f1e6", 2.6, bold=True)
        self._style_text(self.subtitle, "#f4f1e6", 1.15)
        self._style_text(self.resume_info, "#d8e8d0", 1.0)
        outer.addLayout(self._centred(self.title))
        outer.addLayout(self._centred(self.subtitle))
        outer.addSpacing(28)

        # one column; the two ways to play over the network, and statistics and settings,
        # share a row each (the page fits a 600-pixel-high window in every language)
        column = QGridLayout()
        column.setHorizontalSpacing(10)
        column.setVerticalSpacing(10)
        column.setColumnStretch(0, 1)
        column.setColumnStretch(1, 1)
        self.new_button = QPushButton()
        self.resume_button = QPushButton()
        self.resume_network_button = QPushButton()  # beside it, while a hosted network game is kept
        self.resume_network_button.setObjectName("resumeNetworkButton")
        self.host_button = QPushButton()
        self.host_button.setObjectName("hostButton")
        self.join_button = QPushButton()
        self.join_button.setObjectName("joinButton")
        self.lessons_button = QPushButton()
        self.stats_button = QPushButton()
        self.settings_button = QPushButton()
        self.quit_button = QPushButton()
        for b in self.buttons():
            f = b.font()
            f.setPointSizeF(f.pointSizeF() * 1.3)
            b.setFont(f)
            b.setMinimumSize(340, 44)
        for b in (self.resume_network_button, self.host_button, self.join_button, self.stats_button,
                  self.settings_button):
            b.setMinimumWidth(0)  # half the column, or as wide as its text (see retranslate)
        self.column = column
        column.addWidget(self.new_button, 0, 0, 1, 2)
        column.addWidget(self.resume_button, 1, 0, 1, 2)
        column.addWidget(self.resume_network_button, 1, 1)
        self.resume_network_button.hide()
        column.addLayout(self._centred(self.resume_info), 2, 0, 1, 2)
        column.addWidget(self.host_button, 3, 0)
        column.addWidget(self.join_button, 3, 1)
        column.addWidget(self.lessons_button, 4, 0, 1, 2)
        column.addWidget(self.stats_button, 5, 0)
        column.addWidget(self.settings_button, 5, 1)
        column.addWidget(self.quit_button, 6, 0, 1, 2)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(column, 0)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(3)
        self.new_button.clicked.connect(window.action_new.trigger)
        self.resume_button.clicked.connect(window.action_resume.trigger)
        self.resume_network_button.clicked.connect(window.action_resume_network.trigger)
        self.host_button.clicked.connect(window.action_host.trigger)
        self.join_button.clicked.connect(window.action_join.trigger)
        self.lessons_button.clicked.connect(window.action_lessons.trigger)
        self.stats_button.clicked.connect(window.action_stats.trigger)
        self.settings_button.clicked.connect(window.action_settings.trigger)
        self.quit_button.clicked.connect(window.action_quit.trigger)

    def offer_network_resume(self, shown: bool) -> None:
        """Resume the network game beside Resume the interrupted game (halves of a row) while
        a hosted network game is kept; else Resume takes the whole row."""
        if shown == self.resume_network_button.isVisibleTo(self):
            return
        self.column.removeWidget(self.resume_button)
        self.column.addWidget(self.resume_button, 1, 0, 1, 1 if shown else 2)
        self.resume_network_button.setVisible(shown)
        self._pairs()

    def _pairs(self) -> None:
        """The two halves of a row alike, as wide as the wider text needs."""
        pairs = [(self.host_button, self.join_button), (self.stats_button, self.settings_button)]
        if self.resume_network_button.isVisibleTo(self):
            pairs.append((self.resume_button, self.resume_network_button))
        else:
            self.resume_button.setMinimumWidth(340)
        for pair in pairs:
            for b in pair:
                b.setMinimumWidth(0)
            width = max(b.minimumSizeHint().width() for b in pair)
            for b in pair:
                b.setMinimumWidth(width)

    def buttons(self) -> tuple[QPushButton, ...]:
        return (self.new_button, self.resume_button, self.resume_network_button, self.host_button, self.join_button, self.lessons_button,
                self.stats_button, self.settings_button, self.quit_button)

    FELT = ("#1f6b3a", "#134226")  # top and bottom of the felt's gradient

    def _felt(self) -> None:
        """The green felt, filled by Qt itself from the palette: plain at first, the
        colour half-way down the gradient (``shade_felt`` adds the gradient just after
        the first paint: setting up Qt's gradient type costs start-up time, and a
        ``paintEvent`` with ``QPainter.fillRect`` would build Qt's enumerations)."""
        from PySide6.QtGui import QColor, QPalette

        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor("#195632"))
        self.setPalette(pal)
        self.setAutoFillBackground(True)

    def shade_felt(self) -> None:
        """The felt's vertical gradient (after the first paint)."""
        from PySide6.QtGui import QBrush, QColor, QGradient, QLinearGradient, QPalette

        g = QLinearGradient(0, 0, 0, 1)
        g.setCoordinateMode(QGradient.CoordinateMode.ObjectBoundingMode)
        g.setColorAt(0.0, QColor(self.FELT[0]))
        g.setColorAt(1.0, QColor(self.FELT[1]))
        pal = self.palette()
        pal.setBrush(QPalette.ColorRole.Window, QBrush(g))
        self.setPalette(pal)

    @staticmethod
    def _centred(widget: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(widget)
        row.addStretch(1)
        return row

    @staticmethod
    def _style_text(label: QLabel, colour: str, scale: float, bold: bool = False) -> None:
        from PySide6.QtGui import QColor, QPalette

        pal = label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        label.setPalette(pal)
        f = label.font()
        f.setPointSizeF(f.pointSizeF() * scale)
        f.setBold(bold)
        label.setFont(f)

    def retranslate(self, window: "MainWindow") -> None:
        self.title.setText(self.tr("Rummy Desktop"))
        count = rule_set_count()  # the rule sets installed, once they are loaded
        self.subtitle.setText(self.tr("The Rummy family at one table: %n rule set(s), against the computer.", "", count)
                              if count is not None else self.tr("The Rummy family at one table, against the computer."))
        pairs = (
            (self.new_button, self.tr("New game…"), window.action_new),
            (self.resume_button, self.tr("Resume the interrupted game"), window.action_resume),
            (self.resume_network_button, self.tr("Resume the network game"), window.action_resume_network),
            (self.host_button, self.tr("Host a network game…"), window.action_host),
            (self.join_button, self.tr("Join a network game…"), window.action_join),
            (self.lessons_button, self.tr("Learn by playing"), window.action_lessons),
            (self.stats_button, self.tr("Statistics"), window.action_stats),
            (self.settings_button, self.tr("Settings"), window.action_settings),
            (self.quit_button, self.tr("Quit"), window.action_quit),
        )
        shortcuts = not window._keys  # installed just after the first paint
        if shortcuts:
            from PySide6.QtGui import QKeySequence
        for button, text, action in pairs:
            button.setText(text)
            button.setAccessibleName(text)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) if shortcuts else ""
            button.setToolTip(f"{text} ({keys})" if keys else text)
        self._pairs()


class MainWindow(QMainWindow):
    """The application window. ``languageChanged`` is emitted after a language switch
    (the table and open dialogs retranslate); ``settingsChanged`` after new settings."""

    languageChanged = Signal(str)
    settingsChanged = Signal(object)
    firstPainted = Signal()
    catalogLoaded = Signal()  # the plugins are loaded (from the preload thread, queued)

    def __init__(self, translations: Translations | None = None, start_args: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.translations = translations or Translations()
        self.start_args = start_args
        self._settings = None
        self._stats = None
        self.session = None
        self.network = None  # a network game (ui.network.game.NetworkGame), when one is on the table
        self.net_bar = None
        self.discovery_targets = None  # where Join's probes go (None: every interface's broadcast address)
        self.listen_at: tuple = ()  # a hosted table's address, port, discovery port (() : the usual ones)
        self.table = None
        self.table_seat: int | None = None
        self.lesson_page = None
        self.reports: list[QMessageBox] = []
        self._plugins_reported = False
        self._sheet = None
        self._queue: list[tuple[str, Any]] = []
        self._game_end_seen = False
        self._started = False
        self._painted_once = False
        self._dialogs: dict[str, QWidget] = {}
        self._last_choice: dict | None = None

        self._make_actions()
        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self)
        self.catalogLoaded.connect(lambda: self.start_page.retranslate(self))  # the count of rule sets
        self.game_page = QWidget(self)
        self.game_page.setObjectName("gamePage")
        self.game_layout = QVBoxLayout(self.game_page)
        self.game_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.game_page)
        self.setCentralWidget(self.stack)
        self._make_menus()
        # the floor of the window's size (the pages' layouts may ask for more)
        self._limit(MINIMUM_SIZE)
        self.fit_to_screen()
        self.retranslate()
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

    def least_size(self) -> tuple[int, int]:
        """The smallest size at which nothing overlaps: :data:`MINIMUM_SIZE`, or more when the
        page needs it (the texts of some languages are longer; the table shows more buttons
        between rounds). It is the layouts' own minimum, so it follows them as they change."""
        need = self.minimumSizeHint()
        return max(MINIMUM_SIZE[0], need.width()), max(MINIMUM_SIZE[1], need.height())

    def _limit(self, least: tuple[int, int]) -> None:
        """No explicit minimum while the screen has room for the layouts' own (an explicit one
        would hide it, and texts would overlap); a smaller one only on a screen too small."""
        bar = self.menuBar().sizeHint().height()
        self.stack.setMinimumSize(min(MINIMUM_SIZE[0], least[0]), max(0, min(MINIMUM_SIZE[1], least[1]) - bar))
        if least == self.least_size():
            self.setMinimumSize(0, 0)  # the layouts decide, page by page and language by language
        else:
            self.setMinimumSize(*least)

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
        for a in (self.action_scores, self.action_start):
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
                self.action_scores, self.action_start,
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
        if settings.language != self.translations.language:
            self.set_language(settings.language)
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
        if self.table is not None:
            self.table.apply_settings(settings)
        self.settingsChanged.emit(settings)

    def set_language(self, language: str) -> None:
        """Switch the language: every language change goes through here. (The window has
        no ``changeEvent`` for Qt's LanguageChange: a Python ``changeEvent`` would bring
        every change event of the start-up through Python, which costs start-up time.)"""
        from PySide6.QtWidgets import QApplication

        self.translations.apply(language)
        self.retranslate()
        if self.table is not None:
            self.table.retranslate()
        if self.lesson_page is not None:
            self.lesson_page.retranslate(language)
        # Qt delivers LanguageChange later; open windows change now, like the main one.
        for w in QApplication.topLevelWidgets():
            if w is not self and w.isVisible() and callable(getattr(w, "retranslate", None)):
                w.retranslate()
        self.languageChanged.emit(language)

    def catalog(self):
        """The installed rule sets and computer players. The first time, plugins that
        could not be loaded are reported (the program goes on without them)."""
        catalog = load_catalog()
        if catalog.broken and not self._plugins_reported:
            self._plugins_reported = True
            names = ", ".join(b.name for b in catalog.broken)
            detail = "\n".join(f"{b.name} ({b.target}): {b.reason}" for b in catalog.broken)
            self.report(self.tr("Some plugins could not be loaded"),
                        self.tr("Rummy Desktop goes on without them: {names}.").format(names=names), detail)
        return catalog

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
        path = autosave_file()
        if not path.is_file():
            return None
        from rummy_desktop.storage.files import StoredFileError, read_json

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
        in_game = self.table is not None
        self.action_start.setEnabled(in_game)
        self.action_scores.setEnabled(in_game)
        (self.start_page.resume_button if has else self.start_page.new_button).setDefault(True)
        (self.start_page.new_button if has else self.start_page.resume_button).setDefault(False)

    def _update_title(self) -> None:
        if self.in_game() and self.stack.currentWidget() is self.game_page:
            self.setWindowTitle(variant_name(self.seat_channel().view().variant))
        else:
            self.setWindowTitle("")

    def back_to_start(self) -> None:
        if self.network is not None:
            if not self._game_over() and not self.confirm(
                    self.tr("Leave the network game?"), self.leave_network_text()):
                return
            self.close_table()
        self.stack.setCurrentWidget(self.start_page)
        self.status.show()
        self.refresh_resume()
        self._update_title()
        self.start_page.new_button.setFocus()

    def toggle_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    # -- games -------------------------------------------------------------------

    def new_game(self) -> None:
        from .new_game import NewGameDialog

        if self.network is not None and not self._game_over():
            if not self.confirm(self.tr("New game"), self.leave_network_text()):
                return
        elif self.stack.currentWidget() is self.game_page and self.session is not None \
                and not self._game_over():
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
        from rummy_desktop.core.variant import SpecError
        from rummy_desktop.session.game_session import GameSession

        catalog = self.catalog()
        self._set_aside_unreadable_autosave()
        try:
            session = GameSession.new(catalog, choice["variant"], choice["options"], choice["seats"],
                                      choice["seed"], autosave=autosave_file())
        except (SpecError, ValueError) as e:
            catalog.note_failure(e)  # a plugin that failed is listed in Help ▸ Plugins
            self.report(self.tr("The game could not start"), str(e))
            return
        except OSError as e:
            self.report(self.tr("The game could not be saved"), str(e))
            return
        self._last_choice = choice
        self.show_session(session)

    def _set_aside_unreadable_autosave(self) -> None:
        """A new game replaces the autosave; one that is not even a readable save of ours
        is set aside and reported first, never overwritten silently."""
        from rummy_desktop.storage.files import StoredFileError, read_json, set_aside
        from rummy_desktop.storage.saves import FORMAT

        path = autosave_file()
        if not path.is_file():
            return
        try:
            data = read_json(path)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise StoredFileError(path, "foreign", "not a Rummy Desktop saved game")
        except StoredFileError as err:
            try:
                moved = set_aside(path)
            except OSError:
                return
            err.detail += "; " + self.tr("kept as {name}").format(name=moved.name)
            self.report_bad_file(self.tr("The interrupted game could not be read"), err,
                                 self.tr("The new game is saved in its place."))

    def start_from_args(self, args) -> None:
        """``rummy-desktop play --variant ID [--option K=V]... [--players N] [--seed S] [--level L]``."""
        import secrets

        from rummy_desktop.core.variant import SpecError
        from rummy_desktop.session.game_session import Seat

        catalog = self.catalog()
        try:
            spec = catalog.variant(args.variant).spec
            options: dict[str, str] = {}
            for pair in args.option or ():
                key, sep, value = pair.partition("=")
                if not sep:
                    raise SpecError("bad_option", f"--option takes KEY=VALUE, not {pair!r}")
                options[key.strip()] = value.strip()
            options = spec.check_options(options)
            players = args.players or max(spec.min_players, min(2, spec.max_players))
            spec.resolve(options, players)
            level = getattr(args, "level", None) or default_level(catalog.players.names())
            catalog.player(level)
        except SpecError as e:
            self.report(self.tr("The game could not start"), str(e))
            return
        seats = [Seat(name=self.settings.player_name.strip())] + [
            Seat(kind="computer", level=level) for _ in range(1, players)]
        seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
        self.start_new({"variant": spec.id, "options": options, "seats": seats, "seed": seed})

    def resume_game(self) -> None:
        self._resume(None)

    def _resume(self, substitute: str | None) -> None:
        """Resume the interrupted game. Computer seats at a level that is no longer
        installed play at ``substitute`` (the player is asked first, see
        :meth:`_offer_substitute`)."""
        from rummy_desktop.session.game_session import GameSession, MissingLevels
        from rummy_desktop.storage.files import StoredFileError, set_aside

        path = autosave_file()
        if not path.is_file():
            self.refresh_resume()
            return
        self.setCursor(_qt().CursorShape.WaitCursor)
        try:
            catalog = self.catalog()
            session = GameSession.resume(catalog, path, substitute)
        except MissingLevels as missing:
            self.unsetCursor()
            self._offer_substitute(missing.levels, default_level(catalog.players.names()))
            return
        except StoredFileError as err:
            self.unsetCursor()
            try:
                moved = set_aside(path)
                err.detail += "; " + self.tr("kept as {name}").format(name=moved.name)
            except OSError as e:
                err.detail += "; " + self.tr("it could not be moved aside: {error}").format(error=e.strerror or e)
            self.report_bad_file(self.tr("The interrupted game could not be resumed"), err,
                                 self.tr("You can start a new game."))
            self.refresh_resume()
            return
        self.unsetCursor()
        self.show_session(session)

    def _offer_substitute(self, missing: list[str], level: str) -> QMessageBox:
        """Ask whether to resume with computer seats at ``level`` instead of the
        ``missing`` levels (a plugin's, uninstalled since the game was saved)."""
        from PySide6.QtWidgets import QMessageBox

        label = vtr(self.catalog().player(level).label)
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("The interrupted game could not be resumed"),
            self.tr("This game has computer players at a level that is no longer installed: {missing}.")
            .format(missing=", ".join(f"“{name}”" for name in missing)),
            QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("substituteLevel")
        box.setInformativeText(self.tr("Resume the game with the level “{level}” in its place?").format(level=label))
        resume = box.addButton(self.tr("Resume with “{level}”").format(level=label), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(resume)
        box.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(_qt().WindowModality.WindowModal)
        self.reports.append(box)
        box.destroyed.connect(lambda *_: self.reports.remove(box) if box in self.reports else None)
        box.accepted.connect(lambda: QTimer.singleShot(0, self, lambda: self._resume(level)))
        box.open()
        return box

    def _human_seat(self, session) -> int | None:
        humans = session.human_seats()
        return humans[0] if humans else None

    def show_session(self, session) -> None:
        """Put ``session`` on the table in the centre of the window."""
        from .seat_names import forget_builtin_names

        self.close_table()
        forget_builtin_names(session.seats)  # an older save: its seats follow the language too
        self.session = session
        self._put_table(session, self._human_seat(session))

    def show_network(self, game) -> None:
        """Put a network game (a :class:`~.network.lan_game.NetworkGame`) on the table: the
        same table as solo play on the game's seat channel, the chat and the connection
        under it."""
        from .network.bar import NetworkBar

        self.close_table()
        self.session = None
        self.network = game
        game.setParent(self)
        bar = NetworkBar(game, self.game_page)
        bar.rejoinChosen.connect(self._rejoin)
        game.seatsChanged.connect(self._seats_changed)
        game.rejoined.connect(self._rejoined)
        self.net_bar = bar
        self._put_table(game.channel, game.seat)
        self.game_layout.addWidget(bar)

    def _seats_changed(self) -> None:
        refresh = getattr(self.table, "refresh_seats", None)
        if refresh is not None and self.network is not None:
            refresh()

    def _rejoin(self) -> None:
        if self.network is not None:
            self.net_bar.rejoin_button.setEnabled(False)
            self.network.rejoin()

    def _rejoined(self) -> None:
        """The connection is back: a table on the new connection's seat channel."""
        if self.network is not None:
            self._put_table(self.network.channel, self.network.seat)

    def leave_network_text(self) -> str:
        if self.network is not None and self.network.is_host:
            return self.tr("Close the table? The players are disconnected; the game is kept, and "
                           "Resume the network game opens the table again.")
        return self.tr("Leave the table? The computer plays your seat; you can rejoin with the same "
                       "code.")

    def _put_table(self, game, seat) -> None:
        """The table for ``game`` (a local session, or a seat channel) at ``seat``."""
        table_class = load_table_class()
        self._remove_table()
        self.table_seat = seat
        self._queue = []
        self._game_end_seen = False
        table = table_class(game, self.settings, self.table_seat, self.game_page)
        table.setObjectName("table")
        table.roundEnded.connect(self._on_round_ended)
        table.gameEnded.connect(self._on_game_ended)
        table.hintUsed.connect(self._on_hint_used)
        table.message.connect(self._on_table_message)
        self.table = table
        self.game_layout.insertWidget(0, table, 1)
        self.stack.setCurrentWidget(self.game_page)
        self.status.hide()  # the table has its own status line
        self.refresh_resume()
        self._update_title()
        table.setFocus()
        phase = self.seat_channel().view().phase
        if phase == "between_rounds":
            self._queue.append(("round", None))
            QTimer.singleShot(0, self, self._show_next)
        elif phase == "over":
            # finished before it came to the table (and counted then, if it ended here):
            # the standings are shown, the statistics are not counted again
            self._game_end_seen = True
            self._queue.append(("game", None))
            QTimer.singleShot(0, self, self._show_next)

    def close_table(self) -> None:
        self._close_lesson()
        self._remove_table()
        game, self.network = self.network, None
        if game is not None:
            bar, self.net_bar = self.net_bar, None
            self.game_layout.removeWidget(bar)
            bar.hide()
            bar.deleteLater()
            game.close()
            game.deleteLater()
            self.refresh_resume()

    def _remove_table(self) -> None:
        if self.table is None:
            return
        old = self.table
        self.table = None
        self.game_layout.removeWidget(old)
        old.hide()
        old.close()
        old.deleteLater()
        if self._sheet is not None:
            self._sheet.close()
            self._sheet = None

    def _on_table_message(self, text: str) -> None:
        if self.status.isVisible():
            self.status.showMessage(text, 8000)

    def in_game(self) -> bool:
        """A game (solo or over the network) is on the table."""
        return self.session is not None or self.network is not None

    def _on_hint_used(self) -> None:
        if not self.in_game():
            return
        self.stats.record_hint(self.seat_channel().view().variant)
        self._save_stats()

    # -- round and game end ------------------------------------------------------

    def _on_round_ended(self, payload: Any = None) -> None:
        # the latest round's sheet shows every round so far: those not yet read give way
        self._queue = [q for q in self._queue if q[0] != "round"]
        self._queue.append(("round", payload))
        QTimer.singleShot(0, self, self._show_next)

    def _on_game_ended(self, payload: Any = None) -> None:
        if self._game_end_seen:
            return
        self._game_end_seen = True
        self._record_game()
        self._queue.append(("game", payload))
        self.refresh_resume()
        QTimer.singleShot(0, self, self._show_next)

    def _record_game(self) -> None:
        """Count the game in the statistics: only a finished game (one with a result),
        once, when it ends on this table. A game left unfinished (back to the start
        screen, replaced by a new game, the window closed) is not counted."""
        view = self.seat_channel().view()
        result = view.result
        if result is None or self.table_seat is None:
            return
        seat = self.table_seat
        won = (not result["draw"]) and seat in result["winners"]
        totals = result["totals"]
        self.stats.record_game(view.variant, won, totals[seat] if seat < len(totals) else None,
                               bool(view.rules is not None and view.rules.lower_wins))
        self._save_stats()

    def seat_channel(self):
        """The table's seat as the score sheets read it: the table's own channel, or (a
        stand-in table) a channel on the session that only reads."""
        channel = getattr(getattr(self.table, "flow", None), "channel", None)
        if channel is not None:
            return channel
        from rummy_desktop.session.seat_channel import LocalChannel

        return LocalChannel(self.session, self.table_seat, post=lambda fn: None)

    def _game_over(self) -> bool:
        return self.seat_channel().view().phase == "over"

    def _show_next(self) -> None:
        if self._sheet is not None or not self._queue or not self.in_game():
            return
        from .score_sheet import FinalStandingsDialog, ScoreSheetDialog

        kind, payload = self._queue.pop(0)
        if kind == "round":
            game_over = any(k == "game" for k, _ in self._queue) or self._game_over()
            dlg = ScoreSheetDialog(self.seat_channel(), payload, game_over, self)
            dlg.continueChosen.connect(self._continue_game)
            dlg.endChosen.connect(self._end_game)
        else:
            dlg = FinalStandingsDialog(self.seat_channel(), self)
            dlg.newGameChosen.connect(lambda: QTimer.singleShot(0, self, self.new_game))
            dlg.startChosen.connect(lambda: QTimer.singleShot(0, self, self.back_to_start))
        self._sheet = dlg
        self._pause_table(True)
        dlg.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
        dlg.finished.connect(self._sheet_closed)
        dlg.open()

    def _sheet_closed(self, *_: Any) -> None:
        self._sheet = None
        self._pause_table(False)
        QTimer.singleShot(0, self, self._show_next)

    def _pause_table(self, paused: bool) -> None:
        """Computer seats wait while a score sheet is read (the next round may be dealt)."""
        pause = getattr(self.table, "set_paused", None)
        if pause is not None:
            pause(paused)

    def _continue_game(self) -> None:
        from rummy_desktop.core.actions import ContinueGame

        if self.table is not None:
            self.table.submit(ContinueGame())

    def _end_game(self) -> None:
        from rummy_desktop.core.actions import EndGame

        if self.table is None or not self.in_game():
            return
        self.table.submit(EndGame())
        if self._game_over() and not self._game_end_seen:
            self._on_game_ended(None)

    def show_scores(self) -> None:
        """The score sheet of the game so far (the last round, round by round, the totals)."""
        if not self.in_game() or self._sheet is not None:
            return
        from .score_sheet import ScoreSheetDialog

        dlg = ScoreSheetDialog(self.seat_channel(), None, self._game_over(), self,
                               review=True)
        dlg.continueChosen.connect(self._continue_game)
        dlg.endChosen.connect(self._end_game)
        self._sheet = dlg
        self._pause_table(True)
        dlg.setAttribute(_qt().WidgetAttribute.WA_DeleteOnClose)
        dlg.finished.connect(self._sheet_closed)
        dlg.open()

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
        from .lessons import LessonPage

        catalog = self.catalog()
        lesson = catalog.lessons.get(lesson_id)
        if lesson is None:
            return
        if self.session is not None and not self._game_over():
            try:
                self.session.save()
            except OSError as e:
                self.report(self.tr("The game could not be saved"), str(e))
                return
        self.close_table()
        self.session = None
        page = LessonPage(catalog, lesson, self.settings, self.translations.language, self.game_page)
        page.finished.connect(self._lesson_finished)
        page.leave.connect(self.back_to_start)
        page.playNow.connect(lambda les: QTimer.singleShot(0, self, lambda: self._play_lesson_game(les)))
        self.lesson_page = page
        self.game_layout.addWidget(page)
        self.stack.setCurrentWidget(self.game_page)
        self.status.hide()
        self.refresh_resume()
        self.setWindowTitle(lesson.title.get(self.translations.language))
        page.table.setFocus()

    def _close_lesson(self) -> None:
        page, self.lesson_page = self.lesson_page, None
        if page is not None:
            self.game_layout.removeWidget(page)
            page.shutdown()
            page.hide()
            page.deleteLater()

    def _lesson_finished(self, lesson_id: str) -> None:
        if self.stats.record_lesson(lesson_id):
            self._save_stats()

    def _play_lesson_game(self, lesson) -> None:
        """"Play this game now": a new game of the lesson's rule set and options."""
        from types import SimpleNamespace

        if autosave_file().is_file() and not self.confirm(
                self.tr("New game"), self.tr("Start a new game? The interrupted game will be replaced.")):
            return
        self.start_from_args(SimpleNamespace(
            variant=lesson.variant, option=[f"{k}={v}" for k, v in lesson.options.items()],
            players=lesson.players, seed=None, level=None))

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

        return self._single("stats", lambda: StatisticsDialog(self.stats, self))

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
        if self.in_game():
            view = self.seat_channel().view()
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
        if self.session is not None and not self._game_over():
            try:
                self.session.save()
            except OSError as e:
                problems.append(self.tr("The game could not be saved: {error}").format(error=e.strerror or e))
        if self._settings is not None and self.table is not None:
            # the table keeps the hand order the player chose in the settings object
            from rummy_desktop.storage.settings import save_settings

            try:
                save_settings(self._settings)
            except OSError as e:
                problems.append(self.tr("The settings could not be saved: {error}").format(error=e.strerror or e))
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
