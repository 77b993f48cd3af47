"""Where the groups of a rearranged table go: each keeps the place of the group it came from.

In the Manipulation family the table is common property and a commit lists every group of
the new table, in any order (RULES.md §1.4: order is not significant). A computer player's
search returns its groups in whatever order it found them, which would reshuffle the whole
table on every turn. :func:`match_groups` pairs the groups before and after a commit (an
unchanged group with itself, a changed one with the old group it shares the most cards
with); :func:`stable_order` puts each new group in the place of its partner, brand-new
groups in the places of dissolved ones and then at the end. Only dissolved groups that no
new group replaces close up. Pure: the session orders computer commits with it and the
move log uses the same pairing to say which cards moved.
"""

from __future__ import annotations

from collections.abc import Sequence


def match_groups(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> dict[int, int]:
    """``{index in after: index in before}``: one-to-one, unchanged groups first, then by the
    most cards shared (ties: the earlier old group, the earlier new group)."""
    pairs: dict[int, int] = {}
    taken: set[int] = set()
    where = {frozenset(g): i for i, g in enumerate(before)}
    for j, g in enumerate(after):
        i = where.get(frozenset(g))
        if i is not None and i not in taken:
            pairs[j] = i
            taken.add(i)
    old_sets = [set(g) for g in before]
    candidates = sorted(
        (-len(set(g) & old_sets[i]), i, j)
        for j, g in enumerate(after) if j not in pairs
        for i in range(len(before)) if i not in taken and set(g) & old_sets[i]
    )
    for _, i, j in candidates:
        if j not in pairs and i not in taken:
            pairs[j] = i
            taken.add(i)
    return pairs


def stable_order(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> list[list[int]]:
    """``after``'s groups (each as given) in places that follow ``before``."""
    pairs = match_groups(before, after)
    slots: list[list[int] | None] = [None] * len(before)
    for j, i in pairs.items():
        slots[i] = list(after[j])
    rest = [list(g) for j, g in enumerate(after) if j not in pairs]
    for i in range(len(slots)):
        if slots[i] is None and rest:
            slots[i] = rest.pop(0)
    return [g for g in slots if g is not None] + rest
