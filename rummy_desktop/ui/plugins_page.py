"""Help ▸ Plugins: every installed plugin with its distribution and version, what it adds
(rule sets, house rules, computer players, lessons, translations); the plugins that could
not be used, with the reason (left out at start-up, or failed during a game and switched off
for the session); what a plugin
in use registered that is not used (a rules page, a lesson); and notes (a plugin that took
over another's rule set or computer player, a translation not taken)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.plugins.registry import Notice

from .i18n import ENDONYMS
from .variant_texts import current_language, vtr


class PluginsDialog(QDialog):
    def __init__(self, catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pluginsDialog")
        self.catalog = catalog
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.tree = QTreeWidget()
        self.tree.setObjectName("pluginTree")
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setWordWrap(True)
        self.tree.setAlternatingRowColors(True)  # a plugin's lines read as one row
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        layout.addWidget(self.tree, 3)
        self.broken_label = QLabel()
        self.broken_label.setWordWrap(True)
        layout.addWidget(self.broken_label)
        self.broken = QTreeWidget()
        self.broken.setObjectName("brokenPlugins")
        self.broken.setColumnCount(4)
        self.broken.setRootIsDecorated(False)
        self.broken.setWordWrap(True)
        self.broken.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.broken.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.broken.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.broken.header().setStretchLastSection(True)
        layout.addWidget(self.broken, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(760, 560)
        self.retranslate()

    # -- what a plugin adds, in words ------------------------------------------------------

    def _variant_name(self, variant_id: str) -> str:
        v = self.catalog.variants.get(variant_id)
        return vtr(v.spec.name) if v is not None else variant_id

    def _adds(self, info) -> list[tuple[str, str]]:
        rows: list[tuple[str, str]] = []
        if info.variants:
            rows.append((self.tr("Rule sets"), ", ".join(self._variant_name(v) for v in info.variants)))
        if info.house_rules:
            rules = []
            for entry in info.house_rules:
                vid, _, key = entry.partition(":")
                v = self.catalog.variants.get(vid)
                opt = v.spec.option(key) if v is not None else None
                label = vtr(opt.label) if opt is not None else key
                rules.append(self.tr("{option} ({rule_set})").format(option=label, rule_set=self._variant_name(vid)))
            rows.append((self.tr("House rules"), ", ".join(rules)))
        if info.players:
            rows.append((self.tr("Computer players"),
                         ", ".join(vtr(self.catalog.players.get(p).label) for p in info.players)))
        if info.lessons:
            lang = current_language()
            rows.append((self.tr("Lessons"),
                         ", ".join(self.catalog.lessons.get(lid).title.get(lang) for lid in info.lessons)))
        if info.languages:
            rows.append((self.tr("Translations"), ", ".join(ENDONYMS.get(x, x) for x in info.languages)))
        return rows

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Plugins"))
        self.intro.setText(self.tr("Rule sets, house rules, computer players and lessons come from plugins: "
                                   "installed Python distributions. The guide for writing one is "
                                   "docs/plugins.md."))
        self.tree.setHeaderLabels([self.tr("Plugin"), self.tr("Adds")])
        self.tree.clear()
        by_dist: dict[tuple[str, str], list] = {}
        for info in self.catalog.plugins():
            by_dist.setdefault((info.distribution, info.version), []).append(info)
        for (dist, version), infos in sorted(by_dist.items()):
            top = QTreeWidgetItem([f"{dist} {version}" if dist
                                   else self.tr("(not installed)"), ""])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            self.tree.addTopLevelItem(top)
            for info in infos:
                rows = self._adds(info)
                item = QTreeWidgetItem([info.name, "\n".join(self.tr("{what}: {names}").format(what=what, names=names)
                                                  for what, names in rows)
                                        or self.tr("Nothing")])
                item.setToolTip(0, info.target)
                for column in (0, 1):  # a plugin's name beside the first of its lines
                    item.setTextAlignment(column, Qt.AlignLeft | Qt.AlignTop)
                top.addChild(item)
            top.setExpanded(True)
        cat = self.catalog
        rows = [(b, self.tr("Left out"), b.reason) for b in cat.broken]
        rows += [(b, self.tr("Failed during play"), b.reason) for b in getattr(cat, "failures", [])]
        failed = bool(rows)
        rows += [(b, self.tr("Switched off"), self.tr("Settings ▸ Plugins, or --disable-plugin"))
                 for b in getattr(cat, "switched_off", [])]
        rows += [(b, self.tr("Not used"), f"{b.target}: {b.reason}") for b in getattr(cat, "problems", [])]
        rows += [(n, self.tr("Note"), n.text) for n in getattr(cat, "notices", [])]
        self.broken.setVisible(bool(rows))
        self.broken.setHeaderLabels([self.tr("Plugin"), self.tr("Distribution"), self.tr("What"), self.tr("Reason")])
        self.broken.clear()
        if failed:
            self.broken_label.setText(self.tr("These plugins could not be used, or failed and are switched off until "
                                              "Rummy Desktop starts again; it goes on without them:"))
        elif rows:
            self.broken_label.setText(self.tr("Every installed plugin loaded. Notes:"))
        else:
            self.broken_label.setText(self.tr("Every installed plugin loaded."))
        for entry, what, reason in rows:
            if isinstance(entry, Notice):
                _, dist, version = cat.origin(entry.name)
            else:
                dist, version = entry.distribution, entry.version
            item = QTreeWidgetItem([entry.name, f"{dist} {version}".strip(), what, reason])
            item.setToolTip(3, reason)
            item.setToolTip(0, getattr(entry, "target", "") or entry.name)
            self.broken.addTopLevelItem(item)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

