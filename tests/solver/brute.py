"""An independent brute force for small Manipulation-family positions.

Every way to cover the table cards, a non-empty subset of the hand and any loose cards
with groups of 3+ cards, every joker declaration that makes each group valid, judged by
the engine's own Done check. Exponential: only for a dozen cards or so.
"""

from __future__ import annotations

import random
from itertools import combinations, product

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.cards import JOKER_BASE, make_face
from rummy_desktop.core.groups import joker_options, judge_faces
from rummy_desktop.core.table_check import Table, check_commit


def _decls(block, meld):
    """Every assignment of faces to the block's jokers that makes it a valid group."""
    naturals = [c % 52 for c in block if c < JOKER_BASE]
    jokers = [c for c in block if c >= JOKER_BASE]
    if not naturals:
        return []
    if meld.max_jokers is not None and len(jokers) > meld.max_jokers:
        return []
    if not jokers:
        return [{}] if judge_faces(naturals, meld) in ("set", "run") else []
    return [dict(zip(jokers, o)) for o in joker_options(naturals, len(jokers), meld)]


def brute(table, declared, hand, rules, loose=(), opened=True, value=lambda c: 1, max_changed=None):
    """(best value, fewest changed groups at that value) or None; only arrangements that
    change at most ``max_changed`` table groups when it is given."""
    meld = rules.meld
    t0 = Table([list(g) for g in table], dict(declared), list(loose))
    mandatory = [c for g in table for c in g]
    optional = list(hand) + list(loose)
    hand_set = set(hand)
    best = None

    def leaf(blocks):
        nonlocal best
        placed = [c for b in blocks for c in b if c in hand_set]
        if not placed:
            return
        v = sum(value(c) for c in placed)
        sets = {frozenset(b) for b in blocks}
        ch = sum(1 for g in table if frozenset(g) not in sets)
        if max_changed is not None and ch > max_changed:
            return
        key = (v, -ch)
        if best is not None and key <= best:
            return
        options = [_decls(b, meld) for b in blocks]
        for combo in product(*options):
            decl = {}
            for d in combo:
                decl.update(d)
            try:
                check_commit(t0, list(hand), blocks, decl, rules, opened)
            except IllegalAction:
                continue
            best = key
            return

    def rec(rest_mand, rest_opt, blocks):
        if not rest_mand:
            # optional cards may still form blocks among themselves
            leaf(blocks)
            if len(rest_opt) >= 3:
                first = rest_opt[0]
                others = rest_opt[1:]
                rec_opt(first, others, blocks)
            return
        first = rest_mand[0]
        pool = rest_mand[1:] + rest_opt
        for size in range(2, len(pool) + 1):
            for comb in combinations(pool, size):
                block = [first, *comb]
                if not _decls(block, meld):
                    continue
                rm = [c for c in rest_mand[1:] if c not in comb]
                ro = [c for c in rest_opt if c not in comb]
                rec(rm, ro, blocks + [block])

    def rec_opt(first, others, blocks):
        # either first is left out, or it opens a block of optional cards
        for size in range(2, len(others) + 1):
            for comb in combinations(others, size):
                block = [first, *comb]
                if not _decls(block, meld):
                    continue
                ro = [c for c in others if c not in comb]
                rec([], ro, blocks + [block]) if False else _after(ro, blocks + [block])
        if len(others) >= 3:
            rec_opt(others[0], others[1:], blocks)

    def _after(ro, blocks):
        leaf(blocks)
        if len(ro) >= 3:
            rec_opt(ro[0], ro[1:], blocks)

    rec(mandatory, optional, [])
    return best


VARIANTS = ["manipulation", "shanghai", "machiavelli", "carousel", "vatican", "tahiti"]


def random_position(rng: random.Random, rules, max_groups=2, max_hand=4):
    """A small valid table (with declared jokers where the variant has them), a hand
    drawn mostly near the table's cards, Tahiti loose cards, Vatican's opened flag."""
    from rummy_desktop.solver.templates import templates

    meld = rules.meld
    jokers_total = rules.jokers or (2 if rules.joker_policy != "none" else 0)
    has_jokers = rules.joker_policy != "none"
    temps = [t for t in templates(meld.ace_mode) if len(t) <= 5]
    used: set[int] = set()
    free_jokers = [JOKER_BASE + n for n in range(jokers_total if has_jokers else 0)]

    def take_face(f):
        for copy in rng.sample([0, 1], 2):
            cid = copy * 52 + f
            if cid not in used:
                used.add(cid)
                return cid
        return None

    groups = []
    declared = {}
    for _ in range(rng.randint(1, max_groups)):
        t = rng.choice(temps)
        g = []
        for f in t:
            c = take_face(f)
            if c is None:
                break
            g.append(c)
        else:
            if free_jokers and rng.random() < 0.5:
                k = rng.randrange(len(g))
                slots = [k]
                if len(free_jokers) >= 2 and meld.max_jokers is None and rng.random() < 0.3:
                    slots.append((k + 1) % len(g))  # two jokers side by side (runs are in order)
                for k in slots:
                    j = free_jokers.pop()
                    used.discard(g[k])
                    declared[j] = g[k] % 52
                    g[k] = j
            groups.append(g)
            continue
        for c in g:
            used.discard(c)
    near = sorted({c % 52 if c < JOKER_BASE else declared[c] for g in groups for c in g})
    hand = []
    for _ in range(rng.randint(1, max_hand)):
        if free_jokers and rng.random() < 0.15:
            hand.append(free_jokers.pop())
            continue
        if near and rng.random() < 0.8:
            f = rng.choice(near)
            r, s = f % 13 + 1, f // 13
            choice = rng.random()
            if choice < 0.4:
                s = rng.randrange(4)
            elif choice < 0.9:
                r = (r - 1 + rng.choice([-2, -1, 1, 2])) % 13 + 1
            f = make_face(r, s)
        else:
            f = rng.randrange(52)
        c = take_face(f)
        if c is not None:
            hand.append(c)
    loose = []
    if rules.loose_cards:
        for _ in range(rng.randint(0, 2)):
            if free_jokers and rng.random() < 0.2:
                loose.append(free_jokers.pop())
                continue
            f = rng.choice(near) if near and rng.random() < 0.7 else rng.randrange(52)
            if rng.random() < 0.5:
                f = make_face(f % 13 + 1, rng.randrange(4))
            c = take_face(f)
            if c is not None:
                loose.append(c)
    opened = True if not rules.opening_run else rng.random() < 0.5
    return groups, declared, hand, loose, opened
