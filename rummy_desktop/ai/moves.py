"""Quick move finding for the simple computer players: melds in a pool of cards, a greedy
split of a hand into melds, lay-offs. (The exact search lives in :mod:`rummy_desktop.solver`.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import MeldRules, joker_options, judge_faces, run_positions
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
    """Sets of naturals, as large as possible (up to 4, or the rules' ``set_max`` if less)."""
    by_rank: dict[int, list[int]] = {}
    suits_seen = [0] * 13  # per rank, a bit per suit
    distinct = meld.distinct_suits
    for c in cards:
        if c < JOKER_BASE:
            f = c % 52
            r = f % 13
            if distinct:
                bit = 1 << (f // 13)
                if suits_seen[r] & bit:
                    continue
                suits_seen[r] |= bit
            by_rank.setdefault(r, []).append(c)
    size = min(4, meld.set_max)
    return [sorted(g, key=lambda c: c % 52)[:size] for _, g in sorted(by_rank.items()) if len(g) >= 3]


#: A card's run places as bits (1..14), by ace mode and rank 0..12: an ace at 1, 14 or both.
_PLACES = {mode: tuple(((1 << 1 if mode != "high" else 0) | (1 << 14 if mode != "low" else 0)) if r == 0
                       else 1 << (r + 1) for r in range(13)) for mode in ("low", "high", "high-or-low")}


def has_natural_meld(cards: Iterable[int], meld: MeldRules) -> bool:
    """Does :func:`natural_runs` or :func:`natural_sets` find a group in ``cards``? (A
    quick test by bit masks: the rollouts ask it of nearly every hand, and most hands
    have none.)"""
    places = _PLACES[meld.ace_mode]
    runs = [0, 0, 0, 0]  # per suit, a bit per run place 1..14
    rank_count = [0] * 13
    for c in cards:
        if c < JOKER_BASE:
            f = c % 52
            r = f % 13
            rank_count[r] += 1
            runs[f // 13] |= places[r]
    for r in range(13):
        if rank_count[r] >= 3:
            if not meld.distinct_suits:
                return True
            bit = places[r] if r else 2 | 1 << 14
            if sum(1 for m in runs if m & bit) >= 3:
                return True
    for m in runs:
        if m & (m >> 1) & (m >> 2):
            return True
    return False


def extension_faces(known: Sequence[int], meld: MeldRules) -> set[int]:
    """The faces of natural cards that would extend a valid group of faces ``known``."""
    if not known:
        return set()
    r0 = known[0] % 13
    if all(f % 13 == r0 for f in known):
        if len(known) >= meld.set_max:
            return set()
        used = {f // 13 for f in known}
        return {s * 13 + r0 for s in range(4) if not meld.distinct_suits or s not in used}
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
    sets then runs, whichever places more value. (A hand of one deck's cards, no two of
    one face, is split by bit masks; the same groups, in the same order.)"""
    faces = places = 0  # a bit per face; a bit per run place, 15 a suit (:data:`_PLACE_BITS`)
    face_bits, place_bits = _FACE_BITS, _PLACE_BITS[meld.ace_mode]
    for c in cards:
        bit = face_bits[c]  # (0 for a joker)
        if faces & bit:  # twins: split by lists
            return _greedy_split_lists(cards, meld, value)
        faces |= bit
        places |= place_bits[c]
    if not places & places >> 1 & places >> 2 and not _three_suits(faces):
        return []  # no run, no set: most hands
    at = {c % 52: c for c in cards if c < JOKER_BASE}  # face -> card
    set_size = min(4, meld.set_max)  # (as natural_sets)
    best: list[Group] = []
    best_value = -1
    for runs_first in (True, False):
        left = faces
        groups: list[Group] = []
        for runs in ((True, False) if runs_first else (False, True)):
            while True:
                found = _longest_run(left, meld.ace_mode) if runs else _largest_set(left, set_size)
                if not found:
                    break
                groups.append([at[f] for f in found])
                for f in found:
                    left &= ~(1 << f)
        if not groups:
            return []  # neither order finds a group: no meld at all (most hands)
        v = sum(value(c) for g in groups for c in g)
        if v > best_value:
            best, best_value = groups, v
    return best


_SUIT = (1 << 13) - 1

#: Each card's face as a bit (0 for a joker).
_FACE_BITS = tuple(1 << c % 52 if c < JOKER_BASE else 0 for c in range(JOKER_BASE + 8))

#: Each card's run places as bits, 15 a suit (place 0 never set, so no run crosses suits),
#: by ace mode: an ace low at place 1, high at 14, or both (0 for a joker).
_PLACE_BITS = {mode: tuple(sum(1 << (15 * (c % 52 // 13) + p) for p in range(15) if places[c % 13] >> p & 1)
                           if c < JOKER_BASE else 0 for c in range(JOKER_BASE + 8))
               for mode, places in _PLACES.items()}


def _three_suits(faces: int) -> int:
    """The ranks (bit r) held in three suits or more, in a set of faces (no twins)."""
    c, d, h, s = faces & _SUIT, faces >> 13 & _SUIT, faces >> 26 & _SUIT, faces >> 39
    return (c & d & h) | (c & d & s) | (c & h & s) | (d & h & s)


def _longest_run(faces: int, ace_mode: str) -> list[int]:
    """The first longest run of :func:`natural_runs` in a set of faces (bit ``f`` for face
    ``f``, no twins): its faces by place, an ace high last; [] when there is none."""
    best_len, best_suit, best_lo = 2, -1, 0
    for suit in range(4):
        ranks = faces >> (13 * suit) & _SUIT  # bit r: rank r + 1
        places = ranks << 1  # bit p: place p (1: a low ace ... 13: the king)
        if ace_mode == "high":
            places &= ~2
        if ace_mode != "low" and ranks & 1:
            places |= 1 << 14
        if not places & places >> 1 & places >> 2:
            continue
        while places:
            low = places & -places
            stretch = places & ~(places + low)  # the lowest block of consecutive places
            places &= ~stretch
            n = stretch.bit_count()
            if n == 14:  # the whole suit, an ace at each end: the ace is met once, low
                n = 13
            if n > best_len:
                best_len, best_suit, best_lo = n, suit, low.bit_length() - 1
    if best_suit < 0:
        return []
    base = best_suit * 13
    return [base + (0 if p == 14 else p - 1) for p in range(best_lo, best_lo + best_len)]


def _largest_set(faces: int, size: int) -> list[int]:
    """The first largest set of :func:`natural_sets` in a set of faces (no twins), of at
    most ``size`` cards: its faces by suit; [] when there is none."""
    three = _three_suits(faces)
    if not three:
        return []
    four = faces & faces >> 13 & faces >> 26 & faces >> 39 & _SUIT if size >= 4 else 0
    pick = four if four else three
    rank = (pick & -pick).bit_length() - 1
    return [k * 13 + rank for k in range(4) if faces >> (k * 13 + rank) & 1][:size]


def _greedy_split_lists(cards: Sequence[int], meld: MeldRules, value) -> list[Group]:
    """:func:`greedy_split` by lists of cards (where twins of a second deck are met)."""
    if not has_natural_meld(cards, meld):
        return []  # most hands: no meld at all
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


# -- rearrangements a beginner sees at a glance ---------------------------------------


def _ok(cards: Sequence[int], meld: MeldRules) -> bool:
    return judge_faces([c % 52 for c in cards], meld) in ("set", "run")


def _in_order(group: Sequence[int], meld: MeldRules) -> tuple[str, list[int]]:
    """``("run", cards by position)``, ``("set", cards)`` or ``("", [])`` for a natural group."""
    faces = [c % 52 for c in group]
    kind = judge_faces(faces, meld)
    if kind == "run":
        pos = run_positions(faces, meld) or []
        return "run", [c for _, c in sorted(zip(pos, group))]
    return (kind, list(group)) if kind == "set" else ("", [])


def spare_cards(groups: Sequence[Sequence[int]], meld: MeldRules) -> list[tuple[int, int, list[Group]]]:
    """Table cards that can be taken from their group, which stays valid (or splits into
    two valid runs): ``(group index, card, what the group becomes)``. The end cards of a
    run of four or more, any card of a set of four or more, the middle cards of a long run. Groups
    holding a joker are left alone."""
    out: list[tuple[int, int, list[Group]]] = []
    for gi, g in enumerate(groups):
        if any(c >= JOKER_BASE for c in g):
            continue
        kind, order = _in_order(g, meld)
        n = len(order)
        if kind == "set" and n >= 4:
            out.extend((gi, c, [[x for x in order if x != c]]) for c in order)
        elif kind == "run" and n >= 4:
            out.append((gi, order[0], [order[1:]]))
            out.append((gi, order[-1], [order[:-1]]))
            out.extend((gi, order[i], [order[:i], order[i + 1:]]) for i in range(3, n - 3))
    return out


def glance_rearrangements(groups: list[Group], hand: list[int], meld: MeldRules) -> tuple[list[Group], list[int]]:
    """Place more hand naturals with the rearrangements a beginner sees, one at a time
    until none is left: a twin of a card in the middle of a run splits the run in two
    (3-4-5-6-7 and 5 make 3-4-5 and 5-6-7); two hand cards take a spare table card to
    make a group; one hand card takes two spare cards of different groups; then cards
    that now fit an end of a group are laid off. Returns the new groups and the hand
    cards left (groups with jokers are never touched)."""
    groups = [list(g) for g in groups]
    left = list(hand)
    for _ in range(64):  # each step places at least one card
        nat = [c for c in left if c < JOKER_BASE]
        step = _twin_split(groups, nat, meld) or _borrow(groups, nat, meld)
        if step is None:
            break
        gi_gone, new_groups, used = step
        groups = [g for i, g in enumerate(groups) if i not in gi_gone] + new_groups
        for c in used:
            left.remove(c)
        # lay off what now fits
        for c in [c for c in left if c < JOKER_BASE]:
            for g in groups:
                if not any(x >= JOKER_BASE for x in g) and _ok(g + [c], meld):
                    g.append(c)
                    left.remove(c)
                    break
    return groups, left


def _twin_split(groups, nat, meld):
    for c in nat:
        f = c % 52
        for gi, g in enumerate(groups):
            if any(x >= JOKER_BASE for x in g):
                continue
            kind, order = _in_order(g, meld)
            if kind != "run":
                continue
            faces = [x % 52 for x in order]
            if f in faces:
                i = faces.index(f)
                if i >= 2 and len(order) - 1 - i >= 2:
                    return {gi}, [order[:i + 1], [c] + order[i + 1:]], [c]
    return None


def _near(a: int, b: int) -> bool:
    """Could naturals ``a`` and ``b`` share a group of three (a cheap filter)?"""
    fa, fb = a % 52, b % 52
    d = abs(fa % 13 - fb % 13)
    return d == 0 or (fa // 13 == fb // 13 and min(d, 13 - d) <= 2)


def _borrow(groups, nat, meld):
    spares = spare_cards(groups, meld)
    if not spares:
        return None
    for i, a in enumerate(nat):
        for b in nat[i + 1:]:
            if a % 52 == b % 52 or not _near(a, b):
                continue
            for gi, s, rest in spares:
                if _near(a, s) and _near(b, s) and _ok([a, b, s], meld):
                    return {gi}, rest + [[a, b, s]], [a, b]
    for a in nat:
        near = [sp for sp in spares if _near(a, sp[1])]
        for k, (gi, s, rest) in enumerate(near):
            for gj, t, rest2 in near[k + 1:]:
                if gj != gi and _near(s, t) and _ok([a, s, t], meld):
                    return {gi, gj}, rest + rest2 + [[a, s, t]], [a]
    return None
