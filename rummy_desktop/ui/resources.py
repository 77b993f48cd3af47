"""The files the program ships beside its code (``rummy_desktop/resources``): the icon, the
desktop entry, the AppStream metainfo, the card decks and the sounds."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_dirs() -> list[Path]:
    """Where the resources may be: inside the frozen application (PyInstaller), then in the
    package (a wheel or a source checkout)."""
    dirs = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs.append(Path(frozen) / "rummy_desktop" / "resources")
    dirs.append(Path(__file__).resolve().parents[1] / "resources")
    return dirs


def resource(name: str) -> Path | None:
    """The shipped file or folder ``name`` (a path relative to the resources), or None."""
    for d in resource_dirs():
        path = d / name
        if path.exists():
            return path
    return None
