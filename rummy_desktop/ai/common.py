"""Decisions every built-in computer player makes the same way."""

from __future__ import annotations

from rummy_desktop.core.actions import ContinueGame, EndGame
from rummy_desktop.core.view import SeatView

#: A computer host ends an open-ended game (Shanghai) after this many rounds.
HOST_ROUNDS = 5


def host_choice(view: SeatView):
    return EndGame() if view.round_no >= HOST_ROUNDS else ContinueGame()
