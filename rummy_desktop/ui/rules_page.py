"""The rules of a rule set as a page to read: Help ▸ Rules of this game, and the Rules
button of the new-game screen.

The page is the Markdown its plugin supplies (:mod:`rummy_desktop.plugins.pages`) in the
current language, English standing in for a missing one; above it, the options chosen for
the game. A rule set whose plugin supplies no page shows what its declaration says.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .variant_texts import sorted_variants, vtr


def page_language() -> str:
    """The language the program speaks now (``pt_BR``, ``fr_FR``, ``en_GB``, ...): the
    translations set Qt's default locale with the catalogues."""
    return QLocale().name()


class RulesDialog(QDialog):
    """One rule set's rules page, with a choice of the other installed rule sets.
    ``options`` are the values chosen for the game (shown above the page while that rule
    set is the one on display)."""

    def __init__(self, catalog, variant_id: str, options: Mapping[str, str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.catalog = catalog
        self.variants = sorted_variants(catalog)
        self.game_variant = variant_id
        self.game_options = dict(options) if options is not None else None

        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.variant_label = QLabel()
        self.variant_box = QComboBox()
        self.variant_box.setObjectName("rulesVariant")
        for v in self.variants:
            self.variant_box.addItem("", v.spec.id)
        self.variant_label.setBuddy(self.variant_box)
        row.addWidget(self.variant_label)
        row.addWidget(self.variant_box, 1)
        layout.addLayout(row)
        self.options_label = QLabel()
        self.options_label.setObjectName("rulesOptions")
        self.options_label.setWordWrap(True)
        layout.addWidget(self.options_label)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.show_variant(variant_id, options)
        self.variant_box.currentIndexChanged.connect(lambda _i: self.retranslate())
        self.resize(720, 680)

    # -- what is shown ---------------------------------------------------------------

    @property
    def variant_id(self) -> str:
        return self.variant_box.currentData()

    def show_variant(self, variant_id: str, options: Mapping[str, str] | None = None) -> None:
        """Show ``variant_id`` (the game's rule set, with its chosen ``options``)."""
        self.game_variant = variant_id
        self.game_options = dict(options) if options is not None else None
        index = self.variant_box.findData(variant_id)
        self.variant_box.blockSignals(True)
        self.variant_box.setCurrentIndex(max(0, index))
        self.variant_box.blockSignals(False)
        self.retranslate()

    def markdown(self) -> str:
        """The page of the rule set on display, in the current language."""
        spec = self.catalog.variant(self.variant_id).spec
        page = self.catalog.rules_page(spec.id)
        if page is not None:
            return page.text(page_language())
        return self._summary(spec)

    def _summary(self, spec) -> str:
        """What the declaration says, for a rule set whose plugin supplies no page."""
        lines = [f"# {vtr(spec.name)}", "", vtr(spec.description), "",
                 self.tr("The plugin of this rule set supplies no rules page."), ""]
        for opt in spec.options:
            lines.append(f"* **{vtr(opt.label)}**" + (f": {vtr(opt.description)}" if opt.description else ""))
            for c in opt.choices:
                lines.append(f"    * **{vtr(c.label)}**" + (f": {vtr(c.description)}" if c.description else ""))
        lines += ["\n" + extra.text(page_language()).strip() for extra in self.catalog.rules_additions(spec.id)]
        return "\n".join(lines) + "\n"

    def options_text(self) -> str:
        """The options chosen for the game ("" when another rule set is on display)."""
        if self.game_options is None or self.variant_id != self.game_variant:
            return ""
        spec = self.catalog.variant(self.variant_id).spec
        if not spec.options:
            return self.tr("This game has no options.")
        parts = []
        for opt in spec.options:
            value = self.game_options.get(opt.key, opt.default)
            choice = next((c for c in opt.choices if c.value == value), None)
            parts.append(self.tr("{option}: {value}").format(
                option=vtr(opt.label), value=vtr(choice.label) if choice else value))
        return self.tr("Options of this game: {options}").format(options=" · ".join(parts))

    # -- texts -----------------------------------------------------------------------

    def retranslate(self) -> None:
        spec = self.catalog.variant(self.variant_id).spec
        self.setWindowTitle(self.tr("Rules: {name}").format(name=vtr(spec.name)))
        self.variant_label.setText(self.tr("&Rule set:"))
        self.variant_box.setAccessibleName(self.tr("Rule set"))
        for i, v in enumerate(self.variants):
            self.variant_box.setItemText(i, vtr(v.spec.name))
        text = self.options_text()
        self.options_label.setText(text)
        self.options_label.setVisible(bool(text))
        self.browser.setAccessibleName(self.tr("Rules of {name}").format(name=vtr(spec.name)))
        self.browser.setMarkdown(self.markdown())
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
