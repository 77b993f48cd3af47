"""The start screen: new game, resume, the network games, lessons, statistics, settings and
quit, as big buttons in the middle of green felt (built at start-up, so it imports only Qt)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.storage import autosaves

from .fonts import scaled

if TYPE_CHECKING:
    from .window_menus import WindowMenus


def rule_set_count() -> int | None:
    """How many rule sets are installed, once the catalogue is loaded (None before: the
    start screen does not wait for the plugins, nor import them)."""
    manager = sys.modules.get("rummy_desktop.plugins.manager")
    catalog = getattr(manager, "default_catalog", None)  # None too while the preload thread imports it
    if catalog is None or not catalog.cache_info().currsize:
        return None
    return len(manager.default_catalog().variants.all())


class StartPage(QWidget):
    """New game, resume, statistics, settings, quit: big buttons in the middle of green
    felt. Drawn with a palette and fonts rather than a style sheet, which would cost a
    noticeable part of the start-up time."""

    def __init__(self, window: WindowMenus) -> None:
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
        outer.addSpacing(12)

        # one column; the two ways to play over the network, and statistics and settings,
        # share a row each (the page fits the smallest window, 800×560, in every language, in large print, with a game to resume)
        column = QGridLayout()
        column.setHorizontalSpacing(10)
        column.setVerticalSpacing(8)
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
            scaled(b, 1.3)  # and again in large print
            b.setMinimumSize(340, 36)
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

    def interrupted_line(self) -> str | None:
        """A line about the interrupted solo game (None when there is none), its players named
        as the table names them."""
        summary = autosaves.summary()
        if summary is None:
            return None
        if summary.damaged:
            return self.tr("An interrupted game is waiting (its file may be damaged).")
        # lazily: only for an interrupted game (make bench-startup)
        from .seat_names import forget_builtin_names, seat_name
        from .variant_texts import variant_name

        seats = summary.seats
        forget_builtin_names(seats)
        names = [seat_name(seats, i) for i in range(len(seats))]
        return self.tr("{game} with {players}, %n move(s) played", "", summary.moves).format(
            game=variant_name(summary.variant), players=", ".join(names) or "?")

    def show_kept(self, network_kept: bool, network_offered: bool) -> bool:
        """The kept games: Resume and the line under it for the interrupted solo game (the
        network game's button says itself), Resume the network game when ``network_offered``
        (a hosted network game is kept, ``network_kept``, and it is not on the window).
        Whether a solo game is kept."""
        line = self.interrupted_line()
        has = line is not None
        self.resume_button.setEnabled(has)
        self.resume_info.setText(line or ("" if network_kept else self.tr("No interrupted game.")))
        self.offer_network_resume(network_offered)
        (self.resume_button if has else self.new_button).setDefault(True)
        (self.new_button if has else self.resume_button).setDefault(False)
        return has

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
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor("#195632"))
        self.setPalette(pal)
        self.setAutoFillBackground(True)

    def shade_felt(self) -> None:
        """The felt's vertical gradient (after the first paint)."""
        # lazily: Qt builds this type on first use, and the start screen does without (make bench-startup)
        from PySide6.QtGui import QBrush, QGradient, QLinearGradient

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
        pal = label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        label.setPalette(pal)
        scaled(label, scale, bold)

    def retranslate(self, window: WindowMenus) -> None:
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
        shortcuts = window.shortcuts_installed  # just after the first paint
        if shortcuts:
            # lazily: Qt builds this type on first use, and the start screen does without (make bench-startup)
            from PySide6.QtGui import QKeySequence
        for button, text, action in pairs:
            button.setText(text)
            button.setAccessibleName(text)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) if shortcuts else ""
            button.setToolTip(f"{text} ({keys})" if keys else text)
        self._pairs()
