"""Quick move finding for the simple computer players: melds in a pool of cards, a greedy
split of a hand into melds, lay-offs. (The exact search lives in :mod:`rummy_desktop.solver`.)
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import MeldRules, joker_options, judge_faces
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
    byf = _by_face(cards)
    out: list[Group] = []
    lo = 2 if meld.ace_mode == "high" else 1
    hi = 13 if meld.ace_mode == "low" else 14
    for suit in range(4):
        stretch: list[int] = []
        for pos in range(lo, hi + 1):
            rank = 1 if pos == 14 else pos
            ids = byf.get(suit * 13 + rank - 1)
            # an ace already used low in this stretch cannot also end it high
            if ids and not (pos == 14 and stretch and any(c % 13 == 0 for c in stretch)):
                stretch.append(ids[0])
            else:
                if len(stretch) >= 3:
                    out.append(stretch)
                stretch = []
        if len(stretch) >= 3:
            out.append(stretch)
    return out


def natural_sets(cards: Iterable[int], meld: MeldRules) -> list[Group]:
    """Sets of naturals, as large as possible (up to 4)."""
    byf = _by_face(cards)
    out: list[Group] = []
    for rank in range(13):
        if meld.distinct_suits:
            g = [byf[s * 13 + rank][0] for s in range(4) if s * 13 + rank in byf]
        else:
            g = [c for s in range(4) for c in byf.get(s * 13 + rank, [])][:4]
        if len(g) >= 3:
            out.append(g)
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
    return -1 if judge_faces(known + [card % 52], meld) in ("set", "run") else None
