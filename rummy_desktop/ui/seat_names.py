"""Seat names in the language of the moment.

A seat keeps the name the player typed (their own name from the settings, or a name given
to a seat) exactly as typed. A seat without one is named by what it is: "You" for the
player looking at the table, "Computer 2", "Player 3". Those names are made here, when
they are shown, so a game created in one language reads right in another.

Saves written before seats could be nameless hold the built-in names in the language of
their day; :func:`forget_builtin_names` recognises them in every language we ship.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .i18n import LANGUAGES, CatalogueTranslator, find_catalogue

CONTEXT = "SeatNames"
YOU = QT_TRANSLATE_NOOP("SeatNames", "You")
COMPUTER = QT_TRANSLATE_NOOP("SeatNames", "Computer {n}")
PLAYER = QT_TRANSLATE_NOOP("SeatNames", "Player {n}")
#: Where earlier versions filed the same names (their saves hold them translated).
_OLD_CONTEXTS = {YOU: ("NewGameDialog", "MainWindow", "TableWidget", "SettingsDialog"),
                 COMPUTER: ("NewGameDialog", "MainWindow"), PLAYER: ("NewGameDialog", "TableWidget")}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def builtin_name(seat, index: int, viewer: int | None) -> str:
    """The name of a seat nobody named: what it is, with its place at the table."""
    if getattr(seat, "computer", False):
        return _tr(COMPUTER).format(n=index + 1)
    if index == viewer:
        return _tr(YOU)
    return _tr(PLAYER).format(n=index + 1)


def first_human(seats: Sequence) -> int | None:
    """The seat of the player at this machine, when nobody says otherwise."""
    return next((i for i, s in enumerate(seats) if not getattr(s, "computer", False)), None)


def seat_name(seats: Sequence, index: int, viewer: int | None = -1) -> str:
    """The name of seat ``index`` as ``viewer`` (a seat number; by default the first human
    seat) sees it: as typed, else :func:`builtin_name`."""
    if viewer == -1:
        viewer = first_human(seats)
    if not 0 <= index < len(seats):
        return _tr(PLAYER).format(n=index + 1)
    typed = (getattr(seats[index], "name", "") or "").strip()
    return typed or builtin_name(seats[index], index, viewer)


def short_name(seats: Sequence, index: int, viewer: int | None = -1) -> str:
    """Seat ``index``'s name in a few letters, for where the whole name does not fit (a
    narrow seat panel), and never the same as another seat's: "C2" for Computer 2, "P3"
    for Player 3, a typed name's first letter with the seat's number ("A1" for Ana at seat
    1); "You" stays as it is."""
    if viewer == -1:
        viewer = first_human(seats)
    n = index + 1
    if not 0 <= index < len(seats):
        return QCoreApplication.translate("SeatNames", "P{n}", "short for Player {n}, in a narrow seat panel").format(n=n)
    typed = (getattr(seats[index], "name", "") or "").strip()
    if typed:
        return f"{typed[0].upper()}{n}"
    if getattr(seats[index], "computer", False):
        return QCoreApplication.translate("SeatNames", "C{n}", "short for Computer {n}, in a narrow seat panel").format(n=n)
    if index == viewer:
        return _tr(YOU)
    return QCoreApplication.translate("SeatNames", "P{n}", "short for Player {n}, in a narrow seat panel").format(n=n)


def is_builtin(seats: Sequence, index: int) -> bool:
    return not (getattr(seats[index], "name", "") or "").strip()


def forget_builtin_names(seats: Sequence) -> None:
    """Clear the names that an earlier version stored for nameless seats ("Computer 2",
    "Computador 2", "Ordinateur 2", "You", "Você", "Vous"...), so they follow the language
    from now on. A name the player typed stays."""
    translators = []
    for language in LANGUAGES:
        path = find_catalogue(language) if language != "en" else None
        if path is not None:
            t = CatalogueTranslator()
            if t.load(str(path)):
                translators.append(t)

    def spellings(text: str) -> set[str]:
        out = {text}
        for t in translators:
            for context in (CONTEXT,) + _OLD_CONTEXTS.get(text, ()):
                found = t.translate(context, text)
                if found:
                    out.add(found)
        return out

    human = first_human(seats)
    you, computer, player = spellings(YOU), spellings(COMPUTER), spellings(PLAYER)
    for i, seat in enumerate(seats):
        name = (seat.name or "").strip()
        if not name:
            continue
        if getattr(seat, "computer", False):
            known = {c.format(n=i + 1) for c in computer}
        else:
            known = {p.format(n=i + 1) for p in player} | (you if i == human else set())
        if name in known:
            seat.name = ""
