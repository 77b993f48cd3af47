"""The ``hint`` computer player: it plays exactly what Hint and Show me would, headless
(tests, and "watch the hint play"). Registered through the public plugin hook, as the
built-in levels are (entry point ``hint-player``).

In the draw-and-discard games it keeps one :class:`~.judge.Walker`, walked through its own
decisions as the table's hint walks the player's, and plays :func:`.discard.decide`'s
move, its first action (a card taken from the pile is played at the next decision, which
decides the same play); in the Manipulation family it plays the hint's whole move (a
commit of the best play, or the draw or pass when there is none).
"""

from __future__ import annotations

import math
from typing import Any

from rummy_desktop.ai.common import host_choice
from rummy_desktop.core.actions import Draw, Pass
from rummy_desktop.core.view import SeatView
from rummy_desktop.plugins import hookimpl


class HintPlayer:
    """Plays the hint's move (see the module's text)."""

    name = "hint"

    def __init__(self, seat: int, seed: int = 0) -> None:
        # lazily: the catalog registers this player at start; the hints' code is loaded when one plays
        from .judge import Walker

        self.seat = seat
        self.seed = seed  # unused: the hint's worlds come from the position alone
        self.walker = Walker(seat)

    def choose(self, view: SeatView) -> Any:
        # lazily: the catalog registers this player at start; the hints' code is loaded when one plays
        from .hints import draw_and_discard, hint

        if view.phase == "between_rounds":
            return host_choice(view)
        if view.phase == "buy":  # the discard offered out of turn: the hint's answer
            # lazily: the catalog registers this player at start; the hints' code is loaded when one plays
            from .discard import buy_answer

            return buy_answer(view)
        if draw_and_discard(view):
            h = hint(view, self.walker, budget=math.inf)  # the same move whatever the clock
            if h is None:
                raise RuntimeError(f"no hint in a position of seat {self.seat} ({view.phase})")
            action = h.actions[0]
            self.walker.took(view, action)
            return action
        h = hint(view)
        if h is not None and h.actions:
            return h.actions[0]
        return Draw() if "draw" in view.open_actions else Pass()


@hookimpl
def rummy_register_players(registry):
    registry.add("hint", lambda seat, seed: HintPlayer(seat, seed), label="Hint",
                 description="Plays what Hint and Show me suggest: the move the game review judges best.")
