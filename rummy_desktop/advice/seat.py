"""The hint of one seat at a table, over a whole game (no Qt).

In the draw-and-discard games the judge's candidates and worlds depend on what the seat
has seen this round, as the review's do (:class:`~.judge.Walker`). The table records each
of the seat's moves with the view it was made in (:meth:`SeatAdvisor.record`, on the
table's thread, whether a hint was asked or not) and asks for a hint with the moves
recorded so far (:meth:`SeatAdvisor.hint`, on the table's worker): the walker is walked
through the new ones (no search), then a copy of it decides, so the walker itself only
ever sees each decision once, in order, as the review's does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rummy_desktop.core.view import SeatView

from .hints import Hint, draw_and_discard, hint, hint_from_copy
from .judge import Walker


class SeatAdvisor:
    """Seat ``seat``'s hints (see the module's text). :meth:`record` is called on one
    thread, :meth:`hint` on another: the moves go from one to the other as the snapshot
    :meth:`moves` gives."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self._moves: list[tuple[SeatView, Any]] = []
        self._walker: Any = None  # made at the first draw-and-discard hint (the Expert loads then)
        self._walked = 0

    def record(self, view: SeatView, action: Any) -> None:
        """The seat made ``action`` in ``view`` (a draw-and-discard decision: the others
        are not kept)."""
        if draw_and_discard(view) and view.phase in ("draw", "meld"):
            self._moves.append((view, action))

    def moves(self) -> tuple[tuple[SeatView, Any], ...]:
        """The moves recorded so far (give them to :meth:`hint`)."""
        return tuple(self._moves)

    def hint(self, view: SeatView, moves: Sequence[tuple[SeatView, Any]] = ()) -> Hint | None:
        """The hint in ``view``, the seat having made ``moves`` before it."""
        if not draw_and_discard(view):
            return hint(view)
        if self._walker is None:
            self._walker = Walker(self.seat)
        for past, action in moves[self._walked:]:
            if past.round_no == view.round_no:  # the walker forgets a round at the next one
                self._walker.candidates(past)
                self._walker.took(past, action)
        self._walked = max(self._walked, len(moves))
        return hint(view, self._walker.copy())

    @staticmethod
    def from_copy(view: SeatView, groups, hand, loose, declarations) -> Hint | None:
        """The Manipulation family's hint from the working copy (:func:`.hints.hint_from_copy`)."""
        return hint_from_copy(view, groups, hand, loose, declarations)
