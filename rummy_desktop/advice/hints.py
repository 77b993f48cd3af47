"""The hint: the move the judge finds best for the seat to play now, as the engine actions
that make it, with every card it plays and why (RULES.md §2.0.4, §2.0.6).

* The Manipulation family (:mod:`.manipulation`): the whole best move of the turn, found
  by the exact search with the objective the review judges by (the most cards, or the
  most card points where a hand counts by points), shown as the layout the table ends
  in; from a working copy the player has touched, the best move reachable from it, with
  the placed cards it keeps, moves or takes back and why.
* The draw-and-discard games (:mod:`.discard`): the judge's choice (:mod:`.judge`), the
  same as the review's best.
* A lesson: the step's own move (:func:`hint_of`).

When no play is found the hint is still a move (``no_play``): draw, pass, or withdraw,
so Show me can make it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rummy_desktop.core.actions import Commit, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE

from .judge import Walker

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView


@dataclass(frozen=True)
class CopyPlan:
    """What the hint does with the cards the player already placed from the hand this
    turn (the Manipulation family's working copy): ``kept`` stay in their group, ``moved``
    go to another group (each: cards, the group they end in), ``back`` return to the hand
    (each: the card and why: ``"cannot_join"``, no play this turn places it, or
    ``"not_best"``, the best play does without it)."""

    kept: tuple[int, ...] = ()
    moved: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = ()
    back: tuple[tuple[int, str], ...] = ()

    @property
    def touched(self) -> bool:
        return bool(self.kept or self.moved or self.back)


@dataclass(frozen=True)
class Hint:
    """A whole move: every card it plays and where each goes, as the engine actions that
    make it."""

    card: int | None  # one hand card of the play (the card to take, before a draw; None: the stock)
    groups: tuple[int, ...]  # indices into view.table of the groups the play changes
    rearrange: bool  # the table must be rearranged (§2.0.4)
    # the engine actions that make the play, in order (a Commit of the new table in the
    # Manipulation family; a draw, meld, lay-off or joker swap in the draw-and-discard games)
    actions: tuple[Any, ...] = field(default=(), compare=False)
    # why (a reason code of :mod:`.reasons`, which the interface words) and its parameters
    reason: str = field(default="", compare=False)
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    # every card of the move that leaves the hand (or, before a draw, the pile's cards it
    # takes), in the order shown
    cards: tuple[int, ...] = field(default=(), compare=False)
    # the Manipulation family: the working copy already holds the play (press Done)
    done: bool = field(default=False, compare=False)
    # no play was found: the move is the draw (pass, withdraw) that ends the turn
    no_play: bool = field(default=False, compare=False)
    # the Manipulation family: the cards the player placed this turn, kept, moved or taken back
    plan: CopyPlan = field(default_factory=CopyPlan, compare=False)


def draw_and_discard(view: SeatView) -> bool:
    """Is ``view`` a draw-and-discard game's (one question, asked here only: of the turn structure)?"""
    return view.rules is not None and not view.rules.structure.working_copy


def hint(view: SeatView, walker: Any = None, budget: float | None = None) -> Hint | None:
    """The hint for the seat of ``view`` from the start of its turn (None when it is not
    the seat's turn to move). In the draw-and-discard games ``walker`` is the seat's
    :class:`~.judge.Walker`, walked through its decisions of the round so far (it is
    walked through this one too: pass a copy to keep it); None: a fresh one, which
    remembers nothing of the round. ``budget``: the seconds the judge may take at most
    (None: :data:`.discard.HINT_BUDGET`, never reached in practice; ``math.inf``: none)."""
    assert view.seat is not None  # a player's view, not a spectator's
    if draw_and_discard(view):
        # here, not at the top: .discard and .manipulation import Hint from this module (a cycle)
        from .discard import HINT_BUDGET
        from .discard import hint as discard_hint

        return discard_hint(view, walker if walker is not None else Walker(view.seat),
                            HINT_BUDGET if budget is None else budget)
    # here, not at the top: .discard and .manipulation import Hint from this module (a cycle)
    from .manipulation import hint as manipulation_hint

    return manipulation_hint(view)


def hint_from_copy(view: SeatView, groups, hand, loose, declarations) -> Hint | None:
    """The Manipulation family's hint from the table as the player has left it (see
    :func:`.manipulation.hint_from_copy`)."""
    # here, not at the top: .discard and .manipulation import Hint from this module (a cycle)
    from .manipulation import hint_from_copy as from_copy

    return from_copy(view, groups, hand, loose, declarations)


def played_cards(*actions: Any) -> tuple[int, ...]:
    """Every card the actions take from the pile or play from the hand, in order (a meld's
    cards as the table will show them)."""
    out: list[int] = []
    for a in actions:
        if a is None:
            continue
        played = getattr(a, "cards", None) or [c for m in getattr(a, "melds", None) or () for c in m]
        for c in played or ((a.card,) if getattr(a, "card", None) is not None else ()):
            if c not in out:
                out.append(c)
    return tuple(out)


def hint_of(view: SeatView, actions: Sequence[Any]) -> Hint:
    """The hint that gives ``actions`` (a lesson step's expected move, say): every card of
    the move, the table groups it changes, and whether it rearranges the table."""
    first = actions[0]
    if isinstance(first, Commit):
        # here, not at the top: .discard and .manipulation import Hint from this module (a cycle)
        from .manipulation import commit_hint

        h = commit_hint(view, [list(g) for g in first.table], dict(first.jokers))
        return Hint(h.card, h.groups, h.rearrange, tuple(actions), cards=h.cards)  # as given (a knock stays a knock)
    top = (view.discard[-1],) if isinstance(first, TakeDiscard) and view.discard else ()
    cards = top + tuple(c for c in played_cards(*actions) if c not in top)
    card = next((c for c in cards if c < JOKER_BASE), cards[0] if cards else None)
    groups = tuple(g for g in (getattr(a, "group", None) for a in actions) if g is not None)
    return Hint(card, groups, False, tuple(actions), "play", {}, cards=cards)
