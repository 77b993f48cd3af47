"""Draw-and-discard helpers (Rummy, Rummy Multiplayer, Rummy 500; RULES.md §2.8-§2.10).

* :func:`best_split`: the exact best split of a hand into melds, the most value melded
  (so the least deadwood) by a given card value function;
* :func:`lay_offs`: every single card of a hand that can be laid off on a table meld;
* :func:`digs`: Rummy 500, every legal dig with the plays (a new meld or a lay-off)
  that complete it.

Melds stay where they are put in these games, so nothing here rearranges the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache

from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import MeldRules, joker_options, judge_faces

from .templates import templates, templates_with
from .values import one

CardValue = Callable[[int], int]


@dataclass
class Split:
    melds: list[list[int]]  # card ids of each meld
    declared: dict[int, int]  # faces of the jokers in the melds
    deadwood: list[int]  # cards left over
    melded_value: int
    deadwood_value: int


@dataclass(frozen=True)
class LayOff:
    card: int
    group: int  # index into the table
    face: int | None = None  # the face a joker is declared as; None for a natural


@dataclass
class Completion:
    """A play that melds the dug card: a new meld (``cards`` from hand plus taken cards,
    jokers ``declared``) or a lay-off on table ``group``."""

    cards: list[int]
    declared: dict[int, int] = field(default_factory=dict)
    group: int | None = None


@dataclass
class Dig:
    card: int  # the dug card
    index: int  # its index in the discard pile (bottom = 0)
    taken: list[int]  # the card and every card above it
    completions: list[Completion]


def _shapes(ace_mode: str, distinct_suits: bool) -> tuple[tuple[int, ...], ...]:
    """Every meld shape as a tuple of faces (a face may repeat in a suit-blind set)."""
    return templates(ace_mode, distinct_suits)


#: Up to this many cards (a hand), :func:`best_split` takes the faces in their natural
#: order; beyond (Rummy 500's hand and the cards a dig takes), it takes them rank by rank,
#: which keeps its search small (measured: a hand of one card and a spread pile of 30, from
#: 865 ms to 1 ms). Both are exact; among splits of equal value they may keep different ones.
HAND_SPLIT = 16
#: Beyond a hand, :func:`best_split` tries runs of at most this many cards, or of the
#: jokers a run may hold plus 3: a longer run of ``m`` jokers or fewer splits into two runs
#: of 3 or more cards with a natural each (its first natural is within ``m`` cards of one
#: end and its last within ``m`` of the other), of the same value.
SHORT_RUN = 5


def _rank_order(ace_mode: str) -> Callable[[int], tuple[int, int]]:
    """Faces rank by rank (the ace last where it may end a run), suits within a rank: a
    meld opened at its lowest face then holds only the next few faces of the order."""
    if ace_mode == "low":
        return lambda f: (f % 13, f // 13)
    return lambda f: ((f % 13 - 1) % 13, f // 13)


class SplitCutShort(Exception):
    """:func:`best_split` ran out of its :class:`SplitWork`."""


@dataclass
class SplitWork:
    """How many positions :func:`best_split` may still look at (a bound on its work that
    does not depend on the machine's speed; shared by the splits of one decision)."""

    left: int


def best_split(cards: Sequence[int], meld: MeldRules, value: CardValue = one,
               work: SplitWork | None = None) -> Split:
    """The split of ``cards`` into melds that melds the most value (exact). With ``work``,
    each position looked at counts against it, and :class:`SplitCutShort` is raised when
    it runs out."""
    cards = list(cards)
    by_face: dict[int, list[int]] = {}
    jokers = [c for c in cards if c >= JOKER_BASE]
    for c in cards:
        if c < JOKER_BASE:
            by_face.setdefault(c % 52, []).append(c)
    many = len(cards) > HAND_SPLIT
    faces = sorted(by_face, key=_rank_order(meld.ace_mode)) if many else sorted(by_face)
    cap = meld.max_jokers
    run_jokers = len(jokers) if cap is None else min(cap, len(jokers))
    longest = max(SHORT_RUN, run_jokers + 3) if many else 13
    if any(len(ids) > 2 for ids in by_face.values()):
        raise ValueError("at most two cards of a face (two decks)")
    fidx = {f: i for i, f in enumerate(faces)}
    # the cards left, as two bit masks over the faces: one copy or more, two copies
    ones = sum(1 << i for i in range(len(faces)))
    twos = sum(1 << fidx[f] for f, ids in by_face.items() if len(ids) == 2)
    fval = [value(by_face[f][0]) for f in faces]
    jval = value(jokers[0]) if jokers else 0
    # by the lowest face it holds: each meld shape the cards may fill, as the faces it needs
    # once and twice, the value of its naturals, the jokers it needs
    shapes_by_face: dict[int, list[tuple[int, int, int, int, tuple[int, ...]]]] = {}
    for shape in _shapes(meld.ace_mode, meld.distinct_suits):
        if len(shape) > longest:
            continue
        need: dict[int, int] = {}
        for f in shape:
            need[f] = need.get(f, 0) + 1
        present = sorted((fidx[f], n) for f, n in need.items() if f in fidx)
        if not present or any(n > 2 for _, n in present):
            continue
        missing = len(shape) - sum(n for _, n in present)
        allowed = len(shape) - 1 if cap is None else min(cap, len(shape) - 1)
        if missing > min(allowed, len(jokers)):
            continue
        once = sum(1 << k for k, n in present if n == 1)
        twice = sum(1 << k for k, n in present if n == 2)
        gain = missing * jval + sum(n * fval[k] for k, n in present)
        shapes_by_face.setdefault(present[0][0], []).append((once, twice, gain, missing, shape))

    @cache
    def best(ones: int, twos: int, jk: int) -> tuple[int, tuple]:
        if work is not None:
            work.left -= 1
            if work.left < 0:
                raise SplitCutShort
        if not ones:
            return 0, ()
        low = ones & -ones
        # the lowest face left: one copy is deadwood ...
        result = best(ones, twos ^ low, jk) if twos & low else best(ones ^ low, twos, jk)
        # ... or it opens a meld whose other cards are all of higher faces
        for once, twice, gain, missing, shape in shapes_by_face.get(low.bit_length() - 1, ()):
            if missing > jk or ones & once != once or twos & twice != twice:
                continue
            second = once & twos  # a face it needs once, of which two are left
            v3, plan3 = best(ones & ~(twice | (once & ~second)), twos & ~(twice | second), jk - missing)
            if v3 + gain > result[0]:
                result = (v3 + gain, ((shape, missing),) + plan3)
        return result

    total, plan = best(ones, twos, len(jokers))
    if many:  # the melds in the order of their lowest faces, as a hand's split lists them
        plan = tuple(sorted(plan, key=lambda step: min(f for f in step[0] if f in by_face)))
    pools = {f: list(ids) for f, ids in by_face.items()}
    jpool = list(jokers)
    melds: list[list[int]] = []
    declared: dict[int, int] = {}
    for shape, _ in plan:
        m: list[int] = []
        for f in shape:
            if pools.get(f):
                m.append(pools[f].pop(0))
            else:
                j = jpool.pop(0)
                declared[j] = f
                m.append(j)
        melds.append(m)
    used = {c for m in melds for c in m}
    dead = [c for c in cards if c not in used]
    return Split(melds, declared, dead, total, sum(value(c) for c in dead))


def lay_offs(hand: Sequence[int], table: Sequence[Sequence[int]], declared: dict[int, int],
             meld: MeldRules) -> list[LayOff]:
    """Every (card, group[, joker face]) such that the card alone extends the group."""
    out: list[LayOff] = []
    for gi, g in enumerate(table):
        known = [declared[c] if c >= JOKER_BASE else c % 52 for c in g]
        n_jokers = sum(1 for c in g if c >= JOKER_BASE)
        joker_faces = None
        for c in hand:
            if c >= JOKER_BASE:
                if meld.max_jokers is not None and n_jokers >= meld.max_jokers:
                    continue
                if joker_faces is None:
                    joker_faces = sorted({o[0] for o in joker_options(known, 1, meld)})
                out.extend(LayOff(c, gi, f) for f in joker_faces)
            elif judge_faces(known + [c % 52], meld) in ("set", "run"):
                out.append(LayOff(c, gi, None))
    return out


def melds_with(card: int, pool: Sequence[int], meld: MeldRules) -> list[Completion]:
    """Every distinct new meld (up to twins) that holds ``card`` and other cards of ``pool``."""
    others = [c for c in pool if c != card]
    by_face: dict[int, int] = {}
    for c in others:
        if c < JOKER_BASE:
            by_face.setdefault(c % 52, c)
    twins: dict[int, list[int]] = {}
    for c in others:
        if c < JOKER_BASE:
            twins.setdefault(c % 52, []).append(c)
    jokers = [c for c in others if c >= JOKER_BASE]
    cap = meld.max_jokers
    out: list[Completion] = []
    seen: set[tuple] = set()
    if card >= JOKER_BASE:
        shapes = _shapes(meld.ace_mode, meld.distinct_suits)
    else:  # only the shapes that hold its face
        shapes = templates_with(meld.ace_mode, meld.distinct_suits).get(card % 52, ())
    for shape in shapes:
        if len(shape) > len(others) + 1:
            continue  # more places than cards
        allowed = len(shape) - 1 if cap is None else min(cap, len(shape) - 1)
        slots = list(range(len(shape)))
        # where the card goes
        if card >= JOKER_BASE:
            places = slots
        else:
            places = [i for i in slots if shape[i] == card % 52]
        for p in places:
            rest = [shape[i] for i in slots if i != p]
            use: dict[int, int] = {}
            m = [card]
            decl: dict[int, int] = {}
            jk = list(jokers)
            n_jk = 1 if card >= JOKER_BASE else 0
            if card >= JOKER_BASE:
                decl[card] = shape[p]
            ok = True
            for f in rest:
                ids = twins.get(f, [])
                k = use.get(f, 0)
                if k < len(ids):
                    m.append(ids[k])
                    use[f] = k + 1
                elif jk:
                    j = jk.pop(0)
                    m.append(j)
                    decl[j] = f
                    n_jk += 1
                else:
                    ok = False
                    break
            if not ok or n_jk > allowed:
                continue
            key = (tuple(sorted(m)),)
            if key in seen:
                continue
            seen.add(key)
            out.append(Completion(m, decl))
    return out


def digs(discard: Sequence[int], hand: Sequence[int], table: Sequence[Sequence[int]],
         declared: dict[int, int], meld: MeldRules, value: CardValue = one) -> list[Dig]:
    """Rummy 500: every legal dig (a card below the top whose melding at once is possible
    with the hand and the cards taken), with its completions, most valuable first."""
    out: list[Dig] = []
    for i in range(len(discard) - 1):
        card = discard[i]
        taken = list(discard[i:])
        pool = list(hand) + taken
        comps: list[Completion] = []
        for lo in lay_offs([card], table, declared, meld):
            comps.append(Completion([card], {card: lo.face} if lo.face is not None else {}, lo.group))
        comps += melds_with(card, pool, meld)
        if comps:
            comps.sort(key=lambda c: -sum(value(x) for x in c.cards))
            out.append(Dig(card, i, taken, comps))
    return out
