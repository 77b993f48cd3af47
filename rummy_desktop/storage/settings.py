"""The player's settings, kept as JSON in the user's config folder.

A settings file that cannot be read is set aside (renamed, never deleted) and reported
through ``load_settings``'s second result; the program goes on with defaults.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import paths
from .files import StoredFileError, read_json, set_aside, write_json

LANGUAGES = ("en", "pt_BR", "fr")


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Literal["en", "pt_BR", "fr"] = "en"
    deck_colours: Literal["two", "four"] = "two"
    card_back: Literal["blue", "red", "green"] = "blue"
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)  # 0 = instant
    confirmations: bool = True
    player_name: str = Field(default="", max_length=40)  # "" = the translated "You"
    hand_sort: Literal["suit", "rank", "manual"] = "suit"


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, StoredFileError | None]:
    """The saved settings (defaults when there are none). A bad file is set aside and the
    error returned, so the caller can tell the player."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = read_json(path)
        if not isinstance(data, dict):
            raise StoredFileError(path, "corrupt", "not a settings object")
        try:
            return Settings.model_validate(data), None
        except ValidationError as e:
            raise StoredFileError(path, "corrupt", f"damaged settings ({e.error_count()} problems)") from None
    except StoredFileError as err:
        moved = set_aside(path)
        err.detail += f"; kept as {moved.name}"
        return Settings(), err


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json(path or settings_path(), settings.model_dump())
