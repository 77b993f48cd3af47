"""Decisions every built-in computer player makes the same way."""

from __future__ import annotations

from typing import Any

from rummy_desktop.core.actions import ContinueGame, EndGame, IllegalAction
from rummy_desktop.core.view import SeatView

#: A computer host ends an open-ended game (Shanghai) after this many rounds.
HOST_ROUNDS = 5


def host_choice(view: SeatView):
    return EndGame() if view.round_no >= HOST_ROUNDS else ContinueGame()


def judged(view: Any) -> bool:
    """Does a house rule judge moves at this table (``rummy_judge_meld``,
    ``rummy_judge_action``)? The players ask :func:`refused` only then."""
    house = getattr(view.rules, "house", None)
    return house is not None and (house.meld_judges or house.action_judges)


def refused(view: Any, action: Any) -> bool:
    """Would the engine refuse ``action`` of the seat of ``view``, as far as the view tells:
    the house rules' judgement, and in the draw-and-discard games the rules of play of a
    meld, lay-off, joker swap or discard (:func:`~rummy_desktop.core.drawdiscard.judge`)."""
    if not judged(view):
        return False
    from rummy_desktop.core.drawdiscard import MeldPosition, judge, judge_house

    pos = MeldPosition.of_view(view)
    try:
        (judge if view.rules.turn == "draw-meld-discard" else judge_house)(pos, action)
    except IllegalAction:
        return True
    return False
