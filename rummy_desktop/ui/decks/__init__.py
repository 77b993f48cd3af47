"""The card decks the table can show: the drawn deck (cards.py), the decks shipped in
``rummy_desktop/resources/decks``, and the SVG decks of the desktop's card games installed on
the machine, in their two formats:

* KDE's card decks (``kdegames-card-data``): a folder under ``share/carddecks`` with an
  ``index.desktop`` (``[KDE Backdeck]``: ``Name``, ``SVG`` the file name) and one SVG (or
  gzipped ``.svgz``) with an element per card: ``1_club`` … ``king_spade``, ``red_joker``,
  ``black_joker``, ``back``.
* Aisleriot's decks: one SVG under ``share/aisleriot/cards`` with an element per card,
  ``club_1`` … ``spade_king``, ``joker_red``, ``joker_black``, ``back``, laid out on a grid of
  13 columns and 5 rows (a card is its cell of the grid).

Finding decks reads only names and paths (``index.desktop``), never the SVG: a deck is read
when it is chosen, by the render process (:mod:`.worker`), which says when it cannot be.
A deck whose description is unusable is listed in :attr:`DeckList.skipped` with the reason.
"""

from __future__ import annotations

import configparser
import os
from dataclasses import dataclass, field
from pathlib import Path

from rummy_desktop.core.cards import JOKER_BASE

from ..resources import resource

#: The environment variable that makes the frozen program the render process (:mod:`.worker`).
WORKER_ENV = "RUMMY_DESKTOP_CARD_WORKER"
DRAWN = "drawn"
KDE = "kde"
AISLERIOT = "aisleriot"
SUITS = ("club", "diamond", "heart", "spade")  # the order of our card ids (face // 13)
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
#: Aisleriot's grid: 13 columns, 5 rows (4 suits, then the jokers and the back)
GRID = (13, 5)


@dataclass(frozen=True)
class Deck:
    """A deck: ``id`` is what the settings keep ("drawn", "kde/<folder>", "aisleriot/<file>")."""

    id: str
    name: str
    kind: str = DRAWN
    svg: Path | None = None
    #: where it comes from: "drawn", "shipped" (with the program) or "system"
    origin: str = DRAWN
    names: dict[str, str] = field(default_factory=dict, compare=False, hash=False)  # Name[lang]

    def name_in(self, language: str) -> str:
        return self.names.get(language) or self.names.get(language.split("_")[0]) or self.name


@dataclass
class DeckList:
    decks: list[Deck]
    skipped: list[tuple[str, str]]  # (where, why) for decks that cannot be offered

    def get(self, deck_id: str) -> Deck | None:
        return next((d for d in self.decks if d.id == deck_id), None)


DRAWN_DECK = Deck(DRAWN, "Drawn")


def element(kind: str, card: int | None) -> list[str]:
    """The SVG element ids that may hold ``card`` (a card id; None: the back), best first."""
    if card is None:
        return ["back"]
    if card >= JOKER_BASE:
        colour = "black" if (card - JOKER_BASE) % 2 == 0 else "red"
        if kind == AISLERIOT:
            return [f"joker_{colour}", "joker"]
        return [f"{colour}_joker", "joker"]
    face = card % 52
    rank, suit = RANKS[face % 13], SUITS[face // 13]
    return [f"{suit}_{rank}"] if kind == AISLERIOT else [f"{rank}_{suit}"]


def data_dirs() -> list[Path]:
    """The XDG data folders, the user's first; inside a Flatpak also the system's own
    (``/run/host/usr/share``, with ``--filesystem=host-os:ro``)."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = [Path(home)]
    dirs += [Path(d) for d in (os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":") if d]
    if os.environ.get("FLATPAK_ID"):
        dirs.append(Path("/run/host/usr/share"))
    seen: list[Path] = []
    for d in dirs:
        if d not in seen:
            seen.append(d)
    return seen


def shipped_dir() -> Path | None:
    return resource("decks")


def read_kde_deck(folder: Path, origin: str) -> Deck:
    """A KDE deck folder's description; ValueError says why it cannot be offered."""
    index = folder / "index.desktop"
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str
    try:
        parser.read_string(index.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error) as e:
        raise ValueError(f"index.desktop: {e}") from e
    section = next((s for s in ("KDE Backdeck", "KDE Cardset") if parser.has_section(s)), None)
    if section is None:
        raise ValueError("index.desktop has no [KDE Backdeck] section")
    entry = parser[section]
    svg_name = entry.get("SVG", "").strip()
    if not svg_name:
        raise ValueError("index.desktop names no SVG file")
    svg = folder / svg_name
    if not svg.is_file():
        raise ValueError(f"{svg_name} is missing")
    names = {key[5:-1]: value for key, value in entry.items() if key.startswith("Name[")}
    return Deck(f"{KDE}/{folder.name}", entry.get("Name", folder.name).strip() or folder.name, KDE, svg, origin,
                names)


def _aisleriot_name(stem: str) -> str:
    return stem.replace("_", " ").replace("-", " ").title()


def find_decks() -> DeckList:
    """The drawn deck, the shipped decks, then the machine's KDE and Aisleriot decks (by
    name); a deck id found twice is offered once, the first found."""
    decks: list[Deck] = [DRAWN_DECK]
    skipped: list[tuple[str, str]] = []
    seen = {DRAWN}

    def add(deck: Deck) -> None:
        if deck.id not in seen:
            seen.add(deck.id)
            decks.append(deck)

    shipped = shipped_dir()
    sources = [(shipped, "shipped", True)] if shipped is not None else []
    sources += [(d / "carddecks", "system", True) for d in data_dirs()]
    sources += [(d / "aisleriot" / "cards", "system", False) for d in data_dirs()]
    found: list[Deck] = []
    for folder, origin, kde in sources:
        try:
            entries = sorted(folder.iterdir()) if folder.is_dir() else []
        except OSError as e:
            skipped.append((str(folder), str(e)))
            continue
        for path in entries:
            if kde:
                if not (path / "index.desktop").is_file():
                    continue  # not a deck folder (KDE keeps other things there too)
                try:
                    deck = read_kde_deck(path, origin)
                except ValueError as e:
                    skipped.append((str(path), str(e)))
                    continue
                if origin == "shipped":
                    add(deck)
                else:
                    found.append(deck)
            elif path.suffix in (".svg", ".svgz") and path.is_file():
                found.append(Deck(f"{AISLERIOT}/{path.stem}", _aisleriot_name(path.stem), AISLERIOT, path,
                                  origin))
    for deck in sorted(found, key=lambda d: d.name.casefold()):
        add(deck)
    return DeckList(decks, skipped)


_FOUND: DeckList | None = None


def installed_decks(refresh: bool = False) -> DeckList:
    """:func:`find_decks`, looked for once (``refresh``: again, as Settings opens)."""
    global _FOUND
    if _FOUND is None or refresh:
        _FOUND = find_decks()
    return _FOUND


def deck_by_id(deck_id: str) -> Deck:
    """The deck the settings name; the drawn deck when it is not (or no longer) installed."""
    if deck_id == DRAWN:
        return DRAWN_DECK
    return installed_decks().get(deck_id) or installed_decks(refresh=True).get(deck_id) or DRAWN_DECK
