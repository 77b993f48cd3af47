"""What a seat's table holds besides the game's actions, kept with the autosave so that a
resumed game shows the table as the player left it. No Qt.

A saved game is its actions (:mod:`rummy_desktop.storage.saves`); the round's move log is
read again from them (:meth:`~.game_session.GameSession.round_log`). The rest lives only
at the table, and is kept in the save's ``extra["table"]``:

* the order of the hand the player chose (dragging cards in the hand);
* the hints asked during the game (counted in the statistics when the game ends);
* in the Manipulation family, the turn under way: the private working copy (cards placed
  but not yet confirmed with Done, groups split, jokers declared, the sticky "touched the
  table" of Withdraw (+3), the reminder already shown) and whether the marks of the last
  turns were cleared by the player's edits. It belongs to the position it was made in: it
  is stamped with the number of actions played then (``moves``) and used only while the
  game stands there.

The table's JSON is checked here with pydantic; damaged data is dropped (and the table
says so) rather than losing the game it is saved with.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class CopySnapshot(BaseModel):
    """A working copy (see :meth:`~.working_copy.WorkingCopy.snapshot`)."""

    model_config = ConfigDict(extra="forbid")

    groups: list[list[int]]
    loose: list[int] = []
    hand: list[int]
    declarations: dict[int, int] = {}  # joker -> the face it stands for (JSON keys are strings)
    touched: bool = False
    reminded: bool = False


class KeptTurn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    moves: int = Field(ge=0)  # actions played when it was kept: it belongs to that position
    working_copy: CopySnapshot
    marks_cleared: bool = False


class KeptTable(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    hand_order: list[int] = []
    hints: int = Field(default=0, ge=0)
    turn: KeptTurn | None = None


def parse(raw: Any) -> KeptTable | None:
    """The kept table of a save; ValueError when the data is damaged."""
    if raw is None:
        return None
    try:
        return KeptTable.model_validate(raw)
    except ValidationError as e:
        raise ValueError(f"damaged table ({e.error_count()} problems)") from None
