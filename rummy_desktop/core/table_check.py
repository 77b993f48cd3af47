"""The Manipulation family's Done check (RULES.md §2.0.2, §2.0.3, Appendix A.1).

:func:`check_commit` judges a proposed table against the table and hand at the start of
the turn, resolves joker declarations, and returns the new table; or raises
:class:`IllegalAction` with a reason code. It is pure: the engine, the move search and the
desktop table's live marking all call it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from .actions import IllegalAction
from .cards import JOKER_BASE
from .groups import MeldRules, joker_options, judge_faces, run_positions
from .variant import Rules


@dataclass
class Table:
    """Groups on the table (card ids), the jokers' declared faces, and loose cards."""

    groups: list[list[int]] = field(default_factory=list)
    declared: dict[int, int] = field(default_factory=dict)
    loose: list[int] = field(default_factory=list)

    def cards(self) -> list[int]:
        return [c for g in self.groups for c in g] + list(self.loose)

    def copy(self) -> Table:
        new = object.__new__(Table)  # (the engine copies the table for every action)
        new.__dict__ = {"groups": [g[:] for g in self.groups], "declared": self.declared.copy(),
                        "loose": self.loose[:]}
        return new


@dataclass
class CommitResult:
    table: Table
    placed: list[int]  # hand cards put on the table, in the order met
    hand: list[int]  # what is left in the hand


def face(card: int, declared: Mapping[int, int]) -> int:
    return declared[card] if card >= JOKER_BASE else card % 52


#: Natural groups in display order, by their cards as given and the meld rules that judge
#: them (the engine, the legal actions and the players sort the same melds again and again).
_SORTED: dict[tuple, tuple[int, ...]] = {}


def sort_group(cards: Iterable[int], declared: Mapping[int, int], meld: MeldRules) -> list[int]:
    """Display order: runs by rank position, sets by suit (RULES.md §1.4)."""
    cards = list(cards)
    if cards and max(cards) < JOKER_BASE:  # naturals: their order depends on nothing else
        key = (tuple(cards), meld.ace_mode, meld.distinct_suits, meld.set_max)  # (what judge_faces reads)
        found = _SORTED.get(key)
        if found is None:
            if len(_SORTED) >= 16384:
                _SORTED.clear()
            found = _SORTED[key] = tuple(_sort_group(cards, declared, meld))
        return list(found)
    return _sort_group(cards, declared, meld)


def _sort_group(cards: list[int], declared: Mapping[int, int], meld: MeldRules) -> list[int]:
    faces = [face(c, declared) for c in cards]
    if judge_faces(faces, meld) == "run":
        pos = run_positions(faces, meld) or [0] * len(cards)
        return [c for _, c in sorted(zip(pos, cards))]
    return [c for _, _, c in sorted((f // 13, c, c) for f, c in zip(faces, cards))]


def joker_neighbours(group: Sequence[int], joker: int, declared: dict[int, int], meld: MeldRules) -> set[int]:
    """Vatican: the cards beside a joker in its group at the start of the turn (§2.6)."""
    faces = [face(c, declared) for c in group]
    if judge_faces(faces, meld) == "run":
        pos = run_positions(faces, meld) or []
        at = dict(zip(group, pos))
        p = at[joker]
        return {c for c in group if at[c] in (p - 1, p + 1)}
    return {c for c in group if c != joker}


def _opening_run(placed: Sequence[int], meld: MeldRules) -> bool:
    """Vatican V5: three natural cards of one suit from the hand that form a run."""
    by_suit: dict[int, set[int]] = {}
    for c in placed:
        if c < JOKER_BASE:
            by_suit.setdefault((c % 52) // 13, set()).add(c % 13 + 1)
    for suit, ranks in by_suit.items():
        for lo in range(1, 13):
            trio = [1 if p == 14 else p for p in (lo, lo + 1, lo + 2)]
            if all(r in ranks for r in trio) and judge_faces([suit * 13 + r - 1 for r in trio], meld) == "run":
                return True
    return False


def check_commit(
    t0: Table,
    hand0: Sequence[int],
    new_groups: Sequence[Sequence[int]],
    declarations: dict[int, int],
    rules: Rules,
    opened: bool = True,
) -> CommitResult:
    """Judge the commit of ``new_groups`` (plus ``declarations`` for jokers)."""
    meld = rules.meld
    policy = rules.joker_policy
    table0 = {c for g in t0.groups for c in g}
    loose0 = set(t0.loose)
    hand_set = set(hand0)
    seen: set[int] = set()
    placed: list[int] = []
    groups: list[list[int]] = []
    for g in new_groups:
        g = list(g)
        for c in g:
            if c in seen:
                raise IllegalAction("card_repeated", card=c)
            seen.add(c)
            if c in hand_set:
                placed.append(c)
            elif c not in table0 and c not in loose0:
                raise IllegalAction("foreign_card", card=c)
        if len(g) == 1 and g[0] in loose0:
            continue  # a loose card left on its own stays loose
        if g:
            groups.append(g)
    for c in sorted(table0 - seen):
        raise IllegalAction("table_card_missing", card=c)
    if not placed:
        raise IllegalAction("no_hand_card")
    for g in groups:
        if len(g) == 1:
            raise IllegalAction("card_left_alone", card=g[0])
    in_groups = {c for g in groups for c in g}
    loose1 = [c for c in t0.loose if c not in in_groups]
    placed_set = set(placed)

    # Which natural faces are on the new table, and which came from the hand.
    on_table1: dict[int, int] = {}
    for g in groups:
        for c in g:
            if c < JOKER_BASE:
                on_table1[c % 52] = on_table1.get(c % 52, 0) + 1
    for c in loose1:
        if c < JOKER_BASE:
            on_table1[c % 52] = on_table1.get(c % 52, 0) + 1
    from_hand: dict[int, int] = {}
    for c in placed:
        if c < JOKER_BASE:
            from_hand[c % 52] = from_hand.get(c % 52, 0) + 1

    old_face = {j: f for j, f in t0.declared.items() if j in table0}

    def is_free(j: int) -> bool:
        x = old_face[j]
        if policy == "tahiti":
            return from_hand.get(x, 0) > 0
        return on_table1.get(x, 0) > 0

    old_group_of = {c: i for i, g in enumerate(t0.groups) for c in g}
    # Groups left exactly as they were need no new judgement (they were valid, and their
    # jokers keep their faces unless the player declares them anew).
    untouched = {frozenset(g): g for g in t0.groups}
    kept_as_is = [
        frozenset(g) in untouched and not any(c in declarations for c in g if c >= JOKER_BASE)
        for g in groups
    ]

    # Resolve declarations group by group (§2.0.3).
    declared1: dict[int, int] = {}
    for gi, g in enumerate(groups):
        jokers = [c for c in g if c >= JOKER_BASE]
        if not jokers:
            continue
        if kept_as_is[gi]:
            declared1.update((j, old_face[j]) for j in jokers)
            continue
        fixed: dict[int, int] = {}
        open_: list[int] = []
        soft: list[int] = []  # free table jokers keeping their face unless it no longer fits
        for j in jokers:
            given = declarations.get(j)
            if j in old_face:
                x = old_face[j]
                free = is_free(j)
                if given is not None and given != x and not free:
                    # Tahiti: only a natural played from the hand frees a joker (§2.7 T4),
                    # so a natural X already on the table does not; say so.
                    code = "joker_not_freed_from_hand" if policy == "tahiti" else "joker_not_freed"
                    raise IllegalAction(code, card=j, face=x)
                if given is not None:
                    fixed[j] = given
                elif not free or frozenset(g) in untouched:
                    fixed[j] = x
                elif not set(g) & (set(t0.groups[old_group_of[j]]) - {j}):
                    # Freed and moved away from every card of its old group: declared anew
                    # (§2.0.3, J4, T4), so the player is asked when several faces fit.
                    open_.append(j)
                else:
                    soft.append(j)
            elif given is not None:
                fixed[j] = given
            else:
                open_.append(j)
        naturals = [c % 52 for c in g if c < JOKER_BASE]
        known = naturals + list(fixed.values())
        if soft:
            trial = known + [old_face[j] for j in soft]
            if not open_ and judge_faces(trial, meld) in ("set", "run"):
                for j in soft:
                    fixed[j] = old_face[j]
                known = trial
                soft = []
            else:
                open_ = soft + open_
        if open_:
            if not naturals:
                raise IllegalAction("invalid_group", group=gi, why="no_natural")
            options = joker_options(known, len(open_), meld)
            if not options:
                raise IllegalAction("invalid_group", group=gi, why="joker_no_fit")
            for i, j in enumerate(open_):
                choices = sorted({o[i] for o in options})
                if len(choices) > 1:
                    raise IllegalAction("joker_declaration_needed", card=j, choices=choices, group=gi)
            for j, f in zip(open_, options[0]):
                fixed[j] = f
        declared1.update(fixed)

    # V3: every group valid.
    for gi, g in enumerate(groups):
        if kept_as_is[gi]:
            continue
        n_jokers = sum(1 for c in g if c >= JOKER_BASE)
        if n_jokers and n_jokers == len(g):
            raise IllegalAction("invalid_group", group=gi, why="no_natural")
        if meld.max_jokers is not None and n_jokers > meld.max_jokers:
            raise IllegalAction("two_jokers", group=gi)
        why = judge_faces([face(c, declared1) for c in g], meld)
        if why not in ("set", "run"):
            raise IllegalAction("invalid_group", group=gi, why=why)

    # V4: the game's joker constraints.
    group_of1 = {c: i for i, g in enumerate(groups) for c in g}
    if policy in ("carousel", "vatican"):
        for j, x in old_face.items():
            if declared1[j] != x and not on_table1.get(x, 0):
                raise IllegalAction("joker_not_freed", card=j, face=x)
            if policy == "vatican" and not on_table1.get(x, 0):
                g0 = t0.groups[old_group_of[j]]
                near = joker_neighbours(g0, j, t0.declared, meld)
                if not near & set(groups[group_of1[j]]):
                    raise IllegalAction("joker_must_stay", card=j, face=x)
    elif policy == "tahiti":
        freed: dict[int, int] = {}
        for g0 in t0.groups:
            js = [c for c in g0 if c >= JOKER_BASE]
            if not js:
                continue
            j = js[0]
            x = old_face[j]
            set0 = set(g0)
            kept = False
            g1 = groups[group_of1[j]]
            if set0 <= set(g1) and set(g1) - set0 <= placed_set and declared1[j] == x:
                kept = True
            if not kept:
                freed[x] = freed.get(x, 0) + 1
        for x, n in freed.items():
            if n > from_hand.get(x, 0):
                raise IllegalAction("frozen_group", face=x)

    # V5: Vatican's opening meld.
    if rules.opening_run and not opened and not _opening_run(placed, meld):
        raise IllegalAction("opening_run")

    new_table = Table(
        groups=[untouched[frozenset(g)] if kept else sort_group(g, declared1, meld)
                for g, kept in zip(groups, kept_as_is)],
        declared=declared1,
        loose=loose1,
    )
    hand1 = [c for c in hand0 if c not in placed_set]
    return CommitResult(table=new_table, placed=placed, hand=hand1)
