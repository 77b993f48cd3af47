"""A round's goal laid whole at the table (a rule set with ``rounds`` goals, such as a
contract: several melds in one move). The player selects every card of the goal and drops
them on the table together (the mouse, or Enter on the new group): the table finds how the
cards split into the goal's melds, asks which card a joker is when more than one fits, and
plays it as one ``meld_many`` action. Nothing here names a rule set: the goal and the
legal actions come from the engine.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from rummy_desktop.core.actions import MeldMany
from rummy_desktop.core.legal import hand_melds, legal_actions

from .reasons import card_text, goal_label

if TYPE_CHECKING:
    from .draw_discard import DrawDiscardFlow


def laid_whole(view: Any) -> bool:
    """The seat must lay the round's goal, all of it in one move, before anything else."""
    return "meld_many" in view.open_actions


def splits(view: Any, cards: list[int]) -> Iterator[MeldMany]:
    """The ways ``cards`` (all of them) split into the goal's melds, each meld valid, with
    its jokers' faces: the player's own candidates, for the engine to judge."""
    rules = view.rules
    k = len(rules.goal.melds)
    every = frozenset(cards)
    melds = [(frozenset(m), m, d) for m, d in hand_melds(cards, rules.meld, rules.joker_policy != "none")]

    def walk(chosen: tuple, used: frozenset) -> Iterator[MeldMany]:
        if used == every:
            if len(chosen) == k:
                yield MeldMany(melds=tuple(m for _, m, _ in chosen),
                               jokers={j: f for _, _, d in chosen for j, f in d.items()})
            return
        if len(chosen) == k:
            return
        first = min(every - used)  # the meld that holds the lowest card left, then the others
        for s, m, d in melds:
            if first in s and not s & used:
                yield from walk(chosen + ((s, m, d),), used | s)

    yield from walk((), frozenset())


def lay(flow: DrawDiscardFlow, cards: list[int]) -> bool:
    """Lay the goal with ``cards`` dropped on the table: the first split the engine accepts,
    the jokers' faces asked when more than one fits; else the reason in words."""
    view = flow.view
    found = legal_actions(view).first(splits(view, cards))
    if found is None:
        flow.table.show_refusal("goal_not_met", {"goal": view.rules.goal.label})
        return False
    melds = found.melds
    # Asked, not guessed: the engine names a joker whose card is not plain from its meld.
    return flow.submit_with_jokers(lambda j: MeldMany(melds=melds, jokers=dict(j)))


def prompt(view: Any) -> str:
    """The turn's prompt while the goal is to be laid whole."""
    return QCoreApplication.translate(
        "RoundGoal", "Lay your goal ({goal}): select all its cards and drop them on the table together; "
        "or drop a card on the pile to discard.").format(goal=goal_label(view.rules.goal.label))


def hint_text(action: MeldMany) -> str:
    """A hint that lays the goal, every meld named."""
    melds = " · ".join(" ".join(card_text(c, action.jokers.get(c)) for c in m) for m in action.melds)
    return QCoreApplication.translate("RoundGoal", "Hint: lay your goal at once: {melds}.").format(melds=melds)
