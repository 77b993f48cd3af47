"""What the card scene shows (:class:`TableState`, built by its owner), the seat panels'
texts (:class:`SeatInfo`) and where everything is (:class:`Geometry`, see :mod:`.layout`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF


@dataclass
class SeatInfo:
    seat: int
    name: str
    count: int
    score: int
    to_act: bool = False
    active: bool = True
    me: bool = False
    info: str = ""  # what the panel says under the name, in one line (plural forms by the widget)
    # the same, in pieces the panel lays out as its width allows: cards and points (or out
    # of the game), each on a line of its own when together they do not fit; a network
    # seat's connection ("reconnecting", "computer" or "left") on a line of its own, in words
    # (``status_text``) or, when they do not fit, a small picture and ``status_short``
    parts: tuple[str, ...] = ()
    status: str = ""
    status_text: str = ""
    status_short: str = ""
    short: str = ""  # the name in a few letters ("C2"), where the name does not fit


@dataclass
class TableState:
    """What the scene shows: card ids in display order (its owner builds it)."""

    hand: list[int] = field(default_factory=list)
    groups: list[list[int]] = field(default_factory=list)
    declared: dict[int, int] = field(default_factory=dict)
    invalid: set[int] = field(default_factory=set)
    problems: dict[int, str] = field(default_factory=dict)  # invalid group -> why, in words
    placed: set[int] = field(default_factory=set)  # hand cards sitting in the working copy
    loose: list[int] = field(default_factory=list)
    stock: int = 0
    discard: list[int] = field(default_factory=list)  # visible discard cards, bottom to top
    discard_count: int = 0
    has_discard: bool = False
    spread: bool = False
    seats: list[SeatInfo] = field(default_factory=list)
    new_label: str = ""
    marked: set[int] = field(default_factory=set)  # table cards the last turns placed or moved
    fresh: set[int] = field(default_factory=set)  # hand cards just drawn
    origins: dict[int, Any] = field(default_factory=dict)  # card -> "stock" | seat number
    vanish_to: Any = None  # where cards that leave the view go (a seat number)
    deal: bool = False  # a round starts: the cards are dealt from the stock, a seat at a time



@dataclass
class Geometry:
    w: int
    h: int
    ok: bool
    hand: dict[int, QPointF]
    groups: list[tuple[QRectF, list[QPointF]]]
    new_slot: QRectF | None
    table: QRectF
    hand_rect: QRectF
    stock: QRectF
    discard: dict[int, QPointF]
    discard_rect: QRectF | None
    loose: dict[int, QPointF]
    loose_rect: QRectF | None
    seats: list[QRectF]
    discard_caption: QPointF | None = None

