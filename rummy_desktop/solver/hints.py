"""Hints and the mandatory-meld reminder (RULES.md §2.0.4, §2.0.6).

Cheap answers first: a new group made only of hand cards (changes nothing), then one hand
card laid on a table group (changes one group, no rearrangement). Only when neither
exists does the exact search look for the play that changes the fewest groups.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Sequence

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import joker_options, judge_faces

from .templates import templates, threes_with

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView


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
    # draw-and-discard games: why (a reason code of :mod:`rummy_desktop.ai.advice`, which
    # the table translates) and its parameters
    reason: str = field(default="", compare=False)
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    # every card of the move that leaves the hand (or, before a draw, the pile's cards it
    # takes), in the order shown
    cards: tuple[int, ...] = field(default=(), compare=False)
    # the Manipulation family: the working copy already holds the play (press Done)
    done: bool = field(default=False, compare=False)


def _commit(groups, decl) -> tuple[Any, ...]:
    from rummy_desktop.core.actions import Commit

    return (Commit(table=tuple(tuple(g) for g in groups), jokers=dict(decl)),)


def _placed(groups, hand) -> tuple[int, ...]:
    """The hand cards in ``groups``, in table order: the cards a commit plays."""
    held = set(hand)
    return tuple(c for g in groups for c in g if c in held)


def _commit_hint(table, hand, groups, decl, changed, rearrange) -> Hint:
    placed = _placed(groups, hand)
    card = next((c for c in placed if c < JOKER_BASE), placed[0] if placed else None)
    return Hint(card, tuple(changed), rearrange, _commit(groups, decl), cards=placed)


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
            return _commit_hint(table, hand, table + [found[0]], found[1], (), False)
        return None
    found = hand_group(hand, rules)
    if found and _check(table, declared, hand, rules, loose, opened, table + [found[0]], found[1]):
        return _commit_hint(table, hand, table + [found[0]], found[1], (), False)
    for c, gi, f in lay_offs(table, declared, hand, rules.meld):
        groups = [list(g) + ([c] if i == gi else []) for i, g in enumerate(table)]
        decl = {c: f} if f is not None else {}
        if _check(table, declared, hand, rules, loose, opened, groups, decl):
            return _commit_hint(table, hand, groups, decl, (gi,), False)
    return None


def hint(view: "SeatView", time_budget: float | None = None) -> Hint | None:
    """One playable card, the table groups the play changes and whether the table must be
    rearranged; a play without rearrangement first, then the smallest change.

    In the draw-and-discard games the hint is the move the engine accepts now (see
    :mod:`.discard_hints`): the Expert's, thinking ``time_budget`` seconds (None: the
    hint's default). The Manipulation family's hint is exact, whatever the time."""
    if view.rules is not None and not view.rules.structure.working_copy:
        from .discard_hints import hint as discard_hint

        return discard_hint(view, time_budget)
    if view.open_actions and "commit" not in view.open_actions and "draw" in view.open_actions:
        # Carousel before its first draw: nothing may be played yet
        from rummy_desktop.core.actions import Draw

        return Hint(None, (), False, (Draw(),))
    found = hint_position(*_position(view))
    if found is not None and found.actions and _refused(view, found.actions[0]):
        return None  # a house rule refuses the play: no hint to give
    return found


def _refused(view: "SeatView", action: Any) -> bool:
    """A house rule of the table refuses ``action``."""
    from rummy_desktop.ai.common import refused

    return refused(view, action)


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
    return _commit_hint(table, hand, sol.table, sol.declared, sol.changed, sol.rearrange)


def hint_of(view: "SeatView", actions: Sequence[Any]) -> Hint:
    """The hint that gives ``actions`` (a lesson step's expected move, say): every card of
    the move, the table groups it changes, and whether it rearranges the table."""
    from rummy_desktop.core.actions import Commit

    first = actions[0]
    if isinstance(first, Commit):
        table0 = [list(g) for g in view.table]
        new = [set(g) for g in first.table]
        changed = [i for i, g in enumerate(table0) if set(g) not in new]
        rearrange = any(not any(set(g) <= n for n in new) for g in table0)
        h = _commit_hint(table0, view.hand, [list(g) for g in first.table], first.jokers, changed, rearrange)
        return replace(h, actions=tuple(actions))  # as given (a knock stays a knock)
    from rummy_desktop.core.actions import TakeDiscard

    from .discard_hints import _cards

    top = (view.discard[-1],) if isinstance(first, TakeDiscard) and view.discard else ()
    cards = top + tuple(c for c in _cards(*actions) if c not in top)
    card = next((c for c in cards if c < JOKER_BASE), cards[0] if cards else None)
    groups = tuple(g for g in (getattr(a, "group", None) for a in actions) if g is not None)
    return Hint(card, groups, False, tuple(actions), "play", {}, cards=cards)


def hint_from_copy(view: "SeatView", groups, hand, loose, declarations) -> Hint | None:
    """The Manipulation family's hint from the table as the player has left it: the
    working copy's ``groups``, ``loose`` cards and joker ``declarations``, with ``hand``
    the cards still in the hand (RULES.md §2.0: the copy is judged only at Done).

    * An untouched copy: :func:`hint`.
    * A copy Done would accept: a further play from it (its commit is the whole new
      table, judged from the start of the turn), or, when no hand card can be added, a
      hint with ``done`` set (press Done).
    * Any other copy: the hint from the start of the turn; the table shows the steps
      from the copy to it."""
    from rummy_desktop.core.actions import IllegalAction
    from rummy_desktop.core.table_check import Table, check_commit

    table0, declared0, hand0, rules, loose0, opened = _position(view)
    groups = [list(g) for g in groups]
    if groups == table0 and list(loose) == loose0 and sorted(hand) == sorted(hand0):
        return hint(view)
    try:
        res = check_commit(Table(table0, declared0, loose0), hand0, groups, dict(declarations), rules, opened)
    except IllegalAction:
        return hint(view)
    now = res.table
    further = hint_position(now.groups, now.declared, hand, rules, now.loose, opened=True) if hand else None
    if further is not None:
        commit = further.actions[0]
        decl = {**dict(declarations), **dict(commit.jokers)}
        new_table = [list(g) for g in commit.table]
        whole = _commit(new_table, decl)
        if _check(table0, declared0, hand0, rules, loose0, opened, new_table, decl) and not _refused(view, whole[0]):
            changed = [i for i, g in enumerate(table0) if frozenset(g) not in {frozenset(x) for x in new_table}]
            return Hint(further.card, tuple(changed), further.rearrange, whole, cards=further.cards)
    placed = _placed(groups, hand0)
    changed = [i for i, g in enumerate(table0) if frozenset(g) not in {frozenset(x) for x in groups}]
    return Hint(None, tuple(changed), False, _commit(groups, declarations), cards=placed, done=True)


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
