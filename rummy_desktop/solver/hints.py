"""Hints and the mandatory-meld reminder (RULES.md §2.0.4, §2.0.6).

Cheap answers first: a new group made only of hand cards (changes nothing), then one hand
card laid on a table group (changes one group, no rearrangement). Only when neither
exists does the exact search look for the play that changes the fewest groups.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import joker_options, judge_faces

from .templates import templates, threes_with

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView


@dataclass(frozen=True)
class Hint:
    card: int | None  # one hand card of the play (the card to take, before a draw; None: the stock)
    groups: tuple[int, ...]  # indices into view.table of the groups the play changes
    rearrange: bool  # the table must be rearranged (§2.0.4)
    # the engine actions that make the play, in order (a Commit of the new table in the
    # Manipulation family; a draw, meld, lay-off or joker swap in the draw-and-discard games)
    actions: tuple[Any, ...] = field(default=(), compare=False)
    # draw-and-discard games: why (a reason code of :mod:`rummy_desktop.ai.advice`, which
    # the table translates) and its parameters
    reason: str = field(default="", compare=False)
    params: dict[str, Any] = field(default_factory=dict, compare=False)


def _commit(groups, decl) -> tuple[Any, ...]:
    from rummy_desktop.core.actions import Commit

    return (Commit(table=tuple(tuple(g) for g in groups), jokers=dict(decl)),)


def _position(view: "SeatView"):
    rules = view.rules
    if rules is None:
        raise ValueError("the view carries no rules")
    opened = True
    if view.seat is not None and view.opened and view.seat < len(view.opened):
        opened = bool(view.opened[view.seat])
    return ([list(g) for g in view.table], dict(view.declared), list(view.hand), rules,
            list(view.loose), opened)


def _check(table, declared, hand, rules, loose, opened, groups, decl) -> bool:
    from rummy_desktop.core.actions import IllegalAction
    from rummy_desktop.core.table_check import Table, check_commit

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


def lay_offs(table: Sequence[Sequence[int]], declared: dict[int, int], hand: Sequence[int], meld):
    """(hand card, group index, joker face or None) for every single card that extends a group."""
    out = []
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


def _cheap(table, declared, hand, rules, loose, opened) -> Hint | None:
    if rules.opening_run and not opened:
        found = hand_group(hand, rules, natural_run_only=True)
        if found and _check(table, declared, hand, rules, loose, opened, table + [found[0]], found[1]):
            return Hint(found[0][0], (), False, _commit(table + [found[0]], found[1]))
        return None
    found = hand_group(hand, rules)
    if found and _check(table, declared, hand, rules, loose, opened, table + [found[0]], found[1]):
        cards = found[0]
        return Hint(next((c for c in cards if c < JOKER_BASE), cards[0]), (), False,
                    _commit(table + [cards], found[1]))
    for c, gi, f in lay_offs(table, declared, hand, rules.meld):
        groups = [list(g) + ([c] if i == gi else []) for i, g in enumerate(table)]
        decl = {c: f} if f is not None else {}
        if _check(table, declared, hand, rules, loose, opened, groups, decl):
            return Hint(c, (gi,), False, _commit(groups, decl))
    return None


def hint(view: "SeatView", time_budget: float | None = None) -> Hint | None:
    """One playable card, the table groups the play changes and whether the table must be
    rearranged; a play without rearrangement first, then the smallest change.

    In the draw-and-discard games the hint is the move the engine accepts now (see
    :mod:`.discard_hints`): the Expert's, thinking ``time_budget`` seconds (None: the
    hint's default). The Manipulation family's hint is exact, whatever the time."""
    if view.rules is not None and view.rules.turn == "draw-meld-discard":
        from .discard_hints import hint as discard_hint

        return discard_hint(view, time_budget)
    if view.open_actions and "commit" not in view.open_actions and "draw" in view.open_actions:
        # Carousel before its first draw: nothing may be played yet
        from rummy_desktop.core.actions import Draw

        return Hint(None, (), False, (Draw(),))
    found = hint_position(*_position(view))
    if found is not None and found.actions:
        from rummy_desktop.ai.common import refused

        if refused(view, found.actions[0]):  # a house rule refuses the play: no hint to give
            return None
    return found


def hint_position(table, declared, hand, rules, loose=(), opened=True) -> Hint | None:
    """:func:`hint` for a position given by its parts."""
    table = [list(g) for g in table]
    loose = list(loose)
    hand = list(hand)
    if not hand:
        return None
    h = _cheap(table, declared, hand, rules, loose, opened)
    if h is not None:
        return h
    from .exact import least_change

    sol = least_change(table, declared, hand, rules, loose=loose, opened=opened)
    if sol is None:
        return None
    return Hint(sol.hint_card, tuple(sol.changed), sol.rearrange, _commit(sol.table, sol.declared))


def _untouchable(table, declared, hand, rules, loose) -> bool:
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


def play_exists(view: "SeatView") -> bool:
    """Does any play exist (§2.0.4)? The mandatory-meld reminder's check."""
    table, declared, hand, rules, loose, opened = _position(view)
    if not hand:
        return False
    if _cheap(table, declared, hand, rules, loose, opened) is not None:
        return True
    if rules.opening_run and not opened:
        return False  # the opening run is itself a group of hand cards
    from .exact import any_play  # (it answers an untouchable hand without a search)

    return any_play(table, declared, hand, rules, loose=loose, opened=opened) is not None
