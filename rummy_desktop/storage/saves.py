"""Saved games: a game is its variant, options, players, seed and actions.

Format (JSON)::

    {"format": "rummy-desktop-save", "version": 1, "variant": "rummy", "options": {...},
     "players": 2, "seed": 42, "actions": [[seat, {"type": "draw"}], ...], "names": [...]}

Loading replays the actions through the engine, so a save can only hold a game that the
rules allow. A file that is not a save of ours, is newer than this program, or does not
replay (or cannot be used for any other reason) gives
:class:`~rummy_desktop.storage.files.StoredFileError` and is left in place.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rummy_desktop.core.actions import IllegalAction, dump_action, parse_action
from rummy_desktop.core.engine import Game
from rummy_desktop.core.variant import SpecError

from .files import StoredFileError, load_checked, read_json, set_aside, write_json

FORMAT = "rummy-desktop-save"
VERSION = 1


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: str
    version: int
    variant: str
    options: dict[str, str] = {}
    players: int = Field(ge=2, le=8)
    seed: int
    actions: list[tuple[int, dict[str, Any]]] = []
    names: list[str] = []
    extra: dict[str, Any] = {}


def _head(game: Game, names: list[str] | None, extra: dict[str, Any] | None) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION, "variant": game.spec.id, "options": dict(game.options),
        "players": game.players, "seed": game.seed, "names": list(names or []), "extra": dict(extra or {}),
    }


def to_data(game: Game, names: list[str] | None = None, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    return {**_head(game, names, extra), "actions": [[seat, dump_action(a)] for seat, a in game.log]}


def save(path: Path, game: Game, names: list[str] | None = None, extra: dict[str, Any] | None = None) -> None:
    write_json(path, to_data(game, names, extra))


class SaveEncoder:
    """One game's save file as bytes, each action encoded once: a game saved after every
    action (an autosave) costs one action's encoding a save, not the whole log's. The bytes
    are :func:`to_data` in JSON, one action a line."""

    def __init__(self) -> None:
        self._log: list | None = None
        self._actions: list[str] = []

    def encode(self, game: Game, names: list[str] | None = None, extra: dict[str, Any] | None = None) -> bytes:
        log = game.log
        if log is not self._log or len(log) < len(self._actions):  # another game (the log only grows)
            self._log, self._actions = log, []
        for seat, action in log[len(self._actions):]:
            self._actions.append(json.dumps([seat, dump_action(action)], ensure_ascii=False))
        head = json.dumps(_head(game, names, extra), ensure_ascii=False)
        return (head[:-1] + ', "actions": [\n' + ",\n".join(self._actions) + "\n]}").encode("utf-8")


def from_data(data: Any, catalog, path: Path = Path("<data>")) -> tuple[Game, SaveFile]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StoredFileError(path, "foreign", "not a Rummy Desktop saved game")
    try:
        sf = SaveFile.model_validate(data)
    except ValidationError as e:
        raise StoredFileError(path, "corrupt", f"damaged saved game ({e.error_count()} problems)") from None
    if sf.version > VERSION:
        raise StoredFileError(path, "newer", f"saved by a newer version (format {sf.version})")
    try:
        variant = catalog.variant(sf.variant)
        game = Game(variant, sf.options, sf.players, sf.seed, catalog.adjust)
        for i, (seat, raw) in enumerate(sf.actions):
            game.apply(seat, parse_action(raw))
    except SpecError as e:
        raise StoredFileError(path, "foreign", str(e)) from None
    except (ValidationError, IllegalAction) as e:
        raise StoredFileError(path, "corrupt", f"action {i + 1} does not replay: {e}") from None
    return game, sf


def load(path: Path, catalog) -> tuple[Game, SaveFile]:
    """The game in ``path``; StoredFileError (the file untouched) when it cannot be used,
    whatever the reason."""
    return load_checked(path, lambda data: from_data(data, catalog, path), "saved game")


def set_aside_foreign(path: Path) -> tuple[StoredFileError, Path] | None:
    """A file in ``path`` that is not even a readable save of ours, set aside before a new
    game takes its place (never overwritten silently): why, and where it went. None when
    there is no file, when it is a save, or when it could not be moved (it is then left)."""
    if not path.is_file():
        return None
    try:
        data = read_json(path)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StoredFileError(path, "foreign", "not a Rummy Desktop saved game")
    except StoredFileError as err:
        try:
            return err, set_aside(path)
        except OSError:
            return None
    return None
