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
    """Would a house rule refuse ``action``, a move the seat of ``view`` found by the rules
    of play: ``rummy_judge_action`` on it, and ``rummy_judge_meld`` on a meld, a lay-off or
    the melds a knock shows (the players ask it of every move they choose, the rollouts of
    their searches too: only the judges that may refuse are asked)."""
    house = getattr(view.rules, "house", None)
    if house is None or not (house.meld_judges or house.action_judges):
        return False
    from rummy_desktop.core.actions import Knock, LayOff, Meld
    from rummy_desktop.core.drawdiscard import MeldPosition, judge_house, judge_house_meld, judge_knock

    pos = MeldPosition.of_view(view)
    try:
        judge_house(pos, action)
        if house.meld_judges and not view.rules.structure.working_copy:
            if isinstance(action, (Meld, LayOff)):
                judge_house_meld(pos, action)
            elif isinstance(action, Knock):
                judge_knock(pos, action)
    except IllegalAction:
        return True
    return False
