"""The new-game dialog: a rule set with its description, its options as its plugin
declares them, the number of players, and each seat human or computer with a level."""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai import default_level
from rummy_desktop.session.game_session import Seat

from .fonts import scaled
from .rules_page import RulesDialog
from .variant_texts import sorted_variants, use_plugin_texts, vtr


class NewGameDialog(QDialog):
    def __init__(self, catalog, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.catalog = catalog
        self.settings = settings
        use_plugin_texts(getattr(catalog, "texts", None))  # the plugins' own translations
        self.variants = sorted_variants(catalog)
        self.levels = list(catalog.players.names())
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_labels: dict[str, tuple[QLabel, QLabel]] = {}
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self._seat_rows: list[tuple[QLabel, QComboBox]] = []  # every seat the rule set allows
        self._seat_choice: dict[int, int] = {}

        root = QHBoxLayout(self)
        left = QVBoxLayout()
        self.list_label = QLabel()
        left.addWidget(self.list_label)
        self.variant_list = QListWidget()
        self.variant_list.setObjectName("variantList")
        self.variant_list.setMinimumWidth(200)
        self.variant_list.setMaximumWidth(260)
        self.variant_list.setSpacing(3)
        for v in self.variants:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, v.spec.id)
            self.variant_list.addItem(item)
        self.list_label.setBuddy(self.variant_list)
        left.addWidget(self.variant_list, 1)
        root.addLayout(left)

        right = QVBoxLayout()
        self.right = right  # (the network host's dialog adds its own group)
        self.title = scaled(QLabel(), 1.4, bold=True)
        right.addWidget(self.title)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setObjectName("variantDescription")
        self.description.setMinimumHeight(48)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        right.addWidget(self.description)

        self.options_group = QGroupBox()
        group_layout = QVBoxLayout(self.options_group)
        group_layout.setContentsMargins(2, 2, 2, 2)
        self.options_scroll = QScrollArea()
        self.options_scroll.setObjectName("optionsArea")
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setMinimumHeight(140)  # at the dialog's smallest, an option and its note
        form_holder = QWidget()
        form_holder.setObjectName("optionsForm")
        self.options_form = QFormLayout(form_holder)
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.options_scroll.setWidget(form_holder)
        group_layout.addWidget(self.options_scroll)
        self.no_options = QLabel()
        right.addWidget(self.options_group, 1)

        self.players_group = QGroupBox()
        pg = QVBoxLayout(self.players_group)
        count_row = QHBoxLayout()
        self.players_label = QLabel()
        self.players_spin = QSpinBox()
        self.players_spin.setObjectName("playersSpin")
        self.players_label.setBuddy(self.players_spin)
        count_row.addWidget(self.players_label)
        count_row.addWidget(self.players_spin)
        count_row.addStretch(1)
        pg.addLayout(count_row)
        # the seats' rows below it (see _build_seats)
        self.seats_area = QWidget()
        self.seats_area.setObjectName("seatsArea")
        self.seats_grid = QGridLayout(self.seats_area)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_grid.setColumnStretch(1, 1)
        self.seats_grid.setColumnStretch(3, 1)
        pg.addWidget(self.seats_area)
        right.addWidget(self.players_group)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.rules_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.clicked.connect(self.show_rules)
        self.rules_dialog = None
        right.addWidget(self.buttons)

        root.addLayout(right, 1)

        self.variant_list.currentRowChanged.connect(self._variant_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        self.resize(860, 640)
        self.retranslate()
        self.variant_list.setCurrentRow(0)
        self.variant_list.setFocus()

    def restore(self, choice: dict[str, Any] | None) -> None:
        """Show an earlier choice again (the last game dealt in this session)."""
        if not choice:
            return
        try:
            self.select_variant(choice["variant"])
        except KeyError:
            return
        for key, value in choice.get("options", {}).items():
            box = self.option_boxes.get(key)
            if box is not None and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))
        seats = choice.get("seats") or []
        if self.players_spin.minimum() <= len(seats) <= self.players_spin.maximum():
            self.players_spin.setValue(len(seats))
            for box, seat in zip(self.seat_boxes[1:], seats[1:]):
                index = box.findData(seat.level if seat.computer else None)
                if index >= 0:
                    box.setCurrentIndex(index)

    # -- reading -----------------------------------------------------------------

    @property
    def spec(self):
        row = max(0, self.variant_list.currentRow())
        return self.variants[row].spec

    def select_variant(self, variant_id: str) -> None:
        for i, v in enumerate(self.variants):
            if v.spec.id == variant_id:
                self.variant_list.setCurrentRow(i)
                return
        raise KeyError(variant_id)

    def choice(self) -> dict[str, Any]:
        """What the player chose: variant, options, seats (Seat objects), seed."""
        options = {key: box.currentData() for key, box in self.option_boxes.items()}
        # only a typed name is stored: the others are named in the language of the moment
        seats = [Seat(name=(self.settings.player_name or "").strip())]
        for box in self.seat_boxes[1:]:
            level = box.currentData()
            seats.append(Seat() if level is None else Seat(kind="computer", level=level))
        return {"variant": self.spec.id, "options": options, "seats": seats, "seed": secrets.randbelow(2**31)}

    def show_rules(self) -> QDialog:
        """The rules page of the selected rule set, with the options chosen here."""
        options = {key: box.currentData() for key, box in self.option_boxes.items()}
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self.catalog, self.spec.id, options, self)
            self.rules_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.rules_dialog.finished.connect(self._rules_closed)
        else:
            self.rules_dialog.show_variant(self.spec.id, options)
        self.rules_dialog.open()
        return self.rules_dialog

    def _rules_closed(self, *_: Any) -> None:
        self.rules_dialog = None

    # -- building ----------------------------------------------------------------

    def _variant_changed(self, row: int) -> None:
        if row < 0:
            return
        spec = self.spec
        self._build_options(spec)
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(spec.min_players, spec.max_players)
        self.players_spin.setValue(max(spec.min_players, min(2, spec.max_players)))
        self.players_spin.blockSignals(False)
        self._build_seats()
        self.retranslate()

    def _build_options(self, spec) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        self.option_labels = {}
        self.no_options = QLabel()
        if not spec.options:
            self.options_form.addRow(self.no_options)
            return
        for opt in spec.options:
            box = QComboBox()
            box.setObjectName(f"option_{opt.key}")
            for c in opt.choices:
                box.addItem("", c.value)
            box.setCurrentIndex(opt.values().index(opt.default))
            label = QLabel()
            label.setBuddy(box)
            note = QLabel()
            note.setWordWrap(True)
            note.setObjectName("optionNote")
            note.setStyleSheet("color: palette(placeholder-text);")
            field = QWidget()
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            column.addWidget(box)
            column.addWidget(note)
            box.currentIndexChanged.connect(lambda _i, o=opt, b=box, n=note: self._choice_note(o, b, n))
            self.options_form.addRow(label, field)
            self.option_boxes[opt.key] = box
            self.option_labels[opt.key] = (label, note)

    def _choice_note(self, opt, box: QComboBox, note: QLabel) -> None:
        choice = opt.choices[max(0, box.currentIndex())]
        parts = [vtr(opt.description)] if opt.description else []
        if choice.description:
            parts.append(vtr(choice.description))
        note.setText(" ".join(parts))

    def _players_changed(self, _value: int) -> None:
        self._show_seats()

    def _build_seats(self) -> None:
        """A row for every seat the rule set allows, built when the rule set changes (two
        to a row beyond four seats). The seats past the number of players are hidden but
        keep their room: the spin box, and everything else, stays where it is under the
        mouse as seats come and go."""
        for i, box in enumerate(self.all_seat_boxes):
            if i:
                self._seat_choice[i] = box.currentIndex()
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        self._seat_rows = []
        players = self.spec.max_players
        for i in range(players):
            label = QLabel()
            box = QComboBox()
            box.setObjectName(f"seat_{i}")
            label.setBuddy(box)
            box.addItem("", None)
            if i == 0:
                box.setEnabled(False)
            else:
                for level in self.levels:
                    box.addItem("", level)
                box.setCurrentIndex(self._seat_choice.get(i, self.default_seat_choice(i)))
            for w in (label, box):
                policy = w.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                w.setSizePolicy(policy)
            row, col = (i, 0) if players <= 4 else (i // 2, 2 * (i % 2))
            self.seats_grid.addWidget(label, row, col)
            self.seats_grid.addWidget(box, row, col + 1)
            self._seat_rows.append((label, box))
        self._show_seats()

    def _show_seats(self) -> None:
        """Show the rows of the players' number of seats (the others keep their room)."""
        n = self.players_spin.value()
        for i, (label, box) in enumerate(self._seat_rows):
            label.setVisible(i < n)
            box.setVisible(i < n)
        self.seat_labels = [label for label, _ in self._seat_rows[:n]]
        self.seat_boxes = [box for _, box in self._seat_rows[:n]]

    @property
    def all_seat_boxes(self) -> list[QComboBox]:
        """Every seat's box, shown or not (see :meth:`_build_seats`)."""
        return [box for _, box in self._seat_rows]

    def default_seat_choice(self, seat: int) -> int:
        """The row seat ``seat``'s box starts on: the default computer level."""
        return self.levels.index(default_level(self.levels)) + 1

    # -- texts -------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.list_label.setText(self.tr("&Rule set"))
        self.variant_list.setAccessibleName(self.tr("Rule sets"))
        for i, v in enumerate(self.variants):
            item = self.variant_list.item(i)
            item.setText(vtr(v.spec.name))
            item.setToolTip(vtr(v.spec.description))
        spec = self.spec
        self.title.setText(vtr(spec.name))
        self.description.setText(vtr(spec.description))
        self.options_group.setTitle(self.tr("Options"))
        self.no_options.setText(self.tr("This rule set has no options."))
        for opt in spec.options:
            box = self.option_boxes.get(opt.key)
            if box is None:
                continue
            label, note = self.option_labels[opt.key]
            label.setText(self.tr("{label}:").format(label=vtr(opt.label)))
            box.setAccessibleName(vtr(opt.label))
            box.setToolTip(vtr(opt.description))
            for j, c in enumerate(opt.choices):
                box.setItemText(j, vtr(c.label))
                box.setItemData(j, vtr(c.description), Qt.ItemDataRole.ToolTipRole)
            self._choice_note(opt, box, note)
        self.players_group.setTitle(self.tr("Players"))
        self.players_label.setText(self.tr("&Number of players ({low}–{high}):").format(
            low=spec.min_players, high=spec.max_players))
        self.players_spin.setAccessibleName(self.tr("Number of players"))
        for i, (label, box) in enumerate(self._seat_rows):
            label.setText(self.tr("Seat {n}:").format(n=i + 1))
            box.setAccessibleName(self.tr("Seat {n}").format(n=i + 1))
            if i == 0:
                typed = (self.settings.player_name or "").strip()
                box.setItemText(0, self.tr("{name} (you, at the bottom of the table)").format(name=typed) if typed
                                else self.tr("You, at the bottom of the table"))
                continue
            box.setItemText(0, self.tr("Human (takes turns at this screen)"))
            for j, level in enumerate(self.levels, start=1):
                kind = self.catalog.player(level)
                box.setItemText(j, self.tr("Computer: {level}").format(level=vtr(kind.label)))
                box.setItemData(j, vtr(kind.description), Qt.ItemDataRole.ToolTipRole)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.rules_button.setText(self.tr("R&ules"))
        self.rules_button.setToolTip(self.tr("The rules of {name}, with the options chosen here").format(
            name=vtr(spec.name)))
        self._fit_options()
        QTimer.singleShot(0, self, self._fit_options)  # new option rows show on the next turn

    def _fit_options(self) -> None:
        """The options scroll up and down, never sideways: their area is as wide as its
        widest row in this language (the dialog's minimum follows), or a row is cut off."""
        area = self.options_scroll
        bar = max(area.verticalScrollBar().sizeHint().width(),
                  area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, area))
        area.setMinimumWidth(area.widget().minimumSizeHint().width() + bar + 2 * area.frameWidth())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
