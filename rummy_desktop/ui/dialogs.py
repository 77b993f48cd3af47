"""The smaller windows: settings, statistics, the keyboard-play help page, about."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.storage.settings import HISTORY_MAX, THINK_TIME_MAX, THINK_TIME_MIN, Settings

from .decks import DRAWN, installed_decks
from .decks.render import FAILED
from .i18n import ENDONYMS, LANGUAGES
from .plugin_switches import PluginSwitches
from .variant_texts import NAMES, variant_name, vtr


class SettingsDialog(QDialog):
    """The settings, on four pages. General: language (applies at once), the player's name,
    hand order, the computer players' thinking time, the games kept, confirmations. Cards and
    table: the deck (the drawn one, the shipped ones and the card games' decks installed on
    the machine), deck colours, card back, background, large print. Motion and sound:
    animation speed, the deal, reduced motion, the sounds' volume and mute (and why there are
    none, on a system without an audio device). Plugins: the third-party plugins switched
    off (from the next start). ``applied`` carries the new Settings."""

    applied = Signal(object)

    def __init__(self, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("settingsTabs")
        layout.addWidget(self.tabs)
        forms = []
        for name in ("generalPage", "cardsPage", "motionPage"):
            page = QWidget()
            page.setObjectName(name)
            form = QFormLayout(page)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            self.tabs.addTab(page, "")
            forms.append(form)
        general, cards, motion = forms
        self.labels: dict[str, QLabel] = {}

        self.language = QComboBox()
        self.language.setObjectName("language")
        for code in LANGUAGES:
            self.language.addItem(ENDONYMS[code], code)
        self.name = QLineEdit()
        self.name.setObjectName("playerName")
        self.name.setMaxLength(40)
        self.card_deck = QComboBox()
        self.card_deck.setObjectName("cardDeck")
        self.deck_note = QLabel()
        self.deck_note.setObjectName("deckNote")
        self.deck_note.setWordWrap(True)
        self.deck = QComboBox()
        self.deck.setObjectName("deckColours")
        for value in ("two", "four"):
            self.deck.addItem("", value)
        self.back = QComboBox()
        self.back.setObjectName("cardBack")
        for value in ("blue", "red", "green"):
            self.back.addItem("", value)
        # lazily: the table's package loads the engine (1.3 s): not for the other dialogs
        from .table.felt import BACKGROUNDS

        self.background = QComboBox()
        self.background.setObjectName("tableBackground")
        for value in BACKGROUNDS:
            self.background.addItem("", value)
        self.large_print = QCheckBox()
        self.large_print.setObjectName("largePrint")
        speed_row = QWidget()
        speed_layout = QHBoxLayout(speed_row)
        speed_layout.setContentsMargins(0, 0, 0, 0)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setObjectName("animationSpeed")
        self.speed.setRange(0, 8)  # half steps of the speed factor, 0 = instant
        self.speed.setPageStep(2)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed_value = QLabel()
        self.speed_value.setMinimumWidth(110)
        speed_layout.addWidget(self.speed, 1)
        speed_layout.addWidget(self.speed_value)
        self.deal_anim = QCheckBox()
        self.deal_anim.setObjectName("dealAnimation")
        self.reduce_motion = QCheckBox()
        self.reduce_motion.setObjectName("reduceMotion")
        self.reduce_motion.toggled.connect(self._motion_toggled)
        volume_row = QWidget()
        volume_layout = QHBoxLayout(volume_row)
        volume_layout.setContentsMargins(0, 0, 0, 0)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(50)
        volume_layout.addWidget(self.volume, 1)
        volume_layout.addWidget(self.volume_value)
        self.volume.valueChanged.connect(self._volume_text)
        self.mute = QCheckBox()
        self.mute.setObjectName("soundMuted")
        self.sound_note = QLabel()
        self.sound_note.setObjectName("soundNote")
        self.sound_note.setWordWrap(True)
        self.sort = QComboBox()
        self.sort.setObjectName("handSort")
        for value in ("suit", "rank", "manual"):
            self.sort.addItem("", value)

        self.think = QDoubleSpinBox()
        self.think.setObjectName("thinkTime")
        self.think.setRange(THINK_TIME_MIN, THINK_TIME_MAX)
        self.think.setDecimals(2)
        self.think.setSingleStep(0.25)
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmations")

        self.history = QSpinBox()
        self.history.setObjectName("historySize")
        self.history.setRange(0, HISTORY_MAX)
        self.history.setSingleStep(50)

        rows = ((general, "language", self.language), (general, "name", self.name),
                (general, "sort", self.sort), (general, "think", self.think), (general, "history", self.history),
                (general, "confirm", self.confirm),
                (cards, "card_deck", self.card_deck), (cards, "deck_note", self.deck_note), (cards, "deck", self.deck),
                (cards, "back", self.back), (cards, "background", self.background),
                (cards, "large_print", self.large_print),
                (motion, "speed", speed_row), (motion, "deal", self.deal_anim), (motion, "reduce", self.reduce_motion),
                (motion, "volume", volume_row), (motion, "mute", self.mute), (motion, "sound_note", self.sound_note))
        buddies = {speed_row: self.speed, volume_row: self.volume}
        for form, key, widget in rows:
            label = QLabel()
            label.setBuddy(buddies.get(widget, widget))
            self.labels[key] = label
            form.addRow(label, widget)

        page = QWidget()
        page.setObjectName("pluginsPage")
        page_layout = QVBoxLayout(page)
        self.plugins = PluginSwitches(list(settings.disabled_plugins))
        page_layout.addWidget(self.plugins)
        page_layout.addStretch(1)
        self.tabs.addTab(page, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        layout.addWidget(self.buttons)
        self.speed.valueChanged.connect(self._speed_text)
        self.card_deck.currentIndexChanged.connect(self._deck_chosen)
        self._fill_decks(settings.card_deck)
        self.load(settings)
        self.retranslate()
        # a preferred width, not a minimum: the layout's own minimum (which grows with the
        # texts of the language chosen here) must win, or the longest row is cut off
        self.resize(max(560, self.sizeHint().width()), self.sizeHint().height())

    def _fill_decks(self, chosen: str) -> None:
        """The decks: the drawn one, the shipped ones, those installed on the machine (found
        again as the dialog opens); one that could not be read this session is greyed out."""
        self.deck_list = installed_decks(refresh=True)
        self.card_deck.clear()
        for deck in self.deck_list.decks:
            self.card_deck.addItem(deck.name, deck.id)
            item = self.card_deck.model().item(self.card_deck.count() - 1)
            if deck.id in FAILED and deck.id != DRAWN:
                item.setEnabled(False)
                item.setToolTip(FAILED[deck.id])
        self.card_deck.setCurrentIndex(max(0, self.card_deck.findData(chosen)))

    def _volume_text(self, value: int) -> None:
        self.volume_value.setText(self.tr("{percent}%").format(percent=value))
        self.volume.setAccessibleDescription(self.volume_value.text())

    def _motion_toggled(self, reduced: bool) -> None:
        """Reduced motion moves nothing: the speed and the deal have no say then."""
        self.speed.setEnabled(not reduced)
        self.deal_anim.setEnabled(not reduced)

    def _deck_chosen(self, *_args) -> None:
        """The drawn deck's own options (colours, back) apply to it alone."""
        drawn = self.card_deck.currentData() in (None, "drawn")
        self.back.setEnabled(drawn)

    def load(self, s) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.name.setText(s.player_name)
        self.card_deck.setCurrentIndex(max(0, self.card_deck.findData(s.card_deck)))
        self.deck.setCurrentIndex(max(0, self.deck.findData(s.deck_colours)))
        self.back.setCurrentIndex(max(0, self.back.findData(s.card_back)))
        self.background.setCurrentIndex(max(0, self.background.findData(s.table_background)))
        self.large_print.setChecked(s.large_print)
        self.speed.setValue(round(s.animation_speed * 2))
        self.volume.setValue(s.sound_volume)
        self.mute.setChecked(s.sound_muted)
        self.deal_anim.setChecked(s.deal_animation)
        self.reduce_motion.setChecked(s.reduce_motion)
        self._motion_toggled(s.reduce_motion)
        self.sort.setCurrentIndex(max(0, self.sort.findData(s.hand_sort)))
        self.think.setValue(s.think_time)
        self.history.setValue(s.history_size)
        self.confirm.setChecked(s.confirmations)
        self._deck_chosen()

    def current(self):
        """The settings as the dialog shows them (a new, validated Settings)."""
        data = self.settings.model_dump()
        data.update(language=self.language.currentData(), player_name=self.name.text().strip(),
                    card_deck=self.card_deck.currentData() or "drawn",
                    deck_colours=self.deck.currentData(), card_back=self.back.currentData(),
                    table_background=self.background.currentData(), large_print=self.large_print.isChecked(),
                    animation_speed=self.speed.value() / 2, deal_animation=self.deal_anim.isChecked(),
                    reduce_motion=self.reduce_motion.isChecked(), sound_volume=self.volume.value(),
                    sound_muted=self.mute.isChecked(), hand_sort=self.sort.currentData(),
                    think_time=self.think.value(), history_size=self.history.value(),
                    confirmations=self.confirm.isChecked(), disabled_plugins=self.plugins.disabled())
        return Settings.model_validate(data)

    def apply(self) -> None:
        self.settings = self.current()
        self.applied.emit(self.settings)

    def _ok(self) -> None:
        self.apply()
        self.accept()

    def _speed_text(self, value: int) -> None:
        if value == 0:
            self.speed_value.setText(self.tr("Off (instant)"))
        else:
            self.speed_value.setText(self.tr("{factor}× normal").format(factor=QLocale().toString(value / 2, "g", 6)))
        self.speed.setAccessibleDescription(self.speed_value.text())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.plugins.retranslate()
        self.tabs.setTabText(0, self.tr("General"))
        self.tabs.setTabText(1, self.tr("Cards and table"))
        self.tabs.setTabText(2, self.tr("Motion and sound"))
        self.tabs.setTabText(3, self.tr("Plugins"))
        texts = {
            "language": self.tr("&Language:"), "name": self.tr("Your &name:"),
            "card_deck": self.tr("Card dec&k:"), "deck_note": "",
            "deck": self.tr("&Deck colours:"), "back": self.tr("Card &back:"),
            "background": self.tr("Table &background:"), "large_print": self.tr("Large &print:"),
            "speed": self.tr("&Animation speed:"), "deal": self.tr("&Dealing:"), "reduce": self.tr("&Reduce motion:"),
            "volume": self.tr("Sound &volume:"), "mute": self.tr("&Mute:"), "sound_note": "",
            "sort": self.tr("&Hand order:"),
            "think": self.tr("Computer &thinking time:"), "history": self.tr("Games kept for &review:"),
            "confirm": self.tr("&Confirmations:"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.language.setAccessibleName(self.tr("Language"))
        self.name.setAccessibleName(self.tr("Your name"))
        self.name.setPlaceholderText(self.tr("You"))
        self.card_deck.setAccessibleName(self.tr("Card deck"))
        language = getattr(self.parent(), "translations", None)
        language = getattr(language, "language", "en")
        for i, deck in enumerate(self.deck_list.decks):
            if deck.id == "drawn":
                self.card_deck.setItemText(i, self.tr("Drawn (the program's own)"))
            else:
                self.card_deck.setItemText(i, deck.name_in(language))
        skipped = len(self.deck_list.skipped)
        note = self.tr("The decks of KDE's and GNOME's card games installed on this computer are offered too "
                       "(Debian: kdegames-card-data-kf5, aisleriot).")
        if skipped:
            note += " " + self.tr("%n deck(s) could not be offered: they are described badly.", "", skipped)
            self.deck_note.setToolTip("\n".join(f"{where}: {why}" for where, why in self.deck_list.skipped))
        self.deck_note.setText(note)
        self.deck.setAccessibleName(self.tr("Deck colours"))
        self.deck.setItemText(0, self.tr("Two colours: ♥ ♦ red, ♣ ♠ black"))
        self.deck.setItemText(1, self.tr("Four colours: ♥ red, ♦ blue, ♣ green, ♠ black"))
        self.deck.setToolTip(self.tr("The drawn deck's colours, and those of the large corner indices of any deck"))
        self.back.setAccessibleName(self.tr("Card back"))
        for i, text in enumerate((self.tr("Blue"), self.tr("Red"), self.tr("Green"))):
            self.back.setItemText(i, text)
        self.back.setToolTip(self.tr("The drawn deck's back (another deck has its own)"))
        self.background.setAccessibleName(self.tr("Table background"))
        for i, text in enumerate((self.tr("Green felt"), self.tr("Blue felt"), self.tr("Red felt"),
                                  self.tr("Grey felt"), self.tr("Wooden table"))):
            self.background.setItemText(i, text)
        self.large_print.setText(self.tr("Bigger card indices and texts, high-contrast faces"))
        self.large_print.setAccessibleName(self.tr("Large print"))
        self.deal_anim.setText(self.tr("Deal the cards one at a time at the start of each round (a click ends it)"))
        self.deal_anim.setAccessibleName(self.tr("Dealing"))
        self.reduce_motion.setText(self.tr("Cards go to their places at once; no deal, a still celebration"))
        self.reduce_motion.setAccessibleName(self.tr("Reduce motion"))
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self._volume_text(self.volume.value())
        self.mute.setText(self.tr("No sounds"))
        self.mute.setAccessibleName(self.tr("Mute"))
        from .sound import player  # lazily: QtMultimedia (0.1 s) only for this dialog and a game's sounds

        sounds = player()
        why = {"no_library": self.tr("the sound library is missing"),
               "no_audio_system": self.tr("no audio system answers"),
               "no_device": self.tr("there is no audio device"),
               "device_failed": self.tr("the audio device could not be opened")}.get(sounds.unavailable or "")
        self.sound_note.setVisible(bool(why))
        self.sound_note.setText(self.tr("No sound can be played here: {why}. The table stays silent.").format(
            why=why) if why else "")
        self.sound_note.setToolTip(sounds.detail)
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self._speed_text(self.speed.value())
        self.sort.setAccessibleName(self.tr("Hand order"))
        for i, text in enumerate((self.tr("By suit"), self.tr("By rank"), self.tr("Manual (drag cards in the hand)"))):
            self.sort.setItemText(i, text)
        self.think.setAccessibleName(self.tr("Computer thinking time"))
        self.think.setSuffix(self.tr(" s", "seconds"))
        self.think.setToolTip(self.tr("The most the computer players, and the hint, take for one decision. "
                                      "Applies from their next decision."))
        self.history.setAccessibleName(self.tr("Games kept for review"))
        self.history.setSpecialValueText(self.tr("None"))
        self.history.setToolTip(self.tr("The newest finished games are kept in Game ▸ History, to be "
                                        "reviewed; older ones are removed."))
        self.confirm.setText(self.tr("Ask before replacing a game in progress"))
        self.confirm.setAccessibleName(self.tr("Confirmations"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).setText(self.tr("&Apply"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class StatisticsDialog(QDialog):
    """Per rule set: games played, won, win rate, best score, hints used (finished games),
    and your accuracy in the reviewed games of the history (``history``: its entries, newest
    first), the latest few oldest first. ``historyChosen``: the History button."""

    historyChosen = Signal()
    #: Reviewed games shown per rule set (their accuracies, oldest first).
    ACCURACIES = 5

    def __init__(self, stats, parent: QWidget | None = None, history: list | None = None,
                 catalog: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.stats = stats
        self.history = list(history or [])
        self.catalog = catalog  # the installed rule sets, each listed before it is played
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("statisticsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the best score may name both directions (Rummy's two scorings): it takes the room left
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.history_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.history_button.setObjectName("statisticsHistory")
        self.history_button.clicked.connect(self.historyChosen)
        self.history_button.clicked.connect(self.accept)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(900, 440)

    def variant_ids(self) -> list[str]:
        """Every installed rule set (the built-ins in their order, then the plugins' by
        name), played or not, then those played that are no longer installed."""
        installed = []
        if self.catalog is not None:
            specs = [v.spec for v in self.catalog.variants.all()]
            order = {vid: i for i, vid in enumerate(NAMES)}
            installed = [s.id for s in sorted(specs, key=lambda s: (order.get(s.id, len(order)), vtr(s.name)))]
        ids = installed or list(NAMES)
        ids += sorted(k for k in self.stats.variants if k not in ids)
        ids += sorted({e.variant for e in self.history} - set(ids))
        return ids

    def name(self, variant_id: str) -> str:
        """A rule set's name in the current language (a plugin's own, translated by it)."""
        if self.catalog is not None:
            variant = self.catalog.variants.get(variant_id)
            if variant is not None:
                return vtr(variant.spec.name)
        return variant_name(variant_id)

    def accuracies(self, variant: str) -> list[float]:
        """Your accuracy in the latest reviewed games of ``variant``, oldest first."""
        found = [e.accuracy for e in self.history if e.variant == variant and e.accuracy is not None]
        return found[:self.ACCURACIES][::-1]

    def best_text(self, s) -> str:
        """The best final total; both when the rule set was played with the lowest winning
        and with the highest winning (Rummy's two scorings)."""
        low, high = s.best_lowest, s.best_highest
        if low is not None and high is not None:
            return self.tr("{low} (lowest wins), {high} (highest wins)").format(low=low, high=high)
        best = low if low is not None else high
        return "—" if best is None else str(best)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setAccessibleName(self.tr("Statistics per rule set"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Rule set"), self.tr("Played"), self.tr("Won"), self.tr("Win rate"),
            self.tr("Best score"), self.tr("Hints used"), self.tr("Accuracy (latest reviews)")])
        ids = self.variant_ids()
        self.table.setRowCount(len(ids))
        for row, vid in enumerate(ids):
            s = self.stats.of(vid)
            rate = s.win_rate
            cells = [
                self.name(vid), str(s.played), str(s.won),
                self.tr("{percent}%").format(percent=round(rate * 100)) if rate is not None else "—",
                self.best_text(s), str(s.hints),
                " → ".join(f"{a:g}" for a in self.accuracies(vid)) or "—",
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.note.setText(self.tr(
            "Every column counts finished games only: a game left unfinished counts nowhere, nor do "
            "the hints asked in it. Best score is your best final total: the highest, or the lowest "
            "where the lowest total wins (by the rule set and its scoring option).") + "\n" + self.tr(
            "Accuracy: how close your decisions came to the best play (0 to 100) in your latest reviewed "
            "games, oldest first. Review a game from the History."))
        self.history_button.setText(self.tr("&History…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class KeyboardHelpDialog(QDialog):
    """How to play with the keyboard, and every menu shortcut."""

    def __init__(self, window, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setObjectName("keyboardHelp")
        self.window_ = window
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setObjectName("helpText")
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(640, 600)

    def table_keys(self) -> list[tuple[str, str]]:
        """The table's keys as the table describes them (``TableWidget.keyboard_help``),
        or this list when the table does not say."""
        try:  # lazily: the table (the engine, 1.3 s) only for this dialog
            from rummy_desktop.ui.table import TableWidget
        except ImportError:
            TableWidget = None
        described = getattr(TableWidget, "keyboard_help", None)
        if callable(described):
            return list(described())
        return [
            (self.tr("Up, Down"), self.tr("Move the focus between your hand, the groups on the "
                                          "table, the new-group place, the stock and the discard pile")),
            (self.tr("Tab, Shift+Tab"), self.tr("Leave the table for the buttons under it, and come back")),
            (self.tr("Left, Right"), self.tr("Move along the cards of the hand, group or pile under the focus")),
            (self.tr("Space"), self.tr("Select or unselect the card under the focus")),
            (self.tr("Enter"), self.tr("Pick up the selected cards (or the card under the focus); with cards picked "
                                       "up, drop them where the focus is: on a group, on the new-group place or "
                                       "on the discard pile. On the stock it draws, on the discard pile it takes "
                                       "the card")),
            (self.tr("Escape"), self.tr("Put the picked-up cards back and clear the selection")),
            (self.tr("D"), self.tr("The turn's main button: Draw, Pass or Knock")),
            (self.tr("Ctrl+Enter"), self.tr("Done: play the rearranged table")),
            (self.tr("Ctrl+Z"), self.tr("Undo (Withdraw (+3) where the rule set asks for it)")),
            (self.tr("H"), self.tr("Hint")),
            (self.tr("S, R"), self.tr("Sort the hand by suit, by rank")),
        ]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard play"))
        self.text.setAccessibleName(self.tr("Keyboard play"))

        def row(key: str, text: str) -> str:
            return (f"<tr><td valign='top' style='padding:3px 14px 3px 0'><b>{key}</b></td>"
                    f"<td valign='top' style='padding:3px 0'>{text}</td></tr>")

        rows = "".join(row(k, v) for k, v in self.table_keys())
        menu = "".join(row(a.shortcut().toString(QKeySequence.SequenceFormat.NativeText), a.text().replace("&", ""))
                       for a in self.window_.all_actions())
        heading = self.tr("At the table")
        intro = self.tr("Every action can be played with the keyboard as well as with the mouse.")
        buttons = self.tr("The buttons under the table take the focus with Tab and act with Space. "
                          "Every control has a name that screen readers announce.")
        menus = self.tr("Menus")
        lesson_rows = "".join(row(k, v) for k, v in (
            (self.tr("Alt+Right"), self.tr("Next step (a step you only read)")),
            (self.tr("Alt+Left"), self.tr("Back to the previous step")),
            (self.tr("Alt+Home"), self.tr("Restart the lesson")),
            (self.tr("Escape"), self.tr("Leave the lesson")),
        ))
        lessons = self.tr("In a lesson")
        html = (f"<h3>{heading}</h3><p>{intro}</p><table>{rows}</table><p>{buttons}</p>"
                f"<h3>{lessons}</h3><table>{lesson_rows}</table>"
                f"<h3>{menus}</h3><table>{menu}</table>")
        self.text.setHtml(html)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.text)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.setMinimumWidth(420)

    def retranslate(self) -> None:
        try:
            v = version("rummy-desktop")
        except PackageNotFoundError:
            v = "?"
        self.setWindowTitle(self.tr("About Rummy Desktop"))
        self.text.setText(
            f"<h2>Rummy Desktop {v}</h2><p>"
            + self.tr("A card table for the Rummy family: Rummy, Rummy Multiplayer, Rummy 500 and the "
                      "Manipulation family, each rule set a plugin.")
            + "</p><p>" + self.tr("Licence: GPL-3.0-or-later.") + "</p>")
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
