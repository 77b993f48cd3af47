"""Decisions every built-in computer player makes the same way."""

from __future__ import annotations

from typing import Any

from rummy_desktop.core.actions import ContinueGame, EndGame
from rummy_desktop.core.view import SeatView

#: A computer host ends an open-ended game (Shanghai) after this many rounds.
HOST_ROUNDS = 5


def host_choice(view: SeatView):
    return EndGame() if view.round_no >= HOST_ROUNDS else ContinueGame()


def legal(view: Any) -> Any:
    """The actions the engine would accept from the seat of ``view``
    (:func:`~rummy_desktop.core.legal.legal_actions`): every computer player chooses among
    them only, so no house rule can make it loop on a refused move."""
    return view.rules.structure.legal(view)


def judged(view: Any) -> bool:
    """Does a house rule judge moves at this table (``rummy_judge_meld``,
    ``rummy_judge_action``)?"""
    house = getattr(view.rules, "house", None)
    return house is not None and (house.meld_judges or house.action_judges)


def refused(view: Any, action: Any) -> bool:
    """Would the engine refuse ``action`` from the seat of ``view`` (the rules of play and
    the house rules' judges, :meth:`~rummy_desktop.core.legal.Legal.accepts`)?"""
    return not legal(view).accepts(action)


def listed(options: Any, action: Any) -> Any:
    """The action of ``options`` (listed legal actions) that is the same move as ``action``
    (a meld's cards in any order, its jokers' faces), or None: a player ranks its own
    candidates and plays the listed one."""
    key = move_key(action)
    return next((a for a in options if move_key(a) == key), None)


def move_key(action: Any) -> tuple:
    """A move however it is written: its type, its cards as a set, its jokers' faces."""
    melds = getattr(action, "melds", None)
    if melds is not None:  # several melds as one: the melds as sets, in any order
        return (action.type, frozenset(frozenset(m) for m in melds), frozenset(action.jokers.items()))
    cards = getattr(action, "cards", None)
    jokers = getattr(action, "jokers", None)
    return (action.type, frozenset(cards) if cards is not None else getattr(action, "card", None),
            getattr(action, "group", None), getattr(action, "joker_as", None),
            frozenset(jokers.items()) if jokers else None)
