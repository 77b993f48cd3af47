"""Check an installed Rummy Desktop (a wheel installed into a fresh venv, see
``installer/check-wheel.sh``): run with that venv's Python, from outside the source tree.

It fails unless the program found its catalogues, icon, desktop entry, metainfo and shipped
card deck inside the installed package (not in a source checkout), its sound library, and
speaks Brazilian Portuguese and French, plural forms included. Prints one line per check.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

import rummy_desktop.ui
from rummy_desktop.ui.i18n import Translations, find_catalogue
from rummy_desktop.ui.resources import resource

#: (context, source text, plural count or None) -> the translation expected per language
EXPECTED = {
    ("MainWindow", "&New game…", None): {"pt_BR": "&Novo jogo…", "fr": "&Nouvelle partie…"},
    ("SeatTexts", "%n card(s)", 1): {"pt_BR": "1 carta", "fr": "1 carte"},
    ("SeatTexts", "%n card(s)", 5): {"pt_BR": "5 cartas", "fr": "5 cartes"},
}


def main() -> int:
    package = Path(rummy_desktop.ui.__file__).resolve().parents[1]  # (a namespace package)
    if "site-packages" not in package.parts:
        print(f"FAIL rummy_desktop imported from {package}, not from an installed wheel")
        return 1
    failures = 0
    for name in ("rummy-desktop.svg", "rummy-desktop.desktop", "io.github.rummy_desktop.RummyDesktop.metainfo.xml",
                 "decks/svg-tigullio-international/tigullio-international.svgz",
                 "decks/svg-tigullio-international/COPYING.LIB"):
        found = resource(name)
        ok = found is not None and package in found.parents
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {found}")
    from rummy_desktop.ui.sound import find_device

    _device, why, _detail = find_device()
    ok = why != "no_library"  # miniaudio came with the wheel (a device or not, here)
    failures += not ok
    print(f"{'ok  ' if ok else 'FAIL'} sound library: {why or 'a device'}")
    app = QCoreApplication([])
    translations = Translations(app)
    for language in ("pt_BR", "fr"):
        qm = find_catalogue(language)
        ok = qm is not None and package in qm.parents and translations.apply(language)
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {language} catalogue: {qm}")
        for (context, source, n), wanted in EXPECTED.items():
            got = QCoreApplication.translate(context, source, None, -1 if n is None else n)
            ok = got == wanted[language]
            failures += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {language} {source!r}: {got!r}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
