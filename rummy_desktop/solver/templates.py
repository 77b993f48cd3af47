"""Every possible group shape ("template") of the Manipulation family, by faces.

A run template is (suit, lo..hi) over rank positions 1..14 allowed by the ace mode,
3 to 13 long (so never both aces); a set template is a rank with 3 or 4 distinct suits.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from rummy_desktop.core.cards import make_face


@lru_cache(maxsize=16)
def templates(ace_mode: str, distinct_suits: bool = True) -> tuple[tuple[int, ...], ...]:
    """Every group shape as a tuple of faces: runs of 3-13 positions allowed by the ace
    mode, then sets of 3 and 4 (a face may repeat in a suit-blind set)."""
    out: list[tuple[int, ...]] = []
    lo_min = 2 if ace_mode == "high" else 1
    hi_max = 13 if ace_mode == "low" else 14
    for s in range(4):
        for lo in range(lo_min, hi_max - 1):
            for hi in range(lo + 2, min(hi_max, lo + 12) + 1):
                out.append(tuple(make_face(1 if p == 14 else p, s) for p in range(lo, hi + 1)))
    for r in range(1, 14):
        for k in (3, 4):
            suit_sets = combinations(range(4), k) if distinct_suits else combinations_with_replacement(range(4), k)
            for suits in suit_sets:
                out.append(tuple(make_face(r, s) for s in suits))
    return tuple(out)


@lru_cache(maxsize=8)
def template_index(ace_mode: str) -> dict[frozenset[int], int]:
    return {frozenset(t): i for i, t in enumerate(templates(ace_mode))}


@lru_cache(maxsize=8)
def set_templates(ace_mode: str) -> tuple[tuple[int, ...], ...]:
    """The set shapes (distinct suits) among :func:`templates`."""
    return tuple(t for t in templates(ace_mode) if len({f // 13 for f in t}) > 1)


@lru_cache(maxsize=16)
def templates_with(ace_mode: str, distinct_suits: bool = True) -> dict[int, tuple[tuple[int, ...], ...]]:
    """For each face, the group shapes holding it (once, even where a suit-blind set holds
    the face twice), in :func:`templates` order."""
    out: dict[int, list[tuple[int, ...]]] = {}
    for t in templates(ace_mode, distinct_suits):
        for f in dict.fromkeys(t):
            out.setdefault(f, []).append(t)
    return {f: tuple(ts) for f, ts in out.items()}


@lru_cache(maxsize=1)
def joker_sets() -> tuple[tuple[tuple[int, ...], int, tuple[int, ...]], ...]:
    """Sets of 3 and 4 holding one joker, each set of naturals once: (the shape, the face
    the joker stands for, the naturals). The joker stands for the first suit missing."""
    out = []
    for r in range(1, 14):
        for k in (2, 3):
            for suits in combinations(range(4), k):
                joker = next(s for s in range(4) if s not in suits)
                shape = tuple(make_face(r, s) for s in sorted((*suits, joker)))
                out.append((shape, make_face(r, joker), tuple(make_face(r, s) for s in suits)))
    return tuple(out)


@lru_cache(maxsize=8)
def threes_with(ace_mode: str) -> dict[int, tuple[tuple[int, ...], ...]]:
    """For each face, the 3-card shapes holding it. A longer group that could be completed
    holds one of them that could be too, so they decide whether a card can be placed."""
    out: dict[int, list[tuple[int, ...]]] = {}
    for t in templates(ace_mode):
        if len(t) == 3:
            for f in t:
                out.setdefault(f, []).append(t)
    return {f: tuple(ts) for f, ts in out.items()}
