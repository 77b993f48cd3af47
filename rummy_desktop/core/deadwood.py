"""Deadwood: a hand arranged in melds, and what the cards left out count.

The knock of the draw-and-discard games (Gin Rummy, ``VariantSpec.knock``) needs the best
arrangement of a hand: the melds (sets and runs of natural cards, one card in one meld at
most) that leave the fewest points out (:func:`best_arrangement`), the discard that leaves
the fewest after a draw (:func:`best_knock`), and what the other players do when a knock
shows the hands: their own best melds and their deadwood laid off on the melds of the
table, as much as fits, a run growing an end at a time (:func:`defend`). The search is
exact; a hand of eleven cards takes well under a millisecond. The engine, the table (the
deadwood it shows), the hints and the computer players all count with these functions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .groups import MeldRules, judge_faces

Points = Callable[[int], int]
#: A house rule's say on a meld (its cards): True to let it stand (``rummy_judge_meld``).
Allowed = Callable[[tuple[int, ...]], bool]
#: ... and on a lay-off: the group's index, the group after it, the card laid off.
AllowedLayOff = Callable[[int, tuple[int, ...], int], bool]

#: At most this many ways to pick twins (two decks) for one run window.
MAX_TWIN_CHOICES = 64


@dataclass(frozen=True)
class Arrangement:
    """A hand arranged: its ``melds``, the ``deadwood`` left out and what it counts."""

    melds: tuple[tuple[int, ...], ...]
    deadwood: tuple[int, ...]
    points: int


def _positions(rank: int, meld: MeldRules) -> list[int]:
    """Where a card of ``rank`` (1..13) may stand in a run: an ace at 1 and/or 14."""
    if rank != 1:
        return [rank]
    return {"low": [1], "high": [14], "high-or-low": [1, 14]}[meld.ace_mode]


def candidate_melds(cards: Sequence[int], meld: MeldRules, allowed: Allowed | None = None) -> list[tuple[int, ...]]:
    """Every set and run of natural cards among ``cards`` that ``meld`` accepts (and
    ``allowed``, when given), each as a tuple of card ids."""
    naturals = [c for c in cards if c < 104]
    out: list[tuple[int, ...]] = []
    by_rank: dict[int, list[int]] = {}
    for c in naturals:
        by_rank.setdefault(c % 13, []).append(c)
    for group in by_rank.values():
        for size in (3, 4):
            for combo in combinations(sorted(group), size):
                if judge_faces([c % 52 for c in combo], meld) == "set":
                    out.append(combo)
    for suit in range(4):
        at: dict[int, list[int]] = {}
        for c in naturals:
            if (c % 52) // 13 == suit:
                for p in _positions(c % 13 + 1, meld):
                    at.setdefault(p, []).append(c)
        for start in range(1, 13):
            for end in range(start + 2, min(start + 13, 15)):
                window = range(start, end + 1)
                if any(p not in at for p in window):
                    break
                choices = list(product(*(sorted(at[p]) for p in window)))[:MAX_TWIN_CHOICES]
                for combo in choices:
                    if len(set(combo)) == len(combo) and judge_faces([c % 52 for c in combo], meld) == "run":
                        out.append(tuple(combo))
    if allowed is not None:
        out = [m for m in out if allowed(m)]
    return out


def loose_points(cards: Sequence[int], points: Points) -> tuple[int, int]:
    """The points of the natural cards of ``cards`` that no meld of ``cards`` can hold (no
    two others of their rank, no two neighbours in their suit: a run's ace counted at both
    ends), and the most one of them counts: a floor under the deadwood of ``cards`` and of
    ``cards`` less any one card (a card that fits no meld of a hand fits none of a part of
    it). Bit masks: cheaper than the search, which it lets a caller skip."""
    rank_count = [0] * 13
    suit_bits = [0, 0, 0, 0]  # per suit, a bit per run place 1..14 (an ace at 1 and at 14)
    for c in cards:
        if c < 104:
            f = c % 52
            r = f % 13
            rank_count[r] += 1
            suit_bits[f // 13] |= (1 << 1 | 1 << 14) if r == 0 else 1 << (r + 1)
    total = most = 0
    for c in cards:
        if c >= 104:
            continue
        f = c % 52
        r = f % 13
        if rank_count[r] >= 3:
            continue
        bits = suit_bits[f // 13]
        for p in ((1, 14) if r == 0 else (r + 1,)):
            # a window of three places around p, all held: p-2..p, p-1..p+1, p..p+2
            if (bits >> (p - 2) & 7) == 7 if p >= 2 else False:
                break
            if (bits >> (p - 1) & 7) == 7 or (bits >> p & 7) == 7:
                break
        else:
            v = points(c)
            total += v
            most = max(most, v)
    return total, most


class _Search:
    """The melds of a hand as bit masks, for the searches below."""

    def __init__(self, cards: Sequence[int], meld: MeldRules, points: Points, allowed: Allowed | None) -> None:
        self.cards = list(cards)
        self.points = [points(c) for c in self.cards]
        index = {c: i for i, c in enumerate(self.cards)}
        self.by_low: list[list[int]] = [[] for _ in self.cards]  # melds by their lowest card's index
        self.meld_of: dict[int, tuple[int, ...]] = {}
        for m in candidate_melds(self.cards, meld, allowed):
            mask = 0
            for c in m:
                mask |= 1 << index[c]
            if mask not in self.meld_of:
                self.meld_of[mask] = m
                self.by_low[(mask & -mask).bit_length() - 1].append(mask)
        self.memo: dict[int, tuple[int, tuple[int, ...]]] = {}

    def best(self, mask: int) -> tuple[int, tuple[int, ...]]:
        """The fewest points the cards of ``mask`` leave out, and the melds (masks) that do it."""
        if mask == 0:
            return 0, ()
        found = self.memo.get(mask)
        if found is not None:
            return found
        i = (mask & -mask).bit_length() - 1
        rest_pts, rest_melds = self.best(mask & ~(1 << i))
        result = (rest_pts + self.points[i], rest_melds)
        for m in self.by_low[i]:
            if m & mask == m:
                pts, melds = self.best(mask & ~m)
                if pts < result[0]:
                    result = (pts, (m,) + melds)
        self.memo[mask] = result
        return result

    def packings(self, mask: int) -> Iterator[tuple[int, ...]]:
        """Every way to pick disjoint melds among the cards of ``mask`` (as masks)."""
        if mask == 0:
            yield ()
            return
        i = (mask & -mask).bit_length() - 1
        yield from self.packings(mask & ~(1 << i))
        for m in self.by_low[i]:
            if m & mask == m:
                for rest in self.packings(mask & ~m):
                    yield (m,) + rest

    def arrangement(self, mask: int, melds: Sequence[int]) -> Arrangement:
        used = 0
        for m in melds:
            used |= m
        left = tuple(c for i, c in enumerate(self.cards) if mask >> i & 1 and not used >> i & 1)
        return Arrangement(tuple(self.meld_of[m] for m in melds), left,
                           sum(p for i, p in enumerate(self.points) if mask >> i & 1 and not used >> i & 1))


def best_arrangement(cards: Sequence[int], meld: MeldRules, points: Points,
                     allowed: Allowed | None = None) -> Arrangement:
    """The melds of ``cards`` that leave the fewest points out (by ``points``)."""
    search = _Search(cards, meld, points, allowed)
    full = (1 << len(search.cards)) - 1
    return search.arrangement(full, search.best(full)[1])


def best_knock(hand: Sequence[int], meld: MeldRules, points: Points, restricted: int | None = None,
               allowed: Allowed | None = None) -> tuple[int, Arrangement] | None:
    """The discard that leaves the fewest points of deadwood in ``hand`` and the arrangement
    of the rest (the card taken from the pile this turn, ``restricted``, is never
    discarded); of equal ones, the discard that counts most. None for an empty hand."""
    search = _Search(hand, meld, points, allowed)
    full = (1 << len(search.cards)) - 1
    best: tuple[tuple[int, int, int], int] | None = None
    for i, c in enumerate(search.cards):
        if c == restricted:
            continue
        pts, _ = search.best(full & ~(1 << i))
        key = (pts, -search.points[i], c)
        if best is None or key < best[0]:
            best = (key, i)
    if best is None:
        return None
    i = best[1]
    mask = full & ~(1 << i)
    return search.cards[i], search.arrangement(mask, search.best(mask)[1])


def lay_off(cards: Sequence[int], groups: Sequence[Sequence[int]], meld: MeldRules,
            allowed: AllowedLayOff | None = None) -> tuple[list[tuple[int, int]], list[list[int]], list[int]]:
    """Lay off as many of ``cards`` as fit on ``groups`` (natural cards, one at a time, a
    run growing an end at a time; runs are tried before sets, so a card that fits both
    lets the run grow on). The lay-offs made (card, group index), the groups after them,
    and the cards left."""
    after = [list(g) for g in groups]
    left = sorted(cards)
    made: list[tuple[int, int]] = []
    order = sorted(range(len(after)), key=lambda gi: judge_faces([c % 52 for c in after[gi]], meld) != "run")
    changed = True
    while changed:
        changed = False
        for c in list(left):
            if c >= 104:
                continue
            for gi in order:
                grown = after[gi] + [c]
                if judge_faces([x % 52 for x in grown], meld) not in ("set", "run"):
                    continue
                if allowed is not None and not allowed(gi, tuple(grown), c):
                    continue
                after[gi] = grown
                left.remove(c)
                made.append((c, gi))
                changed = True
                break
    return made, after, left


@dataclass(frozen=True)
class Defence:
    """What a player shows after another's knock: its melds, its lay-offs on the groups of
    the table (card, group index, counting the groups before its own melds) and the
    deadwood left."""

    melds: tuple[tuple[int, ...], ...]
    laid_off: tuple[tuple[int, int], ...]
    deadwood: tuple[int, ...]
    points: int


def defend(hand: Sequence[int], groups: Sequence[Sequence[int]], meld: MeldRules, points: Points,
           lay_offs: bool, allowed: Allowed | None = None, allowed_lay_off: AllowedLayOff | None = None) -> Defence:
    """The best a player can show against a knock: the melds of ``hand`` and (when
    ``lay_offs``) the lay-offs of the rest on ``groups`` that leave the fewest points."""
    search = _Search(hand, meld, points, allowed)
    full = (1 << len(search.cards)) - 1
    if not lay_offs:
        arr = search.arrangement(full, search.best(full)[1])
        return Defence(arr.melds, (), arr.deadwood, arr.points)
    best: Defence | None = None
    for melds in search.packings(full):
        arr = search.arrangement(full, melds)
        made, _, left = lay_off(arr.deadwood, groups, meld, allowed_lay_off)
        pts = sum(points(c) for c in left)
        if best is None or pts < best.points:
            best = Defence(arr.melds, tuple(made), tuple(left), pts)
            if pts == 0:
                break
    assert best is not None  # packings always yields at least the empty one
    return best
