"""Languages: our catalogues (``translations/rummy_desktop_<lang>.qm``) and Qt's own
(``qtbase_<lang>.qm``), swapped at run time when the player changes the language.

The ``.qm`` files are built from the committed ``.ts`` files: by ``make translations``
into ``translations/`` of a source checkout, and by the package build (``setup.py``) into
``rummy_desktop/translations/`` of a wheel. They are looked up inside the frozen
application (PyInstaller), in the installed package, in the source checkout, and in
``share/rummy-desktop/translations`` of the installation prefix.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from rummy_desktop.storage import paths

LANGUAGES = ("en", "pt_BR", "fr")
#: Each language named in itself, never translated.
ENDONYMS = {"en": "English", "pt_BR": "Português (Brasil)", "fr": "Français"}
CATALOGUE = "rummy_desktop"


def translation_dirs() -> list[Path]:
    """Where our ``.qm`` files may be, most specific first."""
    dirs: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs.append(Path(frozen) / "translations")
    package = Path(__file__).resolve().parents[1]
    dirs.append(package / "translations")  # an installed wheel
    dirs.append(package.parent / "translations")  # a source checkout (make translations)
    dirs.append(Path(sys.prefix) / "share" / "rummy-desktop" / "translations")
    return dirs


def find_catalogue(language: str) -> Path | None:
    for d in translation_dirs():
        f = d / f"{CATALOGUE}_{language}.qm"
        if f.is_file():
            return f
    return None


def quick_settings() -> dict:
    """The saved settings as they are written, without validating them (that waits until
    the window is on screen, see ``MainWindow.finish_startup``); {} when there are none or
    they cannot be read (the full check reports it)."""
    try:
        text = (paths.config_dir() / "settings.json").read_text(encoding="utf-8")
    except (OSError, ValueError):
        return {}  # no settings yet
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # the full check reports and sets the file aside
        return {}
    return data if isinstance(data, dict) else {}


def quick_language(saved: dict | None = None) -> str:
    """The saved language (from ``saved``, :func:`quick_settings`' answer, or read now)."""
    lang = (quick_settings() if saved is None else saved).get("language")
    return lang if lang in LANGUAGES else "en"


#: Where pyside6-lupdate files a text that the program looks up under another context:
#: a module-level ``tr()`` helper lands in the empty context, a ``self.tr()`` in the class's.
CONTEXT_FALLBACKS = {"Table": ("", "TableWidget")}


#: Languages whose players say zero in the plural, where Qt's rules (CLDR's) take the
#: singular: Qt gives Portuguese "one" for 0 and 1 (``i = 0..1``), so a catalogue's two
#: forms read "0 ponto", "0 carta"; Brazilian players write "0 pontos", "0 cartas".
ZERO_IS_PLURAL = frozenset({"pt_BR"})


class CatalogueTranslator(QTranslator):
    """Our catalogue, looked up first under the context the program names and then where
    lupdate filed the text (see :data:`CONTEXT_FALLBACKS`, and the empty context). In the
    languages of :data:`ZERO_IS_PLURAL` a count of zero takes the plural form."""

    _zero_plural: bool | None = None

    def translate(self, context, source_text, disambiguation=None, n=-1):
        if n == 0:
            if self._zero_plural is None:
                self._zero_plural = self.language() in ZERO_IS_PLURAL
            if self._zero_plural:
                n = 2  # the form of 2 (the plural); Qt puts the real 0 in place of %n
        found = super().translate(context, source_text, disambiguation, n)
        if found:
            return found
        if source_text:
            for other in CONTEXT_FALLBACKS.get(context, ("",)):
                if other != context:
                    found = super().translate(other, source_text, disambiguation, n)
                    if found:
                        return found
        return None  # a null string: "not here", so Qt falls back to the source text


class Translations:
    """The translators installed in the application, replaced as a whole."""

    def __init__(self, app: QCoreApplication | None = None) -> None:
        self.app = app or QCoreApplication.instance()
        self.language = ""  # none installed yet: even English has a catalogue (its plurals)
        self._installed: list[QTranslator] = []
        self.missing: list[str] = []

    def apply(self, language: str) -> bool:
        """Install ``language``. English is the source language: its catalogue holds only
        the plural forms ("%n card(s)" shown as "1 card", "2 cards"), and Qt's own texts
        need none. Installing sends LanguageChange to every widget. Returns False when a
        catalogue was missing."""
        if language not in LANGUAGES:
            language = "en"
        for t in self._installed:
            self.app.removeTranslator(t)
        self._installed = []
        self.missing = []
        self.language = language
        locale = QLocale("en_GB" if language == "en" else language)
        QLocale.setDefault(locale)
        self._relocalise(locale)
        ours = CatalogueTranslator(self.app)
        path = find_catalogue(language)
        if path is not None and ours.load(str(path)):
            self.app.installTranslator(ours)
            self._installed.append(ours)
        else:
            self.missing.append(f"{CATALOGUE}_{language}.qm")
        if language == "en":
            return not self.missing
        qt = QTranslator(self.app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", qt_dir) or qt.load(f"qtbase_{language.split('_')[0]}", qt_dir):
            self.app.installTranslator(qt)
            self._installed.append(qt)
        return not self.missing

    def _relocalise(self, locale: QLocale) -> None:
        """The windows already open write numbers the new language's way at once ("1,00 s"
        in French): a widget takes the default locale when it is made and keeps it, so each
        window is given the new one, which its widgets inherit."""
        if isinstance(self.app, QApplication):
            for window in self.app.topLevelWidgets():
                window.setLocale(locale)
