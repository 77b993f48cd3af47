"""A game in progress on this machine: its seats (human or computer), the autosave after
every action, and resuming an interrupted game. No Qt: the desktop table drives it, and
asks computer seats for their move off the UI thread (``decide`` is thread-safe as long as
the game is not changed meanwhile).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Sequence

from rummy_desktop.core.engine import Game
from rummy_desktop.core.rng import derive_seed

from rummy_desktop.storage import paths, saves
from rummy_desktop.storage.files import StoredFileError, set_aside


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human" | "computer"
    level: str | None = None  # a registered computer player for computer seats

    @property
    def computer(self) -> bool:
        return self.kind == "computer"


class MissingLevels(Exception):
    """A saved game has computer seats at levels that are not installed (a plugin's
    player that was removed): ``levels``, by name. The file itself is sound."""

    def __init__(self, path: Path, levels: list[str]) -> None:
        super().__init__(f"{path}: computer levels not installed: {', '.join(levels)}")
        self.path = path
        self.levels = levels


def _seats(raw: Any, path: Path) -> list[Seat]:
    """The seats of a save's ``extra.seats``; StoredFileError when they are damaged."""
    out: list[Seat] = []
    for s in raw if isinstance(raw, list) else [None]:
        if not isinstance(s, dict) or "name" not in s or not set(s) <= {"name", "kind", "level"}:
            raise StoredFileError(path, "corrupt", "damaged seat list")
        seat = Seat(**s)
        if not isinstance(seat.name, str) or seat.kind not in ("human", "computer") \
                or not isinstance(seat.level, (str, type(None))):
            raise StoredFileError(path, "corrupt", "damaged seat list")
        out.append(seat)
    return out


def autosave_path() -> Path:
    return paths.saves_dir() / "autosave.json"


class GameSession:
    def __init__(self, catalog, game: Game, seats: Sequence[Seat], autosave: Path | None = None) -> None:
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for {game.players} players")
        self.catalog = catalog
        self.game = game
        self.seats = list(seats)
        self.autosave = autosave
        self._players: dict[int, Any] = {}
        for s, seat in enumerate(self.seats):
            if seat.computer:
                kind = catalog.player(seat.level or "greedy")
                self._players[s] = kind.factory(s, derive_seed(game.seed, s + 1))

    @classmethod
    def new(cls, catalog, variant: str, options: dict[str, str], seats: Sequence[Seat], seed: int,
            autosave: Path | None = None) -> "GameSession":
        game = catalog.new_game(variant, options, len(seats), seed)
        session = cls(catalog, game, seats, autosave)
        session.save()
        return session

    @classmethod
    def resume(cls, catalog, path: Path, substitute: str | None = None) -> "GameSession":
        """The game saved in ``path``; StoredFileError (the file left in place) if unusable.
        Computer seats are rebuilt and replay nothing: they decide from the view. A seat
        whose computer level is not installed raises :class:`MissingLevels`, unless
        ``substitute`` names a level to play it instead."""
        game, sf = saves.load(path, catalog)
        seats = _seats(sf.extra.get("seats") or [{"name": n} for n in sf.names], path)
        if len(seats) != game.players:
            seats = [Seat(name=f"Player {i + 1}") for i in range(game.players)]
        missing = sorted({s.level for s in seats if s.computer and s.level is not None
                          and catalog.players.get(s.level) is None})
        if missing:
            if substitute is None:
                raise MissingLevels(path, missing)
            catalog.player(substitute)  # SpecError if the substitute is missing too
            seats = [replace(s, level=substitute) if s.level in missing else s for s in seats]
        return cls(catalog, game, seats, path)

    @staticmethod
    def set_aside_bad(path: Path) -> Path:
        return set_aside(path)

    # -- play ---------------------------------------------------------------------

    @property
    def to_act(self) -> int:
        return self.game.to_act

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat].computer

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def decide(self, seat: int) -> Any:
        """The computer seat's next action (call from a worker thread)."""
        return self._players[seat].choose(self.game.view(seat))

    def apply(self, seat: int, action: Any) -> list:
        events = self.game.apply(seat, action)
        self.save()
        return events

    def save(self) -> None:
        if self.autosave is None:
            return
        if self.game.over:
            self.discard_autosave()
            return
        saves.save(self.autosave, self.game, [s.name for s in self.seats],
                   extra={"seats": [asdict(s) for s in self.seats]})

    def discard_autosave(self) -> None:
        if self.autosave is not None and self.autosave.exists():
            self.autosave.unlink()
