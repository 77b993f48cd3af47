"""The player's settings, kept as JSON in the user's config folder.

A settings file that cannot be read is set aside (renamed, never deleted) and reported
through ``load_settings``'s second result; the program goes on with defaults.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from . import paths
from .files import StoredFileError, Unusable, load_or_set_aside, write_json

LANGUAGES = ("en", "pt_BR", "fr")
#: The computer players' thinking time, seconds per decision: the range a setting (or
#: ``--think-time``) may take, and the default (the levels' own, ``ai.levels.TIME_BUDGET``).
THINK_TIME_MIN, THINK_TIME_MAX = 0.1, 5.0
THINK_TIME = 1.0
#: The finished games the history keeps (the newest), by default and at most.
HISTORY_SIZE, HISTORY_MAX = 500, 10_000


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Literal["en", "pt_BR", "fr"] = "en"
    deck_colours: Literal["two", "four"] = "two"
    card_back: Literal["blue", "red", "green"] = "blue"
    #: the card deck: "drawn" (painted by the program) or an SVG deck found on the machine or
    #: shipped with the program ("kde/<folder>", "aisleriot/<file>"; see ui.decks)
    card_deck: str = Field(default="drawn", max_length=300)
    table_background: Literal["green", "blue", "red", "grey", "wood"] = "green"
    #: bigger corner indices and texts, high-contrast faces
    large_print: bool = False
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)  # 0 = instant
    #: cards dealt one at a time at the start of each round (a click ends the deal)
    deal_animation: bool = True
    #: no movement: cards go to their places at once, no deal, a still celebration
    reduce_motion: bool = False
    #: the table's sounds: their volume (0-100) and the mute
    sound_volume: int = Field(default=70, ge=0, le=100)
    sound_muted: bool = False
    confirmations: bool = True
    player_name: str = Field(default="", max_length=40)  # "" = the translated "You"
    hand_sort: Literal["suit", "rank", "manual"] = "suit"
    #: the computer players' thinking time (seconds per decision), the hint's too
    think_time: float = Field(default=THINK_TIME, ge=THINK_TIME_MIN, le=THINK_TIME_MAX)
    #: finished games kept in the history for review (storage.records); 0 keeps none
    history_size: int = Field(default=HISTORY_SIZE, ge=0, le=HISTORY_MAX)
    #: third-party plugins switched off (entry-point names; Settings ▸ Plugins), from the next start
    disabled_plugins: list[Annotated[str, Field(min_length=1, max_length=100)]] = Field(default=[], max_length=200)


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def _settings(data: Any) -> Settings:
    if not isinstance(data, dict):
        raise Unusable("corrupt", "not a settings object")
    return Settings.model_validate(data)


def load_settings(path: Path | None = None) -> tuple[Settings, StoredFileError | None]:
    """The saved settings (defaults when there are none). A bad file is set aside and the
    error returned, so the caller can tell the player."""
    return load_or_set_aside(path or settings_path(), _settings, "settings", Settings)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json(path or settings_path(), settings.model_dump())
