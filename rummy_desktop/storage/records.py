"""Game records: every finished game kept for review (docs/records.md, docs/record.schema.json).

A record is one JSON file in the history folder (:func:`.paths.history_dir`):

* a solo game or a hosted network game keeps the whole game: its rule set, options, seats,
  seed and every action (``kind`` "solo" or "hosted"); replaying the actions through the
  engine gives every position;
* a network client keeps only what its seat's views showed (``kind`` "client"): ``steps``,
  each what one update brought (the events as the seat saw them and its view, whole or as
  the changes since the step before, in the LAN protocol's form);
* the analysis of a review is kept with the record (``reviews``, one per seat reviewed), so
  the second opening is instant.

Lessons are never kept. The folder keeps the newest ``keep`` records (a setting, 500 by
default); older ones are removed as new ones come. A record that cannot be read is set
aside (``NAME.corrupt-...``, never deleted) and reported; one written by a newer version of
the program is refused in words and left where it is. No Qt.
"""

from __future__ import annotations

import datetime as _dt
import json
import secrets
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError, model_validator

from . import paths
from .files import StoredFileError, load_checked, read_json, set_aside, write_bytes

FORMAT: Final = "rummy-desktop-record"
#: Who kept a record: a game against the computer, a hosted network game, a client's.
RecordKind = Literal["solo", "hosted", "client"]
#: A seat of a record: a person at this computer, a computer player, a network player.
SeatKind = Literal["human", "computer", "remote"]
#: A verdict's label, and the unit of its loss (see Verdict).
VerdictLabel = Literal["best", "good", "inaccuracy", "mistake", "blunder", "forced"]
VerdictUnit = Literal["points", "cards", "value"]
#: The record format's version: a record of a higher version is refused (written by a newer
#: program), one of this version or lower is read.
VERSION = 1
#: Records kept in the history folder by default (the setting ``history_size``).
KEEP = 500
#: The labels of a verdict, best first (see rummy_desktop.review.verdicts for their thresholds);
#: "forced": one legal action only, left out of the accuracy.
LABELS = ("best", "good", "inaccuracy", "mistake", "blunder", "forced")

Seat = Field(ge=0, le=7)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RecordSeat(_Model):
    """A seat: the name a player typed ("" for a seat the interface names, "You",
    "Computer 2"), human, computer (``level``) or remote (a network player)."""

    name: str = Field(default="", max_length=80)
    kind: SeatKind = "human"
    level: str | None = Field(default=None, max_length=80)

    @property
    def computer(self) -> bool:
        return self.kind == "computer"


class RecordResult(_Model):
    winners: list[StrictInt]
    draw: bool = False
    totals: list[StrictInt]


class ClientStep(_Model):
    """What one update brought a network client: the seat that acted (None: nobody, the
    first view), the events as this seat saw them (the LAN protocol's event objects), and
    the seat's view after them, whole (``view``) or as what changed (``changes``)."""

    seat: StrictInt | None = Field(default=None, ge=0, le=7)
    events: list[dict[str, Any]] = []
    view: dict[str, Any] | None = None
    changes: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _one_view(self) -> ClientStep:
        if (self.view is None) == (self.changes is None):
            raise ValueError("a step holds its view whole or its changes, one of the two")
        return self


class Verdict(_Model):
    """The review's verdict on one decision of the reviewed seat.

    ``step`` is the position the decision was made in (the number of actions, or client
    steps, before it); ``action`` the action taken, ``best`` the best one found. ``loss``
    is what the action cost against the best, in ``unit``: expected round points
    ("points", draw-and-discard games) or the cards ("cards") or card points ("value") the
    exact search could have placed more (the Manipulation family). ``label`` is one of
    :data:`LABELS`; ``reason`` and ``params`` explain it (a reason code the interface words).
    ``score`` is the decision's accuracy, 0 to 100 (100: no loss); the game's accuracy is
    their mean (:func:`accuracy`). ``expected`` is the expected round result after the
    action taken, where the review measures one. ``placed`` and ``possible``: the
    Manipulation family's counts. ``sure`` says how sure the verdict is: "clear" (the
    loss's interval lies in the label's band) or "close" (it straddles a boundary when the
    worlds ran out; the label is its lower end's)."""

    step: StrictInt = Field(ge=0)
    action: dict[str, Any]
    best: dict[str, Any] | None = None
    label: VerdictLabel
    loss: float = Field(ge=0)
    unit: VerdictUnit
    score: float = Field(ge=0, le=100)
    reason: str = Field(default="", max_length=40)
    params: dict[str, Any] = {}
    expected: float | None = None
    placed: StrictInt | None = None
    possible: StrictInt | None = None
    worlds: StrictInt = Field(default=0, ge=0)
    sure: Literal["clear", "close"] | None = None


class Review(_Model):
    """A review of one seat: the verdicts on its decisions in the order of the game, and how
    it was made (``engine``: the version of the verdict engine; ``worlds``, ``seed``).
    ``moves`` is the number of the seat's moves, ``done`` how many were looked at (a move
    that was no decision has no verdict); the review is complete when ``done`` reaches
    ``moves``."""

    seat: StrictInt = Field(ge=0, le=7)
    engine: StrictInt = Field(ge=1)
    worlds: StrictInt = Field(ge=1)
    seed: StrictInt
    moves: StrictInt = Field(ge=0)
    done: StrictInt = Field(default=0, ge=0)
    verdicts: list[Verdict] = []

    @property
    def complete(self) -> bool:
        return self.done >= self.moves


class GameRecord(_Model):
    """One game, as docs/records.md describes it."""

    format: Literal["rummy-desktop-record"] = FORMAT
    version: StrictInt = VERSION
    program: str = Field(default="", max_length=40)
    kind: RecordKind
    variant: str = Field(min_length=1, max_length=80)
    options: dict[str, str] = {}
    players: StrictInt = Field(ge=2, le=8)
    seats: list[RecordSeat]
    seat: StrictInt = Field(ge=0, le=7)
    finished: str = Field(default="", max_length=40)
    seed: StrictInt | None = None
    actions: list[tuple[StrictInt, dict[str, Any]]] = []
    steps: list[ClientStep] = []
    result: RecordResult | None = None
    reviews: list[Review] = []

    @model_validator(mode="after")
    def _consistent(self) -> GameRecord:
        if len(self.seats) != self.players or self.seat >= self.players:
            raise ValueError("the seats do not match the players")
        if self.kind == "client":
            if self.seed is not None or self.actions or not self.steps:
                raise ValueError("a client's record holds its seat's steps, no seed and no actions")
        elif self.seed is None or self.steps:
            raise ValueError("a whole game's record holds its seed and actions, no steps")
        if any(not 0 <= s < self.players for s, _ in self.actions):
            raise ValueError("an action of a seat that is not in the game")
        return self

    @property
    def whole(self) -> bool:
        """The record holds the whole game (every hand can be shown)."""
        return self.kind != "client"

    def review_of(self, seat: int) -> Review | None:
        return next((r for r in self.reviews if r.seat == seat), None)

    def keep_review(self, review: Review) -> None:
        self.reviews = [r for r in self.reviews if r.seat != review.seat] + [review]

    def to_json(self) -> bytes:
        return json.dumps(self.model_dump(mode="json", exclude_defaults=False), ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")


def accuracy(verdicts: list[Verdict]) -> float | None:
    """A game's accuracy, 0 to 100: the mean of its decisions' scores, forced moves left
    out (None without any other)."""
    chosen = [v for v in verdicts if v.label != "forced"]
    if not chosen:
        return None
    return round(sum(v.score for v in chosen) / len(chosen), 1)


def schema_text() -> str:
    """The JSON schema of a record (docs/record.schema.json is this text: ``make docs``)."""
    schema = GameRecord.model_json_schema()
    schema["$id"] = "https://rummy-desktop.invalid/record.schema.json"
    schema["title"] = f"Rummy Desktop game record, format version {VERSION}"
    return json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def now() -> str:
    """The time a game finished, as records keep it (UTC, ISO 8601, to the second)."""
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _check(data: Any, path: Path) -> GameRecord:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StoredFileError(path, "foreign", "not a Rummy Desktop game record")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise StoredFileError(path, "newer", f"written by a newer version of Rummy Desktop (record format {version})")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as e:
        raise StoredFileError(path, "corrupt", f"damaged game record ({e.error_count()} problems)") from None


def parse(data: Any, path: Path = Path("<data>")) -> GameRecord:
    """The record in JSON ``data``; StoredFileError ("foreign", "newer", "corrupt") otherwise."""
    return _check(data, path)


def load(path: Path) -> GameRecord:
    """The record in ``path`` (StoredFileError, the file untouched, when it cannot be used)."""
    return load_checked(path, lambda data: _check(data, path), "game record")


def save(path: Path, record: GameRecord) -> None:
    write_bytes(path, record.to_json())


# -- the history folder ----------------------------------------------------------------------

def file_name(record: GameRecord) -> str:
    """A new record's file name: the time it finished first, so the names sort by date."""
    stamp = record.finished.replace("-", "").replace(":", "").replace("Z", "") or "00000000T000000"
    safe = "".join(ch if ch.isalnum() or ch == "-" else "_" for ch in record.variant)[:40]
    return f"{stamp}-{safe}-{secrets.token_hex(3)}.json"


def keep(record: GameRecord, folder: Path | None = None, limit: int = KEEP) -> Path | None:
    """Write ``record`` into the history ``folder`` and remove the oldest records beyond
    ``limit`` (0 keeps none: nothing is written). The path written, or None."""
    folder = folder or paths.history_dir()
    if limit <= 0:
        return None
    path = folder / file_name(record)
    save(path, record)
    prune(folder, limit)
    return path


def record_files(folder: Path | None = None) -> list[Path]:
    """The records of the history folder, newest first (by their names, which start with the
    time the game finished)."""
    folder = folder or paths.history_dir()
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: p.name, reverse=True)


def prune(folder: Path, limit: int) -> list[Path]:
    """Remove the records beyond the newest ``limit``; the paths removed."""
    gone = []
    for path in record_files(folder)[max(0, limit):]:
        try:
            path.unlink()
        except OSError:
            continue
        gone.append(path)
    return gone


class Entry(BaseModel):
    """A line of the history: the record's file and what the list shows of it."""

    model_config = ConfigDict(frozen=True)

    path: Path
    kind: str
    variant: str
    options: dict[str, str]
    finished: str
    seats: list[RecordSeat]
    seat: int
    result: RecordResult | None
    accuracy: float | None  # the reviewed seat's (the keeper's) accuracy, once reviewed


def _entry(path: Path, data: Any) -> Entry:
    """The history line of a record's data (StoredFileError when it is no usable record)."""
    record = _check(data, path)
    review = record.review_of(record.seat)
    return Entry(path=path, kind=record.kind, variant=record.variant, options=record.options,
                 finished=record.finished, seats=record.seats, seat=record.seat, result=record.result,
                 accuracy=accuracy(review.verdicts) if review is not None and review.complete else None)


def entries(folder: Path | None = None) -> tuple[list[Entry], list[StoredFileError]]:
    """The history, newest first, and the records that could not be read: those are set
    aside (their error says what they are kept as), except a newer version's, which stay."""
    out: list[Entry] = []
    bad: list[StoredFileError] = []
    for path in record_files(folder):
        try:
            out.append(_entry(path, read_json(path)))
        except StoredFileError as err:
            bad.append(set_aside_bad(err))
    return out, bad


def set_aside_bad(err: StoredFileError) -> StoredFileError:
    """Move a record that cannot be read out of the way (not one of a newer version: it is
    sound, for a newer program); ``err`` with what became of the file."""
    if err.code == "newer" or not err.path.exists():
        return err
    try:
        moved = set_aside(err.path)
    except OSError as e:
        err.detail += f"; it could not be moved aside ({e.strerror or e})"
    else:
        err.detail += f"; kept as {moved.name}"
    return err


if __name__ == "__main__":  # ``make docs``: the schema of docs/record.schema.json
    import sys

    sys.stdout.write(schema_text())
