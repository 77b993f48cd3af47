"""The meld judge: sets and runs under the three ace modes, with declared jokers.

RULES.md §1.4, §1.5 and Appendix A.2. A group is judged on the faces of its cards, a
joker counting as the face it is declared as. Failures come back as stable reason codes
(:data:`GROUP_REASONS`), which the UI translates.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations, product
from typing import Literal

from .cards import JOKER_BASE, make_face

AceMode = Literal["low", "high", "high-or-low"]
ACE_MODES: tuple[AceMode, ...] = ("low", "high", "high-or-low")

GROUP_REASONS = {
    "too_few_cards": "a group needs at least 3 cards",
    "no_natural": "a group needs at least one natural card",
    "too_many_jokers": "too many jokers in one group",
    "set_too_large": "a set holds at most 4 cards",
    "set_repeated_suit": "the cards of a set must all have different suits",
    "run_repeated_rank": "a run cannot hold the same rank twice",
    "run_gap": "the ranks of a run must follow one another",
    "run_ace": "the ace cannot take that place in a run in this game",
    "run_too_long": "a run holds at most 13 cards",
    "mixed": "neither a set (one rank) nor a run (one suit)",
    "joker_undeclared": "a joker on the table needs a declared card",
    "joker_no_fit": "no card the joker could stand for makes this group valid",
}


@dataclass(frozen=True, slots=True)
class MeldRules:
    """What makes a group valid in one game."""

    ace_mode: AceMode = "high-or-low"
    distinct_suits: bool = True  # False only in basic Rummy (suits ignored in sets)
    max_jokers: int | None = None  # per group; None = any number (at least one natural)
    set_max: int = 4  # the most cards in a set (more than 4 only where suits may repeat)


def _run_positions(ranks: Sequence[int], ace_mode: AceMode) -> list[int] | str:
    """Positions (1..14) of a same-suit group's ranks, or a reason code."""
    n = len(ranks)
    if n > 13:
        return "run_too_long"
    if len(set(ranks)) != n:
        return "run_repeated_rank"
    others = [r for r in ranks if r != 1]
    options: list[int] = []
    if 1 in ranks:
        if ace_mode != "high":
            options.append(1)
        if ace_mode != "low":
            options.append(14)
    else:
        options.append(0)
    gap = False
    for ace_pos in options:
        pos = others + ([ace_pos] if ace_pos else [])
        if max(pos) - min(pos) + 1 == n:
            return [ace_pos if r == 1 else r for r in ranks]
        gap = True
    if 1 in ranks and gap:
        # Would the ace have fitted in another mode? Then the ace is the problem.
        for ace_pos in (1, 14):
            pos = others + [ace_pos]
            if max(pos) - min(pos) + 1 == n and ace_pos not in options:
                return "run_ace"
    return "run_gap"


#: Verdicts of :func:`judge_faces` met before, by (faces, ace mode, distinct suits, set size): the
#: engine, the legal actions and the players judge the same few groups over and over.
_JUDGED: dict[tuple, str] = {}


def judge_faces(faces: Sequence[int], rules: MeldRules) -> str:
    """``"set"`` or ``"run"`` for a valid group of faces, else a reason code."""
    key = (tuple(faces), rules.ace_mode, rules.distinct_suits, rules.set_max)
    found = _JUDGED.get(key)
    if found is None:
        if len(_JUDGED) >= 65536:
            _JUDGED.clear()
        found = _JUDGED[key] = _judge_faces(key[0], rules)
    return found


def _judge_faces(faces: Sequence[int], rules: MeldRules) -> str:
    n = len(faces)
    if n < 3:
        return "too_few_cards"
    ranks = [f % 13 + 1 for f in faces]
    suits = [f // 13 for f in faces]
    r0 = ranks[0]
    if all(r == r0 for r in ranks):
        if n > rules.set_max:
            return "set_too_large"
        if rules.distinct_suits and len(set(suits)) != n:
            return "set_repeated_suit"
        return "set"
    s0 = suits[0]
    if all(s == s0 for s in suits):
        res = _run_positions(ranks, rules.ace_mode)
        return res if isinstance(res, str) else "run"
    return "mixed"


def run_positions(faces: Sequence[int], rules: MeldRules) -> list[int] | None:
    """The positions (1..14; a low ace is 1, a high ace 14) of a valid run's faces."""
    res = _run_positions([f % 13 + 1 for f in faces], rules.ace_mode)
    return None if isinstance(res, str) else res


def judge_group(
    cards: Iterable[int], declared: dict[int, int], rules: MeldRules
) -> str:
    """Judge a group of card ids whose jokers are all declared in ``declared``."""
    faces = []
    naturals = 0
    jokers = 0
    for c in cards:
        if c >= JOKER_BASE:
            jokers += 1
            f = declared.get(c)
            if f is None:
                return "joker_undeclared"
            faces.append(f)
        else:
            naturals += 1
            faces.append(c % 52)
    if naturals == 0 and faces:
        return "no_natural"
    if rules.max_jokers is not None and jokers > rules.max_jokers:
        return "too_many_jokers"
    return judge_faces(faces, rules)


def is_valid(cards: Iterable[int], declared: dict[int, int], rules: MeldRules) -> bool:
    return judge_group(cards, declared, rules) in ("set", "run")


def joker_options(
    known_faces: Sequence[int], free_jokers: int, rules: MeldRules
) -> list[tuple[int, ...]]:
    """Every assignment of faces to ``free_jokers`` undeclared jokers (in order) that
    makes a valid group with the ``known_faces`` (naturals and already declared jokers).

    Sorted, without repeats. Empty when no assignment fits. The caller checks the
    natural-card and jokers-per-group rules.
    """
    k = free_jokers
    n = len(known_faces) + k
    if k == 0:
        return [()] if judge_faces(known_faces, rules) in ("set", "run") else []
    if n < 3 or not known_faces:
        return []
    out: set[tuple[int, ...]] = set()
    ranks = [f % 13 + 1 for f in known_faces]
    suits = [f // 13 for f in known_faces]
    # Sets.
    if n <= rules.set_max and all(r == ranks[0] for r in ranks):
        r = ranks[0]
        if rules.distinct_suits:
            if len(set(suits)) == len(suits):
                free = [s for s in range(4) if s not in suits]
                for combo in permutations(free, k):
                    out.add(tuple(make_face(r, s) for s in combo))
        else:
            for combo in product(range(4), repeat=k):
                out.add(tuple(make_face(r, s) for s in combo))
    # Runs.
    if n <= 13 and all(s == suits[0] for s in suits) and len(set(ranks)) == len(ranks):
        s = suits[0]
        lo_min = 2 if rules.ace_mode == "high" else 1
        hi_max = 13 if rules.ace_mode == "low" else 14
        for lo in range(lo_min, hi_max - n + 2):
            hi = lo + n - 1
            pos = set()
            for rk in ranks:
                p = rk if rk != 1 else (1 if lo == 1 else 14)
                if p < lo or p > hi:
                    break
                pos.add(p)
            else:
                empty = [p for p in range(lo, hi + 1) if p not in pos]
                for combo in permutations(empty, k):
                    out.add(tuple(make_face(1 if p == 14 else p, s) for p in combo))
    return sorted(out)
