"""Which hand cards can reach the table, cheaply (RULES.md §2.0.4, §2.0.6): the questions
of the Manipulation family that need no full search.

* :func:`hand_group`: a valid group made only of hand cards;
* :func:`single_lay_offs`: every hand card that extends a table group alone;
* :func:`simple_play`: one of those two plays that the Done check accepts;
* :func:`untouchable`: no hand card can be in any group at all (no search needed);
* :func:`play_exists`: does any play exist (the mandatory-meld reminder's check);
* :func:`commit_accepted`: the Done check of a whole new table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import joker_options, judge_faces
from rummy_desktop.core.table_check import Table, check_commit

from .templates import templates, threes_with

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView


def position_of(view: SeatView) -> tuple[list[list[int]], dict[int, int], list[int], Any, list[int], bool]:
    """(table, declared, hand, rules, loose, opened) of the seat of ``view``: the position
    the Manipulation family's searches take."""
    rules = view.rules
    if rules is None:
        raise ValueError("the view carries no rules")
    opened = True
    if view.seat is not None and view.opened and view.seat < len(view.opened):
        opened = bool(view.opened[view.seat])
    return ([list(g) for g in view.table], dict(view.declared), list(view.hand), rules,
            list(view.loose), opened)


def commit_accepted(table, declared, hand, rules, loose, opened, groups, decl) -> bool:
    """Would Done accept ``groups`` (with the jokers ``decl``) as the new table?"""
    try:
        check_commit(Table([list(g) for g in table], dict(declared), list(loose)), hand, groups,
                     decl, rules, opened)
        return True
    except IllegalAction:
        return False


def hand_group(hand: Sequence[int], rules, natural_run_only: bool = False) -> tuple[list[int], dict[int, int]] | None:
    """A valid group made only of ``hand`` cards (jokers declared), or None."""
    meld = rules.meld
    by_face: dict[int, int] = {}
    for c in hand:
        if c < JOKER_BASE:
            by_face.setdefault(c % 52, c)
    jokers = [] if natural_run_only else [c for c in hand if c >= JOKER_BASE]
    cap = meld.max_jokers
    best = None
    for t in templates(meld.ace_mode):
        if natural_run_only and (len(t) != 3 or len({f // 13 for f in t}) != 1):
            continue
        missing = [f for f in t if f not in by_face]
        allowed = len(t) - 1 if cap is None else min(cap, len(t) - 1)
        if len(missing) > min(allowed, len(jokers)):
            continue
        cards = [by_face[f] for f in t if f in by_face]
        decl = {}
        for f, j in zip(missing, jokers):
            cards.append(j)
            decl[j] = f
        if best is None or len(missing) < len(best[1]):
            best = (cards, decl)
            if not missing:
                break
    return best


def single_lay_offs(table: Sequence[Sequence[int]], declared: dict[int, int], hand: Sequence[int], meld):
    """(hand card, group index, joker face or None) for every single card that extends a group."""
    out: list[tuple[int, int, int | None]] = []
    for gi, g in enumerate(table):
        known = [declared[c] if c >= JOKER_BASE else c % 52 for c in g]
        for c in hand:
            if c >= JOKER_BASE:
                if meld.max_jokers is not None and sum(1 for x in g if x >= JOKER_BASE) >= meld.max_jokers:
                    continue
                opts = joker_options(known, 1, meld)
                if opts:
                    out.append((c, gi, opts[0][0]))
            elif judge_faces(known + [c % 52], meld) in ("set", "run"):
                out.append((c, gi, None))
    return out


def simple_play(table, declared, hand, rules, loose, opened) -> tuple[list[list[int]], dict[int, int]] | None:
    """A play that changes no table group (a new group of hand cards) or one (a hand card
    laid on it), as (the new table, its jokers' faces), when the Done check accepts one."""
    table = [list(g) for g in table]
    if rules.opening_run and not opened:
        found = hand_group(hand, rules, natural_run_only=True)
        if found and commit_accepted(table, declared, hand, rules, loose, opened, table + [found[0]], found[1]):
            return table + [found[0]], found[1]
        return None
    found = hand_group(hand, rules)
    if found and commit_accepted(table, declared, hand, rules, loose, opened, table + [found[0]], found[1]):
        return table + [found[0]], found[1]
    for c, gi, f in single_lay_offs(table, declared, hand, rules.meld):
        groups = [list(g) + ([c] if i == gi else []) for i, g in enumerate(table)]
        decl = {c: f} if f is not None else {}
        if commit_accepted(table, declared, hand, rules, loose, opened, groups, decl):
            return groups, decl
    return None


def untouchable(table, declared, hand, rules, loose) -> bool:
    """True when no hand card can be in any valid group of table + hand + loose cards."""
    meld = rules.meld
    avail: set[int] = set()
    wild = 0
    for g in table:
        for c in g:
            if c < JOKER_BASE:
                avail.add(c % 52)
            else:
                avail.add(declared[c])
                wild += 1
    for c in list(hand) + list(loose):
        if c < JOKER_BASE:
            avail.add(c % 52)
        else:
            wild += 1
    if any(c >= JOKER_BASE for c in hand):
        return False
    allowed = min(wild, 2 if meld.max_jokers is None else min(meld.max_jokers, 2))
    threes = threes_with(meld.ace_mode)
    for f in {c % 52 for c in hand}:
        for t in threes.get(f, ()):
            if sum(1 for x in t if x not in avail) <= allowed:
                return False
    return True


def play_exists(view: SeatView) -> bool:
    """Does any play exist (§2.0.4)? The mandatory-meld reminder's check."""
    table, declared, hand, rules, loose, opened = position_of(view)
    if not hand:
        return False
    if simple_play(table, declared, hand, rules, loose, opened) is not None:
        return True
    if rules.opening_run and not opened:
        return False  # the opening run is itself a group of hand cards
    from .exact import any_play  # (it answers an untouchable hand without a search)

    return any_play(table, declared, hand, rules, loose=loose, opened=opened) is not None
