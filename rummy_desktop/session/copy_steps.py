"""The steps that turn the Manipulation family's working copy into a hinted table ("Show
me"), each one a move a player's drag makes: some cards from one place (the hand, the
table's groups, or the loose cards) to one target (a group, the new-group slot, the hand,
the loose cards).

The steps are found one at a time from the copy as it is, so a player who moves cards in
between does not lead them astray: each target group is matched with the group of the
copy it shares the most cards with (:func:`~rummy_desktop.core.table_order.match_groups`,
as the hint pairs them to say which placed cards it keeps), and the next step brings the
cards it lacks (a new group where it shares none), after taking back to the hand the hand
cards the target does not use.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.core.table_order import match_groups

from .working_copy import GROUP, HAND, LOOSE, NEW, Target, WorkingCopy


def _one_place(wc: WorkingCopy, cards: Sequence[int]) -> list[int]:
    """The cards of ``cards`` that one drag can carry: those in the hand, else those in
    the table's groups, else the loose ones (a drag takes cards of one kind of place)."""
    for where in (wc.hand, [c for g in wc.groups for c in g], wc.loose):
        here = set(where)
        some = [c for c in cards if c in here]
        if some:
            return some
    return []


def next_step(wc: WorkingCopy, table: Sequence[Sequence[int]]) -> tuple[list[int], Target] | None:
    """The next drag that brings the copy closer to ``table`` (the hint's new table:
    every group, table and hand cards), or None when the copy holds it (as sets of cards;
    the copy orders each group itself)."""
    target = [set(g) for g in table if g]
    wanted = set().union(*target) if target else set()
    hand0 = set(wc.hand0)
    back = [c for g in wc.groups for c in g if c in hand0 and c not in wanted]
    if back:
        return back, Target(HAND)
    matched = match_groups(wc.groups, [list(t) for t in target])
    for ti, t in enumerate(target):
        gi = matched.get(ti)
        ordered = [c for c in table[ti] if c in t]
        if gi is None:
            return _one_place(wc, ordered), Target(NEW)
        missing = [c for c in ordered if c not in set(wc.groups[gi])]
        if missing:
            return _one_place(wc, missing), Target(GROUP, gi)
    loose0 = set(wc.t0.loose)
    stray = [c for g in wc.groups for c in g if c in loose0 and c not in wanted]
    if stray:
        return stray, Target(LOOSE)
    return None


def holds(wc: WorkingCopy, table: Sequence[Sequence[int]]) -> bool:
    """The copy's groups are ``table``'s (as sets of cards)."""
    return sorted(map(sorted, wc.groups)) == sorted(sorted(g) for g in table if g)
