"""Quick move finding for the simple computer players: melds in a pool of cards, a greedy
split of a hand into melds, lay-offs. (The exact search lives in :mod:`rummy_desktop.solver`.)
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import MeldRules, joker_options
from rummy_desktop.core.table_check import face

Group = list[int]


def _by_face(cards: Iterable[int]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for c in cards:
        if c < JOKER_BASE:
            out.setdefault(c % 52, []).append(c)
    return out


def natural_runs(cards: Iterable[int], meld: MeldRules) -> list[Group]:
    """Maximal runs of naturals (one card per face), per suit."""
    per_suit: list[list[tuple[int, int]]] = [[], [], [], []]
    seen: set[int] = set()
    for c in cards:
        if c < JOKER_BASE:
            f = c % 52
            if f not in seen:
                seen.add(f)
                per_suit[f // 13].append((f % 13 + 1, c))
    out: list[Group] = []
    mode = meld.ace_mode
    for items in per_suit:
        if len(items) < 3:
            continue
        items.sort()
        if items[0][0] == 1:
            ace = items[0][1]
            if mode == "high":
                items = items[1:]
            if mode != "low":
                items = items + [(14, ace)]
        stretch: list[int] = []
        prev = -5
        for pos, c in items:
            if pos == prev + 1 and not (pos == 14 and stretch and stretch[0] == c):
                stretch.append(c)
            else:
                if len(stretch) >= 3:
                    out.append(stretch)
                stretch = [c]
            prev = pos
        if len(stretch) >= 3:
            out.append(stretch)
    return out


def natural_sets(cards: Iterable[int], meld: MeldRules) -> list[Group]:
    """Sets of naturals, as large as possible (up to 4)."""
    by_rank: list[list[int]] = [[] for _ in range(13)]
    suits_seen: list[set[int]] = [set() for _ in range(13)]
    for c in cards:
        if c < JOKER_BASE:
            f = c % 52
            r = f % 13
            if meld.distinct_suits:
                if f // 13 in suits_seen[r]:
                    continue
                suits_seen[r].add(f // 13)
            by_rank[r].append(c)
    return [sorted(g, key=lambda c: c % 52)[:4] for g in by_rank if len(g) >= 3]


def extension_faces(known: Sequence[int], meld: MeldRules) -> set[int]:
    """The faces of natural cards that would extend a valid group of faces ``known``."""
    if not known:
        return set()
    r0 = known[0] % 13
    if all(f % 13 == r0 for f in known):
        if len(known) >= 4:
            return set()
        used = {f // 13 for f in known}
        return {s * 13 + r0 for s in range(4) if not meld.distinct_suits or s not in used}
    from rummy_desktop.core.groups import run_positions

    pos = run_positions(known, meld)
    if pos is None or len(known) >= 13:
        return set()
    suit = known[0] // 13
    lo, hi = min(pos), max(pos)
    out = set()
    for p in (lo - 1, hi + 1):
        if p < 1 or p > 14 or (p == 1 and (meld.ace_mode == "high" or hi == 14)) \
                or (p == 14 and (meld.ace_mode == "low" or lo == 1)):
            continue
        out.add(suit * 13 + (0 if p == 14 else p - 1))
    return out


def greedy_split(cards: Sequence[int], meld: MeldRules, value=lambda c: 1) -> list[Group]:
    """A good (not always best) split of ``cards`` into natural melds: runs then sets, or
    sets then runs, whichever places more value."""
    best: list[Group] = []
    best_value = -1
    for order in ("runs", "sets"):
        left = list(cards)
        groups: list[Group] = []
        for kind in ((order, "sets" if order == "runs" else "runs")):
            finder = natural_runs if kind == "runs" else natural_sets
            while True:
                found = finder(left, meld)
                if not found:
                    break
                g = max(found, key=len)
                groups.append(g)
                for c in g:
                    left.remove(c)
        v = sum(value(c) for g in groups for c in g)
        if v > best_value:
            best, best_value = groups, v
    return best


def joker_groups(cards: Sequence[int], jokers: Sequence[int], meld: MeldRules) -> list[tuple[Group, dict[int, int]]]:
    """New groups of two naturals and one joker from ``cards``, each with its declaration."""
    out: list[tuple[Group, dict[int, int]]] = []
    used: set[int] = set()
    nat = [c for c in cards if c < JOKER_BASE]
    js = list(jokers)
    for i, a in enumerate(nat):
        if not js:
            break
        if a in used:
            continue
        for b in nat[i + 1:]:
            if b in used or a % 52 == b % 52:
                continue
            opts = joker_options([a % 52, b % 52], 1, meld)
            if opts:
                j = js.pop()
                out.append(([a, b, j], {j: opts[0][0]}))
                used.update((a, b))
                break
    return out


def fits(card: int, group: Sequence[int], declared: dict[int, int], meld: MeldRules) -> int | None:
    """-1 if natural ``card`` extends ``group``; a face for a joker that does; else None."""
    known = [face(c, declared) for c in group]
    if card >= JOKER_BASE:
        opts = joker_options(known, 1, meld)
        return opts[0][0] if opts else None
    return -1 if card % 52 in extension_faces(known, meld) else None
