"""The places of the card scene, as the scene names them (it knows no rules): the hand,
a group of the table, the new-group slot, the loose cards, the stock and the discard pile;
a :class:`Target` is where cards go; :class:`SceneController` is what the scene asks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

HAND = "hand"
GROUP = "group"
NEW = "new"
LOOSE = "loose"
DISCARD = "discard"
STOCK = "stock"


@dataclass(frozen=True)
class Target:
    """Where cards go: the hand, group ``index``, a new group, the loose cards, the stock
    or the discard pile; ``at``: the place inside a group or the hand (None: the end)."""

    kind: str
    index: int | None = None
    at: int | None = None


class SceneController(Protocol):
    """What the scene asks its controller (the table's gestures, see
    :class:`rummy_desktop.ui.table.gestures.Gestures`): whether a card may be lifted, and
    what a drop, a click or a key does. A drop answered False animates back."""

    def draggable(self, card: int) -> bool: ...

    def drop(self, cards: list[int], target: Target) -> bool: ...

    def pile_dropped(self, kind: str, card: int | None, target: Target | None) -> bool: ...

    def click(self, card: int, zone: Target | None) -> None: ...

    def stock_clicked(self) -> None: ...

    def target_clicked(self, target: Target | None) -> None: ...

    def describe_slot(self, slot: tuple) -> str: ...

    def key_select(self, slot: tuple) -> None: ...

    def key_activate(self, slot: tuple) -> None: ...

    def key_cancel(self) -> None: ...
