"""The interrupted games kept in the saves folder: the solo game's autosave and the hosted
network game's, and what the start screen says of the solo one.

The start screen is drawn before the rule sets are loaded, so :func:`summary` reads the
save's JSON without the engine (and without pydantic): it replays nothing, and a file it
cannot make sense of is only said to be damaged. Resuming it, which replays it, is
:meth:`rummy_desktop.session.game_session.GameSession.resume`'s (:mod:`.saves`).
"""

from __future__ import annotations

from pathlib import Path

from . import paths

# (.files is imported where a file is read: the window asks for the summary before its first
# paint, and start-up does without the module)


def solo_path() -> Path:
    """Where the interrupted solo game is kept."""
    return paths.saves_dir() / "autosave.json"


def network_path() -> Path:
    """Where the hosted network game is kept (beside, not instead of, the solo game's)."""
    return paths.saves_dir() / "network.json"


class SavedSeat:
    """A seat of a saved game as the start screen names it: the name as typed (empty for a
    seat named by what it is) and whether a computer plays it."""

    def __init__(self, name: str, computer: bool) -> None:
        self.name = name
        self.computer = computer


class Summary:
    """What the start screen says of an interrupted game: its rule set, its seats and the
    moves played; or that it is ``damaged`` (it cannot be read as a save: resuming it says
    why)."""

    def __init__(self, variant: str = "", seats: list[SavedSeat] | None = None, moves: int = 0,
                 damaged: bool = False) -> None:
        self.variant = variant
        self.seats = seats or []
        self.moves = moves
        self.damaged = damaged


def summary(path: Path | None = None) -> Summary | None:
    """The interrupted game in ``path`` (the solo autosave by default); None when there is
    none. The file is only read, never changed."""
    path = path or solo_path()
    if not path.is_file():
        return None
    # lazily: the storage helpers (json) only when the file is there, not at start-up (make bench-startup)
    from .files import StoredFileError, read_json

    try:
        data = read_json(path)
        raw = (data.get("extra") or {}).get("seats") or [{"name": n} for n in data.get("names", [])]
        seats = [SavedSeat(str(s.get("name") or ""), s.get("kind") == "computer") for s in raw]
        return Summary(str(data["variant"]), seats, len(data.get("actions", [])))
    except (StoredFileError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return Summary(damaged=True)
