"""Settings ▸ Plugins: switch a third-party plugin off, or on again. The choice is kept in
the settings (``disabled_plugins``) and applies from the next start, when the plugins are
loaded; the program's own plugins are not listed (they cannot be switched off)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from rummy_desktop.plugins.installed import third_party


class PluginSwitches(QGroupBox):
    """A list of the installed third-party plugins with a check box each (checked: on)."""

    def __init__(self, disabled: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pluginSwitches")
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("pluginList")
        self.plugins = third_party()
        for name, dist, version in self.plugins:
            item = QListWidgetItem(f"{name} ({dist} {version})" if dist else name)
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            item.setCheckState(Qt.CheckState.Unchecked if name in disabled else Qt.CheckState.Checked)
            self.list.addItem(item)
        rows = max(1, min(len(self.plugins), 6))  # up to six rows shown, then it scrolls
        margins = self.list.contentsMargins()
        self.list.setFixedHeight(rows * (self.list.sizeHintForRow(0) + 2 * self.list.spacing()) + margins.top()
                                 + margins.bottom() + 2 * self.list.frameWidth() + 6 if self.plugins else 0)
        if len(self.plugins) <= rows:  # all of them shown: no scroll bar
            self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVisible(bool(self.plugins))
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.list)
        layout.addWidget(self.note)
        self._kept = [n for n in disabled if n not in {p[0] for p in self.plugins}]  # not installed now
        self.retranslate()

    def disabled(self) -> list[str]:
        """The plugins switched off, as the list shows them (and those not installed now)."""
        off = [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())
               if self.list.item(i).checkState() != Qt.CheckState.Checked]
        return sorted(set(off) | set(self._kept))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Plugins"))
        self.list.setAccessibleName(self.tr("Installed plugins: checked ones are used"))
        if self.plugins:
            self.note.setText(self.tr("Untick a plugin to leave it out. Changes apply the next time Rummy Desktop "
                                      "starts. The program's own rule sets and computer players are always on."))
        else:
            self.note.setText(self.tr("No other plugin is installed: the program's own rule sets and computer "
                                      "players are always on."))
