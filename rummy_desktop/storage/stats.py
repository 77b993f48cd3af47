"""Statistics per rule set: games played (finished) and won, win rate, best score, and
the hints asked in those games; and the lessons finished (their ids). A game left
unfinished counts nowhere, nor do its hints.

Kept as JSON in the user's data folder, written atomically. A statistics file that cannot
be read is set aside (renamed, never deleted) and reported through ``load_stats``'s
second result; counting starts again from zero. No Qt.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from . import paths
from .files import StoredFileError, Unusable, load_or_set_aside, write_json

FORMAT = "rummy-desktop-stats"
VERSION = 1


class VariantStats(BaseModel):
    model_config = ConfigDict(extra="ignore")

    played: int = Field(default=0, ge=0)
    won: int = Field(default=0, ge=0)
    # The player's best final total, kept apart for games where the lowest total wins and
    # games where the highest does: one rule set may have both (Rummy's two scorings).
    best_lowest: int | None = None
    best_highest: int | None = None
    hints: int = Field(default=0, ge=0)  # asked in the games played (older files counted unfinished games' too)

    @model_validator(mode="before")
    @classmethod
    def _one_best(cls, data: Any) -> Any:
        """Files written before the split kept one ``best`` with ``lower_is_better``."""
        if isinstance(data, dict) and "best" in data:
            data = dict(data)
            best = data.pop("best")
            key = "best_lowest" if data.pop("lower_is_better", False) else "best_highest"
            data.setdefault(key, best)
        return data

    def best(self, lower_wins: bool) -> int | None:
        """The best final total in games where the lowest (``lower_wins``) or highest wins."""
        return self.best_lowest if lower_wins else self.best_highest

    @property
    def win_rate(self) -> float | None:
        """Games won over games played (None before the first game)."""
        return self.won / self.played if self.played else None


class Stats(BaseModel):
    model_config = ConfigDict(extra="ignore")

    format: str = FORMAT
    version: int = VERSION
    variants: dict[str, VariantStats] = {}
    lessons_finished: list[str] = []

    def record_lesson(self, lesson_id: str) -> bool:
        """Mark a lesson finished; False when it was already."""
        if lesson_id in self.lessons_finished:
            return False
        self.lessons_finished.append(lesson_id)
        return True

    def of(self, variant: str) -> VariantStats:
        return self.variants.get(variant) or VariantStats()

    def record_game(self, variant: str, won: bool, score: int | None, lower_wins: bool,
                    hints: int = 0) -> VariantStats:
        """Count a finished game of ``variant``; ``score`` is the player's final total and
        ``lower_wins`` says whether the lowest total won that game (the rules' declaration);
        ``hints`` the hints the player asked in it."""
        s = self.variants.setdefault(variant, VariantStats())
        s.played += 1
        s.won += int(won)
        s.hints += max(0, hints)
        if score is not None:
            best = s.best(lower_wins)
            if best is None or (score < best if lower_wins else score > best):
                if lower_wins:
                    s.best_lowest = score
                else:
                    s.best_highest = score
        return s

    def record_result(self, variant: str, result: dict[str, Any], seat: int, lower_wins: bool,
                      hints: int = 0) -> VariantStats:
        """Count a finished game of ``variant`` from its ``result`` (a view's: winners, draw,
        totals) for the player at ``seat``: won when among the winners of a game that is not
        a draw, the seat's final total as its score (none when every total is still 0: a rule
        set that keeps no score, Vatican)."""
        won = (not result["draw"]) and seat in result["winners"]
        totals = result["totals"]
        score = totals[seat] if seat < len(totals) and any(totals) else None
        return self.record_game(variant, won, score, lower_wins, hints=hints)


def stats_path() -> Path:
    return paths.data_dir() / "statistics.json"


def _stats(data: Any) -> Stats:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Unusable("foreign", "not a Rummy Desktop statistics file")
    if isinstance(data.get("version"), int) and data["version"] > VERSION:
        raise Unusable("newer", f"written by a newer version (format {data['version']})")
    return Stats.model_validate(data)


def load_stats(path: Path | None = None) -> tuple[Stats, StoredFileError | None]:
    """The saved statistics (empty when there are none). A bad file is set aside and the
    error returned, so the caller can tell the player."""
    return load_or_set_aside(path or stats_path(), _stats, "statistics", Stats)


def save_stats(stats: Stats, path: Path | None = None) -> None:
    write_json(path or stats_path(), stats.model_dump())
