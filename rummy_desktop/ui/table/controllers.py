"""The seat's controller for its game, chosen from the game's turn structure (after kpat:
a dealer per game). See :mod:`.flow`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rummy_desktop.net.loop import Poster
from rummy_desktop.session.seat_channel import LocalChannel, SeatChannel

from .copy_flow import CopyFlow
from .draw_discard import DrawDiscardFlow
from .flow import SeatFlow

if TYPE_CHECKING:
    from .widget import TableWidget


def make_flow(table: TableWidget, game: Any, seat: int, lesson: Any = None) -> SeatFlow:
    """The seat's controller for its game's turn structure (``rules.structure``: a working
    copy or not), never chosen by a rule set's name. ``game`` is the seat's
    :class:`SeatChannel`, or a local :class:`~rummy_desktop.session.game_session.GameSession`,
    played through a :class:`LocalChannel` of the table's own."""
    own = not isinstance(game, SeatChannel)
    channel = LocalChannel(game, seat, Poster(table).post) if own else game  # news run on the UI thread
    kind = CopyFlow if channel.structure.working_copy else DrawDiscardFlow
    return kind(table, channel, seat, lesson, own)
