"""The Manipulation family's hint: the whole best move of the turn.

The exact search (:func:`rummy_desktop.solver.solve`) finds the play with the most cards
placed, or the most card points where a hand counts by its points
(:func:`~rummy_desktop.solver.values.objective_of`), ties toward the fewest table groups
changed: the same search and objective the review judges by (:func:`best_play`), so a
player who follows the hint is told "best". The hint is that play's new table, its
groups in display order (runs by rank, the ace where it stands; sets by suit).

From a working copy the player has touched (:func:`hint_from_copy`) the hint is the best
move reachable from it: the player may take back any card placed from the hand this
turn, so the best play from the start of the turn is always reachable. When the copy is
valid and the best play from it places as much as the best play of the turn, the hint
builds on it (every card placed stays where it is); otherwise it is the best play of the
turn. Either way :class:`~.hints.CopyPlan` says which placed cards it keeps, moves or
takes back, and why a card comes back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rummy_desktop.ai.common import refused
from rummy_desktop.core.actions import Commit, Draw, IllegalAction, Pass
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.table_check import Table, check_commit, sort_group
from rummy_desktop.core.table_order import match_groups
from rummy_desktop.solver import can_place, solve
from rummy_desktop.solver.reach import commit_accepted, position_of
from rummy_desktop.solver.values import objective_of, value_function

from .hints import CopyPlan, Hint

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView


def best_play(view: SeatView, proven: bool = False) -> Any:
    """The best play of the seat of ``view`` (a :class:`~rummy_desktop.solver.Solution`),
    or None when no play exists: the review's "possible" and the hint's move. The count or
    value is always proven; the tie-break (fewest groups changed) within the solver's time
    for it, or, ``proven``, to the end (the review: the same answer on every machine)."""
    table, declared, hand, rules, loose, opened = position_of(view)
    if not hand:
        return None
    kw = {"time_limit": None} if proven else {}
    return solve(table, declared, hand, rules, loose=loose, opened=opened, objective=objective_of(rules), **kw)


def _worth(view: SeatView, sol: Any) -> int:
    """What ``sol`` places, by the objective (cards or card points)."""
    return sol.value if objective_of(view.rules) == "value" else sol.count


def _placed_worth(view: SeatView, cards: Sequence[int]) -> int:
    if objective_of(view.rules) == "value":
        value = value_function(view.rules.variant)
        return sum(value(c) for c in cards)
    return len(cards)


def _refused(view: SeatView, action: Any) -> bool:
    return refused(view, action)


def in_order(groups: Sequence[Sequence[int]], declared: dict[int, int], rules: Any) -> list[list[int]]:
    """``groups`` in display order (runs by rank position, sets by suit)."""
    out = []
    for g in groups:
        try:
            out.append(sort_group(g, declared, rules.meld))
        except (KeyError, ValueError):  # a group the rules cannot read: as given
            out.append(list(g))
    return out


def _rearranged(table0: Sequence[Sequence[int]], loose0: Sequence[int], new: Sequence[Sequence[int]]) -> bool:
    """Does going from ``table0`` to ``new`` rearrange the table (§2.0.4): a group takes
    cards of two groups (or loose cards), or a group loses cards?"""
    origin: dict[int, object] = {c: i for i, g in enumerate(table0) for c in g}
    origin.update({c: ("loose", c) for c in loose0})
    for g in new:
        units = {origin[c] for c in g if c in origin}
        if len(units) > 1:
            return True
        if len(units) == 1:
            u = next(iter(units))
            if isinstance(u, int) and not set(table0[u]) <= set(g):
                return True
    return False


def commit_hint(view: SeatView, groups: Sequence[Sequence[int]], declared: dict[int, int]) -> Hint:
    """The hint that lays the table out as ``groups`` (from the start of the turn)."""
    rules = view.rules
    table0 = [list(g) for g in view.table]
    groups = in_order(groups, {**dict(view.declared), **dict(declared)}, rules)
    held = set(view.hand)
    placed = tuple(c for g in groups for c in g if c in held)
    new = {frozenset(g) for g in groups}
    changed = tuple(i for i, g in enumerate(table0) if frozenset(g) not in new)
    card = next((c for c in placed if c < JOKER_BASE), placed[0] if placed else None)
    commit = Commit(table=tuple(tuple(g) for g in groups), jokers=dict(declared))
    return Hint(card, changed, _rearranged(table0, view.loose, groups), (commit,), cards=placed)


def _no_play(view: SeatView, back: Sequence[tuple[int, str]] = ()) -> Hint | None:
    """No play: the move that ends the turn without one (draw, or pass), with the placed
    cards to take back first."""
    acts = set(view.open_actions)
    action = Draw() if "draw" in acts else Pass() if "pass" in acts else None
    if action is None:
        return None
    return Hint(None, (), False, (action,), no_play=True, plan=CopyPlan(back=tuple(back)))


def hint(view: SeatView) -> Hint | None:
    """The whole best move of the seat of ``view`` from the start of its turn."""
    acts = view.open_actions
    if not acts or not view.hand:
        return None
    if "commit" not in acts and "draw" in acts:
        return Hint(None, (), False, (Draw(),))  # Carousel before its first draw: nothing may be played yet
    if "commit" not in acts:
        return None
    sol = best_play(view)
    if sol is None:
        return _no_play(view)
    h = commit_hint(view, sol.table, sol.declared)
    if _refused(view, h.actions[0]):
        return _no_play(view)  # a house rule refuses the play: no other is looked for
    return h


def _why_back(view: SeatView, card: int) -> str:
    """Why a placed card goes back to the hand: no play this turn places it, or the best
    play does without it."""
    table, declared, hand, rules, loose, opened = position_of(view)
    return "not_best" if can_place(table, declared, hand, rules, card, loose=loose, opened=opened) else "cannot_join"


def copy_plan(view: SeatView, groups: Sequence[Sequence[int]], target: Sequence[Sequence[int]]) -> CopyPlan:
    """What becomes of the hand cards placed in ``groups`` (the copy) when the table goes
    to ``target``: kept in the group the target keeps in their place, moved, or back
    (:class:`~.hints.CopyPlan`). The copy's groups are paired with the target's as Show me
    pairs them (:func:`~rummy_desktop.core.table_order.match_groups`)."""
    held = set(view.hand)
    groups = [list(g) for g in groups if g]
    target = [list(g) for g in target if g]
    pairs = match_groups(groups, target)  # target index -> copy index
    where = {c: i for i, g in enumerate(groups) for c in g}
    goes = {c: j for j, g in enumerate(target) for c in g}
    kept: list[int] = []
    moved: dict[int, list[int]] = {}
    back: list[tuple[int, str]] = []
    for g in groups:
        for c in g:
            if c not in held:
                continue
            j = goes.get(c)
            if j is None:
                back.append((c, _why_back(view, c)))
            elif pairs.get(j) == where[c]:
                kept.append(c)
            else:
                moved.setdefault(j, []).append(c)
    at = {c: (j, i) for j, g in enumerate(target) for i, c in enumerate(g)}  # as the target shows them
    kept.sort(key=at.__getitem__)
    for cs in moved.values():
        cs.sort(key=at.__getitem__)
    return CopyPlan(tuple(kept), tuple((tuple(cs), tuple(target[j])) for j, cs in sorted(moved.items())),
                    tuple(back))


def hint_from_copy(view: SeatView, groups, hand, loose, declarations) -> Hint | None:
    """The hint from the table as the player has left it: the working copy's ``groups``,
    ``loose`` cards and joker ``declarations``, with ``hand`` the cards still in the hand
    (RULES.md §2.0: the copy is judged only at Done). See the module's text; ``done`` when
    the copy already holds a best play (press Done)."""
    table0, declared0, hand0, rules, loose0, opened = position_of(view)
    groups = [list(g) for g in groups if g]
    held = set(hand0)
    placed = [c for g in groups for c in g if c in held]
    if groups == table0 and list(loose) == loose0 and not placed:
        return hint(view)
    if "commit" not in view.open_actions:
        return hint(view)
    best = best_play(view)
    if best is None or _refused(view, commit_hint(view, best.table, best.declared).actions[0]):
        return _no_play(view, [(c, "cannot_join") for c in placed])
    goal = _worth(view, best)
    target: tuple[list[list[int]], dict[int, int]] | None = None
    try:
        now = check_commit(Table(table0, declared0, loose0), hand0, groups, dict(declarations), rules, opened).table
    except IllegalAction:
        now = None
    if now is not None:
        got = _placed_worth(view, placed)
        further = None
        if hand:
            further = solve(now.groups, now.declared, list(hand), rules, loose=now.loose, opened=True,
                            objective=objective_of(rules))
        more = _worth(view, further) if further is not None else 0
        if got >= goal and not more:
            h = commit_hint(view, groups, {**dict(now.declared)})
            return replace(h, done=True, plan=CopyPlan(kept=tuple(placed)))
        if further is not None and got + more >= goal:
            decl = {**dict(now.declared), **dict(further.declared)}
            new_table = [list(g) for g in further.table]
            if commit_accepted(table0, declared0, hand0, rules, loose0, opened, new_table, decl):
                target = (new_table, decl)
    if target is None:
        target = ([list(g) for g in best.table], dict(best.declared))
    h = commit_hint(view, *target)
    if _refused(view, h.actions[0]):
        return _no_play(view, [(c, "cannot_join") for c in placed])
    return replace(h, plan=copy_plan(view, groups, h.actions[0].table))
